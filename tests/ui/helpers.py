"""Helpers for driving the app headless with synthetic input."""
from __future__ import annotations

import pygame

from scenes.app import App


def make_app(tips: bool = False) -> App:
    """A headless, muted app. The coach of a player's first games (its tips, and its cards that hold
    the table until dismissed) is off unless a test is about it (`tips=True`)."""
    app = App(fullscreen=False, headless=True)
    app.audio.set_muted(True)
    app.settings.tips = tips
    return app


def key(k: int, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode=unicode, scancode=0))


def pad_button(button: int, instance_id: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=button))


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def run_until(app: App, condition, *, dt: float = 1 / 60, frames: int = 600, draw: bool = True) -> int:
    """Step the app until `condition()` holds; fails after `frames` frames. `draw=False`: only the
    frame where it holds is drawn (a condition of the game or the clock, not of the picture)."""
    for n in range(frames):
        app.step(dt, draw=draw)
        if condition():
            if not draw:
                app.draw()
            return n
    raise AssertionError(f"condition not reached after {frames} frames; top scene: {type(app.top).__name__}")


def watch_submits(table) -> list:
    """Record every action the table submits, checking it is legal at that moment."""
    sent = []
    real = table.match.submit

    def submit(seat, action):
        assert action in table.match.state.legal_actions(seat), (seat, action)
        sent.append((seat, action))
        return real(seat, action)
    table.match.submit = submit
    return sent
