"""The player colours stay apart for colour-blind players and on a dim TV (issue 21, item 8):
every two of them differ by at least 10 CIEDE2000 units for normal vision, protanopia and
deuteranopia (Machado, Oliveira and Fernandes 2009, full severity), at full light and on a dim TV
(45% of the light, a lifted black), as a patch and as a small pawn (hues at half their chroma).
Each colour reads on the dark tables and keeps an emblem of its own."""
from __future__ import annotations

import itertools
import math

import numpy as np

from scenes import theme

CVD = {
    "normal": np.eye(3),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
}


def linear(rgb) -> np.ndarray:
    c = np.asarray(rgb, dtype=float) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def lab_of_linear(lin: np.ndarray) -> tuple[float, float, float]:
    lin = np.clip(lin, 0, 1)
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ lin
    xyz /= np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 0.008856, np.cbrt(xyz), 7.787 * xyz + 16 / 116)
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def ciede2000(lab1, lab2) -> float:
    L1, a1, b1 = lab1
    L2, a2, b2 = lab2
    cm = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(cm ** 7 / (cm ** 7 + 25 ** 7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    dH = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    lm, cmp_ = (L1 + L2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        hm = h1 + h2
    elif abs(h1 - h2) <= 180:
        hm = (h1 + h2) / 2
    else:
        hm = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm))
         + 0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    rc = 2 * math.sqrt(cmp_ ** 7 / (cmp_ ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (lm - 50) ** 2 / math.sqrt(20 + (lm - 50) ** 2)
    sc, sh = 1 + 0.045 * cmp_, 1 + 0.015 * cmp_ * t
    rt = -math.sin(math.radians(60 * math.exp(-((hm - 275) / 25) ** 2))) * rc
    dl, dc = (L2 - L1) / sl, (c2 - c1) / sc
    return math.sqrt(dl ** 2 + dc ** 2 + (dH / sh) ** 2 + rt * dc * (dH / sh))


def seen(rgb, vision: str, dim: bool, small: bool) -> tuple[float, float, float]:
    lin = linear(rgb)
    if dim:
        lin = 0.45 * lin + 0.02
    L, a, b = lab_of_linear(CVD[vision] @ lin)
    return (L, a * 0.5, b * 0.5) if small else (L, a, b)


def test_ciede2000_agrees_with_the_published_test_data():
    # Sharma, Wu and Dalal (2005), pairs 1 and 17.
    assert abs(ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) - 2.0425) < 1e-3
    assert abs(ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) - 27.1492) < 1e-3


def test_every_two_player_colours_stay_apart_for_every_eye_and_on_a_dim_tv():
    worst = []
    for vision in CVD:
        for dim in (False, True):
            for small in (False, True):
                for p, q in itertools.combinations(theme.PLAYER_COLOURS, 2):
                    d = ciede2000(seen(p.rgb, vision, dim, small), seen(q.rgb, vision, dim, small))
                    worst.append((d, p.name, q.name, vision, dim, small))
    assert min(worst)[0] >= 10.0, min(worst)


def test_each_colour_reads_on_the_dark_tables_and_has_its_own_emblem():
    for pc in theme.PLAYER_COLOURS:
        assert lab_of_linear(linear(pc.rgb))[0] >= 45, pc.name
    assert len({pc.emblem for pc in theme.PLAYER_COLOURS}) == len(theme.PLAYER_COLOURS)
    assert len({pc.name for pc in theme.PLAYER_COLOURS}) == len(theme.PLAYER_COLOURS)
