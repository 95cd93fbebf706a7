"""Render every screen of the game headless into PNGs, to look at them as a player would.

    python tools/screenshots.py [--out out/shots]

Each screen is set up through the real scenes (and real matches driven by bots),
stepped for a moment so that animations settle, and saved at 1920x1080.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["PIRATE_ARCADE_HOME"] = tempfile.mkdtemp(prefix="pirate-shots-")


def settle(app, frames: int = 40, dt: float = 1 / 30) -> None:
    for _ in range(frames):
        app.step(dt)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--out", type=Path, default=ROOT / "out" / "shots")
    p.add_argument("--only", help="a substring of the screens to render")
    args = p.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from game import Match, Seat
    from game.core.bots import RandomBot
    from scenes.app import App
    from scenes.cartagena.table import CartagenaTable
    from scenes.lobby import Lobby
    from scenes.pause import Pause
    from scenes.results import Results
    from scenes.select import GameSelect
    from scenes.settings_menu import SettingsMenu
    from scenes.title import Title

    app = App(fullscreen=False, headless=True)
    app.audio.set_muted(True)

    def advance(match, actions, stop_at_human=True):
        bot = RandomBot(1)
        for _ in range(actions):
            seat = match.state.to_move()[0]
            match.submit(seat, bot.choose(match.state, seat))
        while stop_at_human and match.seats[match.state.to_move()[0]].is_bot:
            seat = match.state.to_move()[0]
            match.submit(seat, bot.choose(match.state, seat))
        match.queue.clear()
        return match

    def cartagena(n=3, humans=1, seed=4, actions=40):
        seats = [Seat(name, None if i < humans else "pirate", i)
                 for i, name in enumerate(["Anne", "Calico Jack", "Mary", "Blackbeard", "Grace"][:n])]
        return advance(Match.new("cartagena", seats, seed=seed), actions)

    def lobby_with_three_devices():
        lobby = Lobby(app, "cartagena", host="keyboard")
        lobby.join("pad:3")
        lobby.join("pad:4")
        app.input.pad_names.update({3: "Xbox Controller", 4: "PS5 Controller"})
        return [Title(app), lobby]

    def table_over(scene_factory):
        def build():
            table = CartagenaTable(app, cartagena())
            return [table, scene_factory(table)]
        return build

    def finished():
        seats = [Seat("Anne", "pirate", 0), Seat("Calico Jack", "pirate", 1), Seat("Mary", "pirate", 2)]
        match = Match.new("cartagena", seats, seed=2)
        while not match.is_over():
            seat = match.state.to_move()[0]
            match.submit(seat, match.bot_choice(seat))
        match.queue.clear()
        table = CartagenaTable(app, match)
        return [table, Results(app, match, table.results_lines())]

    def curtain():
        from scenes.curtain import Curtain
        table = CartagenaTable(app, cartagena(n=3, humans=2), {0: "keyboard", 1: "pad:3"})
        return [table, Curtain(app, table, 0)]

    def demo():
        from scenes.demo import DemoDirector
        match = DemoDirector(3).next_match()
        advance(match, 50, stop_at_human=False)
        return [Title(app), CartagenaTable(app, match, demo=True)]

    def padlost():
        from scenes.padlost import PadLost
        table = CartagenaTable(app, cartagena(n=3, humans=2), {0: "pad:3", 1: "keyboard"})
        return [table, PadLost(app, table, [0], "pad:3")]

    screens = {
        "title": lambda: [Title(app)],
        "select": lambda: [Title(app), GameSelect(app)],
        "lobby": lambda: [Title(app), Lobby(app, "cartagena")],
        "lobby-3-devices": lobby_with_three_devices,
        "settings": lambda: [Title(app), SettingsMenu(app)],
        "table-start": lambda: [CartagenaTable(app, cartagena(actions=0))],
        "table-mid": lambda: [CartagenaTable(app, cartagena(actions=60))],
        "table-5p": lambda: [CartagenaTable(app, cartagena(n=5, actions=150))],
        "pause": table_over(lambda t: Pause(app, t)),
        "results": finished,
        "curtain": curtain,
        "padlost": padlost,
        "demo": demo,
    }
    for name, build in screens.items():
        if args.only and args.only not in name:
            continue
        app.stack = []
        for scene in build():
            app._push(scene)
        app._pending.clear()
        settle(app)
        path = args.out / f"{name}.png"
        app.screenshot(path)
        print(path)


if __name__ == "__main__":
    main()
