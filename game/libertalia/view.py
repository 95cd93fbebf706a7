"""What a seat may know: `view(state, seat)` (JSON-ready; its shape is in the package
docstring) and `determinize` (the hidden parts re-drawn).

Hidden from a seat: the other seats' face-down picks, which cards a Surgeon took back
in secret (they still show in the pile they came from), the tokens a Spanish Spy drew from
the bag into another den (face down: the seat sees how many, not which, until the day of
rest), the order of the character deck and of the booty bag. Everything else is public:
hands are the identical deals minus what was played, dens, graveyards, the booty taken at
dusk (everyone saw it leave the day space), purses.
"""
from __future__ import annotations

from . import booty
from .characters import COLOURS


def _secret_ranks(s, seat: int) -> list[int]:
    return [r for r, _ in s.secret[seat]]


def _pile(s, seat: int, pile: str, viewer) -> list[int]:
    """A graveyard or the removed cards as `viewer` sees them: secret heals still in it."""
    cards = list(s.graveyards[seat] if pile == "graveyard" else s.removed[seat])
    if viewer != seat:
        cards += [r for r, p in s.secret[seat] if p == pile]
    return sorted(cards)


def _hand(s, seat: int, viewer) -> tuple[list[int], int, int]:
    """(ranks the viewer can name, count, count it cannot name); a face-down pick is
    counted in the hand for everyone but its owner."""
    if viewer == seat:
        return sorted(s.hands[seat]), len(s.hands[seat]), 0
    held = s.hands[seat] + ([s.picks[seat]] if s.picks[seat] is not None else [])
    secret = _secret_ranks(s, seat)
    known = sorted(r for r in held if r not in secret)
    return known, len(held), len(held) - len(known)


def _den_seen(s, seat: int, viewer) -> list[str]:
    """The tokens of `seat`'s den that `viewer` can name: all of them for the owner; for the
    others, all but the face-down ones the Spanish Spy drew (tokens of a kind are alike)."""
    if viewer == seat:
        return list(s.den_booty[seat])
    tokens = list(s.den_booty[seat])
    for k in s.den_hidden[seat]:
        tokens.remove(k)
    return tokens


def view(s, viewer: int | None) -> dict:
    over = s.phase == "over"
    seats = []
    for seat in range(s.players):
        known, count, unknown = _hand(s, seat, viewer)
        seats.append({
            "seat": seat,
            "colour": s.colours[seat],
            "colour_name": COLOURS[s.colours[seat]],
            "doubloons": s.doubloons[seat],
            "score": s.track[seat],
            "den": sorted(s.dens[seat]),
            "den_booty": booty.counts(_den_seen(s, seat, viewer)),
            "den_hidden": 0 if viewer == seat else len(s.den_hidden[seat]),
            "den_secret": booty.counts(s.den_hidden[seat]) if viewer == seat else {},
            "graveyard": _pile(s, seat, "graveyard", viewer),
            "healed": 0 if viewer == seat else sum(1 for _, p in s.secret[seat] if p == "graveyard"),
            "hand": known,
            "hand_count": count,
            "hand_unknown": unknown,
            "picked": s.picks[seat] is not None,
            "pick": s.picks[seat] if viewer == seat else None,
            "removed": _pile(s, seat, "removed", viewer),
            "serve": s.night_choices[seat] if s.phase == "night" else None,
        })
    active = None
    if s.turn is not None:
        active = [s.turn["seat"], s.turn["rank"]]
    elif s.pending is not None and s.phase == "day" and s.acted:
        active = list(s.acted[-1])
    ship = [{"seat": seat, "rank": rank, "influence": s.influence(seat, rank),
             "acted": [seat, rank] in s.acted or s.phase == "dusk",
             "active": [seat, rank] == active}
            for seat, rank in s.ship]
    return {
        "game": "libertalia",
        "viewer": viewer,
        "players": s.players,
        "campaign": s.campaign,
        "campaigns": 3,
        "day": s.day,
        "days": 6,
        "phase": s.phase,
        "to_move": s.to_move(),
        "deal": list(s.deal),
        "ship": ship,
        "booty": [list(space) for space in s.spaces],
        "bag": {"count": len(s.bag)},
        "discarded": booty.counts(s.discarded),
        "bank": s.bank,
        "seats": seats,
        "pending": None if s.pending is None else dict(s.pending),
        "night_waiting": list(s.night_waiting),
        "history": [{"campaign": h["campaign"], "fortunes": [dict(f) for f in h["fortunes"]]}
                    for h in s.history],
        "scores": list(s.track),
        "winners": s.winners() if over else [],
    }


def determinize(s, viewer: int | None, rng) -> "object":
    """A copy whose hidden parts are re-drawn: other seats' secret heals (among the cards of
    the pile they came from), their face-down picks (among their hands), the deck, the other
    dens' face-down tokens (from what the seat cannot rule out: the bag and those tokens
    together), the bag."""
    c = s.clone()
    c.rng = rng.spawn()
    for seat in range(c.players):
        if seat == viewer:
            continue
        _redraw_secrets(c, seat, rng)
        if c.picks[seat] is not None:
            c.hands[seat].append(c.picks[seat])
            c.hands[seat].sort()
            c.picks[seat] = c.hands[seat].pop(rng.randrange(len(c.hands[seat])))
    # Sorted first, so that the copy depends only on what the seat knows.
    c.deck.sort()
    rng.shuffle(c.deck)
    _redraw_hidden_booty(c, viewer, rng)
    c.bag.sort()
    rng.shuffle(c.bag)
    c.forced_bag, c.forced_deals, c.forced_booty = [], [None] * 3, [None] * 3
    c.changed()
    return c


def _redraw_secrets(c, seat: int, rng) -> None:
    for pile_name in ("graveyard", "removed"):
        mine = [r for r, p in c.secret[seat] if p == pile_name]
        if not mine:
            continue
        pile = c.graveyards[seat] if pile_name == "graveyard" else c.removed[seat]
        pool = sorted(pile + mine)
        rng.shuffle(pool)
        chosen, rest = pool[:len(mine)], pool[len(mine):]
        pile[:] = sorted(rest)
        held = c.hands[seat]
        in_pick = c.picks[seat] in mine
        for old, new in zip(sorted(mine), sorted(chosen)):
            if in_pick and c.picks[seat] == old:
                c.picks[seat] = new
                in_pick = False
            else:
                held[held.index(old)] = new
        held.sort()
        c.secret[seat] = [x for x in c.secret[seat] if x[1] != pile_name] + \
            [[r, pile_name] for r in chosen]


def _redraw_hidden_booty(c, viewer, rng) -> None:
    """The other dens' face-down tokens, re-drawn with the bag from the pool of tokens the
    viewer has not seen (the bag and those tokens); each den keeps how many it holds."""
    others = [seat for seat in range(c.players) if seat != viewer and c.den_hidden[seat]]
    if not others:
        return
    pool = list(c.bag)
    for seat in others:
        for k in c.den_hidden[seat]:
            c.den_booty[seat].remove(k)
        pool += c.den_hidden[seat]
    pool.sort()
    rng.shuffle(pool)
    for seat in others:
        n = len(c.den_hidden[seat])
        c.den_hidden[seat], pool = pool[:n], pool[n:]
        c.den_booty[seat] += c.den_hidden[seat]
    c.bag = pool
