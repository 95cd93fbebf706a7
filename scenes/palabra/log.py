"""The game log's lines: one sentence per event, from the event as the viewer may see it.

`describe(event, names)` reads only the fields of the (already redacted) event: a card
peeked at, ships re-placed or gems drawn into a chest appear only in the log of the
seat that saw them.
"""
from __future__ import annotations

from game.i18n import N_, _, ngettext
from game.palabra import gems as engine_gems

from .art import COLOURS, count
from .glossary import COLOUR_WORDS
from .layout import island_name

# The events that open a chapter of the log (the days): left/right in the log jump to them.
CHAPTERS = frozenset({"day_begins"})

PHASES = {"talk": N_("Table talk: signals to the neighbours, face down."),
          "decision": N_("Decision: every pirate places two ships face down."),
          "market": N_("Market: secret bids in closed fists."),
          "artifacts": N_("Artifacts: the auction winners use them, highest bid first."),
          "resolution": N_("Resolution: the ships are turned face up.")}
LONGEST = 80


def gems_text(pile: dict | None) -> str:
    if not pile or not count(pile):
        return _("nothing")
    return engine_gems.describe([int(pile.get(c, 0)) for c in COLOURS])


def card_text(card: int | None) -> str:
    return "?" if card is None else _("the red ship") if card == 0 else _("green {card}").format(card=card)


def _clip(text: str) -> str:
    return text if len(text) <= LONGEST else text[:LONGEST - 1].rstrip(" ,;") + "\u2026"


def _uses(e, n) -> str:
    """The artifact_used line: who uses which artifact, on what."""
    a, who = e.artifact, n(e.seat)
    if a == "rum" and e.target is not None:
        return _("{name} uses the Rum bottle on {target}'s ship in hand.").format(name=who, target=n(e.target))
    if a == "spyglass" and e.target is not None:
        return _("{name} uses the Spyglass on {target}'s ship at {island}.").format(
            name=who, target=n(e.target), island=island_name(e.island))
    if a == "map" and e.island is not None:
        return _("{name} uses the Cursed treasure map on {island}.").format(name=who, island=island_name(e.island))
    if a == "barrel":
        return _("{name} uses the Contraband barrel.").format(name=who)
    if a == "rum":
        return _("{name} uses the Rum bottle.").format(name=who)
    if a == "spyglass":
        return _("{name} uses the Spyglass.").format(name=who)
    return _("{name} uses the Cursed treasure map.").format(name=who)


def _blocked(e, n) -> str:
    lines = {"rum": N_("{name} turns the Rum bottle face down, unused."),
             "spyglass": N_("{name} turns the Spyglass face down, unused."),
             "barrel": N_("{name} turns the Contraband barrel face down, unused."),
             "map": N_("{name} turns the Cursed treasure map face down, unused.")}
    return _(lines.get(e.artifact, lines["map"])).format(name=n(e.seat))


def _peeked(e, n) -> str:
    who, target = n(e.seat), n(e.target)
    if e.card is None:
        if e.slot is None:
            return _("{name} peeks at {target}'s ship in hand.").format(name=who, target=target)
        return _("{name} peeks at {target}'s ship at {island}.").format(name=who, target=target,
                                                                       island=island_name(e.slot))
    if e.slot is None:
        return _("{name} peeks at {target}'s ship in hand: {card}.").format(name=who, target=target,
                                                                           card=card_text(e.card))
    return _("{name} peeks at {target}'s ship at {island}: {card}.").format(
        name=who, target=target, island=island_name(e.slot), card=card_text(e.card))


def _drawn(e, n) -> str:
    if e.island is None:
        line = ngettext("{name} draws {n} gem into their chest", "{name} draws {n} gems into their chest",
                        e.count).format(name=n(e.seat), n=e.count)
    else:
        line = ngettext("{name} draws {n} gem onto {island}", "{name} draws {n} gems onto {island}",
                        e.count).format(name=n(e.seat), n=e.count, island=island_name(e.island))
    return _seen(line, e.gems)


def _returned(e, n) -> str:
    if e.island is None:
        line = ngettext("{name} returns {n} gem from their chest to the bag",
                        "{name} returns {n} gems from their chest to the bag", e.count).format(name=n(e.seat), n=e.count)
    else:
        line = ngettext("{name} returns {n} gem from {island} to the bag",
                        "{name} returns {n} gems from {island} to the bag", e.count).format(
            name=n(e.seat), n=e.count, island=island_name(e.island))
    return _seen(line, e.gems)


def _seen(line: str, pile) -> str:
    """A line ending with the gems, when the viewer saw them: "... (1 gold, 1 red)." """
    if pile is None:
        return _("{line}.").format(line=line)
    return _("{line} ({gems}).").format(line=line, gems=gems_text(pile))


def describe(e, names: list[str]) -> str | None:
    n = names.__getitem__
    t = e.TYPE
    if t == "day_begins":
        return _("\u2014 Day {day}: {name} holds the dagger and the bag \u2014").format(day=e.day, name=n(e.dagger))
    if t == "islands_filled":
        per = {}
        for island, _colour in e.draws:
            per[island] = per.get(island, 0) + 1
        sizes = sorted(set(per.values()))
        if len(sizes) == 1:
            return ngettext("The dagger holder digs up {n} gem on each island.",
                            "The dagger holder digs up {n} gems on each island.", sizes[0]).format(n=sizes[0])
        return ngettext("The dagger holder digs up {n} gem on the islands.",
                        "The dagger holder digs up {n} gems on the islands.", len(e.draws)).format(n=len(e.draws))
    if t == "phase_begins":
        return _(PHASES[e.phase]) if e.phase in PHASES else None
    if t == "decided":
        lines = {"talk": N_("{name} has spoken."), "decision": N_("{name} places two ships face down."),
                 "market": N_("{name} closes a fist.")}
        return _(lines[e.phase]).format(name=n(e.seat)) if e.phase in lines else None
    if t == "signals_revealed":
        if not e.signals:
            return _("Nobody says a word.")
        parts = [(_("{name} \u2192 {to}: share") if intent == "share" else _("{name} \u2192 {to}: raid")).format(
            name=n(s), to=n(to)) for s, _i, to, intent in e.signals]
        return _clip(_("Signals: {signals}").format(signals="; ".join(parts)))
    if t == "bids_revealed":
        shown = [f"{n(s)} {v}" for s, v in enumerate(e.values) if e.bids[s] is not None and count(e.bids[s])]
        won = ", ".join(n(w) for w in e.winners) or _("nobody")
        return _clip(_("The fists open: {bids}. Artifacts for {names}.").format(
            bids=", ".join(shown) or _("all empty"), names=won))
    if t == "bid_paid":
        return _("{name} pays {gems} into the bag.").format(name=n(e.seat), gems=gems_text(e.gems))
    if t == "artifact_used":
        return _uses(e, n)
    if t == "artifact_skipped":
        return _("{name} won an artifact but none can be used.").format(name=n(e.seat))
    if t == "artifact_blocked":
        return _blocked(e, n)
    if t == "ship_peeked":
        return _peeked(e, n)
    if t == "rats_placed":
        k = len(e.islands) + len(e.ships)
        return ngettext("{name} places {n} rat.", "{name} places {n} rats.", k).format(name=n(e.seat), n=k)
    if t == "ships_rearranged":
        line = _("{name} re-places their ships ({n} moved)").format(name=n(e.seat), n=e.moved)
        if e.ships is not None:
            where = ", ".join(_("{island} {card}").format(island=island_name(i), card=card_text(c)) for i, c in e.ships)
            return _("{line}: {ships}.").format(line=line, ships=where)
        return _("{line}.").format(line=line)
    if t == "gem_moved":
        return _("{name} moves a {colour} gem from {a} to {b}.").format(
            name=n(e.seat), colour=_(COLOUR_WORDS.get(e.gem, e.gem)), a=island_name(e.from_island),
            b=island_name(e.to_island))
    if t == "gems_drawn":
        return _drawn(e, n)
    if t == "gems_returned":
        return _returned(e, n)
    if t == "ships_revealed":
        return _("The ships are turned face up.")
    if t == "island_raided":
        return _("{raider} raids {island}: {gems} taken from {victim}.").format(
            raider=n(e.raider), island=island_name(e.island), gems=gems_text(e.gems), victim=n(e.victim))
    if t == "island_lost":
        return _("Two raiders at {island}: {gems} sink back into the bag.").format(
            island=island_name(e.island), gems=gems_text(e.gems))
    if t == "share_begins":
        return _("{first} and {second} share {island}; {first} picks first.").format(
            first=n(e.first), second=n(e.second), island=island_name(e.island))
    if t == "gem_picked":
        line = _("{name} gets a {colour} gem.") if e.auto else _("{name} takes a {colour} gem.")
        return line.format(name=n(e.seat), colour=_(COLOUR_WORDS.get(e.gem, e.gem)))
    if t == "greens_swapped":
        (a, b), (ca, cb) = e.seats, e.cards
        return _("{a} and {b} swap their greens ({card_a} and {card_b}).").format(a=n(a), b=n(b), card_a=ca, card_b=cb)
    if t == "day_ends":
        return _("Day {day} ends: rats back, artifacts face up, the dagger to {name}.").format(day=e.day,
                                                                                             name=n(e.dagger))
    if t == "game_over":
        order = sorted(range(len(e.scores)), key=lambda s: -e.scores[s])
        return _clip(_("The chests open: {scores}.").format(
            scores=", ".join(f"{n(s)} {e.scores[s]:g}" for s in order)))
    return None
