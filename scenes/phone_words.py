"""A phone seat's decision in the table's own words: each table's choice builder, run for that seat.

Libertalia's, Jamaica's and Pagamás' tables build their decisions from `legal_actions` with
labels, an instruction and a confirm verb (scenes/<game>/choices*.py). `decision(table, seat)`
runs the same builder through a `SeatLens` (the table as that seat sees it: its own
`view(seat)` as `shown`, the seat as `viewer`, nothing of what the TV shows) and turns the
result into a `phones.moves.Decision`; Palabra de Pirata's decisions draw themselves on the
TV, so their words are built in phones/moves.py from game data, as are any moves without a
builder (the engine's own `describe`). The labels are the table's, so the phone and the TV
say the same thing, in the same language.
"""
from __future__ import annotations

import inspect

from game.i18n import _
from phones.moves import BUILDERS, Decision, Move, described

from .pagamas.choices import decide as pagamas_decide

ARROWS = ("\u2190\u2192", "\u2191\u2193")


class SeatLens:
    """The table as `seat` sees it: `shown` is view(seat), `viewer` the seat; the table's methods
    run on the lens (so they read the seat's view), its other attributes are the table's."""

    def __init__(self, table, seat: int) -> None:
        self.__dict__.update(_table=table, shown=table.match.state.view(seat), viewer=seat)

    def __getattr__(self, name: str):
        kind = type(self._table)
        raw = inspect.getattr_static(kind, name, None)
        if isinstance(raw, staticmethod):
            return raw.__func__
        if isinstance(raw, property) or inspect.isfunction(raw):
            return raw.__get__(self, kind)          # a method reads the lens: the seat's own view
        return getattr(self._table, name)

    def __setattr__(self, name: str, value) -> None:
        self.__dict__[name] = value      # the builders' scratch never reaches the table


def plain(text: str) -> str:
    """A TV instruction without its key hints (the arrows), first letter up."""
    for arrow in ARROWS:
        text = text.replace(arrow, "")
    text = text.strip()
    return text[:1].upper() + text[1:]


# ------------------------------------------------------------------ Libertalia
def libertalia(table, seat: int, legal: list) -> Decision | None:
    from .libertalia.choices import decide
    d = decide(table.match.state.view(seat), seat, legal, [s.name for s in table.match.seats])
    if d is None:
        return None
    moves = [Move(o.action.to_json(), list(o.steps), hint=o.hint, image=o.picture) for o in d.options]
    return Decision(d.prompt, moves, secret=d.secret, confirm=d.confirm)


# ------------------------------------------------------------------ Jamaica
def jamaica(table, seat: int, legal: list) -> Decision | None:
    from .jamaica import choices
    d = choices.decide(table.match.state.view(seat), seat, legal, [s.name for s in table.match.seats])
    if d is None:
        return None
    moves = [Move(o.action.to_json(), list(o.steps), hint=o.hint, image=o.picture) for o in d.options]
    return Decision(d.prompt, moves, secret=d.secret, confirm=d.confirm)


# ------------------------------------------------------------------ Pagamás
def pagamas(table, seat: int, legal: list) -> Decision | None:
    """Pagamás' decision is already in words, from the seat's own view (scenes/pagamas/choices.py)."""
    d = pagamas_decide(table.match.state.view(seat), seat, legal, [s.name for s in table.match.seats])
    if d is None:
        return None
    return Decision(d.prompt, [Move(o.action.to_json(), list(o.steps), hint=o.hint, image=o.picture)
                               for o in d.options], secret=d.secret, confirm=d.confirm)


TABLE_BUILDERS = {"libertalia": libertalia, "jamaica": jamaica, "pagamas": pagamas}


def decision(table, seat: int) -> Decision | None:
    """What `seat` may do now, in words, or None when it has nothing to do."""
    state = table.match.state
    legal = state.legal_actions(seat)
    if not legal:
        return None
    game_id = table.match.spec.id
    built = None
    if game_id in TABLE_BUILDERS:
        built = TABLE_BUILDERS[game_id](table, seat, legal)
    elif game_id in BUILDERS:
        lens = SeatLens(table, seat)
        built = BUILDERS[game_id](state, seat, lens.shown, [s.name for s in table.match.seats])
    if built is None or {repr(m.action) for m in built.moves} != {repr(a.to_json()) for a in legal}:
        built = described(legal, built.prompt if built is not None else None)   # every legal move, always
    return built
