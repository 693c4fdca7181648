"""Edge City Theft (Edge City 11.8, 11.8.1, 11.8.2, 11.4.5.2, 8.5.1, Table 1.0)."""

import doctest
import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

import edgekit.edge_city as ec
import edgekit.edge_city.rules.theft as theft_module
from edgekit.edge_city import (
    STATUSES,
    THEFT_MSM,
    theft_answer,
    theft_outcome,
    theft_probability,
    theft_r,
    theft_strength,
    theft_table,
    theft_win_number,
)
from edgekit.readings import get, readings_of

R = sympy.Rational


def brute_p(w):
    """Oracle: count the 36 rolls that win against w (a 2 always wins, a 12 always fails)."""
    return R(sum(1 for a, b in itertools.product(range(1, 7), repeat=2)
                 if a + b == 2 or (a + b != 12 and a + b <= w)), 36)


def linear_w(level, r):
    """Table 1.0 under the default readings (linear rows, -7 column clamps), written out again."""
    return max(2, 7 + level + min(max(r, -7), 3))


def test_public_entry_point_is_reexported():
    assert ec.theft_probability is theft_probability
    assert "theft_probability" in ec.__all__


def test_no_tech_values_register_ec_08():
    # R = 0 - 3 = -3, so W = 4 + Level: only the Wannabee cell is printed.
    assert [theft_probability(s) for s in STATUSES] == [R(1, 6), R(5, 18), R(5, 12), R(7, 12), R(13, 18)]
    assert all(isinstance(theft_probability(s), sympy.Rational) for s in STATUSES)
    sources = [theft_answer(s).value["source"] for s in STATUSES]
    assert sources == ["printed"] + ["reconstructed"] * 4  # Hackolyte's printed cells stop at R -4
    assert "reconstructed" in theft_answer("Hackolyte").note


def test_attack_full_value_stealth_halved_11_4_5_2():
    assert theft_strength(3) == 3  # Attack Tech at full value
    assert theft_strength(0, 4) == 2  # STEALTH GLOVE +2 style card halves: 4 -> 2
    assert theft_strength(0, 2) == 1  # STEALTH GLOVE (+2 Stealth SWAT) adds 1 to Theft
    assert theft_strength(0, 1) == 1  # half of 1 rounds to 0, minimum 1
    assert theft_strength(0, 0) == 0  # no card, nothing


def test_halving_readings_ec_14():
    cards = [1, 1, 3]
    assert theft_strength(0, cards, theft_halving="per_card") == 1 + 1 + 1
    assert theft_strength(0, cards, theft_halving="on_sum") == 2
    assert theft_strength(0, cards, theft_halving="sum_min_one") == 2
    assert theft_strength(0, [3, 3], theft_halving="per_card") == 2 < theft_strength(
        0, [3, 3], theft_halving="on_sum")
    assert theft_strength(0, 0, theft_halving="sum_min_one") == 1  # "at least 1" with no card
    assert theft_strength(0, 0, theft_halving="on_sum") == 0
    # with no card the sum_min_one reading shifts every no-tech row one step (register EC-08)
    assert theft_probability("Wannabee", theft_halving="sum_min_one") == R(5, 18)
    assert theft_probability("Hacker", theft_halving="sum_min_one") == R(7, 12)


def test_msm_reading_ec_08():
    p = theft_probability("Hacker", theft_msm="table_3_0")
    assert p.free_symbols == {THEFT_MSM}
    for m in range(-6, 12):
        assert p.subs(THEFT_MSM, m) == theft_probability("Hacker", theft_msm="table_3_0", msm=m)
        assert p.subs(THEFT_MSM, m) == brute_p(linear_w(2, -m))
    assert p.subs(THEFT_MSM, 3) == theft_probability("Hacker")
    assert theft_probability("Wannabee", theft_msm="table_3_0", msm=1) == brute_p(linear_w(0, -1))
    out = theft_outcome("Wannabee", theft_msm="table_3_0")
    assert out.is_symbolic and out.subs({THEFT_MSM: 3}) == theft_outcome("Wannabee")


def test_cumulative_minus_one_ec_15():
    assert theft_r(prior_attempts=2) == -5
    assert theft_probability("Wannabee", prior_attempts=1) == R(3, 36)  # W 3
    assert theft_probability("Wannabee", prior_attempts=5) == R(1, 36)  # W 2: only a natural 2


def test_outcome_and_natural_12_reading_ec_17():
    d = theft_outcome("Wannabee")
    assert d.probs() == {"success": R(6, 36), "fail, UnCOOL": R(29, 36), "natural 12, COOL kept": R(1, 36)}
    plain = theft_outcome("Wannabee", natural_12="plain_failure")
    assert plain.probs() == {"success": R(6, 36), "fail, UnCOOL": R(30, 36)}
    # a Legend with lots of Attack Tech still fails on a 12
    top = theft_outcome("Hacker Legend", swat_attack=9)
    assert top.prob("success") == R(35, 36) and top.prob("natural 12, COOL kept") == R(1, 36)
    assert theft_probability("Wannabee", natural_12="plain_failure") == theft_probability("Wannabee")


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("attack", range(0, 8))
@pytest.mark.parametrize("stealth", [0, 1, 2, 3, [1, 1], [2, 3, 1]])
@pytest.mark.parametrize("halving", ["per_card", "on_sum", "sum_min_one"])
def test_probability_matches_enumeration(status, attack, stealth, halving):
    cards = stealth if isinstance(stealth, list) else ([stealth] if stealth else [])
    if halving == "per_card":
        t = attack + sum(max(1, c // 2) for c in cards)
    elif halving == "on_sum":
        t = attack + (max(1, sum(cards) // 2) if cards else 0)
    else:
        t = attack + max(1, sum(cards) // 2)
    lv = STATUSES.index(status)
    p = theft_probability(status, swat_attack=attack, swat_stealth=stealth, theft_halving=halving)
    assert p == brute_p(linear_w(lv, t - 3))
    w = theft_win_number(status, swat_attack=attack, swat_stealth=stealth, theft_halving=halving)
    assert w == linear_w(lv, t - 3)


def test_table_marks_reconstructed_cells():
    t = theft_table(range(0, 3))
    assert t[("Wannabee", 0)]["source"] == "printed" and t[("Wannabee", 0)]["P"] == R(1, 6)
    assert t[("Hackolyte", 0)]["source"] == "reconstructed"
    assert t[("Hacker Legend", 2)]["W"] == 10
    alt = theft_table(range(0, 1), theft_halving="sum_min_one")
    assert alt[("Wannabee", 0)]["P"] == R(5, 18)


def test_readings_registered():
    assert get("theft_halving").register == "EC-14" and get("theft_halving").default == "per_card"
    assert get("theft_msm").register == "EC-08" and get("theft_msm").default == "fixed_3"
    assert readings_of(theft_probability)["natural_12"] == "ends_action"
    assert theft_answer("Hacker").readings["theft_msm"] == "fixed_3"


@given(st.sampled_from(STATUSES), st.integers(0, 8), st.lists(st.integers(0, 5), max_size=3),
       st.sampled_from(["per_card", "on_sum", "sum_min_one"]),
       st.sampled_from(["ends_action", "plain_failure"]))
def test_outcomes_sum_to_one_and_monotone(status, attack, stealth, halving, n12):
    kw = {"theft_halving": halving}
    d = theft_outcome(status, swat_attack=attack, swat_stealth=stealth, natural_12=n12, **kw)
    assert sum(d.probs().values()) == 1
    p = theft_probability(status, swat_attack=attack, swat_stealth=stealth, **kw)
    assert theft_probability(status, swat_attack=attack + 1, swat_stealth=stealth, **kw) >= p
    assert theft_probability(status, swat_attack=attack, swat_stealth=stealth + [2], **kw) >= p
    assert theft_probability(status, swat_attack=attack, swat_stealth=stealth, prior_attempts=1, **kw) <= p
    # no ordering between per_card and on_sum: [1, 1] favours per_card, [3, 3] favours on_sum


@given(st.integers(0, 3), st.integers(0, 6))
def test_higher_status_never_hurts(lv, attack):
    assert theft_probability(lv + 1, swat_attack=attack) >= theft_probability(lv, swat_attack=attack)


@pytest.mark.parametrize("call, exc, words", [
    (lambda: theft_probability("Baron"), ValueError, "Status"),
    (lambda: theft_probability("Hacker", swat_attack=-1), ValueError, "never negative"),
    (lambda: theft_probability("Hacker", swat_attack=1.5), TypeError, "whole number"),
    (lambda: theft_probability("Hacker", swat_stealth=[1, None]), TypeError, "whole number"),
    (lambda: theft_probability("Hacker", theft_halving="half"), ValueError, "per_card"),
    (lambda: theft_probability("Hacker", theft_msm="table_4_0"), ValueError, "fixed_3"),
    (lambda: theft_probability("Hacker", msm=2), ValueError, "table_3_0"),
    (lambda: theft_probability("Hacker", theft_msm="table_3_0", msm="3"), TypeError, "whole number"),
    (lambda: theft_probability("Hacker", prior_attempts=-1), ValueError, "11.8.1"),
    (lambda: theft_win_number("Hacker", theft_msm="table_3_0"), ValueError, "msm="),
    (lambda: theft_answer("Hacker", swat_atack=1), TypeError, "swat_atack"),
])
def test_bad_input(call, exc, words):
    with pytest.raises(exc, match=words):
        call()


def test_doctests():
    assert doctest.testmod(theft_module).failed == 0


def test_fraction_free_api():
    # probabilities leave as sympy Rationals, never floats or Fractions
    p = theft_probability("Master Hacker", swat_attack=1)
    assert isinstance(p, sympy.Rational) and not isinstance(p, Fraction)


# ------------------------------------------------------------- the explorer widget
def test_theft_explorer_follows_controls():
    from edgekit.widgets.theft import TheftExplorer

    x = TheftExplorer()
    assert x.state["P"] == R(1, 6) and x.state["source"] == "printed"
    assert "1/6" in x.html.value and "29/36" in x.html.value
    assert "P(Theft succeeds) = 16.7% (exact 1/6)" in x.html.value  # percent beside the exact value
    x.status.value = "Hackolyte"
    assert x.state["P"] == R(5, 18) and "reconstructed" in x.html.value
    x.stealth.value = "1, 1"
    assert x.state["T"] == 2
    x.theft_halving.value = "on_sum"
    assert x.state["T"] == 1
    x.theft_msm.value = "table_3_0"
    x.msm.value = 1
    assert x.state["R"] == 0 and x.state["W"] == 8
    x.natural_12.value = "plain_failure"
    assert "natural 12" not in x.html.value
    x.prior.value = 2
    assert x.state["R"] == -2


def test_theft_explorer_bad_text_is_reported_not_evaluated():
    from edgekit.widgets.theft import TheftExplorer, parse_cards

    x = TheftExplorer()
    x.stealth.value = "__import__('os')"
    assert "error" in x.state and "Not allowed" in x.html.value
    assert parse_cards("2; 1,") == [2, 1]


def test_theft_explorer_draws():
    from edgekit.widgets.theft import TheftExplorer

    x = TheftExplorer(status="Hacker", swat_attack=2)
    assert x.state["W"] == 8


@pytest.mark.parametrize("status", STATUSES)
@pytest.mark.parametrize("attack", [0, 2, 5, 9])
@pytest.mark.parametrize("n12", ["ends_action", "plain_failure"])
def test_outcome_matches_enumeration(status, attack, n12):
    w = linear_w(STATUSES.index(status), attack - 3)
    want = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        s = a + b
        if s == 2 or (s != 12 and s <= w):
            o = "success"
        elif s == 12 and n12 == "ends_action":
            o = "natural 12, COOL kept"
        else:
            o = "fail, UnCOOL"
        want[o] = want.get(o, 0) + Fraction(1, 36)
    got = theft_outcome(status, swat_attack=attack, natural_12=n12).probs()
    assert {k: Fraction(str(v)) for k, v in got.items()} == want
