"""Staged choices over the legal actions: which artifact and on what, a spyglass gem move, a block, a pick.

Each stage narrows the legal actions by one key (the artifact, then its target; the
island, the colour, the other island). Stages whose options are things on the board
(islands, ships, hands) are chosen there, with every legal one ringed; the others
(artifacts with their rules, gem colours) in the tray. Whatever is chosen is one of
`legal_actions`: the table cannot submit anything else.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game.i18n import N_, _
from game.palabra.actions import MoveGem, Pick, Skip, UseBarrel, UseMap, UseRum, UseSpyglass

from .. import theme
from ..widgets import draw_text, fit_text, focus_ring, render_text
from . import art as S
from . import choices_ui as ui
from .choices import Choice
from .glossary import COLOUR_WORDS
from .layout import LETTERS


@dataclass
class Stage:
    prompt: object          # a string marked N_(), or a function of the keys picked so far (translating)
    key: Callable
    board: bool

    def text(self, picked: list) -> str:
        return self.prompt(picked) if callable(self.prompt) else _(self.prompt)


def use_key(a):
    if isinstance(a, UseRum):
        return ("artifact", "rum")
    if isinstance(a, UseSpyglass):
        return ("artifact", "spyglass")
    if isinstance(a, UseBarrel):
        return ("artifact", "barrel")
    return ("artifact", "map")


def target_key(a):
    if isinstance(a, UseRum):
        return ("hand", a.target)
    if isinstance(a, UseSpyglass):
        return None if a.target is None else ("ship", a.island, a.target)
    if isinstance(a, UseMap):
        return ("island", a.island)
    return None


class OptionChoice(Choice):
    def __init__(self, table, seat, legal, stages: list[Stage], actions=None, alt=None, counts=None) -> None:
        super().__init__(table, seat, legal)
        self.stages = stages
        self.actions = list(actions if actions is not None else legal)
        self.alt = alt                      # (label, action) for the alt button, or None
        self.counts = counts or (lambda picked: {})   # gem counts shown with colour tiles
        self.picked: list = []
        self.auto: list[bool] = []
        self.index = 0
        self.done = False
        self._skip_trivial()

    # ------------------------------------------------------------------ the narrowing
    def remaining(self) -> list:
        return [a for a in self.actions
                if all(self.stages[k].key(a) == key for k, key in enumerate(self.picked))]

    def options(self) -> list:
        if len(self.picked) >= len(self.stages):
            return []
        stage = self.stages[len(self.picked)]
        out = []
        for a in self.remaining():
            key = stage.key(a)
            if key not in out:
                out.append(key)
        return out

    def stage(self) -> Stage | None:
        return self.stages[len(self.picked)] if len(self.picked) < len(self.stages) else None

    def _skip_trivial(self) -> None:
        while self.stage() is not None:
            opts = self.options()
            if len(opts) == 1 and opts[0] is None:
                self.picked.append(None)
                self.auto.append(True)
            else:
                break
        self.index = 0

    def choose(self, key) -> None:
        self.picked.append(key)
        self.auto.append(False)
        self._skip_trivial()
        if self.stage() is None:
            left = self.remaining()
            if left:
                self.done = self.submit(left[0])
                if not self.done:
                    self.back()
        else:
            self.play("select")

    def back(self) -> None:
        while self.picked:
            self.picked.pop()
            was_auto = self.auto.pop()
            if not was_auto:
                break
        self._skip_trivial()
        self.play("back")

    @property
    def tray(self) -> bool:       # noqa: D401 - the tray shows while a stage is chosen there
        st = self.stage()
        return st is not None and not st.board

    def wants_back(self) -> bool:
        return any(not a for a in self.auto)

    def instruction(self) -> str:
        st = self.stage()
        return st.text(self.picked) if st else ""

    def prompts(self):
        out = [("\u2190\u2192", _("Choose")), ("confirm", _("Confirm"))]
        if self.wants_back():
            out.append(("back", _("Back")))
        if self.alt:
            out.append(("alt", _(self.alt[0])))
        return out

    # ------------------------------------------------------------------ input
    def handle(self, intent) -> None:
        if self.done:
            return
        opts = self.options()
        k = intent.kind
        if k in ("left", "right", "up", "down") and opts:
            self.index = (self.index + (1 if k in ("right", "down") else -1)) % len(opts)
            self.play()
        elif k == "confirm" and opts:
            self.choose(opts[self.index % len(opts)])
        elif k == "back" and self.wants_back():
            self.back()
        elif k == "alt" and self.alt:
            self.done = self.submit(self.alt[1])
        elif k in ("click", "point"):
            for i, key in enumerate(opts):
                rect = self.rect_of(key)
                if rect is not None and rect.collidepoint(intent.pos):
                    self.index = i
                    if k == "click":
                        self.choose(key)
                    return
            if k == "click" and self.rects.get("alt") and self.rects["alt"].collidepoint(intent.pos) and self.alt:
                self.done = self.submit(self.alt[1])

    # ------------------------------------------------------------------ geometry and labels
    def rect_of(self, key) -> pygame.Rect | None:
        if key is None:
            return None
        if key in self.rects:
            return self.rects[key]
        st = self.stage()
        if st is None or not st.board:
            return None
        kind = key[0]
        if kind == "island":
            return self.lay.islands[key[1]].inflate(-24, -24)
        if kind == "ship":
            return self.lay.ships[(key[1], key[2])]
        if kind == "hand":
            return self.lay.seats[key[1]].hand
        return None

    def label(self, key) -> str:
        kind = key[0]
        if kind == "artifact":
            return _(ui.ARTIFACT_NAMES[key[1]])
        if kind == "hand":
            return _("{name}'s ship in hand").format(name=self.name(key[1]))
        if kind == "ship":
            return _("{name}'s ship at island {letter}").format(name=self.name(key[2]), letter=LETTERS[key[1]])
        if kind == "island":
            return _("island {letter}").format(letter=LETTERS[key[1]])
        return str(key[1])

    # ------------------------------------------------------------------ drawing
    def draw_board(self, surface) -> None:
        st = self.stage()
        t = self.table.time
        self._draw_picked(surface)
        if st is None or not st.board:
            return
        opts = self.options()
        for i, key in enumerate(opts):
            rect = self.rect_of(key)
            if rect is None:
                continue
            if key[0] == "island":
                ui.circle_ring(surface, rect.center, rect.w // 2 - 4, theme.BRASS_DARK if i != self.index else theme.BRASS,
                               t, 3 if i != self.index else 6)
            elif i == self.index:
                focus_ring(surface, rect, t, radius=10)
            else:
                ui.ring(surface, rect, theme.BRASS_DARK, t, 3, radius=10)
        if opts:
            key = opts[self.index % len(opts)]
            rect = self.rect_of(key)
            if rect is not None:
                below = rect.bottom + 8 if rect.centery < 700 else rect.top - 52
                ui.label_box(surface, self.label(key), (rect.centerx, below))
        if self.alt:
            alt = pygame.Rect(0, 0, 300, 54)
            alt.bottomright = (self.lay.tray.right - 8, self.lay.tray.bottom - 6)
            ui.chip(surface, alt, _(self.alt[0]))
            self.rects["alt"] = alt

    def _draw_picked(self, surface) -> None:
        """What earlier stages chose stays marked (the island a gem leaves, the artifact)."""
        for key in self.picked:
            if key and key[0] == "island":
                r = self.lay.islands[key[1]]
                pygame.draw.circle(surface, theme.GOOD, r.center, r.w // 2 - 20, 5)

    def draw_tray(self, surface) -> None:
        st = self.stage()
        if st is None:
            return
        r = self.lay.tray
        self.rects = {}
        opts = self.options()
        text = st.text(self.picked)
        ui.tray(surface, r, text if len(text) < 60 else text.split(":")[0])
        if opts and opts[0][0] == "artifact":
            self._draw_artifacts(surface, r, opts)
        else:
            self._draw_gems(surface, r, opts)

    def _draw_artifacts(self, surface, r, opts) -> None:
        t = self.table.time
        ch = min(132, r.h - 70)
        cw = ch * 5 // 7
        x = r.x + 26
        y = r.y + 50
        focused = opts[self.index % len(opts)]
        for k, a in enumerate(self.shown["artifacts"]):
            rect = pygame.Rect(x + k * (cw + 12), y, cw, ch)
            key = ("artifact", a["name"])
            img = S.artifact(a["name"], not a["face_up"], cw, ch)
            if key not in opts:
                img = img.copy()
                img.set_alpha(110)
            surface.blit(img, rect)
            if key in opts:
                self.rects[key] = rect
            if key == focused:
                focus_ring(surface, rect, t, radius=10)
        text_x = x + 4 * (cw + 12) + 16
        help_text = _(ui.ARTIFACT_HELP[focused[1]])
        draw_text(surface, help_text, (text_x, y + 4), theme.SIZE_SMALL, theme.TEXT, width=r.right - text_x - 24,
                  anchor="topleft")

    def _draw_gems(self, surface, r, opts) -> None:
        t = self.table.time
        counts = self.counts(self.picked)
        extra = getattr(self, "extra", None)
        x0 = r.x + 30
        tile_w, side = gem_tiles(r, len(opts), extra is not None)
        y = r.y + 50
        labels = []
        for key in opts:
            n = counts.get(key[1])
            colour = _(COLOUR_WORDS[key[1]])
            labels.append(_("{colour} \u00d7{n}").format(colour=colour, n=n) if n else colour)
        if any(render_text(text, theme.SIZE_SMALL, theme.TEXT, "bold").get_width() > tile_w - 6 for text in labels):
            # narrow tiles: the counts alone, every gem showing its colour (and shape)
            labels = ["\u00d7{n}".format(n=counts.get(key[1])) if counts.get(key[1]) else "" for key in opts]
        for i, key in enumerate(opts):
            rect = pygame.Rect(x0 + i * (tile_w + 12), y, tile_w, min(130, r.h - 64))
            pygame.draw.rect(surface, theme.INK, rect, border_radius=12)
            img = S.gem(key[1], 64)
            surface.blit(img, img.get_rect(center=(rect.centerx, rect.y + 46)))
            text = labels[i]
            draw_text(surface, text, (rect.centerx, rect.bottom - 24), theme.SIZE_SMALL, S.TEXT_COLOURS[key[1]], "bold")
            self.rects[key] = rect
            if i == self.index % len(opts):
                focus_ring(surface, rect, t, radius=12)
        if extra:
            extra(surface, side)


EXTRA_W = 250        # the side column of a gem choice (the gems taken so far on a shared island)


def gem_tiles(r: pygame.Rect, n: int, side: bool) -> tuple[int, pygame.Rect | None]:
    """The width of the gem tiles in the tray `r` (up to 128 px; narrower when many colours must
    leave a side column its room) and that column's rect, if the choice has one."""
    room = r.w - 60 - (EXTRA_W + 10 if side else 0)
    tile_w = max(84, min(128, room // max(1, n) - 12))
    left = r.x + 30 + n * (tile_w + 12) + 10
    return tile_w, (pygame.Rect(left, r.y + 50, r.right - 20 - left, r.h - 64) if side else None)


# ------------------------------------------------------------------------------ builders
def artifact_choice(table, seat, legal) -> OptionChoice:
    stages = [Stage(N_("You won the auction: choose an artifact to use"), use_key, False),
              Stage(N_("Choose the target (every legal one is ringed)"), target_key, True)]
    choice = OptionChoice(table, seat, legal, stages)
    prompts = {"rum": N_("Rum bottle: whose ship in hand do you look at?"),
               "spyglass": N_("Spyglass: which placed ship do you look at?"),
               "map": N_("Treasure map: which island gets 2 gems from the bag?")}
    base = choice.instruction

    def instruction():
        if len(choice.picked) == 1 and choice.picked[0]:
            picked = choice.picked[0][1]
            return _(prompts[picked]) if picked in prompts else base()
        return base()
    choice.instruction = instruction
    return choice


def move_choice(table, seat, legal) -> OptionChoice:
    moves = [a for a in legal if isinstance(a, MoveGem)]
    skip = next((a for a in legal if isinstance(a, Skip)), Skip())
    stages = [Stage(N_("Spyglass: move one gem? Choose the island to take it from"),
                    lambda a: ("island", a.from_island), True),
              Stage(lambda picked: _("Spyglass: which gem do you take from island {letter}?").format(
                  letter=LETTERS[picked[0][1]]), lambda a: ("gem", a.gem), False),
              Stage(N_("Where does it go? Choose the island"), lambda a: ("island", a.to_island), True)]

    def counts(picked):
        if picked:
            return dict(table.shown["islands"][picked[0][1]]["gems"])
        return {}
    return OptionChoice(table, seat, legal, stages, actions=moves, alt=(N_("Move no gem"), skip), counts=counts)


def block_choice(table, seat, legal) -> OptionChoice:
    stages = [Stage(N_("Block one more artifact: it stays face down, unused, today"),
                    lambda a: ("artifact", a.artifact), False)]
    return OptionChoice(table, seat, legal, stages)


def pick_choice(table, seat, legal) -> OptionChoice:
    share = table.shown.get("share") or {}
    island = share.get("island", 0)
    other = share.get("second") if share.get("first") == seat else share.get("first")
    other_name = table.match.seats[other].name if other is not None else None
    stages = [Stage(lambda picked: (_("Island {letter}: pick one gem, then {name} picks") if other_name else
                                    _("Island {letter}: pick one gem, then your partner picks")).format(
        letter=LETTERS[island], name=other_name), lambda a: ("gem", a.gem), False)]
    # The gems best first (gold ... red): the first focus never takes a red gem (-1) over a better one.
    picks = sorted((a for a in legal if isinstance(a, Pick)), key=lambda a: S.COLOURS.index(a.gem))
    choice = OptionChoice(table, seat, picks, stages,
                          counts=lambda picked: dict(table.shown["islands"][island]["gems"]))

    def extra(surface, rect):
        took = share.get("took") or [{}, {}]
        mine = 0 if share.get("first") == seat else 1
        rows = ((_("You: {points}").format(points=S.value(took[mine])), took[mine]),
                (_("{name}: {points}").format(name=other_name or _("your partner"), points=S.value(took[1 - mine])),
                 took[1 - mine]))
        for k, (label, pile) in enumerate(rows):
            y = rect.y + 22 + k * 60
            img = render_text(fit_text(label, theme.SIZE_SMALL, rect.w), theme.SIZE_SMALL, theme.TEXT, "bold")
            surface.blit(img, img.get_rect(midleft=(rect.x, y)))
            S.gem_row(surface, pile, rect.x, y + 30, 26, rect.w)
    choice.extra = extra
    return choice
