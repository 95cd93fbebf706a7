"""What a seat's position is worth to the bots, in doubloons: purse, booty, the den's coming
night and end-of-campaign abilities, and the characters still in hand."""
from __future__ import annotations

import math
from collections import Counter

from . import characters as C
from .booty import KINDS, MAP_SET, MAP_SET_VALUE
from .night import end_value
from .calendar import CAMPAIGNS, DAYS

# A character's worth when played on an ordinary day (its ability plus its share of booty).
CARD: dict[int, float] = {
    1: 3, 2: 1.5, 3: 3, 4: 3, 5: 0, 6: 3, 7: 3.5, 8: 2, 9: 4, 10: 3, 11: 2, 12: 3.5, 13: 3,
    14: 3.5, 15: 2.5, 16: 4, 17: 2, 18: 5, 19: 4.5, 20: 3, 21: 3, 22: 3, 23: 4.5, 24: 5.5,
    25: 5, 26: 2, 27: 4, 28: 5.5, 29: 4.5, 30: 2.5,
}
TOKEN = {"chest": 5, "jewels": 3, "goods": 1, "map": 3, "relic": -3, "sabre": 1, "officer": 0}


def booty_worth(tokens, days_left: int) -> float:
    """Booty's value: full map sets 12, an unfinished set 3 a map while days remain."""
    c = Counter(tokens)
    total = sum(KINDS[k][2] * c[k] for k in ("chest", "jewels", "goods", "relic"))
    total += MAP_SET_VALUE * (c["map"] // MAP_SET)
    if days_left > 0:
        total += 2.5 * (c["map"] % MAP_SET)
    return total


def den_worth(s, seat: int, nights: int) -> float:
    """The den's characters: their end-of-campaign value now and `nights` more nights."""
    den = s.dens[seat]
    held = Counter(s.den_booty[seat])
    fewest = min(len(d) for d in s.dens)
    daughters = [o for o in range(s.players) if C.GOVERNORS_DAUGHTER in s.dens[o]]
    grannies = sum(1 for o in range(s.players) if C.GRANNY_WATA in s.dens[o])
    total = 0.0
    for rank in den:
        total += end_value(rank, den, held, fewest, daughters) or 0
        if nights <= 0:
            continue
        if rank == C.BARKEEP:
            total += nights
        elif rank == C.WAITRESS:
            total += min(held["map"], nights) * 1.0
        elif rank == C.FREED_SLAVE:
            total += nights * sum(1 for r in den if r > rank)
        elif rank == C.MUTINEER:
            total += nights * (1.0 if len(den) > 1 else 0.0)
        elif rank == C.ARMORER:
            total += nights * held["sabre"]
        elif rank == C.GRANNY_WATA and grannies == 1:
            total += 2 * nights
    return total + 0.3 * len(den)


def hand_worth(s, seat: int) -> float:
    """The best characters still to play this campaign, and half the worth of those kept."""
    values = sorted((CARD[r] for r in s.hands[seat]), reverse=True)
    days_left = DAYS - s.day + (1 if s.phase == "dawn" else 0)
    now = sum(values[:days_left])
    kept = sum(values[days_left:days_left + 3]) * 0.5 if s.campaign < CAMPAIGNS else 0.0
    return now + kept


def worth(s, seat: int) -> float:
    """The seat's position in doubloons: the track plus this campaign's prospects."""
    if s.phase == "over":
        return float(s.track[seat])
    nights = DAYS - s.day + (1 if s.phase in ("dawn", "day", "dusk") else 0)
    days_left = DAYS - s.day + (1 if s.phase != "night" else 0)
    return (s.track[seat] + s.doubloons[seat] + booty_worth(s.den_booty[seat], days_left)
            + den_worth(s, seat, nights) + hand_worth(s, seat))


def advantage(s, seat: int) -> float:
    """The seat's worth minus the best rival's and the rivals' mean, halved each."""
    mine = worth(s, seat)
    others = [worth(s, o) for o in range(s.players) if o != seat]
    return mine - 0.5 * max(others) - 0.5 * sum(others) / len(others)


# A seat's chance to win (the review's judgement, game.core.review): a softmax over the seats of
# worth * (a + b * left), `left` the share of the game's days still to play: a doubloon of lead
# weighs 0.04 at the first dawn, 0.25 at the last. Fitted by tools/fit_libertalia_chances.py on
# 600 normal-bot games per table, at each dawn: 2 players (held-out log-loss 0.528, a coin toss
# 0.693) and 3 or more (fitted at 4: 1.099, a coin toss 1.386).
CHANCE = {2: (0.2475, -0.2036), 4: (0.2372, -0.2252)}


def days_left(s) -> float:
    """The share of the game's days still to play, today's included until its dusk is over."""
    done = (s.campaign - 1) * DAYS + s.day - (1 if s.phase in ("dawn", "day", "dusk") else 0)
    return max(0.0, 1.0 - done / (CAMPAIGNS * DAYS))


def chance_features(s, seat: int) -> tuple[float, float]:
    """`seat`'s features for `chances`: its worth, and its worth times the days left."""
    w = worth(s, seat)
    return w, w * days_left(s)


def chances(s) -> list[float]:
    """Each seat's chance to win from `s`: the winners' share of a finished game, else the softmax."""
    if s.phase == "over":
        won = s.winners()
        return [1.0 / len(won) if o in won else 0.0 for o in range(s.players)]
    a, b = CHANCE[2 if s.players == 2 else 4]
    left = days_left(s)
    x = [worth(s, o) * (a + b * left) for o in range(s.players)]
    top = max(x)
    e = [math.exp(v - top) for v in x]
    total = sum(e)
    return [v / total for v in e]


__all__ = ["CARD", "TOKEN", "advantage", "worth", "booty_worth", "den_worth", "hand_worth", "chances",
           "chance_features", "days_left"]
