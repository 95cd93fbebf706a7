"""Learn to play (scenes/tutorial): the coach over a real table, through synthetic input.

Every lesson is driven to its end by key presses; a wrong move is answered with the step's
reason and changes nothing; a lesson left half-way resumes at the same step; the coach stops a
lesson that does not go as written; `--tutorial GAME --autoplay` exits 0 with its line; only
games with a lesson are offered."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.cartagena.actions import move_back, play_card
from scenes.title import Title
from scenes.tutorial import Step, available, lesson_for
from scenes.tutorial.coach import LessonError
from scenes.tutorial.lesson import Lesson
from scenes.tutorial import slot
from scenes.tutorial.start import LearnMenu, begin

from . import lessons
from .helpers import make_app, run_until

ROOT = Path(__file__).resolve().parent.parent.parent


def events(scene, kind: str) -> list:
    return [e for e in scene.table.history if e.TYPE == kind]


# ----------------------------------------------------------------------------- every lesson
@pytest.mark.parametrize("game_id", available())
def test_autoplay_completes_every_lesson_and_says_so(tmp_path, game_id):
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--tutorial", game_id, "--autoplay"],
                         capture_output=True, text=True, timeout=600,
                         env={"PIRATE_ARCADE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin",
                              "PIRATE_ARCADE_LANG": "en", "SDL_NO_SIGNAL_HANDLERS": "1"})
    assert run.returncode == 0, run.stderr
    assert f"tutorial complete: {game_id}" in run.stdout.splitlines()
    assert not (tmp_path / "data" / "tutorials").exists()        # autoplay keeps no lesson save


def test_autoplay_of_a_game_without_a_lesson_is_refused(tmp_path):
    run = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--tutorial", "nowhere",
                          "--autoplay"], capture_output=True, text=True, timeout=120,
                         env={"PIRATE_ARCADE_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 2 and "no lesson for 'nowhere'" in run.stderr


def test_learn_to_play_lists_exactly_the_games_with_a_lesson(tmp_home):
    app = make_app()
    app._push(Title(app))
    app.step(1 / 60)
    labels = [i.label for i in app.top.menu.items]
    assert "Learn to play" in labels
    app.top.menu.index = labels.index("Learn to play")
    lessons.press("confirm")
    run_until(app, lambda: isinstance(app.top, LearnMenu))
    import game
    assert [i.label for i in app.top.menu.items] == [game.get(g).title for g in available()]
    assert "cartagena" in available() and "jamaica" in available()


# ----------------------------------------------------------------------------- Cartagena
def test_cartagena_teaches_each_rule_with_the_engines_own_events(tmp_home):
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene)
    moved = events(scene, "pirate_moved")
    # forward with a card: from the dungeon to the first rum space
    assert (moved[0].seat, moved[0].from_space, moved[0].to_space, moved[0].direction) == (0, 0, 4, "forward")
    # jumping taken spaces: the lanterns on 5 and 11 are jumped, the pirate lands beyond them on 15
    jump = moved[1]
    assert tuple(jump.skipped) == (5, 11) and jump.to_space == 15
    # back to draw: onto space 8, where two pirates stood, drawing two cards
    back = moved[2]
    assert back.direction == "back" and (back.from_space, back.to_space) == (10, 8)
    assert events(scene, "cards_drawn")[0].count == 2
    # the boat: no free rum space ahead of 22, so the pirate boards the sloop
    assert events(scene, "boarded")[0].seat == 0
    assert scene.table.match.state.view(0)["pirates"][0][-1] == scene.table.course.goal


def test_a_wrong_move_is_answered_with_the_reason_and_changes_nothing(tmp_home):
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == play_card("rum", 0))
    lessons.until_ready(app, scene)
    before = scene.table.match.state.to_json()
    log = len(scene.table.match.log)
    lessons.press(*scene.lesson.keys(scene.table, play_card("lantern", 0)))   # legal, but not this step's
    app.step(1 / 60)
    for _ in range(20):
        app.step(1 / 60)
    assert scene.table.match.state.to_json() == before and len(scene.table.match.log) == log
    assert scene.coach.refusal == "Play the rum card with a pirate from the dungeon."
    assert scene.coach.open and scene.coach.step.wait == play_card("rum", 0)
    lessons.drive(app, scene)                                    # and the right move still goes on
    assert scene.coach.finished


def test_a_lesson_left_half_way_resumes_at_the_same_step(tmp_home):
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.expect == move_back(10))
    index, log = scene.coach.index, list(scene.table.match.log)
    history = [e.to_json() for e in scene.table.history]
    assert slot.saved("cartagena")
    lessons.press("menu")                                        # pause, quit to the title
    run_until(app, lambda: type(app.top).__name__ == "Pause")
    app.top.ask_quit()
    app.apply_pending()
    app.top._yes()
    run_until(app, lambda: isinstance(app.top, Title))
    assert slot.saved("cartagena")

    again = make_app()
    resumed = lessons.start(again, "cartagena", resume=True)
    again.step(1 / 60)
    assert resumed.table.match.log == log
    run_until(again, lambda: resumed.coach.open)                  # the last move plays again, then
    assert resumed.coach.index == index                           # the step reached, read past those before
    assert [e.to_json() for e in resumed.table.history] == history
    lessons.drive(again, resumed)
    assert resumed.coach.finished


def test_play_on_hands_the_same_match_to_the_bots(tmp_home):
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene)
    app.step(1 / 60)
    assert [i.label for i in scene.end_menu.items] == ["Play on against bots from here", "Start a real game",
                                                      "Back to the title"]
    table, moves = scene.table, len(scene.table.match.log)
    lessons.press("confirm")
    run_until(app, lambda: app.top is table)
    assert table.coach is None
    run_until(app, lambda: len(table.match.log) > moves, frames=3000)   # Calico Jack plays for himself
    assert table.match.seats[1].bot == "normal"


def test_start_a_real_game_opens_the_games_lobby(tmp_home):
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene)
    app.step(1 / 60)
    lessons.press("down", "confirm")
    run_until(app, lambda: type(app.top).__name__ == "Lobby")
    assert app.top.spec.id == "cartagena" and not slot.saved("cartagena")


# ----------------------------------------------------------------------------- the coach's checks
def broken(**change) -> Lesson:
    base = lesson_for("cartagena")
    if "steps" in change:                  # other steps: a lesson of one piece
        change["chapters"] = ()
    return Lesson(**{**base.__dict__, **change})


def run_broken(lesson, monkeypatch) -> str:
    monkeypatch.setattr("scenes.tutorial.start.lesson_for", lambda gid: lesson)
    app = make_app()
    errors = []
    from scenes.tutorial.scene import Autoplay
    app._push(Title(app))
    begin(app, "cartagena", autoplay=Autoplay(lambda ok, message: errors.append((ok, message))))
    app.apply_pending()
    for _ in range(5000):
        if errors:
            break
        app.step(1 / 60)
    assert errors and not errors[0][0]
    return errors[0][1]


def test_a_scripted_move_that_is_not_legal_stops_the_lesson(tmp_home, monkeypatch):
    lesson = broken(script={1: (play_card("parrot", 3),)})
    assert "scripted move 1 of seat 1" in run_broken(lesson, monkeypatch)


def test_an_event_no_step_explains_stops_the_lesson(tmp_home, monkeypatch):
    base = lesson_for("cartagena")
    steps = tuple(s for s in base.steps if "cards_drawn" not in {getattr(x, "type", x) for x in s.shows})
    message = run_broken(broken(steps=steps), monkeypatch)
    assert "never explained" in message and "cards_drawn" in message


def test_a_step_whose_events_did_not_happen_stops_the_lesson(tmp_home, monkeypatch):
    base = lesson_for("cartagena")
    steps = (Step(say="x", shows=("boarded",)),) + base.steps
    assert "'boarded'" in run_broken(broken(steps=steps), monkeypatch)


def test_a_failing_lesson_on_screen_lets_the_game_play_on(tmp_home, monkeypatch):
    lesson = broken(script={1: (play_card("parrot", 3),)})
    monkeypatch.setattr("scenes.tutorial.start.lesson_for", lambda gid: lesson)
    app = make_app()
    scene = lessons.start(app, "cartagena")
    for _ in range(20_000):
        app.step(1 / 60)
        if type(app.top).__name__ == "Notice":
            break
        c = scene.coach
        if c.open and c.step.reading:
            lessons.press("confirm")
        elif lessons.ready_for_move(scene):
            lessons.press(*scene.lesson.keys(scene.table, c.expected()))
            app.step(1 / 60)
    assert type(app.top).__name__ == "Notice" and scene.table.coach is None
    assert scene.table in app.stack and scene not in app.stack


# ----------------------------------------------------------------------------- Jamaica
def test_jamaica_teaches_each_rule_with_the_engines_own_events(tmp_home):
    app = make_app()
    scene = lessons.start(app, "jamaica")
    lessons.drive(app, scene)
    seen = [e for e in scene.table.history]

    def first(kind, **fields):
        return next(e for e in seen if e.TYPE == kind and all(getattr(e, k) == v for k, v in fields.items()))
    # the captain's dice: one on the day, one on the night
    assert (first("dice_placed").day, first("dice_placed").night) == (3, 2)
    # the secret card: chosen hidden from the other seat, drawn back to 3 at once, revealed in turn
    assert first("card_chosen", seat=0).visible_to == (0,) and first("cards_drawn", seat=0).count == 1
    assert first("card_revealed", seat=0).card == "forward/food"
    # day and night, loading and costs: forward 3 to the port on 31 paying 3 doubloons, 2 food by night
    day = first("action_started", ship=0, slot="day")
    assert (day.action, day.amount) == ("forward", 3)
    assert first("sailed", ship=0).path[-1] == 31 and (first("paid", ship=0).kind, first("paid", ship=0).amount) == ("gold", 3)
    night = first("action_started", ship=0, slot="night")
    assert (night.action, night.amount) == ("food", 2) and first("loaded", ship=0).kind == "food"
    # the fork: Anne's 2 steps end on the lair of the long lane, where the treasure is
    fork = [e for e in seen if e.TYPE == "sailed" and e.ship == 0][1]
    assert tuple(fork.path) == (32, 33)
    treasure = first("treasure_found", ship=0)
    assert treasure.space == 33 and not treasure.face_up and treasure.card == "plus7"
    # combat with gunpowder and the combat die: attack 6 + powder beats Jack's 2 + 1
    assert first("combat_started").space == 37
    assert first("die_rolled", purpose="attack").face == 6 and first("die_rolled", purpose="defence").face == 2
    ended = first("combat_ended")
    assert ended.winner == 0 and ended.defender_total == 3 and ended.attacker_total >= 6
    assert (first("plundered").kind, first("plundered").amount) == ("gold", 5)
    # the end: home in Port Royal, the round ends, the game ends; Jack behind space 41 scores -5
    assert first("finished").ship == 0
    over = first("game_over")
    view = scene.table.match.state.view(None)
    assert view["ships"][1]["space"] < 41 and over.winners == (0,)
    from scenes.jamaica.reveal import breakdown
    rows = {r["seat"]: r for r in breakdown(view, over.treasures)}
    assert rows[0]["place"] == 15 and rows[1]["place"] == -5 and rows[0]["treasures"] == 7
    assert scene.end_menu is None or "Play on against bots from here" not in [i.label for i in scene.end_menu.items]


def test_jamaica_ends_with_the_game_no_play_on_no_results_screen(tmp_home):
    app = make_app()
    scene = lessons.start(app, "jamaica")
    lessons.drive(app, scene)
    for _ in range(30):
        app.step(1 / 60)
    assert app.top is scene and scene.table.match.is_over()
    assert [i.label for i in scene.end_menu.items] == ["Start a real game", "Back to the title"]


# ----------------------------------------------------------------------------- keyboard, mouse, pad
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "alt": pygame.CONTROLLER_BUTTON_X, "back": pygame.CONTROLLER_BUTTON_B}


@pytest.mark.parametrize("game_id", ["cartagena", "palabra"])
def test_a_pad_plays_the_lesson_too(tmp_home, game_id):
    from .helpers import pad_button
    app = make_app()
    scene = lessons.start(app, game_id)

    def buttons(*intents):
        for intent in intents:
            pad_button(PAD[intent], instance_id=3)
    lessons.drive(app, scene, send=buttons)
    assert scene.coach.finished


def test_the_mouse_continues_on_the_panel_and_plays_on_the_table(tmp_home):
    from .helpers import click
    app = make_app()
    scene = lessons.start(app, "cartagena")
    run_until(app, lambda: scene.coach.open and scene.calm())     # (after the step's beat)
    assert scene.coach.step.reading and scene.panel_rect is not None
    click((10, 10))                                              # elsewhere: nothing happens
    app.step(1 / 60)
    assert scene.coach.index == 0
    click(scene.panel_rect.center)
    app.step(1 / 60)
    assert scene.coach.index == 1
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == play_card("rum", 0))
    lessons.until_ready(app, scene)
    table = scene.table
    click(table.course.rect(0).center)                           # the pirate in the dungeon...
    app.step(1 / 60)
    from scenes.cartagena.controls import Chip
    rum = table.option_rects[table.row_chips.index(Chip("card", "rum"))]
    click(rum.center)                                            # ...the rum card, twice: play it
    app.step(1 / 60)
    click(rum.center)
    run_until(app, lambda: scene.coach.index > 3)
    assert table.match.log[0] == (0, play_card("rum", 0))


def test_the_jamaica_lesson_resumes_in_the_middle_of_its_combat(tmp_home):
    from game.jamaica.actions import Loot
    app = make_app()
    scene = lessons.start(app, "jamaica")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == Loot("hold", 1))
    index, log = scene.coach.index, list(scene.table.match.log)
    again = make_app()
    resumed = lessons.start(again, "jamaica", resume=True)
    run_until(again, lambda: resumed.coach.open)
    assert resumed.coach.index == index and resumed.table.match.log == log
    assert resumed.table.combat is not None                      # the duel stands where it was
    lessons.drive(again, resumed)
    assert resumed.coach.finished and resumed.table.match.is_over()


def test_a_lesson_left_on_a_step_in_the_middle_of_a_move_resumes_on_that_step(tmp_home):
    from scenes.jamaica.lesson import STEPS
    at_paid = next(i for i, s in enumerate(STEPS) if s.at is not None and s.at.type == "paid")
    app = make_app()
    scene = lessons.start(app, "jamaica")
    lessons.drive(app, scene, until=lambda c: c.open and c.index == at_paid)
    assert scene.table.match.queue                               # the move's later events wait behind it
    again = make_app()
    resumed = lessons.start(again, "jamaica", resume=True)
    run_until(again, lambda: resumed.coach.open, frames=3000)
    assert resumed.coach.index == at_paid
    assert [e.TYPE for e in resumed.table.history] == [e.TYPE for e in scene.table.history]


def test_a_lesson_played_on_becomes_a_game_for_continue(tmp_home):
    from scenes.config import slot_path
    from scenes.saves import unfinished
    app = make_app()
    scene = lessons.start(app, "cartagena")
    lessons.drive(app, scene)
    app.step(1 / 60)
    lessons.press("confirm")                                     # play on
    table = scene.table
    run_until(app, lambda: app.top is table)
    assert table.match.journal_path == slot_path("cartagena") and not slot.saved("cartagena")
    moves = len(table.match.log)
    run_until(app, lambda: len(table.match.log) > moves, frames=3000)
    slots, _problems = unfinished()
    assert [s.match.log for s in slots] == [table.match.log]      # Continue picks it up
