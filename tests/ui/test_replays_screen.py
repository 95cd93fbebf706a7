"""Replays from the title, Watch again, files in and out, and a seat's review in the viewer (issue 38).

The Replays screen lists the kept games and opens one; a game exports to a file and is deleted
only once asked; a file dropped on the window opens with every check of replays.read, and a
damaged or hostile one is refused with the reason, changing nothing. The review of a seat runs
beside the viewer (inline under the tests, one decision a frame), shows its progress, can be
stopped, and once done is kept with the replay; a paused table then stands on the better move
of a decision the review marks a mistake or a blunder.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

import game
from game import Match, Seat
from game.core.replays import Replay, read

from scenes.common import Confirm, Notice
from scenes.config import exports_dir, replays_dir
from scenes.replay_files import history
from scenes.replay_table import Replaying
from scenes.replays import EntryMenu, ReplaysMenu
from scenes.results import Results
from scenes.tables import table_for
from scenes.title import Title

from .helpers import key, make_app, run_until

ROOT = Path(__file__).resolve().parents[2]
T0 = 1_800_000_000.0


def finished(gid: str = "libertalia", seed: int = 3, bot: str = "random", ended: float = T0) -> Replay:
    spec = game.get(gid)
    match = Match.new(gid, [Seat(f"P{i}", bot, i) for i in range(spec.min_players)], seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    return Replay.of(match, ended=ended)


def snapshot(folder: Path) -> dict:
    return {p.relative_to(folder): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def title_app():
    app = make_app()
    app._push(Title(app))
    app.step(1 / 60)
    return app


def drop(path: Path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))


def test_the_replays_screen_lists_the_kept_games_and_opens_one(tmp_home):
    older, newer = finished(seed=3, ended=T0), finished("jamaica", seed=4, ended=T0 + 60)
    for r in (older, newer):
        assert history().keep(r) is None
    app = title_app()
    app.push(ReplaysMenu(app))
    app.step(1 / 60)
    screen = app.top
    assert [e.game for e in screen.entries] == ["jamaica", "libertalia"]       # newest first
    assert screen.index == 0                                      # "Open a replay file" first
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    viewer = app.top
    assert isinstance(viewer, Replaying) and viewer.deck.replay.game == "libertalia"
    assert viewer.at_frame == 0 and viewer.match.state.to_json() == older.frames()[0].to_json()
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is screen
    app.shutdown()


def test_a_game_exports_to_the_folder_said_and_is_deleted_only_once_asked(tmp_home):
    replay = finished()
    history().keep(replay)
    app = title_app()
    screen = ReplaysMenu(app)
    app.push(screen)
    app.step(1 / 60)
    key(pygame.K_DOWN)
    key(pygame.K_TAB)                            # export or delete
    app.step(1 / 60)
    assert isinstance(app.top, EntryMenu)
    key(pygame.K_RETURN)                         # Export to a file
    app.step(1 / 60)
    app.step(1 / 60)
    (exported,) = exports_dir().iterdir()
    assert isinstance(app.top, Notice) and str(exported) in app.top.text      # the folder said
    assert read(exported).to_json(reviews=False) == replay.to_json(reviews=False)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert app.top is screen
    key(pygame.K_TAB)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                         # Delete: asked first, "Keep it" focused
    app.step(1 / 60)
    assert isinstance(app.top, Confirm)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    assert len(history().files()) == 1
    key(pygame.K_TAB)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)                         # Delete it
    app.step(1 / 60)
    app.step(1 / 60)
    assert history().files() == [] and screen.entries == []
    app.shutdown()


def test_a_dropped_hostile_file_is_refused_with_its_reason_and_nothing_changes(tmp_home, tmp_path):
    good = finished().to_json(reviews=False)
    history().keep(finished("jamaica", seed=4))
    actions = [list(a) for a in good["actions"]]
    actions[12] = [1 - actions[12][0], actions[12][1]]            # the other seat plays it
    hostile = tmp_path / "hostile.json"
    hostile.write_text(json.dumps({**good, "actions": actions}))
    damaged = tmp_path / "damaged.json"
    damaged.write_bytes(b'{"version": 1, "game": ')
    home_before, own = snapshot(tmp_home), (hostile.read_bytes(), damaged.read_bytes())
    app = title_app()
    for path, reason in ((hostile, "move 13 ("), (damaged, "not in the format")):
        drop(path)
        app.step(1 / 60)
        assert isinstance(app.top, Notice) and reason in app.top.text and path.name in app.top.text
        key(pygame.K_RETURN)
        app.step(1 / 60)
        assert isinstance(app.top, Title)
    assert snapshot(tmp_home) == home_before and (hostile.read_bytes(), damaged.read_bytes()) == own
    app.shutdown()


def test_a_dropped_replay_opens_in_the_viewer_and_is_kept_once(tmp_home, tmp_path):
    replay = finished()
    path = tmp_path / "friend.json"
    path.write_text(json.dumps(replay.to_json(reviews=False)))
    app = title_app()
    drop(path)
    app.step(1 / 60)
    assert isinstance(app.top, Replaying) and app.top.deck.replay.to_json(reviews=False) == replay.to_json(False)
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    drop(path)
    app.step(1 / 60)
    assert isinstance(app.top, Replaying)
    assert len(history().files()) == 1                               # the same game, kept once
    app.shutdown()


def test_watch_again_opens_this_games_replay_over_the_results(tmp_home):
    spec = game.get("libertalia")
    match = Match.new("libertalia", [Seat(f"P{i}", "random", i) for i in range(spec.min_players)], seed=3)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    app = title_app()
    table = table_for(app, match)
    app.push(table)
    app.step(1 / 60)
    table.game_over()
    app.step(1 / 60)
    results = app.top
    assert isinstance(results, Results)
    run_until(app, lambda: results.time > results.input_delay)
    app.step(1 / 60)
    key(pygame.K_LEFT)                          # from "Back to title" to "Watch again"
    key(pygame.K_RETURN)
    app.step(1 / 60)
    viewer = app.top
    assert isinstance(viewer, Replaying) and viewer.deck.replay is table.replay
    assert [a.to_json() for _s, a in viewer.deck.replay.actions] == [a.to_json() for _s, a in match.log]
    key(pygame.K_ESCAPE)
    app.step(1 / 60)
    assert app.top is results
    app.shutdown()


def review_viewer(replay: Replay, frame: int = 0):
    history().keep(replay)
    app = title_app()
    app.push(ReplaysMenu(app))
    app.step(1 / 60)
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    app.step(1 / 60)
    viewer = app.top
    viewer.deck.effort = 16
    key(pygame.K_TAB)                            # face up -> seat 0
    key(pygame.K_u)                              # the review panel
    app.step(1 / 60)
    assert viewer.deck.seat == 0 and viewer.deck.panel
    return app, viewer


def test_a_review_runs_beside_the_viewer_with_its_progress_and_is_kept(tmp_home):
    replay = finished()
    app, v = review_viewer(replay)
    key(pygame.K_RETURN)                         # start it
    app.step(1 / 60)
    job = v.deck.job
    assert job is not None and job.total > 3
    seen = []
    while v.deck.job is not None:
        seen.append(job.done)
        app.step(1 / 60)
    assert seen == sorted(seen) and len(set(seen)) >= job.total - 1        # one decision a frame
    kept = v.deck.replay.reviews[0]
    assert [d["at"] for d in kept["decisions"]] == [i for i, (s, _a) in enumerate(replay.actions)
                                                    if s == 0 and len(replay.frames()[i].legal_actions(0)) > 1]
    (entry,), _problems = history().entries()
    assert entry.reviewed == [0] and history().load(entry).reviews[0] == kept
    app.shutdown()


def test_a_review_stopped_keeps_nothing(tmp_home):
    app, v = review_viewer(finished())
    key(pygame.K_RETURN)
    app.step(1 / 60)
    app.step(1 / 60)
    assert v.deck.job is not None and 0 < v.deck.job.done < v.deck.job.total
    key(pygame.K_RETURN)                         # stop it
    app.step(1 / 60)
    assert v.deck.job is None and v.deck.replay.reviews == {}
    (entry,), _problems = history().entries()
    assert entry.reviewed == []
    app.shutdown()


def test_a_mistake_stands_the_table_on_the_better_move(tmp_home):
    replay = finished()
    app, v = review_viewer(replay)
    key(pygame.K_RETURN)
    run_until(app, lambda: v.deck.job is None, frames=400)
    review = v.deck.replay.reviews[0]
    bad = [d for d in review["decisions"] if d["mark"] in ("mistake", "blunder") and d["best"] != d["played"]]
    assert bad, "a random player's Libertalia has its mistakes"
    d = bad[0]
    key(pygame.K_u)                              # panel closed
    v.jump_to(d["at"])
    app.step(1 / 60)
    decision = v.decision()
    better = replay.spec.action_from_json(d["best"][0])
    assert decision is not None and decision.seat == 0 and decision.options[v.sel].action == better
    assert better != replay.actions[d["at"]][1]
    good = next(g for g in review["decisions"] if g["mark"] == "good")
    v.jump_to(good["at"])
    app.step(1 / 60)
    assert v.decision().options[v.sel].action == replay.actions[good["at"]][1]     # else the move played
    app.shutdown()


def test_main_replay_opens_the_viewer_and_writes_a_screenshot(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished().to_json(reviews=False)))
    shot = tmp_path / "viewer.png"
    env = {**os.environ, "PIRATE_ARCADE_HOME": str(tmp_path / "home"), "PIRATE_ARCADE_LANG": "en"}
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--replay", str(path),
                           "--replay-move", "12", "--replay-seat", "1", "--frames", "20", "--screenshot", str(shot)],
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)
    path.write_bytes(b"[1, 2")
    refused = subprocess.run([sys.executable, str(ROOT / "main.py"), "--headless", "--replay", str(path)],
                             env=env, capture_output=True, text=True, timeout=120)
    assert refused.returncode == 2 and "game.json" in refused.stderr and "format" in refused.stderr


def test_a_damaged_entry_is_reported_and_set_aside_and_the_rest_listed(tmp_home):
    history().keep(finished())
    replays_dir().mkdir(parents=True, exist_ok=True)
    bad = replays_dir() / "20270101-120000-1-jamaica.json"
    bad.write_bytes(b'{"version": 1, "game": "jamaica", "replay": [')
    app = title_app()
    screen = ReplaysMenu(app)
    app.push(screen)
    app.step(1 / 60)
    app.step(1 / 60)
    assert isinstance(app.top, Notice) and "could not be read" in app.top.text and bad.name in app.top.text
    assert [e.game for e in screen.entries] == ["libertalia"] and not bad.exists()
    assert any(p.name.startswith(bad.name + ".corrupt") for p in replays_dir().iterdir())    # its bytes kept
    app.shutdown()
