"""What's this? at the Libertalia table: every element on screen now as a Spot (scenes/inspect.py).

The score track and its markers, the campaign and the phase, the bag and the bank, the ship's
places (characters on deck, cards laid face down), the six day spaces and their booty, each den
(its pirate's doubloons, characters, graveyard and booty), and the viewer's hand or the row of a
decision's options. Words from glossary.py (the characters' abilities are the engine's data).
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.libertalia.booty import ORDER

from ..inspect import Spot, term_spot
from . import board, choices
from . import glossary as G
from . import layout as L



def character(rect, rank: int, now: str = "") -> Spot:
    term = G.CHARACTER[rank]
    return term_spot(rect, term, now, title=f"{rank} {term.title()}")


def spots(table) -> list[Spot]:
    sh = table.shown
    if not sh:
        return []
    return top(table) + ship(table) + days(table) + dens(table) + hand(table)


def top(table) -> list[Spot]:
    sh = table.shown
    out = []
    cells = L.spaces("score")
    strip = cells[0].unionall(cells[1:])
    out.append(term_spot(strip, G.TRACK))
    cells: dict[int, list[int]] = {}              # the markers sharing a cell are one spot
    for seat in range(table.players):
        cells.setdefault(int(table.score_shown(seat)) % L.track_cells(), []).append(seat)
    for seats in cells.values():
        x, y = board.marker_pos(table, seats[0], table.score_shown(seats[0]))
        mark = pygame.Rect(0, 0, 30, 30 + 5 * (len(seats) - 1))
        mark.midtop = (round(x), round(y) - 15)
        banked = ", ".join(f"{table.names[s]} {int(table.score_shown(s))}" for s in seats)
        out.append(term_spot(mark, G.MARKER, _("Banked: {list}.").format(list=banked)))
    label = pygame.Rect(8, 58, 200, 70)
    out.append(term_spot(label, G.CAMPAIGN, _("Campaign {c}, day {d} of 6.").format(
        c=sh.get("campaign", 1), d=sh.get("day", 1))))
    phase = sh.get("phase", "dawn")
    if phase in G.PHASES and table.phase_rect is not None:     # the phase line, the phase now lit
        out.append(term_spot(pygame.Rect(table.phase_rect), G.PHASES[phase], _("The phase now.")))
    gx, gy = L.bag_pos()
    count = (sh.get("bag") or {}).get("count")
    out.append(term_spot(pygame.Rect(gx - 44, gy - 50, 88, 130), G.BAG,
                         _("Tokens in it: {n}.").format(n=count) if count is not None else ""))
    bx, by = L.bank_pos()
    out.append(term_spot(pygame.Rect(bx - 70, by - 60, 140, 110), G.BANK))
    return out


def ship(table) -> list[Spot]:
    sh = table.shown
    out = []
    places = sh.get("ship") or []
    for i, entry in enumerate(places):
        if entry.get("rank"):
            owner = table.names[entry["seat"]]
            out.append(character(L.place_rect(i), entry["rank"], _("Played by {name}.").format(name=owner)))
    if sh.get("phase") == "dawn":
        laid = [s for s in sh["seats"] if s.get("picked")]
        for i, s in enumerate(laid):
            who = _("{name} has picked.").format(name=table.names[s["seat"]])
            out.append(term_spot(L.place_rect(i), G.PICKED, who))
    for i in range(len(L.spaces("place"))):
        rect = L.place_rect(i)
        if not any(s.rect == rect for s in out):
            out.append(term_spot(rect, G.PLACE))
    return out


def days(table) -> list[Spot]:
    sh = table.shown
    out = []
    today = sh.get("day", 1)
    for d, kinds in enumerate(sh.get("booty") or [], start=1):
        now = _("Today.") if d == today and sh.get("phase") != "over" else ""
        out.append(term_spot(L.day_rect(d), G.DAY_SPACE, now, title=_("Day {n}").format(n=d)))
        for kind, rect in zip(kinds, board.day_token_rects(d, len(kinds))):
            out.append(term_spot(rect, G.BOOTY[kind], _("On day {n}.").format(n=d)))
    return out


def dens(table) -> list[Spot]:
    out = []
    for s in table.shown["seats"]:
        seat = s["seat"]
        rect = table.den_rect(seat)
        name = table.names[seat]
        head = pygame.Rect(rect.x + 3, rect.y + 3, rect.w - 12, 36)
        chars = len(s.get("den") or [])
        out.append(term_spot(head, G.DEN, ngettext("{n} character in it.", "{n} characters in it.", chars).format(
            n=chars), title=_("{name}'s den").format(name=name)))
        coins = pygame.Rect(head.right - 94, head.y, 90, 36)
        out.append(term_spot(coins, G.DOUBLOONS, _("{name} has {n}.").format(name=name, n=table.doubloons_shown(seat)),
                             title=_("{name}'s doubloons").format(name=name)))
        if s.get("picked") and table.shown.get("phase") == "dawn":
            out.append(term_spot(pygame.Rect(head.right - 124, head.y - 1, 26, 38), G.PICKED,
                                 _("{name} has picked.").format(name=name)))
        i = 0
        for rank in s.get("den") or []:
            out.append(character(table.chip_pos(seat, i), rank, G.IN_DEN.words()))
            i += 1
        for rank in s.get("graveyard") or []:
            if i >= 6:
                break
            out.append(character(table.chip_pos(seat, i), rank, G.GRAVEYARD.words()))
            i += 1
        booty = s.get("den_booty") or {}
        kinds = [k for k in ORDER if booty.get(k)]
        for j, kind in enumerate(kinds):
            out.append(term_spot(table.den_token_rect(seat, j, len(kinds)), G.BOOTY[kind],
                                 _("In {name}'s den: {n}.").format(name=name, n=booty[kind])))
    return out


def hand(table) -> list[Spot]:
    dec = table.decision()
    if dec is not None and dec.kind not in ("pick", "replay"):
        out = []
        for opt, rect in zip(dec.options, table.option_rects(dec)):
            data = opt.data
            if "rank" in data:
                out.append(character(rect, data["rank"], choices.note(opt)))
            elif "kind" in data:
                out.append(term_spot(rect, G.BOOTY[data["kind"]], opt.label, title=opt.label))
            else:
                out.append(Spot(pygame.Rect(rect), opt.label, dec.prompt))
        return out
    if table.viewer is None:
        return []
    return [character(r, rank, _("In your hand.")) for rank, r in zip(table.hand_ranks(), table.hand_rects())]
