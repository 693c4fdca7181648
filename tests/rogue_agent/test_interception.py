"""Rogue Agent Justice: Intercept a Criminal: exact odds against enumeration, allocations, bad input."""

import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

import edgekit.rogue_agent as ra
from edgekit.rogue_agent.rules import interception as I

f = sympy.Symbol("f")


def brute(a, d, fuel):
    """Every die shows fuel or not: sum the weights of the 2**(a+d) outcomes where attacker > defender."""
    total = 0
    for seq in itertools.product((0, 1), repeat=a + d):
        w = sympy.Integer(1)
        for s in seq:
            w *= fuel if s else 1 - fuel
        if sum(seq[:a]) > sum(seq[a:]):
            total += w
    return sympy.expand(total)


@pytest.mark.parametrize("a,d", [(a, d) for a in range(5) for d in range(5)])
def test_polynomial_equals_enumeration(a, d):
    assert sympy.expand(ra.interception_probability(a, d, fuel=f) - brute(a, d, f)) == 0


def test_small_values_by_hand():
    assert ra.interception_probability(1, 0, fuel=f) == f  # one die, no defence: P(fuel)
    assert sympy.expand(ra.interception_probability(1, 1, fuel=f) - f * (1 - f)) == 0
    assert ra.interception_probability(0, 2, fuel=f) == 0  # no dice, no interception
    assert ra.interception_probability(3, 0, fuel=Fraction(1, 2)) == sympy.Rational(7, 8)


def test_exact_number_types():
    for v in (Fraction(1, 3), sympy.Rational(1, 3)):
        assert ra.interception_probability(2, 1, fuel=v) == brute(2, 1, sympy.Rational(1, 3))
    assert ra.interception_probability(2, 1, fuel=1) == 1
    assert ra.interception_probability(2, 1, fuel=0) == 0
    out = ra.interception_probability(2, 1, fuel=Fraction(1, 3))
    assert isinstance(out, sympy.Rational)


def test_expression_fuel():
    g = sympy.Symbol("g")
    assert sympy.expand(ra.interception_probability(2, 1, fuel=g / 2) - brute(2, 1, g / 2)) == 0


@given(st.integers(0, 3), st.integers(0, 3), st.fractions(0, 1, max_denominator=12))
def test_symbolic_equals_numeric(a, d, x):
    sym = ra.interception_probability(a, d, fuel=I.FUEL)
    assert sym.xreplace({I.FUEL: sympy.Rational(x.numerator, x.denominator)}) == \
        ra.interception_probability(a, d, fuel=x)


@given(st.integers(0, 3), st.integers(0, 3), st.fractions(0, 1, max_denominator=12))
def test_more_dice_help_their_owner(a, d, x):
    p = ra.interception_probability(a, d, fuel=x)
    assert ra.interception_probability(a + 1, d, fuel=x) >= p
    assert ra.interception_probability(a, d + 1, fuel=x) <= p


def test_bad_input():
    with pytest.raises(TypeError, match="float"):
        ra.interception_probability(1, 1, fuel=0.5)
    with pytest.raises(TypeError, match="(?i)float"):
        ra.interception_probability(1, 1, fuel=sympy.Float(0.5))  # "inexact sympy Float"
    with pytest.raises(TypeError):
        ra.interception_probability(1, 1, fuel="1/2")
    with pytest.raises(TypeError):
        ra.interception_probability(1, 1, fuel=True)
    with pytest.raises(ValueError, match="between 0 and 1"):
        ra.interception_probability(1, 1, fuel=Fraction(3, 2))
    with pytest.raises(ValueError):
        ra.interception_probability(-1, 1, fuel=f)
    with pytest.raises(TypeError):
        ra.interception_probability(1.0, 1, fuel=f)


def test_allocation_order():
    # no Informants: the attacker may take 0..3 of the 3 green dice, the defender buys any of the rest
    rows = ra.allocations(0)
    assert {(r["attacker_dice"], r["defender_dice"]) for r in rows} == {
        (a, d) for a in range(4) for d in range(4 - a)}
    # two Informants: the defender holds 2 green dice first, so the attacker gets at most 1
    rows = ra.allocations(2)
    assert max(r["attacker_dice"] for r in rows) == 1
    assert min(r["defender_dice"] for r in rows) == 2
    assert all(r["defender_fuel"] == r["defender_dice"] - r["informant_dice"] for r in rows)
    # three or more Informants: no green die is left for the attacker
    assert {r["attacker_dice"] for r in ra.allocations(5)} == {0}
    # reading attacker_any: the attacker's dice do not come out of the green supply, but each of the
    # defender's Informants still removes one die from the attacker's pool of three (Hire)
    assert max(r["attacker_dice"] for r in ra.allocations(0, intercept_dice="attacker_any")) == 3
    assert max(r["attacker_dice"] for r in ra.allocations(1, intercept_dice="attacker_any")) == 2
    assert max(r["attacker_dice"] for r in ra.allocations(3, intercept_dice="attacker_any")) == 0
    with pytest.raises(ValueError, match="intercept_dice"):
        ra.allocations(1, intercept_dice="red")


def test_table_and_best_play():
    table = ra.interception_table(1)
    assert set(table) == {(0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (2, 1)}
    best = ra.interception_odds(1)
    assert (best["attacker_dice"], best["defender_dice"]) == (2, 1)
    assert best["p"] == table[(2, 1)]
    # the best play is the attacker's best over the defender's best reply, by brute force on the table
    x = Fraction(1, 3)
    num = ra.interception_table(1, fuel=x)
    best_a = max({a for a, _ in num}, key=lambda a: min(v for (aa, _), v in num.items() if aa == a))
    assert best_a == 2
    assert ra.interception_odds(0, attacker_fuel=1, defender_fuel=0)["p"] == I.FUEL


def test_fuel_symbol_is_the_green_fuel_face():
    from edgekit.rogue_agent import ILLUSTRATIVE_MIX, face_symbol

    assert I.FUEL == face_symbol("green", "fuel")
    vals = ILLUSTRATIVE_MIX.substitutions(("fuel",), ("green",))
    assert ra.interception_probability(2, 1, fuel=I.FUEL).xreplace(vals) == \
        ra.interception_probability(2, 1, fuel=ILLUSTRATIVE_MIX.prob("green", "fuel"))
