"""The rules screens' text, one module per game: `pages(options) -> list[Page]`.

Player-facing English, true to the rulebooks in ../shared/rules and to the
rulings the engines implement (see each engine's package docstring).
"""
