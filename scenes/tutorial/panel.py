"""The coach's look in a lesson: its ring colour and its Continue button (the panel itself is
scenes/callout.py's, shared with the coach cards of a player's first games)."""
from __future__ import annotations

from game.i18n import _

from ..callout import RING, rings

__all__ = ["RING", "rings", "continue_label"]


def continue_label() -> list[tuple[str, str]]:
    return [("confirm", _("Continue"))]
