"""Live what-ifs (issue 24): ``headlines.whole_game.what_if`` plays a reader's own change against the
default in paired whole games, and the readings explorer's "Play it out" button runs it.

The paired differences are checked against an oracle computed from the final states of both games,
seed by seed (play.final_states, the games play logs); the headline measures against
``whole_game`` (the stored tables' method) over the same seeds.
Rules: Edge City 7.0, 8.0; Rogue Agent: Sequence of Play, End of the Game.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from edgekit import edge_city as ec
from edgekit import matrix as mx
from edgekit import play, readings
from edgekit import rogue_agent as ra
from edgekit.headlines import whole_game as wg

DUMPS = ("Fraction(", "mappingproxy(", " at 0x", "<edgekit.", "<Figure size", "Estimate(")


def _clean(obj) -> str:
    out = obj._repr_html_() + obj._repr_markdown_() + str(obj)
    for d in DUMPS:
        assert d not in out, d
    return out


def test_the_paired_difference_is_the_mean_of_the_per_seed_differences():
    g = mx.game()
    got = wg.what_if(g, {"ice": 4}, n=40, seed=9)
    pol = g.policies["default"]
    a = play.final_states(g, 40, seed=9, policies=pol)
    b = play.final_states(mx.game(ice=4), 40, seed=9, policies=pol)
    oracle = sum(Fraction(y.returns()[0] - x.returns()[0]) for x, y in zip(a, b)) / 40
    (m,) = got.differences
    assert m == "return: seat 0 (default)" and got.seats == ("default",)
    assert got.differences[m].exact_sample == oracle
    assert got.default[m].exact_sample == sum(Fraction(x.returns()[0]) for x in a) / 40
    assert got.changed[m].exact_sample == sum(Fraction(y.returns()[0]) for y in b) / 40
    assert got.change == "ice=4" and m in got.shares
    out = _clean(got)
    assert "What if ice=4? 40 paired games (seed 9)" in out and "percentage points" in out
    assert "SIMULATION ESTIMATES" in out


def test_edge_city_what_if_is_the_whole_game_headline_over_the_same_seeds():
    """A reading given as a change gives the headline measures of whole_game(game, reading) exactly."""
    got = wg.what_if("Edge City", {"repeat_reset": "travel_only"}, n=8)
    ref = wg.whole_game("Edge City", "repeat_reset", n=8, seed=2026)
    assert tuple(got.differences) == wg.measures("Edge City") == tuple(ref.differences["travel_only"])
    for m, d in got.differences.items():
        assert d.exact_sample == ref.differences["travel_only"][m].exact_sample, m
        want = ref.differences["travel_only"][m]
        assert (d.low, d.high) == (want.low, want.high)
        assert got.changed[m] == ref.estimates["travel_only"][m]
    assert got.seats == wg.SETUPS["Edge City"].seats and "win share: seat 0 (cautious)" in got.shares
    assert "game length (rounds)" not in got.shares
    _clean(got)


def test_a_change_that_changes_nothing_says_so_and_a_change_can_be_a_game_or_rules():
    r = ra.game(2)
    # a reading these seats never meet in 6 games: every game the same
    same = wg.what_if(r, {"bomb_board_persists": "kept"}, n=6)
    assert all(d.exact_sample == 0 for d in same.differences.values()) and not same.moved()
    assert "over these games the change changes nothing" in _clean(same)
    by_rules = wg.what_if(r, readings.defaults("Rogue Agent").replace(bomb_board_persists="kept"), n=6)
    assert by_rules.differences == same.differences
    by_game = wg.what_if(ec.game(3), ec.game(3, rounds=5), n=5, policies="greedy_dp")
    assert by_game.seats == ("greedy_dp",) * 3
    assert by_game.changed["return: seat 0 (greedy_dp)"].n == 5


def test_bad_changes_are_refused_naming_them():
    g = mx.game()
    with pytest.raises(ValueError, match="at least one"):
        wg.what_if(g, {})
    with pytest.raises(TypeError, match="neither an argument"):
        wg.what_if(g, {"no_such_rule": 1})
    with pytest.raises(TypeError, match="change must be"):
        wg.what_if(g, "ice=4")
    with pytest.raises(ValueError, match="one kind and size"):
        wg.what_if(ec.game(3), ec.game(4))
    with pytest.raises(ValueError, match="has no policy 'nobody'"):
        wg.what_if(g, {"ice": 4}, n=4, policies="nobody")
    with pytest.raises(ValueError, match="n must be"):
        wg.what_if(g, {"ice": 4}, n=1)
    with pytest.raises(TypeError, match="game must be"):
        wg.what_if(3, {"ice": 4})


def test_progress_counts_the_games_of_both_runs_and_an_executor_changes_nothing():
    from concurrent.futures import ProcessPoolExecutor

    seen = []
    g = ra.game(2)
    here = wg.what_if(g, {"bomb_open_column": "fails"}, n=10, seed=4,
                      progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (20, 20) and all(t == 20 for _, t in seen) and seen == sorted(seen)
    with ProcessPoolExecutor(2) as pool:   # the headline tallies and measures travel pickled
        there = wg.what_if(g.rebuilt(), {"bomb_open_column": "fails"}, n=10, seed=4, executor=pool)
    assert there.differences == here.differences and there.changed == here.changed


def test_the_readings_explorer_plays_the_chosen_option_out():
    from edgekit.widgets.readings import ReadingsExplorer

    x = ReadingsExplorer("matrix_fort_exit", draw=False)
    assert x.what_if_button.disabled and "other than the default" in x.what_if_html.value
    assert x.play_out(10) is None
    x.option.value = "stays"
    assert not x.what_if_button.disabled
    got = x.play_out(12)
    assert got.change == "matrix_fort_exit=stays" and got.n == 12
    assert x.what_if_bar.value == x.what_if_bar.max == 24
    assert "What if matrix_fort_exit=stays?" in x.what_if_html.value and x.state["what_if"] is got
    x.option.value = "may_leave"   # back to the default: the result shown belonged to the other option
    assert x.what_if_html.value.count("What if") == 0 and x.what_if_bar.value == 0
    ccg = readings.by_game("Cyberpunk CCG")[0]
    x.reading.value = ccg.id
    x.option.value = next(o for o in ccg.options if o != ccg.default)
    assert x.what_if_button.disabled and "has no whole game" in x.what_if_html.value
    assert x.play_out(10) is None
