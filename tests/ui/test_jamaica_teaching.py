"""Jamaica taught from the screen (issue 39): the phase line follows the round as the engine plays
it (the captain's dice, the cards, the actions, the ghost ship) and says what comes next; the lesson
names no space number the board does not print and says what happens when you cannot pay; the
screens teach only the rulebook's rules, this edition's rulings marked as such."""
from __future__ import annotations

import re

import pytest

from game import Match, Seat, i18n
from scenes.jamaica import glossary as G
from scenes.jamaica import rules, tips
from scenes.jamaica.lesson import LESSON, STEPS
from scenes.jamaica.phases import phases
from scenes.tables import table_for

from . import lessons
from .helpers import make_app


@pytest.fixture
def speak():
    yield i18n.set_language
    i18n.set_language("en")


def test_the_phase_line_names_the_round_and_what_follows_it():
    view = Match.new("jamaica", [Seat("Anne", None, 0), Seat("Jack", None, 1), Seat("Mary", None, 2)],
                     seed=3, options={"setup": {"captain": 1}}).state.view(None)
    p = phases(dict(view, to_move=[1]), ["Anne", "Jack", "Mary"])
    assert p.ids == ("dice", "cards", "actions") and p.id == "dice" and p.waiting == (1,)
    assert p.next_name() == "Cards"
    last = phases(dict(view, phase="actions", to_move=[]), ["Anne", "Jack", "Mary"])
    assert last.next_name() == "Mary's dice"                     # the compass passes left: a new captain
    assert phases(dict(view, phase="actions", ending=True), ["Anne", "Jack", "Mary"]).next_name() == "The final count"
    ghost = phases(dict(view, ghost_ship=True, phase="actions", acting=[3, "day"]), ["Anne", "Jack", "Mary"])
    assert ghost.ids[-1] == "ghost" and ghost.id == "ghost"
    done = phases(dict(view, phase="over", over=True), ["Anne", "Jack", "Mary"])
    assert done.id is None and done.next_name() == ""            # no round follows the count
    assert set(tips.PHASES) == {"dice", "cards", "actions", "ghost"}


AFTER = {"round_started": "dice", "dice_placed": "cards", "card_revealed": "actions", "turn_started": "actions"}


@pytest.mark.parametrize("players,options", [(3, {}), (2, {"ghost_ship": True})])
def test_the_phase_line_follows_the_round_event_by_event(tmp_home, players, options):
    """As each event has played, the phase line stands where it leaves the round (not where the
    table last read the whole view): the dice once a round starts, the cards once they are placed,
    the actions once a card turns over; and wherever the table has shown every event, where the
    engine stands. Over a whole seeded game each phase is lit, the ghost ship's when it sails."""
    app = make_app(tips=False)
    app.settings.anim_speed = 3.0
    seats = [Seat(f"P{i}", "easy", i) for i in range(players)]
    table = table_for(app, Match.new("jamaica", seats, seed=5, options=options))
    app._push(table)
    lit, wrong, seen, line = set(), [], -1, None
    for _ in range(40_000):
        if table.match.is_over():
            break
        app.step(1 / 60, draw=False)      # the line is drawn as it changes (the frames between show it the same)
        p = table.phases()
        if p != line:
            app.draw()
            line = p
        lit.add(p.id)
        played = table.history[:-1] if table.timeline.busy else table.history   # the last may still play
        last = next((e for e in reversed(played) if e.TYPE in AFTER), None)
        if last is not None and len(played) != seen:
            seen = len(played)
            want = AFTER[last.TYPE]
            if p.id != want and not (want == "actions" and p.id == "ghost"):
                wrong.append((last.TYPE, p.id))
        if not table.busy and not table.match.queue:
            engine = table.match.state.view(None)
            want = {"place_dice": "dice", "choose_cards": "cards", "actions": "actions"}.get(engine["phase"])
            if want == "actions" and engine["acting"] and engine["acting"][0] >= players:
                want = "ghost"
            if p.id != want:
                wrong.append((engine["phase"], p.id))
    assert table.match.is_over()
    assert not wrong, wrong[:5]
    assert {"dice", "cards", "actions"} <= lit
    assert ("ghost" in lit) == bool(options)


def test_the_lesson_names_no_space_number_the_board_does_not_print(speak):
    """The board prints each space's cost, not its number: the coach rings a space instead (the
    lesson's spaces are 28 to 44); in every language."""
    for lang in ("en", "es", "it"):
        speak(lang)
        for k, step in enumerate(STEPS):
            if callable(step.say):
                continue
            words = i18n._(step.say) + " " + (i18n._(step.why) if step.why else "")
            numbers = {int(n) for n in re.findall(r"(?<![+\-\d])\d+", words)}
            assert not {n for n in numbers if 16 <= n <= 49}, (lang, k + 1, words)


def test_the_lesson_says_what_happens_when_you_cannot_pay_and_rings_the_combat_die():
    step = next(s for s in STEPS if "Pay what you can" in s.say)
    assert step.look == ("combat_die",) and "combat die" in step.say and "star" in step.say


def test_each_chapter_of_the_lesson_ends_in_a_task_and_teaches_paying_in_a_port_and_at_sea():
    assert len(LESSON.chapters) == 4
    for chapter in LESSON.chapters:
        assert any(s.task for s in chapter.steps), chapter.title
    paying = LESSON.chapters[1]
    assert any("doubloons in a port, food at sea" in s.say for s in paying.steps if not callable(s.say))


def test_the_screens_teach_the_rulebooks_treasures_and_ghost_ship():
    """Treasure cards lie in a face-down pile (the lairs hold tokens); the ghost ship keeps what it
    finds face down; up to 5 players with the ghost ship is the rulebook's own rule (any game of
    fewer than 6); the smallest piles first is this edition's ruling, and says so."""
    pages = {p.title: p.text for p in rules.pages({"ghost_ship": True})}
    assert "face-down pile" in pages["The race"] and "under a token" not in pages["The race"]
    assert "draw the\ntop card of the treasure pile" in pages["Sailing"]
    assert "treasure pile" in G.LAIR.rule and "under" not in G.LAIR.rule
    assert "pile" in G.TREASURES_LEFT.rule and "under" not in G.TREASURES_LEFT.rule
    loading = pages["Loading"]
    assert "smallest piles first, to free holds soonest (this edition's ruling" in loading.replace("\n", " ").replace(
        "the smallest", "smallest")
    ghost = pages["The ghost ship"].replace("\n", " ")
    assert "fewer than 6" in ghost and "the table allows" not in ghost and "all face down, powers too" in ghost
    assert "face down" in G.GHOST.rule and "face down" in tips.PHASES["ghost"].say
    variants = {p.title: p.text for p in rules.pages({})}["Variants"].replace("\n", " ")
    assert "fewer than 6" in variants and "the table allows" not in variants


def test_the_ghost_ships_coach_card_comes_only_where_it_sails(tmp_home):
    app = make_app(tips=True)
    with_ghost = table_for(app, Match.new("jamaica", [Seat("Anne", None, 0), Seat("Jack", "easy", 1)], seed=2,
                                          options={"ghost_ship": True}))
    without = table_for(app, Match.new("jamaica", [Seat("Anne", None, 0), Seat("Jack", "easy", 1)], seed=2))
    assert with_ghost.phase_cards["ghost"] is tips.PHASES["ghost"]
    assert set(without.phase_cards) == {"dice", "cards", "actions"}


def test_a_card_task_does_not_start_on_its_answer(tmp_home):
    """The learner decides a task alone: the hand's own focus (its first card) is not the answer, so
    Enter pressed blindly is refused with the task's words, never taken as the answer."""
    app = make_app(tips=True)
    scene = lessons.start(app, "jamaica")
    tasks = []

    def on_step(c):
        if c.step.task and c.step.wait.TYPE == "choose_card":
            lessons.until_ready(app, scene)
            tasks.append((c.index + 1, scene.table.focused_action() != c.expected()))
    lessons.drive(app, scene, on_step=on_step)
    assert scene.coach.finished and len(tasks) == 3 and all(ok for _i, ok in tasks), tasks
