"""Palabra de Pirata's Learn to play (scenes/palabra/lesson.py), driven by keys: each phase a step
names shows in the engine's own events (the talk, the islands shared and raided, the auction, an
artifact, the rats), the learner's free choices keep the lesson going, a move other than the one
taught is answered with its reason and changes nothing, and a lesson left in the market resumes
there."""
from __future__ import annotations

from game.palabra import gems
from game.palabra.actions import Bid, MoveGem, Pick, Place, Talk, UseSpyglass
from scenes.palabra.lesson import ANNE, JACK, MARY

from . import lessons
from .lessons import events, one
from .helpers import make_app, run_until

A, B, C = 0, 1, 2


def test_palabra_teaches_each_phase_with_the_engines_own_events(tmp_home):
    app = make_app()
    scene = lessons.start(app, "palabra")
    rat_moves = []

    def on_step(coach):
        if coach.step.wait is not None and callable(coach.step.wait) and coach.step.wait.__name__ == "onto_c":
            rat_moves.append([a for a in scene.table.match.state.legal_actions(ANNE) if isinstance(a, MoveGem)])
    lessons.drive(app, scene, on_step=on_step)
    assert scene.coach.finished
    # Day 1, the talk: everyone promises to share; the signals turn up together, after every seat chose.
    talk = events(scene, "signals_revealed")[0]
    assert {(1, A, ANNE, "share"), (2, C, ANNE, "share")} <= set(talk.signals)
    # The decision: "colocad una al lado de la Isla ... de vuestra izquierda, y otra ... de vuestra derecha".
    assert events(scene, "ships_revealed")[0].ships == ((A, ANNE, 13), (A, JACK, 12), (B, JACK, 0),
                                                         (B, MARY, 9), (C, MARY, 0), (C, ANNE, 4))
    # Day 1 has no market: "En la primera ronda (Día 1) ... esta fase se ignora."
    day1 = [e.phase for e in events(scene, "phase_begins", day=1)]
    assert day1 == ["decision", "resolution"]
    # Two greens: "comenzando por quien ha colocado la carta Verde de mayor valor" and, five gems, the
    # first picker gets one more; then the greens are swapped.
    share = events(scene, "share_begins")[0]
    assert (share.island, share.first, share.second) == (A, ANNE, JACK)
    picks = [(e.seat, e.auto) for e in events(scene, "gem_picked", island=A)][:5]
    assert picks == [(ANNE, False), (JACK, False), (ANNE, False), (JACK, False), (ANNE, True)]
    assert events(scene, "greens_swapped")[0].cards == (13, 12)
    # A red and a green: the red takes all; Mary broke her word.
    b_raid, c_raid = events(scene, "island_raided")[:2]
    assert (b_raid.island, b_raid.raider, b_raid.victim) == (B, JACK, MARY)
    assert (c_raid.island, c_raid.raider, c_raid.victim) == (C, MARY, ANNE)
    # Maintenance: the dagger passes clockwise, and day 2 has one gem more on each island.
    assert one(scene, "day_ends", day=1).dagger == JACK
    filled = one(scene, "islands_filled", day=2)
    assert [sum(1 for i, _g in filled.draws if i == k) for k in (A, B, C)] == [6, 6, 6]
    assert [e.phase for e in events(scene, "phase_begins", day=2)] == ["talk", "decision", "market",
                                                                       "artifacts", "resolution"]
    # The auction: "la suma total del valor ... siempre debe ser superior a 0": Mary's red wins nothing.
    bids = one(scene, "bids_revealed")
    assert bids.values == (2, 5, -1) and bids.winners == (JACK, ANNE) and bids.returned == (MARY,)
    # Jack's treasure map: 2 gems onto A, 2 of A's back to the bag, a rat on A.
    assert one(scene, "artifact_used", seat=JACK).artifact == "map"
    drawn, back = one(scene, "gems_drawn", seat=JACK), one(scene, "gems_returned", seat=JACK)
    assert drawn.island == back.island == A and drawn.count == back.count == 2
    assert events(scene, "rats_placed", seat=JACK)[0].islands == (A,)
    # "Una carta que ya cuenta con ficha de Rata no puede ser objetivo del efecto de otro Artefacto."
    assert rat_moves and rat_moves[0] and all(a.from_island != A and a.to_island != A for a in rat_moves[0])
    # The spyglass: only Anne sees Mary's green 9; rats on the ship and on both islands of the move.
    peek = one(scene, "ship_peeked")
    assert (peek.seat, peek.target, peek.slot, peek.card) == (ANNE, MARY, C, 9)
    assert peek.for_viewer(JACK).card != 9 and peek.for_viewer(ANNE).card == 9
    moved = one(scene, "gem_moved")
    assert (moved.gem, moved.from_island, moved.to_island) == ("gold", B, C)
    rats = events(scene, "rats_placed", seat=ANNE)
    assert [(r.islands, r.ships) for r in rats] == [((), ((MARY, C),)), ((B, C), ())]
    # Two reds: every gem back to the bag; Anne's red takes all of C, the moved gold with it.
    assert one(scene, "island_lost").island == B and one(scene, "island_lost").seats == (JACK, MARY)
    raid = events(scene, "island_raided", raider=ANNE)[0]
    assert raid.island == C and raid.victim == MARY and raid.gems["gold"] == 1
    # Day 2's share at A: Anne's old 13 makes Jack the first picker.
    assert events(scene, "share_begins")[1].first == JACK
    # The lesson ends as day 3 begins, Mary holding the dagger; the rats are back.
    assert one(scene, "day_begins", day=3).dagger == MARY
    state = scene.table.match.state
    assert state.day == 3 and not state.is_over() and not state.island_rats and not state.ship_rats
    app.step(1 / 60)
    assert [i.label for i in scene.end_menu.items][:2] == ["Play on against bots from here", "Start a real game"]


def test_the_learners_free_choices_keep_the_lesson_going(tmp_home):
    """Anne may say what she likes on day 2, keep the 12, bid another gem and move another gem: the
    lesson still reaches its end, and the engine shows her choices."""
    app = make_app()
    scene = lessons.start(app, "palabra")
    free = {}

    def choose(coach):
        step, state = coach.step, scene.table.match.state
        view, legal = state.view(ANNE), state.legal_actions(ANNE)
        if isinstance(step.expect, Talk) and not step.expect.signals:
            return Talk(signals=((A, "share"), (C, "share")))   # day 2: promises, then raids C
        if isinstance(step.expect, Place) and dict(step.expect.ships)[C] == 0:
            return Place(ships=((A, 4), (C, 0)))                # the other green by A
        if step.expect is not None and callable(step.expect) and step.expect.__name__ == "cheapest_gem":
            chest = view["seats"][ANNE]["chest"]
            colour = next(c for c in gems.COLOURS if chest.get(c) and gems.POINTS[c] > 0)
            free["bid"] = colour
            return Bid(**{colour: 1})                            # the best gem, not the cheapest
        if isinstance(step.expect, MoveGem):
            return MoveGem(gem="violet", from_island=B, to_island=C)
        return None

    lessons.drive(app, scene, choose=choose)
    assert scene.coach.finished
    day2 = events(scene, "signals_revealed")[1]
    assert {(ANNE, A, JACK, "share"), (ANNE, C, MARY, "share")} <= set(day2.signals)
    assert events(scene, "ships_revealed")[1].ships[0] == (A, ANNE, 4)
    bids = one(scene, "bids_revealed")
    assert bids.bids[ANNE][free["bid"]] == 1 and bids.winners == (JACK, ANNE)
    assert one(scene, "gem_moved").gem == "violet"
    assert events(scene, "island_raided", raider=ANNE)[0].island == C
    assert scene.table.match.state.cards[ANNE] == [0, 12, 13]


def test_another_move_is_answered_with_the_reason_and_changes_nothing(tmp_home):
    app = make_app()
    scene = lessons.start(app, "palabra")
    first = Place(ships=((A, 13), (C, 4)))
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == first)
    lessons.until_ready(app, scene)
    mine = sum(1 for seat, _a in scene.table.match.log if seat == ANNE)
    lessons.press(*scene.lesson.keys(scene.table, Place(ships=((A, 0), (C, 13)))))
    for _ in range(20):
        app.step(1 / 60)
    assert scene.coach.refusal == "Your task: green 13 by island A, green 4 by island C; the red stays in your hand."
    # (the bots place at the same time: only the learner's side is held)
    state = scene.table.match.state
    assert state.placed[ANNE] is None and state.phase == "decision"
    assert sum(1 for seat, _a in scene.table.match.log if seat == ANNE) == mine
    # The spyglass on the wrong ship is refused too.
    spyglass = UseSpyglass(target=MARY, island=C)
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == spyglass)
    lessons.until_ready(app, scene)
    before = scene.table.match.state.to_json()
    lessons.press(*scene.lesson.keys(scene.table, UseSpyglass(target=JACK, island=B)))
    for _ in range(20):
        app.step(1 / 60)
    assert scene.coach.refusal == "Use the spyglass on Mary's ship at island C."
    assert scene.table.match.state.to_json() == before
    lessons.drive(app, scene)
    assert scene.coach.finished


def test_a_palabra_lesson_left_in_the_market_resumes_there(tmp_home):
    from scenes.tutorial import slot
    spyglass = UseSpyglass(target=MARY, island=C)
    app = make_app()
    scene = lessons.start(app, "palabra")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == spyglass)
    index, log = scene.coach.index, list(scene.table.match.log)
    lessons.leave(app)
    assert slot.saved("palabra")

    again = make_app()
    resumed = lessons.start(again, "palabra", resume=True)
    run_until(again, lambda: resumed.coach.open, frames=3000)
    assert resumed.table.match.log == log and resumed.coach.index == index
    assert resumed.table.match.state.phase == "artifacts"
    lessons.drive(again, resumed)
    assert resumed.coach.finished


def test_the_mouse_takes_the_spyglass_and_points_at_marys_ship(tmp_home):
    from .helpers import click
    spyglass = UseSpyglass(target=MARY, island=C)
    app = make_app()
    scene = lessons.start(app, "palabra")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == spyglass)
    lessons.until_ready(app, scene)
    index = scene.coach.index
    app.step(1 / 60)
    click(scene.table.choice.rect_of("Spyglass").center)
    app.step(1 / 60)
    app.step(1 / 60)
    click(scene.table.lay.ships[(C, MARY)].center)
    run_until(app, lambda: scene.coach.index > index)
    assert scene.coach.refusal is None
    assert (ANNE, spyglass) in scene.table.match.log
    lessons.drive(app, scene)
    assert scene.coach.finished


def test_each_move_step_puts_the_focus_on_its_move_and_its_keys_come_from_the_decision(tmp_home):
    """ARCHITECTURE.md, "Teaching": the focus starts on the option the step asks for. Paying Mary back
    (the red by C, a green by A) is then three presses of Enter, the spyglass on Mary's ship two;
    the keys of another move walk the decision's steps from there, and reach it."""
    from scenes.palabra.lesson import red_at_c
    spyglass = UseSpyglass(target=MARY, island=C)
    app = make_app()
    scene = lessons.start(app, "palabra")
    for wait, presses in ((red_at_c, 3), (spyglass, 2)):
        lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == wait)
        lessons.until_ready(app, scene)
        app.step(1 / 60)
        choice = scene.table.choice
        wanted = choice.option.action
        assert scene.coach.step.accepts(wanted) and not choice.touched
        assert scene.lesson.keys(scene.table, wanted) == ["confirm"] * presses
        decision = choice.decision
        assert decision.options[decision.index_of(wanted)] is choice.option
    other = UseSpyglass(target=JACK, island=B)
    keys = scene.lesson.keys(scene.table, other)
    assert keys[0] == "confirm" and "right" in keys and keys[-1] == "confirm"   # the same artifact, another ship
    lessons.press(*keys[:-1])
    app.step(1 / 60)
    assert scene.table.choice.option.action == other and scene.table.choice.touched
    lessons.drive(app, scene)
    assert scene.coach.finished
