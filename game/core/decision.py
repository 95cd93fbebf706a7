"""What a seat may do now, in words: one game-neutral Decision for the TV, the phones, the lessons and reviews.

A `Decision` is built by one pure function per game, `scenes/<game>/choices.py`'s
`decide(view, seat, legal, names) -> Decision | None`, from what the seat may see (its
`view(seat)`), its `legal_actions(seat)` and the seats' names: no table object, no pygame, no
hidden state. Its options are exactly `legal`, one each, in the order the TV offers them.

    prompt     what to do now, in the game's words, without key hints ("Pick your character...")
    kind       the kind of decision ("pick", "bid", "dice"): what the tips, the lessons and the
               TV's panels switch on; each game names its own kinds
    secret     made face down, at the same time as the others (a curtain on the couch)
    confirm    the verb of the confirm button ("Play it face down"); "" for the usual "Confirm"
    focus      the option focused first: always a sensible move, never one that throws
               something away
    options    the legal actions, each an `Option`:
        action   the engine's Action (what a confirm submits)
        steps    the labels tapped in turn to reach it: most have one ("Gunner"); a move made of
                 parts has one per part (island A's ship, then island B's; which loot card, then
                 to whom); the last names the option itself
        hint     a line said about it when it is focused ("Everyone votes at once; a tie accepts.")
        picture  a picture of the phones' allow-list ("libertalia/portraits/03.png"), or None
        ring     what the board rings for it, in the game's own terms (("space", 12),
                 ("den", 2, 14)); () for nothing
        data     what the TV's panel of this kind needs to draw it that is not words (a card id,
                 a die's value); plain JSON values

The phones serialize it (`to_json`), the TV's panels draw it, a lesson's coach points into it
(`index_of(action)`), and the replay review names a move by `label_of(action)`.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from ..i18n import _
from .contract import Action


@dataclass(frozen=True)
class Option:
    action: Action
    steps: tuple[str, ...]
    hint: str = ""
    picture: str | None = None
    ring: tuple = ()
    data: Mapping[str, Any] = field(default_factory=dict)
    said: str = ""          # the whole move in one sentence, where its steps read in a row make none

    def __post_init__(self) -> None:
        if not self.steps or not all(isinstance(s, str) and s for s in self.steps):
            raise ValueError(f"an option needs one or more labels, not {self.steps!r} ({self.action!r})")

    @property
    def label(self) -> str:
        """The option's own name: its last step."""
        return self.steps[-1]

    @property
    def words(self) -> str:
        """The move in one line: its sentence where the game gives one ("Deal 2 shares to Mary"),
        else all its steps ("Island A: red ship, Island B: green ship 3")."""
        return self.said or ", ".join(self.steps)

    def to_json(self) -> dict:
        return {"action": self.action.to_json(), "steps": list(self.steps), "hint": self.hint,
                "image": self.picture}


@dataclass(frozen=True)
class Decision:
    seat: int
    kind: str
    prompt: str
    options: tuple[Option, ...]
    secret: bool = False
    confirm: str = ""
    focus: int = 0

    def __post_init__(self) -> None:
        if not self.options:
            raise ValueError(f"a decision of kind {self.kind!r} has no options")
        if not 0 <= self.focus < len(self.options):
            raise ValueError(f"focus {self.focus} is not one of the {len(self.options)} options")

    @property
    def actions(self) -> list[Action]:
        return [o.action for o in self.options]

    def index_of(self, action: Action) -> int | None:
        """The option whose action equals `action` (by its JSON form), or None."""
        wanted = action.to_json()
        return next((i for i, o in enumerate(self.options) if o.action.to_json() == wanted), None)

    def option_of(self, action: Action) -> Option | None:
        i = self.index_of(action)
        return None if i is None else self.options[i]

    def label_of(self, action: Action) -> str | None:
        """A move named in the decision's words (all its steps), or None if it is not an option."""
        option = self.option_of(action)
        return None if option is None else option.words

    def to_json(self) -> dict:
        """The phone's "decision": prompt, kind, secret, confirm verb, the focus and the moves."""
        return {"prompt": self.prompt, "kind": self.kind, "secret": self.secret,
                "confirm": self.confirm or _("Confirm"), "focus": self.focus,
                "moves": [o.to_json() for o in self.options]}


def covers(decision: Decision, legal: Iterable[Action]) -> str | None:
    """None when the decision lists exactly `legal` (each once), else what differs, in a sentence."""
    want = [json_key(a) for a in legal]
    have = [json_key(o.action) for o in decision.options]
    if sorted(want) == sorted(have):
        return None
    missing = sorted(set(want) - set(have))
    extra = sorted(set(have) - set(want))
    twice = sorted({k for k in have if have.count(k) > 1})
    return (  # i18n: keep (a test's message, never shown to players)
        f"decision {decision.kind!r} of seat {decision.seat}: missing {missing[:3]} ({len(missing)}), "
        f"not legal {extra[:3]} ({len(extra)}), listed twice {twice[:3]}")


def json_key(action: Action) -> str:
    """An action's JSON form as one sortable string."""
    return json.dumps(action.to_json(), sort_keys=True)
