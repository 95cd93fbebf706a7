"""Pirate Arcade: start the game from a checkout (see README for the flags).

An install (`pip install .`) gives the same as the `pirate-arcade` command.
"""
import sys
from pathlib import Path

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from scenes.launch import main
    sys.exit(main())
