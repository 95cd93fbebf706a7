"""What's this?: every element of a table named, with its picture and its rule in a few words.

A table writes `inspect_spots() -> list[Spot]`: the elements on screen now (cards of the
viewer's hand, spaces, tokens, badges, trays, piles...), each a `Spot` (its rect, its name as
the board prints it, its rule in a few words from the game's glossary, and its picture: an
image of assets/, a surface, or None to show the element as the table draws it, enlarged).
Whatever a table draws for the viewer only (their hand) is a spot only while the viewer may see
it; nothing hidden is ever named.

Every table holds an `Inspector` (`table.inspector`, made by TableScene), which:
- with the mouse: hovering an element shows a note beside the pointer (any key hides it);
- with the "What's this?" button (the `inspect` intent: H on the keyboard, the right stick's
  click, RS, on a pad) opens the inspect mode: a ring on one element; the arrows / d-pad move it
  (scenes/spatial.py: left / right read the table row by row, up / down go to the nearest
  element that way); confirm, the same button or a click shows the element's card (picture,
  name, rule) and hides it again; back (or a right click) leaves. The game goes on meanwhile:
  bots play, animations run, and a spot that goes away hands the ring to the nearest one.
Nothing shows in the demo; the log and the menu close the mode and open as usual.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _

from . import spatial, theme
from .common import prompts
from .widgets import draw_panel, draw_text, focus_ring, image, render_text, wrap

NOTE_W = 560
CARD_W = 1080
PICTURE = 320           # the side of the card's picture box: every card the same
ARROWS = "\u2190\u2192\u2191\u2193"


@dataclass(frozen=True)
class Spot:
    rect: pygame.Rect
    title: str          # the element's name, as the board prints it (translated)
    text: str           # its rule in a few words, and what it holds now (translated)
    picture: "str | pygame.Surface | None" = None   # an image of assets/, a surface, or None: as drawn


def topmost(spots: list[Spot], pos) -> Spot | None:
    """The spot under `pos`: the smallest one holding it (a card before the tray it lies in)."""
    under = [s for s in spots if s.rect.collidepoint(pos)]
    return min(under, key=lambda s: s.rect.w * s.rect.h) if under else None


class Inspector:
    """The part of a table that names its elements: the mouse's note and the inspect mode."""

    def __init__(self, table) -> None:
        self.table = table
        self.pos: tuple[int, int] | None = None      # the pointer, while a note may show
        self.active = False                          # the inspect mode is open
        self.card = False                            # the focused element's card is shown
        self.focus: tuple[str, tuple] | None = None  # (title, rect) of the focused spot
        self._frame: pygame.Surface | None = None

    # ------------------------------------------------------------------ what may be named
    def allowed(self) -> bool:
        return not self.table.demo and not self.table.show_log

    def spots(self) -> list[Spot]:
        """The table's spots on the screen, each place once (the first spot named at a rect)."""
        seen, out = set(), []
        for s in self.table.inspect_spots():
            key = tuple(s.rect)
            if s.rect.w > 0 and s.rect.h > 0 and key not in seen:
                seen.add(key)
                out.append(s)
        return out

    def hovered(self) -> Spot | None:
        """The spot under the pointer, when a note may show (never in the inspect mode)."""
        if self.pos is None or self.active or not self.allowed():
            return None
        return topmost(self.spots(), self.pos)

    def focused(self, spots: list[Spot]) -> int | None:
        """The index of the focused spot among `spots`: the same element if it is still there,
        else the same name, else the nearest to where the focus was."""
        if not spots:
            return None
        if self.focus is None:
            return spatial.nearest([s.rect for s in spots], (theme.SCREEN_W / 2, theme.SCREEN_H / 2))
        title, rect = self.focus
        for i, s in enumerate(spots):
            if s.title == title and tuple(s.rect) == rect:
                return i
        old = pygame.Rect(rect)
        named = [i for i, s in enumerate(spots) if s.title == title]
        pool = named or range(len(spots))
        return min(pool, key=lambda i: (spots[i].rect.centerx - old.centerx) ** 2
                   + (spots[i].rect.centery - old.centery) ** 2)

    def _focus_on(self, spot: Spot) -> None:
        self.focus = (spot.title, tuple(spot.rect))

    # ------------------------------------------------------------------ input
    def open(self) -> bool:
        spots = [] if self.table.demo else self.spots()
        if not spots:
            return False
        self.table.show_log = False
        self.active, self.card = True, False
        start = topmost(spots, self.pos) if self.pos is not None else None
        if start is None:
            self.focus = None
            start = spots[self.focused(spots)]
        self._focus_on(start)
        self.table.app.audio.play("select")
        return True

    def close(self) -> None:
        self.active = self.card = False
        self._frame = None

    def handle(self, intent) -> bool:
        """True when the intent was the inspector's (the table must not act on it)."""
        k = intent.kind
        if not self.active:
            if k == "point" and intent.pos is not None:
                self.pos = tuple(intent.pos)
            elif intent.device != "mouse":
                self.pos = None          # keys and pads play on: the note goes away
            if k == "inspect":
                if not self.open():
                    self.table.app.audio.play("error")
                return True
            return False
        spots = self.spots() if self.allowed() else []
        if not spots:
            self.close()
            return k == "inspect"
        at = self.focused(spots)
        if k in spatial.DIRECTIONS:
            nxt = spatial.step([s.rect for s in spots], at, k)
            self._focus_on(spots[nxt])
            self.table.app.audio.play("click")
        elif k in ("confirm", "inspect", "alt"):
            self.card = not self.card
            self.table.app.audio.play("card_draw" if self.card else "back")
        elif k in ("point", "click") and intent.pos is not None:
            under = topmost(spots, intent.pos)
            if under is not None:
                self._focus_on(under)
                if k == "click":
                    self.card = True
                    self.table.app.audio.play("card_draw")
        elif k in ("back", "right_click"):
            if self.card and k == "back":
                self.card = False
            else:
                self.close()
            self.table.app.audio.play("back")
        elif k in ("menu", "log"):
            self.close()
            return False                 # the menu or the log opens as usual
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            spot = self.hovered()
            if spot is not None:
                draw_note(surface, spot, self.pos)
            return
        spots = self.spots() if self.allowed() else []
        if not spots:
            self.close()
            return
        spot = spots[self.focused(spots)]
        self._focus_on(spot)
        rect = spot.rect.clip(surface.get_rect())
        element = surface.subsurface(rect).copy() if rect.w and rect.h else None
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((5, 8, 14, 110))
        surface.blit(veil, (0, 0))
        if element is not None:
            surface.blit(element, rect)
        focus_ring(surface, spot.rect, self.table.time, theme.BRASS, radius=12)
        if self.card:
            draw_card(surface, spot, element)
        else:
            draw_tag(surface, spot)
        prompts(self.table, surface, [(ARROWS, _("Move")),
                                      ("confirm", _("Hide the card") if self.card else _("Show the card")),
                                      ("back", _("Done"))])


def note_rect(spot: Spot, pos: tuple[int, int], lines: int) -> pygame.Rect:
    """The note's panel beside the pointer, kept on the screen."""
    rect = pygame.Rect(0, 0, NOTE_W, 84 + lines * 36)
    rect.topleft = (pos[0] + 28, pos[1] + 28)
    if rect.right > theme.SCREEN_W - 10:
        rect.right = pos[0] - 28
    if rect.bottom > theme.SCREEN_H - 70:
        rect.bottom = pos[1] - 28
    rect.clamp_ip(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62))
    return rect


def draw_note(surface: pygame.Surface, spot: Spot, pos: tuple[int, int]) -> pygame.Rect:
    lines = wrap(spot.text, theme.SIZE_SMALL, "body", NOTE_W - 40) if spot.text else []
    rect = note_rect(spot, pos, len(lines))
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=245)
    draw_text(surface, spot.title, (rect.x + 20, rect.y + 36), theme.SIZE_BODY, theme.BRASS, "bold",
              anchor="midleft")
    for i, line in enumerate(lines):
        draw_text(surface, line, (rect.x + 20, rect.y + 86 + i * 36), theme.SIZE_SMALL, theme.TEXT,
                  anchor="midleft")
    return rect


def tag_rect(spot: Spot, width: int) -> pygame.Rect:
    """The name's tag under the focused element (above it near the bottom), on the screen."""
    rect = pygame.Rect(0, 0, width, 60)
    rect.midtop = (spot.rect.centerx, spot.rect.bottom + 14)
    if rect.bottom > theme.SCREEN_H - 70:
        rect.midbottom = (spot.rect.centerx, spot.rect.top - 14)
    rect.clamp_ip(pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62))
    return rect


def draw_tag(surface: pygame.Surface, spot: Spot) -> pygame.Rect:
    label = render_text(spot.title, theme.SIZE_BODY, theme.BRASS, "bold")
    rect = tag_rect(spot, min(theme.SCREEN_W - 40, label.get_width() + 44))
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=245, radius=14)
    if label.get_width() > rect.w - 30:
        label = pygame.transform.smoothscale(label, (rect.w - 30, label.get_height()))
    surface.blit(label, label.get_rect(center=(rect.centerx - 3, rect.centery - 4)))
    return rect


def card_rect(spot: Spot, lines: int) -> pygame.Rect:
    """The card's panel: in the half of the screen away from the element, kept clear of it."""
    h = max(PICTURE + 60, 130 + lines * 46)
    rect = pygame.Rect(0, 0, CARD_W, h)
    screen = pygame.Rect(0, 0, theme.SCREEN_W, theme.SCREEN_H - 62)
    if spot.rect.centery < screen.centery:
        rect.midbottom = (screen.centerx, screen.bottom - 16)
    else:
        rect.midtop = (screen.centerx, 24)
    if rect.colliderect(spot.rect.inflate(20, 20)):          # a tall element: stand beside it
        if spot.rect.centerx < screen.centerx:
            rect.left = min(screen.right - CARD_W - 16, spot.rect.right + 30)
        else:
            rect.right = max(CARD_W + 16, spot.rect.left - 30)
    rect.clamp_ip(screen)
    return rect


def picture_of(spot: Spot, element: pygame.Surface | None) -> pygame.Surface | None:
    """The card's picture fitted to its box: the spot's own, else the element as drawn."""
    pic = spot.picture
    if isinstance(pic, str):
        pic = image(pic)
    if pic is None:
        pic = element
    if pic is None or not pic.get_width() or not pic.get_height():
        return None
    scale = min(PICTURE / pic.get_width(), PICTURE / pic.get_height(), 3.0)
    size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
    return pygame.transform.smoothscale(pic, size)


def draw_card(surface: pygame.Surface, spot: Spot, element: pygame.Surface | None = None) -> pygame.Rect:
    """The element's card: its picture in a box of one size, its name, its rule."""
    text_w = CARD_W - PICTURE - 110
    lines = wrap(spot.text, theme.SIZE_BODY, "body", text_w) if spot.text else []
    title = wrap(spot.title, theme.SIZE_LARGE, "bold", text_w)[:2]
    rect = card_rect(spot, len(lines) + len(title) - 1)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=248)
    box = pygame.Rect(rect.x + 30, rect.y + 28, PICTURE, PICTURE)
    draw_panel(surface, box.inflate(16, 16), fill=theme.NAVY, border=theme.BRASS_DARK, alpha=255, radius=12)
    pic = picture_of(spot, element)
    if pic is not None:
        surface.blit(pic, pic.get_rect(center=box.center))
    x = box.right + 40
    y = rect.y + 54
    for line in title:
        draw_text(surface, line, (x, y), theme.SIZE_LARGE, theme.BRASS, "bold", anchor="midleft")
        y += 58
    y += 14
    for line in lines:
        draw_text(surface, line, (x, y), theme.SIZE_BODY, theme.TEXT, anchor="midleft")
        y += 46
    return rect
