"""Cartagena's "How to play" pages for the chosen options, and the rules-in-play lines beside the log.

The base game "La fuga" has its own pages (base_pages()); any variant gets pages that follow the
episode, the draw rule, the Filibusters and the Black Sorceress, with this table's rulings
(game.cartagena's docstring). `pages(options) -> list[Page]` is what scenes/howto.py reads from
scenes/<game>/rules.py; the pages are written in the player's language when they are asked for.
"""
from __future__ import annotations

from game.cartagena.variants import Variant, describe_rules
from game.i18n import N_, _

from ..glossary import figures
from ..howto import WHATS_THIS, Figure, Page, keys
from . import glossary as G

CARD_FIGURES = figures(*(G.CARDS[k] for k in G.SYMBOLS))
DARK_FIGURES = figures(G.DARK)
POWER_FIGURES = figures(*(G.POWERS[k] for k in G.SYMBOLS))
PIRATE, DECK, DISCARD = figures(G.PIRATE, G.DECK) + (Figure("cards/cartagena/hook.png", G.DISCARD.name),)
CARD = Figure("cards/cartagena/lantern.png", N_("Card"))
CHESTS = (Figure("icons/chest.png", G.CHEST_TOKEN.name), Figure("cards/cartagena/chest.png", G.CARDS["chest"].name))
CONTROL_KEYS = keys("enter", "tab", "a", "x", "mouse")


def base_pages() -> list[Page]:
    """The base game's pages ("La fuga" with every rule as the rulebook's)."""
    return [
        Page(_("The escape"), _("""1672: your six pirates break out of the fortress of Cartagena through a tunnel to the beach,
where a sloop is waiting. The first player with all six pirates aboard the sloop wins at
once.

The tunnel is a path of spaces, each with one of six symbols: pistol, rum, lantern, parrot,
hook and chest. Every pirate starts in the dungeon. Each player holds a hand of cards with
the same symbols (6 cards at the start; the deck has 17 of each symbol)."""), (PIRATE, DECK) + CARD_FIGURES),
        Page(_("Your turn"), _("""On your turn take 1, 2 or 3 actions, in any order and mix, then end your turn (after the
third action it ends by itself):

- Play a card and move one of your pirates forward.
- Move one of your pirates back and draw 1 or 2 cards.

If you have no cards at all at the start of your turn, you may pass instead and draw 1
card."""), (PIRATE, CARD)),
        Page(_("Moving forward"), _("""Play a card: one of your pirates (in the dungeon or on the path) jumps forward to the first
EMPTY space ahead that shows the card's symbol, skipping every space that has a pirate on
it.

If no empty space with that symbol is left ahead, the pirate goes all the way to the
sloop."""), (PIRATE, CARD)),
        Page(_("Moving back"), _("""One of your pirates moves back to the nearest space behind it that holds 1 or 2 pirates (of
any colour), skipping empty spaces and full ones (3 pirates). You may not skip a space with
1 pirate to reach one with 2.

Draw 1 card if that space held 1 pirate, 2 cards if it held 2. A space holds at most 3
pirates. A pirate in the sloop may move back too, as in the rulebook's own example; nobody
moves back into the dungeon. With no such space behind it, the pirate cannot move back."""), (PIRATE, CARD)),
        Page(_("Cards and the end"), _("""Played cards go to the discard pile. When the deck runs out, the discard pile is shuffled
into a new deck; with both empty, nothing is drawn.

The game ends the moment a player has all their pirates in the sloop: that player wins.

Tip: moving back is how you refill your hand; a pirate left alone far behind can be the
one that costs you the race."""), (DECK, DISCARD, PIRATE)),
        Page(_("Controls"), _("""- Up / down: choose one of your pirates (it glows in your colour).
- Left / right: choose a card, or Back to move that pirate back.
- The destination glows before you commit; {confirm} moves.
- {alt} ends your turn after one or two actions, or passes when you have no cards.
- With a mouse: click a pirate, then a card (click it again, or the glowing space).
- {confirm} skips an animation; {log} opens the log of what happened; {menu} pauses.""")
             + "\n" + _(WHATS_THIS) + "\n", CONTROL_KEYS),
    ]


def _episode_page(v: Variant) -> list[Page]:
    """The page of the episode's story and goal (and the great escape's sloop)."""
    tunnel, jungle = v.path_pieces()
    if v.episode == "tunnel":
        return [Page(_("The escape"), _("""1672: your {n} pirates break out of the fortress of Cartagena through a tunnel of
{spaces} spaces to the beach, where a sloop is waiting. The first player with all
{n} pirates aboard wins at once.""").format(n=v.pirates, spaces=tunnel * 6), (PIRATE,))]
    if v.episode == "jungle":
        return [Page(_("The jungle of Tortuga"), _("""The sloop has landed on Tortuga. Every pirate starts in the sloop; a path of {spaces} jungle
spaces leads to the pirates' cove. The first player with all {n} pirates in the cove wins
at once.

Nobody moves back into the sloop. This edition's ruling: a pirate in the cove may move back, as
the rulebook's example lets one move back from the sloop.""").format(n=v.pirates, spaces=jungle * 6),
                     (PIRATE,))]
    return [
        Page(_("The great escape"), _("""The whole adventure: {tunnel_spaces} tunnel spaces from the dungeon to the sloop, the crossing to
Tortuga, then {jungle_spaces} jungle spaces to the pirates' cove. The first player with all
{n} pirates in the cove wins at once.

The box has 8 double-sided pieces: {tunnel} show their tunnel side, {jungle} others their jungle
side (3 or more a path, 8 at most in all).

The tunnel and the jungle are two paths: a card never takes a pirate from one to the other.""").format(
            tunnel_spaces=tunnel * 6, jungle_spaces=jungle * 6, n=v.pirates, tunnel=tunnel, jungle=jungle),
             (PIRATE, CARD)),
        Page(_("The sloop"), _("""- Sail the sloop: an action without a card. To Tortuga only with one of your pirates aboard;
  back to Cartagena only with one of yours still in the tunnel (or the dungeon).
- Every pirate aboard sails with it. At most 3 pirates of one colour may be aboard.
- A tunnel pirate with no empty space of its symbol ahead boards the sloop, if it is at
  Cartagena and has room for your colour; otherwise that card cannot move it.
- On Tortuga, land by playing a card for a pirate aboard: it goes to the first empty space
  of that symbol on the jungle path (or on to the cove).
- Captain: if at the start of your turn you have at least as many pirates aboard as anyone
  else, you may sail once for free before your actions. You may sail several times a turn.
- This edition's rulings: a pirate aboard at Cartagena may move back into the tunnel, aboard at
  Tortuga it may not; a pirate in the cove may move back."""), (PIRATE, CARD)),
    ]


def _turn_page(v: Variant) -> Page:
    steps = [_("Play a card and move one of your pirates forward.")]
    if any(v.allows("classic", p) for p in ("tunnel", "jungle")):
        steps.append(_("Move one of your pirates back and draw 1 or 2 cards."))
    if v.draw != "classic":
        steps.append(_("Morgan: advance a rival's pirate and draw 1 or 2 cards."))
    if v.great:
        steps.append(_("Sail the sloop."))
    if v.sorceress:
        steps.append(_("Invoke the Black Sorceress: a card's power instead of its move."))
    return Page(_("Your turn"), _("On your turn take 1, 2 or 3 actions, in any order and mix:") + "\n\n"
                + "\n".join(f"- {s}" for s in steps) + "\n\n"
                + _("With no cards at all at the start of your turn you may pass instead and draw 1."),
                (PIRATE, CARD))


def _moving_pages(v: Variant) -> list[Page]:
    """Moving forward, moving back and Morgan's rule, as the variant has them."""
    forward = _("Play a card: one of your pirates jumps forward to the first EMPTY space ahead that shows the "
                "card's symbol, skipping every space that has a pirate on it.")
    end = {"tunnel": _("With no such space left on its path, it goes on to the sloop."),
           "jungle": _("With no such space left on its path, it goes on to the cove."),
           "great": _("With no such space left on its path, it goes on to the sloop (or the cove in the jungle).")}
    out = [Page(_("Moving forward"), forward + " " + end[v.episode], (PIRATE, CARD))]
    if any(v.allows("classic", p) for p in ("tunnel", "jungle")):
        back = {"": _("One of your pirates moves back to the nearest space behind it that holds 1 or 2 pirates, "
                      "skipping empty and full spaces (3 pirates)."),
                "tunnel": _("One of your pirates in the tunnel moves back to the nearest space behind it that holds "
                            "1 or 2 pirates, skipping empty and full spaces (3 pirates)."),
                "jungle": _("One of your pirates in the jungle moves back to the nearest space behind it that holds "
                            "1 or 2 pirates, skipping empty and full spaces (3 pirates).")}
        path = "" if v.draw in ("classic", "morgan", "both") else "tunnel" if v.draw == "tunnel_classic" else "jungle"
        start = {"tunnel": _("Nobody moves back into the dungeon. A pirate in the sloop may move back, as in the "
                             "rulebook's own example."),
                 "jungle": _("Nobody moves back into the sloop. This edition's ruling: a pirate in the cove may "
                             "move back."),
                 "great": _("Nobody moves back into the dungeon, nor from the jungle into the sloop. This "
                            "edition's rulings: a pirate aboard at Cartagena may move back into the tunnel (not at "
                            "Tortuga), and one in the cove may move back.")}[v.episode]
        out.append(Page(_("Moving back"), back[path] + " " + _("Draw 1 or 2 cards, as many as were there.") + " "
                        + start, (PIRATE, CARD)))
    if v.draw != "classic":
        advance = {"": _("Advance a rival's pirate to the first space ahead holding 1 or 2 pirates, skipping empty "
                         "and full spaces; draw 1 or 2 cards."),
                   "jungle": _("Advance a rival's pirate in the jungle to the first space ahead holding 1 or 2 "
                               "pirates, skipping empty and full spaces; draw 1 or 2 cards."),
                   "tunnel": _("Advance a rival's pirate in the tunnel to the first space ahead holding 1 or 2 "
                               "pirates, skipping empty and full spaces; draw 1 or 2 cards.")}
        path = "" if v.draw in ("morgan", "both") else "jungle" if v.draw == "tunnel_classic" else "tunnel"
        reach = {"tunnel": _("With no such space it reaches the sloop, and you draw 2."),
                 "jungle": _("With no such space it reaches the cove, and you draw 2."),
                 "great": _("With no such space it reaches the sloop or the cove, and you draw 2.")}
        out.append(Page(_("Morgan's rule"), advance[path] + " " + reach[v.episode] + "\n\n"
                        + _("No pirate boards a sloop that already holds 3 of its colour. Careful: advancing a "
                            "rival's last pirate home makes that rival win."), (PIRATE, CARD)))
    return out


def _rule_pages(v: Variant) -> list[Page]:
    """The Filibusters' and the Black Sorceress's pages."""
    out = []
    if v.filibusters:
        out.append(Page(_("Filibusters"), _("""Nobody may hold more than 7 cards... when caught. Whenever someone plays a dark card (for a move
or a power), every other player discards down to 7, choosing which. All choose at once, face
down; the discards are shown when the last one has chosen, then the turn goes on."""), DARK_FIGURES))
    if v.sorceress:
        out.append(Page(_("The Black Sorceress"), _("""Instead of moving, a card may be played for its power (the Sorceress mode, {pages}):

- Pistol: look at a rival's hand and take a card; the rival draws one.
- Rum: draw as many cards as there are players, plus one; keep 2, give one to each rival.
- Lantern: draw 4, keep 1, put the others back on the deck in the order you choose.
- Two parrots: together they count as one card of any symbol (one action: this edition's ruling).
- Hook: with a second card (two actions), two of your pirates on one space move together to
  the next empty space of the second card's symbol.
- Chest: see \u201cTreasure chests\u201d."""), POWER_FIGURES))
        out.append(Page(_("Treasure chests"), _("""Eight tokens lie face down on the chest spaces (in path order, one each, while they last).
A pirate of yours on a closed chest may open it with a chest card: 1, 2 or 3 cards (two of
each), an empty chest, or the snake.

The snake sends the pirate back to the nearest free rum space behind it (in the great escape:
anywhere back along the course), or to the start; then all 8 tokens are shuffled and 6 are laid
on chest spaces without pirates."""), CHESTS + (PIRATE,)))
    return out


def _controls_page(v: Variant) -> Page:
    controls = [
        _("Up / down: choose one of your pirates (a rival's in Morgan mode; a rival for the pistol)."),
        _("Left / right: choose a card, Back, Sail or a power, then the End turn button; greyed cards cannot "
          "move that pirate."),
        _("The destination glows before you commit; {confirm} plays."),
        _("{alt} ends your turn after an action, or passes when you have no cards."),
    ]
    if v.draw != "classic" or v.sorceress:
        controls.append(_("{pages}: switch mode: Pirates, Morgan, Sorceress. {back} steps back "
                          "from a power's second row."))
    controls += [_("A power's choices and the discards show the cards in a panel: left / right, {confirm}."),
                 _("With a mouse: click a pirate, then a card; click a tab, a rival, a card to pick."),
                 _("{confirm} skips an animation; {log} shows these rules beside the log; {menu} pauses.")]
    return Page(_("Controls"), "\n".join(f"- {c}" for c in controls) + "\n" + _(WHATS_THIS), CONTROL_KEYS)


def pages(options: dict) -> list[Page]:
    """The base game's pages, or, for a variant, pages that follow its options."""
    v = Variant.from_options({k: val for k, val in options.items() if k != "setup"})
    if v.is_base:
        return base_pages()
    out = [Page(_("This game"), "\n".join(f"- {line}" for line in describe_rules(v)), (PIRATE, CARD))]
    out += _episode_page(v)
    out.append(_turn_page(v))
    out += _moving_pages(v)
    out += _rule_pages(v)
    out.append(_controls_page(v))
    return out


def rules_lines(view: dict) -> list[str]:
    """The rules in play, one line each, for the panel beside the log."""
    return describe_rules(Variant.from_options(view.get("options") or {}))
