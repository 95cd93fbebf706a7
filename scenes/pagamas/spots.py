"""What's this? at the Pagamás table: every element on screen now as a Spot (scenes/inspect.py).

Each crew member's place (name and votes, buried loot, character and the ambushes laid on it,
den, loot in front, sailors, hand), the loot and action decks and their discards, the Mutiny!
card, the share area and the tray of the pending decision with its buttons. Words from
glossary.py and tips.py; a hand is named only for its owner, a den only once it may be seen.
"""
from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.pagamas.cards import SAILOR_STRENGTH, TITLES

from ..inspect import Spot, term_spot
from . import glossary as G
from .hud import PHASE_HELP
from .log import PHASES
from .tips import TIPS


def spots(table) -> list[Spot]:
    if not table.shown:
        return []
    out = piles(table)
    for seat in range(table.n):
        out += place(table, seat)
    return out + middle(table)


def piles(table) -> list[Spot]:
    v, lay = table.shown, table.lay
    discard = v["loot_discard"]
    used = v["action_discard"]
    red = v.get("mutiny_card") == "red"
    return [
        term_spot(lay.loot_deck, G.LOOT_DECK, _("Cards left: {n}.").format(n=v["loot_deck"]["count"])),
        term_spot(lay.loot_discard, G.SEA, _("Cards in it: {n}.").format(n=len(discard)),
                  f"pagamas/loot/{discard[-1]['value']}.png" if discard and discard[-1].get("value") else None),
        term_spot(lay.action_deck, G.ACTION_DECK, _("Cards left: {n}.").format(n=v["action_deck"]["count"])),
        term_spot(lay.action_discard, G.USED, _("Cards in it: {n}.").format(n=len(used)),
                  f"pagamas/actions/{used[-1]}.png" if used else None),
        term_spot(lay.mutiny, G.MUTINY_RED if red else G.MUTINY_CALM),
    ]


def place(table, seat: int) -> list[Spot]:
    v = table.shown["seats"][seat]
    box = table.lay.seats[seat]
    name = table.match.seats[seat].name
    role = v.get("role")
    out = []
    votes = v.get("votes", 0)
    who = (_("{name}: {role}.").format(name=name, role=_(TITLES[role])) if role else
           _("{name} has no character.").format(name=name)) + " " + \
        ngettext("{n} vote now.", "{n} votes now.", votes).format(n=votes)
    out.append(term_spot(box.name, G.CREW_MEMBER, who, f"sprites/pirate_{table.match.seats[seat].colour}.png",
                         name))
    buried = v.get("buried_count", 0)
    value = v.get("buried_value")
    now = ngettext("{n} card buried.", "{n} cards buried.", buried).format(n=buried)
    if value is not None and buried:
        now += " " + ngettext("Worth {n} share.", "Worth {n} shares.", value).format(n=value)
    out.append(term_spot(box.buried, G.BURIED, now, title=_("{name}'s buried loot").format(name=name)))
    if role:
        term = G.MUTINEER if v.get("mutineer") else G.CHARACTER[role]
        words = G.character_words(role) + (" " + G.MUTINEER.words() if v.get("mutineer") else "")
        out.append(Spot(pygame.Rect(box.character), term.title() if v.get("mutineer") else G.CHARACTER[role].title(),
                        words, f"pagamas/characters/{'mutineer' if v.get('mutineer') else role}.png"))
    else:
        out.append(term_spot(box.character, G.NO_CHARACTER))
    out += ambushes(table, seat, box)
    den = v.get("den")
    if den:
        out.append(term_spot(box.den, G.DEN[den], _("{name} hides here tonight.").format(name=name)))
    elif v.get("landed"):
        out.append(term_spot(box.den, G.DEN_BACK, _("{name} has chosen.").format(name=name)))
    else:
        out.append(term_spot(box.den, G.DEN_BACK, _("Not chosen yet."), title=_("Den")))
    cards = table.loot_in_front(seat)
    rects = box.row(box.loot, len(cards), 60)
    for c, r in zip(cards, rects):
        value = c.get("value")
        now = ngettext("Worth {n} share.", "Worth {n} shares.", value).format(n=value) if value else \
            _("Its value is hidden from you.")
        out.append(term_spot(r, G.FRONT, now, f"pagamas/loot/{value or 'back'}.png"))
    if not cards:
        out.append(term_spot(pygame.Rect(box.loot.x, box.loot.y, 140, box.loot.h), G.FRONT, _("None now.")))
    sailors = v.get("sailors") or []
    strength = sum(SAILOR_STRENGTH.get(k, 0) for k in sailors)
    out.append(term_spot(box.sailors, G.SAILORS, ngettext("{n} sailor, strength {s}.", "{n} sailors, strength {s}.",
                                                          len(sailors)).format(n=len(sailors), s=strength),
                         title=_("{name}'s sailors").format(name=name)))
    hand = v.get("hand")
    if hand is not None:
        listed = ", ".join(_(G.ACTION[k].name) for k in hand) or _("empty")
        out.append(term_spot(box.hand, G.HAND, _("In hand: {cards}.").format(cards=listed),
                             title=_("{name}'s hand").format(name=name)))
    else:
        n = v.get("hand_count", 0)
        out.append(term_spot(box.hand, G.HAND, ngettext("{n} card, face down.", "{n} cards, face down.", n).format(n=n),
                             title=_("{name}'s hand").format(name=name)))
    return out


def ambushes(table, seat: int, box) -> list[Spot]:
    stack = sorted((a for a in table.shown.get("ambushes") or [] if a["victim"] == seat), key=lambda a: a["order"])
    out = []
    for k, a in enumerate(stack):
        r = pygame.Rect(0, 0, 78, round(78 * 1.4))
        r.topleft = (box.character.x + 20 + k * 22, box.character.y + 34 + k * 12)
        trapper = table.match.seats[a["trapper"]].name
        den = a.get("den") if a.get("outcome") or table.turned.get(a["order"]) else None
        now = _("Laid by {name}.").format(name=trapper)
        if den:
            now += " " + _("Den: {den}.").format(den=_(G.DEN[den].name))
        out.append(term_spot(r, G.AMBUSH_CARD, now, f"pagamas/dens/{den or 'back'}.png"))
    return out


def middle(table) -> list[Spot]:
    v, lay = table.shown, table.lay
    phase = v.get("phase")
    out = []
    if phase in PHASES and phase != "over":
        out.append(Spot(pygame.Rect(lay.share_top), _(PHASES[phase]), _(PHASE_HELP.get(phase, G.SHARE.rule)),
                        None))
    choice = table.choice if table.choice is not None and table._still_valid(table.choice.seat) else None
    if choice is None:
        return out
    tip = TIPS.get(choice.decision.kind, G.TRAY.rule)
    out.append(Spot(pygame.Rect(lay.tray), choice.decision.prompt, _(tip)))
    labels, hints = choice.labels(), choice.hints()
    for rect, col in choice.buttons:
        if col < len(labels):
            out.append(Spot(pygame.Rect(rect), labels[col], hints[col] or _(tip)))
    return out
