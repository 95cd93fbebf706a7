"""The ship's log: one sentence per Libertalia event, in the player's language, from the event as the
viewer may see it."""
from __future__ import annotations

from collections import Counter

from game.i18n import N_, _, ngettext
from game.libertalia.booty import title
from game.libertalia.characters import name as char_name
from game.libertalia.nouns import CHARACTER

# The events that open a chapter of the log (the campaigns and days): left/right in the log jump to them.
CHAPTERS = frozenset({"campaign_begins", "phase_begins"})

PHASE_LINES = {"day": N_("Day {day}: the day."), "dusk": N_("Day {day}: dusk."), "night": N_("Day {day}: night.")}
CAUSES = {"sabre": N_("a sabre"), "officer": N_("a Spanish officer"), "dusk": N_("dusk"),
          "reset": N_("the new campaign"), "end": N_("end of campaign")}


def character(rank) -> str:
    """A character as a label: "Carpenter (9)"."""
    return _("{name} ({rank})").format(name=char_name(rank), rank=rank) if rank else _("a character")


def character_form(rank, form: str = "obj") -> str:
    """A character as a sentence needs it (game/nouns.py), with its rank: «al Carpintero (9)»."""
    if rank not in CHARACTER:
        return character(rank)
    return _("{name} ({rank})").format(name=CHARACTER[rank].form(form), rank=rank)


def tokens(kinds) -> str:
    """Booty tokens by name, counted: "Treasure chest, 2 × Treasure map"."""
    parts = [title(kind) if n == 1 else _("{n} × {booty}").format(n=n, booty=title(kind))
             for kind, n in Counter(kinds).items()]
    return ", ".join(parts) if parts else _("nothing")


def cause_words(cause) -> str:
    if isinstance(cause, int):
        return char_name(cause)
    return _(CAUSES[str(cause)]) if str(cause) in CAUSES else str(cause)


def _money(n: int) -> str:
    return ngettext("{n} doubloon", "{n} doubloons", n).format(n=n)


def describe(e, who) -> str | None:
    """`who(seat)` names a seat; returns None for events the log leaves out."""
    t = e.TYPE
    if t == "campaign_begins":
        return ngettext("Campaign {campaign} begins: {n} new character in every hand, {doubloons} doubloons each.",
                        "Campaign {campaign} begins: {n} new characters in every hand, {doubloons} doubloons each.",
                        len(e.deal)).format(campaign=e.campaign, n=len(e.deal), doubloons=e.doubloons)
    if t == "phase_begins":
        if e.phase == "dawn":
            return _("Campaign {campaign}, day {day}: everyone picks a character in secret.").format(
                campaign=e.campaign, day=e.day)
        return _(PHASE_LINES[e.phase]).format(day=e.day) if e.phase in PHASE_LINES else \
            _("Day {day}: {phase}.").format(day=e.day, phase=e.phase)
    if t == "picked":
        if e.rank:
            return _("{who} picks {character}, face down.").format(who=who(e.seat), character=character_form(e.rank))
        return _("{who} lays a character face down.").format(who=who(e.seat))
    if t == "revealed":
        return _("Revealed: {characters}.").format(characters=", ".join(
            _("{who}: {character}").format(who=who(s), character=char_name(r)) for s, r in e.ship))
    if t == "ability_used":
        if e.note:
            return _("{who}, {character}: {note}.").format(who=who(e.seat), character=char_name(e.rank), note=e.note)
        return _("{who}, {character}.").format(who=who(e.seat), character=char_name(e.rank))
    if t == "character_played":
        return _("{who} plays {character} in the Parrot's place.").format(who=who(e.seat), character=character_form(e.rank))
    if t == "character_discarded":
        line = (_("{who} loses {character} from the ship ({cause}).") if e.source == "ship"
                else _("{who} loses {character} from the den ({cause})."))
        return line.format(who=who(e.seat), character=character_form(e.rank), cause=cause_words(e.cause))
    if t == "character_returned":
        if e.source == "den":
            return _("{who} takes {character} back into hand from the den.").format(who=who(e.seat),
                                                                                   character=character_form(e.rank))
        if e.rank:
            return _("{who} takes {character} back from the graveyard.").format(who=who(e.seat),
                                                                               character=character_form(e.rank))
        return _("{who} takes a character back from the graveyard, secretly.").format(who=who(e.seat))
    if t == "to_den":
        return _("{who}: {character} goes to the den.").format(
            who=who(e.seat), character=CHARACTER[e.rank].the if e.rank in CHARACTER else char_name(e.rank))
    if t == "doubloons_moved":
        n = _money(e.amount)
        why = e.cause not in ("", None)
        if e.payer is None:
            if e.payee is None:
                return None
            return (_("{who} gains {n} ({cause}).") if why else _("{who} gains {n}.")).format(
                who=who(e.payee), n=n, cause=cause_words(e.cause) if why else "")
        if e.payee is None:
            return (_("{who} pays {n} ({cause}).") if why else _("{who} pays {n}.")).format(
                who=who(e.payer), n=n, cause=cause_words(e.cause) if why else "")
        return (_("{who} gives {n} to {payee} ({cause}).") if why else _("{who} gives {n} to {payee}.")).format(
            who=who(e.payer), n=n, payee=who(e.payee), cause=cause_words(e.cause) if why else "")
    if t == "booty_moved":
        what = tokens(e.kinds)
        if e.target == "discard":
            if e.seat is None:
                return _("Discarded: {what}.").format(what=what)
            return _("{who} discards {what} ({cause}).").format(who=who(e.seat), what=what,
                                                                cause=cause_words(e.cause))
        if e.source == "day":
            return _("{who} takes {what} from day {day}.").format(who=who(e.to_seat), what=what, day=e.day)
        if e.source == "bag":
            return _("{who} draws {what} from the bag ({cause}).").format(who=who(e.to_seat), what=what,
                                                                          cause=cause_words(e.cause))
        return _("From {who}'s den to {other}'s: {what} ({cause}).").format(
            who=who(e.seat), other=who(e.to_seat), what=what, cause=cause_words(e.cause))
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
        return _("Campaign {n} counted: {scores}.").format(n=e.campaign, scores=", ".join(parts))
    if t == "game_over":
        if len(e.winners) == 1:
            return _("The voyage is over: {name} wins.").format(name=who(e.winners[0]))
        return _("The voyage is over: {names} win.").format(names=", ".join(who(s) for s in e.winners))
    return None
