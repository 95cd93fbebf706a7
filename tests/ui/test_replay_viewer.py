"""The replay viewer (issue 38): the real table fed a finished game's moves, stepped, looked at through any seat.

The viewer is the game's own table (scenes/replay_table.py): its match stands at a frame of
the replay, a move forward animates that move's events, a move back or a jump builds the table
afresh at the frame wanted. These check that what it shows is the replay's frame, that the
log follows the move shown, that a seat's view is that seat's and face up each mover's, and
that no bot is asked and nothing is kept again at the end.
"""
from __future__ import annotations

import pygame
import pytest

import game
from game import Match, Seat
from game.core.replays import Replay

from scenes.replay_table import Replaying, open_viewer
from scenes.title import Title

from .helpers import key, make_app, run_until

T0 = 1_800_000_000.0


def finished(gid: str, seed: int = 3, bot: str = "random") -> Replay:
    spec = game.get(gid)
    match = Match.new(gid, [Seat(f"P{i}", bot, i) for i in range(spec.min_players)], seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    return Replay.of(match, ended=T0)


@pytest.fixture(scope="module")
def libertalia() -> Replay:
    return finished("libertalia")


def viewer_app(replay: Replay, frame: int = 0, seat: int | None = None):
    app = make_app()
    app._push(Title(app))
    viewer = open_viewer(app, replay, frame, seat)
    app.step(1 / 60)                  # drawn once: keys count from now on
    return app, viewer


def settled(app, viewer) -> None:
    run_until(app, lambda: not viewer.busy, frames=2000)
    app.step(1 / 60)


def same(state, frame) -> bool:
    return state.to_json() == frame.to_json()


def test_the_viewer_steps_forward_and_back_and_stands_on_the_replays_frames(tmp_home, libertalia):
    app, v = viewer_app(libertalia)
    frames = libertalia.frames()
    for k in range(1, 6):
        key(pygame.K_RIGHT)
        settled(app, v)
        assert v.at_frame == k and same(v.match.state, frames[k])
    key(pygame.K_LEFT)
    app.step(1 / 60)
    assert v.at_frame == 4 and same(v.match.state, frames[4]) and not v.busy      # back: at once
    key(pygame.K_r)                              # the next round (Libertalia: the next day)
    app.step(1 / 60)
    marks = [m.frame for m in libertalia.round_marks()]
    assert v.at_frame == min(m for m in marks if m > 4) and same(v.match.state, frames[v.at_frame])
    key(pygame.K_q)
    key(pygame.K_q)
    app.step(1 / 60)
    assert v.at_frame == 0
    app.shutdown()


def test_the_log_shows_only_the_events_up_to_the_move_shown(tmp_home, libertalia):
    app, v = viewer_app(libertalia, frame=20)
    told = [e for i in range(20) for e in libertalia.events(i)]
    assert v.history == told
    key(pygame.K_RIGHT)
    settled(app, v)
    assert v.history == told + list(libertalia.events(20))
    key(pygame.K_l)
    app.step(1 / 60)
    assert v.show_log and v.log_entries() and v.log_entries() == [
        (v.describe(e.for_viewer(v.viewer)), v.log_chapter(e)) for e in v.history if v.describe(e.for_viewer(v.viewer))]
    key(pygame.K_LEFT)
    key(pygame.K_LEFT)
    app.step(1 / 60)
    assert v.show_log and v.history == [e for i in range(19) for e in libertalia.events(i)]   # open, in step
    app.shutdown()


def test_a_seats_view_is_that_seats_and_face_up_shows_each_mover(tmp_home, libertalia):
    frames = libertalia.frames()
    app, v = viewer_app(libertalia, frame=30, seat=1)
    assert frames[30].view(1) != frames[30].view(0)          # each seat saw its own hand
    assert v.viewer == 1 and v.shown == frames[30].view(1)
    key(pygame.K_TAB)                            # seat 1 -> face up (two seats: 0, 1, then face up)
    app.step(1 / 60)
    assert v.deck.seat is None
    mover = libertalia.actions[30][0]
    assert v.viewer == mover and v.shown == frames[30].view(mover)
    key(pygame.K_TAB)
    app.step(1 / 60)
    assert v.deck.seat == 0 and v.viewer == 0 and v.shown == frames[30].view(0)
    app.shutdown()


def test_playing_runs_to_the_end_without_a_bot_results_or_a_second_keep(tmp_home, monkeypatch):
    replay = finished("jamaica")
    asked = []
    monkeypatch.setattr(Replaying, "ask_bot", lambda self, seat: asked.append(seat), raising=False)
    app, v = viewer_app(replay, frame=len(replay.actions) - 6)
    v.deck.speed = 4
    key(pygame.K_RETURN)
    run_until(app, lambda: v.at_frame == v.deck.total and not v.busy, frames=4000)
    app.step(1 / 60)
    assert not v.deck.playing and app.top is v and asked == []
    assert same(v.match.state, replay.frames()[-1])
    assert not (tmp_home / "data" / "replays").exists()          # nothing kept again
    app.shutdown()


@pytest.mark.parametrize("gid", ["cartagena", "jamaica", "libertalia", "palabra", "pagamas"])
def test_every_games_table_is_driven_the_same_way(tmp_home, gid):
    replay = finished(gid, seed=5, bot="easy")
    frames = replay.frames()
    middle = replay.round_marks()[len(replay.round_marks()) // 2].frame
    for seat in (None, 0):
        app, v = viewer_app(replay, frame=middle, seat=seat)
        for k in range(1, 4):
            v.remote.press("right")
            settled(app, v)
            assert v.at_frame == middle + k and same(v.match.state, frames[middle + k])
            assert v.viewer == (seat if seat is not None else replay.actions[middle + k][0])
        v.remote.press("left")
        app.step(1 / 60)
        assert same(v.match.state, frames[middle + 2])
        v.remote.press("page_next")
        app.step(1 / 60)
        assert same(v.match.state, frames[v.at_frame]) and v.at_frame > middle + 2
        app.shutdown()


def test_the_scrubber_drags_to_the_frame_under_the_pointer(tmp_home, libertalia):
    app, v = viewer_app(libertalia)
    app.step(1 / 60)                              # drawn once: the track is known
    track = v.remote.scrub
    x = track.x + track.w // 2
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, track.centery), button=1))
    app.step(1 / 60)
    assert v.at_frame == round(len(libertalia.actions) / 2)
    x = track.x + track.w // 4
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, track.centery), rel=(0, 0), buttons=(1, 0, 0)))
    app.step(1 / 60)
    assert v.at_frame == round(len(libertalia.actions) / 4) and same(v.match.state, libertalia.frames()[v.at_frame])
    app.shutdown()
