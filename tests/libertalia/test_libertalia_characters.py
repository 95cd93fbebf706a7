"""One worked scenario per character ability (libertalia.md), each test named after it.

Two seats, yellow (seat 0) and red (seat 1), 10 doubloons each, goods on the day spaces
(jewels on day 6) unless a test says otherwise, so the dusk takes resolve by themselves.
"""
from __future__ import annotations

from game.libertalia.actions import (Keep, Pick, Replay, Serve, Shoot, Take,
                                     Trade)
from game.libertalia.events import (AbilityUsed, BootyDrawn, BootyMoved, CharacterDiscarded, CharacterPlayed,
                                    CharacterReturned, DoubloonsMoved)

from .helpers import new, of, play

DEAL = [1, 2, 7, 12, 16, 20, 23, 25, 28]


def end_notes(events, seat, rank):
    return [e.note for e in of(events, AbilityUsed, seat=seat, rank=rank, phase="end")]


def test_parrot_replays_a_character_from_hand_which_acts_in_its_rank_place():
    s = new(deal=[1, 10, 29, 7, 16, 20, 23, 27, 28])
    ev = play(s, (1, 29), choose=[Replay(29)])
    assert s.graveyards[0] == [1]
    played = of(ev, CharacterPlayed, seat=0, rank=29)
    assert played and played[0].index == 0          # yellow's Captain has influence 1, red's 2
    assert s.doubloons == [13, 13]                  # both Captains acted: +3 each
    assert s.dens == [[29], [29]] and 29 not in s.hands[0] and 1 not in s.hands[0]


def test_monkey_moves_all_your_cursed_relics_to_the_left_neighbour():
    s = new(deal=[2, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["relic", "goods"]})
    play(s, (20, 7), choose=[Take("relic")])
    assert s.den_booty[0] == ["relic"]
    ev = play(s, (2, 16))
    assert "relic" not in s.den_booty[0] and "relic" in s.den_booty[1]
    assert of(ev, BootyMoved, seat=0, to_seat=1, cause=2)


def test_beggar_takes_3_from_the_owner_of_the_highest_character():
    s = new(deal=[3, 29, 7, 16, 20, 23, 25, 27, 28], doubloons=[10, 2])
    play(s, (3, 29))
    assert s.doubloons == [12, 3]                   # only 2 to give; then the Captain's +3
    s = new(deal=[3, 29, 7, 16, 20, 23, 25, 27, 28])
    play(s, (3, 7))
    assert s.doubloons == [13, 8]                   # the Barkeep's +1 at night


def test_beggar_gets_nothing_when_the_highest_character_is_his_owners():
    s = new(deal=[1, 2, 3, 7, 16, 20, 23, 25, 28])
    ev = play(s, (3, 1), choose=[Replay(2)])        # red's Parrot becomes a Monkey (rank 2)
    assert [e[1] for e in of(ev, CharacterPlayed)[0].ship] == [2, 3]
    assert s.doubloons == [10, 10]
    assert not of(ev, DoubloonsMoved, cause=3)


def test_recruiter_takes_a_character_from_the_den_back_into_hand():
    s = new(deal=[4, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16))
    assert s.doubloons[0] == 11
    ev = play(s, (4, 20))
    assert 7 in s.hands[0] and s.dens[0] == [4]
    assert of(ev, CharacterReturned, seat=0, rank=7, source="den")
    assert s.doubloons[0] == 11                     # no Barkeep in the den tonight


def test_cabin_boy_takes_no_booty():
    s = new(deal=[5, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["chest", "goods"]})
    play(s, (5, 7), choose=[Take("chest")])
    assert s.den_booty == [[], ["chest"]]
    assert s.spaces[0] == ["goods"] and s.dens[0] == [5]


def test_preacher_keeps_one_booty_token_and_gains_5_at_the_end():
    s = new(deal=[6, 20, 23, 7, 8, 16, 12, 25, 27],
            booty={1: ["chest", "goods"], 2: ["jewels", "goods"]})
    play(s, (20, 7), (23, 8), choose=[Take("chest"), Take("jewels")])
    assert sorted(s.den_booty[0]) == ["chest", "jewels"]
    play(s, (6, 12), choose=[Keep("chest")])
    assert sorted(s.den_booty[0]) == ["chest", "goods"] and s.discarded == ["jewels"]
    ev = play(s, (7, 20), (8, 23), (12, 6))
    assert end_notes(ev, 0, 6) == ["+5"] and end_notes(ev, 1, 6) == ["+5"]


def test_barkeep_gains_1_every_night():
    s = new(deal=DEAL)
    play(s, (7, 16))
    assert s.doubloons[0] == 11
    play(s, (20, 23))
    assert s.doubloons[0] == 12


def test_waitress_may_discard_a_treasure_map_for_3():
    for discard, purse, maps in ((True, 13, 0), (False, 10, 1)):
        s = new(deal=[8, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["map", "goods"]})
        play(s, (20, 7), choose=[Take("map")])
        play(s, (8, 16), choose=[Serve(discard)])
        assert s.doubloons[0] == purse and s.den_booty[0].count("map") == maps
        assert s.discarded == (["map"] if discard else [])


def test_carpenter_loses_half_rounded_in_your_favour_and_gains_10_at_the_end():
    s = new(deal=[9, 7, 16, 20, 23, 25, 27, 28, 12], doubloons=[11, 10])
    play(s, (9, 16))
    assert s.doubloons[0] == 6                      # loses 5 of 11
    ev = play(s, (7, 20), (12, 23), (16, 25), (20, 27), (23, 28))
    assert end_notes(ev, 0, 9) == ["+10"]


def test_french_officer_gains_5_with_fewer_than_9():
    s = new(deal=[10, 7, 16, 20, 23, 25, 27, 28, 12], doubloons=[8, 9])
    play(s, (10, 10))
    assert s.doubloons == [13, 9]


def test_voodoo_witch_gains_2_per_character_in_the_graveyard():
    s = new(deal=[1, 11, 7, 16, 20, 23, 25, 27, 28])
    play(s, (1, 7), choose=[Replay(20)])
    assert s.graveyards[0] == [1]
    play(s, (11, 16))
    assert s.doubloons[0] == 12


def test_freed_slave_gains_1_per_higher_character_in_the_den():
    s = new(deal=[12, 7, 16, 20, 23, 25, 27, 28, 2])
    play(s, (20, 7), (12, 16))
    assert s.doubloons[0] == 11                     # the Armorer (20) outranks him; no sabres


def test_mutineer_discards_the_lowest_other_character_and_gains_2():
    s = new(deal=[13, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16))
    ev = play(s, (13, 20))
    assert s.doubloons[0] == 11 + 1 + 2             # the Barkeep still drinks that night
    assert s.dens[0] == [13] and s.graveyards[0] == [7]
    assert of(ev, AbilityUsed, seat=0, rank=7, phase="night")


def test_brute_discards_the_highest_character_on_the_ship_possibly_himself():
    s = new(deal=[14, 29, 7, 16, 20, 23, 25, 27, 28])
    play(s, (14, 29))
    assert s.graveyards[1] == [29] and s.doubloons[1] == 10   # the Captain never acted
    assert s.dens == [[14], []]
    s = new(deal=[14, 29, 7, 16, 20, 23, 25, 27, 28])
    play(s, (14, 7))
    assert s.graveyards[0] == [14] and s.dens == [[], [7]]


def test_gunner_pays_3_and_discards_a_character_from_any_den():
    s = new(deal=[15, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (16, 7))
    s.apply(0, Pick(15))
    s.apply(1, Pick(20))
    assert s.legal_actions(0) == [Shoot(0, 16), Shoot(1, 7)]   # his owner's den too
    assert s.doubloons[0] == 7
    s.apply(0, Shoot(1, 7))
    assert s.graveyards[1] == [7] and s.dens[1] == [20]


def test_topman_gains_5_when_no_player_has_fewer_characters_in_the_den():
    s = new(deal=[16, 7, 14, 20, 23, 25, 27, 28, 12])
    ev = play(s, (16, 7), (20, 23), (23, 20), (25, 12), (27, 28), (28, 25))
    assert end_notes(ev, 0, 16) == ["+5"]           # six each: a tie counts as fewest
    s = new(deal=[16, 7, 14, 20, 23, 25, 27, 28, 29])
    ev = play(s, (16, 7), (20, 23), (23, 20), (25, 25), (27, 27), (14, 29))
    assert of(ev, CharacterDiscarded, seat=1, rank=29, cause=14)
    assert end_notes(ev, 0, 16) == ["+0"]           # red lost its Captain to the Brute


def test_spanish_spy_trades_officers_for_booty_from_the_bag():
    s = new(deal=[17, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["officer", "goods"]},
            bag=["chest"])
    play(s, (20, 7), choose=[Take("officer")])
    assert s.graveyards[0] == [20] and s.den_booty[0] == ["officer"]
    ev = play(s, (17, 16))
    assert sorted(s.den_booty[0]) == ["chest", "goods"] and s.discarded == ["officer"]
    drawn = of(ev, BootyDrawn, seat=0, count=1, kinds=("chest",))
    assert drawn and drawn[0].visible_to == (0,)       # face down: see test_libertalia_hidden_booty


def test_cook_takes_two_booty_tokens():
    s = new(deal=[18, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["chest", "jewels"]})
    play(s, (18, 7), choose=[Take("chest")])
    assert s.den_booty == [["chest", "jewels"], []]


def test_bosun_gains_2_per_lower_character_in_the_den():
    s = new(deal=[19, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16), (19, 20))
    assert s.doubloons[0] == 10 + 1 + 2 + 1


def test_armorer_gains_1_per_sabre_at_night():
    s = new(deal=DEAL, booty={1: ["sabre", "goods"]})
    play(s, (20, 7), choose=[Take("sabre")])        # red's den is still empty: no one to cut
    assert s.doubloons == [11, 11] and s.graveyards == [[], []]


def test_merchant_must_sell_2_identical_tokens_for_3_or_3_for_5():
    s = new(deal=[21, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16), (20, 23), (21, 12))
    assert s.discarded == ["goods", "goods"] and s.doubloons[0] == 10 + 1 + 1 + 3 + 1
    s = new(deal=[21, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16), (20, 23), (28, 12))
    s.apply(0, Pick(21))
    s.apply(1, Pick(25))
    assert s.legal_actions(0) == [Trade("goods", 2), Trade("goods", 3)]
    s.apply(0, Trade("goods", 3))
    assert s.discarded == ["goods"] * 3 and s.doubloons[0] == 10 + 3 + 5 + 1   # and the night


def test_surgeon_takes_a_character_from_the_graveyard_back_secretly():
    s = new(deal=[1, 22, 7, 16, 20, 23, 25, 27, 28])
    play(s, (1, 7), choose=[Replay(20)])
    ev = play(s, (22, 16))
    assert 1 in s.hands[0] and s.graveyards[0] == []
    back = of(ev, CharacterReturned, seat=0, source="graveyard")[0]
    assert back.visible_to == (0,) and back.rank == 1 and back.redacted().rank is None
    theirs = s.view(1)["seats"][0]
    assert theirs["graveyard"] == [1] and theirs["healed"] == 1 and theirs["hand_unknown"] == 1
    assert 1 not in theirs["hand"]
    mine = s.view(0)["seats"][0]
    assert mine["graveyard"] == [] and 1 in mine["hand"]


def test_treasurer_gains_1_per_goods_jewel_and_chest_at_the_end():
    s = new(deal=[23, 7, 16, 20, 12, 25, 27, 28, 2],
            booty={1: ["chest", "relic"], 2: ["jewels", "map"]})
    ev = play(s, (23, 7), (20, 12), (16, 25), (12, 16), (7, 20), (2, 27),
              choose=[Take("chest"), Take("jewels")])
    assert end_notes(ev, 0, 23) == ["+6"]           # chest, jewels and 4 goods


def test_gambler_pays_1_per_booty_token_and_gains_8_at_the_end():
    s = new(deal=[24, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16), (20, 23), (24, 12))
    assert s.doubloons[0] == 10 + 1 + 1 - 2 + 1
    ev = play(s, (12, 20), (16, 25), (23, 27))
    assert end_notes(ev, 0, 24) == ["+8"]


def test_governors_daughter_gains_6_alone_else_pays_3():
    s = new(deal=[25, 7, 16, 20, 23, 12, 27, 28, 2])
    ev = play(s, (25, 7), (7, 16), (16, 20), (20, 23), (23, 12), (12, 27))
    assert end_notes(ev, 0, 25) == ["+6"]
    s = new(deal=[25, 7, 16, 20, 23, 12, 27, 28, 2])
    ev = play(s, (25, 25), (7, 16), (16, 20), (20, 23), (23, 12), (12, 7))
    assert end_notes(ev, 0, 25) == ["-3"] and end_notes(ev, 1, 25) == ["-3"]


def test_quartermaster_gains_1_per_booty_token_and_pays_8_at_the_end():
    s = new(deal=[26, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16), (20, 23), (26, 12))
    assert s.doubloons[0] == 10 + 1 + 1 + 2 + 1
    ev = play(s, (12, 20), (16, 25), (23, 28))
    assert end_notes(ev, 0, 26) == ["-8"]


def test_granny_wata_gains_2_alone_else_every_granny_is_discarded():
    s = new(deal=DEAL[:-1] + [27])
    play(s, (27, 16))
    assert s.doubloons[0] == 12 and s.dens[0] == [27]
    s = new(deal=DEAL[:-1] + [27])
    play(s, (27, 27))
    assert s.doubloons == [10, 10] and s.graveyards == [[27], [27]] and s.dens == [[], []]


def test_first_mate_gains_1_per_character_in_the_den_at_the_end():
    s = new(deal=DEAL)
    ev = play(s, (28, 7), (7, 16), (16, 20), (20, 23), (23, 12), (12, 28))
    assert end_notes(ev, 0, 28) == ["+6"]


def test_captain_gains_3_and_pays_3_per_cursed_relic_at_the_end():
    s = new(deal=[29, 7, 16, 20, 23, 25, 27, 28, 12],
            booty={1: ["relic", "relic"], 2: ["relic", "goods"]})
    play(s, (29, 7))
    assert s.doubloons[0] == 13 and s.den_booty[0] == ["relic"]
    ev = play(s, (20, 16), (7, 20), (16, 23), (23, 25), (25, 27), choose=[Take("relic")])
    assert end_notes(ev, 0, 29) == ["-6"]


def test_spanish_governor_discards_every_character_in_your_den():
    s = new(deal=[30, 7, 16, 20, 23, 25, 27, 28, 12])
    play(s, (7, 16), (20, 23))
    play(s, (30, 12))
    assert s.graveyards[0] == [7, 20] and s.dens[0] == [30]
