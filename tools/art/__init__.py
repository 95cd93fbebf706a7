"""Pirate Arcade's art, sound and font generators (run through tools/make_assets.py)."""
