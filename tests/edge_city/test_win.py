"""Edge City Win Roll and Table 1.0 (Edge City 8.4, 8.5.1, 9.1.2, Table 1.0)."""

import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from edgekit.edge_city import (
    STATUSES,
    level,
    printed_cells,
    status_title,
    table_1_0,
    win_number,
    win_number_source,
    win_probability,
    win_roll,
)
from edgekit.edge_city.rules.win import win_answer
from edgekit.readings import readings_of

PRINTED = {  # Table 1.0 as printed, transcribed independently of data/edge_city/table_1_0.csv
    "Wannabee": dict(zip(range(-7, 4), [2, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10])),
    "Hackolyte": dict(zip(range(-7, -3), [2, 2, 3, 4])),
}


def brute_force_win_probability(w):
    """Enumerate all 36 rolls of two dice with the Rule of 2 and 12 (Edge City 8.5.1)."""
    wins = sum(1 for a, b in itertools.product(range(1, 7), repeat=2)
               if a + b == 2 or (a + b != 12 and a + b <= w))
    return Fraction(wins, 36)


@pytest.mark.parametrize("w", range(-3, 16))
def test_win_probability_matches_enumeration(w):
    assert win_probability(w) == brute_force_win_probability(w)
    assert isinstance(win_probability(w), sympy.Rational)


def test_rule_of_2_and_12_bounds():  # Edge City 8.5.1
    assert win_probability(1) == win_probability(-40) == sympy.Rational(1, 36)
    assert win_probability(11) == win_probability(400) == sympy.Rational(35, 36)
    assert win_roll(7).prob("win") == sympy.Rational(7, 12)


@pytest.mark.parametrize(("status", "r", "w"),
                         [(s, r, w) for s, row in PRINTED.items() for r, w in row.items()])
def test_every_printed_cell(status, r, w):
    assert win_number(status, r) == w
    assert win_number_source(status, r) == "printed"
    for rows in ("linear", "cap_10", "cap_12"):  # no reading may change a printed cell
        assert win_number(status, r, table_rows=rows) == w


def test_data_file_holds_exactly_the_printed_cells():
    assert printed_cells() == {(s, r): w for s, row in PRINTED.items() for r, w in row.items()}


def test_worked_examples():
    assert win_number("Wannabee", 2 - (1 + 2)) == 6     # Mr Grizzly vs Helper, Edge City 11.5.4.1
    assert level("Hacker") == 2                         # Helper "a Level number of 2", 11.5.4.1
    assert win_number("Hacker Legend", 2 - 5) == 8      # Randi 1101 Stealth, Edge City 11.6.5.1
    assert win_number("Hacker Legend", 0 - 5) == 6      # Randi 1101 Defend, Edge City 11.6.5.1


def test_three_plus_column_and_letter_case():
    assert win_number("WANNABEE", 9) == win_number("wannabee", 3) == 10
    assert win_number("  master   hacker ", 0) == win_number(3, 0) == 10
    assert status_title(4) == "Hacker Legend"


def test_reconstructed_cells_are_labelled():
    for s in STATUSES:
        for r in range(-7, 4):
            expected = "printed" if r in PRINTED.get(s, {}) else "reconstructed"
            assert win_number_source(s, r) == expected
    assert win_number_source("Wannabee", -9) == "printed"          # the -7 column, clamped
    assert win_number_source("Wannabee", -9, column_edge="extend") == "reconstructed"
    assert win_answer("Hacker", 0).note.startswith("reconstructed")


def test_readings_change_only_unprinted_cells():
    assert win_number("Hackolyte", 3) == 11
    assert win_number("Hackolyte", 3, table_rows="cap_10") == 10
    assert win_number("Hacker Legend", 3, table_rows="cap_12") == 12
    assert win_number("Hacker Legend", -9) == 4
    assert win_number("Hacker Legend", -9, column_edge="extend") == 2
    assert readings_of(win_number, table_rows="cap_10") == {"table_rows": "cap_10", "column_edge": "clamp"}
    assert win_answer("Wannabee", 0).readings == {"table_rows": "linear", "column_edge": "clamp"}


@given(st.sampled_from(STATUSES), st.integers(-30, 30))
def test_linear_rule_and_monotone(status, r):
    w = win_number(status, r)
    assert w == max(2, 7 + level(status) + min(max(r, -7), 3))
    assert win_number(status, r + 1) >= w
    assert 2 <= w <= 14


def test_table_1_0_rows():
    t = table_1_0()
    assert len(t) == 55 and t[("Wannabee", 0)] == {"W": 7, "P": sympy.Rational(7, 12), "source": "printed"}


@pytest.mark.parametrize(("status", "r", "err", "match"), [
    ("Boss", 0, ValueError, "Wannabee, Hackolyte, Hacker, Master Hacker, Hacker Legend"),
    (5, 0, ValueError, "Levels are 0..4"),
    (-1, 0, ValueError, "Levels are 0..4"),
    (True, 0, TypeError, "bool"),
    (2.0, 0, TypeError, "Status title"),
    ("Hacker", 1.5, TypeError, "whole number"),
    ("Hacker", "3", TypeError, "whole number"),
])
def test_bad_input_names_the_allowed_values(status, r, err, match):
    with pytest.raises(err, match=match):
        win_number(status, r)


def test_bad_reading_names_the_options():
    with pytest.raises(ValueError, match="cap_10"):
        win_number("Hacker", 0, table_rows="quadratic")
    with pytest.raises(TypeError, match="whole number"):
        win_probability(7.5)


def test_levels_table_is_read_only():
    """A caller cannot change the Status -> Level table every Win Number reads (issue 9)."""
    from edgekit.edge_city import LEVELS, level

    with pytest.raises(TypeError):
        LEVELS["Wannabee"] = 4
    assert level("Wannabee") == 0
