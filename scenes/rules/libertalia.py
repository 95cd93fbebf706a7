"""Libertalia's rules screen: the pages live with the table (scenes/libertalia/rules.py); the pager reads them here."""
from __future__ import annotations

from ..libertalia.rules import pages

__all__ = ["pages"]
