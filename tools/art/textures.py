"""Surface textures: tileable parchment and dark wooden planks (numpy noise, fixed seeds)."""
from __future__ import annotations

import numpy as np

from scenes import theme as T

from .raster import Img, blur, grid, lerp_colours, noise, rgb


def parchment(w: int, h: int, seed: int = 7, tile: bool = True, tone: float = 1.0) -> np.ndarray:
    """Aged paper colour (h, w, 3): blotches, fibres and a few specks. Periodic when `tile`."""
    blot = noise(h, w, seed, beta=3.2)
    mid = noise(h, w, seed + 1, beta=2.0)
    fibre = noise(h, w, seed + 2, beta=0.8, sx=9.0)
    fibre2 = noise(h, w, seed + 3, beta=0.8, sy=9.0)
    t = 0.55 * blot + 0.25 * mid
    col = lerp_colours(t, ((0.0, (248, 238, 208)), (0.5, T.PARCHMENT), (0.85, (222, 200, 152)),
                           (1.0, T.PARCHMENT_DARK)))
    f = 1.0 - 0.05 * np.clip((fibre - 0.6) * 3, 0, 1) - 0.04 * np.clip((fibre2 - 0.62) * 3, 0, 1)
    rng = np.random.default_rng(seed + 4)
    specks = (rng.random((h, w)) > 0.9985).astype(np.float32)
    specks = blur(specks, 0.7, wrap=tile) * 3
    f = f - 0.3 * np.clip(specks, 0, 1)
    col = col * f[..., None]
    # Soft tea-brown stains (coloured, not grey).
    stain = np.clip((noise(h, w, seed + 5, beta=3.6) - 0.68) * 3.5, 0, 1) * 0.32
    col = col * (1 - stain[..., None]) + rgb((196, 156, 96))[None, None] * stain[..., None]
    return np.clip(col * tone, 0, 1)


def wood(w: int, h: int, seed: int = 21, plank: int = 154, light: float = 1.0) -> np.ndarray:
    """Dark horizontal wooden planks (h, w, 3), lit softly; not periodic (a full-screen table)."""
    x, y = grid(h, w)
    row = np.floor(y / plank)
    rng = np.random.default_rng(seed)
    tones = rng.uniform(0.82, 1.12, 64)
    offs = rng.uniform(0, 4000, 64)
    ri = row.astype(np.int64) % 64
    warp = noise(h, w, seed + 1, beta=2.6, sx=6.0)
    grain_n = noise(h, w, seed + 2, beta=1.0, sx=30.0)
    rings = np.sin((y + warp * 90 + offs[ri] * 0.01) * 0.21 + np.sin((x + offs[ri]) / 260) * 2.0)
    g = 0.5 + 0.5 * rings
    t = 0.35 + 0.35 * g + 0.3 * grain_n
    col = lerp_colours(t, ((0.0, (30, 18, 12)), (0.5, T.WOOD_DARK), (1.0, (92, 60, 36))))
    col = col * tones[ri][..., None]
    # Plank seams: a dark groove with a faint lit lip below it, plus butt joints.
    fy = y - row * plank
    seam = np.exp(-(fy / 2.0) ** 2) + np.exp(-((plank - fy) / 1.5) ** 2)
    lip = np.exp(-((fy - 3.5) / 1.5) ** 2)
    joint_x = (offs[ri] * 0.37) % 900 + 300
    joint = np.exp(-((x - joint_x) / 1.6) ** 2) * (np.abs(x - joint_x) < 8)
    col = col * (1 - 0.75 * np.clip(seam + joint, 0, 1))[..., None] + 0.05 * lip[..., None]
    return np.clip(col * light, 0, 1)


def vignette(w: int, h: int, strength: float = 0.55, power: float = 2.2) -> np.ndarray:
    """1 in the middle falling to 1 - strength in the corners."""
    x, y = grid(h, w)
    d = np.hypot((x - w / 2) / (w / 2), (y - h / 2) / (h / 2)) / np.sqrt(2)
    return (1 - strength * d ** power).astype(np.float32)


def parchment_img(w: int, h: int, seed: int = 7) -> Img:
    return Img.from_array(parchment(w, h, seed))


def dark_card(w: int, h: int, seed: int = 9) -> np.ndarray:
    """The Filibusters' darker card stock: tarred navy with faint weave."""
    n = noise(h, w, seed, beta=2.6)
    weave = noise(h, w, seed + 1, beta=0.7, sx=6.0)
    col = lerp_colours(0.6 * n + 0.2 * weave, ((0, (20, 28, 44)), (0.6, T.NAVY), (1, (44, 58, 84))))
    return col * rgb((255, 255, 255))[None, None]
