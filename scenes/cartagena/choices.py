"""What a seat may do now at Cartagena: `decide(view, seat, legal, names)`, the one Decision that the TV,
the phones and the lesson share (ARCHITECTURE.md, "Decisions in words"). Pure: built from the seat's
view, its legal actions and the seats' names, with no pygame, no table and no true state; where a
move lands is worked out from the view's path and pirates by the engine's own movement rules.

Kinds: the turn's actions in every variant are "turn" (its first action), "more" (after one: the
turn may end now) or "pass" (no cards at its start: the turn may be passed); "discard" (the
Filibusters); and a power's follow-up choice, named as the view's pending kind: "pistol",
"rum_keep", "rum_give", "lantern_keep", "lantern_order".

A turn's option names, for a phone, the pirate first and then the move: ("From space 7", "Play
rum"), ("From space 7", "Move back"), ("From space 8", "Hook's power", "Rum"), ("From space 4",
"Two parrots' power", "Hook"); Morgan's advance, a power without a pirate, a sail and the end of
the turn have steps of their own. Its `ring` is where the pirate lands (("space", 12)), the dock
a sail goes to (("dock", "tortuga")), the chest opened (("chest", 14)) or the pistol's rival
(("rival", 1)). Its `data` places it in the TV's row of chips (controls.py):

    mode    "move" (your pirates), "morgan", "sorceress"; "turn" for End turn and Pass (any mode)
    chip    its chip in the mode's row: "back", "card", "sail", "advance", "power", "parrots", "end"
    value   the card of a "card" or "power" chip; the two cards of a "parrots" chip ("parrot+parrot*")
    second  the sorceress's second row: the symbol two parrots stand for, the hook's second card
    target  your pirate's space; [rival, space] for Morgan's advance; the rival for the pistol
    to      where the pirate lands (a space; "tortuga" or "cartagena" for a sail)
    draw    the cards a move back or an advance draws
    wins    (Morgan) the advance brings the rival's last pirate home: the rival wins at once
    free    (a sail) the Captain's free sail

A choice's or a discard's option is one card: steps ("Dark rum",), data {"card": "rum*"}.
"""
from __future__ import annotations

from game.cartagena.rules import back_target, forward_skipped, forward_target, morgan_target, occupancy, track_of
from game.core.decision import Decision, Option
from game.i18n import _, ngettext

from .choices_words import (CARD, CONFIRM, MODE_NAMES, PARROTS, PLAY, POWER, POWER_CAPTIONS, SYMBOLS, advance_hint,
                            back_hint, card_order, choice_title, forward_hint, from_label, picture, rival_label,
                            symbol_of, turn_prompt, waiting_text)

__all__ = ["decide", "TURN_KINDS", "CHOOSE_KINDS", "choice_title", "waiting_text", "symbol_of", "card_order", "SYMBOLS", "MODE_NAMES",
           "POWER_CAPTIONS", "PARROT_PAIRS"]

TURN_KINDS = ("turn", "more", "pass")
CHOOSE_KINDS = ("pistol", "rum_keep", "rum_give", "lantern_keep", "lantern_order")
PARROT_PAIRS = (("parrot", "parrot"), ("parrot", "parrot*"), ("parrot*", "parrot*"))


def decide(view: dict, seat: int, legal: list, names: list[str]) -> Decision | None:
    """What `seat` may do now, in words: one option per legal action, in the order the TV offers them."""
    if not legal:
        return None
    types = {a.TYPE for a in legal}
    if types == {"discard"}:
        return _card_choice(view, seat, legal, names, "discard")
    if types == {"choose_card"}:
        pending = view.get("pending") or {}
        return _card_choice(view, seat, legal, names, pending.get("kind", "rum_keep"))
    return _turn(view, seat, legal, names)


# ------------------------------------------------------------------ a power's choice, the discards
def _card_choice(view: dict, seat: int, legal: list, names: list[str], kind: str) -> Decision:
    title, detail = choice_title(view, seat, names)
    ordered = sorted(legal, key=lambda a: card_order(a.card))
    options = tuple(Option(a, (_(CARD[a.card]),), hint=detail, picture=picture(a.card), data={"card": a.card})
                    for a in ordered)
    # Keep or take: the card you hold fewest of (variety); give, put back or discard: the one you hold most of.
    hand = [symbol_of(c) for c in view.get("hand") or []]
    held = [hand.count(symbol_of(a.card)) for a in ordered]
    keeping = kind in ("pistol", "rum_keep", "lantern_keep")
    focus = held.index(min(held) if keeping else max(held))
    return Decision(seat, kind, title, options, secret=kind == "discard", confirm=_(CONFIRM[kind]), focus=focus)


# ------------------------------------------------------------------ the turn
class Course:
    """The view's path and pirates, for working out where a move lands (the engine's rules)."""

    def __init__(self, view: dict) -> None:
        self.track = track_of(view["path"])
        self.pirates = view["pirates"]
        self.occ = occupancy(self.pirates, self.track.goal)
        self.cards = view.get("deck_size", 0) + len(view.get("discard") or [])    # what may still be drawn

    def forward(self, space: int, symbol: str) -> tuple[int, int]:
        """(where a pirate on `space` lands with `symbol`, how many taken spaces it jumps)."""
        to = forward_target(self.track, self.occ, space, symbol)
        return to, len(forward_skipped(self.track, self.occ, space, to, symbol))

    def back(self, space: int) -> tuple[int, int]:
        to = back_target(self.occ, space, self.track.floor[space])
        return to, min(self.occ[to], self.cards)

    def advance(self, rival: int, space: int) -> tuple[int, int, bool]:
        """(where Morgan's advance takes it, the cards drawn, whether it brings the rival's last pirate
        home: then the game ends at once and nobody draws)."""
        to, n = morgan_target(self.track, self.occ, space)
        pirates = self.pirates[rival]
        wins = to == self.track.goal and pirates.count(to) == len(pirates) - 1
        return to, 0 if wins else min(n, self.cards), wins


def _turn(view: dict, seat: int, legal: list, names: list[str]) -> Decision:
    course = Course(view)
    options = sorted((_turn_option(view, a, course, names) for a in legal), key=_row_order)
    types = {a.TYPE for a in legal}
    kind = "pass" if "pass_and_draw" in types else "more" if "end_turn" in types else "turn"
    return Decision(seat, kind, turn_prompt(view), tuple(options), focus=first_focus(options))


def _turn_option(view: dict, a, course: Course, names: list[str]) -> Option:
    t = a.TYPE
    if t == "play_card":
        to, jumped = course.forward(a.from_space, symbol_of(a.card))
        return Option(a, (from_label(view, a.from_space), _(PLAY[a.card])), forward_hint(view, to, jumped),
                      picture(a.card), ("space", to),
                      {"mode": "move", "chip": "card", "value": a.card, "target": a.from_space, "to": to})
    if t == "move_back":
        to, draw = course.back(a.from_space)
        return Option(a, (from_label(view, a.from_space), _("Move back")), back_hint(to, draw), None, ("space", to),
                      {"mode": "move", "chip": "back", "target": a.from_space, "to": to, "draw": draw})
    if t == "move_sloop":
        to = "tortuga" if view.get("sloop_at") == "cartagena" else "cartagena"
        label = _("Sail to Tortuga") if to == "tortuga" else _("Sail back to Cartagena")
        hint = _("Free: you are the Captain.") if view.get("captain") else _("Sailing costs an action but no card.")
        data = {"mode": "move", "chip": "sail", "to": to, "free": bool(view.get("captain"))}
        return Option(a, (label,), hint, None, ("dock", to), data)
    if t == "end_turn":
        return Option(a, (_("End the turn"),), _("Keep your cards for your next turn."), data={"mode": "turn",
                                                                                               "chip": "end"})
    if t == "pass_and_draw":
        return Option(a, (_("Pass and draw a card"),), _("Your whole turn: you draw 1 card."),
                      data={"mode": "turn", "chip": "end"})
    if t == "advance_rival":
        to, draw, wins = course.advance(a.rival, a.from_space)
        data = {"mode": "morgan", "chip": "advance", "target": [a.rival, a.from_space], "to": to, "draw": draw}
        if wins:
            data["wins"] = True
        hint = _("{name}'s last pirate reaches the goal: {name} wins at once!").format(name=names[a.rival]) \
            if wins else advance_hint(view, to, draw)
        return Option(a, (_("Advance a rival's pirate"), rival_label(view, a.rival, a.from_space, names)), hint, None,
                      ("space", to), data)
    return _power_option(view, a, course, names)


def _power_option(view: dict, a, course: Course, names: list[str]) -> Option:
    t = a.TYPE
    power = {"mode": "sorceress", "chip": "power", "value": getattr(a, "card", None)}
    if t == "invoke_pistol":
        name = names[a.rival]
        return Option(a, (_(POWER[a.card]), _("Aim at {name}").format(name=name)),
                      _("Look at {name}'s hand and take a card; {name} then draws one.").format(name=name),
                      picture(a.card), ("rival", a.rival), {**power, "target": a.rival})
    if t == "invoke_rum":
        n = view["players"] + 1
        return Option(a, (_(POWER[a.card]),), ngettext("Draw {n} card, keep 2 and give one to each rival.",
                                                       "Draw {n} cards, keep 2 and give one to each rival.", n
                                                       ).format(n=n), picture(a.card), (), power)
    if t == "invoke_lantern":
        return Option(a, (_(POWER[a.card]),), _("Draw 4 cards, keep 1 and put the others back on the deck in your "
                                                "order."), picture(a.card), (), power)
    if t == "invoke_chest":
        return Option(a, (from_label(view, a.from_space), _(POWER[a.card])),
                      _("Open the chest on space {n}: 1 to 3 cards, nothing, or the snake.").format(n=a.from_space),
                      picture(a.card), ("chest", a.from_space), {**power, "target": a.from_space})
    if t == "invoke_parrots":
        to, jumped = course.forward(a.from_space, a.symbol)
        return Option(a, (from_label(view, a.from_space), _(PARROTS[tuple(a.cards)]), _(CARD[a.symbol])),
                      forward_hint(view, to, jumped), picture(a.symbol), ("space", to),
                      {"mode": "sorceress", "chip": "parrots", "value": "+".join(a.cards), "second": a.symbol,
                       "target": a.from_space, "to": to})
    if t == "invoke_hook":
        to, _jumped = course.forward(a.from_space, symbol_of(a.card))
        return Option(a, (from_label(view, a.from_space), _(POWER[a.hook]), _(CARD[a.card])),
                      forward_hint(view, to, 0, both=True), picture(a.card), ("space", to),
                      {"mode": "sorceress", "chip": "power", "value": a.hook, "second": a.card, "target": a.from_space,
                       "to": to})
    raise ValueError(f"Cartagena has no decision for the action {a!r}")


def _card_rank(card: str | None) -> tuple[int, bool]:
    return card_order(card) if card else (-1, False)


def _row_order(o: Option) -> tuple:
    """The TV's order: your pirates from the hindmost (Back, then each card), the sail, Morgan's advances,
    the powers as their row shows them, then ending the turn."""
    d = o.data
    mode, chip = d["mode"], d["chip"]
    if mode == "move":
        if chip == "sail":
            return (1,)
        return (0, d["target"], chip != "back", _card_rank(d.get("value")))
    if mode == "morgan":
        return (2, d["target"][1], d["target"][0])
    if mode == "sorceress":
        first = d["value"].split("+")[0]
        second = d.get("second")
        rank = PARROT_PAIRS.index(tuple(d["value"].split("+"))) if chip == "parrots" else 0
        target = d.get("target")
        return (3, _card_rank(first), rank, _card_rank(second), -1 if target is None else target)
    return (4, o.action.TYPE)


def first_focus(options: list[Option]) -> int:
    """The option focused first: a card that carries the hindmost pirate that can move forward; else the
    Captain's free sail (any action would lose it); else the move back that loses fewest spaces; else
    Morgan's advance that draws most; else a sail, a power; only then passing or ending the turn (which
    give up actions), and never an advance that makes a rival win while anything else can be done."""
    def of(type_: str) -> list[int]:
        return [i for i, o in enumerate(options) if o.action.TYPE == type_ and not o.data.get("wins")]
    data = [o.data for o in options]
    plays, backs, advances, sails = of("play_card"), of("move_back"), of("advance_rival"), of("move_sloop")
    if plays:
        return plays[0]
    if sails and data[sails[0]].get("free"):
        return sails[0]
    if backs:
        return min(backs, key=lambda i: (data[i]["target"] - data[i]["to"], -data[i]["draw"]))
    if advances:
        return min(advances, key=lambda i: -data[i]["draw"])
    if sails:
        return sails[0]
    powers = [i for i, d in enumerate(data) if d["mode"] == "sorceress"]
    ends = [i for i, d in enumerate(data) if d["mode"] == "turn"]
    return (powers or ends or [0])[0]
