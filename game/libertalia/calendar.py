"""Libertalia's calendar: 3 campaigns of 6 days, the cards dealt and the purse at each campaign."""
from __future__ import annotations

CAMPAIGNS, DAYS = 3, 6
DEAL = {1: 9, 2: 6, 3: 6}        # identical ranks dealt into every hand per campaign
START_DOUBLOONS = 10
PHASES = ("dawn", "day", "dusk", "night", "over")
