"""A decision as a phone shows it: the seat's legal actions, each with the words of its steps.

A `Move` is one of `legal_actions(seat)` (as its to_json) with `steps`: the labels a player
taps one after the other to narrow the moves down to it. Most moves have one step (a card, a
den, "For the share"); a move made of parts has one step per part (Palabra's ships: island A,
then island B; the Pagamás captain's share: which loot card, then to whom), and the page
offers at each stage the different labels left. `Decision.to_json` is what "view" carries.

The tables' own words are used where they can be (scenes/phone_words.py builds Libertalia's,
Jamaica's and Pagamás' from their tables' choice builders); this module builds the rest from
game data: Palabra de Pirata's and Cartagena's moves, and any move without words of its own
(the engine's `describe()`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_, _

from .hands import GEMS as GEM_NAMES


@dataclass
class Move:
    action: dict                 # the action's to_json: what the phone sends back in "act"
    steps: list[str]             # the labels tapped, in order, to reach it
    hint: str = ""               # a line under the chosen move
    image: str | None = None     # a picture of the allow-list (phones.hands)

    def to_json(self) -> dict:
        return {"action": self.action, "steps": list(self.steps), "hint": self.hint, "image": self.image}


@dataclass
class Decision:
    prompt: str                  # what to do now, in the table's words
    moves: list[Move] = field(default_factory=list)
    secret: bool = False         # made face down, at the same time as the others
    confirm: str = ""            # the verb of the confirm button ("Play it face down")

    def to_json(self) -> dict:
        return {"prompt": self.prompt, "secret": self.secret, "confirm": self.confirm or _("Confirm"),
                "moves": [m.to_json() for m in self.moves]}


def described(legal: list, prompt: str | None = None) -> Decision:
    """Any decision, in the engine's own words for each move."""
    return Decision(prompt or _("Choose your move"), [Move(a.to_json(), [_(a.describe())]) for a in legal])


# ------------------------------------------------------------------ Palabra de Pirata
def island(i: int) -> str:
    return _("Island {letter}").format(letter=chr(ord("A") + i))


def ship(card: int) -> str:
    return _("red ship") if card == 0 else _("green ship {n}").format(n=card)


def palabra(state, seat: int, view: dict, names: list[str]) -> Decision:
    from game.palabra.gems import COLOURS
    legal = state.legal_actions(seat)
    kinds = {a.TYPE for a in legal}
    me = view["seats"][seat]
    if kinds <= {"place", "rearrange"}:
        moves = []
        for a in legal:
            where = dict(a.ships)
            moves.append(Move(a.to_json(), [_("{island}: {ship}").format(island=island(i), ship=ship(where[i]))
                                            for i in me["islands"] if i in where],
                              image="palabra/ships/back.png"))
        return Decision(_("Place a ship face down at each of your islands"), moves, secret=kinds == {"place"},
                        confirm=_("Place them face down"))
    if kinds == {"talk"}:
        moves = []
        for a in legal:
            said = dict(a.signals)
            steps = [_("{island}: {word}").format(island=island(i), word=_(TALK[said[i]]) if i in said else _("say nothing"))
                     for i in me["islands"]]
            moves.append(Move(a.to_json(), steps))
        return Decision(_("Table talk: tell each neighbour what you mean to do (not binding)"), moves, secret=True,
                        confirm=_("Say it"))
    if kinds <= {"bid", "return_gems"}:
        moves = []
        for a in legal:
            pile = a.pile()
            steps = [_("{gem}: {n}").format(gem=_(GEM_NAMES[c]), n=n) for c, n in zip(COLOURS, pile)]
            moves.append(Move(a.to_json(), steps))
        if kinds == {"bid"}:
            return Decision(_("Market: put gems from your chest in your fist, in secret"), moves, secret=True,
                            confirm=_("Close the fist"))
        return Decision(_("Return gems to the bag"), moves, confirm=_("Return them"))
    if kinds == {"pick"}:
        return Decision(_("Take one gem from the island"),
                        [Move(a.to_json(), [_(GEM_NAMES[a.gem])], image=f"palabra/gems/{a.gem}.png") for a in legal],
                        confirm=_("Take it"))
    return described(legal)


TALK = {"share": N_("I will share"), "raid": N_("I will raid")}


BUILDERS = {"palabra": palabra}
"""Game id -> (state, seat, view, names) -> Decision, for the games whose words are built here."""
