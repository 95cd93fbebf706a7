"""Cartagena's guided first game, in four chapters: forward with a card; back to draw; the sloop; a
race to the finish.

Anne (the learner) against Calico Jack (a bot) on a short tunnel of four pieces, a few turns
into La fuga so that every rule shows up at once: three of Anne's pirates wait in the dungeon,
Jack's crowd the lantern spaces, Anne's last pirate stands two spaces from the sloop. Anne's
first turn plays a rum card from the dungeon, then (her task) the card that carries a second
pirate furthest from the dungeon (the lantern, jumping two taken lanterns), then (her task)
the one move back that draws 2 cards (onto space 8); Jack's scripted turn does the same things
again; Anne's next card (her task) carries her pirate on 22 aboard the sloop, the next her last
pirate out of the dungeon, and (her task) her last action moves a pirate back to draw. The bot then plays on for itself.
Every chapter ends in a task the learner does alone. Locations and keys are in
lesson_places.py.
"""
from __future__ import annotations

import pygame

from game.cartagena.actions import MoveBack, PlayCard, move_back, play_card
from game.cartagena.rules import back_target, forward_target, occupancy, track_of
from game.i18n import N_

from ..tutorial import Chapter, Lesson, LessonSeat, Show, Step
from .lesson_places import keys, locate

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


def lands(view: dict, action: PlayCard) -> int:
    """Where `action` carries its pirate, on the learner's view before it."""
    path = view["path"]
    occ = occupancy(view["pirates"], len(path) + 1)
    return forward_target(track_of(path), occ, action.from_space, action.card.rstrip("*"))


def from_dungeon(action) -> bool:
    return isinstance(action, PlayCard) and action.from_space == 0


def furthest(view: dict, action) -> bool:
    """A card that carries the pirate from the dungeon as far as any card in hand can."""
    best = max(lands(view, PlayCard(card, 0)) for card in set(view["hand"]))
    return lands(view, action) == best


def is_back(action) -> bool:
    return isinstance(action, MoveBack)


def draws_two(view: dict, action) -> bool:
    """A move back onto a space of two pirates (2 cards)."""
    occ = occupancy(view["pirates"], len(view["path"]) + 1)
    return occ[back_target(occ, action.from_space)] == 2


def is_card(action) -> bool:
    return isinstance(action, PlayCard)


def boards(view: dict, action) -> bool:
    """A card that carries its pirate aboard the sloop."""
    return lands(view, action) == len(view["path"]) + 1


def furthest_from_dungeon(view: dict, legal: list):
    """The card that carries the pirate in the dungeon furthest (autoplay's, and where the focus starts)."""
    cards = [a for a in legal if from_dungeon(a)]
    return max(cards, key=lambda a: lands(view, a))


def first_back(view: dict, legal: list):
    """The task's move for autoplay: the first move back there is."""
    return next(a for a in legal if isinstance(a, MoveBack))


FORWARD = Chapter(N_("Forward with a card"), minutes=3, steps=(
    Step(look=("dungeon", "sloop"),
         say=N_("1672: pirates flee the fortress of Cartagena through a secret tunnel. Lead your six pirates "
                "from the dungeon along the tunnel into the sloop waiting at its end. The first crew all "
                "aboard wins.")),
    Step(look=("pirates:0", "players"),
         say=N_("You play Anne: the vermilion pirates with the anchor. Calico Jack, sky blue with the star, is "
                "a bot. We join the escape a few turns in, so three of your pirates are already in the tunnel.")),
    Step(look=("hand", "phase"),
         say=N_("Your cards are below. A turn is 1 to 3 actions, in any order: play a card to move a pirate "
                "forward, or move a pirate back to draw cards. Top right, the lit action is the one you take now.")),
    Step(wait=play_card("rum", 0), look=("dungeon", "card:rum", "space:4"),
         why=N_("Play the rum card with a pirate from the dungeon."),
         say=N_("Play a card: a pirate runs forward to the next free space with the card's symbol. Choose a "
                "pirate in the dungeon (↑↓, or click it), the rum card (←→, or click it), then "
                "press Enter or A.")),
    Step(look=("space:4", "space:5", "space:11"),
         shows=(Show("card_played", lambda e: e.card == "rum"),
                Show("pirate_moved", lambda e: (e.from_space, e.to_space) == (0, 4))),
         say=N_("Your pirate ran to space 4, the first rum space ahead. Spaces with a pirate are jumped over: "
                "the badge in a taken space's corner shows its symbol, like the lanterns under Jack's pirates "
                "on 5 and 11.")),
    Step(wait=from_dungeon, judge=furthest, expect=play_card("lantern", 0), look=("dungeon", "hand"), task=True,
         why=N_("Your task: from the dungeon, the card whose free space lies furthest ahead. Taken spaces are "
                "jumped over."),
         say=N_("Your task: send another pirate from the dungeon as far as one card can carry it.")),
))

BACK = Chapter(N_("Back to draw"), minutes=2, steps=(
    Step(look=("space:15", "phase"),
         shows=(Show("pirate_moved", lambda e: tuple(e.skipped) == (5, 11) and e.to_space == 15),),
         say=N_("The lantern jumped over both taken lanterns, to the free one on space 15: the more crowded the "
                "tunnel, the longer the jump. Two actions done: one left.")),
    Step(look=("space:8", "back", "hand"),
         say=N_("Cards run out, so get more: choose a pirate and the Back arrow. It steps back to the nearest "
                "space with 1 or 2 pirates, skipping empty and full ones, and you draw 1 card for each pirate "
                "there.")),
    Step(wait=is_back, judge=draws_two, expect=move_back(10), look=("back",), task=True,
         why=N_("Your task: a move back that lands on a space of two pirates. Count what lies behind each of "
                "your pirates."),
         say=N_("Your task: your last action. Move a pirate back so that you draw 2 cards (\u2191\u2193 a pirate, Back: "
                "the space it would land on says how many).")),
))

SLOOP = Chapter(N_("The sloop"), minutes=2, steps=(
    Step(at=turn_of(JACK), look=("space:8", "hand"),
         shows=(Show("pirate_moved", lambda e: e.direction == "back" and e.to_space == 8),
                Show("cards_drawn", lambda e: e.seat == ANNE and e.count == 2)),
         say=N_("Two pirates stood on space 8: you drew 2 cards. That was your third action, so it is Calico "
                "Jack's turn.")),
    Step(at=turn_of(ANNE), look=("space:12", "space:15", "space:13"),
         shows=(Show("pirate_moved", lambda e: e.seat == JACK and e.to_space == 12),
                Show("cards_drawn", lambda e: e.seat == JACK and e.count == 1),
                Show("pirate_moved", lambda e: e.seat == JACK and tuple(e.skipped) == (8,))),
         say=N_("Jack played a hook to space 12, moved back to space 15 onto one pirate (1 card), and jumped "
                "space 8 with a pistol. Your turn again. Press L at any time to read every move in the log.")),
    Step(look=("space:23", "sloop"),
         say=N_("The sloop waits after space 24. A pirate with no free space of its card's symbol ahead goes "
                "aboard: your pirate on 22 has only Jack's rum space 23 and the lantern on 24 ahead.")),
    Step(wait=is_card, judge=boards, expect=play_card("rum", 22), look=("sloop", "hand"), task=True,
         why=N_("Your task: a card whose symbol has no free space ahead of the pirate you move."),
         say=N_("Your task: put a pirate aboard the sloop with one card.")),
))

RACE = Chapter(N_("A race to the finish"), minutes=2, steps=(
    Step(look=("sloop", "players"),
         shows=(Show("boarded", lambda e: e.seat == ANNE and e.aboard == 1),),
         say=N_("Aboard! The panel on the right counts your pirates in the sloop: 1 of 6. As soon as a player "
                "has all six aboard, the sloop sails and that player wins.")),
    Step(wait=from_dungeon, expect=furthest_from_dungeon, look=("dungeon", "hand"),
         why=N_("Play a card with your pirate in the dungeon."),
         say=N_("Your last pirate still waits in the dungeon, and a pirate left far behind loses races. Play a "
                "card with it (↑↓ to the dungeon, ←→ a card, Enter).")),
    Step(look=("end_turn", "phase"),
         say=N_("One action left. Tab (X on a pad, or the End turn button) ends a turn after one or two "
                "actions. A player with no cards at all may pass instead, drawing one card.")),
    Step(wait=is_back, expect=first_back, until=lambda v: v["turn"] != ANNE, look=("back", "deck"), task=True,
         why=N_("Your task: draw with your last action: move a pirate back."),
         say=N_("Your task: your hand is short and the race is long. Use your last action to get cards.")),
    Step(at=turn_of(JACK),
         say=N_("That is all of Cartagena: cards carry pirates forward over the crowd, moving back brings "
                "cards, and the sloop waits at the end. Keep pirates close behind one another, to step back "
                "onto them for cards.")),
))

STEPS = FORWARD.steps + BACK.steps + SLOOP.steps + RACE.steps


def prepare(table) -> None:
    table.show_log = False      # the short tunnel is a variant: its rules would open over the table


LESSON = Lesson(
    game="cartagena",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1)),   # i18n: keep (pirate names)
    options={"pieces": 4, "setup": SETUP},
    seed=1672,
    chapters=(FORWARD, BACK, SLOOP, RACE),
    script={JACK: (play_card("hook", 8), move_back(18), play_card("pistol", 5))},
    locate=locate,
    spots=(pygame.Rect(330, 428, 1290, 238), pygame.Rect(330, 96, 1290, 300)),
    keys=keys,
    prepare=prepare,
)
