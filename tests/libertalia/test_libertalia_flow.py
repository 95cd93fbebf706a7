"""The flow of Libertalia: the deals, the booty, dawn, day, dusk, night, the day of rest, the end."""
from __future__ import annotations

from collections import Counter

import pytest

from game import IllegalAction
from game.libertalia import SPEC, flow
from game.libertalia.actions import Pick, Replay, Slash, Take
from game.libertalia.booty import value
from game.libertalia.characters import COLOURS, RANKS, influence
from game.libertalia.events import (AbilityUsed, CampaignScored, CharacterDiscarded,
                                    CharacterPlayed, GameOver, Picked, Revealed, ToDen)

from .helpers import new, of, play


def test_influence_numbers_each_colour_holds_each_value_on_five_cards():
    for c in range(len(COLOURS)):
        assert Counter(influence(c, r) for r in RANKS) == {v: 5 for v in range(1, 7)}
    for r in RANKS:
        assert sorted(influence(c, r) for c in range(6)) == [1, 2, 3, 4, 5, 6]
    assert [influence(c, 6) for c in range(6)] == [6, 1, 2, 3, 4, 5]


def test_tie_on_rank_is_ordered_by_influence_lower_goes_left():
    s = new(3, deal=[6, 7, 16, 20, 23, 25, 27, 28, 12])
    ev = []
    for seat in range(3):
        ev += s.apply(seat, Pick(6))
    ship = of(ev, Revealed)[0].ship
    assert ship == ((1, 6), (2, 6), (0, 6))      # red 1, blue 2, yellow 6
    day = [e.seat for e in of(ev, AbilityUsed, rank=6, phase="day")]
    assert day == [1, 2, 0]                       # the Preachers act left to right


def test_campaign_one_deals_the_same_nine_characters_to_everyone():
    s = SPEC.new_state(4, seed=5)
    assert len(s.deal) == 9 and all(h == sorted(s.deal) for h in s.hands)
    assert len(s.deck) == 21 and s.doubloons == [10] * 4


def test_booty_one_token_per_player_per_day_from_a_full_bag():
    # The rulebook's example: 24 tokens for 4 players, 4 on each space.
    for n in (2, 4, 6):
        s = SPEC.new_state(n, seed=n)
        assert [len(d) for d in s.spaces] == [n] * 6 and len(s.bag) == 50 - 6 * n
        s.check_invariants()


def test_dawn_picks_are_secret_until_all_are_revealed_together():
    s = new(3, deal=[6, 7, 16, 20, 23, 25, 27, 28, 12])
    ev = s.apply(0, Pick(20))
    picked = of(ev, Picked)[0]
    assert picked.visible_to == (0,) and picked.redacted().rank is None
    assert s.to_move() == [1, 2] and s.ship == []
    assert s.view(1)["seats"][0]["pick"] is None and s.view(1)["seats"][0]["picked"]
    assert s.view(0)["seats"][0]["pick"] == 20
    assert 20 in s.view(1)["seats"][0]["hand"]     # the others still count it as held
    s.apply(1, Pick(7))
    ev = s.apply(2, Pick(28))
    assert of(ev, Revealed)[0].picks == ((0, 20), (1, 7), (2, 28))


def test_day_abilities_resolve_left_to_right():
    s = new(3, deal=[3, 10, 29, 7, 16, 20, 23, 25, 27], doubloons=[10, 5, 10])
    ev = play(s, (29, 10, 3))
    used = [(e.seat, e.rank) for e in of(ev, AbilityUsed, phase="day")]
    assert used == [(2, 3), (1, 10), (0, 29)]
    # The Beggar took 3 from the Captain's owner before the Captain's +3.
    assert s.doubloons == [10, 10, 13]


def test_dusk_right_to_left_each_takes_booty_then_goes_to_its_den():
    s = new(3, deal=[5, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["chest", "jewels", "relic"]})
    ev = play(s, (7, 20, 16), choose=[Take("chest"), Take("relic")])
    assert [e.seat for e in of(ev, ToDen)] == [1, 2, 0]
    assert s.den_booty == [["jewels"], ["chest"], ["relic"]]


def test_sabre_discards_a_character_from_a_neighbours_den():
    s = new(deal=[7, 16, 20, 23, 25, 27, 28, 12, 2], booty={2: ["sabre", "goods"]})
    play(s, (7, 16))
    ev = play(s, (23, 20), choose=[Take("sabre")])
    assert of(ev, CharacterDiscarded, seat=1, rank=16, cause="sabre", by=0)
    assert s.graveyards[1] == [16] and sorted(s.dens[1]) == [20]
    s = new(3, deal=[7, 16, 20, 23, 25, 27, 28, 12, 2], booty={2: ["sabre", "goods", "goods"]})
    play(s, (7, 16, 12))
    s.apply(0, Pick(28))
    s.apply(1, Pick(2))
    s.apply(2, Pick(20))
    s.apply(0, Take("sabre"))
    assert s.legal_actions(0) == [Slash(1, 16), Slash(2, 12)]   # right or left neighbour
    s.apply(0, Slash(2, 12))
    assert s.graveyards[2] == [12]


def test_spanish_officer_discards_the_character_that_took_it_even_a_cook():
    s = new(deal=[18, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["officer", "chest"]})
    ev = play(s, (18, 7), choose=[Take("officer")])
    assert s.den_booty == [["officer"], ["chest"]]   # no second token for the Cook
    assert s.graveyards[0] == [18] and s.dens[0] == []
    assert of(ev, CharacterDiscarded, seat=0, rank=18, cause="officer")


def test_leftover_booty_stays_under_the_ship_until_the_end_of_the_campaign():
    s = new(deal=[5, 7, 16, 20, 23, 25, 27, 28, 12], booty={1: ["chest", "goods"]})
    play(s, (5, 16), choose=[Take("chest")])
    play(s, (7, 20))
    assert s.spaces[0] == ["goods"]


def test_night_is_simultaneous_granny_wata_and_the_mutineer():
    s = new(deal=[13, 27, 7, 16, 20, 23, 25, 28, 12])
    play(s, (27, 16))
    ev = play(s, (13, 20))
    # Granny still gains on the night the Mutineer drops her.
    assert of(ev, AbilityUsed, seat=0, rank=27, phase="night", note="alone: +2")
    assert s.graveyards[0] == [27] and s.doubloons[0] == 10 + 2 + 2 + 2


def test_end_of_campaign_fortune_is_doubloons_plus_booty_floored_at_zero():
    assert value(["map"] * 3 + ["relic", "chest", "jewels", "goods"]) == 12 - 3 + 5 + 3 + 1
    assert value(["map", "map", "sabre", "officer"]) == 0
    s = new(deal=[7, 16, 20, 23, 25, 27, 28, 12, 2], doubloons=[10, 1])
    for seat, tokens in ((0, ["map", "map", "map", "relic", "chest"]), (1, ["relic", "relic"])):
        for k in tokens:
            s.bag.remove(k)
            s.den_booty[seat].append(k)
    s.check_invariants()
    s.day = 6
    ev: list = []
    flow.end_day(s, ev)
    scored = of(ev, CampaignScored)[0].fortunes
    assert scored[0] == {"doubloons": 10, "booty": 14, "maps": 3, "relics": 1, "fortune": 24,
                         "score": 24}
    assert scored[1]["fortune"] == 0 and s.track == [24, 0]
    s.check_invariants()


def test_day_of_rest_clears_dens_and_graveyards_and_deals_six_more():
    s = new(deals=[[1, 7, 16, 20, 23, 25, 27, 28, 12], [2, 3, 4, 5, 6, 8]])
    ev = play(s, (1, 7), (16, 16), (20, 20), (23, 23), (25, 25), (27, 27), choose=[Replay(28)])
    assert of(ev, CampaignScored) and s.campaign == 2 and s.day == 1 and s.phase == "dawn"
    assert s.hands[0] == [2, 3, 4, 5, 6, 7, 8, 12]     # 2 kept (the Parrot used one) + 6 new
    assert s.hands[1] == [1, 2, 3, 4, 5, 6, 8, 12, 28]
    assert s.dens == [[], []] and s.graveyards == [[], []]
    assert s.removed[0] == [1, 16, 20, 23, 25, 27, 28]
    assert s.doubloons == [10, 10] and s.discarded == [] and len(s.bag) == 50 - 12
    s.check_invariants()


def test_three_campaigns_then_the_richest_wins_and_ties_share_victory():
    s = SPEC.new_state(2, seed=3)
    ev = []
    while not s.is_over():
        seat = s.to_move()[0]
        ev += s.apply(seat, s.legal_actions(seat)[0])
    assert len(of(ev, CampaignScored)) == 3 and len(s.history) == 3
    over = of(ev, GameOver)[0]
    best = max(s.track)
    assert list(over.winners) == [i for i, v in enumerate(s.track) if v == best] == s.winners()
    assert s.track == [sum(h["fortunes"][i]["fortune"] for h in s.history) for i in range(2)]


def test_illegal_actions_are_refused_clearly_and_change_nothing():
    import json
    s = new(deal=[7, 16, 20, 23, 25, 27, 28, 12, 2])
    before = json.dumps(s.to_json(), sort_keys=True)
    with pytest.raises(IllegalAction, match="no Captain"):
        s.apply(0, Pick(29))
    with pytest.raises(IllegalAction, match="plays a character from their hand"):
        s.apply(0, Take("goods"))
    with pytest.raises(IllegalAction, match="seat 5"):
        s.apply(5, Pick(7))
    assert json.dumps(s.to_json(), sort_keys=True) == before
    s.apply(0, Pick(7))
    with pytest.raises(IllegalAction, match="turn"):
        s.apply(0, Pick(16))
    assert json.dumps(s.view(0)) and s.picks[0] == 7


@pytest.mark.parametrize("setup, field", [
    ({"colours": [0, 0]}, "colours"),
    ({"deals": [[1, 2, 3]]}, "deals"),
    ({"deals": [[1, 2, 3, 4, 5, 6, 7, 8, 9], [9, 10, 11, 12, 13, 14]]}, "twice"),
    ({"booty": [[["goods", "goods"]] * 5]}, "booty"),
    ({"bag": ["gold"]}, r"setup\['bag'\]\[0\] must be one of \['chest'"),
    ({"doubloons": [10, -1]}, "doubloons"),
    ({"dice": 1}, "unknown"),
    ({"deals": 5}, r"setup\['deals'\] must be a list"),
    ({"booty": [[1, 2, 3, 4, 5, 6]]}, r"setup\['booty'\]\[0\]\[0\] must be a list"),
])
def test_bad_setups_are_refused_naming_the_field(setup, field):
    with pytest.raises(ValueError, match=field):
        SPEC.new_state(2, 1, {"setup": setup})


def test_a_parrot_with_an_empty_hand_replays_nothing_and_an_empty_hand_sits_out():
    s = new(deal=[1, 7, 16, 20, 23, 25, 27, 28, 12])
    for r in [7, 16, 20, 23, 25, 27, 28, 12]:            # yellow's other cards out of the game
        s.hands[0].remove(r)
        s.removed[0].append(r)
    s.check_invariants()
    ev = play(s, (1, 7))
    assert s.graveyards[0] == [1] and not of(ev, CharacterPlayed)
    assert s.phase == "dawn" and s.to_move() == [1]
    ev = s.apply(1, Pick(16))
    assert of(ev, Revealed)[0].picks == ((1, 16),)
    s.check_invariants()


def test_a_gain_the_bank_cannot_pay_gives_what_is_left():
    s = new(deal=[29, 7, 16, 20, 23, 25, 27, 28, 12])
    s.doubloons[1] += s.bank - 2
    s.bank = 2
    s.check_invariants()
    s.apply(0, Pick(29))
    s.apply(1, Pick(16))
    assert s.doubloons[0] == 12 and s.bank == 0
    s.check_invariants()
