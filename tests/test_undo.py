"""Taking back (Match.undo): a human's own actions, within their turn, until something is revealed."""
from __future__ import annotations

import random

import pytest

import game
from game import IllegalAction
from game.core.match import Match, Seat

PLAYERS = {"cartagena": 3, "jamaica": 3, "libertalia": 3, "palabra": 4, "pagamas": 4}
# The event that shows something hidden, per game, and the reason a take-back then gives.
REVEALS = {
    "cartagena": ("cards_drawn", "cards have been drawn"),
    "jamaica": ("card_revealed", "the chosen cards are being revealed"),
    "libertalia": ("revealed", "the characters have been revealed"),
    "palabra": ("bids_revealed", "the bids have been revealed"),
    "pagamas": ("votes_revealed", "the votes have been revealed"),
}


def humans(gid: str, tmp_path=None, bots: int = 0) -> Match:
    n = PLAYERS[gid]
    seats = [Seat(f"P{i}") for i in range(n - bots)]
    seats += [Seat(f"B{i}", bot=game.get(gid).default_bot) for i in range(bots)]
    path = tmp_path / f"{gid}.json" if tmp_path is not None else None
    return Match.new(gid, seats, seed=5, journal_path=path)


def random_steps(match: Match, rng: random.Random, steps: int):
    """Play random legal actions; yield (seat, action, events, json before) after each."""
    for _ in range(steps):
        if match.is_over():
            return
        seat = rng.choice(match.state.to_move())
        action = rng.choice(match.state.legal_actions(seat))
        before = match.state.to_json()
        events = match.submit(seat, action)
        yield seat, action, events, before


@pytest.mark.parametrize("gid", game.ids())
def test_undo_restores_the_state_exactly_and_the_journal_replays(gid, tmp_path):
    match = humans(gid, tmp_path)
    rng = random.Random(11)
    taken = refused = 0
    for seat, action, events, before in random_steps(match, rng, 160):
        after = match.state.to_json()
        if match.can_undo(seat):
            match.undo(seat)
            assert match.state.to_json() == before
            assert match.queue[-1].TYPE == "taken_back" and match.queue[-1].seat == seat
            # the journal holds exactly the actions that stand: its replay is this state
            assert Match.resume(match.journal_path).state.to_json() == before
            match.submit(seat, action)            # played again, it gives the same state
            assert match.state.to_json() == after
            taken += 1
        else:
            reason = match.why_no_undo(seat)
            with pytest.raises(IllegalAction, match="cannot take back"):
                match.undo(seat)
            assert reason and match.state.to_json() == after
            refused += 1
    assert taken and refused
    resumed = Match.resume(match.journal_path)
    assert resumed.state.to_json() == match.state.to_json()
    assert resumed.taken_back == match.taken_back and len(match.taken_back) == taken


@pytest.mark.parametrize("gid", game.ids())
def test_undo_refused_once_something_is_revealed(gid):
    kind, reason = REVEALS[gid]
    match = humans(gid)
    rng = random.Random(3)
    for seat, action, events, before in random_steps(match, rng, 2000):
        if any(e.TYPE == kind for e in events):
            with pytest.raises(IllegalAction, match="cannot take back") as refused:
                match.undo(seat)
            phrases = type(match.state).UNDO_REVEALS.values()
            assert reason in phrases and any(p in str(refused.value) for p in phrases)
            return
    pytest.fail(f"no {kind} event in 2000 random actions")


@pytest.mark.parametrize("gid", game.ids())
def test_undo_refused_after_luck_is_drawn(gid):
    """An action that moved the state's Rng (a draw, a roll, the bag) cannot be taken back."""
    match = humans(gid)
    rng = random.Random(8)
    for seat, action, events, before in random_steps(match, rng, 2000):
        if match.state.rng.state != game.get(gid).from_json(before).rng.state:
            assert not match.can_undo(seat)
            with pytest.raises(IllegalAction):
                match.undo(seat)
            return
    pytest.fail("no action drew on luck in 2000 random actions")


def test_cartagena_several_moves_of_one_turn_are_taken_back_one_by_one():
    match = humans("cartagena")
    start = match.state.to_json()
    seat = match.state.to_move()[0]
    plays = [a for a in match.state.legal_actions(seat) if a.TYPE == "play_card"]
    match.submit(seat, plays[0])
    middle = match.state.to_json()
    match.submit(seat, [a for a in match.state.legal_actions(seat) if a.TYPE == "play_card"][0])
    assert match.can_undo(seat)
    match.undo(seat)
    assert match.state.to_json() == middle
    match.undo(seat)
    assert match.state.to_json() == start and match.log == []
    with pytest.raises(IllegalAction, match="nothing more to take back"):
        match.undo(seat)
    assert [t[0] for t in match.taken_back] == [1, 0]


def test_cartagena_a_finished_turn_cannot_be_taken_back():
    match = humans("cartagena")
    seat = match.state.to_move()[0]
    while match.state.to_move() == [seat]:
        acts = match.state.legal_actions(seat)
        match.submit(seat, next((a for a in acts if a.TYPE == "play_card"), acts[0]))
    with pytest.raises(IllegalAction, match="turn is over|drawn"):
        match.undo(seat)


def test_libertalia_a_secret_pick_is_taken_back_before_the_reveal():
    match = humans("libertalia")
    movers = match.state.to_move()
    assert len(movers) == 3
    a = match.state.legal_actions(movers[0])[0]
    before = match.state.to_json()
    match.submit(movers[0], a)
    assert match.can_undo(movers[0])
    match.undo(movers[0])
    assert match.state.to_json() == before
    match.submit(movers[0], a)
    match.submit(movers[1], match.state.legal_actions(movers[1])[0])
    with pytest.raises(IllegalAction, match="another seat|has played since"):
        match.undo(movers[0])    # another seat has chosen since: its checkpoint is gone


def test_a_bot_never_takes_back_and_nobody_takes_back_a_bots_move():
    match = humans("cartagena", bots=2)
    while not match.bots_to_move():
        seat = match.state.to_move()[0]
        match.submit(seat, match.state.legal_actions(seat)[0])
    bot = match.bots_to_move()[0]
    match.submit(bot, match.bot_choice(bot))
    with pytest.raises(IllegalAction, match="bots never take back"):
        match.undo(bot)
    with pytest.raises(IllegalAction, match="cannot take back"):
        match.undo(0)


def test_undo_of_a_seat_not_at_the_table_is_refused():
    match = humans("jamaica")
    for seat in (7, -1, True, "0"):
        assert not match.can_undo(seat)
        with pytest.raises(IllegalAction):
            match.undo(seat)


def test_a_journal_with_a_bad_taken_back_record_is_refused(tmp_path):
    match = humans("cartagena", tmp_path)
    data = match.to_journal()
    data["taken_back"] = [[0, 0]]
    path = tmp_path / "bad.json"
    game.core.journal.write_atomic(path, data)
    with pytest.raises(game.JournalError, match="taken-back entry 1"):
        Match.resume(path)


@pytest.mark.parametrize("gid,kind", [
    ("libertalia", "pick"), ("palabra", "talk"), ("palabra", "place"), ("palabra", "bid"),
    ("pagamas", "vote"), ("pagamas", "land"),
])
def test_a_face_down_choice_is_taken_back_until_all_are_revealed(gid, kind):
    """Simultaneous secret choices: the first seat may take its choice back while others still
    choose; once the last seat has chosen and all are shown, nobody can."""
    match = humans(gid)
    rng = random.Random(6)
    for _ in range(3000):
        movers = match.state.to_move()
        chooser = next((s for s in movers if any(a.TYPE == kind for a in match.state.legal_actions(s))), None)
        if len(movers) >= 2 and chooser is not None:
            break
        seat = rng.choice(movers)
        match.submit(seat, rng.choice(match.state.legal_actions(seat)))
    else:
        pytest.fail(f"no simultaneous {kind} reached")
    before = match.state.to_json()
    action = rng.choice([a for a in match.state.legal_actions(chooser) if a.TYPE == kind])
    events = match.submit(chooser, action)
    assert all(e.visible_to in (None, (chooser,)) for e in events)
    assert match.can_undo(chooser), match.why_no_undo(chooser)
    match.undo(chooser)
    assert match.state.to_json() == before
    match.submit(chooser, action)
    others = [s for s in match.state.to_move() if s != chooser]
    for s in others:
        match.submit(s, match.state.legal_actions(s)[0])
    assert not any(match.can_undo(s) for s in range(len(match.seats)))
    with pytest.raises(IllegalAction, match="cannot take back"):
        match.undo(others[-1])


def test_jamaica_the_secret_card_choice_draws_at_once_so_it_stands():
    """Jamaica's rulebook draws back to three right after the secret choice: a card has been
    seen, so the choice cannot be taken back (the captain's dice placement before it can)."""
    match = humans("jamaica")
    captain = match.state.to_move()[0]
    place = match.state.legal_actions(captain)
    assert {a.TYPE for a in place} == {"place_dice"}
    before = match.state.to_json()
    match.submit(captain, place[-1])
    assert match.can_undo(captain)
    match.undo(captain)
    assert match.state.to_json() == before
    match.submit(captain, place[0])
    seat = match.state.to_move()[0]
    match.submit(seat, match.state.legal_actions(seat)[0])
    with pytest.raises(IllegalAction, match="cards have been drawn"):
        match.undo(seat)
