"""The rulebook's achievements ("logros"): which ones each seat earned in a finished game.

A pure function of the finished state: its chests, its winners and its public day
record (`state.history`). Keeping them per player name across games is the client's job.
"Tongueless" is observable here because table talk is a phase of its own: a winner who
never sent a signal (only when table talk was on). "Auction king" and "Iron knuckle" need
the market, "Rookie cabin boy" two distinct neighbours (3+ players).
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_
from .ships import RED

DAYS = 5
AUCTIONS = 4


@dataclass(frozen=True)
class Achievement:
    id: str
    title: str
    description: str

    def to_json(self) -> dict:
        return {"id": self.id, "title": self.title, "description": self.description}


ACHIEVEMENTS: tuple[Achievement, ...] = (
    Achievement("impeccable", N_("The impeccable"), N_("End a game without red gems in your chest.")),
    Achievement("expert_traitor", N_("Expert traitor"), N_("Raid successfully on all 5 days of a game.")),
    Achievement("golden_beak", N_("Golden beak"), N_("End with 5 or more gold gems in your chest.")),
    Achievement("collaborator", N_("Collaborator"), N_("Win a game without ever playing a red ship.")),
    Achievement("auction_king", N_("Auction king"), N_("Come first in all 4 artifact auctions.")),
    Achievement("rookie_cabin_boy", N_("Rookie cabin boy"), N_("Be raided by both neighbours on the same day.")),
    Achievement("undercover_rat", N_("Undercover rat"), N_("Place 8 or more rats in one game.")),
    Achievement("novice_buccaneer", N_("Novice buccaneer"), N_("End with 10 or more red gems in your chest.")),
    Achievement("tongueless", N_("Tongueless"), N_("Win a game without sending a signal at the table.")),
    Achievement("iron_knuckle", N_("Iron knuckle"), N_("Win a game without using any artifact.")),
)
BY_ID = {a.id: a for a in ACHIEVEMENTS}


def earned_ids(state) -> list[list[str]]:
    """For each seat, the ids of the achievements it earned (in ACHIEVEMENTS order)."""
    if not state.is_over():
        return [[] for _ in range(state.players)]
    history = state.history
    winners = set(state.winners())
    out = []
    for seat in range(state.players):
        chest = state.chests[seat]
        gold, red = chest[0], chest[4]
        raid_days = {d["day"] for d in history for o in d["outcomes"]
                     if o["result"] == "raid" and o["raider"] == seat}
        reds_played = sum(1 for d in history for _i, s, card in d["ships"] if s == seat and card == RED)
        firsts = sum(1 for d in history if d["auction"] and d["auction"][0] == seat)
        raided_twice = any(
            len({o["raider"] for o in d["outcomes"] if o["result"] == "raid" and o["victim"] == seat}) >= 2
            for d in history) and state.players >= 3
        rats = sum(d["rats"][seat] for d in history)
        signals = sum(1 for d in history for s, *_ in d["signals"] if s == seat)
        used = sum(1 for d in history for s, _a in d["artifacts"] if s == seat)
        won = seat in winners
        checks = {
            "impeccable": red == 0,
            "expert_traitor": raid_days >= set(range(1, DAYS + 1)),
            "golden_beak": gold >= 5,
            "collaborator": won and reds_played == 0,
            "auction_king": state.market and firsts >= AUCTIONS,
            "rookie_cabin_boy": raided_twice,
            "undercover_rat": rats >= 8,
            "novice_buccaneer": red >= 10,
            "tongueless": won and state.talk and signals == 0,
            "iron_knuckle": won and state.market and used == 0,
        }
        out.append([a.id for a in ACHIEVEMENTS if checks[a.id]])
    return out


def earned(state) -> list[list[Achievement]]:
    """For each seat, the achievements it earned (id, English title, description)."""
    return [[BY_ID[i] for i in ids] for ids in earned_ids(state)]
