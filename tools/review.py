"""Print the review of one seat of a replay file: one line per decision, then a summary line.

    .venv/bin/python tools/review.py FILE --seat N [--effort E] [--seed S]

FILE is a replay (a file exported from the Replays screen, `main.py --until-end
--export-replay FILE`, or one of the history's), read with every check
(game.core.replays.read). Each decision of seat N (0 is the first seat) where it had more than
one legal move is reviewed by the hard bot's playouts from the seat's own knowledge
(game.core.review) and printed as a line: its move number, the seat's chance to win before
and after, the mark, the move played and, where it lost chance, the better move, named in the
game's words (its table's `decide`, scenes.tables.decider; a game without one names moves by
their `describe()`), in the language of PIRATE_ARCADE_LANG or the system's. The last line is
`review: seat N, D decisions, K turning points` (in every language).
The estimates come from playouts: see the README, "Replays and reviews". Exit status 0, or 2
for a file or seat that cannot be reviewed (the reason on stderr).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import i18n  # noqa: E402
from game.core import review, review_words  # noqa: E402
from game.core.replays import ReplayError, read  # noqa: E402
from scenes.tables import decider  # noqa: E402


def game_decide(game_id: str):
    """The game's pure decide(view, seat, legal, names), or None where it has none yet."""
    try:
        return decider(game_id)
    except (KeyError, AttributeError):
        return None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("file", type=Path)
    p.add_argument("--seat", type=int, required=True, help="the seat reviewed (0 is the first)")
    p.add_argument("--effort", type=int, default=review.EFFORT, help="playouts a decision")
    p.add_argument("--seed", type=int, default=0, help="the review's seed")
    args = p.parse_args(argv)
    try:
        i18n.set_language(i18n.chosen_language())    # PIRATE_ARCADE_LANG, else the system's
    except i18n.CatalogueError:
        pass                                          # English
    try:
        replay = read(args.file)
        result = review.review(replay, args.seat, effort=args.effort, seed=args.seed)
    except (ReplayError, ValueError) as exc:
        print(f"{p.prog}: {exc}", file=sys.stderr)
        return 2
    decide = game_decide(replay.game)
    turning = {t["at"]: t for t in result["turning"]}
    for d in result["decisions"]:
        played = review_words.move_words(replay, d["at"], args.seat, d["played"], decide)
        better = review_words.move_words(replay, d["at"], args.seat, d["best"], decide) if d["best"] != d["played"] else None
        print(review_words.decision_line(d, played, better, turning.get(d["at"])))
    print(f"review: seat {args.seat}, {len(result['decisions'])} decisions, "
          f"{len(result['turning'])} turning points")
    return 0


if __name__ == "__main__":
    sys.exit(main())
