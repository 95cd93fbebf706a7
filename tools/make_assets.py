"""Regenerate Pirate Arcade's art, sound and fonts into assets/ (deterministic, headless).

    python tools/make_assets.py                      # everything into assets/
    python tools/make_assets.py --only cards,icons   # some jobs
    python tools/make_assets.py --only emblems --out /tmp/x
    python tools/make_assets.py --list               # the job names

Writes manifest.json (every file, its size or duration, sha256) and README.md
into the output directory. The jobs live in tools/art/catalogue.py.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"  # headless: nothing here needs a window
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

import pygame  # noqa: E402

from art import catalogue  # noqa: E402
from art import palabra as palabra_art  # noqa: E402
from art import jamaica as jamaica_art  # noqa: E402
from art import libertalia as libertalia_art  # noqa: E402
from art import thumbnails as thumbnails_art  # noqa: E402
from art import pagamas as pagamas_art  # noqa: E402

catalogue.JOBS.setdefault("palabra", palabra_art.JOB)
catalogue.JOBS.setdefault("jamaica", jamaica_art.JOB)
catalogue.JOBS.setdefault("libertalia", libertalia_art.JOB)
catalogue.JOBS.setdefault("thumbnails", thumbnails_art.JOB)
catalogue.JOBS.setdefault("pagamas", pagamas_art.JOB)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", action="append", default=[],
                    help="job name(s), comma-separated or repeated: " + ", ".join(catalogue.JOBS))
    ap.add_argument("--out", default=str(ROOT / "assets"), help="output directory (default: assets/)")
    ap.add_argument("--list", action="store_true", help="list the jobs and exit")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)
    if args.list:
        for name, (_, files, _) in catalogue.JOBS.items():
            print(f"{name:10s} {files}")
        return 0
    names = [n.strip() for chunk in args.only for n in chunk.split(",") if n.strip()]
    unknown = [n for n in names if n not in catalogue.JOBS]
    if unknown:
        ap.error(f"unknown job(s) {', '.join(unknown)}; choose from {', '.join(catalogue.JOBS)}")
    jobs = names or list(catalogue.JOBS)
    out = Path(args.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    pygame.font.init()
    produced = {}
    for name in jobs:
        t0 = time.perf_counter()
        produced[name] = catalogue.JOBS[name][0](out)
        if not args.quiet:
            print(f"{name:10s} {len(produced[name]):3d} file(s) in {time.perf_counter() - t0:5.1f} s")
    manifest = catalogue.write_manifest(out, produced)
    catalogue.write_readme(out, manifest)
    if not args.quiet:
        print(f"manifest: {len(manifest['files'])} files -> {out / 'manifest.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
