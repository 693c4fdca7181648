"""Regression tests for the examples of issue 9 that belong to the game packages.

Each test name starts with the package that must fix it (edge_city, rogue_agent,
matrix, cyberpunk_ccg, readings); the core examples (Dist, data files) are in
tests/test_dist.py and tests/test_data.py. A hang guard turns a call that never
returns into a failure naming the call (tests/test_fuzz.py's timer), so a broken
example fails instead of stalling the suite.
"""

from __future__ import annotations

import builtins
from fractions import Fraction

import pytest
import sympy
from test_fuzz import CODES, FuzzTimeout, call_limited, memory_ceiling  # noqa: I001

from edgekit import cyberpunk_ccg as ccg
from edgekit import edge_city as ec
from edgekit import matrix as mx
from edgekit import readings
from edgekit import rogue_agent as ra

F = Fraction
CODE = CODES[0]
IMMUTABLE = (TypeError, AttributeError, ValueError)  # mapping proxy/tuple, frozen dataclass, numpy


def guarded(fn, *args, timeout=5, **kwargs):
    """``fn(*args, **kwargs)``, failing the test (not hanging, not filling the machine's memory)
    after ``timeout`` s or 2 GB more memory."""
    try:
        with memory_ceiling(2):
            return call_limited(fn, args, kwargs, timeout)
    except FuzzTimeout:
        pytest.fail(f"{fn.__name__}{args!r:.80} {kwargs!r:.80} ran for over {timeout} s")
    except MemoryError:
        pytest.fail(f"{fn.__name__}{args!r:.80} {kwargs!r:.80} needed over 2 GB more memory")


def refused(exc, name, fn, *args, timeout=5, **kwargs):
    """Assert the call raises ``exc`` with a message naming the argument ``name``."""
    with pytest.raises(exc) as info:
        guarded(fn, *args, timeout=timeout, **kwargs)
    assert name in str(info.value), f"the message does not name {name!r}: {info.value}"
    assert not hasattr(builtins, "EDGEKIT_PWNED"), "a code string ran"


@pytest.fixture(autouse=True)
def _clean_builtins():
    """A code string that ran is reported by the test itself; undo it for the next test."""
    yield
    if hasattr(builtins, "EDGEKIT_PWNED"):
        del builtins.EDGEKIT_PWNED


# ----------------------------------------------------------- text runs as code
def test_edge_city_p_draw_refuses_a_code_string():
    refused(TypeError, "deck_size", ec.p_draw, "BURN", deck_size=CODE)


def test_rogue_agent_compile_exact_refuses_a_code_string():
    refused(TypeError, "expr", ra.compile_exact, CODE, ())


def test_rogue_agent_special_die_refuses_a_code_string():
    with pytest.raises(TypeError) as info:
        die = ra.SpecialDie("red", (("explosion", CODE),))
        die.symbols  # noqa: B018 - the attribute that ran the code
    assert "faces" in str(info.value) or "explosion" in str(info.value)
    assert not hasattr(builtins, "EDGEKIT_PWNED"), "a code string ran"


# ----------------------------------------------------------- hangs and memory
@pytest.mark.parametrize("crosses", [float("nan"), 1.5])
def test_rogue_agent_placements_refuses_non_whole_crosses(crosses):
    refused(TypeError, "crosses", ra.placements, (), crosses, 0, ra.bomb_rules(4))


def test_rogue_agent_interception_probability_has_a_size_limit():
    refused(ValueError, "attacker_dice", ra.interception_probability, 10**6, 0,
            fuel=sympy.Symbol("f"))


def test_edge_city_uncool_over_turns_has_a_size_limit():
    refused(ValueError, "n_turns", ec.uncool_over_turns, 10**100, F(1, 3))


def test_rogue_agent_stability_has_a_size_limit():
    refused(ValueError, "n", ra.stability_check_probability, 10**6, cross=F(1, 3), explosion=F(1, 6))
    refused(ValueError, "n", ra.stability_formula, 10**6)


def test_cyberpunk_ccg_most_cyber_on_24_cards_answers_or_states_its_limit():
    cards = [ccg.Cyber(f"c{i}", f"part{i % 8}", 1 + i % 3) for i in range(24)]
    try:
        out = guarded(ccg.most_cyber, 40, cards, timeout=10)
    except ValueError as e:
        assert "cards" in str(e)
    else:
        assert isinstance(out, tuple)


# ----------------------------------------------------------- errors naming the argument
def test_rogue_agent_face_symbol_names_face():
    refused(TypeError, "face", ra.face_symbol, "red", 3)


def test_edge_city_entry_costs_names_zone_costs():
    lay = ec.Layout.from_text("T S S\n. . B")
    refused(TypeError, "zone_costs", ec.entry_costs, lay, zone_costs=1)


def test_edge_city_layout_from_text_names_text():
    refused(TypeError, "text", ec.Layout.from_text, 3)


def test_rogue_agent_defuse_formula_names_solution():
    refused(TypeError, "solution", ra.defuse_formula, 3)


def test_cyberpunk_ccg_punknaught_complete_names_attached():
    refused(TypeError, "attached", ccg.punknaught_complete, 0)


def test_cyberpunk_ccg_most_cyber_names_cards():
    refused(TypeError, "cards", ccg.most_cyber, 7, ["x"])


def test_edge_city_route_outcomes_names_route():
    lay = ec.Layout.from_text("T S S\nS . S\nS S B")
    refused(ValueError, "route", ec.route_outcomes, lay, [])


def test_edge_city_generate_layout_names_max_tries():
    refused(ValueError, "max_tries", ec.generate_layout, 0, max_tries=0)


def test_edge_city_layout_stats_side_or_corner_is_valid():
    out = guarded(ec.layout_stats, boards=1, seed=1, connected="side_or_corner", timeout=30)
    assert isinstance(out, dict)


def test_rogue_agent_search_policy_with_no_dice():
    try:
        plan = guarded(ra.search_policy, {}, ra.ILLUSTRATIVE_MIX)
    except ValueError as e:
        assert "dice" in str(e)
    else:
        assert isinstance(plan, ra.SearchPlan)


def test_edge_city_reading_given_a_list_names_the_reading():
    refused((TypeError, ValueError), "table_rows", ec.win_number, "Wannabee", -1, table_rows=[1])


# ----------------------------------------------------------- silently accepted
def test_matrix_flags_must_be_bools():
    refused(TypeError, "same_colour", mx.breaker_strength, 3, same_colour="no")
    refused(TypeError, "same_colour", mx.break_probability, 4, same_colour="no")


def test_cyberpunk_ccg_team_limit_flags_must_be_bools():
    refused(TypeError, "teamed", ccg.team_limit, teamed="no", nomad=False)


def test_rogue_agent_flags_must_be_bools():
    refused(TypeError, "protected", ra.killer_damage, 2, protected="no")
    refused(TypeError, "intelligence", ra.search_policy, {"red": 1}, ra.ILLUSTRATIVE_MIX,
            intelligence="no")


def test_matrix_breaker_strength_refuses_a_float_roll():
    refused(TypeError, "roll", mx.breaker_strength, 1.5, same_colour=True)


def test_edge_city_dp_gained_refuses_a_float_status():
    refused(TypeError, "status", ec.dp_gained, 1.5, "secret")


def test_rogue_agent_bomb_rules_refuses_float_rows():
    refused(TypeError, "bomb_rows", ra.bomb_rules, 4, bomb_rows=5.0)


def test_rogue_agent_subdue_reward_refuses_empty_text():
    refused(TypeError, "health", ra.subdue_reward, "")


def test_rogue_agent_timer_after_refuses_text_board():
    refused(TypeError, "board", ra.timer_after, 4, "abcdef")


def test_edge_city_generate_layout_refuses_text_seed():
    refused(TypeError, "seed", ec.generate_layout, "abc")


def test_edge_city_p_draw_refuses_float_deck_size():
    refused(TypeError, "deck_size", ec.p_draw, "BURN", deck_size=0.0)


def test_edge_city_title_gain_checks_every_argument():
    refused(TypeError, "r", ec.title_gain, "Hacker Legend", "not a number")
    refused(ValueError, "table_rows", ec.title_gain, "Hacker Legend", 0, table_rows="bogus")
    refused(TypeError, "bogus_kw", ec.title_gain, "Hacker Legend", 0, bogus_kw=1)


# ----------------------------------------------------------- results independent of earlier calls
def test_edge_city_count_fixed_shapes_refuses_bool_after_a_cached_call():
    ec.count_fixed_shapes(1)
    refused(TypeError, "n", ec.count_fixed_shapes, True)


def test_rogue_agent_search_policy_refuses_bool_informants_after_a_cached_call():
    ra.search_policy({"red": 1}, ra.ILLUSTRATIVE_MIX, informants=1)
    refused(TypeError, "informants", ra.search_policy, {"red": 1}, ra.ILLUSTRATIVE_MIX,
            informants=True)


def _cannot_set(target, key, value):
    with pytest.raises(IMMUTABLE):
        target[key] = value


def test_edge_city_printed_cells_are_immutable():
    before = ec.win_number("Wannabee", -1)
    _cannot_set(ec.printed_cells(), ("Wannabee", -1), 99)
    assert ec.win_number("Wannabee", -1) == before


def test_edge_city_msm_table_is_immutable():
    before = ec.rip_outcomes("Wannabee", "secret")
    _cannot_set(ec.msm_table()["secret"], "msm", 0)
    assert ec.rip_outcomes("Wannabee", "secret") == before


@pytest.mark.parametrize("table", ["status_levels", "table_2_0", "table_4_0", "sprawl_cards", "tiles"])
def test_edge_city_cached_tables_are_immutable(table):
    t = getattr(ec, table)()
    key = next(iter(t))
    _cannot_set(t, key, None)
    row = t[key]
    if hasattr(row, "keys"):
        _cannot_set(row, next(iter(row)), None)
    else:  # a frozen record
        field = next(iter(vars(row))) if hasattr(row, "__dict__") else row.__slots__[0]
        with pytest.raises(IMMUTABLE):
            setattr(row, field, None)


def test_edge_city_fixed_shapes_is_read_only():
    arr = ec.fixed_shapes(3)
    with pytest.raises(ValueError):
        arr[0, 0, 0] = 99
    assert ec.fixed_shapes(3)[0, 0, 0] != 99 or arr.flags.writeable is False


def test_readings_options_are_immutable():
    _cannot_set(readings.get("natural_12").options, "new", "x")


def test_rogue_agent_illustrative_mix_is_immutable():
    _cannot_set(ra.ILLUSTRATIVE_MIX.values, next(iter(ra.ILLUSTRATIVE_MIX.values)), 0)


def test_rogue_agent_plans_are_frozen():
    plan = ra.attack_policy({"red": 1, "black": 1}, ra.ILLUSTRATIVE_MIX)
    with pytest.raises(IMMUTABLE):
        plan.goal = "kill"
    search = ra.search_policy({"red": 1}, ra.ILLUSTRATIVE_MIX)
    with pytest.raises(IMMUTABLE):
        search.colour_chosen = "green"


def test_rogue_agent_search_policy_leaves_a_held_plan_alone():
    first = ra.search_policy({"red": 1, "white": 1}, ra.ILLUSTRATIVE_MIX)
    chosen = first.colour_chosen
    for dice in ({"green": 1, "white": 1}, {"black": 1, "white": 1}, {"red": 2, "white": 1}):
        ra.search_policy(dice, ra.ILLUSTRATIVE_MIX)
    assert first.colour_chosen == chosen


# ----------------------------------------------------------- issue 19: fuzz draws of session 18
def test_edge_city_game_start_cards_for_other_players_names_players():
    # the fuzzer changed players (2 -> 6) and kept two starting hands: the count belongs to both
    refused(ValueError, "players", ec.game, 6, rounds=2, tech_mix={"BURN": 1, "EVADE": 2},
            start_cards=[["BURN"], []])
    refused(ValueError, "start_cards", ec.game, 6, rounds=2, tech_mix={"BURN": 1, "EVADE": 2},
            start_cards=[["BURN"], []])


def test_edge_city_game_rippers_for_other_players_names_players():
    refused(ValueError, "players", ec.game, 3, rounds=2, rippers=[ec.ILLUSTRATIVE_RIPPER] * 2)


@pytest.mark.parametrize("tiles", [(), ["Business Dome", "Sprawl Zone"], ["Tech Plex", "Sprawl Zone 99"]])
def test_edge_city_generate_layout_names_tiles_in_play(tiles):
    refused(ValueError, "tiles_in_play", ec.generate_layout, 1, 2, tiles_in_play=tiles)


def test_rogue_agent_attack_criminal_takes_sympy_integer_health():
    # as_whole accepts a sympy Integer; the bound made from it (hi=health - 1) must be an int too
    want = ra.attack_criminal(3, wounds=1, pistols=1, informants=1, mix=ra.ILLUSTRATIVE_MIX)
    got = guarded(ra.attack_criminal, sympy.Integer(3), wounds=sympy.Integer(1), pistols=1, informants=1,
                  mix=ra.ILLUSTRATIVE_MIX)
    assert got.p_success == want.p_success
    assert got.detail == want.detail
    printed = ra.subdue_reward(sympy.Integer(3), subdue_reward_health="printed")
    assert printed == 3 and type(printed) is int
    assert type(ra.subdue_reward(sympy.Integer(3), wounds=sympy.Integer(1))) is int
    refused(ValueError, "wounds", ra.attack_criminal, sympy.Integer(3), wounds=3)


def test_rogue_agent_defender_dice_returns_an_int_for_sympy_integers():
    got = ra.defender_dice(sympy.Integer(5), sympy.Integer(1))
    assert got == ra.defender_dice(5, 1) == 2 and type(got) is int


def _d6():
    from edgekit.dist import Dist

    return Dist.die(6)


@pytest.mark.parametrize("call", [
    lambda d: d.combine(d, type),  # type(a, b) is a TypeError: type() takes 1 or 3 arguments
    lambda d: d.repeat(2, f=type),
    lambda d: d.repeat(3, f=lambda a, b: [a, b]),  # not known associative: the left fold; unhashable
    lambda d: d.map(lambda o: [o]),  # an unhashable outcome
    lambda d: d.combine(d, lambda a, b: {a: b}),
])
def test_core_dist_combine_and_repeat_name_a_failing_f(call):
    with pytest.raises(TypeError) as info:
        call(_d6())
    assert "f failed" in str(info.value), info.value
    assert isinstance(info.value.__cause__, TypeError)  # the function's own error is kept as the cause


def test_core_dist_symbolic_combine_names_a_failing_f():
    p = sympy.Symbol("p", positive=True)
    from edgekit.dist import Dist

    coin = Dist.from_probs({0: 1 - p, 1: p})
    with pytest.raises(TypeError, match="f failed"):
        coin.combine(coin, type)
    assert sympy.expand(coin.combine(coin, max).p(lambda o: o == 0) - (1 - p) ** 2) == 0


def test_core_dist_condition_and_bind_name_their_function():
    d = _d6()
    with pytest.raises(TypeError, match="event failed"):
        d.condition(lambda a, b: True)
    with pytest.raises(TypeError, match="f must return a Dist"):
        d.bind(type)
    assert d.bind(lambda o: d if o < 4 else d.map(lambda x: 0)).prob(0) == F(1, 2)
    assert d.combine(d, max).prob(6) == F(11, 36) and d.repeat(3, max).prob(6) == F(91, 216)


def test_core_sample_choice_of_a_million_games_answers():
    # was over 5 s (rng.choices re-accumulated the weights at every step); a hang guard, not a timing test
    from fuzz_cases.core import GAME

    from edgekit import montecarlo as mc

    out = guarded(mc.sample_choice, GAME, lambda s: "roll", 0, 10**6, seed=1, timeout=60)
    assert len(out) == 10**6 and set(out) == {1}


def test_core_sample_procedure_draws_what_random_choices_draws():
    # the faster sampler replays rng.choices exactly: the same seed gives the same games as before
    import random

    from edgekit import montecarlo as mc
    from edgekit.dist import Dist
    from edgekit.procedure import Procedure

    def step(s):
        return None if s >= 6 else Dist.from_weights({s + 1: 3, s + 2: 1, 0: F(1, 7)})

    for seed in (0, 1, 99):
        rng, want = random.Random(seed), []
        for _ in range(300):
            s = 0
            while s < 6:
                w = step(s).weights()
                s = rng.choices(list(w), weights=list(w.values()))[0]
            want.append(s)
        assert mc.sample_procedure(Procedure(step), 0, 300, seed=seed) == want


@pytest.mark.parametrize("columns", [4, 5, 6])
def test_rogue_agent_appendix_a_transcript_under_each_column_reading(columns):
    text = guarded(ra.appendix_a_transcript, F(1, 3), F(1, 6), bomb_columns=columns, timeout=30)
    assert text.startswith("Appendix A: Bomb Timer 4, 9 special dice\n")
    assert text.count("[chosen]") == 3
