"""What a Palabra de Pirata seat may do now, in words: `decide(view, seat, legal, names)`.

One pure function of what the seat may see (its `view(seat)`), its `legal_actions(seat)` and
the seats' names builds the `game.core.decision.Decision` that the TV's panels draw
(controls.py, choices_panels*.py), a phone shows and a lesson points into. No pygame, no
table, no hidden state. Its options are exactly `legal`, one each, in the order the TV
offers them; the kinds are the coach's tips' (tips.py):

    talk       one step per island ("Island A (with Jack): I will share"), the islands left to right
    place      one step per island ("Island A: green ship 13"); data: ships, the card kept
    rearrange  the rum bottle: the same, for the islands whose card may move (rats keep the others)
    bid        one step per colour of the chest ("2 gold gems"); data: pile (five counts)
    return     the gems given back to the bag, as a bid's steps; least worth first
    use        the artifact, then its target ("Rum bottle", "Mary's ship in hand")
    move       the spyglass's gem: from which island, which gem, to which island; or none
    block      the 2-player variant's artifact turned face down
    pick       one gem of the shared island, the best first

Every option of a staged kind (place, rearrange, use, move, block, pick) carries in
`data["keys"]` what each of its steps picks on the table, as plain lists: ["island", i],
["ship", island, seat], ["hand", seat], ["artifact", name], ["gem", colour], ["card", card],
["skip"]: the TV rings the board ones and draws the others in its tray. The words they are
made of are in choices_words.py.
"""
from __future__ import annotations

from typing import Callable

from game.core.decision import Decision, Option
from game.i18n import _, ngettext
from game.palabra import gems
from game.palabra.actions import Block, MoveGem, Pick, Skip, UseBarrel, UseMap, UseRum, UseSpyglass

from .choices_words import (ARTIFACT_HELP, ARTIFACT_NAMES, COLOURS, GEM_NAMES, LETTERS, SIGNALS, gem_count, pile_of,
                            ship_step, talk_step, worth)

# ------------------------------------------------------------------------------ the decision
def kind_of(view: dict) -> str | None:
    """The kind of decision the view's phase and artifact step make (a key of tips.TIPS)."""
    phase = view.get("phase")
    by_phase = {"talk": "talk", "decision": "place", "market": "bid", "resolution": "pick"}
    if phase in by_phase:
        return by_phase[phase]
    if phase == "artifacts":
        return (view.get("step") or {}).get("step")
    return None


def decide(view: dict, seat: int, legal, names: list[str]) -> Decision | None:
    """What `seat` may do now, from its own view: every action of `legal`, in words."""
    legal = list(legal)               # (the market's bids come as a lazy sequence)
    if not legal:
        return None
    kind = kind_of(view)
    build = BUILDERS.get(kind or "")
    if build is None:
        raise ValueError(f"no Palabra de Pirata decision of kind {kind!r} ({len(legal)} moves)")
    return build(view, seat, legal, list(names))


def _islands(view: dict, seat: int) -> list[int]:
    """The seat's islands, left then right (all four, in order, with two players)."""
    return list(view["seats"][seat]["islands"])


def _neighbour(view: dict, seat: int, island: int, names: list[str]) -> str | None:
    if view["variant"]["two_player"]:
        return None
    others = [s for s in view["islands"][island]["seats"] if s != seat]
    return names[others[0]] if others else None


# ------------------------------------------------------------------------------ table talk
def talk(view, seat, legal, names) -> Decision:
    mine = _islands(view, seat)
    said = {a: dict(a.signals) for a in legal}
    legal = sorted(legal, key=lambda a: [SIGNALS.index(said[a].get(i)) for i in mine])
    neighbours = {i: _neighbour(view, seat, i, names) for i in mine}
    hint = _("Words bind no one: you may still place any ship.")
    options = tuple(Option(a, tuple(talk_step(i, said[a].get(i), neighbours[i]) for i in mine), hint=hint,
                           data={"signals": [said[a].get(i) for i in mine], "islands": mine}) for a in legal)
    silent = next(k for k, a in enumerate(legal) if not a.signals)
    return Decision(seat, "talk", _("Table talk: tell each neighbour what you mean to do (not binding)"), options,
                    secret=True, confirm=_("Say it"), focus=silent)


# ------------------------------------------------------------------------------ ships
def place(view, seat, legal, names) -> Decision:
    """Phase 2: a card at each island, left to right; the focus shares everywhere, the higher
    green at the island whose gems are worth more, and keeps the red in hand."""
    mine = _islands(view, seat)
    ships = {a: dict(a.ships) for a in legal}
    legal = sorted(legal, key=lambda a: [ships[a][i] for i in mine])
    cards = list(view["seats"][seat]["cards"])
    options = tuple(_ships_option(a, mine, mine, ships[a], cards, _place_hint(ships[a], mine, cards))
                    for a in legal)
    richest = sorted(mine, key=lambda i: (-gems.value(pile_of(view["islands"][i]["gems"])), mine.index(i)))
    greens = sorted((c for c in cards if c), reverse=True)
    wanted = dict(zip(richest, greens))
    focus = next((k for k, a in enumerate(legal) if ships[a] == wanted), 0)
    return Decision(seat, "place", _("Place a ship face down at each of your islands"), options, secret=True,
                    confirm=_("Place them face down"), focus=focus)


def _place_hint(ships: dict, mine: list[int], cards: list[int]) -> str:
    raided = [i for i in mine if ships[i] == 0]
    if not raided:
        return _("You offer to share at every island; the red ship stays in your hand.")
    others = len(mine) - 1
    return ngettext("You raid island {letter} and offer to share at the other one.",
                    "You raid island {letter} and offer to share at the other {n}.", others).format(
        letter=LETTERS[raided[0]], n=others)


def _ships_option(action, mine: list[int], steps: list[int], ships: dict, cards: list[int], hint: str) -> Option:
    """One placement: a step per island of `steps`; data: every island's card, the card kept."""
    kept = list(cards)
    for i in mine:
        kept.remove(ships[i])
    return Option(action, tuple(ship_step(i, ships[i]) for i in steps), hint=hint,
                  picture="palabra/ships/back.png",
                  data={"ships": [[i, ships[i]] for i in mine], "hand": kept[0] if kept else None,
                        "keys": [["card", ships[i]] for i in steps], "islands": list(steps)})


def rearrange(view, seat, legal, names) -> Decision:
    """The rum bottle: the seat's ships again. The islands whose card carries a rat (the same in
    every option) are no step; the focus leaves everything where it is."""
    mine = _islands(view, seat)
    ships = {a: dict(a.ships) for a in legal}
    legal = sorted(legal, key=lambda a: [ships[a][i] for i in mine])
    steps = [i for i in mine if len({ships[a][i] for a in legal}) > 1] or mine
    cards = list(view["seats"][seat]["cards"])
    now = _own_ships(view, seat)
    options, moves = [], []
    for a in legal:
        after = {c: i for i, c in ships[a].items()}
        moved = sum(1 for c in cards if after.get(c) != now.get(c))
        hint = (_("Your ships stay as they are: no rat.") if not moved else
                ngettext("{n} card moves: it gets a rat.", "{n} cards move: each gets a rat.", moved).format(n=moved))
        options.append(_ships_option(a, mine, steps, ships[a], cards, hint))
        moves.append(moved)
    focus = moves.index(min(moves))
    return Decision(seat, "rearrange", _("Rum bottle: re-place your ships (a card that moves gets a rat)"),
                    tuple(options), confirm=_("Place them face down"), focus=focus)


def _own_ships(view: dict, seat: int) -> dict:
    """card -> the island it lies at now (None: in hand), from the seat's own view."""
    out = {}
    for isl in view["islands"]:
        for entry in isl["ships"]:
            if entry["seat"] == seat and entry["card"] is not None:
                out[entry["card"]] = isl["index"]
    for card in view["seats"][seat]["hand"] or []:
        out[card] = None
    return out


# ------------------------------------------------------------------------------ gems in a fist
def _gem_options(legal, source: list[int], hint: Callable[[list[int]], str]) -> tuple[Option, ...]:
    held = [k for k, c in enumerate(COLOURS) if source[k]] or list(range(len(COLOURS)))
    labels: dict = {}
    out = []
    for a in legal:
        pile = a.pile()
        steps = []
        for k in held:
            key = (k, pile[k])
            if key not in labels:
                labels[key] = gem_count(COLOURS[k], pile[k])
            steps.append(labels[key])
        out.append(Option(a, tuple(steps), hint=hint(pile), data={"pile": pile}))
    return tuple(out)


def bid(view, seat, legal, names) -> Decision:
    """The market: any gems of the chest, each colour a step. The focus is the empty fist: it
    gives nothing away."""
    chest = pile_of(view["seats"][seat]["chest"])
    said: dict = {}

    def hint(pile):
        value = gems.value(pile)
        key = value if any(pile) else None
        if key not in said:
            if key is None:
                said[key] = _("An empty fist: you keep every gem and use no artifact.")
            elif value <= 0:
                said[key] = _("Worth {points}: only a bid worth more than 0 can win; these gems come back.").format(
                    points=str(value).replace("-", "\u2212"))
            else:
                said[key] = ngettext("Worth {points} point: if it is among the 3 best bids, you pay it to the bag "
                                     "and use an artifact.",
                                     "Worth {points} points: if it is among the 3 best bids, you pay it to the bag "
                                     "and use an artifact.", value).format(points=value)
        return said[key]
    options = _gem_options(legal, chest, hint)
    focus = next(k for k, o in enumerate(options) if not any(o.data["pile"]))
    return Decision(seat, "bid", _("Put gems from your chest in your fist, in secret: the 3 best bids get an artifact"),
                    options, secret=True, confirm=_("Close the fist"), focus=focus)


def returns(view, seat, legal, names) -> Decision:
    """Gems back to the bag (the barrel's from the chest, the map's from its island): the ones
    worth least first, and the focus on them."""
    step = view["step"]
    island, n = step.get("island"), step["count"]
    source = pile_of(view["seats"][seat]["chest"] if island is None else view["islands"][island]["gems"])
    legal = sorted(legal, key=lambda a: (gems.value(a.pile()), [-x for x in a.pile()[::-1]]))
    options = _gem_options(legal, source, lambda pile: worth(gems.value(pile)))
    if island is None:
        prompt = ngettext("Return {n} gem from your chest to the bag", "Return {n} gems from your chest to the bag",
                          n).format(n=n)
    else:
        prompt = ngettext("Return {n} gem from island {letter} to the bag",
                          "Return {n} gems from island {letter} to the bag", n).format(n=n, letter=LETTERS[island])
    return Decision(seat, "return", prompt, options, confirm=_("Return them"), focus=0)


# ------------------------------------------------------------------------------ artifacts
def use(view, seat, legal, names) -> Decision:
    """The auction's winner: an artifact, then what it acts on (ringed on the board)."""
    options = []
    for a in legal:
        name, target, ring = _use_target(a, names)
        steps = (_(ARTIFACT_NAMES[name]),) + ((target,) if target else ())
        keys = [["artifact", name]] + ([list(ring)] if ring else [])
        options.append(Option(a, steps, hint=_(ARTIFACT_HELP[name]), picture=f"palabra/artifacts/{name}.png",
                              ring=ring, data={"artifact": name, "keys": keys}))
    return Decision(seat, "use", _("You won the auction: choose an artifact to use"), tuple(options),
                    confirm=_("Use it"))


def _use_target(a, names: list[str]) -> tuple[str, str | None, tuple]:
    """(artifact, its target in words or None, the target on the board or ())."""
    if isinstance(a, UseRum):
        return "rum", _("{name}'s ship in hand").format(name=names[a.target]), ("hand", a.target)
    if isinstance(a, UseSpyglass):
        if a.target is None:
            return "spyglass", None, ()
        return ("spyglass", _("{name}'s ship at island {letter}").format(name=names[a.target], letter=LETTERS[a.island]),
                ("ship", a.island, a.target))
    if isinstance(a, UseMap):
        return "map", _("Island {letter}").format(letter=LETTERS[a.island]), ("island", a.island)
    if isinstance(a, UseBarrel):
        return "barrel", None, ()
    raise ValueError(f"not an artifact's use: {a!r}")


def move(view, seat, legal, names) -> Decision:
    """The spyglass's gem, or none. The focus takes the best gem of an island that is not the
    seat's onto one of its own (where its red raids, if it has one there); else it moves none."""
    moves = [a for a in legal if isinstance(a, MoveGem)]
    skip = [a for a in legal if isinstance(a, Skip)]
    options = []
    for a in moves:
        steps = (_("From island {letter}").format(letter=LETTERS[a.from_island]), _(GEM_NAMES[a.gem]),
                 _("To island {letter}").format(letter=LETTERS[a.to_island]))
        options.append(Option(a, steps, hint=_("A rat goes on both islands: no other artifact touches them today."),
                              picture=f"palabra/gems/{a.gem}.png", ring=("island", a.to_island),
                              data={"keys": [["island", a.from_island], ["gem", a.gem], ["island", a.to_island]],
                                    "counts": dict(view["islands"][a.from_island]["gems"])}))
    for a in skip:
        options.append(Option(a, (_("Move no gem"),), hint=_("No gem moves, and no rat."), data={"keys": [["skip"]]}))
    mine = _islands(view, seat)
    raids = {i for i in mine for e in view["islands"][i]["ships"] if e["seat"] == seat and e["card"] == 0}
    best = sorted((k for k, a in enumerate(moves) if a.from_island not in mine and a.to_island in mine),
                  key=lambda k: (COLOURS.index(moves[k].gem), moves[k].to_island not in raids))
    focus = best[0] if best else len(moves) if skip else 0
    return Decision(seat, "move", _("Spyglass: move one gem from an island to another, or none"), tuple(options),
                    focus=focus)


def block(view, seat, legal, names) -> Decision:
    options = tuple(Option(a, (_(ARTIFACT_NAMES[a.artifact]),), hint=_("Nobody uses it today."),
                           picture=f"palabra/artifacts/{a.artifact}.png",
                           data={"artifact": a.artifact, "keys": [["artifact", a.artifact]]})
                    for a in legal if isinstance(a, Block))
    return Decision(seat, "block", _("Block one more artifact: it stays face down, unused, today"), options,
                    confirm=_("Block it"))


# ------------------------------------------------------------------------------ sharing
def pick(view, seat, legal, names) -> Decision:
    """A share's pick: the gems of the island, the best first (the focus: a red gem costs a point)."""
    share = view.get("share") or {}
    island = share.get("island", 0)
    on = dict(view["islands"][island]["gems"])
    legal = sorted((a for a in legal if isinstance(a, Pick)), key=lambda a: COLOURS.index(a.gem))
    options = tuple(Option(a, (_(GEM_NAMES[a.gem]),), hint=worth(gems.POINTS[a.gem]),
                           picture=f"palabra/gems/{a.gem}.png",
                           data={"keys": [["gem", a.gem]], "counts": on}) for a in legal)
    other = share.get("second") if share.get("first") == seat else share.get("first")
    if other is None:
        prompt = _("Island {letter}: pick one gem, then your partner picks").format(letter=LETTERS[island])
    else:
        prompt = _("Island {letter}: pick one gem, then {name} picks").format(letter=LETTERS[island], name=names[other])
    return Decision(seat, "pick", prompt, options, confirm=_("Take it"))


BUILDERS: dict[str, Callable] = {"talk": talk, "place": place, "rearrange": rearrange, "bid": bid, "return": returns,
                                 "use": use, "move": move, "block": block, "pick": pick}
