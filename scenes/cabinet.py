"""The achievements cabinet: every achievement, who earned it and when; locked ones dimmed.

Reached from the title. Up/down (keys, pad, mouse wheel or hover) browse the shelf;
back (B, Esc, right click, or the Back button) returns. The achievements and their
holders come from scenes/trophies.py; a file that could not be read is reported here.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.palabra.achievements import ACHIEVEMENTS

from . import theme, trophies
from .app import Scene
from .common import Notice, backdrop, prompts
from .widgets import draw_panel, draw_text, focus_ring, image, render_text

GAMES = (("palabra", "Palabra de Pirata", ACHIEVEMENTS),)   # i18n: keep (a game's title)
ROW_H = 83
TOP = 166
TITLE_SIZE = 30


def row_text(rect: pygame.Rect) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where an achievement's title and description stand (their left middles) in its row, clear
    of the panel's border and of each other (tests/ui/test_text_fits.py measures the letters)."""
    return (rect.x + 96, rect.y + 24), (rect.x + 96, rect.y + 54)


def _medal(surface: pygame.Surface, centre, earned: bool) -> None:
    x, y = centre
    if earned:
        pygame.draw.polygon(surface, (150, 30, 30), [(x - 16, y - 34), (x - 4, y - 34), (x + 2, y - 14), (x - 10, y - 14)])
        pygame.draw.polygon(surface, (30, 60, 150), [(x + 16, y - 34), (x + 4, y - 34), (x - 2, y - 14), (x + 10, y - 14)])
        pygame.draw.circle(surface, theme.BRASS_DARK, (x, y + 4), 24)
        pygame.draw.circle(surface, theme.BRASS, (x, y + 4), 20)
        star = image("emblems/star.png", (30, 30))
        surface.blit(star, star.get_rect(center=(x, y + 4)))
    else:
        pygame.draw.arc(surface, theme.STONE, (x - 13, y - 26, 26, 30), 0, 3.1416, 6)
        body = pygame.Rect(x - 19, y - 10, 38, 30)
        pygame.draw.rect(surface, theme.STONE_DARK, body, border_radius=6)
        pygame.draw.rect(surface, theme.STONE, body, 3, border_radius=6)
        pygame.draw.circle(surface, theme.INK, (x, y + 3), 5)


def holders_text(holders: list[tuple[str, dict]], limit: int = 3) -> str:
    """'Anne x2 since 2026-11-20, Bob since 2026-11-21 +2 more'."""
    parts = []
    for name, entry in holders[:limit]:
        times = f" \u00d7{entry['times']}" if entry["times"] > 1 else ""
        parts.append(f"{name}{times} ({entry['first']})")
    listed = ", ".join(parts)
    if len(holders) <= limit:
        return listed
    more = len(holders) - limit
    return ngettext("{holders} +{n} more", "{holders} +{n} more", more).format(holders=listed, n=more)


class Cabinet(Scene):
    music = "sea_loop"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.data, self.problem = trophies.empty(), None
        self.game, self.title, self.achievements = GAMES[0]
        self.index = 0
        self.rects: list[pygame.Rect] = []
        self.back_rect = pygame.Rect(40, 40, 180, 64)

    def enter(self) -> None:
        self.data, self.problem = trophies.load()
        if self.problem:
            self.app.push(Notice(self.app, _("Achievements"), self.problem))

    def holders(self, achievement_id: str) -> list[tuple[str, dict]]:
        return trophies.holders(self.data, self.game, achievement_id)

    def handle(self, intent) -> None:
        k = intent.kind
        n = len(self.achievements)
        if k in ("back", "right_click", "menu"):
            self.app.audio.play("back")
            self.app.pop()
        elif k in ("up", "down", "wheel_up", "wheel_down"):
            step = -1 if k in ("up", "wheel_up") else 1
            self.index = (self.index + step) % n
            self.app.audio.play("click")
        elif k == "click" and self.back_rect.collidepoint(intent.pos):
            self.app.audio.play("back")
            self.app.pop()
        elif k in ("point", "click"):
            for i, r in enumerate(self.rects):
                if r.collidepoint(intent.pos) and i != self.index:
                    self.index = i
                    self.app.audio.play("click")

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, veil_alpha=170)
        cx = theme.SCREEN_W // 2
        draw_text(surface, _("Achievements"), (cx, 62), theme.SIZE_TITLE, theme.BRASS, "display")
        earned = sum(1 for a in self.achievements if self.holders(a.id))
        draw_text(surface, _("{game} \u2022 {earned} of {total} earned at this table").format(
                      game=self.title, earned=earned, total=len(self.achievements)),
                  (cx, 146), theme.SIZE_BODY, theme.FOAM)
        draw_panel(surface, self.back_rect, fill=theme.WOOD_DARK, radius=14)
        draw_text(surface, "\u2190 " + _("Back"), self.back_rect.move(-3, -4).center, theme.SIZE_SMALL, theme.TEXT, "bold")
        self.rects = []
        top = TOP
        for i, a in enumerate(self.achievements):
            rect = pygame.Rect(150, top + i * ROW_H, theme.SCREEN_W - 300, ROW_H - 2)
            self.rects.append(rect)
            got = self.holders(a.id)
            focused = i == self.index
            fill = theme.WOOD if focused else theme.NAVY
            draw_panel(surface, rect, fill=fill, border=theme.BRASS if got else theme.STONE_DARK, radius=14,
                       alpha=235 if got or focused else 170)
            _medal(surface, (rect.x + 48, rect.centery - 2), bool(got))
            title_c = theme.BRASS if got else theme.TEXT_DIM
            text_c = theme.TEXT if got else theme.TEXT_DIM
            title_at, text_at = row_text(rect)
            draw_text(surface, _(a.title), title_at, TITLE_SIZE, title_c, "bold", anchor="midleft")
            draw_text(surface, _(a.description), text_at, theme.SIZE_SMALL, text_c, anchor="midleft")
            who = holders_text(got) if got else _("Not earned yet")
            label = render_text(who, theme.SIZE_SMALL, theme.PARCHMENT if got else theme.TEXT_DIM, "bold")
            room = rect.w - 760
            if label.get_width() > room and got:
                label = render_text(holders_text(got, 1), theme.SIZE_SMALL, theme.PARCHMENT, "bold")
            surface.blit(label, label.get_rect(midright=(rect.right - 26, rect.centery - 4)))
            if focused:
                focus_ring(surface, rect.move(-3, -4).inflate(-6, -8), self.time, radius=14)
        prompts(self, surface, [("\u2191\u2193", _("Browse")), ("back", _("Back"))])
