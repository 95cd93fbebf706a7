"""The Palabra table's side of its lesson: where a step's `look` keys stand, and the keys that
make the table's own choices submit a move (scenes/tutorial/README.md, "Highlights and keys").

look keys
    island:I         island I (0 is A)            ship:I:S   seat S's ship card at island I
    signal:I:S       seat S's table-talk bubble at island I
    seat:S           seat S's panel               hand:S     seat S's ship cards in hand
    chest:S          seat S's chest               artifacts  the four artifacts in the middle
    artifact:NAME    one artifact                 rats       the rats' pile
    bag              the bag of gems              day        the day track
    tray             the panel where the learner chooses (when it is up)
"""
from __future__ import annotations

import pygame

from game.palabra.actions import Bid, Place, Talk

from .choices import PlaceChoice, TalkChoice
from .choices_gems import GemChoice
from .choices_staged import OptionChoice
from .layout import BUBBLE


def union(rects) -> list[pygame.Rect]:
    rects = [pygame.Rect(r) for r in rects]
    return [rects[0].unionall(rects[1:])] if rects else []


def locate(table, key: str) -> list[pygame.Rect]:
    """Where a step's `look` key stands on the Palabra table ([] for what is not on screen now)."""
    lay = table.lay
    name, _sep, arg = key.partition(":")
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


def tray_up(table) -> bool:
    """Is the learner's choice panel drawn over the middle of the table now?"""
    choice = table.choice
    return choice is not None and choice.tray and table._still_valid(choice.seat)


# ----------------------------------------------------------------------------- keys
def keys(table, action) -> list[str]:
    """The intents that make the table's choice on screen submit `action`."""
    choice = table.choice
    if isinstance(choice, TalkChoice):
        return talk_keys(choice, action)
    if isinstance(choice, PlaceChoice):
        return place_keys(choice, action)
    if isinstance(choice, GemChoice):
        return gem_keys(choice, action)
    if isinstance(choice, OptionChoice):
        return option_keys(choice, action)
    raise ValueError(f"no keys for {action.describe()} with {type(choice).__name__} on the table")


def talk_keys(choice: TalkChoice, action: Talk) -> list[str]:
    """Up to the first island, then ←→ to each island's signal and Enter (Next, then Send)."""
    if not action.signals:
        return ["alt"]
    want = dict(action.signals)
    out = ["up"] * choice.row
    for row, island in enumerate(choice.islands):
        value = choice.VALUES.index(want.get(island))
        out += ["right"] * ((value - choice.values[row]) % len(choice.VALUES)) + ["confirm"]
    return out


def place_keys(choice: PlaceChoice, action: Place) -> list[str]:
    """For each island in turn, ←→ to its card and Enter; then Enter places the ships."""
    out = ["back"] * len(choice.order)
    free = list(choice.cards) if not choice.rearrange else choice.free_cards()
    ships = dict(action.ships)
    sel = 0 if choice.order else choice.sel
    for island in choice.slots:
        if island in choice.fixed:
            continue
        index = free.index(ships[island])
        out += ["right"] * ((index - sel) % len(free)) + ["confirm"]
        free.pop(index)
        sel = 0
    return out + ["confirm"]


def gem_keys(choice: GemChoice, action) -> list[str]:
    """Empty the fist, then for each colour ←→ to it and ↑ once a gem; Enter closes the fist."""
    out = ["back"] if choice.chosen() else []
    col = choice.col
    for index, n in enumerate(action.pile()):
        if n:
            out += ["right"] * ((index - col) % len(choice.fist)) + ["up"] * n
            col = index
    if isinstance(action, Bid) and not any(action.pile()):
        return out + ["alt"]
    return out + ["confirm"]


def option_keys(choice: OptionChoice, action) -> list[str]:
    """Each stage in turn (an artifact, its target; an island, a gem, an island): ←→ to the
    action's option among those offered, Enter."""
    out = ["back"] * sum(1 for auto in choice.auto if not auto)
    picked, index = [], (0 if out else choice.index)
    for stage in choice.stages:
        left = [a for a in choice.actions
                if all(s.key(a) == k for s, k in zip(choice.stages, picked))]
        options = list(dict.fromkeys(stage.key(a) for a in left))
        if options == [None]:
            picked.append(None)
            continue
        key = stage.key(action)
        out += ["right"] * ((options.index(key) - index) % len(options)) + ["confirm"]
        picked.append(key)
        index = 0
    return out
