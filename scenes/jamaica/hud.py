"""The Jamaica table's HUD: the hold boards at the screen's sides (each ship's name, holds with big
counts, card, treasures) and the top line (the news banner, or what to do now)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.i18n import _, ngettext

from .. import theme
from ..widgets import balanced_wrap, draw_panel, draw_text, focus_ring, render_text
from . import layout as L
from . import art as S
from .cards import draw_card
from .choices import ROUTES

ARROWS = "\u2190\u2192"


@lru_cache(maxsize=16)   # one table: up to 6 ships, each with 5 or 6 holds
def _background(rel: str, name: str, colour: tuple, words: tuple, nholds: int, ghost: bool) -> pygame.Surface:
    """The still part of a hold board: panel, ship, name and the wooden holds (drawn once)."""
    surf = pygame.Surface((L.PANEL_W, L.PANEL_H), pygame.SRCALPHA)
    draw_panel(surf, surf.get_rect(), fill=theme.NAVY, border=colour if not ghost else theme.STONE, alpha=236)
    band = pygame.Rect(8, 6, L.PANEL_W - 22, L.HEADER_H - 8)
    pygame.draw.rect(surf, theme.INK, band, border_radius=10)
    pygame.draw.rect(surf, colour, band, 3, border_radius=10)
    ship = S.ship(rel, 66)
    surf.blit(ship, ship.get_rect(center=(46, 28)))
    label = render_text(name, theme.SIZE_SMALL, words, "bold")
    if label.get_width() > 212:
        label = pygame.transform.smoothscale(label, (212, label.get_height()))
    surf.blit(label, label.get_rect(midleft=(84, 28)))
    surf.blit(S.hold_board(nholds, (L.HOLDS_W, L.HOLDS_H)), (L.HOLDS_X, L.HOLDS_Y))
    return surf.convert_alpha() if pygame.display.get_surface() else surf


def background(table, ship: int) -> pygame.Surface:
    ghost = ship >= table.players
    rel = S.ship_rel(ship, table.players, table.colours)
    colour = (150, 160, 150) if ghost else table.ship_colour(ship)
    n = max(5, len(table.shown["ships"][ship]["holds"]))
    words = (150, 160, 150) if ghost else table.ship_words(ship)
    return _background(rel, table.name(ship), tuple(colour), tuple(words), n, ghost)


def static_key(table) -> tuple:
    return tuple(max(5, len(sv["holds"])) for sv in table.shown["ships"])


def paint_backgrounds(surface: pygame.Surface, table) -> None:
    """The still part of every hold board, into the table's static surface."""
    for ship in range(len(table.shown["ships"])):
        surface.blit(background(table, ship), table.panel(ship).topleft)


def draw_panels(surface: pygame.Surface, table, decision) -> None:
    for ship in range(len(table.shown["ships"])):
        draw_panel_of(surface, table, ship, decision)


def draw_panel_of(surface: pygame.Surface, table, ship: int, decision) -> None:
    rect = table.panel(ship)
    sv = table.shown["ships"][ship]
    ghost = ship >= table.players
    acting = table.shown.get("acting")
    busy_ship = acting[0] if acting else table.turn_seat
    if busy_ship == ship and not table.shown["over"]:
        pulse = 0.5 + 0.5 * math.sin(table.time * 5)
        colour = table.ship_colour(ship)
        pygame.draw.rect(surface, colour, rect.inflate(4, 4).move(-3, -4), 4 + round(2 * pulse), border_radius=20)
    # the captain's compass
    if not ghost and table.shown["captain"] == ship and ship not in table.compass_flying:
        comp = S.compass(46)
        surface.blit(comp, comp.get_rect(midright=(rect.right - 22, rect.y + 28)))
    # the holds
    rects = L.hold_rects(rect, max(5, len(sv["holds"])))
    targets = _targets(decision, table.sel, ship)
    for k, (h, r) in enumerate(zip(sv["holds"], rects)):
        if h["kind"] and h["amount"] > 0:
            tok = S.token(h["kind"], min(50, r.w - 8))
            surface.blit(tok, tok.get_rect(midtop=(r.centerx, r.y + 4)))
            draw_text(surface, str(h["amount"]), (r.centerx, r.bottom - 30), theme.SIZE_LARGE, theme.TEXT, "bold")
        if k in targets:
            index, focused = targets[k]
            if focused:
                focus_ring(surface, r.inflate(6, 6), table.time, theme.BRASS, radius=10, width=5)
            else:
                pygame.draw.rect(surface, theme.FOAM, r.inflate(4, 4), 3, border_radius=10)
            table.choice_rects.append((index, r))
    # the played card
    if not ghost:
        card_r = L.card_rect(rect)
        _draw_played(surface, table, ship, sv, card_r)
    # treasures: powers face up; face-down ones shown to their owner (or at the end)
    cards = [(c, True) for c in sv["face_up"]]
    hidden = sv.get("hidden_cards")
    cards += [(hidden[i] if hidden and i < len(hidden) else None, False) for i in range(sv["hidden"])]
    for (card, up), r in zip(cards, L.treasure_rects(rect, len(cards))):
        surface.blit(S.treasure(card, r.w), r.topleft)
        if card is not None and not up:
            pygame.draw.rect(surface, theme.WARN if card.startswith("cursed") else theme.GOOD, r, 2, border_radius=6)
    y = L.stats_y(rect)
    x0 = rect.x + 122 if not ghost else rect.x + 20
    if ghost:
        draw_text(surface, _("sailed by the captain"), (x0, y), theme.SIZE_SMALL, theme.TEXT_DIM, "bold",
                  anchor="midleft")
        return
    points = table.shown['scores'][ship]
    chip = S.chip(ngettext("{n} pt", "{n} pts", abs(points)).format(n=f"{points:+d}"), theme.SIZE_SMALL, theme.TEXT_DARK, theme.PARCHMENT, 8)
    if sv["finished"]:
        # Home, its race run: the word takes the hand's place, so that it stays inside the board.
        home = draw_text(surface, _("home!"), (x0, y), theme.SIZE_SMALL, theme.GOOD, "bold", anchor="midleft")
        cr = surface.blit(chip, chip.get_rect(midleft=(home.right + 14, y)))
        table.badge_rects[ship] = {"home": home, "points": cr}
        return
    back = S.card(None, 30)
    surface.blit(back, back.get_rect(midleft=(x0, y)))
    r = draw_text(surface, f"{sv['hand_size']}", (x0 + 38, y), theme.SIZE_SMALL, theme.TEXT, "bold",
                  anchor="midleft")
    cr = surface.blit(chip, chip.get_rect(midleft=(r.right + 14, y)))
    badges = table.badge_rects[ship] = {"hand": r.union(back.get_rect(midleft=(x0, y))), "points": cr}
    if sv["lap"] < 0:
        # behind the start: the backward arrow (a word did not fit the panel: "vuelta -1"),
        # named by What's this? (glossary.LAP_BACK)
        arrow = S.icon("backward", 32)
        badges["lap"] = surface.blit(arrow, arrow.get_rect(midleft=(cr.right + 10, y)))


def _targets(decision, sel: int, ship: int) -> dict[int, tuple[int, bool]]:
    """Holds of `ship` that the decision offers: hold -> (option index, focused)."""
    out: dict[int, tuple[int, bool]] = {}
    if decision is None or decision.kind not in ("dump", "loot"):
        return out
    for i, o in enumerate(decision.options):
        if o.ring[:1] == ("hold",) and o.ring[1] == ship:
            out[o.ring[2]] = (i, i == sel)
    return out


def _draw_played(surface, table, ship: int, sv: dict, rect: pygame.Rect) -> None:
    card = sv.get("card")
    flip = table.flip_t if table.flip_seat == ship else None
    revealed = table.shown["revealed"][ship]
    if card is None and not sv["chosen"]:
        pygame.draw.rect(surface, theme.STONE_DARK, rect, 3, border_radius=10)
        if table.shown["phase"] == "choose_cards" and not table.shown["over"]:
            draw_text(surface, "...", rect.center, theme.SIZE_BODY, theme.TEXT_DIM, "bold")
        return
    shown_face = card if (revealed or card is not None) else None
    if flip is not None and not flip.done:
        t = flip.t
        face = S.card(shown_face if t >= 0.5 else None, rect.w)
        w = max(1, round(rect.w * abs(math.cos(math.pi * t))))
        face = pygame.transform.smoothscale(face, (w, face.get_height()))
        surface.blit(face, face.get_rect(center=rect.center))
        return
    acting = table.shown.get("acting")
    active = acting[1] if acting and acting[0] == ship else None
    draw_card(surface, shown_face if revealed or ship == table.viewer else None, rect,
              table.shown["day"], table.shown["night"], active, table.time)


def status_text(table) -> str:
    """Whom the table waits for, or what is happening (the top line when no one of this couch chooses)."""
    if table.shown["over"]:
        return _("The game is over: treasures revealed")
    if table.busy and table.status:
        return table.status
    task = table.shown.get("task") or {}
    movers = table.match.state.to_move()
    if task.get("task") == "place_dice":
        return _("{name} (captain) places the dice\u2026").format(name=table.names[table.shown["captain"]])
    if task.get("task") == "choose_cards":
        waiting = [table.names[s] for s in movers]
        return (_("Choosing cards: waiting for {names}").format(names=", ".join(waiting)) if waiting
                else _("Cards chosen"))
    if movers and not table.busy:
        return _("{name} is deciding\u2026").format(name=table.names[movers[0]])
    return table.status


def prompt_line(table, dec) -> str:
    """The decision's prompt with how to choose (the arrows, or the mouse's clicks) and, on the
    map, the route focused ("... \u2190\u2192 \u2014 Space 7, sea: pay 2 food")."""
    text = dec.prompt
    if dec.kind != "card":                 # the hand's own panel says how to choose a card
        how = _("(click to pick, click again to confirm)") if table.app.input.last_kind == "mouse" else ARROWS
        text = f"{text} {how}"
    if dec.kind in ROUTES:
        option = dec.options[table.sel]
        text = f"{text} \u2014 {option.label}"
        if option.hint:
            text = f"{text}. {option.hint}"
    return text


def draw_top(surface: pygame.Surface, table, dec) -> None:
    """The top line: the news banner, else what to do now (the decision's instruction, or the status)."""
    if table.reveal is not None:
        return
    if table.banner and dec is None:
        b = table.banner
        title, sub, seat, left, total = b.title, b.sub, b.seat, b.left, b.seconds
        colour = table.ship_words(seat) if seat is not None and seat >= 0 else theme.BRASS
        rect = pygame.Rect(0, 0, L.TOP_BAR.w, 112 if sub else 76)
        rect.midtop = L.TOP_BAR.midtop
        alpha = int(255 * min(1.0, left * 3, (total - left) * 8 + 0.3))
        draw_panel(surface, rect, fill=theme.NAVY, border=colour, alpha=235)
        table.top_drawn = rect
        face = "bold" if any(ch.isdigit() for ch in title) else "display"   # lining figures
        draw_text(surface, title, (rect.centerx - 3, rect.y + 36), theme.SIZE_LARGE, colour, face, alpha=alpha)
        if sub:
            draw_text(surface, sub, (rect.centerx - 3, rect.y + 80), theme.SIZE_BODY, theme.TEXT, "bold",
                      alpha=alpha)
        return
    text = prompt_line(table, dec) if dec is not None else status_text(table)
    if not text:
        return
    if dec is not None and len(table.humans()) > 1:
        text = _("{name}: {text}").format(name=table.names[dec.seat], text=text)
    lines = table._wrapped.get(text)
    if lines is None:
        if len(table._wrapped) > 200:
            table._wrapped.clear()
        lines = table._wrapped[text] = balanced_wrap(text, theme.SIZE_BODY, "bold", L.TOP_BAR.w - 60)
    rect = pygame.Rect(0, 0, L.TOP_BAR.w, 22 + 44 * len(lines))
    rect.midtop = L.TOP_BAR.midtop
    table.top_drawn = rect              # its height follows the lines (a lesson rings it whole)
    border = theme.BRASS if dec is not None else theme.BRASS_DARK
    draw_panel(surface, rect, fill=theme.NAVY if dec is None else theme.WOOD_DARK, border=border, alpha=235)
    pulse = 0.5 + 0.5 * math.sin(table.time * 4) if dec is not None else 1.0
    colour = theme.TEXT if dec is None else tuple(int(a + (b - a) * pulse) for a, b in
                                                  zip(theme.PARCHMENT, theme.TEXT))
    for i, ln in enumerate(lines):
        draw_text(surface, ln, (rect.centerx - 3, rect.y + 30 + 44 * i), theme.SIZE_BODY, colour, "bold")
