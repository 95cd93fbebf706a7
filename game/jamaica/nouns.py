"""Jamaica's treasures and spaces in the forms the log's and the table's sentences need
(game/nouns.py)."""
from __future__ import annotations

from ..i18n import N_
from ..nouns import noun

# The treasure cards' names (marked N_; the bare name is the card's title: scenes/jamaica/names.py).
TREASURE_NAMES = {"plus3": N_("Treasure +3"), "plus5": N_("Treasure +5"), "plus7": N_("Treasure +7"),
                  "cursed2": N_("Cursed -2"), "cursed3": N_("Cursed -3"), "cursed4": N_("Cursed -4"),
                  "morgan_map": N_("Morgan's map"), "saran_sabre": N_("Saran's sabre"),
                  "lady_beth": "Lady Beth", "sixth_hold": N_("6th hold")}   # i18n: keep (Lady Beth: a name)
_NO_ARTICLE = {"Morgan's map": "Morgan's map", "Saran's sabre": "Saran's sabre", "Lady Beth": "Lady Beth"}  # i18n: keep (the English forms of names)

# A treasure named in a sentence: TREASURES["morgan_map"].the («el Mapa de Morgan», «la mappa di Morgan»).
TREASURES = {card: noun("treasure", title, "the",
                        **({"the": _NO_ARTICLE[title]} if title in _NO_ARTICLE else {}))
             for card, title in TREASURE_NAMES.items()}

# A space of the circuit named in a sentence: where a ship goes ("to") and where something
# happens ("at"), with what the board prints on it, so the line can be matched on the map.
# Port Royal is a name (the same in every language), its prepositions are not.
SPACES = {
    "sea_cost": noun("space", "space {n} (sea, {cost})", "to at", to="to space {n} (sea, {cost})",
                     at="at space {n} (sea, {cost})"),
    "port_cost": noun("space", "space {n} (port, {cost})", "to at", to="to space {n} (port, {cost})",
                      at="at space {n} (port, {cost})"),
    "lair": noun("space", "space {n} (pirate lair)", "to at", to="to space {n} (pirate lair)",
                 at="at space {n} (pirate lair)"),
    "sea": noun("space", "space {n} (sea)", "to at", to="to space {n} (sea)", at="at space {n} (sea)"),
    "port": noun("space", "space {n} (port)", "to at", to="to space {n} (port)", at="at space {n} (port)"),
    "port_royal": noun("space", "Port Royal", "to at", to="to Port Royal", at="at Port Royal"),
    "unknown": noun("space", "an unknown space", "to at", to="to an unknown space", at="at an unknown space"),
}
