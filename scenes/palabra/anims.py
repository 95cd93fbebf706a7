"""One animation per Palabra event (a mixin of the table): gems flying, cards flipping, fists opening.

Each handler queues one step on the table's timeline. When the step starts, the shown
state moves on by the event (shown.apply) and the pieces take off; a piece in flight
is hidden at its destination until it lands. Durations are in seconds before the
speed setting; a skip ends the step at once.
"""
from __future__ import annotations

import math

from game.i18n import _, ngettext

from ..anim import Tween, ease_in_out, ease_out
from . import shown as shown_state
from . import art as S
from .effects import Flight, stagger
from .layout import LETTERS

GEM = 32


def names_list(names: list[str]) -> str:
    """Names joined for a sentence: "Anne", "Anne and Bart", "Anne, Bart and Kidd"."""
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


class Animations:
    """Mixed into PalabraTable: needs shown, lay, effects, viewer, play(), app, show_banner()."""

    # ------------------------------------------------------------------ helpers
    def _apply(self, e) -> None:
        shown_state.apply(self.shown, e, self.viewer)

    def _step(self, e, seconds: float, extra=None, sound: str | None = None, volume: float = 0.8) -> Tween:
        def start():
            self._apply(e)
            if extra:
                extra()
            if sound:
                self.app.audio.play(sound, volume)
        return self.play(Tween(seconds, ease_in_out), start)

    def _volley(self, e, flights: list[Flight], seconds: float, extra=None, sound: str | None = None,
                land_sound: str | None = None) -> None:
        def land(f):
            if land_sound:
                self.app.audio.play(land_sound, 0.35)
        v = self.effects.volley(flights, seconds, land)

        def start():
            self._apply(e)
            v.start()
            if extra:
                extra()
            if sound:
                self.app.audio.play(sound, 0.8)
        self.play(v.tween, start)

    def chest_pos(self, seat: int) -> tuple[int, int]:
        return self.lay.seats[seat].chest.center

    def bag_pos(self) -> tuple[int, int]:
        return self.lay.bag.center

    def _island_targets(self, island: int, gems_in: list[str]) -> list[tuple[int, int]]:
        """Where each incoming gem lands in the island's pile (the pile as it will be)."""
        pile = dict(self.shown["islands"][island]["gems"])
        for c in gems_in:
            pile[c] = pile.get(c, 0) + 1
        spots: dict[str, list] = {}
        for colour, _n, pos in S.pile_spots(pile, self.lay.piles[island], GEM):
            spots.setdefault(colour, []).append(pos)
        out = []
        for c in gems_in:
            queue = spots.get(c) or [self.lay.piles[island]]
            out.append(queue.pop() if len(queue) > 1 else queue[0])
        return out

    def _name(self, seat: int) -> str:
        return self.match.seats[seat].name

    # ------------------------------------------------------------------ the day
    def on_day_begins(self, e) -> None:
        def extra():
            self.show_banner(_("Day {n} of 5").format(n=e.day),
                             _("{name} holds the dagger and the bag").format(name=self._name(e.dagger)), e.dagger)
        self.day_from = self.shown["day"]
        tw = self._step(e, 0.9, extra, "turn", 0.6)
        self.day_tween = tw

    def on_islands_filled(self, e) -> None:
        per: dict[int, list[str]] = {}
        for island, colour in e.draws:
            per.setdefault(island, []).append(colour)
        targets = {i: self._island_targets(i, cs) for i, cs in per.items()}
        used = {i: 0 for i in per}
        flights = []
        times = stagger(len(e.draws), 0.28)
        for k, (island, colour) in enumerate(e.draws):
            to = targets[island][used[island]]
            used[island] += 1
            t0, t1 = times[k]
            flights.append(Flight(S.gem(colour, GEM), self.bag_pos(), to, t0, t1, 70,
                                  ("island", island, colour), show_before=False))
        seconds = min(2.6, 0.6 + 0.045 * len(flights))
        self._volley(e, flights, seconds, sound="shuffle", land_sound=None)

    def on_phase_begins(self, e) -> None:
        titles = {"talk": (_("Table talk"), _("Promise your neighbours: share, or raid?")),
                  "decision": (_("Decision"), _("Each pirate places two ships face down") if not self.lay.two_player
                               else _("Each pirate places four ships face down")),
                  "market": (_("Market"), _("Secret bids in closed fists: the 3 best use an artifact")),
                  "artifacts": (_("Artifacts"), _("The winners use them, highest bid first")),
                  "resolution": (_("Resolution"), _("The ships are turned face up"))}
        title, sub = titles.get(e.phase, (e.phase.title(), ""))   # i18n: keep (every phase that begins is named above)

        def extra():
            if e.phase == "market":
                self.sat_out = {s: self.shown["seats"][s]["chest_count"] == 0 for s in range(self.n)}
            self.show_banner(title, sub, None)
        self._step(e, 0.5, extra)

    def on_decided(self, e) -> None:
        if e.phase == "market" and self.own_bid and self.own_bid[0] == e.seat == self.viewer:
            fist = self.own_bid[1]
            self.own_bid = None

            def closed():       # the viewer's own gems leave the chest for the fist
                me = self.shown["seats"][e.seat]
                if me.get("chest") is not None:
                    shown_state.add(me["chest"], fist, -1)
                    me["score"] = S.value(me["chest"])
                me["fist"] = dict(fist)
            self._step(e, 0.12, closed, "click", 0.4)
            return
        if e.phase != "decision":
            self._step(e, 0.12, sound="click", volume=0.4)
            return
        mine = self.own_place if self.own_place and self.own_place[0] == e.seat == self.viewer else None
        box = self.lay.seats[e.seat]
        flights = []
        for k, island in enumerate(self.islands_of(e.seat)):
            to = self.lay.ships[(island, e.seat)]
            img = S.ship_card(None, to.w, to.h)
            flights.append(Flight(img, box.hand.center, to.center, k * 0.1, min(1.0, 0.6 + k * 0.1), 30,
                                  ("ship", island, e.seat), show_before=False))
        def extra():
            if mine:        # the viewer's own cards: face up for the viewer at once
                for island, card in mine[1].items():
                    entry = shown_state.ship(self.shown, island, e.seat)
                    if entry is not None:
                        entry["card"] = card
                hand = list(self.shown["seats"][e.seat]["cards"])
                for card in mine[1].values():
                    if card in hand:
                        hand.remove(card)
                self.shown["seats"][e.seat]["hand"] = hand
                self.own_place = None
        self._volley(e, flights, 0.35, extra, sound="card_play")

    def on_signals_revealed(self, e) -> None:
        self._step(e, 0.7 if e.signals else 0.3, sound="select" if e.signals else None, volume=0.6)

    def on_bids_revealed(self, e) -> None:
        won = [self._name(w) for w in e.winners]
        if won:
            text = _("Artifacts for {names}").format(names=names_list(won))
        else:
            text = _("No bid worth more than 0: no artifacts today")
        self._step(e, 1.6, lambda: self.show_banner(_("The fists open"), text, e.winners[0] if e.winners else None),
                   "coin", 0.7)

    def on_bid_paid(self, e) -> None:
        gems = S.listing(e.gems or {})
        start = self.lay.seats[e.seat].hand.center
        times = stagger(len(gems), 0.5)
        flights = [Flight(S.gem(c, GEM), start, self.bag_pos(), *times[k], 50) for k, c in enumerate(gems)]
        self._volley(e, flights, 0.6 if gems else 0.1, sound="slide")

    def on_artifact_used(self, e) -> None:
        if e.artifact == "rum":
            sub = _("on {name}'s ship in hand").format(name=self._name(e.target))
        elif e.artifact == "spyglass" and e.target is not None:
            sub = _("on {name}'s ship at island {letter}").format(name=self._name(e.target), letter=LETTERS[e.island])
        elif e.artifact == "map":
            sub = _("on island {letter}").format(letter=LETTERS[e.island])
        else:
            sub = ""
        uses = {"rum": _("{name} uses the Rum bottle"), "spyglass": _("{name} uses the Spyglass"),
                "barrel": _("{name} uses the Contraband barrel"),
                "map": _("{name} uses the Cursed treasure map")}[e.artifact]

        def extra():
            self.effects.flips[("artifact", e.artifact)] = (tw, 0.0, 0.6)
            self.show_banner(uses.format(name=self._name(e.seat)), sub, e.seat)
        tw = self._step(e, 1.1, extra, "card_draw")

    def on_artifact_skipped(self, e) -> None:
        self._step(e, 0.9, lambda: self.show_banner(_("{name} cannot use an artifact").format(name=self._name(e.seat)),
                                                    _("none is left with something to act on"), e.seat))

    def on_artifact_blocked(self, e) -> None:
        def extra():
            self.effects.flips[("artifact", e.artifact)] = (tw, 0.0, 0.7)
            self.show_banner(_("{name} blocks an artifact").format(name=self._name(e.seat)),
                             _("it stays face down today"), e.seat)
        tw = self._step(e, 0.9, extra, "card_draw")

    def on_ship_peeked(self, e) -> None:
        def extra():
            if e.slot is not None and e.card is not None:
                self.effects.flips[(e.slot, e.target)] = (tw, 0.0, 0.5)
            where = self.lay.seats[e.target].hand.center if e.slot is None else self.lay.ships[(e.slot, e.target)].center
            self.effects.mark(_("peek"), where, (250, 220, 120), self.time, 1.4, 40)
        tw = self._step(e, 0.9, extra, "card_draw")

    def on_rats_placed(self, e) -> None:
        flights = []
        targets = [(("rat", "island", i), (self.lay.islands[i].right - 40, self.lay.islands[i].y + 40)) for i in e.islands]
        for owner, slot in e.ships:
            if slot is None:
                targets.append((None, self.lay.seats[owner].hand.center))
            else:
                r = self.lay.ships[(slot, owner)]
                targets.append((("rat", "ship", slot, owner), (r.right - 6, r.bottom - 8)))
        times = stagger(len(targets), 0.6)
        for k, (key, to) in enumerate(targets):
            flights.append(Flight(S.token("rat", 40), self.lay.rats.center, to, *times[k], 60, key, show_before=False))
        self._volley(e, flights, 0.7, sound="hop")

    def on_ships_rearranged(self, e) -> None:
        def extra():
            self.show_banner(_("{name} re-places their ships").format(name=self._name(e.seat)),
                             ngettext("{n} card moved", "{n} cards moved", e.moved).format(n=e.moved), e.seat)
            for island in self.islands_of(e.seat):
                self.effects.flips[(island, e.seat)] = (tw, 0.0, 1.0)
        tw = self._step(e, 0.8, extra, "shuffle")

    def on_gem_moved(self, e) -> None:
        src = S.spot_of(self.shown["islands"][e.from_island]["gems"], e.gem, self.lay.piles[e.from_island], GEM)
        to = self._island_targets(e.to_island, [e.gem])[0]
        f = Flight(S.gem(e.gem, GEM + 8), src, to, 0.0, 1.0, 90, ("island", e.to_island, e.gem))
        self._volley(e, [f], 0.8, sound="slide")

    def on_gems_drawn(self, e) -> None:
        colours = S.listing(e.gems) if e.gems is not None else [None] * e.count
        times = stagger(len(colours), 0.5)
        flights = []
        if e.island is not None:
            targets = self._island_targets(e.island, colours)
            for k, c in enumerate(colours):
                flights.append(Flight(S.gem(c, GEM), self.bag_pos(), targets[k], *times[k], 70,
                                      ("island", e.island, c), show_before=False))
        else:
            for k, c in enumerate(colours):
                img = S.gem(c, GEM) if c else S.token("bag", GEM + 6)
                flights.append(Flight(img, self.bag_pos(), self.chest_pos(e.seat), *times[k], 70,
                                      ("chest", e.seat), show_before=False))
        self._volley(e, flights, 0.8, sound="shuffle")

    def on_gems_returned(self, e) -> None:
        colours = S.listing(e.gems) if e.gems is not None else [None] * e.count
        times = stagger(len(colours), 0.5)
        flights = []
        for k, c in enumerate(colours):
            if e.island is not None:
                frm = S.spot_of(self.shown["islands"][e.island]["gems"], c, self.lay.piles[e.island], GEM)
            else:
                frm = self.chest_pos(e.seat)
            img = S.gem(c, GEM) if c else S.token("bag", GEM + 6)
            flights.append(Flight(img, frm, self.bag_pos(), *times[k], 60, ("bag",)))
        self._volley(e, flights, 0.7, sound="slide")

    # ------------------------------------------------------------------ resolution
    def on_ships_revealed(self, e) -> None:
        n = max(1, len(e.ships))

        def extra():
            for k, (island, seat, _card) in enumerate(e.ships):
                t0 = 0.6 * k / n
                self.effects.flips[(island, seat)] = (tw, t0, min(1.0, t0 + 0.4))
        tw = self._step(e, min(2.2, 0.6 + 0.09 * n), extra, "shuffle")

    def on_island_raided(self, e) -> None:
        gems = S.listing(e.gems or self.shown["islands"][e.island]["gems"])
        spots = S.pile_spots(self.shown["islands"][e.island]["gems"], self.lay.piles[e.island], GEM)
        pos = {c: p for c, _n, p in spots}
        times = stagger(len(gems), 0.45)
        flights = [Flight(S.gem(c, GEM), pos.get(c, self.lay.piles[e.island]), self.chest_pos(e.raider),
                          *times[k], 80, ("chest", e.raider)) for k, c in enumerate(gems)]

        def extra():
            r = self.lay.islands[e.island]
            self.effects.mark(_("RAID!"), (r.centerx, r.centery - 10), S.RAID_RED, self.time, 1.6, 64)
            self.show_banner(_("{name} raids island {letter}").format(name=self._name(e.raider),
                                                                      letter=LETTERS[e.island]),
                             ngettext("{n} gem taken from {name}", "{n} gems taken from {name}", len(gems)).format(
                                 n=len(gems), name=self._name(e.victim)),
                             e.raider)
        self._volley(e, flights, 1.1 if gems else 0.9, extra, "board", "coin")

    def on_island_lost(self, e) -> None:
        gems = S.listing(e.gems or self.shown["islands"][e.island]["gems"])
        spots = S.pile_spots(self.shown["islands"][e.island]["gems"], self.lay.piles[e.island], GEM)
        pos = {c: p for c, _n, p in spots}
        times = stagger(len(gems), 0.5)
        flights = [Flight(S.gem(c, GEM), pos.get(c, self.lay.piles[e.island]), self.bag_pos(), *times[k], 20,
                          ("bag",)) for k, c in enumerate(gems)]

        def extra():
            r = self.lay.islands[e.island]
            self.effects.mark(_("Both raid!"), (r.centerx, r.centery - 10), S.RAID_RED, self.time, 1.6, 48)
            self.show_banner(_("Two raiders at island {letter}").format(letter=LETTERS[e.island]),
                             _("its gems sink back into the bag"), None)
        self._volley(e, flights, 1.0, extra, "splash")

    def on_share_begins(self, e) -> None:
        self._step(e, 0.7, lambda: self.show_banner(_("Island {letter}: {first} and {second} share").format(
                                                        letter=LETTERS[e.island], first=self._name(e.first),
                                                        second=self._name(e.second)),
                                                    _("{name} picks first (higher green)").format(
                                                        name=self._name(e.first)), e.first),
                   "select", 0.5)

    def on_gem_picked(self, e) -> None:
        frm = S.spot_of(self.shown["islands"][e.island]["gems"], e.gem, self.lay.piles[e.island], GEM)
        f = Flight(S.gem(e.gem, GEM + 6), frm, self.chest_pos(e.seat), 0.0, 1.0, 60, ("chest", e.seat))
        self._volley(e, [f], 0.3 if e.auto else 0.45, land_sound="coin")

    def on_greens_swapped(self, e) -> None:
        (a, b) = e.seats

        def extra():
            ra, rb = self.lay.ships[(e.island, a)], self.lay.ships[(e.island, b)]
            self.effects.swaps[(e.island, a)] = (tw, ra.center, rb.center)
            self.effects.swaps[(e.island, b)] = (tw, rb.center, ra.center)
            r = self.lay.islands[e.island]
            self.effects.mark(_("swap"), (r.centerx, r.centery - 10), S.SHARE_GREEN, self.time, 1.0, 40)
        tw = self._step(e, 0.8, extra, "card_play")

    def on_day_ends(self, e) -> None:
        flights = []
        for i in self.shown["rats"]["islands"]:
            r = self.lay.islands[i]
            flights.append(Flight(S.token("rat", 40), (r.right - 40, r.y + 40), self.lay.rats.center, 0.0, 0.7, 50))
        for owner, slot in self.shown["rats"]["ships"]:
            r = self.lay.seats[owner].hand if slot is None else self.lay.ships[(slot, owner)]
            flights.append(Flight(S.token("rat", 40), r.center, self.lay.rats.center, 0.0, 0.7, 50))
        old = self.shown["dagger"]
        dg = S.token("dagger", 70, 28)
        flights.append(Flight(dg, self.lay.seats[old].dagger, self.lay.seats[e.dagger].dagger, 0.2, 1.0, 80,
                              ("dagger",), show_before=False))
        for a in self.shown["artifacts"]:
            if not a["face_up"]:
                self.effects.flips.pop(("artifact", a["name"]), None)
        self._volley(e, flights, 0.9, sound="slide")

    def on_game_over(self, e) -> None:
        most = max((S.count(c) for c in e.chests), default=0)
        tw = Tween(min(5.0, 1.6 + 0.12 * most), lambda t: t)

        def start():
            self._apply(e)
            self.final = {"tween": tw, "chests": [dict(c) for c in e.chests], "scores": list(e.scores),
                          "winners": list(e.winners)}
            self.app.audio.play("coin", 0.8)
        self.play(tw, start)
        self.play(Tween(1.2, ease_out))


def final_progress(tween: Tween) -> float:
    return 1.0 if tween.duration <= 0 else min(1.0, tween.elapsed / tween.duration)


def revealed(chest: dict, p: float) -> list[str]:
    gems = S.listing(chest)
    return gems[:math.ceil(p * len(gems))] if gems else []
