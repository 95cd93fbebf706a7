"""Sound: the generated effects of assets/sounds, played at the settings' volumes.

Runs silently when there is no audio device (the mixer fails to start) and in
the attract-mode demo when muted. Sounds load on first use.
"""
from __future__ import annotations

import pygame

from .theme import ASSETS


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
                pygame.mixer.init(44100, -16, 1, 512)
            pygame.mixer.set_num_channels(24)
            self.enabled = True
        except pygame.error:
            self.enabled = False

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
