"""The attract-mode demo: bots play a game face up, muted, until anyone touches anything.

Started after ATTRACT_AFTER seconds without input on the title or a menu, or at
once with `main.py --demo`. Each demo picks a game and a table size different
from the last one, and shows off the game's variants in turn (SHOWCASES: the great
escape with the Black Sorceress, the ghost ship, simplified Palabra...), named on the
demo's banner; a demo stops after DEMO_LENGTH seconds (or at its end) and the next
one starts. Any input goes back to the title and is not passed on.
"""
from __future__ import annotations

import pygame

import game
from game import Match, Seat
from game.core.rng import Rng

from . import theme
from .tables import playable, table_for
from .widgets import draw_panel, draw_text, font

ATTRACT_AFTER = 45.0
DEMO_LENGTH = 60.0     # about a minute of each game: the five come round in five minutes
DEMO_NAMES = ("Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Henry", "Ching Shih", "Bart")


# What the demo shows of each game, in turn: a name for the banner and the options.
SHOWCASES: dict[str, tuple[tuple[str, dict], ...]] = {
    "cartagena": (
        ("La fuga", {}),
        ("The great escape with the Black Sorceress", {"episode": "great", "sorceress": True}),
        ("La selva, drawing by Morgan's rule", {"episode": "jungle", "draw": "morgan"}),
        ("With the Filibusters", {"filibusters": True, "draw": "both"}),
    ),
    "jamaica": (
        ("", {}),
        ("The ghost ship", {"ghost_ship": True}),
    ),
    "palabra": (
        ("The full game with the market", {}),
        ("The simplified variant", {"market": False}),
        ("Without table talk", {"talk": False}),
    ),
    "libertalia": (("", {}),),
    "pagamas": (("", {}),),
}


class DemoDirector:
    """Chooses the next demo: every game in turn in a shuffled order, never the same one
    twice in a row; each game's showcases in turn, so every variant comes round."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.last: tuple[str, int] | None = None
        self.count = 0
        self.turns: dict[str, int] = {}     # game id -> how many of its demos were shown
        self.showing = ""                   # the banner's words for the current demo

    def showcase(self, gid: str) -> tuple[str, dict]:
        """The game's next showcase (and counts it shown)."""
        cases = SHOWCASES.get(gid) or (("", {}),)
        k = self.turns.get(gid, 0)
        self.turns[gid] = k + 1
        return cases[k % len(cases)]

    def next_match(self) -> Match:
        # Every playable game comes round before any comes back, never the same one twice in
        # a row (with one game: at least a different table size).
        games = playable()
        others = [g for g in games if self.last is None or g != self.last[0]] or games
        fewest = min(self.turns.get(g, 0) for g in others)
        gid = self.rng.choice([g for g in others if self.turns.get(g, 0) == fewest])
        low, high = game.get(gid).min_players, game.get(gid).max_players
        sizes = [k for k in range(low, high + 1) if self.last != (gid, k)] or [low]
        n = self.rng.choice(sizes)
        spec = game.get(gid)
        name, options = self.showcase(gid)
        colours = list(range(len(theme.PLAYER_COLOURS)))
        self.rng.shuffle(colours)
        seed = self.rng.randrange(1 << 30)
        # The table size drawn first, else the nearest one the showcase allows (the ghost ship
        # needs a free ship).
        sizes = sorted(range(low, high + 1), key=lambda k: (abs(k - n), k))
        for size in sizes:
            seats = [Seat(DEMO_NAMES[i], spec.default_bot, colours[i]) for i in range(size)]
            try:
                match = Match.new(gid, seats, seed=seed, options=dict(options))
            except ValueError:
                continue
            break
        else:
            name, match = "", Match.new(gid, seats, seed=seed)
        self.last = (gid, len(match.seats))
        self.count += 1
        self.showing = f"{spec.title}: {name}" if name else spec.title
        return match


def start_demo(app, director: DemoDirector) -> None:
    """Put a demo table on top of whatever menu is showing (it returns to the title)."""
    global _showing
    table = table_for(app, director.next_match(), demo=True)
    table.director = director
    _showing = director.showing
    app.push(table)


_showing = ""      # what the demo on screen shows (set by start_demo, named by demo_overlay)


BAND_H = 62     # the prompt row's band, which every table keeps free and the demo leaves empty


def demo_overlay(surface: pygame.Surface, time: float) -> None:
    """The demo's banner, in the prompt row's band at the foot of the screen (no seat, hand or
    panel of any table stands there): DEMO, press any button, and which game and variant this is."""
    label_w = font(theme.SIZE_SMALL, "bold").size(_showing)[0] + 56 if _showing else 0
    rect = pygame.Rect(0, 0, 620 + label_w, BAND_H - 6)
    rect.midbottom = (theme.SCREEN_W // 2, theme.SCREEN_H - 2)
    draw_panel(surface, rect, fill=theme.INK, border=theme.BRASS, alpha=255)
    demo = pygame.Rect(rect.x, rect.y, 620, rect.h)
    alpha = int(170 + 85 * abs(((time * 0.8) % 2) - 1))
    draw_text(surface, "DEMO \u2014 press any button", demo.move(-3, -4).center, 40, theme.BRASS,
              "display", alpha=alpha)
    if _showing:
        pygame.draw.line(surface, theme.BRASS_DARK, (demo.right, rect.y + 14), (demo.right, rect.bottom - 14), 2)
        label = pygame.Rect(demo.right, rect.y, label_w, rect.h)
        draw_text(surface, _showing, label.move(-3, -2).center, theme.SIZE_SMALL, theme.PARCHMENT, "bold")
