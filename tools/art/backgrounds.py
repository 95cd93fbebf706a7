"""Full pictures: the title screen sea, the wooden table, tileable parchment, the Cartagena thumbnail."""
from __future__ import annotations

import numpy as np

from scenes import theme as T

from .raster import Img, Pen, blur, dilate, grid, lerp_colours, noise
from .scenery import galleon, moon, night_sky, sea, sloop, stars
from .sprites import pawn_image
from .textures import parchment, vignette, wood
from .tiles import path_space

W, H = T.SCREEN_W, T.SCREEN_H


def clouds(img: Img, seed: int, y0: float, y1: float, colour, opacity: float, moon_xy=None) -> None:
    """Thin wisps of cloud stretched along the horizon, brighter near the moon."""
    h, w = img.h, img.w
    n = noise(h // 2, w // 2, seed, beta=3.0, sx=6.0)
    n = np.repeat(np.repeat(n, 2, axis=0), 2, axis=1)[:h, :w]
    _, y = grid(h, w)
    band = np.clip((y - y0) / 60, 0, 1) * np.clip((y1 - y) / 60, 0, 1)
    m = np.clip((n - 0.55) * 2.5, 0, 1) * band
    img.paint(m, (4, 8, 18), opacity * 0.8)
    if moon_xy is not None:
        x, _ = grid(h, w)
        lit = np.exp(-(((x - moon_xy[0]) / 500) ** 2 + ((y - moon_xy[1]) / 260) ** 2))
        rim = np.clip(m - np.roll(m, 3, axis=0), 0, 1)
        img.paint(rim * lit, colour, 0.8)
        img.paint(m * lit, colour, opacity * 0.35)


def title_bg() -> Img:
    """Night sea: stars, moon, a galleon on the left; calm top-middle (title) and lower-middle (menu)."""
    horizon = 690
    moon_x, moon_y = 1580, 210
    img = night_sky(W, H, horizon, 1001)
    stars(img, 1002, 1100, horizon, calm=(520, 60, 1400, 460), size=1.3)
    clouds(img, 1003, 380, 640, (160, 180, 210), 0.6, (moon_x, moon_y))
    moon(img, moon_x, moon_y, 64, 1004)
    clouds(img, 1005, 120, 300, (190, 205, 230), 0.35, (moon_x, moon_y))
    sea(img, horizon, 1006, glitter_x=moon_x, calm=(560, horizon + 20, 1360, H))
    # Mist on the horizon.
    _, y = grid(H, W)
    img.paint(np.exp(-((y - horizon) / 26) ** 2), (70, 96, 126), 0.35)
    img.over(galleon(W, H, 1210, horizon + 3, 70, windows=False), 0, 0, opacity=0.8)
    wl = horizon + 62
    ship = galleon(W, H, 290, wl, 500)
    img.over(ship)
    # The galleon's reflection and a dark swell in front of it.
    refl = Img(W, H)
    refl.a = ship.a[::-1].copy()
    refl.a = np.roll(refl.a, 2 * wl - H, axis=0)
    refl.a *= (y > wl)[..., None] * np.clip(1 - (y - wl) / 240, 0, 1)[..., None]
    img.over(refl, opacity=0.35)
    x, _ = grid(H, W)
    swell = wl + 10 + 8 * np.sin(x / 90) + 5 * np.sin(x / 37 + 2)
    front = np.clip(y - swell, 0, 1) * np.clip((640 - x) / 200, 0, 1)
    img.paint(blur(front, 2), (6, 18, 32), 0.6)
    img.paint(np.exp(-((y - swell) / 1.8) ** 2) * np.clip((620 - x) / 300, 0, 1), T.FOAM, 0.25)
    img.multiply(vignette(W, H, 0.55, 2.4))
    return img


def table_bg() -> Img:
    """A dark wooden tabletop lit softly from above: subtle, so game pieces stand out."""
    col = wood(W, H, 21, plank=154, light=0.9)
    img = Img.from_array(col)
    x, y = grid(H, W)
    pool = np.exp(-(((x - W / 2) / 1100) ** 2 + ((y - H / 2) / 700) ** 2))
    img.multiply(0.55 + 0.55 * pool)
    img.multiply(vignette(W, H, 0.5, 2.2))
    return img


def parchment_bg(size: int = 512) -> Img:
    """A seamlessly tileable parchment texture."""
    return Img.from_array(parchment(size, size, 7, tile=True))


def leaves(img: Img, seed: int, anchors, count: int, length: float) -> None:
    """Broad jungle leaves fanning out from anchor points (framing corners)."""
    w, h = img.w, img.h
    rng = np.random.default_rng(seed)
    x, y = grid(h, w)
    for i in range(count):
        ax, ay = anchors[i % len(anchors)]
        ang = rng.uniform(0, 2 * np.pi)
        toward = np.arctan2(h / 2 - ay, w / 2 - ax)
        ang = toward + rng.uniform(-1.2, 1.2)
        ln = length * rng.uniform(0.8, 1.3)
        cx, cy = ax + np.cos(ang) * ln * 0.9, ay + np.sin(ang) * ln * 0.9
        m = Pen(w, h).ellipse(cx, cy, ln, ln * 0.36, rot=np.degrees(ang)).mask()
        img.shadow(m, 4, 5, 5, 0.5)
        img.paint(dilate(m, 1.2), (6, 24, 14))
        tone = rng.uniform(0.8, 1.25)
        img.paint(m, lerp_colours(noise(h, w, seed * 7 + i, beta=2.0),
                                  ((0, tuple(int(c * tone) for c in (40, 110, 56))),
                                   (1, tuple(min(255, int(c * tone)) for c in (96, 176, 84))))))
        img.bevel(m, 3, 0.45)
        rib = Pen(w, h).line((cx - np.cos(ang) * ln * 0.9, cy - np.sin(ang) * ln * 0.9),
                             (cx + np.cos(ang) * ln * 0.9, cy + np.sin(ang) * ln * 0.9), 1.5).mask()
        img.paint(rib * m, (200, 240, 170), 0.35)


def thumb_cartagena(w: int = 560, h: int = 320) -> Img:
    """The game card for Cartagena: a tunnel in a cliff, a path of symbol spaces, pawns, the sloop."""
    horizon = 150
    img = night_sky(w, h, horizon, 2001)
    stars(img, 2002, 160, horizon)
    moon(img, 470, 52, 22, 2003)
    sea(img, horizon, 2004, glitter_x=470)
    x, y = grid(h, w)
    # Beach sweeping from the cliff toward the water.
    edge = 205 + 0.18 * (x - 250) + 8 * np.sin(x / 40)
    beach = np.clip(y - edge, 0, 1)
    img.paint(np.exp(-((y - edge) / 2.5) ** 2), T.FOAM, 0.6)
    img.paint(beach, lerp_colours((y - 190) / 130, ((0, (170, 150, 110)), (1, (100, 86, 66))))
              * (0.9 + 0.2 * noise(h, w, 2005, beta=1.3))[..., None])
    # The sloop waiting offshore.
    img.over(sloop(w, h, 440, 196, 120))
    front = np.clip(y - (198 + 3 * np.sin(x / 9)), 0, 1) * (x > 360) * np.clip(y < edge, 0, 1)
    img.paint(front, (24, 74, 100), 0.9)
    # The cliff with the tunnel mouth.
    cliff = Pen(w, h).polygon([(0, 40), (60, 30), (140, 46), (210, 90), (250, 160), (262, 240), (230, 320),
                               (0, 320)]).mask()
    cliff = np.clip((blur(cliff, 3) - 0.5) * 3 + 0.5, 0, 1)
    img.shadow(cliff, 6, 6, 8, 0.6)
    img.paint(dilate(cliff, 1.2), T.INK)
    img.paint(cliff, lerp_colours(noise(h, w, 2006, beta=1.9), ((0, (48, 46, 54)), (1, (104, 98, 100)))))
    img.bevel(cliff, 5, 0.5, light=(0.5, -0.8))
    mouth = Pen(w, h).rect(70, 150, 100, 110).circle(120, 150, 50).mask()
    img.paint(dilate(mouth, 4), (150, 140, 126))
    img.bevel(dilate(mouth, 4), 3, 0.5)
    img.paint(mouth, lerp_colours((y - 100) / 160, ((0, (4, 4, 8)), (1, (40, 26, 16)))))
    img.paint(mouth * np.exp(-(((x - 120) / 40) ** 2 + ((y - 250) / 50) ** 2)), (255, 150, 60), 0.35)
    # A path of symbol spaces from the tunnel to the shore, with pirates on it.
    spots = [(112, 262, "lantern"), (172, 276, "parrot"), (234, 278, "chest"), (296, 270, "rum"),
             (356, 258, "pistol"), (414, 244, "hook")]
    for cx, cy, name in spots:
        t = path_space(name).resized(60, 60)
        img.over(t, cx - 30, cy - 30)
    for (cx, cy, _), seat in zip((spots[1], spots[3], spots[4]), (0, 1, 2)):
        p = pawn_image(seat, 40, 60)
        img.over(p, cx - 20 + 8, cy - 54)
    leaves(img, 2007, [(10, 10), (60, 0), (0, 60)], 11, 40)
    leaves(img, 2008, [(556, 316)], 5, 30)
    img.multiply(vignette(w, h, 0.45, 2.5))
    return img
