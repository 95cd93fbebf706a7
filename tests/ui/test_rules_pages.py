"""The rules screens ("How to play"): every playable game has pages for every lobby option, and they fit."""
from __future__ import annotations

import pygame
import pytest

import game
from scenes.howto import layout_page, pages_for
from scenes.tables import playable

MAX_LINES = 17


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.font.init()      # layout_page measures text with the game's fonts
    yield


def option_sets(gid: str) -> list[tuple[str, dict]]:
    """The lobby's defaults, then each choice of each lobby option (the others at default)."""
    spec = game.get(gid)
    lobby = {n: o for n, o in spec.options.items() if o.lobby}
    defaults = {n: o.default for n, o in lobby.items()}
    out = [("defaults", dict(defaults))]
    for name, opt in lobby.items():
        for choice in opt.choices or ():
            out.append((f"{name}={choice!r}", {**defaults, name: choice}))
    return out


CASES = [(gid, label, opts) for gid in playable() for label, opts in option_sets(gid)]


def test_every_playable_game_has_a_rules_module():
    for gid in playable():
        assert pages_for(gid, {}), f"{gid}: no scenes/{gid}/rules.py or no pages"


@pytest.mark.parametrize("gid,label,options", CASES, ids=[f"{g}-{lab}" for g, lab, _ in CASES])
def test_pages_exist_fit_and_end_with_the_controls(gid, label, options):
    pages = pages_for(gid, options)
    assert pages, (gid, label)
    titles = [p.title for p in pages]
    assert len(set(titles)) == len(titles), f"{gid} {label}: two pages share a title: {titles}"
    for page in pages:
        assert page.title.strip(), (gid, label)
        lines = layout_page(page)
        assert any(text.strip() for text, _ in lines), f"{gid} {label}: page {page.title!r} is empty"
        assert len(lines) <= MAX_LINES, f"{gid} {label}: {page.title!r} has {len(lines)} lines"
    assert titles[-1] == "Controls", f"{gid} {label}: the last page is {titles[-1]!r}, not Controls"


def _titles(gid: str, **options) -> list[str]:
    spec = game.get(gid)
    opts = {n: o.default for n, o in spec.options.items() if o.lobby}
    opts.update(options)
    return [p.title for p in pages_for(gid, opts)]


def _text(gid: str, **options) -> str:
    spec = game.get(gid)
    opts = {n: o.default for n, o in spec.options.items() if o.lobby}
    opts.update(options)
    return "\n".join(p.text for p in pages_for(gid, opts))


def test_palabra_pages_follow_the_variant_and_table_talk():
    full = _titles("palabra", market=True)
    simple = _titles("palabra", market=False)
    assert "The market" in full and "Artifacts and rats" in full
    assert "The market" not in simple and "Artifacts and rats" not in simple
    assert "Two players" in full and "Two players" in simple      # the player count is not an option
    assert "I will share" in _text("palabra", talk=True)
    assert "Table talk: up / down" not in _text("palabra", talk=False)
    # The numbers the engine uses.
    text = _text("palabra")
    for needle in ("gold 4", "violet 3", "blue 2", "green 1", "red -1", "1, 3, 6 and 8", "2, 4, 5 and 7",
                   "3 highest bids"):
        assert needle in text.replace("\n", " ").replace("\u00a0", " "), needle


def test_jamaica_ghost_ship_page_only_when_chosen():
    assert "The ghost ship" in _titles("jamaica", ghost_ship=True)
    assert "The ghost ship" not in _titles("jamaica", ghost_ship=False)
    assert "Variants" in _titles("jamaica", ghost_ship=False)
    text = _text("jamaica").replace("\n", " ")
    for needle in ("2 or 4: back to the previous port", "6 or 8: back to the previous sea space",
                   "10: back to the previous pirate lair", "+3, +3, +5, +7, +7", "-2, -3, -4", "15 in Port Royal",
                   "-5 anywhere"):
        assert needle in text, needle
