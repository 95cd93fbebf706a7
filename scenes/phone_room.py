"""The phones' room over the app's life: off, and off once no lobby or table hosts it.

A leaf of scenes/ (it imports no scene), so that the lobby and the tables both reach it. Phones
are turned on by name through the app ("phones": the panel that shows how one joins, or
"phones_on"), in scenes/phone_panel.py, so that the phones' server (aiohttp) is loaded only then.
"""
from __future__ import annotations


def hex_colour(rgb) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb)


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
