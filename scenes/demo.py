"""The attract-mode demo: bots play a game face up, muted, until anyone touches anything.

Started after ATTRACT_AFTER seconds without input on the title or a menu, or at
once with `main.py --demo`. Each demo picks a game and a table size different
from the last one, and shows off the game's variants in turn (SHOWCASES: the great
escape with the Black Sorceress, the ghost ship, simplified Palabra...), named on the
demo's banner; a demo stops after DEMO_LENGTH seconds (or at its end) and the next
one starts. Any input goes back to the title and is not passed on.
"""
from __future__ import annotations

import time

import game
from game import Match, Seat
from game.core.rng import Rng
from game.i18n import N_

from . import demo_banner, theme
# The demo's banner and length live below the tables (a demo table draws them); named here too.
from .demo_banner import DEMO_LENGTH, banner_words, demo_overlay, showing  # noqa: F401
from .tables import playable, table_for

ATTRACT_AFTER = 45.0
DEMO_NAMES = ("Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Henry", "Ching Shih", "Bart")  # i18n: keep (pirate names)


# What the demo shows of each game, in turn: a name for the banner (English, translated when the
# banner is drawn) and the options.
SHOWCASES: dict[str, tuple[tuple[str, dict], ...]] = {
    "cartagena": (
        (N_("La fuga"), {}),
        (N_("The great escape with the Black Sorceress"), {"episode": "great", "sorceress": True}),
        (N_("La selva, drawing by Morgan's rule"), {"episode": "jungle", "draw": "morgan"}),
        (N_("With the Filibusters"), {"filibusters": True, "draw": "both"}),
    ),
    "jamaica": (
        ("", {}),
        (N_("The ghost ship"), {"ghost_ship": True}),
    ),
    "palabra": (
        (N_("The full game with the market"), {}),
        (N_("The simplified variant"), {"market": False}),
        (N_("Without table talk"), {"talk": False}),
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
        self.showcased = ("", "")           # the current demo's game title and showcase (English)

    @property
    def showing(self) -> str:
        """The banner's words for the current demo, in the language spoken now."""
        return banner_words(*self.showcased)

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
        self.showcased = (spec.title, name)
        return match


def next_demo(app, seed: int | None = None, director: DemoDirector | None = None) -> None:
    """The next demo on top, chosen by `director`, else by the app's (made on first use, from
    `seed`, else the clock)."""
    if director is None:
        if app.director is None:
            app.director = DemoDirector(int(time.time()) if seed is None else seed)
        director = app.director
    start_demo(app, director)


def start_demo(app, director: DemoDirector) -> None:
    """Put a demo table on top of whatever menu is showing (it returns to the title)."""
    table = table_for(app, director.next_match(), demo=True)
    table.director = director
    demo_banner.show(director.showcased)
    app.push(table)
