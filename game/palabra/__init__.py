"""Palabra de Pirata (Mario Arze, Primigenio): the rules engine, for 2-8 players.

Five days of five phases: excavation, decision (ships face down; preceded by an
optional round of table talk), market (from day 2), resolution, maintenance. The
rulebook is ../../../shared/rules/palabra-de-pirata.es.txt; its data and our first
rulings are in palabra.md. Modules: gems, islands, ships (data); day (preparation,
phase 1, the flow, phase 5, the end); decision (talk, phase 2); market (phase 3 bids);
artifacts (phase 3 uses); resolution (phase 4); state, view (the surface); actions,
events; bots; achievements.

Options
    market  True (default) the full game; False the rulebook's simplified variant: no
            market, no artifacts, no rats.
    talk    True (default): before placing ships each seat sends its neighbours optional,
            non-binding signals ("I will share" / "I will raid") per island, face down,
            revealed together; one Talk() action with no signals skips it. False: no talk.
    setup   None, or an object fixing what would be random (every key optional):
              {"dagger": 0,                       # the first dagger holder (else at random)
               "ships": [[1, 16], [2, 15], ...],  # each seat's greens (2 per seat; 4 with 2
                                                  #   players); the red is implied
               "draws": ["gold", "red", ...],     # the colours the bag gives first, in order
                                                  #   (a colour no longer in the bag is passed
                                                  #   over); later draws are random
               "chests": [{"gold": 1}, {}, ...],  # gems each seat starts with, from the bag
               "day": 1}                          # the day to start on (1..5)
The 2-player variant applies automatically with 2 players: 4 islands in the middle, both
players place a ship at each (4 of their 5 cards: red + greens 1,3,6,8 or 2,4,5,7), 2+d-1
gems per island (the 8-player numbers), and the first artifact user also blocks another.

Rulings (where the rulebook and palabra.md are silent)
- Seats sit clockwise 0..n-1; a seat's left neighbour is the next seat; island i lies
  between seat i and seat i+1 and is filled first when seat i holds the dagger.
- Ship cards each seat owns are public (dealt face up, swaps are seen); which card lies
  where is secret until phase 4 (or a peek). Card 0 is the red ship.
- Chests: the colours are secret; the number of gems in every chest is public (everyone
  sees gems going in and out). A fist's gems still count in its chest until the reveal
  (chest_count, scores() and the seat's own view score include the closed fist).
- With 2 players the four middle islands are filled (and resolved) in index order 0-3.
- The first day's excavation happens in new_state (the client sees the islands already
  filled; no events); every later day's comes with the action that ended the day before.
- Table talk: one signal at most per island, to the seat sharing it; talk happens before
  any ship is placed, so every seat hears every signal before deciding. Signals bind no one.
- Islands are resolved in fill order; in a share, when every gem left is one colour the
  picks are made automatically. Greens are swapped even if the island was empty.
- Market: a seat with an empty chest sits the auction out (everyone can see it has nothing
  to bid); every other seat bids, if only with an empty fist. legal_actions lists every bid
  (each multiset of the chest, as a lazy market.Bids sequence); the bots weigh their own short
  list (market.candidate_bids: up to two gems).
  Each winner's bid goes to the bag just before that winner uses its artifact, so a later
  winner's bid is not in the bag for an earlier winner's draws. A winner must use a
  face-up artifact that has a legal object; with none, it skips.
- Rum bottle: the looked-at card must be another seat's hand card; the user then re-places
  its own cards among its islands and hand (cards with rats stay where they are); each of
  its cards that changed place gets a rat. Spyglass: another seat's placed ship; if no such
  ship is free of rats it is used without a look; the gem move is optional; both islands
  get rats. Barrel: the gems drawn and returned are seen only by the user; it returns as
  many as it drew (2 unless the bag ran short); no rat (a chest is no card). Map: the island
  gets a rat; it returns as many as were drawn, from that island.
- Rats are not limited to the box's 8 (the 2-player variant could need 9).
- 2-player variant: the first seat to use an artifact blocks a second face-up artifact
  right after its use (a must when one is left).
- End: most points; tie: the highest green card in hand at the end (greens are unique).
"""
from __future__ import annotations

from ..i18n import N_
from ..core.bots import RandomBot
from ..core.contract import BotInfo, GameSpec, Option
from . import levels
from .actions import ACTIONS
from .setup import new_state
from .state import PalabraState

OPTIONS = {
    "market": Option(
        default=True, choices=(True, False),
        help=N_("Full game with the artifact market, or the simplified variant without it."),
        label=N_("Variant"), labels={True: N_("Full (market)"), False: N_("Simplified (no market)")}),
    "talk": Option(
        default=True, choices=(True, False),
        help=N_("This edition's house rule: before placing ships, pirates may signal their neighbours: share or raid."),
        label=N_("Table talk"), labels={True: N_("Signals on"), False: N_("No signals")}),
    # i18n: keep (lobby=False: a player never reads it)
    "setup": Option(default=None, help="Fixed dagger, ships, bag draws, chests and day (tests, "
                    "tutorials).", label="Set-up", lobby=False),
}

SPEC = GameSpec(
    id="palabra",
    title="Palabra de Pirata",   # i18n: keep (a game title)
    min_players=2,
    max_players=8,
    options=OPTIONS,
    state_class=PalabraState,
    action_classes=ACTIONS,
    make_state=new_state,
    bots={
        "easy": BotInfo(N_("Easy"), levels.easy, N_("Reads the table, but misplaces a ship now and then."),
                        takes=("temperament",)),
        "normal": BotInfo(N_("Normal"), levels.normal,
                          N_("Weighs every island against its neighbours' word and record."),
                          takes=("temperament",)),
        "hard": BotInfo(N_("Hard"), levels.hard,
                        N_("Searches: plays the rest of the day out many times before it moves."),
                        takes=("temperament", "effort", "budget")),
        "random": BotInfo(N_("Random"), RandomBot, N_("Plays any legal move at random.")),
    },
    default_bot="normal",
    bot_aliases={"honest": "normal:honest", "cunning": "normal:cunning", "greedy": "normal:greedy"},
    temperaments=levels.TEMPERAMENTS,
    default_temperament=levels.default_temperament,
    tagline=N_("Share the gems with your neighbours, or raid them: will you trust a pirate's word?"),
    rounds=("day",),
    review=levels.review,
)

__all__ = ["SPEC", "PalabraState"]
