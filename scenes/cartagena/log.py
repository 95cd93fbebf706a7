"""The Cartagena game log: one sentence per event as the viewer may see it, and the words for cards,
chest tokens and places that the animations share."""
from __future__ import annotations

from .choices import symbol_of

# The events that open a chapter of the log (the turns): left/right in the log jump to them.
CHAPTERS = frozenset({"turn_started"})

TOKEN_TEXT = {"draw_1": "one card", "draw_2": "two cards", "draw_3": "three cards", "empty": "nothing",
              "snake": "a snake!"}
POWER_TEXT = {"pistol": "the pistol", "rum": "the rum", "lantern": "the lantern", "parrots": "two parrots",
              "hook": "the hook", "chest": "the chest"}


def card_words(card: str) -> str:
    return f"{symbol_of(card)}{' (dark)' if card.endswith('*') else ''}"


def place(view: dict, space: int) -> str:
    """A position in a player's words."""
    episode = view.get("episode", "tunnel")
    goal = len(view["path"]) + 1
    if space == 0:
        return "the sloop" if episode == "jungle" else "the dungeon"
    if space == goal:
        return "the sloop" if episode == "tunnel" else "the cove"
    if episode == "great" and space == view["sloop"]:
        return "the sloop"
    return f"space {space}"


def describe(e, view: dict, names: list[str]) -> str | None:
    """One line of the log for `e` as its viewer may see it (private fields are None otherwise)."""
    name = names[e.seat] if hasattr(e, "seat") and isinstance(e.seat, int) else ""
    t = e.TYPE
    if t == "turn_started":
        return f"\u2014 {name}'s turn \u2014"
    if t == "card_played":
        return f"{name} plays {card_words(e.card)}."
    if t == "pirate_moved":
        verb = {"forward": "moves", "back": "moves back", "advanced": "is advanced",
                "snake": "flees the snake"}.get(e.direction, "moves")
        return f"{name}'s pirate {verb} from {place(view, e.from_space)} to {place(view, e.to_space)}."
    if t == "cards_drawn":
        if e.cards is None:
            return f"{name} draws {e.count} card{'s' if e.count != 1 else ''}."
        return f"{name} draws {', '.join(card_words(c) for c in e.cards) or 'nothing'}."
    if t == "deck_reshuffled":
        return "The discard pile is shuffled into a new deck."
    if t == "passed":
        return f"{name} has no cards and passes."
    if t == "game_won":
        where = "sails away" if view.get("episode", "tunnel") == "tunnel" else "is safe in the cove"
        return f"{name} has the whole crew and {where}!"
    if t == "reached_cove":
        return f"{name} has {e.arrived} in the cove."
    if t == "rival_advanced":
        return f"{name} advances {names[e.rival]}'s pirate (Morgan)."
    if t == "captain_named":
        return f"{name} is Captain: one free sail."
    if t == "sloop_sailed":
        return f"{name} sails the sloop to {e.to.capitalize()}{' (free, as Captain)' if e.free else ''}."
    if t == "discards_demanded":
        who = [f"{names[s]} {n}" for s, n in enumerate(e.counts) if n]
        return f"Filibusters! Down to 7 cards: {', '.join(who)}."
    if t == "discard_chosen":
        return f"{name} puts {card_words(e.card) if e.card else 'a card'} aside, face down."
    if t == "cards_discarded":
        return f"{name} discards {', '.join(card_words(c) for c in e.cards)}."
    if t == "power_invoked":
        whom = f" at {names[e.rival]}" if e.rival is not None else ""
        return f"\u201cBlack Sorceress!\u201d {name} invokes {POWER_TEXT.get(e.power, e.power)}{whom}."
    if t == "hand_shown":
        if e.cards is None:
            return f"{name} looks at {names[e.rival]}'s hand."
        return f"{names[e.rival]}'s hand: {', '.join(card_words(c) for c in e.cards)}."
    if t == "card_taken":
        return f"{name} takes {card_words(e.card) if e.card else 'a card'} from {names[e.rival]}."
    if t == "power_cards_drawn":
        if e.cards is None:
            return f"{name} draws {e.count} cards to choose from."
        return f"{name} draws {', '.join(card_words(c) for c in e.cards)} to choose from."
    if t == "card_kept":
        return f"{name} keeps {card_words(e.card) if e.card else 'a card'}."
    if t == "card_given":
        return f"{name} gives {card_words(e.card) if e.card else 'a card'} to {names[e.rival]}."
    if t == "card_returned":
        return f"{name} puts {card_words(e.card) if e.card else 'a card'} back on the deck."
    if t == "chest_opened":
        return f"{name} opens the chest on {place(view, e.space)}: {TOKEN_TEXT.get(e.token, e.token)}"
    if t == "chests_reshuffled":
        return f"The chests are shuffled: {len(e.spaces)} closed chests lie out again."
    return None

