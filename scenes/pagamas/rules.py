"""Pagamás' rules screens: the rulebook as this edition plays it, the notes' house rules marked as such."""
from __future__ import annotations

from game.i18n import N_, _
from game.pagamas.cards import ACTION_KINDS, CHARACTERS as ROLES, DENS, HOUSE_ROLES, ROLE_HELP, STRENGTH, TITLES

from ..glossary import figures
from ..howto import WHATS_THIS, Figure, Page, keys
from . import glossary as G

CHARACTER_FIGURES = figures(*(G.CHARACTER[r] for r in ROLES))
ACTION_FIGURES = figures(*(G.ACTION[k] for k in ACTION_KINDS))
DEN_FIGURES = figures(*(G.DEN[d] for d in DENS))
LOOT = Figure("pagamas/loot/2.png", G.LOOT.name)
MUTINY_CARD, MUTINY_RED, MUTINEER = figures(G.MUTINY_CALM, G.MUTINY_RED, G.MUTINEER)
SAILORS = Figure("pagamas/seals/sailor2.png", G.SAILORS.name)
VOTES = (Figure("palabra/tokens/hand_open.png", N_("For")), Figure("palabra/tokens/fist.png", N_("Against")))
CONTROL_KEYS = keys("arrows", "enter", "a", "mouse")

HOUSE = N_("(house rule of this edition)")

def goal() -> Page:
    return Page(_("The crew"), _("""
You are pirates of one crew, moved by one desire: gain. Each evening in port (a turn) the
captain shares out the day's loot and tries to please as many as he can, but he cannot
please everyone. To get the best share, flatter the captain or take his place: plots,
betrayals, ambushes and mutiny are all allowed.

- The game ends in the turn the loot deck runs out. Only BURIED loot counts: the pirate with
the most shares buried wins; a tie shares the win.
- Loot cards are worth one, two or three shares. 3 players: 12 / 6 / 3 cards; 4: 16 / 8 / 4;
5: 20 / 10 / 5; 6: 24 / 12 / 6. Discarded loot never returns to the deck.
- Each pirate has four den cards: hammock, tavern, brothel and treasure island.
- The first captain is who draws the highest loot card (the tied draw again).
"""), (LOOT,) + DEN_FIGURES)

def characters() -> Page:
    def line(r: str) -> str:
        text = _("- {name} ({strength}): {power}").format(name=_(TITLES[r]), strength=STRENGTH[r], power=_(ROLE_HELP[r]))
        return _("{rule} {house}").format(rule=text, house=_(HOUSE)) if r in HOUSE_ROLES else text
    return Page(_("The characters"),
                _("Each character votes once and has a strength (the number in its wax seal) for mutinies:") + "\n\n"
                + "\n".join(line(r) for r in ROLES) + "\n\n"
                + _("3 players: Captain, Second, Lookout. 4: + Chaplain. 5: + Boatswain. 6: + Cook.") + "\n",
                CHARACTER_FIGURES)

def turn() -> Page:
    return Page(_("A turn"), _("""
- 1. Refloat: every turn starts with 2 action cards in hand. Each pirate may first discard
the whole hand, then completes it to 2: an empty hand draws 2, a hand of 1 draws 1, a hand of
2 or more draws nothing (nothing is discarded down either). Sailors drawn go in front of you
at once and are replaced.
- 2. Roles: the captain takes back every character and hands them out as he likes.
- 3. The share: the captain draws one loot card per pirate but one, looks at them with the
Lookout, and deals them face down to whom he wants (himself too; some get nothing).
- 4. The landing: everyone chooses a den in secret.
- 5. Ambushes: the Second's free one first, then the Ambush! cards.
- 6. The revelation: the dens are turned, then the ambushes one by one.
- 7. Mutiny, when its conditions hold.

Start: every pirate gets 2 action cards. (house rule of this edition)
"""), (Figure("pagamas/actions/back.png", N_("Action cards")), SAILORS,
                               Figure("pagamas/loot/back.png", N_("Loot")), Figure("pagamas/dens/back.png", N_("Den")),
                               figures(G.ACTION["ambush"])[0], MUTINY_CARD))

def share() -> Page:
    return Page(_("The share and the vote"), _("""
Before the vote the captain may make public promises: "Vote yes and the next share is yours",
"Vote yes and you are my Second next turn", "Vote yes and I will not ambush you this turn".
They bind nobody, but the table remembers who kept their word. (house rule of this edition)

- Everyone with a character votes for or against, all at once (hands up together): one vote
per character plus one per sailor; the Boatswain's own vote counts two (house rule of this edition). A tie accepts.
- Refused: the captain takes the cards back and deals again. Refused twice: the Second may
force the share (a mutiny may then follow); if he does not, the captain keeps it all.
- Your loot lies face down in front of you: it can pay the brothel or be stolen. During the
share, and only then, it may be thrown overboard to escape an ambush. It can never be given
or traded.
"""), VOTES + (LOOT, SAILORS))

def dens() -> Page:
    return Page(_("Dens and ambushes"), _("""
- Hammock: nothing happens. Tavern: you may launch a mutiny this turn.
- Brothel: pay one loot card (discarded), then draw 2 action cards. (house rule of this edition) Cannot pay: lose
your character, your sailors and your hand.
- Treasure island (shut in a turn when the captain kept all the loot): after the revelation,
if no ambush caught you, bury all your loot.

Ambush: lay a spare den card face down on a character; at most 3 a turn. (house rule of this edition) They are
turned in stack order; a card on a pirate who already fell comes too late. Right den: the
victim loses character, action cards and sailors, and hands all unburied loot to the
ambusher. A Dodge card gives one chance in two that it fails. A thief caught in turn hands
over all his loot, tonight's thefts included, whatever the order: if he falls first, his own
ambush still springs and its loot goes straight on to the one who robbed him. Pirates who
catch each other all fall, and the loot is lost.
"""), DEN_FIGURES + figures(G.ACTION["ambush"], G.ACTION["dodge"]))

def mutiny() -> Page:
    return Page(_("Mutiny"), _("""
A mutiny is possible when the Second forced the share, the captain kept it all, or an
ambush succeeded; tavern guests may always launch one. Turning the Mutiny! card is
irrevocable. Then each pirate with a character, in turn from the launcher, joins the
captain or the mutineers, for good.

- Each side adds its characters' strength. Boarding! adds a pirate's sailors' strength to its
side: play it for yourself, or for another pirate of your side to help him, as if he had played
it (each pirate's sailors count once). The higher total wins; a tie goes to the captain.
- The captain wins: he throws a mutineer to the sharks and takes their unburied loot.
- The mutineers win: they elect a new captain among them, who throws the old one to the sharks.
"""), (MUTINY_CARD, MUTINY_RED, MUTINEER, figures(G.ACTION["boarding"])[0]))

def golden_rule() -> Page:
    return Page(_("The sharks and the golden rule"), _("""
Thrown to the sharks, a pirate loses his character, his action cards and his sailors, and
hands all his unburied loot over. His buried loot stays his.

Golden rule: no ship without a captain! When the captain falls (an ambush, the brothel, a
mutiny), the crew elects a new one at once: secret votes, revealed together.

- Anyone but the fallen captain may stand.
- One vote per character, plus one per sailor; a character and its sailors vote for the same
candidate.
- A tie makes the Second captain. After a won mutiny, only the mutineers stand and vote.
"""), (CHARACTER_FIGURES[0], CHARACTER_FIGURES[1], SAILORS))

def decks() -> Page:
    return Page(_("Action cards"), _("""
The action deck has 40 cards; when it runs out, the discards are shuffled into a new one.

- Sailors (18: ten of strength 1, six of 2, two of 3): placed in front of you when drawn; each
adds a vote, and their strength counts with Boarding!.
- Ambush! (8): lay an ambush in phase 5.
- Dodge (6): kept in hand; used up when an ambush hits you, one chance in two to escape.
- Boarding! (5): in a mutiny, add your sailors' strength, or an ally's, to your side.
- Salvage (3): at the landing, take the top card of the loot discard pile.

The rulebook gives no card list: these counts and texts are this edition's house rules.
"""), ACTION_FIGURES)

def controls() -> Page:
    return Page(_("Controls"), _("""
Directions: the arrow keys or WASD, the d-pad or the left stick.

- Every decision is a tray in the middle of the deck: left / right an option, up / down a
row (a loot card to deal, a victim to ambush, a promise), {confirm} takes it.
- Handing out the roles: up / down a crew member, left / right their character.
- Mouse: click a button of the tray, or a crew member's place to choose them.
- Secret choices (the vote, your den, the election) come behind a curtain when several
people share the screen: lift it with your own pad or keys.
- {confirm} skips an animation; {log} opens the log; {menu} pauses.
""") + _(WHATS_THIS) + "\n", CONTROL_KEYS)


def pages(options: dict) -> list[Page]:
    del options   # Pagamás has no variants: the crew size sets the decks and characters
    # Built when the pages open, in the player's language (a Page names its keys once made).
    return [goal(), characters(), turn(), share(), dens(), mutiny(), golden_rule(), decks(), controls()]
