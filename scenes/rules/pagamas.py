"""Pagamás' rules screens live with its table (scenes/pagamas/rules.py); How to play reads them here."""
from __future__ import annotations

from ..pagamas.rules import pages

__all__ = ["pages"]
