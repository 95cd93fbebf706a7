"""What the table shows, kept event by event: `apply(shown, event, viewer)` updates a view dict.

`shown` starts as `state.view(viewer)` (re-read whenever no event waits) and each event,
as the viewer may see it (already redacted), moves it on, so the picture follows the
animations and never shows more than the events did. Nothing here draws.
"""
from __future__ import annotations

from .art import COLOURS, count, value


def add(pile: dict, gems: dict | None, sign: int = 1) -> None:
    for c, n in (gems or {}).items():
        pile[c] = max(0, pile.get(c, 0) + sign * n)


def one(colour: str) -> dict:
    return {colour: 1}


def isle(v: dict, i: int) -> dict:
    return v["islands"][i]


def ship(v: dict, island: int, seat: int) -> dict | None:
    for entry in v["islands"][island]["ships"]:
        if entry["seat"] == seat:
            return entry
    return None


def _island_gems(v: dict, i: int, gems: dict | None, sign: int = 1) -> None:
    pile = v["islands"][i]["gems"]
    add(pile, gems, sign)
    v["islands"][i]["count"] = count(pile)


def _chest(v: dict, seat: int, gems: dict | None, n: int, viewer, sign: int = 1) -> None:
    s = v["seats"][seat]
    s["chest_count"] = max(0, s["chest_count"] + sign * n)
    if s.get("chest") is not None and gems is not None:
        add(s["chest"], gems, sign)
        s["score"] = value(s["chest"])


def _hand_from_cards(v: dict, seat: int) -> list[int]:
    placed = [e["card"] for isl in v["islands"] for e in isl["ships"] if e["seat"] == seat and e["card"] is not None]
    hand = list(v["seats"][seat]["cards"])
    for c in placed:
        if c in hand:
            hand.remove(c)
    return hand


def _clear_day(v: dict) -> None:
    for isl in v["islands"]:
        isl["rat"] = False
        for e in isl["ships"]:
            e.update(placed=False, card=None, rat=False)
    for s in v["seats"]:
        s.update(hand=list(s["cards"]), hand_count=len(s["cards"]), hand_rat=False, placed=False,
                 talked=False, bid=False, fist=None)
    for a in v["artifacts"]:
        a.update(face_up=True, by=None, how=None)
    v["rats"].update(islands=[], ships=[], placed=0)
    v["peeks"] = []
    v["share"] = None
    v["step"] = None


def apply(v: dict, e, viewer: int | None) -> None:
    """Move `v` on by the event `e` (as `viewer` sees it)."""
    handler = _HANDLERS.get(e.TYPE)
    if handler is not None:
        handler(v, e, viewer)


def _day_begins(v, e, viewer):
    v["day"], v["dagger"] = e.day, e.dagger
    _clear_day(v)
    v["signals"] = []
    v["auction"] = {"bids": None, "winners": [], "waiting": []}


def _islands_filled(v, e, viewer):
    for island, colour in e.draws:
        _island_gems(v, island, one(colour))
    v["bag"]["count"] = max(0, v["bag"]["count"] - len(e.draws))


def _phase_begins(v, e, viewer):
    v["phase"] = e.phase
    if e.phase == "market":
        for s in v["seats"]:
            s["bid"] = s["chest_count"] == 0


def _decided(v, e, viewer):
    s = v["seats"][e.seat]
    if e.phase == "talk":
        s["talked"] = True
    elif e.phase == "decision":
        s["placed"] = True
        mine = [isl for isl in v["islands"] if e.seat in isl["seats"]]
        for isl in mine:
            entry = ship(v, isl["index"], e.seat)
            if entry is not None:
                entry["placed"] = True
        s["hand_count"] = len(s["cards"]) - len(mine)
        if viewer != e.seat:
            s["hand"] = None
    elif e.phase == "market":
        s["bid"] = True


def _signals(v, e, viewer):
    v["signals"] = [list(x) for x in e.signals]


def _bids_revealed(v, e, viewer):
    v["auction"] = {"bids": [dict(b) for b in e.bids], "winners": list(e.winners),
                    "waiting": list(e.winners)}
    for seat, bid in enumerate(e.bids):
        s = v["seats"][seat]
        s["bid"] = False
        if seat in e.winners:
            s["chest_count"] = max(0, s["chest_count"] - count(bid))
        elif seat == viewer and s.get("chest") is not None and count(bid):
            add(s["chest"], bid)
            s["score"] = value(s["chest"])
        s["fist"] = None
    v["phase"] = "artifacts"


def _bid_paid(v, e, viewer):
    v["bag"]["count"] += count(e.gems)
    waiting = v["auction"].get("waiting") or []
    if e.seat in waiting:
        waiting.remove(e.seat)


def _artifact(v, name):
    return next(a for a in v["artifacts"] if a["name"] == name)


def _artifact_used(v, e, viewer):
    _artifact(v, e.artifact).update(face_up=False, by=e.seat, how="used")


def _artifact_blocked(v, e, viewer):
    _artifact(v, e.artifact).update(face_up=False, by=e.seat, how="blocked")


def _ship_peeked(v, e, viewer):
    if e.card is None:
        return
    if e.slot is None:
        v["seats"][e.target]["hand"] = [e.card]
    else:
        entry = ship(v, e.slot, e.target)
        if entry is not None:
            entry["card"] = e.card
    v["peeks"].append({"target": e.target, "slot": e.slot, "card": e.card})


def _rats_placed(v, e, viewer):
    for i in e.islands:
        v["islands"][i]["rat"] = True
        v["rats"]["islands"].append(i)
    for owner, slot in e.ships:
        if slot is None:
            v["seats"][owner]["hand_rat"] = True
        else:
            entry = ship(v, slot, owner)
            if entry is not None:
                entry["rat"] = True
        v["rats"]["ships"].append([owner, slot])
    v["rats"]["placed"] += len(e.islands) + len(e.ships)


def _ships_rearranged(v, e, viewer):
    if e.ships is None:
        return
    for island, card in e.ships:
        entry = ship(v, island, e.seat)
        if entry is not None:
            entry["card"] = card
    v["seats"][e.seat]["hand"] = _hand_from_cards(v, e.seat)


def _gem_moved(v, e, viewer):
    _island_gems(v, e.from_island, one(e.gem), -1)
    _island_gems(v, e.to_island, one(e.gem))


def _gems_drawn(v, e, viewer):
    v["bag"]["count"] = max(0, v["bag"]["count"] - e.count)
    if e.island is not None:
        _island_gems(v, e.island, e.gems)
    else:
        _chest(v, e.seat, e.gems, e.count, viewer)


def _gems_returned(v, e, viewer):
    v["bag"]["count"] += e.count
    if e.island is not None:
        _island_gems(v, e.island, e.gems, -1)
    else:
        _chest(v, e.seat, e.gems, e.count, viewer, -1)


def _ships_revealed(v, e, viewer):
    for island, seat, card in e.ships:
        entry = ship(v, island, seat)
        if entry is not None:
            entry.update(placed=True, card=card)
    for seat in range(len(v["seats"])):
        v["seats"][seat]["hand"] = _hand_from_cards(v, seat)
    v["phase"] = "resolution"


def _island_raided(v, e, viewer):
    gems = dict(v["islands"][e.island]["gems"])
    v["islands"][e.island]["gems"] = {c: 0 for c in COLOURS}
    v["islands"][e.island]["count"] = 0
    _chest(v, e.raider, e.gems or gems, count(e.gems or gems), viewer)


def _island_lost(v, e, viewer):
    n = v["islands"][e.island]["count"]
    v["islands"][e.island]["gems"] = {c: 0 for c in COLOURS}
    v["islands"][e.island]["count"] = 0
    v["bag"]["count"] += n


def _share_begins(v, e, viewer):
    v["share"] = {"island": e.island, "first": e.first, "second": e.second, "turn": e.first,
                  "took": [{}, {}]}


def _gem_picked(v, e, viewer):
    _island_gems(v, e.island, one(e.gem), -1)
    _chest(v, e.seat, one(e.gem), 1, viewer)
    sh = v.get("share")
    if sh:
        sh["turn"] = sh["second"] if e.seat == sh["first"] else sh["first"]
        add(sh["took"][0 if e.seat == sh["first"] else 1], one(e.gem))


def _greens_swapped(v, e, viewer):
    (a, b), (ca, cb) = e.seats, e.cards
    for seat, old, new in ((a, ca, cb), (b, cb, ca)):
        cards = v["seats"][seat]["cards"]
        if old in cards:
            cards.remove(old)
        cards.append(new)
        cards.sort()
        v["seats"][seat]["best_green"] = max(cards)
    v["share"] = None       # the played cards stay shown at the island until the day ends


def _day_ends(v, e, viewer):
    v["dagger"] = e.dagger
    _clear_day(v)
    v["signals"] = []


def _game_over(v, e, viewer):
    v["phase"] = "over"
    v["scores"], v["winners"] = list(e.scores), list(e.winners)
    for seat, chest in enumerate(e.chests):
        s = v["seats"][seat]
        s.update(chest=dict(chest), score=e.scores[seat], chest_count=count(chest))


_HANDLERS = {
    "day_begins": _day_begins, "islands_filled": _islands_filled, "phase_begins": _phase_begins,
    "decided": _decided, "signals_revealed": _signals, "bids_revealed": _bids_revealed,
    "bid_paid": _bid_paid, "artifact_used": _artifact_used, "artifact_blocked": _artifact_blocked,
    "ship_peeked": _ship_peeked, "rats_placed": _rats_placed, "ships_rearranged": _ships_rearranged,
    "gem_moved": _gem_moved, "gems_drawn": _gems_drawn, "gems_returned": _gems_returned,
    "ships_revealed": _ships_revealed, "island_raided": _island_raided, "island_lost": _island_lost,
    "share_begins": _share_begins, "gem_picked": _gem_picked, "greens_swapped": _greens_swapped,
    "day_ends": _day_ends, "game_over": _game_over,
}
