"""Libertalia's 30 characters (rank, name, phases, ability in a few words) and the influence numbers.

The same 30 ranks exist in each of the six colours; a seat plays one colour, so within
a seat a character is named by its rank alone. Abilities are worded as in
../../../shared/rules/libertalia.md; `short` is the few words a card shows.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _

RANKS = tuple(range(1, 31))
COLOURS = ("yellow", "red", "blue", "green", "black", "white")   # the influence cycle order
PHASES = ("day", "dusk", "night", "end")


@dataclass(frozen=True)
class Character:
    """One character card: rank 1-30, name, the phases its ability acts in, its wording."""

    rank: int
    name: str
    phases: tuple[str, ...]
    short: str          # a few words for the card face (marked N_: show it with _())
    text: str           # the full ability, as the rules screen shows it

    @property
    def phase(self) -> str:
        """The first phase its ability acts in (the phase icon of the card)."""
        return self.phases[0]


def _c(rank, name, phases, short, text):
    return Character(rank, name, tuple(phases.split("+")), short, text)


CHARACTERS: dict[int, Character] = {c.rank: c for c in (
    _c(1, N_("Parrot"), "day", N_("Replay from hand"),
       N_("Day: discard the Parrot and at once play another character from your hand onto the "
          "ship, in its rank's place; it acts when its turn comes.")),
    _c(2, N_("Monkey"), "day", N_("Relics to the left"),
       N_("Day: move all your cursed relics to the den of the player on your left.")),
    _c(3, N_("Beggar"), "day", N_("Highest gives 3"),
       N_("Day: the owner of the highest-ranked character on the ship gives you 3 doubloons "
          "(as many as they have; nothing if it is you).")),
    _c(4, N_("Recruiter"), "day", N_("Den card to hand"),
       N_("Day: take one character from your den back into your hand.")),
    _c(5, N_("Cabin Boy"), "dusk", N_("Takes no booty"),
       N_("Dusk: takes no booty.")),
    _c(6, N_("Preacher"), "day+end", N_("Keep 1 booty; end +5"),
       N_("Day: discard all your booty but one token. End of campaign: +5.")),
    _c(7, N_("Barkeep"), "night", N_("Night +1"),
       N_("Night: +1 doubloon.")),
    _c(8, N_("Waitress"), "night", N_("Map for +3"),
       N_("Night: you may discard a treasure map for +3.")),
    _c(9, N_("Carpenter"), "day+end", N_("Lose half; end +10"),
       N_("Day: lose half your doubloons (rounded in your favour). End of campaign: +10.")),
    _c(10, N_("French Officer"), "day", N_("+5 if under 9"),
         N_("Day: +5 if you have fewer than 9 doubloons.")),
    _c(11, N_("Voodoo Witch"), "day", N_("+2 per graveyard"),
         N_("Day: +2 per character in your graveyard this campaign.")),
    _c(12, N_("Freed Slave"), "night", N_("+1 per higher"),
         N_("Night: +1 per character in your den with a higher rank.")),
    _c(13, N_("Mutineer"), "night", N_("Drop lowest, +2"),
         N_("Night: discard the lowest-ranked other character in your den, +2.")),
    _c(14, N_("Brute"), "day", N_("Kill highest on ship"),
         N_("Day: discard the highest-ranked character on the ship (possibly himself).")),
    _c(15, N_("Gunner"), "day", N_("Pay 3, kill in a den"),
         N_("Day: pay 3 (what you have); discard a character of your choice from any den.")),
    _c(16, N_("Topman"), "end", N_("+5: smallest den"),
         N_("End of campaign: +5 if no player has fewer characters in their den.")),
    _c(17, N_("Spanish Spy"), "day", N_("Officers for booty"),
         N_("Day: discard all your Spanish officers; draw one booty from the bag for each "
            "(officers and sabres drawn so have no effect).")),
    _c(18, N_("Cook"), "dusk", N_("Takes 2 booty"),
         N_("Dusk: takes two booty tokens.")),
    _c(19, N_("Bosun"), "day", N_("+2 per lower"),
         N_("Day: +2 per character in your den with a lower rank.")),
    _c(20, N_("Armorer"), "night", N_("+1 per sabre"),
         N_("Night: +1 per sabre you hold.")),
    _c(21, N_("Merchant"), "day", N_("Sell 2 or 3 alike"),
         N_("Day: must discard 2 identical booty tokens for +3, or 3 identical for +5 (your "
            "choice when both are possible).")),
    _c(22, N_("Surgeon"), "day", N_("Graveyard to hand"),
         N_("Day: take one character from your graveyard back into your hand, secretly.")),
    _c(23, N_("Treasurer"), "end", N_("+1 per good"),
         N_("End of campaign: +1 per goods, jewel and chest you hold.")),
    _c(24, N_("Gambler"), "day+end", N_("Pay per booty; end +8"),
         N_("Day: pay 1 per booty token you hold. End of campaign: +8.")),
    _c(25, N_("Governor's Daughter"), "end", N_("Alone +6, else -3"),
         N_("End of campaign: +6 if no other den holds her; otherwise pay 3.")),
    _c(26, N_("Quartermaster"), "day+end", N_("+1 per booty; end -8"),
         N_("Day: +1 per booty token you hold. End of campaign: -8.")),
    _c(27, N_("Granny Wata"), "night", N_("Alone +2, else gone"),
         N_("Night: +2 if no other den holds her; otherwise every Granny Wata in every den is "
            "discarded.")),
    _c(28, N_("First Mate"), "end", N_("+1 per den card"),
         N_("End of campaign: +1 per character in your den.")),
    _c(29, N_("Captain"), "day+end", N_("+3; end -3 per relic"),
         N_("Day: +3. End of campaign: -3 per cursed relic you hold.")),
    _c(30, N_("Spanish Governor"), "day", N_("Empty your den"),
         N_("Day: discard every character in your den.")),
)}

# The ranks by name, for readable code: PARROT == 1 ... SPANISH_GOVERNOR == 30.
(PARROT, MONKEY, BEGGAR, RECRUITER, CABIN_BOY, PREACHER, BARKEEP, WAITRESS, CARPENTER,
 FRENCH_OFFICER, VOODOO_WITCH, FREED_SLAVE, MUTINEER, BRUTE, GUNNER, TOPMAN, SPANISH_SPY,
 COOK, BOSUN, ARMORER, MERCHANT, SURGEON, TREASURER, GAMBLER, GOVERNORS_DAUGHTER,
 QUARTERMASTER, GRANNY_WATA, FIRST_MATE, CAPTAIN, SPANISH_GOVERNOR) = RANKS


def influence(colour: int, rank: int) -> int:
    """The silver influence number (1-6) of `rank` in `colour`; higher sits further right."""
    if not 0 <= colour < len(COLOURS) or rank not in CHARACTERS:
        raise ValueError(f"no character of rank {rank!r} in colour {colour!r}")
    shift = ((rank - 1) - (rank - 1) // 6) % 6
    return (colour + shift) % 6 + 1


# A character's place on the ship, by colour then rank: (rank, influence), worked out once
# (the ship is sorted by it; no two seats share a colour, so no two places tie).
PLACE = tuple({rank: (rank, influence(colour, rank)) for rank in CHARACTERS}
              for colour in range(len(COLOURS)))


def name(rank: int) -> str:
    """The character's name in the player's language; an unknown rank is named as such."""
    c = CHARACTERS.get(rank) if isinstance(rank, int) else None
    return _(c.name) if c else _("unknown character {rank}").format(rank=repr(rank))


def has_phase(rank: int, phase: str) -> bool:
    return phase in CHARACTERS[rank].phases
