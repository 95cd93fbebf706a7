"""The rulebook's two ambush examples and the Q&A answers, as scenarios."""
from __future__ import annotations

import itertools

import pytest

from game import IllegalAction
from game.pagamas import SPEC
from game.pagamas.actions import ACTIONS, Ambush, Elect, Give, Pass, Stand

from .helpers import act, deal, land, new, of_type, play_random, roles, run_until, snapshot

SIX = ("captain", "second", "lookout", "cook", "boatswain", "chaplain")


def lookout_example():
    """Six crew: 0 Captain, 1 Second, 2 Lookout (rich: 3 + 2 in front), 3 Cook, 4 Boatswain
    (the "third character"), 5 Chaplain, who gets the whole share."""
    s = new(6, hands=[[], [], [], ["ambush"], ["ambush"], []],
            loot_in_front=[[], [1], [3, 2], [], [], []])
    roles(s, *SIX)
    deal(s, [5, 5, 5, 5, 5])
    land(s, ["hammock", "hammock", "island", "hammock", "tavern", "hammock"])
    return s


def test_example_one_the_second_then_the_cook_stack_on_the_lookout():
    """"Esempio: La Sentinella ha accumulato svariate carte Bottino. Il Secondo e il
    Cambusiere sospettano che si sia nascosto nell'isola del Tesoro per sotterrarle. Il
    secondo utilizza il suo potere per primo e pone la sua carta Covo "Isola del Tesoro" sul
    personaggio della Sentinella. Il Cambusiere gioca una carta Azione "Imboscata" e posa la
    sua carta isola del tesoro sopra quella posta dal Secondo.\""""
    s = lookout_example()
    assert s.step == "second" and s.to_move() == [1]
    act(s, 1, Ambush(victim=2, den="island"))
    assert s.step == "cards" and s.to_move() == [3]
    act(s, 3, Ambush(victim=2, den="island"))
    stack = [a for a in s.ambushes if a["victim"] == 2]
    assert [(a["trapper"], a["free"]) for a in stack] == [(1, True), (3, False)]


def test_example_two_the_second_pockets_the_gold_the_cook_is_too_late_the_third_takes_all():
    """"Esempio: La Sentinella si era ben nascosta nell'Isola del Tesoro. Siccome non ha carte
    Schivata, subisce gli effetti dell'imboscata e il Secondo si mette in tasca l'oro. Il
    Cambusiere, che ha indovinato il Covo della sentinella, arriva troppo tardi purtroppo. Se
    in questo caso un terzo personaggio gioca una carta Trappola! sul Secondo e ha indovinato
    la sua Tana, il fortunato bandito recupera l'intero Bottino del Secondo (quello suo e
    quello appena rubato alla Sentinella).\""""
    s = lookout_example()
    lookout_loot = list(s.front[2])
    second_loot = list(s.front[1])
    act(s, 1, Ambush(victim=2, den="island"))
    act(s, 3, Ambush(victim=2, den="island"))
    ev = act(s, 4, Ambush(victim=1, den="hammock"))
    outcomes = [(e.trapper, e.victim, e.outcome) for e in of_type(ev, "ambush_resolved")]
    assert outcomes == [(1, 2, "hit"), (3, 2, "too_late"), (4, 1, "hit")]
    assert sorted(s.front[4]) == sorted(second_loot + lookout_loot)
    assert s.front[1] == s.front[2] == [] and s.roles[1] is None and s.roles[2] is None
    assert s.buried[2] == []                       # the island did not save the Lookout


def test_chain_rule_the_ambusher_hit_gives_what_he_just_stole():
    """"Se l'autore di una Trappola! riuscita é anche lui vittima di una Trappola! fruttuosa, ne
    subisce i pieni effetti, e le sue carte Bottino, ivi comprese quelle che ha acquisito in
    questa fase sfortunata, sono cedute al suo aggressore.\""""
    s = lookout_example()
    act(s, 1, Ambush(victim=2, den="island"))
    act(s, 3, Pass())
    ev = act(s, 4, Ambush(victim=1, den="hammock"))
    taken = [e for e in of_type(ev, "ambush_resolved") if e.trapper == 4][0]
    assert len(taken.loot) == 3 and len(s.front[4]) == 3


def test_qa_mutual_ambushes_both_fall_and_their_loot_is_discarded():
    """"Cosa succede se due giocatori si tendono una Trappola! simultaneamente? Ne subiscono i
    pieni effetti: se riescono ad indovinare le rispettive carte Covo, perdono il loro
    personaggio, le loro carte Azioni e i loro Marinai, e le loro carte Bottino sono scartate.\""""
    s = new(3, hands=[[], [], ["ambush", "dodge"]], sailors=[[], ["sailor1"], []])
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2])
    land(s, ["hammock", "tavern", "hammock"])
    act(s, 1, Ambush(victim=2, den="hammock"))
    before_discard = len(s.loot_discard)
    s.forced_dodges = [False]
    ev = act(s, 2, Ambush(victim=1, den="tavern"))
    # The Second's card is turned first: he takes the Lookout's loot; then hers: his loot,
    # hers in it, would come back to her: it is discarded.
    assert [e.outcome for e in of_type(ev, "ambush_resolved")] == ["hit", "mutual"]
    assert s.roles[1] is None and s.roles[2] is None
    assert s.front[1] == s.front[2] == [] and len(s.loot_discard) == before_discard + 2
    assert s.sailors[1] == [] and s.hands[2] == []
    assert {e.why for e in of_type(ev, "loot_discarded")} == {"mutual"}


# ------------------------------------------------------------------ chains, in every order
SEATS6 = ("captain", "second", "lookout", "cook", "boatswain", "chaplain")
DEN_OF = {"A": "tavern", "B": "hammock", "C": "island", "D": "hammock", "E": "hammock"}


def held(s, seat) -> list[int]:
    """The values a seat ends the night with, in front of it or buried (an unhurt trapper on
    the treasure island buries his take)."""
    return sorted(s.value[c] for c in s.front[seat] + s.buried[seat])


def stacked(order, plans, loot):
    """Six crew, captain 0; the share goes to seat 5 (nobody in the play is made rich by it).
    The players named in `order` sit at seats 1, 2, 3... in that order, so that their ambush
    cards are laid (and turned) in that order; `plans` maps a trapper to its victim, `loot` a
    player to the values in front of it. Every hand is full and holds no dodge: nothing is
    drawn, nothing dodged. Returns (state, seat of each name, the events of the night)."""
    names = list(order) + [x for x in sorted({*plans.values(), *loot}) if x not in order]
    seat = {x: 1 + i for i, x in enumerate(names)}
    assert max(seat.values()) <= 4
    spare = ["boarding"] * (5 - len(plans)) + ["salvage"] * 2 + ["ambush"] * 8
    hands = [["ambush", "salvage"]] + [None] * 5
    for x in plans:
        hands[seat[x]] = ["ambush", "boarding"]
    for k in range(1, 6):
        if hands[k] is None:
            hands[k] = [spare.pop(0), spare.pop(0)]
    fronts = [[] for _ in range(6)]
    for x, values in loot.items():
        fronts[seat[x]] = list(values)
    s = new(6, hands=hands, loot_in_front=fronts, actions=[])
    roles(s, *SEATS6)
    deal(s, [5] * 5)
    dens = ["hammock"] * 6
    for x, sx in seat.items():
        dens[sx] = DEN_OF[x]
    land(s, dens)
    ev = act(s, s.to_move()[0], Pass())                # the Second's free ambush: none
    while s.phase == "ambush":
        me = s.to_move()[0]
        name = next((x for x, sx in seat.items() if sx == me), None)
        laid = any(a["trapper"] == me for a in s.ambushes)
        if name in plans and not laid:
            victim = plans[name]
            ev += act(s, me, Ambush(victim=seat[victim], den=DEN_OF[victim]))
        else:
            ev += act(s, me, Pass())
    return s, seat, ev


@pytest.mark.parametrize("order", list(itertools.permutations("ACD")))
def test_chain_the_last_aggressor_takes_all_whatever_the_stack_order(order):
    """The rulebook's chain, every order of the cards: D ambushes C, C ambushes A, A ambushes B,
    all hit. Whichever card is turned first, B, A and C fall, and D ends with the loot of all
    three: a thief hands over what he stole «in questa fase», even what he steals after he fell."""
    s, seat, ev = stacked(order, {"D": "C", "C": "A", "A": "B"}, {"A": [1], "B": [3, 3], "C": [2]})
    outcomes = {(e.trapper, e.victim): e.outcome for e in of_type(ev, "ambush_resolved")}
    assert set(outcomes.values()) == {"hit"}, outcomes
    assert [s.roles[seat[x]] for x in "ABC"] == [None] * 3 and s.roles[seat["D"]] is not None
    assert held(s, seat["D"]) == [1, 2, 3, 3]
    assert s.front[seat["A"]] == s.front[seat["B"]] == s.front[seat["C"]] == []


@pytest.mark.parametrize("order", list(itertools.permutations("AC")))
def test_chain_the_thief_who_fell_first_still_springs_his_ambush_for_his_aggressor(order):
    """«Se l'autore di una Trappola! riuscita è anche lui vittima di una Trappola! fruttuosa, ne
    subisce i pieni effetti, e le sue carte Bottino, ivi comprese quelle che ha acquisito in
    questa fase sfortunata, sono cedute al suo aggressore.» The issue 19 case: the ambush on the
    thief (C on A) is turned before the thief's own (A on B). A falls first, his ambush still
    succeeds (he is the «autore di una Trappola! riuscita»: B falls), and B's loot goes on to
    C, never to the fallen A. In the other order A holds it a moment, then hands it to C."""
    s, seat, ev = stacked(order, {"C": "A", "A": "B"}, {"A": [1], "B": [3]})
    resolved = of_type(ev, "ambush_resolved")
    assert [(e.trapper, e.victim) for e in resolved] == [(seat[x], seat[{"A": "B", "C": "A"}[x]])
                                                        for x in order]
    on_b = next(e for e in resolved if e.victim == seat["B"])
    assert on_b.outcome == "hit"
    assert on_b.to == (seat["C"] if order == ("C", "A") else seat["A"])
    assert s.roles[seat["A"]] is None and s.roles[seat["B"]] is None
    assert held(s, seat["C"]) == [1, 3] and s.front[seat["A"]] == []
    assert on_b.to in on_b.visible_to                   # the taker sees what he takes
    seen = [e for e in of_type(ev, "loot_seen") if e.seat == seat["C"]]
    assert seen and s.known[seat["C"]] >= set(s.front[seat["C"]] + s.buried[seat["C"]])


@pytest.mark.parametrize("order", list(itertools.permutations("ACE")))
def test_chain_a_thief_ambushed_by_two_goes_to_the_first_card_on_his_stack(order):
    """A thief ambushed by two: «queste sono risolte nell'ordine della pila» and the second
    arrives too late; the first of his stack takes everything, his theft included."""
    s, seat, ev = stacked(order, {"C": "A", "E": "A", "A": "B"}, {"A": [2], "B": [3]})
    first = next(x for x in order if x in "CE")
    late = "E" if first == "C" else "C"
    outcomes = {(e.trapper, e.victim): e.outcome for e in of_type(ev, "ambush_resolved")}
    assert outcomes[(seat[first], seat["A"])] == "hit"
    assert outcomes[(seat[late], seat["A"])] == "too_late"
    assert outcomes[(seat["A"], seat["B"])] == "hit"
    assert held(s, seat[first]) == [2, 3] and held(s, seat[late]) == []


@pytest.mark.parametrize("order", list(itertools.permutations("ABC")))
def test_chain_a_ring_of_thieves_all_fall_and_the_loot_is_discarded(order):
    """A ring (A on B, B on C, C on A), the Q&A's mutual ambush grown to three: each thief
    hands his loot to his aggressor, which brings it back round; all three fall and, as the
    Q&A says of two, «le loro carte Bottino sono scartate», in every order."""
    s, seat, ev = stacked(order, {"A": "B", "B": "C", "C": "A"}, {"A": [1], "B": [2], "C": [3]})
    before = len(s.loot_discard)
    assert [s.roles[seat[x]] for x in "ABC"] == [None] * 3
    assert [s.front[seat[x]] for x in "ABC"] == [[], [], []]
    assert sorted(e.value for e in of_type(ev, "loot_discarded") if e.why == "mutual") == [1, 2, 3]
    assert [e.outcome for e in of_type(ev, "ambush_resolved")][-1] == "mutual"
    assert before == len(s.loot_discard)               # already counted: every card is there
    s.check_invariants()


def test_qa_no_giving_or_trading_loot_or_cards():
    """"Si puo' dare un bottino ad un altro giocatore? No! Il Bottino uno se lo tiene!" and "Si
    possono scambiare carte con un altro giocatore? No, pero' si puo' giocargli un
    All'arrembaggio! per aiutarlo.\""""
    names = {cls.TYPE for cls in ACTIONS}
    assert not names & {"give_loot", "trade", "swap", "exchange"}
    s = new(3, loot_in_front=[[], [3], []])
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2])
    mine = s.front[1][0]
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.apply(1, Give(card=mine, to=2))          # only the captain deals, only the share
    assert snapshot(s) == before
    seen = set()

    def check(state, seat, action, events):
        seen.add(action.TYPE)
        if action.TYPE == "give":
            assert action.card in state.share["cards"]
    for seed in range(5):
        play_random(SPEC.new_state(4, seed), seed, check)
    assert "give" in seen


def test_qa_votes_are_not_split():
    """"Si puo' votare per piu' persone alla volta? No! Un personaggio e i suoi Marinai devono
    votare per la stessa persona.\""""
    s = new(3, hands=[[], [], ["ambush"]], sailors=[[], [], ["sailor1", "sailor2"]])
    roles(s, "captain", "second", "lookout")
    deal(s, [1, 2])
    land(s, ["tavern", "hammock", "island"])
    act(s, 1, Ambush(victim=0, den="tavern"))
    act(s, 2, Ambush(victim=1, den="brothel"))  # misses: the Second is in his hammock
    assert s.phase == "election"
    act(s, 1, Stand(yes=True))
    act(s, 2, Stand(yes=True))
    ev = act(s, 2, Elect(candidate=2))
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.apply(2, Elect(candidate=1))              # one vote, all of it for one candidate
    assert snapshot(s) == before
    ev = act(s, 1, Elect(candidate=1))
    result = of_type(ev, "election_result")[0]
    assert dict(result.tallies) == {1: 1, 2: 3} and result.captain == 2
