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
Nothing shows in the demo; the log and the menu close the mode and open as usual. The note, the
tag and the card are drawn by scenes/inspect_cards.py.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _

from . import spatial, theme
from .common import prompts, veil
from .inspect_cards import draw_card, draw_note, draw_tag
from .widgets import focus_ring

ARROWS = "\u2190\u2192\u2191\u2193"


@dataclass(frozen=True)
class Spot:
    rect: pygame.Rect
    title: str          # the element's name, as the board prints it (translated)
    text: str           # its rule in a few words, and what it holds now (translated)
    picture: "str | pygame.Surface | None" = None   # an image of assets/, a surface, or None: as drawn


def term_spot(rect, term, now: str = "", picture=None, title: str | None = None) -> Spot:
    """A spot named by a glossary Term (scenes/glossary.py): its name (or `title`), its rule and
    then `now` (what it holds now, translated), its picture (or `picture`)."""
    text = term.words() + (" " + now if now else "")
    return Spot(pygame.Rect(rect), title or term.title(), text, picture if picture is not None else term.picture)


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
        self._cache: tuple[int, object, list[Spot]] | None = None   # (app frame, viewer, the spots then)

    # ------------------------------------------------------------------ what may be named
    def allowed(self) -> bool:
        return not self.table.demo and not self.table.show_log

    def spots(self, max_age: int = 0) -> list[Spot]:
        """The table's spots on the screen, each place once (the first spot named at a rect); made
        once a frame, or kept for `max_age` frames (the mouse's note)."""
        frame = getattr(self.table.app, "frame", 0)
        cache = self._cache
        if cache is not None and 0 <= frame - cache[0] <= max_age and cache[1] == self.table.viewer:
            return cache[2]
        out = self._make()
        self._cache = (frame, self.table.viewer, out)
        return out

    def _make(self) -> list[Spot]:
        if self.table.match.is_over():        # the final count stands over the table
            return []
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
        return topmost(self.spots(max_age=6), self.pos)

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
        veil(surface, 140)                    # the table dims; the element stands out
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
