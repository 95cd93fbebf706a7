"""Libertalia (Paolo Mori, 2012 edition: 30 characters): the rules engine and bots, 2-6 players.

    spec = game.get("libertalia")
    state = spec.new_state(players=4, seed=7)

The rulebook is ../../../shared/rules/libertalia.es.txt; the characters, the booty, the
influence numbers and the first rulings are in libertalia.md. Modules: characters,
booty and calendar (data), actions, events, setup (new_state and the `setup` option),
state (data, JSON, invariants), flow (campaigns, days, dawn, the loop), moves (money,
discards, the bag), day (day abilities), dusk (booty and dusk abilities), night (night
and end of campaign), view (view and determinize), values and bots (the "normal" bot), levels
(the "easy" and "hard" bots).

A campaign: the identical deal (9 ranks in campaign 1; 6 more in campaigns 2 and 3 added
to the unplayed cards), 10 doubloons each, one booty per player per day drawn from a
full bag onto the 6 day spaces (face up). A day: "dawn", every seat in to_move() plays
Pick(rank) face down (one Picked event each, rank private); the last pick reveals them
all (Revealed) sorted by rank then influence; "day": abilities left to right; "dusk":
right to left each character takes booty (Take) then goes to its den; "night": night
abilities of every den. After day 6 the end-of-campaign abilities, the fortune
(CampaignScored), and dens and graveyards leave the game. GameOver after campaign 3.
A new state has campaign 1 already dealt and its booty drawn (no events: read view());
later campaigns announce CampaignBegins.

Decisions (the seat in to_move(), with view["pending"] saying what for): Pick (dawn,
every seat at once), Replay (Parrot), Recruit (Recruiter), Keep (Preacher), Shoot
(Gunner), Trade (Merchant), Heal (Surgeon), Take (dusk booty; twice for the Cook),
Slash (a sabre taken), Serve (Waitress at night; the seats concerned at once). A choice
with a single possibility resolves by itself (an event says what happened); a choice
with none is skipped (AbilityUsed with a note).

Option `setup` (default null; tests and tutorials) fixes what would be random. An
object with any of:

- "colours": [c, ...] each seat's colour index (0 yellow, 1 red, 2 blue, 3 green,
  4 black, 5 white), all different; else dealt at random.
- "deals": [[rank, ...], ...] the ranks dealt in campaign 1 (9), 2 (6), 3 (6), in order;
  a missing or null campaign is drawn at random from the ranks left.
- "booty": [[[kind, ...] per day] per campaign]: the tokens put on each day space
  (players tokens per day); a missing or null campaign is drawn from the bag. Tokens
  named here come out of that campaign's full bag of 50.
- "bag": [kind, ...] the first tokens the Spanish Spy draws from the bag (in every
  campaign, while they are in the bag); then random.
- "doubloons": [n, ...] each seat's purse at the start of campaign 1 (else 10), from
  the bank.

view(seat) keys (seat None: a spectator; everything public):
  game "libertalia", viewer, players, campaign (1-3), campaigns 3, day (1-6), days 6,
  phase ("dawn" | "day" | "dusk" | "night" | "over"), to_move [seats],
  deal [ranks dealt identically this campaign],
  ship [{seat, rank, influence, acted (its day turn is over; all True at dusk), active
    (the character resolving now)}] left to right (empty before the reveal; at dusk each
    leaves it for its den as its turn ends),
  booty [[kinds] per day space 1-6] (what is still under the ship), bag {count},
  discarded {kind: n} (booty out for this campaign), bank (doubloons in the bank),
  seats [{seat, colour (index), colour_name, doubloons, score (the track), den [ranks],
    den_booty {kind: n} (the tokens the viewer can name: all of its own), den_hidden (how
    many face-down tokens the viewer cannot name: the Spanish Spy's draws), den_secret
    {kind: n} (own den only: which of its tokens the rivals have not seen), graveyard [ranks
    the viewer can see there; with a secret
    Surgeon pick the candidate still shows], healed (how many went back to hand
    secretly), hand [ranks the viewer knows are in that hand: the whole hand for the
    viewer, else the known cards (the face-down pick still counted in it)], hand_count,
    hand_unknown (cards the viewer cannot name), picked (bool: face-down card laid),
    pick (rank: own only, before the reveal), removed [ranks out of the game], serve
    (the Waitress's answer tonight: True discard a map, False keep, None not yet)}],
  pending ({seat, action: "replay" | "recruit" | "keep" | "shoot" | "trade" | "heal" |
    "take" | "slash" | "serve", rank (the character acting), left (tokens still to take,
    Cook)}) or None; night_waiting [seats still to answer the Waitress question],
  history [per finished campaign: {campaign, fortunes: [{doubloons, booty, maps,
    relics, fortune, score}]}], scores, winners ([] before the end).

Rulings (where the rulebook and libertalia.md are silent):
- Seats sit clockwise 0..n-1; a seat's left neighbour is the next seat (seat + 1).
- Characters discarded from the ship or a den go to their owner's graveyard; the
  graveyard is public except what a Surgeon took back.
- A seat with an empty hand at dawn plays nothing that day; a Parrot with an empty hand
  is discarded with no replay.
- Dusk: each token taken resolves at once; a Cook discarded by an officer after his first
  token takes no second one. An empty day space gives nothing.
- Night and end of campaign are simultaneous: every ability reads the dens as they stand
  when the phase begins, then the doubloons and the discards happen together (a
  Mutineer's victim still acts that night). The Mutineer gains +2 only when he
  discards someone. End-of-campaign gains and payments are added up per den and paid
  at once (the purse never below 0).
- The bank holds the box's 250 doubloons; a gain the bank cannot pay gives what is left.
- The Merchant may sell any kind of token, sabres, officers and relics included.
- Booty lies face down in a den («el jugador coloca la ficha de botín elegida boca abajo en
  su guarida»). What a character took at dusk was seen by all as it left the day space, so
  it stays shown; the tokens the Spanish Spy draws from the bag nobody saw: the rivals
  learn how many (BootyDrawn, view den_hidden), the owner which, and the day of rest turns
  them for the count (BootyRevealed). A token that leaves a den in sight of all (discarded,
  sold, the Monkey's relics) is one the rivals saw if there is one of its kind, else a
  face-down one, now shown; the Waitress trading a face-down map shows it. A Waitress whose
  den holds face-down tokens is always asked at night (without a map she can only keep), so
  that the question tells nothing. Abilities counted on such tokens (the Armorer's sabres,
  the Gambler's and Quartermaster's counts) pay in sight of all, as at a real table.
"""
from __future__ import annotations

from ..core.bots import RandomBot
from ..core.contract import BotInfo, GameSpec, Option
from ..i18n import N_
from .actions import ACTIONS
from .bots import NormalBot
from .levels import make_easy, make_hard, review
from .setup import new_state
from .state import LibertaliaState

OPTIONS = {
    "setup": Option(default=None, help="Fixed colours, deals, booty, bag draws and purses "
                    "(tests, tutorials).", label="Set-up", lobby=False),   # i18n: keep (never shown: lobby=False)
}

SPEC = GameSpec(
    id="libertalia",
    title="Libertalia",     # i18n: keep (a game title)
    min_players=2,
    max_players=6,
    options=OPTIONS,
    state_class=LibertaliaState,
    action_classes=ACTIONS,
    make_state=new_state,
    bots={
        "easy": BotInfo(N_("Easy"), make_easy,
                        help=N_("Plays sensibly but often picks a character for its worth alone.")),
        "normal": BotInfo(N_("Normal"), NormalBot,
                          help=N_("Weighs today's booty against what rivals may play.")),
        "hard": BotInfo(N_("Hard"), make_hard, takes=("effort", "budget"),
                        help=N_("Reads what each rival will likely play and answers it.")),
        "random": BotInfo(N_("Random"), RandomBot, help=N_("Plays any legal move.")),
    },
    default_bot="normal",
    tagline=N_("Thirty pirates, three campaigns: play the right character on the right day."),
    rounds=("campaign", "day"),
    review=review,
)

__all__ = ["SPEC", "LibertaliaState"]
