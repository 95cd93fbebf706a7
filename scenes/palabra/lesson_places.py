"""The Palabra table's side of its lesson: where a step's `look` keys stand, and the keys that
make the table's decision submit a move (scenes/tutorial/README.md, "Highlights and keys"): they
come from the decision at the controls (controls.Controls.keys_to: its option, from where the
navigation stands, step by step).

look keys
    island:I         island I (0 is A)            ship:I:S   seat S's ship card at island I
    signal:I:S       seat S's table-talk bubble at island I
    seat:S           seat S's panel               hand:S     seat S's ship cards in hand
    chest:S          seat S's chest               artifacts  the four artifacts in the middle
    artifact:NAME    one artifact                 rats       the rats' pile
    bag              the bag of gems              day        the day track
    tray             the panel where the learner chooses (when it is up)
    islands          every island                 islands:mine  the islands of the seat at the controls
    hand:me          the hand of the seat at the controls (the coach cards of a first game ring these too:
                     PalabraTable.locate)
"""
from __future__ import annotations

import pygame

from .layout import BUBBLE


def union(rects) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects]
    return [rects[0].unionall(rects[1:])] if rects else []


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's `look` key stands on the Palabra table ([] for what is not on screen now)."""
    lay = table.lay
    name, _sep, arg = key.partition(":")
    if name == "islands":
        mine = table.islands_of(me) if arg == "mine" and (me := at_controls(table)) is not None else None
        if arg == "mine" and mine is None:
            return []
        return [lay.islands[i].inflate(-30, -30) for i in (mine if mine is not None else range(len(lay.islands)))]
    if name == "hand" and arg == "me":
        me = at_controls(table)
        return [] if me is None else locate(table, f"hand:{me}")
    if name == "island":
        return [lay.islands[int(arg)].inflate(-30, -30)]
    if name == "ship":
        island, seat = (int(x) for x in arg.split(":"))
        return [lay.ships[(island, seat)]]
    if name == "signal":
        island, seat = (int(x) for x in arg.split(":"))
        rect = pygame.Rect((0, 0), BUBBLE)
        rect.center = lay.bubble(island, seat)
        return [rect]
    if name == "seat":
        return [lay.seats[int(arg)].rect]
    if name == "hand":
        box = lay.seats[int(arg)]
        return union(box.hand_rects(len(table.shown["seats"][int(arg)]["cards"])))
    if name == "chest":
        box = lay.seats[int(arg)]
        return [box.chest.union(pygame.Rect(box.count, (44, 1)).inflate(0, 40))]
    if name == "artifacts":
        return [] if tray_up(table) else union(lay.artifacts.values())
    if name == "artifact":
        return [] if tray_up(table) else [lay.artifacts[arg]]
    if name == "rats":
        return [] if tray_up(table) else [lay.rats]
    if name == "bag":
        return [] if tray_up(table) else [lay.bag]
    if name == "day":
        return [] if tray_up(table) else [lay.day_track]
    if name == "tray":
        return [lay.tray] if tray_up(table) else []
    return []


def at_controls(table) -> int | None:
    """The seat whose things are shown: the viewer, else the only human."""
    if table.viewer is not None:
        return table.viewer
    humans = table.humans()
    return humans[0] if len(humans) == 1 else None


def tray_up(table) -> bool:
    """Is the learner's choice panel drawn over the middle of the table now?"""
    choice = table.choice
    return choice is not None and choice.tray and table._still_valid(choice.seat)


# ----------------------------------------------------------------------------- keys
def keys(table, action) -> list[str]:
    """The intents that make the table's decision on screen submit `action`."""
    table.refresh_choice()              # (a step that has just opened puts the focus on its move)
    choice = table.choice
    if choice is None:
        raise ValueError(f"no decision on the table for {action.describe()}")
    return choice.keys_to(action)
