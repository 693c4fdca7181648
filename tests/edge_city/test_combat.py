"""Edge City Ripper combat (Edge City 11.5.3.1, 11.5.3.2, 11.5.4.1, Table 2.0, 8.5.1)."""

import doctest
import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

import edgekit.edge_city.rules.combat as combat_module
from edgekit.dist import Dist
from edgekit.edge_city import (
    BANDS,
    attack_r,
    attack_win_number,
    band_menu,
    card_available,
    combat_margin_dist,
    combat_results,
    defend_strength,
    defend_win_number,
    defender_dp_gain,
    ice_attack_dp,
    ice_dp_owed,
    ice_dp_payment,
    ice_dp_taken,
    margin_band,
    p_card_available,
    ripper_combat,
    table_2_0,
)
from edgekit.edge_city.rules.win import level
from edgekit.readings import get, readings_of

ROLLS = [a + b for a, b in itertools.product(range(1, 7), repeat=2)]  # all 36 ordered rolls


def brute_bands(w, exact=False):
    """Oracle: Table 2.0 row of every one of the 36 rolls, Rule of 2 and 12 written out again."""
    out = {}
    for s in ROLLS:
        wins = s == 2 or (s != 12 and s <= w)
        m = w - s
        if not wins:
            b = "lose"
        elif m <= 1:
            b = "0-1"
        elif m in (2, 3):
            b = str(m)
        elif not exact:
            b = "4+"
        else:
            b = "4" if m == 4 else "5+"
        out[b] = out.get(b, 0) + Fraction(1, 36)
    return out


def test_mr_grizzly_example_11_5_4_1():
    # BURN +2 attack ICE, against EVADE +1 defend ICE and Helper's Level 2 (Hacker).
    assert attack_r(2, 1, "Hacker") == -1
    assert defend_strength(1, "Hacker") == 3
    assert attack_win_number("Wannabee", 2, 1, "Hacker") == 6
    d = combat_margin_dist(6)
    assert d.probs() == {"lose": sympy.Rational(21, 36), "0-1": sympy.Rational(9, 36),
                         "2": sympy.Rational(3, 36), "3": sympy.Rational(2, 36), "4+": sympy.Rational(1, 36)}
    # He rolls a 4: two under W, so he may take EVADE (+1 software) in ICE combat.
    assert margin_band(6, 4) == "2"
    assert card_available("2", 1, "ICE")
    rep = ripper_combat("Wannabee", "Hacker", attack_tech=2, defend_tech=1)
    assert (rep.a, rep.d, rep.r, rep.w, rep.w_source) == (2, 3, -1, 6, "printed")
    assert rep.p_win == sympy.Rational(15, 36)
    assert rep.defender_dp == Dist.point(0)  # a Wannabee attacker has Level 0


def test_randi_defend_roll_11_6_5_1():
    # No Defend SWAT Tech against the Super Secret MSM of 5: R = -5, W 6 for a Hacker Legend.
    assert defend_win_number("Hacker Legend", 0, 5) == 6


@pytest.mark.parametrize("w", range(2, 16))
@pytest.mark.parametrize("margins", ["bands", "exact"])
def test_band_distribution_matches_enumeration(w, margins):
    d = combat_margin_dist(w, combat_margins=margins)
    assert {k: Fraction(str(v)) for k, v in d.probs().items()} == brute_bands(w, margins == "exact")
    assert sum(d.probs().values()) == 1


def test_natural_12_is_a_loss_even_at_high_w():
    assert margin_band(14, 12) == "lose"
    assert margin_band(2, 2) == "0-1"  # a 2 always wins (8.5.1)
    assert combat_margin_dist(14).prob("lose") == sympy.Rational(1, 36)


def test_exact_margins_reading_differs_only_past_margin_4():
    for w in range(2, 7):  # a margin of 5 needs W >= 7
        assert combat_margin_dist(w, combat_margins="exact").map(
            lambda b: "4+" if b == "4" else b) == combat_margin_dist(w)
    d = combat_margin_dist(8, combat_margins="exact")
    assert d.prob("5+") == sympy.Rational(3, 36)  # rolls 2 and 3 have margins 6 and 5
    assert d.prob("4") == sympy.Rational(3, 36)


def test_results_in_words_follow_table_rows():
    res = combat_results(6, "SWAT")
    assert res.prob(table_2_0()[("0-1", "SWAT")]["result"]) == sympy.Rational(9, 36)
    assert res.prob(table_2_0()[("lose", "SWAT")]["result"]) == sympy.Rational(21, 36)
    ice = combat_results(6, "ice")
    assert ice.prob(table_2_0()[("4+", "ICE")]["result"]) == sympy.Rational(1, 36)
    # exact reading: margin 5+ only offers the basic 0-1 result
    ex = combat_results(8, "ICE", combat_margins="exact")
    # W 8: margins 0 and 1 (rolls 8, 7: 11 ways) plus margins 5 and 6 (rolls 3, 2: 3 ways)
    assert ex.prob(table_2_0()[("0-1", "ICE")]["result"]) == sympy.Rational(14, 36)


def test_table_2_0_data_is_complete_and_printed():
    t = table_2_0()
    assert {k for k in t} == {(b, c) for b in BANDS for c in ("SWAT", "ICE")}
    assert all(r["source"] == "printed" and "Table 2.0" in r["cite"] for r in t.values())
    assert [t[(b, "ICE")]["card_max"] for b in BANDS] == [0, 0, 1, 2, 3]
    assert t[("2", "ICE")]["take_class"] == ("software",)
    assert t[("2", "SWAT")]["destroy_class"] == ("hardware", "software")


def test_or_less_reading():
    assert band_menu("3", "ICE")["cards"] == {1, 2}
    assert band_menu("3", "ICE", combat_or_less="exact_value")["cards"] == {2}
    assert band_menu("4+", "SWAT")["special"] and band_menu("lose")["basic"] is None
    assert not card_available("4+", 1, combat_or_less="exact_value")
    assert p_card_available(6, 1) == sympy.Rational(6, 36)
    assert p_card_available(6, 1, combat_or_less="exact_value") == sympy.Rational(3, 36)
    assert p_card_available(6, "special") == sympy.Rational(1, 36)


@pytest.mark.parametrize("w", range(2, 14))
@pytest.mark.parametrize("k", [1, 2, 3, "special"])
@pytest.mark.parametrize("margins", ["bands", "exact"])
@pytest.mark.parametrize("or_less", ["or_less", "exact_value"])
def test_p_card_available_matches_enumeration(w, k, margins, or_less):
    hits = 0
    for s in ROLLS:
        wins = s == 2 or (s != 12 and s <= w)
        m = w - s
        if not wins or m < 2 or (margins == "exact" and m > 4):
            continue
        c = min(m, 4) - 1
        if k == "special":
            hits += c == 3
        else:
            hits += (k <= c) if or_less == "or_less" else (k == c)
    assert p_card_available(w, k, combat_margins=margins, combat_or_less=or_less) == sympy.Rational(hits, 36)


def test_defender_gains_attacker_level_on_a_failed_attack():
    d = defender_dp_gain(6, "Hacker")
    assert d.probs() == {0: sympy.Rational(15, 36), 2: sympy.Rational(21, 36)}
    assert defender_dp_gain(12, "Hacker Legend").prob(4) == sympy.Rational(1, 36)  # the 12


def test_ice_dp_owed_level_multiplier():
    assert ice_dp_owed("Wannabee", "Hacker").outcomes() == [2, 4, 6, 8, 10, 12]
    assert ice_dp_owed("Hacker", "Wannabee") == Dist.die(6)  # loser lower: no multiplier
    assert ice_dp_owed("Hacker", "Hackolyte") == Dist.die(6)
    assert ice_dp_owed("Wannabee", "Hackolyte") == Dist.die(6)  # a difference of 1 multiplies by 1
    two = ice_dp_owed("Wannabee", "Master Hacker", ice_dp_die="two_dice")
    assert two.mean() == 21 and two.outcomes()[0] == 6


def test_ice_dp_payment_assumptions():
    # A1: enough DP
    assert ice_dp_taken("Wannabee", "Hacker") == ice_dp_owed("Wannabee", "Hacker")
    # A2: partial shortfall pays what is held
    assert ice_dp_taken("Wannabee", "Hacker", loser_dp=5).probs() == {
        2: sympy.Rational(1, 6), 4: sympy.Rational(1, 6), 5: sympy.Rational(4, 6)}
    # A3: no DP, Level 2: cash in titles at 8 DP each
    pay = ice_dp_payment("Wannabee", "Hacker", loser_dp=0)
    assert pay.probs() == {(2, 1): sympy.Rational(1, 6), (4, 1): sympy.Rational(1, 6),
                           (6, 1): sympy.Rational(1, 6), (8, 1): sympy.Rational(1, 6),
                           (10, 2): sympy.Rational(1, 6), (12, 2): sympy.Rational(1, 6)}
    # A4: a Wannabee with nothing pays nothing
    assert ice_dp_taken("Hacker", "Wannabee", loser_dp=0) == Dist.point(0)


def test_ice_attack_dp_brute_force():
    # enumerate the attack roll and the DP die together
    cases = [(6, "Wannabee", "Hacker"), (9, "Hacker", "Wannabee"), (3, "Hackolyte", "Hacker Legend")]
    for w, att, dfd in cases:
        acc = {}
        mult = max(1, level(dfd) - level(att))
        for s in ROLLS:
            for die in range(1, 7):
                wins = s == 2 or (s != 12 and s <= w)
                o = (die * mult, 0) if wins else (0, level(att))
                acc[o] = acc.get(o, 0) + Fraction(1, 216)
        got = ice_attack_dp(w, att, dfd)
        assert {k: Fraction(str(v)) for k, v in got.probs().items()} == acc
    assert ice_attack_dp(6, "Wannabee", "Hacker").mean(lambda t: t[0]) == sympy.Rational(35, 12)


def test_readings_are_registered_with_register_entries():
    assert get("combat_margins").register == "EC-18" and get("combat_margins").default == "bands"
    assert get("combat_or_less").register == "EC-18"
    assert get("ice_dp_die").register == "EC-16" and get("ice_dp_die").default == "one_die"
    # Dist has __slots__, so a Dist result cannot carry .readings: ask the function instead
    assert readings_of(combat_margin_dist) == {"combat_margins": "bands"}
    assert readings_of(p_card_available, combat_or_less="exact_value") == {
        "combat_margins": "bands", "combat_or_less": "exact_value", "ice_4_special": "text"}
    assert ripper_combat("Hacker", "Hacker").readings["combat_margins"] == "bands"


@given(st.integers(2, 20), st.sampled_from(["bands", "exact"]))
def test_band_probabilities_sum_to_one(w, margins):
    assert sum(combat_margin_dist(w, combat_margins=margins).probs().values()) == 1


@given(st.integers(0, 6), st.integers(0, 6), st.integers(0, 4), st.integers(0, 4))
def test_more_attack_tech_never_hurts(a, d, att, dfd):
    lo = ripper_combat(att, dfd, attack_tech=a, defend_tech=d)
    hi = ripper_combat(att, dfd, attack_tech=a + 1, defend_tech=d)
    assert hi.w >= lo.w and hi.p_win >= lo.p_win
    assert hi.bands.prob("lose") <= lo.bands.prob("lose")
    more_def = ripper_combat(att, dfd, attack_tech=a, defend_tech=d + 1)
    assert more_def.p_win <= lo.p_win


@given(st.integers(2, 14), st.sampled_from([1, 2, 3]))
def test_or_less_is_never_worse_than_exact_value(w, k):
    assert p_card_available(w, k) >= p_card_available(w, k, combat_or_less="exact_value")


def test_card_lists_sum():
    assert ripper_combat("Hacker", "Hacker", attack_tech=[2, 1], defend_tech=[1]).r == 3 - 3


@pytest.mark.parametrize("call, exc, words", [
    (lambda: combat_margin_dist(1), ValueError, "below 2"),
    (lambda: combat_margin_dist(6.0), TypeError, "whole number"),
    (lambda: combat_margin_dist(6, combat_margins="loose"), ValueError, "bands"),
    (lambda: combat_results(6, "laser"), ValueError, "SWAT"),
    (lambda: margin_band(6, 13), ValueError, "2..12"),
    (lambda: attack_r(-1, 0, 0), ValueError, "never negative"),
    (lambda: attack_r([1, "2"], 0, 0), TypeError, "whole number"),
    (lambda: attack_r(True, 0, 0), TypeError, "bool"),
    (lambda: ripper_combat("Wizard", "Hacker"), ValueError, "Status"),
    (lambda: card_available("7", 1), ValueError, "band"),
    (lambda: card_available("2", 0), ValueError, "special"),
    (lambda: ice_dp_taken("Wannabee", "Hacker", loser_dp=-1), ValueError, "loser_dp"),
    (lambda: ice_dp_owed("Wannabee", "Hacker", ice_dp_die="d20"), ValueError, "one_die"),
    (lambda: defend_win_number("Hacker", 0, [1, 2]), ValueError, "one SWAT/ICE modifier"),
])
def test_bad_input_names_the_rule(call, exc, words):
    with pytest.raises(exc, match=words):
        call()


def test_doctests():
    assert doctest.testmod(combat_module).failed == 0


# ------------------------------------------------------------- the explorer widget
def test_combat_explorer_mr_grizzly_and_readings():
    from edgekit.widgets.combat import CombatExplorer

    x = CombatExplorer()  # defaults: Mr Grizzly's attack
    assert (x.state["R"], x.state["W"], x.state["source"]) == (-1, 6, "printed")
    assert x.state["bands"].prob("lose") == sympy.Rational(21, 36)
    assert "W = 6" in x.html.value and "7/12" in x.html.value and "1/36" in x.html.value
    assert x.state["cards"][1] == sympy.Rational(1, 6)
    assert x.state["dp_taken"] == sympy.Rational(35, 12)  # 5/12 x E[1d6 x 2]
    # the number style: P(win) as a percent beside the exact value, E[DP] as a decimal beside it
    assert "P(attack wins) = 41.7% (exact 5/12)" in x.html.value
    assert "E[DP taken by the attacker] = ≈ 2.917 (exact 35/12)" in x.html.value
    x.combat_or_less.value = "exact_value"
    assert x.state["cards"][1] == sympy.Rational(1, 12)
    x.ice_dp_die.value = "two_dice"
    assert x.state["dp_taken"] == sympy.Rational(5, 12) * 14
    x.attacker.value = "Hacker Legend"
    x.attack_tech.value = 6
    assert x.state["W"] == 14 and x.state["source"] == "reconstructed"  # R = 6 - 3 = 3: 7 + 4 + 3
    assert "reconstructed" in x.html.value
    x.combat_margins.value = "exact"
    assert "5+" in x.html.value and x.state["readings"]["combat_margins"] == "exact"
    x.combat.value = "SWAT"
    assert "dp_taken" not in x.state and "made UnCOOL" in x.html.value


def test_combat_explorer_draws():
    import matplotlib.pyplot as plt

    from edgekit.widgets.combat import CombatExplorer, band_bars

    x = CombatExplorer(attacker="Hacker", defender="Wannabee")
    assert x.state["W"] == 10 and x.state["defender_dp"] == sympy.Rational(2 * 3, 36)
    ax = band_bars(combat_margin_dist(6))
    assert [t.get_text() for t in ax.get_xticklabels()] == ["lose", "margin 0-1", "margin 2", "margin 3",
                                                             "margin 4+"]
    plt.close(ax.figure)


@pytest.mark.parametrize("w", range(2, 14))
@pytest.mark.parametrize("attacker", ["Wannabee", "Hackolyte", "Hacker Legend"])
def test_defender_dp_matches_enumeration(w, attacker):
    lv = level(attacker)
    lost = Fraction(sum(1 for s in ROLLS if not (s == 2 or (s != 12 and s <= w))), 36)
    want = {0: 1 - lost, lv: lost} if lv else {0: Fraction(1)}
    got = defender_dp_gain(w, attacker).probs()
    assert {k: Fraction(str(v)) for k, v in got.items()} == want


def test_combat_report_as_table_mr_grizzly():
    """Mr Grizzly's attack (Edge City 11.5.4.1) as the table a notebook shows: named rows, P(win)
    as a percent beside its exact value, the readings and the rules cited, no dataclass repr."""
    g = ripper_combat("Wannabee", "Hacker", attack_tech=2, defend_tech=1, combat="ICE")
    t = g.as_table()
    assert t.columns == ("quantity", "value", "from")
    values = dict(zip(t.column("quantity"), t.column("value")))
    assert (values["R = A - D"], values["W, the Win Number"]) == (-1, 6)
    assert values["P(the attack wins)"].value == sympy.Rational(5, 12)
    assert str(values["P(the attack wins)"]) == "41.7% (exact 5/12)"
    assert values["the defender's expected DP gain"] == 0  # a Wannabee attacker's Level
    text = str(t)
    assert "ICE attack: Wannabee against Hacker" in text and "Edge City Table 2.0" in text
    assert "combat_margins = bands" in text and "CombatReport(" not in text
    assert "41.7% (exact 5/12)" in g._repr_html_() and "printed" in g._repr_markdown_()
