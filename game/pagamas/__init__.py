"""Pagamás (Les Ludopathes): the rules engine, for 3-6 players.

The rulebook is ../../../shared/rules/pagamas.it.txt; the card list, powers, votes and
decks are the notes' "house rules of this edition" (pagamas.md). Modules: cards (data);
actions, events; state (data, surface, JSON, the driver); setup (new_state); common
(shared moves); turn (begin, end); refloat (phases 1-2); share (phase 3, promises); night
(landing, ambush, revelation); mutiny (phase 7, the golden rule's election); view (view,
determinize); reasons (refusal messages); bots (the temperaments); levels (easy, normal, hard).

Phases and steps (view "phase" / "step"; who is in to_move)
    refloat     "draw": seats in order from the captain, Refloat(discard_hand, draw): keep the
                hand or discard it all, then draw what completes it to 2 (the Cook 1 more).
    roles       "assign": the captain, AssignRoles(roles).
    share       "deal": the captain, Give(card, to) per card (round 1 or 2);
                "promise": the captain, Promise(line, to)* then CallVote();
                "vote": every seat with a character at once, Vote(yes);
                "force": the Second after a second refusal, Force(yes);
                "overboard": seats with unburied loot, in order from the captain,
                Overboard(card)* then Pass().
    landing     "salvage": seats holding Salvage (discard pile not empty), in order,
                Salvage() or Pass(); "den": everyone at once, Land(den).
    ambush      "second": the Second, Ambush(victim, den) or Pass();
                "cards": seats in order from the captain, Ambush(...)* (an ambush card each)
                then Pass().
    revelation  "brothel": each brothel guest with loot, PayBrothel(card);
                "chaplain": the Chaplain with loot, Bury(card) or Pass().
    mutiny      "launch": seats allowed, in order from the captain's left, Launch() or Pass();
                "sides": in seat order from the launcher, Side(mutineer);
                "boarding": fighters holding Boarding!, in order from the launcher,
                Board(fighter)* (oneself or a fighter of one's side with sailors) then Pass();
                "sharks": the winning captain, Sharks(victim).
    election    "stand": eligible seats in order from the fallen captain's left, Stand(yes);
                "vote": every voter at once, Elect(candidate). The turn then resumes.
    over        nobody.

Options
    setup   None, or an object fixing what would be random (every key optional):
              {"captain": 0,                  # the first captain (else: highest loot draw)
               "loot": [3, 1, 2, ...],        # loot deck values from the top (a prefix; the
                                              #   rest of the deck follows shuffled)
               "actions": ["ambush", ...],    # action deck kinds from the top (a prefix),
                                              #   drawn after the start hands below
               "hands": [["dodge"], [], ...], # each seat's start hand (else 2 dealt)
               "sailors": [["sailor2"], ...], # sailors in front of each seat at the start
               "loot_in_front": [[2], [], ...],  # unburied loot per seat (values, from the deck)
               "buried": [[3, 1], [], ...],   # buried loot per seat (values, from the deck)
               "discard": [1, 2],             # the loot discard pile, bottom first
               "roles": ["captain", "second", "lookout"],  # characters before turn 1's refloat
               "dodges": [true, false],       # results of the next dodge draws (true: the
                                              #   ambush fails); later ones at random
               "turn": 5}                     # the game starts on this turn (a few in)
            Cards named by value or kind are taken out of their deck, so the totals stay.

view(seat) keys (JSON-ready; seat None: a spectator)
    game, viewer, players, turn, phase, step, to_move, captain, last_turn, characters (in
    play), strength {character: n}, captain_draw [[[seat, value], ...], ...] (the first
    captain's draw rounds, done in new_state; [] when set up), loot_deck {count},
    loot_discard [{card, value}] (face up, top last), action_deck {count}, action_discard
    [kinds] (face up), mutiny_card ("calm" | "red"),
    seats [{seat, role (None: no character), mutineer, hand (kinds; own only, else None),
    hand_count, sailors [kinds], votes (weight now), strength (its character's; None), loot
    [{card, value (None: unknown to the viewer)}], buried_count, buried_value and buried_values (the
    cards' values, highest first) (own, or all at the end; else None), den (own, or all once revealed; None), landed, spare_dens (own:
    dens left to lay)}],
    share (this turn's share from phase 3 on, None before: {round, cards [{card, value, to}],
    drawn, voted [seats], votes (per seat once revealed, else None), my_vote, kept_all,
    forced, settled}),
    ambushes [{order, trapper, victim, den (own or revealed), free, outcome, dodge}],
    mutiny ({allowed [reasons], launcher, sides {seat: "mutineer"|"captain"}, waiting [seats],
    boarded [the fighters whose sailors count], strengths {captain, mutineers}, winner} or None),
    election ({fallen, why, eligible, voters, stood {seat: bool}, candidates, voted [seats],
    for_mutineers} or None),
    promises [{turn, seat, to, line, text, kept}] (every promise so far; kept None until
    judged), word {seat: {kept, broken}},
    history (share votes {turn, round, votes, weights, accepted, counts (cards per seat)};
    elections {turn, election: true, fallen, votes, captain}),
    scores and winners (at the end; None before).

Rulings (where the rulebook and pagamas.md are silent)
- Loot values: the captain and the Lookout see the share's values; an owner looks at his own
  loot once it is his (the share settled, loot taken or salvaged); the discard piles are face
  up; buried values are secret until the end. Loot card ids never reveal values.
- The captain "kept all the loot" when the settled share gives him every card: refused twice
  and not forced, or dealt all to himself and accepted. Then nobody may hide on the treasure
  island this turn, and a mutiny may be launched.
- Loot cannot be given or traded (Q&A): loot taken at the sharks stays with the captain, who
  rewards his faithful in the next share if he wants to.
- A player without a character has no vote and cannot be ambushed, lay ambushes, launch or
  join a mutiny. The characters come back in phase 2.
- Promises (captain, before a share vote): "next_share": in his next accepted share the seat
  gets at least one card and no fewer than anyone; "second": the seat is his Second at his
  next role assignment; "spare": he lays no ambush on the seat this turn. A promise binds
  only towards a seat that voted yes; it is void if the captain falls before keeping it.
- Refloat: a player discards his whole hand or keeps it, then completes it to 2 cards (draws
  2, 1 or none; nothing is drawn above 2 and nothing is discarded down); the Cook draws one
  more on top. There is no hand limit.
- Ambushes resolve in the order they were laid (the Second's free one first): that is each
  victim's stack order. An ambush on a seat that already lost its character this turn is
  "too late". The chain («Se l'autore di una Trappola! riuscita è anche lui vittima di una
  Trappola! fruttuosa ... le sue carte Bottino, ivi comprese quelle che ha acquisito in questa
  fase sfortunata, sono cedute al suo aggressore»): a thief who falls in an ambush hands all
  his loot to his aggressor, what he steals in this phase included, whatever the order of the
  stacks: a fallen thief's own ambush still springs (his victim falls) and its loot goes on to
  whoever robbed him, up the chain. Thieves who robbed each other (Q&A: two seats that hit
  each other; or a longer ring) all fall, and the loot that would come back round is
  discarded. A hit uses up one dodge card of the victim, which then fails with probability 1/2.
- The Chaplain may bury one card after the ambushes, wherever he hides, if still Chaplain.
- Golden rule: whenever the captain loses his character (ambush, brothel, mutiny) an election
  is held at once; each eligible seat (all but the fallen captain) says whether it stands; if
  none stands, all eligible seats are candidates. Votes: 1 per character (boatswain 2) + 1 per
  sailor, all for one candidate (Q&A). A tie: the Second (if he holds a character) becomes
  captain, else the tied candidate first in seat order from the fallen captain. The new
  captain's former character waits until phase 2. After a won mutiny only mutineers stand
  and vote; a tie goes to the mutineer Second, else the first tied in order from the launcher.
- Mutiny: one per turn; seats allowed to launch: any seat with a character but the captain
  when the Second forced the share, the captain kept all, or an ambush hit this turn; tavern
  guests always. Boarding! (Q&A: «si può giocargli un All'arrembaggio! per aiutarlo») is played
  by its holder for himself or for another fighter of his side: that fighter's sailors count
  for the side as if he had played it, once per fighter; a holder of several may help several.
- End: the turn in which the loot deck runs out (drawing the share) is the last; its phases
  are all played. Scores: buried loot only; the highest score wins; ties share the win.
"""
from __future__ import annotations

from ..core.bots import RandomBot
from ..core.contract import BotInfo, GameSpec, Option
from ..i18n import N_
from . import levels
from .actions import ACTIONS
from .setup import new_state
from .state import PagamasState

OPTIONS = {
    "setup": Option(default=None, help=N_("Fixed captain, decks, hands, loot, roles and dodge "
                            "results (tests, tutorials)."), label=N_("Set-up"), lobby=False),
}

SPEC = GameSpec(
    id="pagamas",
    title="Pagamás",  # i18n: keep (a game title, the same in every language)
    min_players=3,
    max_players=6,
    options=OPTIONS,
    state_class=PagamasState,
    action_classes=ACTIONS,
    make_state=new_state,
    rules_version=2,
    rules_changes={2: N_("The rules were corrected: the refloat completes a hand to two cards, a thief "
                         "who is ambushed in turn hands over what he stole, and Boarding! may "
                         "be played for another player.")},
    bots={
        "easy": BotInfo(N_("Easy"), levels.make_easy, takes=("temperament",),
                        help=N_("A pirate of its temperament who often acts on a whim.")),
        "normal": BotInfo(N_("Normal"), levels.make_normal, takes=("temperament",),
                          help=N_("Shares, votes, hides and ambushes as its temperament says.")),
        "hard": BotInfo(N_("Hard"), levels.make_hard, takes=("temperament", "effort", "budget"),
                        help=N_("Plays the turn out in its head before it acts.")),
        "random": BotInfo(N_("Random"), RandomBot, help=N_("Plays any legal move.")),
    },
    default_bot="normal",
    bot_aliases={"loyal": "normal:loyal", "schemer": "normal:schemer", "greedy": "normal:greedy"},
    temperaments=levels.TEMPERAMENTS,
    default_temperament=levels.temperament_for,
    tagline=N_("The captain shares the loot, the crew votes: flatter him, ambush him, or mutiny!"),
    rounds=("turn",),
    review=levels.review,
)

__all__ = ["SPEC", "PagamasState"]
