"""Drawing the Pagamás deck: the Tiled map (built once), the decks and discard piles, the Mutiny! card,
and each crew member's place (character card with the ambushes stacked on it, den, loot, sailors, hand)."""
from __future__ import annotations

from functools import lru_cache

import pygame
import pytmx
from pytmx.util_pygame import load_pygame

from game.i18n import N_, _, ngettext, pgettext
from game.pagamas.cards import ACTION_TITLES, TITLES

from .. import theme
from ..widgets import draw_panel, draw_text, focus_ring, image, render_text
from . import art
from .layout import Layout, SeatBox

_cache: dict[int, pygame.Surface] = {}     # crew size -> its deck: the latest one only (8 MB each)

#: The word on an ambush's den card once it is turned (shown with _()).
OUTCOME_TAGS = {"hit": (N_("HIT"), theme.WARN), "dodged": (N_("DODGED"), theme.GOOD),
                "miss": (N_("miss"), theme.TEXT_DIM), "mutual": (N_("BOTH"), theme.WARN),
                "too_late": (N_("late"), theme.TEXT_DIM)}
#: The short names of the action cards on a hand's chips (shown with _()).
HAND_CHIPS = {"ambush": N_("Ambush"), "dodge": N_("Dodge"), "boarding": N_("Boarding"), "salvage": N_("Salvage")}


def _no_character() -> tuple[str, str]:
    """The two lines on an empty character outline: "no" / "character"."""
    return pgettext("empty character card, line 1", "no"), pgettext("empty character card, line 2", "character")


@lru_cache(maxsize=128)
def fitted(text: str, size: int, colour, width: int) -> pygame.Surface:
    """Bold text, squeezed to `width` when it is wider (made once per text and width)."""
    img = render_text(text, size, colour, "bold")
    if img.get_width() > width > 20:
        img = pygame.transform.smoothscale(img, (width, round(img.get_height() * width / img.get_width())))
    return img


def background(lay: Layout) -> pygame.Surface:
    """The deck's tiles in one opaque surface, built once per table: the deck of the latest
    crew size is kept (a full screen of pixels, 8 MB; a table of another size builds its own,
    in a tenth of a second)."""
    surf = _cache.get(lay.players)
    if surf is not None:
        return surf
    surf = pygame.Surface((theme.SCREEN_W, theme.SCREEN_H))
    surf.fill(theme.WOOD_DARK)
    tmx = load_pygame(str(lay.path))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                surf.blit(img, (x * tmx.tilewidth, y * tmx.tileheight))
    # The places the map marks: faint chalk outlines of the piles and the share.
    for r in (lay.loot_deck, lay.loot_discard, lay.action_deck, lay.action_discard):
        pygame.draw.rect(surf, (150, 120, 90), r, 2, border_radius=10)
    if pygame.display.get_surface() is not None:
        surf = surf.convert()
    _cache.clear()
    _cache[lay.players] = surf
    return surf


def pile(surface, rect: pygame.Rect, face: pygame.Surface | None, count: int, label: str) -> None:
    """A pile of cards: a few edges under the top one, its count and its name."""
    if count > 0 and face is not None:
        for k in range(min(3, (count + 4) // 5), 0, -1):
            edge = pygame.Rect(rect.x + k * 2, rect.y + k * 2, rect.w, rect.h)
            pygame.draw.rect(surface, (20, 14, 10), edge, border_radius=10)
        surface.blit(face, rect)
    draw_text(surface, _("{pile} {n}").format(pile=_(label), n=count), (rect.centerx, rect.bottom + 11), 24, theme.TEXT, "bold")


def draw_table(t, surface) -> None:
    v, lay = t.shown, t.lay
    w = lay.loot_deck.w
    pile(surface, lay.loot_deck, art.loot(None, w), v["loot_deck"]["count"], N_("Loot"))
    discard = v["loot_discard"]
    top = discard[-1]["value"] if discard else None
    pile(surface, lay.loot_discard, art.loot(top, w) if discard else None, len(discard), N_("Sea"))
    pile(surface, lay.action_deck, art.action(None, w), v["action_deck"]["count"], N_("Actions"))
    adisc = v["action_discard"]
    pile(surface, lay.action_discard, art.action(adisc[-1], w) if adisc else None, len(adisc), N_("Used"))
    red = v.get("mutiny_card") == "red"
    card = art.mutiny(red, lay.mutiny.size)
    surface.blit(card, lay.mutiny)
    if red:
        focus_ring(surface, lay.mutiny, t.time, theme.WARN, radius=16)


# ------------------------------------------------------------------ the crew's places
def draw_seat(t, surface, seat: int) -> None:
    v = t.shown["seats"][seat]
    box: SeatBox = t.lay.seats[seat]
    colour = t.colour(seat)
    captain = t.shown.get("captain") == seat
    active = seat in t.active_seats()
    draw_panel(surface, box.rect, fill=theme.NAVY, border=colour if active else theme.BRASS_DARK,
               alpha=215, border_w=4 if active else 3)
    # Name line: pawn, name, role; the buried-loot badge on the right.
    info = t.match.seats[seat]
    pawn = art.pawn(info.colour, (30, 45))
    surface.blit(pawn, pawn.get_rect(midleft=(box.name.x, box.name.centery)))
    you = t.viewer == seat and not t.demo and len(t.humans()) > 0 and t.viewer in t.humans()
    shown_name = _("{name} (you)").format(name=info.name) if you else info.name
    name = render_text(shown_name, 30, t.words(seat), "bold")
    surface.blit(name, name.get_rect(midleft=(box.name.x + 38, box.name.centery - 2)))
    role = v.get("role")
    votes = v.get("votes", 0)
    sub = (ngettext("{role} \u2022 {n} vote", "{role} \u2022 {n} votes", votes).format(role=_(TITLES[role]), n=votes)
           if role else _("no character"))
    x = box.name.x + 38 + name.get_width() + 14
    text = fitted(sub, 24, theme.BRASS if captain else theme.TEXT_DIM, box.buried.x - 8 - x)
    surface.blit(text, text.get_rect(midleft=(x, box.name.centery)))
    chest = image("palabra/tokens/chest_closed.png", (40, 40))
    surface.blit(chest, chest.get_rect(midleft=(box.buried.x, box.buried.centery)))
    buried = v.get("buried_count", 0)
    value = v.get("buried_value")
    label = f"{buried}" + (f" = {value}" if value is not None and buried else "")   # own seat: cards = shares
    draw_text(surface, label, (box.buried.x + 46, box.buried.centery), 28, theme.BRASS, "bold", anchor="midleft")
    # The character card, the ambushes stacked on it.
    if role:
        surface.blit(art.character(role, box.character.w, v.get("mutineer", False)), box.character)
    else:
        pygame.draw.rect(surface, (90, 80, 70), box.character, 2, border_radius=10)
        # Two short lines on the empty card's outline ("no" / "character").
        first, second = _no_character()
        draw_text(surface, first, (box.character.centerx, box.character.bottom - 48), 22, theme.TEXT_DIM, "bold")
        draw_text(surface, second, (box.character.centerx, box.character.bottom - 22), 22, theme.TEXT_DIM, "bold")
    draw_stack(t, surface, seat, box)
    # The den, face down until the revelation (its owner sees it).
    den = v.get("den")
    if v.get("landed") or den:
        surface.blit(art.den(den, box.den.w), box.den)
    else:
        pygame.draw.rect(surface, (90, 80, 70), box.den, 2, border_radius=10)
        draw_text(surface, pgettext("an empty den slot", "den"), box.den.center, 24, theme.TEXT_DIM, "bold")
    draw_loot(t, surface, seat, box, v)
    draw_sailors(surface, box, v)
    draw_hand(t, surface, seat, box, v)
    # The hands raised at the vote.
    hand = t.raised.get(seat)
    if hand is not None:
        draw_raised(t, surface, box, *hand)
    if seat in t.ready and seat not in t.raised:
        tick = render_text(_("READY"), 24, theme.GOOD, "bold")
        surface.blit(tick, tick.get_rect(midright=(box.rect.right - 16, box.rect.bottom - 20)))


def draw_stack(t, surface, seat: int, box: SeatBox) -> None:
    """Den cards laid on this character by ambushers, in stack order (first laid at the bottom)."""
    stack = [a for a in t.shown.get("ambushes") or [] if a["victim"] == seat]
    stack.sort(key=lambda a: a["order"])
    w = 78
    for k, a in enumerate(stack):
        r = pygame.Rect(0, 0, w, round(w * 1.4))
        r.topleft = (box.character.x + 20 + k * 22, box.character.y + 34 + k * 12)
        turned = t.turned.get(a["order"])
        face = a.get("den") if turned or a.get("outcome") else None
        card = art.den(face, w)
        surface.blit(card, r)
        pygame.draw.rect(surface, t.colour(a["trapper"]), r, 3, border_radius=8)
        outcome = a.get("outcome")
        if outcome and turned is not False:
            word, col = OUTCOME_TAGS.get(outcome, (outcome, theme.TEXT))
            tag = render_text(_(word), 24, col, "bold")
            plate = tag.get_rect(center=(r.centerx, r.bottom - 12)).inflate(12, 2)
            pygame.draw.rect(surface, theme.INK, plate, border_radius=6)
            surface.blit(tag, tag.get_rect(center=plate.center))


def draw_loot(t, surface, seat: int, box: SeatBox, v: dict) -> None:
    cards = t.loot_in_front(seat)
    hidden = t.flying_cards()
    rects = box.row(box.loot, len(cards), 60)
    focus = t.choice.focused_cards() if t.choice is not None else set()
    for c, r in zip(cards, rects):
        if c["card"] in hidden:
            continue
        surface.blit(art.loot(c.get("value"), r.w), r)
        if c["card"] in focus:
            focus_ring(surface, r, t.time, radius=8, width=3)
    if not cards:
        draw_text(surface, _("no loot"), (box.loot.x + 4, box.loot.centery), 24, theme.TEXT_DIM, "bold",
                  anchor="midleft")


def draw_sailors(surface, box: SeatBox, v: dict) -> None:
    sailors = v.get("sailors") or []
    size = 38
    step = min(size + 4, (box.sailors.w - size) / max(1, len(sailors) - 1)) if len(sailors) > 1 else 0
    for k, kind in enumerate(sailors):
        surface.blit(art.seal(kind, size), (box.sailors.x + k * step, box.sailors.y))
    if not sailors:
        draw_text(surface, _("no sailors"), (box.sailors.x + 4, box.sailors.centery), 22, theme.TEXT_DIM, "bold",
                  anchor="midleft")


def draw_hand(t, surface, seat: int, box: SeatBox, v: dict) -> None:
    hand = v.get("hand")
    count = v.get("hand_count", 0)
    x, y = box.hand.x, box.hand.centery
    if hand is not None:
        for kind in hand:
            text = render_text(_(HAND_CHIPS.get(kind) or ACTION_TITLES.get(kind, kind)), 22, theme.TEXT_DARK, "bold", shadow=False)
            chip = pygame.Rect(x, y - 17, text.get_width() + 16, 34)
            if chip.right > box.hand.right:
                draw_text(surface, "\u2026", (x + 4, y), 24, theme.TEXT, "bold", anchor="midleft")
                break
            pygame.draw.rect(surface, theme.PARCHMENT, chip, border_radius=8)
            pygame.draw.rect(surface, theme.BRASS_DARK, chip, 2, border_radius=8)
            surface.blit(text, text.get_rect(center=chip.center))
            x = chip.right + 6
        if not hand:
            draw_text(surface, _("empty hand"), (x + 4, y), 22, theme.TEXT_DIM, "bold", anchor="midleft")
        return
    back = art.action(None, 30)
    for k in range(count):
        surface.blit(back, (x + k * 18, box.hand.y + 3))
    draw_text(surface, ngettext("{n} card in hand", "{n} cards in hand", count).format(n=count), (x + max(0, count - 1) * 18 + 40, y), 22,
              theme.TEXT_DIM, "bold", anchor="midleft")


def draw_raised(t, surface, box: SeatBox, yes: bool | None, weight: int, rise: float) -> None:
    """A hand raised for the share (open, green) or a fist against (red), with its weight."""
    if yes is None:
        return
    img = image("palabra/tokens/hand_open.png" if yes else "palabra/tokens/fist.png", (84, 84))
    x = box.den.centerx
    y = box.den.bottom - 20 - int(70 * rise)
    surface.blit(img, img.get_rect(center=(x, y)))
    word = (_("FOR {n}") if yes else _("AGAINST {n}")).format(n=weight)
    col = theme.GOOD if yes else theme.WARN
    # On a dark plate at the den's top, running right over the loot if it must («EN CONTRA 2»): full
    # size, off the character card on the den's left.
    tag = render_text(word, theme.SIZE_SMALL, col, "bold")
    plate = tag.get_rect(topleft=(box.den.x, box.den.y - 6)).inflate(16, 4)
    plate.left = box.den.x - 4
    pygame.draw.rect(surface, theme.INK, plate, border_radius=8)
    pygame.draw.rect(surface, col, plate, 2, border_radius=8)
    surface.blit(tag, tag.get_rect(center=plate.center))


def seat_glow(t, surface, seats: set[int], focused: int | None) -> None:
    for s in seats:
        r = t.lay.seats[s].rect
        if s == focused:
            focus_ring(surface, r.inflate(-4, -4), t.time, radius=18, width=5)
        else:
            pygame.draw.rect(surface, theme.BRASS_DARK, r.inflate(4, 4), 3, border_radius=18)

