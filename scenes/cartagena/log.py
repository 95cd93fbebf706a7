"""The Cartagena game log: one sentence per event as the viewer may see it, and the words for cards,
chest tokens and places that the animations share (in the player's language, when they are shown)."""
from __future__ import annotations

from game.cartagena.cards import card_name
from game.i18n import N_, _, ngettext

# The events that open a chapter of the log (the turns): left/right in the log jump to them.
CHAPTERS = frozenset({"turn_started"})

TOKEN_TEXT = {"draw_1": N_("one card"), "draw_2": N_("two cards"), "draw_3": N_("three cards"),
              "empty": N_("nothing"), "snake": N_("a snake!")}
POWER_TEXT = {"pistol": N_("the pistol"), "rum": N_("the rum"), "lantern": N_("the lantern"),
              "parrots": N_("two parrots"), "hook": N_("the hook"), "chest": N_("the chest")}


def card_words(card: str) -> str:
    """A card's name as the log writes it: "rum", "dark rum"."""
    return card_name(card)


def card_list(cards) -> str:
    return ", ".join(card_words(c) for c in cards)


def and_list(names: list[str]) -> str:
    """ "Anne", "Anne and Bart", "Anne, Bart and Mary" in the player's language."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def _end(view: dict, space: int) -> str | None:
    """Which end of the course `space` is ("dungeon", "sloop", "cove"), or None for a path space."""
    episode = view.get("episode", "tunnel")
    if space == 0:
        return "sloop" if episode == "jungle" else "dungeon"
    if space == len(view["path"]) + 1:
        return "sloop" if episode == "tunnel" else "cove"
    if episode == "great" and space == view["sloop"]:
        return "sloop"
    return None


def place_from(view: dict, space: int) -> str:
    """Where a move starts, in a player's words: "from the dungeon", "from space 7"."""
    end = _end(view, space)
    if end is None:
        return _("from space {n}").format(n=space)
    return {"dungeon": _("from the dungeon"), "sloop": _("from the sloop"), "cove": _("from the cove")}[end]


def place_to(view: dict, space: int) -> str:
    """Where a move ends, in a player's words: "to the sloop", "to space 7"."""
    end = _end(view, space)
    if end is None:
        return _("to space {n}").format(n=space)
    return {"dungeon": _("to the dungeon"), "sloop": _("to the sloop"), "cove": _("to the cove")}[end]


def _moved(e, view: dict, name: str) -> str:
    where = dict(name=name, start=place_from(view, e.from_space), end=place_to(view, e.to_space))
    if e.direction == "back":
        return _("{name}'s pirate moves back {start} {end}.").format(**where)
    if e.direction == "advanced":
        return _("{name}'s pirate is advanced {start} {end}.").format(**where)
    if e.direction == "snake":
        return _("{name}'s pirate flees the snake {start} {end}.").format(**where)
    return _("{name}'s pirate moves {start} {end}.").format(**where)


def _power(e, names: list[str], name: str) -> str:
    power = _(POWER_TEXT[e.power]) if e.power in POWER_TEXT else e.power
    if e.rival is not None:
        return _("\u201cBlack Sorceress!\u201d {name} invokes {power} at {rival}.").format(
            name=name, power=power, rival=names[e.rival])
    return _("\u201cBlack Sorceress!\u201d {name} invokes {power}.").format(name=name, power=power)


def describe(e, view: dict, names: list[str]) -> str | None:
    """One line of the log for `e` as its viewer may see it (private fields are None otherwise)."""
    name = names[e.seat] if hasattr(e, "seat") and isinstance(e.seat, int) else ""
    rival = names[e.rival] if isinstance(getattr(e, "rival", None), int) else ""
    card = card_words(e.card) if getattr(e, "card", None) else None
    t = e.TYPE
    if t == "turn_started":
        return _("\u2014 {name}'s turn \u2014").format(name=name)
    if t == "card_played":
        return _("{name} plays {card}.").format(name=name, card=card)
    if t == "pirate_moved":
        return _moved(e, view, name)
    if t == "cards_drawn":
        if e.cards is None:
            return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", e.count).format(name=name, n=e.count)
        if not e.cards:
            return _("{name} draws nothing.").format(name=name)
        return _("{name} draws {cards}.").format(name=name, cards=card_list(e.cards))
    if t == "deck_reshuffled":
        return _("The discard pile is shuffled into a new deck.")
    if t == "passed":
        return _("{name} has no cards and passes.").format(name=name)
    if t == "game_won":
        if view.get("episode", "tunnel") == "tunnel":
            return _("{name} has the whole crew and sails away!").format(name=name)
        return _("{name} has the whole crew and is safe in the cove!").format(name=name)
    if t == "reached_cove":
        return ngettext("{name} has {n} in the cove.", "{name} has {n} in the cove.", e.arrived).format(
            name=name, n=e.arrived)
    if t == "rival_advanced":
        return _("{name} advances {rival}'s pirate (Morgan).").format(name=name, rival=rival)
    if t == "captain_named":
        return _("{name} is Captain: one free sail.").format(name=name)
    if t == "sloop_sailed":
        port = e.to.capitalize()
        if e.free:
            return _("{name} sails the sloop to {port} (free, as Captain).").format(name=name, port=port)
        return _("{name} sails the sloop to {port}.").format(name=name, port=port)
    if t == "discards_demanded":
        who = ", ".join(_("{name} {n}").format(name=names[s], n=n) for s, n in enumerate(e.counts) if n)
        return _("Filibusters! Down to 7 cards: {who}.").format(who=who)
    if t == "discard_chosen":
        if card:
            return _("{name} puts {card} aside, face down.").format(name=name, card=card)
        return _("{name} puts a card aside, face down.").format(name=name)
    if t == "cards_discarded":
        return _("{name} discards {cards}.").format(name=name, cards=card_list(e.cards))
    if t == "power_invoked":
        return _power(e, names, name)
    if t == "hand_shown":
        if e.cards is None:
            return _("{name} looks at {rival}'s hand.").format(name=name, rival=rival)
        return _("{rival}'s hand: {cards}.").format(rival=rival, cards=card_list(e.cards))
    if t == "card_taken":
        if card:
            return _("{name} takes {card} from {rival}.").format(name=name, card=card, rival=rival)
        return _("{name} takes a card from {rival}.").format(name=name, rival=rival)
    if t == "power_cards_drawn":
        if e.cards is None:
            return ngettext("{name} draws {n} card to choose from.", "{name} draws {n} cards to choose from.",
                            e.count).format(name=name, n=e.count)
        return _("{name} draws {cards} to choose from.").format(name=name, cards=card_list(e.cards))
    if t == "card_kept":
        if card:
            return _("{name} keeps {card}.").format(name=name, card=card)
        return _("{name} keeps a card.").format(name=name)
    if t == "card_given":
        if card:
            return _("{name} gives {card} to {rival}.").format(name=name, card=card, rival=rival)
        return _("{name} gives a card to {rival}.").format(name=name, rival=rival)
    if t == "card_returned":
        if card:
            return _("{name} puts {card} back on the deck.").format(name=name, card=card)
        return _("{name} puts a card back on the deck.").format(name=name)
    if t == "chest_opened":
        token = _(TOKEN_TEXT[e.token]) if e.token in TOKEN_TEXT else e.token
        return _("{name} opens the chest on space {n}: {token}").format(name=name, n=e.space, token=token)
    if t == "chests_reshuffled":
        n = len(e.spaces)
        return ngettext("The chests are shuffled: {n} closed chest lies out again.",
                        "The chests are shuffled: {n} closed chests lie out again.", n).format(n=n)
    return None
