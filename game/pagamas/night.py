"""Phases 4-6, the night: the landing (salvage, dens chosen face down), the ambushes (the
Second's free one first, then ambush cards) and the revelation (brothel, ambushes in laying
order with dodges, chains and mutual hits, treasure-island burials, the Chaplain's burial).
"""
from __future__ import annotations

from ..core.checks import expect
from ..core.contract import Action, Event, shared
from . import cards
from .actions import Ambush, Bury, Land, Pass, PayBrothel, Salvage
from .events import (AmbushLaid, AmbushResolved, BrothelPaid, CardDiscarded, Decided,
                     DensRevealed, LootBuried, LootDiscarded, LootSeen, Salvaged)
from .common import draw_actions, judge, lose_character, open_phase
from .mutiny import open_mutiny, start_election


# ------------------------------------------------------------------ opening the phases
def open_landing(s, ev: list[Event] | None) -> None:
    open_phase(s, "landing", "salvage", ev)
    s.order = [x for x in s.from_seat(s.captain) if cards.SALVAGE in s.hands[x]]


def _open_ambush(s, ev: list[Event] | None) -> None:
    open_phase(s, "ambush", "second", ev)
    s.order = []


def _open_cards(s) -> None:
    s.step = "cards"
    s.order = [x for x in s.from_seat(s.captain)
               if s.roles[x] is not None and cards.AMBUSH in s.hands[x] and s.spare_dens(x)]


def _open_revelation(s, ev: list[Event] | None) -> None:
    cap = s.captain
    for p in s.promises:
        if p["line"] == cards.SPARE and not p["judged"] and p["turn"] == s.turn \
                and p["seat"] == cap and p["voted_yes"]:
            laid = any(a["trapper"] == cap and a["victim"] == p["to"] for a in s.ambushes)
            judge(s, p, not laid, ev)
    open_phase(s, "revelation", "resolving", ev)
    s.revealed = True
    if ev is not None:
        ev.append(DensRevealed(dens=tuple(s.dens)))
    s.reveal = {"stage": "brothel", "next": 0, "chaplain_done": False,
                "queue": [x for x in s.from_seat(cap) if s.dens[x] == cards.BROTHEL]}


# ------------------------------------------------------------------ who acts, what is legal
def victims(s, seat: int) -> list[int]:
    return [x for x in range(s.players) if x != seat and s.roles[x] is not None]


def to_move(s) -> list[int]:
    st = s.step
    if st == "salvage":
        return s.order[:1] if s.loot_discard else []
    if st == "den":
        return [x for x in range(s.players) if s.dens[x] is None]
    if st == "second":
        sec = s.holder(cards.SECOND)
        done = any(a["free"] for a in s.ambushes) or sec is None or sec in s.passed
        return [] if done or not victims(s, sec) else [sec]
    if st == "cards":
        return s.order[:1]
    if st == "brothel":
        return s.reveal["queue"][:1]
    if st == "chaplain":
        return [s.holder(cards.CHAPLAIN)]
    return []


# Actions are frozen values: the common ones are made once and shared.
_PASS, _SALVAGE = Pass(), Salvage()
_LANDS = tuple(Land(den=d) for d in cards.DENS)
_LANDS_ASHORE = tuple(a for a in _LANDS if a.den != cards.ISLAND)   # the captain kept it all
_AMBUSHES = {(v, d): Ambush(victim=v, den=d) for v in range(6) for d in cards.DENS}


def legal(s, seat: int) -> list[Action]:
    st = s.step
    if st == "salvage":
        return [_SALVAGE, _PASS] if cards.SALVAGE in s.hands[seat] else [_PASS]
    if st == "den":
        kept_all = bool(s.share and s.share.get("kept_all"))
        return list(_LANDS_ASHORE if kept_all else _LANDS)
    if st in ("second", "cards"):
        out: list[Action] = []
        if st == "second" or cards.AMBUSH in s.hands[seat]:
            dens = s.spare_dens(seat)
            out = [_AMBUSHES[v, d] for v in victims(s, seat) for d in dens]
        out.append(_PASS)
        return out
    if st == "brothel":
        return [shared(PayBrothel, c) for c in s.front[seat]]
    if st == "chaplain":
        return [shared(Bury, c) for c in s.front[seat]] + [_PASS]
    return []


def apply(s, seat: int, action: Action, ev: list[Event] | None) -> None:
    st = s.step
    if isinstance(action, Salvage):
        s.hands[seat].remove(cards.SALVAGE)
        s.action_discard.append(cards.SALVAGE)
        card = s.loot_discard.pop()
        s.front[seat].append(card)
        s.known[seat].add(card)
        if ev is not None:
            ev.append(Salvaged(seat=seat, card=card, value=s.value[card]))
        if cards.SALVAGE not in s.hands[seat]:
            s.order.pop(0)
    elif isinstance(action, Land):
        s.dens[seat] = action.den
        if ev is not None:
            ev.append(Decided(seat=seat, what="den"))
    elif isinstance(action, Ambush):
        free = st == "second"
        if not free:
            s.hands[seat].remove(cards.AMBUSH)
            s.action_discard.append(cards.AMBUSH)
        s.ambushes.append({"trapper": seat, "victim": action.victim, "den": action.den,
                           "free": free, "outcome": None, "dodge": False})
        if ev is not None:
            ev.append(AmbushLaid(trapper=seat, victim=action.victim, den=action.den, free=free,
                                 order=len(s.ambushes) - 1, visible_to=(seat,)))
        if not free and (cards.AMBUSH not in s.hands[seat] or not s.spare_dens(seat)):
            s.order.pop(0)
    elif isinstance(action, Pass):
        if st == "second":
            s.passed.append(seat)
        elif st == "chaplain":
            s.reveal["chaplain_done"] = True
            s.step = "resolving"
        else:
            s.order.pop(0)
    elif isinstance(action, PayBrothel):
        s.front[seat].remove(action.card)
        s.loot_discard.append(action.card)
        if ev is not None:
            ev.append(BrothelPaid(seat=seat, card=action.card, value=s.value[action.card]))
        s.reveal["queue"].pop(0)
        draw_actions(s, seat, cards.BROTHEL_DRAW, ev, "brothel")
        s.step = "resolving"
    elif isinstance(action, Bury):
        s.front[seat].remove(action.card)
        s.buried[seat].append(action.card)
        if ev is not None:
            ev.append(LootBuried(seat=seat, cards=(action.card,), why="chaplain"))
        s.reveal["chaplain_done"] = True
        s.step = "resolving"


def next_step(s, ev: list[Event] | None) -> None:
    """Called when nobody is left to act in the current step."""
    if s.phase == "landing":
        if s.step == "salvage":
            s.step = "den"
        else:
            _open_ambush(s, ev)
    elif s.phase == "ambush":
        if s.step == "second":
            _open_cards(s)
        else:
            _open_revelation(s, ev)
    else:
        _continue_revelation(s, ev)


# ------------------------------------------------------------------ the revelation
def _continue_revelation(s, ev: list[Event] | None) -> None:
    r = s.reveal
    if r["stage"] == "brothel":
        while r["queue"]:
            guest = r["queue"][0]
            if s.front[guest]:
                s.step = "brothel"
                return
            r["queue"].pop(0)
            if lose_character(s, guest, "brothel", ev) == cards.CAPTAIN:
                start_election(s, ev, guest, "brothel")
                return
        r["stage"] = "ambush"
    if r["stage"] == "ambush":
        while r["next"] < len(s.ambushes):
            a = s.ambushes[r["next"]]
            r["next"] += 1
            if a["outcome"] is not None:
                continue
            fallen = _resolve(s, r["next"] - 1, ev)
            if fallen is not None:
                start_election(s, ev, fallen, s.ambushes[r["next"] - 1]["outcome"])
                return
        r["stage"] = "bury"
    if r["stage"] == "bury":
        for x in s.from_seat(s.captain):
            if s.dens[x] == cards.ISLAND and s.roles[x] is not None and s.front[x]:
                if ev is not None:
                    ev.append(LootBuried(seat=x, cards=tuple(s.front[x]), why="island"))
                s.buried[x] += s.front[x]
                s.front[x] = []
        r["stage"] = "chaplain"
    ch = s.holder(cards.CHAPLAIN)
    if ch is not None and s.front[ch] and not r["chaplain_done"]:
        s.step = "chaplain"
        return
    open_mutiny(s, ev)


def _dodges(s, victim: int, ev: list[Event] | None) -> tuple[bool, bool]:
    """(does the ambush still hit, was a dodge card used): one dodge card, one chance in two."""
    if cards.DODGE not in s.hands[victim]:
        return True, False
    s.hands[victim].remove(cards.DODGE)
    s.action_discard.append(cards.DODGE)
    if ev is not None:
        ev.append(CardDiscarded(seat=victim, card=cards.DODGE, why="dodge"))
    dodged = s.forced_dodges.pop(0) if s.forced_dodges else s.rng.randrange(2) == 0
    return not dodged, True


def _taker(s, seat: int) -> int | None:
    """Who robbed `seat` in this revelation: the trapper of the ambush that felled it (None)."""
    return next((a["trapper"] for a in s.ambushes
                 if a["victim"] == seat and a["outcome"] in ("hit", "mutual")), None)


def loot_goes_to(s, trapper: int, victim: int) -> int | None:
    """Where the loot of `victim`, caught by `trapper`, ends: with the trapper, or, if he has
    fallen in an ambush himself, with his aggressor («le sue carte Bottino, ivi comprese quelle
    che ha acquisito in questa fase sfortunata, sono cedute al suo aggressore»), and so on up
    the chain. None when the chain comes back to the victim: thieves who robbed each other lose
    it all (the Q&A: «le loro carte Bottino sono scartate»)."""
    seen = {victim}
    dest = trapper
    while dest not in seen:
        seen.add(dest)
        up = _taker(s, dest)
        if up is None:
            return dest
        dest = up
    return None


def _resolve(s, index: int, ev: list[Event] | None) -> int | None:
    """Turn the den card of ambush `index`; returns the fallen captain's seat, if one fell.

    A trapper who has already fallen in an ambush still springs his own (he is the «autore di
    una Trappola! riuscita»): his victim falls, and the loot goes on to the one who robbed him
    (loot_goes_to), whatever the order of the stacks."""
    a = s.ambushes[index]
    t, v = a["trapper"], a["victim"]
    if s.roles[v] is None:
        a["outcome"] = "too_late"
        if ev is not None:
            ev.append(AmbushResolved(order=index, trapper=t, victim=v, den=a["den"], outcome="too_late"))
        return None
    if a["den"] != s.dens[v]:
        a["outcome"] = "miss"
        if ev is not None:
            ev.append(AmbushResolved(order=index, trapper=t, victim=v, den=a["den"], outcome="miss"))
        return None
    hit, used = _dodges(s, v, ev)
    a["dodge"] = used
    if not hit:
        a["outcome"] = "dodged"
        if ev is not None:
            ev.append(AmbushResolved(order=index, trapper=t, victim=v, den=a["den"], outcome="dodged",
                                     dodge=True))
        return None
    s.ambush_hit = True
    dest = loot_goes_to(s, t, v)
    loot = tuple(s.front[v])
    s.front[v] = []
    if dest is None:
        a["outcome"] = "mutual"
        s.loot_discard += loot
        if ev is not None:
            ev.append(AmbushResolved(order=index, trapper=t, victim=v, den=a["den"], outcome="mutual",
                                     dodge=used))
            for c in loot:
                ev.append(LootDiscarded(seat=v, card=c, value=s.value[c], why="mutual"))
        role = lose_character(s, v, "mutual", ev)
        return v if role == cards.CAPTAIN else None
    a["outcome"] = "hit"
    s.front[dest] += loot
    s.known[dest].update(loot)
    if ev is not None:
        values = tuple(s.value[c] for c in loot)
        ev.append(AmbushResolved(order=index, trapper=t, victim=v, den=a["den"], outcome="hit",
                                 dodge=used, loot=loot, values=values, to=dest,
                                 visible_to=tuple(sorted({t, v, dest}))))
        if loot:
            ev.append(LootSeen(seat=dest, cards=loot, values=values, visible_to=(dest,)))
    role = lose_character(s, v, "ambush", ev)
    return v if role == cards.CAPTAIN else None


STEPS = {"landing": ("salvage", "den"), "ambush": ("second", "cards"),
         "revelation": ("resolving", "brothel", "chaplain")}
STAGES = ("brothel", "ambush", "bury", "chaplain")


def check(s, phase: str, step: str) -> None:
    """Broken unless the night's `phase` (the state's, or the one an election resumes) holds
    what its `step` reads: the seats to salvage or lay ambushes in turn order from the captain,
    ambushes laid by one seat on another, and in the revelation the brothel's guests still to
    pay, the ambushes turned up to `next` (and no further), the brothel's guest with loot to
    pay, the Chaplain with loot to bury."""
    expect(step in STEPS[phase], "'step'", f"must be one of {list(STEPS[phase])} at the {phase}, got {step!r}")
    if step in ("salvage", "cards"):
        expect(_in_turn(s.order, s.from_seat(s.captain)), "'order'",
               "must list seats in turn order from the captain, once each")
    expect(all(a["trapper"] != a["victim"] for a in s.ambushes), "'ambushes'", "must each catch another seat")
    if phase != "revelation":
        expect(all(a["outcome"] is None for a in s.ambushes), "'ambushes'", "must be face down before the revelation")
        return
    r = s.reveal
    stage = STAGES.index(r["stage"])
    turned = r["next"] if stage == 1 else len(s.ambushes) if stage > 1 else 0
    expect(r["next"] == turned and all((a["outcome"] is not None) == (i < turned) for i, a in enumerate(s.ambushes)),
           "'reveal'['next']", "must count the ambushes turned up, in order")
    queue = r["queue"]          # (in turn order from the captain of the reveal: an election may follow)
    expect(len(set(queue)) == len(queue) and all(s.dens[x] == cards.BROTHEL for x in queue)
           and (stage == 0 or not queue), "'reveal'['queue']",
           "must be the brothel's guests still to pay, while the brothel is visited")
    if step == "brothel":
        expect(stage == 0 and queue and s.front[queue[0]], "'reveal'",
               "must have the brothel's next guest pay with loot")
    if step == "chaplain":
        ch = s.holder(cards.CHAPLAIN)
        expect(stage == 3 and ch is not None and s.front[ch] and not r["chaplain_done"], "'reveal'",
               "must have a Chaplain with loot to bury")


def _in_turn(order: list[int], round_: list[int]) -> bool:
    """Is `order` a subsequence of `round_` (seats in turn order, each once)?"""
    at = iter(round_)
    return all(x in at for x in order)
