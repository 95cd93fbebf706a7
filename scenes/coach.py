"""The coach of a player's first games: a coach card the first time each phase comes up, a one-line
tip the first time each kind of decision does.

While the setting "Tips for first games" is on (Settings; never in the demo, never in a
lesson, whose own coach teaches), in a game where a human name has finished fewer than
FIRST_GAMES games of this kind:

- Coach cards (for the couch: a novice on a phone plays from the phone). The table gives its phases (`phases()`, the phase line's) and its game's cards
  (`phase_cards`: phase id -> scenes.glossary.PhaseCard, scenes/<game>/tips.py). The first time
  each phase comes up in the game (the view shown has reached it, between two animations), its
  card opens: its title, two sentences on what to decide and why it matters, and rings round
  what it names (`table.locate(key)`). The table holds still while it is up (no event, no bot;
  `hold()`). It stands clear of its rings and of what the table keeps clear (the status line,
  the pending choice, the hand, the phase line: `keep_clear()`), at the body size
  (scenes/callout.py). It is dismissed on purpose: confirm, Tab or a click, once BEAT seconds
  have passed since it appeared and the key is pressed afresh (a key held since is not
  counted); other keys still reach the table (look round, read the log, pause).
- Tips. Each table names the decision a seat faces now (`coach_kinds(seat)`: its kinds, the
  most particular first) and gives its game's tips (`coach_tips`: kind -> a sentence,
  tips.py). A human seat whose name is new to the game gets each kind's tip once per game
  (none that a card has said already, `PhaseCard.covers`): a line (two for a long one) in the
  band the table names (`tip_band`; by default just above the prompt row), that fades in and
  out by itself and never takes an input, never while a card is up.

A finished game counts for every human name at the table.

The counts are one JSON file in the data folder, next to the achievements:

    {"version": 1, "games": {"palabra": {"anne": 2}}}

(names folded to lower case). A file that cannot be read is set aside next to itself and
reported; the counts start again from nothing and the game goes on.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.core import journal
from game.i18n import _

from . import callout, saving, theme
from .config import data_dir
from .widgets import draw_panel, render_text, wrap

VERSION = 1
FILE = "first_games.json"
FIRST_GAMES = 2          # the games of a kind a name gets tips in
SECONDS = 9.0            # how long a tip stays
FADE = 0.6
BAND = pygame.Rect(0, 0, 1820, 56)          # the tip's line, just above the prompt row
BAND.midbottom = (theme.SCREEN_W // 2, theme.SCREEN_H - 70)
BEAT = 0.9               # seconds a coach card takes no confirm after it appears
CARD_REGIONS = (pygame.Rect(300, 130, 1320, 320), pygame.Rect(300, 560, 1320, 440))


def path() -> Path:
    return data_dir() / FILE


def key(name: str) -> str:
    return " ".join(name.split()).casefold()


def empty() -> dict:
    return {"version": VERSION, "games": {}}


def _check(data) -> None:
    if not isinstance(data, dict) or data.get("version") != VERSION:
        raise ValueError("not a first-games file of version 1")
    games = data.get("games")
    if not isinstance(games, dict):
        raise ValueError("'games' is missing")
    for game, names in games.items():
        if not isinstance(names, dict) or not all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in names.values()):
            raise ValueError(f"'{game}' is not a table of game counts")


def load(where: Path | None = None) -> tuple[dict, str | None]:
    """The counts and a problem to report (None if all is well)."""
    data, problem, _writable = _read(where or path())
    return data, problem


def _read(where: Path) -> tuple[dict, str | None, bool]:
    """(counts, problem, whether the file may be written: not one the system would not let us
    read, whose counts would be lost)."""
    got = journal.read_checked(where, _check)
    if got.problem is None:
        return (got.data if got.data is not None else empty()), None, True
    kept = _(" The old file is kept as {name}.").format(name=got.moved.name) if got.moved else ""
    return empty(), _("The count of first games could not be read ({reason}); it starts again.").format(
        reason=got.problem) + kept, not got.unreadable


def games_played(data: dict, game: str, name: str) -> int:
    return int(data["games"].get(game, {}).get(key(name), 0))


def record(game: str, names: list[str], where: Path | None = None) -> str | None:
    """Count one finished game of `game` for each of `names`; a problem to report, or None."""
    where = where or path()
    data, problem, writable = _read(where)
    if not writable:
        return problem
    table = data["games"].setdefault(game, {})
    for name in {key(n) for n in names}:
        table[name] = table.get(name, 0) + 1
    try:
        journal.write_atomic(where, data)
    except OSError as exc:
        return _("The count of first games could not be saved ({reason}).").format(reason=journal.problem(exc))
    return problem


class Coach:
    """The part of a table that shows the tips (the table gives coach_kinds and coach_tips)."""

    def __init__(self, table) -> None:
        self.table = table
        self.shown: set[tuple[int, str]] = set()     # (seat, kind) whose tip has shown this game
        self.tip: str | None = None
        self.left = 0.0
        self._novices: set[int] | None = None
        self.card = None                 # the coach card up (a scenes.glossary.PhaseCard), or None
        self.card_at = 0.0               # the table's time it appeared
        self.cards_shown: list[str] = [] # the phases whose card has shown this game, in order
        self.panel_rect: pygame.Rect | None = None   # where the card was drawn last

    def enabled(self) -> bool:
        t = self.table
        return (not t.demo and t.coach is None           # a lesson's coach (scenes/tutorial) teaches alone
                and bool(getattr(t.app.settings, "tips", True)) and bool(t.coach_tips))

    def novices(self) -> set[int]:
        """The human seats whose names have played fewer than FIRST_GAMES games of this kind."""
        if self._novices is None:
            t = self.table
            data, problem = load()
            if problem:
                t.app.notices.append(problem)
            game = t.match.spec.id
            self._novices = {s for s in t.humans() if games_played(data, game, t.match.seats[s].name) < FIRST_GAMES}
        return self._novices

    def notice_up(self) -> bool:
        """The sentence that the game is not being saved stands where tips stand (scenes/saving.py)."""
        t = self.table
        return t.match.save_error is not None and (t.unsaved_for or 0.0) < saving.FULL_FOR

    # ------------------------------------------------------------------ coach cards
    def hold(self) -> bool:
        """Between two animations: open the card of a phase come up for the first time, if one is
        due; True while a card is up (the table then plays no event and moves no bot). A card up
        when no novice is left on the couch (its player took the seat on a phone) is put away: it
        was the couch's, and no one there is to dismiss it."""
        t = self.table
        if self.card is not None:
            if any(s in self.novices() for s in t.couch_humans()):
                return True
            self.card = None
        if not self.enabled() or not t.phase_cards or t.show_log or t.inspector.active or self.notice_up():
            return False
        if not any(s in self.novices() for s in t.couch_humans()):
            return False                    # (a seat on a phone learns on its phone: the card is the couch's)
        phases = t.phases()
        phase = phases.id if phases is not None else None
        if phase is None or phase in self.cards_shown or phase not in t.phase_cards:
            return False
        self.card, self.card_at = t.phase_cards[phase], t.time
        self.cards_shown.append(phase)
        for seat in t.humans():
            self.shown |= {(seat, kind) for kind in self.card.covers}
        self.tip = None
        t.app.input.forget_held(mouse=False)       # a key held as it appears is no answer to it
        return True

    def ready(self) -> bool:
        """Has the card stood its beat (a confirm dismisses it now)?"""
        return self.card is not None and self.table.time - self.card_at >= BEAT

    def handle(self, intent) -> bool:
        """A card up takes confirm, Tab and a click: after its beat they dismiss it, before it
        nothing; True when the intent was the card's."""
        if self.card is None or intent.kind not in ("confirm", "alt", "click"):
            return False
        if self.ready():
            self.card = None
            self.table.app.audio.play("click")
        return True

    def card_spot(self) -> callout.Spot:
        """Where the card up stands: clear of its rings and of what the table keeps clear."""
        t, card = self.table, self.card
        rings = [r for key in card.look for r in t.locate(key)]
        return callout.place(_(card.say), rings, CARD_REGIONS, title=_(card.title), heading=_("First games"),
                             keep=t.keep_clear())

    def draw_card(self, surface: pygame.Surface) -> None:
        self.panel_rect = None
        if self.card is None:
            return
        t, card = self.table, self.card
        callout.rings(surface, [r for key in card.look for r in t.locate(key)], t.time)
        spot = self.card_spot()
        self.panel_rect = spot.rect
        callout.draw(surface, spot, foot=[("confirm", _("Got it"))], kind=t.app.input.last_kind, time=t.time,
                     ready=self.ready())

    # ------------------------------------------------------------------ tips
    def update(self, dt: float) -> None:
        if self.card is not None:
            return                          # no tip while a card is up
        if self.tip is not None:
            if self.notice_up():
                return                      # a tip waits, unseen, while the notice says it
            self.left -= dt
            if self.left <= 0:
                self.tip = None
            return
        if not self.enabled() or self.table.show_log or self.table.inspector.active or self.notice_up():
            return                          # a tip starts only where it can be read
        seat = self.table.human_to_move()
        if seat is None or seat not in self.novices():
            return
        for kind in self.table.coach_kinds(seat):
            if (seat, kind) not in self.shown and kind in self.table.coach_tips:
                self.shown.add((seat, kind))
                self.tip, self.left = self.table.coach_tips[kind], SECONDS
                return

    def game_over(self) -> None:
        """Count the finished game for every human name at the table (never in the demo)."""
        t = self.table
        if t.demo:
            return
        names = [t.match.seats[s].name for s in t.humans()]
        if names:
            problem = record(t.match.spec.id, names)
            if problem:
                t.app.notices.append(problem)

    def draw(self, surface: pygame.Surface) -> None:
        if self.card is not None:
            self.draw_card(surface)
            return
        if self.tip is None or not self.enabled() or self.notice_up():
            return
        alpha = int(255 * max(0.0, min(1.0, self.left / FADE, (SECONDS - self.left) / FADE)))
        label = render_text(_("Tip"), theme.SIZE_SMALL, theme.TEXT_DARK, "bold", shadow=False)
        room = band_of(self.table)
        lines = tip_lines(_(self.tip), label.get_width(), room.w)
        texts = [render_text(line, theme.SIZE_SMALL, theme.TEXT, "bold") for line in lines]
        rect = tip_rect(self.table, _(self.tip))
        band = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_panel(band, band.get_rect(), fill=theme.INK, border=theme.BRASS, alpha=235, radius=14)
        chip = label.get_rect(midleft=(16, room.h // 2 - 4)).inflate(18, 6)
        pygame.draw.rect(band, theme.BRASS, chip, border_radius=10)
        band.blit(label, label.get_rect(center=chip.center))
        for k, text in enumerate(texts):
            if text.get_width() > rect.w - chip.right - 30:          # a last resort: the tests keep every tip clear of it
                text = pygame.transform.smoothscale(text, (rect.w - chip.right - 30, text.get_height()))
            band.blit(text, text.get_rect(midleft=(chip.right + 14, room.h // 2 - 4 + k * LINE)))
        band.set_alpha(alpha)
        surface.blit(band, rect)


LINE = 34                # a second line of a long tip, below the first (the band grows upwards)


def band_of(table) -> pygame.Rect:
    """Where the table's tips stand: its `tip_band`, or just above the prompt row."""
    return pygame.Rect(table.tip_band) if table.tip_band else BAND


def tip_rect(table, text: str) -> pygame.Rect:
    """Where the tip `text` (translated) is drawn at `table`: its band, one line; a second line
    grows it upwards (tests/ui/test_tip_places.py keeps every table's tips clear of its labels)."""
    label = render_text(_("Tip"), theme.SIZE_SMALL, theme.TEXT_DARK, "bold", shadow=False).get_width()
    room = band_of(table)
    lines = tip_lines(text, label, room.w)
    w = min(room.w, label + max(render_text(line, theme.SIZE_SMALL, theme.TEXT, "bold").get_width()
                                for line in lines) + 80)
    rect = pygame.Rect(0, 0, w, room.h + LINE * (len(lines) - 1))
    rect.midbottom = room.midbottom
    return rect


def tip_lines(text: str, label_width: int, room_width: int) -> list[str]:
    """A tip on one line where it fits in the band beside its "Tip" chip, else on two."""
    room = room_width - label_width - 80
    if render_text(text, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() <= room:
        return [text]
    lines = wrap(text, theme.SIZE_SMALL, "bold", room - 6)          # the drawn words carry a shadow
    return lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]
