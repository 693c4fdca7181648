"""edgekit.exact: strict conversion of caller values (issue 9)."""

import builtins
from fractions import Fraction

import pytest
import sympy

from edgekit.exact import as_exact, as_flag, as_fraction, as_name, as_whole

CODE = "__import__('builtins').__setattr__('EDGEKIT_PWNED', 1) or 1"


@pytest.mark.parametrize("value", [CODE, "1/2", "x", 0.5, float("nan"), True, None, [1], sympy.Float(0.5)])
def test_as_exact_refuses_text_floats_bools_and_names_the_argument(value):
    with pytest.raises(TypeError, match="deck_size"):
        as_exact("deck_size", value)
    assert not hasattr(builtins, "EDGEKIT_PWNED")


def test_as_exact_accepts_exact_values():
    x = sympy.Symbol("x")
    assert as_exact("p", 3) == 3 and isinstance(as_exact("p", 3), sympy.Integer)
    assert as_exact("p", Fraction(1, 3)) == sympy.Rational(1, 3)
    assert as_exact("p", 1 - x) == 1 - x
    with pytest.raises(TypeError, match="p must be a number"):
        as_exact("p", x, symbolic=False)
    with pytest.raises(ValueError, match="p must be finite"):
        as_exact("p", sympy.oo)
    assert as_fraction("p", sympy.Rational(2, 4)) == Fraction(1, 2)


@pytest.mark.parametrize("value", [1.5, 2.0, True, False, "3", None, Fraction(3)])
def test_as_whole_refuses_non_ints(value):
    with pytest.raises(TypeError, match="timer must be a whole number from 1 to 6"):
        as_whole("timer", value, 1, 6)


def test_as_whole_range():
    assert as_whole("timer", sympy.Integer(6), 1, 6) == 6
    with pytest.raises(ValueError, match="timer must be a whole number from 1 to 6, not 7"):
        as_whole("timer", 7, 1, 6)
    with pytest.raises(ValueError, match="n must be a whole number >= 0, not a number of 101 digits"):
        as_whole("n", -10**100, 0)


def test_as_flag_and_as_name():
    assert as_flag("same_colour", True) is True
    for bad in ("no", 1, 0, None):
        with pytest.raises(TypeError, match="same_colour must be True or False"):
            as_flag("same_colour", bad)
    assert as_name("card", "BURN", ["BURN"]) == "BURN"
    with pytest.raises(ValueError, match="card must be a non-empty name"):
        as_name("card", " ")
    with pytest.raises(ValueError, match="card must be one of"):
        as_name("card", "x", ["BURN"])
    with pytest.raises(TypeError, match="card must be a name"):
        as_name("card", 3)
