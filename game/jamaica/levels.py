"""Jamaica's bot levels: easy, normal (CaptainBot), hard (the paired search), and its parts.

normal  CaptainBot (bots.py), which samples the hidden cards, plays each candidate out to the
        end of its turn with the quick rules and keeps the best on average; but a decision in
        NORMAL_SLIP is the quick rule below instead (game.core.bots.Fallible).
easy    RuleOfThumb: every decision by the quick rule below, no look ahead: sensible (it
        beats the random bot nearly always), blind to the spaces ahead.
        Why the two lower levels are made this way (issue 24, bench/README.md, "Jamaica's
        ladder"): the dice decide so much of a game that the hard bot beat the full
        CaptainBot in only 66% of 1,100 fresh games and the old easy bot (a CaptainBot of 4
        samples slipping 30%) in 77% of 400, so no normal level could sit 65% above that
        easy one and 70% below the hard one. The easy level now plays the quick rule alone
        and the normal one slips to it: on fresh seeds normal beat easy in 69% of 1,000
        games and hard beat normal in 74% of 600.
hard    the paired search of game.core.paired (HardCaptain): the CaptainBot's plan first
        (a placement of the dice with the card it allows, else its one move), then the
        other `candidates` (every placement with every card of the hand; every card and
        route; gunpowder near the quick rule's amount; the best few spoils), played out to
        the end of the ROUNDS_AHEAD-th round (this one and the next ones) by `playout_move`
        (cards and the captain's placements by playout.py's rule, which sails a card's two
        halves with the round's dice: progress, the cost where it ends, a shortage, a
        token, the finish; the rest by the quick rules), in worlds whose rivals' face-down
        cards are chosen again as a CaptainBot would (`rivals_rechoose`), and judged by
        outlook.chances (the race, the holds, the treasures, the powers and the combat
        odds, weighed by the stage of the race: outlook.py), or by the result where the
        game ends within the playout; at most HARD_EFFORT playouts a decision.
"""
from __future__ import annotations

from ..core.bots import Fallible
from ..core.rng import Rng
from ..core.paired import Decision, PairedBot
from . import holds as H
from .actions import ChooseCard, Dump, Gunpowder, Loot, Pay, PlaceDice
from .bots import CaptainBot
from .cards import halves
from . import judge, outlook
from .playout import JITTER, quick_card, quick_place, stride_value
from .tactics import loot_score, policy

NORMAL_SLIP = 0.3    # the share of the normal bot's decisions made by the quick rule
HARD_EFFORT = 240     # playouts a decision at most
ROUNDS_AHEAD = 3      # playouts run to the end of the round after next
PLAYOUT_CARDS = "stride"  # the playouts' card rule: card_value ("value") or playout.stride_value ("stride")
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
    """The quick rule (the easy bot's every move, the normal bot's slip): a card by
    `card_value`, the dice placed at random, the rest by tactics.policy."""
    first = legal[0]
    if isinstance(first, ChooseCard):
        return max(legal, key=lambda a: card_value(st, seat, a.card, rng))
    if isinstance(first, PlaceDice):
        return legal[rng.randrange(len(legal))]
    return policy(st, seat, legal)


def playout_move(st, seat: int, legal: list, rng: Rng):
    """The hard bot's playouts: cards and placements by playout.py's rule (PLAYOUT_CARDS
    "stride"; "value": as `quick_move`), the rest by the quick rules."""
    first = legal[0]
    if PLAYOUT_CARDS == "stride":
        if isinstance(first, ChooseCard):
            return quick_card(st, seat, legal, rng)
        if isinstance(first, PlaceDice):
            return quick_place(st, seat, legal, rng)
    return quick_move(st, seat, legal, rng)


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
    seat by `playout_move`, to the end of the ROUNDS_AHEAD-th round from this one (every
    card of those rounds played, the combats fought), then judged by HARD_JUDGE. The
    CaptainBot's move stands unless another is better by a standard error."""

    def __init__(self, seed: int, effort: int | None = None, budget: float | None = None) -> None:
        self.prior_bot = CaptainBot(seed)
        self.rival_model = CaptainBot(seed * 17 + 3, samples=RIVAL_SAMPLES) if RIVAL_SAMPLES else None
        super().__init__(seed, self.decide, effort, budget, HARD_EFFORT)

    def decide(self, state, seat: int, legal: list, rng: Rng):
        if isinstance(legal[0], (Dump, Pay)):
            return policy(state, seat, legal)
        d = self.decision(state, seat, legal)
        return d.moves[0][0] if len(d.moves) == 1 else d

    def decision(self, state, seat: int, legal: list) -> Decision:
        """The paired search's Decision: the CaptainBot's plan first, then the other
        `candidates`; a dump or a payment is the quick rule's alone (the bot plays it without
        search; the review weighs it against the move played, game.core.review)."""
        first = legal[0]
        if isinstance(first, (Dump, Pay)):
            moves = [(policy(state, seat, legal),)]
        else:
            own = self.prior_bot.plan(state, seat)
            if isinstance(first, PlaceDice):      # a placement, with the card it allows
                others = [(a, ChooseCard(c)) for a in legal for c in state.hands[seat]]
            else:
                others = [(a,) for a in candidates(state, seat, legal)]
            moves = [own] + [m for m in dict.fromkeys(others) if m != own]
        last = state.round + ROUNDS_AHEAD - 1
        judgement = JUDGES[HARD_JUDGE]

        def policy_for(seed: int):
            r = Rng(seed)
            return lambda st, who, legal: playout_move(st, who, legal, r)
        return Decision(state, seat, moves, policy_for, lambda: lambda st: st.round > last,
                        judge=lambda st: judgement(st, seat)[seat],
                        world=lambda r: rivals_rechoose(state.determinize(seat, r), seat, r,
                                                        self.rival_model))

    def choose(self, state, seat: int):
        move = super().choose(state, seat)
        return move[0] if isinstance(move, tuple) else move


def review(state, seat: int, legal: list, rng: Rng) -> Decision:
    """The review's Decision for `seat` in `state` (GameSpec.review): a fresh hard bot's, its
    judge outlook.chances (a chance to win)."""
    return HardCaptain(rng.next64() % (1 << 31), effort=HARD_EFFORT).decision(state, seat, legal)


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
        if PLAYOUT_CARDS == "stride":
            best = max(hand + [card], key=lambda c: stride_value(world, r, c, JITTER * rng.random()))
        else:
            best = max(hand + [card], key=lambda c: card_value(world, r, c, rng))
        if best != card:
            hand[hand.index(best)] = card
            world.chosen[r] = best
    return world


class RuleOfThumb:
    """The easy level: every decision by `quick_move`, looking no further than today's dice."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed * 7919 + 17)

    def choose(self, state, seat: int):
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        return legal[0] if len(legal) == 1 else quick_move(state, seat, legal, self.rng)


def normal(seed: int = 0) -> Fallible:
    return Fallible(CaptainBot(seed), seed, NORMAL_SLIP, quick_move)


def easy(seed: int = 0) -> RuleOfThumb:
    return RuleOfThumb(seed)


def hard(seed: int = 0, effort: int | None = None, budget: float | None = None) -> HardCaptain:
    if effort is None and budget is None:
        effort = HARD_EFFORT
    return HardCaptain(seed, effort=effort, budget=budget)
