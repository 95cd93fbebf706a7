"""Sound: the generated effects of assets/sounds, played at the settings' volumes.

Runs silently when there is no audio device (the mixer fails to start) and in
the attract-mode demo when muted. Sounds load on first use. Without a sound device
the C libraries' complaints (ALSA's many lines) are kept off the terminal and one
clear line says so, once.
"""
from __future__ import annotations

import os
import sys
import tempfile
from typing import Callable

import pygame

from .theme import ASSETS


NOISE = ("ALSA lib ", "Cannot connect to server socket", "jack server is not running")  # i18n: keep (C libraries' words, matched)
_said_silent = False


def quietly(fn: Callable[[], object]) -> object:
    """Run `fn` with the process's stderr (fd 2, where C libraries write) caught; lines of
    sound-library noise are dropped, any other line is passed on."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        return fn()
    with tempfile.TemporaryFile() as caught:
        os.dup2(caught.fileno(), 2)
        try:
            return fn()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            for line in caught.read().decode(errors="replace").splitlines():
                if line.strip() and not line.startswith(NOISE):
                    print(line, file=sys.stderr)


def say_silent(reason: str) -> None:
    """One line, once per run: there is no sound, and why."""
    global _said_silent
    if not _said_silent:
        _said_silent = True
        print(f"Pirate Arcade: no sound device could be opened ({reason}); playing without sound.",
              file=sys.stderr)


class Audio:
    def __init__(self, volume: int = 8, music: int = 5) -> None:
        self.enabled = False
        self.muted = False
        self.volume = volume
        self.music_volume = music
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._music_channel = None
        try:
            if not pygame.mixer.get_init():
                quietly(lambda: pygame.mixer.init(44100, -16, 1, 512))
            pygame.mixer.set_num_channels(24)
            self.enabled = True
        except pygame.error as exc:
            self.enabled = False
            say_silent(str(exc) or "the mixer did not start")  # i18n: keep (a line on stderr)

    def _get(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = ASSETS / "sounds" / f"{name}.wav"
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path)) if self.enabled else None
            except (pygame.error, FileNotFoundError):
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        if not self.enabled or self.muted or self.volume == 0:
            return
        sound = self._get(name)
        if sound is not None:
            sound.set_volume(volume * self.volume / 10)
            sound.play()

    def loop(self, name: str) -> None:
        """Start (or keep) the background loop `name`."""
        if not self.enabled:
            return
        sound = self._get(name)
        if sound is None:
            return
        if self._music_channel is None or not self._music_channel.get_busy():
            self._music_channel = sound.play(loops=-1, fade_ms=1500)
        self._apply_music_volume()

    def stop_loop(self) -> None:
        if self._music_channel is not None:
            self._music_channel.fadeout(800)
            self._music_channel = None

    def set_volumes(self, volume: int, music: int) -> None:
        self.volume, self.music_volume = volume, music
        self._apply_music_volume()

    def set_muted(self, muted: bool) -> None:
        self.muted = muted
        self._apply_music_volume()

    def _apply_music_volume(self) -> None:
        if self._music_channel is not None:
            self._music_channel.set_volume(0 if self.muted else self.music_volume / 10 * 0.6)
