"""Every Pagamás decision in words: `decide(view, seat, legal, names)`, from what the seat may see.

A pure function (no table, no pygame): the TV's tray (choices_panels.py), the phones and the
lesson all draw the same `game.core.decision.Decision`. Its options are exactly `legal`, in the
order the tray offers them; an option made of parts has one step per part: the share's loot
card, then to whom ("Deal 2 shares to", "Jack"); a promise, then to whom; a victim, then the
den; the captain's hand-out of the characters, one step per crew member ("Jack: Second").
An option's `data` holds what the tray rings: the seat it names ("seat"), the loot card
("card"), the den ("den"), the hand-out ("roles").

The first option focused is always a sensible move, never one that throws something away
(keep the hand, deal round the table, vote for a share that pays you, hide on the treasure
island with loot, salvage, bury the dearest card, pay the brothel with the cheapest, board for
the strongest crew of your side, vote for yourself, keep your loot, lay no ambush, launch no
mutiny); an option that gives something up says what in its hint.
"""
from __future__ import annotations

from game.core.decision import Decision, Option
from game.i18n import _, ngettext
from game.pagamas.cards import COOK, PROMISES, SAILOR_STRENGTH

from .choices_night import ambush, bury, land, pay_brothel, salvage
from .choices_words import cards_text, known_values, loot_picture, of_type, passing, role_title, value_label


# ----------------------------------------------------------------------------- the builder
def decide(view: dict, seat: int, legal: list, names: list[str]) -> Decision | None:
    """What `seat` may do now, in words (None when it has nothing to do)."""
    if not legal:
        return None
    types = {a.TYPE for a in legal}
    if types == {"pass"}:           # nothing left to do but pass: the step says what is passed
        return overboard(view, seat, legal, names) if view.get("step") == "overboard" else other(view, seat, legal, names)
    for test, build in BUILDERS:
        if test(types):
            return build(view, seat, legal, list(names))
    return other(view, seat, legal, names)


def refloat(view, seat, legal, names) -> Decision:
    """The refloat: the hand is completed to 2 cards (the draw is the rulebook's, not a choice);
    the one choice is whether to throw the whole hand away first. Keeping comes first."""
    me = view["seats"][seat]
    hand = sorted(me.get("hand") or [])
    cook = _("The Cook draws one more.") if me.get("role") == COOK else ""
    sailors = _("Sailors drawn go in front of you at once and are replaced.")
    options = []
    for a in sorted(legal, key=lambda a: a.discard_hand):
        if a.discard_hand:
            label = _("Discard my hand, draw {n}").format(n=a.draw)
            hint = ngettext("Gives up your card ({cards}) for {n} new ones.",
                            "Gives up your {k} cards ({cards}) for {n} new ones.", len(hand)).format(
                                k=len(hand), cards=cards_text(hand), n=a.draw)
        elif not hand:
            label = ngettext("Draw {n} card", "Draw {n} cards", a.draw).format(n=a.draw)
            hint = _("Your hand is empty: it is completed to 2 cards.")
        elif a.draw == 0:
            label = _("Keep my hand")
            hint = ngettext("You hold {k} card ({cards}): nothing to draw.",
                            "You hold {k} cards ({cards}): nothing to draw.", len(hand)).format(
                                k=len(hand), cards=cards_text(hand))
        else:
            label = _("Keep my hand, draw {n}").format(n=a.draw)
            hint = _("You keep {cards} and draw {n} to complete your hand.").format(cards=cards_text(hand), n=a.draw)
        extra = (cook, sailors) if a.draw else ()
        options.append(Option(a, (label,), hint=" ".join(x for x in (hint, *extra) if x)))
    prompt = _("Refloat: keep your hand or discard it first") if hand else _("Refloat: your hand is empty")
    return Decision(seat, "refloat", prompt, tuple(options))


def assign_roles(view, seat, legal, names) -> Decision:
    """The captain hands out the characters: every hand-out, one step per crew member; the first
    focus keeps the characters as they are (when they are a hand-out the captain may make)."""
    others = [s for s in range(len(legal[0].roles)) if s != seat]
    options = []
    for a in legal:
        steps = tuple(_("{name}: {role}").format(name=names[s], role=role_title(a.roles[s])) for s in others)
        every = ", ".join(_("{name} {role}").format(name=names[s], role=role_title(a.roles[s]))
                          for s in range(len(a.roles)))
        options.append(Option(a, steps, hint=every, data={"roles": list(a.roles)}))
    now = tuple(s.get("role") for s in view["seats"])
    focus = next((i for i, a in enumerate(legal) if tuple(a.roles) == now), 0)
    return Decision(seat, "assign_roles", _("Hand out the characters"), tuple(options),
                    confirm=_("Hand them out"), focus=focus)


def give(view, seat, legal, names) -> Decision:
    """The share dealt card by card: which loot card (its value, as the captain sees it), then to
    whom. The first focus deals round the table, from the captain's left, as a fair captain deals."""
    values = known_values(view)
    options = []
    for card in sorted({a.card for a in legal}):
        row = _("Deal {loot} to").format(loot=value_label(values.get(card)))
        for a in sorted((a for a in legal if a.card == card), key=lambda a: a.to):
            who = _("{name} (you)").format(name=names[a.to]) if a.to == seat else names[a.to]
            said = _("Deal {loot} to {name}").format(loot=value_label(values.get(card)), name=names[a.to])
            options.append(Option(a, (row, who), picture=loot_picture(values.get(card)), ring=("seat", a.to),
                                  data={"card": card, "seat": a.to}, said=said))
    dealt = sum(1 for c in (view.get("share") or {}).get("cards") or [] if c.get("to") is not None)
    aim = (seat + 1 + dealt) % len(names)
    first = options[0].data["card"]
    focus = next((i for i, o in enumerate(options) if o.data["card"] == first and o.data["seat"] == aim), 0)
    return Decision(seat, "give", _("Deal the share, face down"), tuple(options), focus=focus)


def call_vote(view, seat, legal, names) -> Decision:
    """The captain's public promises (a promise, then to whom), or the vote called at once (first)."""
    options = [Option(of_type(legal, "call_vote")[0], (_("Call the vote"),),
                      hint=_("Everyone votes at once; a tie accepts."))]
    for line in PROMISES:
        words = _(PROMISES[line])
        row = _("Promise: \u201c{promise}\u201d").format(promise=words)
        hint = _("A public, non-binding promise: \u201c{promise}\u201d").format(promise=words)
        options += [Option(a, (row, names[a.to]), hint=hint, ring=("seat", a.to), data={"seat": a.to},
                           said=_("Promise to {name}: \u201c{promise}\u201d").format(name=names[a.to], promise=words))
                    for a in of_type(legal, "promise") if a.line == line]
    return Decision(seat, "call_vote", _("Promise, then call the vote"), tuple(options))


def vote(view, seat, legal, names) -> Decision:
    """For or against the share, in secret: the first focus is for a share that gives you
    something (or that you dealt), against one that gives you nothing."""
    share = view.get("share") or {}
    paid = seat == view.get("captain") or any(c.get("to") == seat for c in share.get("cards") or [])
    hints = {True: _("You accept: what the share gives you is yours.") if paid
             else _("You accept a share that gives you nothing."),
             False: _("Refused, the captain deals again; refused twice, the Second may force it.")}
    options = tuple(Option(a, (_("For the share") if a.yes else _("Against"),), hint=hints[a.yes])
                    for a in sorted(legal, key=lambda a: not a.yes))
    votes = view["seats"][seat]["votes"]
    prompt = ngettext("Vote on the share ({n} vote)", "Vote on the share ({n} votes)", votes).format(n=votes)
    return Decision(seat, "vote", prompt, options, secret=True, focus=0 if paid else len(options) - 1)


def force(view, seat, legal, names) -> Decision:
    options = tuple(Option(a, (_("Force the share") if a.yes else _("Let the captain keep it all"),),
                           hint=_("Forcing opens the way to a mutiny.") if a.yes else "")
                    for a in sorted(legal, key=lambda a: not a.yes))
    return Decision(seat, "force", _("The share was refused twice"), options)


def overboard(view, seat, legal, names) -> Decision:
    """Loot thrown overboard, one card at a time; keeping it comes first."""
    values = known_values(view)
    throws = of_type(legal, "overboard")
    options = passing(legal, _("Keep my loot") if throws else _("Pass"))
    options += [Option(a, (_("Throw {loot}").format(loot=value_label(values.get(a.card))),),
                       hint=_("Thrown loot is lost for good, but no ambush can take it."),
                       picture=loot_picture(values.get(a.card)), ring=("loot", a.card), data={"card": a.card})
                for a in throws]
    return Decision(seat, "overboard", _("Throw loot overboard?"), tuple(options))


def launch(view, seat, legal, names) -> Decision:
    options = passing(legal, _("Pass"))
    options.append(Option(of_type(legal, "launch")[0], (_("MUTINY!"),), hint=_("Irrevocable: everyone then takes a side.")))
    return Decision(seat, "launch", _("Launch a mutiny?"), tuple(options))


def side(view, seat, legal, names) -> Decision:
    options = tuple(Option(a, (_("Join the mutineers") if a.mutineer else _("Stand with the captain"),),
                           picture="pagamas/characters/mutineer.png" if a.mutineer else "pagamas/characters/captain.png")
                    for a in sorted(legal, key=lambda a: a.mutineer))
    return Decision(seat, "side", _("Choose your side (irrevocable)"), options)


def board(view, seat, legal, names) -> Decision:
    """Boarding!: for yourself or a fighter of your side (the strongest crew first), or pass."""
    rebel = bool(view["seats"][seat].get("mutineer"))

    def power(fighter: int) -> int:
        return sum(SAILOR_STRENGTH.get(k, 0) for k in view["seats"][fighter].get("sailors") or [])
    options = []
    for a in sorted(of_type(legal, "board"), key=lambda a: -power(a.fighter)):
        n = power(a.fighter)
        if a.fighter == seat:
            label = _("For my sailors (+{n})").format(n=n)
            hint = (_("Your sailors add {n} strength to the mutineers.") if rebel
                    else _("Your sailors add {n} strength to the captain's side.")).format(n=n)
        else:
            label = _("For {name} (+{n})").format(name=names[a.fighter], n=n)
            hint = (_("{name}'s sailors add {n} strength to the mutineers, as if {name} had played it.") if rebel
                    else _("{name}'s sailors add {n} strength to the captain's side, as if {name} had played it.")
                    ).format(name=names[a.fighter], n=n)
        options.append(Option(a, (label,), hint=hint, picture="pagamas/actions/boarding.png",
                               ring=("seat", a.fighter), data={"seat": a.fighter}))
    options += passing(legal, _("Pass"), _("Keep the card for a later mutiny; these sailors do not fight now."))
    prompt = _("Play Boarding! for the mutineers?") if rebel else _("Play Boarding! for the captain's side?")
    return Decision(seat, "board", prompt, tuple(options))


def sharks(view, seat, legal, names) -> Decision:
    options = tuple(Option(a, (names[a.victim],), ring=("seat", a.victim), data={"seat": a.victim}) for a in legal)
    return Decision(seat, "sharks", _("Throw a mutineer to the sharks"), options)


def stand(view, seat, legal, names) -> Decision:
    options = tuple(Option(a, (_("Stand for captain") if a.yes else _("Do not stand"),))
                    for a in sorted(legal, key=lambda a: not a.yes))
    return Decision(seat, "stand", _("Stand for captain?"), options)


def elect(view, seat, legal, names) -> Decision:
    """The new captain, in secret: yourself first focused, if you stand."""
    options = tuple(Option(a, (names[a.candidate],), ring=("seat", a.candidate), data={"seat": a.candidate})
                    for a in legal)
    focus = next((i for i, a in enumerate(legal) if a.candidate == seat), 0)
    return Decision(seat, "elect", _("Elect the new captain"), options, secret=True, focus=focus)


def other(view, seat, legal, names) -> Decision:
    """Anything else the engine offers: its own words."""
    return Decision(seat, "other", _("Choose"), tuple(Option(a, (a.describe(),)) for a in legal))


def _only(kind: str):
    return lambda types: types == {kind}


def _with_pass(kind: str):
    return lambda types: kind in types and types <= {kind, "pass"}


#: Which builder makes the decision offered by a set of action types, in turn order.
BUILDERS = (
    (_only("refloat"), refloat),
    (_only("assign_roles"), assign_roles),
    (_only("give"), give),
    (lambda types: "call_vote" in types, call_vote),
    (_only("vote"), vote),
    (_only("force"), force),
    (_with_pass("overboard"), overboard),
    (_with_pass("salvage"), salvage),
    (_only("land"), land),
    (_with_pass("ambush"), ambush),
    (_only("pay_brothel"), pay_brothel),
    (_with_pass("bury"), bury),
    (_with_pass("launch"), launch),
    (_only("side"), side),
    (_with_pass("board"), board),
    (_only("sharks"), sharks),
    (_only("stand"), stand),
    (_only("elect"), elect),
)
