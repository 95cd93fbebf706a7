"""Each Jamaica decision in words: `decide(view, seat, legal, names)`, a pure function of what the seat may see.

ARCHITECTURE.md, "Decisions in words": the TV's panels, the phones and the lesson all draw the
one `game.core.decision.Decision` built here from the seat's own `view(seat)`, its
`legal_actions(seat)` and the seats' names; no table, no pygame, no hidden state. Its options
are exactly the legal actions, in the order the TV offers them, the first focused a sensible
move (the hold that loses least, the way to pay that empties fewest holds, the fullest hold to
loot).

A route (a fork's branch, the ghost ship's way, a retreat) is worked out from the view and the
public circuit (game/jamaica/circuit.py), as the engine works it out: each option carries the
spaces sailed (`data["path"]`) and the ship that sails them (`data["ship"]`).

The kinds, which the coach's tips (tips.py) and the TV's panels switch on: dice, card, fork,
ghost, retreat, dump, pay, attack, powder, defend, sabre, loot.
"""
from __future__ import annotations

from functools import lru_cache

from game.boards import load_board
from game.core.decision import Decision, Option
from game.i18n import N_, _, ngettext, npgettext, pgettext
from game.jamaica.actions import (Attack, ChooseCard, Dump, Gunpowder, Loot, Pay, PlaceDice, Retreat,
                                  Sabre, Sail)
from game.jamaica.cards import LADY_BETH_BONUS
from game.jamaica.circuit import MAP_PATH, circuit
from game.jamaica.words import amount

from .names import card_picture, treasure_picture

ROUTES = ("fork", "ghost", "retreat")      # picked on the map
POWDERS = ("powder", "defend")             # an amount: left/right do not wrap round


def halves(card: str) -> tuple[str, str]:
    day, night = card.split("/")
    return day, night


def ship_name(names, ship: int) -> str:
    """A seat's name, or the ghost ship (the ship after the seats)."""
    return names[ship] if ship < len(names) else _("The ghost ship")


# ------------------------------------------------------------------ a card's halves in words
def half_words(half: str, n: int) -> str:
    """What a card's half does with a die of `n`, as a whole phrase: "3 spaces forward", "2 food"."""
    if half == "forward":
        return ngettext("{n} space forward", "{n} spaces forward", n).format(n=n)
    if half == "backward":
        return ngettext("{n} space back", "{n} spaces back", n).format(n=n)
    return amount(half, n)


def half_short(half: str, n: int) -> str:
    """The same in a few letters, for the captain's narrow dice panel: "3 forward", "3 doubloons"."""
    if half == "forward":
        return npgettext("jamaica short", "{n} forward", "{n} forward", n).format(n=n)
    if half == "backward":
        return npgettext("jamaica short", "{n} back", "{n} back", n).format(n=n)
    if half == "food":
        return npgettext("jamaica short", "{n} food", "{n} food", n).format(n=n)
    if half == "gold":
        return npgettext("jamaica short", "{n} doubloon", "{n} doubloons", n).format(n=n)
    return npgettext("jamaica short", "{n} powder", "{n} powder", n).format(n=n)


def card_effect(card: str, day: int, night: int) -> str:
    """A card played with these dice, in a line: "3 spaces forward by day, 1 food by night"."""
    a, b = halves(card)
    return _("{day} by day, {night} by night").format(day=half_words(a, day), night=half_words(b, night))


# ------------------------------------------------------------------ the decision
def decide(view: dict, seat: int, legal: list, names) -> Decision | None:
    """What `seat` may do now, in words, from its own view; None when it has nothing to do."""
    if not legal:
        return None
    first = legal[0]
    task = view.get("task") or {}
    if isinstance(first, PlaceDice):
        return _dice(view, seat, legal)
    if isinstance(first, ChooseCard):
        return _cards(view, seat, legal)
    if isinstance(first, (Sail, Retreat)):
        return _routes(view, seat, task, legal, names)
    if isinstance(first, Dump):
        return _dump(view, seat, task, legal)
    if isinstance(first, Pay):
        return _pay(view, seat, task, legal)
    if isinstance(first, Attack):
        return Decision(seat, "attack", _("Several ships here: choose the one to attack"),
                        tuple(Option(x, (ship_name(names, x.target),), ring=("ship", x.target),
                                     data={"ship": x.target}) for x in legal), confirm=_("Attack"))
    if isinstance(first, Gunpowder):
        return _powder(view, seat, task, legal)
    if isinstance(first, Sabre):
        words = {True: _("Re-roll the die"), False: _("Let it stand")}
        options = tuple(Option(Sabre(use), (words[use],)) for use in (True, False) if Sabre(use) in legal)
        return Decision(seat, "sabre", _("Saran's sabre: re-roll the die just rolled, or let it stand?"), options,
                        confirm=_("Choose"))
    if isinstance(first, Loot):
        return _loot(view, seat, task, legal)
    raise ValueError(f"Jamaica has no words for the action {first!r}")


def _dice(view: dict, seat: int, legal: list) -> Decision:
    hand = view["ships"][seat].get("hand") or []
    options = []
    for x in legal:
        hint = "; ".join(card_effect(card, x.day, x.night) for card in hand)
        options.append(Option(x, (_("{day} by day, {night} by night").format(day=x.day, night=x.night),),
                              hint=hint, data={"day": x.day, "night": x.night}))
    return Decision(seat, "dice", _("Captain: which die sails by day (sun), which by night (moon)?"),
                    tuple(options), confirm=_("Place the dice"))


def _cards(view: dict, seat: int, legal: list) -> Decision:
    day, night = view["day"], view["night"]
    options = tuple(Option(x, (card_effect(x.card, day, night),), picture=card_picture(x.card),
                           data={"card": x.card, "day": day, "night": night}) for x in legal)
    return Decision(seat, "card", _("Choose a card: by day it uses the sun die ({day}), by night the moon die "
                                    "({night})").format(day=day, night=night),
                    options, secret=True, confirm=_("Play this card"))


# ------------------------------------------------------------------ routes
@lru_cache(maxsize=1)
def _centres() -> tuple[tuple[float, float], ...]:
    """Each space's centre on the map (maps/jamaica.tmx): the TV offers routes left to right."""
    board = load_board(MAP_PATH)
    return tuple((s.x + s.width / 2, s.y + s.height / 2) for s in board.spaces)


def ghost_directions(view: dict) -> tuple[str, ...]:
    """The ghost ship's ways, as the engine decides them (game/jamaica/voyage.py) from the places
    everyone sees: alone in the lead it sails back, alone last forward; else the captain chooses."""
    c = circuit()
    ships = view["ships"]
    players = view["players"]
    g = ships[players]
    mine = c.progress(g["space"], g["lap"])
    others = [c.progress(sv["space"], sv["lap"]) for sv in ships[:players]]
    if all(mine > o for o in others):
        return ("backward",)
    if all(mine < o for o in others):
        return ("forward",)
    return ("forward", "backward")


def routes(view: dict, task: dict) -> tuple[int, dict[int, tuple[str, tuple[int, ...]]]]:
    """The ship that sails now and, by destination, (the way it sails, the spaces it steps on),
    worked out from the view's task and ships and the circuit, as the engine does."""
    c = circuit()
    ships = view["ships"]
    name = task.get("task")
    found: dict[int, tuple[str, tuple[int, ...]]] = {}
    if name == "ghost_move":
        ship = view["players"]
        sv = ships[ship]
        n = view["day"] if task.get("slot") == "day" else view["night"]
        for way in ghost_directions(view):
            for r in c.routes(sv["space"], sv["lap"], way, n):
                found.setdefault(r.dest, (way, r.path))
        return ship, found
    ship = task["ship"]
    sv = ships[ship]
    if name == "retreat":
        for r in c.retreats(sv["space"], sv["lap"], task["target"]):
            found.setdefault(r.dest, ("backward", r.path))
    else:
        for r in c.routes(sv["space"], sv["lap"], task["dir"], task["n"]):
            found.setdefault(r.dest, (task["dir"], r.path))
    return ship, found


def arrival(view: dict, space: int, pays: bool) -> str:
    """Where a ship of the seats stops, as a whole phrase: the space, and what it costs or holds."""
    c = circuit()
    kind = c.kind[space]
    if kind == "port_royal":
        return "Port Royal"     # i18n: keep (a place name, the same in every language)
    if kind == "lair":
        if space in view["lairs"]:
            return _("Space {space}, pirate lair: take its treasure").format(space=space)
        return _("Space {space}, pirate lair: its treasure is taken").format(space=space)
    cost = c.cost[space]
    if not pays or not cost:
        return (_("Space {space}, sea: nothing to pay") if kind == "sea" else
                _("Space {space}, port: nothing to pay")).format(space=space)
    if kind == "sea":
        return ngettext("Space {space}, sea: pay {n} food", "Space {space}, sea: pay {n} food", cost).format(
            space=space, n=cost)
    return ngettext("Space {space}, port: pay {n} doubloon", "Space {space}, port: pay {n} doubloons", cost).format(
        space=space, n=cost)


GHOST_WAYS = {("forward", "port_royal"): N_("Forward to Port Royal"), ("backward", "port_royal"): N_("Back to Port Royal"),
              ("forward", "sea"): N_("Forward to space {space}, a sea space"),
              ("backward", "sea"): N_("Back to space {space}, a sea space"),
              ("forward", "port"): N_("Forward to space {space}, a port"),
              ("backward", "port"): N_("Back to space {space}, a port"),
              ("forward", "lair"): N_("Forward to space {space}, a pirate lair"),
              ("backward", "lair"): N_("Back to space {space}, a pirate lair")}


def ghost_arrival(space: int, way: str) -> str:
    """Where the ghost ship stops, and which way it sails there (it never pays)."""
    return _(GHOST_WAYS[way, circuit().kind[space]]).format(space=space)


RETREATS = {"port": N_("Short of supplies: pick the way back to the previous port"),
            "sea": N_("Short of supplies: pick the way back to the previous sea space"),
            "lair": N_("Short of supplies: pick the way back to the previous pirate lair")}


def _routes(view: dict, seat: int, task: dict, legal: list, names) -> Decision:
    name = task.get("task")
    kind = {"ghost_move": "ghost", "retreat": "retreat"}.get(name, "fork")
    ship, found = routes(view, task)
    centres = _centres()
    options = []
    for x in sorted(legal, key=lambda x: centres[x.to]):
        way, path = found.get(x.to, ("forward", (x.to,)))
        hints = []
        if kind == "ghost":
            label = ghost_arrival(x.to, way)
            if x.to in view["lairs"]:
                hints.append(_("The ghost ship takes the treasure of this pirate lair."))
        else:
            label = arrival(view, x.to, pays=kind == "fork")
        there = [ship_name(names, i) for i, sv in enumerate(view["ships"])
                 if sv["space"] == x.to and x.to != 0 and i != ship]
        if there:
            hints.append(_("A fight there with {ships}.").format(ships=" & ".join(there)))
        options.append(Option(x, (label,), hint=" ".join(hints), ring=("space", x.to),
                              data={"ship": ship, "path": list(path), "way": way}))
    if kind == "ghost":
        prompt = _("Sail the ghost ship: pick its way")
    elif kind == "retreat":
        prompt = _(RETREATS.get(task.get("target"), RETREATS["port"]))
    else:
        n = task.get("n", 0)
        prompt = (ngettext("A fork: pick the branch for your {n} space forward",
                           "A fork: pick the branch for your {n} spaces forward", n)
                  if task.get("dir") == "forward" else
                  ngettext("A fork: pick the branch for your {n} space backward",
                           "A fork: pick the branch for your {n} spaces backward", n)).format(n=n)
    return Decision(seat, kind, prompt, tuple(options), confirm=_("Sail there"))


# ------------------------------------------------------------------ holds: loading, paying
def load_prompt(kind: str, n: int, ghost: bool) -> str:
    """Every hold full at a load (issue 40): which goods wait to be loaded, as a whole sentence."""
    if ghost:
        return ngettext("Every hold of the ghost ship is full: empty one back to the bank to load {n} doubloon",
                        "Every hold of the ghost ship is full: empty one back to the bank to load {n} doubloons",
                        n).format(n=n)
    if kind == "food":
        return ngettext("Every hold is full: empty one back to the bank to load {n} food",
                        "Every hold is full: empty one back to the bank to load {n} food", n).format(n=n)
    if kind == "gold":
        return ngettext("Every hold is full: empty one back to the bank to load {n} doubloon",
                        "Every hold is full: empty one back to the bank to load {n} doubloons", n).format(n=n)
    return ngettext("Every hold is full: empty one back to the bank to load {n} gunpowder",
                    "Every hold is full: empty one back to the bank to load {n} gunpowder", n).format(n=n)


def _dump(view: dict, seat: int, task: dict, legal: list) -> Decision:
    ship = task["ship"]
    holds = view["ships"][ship]["holds"]
    options = []
    # the hold that loses least first: the smallest, gold last (the first focus never throws
    # away the richest hold)
    for x in sorted(legal, key=lambda x: (holds[x.hold]["kind"] == "gold", holds[x.hold]["amount"])):
        h = holds[x.hold]
        label = _("Hold {h}: {goods}").format(h=x.hold + 1, goods=amount(h["kind"], h["amount"]))
        options.append(Option(x, (label,), picture=f"jamaica/tokens/{h['kind']}.png", ring=("hold", ship, x.hold),
                              data={"kind": h["kind"], "amount": h["amount"]}))
    prompt = load_prompt(task["kind"], task["n"], ship >= view["players"])
    return Decision(seat, "dump", prompt, tuple(options), confirm=_("Empty this hold"))


def _pay(view: dict, seat: int, task: dict, legal: list) -> Decision:
    """A space's cost that several holds could pay: each way names what it takes from which
    pile (and how many holds it empties)."""
    holds = view["ships"][task["ship"]]["holds"]

    def emptied_by(x) -> int:
        return sum(1 for h, n in x.taken if holds[h]["amount"] == n)
    options = []
    for x in sorted(legal, key=emptied_by):          # the way that empties fewest holds first
        parts = " + ".join(_("{n} of {held}").format(n=n, held=holds[h]["amount"]) for h, n in x.taken)
        emptied = emptied_by(x)
        label = (_("Pay {parts}").format(parts=parts) if not emptied else
                 ngettext("Pay {parts} (empties a hold)", "Pay {parts} (empties {n} holds)", emptied).format(
                     parts=parts, n=emptied))
        options.append(Option(x, (label,)))
    prompt = _("Pay {goods} for this space: choose the hold(s) it comes from").format(
        goods=amount(task["kind"], task["cost"]))
    return Decision(seat, "pay", prompt, tuple(options), confirm=_("Pay"))


# ------------------------------------------------------------------ combat
def attack_total(view: dict, task: dict) -> int | None:
    """The attacker's total, which the defender sees before spending gunpowder (None for a star)."""
    face = task["roll"][0]
    if face is None or face == "star":
        return None
    bonus = LADY_BETH_BONUS if "lady_beth" in view["ships"][task["a"]]["face_up"] else 0
    return face + task["powder"][0] + bonus


def _powder(view: dict, seat: int, task: dict, legal: list) -> Decision:
    attacking = task.get("stage") == "powder_a"
    ghost = (task["a"] if attacking else task["d"]) >= view["players"]
    total = None if attacking else attack_total(view, task)
    if total is None:
        prompt = (_("Spend the ghost ship's gunpowder before its roll: +1 each") if ghost else
                  _("Spend gunpowder before your roll: +1 each"))
    else:
        prompt = (_("Spend the ghost ship's gunpowder before its roll: +1 each (to beat {total})") if ghost else
                  _("Spend gunpowder before your roll: +1 each (to beat {total})")).format(total=total)
    options = tuple(Option(x, (amount("gunpowder", x.amount) if x.amount else _("No gunpowder"),),
                           data={"amount": x.amount}) for x in legal)
    return Decision(seat, "powder" if attacking else "defend", prompt, options, confirm=_("Roll the die"))


# The winner's loot: a face-up treasure taken, a cursed one handed over, each a whole phrase;
# the short words fit the combat strip's tiles under the card's picture.
TAKE = {"morgan_map": N_("Take Morgan's map"), "saran_sabre": N_("Take Saran's sabre"),
        "lady_beth": N_("Take Lady Beth"), "sixth_hold": N_("Take the 6th hold")}
GIVE = {"cursed2": N_("Hand over your Cursed -2"), "cursed3": N_("Hand over your Cursed -3"),
        "cursed4": N_("Hand over your Cursed -4")}
SHORT = {"morgan_map": N_("The map"), "saran_sabre": N_("The sabre"), "lady_beth": "Lady Beth",
         "sixth_hold": N_("6th hold"), "cursed2": N_("Give -2"), "cursed3": N_("Give -3"),
         "cursed4": N_("Give -4")}   # i18n: keep (Lady Beth: a name)


def _loot(view: dict, seat: int, task: dict, legal: list) -> Decision:
    winner = task["winner"]
    loser = task["d"] if winner == task["a"] else task["a"]
    holds = view["ships"][loser]["holds"]
    options = []
    # the fullest hold first among the goods (the first focus takes the most); treasures, a
    # cursed one given away, and nothing come after, as the engine lists them
    for x in sorted(legal, key=lambda x: -holds[x.hold]["amount"] if x.take == "hold" else 0):
        if x.take == "hold":
            h = holds[x.hold]
            options.append(Option(x, (amount(h["kind"], h["amount"]),), picture=f"jamaica/tokens/{h['kind']}.png",
                                  ring=("hold", loser, x.hold), data={"kind": h["kind"], "amount": h["amount"]}))
        elif x.take == "treasure":
            options.append(Option(x, (_(TAKE.get(x.card, x.card)),), picture=treasure_picture(x.card),
                                  data={"card": x.card, "short": _(SHORT.get(x.card, x.card))}))
        elif x.take == "hidden":
            options.append(Option(x, (_("Take a face-down treasure, blind"),),
                                  hint=_("One of the loser's face-down treasures, drawn at random."),
                                  picture=treasure_picture(None), data={"card": None, "short": _("Blind")}))
        elif x.take == "give":
            options.append(Option(x, (_(GIVE.get(x.card, x.card)),), picture=treasure_picture(x.card),
                                  data={"card": x.card, "give": True, "short": _(SHORT.get(x.card, x.card))}))
        else:
            options.append(Option(x, (_("Take nothing and sail on"),), data={"short": _("Nothing")}))
    if winner >= view["players"]:
        prompt = _("The ghost ship wins: choose its loot, a hold's goods or a treasure")
    else:
        prompt = _("You win: take a hold's goods or a treasure, or hand over a cursed one")
    return Decision(seat, "loot", prompt, tuple(options), confirm=pgettext("loot", "Take it"))
