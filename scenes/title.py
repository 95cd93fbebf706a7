"""The title screen: Continue (when unfinished games are saved), Play, Achievements, Settings, Quit."""
from __future__ import annotations

import math

from game.i18n import N_, _, ngettext

from . import theme
from .app import Scene
from .common import Notice, backdrop, prompts
from .saves import players, status, unfinished
from .tables import playable
from .widgets import Menu, MenuItem, draw_text


COUNTS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten")


def tagline(games: int) -> str:
    """The line under the title, counting the games that can be played."""
    count = COUNTS[games] if games < len(COUNTS) else str(games)
    return f"{count} pirate board game{'' if games == 1 else 's'} for a couch of friends"


class Title(Scene):
    music = "sea_loop"
    attract = True     # the demo may start after a while without input
    fresh_keys = True    # "Continue" may be focused: a key meant for the results starts no game

    def __init__(self, app) -> None:
        super().__init__(app)
        self.slots = []
        self.menu: Menu | None = None

    def enter(self) -> None:
        self.slots, problems = unfinished()
        for problem in problems:
            self.app.notify(problem)
        self.build_menu()

    def build_menu(self) -> None:
        items = []
        if self.slots:
            newest = self.slots[0]
            more = len(self.slots) - 1
            hint = _("{game} with {players}, {status}").format(
                game=newest.title, players=players(newest.seats), status=status(newest))
            if more:
                hint = ngettext("{hint}, and {n} more", "{hint}, and {n} more", more).format(hint=hint, n=more)
            items.append(MenuItem("Continue", self.continue_match, hint=hint))
        items.append(MenuItem("Play", self.play, hint="Choose a game, seat the crew, set sail."))
        from .tutorial import available
        if available():
            items.append(MenuItem(N_("Learn to play"), self.learn,
                                  hint=N_("A guided first game: the coach shows you the rules at the table.")))
        if "palabra" in playable():
            items.append(MenuItem("Achievements", self.cabinet,
                                  hint="The trophies of Palabra de Pirata, and who earned them."))
        items += [
            MenuItem("Settings", self.settings, hint="Screen, sound and animation speed."),
            MenuItem("Quit", self.app.quit, hint="Back to dry land."),
        ]
        self.menu = Menu(items, (theme.SCREEN_W // 2, 700), width=640, item_h=92)

    def continue_match(self) -> None:
        """One unfinished game: back to its table at once; several: the list to choose from."""
        from .saves import ContinueMenu, reopen
        if len(self.slots) == 1:
            reopen(self.app, self.slots[0])
        else:
            self.app.push(ContinueMenu(self.app))

    def play(self) -> None:
        from .select import GameSelect
        self.app.push(GameSelect(self.app))

    def learn(self) -> None:
        from .tutorial.start import LearnMenu
        self.app.push(LearnMenu(self.app, self.lobby))

    def lobby(self, game_id: str) -> None:
        """Back here, then the lobby of `game_id` (a lesson's "Start a real game")."""
        from .lobby import Lobby
        self.app.unwind(to=self)
        self.app.push(Lobby(self.app, game_id))

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
        draw_text(surface, tagline(len(playable())), (theme.SCREEN_W // 2, 370), theme.SIZE_BODY, theme.FOAM)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", "Choose")])

    def resume(self) -> None:
        """On top again (after a game or a menu): refresh Continue."""
        self.enter()
