"""Pygame scenes of Pirate Arcade: the app, input, widgets and one package per game table."""
