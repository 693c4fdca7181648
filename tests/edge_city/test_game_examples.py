"""The worked examples played through the whole game: printed numbers, exact chances, the table."""

import importlib
import itertools
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest
import sympy

from edgekit import readings
from edgekit.edge_city import (
    EXAMPLE_KEYS,
    ExampleMismatch,
    game,
    game_example,
    game_example_status,
    rip_game,
    rip_outcomes,
    win_probability,
    worked_example,
)
from edgekit.edge_city.examples import in_game as ge
from edgekit.widgets.stepper import WORKED_EXAMPLE_READINGS, Stepper

game_module = importlib.import_module("edgekit.edge_city.whole_game.game")  # not edge_city.game
PLAYABLE = ["player_turn", "regaining_cool", "sprawl_cards", "combat", "rip_attempt", "rip_dp"]  # only grows
NOW = [s.key for s in game_example_status() if s.playable]  # what the game plays today
# printed facts that the single-roll replay leaves as words, checked in the game
EXTRA = {("regains COOL automatically", True), ("Patron discarded", True), ("loses NEURON BOOST", True),
         ("turn ends after the attack", True)}
TWO_DICE = {t: sum(1 for a, b in itertools.product(range(1, 7), repeat=2) if a + b == t)
            for t in range(2, 13)}


def F(a, b):
    return Fraction(a, b)


def printed(steps):
    return sorted((k, v) for s in steps for k, v in s.stated.items())


# ------------------------------------------------------------------ the table


def test_playable_examples():  # only grows: add a key to PLAYABLE when the game learns to play it
    table = game_example_status()
    assert [s.key for s in table] == list(EXAMPLE_KEYS)
    assert set(PLAYABLE) <= {s.key for s in table if s.playable}
    for s in table:
        if s.playable:
            assert s.status == "playable" and s.ok is True and s.changes
        else:
            assert s.status.startswith("not yet playable in the game: ") and s.ok is None
    assert not [s.key for s in table if not s.playable]   # all six play (11.5.4.1 since game_combat)


def test_combat_between_rippers_in_the_game():   # Edge City 11.5.4.1: W 6, a 4, he takes EVADE
    pt = game_example("combat")
    assert pt.check() == []
    attack, choice = pt.steps[-2], pt.steps[-1]
    assert attack.stated == {"Helper's Level": 2, "R": -1, "W": 6, "roll": 4, "margin": 2}
    assert attack.chance == Fraction(1, 12)
    assert choice.result == "take P1's EVADE" and "take P1's EVADE" in choice.options
    end = choice.state
    assert end.rippers[0].cards == ("BURN", "EVADE") and end.rippers[1].cards == ()


def test_not_playable_is_an_error_saying_why():
    not_yet = [s.key for s in game_example_status() if not s.playable]
    for key in not_yet:
        with pytest.raises(ValueError, match=f"'{key}' is not yet playable in the game: "):
            game_example(key)
    with pytest.raises(ValueError, match="key: no worked example"):
        game_example("heist")
    with pytest.raises(TypeError, match="key"):
        game_example(3)
    assert game_example("Rip Attempt").cite == "Edge City 11.6.5.1"


# ------------------------------------------------------------------ the same as the single-roll replay


@pytest.mark.parametrize("key", NOW)
def test_printed_numbers_equal_the_game_and_the_single_roll_replay(key):
    pt, rep = game_example(key), worked_example(key)
    assert pt.check() == [] and rep.check() == []
    mine, theirs = printed(pt.steps), printed(rep.steps)
    assert Counter(theirs) <= Counter(mine) and set(mine) - set(theirs) <= EXTRA
    if key == "regaining_cool":
        assert set(mine) - set(theirs) == {("regains COOL automatically", True)}
    for s in pt.steps:  # every printed number is what the game computed, exactly
        for k, v in s.stated.items():
            assert s.computed[k] == v and type(s.computed[k]) is type(v), (s.index, k)
    # the exact chance of the example's line: the same dice, times any draw of cards the game makes
    draws = [s.chance for s in pt.steps if s.chance is not None and not s.rolled and s.chance != 1]
    assert pt.chance == rep.chance * sympy.Mul(*draws)


@pytest.mark.parametrize("natural_12", ["ends_action", "plain_failure"])
@pytest.mark.parametrize("key", NOW)
def test_each_rolls_chance_equals_the_single_roll_replays(key, natural_12):
    pt, rep = game_example(key, natural_12=natural_12), worked_example(key, natural_12=natural_12)
    mine = [s.chance for s in pt.steps if s.rolled and not s.what_if]
    theirs = [s.chance for s in rep.steps if s.rolled and not s.what_if]
    assert mine == theirs and pt.check() == []
    assert [(s.w, s.roll) for s in pt.steps if s.rolled and not s.what_if] == \
        [(s.w, s.roll) for s in rep.steps if s.rolled and not s.what_if]


def test_randi_exact_lines():  # Edge City 11.6.5.1, 8.5.1 (EC-17)
    p6 = win_probability(6)
    assert game_example("rip_attempt").chance == F(9, 36) * p6 * F(9, 36) * (1 - p6 - F(1, 36)) == F(25, 1728)
    assert game_example("rip_attempt", natural_12="plain_failure").chance == F(875, 46656)
    rolls = [s for s in game_example("rip_attempt").steps if s.rolled]
    assert [(s.w, s.roll, s.computed.get("R")) for s in rolls] == [(8, 9, -3), (6, 4, -5), (8, None, -3),
                                                                   (6, None, -5)]


@pytest.mark.parametrize("natural_12,line", [
    ("keeps_cool", F(10, 36) * F(15, 36) * F(10, 36) * F(20, 36)),      # a Stealth 12 goes on as a failure
    ("ends_costs_cool", F(9, 36) * F(15, 36) * F(9, 36) * F(21, 36)),   # a Defend 12 ends the Rip UnCOOL
])
def test_a_12_that_goes_where_a_failure_goes_is_counted_in_the_line(natural_12, line):
    """Where a 12 has its own effect yet the pawn goes exactly where a failure sends it (a Stealth 12
    under "keeps_cool"; a Defend 12, which ends the Rip UnCOOL, under "ends_costs_cool"), the game
    counts it in the example's line; the single-roll replay names a 12 "natural 12" apart from
    "fail" and leaves it out. A known difference between the two replays, pinned here."""
    pt, rep = game_example("rip_attempt", natural_12=natural_12), worked_example("rip_attempt",
                                                                                   natural_12=natural_12)
    assert pt.check() == [] and rep.ok
    assert pt.chance == line and rep.chance == F(25, 1728) != line


def test_regain_roll_by_brute_force():  # Edge City 9.4.1: a 9 fails against COOL 7
    step = next(s for s in game_example("regaining_cool").steps if s.rolled)
    assert (step.w, step.roll, step.result) == (7, 9, "stays UnCOOL: the turn is missed")
    assert step.chance == F(sum(n for t, n in TWO_DICE.items() if t > 7), 36) == F(15, 36)
    assert step.odds["COOL regained"] == win_probability(7)


def test_dp_step_against_every_roll():  # Edge City 11.6.5.3, Table 4.0 (cells from the example)
    pt = game_example("rip_dp")
    main, what_if = [s for s in pt.steps if s.rolled]
    assert (main.roll, main.computed["DP"], main.chance, main.what_if) == (10, 12, F(3, 36), False)
    assert (what_if.roll, what_if.computed["DP"], what_if.what_if) == (10, 6, True)
    # the game's DP for each roll, read off its odds, is max(1, roll + Table 4.0) for every roll
    for title, adj in (("Wannabee", 2), ("Master Hacker", -4)):
        s = ge._dp_position(ge._Run(), game(2, rip_steps="whole"), title)
        d = s.chance_outcomes()
        for roll in range(2, 13):
            assert ge._outcome_of_roll(d, roll) == max(1, roll + adj)


def test_the_games_rip_step_equals_the_roll_by_roll_game():  # Edge City 11.6.5, 11.6.5.1
    pt = game_example("rip_attempt")
    at_rip = pt.steps[0].state  # after her choice: the game's Rip step, whole
    inputs = ge._rip_inputs(at_rip.game, at_rip)  # what the game passes for her Tech (and Patron)
    assert inputs["swat_stealth"] == 2 and inputs["swat_defend"] == 0  # SMART CARD; no Defend SWAT Tech
    whole = next(s for s in pt.steps if "whole Rip Track" in s.action)
    assert whole.odds == {at_rip.action_label(o): at_rip.chance_outcomes().prob(o)
                          for o in at_rip.chance_outcomes().outcomes()}
    sub = rip_game("Hacker Legend", "super_secret", **inputs)
    for end, word in (("success", "success"), ("failed_cool", "COOL kept"), ("failed_uncool", "UnCOOL")):
        [p] = [p for lab, p in whole.odds.items() if word in lab]
        pay = {o: Fraction(int(o == end)) for o in ("success", "failed_cool", "failed_uncool")}
        assert p == rip_game("Hacker Legend", "super_secret", payoff=pay, **inputs).exact_value()
        assert p == sub.exact_odds[end] == rip_outcomes("Hacker Legend", "super_secret", **inputs)[end]
    assert whole.chance is None and whole.computed["ends UnCOOL"] is True


# ------------------------------------------------------------------ readings and the Patron


def test_patron_reading():  # Edge City 11.6.5 step 1, EC-13
    assert game_example("rip_attempt", patron_counts="value_zero").check() == []
    # counted in Real Space, her Patron's (ILLUSTRATIVE) modifier moves R: the example's -3 is not
    # reproduced, as in the single-roll replay
    bad = game_example("rip_attempt", patron_counts="both_spaces").check()
    assert ("R", -3) in [(m.key, m.expected) for m in bad] and not worked_example(
        "rip_attempt", patron_counts="both_spaces").ok
    with pytest.raises(ValueError, match="matching_space"):
        game_example("rip_attempt", patron_counts="nowhere")


# Readings the whole game does not play (none now: sprawl_turn_actions="one_action", EC-10, was
# one, found by these replays; the game now reads it through sprawl_zone_actions).
GAME_IGNORES: set = set()


@pytest.mark.parametrize("rid", WORKED_EXAMPLE_READINGS)
def test_the_game_and_the_replay_agree_under_every_reading(rid):
    for opt in readings.get(rid).options:
        for st in game_example_status(**{rid: opt}):
            if not st.playable or (rid, opt) in GAME_IGNORES:
                continue
            game_ok = game_example(st.key, **{rid: opt}).check() == []
            assert game_ok == worked_example(st.key, **{rid: opt}).ok, (rid, opt, st.key)


@pytest.mark.parametrize("reading", [{"table_rows": "cap_10"}, {"column_edge": "extend"}])
def test_other_readings_change_no_printed_number(reading):
    assert all(game_example(k, **reading).check() == [] for k in NOW)


# ------------------------------------------------------------------ mismatches are reported, never silent


def test_a_changed_table_4_0_is_reported_step_by_step(monkeypatch):
    table = dict(game_module.illustrative_table_4_0())
    table[("Wannabee", "secret")] = 3
    monkeypatch.setattr(game_module, "illustrative_table_4_0", lambda: table)
    bad = game_example("rip_dp").check()
    assert sorted((m.step, m.key, m.expected, m.got, m.against) for m in bad) == [
        (3, "DP", 12, 13, "printed"), (3, "P(result)", F(2, 36), F(3, 36), "single-roll rules"),
        (3, "Table 4.0", 2, 3, "printed")]
    assert "step 3: Table 4.0: printed 2, game 3" in map(str, bad)


def test_randis_results_are_read_from_the_printed_rolls_not_typed_again(monkeypatch):
    """Her first two results come from the printed roll against the printed W (9 > 8 fails, 4 <= 6
    wins), the last two from the worked example's Unstated dice; a changed printed W changes them."""
    rules = readings.defaults("Edge City")
    assert ge._randi_dice(rules) == ((9, "fail"), (4, "win"), (None, "fail"), (None, "fail"))
    printed = dict(ge.PRINTED, **{"rip_attempt/real_stealth": {"R": -3, "W": 9, "roll": 9}})
    monkeypatch.setattr(ge, "PRINTED", printed)
    assert ge._randi_dice(rules)[0] == (9, "win")


def test_a_roll_that_wins_where_the_example_fails_is_reported(monkeypatch):
    monkeypatch.setattr(ge, "_randi_dice", lambda rules: ((8, "fail"), (4, "win"), (None, "fail"),
                                                          (None, "fail")))
    pt = game_example("rip_attempt")
    first = sorted((m.step, m.key, m.expected, m.got) for m in pt.check() if m.step == 2)
    assert first == [(2, "result", "fail", "win"), (2, "roll", 9, 8)]
    assert any(m.key == "ends UnCOOL" or m.against == "the example" for m in pt.check())


def test_an_action_the_game_does_not_offer_stops_the_example(monkeypatch):
    place = ge._position
    # the first round: everyone must Travel (6.0), so no Rip is offered
    monkeypatch.setattr(ge, "_position", lambda g, lv, **kw: replace(place(g, lv, **kw), round=1))
    pt = game_example("rip_attempt")
    [m] = pt.check()
    assert (m.step, m.key, m.expected, m.against) == (1, "action", "Rip: super secret", "the example")
    assert "could not go on" in pt.summary and pt.steps == ()
    assert isinstance(m, ExampleMismatch)


# ------------------------------------------------------------------ the stepper


def test_stepper_shows_the_game_replays():
    s = Stepper.worked_examples("rip_attempt", game=True)
    assert s.title.startswith("Worked examples through the whole game")
    for _ in range(10):
        s.next()
    assert (s.state["position"], s.state["chance_so_far"], s.state["mismatches"]) == (6, F(25, 1728), [])
    assert "Every printed number in this example is reproduced" in s.html.value
    s.pick.value = next(lab for lab in s.pick.options if "Combat" in lab)
    assert s.state["total"] == 3 and "not yet playable in the game" not in s.html.value   # 11.5.4.1 plays
    for _ in range(3):
        s.next()
    assert s.state["chance_so_far"] == F(1, 12) and s.state["mismatches"] == []
    s.pick.value = next(lab for lab in s.pick.options if "Rip Attempt" in lab)
    s.reading_controls["natural_12"].value = "plain_failure"
    for _ in range(10):
        s.next()
    assert s.state["chance_so_far"] == F(875, 46656)
    with pytest.raises(TypeError, match="game"):
        Stepper.worked_examples(game="yes")


def test_states_are_the_games_own():
    pt = game_example("regaining_cool")
    assert all(s.state is None or s.state.game is not None for s in pt.steps)
    last = pt.steps[-1].state
    assert last.current_player == 0 and last.rippers[0].cool and not last.is_chance
    # the example's position (UnCOOL at the start of her turn) is reached by the game's own steps
    roll = next(s for s in pt.steps if s.rolled)
    before = pt.steps[roll.index - 2].state
    assert before.is_chance and before.rippers[0].cool is False and before.player == 0
    assert before.apply(roll.action_id) == roll.state


def test_helpers_follow_what_the_game_can_hold():
    from edgekit.dist import Dist
    from edgekit.edge_city.examples import playing as ep

    g = game(2)
    s = ep._position(g, 4)
    assert (s.rippers[0].level, s.round, s.player, s.is_chance) == (4, 2, 0, False)
    moved = ep._in_space(g, s, 0, "sprawl")
    assert moved.rippers[0].space == "sprawl" and moved.rippers[1] == s.rippers[1]
    assert g.board.kind[moved.rippers[0].pos] == "sprawl" and moved.rippers[0].pos != s.rippers[1].pos
    assert {"SMART CARD", "ICE ENTITY", "NEURON BOOST", "BURN", "EVADE"} <= ep._card_names(g)
    assert ep._travel_to(s, "sprawl").startswith("Travel to")
    d = Dist.uniform(range(20))
    labels = {o: f"r{o}" for o in d.outcomes()}
    assert ep._odds(d, labels, 3) == {"r3": F(1, 20), "any of the other 19 results": F(19, 20)}
    assert sum(ep._odds(d, labels, 3, most=20).values()) == 1 and len(ep._odds(d, labels, 3, most=20)) == 20


def test_the_player_turn_on_the_board():  # Edge City 8.2, 11.2.1, 11.2.2, 11.4.1, 11.5.1
    pt = game_example("player_turn")
    travel, *_, choice, attack = pt.steps
    path = travel.computed["route"]
    board = travel.state.game.board
    assert len(path) == 3 and all(board.kind[p] == "sprawl" for p in path)
    assert (travel.computed["TP spent"], travel.computed["TP per Sprawl Zone"]) == (2, 1)
    assert choice.result == "ICE attack on P1"
    assert {"SWAT attack on P1", "ICE attack on P1", "draw Sprawl cards"} <= set(choice.options)
    assert attack.w is not None and sum(attack.odds.values()) == 1 and attack.chance is None
    assert attack.computed["turn ends after the attack"] is True and pt.chance == 1


def test_mad_maxine_card_by_card():  # Edge City 11.4.2, 11.4.8; EC-20
    from edgekit.edge_city import ILLUSTRATIVE_SPRAWL_CARDS as mix

    pt = game_example("sprawl_cards")
    draw = next(s for s in pt.steps if s.result.startswith("draws "))
    total = sum(mix.values())
    # the two cards from the full deck, without replacement (5.6)
    assert draw.chance == F(mix["BIOWARE CHOP SHOP"], total) * F(mix["SPRAWL RUMOR"], total - 1)
    roll = next(s for s in pt.steps if s.rolled)
    assert (roll.w, roll.roll, roll.chance) == (6, 10, F(20, 36))  # 7-11 lose the card, keep COOL
    assert "NEURON BOOST" not in roll.state.rippers[0].cards
    assert pt.chance == draw.chance * worked_example("sprawl_cards").chance
    # with "Win" read as making the roll (EC-20) she stops at the first card: no Rumor DP
    [m] = game_example("sprawl_cards", sprawl_win="make_roll").check()
    assert (m.key, m.expected, m.got) == ("DP gained", 2, 0)


def test_each_printed_number_is_written_once_and_both_replays_read_it():
    # worked.PRINTED holds the rulebook's numbers; the single-roll replay and the game read them there.
    from edgekit.edge_city.examples.worked import PRINTED
    table = {(where.split("/")[0], k, v) for where, row in PRINTED.items() for k, v in row.items()}
    seen = set()
    for key in EXAMPLE_KEYS:
        runs = [worked_example(key).steps] + ([game_example(key).steps] if key in NOW else [])
        for steps in runs:
            for s in steps:
                for k, v in s.stated.items():
                    if k != "first card" or steps is runs[0]:   # the game names its own first card
                        assert (key, k, v) in table, (key, s.index, k, v)
                    seen.add((key, k, v))
    assert seen == table   # nothing in the table goes unread
    with pytest.raises(TypeError):
        PRINTED["combat"]["W"] = 7
