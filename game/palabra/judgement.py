"""The hard Palabra bot's judgement: what it searches, how its playouts play, how it scores.

The hard level (levels.hard) is `HardPirate`: a flat Monte Carlo search with common random
numbers (every root move played in the same sampled worlds, with the same dice), a few
dozen worlds per decision. Its parts:

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
import time

from ..core.rng import Rng
from ..core.search import Stats, actor, check_effort, outcome
from . import beliefs, gems, islands, market
from .actions import Bid, MoveGem, Pick, Place, Rearrange, ReturnGems, Skip, Talk

KEEP_PLACES = 5       # placements searched: the temperament bot's best few
RULED_OUT = 1e6       # a placement scored this far below the best breaks the temperament's
                      # rule (the honest bot's word): never searched
MAX_BID_VALUE = 4     # bids searched: one of each worth 0..MAX_BID_VALUE, and the temperament's
MAX_MOVES = 10        # root moves searched at most (artifact steps)
DEFAULT_EFFORT = 150  # playouts per decision when neither effort nor budget is given
MIN_WORLDS = 12       # worlds per decision at least, however many moves or however slow
                      # the clock's machine
MAX_PLAYOUT = 400     # a playout's actions at most (a day takes far fewer)
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


class HardPirate:
    """The hard level's bot: a flat Monte Carlo search of the root moves with common random
    numbers. Each iteration draws one world the seat cannot tell from the real one
    (`determinize`, with the others' choices of the moment opened, see `open_choices`) and
    plays every candidate move in that same world, with the same dice, to the end of the
    day (`Playouts`); the move with the best mean `evaluate` wins, the temperament bot's
    own move on a tie. Playing every move in the same worlds compares them on the same
    luck, so a few dozen worlds tell moves apart that random playouts never could.

    effort: playouts per decision, shared among the moves (at least MIN_WORLDS worlds each);
    fixed effort makes the same decisions every time for a seed. budget: seconds on the
    clock instead (MIN_WORLDS worlds at least, on a slow machine). `stats` holds the last
    decision's playouts and seconds.
    """

    def __init__(self, seed: int, bot, make_policy_bot, effort: int | None,
                 budget: float | None) -> None:
        check_effort(effort, budget, "playouts")
        if effort is None and budget is None:
            effort = DEFAULT_EFFORT
        self.rng = Rng(seed)
        self.bot = bot
        self.make_policy_bot = make_policy_bot
        self.effort = effort
        self.budget = budget
        self.stats = Stats()

    def choose(self, state, seat: int):
        t0 = time.perf_counter()
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has nothing to do now")
        if len(legal) == 1:
            return self._done(legal[0], t0, 0, None)
        root = open_choices(state, seat)
        prior = self.bot.choose(root, seat)
        moves = list(dict.fromkeys(candidates(self.bot, root, seat, legal)))
        if prior not in moves:
            moves.insert(0, prior)
        if len(moves) == 1:
            return self._done(prior, t0, 0, None)
        sums = [0.0] * len(moves)
        worlds = 0
        enough = None if self.effort is None else max(MIN_WORLDS, -(-self.effort // len(moves)))
        deadline = t0 + self.budget if self.budget is not None else math.inf
        while True:
            wseed = self.rng.randrange(1 << 30)
            world = _today_only(root, type(root).determinize, seat, Rng(wseed))
            world.history = root.history[:-1] + world.history
            for k, move in enumerate(moves):
                st = world.clone()
                st.apply_trusted(seat, move)
                sums[k] += self.playout(st, seat, wseed)[seat]
            worlds += 1
            if enough is not None and worlds >= enough:
                break
            if worlds >= MIN_WORLDS and time.perf_counter() >= deadline:
                break
        best = max(range(len(moves)), key=lambda k: (sums[k], moves[k] == prior))
        visits = {m: worlds for m in moves}
        return self._done(moves[best], t0, worlds * len(moves), visits)

    def playout(self, st, seat: int, wseed: int) -> list[float]:
        """Play `st` to the end of its day with table pirates; its value per seat."""
        day = st.day
        policy = Playouts(wseed, self.make_policy_bot)
        rng = Rng(wseed + 1)
        for _ in range(MAX_PLAYOUT):
            if st.is_over():
                return outcome(st)
            if st.day != day:
                break
            who = actor(st, seat)
            legal = st.legal_actions(who)
            st.apply_trusted(who, legal[0] if len(legal) == 1 else policy.move(st, who, legal, rng))
        return outcome(st) if st.is_over() else evaluate(st)

    def _done(self, move, t0: float, playouts: int, visits):
        self.stats.iterations, self.stats.seconds = playouts, time.perf_counter() - t0
        self.stats.visits = visits
        return move
