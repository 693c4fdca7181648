"""Matrix (piecepack): breaking ice and forts (Matrix steps 3-5, setup, advanced game)."""

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import matrix as m


def oracle(target, same_colour, powerups, faces, timing, advanced=False):
    """Enumerate the die faces directly from the step 3-5 text."""
    wins = 0
    for roll in faces:
        base = max(0, roll + same_colour - advanced)
        if timing == "before_roll":
            wins += base + powerups > target
        else:
            wins += any(base + spend > target for spend in range(powerups + 1))
    return Fraction(wins, len(faces))


FACES = {"d6": range(1, 7), "piecepack": range(0, 6)}


@given(st.integers(1, 6), st.booleans(), st.integers(0, 7), st.sampled_from(["d6", "piecepack"]),
       st.sampled_from(["after_roll", "before_roll"]), st.booleans())
def test_break_probability_matches_oracle(target, same, k, die, timing, advanced):
    got = m.break_probability(target, same_colour=same, powerups=k, advanced=advanced, matrix_die=die,
                              matrix_powerup_timing=timing)
    assert got == oracle(target, same, k, FACES[die], timing, advanced)


@pytest.mark.parametrize("k", range(0, 6))
def test_fort_formulas_under_each_die(k):  # register MX-06, checked here by our own enumeration
    assert m.break_probability(6, same_colour=True, powerups=k) == Fraction(min(k + 1, 6), 6)
    assert m.break_probability(6, same_colour=True, powerups=k, matrix_die="piecepack") == Fraction(k, 6)
    assert m.break_probability(6, same_colour=False, powerups=k) == Fraction(k, 6)
    assert m.break_probability(6, same_colour=False, powerups=k, matrix_die="piecepack") == Fraction(
        max(0, k - 1), 6)


def test_no_powerup_means_a_piecepack_fort_cannot_fall():
    # Step 4: a fort needs strength 7 or more; a same-colour breaker on a piecepack die tops out at 6.
    assert m.break_probability(6, same_colour=True, matrix_die="piecepack") == 0


def test_after_roll_spends_only_what_it_needs():
    d = m.break_outcome(3, same_colour=False, powerups=2)
    assert d.prob(("broken", 0)) == Fraction(1, 2)  # rolls 4, 5, 6
    assert d.prob(("broken", 2)) == Fraction(1, 6)  # roll 2 needs two
    assert d.prob(("damage", 0)) == Fraction(1, 6)  # roll 1 cannot reach 4 with two
    # never worse than committing first (MX-04)
    for t, k in itertools.product(range(1, 7), range(4)):
        assert (m.break_probability(t, same_colour=False, powerups=k) >=
                m.break_probability(t, same_colour=False, powerups=k, matrix_powerup_timing="before_roll"))


def test_first_fort_position_formula_and_oracle():
    d = m.first_fort_position()
    assert sum(d.probs().values()) == 1
    for j in range(1, 8):
        assert d.prob(14 + j) == Fraction(math.comb(10 - j, 3), math.comb(10, 4))
    combos = list(itertools.combinations(range(10), 4))  # 4 forts among the bottom 10 tiles
    assert d.prob(15) == Fraction(sum(1 for c in combos if c[0] == 0), len(combos))


def test_bad_input():
    with pytest.raises(ValueError, match="1..6"):
        m.break_probability(7, same_colour=True)
    with pytest.raises(TypeError, match="whole number"):
        m.break_probability(6, same_colour=True, powerups=1.0)
    with pytest.raises(ValueError, match="piecepack"):
        m.break_probability(6, same_colour=True, matrix_die="d20")
