"""The bots' judgement: a position's value, and quick rules for holds, combat, loot and routes.

Everything here reads only what the deciding seat may see (positions, holds, face-up
treasures, its own face-down cards; others' face-down cards count at their average,
never by their faces), and the bot hands it a determinized copy anyway (bots.py).
"""
from __future__ import annotations

from . import holds as H
from .actions import Attack, Dump, Gunpowder, Loot, Pay, Retreat, Sabre, Sail
from .cards import CURSED, FACE_DOWN, STAR, TREASURE_POINTS
from .combat import bonus, loot_options

UNIT = {"gold": 1.0, "food": 0.6, "gunpowder": 0.35}
POWER_VALUE = {"morgan_map": 1.5, "saran_sabre": 1.2, "lady_beth": 1.8, "sixth_hold": 1.2}
HIDDEN_EV = 2.0          # the average face-down treasure: (3+3+5+7+7-2-3-4) / 8
CURSE_EV = 3.0           # the average cursed treasure: (2+3+4) / 3
CURSED_SHARE = len(CURSED) / len(FACE_DOWN)
POWDER_COST = 0.35
STEP = 4.5               # one space of progress, in points (tuned in self-play)
FINISH_BONUS = 6.0
SHORTAGE = 8.0           # a likely shortage on the next forward move
SUPPLY = 1.0             # weight of food and gunpowder in store


# ----------------------------------------------------------------------- position value
def supplies(st, i: int) -> float:
    """Food and gunpowder are worth their use: full value up to what the next spaces need."""
    sh = st.ships[i]
    food, powder = H.total(sh.holds, "food"), H.total(sh.holds, "gunpowder")
    free = sum(1 for k, _ in sh.holds if k is None)
    return SUPPLY * (0.7 * min(food, 7) + 0.1 * max(0, food - 7) + 0.35 * min(powder, 5)
                     + 0.05 * max(0, powder - 5) + 0.3 * free)


def dice_risk(st, i: int) -> float:
    """Lookahead over the next die: the chance that a forward move of 1..6 (best branch)
    lands where this ship cannot pay."""
    sh = st.ships[i]
    if sh.finished:
        return 0.0
    c = st.circuit
    have = {"food": H.total(sh.holds, "food"), "gold": H.total(sh.holds, "gold")}
    risk = 0.0
    for d in range(1, 7):
        best = 1.0
        for r in c.routes(sh.space, sh.lap, "forward", d):
            kind = c.cost_type[r.dest]
            short = kind is not None and not r.finished and have[kind] < c.cost[r.dest]
            best = min(best, 1.0 if short else 0.0)
        risk += best / 6
    return risk


def ship_value(st, i: int, me: int) -> float:
    sh = st.ships[i]
    c = st.circuit
    value = STEP * (c.lap_length - c.remaining(sh.space, sh.lap))
    if sh.finished:
        value += FINISH_BONUS + c.score[0]
    elif sh.space != 0 and sh.lap >= 0 and c.score[sh.space] > 0:   # the white numbers near the end
        value += 0.3 * c.score[sh.space]
    value += H.total(sh.holds, "gold") + supplies(st, i) - SHORTAGE * dice_risk(st, i)
    if i == me:
        value += sum(TREASURE_POINTS[t] for t in sh.hidden)
    else:
        value += HIDDEN_EV * len(sh.hidden)
    value += sum(POWER_VALUE.get(t, 0.0) for t in sh.face_up)
    return value


def evaluate(st, me: int) -> float:
    """How good the position is for `me`, relative to the other players (not the ghost)."""
    if st.over:
        scores = st.scores() + ([st.ghost_score()] if st.ghost else [])
        best_other = max(s for j, s in enumerate(scores) if j != me)
        return 3.0 * (scores[me] - best_other) + (60.0 if me in st.winners() else 0.0)
    mine = ship_value(st, me, me)
    others = [ship_value(st, j, me) for j in range(st.players) if j != me]
    return mine - (max(others) if len(others) == 1 else 0.5 * max(others) + 0.5 * sum(others) / len(others))


# ----------------------------------------------------------------------- loot and holds
def _load_gain(st, w: int, kind: str, n: int) -> float:
    holds = st.ships[w].holds
    if H.first_empty(holds) is not None:
        return UNIT[kind] * n
    choices = H.dump_choices(holds, kind)
    if not choices:
        return 0.0
    return UNIT[kind] * n - min(UNIT[holds[j][0]] * holds[j][1] for j in choices)


def loot_score(st, w: int, l: int, action: Loot) -> float:
    """Gain to the winner's side plus damage to the loser (the ghost gains nothing)."""
    ghost = st.players
    damage_w = 1.0 if st.players == 2 else 0.6
    loser = st.ships[l]
    if action.take == "hold":
        kind, n = loser.holds[action.hold]
        gain = 0.0 if (w == ghost and kind != "gold") else _load_gain(st, w, kind, n)
        dmg = UNIT[kind] * n
    elif action.take == "treasure":
        gain = dmg = POWER_VALUE.get(action.card, 0.0)
        if action.card == "sixth_hold":
            k, n = loser.holds[-1]
            gain += UNIT[k] * n if k else 0.0
            dmg += UNIT[k] * n if k else 0.0
    elif action.take == "hidden":
        gain = dmg = HIDDEN_EV
    elif action.take == "give":
        gain = dmg = -TREASURE_POINTS[action.card]
    else:
        return 0.0
    if w == ghost:
        gain = 0.0
    return gain + (damage_w * dmg if l < st.players else 0.0)


def best_loot_value(st, w: int, l: int, me: int) -> float:
    """The winner's best loot, as `me` can judge it: another winner's cursed cards to give
    are unknown to `me`, so his face-down cards count as maybe cursed (CURSED_SHARE each)."""
    t = {"winner": w, "a": w, "d": l}
    opts = [a for a in loot_options(st, t) if w == me or a.take != "give"]
    best = max(loot_score(st, w, l, a) for a in opts)
    k = len(st.ships[w].hidden)
    if w != me and w < st.players and k:
        p_curse = 1 - (1 - CURSED_SHARE) ** k
        dmg = 1.0 if st.players == 2 else 0.6
        give = (1 + dmg) * CURSE_EV if l < st.players else CURSE_EV
        best = max(best, p_curse * give)
    return best


def dump_choice(st, seat: int, acts: list[Dump]) -> Dump:
    holds = st.ships[st.stack[-1]["ship"]].holds
    return min(acts, key=lambda a: (UNIT[holds[a.hold][0]] * holds[a.hold][1], a.hold))


# ----------------------------------------------------------------------- combat
FACES = (2, 4, 6, 8, 10)


def _defender_best(total_a, g_d, b_d, win_d, lose_d):
    """The defender's best gunpowder against the attacker's total: (value, p_win, p_lose)."""
    best = None
    for y in range(min(g_d, 14) + 1):
        win, lose = 1 / 6, 0.0
        for f in FACES:
            t = f + y + b_d
            if t > total_a:
                win += 1 / 6
            elif t < total_a:
                lose += 1 / 6
        v = win * win_d - lose * lose_d - POWDER_COST * y
        if best is None or v > best[0]:
            best = (v, win, lose, y)
    return best


def _attack_value(face, x, g_d, b_a, b_d, w_a, l_a):
    """The attacker's value once his die shows `face` with x gunpowder spent."""
    if face == STAR:
        return w_a
    _, dw, dl, _ = _defender_best(face + x + b_a, g_d, b_d, l_a, w_a)
    return dl * w_a - dw * l_a


def _stakes(st, t, me):
    a, d = t["a"], t["d"]
    w_a, l_a = best_loot_value(st, a, d, me), best_loot_value(st, d, a, me)
    g = lambda s: H.total(st.ships[s].holds, "gunpowder")
    return a, d, w_a, l_a, g(a), g(d), bonus(st, a), bonus(st, d)


def gunpowder_choice(st, t, me: int) -> Gunpowder:
    a, d, w_a, l_a, g_a, g_d, b_a, b_d = _stakes(st, t, me)
    if t["stage"] == "powder_a":
        best = max(range(min(g_a, 14) + 1), key=lambda x: (
            sum(_attack_value(f, x, g_d, b_a, b_d, w_a, l_a) for f in FACES + (STAR,)) / 6
            - POWDER_COST * x, -x))
        return Gunpowder(best)
    total_a = t["roll"][0] + t["powder"][0] + b_a
    return Gunpowder(_defender_best(total_a, g_d, b_d, l_a, w_a)[3])


def sabre_choice(st, t, me: int) -> Sabre:
    from .combat import outcome, sabre_holder
    a, d, w_a, l_a, g_a, g_d, b_a, b_d = _stakes(st, t, me)
    holder = sabre_holder(st, t)
    sign = 1.0 if holder == a else -1.0          # values below are the attacker's
    if t["stage"] == "sabre_a":
        now = _attack_value(t["roll"][0], t["powder"][0], g_d, b_a, b_d, w_a, l_a)
        again = sum(_attack_value(f, t["powder"][0], g_d, b_a, b_d, w_a, l_a)
                    for f in FACES + (STAR,)) / 6
    else:
        def value(face):
            trial = dict(t, roll=[t["roll"][0], face])
            w = outcome(st, trial)
            return w_a if w == a else -l_a if w == d else 0.0
        now = value(t["roll"][1])
        again = sum(value(f) for f in FACES + (STAR,)) / 6
    return Sabre(sign * (again - now) > 0.05)


def attack_choice(st, seat: int, acts: list[Attack]) -> Attack:
    s = st.stack[-1]["ship"]
    return max(acts, key=lambda a: best_loot_value(st, s, a.target, seat)
               - 0.3 * H.total(st.ships[a.target].holds, "gunpowder"))


# ----------------------------------------------------------------------- routes
def route_value(st, ship: int, dest: int, lap: int, finished: bool = False) -> float:
    """A quick judgement of ending a move on `dest`: progress, the cost, a treasure."""
    c = st.circuit
    sh = st.ships[ship]
    if finished:
        return 100.0
    value = -STEP * c.remaining(dest, lap)
    if dest in st.tokens:
        value += 1.5
    kind = c.cost_type[dest]
    if kind and ship < st.players:
        value -= SHORTAGE if H.total(sh.holds, kind) < c.cost[dest] else UNIT[kind] * c.cost[dest]
    return value


def sail_choice(st, seat: int, acts: list[Sail]) -> Sail:
    t = st.stack[-1]
    if t["t"] == "ghost_move":                      # send it onto an opponent's ship
        return max(acts, key=lambda a: any(sh.space == a.to for j, sh in enumerate(st.ships)
                                           if j != seat and j < st.players and a.to != 0))
    routes = {r.dest: r for r in st.circuit.routes(st.ships[t["ship"]].space,
                                                   st.ships[t["ship"]].lap, t["dir"], t["n"])}
    return max(acts, key=lambda a: route_value(st, t["ship"], a.to, routes[a.to].lap,
                                               routes[a.to].finished))


def retreat_choice(st, seat: int, acts: list[Retreat]) -> Retreat:
    ship = st.ships[st.stack[-1]["ship"]]
    return max(acts, key=lambda a: (a.to in st.tokens, st.circuit.progress(a.to, ship.lap)))


def pay_choice(st, seat: int, acts: list[Pay]) -> Pay:
    """Pay so as to empty the most holds (room for loads); else the smallest piles first."""
    t = st.stack[-1]
    holds = st.ships[t["ship"]].holds

    def emptied(a):
        return sum(1 for h, n in a.taken if holds[h][1] == n)
    return max(acts, key=lambda a: (emptied(a), -acts.index(a)))


def policy(st, seat: int, acts: list):
    """A quick decision for everything but the cards (used in rollouts and for tactics)."""
    first = acts[0]
    t = st.stack[-1]
    if isinstance(first, Dump):
        return dump_choice(st, seat, acts)
    if isinstance(first, Pay):
        return pay_choice(st, seat, acts)
    if isinstance(first, Gunpowder):
        return gunpowder_choice(st, t, seat)
    if isinstance(first, Sabre):
        return sabre_choice(st, t, seat)
    if isinstance(first, Loot):
        w, l = t["winner"], (t["d"] if t["winner"] == t["a"] else t["a"])
        return max(acts, key=lambda a: loot_score(st, w, l, a))
    if isinstance(first, Attack):
        return attack_choice(st, seat, acts)
    if isinstance(first, Retreat):
        return retreat_choice(st, seat, acts)
    if isinstance(first, Sail):
        return sail_choice(st, seat, acts)
    return first
