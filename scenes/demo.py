"""The attract-mode demo: bots play a game face up, muted, until anyone touches anything.

Started after ATTRACT_AFTER seconds without input on the title or a menu, or at
once with `main.py --demo`. Each demo picks a game and a table size different
from the last one; a demo stops after DEMO_LENGTH seconds (or at its end) and
the next one starts. Any input goes back to the title and is not passed on.
"""
from __future__ import annotations

import pygame

import game
from game import Match, Seat
from game.core.rng import Rng

from . import theme
from .tables import playable, table_for
from .widgets import draw_panel, draw_text

ATTRACT_AFTER = 45.0
DEMO_LENGTH = 180.0
DEMO_NAMES = ("Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Henry", "Ching Shih", "Bart")


class DemoDirector:
    """Chooses the next demo: never the same game (and size) twice in a row."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.last: tuple[str, int] | None = None
        self.count = 0

    def next_match(self) -> Match:
        choices = [(gid, n) for gid in playable()
                   for n in range(game.get(gid).min_players, game.get(gid).max_players + 1)]
        games = {gid for gid, _ in choices}
        if self.last is not None:
            # A different game when there is one; else at least a different table.
            others = [c for c in choices if c[0] != self.last[0]] if len(games) > 1 else \
                [c for c in choices if c != self.last]
            choices = others or choices
        gid, n = self.rng.choice(choices)
        self.last = (gid, n)
        self.count += 1
        spec = game.get(gid)
        colours = list(range(len(theme.PLAYER_COLOURS)))
        self.rng.shuffle(colours)
        seats = [Seat(DEMO_NAMES[i], spec.default_bot, colours[i]) for i in range(n)]
        return Match.new(gid, seats, seed=self.rng.randrange(1 << 30))


def start_demo(app, director: DemoDirector) -> None:
    """Put a demo table on top of whatever menu is showing (it returns to the title)."""
    table = table_for(app, director.next_match(), demo=True)
    table.director = director
    app.push(table)


def demo_overlay(surface: pygame.Surface, time: float) -> None:
    rect = pygame.Rect(0, 0, 760, 76)
    rect.midbottom = (theme.SCREEN_W // 2, theme.SCREEN_H - 12)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS)
    alpha = int(170 + 85 * abs(((time * 0.8) % 2) - 1))
    draw_text(surface, "DEMO \u2014 press any button", rect.move(-3, -4).center, theme.SIZE_LARGE, theme.BRASS,
              "display", alpha=alpha)
