"""Jamaica (Braff, Cathala, Pauchon; the edition with the shortage die): rules engine and bots.

    spec = game.get("jamaica")
    state = spec.new_state(players=3, seed=7)
    state = spec.new_state(players=2, seed=7, options={"ghost_ship": True})

The circuit is read once from maps/jamaica.tmx (circuit.py). Ships are numbered by
seat; the ghost ship is ship number `players`. Resources are "food", "gold" (the
doubloons) and "gunpowder". Action cards are "day/night" strings ("forward/food");
treasures are "plus3", "plus5", "plus7", "cursed2", "cursed3", "cursed4" (face down)
and "morgan_map", "saran_sabre", "lady_beth", "sixth_hold" (face up).

Modules: cards (the components as data), circuit (the map's graph, routes, progress),
holds, actions (Actions), events (Events), tasks (the task stack's machinery), flow (the
round), loading, voyage (moves, costs, treasures, shortages), combat, state (data, view,
JSON, determinize, invariants; view(seat)'s shape is in its docstring), setup, tactics
and bots (CaptainBot).

A round (flow.py): the captain's dice are rolled at once and he places them (PlaceDice,
skipped for a double); every seat chooses a card in secret (ChooseCard: all seats in
to_move()) and at once draws back to a full hand (CardsDrawn, before any reveal); from
the captain clockwise each player turns his card over (CardRevealed: it stays hidden
from the other seats until then), does the day action then the night action, and
discards it; the ghost ship (variant) then moves on the day die and the night die; the
compass passes left. Every forced step resolves at once; the decisions are Sail
(branch at a fork; the ghost ship's way), Dump (which hold to empty for a load), Pay
(which hold(s) pay a space's cost, when that changes anything), Attack (which ship,
when several share the space), Gunpowder, Sabre, Loot and Retreat (the way back after
a shortage, at a merge). A new state already has the first captain's dice rolled (no
event: read view()); later rounds announce CompassPassed, RoundStarted, DiceRolled.

Option `setup` (default null; tutorials, puzzles and tests) fixes what would be random.
An object with any of:

- "captain": the first captain's seat (else drawn at random).
- "dice": [[a, b], ...] the action dice of the coming rounds, in order; then random.
- "combat": [face, ...] the combat/shortage die results in order (2, 4, 6, 8, 10 or
  "star"), re-rolls included; then random.
- "decks": [[card, ...] or null, ...] per seat, the top of that seat's deck (top first,
  distinct cards); the rest follow shuffled. The first three are the opening hand.
- "treasures": [card, ...] the top of the treasure deck; the rest follow shuffled.
- "tokens": [lair, ...] the lairs that hold a treasure token (default all 9); the
  treasure deck then has that many cards.
- "ships": [{"space", "lap" (0 or -1), "holds": [[kind, n] | [null, 0], ...], "face_up":
  [...], "hidden": [...]} or null, ...] per ship (the ghost ship last): a start
  anywhere on the circuit, for tutorials and tests. Treasures named here leave the
  treasure deck's pool; the bank gives what the holds take.

Rulings (the rulebook's scan is garbled; shared/rules/jamaica.md decides first):

- The bank holds the box's 80 doubloons, 45 food and 45 gunpowder; a load it cannot
  fill gives what is left (BankShort). Every good is conserved (bank + holds).
- Loads go into the first empty hold; with none, the player chooses a hold of another
  resource to empty (Dump; automatic with one choice); with none, the load is lost.
  Plunder follows the same rules. The player chooses which holds pay a space's cost
  (Pay; offered only when the ways leave the holds differently: the five ordinary
  holds are alike, the 6th counts apart). A shortage pays everything of that kind;
  gunpowder comes from the smallest piles first (freeing holds soonest).
- Moving backwards past Port Royal is allowed at any time (lap -1): the ship must come
  round again and pass Port Royal once more before it can finish. A ship finishes on
  reaching Port Royal at lap 1 and stops there (overshooting stops it).
- Shortage: pay what you have, roll the combat die; 2/4: back to the previous port,
  6/8: the previous sea space, 10: the previous lair (taking its treasure if there);
  star: stay. Port Royal stops the retreat. At a merge the player chooses the way back
  (Retreat). A combat can follow; the new space is never paid.
- Combat comes before paying or taking a lair's treasure. It is mandatory. Saran's
  sabre: once per combat, right after a roll (the attacker's or the defender's), its
  holder may re-roll that die; offered only when it can help the holder. The winner may
  also take nothing. A face-down treasure is taken blind (at random). The 6th hold
  moves with its content when stolen. A stolen Morgan's map changes hand sizes at the
  next draw only (no one discards).
- Cards are drawn right after the secret choice, before the reveals ("...primera
  carta de tu mazo para volver a tener 3 cartas"). An empty deck is the discard pile
  shuffled. Cards are revealed one at a time, each at its owner's turn.
- The game ends after the round in which a ship (the ghost ship too) finishes (its
  remaining action is lost; other finishers in that round also score 15). Score: the
  space's white number (15 in Port Royal for a finisher, 10..2 on 49..41, else -5; an
  unfinished ship in Port Royal, or one behind the start line at lap -1, scores -5),
  plus doubloons in the holds, plus treasures. Ties: the ship furthest along (laps
  count; a long branch counts as spread between its fork and merge); then shared.
  scores() before the end shows only the public part (space + doubloons).
- Ghost ship (2 players; allowed up to 5): Lady Beth is set aside for it before the 9
  treasures are drawn from the other 11. It moves after the players: day die, then
  night die. Alone in the lead it goes backwards, alone last forwards, else the captain
  chooses the way; the captain chooses branches and targets. In a combat the seat after
  its adversary decides for it (2 players: the other player). It pays nothing, takes
  lairs' treasures face down (seen by nobody, power cards too: a power card
  taken blind from it is then played face up by its new owner), keeps only plundered gold (the rest goes
  overboard), cannot give treasures, never loses Lady Beth. It scores like any ship
  (ghost_score(); its face-down cards count once over) and can win: when it has the
  best score after the tie-breaks, winners() lists no seat and ghost_won() is true.
"""
from ..core.bots import RandomBot
from ..core.contract import BotInfo, GameSpec, Option
from ..i18n import N_
from . import levels
from .actions import ACTION_CLASSES
from .bots import CaptainBot
from .setup import new_state
from .state import JamaicaState

SPEC = GameSpec(
    id="jamaica",
    title="Jamaica",     # i18n: keep (a game title)
    min_players=2,
    max_players=6,
    options={
        "ghost_ship": Option(
            default=False, choices=(False, True),
            help=N_("The black ghost ship races with you, sailed by the captain (the rulebook's variant "
                    "for 2 players, which it allows up to 5)."),
            label=N_("Ghost ship"), labels={False: N_("Off"), True: N_("On")}),
        "setup": Option(
            default=None, lobby=False,
            help="Fixes dice, decks, treasures and ship positions for tutorials and tests; "
                 "see game.jamaica's docstring."),    # i18n: keep (never in the lobby: lobby=False)
    },
    state_class=JamaicaState,
    action_classes=ACTION_CLASSES,
    make_state=new_state,
    bots={
        "easy": BotInfo(N_("Easy"), levels.easy,
                        N_("Sails by rules of thumb: the card that does most with today's dice.")),
        "normal": BotInfo(N_("Normal"), levels.normal,
                          N_("Weighs every card against the dice, but often goes by rule of thumb.")),
        "hard": BotInfo(N_("Hard"), levels.hard,
                        N_("Searches: plays the next rounds out many times before it chooses."),
                        takes=("effort", "budget")),
        "random": BotInfo(N_("Random"), RandomBot, N_("Plays any legal move at random.")),
    },
    default_bot="normal",
    bot_aliases={"captain": "normal"},
    tagline=N_("Race round Jamaica: load, sail, fight, and be first home to Port Royal."),
    rules_version=2,
    rules_changes={2: N_("The rules were corrected: the chosen cards are revealed one at a time, "
                         "cards are drawn right after the choice, a cost is paid from the holds "
                         "the captain chooses, and the ghost ship scores.")},
    unmarked_rules=2,     # journals without a version were written from version 2 on, or before it
    rounds=("round",),
    review=levels.review,
)

__all__ = ["SPEC", "JamaicaState", "CaptainBot"]
