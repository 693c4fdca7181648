"""The Stability check (Rogue Agent, Defuse a Bomb: Stability check, p. 11, and the FAQ note).

Three formulations must agree: the closed formulas, the edgekit Procedure (with its loop), and a
brute-force enumeration of every face of every die.
"""

from fractions import Fraction as F

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st
from stability_oracle import brute_force  # a sibling module: tests/rogue_agent is on sys.path

from edgekit import readings
from edgekit.montecarlo import agrees, estimate, sample_procedure
from edgekit.rogue_agent.bomb import C, E, stability_check_probability, stability_formula, stability_procedure

SIXTH = F(1, 6)



def absorb(proc, start, label="passed"):
    """P(ending in ``label``) by a plain backward pass over proc.step (a self-loop is a geometric repeat).

    A third formulation besides the formulas and Procedure.solve.
    """
    memo = {}

    def go(s):
        if s not in memo:
            d = proc.step(s)
            if d is None:
                memo[s] = sympy.Integer(1 if proc.label(s) == label else 0)
            else:
                probs = d.probs()
                stay = probs.pop(s, 0)
                memo[s] = sympy.Add(*[p * go(t) for t, p in probs.items()]) / (1 - stay)
        return memo[s]

    return sympy.simplify(go(start))


def by_procedure(n, c, e, variant):
    proc, start = stability_procedure(n, cross=c, explosion=e, stability_variant=variant)
    solved = proc.solve(start).outcome.prob("passed")
    assert sympy.simplify(solved - absorb(proc, start)) == 0
    return solved


@pytest.mark.parametrize("variant,n,expected", [
    # the register's illustration (c = e = 1/6, not the game's faces), derived again here
    ("full", 1, F(1, 2)), ("simplified", 1, F(5, 6)),
    ("full", 3, F(61, 152)), ("simplified", 3, F(35, 54)),
])
def test_illustration_values(variant, n, expected):
    got = stability_check_probability(n, cross=SIXTH, explosion=SIXTH, stability_variant=variant)
    assert got == sympy.Rational(expected.numerator, expected.denominator)
    assert got == brute_force(n, SIXTH, SIXTH, variant)


def test_no_circuit_passes_automatically():
    for variant in ("full", "simplified"):
        assert stability_check_probability(0, cross=C, explosion=E, stability_variant=variant) == 1
        assert stability_check_probability(0, cross=F(0), explosion=F(1), stability_variant=variant) == 1


def test_one_die_full_is_a_race_between_the_faces():
    # one die rolled until it shows a symbol: the cross wins with c / (c + e)
    p = stability_check_probability(1, cross=C, explosion=E)
    assert sympy.simplify(p - C / (C + E)) == 0


@pytest.mark.parametrize("variant", ["full", "simplified"])
@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_formula_equals_brute_force_and_procedure(variant, n):
    c, e = F(1, 4), F(1, 3)
    f = stability_check_probability(n, cross=c, explosion=e, stability_variant=variant)
    assert f == brute_force(n, c, e, variant)
    assert f == by_procedure(n, c, e, variant)


@pytest.mark.parametrize("variant", ["full", "simplified"])
@pytest.mark.parametrize("n", [1, 2, 3])
def test_symbolic_procedure_equals_formula(variant, n):
    f = stability_check_probability(n, cross=C, explosion=E, stability_variant=variant)
    assert sympy.simplify(by_procedure(n, C, E, variant) - f) == 0


def test_full_check_is_never_easier_than_simplified_at_these_faces():
    # with every die re-rolled, any explosion among n dice detonates; one at a time, a cross
    # can end the check before a later explosion is seen
    for n in range(1, 8):
        full = stability_check_probability(n, cross=SIXTH, explosion=SIXTH)
        simple = stability_check_probability(n, cross=SIXTH, explosion=SIXTH, stability_variant="simplified")
        assert full < simple


@st.composite
def faces(draw):
    den = draw(st.integers(1, 12))
    c = draw(st.integers(0, den))
    e = draw(st.integers(0, den - c))
    return F(c, den), F(e, den)


@settings(max_examples=40)
@given(faces(), st.integers(0, 5), st.sampled_from(["full", "simplified"]))
def test_symbolic_equals_numeric_at_sample_points(ce, n, variant):
    c, e = ce
    if variant == "full" and n and c + e == 0:
        return  # never ends; refused (tested below)
    numeric = stability_check_probability(n, cross=c, explosion=e, stability_variant=variant)
    symbolic = stability_formula(n, stability_variant=variant).subs({C: c, E: e})
    assert numeric == brute_force(n, c, e, variant)
    assert sympy.simplify(symbolic - numeric) == 0


def test_monte_carlo_agrees():
    proc, start = stability_procedure(3, cross=F(1, 3), explosion=F(1, 6))
    draws = sample_procedure(proc, start, 20_000, seed=5)
    exact = stability_check_probability(3, cross=F(1, 3), explosion=F(1, 6))
    assert agrees(exact, estimate(draws, lambda s: s == "passed"))


def test_reading_is_registered():
    r = readings.get("stability_variant")
    assert r.default == "full" and set(r.options) == {"full", "simplified"} and r.register == "RA-09"


def test_bad_input():
    with pytest.raises(TypeError, match="float"):
        stability_check_probability(2, cross=0.2, explosion=F(1, 6))
    with pytest.raises(ValueError, match="stability_variant"):
        stability_check_probability(2, cross=SIXTH, explosion=SIXTH, stability_variant="fast")
    with pytest.raises(ValueError, match="from 0 to 9"):
        stability_check_probability(-1, cross=SIXTH, explosion=SIXTH)
    with pytest.raises(TypeError, match="whole number"):
        stability_check_probability(True, cross=SIXTH, explosion=SIXTH)
    with pytest.raises(ValueError, match="at most 1"):
        stability_check_probability(2, cross=F(2, 3), explosion=F(1, 2))
    with pytest.raises(ValueError, match="never ends"):
        stability_check_probability(2, cross=0, explosion=0)
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        stability_check_probability(2, cross=F(-1, 6), explosion=SIXTH)
