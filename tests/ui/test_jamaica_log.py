"""The Jamaica log names a space the way the board shows it: its number (which pointing at the
space shows) and what is printed on it (kind and cost)."""
from __future__ import annotations

from game.jamaica.circuit import circuit
from scenes.jamaica.log import where


def test_a_space_is_named_with_what_the_board_prints_on_it():
    c = circuit()
    assert where(0) == "at Port Royal" and where(0, "to") == "to Port Royal"
    for i in range(1, c.size):
        text = where(i, "to")
        assert text.startswith(f"to space {i} (") and where(i).startswith(f"at space {i} (")
        if c.cost_type[i] and c.cost[i]:
            assert f", {c.cost[i]} " in text
    assert "pirate lair" in where(c.lairs[0])
