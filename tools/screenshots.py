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
    from scenes.tables import table_for
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
        return [Title(app), table_for(app, match, demo=True)]

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
    screens.update(cartagena_variant_screens(app))
    screens.update(table_screens(app))
    screens.update(replay_screens(app))
    for name, build in screens.items():
        if args.only and args.only not in name:
            continue
        frames = 40
        if isinstance(build, tuple):
            build, frames = build
        app.stack = []
        for scene in build():
            app._push(scene)
        app._pending.clear()
        settle(app, frames)
        path = args.out / f"{name}.png"
        app.screenshot(path)
        print(path)


def cartagena_variant_screens(app) -> dict:
    """Cartagena's variants: the jungle, the great escape (3+3, 3+5, 5+3, 4+4, sailing), Morgan, the Filibusters'
    discards, each power of the Black Sorceress and its choices, a chest's reveal, the rules panel.
    A value is a build function, or (build, frames to step before the picture)."""
    from game import Match, Seat
    from game.cartagena.actions import (ChooseCard, InvokeChest, InvokeHook, InvokeLantern, InvokeParrots,
                                        InvokePistol, InvokeRum, MoveSloop, PlayCard)
    from game.core.bots import RandomBot
    from scenes.cartagena.table import CartagenaTable

    def match(options, n=3, seed=4, actions=0, setup=None, pre=()):
        seats = [Seat(name, None if i == 0 else "pirate", i)
                 for i, name in enumerate(["Anne", "Calico Jack", "Mary", "Blackbeard", "Grace"][:n])]
        opts = dict(options)
        if setup is not None:
            opts["setup"] = setup
        m = Match.new("cartagena", seats, seed=seed, options=opts)
        for seat, action in pre:
            m.submit(seat, action)
        bot = RandomBot(3)
        for _ in range(actions):
            movers = m.state.to_move()
            m.submit(movers[0], bot.choose(m.state, movers[0]))
        while not m.is_over() and 0 not in m.state.to_move():
            seat = m.state.to_move()[0]
            m.submit(seat, m.bot_choice(seat))
        m.queue.clear()
        return m

    def table(m, rules=False, mode=None, focus=None, step=False):
        """The table with the focus in `mode` or on the option of action `focus` (its second row open)."""
        t = CartagenaTable(app, m)
        t.show_log = rules
        t.decision()
        if mode:
            t.controls.set_mode(mode)
        if focus is not None:
            t.controls.focus_on(t.decision().index_of(focus))
            if step:
                t.controls.open_step()
        return t

    def then(m, *actions):
        for a in actions:
            m.submit(0, a)
        return m

    tunnel18 = ["pistol", "hook", "chest", "lantern", "parrot", "rum", "lantern", "chest", "hook", "pistol",
                "parrot", "rum", "hook", "chest", "pistol", "rum", "lantern", "parrot"]
    jungle18 = ["chest", "hook", "lantern", "rum", "pistol", "parrot", "parrot", "lantern", "chest", "pistol",
                "hook", "rum", "rum", "pistol", "parrot", "hook", "chest", "lantern"]
    great = {"episode": "great"}
    witch_hand = ["pistol", "rum", "lantern*", "parrot", "parrot", "hook", "chest"]
    path36 = ["hook", "pistol", "rum", "parrot", "chest", "lantern", "lantern", "chest", "hook", "parrot", "rum",
              "pistol", "lantern", "hook", "rum", "parrot", "pistol", "chest", "chest", "parrot", "rum", "pistol",
              "lantern", "hook", "pistol", "rum", "parrot", "hook", "lantern", "chest", "parrot", "lantern", "hook",
              "chest", "pistol", "rum"]
    witch_setup = {"path": path36, "hands": {0: witch_hand, 1: ["hook", "rum", "chest*", "pistol"], 2: ["parrot", "lantern"]},
                   "positions": {0: [0, 4, 8, 8, 19, 30], 1: [2, 5, 12, 12, 20, 0], 2: [1, 7, 13, 26, 0, 0]},
                   "tokens": ["draw_2", "draw_1", "snake", "draw_3", "empty", "draw_1", "draw_2", "draw_3"],
                   "deck": ["rum", "hook", "parrot", "chest", "pistol", "lantern", "rum"]}
    witch = {"sorceress": True}

    def witch_match():
        return match(witch, setup=dict(witch_setup))

    def sailing():
        m = match(great, setup={"path": tunnel18, "jungle_path": jungle18,
                                "positions": {0: [3, 9, 14, 19, 19, 0], 1: [6, 12, 16, 19, 21, 0],
                                              2: [0, 0, 2, 19, 24, 0]},
                                "hands": {0: ["rum", "hook", "parrot"], 1: ["rum"], 2: []}})
        t = table(m)
        m.submit(0, MoveSloop())
        return [t]

    def reveal(space):
        def build():
            m = match(witch, setup=dict(witch_setup, positions={0: [0, 4, 8, 8, 18, 30], 1: [2, 5, 12, 12, 20, 0],
                                                             2: [1, 7, 13, 26, 0, 0]}))
            t = table(m)
            m.submit(0, InvokeChest("chest", space))
            return [t]
        return build

    def howto(title):
        def build():
            from game.i18n import _
            from scenes.howto import HowToPlay
            opts = {"episode": "great", "draw": "tunnel_classic", "filibusters": True, "sorceress": True}
            t = table(match(opts, seed=3, actions=30))
            h = HowToPlay(app, "cartagena", opts, "Cartagena")
            h.index = [p.title for p in h.pages].index(_(title))     # the page's title in the language shown
            return [t, h]
        return build

    return {
        "cartagena-howto-this-game": howto("This game"),
        "cartagena-howto-sloop": howto("The sloop"),
        "cartagena-howto-great-escape": howto("The great escape"),
        "cartagena-howto-sorceress": howto("The Black Sorceress"),
        "cartagena-jungle": lambda: [table(match({"episode": "jungle"}, actions=60))],
        "cartagena-great-3x3": lambda: [table(match(great, seed=5, actions=90))],
        "cartagena-great-3x3-start": lambda: [table(match(great, seed=5))],
        "cartagena-great-3x5": lambda: [table(match({"episode": "great", "jungle_pieces": 5}, seed=6, actions=160))],
        "cartagena-great-5x3": lambda: [table(match({"episode": "great", "tunnel_pieces": 5}, n=5, seed=7, actions=300))],
        "cartagena-great-4x4": lambda: [table(match({"episode": "great", "tunnel_pieces": 4, "jungle_pieces": 4},
                                              n=4, seed=8, actions=120))],
        "cartagena-great-captain": lambda: [table(match(great, setup={
            "path": tunnel18, "jungle_path": jungle18, "hands": {0: ["rum", "hook", "parrot"], 1: ["rum"], 2: []},
            "positions": {0: [3, 9, 14, 19, 19, 0], 1: [6, 12, 16, 19, 21, 0], 2: [0, 0, 2, 19, 24, 0]}}),
            focus=MoveSloop())],
        "cartagena-great-sailing": (sailing, 14),
        "cartagena-long-8": lambda: [table(match({"pieces": 8}, actions=40))],
        "cartagena-morgan": lambda: [table(match({"draw": "both"}, seed=8, actions=50), mode="morgan")],
        "cartagena-filibusters": lambda: [table(match({"filibusters": True}, n=3, setup={
            "hands": {1: ["rum*", "hook"], 0: ["pistol"] * 3 + ["rum"] * 3 + ["hook"] * 2 + ["parrot", "chest*"],
                      2: ["parrot", "lantern", "chest", "chest", "pistol", "rum", "hook", "hook", "lantern"]},
            "first": 1}, pre=[(1, PlayCard("rum*", 0))]))],
        "cartagena-sorceress-row": lambda: [table(witch_match(), focus=InvokePistol("pistol", 1))],
        "cartagena-sorceress-parrots": lambda: [table(witch_match(), focus=InvokeParrots(("parrot", "parrot"), "hook",
                                                                                         4), step=True)],
        "cartagena-sorceress-hook": lambda: [table(witch_match(), focus=InvokeHook("hook", "rum", 8), step=True)],
        "cartagena-sorceress-chest": lambda: [table(witch_match(), focus=InvokeChest("chest", 8))],
        "cartagena-pistol-take": (lambda: [table(then(witch_match(), InvokePistol("pistol", 1)))], 90),
        "cartagena-rum-keep": (lambda: [table(then(witch_match(), InvokeRum("rum")))], 90),
        "cartagena-rum-give": (lambda: [table(then(witch_match(), InvokeRum("rum"), ChooseCard("rum"),
                                                   ChooseCard("hook")))], 110),
        "cartagena-lantern-keep": (lambda: [table(then(witch_match(), InvokeLantern("lantern*")))], 90),
        "cartagena-lantern-order": (lambda: [table(then(witch_match(), InvokeLantern("lantern*"),
                                                        ChooseCard("parrot"), ChooseCard("chest")))], 110),
        "cartagena-lantern-known": (lambda: [table(then(witch_match(), InvokeLantern("lantern*"), ChooseCard("parrot"),
                                                        ChooseCard("chest"), ChooseCard("rum")))], 110),
        "cartagena-chest-reveal": (reveal(8), 45),
        "cartagena-chest-snake": (reveal(18), 45),
        "cartagena-rules": lambda: [table(match({"episode": "great", "draw": "tunnel_classic", "filibusters": True,
                                                 "sorceress": True}, seed=3, actions=30), rules=True)],
        "cartagena-all-5p": lambda: [table(match({"episode": "great", "draw": "both", "filibusters": True,
                                                  "sorceress": True, "pieces": 4}, n=5, seed=9, actions=200))],
    }


def table_screens(app) -> dict:
    """Every table and its overlays at fixed seeds: Cartagena base and a variant, Jamaica 2 players with the
    ghost ship and 6 players, Palabra 2, 3 and 8 seats, Libertalia 2 and 6, Pagamás 3 and 6; mid-game (settled, and mid-animation), with the log,
    the pause menu, How to play and the results. Seat 0 is the human; bots are advanced here, outside the
    table's worker thread, so each picture is the same at every run."""
    from game import Match, Seat
    from game.core.bots import RandomBot
    from scenes.howto import HowToPlay
    from scenes.pause import Pause
    from scenes.results import Results
    from scenes.tables import table_for

    names = ["Anne", "Calico Jack", "Mary", "Blackbeard", "Grace", "Bart", "Ching", "Jean"]
    bots = {"cartagena": "pirate", "jamaica": "captain", "palabra": "cunning", "libertalia": "normal",
            "pagamas": "schemer"}
    titles = {"cartagena": "Cartagena", "jamaica": "Jamaica", "palabra": "Palabra de Pirata",
              "libertalia": "Libertalia", "pagamas": "Pagam\u00e1s"}

    news_events = {"cartagena": ("turn_started",), "jamaica": ("round_started", "cards_revealed"),
                   "palabra": ("day_begins", "phase_begins", "bids_revealed"),
                   "libertalia": ("phase_begins", "revealed", "campaign_begins"),
                   "pagamas": ("turn_begins", "phase_begins", "votes_revealed")}

    def match(gid, n, seed, actions, options=None, humans=1, keep=0, news=False):
        """A match advanced `actions` moves, then by its bots until only humans are to move; the last
        `keep` events stay queued for the table to animate (with `news`, every event from the last
        one that puts up a news banner)."""
        seats = [Seat(names[i], None if i < humans else bots[gid], i) for i in range(n)]
        m = Match.new(gid, seats, seed=seed, options=options)
        rnd = RandomBot(seed)
        for _ in range(actions):
            if m.is_over():
                break
            seat = m.state.to_move()[0]
            m.submit(seat, m.bot_choice(seat) if m.seats[seat].is_bot else rnd.choose(m.state, seat))
        while not m.is_over() and m.bots_to_move():
            seat = m.bots_to_move()[0]
            m.submit(seat, m.bot_choice(seat))
        shown = []
        if news:
            types = [e.TYPE for e in m.queue]
            last = max((i for i, t in enumerate(types) if t in news_events[gid]), default=len(types) - 6)
            keep = len(types) - max(0, last)
        while len(m.queue) > keep:
            shown.append(m.pop_event())
        return m, shown

    def finished(gid, n, seed, options=None):
        seats = [Seat(names[i], bots[gid], i) for i in range(n)]
        m = Match.new(gid, seats, seed=seed, options=options)
        while not m.is_over():
            seat = m.state.to_move()[0]
            m.submit(seat, m.bot_choice(seat))
        m.queue.clear()
        return m

    cases = {
        "cartagena-base": ("cartagena", 3, 11, 45, None),
        "cartagena-variant": ("cartagena", 4, 12, 70, {"episode": "great", "filibusters": True, "sorceress": True}),
        "jamaica-2p-ghost": ("jamaica", 2, 13, 25, {"ghost_ship": True}),
        "jamaica-6p": ("jamaica", 6, 14, 60, None),
        "palabra-2p": ("palabra", 2, 15, 20, None),
        "palabra-3p": ("palabra", 3, 16, 30, None),
        "palabra-8p": ("palabra", 8, 17, 40, None),
        "libertalia-2p": ("libertalia", 2, 18, 20, None),
        "libertalia-6p": ("libertalia", 6, 19, 40, None),
        "pagamas-3p": ("pagamas", 3, 20, 30, None),
        "pagamas-6p": ("pagamas", 6, 21, 60, None),
    }
    screens: dict = {}
    for key, (gid, n, seed, actions, opts) in cases.items():
        def table(gid=gid, n=n, seed=seed, actions=actions, opts=opts, keep=0, log=False, news=False):
            m, shown = match(gid, n, seed, actions, opts, keep=keep, news=news)
            t = table_for(app, m)
            t.show_log = log
            if log:
                t.history = shown        # what the log would hold, had the table shown those events
            return t

        def howto(gid=gid, opts=opts, table=table):
            t = table()
            h = HowToPlay(app, gid, opts, titles[gid])
            h.index = min(1, len(h.pages) - 1)
            return [t, h]

        def results(gid=gid, n=n, seed=seed, opts=opts):
            t = table_for(app, finished(gid, n, seed, opts))
            return [t, Results(app, t.match, t.results_lines(), t.results_extras())]

        screens[f"t-{key}"] = lambda table=table: [table()]
        screens[f"t-{key}-moving"] = (lambda table=table: [table(keep=6)], 20)
        screens[f"t-{key}-news"] = (lambda table=table: [table(news=True)], 10)
        screens[f"t-{key}-news-fading"] = (lambda table=table: [table(news=True)], 36)
        screens[f"t-{key}-log"] = lambda table=table: [table(log=True)]
        screens[f"t-{key}-pause"] = lambda table=table: (lambda t: [t, Pause(app, t)])(table())
        screens[f"t-{key}-howto"] = howto
        screens[f"t-{key}-results"] = results
    return screens


def replay_screens(app) -> dict:
    """The replay viewer of each game (issue 38): seat 0 a newcomer playing at random against
    normal bots, the game kept in the history and seat 0 reviewed (effort 40 playouts a
    decision, to keep this quick); the viewer mid-game face up, through seat 0 paused on its
    worst decision (the better move focused, the review's line), with the review's panel and with
    the log; and the Replays list."""
    import game
    from game import Match, Seat
    from game.core import review
    from game.core.bots import RandomBot
    from game.core.replays import Replay
    from scenes.replay_deck import Deck
    from scenes.replay_files import history
    from scenes.replay_table import replay_class
    from scenes.replays import ReplaysMenu
    from scenes.title import Title

    names = ["Anne", "Calico Jack", "Mary"]
    made: dict = {}

    def replay(gid: str) -> Replay:
        if gid not in made:
            spec = game.get(gid)
            seats = [Seat(names[0], None, 0)] + [Seat(names[i], "normal", i) for i in range(1, spec.min_players)]
            m = Match.new(gid, seats, seed=11)
            rnd = RandomBot(5)
            while not m.is_over():
                seat = m.state.to_move()[0]
                m.submit(seat, rnd.choose(m.state, seat) if seat == 0 else m.bot_choice(seat))
            r = Replay.of(m, ended=1_800_000_000.0 + len(made) * 600)
            history().keep(r)
            history().keep_review(r, 0, review.review(r, 0, effort=40))
            made[gid] = r
        return made[gid]

    def worst(r: Replay) -> int:
        return max(r.reviews[0]["decisions"], key=lambda d: d["drop"])["at"]

    def viewer(gid, seat=None, at=None, panel=False, log=False):
        r = replay(gid)
        v = replay_class(gid)(app, Deck(r, seat), len(r.actions) // 2 if at is None else at(r))
        v.deck.panel, v.show_log = panel, log
        return [Title(app), v]

    screens: dict = {}
    for gid in ("cartagena", "jamaica", "libertalia", "palabra", "pagamas"):
        screens[f"replay-{gid}"] = lambda gid=gid: viewer(gid)
        screens[f"replay-{gid}-better"] = lambda gid=gid: viewer(gid, 0, worst)
        screens[f"replay-{gid}-review"] = lambda gid=gid: viewer(gid, 0, worst, panel=True)
        screens[f"replay-{gid}-log"] = lambda gid=gid: viewer(gid, 0, log=True)
    screens["replays-list"] = lambda: [Title(app), ReplaysMenu(app)]
    return screens


if __name__ == "__main__":
    main()
