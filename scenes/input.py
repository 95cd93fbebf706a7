"""The input layer: keyboard, mouse and every gamepad turned into intents tagged by device.

Scenes never read pygame events: they get `Intent`s. A device is "keyboard",
"mouse" or "pad:<SDL instance id>". Pads are opened through
pygame._sdl2.controller when SDL knows their mapping (A/B/X/Y as on an Xbox
pad), else through pygame.joystick (button 0 confirms, 1 goes back, hat and
first stick steer). Pads may come and go at any moment: the hub reports
"device_added" / "device_removed" intents.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame._sdl2 import controller as sdl_controller   # pygame-ce's SDL2 game-controller API (every build has it)

from game.i18n import N_, _

# What scenes react to.
DIRECTIONS = ("up", "down", "left", "right")
BUTTONS = ("confirm", "back", "menu", "alt", "page_prev", "page_next", "log", "undo", "inspect")
TEXT = ("text", "erase")   # typing a name, while a scene holds the keyboard in text entry
POINTER = ("point", "click", "right_click", "wheel_up", "wheel_down", "drag")   # drag: moved, left button held
FILES = ("drop",)    # a file dropped on the window (its path in `text`)
DEVICE = ("device_added", "device_removed")

KEYBOARD = "keyboard"
MOUSE = "mouse"


@dataclass(frozen=True)
class Intent:
    kind: str                         # one of DIRECTIONS, BUTTONS, POINTER, DEVICE, TEXT or FILES
    device: str                       # "keyboard", "mouse", "pad:<id>"
    pos: tuple[int, int] | None = None   # logical coordinates, for pointer intents
    text: str = ""                    # for "text" (typing a name); for "drop", the file's path

    @property
    def is_pad(self) -> bool:
        return self.device.startswith("pad:")


KEYMAP = {
    pygame.K_UP: "up", pygame.K_w: "up",
    pygame.K_DOWN: "down", pygame.K_s: "down",
    pygame.K_LEFT: "left", pygame.K_a: "left",
    pygame.K_RIGHT: "right", pygame.K_d: "right",
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_SPACE: "confirm",
    pygame.K_ESCAPE: "back", pygame.K_BACKSPACE: "back",
    pygame.K_p: "menu", pygame.K_F10: "menu",
    pygame.K_TAB: "alt", pygame.K_e: "alt",
    pygame.K_q: "page_prev", pygame.K_PAGEUP: "page_prev",
    pygame.K_r: "page_next", pygame.K_PAGEDOWN: "page_next",
    pygame.K_l: "log",
    pygame.K_u: "undo",
    pygame.K_h: "inspect",          # What's this? (scenes/inspect.py)
}

PAD_BUTTONS = {
    pygame.CONTROLLER_BUTTON_A: "confirm",
    pygame.CONTROLLER_BUTTON_B: "back",
    pygame.CONTROLLER_BUTTON_X: "alt",
    pygame.CONTROLLER_BUTTON_Y: "undo",
    pygame.CONTROLLER_BUTTON_START: "menu",
    pygame.CONTROLLER_BUTTON_BACK: "log",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "page_prev",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "page_next",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "inspect",   # RS: What's this?
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
}
JOY_BUTTONS = {0: "confirm", 1: "back", 2: "alt", 3: "undo", 4: "page_prev", 5: "page_next",
               6: "log", 7: "menu"}

# The one name of each button, on the keyboard and on a pad (one of the keys KEYMAP and one of
# the buttons PAD_BUTTONS map to it): every prompt, hint, rules page and the README say these.
# The names printed on the keys: Enter is Intro / Invio on Spanish and Italian keyboards (names()
# translates it); the others and the pads' names are the same in every language.
KEY_NAMES = {"confirm": N_("Enter"), "back": "Esc", "alt": "Tab", "menu": "P", "page_prev": "Q",  # i18n: keep
             "page_next": "R", "log": "L", "undo": "U", "inspect": "H"}
PAD_NAMES = {"confirm": "A", "back": "B", "alt": "X", "menu": "Start", "page_prev": "LB",  # i18n: keep
             "page_next": "RB", "log": "View", "undo": "Y", "inspect": "RS"}


def names(button: str, kind: str | None = None) -> str:
    """What the prompts call `button`: "A / Enter" (pad / keyboard), or for one device kind
    ("pad", "keyboard" or "mouse", as InputHub.last_kind) its own name alone."""
    if kind == "pad":
        return PAD_NAMES[button]
    if kind in (KEYBOARD, MOUSE):
        return _(KEY_NAMES[button])
    return f"{PAD_NAMES[button]} / {_(KEY_NAMES[button])}"

STICK_THRESHOLD = 0.55
REPEAT_DELAY = 0.40   # seconds before a held stick repeats
REPEAT_EVERY = 0.12
POINTER_HOLD = 0.5    # seconds the pointer's moves are not the player's after the window changed


def pad(instance_id: int) -> str:
    return f"pad:{instance_id}"


class InputHub:
    """Turns pygame events into intents and keeps track of the connected pads."""

    def __init__(self) -> None:
        self.pads: dict[int, object] = {}       # instance id -> Controller/Joystick (or None)
        self.pad_names: dict[int, str] = {}
        self.controller_ids: set[int] = set()   # pads driven by controller events
        self.last_kind = KEYBOARD               # "keyboard", "mouse" or "pad": for button prompts
        self._stick: dict[tuple[int, int], float] = {}   # (pad, axis pair) -> held direction state
        self._held: dict[str, tuple[str, float]] = {}    # device -> (direction, time to repeat)
        self.pointer: tuple[int, int] = (0, 0)
        self._pointer_hold = 0.0                # seconds left while pointer moves are ignored
        self._down: set[tuple] = set()          # keys and buttons held down now
        self._stale: set[tuple] = set()         # held since before the screen on top appeared
        # What the keys mean, as the scene on top asks (App sets it before each event):
        # None: game keys; "letters": letter and digit keys type (the lobby's names), the
        # other keys stay game keys; "all": a name is being typed, every key types, Backspace
        # erases, Enter confirms, Esc goes back, no game key fires.
        self.text_mode: str | None = None
        sdl_controller.init()
        pygame.joystick.init()

    # ----------------------------------------------------------------- devices
    def connected(self) -> list[str]:
        return [pad(i) for i in sorted(self.pads)]

    def device_label(self, device: str) -> str:
        if device == KEYBOARD:
            return _("Keyboard")
        if device == MOUSE:
            return _("Mouse")
        if device.startswith("phone:"):
            return _("Phone")
        iid = int(device.split(":")[1])
        return self.pad_names.get(iid) or _("Pad {n}").format(n=iid)

    def _open(self, index: int, instance_id: int | None) -> int:
        """Open a newly plugged pad by its device index; returns its instance id."""
        handle, name = None, None
        try:
            if sdl_controller.is_controller(index):
                handle = sdl_controller.Controller(index)
                name = handle.name
                instance_id = handle.as_joystick().get_instance_id()
                self.controller_ids.add(instance_id)
            else:
                handle = pygame.joystick.Joystick(index)
                name = handle.get_name()
                instance_id = handle.get_instance_id()
        except (pygame.error, IndexError, ValueError):
            # A pad announced by an event that SDL cannot open (synthetic, or gone again
            # already): keep it by the id the event gave, so seats still bind to it.
            if instance_id is None:
                instance_id = index
        assert instance_id is not None
        self.pads[instance_id] = handle
        self.pad_names[instance_id] = (name or _("Gamepad"))[:24]
        return instance_id

    def hold_pointer(self, seconds: float = POINTER_HOLD) -> None:
        """The window changed (fullscreen or back): for `seconds` the pointer's moves (SDL may
        put it in the middle of the new window) are followed but are no "point" intents, so no
        focus moves under a still mouse."""
        self._pointer_hold = seconds

    def forget_held(self, mouse: bool = True) -> None:
        """A new screen appears: the keys and buttons held down now were pressed for the one
        before; their repeats are ignored until they are let go (`mouse` False: the keys and the
        pads' buttons only, as when a lesson's step appears over the same screen)."""
        self._stale = {w for w in self._down if mouse or w[0] != "mouse"}

    def _press(self, what: tuple) -> bool:
        """Note `what` (("key", k), ("pad", id, b), ("mouse", b)) down; False for a key still
        held since before the screen on top appeared (a repeat, not a press for this screen)."""
        self._down.add(what)
        return what not in self._stale

    def _let_go(self, what: tuple) -> None:
        self._down.discard(what)
        self._stale.discard(what)

    # ----------------------------------------------------------------- events
    def process(self, event: pygame.event.Event, to_logical=lambda p: p) -> list[Intent]:
        """The intents of one pygame event; `to_logical` maps a window position to the canvas."""
        t = event.type
        if t == pygame.WINDOWFOCUSLOST:      # keys let go elsewhere send no KEYUP here
            self._down.clear()
            self._stale.clear()
            return []
        if t == pygame.KEYUP:
            self._let_go(("key", event.key))
            return []
        if t == pygame.MOUSEBUTTONUP:
            self._let_go(("mouse", event.button))
            return []
        if t == pygame.KEYDOWN:
            if not self._press(("key", event.key)):
                return []
            self.last_kind = KEYBOARD
            if self.text_mode == "all":
                return self._typed(event)
            if self.text_mode == "letters" and event.unicode and event.unicode.isalnum():
                return [Intent("text", KEYBOARD, text=event.unicode)]
            kind = KEYMAP.get(event.key)
            out = [Intent(kind, KEYBOARD)] if kind else []
            if event.unicode and event.unicode.isprintable() and kind not in ("confirm",):
                out.append(Intent("text", KEYBOARD, text=event.unicode))
            return out
        if t == pygame.MOUSEMOTION:
            self.pointer = to_logical(event.pos)
            if self._pointer_hold > 0:
                return []
            self.last_kind = MOUSE
            held = bool(getattr(event, "buttons", (0,))[0])
            return [Intent("point", MOUSE, self.pointer)] + ([Intent("drag", MOUSE, self.pointer)] if held else [])
        if t == pygame.DROPFILE:
            return [Intent("drop", MOUSE, text=str(event.file))]
        if t == pygame.MOUSEBUTTONDOWN:
            self.pointer = to_logical(event.pos)
            if not self._press(("mouse", event.button)):
                return []
            self.last_kind = MOUSE
            kind = {1: "click", 3: "right_click", 4: "wheel_up", 5: "wheel_down"}.get(event.button)
            return [Intent(kind, MOUSE, self.pointer)] if kind else []
        if t == pygame.CONTROLLERDEVICEADDED:
            iid = self._open(event.device_index, getattr(event, "instance_id", None))
            return [Intent("device_added", pad(iid))]
        if t == pygame.JOYDEVICEADDED:
            index = event.device_index
            if sdl_controller.is_controller(index):
                return []   # the controller event for the same pad handles it
            iid = self._open(index, getattr(event, "instance_id", None))
            return [Intent("device_added", pad(iid))]
        if t in (pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEREMOVED):
            iid = event.instance_id
            if iid not in self.pads:
                return []
            self.pads.pop(iid, None)
            self.controller_ids.discard(iid)
            self._held.pop(pad(iid), None)
            return [Intent("device_removed", pad(iid))]
        if t == pygame.CONTROLLERBUTTONDOWN:
            if not self._press(("pad", event.instance_id, event.button)):
                return []
            return self._pad_button(event.instance_id, PAD_BUTTONS.get(event.button))
        if t in (pygame.CONTROLLERBUTTONUP, pygame.JOYBUTTONUP):
            if t == pygame.CONTROLLERBUTTONUP or event.instance_id not in self.controller_ids:
                self._let_go(("pad", event.instance_id, event.button))
            if t == pygame.CONTROLLERBUTTONUP:
                self._release(event.instance_id)
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            if event.axis in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
                value = event.value / 32767.0
                return self._stick_motion(event.instance_id, event.axis == pygame.CONTROLLER_AXIS_LEFTY, value)
            return []
        if t == pygame.JOYBUTTONDOWN and event.instance_id not in self.controller_ids:
            if not self._press(("pad", event.instance_id, event.button)):
                return []
            return self._pad_button(event.instance_id, JOY_BUTTONS.get(event.button))
        if t == pygame.JOYHATMOTION and event.instance_id not in self.controller_ids:
            x, y = event.value
            kind = "left" if x < 0 else "right" if x > 0 else "up" if y > 0 else "down" if y < 0 else None
            return self._pad_button(event.instance_id, kind)
        if t == pygame.JOYAXISMOTION and event.instance_id not in self.controller_ids and event.axis < 2:
            return self._stick_motion(event.instance_id, event.axis == 1, event.value)
        return []

    @staticmethod
    def _typed(event: pygame.event.Event) -> list[Intent]:
        """A key in text entry: a letter, or one of the three keys that edit or leave."""
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return [Intent("confirm", KEYBOARD)]
        if event.key == pygame.K_ESCAPE:
            return [Intent("back", KEYBOARD)]
        if event.key == pygame.K_BACKSPACE:
            return [Intent("erase", KEYBOARD)]
        if event.unicode and event.unicode.isprintable():
            return [Intent("text", KEYBOARD, text=event.unicode)]
        return []

    def _pad_button(self, iid: int, kind: str | None) -> list[Intent]:
        if kind is None:
            return []
        self.last_kind = "pad"
        if iid not in self.pads:        # a pad we never saw plugged (synthetic or early)
            self.pads[iid] = None
            self.pad_names.setdefault(iid, _("Gamepad"))
        if kind in DIRECTIONS:
            self._held[pad(iid)] = (kind, REPEAT_DELAY)
        return [Intent(kind, pad(iid))]

    def _release(self, iid: int) -> None:
        self._held.pop(pad(iid), None)

    def _stick_motion(self, iid: int, vertical: bool, value: float) -> list[Intent]:
        key = (iid, int(vertical))
        before = self._stick.get(key, 0.0)
        now = 0.0 if abs(value) < STICK_THRESHOLD else (1.0 if value > 0 else -1.0)
        self._stick[key] = now
        if now == before:
            return []
        if now == 0.0:
            self._release(iid)
            return []
        kind = ("down" if now > 0 else "up") if vertical else ("right" if now > 0 else "left")
        return self._pad_button(iid, kind)

    def update(self, dt: float) -> list[Intent]:
        """Repeat held pad directions, as a keyboard repeats a held key."""
        self._pointer_hold = max(0.0, self._pointer_hold - dt)
        out = []
        for device, (kind, left) in list(self._held.items()):
            left -= dt
            if left <= 0:
                out.append(Intent(kind, device))
                left = REPEAT_EVERY
            self._held[device] = (kind, left)
        return out
