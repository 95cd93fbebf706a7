"""A seeded position for screenshots and tests: a match some moves in, its bots then played on.

The human seats' moves come from a seeded random bot, the bot seats' from their own bots, so the
same arguments always give the same position.
"""
from __future__ import annotations

from game import Match
from game.core.bots import RandomBot


def advanced(match: Match, actions: int, seed: int) -> Match:
    """`match` after `actions` moves (the humans' by RandomBot(seed)), then its bots' moves until
    only humans are to move (or the game is over). Its events stay queued."""
    rnd = RandomBot(seed)
    for _ in range(actions):
        if match.is_over():
            break
        seat = match.state.to_move()[0]
        match.submit(seat, match.bot_choice(seat) if match.seats[seat].is_bot else rnd.choose(match.state, seat))
    while not match.is_over() and match.bots_to_move():
        seat = match.bots_to_move()[0]
        match.submit(seat, match.bot_choice(seat))
    return match
