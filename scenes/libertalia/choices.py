"""What a Libertalia seat may do now, in words: `decide(view, seat, legal, names)`, one pure function.

The decisions and their kinds (tips.py and the table's panels switch on them):

    pick      dawn: a character of the hand, played face down (secret)
    replay    the Parrot: another character of the hand in its place
    recruit   the Recruiter: a character of one's den back into hand
    heal      the Surgeon: a character of one's graveyard back into hand, in secret
    shoot     the Gunner: a character of any den, a rival's first
    slash     the sabre: a character of a neighbour's den
    keep      the Preacher: the one booty token kept
    trade     the Merchant: which identical tokens to sell (the kind, then how many)
    take      dusk: a booty token of today's space
    serve     the Waitress: a map for 3 doubloons, or keep the maps

Each option's `data` is what the TV's panel draws: a character card ({"seat", "rank"}) or
booty tokens ({"kind", "count"}); nothing for words alone. A character option's hint is its
ability in a few words (the card's own text), its picture the portrait; a booty option's
picture is the token. A character in a den is rung there (`("den", seat, rank)`), a token of
today's booty on its day space (`("day", day, kind)`).

Built from the seat's view alone (no table, no pygame, no hidden state): the phones, the TV,
the lessons and the review all read this one object.
"""
from __future__ import annotations

from game.core.decision import Decision, Option
from game.i18n import _, pgettext
from game.libertalia.actions import Heal, Keep, Pick, Recruit, Replay, Serve, Shoot, Slash, Take, Trade
from game.libertalia.booty import title
from game.libertalia.characters import CHARACTERS
from game.libertalia.characters import name as char_name

# The booty best first, so that the first focus of a choice of booty is never a harmful one: the
# doubloons, the maps (a set of 3 is worth 12), the sabre (a blow at a neighbour), then the
# Spanish officer (he kills the character who takes him) and the cursed relic (-3) last.
WORTH = ("chest", "jewels", "goods", "map", "sabre", "officer", "relic")

PORTRAIT = "libertalia/portraits/{rank:02d}.png"
TOKEN = "libertalia/booty/{kind}.png"


def worth(kind: str) -> int:
    return WORTH.index(kind) if kind in WORTH else len(WORTH)


def character(action, seat: int, rank: int, *where: str, ring: tuple = ()) -> Option:
    """A character card as an option: "29 Captain", its ability in a few words, its portrait;
    `where` goes before it (whose den)."""
    c = CHARACTERS.get(rank)
    return Option(action, (*where, _("{rank} {name}").format(rank=rank, name=char_name(rank))),
                  hint=_(c.short) if c else "", picture=PORTRAIT.format(rank=rank) if c else None,
                  ring=ring, data={"seat": seat, "rank": rank})


def token(action, kind: str, *steps: str, count: int = 1, ring: tuple = ()) -> Option:
    """Booty tokens as an option: their name (or the steps given), the token's picture."""
    return Option(action, steps or (title(kind),), picture=TOKEN.format(kind=kind), ring=ring,
                  data={"kind": kind, "count": count})


def den_of(seat: int, owner: int, names) -> str:
    return _("Your den") if owner == seat else _("{name}'s den").format(name=names[owner])


def decide(view: dict, seat: int, legal: list, names) -> Decision | None:
    """The decision `seat` faces, from its own view, or None when it has nothing to do."""
    if not legal:
        return None
    first = legal[0]
    if isinstance(first, (Pick, Replay)):
        hand = view["seats"][seat].get("hand") or []
        by_rank = {a.rank: a for a in legal}
        order = [r for r in hand if r in by_rank] + [a.rank for a in legal if a.rank not in hand]
        opts = tuple(character(by_rank[r], seat, r) for r in order)
        if isinstance(first, Pick):
            text = _("Pick your character for day {day}: all are revealed together.").format(day=view.get("day", 1))
            return Decision(seat, "pick", text, opts, secret=True, confirm=_("Play it face down"))
        return Decision(seat, "replay", _("Parrot: play another character from your hand in its place."), opts,
                        confirm=_("Play it"))
    if isinstance(first, Recruit):
        opts = tuple(character(a, seat, a.rank, ring=("den", seat, a.rank)) for a in legal)
        return Decision(seat, "recruit", _("Recruiter: take a character from your den back into your hand."), opts,
                        confirm=_("Take it back"))
    if isinstance(first, Heal):
        opts = tuple(character(a, seat, a.rank) for a in legal)
        return Decision(seat, "heal", _("Surgeon: take a character back from your graveyard, in secret."), opts,
                        confirm=_("Heal"))
    if isinstance(first, (Shoot, Slash)):
        # a rival's den first: the Gunner may also shoot into his own den, never the first focus
        targets = sorted(legal, key=lambda a: a.seat == seat)
        opts = tuple(character(a, a.seat, a.rank, den_of(seat, a.seat, names), ring=("den", a.seat, a.rank))
                     for a in targets)
        if isinstance(first, Shoot):
            return Decision(seat, "shoot", _("Gunner: discard a character from any den."), opts, confirm=_("Fire"))
        return Decision(seat, "slash", _("Sabre: discard a character from a neighbour's den."), opts,
                        confirm=_("Strike"))
    if isinstance(first, Keep):
        opts = tuple(token(a, a.kind) for a in sorted(legal, key=lambda a: worth(a.kind)))
        return Decision(seat, "keep", _("Preacher: keep one booty token; the rest of your booty is discarded."),
                        opts, confirm=pgettext("loot", "Keep it"))
    if isinstance(first, Trade):
        opts = tuple(token(a, a.kind, title(a.kind), f"{a.count} \u2192 +{3 if a.count == 2 else 5}", count=a.count)
                     for a in legal)
        return Decision(seat, "trade", _("Merchant: sell identical booty tokens for doubloons."), opts,
                        confirm=_("Sell"))
    if isinstance(first, Take):
        day = view.get("day", 1)
        pending = view.get("pending") or {}
        left = pending.get("left", 1)
        who = char_name(pending["rank"]) if pending.get("rank") else _("Your character")
        text = (_("{who}: take a booty token from day {day} (one of two).") if left and left > 1
                else _("{who}: take a booty token from day {day}.")).format(who=who, day=day)
        opts = tuple(token(a, a.kind, ring=("day", day, a.kind)) for a in sorted(legal, key=lambda a: worth(a.kind)))
        return Decision(seat, "take", text, opts, confirm=pgettext("loot", "Take it"))
    if isinstance(first, Serve):
        if len(legal) == 1:          # asked because of face-down tokens: nobody may learn there is no map
            return Decision(seat, "serve", _("Waitress: your den holds no treasure map tonight."),
                            (Option(first, (_("No map to trade"),)),), confirm=_("Answer"))
        opts = tuple(token(a, "map", _("Trade a map for 3")) if a.discard else Option(a, (_("Keep my maps"),))
                     for a in legal)
        return Decision(seat, "serve", _("Waitress: discard a treasure map for 3 doubloons?"), opts,
                        confirm=_("Answer"))
    return Decision(seat, "other", _("Choose."), tuple(Option(a, (a.describe(),)) for a in legal),
                    confirm=_("Choose"))


def note(option: Option) -> str:
    """What is said over an option's picture on the TV (whose den, which booty): its steps before its own."""
    return ", ".join(option.steps[:-1])
