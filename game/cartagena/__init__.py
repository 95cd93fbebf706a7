"""Cartagena (Leo Colovini, 2017 edition): the base game "La fuga", its rules engine and its bot.

    spec = game.get("cartagena")
    state = spec.new_state(players=3, seed=7)

Positions on the path: 0 is the dungeon (every pirate starts there), 1..N the
spaces (N = 36: six pieces of six), N+1 the sloop (the goal). Cards are strings,
"rum" or "rum*" for one of the two dark cards of each symbol (102 cards, 17 a
symbol). Modules: cards (symbols, deck), board (pieces from the Tiled maps, path
building), rules (forward/back movement), actions (Actions, Events), state (the
state and its turn), serial (JSON, invariants), setup (preparation), bot.

Option `setup` (default null; tutorials, puzzles and tests) fixes what would be
random. An object with any of these keys:

- "pieces": [[number 1-8, reversed], ...] six distinct tunnel pieces in order
  from the dungeon; reversed: the piece's six symbols run backwards.
- "path": ["rum", "hook", ...] the path's symbols directly (any length >= 1; the
  sloop is then len+1). Not with "pieces". The view's "pieces" is then null.
- "hands": {seat: [cards]} (keys ints or digit strings; or a list with null for
  dealt seats) fixes those seats' hands exactly, any size.
- "discard": [cards] the discard pile, bottom first.
- "deck": [cards] the top of the stock before dealing, top first; the 102 cards
  not named in hands/discard/deck follow below it, shuffled. Seats without a
  fixed hand are then dealt 6 cards each from the top, seat 0 first, six at a
  time; what remains is the deck. (So with hands fixed for every seat, "deck"
  is the undealt deck's order.)
- "positions": {seat: [6 positions]} pirates placed anywhere on 0..N+1 (a
  tutorial/test facility: the rulebook's worked examples start mid-game);
  unlisted seats start in the dungeon. At most 3 pirates a space; no seat may
  start with all six in the sloop.
- "first": the seat that plays first (default 0; the lobby orders the seats).

Rulings (where the rulebook and shared/rules/cartagena.md are silent):

- A turn is 1 to 3 actions (play a card and move forward; move back and draw) in
  any order and mix. After the 3rd the turn passes at once; after the 1st or 2nd
  the player may end it (EndTurn).
- Pass and draw 1 ("si a un jugador no le quedan cartas, puede pasar su turno"):
  only with no cards in hand and before any action: it is the whole turn. A
  player who runs out of cards mid-turn may still move back or end the turn.
- Moving back draws as many cards as pirates were on the landing space before
  the mover arrived (1 or 2). A pirate in the sloop may move back. A pirate in
  the dungeon may not, and nobody moves back into the dungeon.
- Drawing from an empty deck first shuffles the discard pile into a new deck
  (a DeckReshuffled event, then the rest of the draw); with both empty the player
  draws what there is, possibly nothing.
- Dark cards behave as plain cards in "La fuga", but stay distinct cards and
  distinct actions ("rum" and "rum*"), ready for the Filibusters rule.
- legal_actions lists each equivalent action once: one PlayCard per distinct
  card (symbol + darkness) and space of one of your pirates, one MoveBack per
  space.
- scores(): progress, the sum of a seat's pirate positions (0 in the dungeon,
  N+1 in the sloop). winners(): the seat that boarded all six; the game ends at
  that move, even mid-turn.
"""
from ..core.bots import RandomBot
from ..core.contract import BotInfo, GameSpec, Option
from .actions import ACTION_CLASSES
from .bot import PirateBot
from .serial import MAX_PLAYERS, MIN_PLAYERS
from .setup import new_state
from .state import CartagenaState

SPEC = GameSpec(
    id="cartagena",
    title="Cartagena",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options={
        "setup": Option(
            default=None, lobby=False,
            help="Fixes what would be random (pieces or path, deck, hands, discard, "
                 "positions, first seat) for tutorials and tests; see game.cartagena's docstring."),
    },
    state_class=CartagenaState,
    action_classes=ACTION_CLASSES,
    make_state=new_state,
    bots={
        "pirate": BotInfo("Pirate (bot)", PirateBot),
        "random": BotInfo("Random (bot)", RandomBot),
    },
    default_bot="pirate",
    tagline="Lead six pirates through the tunnels of Cartagena to the waiting sloop.",
)

__all__ = ["SPEC", "CartagenaState", "PirateBot"]
