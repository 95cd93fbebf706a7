"""The join address as a QR code: the modules (dark or light) for the TV to draw (segno)."""
from __future__ import annotations

import segno


def modules(text: str) -> list[list[bool]]:
    """The QR code of `text` as rows of booleans (True: dark), without the quiet zone."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(m) for m in row] for row in code.matrix]
