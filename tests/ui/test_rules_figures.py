"""How to play draws the components it talks about: every page of every game (for every lobby option)
has figures of the game's own art, each picture exists and is named in its page's text, and the
figures stand beside the text in cells of one size, the text column as wide on every page."""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

import game
from scenes import howto
from scenes.howto import COLUMN, WIDE, figure_cells, pages_for
from scenes.tables import playable

ASSETS = Path(__file__).resolve().parents[2] / "assets"


def all_pages(gid: str):
    spec = game.get(gid)
    opts = {n: o.default for n, o in spec.options.items() if o.lobby}
    seen = {}
    for name, opt in spec.options.items():
        for choice in (opt.choices or ()) if opt.lobby else ():
            for page in pages_for(gid, {**opts, name: choice}):
                seen[page.title] = page
    for page in pages_for(gid, opts):
        seen[page.title] = page
    return list(seen.values())


@pytest.mark.parametrize("gid", playable())
def test_every_game_shows_its_components_from_its_own_art(gid):
    figures = [f for page in all_pages(gid) for f in page.figures]
    assert len(figures) >= 4, f"{gid}: the rules pages draw {len(figures)} components"
    for fig in figures:
        assert (ASSETS / fig.image).is_file(), f"{gid}: {fig.image} is not in assets/"
        assert fig.caption.strip()


def test_the_figure_column_stands_beside_the_text_inside_the_panel():
    assert COLUMN.x >= WIDE.x + 80 + howto.FIGURE_TEXT_W and WIDE.contains(COLUMN)
    cols, rows = howto.GRID
    sizes = set()
    for n in range(1, cols * rows + 1):
        cells = figure_cells(n)
        assert len(cells) == n and all(COLUMN.contains(c) for c in cells)
        assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
        sizes |= {c.size for c in cells}
    assert sizes == {howto.CELL.size}, "a figure's cell is one size on every page"
    with pytest.raises(ValueError):
        figure_cells(cols * rows + 1)


def named(caption: str, text: str) -> bool:
    """The page's text names the figure: a word of its caption (3 letters or more, "'s" dropped),
    or the whole caption when it is a key's short name."""
    words = [w.removesuffix("'s").removesuffix("s'") for w in re.findall(r"[\w'+-]+", caption.lower())]
    words = [w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words]     # "rats": a rat
    long = [w for w in words if len(w.strip("+-")) >= 3]
    low = text.lower()
    if not long:
        return re.search(r"(?<!\w)" + re.escape(caption.lower()) + r"(?!\w)", low) is not None
    return any(w in low for w in long)


def every_page(gid: str):
    from .test_rules_pages import option_sets
    for label, options in option_sets(gid):
        for page in pages_for(gid, options):
            yield label, page


@pytest.mark.parametrize("gid", playable())
def test_every_page_shows_what_it_names_at_one_width(gid):
    for label, page in every_page(gid):
        assert page.figures, f"{gid} {label}: {page.title!r} shows no picture"
        assert len(page.figures) <= howto.GRID[0] * howto.GRID[1], (gid, page.title)
        assert howto.text_width(page) == howto.FIGURE_TEXT_W
        for fig in page.figures:
            assert (ASSETS / fig.image).is_file(), f"{gid}: {fig.image} is not in assets/"
            assert named(fig.caption, page.text), f"{gid} {page.title!r}: {fig.caption!r} is not in its text"


def test_each_picture_stands_on_the_page_that_names_it():
    """Pagamás' characters on "The characters", its action cards on "Action cards" (not on the
    Mutiny or Controls pages); Libertalia's characters on the page that lists them."""
    pag = {p.title: p for p in pages_for("pagamas", {})}
    assert {f.image for f in pag["The characters"].figures} >= {f"pagamas/characters/{r}.png" for r in
                                                             ("captain", "second", "lookout", "cook")}
    assert all("characters" not in f.image for f in pag["Controls"].figures)
    assert {f.image for f in pag["Action cards"].figures} >= {f"pagamas/actions/{k}.png" for k in
                                                           ("ambush", "dodge", "boarding", "salvage")}
    assert all("actions" not in f.image for f in pag["Controls"].figures)
    for page in pages_for("libertalia", {}):
        for fig in page.figures:
            if "portraits" in fig.image:
                assert fig.caption.split()[0].lower() in page.text.lower(), (page.title, fig.caption)


def test_a_page_with_figures_draws_each_picture_in_its_cell(tmp_home):
    from .helpers import make_app
    app = make_app()                                           # the display and fonts, as the game has them
    page = next(p for p in all_pages("libertalia") if p.title == "Booty")
    surface = pygame.Surface((1920, 1080))
    rects = howto.draw_figures(surface, page.figures)
    cells = figure_cells(len(page.figures))
    assert len(rects) == len(page.figures) and all(c.contains(r) for c, r in zip(cells, rects))
    assert all(r.w > 60 and r.h > 60 for r in rects)          # big enough to see at couch distance
    app.shutdown()


def test_a_picture_is_one_size_whichever_page_draws_it(tmp_home):
    from .helpers import make_app
    app = make_app()
    surface = pygame.Surface((1920, 1080))
    sizes = {}
    for page in all_pages("pagamas") + all_pages("palabra"):
        for fig, rect in zip(page.figures, howto.draw_figures(surface, page.figures)):
            sizes.setdefault(fig.image, set()).add(rect.size)
    assert all(len(s) == 1 for s in sizes.values()), {k: v for k, v in sizes.items() if len(v) > 1}
    app.shutdown()


@pytest.mark.parametrize("gid", playable())
def test_every_glossary_term_is_named_and_its_picture_exists(gid):
    """The data table of What's this? and the rules pages: names, words, pictures of assets/."""
    import importlib

    from scenes.glossary import Term
    module = importlib.import_module(f"scenes.{gid}.glossary")
    terms = []
    for value in vars(module).values():
        if isinstance(value, Term):
            terms.append(value)
        elif isinstance(value, dict):
            terms += [t for t in value.values() if isinstance(t, Term)]
    assert len(terms) >= 10, gid
    for t in terms:
        assert t.name.strip() and t.rule.strip(), t
        assert t.picture is None or (ASSETS / t.picture).is_file(), t.picture
