"""Cartagena's teaching (issue 39): its phase line (the turn's three actions, whom the table waits
for, the next player's turn), its lesson's tasks judged on the engine's own movement, and the rules
its screens teach as the rulebook (../shared/rules/cartagena.es.txt) and this edition's rulings say."""
from __future__ import annotations

import game
from game import Match, Seat
from game.cartagena.actions import MoveBack, PlayCard, move_back, play_card
from game.cartagena.variants import Variant, describe_rules
from scenes.cartagena import glossary, lesson, rules, tips
from scenes.cartagena.phases import phases

NAMES = ["Anne", "Calico Jack", "Mary"]


def state(**options):
    seats = [Seat(n, None, i) for i, n in enumerate(NAMES)]
    return Match.new("cartagena", seats, seed=3, options=options).state


def test_the_phase_line_lights_the_action_being_taken_and_names_the_next_players_turn():
    s = state()
    p = phases(s.view(0), NAMES)
    assert p.ids == ("action1", "action2", "action3") and p.id == "action1"
    assert p.waiting == (0,) and p.next_name() == "Action 2"
    s.apply(0, next(a for a in s.legal_actions(0) if isinstance(a, PlayCard)))
    s.apply(0, next(a for a in s.legal_actions(0) if isinstance(a, PlayCard)))
    p = phases(s.view(0), NAMES)
    assert p.id == "action3" and p.next_name() == "Calico Jack's turn"     # after the third: the next player


def test_the_hooks_power_takes_two_of_the_three_actions_on_the_phase_line():
    setup = {"positions": [[3, 3, 0, 0, 0, 0], [0] * 6], "hands": [["hook", "rum", "pistol"], ["rum"]],
             "path": ["rum", "pistol", "hook", "lantern", "chest", "parrot", "rum", "pistol", "hook", "lantern"]}
    seats = [Seat(n, None, i) for i, n in enumerate(NAMES[:2])]
    s = Match.new("cartagena", seats, seed=3, options={"sorceress": True, "setup": setup}).state
    hook = next(a for a in s.legal_actions(0) if a.TYPE == "invoke_hook")
    s.apply(0, hook)
    p = phases(s.view(0), NAMES[:2])
    assert p.id == "action3" and s.view(0)["actions_taken"] == 2


def test_the_filibusters_discards_wait_for_every_player_who_discards():
    view = dict(state().view(0), to_move=[1, 2])
    assert phases(view, NAMES).waiting == (1, 2)
    over = dict(state().view(0), is_over=True)
    assert phases(over, NAMES).id is None and phases(over, NAMES).after == ""


def test_each_chapter_ends_in_a_task_judged_on_the_engines_own_movement():
    chapters = lesson.LESSON.chapters
    assert [c.title for c in chapters] == ["Forward with a card", "Back to draw", "The sloop", "A race to the finish"]
    assert all(any(s.task for s in c.steps) for c in chapters)
    s = Match.new("cartagena", [Seat("Anne", None, 0), Seat("Calico Jack", "normal", 1)], seed=1672,
                  options={"pieces": 4, "setup": lesson.SETUP}).state
    s.apply(0, play_card("rum", 0))
    view = s.view(0)
    assert [c for c in sorted(set(view["hand"])) if lesson.furthest(view, PlayCard(c, 0))] == ["lantern"]
    s.apply(0, play_card("lantern", 0))
    view = s.view(0)
    backs = [a for a in s.legal_actions(0) if isinstance(a, MoveBack)]
    assert [a for a in backs if lesson.draws_two(view, a)] == [move_back(10)]
    assert lesson.boards(view, play_card("rum", 22)) and not lesson.boards(view, play_card("rum", 15))


def test_the_screens_teach_the_rulebooks_costs_and_the_lobbys_pirates():
    assert "Each power is one action" not in tips.TIPS["sorceress"] and "two" in tips.TIPS["sorceress"]
    assert "two actions" in glossary.POWERS["hook"].rule
    assert "Six per player" not in glossary.PIRATE.rule and "four or five" in glossary.PIRATE.rule
    great = " ".join(describe_rules(Variant.from_options({"sorceress": True})))
    assert "hook + card (two actions)" in great
    assert game.get("cartagena").options["pirates"].choices == (4, 5, 6)


def test_moving_back_from_the_goal_is_taught_as_the_rulebook_and_this_editions_rulings_have_it():
    base = next(p for p in rules.base_pages() if p.title == "Moving back").text
    assert "rulebook's own example" in base                  # the red player's pirate leaves the sloop
    jungle = " ".join(p.text for p in rules.pages({"episode": "jungle"}))
    great = " ".join(p.text for p in rules.pages({"episode": "great"}))
    assert "This edition's ruling: a pirate in the cove may move back" in jungle
    assert "This edition's rulings: a pirate aboard at Cartagena may move back" in great
    assert "may move back" not in " ".join(p.text for p in rules.pages({"episode": "jungle"})
                                            if "This edition" not in p.text and "rulebook" not in p.text)
