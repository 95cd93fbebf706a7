"""Jamaica's bot levels: easy, normal (CaptainBot), hard (ISMCTS), and their playbook.

normal  CaptainBot (bots.py): samples the hidden cards, plays each candidate out to the end
        of its turn with the quick rules, keeps the best on average.
easy    a CaptainBot that samples little (EASY_SAMPLES: noisy judgement), and a decision in
        SLIP is the quick rule below instead: sensible, but it misreads risks.
hard    game.core.search over `playbook()`: the CaptainBot's move first at the root, the root
        moves narrowed to `candidates` (every card, placement and route; gunpowder near the
        quick rule's amount; the best few spoils), playouts of HORIZON actions with the quick
        rules (cards by `card_value`), then `evaluate`; HARD_EFFORT iterations by default.
"""
from __future__ import annotations

import math

from ..core.bots import Fallible
from ..core.rng import Rng
from ..core.search import Playbook, SearchBot
from . import holds as H
from .actions import ChooseCard, Gunpowder, Loot, PlaceDice
from .bots import CaptainBot
from .cards import halves
from .tactics import loot_score, policy, ship_value

SLIP = 0.3
EASY_SAMPLES = 4
HARD_EFFORT = 400     # iterations: at 80 the prior's bias decides nearly everything (hard = normal)
HORIZON = 12          # playout actions per seat (24 at 2 players: about one round and a half at any size)
LOOT_CANDIDATES = 3
TEMPERATURE = 12.0    # ship_value points (a space of progress is 4.5) that make a seat e times likelier to win


def card_value(st, seat: int, card: str, rng: Rng) -> float:
    """A card's worth with today's dice, by quick rules: progress first, supplies while short."""
    sh = st.ships[seat]
    food, powder = H.total(sh.holds, "food"), H.total(sh.holds, "gunpowder")
    v = 0.0
    for half, die in zip(halves(card), (st.day or 0, st.night or 0)):
        if half == "forward":
            v += 1.0 * die
        elif half == "backward":
            v -= 0.8 * die
        elif half == "gold":
            v += 0.8 * die
        elif half == "food":
            v += (0.7 if food < 6 else 0.1) * die
        else:
            v += (0.35 if powder < 4 else 0.05) * die
    return v + rng.random()


def quick_move(st, seat: int, legal: list, rng: Rng):
    first = legal[0]
    if isinstance(first, ChooseCard):
        return max(legal, key=lambda a: card_value(st, seat, a.card, rng))
    if isinstance(first, PlaceDice):
        return legal[rng.randrange(len(legal))]
    return policy(st, seat, legal)


def evaluate(st) -> list[float]:
    """Each seat's chance from the ships' values (tactics.ship_value), the ghost ship competing."""
    v = [ship_value(st, i, i) for i in range(len(st.ships))]
    top = max(v)
    e = [math.exp((x - top) / TEMPERATURE) for x in v]
    total = sum(e)
    return [e[i] / total for i in range(st.players)]


def candidates(st, seat: int, legal: list) -> list:
    """The root moves worth searching: every card, dice placement and route; but for the
    gunpowder only the quick rule's amount, its neighbours and none, and for the loot the
    three best by the quick rule (up to 15 amounts and a dozen spoils would scatter the
    effort over moves the rules already know to be poor)."""
    first = legal[0]
    if isinstance(first, Gunpowder):
        best = policy(st, seat, legal).amount
        return [a for a in legal if abs(a.amount - best) <= 1 or a.amount == 0]
    if isinstance(first, Loot):
        t = st.stack[-1]
        w, l = t["winner"], (t["d"] if t["winner"] == t["a"] else t["a"])
        return sorted(legal, key=lambda a: -loot_score(st, w, l, a))[:LOOT_CANDIDATES]
    return legal


def playbook(prior_bot: CaptainBot | None = None, players: int = 2) -> Playbook:
    prior = prior_bot if prior_bot is not None else CaptainBot(0)
    return Playbook(policy=quick_move, evaluate=evaluate, prior=prior.choose,
                    horizon=HORIZON * players, candidates=candidates)


class HardCaptain(SearchBot):
    """The hard level: a SearchBot whose playouts reach as many rounds at any table size
    (its playbook's horizon is HORIZON actions a seat, fitted to the table it first sees)."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        self.prior_bot = CaptainBot(seed)
        super().__init__(seed, playbook(self.prior_bot), effort=effort, budget=budget)

    def choose(self, state, seat: int):
        if self.playbook.horizon != HORIZON * state.players:
            self.playbook = playbook(self.prior_bot, state.players)
        return super().choose(state, seat)


def normal(seed: int = 0) -> CaptainBot:
    return CaptainBot(seed)


def easy(seed: int = 0) -> Fallible:
    return Fallible(CaptainBot(seed, samples=EASY_SAMPLES), seed, SLIP, quick_move)


def hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> HardCaptain:
    if effort is None and budget is None:
        effort = HARD_EFFORT
    return HardCaptain(seed, effort=effort, budget=budget)
