"""Rogue Agent: attacking a face-down Criminal and what Investigate is worth."""

import pytest
import sympy

import edgekit.rogue_agent as ra

HALF = sympy.Rational(1, 2)


def test_health_law_printed_piles():
    d = ra.criminal_health()
    assert sympy.simplify(d.prob(1) + d.prob(2) - sympy.Rational(2, 3)) == 0  # 20 of 30 cards
    assert sympy.simplify(d.prob(3) + d.prob(4) - sympy.Rational(1, 3)) == 0


def test_mixed_attack_is_the_single_roll_odds_mixed():
    mix = ra.ILLUSTRATIVE_MIX
    got = ra.unknown_criminal_attack(mix=mix, low_one=HALF, high_three=HALF)
    per = [ra.attack_criminal(h, mix=mix, rerolls="none").p_success for h in (1, 2, 3, 4)]
    assert got == (per[0] + per[1]) / 3 + (per[2] + per[3]) / 6
    sym = ra.unknown_criminal_attack(mix=mix)
    assert sym.subs({ra.LOW_ONE: HALF, ra.HIGH_THREE: HALF}) == got


def test_investigate_is_worth_at_least_nothing():
    v = ra.investigate_value(mix=ra.ILLUSTRATIVE_MIX, low_one=HALF, high_three=HALF, retaliation_cost=1)
    assert v["worth"] == v["informed"] - v["blind"] and v["worth"] >= 0
    # with no cost of failing, the Agent attacks every Criminal either way: information is worth 0
    v0 = ra.investigate_value(mix=ra.ILLUSTRATIVE_MIX, low_one=HALF, high_three=HALF, retaliation_cost=0)
    assert v0["worth"] == 0


def test_bad_input():
    with pytest.raises(ValueError, match="low_one"):
        ra.criminal_health(2, HALF)
    with pytest.raises(TypeError, match="retaliation_cost"):
        ra.investigate_value(retaliation_cost="1")
