"""Each Pagamás decision built from a seat's legal actions: rows of labelled options (see choices.py).

The first option focused is always a sensible move, never one that throws something away
(keep the hand, deal round the table, vote for a share that pays you, hide on the treasure
island with loot, salvage, bury, board for the strongest crew of your side, vote for yourself);
an option that gives something up says what in its hint.
"""
from __future__ import annotations

from game.i18n import _, ngettext
from game.pagamas.cards import ACTION_HELP, ACTION_TITLES, COOK, DEN_HELP, DEN_TITLES, PROMISES, SAILOR_STRENGTH

from .choices import Decision, Option, RolesDecision, Row


def loot_label(values: dict, card: int) -> str:
    return value_label(values.get(card))


def value_label(v: int | None) -> str:
    return "a loot card" if v is None else ("1 share" if v == 1 else f"{v} shares")


def make_decision(table, seat: int, legal: list, view: dict):
    """The decision for `seat` now, from its legal actions and its view."""
    names = [s.name for s in table.match.seats]
    types = {a.TYPE for a in legal}
    step = view.get("step")
    values = table.known_values(view)
    def by_type(t):  # noqa: E306
        return [a for a in legal if a.TYPE == t]

    if types == {"refloat"}:
        return refloat_decision(table, seat, legal, view)
    if types == {"assign_roles"}:
        me = view["seats"]
        start = [me[s]["role"] for s in range(len(me))]
        roles = list(view.get("characters") or [])
        if None in start or sorted(start, key=str) != sorted(roles, key=str) or start[seat] != "captain":
            start = list(legal[0].roles)
        return RolesDecision(table, seat, legal, start)
    if types == {"give"}:
        rows = []
        for card in sorted({a.card for a in legal}):
            opts = [Option(names[a.to] + (" (you)" if a.to == seat else ""), a, seat=a.to, card=card)
                    for a in sorted((a for a in legal if a.card == card), key=lambda a: a.to)]
            rows.append(Row(f"Deal {loot_label(values, card)} to", opts, card=card))
        dealt = sum(1 for c in (view.get("share") or {}).get("cards") or [] if c.get("to") is not None)
        aim = (seat + 1 + dealt) % len(names)           # round the table, as a fair captain deals
        col = next((i for i, o in enumerate(rows[0].options) if o.seat == aim), 0)
        return Decision(table, seat, "deal the share, face down", rows, col=col)
    if "call_vote" in types:
        rows = [Row("Call the vote now, or up / down for a promise", [Option("Call the vote", by_type("call_vote")[0],
                                                    hint="Everyone votes at once; a tie accepts.")])]
        for line in PROMISES:
            opts = [Option(names[a.to], a, seat=a.to, hint=f"A public, non-binding promise: \u201c{PROMISES[line]}\u201d")
                    for a in by_type("promise") if a.line == line]
            if opts:
                rows.append(Row(f"Promise: \u201c{PROMISES[line]}\u201d", opts))
        return Decision(table, seat, "promise, then call the vote", rows)
    if types == {"vote"}:
        share = view.get("share") or {}
        paid = seat == view.get("captain") or any(c.get("to") == seat for c in share.get("cards") or [])
        hints = {True: _("You accept: what the share gives you is yours.") if paid
                 else _("You accept a share that gives you nothing."),
                 False: _("Refused, the captain deals again; refused twice, the Second may force it.")}
        opts = [Option("For the share" if a.yes else "Against", a, hint=hints[a.yes])
                for a in sorted(legal, key=lambda a: not a.yes)]
        # First focus: for a share that gives you something, against one that gives you nothing.
        return Decision(table, seat, f"vote on the share ({view['seats'][seat]['votes']} votes)", [Row("", opts)],
                        secret=True, col=0 if paid else 1)
    if types == {"force"}:
        opts = [Option("Force the share" if a.yes else "Let the captain keep it all", a,
                       hint="Forcing opens the way to a mutiny." if a.yes else "")
                for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, "the share was refused twice", [Row("", opts)])
    if types <= {"overboard", "pass"} and "overboard" in types:
        opts = [Option("Keep my loot", by_type("pass")[0])] if "pass" in types else []
        opts += [Option(f"Throw {loot_label(values, a.card)}", a, card=a.card,
                        hint="Thrown loot is lost for good, but no ambush can take it.") for a in by_type("overboard")]
        return Decision(table, seat, "throw loot overboard?", [Row("", opts)])
    if types <= {"salvage", "pass"} and "salvage" in types:
        top = (view.get("loot_discard") or [{}])[-1].get("value")
        gain = _("Take the card on top of the loot discard pile: {n}.").format(n=value_label(top)) \
            if top else _(ACTION_HELP["salvage"])
        opts = [Option(_("Play Salvage"), by_type("salvage")[0], hint=gain),
                Option(_("Pass"), by_type("pass")[0],
                       hint=_("Keep the Salvage card; the loot stays in the sea."))]
        return Decision(table, seat, "salvage the top discarded loot?", [Row("", opts)])
    if types == {"land"}:
        broke = not view["seats"][seat].get("loot")
        ruin = _("You have no loot to pay with: you would lose your character, your sailors and your hand.")
        opts = [Option(DEN_TITLES.get(a.den, a.den), a,
                       hint=ruin if broke and a.den == "brothel" else DEN_HELP.get(a.den, "")) for a in legal]
        # First focus: with loot, the treasure island (only buried loot counts); else the hammock.
        col = next((i for i, a in enumerate(legal) if a.den == "island"), 0) if not broke else 0
        return Decision(table, seat, "choose your den for the night", [Row("", opts)], secret=True, col=col)
    if types <= {"ambush", "pass"} and "ambush" in types:
        second = (step or {}).get("step") == "second" if isinstance(step, dict) else step == "second"
        rows = [Row("", [Option("No ambush", by_type("pass")[0])])] if "pass" in types else []
        for victim in sorted({a.victim for a in by_type("ambush")}):
            opts = [Option(DEN_TITLES.get(a.den, a.den), a, seat=victim,
                           hint=f"Lay your {DEN_TITLES.get(a.den, a.den)} card on {names[victim]}: "
                                f"if that is where they hide, you take their loot.")
                    for a in by_type("ambush") if a.victim == victim]
            rows.append(Row(f"Ambush {names[victim]} at", opts))
        what = "the Second's free ambush" if second else "play an Ambush! card"
        return Decision(table, seat, what, rows)
    if types == {"pay_brothel"}:
        cheap_first = sorted(legal, key=lambda a: (values.get(a.card) or 0, a.card))
        opts = [Option(f"Pay {loot_label(values, a.card)}", a, card=a.card) for a in cheap_first]
        return Decision(table, seat, "pay the brothel with a loot card", [Row("", opts)])
    if types <= {"bury", "pass"} and "bury" in types:
        dear_first = sorted(by_type("bury"), key=lambda a: (-(values.get(a.card) or 0), a.card))
        opts = [Option(f"Bury {loot_label(values, a.card)}", a, card=a.card,
                       hint=_("Buried loot counts at the end and can no longer be stolen."))
                for a in dear_first]
        if "pass" in types:
            opts.append(Option(_("Pass"), by_type("pass")[0],
                               hint=_("Your loot stays unburied: it can still be stolen, and it "
                                      "counts for nothing at the end unless buried.")))
        return Decision(table, seat, "the Chaplain may bury one loot card", [Row("", opts)])
    if types <= {"launch", "pass"} and "launch" in types:
        opts = [Option("Pass", by_type("pass")[0]), Option("MUTINY!", by_type("launch")[0],
                                                            hint="Irrevocable: everyone then takes a side.")]
        return Decision(table, seat, "launch a mutiny?", [Row("", opts)])
    if types == {"side"}:
        opts = [Option("Stand with the captain" if not a.mutineer else "Join the mutineers", a)
                for a in sorted(legal, key=lambda a: a.mutineer)]
        return Decision(table, seat, "choose your side (irrevocable)", [Row("", opts)])
    if types <= {"board", "pass"} and "board" in types:
        return boarding_decision(table, seat, legal, view)
    if types == {"sharks"}:
        opts = [Option(names[a.victim], a, seat=a.victim) for a in legal]
        return Decision(table, seat, "throw a mutineer to the sharks", [Row("", opts)])
    if types == {"stand"}:
        opts = [Option("Stand for captain" if a.yes else "Do not stand", a) for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, "stand for captain?", [Row("", opts)])
    if types == {"elect"}:
        opts = [Option(names[a.candidate], a, seat=a.candidate) for a in legal]
        col = next((i for i, a in enumerate(legal) if a.candidate == seat), 0)   # yourself, if you stand
        return Decision(table, seat, "elect the new captain", [Row("", opts)], secret=True, col=col)
    # Anything else the engine offers: its own words.
    opts = [Option(a.describe(), a) for a in legal]
    return Decision(table, seat, "choose", [Row("", opts)])


def _cards(kinds) -> str:
    """Action cards in running text: "Ambush!, Dodge"."""
    return ", ".join(_(ACTION_TITLES.get(k, k)) for k in kinds)


def refloat_decision(table, seat: int, legal: list, view: dict) -> Decision:
    """The refloat: the hand is completed to 2 cards (the draw is the rulebook's, not a choice);
    the one choice is whether to throw the whole hand away first. Keeping comes first."""
    me = view["seats"][seat]
    hand = sorted(me.get("hand") or [])
    cook = _("The Cook draws one more.") if me.get("role") == COOK else ""
    sailors = _("Sailors drawn go in front of you at once and are replaced.")
    opts = []
    for a in sorted(legal, key=lambda a: a.discard_hand):
        if a.discard_hand:
            label = _("Discard my hand, draw {n}").format(n=a.draw)
            hint = ngettext("Gives up your card ({cards}) for {n} new ones.",
                            "Gives up your {k} cards ({cards}) for {n} new ones.", len(hand)).format(
                                k=len(hand), cards=_cards(hand), n=a.draw)
        elif not hand:
            label = ngettext("Draw {n} card", "Draw {n} cards", a.draw).format(n=a.draw)
            hint = _("Your hand is empty: it is completed to 2 cards.")
        elif a.draw == 0:
            label = _("Keep my hand")
            hint = ngettext("You hold {k} card ({cards}): nothing to draw.",
                            "You hold {k} cards ({cards}): nothing to draw.", len(hand)).format(
                                k=len(hand), cards=_cards(hand))
        else:
            label = _("Keep my hand, draw {n}").format(n=a.draw)
            hint = _("You keep {cards} and draw {n} to complete your hand.").format(cards=_cards(hand), n=a.draw)
        extra = (cook, sailors) if a.draw else ()
        opts.append(Option(label, a, hint=" ".join(x for x in (hint, *extra) if x)))
    title = _("refloat: keep your hand or discard it first") if hand else _("refloat: your hand is empty")
    return Decision(table, seat, title, [Row(_("Every turn starts with 2 action cards in hand."), opts)])


def boarding_decision(table, seat: int, legal: list, view: dict) -> Decision:
    """Boarding!: for yourself or a fighter of your side (the strongest crew first), or pass."""
    names = [s.name for s in table.match.seats]
    rebel = bool(view["seats"][seat].get("mutineer"))
    opts = []
    for a in legal:
        if a.TYPE != "board":
            continue
        power = sum(SAILOR_STRENGTH.get(k, 0) for k in view["seats"][a.fighter].get("sailors") or [])
        if a.fighter == seat:
            label = _("For my sailors (+{n})").format(n=power)
            hint = (_("Your sailors add {n} strength to the mutineers.") if rebel
                    else _("Your sailors add {n} strength to the captain's side.")).format(n=power)
        else:
            label = _("For {name} (+{n})").format(name=names[a.fighter], n=power)
            hint = (_("{name}'s sailors add {n} strength to the mutineers, as if {name} had played it.") if rebel
                    else _("{name}'s sailors add {n} strength to the captain's side, as if {name} had played it.")
                    ).format(name=names[a.fighter], n=power)
        opts.append(Option(label, a, seat=a.fighter, hint=hint))
    opts += [Option(_("Pass"), a, hint=_("Keep the card for a later mutiny; these sailors do not fight now."))
             for a in legal if a.TYPE == "pass"]
    title = _("play Boarding! for the mutineers?") if rebel else _("play Boarding! for the captain's side?")
    return Decision(table, seat, title, [Row("", opts)])
