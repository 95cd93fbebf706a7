"""What one table asks of the caches of pictures: the budgets of scenes/widgets.py checked.

    python -m bench.table_pixels [--games 15] [--dt 0.5]

Plays demo showcases like bench.soak; the text, panel and scaled-picture caches are emptied
(and their budgets lifted) when each table starts, and what they hold when it ends is printed
(with the first frame of the next table, drawn in the step that starts it): each table's pixels, against TEXT_MB, PANELS_MB and SCALED_MB; and the same for
Libertalia's character cards (scenes/libertalia/art._card, an lru_cache of 256 cards).
"""
from __future__ import annotations

import argparse

import bench.common  # noqa: F401  sets up the environment

from bench.process_census import lru_results
from scenes import widgets
from scenes.app import App
from scenes.demo import DemoDirector, start_demo
from scenes.libertalia import art as libertalia_art
from scenes.pixel_cache import MB, pixel_bytes
from scenes.title import Title


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=15)
    p.add_argument("--dt", type=float, default=0.5)
    args = p.parse_args()
    caches = {"text": widgets.render_text.cache, "panels": widgets.panel_surface.cache,
              "scaled": widgets._scaled}
    for cache in caches.values():
        cache.budget = 1 << 40
    app = App(fullscreen=False, headless=True)
    app._push(Title(app))
    app.director = DemoDirector(11)
    start_demo(app, app.director)
    app.apply_pending()
    games, current = 0, app.top
    most = dict.fromkeys(caches, 0.0)
    while games < args.games:
        app.step(args.dt)
        if app.top is not current:
            cards = lru_results(libertalia_art._card)
            print(f"  {current.match.spec.id:<10} {len(current.match.seats)} seats: " + ", ".join(
                f"{name} {c.held / MB:.1f} MB ({len(c)})" for name, c in caches.items()) +
                (f", Libertalia cards {pixel_bytes(cards) / MB:.1f} MB ({len(cards)})" if cards else ""),
                flush=True)
            for name, c in caches.items():
                most[name] = max(most[name], c.held / MB)
                c.clear()
            libertalia_art._card.cache_clear()
            games, current = games + 1, app.top
    print("largest table: " + ", ".join(f"{name} {mb:.1f} MB" for name, mb in most.items()) +
          f"; budgets: text {widgets.TEXT_MB}, panels {widgets.PANELS_MB}, scaled {widgets.SCALED_MB} MB")


if __name__ == "__main__":
    main()
