"""The game's screens in one language, headless, into PNGs: to read them as a player would.

    python tools/language_shots.py es [--out out/lang/es] [--only lobby]

For a language (en, es, it): the title, the game select, a lobby, the settings, each of the five
tables mid-game (fixed seeds), a table with its log open, the pause menu, a results screen, a
How-to-play page, the achievements, a lesson's first step and the demo. Every screen is built from
the real scenes and real matches driven by bots (as tests/ui does), stepped until its animations
settle, and saved at 1920x1080 as `<out>/<lang>_<screen>.png`.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAMES = ("cartagena", "jamaica", "palabra", "libertalia", "pagamas")
NAMES = ("Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Henry")
# How far each table is played before its picture (bots' actions from a fixed seed), and its size.
MID_GAME = {"cartagena": (3, 40), "jamaica": (3, 12), "palabra": (4, 6), "libertalia": (3, 8), "pagamas": (4, 10)}


def settle(app, frames: int = 90, dt: float = 1 / 30) -> None:
    for _ in range(frames):
        app.step(dt)


def mid_game(game_id: str, seed: int = 4):
    """A match of `game_id` with a human in seat 0, played on by bots, stopped where seat 0 decides."""
    from game import Match, Seat, get
    from game.core.bots import RandomBot
    spec = get(game_id)
    players, actions = MID_GAME[game_id]
    seats = [Seat(NAMES[i], None if i == 0 else spec.default_bot, i) for i in range(players)]
    match = Match.new(game_id, seats, seed=seed)
    stand_in = RandomBot(seed)          # plays seat 0's moves until the picture
    for _ in range(actions):
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        match.submit(seat, stand_in.choose(match.state, seat) if seat == 0 else match.bot_choice(seat))
    while not match.is_over() and 0 not in match.state.to_move():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    return match


def finished(game_id: str, seed: int = 2):
    from game import Match, Seat, get
    spec = get(game_id)
    seats = [Seat(NAMES[i], spec.default_bot, i) for i in range(spec.min_players + 1)]
    match = Match.new(game_id, seats, seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    match.queue.clear()
    return match


def screens(app) -> dict:
    """Name -> a function giving the stack of scenes to show (bottom first)."""
    from scenes.cabinet import Cabinet
    from scenes.howto import HowToPlay
    from scenes.lobby import Lobby
    from scenes.pause import Pause
    from scenes.results import Results
    from scenes.select import GameSelect
    from scenes.settings_menu import SettingsMenu
    from scenes.tables import playable, table_for
    from scenes.title import Title

    def table(game_id):
        return lambda: [Title(app), table_for(app, mid_game(game_id))]

    def log_open():
        from game import Match, Seat
        seats = [Seat(name, "pirate", i) for i, name in enumerate(NAMES[:3])]
        t = table_for(app, Match.new("cartagena", seats, seed=4))
        app._push(Title(app))
        app._push(t)
        settle(app, 600)                # the bots play: the log fills
        t.show_log = True
        t.logview.reset()
        return []

    def pause():
        t = table_for(app, mid_game("jamaica"))
        return [Title(app), t, Pause(app, t)]

    def results():
        match = finished("cartagena")
        t = table_for(app, match)
        return [Title(app), t, Results(app, match, t.results_lines(), t.results_extras())]

    def howto(page):
        def build():
            t = table_for(app, mid_game("cartagena"))
            h = HowToPlay(app, "cartagena", t.match.options, t.match.spec.title)
            h.index = min(page, len(h.pages) - 1)
            return [Title(app), t, h]
        return build

    def lesson():
        from scenes.tutorial.start import begin
        title = Title(app)
        app._push(title)
        begin(app, "cartagena")
        app.apply_pending()
        return []

    def demo():
        from scenes.demo import DemoDirector, start_demo
        title = Title(app)
        app._push(title)
        start_demo(app, DemoDirector(3))
        app.apply_pending()
        return []

    shots = {
        "title": lambda: [Title(app)],
        "select": lambda: [Title(app), GameSelect(app)],
        "lobby": lambda: [Title(app), Lobby(app, "palabra")],
        "settings": lambda: [Title(app), SettingsMenu(app)],
        "achievements": lambda: [Title(app), Cabinet(app)],
    }
    shots.update({f"table_{g}": table(g) for g in GAMES if g in playable()})
    shots.update({"log": log_open, "pause": pause, "results": results, "howto": howto(0), "howto_2": howto(2),
                  "lesson": lesson, "demo": demo})
    return shots


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="tools/language_shots.py", description=__doc__.splitlines()[0])
    p.add_argument("language", choices=("en", "es", "it"))
    p.add_argument("--out", type=Path, help="folder for the PNGs (default: out/lang/<language>)")
    p.add_argument("--only", help="a substring of the screens' names to render")
    args = p.parse_args(argv)
    out = args.out or ROOT / "out" / "lang" / args.language
    out.mkdir(parents=True, exist_ok=True)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["PIRATE_ARCADE_HOME"] = tempfile.mkdtemp(prefix="pirate-lang-shots-")
    os.environ["PIRATE_ARCADE_LANG"] = args.language

    from scenes.app import App
    app = App(fullscreen=False, headless=True)
    app.audio.set_muted(True)
    app.speak(args.language)
    for name, build in screens(app).items():
        if args.only and args.only not in name:
            continue
        app.shutdown()
        app._pending.clear()
        for scene in build():
            app._push(scene)
        app._pending.clear()
        settle(app)
        path = out / f"{args.language}_{name}.png"
        app.screenshot(path)
        print(path, flush=True)
    app.shutdown()
    return 0


if __name__ == "__main__":      # the bots' worker process imports this module again: start only here
    sys.exit(main())
