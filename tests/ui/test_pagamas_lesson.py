"""Pagamás' Learn to play (scenes/pagamas/lesson.py), driven by keys: each rule a step names shows in
the engine's own events, a move other than the one taught is answered with its reason, and the
learner's free choices (the votes, the promises) do not derail it."""
from __future__ import annotations

from game.pagamas.actions import Ambush, Promise, Vote

from scenes.pagamas.lesson_script import ANNE, BEARD, JACK, MARY, VALUE

from . import lessons
from .lessons import events, one
from .helpers import make_app, run_until


def played(tmp_home):
    app = make_app()
    scene = lessons.start(app, "pagamas")
    chests = []

    def on_step(coach):
        if any(getattr(s, "type", s) == "loot_buried" for s in (coach.step.at,)):
            shown = scene.table.shown["seats"][ANNE]      # the chest as the table shows it, held still
            chests.append((shown["buried_count"], shown["buried_value"]))
    lessons.drive(app, scene, on_step=on_step)
    # The learner's chest counts what was buried as it landed: (cards, shares) after each burial.
    assert chests == [(4, 6), (7, 14)]
    assert scene.coach.finished
    return app, scene


def test_pagamas_teaches_each_phase_with_the_engines_own_events(tmp_home):
    app, scene = played(tmp_home)
    # The refloat completes the hand to 2: Anne keeps Boarding! and draws 1; the sailor she draws
    # goes in front of her and is replaced (a Dodge).
    refloat = events(scene, "actions_drawn", seat=ANNE, why="refloat")
    assert (refloat[0].count, refloat[0].cards, refloat[0].sailors) == (1, ("dodge",), ("sailor2",))
    # Roles: the captain hands out the characters; Anne is promoted to Second.
    first, second = events(scene, "roles_assigned")
    assert first.captain == JACK and first.roles == ("second", "captain", "lookout", "chaplain")
    # The share: players - 1 cards, their values seen by the captain and the Lookout only.
    drawn = events(scene, "loot_drawn")[0]
    assert len(drawn.cards) == 3 and drawn.visible_to == (JACK, MARY)
    assert drawn.for_viewer(ANNE).values is None
    # The vote: the greedy share is refused and taken back; the second deal is accepted.
    refused, accepted = events(scene, "votes_revealed")[:2]
    assert not refused.accepted and refused.round == 1 and refused.weights == (2, 1, 3, 1)
    assert one(scene, "share_taken_back").captain == JACK
    assert accepted.accepted and accepted.round == 2
    # A promise binds only towards a seat that voted yes: Blackbeard voted against.
    assert one(scene, "promise_made", seat=JACK, to=BEARD).line == "next_share"
    assert events(scene, "promise_judged", seat=JACK, to=BEARD)[0].kept is None
    # Dens, the Second's free ambush first, and a stack on Mary turned from the bottom.
    laid = events(scene, "ambush_laid")[:3]
    assert [(a.trapper, a.victim, a.free) for a in laid] == [(ANNE, MARY, True), (JACK, ANNE, False),
                                                             (BEARD, MARY, False)]
    outcomes = [(e.order, e.outcome) for e in events(scene, "ambush_resolved")[:3]]
    assert outcomes == [(0, "hit"), (1, "miss"), (2, "too_late")]
    assert one(scene, "dens_revealed", dens=("island", "hammock", "tavern", "hammock")).dens[ANNE] == "island"
    caught = events(scene, "ambush_resolved", order=0)[0]
    assert caught.to == ANNE and caught.loot and events(scene, "character_lost", seat=MARY)[0].why == "ambush"
    # Burying: safe on the island, Anne buries all her loot, Mary's card with it.
    buried = events(scene, "loot_buried", seat=ANNE, why="island")
    assert set(caught.loot) <= set(buried[0].cards)
    # The mutiny (allowed because an ambush hit), Boarding!, the mutineers' election, the sharks.
    assert one(scene, "mutiny_launched", seat=ANNE).reasons == ("ambush",)
    assert one(scene, "boarded", seat=ANNE).fighter == ANNE
    fight = one(scene, "mutiny_resolved")
    assert (fight.captain_strength, fight.mutineer_strength, fight.winner) == (5, 7, "mutineers")
    called = one(scene, "election_called")
    assert called.why == "mutiny" and called.eligible == (ANNE, BEARD) and called.voters == (ANNE, BEARD)
    assert events(scene, "election_result")[0].captain == ANNE
    sharks = one(scene, "thrown_to_sharks")
    assert (sharks.victim, sharks.by) == (JACK, ANNE) and [VALUE[c] for c in sharks.loot] == [3]
    # Evening 6: Anne, captain, hands out the characters and deals as taught.
    assert second.captain == ANNE and second.roles == ("captain", "lookout", "chaplain", "second")
    dealt = events(scene, "loot_given", round=1)[-3:]
    assert {(VALUE[g.card], g.to) for g in dealt} == {(3, ANNE), (2, JACK), (1, MARY)}
    # The brothel: Mary pays a loot card and draws 2 action cards.
    assert one(scene, "brothel_paid", seat=MARY).value == 1
    assert events(scene, "actions_drawn", seat=MARY, why="brothel")[0].count == 2
    # The chain: Blackbeard robs Jack, Anne robs Blackbeard of everything, Jack's card included.
    robbed = events(scene, "ambush_resolved", trapper=BEARD, victim=JACK)[0]
    chain = events(scene, "ambush_resolved", trapper=ANNE, victim=BEARD)[0]
    assert robbed.outcome == chain.outcome == "hit" and set(robbed.loot) <= set(chain.loot) and chain.to == ANNE
    # The Dodge: Mary's right guess fails, the Dodge is spent.
    dodged = events(scene, "ambush_resolved", trapper=MARY, victim=ANNE)[0]
    assert dodged.outcome == "dodged" and dodged.dodge
    assert one(scene, "card_discarded", seat=ANNE).card == "dodge"
    assert set(chain.loot) <= set(events(scene, "loot_buried", seat=ANNE, why="island")[1].cards)
    # The lesson ends as the last evening begins: three loot cards left; only buried loot counts.
    begins = events(scene, "turn_begins")[-1]
    assert (begins.turn, begins.loot_left) == (7, 3)
    state = scene.table.match.state
    assert not state.is_over() and state.front[ANNE] == [] and state.scores()[ANNE] == 14
    app.step(1 / 60)
    assert [i.label for i in scene.end_menu.items][:2] == ["Play on against bots from here", "Start a real game"]


def test_the_free_choices_do_not_derail_the_lesson(tmp_home, monkeypatch):
    """The learner may vote as they like and make promises: the lesson still reaches its end."""
    import scenes.pagamas.lesson_steps as steps
    app = make_app()
    scene = lessons.start(app, "pagamas")
    coach = scene.coach

    def opposite(step_expect):
        return Vote(not step_expect.yes) if isinstance(step_expect, Vote) else step_expect

    swapped = {}
    for k, step in enumerate(scene.lesson.steps):
        if isinstance(step.expect, Vote):
            swapped[k] = opposite(step.expect)
    assert len(swapped) == 3
    promised = False

    def choose(coach):
        nonlocal promised
        if coach.index in swapped:
            return swapped[coach.index]
        if coach.step.until is not None and not promised \
                and "promise" in {a.TYPE for a in scene.table.match.state.legal_actions(ANNE)}:
            promised = True
            return Promise("spare", BEARD)
        return None
    lessons.drive(app, scene, choose=choose)
    assert coach.finished and promised
    votes = [e.votes[ANNE] for e in events(scene, "votes_revealed")]
    assert votes == [True, False, False]
    # The promise to spare Blackbeard was broken by the ambush the lesson teaches: the table says so.
    assert events(scene, "promise_judged", seat=ANNE, to=BEARD)[0].kept is False
    assert steps.said_accepted_6(scene.table).startswith(
        "Calico Jack for (2), Mary Read for (2), Blackbeard for (2), you against (2): 6 for, 2 against: accepted.")


def test_another_ambush_is_answered_with_the_reason_and_changes_nothing(tmp_home):
    app = make_app()
    scene = lessons.start(app, "pagamas")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == Ambush(MARY, "tavern"))
    lessons.until_ready(app, scene)
    before, log = scene.table.match.state.to_json(), len(scene.table.match.log)
    lessons.press(*scene.lesson.keys(scene.table, Ambush(BEARD, "hammock")))
    for _ in range(20):
        app.step(1 / 60)
    assert scene.table.match.state.to_json() == before and len(scene.table.match.log) == log
    assert scene.coach.refusal.startswith("Your task: lay your Tavern card on Mary")
    lessons.drive(app, scene)
    assert scene.coach.finished


def test_a_pagamas_lesson_left_on_the_second_evening_resumes_there(tmp_home):
    from scenes.tutorial import slot
    app = make_app()
    scene = lessons.start(app, "pagamas")
    lessons.drive(app, scene, until=lambda c: c.open and c.step.wait == Ambush(BEARD, "tavern"))
    index, log = scene.coach.index, list(scene.table.match.log)
    lessons.leave(app)
    assert slot.saved("pagamas")

    again = make_app()
    resumed = lessons.start(again, "pagamas", resume=True)
    run_until(again, lambda: resumed.coach.open, frames=2000)
    assert resumed.table.match.log == log and resumed.coach.index == index
    lessons.drive(again, resumed)
    assert resumed.coach.finished
