"""Print the whole log of one seeded bot game, in a language, as the table's log writes it.

    python tools/game_log.py cartagena --lang es --seed 3 --players 4 > /tmp/cartagena-es.txt
    python tools/game_log.py all --lang it --out /tmp/logs      # the five games, one file each

Every seat is a bot of the given level (the fast "easy" by default); the log is the one the
table's L key opens for `--viewer` (seat 0 by default; "all" for the unredacted events). A
chapter line (a round, a day, a turn) is printed with a blank line before it. The tests of the
words (tests/ui/test_log_words.py) read the same lines through `game_lines`.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("PIRATE_ARCADE_HOME", tempfile.mkdtemp(prefix="pirate-log-"))

from game.core.match import Match, Seat   # noqa: E402
from game.core.registry import ids        # noqa: E402
from game.i18n import set_language        # noqa: E402

# Names that would show an agreement with a woman's name (Anne, Mary, Grace) beside men's.
NAMES = ("Anne", "Bart", "Mary", "Kidd", "Grace", "Henry", "Jacquotte", "Roberts")
PLAYERS = {"cartagena": 4, "jamaica": 4, "libertalia": 4, "palabra": 5, "pagamas": 5}


def _describer(game: str, match: Match):
    """The game's log sentence for an event: (event) -> str | None, as its table calls it."""
    names = [s.name for s in match.seats]
    if game == "cartagena":
        from scenes.cartagena.log import describe
        return lambda e, view: describe(e, view, names)
    if game == "jamaica":
        from game.i18n import _
        from scenes.jamaica.log import describe

        def ship(s):
            return _("The ghost ship") if s >= len(names) else names[s]
        return lambda e, view: describe(e, ship, ghost=len(names))
    if game == "libertalia":
        from game.i18n import _
        from scenes.libertalia.log import describe

        def who(s):
            return names[s] if s is not None else _("the bank")
        return lambda e, view: describe(e, who)
    from importlib import import_module
    log = import_module(f"scenes.{game}.log")
    return lambda e, view: log.describe(e, names)


def _chapter(game: str, e) -> bool:
    from importlib import import_module
    if game == "libertalia":
        return e.TYPE == "campaign_begins" or (e.TYPE == "phase_begins" and e.phase == "dawn")
    return e.TYPE in import_module(f"scenes.{game}.log").CHAPTERS


def game_lines(game: str, lang: str, seed: int = 1, players: int | None = None, level: str = "easy",
               viewer: int | None = 0, options: dict | None = None, limit: int = 5000) -> list[tuple[str, bool]]:
    """The log of one whole bot game: (line, opens a chapter) per event told, in `lang`."""
    set_language(lang)
    n = players or PLAYERS[game]
    seats = [Seat(NAMES[i], bot=level, colour=i) for i in range(n)]
    match = Match.new(game, seats, seed=seed, options=options)
    describe = _describer(game, match)
    out: list[tuple[str, bool]] = []
    steps = 0
    while not match.is_over() and steps < limit:
        seat = match.state.to_move()[0]
        view = match.state.view(viewer)
        for e in match.submit(seat, match.bot_choice(seat)):
            shown = e if viewer is None else e.for_viewer(viewer)
            line = describe(shown, view)
            if line:
                out.append((line, _chapter(game, e)))
        steps += 1
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", choices=ids() + ("all",))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--viewer", default="0", help="a seat number, or 'all' for every hidden thing")
    parser.add_argument("--out", help="a folder: write <game>-<lang>.txt there instead of printing")
    args = parser.parse_args(argv)
    viewer = None if args.viewer == "all" else int(args.viewer)
    for game in ids() if args.game == "all" else (args.game,):
        lines = game_lines(game, args.lang, args.seed, args.players, args.level, viewer)
        text = "".join(("\n" if chapter else "") + line + "\n" for line, chapter in lines)
        if args.out:
            Path(args.out).mkdir(parents=True, exist_ok=True)
            (Path(args.out) / f"{game}-{args.lang}.txt").write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
