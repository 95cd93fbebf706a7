"""What a saved Jamaica state must hold beyond its shape: dice that a die can show."""
from __future__ import annotations

from typing import Mapping

from ..core import checks


def check(d: Mapping) -> None:
    """ValueError naming the field unless the dice in `d` are dice (1 to 6)."""
    if not isinstance(d, Mapping):
        raise ValueError("a Jamaica state must be an object")
    if d.get("dice") is not None:
        for i, face in enumerate(checks.listing(d["dice"], "'dice'", 2)):
            checks.integer(face, f"'dice'[{i}]", 1, 6)
    for name in ("day", "night"):
        if d.get(name) is not None:
            checks.integer(d[name], f"{name!r}", 1, 6)
    for n, pair in enumerate(checks.listing(d.get("fixed_dice", []), "'fixed_dice'")):
        for i, face in enumerate(checks.listing(pair, f"'fixed_dice'[{n}]", 2)):
            checks.integer(face, f"'fixed_dice'[{n}][{i}]", 1, 6)
