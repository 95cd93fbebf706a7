"""What's this? at the Palabra table: every element on screen now as a Spot (scenes/inspect.py).

The islands and their gems, the ships placed at them (face up once turned, or the viewer's own),
the signals, the day track, the bag, the rats and the artifacts, each player's place (chest,
dagger, ships in hand) and the tray of the pending decision. Words from glossary.py and tips.py.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.palabra.gems import COLOURS

from ..inspect import Spot, term_spot
from . import glossary as G
from .layout import BUBBLE, LETTERS
from .tips import TIPS



def gem_list(gems: dict) -> str:
    parts = [f"{_(G.COLOUR_WORDS[c])} \u00d7{gems[c]}" for c in COLOURS if gems.get(c)]
    return ", ".join(parts)


def spots(table) -> list[Spot]:
    v = table.shown
    if not v:
        return []
    out = islands(table) + seats(table)
    choice = table.choice if table.choice is not None and table._still_valid(table.choice.seat) else None
    centre = middle(table)
    if choice is not None and choice.tray:
        tray = table.lay.tray
        out = [s for s in out if not tray.colliderect(s.rect)]
        tip = TIPS.get(choice.kind, G.TRAY.rule)
        return out + [Spot(pygame.Rect(tray), _("Your decision"), _(tip))] + \
            [s for s in centre if not tray.colliderect(s.rect)]
    return out + centre


def islands(table) -> list[Spot]:
    v, lay = table.shown, table.lay
    revealed = v["phase"] in ("resolution", "over")
    out = []
    for isl in v["islands"]:
        i = isl["index"]
        gems = gem_list(isl["gems"]) or _("no gems")
        now = _("On it: {gems}.").format(gems=gems) + (" " + _("A rat is on it.") if isl["rat"] else "")
        out.append(term_spot(lay.islands[i], G.ISLAND, now, title=_("Island {letter}").format(letter=LETTERS[i])))
        for entry in isl["ships"]:
            seat = entry["seat"]
            if not entry["placed"]:
                continue
            card = entry["card"]
            owner = table.match.seats[seat].name
            rat = " " + _("A rat is on it.") if entry["rat"] else ""
            if card is None or not (revealed or seat == table.viewer):
                out.append(term_spot(lay.ships[(i, seat)], G.SHIP_BACK, _("{name}'s.").format(name=owner) + rat,
                                     title=_("{name}'s ship").format(name=owner)))
            elif card == 0:
                out.append(term_spot(lay.ships[(i, seat)], G.RED_SHIP, _("{name}'s.").format(name=owner) + rat))
            else:
                out.append(term_spot(lay.ships[(i, seat)], G.GREEN_SHIP, _("{name}'s green {n}.").format(
                    name=owner, n=card) + rat, f"palabra/ships/green_{card}.png"))
    for seat, island, _to, intent in v.get("signals") or []:
        rect = pygame.Rect((0, 0), BUBBLE)
        rect.center = lay.bubble(island, seat)
        said = _("I will share") if intent == "share" else _("I will raid")
        out.append(term_spot(rect, G.SIGNAL, _("{name} says: {said}.").format(
            name=table.match.seats[seat].name, said=said)))
    return out


def seats(table) -> list[Spot]:
    v, lay = table.shown, table.lay
    out = []
    for seat, box in enumerate(lay.seats):
        s = v["seats"][seat]
        name = table.match.seats[seat].name
        out.append(term_spot(box.pawn, G.PLAYER, "", f"sprites/pirate_{table.match.seats[seat].colour}.png", name))
        n = s["chest_count"]
        now = ngettext("{n} gem in it.", "{n} gems in it.", n).format(n=n)
        chest = s.get("chest")
        if chest:
            now += " " + _("Yours: {gems}.").format(gems=gem_list(chest))
        out.append(term_spot(box.chest.union(pygame.Rect(box.count, (60, 1)).inflate(0, 40)), G.CHEST, now,
                             title=_("{name}'s chest").format(name=name)))
        if v["dagger"] == seat:
            dagger = pygame.Rect(0, 0, 70, 28)
            dagger.center = box.dagger
            out.append(term_spot(dagger, G.DAGGER, _("{name} holds it today.").format(name=name)))
        hand = s["hand"]
        count = s["hand_count"] if hand is None else len(hand)
        where = _("In your hand.") if seat == table.viewer else _("In {name}'s hand.").format(name=name)
        for k, rect in enumerate(box.hand_rects(count)):
            card = None if hand is None else hand[k]
            if card is None:
                out.append(term_spot(rect, G.HAND, title=_("{name}'s ship in hand").format(name=name)))
            elif card == 0:
                out.append(term_spot(rect, G.RED_SHIP, where))
            else:
                out.append(term_spot(rect, G.GREEN_SHIP, _("Green {n}.").format(n=card) + " " + where,
                                     f"palabra/ships/green_{card}.png"))
    return out


def middle(table) -> list[Spot]:
    v, lay = table.shown, table.lay
    out = [term_spot(lay.day_track, G.DAY_TRACK, _("Day {n} of 5.").format(n=v["day"])),
           term_spot(lay.bag, G.BAG, _("Gems in it: {n}.").format(n=v["bag"]["count"]))]
    if not v["variant"]["market"]:
        return out
    left = max(0, v["rats"]["total"] - v["rats"]["placed"])
    out.append(term_spot(lay.rats, G.RATS, _("Left: {n}.").format(n=left)))
    for a in v["artifacts"]:
        term = G.ARTIFACTS[a["name"]]
        used = "" if a["face_up"] else G.USED.words()
        out.append(term_spot(lay.artifacts[a["name"]], term, used,
                             f"palabra/artifacts/{a['name']}{'' if a['face_up'] else '_used'}.png"))
    return out
