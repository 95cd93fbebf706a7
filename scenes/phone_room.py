"""The phones' room over the app's life: on, off, and off once no lobby or table hosts it.

A leaf of scenes/ (it imports no scene), so that the lobby and the tables both reach it. The
pictures a phone may fetch are the folders every registered game names (scenes.tables).
"""
from __future__ import annotations

from .config import data_dir
from .tables import phone_pictures

PORTS = range(8765, 8775)     # tried in turn when no port is asked for


def hex_colour(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


def start_phones(app, port: int | None = None, loopback: bool = False, limits=None):
    """Phones on: the app's room, listening (on `port`, else the first free of PORTS), within
    `limits` (phones.protocol.Limits; None: the usual ones). OSError when no port can be had."""
    from phones.room import PhoneRoom
    room = getattr(app, "phones", None)
    if room is not None and room.running:
        return room
    problem = None
    for p in ([port] if port is not None else list(PORTS) + [0]):
        room = PhoneRoom(p, loopback=loopback, limits=limits, pictures=phone_pictures())
        room.painter = painted_faces
        try:
            room.start()
        except OSError as exc:
            problem = exc
            continue
        app.phones = room
        return room
    raise OSError(str(problem))


def painted_faces() -> dict[str, str]:
    """The cards' faces with their painted names in the language spoken (scenes/card_names.py),
    saved in the data folder for the phones' server: the room asks when the language changes."""
    from .card_names import faces_for_phones
    return faces_for_phones(data_dir() / "phone_faces")


def keep_phones_on(app) -> None:
    """Phones asked for on the command line (--phones-port) stay on until the app closes."""
    app.phones.pinned = True


def stop_phones(app) -> None:
    room = getattr(app, "phones", None)
    if room is not None:
        room.stop()
        app.phones = None


def phones_still_hosted(app) -> None:
    """Phones off once no lobby or table that hosts them is left on the stack (run after the stack
    changed, so that a lobby replaced by its table keeps them)."""
    room = getattr(app, "phones", None)
    if room is None or getattr(room, "pinned", False):
        return
    if not any(getattr(s, "hosts_phones", False) and not getattr(s, "demo", False) for s in app.stack):
        stop_phones(app)


def off_when_unhosted(app) -> None:
    """A lobby or table that hosts phones closes: phones off after this frame's stack changes,
    unless another host remains (a lobby replaced by its table keeps them)."""
    if getattr(app, "phones", None) is not None:
        app._pending.append(lambda: phones_still_hosted(app))
