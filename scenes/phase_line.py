"""The phase line: where the turn stands among its phases, what comes next, and whom the table waits for.

Every table shows one, legible from the couch (Board Game Arena's phase line; the rulebooks'
own turn summaries). A game gives its phases from the view it draws, in one pure function of
its own (scenes/<game>/phases.py, no pygame):

    phases(view) -> Phases(ids, names, current, waiting, skipped, after)

and its table draws the line where nothing else sits (TableScene.draw_phase_line, at the
table's `phase_line_at`), which keeps the rect it drew in `phase_rect`: the coach's panels
never cover it (TableScene.keep_clear).

    [Talk] › [Decision] › [Market] ›                "row": the phases side by side, wrapped
    [Artifacts] › [Resolution]                         within the table's width when it gives one
    Waiting for Mary Read
    Next: Resolution

    [Dawn] › [Day] › [Dusk] › [Night]               "strip": a row, its words on one line
    Waiting for Anne · Next: Dusk

    Talk                                           "column": one phase a line
    ▶ Decision
    ...
    Waiting for Mary Read
    Next: Resolution

The current phase is lit (brass); those behind it are dimmed; a phase that does not happen this
time (Palabra's market on day 1) is struck through.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from game.i18n import _, ngettext

from . import theme
from .widgets import draw_panel, fit_text, render_text

SIZE = theme.SIZE_SMALL          # the smallest text anywhere, and bold: read from 3 m
CHIP_H = 42
PAD = 14
ARROW = "\u203a"


@dataclass(frozen=True)
class Phases:
    """Where a turn stands.

    ids       the phases' keys, in order ("talk", "decision", ...): the coach cards and the tests read them
    names     their names in the language spoken (the rulebook's words)
    current   the index of the phase now, or None (between rounds, the game over)
    waiting   the seats the table waits for now (none while it plays on by itself)
    skipped   the indexes of phases that do not happen this time
    after     what follows the last phase ("Day 3"), "" when nothing does
    """

    ids: tuple[str, ...]
    names: tuple[str, ...]
    current: int | None
    waiting: tuple[int, ...] = ()
    skipped: frozenset[int] = field(default_factory=frozenset)
    after: str = ""

    def __post_init__(self) -> None:
        if len(self.ids) != len(self.names) or not self.ids:
            raise ValueError(f"phases {self.ids!r} and names {self.names!r} do not match")
        if self.current is not None and not 0 <= self.current < len(self.ids):
            raise ValueError(f"current phase {self.current} is not one of {self.ids!r}")

    @property
    def id(self) -> str | None:
        """The current phase's key, or None."""
        return None if self.current is None else self.ids[self.current]

    def next_name(self) -> str:
        """The name of what comes next: the next phase that happens, else `after`."""
        start = -1 if self.current is None else self.current
        for i in range(start + 1, len(self.ids)):
            if i not in self.skipped:
                return self.names[i]
        return self.after


def lines(phases: Phases, seat_names) -> list[str]:
    """The words under the phases: whom the table waits for, and what comes next."""
    out = []
    n = len(phases.waiting)
    if 0 < n <= 2:
        out.append(_("Waiting for {names}").format(names=", ".join(seat_names[s] for s in phases.waiting)))
    elif n:
        out.append(ngettext("Waiting for {n} player", "Waiting for {n} players", n).format(n=n))
    nxt = phases.next_name()
    if nxt:
        out.append(_("Next: {phase}").format(phase=nxt))
    return out


def _chip(name: str, state: str) -> pygame.Surface:
    """One phase's name on its chip: "now" lit, "done" dimmed, "skip" struck through, "later" plain."""
    colour = {"now": theme.TEXT_DARK, "done": theme.TEXT_DIM, "skip": theme.TEXT_DIM}.get(state, theme.TEXT)
    text = render_text(name, SIZE, colour, "bold", shadow=state != "now")
    chip = pygame.Surface((text.get_width() + 2 * PAD, CHIP_H), pygame.SRCALPHA)
    if state == "now":
        pygame.draw.rect(chip, theme.BRASS, chip.get_rect(), border_radius=12)
    chip.blit(text, text.get_rect(center=(chip.get_width() // 2, CHIP_H // 2 - 2)))
    if state == "skip":
        y = CHIP_H // 2
        pygame.draw.line(chip, theme.TEXT_DIM, (PAD - 4, y), (chip.get_width() - PAD + 4, y), 3)
    return chip


def _state(phases: Phases, i: int) -> str:
    if i in phases.skipped:
        return "skip"
    if phases.current is None:
        return "later"
    return "now" if i == phases.current else "done" if i < phases.current else "later"


def render(phases: Phases, seat_names, orientation: str = "row", width: int = 0) -> pygame.Surface:
    """The whole line on its panel; `width` fixes its width (a row wraps within it; the words are
    fitted to it). "strip": a row whose words stand on one line ("Waiting for Anne · Next: Day")."""
    said = lines(phases, seat_names)
    if orientation == "strip":
        said, orientation = [" \u00b7 ".join(said)] if said else [], "row"
    return _render(phases, tuple(said), orientation, width)


@lru_cache(maxsize=32)
def _render(phases: Phases, said: tuple[str, ...], orientation: str, width: int) -> pygame.Surface:
    chips = [_chip(n, _state(phases, i)) for i, n in enumerate(phases.names)]
    arrow = render_text(ARROW, SIZE, theme.BRASS, "bold")
    step = arrow.get_width() + 8
    if orientation == "row":             # side by side, wrapped onto more rows within `width`
        room = (width - 2 * PAD) if width else 10_000
        rows, x = [[]], 0
        for i, chip in enumerate(chips):
            need = chip.get_width() + (step if i < len(chips) - 1 else 0)
            if rows[-1] and x + need > room:
                rows.append([])
                x = 0
            rows[-1].append(i)
            x += need
        inner = max(sum(chips[i].get_width() + (step if i < len(chips) - 1 else 0) for i in row) for row in rows)
    else:                                # one phase a line
        rows = [[i] for i in range(len(chips))]
        inner = max(c.get_width() for c in chips)
    inner = max(inner, width - 2 * PAD) if width else inner
    words = [fit_text(t, SIZE, inner) for t in said] if width else list(said)   # no width: as wide as its words
    texts = [render_text(t, SIZE, theme.FOAM, "bold") for t in words]
    gap = 4 if orientation == "row" else 6
    h = PAD + len(rows) * CHIP_H + gap + sum(t.get_height() for t in texts) + PAD
    w = max([inner] + [t.get_width() for t in texts]) + 2 * PAD
    w = max(w, width)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    draw_panel(surf, surf.get_rect(), fill=theme.INK, border=theme.BRASS_DARK, alpha=225, radius=14)
    y = PAD
    for row in rows:
        x = PAD if orientation == "row" else PAD - PAD // 2
        for i in row:
            surf.blit(chips[i], (x, y))
            x += chips[i].get_width()
            if orientation == "row" and i < len(chips) - 1:
                surf.blit(arrow, arrow.get_rect(midleft=(x + 4, y + CHIP_H // 2 - 2)))
                x += step
        y += CHIP_H
    y += gap
    for t in texts:
        surf.blit(t, (PAD, y))
        y += t.get_height()
    return surf


def draw(surface: pygame.Surface, at: tuple[int, int], phases: Phases, seat_names, orientation: str = "row",
         width: int = 0, anchor: str = "topleft") -> pygame.Rect:
    """The phase line with its `anchor` corner at `at`; returns the rect it covers."""
    surf = render(phases, seat_names, orientation, width)
    rect = surf.get_rect(**{anchor: at})
    surface.blit(surf, rect)
    return rect
