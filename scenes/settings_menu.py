"""The settings screen: fullscreen, sound and music volume, animation speed; saved on leaving."""
from __future__ import annotations

from . import theme
from .common import Overlay, backdrop, prompts
from .config import ANIM_SPEEDS
from .widgets import Menu, MenuItem, draw_text


class SettingsMenu(Overlay):
    veil_alpha = 140

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

        self.menu = Menu([
            MenuItem("Screen", value=lambda: "Fullscreen" if s.fullscreen else "Window",
                     on_change=lambda d: app.set_fullscreen(not s.fullscreen),
                     hint="Fullscreen or a window you can resize."),
            MenuItem("Sound effects", value=lambda: f"{s.volume}", on_change=volume_step,
                     hint="Volume of cards, pirates and bells (0 to 10)."),
            MenuItem("Sea and music", value=lambda: f"{s.music}", on_change=music_step,
                     hint="Volume of the sea behind the menus (0 to 10)."),
            MenuItem("Animation speed", value=lambda: f"\u00d7{s.anim_speed:g}", on_change=speed_step,
                     hint="How fast pieces move and cards fly. Skip any animation with the alt button."),
            MenuItem("Hand-off curtains", value=lambda: "On" if s.curtains else "Off",
                     on_change=lambda d: setattr(s, "curtains", not s.curtains),
                     hint="With two or more people playing, a curtain hides each hand until its owner "
                          "lifts it. Off: for a couch that trusts itself."),
            MenuItem("Back", self.close),
        ], (theme.SCREEN_W // 2, 560), width=1000)

    def close(self) -> None:
        try:
            self.app.settings.save()
        except OSError as exc:
            self.app.notices.append(f"The settings could not be saved: {exc}")
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
        else:
            backdrop(surface, veil_alpha=140)
        draw_text(surface, "Settings", (theme.SCREEN_W // 2, 170), theme.SIZE_TITLE, theme.BRASS, "display")
        self.menu.draw(surface, self.time)
        prompts(self, surface, [("confirm", "Choose"), ("back", "Back")])
