"""A human's decision as a row of options, each one of legal_actions: the hand pick, abilities' choices, dusk booty."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import N_, _, ngettext, pgettext
from game.libertalia.actions import Heal, Keep, Pick, Recruit, Replay, Serve, Shoot, Slash, Take, Trade
from game.libertalia.booty import title
from game.libertalia.characters import name as char_name


@dataclass
class Option:
    action: object
    label: str
    picture: tuple          # ("card", seat, rank) | ("token", kind, count) | ("text",)
    note: str = ""          # above the picture (whose den, how many)


@dataclass
class Choice:
    seat: int
    kind: str               # "pick" (the hand itself) or the pending action's name
    instruction: str
    options: list[Option] = field(default_factory=list)
    confirm: str = N_("Choose")     # the builders pass it translated


# The booty best first, so that the first focus of a choice of booty is never a harmful one: the
# doubloons, the maps (a set of 3 is worth 12), the sabre (a blow at a neighbour), then the
# Spanish officer (he kills the character who takes him) and the cursed relic (-3) last.
WORTH = ("chest", "jewels", "goods", "map", "sabre", "officer", "relic")


def worth(kind: str) -> int:
    return WORTH.index(kind) if kind in WORTH else len(WORTH)


def build(table, seat: int) -> Choice | None:
    acts = table.match.state.legal_actions(seat)
    if not acts:
        return None
    shown = table.shown
    pending = shown.get("pending") or {}
    name = table.names
    first = acts[0]
    if isinstance(first, (Pick, Replay)):
        hand = shown["seats"][seat].get("hand") or []
        legal = {a.rank: a for a in acts}
        opts = [Option(legal[r], char_name(r), ("card", seat, r)) for r in hand if r in legal]
        opts += [Option(a, char_name(a.rank), ("card", seat, a.rank)) for a in acts if a.rank not in hand]
        if isinstance(first, Pick):
            text = _("Pick your character for day {day}: all are revealed together.").format(day=shown.get("day", 1))
            return Choice(seat, "pick", text, opts, _("Play it face down"))
        return Choice(seat, "replay", _("Parrot: play another character from your hand in its place."), opts,
                      _("Play it"))
    if isinstance(first, Recruit):
        opts = [Option(a, char_name(a.rank), ("card", seat, a.rank)) for a in acts]
        return Choice(seat, "recruit", _("Recruiter: take a character from your den back into your hand."), opts,
                      _("Take it back"))
    if isinstance(first, Heal):
        opts = [Option(a, char_name(a.rank), ("card", seat, a.rank)) for a in acts]
        return Choice(seat, "heal", _("Surgeon: take a character back from your graveyard, in secret."), opts,
                      _("Heal"))
    if isinstance(first, (Shoot, Slash)):
        # a rival's den first: the Gunner may also shoot into his own den, never the first focus
        acts = sorted(acts, key=lambda a: a.seat == seat)
        opts = [Option(a, char_name(a.rank), ("card", a.seat, a.rank), note=_("{name}'s den").format(name=name[a.seat]))
                for a in acts]
        if isinstance(first, Shoot):
            return Choice(seat, "shoot", _("Gunner: discard a character from any den."), opts, _("Fire"))
        return Choice(seat, "slash", _("Sabre: discard a character from a neighbour's den."), opts, _("Strike"))
    if isinstance(first, Keep):
        opts = [Option(a, title(a.kind), ("token", a.kind, 1)) for a in sorted(acts, key=lambda a: worth(a.kind))]
        return Choice(seat, "keep", _("Preacher: keep one booty token; the rest of your booty is discarded."), opts,
                      pgettext("loot", "Keep it"))
    if isinstance(first, Trade):
        opts = [Option(a, f"{a.count} \u2192 +{3 if a.count == 2 else 5}", ("token", a.kind, a.count),
                       note=title(a.kind)) for a in acts]
        return Choice(seat, "trade", _("Merchant: sell identical booty tokens for doubloons."), opts, _("Sell"))
    if isinstance(first, Take):
        day = shown.get("day", 1)
        left = pending.get("left", 1)
        who = char_name(pending["rank"]) if pending.get("rank") else _("Your character")
        text = (_("{who}: take a booty token from day {day} (one of two).") if left and left > 1
                else _("{who}: take a booty token from day {day}.")).format(who=who, day=day)
        opts = [Option(a, title(a.kind), ("token", a.kind, 1)) for a in sorted(acts, key=lambda a: worth(a.kind))]
        return Choice(seat, "take", text, opts, pgettext("loot", "Take it"))
    if isinstance(first, Serve):
        if len(acts) == 1:          # asked because of face-down tokens: nobody may learn there is no map
            opts = [Option(acts[0], _("No map to trade"), ("text",))]
            return Choice(seat, "serve", _("Waitress: your den holds no treasure map tonight."), opts, _("Answer"))
        opts = [Option(a, _("Trade a map for 3") if a.discard else _("Keep my maps"), ("token", "map", 1)
                       if a.discard else ("text",)) for a in acts]
        return Choice(seat, "serve", _("Waitress: discard a treasure map for 3 doubloons?"), opts, _("Answer"))
    return Choice(seat, "other", _("Choose."), [Option(a, a.describe(), ("text",)) for a in acts], _("Choose"))
