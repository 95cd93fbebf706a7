"""The title screen: Continue (when unfinished games are saved), Play, Achievements, Settings, Quit."""
from __future__ import annotations

import math

from game.i18n import N_, _, ngettext, pgettext

from . import theme
from .app import Scene
from .common import Notice, backdrop, prompts
from .saves import players, reopen, status, unfinished
from .tables import playable
from .tutorial import available
from .widgets import Menu, MenuItem, balanced_wrap, draw_text, fit_size, ink_width


def count_word(n: int) -> str:
    """`n` in words at the start of a sentence ("Five"), in the current language; digits past ten."""
    words = (pgettext("count of games", "No"), pgettext("count of games", "One"),
             pgettext("count of games", "Two"), pgettext("count of games", "Three"),
             pgettext("count of games", "Four"), pgettext("count of games", "Five"),
             pgettext("count of games", "Six"), pgettext("count of games", "Seven"),
             pgettext("count of games", "Eight"), pgettext("count of games", "Nine"),
             pgettext("count of games", "Ten"))
    return words[n] if 0 <= n < len(words) else str(n)


def tagline(games: int) -> str:
    """The line under the title, counting the games that can be played."""
    return ngettext("{count} pirate board game for a couch of friends",
                    "{count} pirate board games for a couch of friends", games).format(count=count_word(games))


# The title's rows (1080 high): the tagline, the save line, the menu, the focused line's hint,
# then the prompt row's band from 1018.
SAVED_Y, SAVED_W = 420, 1500
MENU_TOP, ITEM_H = 466, 84
HINT_Y = 994


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

    def build_menu(self, index: int = 0) -> None:
        items = []
        if self.slots:
            items.append(MenuItem(N_("Continue"), self.continue_match,
                                  hint=N_("Back to the table, where you left it.") if len(self.slots) == 1
                                  else N_("Choose which saved game to take up again.")))
        items.append(MenuItem(N_("Play"), self.play, hint=N_("Choose a game, seat the crew, set sail.")))
        if available():
            items.append(MenuItem(N_("Learn to play"), self.learn,
                                  hint=N_("A guided first game: the coach shows you the rules at the table.")))
        if "palabra" in playable():
            items.append(MenuItem(N_("Achievements"), self.cabinet,
                                  hint=N_("The trophies of Palabra de Pirata, and who earned them.")))
        items += [
            MenuItem(N_("Replays"), self.replays,
                     hint=N_("Your finished games: watch them again, and review your moves.")),
            MenuItem(N_("Settings"), self.settings, hint=N_("Screen, sound and animation speed.")),
            MenuItem(N_("Quit"), self.app.quit, hint=N_("Back to dry land.")),
        ]
        # Below the save line, above the focused line's hint, clear of the prompt row.
        top = MENU_TOP if self.slots else MENU_TOP - 30
        item_h = min(ITEM_H, max(74, (HINT_Y - 22 - top) // len(items)))     # seven items: a little closer
        hint_y = min(HINT_Y, top + len(items) * item_h - 12 + 44)
        self.menu = Menu(items, (theme.SCREEN_W // 2, top + len(items) * item_h // 2), width=640, item_h=item_h,
                         index=index if index < len(items) else 0, hint_pos=(theme.SCREEN_W // 2, hint_y))

    def saved_line(self) -> str:
        """What Continue takes up, said whenever an unfinished game waits: the newest, and how many
        more ("Jamaica with Anne and Jack (bot), saved today at 19:42, and 2 more")."""
        if not self.slots:
            return ""
        newest, more = self.slots[0], len(self.slots) - 1
        line = _("{game} with {players}, {status}").format(
            game=newest.title, players=players(newest.seats), status=status(newest))
        if more:
            line = ngettext("{hint}, and {n} more", "{hint}, and {n} more", more).format(hint=line, n=more)
        return line

    def language_changed(self) -> None:
        """The Continue hint is built in words of the language spoken when it was made."""
        if self.menu is not None:
            self.build_menu(self.menu.index)

    def continue_match(self) -> None:
        """One unfinished game: back to its table at once; several: the list to choose from."""
        if len(self.slots) == 1:
            reopen(self.app, self.slots[0])
        else:
            self.app.open("continue")

    def play(self) -> None:
        self.app.open("select")

    def learn(self) -> None:
        self.app.open("learn", self.lobby)

    def lobby(self, game_id: str) -> None:
        """Back here, then the lobby of `game_id` (a lesson's "Start a real game")."""
        self.app.unwind(to=self)
        self.app.open("lobby", game_id)

    def cabinet(self) -> None:
        self.app.open("cabinet")

    def replays(self) -> None:
        self.app.open("replays")

    def settings(self) -> None:
        self.app.open("settings")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.notices:
            self.app.push(Notice(self.app, _("Ahoy"), self.app.notices.pop(0)))

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
        draw_text(surface, "Pirate Arcade", (theme.SCREEN_W // 2, 250 + bob), 150, theme.BRASS, "display")  # i18n: keep (the product's name)
        draw_text(surface, tagline(len(playable())), (theme.SCREEN_W // 2, 362), theme.SIZE_BODY, theme.FOAM)
        line = self.saved_line()
        if line:     # one line, smaller if it must be, then two
            size = fit_size(line, theme.SIZE_BODY, SAVED_W, smallest=theme.SIZE_SMALL)
            if ink_width(line, size) > SAVED_W:
                draw_text(surface, "\n".join(balanced_wrap(line, theme.SIZE_SMALL, "body", SAVED_W)),
                          (theme.SCREEN_W // 2, SAVED_Y), theme.SIZE_SMALL, theme.PARCHMENT)
            else:
                draw_text(surface, line, (theme.SCREEN_W // 2, SAVED_Y), size, theme.PARCHMENT)
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose"))])

    def resume(self) -> None:
        """On top again (after a game or a menu): refresh Continue."""
        self.enter()
