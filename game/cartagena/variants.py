"""Cartagena's variants (VERSIONES PERSONALIZADAS): the lobby options and what each one switches on.

One `Variant` holds the resolved options of a game: the episode ("tunnel" La fuga,
"jungle" En la selva de isla Tortuga, "great" La gran fuga), the pieces of a single
path, the pieces of the great escape's tunnel and jungle, the pirates per player, the draw rule (classic, Morgan's, both, or one per path), the Filibusters rule
and the Black Sorceress. `Variant()` is the base game.

The box holds 8 double-sided pieces, each showing its tunnel side or its jungle side,
never both: the great escape's two paths use distinct pieces, 3 or more each, so
3+3 up to 3+5, 4+4 and 5+3. An option the episode does not use ("pieces" in the great
escape, "tunnel_pieces" and "jungle_pieces" on a single path) is ignored and takes its
default. `lobby_choices` says which values of an option the lobby offers with the other
options chosen (what the box allows); `Variant.from_options` refuses the others.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.contract import Option
from ..i18n import N_, _

EPISODES = ("tunnel", "jungle", "great")
PIECES_CHOICES = (3, 4, 5, 6, 7, 8)
SINGLE_PATH_MIN_PIECES = 4      # "partida corta: cuatro piezas"; 3 a path only in the great escape
BOX_PIECES = 8                  # "8 piezas de tablero, impresas por las dos caras"
GREAT_MIN_PIECES = 3            # "tres o más piezas de tablero" for each path of the great escape
GREAT_CHOICES = tuple(range(GREAT_MIN_PIECES, BOX_PIECES - GREAT_MIN_PIECES + 1))   # 3, 4, 5 a path
PIRATES_CHOICES = (4, 5, 6)
DRAW_RULES = ("classic", "morgan", "both", "tunnel_classic", "tunnel_morgan")
# draw option -> (the tunnel's rules, the jungle's rules)
_DRAW_BY_PATH: dict[str, tuple[frozenset, frozenset]] = {
    "classic": (frozenset({"classic"}), frozenset({"classic"})),
    "morgan": (frozenset({"morgan"}), frozenset({"morgan"})),
    "both": (frozenset({"classic", "morgan"}), frozenset({"classic", "morgan"})),
    "tunnel_classic": (frozenset({"classic"}), frozenset({"morgan"})),
    "tunnel_morgan": (frozenset({"morgan"}), frozenset({"classic"})),
}

OPTIONS: dict[str, Option] = {
    "episode": Option(
        default="tunnel", choices=EPISODES, label=N_("Episode"),
        labels={"tunnel": N_("La fuga: the tunnel"), "jungle": N_("La selva: the jungle"),
                "great": N_("La gran fuga: both, by sloop")},
        help=N_("La fuga: dungeon to sloop. La selva: sloop to cove. La gran fuga: tunnel, sail, then jungle.")),
    "pieces": Option(
        default=6, choices=PIECES_CHOICES, label=N_("Board length"),
        labels={3: N_("3 pieces (as 4)"), 4: N_("4 pieces (short)"), 5: N_("5 pieces"),
                6: N_("6 pieces (standard)"), 7: N_("7 pieces"), 8: N_("8 pieces (long)")},
        help=N_("Pieces of six spaces on the path: 4 short, 6 standard, 8 long.")),
    "tunnel_pieces": Option(
        default=GREAT_MIN_PIECES, choices=GREAT_CHOICES, label=N_("Tunnel length"),
        labels={3: N_("3 pieces"), 4: N_("4 pieces"), 5: N_("5 pieces")},
        help=N_("The great escape's tunnel: 3 to 5 pieces. The two paths share the box's 8 "
                "double-sided pieces.")),
    "jungle_pieces": Option(
        default=GREAT_MIN_PIECES, choices=GREAT_CHOICES, label=N_("Jungle length"),
        labels={3: N_("3 pieces"), 4: N_("4 pieces"), 5: N_("5 pieces")},
        help=N_("The great escape's jungle: 3 to 5 pieces. The two paths share the box's 8 "
                "double-sided pieces.")),
    "pirates": Option(
        default=6, choices=PIRATES_CHOICES, label=N_("Pirates each"),
        labels={4: N_("4 pirates"), 5: N_("5 pirates"), 6: N_("6 pirates")},
        help=N_("How many pirates each player leads: fewer pirates, a shorter game.")),
    "draw": Option(
        default="classic", choices=DRAW_RULES, label=N_("Drawing cards"),
        labels={"classic": N_("Classic: move back"), "morgan": N_("Morgan: advance a rival"),
                "both": N_("Both, your choice"), "tunnel_classic": N_("Tunnel classic, jungle Morgan"),
                "tunnel_morgan": N_("Tunnel Morgan, jungle classic")},
        help=N_("Draw by moving your pirate back (classic), by advancing a rival's (Morgan), "
                "either, or one rule per path.")),
    "filibusters": Option(
        default=False, choices=(False, True), label=N_("Filibusters"),
        labels={False: N_("Off"), True: N_("On: hand limit 7")},
        help=N_("When someone plays a dark card, every other player discards down to 7 cards.")),
    "sorceress": Option(
        default=False, choices=(False, True), label=N_("Black Sorceress"),
        labels={False: N_("Off"), True: N_("On: card powers, chests")},
        help=N_("Invoke a card's power instead of moving (say it!); treasure chests lie on the chest spaces.")),
}
VARIANT_KEYS = tuple(OPTIONS)
GREAT_KEYS = ("tunnel_pieces", "jungle_pieces")      # used by the great escape only


@dataclass(frozen=True)
class Variant:
    """The resolved variant options of one game."""

    episode: str = "tunnel"
    pieces: int = 6                           # a single path's; the default in the great escape
    tunnel_pieces: int = GREAT_MIN_PIECES     # the great escape's paths; the defaults elsewhere
    jungle_pieces: int = GREAT_MIN_PIECES
    pirates: int = 6
    draw: str = "classic"
    filibusters: bool = False
    sorceress: bool = False

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> "Variant":
        """The variant of resolved lobby options (missing ones take their defaults); ValueError
        naming a bad value (for options that did not come through GameSpec.resolve_options)."""
        values = {}
        for name, opt in OPTIONS.items():
            value = options.get(name, opt.default)
            if value not in opt.choices or isinstance(value, bool) != isinstance(opt.default, bool):
                raise ValueError(f"Cartagena option {name!r} cannot be {value!r}; "
                                 f"choose one of {list(opt.choices)}")
            values[name] = value
        unused = ("pieces",) if values["episode"] == "great" else GREAT_KEYS
        for name in unused:                       # options the episode does not use
            values[name] = OPTIONS[name].default
        if values["episode"] == "great":
            check_great_pieces(values["tunnel_pieces"], values["jungle_pieces"])
        return cls(**values)

    def to_json(self) -> dict:
        return {name: getattr(self, name) for name in VARIANT_KEYS
                if self.great or name not in GREAT_KEYS}      # one path: the saves stay as they were

    @property
    def is_base(self) -> bool:
        return self == BASE

    @property
    def plain(self) -> bool:
        """La fuga's rules alone (any length, any pirates): a card, a move back, the turn's end
        or a pass, and nothing else; legal_actions takes its fast path."""
        return (self.episode == "tunnel" and self.draw == "classic" and not self.filibusters
                and not self.sorceress)

    @property
    def great(self) -> bool:
        return self.episode == "great"

    def path_pieces(self) -> tuple[int, int]:
        """(tunnel pieces, jungle pieces): 0 for a path the episode does not use. A single
        path has `pieces`, at least 4 ("3" means 4); the great escape's paths have
        `tunnel_pieces` and `jungle_pieces`, distinct pieces of the box."""
        single = max(self.pieces, SINGLE_PATH_MIN_PIECES)
        if self.episode == "tunnel":
            return single, 0
        if self.episode == "jungle":
            return 0, single
        return self.tunnel_pieces, self.jungle_pieces

    def allows(self, rule: str, path: str) -> bool:
        """Does the draw `rule` ("classic" or "morgan") hold on `path` ("tunnel" or "jungle")?"""
        tunnel, jungle = _DRAW_BY_PATH[self.draw]
        return rule in (tunnel if path == "tunnel" else jungle)


BASE = Variant()


def check_great_pieces(tunnel: int, jungle: int) -> None:
    """ValueError unless the box allows a great escape of `tunnel` + `jungle` pieces."""
    if tunnel < GREAT_MIN_PIECES or jungle < GREAT_MIN_PIECES:
        raise ValueError(f"the great escape lays 3 or more pieces on each path, not {tunnel} + {jungle} "
                         f"(options 'tunnel_pieces' and 'jungle_pieces')")
    if tunnel + jungle > BOX_PIECES:
        raise ValueError(f"the great escape cannot lay {tunnel} + {jungle} pieces: the box has "
                         f"{BOX_PIECES}, each showing its tunnel side or its jungle side (options "
                         f"'tunnel_pieces' and 'jungle_pieces': at most {BOX_PIECES} together)")


def lobby_choices(name: str, options: Mapping[str, Any]) -> tuple | None:
    """The values of option `name` the lobby offers with the other `options` chosen: what the
    box allows. None: the episode does not use the option (the lobby hides it)."""
    great = options.get("episode", OPTIONS["episode"].default) == "great"
    if name == "pieces":
        return None if great else tuple(n for n in PIECES_CHOICES if n >= SINGLE_PATH_MIN_PIECES)
    if name in GREAT_KEYS and not great:
        return None
    if name == "jungle_pieces":
        tunnel = options.get("tunnel_pieces", GREAT_MIN_PIECES)
        return tuple(n for n in GREAT_CHOICES if n + tunnel <= BOX_PIECES) or (GREAT_MIN_PIECES,)
    return OPTIONS[name].choices if name in OPTIONS else None


def describe_rules(v: Variant) -> list[str]:
    """The short rules panel of a game: one line per rule in play, in a player's words (in the
    player's language: call it when the lines are shown)."""
    lines = []
    tunnel, jungle = v.path_pieces()
    if v.episode == "tunnel":
        lines.append(_("La fuga: lead {n} pirates from the dungeon through {spaces} tunnel spaces into the "
                       "sloop. All {n} aboard wins.").format(n=v.pirates, spaces=tunnel * 6))
    elif v.episode == "jungle":
        lines.append(_("La selva: every pirate starts in the sloop; lead {n} along {spaces} jungle spaces to "
                       "the pirates' cove. All {n} in the cove wins.").format(n=v.pirates, spaces=jungle * 6))
    else:
        lines.append(_("La gran fuga: {tunnel_spaces} tunnel spaces ({tunnel} pieces) to the sloop, sail to "
                       "Tortuga, {jungle_spaces} jungle spaces ({jungle} pieces) to the cove. All {n} in the "
                       "cove wins.").format(tunnel_spaces=tunnel * 6, tunnel=tunnel, jungle_spaces=jungle * 6,
                                            jungle=jungle, n=v.pirates))
    lines.append(_("A turn: 1 to 3 actions. Play a card: a pirate jumps to the next empty space "
                   "with its symbol."))
    back = _("Draw: move a pirate back to the nearest space with 1 or 2 pirates; draw 1 or 2.")
    draw = {
        "classic": back,
        "morgan": _("Morgan: advance a rival's pirate to the next space with 1 or 2 pirates; draw 1 or 2 "
                    "(2 if it reaches the sloop or the cove)."),
        "both": _("Draw either way: move your pirate back, or (Morgan) advance a rival's pirate."),
        "tunnel_classic": _("Draw: in the tunnel move your pirate back; in the jungle advance a rival's "
                            "(Morgan)."),
        "tunnel_morgan": _("Draw: in the tunnel advance a rival's pirate (Morgan); in the jungle move your "
                           "pirate back."),
    }[v.draw]
    if v.draw in ("tunnel_classic", "tunnel_morgan") and not v.great:
        path = "tunnel" if v.episode == "tunnel" else "jungle"
        draw = (back if v.allows("classic", path) else
                _("Morgan: advance a rival's pirate to the next space with 1 or 2 pirates; draw 1 or 2."))
    lines.append(draw)
    if v.great:
        lines.append(_("Sail the sloop (an action): to Tortuga with a pirate of yours aboard, back to "
                       "Cartagena with one still in the tunnel. At most 3 of a colour aboard."))
        lines.append(_("Captain: start your turn with at least as many aboard as anyone: one free sail."))
        lines.append(_("Land on Tortuga by playing a card for a pirate aboard."))
    if v.filibusters:
        lines.append(_("Filibusters: when a dark card is played, everyone else discards down to 7."))
    if v.sorceress:
        lines.append(_("Sorceress: pistol takes a rival's card; rum deals players+1, keep 2; lantern "
                       "draws 4, keep 1; 2 parrots = any card; hook + card (two actions) moves 2 pirates; "
                       "chest opens a chest."))
    lines.append(_("No cards? Pass and draw 1."))
    return lines
