"""Raster core: antialiased masks (Pen), premultiplied RGBA images (Img), blur, outlines, light.

Everything the art modules draw goes through here. Shapes are drawn with pygame at
SS x resolution and box-filtered down to a float coverage mask in 0..1; masks are
then filled with colours or gradients, outlined, shadowed and bevel-lit on an Img,
a float32 premultiplied-alpha RGBA array. Nothing here needs a display.
"""
from __future__ import annotations

import math

import numpy as np
import pygame

SS = 4  # supersampling factor for masks


def rgb(c) -> np.ndarray:
    """A colour (0..255 tuple) as float32 0..1."""
    return np.asarray(c[:3], dtype=np.float32) / 255.0


def mix(a, b, t: float) -> tuple[int, int, int]:
    """Blend two 0..255 colours."""
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def shade(c, f: float) -> tuple[int, int, int]:
    """Darken (f<1) or lighten toward white (f>1) a colour."""
    if f <= 1:
        return tuple(int(round(v * f)) for v in c[:3])
    return mix(c, (255, 255, 255), min(1.0, f - 1))


class Pen:
    """Draws white shapes onto a supersampled canvas; `mask()` returns coverage 0..1.

    Coordinates are in a local frame: point (x, y) maps to
    (ox + x * scale, oy + y * scale) target pixels, optionally rotated by `angle`
    degrees around the local point `pivot`.
    """

    def __init__(self, w: int, h: int, ox: float = 0.0, oy: float = 0.0,
                 scale: float = 1.0, angle: float = 0.0, pivot=(0.0, 0.0), ss: int = SS):
        self.w, self.h, self.ss = w, h, ss
        self.ox, self.oy, self.scale = ox, oy, scale
        self.angle = math.radians(angle)
        self.pivot = pivot
        self.surf = pygame.Surface((w * ss, h * ss))
        self.surf.fill((0, 0, 0))
        self.ink = (255, 255, 255)

    # -- frame ---------------------------------------------------------------------------
    def pt(self, x: float, y: float) -> tuple[float, float]:
        if self.angle:
            px, py = self.pivot
            c, s = math.cos(self.angle), math.sin(self.angle)
            dx, dy = x - px, y - py
            x, y = px + dx * c - dy * s, py + dx * s + dy * c
        return ((self.ox + x * self.scale) * self.ss, (self.oy + y * self.scale) * self.ss)

    def _len(self, v: float) -> float:
        return v * self.scale * self.ss

    def erase(self, on: bool = True) -> "Pen":
        self.ink = (0, 0, 0) if on else (255, 255, 255)
        return self

    # -- shapes ----------------------------------------------------------------------------
    def polygon(self, pts) -> "Pen":
        p = [self.pt(x, y) for x, y in pts]
        if len(p) >= 3:
            pygame.draw.polygon(self.surf, self.ink, p)
        return self

    def circle(self, cx: float, cy: float, r: float) -> "Pen":
        x, y = self.pt(cx, cy)
        pygame.draw.circle(self.surf, self.ink, (x, y), self._len(r))
        return self

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, rot: float = 0.0, n: int = 72) -> "Pen":
        a = math.radians(rot)
        ca, sa = math.cos(a), math.sin(a)
        pts = []
        for i in range(n):
            t = 2 * math.pi * i / n
            ex, ey = rx * math.cos(t), ry * math.sin(t)
            pts.append((cx + ex * ca - ey * sa, cy + ex * sa + ey * ca))
        return self.polygon(pts)

    def rect(self, x: float, y: float, w: float, h: float, r: float = 0.0) -> "Pen":
        if r <= 0:
            return self.polygon([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])
        return self.polygon(rounded_rect_pts(x, y, w, h, r))

    def line(self, a, b, width: float) -> "Pen":
        """A thick segment with round caps."""
        (x0, y0), (x1, y1) = a, b
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * width / 2, dx / n * width / 2
        self.polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
        self.circle(x0, y0, width / 2)
        self.circle(x1, y1, width / 2)
        return self

    def polyline(self, pts, width: float) -> "Pen":
        for a, b in zip(pts, pts[1:]):
            self.line(a, b, width)
        return self

    def arc(self, cx, cy, r, a0, a1, width, n: int = 48) -> "Pen":
        """A thick arc from angle a0 to a1 (degrees, 0 = +x, clockwise on screen)."""
        return self.polyline(arc_pts(cx, cy, r, r, a0, a1, n), width)

    def ring(self, cx, cy, r, width) -> "Pen":
        return self.polygon(ring_pts(cx, cy, r + width / 2, r - width / 2))

    def bezier(self, pts, width: float, n: int = 32) -> "Pen":
        return self.polyline(bezier_pts(pts, n), width)

    # -- result ----------------------------------------------------------------------------
    def mask(self) -> np.ndarray:
        ss = self.ss
        view = pygame.surfarray.pixels_red(self.surf)  # (W*ss, H*ss), no copy
        total = view.reshape(self.w, ss, self.h, ss).sum(axis=(1, 3), dtype=np.uint32)
        del view  # unlock the surface
        return (total.T.astype(np.float32) / (255.0 * ss * ss)).copy()


# -- point helpers ----------------------------------------------------------------------
def rounded_rect_pts(x, y, w, h, r, n: int = 10):
    r = min(r, w / 2, h / 2)
    pts = []
    for cx, cy, a0 in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0),
                       (x + r, y + h - r, 90), (x + r, y + r, 180)):
        for i in range(n + 1):
            a = math.radians(a0 + 90 * i / n)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def arc_pts(cx, cy, rx, ry, a0, a1, n: int = 48):
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / n))) for i in range(n + 1)]


def ring_pts(cx, cy, r_out, r_in, n: int = 96):
    outer = arc_pts(cx, cy, r_out, r_out, 0, 360, n)
    inner = arc_pts(cx, cy, r_in, r_in, 360, 0, n)
    return outer + inner


def bezier_pts(ctrl, n: int = 32):
    """Points along a cubic (4 points) or quadratic (3 points) Bezier curve."""
    out = []
    for i in range(n + 1):
        t = i / n
        if len(ctrl) == 3:
            (ax, ay), (bx, by), (cx, cy) = ctrl
            u = 1 - t
            out.append((u * u * ax + 2 * u * t * bx + t * t * cx, u * u * ay + 2 * u * t * by + t * t * cy))
        else:
            (ax, ay), (bx, by), (cx, cy), (dx, dy) = ctrl
            u = 1 - t
            out.append((u ** 3 * ax + 3 * u * u * t * bx + 3 * u * t * t * cx + t ** 3 * dx,
                        u ** 3 * ay + 3 * u * u * t * by + 3 * u * t * t * cy + t ** 3 * dy))
    return out


def star_pts(cx, cy, r_out, r_in, points: int = 5, rot: float = -90):
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + 180 * i / points)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


# -- mask operations --------------------------------------------------------------------
def _box1d(a: np.ndarray, r: int, axis: int, wrap: bool) -> np.ndarray:
    if r <= 0:
        return a
    n = a.shape[axis]
    mode = "wrap" if wrap else "constant"
    pad = [(0, 0)] * a.ndim
    pad[axis] = (r + 1, r)
    p = np.pad(a, pad, mode=mode)
    c = np.cumsum(p, axis=axis, dtype=np.float64)
    hi = np.take(c, np.arange(2 * r + 1, 2 * r + 1 + n), axis=axis)
    lo = np.take(c, np.arange(0, n), axis=axis)
    return ((hi - lo) / (2 * r + 1)).astype(np.float32)


def blur(a: np.ndarray, sigma: float, wrap: bool = False) -> np.ndarray:
    """Approximately Gaussian blur (three box passes) over the first two axes."""
    if sigma <= 0.3:
        return a.astype(np.float32)
    r = max(1, int(round(math.sqrt(12 * sigma * sigma / 3 + 1) / 2)))
    out = a.astype(np.float32)
    for _ in range(3):
        out = _box1d(out, r, 0, wrap)
        out = _box1d(out, r, 1, wrap)
    return out


def shift(a: np.ndarray, dx: int, dy: int, fill: float = 0.0) -> np.ndarray:
    """Translate an array by whole pixels, filling the uncovered part with `fill`."""
    out = np.full_like(a, fill)
    h, w = a.shape[:2]
    xs0, xs1 = max(0, -dx), min(w, w - dx)
    ys0, ys1 = max(0, -dy), min(h, h - dy)
    if xs1 > xs0 and ys1 > ys0:
        out[ys0 + dy:ys1 + dy, xs0 + dx:xs1 + dx] = a[ys0:ys1, xs0:xs1]
    return out


def dilate(m: np.ndarray, r: float) -> np.ndarray:
    """Grow an antialiased mask by r pixels, keeping a smooth edge."""
    if r <= 0:
        return m
    R = int(math.ceil(r)) + 1
    src = np.where(m > 1e-4, m, -1e9).astype(np.float32)
    best = np.full_like(m, -1e9)
    for dy in range(-R, R + 1):
        for dx in range(-R, R + 1):
            d = math.hypot(dx, dy)
            if d > r + 1:
                continue
            np.maximum(best, shift(src, dx, dy, -1e9) - d, out=best)
    return np.clip(best + r, 0, 1).astype(np.float32)


def erode(m: np.ndarray, r: float) -> np.ndarray:
    return 1.0 - dilate(1.0 - m, r)


def outline_of(m: np.ndarray, r: float) -> np.ndarray:
    """The band of width r around the outside of a mask."""
    return np.clip(dilate(m, r) - m, 0, 1)


def union(*ms: np.ndarray) -> np.ndarray:
    out = np.zeros_like(ms[0])
    for m in ms:
        out = out + m - out * m
    return out


# -- gradients & noise ------------------------------------------------------------------
def grid(h: int, w: int):
    y, x = np.mgrid[0:h, 0:w].astype(np.float32)
    return x + 0.5, y + 0.5


def lerp_colours(t: np.ndarray, stops) -> np.ndarray:
    """Map t (any shape, 0..1) through colour stops [(pos, (r,g,b)), ...] to (..., 3) float."""
    t = np.clip(t, 0, 1)
    pos = np.array([p for p, _ in stops], dtype=np.float32)
    cols = np.array([rgb(c) for _, c in stops], dtype=np.float32)
    out = np.empty(t.shape + (3,), dtype=np.float32)
    for ch in range(3):
        out[..., ch] = np.interp(t, pos, cols[:, ch])
    return out


def vgrad(h: int, w: int, stops, y0: float = 0, y1: float | None = None) -> np.ndarray:
    _, y = grid(h, w)
    y1 = h if y1 is None else y1
    return lerp_colours((y - y0) / max(1e-6, y1 - y0), stops)


def radial(h: int, w: int, cx: float, cy: float, r: float, stops, sy: float = 1.0) -> np.ndarray:
    x, y = grid(h, w)
    return lerp_colours(np.hypot(x - cx, (y - cy) / sy) / r, stops)


def noise(h: int, w: int, seed: int, beta: float = 2.0, fmin: float = 1.0,
          sx: float = 1.0, sy: float = 1.0) -> np.ndarray:
    """Tileable fractal noise in 0..1 (FFT-filtered white noise, power ~ 1/f^beta).

    sx / sy > 1 stretch features along x / y (wood grain, waves).
    """
    rng = np.random.default_rng(seed)
    white = rng.standard_normal((h, w))
    fy = np.fft.fftfreq(h)[:, None] * h * sy
    fx = np.fft.fftfreq(w)[None, :] * w * sx
    f = np.sqrt(fx * fx + fy * fy)
    f[0, 0] = 1.0
    filt = 1.0 / np.maximum(f, fmin) ** (beta / 2)
    filt[0, 0] = 0.0
    out = np.real(np.fft.ifft2(np.fft.fft2(white) * filt))
    lo, hi = np.percentile(out, 0.5), np.percentile(out, 99.5)
    return np.clip((out - lo) / (hi - lo + 1e-9), 0, 1).astype(np.float32)


# -- images -------------------------------------------------------------------------------
class Img:
    """A premultiplied-alpha float RGBA image."""

    def __init__(self, w: int, h: int, fill=None):
        self.w, self.h = w, h
        self.a = np.zeros((h, w, 4), dtype=np.float32)
        if fill is not None:
            self.a[..., :3] = rgb(fill)
            self.a[..., 3] = 1.0

    @classmethod
    def from_array(cls, rgbf: np.ndarray, alpha: np.ndarray | None = None) -> "Img":
        h, w = rgbf.shape[:2]
        im = cls(w, h)
        al = np.ones((h, w), np.float32) if alpha is None else alpha.astype(np.float32)
        im.a[..., :3] = rgbf * al[..., None]
        im.a[..., 3] = al
        return im

    @property
    def alpha(self) -> np.ndarray:
        return self.a[..., 3]

    def paint(self, mask: np.ndarray, colour, opacity: float = 1.0) -> "Img":
        """Composite `colour` (0..255 tuple or (h,w,3) float array) through `mask`, over."""
        al = np.clip(mask, 0, 1).astype(np.float32) * opacity
        col = colour if isinstance(colour, np.ndarray) else rgb(colour)
        src = col * al[..., None]
        self.a[..., :3] = src + self.a[..., :3] * (1 - al[..., None])
        self.a[..., 3] = al + self.a[..., 3] * (1 - al)
        return self

    def paint_atop(self, mask: np.ndarray, colour, opacity: float = 1.0) -> "Img":
        """Like paint, but never increases the alpha (colours only what is already there)."""
        al = np.clip(mask, 0, 1).astype(np.float32) * opacity
        col = colour if isinstance(colour, np.ndarray) else rgb(colour)
        base = self.a[..., 3]
        self.a[..., :3] = self.a[..., :3] * (1 - al[..., None]) + col * (al * base)[..., None]
        return self

    def multiply(self, factor: np.ndarray) -> "Img":
        """Scale colour (not alpha) by a per-pixel factor (light/dark texture)."""
        f = factor if factor.ndim == 3 else factor[..., None]
        self.a[..., :3] = np.clip(self.a[..., :3] * f, 0, None)
        self.a[..., :3] = np.minimum(self.a[..., :3], self.a[..., 3:4])
        return self

    def over(self, other: "Img", x: int = 0, y: int = 0, opacity: float = 1.0) -> "Img":
        """Composite another Img on top of this one at (x, y)."""
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = min(self.w, x + other.w), min(self.h, y + other.h)
        if x1 <= x0 or y1 <= y0:
            return self
        src = other.a[y0 - y:y1 - y, x0 - x:x1 - x] * opacity
        dst = self.a[y0:y1, x0:x1]
        self.a[y0:y1, x0:x1] = src + dst * (1 - src[..., 3:4])
        return self

    def shadow(self, mask: np.ndarray, dx: float, dy: float, sigma: float, opacity: float = 0.5,
               colour=(0, 0, 0)) -> "Img":
        m = shift(mask, int(round(dx)), int(round(dy)))
        return self.paint(blur(m, sigma), colour, opacity)

    def bevel(self, mask: np.ndarray, radius: float, strength: float = 0.6,
              light=(-0.6, -0.8), hi=(255, 255, 255), lo=(0, 0, 0), atop: bool = True) -> "Img":
        """Light a shape as if raised: highlight edges facing the light, darken the others."""
        hgt = blur(mask, radius)
        gy, gx = np.gradient(hgt)
        lx, ly = light
        n = math.hypot(lx, ly)
        d = -(gx * lx + gy * ly) / n * radius * 2.2
        d = np.clip(d, -1, 1) * mask
        fn = self.paint_atop if atop else self.paint
        fn(np.clip(d, 0, 1), hi, strength)
        fn(np.clip(-d, 0, 1), lo, strength)
        return self

    def copy(self) -> "Img":
        im = Img(self.w, self.h)
        im.a = self.a.copy()
        return im

    def to_surface(self) -> pygame.Surface:
        """A pygame Surface: 24-bit RGB when fully opaque, else 32-bit RGBA (straight alpha)."""
        al = self.a[..., 3:4]
        col = np.where(al > 1e-6, self.a[..., :3] / np.maximum(al, 1e-6), 0)
        if (np.round(al * 255) >= 255).all():
            data = np.clip(np.round(col * 255), 0, 255).astype(np.uint8)
            return pygame.image.frombuffer(np.ascontiguousarray(data).tobytes(), (self.w, self.h), "RGB").copy()
        out = np.concatenate([col, al], axis=2)
        data = np.clip(np.round(out * 255), 0, 255).astype(np.uint8)
        surf = pygame.image.frombuffer(np.ascontiguousarray(data).tobytes(), (self.w, self.h), "RGBA")
        return surf.copy()

    @classmethod
    def from_surface(cls, surf: pygame.Surface) -> "Img":
        w, h = surf.get_size()
        data = np.frombuffer(pygame.image.tobytes(surf, "RGBA"), dtype=np.uint8).reshape(h, w, 4)
        f = data.astype(np.float32) / 255.0
        return cls.from_array(f[..., :3], f[..., 3])

    def save(self, path) -> None:
        pygame.image.save(self.to_surface(), str(path))

    def resized(self, w: int, h: int) -> "Img":
        """Smooth downscale/upscale through pygame (premultiplied, so edges stay clean)."""
        data = np.clip(np.round(self.a * 255), 0, 255).astype(np.uint8)
        s = pygame.image.frombuffer(np.ascontiguousarray(data).tobytes(), (self.w, self.h), "RGBA")
        s2 = pygame.transform.smoothscale(s, (w, h))
        arr = np.frombuffer(pygame.image.tobytes(s2, "RGBA"), dtype=np.uint8).reshape(h, w, 4)
        im = Img(w, h)
        im.a = arr.astype(np.float32) / 255.0
        return im


def text_mask(font: pygame.font.Font, text: str) -> np.ndarray:
    """Coverage mask of rendered text (tight to the font's line box)."""
    s = font.render(text, True, (255, 255, 255))
    s = s.convert_alpha() if pygame.display.get_surface() else s
    data = np.frombuffer(pygame.image.tobytes(s, "RGBA"), dtype=np.uint8).reshape(s.get_height(), s.get_width(), 4)
    return data[..., 3].astype(np.float32) / 255.0


def place(mask_small: np.ndarray, h: int, w: int, x: int, y: int) -> np.ndarray:
    """Put a small mask into an h x w canvas at (x, y)."""
    out = np.zeros((h, w), np.float32)
    sh, sw = mask_small.shape
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(w, x + sw), min(h, y + sh)
    if x1 > x0 and y1 > y0:
        out[y0:y1, x0:x1] = mask_small[y0 - y:y1 - y, x0 - x:x1 - x]
    return out


def save_all(images, out) -> list:
    """Save (relative path, Img) pairs under the folder `out`; returns the paths written."""
    written = []
    for rel, img in images:
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        img.save(path)
        written.append(path)
    return written
