"""The exception every engine raises for a move the rules refuse."""


class IllegalAction(Exception):
    """An action that the rules do not allow now; the message says why, for a player."""
