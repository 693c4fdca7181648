"""A Defuse attempt as a game: played by the exact optimal policy it ends as solve_defuse says."""

from fractions import Fraction

import pytest

from edgekit import play as P
from edgekit.rogue_agent import solve_defuse
from edgekit.rogue_agent.bomb.game import ROLL, STOP, bomb_game


@pytest.mark.parametrize("timer,dice,kw", [(3, 6, {}), (2, 5, {"bomb_open_column": "fails"}),
                                           (4, 6, {"stability_variant": "simplified"}),
                                           # the game asks bomb.attempt_end how an attempt ends,
                                           # so every end-of-attempt reading reaches it
                                           (4, 7, {"bomb_fourth_check": "yes"})])
def test_optimal_policy_ends_as_solve_defuse(timer, dice, kw):
    g = bomb_game(timer, dice, **kw)
    sol = solve_defuse(timer, dice=dice, cross=Fraction(1, 3), explosion=Fraction(1, 6), **kw)
    got = P.outcome(g, g.policies["optimal"], label=lambda s: s.end).probs()
    assert {k: got.get(k, 0) for k in ("defused", "exploded", "neither")} == sol.probabilities()
    assert g.exact_value() == 2 * sol.defused - 2 * sol.exploded  # health_value 1/2: 4 x 1/2


def test_the_fourth_check_reading_changes_the_game():
    no = solve_defuse(4, dice=7, cross=Fraction(1, 3), explosion=Fraction(1, 6))
    yes = solve_defuse(4, dice=7, cross=Fraction(1, 3), explosion=Fraction(1, 6), bomb_fourth_check="yes")
    assert no.probabilities() != yes.probabilities()  # so the case above can fail


def test_optimal_beats_named_policies_exactly():
    g = bomb_game(3, 6)
    best = g.exact_value()
    for name in ("careful", "bold"):
        assert P.outcome(g, g.policies[name]).mean() <= best


def test_optimal_value_within_simulated_interval():
    g = bomb_game(3, 6)
    summ = P.simulate(g, 3000, seed=2, policies=g.policies["optimal"])
    assert summ["return"].contains(g.exact_value())


def test_steps():
    g = bomb_game(3, 6)
    pt = P.play(g, seed=3, policies=g.policies["bold"])
    assert pt.steps[0].actor == "Agent" and "Unplugging wires" in pt.steps[0].cite
    assert sum(pt.steps[0].odds.values()) == 1 and len(pt.steps[0].odds) == 28  # (x, y), x + y <= 6
    decisions = [s for s in pt.steps if s.player == 0]
    assert all(s.options for s in decisions)
    assert pt.state.end in ("defused", "exploded", "neither")
    s = g.new_initial_state()
    assert s.chance_outcomes().denominator == 6**6


def test_bomb_game_bad_input():
    with pytest.raises(ValueError, match="timer"):
        bomb_game(7)  # timer
    with pytest.raises(TypeError, match="timer"):
        bomb_game(2.0)
    with pytest.raises(ValueError, match="dice"):
        bomb_game(4, 10)
    with pytest.raises(TypeError, match="cross"):
        bomb_game(cross=0.3)
    with pytest.raises(ValueError, match="explosion"):
        bomb_game(cross=Fraction(1, 2), explosion=Fraction(2, 3))
    with pytest.raises(TypeError, match="bogus"):
        bomb_game(bogus="x")
    with pytest.raises(ValueError, match="bomb_rows"):
        bomb_game(bomb_rows=9)
    with pytest.raises(ValueError, match="health_value"):
        bomb_game(health_value=-1)
    s = bomb_game(2, 4).new_initial_state()
    with pytest.raises(ValueError, match="action"):
        s.apply(99)
    assert ROLL != STOP


def test_rules_value():
    from edgekit import readings

    r = readings.defaults("Rogue Agent").replace(bomb_open_column="fails")
    g = bomb_game(2, 5, rules=r)
    assert g.rules == r and g.board_rules.open_column == "fails"
    assert g.exact_value() == bomb_game(2, 5, bomb_open_column="fails").exact_value()
    with pytest.raises(TypeError, match="rules"):
        bomb_game(2, 5, rules={"bomb_open_column": "fails"})
