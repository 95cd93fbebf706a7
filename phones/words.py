"""The phone page's own words, marked here and sent translated (the page holds no English).

The server puts `page_words()` into the page it serves and into every "welcome", in the
language the game speaks now; the page looks each word up by its key. Everything else a
phone reads (prompts, moves, the log, card names) comes from the game's own words.
"""
from __future__ import annotations

from game.i18n import N_, _

WORDS: dict[str, str] = {
    "title": "Pirate Arcade",   # i18n: keep  (the product's name)
    "connecting": N_("Connecting to the table\u2026"),
    "reconnecting": N_("The connection dropped: reconnecting\u2026"),
    "closed": N_("The table is not answering. Is the game still running?"),
    "room_code": N_("Room code"),
    "room_help": N_("Type the room code shown on the TV."),
    "enter": N_("Go aboard"),
    "pick_seat": N_("Choose your seat"),
    "your_name": N_("Your name"),
    "named_seat": N_("You play as {name}: a game under way keeps the names it began with."),
    "take_seat": N_("Take this seat"),
    "seat_open": N_("Free"),
    "seat_bot": N_("A bot plays it to the end of this game"),
    "seat_bot_open": N_("Bot: a phone may take over"),
    "seat_phone": N_("On a phone"),
    "seat_couch": N_("On the couch"),
    "seat_reserved": N_("Kept for its player until the TV opens it"),
    "seat_offered": N_("Offered to you"),
    "no_seat": N_("No seat is free for a phone now."),
    "seated": N_("You are aboard. The game starts when the table sets sail."),
    "your_move": N_("Your move"),
    "secret": N_("Secret: everyone chooses at the same time."),
    "chosen": N_("Your choice is in"),
    "waiting": N_("Waiting for {names}"),
    "watch": N_("Watch the table"),
    "sent": N_("Sent\u2026"),
    "step_back": N_("Back"),
    "undo": N_("Undo"),
    "log": N_("Log"),
    "close": N_("Close"),
    "leave": N_("Leave the seat"),
    "leave_sure": N_("Give up your seat? Another phone or the couch may then take it."),
    "over": N_("The game is over"),
}


def page_words() -> dict[str, str]:
    """Key -> the word in the language now spoken."""
    return {key: (text if key == "title" else _(text)) for key, text in WORDS.items()}
