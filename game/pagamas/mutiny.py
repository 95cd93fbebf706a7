"""Phase 7, the mutiny (launch, sides in turn from the launcher, boarding, strengths, the
sharks), and the golden rule's election ("No ship without a captain!").

Boarding!: «I giocatori che hanno una carta All'arrembaggio possono giocarla aggiungendo così la
forza dei loro Marinai al loro totale», and the Q&A: «Si possono scambiare carte con un altro
giocatore? No, però si può giocargli un All'arrembaggio! per aiutarlo». A holder plays it for
himself or for another fighter of his side (to help him): that fighter's sailors then count
for the side, as if he had played it; each fighter's sailors count once. A holder with several
cards may play them for several fighters, one at a time, then passes.
"""
from __future__ import annotations

from ..core.checks import expect
from ..core.contract import Action, Event, shared
from . import cards
from .actions import Board, Elect, Launch, Pass, Sharks, Side, Stand
from .events import (Boarded, Decided, ElectionCalled, ElectionResult, LootSeen, MutinyLaunched,
                     MutinyResolved, SideChosen, Stood, ThrownToSharks)
from .common import judge, lose_character, open_phase
from .turn import end_turn


# ------------------------------------------------------------------ the mutiny
def reasons(s) -> list[str]:
    """Why a mutiny may be launched this turn (besides the tavern)."""
    out = []
    if s.share and s.share.get("forced"):
        out.append("forced")
    if s.share and s.share.get("kept_all"):
        out.append("kept_all")
    if s.ambush_hit:
        out.append("ambush")
    return out


def may_launch(s, seat: int) -> bool:
    return (s.roles[seat] is not None and seat != s.captain
            and (bool(reasons(s)) or s.dens[seat] == cards.TAVERN))


def open_mutiny(s, ev: list[Event] | None) -> None:
    cap = s.captain
    order = [x for x in s.from_seat((cap + 1) % s.players) if may_launch(s, x)]
    if not order:
        end_turn(s, ev)
        return
    open_phase(s, "mutiny", "launch", ev)
    s.order = order
    s.mutiny = {"allowed": reasons(s), "launcher": None, "sides": {}, "boarded": [],
                "strengths": None, "winner": None, "deposed": None}


def fighters(s) -> list[int]:
    m = s.mutiny
    return [s.captain, *[int(x) for x in m["sides"]], m["launcher"]]


def board_targets(s, seat: int) -> list[int]:
    """The fighters `seat` may play a Boarding! card for now: itself or another fighter of its
    side with sailors whose strength does not count yet; strongest crew first (ties: `seat`
    itself, then in seat order). [] without a Boarding! card."""
    if cards.BOARDING not in s.hands[seat]:
        return []
    side = s.mutineer[seat]
    boarded = s.mutiny["boarded"]
    out = [x for x in fighters(s) if s.mutineer[x] == side and s.sailors[x] and x not in boarded]
    return sorted(set(out), key=lambda x: (-s.sailor_strength(x), (x - seat) % s.players))


def to_move(s) -> list[int]:
    if s.phase == "election":
        return _election_to_move(s)
    if s.step in ("launch", "sides", "boarding"):
        return s.order[:1]
    if s.step == "sharks":
        return [s.captain]
    return []


# Actions are frozen values: the common ones are made once and shared.
_PASS, _LAUNCH = Pass(), Launch()
_SIDES = (Side(mutineer=True), Side(mutineer=False))
_STANDS = (Stand(yes=True), Stand(yes=False))


def legal(s, seat: int) -> list[Action]:
    if s.phase == "election":
        return _election_legal(s, seat)
    st = s.step
    if st == "launch":
        return [_LAUNCH, _PASS]
    if st == "sides":
        return list(_SIDES)
    if st == "boarding":           # a determinized copy may have re-dealt the card away
        return [shared(Board, x) for x in board_targets(s, seat)] + [_PASS]
    if st == "sharks":
        return [shared(Sharks, x) for x in range(s.players) if s.mutineer[x]]
    return []


def apply(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    if s.phase == "election":
        _election_apply(s, seat, action, ev)
        return
    m = s.mutiny
    if isinstance(action, Launch):
        m["launcher"] = seat
        s.mutineer[seat] = True
        if ev is not None:
            ev.append(MutinyLaunched(seat=seat, reasons=tuple(m["allowed"])))
        s.step = "sides"
        s.order = [x for x in s.from_seat(seat)
                   if s.roles[x] is not None and x not in (seat, s.captain)]
    elif isinstance(action, Side):
        m["sides"][str(seat)] = "mutineer" if action.mutineer else "captain"
        s.mutineer[seat] = action.mutineer
        if ev is not None:
            ev.append(SideChosen(seat=seat, mutineer=action.mutineer))
        s.order.pop(0)
    elif isinstance(action, Board):
        s.hands[seat].remove(cards.BOARDING)
        s.action_discard.append(cards.BOARDING)
        m["boarded"].append(action.fighter)
        if ev is not None:
            ev.append(Boarded(seat=seat, fighter=action.fighter,
                              strength=s.sailor_strength(action.fighter)))
        s.order = [x for x in s.order if board_targets(s, x)]
    elif isinstance(action, Pass):
        s.order.pop(0)
    elif isinstance(action, Sharks):
        _sharks(s, action.victim, seat, ev)
        end_turn(s, ev)


def next_step(s, ev: list[Event] | None) -> None:
    if s.phase == "election":
        _election_next(s, ev)
        return
    m = s.mutiny
    if s.step == "launch":            # nobody launched
        end_turn(s, ev)
    elif s.step == "sides":
        s.step = "boarding"
        start = m["launcher"]
        s.order = [x for x in s.from_seat(start) if x in fighters(s) and board_targets(s, x)]
    elif s.step == "boarding":
        _fight(s, ev)
    elif s.step == "after_election":
        _sharks(s, m["deposed"], s.captain, ev, role=cards.CAPTAIN)
        end_turn(s, ev)


def strength(s, seat: int, boarded: list[int], role: str | None = None) -> int:
    role = role or s.roles[seat]
    return cards.STRENGTH[role] + (s.sailor_strength(seat) if seat in boarded else 0)


def _fight(s, ev: list[Event] | None) -> None:
    m = s.mutiny
    cap = s.captain
    crew = [cap] + [x for x in fighters(s) if x != cap and not s.mutineer[x]]
    rebels = [x for x in fighters(s) if s.mutineer[x]]
    ours = sum(strength(s, x, m["boarded"]) for x in crew)
    theirs = sum(strength(s, x, m["boarded"]) for x in rebels)
    m["strengths"] = {"captain": ours, "mutineers": theirs}
    m["winner"] = "captain" if ours >= theirs else "mutineers"
    if ev is not None:
        ev.append(MutinyResolved(captain_side=tuple(crew), mutineers=tuple(rebels),
                                 captain_strength=ours, mutineer_strength=theirs, winner=m["winner"]))
    if m["winner"] == "captain":
        s.step = "sharks"
        return
    m["deposed"] = cap
    s.roles[cap] = None
    s.step = "after_election"
    start_election(s, ev, cap, "mutiny", mutiny=True)


def _sharks(s, victim: int, by: int, ev: list[Event] | None, role: str | None = None) -> None:
    loot = tuple(s.front[victim])
    s.front[by] += s.front[victim]
    s.front[victim] = []
    s.known[by].update(loot)
    lose_character(s, victim, "sharks", ev, role=role)
    if ev is not None:
        ev.append(ThrownToSharks(victim=victim, by=by, loot=loot,
                                 values=tuple(s.value[c] for c in loot), visible_to=(by, victim)))
    if loot:
        if ev is not None:
            ev.append(LootSeen(seat=by, cards=loot, values=tuple(s.value[c] for c in loot),
                               visible_to=(by,)))


# ------------------------------------------------------------------ the golden rule
def start_election(s, ev: list[Event] | None, fallen: int, why: str, mutiny: bool = False) -> None:
    """The captain `fallen` lost his character: the crew elects a new one at once."""
    for p in s.promises:
        if p["seat"] == fallen and not p["judged"]:
            judge(s, p, None, ev)
    if mutiny:
        start = s.mutiny["launcher"]
        eligible = [x for x in s.from_seat(start) if s.mutineer[x] and s.roles[x] is not None]
        voters = list(eligible)
    else:
        start = (fallen + 1) % s.players
        eligible = [x for x in s.from_seat(start) if x != fallen]
        voters = [x for x in s.from_seat(start) if s.roles[x] is not None]
    s.resume = [s.phase, s.step]
    s.election = {"fallen": fallen, "why": why, "eligible": eligible, "voters": voters,
                  "stood": {}, "candidates": None, "votes": {}, "for_mutineers": mutiny,
                  "start": start}
    open_phase(s, "election", "stand", ev)
    s.order = list(eligible)
    if ev is not None:
        ev.append(ElectionCalled(fallen=fallen, why=why, eligible=tuple(eligible),
                                 voters=tuple(voters)))


def _election_to_move(s) -> list[int]:
    e = s.election
    if s.step == "stand":
        return s.order[:1]
    if s.step == "vote":
        return [x for x in e["voters"] if str(x) not in e["votes"]]
    return []


def _election_legal(s, seat: int) -> list[Action]:
    if s.step == "stand":
        return list(_STANDS)
    return [shared(Elect, c) for c in s.election["candidates"]]


def _election_apply(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    e = s.election
    if isinstance(action, Stand):
        e["stood"][str(seat)] = action.yes
        if ev is not None:
            ev.append(Stood(seat=seat, yes=action.yes))
        s.order.pop(0)
    elif isinstance(action, Elect):
        e["votes"][str(seat)] = action.candidate
        if ev is not None:
            ev.append(Decided(seat=seat, what="election"))


def _election_next(s, ev: list[Event] | None) -> None:
    e = s.election
    if s.step == "stand":
        standing = [x for x in e["eligible"] if e["stood"].get(str(x))]
        e["candidates"] = standing or list(e["eligible"])
        if len(e["candidates"]) > 1 and e["voters"]:
            s.step = "vote"
            return
    _count(s, ev)


def _count(s, ev: list[Event] | None) -> None:
    e = s.election
    cands = e["candidates"]
    tally = {c: 0 for c in cands}
    votes = [None] * s.players
    for key, c in e["votes"].items():
        votes[int(key)] = c
        tally[c] += s.weight(int(key))
    best = max(tally.values())
    top = [c for c in cands if tally[c] == best]
    tie = len(top) > 1
    if not tie:
        new = top[0]
    else:
        sec = s.holder(cards.SECOND)
        if sec is not None and (not e["for_mutineers"] or s.mutineer[sec]):
            new = sec
        else:
            new = next(x for x in s.from_seat(e["start"]) if x in top)
    s.roles[new] = cards.CAPTAIN
    if ev is not None:
        ev.append(ElectionResult(candidates=tuple(cands), votes=tuple(votes),
                                 tallies=tuple((c, tally[c]) for c in cands), captain=new, tie=tie))
    s.history.append({"turn": s.turn, "election": True, "fallen": e["fallen"],
                      "votes": votes, "captain": new})
    s.election = None
    s.phase, s.step = s.resume
    s.resume = None
    s.order = []


STEPS = ("launch", "sides", "boarding", "sharks", "after_election")


def check(s, step: str) -> None:
    """Broken unless the mutiny (the state's phase, or the one an election resumes) holds what
    its `step` reads: a launcher with a character from the sides on, the sides chosen by seats
    with one (each one's flag as its side), the fight's winner and strengths once fought (the
    captain's side before the sharks, the mutineers' with the captain deposed after)."""
    m = s.mutiny
    expect(step in STEPS, "'step'", f"must be one of {list(STEPS)} in the mutiny, got {step!r}")
    launcher = m["launcher"]
    expect((launcher is None) == (step == "launch"), "'mutiny'['launcher']", "must be set once the mutiny is launched")
    if launcher is None:
        expect(not m["sides"] and not any(s.mutineer), "'mutiny'['sides']", "must be empty before the launch")
    else:
        sides = {int(x): side == "mutineer" for x, side in m["sides"].items()}
        expect(launcher not in sides and s.mutineer[launcher] and (step not in STEPS[:3] or s.captain not in sides),
               "'mutiny'['sides']", "must be chosen by the crew other than the launcher and the captain")
        expect(all(s.mutineer[x] == (x == launcher or sides.get(x, False)) for x in range(s.players)),
               "'mutineer'", "must mark the launcher and the seats on the mutineers' side")
    fought = step in ("sharks", "after_election")
    expect((m["winner"] is not None) == fought and (m["strengths"] is not None) == fought, "'mutiny'['winner']",
           "must be set once the mutiny is fought, only")
    if step == "sharks":
        expect(m["winner"] == "captain" and s.captain is not None, "'mutiny'['winner']",
               "must be the captain's side before the sharks")
    if step == "after_election":
        expect(m["winner"] == "mutineers" and m["deposed"] is not None, "'mutiny'['deposed']",
               "must be the captain the mutineers deposed")
    if step in ("launch", "sides", "boarding"):
        expect(len(set(s.order)) == len(s.order), "'order'", "must list seats once each")


def check_election(s) -> None:
    """Broken unless the election holds what its step reads: the seats eligible (none the
    captain: he fell), those still to stand last among them, candidates among them once they
    stood, votes from the voters for candidates; it resumes the revelation or the mutiny."""
    e, resume = s.election, s.resume
    expect(resume in (["revelation", "resolving"], ["mutiny", "after_election"]), "'resume'",
           "must be the revelation or the mutiny the election interrupted")
    expect(e["for_mutineers"] == (resume[0] == "mutiny"), "'election'['for_mutineers']",
           "must be true after a mutiny, only")
    expect(cards.CAPTAIN not in s.roles and s.roles[e["fallen"]] is None, "'roles'",
           "must hold no captain while one is elected (the fallen one has lost his character)")
    eligible, order = e["eligible"], s.order
    expect(eligible and len(set(eligible)) == len(eligible), "'election'['eligible']", "must list seats once each")
    expect(s.step in ("stand", "vote"), "'step'", f"must be 'stand' or 'vote' in an election, got {s.step!r}")
    standing = s.step == "stand"
    expect(order == (eligible[len(eligible) - len(order):] if standing else []), "'order'",
           "must be the eligible seats still to stand")
    expect(set(e["stood"]) <= {str(x) for x in eligible[:len(eligible) - len(order)]}, "'election'['stood']",
           "must be the answers of the eligible seats that have stood")
    cands = e["candidates"]
    expect((cands is None) == standing and (standing or cands and set(cands) <= set(eligible)),
           "'election'['candidates']", "must be eligible seats, once all have stood")
    expect(len(set(e["voters"])) == len(e["voters"]) and (standing and not e["votes"] or not standing and all(
        int(x) in e["voters"] and c in cands for x, c in e["votes"].items())), "'election'['votes']",
        "must come from the voters, for candidates")
