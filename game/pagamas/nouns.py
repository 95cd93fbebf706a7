"""Pagamás' dens in the forms the log's and the table's sentences need (game/nouns.py)."""
from __future__ import annotations

from ..nouns import noun
from .cards import DEN_TITLES

# A den named in a sentence: DENS["island"].at («en la Isla del tesoro», «sull'Isola del tesoro»).
DENS = {den: noun("den", title, "the at to") for den, title in DEN_TITLES.items()}
