"""The title screen: Continue (when an unfinished game is saved), Play, Settings, Quit."""
from __future__ import annotations

import math


from game import JournalError, Match
from game.core import journal

from . import theme
from .app import Scene
from .common import Notice, backdrop, prompts
from .config import journal_path
from .tables import playable
from .widgets import Menu, MenuItem, draw_text


def saved_match() -> tuple[Match | None, str | None]:
    """The unfinished match to continue, and a problem to report if its journal was bad."""
    path = journal_path()
    if not path.exists():
        return None, None
    try:
        match = Match.resume(path)
    except JournalError as exc:
        try:
            moved = journal.set_aside(path)
            where = f" It was moved aside as {moved.name}."
        except OSError:
            where = ""
        return None, f"The saved game could not be read: {exc}.{where}"
    if match.is_over():
        return None, None
    return match, None


class Title(Scene):
    music = "sea_loop"
    attract = True     # the demo may start after a while without input

    def __init__(self, app) -> None:
        super().__init__(app)
        self.match: Match | None = None
        self.menu: Menu | None = None

    def enter(self) -> None:
        self.match, problem = saved_match()
        if problem:
            self.app.notices.append(problem)
        self.build_menu()

    def build_menu(self) -> None:
        items = []
        if self.match is not None:
            seats = ", ".join(s.name for s in self.match.seats)
            items.append(MenuItem("Continue", self.continue_match,
                                  hint=f"{self.match.spec.title} with {seats}"))
        items.append(MenuItem("Play", self.play, hint="Choose a game, seat the crew, set sail."))
        if "palabra" in playable():
            items.append(MenuItem("Achievements", self.cabinet,
                                  hint="The trophies of Palabra de Pirata, and who earned them."))
        items += [
            MenuItem("Settings", self.settings, hint="Screen, sound and animation speed."),
            MenuItem("Quit", self.app.quit, hint="Back to dry land."),
        ]
        self.menu = Menu(items, (theme.SCREEN_W // 2, 700), width=640, item_h=92)

    def continue_match(self) -> None:
        from .tables import table_for
        assert self.match is not None
        self.app.push(table_for(self.app, self.match))

    def play(self) -> None:
        from .select import GameSelect
        self.app.push(GameSelect(self.app))

    def cabinet(self) -> None:
        from .cabinet import Cabinet
        self.app.push(Cabinet(self.app))

    def settings(self) -> None:
        from .settings_menu import SettingsMenu
        self.app.push(SettingsMenu(self.app))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.notices:
            self.app.push(Notice(self.app, "Ahoy", self.app.notices.pop(0)))

    def handle(self, intent) -> None:
        if intent.kind == "back":
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self.app.audio.play("click")
        elif result:
            self.app.audio.play("select")

    def draw(self, surface) -> None:
        backdrop(surface)
        bob = math.sin(self.time * 1.2) * 6
        draw_text(surface, "Pirate Arcade", (theme.SCREEN_W // 2, 250 + bob), 150, theme.BRASS, "display")
        draw_text(surface, "Five pirate board games for a couch of friends", (theme.SCREEN_W // 2, 370),
                  theme.SIZE_BODY, theme.FOAM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", "Choose")])

    def resume(self) -> None:
        """On top again (after a game or a menu): refresh Continue."""
        self.enter()
