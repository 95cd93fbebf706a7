"""Files that still hold unmarked player-facing strings, and how many (tests/test_i18n.py).

Written by `python tests/i18n_scan.py --baseline`. It only ever shrinks: a file whose
strings are marked leaves it; a new file never enters it. Empty when the game is all
marked."""

UNMARKED = {
}
