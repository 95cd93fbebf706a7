"""The results screen: the winner on a banner, every seat's placing, then back to the title."""
from __future__ import annotations

import math

import pygame

from game import Match
from game.core import saves
from game.core.replays import Replay
from game.i18n import N_, _

from . import theme
from .common import Overlay, plate, prompts
from .tables import table_for
from .widgets import Menu, MenuItem, draw_text, image, render_text


class Results(Overlay):
    veil_alpha = 190
    input_delay = 1.0    # who won shows before any key counts: mashing Enter never skips it

    def __init__(self, app, match: Match, lines: list[tuple[int, str]], extras: list[str] | None = None,
                 replay: Replay | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.replay = replay          # the finished game as kept (TableScene.keep_replay): Watch again
        self.lines = lines
        self.extras = list(extras or [])
        self.winners = match.state.winners()
        view = match.state.view(None)
        # Jamaica's ghost ship is no seat but scores and can win: name it, and give its score.
        self.ghost_won = bool(view.get("ghost_won"))
        if view.get("ghost_score") is not None:
            self.extras.insert(0, _("The ghost ship scored {score}").format(score=view["ghost_score"]))
        items = [MenuItem(N_("Play again"), self.again)]
        if replay is not None:
            items.append(MenuItem(N_("Watch again"), self.watch))
        items.append(MenuItem(N_("Back to title"), self.to_title))
        self.menu = Menu(items, (theme.SCREEN_W // 2, 900), width=1000, item_h=80,
                         index=len(items) - 1)   # "Back to title" first
        wide = 480 if len(items) == 2 else 440
        left = theme.SCREEN_W // 2 - (wide * len(items) + 40 * (len(items) - 1)) // 2
        for i, rect in enumerate(self.menu.rects):
            rect.update(left + i * (wide + 40), 930, wide, 68)

    def headline(self) -> str:
        """Who won: the winning seats, and Jamaica's ghost ship when it has won."""
        names = [self.match.seats[w].name for w in self.winners]
        if self.ghost_won and not names:
            return _("The ghost ship wins!")
        if self.ghost_won:
            names.append(_("the ghost ship"))
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        return _("{names} win!").format(names=" & ".join(names))

    def enter(self) -> None:
        self.app.audio.play("victory")
        # The game is over: nothing to continue in its slot (a quick match has none).
        saves.forget(self.match.journal_path)

    def again(self) -> None:
        m = self.match
        again = Match.new(m.spec.id, m.seats, seed=m.seed + 1, options=m.options, journal_path=m.journal_path)
        self.app.to_title()
        self.app.push(table_for(self.app, again))

    def watch(self) -> None:
        """This game again in the replay viewer, over the results (back returns here)."""
        self.app.open("viewer", self.replay)

    def to_title(self) -> None:
        self.app.to_title()

    def handle(self, intent) -> None:
        if intent.kind == "back":
            self.to_title()
            return
        k = intent.kind
        if k in ("left", "right"):
            self.menu.move(1 if k == "right" else -1)
            self.app.audio.play("click")
            return
        result = self.menu.handle(intent)
        if result:
            self.app.audio.play("select" if result != "moved" else "click")

    def draw(self, surface) -> None:
        self.draw_below(surface)
        seats = self.match.seats
        rise = min(1.0, self.time * 1.5)
        y = 150 - (1 - rise) * 80
        # Who won, on a plaque of its own round its letters: the table's top line and news never
        # meet it.
        words = render_text(self.headline(), theme.SIZE_TITLE, theme.BRASS, "display")
        at = words.get_rect(center=(theme.SCREEN_W // 2, round(y)))
        letters = words.get_bounding_rect().move(at.topleft)
        plate(surface, letters.inflate(90, 44).move(3, 4), border=theme.BRASS)
        surface.blit(words, at)
        # a seat's text is "total" or "total\nbreakdown" (the breakdown on a second, smaller line)
        reserve = 42 * min(3, len(self.extras))       # room for the achievements lines
        row_h = max(52, min(92, (930 - 30 - reserve - 250 - 50) // max(1, len(self.lines))))
        panel = pygame.Rect(0, 0, 1500, 50 + row_h * len(self.lines))
        panel.midtop = (theme.SCREEN_W // 2, 250)
        plate(surface, panel)
        for rank, (seat, text) in enumerate(self.lines):
            row_y = panel.y + 25 + row_h // 2 + rank * row_h
            colour = theme.PLAYER_COLOURS[seats[seat].colour]
            bounce = math.sin(self.time * 4 + rank) * 4 if seat in self.winners else 0
            pawn = image(f"sprites/pirate_{seats[seat].colour}.png", (40, 60) if row_h < 80 else (48, 72))
            surface.blit(pawn, pawn.get_rect(center=(panel.x + 150, row_y + bounce)))
            main, _sep, detail = text.partition("\n")
            two = bool(detail) and row_h >= 70
            size = theme.SIZE_LARGE if row_h >= 70 and not two else theme.SIZE_BODY
            draw_text(surface, f"{rank + 1}.", (panel.x + 90, row_y), size, theme.TEXT_DIM, "bold")
            draw_text(surface, seats[seat].name, (panel.x + 200, row_y - (17 if two else 0)), size, colour.rgb,
                      "bold", anchor="midleft")
            if two:
                # the breakdown a player can check, under the name and the total
                draw_text(surface, main, (panel.right - 50, row_y - 17), theme.SIZE_BODY, theme.TEXT,
                          anchor="midright")
                draw_text(surface, detail, (panel.x + 200, row_y + 22), theme.SIZE_SMALL, theme.TEXT_DIM,
                          anchor="midleft")
            else:
                draw_text(surface, main, (panel.right - 50, row_y), theme.SIZE_BODY, theme.TEXT, anchor="midright")
        room = max(0, (self.menu.rects[0].top - 10 - panel.bottom) // 42)
        if self.extras[:room]:               # the achievements, on a plate of their own as well
            lines = self.extras[:room]
            wide = max(render_text(line, theme.SIZE_SMALL, theme.BRASS, "bold").get_width() for line in lines)
            plate(surface, pygame.Rect(0, 0, wide + 80, 42 * len(lines) + 22).move(
                theme.SCREEN_W // 2 - (wide + 80) // 2 + 3, panel.bottom + 9))
        for i, line in enumerate(self.extras[:room]):
            draw_text(surface, line, (theme.SCREEN_W // 2, panel.bottom + 30 + i * 42), theme.SIZE_SMALL,
                      theme.BRASS, "bold")
        if self.time >= self.input_delay:       # the buttons come once keys count (Scene.input_delay)
            # on a dark band: the table's hand cards never show through them
            surface.fill(theme.INK, (0, self.menu.rects[0].y - 10, theme.SCREEN_W, theme.SCREEN_H))
            self.menu.draw(surface, self.time)
            prompts(self, surface, [("confirm", _("Choose")), ("back", _("Title"))])
