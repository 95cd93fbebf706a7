"""The hard Palabra bot's judgement: what it searches, how its playouts play, how it scores.

The hard level (levels.hard) is `HardPirate`: the paired search of game.core.paired (every
root move played in the same sampled worlds, with the same dice; the temperament bot's move
stands unless another beats it by a standard error), a few dozen worlds a decision. What
it gives the search:

moves       the root moves worth searching (`candidates`): the temperament bot's best few
            placements (its own scores; never one its temperament rules out, such as the
            honest bot breaking its word), a handful of bids (nothing, the bid of each worth
            from 1 to 4 that dumps most reds, and the temperament's bid), the artifact steps
            (at most MAX_MOVES, the likeliest first), the best gem when picking (greedy
            picking is right: every gem I take is one the other seat does not), and the
            temperament's word when talking (what the bot says is its temperament's choice,
            not the search's). The temperament bot's own move is always among them.
playouts    `Playouts.move`: every seat plays like a normal pirate (levels.table_pirate: the
            table's default temperament), except that it picks the best gem and says
            nothing; a playout runs to the end of the day, so it is a plausible day, not a
            random one. `light_view` shares the past days' record (which never changes)
            instead of copying it (the engine's own clone already shares it): views and
            clones are the playouts' main cost.
value       `evaluate`: points, plus what the islands still to resolve will give once every
            ship is placed (raids take all, shares split best gem first), as a softmax over
            the seats; a lead matters more as the days run out. A finished game scores 1
            for its winner.
seats       `open_choices`: the other seats' face-down choices of the moment (ships, bids,
            signals) are taken back in the searched copy, so each playout has them choose
            again like a pirate who has not seen ours, instead of keeping the determinized
            copy's random layout (a random rival would teach the search nothing).
"""
from __future__ import annotations

import math

from ..core.paired import Decision, PairedBot
from ..core.rng import Rng
from ..core.search import outcome
from . import beliefs, gems, islands, market
from .actions import Bid, MoveGem, Pick, Place, Rearrange, ReturnGems, Skip, Talk

KEEP_PLACES = 5       # placements searched: the temperament bot's best few
RULED_OUT = 1e6       # a placement scored this far below the best breaks the temperament's
                      # rule (the honest bot's word): never searched
MAX_BID_VALUE = 4     # bids searched: one of each worth 0..MAX_BID_VALUE, and the temperament's
MAX_MOVES = 10        # root moves searched at most (artifact steps)
DEFAULT_EFFORT = 150  # playouts a decision at most when no effort is given
TEMPERATURE = 5.0     # points of lead that make a seat e times likelier to win, on day 1 ...
LATE_TEMPERATURE = 2.5  # ... and on the last day
_POINTS = tuple(gems.POINTS[c] for c in gems.COLOURS)


# ---------------------------------------------------------------- value
def pending(st) -> list[float]:
    """Points each seat will still get from the islands not yet resolved today, when every
    ship is placed (raids take all, two reds lose the pile, shares split best gem first)."""
    out = [0.0] * st.players
    if st.phase not in ("market", "artifacts", "resolution") or any(p is None for p in st.placed):
        return out
    if st.phase == "resolution":
        todo = list(st.queue)
        if st.share is not None:
            sh = st.share
            other = sh["second"] if sh["turn"] == sh["first"] else sh["first"]
            _split(st.islands[sh["island"]], sh["turn"], other, out)
    else:
        todo = range(len(st.islands))
    for i in todo:
        a, b = st.seats_at(i)
        ca, cb = st.placed[a][i], st.placed[b][i]
        pile = st.islands[i]
        if ca and cb:
            first, second = (a, b) if ca > cb else (b, a)
            _split(pile, first, second, out)
        elif ca or cb:
            out[a if not ca else b] += gems.value(pile)
    return out


def _split(pile, first: int, second: int, out: list[float]) -> None:
    vals = sorted((p for p, n in zip(_POINTS, pile) for _ in range(n)), reverse=True)
    out[first] += sum(vals[0::2])
    out[second] += sum(vals[1::2])


def evaluate(st) -> list[float]:
    """How good an unfinished position is for each seat, in [0, 1] (they sum to 1)."""
    more = pending(st)
    pts = [st.points(s) + more[s] for s in range(st.players)]
    late = (st.day - 1) / (islands.DAYS - 1)
    temp = TEMPERATURE + (LATE_TEMPERATURE - TEMPERATURE) * late
    top = max(pts)
    e = [math.exp((p - top) / temp) for p in pts]
    total = sum(e)
    return [x / total for x in e]


# ---------------------------------------------------------------- playouts
class Playouts:
    """The playout policy: every seat a normal pirate (of the table's default temperament,
    as levels.table_pirate makes them), except that it picks the best gem and says nothing."""

    def __init__(self, seed: int, make_bot) -> None:
        self.seed = seed
        self.make_bot = make_bot      # (seed, players) -> a PirateBot (levels.table_pirate)
        self.bots: dict[int, object] = {}

    def move(self, st, seat: int, legal: list, rng: Rng):
        kind = type(legal[0])
        if kind is Pick:
            return best_pick(legal)
        if kind is Talk:
            return legal[0]           # silence: nobody in a playout reads words
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = self.make_bot(self.seed * 16 + seat, st.players)
        return bot.decide(st, seat, light_view(st, seat))


def _today_only(st, fn, *args):
    """fn(st, *args) with only today's entry of the public record in `st` (restored after)."""
    hist = st.history
    st.history = hist[-1:]
    try:
        return fn(st, *args)
    finally:
        st.history = hist


def light_view(st, seat: int) -> dict:
    """st.view(seat), its past days' record shared with `st` instead of copied (past days
    never change; the playout pirates only read them)."""
    v = _today_only(st, type(st).view, seat)
    v["history"] = st.history[:-1] + v["history"]
    return v


def best_pick(legal: list) -> Pick:
    return max(legal, key=lambda a: gems.POINTS[a.gem])


# ---------------------------------------------------------------- root moves
def candidates(bot, st, seat: int, legal: list) -> list:
    """The root moves worth searching for `seat` (see the module doc); `bot` is the
    temperament bot whose move is the prior."""
    kind = type(legal[0])
    if kind is Pick:
        return [best_pick(legal)]
    if kind is Talk:
        return []                     # the prior alone: the temperament speaks
    if kind in (Place, Rearrange):
        v = st.view(seat)
        recs = beliefs.records(v, seat)
        scores = bot.scores(v, seat, [a.ships for a in legal], recs)
        order = sorted(range(len(legal)), key=lambda k: -scores[k])
        floor = scores[order[0]] - RULED_OUT
        return [legal[k] for k in order[:KEEP_PLACES] if scores[k] > floor]
    if kind is Bid:                   # its own short list: the legal set is every sub-chest
        by_value: dict[int, Bid] = {}
        for a in market.candidate_bids(st.chests[seat]):
            worth = gems.value(a.pile())
            if 0 <= worth <= MAX_BID_VALUE:
                old = by_value.get(worth)
                if old is None or (a.red, -sum(a.pile())) > (old.red, -sum(old.pile())):
                    by_value[worth] = a
        return [by_value[w] for w in sorted(by_value)]
    if kind in (MoveGem, Skip):
        v = st.view(seat)
        recs = beliefs.records(v, seat)
        fr = [beliefs.my_fraction(v, seat, i, recs) for i in range(len(v["islands"]))]
        gain = {a: (gems.POINTS[a.gem] * (fr[a.to_island] - fr[a.from_island])
                    if isinstance(a, MoveGem) else 0.0) for a in legal}
        return sorted(legal, key=lambda a: -gain[a])[:MAX_MOVES]
    if kind is ReturnGems:
        return sorted(legal, key=lambda a: gems.value(a.pile()))[:MAX_MOVES]
    return list(legal)[:MAX_MOVES]


# ---------------------------------------------------------------- the searched copy
def open_choices(state, seat: int):
    """A copy of `state` where the other seats' face-down choices of this moment are taken
    back (they will make them again in each playout); `state` itself when none is."""
    if seat not in state.to_move() or state.phase not in ("talk", "decision", "market"):
        return state
    others = [t for t in range(state.players) if t != seat]
    c = state.clone()
    for t in others:
        if c.phase == "talk" and c.talk_choice[t] is not None:
            c.talk_choice[t] = None
        elif c.phase == "decision" and c.placed[t] is not None:
            c.placed[t] = None
        elif c.phase == "market" and c.bid_done[t]:
            gems.add(c.chests[t], c.bids[t])
            c.bids[t] = gems.empty()
            c.bid_done[t] = not gems.count(c.chests[t])
    return c


class HardPirate(PairedBot):
    """The hard level's bot: the paired search (game.core.paired) over `candidates`. Each
    world is one the seat cannot tell from the real one (`determinize`, with the others'
    choices of the moment opened, see `open_choices`); every candidate is played in that
    same world, with the same dice, to the end of the day (`Playouts`), and judged by
    `evaluate`. The temperament bot's own move stands unless another beats it by a
    standard error of the paired differences.

    effort: playouts a decision at most (DEFAULT_EFFORT); budget: seconds on the clock.
    `stats` holds the last decision's playouts, seconds and mean values.
    """

    def __init__(self, seed: int, bot, make_policy_bot, effort: int | None,
                 budget: float | None) -> None:
        self.bot = bot
        self.make_policy_bot = make_policy_bot
        super().__init__(seed, self.decide, effort, budget, DEFAULT_EFFORT)

    def decide(self, state, seat: int, legal: list, rng: Rng):
        d = self.decision(state, seat, legal)
        return d.moves[0] if len(d.moves) == 1 else d

    def decision(self, state, seat: int, legal: list) -> Decision:
        """The paired search's Decision: the temperament bot's move first, then `candidates`
        (it alone where there is nothing to weigh: the bot then plays it without search)."""
        root = open_choices(state, seat)
        prior = self.bot.choose(root, seat)
        moves = [prior] + [m for m in dict.fromkeys(candidates(self.bot, root, seat, legal))
                           if m != prior]
        day = root.day

        def world(r: Rng):
            w = _today_only(root, type(root).determinize, seat, r)
            w.history = root.history[:-1] + w.history
            return w

        def policy(seed: int):
            playouts, r = Playouts(seed, self.make_policy_bot), Rng(seed + 1)
            return lambda st, who, legal: playouts.move(st, who, legal, r)

        def judge(st) -> float:
            return (outcome(st) if st.is_over() else evaluate(st))[seat]

        return Decision(root, seat, moves, policy, lambda: lambda st: st.day != day, judge, world)
