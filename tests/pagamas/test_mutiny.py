"""Phase 7 (Ammutinamento) and the golden rule's election (REGOLA D'ORO)."""
from __future__ import annotations

import pytest

from game import IllegalAction
from game.pagamas.actions import Ambush, Board, Elect, Force, Launch, Pass, Sharks, Side, Stand

from .helpers import act, deal, land, new, of_type, roles, run_until, snapshot


# No Boarding! drawn at the refloat unless a test deals one: the sides' strengths stay the characters'.
NO_BOARDING = ["salvage"] * 3 + ["ambush"] * 8


def to_mutiny(players=4, dens=None, owners=None, votes=None, **setup):
    s = new(players, quiet=NO_BOARDING, **setup)
    names = ("captain", "second", "lookout", "chaplain", "boatswain", "cook")[:players]
    roles(s, *names)
    deal(s, owners or [0] * (players - 2) + [1], votes)
    land(s, dens or ["hammock"] * players)
    return s


def test_no_mutiny_without_a_reason_or_a_tavern_guest():
    """"l'ammutinamento é possibile solamente se una o più fra queste condizioni si verifica\""""
    s = to_mutiny()
    run_until(s, "refloat")
    assert s.turn == 2 and s.mutiny is None


def test_tavern_guests_may_always_launch():
    """"I giocatori rintanati alla Taverna hanno il diritto di provocarla.\""""
    s = to_mutiny(dens=["hammock", "hammock", "tavern", "hammock"])
    ev = run_until(s, "mutiny", "launch")
    assert s.to_move() == [2] and s.view(0)["mutiny"]["allowed"] == []
    assert s.view(0)["mutiny_card"] == "calm"
    ev = act(s, 2, Launch())
    assert of_type(ev, "mutiny_launched")[0].seat == 2
    assert s.view(0)["mutiny_card"] == "red"


@pytest.mark.parametrize("how", ["forced", "kept_all", "ambush"])
def test_each_condition_opens_the_mutiny_to_every_character(how):
    """"Il secondo ha forzato la ripartizione del Bottino; Il Capitano s'è tenuto tutto il
    Bottino; Una Trappola! é riuscita.\""""
    s = new(4)
    roles(s, "captain", "second", "lookout", "chaplain")
    if how == "ambush":
        deal(s, [1, 2, 3])
        land(s, ["hammock", "hammock", "tavern", "hammock"])
        act(s, 1, Ambush(victim=2, den="tavern"))
    else:
        deal(s, [0, 0, 3], {1: False, 2: False, 3: False})
        deal(s, [0, 0, 3], {1: False, 2: False, 3: False})
        act(s, 1, Force(yes=how == "forced"))
        land(s, ["hammock"] * 4)
    run_until(s, "mutiny", "launch")
    assert how in s.mutiny["allowed"]
    assert s.order == [x for x in (1, 2, 3) if s.roles[x] is not None]


def test_sides_in_turn_from_the_launcher_irrevocable():
    """"Ciascun giocatore sceglie se stare col Capitano o con gli ammutinati. Se sceglie gli
    ammutinati, gira la sua carta personaggio dalla parte Ammutinato! e non potrà più cambiare
    fazione.\""""
    s = to_mutiny(dens=["hammock", "hammock", "tavern", "hammock"])
    run_until(s, "mutiny", "launch")
    act(s, 2, Launch())
    assert s.step == "sides" and s.to_move() == [3]
    act(s, 3, Side(mutineer=True))
    assert s.view(1)["seats"][3]["mutineer"] and s.to_move() == [1]
    before = snapshot(s)
    with pytest.raises(IllegalAction):
        s.apply(3, Side(mutineer=False))
    assert snapshot(s) == before


def test_strength_of_characters_and_tie_to_the_captain():
    """"ciascuna calcola le sue forze semplicemente sommando il punteggio della Forza dei
    personaggi ... In caso di parità, é la fazione del Capitano che vince.\""""
    s = to_mutiny(5, dens=["hammock", "tavern", "hammock", "hammock", "hammock"],
                  owners=[0, 0, 0, 1])
    run_until(s, "mutiny", "launch")
    # 0 captain 5, 1 second 4, 2 lookout 2, 3 chaplain 1, 4 boatswain 3
    act(s, 1, Launch())
    act(s, 2, Side(mutineer=True))
    act(s, 3, Side(mutineer=False))
    ev = act(s, 4, Side(mutineer=False))
    r = of_type(ev, "mutiny_resolved")[0]
    assert (r.captain_strength, r.mutineer_strength) == (9, 6) and r.winner == "captain"
    assert s.step == "sharks" and s.to_move() == [0]

    s = to_mutiny(5, dens=["hammock", "tavern", "hammock", "hammock", "hammock"],
                  owners=[0, 0, 0, 1])
    run_until(s, "mutiny", "launch")
    act(s, 1, Launch())
    act(s, 2, Side(mutineer=True))
    act(s, 3, Side(mutineer=False))
    ev = act(s, 4, Side(mutineer=True))          # 4 + 2 + 3 = 9 against 5 + 1 = 6
    assert of_type(ev, "mutiny_resolved")[0].winner == "mutineers"


def test_tie_goes_to_the_captain():
    s = to_mutiny(3, dens=["hammock", "tavern", "hammock"], owners=[0, 1])
    run_until(s, "mutiny", "launch")
    act(s, 1, Launch())                          # 4 + ...
    ev = act(s, 2, Side(mutineer=True))          # + 2 = 6 against 5
    assert of_type(ev, "mutiny_resolved")[0].winner == "mutineers"
    s = to_mutiny(4, dens=["hammock", "hammock", "tavern", "hammock"], owners=[0, 0, 1])
    run_until(s, "mutiny", "launch")
    act(s, 2, Launch())                          # 2 + 4 = 6 against 5 + 1 = 6
    act(s, 3, Side(mutineer=False))
    ev = act(s, 1, Side(mutineer=True))
    r = of_type(ev, "mutiny_resolved")[0]
    assert (r.captain_strength, r.mutineer_strength, r.winner) == (6, 6, "captain")


def test_boarding_adds_the_sailors_strength():
    """"I giocatori che hanno una carta All'arrembaggio possono giocarla aggiungendo così la
    forza dei loro Marinai al loro totale.\""""
    s = to_mutiny(3, dens=["hammock", "tavern", "hammock"], owners=[0, 1],
                  hands=[["boarding"], [], []], sailors=[["sailor3", "sailor1"], [], []])
    run_until(s, "mutiny", "launch")
    act(s, 1, Launch())
    act(s, 2, Side(mutineer=True))
    assert s.step == "boarding" and s.to_move() == [0]
    ev = act(s, 0, Board(fighter=0))
    assert of_type(ev, "boarded")[0].strength == 4
    r = of_type(ev, "mutiny_resolved")[0]
    assert (r.captain_strength, r.mutineer_strength, r.winner) == (9, 6, "captain")


def test_qa_boarding_may_be_played_for_another_fighter_of_ones_side():
    """The Q&A: «Si possono scambiare carte con un altro giocatore? No, però si può giocargli un
    All'arrembaggio! per aiutarlo.» A holder without sailors is offered his card for an ally;
    the ally's sailors then count for the side, «aggiungendo così la forza dei loro Marinai al
    loro totale», as if the ally had played it."""
    s = to_mutiny(4, dens=["hammock", "tavern", "hammock", "hammock"], owners=[0, 0, 1],
                  hands=[[], [], ["boarding", "salvage"], ["boarding", "salvage"]],
                  sailors=[["sailor1"], ["sailor3"], [], []])
    run_until(s, "mutiny", "launch")
    act(s, 1, Launch())                              # the Second, 4 + his sailors 3 if boarded
    act(s, 2, Side(mutineer=True))                   # the Lookout, 2, no sailors of her own
    act(s, 3, Side(mutineer=False))                  # the Chaplain, 1, with the captain 5 + 1
    assert s.step == "boarding" and s.to_move() == [2]
    assert s.legal_actions(2) == [Board(fighter=1), Pass()]
    before = snapshot(s)
    for wrong in (0, 2, 3):                          # the other side; no sailors; the other side
        with pytest.raises(IllegalAction, match="side"):
            s.apply(2, Board(fighter=wrong))
    assert snapshot(s) == before
    ev = act(s, 2, Board(fighter=1))
    boarded = of_type(ev, "boarded")[0]
    assert (boarded.seat, boarded.fighter, boarded.strength) == (2, 1, 3)
    assert s.to_move() == [3] and s.legal_actions(3) == [Board(fighter=0), Pass()]
    ev = act(s, 3, Board(fighter=0))
    r = of_type(ev, "mutiny_resolved")[0]
    assert (r.captain_strength, r.mutineer_strength, r.winner) == (5 + 1 + 1, 4 + 3 + 2, "mutineers")


def test_boarding_counts_a_fighters_sailors_once_and_a_holder_may_help_several():
    """Each Boarding! card adds one fighter's sailors, as if he had played it: a fighter's sailors
    count once; a holder of two cards may play them for two fighters of his side."""
    s = to_mutiny(4, dens=["hammock", "tavern", "hammock", "hammock"], owners=[0, 0, 1],
                  hands=[["boarding", "salvage"], ["boarding", "boarding"], [], []],
                  sailors=[[], ["sailor1"], ["sailor3"], []])
    run_until(s, "mutiny", "launch")
    act(s, 1, Launch())
    act(s, 2, Side(mutineer=True))
    act(s, 3, Side(mutineer=False))
    assert s.to_move() == [1]
    assert s.legal_actions(1) == [Board(fighter=2), Board(fighter=1), Pass()]   # strongest crew first
    act(s, 1, Board(fighter=2))
    assert s.to_move() == [1] and s.legal_actions(1) == [Board(fighter=1), Pass()]
    ev = act(s, 1, Board(fighter=1))
    assert s.mutiny["boarded"] == [2, 1] and s.hands[1] == []
    r = of_type(ev, "mutiny_resolved")[0]                # the captain, with nobody's sailors, is
    assert (r.captain_strength, r.mutineer_strength) == (5 + 1, 4 + 1 + 2 + 3)   # never asked


def test_players_without_a_character_are_out_of_the_fight():
    """"I giocatori che non hanno più personaggi in questa fase sono esclusi dal confronto.\""""
    s = to_mutiny(4, dens=["hammock", "tavern", "hammock", "hammock"], owners=[0, 0, 1])
    run_until(s, "ambush", "second")
    act(s, 1, Ambush(victim=3, den="hammock"))
    run_until(s, "mutiny", "launch")
    assert s.roles[3] is None and 3 not in s.order
    act(s, 1, Launch())
    assert s.order == [2]


def test_captain_wins_and_throws_a_mutineer_to_the_sharks():
    """"Se vince il Capitano: getta in mare agli squali uno degli ammutinati ... perde il suo
    personaggio, scarta le sue carte azioni ed i suoi Marinai, e da le parti del suo Bottino non
    sotterrate al Capitano.\""""
    s = to_mutiny(4, dens=["hammock", "hammock", "tavern", "hammock"], owners=[0, 0, 2],
                  hands=[[], [], ["dodge"], []])
    run_until(s, "mutiny", "launch")
    act(s, 2, Launch())
    act(s, 3, Side(mutineer=False))
    act(s, 1, Side(mutineer=False))
    loot = list(s.front[2])
    ev = act(s, 0, Sharks(victim=2))
    assert s.roles[2] is None and s.hands[2] == [] and s.front[2] == []
    assert all(c in s.front[0] for c in loot)
    assert of_type(ev, "thrown_to_sharks")[0].visible_to == (0, 2)
    assert s.turn == 2


def test_mutineers_win_elect_among_themselves_and_sink_the_old_captain():
    """"Se vincono gli ammutinati: Un nuovo Capitano é immediatamente eletto ma solo gli
    ammutinati e i loro marinai votano. Il nuovo capo fa gettare il vecchio Capitano agli
    squali.\""""
    s = to_mutiny(4, dens=["hammock", "tavern", "hammock", "hammock"], owners=[0, 0, 1],
                  sailors=[[], [], ["sailor1"], []])
    run_until(s, "mutiny", "launch")
    act(s, 1, Launch())
    act(s, 2, Side(mutineer=True))
    ev = act(s, 3, Side(mutineer=True))           # 4 + 2 + 1 against 5
    assert of_type(ev, "mutiny_resolved")[0].winner == "mutineers"
    assert s.phase == "election" and s.election["voters"] == [1, 2, 3]
    assert s.election["eligible"] == [1, 2, 3] and s.roles[0] is None
    captain_loot = list(s.front[0])
    act(s, 1, Stand(yes=True))
    act(s, 2, Stand(yes=True))
    act(s, 3, Stand(yes=False))
    act(s, 1, Elect(candidate=1))
    act(s, 3, Elect(candidate=2))
    ev = act(s, 2, Elect(candidate=2))           # 1 vote against 3 (lookout + a sailor, chaplain)
    assert of_type(ev, "election_result")[0].captain == 2
    sunk = of_type(ev, "thrown_to_sharks")[0]
    assert (sunk.victim, sunk.by) == (0, 2) and all(c in s.front[2] for c in captain_loot)
    assert s.roles[0] is None and s.turn == 2


def captain_falls(sailors=None):
    """4 players; the Second's free ambush hits the captain in the tavern: an election."""
    s = new(4, sailors=sailors or [[], [], [], []])
    roles(s, "captain", "second", "lookout", "chaplain")
    deal(s, [1, 2, 3])
    land(s, ["tavern", "hammock", "hammock", "hammock"])
    ev = act(s, 1, Ambush(victim=0, den="tavern"))
    assert s.phase == "election" and of_type(ev, "election_called")[0].fallen == 0
    return s


def test_election_every_one_but_the_old_captain_may_stand_majority_wins():
    """"A parte il Capitano uscente, chiunque puo' presentarsi ... Ciascun personaggio conta
    per un voto, più tanti voti quanti Marinai ha al suo servizio ... Il nuovo Capitano é colui
    che ha la maggioranza dei voti.\""""
    s = captain_falls(sailors=[[], [], [], ["sailor1", "sailor1"]])
    assert s.election["eligible"] == [1, 2, 3] and s.election["voters"] == [1, 2, 3]
    for x in (1, 2, 3):
        act(s, x, Stand(yes=x != 1))
    assert s.election["candidates"] == [2, 3]
    act(s, 1, Elect(candidate=2))
    act(s, 2, Elect(candidate=2))
    ev = act(s, 3, Elect(candidate=3))           # 2 votes against 3 (chaplain + 2 sailors)
    r = of_type(ev, "election_result")[0]
    assert dict(r.tallies) == {2: 2, 3: 3} and r.captain == 3 and not r.tie
    assert s.roles[3] == "captain" and s.roles[2] == "lookout"


def test_election_tie_the_second_becomes_captain():
    """"In caso di parità tra vari candidati, il Secondo diventa il nuovo Capitano.\""""
    s = captain_falls(sailors=[[], [], [], ["sailor1"]])
    for x in (1, 2, 3):
        act(s, x, Stand(yes=x != 1))
    act(s, 1, Elect(candidate=2))
    act(s, 2, Elect(candidate=2))
    ev = act(s, 3, Elect(candidate=3))           # 2 against 2
    r = of_type(ev, "election_result")[0]
    assert r.tie and r.captain == 1 and s.roles[1] == "captain"


def test_election_nobody_stands_everyone_eligible_is_a_candidate():
    s = captain_falls()
    for x in (1, 2, 3):
        act(s, x, Stand(yes=False))
    assert s.election["candidates"] == [1, 2, 3]


def test_election_one_candidate_is_captain_at_once():
    s = captain_falls()
    act(s, 1, Stand(yes=False))
    act(s, 2, Stand(yes=True))
    ev = act(s, 3, Stand(yes=False))
    assert of_type(ev, "election_result")[0].captain == 2 and s.phase != "election"


def test_election_votes_are_secret_until_all_voted():
    s = captain_falls()
    for x in (1, 2, 3):
        act(s, x, Stand(yes=True))
    ev = act(s, 2, Elect(candidate=3))
    assert not of_type(ev, "election_result") and of_type(ev, "decided")
    assert s.view(1)["election"]["voted"] == [2]
    assert sorted(s.to_move()) == [1, 3]
