"""Pygame scenes of Pirate Arcade: the app, input, widgets and one package per game table."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")     # pygame's greeting is not ours to print
