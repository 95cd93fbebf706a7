"""The four artifacts and their rats, as the rulebook's clarifications say, one winner at a time.

rum:      look in secret at another seat's ship in hand (rat on it), then re-place one's own
          ships, the hand card included; cards carrying rats stay; each card that moved gets a rat.
spyglass: look in secret at another seat's placed ship (rat on it), then one may move one gem
          from an island to another (a rat on each of the two islands).
barrel:   draw 2 gems from the bag into one's chest, then return 2 gems of the chest to the bag.
map:      draw 2 gems from the bag onto one island (a rat on it), then return 2 of its gems.
Nothing carrying a rat can be the object of a later artifact that day. In the 2-player
variant the first user also turns one other artifact face down, unused.
"""
from __future__ import annotations

import functools
from itertools import filterfalse

from ..i18n import N_, _, ngettext
from ..core.checks import expect
from ..core.contract import Action, Event
from . import decision, gems, islands
from .actions import (Block, MoveGem, Rearrange, ReturnGems, Skip, UseBarrel, UseMap, UseRum,
                      UseSpyglass)
from .events import (ArtifactBlocked, ArtifactSkipped, ArtifactUsed, BidPaid, GemMoved, GemsDrawn,
                     GemsReturned, RatsPlaced, ShipPeeked, ShipsRearranged)

NAMES = ("rum", "spyglass", "barrel", "map")
TITLES = {"rum": N_("Rum bottle"), "spyglass": N_("Spyglass of premonition"),
          "barrel": N_("Contraband barrel"), "map": N_("Cursed treasure map")}
DRAWS = 2
_USE = {UseRum: "rum", UseSpyglass: "spyglass", UseBarrel: "barrel", UseMap: "map"}


def face_up(s) -> tuple[str, ...]:
    """The artifacts face up, in NAMES order (a face-down one's entry is [seat, how]: never
    empty, so the entries that are false are the face-up ones)."""
    return tuple(filterfalse(s.artifacts.get, NAMES))


# The actions are immutable: legal_actions hands out the same objects (no new ones each time).
_rum = functools.lru_cache(maxsize=64)(lambda target: UseRum(target=target))
_spyglass = functools.lru_cache(maxsize=256)(lambda target, island: UseSpyglass(target=target, island=island))
_map = functools.lru_cache(maxsize=64)(lambda island: UseMap(island=island))
_move = functools.lru_cache(maxsize=1024)(lambda gem, a, b: MoveGem(gem=gem, from_island=a, to_island=b))
_BARREL = UseBarrel()
_BLOCKS = {a: Block(artifact=a) for a in NAMES}


@functools.lru_cache(maxsize=1024)
def _returns(pile: tuple, count: int) -> tuple:
    """Every ReturnGems of `count` gems from `pile` (capped at `count` a colour: the same list)."""
    return tuple(ReturnGems.of(p) for p in gems.sub_piles(pile, count))
_SKIP = Skip()


@functools.lru_cache(maxsize=256)      # up to 120 actions each: as decision.placements_of
def _rearranges(cards: tuple, mine: tuple, fixed: frozenset) -> tuple:
    """Every Rearrange of decision.placements_of (the actions are immutable: cached)."""
    return tuple(Rearrange(ships=p) for p in decision.placements_of(cards, mine, fixed))


# ---------------------------------------------------------------- whose turn
def start_next_user(s, ev: list[Event] | None) -> None:
    """The next auction winner returns its bid to the bag, then must use an artifact."""
    seat = s.users[0]
    bid = s.bids[seat]
    if any(bid):                       # (counts are never negative: any gem at all)
        if ev is not None:
            ev.append(BidPaid(seat=seat, gems=gems.to_json(bid)))
        gems.add(s.bag, bid)
        s.bids[seat] = [0, 0, 0, 0, 0]        # gems.empty()
    if not uses(s, seat):
        if ev is not None:
            ev.append(ArtifactSkipped(seat=seat))
        s.users.pop(0)
        return
    s.step = {"seat": seat, "step": "use"}


def finish(s, ev: list[Event] | None) -> None:
    seat = s.step["seat"]
    first = len(s.history[-1]["artifacts"]) == 1
    if s.two_player and first and s.step["step"] != "block" and face_up(s):
        s.step = {"seat": seat, "step": "block"}
        return
    s.step = None
    s.users.pop(0)


# ---------------------------------------------------------------- legal moves
def uses(s, seat: int) -> list[Action]:
    """Every use of a face-up artifact open to `seat` now."""
    if None in s.placed:             # not a state of the artifacts phase: worked out afresh
        return list(_uses(s.players, seat, face_up(s), frozenset(s.ship_rats),
                          frozenset(s.island_rats), tuple(tuple(p or ()) for p in s.placed)))
    return list(_uses(s.players, seat, face_up(s), frozenset(s.ship_rats),
                      frozenset(s.island_rats), None))


@functools.lru_cache(maxsize=1024)
def _uses(players: int, seat: int, up: tuple, rats: frozenset, island_rats: frozenset,
          placed: tuple | None) -> tuple:
    """`uses` for a table of `players`, the face-up artifacts, the rats and where the seats'
    ships lie (None: every seat has a ship at each of its islands, as in the artifacts phase)."""
    out: list[Action] = []
    others = [t for t in range(players) if t != seat]
    if "rum" in up:
        out += [_rum(t) for t in others if (t, None) not in rats]
    if "spyglass" in up:
        looks = [_spyglass(t, i) for t in others
                 for i in (islands.sorted_islands(players, t) if placed is None else sorted(placed[t]))
                 if (t, i) not in rats]
        out += looks or [_spyglass(None, None)]
    if "barrel" in up:
        out.append(_BARREL)
    if "map" in up:
        out += [_map(i) for i in range(islands.island_count(players)) if i not in island_rats]
    return tuple(out)


def fixed_cards(s, seat: int) -> dict:
    """The seat's cards that carry a rat, by slot (island, None for the hand): they stay."""
    hand = s.hand(seat)
    out = {}
    for owner, slot in s.ship_rats:
        if owner == seat:
            out[slot] = hand[0] if slot is None else s.placed[seat][slot]
    return out


def _free_islands(s) -> tuple[int, ...]:
    """The islands without a rat, in order."""
    return tuple(filterfalse(s.island_rats.__contains__, range(len(s.islands))))


def gem_moves(s) -> list[MoveGem]:
    free = _free_islands(s)
    return list(_gem_moves(free, tuple(tuple(map(bool, s.islands[a])) for a in free)))


@functools.lru_cache(maxsize=1024)
def _gem_moves(free: tuple, present: tuple) -> tuple:
    """Every MoveGem between the `free` islands, `present` saying which colours each holds."""
    return tuple(_move(c, a, b) for a, has in zip(free, present)
                 for c, here in zip(gems.COLOURS, has) if here for b in free if b != a)


def can_move_gem(s) -> bool:
    """Is there a gem move at all (gem_moves not empty)? Two free islands, one with a gem."""
    free = _free_islands(s)
    return len(free) > 1 and any(map(any, map(s.islands.__getitem__, free)))


def _return_source(s):
    step = s.step
    return s.chests[step["seat"]] if step["island"] is None else s.islands[step["island"]]


def legal(s, seat: int) -> list[Action]:
    kind = s.step["step"]
    if kind == "use":
        return uses(s, seat)
    if kind == "rearrange":
        return list(_rearranges(tuple(s.cards[seat]), islands.sorted_islands(s.players, seat),
                                frozenset(fixed_cards(s, seat).items())))
    if kind == "move":
        return [*gem_moves(s), _SKIP]
    if kind == "return":
        count = s.step["count"]
        return list(_returns(tuple([n if n < count else count for n in _return_source(s)]), count))
    return list(map(_BLOCKS.__getitem__, face_up(s)))


def problem(s, seat: int, action: Action) -> str | None:
    kind = s.step["step"]
    if kind == "use":
        if type(action) not in _USE:
            return _("You won the auction: choose an artifact to use.")
        name = _USE[type(action)]
        if name not in face_up(s):
            return _("The {artifact} is face down today.").format(artifact=_(TITLES[name]))
        if action in uses(s, seat):
            return None
        if isinstance(action, UseMap):
            return _("Island {island} cannot be chosen (it carries a rat or does not exist).").format(
                island=repr(action.island)[:20])
        return _("That ship cannot be looked at: it is yours, not placed, or carries a rat.")
    if kind == "rearrange":
        if not isinstance(action, Rearrange):
            return _("Re-place your ships (or keep them as they are).")
        return decision.ships_problem(s, seat, action.ships, fixed_cards(s, seat))
    if kind == "move":
        if isinstance(action, Skip) or action in gem_moves(s):
            return None
        if not isinstance(action, MoveGem):
            return _("Move one gem from an island to another, or skip.")
        return _("That gem cannot move: islands with rats cannot be touched, and the gem must be there.")
    if kind == "return":
        if not isinstance(action, ReturnGems):
            n = s.step["count"]
            return ngettext("Return {n} gem to the bag.", "Return {n} gems to the bag.", n).format(n=n)
        pile = action.pile()
        if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in pile):
            return _("Give a number of gems (0 or more) of each colour.")
        if gems.count(pile) != s.step["count"] or not gems.contains(_return_source(s), pile):
            if s.step["island"] is None:
                n = s.step["count"]
                return ngettext("Return exactly {n} gem from your chest.", "Return exactly {n} gems from your chest.",
                                n).format(n=n)
            return ngettext("Return exactly {n} gem from island {island}.",
                            "Return exactly {n} gems from island {island}.", s.step["count"]).format(
                n=s.step["count"], island=s.step["island"])
        return None
    if not isinstance(action, Block) or action.artifact not in face_up(s):
        return _("Turn one more artifact face down: one of {artifacts}.").format(
            artifacts=", ".join(_(TITLES[a]) for a in face_up(s)))
    return None


# ---------------------------------------------------------------- applying
def _rats(s, seat: int, ev: list[Event] | None, islands=(), ships=()) -> None:
    s.island_rats.update(islands)
    s.ship_rats.update(ships)
    s.history[-1]["rats"][seat] += len(islands) + len(ships)
    if islands or ships:
        if ev is not None:
            ev.append(RatsPlaced(seat=seat, islands=tuple(islands), ships=tuple(ships)))


def _peek(s, seat: int, target: int, slot, ev: list[Event] | None) -> None:
    card = s.hand(target)[0] if slot is None else s.placed[target][slot]
    s.peeks[seat].append([target, slot, card])
    if ev is not None:
        ev.append(ShipPeeked(seat=seat, target=target, slot=slot, card=card, visible_to=(seat,)))


def apply(s, seat: int, action: Action, ev: list[Event] | None) -> tuple | None:
    """The use or step; the seat to act next while its turn goes on (None: the flow goes on)."""
    if type(action) in _USE:
        _use(s, seat, action, ev)
    elif isinstance(action, Rearrange):
        before = {c: i for i, c in s.placed[seat].items()}      # card -> island (cards differ)
        s.placed[seat] = dict(action.ships)
        after = {c: i for i, c in action.ships}
        moved = [(seat, after.get(c)) for c in s.cards[seat] if after.get(c) != before.get(c)]
        if ev is not None:
            ev.append(ShipsRearranged(seat=seat, moved=len(moved), ships=action.ships, visible_to=(seat,)))
        _rats(s, seat, ev, ships=moved)
        finish(s, ev)
    elif isinstance(action, MoveGem):
        s.islands[action.from_island][gems.INDEX[action.gem]] -= 1
        s.islands[action.to_island][gems.INDEX[action.gem]] += 1
        if ev is not None:
            ev.append(GemMoved(seat=seat, gem=action.gem, from_island=action.from_island,
                               to_island=action.to_island))
        _rats(s, seat, ev, islands=(action.from_island, action.to_island))
        finish(s, ev)
    elif isinstance(action, Skip):
        finish(s, ev)
    elif isinstance(action, ReturnGems):
        pile, island = action.pile(), s.step["island"]
        gems.take(_return_source(s), pile)
        gems.add(s.bag, pile)
        name = s.step["artifact"]
        private = (seat,) if island is None else None
        if ev is not None:
            ev.append(GemsReturned(seat=seat, artifact=name, island=island, count=gems.count(pile),
                                   gems=gems.to_json(pile), visible_to=private))
        finish(s, ev)
    else:
        s.artifacts[action.artifact] = [seat, "blocked"]
        s.history[-1]["blocked"].append([seat, action.artifact])
        if ev is not None:
            ev.append(ArtifactBlocked(seat=seat, artifact=action.artifact))
        finish(s, ev)
    return None if s.step is None else (s.step["seat"],)


def _use(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    name = _USE[type(action)]
    s.artifacts[name] = [seat, "used"]
    s.history[-1]["artifacts"].append([seat, name])
    if ev is not None:
        ev.append(ArtifactUsed(seat=seat, artifact=name, target=getattr(action, "target", None),
                               island=getattr(action, "island", None)))
    if name == "rum":
        _peek(s, seat, action.target, None, ev)
        _rats(s, seat, ev, ships=[(action.target, None)])
        free = len(s.cards[seat]) - len(fixed_cards(s, seat))
        if free >= 2:
            s.step = {"seat": seat, "step": "rearrange", "artifact": name}
        else:
            finish(s, ev)
    elif name == "spyglass":
        if action.target is not None:
            _peek(s, seat, action.target, action.island, ev)
            _rats(s, seat, ev, ships=[(action.target, action.island)])
        if can_move_gem(s):
            s.step = {"seat": seat, "step": "move", "artifact": name}
        else:
            finish(s, ev)
    else:
        island = getattr(action, "island", None)
        drawn = [0, 0, 0, 0, 0]               # gems.empty()
        count = gems.draw_onto(s.bag, s.rng, s.forced, drawn, DRAWS)
        target = s.chests[seat] if island is None else s.islands[island]
        gems.add(target, drawn)
        if ev is not None:
            ev.append(GemsDrawn(seat=seat, artifact=name, island=island, count=count,
                                gems=gems.to_json(drawn), visible_to=(seat,) if island is None else None))
        if island is not None:
            _rats(s, seat, ev, islands=(island,))
        if count:
            s.step = {"seat": seat, "step": "return", "artifact": name, "island": island,
                      "count": count}
        else:
            finish(s, ev)


def check_step(s) -> None:
    """Broken unless the artifact step under way is one `_use` or `finish` leaves: the
    artifact of a re-placing, a gem move or a return used by the seat of the step, the gems to
    return there, an artifact still face up to turn down (the 2-player variant)."""
    step = s.step
    seat, kind = step["seat"], step["step"]
    made = {"use": set(), "block": set(), "rearrange": {"artifact"}, "move": {"artifact"},
            "return": {"artifact", "island", "count"}}[kind]
    expect(set(step) == {"seat", "step"} | made, "'step'", f"must hold {sorted({'seat', 'step'} | made)} for a {kind!r} step")
    if "artifact" in made:
        name = step["artifact"]
        by = {"rearrange": ("rum",), "move": ("spyglass",), "return": ("barrel", "map")}[kind]
        expect(name in by and s.artifacts[name] == [seat, "used"], "'step'",
               f"must follow the use of the {' or '.join(by)} by seat {seat}")
    if kind == "return":
        island, count = step["island"], step["count"]
        expect((island is None) == (step["artifact"] == "barrel") and (island is None or island < len(s.islands)),
               "'step'['island']", "must be null for the barrel, the map's island for the map")
        source = s.chests[seat] if island is None else s.islands[island]
        expect(1 <= count <= DRAWS and gems.count(source) >= count, "'step'['count']",
               f"must be 1 or 2 gems there to return, got {count}")
    if kind == "block":
        expect(s.two_player and face_up(s), "'step'", "must turn an artifact face down in the 2-player game only")
