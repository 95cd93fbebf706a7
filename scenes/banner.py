"""The news banner every table shows for a moment: a title, a line under it, whose it is, how long."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Banner:
    """News of the moment ("Round 3", "Anne opens a chest: two cards"), counted down by the table.

    `seat` names whose colour it wears (None or -1: nobody's); `colour` overrides that colour;
    `left` is the seconds still to show, from `seconds` down to 0. Each game's hud.py draws it
    in its own look (fading with `left`); TableScene keeps the time.
    """

    title: str
    sub: str = ""
    seat: int | None = None
    seconds: float = 2.0
    colour: tuple[int, int, int] | None = None
    left: float = field(init=False)

    def __post_init__(self) -> None:
        if self.seconds <= 0:
            raise ValueError(f"banner seconds must be positive, got {self.seconds!r}")
        self.left = self.seconds

    def tick(self, dt: float) -> bool:
        """Count `dt` seconds off; False once the banner is over (it stays for the frame it ends)."""
        if self.left > dt:
            self.left -= dt
            return True
        return False

    @property
    def shown_for(self) -> float:
        """Seconds since the banner went up."""
        return self.seconds - self.left
