"""The notice of a game that is not being saved: its words, and the badge every table shows.

Match.save never stops a game: when the system refuses the journal (a full disk, a read-only
or forbidden folder) the match goes on in memory and keeps the refusal in `save_error`.
Every table draws this badge for as long as that lasts (`draw_badge`, from
TableScene.draw_overlays), in plain words, and asks the match to try again every few seconds
(`RETRY`) besides after every action; the badge goes away by itself once a save succeeds.
"""
from __future__ import annotations

import errno

import pygame

from game import Match
from game.i18n import _

from . import theme
from .widgets import draw_panel, draw_text, wrap

RETRY = 4.0        # seconds between two tries while a game is not being saved
WIDTH = 1100       # the badge's width, in logical pixels


def words(match: Match) -> str | None:
    """Why `match` is not being saved and what happens now, for the player; None while it is."""
    exc = match.save_error
    if exc is None:
        return None
    code = getattr(exc, "errno", None)
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return _("The disk is full: this game is not being saved. It goes on; saving resumes when there is space.")
    if code == errno.EROFS:
        return _("The disk is read-only: this game is not being saved. It goes on; saving resumes once the "
                 "disk can be written.")
    if code in (errno.EACCES, errno.EPERM):
        return _("The save folder may not be written: this game is not being saved. It goes on; saving "
                 "resumes once it may.")
    return _("This game cannot be saved ({why}). It goes on; saving is tried again after every move.").format(
        why=match.unsaved)


def badge_rect(text: str) -> pygame.Rect:
    lines = wrap(text, theme.SIZE_SMALL, "bold", WIDTH - 48) or [text]
    rect = pygame.Rect(0, 0, WIDTH, 28 + 36 * len(lines))
    rect.midbottom = (theme.SCREEN_W // 2, theme.SCREEN_H - 86)
    return rect


def draw_badge(surface: pygame.Surface, match: Match) -> None:
    """The badge of an unsaved game, above the prompt row (nothing while the game is saved)."""
    text = words(match)
    if text is None:
        return
    rect = badge_rect(text)
    draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.WARN, alpha=235)
    draw_text(surface, text, rect.center, theme.SIZE_SMALL, theme.WARN, "bold", width=WIDTH - 48)
