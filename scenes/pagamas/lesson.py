"""Pagamás' guided first game: two evenings of a crew of four, every phase of a turn on the way.

Anne (the learner) sails with three bots. We join the voyage on its fifth evening, with
loot already buried in every chest and nine cards left in the loot deck (three evenings).

Evening 5, captain Calico Jack: the refloat (Anne draws a sailor); Jack makes Anne his Second;
his greedy share is refused (hands up together), his second deal with a promise is accepted;
Anne hides on the treasure island and lays the Second's free ambush on Mary at the tavern;
Jack's Ambush! on Anne misses and Blackbeard's on Mary, stacked on Anne's, comes too late;
Anne buries her loot; she launches a mutiny (an ambush hit), Blackbeard joins, her Boarding!
wins it; only the mutineers elect: Captain Anne, and Jack goes to the sharks with his loot.

Evening 6, captain Anne: she hands out the characters (Blackbeard her Second), deals the
share, promises what she likes and calls the vote; hides on the island again; Blackbeard's
free ambush robs Jack, Anne's Ambush! card robs Blackbeard of everything (the chain), Mary's
right guess on Anne fails to Anne's Dodge, Mary pays the brothel; Anne buries it all. The
lesson ends as evening 7, the last, begins: the learner plays it on against the bots.

The votes and the promises are the learner's free choices (the outcomes hold either way).
"""
from __future__ import annotations

import pygame

from ..tutorial import Lesson, LessonSeat
from .lesson_places import keep_clear, keys, locate, prepare
from .lesson_script import OPTIONS, SCRIPT, SEED
from .lesson_steps import CHAPTERS

# Where the coach's panel may stand: over the share area, else below it (over the tray), else over
# the top seats, else over the bottom ones.
SPOTS = (pygame.Rect(350, 346, 1225, 392), pygame.Rect(330, 530, 1245, 215), pygame.Rect(250, 64, 1420, 266),
         pygame.Rect(250, 750, 1420, 266))

LESSON = Lesson(
    game="pagamas",
    seats=(LessonSeat("Anne", None, 0), LessonSeat("Calico Jack", "normal", 1),    # i18n: keep (pirate names)
           LessonSeat("Mary Read", "normal", 2), LessonSeat("Blackbeard", "normal", 3)),   # i18n: keep
    options=OPTIONS,
    seed=SEED,
    chapters=CHAPTERS,
    script=SCRIPT,
    locate=locate,
    spots=SPOTS,
    keys=keys,
    prepare=prepare,
    keep_clear=keep_clear,
)
