"""Starting Pirate Arcade: the command-line flags and the first scenes (main.py and the
`pirate-arcade` command both run main() here; see the README for the flags)."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import pygame

import game
from game import Match, Seat, i18n
from game.boards import BoardError
from game.core.history import History
from game.core.replays import Replay, ReplayError, export, read
from game.i18n import _

from . import theme
from .app import App
from .config import Settings, replays_dir
from .naming import PIRATE_NAMES
from .tables import playable, table_for
from .title import Title
from .tutorial import available
from .window import display_problem

AUTOPLAY_FRAMES = 150_000     # about 2 h of the lesson's time at 20 frames a second: far more than any lesson takes
PROG = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else "pirate-arcade"


def speak_as_chosen() -> None:
    """The language of Settings (or PIRATE_ARCADE_LANG, or the system's) from the first line on, so
    that --help and the messages below speak it; the app chooses again (and says why not) later."""
    settings, _problem = Settings.load()
    try:
        i18n.set_language(i18n.chosen_language(settings.language))
    except i18n.CatalogueError:
        pass                        # English; the app's notice says why once it starts


class _Formatter(argparse.HelpFormatter):
    """argparse's help, its "usage:" in our words (argparse's own come from its own gettext domain)."""

    def add_usage(self, usage, actions, groups, prefix=None) -> None:
        super().add_usage(usage, actions, groups, _("usage:") + " " if prefix is None else prefix)


class _Parser(argparse.ArgumentParser):
    """The flags' parser, its help in the language spoken ("usage:", "options", -h). A wrong flag's
    error line stays argparse's own English (its words come from its own gettext domain)."""

    def __init__(self, **kw) -> None:
        super().__init__(formatter_class=_Formatter, add_help=False, **kw)
        self.flags = self.add_argument_group(_("options"))       # argparse's own group stays empty
        self.flags.add_argument("-h", "--help", action="help", help=_("show this help message and exit"))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    # The flags and the words `tutorial complete` and `phones:` stay as they are in every language
    # (scripts read them); their explanations are translated.
    parser = _Parser(prog=PROG, description=_("Pirate Arcade: pirate board games for a couch."))
    p = parser.flags
    p.add_argument("--game", help=_("start this game at once (e.g. cartagena), skipping the menus"))
    p.add_argument("--players", type=int, help=_("with --game: how many seats (default: the game's minimum + 1)"))
    p.add_argument("--bots", type=int, help=_("with --game: how many of the seats are bots (default: all but one)"))
    p.add_argument("--seed", type=int, help=_("with --game: the shuffle seed (default: from the clock)"))
    p.add_argument("--demo", action="store_true", help=_("start the attract-mode demo at once"))
    p.add_argument("--tutorial", metavar="GAME", help=_("start the guided first game of GAME (Learn to play)"))
    p.add_argument("--autoplay", action="store_true",
                   help=_("with --tutorial: play the lesson's expected moves at the fastest speed, print "
                          "'tutorial complete: GAME' and exit 0 (non-zero if a step cannot be completed)"))
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help=_("play in a window"))
    mode.add_argument("--fullscreen", action="store_true",
                      help=_("play fullscreen (the default unless changed in Settings)"))
    p.add_argument("--frames", type=int, help=_("run this many frames and exit (headless smoke runs)"))
    p.add_argument("--screenshot", type=Path, help=_("save the last frame to this PNG"))
    p.add_argument("--headless", action="store_true", help=_("no window or sound (SDL dummy drivers)"))
    p.add_argument("--until-end", action="store_true",
                   help=_("with --game: every seat a bot, play the game to its end at once without a window, "
                          "keep it in the replays and exit 0"))
    p.add_argument("--export-replay", type=Path, metavar="FILE",
                   help=_("with --until-end: also write the finished game's replay to FILE"))
    p.add_argument("--replay", type=Path, metavar="FILE",
                   help=_("open the replay FILE in the viewer (read with every check; a refused file says why "
                          "and exits 2)"))
    p.add_argument("--replay-move", type=int, metavar="K", default=0,
                   help=_("with --replay: stand after move K (0: the start)"))
    p.add_argument("--replay-seat", type=int, metavar="N",
                   help=_("with --replay: show seat N's view (0 is the first seat; default: everything face up)"))
    p.add_argument("--phones-port", type=int, metavar="PORT",
                   help=_("phones on from the start, on this port (loopback only with --headless); "
                          "prints the join address as 'phones: URL'"))
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    speak_as_chosen()
    args = parse_args(argv)
    if args.autoplay and not args.tutorial:
        print(_("{prog}: --autoplay plays a lesson: give --tutorial GAME too").format(prog=PROG), file=sys.stderr)
        return 2
    if (args.until_end or args.export_replay) and not (args.game and args.until_end):
        print(_("{prog}: --until-end plays a game given by --game; --export-replay needs --until-end").format(
            prog=PROG), file=sys.stderr)
        return 2
    if (args.replay_move or args.replay_seat is not None) and not args.replay:
        print(_("{prog}: --replay-move and --replay-seat go with --replay FILE").format(prog=PROG), file=sys.stderr)
        return 2
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    if args.until_end:
        return until_end(args)
    problem = None if args.headless else display_problem()
    fullscreen = True if args.fullscreen else False if args.windowed else None
    try:
        app = App(fullscreen=fullscreen) if problem is None else None
    except pygame.error as exc:
        problem = str(exc) or "unseen"
    if problem is not None:
        return no_window(problem)
    first = Title(app)
    if args.phones_port is not None:
        try:
            room = app.open("phones_on", args.phones_port, loopback=args.headless)
            room.pinned = True          # on until the app closes, whatever the scenes
        except OSError as exc:
            print(_("{prog}: phones cannot listen on port {port}: {problem}").format(
                prog=PROG, port=args.phones_port, problem=exc), file=sys.stderr)
            return 2
        print(f"phones: {room.url}", flush=True)    # i18n: keep (scripts read it)
    if args.game:
        if args.game not in playable():
            print(_("{prog}: unknown game {game}; playable: {games}").format(
                prog=PROG, game=repr(args.game), games=", ".join(playable())), file=sys.stderr)
            return 2
        spec = game.get(args.game)
        players = args.players or min(spec.max_players, spec.min_players + 1)
        bots = args.bots if args.bots is not None else players - 1
        if not spec.min_players <= players <= spec.max_players or not 0 <= bots <= players:
            print(_("{prog}: {game} takes {least}-{most} players and 0-{players} bots").format(
                prog=PROG, game=spec.title, least=spec.min_players, most=spec.max_players, players=players),
                file=sys.stderr)
            return 2
        seats = [Seat(PIRATE_NAMES[i], spec.default_bot if i >= players - bots else None, i)
                 for i in range(players)]
        seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "little")
        match = Match.new(spec.id, seats, seed=seed)   # a quick match: no save slot
        app.push(first)
        try:
            app.push(table_for(app, match))
        except BoardError as exc:
            app.apply_pending()
            app.map_failed(exc)
    elif args.replay:
        return replay(app, first, args)
    elif args.tutorial:
        return tutorial(app, first, args)
    elif args.demo:
        app.push(first)
        app.start_demo(args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "little"))
    else:
        app.push(first)
    app.run(frames=args.frames, screenshot=args.screenshot)
    return 0



def no_window(problem: str) -> int:
    """No window can be seen here: say so, and what to do, instead of running on unseen."""
    if problem == "unseen":
        print(_("{prog}: there is no display to open the game's window on (DISPLAY and WAYLAND_DISPLAY "
                "are empty). Start it from a desktop session, or add --headless to run without a "
                "window.").format(prog=PROG), file=sys.stderr)
    else:
        print(_("{prog}: the game's window could not be opened ({problem}). Start it from a desktop "
                "session, or add --headless to run without a window.").format(prog=PROG, problem=problem),
              file=sys.stderr)
    return 1


def until_end(args) -> int:
    """`--game G --until-end [--export-replay FILE]`: a quick match of bots only (the game's
    default level), played to its end in this process without a window; the finished game is
    kept in the replays (a refusal of the disk is said, and the exit is still 0) and, if asked,
    exported. Prints `game over: G, N moves, winners: ...` and where the replay went."""
    if args.game not in game.ids():
        print(_("{prog}: unknown game {game}; playable: {games}").format(
            prog=PROG, game=repr(args.game), games=", ".join(game.ids())), file=sys.stderr)
        return 2
    spec = game.get(args.game)
    players = args.players or min(spec.max_players, spec.min_players + 1)
    if not spec.min_players <= players <= spec.max_players:
        print(_("{prog}: {game} takes {least}-{most} players and 0-{players} bots").format(
            prog=PROG, game=spec.title, least=spec.min_players, most=spec.max_players, players=players),
            file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(3), "little")
    match = Match.new(spec.id, [Seat(PIRATE_NAMES[i], spec.default_bot, i) for i in range(players)], seed=seed)
    while not match.is_over():
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat))
        match.queue.clear()
    winners = ", ".join(match.seats[w].name for w in match.state.winners()) or "-"
    print(f"game over: {spec.id}, seed {seed}, {len(match.log)} moves, winners: {winners}",  # i18n: keep
          flush=True)
    replay = Replay.of(match)
    problem = History(replays_dir()).keep(replay)
    if problem:
        print(_("{prog}: {problem}").format(prog=PROG, problem=problem), file=sys.stderr)
    else:
        print(f"replay kept: {replay.path}", flush=True)    # i18n: keep (scripts read it)
    if args.export_replay:
        try:
            export(replay, args.export_replay)
        except ReplayError as exc:
            print(_("{prog}: {problem}").format(prog=PROG, problem=exc), file=sys.stderr)
            return 1
        print(f"replay exported: {args.export_replay}", flush=True)    # i18n: keep (scripts read it)
    return 0


def replay(app, first, args) -> int:
    """`--replay FILE [--replay-move K] [--replay-seat N]`: the viewer over the title."""
    try:
        replay = read(args.replay, len(theme.PLAYER_COLOURS))
    except ReplayError as exc:
        print(_("{prog}: {problem}").format(prog=PROG, problem=exc), file=sys.stderr)
        return 2
    if args.replay_seat is not None and not 0 <= args.replay_seat < len(replay.seats):
        print(_("{prog}: this replay has seats 0 to {last}").format(prog=PROG, last=len(replay.seats) - 1),
              file=sys.stderr)
        return 2
    app.push(first)
    app.apply_pending()
    app.open("viewer", replay, max(0, min(len(replay.actions), args.replay_move)), args.replay_seat)
    app.run(frames=args.frames, screenshot=args.screenshot)
    return 0


def tutorial(app, first, args) -> int:
    """`--tutorial GAME [--autoplay]`: the lesson over the title (a saved one is offered back)."""
    if args.tutorial not in available():
        print(_("{prog}: no lesson for {game}; lessons: {games}").format(
            prog=PROG, game=repr(args.tutorial), games=", ".join(available()) or _("none")), file=sys.stderr)
        return 2
    app.push(first)
    if not args.autoplay:
        app.open("lesson", args.tutorial, first.lobby)
        app.run(frames=args.frames, screenshot=args.screenshot)
        return 0
    result: list = []

    def report(ok: bool, message: str) -> None:
        result.append(ok)
        if ok:
            print(f"tutorial complete: {args.tutorial}", flush=True)    # i18n: keep (scripts read it)
        else:
            print(_("{prog}: tutorial failed: {problem}").format(prog=PROG, problem=message),
                  file=sys.stderr, flush=True)
    app.apply_pending()
    app.open("autoplay", args.tutorial, report)
    # As fast as the machine goes (no waiting for the clock), each frame the longest the loop makes
    # (a 20th of a second: the lesson moves as at 60 frames a second, in a third of the frames).
    app.run(frames=args.frames or AUTOPLAY_FRAMES, screenshot=args.screenshot, frame_time=app.LONGEST_FRAME)
    if not result:
        print(_("{prog}: tutorial failed: {game} did not finish in {frames} frames").format(
            prog=PROG, game=args.tutorial, frames=args.frames or AUTOPLAY_FRAMES), file=sys.stderr)
        return 1
    return 0 if result[0] else 1
