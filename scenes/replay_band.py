"""The replay viewer's band at the foot of the screen: the buttons, the scrubber along the game and the keys.

    the track  ======o=======|====*==|======O====     (along the whole width)
    the keys   34 of 114  [Enter] Pause  [<->] Move  [Q / R] Round  [^v] Speed x2  [Tab] View: Anne ...

The scrubber's ticks are where the rounds begin (the game's own counters); with a review of the
seat looked through, each decision it marks less than good is a dot of its mark's colour and
size (inaccuracy, mistake, blunder, as lichess colours them), each turning point a brass ring.
Every piece of the band is clickable; the scrubber also drags.
"""
from __future__ import annotations

import pygame

from game.i18n import _, pgettext

from . import theme
from .widgets import _glyph, draw_panel, render_text

TOP = 1004                # the band's top: the scrubber's track, then the prompt row
TRACK = pygame.Rect(60, 1017, 1800, 8)
ROW_Y = 1055              # the prompt row's middle
# the marks as lichess colours them (its palette: Okabe-Ito's sky, orange and a red), growing
MARK_COLOURS = {"inaccuracy": (86, 180, 233), "mistake": (230, 159, 0), "blunder": (223, 83, 83)}
MARK_RADIUS = {"inaccuracy": 6, "mistake": 8, "blunder": 10}
PAIRS = {"\u2190\u2192": ("left", "right"), "Q / R": ("page_prev", "page_next"),
         "LB / RB": ("page_prev", "page_next"), "\u2191\u2193": ("down", "up")}   # a click's half: which one


def frame_at(track: pygame.Rect, x: int, total: int) -> int:
    """The frame under `x` on a track drawn as `track` (the scrubber's, the graph's)."""
    if total <= 0:
        return 0
    return max(0, min(total, round((x - track.x) * total / max(1, track.w))))


def x_of(track: pygame.Rect, frame: int, total: int) -> int:
    return track.x + round(track.w * frame / max(1, total))


def draw_band(surface: pygame.Surface, table) -> tuple[list[tuple[pygame.Rect, str]], pygame.Rect]:
    """The whole band; returns its clickable pieces (rect -> the button they press) and the track."""
    shade = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H - TOP), pygame.SRCALPHA)
    for y in range(theme.SCREEN_H - TOP):
        shade.fill((6, 9, 16, 255 if y >= 6 else 90 + y * 27), (0, y, theme.SCREEN_W, 1))
    surface.blit(shade, (0, TOP))
    draw_track(surface, table)
    return _keys(surface, table), TRACK.copy()


def draw_track(surface: pygame.Surface, table) -> None:
    deck, total = table.deck, table.deck.total
    pygame.draw.rect(surface, theme.STONE_DARK, TRACK, border_radius=5)
    here = x_of(TRACK, table.at_frame, total)
    pygame.draw.rect(surface, theme.BRASS_DARK, (TRACK.x, TRACK.y, here - TRACK.x, TRACK.h), border_radius=5)
    for m in deck.marks[1:]:
        x = x_of(TRACK, m, total)
        pygame.draw.line(surface, theme.TEXT_DIM, (x, TRACK.y - 7), (x, TRACK.bottom + 6), 2)
    review = deck.review()
    if review is not None:
        for d in review["decisions"]:
            if d["mark"] in MARK_COLOURS:
                pygame.draw.circle(surface, MARK_COLOURS[d["mark"]], (x_of(TRACK, d["at"], total), TRACK.centery),
                                   MARK_RADIUS[d["mark"]])
        for t in review["turning"]:
            pygame.draw.circle(surface, theme.BRASS, (x_of(TRACK, t["at"], total), TRACK.centery), 13, 3)
    pygame.draw.circle(surface, theme.PARCHMENT, (here, TRACK.centery), 11)
    pygame.draw.circle(surface, theme.BRASS, (here, TRACK.centery), 11, 4)


def view_words(deck) -> str:
    """Whose view the table shows, as the band names it."""
    if deck.seat is None:
        return _("Everything face up")
    return _("View: {name}").format(name=deck.replay.seats[deck.seat].name)


def _keys(surface: pygame.Surface, table) -> list[tuple[pygame.Rect, str]]:
    """The prompt row, piece by piece, each piece clickable as its button (a pair's halves as
    its two), the move reached first."""
    deck = table.deck
    kind = table.app.input.last_kind
    items = [("confirm", pgettext("replay", "Pause") if deck.playing else pgettext("replay", "Play")),
             ("\u2190\u2192", pgettext("replay", "Move")),
             ("LB / RB" if kind == "pad" else "Q / R", pgettext("replay", "Round")),
             ("\u2191\u2193", _("Speed x{speed}").format(speed=deck.speed)),
             ("alt", view_words(deck)),
             ("undo", _("Review")),
             ("log", _("Log")),
             ("menu", _("Menu"))]
    count = render_text(_("{done} of {total}").format(done=table.at_frame, total=deck.total), theme.SIZE_SMALL,
                        theme.BRASS, "bold")
    pieces = [(None, count, "")]
    for button, label in items:
        pieces.append((_glyph(button, kind, theme.SIZE_SMALL + 12), render_text(label, theme.SIZE_SMALL, theme.TEXT),
                       button))
    def width(gap: int) -> int:
        return sum((g.get_width() + 10 if g else 0) + t.get_width() for g, t, _b in pieces) + gap * (len(pieces) - 1)
    gap = next((g for g in (40, 30, 22, 14) if width(g) <= theme.SCREEN_W - 40), 14)
    x = max(20, (theme.SCREEN_W - width(gap)) // 2)
    hits = []
    for glyph, text, button in pieces:
        w = (glyph.get_width() + 10 if glyph else 0) + text.get_width()
        if glyph is not None:
            surface.blit(glyph, glyph.get_rect(midleft=(x, ROW_Y)))
        surface.blit(text, text.get_rect(midleft=(x + w - text.get_width(), ROW_Y)))
        rect = pygame.Rect(x, ROW_Y - 24, w, 48)
        if button in PAIRS:
            first, second = PAIRS[button]
            hits += [(pygame.Rect(rect.x, rect.y, w // 2, rect.h), first),
                     (pygame.Rect(rect.x + w // 2, rect.y, w - w // 2, rect.h), second)]
        elif button:
            hits.append((rect, button))
        x += w + gap
    return hits


def draw_progress(surface: pygame.Surface, job, name: str) -> None:
    """A review under way, while its panel is closed: a small bar above the band's right end."""
    words = render_text(_("Reviewing {name}: {done} of {total}").format(name=name, done=job.done, total=job.total),
                        theme.SIZE_SMALL, theme.TEXT, "bold")
    rect = pygame.Rect(0, 0, words.get_width() + 60, 84)
    rect.bottomright = (theme.SCREEN_W - 16, TOP - 12)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS_DARK, alpha=240, radius=12)
    surface.blit(words, (rect.x + 30, rect.y + 10))
    bar = pygame.Rect(rect.x + 30, rect.bottom - 26, rect.w - 60, 12)
    pygame.draw.rect(surface, theme.STONE_DARK, bar, border_radius=6)
    pygame.draw.rect(surface, theme.BRASS, (bar.x, bar.y, max(12, round(bar.w * job.fraction)), bar.h), border_radius=6)


def draw_note(surface: pygame.Surface, note: tuple[str, float] | None) -> None:
    """A message of the viewer's (a review done or stopped, a file exported), at the top."""
    if note is None:
        return
    message, left = note
    text = render_text(message, theme.SIZE_BODY, theme.TEXT, "bold")
    rect = text.get_rect().inflate(60, 30)
    rect.midtop = (theme.SCREEN_W // 2, 40)          # where a table's toasts stand
    draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.BRASS, alpha=int(245 * min(1.0, left * 3)))
    text.set_alpha(int(255 * min(1.0, left * 3)))
    surface.blit(text, text.get_rect(center=rect.move(0, -2).center))
