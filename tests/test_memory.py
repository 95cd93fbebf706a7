"""Every cache of the project is bounded (game/core/memo.py): a process that plays for hours does
not grow with every game. The memory itself is measured in bench/memory.py, never here."""
from __future__ import annotations

import random
import re
from pathlib import Path

from game.cartagena import rules
from game.core.memo import LRU
from game.jamaica import holds, voyage

ROOT = Path(__file__).resolve().parent.parent


def test_an_lru_keeps_its_size_and_forgets_the_least_recently_used():
    memo = LRU(3)
    for k in "abc":
        memo[k] = k.upper()
    assert memo.get("a") == "A"            # a is used: b is now the oldest
    memo["d"] = "D"
    assert len(memo) == 3 and "b" not in memo and memo.get("a") == "A" and memo.get("x", 7) == 7


def test_jamaicas_payment_caches_stay_within_their_bound():
    """The holds' contents are countless over many games: the caches keep the latest few thousand."""
    rng = random.Random(1)
    kinds = ("food", "gold", "gunpowder")
    for _ in range(12_000):
        h = [[rng.choice(kinds), rng.randint(1, 6)] if rng.random() < 0.8 else [None, 0]
             for _ in range(rng.choice((5, 6)))]
        kind = rng.choice(kinds)
        have = sum(n for k, n in h if k == kind)
        if have:
            task = {"ship": 0, "kind": kind, "cost": rng.randint(1, have)}

            class St:
                ships = [type("Ship", (), {"holds": h})]
            voyage._pay_options(St, task, 0)
    assert 0 < len(voyage.PAYS) <= voyage.PAYS.size <= 1000
    assert 0 < len(holds._PAYMENTS) <= holds._PAYMENTS.size <= 1000


def test_cartagenas_tracks_stay_within_their_bound():
    symbols = ("pistol", "rum", "lantern", "parrot", "hook", "chest")
    rng = random.Random(2)
    for _ in range(1000):
        rules.track_of([rng.choice(symbols) for _ in range(36)])
    assert len(rules._tracks) <= rules._tracks.size <= 32


def test_no_cache_in_the_code_is_unbounded():
    """lru_cache(maxsize=None) and functools.cache grow with every new argument: every cache
    gives its bound (an LRU, a maxsize) or is keyed on a finite set and says so."""
    found = []
    for folder in ("game", "scenes", "phones"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            for pattern in (r"lru_cache\(maxsize=None\)", r"functools\.cache\b", r"^@cache\b",
                            r"@(functools\.)?lru_cache\s*$", r"lru_cache\(\)"):
                if re.search(pattern, text, re.M):
                    found.append(f"{path.relative_to(ROOT)}: {pattern}")
    assert not found, found
