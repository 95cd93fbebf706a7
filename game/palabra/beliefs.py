"""What a bot believes from its view: neighbours' trust, raid odds, island shares, artifact worth.

Everything here reads only `state.view(seat)` (a dict): the public record of past days,
today's signals, one's own ships, chest and peeks.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from . import gems
from .gems import COLOURS, POINTS

RED = 0


@dataclass
class Record:
    """How a neighbour behaved so far, seen from one seat."""

    promises: int = 0        # "share" signals whose ship was later revealed
    kept: int = 0            # ... with a green ship
    threats: int = 0         # "raid" signals revealed
    carried_out: int = 0     # ... with a red ship
    shown: int = 0           # ships revealed at islands shared with me
    reds: int = 0            # ... that were red
    raided_me: list = field(default_factory=list)   # days it raided me

    @property
    def honesty(self) -> float:
        return (self.kept + 1) / (self.promises + 2)

    @property
    def raid_rate(self) -> float:
        return (self.reds + 1) / (self.shown + 3)


def records(v: dict, me: int) -> dict[int, Record]:
    """A Record for every other seat, from the public history."""
    out = {s["seat"]: Record() for s in v["seats"] if s["seat"] != me}
    for day in v["history"]:
        ships = {(i, seat): card for i, seat, card in day["ships"]}
        if not ships:
            continue
        for seat, island, _to, intent in day["signals"]:
            if seat == me or (island, seat) not in ships:
                continue
            red = ships[(island, seat)] == RED
            r = out[seat]
            if intent == "share":
                r.promises += 1
                r.kept += not red
            else:
                r.threats += 1
                r.carried_out += red
        for (island, seat), card in ships.items():
            if seat != me and (island, me) in ships:
                r = out[seat]
                r.shown += 1
                r.reds += card == RED
                if card == RED and ships[(island, me)] != RED:
                    r.raided_me.append(day["day"])
    return out


def pile_points(pile: dict) -> int:
    return sum(POINTS[c] * n for c, n in pile.items())


def gem_values(pile: dict) -> list[int]:
    """The points of each gem, best first."""
    return sorted((POINTS[c] for c, n in pile.items() for _ in range(n)), reverse=True)


def split(pile: dict) -> tuple[int, int]:
    """Points of the first and the second picker when both take the best gem left."""
    vals = gem_values(pile)
    return sum(vals[0::2]), sum(vals[1::2])


def other_at(v: dict, island: int, me: int) -> int:
    a, b = v["islands"][island]["seats"]
    return b if a == me else a


def red_odds(v: dict, me: int, island: int, recs: dict[int, Record]) -> float:
    """The chance the other seat at `island` has (or will have) its red ship there."""
    t = other_at(v, island, me)
    card = next(sh["card"] for sh in v["islands"][island]["ships"] if sh["seat"] == t)
    if card is not None:
        return 1.0 if card == RED else 0.0
    seat = v["seats"][t]
    if seat["hand"] is not None and seat["placed"]:
        if RED in seat["hand"]:
            return 0.0
        return 1.0 / len(seat["islands"]) + 0.15
    r = recs[t]
    q = r.raid_rate
    for s_seat, s_island, _to, intent in v["signals"]:
        if s_seat == t and s_island == island:
            if intent == "share":
                q = 1.0 - r.honesty
            else:
                q = 0.5 + 0.4 * (r.carried_out + 1) / (r.threats + 2)
    if v["day"] == v["days"]:
        q += 0.1
    return min(0.95, max(0.03, q))


def first_odds(v: dict, me: int, island: int, card: int) -> float:
    """The chance my green `card` beats the other seat's green at `island`."""
    t = other_at(v, island, me)
    theirs = [c for c in v["seats"][t]["cards"] if c != RED]
    return sum(c < card for c in theirs) / len(theirs) if theirs else 1.0


def island_ev(v: dict, me: int, island: int, card: int, q: float) -> float:
    pile = v["islands"][island]["gems"]
    if card == RED:
        return (1 - q) * pile_points(pile)
    a, b = split(pile)
    p = first_odds(v, me, island, card)
    return (1 - q) * (p * a + (1 - p) * b)


def my_fraction(v: dict, me: int, island: int, recs: dict[int, Record]) -> float:
    """About how much of island's gems end in my chest (0 where I have no ship)."""
    if me not in v["islands"][island]["seats"]:
        return 0.0
    card = next(sh["card"] for sh in v["islands"][island]["ships"] if sh["seat"] == me)
    if card is None:
        return 0.3
    q = red_odds(v, me, island, recs)
    return (1 - q) * (1.0 if card == RED else 0.5)


def unknown_mean(v: dict, me: int) -> float:
    """The mean points of a gem from the bag, as far as I can tell."""
    pool = dict(zip(COLOURS, gems.IN_BOX))
    for isl in v["islands"]:
        for c, n in isl["gems"].items():
            pool[c] -= n
    for c, n in (v["seats"][me]["chest"] or {}).items():
        pool[c] -= n
    count = sum(pool.values())
    return pile_points(pool) / count if count else 0.0


def worst_two(pile: dict) -> int:
    vals = gem_values(pile)
    return sum(vals[-2:]) if len(vals) >= 2 else sum(vals)


def artifact_worth(v: dict, me: int, recs: dict[int, Record]) -> dict[str, float]:
    """Rough points an artifact would bring me now (for bids and choices)."""
    mu = unknown_mean(v, me)
    fr = [my_fraction(v, me, i, recs) for i in range(len(v["islands"]))]
    free = [i for i in range(len(fr)) if not v["islands"][i]["rat"]]
    best_move = 0.0
    for a in free:
        for c, n in v["islands"][a]["gems"].items():
            if n:
                for b in free:
                    if b != a:
                        best_move = max(best_move, POINTS[c] * (fr[b] - fr[a]))
    best_map = max([fr[i] * (2 * mu - min(0, worst_two(v["islands"][i]["gems"])) - mu)
                    for i in free] or [0.0])
    chest = dict(v["seats"][me]["chest"] or {})
    barrel = 2 * mu - min(2 * mu, worst_two(chest)) if sum(chest.values()) >= 2 else 0.0
    return {"spyglass": best_move + 0.5, "map": max(0.0, best_map), "barrel": max(0.0, barrel),
            "rum": 1.5 + 0.1 * max(pile_points(v["islands"][i]["gems"]) for i in range(len(fr)))}


def bid_for(chest: dict, target: int) -> dict | None:
    """Gems from `chest` worth exactly `target` points, dumping as many reds as possible."""
    positive = [(c, POINTS[c]) for c in COLOURS if POINTS[c] > 0]
    for reds in range(chest.get("red", 0), -1, -1):
        need = target + reds
        found = _make(chest, positive, need)
        if found is not None:
            found["red"] = reds
            return found
    return None


def _make(chest: dict, positive: list, need: int) -> dict | None:
    """Counts of positive gems from chest summing to exactly `need` (small search)."""
    if need == 0:
        return {c: 0 for c, _ in positive}
    if not positive or need < 0:
        return None
    (c, p), rest = positive[0], positive[1:]
    for k in range(min(chest.get(c, 0), need // p), -1, -1):
        sub = _make(chest, rest, need - k * p)
        if sub is not None:
            sub[c] = k
            return sub
    return None
