"""Libertalia's guided first game (scenes/libertalia/lesson.py), driven by keys: each rule a step
names shows happening in the engine's own events; the learner's free choices (the first token, the
sabre's victim, the last day's character) keep the lesson going; a wrong move is answered."""
from __future__ import annotations

from game.libertalia.actions import Pick, Slash, Take
from game.libertalia.booty import value
from game.libertalia.characters import influence
from scenes.libertalia.lesson import (ANNE, ARMORER, BARKEEP, CABIN_BOY, CAPTAIN, COOK, FIRST_MATE,
                                      FREED_SLAVE, FRENCH_OFFICER, JACK, MARY, SETUP, SPY, STEPS)

from . import lessons
from .helpers import make_app, run_until


def history(scene, kind: str, **fields) -> list:
    """The events of that TYPE the table played, as they were sent (for every viewer)."""
    return [e for e in scene.table.history if e.TYPE == kind and all(getattr(e, k) == v for k, v in fields.items())]


def of_day(scene, day: int) -> list:
    """The events of campaign 1's day `day`, from its dawn to the next (day 1 opens the match: no event)."""
    out, today = [], 1
    for e in scene.table.history:
        if e.TYPE == "phase_begins" and e.phase == "dawn":
            today = e.day if e.campaign == 1 else 99
        elif e.TYPE in ("booty_revealed", "campaign_scored", "campaign_begins"):
            today = 99
        if today == day:
            out.append(e)
    return out


def drive(app, scene, choose: dict | None = None):
    """Play the lesson by keys to its end, with the learner's own choice at some move steps:
    {step index: action}."""
    choose = choose or {}
    lessons.drive(app, scene, choose=lambda coach: choose.get(coach.index))


def test_libertalia_teaches_each_phase_with_the_engines_own_events(tmp_home):
    app = make_app()
    scene = lessons.start(app, "libertalia")
    deal = sorted(SETUP["deals"][0])
    start = scene.table.match.state.view(ANNE)
    # the identical hands: all three hold the same nine characters
    assert [s["hand"] for s in start["seats"]] == [deal, deal, deal]
    drive(app, scene)
    assert scene.coach.finished
    # the secret pick: each pick is seen by its own seat only, then all are revealed together
    day1 = of_day(scene, 1)
    picks = [e for e in day1 if e.TYPE == "picked"]
    assert sorted(e.seat for e in picks) == [ANNE, JACK, MARY]
    assert all(e.visible_to == (e.seat,) and e.for_viewer(ANNE if e.seat != ANNE else JACK).rank is None
               for e in picks)
    assert [e.TYPE for e in day1].index("revealed") > max(i for i, e in enumerate(day1) if e.TYPE == "picked")
    # ranks left to right; day abilities left to right: the French Officer (10) before the Captain (29)
    assert next(e for e in day1 if e.TYPE == "revealed").ship == ((JACK, BARKEEP), (MARY, FRENCH_OFFICER),
                                                                   (ANNE, CAPTAIN))
    day_abilities = [(e.seat, e.rank) for e in day1 if e.TYPE == "ability_used" and e.phase == "day"]
    assert day_abilities == [(MARY, FRENCH_OFFICER), (ANNE, CAPTAIN)]
    assert history(scene, "ability_used", seat=MARY, rank=FRENCH_OFFICER)[0].note == "9 or more: nothing"
    # dusk right to left: the Captain takes first, then the French Officer, the Barkeep last
    assert [e.to_seat for e in day1 if e.TYPE == "booty_moved"] == [ANNE, MARY, JACK]
    # night abilities in the dens, every night: Jack's Barkeep pays him on night 1 (and on night 2)
    assert len(history(scene, "ability_used", seat=JACK, rank=BARKEEP, phase="night")) >= 2
    # a tie of ranks broken by influence: Jack's First Mate (influence 6) right of Anne's (1), and first at dusk
    day2 = of_day(scene, 2)
    assert next(e for e in day2 if e.TYPE == "revealed").ship == ((MARY, FREED_SLAVE), (ANNE, FIRST_MATE),
                                                                   (JACK, FIRST_MATE))
    assert influence(SETUP["colours"][JACK], FIRST_MATE) > influence(SETUP["colours"][ANNE], FIRST_MATE)
    assert [(e.to_seat, e.kinds) for e in day2 if e.TYPE == "booty_moved"][:2] == [(JACK, ("jewels",)),
                                                                                 (ANNE, ("map",))]
    # the sabre: Anne's Armorer takes it and discards a character from a neighbour's den; the Cabin Boy takes none
    day3 = of_day(scene, 3)
    assert (ANNE, ("sabre",)) in [(e.to_seat, e.kinds) for e in day3 if e.TYPE == "booty_moved"]
    slash = next(e for e in day3 if e.TYPE == "character_discarded")
    assert (slash.cause, slash.by, slash.source) == ("sabre", ANNE, "den") and slash.seat in (JACK, MARY)
    assert any(e.TYPE == "ability_used" and (e.seat, e.rank, e.phase) == (MARY, CABIN_BOY, "dusk") for e in day3)
    assert any(e.TYPE == "doubloons_moved" and (e.payee, e.cause) == (ANNE, ARMORER) for e in day3)
    # the Spanish officer: left to the lowest, it sends Anne's Barkeep to the graveyard and stays in her den
    day4 = of_day(scene, 4)
    moved = [(e.to_seat, e.kinds) for e in day4 if e.TYPE == "booty_moved"]
    assert moved == [(MARY, ("jewels",)), (JACK, ("goods",)), (ANNE, ("officer",))]
    gone = next(e for e in day4 if e.TYPE == "character_discarded")
    assert (gone.seat, gone.rank, gone.cause) == (ANNE, BARKEEP, "officer")
    # the Spanish Spy: the officer discarded, a token drawn from the bag face down (rivals see a count only)
    day5 = of_day(scene, 5)
    assert any(e.TYPE == "booty_moved" and e.target == "discard" and e.kinds == ("officer",) and e.cause == SPY
               for e in day5)
    drawn = next(e for e in day5 if e.TYPE == "booty_drawn")
    assert drawn.kinds == ("map",) and drawn.visible_to == (ANNE,)
    assert drawn.for_viewer(JACK).kinds is None and drawn.for_viewer(JACK).count == 1
    # the Cook takes two tokens at dusk
    assert [e.kinds for e in day5 if e.TYPE == "booty_moved" and e.to_seat == MARY] == [("chest",), ("jewels",)]
    assert any(e.TYPE == "ability_used" and (e.seat, e.rank, e.phase) == (MARY, COOK, "dusk") for e in day5)
    # the count: the face-down map turned, end abilities, fortune = doubloons + booty (3 maps = 12)
    assert history(scene, "booty_revealed", seat=ANNE)[0].kinds == ("map",)
    ends = {(e.seat, e.rank) for e in history(scene, "ability_used", phase="end")}
    assert {(ANNE, FIRST_MATE), (ANNE, CAPTAIN)} <= ends
    scored = history(scene, "campaign_scored")[0]
    mine = scored.fortunes[ANNE]
    assert mine["maps"] == 3 and mine["booty"] >= 17 - 3 and mine["fortune"] == mine["doubloons"] + mine["booty"]
    # the lesson ends as campaign 2 deals 6 new identical characters to the 3 kept
    begins = history(scene, "campaign_begins")[0]
    assert begins.campaign == 2 and len(begins.deal) == 6
    assert len(scene.table.match.state.hands[ANNE]) == 3 + 6


def test_the_learners_own_choices_keep_the_lesson_going(tmp_home):
    """The other neighbour's victim for the sabre: the lesson still ends; the Cabin Boy on day 6 leaves
    the cursed relic on its day space ("se dejan en el tablero hasta el final de la campaña actual")."""
    slash = next(i for i, s in enumerate(STEPS) if isinstance(s.expect, Slash))
    app = make_app()
    scene = lessons.start(app, "libertalia")
    drive(app, scene, {slash: Slash(JACK, BARKEEP)})
    assert scene.coach.finished
    assert history(scene, "character_discarded", cause="sabre")[0].seat == JACK
    scored = history(scene, "campaign_scored")[0]
    mine = scored.fortunes[ANNE]
    assert mine["relics"] == 0
    day6 = of_day(scene, 6)
    assert not any(e.TYPE == "booty_moved" and "relic" in (e.kinds or ()) for e in day6)
    den = scene.table.match.state.history[0]["fortunes"][ANNE]
    assert den["booty"] == value(["chest", "map", "map", "map", "sabre"])
    captain = next(e for e in history(scene, "ability_used", phase="end") if (e.seat, e.rank) == (ANNE, CAPTAIN))
    assert captain.note == "+0"                                  # the Captain: -3 per cursed relic, and none


def test_a_task_answered_wrong_is_refused_with_its_hint(tmp_home):
    """Day 6's task: the Cook would be left with the cursed relic; the coach says why, nothing is played."""
    last = next(i for i, s in enumerate(STEPS) if s.task and s.wait == Pick(CABIN_BOY))
    app = make_app()
    scene = lessons.start(app, "libertalia")
    lessons.drive(app, scene, until=lambda c: c.open and c.index == last)
    lessons.until_ready(app, scene)
    lessons.press(*scene.lesson.keys(scene.table, Pick(COOK)))
    for _ in range(10):
        app.step(1 / 60)
    assert scene.coach.refusal == STEPS[last].why and scene.coach.index == last
    assert scene.table.match.state.picks[ANNE] is None


def test_a_wrong_pick_is_answered_with_the_reason(tmp_home):
    app = make_app()
    scene = lessons.start(app, "libertalia")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == Pick(CAPTAIN))
    lessons.until_ready(app, scene)
    hand = list(scene.table.match.state.hands[ANNE])
    lessons.press(*scene.lesson.keys(scene.table, Pick(CABIN_BOY)))
    for _ in range(10):
        app.step(1 / 60)
    assert scene.coach.refusal == "Your task: the highest rank in your hand is the Captain (29)."
    state = scene.table.match.state
    assert state.hands[ANNE] == hand and state.picks[ANNE] is None and scene.coach.step.wait == Pick(CAPTAIN)
    assert all(seat != ANNE for seat, _a in scene.table.match.log)
    lessons.drive(app, scene)
    assert scene.coach.finished
    app.step(1 / 60)
    assert [i.label for i in scene.end_menu.items][0] == "Play on against bots from here"


def test_a_lesson_left_at_the_sabre_resumes_there(tmp_home):
    slash = next(i for i, s in enumerate(STEPS) if isinstance(s.expect, Slash))
    app = make_app()
    scene = lessons.start(app, "libertalia")
    lessons.drive(app, scene, until=lambda c: c.open and c.index == slash)
    log = list(scene.table.match.log)
    again = make_app()
    resumed = lessons.start(again, "libertalia", resume=True)
    run_until(again, lambda: resumed.coach.open, frames=3000)
    assert resumed.coach.index == slash and resumed.table.match.log == log
    assert resumed.table.decision() is not None and resumed.table.decision().kind == "slash"
    lessons.drive(again, resumed)
    assert resumed.coach.finished
