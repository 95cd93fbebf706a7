"""The Pagamás bots: one pirate policy, three temperaments (loyal, schemer, greedy).

Each bot decides from `state.view(seat)` and `state.legal_actions(seat)` only: the loot
values it has seen, the public record of shares, votes and promises (who kept their word),
and what lies face up. Unknown loot is valued at the mean of the cards it has not seen.

loyal    deals fairly (a card to everyone it can), promises only what it will keep and keeps
         it, votes for a share that gives it something or comes from a captain who kept his
         word, stands with the captain unless he broke his word to it.
schemer  buys the smallest majority that passes and pays the others with promises, keeps
         its word while it is worth something, votes by what it got and was promised, and
         launches a mutiny whenever the sides' strengths favour it.
greedy   keeps the best cards and buys votes with the worst, promises freely and keeps
         nothing, votes for a share only when it gets its fair part, ambushes the richest.
"""
from __future__ import annotations

from ..core.contract import Action
from ..core.rng import Rng
from . import cards
from .actions import (Ambush, AssignRoles, Board, Bury, CallVote, Elect, Force, Land, Launch,
                      Pass, Promise, Salvage, Side, Stand, Vote)

_KEEP = {cards.AMBUSH: 4, cards.DODGE: 3, cards.BOARDING: 2, cards.SALVAGE: 1}


class PirateBot:
    """A heuristic pirate; subclasses set the temperament."""

    temperament = "schemer"
    keeps_word = 0.5          # how much a broken promise weighs against it (0: not at all)
    island_odds = 0.8         # how often it hides on the treasure island with loot
    mutiny_margin = 0         # strength it wants above the captain's side to launch

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    # ------------------------------------------------------------------ the entry point
    def choose(self, state, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return legal[0]
        v = state.view(seat)
        handler = getattr(self, "_" + v["step"], None) if v["phase"] != "roles" else self._assign
        choice = handler(v, seat, legal) if handler else None
        return choice if choice in legal else legal[0]

    # ------------------------------------------------------------------ knowledge
    def unknown_mean(self, v: dict) -> float:
        """The mean value of a loot card this seat has not seen."""
        total = sum(val * k for val, k in cards.LOOT[v["players"]].items())
        count = sum(cards.LOOT[v["players"]].values())
        seen = [c["value"] for c in _all_loot(v) if c["value"] is not None]
        me = v["seats"][v["viewer"]]
        known_total = sum(seen) + (me["buried_value"] or 0)
        known_count = len(seen) + me["buried_count"]
        left = count - known_count
        return (total - known_total) / left if left > 0 else 1.5

    def worth(self, v: dict, card: dict) -> float:
        return card["value"] if card["value"] is not None else self.unknown_mean(v)

    def loot_worth(self, v: dict, seat: int) -> float:
        return sum(self.worth(v, c) for c in v["seats"][seat]["loot"])

    def trust(self, v: dict, seat: int) -> float:
        """How far this seat's word goes: kept minus broken promises, weighed by temperament."""
        w = v["word"][str(seat)]
        return w["kept"] - w["broken"] * (1 + self.keeps_word)

    def promised(self, v: dict, me: int, line: str | None = None) -> list[dict]:
        return [p for p in v["promises"] if p["to"] == me and p["turn"] == v["turn"]
                and (line is None or p["line"] == line)]

    # ------------------------------------------------------------------ phases 1 and 2
    def _draw(self, v, me, legal):
        return refloat_choice(v["seats"][me]["hand"] or [], legal)

    def _assign(self, v, me, legal):
        def score(a: AssignRoles) -> float:
            total = 0.0
            for x, role in enumerate(a.roles):
                if x == me:
                    continue
                ally = self.ally(v, me, x)
                total += ally * cards.STRENGTH[role] + ally * (cards.VOTES[role] - 1) * 2
                for p in v["promises"]:
                    if p["seat"] == me and p["to"] == x and p["line"] == cards.SECOND_NEXT \
                            and p["kept"] is None and self.keeps_promise(v):
                        total += 50 if role == cards.SECOND else 0
            return total
        return max(legal, key=score)

    def ally(self, v: dict, me: int, x: int) -> float:
        """How friendly seat `x` has been to captain `me`: its yes votes on my shares."""
        yes = sum(1 for h in v["history"] if "round" in h and h["votes"][x] is True)
        no = sum(1 for h in v["history"] if "round" in h and h["votes"][x] is False)
        return 1.0 + 0.3 * (yes - no)

    def keeps_promise(self, v: dict) -> bool:
        return self.keeps_word >= 0.5

    # ------------------------------------------------------------------ phase 3, captain
    def plan(self, v: dict, me: int) -> dict[int, int]:
        """card id -> seat: the share this captain wants to pass."""
        share = v["share"]
        deal = sorted(share["cards"], key=lambda c: -self.worth(v, c))
        voters = [s for s in v["seats"] if s["role"] is not None]
        total = sum(s["votes"] for s in voters)
        need = (total + 1) // 2
        mine = v["seats"][me]["votes"]
        others = sorted((s["seat"] for s in voters if s["seat"] != me),
                        key=lambda x: (-v["seats"][x]["votes"] * self.ally(v, me, x), x))
        plan: dict[int, int] = {}
        buy = self.coalition(v, me, others, need - mine, len(deal))
        cheap = list(reversed(deal))
        for x in buy:
            if cheap:
                plan[cheap.pop(0)["card"]] = x
        for c in cheap:
            plan[c["card"]] = me
        if self.keeps_promise(v):
            for p in v["promises"]:
                x = p["to"]
                if p["seat"] == me and p["line"] == cards.NEXT_SHARE and p["kept"] is None \
                        and p["turn"] < v["turn"] and x in others:
                    _rebalance(plan, deal, me, x)
        if all(t == me for t in plan.values()) and others and deal:
            plan[deal[-1]["card"]] = others[0]   # keeping it all would shut the treasure island
        return plan

    def coalition(self, v, me, others, need, cards_n):
        """The seats it gives a card to (schemer: a bare majority)."""
        out, got = [], 0
        for x in others:
            if got >= need:
                break
            out.append(x)
            got += v["seats"][x]["votes"]
        return out[:cards_n]

    def _deal(self, v, me, legal):
        plan = self.plan(v, me)
        for a in legal:
            if plan.get(a.card) == a.to:
                return a
        return legal[0]

    def _promise(self, v, me, legal):
        counts = {}
        for c in v["share"]["cards"]:
            counts[c["to"]] = counts.get(c["to"], 0) + 1
        for a in legal:
            if isinstance(a, Promise) and self.wants_promise(v, me, a, counts):
                return a
        return CallVote()

    def wants_promise(self, v, me, a: Promise, counts: dict) -> bool:
        """The schemer promises the next share to the seats it gave nothing, if it can keep it."""
        if v["seats"][a.to]["role"] is None or counts.get(a.to, 0) > 0:
            return False
        return a.line == cards.NEXT_SHARE and not v["last_turn"]

    # ------------------------------------------------------------------ phase 3, the crew
    def _vote(self, v, me, legal):
        """The "vote" step: the share's, or an election's."""
        if v["phase"] == "election":
            return self._vote_election(v, me, legal)
        return Vote(yes=self.likes_share(v, me))

    def likes_share(self, v: dict, me: int) -> bool:
        share = v["share"]
        cap = v["captain"]
        if me == cap:
            return True
        mine = [c for c in share["cards"] if c["to"] == me]
        n_cards = len(share["cards"])
        fair = n_cards / v["players"]
        got = sum(self.worth(v, c) for c in mine)
        all_value = sum(self.worth(v, c) for c in share["cards"])
        if got >= all_value / v["players"] - 1e-9 and mine:
            return True
        promised = any(self.trust(v, cap) >= 0 for p in self.promised(v, me))
        return self.crew_vote(v, me, len(mine), fair, promised)

    def crew_vote(self, v, me, count, fair, promised) -> bool:
        return count >= 1 or (promised and v["share"]["round"] == 1)

    def _force(self, v, me, legal):
        mine = [c for c in v["share"]["cards"] if c["to"] == me]
        return Force(yes=bool(mine))

    def _overboard(self, v, me, legal):
        return Pass()

    # ------------------------------------------------------------------ phases 4 and 5
    def _salvage(self, v, me, legal):
        return Salvage() if Salvage() in legal else Pass()

    def _den(self, v, me, legal):
        dens = {a.den for a in legal}
        loot = self.loot_worth(v, me)
        if loot > 0 and cards.ISLAND in dens and self.rng.random() < self.island_odds:
            return Land(den=cards.ISLAND)
        if loot > 0 and cards.ISLAND in dens and v["last_turn"]:
            return Land(den=cards.ISLAND)
        if self.wants_mutiny(v, me, planning=True):
            return Land(den=cards.TAVERN)
        return Land(den=self.rng.choice([cards.HAMMOCK, cards.TAVERN]))

    def guess_den(self, v: dict, x: int) -> str:
        rich = v["seats"][x]["loot"]
        island_ok = not (v["share"] and v["share"]["kept_all"])
        return cards.ISLAND if rich and island_ok else cards.TAVERN

    def _ambush_choice(self, v, me, legal, free: bool):
        best, value = None, 0.0
        for a in legal:
            if not isinstance(a, Ambush):
                continue
            if self.spares(v, me, a.victim):
                continue
            worth = self.loot_worth(v, a.victim) * (1.0 if a.den == self.guess_den(v, a.victim)
                                                    else 0.2)
            if v["seats"][a.victim]["role"] == cards.CAPTAIN:
                worth += 0.5
            if worth > value:
                best, value = a, worth
        threshold = 0.0 if free else 1.5
        return best if best is not None and value > threshold else Pass()

    def spares(self, v, me, victim) -> bool:
        """A promise not to ambush this seat, which this bot means to keep."""
        return self.keeps_promise(v) and any(
            p["seat"] == me and p["to"] == victim and p["line"] == cards.SPARE
            and p["turn"] == v["turn"] for p in v["promises"])

    def _second(self, v, me, legal):
        return self._ambush_choice(v, me, legal, free=True)

    def _cards(self, v, me, legal):
        return self._ambush_choice(v, me, legal, free=False)

    # ------------------------------------------------------------------ phase 6
    def _brothel(self, v, me, legal):
        return min(legal, key=lambda a: self._card_worth(v, me, a.card))

    def _chaplain(self, v, me, legal):
        burials = [a for a in legal if isinstance(a, Bury)]
        return max(burials, key=lambda a: self._card_worth(v, me, a.card)) if burials else Pass()

    def _card_worth(self, v, me, card: int) -> float:
        for c in v["seats"][me]["loot"]:
            if c["card"] == card:
                return self.worth(v, c)
        return 0.0

    # ------------------------------------------------------------------ phase 7
    def predicted_side(self, v: dict, x: int) -> bool:
        """Would seat `x` join a mutiny? Yes if the captain gave it nothing this turn."""
        m = v["mutiny"]
        if m and str(x) in m["sides"]:
            return m["sides"][str(x)] == "mutineer"
        if m and m["launcher"] == x:
            return True
        share = v["share"]
        if share is None:
            return False
        return not any(c["to"] == x for c in share["cards"])

    def strengths(self, v: dict, me: int, me_mutineer: bool) -> tuple[int, int]:
        cap = v["captain"]
        ours = theirs = 0
        for s in v["seats"]:
            x = s["seat"]
            if s["role"] is None:
                continue
            power = cards.STRENGTH[s["role"]]
            if x == me and cards.BOARDING in (s["hand"] or []):
                power += sum(cards.SAILOR_STRENGTH[k] for k in s["sailors"])
            rebel = me_mutineer if x == me else (x != cap and self.predicted_side(v, x))
            if rebel:
                theirs += power
            else:
                ours += power
        return ours, theirs

    def wants_mutiny(self, v, me, planning: bool = False) -> bool:
        cap = v["captain"]
        if cap is None or me == cap or v["seats"][me]["role"] is None:
            return False
        ours, theirs = self.strengths(v, me, True)
        if planning:
            return theirs > ours + self.mutiny_margin + 2
        prize = self.loot_worth(v, cap)
        return theirs > ours + self.mutiny_margin and prize >= 1

    def _launch(self, v, me, legal):
        return Launch() if self.wants_mutiny(v, me) else Pass()

    def _sides(self, v, me, legal):
        ours, theirs = self.strengths(v, me, True)
        rebel = theirs > ours
        if self.keeps_promise(v) and self.trust(v, v["captain"]) >= 0 and theirs <= ours + 2:
            rebel = False
        return Side(mutineer=rebel)

    def _boarding(self, v, me, legal):
        """Board for the strongest crew of its side (legal lists it first), itself or an ally."""
        return next((a for a in legal if isinstance(a, Board)), Pass())

    def _sharks(self, v, me, legal):
        return max(legal, key=lambda a: (self.loot_worth(v, a.victim), -a.victim))

    # ------------------------------------------------------------------ election
    def _stand(self, v, me, legal):
        return Stand(yes=True)

    def _vote_election(self, v, me, legal):
        cands = [a.candidate for a in legal]
        if me in cands:
            return Elect(candidate=me)
        return Elect(candidate=max(cands, key=lambda c: (self.trust(v, c), -c)))


def refloat_choice(hand: list[str], legal: list):
    """Keep the hand, or discard it all first: whatever leaves the most cards, counting the good
    ones (ambush, dodge, boarding) thrown away against discarding; a tie keeps the hand."""
    useful = sum(1 for k in hand if _KEEP.get(k, 0) >= 2)
    return max(legal, key=lambda a: ((0 if a.discard_hand else len(hand)) + a.draw
                                     - (useful if a.discard_hand else 0), not a.discard_hand))


def _rebalance(plan: dict, deal: list[dict], me: int, x: int) -> None:
    """Move the captain's cheapest cards to `x` until `x` has as many as anyone (a kept promise)."""
    def count(seat):
        return sum(1 for t in plan.values() if t == seat)
    for c in reversed(deal):
        if count(x) >= max(count(t) for t in set(plan.values()) | {x}):
            return
        if plan.get(c["card"]) == me:
            plan[c["card"]] = x


def _all_loot(v: dict) -> list[dict]:
    out = list(v["loot_discard"])
    for s in v["seats"]:
        out += s["loot"]
    if v["share"] and not v["share"]["settled"]:
        out += v["share"]["cards"]
    return out


class LoyalBot(PirateBot):
    temperament = "loyal"
    keeps_word = 1.0
    island_odds = 0.85
    mutiny_margin = 3

    def coalition(self, v, me, others, need, cards_n):
        """A card to everyone it can, keeping one for itself unless the vote needs them all."""
        bare = super().coalition(v, me, others, need, cards_n)
        fair = [x for x in others if x not in bare][:max(0, cards_n - 1 - len(bare))]
        return bare + fair

    def wants_promise(self, v, me, a, counts):
        return False                            # promises only what it knows it will keep

    def crew_vote(self, v, me, count, fair, promised) -> bool:
        cap = v["captain"]
        return count >= 1 or promised or (self.trust(v, cap) > 0 and v["share"]["round"] == 2)


class SchemerBot(PirateBot):
    temperament = "schemer"


class GreedyBot(PirateBot):
    temperament = "greedy"
    keeps_word = 0.0
    island_odds = 0.75
    mutiny_margin = 0

    def wants_promise(self, v, me, a, counts):
        if v["seats"][a.to]["role"] is None:
            return False
        return a.line in (cards.NEXT_SHARE, cards.SPARE) and counts.get(a.to, 0) == 0

    def crew_vote(self, v, me, count, fair, promised) -> bool:
        return count >= max(1.0, fair) or (count >= 1 and v["share"]["round"] == 2)

    def keeps_promise(self, v) -> bool:
        return False


__all__ = ["PirateBot", "LoyalBot", "SchemerBot", "GreedyBot"]
