"""Cartagena's save format: the state to and from JSON (validated), and its invariants.

to_json keys: game, players, path, pieces, pirates, hands, deck (top first),
discard (bottom first, the last is the top), turn, actions_taken, turn_number,
winner, rng; a variant game adds "options" (episode, pieces, tunnel_pieces and jungle_pieces
in the great escape, pirates, draw, filibusters, sorceress) and the keys its rules need: jungle_pieces; sloop_at,
captain_free (the great escape); discards, held, dark_due (Filibusters); tokens
([[space, token], ...]), token_box, opened, known_top (top first), pending (the
sorceress). A base game's JSON is exactly the base game's (saves stay as they
were). Reading checks every count, card and position and raises ValueError
saying what is wrong. The functions take a CartagenaState, named in annotations only:
state.py imports this module, never the other way round.
"""
from __future__ import annotations

from collections import Counter
from typing import Mapping

from ..core.checks import expect
from ..core.rng import Rng
from .cards import DECK_SIZE, SYMBOLS, check_cards, is_card, missing_or_extra, sort_hand
from .rules import ACTIONS_PER_TURN, SLOOP_COLOUR_CAPACITY, SPACE_CAPACITY, occupancy, track_of
from .variants import Variant

MIN_PLAYERS, MAX_PLAYERS = 2, 5
KEYS = ("players", "path", "pieces", "pirates", "hands", "deck", "discard", "turn",
        "actions_taken", "turn_number", "winner", "rng")
TOKEN_SET = Counter(("draw_1", "draw_1", "draw_2", "draw_2", "draw_3", "draw_3", "empty", "snake"))
PENDING_KINDS = ("pistol", "rum_keep", "rum_give", "lantern_keep", "lantern_order")
SLOOP_PLACES = ("cartagena", "tortuga")


def state_to_json(s: "CartagenaState") -> dict:
    d = {
        "game": "cartagena",
        "players": s.players,
        "path": list(s.path),
        "pieces": [list(p) for p in s.pieces] if s.pieces is not None else None,
        "pirates": [list(p) for p in s.pirates],
        "hands": [list(h) for h in s.hands],
        "deck": s.deck[::-1],
        "discard": list(s.discard),
        "turn": s.turn,
        "actions_taken": s.actions_taken,
        "turn_number": s.turn_number,
        "winner": s.winner,
        "rng": s.rng.to_json(),
    }
    v = s.variant
    if v.is_base:
        return d
    d["options"] = v.to_json()
    d["jungle_pieces"] = [list(p) for p in s.jungle_pieces] if s.jungle_pieces is not None else None
    if v.great:
        d["sloop_at"] = s.sloop_at
        d["captain_free"] = s.captain_free
    if v.filibusters:
        d["discards"] = list(s.discards) if s.discards is not None else None
        d["held"] = [list(h) for h in s.held] if s.held is not None else None
        d["dark_due"] = s.dark_due
    if v.sorceress:
        d["tokens"] = [[q, t] for q, t in sorted(s.tokens.items())]
        d["token_box"] = list(s.token_box)
        d["opened"] = list(s.opened)
        d["known_top"] = [list(k) for k in s.known_top]
        d["pending"] = copy_pending(s.pending)
    return d


def copy_pending(p: dict | None) -> dict | None:
    if p is None:
        return None
    return {k: list(v) if isinstance(v, list) else v for k, v in p.items()}


def is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value: object, what: str, low: int, high: int) -> int:
    if not is_int(value) or not low <= value <= high:
        raise ValueError(f"{what} must be an integer from {low} to {high}, got {value!r}")
    return value


def check_bool(value: object, what: str) -> bool:
    if type(value) is not bool:
        raise ValueError(f"{what} must be true or false, got {value!r}"[:120])
    return value


def check_path(path: object, what: str = "path") -> list[str]:
    if not isinstance(path, list) or not path:
        raise ValueError(f"{what} must be a non-empty list of symbols, got {path!r}")
    for s in path:
        if s not in SYMBOLS:
            raise ValueError(f"{what}: unknown symbol {s!r}; symbols are {', '.join(SYMBOLS)}")
    return list(path)


def check_course(path: object, variant: Variant) -> list:
    """The saved course: the great escape's holds one null (the sloop) between two paths."""
    if not variant.great:
        return check_path(path)
    if not isinstance(path, list) or path.count(None) != 1:
        raise ValueError("the great escape's path must hold one null (the sloop) between tunnel and jungle")
    ferry = path.index(None)
    return check_path(path[:ferry], "the tunnel") + [None] + check_path(path[ferry + 1:], "the jungle")  # i18n: keep (developer check)


def check_positions(positions: object, goal: int, what: str, count: int = 6) -> list[int]:
    """`count` positions from 0 (the start) to `goal`, sorted."""
    if not isinstance(positions, list) or len(positions) != count:
        raise ValueError(f"{what} must list the positions of {count} pirates, got {positions!r}")
    for p in positions:
        check_int(p, f"{what}: a pirate's position", 0, goal)
    return sorted(positions)


def check_capacity(pirates: list[list[int]], goal: int, ferry: int | None = None) -> None:
    occ = occupancy(pirates, goal)
    for q in range(1, goal):
        if q != ferry and occ[q] > SPACE_CAPACITY:
            raise ValueError(f"space {q} holds {occ[q]} pirates; a space holds at most {SPACE_CAPACITY}")
    if ferry is not None:
        for seat, mine in enumerate(pirates):
            if mine.count(ferry) > SLOOP_COLOUR_CAPACITY:
                raise ValueError(f"seat {seat} has {mine.count(ferry)} pirates aboard the sloop; "
                                 f"at most {SLOOP_COLOUR_CAPACITY} of a colour")


def check_pieces_list(pieces: object, length: int, what: str) -> list[list] | None:
    if pieces is None:
        return None
    if (not isinstance(pieces, list) or len(pieces) * 6 != length or not all(
            isinstance(p, list) and len(p) == 2 and is_int(p[0]) and 1 <= p[0] <= 8
            and isinstance(p[1], bool) for p in pieces)):
        raise ValueError(f"{what} must be null or one [number 1-8, reversed] per 6 spaces, got {pieces!r}")
    return [list(p) for p in pieces]


def state_fields_from_json(d: Mapping) -> dict:
    """The keyword arguments of CartagenaState from its JSON form; ValueError if anything is off."""
    missing = [k for k in KEYS if k not in d]
    if missing:
        raise ValueError(f"a Cartagena state lacks {', '.join(repr(k) for k in missing)}")
    options = d.get("options")
    if options is not None and not isinstance(options, Mapping):
        raise ValueError(f"options must be an object, got {options!r}")
    variant = Variant.from_options(options or {})
    players = check_int(d["players"], "players", MIN_PLAYERS, MAX_PLAYERS)
    path = check_course(d["path"], variant)
    track = track_of(path)
    goal, ferry = track.goal, track.ferry
    tunnel_len = (ferry - 1) if ferry else (len(path) if variant.episode == "tunnel" else 0)
    pieces = check_pieces_list(d["pieces"], tunnel_len, "pieces")
    jungle_pieces = check_pieces_list(d.get("jungle_pieces"), len(path) - tunnel_len - (1 if ferry else 0),
                                      "jungle_pieces")
    numbers = [p[0] for p in (pieces or []) + (jungle_pieces or [])]
    if len(set(numbers)) != len(numbers):
        raise ValueError(f"the pieces {numbers} lay a piece twice: each of the 8 shows one side")
    seats = d["pirates"]
    if not isinstance(seats, list) or len(seats) != players:
        raise ValueError(f"pirates must hold one list per seat ({players}), got {seats!r}")
    pirates = [check_positions(p, goal, f"seat {i}'s pirates", variant.pirates) for i, p in enumerate(seats)]
    check_capacity(pirates, goal, ferry)
    hands = d["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"hands must hold one list per seat ({players})")
    hands = [sort_hand(check_cards(h, f"seat {i}'s hand")) for i, h in enumerate(hands)]
    deck = check_cards(d["deck"], "deck")[::-1]
    discard = check_cards(d["discard"], "discard pile")  # i18n: keep (developer check)
    extra = dict(variant=variant, jungle_pieces=jungle_pieces)
    loose: list[str] = []
    if variant.great:
        sloop_at = d.get("sloop_at", "cartagena")
        if sloop_at not in SLOOP_PLACES:
            raise ValueError(f"sloop_at must be 'cartagena' or 'tortuga', got {sloop_at!r}")
        extra.update(sloop_at=sloop_at, captain_free=check_bool(d.get("captain_free", False), "captain_free"))
    if variant.filibusters:
        discards, held = d.get("discards"), d.get("held")
        if discards is not None:
            if not (isinstance(discards, list) and len(discards) == players and all(
                    is_int(n) and n >= 0 for n in discards)):
                raise ValueError(f"discards must list a count per seat, got {discards!r}")
            if not (isinstance(held, list) and len(held) == players):
                raise ValueError("held must list the face-down discards of each seat")
            held = [check_cards(h, f"seat {i}'s held discards") for i, h in enumerate(held)]  # i18n: keep (developer check)
            loose += [c for h in held for c in h]
        elif held is not None:
            raise ValueError("held discards without discards due")
        extra.update(discards=discards, held=held, dark_due=check_bool(d.get("dark_due", False), "dark_due"))
    if variant.sorceress:
        extra.update(_sorceress_fields(d, players, path, pirates, hands))
        p = extra["pending"]
        if p is not None and p["kind"] != "pistol":
            loose += p["cards"] + p.get("placed", [])
    problem = missing_or_extra(deck + discard + [c for h in hands for c in h] + loose)
    if problem:
        raise ValueError(f"the cards are not the {DECK_SIZE}-card deck: {problem}")
    turn = check_int(d["turn"], "turn", 0, players - 1)
    actions_taken = check_int(d["actions_taken"], "actions_taken", 0,
                              ACTIONS_PER_TURN - (1 if variant.is_base else 0))
    turn_number = check_int(d["turn_number"], "turn_number", 1, 10**9)
    winner = d["winner"]
    finished = [i for i, p in enumerate(pirates) if all(q == goal for q in p)]
    where = "the sloop" if variant.episode == "tunnel" else "the cove"  # i18n: keep (developer check)
    if winner is None:
        if finished:
            raise ValueError(f"seat {finished[0]} has every pirate in {where} but no winner is set")
    else:
        check_int(winner, "winner", 0, players - 1)
        if winner not in finished:
            raise ValueError(f"winner {winner} does not have every pirate in {where}")
    return dict(players=players, path=path, pieces=pieces, pirates=pirates, hands=hands, deck=deck,
                discard=discard, turn=turn, actions_taken=actions_taken, turn_number=turn_number,
                winner=winner, rng=Rng.from_json(d["rng"]), **extra)


def _sorceress_fields(d: Mapping, players: int, path: list, pirates, hands) -> dict:
    chests = {i + 1 for i, s in enumerate(path) if s == "chest"}
    raw = d.get("tokens", [])
    if not isinstance(raw, list) or not all(isinstance(t, list) and len(t) == 2 for t in raw):
        raise ValueError(f"tokens must be a list of [chest space, token], got {raw!r}")
    tokens = {}
    for q, t in raw:
        if q not in chests or q in tokens:
            raise ValueError(f"a chest token lies on {q!r}, which is no free chest space")
        tokens[q] = t
    box, opened = d.get("token_box", []), d.get("opened", [])
    if not isinstance(box, list) or not isinstance(opened, list):
        raise ValueError("token_box and opened must be lists of tokens")
    if Counter(list(tokens.values()) + box + opened) != TOKEN_SET:
        raise ValueError("the chest tokens must be the 8 of the box: two each of draw_1, draw_2, "
                         "draw_3, one empty, one snake")
    known = d.get("known_top", [[] for _ in range(players)])
    if not isinstance(known, list) or len(known) != players:
        raise ValueError("known_top must list the known deck-top cards of each seat")
    known = [check_cards(k, f"seat {i}'s known deck top") for i, k in enumerate(known)]  # i18n: keep (developer check)
    pending = d.get("pending")
    if pending is not None:
        if not isinstance(pending, Mapping) or pending.get("kind") not in PENDING_KINDS:
            raise ValueError(f"pending must be null or a power's choice, got {pending!r}")
        keys = {"pistol": {"kind", "seat", "rival"}, "rum_keep": {"kind", "seat", "cards", "keep", "rivals"},
                "lantern_keep": {"kind", "seat", "cards", "placed"}}
        keys["rum_give"], keys["lantern_order"] = keys["rum_keep"], keys["lantern_keep"]
        if set(pending) != keys[pending["kind"]]:
            raise ValueError(f"a pending {pending['kind']} holds {sorted(keys[pending['kind']])}, "
                             f"got {sorted(map(str, pending))}"[:160])
        pending = copy_pending(dict(pending))
        seat = check_int(pending.get("seat"), "pending seat", 0, players - 1)  # i18n: keep (developer check)
        if pending["kind"] == "pistol":
            rival = check_int(pending.get("rival"), "pending rival", 0, players - 1)  # i18n: keep (developer check)
            if rival == seat or not hands[rival]:
                raise ValueError("the pistol's rival must be another seat with cards")
        else:
            pending["cards"] = sort_hand(check_cards(pending.get("cards"), "pending cards"))  # i18n: keep (developer check)
            if not pending["cards"]:
                raise ValueError("a pending rum or lantern choice needs cards to choose from")
            if pending["kind"].startswith("rum"):
                rivals = pending.get("rivals")
                if not isinstance(rivals, list) or not all(is_int(r) and 0 <= r < players and r != seat
                                                            for r in rivals):
                    raise ValueError("a pending rum needs the rivals still to be given a card")
                check_int(pending.get("keep"), "pending keep", 0, 2)  # i18n: keep (developer check)
            else:
                pending["placed"] = check_cards(pending.get("placed"), "pending cards put back")  # i18n: keep (developer check)
    return dict(tokens=tokens, token_box=list(box), opened=list(opened), known_top=known, pending=pending)


def check_invariants(s: "CartagenaState") -> None:
    """AssertionError naming the broken law: 102 cards, the pirates of each seat, 3 a space and 3 of
    a colour aboard the great escape's sloop, the 8 chest tokens, turn bookkeeping."""
    held = [c for h in s.held for c in h] if s.held is not None else []
    p = s.pending
    pool = p["cards"] + p.get("placed", []) if p is not None and p["kind"] != "pistol" else []
    cards = s.deck + s.discard + [c for h in s.hands for c in h] + held + pool
    problem = missing_or_extra(cards)
    assert problem is None, f"cards lost or created: {len(cards)} cards, {problem}"
    assert len(s.pirates) == s.players, f"{len(s.pirates)} pirate groups for {s.players} seats"
    for seat, mine in enumerate(s.pirates):
        assert len(mine) == s.variant.pirates, f"seat {seat} has {len(mine)} pirates"
        assert mine == sorted(mine), f"seat {seat}'s pirates are not sorted: {mine}"
        assert all(0 <= p <= s.goal for p in mine), f"seat {seat} has a pirate off the path: {mine}"
    for seat, hand in enumerate(s.hands):
        assert hand == sort_hand(hand), f"seat {seat}'s hand is not sorted"
    occ = occupancy(s.pirates, s.goal)
    assert occ == s.occ, f"occupancy out of step: {s.occ} vs {occ}"
    ferry = s.track.ferry
    for q in range(1, s.goal):
        assert q == ferry or occ[q] <= SPACE_CAPACITY, f"space {q} holds {occ[q]} pirates"
    if ferry is not None:
        for seat, mine in enumerate(s.pirates):
            assert mine.count(ferry) <= SLOOP_COLOUR_CAPACITY, f"seat {seat} has {mine.count(ferry)} aboard"
        assert s.sloop_at in SLOOP_PLACES, f"the sloop is at {s.sloop_at!r}"
    if s.variant.sorceress:
        tokens = Counter(list(s.tokens.values()) + s.token_box + s.opened)
        assert tokens == TOKEN_SET, f"chest tokens lost or created: {dict(tokens)}"
        assert all(s.path[q - 1] == "chest" for q in s.tokens), f"a token off a chest space: {s.tokens}"
    else:
        assert not s.tokens and not s.token_box and not s.opened, "chest tokens without the sorceress"
    finished = [i for i, p in enumerate(s.pirates) if all(q == s.goal for q in p)]
    if s.winner is None:
        assert not finished, f"seat {finished} finished but the game goes on"
        assert 0 <= s.turn < s.players, f"turn {s.turn} is no seat"
        busy = s.pending is not None or s.discards is not None
        limit = ACTIONS_PER_TURN if busy else ACTIONS_PER_TURN - 1
        assert 0 <= s.actions_taken <= limit, f"{s.actions_taken} actions taken in a live turn"
        if s.discards is not None:
            assert any(s.discards), "a Filibusters phase with nothing left to discard"
    else:
        assert finished == [s.winner], f"winner {s.winner} but finished seats {finished}"
    if s.pending is not None:
        p = s.pending
        assert p["kind"] == "pistol" or p["cards"], "'pending': an empty pending choice"
        expect(s.winner is None and p["seat"] == s.turn, "'pending'['seat']", "must be the seat whose turn it is")
        if p["kind"].startswith("rum"):
            rivals = p["rivals"]
            expect(rivals and len(set(rivals)) == len(rivals), "'pending'['rivals']",
                   "must be the rivals still to be given a card, once each")
            expect((p["keep"] > 0) == (p["kind"] == "rum_keep"), "'pending'['keep']",
                   "must count the cards still to keep while they are kept, only")
    for seat, known in enumerate(s.known_top):
        assert known == s.deck[::-1][:len(known)], f"seat {seat} knows a deck top that is not there"
    assert all(is_card(c) for c in cards)
