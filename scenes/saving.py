"""The notice of a game that is not being saved: its words, and the badge every table shows.

Match.save never stops a game: when the system refuses the journal (a full disk, a read-only
or forbidden folder) the match goes on in memory and keeps the refusal in `save_error`.
Every table says so at once, in plain words, in a panel above the prompt row for FULL_FOR
seconds, then keeps a short badge at the right end of the prompt row (where it hides no part
of the game) for as long as that lasts (`draw_badge`, from TableScene.draw_overlays). The table
asks the match to try again every RETRY seconds besides after every action; panel and badge go
by themselves once a save succeeds.
"""
from __future__ import annotations

import pygame

from game import Match
from game.core import journal
from game.i18n import _

from . import theme
from .widgets import draw_panel, draw_text, font, wrap

RETRY = 4.0        # seconds between two tries while a game is not being saved
FULL_FOR = 8.0     # seconds the whole sentence stays up before it shrinks to the badge
WIDTH = 1100       # the panel's width, in logical pixels


def words(match: Match) -> str | None:
    """Why `match` is not being saved and what happens now, for the player; None while it is."""
    if match.save_error is None:
        return None
    said = {"full": _("The disk is full: this game is not being saved. It goes on; saving resumes when "
                      "there is space."),
            "read-only": _("The disk is read-only: this game is not being saved. It goes on; saving resumes "
                           "once the disk can be written."),
            "denied": _("The save folder may not be written: this game is not being saved. It goes on; "
                        "saving resumes once it may.")}
    return said.get(journal.kind(match.save_error)) or _(
        "This game cannot be saved ({why}). It goes on; saving is tried again after every move.").format(
        why=match.unsaved)


def quit_words(match: Match) -> str:
    """What quitting to the title does to `match`: saved, not being saved now (and why), or a
    quick match that is never saved (pause menu, a lost pad)."""
    if match.journal_path is None:
        return _("A quick match is not saved: quitting ends it.")
    if match.save_error is not None:
        return _("This game is not being saved ({why}): if you quit now, the moves since its last save are "
                 "lost.").format(
            why=match.unsaved)
    return _("The game is saved after every move: Continue picks it up from the title.")


def short_words(match: Match) -> str | None:
    """The badge's words: that the game is not saved, and why, in a few words."""
    if match.save_error is None:
        return None
    said = {"full": _("Not saved: disk full"), "read-only": _("Not saved: read-only disk"),
            "denied": _("Not saved: no permission")}
    return said.get(journal.kind(match.save_error)) or _("Not saved: {why}").format(why=match.unsaved)


def panel_rect(text: str) -> pygame.Rect:
    lines = wrap(text, theme.SIZE_SMALL, "bold", WIDTH - 48) or [text]
    rect = pygame.Rect(0, 0, WIDTH, 28 + 36 * len(lines))
    rect.midbottom = (theme.SCREEN_W // 2, theme.SCREEN_H - 86)
    return rect


def badge_rect(text: str) -> pygame.Rect:
    w = font(theme.SIZE_SMALL, "bold").size(text)[0] + 40
    rect = pygame.Rect(0, 0, w, 46)
    rect.bottomright = (theme.SCREEN_W - 12, theme.SCREEN_H - 8)
    return rect


def draw_badge(surface: pygame.Surface, match: Match, unsaved_for: float) -> None:
    """Nothing while `match` is saved; for the first FULL_FOR seconds without saving (`unsaved_for`)
    the whole sentence above the prompt row, then the short badge at the row's right end."""
    if match.save_error is None:
        return
    if unsaved_for < FULL_FOR:
        text = words(match)
        lines = wrap(text, theme.SIZE_SMALL, "bold", WIDTH - 48) or [text]
        rect = panel_rect(text)
        draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.WARN, alpha=235)
        for i, line in enumerate(lines):
            draw_text(surface, line, (rect.centerx - 3, rect.y + 29 + 36 * i), theme.SIZE_SMALL, theme.WARN, "bold")
        return
    text = short_words(match)
    rect = badge_rect(text)
    draw_panel(surface, rect, fill=theme.WOOD_DARK, border=theme.WARN, alpha=235, radius=12, border_w=2)
    draw_text(surface, text, (rect.centerx - 3, rect.centery - 4), theme.SIZE_SMALL, theme.WARN, "bold")
