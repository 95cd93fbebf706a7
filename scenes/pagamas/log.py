"""The Pagamás game log: one English sentence per event, from the event as the viewer may see it."""
from __future__ import annotations

from game.i18n import _, ngettext
from game.pagamas.cards import ACTION_TITLES, DEN_TITLES, PROMISES, TITLES

# The events that open a chapter of the log (the turns): left/right in the log jump to them.
CHAPTERS = frozenset({"captain_drawn", "turn_begins"})

PHASES = {"refloat": "Refloat", "roles": "Roles", "share": "The share", "landing": "The landing",
          "ambush": "Ambushes", "revelation": "The revelation", "mutiny": "Mutiny", "election": "Election"}
LOST_WHY = {"brothel": "could not pay the brothel", "ambush": "was caught in an ambush",
            "mutual": "fell in a mutual ambush", "sharks": "was thrown to the sharks",
            "mutiny": "lost the mutiny"}


def shares(n: int | None) -> str:
    if n is None:
        return "a loot card"
    return "1 share" if n == 1 else f"{n} shares"


def total(values) -> str:
    if values is None or any(v is None for v in values):
        return ""
    return f" ({sum(values)} shares)"


def role(r: str | None) -> str:
    return TITLES.get(r, r or "nobody")


def describe(e, names: list[str]) -> str | None:
    n = lambda s: names[s] if s is not None and 0 <= s < len(names) else "nobody"   # noqa: E731
    t = e.TYPE
    if t == "captain_drawn":
        return f"{n(e.captain)} drew the highest loot card and is the first captain."
    if t == "turn_begins":
        return f"Turn {e.turn}: {n(e.captain)} is captain; {e.loot_left} loot cards left."
    if t == "phase_begins":
        return None
    if t == "hand_discarded":
        return f"{n(e.seat)} discarded the whole hand ({len(e.cards)} cards)."
    if t == "actions_drawn":
        if not e.count and not e.sailors:
            return _("{who} keeps a hand of 2 or more cards and draws none.").format(who=n(e.seat)) \
                if e.why == "refloat" else None
        parts = []
        if e.cards is not None:
            kept = ", ".join(ACTION_TITLES.get(c, c) for c in e.cards)
            parts.append(f"drew {kept}" if kept else "drew nothing to keep")
        else:
            parts.append(f"drew {e.count} action card{'s' if e.count != 1 else ''}")
        if e.sailors:
            parts.append("recruited " + ", ".join(ACTION_TITLES.get(c, c) for c in e.sailors))
        why = {"brothel": " at the brothel", "start": " to start"}.get(e.why, "")
        return f"{n(e.seat)} " + " and ".join(parts) + why + "."
    if t == "action_deck_shuffled":
        return f"The action deck ran out: {e.count} discarded cards shuffled into a new one."
    if t == "card_discarded":
        return f"{n(e.seat)} discarded {ACTION_TITLES.get(e.card, e.card)}."
    if t == "roles_assigned":
        key = [f"{role(r)} {n(s)}" for s, r in enumerate(e.roles) if r in ("second", "lookout")]
        return f"{n(e.captain)} hands out the roles" + (f" ({', '.join(key)})." if key else ".")
    if t == "loot_drawn":
        seen = f": {', '.join(str(v) for v in e.values)}" if e.values is not None else ""
        last = " The loot deck is empty: last turn!" if e.last else ""
        return f"{n(e.captain)} draws {len(e.cards)} loot cards for the share{seen}.{last}"
    if t == "loot_given":
        return f"{n(e.to)} is dealt a loot card, face down."
    if t == "promise_made":
        return f"{n(e.seat)} to {n(e.to)}: \u201c{e.text or PROMISES.get(e.line, e.line)}\u201d"
    if t == "decided":
        return None     # the table shows who is ready; the choice itself is secret
    if t == "votes_revealed":
        verdict = "accepted" if e.accepted else "refused"
        against = [n(s) for s, v in enumerate(e.votes) if v is False]
        who = f" Against: {', '.join(against)}." if against and len(against) <= 3 else ""
        return f"Hands up! {e.yes} for, {e.no} against: the share is {verdict}.{who}"
    if t == "share_taken_back":
        return f"{n(e.captain)} takes the share back to deal it again."
    if t == "share_forced":
        if e.forced:
            return f"The Second, {n(e.second)}, forces the share through: a mutiny may follow."
        return "Nobody forces the share: the captain keeps it all."
    if t == "share_settled":
        if e.kept_all:
            return "The captain keeps all the loot: no treasure island tonight."
        return "The share is settled."
    if t == "loot_seen":
        if e.values is None:
            return None
        return f"{n(e.seat)} looks at the loot: {', '.join(str(v) for v in e.values)}."
    if t == "loot_discarded":
        why = {"overboard": "threw", "brothel": "paid", "mutual": "lost", "end": "never buried"}.get(e.why, "lost")
        return f"{n(e.seat)} {why} {shares(e.value)} into the sea."
    if t == "salvaged":
        return f"{n(e.seat)} plays Salvage and fishes {shares(e.value)} out of the sea."
    if t == "ambush_laid":
        what = "the Second's free ambush" if e.free else "an ambush"
        den = f" (at the {DEN_TITLES.get(e.den, e.den)})" if e.den else ""
        return f"{n(e.trapper)} lays {what} on {n(e.victim)}{den}."
    if t == "dens_revealed":
        return "Dens revealed: " + ", ".join(f"{n(s)} {DEN_TITLES.get(d, d)}" for s, d in enumerate(e.dens) if d) + "."
    if t == "brothel_paid":
        return f"{n(e.seat)} pays the brothel with {shares(e.value)}."
    if t == "character_lost":
        return f"{n(e.seat)} {LOST_WHY.get(e.why, 'fell')} and loses the {role(e.role)}, hand and sailors."
    if t == "ambush_resolved":
        den = DEN_TITLES.get(e.den, e.den)
        if e.outcome == "hit" and e.to is not None and e.to != e.trapper:
            return ngettext("{trapper} guessed the {den}: {victim} is caught; {trapper} was robbed by {taker}, "
                            "who takes {k} loot card{total}.",
                            "{trapper} guessed the {den}: {victim} is caught; {trapper} was robbed by {taker}, "
                            "who takes {k} loot cards{total}.", len(e.loot)).format(
                trapper=n(e.trapper), den=den, victim=n(e.victim), taker=n(e.to), k=len(e.loot),
                total=total(e.values))
        if e.outcome == "hit":
            got = f" and takes {len(e.loot)} loot card{'s' if len(e.loot) != 1 else ''}{total(e.values)}" if e.loot else ""
            return f"{n(e.trapper)} guessed the {den}: {n(e.victim)} is caught{got}!"
        if e.outcome == "dodged":
            return f"{n(e.trapper)} guessed the {den}, but {n(e.victim)} dodges!"
        if e.outcome == "mutual":
            return f"{n(e.trapper)} and {n(e.victim)} caught each other: both fall, their loot is lost."
        if e.outcome == "too_late":
            return f"{n(e.trapper)} arrives too late at the {den}: {n(e.victim)} has already fallen."
        return f"{n(e.trapper)} waited at the {den} for {n(e.victim)} in vain."
    if t == "loot_buried":
        where = "as Chaplain" if e.why == "chaplain" else "on the treasure island"
        return f"{n(e.seat)} buries {len(e.cards)} loot card{'s' if len(e.cards) != 1 else ''} {where}."
    if t == "mutiny_launched":
        return f"{n(e.seat)} turns the card: MUTINY!"
    if t == "side_chosen":
        return f"{n(e.seat)} {'joins the mutineers' if e.mutineer else 'stands with the captain'}."
    if t == "boarded":
        if e.fighter != e.seat:
            return _("{who} plays Boarding! for {fighter}: +{n} strength.").format(
                who=n(e.seat), fighter=n(e.fighter), n=e.strength)
        return f"{n(e.seat)} plays Boarding!: +{e.strength} strength."
    if t == "mutiny_resolved":
        who = "the captain" if e.winner == "captain" else "the mutineers"
        return f"Captain's side {e.captain_strength}, mutineers {e.mutineer_strength}: {who} win."
    if t == "thrown_to_sharks":
        return f"{n(e.by)} throws {n(e.victim)} to the sharks and takes {len(e.loot)} loot card{'s' if len(e.loot) != 1 else ''}{total(e.values)}."
    if t == "election_called":
        return f"No ship without a captain! {n(e.fallen)} fell: the crew elects a new one."
    if t == "stood":
        return f"{n(e.seat)} {'stands for captain' if e.yes else 'does not stand'}."
    if t == "election_result":
        if len(e.candidates) == 1:
            return f"{n(e.captain)}, the only candidate, is the new captain."
        tally = ", ".join(f"{n(s)} {v}" for s, v in e.tallies)
        tie = " (a tie, broken by the rules)" if e.tie else ""
        return f"Votes: {tally}. {n(e.captain)} is the new captain{tie}."
    if t == "promise_judged":
        if e.kept is None:
            return None
        line = PROMISES.get(e.line, e.line)
        return f"{n(e.seat)} {'kept' if e.kept else 'broke'} the promise to {n(e.to)}: \u201c{line}\u201d"
    if t == "turn_ends":
        return None
    if t == "game_over":
        win = " and ".join(n(s) for s in e.winners)
        return f"The loot deck is empty: the buried loot is counted. {win} win{'s' if len(e.winners) == 1 else ''}!"
    return None
