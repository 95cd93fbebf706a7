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
    return _("a loot card") if v is None else ngettext("{n} share", "{n} shares", v).format(n=v)


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
            opts = [Option(_("{name} (you)").format(name=names[a.to]) if a.to == seat else names[a.to], a,
                           seat=a.to, card=card)
                    for a in sorted((a for a in legal if a.card == card), key=lambda a: a.to)]
            rows.append(Row(_("Deal {loot} to").format(loot=loot_label(values, card)), opts, card=card))
        dealt = sum(1 for c in (view.get("share") or {}).get("cards") or [] if c.get("to") is not None)
        aim = (seat + 1 + dealt) % len(names)           # round the table, as a fair captain deals
        col = next((i for i, o in enumerate(rows[0].options) if o.seat == aim), 0)
        return Decision(table, seat, _("deal the share, face down"), rows, col=col)
    if "call_vote" in types:
        rows = [Row(_("Call the vote now, or up / down for a promise"),
                    [Option(_("Call the vote"), by_type("call_vote")[0], hint=_("Everyone votes at once; a tie accepts."))])]
        for line in PROMISES:
            words = _(PROMISES[line])
            opts = [Option(names[a.to], a, seat=a.to,
                           hint=_("A public, non-binding promise: \u201c{promise}\u201d").format(promise=words))
                    for a in by_type("promise") if a.line == line]
            if opts:
                rows.append(Row(_("Promise: \u201c{promise}\u201d").format(promise=words), opts))
        return Decision(table, seat, _("promise, then call the vote"), rows)
    if types == {"vote"}:
        share = view.get("share") or {}
        paid = seat == view.get("captain") or any(c.get("to") == seat for c in share.get("cards") or [])
        hints = {True: _("You accept: what the share gives you is yours.") if paid
                 else _("You accept a share that gives you nothing."),
                 False: _("Refused, the captain deals again; refused twice, the Second may force it.")}
        opts = [Option(_("For the share") if a.yes else _("Against"), a, hint=hints[a.yes])
                for a in sorted(legal, key=lambda a: not a.yes)]
        # First focus: for a share that gives you something, against one that gives you nothing.
        votes = view["seats"][seat]["votes"]
        title = ngettext("vote on the share ({n} vote)", "vote on the share ({n} votes)", votes).format(n=votes)
        return Decision(table, seat, title, [Row("", opts)],
                        secret=True, col=0 if paid else 1)
    if types == {"force"}:
        opts = [Option(_("Force the share") if a.yes else _("Let the captain keep it all"), a,
                       hint=_("Forcing opens the way to a mutiny.") if a.yes else "")
                for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, _("the share was refused twice"), [Row("", opts)])
    if types <= {"overboard", "pass"} and "overboard" in types:
        opts = [Option(_("Keep my loot"), by_type("pass")[0])] if "pass" in types else []
        opts += [Option(_("Throw {loot}").format(loot=loot_label(values, a.card)), a, card=a.card,
                        hint=_("Thrown loot is lost for good, but no ambush can take it.")) for a in by_type("overboard")]
        return Decision(table, seat, _("throw loot overboard?"), [Row("", opts)])
    if types <= {"salvage", "pass"} and "salvage" in types:
        top = (view.get("loot_discard") or [{}])[-1].get("value")
        gain = _("Take the card on top of the loot discard pile: {n}.").format(n=value_label(top)) \
            if top else _(ACTION_HELP["salvage"])
        opts = [Option(_("Play Salvage"), by_type("salvage")[0], hint=gain),
                Option(_("Pass"), by_type("pass")[0],
                       hint=_("Keep the Salvage card; the loot stays in the sea."))]
        return Decision(table, seat, _("salvage the top discarded loot?"), [Row("", opts)])
    if types == {"land"}:
        broke = not view["seats"][seat].get("loot")
        ruin = _("You have no loot to pay with: you would lose your character, your sailors and your hand.")
        opts = [Option(_den(a.den), a,
                       hint=ruin if broke and a.den == "brothel" else _(DEN_HELP[a.den]) if a.den in DEN_HELP else "")
                for a in legal]
        # First focus: with loot, the treasure island (only buried loot counts); else the hammock.
        col = next((i for i, a in enumerate(legal) if a.den == "island"), 0) if not broke else 0
        return Decision(table, seat, _("choose your den for the night"), [Row("", opts)], secret=True, col=col)
    if types <= {"ambush", "pass"} and "ambush" in types:
        second = (step or {}).get("step") == "second" if isinstance(step, dict) else step == "second"
        rows = [Row("", [Option(_("No ambush"), by_type("pass")[0])])] if "pass" in types else []
        for victim in sorted({a.victim for a in by_type("ambush")}):
            opts = [Option(_den(a.den), a, seat=victim,
                           hint=_("Lay your {den} card on {name}: if that is where they hide, you take their loot.").format(
                               den=_den(a.den), name=names[victim]))
                    for a in by_type("ambush") if a.victim == victim]
            rows.append(Row(_("Ambush {name} at").format(name=names[victim]), opts))
        what = _("the Second's free ambush") if second else _("play an Ambush! card")
        return Decision(table, seat, what, rows)
    if types == {"pay_brothel"}:
        cheap_first = sorted(legal, key=lambda a: (values.get(a.card) or 0, a.card))
        opts = [Option(_("Pay {loot}").format(loot=loot_label(values, a.card)), a, card=a.card) for a in cheap_first]
        return Decision(table, seat, _("pay the brothel with a loot card"), [Row("", opts)])
    if types <= {"bury", "pass"} and "bury" in types:
        dear_first = sorted(by_type("bury"), key=lambda a: (-(values.get(a.card) or 0), a.card))
        opts = [Option(_("Bury {loot}").format(loot=loot_label(values, a.card)), a, card=a.card,
                       hint=_("Buried loot counts at the end and can no longer be stolen."))
                for a in dear_first]
        if "pass" in types:
            opts.append(Option(_("Pass"), by_type("pass")[0],
                               hint=_("Your loot stays unburied: it can still be stolen, and it "
                                      "counts for nothing at the end unless buried.")))
        return Decision(table, seat, _("the Chaplain may bury one loot card"), [Row("", opts)])
    if types <= {"launch", "pass"} and "launch" in types:
        opts = [Option(_("Pass"), by_type("pass")[0]), Option(_("MUTINY!"), by_type("launch")[0],
                                                               hint=_("Irrevocable: everyone then takes a side."))]
        return Decision(table, seat, _("launch a mutiny?"), [Row("", opts)])
    if types == {"side"}:
        opts = [Option(_("Stand with the captain") if not a.mutineer else _("Join the mutineers"), a)
                for a in sorted(legal, key=lambda a: a.mutineer)]
        return Decision(table, seat, _("choose your side (irrevocable)"), [Row("", opts)])
    if types <= {"board", "pass"} and "board" in types:
        return boarding_decision(table, seat, legal, view)
    if types == {"sharks"}:
        opts = [Option(names[a.victim], a, seat=a.victim) for a in legal]
        return Decision(table, seat, _("throw a mutineer to the sharks"), [Row("", opts)])
    if types == {"stand"}:
        opts = [Option(_("Stand for captain") if a.yes else _("Do not stand"), a)
                for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, _("stand for captain?"), [Row("", opts)])
    if types == {"elect"}:
        opts = [Option(names[a.candidate], a, seat=a.candidate) for a in legal]
        col = next((i for i, a in enumerate(legal) if a.candidate == seat), 0)   # yourself, if you stand
        return Decision(table, seat, _("elect the new captain"), [Row("", opts)], secret=True, col=col)
    # Anything else the engine offers: its own words.
    opts = [Option(a.describe(), a) for a in legal]
    return Decision(table, seat, _("choose"), [Row("", opts)])


def _den(den: str) -> str:
    return _(DEN_TITLES[den]) if den in DEN_TITLES else den


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
