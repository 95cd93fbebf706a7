"""The Cartagena table: the tunnel path, pirates, hands, deck and discard, every event animated.

Controls (any device): up/down pick one of your pirates, left/right pick a card
(or "Back" to move that pirate back), confirm moves; alt ends the turn (or
passes with no cards). With a mouse: click a pirate, then a card or the
glowing destination. The table draws only what `view(viewer)` and the events
show; a destination preview comes from applying the action to a clone.
"""
from __future__ import annotations

import math

import pygame

from game import Match
from game.cartagena.actions import END_TURN, PASS_AND_DRAW, MoveBack, PlayCard

from .. import theme
from ..anim import Tween, ease_in_out, ease_out, hop, lerp2
from ..common import prompts
from ..table import TableScene
from ..widgets import draw_panel, draw_text, focus_ring, image, render_text
from . import layout as L

SYMBOLS = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
PAWN_W, PAWN_H = 46, 69


def symbol_of(card: str) -> str:
    return card.rstrip("*")


def card_order(card: str) -> tuple[int, bool]:
    """The view's order of a hand: pistol, rum, lantern, parrot, hook, chest; plain before dark."""
    return SYMBOLS.index(symbol_of(card)), card.endswith("*")


def card_image(card: str | None, w: int = L.CARD_W, h: int = L.CARD_H) -> pygame.Surface:
    if card is None:
        return image("cards/cartagena/back.png", (w, h))
    dark = "_dark" if card.endswith("*") else ""
    return image(f"cards/cartagena/{symbol_of(card)}{dark}.png", (w, h))


def back_arrow(surface: pygame.Surface, center: tuple[int, int], colour) -> None:
    """A bold U-turn arrow: "move this pirate back"."""
    x, y = center
    pygame.draw.arc(surface, colour, pygame.Rect(x - 34, y - 30, 68, 60), -1.6, 1.6, 10)
    pygame.draw.line(surface, colour, (x, y - 26), (x - 26, y - 26), 10)
    pygame.draw.line(surface, colour, (x, y + 26), (x - 8, y + 26), 10)
    pygame.draw.polygon(surface, colour, [(x - 44, y - 26), (x - 20, y - 46), (x - 20, y - 6)])


def pawn_image(colour: int) -> pygame.Surface:
    return image(f"sprites/pirate_{colour}.png", (PAWN_W, PAWN_H))


class CartagenaTable(TableScene):
    def __init__(self, app, match: Match, bindings: dict[int, str] | None = None, demo: bool = False) -> None:
        self.sel_pirate = 0
        self.sel_option = 1
        super().__init__(app, match, bindings, demo)
        self.sync()
        self.layout = L.PathLayout.build(len(self.shown["path"]))
        self.tiles = L.path_tiles(self.shown)
        self.flying: list[dict] = []      # things in flight: cards and pawns
        self.banner: tuple[str, int, float] | None = None   # (text, seat, seconds left)
        self.buttons: dict[str, pygame.Rect] = {}
        self.option_rects: list[pygame.Rect] = []
        self.board_bg = self._board_background()

    # ------------------------------------------------------------------ the model shown
    def sync(self) -> None:
        """Take the authoritative view (when no event is waiting to be animated)."""
        self.shown = self.match.state.view(self.viewer)
        self._preview_cache = {}
        self.clamp_selection()

    def _update(self, dt: float) -> None:
        if self.banner:
            text, seat, left = self.banner
            self.banner = (text, seat, left - dt) if left > dt else None
        super()._update(dt)

    def after_submit(self, seat, action) -> None:
        self._preview_cache = {}

    # ------------------------------------------------------------------ animations
    def animate(self, event) -> None:
        handler = getattr(self, f"on_{event.TYPE}", None)
        if handler:
            handler(event)

    def on_turn_started(self, e) -> None:
        seat = self.match.seats[e.seat]
        def start():
            self.shown["turn"] = e.seat
            self.shown["actions_left"] = e.actions_left
            self.shown["actions_taken"] = 0
            self.banner = (f"{seat.name}'s turn", e.seat, 1.6)
            self.app.audio.play("turn" if not seat.is_bot else "click", 0.7)
        self.play(Tween(0.35), start)

    def on_card_played(self, e) -> None:
        hand_owner = e.seat == self.viewer and self.shown.get("hand") is not None
        start_pos = self.player_row_center(e.seat)
        if hand_owner:
            hand = self.shown["hand"]
            if e.card in hand:
                i = hand.index(e.card)
                rects = self.hand_rects(len(hand))
                start_pos = rects[i + 1].center if i + 1 < len(rects) else start_pos
        fly = {"kind": "card", "card": e.card, "from": start_pos, "to": L.DISCARD_POS, "t": 0.0}

        def begin():
            if hand_owner and e.card in self.shown["hand"]:
                self.shown["hand"].remove(e.card)
            self.shown["hand_sizes"][e.seat] -= 1
            self.flying.append(fly)
            self.app.audio.play("card_play")

        def land():
            self.flying.remove(fly)
            self.shown["discard"].append(e.card)
        tween = Tween(0.38, ease_out, on_done=land)
        fly["tween"] = tween
        self.play(tween, begin)

    def on_pirate_moved(self, e) -> None:
        steps = [e.from_space, *e.over, e.to_space]
        hops = len(steps) - 1
        per_hop = min(0.13, 1.3 / max(1, hops))
        fly = {"kind": "pawn", "seat": e.seat, "steps": steps, "t": 0.0}

        def begin():
            pirates = self.shown["pirates"][e.seat]
            if e.from_space in pirates:
                pirates.remove(e.from_space)
            self.flying.append(fly)

        def land():
            self.flying.remove(fly)
            self.shown["pirates"][e.seat].append(e.to_space)
            self.shown["pirates"][e.seat].sort()
            self.app.audio.play("hop", 0.8)
        tween = Tween(per_hop * hops + 0.05, lambda t: t, on_done=land)
        fly["tween"] = tween
        self.play(tween, begin)

    def on_cards_drawn(self, e) -> None:
        if e.count == 0:
            return
        mine = e.cards is not None and e.seat == self.viewer and self.shown.get("hand") is not None
        target = (self.hand_center() if mine else self.player_row_center(e.seat))
        fly = {"kind": "draw", "count": e.count, "from": L.DECK_POS, "to": target, "t": 0.0}

        def begin():
            self.flying.append(fly)
            self.shown["deck_size"] = max(0, self.shown["deck_size"] - e.count)
            self.app.audio.play("card_draw")

        def land():
            self.flying.remove(fly)
            self.shown["hand_sizes"][e.seat] += e.count
            if mine:
                self.shown["hand"] = sorted(self.shown["hand"] + list(e.cards), key=card_order)
        tween = Tween(0.32 + 0.06 * e.count, ease_in_out, on_done=land)
        fly["tween"] = tween
        self.play(tween, begin)

    def on_deck_reshuffled(self, e) -> None:
        def begin():
            self.shown["deck_size"] += len(self.shown["discard"])
            self.shown["discard"] = []
            self.banner = ("The discard pile is shuffled into a new deck", -1, 1.4)
            self.app.audio.play("shuffle")
        self.play(Tween(0.6), begin)

    def on_passed(self, e) -> None:
        def begin():
            self.banner = (f"{self.match.seats[e.seat].name} passes and draws a card", e.seat, 1.4)
        self.play(Tween(0.5), begin)

    def on_boarded(self, e) -> None:
        self.play(Tween(0.25), lambda: self.app.audio.play("board"))

    def on_game_won(self, e) -> None:
        def begin():
            self.banner = (f"{self.match.seats[e.seat].name} sails away with the whole crew!", e.seat, 3.0)
            self.app.audio.play("splash")
        self.play(Tween(1.6), begin)

    def game_over(self) -> None:
        self.sync()
        super().game_over()

    def describe(self, e) -> str | None:
        name = self.match.seats[e.seat].name if hasattr(e, "seat") else ""
        n = len(self.shown["path"]) + 1

        def where(space: int) -> str:
            return "the dungeon" if space == 0 else "the sloop" if space == n else f"space {space}"
        if e.TYPE == "turn_started":
            return f"\u2014 {name}'s turn \u2014"
        if e.TYPE == "card_played":
            return f"{name} plays {symbol_of(e.card)}{' (dark)' if e.card.endswith('*') else ''}."
        if e.TYPE == "pirate_moved":
            verb = "moves" if e.direction == "forward" else "moves back"
            return f"{name}'s pirate {verb} from {where(e.from_space)} to {where(e.to_space)}."
        if e.TYPE == "cards_drawn":
            if e.cards is None:
                return f"{name} draws {e.count} card{'s' if e.count != 1 else ''}."
            return f"{name} draws {', '.join(symbol_of(c) for c in e.cards) or 'nothing'}."
        if e.TYPE == "deck_reshuffled":
            return "The discard pile is shuffled into a new deck."
        if e.TYPE == "passed":
            return f"{name} has no cards and passes."
        if e.TYPE == "game_won":
            return f"{name} has the whole crew aboard and sails away!"
        return None

    def results_lines(self) -> list[tuple[int, str]]:
        v = self.match.state.view(None)
        goal = v["sloop"]
        rows = []
        for seat, pirates in enumerate(v["pirates"]):
            aboard = sum(1 for p in pirates if p == goal)
            rows.append((seat, aboard, v["scores"][seat]))
        rows.sort(key=lambda r: (-r[1], -r[2]))
        winners = set(v["winners"])
        rows.sort(key=lambda r: r[0] not in winners)
        return [(seat, f"{aboard} of {len(v['pirates'][seat])} aboard \u2022 {progress} steps")
                for seat, aboard, progress in rows]

    # ------------------------------------------------------------------ human input
    def my_seat(self) -> int | None:
        seat = self.human_to_move()
        return seat if seat is not None and seat == self.viewer else seat

    def my_stacks(self, seat: int) -> list[int]:
        return sorted(set(self.shown["pirates"][seat]))

    def options(self) -> list[str | None]:
        """None stands for "move back"; then each distinct card of the hand."""
        hand = self.shown.get("hand") or []
        return [None, *sorted(set(hand), key=card_order)]

    def clamp_selection(self) -> None:
        seat = self.human_to_move()
        if seat is None:
            return
        stacks = self.my_stacks(seat)
        self.sel_pirate = max(0, min(self.sel_pirate, len(stacks) - 1))
        opts = self.options()
        if self.sel_option >= len(opts) or (self.sel_option == 0 and len(opts) > 1 and
                                            self.action_for(seat, 0) is None):
            self.sel_option = 1 if len(opts) > 1 else 0

    def action_for(self, seat: int, option: int):
        stacks = self.my_stacks(seat)
        if not stacks:
            return None
        space = stacks[self.sel_pirate % len(stacks)]
        opts = self.options()
        if option >= len(opts):
            return None
        card = opts[option]
        action = MoveBack(space) if card is None else PlayCard(card, space)
        return action if action in self.match.state.legal_actions(seat) else None

    def preview(self, seat: int, action):
        """(destination, cards drawn) of `action`, by applying it to a clone of the state."""
        key = (seat, action)
        if key not in self._preview_cache:
            events = self.match.state.clone().apply(seat, action)
            dest = next((e.to_space for e in events if e.TYPE == "pirate_moved"), None)
            drawn = sum(e.count for e in events if e.TYPE == "cards_drawn" and e.seat == seat)
            self._preview_cache[key] = (dest, drawn)
        return self._preview_cache[key]

    def handle_board(self, intent) -> None:
        seat = self.human_to_move()
        if seat is None:
            return
        k = intent.kind
        stacks = self.my_stacks(seat)
        if k in ("up", "down", "page_prev", "page_next") and stacks:
            step = 1 if k in ("up", "page_next") else -1
            self.sel_pirate = (self.sel_pirate + step) % len(stacks)
            self.app.audio.play("click")
        elif k in ("left", "right"):
            n = len(self.options())
            self.sel_option = (self.sel_option + (1 if k == "right" else -1)) % n
            self.app.audio.play("click")
        elif k == "confirm":
            self.confirm(seat)
        elif k == "alt":
            self.end_turn(seat)
        elif k == "click":
            self.click(seat, intent.pos)
        elif k == "point":
            self.hover(seat, intent.pos)

    def confirm(self, seat: int) -> None:
        action = self.action_for(seat, self.sel_option)
        if action is None:
            if self.shown.get("can_pass"):
                self.submit(seat, PASS_AND_DRAW)
                return
            self.app.audio.play("error")
            opts = self.options()
            what = "move back" if opts[self.sel_option] is None else f"play {symbol_of(opts[self.sel_option])}"
            self.show_toast(f"That pirate cannot {what}: no space behind holds 1 or 2 pirates."
                            if opts[self.sel_option] is None else f"That pirate cannot {what}.")
            return
        self.submit(seat, action)

    def end_turn(self, seat: int) -> None:
        legal = self.match.state.legal_actions(seat)
        if PASS_AND_DRAW in legal:
            self.submit(seat, PASS_AND_DRAW)
        elif END_TURN in legal:
            self.submit(seat, END_TURN)
        else:
            self.app.audio.play("error")
            self.show_toast("Take at least one action first: play a card or move a pirate back.")

    def space_at(self, pos) -> int | None:
        for i, r in enumerate(self.layout.rects):
            if r.collidepoint(pos):
                return i
        return None

    def click(self, seat: int, pos) -> None:
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                self.end_turn(seat)
                return
        for i, rect in enumerate(self.option_rects):
            if rect.collidepoint(pos):
                if i == self.sel_option:
                    self.confirm(seat)
                else:
                    self.sel_option = i
                    self.app.audio.play("click")
                return
        space = self.space_at(pos)
        if space is None:
            return
        stacks = self.my_stacks(seat)
        action = self.action_for(seat, self.sel_option)
        if action is not None and self.preview(seat, action)[0] == space and space not in stacks[self.sel_pirate:self.sel_pirate + 1]:
            self.confirm(seat)
            return
        if space in stacks:
            self.sel_pirate = stacks.index(space)
            self.app.audio.play("click")

    def hover(self, seat: int, pos) -> None:
        for i, rect in enumerate(self.option_rects):
            if rect.collidepoint(pos):
                self.sel_option = i
                return

    # ------------------------------------------------------------------ geometry
    def hand_rects(self, n_cards: int) -> list[pygame.Rect]:
        """Rectangles of the options row: the Back chip, then each card."""
        count = n_cards + 1
        step = min(L.CARD_W + 14, (L.HAND_W - L.CARD_W) / max(1, count - 1))
        total = step * (count - 1) + L.CARD_W
        x0 = L.HAND_X - total / 2
        return [pygame.Rect(round(x0 + i * step), L.HAND_Y - L.CARD_H // 2, L.CARD_W, L.CARD_H)
                for i in range(count)]

    def hand_center(self) -> tuple[int, int]:
        return (L.HAND_X, L.HAND_Y)

    def player_row_center(self, seat: int) -> tuple[int, int]:
        r = L.PLAYERS_RECT
        row_h = (r.h - 30) // max(1, len(self.match.seats))
        return (r.x + 120, r.y + 20 + row_h * seat + row_h // 2)

    def pawn_spots(self) -> list[tuple[int, int, float, float]]:
        """(seat, colour, x, y) of every pawn at rest, drawn back to front."""
        per_space: dict[int, list[int]] = {}
        for seat, pirates in enumerate(self.shown["pirates"]):
            for p in pirates:
                per_space.setdefault(p, []).append(seat)
        out = []
        for space, seats in per_space.items():
            for slot, seat in enumerate(seats):
                x, y = self.layout.spot(space, slot, len(seats))
                out.append((seat, self.match.seats[seat].colour, x, y))
        out.sort(key=lambda t: t[3])
        return out

    # ------------------------------------------------------------------ drawing
    def _board_background(self) -> pygame.Surface:
        surf = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
        try:
            surf.blit(image("ui/table_bg.png"), (0, 0))
        except (FileNotFoundError, pygame.error):
            surf.fill(theme.WOOD_DARK)
        lay = self.layout
        # The tunnel bends between rows, then the spaces from the Tiled maps.
        for row in range(lay.rows - 1):
            rect, right = lay.connector(row)
            pygame.draw.rect(surf, theme.STONE_DARK, rect.inflate(10, 10), border_radius=14)
            pygame.draw.rect(surf, theme.STONE, rect, border_radius=12)
        for i, tile in enumerate(self.tiles):
            r = lay.rect(i + 1)
            pygame.draw.rect(surf, (0, 0, 0), r.move(4, 6), border_radius=10)
            surf.blit(tile, r)
            pygame.draw.rect(surf, theme.STONE_DARK, r, 2, border_radius=6)
            if (i + 1) % 6 == 0 and i + 1 < len(self.tiles):
                # the seam between two pieces
                pygame.draw.line(surf, theme.BRASS_DARK, r.topright, r.bottomright, 3) if (i // 12) % 2 == 0 \
                    else pygame.draw.line(surf, theme.BRASS_DARK, r.topleft, r.bottomleft, 3)
        surf.blit(L.special("dungeon"), lay.rect(0))
        surf.blit(L.special("sloop"), lay.rect(lay.n + 1))
        for space, label in ((0, "Dungeon"), (lay.n + 1, "Sloop")):
            r = lay.rect(space)
            tag = render_text(label, theme.SIZE_SMALL, theme.PARCHMENT, "bold")
            surf.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom - 6)))
        # the panel behind the hand and the piles
        draw_panel(surf, L.PANEL_RECT, fill=theme.WOOD_DARK, alpha=180)
        draw_panel(surf, L.PLAYERS_RECT, fill=theme.NAVY, alpha=210)
        return surf.convert() if pygame.display.get_surface() else surf

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.board_bg, (0, 0))
        seat = self.human_to_move()
        self.draw_highlights(surface, seat)
        self.draw_pawns(surface)
        self.draw_piles(surface)
        self.draw_players(surface)
        self.draw_hand(surface, seat)
        self.draw_flying(surface)
        self.draw_banner(surface)
        self.draw_prompts(surface, seat)
        self.draw_overlays(surface)

    def draw_highlights(self, surface, seat) -> None:
        if seat is None:
            return
        stacks = self.my_stacks(seat)
        if not stacks:
            return
        space = stacks[self.sel_pirate % len(stacks)]
        focus_ring(surface, self.layout.rect(space).inflate(6, 6), self.time, theme.PLAYER_COLOURS[
            self.match.seats[seat].colour].rgb, radius=12)
        action = self.action_for(seat, self.sel_option)
        if action is None:
            return
        dest, drawn = self.preview(seat, action)
        if dest is None:
            return
        r = self.layout.rect(dest)
        glow = 0.5 + 0.5 * math.sin(self.time * 5)
        pygame.draw.rect(surface, theme.BRASS, r.inflate(10, 10), 6, border_radius=14)
        ghost = pawn_image(self.match.seats[seat].colour).copy()
        ghost.set_alpha(int(90 + 90 * glow))
        count = sum(p.count(dest) for p in self.shown["pirates"])
        x, y = self.layout.spot(dest, count, count + 1)
        self._ghost = (ghost, (x, y))
        label = f"draw {drawn}" if isinstance(action, MoveBack) else ("aboard!" if dest == self.layout.n + 1 else "")
        if label:
            draw_text(surface, label, (r.centerx, r.bottom + 28), theme.SIZE_SMALL, theme.BRASS, "bold")

    def draw_pawns(self, surface) -> None:
        for seat, colour, x, y in self.pawn_spots():
            surface.blit(pawn_image(colour), pawn_image(colour).get_rect(midbottom=(x, y)))
        ghost = getattr(self, "_ghost", None)
        if ghost is not None:
            img, (x, y) = ghost
            surface.blit(img, img.get_rect(midbottom=(x, y - 8)))
            self._ghost = None

    def draw_piles(self, surface) -> None:
        deck = self.shown["deck_size"]
        x, y = L.DECK_POS
        for k in range(min(6, (deck + 9) // 10)):
            surface.blit(card_image(None), card_image(None).get_rect(center=(x - k * 2, y - k * 2)))
        if deck == 0:
            pygame.draw.rect(surface, theme.STONE_DARK, pygame.Rect(0, 0, L.CARD_W, L.CARD_H).move(
                x - L.CARD_W // 2, y - L.CARD_H // 2), 3, border_radius=12)
        draw_text(surface, f"Deck {deck}", (x, y + L.CARD_H // 2 + 30), theme.SIZE_SMALL, theme.TEXT, "bold")
        dx, dy = L.DISCARD_POS
        discard = self.shown["discard"]
        if discard:
            top = card_image(discard[-1])
            surface.blit(top, top.get_rect(center=(dx, dy)))
        else:
            pygame.draw.rect(surface, theme.STONE_DARK, pygame.Rect(0, 0, L.CARD_W, L.CARD_H).move(
                dx - L.CARD_W // 2, dy - L.CARD_H // 2), 3, border_radius=12)
        draw_text(surface, f"Discard {len(discard)}", (dx, dy + L.CARD_H // 2 + 30), theme.SIZE_SMALL,
                  theme.TEXT, "bold")

    def draw_players(self, surface) -> None:
        r = L.PLAYERS_RECT
        n = len(self.match.seats)
        row_h = (r.h - 30) // n
        compact = n >= 4
        goal = self.layout.n + 1
        for seat, info in enumerate(self.match.seats):
            cy = r.y + 20 + row_h * seat + row_h // 2
            colour = theme.PLAYER_COLOURS[info.colour]
            if seat == self.shown["turn"] and not self.shown["is_over"]:
                pygame.draw.rect(surface, theme.WOOD, pygame.Rect(r.x + 10, cy - row_h // 2 + 3, r.w - 26,
                                                                   row_h - 6), border_radius=10)
                pygame.draw.polygon(surface, theme.BRASS, [(r.x - 6, cy - 14), (r.x + 12, cy), (r.x - 6, cy + 14)])
            pawn = image(f"sprites/pirate_{info.colour}.png", (34, 51))
            surface.blit(pawn, pawn.get_rect(center=(r.x + 42, cy)))
            aboard = sum(1 for p in self.shown["pirates"][seat] if p == goal)
            cards = self.shown["hand_sizes"][seat]
            stats = f"{cards} card{'' if cards == 1 else 's'}  \u2022  {aboard}/{len(self.shown['pirates'][seat])} aboard"
            name = info.name + (" (bot)" if info.is_bot else "")
            if compact:
                draw_text(surface, info.name, (r.x + 72, cy - 2), theme.SIZE_SMALL, colour.rgb, "bold",
                          anchor="midleft")
                # a mini card and a mini sloop say what the numbers count
                mini = card_image(None, 24, 34)
                surface.blit(mini, mini.get_rect(center=(r.right - 180, cy - 2)))
                draw_text(surface, f"{cards}", (r.right - 162, cy - 2), theme.SIZE_SMALL, theme.TEXT, "bold",
                          anchor="midleft")
                boat = L.special("sloop", 38)
                surface.blit(boat, boat.get_rect(center=(r.right - 102, cy - 2)))
                draw_text(surface, f"{aboard}/{len(self.shown['pirates'][seat])}", (r.right - 78, cy - 2),
                          theme.SIZE_SMALL, theme.TEXT, "bold", anchor="midleft")
            else:
                draw_text(surface, name, (r.x + 72, cy - 16), theme.SIZE_SMALL, colour.rgb, "bold",
                          anchor="midleft")
                draw_text(surface, stats, (r.x + 72, cy + 18), 26, theme.TEXT, anchor="midleft")

    def draw_hand(self, surface, seat) -> None:
        hand = self.shown.get("hand")
        self.option_rects = []
        self.buttons = {}
        who = self.viewer
        if hand is None or who is None:
            # nobody's hand to show: the current player's cards face down
            turn = self.shown["turn"]
            n = self.shown["hand_sizes"][turn]
            rects = self.hand_rects(n)[1:]
            for rect in rects:
                surface.blit(card_image(None), rect)
            draw_text(surface, f"{self.match.seats[turn].name}'s hand", (L.HAND_X, L.HAND_Y + 140),
                      theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
            return
        opts = self.options()
        active = seat is not None and seat == who
        rects = self.hand_rects(len(opts) - 1)
        self.option_rects = rects if active else []
        for i, (card, rect) in enumerate(zip(opts, rects)):
            selected = active and i == self.sel_option
            legal = active and self.action_for(seat, i) is not None
            r = rect.move(0, -34 if selected else 0)
            if card is None:
                fill = theme.NAVY if legal or not active else theme.INK
                draw_panel(surface, r, fill=fill, border=theme.BRASS_DARK, radius=14)
                back_arrow(surface, (r.centerx - 3, r.centery - 24), theme.TEXT if legal else theme.TEXT_DIM)
                draw_text(surface, "Back", (r.centerx - 3, r.centery + 46), theme.SIZE_SMALL,
                          theme.TEXT if legal else theme.TEXT_DIM, "bold")
            else:
                img = card_image(card)
                surface.blit(img, r)
                count = hand.count(card)
                if count > 1:
                    badge = pygame.Rect(0, 0, 52, 44)
                    badge.topright = (r.right + 8, r.y - 8)
                    pygame.draw.rect(surface, theme.BRASS, badge, border_radius=22)
                    draw_text(surface, f"\u00d7{count}", badge.center, 28, theme.TEXT_DARK, "bold", shadow=False)
                if active and not legal:
                    dim = pygame.Surface(r.size, pygame.SRCALPHA)
                    dim.fill((0, 0, 0, 120))
                    surface.blit(dim, r)
            if selected:
                focus_ring(surface, r, self.time, radius=14)
        # actions left and the end-turn button, in their own column
        if active:
            left = self.shown["actions_left"]
            taken = self.shown["actions_taken"]
            draw_text(surface, "Actions left", (L.TURN_X, 720), theme.SIZE_SMALL, theme.TEXT, "bold")
            for k in range(3):
                pygame.draw.circle(surface, theme.BRASS_DARK, (L.TURN_X - 40 + k * 40, 770), 15)
                pygame.draw.circle(surface, theme.BRASS if k < left else theme.STONE_DARK,
                                   (L.TURN_X - 40 + k * 40, 770), 12)
            label = "Pass & draw" if self.shown.get("can_pass") else "End turn"
            enabled = taken > 0 or self.shown.get("can_pass")
            btn = pygame.Rect(0, 0, 190, 70)
            btn.center = (L.TURN_X, 860)
            draw_panel(surface, btn, fill=theme.WOOD if enabled else theme.INK, radius=14)
            draw_text(surface, label, btn.move(-3, -4).center, theme.SIZE_SMALL,
                      theme.TEXT if enabled else theme.TEXT_DIM, "bold")
            self.buttons["end"] = btn

    def draw_flying(self, surface) -> None:
        for fly in self.flying:
            t = fly["tween"].t
            if fly["kind"] == "card":
                x, y = lerp2(fly["from"], fly["to"], t)
                img = card_image(fly["card"])
                angle = (1 - t) * 12
                rot = pygame.transform.rotate(img, angle)
                surface.blit(rot, rot.get_rect(center=(x, y - 60 * math.sin(t * math.pi))))
            elif fly["kind"] == "draw":
                for k in range(min(fly["count"], 3)):
                    tt = max(0.0, min(1.0, t * 1.2 - k * 0.1))
                    x, y = lerp2(fly["from"], fly["to"], tt)
                    img = card_image(None, 110, 154)
                    surface.blit(img, img.get_rect(center=(x, y - 40 * math.sin(tt * math.pi))))
            elif fly["kind"] == "pawn":
                steps = fly["steps"]
                hops = len(steps) - 1
                raw = fly["tween"].elapsed / max(1e-6, fly["tween"].duration)
                pos = min(hops - 1e-9, raw * hops)
                k = int(pos)
                frac = pos - k
                a = self._step_point(steps[k], fly["seat"], k == 0)
                b = self._step_point(steps[k + 1], fly["seat"], False, final=k + 1 == hops)
                x, y = lerp2(a, b, frac)
                y += hop(frac, 34)
                img = pawn_image(self.match.seats[fly["seat"]].colour)
                surface.blit(img, img.get_rect(midbottom=(x, y)))

    def _step_point(self, space: int, seat: int, first: bool, final: bool = False) -> tuple[float, float]:
        if final:
            count = sum(p.count(space) for p in self.shown["pirates"])
            return self.layout.spot(space, count, count + 1)
        r = self.layout.rect(space)
        if space in (0, self.layout.n + 1):
            return (r.centerx, r.centery + 40)
        return (r.centerx, r.bottom - 22)

    def draw_banner(self, surface) -> None:
        turn = self.shown["turn"]
        info = self.match.seats[turn]
        colour = theme.PLAYER_COLOURS[info.colour]
        # the permanent turn line at the top
        top = pygame.Rect(0, 0, 900, 76)
        top.midtop = (theme.SCREEN_W // 2, 18)
        if not self.banner and not self.toast:
            draw_panel(surface, top, fill=theme.NAVY, border=colour.rgb, alpha=220)
            left = self.shown["actions_left"]
            if self.shown["is_over"]:
                text = "The sloop sails!"
            elif info.is_bot:
                text = f"{info.name} is thinking\u2026"
            else:
                text = f"{info.name}: {left} action{'s' if left != 1 else ''} left"
            pawn = image(f"sprites/pirate_{info.colour}.png", (34, 51))
            surface.blit(pawn, pawn.get_rect(midleft=(top.x + 26, top.centery - 4)))
            draw_text(surface, text, (top.centerx + 10, top.centery - 4), theme.SIZE_BODY, colour.rgb, "bold")
        if self.banner:
            text, seat, left = self.banner
            c = theme.PLAYER_COLOURS[self.match.seats[seat].colour].rgb if seat >= 0 else theme.BRASS
            alpha = int(255 * min(1.0, left * 2.5))
            rect = pygame.Rect(0, 0, 1300, 110)
            rect.midtop = (theme.SCREEN_W // 2, 10)
            draw_panel(surface, rect, fill=theme.NAVY, border=c)
            draw_text(surface, text, rect.move(-3, -4).center, theme.SIZE_HEADING, c, "display", alpha=alpha)

    def draw_prompts(self, surface, seat) -> None:
        if self.demo:
            return
        if seat is None:
            items = [("alt", "Skip animation"), ("log", "Log"), ("menu", "Menu")] if self.busy else \
                [("log", "Log"), ("menu", "Menu")]
        else:
            items = [("confirm", "Move"), ("alt", "Pass & draw" if self.shown.get("can_pass") else "End turn"),
                     ("log", "Log"), ("menu", "Menu")]
            hint = "\u2191\u2193 pirate   \u2190\u2192 card" if self.app.input.last_kind != "mouse" \
                else "Click a pirate, then a card"
            draw_text(surface, hint, (L.HAND_X, L.HAND_Y + 140), theme.SIZE_SMALL, theme.TEXT_DIM, "bold")
        prompts(self, surface, items)
