"""One decision model: every decision of whole seeded games, built from the seat's view alone, lists exactly its legal actions.

ARCHITECTURE.md, "Decisions in words": each game's `scenes/<game>/choices.py` has
`decide(view, seat, legal, names) -> Decision | None`, a pure function of what the seat may
see, with no pygame. The TV, the phones and the lessons all draw from it, so here it is built
for every seat to move at every step of seeded games (every variant, two table sizes, in the
three languages) and checked against `legal_actions(seat)`.
"""
from __future__ import annotations

import copy
import re
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game import i18n
from game.core.decision import Decision, covers
from game.core.rng import Rng
from scenes.tables import TABLES, decider

ROOT = Path(__file__).resolve().parent.parent

# (game, players, options, seed, language): every variant once, the smallest and a larger table.
CASES = [
    ("cartagena", 2, {}, 1, "en"),
    ("cartagena", 5, {"episode": "jungle", "pirates": 4}, 2, "es"),
    ("cartagena", 3, {"episode": "great", "filibusters": True, "sorceress": True, "draw": "both"}, 3, "it"),
    ("cartagena", 2, {"draw": "morgan", "pirates": 4}, 4, "en"),
    ("jamaica", 2, {}, 1, "en"),
    ("jamaica", 2, {"ghost_ship": True}, 2, "it"),
    ("jamaica", 6, {}, 3, "es"),
    ("libertalia", 2, {}, 1, "es"),
    ("libertalia", 6, {}, 2, "en"),
    ("palabra", 2, {}, 1, "it"),
    ("palabra", 5, {"market": False, "talk": False}, 2, "en"),
    ("palabra", 8, {"talk": False}, 3, "es"),
    ("pagamas", 3, {}, 1, "en"),
    ("pagamas", 6, {}, 2, "it"),
]
# A step that leads into the next ("Deal 2 shares to", "Reparte 2 partes a") glued to it with a comma.
DANGLING = re.compile(r"\b(to|for|on|at|a|al|de|del|en|di|al|in|su|per)\s*,")
MOVES = 400          # enough to pass every phase of every game at these sizes


def names(n: int) -> list[str]:
    return ["Anne", "Bart", "Calico", "Dora", "Ed", "Flint", "Grace", "Henry"][:n]


@pytest.mark.parametrize("gid,players,options,seed,lang", CASES,
                         ids=[f"{c[0]}-{c[1]}p-{c[3]}-{c[4]}" for c in CASES])
def test_every_decision_lists_exactly_the_legal_actions(gid, players, options, seed, lang):
    decide = decider(gid)
    spec = game.get(gid)
    state = spec.new_state(players=players, seed=seed, options=options)
    rng = Rng(seed)
    crew = names(players)
    kinds = set()
    i18n.set_language(lang)
    try:
        for _ in range(MOVES):
            if state.is_over():
                break
            movers = state.to_move()
            for seat in movers:
                legal = state.legal_actions(seat)
                view = state.view(seat)
                kept = copy.deepcopy(view)
                d = decide(view, seat, legal, list(crew))
                assert isinstance(d, Decision), f"{gid}: no decision for seat {seat} with {len(legal)} moves"
                assert d.seat == seat
                assert view == kept, f"{gid}: decide changed the view it was given"
                assert d.prompt.strip(), f"{gid}: decision {d.kind!r} has no prompt"
                assert covers(d, legal) is None, covers(d, legal)
                for o in d.options:      # a move named in one line (the review's words) reads as one
                    assert not DANGLING.search(o.words), f"{gid}: {o.words!r} ({d.kind})"
                kinds.add(d.kind)
            seat = movers[rng.randrange(len(movers))]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
        for seat in range(players):
            if seat not in state.to_move():
                assert decide(state.view(seat), seat, [], list(crew)) is None
    finally:
        i18n.set_language("en")
    assert len(kinds) > 1, f"{gid}: only {kinds} met; the game did not get far enough"


def test_the_builders_import_no_pygame():
    """The decisions are pure: importing every game's choices module pulls in no pygame."""
    code = ("import sys\n"
            + "".join(f"import scenes.{gid}.choices\n" for gid in TABLES)
            + "print(','.join(m for m in sys.modules if m.split('.')[0] == 'pygame'))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"importing the choices modules pulled in: {out.stdout.strip()}"
