"""The ship's log: one English sentence per Libertalia event, from the event as the viewer may see it."""
from __future__ import annotations

from collections import Counter

from game.i18n import _, ngettext
from game.libertalia.booty import title
from game.libertalia.characters import name as char_name

# The events that open a chapter of the log (the campaigns and days): left/right in the log jump to them.
CHAPTERS = frozenset({"campaign_begins", "phase_begins"})

PHASE_WORDS = {"dawn": "dawn", "day": "the day", "dusk": "dusk", "night": "night"}


def character(rank) -> str:
    return f"{char_name(rank)} ({rank})" if rank else "a character"


def word_for(kind: str) -> str:
    """A booty kind in running text: lower case but for the Spanish officer."""
    t = title(kind)
    return t if t.startswith("Spanish") else t.lower()


def tokens(kinds) -> str:
    counts = Counter(kinds)
    parts = []
    for kind, n in counts.items():
        word = word_for(kind)
        if n > 1:
            parts.append(f"{n} {word}{'' if word.endswith('s') else 's'}")
        elif word.endswith("s"):                  # goods, jewels: no article
            parts.append(word)
        else:
            parts.append(f"an {word}" if word[0] in "aeiou" else f"a {word}")
    return ", ".join(parts) if parts else "nothing"


def cause_words(cause) -> str:
    if isinstance(cause, int):
        return f"the {char_name(cause)}"
    return {"sabre": "a sabre", "officer": "a Spanish officer", "dusk": "dusk", "reset": "the new campaign"}.get(
        str(cause), str(cause))


def describe(e, who) -> str | None:
    """`who(seat)` names a seat; returns None for events the log leaves out."""
    t = e.TYPE
    if t == "campaign_begins":
        return f"Campaign {e.campaign} begins: {len(e.deal)} new characters in every hand, " \
               f"{e.doubloons} doubloons each."
    if t == "phase_begins":
        return f"Day {e.day}: {PHASE_WORDS.get(e.phase, e.phase)}." if e.phase != "dawn" else \
            f"Campaign {e.campaign}, day {e.day}: everyone picks a character in secret."
    if t == "picked":
        if e.rank:
            return f"{who(e.seat)} picks the {character(e.rank)}, face down."
        return f"{who(e.seat)} lays a character face down."
    if t == "revealed":
        return "Revealed: " + ", ".join(f"{who(s)}'s {char_name(r)}" for s, r in e.ship) + "."
    if t == "ability_used":
        note = f": {e.note}" if e.note else ""
        return f"{who(e.seat)}'s {char_name(e.rank)}{note}."
    if t == "character_played":
        return f"{who(e.seat)} plays the {character(e.rank)} in the Parrot's place."
    if t == "character_discarded":
        where = "from the ship" if e.source == "ship" else "from the den"
        return f"{who(e.seat)}'s {character(e.rank)} is discarded {where} by {cause_words(e.cause)}."
    if t == "character_returned":
        if e.source == "den":
            return f"{who(e.seat)} takes the {character(e.rank)} back into hand from the den."
        return f"{who(e.seat)} takes {'the ' + character(e.rank) if e.rank else 'a character'} " \
               f"back from the graveyard{'' if e.rank else ', secretly'}."
    if t == "to_den":
        return f"{who(e.seat)}'s {char_name(e.rank)} goes to the den."
    if t == "doubloons_moved":
        n = f"{e.amount} doubloon{'s' if e.amount != 1 else ''}"
        why = f" ({cause_words(e.cause)})" if e.cause not in ("", None) else ""
        if e.payer is None:
            return f"{who(e.payee)} gains {n}{why}." if e.payee is not None else None
        if e.payee is None:
            return f"{who(e.payer)} pays {n}{why}."
        return f"{who(e.payer)} gives {n} to {who(e.payee)}{why}."
    if t == "booty_moved":
        what = tokens(e.kinds)
        if e.target == "discard":
            return f"{who(e.seat)} discards {what} ({cause_words(e.cause)})." if e.seat is not None else \
                f"{what.capitalize()} discarded."
        if e.source == "day":
            return f"{who(e.to_seat)} takes {what} from day {e.day}."
        if e.source == "bag":
            return f"{who(e.to_seat)} draws {what} from the bag ({cause_words(e.cause)})."
        return f"{what.capitalize()} go{'es' if len(e.kinds) == 1 else ''} from {who(e.seat)}'s den " \
               f"to {who(e.to_seat)}'s ({cause_words(e.cause)})."
    if t == "booty_drawn":
        if e.kinds is None:
            return ngettext("{who} draws {n} token from the bag, face down ({cause}).",
                            "{who} draws {n} tokens from the bag, face down ({cause}).", e.count).format(
                who=who(e.seat), n=e.count, cause=cause_words(e.cause))
        return _("{who} draws {what} from the bag, face down ({cause}).").format(
            who=who(e.seat), what=tokens(e.kinds), cause=cause_words(e.cause))
    if t == "booty_revealed":
        return _("The count turns {who}'s face-down tokens: {what}.").format(who=who(e.seat), what=tokens(e.kinds))
    if t == "campaign_scored":
        parts = [f"{who(i)} {f['fortune']}" for i, f in enumerate(e.fortunes)]
        return f"Campaign {e.campaign} counted: " + ", ".join(parts) + "."
    if t == "game_over":
        names = " and ".join(who(s) for s in e.winners)
        return f"The voyage is over: {names} win{'s' if len(e.winners) == 1 else ''}."
    return None
