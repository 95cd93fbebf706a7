"""What's this? at the Jamaica table: every element on screen now as a Spot (scenes/inspect.py).

The circuit's spaces and the ships on them, each hold board (its ship, compass, holds, played
card, treasures, badges), the dice, the combat die, the treasures left and the bank, the round,
the viewer's hand, the combat duel and the pending decision's choices. Words from glossary.py
and tips.py; nothing the viewer may not see.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext

from ..inspect import Spot, term_spot
from . import art as S
from . import cards, combat
from .choices import POWDERS, ROUTES, halves
from . import glossary as G
from . import layout as L
from .board import ship_spots
from .tips import TIPS



def card_words(card: str, day, night) -> str:
    """"Forward / Gunpowder", and what each half does with the dice of the round."""
    a, b = halves(card)
    if day is None or night is None:
        return ""
    return _("By day: {day} {n}. By night: {night} {m}.").format(day=_(G.HALVES[a]), n=day,
                                                              night=_(G.HALVES[b]), m=night)


def card_picture(card: str) -> str:
    return f"jamaica/cards/{card.replace('/', '_')}.png"


def card_title(card: str) -> str:
    a, b = halves(card)
    return f"{_(G.HALVES[a])} / {_(G.HALVES[b])}"


def spots(table) -> list[Spot]:
    shown = table.shown
    if not shown:
        return []
    dec = table.decision()
    out = circuit(table) + ships_at_sea(table)
    for ship in range(len(shown["ships"])):
        out += hold_board(table, ship)
    out += island(table) + hand(table, dec)
    if table.combat is not None:          # the duel stands over the island: what it hides is not named
        return [s for s in out if not combat.RECT.colliderect(s.rect)] + duel(table) + choice_spots(table, dec)
    cover = panel_cover(table, dec)
    if cover is not None:                 # what the decision's panel hides is not named
        out = [s for s in out if not cover.collidepoint(s.rect.center)]
    return out + choice_spots(table, dec)


def panel_cover(table, dec) -> pygame.Rect | None:
    """Where the pending decision's panel stands over the island, if it has one there."""
    if dec is None or dec.kind in ("dump", "sabre", "loot") + ROUTES + POWDERS:
        return None
    if dec.kind in ("dice", "card"):
        return L.ISLAND
    rects = [pygame.Rect(r) for _i, r in table.choice_rects]
    return rects[0].unionall(rects[1:]).inflate(40, 40) if rects else None


def circuit(table) -> list[Spot]:
    c, shown = table.circuit, table.shown
    out = []
    for space in range(c.size):
        term = G.SPACES[c.kind[space]]
        now = []
        if c.cost[space] and c.cost_type[space]:
            what = _(G.GOODS["food"]) if c.cost_type[space] == "food" else _(G.GOODS["gold"])
            now.append(_("Here: {n} {what}.").format(n=c.cost[space], what=what))
        if c.kind[space] == "lair":
            now.append(_("Its treasure is still here.") if space in shown["lairs"] else _("Its treasure is taken."))
        if space:
            now.append(_("A ship here at the end scores {n}.").format(n=f"{c.score[space]:+d}"))
        title = _("Space {n}: {kind}").format(n=space, kind=term.title()) if space else term.title()
        out.append(term_spot(L.space_rect(space), term, " ".join(now), title=title))
    return out


def ships_at_sea(table) -> list[Spot]:
    out = []
    for ship, (x, y), w, _left in ship_spots(table):
        rect = pygame.Rect(0, 0, round(w * 0.8), round(w * 0.7))
        rect.center = (x, y)
        sv = table.shown["ships"][ship]
        where = _("On space {n}.").format(n=sv["space"]) if sv["space"] else _("In Port Royal.")
        if ship >= table.players:
            out.append(term_spot(rect, G.GHOST, where))
        else:
            pic = S.ship_rel(ship, table.players, table.colours)
            out.append(term_spot(rect, G.SHIP, where, pic, _("{name}'s ship").format(name=table.name(ship))))
    return out


def hold_board(table, ship: int) -> list[Spot]:
    shown, rect = table.shown, table.panel(ship)
    sv = shown["ships"][ship]
    ghost = ship >= table.players
    out = []
    header = pygame.Rect(rect.x + 8, rect.y + 6, L.PANEL_W - 22, L.HEADER_H - 8)
    pic = S.ship_rel(ship, table.players, table.colours)
    if ghost:
        out.append(term_spot(header, G.GHOST))
    else:
        out.append(term_spot(header, G.HOLD_BOARD, "", pic, _("{name}'s hold board").format(name=table.name(ship))))
        if shown["captain"] == ship:
            compass = pygame.Rect(0, 0, 46, 46)
            compass.midright = (rect.right - 22, rect.y + 28)
            out.append(term_spot(compass, G.COMPASS, _("{name} is the captain this round.").format(
                name=table.name(ship))))
    for k, (h, r) in enumerate(zip(sv["holds"], L.hold_rects(rect, max(5, len(sv["holds"]))))):
        if h["kind"] and h["amount"] > 0:
            term = G.TOKENS[h["kind"]]
            out.append(term_spot(r, term, _("This hold: {n}.").format(n=h["amount"]),
                                 title=_("{goods}, hold {k}").format(goods=term.title(), k=k + 1)))
        else:
            out.append(term_spot(r, G.HOLD, title=_("{hold}, hold {k}").format(hold=G.HOLD.title(), k=k + 1)))
    if not ghost:
        out.append(played(table, ship, L.card_rect(rect)))
    shown_cards = [(c, True) for c in sv["face_up"]]
    hidden = sv.get("hidden_cards")
    shown_cards += [(hidden[i] if hidden and i < len(hidden) else None, False) for i in range(sv["hidden"])]
    for (card, up), r in zip(shown_cards, L.treasure_rects(rect, len(shown_cards))):
        if card is None:
            out.append(term_spot(r, G.HIDDEN_TREASURE))
        else:
            mine = "" if up else _("Face down: only you know it.")
            out.append(term_spot(r, G.TREASURES[card], mine))
    badges = table.badge_rects.get(ship, {}) if not ghost else {}
    if "hand" in badges:
        n = sv["hand_size"]
        held = ngettext("{n} card in hand.", "{n} cards in hand.", n).format(n=n)
        out.append(term_spot(badges["hand"], G.HAND, held))
    if "points" in badges:
        out.append(term_spot(badges["points"], G.POINTS, _("Now: {n}.").format(n=f"{shown['scores'][ship]:+d}")))
    if "home" in badges:
        out.append(term_spot(badges["home"], G.HOME))
    if "lap" in badges:
        out.append(term_spot(badges["lap"], G.LAP_BACK))
    return out


def played(table, ship: int, rect: pygame.Rect) -> Spot:
    sv, shown = table.shown["ships"][ship], table.shown
    card = sv.get("card")
    if card is None and not sv["chosen"]:
        return term_spot(rect, G.PLAYED, _("Not chosen yet."))
    if card is not None and (shown["revealed"][ship] or ship == table.viewer):
        return term_spot(rect, G.PLAYED, card_words(card, shown["day"], shown["night"]),
                         card_picture(card), _("Card played: {card}").format(card=card_title(card)))
    return term_spot(rect, G.PLAYED, _("Face down until its owner's turn."))


def island(table) -> list[Spot]:
    shown, tray = table.shown, L.tray()
    out = []
    for key, term, value in (("dice_day", G.DAY_DIE, shown["day"]), ("dice_night", G.NIGHT_DIE, shown["night"])):
        side = "day" if key == "dice_day" else "night"
        if value is not None:
            out.append(term_spot(tray[key], term, _("Now: {n}.").format(n=value), f"jamaica/dice/{side}_{value}.png"))
        else:
            out.append(term_spot(tray[key], term, _("Not placed yet."), f"jamaica/dice/{side}_6.png"))
    out.append(term_spot(tray["combat_die"], G.COMBAT_DIE))
    out.append(term_spot(tray["treasure_deck"], G.TREASURES_LEFT, _("Left: {n}.").format(n=shown["treasure_deck"])))
    bank = pygame.Rect(0, 0, 116, 124)
    bank.midtop = (tray["bank"].centerx, tray["bank"].bottom + 6)
    have = ", ".join(f"{shown['bank'][k]} {_(G.GOODS[k])}" for k in S.RESOURCES)
    out.append(term_spot(tray["bank"].union(bank), G.BANK, _("Now: {goods}.").format(goods=have)))
    rose = L.anchor("compass_rose")
    label = pygame.Rect(0, 0, 170, 50)
    label.topright = (rose.x - 10, rose.y + 2)           # board.draw_round's chip
    out.append(term_spot(label, G.ROUND, _("This is round {n}.").format(n=shown["round"]),
                         title=_("Round {n}").format(n=shown["round"])))
    if table.phase_rect is not None:      # the phase line: the round's phases, the one now lit
        out.append(term_spot(pygame.Rect(table.phase_rect), G.ROUND, _("This is round {n}.").format(n=shown["round"]),
                             title=_("Round {n}").format(n=shown["round"])))
    return out


def hand(table, dec) -> list[Spot]:
    held = cards.hand(table)
    if not held or (dec is not None and dec.kind in ("card", "dice")):
        return []
    shown = table.shown
    return [term_spot(r, G.CARD, card_words(card, shown["day"], shown["night"]), card_picture(card),
                      card_title(card)) for card, r in zip(held, L.hand_rects(len(held)))]


def duel(table) -> list[Spot]:
    d = table.combat
    out = []
    for side, ship in enumerate(d.ships()):
        rect = pygame.Rect(0, 0, 240, 200)
        rect.center = (combat.SIDE_X[side], combat.SHIP_Y + 40)
        role = _("Attacker") if side == 0 else _("Defender")
        text = _("{role} in this combat: die + gunpowder (+2 with Lady Beth); a star wins at once.").format(role=role)
        out.append(Spot(rect, f"{table.name(ship)} ({role.lower()})", text,
                        S.ship_rel(ship, table.players, table.colours)))
        die = pygame.Rect(0, 0, 100, 100)
        die.center = (combat.SIDE_X[side], combat.DIE_Y)
        out.append(term_spot(die, G.COMBAT_DIE))
    return out


def choice_spots(table, dec) -> list[Spot]:
    """The pending decision's choices drawn in its panel (holds and spaces are spots already)."""
    if dec is None or dec.kind in ("dump",) + ROUTES:
        return []
    tip = TIPS.get(dec.kind, "")
    out = []
    for index, rect in table.choice_rects:
        if index == "confirm":
            out.append(Spot(pygame.Rect(rect), dec.confirm, _("Takes the choice ringed in brass.")))
        elif isinstance(index, int) and index < len(dec.options):
            out.append(Spot(pygame.Rect(rect), dec.options[index].label, _(tip)))
    return out
