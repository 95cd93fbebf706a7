"""Game select: one card per playable game (engine and table both present)."""
from __future__ import annotations

import pygame

import game

from game.i18n import _

from . import theme
from .app import Scene
from .common import backdrop, prompts
from .tables import playable
from .widgets import draw_panel, draw_text, focus_ring, font, image

CARD_W, CARD_H = 540, 620
MARGIN, GAP = 60, 40


def card_width(count: int) -> int:
    """As wide as CARD_W, narrower when that many cards would not fit the screen with margins."""
    return min(CARD_W, (theme.SCREEN_W - 2 * MARGIN - (count - 1) * GAP) // max(1, count))


TITLE_MIN = 44    # a card's title never shrinks below this: it takes two lines instead


def title_fit(title: str, width: int) -> tuple[int, list[str]]:
    """The size and lines of a card's title: one line as large as fits (down to TITLE_MIN),
    else two lines as large as fits."""
    size = theme.SIZE_HEADING
    while size > TITLE_MIN and font(size, "display").size(title)[0] > width:
        size -= 2
    if font(size, "display").size(title)[0] <= width:
        return size, [title]
    words = title.split(" ")
    f = font(TITLE_MIN, "display")
    cut = min(range(1, max(2, len(words))),
              key=lambda c: max(f.size(" ".join(words[:c]))[0], f.size(" ".join(words[c:]))[0]))
    lines = [" ".join(words[:cut]), " ".join(words[cut:])] if len(words) > 1 else [title]
    size = theme.SIZE_HEADING
    while size > 24 and max(font(size, "display").size(line)[0] for line in lines) > width:
        size -= 2
    return size, lines


class GameSelect(Scene):
    music = "sea_loop"
    attract = True     # the demo may start after a while without input

    def __init__(self, app) -> None:
        super().__init__(app)
        self.ids = playable()
        self.index = 0
        self.rects: list[pygame.Rect] = []
        self.card_w = w = card_width(len(self.ids))
        self.thumb_h = (w - 32) * 320 // 560     # the 560x320 pictures, kept in proportion
        total = len(self.ids) * w + (len(self.ids) - 1) * GAP
        x = (theme.SCREEN_W - total) // 2
        for i in range(len(self.ids)):
            self.rects.append(pygame.Rect(x + i * (w + GAP), 250, w, CARD_H))

    def choose(self, device: str = "keyboard") -> None:
        self.app.audio.play("select")
        self.app.open("lobby", self.ids[self.index], host=device)

    def handle(self, intent) -> None:
        k = intent.kind
        if k in ("left", "right", "up", "down"):
            step = -1 if k in ("left", "up") else 1
            self.index = (self.index + step) % len(self.ids)
            self.app.audio.play("click")
        elif k == "confirm":
            self.choose(intent.device)
        elif k in ("point", "click"):
            for i, r in enumerate(self.rects):
                if r.collidepoint(intent.pos):
                    self.index = i
                    if k == "click":
                        self.choose(intent.device)
        elif k == "back":
            self.app.audio.play("back")
            self.app.pop()

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        draw_text(surface, _("Choose a game"), (theme.SCREEN_W // 2, 140), theme.SIZE_TITLE, theme.BRASS, "display")
        for i, (gid, rect) in enumerate(zip(self.ids, self.rects)):
            spec = game.get(gid)
            focused = i == self.index
            draw_panel(surface, rect, fill=theme.WOOD if focused else theme.NAVY)
            w, thumb_h = self.card_w, self.thumb_h
            thumb = pygame.Rect(rect.x + 13, rect.y + 14, w - 32, thumb_h)
            try:
                surface.blit(image(f"ui/game_{gid}.png", thumb.size), thumb)
            except (FileNotFoundError, pygame.error):
                pygame.draw.rect(surface, theme.DEEP_SEA, thumb, border_radius=12)
            size, lines = title_fit(spec.title, w - 48)
            line_h = font(size, "display").get_linesize() * 4 // 5     # display lines sit close
            y = rect.y + thumb_h + 70
            for k, line in enumerate(lines):
                draw_text(surface, line, (rect.centerx - 3, y + k * line_h), size, theme.BRASS, "display")
            y += (len(lines) - 1) * line_h
            draw_text(surface, _("{least}\u2013{most} players").format(least=spec.min_players, most=spec.max_players),
                      (rect.centerx - 3, y + 62), theme.SIZE_BODY, theme.FOAM, "bold")
            draw_text(surface, _(spec.tagline), (rect.centerx - 3, y + 100), theme.SIZE_SMALL,
                      theme.TEXT, width=w - 50, anchor="midtop")
            if focused:
                focus_ring(surface, rect.move(-3, -4).inflate(-6, -8), self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back"))])
