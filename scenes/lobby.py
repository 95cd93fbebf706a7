"""The lobby: seat the crew (each seat human or bot, name, colour) and set the game's options."""
from __future__ import annotations

import pygame

import game
from game import Match, Seat

from . import theme
from .app import Scene
from .common import backdrop, prompts, veil
from .config import journal_path
from .widgets import Menu, MenuItem, draw_text, image

PIRATE_NAMES = ("Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Henry", "Ching Shih", "Bart")


class Lobby(Scene):
    music = "sea_loop"

    def __init__(self, app, game_id: str, seed: int | None = None) -> None:
        super().__init__(app)
        self.spec = game.get(game_id)
        self.seed = seed
        n = max(self.spec.min_players, min(3, self.spec.max_players))
        self.seats: list[Seat] = [Seat(PIRATE_NAMES[0], None, 0)]
        for i in range(1, self.spec.max_players):
            self.seats.append(Seat(PIRATE_NAMES[i % len(PIRATE_NAMES)], self.spec.default_bot, i))
        self.players = n
        self.options = {name: opt.default for name, opt in self.spec.options.items() if opt.lobby}
        self.menu = self.build_menu()

    # ------------------------------------------------------------------ the menu
    def bot_choices(self) -> list[str | None]:
        return [None, *self.spec.bots.keys()]

    def kind_label(self, seat: Seat) -> str:
        return "Human" if seat.bot is None else self.spec.bots[seat.bot].label

    def build_menu(self) -> Menu:
        items = [MenuItem("Players", value=lambda: str(self.players), on_change=self.change_players,
                          hint=f"{self.spec.title} seats {self.spec.min_players} to {self.spec.max_players}.")]
        for i in range(self.players):
            items.append(MenuItem(self.seats[i].name, value=lambda i=i: self.kind_label(self.seats[i]),
                                  on_change=lambda d, i=i: self.change_kind(i, d),
                                  hint="\u25c0 \u25b6 human or bot \u2022 alt button: colour \u2022 type to rename"))
        for name, value in self.options.items():
            opt = self.spec.options[name]
            items.append(MenuItem(opt.label or name, value=lambda n=name: self.option_label(n),
                                  on_change=lambda d, n=name: self.change_option(n, d), hint=opt.help))
        items.append(MenuItem("Set sail!", self.start, hint="Start the game."))
        index = self.menu.index if hasattr(self, "menu") else len(items) - 1
        top = 300
        return Menu(items, (theme.SCREEN_W // 2 + 120, top + len(items) * 78 // 2), width=1100, item_h=78,
                    size=theme.SIZE_BODY, index=min(index, len(items) - 1))

    def option_label(self, name: str) -> str:
        opt = self.spec.options[name]
        value = self.options[name]
        return str(opt.labels.get(value, value))

    def change_players(self, d: int) -> None:
        self.players = max(self.spec.min_players, min(self.spec.max_players, self.players + d))
        self.menu = self.build_menu()

    def change_kind(self, i: int, d: int) -> None:
        choices = self.bot_choices()
        j = choices.index(self.seats[i].bot) if self.seats[i].bot in choices else 0
        self.seats[i].bot = choices[(j + d) % len(choices)]

    def change_colour(self, i: int) -> None:
        used = {s.colour for k, s in enumerate(self.seats[:self.players]) if k != i}
        c = self.seats[i].colour
        for _ in range(len(theme.PLAYER_COLOURS)):
            c = (c + 1) % len(theme.PLAYER_COLOURS)
            if c not in used:
                break
        self.seats[i].colour = c

    def change_option(self, name: str, d: int) -> None:
        choices = list(self.spec.options[name].choices or [])
        if choices:
            j = choices.index(self.options[name]) if self.options[name] in choices else 0
            self.options[name] = choices[(j + d) % len(choices)]

    def focused_seat(self) -> int | None:
        i = self.menu.index - 1
        return i if 0 <= i < self.players else None

    # ------------------------------------------------------------------ starting
    def start(self) -> None:
        from .tables import table_for
        seats = [Seat(s.name, s.bot, s.colour) for s in self.seats[:self.players]]
        seed = self.seed if self.seed is not None else pygame.time.get_ticks() * 7919 % 1_000_003
        match = Match.new(self.spec.id, seats, seed=seed, options=self.options, journal_path=journal_path())
        self.app.audio.play("select")
        self.app.replace(table_for(self.app, match))

    # ------------------------------------------------------------------ input
    def handle(self, intent) -> None:
        seat = self.focused_seat()
        if intent.kind == "back":
            self.app.audio.play("back")
            self.app.pop()
            return
        if intent.kind == "alt" and seat is not None:
            self.change_colour(seat)
            self.app.audio.play("click")
            return
        if intent.kind == "text" and seat is not None:
            s = self.seats[seat]
            if getattr(self, "_typing", None) != seat:
                s.name = ""
                self._typing = seat
            if len(s.name) < 14:
                s.name += intent.text
            self.menu.items[self.menu.index].label = s.name
            return
        result = self.menu.handle(intent)
        if result == "moved":
            self._typing = None
            self.app.audio.play("click")
        elif result:
            self.app.audio.play("select")

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        backdrop(surface)
        veil(surface, 150)
        draw_text(surface, self.spec.title, (theme.SCREEN_W // 2, 110), theme.SIZE_TITLE, theme.BRASS, "display")
        draw_text(surface, "Seat the crew", (theme.SCREEN_W // 2, 200), theme.SIZE_BODY, theme.FOAM)
        self.menu.draw(surface, self.time)
        for i in range(self.players):
            rect = self.menu.rects[i + 1]
            colour = theme.PLAYER_COLOURS[self.seats[i].colour]
            pawn = image(f"sprites/pirate_{self.seats[i].colour}.png", (44, 66))
            surface.blit(pawn, pawn.get_rect(midright=(rect.x - 20, rect.centery - 4)))
            draw_text(surface, colour.name, (rect.x - 80, rect.centery - 4), theme.SIZE_SMALL, colour.rgb,
                      "bold", anchor="midright")
        prompts(self, surface, [("confirm", "Choose"), ("alt", "Colour"), ("back", "Back")])
