"""The settings screen: fullscreen, sound and music volume, animation speed; saved on leaving."""
from __future__ import annotations

import pygame

from game.core import journal
from game.i18n import LANGUAGES, N_, _, language

from . import theme
from .common import Overlay, backdrop, plate, prompts
from .config import ANIM_SPEEDS
from .input import names
from .widgets import Menu, MenuItem, draw_text


class SettingsMenu(Overlay):
    veil_alpha = 170

    def __init__(self, app, overlay: bool = False) -> None:
        super().__init__(app)
        self.overlay = overlay
        self.attract = not overlay      # never during a game
        s = app.settings

        def speed_step(d: int) -> None:
            i = ANIM_SPEEDS.index(s.anim_speed) if s.anim_speed in ANIM_SPEEDS else 1
            s.anim_speed = ANIM_SPEEDS[max(0, min(len(ANIM_SPEEDS) - 1, i + d))]

        def volume_step(d: int) -> None:
            s.volume = max(0, min(10, s.volume + d))
            app.audio.set_volumes(s.volume, s.music)
            app.audio.play("click")

        def music_step(d: int) -> None:
            s.music = max(0, min(10, s.music + d))
            app.audio.set_volumes(s.volume, s.music)

        def language_step(d: int) -> None:
            codes = list(LANGUAGES)
            code = codes[(codes.index(language()) + d) % len(codes)]
            s.language = code
            app.speak(code)

        self.menu = Menu([
            MenuItem(N_("Language"), value=lambda: LANGUAGES[language()], on_change=language_step,
                     hint=N_("The language of every screen, at once. Names typed by players stay as they are.")),
            MenuItem(N_("Screen"), value=lambda: _("Fullscreen") if app.fullscreen else _("Window"),
                     on_change=lambda d: app.set_fullscreen(not app.fullscreen),
                     hint=N_("Fullscreen or a window you can resize.")),
            MenuItem(N_("Sound effects"), value=lambda: f"{s.volume}", on_change=volume_step,
                     hint=N_("Volume of cards, pirates and bells (0 to 10).")),
            MenuItem(N_("Sea and music"), value=lambda: f"{s.music}", on_change=music_step,
                     hint=N_("Volume of the sea behind the menus (0 to 10).")),
            MenuItem(N_("Animation speed"), value=lambda: f"\u00d7{s.anim_speed:g}", on_change=speed_step,
                     hint=lambda: _("How fast pieces move and cards fly. {key} skips any animation.").format(
                         key=names("confirm", app.input.last_kind))),
            MenuItem(N_("Hand-off curtains"), value=lambda: _("On") if s.curtains else _("Off"),
                     on_change=lambda d: setattr(s, "curtains", not s.curtains),
                     hint=N_("With two or more people playing, a curtain hides each hand until its owner "
                             "lifts it. Off: for a couch that trusts itself.")),
            MenuItem(N_("Tips for first games"), value=lambda: _("On") if s.tips else _("Off"),
                     on_change=lambda d: setattr(s, "tips", not s.tips),
                     hint=N_("In a player's first two games of each kind, a one-line tip the first time "
                             "each kind of decision comes up.")),
            MenuItem(N_("Back"), self.close),
        ], (theme.SCREEN_W // 2, 590), width=1000, item_h=78, hint_width=1200)   # room for the hint

    def close(self) -> None:
        try:
            self.app.settings.save()
        except OSError as exc:
            self.app.notify(_("The settings could not be saved: {problem}.").format(problem=journal.problem(exc)))
        self.app.pop()

    def handle(self, intent) -> None:
        if intent.kind in ("back", "menu"):
            self.app.audio.play("back")
            self.close()
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self.app.audio.play("click")
        elif result:
            self.app.audio.play("select")

    def draw(self, surface) -> None:
        if self.overlay:
            self.draw_below(surface)
            plate(surface, pygame.Rect(theme.SCREEN_W // 2 - 640, 60, 1280, 955))
        else:
            backdrop(surface, veil_alpha=140)
        draw_text(surface, _("Settings"), (theme.SCREEN_W // 2, 170), theme.SIZE_TITLE, theme.BRASS, "display")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", _("Choose")), ("back", _("Back"))])
