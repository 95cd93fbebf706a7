"""What a seat may know: `view(state, seat)` (JSON-ready, keys in the package docstring) and
`determinize` (a copy with the hidden parts re-drawn consistently with that knowledge).

Hidden from a seat: the other hands and the action deck's order, the dens of the others
before the revelation (and the dens they laid in ambush until resolved), the share votes
and election votes before they are revealed, and the value of every loot card it has not
seen (the discard pile is face up; everything is shown at the end).
"""
from __future__ import annotations

from . import cards


def _knows(s, viewer: int | None, card: int) -> bool:
    if s.phase == "over" or card in s.loot_discard:
        return True
    return viewer is not None and card in s.known[viewer]


def _loot(s, viewer, card: int) -> dict:
    return {"card": card, "value": s.value[card] if _knows(s, viewer, card) else None}


def view(s, viewer: int | None) -> dict:
    over = s.phase == "over"
    seats = []
    for x in range(s.players):
        mine = viewer == x
        role = s.roles[x]
        seats.append({
            "seat": x,
            "role": role,
            "mutineer": s.mutineer[x],
            "hand": sorted(s.hands[x]) if mine or over else None,
            "hand_count": len(s.hands[x]),
            "sailors": list(s.sailors[x]),
            "votes": s.weight(x),
            "strength": None if role is None else cards.STRENGTH[role],
            "loot": [_loot(s, viewer, c) for c in s.front[x]],
            "buried_count": len(s.buried[x]),
            "buried_value": (sum(s.value[c] for c in s.buried[x]) if mine or over else None),
            "buried_values": (sorted((s.value[c] for c in s.buried[x]), reverse=True)
                              if mine or over else None),
            "den": s.dens[x] if (mine or s.revealed or over) else None,
            "landed": s.dens[x] is not None,
            "spare_dens": s.spare_dens(x) if mine else None,
        })
    return {
        "game": "pagamas",
        "viewer": viewer,
        "players": s.players,
        "turn": s.turn,
        "phase": s.phase,
        "step": s.step,
        "to_move": s.to_move(),
        "captain": s.captain,
        "last_turn": s.last_turn,
        "characters": list(s.characters),
        "strength": {r: cards.STRENGTH[r] for r in s.characters},
        "captain_draw": [[list(p) for p in rnd] for rnd in s.first_draw],
        "loot_deck": {"count": len(s.loot_deck)},
        "loot_discard": [_loot(s, viewer, c) for c in s.loot_discard],
        "action_deck": {"count": len(s.action_deck)},
        "action_discard": list(s.action_discard),
        "mutiny_card": "red" if s.mutiny and s.mutiny["launcher"] is not None else "calm",
        "seats": seats,
        "share": _share(s, viewer),
        "ambushes": [_ambush(s, viewer, k, a) for k, a in enumerate(s.ambushes)],
        "mutiny": _mutiny(s),
        "election": _election(s),
        "promises": [{k: p[k] for k in ("turn", "seat", "to", "line", "text", "kept")}
                     for p in s.promises],
        "word": word(s),
        "history": [dict(h) for h in s.history],
        "scores": s.scores() if over else None,
        "winners": s.winners() if over else None,
    }


def word(s) -> dict:
    """Each seat's record of promises: {seat: {"kept": n, "broken": n}} (string keys)."""
    out = {str(x): {"kept": 0, "broken": 0} for x in range(s.players)}
    for p in s.promises:
        if p["kept"] is True:
            out[str(p["seat"])]["kept"] += 1
        elif p["kept"] is False:
            out[str(p["seat"])]["broken"] += 1
    return out


def _share(s, viewer) -> dict | None:
    sh = s.share
    if sh is None:
        return None
    return {
        "round": sh["round"],
        "cards": [_loot(s, viewer, c) | {"to": sh["to"].get(str(c))} for c in sh["cards"]],
        "drawn": len(sh["cards"]),
        "voted": [x for x in range(s.players) if sh["votes"][x] is not None],
        "votes": None if sh["revealed"] is None else list(sh["revealed"]),
        "my_vote": None if viewer is None else sh["votes"][viewer],
        "kept_all": sh["kept_all"],
        "forced": sh["forced"],
        "settled": sh["settled"],
    }


def _ambush(s, viewer, k: int, a: dict) -> dict:
    shown = viewer == a["trapper"] or a["outcome"] is not None or s.phase == "over"
    return {"order": k, "trapper": a["trapper"], "victim": a["victim"],
            "den": a["den"] if shown else None, "free": a["free"], "outcome": a["outcome"],
            "dodge": a["dodge"]}


def _mutiny(s) -> dict | None:
    m = s.mutiny
    if m is None:
        return None
    return {"allowed": list(m["allowed"]), "launcher": m["launcher"], "sides": dict(m["sides"]),
            "waiting": list(s.order) if s.phase == "mutiny" else [],
            "boarded": list(m["boarded"]), "strengths": m["strengths"], "winner": m["winner"]}


def _election(s) -> dict | None:
    e = s.election
    if e is None:
        return None
    return {"fallen": e["fallen"], "why": e["why"], "eligible": list(e["eligible"]),
            "voters": list(e["voters"]), "stood": dict(e["stood"]),
            "candidates": e["candidates"], "voted": sorted(int(k) for k in e["votes"]),
            "for_mutineers": e["for_mutineers"]}


# ------------------------------------------------------------------ determinize
def determinize(s, viewer: int | None, rng):
    """A copy with what `viewer` cannot know re-drawn (see the module docstring)."""
    c = s.clone()
    c.rng = rng.spawn()
    c.forced_dodges = []
    if c.phase == "over":
        return c
    unknown = [x for x in range(len(c.value)) if not _knows(c, viewer, x)]
    vals = sorted(c.value[x] for x in unknown)       # sorted: the copy depends only on the view
    rng.shuffle(vals)
    for x, v in zip(unknown, vals):
        c.value[x] = v
    others = [t for t in range(c.players) if t != viewer]
    pool = [k for k in c.action_deck if not cards.is_sailor(k)]
    crew = [k for k in c.action_deck if cards.is_sailor(k)]
    for t in others:
        pool += c.hands[t]
    pool.sort()
    crew.sort()
    rng.shuffle(pool)
    # Seats waiting to board (public: the mutiny's waiting list) hold a Boarding! card.
    boarders = set(c.order) if c.phase == "mutiny" and c.step == "boarding" else set()
    held = {t: [pool.pop(pool.index(cards.BOARDING))] for t in others if t in boarders}
    for t in others:
        hand = held.get(t, [])
        k = len(c.hands[t]) - len(hand)
        c.hands[t], pool = sorted(hand + pool[:k]), pool[k:]
    c.action_deck = sorted(pool + crew)
    rng.shuffle(c.action_deck)
    if not c.revealed:
        kept_all = bool(c.share and c.share.get("kept_all"))
        for t in others:
            if c.dens[t] is None:
                continue
            dens = [d for d in cards.DENS if not (kept_all and d == cards.ISLAND)]
            c.dens[t] = rng.choice(dens)
            spare = [d for d in cards.DENS if d != c.dens[t]]
            rng.shuffle(spare)
            for a in c.ambushes:
                if a["trapper"] == t:
                    a["den"] = spare.pop()
    sh = c.share
    if sh is not None and c.phase == "share" and c.step == "vote":
        for t in others:
            if sh["votes"][t] is not None:
                sh["votes"][t] = rng.randrange(2) == 0
    e = c.election
    if e is not None and c.step == "vote":
        for key in list(e["votes"]):
            if int(key) != viewer:
                e["votes"][key] = rng.choice(e["candidates"])
    return c
