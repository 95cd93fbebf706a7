"""The lobby: players join with their own device, bots fill seats, the game's options are set.

Press A (a pad) or Enter (the keyboard) on a device that has no seat: it takes
the next free seat, bound to that device. B / Esc on a seated device leaves the
seat. The keyboard can seat several players ("Another player on the keyboard",
or Enter on a free seat once the keyboard is seated), who then take turns on it.
Any seated device drives the menu: left/right on a seat turns a free seat into a
bot and back (on a line with nothing to turn, such as "Set sail!", it goes to the other
column); alt changes a seat's colour; confirm on a taken seat names it
(scenes/naming.py: typed on the keyboard, picked from a list of pirate names on a pad).
Here letter keys only ever type: a letter on a taken seat starts its name afresh.
The crew that last set sail at this game comes back as the first crew (scenes/lobby_crew.py).
The prompt row names what the keys do on the focused line (`prompt_items`); the hint above
it says what the line means.

Options: left/right cycles through the values the game allows with the other options
chosen (a game package may say which with `lobby_choices(name, options)`, None hiding an
option its other choices leave unused, e.g. Cartagena's great-escape path lengths); a
change that leaves another option's value out moves that one to its nearest allowed value.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

import game
from game import Match, Seat
from game.i18n import N_, _

from . import theme
from .app import Scene
from .common import backdrop, prompts
from .config import slot_path
from .howto import pages_for
from .input import KEYBOARD, MOUSE, names
from .lobby_crew import FREE, recall, remember
from .naming import PIRATE_NAMES, Naming, draw_naming
from .phone_lobby import LobbyPhones
from .saves import ask_before_replacing
from .tables import engine, table_for
from .tutorial import has_lesson
from .widgets import Menu, MenuItem, draw_panel, draw_text, image


def device_group(device: str) -> str:
    """The keyboard and the mouse are one player's device."""
    return KEYBOARD if device == MOUSE else device


@dataclass
class LobbySeat:
    name: str
    colour: int
    kind: str = FREE          # FREE, "human" or a bot name of the game
    device: str | None = None  # for a human: "keyboard" or "pad:<id>"


class Lobby(LobbyPhones, Scene):
    music = "sea_loop"
    attract = True     # the demo may start after a while without input
    fresh_keys = True    # "Set sail!" is focused: the key that chose the game does not start it

    def __init__(self, app, game_id: str, host: str | None = KEYBOARD, seed: int | None = None) -> None:
        super().__init__(app)
        self.spec = game.get(game_id)
        self.seed = seed
        self.seats = [LobbySeat(PIRATE_NAMES[i % len(PIRATE_NAMES)], i) for i in range(self.spec.max_players)]
        self.naming: Naming | None = None
        self.last_device: str | None = None     # the device that pressed last (the prompt row's back)
        # The device that opened the lobby always drives its menu, seated or not.
        self.host = device_group(host) if host is not None else KEYBOARD
        recall(self)            # the crew that last set sail at this game, where its devices are here
        if host is not None and self.seat_of(self.host) is None:
            self.join(self.host)
        # Enough bots to reach the minimum, so "Set sail!" works at once for one player.
        for s in self.seats:
            if self.occupied() >= self.spec.min_players:
                break
            if s.kind == FREE:
                s.kind = self.spec.default_bot
        self.menu = self.build_menu()

    # ------------------------------------------------------------------ seats
    def occupied(self) -> int:
        return sum(1 for s in self.seats if s.kind != FREE)

    def humans(self) -> list[LobbySeat]:
        return [s for s in self.seats if s.kind == "human"]

    def seat_of(self, device: str) -> int | None:
        group = device_group(device)
        for i, s in enumerate(self.seats):
            if s.kind == "human" and s.device == group:
                return i
        return None

    def join(self, device: str) -> int | None:
        """Seat `device` at the first free seat (or the first bot's); None if the table is full."""
        free = [i for i, s in enumerate(self.seats) if s.kind == FREE]
        bots = [i for i, s in enumerate(self.seats) if s.kind not in (FREE, "human")]
        if not free and not bots:
            return None
        i = (free or bots)[0]
        seat = self.seats[i]
        seat.kind, seat.device = "human", device_group(device)
        if device.startswith("pad:"):
            seat.name = self._fresh_name(i)
        self.app.audio.play("select")
        return i

    def _fresh_name(self, i: int) -> str:
        used = {s.name for k, s in enumerate(self.seats) if k != i and s.kind != FREE}
        return next((n for n in PIRATE_NAMES if n not in used), _("Pirate {n}").format(n=i + 1))

    def leave(self, i: int) -> None:
        seat = self.seats[i]
        seat.kind, seat.device = FREE, None
        self.app.audio.play("back")

    # ------------------------------------------------------------------ the menu
    def kind_label(self, seat: LobbySeat) -> str:
        if seat.kind == FREE:
            return _("Free")
        if seat.kind == "human":
            return self.app.input.device_label(seat.device or KEYBOARD)
        return _("{level} (bot)").format(level=self.bot_label(seat))

    def seat_hint(self, seat: LobbySeat) -> str:
        """What the focused seat is (the keys are in the prompt row)."""
        if seat.kind == FREE:
            return _("A free seat: a player joins with their own pad or keys, or right makes it a bot.")
        if seat.kind != "human":
            return self.bot_blurb(seat)
        device = seat.device or KEYBOARD
        if device == KEYBOARD:
            return _("The keyboard plays this seat. Type to rename it; left or right hands it to a bot.")
        return _("{pad} plays this seat; left or right hands it to a bot.").format(
            pad=self.app.input.device_label(device))

    def prompt_items(self) -> list[tuple[str, str]]:
        """The prompt row: what the keys do on the focused line, then back."""
        steer = "\u2190\u2192"
        index, items = self.menu.index, []
        if index < len(self.seats):
            seat = self.seats[index]
            if seat.kind == FREE:
                items = [("confirm", _("Join")), (steer, _("A bot"))]
            elif seat.kind == "human":
                items = [("confirm", _("Name")), ("alt", _("Colour")), (steer, _("A bot"))]
            else:
                temper = self.seat_temperament(seat) is not None
                items = [(steer, _("Level")), ("confirm", _("Temperament") if temper else _("Name")),
                         ("alt", _("Colour"))]
        else:
            item = self.menu.focused
            if item.on_change is not None:
                items = [(steer, _("Change"))]
            elif item.enabled and item.on_confirm is not None:
                items = [("confirm", item.text())]
        if index >= len(self.seats) and self.menu.focused.on_change is None:
            items.append((steer, _("Other column")))
        seated = self.seat_of(self.last_device or self.host)
        leave = seated is not None and len(self.humans()) > 1
        return items + [("back", _("Leave the seat") if leave else _("Back"))]

    def build_menu(self) -> Menu:
        items = []
        for i, seat in enumerate(self.seats):
            items.append(MenuItem(seat.name, value=lambda s=seat: self.kind_label(s),
                                  on_change=lambda d, i=i: self.change_kind(i, d),
                                  hint=lambda s=seat: self.seat_hint(s), translate=False))
        items.append(MenuItem(N_("Another player on the keyboard"), self.add_keyboard_player,
                              hint=N_("Players sharing the keyboard take turns on it.")))
        items.append(MenuItem(N_("Join with a phone"), self.open_phones,
                              hint=N_("A QR code to scan: the phone holds that player's hand and secret choices.")))
        for name, opt in self.spec.options.items():
            if opt.lobby and self.allowed(name) is not None:
                items.append(MenuItem(opt.label or name, value=lambda n=name: self.option_label(n),
                                      on_change=lambda d, n=name: self.change_option(n, d), hint=opt.help))
        if pages_for(self.spec.id, self.options):
            items.append(MenuItem(N_("How to play"), self.howto, hint=lambda: _("The rules of {game}, page by page.").format(
                game=self.spec.title)))
        if has_lesson(self.spec.id):
            items.append(MenuItem(N_("Learn to play"), self.learn,
                                  hint=N_("A guided first game against a bot: the coach shows you the rules.")))
        items.append(MenuItem(N_("Set sail!"), self.start, hint=N_("Start the game.")))
        index = self.menu.index if hasattr(self, "menu") else len(items) - 1
        menu = Menu(items, (theme.SCREEN_W // 2, 600), width=800, item_h=70, size=theme.SIZE_BODY,
                    index=min(index, len(items) - 1))
        # Two columns: the seats (and the keyboard's extra player) on the left, the game's
        # options, the rules and "Set sail!" on the right.
        left = len(self.seats) + 2
        lh = min(80, 700 // left)
        for i, rect in enumerate(menu.rects[:left]):
            rect.update(250, 230 + i * lh, 760, lh - 10)
        right = menu.rects[left:]
        rh = min(80, 700 // max(1, len(right)))
        for i, rect in enumerate(right):
            rect.update(1090, 230 + i * rh, 760, rh - 10)
        menu.hint_pos = (theme.SCREEN_W // 2, 966)     # two lines clear the columns and the prompt row
        menu.hint_width = 1640
        return menu

    def option_label(self, name: str) -> str:
        opt = self.spec.options[name]
        value = self.options[name]
        return _(str(opt.labels.get(value, value)))

    @property
    def options(self) -> dict:
        if not hasattr(self, "_options"):
            self._options = {n: o.default for n, o in self.spec.options.items() if o.lobby}
        return self._options

    def change_kind(self, i: int, d: int) -> None:
        seat = self.seats[i]
        if seat.kind == "human":
            # The player hands the seat to a bot; the device may join again.
            self.let_phone_go(i)
            seat.kind, seat.device = self.spec.default_bot, None
            return
        self.change_level(seat, d)

    def change_colour(self, i: int) -> None:
        used = {s.colour for k, s in enumerate(self.seats) if k != i}
        c = self.seats[i].colour
        for _ in range(len(theme.PLAYER_COLOURS)):
            c = (c + 1) % len(theme.PLAYER_COLOURS)
            if c not in used:
                break
        if c not in used:
            self.seats[i].colour = c

    def allowed(self, name: str) -> tuple | None:
        """The values of option `name` offered with the other options chosen (None: hidden)."""
        rule = getattr(engine(self.spec.id), "lobby_choices", None)
        if rule is None:
            return tuple(self.spec.options[name].choices or ())
        return rule(name, self.options)

    def change_option(self, name: str, d: int) -> None:
        shown = [n for n in self.options if self.allowed(n) is not None]
        choices = list(self.allowed(name) or ())
        if choices:
            j = choices.index(self.options[name]) if self.options[name] in choices else 0
            self.options[name] = choices[(j + d) % len(choices)]
        for other in self.options:           # what this change leaves out moves to the nearest allowed
            offered = self.allowed(other)
            value = self.options[other]
            if offered and value not in offered:
                numeric = all(isinstance(v, int) and not isinstance(v, bool) for v in (value, *offered))
                self.options[other] = (min(offered, key=lambda v: (abs(v - value), v)) if numeric
                                       else offered[0])
        if shown != [n for n in self.options if self.allowed(n) is not None]:
            self.menu = self.build_menu()

    def add_keyboard_player(self) -> None:
        free = [i for i, s in enumerate(self.seats) if s.kind == FREE]
        if not free:
            self.app.audio.play("error")
            return
        s = self.seats[free[0]]
        s.kind, s.device = "human", KEYBOARD

    def howto(self) -> None:
        self.app.open("howto", self.spec.id, self.options, self.spec.title)

    def learn(self) -> None:
        self.app.open("lesson", self.spec.id, lambda _game: self.app.unwind(to=self))

    def focused_seat(self) -> int | None:
        return self.menu.index if self.menu.index < len(self.seats) else None

    # ------------------------------------------------------------------ bot levels
    # A bot seat's kind is its bot string: a level of `spec.lobby_bots()` ("easy", "normal",
    # "hard", "random"), with ":temperament" in games that have them (Palabra, Pagamás) once
    # a temperament is chosen; without one the bot takes `spec.temperament_for(players)`.
    # Left/right on the seat cycles Free and the levels; confirm cycles the temperament.

    def bot_levels(self) -> list[str]:
        return [b for b, _label, _help in self.spec.lobby_bots()]

    def bot_parts(self, seat: LobbySeat) -> tuple[str, str | None]:
        """(level, chosen temperament or None) of a bot seat."""
        return self.spec.parse_bot(seat.kind)

    def seat_temperament(self, seat: LobbySeat) -> str | None:
        """The temperament the bot will have: the chosen one, else the table size's (None: the
        game has none, or the level takes none)."""
        level, temper = self.bot_parts(seat)
        if not self.spec.temperaments or "temperament" not in self.spec.bots[level].takes:
            return None
        return temper or self.spec.temperament_for(max(self.spec.min_players, self.occupied()))

    def bot_label(self, seat: LobbySeat) -> str:
        """The seat's value: the level, and the temperament where the game has them."""
        level, _chosen = self.bot_parts(seat)
        label = _(self.spec.bots[level].label)
        temper = self.seat_temperament(seat)
        return f"{label} \u00b7 {_(self.spec.temperaments[temper].label)}" if temper else label

    def change_level(self, seat: LobbySeat, d: int) -> None:
        """Left/right on a free or bot seat: Free, then each level; a temperament stays."""
        choices = [FREE, *self.bot_levels()]
        level, temper = self.bot_parts(seat) if seat.kind != FREE else (FREE, None)
        if level == FREE and d > 0:
            new = self.spec.parse_bot(self.spec.default_bot)[0]   # every game's usual bot first
        else:
            j = choices.index(level) if level in choices else 0
            new = choices[(j + d) % len(choices)]
        if new != FREE and temper and "temperament" in self.spec.bots[new].takes:
            new = f"{new}:{temper}"
        seat.kind = new

    def change_temperament(self, seat: LobbySeat) -> None:
        """The next temperament: the table size's (none chosen), then each one in turn."""
        level, temper = self.bot_parts(seat)
        choices = [None, *self.spec.temperaments]
        nxt = choices[(choices.index(temper) + 1) % len(choices)]
        seat.kind = f"{level}:{nxt}" if nxt else level

    def handle_bot_choice(self, intent) -> bool:
        """Confirm on a bot seat of a game with temperaments changes its temperament."""
        focus = self.focused_seat()
        if intent.kind != "confirm" or focus is None:
            return False
        seat = self.seats[focus]
        if seat.kind in (FREE, "human") or self.seat_temperament(seat) is None:
            return False
        self.change_temperament(seat)
        self.app.audio.play("click")
        return True

    def bot_blurb(self, seat: LobbySeat) -> str:
        """The focused bot seat's line: what its level (and temperament) means (the keys are in
        the prompt row)."""
        level, temper = self.bot_parts(seat)
        info = self.spec.bots[level]
        line = _("{level}: {help}").format(level=_(info.label), help=_(info.help))
        shown = self.seat_temperament(seat)
        if shown:
            t = self.spec.temperaments[shown]
            if temper:
                line += " \u2022 " + _("{temperament}: {help}").format(temperament=_(t.label), help=_(t.help))
            else:
                line += " \u2022 " + _("{temperament} (suits {n} players): {help}").format(
                    temperament=_(t.label), n=max(self.spec.min_players, self.occupied()), help=_(t.help))
        return line

    # ------------------------------------------------------------------ starting
    def can_start(self) -> bool:
        return self.spec.min_players <= self.occupied() <= self.spec.max_players

    def start(self) -> None:
        if not self.can_start():
            self.app.audio.play("error")
            return
        taken = [s for s in self.seats if s.kind != FREE]
        self.phones_to_table([i for i, s in enumerate(self.seats) if s.kind != FREE])
        seats = [Seat(s.name, None if s.kind == "human" else s.kind, s.colour) for s in taken]
        bindings = {i: s.device for i, s in enumerate(taken) if s.kind == "human"}
        seed = self.seed if self.seed is not None else pygame.time.get_ticks() * 7919 % 1_000_003
        self.app.audio.play("select")

        def go() -> None:
            problem = remember(self)
            if problem:
                self.app.notices.append(problem)
            match = Match.new(self.spec.id, seats, seed=seed, options=self.options,
                              journal_path=slot_path(self.spec.id))
            self.app.replace(table_for(self.app, match, bindings))
        ask_before_replacing(self.app, self.spec.id, go)

    # ------------------------------------------------------------------ input
    def handle(self, intent) -> None:
        k = intent.kind
        if k not in ("point", "device_added", "device_removed"):
            self.last_device = device_group(intent.device)
        if k in ("device_added", "device_removed"):
            if k == "device_removed":
                if self.naming is not None and self.naming.device == device_group(intent.device):
                    self.stop_naming(keep=False)
                i = self.seat_of(intent.device)
                if i is not None:
                    self.leave(i)
            return
        if self.naming is not None:
            self.handle_naming(intent)
            return
        seated = self.seat_of(intent.device)
        is_host = device_group(intent.device) == self.host
        focus = self.focused_seat()
        if k == "confirm" and seated is None and intent.device != MOUSE:
            if not is_host or (focus is not None and self.seats[focus].kind == "free"):
                self.join(intent.device)
                return
        if k == "back":
            if seated is not None and len(self.humans()) > 1:
                self.leave(seated)
            elif seated is not None or is_host:
                self.app.audio.play("back")
                self.app.pop()
            return
        if seated is None and not is_host and intent.device != MOUSE:
            return   # an unseated pad only joins
        if k == "alt" and focus is not None:
            self.change_colour(focus)
            self.app.audio.play("click")
            return
        if self.handle_bot_choice(intent):      # confirm on a bot with a temperament: the next one
            return
        if k == "confirm" and focus is not None:
            self.confirm_seat(focus, intent.device)
            return
        if k == "text":
            self.type_to_name(focus, intent)
            return
        if k in ("left", "right") and self.menu.focused.on_change is None:
            self.cross_columns()      # a line without values to turn: left/right go to the other column
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self.app.audio.play("click")
        elif result:
            self.app.audio.play("select")

    def cross_columns(self) -> None:
        """To the line of the other column at the nearest height (there are two: either way leads
        there), as the eye goes from "Join with a phone" to "Set sail!"."""
        menu = self.menu
        here = menu.rects[menu.index]
        others = [i for i, r in enumerate(menu.rects) if r.x != here.x and menu.items[i].enabled]
        if not others:
            return
        menu.index = min(others, key=lambda i: (abs(menu.rects[i].centery - here.centery), i))
        self.app.audio.play("click")

    def confirm_seat(self, i: int, device: str) -> None:
        """Confirm on a seat by a device that already plays: a free seat takes another player
        on the keyboard (a pad cannot play twice); a taken seat is named."""
        seat = self.seats[i]
        if seat.kind == FREE:
            if device_group(device) == KEYBOARD:
                seat.kind, seat.device = "human", KEYBOARD
                seat.name = self._fresh_name(i)
                self.app.audio.play("select")
            else:
                self.app.audio.play("error")
            return
        self.start_naming(i, device)

    # ------------------------------------------------------------------ naming a seat
    def start_naming(self, i: int, device: str) -> None:
        group = device_group(device)
        taken = {s.name for k, s in enumerate(self.seats) if k != i and s.kind != FREE}
        self.naming = Naming(i, group, self.seats[i].name, typed=group == KEYBOARD, taken=taken)
        self.app.audio.play("select")

    def type_to_name(self, focus: int | None, intent) -> None:
        """A letter typed on a taken seat starts its name afresh with that letter; elsewhere
        it does nothing (it is no game key)."""
        if focus is None or self.seats[focus].kind == FREE or device_group(intent.device) != KEYBOARD:
            return
        self.start_naming(focus, intent.device)
        self.naming.name = ""
        self.naming.type(intent.text)

    def stop_naming(self, keep: bool) -> None:
        naming, self.naming = self.naming, None
        if naming is not None and keep:
            self.seats[naming.seat].name = naming.result()

    def text_mode(self) -> str:
        """Letter keys type names here (they never move the focus or turn a seat into a bot);
        while the keyboard names a seat every key types."""
        return "all" if self.naming is not None and self.naming.typed else "letters"

    def handle_naming(self, intent) -> None:
        """While a seat is named only its device speaks, and no game key fires."""
        naming = self.naming
        k = intent.kind
        if device_group(intent.device) != naming.device or k == "point":
            return
        if k == "text":
            naming.type(intent.text)
        elif k == "erase":
            naming.erase()
        elif k in ("left", "right", "up", "down") and not naming.typed:
            naming.step(-1 if k in ("left", "up") else 1)
            self.app.audio.play("click")
        elif k in ("confirm", "click"):
            self.stop_naming(keep=True)
            self.app.audio.play("select")
        elif k == "back":
            self.stop_naming(keep=False)
            self.app.audio.play("back")

    def exit(self) -> None:
        self.stop_naming(keep=False)
        self.phones_exit()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        backdrop(surface, veil_alpha=150)
        draw_text(surface, self.spec.title, (theme.SCREEN_W // 2, 76), theme.SIZE_TITLE, theme.BRASS, "display")
        draw_text(surface, _("Press {confirm} on your own pad or keyboard to join \u2022 {back} to leave").format(
                  confirm=names("confirm"), back=names("back")),
                  (theme.SCREEN_W // 2, 165), theme.SIZE_BODY, theme.FOAM)
        for i, seat in enumerate(self.seats):
            self.menu.items[i].label = seat.name if seat.kind != FREE else _("Seat {n}").format(n=i + 1)
            self.menu.items[i].translate = False          # a player's name, or translated above
            self.menu.items[i].hint = lambda s=seat: self.seat_hint(s)
        if self.naming is not None:
            self.menu.items[self.naming.seat].label = self.naming.name
            self.menu.items[self.naming.seat].hint = ""      # the naming panel says how
        self.menu.items[-1].enabled = self.can_start()
        self.menu.draw(surface, self.time)
        for i, seat in enumerate(self.seats):
            rect = self.menu.rects[i]
            if seat.kind == FREE:
                continue
            colour = theme.PLAYER_COLOURS[seat.colour]
            pawn = image(f"sprites/pirate_{seat.colour}.png", (40, 60))
            surface.blit(pawn, pawn.get_rect(midright=(rect.x - 14, rect.centery - 4)))
            draw_text(surface, _(colour.name), (rect.x - 64, rect.centery - 4), theme.SIZE_SMALL, colour.rgb,
                      "bold", anchor="midright")
        if not self.can_start():
            # Under "Set sail!", in the right column: the hint line keeps its place.
            rect = self.menu.rects[-1]
            warn = pygame.Rect(rect.x, rect.bottom + 20, rect.w, 60)
            draw_panel(surface, warn, fill=theme.WOOD_DARK)
            draw_text(surface, _("{game} needs {low} to {high} players").format(
                game=self.spec.title, low=self.spec.min_players, high=self.spec.max_players),
                warn.move(-3, -4).center, theme.SIZE_SMALL, theme.WARN, "bold")
        if self.naming is not None:
            draw_naming(surface, self.naming, self.naming.seat + 1, self.time)
            prompts(self, surface, [("confirm", _("Keep the name")), ("back", _("Cancel"))])
            return
        prompts(self, surface, self.prompt_items())
