"""Jamaica's bot levels: easy, normal (CaptainBot), hard (the paired search), and its parts.

normal  CaptainBot (bots.py): samples the hidden cards, plays each candidate out to the end
        of its turn with the quick rules, keeps the best on average.
easy    a CaptainBot that samples little (EASY_SAMPLES: noisy judgement), and a decision in
        SLIP is the quick rule below instead: sensible, but it misreads risks.
hard    the paired search of game.core.paired (HardCaptain): the CaptainBot's plan first
        (a placement of the dice with the card it allows, else its one move), then the
        other `candidates` (every placement with every card of the hand; every card and
        route; gunpowder near the quick rule's amount; the best few spoils), played out to
        the end of the round with the quick rules (cards by `card_value`) in worlds whose
        rivals' face-down cards are chosen again as a CaptainBot would (`rivals_rechoose`),
        and judged by outlook.chances (the race, the holds, the treasures, the powers and the
        combat odds, weighed by the stage of the race: outlook.py); at most HARD_EFFORT
        playouts a decision.
"""
from __future__ import annotations

import math

from ..core.bots import Fallible
from ..core.rng import Rng
from ..core.paired import Decision, PairedBot
from . import holds as H
from .actions import ChooseCard, Dump, Gunpowder, Loot, Pay, PlaceDice
from .bots import CaptainBot
from .cards import halves
from . import judge, outlook
from .playout import quick_card, quick_place
from .tactics import loot_score, policy

SLIP = 0.3
EASY_SAMPLES = 4
HARD_EFFORT = 240     # playouts a decision at most
ROUNDS_AHEAD = 1      # playouts run to the end of this round
PLAYOUT_CARDS = "value"   # the playouts' card rule: card_value ("value") or playout.stride_value ("stride")
MARGIN_WEIGHT = 0.0   # a finished playout's value: the win, plus this much a point of lead
MARGIN_CAP = 10       # ... counted up to this many points either way
RIVAL_AT_PLACEMENT = False   # the captain's placements: the rivals' card of the round by the rival model
ENDGAME = 0           # the leader this close to Port Royal: playouts run to the end of the game
LOOT_CANDIDATES = 3
RIVAL_SAMPLES = 6     # the samples of the CaptainBot that models a rival's card in the hard bot's worlds
HARD_JUDGE = "outlook"   # the hard bot's judgement: outlook.py's ("judge": the normal bot's, judge.py)
JUDGES = {"outlook": outlook.chances, "judge": judge.chances}


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
        if PLAYOUT_CARDS == "stride":
            return quick_card(st, seat, legal, rng)
        return max(legal, key=lambda a: card_value(st, seat, a.card, rng))
    if isinstance(first, PlaceDice):
        if PLAYOUT_CARDS == "stride":
            return quick_place(st, seat, legal, rng)
        return legal[rng.randrange(len(legal))]
    return policy(st, seat, legal)


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


class HardCaptain(PairedBot):
    """The hard level: the paired search (game.core.paired) over `candidates`, the
    CaptainBot's move first; each candidate played out in the same re-dealt worlds, every
    seat by `quick_move`, to the end of the round (ROUNDS_AHEAD rounds: the cards of the
    round are all played, the combats fought), then judged by HARD_JUDGE. The
    CaptainBot's move stands unless another is better by a standard error."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        self.prior_bot = CaptainBot(seed)
        self.rival_model = CaptainBot(seed * 17 + 3, samples=RIVAL_SAMPLES) if RIVAL_SAMPLES else None
        super().__init__(seed, self.decide, effort, budget, HARD_EFFORT)

    def decide(self, state, seat: int, legal: list, rng: Rng):
        first = legal[0]
        if isinstance(first, (Dump, Pay)):
            return policy(state, seat, legal)
        own = self.prior_bot.plan(state, seat)
        if isinstance(first, PlaceDice):      # a placement, with the card it allows
            others = [(a, ChooseCard(c)) for a in legal for c in state.hands[seat]]
        else:
            others = [(a,) for a in candidates(state, seat, legal)]
        moves = [own] + [m for m in dict.fromkeys(others) if m != own]
        if len(moves) == 1:
            return own[0]
        last = state.round + ROUNDS_AHEAD - 1
        if outlook.leader(state) <= ENDGAME:
            last = 1 << 30
        judgement = JUDGES[HARD_JUDGE]

        model = self.rival_model if RIVAL_AT_PLACEMENT and isinstance(first, PlaceDice) else None
        replies = {}      # (world seed, day, night, rival) -> the rival's card of this round

        def policy_for(seed: int):
            r = Rng(seed)
            if model is None:
                return lambda st, who, legal: quick_move(st, who, legal, r)

            def play(st, who, legal):
                if who != seat and st.round == state.round and isinstance(legal[0], ChooseCard):
                    key = (seed, st.day, st.night, who)
                    if key not in replies:
                        replies[key] = model.choose(st, who)
                    return replies[key]
                return quick_move(st, who, legal, r)
            return play
        return Decision(state, seat, moves, policy_for, lambda: lambda st: st.round > last,
                        judge=lambda st: judge_end(st, seat, judgement),
                        world=lambda r: rivals_rechoose(state.determinize(seat, r), seat, r,
                                                        self.rival_model))

    def choose(self, state, seat: int):
        move = super().choose(state, seat)
        return move[0] if isinstance(move, tuple) else move


def judge_end(st, seat: int, judgement) -> float:
    """`seat`'s value of a playout's last position: its chance to win by `judgement`, and
    for a finished game its share of the win plus MARGIN_WEIGHT a point of its lead over
    the best other score (a narrow win and a wide one are not the same risk)."""
    value = judgement(st, seat)[seat]
    if st.over and MARGIN_WEIGHT:
        scores = [st.score(i, True) for i in range(len(st.ships))]
        lead = scores[seat] - max(x for i, x in enumerate(scores) if i != seat)
        value += MARGIN_WEIGHT * max(-MARGIN_CAP, min(MARGIN_CAP, lead))
    return value


def rivals_rechoose(world, seat: int, rng: Rng, model=None):
    """`world` with each rival's card of this round chosen as a rival knowing the dice would
    choose it: a face-down card (re-dealt at random by determinize) chosen again from its
    hand, the card left behind going back to the hand; a card still to choose chosen now
    (the choices are secret and simultaneous: it may as well come first). The rival is
    `model` (a CaptainBot deciding on its own view of the world), else the quick rule."""
    if world.day is None:
        return world
    choosing = model is not None and world.stack and world.stack[-1]["t"] == "choose_cards"
    for r in range(world.players):
        card = world.chosen[r]
        if r == seat or world.revealed[r]:
            continue
        if card is None:
            if choosing:
                world.apply_trusted(r, model.choose(world, r))
            continue
        hand = world.hands[r]
        if choosing:
            hand.append(card)
            world.chosen[r] = None
            best = model.choose(world, r).card
            hand.remove(best)
            world.chosen[r] = best
            continue
        best = max(hand + [card], key=lambda c: card_value(world, r, c, rng))
        if best != card:
            hand[hand.index(best)] = card
            world.chosen[r] = best
    return world


def normal(seed: int = 0) -> CaptainBot:
    return CaptainBot(seed)


def easy(seed: int = 0) -> Fallible:
    return Fallible(CaptainBot(seed, samples=EASY_SAMPLES), seed, SLIP, quick_move)


def hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> HardCaptain:
    if effort is None and budget is None:
        effort = HARD_EFFORT
    return HardCaptain(seed, effort=effort, budget=budget)
