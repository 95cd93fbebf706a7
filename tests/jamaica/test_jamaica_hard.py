"""The hard level's playbook: the root moves it searches, and a search that plays legal moves."""
from __future__ import annotations

from game.core.rng import Rng
from game.jamaica import SPEC, levels
from game.jamaica.actions import ChooseCard, Gunpowder, Loot
from game.jamaica.tactics import loot_score, policy
from jamaica_helpers import game, play_round, ship


def _combat(attacker_powder=9, defender_powder=3):
    """Ship 0 sails 2 onto space 3, where ship 1 waits: ship 0 chooses its gunpowder."""
    cards = ["forward/food", "food/gunpowder"]
    a = [("gold", 3)] + ([("gunpowder", attacker_powder)] if attacker_powder else [])
    d = [("food", 4), ("gold", 2), ("food", 1)] + ([("gunpowder", defender_powder)] if defender_powder else [])
    st = game(cards=cards, combat=[4, 4, 4, 4], dice=((2, 5),),
              ships=[ship(1, holds=a), ship(3, holds=d, hidden=["plus3"])])
    play_round(st, 2, 5, cards)
    return st


def test_the_gunpowder_candidates_are_the_quick_rules_amount_its_neighbours_and_none():
    st = _combat()
    legal = st.legal_actions(0)
    assert len(legal) == 10 and isinstance(legal[0], Gunpowder)
    best = policy(st, 0, legal).amount
    got = levels.candidates(st, 0, legal)
    assert set(got) <= set(legal) and Gunpowder(0) in got and Gunpowder(best) in got
    assert {a.amount for a in got} == {0} | {n for n in (best - 1, best, best + 1) if 0 <= n <= 9}


def test_the_loot_candidates_are_the_best_few_by_the_quick_rule():
    st = _combat(attacker_powder=0, defender_powder=0)
    while not isinstance(st.legal_actions(st.to_move()[0])[0], Loot):
        seat = st.to_move()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    seat = st.to_move()[0]
    legal = st.legal_actions(seat)
    t = st.stack[-1]
    w, l = t["winner"], (t["d"] if t["winner"] == t["a"] else t["a"])
    got = levels.candidates(st, seat, legal)
    assert len(legal) > levels.LOOT_CANDIDATES == len(got) and set(got) <= set(legal)
    assert max(legal, key=lambda a: loot_score(st, w, l, a)) in got


def test_every_card_is_a_candidate():
    st = SPEC.new_state(2, seed=5)
    seat = st.to_move()[0]
    if st.phase() == "place_dice":
        st.apply(seat, st.legal_actions(seat)[0])
    legal = st.legal_actions(0)
    assert isinstance(legal[0], ChooseCard) and levels.candidates(st, 0, legal) == legal


def test_the_hard_bot_searches_only_its_candidates_and_plays_legal_moves():
    st = _combat()
    bot = levels.hard(3, effort=40)
    action = bot.choose(st.determinize(0, Rng(1)), 0)
    assert action in levels.candidates(st, 0, st.legal_actions(0))
    assert {m[0] for m in bot.stats.visits} <= set(levels.candidates(st, 0, st.legal_actions(0)))


def test_a_rivals_face_down_card_is_chosen_again_as_the_quick_rule_would():
    st = SPEC.new_state(2, seed=5)
    seat = st.to_move()[0]
    if st.phase() == "place_dice":
        st.apply(seat, st.legal_actions(seat)[0])
    st.apply(1, st.legal_actions(1)[0])          # seat 1's card, face down for seat 0
    for k in range(6):
        w = levels.rivals_rechoose(st.determinize(0, Rng(k)), 0, Rng(50 + k))
        pool = sorted(w.hands[1] + [w.chosen[1]])
        assert pool == sorted(st.determinize(0, Rng(k)).hands[1] + [st.determinize(0, Rng(k)).chosen[1]])
        assert w.chosen[1] in pool and len(w.hands[1]) == len(st.hands[1])


def test_the_playouts_place_the_dice_and_choose_cards_by_the_playout_rule_the_quick_rule_does_not():
    from game.jamaica.actions import PlaceDice
    from game.jamaica.playout import quick_card, quick_place
    st = SPEC.new_state(2, seed=5)
    seat = st.to_move()[0]
    assert st.phase() == "place_dice" and levels.PLAYOUT_CARDS == "stride"
    legal = st.legal_actions(seat)
    assert isinstance(legal[0], PlaceDice) and len(legal) == 2
    assert levels.playout_move(st, seat, legal, Rng(7)) == quick_place(st, seat, legal, Rng(7))
    picks = {levels.quick_move(st, seat, legal, Rng(k)) for k in range(40)}
    assert picks == set(legal)          # the quick rule (easy, normal's slips) places the dice at random
    st.apply(seat, levels.playout_move(st, seat, legal, Rng(7)))
    cards = st.legal_actions(0)
    assert levels.playout_move(st, 0, cards, Rng(8)) == quick_card(st, 0, cards, Rng(8))
