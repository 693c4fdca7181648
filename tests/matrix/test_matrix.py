"""Matrix (piecepack): breaking ice and forts (Matrix steps 3-5, setup, advanced game)."""

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import matrix as m


def oracle(target, same_colour, powerups, faces, timing, advanced=False, floor="base"):
    """Enumerate the die faces directly from the step 3-5 text and the advanced game's floor."""
    def strength(roll, spend):
        if floor == "base":
            return max(0, roll - advanced) + same_colour + spend
        return max(0, roll - advanced + same_colour + spend)

    wins = 0
    for roll in faces:
        if timing == "before_roll":
            wins += strength(roll, powerups) > target
        else:
            wins += any(strength(roll, spend) > target for spend in range(powerups + 1))
    return Fraction(wins, len(faces))


FACES = {"d6": range(1, 7), "piecepack": range(0, 6)}


@given(st.integers(1, 6), st.booleans(), st.integers(0, 7), st.sampled_from(["d6", "piecepack"]),
       st.sampled_from(["after_roll", "before_roll"]), st.booleans(), st.sampled_from(["base", "total"]))
def test_break_probability_matches_oracle(target, same, k, die, timing, advanced, floor):
    got = m.break_probability(target, same_colour=same, powerups=k, advanced=advanced, matrix_die=die,
                              matrix_powerup_timing=timing, matrix_advanced_floor=floor)
    assert got == oracle(target, same, k, FACES[die], timing, advanced, floor)


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
    with pytest.raises(ValueError, match="from 1 to 6"):
        m.break_probability(7, same_colour=True)
    with pytest.raises(TypeError, match="whole number"):
        m.break_probability(6, same_colour=True, powerups=1.0)
    with pytest.raises(ValueError, match="piecepack"):
        m.break_probability(6, same_colour=True, matrix_die="d20")


def test_advanced_floor_reading():  # Matrix advanced game: "never less than zero" (MX-06)
    # a null roll: base strength -1. Floored first, the colour bonus and a power-up make 2; floored
    # only as a total, -1 + 1 + 1 = 1.
    assert m.breaker_strength(0, same_colour=True, advanced=True, powerups=1) == 2
    assert m.breaker_strength(0, same_colour=True, advanced=True, powerups=1,
                              matrix_advanced_floor="total") == 1
    assert m.breaker_strength(0, same_colour=False, advanced=True, matrix_advanced_floor="total") == 0
    kw = dict(same_colour=True, powerups=1, advanced=True, matrix_die="piecepack")
    assert m.break_probability(1, **kw) == 1                                    # every face breaks ice 1
    assert m.break_probability(1, matrix_advanced_floor="total", **kw) == Fraction(5, 6)
    # on the ordinary d6 the base is never negative: the reading changes nothing there
    for t in range(1, 7):
        assert (m.break_probability(t, same_colour=True, powerups=1, advanced=True) ==
                m.break_probability(t, same_colour=True, powerups=1, advanced=True,
                                    matrix_advanced_floor="total"))


def test_fort_die_shift_is_one_sixth_in_eleven_of_twelve_cells():  # the notebook's claim
    shift = m.fort_die_shift(m.fort_table())
    assert len(shift) == 12
    assert [k for k, v in shift.items() if v != Fraction(1, 6)] == [(0, False)]
    assert shift[(0, False)] == 0


def test_issue_9_regressions():
    with pytest.raises(TypeError, match="roll"):
        m.breaker_strength(1.5, same_colour=True)          # was 2.5
    with pytest.raises(TypeError, match="same_colour"):
        m.breaker_strength(3, same_colour="no")            # was True
    with pytest.raises(TypeError, match="same_colour"):
        m.break_probability(3, same_colour="no")
    with pytest.raises(TypeError, match="advanced"):
        m.break_probability(3, same_colour=True, advanced=1)
    with pytest.raises(ValueError, match="powerups"):
        m.break_probability(3, same_colour=True, powerups=10**9)
    with pytest.raises(TypeError):
        m.fort_table(natural_12="x")                       # no reading passes on unchecked
    with pytest.raises(ValueError, match="after_roll"):
        m.fort_table(matrix_powerup_timing="sometimes")
    with pytest.raises(TypeError, match="powerups"):
        m.fort_table("012")


def test_fort_table_timing_reaches_every_cell():
    before = m.fort_table(range(3), matrix_powerup_timing="before_roll")
    assert before[(2, False, "d6")] == m.break_probability(6, same_colour=False, powerups=2,
                                                           matrix_powerup_timing="before_roll")


def test_import_does_not_pull_in_pictures_or_widgets():
    import subprocess
    import sys
    code = ("import sys, edgekit.matrix, edgekit.cyberpunk_ccg; "
            "assert 'matplotlib' not in sys.modules and 'ipywidgets' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_rules_value_means_the_keywords():
    from edgekit import readings
    r = readings.defaults("Matrix")
    adv = dict(same_colour=True, powerups=1, advanced=True)
    for reading, option in (("matrix_die", "piecepack"), ("matrix_powerup_timing", "before_roll"),
                            ("matrix_advanced_floor", "total")):
        for t in range(1, 7):
            assert (m.break_probability(t, **adv, rules=r.replace(**{reading: option})) ==
                    m.break_probability(t, **adv, **{reading: option}))
    assert m.fort_table(range(3), rules=r.replace(matrix_powerup_timing="before_roll")) == m.fort_table(
        range(3), matrix_powerup_timing="before_roll")
    a = m.break_probability.explain(1, matrix_die="piecepack", matrix_advanced_floor="total", **adv)
    assert a.value == Fraction(5, 6) and a.readings["matrix_advanced_floor"] == "total"
