"""Each Pagamás decision built from a seat's legal actions: rows of labelled options (see choices.py)."""
from __future__ import annotations

from game.i18n import _
from game.pagamas.cards import ACTION_HELP, ACTION_TITLES, DEN_HELP, DEN_TITLES, PROMISES

from .choices import Decision, Option, RolesDecision, Row


def loot_label(values: dict, card: int) -> str:
    v = values.get(card)
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
        rows = []
        for discard in (False, True):
            opts = [Option(f"Draw {a.draw}", a, hint="Sailors drawn go in front of you at once and are replaced.")
                    for a in sorted((a for a in legal if a.discard_hand == discard), key=lambda a: a.draw)]
            if opts:
                rows.append(Row("Discard your whole hand first, then" if discard else "Keep your hand and", opts))
        return Decision(table, seat, "refloat: draw action cards", rows)
    if types == {"discard_down"}:
        opts = [Option(ACTION_TITLES.get(a.card, a.card), a, hint=ACTION_HELP.get(a.card, "")) for a in legal]
        return Decision(table, seat, "over the hand limit of 5: discard a card", [Row("", opts)])
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
        return Decision(table, seat, "deal the share, face down", rows)
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
        opts = [Option("For the share" if a.yes else "Against", a) for a in sorted(legal, key=lambda a: not a.yes)]
        d = Decision(table, seat, f"vote on the share ({view['seats'][seat]['votes']} votes)", [Row("", opts)],
                     secret=True)
        return d
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
        opts = [Option("Pass", by_type("pass")[0]), Option("Play Salvage", by_type("salvage")[0],
                                                            hint=ACTION_HELP["salvage"])]
        return Decision(table, seat, "salvage the top discarded loot?", [Row("", opts)])
    if types == {"land"}:
        opts = [Option(DEN_TITLES.get(a.den, a.den), a, hint=DEN_HELP.get(a.den, "")) for a in legal]
        return Decision(table, seat, "choose your den for the night", [Row("", opts)], secret=True)
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
        # the cheapest loot first: the first focus never pays with the best card
        opts = [Option(f"Pay {loot_label(values, a.card)}", a, card=a.card)
                for a in sorted(legal, key=lambda a: (values.get(a.card) is None, values.get(a.card) or 0))]
        return Decision(table, seat, "pay the brothel with a loot card", [Row("", opts)])
    if types <= {"bury", "pass"} and "bury" in types:
        # only buried loot counts: the best card to bury first, passing last (and it says so)
        opts = [Option(f"Bury {loot_label(values, a.card)}", a, card=a.card, hint=_("Buried loot counts at the end."))
                for a in sorted(by_type("bury"), key=lambda a: -(values.get(a.card) or 0))]
        if "pass" in types:
            opts.append(Option("Pass", by_type("pass")[0], hint=_("Nothing is buried: only buried loot counts.")))
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
        opts = [Option("Pass", by_type("pass")[0]), Option("Play Boarding!", by_type("board")[0],
                                                            hint=ACTION_HELP["boarding"])]
        return Decision(table, seat, "play Boarding! for your side?", [Row("", opts)])
    if types == {"sharks"}:
        opts = [Option(names[a.victim], a, seat=a.victim) for a in legal]
        return Decision(table, seat, "throw a mutineer to the sharks", [Row("", opts)])
    if types == {"stand"}:
        opts = [Option("Stand for captain" if a.yes else "Do not stand", a) for a in sorted(legal, key=lambda a: not a.yes)]
        return Decision(table, seat, "stand for captain?", [Row("", opts)])
    if types == {"elect"}:
        opts = [Option(names[a.candidate], a, seat=a.candidate) for a in legal]
        return Decision(table, seat, "elect the new captain", [Row("", opts)], secret=True)
    # Anything else the engine offers: its own words.
    opts = [Option(a.describe(), a) for a in legal]
    return Decision(table, seat, "choose", [Row("", opts)])
