"""The application: the window, the main loop and the scene stack.

A scene has enter(), exit(), handle(intent), update(dt), draw(surface). The app
keeps a stack (push, pop, replace); changes asked for during a frame apply at
the start of the next one. Only the top scene gets input; drawing starts at the
topmost opaque scene and goes up, so menus and curtains overlay the table.
Everything is drawn on a 1920x1080 canvas that scenes/window.py shows scaled in the window.

Scenes open one another by name through the app (`open("lobby", game_id)`, `to_title()`), never
by importing each other: a module of scenes/ imports only what sits below it, and the screens'
modules (SCENES) are imported when first opened, so start-up loads only the title's.
"""
from __future__ import annotations

import importlib
import os
import time
from pathlib import Path
from typing import Any, Callable

import pygame

from game import i18n
from game.i18n import _
from game.boards import BoardError

from . import theme
from .audio import Audio, quietly
from .config import Settings
from .input import InputHub, Intent
from .window import Window

STARTUP_POINTER_HOLD = 1.0   # seconds after the window opens while the pointer's moves move no focus


# What the app opens by name, "module:attribute": a Scene class (opened with the app first, then
# the arguments given to `open`), or a function of (app, ...) that puts up its scenes itself
# (a lesson, the demo, phones turned on: their server, aiohttp, is loaded only then). A module
# is imported the first time its name is opened.
SCENES = {
    "title": "scenes.title:Title",
    "select": "scenes.select:GameSelect",
    "lobby": "scenes.lobby:Lobby",
    "continue": "scenes.saves:ContinueMenu",
    "learn": "scenes.tutorial.start:LearnMenu",
    "lesson": "scenes.tutorial.start:open_lesson",
    "autoplay": "scenes.tutorial.start:run_autoplay",
    "cabinet": "scenes.cabinet:Cabinet",
    "settings": "scenes.settings_menu:SettingsMenu",
    "howto": "scenes.howto:HowToPlay",
    "pause": "scenes.pause:Pause",
    "results": "scenes.results:Results",
    "replays": "scenes.replays:ReplaysMenu",
    "viewer": "scenes.replay_table:open_viewer",
    "replay_file": "scenes.replay_table:open_file",
    "phones": "scenes.phone_panel:open_phones",
    "phones_on": "scenes.phone_panel:start_phones",
    "demo": "scenes.demo:next_demo",
}


def resolve(name: str) -> Any:
    """What SCENES names `name` (its module imported now, the first time)."""
    try:
        module, attr = SCENES[name].split(":")
    except KeyError:
        raise KeyError(f"no scene called {name!r}; known: {', '.join(SCENES)}") from None
    return getattr(importlib.import_module(module), attr)


class Scene:
    """Base class: override what you need."""

    opaque = True          # False: the scene below is drawn first (menus, curtains)
    music: str | None = None   # a loop to play while this scene is on top
    # A screen that starts or ends a game never acts on a key pressed before it appeared: the
    # presses read before it was first drawn, and a key held down since (its repeats, until it
    # is let go: InputHub.forget_held), were meant for the screen before.
    fresh_keys = False
    input_delay = 0.0      # and for this many seconds after it appears it takes no key at all

    def __init__(self, app: "App") -> None:
        self.app = app
        self.time = 0.0    # seconds since the scene entered (for pulses)

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def handle(self, intent: Intent) -> None: ...

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None: ...

    def resume(self) -> None:
        """This scene is on top again after the one above it was popped."""

    def on_device_removed(self, device: str) -> None:
        """A pad went away while this scene was anywhere on the stack."""

    def language_changed(self) -> None:
        """The language changed (Settings): rebuild any text this scene keeps ready-made."""

    def text_mode(self) -> str | None:
        """What the keys mean while this scene is on top: None (game keys), "letters" (letter
        and digit keys type) or "all" (a name is being typed); see InputHub.text_mode."""
        return None


class App:
    FPS = 60
    LONGEST_FRAME = 0.05    # seconds: a frame of a slow machine (20 a second) advances the game no further

    def __init__(self, *, fullscreen: bool | None = None, settings: Settings | None = None,
                 settings_problem: str | None = None, headless: bool | None = None) -> None:
        self.headless = headless if headless is not None else os.environ.get("SDL_VIDEODRIVER") == "dummy"
        quietly(pygame.init)     # a machine without sound makes ALSA talk: Audio says it once
        pygame.display.set_caption("Pirate Arcade")
        if settings is None:
            settings, problem = Settings.load()
            settings_problem = settings_problem or problem
        self.settings = settings
        self.notices: list[str] = []     # messages for the player, shown by the title one by one
        self._told: set[str] = set()
        if settings_problem:
            self.notify(settings_problem)
        self.speak(i18n.chosen_language(self.settings.language))
        # --windowed / --fullscreen choose for this run only; the saved setting stays as it is.
        wanted = self.settings.fullscreen if fullscreen is None else fullscreen
        self.window = Window(wanted, self.headless)
        self.fullscreen = self.window.fullscreen if not self.headless else wanted
        pygame.key.set_repeat(380, 70)
        pygame.mouse.set_visible(True)
        self.clock = pygame.time.Clock()
        self.input = InputHub()
        if not self.headless:
            # The window opens where the pointer stands (a pointer in the middle of the screen
            # lies on the title's second line): where it stood is no move of the player's.
            self.input.hold_pointer(STARTUP_POINTER_HOLD)
        self.audio = Audio(self.settings.volume, self.settings.music)
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.running = True
        self.frame = 0
        self.idle = 0.0            # seconds since the last input (attract mode)
        self.frame_times: list[float] = []
        self.attract_after = 45.0  # seconds without input on the title or a menu before the demo
        self.director = None
        self.unseen = False        # a screen that wants fresh keys is on the stack, not yet drawn

    # -------------------------------------------------------------- window
    @property
    def canvas(self) -> pygame.Surface:
        """What every scene draws on: 1920x1080, whatever the window's size."""
        return self.window.canvas

    screen = canvas

    def set_fullscreen(self, on: bool) -> None:
        """The Screen setting: fullscreen or a window, now and in the saved settings. The
        pointer's moves while the window changes (SDL may put it in the middle) are not the
        player's: they move no focus."""
        self.settings.fullscreen = on
        self.fullscreen = on
        self.window.set_fullscreen(on)
        if not self.headless:
            self.fullscreen = self.window.fullscreen
        self.input.hold_pointer()

    # -------------------------------------------------------------- notices
    def notify(self, message: str) -> None:
        """Queue a message for the player (the title shows them); one already given this
        session is not given again (a folder that cannot be read is said once, not at every
        return to the title)."""
        if message and message not in self._told:
            self._told.add(message)
            self.notices.append(message)

    # -------------------------------------------------------------- language
    def speak(self, code: str) -> None:
        """Speak `code` from this frame on; every scene on the stack hears of it."""
        try:
            i18n.set_language(code)
        except i18n.CatalogueError as exc:
            self.notify(str(exc))
        for scene in getattr(self, "stack", ()):
            scene.language_changed()

    # -------------------------------------------------------------- the stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        self._pending.append(lambda: (self._pop(), self._push(scene)))

    def open(self, name: str, *args, **kwargs) -> Any:
        """Open the scene called `name` (SCENES) on top: a scene class is made with (self, *args,
        **kwargs) and pushed, and returned; a function is called so and puts up its own scenes."""
        target = resolve(name)
        if isinstance(target, type):
            scene = target(self, *args, **kwargs)
            self.push(scene)
            return scene
        return target(self, *args, **kwargs)

    def make(self, name: str, *args, **kwargs) -> Scene:
        """The scene called `name`, made but not pushed (for `replace` and `reset`)."""
        return resolve(name)(self, *args, **kwargs)

    def to_title(self) -> None:
        """Back to the title: the stack emptied, a fresh title at its bottom."""
        self.reset(self.make("title"))

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start over with `scene` (back to the title)."""
        def go():
            while self.stack:
                self._pop()
            self._push(scene)
        self._pending.append(go)

    def unwind(self, to: Scene | None = None) -> None:
        """Pop every scene above `to` (by default above the bottom one, the title)."""
        def go():
            while len(self.stack) > 1 and self.stack[-1] is not to:
                self._pop()
        self._pending.append(go)

    def _push(self, scene: Scene) -> None:
        self.stack.append(scene)
        if scene.fresh_keys or scene.input_delay:
            self.input.forget_held()
            self.unseen = True       # until the next frame is drawn (App.draw)
        scene.enter()
        self._music_for_top()

    def _pop(self) -> None:
        if self.stack:
            self.stack.pop().exit()
            if self.stack:
                self.stack[-1].resume()
        self._music_for_top()

    def _music_for_top(self) -> None:
        for scene in reversed(self.stack):
            if scene.music:
                self.audio.loop(scene.music)
                return
        self.audio.stop_loop()

    def apply_pending(self) -> None:
        while self._pending:
            ops, self._pending = self._pending, []
            for op in ops:
                op()

    # -------------------------------------------------------------- the loop
    def start_demo(self, seed: int | None = None) -> None:
        """The attract-mode demo (also `main.py --demo [--seed N]`): the next demo table on top."""
        self.idle = 0.0
        self.open("demo", seed)

    def quit(self) -> None:
        self.running = False

    def dispatch(self, intent: Intent) -> None:
        if intent.kind in ("device_added", "device_removed"):
            if intent.kind == "device_removed":
                for scene in list(self.stack):
                    scene.on_device_removed(intent.device)
            if self.top is not None:
                self.top.handle(intent)
            return
        if intent.kind != "point":
            self.idle = 0.0
        if intent.kind == "drop":
            self.open("replay_file", intent.text)     # a replay file dropped on the window, over any screen
            return
        top = self.top
        if top is not None and intent.kind != "point" and (self.unseen or top.time < top.input_delay):
            return      # pressed before this screen appeared, or too soon after: not for it
        if top is not None:
            top.handle(intent)

    def step(self, dt: float, draw: bool = True) -> None:
        """One frame: apply stack changes, read input, update, draw. A board map that cannot
        be read is shown on screen, over the title, instead of ending the app. `draw=False`:
        the frame without its picture (a test that looks at some frames of a long game only;
        a screen not drawn yet takes no input: `unseen`)."""
        try:
            self._step(dt, draw)
        except BoardError as exc:
            self.map_failed(exc)

    def map_failed(self, exc: BoardError) -> None:
        """Back to the bottom of the stack (the title), with the map's problem as a notice."""
        root = str(Path(__file__).resolve().parent.parent) + os.sep
        self._pending = []
        self.notify(_("A board could not be loaded, so this table cannot be shown. {problem}").format(
            problem=str(exc).replace(root, "")))
        while len(self.stack) > 1:
            self.stack.pop().exit()
        if self.stack:
            self.stack[-1].resume()
        self._music_for_top()

    def _step(self, dt: float, draw: bool = True) -> None:
        self.apply_pending()
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                self.quit()
                continue
            self.input.text_mode = self.top.text_mode() if self.top is not None else None
            for intent in self.input.process(event, self.window.to_canvas):
                self.dispatch(intent)
                self.apply_pending()
        for intent in self.input.update(dt):
            self.dispatch(intent)
        self.idle += dt
        if self.idle >= self.attract_after and getattr(self.top, "attract", False):
            self.start_demo()
        self.apply_pending()
        if self.top is not None:
            self.top.update(dt)
            # Scenes under an overlay keep animating (the table behind the pause menu stays still).
        self.apply_pending()
        self.tend_phones()
        if draw:
            self.draw()
        self.frame += 1

    def tend_phones(self) -> None:
        """The phones' messages reach the topmost lobby or table that hosts them, overlays or not
        (a phone plays on behind a curtain or the pause menu): scenes/phone_seats.py."""
        for scene in reversed(self.stack):
            if getattr(scene, "hosts_phones", False):
                scene.phones_update()
                return

    def draw(self) -> None:
        start = time.perf_counter()
        first = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                first = i
                break
        if not self.stack:
            self.canvas.fill(theme.INK)
        for scene in self.stack[first:]:
            scene.draw(self.canvas)
        self.unseen = False
        self.frame_times.append(time.perf_counter() - start)
        if len(self.frame_times) > 600:
            del self.frame_times[:300]
        self.window.present()

    def run(self, first: Scene | None = None, frames: int | None = None, screenshot: Path | None = None,
            frame_time: float | None = None) -> None:
        """The main loop, until Quit (or `frames` frames); `first` is pushed before it starts.
        With `frames` the loop waits for no clock: each frame advances `frame_time` seconds (a
        60th unless given), as fast as the machine goes."""
        if first is not None:
            self.push(first)
        self.apply_pending()
        dt = frame_time or 1 / self.FPS
        while self.running and self.stack:
            self.step(dt)
            if frames is not None and self.frame >= frames:
                break
            if frames is None:
                dt = min(self.LONGEST_FRAME, self.clock.tick(self.FPS) / 1000.0)
        if screenshot is not None:
            self.screenshot(screenshot)
        self.shutdown()

    def screenshot(self, path: Path) -> None:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.canvas, str(path))

    def shutdown(self) -> None:
        while self.stack:
            self._pop()
        if self.settings.unread:
            return       # a settings file we could not read is never written over with defaults
        try:
            self.settings.save()
        except OSError:
            pass
