"""Edge City Reputation (Edge City 9.1, 9.1.1, 9.1.2, Table 1.0)."""

import doctest
import itertools
from fractions import Fraction

import matplotlib.pyplot as plt
import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

import edgekit.edge_city.rules.reputation as rep_module
from edgekit.edge_city import (
    DP_PER_TITLE,
    STATUSES,
    reputation_figure,
    reputation_table,
    status_cost,
    title_gain,
)

R = sympy.Rational


def brute_win(w):
    return Fraction(sum(1 for a, b in itertools.product(range(1, 7), repeat=2)
                        if a + b == 2 or (a + b != 12 and a + b <= w)), 36)


def test_cost_of_status_9_1_1():
    assert DP_PER_TITLE == 8
    assert status_cost() == {"titles": 4, "dp": 32, "turns": 4}  # Wannabee to Hacker Legend
    assert status_cost("Hacker", "Hacker") == {"titles": 0, "dp": 0, "turns": 0}
    assert status_cost(1, "master hacker")["dp"] == 16


def test_table_marks_sources():
    rows = reputation_table((-3, 0))
    assert [r["status"] for r in rows] == list(STATUSES)
    assert [r["level_source"] for r in rows] == ["printed", "printed", "example", "reconstructed",
                                                  "reconstructed"]
    assert [r["dp_from_wannabee"] for r in rows] == [0, 8, 16, 24, 32]
    assert [r["W(R=-3)"] for r in rows] == [4, 5, 6, 7, 8]
    assert [r["source(R=-3)"] for r in rows] == ["printed"] + ["reconstructed"] * 4
    assert rows[0]["P(R=0)"] == R(7, 12) and rows[4]["P(R=0)"] == R(35, 36)


@pytest.mark.parametrize("r", range(-9, 5))
def test_title_gain_matches_enumeration(r):
    for lv in range(4):
        w_lo, w_hi = (max(2, 7 + x + min(max(r, -7), 3)) for x in (lv, lv + 1))
        assert title_gain(lv, r) == brute_win(w_hi) - brute_win(w_lo)
    assert title_gain("Hacker Legend", r) == 0


def test_readings_change_the_top_rows():
    # Hackolyte at R 3+: linear W 11 (35/36) against a cap of 10 (33/36), register EC-01
    assert title_gain("Wannabee", 3) == R(2, 36)
    assert title_gain("Wannabee", 3, table_rows="cap_10") == 0


@given(st.integers(0, 3), st.integers(-10, 5))
def test_a_title_never_hurts(lv, r):
    assert title_gain(lv, r) >= 0


def test_figure_draws_and_closes():
    fig = reputation_figure((-3, 0))
    assert len(fig.axes[0].get_legend().get_texts()) == 2
    plt.close(fig)


@pytest.mark.parametrize("call, exc, words", [
    (lambda: status_cost("Hacker", "Wannabee"), ValueError, "cash in"),
    (lambda: status_cost("Guru"), ValueError, "Status"),
    (lambda: title_gain("Hacker", 0, table_rows="wild"), ValueError, "linear"),
])
def test_bad_input(call, exc, words):
    with pytest.raises(exc, match=words):
        call()


def test_doctests():
    assert doctest.testmod(rep_module).failed == 0
