"""The Jamaica bot decides only on what its seat may know (issue 10, item 6): two states that
differ only in what the seat cannot see give the same decision."""
from __future__ import annotations

from game.core.rng import Rng
from game.jamaica import SPEC, tactics
from game.jamaica.bots import CaptainBot
from jamaica_helpers import game, play_round, ship


def _combat(opponent_hidden):
    """Ship 0 (3 gunpowder) sails onto ship 1, which holds one face-down treasure."""
    st = game(cards=["forward/food", "food/gunpowder"], dice=((2, 5),),
              ships=[ship(1, holds=[("gunpowder", 3)]),
                     ship(3, holds=[("gunpowder", 1), ("gold", 1)], hidden=opponent_hidden)])
    play_round(st, 2, 5, ["forward/food", "food/gunpowder"])
    assert st.to_move() == [0] and st.stack[-1]["stage"] == "powder_a"
    return st


def test_the_gunpowder_choice_ignores_the_opponents_face_down_treasure():
    """«Cuando robes una de estas cartas, debes colocarla bocabajo al lado de tus Bodegas. Estas
    cartas se revelan al final de la partida»: the attacker cannot know whether the defender
    holds a cursed card he could hand over, so his gunpowder cannot depend on it."""
    cursed, blessed = _combat(["cursed4"]), _combat(["plus7"])
    for seed in range(4):
        assert CaptainBot(seed).choose(cursed, 0) == CaptainBot(seed).choose(blessed, 0)
    # the card does matter to a seat that may see it (the defender): the test can fail
    t1, t2 = cursed.stack[-1], blessed.stack[-1]
    assert tactics.gunpowder_choice(cursed, t1, 1) != tactics.gunpowder_choice(blessed, t2, 1)


def _positions(players, ghost, seed, every=9):
    """Decision points of a seeded random game where the seat to move has a real choice."""
    st = SPEC.new_state(players, seed, {"ghost_ship": ghost})
    rng = Rng(seed)
    step = 0
    while not st.is_over():
        seat = st.to_move()[0]
        acts = st.legal_actions(seat)
        if len(acts) > 1 and step % every == 0:
            yield st.clone(), seat
        st.apply(seat, rng.choice(acts))
        step += 1


def test_twins_that_differ_only_in_hidden_information_get_the_same_decision():
    """«...elige en secreto cuál de las 3 cartas que tienes en la mano quieres jugar»; «Por
    turnos, los demás hacéis lo mismo: le dais la vuelta a vuestra carta»: others' hands, the
    cards not yet turned over, deck orders, face-down treasures and the treasure deck are
    re-dealt in the twin (state.determinize), and the bot must not notice."""
    checked = 0
    for players, ghost, seed in ((2, False, 3), (3, False, 5), (2, True, 8)):
        for st, seat in _positions(players, ghost, seed):
            twin = st.determinize(seat, Rng(1000 + checked))
            assert twin.view(seat) == st.view(seat)
            a = CaptainBot(checked, samples=2).choose(st, seat)
            b = CaptainBot(checked, samples=2).choose(twin, seat)
            assert a == b, (players, ghost, seed, st.stack[-1], a, b)
            checked += 1
    assert checked > 30
