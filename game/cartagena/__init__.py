"""Cartagena (Leo Colovini, 2017 edition): the base game "La fuga", every variant of the rulebook, and the bot.

    spec = game.get("cartagena")
    state = spec.new_state(players=3, seed=7, options={"episode": "great", "draw": "both"})

Options (variants.py; the defaults are the base game exactly, and its saves are unchanged):
"episode" ("tunnel" La fuga, "jungle" En la selva de isla Tortuga, "great" La gran fuga),
"pieces" (4-8 pieces of six spaces on a single path), "tunnel_pieces" and "jungle_pieces"
(the great escape's paths, 3 or more each, 8 at most together: the two paths share the
box's 8 double-sided pieces; an option the episode does not use is ignored), "pirates" (4, 5, 6), "draw" ("classic",
"morgan", "both", "tunnel_classic" = classic in the tunnel and Morgan in the jungle,
"tunnel_morgan" the reverse), "filibusters" and "sorceress" (booleans), and "setup".

Positions on the course: 0 is the start (the dungeon; the sloop in the jungle episode,
where every pirate starts), 1..N the spaces, N+1 the goal (the sloop in "La fuga", the
pirates' cove otherwise). In the great escape the tunnel is 1..T, the sloop T+1 (the
path holds a None there; the state's `sloop_at` says "cartagena" or "tortuga"), the
jungle T+2..N. Cards are strings, "rum" or "rum*" for one of the two dark cards of each
symbol (102 cards, 17 a symbol). Modules: cards, board (pieces from the Tiled maps),
rules (movement as pure functions), variants (the options), actions (Actions, Events),
state (surface, views, copies), turn (the rulebook's actions, Filibusters), powers (the
Black Sorceress, chests), trusted (the fast path of apply_trusted), serial (JSON,
invariants), setup (preparation), bot.

Option `setup` (default null; tutorials, puzzles and tests) fixes what would be
random. An object with any of these keys:

- "pieces": [[number 1-8, reversed], ...] the tunnel's pieces in order from the dungeon,
  as many as the "pieces" option ("tunnel_pieces" in the great escape); reversed: the piece's six symbols run backwards.
  "jungle_pieces" likewise for the jungle (from the sloop), as many as the
  "jungle_pieces" option in the great escape ("pieces" in the jungle episode), none of
  the tunnel's (as many as "tunnel_pieces" there). A path the episode does not use may not be given (ValueError).
- "path" / "jungle_path": ["rum", "hook", ...] a path's symbols directly (any length >= 1,
  whatever the "pieces" option). Not with the same path's pieces.
- "hands": {seat: [cards]} (keys ints or digit strings; or a list with null for dealt
  seats) fixes those seats' hands exactly, any size.
- "discard": [cards] the discard pile, bottom first.
- "deck": [cards] the top of the stock before dealing, top first; the 102 cards not
  named in hands/discard/deck follow below it, shuffled. Seats without a fixed hand are
  then dealt 6 cards each from the top, seat 0 first; what remains is the deck.
- "positions": {seat: [positions]} one per pirate (the "pirates" option), anywhere on
  0..N+1 (the rulebook's worked examples start mid-game); unlisted seats start at the
  start. At most 3 pirates a space, 3 of a colour aboard the great escape's sloop; no
  seat may start with every pirate at the goal.
- "first": the seat that plays first (default 0; the lobby orders the seats).
- "sloop_at": "cartagena" (default) or "tortuga" (the great escape only).
- "tokens": the 8 chest tokens in the order they are laid on the chest spaces (the
  sorceress only): draw_1, draw_1, draw_2, draw_2, draw_3, draw_3, empty, snake.

Rulings (where the rulebook and shared/rules/cartagena.md are silent):

- A turn is 1 to 3 actions (play a card and move forward; move back and draw; Morgan's
  advance; sail; a power) in any order and mix. After the 3rd the turn passes at once;
  after the 1st or 2nd the player may end it (EndTurn).
- Pass and draw 1 ("si a un jugador no le quedan cartas, puede pasar su turno"): only
  with no cards in hand and before any action: it is the whole turn (the Captain's free
  sail does not count as an action). A player who runs out of cards mid-turn may still
  move back, advance a rival, sail or end the turn.
- Moving back draws as many cards as pirates were on the landing space before the mover
  arrived (1 or 2). Nobody moves back into the start (the dungeon; the sloop in the
  jungle episode); a pirate at the goal (the sloop in La fuga, the cove) may move back.
- Drawing from an empty deck first shuffles the discard pile into a new deck (a
  DeckReshuffled event, then the rest of the draw); with both empty the player draws
  what there is, possibly nothing.
- Dark cards stay distinct cards and distinct actions ("rum" and "rum*"); they matter
  only with the Filibusters.
- legal_actions lists each equivalent action once: one PlayCard per distinct card and
  space of one of your pirates, one MoveBack per space, one AdvanceRival per rival and
  space.
- scores(): progress, the sum of a seat's pirate positions. winners(): the seat with
  every pirate at the goal; the game ends at that move, even mid-turn, even when a rival's
  Morgan advance brought the last one home.
- Board length: a single path has at least 4 pieces ("partida corta: cuatro piezas"), so
  "pieces" 3 (kept for old saves) means 4 and the lobby does not offer it. The box has
  8 double-sided pieces and a laid piece shows one side: the great escape's tunnel and
  jungle ("tres o más piezas" each) use distinct pieces, 8 at most together (3+3 ...
  3+5, 4+4, 5+3; the default 3+3 is the rulebook's example); `variants.lobby_choices`
  gives what the lobby offers.
- The great escape: the tunnel and the jungle are two paths; a card never carries a
  pirate from one to the other. A tunnel pirate with no empty space of its symbol ahead
  boards the sloop only if it is at Cartagena with fewer than 3 of that colour aboard;
  otherwise that card cannot move it. Pirates aboard at Cartagena cannot play a card to
  move (they land on Tortuga); they may move back into the tunnel (as in La fuga); aboard
  at Tortuga they may not. Nobody moves back into the sloop from the jungle. "Still in
  the tunnel" (to sail back) counts the dungeon too. The Captain is the player with at
  least as many pirates aboard as anyone (ties included) whose sail would be legal; the
  free sail is offered only before the first action of the turn and is lost once an action
  is taken; more sails cost an action each.
- Morgan: any rival's pirate not at the goal may be advanced, from the start too; off the
  great escape's sloop only at Tortuga (into the jungle). With one rule a path, a move
  belongs to the path it runs along (from the sloop forward: the jungle; back: the
  tunnel); a single-path episode uses its own path's rule.
- Filibusters: only the others discard (the player of the dark card keeps a big hand);
  the limit is checked only then. They discard one card at a time, all at once and face
  down (several seats in to_move()); the discards are revealed when the last has chosen,
  then the turn goes on (and passes after the discards on a third action). A dark card
  played for a power counts.
- The Black Sorceress: invoking is its own action type; pistol, rum and lantern leave a
  choice for the invoker (ChooseCard), a choice with a single card left is made at once.
  Pistol needs a rival with cards. Rum gives to the rivals in turn order from the
  invoker's left; with fewer cards drawn, keeping comes first. Lantern: the first card
  put back is the next card drawn (the invoker sees it in the view's "known_top" until it
  is drawn). Two parrots are named plain first. The hook may move two pirates from the
  start, and into the great escape's sloop only with room for both. Chests: the tokens are
  laid in course order (the tunnel's first in the great escape); the snake looks back
  along the whole course (in the great escape, over the sloop into the tunnel) for the
  nearest free rum space, else the start; after it the 8 tokens are shuffled and 6 laid on
  the first chest spaces without a pirate, in course order.
"""
from ..core.bots import RandomBot
from ..core.contract import BotInfo, GameSpec, Option
from ..i18n import N_
from . import levels, lookahead
from .actions import ACTION_CLASSES
from .bot import PirateBot
from .serial import MAX_PLAYERS, MIN_PLAYERS
from .setup import new_state
from .state import CartagenaState
from .variants import OPTIONS, lobby_choices

SPEC = GameSpec(
    id="cartagena",
    title="Cartagena",      # i18n: keep (the game's title)
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    options={
        **OPTIONS,
        "setup": Option(       # i18n: keep (tutorials' and tests' option, never in the lobby)
            default=None, lobby=False,
            help="Fixes what would be random (pieces or paths, deck, hands, discard, positions, first "
                 "seat, the sloop's shore, chest tokens) for tutorials and tests; see game.cartagena's docstring."),
    },
    state_class=CartagenaState,
    action_classes=ACTION_CLASSES,
    make_state=new_state,
    bots={
        "easy": BotInfo(N_("Easy"), levels.easy,
                        N_("Plans its turn, but now and then grabs the nearest good move.")),
        "normal": BotInfo(N_("Normal"), levels.normal,
                          N_("Plans its whole turn: cards, moves back to draw, Morgan, the sloop.")),
        "hard": BotInfo(N_("Hard"), levels.hard,
                        N_("Searches: plays its plans out against your replies before it moves."),
                        takes=("effort", "budget")),
        "random": BotInfo(N_("Random"), RandomBot, N_("Plays any legal move at random.")),
    },
    default_bot="normal",
    bot_aliases={"pirate": "normal"},
    tagline=N_("Lead six pirates through the tunnels of Cartagena to the waiting sloop."),
    rounds=("turn_number",),
    review=lookahead.review,
)

__all__ = ["SPEC", "CartagenaState", "PirateBot", "lobby_choices"]
