"""Synthesised sounds (numpy): UI blips, cards, pieces, bells, a fanfare, and the looping sea.

Every sound is built from envelopes, FFT-filtered noise, additive tones and FM
bells with a fixed seed, faded at both ends (no clicks) and normalised to a peak
of -3 dBFS. Written as 16-bit mono WAV: 44100 Hz, the sea loop 22050 Hz.
"""
from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 44100
SEA_RATE = 22050
PEAK = 10 ** (-3 / 20)


def _t(dur: float, rate: int = RATE) -> np.ndarray:
    return np.arange(int(round(dur * rate))) / rate


def _noise(n: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(n)


def band(x: np.ndarray, lo: float, hi: float, rate: int = RATE, soft: float = 0.25) -> np.ndarray:
    """Zero-phase band-pass by FFT with smooth (log-frequency) shoulders. Circular."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / rate)
    lf = np.log2(np.maximum(f, 1.0))
    g = np.ones_like(f)
    if lo > 0:
        g *= 1 / (1 + np.exp(-(lf - np.log2(lo)) / soft))
    if hi > 0:
        g *= 1 / (1 + np.exp((lf - np.log2(hi)) / soft))
    return np.fft.irfft(spec * g, len(x))


def env(t: np.ndarray, attack: float, decay: float, hold: float = 0.0) -> np.ndarray:
    """Linear attack, optional hold, exponential decay (time constant `decay`)."""
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    d = np.exp(-np.maximum(t - attack - hold, 0) / decay)
    return a * d


def at(buf: np.ndarray, sig: np.ndarray, start: float, rate: int = RATE) -> None:
    """Mix `sig` into `buf` starting at `start` seconds (clipped to the buffer)."""
    i = int(round(start * rate))
    n = min(len(sig), len(buf) - i)
    if n > 0:
        part = sig[:n].copy()
        k = min(n, int(0.006 * rate))
        part[n - k:] *= np.linspace(1, 0, k)  # never end on a cliff (no clicks)
        buf[i:i + n] += part


def bell(f: float, dur: float, ratio: float = 1.4, index: float = 2.5, decay: float = 0.5) -> np.ndarray:
    """An FM bell: the modulation index decays faster than the tone, so it mellows."""
    t = _t(dur)
    idx = index * np.exp(-t / (decay * 0.35))
    tone = np.sin(2 * np.pi * f * t + idx * np.sin(2 * np.pi * f * ratio * t))
    tone += 0.25 * np.sin(2 * np.pi * f * 2.0 * t) * np.exp(-t / (decay * 0.4))
    return tone * env(t, 0.003, decay)


def brass(f: float, dur: float, vib: float = 0.0) -> np.ndarray:
    """A soft brassy note: harmonics whose brightness swells in and settles."""
    t = _t(dur)
    phase = 2 * np.pi * f * t + vib * np.sin(2 * np.pi * 5.5 * t) * np.clip((t - 0.15) / 0.3, 0, 1)
    bright = 0.35 + 0.65 * np.exp(-t / 0.25)
    out = np.zeros_like(t)
    for n in range(1, 9):
        out += np.sin(n * phase) * (1 / n ** 1.3) * bright ** (n - 1)
    a = np.clip(t / 0.03, 0, 1)
    r = np.clip((dur - t) / 0.08, 0, 1)
    return out * a * r


def room(x: np.ndarray, seconds: float = 0.5, mix: float = 0.18, seed: int = 99) -> np.ndarray:
    """A soft room: convolve with exponentially decaying, darkened noise (by FFT), extending the tail."""
    t = _t(seconds)
    ir = band(_noise(len(t), seed), 200, 5000) * np.exp(-t / (seconds / 5))
    ir /= np.sqrt(np.sum(ir ** 2)) + 1e-12
    n = len(x) + len(ir)
    wet = np.fft.irfft(np.fft.rfft(x, n) * np.fft.rfft(ir, n), n)
    dry = np.concatenate([x, np.zeros(len(ir))])
    wet *= np.max(np.abs(dry)) / (np.max(np.abs(wet)) + 1e-12)
    return dry + mix * wet


def finish(x: np.ndarray, rate: int = RATE, fade: float = 0.004) -> np.ndarray:
    """Trim the silent tail, fade both ends and normalise the peak to -3 dBFS."""
    loud = np.nonzero(np.abs(x) > np.max(np.abs(x)) * 10 ** (-54 / 20))[0]
    x = x[:loud[-1] + 1].copy() if len(loud) else x.copy()
    n = max(1, int(fade * rate))
    ramp = np.linspace(0, 1, n)
    x[:n] *= ramp
    x[-n:] *= ramp[::-1]
    return x / (np.max(np.abs(x)) + 1e-12) * PEAK


# -- the sounds -----------------------------------------------------------------------------
def click():
    t = _t(0.07)
    s = np.sin(2 * np.pi * 1320 * t) * env(t, 0.001, 0.012) + 0.5 * np.sin(2 * np.pi * 2640 * t) * env(t, 0.001, 0.006)
    s += 0.3 * band(_noise(len(t), 1), 2000, 6000) * env(t, 0.0005, 0.004)
    return s


def select():
    out = np.zeros(len(_t(0.5)))
    at(out, bell(659.3, 0.3, ratio=2.0, index=1.2, decay=0.12), 0.0)
    at(out, bell(987.8, 0.4, ratio=2.0, index=1.2, decay=0.16), 0.08)
    return room(out, 0.3, 0.12)


def back():
    out = np.zeros(len(_t(0.36)))
    for i, f in enumerate((493.9, 329.6)):
        t = _t(0.25)
        at(out, (np.sin(2 * np.pi * f * t) + 0.2 * np.sin(4 * np.pi * f * t)) * env(t, 0.004, 0.07), i * 0.09)
    return out


def card_play():
    t = _t(0.16)
    slap = band(_noise(len(t), 4), 700, 5000) * env(t, 0.0008, 0.025)
    thump = np.sin(2 * np.pi * (140 - 300 * t) * t) * env(t, 0.001, 0.03)
    return slap + 0.8 * thump


def card_draw():
    t = _t(0.28)
    n = _noise(len(t), 5)
    lo, hi = band(n, 900, 3500), band(n, 1800, 6000)
    mixk = np.clip(t / 0.2, 0, 1)
    shape = np.clip(t / 0.06, 0, 1) * np.exp(-np.maximum(t - 0.06, 0) / 0.07)
    return (lo * (1 - mixk) + hi * mixk) * shape


def shuffle():
    out = np.zeros(len(_t(0.75)))
    rng = np.random.default_rng(6)
    tm = 0.0
    for i in range(28):
        t = _t(0.02)
        f = rng.uniform(2500, 4500)
        c = band(_noise(len(t), 100 + i), 1800, 7000) * env(t, 0.0005, 0.004)
        c += 0.3 * np.sin(2 * np.pi * f * t) * env(t, 0.0005, 0.003)
        at(out, c * rng.uniform(0.5, 1.0), tm)
        tm += 0.022 - 0.0004 * i + rng.uniform(-0.003, 0.003)
    at(out, card_play() * 1.2, tm + 0.03)
    return out


def hop():
    t = _t(0.09)
    f = 170 * np.exp(-t / 0.05) + 90
    ph = 2 * np.pi * np.cumsum(f) / RATE
    s = np.sin(ph) * env(t, 0.002, 0.025)
    s += 0.25 * band(_noise(len(t), 7), 300, 2000) * env(t, 0.0005, 0.008)
    return s


def slide():
    t = _t(0.38)
    n = band(_noise(len(t), 8), 250, 1400)
    grain = 0.6 + 0.4 * np.abs(band(_noise(len(t), 9), 8, 40))
    shape = np.clip(t / 0.04, 0, 1) * np.clip((0.38 - t) / 0.12, 0, 1)
    return n * grain * shape


def board():
    out = np.zeros(len(_t(1.5)))
    t = _t(0.3)
    f = 110 * np.exp(-t / 0.08) + 70
    thunk = np.sin(2 * np.pi * np.cumsum(f) / RATE) * env(t, 0.002, 0.07)
    thunk += 0.6 * band(_noise(len(t), 10), 180, 900) * env(t, 0.001, 0.04)
    at(out, thunk, 0.0)
    at(out, 0.55 * bell(880.0, 1.4, ratio=1.4, index=2.0, decay=0.45), 0.07)
    at(out, 0.3 * bell(1318.5, 1.2, ratio=1.4, index=1.5, decay=0.35), 0.07)
    return room(out, 0.5, 0.15)


def turn():
    out = np.zeros(len(_t(1.4)))
    at(out, bell(784.0, 1.3, ratio=2.0, index=1.6, decay=0.45), 0.0)
    at(out, 0.8 * bell(1174.7, 1.1, ratio=2.0, index=1.4, decay=0.4), 0.14)
    return room(out, 0.6, 0.2)


def victory():
    out = np.zeros(len(_t(2.7)))
    notes = [(392.0, 0.0, 0.16), (523.3, 0.16, 0.16), (659.3, 0.32, 0.16), (784.0, 0.48, 0.34),
             (659.3, 0.84, 0.14), (784.0, 1.0, 1.6)]
    for f, st, d in notes:
        at(out, brass(f, d, vib=0.004 * f if d > 1 else 0.0), st)
    for f in (261.6, 329.6, 392.0):  # the final chord underneath
        at(out, 0.45 * brass(f, 1.6), 1.0)
    t = _t(0.6)
    for st in (0.0, 0.48, 1.0):  # soft timpani
        at(out, 0.8 * np.sin(2 * np.pi * (98 + 20 * np.exp(-t / 0.05)) * t) * env(t, 0.003, 0.18), st)
    return room(out, 0.5, 0.2)


def error():
    t = _t(0.3)
    s = np.zeros_like(t)
    for f in (110.0, 116.5):
        for n in (1, 3, 5):
            s += np.sin(2 * np.pi * f * n * t) / n ** 1.6
    return s * np.clip(t / 0.015, 0, 1) * np.clip((0.3 - t) / 0.1, 0, 1)


def splash():
    out = np.zeros(len(_t(0.9)))
    t = _t(0.9)
    body = band(_noise(len(t), 11), 150, 2500) * env(t, 0.012, 0.14)
    spray = band(_noise(len(t), 12), 2500, 8000) * env(t, 0.02, 0.2) * 0.25
    out += body + spray
    rng = np.random.default_rng(13)
    for _ in range(9):
        d = _t(0.05)
        f0 = rng.uniform(700, 1600)
        f = f0 * (1 + 2.5 * d / 0.05)
        blip = np.sin(2 * np.pi * np.cumsum(f) / RATE) * env(d, 0.002, 0.012)
        at(out, blip * rng.uniform(0.15, 0.35), rng.uniform(0.08, 0.6))
    return out


def curtain():
    t = _t(0.65)
    n = _noise(len(t), 14)
    lo, hi = band(n, 300, 1800), band(n, 900, 4500)
    mixk = np.sin(np.pi * np.clip(t / 0.5, 0, 1))
    shape = np.sin(np.pi * np.clip(t / 0.6, 0, 1)) ** 1.5
    return (lo * (1 - mixk) + hi * mixk) * shape


def coin():
    out = np.zeros(len(_t(0.7)))
    rng = np.random.default_rng(15)
    for i, st in enumerate((0.0, 0.07, 0.12, 0.21, 0.33)):
        d = _t(0.35)
        f = rng.uniform(2200, 3600)
        hit = sum(np.sin(2 * np.pi * f * r * d) * env(d, 0.0005, 0.12 / r) / r for r in (1.0, 2.76, 5.40))
        at(out, hit * (1.0 - 0.12 * i), st)
    return out


def dice():
    out = np.zeros(len(_t(0.65)))
    rng = np.random.default_rng(16)
    tm, gap = 0.0, 0.03
    for i in range(14):
        d = _t(0.03)
        f = rng.uniform(1400, 2600)
        clack = np.sin(2 * np.pi * f * d) * env(d, 0.0005, 0.006)
        clack += 0.6 * band(_noise(len(d), 200 + i), 900, 5000) * env(d, 0.0003, 0.003)
        at(out, clack * (1.0 - 0.05 * i), tm)
        tm += gap * rng.uniform(0.6, 1.4)
        gap *= 1.12
    return out


def sea_loop(dur: float = 12.0):
    """Waves and a faint wind; every component is periodic over `dur`, so it loops seamlessly."""
    n = int(dur * SEA_RATE)
    t = np.arange(n) / SEA_RATE
    surf = band(_noise(n, 17), 60, 900, SEA_RATE, soft=0.5)
    hiss = band(_noise(n, 18), 1500, 5000, SEA_RATE, soft=0.5)
    wind = band(_noise(n, 19), 300, 700, SEA_RATE, soft=0.3)
    w1 = 0.5 - 0.5 * np.cos(2 * np.pi * 3 * t / dur)          # a wave every 4 s
    w2 = 0.5 - 0.5 * np.cos(2 * np.pi * 2 * t / dur + 1.3)    # a slower swell
    swell = 0.35 + 0.65 * (0.6 * w1 ** 2 + 0.4 * w2 ** 2)
    wash = np.clip(np.sin(2 * np.pi * 3 * t / dur - 0.6), 0, 1) ** 3
    gust = 0.5 + 0.5 * np.sin(2 * np.pi * t / dur + 0.4)
    x = surf * swell + 0.35 * hiss * wash + 0.12 * wind * gust
    return x / (np.max(np.abs(x)) + 1e-12) * PEAK


SOUNDS = {
    "click": click, "select": select, "back": back, "card_play": card_play, "card_draw": card_draw,
    "shuffle": shuffle, "hop": hop, "slide": slide, "board": board, "turn": turn, "victory": victory,
    "error": error, "splash": splash, "curtain": curtain, "coin": coin, "dice": dice,
}


def write_wav(path: Path, x: np.ndarray, rate: int = RATE) -> None:
    data = np.clip(np.round(x * 32767), -32768, 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(data.tobytes())


def build(out: Path, names=None) -> list[Path]:
    """Write the one-shots (and sea_loop.wav) into out/sounds."""
    dest = out / "sounds"
    dest.mkdir(parents=True, exist_ok=True)
    written = []
    for name, fn in SOUNDS.items():
        if names and name not in names:
            continue
        write_wav(dest / f"{name}.wav", finish(fn()))
        written.append(dest / f"{name}.wav")
    if not names or "sea_loop" in names:
        write_wav(dest / "sea_loop.wav", sea_loop(), SEA_RATE)
        written.append(dest / "sea_loop.wav")
    return written
