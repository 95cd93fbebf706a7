"""The game log's lines: one sentence per event, from the event as the viewer may see it.

`describe(event, names)` reads only the fields of the (already redacted) event: a card
peeked at, ships re-placed or gems drawn into a chest appear only in the log of the
seat that saw them.
"""
from __future__ import annotations

from .layout import island_name
from .art import COLOURS, count

# The events that open a chapter of the log (the days): left/right in the log jump to them.
CHAPTERS = frozenset({"day_begins"})

PHASES = {"talk": "Table talk: signals to the neighbours, face down.",
          "decision": "Decision: every pirate places two ships face down.",
          "market": "Market: secret bids in closed fists.",
          "artifacts": "Artifacts: the auction winners use them, highest bid first.",
          "resolution": "Resolution: the ships are turned face up."}
ARTIFACTS = {"rum": "the Rum bottle", "spyglass": "the Spyglass", "barrel": "the Contraband barrel",
             "map": "the Cursed treasure map"}
LONGEST = 80


def gems_text(pile: dict | None) -> str:
    parts = [f"{pile[c]} {c}" for c in COLOURS if pile and pile.get(c)]
    return ", ".join(parts) if parts else "nothing"


def card_text(card: int | None) -> str:
    return "?" if card is None else "the red ship" if card == 0 else f"green {card}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _clip(text: str) -> str:
    return text if len(text) <= LONGEST else text[:LONGEST - 1].rstrip(" ,;") + "\u2026"


def describe(e, names: list[str]) -> str | None:
    n = names.__getitem__
    t = e.TYPE
    if t == "day_begins":
        return f"\u2014 Day {e.day}: {n(e.dagger)} holds the dagger and the bag \u2014"
    if t == "islands_filled":
        per = {}
        for island, _ in e.draws:
            per[island] = per.get(island, 0) + 1
        sizes = sorted(set(per.values()))
        each = f"{sizes[0]} gems on each island" if len(sizes) == 1 else f"{len(e.draws)} gems on the islands"
        return f"The dagger holder digs up {each}."
    if t == "phase_begins":
        return PHASES.get(e.phase)
    if t == "decided":
        return {"talk": f"{n(e.seat)} has spoken.", "decision": f"{n(e.seat)} places two ships face down.",
                "market": f"{n(e.seat)} closes a fist."}.get(e.phase)
    if t == "signals_revealed":
        if not e.signals:
            return "Nobody says a word."
        parts = [f"{n(s)} \u2192 {n(to)}: {'share' if intent == 'share' else 'raid'}" for s, _i, to, intent in e.signals]
        return _clip("Signals: " + "; ".join(parts))
    if t == "bids_revealed":
        shown = [f"{n(s)} {v}" for s, v in enumerate(e.values) if e.bids[s] is not None and count(e.bids[s])]
        won = ", ".join(n(w) for w in e.winners) or "nobody"
        return _clip(f"The fists open: {', '.join(shown) or 'all empty'}. Artifacts for {won}.")
    if t == "bid_paid":
        return f"{n(e.seat)} pays {gems_text(e.gems)} into the bag."
    if t == "artifact_used":
        what = ARTIFACTS.get(e.artifact, e.artifact)
        if e.artifact == "rum" and e.target is not None:
            return f"{n(e.seat)} uses {what} on {n(e.target)}'s ship in hand."
        if e.artifact == "spyglass" and e.target is not None:
            return f"{n(e.seat)} uses {what} on {n(e.target)}'s ship at {island_name(e.island)}."
        if e.artifact == "map" and e.island is not None:
            return f"{n(e.seat)} uses {what} on {island_name(e.island)}."
        return f"{n(e.seat)} uses {what}."
    if t == "artifact_skipped":
        return f"{n(e.seat)} won an artifact but none can be used."
    if t == "artifact_blocked":
        return f"{n(e.seat)} turns {ARTIFACTS.get(e.artifact, e.artifact)} face down, unused."
    if t == "ship_peeked":
        where = "ship in hand" if e.slot is None else f"ship at {island_name(e.slot)}"
        seen = f": {card_text(e.card)}" if e.card is not None else ""
        return f"{n(e.seat)} peeks at {n(e.target)}'s {where}{seen}."
    if t == "rats_placed":
        k = len(e.islands) + len(e.ships)
        return f"{n(e.seat)} places {_plural(k, 'rat')}."
    if t == "ships_rearranged":
        line = f"{n(e.seat)} re-places their ships ({e.moved} moved)"
        if e.ships is not None:
            line += ": " + ", ".join(f"{island_name(i)} {card_text(c)}" for i, c in e.ships)
        return line + "."
    if t == "gem_moved":
        return f"{n(e.seat)} moves a {e.gem} gem from {island_name(e.from_island)} to {island_name(e.to_island)}."
    if t == "gems_drawn":
        where = "into their chest" if e.island is None else f"onto {island_name(e.island)}"
        seen = f" ({gems_text(e.gems)})" if e.gems is not None else ""
        return f"{n(e.seat)} draws {_plural(e.count, 'gem')} {where}{seen}."
    if t == "gems_returned":
        where = "from their chest" if e.island is None else f"from {island_name(e.island)}"
        seen = f" ({gems_text(e.gems)})" if e.gems is not None else ""
        return f"{n(e.seat)} returns {_plural(e.count, 'gem')} {where} to the bag{seen}."
    if t == "ships_revealed":
        return "The ships are turned face up."
    if t == "island_raided":
        return (f"{n(e.raider)} raids {island_name(e.island)}: {gems_text(e.gems)} taken from "
                f"{n(e.victim)}.")
    if t == "island_lost":
        return f"Two raiders at {island_name(e.island)}: {gems_text(e.gems)} sink back into the bag."
    if t == "share_begins":
        return f"{n(e.first)} and {n(e.second)} share {island_name(e.island)}; {n(e.first)} picks first."
    if t == "gem_picked":
        return f"{n(e.seat)} {'gets' if e.auto else 'takes'} a {e.gem} gem."
    if t == "greens_swapped":
        (a, b), (ca, cb) = e.seats, e.cards
        return f"{n(a)} and {n(b)} swap their greens ({ca} and {cb})."
    if t == "day_ends":
        return f"Day {e.day} ends: rats back, artifacts face up, the dagger to {n(e.dagger)}."
    if t == "game_over":
        order = sorted(range(len(e.scores)), key=lambda s: -e.scores[s])
        return _clip("The chests open: " + ", ".join(f"{n(s)} {e.scores[s]:g}" for s in order) + ".")
    return None
