"""Campaigns, days and phases: the identical deals, dawn's secret picks and the reveal, and the
loop that resolves the ship until someone must decide."""
from __future__ import annotations

from ..core.checks import expect
from ..core.contract import Action
from ..i18n import N_, _
from . import booty, day, dusk, night
from . import characters as C
from .actions import Pick, Serve
from .characters import PLACE, RANKS, name
from .events import CampaignBegins, PhaseBegins, Picked, Revealed
from .moves import gain
from .calendar import CAMPAIGNS, DAYS, DEAL, START_DOUBLOONS

# pending action name -> the module whose options()/resolve() handle it
DECISIONS = {"replay": day, "recruit": day, "keep": day, "shoot": day, "trade": day,
             "heal": day, "take": dusk, "slash": dusk}


# ------------------------------------------------------------------ campaigns
def begin_campaign(s, ev: list | None, purses=None) -> None:
    """Deal the identical ranks, reset the purses, fill the bag and the 6 day spaces."""
    c = s.campaign
    forced = s.forced_deals[c - 1]
    if forced:
        s.deal = list(forced)
        s.deck = [r for r in s.deck if r not in forced]
    else:                                   # dealt from the deck's end, the last card first
        k = DEAL[c]
        s.deal = s.deck[:-k - 1:-1]
        del s.deck[-k:]
    for hand in s.hands:
        hand.extend(s.deal)
        hand.sort()
    s.bank += sum(s.doubloons)
    s.doubloons = [0] * s.players
    for seat in range(s.players):           # no DoubloonsMoved: CampaignBegins tells the purses
        gain(s, seat, START_DOUBLOONS if purses is None else purses[seat], "reset", None)
    s.bag = booty.full_bag()
    named = s.forced_booty[c - 1]
    if named:
        for d in named:
            for k in d:
                s.bag.remove(k)
    s.rng.shuffle(s.bag)
    if named:
        s.spaces = [list(d) for d in named]
    else:                                   # players tokens a day, each drawn from the bag's end
        n = s.players
        drawn = s.bag[-n * DAYS:]
        del s.bag[-n * DAYS:]
        drawn.reverse()
        chunks = [iter(drawn)] * n          # each day's n tokens in turn
        s.spaces = list(map(list, zip(*chunks)))
    s.day = 1
    if ev is not None:
        ev.append(CampaignBegins(campaign=c, deal=tuple(s.deal), doubloons=START_DOUBLOONS,
                                 booty=tuple(tuple(d) for d in s.spaces), purses=tuple(s.doubloons)))
    begin_dawn(s, ev)


def begin_dawn(s, ev: list | None) -> None:
    s.phase = "dawn"
    s.picks = [None] * s.players
    s.acted = []
    if ev is not None:
        ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="dawn"))


def end_day(s, ev: list | None) -> None:
    if s.day < DAYS:
        s.day += 1
        begin_dawn(s, ev)
        return
    night.end_of_campaign(s, ev)
    if s.phase == "over":
        return
    s.campaign += 1
    begin_campaign(s, ev)


# ------------------------------------------------------------------ the surface
# Actions are frozen values: the common ones are made once and shared.
_PICK = {r: Pick(r) for r in RANKS}.__getitem__
_SERVES = (Serve(True), Serve(False))


def movers(s) -> tuple:
    """The seats in to_move(), worked out from the fields (advance keeps them as it stops)."""
    phase = s.phase
    if phase == "over":
        return ()
    if phase == "dawn":
        return _dawn_movers(s)
    if s.pending is not None:
        return (s.pending["seat"],)
    if phase == "night":
        return tuple(s.night_waiting)
    return ()


def _dawn_movers(s) -> tuple:
    """The seats with a card in hand still to lay their pick (none: every pick is laid)."""
    picks, hands = s.picks, s.hands
    if all(hands) and not any(picks):      # a new dawn (no pick laid: ranks are 1-30): every seat
        return _SEATS[s.players]
    return tuple([seat for seat in range(s.players) if picks[seat] is None and hands[seat]])


_SEATS = [tuple(range(n)) for n in range(7)]


def legal(s, seat: int) -> list[Action]:
    """`seat`'s actions ([] for a seat not in to_move()): the state's legal_actions."""
    seats = s._movers
    if seats is None:
        seats = s._movers = movers(s)
    if seat not in seats:
        return []
    if s.phase == "dawn":
        return [*map(_PICK, sorted(s.hands[seat]))]
    pending = s.pending
    if pending is not None:
        choices = s._choices
        if choices is None:
            choices = s._choices = tuple(DECISIONS[pending["action"]].options(s, seat, pending["action"]))
        return list(choices)
    if s.phase == "night":
        return list(_SERVES) if "map" in s.den_booty[seat] else [_SERVES[1]]
    return []


# What a pending ability waits for, by the action's TYPE (a refusal names it).
EXPECTED = {"replay": N_("a character to play in the Parrot's place"),
            "recruit": N_("a character to take back from the den"),
            "keep": N_("the one booty token to keep"), "shoot": N_("a character to shoot"),
            "trade": N_("the booty tokens to sell"), "heal": N_("a character to take back from the graveyard"),
            "take": N_("a booty token to take"), "slash": N_("a character to strike with the sabre"),
            "serve": N_("the Waitress's answer")}


def why_illegal(s, seat: int, action: Action) -> str:
    if s.phase == "dawn":
        if not isinstance(action, Pick):
            return _("At dawn each pirate plays a character from their hand.")
        return _("You have no {character} in your hand.").format(character=_char(action.rank))
    if s.pending is not None:
        what = s.pending["action"]
        if action.TYPE != what:
            return _("{name} is waiting for {choice}, not {action}.").format(
                name=name(s.pending["rank"]), choice=_(EXPECTED.get(what, what)), action=action.describe())
        choices = "; ".join(a.describe() for a in legal(s, seat))
        return _("{action} is not possible now; the choices are: {choices}.").format(
            action=action.describe(), choices=choices)
    if s.phase == "night" and isinstance(action, Serve) and action.discard and seat in s.night_waiting:
        return _("There is no treasure map in your den for the Waitress to trade.")
    return _("{action} is not a legal move now.").format(action=action.describe())


def _char(rank) -> str:
    return (_("{name} ({rank})").format(name=name(rank), rank=rank) if rank in RANKS
            else _("character {rank}").format(rank=repr(rank)))


def apply(s, seat: int, action: Action, ev: list | None = None) -> None:
    """Play a legal `action`; events go to `ev` (None: the trusted path, no events built; it is
    the state's apply_trusted)."""
    if s.phase == "dawn":        # the last pick reveals them all
        s.hands[seat].remove(action.rank)
        s.picks[seat] = action.rank
        if ev is not None:
            ev.append(Picked(seat=seat, rank=action.rank, visible_to=(seat,)))
        movers = s._movers      # the seats still to pick: the same but this one
        if movers is None:
            movers = _dawn_movers(s)
        elif movers[0] == seat:
            movers = movers[1:]
        else:
            i = movers.index(seat)
            movers = movers[:i] + movers[i + 1:]
        if movers:
            s._movers = movers
            return
        reveal(s, ev)
    elif s.pending is not None:
        what = s.pending["action"]
        s.pending = s._choices = None
        DECISIONS[what].resolve(s, seat, action, ev)
    else:
        night.serve(s, seat, bool(action.discard))
    advance(s, ev)


def reveal(s, ev: list | None) -> None:
    """The picks face up, each character in its place on the ship; the day begins."""
    picks, secret, colours, ship = s.picks, s.secret, s.colours, s.ship
    if ev is not None:
        shown = tuple((seat, r) for seat, r in enumerate(picks) if r is not None)
    laid = {}       # the ship's entries by their place (state.ship_key: no ties)
    if ship:        # a ship dusk did not empty (a state edited by hand): its entries placed too
        for entry in ship:
            laid[s.ship_key(entry)] = entry
        ship.clear()
    for seat, r in enumerate(picks):
        if r is not None:
            if secret[seat]:
                secret[seat] = [x for x in secret[seat] if x[0] != r]
            laid[PLACE[colours[seat]][r]] = [seat, r]
    s.picks = [None] * s.players
    ship.extend(map(laid.__getitem__, sorted(laid)))     # each in its place, as place_on_ship puts it
    s.phase = "day"
    if ev is not None:
        ev.append(Revealed(picks=shown, ship=tuple(tuple(e) for e in ship)))
        ev.append(PhaseBegins(campaign=s.campaign, day=s.day, phase="day"))


def advance(s, ev: list | None) -> None:
    """Resolve the ship until a seat must decide, a new dawn opens (the picks revealed when the
    last one is laid), or the game ends; who is to move then is kept (`_movers`). The phases
    follow one another in the day's order: day, dusk, night, the next dawn. An action leaves
    the state in day, dusk or night (a pick that opens the day has revealed the ship)."""
    phase = s.phase
    while True:
        if phase == "day" and s.pending is None:
            day.run(s, ev)              # the abilities left to right, then dusk falls
            phase = s.phase
        if phase == "dusk" and s.pending is None:
            dusk.run(s, ev)             # the booty right to left, then night falls
        if s.pending is not None:
            s._movers = (s.pending["seat"],)
            return
        if s.night_waiting:             # night has fallen: the Waitresses answer first
            s._movers = tuple(s.night_waiting)
            return
        night.resolve(s, ev)
        end_day(s, ev)
        if s.phase == "over":
            s._movers = ()
            return
        movers = _SEATS[s.players] if all(s.hands) else _dawn_movers(s)    # a new dawn: no pick laid
        if movers:
            s._movers = movers
            return
        reveal(s, ev)                   # no hand holds a card: the empty ship sails
        phase = "day"


# ------------------------------------------------------------------ a flow that can move on
ASKED_BY = {"replay": C.PARROT, "recruit": C.RECRUITER, "keep": C.PREACHER, "shoot": C.GUNNER,
            "trade": C.MERCHANT, "heal": C.SURGEON}        # a day decision: the character asking
DUSK = ("take", "slash")


def check_flow(s) -> None:
    """Broken (naming the field) unless the phase holds what its steps read and pop
    (LibertaliaState.check_invariants): at dawn nothing pending; by day, a decision
    is one a character that has used its ability asks; at dusk, the take or the sabre of the
    rightmost character, its turn kept; at night, the Waitresses still to answer, each holding
    one; the campaigns to come dealt from what the deck holds (setup's named deals and booty
    there to deal); one record a campaign played. (Whether someone is to move is
    game.core.edges.exercise's question.)"""
    phase, pending, turn = s.phase, s.pending, s.turn
    finished = s.campaign - (phase != "over")
    expect(len(s.history) == finished and all(h["campaign"] == i + 1 for i, h in enumerate(s.history)),
           "'history'", f"must hold the record of each campaign played ({finished})")
    expect(phase != "over" or s.campaign == CAMPAIGNS, "'campaign'", f"must be {CAMPAIGNS} at the end")
    expect(phase == "dawn" or not any(p is not None for p in s.picks), "'picks'", "must be empty after dawn")
    expect(phase == "dusk" or turn is None, "'turn'", "must be null outside dusk")
    expect(phase == "night" or not s.night_waiting, "'night_waiting'", "must be empty outside the night")
    if phase in ("dawn", "night", "over"):
        expect(pending is None, "'pending'", f"must be null at {phase}")
        # (dusk empties the ship; at dawn, reveal places the picks among what a hand left there)
        expect(phase == "dawn" or not s.ship, "'ship'", f"must be empty at {phase}")
    if phase == "dawn":
        expect(not s.acted, "'acted'", "must be empty at dawn")
    elif phase == "day" and pending is not None:
        expect(pending["action"] in ASKED_BY, "'pending'", "must be a decision a character asks for by day")
        entry = [pending["seat"], pending["rank"]]
        expect(pending["rank"] == ASKED_BY[pending["action"]] and entry in s.acted and "left" not in pending,
               "'pending'", f"must be asked by a {C.name(ASKED_BY[pending['action']])} that has acted")
    elif phase == "dusk":
        expect(all(e in s.acted for e in s.ship), "'acted'", "must hold every character on the ship at dusk")
        if pending is not None:
            expect(pending["action"] in DUSK and turn is not None, "'pending'",
                   "must be a take or a sabre, with the dusk turn under way")
            entry = [turn["seat"], turn["rank"]]
            expect(s.ship and s.ship[-1] == entry and [pending["seat"], pending["rank"]] == entry, "'turn'",
                   "must be the rightmost character's, which asks")
            expect((pending["action"] == "take") == ("left" in pending)
                   and pending.get("left", turn["left"]) == turn["left"], "'pending'",
                   "must hold the tokens left to take, as the turn does, for a take only")
    elif phase == "night":
        waiting = s.night_waiting
        expect(len(set(waiting)) == len(waiting)
               and all(C.WAITRESS in s.dens[w] and s.night_choices[w] is None for w in waiting),
               "'night_waiting'", "must be Waitresses in their dens still to answer")
    _check_campaigns_to_come(s)


def _check_campaigns_to_come(s) -> None:
    """The deals and booty of the campaigns to come, as begin_campaign will make them: a named
    deal's ranks still in the deck, the others dealt from its end; named booty a full bag's,
    one token a seat each day."""
    deck = list(s.deck)
    for c in range(s.campaign + 1, CAMPAIGNS + 1):
        forced, k = s.forced_deals[c - 1], DEAL[c]
        if forced:
            expect(len(forced) == k and len(set(forced)) == k and set(forced) <= set(deck),
                   f"'forced_deals'[{c - 1}]", f"must name {k} ranks the deck still holds")
            deck = [r for r in deck if r not in forced]
        else:
            expect(len(deck) >= k, "'deck'", f"must hold the {k} ranks of campaign {c}")
            del deck[len(deck) - k:]
        named = s.forced_booty[c - 1]
        if named:
            problem = booty.days_problem(named, s.players)
            expect(problem is None, f"'forced_booty'[{c - 1}]", problem or "")
