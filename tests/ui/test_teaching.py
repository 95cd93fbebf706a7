"""Learning each game from the screen (issue 39), through synthetic input: a lesson's step is
acknowledged on purpose (no key meant for an animation passes it), the focus starts on the option a
step asks for, the coach's panel hides nothing its step rings and is never smaller than the body
text in any language, lessons come in chapters that start from their fixed position and are ticked
when done, every table (of those that show one) draws its phase line where nothing else sits, and a
first game's coach cards come once per phase, clear of the prompt and the hand, dismissed on purpose."""
from __future__ import annotations

import json

import pygame
import pytest

import game
from game import Match, Seat
from scenes import callout, coach, theme
from scenes.tables import table_for
from scenes.tutorial import available, lesson_for, slot
from scenes.tutorial.rehearse import rehearse
from scenes.tutorial.scene import BEAT
from scenes.tutorial.start import ChapterMenu, LearnMenu, begin
from scenes.title import Title

from . import lessons
from .helpers import key, make_app, run_until

TEACHING = ("libertalia", "palabra", "cartagena", "pagamas", "jamaica")   # every table honours the focus, the phase line and the cards


# ----------------------------------------------------------------------------- on purpose
@pytest.mark.parametrize("game_id", available())
def test_a_key_meant_for_an_animation_never_passes_a_step(tmp_home, game_id):
    """Enter pressed through every animation, held down into every step for longer than its beat: each
    step still shows, in order, until a fresh press after the key was let go; no move is refused (no
    Enter was taken as a choice at a fork)."""
    app = make_app(tips=True)
    scene = lessons.start(app, game_id)
    lessons.drive(app, scene, hammer=True)
    assert scene.coach.finished
    shown = [i for i, _seconds in scene.coach.shown]
    assert shown == list(range(len(scene.lesson.steps)))
    held = (lessons.HELD - 1) / 60
    short = {i + 1: round(t, 2) for i, t in scene.coach.shown if t < held}
    assert not short, f"steps passed while Enter was still held: {short}"
    assert scene.coach.refusals == 0


def test_a_step_takes_no_confirm_in_its_beat_and_its_continue_waits(tmp_home):
    app = make_app(tips=True)
    scene = lessons.start(app, "palabra")
    run_until(app, lambda: scene.coach.open)
    assert not scene.calm()
    lessons.press("confirm")                                   # at once: nothing
    app.step(1 / 60)
    assert scene.coach.index == 0
    run_until(app, scene.calm, frames=int(60 * BEAT) + 5)
    lessons.press("confirm")
    app.step(1 / 60)
    assert scene.coach.index == 1


# ----------------------------------------------------------------------------- the focus
@pytest.mark.parametrize("game_id", TEACHING)
def test_each_step_names_what_is_on_screen_hides_none_of_it_and_starts_on_its_move(tmp_home, speak, game_id):
    """The lesson played to its end by keys (every step shown in order, every event shown explained,
    then the end's menu), each step looked at as it opens:
    - what it names is on the table (every look key found) and, drawn in each language, the panel
      touches none of the step's rings nor what the table keeps clear, its words at least the body
      size;
    - a move step that waits for given moves starts on its move, before any key is pressed; a free
      choice or a task keeps the decision's own focus (the learner decides alone)."""
    app = make_app(tips=True)
    scene = lessons.start(app, game_id)
    missing, bad, checked, opened = [], [], [], []

    def on_step(c):
        step = c.step
        opened.append(c.index)
        missing.extend((c.index + 1, key) for key in step.look if not scene.locate((key,)))
        for lang in ("en", "es", "it"):
            speak(lang)
            app.step(1 / 60)
            spot = scene.spot(step)
            rings = scene.locate(step.look)
            if not spot.clear or any(spot.rect.colliderect(r) for r in rings) or spot.size < theme.SIZE_BODY:
                bad.append((c.index + 1, lang))
            assert scene.panel_rect == spot.rect
        speak("en")
        if step.reading:
            return
        lessons.until_ready(app, scene)
        focused = scene.table.focused_action()
        if step.task or step.wait == "any":
            return
        assert step.accepts(focused, c.human_view()), (c.index + 1, focused, c.expected())
        checked.append(c.index)
    lessons.drive(app, scene, on_step=on_step)
    assert scene.coach.finished and len(checked) >= 2
    assert opened == list(range(len(scene.lesson.steps)))       # every step was shown, in order
    assert {e.TYPE for e in scene.table.history} <= scene.coach.explained   # every event shown was explained
    app.step(1 / 60)
    assert scene.end_menu is not None                            # then: what next?
    assert not missing, f"{game_id}: steps name what is nowhere on screen: {missing}"
    assert not bad, f"{game_id}: the panel covers what steps (step, language) {bad} name, or shrinks"


def test_a_reading_step_too_long_for_any_free_place_turns_pages():
    pygame.font.init()
    words = " ".join(["Gold is worth four points and red costs one."] * 12)
    blocks = [pygame.Rect(0, 0, 1920, 400), pygame.Rect(0, 700, 1920, 380)]
    spot = callout.place(words, blocks, pages=True)
    assert spot.clear and len(spot.pages) > 1 and not any(spot.rect.colliderect(b) for b in blocks)
    assert [w for page in spot.pages for line in page for w in line.split()] == words.split()
    stuck = callout.place(words, blocks, pages=False)
    assert not stuck.clear                                       # a move step cannot turn pages: the test above


# ----------------------------------------------------------------------------- chapters
@pytest.mark.parametrize("game_id", TEACHING)
def test_every_chapter_starts_where_the_chapters_before_it_leave_the_game(tmp_home, game_id):
    lesson = lesson_for(game_id)
    assert lesson.chaptered and all(1 <= c.minutes <= 5 for c in lesson.chapters)
    for k, chapter in enumerate(lesson.chapters):
        assert any(s.task for s in chapter.steps), f"chapter {k + 1} ends in no task"
    k = len(lesson.chapters) // 2
    to = lesson.starts[k]
    moves = rehearse(lesson, to)
    app = make_app(tips=True)
    title = Title(app)
    app._push(title)
    app.settings.anim_speed = 3.0
    scene = begin(app, game_id, chapter=k, lobby=title.lobby)
    app.apply_pending()
    assert scene.table.match.log == moves
    run_until(app, lambda: scene.coach.open, frames=3000)
    assert scene.coach.index == to                               # the chapter's first step, not before
    lessons.drive(app, scene)
    assert scene.coach.finished
    assert slot.chapters_done(game_id) == set(range(k, len(lesson.chapters)))   # the chapters played, ticked


@pytest.mark.parametrize("game_id", TEACHING)
def test_the_lesson_menu_lists_the_chapters_ticks_those_done_and_resumes(tmp_home, game_id):
    lesson = lesson_for(game_id)
    app = make_app(tips=True)
    app._push(Title(app))
    app._push(LearnMenu(app))
    app.step(1 / 60)
    app.top.menu.index = available().index(game_id)
    lessons.press("confirm")
    run_until(app, lambda: isinstance(app.top, ChapterMenu))
    menu = app.top
    assert [i.text() for i in menu.menu.items] == [f"{k + 1}. {c.title}" for k, c in enumerate(lesson.chapters)]
    assert all(i.value() == "" for i in menu.menu.items)
    slot.chapter_done(game_id, 1)
    menu.menu.index = 2
    lessons.press("confirm")                                     # chapter 3, from its start
    run_until(app, lambda: type(app.top).__name__ == "TutorialScene", frames=600)
    scene = app.top
    run_until(app, lambda: scene.coach.open, frames=3000)
    assert scene.coach.index == lesson.starts[2]
    lessons.leave(app)
    again = ChapterMenu(app, game_id)
    labels = [i.text() for i in again.menu.items]
    assert labels[0] == "Resume chapter 3"
    assert [i.value() for i in again.menu.items[1:]] == ["Done" if k == 1 else "" for k in range(len(lesson.chapters))]


def test_a_damaged_file_of_chapters_done_counts_none_and_is_set_aside(tmp_home):
    slot.chapter_done("palabra", 0)
    path = slot.folder() / slot.CHAPTERS
    path.write_text('{"version": 1, "done": {"palabra": ["zero"]}}')
    assert slot.chapters_done("palabra") == set()
    assert not path.exists() and list(slot.folder().glob("chapters.json*"))     # kept aside
    slot.chapter_done("palabra", 2)
    assert json.loads(path.read_text()) == {"version": 1, "done": {"palabra": [2]}}


# ----------------------------------------------------------------------------- the phase line
def bots_game(gid: str, players: int, seed: int, humans: int = 1):
    seats = [Seat(f"P{i}", None if i < humans else game.get(gid).default_bot, i) for i in range(players)]
    return Match.new(gid, seats, seed=seed)


@pytest.mark.parametrize("gid,players", [("libertalia", 2), ("libertalia", 6), *(("palabra", n) for n in range(2, 9)),
                                         *(("cartagena", n) for n in range(2, 6)),
                                         *(("pagamas", n) for n in range(3, 7)), *(("jamaica", n) for n in range(2, 7))])
def test_the_phase_line_shows_every_phase_and_overlaps_nothing(tmp_home, gid, players):
    """A seeded all-bots game to its end: at each phase the phase line is drawn with it lit, and its
    rect touches no other element the table shows (What's this?'s spots, the prompt row)."""
    app = make_app(tips=True)
    app.settings.anim_speed = 12.0     # the whole game, its animations quick (the line, not the motion, is looked at)
    app.settings.tips = False
    table = table_for(app, bots_game(gid, players, seed=11, humans=0))
    app._push(table)
    lit, bad, seen = set(), [], None
    for n in range(20_000):
        if table.finished:
            break
        # the app's longest frame (the game as at 60 fps), drawn when the line changes and every 8th
        # frame: the frames looked at (the whole games' frames are drawn by each table's tests)
        app.step(lessons.FRAME, draw=False)
        phases = table.phases()
        if phases is None or (phases == seen and n % 8):
            continue
        seen = phases
        app.draw()
        if table.phase_rect is None:
            continue
        lit.add(phases.id)
        spots = [s for s in table.inspect_spots() if s.rect != table.phase_rect]
        if any(table.phase_rect.colliderect(s.rect) for s in spots) or table.phase_rect.bottom > theme.SCREEN_H - 70:
            bad.append((phases.id, [s.title for s in spots if table.phase_rect.colliderect(s.rect)]))
    assert table.finished
    assert set(phases.ids) - {None} <= lit, set(phases.ids) - lit
    assert not bad, bad[:3]


def test_palabra_strikes_day_ones_market_and_says_whom_it_waits_for():
    from scenes.palabra.phases import phases
    match = bots_game("palabra", 3, seed=2, humans=3)
    view = match.state.view(None)
    p = phases(view)
    assert p.ids == ("talk", "decision", "market", "artifacts", "resolution") and p.id == "talk"
    assert p.skipped == {2, 3} and p.waiting == (0, 1, 2) and p.next_name() == "Decision"
    simple = phases(dict(view, variant={"market": False, "talk": False, "two_player": False}))
    assert simple.ids == ("decision", "resolution")


# ----------------------------------------------------------------------------- coach cards
@pytest.mark.parametrize("gid", TEACHING)
def test_a_first_game_shows_each_phase_card_once_clear_of_the_prompt_and_the_hand(tmp_home, gid):
    app = make_app(tips=True)
    app.settings.anim_speed = 3.0
    table = table_for(app, bots_game(gid, 3, seed=7))
    app._push(table)
    opened, bad = [], []
    for _ in range(30_000):
        if len(opened) == len(table.phase_cards) or table.finished:
            break
        app.step(1 / 60, draw=False)                      # drawn once a card is up, below
        card = table.tips.card
        if card is None:
            seat = table.human_to_move()
            if seat is not None:                          # the human plays a legal move of their own
                table.submit(seat, table.match.state.legal_actions(seat)[0])
            continue
        opened.append(card)
        assert table.busy is False or table.timeline.busy is False
        app.step(1 / 60)
        rect = table.tips.panel_rect
        keep = table.keep_clear()
        rings = [r for k in card.look for r in table.locate(k)]
        if (rect is None or rect.bottom > theme.SCREEN_H - 70 or any(rect.colliderect(r) for r in keep + rings)):
            bad.append(card.title)
        log = len(table.match.log)
        lessons.press("confirm")                          # too soon: the card stays, the game holds
        app.step(1 / 60)
        assert table.tips.card is card and len(table.match.log) == log
        run_until(app, table.tips.ready, frames=60)
        lessons.press("confirm")
        app.step(1 / 60)
        assert table.tips.card is None
    assert sorted(c.title for c in opened) == sorted(c.title for c in table.phase_cards.values())
    assert len(set(table.tips.cards_shown)) == len(table.tips.cards_shown)        # each once
    assert not bad, bad


def test_no_coach_card_for_a_player_with_two_games_or_with_tips_off(tmp_home):
    coach.record("palabra", ["P0"])
    coach.record("palabra", ["P0"])
    app = make_app(tips=True)
    table = table_for(app, bots_game("palabra", 3, seed=7))
    app._push(table)
    for _ in range(600):
        app.step(1 / 60)
        assert table.tips.card is None
    app.settings.tips = False
    other = table_for(app, bots_game("libertalia", 3, seed=7))
    app._push(other)
    for _ in range(600):
        app.step(1 / 60)
        assert other.tips.card is None


# ----------------------------------------------------------------------------- house rules marked
def test_palabra_marks_table_talk_as_this_editions_house_rule_wherever_it_teaches_it():
    from scenes.palabra import rules, tips
    from scenes.palabra.lesson import STEPS
    assert "house rule" in tips.TIPS["talk"] and "house rule" in tips.PHASES["talk"].say
    assert "house rule" in rules.TALK_TEXT and "house rule" in rules.variants_page(True, True).text
    talk = next(s for s in STEPS if "tray" in s.look and "Table talk" in s.say)
    assert "house rule" in talk.say


def test_a_card_that_says_a_decisions_tip_already_leaves_that_tip_out(tmp_home):
    """Libertalia's dawn card says what the pick's tip would: the tip does not follow it."""
    app = make_app(tips=True)
    table = table_for(app, bots_game("libertalia", 3, seed=4))
    app._push(table)
    run_until(app, lambda: table.tips.card is not None, frames=600)
    assert table.tips.card is table.phase_cards["dawn"] and table.tips.tip is None
    run_until(app, table.tips.ready, frames=60)
    lessons.press("confirm")
    for _ in range(30):
        app.step(1 / 60)
    assert table.tips.card is None and table.tips.tip is None and (0, "pick") in table.tips.shown
