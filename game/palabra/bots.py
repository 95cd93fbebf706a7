"""The Palabra de Pirata bots: one policy, three temperaments (honest, cunning, greedy).

Each bot decides from `state.view(seat)` and `state.legal_actions(seat)` only. It scores
every placement by the expected points of each island (beliefs.island_ev, with the odds
that the neighbour raids from its record and today's signals), minus what breaking its
word or raiding would cost it in trust. The temperament sets those costs, what it says at
the table and how boldly it bids:

honest   signals its real plan ("share" where it will put a green, "raid" where red) and
         always keeps its word; raids only neighbours who raided it or broke their word.
cunning  promises "share" where it plans a green (everywhere on the last day); keeps its
         word while trust is worth something and breaks it when the gain beats the cost,
         which shrinks toward the last day.
greedy   promises "share" where it means to raid (and says nothing elsewhere); grabs the
         richest island whenever the odds favour it and bids high for artifacts.
"""
from __future__ import annotations

from ..core.contract import Action
from ..core.rng import Rng
from . import beliefs, gems
from .actions import (Bid, Block, MoveGem, Place, Rearrange, ReturnGems, Skip, Talk, UseBarrel,
                      UseMap, UseRum, UseSpyglass)
from .beliefs import RED


class PirateBot:
    """A heuristic pirate; subclasses set the temperament."""

    temperament = "honest"
    aggression = 0.4          # share of an artifact's worth it bids

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    # -- temperament
    def betray_cost(self, v: dict) -> float:
        """What breaking a "share" promise costs (trust lost for the days left)."""
        return 1e9

    def raid_cost(self, v: dict, rec: beliefs.Record) -> float:
        """What raiding this neighbour costs (its retaliation later)."""
        days_left = v["days"] - v["day"]
        if rec.raided_me or rec.honesty < 0.5 or rec.raid_rate > 0.4:
            return 0.0
        return 1.5 * (days_left + 1)

    def talk(self, v: dict, me: int, plan: dict[int, int]) -> list[tuple[int, str]]:
        return [(i, "raid" if c == RED else "share") for i, c in sorted(plan.items())]

    # -- the one entry point
    def choose(self, state, seat: int) -> Action:
        return self.decide(state, seat, state.view(seat))

    def decide(self, state, seat: int, v: dict) -> Action:
        """The move for `seat`, given its view `v` of `state` (read, never changed)."""
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        recs = beliefs.records(v, seat)
        kind = type(legal[0])
        if kind is Talk:
            plan = dict(self._best_ships(v, seat, [p.ships for p in _places(state, seat)], recs))
            wanted = Talk(signals=tuple(sorted(self.talk(v, seat, plan))))
            return wanted if wanted in legal else legal[0]
        if kind is Place:
            return Place(ships=self._best_ships(v, seat, [a.ships for a in legal], recs))
        if kind is Rearrange:
            return Rearrange(ships=self._best_ships(v, seat, [a.ships for a in legal], recs))
        if kind is Bid:
            return self._bid(v, seat, recs)
        if isinstance(legal[0], (UseRum, UseSpyglass, UseBarrel, UseMap)):
            return self._use(v, seat, legal, recs)
        if kind in (MoveGem, Skip):
            return self._move(v, seat, legal, recs)
        if kind is ReturnGems:
            return self._give_back(v, seat, legal, recs)
        if kind is Block:
            worth = beliefs.artifact_worth(v, seat, recs)
            return max(legal, key=lambda a: worth.get(a.artifact, 0))
        return max(legal, key=lambda a: gems.POINTS.get(getattr(a, "gem", ""), -9))  # Pick

    # -- decision
    def _said(self, v: dict, me: int) -> dict:
        said = {i: intent for s, i, _to, intent in v["signals"] if s == me}
        if not said and v["my_talk"]:
            said = {i: intent for i, intent in v["my_talk"]}
        return said

    def _term(self, v: dict, me: int, island: int, card: int, recs, said: dict) -> float:
        """One ship's share of a placement's score (the score is a sum over the islands)."""
        q = beliefs.red_odds(v, me, island, recs)
        total = beliefs.island_ev(v, me, island, card, q)
        if card == RED:
            t = beliefs.other_at(v, island, me)
            total -= self.raid_cost(v, recs[t]) * (1 - q)
            if said.get(island) == "share":
                total -= self.betray_cost(v)
        else:
            total += 0.02 * card   # a high green is worth keeping (priority, tie-break)
            if said.get(island) == "raid":
                total -= self.betray_cost(v)     # a threat not carried out is a word broken
        return total

    def _score(self, v: dict, me: int, ships: tuple, recs) -> float:
        said = self._said(v, me)
        return sum(self._term(v, me, island, card, recs, said) for island, card in ships)

    def scores(self, v, me, options: list[tuple], recs) -> list[float]:
        """Every placement's score, each (island, card) pair weighed once."""
        said = self._said(v, me)
        table: dict = {}
        out = []
        for ships in options:
            total = 0.0
            for pair in ships:
                term = table.get(pair)
                if term is None:
                    term = table[pair] = self._term(v, me, pair[0], pair[1], recs, said)
                total += term
            out.append(total)
        return out

    def _best_ships(self, v, me, options: list[tuple], recs) -> tuple:
        scored = self.scores(v, me, options, recs)
        best = max(scored)
        ties = [k for k, s in enumerate(scored) if s >= best - 1e-9]
        return options[ties[self.rng.randrange(len(ties))]]

    # -- market
    def _bid(self, v: dict, me: int, recs) -> Bid:
        worth = beliefs.artifact_worth(v, me, recs)
        target = int(max(worth.values()) * self.aggression)
        chest = v["seats"][me]["chest"]
        while target >= 1:
            pile = beliefs.bid_for(chest, target)
            if pile is not None:
                return Bid(**pile)
            target -= 1
        return Bid()

    def _use(self, v: dict, me: int, legal: list, recs) -> Action:
        worth = beliefs.artifact_worth(v, me, recs)

        def value(a) -> float:
            if isinstance(a, UseRum):
                shared = [i for i in v["seats"][me]["islands"]
                          if beliefs.other_at(v, i, me) == a.target]
                at_stake = sum(beliefs.pile_points(v["islands"][i]["gems"]) for i in shared)
                return worth["rum"] + 0.1 * at_stake
            if isinstance(a, UseSpyglass):
                mine = a.island is not None and me in v["islands"][a.island]["seats"]
                return worth["spyglass"] + (0.3 if mine else 0.0)
            if isinstance(a, UseBarrel):
                return worth["barrel"]
            f = beliefs.my_fraction(v, me, a.island, recs)
            return f * (2 * beliefs.unknown_mean(v, me) + 2) - 0.5
        return max(legal, key=value)

    def _move(self, v: dict, me: int, legal: list, recs) -> Action:
        fr = [beliefs.my_fraction(v, me, i, recs) for i in range(len(v["islands"]))]
        best, gain = Skip(), 0.0
        for a in legal:
            if isinstance(a, MoveGem):
                g = gems.POINTS[a.gem] * (fr[a.to_island] - fr[a.from_island])
                if g > gain + 1e-9:
                    best, gain = a, g
        return best

    def _give_back(self, v: dict, me: int, legal: list, recs) -> Action:
        step = v["step"]
        if step["island"] is None:
            source = gems.from_json(v["seats"][me]["chest"])
            keep_best = True
        else:
            source = gems.from_json(v["islands"][step["island"]]["gems"])
            keep_best = beliefs.my_fraction(v, me, step["island"], recs) > 0
        pile = gems.worst(source, step["count"]) if keep_best else gems.best(source, step["count"])
        wanted = ReturnGems.of(pile)
        return wanted if wanted in legal else legal[0]


def _places(state, seat: int) -> list[Place]:
    """The placements a seat could make (for planning during the talk)."""
    from .decision import placements
    return [Place(ships=p) for p in placements(state, seat)]


class HonestBot(PirateBot):
    temperament = "honest"
    aggression = 0.35


class CunningBot(PirateBot):
    temperament = "cunning"
    aggression = 0.5

    def betray_cost(self, v: dict) -> float:
        return 1.2 * (v["days"] - v["day"])

    def raid_cost(self, v: dict, rec: beliefs.Record) -> float:
        return 0.3 * (v["days"] - v["day"]) if not rec.raided_me else 0.0

    def talk(self, v, me, plan):
        last = v["day"] == v["days"]
        return [(i, "share") for i, c in sorted(plan.items()) if c != RED or last]


class GreedyBot(PirateBot):
    temperament = "greedy"
    aggression = 0.7

    def betray_cost(self, v: dict) -> float:
        return 0.5

    def raid_cost(self, v: dict, rec: beliefs.Record) -> float:
        return 0.0

    def talk(self, v, me, plan):
        return [(i, "share") for i, c in sorted(plan.items()) if c == RED]
