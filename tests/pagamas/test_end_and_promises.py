"""The end (CONDIZIONI DI VITTORIA) and the captain's promises (kept, broken, void)."""
from __future__ import annotations

from game.pagamas.actions import AssignRoles, CallVote, Give, Promise, Vote

from .helpers import act, deal, land, new, of_type, roles, run_until


def last_turn(**setup):
    """3 players with a single loot card left in the deck: this turn is the last."""
    return new(3, loot_in_front=[[1] * 6, [1] * 5, [2] * 6 + [3] * 2], **setup)


def test_the_game_ends_the_turn_the_loot_deck_runs_out_only_buried_loot_counts():
    """"La partita termina nel turno il quale si esaurisce il mazzo di carte bottino. Il
    vincitore é quindi il giocatore che ha sepolto più bottino." and Q&A "Si contano le carte
    Bottino non sotterrate per il conteggio finale? No, le carte Bottino non sotterrate sono
    perdute.\""""
    s = last_turn(buried=[[], [], [3]])
    roles(s, "captain", "second", "lookout")
    assert len(s.share["cards"]) == 1 and s.last_turn
    deal(s, [1])
    ev = land(s, ["hammock", "island", "hammock"])
    ev += run_until(s, "over")
    assert s.is_over() and s.to_move() == []
    over = of_type(ev, "game_over")[0]
    # seat 0 holds six unburied cards: lost; seat 1 buried its 5 ones and the one it was given
    assert s.scores() == [0, 6, 3] and over.scores == (0, 6, 3) and s.winners() == [1]
    assert over.buried[1] == (1, 1, 1, 1, 1, 1)
    assert s.view(2)["seats"][0]["buried_value"] == 0 and s.view(None)["winners"] == [1]


def test_a_tie_is_shared():
    s = last_turn(buried=[[], [], [3]])
    roles(s, "captain", "second", "lookout")
    deal(s, [2])
    land(s, ["hammock", "hammock", "hammock"])
    run_until(s, "over")
    assert s.scores() == [0, 0, 3] and s.winners() == [2]
    s = new(3, buried=[[3], [2, 1], []], loot_in_front=[[1] * 5, [1] * 5, [2] * 5 + [3] * 2])
    roles(s, "captain", "second", "lookout")
    deal(s, [2])
    land(s, ["hammock", "hammock", "hammock"])
    run_until(s, "over")
    assert s.scores()[:2] == [3, 3] and s.winners() == [0, 1]


def test_buried_values_stay_hidden_until_the_end():
    s = last_turn(buried=[[], [3], []])
    assert s.view(0)["seats"][1]["buried_value"] is None
    assert s.view(0)["seats"][1]["buried_count"] == 1
    assert s.view(1)["seats"][1]["buried_value"] == 3


def promise_then(line: str, vote_yes: bool = True):
    s = new(3)
    roles(s, "captain", "second", "lookout")
    run_until(s, "share", "promise")
    act(s, 0, Promise(line=line, to=2))
    act(s, 0, CallVote())
    for x in (0, 1, 2):
        act(s, x, Vote(yes=vote_yes or x != 2))
    return s


def test_promise_next_share_kept():
    s = promise_then("next_share")
    land(s, ["hammock"] * 3)
    run_until(s, "roles")
    act(s, 0, AssignRoles(roles=("captain", "second", "lookout")))
    cards = list(s.share["cards"])
    act(s, 0, Give(card=cards[0], to=2))
    act(s, 0, Give(card=cards[1], to=0))
    act(s, 0, CallVote())
    ev = []
    for x in (0, 1, 2):
        ev += act(s, x, Vote(yes=True))
    judged = of_type(ev, "promise_judged")[0]
    assert (judged.seat, judged.to, judged.kept) == (0, 2, True)
    assert s.view(1)["word"]["0"] == {"kept": 1, "broken": 0}


def test_promise_next_share_broken():
    s = promise_then("next_share")
    land(s, ["hammock"] * 3)
    run_until(s, "roles")
    act(s, 0, AssignRoles(roles=("captain", "second", "lookout")))
    cards = list(s.share["cards"])
    act(s, 0, Give(card=cards[0], to=1))
    act(s, 0, Give(card=cards[1], to=0))
    act(s, 0, CallVote())
    ev = []
    for x in (0, 1, 2):
        ev += act(s, x, Vote(yes=True))
    assert of_type(ev, "promise_judged")[0].kept is False
    assert s.view(2)["word"]["0"] == {"kept": 0, "broken": 1}
    assert s.view(2)["promises"][0]["kept"] is False


def test_promise_second_judged_at_the_next_role_assignment():
    s = promise_then("second")
    land(s, ["hammock"] * 3)
    run_until(s, "roles")
    ev = act(s, 0, AssignRoles(roles=("captain", "lookout", "second")))
    assert of_type(ev, "promise_judged")[0].kept is True


def test_promise_spare_broken_by_an_ambush():
    s = new(3, hands=[["ambush"], [], []])
    roles(s, "captain", "second", "lookout")
    run_until(s, "share", "promise")
    act(s, 0, Promise(line="spare", to=2))
    act(s, 0, CallVote())
    for x in (0, 1, 2):
        act(s, x, Vote(yes=True))
    land(s, ["hammock"] * 3)
    from game.pagamas.actions import Ambush, Pass
    act(s, 1, Pass())
    ev = act(s, 0, Ambush(victim=2, den="tavern"))
    assert of_type(ev, "promise_judged")[0].kept is False


def test_a_promise_to_a_seat_that_voted_no_is_void():
    s = promise_then("next_share", vote_yes=False)
    assert s.promises[0]["kept"] is None and s.promises[0]["judged"]


def test_a_promise_of_a_fallen_captain_is_void():
    s = promise_then("next_share")
    land(s, ["tavern", "hammock", "hammock"])
    from game.pagamas.actions import Ambush
    ev = act(s, 1, Ambush(victim=0, den="tavern"))
    judged = of_type(ev, "promise_judged")
    assert judged and judged[0].kept is None


def test_the_second_hears_you_stay_my_second():
    s = new(3)
    roles(s, "captain", "second", "lookout")
    run_until(s, "share", "promise")
    ev = act(s, 0, Promise(line="second", to=1))
    ev += act(s, 0, Promise(line="second", to=2))
    texts = [e.text for e in of_type(ev, "promise_made")]
    assert texts == ["Vote yes and you stay my Second.", "Vote yes and you are my Second next turn."]
    assert [p["text"] for p in s.view(None)["promises"]] == texts
