"""Pagamás' teaching (issue 39): the phase line names the rulebook's seven phases, the top line no
longer says what the phase line says, the lesson comes in one chapter per phase, the refloat tray's
hint stands under its buttons, and the screens teach only the rulebook's rules, this edition's
house rules marked as such."""
from __future__ import annotations

import re

import game
from game import Action, Match, Seat
from game.i18n import _
from scenes.pagamas import glossary, rules, tips
from scenes.pagamas.lesson import LESSON
from scenes.pagamas.lesson_steps import CHAPTERS
from scenes.pagamas.phases import IDS, phases
from scenes.pagamas.table import PagamasTable
from scenes.title import Title

from .helpers import make_app, run_until


def table_for(app, match) -> PagamasTable:
    table = PagamasTable(app, match)
    app._push(Title(app))
    app.push(table)
    app.step(1 / 60)
    return table


# ----------------------------------------------------------------------------- the phase line
def test_the_phase_line_names_the_rulebooks_seven_phases_in_its_order():
    p = phases({"phase": "share", "turn": 5, "to_move": [2]})
    assert p.ids == ("refloat", "roles", "share", "landing", "ambush", "revelation", "mutiny")
    assert p.names == ("Refloat", "Roles", "The share", "The landing", "Ambushes", "The revelation", "Mutiny")
    assert p.id == "share" and p.waiting == (2,) and p.next_name() == "The landing"
    assert phases({"phase": "mutiny", "turn": 5, "to_move": []}).next_name() == "Turn 6"
    assert phases({"phase": "mutiny", "turn": 7, "last_turn": True, "to_move": []}).next_name() == "The final count"


def test_an_election_keeps_the_phase_it_interrupts_lit():
    """The golden rule's election is no phase of the rulebook's turn: after a lost mutiny the mutiny
    stays lit, after a captain fell in an ambush or at the brothel the revelation does."""
    after_mutiny = {"phase": "election", "turn": 3, "to_move": [0, 1], "mutiny": {"launcher": 1},
                    "election": {"for_mutineers": True}}
    assert phases(after_mutiny).id == "mutiny" and phases(after_mutiny).waiting == (0, 1)
    after_ambush = {"phase": "election", "turn": 3, "to_move": [2], "mutiny": None,
                    "election": {"for_mutineers": False}}
    assert phases(after_ambush).id == "revelation"
    assert phases({"phase": "over", "turn": 9, "to_move": []}).id is None


def test_the_top_line_leaves_whom_the_table_waits_for_to_the_phase_line(tmp_home):
    """The phase line says whom the table waits for: the top line, when nobody at the controls
    chooses, tells the latest news instead (never the phase, never "Waiting for")."""
    app = make_app()
    app.settings.anim_speed = 3.0
    bot = game.get("pagamas").default_bot
    table = table_for(app, Match.new("pagamas", [Seat(n, bot, i) for i, n in enumerate(("Anne", "Jack", "Mary"))],
                                     seed=5))
    said = 0
    for _frame in range(900):
        app.step(0.1)
        if table.banner is None and table.choice is None and table.phase_rect is not None:
            text, _colour = table.status_text()
            assert not text.startswith("Waiting for") and text not in table.phases().names, text
            said += bool(text)
    assert said > 50
    app.shutdown()


# ----------------------------------------------------------------------------- the lesson
def test_the_lesson_has_one_chapter_per_phase_each_with_a_task():
    assert len(CHAPTERS) == len(IDS) and LESSON.chapters == CHAPTERS
    titles = [c.title for c in CHAPTERS]
    for name in ("Refloat", "The share", "The landing", "Ambushes", "The revelation", "Mutiny"):
        assert name in titles
    assert titles[-1].startswith("Roles")
    for chapter in CHAPTERS:
        tasks = [s for s in chapter.steps if s.task]
        assert tasks and all(not s.reading and "Your task" in s.say for s in tasks), chapter.title


def test_no_step_tells_a_key_that_moves_the_focus_off_an_answer_it_already_stands_on():
    """A move step that is no task and waits for one exact move starts with the focus on it (the
    coach's refocus): its words never send the learner a row down from there (the old "↓ to her
    row" that landed on another seat)."""
    for step in LESSON.steps:
        if isinstance(step.wait, Action) and not step.task and isinstance(step.say, str):
            assert "\u2193 to" not in step.say and "\u2191\u2193 to" not in step.say, step.say


# ----------------------------------------------------------------------------- the refloat tray
def test_the_refloat_trays_hint_stands_under_its_buttons(tmp_home):
    app = make_app()
    bot = game.get("pagamas").default_bot
    seats = [Seat("Anne", None, 0), Seat("Jack", bot, 1), Seat("Mary", bot, 2), Seat("Grace", bot, 3)]
    match = Match.new("pagamas", seats, seed=4, options={"setup": {"captain": 0, "hands": [["boarding"], [], [], []]}})
    table = table_for(app, match)
    run_until(app, lambda: table.choice is not None and not table.busy, dt=0.25, frames=400)
    for _ in ("keep", "discard"):
        app.draw()
        choice = table.choice
        hint = choice.hint_rect
        assert hint is not None and hint.top >= max(b.bottom for b, _col in choice.buttons)
        assert hint.bottom <= table.lay.seats[0].rect.top          # clear of the seats below the tray
        choice.handle(type("Intent", (), {"kind": "right"})())
    app.shutdown()


# ----------------------------------------------------------------------------- only the rulebook's rules
def everything_taught() -> str:
    pages = " ".join(p.text for p in rules.pages({}))
    terms = " ".join(t.words() for t in vars(glossary).values() if isinstance(t, glossary.Term))
    cards = " ".join(f"{c.title} {c.say}" for c in tips.PHASES.values()) + " ".join(tips.TIPS.values())
    steps = " ".join(s.say + " " + s.why for s in LESSON.steps if isinstance(s.say, str))
    return " ".join((pages, terms, cards, steps))


def test_no_screen_teaches_a_hand_limit(tmp_home):
    """The rulebook has no hand limit (nor does the engine): "At most 5" and "Over 5 action cards:
    discard one" are gone; the hand's term says there is none."""
    taught = everything_taught()
    assert not re.search(r"at most 5|over 5|more than 5|hand limit", taught, re.I)
    assert "no limit" in glossary.HAND.words()


def test_the_rules_the_lessons_alone_taught_are_taught_where_they_belong():
    sharks = " ".join(rules.golden_rule().text.split()).lower()
    assert "loses his character, his action cards and his sailors" in sharks        # what the sharks take
    assert "anyone but the fallen captain may stand" in sharks
    assert "a character and its sailors vote for the same candidate" in sharks
    assert "only then, it may be thrown overboard" in rules.share().text.replace("\n", " ")
    assert "during the share" in glossary.FRONT.words() and "during the share" in tips.TIPS["overboard"]
    assert "action cards and sailors" in tips.TIPS["sharks"] and "sharks" in tips.PHASES["mutiny"].say
    assert "fallen captain may not stand" in tips.TIPS["stand"]
    assert "vote for one pirate" in tips.TIPS["elect"]


def test_this_editions_house_rules_are_marked_wherever_they_are_shown():
    """The brothel's draw and the Boatswain's, Cook's and Chaplain's powers are the notes', not the
    rulebook's: the card, the tips, the tray's hints and the lesson say so."""
    assert "house rule" in glossary.DEN["brothel"].words()
    for role in ("boatswain", "cook", "chaplain"):
        assert "house rule" in glossary.character_words(role)
    assert "house rule" not in glossary.character_words("second")
    assert "house rule" in tips.TIPS["pay_brothel"] and "house rule" in tips.TIPS["bury"]
    brothel = [s.say for s in LESSON.steps if isinstance(s.say, str) and "draw 2 action cards" in s.say]
    assert brothel and all("house rule" in say for say in brothel)
    chaplain = [s.say for s in LESSON.steps if isinstance(s.say, str) and "Chaplain (" in s.say]
    assert chaplain and all("house rule" in say for say in chaplain)
    assert _("(A house rule of this edition.)") in glossary.character_words("chaplain")
