"""Cartagena's guided first game: forward with a card, jumping taken spaces, back to draw, the sloop.

Anne (the learner) against Calico Jack (a bot) on a short tunnel of four pieces, a few turns
into La fuga so that every rule shows up at once: three of Anne's pirates wait in the dungeon,
Jack's crowd the lantern spaces, Anne's last pirate stands two spaces from the sloop. Anne's
first turn plays a card from the dungeon, jumps two taken lanterns and moves back onto a
space of two pirates (drawing 2); Jack's scripted turn does the same things again; Anne's next
card carries a pirate aboard the sloop, and her last two actions are hers to choose. The bot
then plays on for itself.
"""
from __future__ import annotations

import pygame

from game.cartagena.actions import PlayCard, move_back, play_card
from game.i18n import N_

from ..tutorial import ANY, Lesson, LessonSeat, Show, Step
from . import layout as L
from .controls import Chip
from .controls_keys import keys_to

ANNE, JACK = 0, 1

SETUP = {
    "pieces": [[1, False], [2, False], [3, False], [4, False]],
    # path: 1 parrot 2 pistol 3 chest 4 rum 5 lantern 6 hook 7 chest 8 pistol 9 rum 10 parrot
    # 11 lantern 12 hook 13 pistol 14 chest 15 lantern 16 hook 17 rum 18 parrot 19 pistol 20 chest
    # 21 hook 22 parrot 23 rum 24 lantern; the sloop is 25
    "positions": [[0, 0, 0, 7, 10, 22], [5, 8, 8, 11, 18, 23]],
    "hands": [["rum", "rum", "lantern", "hook", "chest", "pistol"],
              ["hook", "pistol", "parrot", "chest", "lantern", "rum"]],
    "deck": ["parrot", "chest", "pistol"],        # Anne draws the first two, Jack the third
}


def turn_of(seat: int) -> Show:
    return Show("turn_started", lambda e: e.seat == seat)


def first_card(view: dict, legal: list):
    """The free step's move for autoplay: the first card that moves a pirate forward."""
    return next(a for a in legal if isinstance(a, PlayCard))


STEPS = (
    Step(look=("dungeon", "sloop"),
         say=N_("1672: pirates flee the fortress of Cartagena through a secret tunnel. Lead your six pirates "
                "from the dungeon along the tunnel into the sloop waiting at its end. The first crew all "
                "aboard wins.")),
    Step(look=("pirates:0", "players"),
         say=N_("You play Anne: the vermilion pirates with the anchor. Calico Jack, sky blue with the star, is "
                "a bot. We join the escape a few turns in, so three of your pirates are already in the tunnel.")),
    Step(look=("hand", "actions"),
         say=N_("Your cards are below. A turn is 1 to 3 actions, in any order: play a card to move a pirate "
                "forward, or move a pirate back to draw cards. The lights count the actions left.")),
    Step(wait=play_card("rum", 0), look=("dungeon", "card:rum", "space:4"),
         why=N_("Play the rum card with a pirate from the dungeon."),
         say=N_("Play a card: a pirate runs forward to the next free space with the card's symbol. Choose a "
                "pirate in the dungeon (↑↓, or click it), the rum card (←→, or click it), then "
                "press Enter or A.")),
    Step(look=("space:4", "discard"),
         shows=(Show("card_played", lambda e: e.card == "rum"),
                Show("pirate_moved", lambda e: (e.from_space, e.to_space) == (0, 4))),
         say=N_("Your pirate ran to space 4, the first rum space ahead. The card you played went onto the "
                "discard pile.")),
    Step(wait=play_card("lantern", 0), look=("space:5", "space:11", "card:lantern"),
         why=N_("Play the lantern with a pirate from the dungeon."),
         say=N_("Taken spaces are jumped over. Play the lantern with another pirate from the dungeon: the "
                "lanterns on spaces 5 and 11 are taken by Calico Jack's pirates.")),
    Step(look=("space:15",),
         shows=(Show("pirate_moved", lambda e: tuple(e.skipped) == (5, 11) and e.to_space == 15),),
         say=N_("It jumped over both, to the free lantern on space 15. A card always ends on a free space, "
                "so the more crowded the tunnel, the longer the jump.")),
    Step(wait=move_back(10), look=("space:10", "space:8", "back"),
         why=N_("Choose your pirate on space 10 and the Back arrow."),
         say=N_("Now get cards. Choose your pirate on space 10 and the Back arrow: it steps back to the nearest "
                "space with 1 or 2 pirates (space 8 has two), and you draw a card for each pirate there.")),
    Step(at=turn_of(JACK), look=("space:8", "hand"),
         shows=(Show("pirate_moved", lambda e: e.direction == "back" and e.to_space == 8),
                Show("cards_drawn", lambda e: e.seat == ANNE and e.count == 2)),
         say=N_("Two pirates stood on space 8: you drew 2 cards. Moving back passes empty spaces and full "
                "ones (3 pirates at most a space). That was your third action, so it is Calico Jack's turn.")),
    Step(at=turn_of(ANNE), look=("space:12", "space:15", "space:13"),
         shows=(Show("pirate_moved", lambda e: e.seat == JACK and e.to_space == 12),
                Show("cards_drawn", lambda e: e.seat == JACK and e.count == 1),
                Show("pirate_moved", lambda e: e.seat == JACK and tuple(e.skipped) == (8,))),
         say=N_("Jack played a hook to space 12, moved back to space 15 onto one pirate (1 card), and jumped "
                "space 8 with a pistol. Your turn again. Press L at any time to read every move in the log.")),
    Step(wait=play_card("rum", 22), look=("space:22", "space:23", "sloop", "card:rum"),
         why=N_("Play the rum card with your pirate on space 22."),
         say=N_("Play the rum card with your pirate on space 22. The only rum space ahead, 23, is taken: with "
                "no free space of its symbol ahead, a pirate goes aboard the sloop!")),
    Step(look=("sloop", "players"),
         shows=(Show("boarded", lambda e: e.seat == ANNE and e.aboard == 1),),
         say=N_("Aboard! The panel on the right counts your pirates in the sloop: 1 of 6. As soon as a player "
                "has all six aboard, the sloop sails and that player wins.")),
    Step(wait=ANY, expect=first_card, until=lambda v: v["turn"] != ANNE, look=("hand", "end_turn"),
         say=N_("Two actions left: play them as you like. Tab (X on a pad, or the End turn button) ends a "
                "turn early. A player with no cards at all may pass instead, drawing one card.")),
    Step(at=turn_of(JACK),
         say=N_("That is all of Cartagena: cards carry pirates forward over the crowd, moving back brings "
                "cards, and the sloop waits at the end. Keep pirates close behind one another, to step back "
                "onto them for cards.")),
)


# ----------------------------------------------------------------------------- the table's places
def chip_rect(table, chip: Chip) -> list[pygame.Rect]:
    """The chip as the row last drew it."""
    if chip not in table.row_chips:
        return []
    i = table.row_chips.index(chip)
    return [table.option_rects[i]] if i < len(table.option_rects) else []


def card_rect(pos: tuple[int, int]) -> pygame.Rect:
    rect = pygame.Rect(0, 0, L.CARD_W, L.CARD_H)
    rect.center = pos
    return rect


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's `look` key stands on the Cartagena table."""
    course = table.course
    name, _sep, arg = key.partition(":")
    if name == "space":
        return [course.rect(int(arg))]
    if name == "dungeon":
        return [course.rect(0)]
    if name == "sloop":
        return [course.rect(course.goal)]
    if name == "pirates":
        mine = sorted({p for p in table.shown["pirates"][int(arg)] if 0 < p < course.goal})
        return [course.rect(p) for p in mine]
    if name == "hand":
        rects = table.option_rects or table.chip_rects(len(set(table.shown.get("hand") or [])) + 1)
        return [rects[0].unionall(rects[1:])] if rects else []
    if name == "card":
        return chip_rect(table, Chip("card", arg))
    if name == "back":
        return chip_rect(table, Chip("back"))
    if name == "deck":
        return [card_rect(L.DECK_POS)]
    if name == "discard":
        return [card_rect(L.DISCARD_POS)]
    if name == "actions":
        return [pygame.Rect(L.TURN_X - 110, 690, 220, 110)]
    if name == "end_turn":
        return [table.buttons["end"]] if "end" in table.buttons else []
    if name == "players":
        return [L.PLAYERS_RECT]
    return []


def keys(table, action) -> list[str]:
    """The keys that make the table play `action`: from the focus to its option in the decision, then confirm."""
    decision = table.decision()
    index = decision.index_of(action) if decision is not None else None
    if index is None:
        raise ValueError(f"{action!r} is not an option of the decision now")
    return keys_to(table.controls, index)


def prepare(table) -> None:
    table.show_log = False      # the short tunnel is a variant: its rules would open over the table


LESSON = Lesson(
    game="cartagena",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1)),   # i18n: keep (pirate names)
    options={"pieces": 4, "setup": SETUP},
    seed=1672,
    steps=STEPS,
    script={JACK: (play_card("hook", 8), move_back(18), play_card("pistol", 5))},
    locate=locate,
    spots=(pygame.Rect(330, 428, 1290, 238), pygame.Rect(330, 96, 1290, 300)),
    keys=keys,
    prepare=prepare,
    minutes=6,
)
