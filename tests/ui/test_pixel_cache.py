"""The caches of pictures are bounded by their pixels (scenes/pixel_cache.py): text, panels and
scaled pictures stay within TEXT_MB, PANELS_MB and SCALED_MB however many sizes the tables ask
for. Memory itself is measured in bench/soak.py and bench/soak_trace.py, never here."""
from __future__ import annotations

import pygame
import pytest

from scenes import theme, widgets
from scenes.pixel_cache import ENTRY_COST, MB, PixelLRU, pixel_bytes, pixel_lru

from .helpers import make_app


def surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_a_pixel_cache_forgets_the_least_recently_used_when_its_pixels_pass_the_budget():
    one = 100 * 100 * 4 + ENTRY_COST
    cache = PixelLRU(3 * one / MB)                  # room for three 100x100 pictures
    for k in "abc":
        cache[k] = surface(100, 100)
    assert cache.get("a") is not None              # a is used: b is now the oldest
    cache["d"] = surface(100, 100)
    assert len(cache) == 3 and "b" not in cache and "a" in cache and "d" in cache
    assert cache.held == 3 * one <= cache.budget
    cache["big"] = surface(200, 100)               # two pictures' worth: two go
    assert "c" not in cache and "a" not in cache and cache.held <= cache.budget


def test_a_picture_larger_than_the_budget_is_kept_alone_and_replacing_a_key_counts_once():
    cache = PixelLRU(0.01)
    cache["x"] = surface(10, 10)
    cache["huge"] = surface(200, 200)              # 0.15 MB: over the budget, kept alone
    assert len(cache) == 1 and cache.get("huge") is not None
    cache["huge"] = surface(10, 10)
    assert cache.held == 10 * 10 * 4 + ENTRY_COST
    with pytest.raises(ValueError, match="above 0 MB"):
        PixelLRU(0)


def test_subsurfaces_cost_nothing_and_tuples_cost_their_pictures():
    parent = surface(50, 40)
    assert pixel_bytes(parent.subsurface((0, 0, 10, 10))) == 0
    assert pixel_bytes((parent, [surface(10, 10)], "words")) == parent.get_pitch() * 40 + 400


def test_a_pixel_lru_function_is_called_once_per_arguments_and_counts_like_lru_cache():
    calls = []

    @pixel_lru(1)
    def draw(w: int, h: int = 10) -> pygame.Surface:
        calls.append((w, h))
        return surface(w, h)

    assert draw(10) is draw(10) and draw(10, h=20) is draw(10, h=20)
    assert calls == [(10, 10), (10, 20)]
    info = draw.cache_info()
    assert (info.hits, info.misses, info.currsize, info.maxsize) == (2, 2, 2, MB)
    draw.cache_clear()
    assert draw.cache_info().currsize == 0 and draw.cache.held == 0


def test_text_panels_and_scaled_pictures_stay_within_their_budgets():
    pygame.init()
    widgets.render_text.cache_clear()
    widgets.panel_surface.cache_clear()
    widgets._scaled.clear()
    for n in range(400):        # far more sizes than a table asks for
        widgets.panel_surface(300 + n, 200 + n)
        widgets.render_text(f"Anne takes {n} doubloons " * 4, 40, theme.TEXT, width=600)
        widgets.image("ui/title_bg.png", (200 + n, 120 + n))
    for cached, budget in ((widgets.panel_surface.cache, widgets.PANELS_MB),
                           (widgets.render_text.cache, widgets.TEXT_MB),
                           (widgets._scaled, widgets.SCALED_MB)):
        assert cached.budget == budget * MB
        assert 0 < cached.held <= cached.budget
        assert len(cached) < 400                    # the oldest went
    widgets.render_text.cache_clear()
    widgets.panel_surface.cache_clear()
    widgets._scaled.clear()


def test_pagamas_keeps_the_deck_of_one_crew_size_only(tmp_home):
    """Each crew size has its own map; a full-screen deck is 8 MB, so only the latest is kept."""
    from scenes.pagamas import board
    from scenes.pagamas.layout import Layout
    make_app()          # the tiles are converted to the screen's format
    for players in (3, 4, 5, 3):
        surf = board.background(Layout(players))
        assert board._cache == {players: surf}
