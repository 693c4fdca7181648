"""The rulebook's worked examples, replayed: printed numbers, exact chances, readings, goldens, widget."""

import itertools
from fractions import Fraction

import pytest

from edgekit import readings
from edgekit.dist import Dist
from edgekit.edge_city import EXAMPLE_KEYS, win_number, win_probability, worked_example, worked_examples
from edgekit.montecarlo import agrees, estimate
from edgekit.replay import Replay, ReplayError, ScriptedDice, SeededDice, Unstated

TWO_DICE_COUNTS = {t: sum(1 for a, b in itertools.product(range(1, 7), repeat=2) if a + b == t)
                   for t in range(2, 13)}


def F(a, b):
    return Fraction(a, b)


# ------------------------------------------------------------------ all six, in order


def test_all_six_examples_in_rulebook_order():
    exs = worked_examples()
    assert [r.section for r in exs] == ["Edge City 8.2", "Edge City 9.4.1", "Edge City 11.4.8",
                                        "Edge City 11.5.4.1", "Edge City 11.6.5.1", "Edge City 11.6.5.3"]
    assert [r.key for r in exs] == list(EXAMPLE_KEYS)
    assert [r.name for r in exs][3] == "Combat Between Rippers"
    for r in exs:
        assert r.steps and r.ok, r.check()
        assert all(s.cite.startswith("Edge City") for s in r.steps)


def _step_value(key, action_part, name):
    rep = worked_example(key)
    step = next(s for s in rep.steps if action_part in s.action)
    return step.stated.get(name), step.computed.get(name)


# (example key, section, part of the step's action, printed number, printed value)
PRINTED = [
    ("player_turn", "8.2", "Travel by Transit", "TP per Sprawl Zone", 1),
    ("player_turn", "8.2", "choose the action", "cards he would draw", 1),
    ("regaining_cool", "9.4.1", "regain COOL", "W", 7),
    ("regaining_cool", "9.4.1", "regain COOL", "roll", 9),
    ("sprawl_cards", "11.4.8", "draw", "cards drawn", 2),
    ("sprawl_cards", "11.4.8", "BIOWARE CHOP SHOP", "W", 6),
    ("sprawl_cards", "11.4.8", "BIOWARE CHOP SHOP", "roll", 10),
    ("sprawl_cards", "11.4.8", "BIOWARE CHOP SHOP", "COOL kept", True),
    ("sprawl_cards", "11.4.8", "SPRAWL RUMOR", "DP gained", 2),
    ("combat", "11.5.4.1", "find R", "R", -1),
    ("combat", "11.5.4.1", "find R", "Helper's Level", 2),
    ("combat", "11.5.4.1", "attack Win Roll", "W", 6),
    ("combat", "11.5.4.1", "attack Win Roll", "roll", 4),
    ("combat", "11.5.4.1", "attack Win Roll", "margin", 2),
    ("rip_attempt", "11.6.5.1", "declare", "MSM", 5),
    ("rip_attempt", "11.6.5.1", "Stealth Win Roll, attempt 1", "R", -3),
    ("rip_attempt", "11.6.5.1", "Stealth Win Roll, attempt 1", "W", 8),
    ("rip_attempt", "11.6.5.1", "Stealth Win Roll, attempt 1", "roll", 9),
    ("rip_attempt", "11.6.5.1", "Defend Win Roll 1", "R", -5),
    ("rip_attempt", "11.6.5.1", "Defend Win Roll 1", "W", 6),
    ("rip_attempt", "11.6.5.1", "Defend Win Roll 1", "roll", 4),
    ("rip_attempt", "11.6.5.1", "end of the Rip", "ends UnCOOL", True),
    ("rip_dp", "11.6.5.3", "Wannabee", "Table 4.0", 2),
    ("rip_dp", "11.6.5.3", "Wannabee", "DP", 12),
    ("rip_dp", "11.6.5.3", "Master Hacker", "Table 4.0", -4),
    ("rip_dp", "11.6.5.3", "Master Hacker", "DP", 6),
]


@pytest.mark.parametrize("key,section,action,name,value", PRINTED)
def test_printed_number_is_reproduced(key, section, action, name, value):
    assert worked_example(key).section == f"Edge City {section}"
    stated, computed = _step_value(key, action, name)
    assert stated == value  # the replay carries the rulebook's number ...
    assert computed == value  # ... and the rules compute the same one


def test_win_numbers_come_from_table_1_0():  # Edge City 8.4, Table 1.0
    assert win_number("Wannabee", -1) == 6  # Mr Grizzly
    assert win_number("Hacker Legend", -3) == 8 and win_number("Hacker Legend", -5) == 6  # Randi 1101


# ------------------------------------------------------------------ exact chances


def test_step_chances_against_win_probability():
    combat = worked_example("combat")
    roll = next(s for s in combat.steps if s.roll is not None)
    assert roll.chance == F(3, 36)  # W - roll = 2 happens only on a 4 (Table 2.0 band "2")
    assert roll.computed["P(win)"] == win_probability(6) == F(15, 36)
    assert sum(roll.odds.values()) == 1
    assert roll.odds["attack fails: defender gains DP"] == 1 - win_probability(6)
    cool = worked_example("regaining_cool")
    assert cool.chance == 1 - win_probability(7) == F(15, 36)


def test_randi_line_chance_under_both_natural_12_readings():  # Edge City 11.6.5.1, 8.5.1; EC-17
    p8, p6 = win_probability(8), win_probability(6)
    # 8.5.1 as written: the printed 9 and the unprinted failures cannot be 12s (a 12 ends the Rip COOL)
    line = worked_example("rip_attempt").chance
    assert line == F(9, 36) * p6 * F(9, 36) * (1 - p6 - F(1, 36)) == F(25, 1728)
    plain = worked_example("rip_attempt", natural_12="plain_failure")
    assert plain.chance == (1 - p8) * p6 * (1 - p8) * (1 - p6) == F(875, 46656)
    assert plain.ok


def test_what_if_step_is_left_out_of_the_line_chance():  # Edge City 11.6.5.3
    rep = worked_example("rip_dp")
    assert rep.chance == F(3, 36)
    what_if = rep.steps[-1]
    assert what_if.what_if and what_if.chance == F(3, 36) and what_if.odds["1 DP"] == F(10, 36)


def _all_lines(key, **rd):
    """Brute force: every sequence of two-dice totals the rules can ask for, with its chance."""
    lines = []

    def grow(prefix):
        try:
            rep = worked_example(key, dice=ScriptedDice(prefix), **rd)
        except ReplayError as e:
            if "only" not in str(e):
                raise
            for t in range(2, 13):
                grow(prefix + [t])
            return
        p = Fraction(1)
        for t in prefix:
            p *= Fraction(TWO_DICE_COUNTS[t], 36)
        lines.append((tuple(s.result for s in rep.steps), p, rep))

    grow([])
    return lines


@pytest.mark.parametrize("natural_12", ["ends_action", "plain_failure"])
@pytest.mark.parametrize("key", ["rip_attempt", "sprawl_cards", "combat"])
def test_step_chances_equal_enumeration_of_every_dice_sequence(key, natural_12):
    lines = _all_lines(key, natural_12=natural_12)
    by_path = {}
    for path, p, rep in lines:
        by_path.setdefault(path, [Fraction(0), rep])[0] += p
    assert sum(v[0] for v in by_path.values()) == 1
    for path, (p, rep) in by_path.items():
        assert rep.chance == p, path


def test_rip_outcomes_by_enumeration_against_the_closed_form():  # Edge City 11.6.5.1, 11.5.4.3
    lines = _all_lines("rip_attempt", natural_12="plain_failure")
    p, q = win_probability(8), win_probability(6)
    enter = sum(pr for path, pr, _ in lines if path[-1] == "the example's part of the Rip ends")
    assert enter == p + (1 - p) * q * p
    uncool = sum(pr for path, pr, _ in lines if path[-1] == "ends UnCOOL")
    assert uncool == (1 - p) * (1 - q) + (1 - p) * q * (1 - p) * (1 - q)


# ------------------------------------------------------------------ readings


def test_each_reading_changes_what_it_should():
    # EC-20: with "Win" = make the roll, Mad Maxine would not reach the Rumor: the printed 2 DP fails
    bad = worked_example("sprawl_cards", sprawl_win="make_roll").check()
    assert [(m.key, m.stated, m.computed) for m in bad] == [("DP gained", 2, 0)]
    # EC-10: one action only: no Draw after Travel, no attack after Travel
    assert {m.key for m in worked_example("sprawl_cards", sprawl_turn_actions="one_action").check()} == \
        {"cards drawn"}
    assert {m.key for m in worked_example("player_turn", sprawl_turn_actions="one_action").check()} == \
        {"action after Travel"}
    # EC-17: the chance of Mad Maxine's lost roll counts the 12 only as an ordinary failure
    assert worked_example("sprawl_cards").chance == F(20, 36)
    assert worked_example("sprawl_cards", natural_12="plain_failure").chance == F(21, 36)
    # EC-01: capping Table 1.0 rows at 10 changes none of the examples' Win Numbers
    assert all(r.ok for r in worked_examples(table_rows="cap_10"))
    assert all(r.ok for r in worked_examples(column_edge="extend"))
    with pytest.raises(ValueError, match="keep_cool"):
        worked_examples(sprawl_win="sometimes")


def test_patron_reading_ec_13():  # Edge City 11.6.5 step 1 against the 11.6.5.1 example
    assert worked_example("rip_attempt").readings["patron_counts"] == readings.get("patron_counts").default
    assert worked_example("rip_attempt", patron_counts="value_zero").ok
    both = worked_example("rip_attempt", patron_counts="both_spaces")
    [m] = both.check()
    assert (m.key, m.stated) == ("R", -3) and str(m.computed) == "m_ICE_ENTITY - 3"
    assert m.computed.subs({x: 0 for x in m.computed.free_symbols}) == -3  # only 0 fits the example
    with pytest.raises(ValueError, match="matching_space"):
        worked_example("rip_attempt", patron_counts="nowhere")


def test_notes_flag_where_examples_and_rules_disagree():
    notes = " ".join(s.note for s in worked_example("rip_attempt").steps)
    assert "EC-13" in notes and "Combat Zone" in notes and "-5" in notes
    assert readings.get("sprawl_win").register == "EC-20"


def test_bad_example_name():
    with pytest.raises(ValueError, match="rip_attempt"):
        worked_example("heist")
    assert worked_example("Combat Between Rippers").key == "combat"


# ------------------------------------------------------------------ the engine


def test_scripted_dice_refuse_impossible_rolls():
    d = Dist.die(6).repeat(2)
    with pytest.raises(ReplayError, match="cannot happen"):
        ScriptedDice([13]).draw(d, str)
    with pytest.raises(ReplayError, match="cannot happen"):
        ScriptedDice([Unstated("snake eyes")]).draw(d, lambda t: "win" if t < 7 else "fail")
    with pytest.raises(ReplayError, match="only 0 rolls"):
        ScriptedDice([]).draw(d, str)


def test_mismatch_is_reported():
    rep = Replay("toy", "Nowhere 1.1", game="Edge City", dice=ScriptedDice([5]))
    rep.roll("A", "roll", "Nowhere 1.1", Dist.die(6).repeat(2), lambda t: "low" if t < 7 else "high",
             w=6, stated={"W": 7, "roll": 5})
    assert [str(m) for m in rep.check()] == ["step 1: W printed 7, computed 6"]
    with pytest.raises(AssertionError, match="W printed 7"):
        rep.assert_matches()
    assert "MISMATCH" in rep.transcript() and "printed differs" in rep._repr_html_()
    assert rep.chance == F(15, 36)


def test_seeded_dice_are_reproducible_and_fair():
    a = worked_example("rip_attempt", dice=SeededDice(12)).transcript()
    assert a == worked_example("rip_attempt", dice=SeededDice(12)).transcript()
    assert worked_example("rip_attempt", dice=SeededDice(12)).check() == []  # no printed numbers attached
    dice, d = SeededDice(3), Dist.die(6).repeat(2)
    draws = [dice.draw(d, str)[0] for _ in range(4000)]
    assert agrees(F(1, 6), estimate(draws, lambda t: t == 7), sigmas=4)
    assert agrees(F(1, 36), estimate(draws, lambda t: t == 12), sigmas=4)


def test_html_shows_odds_of_every_result():
    html = worked_example("combat")._repr_html_()
    assert "wins by 2: take or destroy a +1 software card: 8.3% (exact 1/12)" in html
    assert "Combat Between Rippers" in html
    # a logged chance (P(win)) in the number style, a percentage beside its exact value (issue 21)
    assert "P(win) = 41.7% (exact 5/12)" in html and "0.4167" not in html
