"""Bot levels (issue 15), for every game: easy, normal, hard and random in
`spec.bots`, each with a line for the lobby; "normal" the default; old ids still load; a
hard bot with a seed and a fixed effort decides the same way every time; every level plays
legal moves through `decide`. Strength is measured in bench/levels.py, never here."""
from __future__ import annotations

import pytest

import game
from game.core.bots import decide
from game.core.contract import LEVELS
from game.core.rng import Rng


@pytest.mark.parametrize("gid", game.ids())
def test_levels_are_offered_with_a_line_each(gid):
    spec = game.get(gid)
    assert spec.default_bot == "normal"
    offered = [b for b, _, _ in spec.lobby_bots()]
    assert offered[:4] == [*LEVELS, "random"]
    for b, label, blurb in spec.lobby_bots():
        assert label and blurb and len(blurb) < 80, (b, blurb)
    for old, new in spec.bot_aliases.items():
        assert old not in spec.bots
        assert spec.parse_bot(old)[0] == new.partition(":")[0]
        spec.make_bot(old, 1)


@pytest.mark.parametrize("gid", game.ids())
def test_unknown_bots_and_temperaments_are_refused(gid):
    spec = game.get(gid)
    with pytest.raises(KeyError, match="no bot"):
        spec.make_bot("admiral", 1)
    with pytest.raises(KeyError, match="temperament"):
        spec.parse_bot(f"{spec.default_bot}:sulky")


def _decisions(gid, bot_name, steps, seed=3, effort=None):
    spec = game.get(gid)
    players = max(2, spec.min_players)
    state = spec.new_state(players, seed=seed)
    bots = [spec.make_bot(bot_name, seed * 7 + s, effort=effort) for s in range(players)]
    out = []
    for k in range(steps):
        if state.is_over():
            break
        seat = state.to_move()[0]
        action = decide(bots[seat], state, seat, Rng(seed * 1000 + k))
        state.check(seat, action)     # legal (a game may list only candidates, e.g. Palabra's bids)
        out.append(action)
        state.apply(seat, action)
    return out


@pytest.mark.parametrize("gid", game.ids())
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_levels_play_legal_moves(gid, level):
    assert len(_decisions(gid, level, 60)) > 10


@pytest.mark.parametrize("gid", game.ids())
def test_hard_with_a_fixed_effort_decides_the_same_every_time(gid):
    first = _decisions(gid, "hard", 12, effort=8)
    assert first == _decisions(gid, "hard", 12, effort=8)


@pytest.mark.parametrize("gid", game.ids())
def test_temperaments_are_a_second_choice(gid):
    spec = game.get(gid)
    if not spec.temperaments:
        pytest.skip(f"{gid} has no temperaments")
    for players in range(spec.min_players, spec.max_players + 1):
        assert spec.temperament_for(players) in spec.temperaments
    for t in spec.temperaments:
        for level in [b for b in spec.bots if "temperament" in spec.bots[b].takes]:
            spec.make_bot(f"{level}:{t}", 1)
            spec.make_bot(level, 1, temperament=t)
