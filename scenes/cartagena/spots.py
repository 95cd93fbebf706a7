"""What's this? at the Cartagena table: every element on screen now as a Spot (scenes/inspect.py).

The path's spaces (who stands there), the start and the goal, the great escape's sloop, the
chest tokens, the deck and the discard pile, the viewer's row of chips (cards, Back, Sail,
Advance, powers) or hand, the mode tabs, the actions left, the end-turn button, the players'
rows, and a power's or the Filibusters' cards in their panel. Words from glossary.py.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext

from ..inspect import Spot, term_spot
from . import glossary as G
from . import layout as L
from .art import token_spot
from .choices import card_order, symbol_of
from .controls import Chip
from .choices_panels import CHOICE_RECT



def spots(table) -> list[Spot]:
    v = table.shown
    if not v:
        return []
    seat = table.human_to_move()
    out = path(table) + piles(table) + players(table)
    if table.phase_rect is not None:          # the phase line: the turn's actions, the one now lit
        out.append(term_spot(table.phase_rect, G.TURN, _("Left now: {n}.").format(n=v["actions_left"])))
    choosing = table.decision() is not None and table.controls.choosing() and not table.busy
    if choosing:
        out = [s for s in out if not CHOICE_RECT.colliderect(s.rect)] + panel(table)
    return out + row(table, seat)


def who_is_here(table, space: int) -> str:
    counts = [(table.match.seats[s].name, pirates.count(space)) for s, pirates in enumerate(table.shown["pirates"])]
    counts = [(name, n) for name, n in counts if n]
    total = sum(n for _name, n in counts)
    if not total:
        return _("Nobody is here.")
    names = ", ".join(name if n == 1 else f"{name} \u00d7{n}" for name, n in counts)
    return ngettext("Here: {n} pirate ({names}).", "Here: {n} pirates ({names}).", total).format(n=total, names=names)


def path(table) -> list[Spot]:
    v, course = table.shown, table.course
    out = []
    chests = set(v.get("chests") or [])
    for i, symbol in enumerate(v["path"], start=1):
        if symbol is None or i in course.ends:
            continue
        card = G.CARDS[symbol_of(symbol)]
        now = who_is_here(table, i)
        if i in chests:
            now += " " + _("A closed treasure chest lies here.")
        out.append(term_spot(course.rect(i), G.SPACE, now, f"icons/{symbol_of(symbol)}.png",
                             _("Space {n}: {symbol}").format(n=i, symbol=card.title())))
        if i in chests:
            x, y, radius = token_spot(course, i)
            out.append(term_spot(pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius), G.CHEST_TOKEN))
    goal = course.goal
    for space, name in course.ends.items():
        if space == course.ferry:
            term = G.FERRY
        elif name == "dungeon":
            term = G.DUNGEON
        elif name == "cove":
            term = G.COVE
        else:
            term = G.SLOOP if space == goal else G.START_SLOOP
        out.append(term_spot(course.rect(space), term, who_is_here(table, space), L.special(name, 236)))
    return out


def piles(table) -> list[Spot]:
    v = table.shown
    deck = pygame.Rect(0, 0, L.CARD_W, L.CARD_H)
    deck.center = L.DECK_POS
    out = [term_spot(deck.inflate(0, 60).move(0, 30), G.DECK, _("Cards left: {n}.").format(n=v["deck_size"]))]
    known = v.get("known_top") or []
    if known and v["deck_size"]:
        out[0] = term_spot(deck.inflate(0, 60).move(0, 30), G.KNOWN_TOP, G.CARDS[symbol_of(known[0])].title() + ".",
                           f"cards/cartagena/{symbol_of(known[0])}.png")
    discard = pygame.Rect(0, 0, L.CARD_W, L.CARD_H)
    discard.center = L.DISCARD_POS
    top = v["discard"][-1] if v["discard"] else None
    out.append(term_spot(discard.inflate(0, 60).move(0, 30), G.DISCARD,
                         _("Cards in it: {n}.").format(n=len(v["discard"])),
                         f"cards/cartagena/{symbol_of(top)}.png" if top else None))
    return out


def players(table) -> list[Spot]:
    v, r = table.shown, L.PLAYERS_RECT
    n = len(table.match.seats)
    row_h = (r.h - 30) // n
    goal = table.course.goal
    out = []
    for seat, info in enumerate(table.match.seats):
        cy = r.y + 20 + row_h * seat + row_h // 2
        rect = pygame.Rect(r.x + 10, cy - row_h // 2 + 3, r.w - 26, row_h - 6)
        home = sum(1 for p in v["pirates"][seat] if p == goal)
        cards = v["hand_sizes"][seat]
        now = ngettext("{n} card in hand;", "{n} cards in hand;", cards).format(n=cards) + " " + \
            _("{home} of {total} pirates at the goal.").format(home=home, total=len(v["pirates"][seat]))
        out.append(term_spot(rect, G.PLAYER, now, f"sprites/pirate_{info.colour}.png", info.name))
    return out


def chip_spot(table, chip, rect) -> Spot:
    v, k = table.shown, chip.kind
    if k == "back":
        return term_spot(rect, G.BACK)
    if k == "sail":
        return term_spot(rect, G.SAIL, "", L.special("sloop", 236))
    if k == "advance":
        return term_spot(rect, G.ADVANCE)
    if k == "end":
        return term_spot(rect, G.PASS if v.get("can_pass") else G.END_TURN)
    if k == "parrots":
        return term_spot(rect, G.POWERS["parrot"], "", "cards/cartagena/parrot.png")
    sym = symbol_of(chip.value)
    if k in ("power", "symbol"):
        term = G.POWERS[sym] if k == "power" else G.CARDS[sym]
        return term_spot(rect, term, "", f"cards/cartagena/{sym}.png")
    term = G.CARDS[sym]
    held = (v.get("hand") or []).count(chip.value)
    now = _("You hold {n}.").format(n=held) if held else ""
    if chip.value.endswith("*"):
        now = (G.DARK.words() + " " + now).strip()
    dark = "_dark" if chip.value.endswith("*") else ""
    return term_spot(rect, term, now, f"cards/cartagena/{sym}{dark}.png")


def row(table, seat) -> list[Spot]:
    """The viewer's row under the path: the chips of the turn, or the hand, and the turn's column."""
    v, c = table.shown, table.controls
    hand = v.get("hand")
    if hand is None or table.viewer is None:
        return []
    out = []
    if table.option_rects:              # the chips of the viewer's turn, as drawn
        out += [chip_spot(table, chip, r) for chip, r in zip(table.row_chips, table.option_rects)]
        for mode, r in table.tab_rects.items():
            out.append(term_spot(r, G.MODES[mode]))
        dots = pygame.Rect(0, 0, 150, 90)
        dots.center = (L.TURN_X, 745)
        out.append(term_spot(dots, G.ACTIONS, _("Left now: {n}.").format(n=v["actions_left"])))
        if "end" in table.buttons:
            out.append(term_spot(table.buttons["end"], G.PASS if v.get("can_pass") else G.END_TURN))
        if v.get("captain"):
            label = pygame.Rect(0, 0, 150, 40)
            label.center = (L.TURN_X, 930)
            out.append(term_spot(label, G.CAPTAIN))
    elif not (table.decision() is not None and c.choosing()):
        cards = sorted(set(hand), key=card_order)
        out += [chip_spot(table, Chip("card", card), r) for card, r in zip(cards, table.chip_rects(len(cards)))]
    return out


def panel(table) -> list[Spot]:
    """A power's card choice or the Filibusters' discard: the cards offered in the panel."""
    chips = table.controls.row()
    return [chip_spot(table, chip, r) for chip, r in zip(chips, table.choice_rects)]
