"""The lobby's memory: the crew that last set sail at a game (names, devices, bot levels and
temperaments, colours), written when a game starts and offered as the next lobby's first crew.

Kept in crews.json beside the settings (scenes/config.py: load_crews, save_crew). A seat played
on the keyboard comes back on the keyboard; a seat played on a pad comes back on a pad of the
same name if one is plugged in, else it is left free (its name waits for nobody); a bot comes
back with its level and temperament if the game still has them.
"""
from __future__ import annotations

from game.i18n import _

from . import theme
from .config import load_crews, save_crew
from .input import KEYBOARD

FREE = "free"     # as the lobby's free seat (scenes.lobby imports this module, not the other way)


def remember(lobby) -> str | None:
    """Write the lobby's taken seats as its game's last crew; a problem to report, or None."""
    crew = []
    for seat in lobby.seats:
        if seat.kind == FREE:
            continue
        entry = {"name": seat.name, "colour": seat.colour, "kind": seat.kind}
        if seat.kind == "human":
            device = seat.device or KEYBOARD
            entry["device"] = "keyboard" if device == KEYBOARD else "pad"
            if device != KEYBOARD:
                entry["pad"] = lobby.app.input.device_label(device)
        crew.append(entry)
    try:
        save_crew(lobby.spec.id, crew)
    except OSError as exc:
        return _("The crew could not be remembered for next time: {problem}").format(problem=exc)
    return None


def recall(lobby) -> bool:
    """Seat the game's last crew in the lobby; False if there is none to offer."""
    crews, problem = load_crews()
    if problem:
        lobby.app.notices.append(problem)
    crew = crews.get(lobby.spec.id) or []
    if not crew:
        return False
    pads = {f"pad:{iid}": lobby.app.input.device_label(f"pad:{iid}") for iid in lobby.app.input.pads}
    used_pads: set[str] = set()
    used_colours: set[int] = set()
    for seat, entry in zip(lobby.seats, crew):
        kind = entry["kind"]
        if kind == "human":
            device = _device(entry, pads, used_pads)
            if device is None:
                continue                       # its pad is not here: the seat stays free
            seat.kind, seat.device = "human", device
        elif _bot(lobby, kind):
            seat.kind = kind
        else:
            continue
        seat.name = entry["name"]
        if entry["colour"] < len(theme.PLAYER_COLOURS) and entry["colour"] not in used_colours:
            seat.colour = entry["colour"]
        used_colours.add(seat.colour)
    _distinct_colours(lobby.seats)
    return any(s.kind != FREE for s in lobby.seats)


def _device(entry: dict, pads: dict[str, str], used: set[str]) -> str | None:
    if entry.get("device", "keyboard") == "keyboard":
        return KEYBOARD
    for device, name in sorted(pads.items()):
        if name == entry.get("pad") and device not in used:
            used.add(device)
            return device
    return None


def _bot(lobby, kind: str) -> bool:
    """Is `kind` a bot the game still offers (a level, with a temperament it still has)?"""
    try:
        level, temper = lobby.spec.parse_bot(kind)
    except (KeyError, ValueError):
        return False
    if level not in lobby.bot_levels():
        return False
    return temper is None or temper in lobby.spec.temperaments


def _distinct_colours(seats: list) -> None:
    """Every seat its own colour: a seat whose colour another already has takes the first free one."""
    taken: set[int] = set()
    order = sorted(range(len(seats)), key=lambda i: seats[i].kind == FREE)   # taken seats keep theirs
    for i in order:
        seat = seats[i]
        if seat.colour in taken:
            seat.colour = next(c for c in range(len(theme.PLAYER_COLOURS)) if c not in taken)
        taken.add(seat.colour)
