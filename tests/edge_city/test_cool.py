"""Edge City COOL (Edge City 9.4, 9.4.1, 8.5.1, 11.5.4.2)."""

import doctest
import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

import edgekit.edge_city.rules.cool as cool_module
from edgekit.edge_city import (
    cool_check,
    cool_win_number,
    defend_cool_outcome,
    p_lose_cool,
    regain_cool,
    regain_cool_probability,
    regain_roll_result,
    turns_missed,
    uncool_over_turns,
)
from edgekit.edge_city.rules.cool import COOL_WIN_NUMBER
from edgekit.readings import readings_of

R = sympy.Rational
ROLLS = [a + b for a, b in itertools.product(range(1, 7), repeat=2)]


def brute_win(w):
    return Fraction(sum(1 for s in ROLLS if s == 2 or (s != 12 and s <= w)), 36)


def test_lady_of_darkness_example_9_4_1():
    # She rolls 9 against her COOL of 7: she stays UnCOOL this turn ...
    assert cool_win_number() == COOL_WIN_NUMBER == 7
    assert regain_roll_result(9) == "stays UnCOOL"
    # ... and is COOL again the turn after: with nothing else going on she misses exactly one turn.
    assert uncool_over_turns(2, 0, start="UnCOOL").probs() == {0: R(7, 12), 1: R(5, 12)}
    assert uncool_over_turns(5, 0, start="UnCOOL").probs() == {0: R(7, 12), 1: R(5, 12)}


def test_regain_odds():
    assert regain_cool_probability() == R(21, 36)
    assert regain_cool().probs() == {"regained": R(7, 12), "stays UnCOOL": R(5, 12)}
    assert regain_cool_probability(1) == R(26, 36)
    assert regain_cool_probability(-5) == R(1, 36)  # a 2 always wins (8.5.1)
    assert regain_cool_probability(9) == R(35, 36)  # a 12 always fails
    assert turns_missed().probs() == {0: R(7, 12), 1: R(5, 12)}


@pytest.mark.parametrize("mod", range(-7, 8))
def test_regain_matches_enumeration(mod):
    assert regain_cool_probability(mod) == brute_win(7 + mod)
    assert all(regain_roll_result(s, mod) == ("regained" if s == 2 or (s != 12 and s <= 7 + mod)
                                              else "stays UnCOOL") for s in range(2, 13))


@pytest.mark.parametrize("w", range(0, 15))
def test_defend_roll_matches_enumeration_under_both_12_readings(w):
    keeps = brute_win(w)
    twelve = Fraction(1, 36)
    a = defend_cool_outcome(w)  # default: ends_action, a 12 keeps COOL
    assert a.prob("keeps COOL") == keeps and a.prob("natural 12, COOL kept") == twelve
    assert a.prob("UnCOOL") == 1 - keeps - twelve
    b = defend_cool_outcome(w, natural_12="plain_failure")
    assert b.prob("UnCOOL") == 1 - keeps and "natural 12, COOL kept" not in b
    assert p_lose_cool(w, natural_12="plain_failure") - p_lose_cool(w) == R(1, 36)


def test_toxic_waste_cool_plus_one():
    # Figure 11.4.3-1: roll COOL + 1 or less, or be UnCOOL
    d = cool_check(1)
    assert d.prob("keeps COOL") == R(26, 36) and d.prob("UnCOOL") == R(9, 36)
    assert readings_of(cool_check) == {"natural_12": "ends_action"}


def brute_missed(n, q, regain, start):
    """Oracle: enumerate every branch of n turns (regain win/lose, COOL lost or not in played turns)."""
    out = {}

    def go(left, cool, missed, p):
        if p == 0:
            return
        if left == 0:
            out[missed] = out.get(missed, 0) + p
            return
        if cool:
            go(left - 1, False, missed, p * q)
            go(left - 1, True, missed, p * (1 - q))
        else:
            go(left - 1, False, missed, p * regain * q)
            go(left - 1, True, missed, p * regain * (1 - q))
            go(left - 1, True, missed + 1, p * (1 - regain))

    go(n, start == "COOL", 0, Fraction(1))
    return out


@pytest.mark.parametrize("n", range(0, 6))
@pytest.mark.parametrize("q", [Fraction(0), Fraction(1, 3), Fraction(5, 12), Fraction(1)])
@pytest.mark.parametrize("start", ["COOL", "UnCOOL"])
@pytest.mark.parametrize("mod", [0, 2])
def test_uncool_over_turns_matches_enumeration(n, q, start, mod):
    got = uncool_over_turns(n, q, cool_modifier=mod, start=start)
    want = brute_missed(n, q, brute_win(7 + mod), start)
    assert {k: Fraction(str(v)) for k, v in got.probs().items()} == {k: v for k, v in want.items() if v}


def test_uncool_over_turns_symbolic_p_lose():
    q = sympy.Symbol("q")
    d = uncool_over_turns(2, q)
    assert d.is_symbolic
    assert sympy.simplify(d.prob(1) - 5 * q / 12) == 0
    assert d.subs({q: R(1, 3)}) == uncool_over_turns(2, R(1, 3))


@given(st.integers(0, 8), st.fractions(0, 1, max_denominator=12), st.sampled_from(["COOL", "UnCOOL"]))
def test_missed_turns_sum_to_one_and_never_consecutive(n, q, start):
    d = uncool_over_turns(n, q, start=start)
    assert sum(d.probs().values()) == 1
    # UnCOOL lasts at most one turn, so at most every other turn is missed
    assert max(d.outcomes()) <= (n + 1) // 2


@given(st.integers(-6, 6))
def test_more_cool_never_hurts(mod):
    assert regain_cool_probability(mod + 1) >= regain_cool_probability(mod)
    assert p_lose_cool(7 + mod + 1) <= p_lose_cool(7 + mod)


@pytest.mark.parametrize("call, exc, words", [
    (lambda: cool_win_number(1.5), TypeError, "cool_modifier"),
    (lambda: regain_roll_result(1), ValueError, "2..12"),
    (lambda: defend_cool_outcome(7, natural_12="never"), ValueError, "ends_action"),
    (lambda: defend_cool_outcome("7"), TypeError, "W"),
    (lambda: uncool_over_turns(3, 0.5), TypeError, "float"),
    (lambda: uncool_over_turns(3, Fraction(3, 2)), ValueError, "between 0 and 1"),
    (lambda: uncool_over_turns(-1, 0), ValueError, "n_turns"),
    (lambda: uncool_over_turns(2, 0, start="cool"), ValueError, "start"),
])
def test_bad_input(call, exc, words):
    with pytest.raises(exc, match=words):
        call()


def test_doctests():
    assert doctest.testmod(cool_module).failed == 0


def test_missed_turns_agree_with_a_dice_simulation():
    """Monte Carlo with real dice rolls, fixed seed, 4 standard errors (edgekit.montecarlo.agrees)."""
    import random

    from edgekit.montecarlo import agrees, estimate

    rng = random.Random(2024)
    q, n_turns, n = Fraction(1, 3), 6, 4000

    def one_run():
        cool, missed = True, 0
        for _ in range(n_turns):
            if not cool:
                s = rng.randint(1, 6) + rng.randint(1, 6)
                if not (s == 2 or (s != 12 and s <= 7)):
                    missed += 1
                    cool = True
                    continue
            cool = rng.random() >= q  # COOL lost in this played turn with probability q
        return missed

    draws = [one_run() for _ in range(n)]
    exact = uncool_over_turns(n_turns, q)
    for k in range(0, 3):
        assert agrees(exact.prob(k), estimate(draws, lambda d, k=k: d == k))


@pytest.mark.parametrize("n", [1, 3, 6])
@pytest.mark.parametrize("start", ["COOL", "UnCOOL"])
def test_uncool_over_turns_agrees_with_a_procedure(n, start):
    """Two formulations: the forward pass against edgekit.procedure.Procedure's absorption."""
    from edgekit.dist import Dist
    from edgekit.procedure import Procedure

    q, regain = R(1, 4), R(7, 12)

    def step(state):
        left, cool, missed = state
        if left == 0:
            return None
        played = {(left - 1, False, missed): q, (left - 1, True, missed): 1 - q}
        if cool:
            return Dist.from_probs(played)
        probs = {k: regain * v for k, v in played.items()}
        probs[(left - 1, True, missed + 1)] = probs.get((left - 1, True, missed + 1), 0) + 1 - regain
        return Dist.from_probs(probs)

    res = Procedure(step, label=lambda s: s[2]).solve((n, start == "COOL", 0))
    assert res.outcome == uncool_over_turns(n, q, start=start)
