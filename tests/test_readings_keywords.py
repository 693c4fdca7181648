"""Reading keywords taken by ``@uses`` itself (issue 20): a rule function declares only ``rules=None``
and reads ``rules.<id>``; the wrapper takes each reading as a keyword, checks it and folds it into the
effective Rules. Public calls give the same results as when each function declared its readings by
hand, and their signatures show the same reading keywords with the same defaults (both recorded
before the change, below)."""

import importlib
import inspect
from fractions import Fraction

import pytest

from edgekit import edge_city, matrix, readings, rogue_agent
from edgekit.readings import uses

# -- the mechanism, on functions of our own ------------------------------------------------------

@uses("natural_12", "table_rows")
def _reads_rules(x, *, rules=None):
    """Rules: Edge City 8.4, 8.5.1."""
    return (x, rules.natural_12, rules.table_rows)


@uses("natural_12", "table_rows")
def _declares_one(x, *, natural_12=None, rules=None):
    return (x, natural_12, rules.natural_12, rules.table_rows)


def test_the_wrapper_takes_each_reading_keyword_and_hands_the_function_the_effective_rules():
    assert _reads_rules(1) == (1, "ends_action", "linear")
    assert _reads_rules(1, natural_12="plain_failure") == (1, "plain_failure", "linear")
    base = readings.defaults("Edge City").replace(table_rows="cap_10")
    # a keyword wins over rules= (the shorthand), and None means "as rules= says"
    assert _reads_rules(1, rules=base, natural_12="plain_failure", table_rows=None) == (
        1, "plain_failure", "cap_10")
    with pytest.raises(ValueError, match=r"natural_12='maybe'.*choose one of \['ends_action'"):
        _reads_rules(1, natural_12="maybe")
    with pytest.raises(TypeError, match="rules must be a Rules value"):
        _reads_rules(1, rules={"natural_12": "plain_failure"})


def test_a_reading_declared_by_hand_still_receives_its_value_as_a_local():
    assert _declares_one(2) == (2, "ends_action", "ends_action", "linear")
    assert _declares_one(2, natural_12="plain_failure", table_rows="cap_10") == (
        2, "plain_failure", "plain_failure", "cap_10")


def test_the_signature_shows_every_reading_keyword_with_its_real_default():
    for f in (_reads_rules, _declares_one):
        ps = inspect.signature(f).parameters
        assert list(ps) == ["x", "natural_12", "table_rows", "rules"]
        assert ps["natural_12"].default == "ends_action" and ps["table_rows"].default == "linear"
        assert all(ps[i].kind is inspect.Parameter.KEYWORD_ONLY for i in ("natural_12", "table_rows"))
    assert "natural_12: 'str' = 'ends_action'" in str(inspect.signature(_reads_rules))
    # an option that is a whole number shows as one (Rogue Agent bomb_rows: 4)
    assert str(inspect.signature(rogue_agent.solve_defuse).parameters["bomb_rows"]) == "bomb_rows: 'int' = 4"


def test_explain_readings_of_and_the_results_readings_are_unchanged():
    a = _reads_rules.explain(1, natural_12="plain_failure")
    assert a.value == (1, "plain_failure", "linear") and a.cite == ("Edge City 8.4", "Edge City 8.5.1")
    assert dict(a.readings) == {"natural_12": "plain_failure", "table_rows": "linear"}
    assert a.rules == readings.defaults("Edge City").replace(natural_12="plain_failure")
    assert readings.readings_of(_reads_rules, table_rows="cap_10") == {"natural_12": "ends_action",
                                                                       "table_rows": "cap_10"}
    assert dict(edge_city.rip_outcomes("Wannabee", "sensitive", attempts="per_rip").readings)["attempts"] \
        == "per_rip"


def test_an_alias_still_wins_and_is_reported():
    f = rogue_agent.stability_check_probability
    third = Fraction(1, 3)
    assert f.explain(2, cross=third, explosion=third, variant="simplified").readings == {
        "stability_variant": "simplified"}
    assert list(inspect.signature(f).parameters)[-3:] == ["stability_variant", "variant", "rules"]


def test_a_function_that_could_never_see_its_reading_is_refused_when_decorated():
    with pytest.raises(TypeError, match=r"h must take rules= to read \['table_rows'\]"):
        @uses("natural_12", "table_rows")
        def h(x, *, natural_12=None):
            return x


@pytest.mark.parametrize("call", [
    lambda: edge_city.win_number("Wannabee", 0, natural_13="x"),
    lambda: edge_city.rip_outcomes("Wannabee", "sensitive", attempt="per_rip"),
    lambda: edge_city.rip_game("Wannabee", "sensitive", second_chances="optional"),
    lambda: matrix.break_probability(6, same_colour=True, matrix_dice="d6"),
    lambda: _reads_rules(1, natural12="plain_failure"),
], ids=["natural_13", "attempt", "second_chances", "matrix_dice", "natural12"])
def test_an_unknown_keyword_is_a_type_error_naming_it(call, request):
    with pytest.raises(TypeError, match=f"unexpected keyword argument '{request.node.callspec.id}'"):
        call()


def test_a_reading_of_another_function_is_refused_as_before():
    # win_number follows table_rows and column_edge only: natural_12 was never its keyword
    with pytest.raises(TypeError, match="natural_12"):
        edge_city.win_number("Wannabee", 0, natural_12="plain_failure")


# -- public calls: the same results and signatures as before the change -------------------------

def _options(i):
    return list(readings.get(i).options)


def _samples():
    out = []
    for tr in _options("table_rows"):
        for ce in _options("column_edge"):
            for s, r in (("Wannabee", -9), ("hacker legend", 3), (2, -7), (4, -12)):
                out.append(("win_number", (s, r), {"table_rows": tr, "column_edge": ce}))
    for o in _options("natural_12"):
        out += [("win_roll_events", (7,), {"natural_12": o}), ("win_roll_event", (12, 20), {"natural_12": o}),
                ("p_lose_cool", (7,), {"natural_12": o}),
                ("theft_probability", ("Wannabee",), {"natural_12": o, "swat_attack": 3})]
    out += [("rip_outcomes", ("Wannabee", "sensitive"), {"attempts": o}) for o in _options("attempts")]
    out += [("rip_game", ("Wannabee", "sensitive"), {"second_chance": o}) for o in _options("second_chance")]
    out += [("theft_probability", ("Master Hacker",), {"theft_halving": o, "swat_attack": 5})
            for o in _options("theft_halving")]
    out += [("combat_results", (8,), {"combat_margins": o}) for o in _options("combat_margins")]
    out += [("p_card_available", (8, 4), {"ice_4_special": o}) for o in _options("ice_4_special")]
    out += [("stability_check_probability", (2,),
             {"variant": o, "cross": Fraction(1, 6), "explosion": Fraction(1, 3)})
            for o in _options("stability_variant")]
    out += [("break_probability", (6,), {"same_colour": True, "powerups": 1, "matrix_die": o})
            for o in _options("matrix_die")]
    return out


def _key(name, args, kwargs):
    return f"{name}({', '.join(map(str, args))}) " + " ".join(f"{k}={v}" for k, v in kwargs.items())


def _show(x):
    if hasattr(x, "exact_odds"):  # a RipGame: its exact odds and its value under optimal play
        return str(sorted((k, str(v)) for k, v in x.exact_odds.items())) + f" value {x.exact_value()}"
    if hasattr(x, "probs"):
        return str(sorted((str(k), str(v)) for k, v in x.probs().items()))
    if isinstance(x, dict):
        return str(sorted((str(k), str(v)) for k, v in x.items()))
    return str(x)


def _public(name):
    for pkg in (edge_city, rogue_agent, matrix):
        if name in pkg.__all__:
            return getattr(pkg, name)
    raise AssertionError(name)


SAMPLES = _samples()


def test_the_samples_are_the_ones_recorded():
    assert sorted(_key(*s) for s in SAMPLES) == sorted(EXPECTED)


@pytest.mark.parametrize("name,args,kwargs", SAMPLES, ids=[_key(*s) for s in SAMPLES])
def test_a_converted_function_gives_the_result_it_gave_before(name, args, kwargs):
    assert _show(_public(name)(*args, **kwargs)) == EXPECTED[_key(name, args, kwargs)]


WHERE = {"win_number": "edge_city.rules.win", "win_roll_events": "edge_city.rules.win",
         "natural_12_effect": "edge_city.rules.win", "rip_outcomes": "edge_city.rip.odds",
         "rip_game": "edge_city.rip.game", "theft_probability": "edge_city.rules.theft",
         "p_card_available": "edge_city.rules.combat", "route_outcomes": "edge_city.board.travel",
         "is_legal": "edge_city.board.city", "edge_city.game": "edge_city.whole_game.game",
         "stability_check_probability": "rogue_agent.bomb.stability",
         "solve_defuse": "rogue_agent.bomb.solver",
         "search_roll": "rogue_agent.rules.search", "matrix.game": "matrix.whole_game.game",
         "break_probability": "matrix.rules.breaking"}


@pytest.mark.parametrize("name", sorted(WHERE))
def test_a_converted_function_shows_the_reading_keywords_it_showed_before(name):
    f = getattr(importlib.import_module(f"edgekit.{WHERE[name]}"), name.rpartition(".")[2])
    ps = inspect.signature(f).parameters
    keywords = set(f.readings) | set(f.aliases)
    assert {k: p.default for k, p in ps.items() if k in keywords} == SIGNATURES[name]
    assert all(ps[k].kind is inspect.Parameter.KEYWORD_ONLY for k in keywords)
    # and the function itself no longer declares them: the wrapper takes them (a game factory is also
    # wrapped by edgekit.play.factory: the function itself is under both)
    assert not keywords & set(inspect.signature(inspect.unwrap(f)).parameters)
    assert "rules" in ps


# recorded before the change (at de24b0f): str() of each result, exact (Dist: its probabilities)
EXPECTED = {
    'win_number(Wannabee, -9) table_rows=linear column_edge=clamp': '2',
    'win_number(hacker legend, 3) table_rows=linear column_edge=clamp': '14',
    'win_number(2, -7) table_rows=linear column_edge=clamp': '2',
    'win_number(4, -12) table_rows=linear column_edge=clamp': '4',
    'win_number(Wannabee, -9) table_rows=linear column_edge=extend': '2',
    'win_number(hacker legend, 3) table_rows=linear column_edge=extend': '14',
    'win_number(2, -7) table_rows=linear column_edge=extend': '2',
    'win_number(4, -12) table_rows=linear column_edge=extend': '2',
    'win_number(Wannabee, -9) table_rows=cap_10 column_edge=clamp': '2',
    'win_number(hacker legend, 3) table_rows=cap_10 column_edge=clamp': '10',
    'win_number(2, -7) table_rows=cap_10 column_edge=clamp': '2',
    'win_number(4, -12) table_rows=cap_10 column_edge=clamp': '4',
    'win_number(Wannabee, -9) table_rows=cap_10 column_edge=extend': '2',
    'win_number(hacker legend, 3) table_rows=cap_10 column_edge=extend': '10',
    'win_number(2, -7) table_rows=cap_10 column_edge=extend': '2',
    'win_number(4, -12) table_rows=cap_10 column_edge=extend': '2',
    'win_number(Wannabee, -9) table_rows=cap_12 column_edge=clamp': '2',
    'win_number(hacker legend, 3) table_rows=cap_12 column_edge=clamp': '12',
    'win_number(2, -7) table_rows=cap_12 column_edge=clamp': '2',
    'win_number(4, -12) table_rows=cap_12 column_edge=clamp': '4',
    'win_number(Wannabee, -9) table_rows=cap_12 column_edge=extend': '2',
    'win_number(hacker legend, 3) table_rows=cap_12 column_edge=extend': '12',
    'win_number(2, -7) table_rows=cap_12 column_edge=extend': '2',
    'win_number(4, -12) table_rows=cap_12 column_edge=extend': '2',
    'win_roll_events(7) natural_12=ends_action':
        "[('fail', '7/18'), ('natural 12', '1/36'), ('win', '7/12')]",
    'win_roll_event(12, 20) natural_12=ends_action': 'natural 12',
    'p_lose_cool(7) natural_12=ends_action': '7/18',
    'theft_probability(Wannabee) natural_12=ends_action swat_attack=3': '7/12',
    'win_roll_events(7) natural_12=plain_failure': "[('fail', '5/12'), ('win', '7/12')]",
    'win_roll_event(12, 20) natural_12=plain_failure': 'fail',
    'p_lose_cool(7) natural_12=plain_failure': '5/12',
    'theft_probability(Wannabee) natural_12=plain_failure swat_attack=3': '7/12',
    'win_roll_events(7) natural_12=keeps_cool': "[('fail', '7/18'), ('natural 12', '1/36'), ('win', '7/12')]",
    'win_roll_event(12, 20) natural_12=keeps_cool': 'natural 12',
    'p_lose_cool(7) natural_12=keeps_cool': '7/18',
    'theft_probability(Wannabee) natural_12=keeps_cool swat_attack=3': '7/12',
    'win_roll_events(7) natural_12=ends_costs_cool':
        "[('fail', '7/18'), ('natural 12', '1/36'), ('win', '7/12')]",
    'win_roll_event(12, 20) natural_12=ends_costs_cool': 'natural 12',
    'p_lose_cool(7) natural_12=ends_costs_cool': '5/12',
    'theft_probability(Wannabee) natural_12=ends_costs_cool swat_attack=3': '7/12',
    'rip_outcomes(Wannabee, sensitive) attempts=per_space':
        "[('failed_cool', '598991/1679616'), ('failed_uncool', '3325/8748'), ('success', '442225/1679616')]",
    'rip_outcomes(Wannabee, sensitive) attempts=per_rip':
        "[('failed_cool', '15617/34992'), ('failed_uncool', '3325/8748'), ('success', '25/144')]",
    'rip_game(Wannabee, sensitive) second_chance=compulsory':
        ("[('failed_cool', '598991/1679616'), ('failed_uncool', '3325/8748'), ('success', "
         "'442225/1679616')] value 442225/1679616"),
    'rip_game(Wannabee, sensitive) second_chance=optional':
        ("[('failed_cool', '598991/1679616'), ('failed_uncool', '3325/8748'), ('success', "
         "'442225/1679616')] value 442225/1679616"),
    'theft_probability(Master Hacker) theft_halving=per_card swat_attack=5': '35/36',
    'theft_probability(Master Hacker) theft_halving=on_sum swat_attack=5': '35/36',
    'theft_probability(Master Hacker) theft_halving=sum_min_one swat_attack=5': '35/36',
    'combat_results(8) combat_margins=bands':
        ("[('take or destroy a +1 software card', '5/36'), ('take or destroy a +2 software"
         ' card\', \'1/9\'), (\'take or destroy a +3 software card\', \'1/6\'), ("the defender ga'
         'ins DP from the Bank equal to the attacker\'s Level", \'5/18\'), (\'the victor takes'
         " one die roll of DP from the defender', '11/36')]"),
    'combat_results(8) combat_margins=exact':
        ("[('take or destroy a +1 software card', '5/36'), ('take or destroy a +2 software"
         ' card\', \'1/9\'), (\'take or destroy a +3 software card\', \'1/12\'), ("the defender g'
         'ains DP from the Bank equal to the attacker\'s Level", \'5/18\'), (\'the victor take'
         "s one die roll of DP from the defender', '7/18')]"),
    'p_card_available(8, 4) ice_4_special=text': '0',
    'p_card_available(8, 4) ice_4_special=table': '0',
    'stability_check_probability(2) variant=full cross=1/6 explosion=1/3': '7/27',
    'stability_check_probability(2) variant=simplified cross=1/6 explosion=1/3': '1/2',
    'break_probability(6) same_colour=True powerups=1 matrix_die=d6': '1/3',
    'break_probability(6) same_colour=True powerups=1 matrix_die=piecepack': '1/6',
}


# the reading keywords of each signature before the change: {keyword: default} (all keyword-only)
SIGNATURES = {
    'win_number': {'table_rows': 'linear', 'column_edge': 'clamp'},
    'win_roll_events': {'natural_12': 'ends_action'},
    'natural_12_effect': {'natural_12': 'ends_action'},
    'rip_outcomes': {
        'attempts': 'per_space', 'natural_12': 'ends_action', 'data_defend_cool': 'black_ice',
        'patron_counts': 'matching_space', 'rip_attack_halving': 'per_card', 'ice_msm': 'same',
        'rip_repeat_penalty': 'stealth_rolls', 'second_chance': 'compulsory', 'table_rows': 'linear',
        'column_edge': 'clamp'},
    'rip_game': {
        'attempts': 'per_space', 'natural_12': 'ends_action', 'second_chance': 'compulsory',
        'data_defend_cool': 'black_ice', 'patron_counts': 'matching_space', 'rip_attack_halving': 'per_card',
        'ice_msm': 'same', 'rip_repeat_penalty': 'stealth_rolls', 'table_rows': 'linear',
        'column_edge': 'clamp'},
    'theft_probability': {
        'theft_halving': 'per_card', 'theft_msm': 'fixed_3', 'table_rows': 'linear', 'column_edge': 'clamp',
        'natural_12': 'ends_action'},
    'p_card_available': {'combat_margins': 'bands', 'combat_or_less': 'or_less', 'ice_4_special': 'text'},
    'route_outcomes': {'natural_12': 'ends_action', 'table_rows': 'linear', 'column_edge': 'clamp'},
    'is_legal': {'adjacent': 'side', 'touch': 'side', 'connected': 'side', 'second_research_park': 'no'},
    'edge_city.game': {
        'final_tie': 'shared', 'repeat_reset': 'travel_or_idle', 'it_limit': 'software',
        'ally_modifies': 'stealth_one', 'trade_in': 'after_purchase', 'concealed_cards': 'face_up',
        'ripper_trading': 'none', 'rip_discard_roll': 'stealth_roll', 'dome_pass': 'must_rip',
        'plex_pass': 'may_pass', 'it_after_attack': 'kept',
        'sprawl_reshuffle': 'when_empty'},   # issue 22 item 9: the Sprawl deck's reshuffle (5.6)
    'stability_check_probability': {'stability_variant': 'full', 'variant': None},
    'solve_defuse': {
        'bomb_rows': 4, 'bomb_columns': 'timer', 'bomb_fourth_explosion': 'fails_attempt',
        'bomb_open_column': 'check', 'stability_variant': 'full', 'boost_is_cross': 'no',
        'bomb_fourth_check': 'no', 'bomb_line_fourth': 'failed'},
    'search_roll': {'face_colours': 'open', 'special_dice_split': 'three_each', 'search_boost': 'best'},
    'matrix.game': {
        'matrix_die': 'd6', 'matrix_powerup_timing': 'after_roll',
        'matrix_neighbour_rule': 'every_structure', 'matrix_occupied_space': 'share',
        'matrix_reentry': 'roll_again', 'matrix_powerup_supply': 'five_coins',
        'matrix_fort_exit': 'may_leave', 'matrix_outside_reach': 'connected',
        'matrix_advanced_floor': 'base'},  # issue 22: the advanced game's floor, used by the game's odds
    'break_probability': {
        'matrix_die': 'd6', 'matrix_powerup_timing': 'after_roll', 'matrix_advanced_floor': 'base'},
}
