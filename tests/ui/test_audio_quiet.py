"""Without a sound device: no ALSA noise on the terminal, one clear line said once."""
from __future__ import annotations

import os

import pygame

import scenes.audio as audio


def test_sound_library_noise_is_dropped_and_other_lines_pass(capfd):
    def noisy():
        os.write(2, b"ALSA lib confmisc.c:855:(parse_card) cannot find card '0'\n")
        os.write(2, b"ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default\n")
        os.write(2, b"something else went wrong\n")
        return 7
    assert audio.quietly(noisy) == 7
    err = capfd.readouterr().err
    assert "ALSA" not in err and "something else went wrong" in err


def test_a_mixer_that_cannot_start_is_said_once_in_one_line(capfd, monkeypatch):
    monkeypatch.setattr(audio, "_said_silent", False)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)

    def no_device(*args, **kw):
        os.write(2, b"ALSA lib conf.c:5180:(_snd_config_evaluate) function snd_func_card_inum returned error\n")
        raise pygame.error("ALSA: Couldn't open audio device")
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    first, second = audio.Audio(), audio.Audio()
    assert not first.enabled and not second.enabled
    lines = [line for line in capfd.readouterr().err.splitlines() if line.strip()]
    assert lines == ["Pirate Arcade: no sound device could be opened (ALSA: Couldn't open audio device); "
                     "playing without sound."]
    first.play("click")          # silent, and no error
