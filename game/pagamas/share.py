"""Phase 3, the share: the captain draws players-1 loot cards (he and the Lookout see them),
deals them face down, may make public promises, the crew votes at once (a tie accepts); a
refused share is dealt again; refused twice, the Second may force it, else the captain keeps
it all. Then each seat may throw loot overboard.
"""
from __future__ import annotations

from ..core.checks import expect
from ..core.contract import Action, Event, shared
from . import cards
from .actions import CallVote, Force, Give, Overboard, Pass, Promise, Vote
from .events import (Decided, LootDiscarded, LootDrawn, LootGiven, LootSeen, PromiseMade,
                     ShareForced, ShareSettled, ShareTakenBack, VotesRevealed)
from .common import judge, open_phase
from .night import open_landing


def open_share(s, ev: list[Event] | None) -> None:
    open_phase(s, "share", "deal", ev)
    cap = s.captain
    k = min(s.players - 1, len(s.loot_deck))
    drawn = s.loot_deck[:k]
    del s.loot_deck[:k]
    if not s.loot_deck:
        s.last_turn = True
    seers = tuple(sorted({cap} | ({s.holder(cards.LOOKOUT)} - {None})))
    for seat in seers:
        s.known[seat].update(drawn)
    s.share = {"cards": drawn, "to": {}, "round": 1, "votes": [None] * s.players,
               "revealed": None, "settled": False, "kept_all": False, "forced": False,
               "made": []}
    if ev is not None:
        ev.append(LootDrawn(captain=cap, cards=tuple(drawn), values=tuple(s.value[c] for c in drawn),
                            left=len(s.loot_deck), last=s.last_turn, visible_to=seers))
    if not drawn:                    # nothing left to share (a set-up's empty deck)
        _settle(s, ev)


def voters(s) -> list[int]:
    return [x for x in range(s.players) if s.roles[x] is not None]


def to_move(s) -> list[int]:
    st = s.step
    if st in ("deal", "promise"):
        return [s.captain]
    if st == "vote":            # the voters yet to vote
        roles, votes = s.roles, s.share["votes"]
        return [x for x in range(s.players) if roles[x] is not None and votes[x] is None]
    if st == "force":
        sec = s.holder(cards.SECOND)
        return [] if sec is None else [sec]
    if st == "overboard":
        return s.order[:1]
    return []


# Actions are frozen values: the common ones are made once and shared. _GIVES: a loot card's
# Give to each seat (card ids 0..41: the 6-player deck is the largest); _PROMISES: players ->
# the captain's seat -> each ((line, to), Promise) he may make, in the order offered (by seat,
# then by line).
_VOTES = (Vote(yes=True), Vote(yes=False))
_FORCES = (Force(yes=True), Force(yes=False))
_GIVES = {c: tuple(Give(c, t) for t in range(6)) for c in range(sum(cards.LOOT[6].values()))}
_PROMISES = {n: tuple(tuple(((line, t), Promise(line, t)) for t in range(n) if t != seat
                            for line in cards.PROMISE_LINES) for seat in range(n))
             for n in range(1, 7)}
_CALL_VOTE, _PASS = CallVote(), Pass()


def legal(s, seat: int) -> list[Action]:
    st, sh = s.step, s.share
    if st == "vote":
        return list(_VOTES)
    if st == "deal":
        dealt, n = sh["to"], s.players
        out: list[Action] = []
        for c in sh["cards"]:
            if str(c) not in dealt:
                out += _GIVES[c][:n]
        return out
    if st == "promise":
        made = {(line, t) for line, t in sh["made"]}
        out = [p for key, p in _PROMISES[s.players][seat] if key not in made]
        out.append(_CALL_VOTE)
        return out
    if st == "force":
        return list(_FORCES)
    if st == "overboard":
        return [shared(Overboard, c) for c in s.front[seat]] + [_PASS]
    return []


def apply(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    sh = s.share
    if isinstance(action, Give):
        sh["to"][str(action.card)] = action.to
        if ev is not None:
            ev.append(LootGiven(card=action.card, to=action.to, round=sh["round"]))
        if len(sh["to"]) == len(sh["cards"]):
            s.step = "promise"
    elif isinstance(action, Promise):
        sh["made"].append([action.line, action.to])
        text = cards.promise_text(action.line, s.roles[action.to])
        s.promises.append({"turn": s.turn, "seat": seat, "to": action.to, "line": action.line,
                           "text": text, "kept": None, "judged": False, "voted_yes": None})
        if ev is not None:
            ev.append(PromiseMade(seat=seat, to=action.to, line=action.line, text=text))
    elif isinstance(action, CallVote):
        s.step = "vote"
    elif isinstance(action, Vote):
        sh["votes"][seat] = action.yes
        if ev is not None:
            ev.append(Decided(seat=seat, what="vote"))
    elif isinstance(action, Force):
        if ev is not None:
            ev.append(ShareForced(second=seat, forced=action.yes))
        if action.yes:
            sh["forced"] = True
            _settle(s, ev)
        else:
            sh["to"] = {str(c): s.captain for c in sh["cards"]}
            _settle(s, ev)
    elif isinstance(action, Overboard):
        s.front[seat].remove(action.card)
        s.loot_discard.append(action.card)
        if ev is not None:
            ev.append(LootDiscarded(seat=seat, card=action.card, value=s.value[action.card],
                                    why="overboard"))
    elif isinstance(action, Pass):
        s.order.pop(0)


def next_step(s, ev: list[Event] | None) -> None:
    """Called when nobody is left to act in the current step."""
    if s.step == "vote":
        _reveal(s, ev)
    elif s.step in ("force",):        # no Second to force: the captain keeps it all
        s.share["to"] = {str(c): s.captain for c in s.share["cards"]}
        _settle(s, ev)
    else:
        open_landing(s, ev)


def _reveal(s, ev: list[Event] | None) -> None:
    sh = s.share
    votes = list(sh["votes"])
    weights = [s.weight(x) for x in range(s.players)]
    yes = sum(w for v, w in zip(votes, weights) if v is True)
    no = sum(w for v, w in zip(votes, weights) if v is False)
    accepted = yes >= no
    if ev is not None:
        ev.append(VotesRevealed(votes=tuple(votes), weights=tuple(weights), yes=yes, no=no,
                                accepted=accepted, round=sh["round"]))
    sh["revealed"] = votes
    s.history.append({"turn": s.turn, "round": sh["round"], "votes": votes,
                      "weights": weights, "accepted": accepted,
                      "counts": _counts(s)})
    for p in s.promises:
        if p["turn"] == s.turn and not p["judged"] and p["seat"] == s.captain:
            p["voted_yes"] = votes[p["to"]] is True
    if accepted:
        _settle(s, ev)
    elif sh["round"] == 1:
        if ev is not None:
            ev.append(ShareTakenBack(captain=s.captain, cards=tuple(sh["cards"])))
        sh["round"] = 2
        sh["to"] = {}
        sh["votes"] = [None] * s.players
        s.step = "deal"
    else:
        s.step = "force"


def _counts(s) -> list[int]:
    counts = [0] * s.players
    for t in s.share["to"].values():
        counts[t] += 1
    return counts


def _settle(s, ev: list[Event] | None) -> None:
    sh = s.share
    cap = s.captain
    owners = [(c, sh["to"][str(c)]) for c in sh["cards"]]
    sh["kept_all"] = bool(owners) and all(t == cap for _, t in owners)
    sh["settled"] = True
    for c, t in owners:
        s.front[t].append(c)
    if ev is not None:
        ev.append(ShareSettled(owners=tuple(owners), kept_all=sh["kept_all"], forced=sh["forced"]))
    for t in range(s.players):
        mine = tuple(c for c, o in owners if o == t)
        if mine:
            s.known[t].update(mine)
            if ev is not None:
                ev.append(LootSeen(seat=t, cards=mine, values=tuple(s.value[c] for c in mine),
                                   visible_to=(t,)))
    counts = _counts(s)
    for p in s.promises:
        if p["judged"] or p["seat"] != cap:
            continue
        if p["turn"] == s.turn and p["voted_yes"] is False:
            judge(s, p, None, ev)
        elif p["line"] == cards.NEXT_SHARE and p["turn"] < s.turn and p["voted_yes"]:
            judge(s, p, counts[p["to"]] >= 1 and counts[p["to"]] == max(counts), ev)
    s.step = "overboard"
    s.order = [x for x in s.from_seat(cap) if s.front[x]]


STEPS = ("deal", "promise", "vote", "force", "overboard")


def check(s) -> None:
    """Broken unless the share holds what its step reads: each loot card dealt to at most one
    seat (to every seat before the promises, the vote and the Second's force, which settle it),
    a vote only from a seat with a character, the force in the second round only; once
    settled, the seats that may throw loot overboard in turn order from the captain."""
    sh, step = s.share, s.step
    expect(step in STEPS, "'step'", f"must be one of {list(STEPS)} in the share, got {step!r}")
    dealt, drawn = set(sh["to"]), [str(c) for c in sh["cards"]]
    expect(len(set(drawn)) == len(drawn) and dealt <= set(drawn), "'share'['to']",
           "must deal the loot cards drawn, each once")
    expect(sh["settled"] == (step == "overboard"), "'share'['settled']", "must be true once the vote is over, only")
    if step == "deal":
        expect(len(dealt) < len(drawn), "'share'['to']", "must leave a card to deal")
    elif step != "overboard":
        expect(dealt == set(drawn), "'share'['to']", "must deal every card drawn before the vote")
    expect(all(v is None or s.roles[x] is not None for x, v in enumerate(sh["votes"])), "'share'['votes']",
           "must come from seats with a character")
    expect(step != "force" or sh["round"] == 2, "'share'['round']", "must be 2 when the Second may force it")
    if step == "overboard":
        expect(_in_turn(s.order, s.from_seat(s.captain)), "'order'",
               "must list seats in turn order from the captain, once each")


def _in_turn(order: list[int], round_: list[int]) -> bool:
    """Is `order` a subsequence of `round_` (seats in turn order, each once)?"""
    at = iter(round_)
    return all(x in at for x in order)
