"""Frame time per scene: the median and p99 of drawing one 1920x1080 frame, headless.

    python -m bench.frames [--frames 300] [--window 1280x720] [--only title,lobby]

Measures the scenes' draw calls onto the 1920x1080 canvas (what our code costs); showing it
(scenes/window.py: scaling the canvas into the window, then SDL's flip) is reported apart as
"present". `--window WxH` opens a resizable window of that size instead: headless it measures
the scaling alone; with PIRATE_ARCADE_BENCH_DISPLAY=1 and a DISPLAY (Xvfb) the real window's.
"""
from __future__ import annotations

import argparse
import statistics
import time

from bench.common import percentile

import pygame

from game import Match, Seat
from game.core.bots import RandomBot
from scenes.app import App


def mid_game(app: App, human_to_move: bool = True) -> Match:
    seats = [Seat("Anne", None, 0), Seat("Jack", "pirate", 1), Seat("Mary", "pirate", 2)]
    match = Match.new("cartagena", seats, seed=4)
    bot = RandomBot(3)
    for _ in range(60):
        seat = match.state.to_move()[0]
        match.submit(seat, bot.choose(match.state, seat))
    while human_to_move and match.state.to_move() != [0]:
        seat = match.state.to_move()[0]
        match.submit(seat, bot.choose(match.state, seat))
    match.queue.clear()
    return match


def finished() -> Match:
    seats = [Seat("Anne", "pirate", 0), Seat("Jack", "pirate", 1)]
    match = Match.new("cartagena", seats, seed=2)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    return match


def bots_until_human(game_id: str, seats: list[Seat], seed: int, actions: int, options=None) -> Match:
    """A match advanced by its bots (and the human's first legal moves) until a human is to move."""
    match = Match.new(game_id, seats, seed=seed, options=options)
    for _ in range(actions):
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        action = match.bot_choice(seat) if match.seats[seat].is_bot else match.state.legal_actions(seat)[0]
        match.submit(seat, action)
    while not match.is_over() and not match.humans_to_move():
        seat = match.bots_to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    return match


def scenes(app: App):
    from scenes.cartagena.table import CartagenaTable
    from scenes.lobby import Lobby
    from scenes.pause import Pause
    from scenes.results import Results
    from scenes.select import GameSelect
    from scenes.settings_menu import SettingsMenu
    from scenes.title import Title
    yield "title", [Title(app)]
    yield "game select", [GameSelect(app)]
    yield "lobby", [Lobby(app, "cartagena")]
    yield "settings", [SettingsMenu(app)]
    table = CartagenaTable(app, mid_game(app))
    yield "cartagena table (your turn)", [table]
    yield "pause over the table", [table, Pause(app, table)]
    seats5 = [Seat("Anne", None, 0)] + [Seat(n, "pirate", i) for i, n in enumerate(["Jack", "Mary", "Bart", "Grace"], 1)]
    yield "cartagena great escape 5+3, 5p", [CartagenaTable(app, bots_until_human(
        "cartagena", seats5, 3, 80, {"episode": "great", "tunnel_pieces": 5}))]
    from scenes.tables import table_for
    seats6 = [Seat("Anne", None, 0)] + [Seat(f"Bot {i}", "captain", i) for i in range(1, 6)]
    yield "jamaica table, 6 ships", [table_for(app, bots_until_human("jamaica", seats6, 5, 120))]
    seats8 = [Seat("Anne", None, 0)] + [Seat(f"Bot {i}", "cunning", i) for i in range(1, 8)]
    yield "palabra table, 8 seats", [table_for(app, bots_until_human("palabra", seats8, 5, 60))]
    seats6 = [Seat("Anne", None, 0)] + [Seat(f"Bot {i}", "normal", i) for i in range(1, 6)]
    yield "libertalia table, 6 seats", [table_for(app, bots_until_human("libertalia", seats6, 5, 40))]
    seats6 = [Seat("Anne", None, 0)] + [Seat(f"Bot {i}", "schemer", i) for i in range(1, 6)]
    yield "pagamas table, 6 crew", [table_for(app, bots_until_human("pagamas", seats6, 5, 60))]
    end = CartagenaTable(app, finished())
    yield "results over the table", [end, Results(app, end.match, end.results_lines())]


def measure(app: App, stack, frames: int) -> tuple[list[float], list[float], list[float]]:
    """Per frame: the draw's wall time, the present's wall time and the present's CPU time (the
    scaling's own cost, whatever else the machine or the X server is doing)."""
    app.stack = []
    for s in stack:
        app._push(s)
    draws, flips, cpus = [], [], []
    for _ in range(frames):
        app.top.update(1 / 60)
        t0 = time.perf_counter()
        for scene in app.stack[[i for i, s in enumerate(app.stack) if s.opaque][-1]:]:
            scene.draw(app.canvas)
        t1, c1 = time.perf_counter(), time.process_time()
        app.window.present()
        t2, c2 = time.perf_counter(), time.process_time()
        draws.append(t1 - t0)
        flips.append(t2 - t1)
        cpus.append(c2 - c1)
    return draws, flips, cpus


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=300)
    p.add_argument("--window", help="a window of this size, WxH (default: headless, 1920x1080)")
    p.add_argument("--only", help="only the scenes whose names start with these (comma-separated)")
    args = p.parse_args()
    app = App(fullscreen=False, headless=not args.window)
    app.audio.set_muted(True)
    if args.window:
        w, h = (int(v) for v in args.window.lower().split("x"))
        pygame.display.set_mode((w, h), pygame.RESIZABLE)
        app.window.layout()
        print(f"window {w}x{h}: the canvas shown at {app.window.place.size}, video driver "
              f"{pygame.display.get_driver()}")
    only = tuple(args.only.split(",")) if args.only else ()
    print(f"{'scene':<30}{'median ms':>10}{'p99 ms':>10}{'present ms':>11}{'present cpu':>12}")
    for name, stack in scenes(app):
        if only and not name.startswith(only):
            continue
        draws, flips, cpus = measure(app, stack, args.frames)
        print(f"{name:<30}{statistics.median(draws) * 1000:>10.2f}{percentile(draws, 0.99) * 1000:>10.2f}"
              f"{statistics.median(flips) * 1000:>11.2f}{statistics.median(cpus) * 1000:>12.2f}")


if __name__ == "__main__":
    main()
