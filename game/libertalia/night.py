"""Night and the day of rest: night abilities in every den, then at the end of a campaign the
end abilities, the fortune counted onto the score track, and the table cleared."""
from __future__ import annotations

from collections import Counter

from ..i18n import _
from . import booty
from . import characters as C
from .events import AbilityUsed, BootyRevealed, CampaignScored, GameOver, PhaseBegins
from .moves import discard_booty, discard_from_den, gain, pay, show_hidden
from .calendar import CAMPAIGNS
from .characters import ARMORER, BARKEEP, FREED_SLAVE, GRANNY_WATA, MUTINEER, WAITRESS


def begin(s, ev: list | None) -> None:
    """Night falls: the Waitresses with a treasure map in their den choose first. So that the
    question does not tell whether a face-down token is a map, a Waitress whose den holds
    face-down tokens is always asked (without a map her one answer is to keep)."""
    s.phase = "night"
    if ev is not None:
        ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="night"))
    s.night_choices = [None] * s.players
    waiting = []
    for seat, den in enumerate(s.dens):
        if WAITRESS in den and ("map" in s.den_booty[seat] or s.den_hidden[seat]):
            waiting.append(seat)
    s.night_waiting = waiting


def serve(s, seat: int, discard: bool) -> None:
    """The Waitress's answer, in sight of all: trading a face-down map shows it is one."""
    s.night_choices[seat] = discard
    s.night_waiting.remove(seat)
    if discard:
        show_hidden(s, seat, "map")


_NIGHT = frozenset({C.BARKEEP, C.WAITRESS, C.FREED_SLAVE, C.MUTINEER, C.ARMORER, C.GRANNY_WATA})


def resolve(s, ev: list | None) -> None:
    """Every night ability at once, on the dens as night fell; then the discards."""
    # the dens with a night ability, each sorted
    dens = []
    for seat, d in enumerate(s.dens):
        if not _NIGHT.isdisjoint(d):
            dens.append((seat, sorted(d)))
    if not dens:
        return
    grannies = None                                 # the dens holding a Granny Wata, when one acts
    victims: list[tuple[int, int, int]] = []       # (seat, rank, cause)
    for seat, den in dens:
        for rank in den:
            if rank not in _NIGHT:
                continue
            if rank == BARKEEP:
                amount = 1
            elif rank == WAITRESS:
                if not s.night_choices[seat]:
                    continue                        # she kept her map: nothing to tell
                discard_booty(s, seat, ["map"], rank, ev)
                amount = 3
            elif rank == FREED_SLAVE:
                amount = len(den) - 1 - den.index(rank)     # the higher ranks (a den: one of each)
            elif rank == MUTINEER:
                amount = 0
                for r in den:
                    if r != rank:                   # the lowest other character
                        victims.append((seat, r, rank))
                        amount = 2
                        break
            elif rank == ARMORER:
                amount = s.den_booty[seat].count("sabre")
            else:                                   # GRANNY_WATA
                if grannies is None:
                    grannies = [o for o, d in dens if GRANNY_WATA in d]
                amount = 2 if len(grannies) == 1 else 0
                if not amount:
                    victims.append((seat, rank, rank))
            if ev is not None:
                ev.append(AbilityUsed(seat=seat, rank=rank, phase="night", note=_note(rank, amount, den)))
            if amount:
                gain(s, seat, amount, rank, ev)
    for seat, rank, cause in victims:
        if rank in s.dens[seat]:
            discard_from_den(s, seat, rank, cause, seat, ev)


def _note(rank: int, amount: int, den: list[int]) -> str:
    """The words of a night ability's AbilityUsed event, from what it gained."""
    if rank == WAITRESS:
        return _("map for +3")
    if rank == MUTINEER:
        if not amount:
            return _("alone: nothing")
        return _("drops the character {name}, +2").format(name=C.name(next(r for r in den if r != rank)))
    if rank == GRANNY_WATA:
        return _("alone: +2") if amount else _("not alone: discarded")
    return f"+{amount}"


def end_of_campaign(s, ev: list | None) -> None:
    """The day of rest: the face-down tokens turned for the count, end abilities (added up per
    den), the fortune, the table cleared."""
    for seat in range(s.players):
        if s.den_hidden[seat]:
            if ev is not None:
                ev.append(BootyRevealed(seat=seat, kinds=tuple(s.den_hidden[seat])))
            s.den_hidden[seat] = []
    dens = list(map(sorted, s.dens))
    fewest = min(map(len, dens))
    daughters = [seat for seat in range(s.players) if C.GOVERNORS_DAUGHTER in dens[seat]]
    for seat, den in enumerate(dens):
        # the tokens counted, for the two characters that read them
        held = Counter(s.den_booty[seat]) if C.TREASURER in den or C.CAPTAIN in den else None
        net = 0
        for rank in den:
            if rank not in _END:
                continue
            delta = end_value(rank, den, held, fewest, daughters)
            if ev is not None:
                ev.append(AbilityUsed(seat=seat, rank=rank, phase="end", note=f"{delta:+d}"))
            net += delta
        if net > 0:
            gain(s, seat, net, "end", ev)
        elif net < 0:
            pay(s, seat, -net, "end", ev)
    fortunes = []
    for seat in range(s.players):
        tokens = s.den_booty[seat]
        value = booty.value(tokens)
        fortune = max(0, s.doubloons[seat] + value)
        s.track[seat] += fortune
        fortunes.append({"doubloons": s.doubloons[seat], "booty": value,
                         "maps": tokens.count("map"), "relics": tokens.count("relic"),
                         "fortune": fortune, "score": s.track[seat]})
    s.history.append({"campaign": s.campaign, "fortunes": fortunes})
    if ev is not None:
        ev.append(CampaignScored(campaign=s.campaign, fortunes=tuple(fortunes)))
    _clear(s)
    if s.campaign == CAMPAIGNS:
        s.phase = "over"
        if ev is not None:
            ev.append(GameOver(scores=tuple(s.track), winners=tuple(s.winners())))


_END = frozenset({C.PREACHER, C.CARPENTER, C.TOPMAN, C.TREASURER, C.GAMBLER, C.GOVERNORS_DAUGHTER,
                  C.QUARTERMASTER, C.FIRST_MATE, C.CAPTAIN})     # the ranks end_value counts


def end_value(rank, den, held, fewest, daughters) -> int | None:
    """What `rank` in `den` gains (or pays) at the end of the campaign; None for a character
    with no end-of-campaign ability (a rank not in _END)."""
    if rank == C.PREACHER:
        return 5
    if rank == C.CARPENTER:
        return 10
    if rank == C.TOPMAN:
        return 5 if len(den) == fewest else 0
    if rank == C.TREASURER:
        return held["goods"] + held["jewels"] + held["chest"]
    if rank == C.GAMBLER:
        return 8
    if rank == C.GOVERNORS_DAUGHTER:
        return 6 if len(daughters) == 1 else -3
    if rank == C.QUARTERMASTER:
        return -8
    if rank == C.FIRST_MATE:
        return len(den)
    if rank == C.CAPTAIN:
        return -3 * held["relic"]
    return None


def _clear(s) -> None:
    """Dens and graveyards leave the game; booty back to the bag, doubloons to the bank."""
    for seat in range(s.players):
        s.removed[seat].extend(s.dens[seat] + s.graveyards[seat])
        s.removed[seat].sort()
        s.dens[seat], s.graveyards[seat] = [], []
        if s.secret[seat]:
            s.secret[seat] = [[r, "removed"] for r, _ in s.secret[seat]]
        s.bag.extend(s.den_booty[seat])
        s.den_booty[seat] = []
    for space in s.spaces:
        s.bag.extend(space)
        space.clear()
    s.bag.extend(s.discarded)
    s.discarded = []
    s.bank += sum(s.doubloons)
    s.doubloons = [0] * s.players
