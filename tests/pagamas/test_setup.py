"""ORGANIZZAZIONE DEL GIOCO: decks per player count, characters, the first captain, start hands."""
from __future__ import annotations

from collections import Counter

import pytest

from game.pagamas import SPEC, cards
from game.pagamas.actions import AssignRoles

from .helpers import new


@pytest.mark.parametrize("players,ones,twos,threes", [(6, 24, 12, 6), (5, 20, 10, 5),
                                                       (4, 16, 8, 4), (3, 12, 6, 3)])
def test_loot_deck_per_player_count(players, ones, twos, threes):
    """"Partite con 5 giocatori, si tengono solo 35 carte Bottino : Una parte (x20), Due parti
    (x10), Tre parti (x5)" (and 28 for 4, 21 for 3, the whole deck for 6)."""
    s = SPEC.new_state(players, 3)
    assert Counter(s.value) == {1: ones, 2: twos, 3: threes}
    assert len(s.loot_deck) == ones + twos + threes


@pytest.mark.parametrize("players,left_out", [(6, set()), (5, {"cook"}),
                                              (4, {"cook", "boatswain"}),
                                              (3, {"cook", "boatswain", "chaplain"})])
def test_characters_per_player_count(players, left_out):
    """"Il personaggio Cambusiere non viene utilizzato" (5); "Cambusiere e Nostromo" (4);
    "Cambusiere, Nostromo e il Cappellano" (3)."""
    s = SPEC.new_state(players, 3)
    assert set(s.characters) == set(cards.CHARACTERS) - left_out
    assert len(s.characters) == players
    legal = s.clone()
    while legal.phase == "refloat":
        seat = legal.to_move()[0]
        legal.apply(seat, legal.legal_actions(seat)[0])
    for a in legal.legal_actions(legal.captain):
        assert isinstance(a, AssignRoles) and sorted(r for r in a.roles) == sorted(s.characters)


def test_first_captain_is_the_highest_loot_draw_and_ties_draw_again():
    """"Colui che pesca dal mazzo il valore più alto diventa il primo Capitano ... In caso di
    parità, i giocatori pari pescano di nuovo una carta finché uno di loro esce vittorioso.
    Tutte queste carte Bottino sono rimesse nel pacchetto del Bottino e mescolate.\""""
    tied = 0
    for seed in range(40):
        s = SPEC.new_state(4, seed)
        rounds = s.view(None)["captain_draw"]
        last = rounds[-1]
        best = max(v for _, v in last)
        assert [seat for seat, v in last if v == best] == [s.captain]
        for before, after in zip(rounds, rounds[1:]):
            top = max(v for _, v in before)
            assert sorted(seat for seat, _ in after) == sorted(x for x, v in before if v == top)
        tied += len(rounds) > 1
        assert len(s.loot_deck) == 28                 # every drawn card went back
        assert s.roles[s.captain] == "captain"
        assert [r for r in s.roles if r] == ["captain"]
    assert tied > 0


def test_start_hands_two_action_cards_sailors_placed_at_once():
    """pagamas.md: "every player gets 2 action cards"; sailors are placed and replaced."""
    for seed in range(10):
        s = SPEC.new_state(5, seed)
        for seat in range(5):
            assert len(s.hands[seat]) == 2
            assert not any(cards.is_sailor(k) for k in s.hands[seat])
        assert len(s.action_deck) + sum(len(h) + len(p) for h, p in zip(s.hands, s.sailors)) == 40


def test_action_deck_composition():
    assert cards.ACTION_DECK == {"sailor1": 10, "sailor2": 6, "sailor3": 2, "ambush": 8,
                                 "dodge": 6, "boarding": 5, "salvage": 3}
    assert cards.ACTION_CARDS == 40


def test_mutiny_card_starts_on_calm_sea():
    """"Si pone infine la carta Ammutinamento! sul lato Mare piatto (lato nero)."""
    assert SPEC.new_state(3, 0).view(None)["mutiny_card"] == "calm"


def test_setup_option_fixes_the_random_parts():
    s = new(3, captain=2, loot=[3, 3, 1], hands=[["dodge"], [], ["ambush"]],
            sailors=[[], ["sailor3"], []], loot_in_front=[[2], [], []], buried=[[], [1], []],
            discard=[2], roles=[None, None, "captain"], dodges=[True], turn=4)
    assert s.captain == 2 and s.turn == 4 and s.view(0)["turn"] == 4
    assert [s.value[c] for c in s.loot_deck[:3]] == [3, 3, 1]
    assert s.hands == [["dodge"], [], ["ambush"]] and s.sailors[1] == ["sailor3"]
    assert [s.value[c] for c in s.front[0]] == [2] and [s.value[c] for c in s.buried[1]] == [1]
    assert [s.value[c] for c in s.loot_discard] == [2]
    s.check_invariants()


@pytest.mark.parametrize("setup,word", [({"dice": 1}, "dice"), ({"captain": 7}, "captain"),
                                        ({"loot": [4]}, "loot"), ({"hands": [["gold"], [], []]}, "hands"),
                                        ({"hands": [["sailor1"], [], []]}, "hands"),
                                        ({"captain": 0, "roles": ["second", "captain", None]}, "roles"),
                                        ({"loot_in_front": [[3, 3, 3, 3], [], []]}, "loot_in_front"),
                                        ({"dodges": ["yes"]}, "dodges"), ({"turn": 0}, "turn"),
                                        ("x", "setup")])
def test_bad_setups_are_refused_naming_the_field(setup, word):
    with pytest.raises(ValueError, match=word):
        SPEC.new_state(3, 0, {"setup": setup})
