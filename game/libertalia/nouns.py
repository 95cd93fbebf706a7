"""Libertalia's characters in the forms the log's and the table's sentences need (game/nouns.py)."""
from __future__ import annotations

from ..nouns import noun
from .characters import CHARACTERS

# A character named in a sentence: CHARACTER[9].obj («al Carpintero», «il Carpentiere»).
# Granny Wata is a name: no article in English.
CHARACTER = {rank: noun("character", c.name, "the obj",
                        **({"the": c.name, "obj": c.name} if rank == 27 else {}))
             for rank, c in CHARACTERS.items()}
