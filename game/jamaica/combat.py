"""Combat between two ships: gunpowder, the combat die and its star, Saran's sabre, Lady Beth, loot.

Rulebook ("Combate") and shared/rules/jamaica.md: when a move ends on a space held by
another ship (never in Port Royal), the mover attacks before paying. The attacker
spends gunpowder (+1 each, always lost) and rolls: a star wins at once. Otherwise the
defender, seeing the attacker's total, spends gunpowder and rolls: a star wins. Else
the higher total wins (Lady Beth adds 2); a tie: nothing. Saran's sabre: its holder
may re-roll the die just rolled (his own or his opponent's) once per combat, the
gunpowder already spent still counting and none added. The winner takes the content
of one of the loser's holds (normal loading rules), or one treasure card (a face-down
one blind), or gives the loser one of his own cursed treasures; or nothing.

Ghost ship: its decisions in a combat are made by the seat after its adversary (in a
2-player game, the other player). It keeps Lady Beth; what it plunders but gold goes
overboard (to the bank); it cannot give treasures. Events are told only when `ev` is a list
(None: trusted play, tasks.py).
"""
from __future__ import annotations

from ..i18n import _
from ..core.checks import expect
from ..core.contract import shared
from . import holds as H
from .actions import Attack, Gunpowder, Loot, Sabre
from .events import (CombatEnded, CombatStarted, DieRolled, GunpowderSpent, HoldMoved,
                     LoadLost, Plundered, SabreUsed, TreasureGiven, TreasureStolen)
from .cards import BANK, CURSED, FACE_DOWN, LADY_BETH_BONUS, STAR
from .tasks import TASKS, Task

# Actions are values: one shared instance each, built once.
POWDERS = tuple(Gunpowder(n) for n in range(BANK["gunpowder"] + 1))   # a ship holds no more
SABRES = (Sabre(True), Sabre(False))


def _powder_choices(n: int) -> list[Gunpowder]:
    """Gunpowder(0) .. Gunpowder(n)."""
    return list(POWDERS[:n + 1])


def _loot(take: str, hold: int = -1, card: str = "") -> Loot:
    return shared(Loot, take, hold, card)


def new_combat(st, attacker: int, defender: int) -> dict:
    by = -1
    if st.ghost and st.players in (attacker, defender):
        adversary = defender if attacker == st.players else attacker
        by = (adversary + 1) % st.players
    return {"t": "combat", "a": attacker, "d": defender, "by": by, "stage": "start",
            "powder": [0, 0], "roll": [None, None], "sabre": False, "winner": None}


def sabre_holder(st, t) -> int | None:
    for s in (t["a"], t["d"]):
        if "saran_sabre" in st.ships[s].face_up:
            return s
    return None


def bonus(st, s: int) -> int:
    return LADY_BETH_BONUS if "lady_beth" in st.ships[s].face_up else 0


def totals(st, t) -> tuple[int | None, int | None]:
    out = []
    for side, s in enumerate((t["a"], t["d"])):
        face = t["roll"][side]
        out.append(None if face is None or face == STAR else face + t["powder"][side] + bonus(st, s))
    return out[0], out[1]


def outcome(st, t) -> int | None:
    ra, rd = t["roll"]
    if ra == STAR:
        return t["a"]
    if rd == STAR:
        return t["d"]
    ta, td = totals(st, t)
    return t["a"] if ta > td else t["d"] if td > ta else None


def _side(t) -> int:
    return 0 if t["stage"].endswith("_a") else 1


def _owner(st, t) -> int:
    stage = t["stage"]
    if stage.startswith("powder"):
        ship = t["a"] if stage == "powder_a" else t["d"]
    elif stage.startswith("sabre"):
        ship = sabre_holder(st, t)
    else:
        ship = t["winner"]
    return st.controller(ship, t["by"])


def _sabre_offered(st, t) -> bool:
    holder = sabre_holder(st, t)
    if holder is None or t["sabre"]:
        return False
    if t["stage"] == "sabre_a":
        face = t["roll"][0]
        return face != STAR if holder == t["a"] else face != 2
    return outcome(st, t) != holder


def _roll(st, t, amount, ev):
    side = _side(t)
    s = (t["a"], t["d"])[side]
    if amount:
        taken = H.take(st.ships[s].holds, "gunpowder", amount)
        st.bank["gunpowder"] += amount
        if ev is not None:
            ev.append(GunpowderSpent(ship=s, amount=amount, taken=tuple(tuple(x) for x in taken)))
    t["powder"][side] = amount
    t["roll"][side] = face = st.roll_combat()
    if ev is not None:
        ev.append(DieRolled(ship=s, face=face, purpose="attack" if side == 0 else "defence"))
    t["stage"] = "sabre_a" if side == 0 else "sabre_d"


def _after_sabre(st, t, ev):
    if t["stage"] == "sabre_a" and t["roll"][0] != STAR:
        t["stage"] = "powder_d"
        return
    winner = outcome(st, t)
    if ev is not None:
        ta, td = totals(st, t)
        ev.append(CombatEnded(attacker=t["a"], defender=t["d"], winner=winner, attacker_total=ta,
                              defender_total=td, star=STAR in t["roll"]))
    if winner is None:
        st.stack.pop()
    else:
        t["winner"] = winner
        t["stage"] = "loot"


def loot_options(st, t) -> list[Loot]:
    w, l = t["winner"], (t["d"] if t["winner"] == t["a"] else t["a"])
    loser, winner = st.ships[l], st.ships[w]
    opts = [_loot("hold", i) for i, (k, _) in enumerate(loser.holds) if k is not None]
    for card in dict.fromkeys(loser.face_up):
        if not (l == st.players and card == "lady_beth"):
            opts.append(_loot("treasure", card=card))
    if loser.hidden:
        opts.append(_loot("hidden"))
    if w < st.players:
        opts += [_loot("give", card=c) for c in sorted(set(winner.hidden) & CURSED)]
    opts.append(_loot("nothing"))
    return opts


def _run(st, t, ev) -> bool:
    while st.stack and st.stack[-1] is t:
        stage = t["stage"]
        if stage == "start":
            if ev is not None:
                ev.append(CombatStarted(attacker=t["a"], defender=t["d"], space=st.ships[t["a"]].space))
            t["stage"] = "powder_a"
        elif stage.startswith("powder"):
            s = t["a"] if stage == "powder_a" else t["d"]
            if H.total(st.ships[s].holds, "gunpowder") > 0:
                return True
            _roll(st, t, 0, ev)
        elif stage.startswith("sabre"):
            if _sabre_offered(st, t):
                return True
            _after_sabre(st, t, ev)
        else:
            if len(loot_options(st, t)) > 1:
                return True
            st.stack.pop()
    return False


def _options(st, t, seat):
    if seat != _owner(st, t):
        return []
    stage = t["stage"]
    if stage.startswith("powder"):
        s = t["a"] if stage == "powder_a" else t["d"]
        return _powder_choices(H.total(st.ships[s].holds, "gunpowder"))
    if stage.startswith("sabre"):
        return list(SABRES)
    return loot_options(st, t)


def _decide(st, t, seat, action, ev):
    if isinstance(action, Gunpowder):
        _roll(st, t, action.amount, ev)
    elif isinstance(action, Sabre):
        if action.use:
            side = _side(t)
            target = (t["a"], t["d"])[side]
            t["sabre"] = True
            if ev is not None:
                ev.append(SabreUsed(ship=sabre_holder(st, t), target=target))
            t["roll"][side] = face = st.roll_combat()
            if ev is not None:
                ev.append(DieRolled(ship=target, face=face, purpose="attack" if side == 0 else "defence",
                                    reroll=True))
        _after_sabre(st, t, ev)
    else:
        st.stack.pop()
        take_loot(st, t, action, ev)


def take_loot(st, t, action: Loot, ev) -> None:
    w = t["winner"]
    l = t["d"] if w == t["a"] else t["a"]
    winner, loser = st.ships[w], st.ships[l]
    ghost = st.players
    if action.take == "hold":
        kind, amount = loser.holds[action.hold]
        loser.holds[action.hold] = H.empty()
        if ev is not None:
            ev.append(Plundered(winner=w, loser=l, hold=action.hold, kind=kind, amount=amount))
        if w == ghost and kind != "gold":
            st.bank[kind] += amount
            if ev is not None:
                ev.append(LoadLost(ship=w, kind=kind, amount=amount, source="plunder"))
        else:
            st.stack.append({"t": "load", "ship": w, "kind": kind, "n": amount,
                             "source": "plunder", "by": t["by"]})
    elif action.take == "treasure":
        loser.face_up.remove(action.card)
        winner.face_up.append(action.card)
        if ev is not None:
            ev.append(TreasureStolen(winner=w, loser=l, card=action.card, hidden=False))
        if action.card == "sixth_hold":
            hold = loser.holds.pop()
            winner.holds.append(hold)
            if ev is not None:
                ev.append(HoldMoved(from_ship=l, to_ship=w, kind=hold[0], amount=hold[1]))
            if w == ghost and hold[0] not in (None, "gold"):
                st.bank[hold[0]] += hold[1]
                if ev is not None:
                    ev.append(LoadLost(ship=w, kind=hold[0], amount=hold[1], source="plunder"))
                winner.holds[-1] = H.empty()
    elif action.take == "hidden":
        card = loser.hidden.pop(st.rng.randrange(len(loser.hidden)))
        if card in FACE_DOWN or w >= st.players:
            winner.hidden.append(card)
            if ev is not None:
                seen = tuple(s for s in (w, l) if s < st.players)
                ev.append(TreasureStolen(winner=w, loser=l, card=card, hidden=True, visible_to=seen))
        else:
            # A power card the ghost ship kept face down: its new owner plays it face up.
            winner.face_up.append(card)
            if card == "sixth_hold":
                winner.holds.append(H.empty())
            if ev is not None:
                ev.append(TreasureStolen(winner=w, loser=l, card=card, hidden=True))
    elif action.take == "give":
        winner.hidden.remove(action.card)
        loser.hidden.append(action.card)
        if ev is not None:
            seen = tuple(s for s in (w, l) if s < st.players)
            ev.append(TreasureGiven(giver=w, receiver=l, card=action.card, visible_to=seen))


def check_task(st, t: dict, where: str, attacker: int) -> None:
    """Broken unless the combat `t` is one `new_combat` began and its stages carry on: the
    ship that moved attacks a ship on its space, the ghost ship's decisions go to the seat
    after its adversary, and each stage holds the rolls before it (a sabre's stage a holder
    of Saran's sabre, the loot a winner)."""
    a, d = t["a"], t["d"]
    expect(a == attacker and d != a and d < len(st.ships)
           and st.ships[d].space == st.ships[a].space, where,
           f"must be ship {attacker}'s attack on another ship of its space")
    expect(t["by"] == new_combat(st, a, d)["by"], where + "['by']",
           "must be -1, or with the ghost ship the seat after its adversary")
    stage, roll, winner = t["stage"], t["roll"], t["winner"]
    rolled = {"start": 0, "powder_a": 0, "sabre_a": 1, "powder_d": 1, "sabre_d": 2, "loot": 0}[stage]
    if stage != "loot":
        expect(roll[:rolled] == [x for x in roll[:rolled] if x is not None] and roll[rolled:] == [None] * (2 - rolled)
               and winner is None, where, f"must hold {rolled} roll(s) and no winner at the stage {stage!r}")
        expect(stage != "powder_d" or roll[0] != STAR, where, "must not ask the defender after the attacker's star")
        expect(not stage.startswith("sabre") or sabre_holder(st, t) is not None, where,
               "must not offer Saran's sabre without its holder in the combat")
        expect(all(p == 0 for p in t["powder"][rolled:]), where, "must hold no gunpowder for a roll to come")
    else:
        expect(winner in (a, d), where + "['winner']", "must be the attacker or the defender")


def _describe(st, t):
    stage = t["stage"]
    if stage.startswith("powder"):
        return _("spend gunpowder (0 or more) before the combat roll")
    if stage.startswith("sabre"):
        return _("Saran's sabre: re-roll the die just rolled, or let it stand")
    return _("the winner chooses the loot")


TASKS["combat"] = Task(run=_run, owners=lambda st, t: [_owner(st, t)], options=_options,
                       decide=_decide, describe=_describe)




def _attack(target: int) -> Attack:
    return shared(Attack, target)


def _pick_decide(st, t, seat, action, ev):
    st.stack.pop()
    st.stack.append(new_combat(st, t["ship"], action.target))


TASKS["pick_target"] = Task(
    run=lambda st, t, ev: True,
    owners=lambda st, t: [st.controller(t["ship"], None)],
    options=lambda st, t, seat: ([_attack(o) for o in t["targets"]]
                                 if seat == st.controller(t["ship"], None) else []),
    decide=_pick_decide,
    describe=lambda st, t: _("several ships here: choose the one to attack"))
