"""Pagamás' decisions of the night (choices.py): the landing (salvage, the den), the ambushes and the
revelation (the brothel's price, the Chaplain's burial). Pure, as every builder: no pygame."""
from __future__ import annotations

from game.core.decision import Decision, Option
from game.i18n import _
from game.pagamas.cards import ACTION_HELP, DEN_HELP
from game.pagamas.nouns import DENS

from .choices_words import den_title, known_values, loot_picture, of_type, passing, value_label


def salvage(view, seat, legal, names) -> Decision:
    top = (view.get("loot_discard") or [{}])[-1].get("value")
    gain = _("Take the card on top of the loot discard pile: {n}.").format(n=value_label(top)) \
        if top else _(ACTION_HELP["salvage"])
    options = [Option(of_type(legal, "salvage")[0], (_("Play Salvage"),), hint=gain,
                      picture="pagamas/actions/salvage.png")]
    options += passing(legal, _("Pass"), _("Keep the Salvage card; the loot stays in the sea."))
    return Decision(seat, "salvage", _("Salvage the top discarded loot?"), tuple(options))


def land(view, seat, legal, names) -> Decision:
    """The den for the night, in secret: with loot, the treasure island first (only buried loot
    counts); without, the first den offered (never the brothel, which would ruin you)."""
    broke = not view["seats"][seat].get("loot")
    ruin = _("You have no loot to pay with: you would lose your character, your sailors and your hand.")
    options = tuple(Option(a, (den_title(a.den),),
                           hint=ruin if broke and a.den == "brothel" else _(DEN_HELP[a.den]) if a.den in DEN_HELP else "",
                           picture=f"pagamas/dens/{a.den}.png", data={"den": a.den})
                    for a in legal)
    focus = 0 if broke else next((i for i, a in enumerate(legal) if a.den == "island"), 0)
    return Decision(seat, "land", _("Choose your den for the night"), options, secret=True, focus=focus)


def ambush(view, seat, legal, names) -> Decision:
    """An ambush: a victim, then the den where you guess they hide; no ambush comes first."""
    options = passing(legal, _("No ambush"))
    laid = of_type(legal, "ambush")
    for victim in sorted({a.victim for a in laid}):
        row = _("Ambush {name} at").format(name=names[victim])
        options += [Option(a, (row, den_title(a.den)),
                           hint=_("Lay your {den} card on {name}: if that is where they hide, you take their loot."
                                  ).format(den=den_title(a.den), name=names[victim]),
                           picture=f"pagamas/dens/{a.den}.png", ring=("seat", victim),
                           data={"seat": victim, "den": a.den},
                           said=_("Ambush {name} {den}").format(name=names[victim], den=DENS[a.den].form("at")))
                    for a in laid if a.victim == victim]
    prompt = _("The Second's free ambush") if view.get("step") == "second" else _("Play an Ambush! card")
    return Decision(seat, "ambush", prompt, tuple(options))


def pay_brothel(view, seat, legal, names) -> Decision:
    values = known_values(view)
    cheap_first = sorted(legal, key=lambda a: (values.get(a.card) or 0, a.card))
    options = tuple(Option(a, (_("Pay {loot}").format(loot=value_label(values.get(a.card))),),
                           picture=loot_picture(values.get(a.card)), ring=("loot", a.card), data={"card": a.card})
                    for a in cheap_first)
    return Decision(seat, "pay_brothel", _("Pay the brothel with a loot card"), options)


def bury(view, seat, legal, names) -> Decision:
    values = known_values(view)
    dear_first = sorted(of_type(legal, "bury"), key=lambda a: (-(values.get(a.card) or 0), a.card))
    options = [Option(a, (_("Bury {loot}").format(loot=value_label(values.get(a.card))),),
                      hint=_("Buried loot counts at the end and can no longer be stolen."),
                      picture=loot_picture(values.get(a.card)), ring=("loot", a.card), data={"card": a.card})
               for a in dear_first]
    options += passing(legal, _("Pass"), _("Your loot stays unburied: it can still be stolen, and it "
                                            "counts for nothing at the end unless buried."))
    return Decision(seat, "bury", _("The Chaplain may bury one loot card"), tuple(options))
