"""What a seat may know: `view(state, seat)` (JSON-ready) and `determinize` (hidden parts re-drawn).

Hidden from a seat: the colours in the other chests and fists, the bag's contents and
order, the other seats' placed ships and held card (until phase 4 or a peek), their
table talk until everyone has talked. Public: the number of gems in every chest (the
fist counted in its chest while the bids are face down), every seat's ship cards as a
set, rats, artifacts, everything revealed, and the record of past days.

view(seat) keys: game, viewer, players, variant {market, talk, two_player}, day, days, phase
("talk" | "decision" | "market" | "artifacts" | "resolution" | "over"), dagger, to_move,
gems_per_island, bag {count}, gem_points, islands [{index, seats [a, b], gems, count, rat,
ships [{seat, placed, card (None: face down), rat}]}], seats [{seat, cards, best_green,
islands, neighbours, hand (None: unknown), hand_count, hand_rat, chest (own / at the end),
chest_count, score (own / at the end; a closed fist counts in it), fist (own face-down bid), talked, placed, bid}],
artifacts [{name, title, face_up, by, how}], rats {islands, ships, placed, total}, my_talk,
signals (today: [seat, island, to_seat, intent]), auction {bids, winners, waiting}, step (the
artifact step: {seat, step "use"|"rearrange"|"move"|"return"|"block", artifact, island,
count}), share ({island, first, second, turn, took}), peeks ([{target, slot, card}], own),
history (per day: day, dagger, signals, ships, bids, auction, artifacts, blocked, rats,
outcomes), scores and winners (at the end).
"""
from __future__ import annotations

from . import artifacts, gems, islands
from .ships import RED

RATS = 8


def _ship_card(s, viewer, seat: int, slot) -> int | None:
    """The card `seat` has at `slot` (island; None: hand) if `viewer` may know it."""
    if s.placed[seat] is None:
        return None
    if s.revealed and slot is not None:
        for island, who, card in s.history[-1]["ships"]:
            if island == slot and who == seat:
                return card
    if viewer == seat or s.phase == "over" or (s.revealed and slot is None):
        return s.hand(seat)[0] if slot is None else s.placed[seat][slot]
    if viewer is not None:
        for target, where, card in s.peeks[viewer]:
            if target == seat and where == slot:
                return card
    return None


def view(s, viewer: int | None) -> dict:
    n = s.players
    over = s.phase == "over"
    market_open = s.phase == "market"
    today = s.history[-1] if s.history else {}
    isles = []
    for i, pile in enumerate(s.islands):
        ships = [{"seat": seat, "placed": s.placed[seat] is not None,
                  "card": _ship_card(s, viewer, seat, i), "rat": (seat, i) in s.ship_rats}
                 for seat in s.seats_at(i)]
        isles.append({"index": i, "seats": list(s.seats_at(i)), "gems": gems.to_json(pile),
                      "count": gems.count(pile), "rat": i in s.island_rats, "ships": ships})
    seats = []
    for seat in range(n):
        mine = viewer == seat or over
        hand = None
        if s.placed[seat] is None or mine or s.revealed:
            hand = s.hand(seat)
        elif _ship_card(s, viewer, seat, None) is not None:
            hand = [_ship_card(s, viewer, seat, None)]
        seats.append({
            "seat": seat,
            "cards": list(s.cards[seat]),
            "best_green": max(s.cards[seat]),
            "islands": list(s.islands_of(seat)),
            "neighbours": list(islands.neighbours(n, seat)),
            "hand": hand,
            "hand_count": len(s.hand(seat)),
            "hand_rat": (seat, None) in s.ship_rats,
            "chest": gems.to_json(s.chests[seat]) if mine else None,
            "chest_count": gems.count(s.chests[seat]) + (gems.count(s.bids[seat]) if market_open else 0),
            "score": s.points(seat) if mine else None,
            "fist": gems.to_json(s.bids[seat]) if (viewer == seat and market_open) else None,
            "talked": s.talk_choice[seat] is not None,
            "placed": s.placed[seat] is not None,
            "bid": bool(s.bid_done[seat]) if market_open else False,
        })
    arts = [{"name": a, "title": artifacts.TITLES[a], "face_up": s.artifacts[a] is None,
             "by": None if s.artifacts[a] is None else s.artifacts[a][0],
             "how": None if s.artifacts[a] is None else s.artifacts[a][1]} for a in artifacts.NAMES]
    step = None
    if s.step is not None:
        step = {k: s.step.get(k) for k in ("seat", "step", "artifact", "island", "count")}
    share = None
    if s.share is not None:
        share = {k: s.share[k] for k in ("island", "first", "second", "turn")}
        share["took"] = [gems.to_json(p) for p in s.share["took"]]
    return {
        "game": "palabra",
        "viewer": viewer,
        "players": n,
        "variant": {"market": s.market, "talk": s.talk, "two_player": s.two_player},
        "day": s.day,
        "days": islands.DAYS,
        "phase": s.phase,
        "dagger": s.dagger,
        "to_move": s.to_move(),
        "gems_per_island": islands.gems_per_island(n, s.day),
        "bag": {"count": gems.count(s.bag)},
        "gem_points": dict(gems.POINTS),
        "islands": isles,
        "seats": seats,
        "artifacts": arts,
        "rats": {"islands": sorted(s.island_rats),
                 "ships": sorted([[o, sl] for o, sl in s.ship_rats],
                                 key=lambda r: (r[0], -1 if r[1] is None else r[1])),
                 "placed": len(s.island_rats) + len(s.ship_rats), "total": RATS},
        "my_talk": (None if viewer is None or s.talk_choice[viewer] is None
                    else [list(x) for x in s.talk_choice[viewer]]),
        "signals": [list(x) for x in today.get("signals", [])],
        "auction": {"bids": today.get("bids"), "winners": list(today.get("auction", [])),
                    "waiting": list(s.users)},
        "step": step,
        "share": share,
        "peeks": ([] if viewer is None else
                  [{"target": t, "slot": sl, "card": c} for t, sl, c in s.peeks[viewer]]),
        "history": [_public_day(d) for d in s.history],
        "scores": s.scores() if over else None,
        "winners": s.winners() if over else None,
    }


def _public_day(d: dict) -> dict:
    return copy_json(d)


_LEAVES = frozenset({int, str, float, bool, type(None)})


def copy_json(value):
    """A deep copy of plain JSON data (dicts, lists, numbers, strings): the days' history.
    (Numbers and strings are taken as they are without a call each: clones copy today's record.)"""
    if isinstance(value, dict):
        return {k: v if type(v) in _LEAVES else copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [v if type(v) in _LEAVES else copy_json(v) for v in value]
    return value


def determinize(s, viewer: int | None, rng) -> "object":
    """A copy with what `viewer` cannot know re-drawn: other chests and fists, the bag, the rng,
    the other seats' face-down ships (keeping what `viewer` peeked) and face-down talk."""
    c = s.clone()
    c.rng = rng.spawn()
    c.forced = []
    others = [t for t in range(s.players) if t != viewer]
    if c.phase != "over":
        _redeal_gems(c, others, rng)
    for t in others:
        if c.talk_choice[t] is not None and c.phase == "talk":
            c.talk_choice[t] = []
        if c.placed[t] is not None and not c.revealed:
            _redeal_ships(c, viewer, t, rng)
    return c


def _redeal_gems(c, others: list[int], rng) -> None:
    face_down_bids = c.phase == "market"
    pool = list(c.bag)
    sizes = {}
    for t in others:
        gems.add(pool, c.chests[t])
        sizes[t] = gems.count(c.chests[t])
        if face_down_bids:
            gems.add(pool, c.bids[t])
            sizes[t] += gems.count(c.bids[t])
            c.bids[t] = gems.empty()
    flat = gems.listing(pool)
    rng.shuffle(flat)
    for t in others:
        c.chests[t] = gems.empty()
        for colour in flat[:sizes[t]]:
            c.chests[t][gems.INDEX[colour]] += 1
        flat = flat[sizes[t]:]
    c.bag = gems.empty()
    for colour in flat:
        c.bag[gems.INDEX[colour]] += 1


def _redeal_ships(c, viewer, t: int, rng) -> None:
    slots: list = [*sorted(c.islands_of(t)), None]
    known = {}
    if viewer is not None:
        known = {where: card for target, where, card in c.peeks[viewer] if target == t}
    cards = [x for x in c.cards[t] if x not in known.values()]
    rng.shuffle(cards)
    layout = dict(known)
    for slot in slots:
        if slot not in layout:
            layout[slot] = cards.pop()
    c.placed[t] = {slot: card for slot, card in layout.items() if slot is not None}
    for u in range(c.players):
        for peek in c.peeks[u]:
            if peek[0] == t and u != viewer:
                peek[2] = layout[peek[1]]
    assert RED in c.cards[t]
