"""A game played under older rules (game/core/older.py): what changed, and its moves as saved.

Continue lists such a game as "finished under older rules"; choosing it opens this screen:
it cannot be continued (today's rules would make another game of its moves), so it shows
what changed in the rules since, and the journal's moves, one a line, in the shared log view
(up/down a line). Back returns to the list; the alt button puts the game away (its file is
renamed beside itself, kept, and leaves the list).
"""
from __future__ import annotations

import pygame

from game.core import saves
from game.i18n import _

from . import theme
from .app import Scene
from .common import backdrop, prompts
from .logview import LogView, log_rows
from .saves import players, when
from .widgets import draw_text

WIDTH = 1500


class OlderGame(Scene):
    music = "sea_loop"

    def __init__(self, app, slot: saves.Slot) -> None:
        super().__init__(app)
        self.slot = slot
        self.record = slot.older
        self.logview = LogView()
        self.logview.top = 0
        self._rows = None

    def rows(self):
        if self._rows is None:
            self._rows = log_rows([(line, False) for line in self.record.moves()], WIDTH - 130)
        return self._rows

    def language_changed(self) -> None:
        self._rows = None

    def handle(self, intent) -> None:
        if intent.kind == "back":
            self.app.audio.play("back")
            self.app.pop()
            return
        if intent.kind == "alt":
            self.put_away()
            return
        if intent.kind in self.logview.CLOSE:
            return
        self.logview.handle(intent, self.rows())

    def put_away(self) -> None:
        moved = saves.put_away(self.slot)
        self.app.audio.play("select")
        if moved is None:
            self.app.notify(_("The old game could not be put away: its folder may not be written."))
        else:
            self.app.notify(_("The old game is put away: its file is kept as {name}.").format(name=moved.name))
        self.app.pop()

    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=110)
        title = _("{game}, played under older rules").format(game=self.slot.title)
        draw_text(surface, title, (theme.SCREEN_W // 2, 70), theme.SIZE_HEADING, theme.BRASS, "display")
        said = _("With {players}, saved {when}. The rules have changed since, so this game cannot be "
                 "continued; here is what was played.").format(players=players(self.record.seats),
                                                             when=when(self.slot.saved))
        changes = " ".join(self.record.changes())
        draw_text(surface, said + (" " + changes if changes else ""), (theme.SCREEN_W // 2, 120),
                  theme.SIZE_SMALL, theme.TEXT, width=WIDTH, anchor="midtop")
        rect = pygame.Rect(0, 0, WIDTH, 700)
        rect.midtop = (theme.SCREEN_W // 2, 290)
        self.logview.draw(surface, rect, self.rows(), title=_("The moves as saved"), veil_below=False)
        prompts(self, surface, [("back", _("Back")), ("alt", _("Put it away"))])
