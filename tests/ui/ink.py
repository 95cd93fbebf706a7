"""Every word a frame shows, where, how big and on what (tests/ui/test_legibility.py).

`Recording()` is a context in which every surface is a `RecSurface`, and every line of text a
font renders carries a `Label`: its words, its font size, its colour, the rect of its letters and
their pixels, and the scenes function that asked for it. A label travels with the pictures it is
drawn into: blitted (moved, clipped, faded by the picture's alpha), copied, converted, scaled
(its size scaled too), flipped or turned by a right angle; a label turned by any other angle is
a die in the middle of its roll and is dropped. Whatever is drawn where a label already stands
(a blit, a fill, a pygame.draw shape) is compared with the label's letters as they were just
drawn, so a label that something else strikes through, or hides, says by whom. A label blitted
onto opaque ground takes that ground's average colour (before its letters land) for its contrast.

Normal frames pay nothing: the recording lives in tests only, and it swaps pygame's classes and
functions for its own while it lasts (the scenes' caches are emptied when it starts and ends, so
every picture is drawn again under it, and none of its surfaces outlives it in a cache).
"""
from __future__ import annotations

import sys
import weakref
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
import pygame
import pytest

RealSurface = pygame.surface.Surface
RealFont = pygame.font.Font
HERE = str(Path(__file__).resolve())
SHARED = {str(Path(__file__).resolve().parents[2] / "scenes" / name) for name in ("widgets.py", "pixel_cache.py")}
CHANGED = 40          # a pixel of a label's letters has changed when a channel moved by more than this


@dataclass
class Label:
    """One line of words on a surface."""

    text: str
    size: float                     # the font's size, in pixels of this surface
    colour: tuple[int, int, int]
    face: str                       # the font file's stem (body, body-bold, display)
    rect: pygame.Rect               # its letters' bounding rect on this surface
    mask: np.ndarray                # (w, h) booleans: which pixels of `rect` are its letters
    origin: str                     # the scenes function that asked for the words
    alpha: float = 1.0              # the product of the alphas of the pictures it came through
    shadow: bool = False            # drawn over a copy of itself a few pixels off (a drop shadow)
    ground: tuple[int, int, int] | None = None     # the average colour under it before it landed
    placed: str = ""                # the scenes function that put it on this surface
    snap: np.ndarray | None = field(default=None, repr=False)   # its pixels just after it landed
    covered: float = 0.0            # the share of its letters that something drawn since has changed
    covered_by: str = ""            # the last thing that changed more of them
    covered_stack: tuple[str, ...] = ()   # ... and the functions that called it
    painted: bool = False           # painted into a picture's art (a card's name, a key's), scaled with it

    def clone(self, **kw) -> "Label":
        return replace(self, **kw)

    @property
    def hidden(self) -> bool:
        return self.covered >= 0.9

    def moved(self, dx: int, dy: int, clip: pygame.Rect) -> "Label | None":
        rect = self.rect.move(dx, dy)
        kept = rect.clip(clip)
        if kept.w <= 0 or kept.h <= 0:
            return None
        x0, y0 = kept.x - rect.x, kept.y - rect.y
        return self.clone(rect=kept, mask=self.mask[x0:x0 + kept.w, y0:y0 + kept.h], snap=None)

    def scaled(self, sx: float, sy: float) -> "Label | None":
        r = self.rect
        x, y = int(r.x * sx), int(r.y * sy)
        w, h = max(1, round(r.right * sx) - x), max(1, round(r.bottom * sy) - y)
        xs = np.minimum((np.arange(w) / sx).astype(int), r.w - 1)
        ys = np.minimum((np.arange(h) / sy).astype(int), r.h - 1)
        return self.clone(rect=pygame.Rect(x, y, w, h), mask=self.mask[xs][:, ys], size=self.size * sy, snap=None)

    def describe(self) -> str:
        return f"{self.text!r} ({self.size:.0f} px, {self.face}) at {tuple(self.rect)} from {self.origin}"


_labels: "weakref.WeakKeyDictionary[RealSurface, list[Label]]" = weakref.WeakKeyDictionary()
_active: list["Recording"] = []


def labels_of(surface) -> list[Label]:
    """The labels standing on `surface` (a subsurface's are its root's)."""
    return _labels.get(surface, [])


def callers() -> tuple[str, ...]:
    """The functions drawing now, innermost first, as "module.function:line": the scenes' frames out of
    this module and of the shared drawing helpers (scenes/widgets.py and its cache), or else the
    first frame out of them (a test drawing itself)."""
    out, first = [], None
    f = sys._getframe(1)
    while f is not None and len(out) < 8:
        path = f.f_code.co_filename
        if path != HERE and path not in SHARED:
            mod = path.rsplit("/scenes/", 1)[1] if "/scenes/" in path else path.rsplit("/", 1)[-1]
            name = f"{mod[:-3].replace('/', '.')}.{f.f_code.co_name}:{f.f_lineno}"
            first = first or name
            if "/scenes/" in path:
                out.append(name)
        f = f.f_back
    return tuple(out) or (first or "?",)


# The functions that paint words into a picture's art, as the English art has them painted in: a
# card's name in the language spoken (scenes/card_names.py), a key's (widgets._renamed_key). Those
# words are the picture, scaled with it; What's this? names every card, and the words beside a key say
# what it does. Their size is the picture's, not a word's.
PAINTERS = {("card_names.py", "renamed"), ("widgets.py", "_renamed_key")}


def painting() -> bool:
    f = sys._getframe(1)
    while f is not None:
        if (f.f_code.co_filename.rsplit("/", 1)[-1], f.f_code.co_name) in PAINTERS:
            return True
        f = f.f_back
    return False


def caller() -> str:
    return callers()[0]


def _pixels(surface: RealSurface, rect: pygame.Rect) -> np.ndarray:
    """The colours (and alpha) of `rect` of `surface`, as an (w, h, 3 or 4) array."""
    sub = RealSurface.subsurface(surface, rect)
    rgb = pygame.surfarray.array3d(sub).astype(np.int16)
    if surface.get_flags() & pygame.SRCALPHA:
        return np.dstack([rgb, pygame.surfarray.array_alpha(sub).astype(np.int16)])
    return rgb


def _root(surface: RealSurface) -> tuple[RealSurface, tuple[int, int]]:
    parent = surface.get_abs_parent()
    return (parent, surface.get_abs_offset()) if parent is not surface else (surface, (0, 0))


def _dest_rect(source: RealSurface, dest, area) -> tuple[int, int, pygame.Rect]:
    """(dx, dy, the part of the source shown) of a blit: where the source's (0, 0) lands."""
    if isinstance(dest, (tuple, list)) and len(dest) == 2:
        x, y = int(dest[0]), int(dest[1])
    else:
        x, y = pygame.Rect(dest).topleft
    shown = source.get_rect() if area is None else pygame.Rect(area).clip(source.get_rect())
    return x - shown.x, y - shown.y, shown


class RecSurface(RealSurface):
    """A surface that keeps the labels drawn on it (while a Recording lasts)."""

    def blit(self, source, dest, area=None, special_flags=0):
        if not _active:
            return RealSurface.blit(self, source, dest, area, special_flags)
        root, (ox, oy) = _root(self)
        incoming = []
        coming = labels_of(source)
        if coming:
            check_covers(source, caller())
            dx, dy, shown = _dest_rect(source, dest, area)
            clip = shown.move(dx, dy).clip(RealSurface.get_clip(self)).move(ox, oy)
            fade = (source.get_alpha() if source.get_alpha() is not None and source.get_flags() & pygame.SRCALPHA
                    else 255) / 255
            for label in coming:
                if label.hidden:
                    continue
                moved = label.moved(dx + ox, dy + oy, clip)
                if moved is None:
                    continue
                moved.alpha *= fade
                if moved.ground is None:
                    moved.ground = ground(root, moved.rect)
                incoming.append(moved)
        rect = RealSurface.blit(self, source, dest, area, special_flags)
        land(root, rect.move(ox, oy), incoming, callers())
        return rect

    def blits(self, blit_sequence, doreturn=1):
        rects = [self.blit(*args) for args in blit_sequence]
        return rects if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        out = RealSurface.fill(self, color, rect, special_flags)
        if _active:
            root, (ox, oy) = _root(self)
            land(root, out.move(ox, oy), [], callers())
        return out

    def copy(self):
        out = RealSurface.copy(self)
        _carry(self, out)
        return out

    def convert(self, *args):
        out = RealSurface.convert(self, *args)
        _carry(self, out)
        return out

    def convert_alpha(self, *args):
        out = RealSurface.convert_alpha(self, *args)
        _carry(self, out)
        return out


def _carry(source, out) -> None:
    labels = labels_of(source)
    if labels and _active:
        _labels[out] = [label.clone() for label in labels]


def ground(surface: RealSurface, rect: pygame.Rect) -> tuple[int, int, int] | None:
    """The average colour of `rect` of `surface`; None where it is mostly see-through (the ground
    is found where the picture lands)."""
    rect = rect.clip(surface.get_rect())
    if rect.w <= 0 or rect.h <= 0:
        return None
    r, g, b, a = pygame.transform.average_color(surface, rect)
    if surface.get_flags() & pygame.SRCALPHA and a < 200:
        return None
    return (r, g, b)


def changed_share(surface: RealSurface, label: Label) -> float:
    """The share of the label's letters whose pixels are no longer as they were when it landed."""
    if label.snap is None:
        return 0.0
    now = _pixels(surface, label.rect)
    moved = (np.abs(now - label.snap) > CHANGED).any(axis=2)
    letters = label.mask.sum()
    return float((moved & label.mask).sum() / letters) if letters else 0.0


def check_covers(surface: RealSurface, by: "str | tuple[str, ...]", where: pygame.Rect | None = None) -> None:
    """Note, on each label of `surface` (within `where`), how much of it was drawn over since."""
    for label in labels_of(surface):
        if where is not None and not label.rect.colliderect(where):
            continue
        share = changed_share(surface, label)
        if share > label.covered + 0.02:
            stack = (by,) if isinstance(by, str) else by
            label.covered_by, label.covered_stack = stack[0], stack
        label.covered = share       # as it is now: a word drawn again over what struck it is whole


def land(surface: RealSurface, rect: pygame.Rect, incoming: list[Label], by: "str | tuple[str, ...]") -> None:
    """What was drawn over `rect` of `surface`: the labels already there are checked; the
    incoming ones stand there from now (a copy of one a few pixels off, drawn just before, was
    its shadow)."""
    rect = pygame.Rect(rect)
    there = labels_of(surface)
    for new in incoming:
        for old in list(there):
            if (old.text == new.text and abs(old.size - new.size) < 0.5
                    and abs(old.rect.x - new.rect.x) <= max(4, new.size / 9)
                    and abs(old.rect.y - new.rect.y) <= max(4, new.size / 9)):
                there.remove(old)
                new.shadow = new.shadow or old.colour != new.colour
    if there and rect.w > 0 and rect.h > 0:
        check_covers(surface, by, rect)
    if incoming:
        for new in incoming:
            new.placed = by if isinstance(by, str) else by[0]
            new.snap = _pixels(surface, new.rect)
        _labels[surface] = there + incoming


def adopt(surface: RealSurface) -> RecSurface:
    """`surface` as a RecSurface (pixels, colour key and alpha kept), carrying its labels."""
    if isinstance(surface, RecSurface):
        return surface
    w, h = surface.get_size()
    if surface.get_flags() & pygame.SRCALPHA:
        out = RecSurface((w, h), pygame.SRCALPHA, 32)
        if w and h:
            pygame.surfarray.pixels3d(out)[:] = pygame.surfarray.pixels3d(surface)
            pygame.surfarray.pixels_alpha(out)[:] = pygame.surfarray.pixels_alpha(surface)
    else:
        out = RecSurface((w, h), 0, surface)
        RealSurface.blit(out, surface, (0, 0))
    if surface.get_colorkey() is not None:
        out.set_colorkey(surface.get_colorkey())
    if surface.get_alpha() is not None and surface.get_flags() & pygame.SRCALPHA:
        out.set_alpha(surface.get_alpha())
    labels = labels_of(surface)
    if labels:
        _labels[out] = [label.clone() for label in labels]
    return out


class RecFont(RealFont):
    """A font whose every line of words is a label."""

    def __init__(self, path=None, size=20, *args, **kw):
        super().__init__(path, size, *args, **kw)
        self.px = size
        self.stem = Path(str(path)).stem if path else "default"

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        out = adopt(super().render(text, antialias, color, bgcolor, wraplength))
        if _active and str(text).strip():
            rect = out.get_bounding_rect() if bgcolor is None else out.get_rect()
            if rect.w and rect.h:
                if bgcolor is None:
                    mask = pygame.surfarray.array_alpha(out)[rect.x:rect.right, rect.y:rect.bottom] > 100
                else:
                    mask = np.ones((rect.w, rect.h), bool)
                colour = tuple(pygame.Color(color))[:3]
                label = Label(str(text), self.px, colour, self.stem, rect, mask, caller(), painted=painting())
                if bgcolor is not None:
                    label.ground = tuple(pygame.Color(bgcolor))[:3]
                label.snap = _pixels(out, rect)
                _labels[out] = [label]
        return out


def _scaled_labels(source, out) -> None:
    labels = labels_of(source)
    if not labels or not _active:
        return
    check_covers(source, caller())
    sw, sh = source.get_size()
    ow, oh = out.get_size()
    sx, sy = ow / max(1, sw), oh / max(1, sh)
    scaled = [s for s in (label.scaled(sx, sy) for label in labels if not label.hidden) if s is not None]
    for label in scaled:
        label.rect = label.rect.clip(out.get_rect())
        label.mask = label.mask[:label.rect.w, :label.rect.h]
        label.snap = _pixels(out, label.rect)
    _labels[out] = scaled


def _wrap_scale(real):
    def scale(surface, size, *rest):
        if rest:                                  # into a destination surface (the window's present)
            return real(surface, size, *rest)
        out = adopt(real(surface, size))
        _scaled_labels(surface, out)
        return out
    return scale


def _wrap_scale_by(real):
    def scale_by(surface, factor, *rest):
        out = adopt(real(surface, factor, *rest))
        _scaled_labels(surface, out)
        return out
    return scale_by


def _wrap_flip(real):
    def flip(surface, flip_x, flip_y):
        out = adopt(real(surface, flip_x, flip_y))
        labels = labels_of(surface)
        if labels and _active:
            w, h = surface.get_size()
            flipped = []
            for label in labels:
                r = label.rect
                rect = pygame.Rect(w - r.right if flip_x else r.x, h - r.bottom if flip_y else r.y, r.w, r.h)
                mask = label.mask[::-1 if flip_x else 1, ::-1 if flip_y else 1]
                flipped.append(label.clone(rect=rect, mask=mask, snap=_pixels(out, rect)))
            _labels[out] = flipped
        return out
    return flip


def _wrap_turn(real):
    def turn(surface, angle, *rest):
        out = adopt(real(surface, angle, *rest))
        if abs(angle) % 360 == 0 and not rest:
            _scaled_labels(surface, out)             # not turned: the same picture
        return out                                   # a die rolling: its words are not read
    return turn


def _wrap_draw(real):
    def draw(surface, *args, **kw):
        rect = real(surface, *args, **kw)
        if _active and isinstance(surface, RecSurface) and isinstance(rect, pygame.Rect):
            root, (ox, oy) = _root(surface)
            land(root, rect.move(ox, oy), [], callers())
        return rect
    return draw


def _wrap_load(real):
    def load(*args, **kw):
        return adopt(real(*args, **kw))
    return load


DRAWS = ("rect", "circle", "polygon", "line", "lines", "ellipse", "arc", "aaline", "aalines")


def empty_caches() -> None:
    """Forget every picture the scenes keep (functions' caches, modules' dicts of Surfaces)."""
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "scenes" or name.startswith("scenes.")):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and not isinstance(value, type):
                clear()
            elif isinstance(value, dict) and value and any(
                    isinstance(v, RealSurface) or (isinstance(v, tuple) and v and isinstance(v[0], RealSurface))
                    for v in list(value.values())[:4]):
                value.clear()
            elif type(value).__name__ == "PixelLRU":
                value.clear()


class Recording:
    """While it lasts, pictures carry their labels (see the module's docstring)."""

    def __enter__(self) -> "Recording":
        self.patch = pytest.MonkeyPatch()
        p = self.patch
        p.setattr(pygame, "Surface", RecSurface)
        p.setattr(pygame.font, "Font", RecFont)
        p.setattr(pygame.image, "load", _wrap_load(pygame.image.load))
        for name in ("smoothscale", "scale"):
            p.setattr(pygame.transform, name, _wrap_scale(getattr(pygame.transform, name)))
        for name in ("smoothscale_by", "scale_by"):
            p.setattr(pygame.transform, name, _wrap_scale_by(getattr(pygame.transform, name)))
        p.setattr(pygame.transform, "flip", _wrap_flip(pygame.transform.flip))
        p.setattr(pygame.transform, "rotate", _wrap_turn(pygame.transform.rotate))
        p.setattr(pygame.transform, "rotozoom", _wrap_turn(pygame.transform.rotozoom))
        for name in DRAWS:
            p.setattr(pygame.draw, name, _wrap_draw(getattr(pygame.draw, name)))
        _active.append(self)
        empty_caches()
        return self

    def __exit__(self, *exc) -> None:
        _active.remove(self)
        self.patch.undo()
        empty_caches()
        _labels.clear()

    def frame(self, scenes) -> "Frame":
        """Draw `scenes` (bottom first, as the app does) on a fresh 1920x1080 canvas; what it shows."""
        canvas = RecSurface((1920, 1080))
        canvas.fill((0, 0, 0))
        for scene in scenes:
            scene.draw(canvas)
        check_covers(canvas, "end of frame")
        return Frame(canvas, list(labels_of(canvas)))


@dataclass
class Frame:
    canvas: RealSurface
    labels: list[Label]

    def shown(self) -> list[Label]:
        return [label for label in self.labels if not label.hidden]


# ------------------------------------------------------------------ judging what a frame shows

def luminance(rgb) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a, b) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 to 21."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def shown(frame: Frame) -> list[Label]:
    """The labels a player sees: not hidden under something else, not fading in or out."""
    return [label for label in frame.labels if not label.hidden and label.alpha >= 0.9]


# What floats over a table and may hide nothing, not even wholly: the first game's tips.
FLOATING = ("coach.",)


def judge(frame: Frame, *, least: float, scale: float = 1.0, body: float = 4.5, large: float = 3.0,
          large_px: float = 47, large_bold_px: float = 36, struck: float = 0.04,
          tucked: tuple[str, ...] = ()) -> list[str]:
    """What keeps the frame's words from being read: words smaller than `least` pixels on the
    window (a canvas's pixel is `scale` of a window's), words over other words, words that
    something drawn later strikes through (a piece, a border; one wholly hidden under a panel or a
    piece is that thing's place, unless it floats: FLOATING; one a quarter or more under a panel drawn
    by `tucked` waits under it), words too close to their ground in
    luminance (WCAG 2: `body`:1, or `large`:1 for large words)."""
    found = []

    def under(label: Label) -> bool:        # under a panel that stands over the table for a while
        return label.covered >= 0.25 and any(f.startswith(tucked) for f in label.covered_stack)
    seen = [label for label in shown(frame) if not under(label)]
    for label in frame.labels:
        if label.alpha < 0.9:
            continue
        if label.hidden and not label.covered_by.startswith(FLOATING) or under(label):
            continue
        if label.covered >= struck:
            what = "hidden" if label.hidden else f"{label.covered:.0%} struck through"
            found.append(f"{what} by {label.covered_by}: {label.describe()}")
    for label in seen:
        if label.size * scale < least - 0.01 and not label.painted:
            found.append(f"{label.size * scale:.1f} px < {least}: {label.describe()}")
        if label.ground is not None:
            need = large if label.size >= (large_bold_px if "bold" in label.face else large_px) else body
            ratio = contrast(label.colour, label.ground)
            if ratio < need:
                found.append(f"contrast {ratio:.1f} < {need} ({label.colour} on {label.ground}): {label.describe()}")
    for i, a in enumerate(seen):
        for b in seen[i + 1:]:
            if a.rect.colliderect(b.rect):
                found.append(f"over each other: {a.describe()} and {b.describe()}")
    return found
