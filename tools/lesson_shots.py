"""A picture of every step of a lesson (Learn to play), to look at it as a newcomer would.

    python tools/lesson_shots.py cartagena [--out out/lessons] [--lang es] [--window]

The lesson plays itself (autoplay, pressing the lesson's keys) and waits on each step a
moment before the picture, so that the table has settled; one PNG per step, plus the end
screen. Headless unless --window (then under the $DISPLAY, e.g. an Xvfb server).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--out", type=Path, default=ROOT / "out" / "lessons")
    p.add_argument("--lang", help="es, it or en (default: the machine's)")
    p.add_argument("--window", action="store_true", help="draw in a real window (needs $DISPLAY)")
    args = p.parse_args()
    if not args.window:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["PIRATE_ARCADE_HOME"] = tempfile.mkdtemp(prefix="pirate-lesson-")
    if args.lang:
        os.environ["PIRATE_ARCADE_LANG"] = args.lang
    from scenes.app import App
    from scenes.title import Title
    from scenes.tutorial.start import run_autoplay

    args.out.mkdir(parents=True, exist_ok=True)
    app = App(fullscreen=False)
    app.audio.set_muted(True)
    app.push(Title(app))
    app.apply_pending()
    ended: list = []
    scene = run_autoplay(app, args.game, lambda ok, message: ended.append((ok, message)))
    scene.autoplay.linger = 90                     # a second and a half on each step
    app.apply_pending()
    tag = f"-{args.lang}" if args.lang else ""
    shot = None
    for _ in range(200_000):
        if ended:
            break
        app.step(1 / 60)
        coach = scene.coach
        here = (coach.index, coach.moves)
        if coach.open and here != shot and scene.autoplay.waiting == 1:
            shot = here
            name = f"{args.game}{tag}-{coach.index + 1:02d}" + (f"-{coach.moves}" if coach.moves else "") + ".png"
            app.screenshot(args.out / name)
            print(args.out / name)
    ok, message = ended[0] if ended else (False, "did not finish")
    if not ok:
        print(f"lesson failed: {message}", file=sys.stderr)
        return 1
    scene.autoplay = None                           # the end menu, as a player sees it
    scene.coach.finished = True
    for _ in range(30):
        app.step(1 / 60)
    app.screenshot(args.out / f"{args.game}{tag}-end.png")
    print(args.out / f"{args.game}{tag}-end.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
