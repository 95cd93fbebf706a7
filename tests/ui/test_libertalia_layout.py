"""The Libertalia table's layout and rules pages: dens, hands and choice rows fit the screen; every character is told."""
from __future__ import annotations

import pygame
import pytest

from game.libertalia.characters import CHARACTERS
from scenes.libertalia import layout as L
from scenes.libertalia.rules import pages

SCREEN = pygame.Rect(0, 0, 1920, 1080)


@pytest.mark.parametrize("players", range(2, 7))
def test_dens_sit_side_by_side_on_screen_below_the_day_spaces(players):
    dens = L.den_rects(players)
    assert len(dens) == players
    assert all(SCREEN.contains(d) for d in dens)
    assert all(a.right <= b.left for a, b in zip(dens, dens[1:]))
    assert min(d.top for d in dens) >= max(L.day_rect(d).bottom for d in range(1, 7))
    assert abs((dens[0].left - 0) - (1920 - dens[-1].right)) <= 1          # centred


@pytest.mark.parametrize("cards", [1, 6, 9, 11, 13])
def test_a_hand_fits_between_the_dens_and_the_prompt_band(cards):
    rects = L.row_rects(cards)
    assert all(SCREEN.contains(r) for r in rects)
    assert all(r.top >= L.den_rects(6)[0].bottom for r in rects)
    assert all(r.bottom <= 1080 - 62 + 8 for r in rects)                  # at most the band's soft edge
    assert [r.x for r in rects] == sorted(r.x for r in rects)
    if cards <= 9:
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))   # nine cards never overlap


def test_the_ship_places_follow_rank_order_left_to_right():
    xs = [L.place_rect(i).x for i in range(6)]
    assert xs == sorted(xs) and len(set(xs)) == 6
    assert all(L.place_rect(i).colliderect(L.anchor("ship")) for i in range(6))


def test_the_score_track_wraps_round():
    n = L.track_cells()
    assert L.track_rect(n) == L.track_rect(0) and L.track_rect(n + 7) == L.track_rect(7)


def test_the_rules_pages_tell_every_character_and_the_booty():
    text = "\n".join(p.text for p in pages({}))
    for rank, ch in CHARACTERS.items():
        assert f"{rank} {ch.name}. {ch.text}" in text, ch.name      # the card's words, from the one table
    for word in ("chest", "jewels", "goods", "map", "relic", "Sabre", "officer", "influence"):
        assert word in text
