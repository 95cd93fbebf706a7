"""The Pagamás game log: one sentence per event, in the player's language, from the event as the
viewer may see it."""
from __future__ import annotations

import re

from game.i18n import N_, _, ngettext
from game.pagamas.cards import ACTION_TITLES, DEN_TITLES, PROMISES, TITLES
from game.pagamas.nouns import DENS

# The events that open a chapter of the log (the turns): left/right in the log jump to them.
CHAPTERS = frozenset({"captain_drawn", "turn_begins"})

#: The phases' names (English; shown with _()).
PHASES = {"refloat": N_("Refloat"), "roles": N_("Roles"), "share": N_("The share"), "landing": N_("The landing"),
          "ambush": N_("Ambushes"), "revelation": N_("The revelation"), "mutiny": N_("Mutiny"),
          "election": N_("Election")}
#: How a character was lost: one whole sentence each (shown with _()).
LOST = {"brothel": N_("{who} could not pay the brothel and loses the {role}, hand and sailors."),
        "ambush": N_("{who} was caught in an ambush and loses the {role}, hand and sailors."),
        "mutual": N_("{who} fell in a mutual ambush and loses the {role}, hand and sailors."),
        "sharks": N_("{who} was thrown to the sharks and loses the {role}, hand and sailors."),
        "mutiny": N_("{who} lost the mutiny and loses the {role}, hand and sailors.")}
LOST_OTHER = N_("{who} fell and loses the {role}, hand and sailors.")
#: Loot into the sea, by why it went (shown with _()).
SEA = {"overboard": N_("{who} threw {loot} into the sea."),
       "brothel": N_("{who} paid {loot}: it goes into the sea."),
       "end": N_("{who} never buried {loot}: it goes into the sea.")}
SEA_OTHER = N_("{who} lost {loot} into the sea.")
#: Action cards drawn, as the owner sees them, by why they were drawn.
DREW = {"brothel": N_("{who} drew {cards} at the brothel."), "start": N_("{who} drew {cards} to start.")}
DREW_OTHER = N_("{who} drew {cards}.")
DREW_NOTHING = {"brothel": N_("{who} drew nothing to keep at the brothel."),
                "start": N_("{who} drew nothing to keep to start.")}
DREW_NOTHING_OTHER = N_("{who} drew nothing to keep.")


def shares(n: int | None) -> str:
    if n is None:
        return _("a loot card")
    return ngettext("{n} share", "{n} shares", n).format(n=n)


def total(values) -> str:
    """" (7 shares)" when every value is known, else nothing."""
    if values is None or any(v is None for v in values):
        return ""
    return _(" ({n} shares)").format(n=sum(values))


def role(r: str | None) -> str:
    if r is None:
        return _("nobody")
    return _(TITLES[r]) if r in TITLES else r


def den_name(d: str) -> str:
    """A den's name as a label (a list's entry): «Hamaca»; in a sentence use den_form."""
    return _(DEN_TITLES[d]) if d in DEN_TITLES else d


def den_form(d: str, form: str) -> str:
    """A den as a sentence needs it (game/nouns.py): "the" «la Hamaca», "at" «en la Hamaca», "to" «a la Hamaca»."""
    return DENS[d].form(form) if d in DENS else d


def card_names(kinds) -> str:
    return ", ".join(_(ACTION_TITLES[c]) if c in ACTION_TITLES else c for c in kinds)


def names_and(names: list[str]) -> str:
    """"Anne", "Anne and Bart", "Anne, Bart and Mary"."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def promise(e) -> str:
    return _(e.text or PROMISES.get(e.line, e.line))


def _drawn(e, who: str) -> str | None:
    if not e.count and not e.sailors:
        return _("{who} keeps a hand of 2 or more cards and draws none.").format(who=who) \
            if e.why == "refloat" else None
    lines = []
    if e.cards is not None:
        if e.cards:
            lines.append(_(DREW.get(e.why, DREW_OTHER)).format(who=who, cards=card_names(e.cards)))
        elif not e.sailors:
            lines.append(_(DREW_NOTHING.get(e.why, DREW_NOTHING_OTHER)).format(who=who))
    elif e.count or not e.sailors:
        if e.why == "brothel":
            line = ngettext("{who} drew {n} action card at the brothel.",
                            "{who} drew {n} action cards at the brothel.", e.count)
        elif e.why == "start":
            line = ngettext("{who} drew {n} action card to start.", "{who} drew {n} action cards to start.", e.count)
        else:
            line = ngettext("{who} drew {n} action card.", "{who} drew {n} action cards.", e.count)
        lines.append(line.format(who=who, n=e.count))
    if e.sailors:
        lines.append(_("{who} recruited {sailors}.").format(who=who, sailors=card_names(e.sailors)))
    return " ".join(lines)


def _resolved(e, n) -> str:
    den = den_form(e.den, "the")
    if e.outcome == "hit" and e.to is not None and e.to != e.trapper:
        return ngettext("{trapper} guessed {den}: {victim} is caught; {trapper} was robbed by {taker}, "
                        "who takes {k} loot card{total}.",
                        "{trapper} guessed {den}: {victim} is caught; {trapper} was robbed by {taker}, "
                        "who takes {k} loot cards{total}.", len(e.loot)).format(
            trapper=n(e.trapper), den=den, victim=n(e.victim), taker=n(e.to), k=len(e.loot),
            total=total(e.values))
    if e.outcome == "hit":
        if e.loot:
            return ngettext("{trapper} guessed {den}: {victim} is caught and {trapper} takes {k} loot card{total}!",
                            "{trapper} guessed {den}: {victim} is caught and {trapper} takes {k} loot cards{total}!",
                            len(e.loot)).format(trapper=n(e.trapper), den=den, victim=n(e.victim), k=len(e.loot),
                                                total=total(e.values))
        return _("{trapper} guessed {den}: {victim} is caught!").format(trapper=n(e.trapper), den=den,
                                                                            victim=n(e.victim))
    if e.outcome == "dodged":
        line = _("{trapper} guessed {den}, but {victim} dodges!")
    elif e.outcome == "mutual":
        line = _("{trapper} and {victim} caught each other: both fall, their loot is lost.")
    elif e.outcome == "too_late":
        return _("{trapper} comes {den} too late: {victim} is already out.").format(
            trapper=n(e.trapper), den=den_form(e.den, "to"), victim=n(e.victim))
    else:
        return _("{trapper} waited {den} for {victim} in vain.").format(
            trapper=n(e.trapper), den=den_form(e.den, "at"), victim=n(e.victim))
    return line.format(trapper=n(e.trapper), den=den, victim=n(e.victim))


# A sentence that ends on a card's name that ends in its own "!" («Ambush!», «¡Emboscada!») takes
# no full stop after it.
BANG_STOP = re.compile(r"([!?])\.(?=\s|$)")


def describe(e, names: list[str]) -> str | None:
    """The event as a line of the log, in the viewer's words (None: an event the log leaves out)."""
    line = _describe(e, names)
    return None if line is None else BANG_STOP.sub(r"\1", line)


def _describe(e, names: list[str]) -> str | None:
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else _("nobody")   # noqa: E731
    t = e.TYPE
    if t == "captain_drawn":
        return _("{who} drew the highest loot card and is the first captain.").format(who=n(e.captain))
    if t == "turn_begins":
        return ngettext("Turn {turn}: {who} is captain; {n} loot card left.",
                        "Turn {turn}: {who} is captain; {n} loot cards left.", e.loot_left).format(
            turn=e.turn, who=n(e.captain), n=e.loot_left)
    if t == "phase_begins":
        return None
    if t == "hand_discarded":
        return ngettext("{who} discarded the whole hand ({n} card).", "{who} discarded the whole hand ({n} cards).",
                        len(e.cards)).format(who=n(e.seat), n=len(e.cards))
    if t == "actions_drawn":
        return _drawn(e, n(e.seat))
    if t == "action_deck_shuffled":
        return ngettext("The action deck ran out: {n} discarded card shuffled into a new one.",
                        "The action deck ran out: {n} discarded cards shuffled into a new one.", e.count).format(n=e.count)
    if t == "card_discarded":
        return _("{who} discarded {card}.").format(who=n(e.seat), card=card_names([e.card]))
    if t == "roles_assigned":
        key = [_("{role} {name}").format(role=role(r), name=n(s)) for s, r in enumerate(e.roles)
               if r in ("second", "lookout")]
        if key:
            return _("{captain} hands out the roles ({roles}).").format(captain=n(e.captain), roles=", ".join(key))
        return _("{captain} hands out the roles.").format(captain=n(e.captain))
    if t == "loot_drawn":
        k = len(e.cards)
        if e.values is not None:
            line = ngettext("{captain} draws {n} loot card for the share: {values}.",
                            "{captain} draws {n} loot cards for the share: {values}.", k)
        else:
            line = ngettext("{captain} draws {n} loot card for the share.",
                            "{captain} draws {n} loot cards for the share.", k)
        line = line.format(captain=n(e.captain), n=k, values=", ".join(str(v) for v in e.values or ()))
        return line + " " + _("The loot deck is empty: last turn!") if e.last else line
    if t == "loot_given":
        return _("{who} is dealt a loot card, face down.").format(who=n(e.to))
    if t == "promise_made":
        return _("{who} to {to}: \u201c{promise}\u201d").format(who=n(e.seat), to=n(e.to), promise=promise(e))
    if t == "decided":
        return None     # the table shows who is ready; the choice itself is secret
    if t == "votes_revealed":
        line = (_("Hands up! {yes} for, {no} against: the share is accepted.") if e.accepted
                else _("Hands up! {yes} for, {no} against: the share is refused.")).format(yes=e.yes, no=e.no)
        against = [n(s) for s, v in enumerate(e.votes) if v is False]
        if against and len(against) <= 3:
            line += " " + _("Against: {names}.").format(names=", ".join(against))
        return line
    if t == "share_taken_back":
        return _("{captain} takes the share back to deal it again.").format(captain=n(e.captain))
    if t == "share_forced":
        if e.forced:
            return _("The Second, {name}, forces the share through: a mutiny may follow.").format(name=n(e.second))
        return _("Nobody forces the share: the captain keeps it all.")
    if t == "share_settled":
        if e.kept_all:
            return _("The captain keeps all the loot: no treasure island tonight.")
        return _("The share is settled.")
    if t == "loot_seen":
        if e.values is None:
            return None
        return _("{who} looks at the loot: {values}.").format(who=n(e.seat), values=", ".join(str(v) for v in e.values))
    if t == "loot_discarded":
        return _(SEA.get(e.why, SEA_OTHER)).format(who=n(e.seat), loot=shares(e.value))
    if t == "salvaged":
        return _("{who} plays Salvage and fishes {loot} out of the sea.").format(who=n(e.seat), loot=shares(e.value))
    if t == "ambush_laid":
        if e.den:
            line = (_("{trapper} lays the Second's free ambush on {victim} ({den}).") if e.free
                    else _("{trapper} lays an ambush on {victim} ({den})."))
        else:
            line = (_("{trapper} lays the Second's free ambush on {victim}.") if e.free
                    else _("{trapper} lays an ambush on {victim}."))
        return line.format(trapper=n(e.trapper), victim=n(e.victim), den=den_form(e.den, "at") if e.den else "")
    if t == "dens_revealed":
        dens = ", ".join(_("{name} {den}").format(name=n(s), den=den_name(d)) for s, d in enumerate(e.dens) if d)
        return _("Dens revealed: {dens}.").format(dens=dens)
    if t == "brothel_paid":
        return _("{who} pays the brothel with {loot}.").format(who=n(e.seat), loot=shares(e.value))
    if t == "character_lost":
        return _(LOST.get(e.why, LOST_OTHER)).format(who=n(e.seat), role=role(e.role))
    if t == "ambush_resolved":
        return _resolved(e, n)
    if t == "loot_buried":
        k = len(e.cards)
        if e.why == "chaplain":
            line = ngettext("{who} buries {n} loot card as Chaplain.", "{who} buries {n} loot cards as Chaplain.", k)
        else:
            line = ngettext("{who} buries {n} loot card on the treasure island.",
                            "{who} buries {n} loot cards on the treasure island.", k)
        return line.format(who=n(e.seat), n=k)
    if t == "mutiny_launched":
        return _("{who} turns the card: MUTINY!").format(who=n(e.seat))
    if t == "side_chosen":
        return (_("{who} joins the mutineers.") if e.mutineer else _("{who} stands with the captain.")).format(who=n(e.seat))
    if t == "boarded":
        if e.fighter != e.seat:
            return _("{who} plays Boarding! for {fighter}: +{n} strength.").format(
                who=n(e.seat), fighter=n(e.fighter), n=e.strength)
        return _("{who} plays Boarding!: +{n} strength.").format(who=n(e.seat), n=e.strength)
    if t == "mutiny_resolved":
        line = (_("Captain's side {captain}, mutineers {mutineers}: the captain wins.") if e.winner == "captain"
                else _("Captain's side {captain}, mutineers {mutineers}: the mutineers win."))
        return line.format(captain=e.captain_strength, mutineers=e.mutineer_strength)
    if t == "thrown_to_sharks":
        return ngettext("{who} throws {victim} to the sharks and takes {n} loot card{total}.",
                        "{who} throws {victim} to the sharks and takes {n} loot cards{total}.", len(e.loot)).format(
            who=n(e.by), victim=n(e.victim), n=len(e.loot), total=total(e.values))
    if t == "election_called":
        return _("No ship without a captain! {who} fell: the crew elects a new one.").format(who=n(e.fallen))
    if t == "stood":
        return (_("{who} stands for captain.") if e.yes else _("{who} does not stand.")).format(who=n(e.seat))
    if t == "election_result":
        if len(e.candidates) == 1:
            return _("{who}, the only candidate, is the new captain.").format(who=n(e.captain))
        tally = ", ".join(_("{name} {votes}").format(name=n(s), votes=v) for s, v in e.tallies)
        line = (_("Votes: {tally}. {who} is the new captain (a tie, broken by the rules).") if e.tie
                else _("Votes: {tally}. {who} is the new captain."))
        return line.format(tally=tally, who=n(e.captain))
    if t == "promise_judged":
        if e.kept is None:
            return None
        line = (_("{who} kept the promise to {to}: \u201c{promise}\u201d") if e.kept
                else _("{who} broke the promise to {to}: \u201c{promise}\u201d"))
        return line.format(who=n(e.seat), to=n(e.to), promise=_(PROMISES.get(e.line, e.line)))
    if t == "turn_ends":
        return None
    if t == "game_over":
        winners = [n(s) for s in e.winners]
        return ngettext("The loot deck is empty: the buried loot is counted. {names} wins!",
                        "The loot deck is empty: the buried loot is counted. {names} win!", len(winners)).format(
            names=names_and(winners))
