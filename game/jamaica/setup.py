"""Setting up a game (rulebook, "Preparación"), and the `setup` option that fixes it for tests.

The shape of `setup` is documented in the package docstring (game/jamaica/__init__.py).
"""
from __future__ import annotations

import json
from collections import Counter

from ..core.rng import Rng
from . import holds as H, saved
from .cards import (ACTION_CARDS, BANK, COMBAT_DIE, FACE_DOWN, GHOST_HOLDS, HAND, HOLDS, POWERS,
                    RESOURCES, START_HOLDS, TREASURES)
from .state import JamaicaState, Ship
from .tasks import run

SETUP_KEYS = {"captain", "dice", "combat", "decks", "treasures", "tokens", "ships"}


class SetupError(ValueError):
    """A fixed setup (tests, lessons) that cannot be: a developer's error, in English."""

    def __init__(self, msg: str) -> None:
        super().__init__(f"Jamaica option 'setup': {msg}")   # i18n: keep (a developer's error)


def _check_setup(setup, players: int, ships: int) -> dict:
    if setup is None:
        return {}
    if not isinstance(setup, dict):
        raise SetupError(f"must be an object, got {setup!r}")
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise SetupError(f"unknown keys {sorted(unknown)}; known: {sorted(SETUP_KEYS)}")
    try:
        saved.check_setup(setup, players)     # every value of its declared type: True is no seat
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    cap = setup.get("captain")
    if cap is not None and (not isinstance(cap, int) or not 0 <= cap < players):
        raise SetupError(f"captain must be a seat 0..{players - 1}, got {cap!r}")
    for pair in setup.get("dice", []):
        if (not isinstance(pair, (list, tuple)) or len(pair) != 2
                or not all(isinstance(v, int) and 1 <= v <= 6 for v in pair)):
            raise SetupError(f"dice must be pairs of 1..6, got {pair!r}")
    for face in setup.get("combat", []):
        if face not in COMBAT_DIE or isinstance(face, bool):
            raise SetupError(f"combat die faces are {list(COMBAT_DIE)}, got {face!r}")
    decks = setup.get("decks", [])
    if not isinstance(decks, list) or len(decks) > players:
        raise SetupError("decks must be a list with at most one list of cards per seat")
    for deck in decks:
        if deck is not None and (not isinstance(deck, list) or Counter(deck) - Counter(ACTION_CARDS)):
            raise SetupError(f"a deck lists distinct action cards {list(ACTION_CARDS)}, got {deck!r}")
    tokens = setup.get("tokens")
    if tokens is not None and (not isinstance(tokens, list) or len(set(tokens)) != len(tokens)):
        raise SetupError(f"tokens must be a list of distinct lairs, got {tokens!r}")
    given = setup.get("ships", [])
    if not isinstance(given, list) or len(given) > ships:
        raise SetupError(f"ships must be a list of at most {ships} objects (the ghost ship last)")
    for d in given:
        if d is None:
            continue
        if not isinstance(d, dict) or set(d) - {"space", "lap", "holds", "face_up", "hidden"}:
            raise SetupError(f"a ship is an object with space, lap, holds, face_up, hidden; got {d!r}")
        for kind, n in d.get("holds", []):
            if kind not in RESOURCES + (None,) or not isinstance(n, int) or (kind is None) != (n == 0) or n < 0:
                raise SetupError(f"a hold is [resource, amount > 0] or [null, 0], got {[kind, n]!r}")
        if any(c not in POWERS for c in d.get("face_up", [])) or any(
                c not in FACE_DOWN for c in d.get("hidden", [])):
            raise SetupError(f"face_up holds powers {sorted(POWERS)}, hidden scoring treasures {sorted(FACE_DOWN)}")
    return setup


def new_state(players: int, seed: int, options: dict) -> JamaicaState:
    """A game ready for the first captain's dice (rolled already)."""
    ghost = bool(options.get("ghost_ship"))
    if ghost and players > 5:
        raise ValueError("Jamaica option 'ghost_ship': the ghost ship needs a free ship (2 to 5 players)")
    n_ships = players + ghost
    try:                                  # the state stores its options as plain JSON
        options = json.loads(json.dumps(options))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"Jamaica options must be JSON values: {exc}") from None
    setup = _check_setup(options.get("setup"), players, n_ships)
    st = JamaicaState(players, dict(options), Rng(seed))
    rng, c = st.rng, st.circuit

    st.captain = setup["captain"] if setup.get("captain") is not None else rng.randrange(players)
    st.fixed_dice = [list(p) for p in setup.get("dice", [])]
    st.fixed_combat = list(setup.get("combat", []))

    # Ships: players start in Port Royal with 3 food and 3 doubloons; the ghost ship with
    # 5 and 3 doubloons and Lady Beth.
    pool = list(TREASURES)
    st.ships = []
    for i in range(n_ships):
        sh = Ship()
        for h, (kind, n) in enumerate(GHOST_HOLDS if i == players else START_HOLDS):
            sh.holds[h] = [kind, n]
        if i == players:
            sh.face_up.append("lady_beth")
            pool.remove("lady_beth")
        st.ships.append(sh)
    for i, d in enumerate(setup.get("ships", [])):
        if not d:
            continue
        sh = st.ships[i]
        space, lap = d.get("space", sh.space), d.get("lap", sh.lap)
        if not isinstance(space, int) or not 0 <= space < c.size or lap not in (-1, 0):
            raise SetupError(f"ship {i}: space must be 0..{c.size - 1} and lap -1 or 0")
        sh.space, sh.lap = space, lap
        if "holds" in d:
            sh.holds = [list(h) for h in d["holds"]]
        for card in d.get("face_up", []) + d.get("hidden", []):
            if card not in pool:
                raise SetupError(f"ship {i}: treasure {card!r} is not available")
            pool.remove(card)
        if i == players:
            sh.face_up = ["lady_beth"]
        sh.face_up += d.get("face_up", [])
        sh.hidden = list(d.get("hidden", []))
        if len(sh.holds) != HOLDS + ("sixth_hold" in sh.face_up):
            raise SetupError(f"ship {i} must have {HOLDS} holds, 6 with the 6th hold")
    for kind in RESOURCES:
        st.bank[kind] = BANK[kind] - sum(H.total(sh.holds, kind) for sh in st.ships)
        if st.bank[kind] < 0:
            raise SetupError(f"the holds take more {kind} than the bank's {BANK[kind]}")

    # Treasures: 9 of the 12 (shuffled) on the treasure deck, a token on each lair.
    tokens = setup.get("tokens")
    if tokens is None:
        tokens = list(c.lairs)
    if not set(tokens) <= set(c.lairs):
        raise SetupError(f"tokens must be lairs {list(c.lairs)}, got {tokens!r}")
    st.tokens = sorted(tokens)
    top = list(setup.get("treasures", []))
    for card in top:
        if card not in pool:
            raise SetupError(f"treasure {card!r} is not available for the deck")
        pool.remove(card)
    rng.shuffle(pool)
    deck = top + pool
    if len(deck) < len(st.tokens):
        raise SetupError("not enough treasure cards for the tokens")
    st.treasure_deck, st.removed = deck[:len(st.tokens)], deck[len(st.tokens):]

    # Action cards: each player's 11 shuffled (a setup deck lists the top cards), 3 drawn.
    decks = setup.get("decks", [])
    for s in range(players):
        top = list(decks[s]) if s < len(decks) and decks[s] else []
        rest = [card for card in ACTION_CARDS if card not in top]
        rng.shuffle(rest)
        deck = top + rest
        st.hands.append(deck[:HAND])
        st.decks.append(deck[HAND:])
        st.discards.append([])
        st.chosen.append(None)

    st.stack = [{"t": "place_dice"}]
    run(st, [])
    st.check_invariants()
    return st
