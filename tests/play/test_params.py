"""One game API (issue 20): a frozen ``Params`` value per game, used by the factory, ``repr``, the
golden transcripts' header and OpenSpiel (``_DEFAULT_PARAMS``)."""

from __future__ import annotations

import pickle
from fractions import Fraction

import pytest

from edgekit import readings
from edgekit.edge_city.rip import game as rip_module
from edgekit.edge_city.whole_game import game as ec_module
from edgekit.matrix.whole_game import game as mx_module
from edgekit.play import Params, play
from edgekit.rogue_agent.bomb import game as bomb_module
from edgekit.rogue_agent.whole_game import game as ra_module

#: each game's module, its factory with the arguments a default game needs, and a changed scalar
GAMES = {
    "edge_city": (ec_module, lambda **kw: ec_module.game(**kw), {"players": 3, "rounds": 6}),
    "rip": (rip_module,
            lambda **kw: rip_module.rip_game(**{"status": "Wannabee", "rip_type": "sensitive", **kw}),
            {"status": "Hacker", "patron": 1}),
    "rogue_agent": (ra_module, lambda **kw: ra_module.game(**kw), {"players": 3, "payoff": "influence"}),
    "bomb": (bomb_module, lambda **kw: bomb_module.bomb_game(**kw), {"timer": 2, "dice": 5}),
    "matrix": (mx_module, lambda **kw: mx_module.game(**kw), {"target": 3, "colours": 2, "bottom_ice": 4}),
}


# ------------------------------------------------------------------ the value
def test_params_is_an_ordered_read_only_mapping():
    p = Params(players=4, rounds=40, mode="agent", advanced=False, share=0.5)
    assert list(p) == ["players", "rounds", "mode", "advanced", "share"] and len(p) == 5
    assert p["rounds"] == 40 and dict(p) == {"players": 4, "rounds": 40, "mode": "agent", "advanced": False,
                                             "share": 0.5}
    with pytest.raises(TypeError):
        p["rounds"] = 6
    with pytest.raises(AttributeError, match="read-only"):
        p.rounds = 6
    with pytest.raises(KeyError, match="round.*players, rounds"):
        p["round"]
    assert Params(players=4) == {"players": 4} and Params(players=4) != Params(players=5)


def test_params_are_hashable_and_equal_by_value_and_order():
    a, b = Params(players=4, rounds=40), Params({"players": 4, "rounds": 40})
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert Params(rounds=40, players=4) != a   # ordered: the factory's order
    assert pickle.loads(pickle.dumps(a)) == a


def test_replace_checks_names_and_kinds():
    p = Params(players=4, mode="agent", advanced=False, share=0.5)
    q = p.replace(players=3, share=1)
    assert q == Params(players=3, mode="agent", advanced=False, share=1) and p["players"] == 4
    with pytest.raises(TypeError, match=r"unknown parameter 'player'; the parameters are: players, mode"):
        p.replace(player=3)
    with pytest.raises(TypeError, match="'players' must be a int"):
        p.replace(players="3")
    with pytest.raises(TypeError, match="'players' must be a int"):
        p.replace(players=True)   # a bool is not a whole number here
    with pytest.raises(TypeError, match="'advanced' must be a bool"):
        p.replace(advanced=1)
    with pytest.raises(TypeError, match="'mode'.*OpenSpiel"):
        p.replace(mode=None)


def test_only_openspiels_kinds_are_values():
    with pytest.raises(TypeError, match="'deck'.*int, float, str or bool"):
        Params(deck={"A": 2})
    with pytest.raises(TypeError, match="'timer'"):
        Params(timer=Fraction(1, 2))


def test_repr_str_and_one_line():
    p = Params(players=4, rounds=40, mode="agent")
    assert repr(p) == "Params(players=4, rounds=40, mode='agent')"
    assert str(p) == p.line() == "players=4, rounds=40, mode=agent"
    assert Params().line() == "none"


def test_a_given_non_scalar_argument_is_a_marked_entry_never_dropped():
    given = {"layout": None, "deck": {"A": 2, "B": 1}, "names": ("x", "y")}
    p = Params(players=4).built({"players": 3}, given)
    assert p.line() == "players=3, deck=given {A: 2, B: 1}, names=given (x, y)"
    assert p.marked == {"deck", "names"} and p != Params(players=3, deck="{A: 2, B: 1}", names="(x, y)")
    with pytest.raises(ValueError, match="deck"):
        p.kwargs()
    with pytest.raises(TypeError, match="'deck'.*not a scalar"):
        p.replace(deck="x")
    assert Params(players=4).kwargs() == {"players": 4}


# ------------------------------------------------------------------ the games
@pytest.mark.parametrize("name", GAMES)
def test_every_game_params_are_its_default_params_at_default(name):
    module, make, _ = GAMES[name]
    assert isinstance(module.DEFAULT_PARAMS, Params)
    g = make()
    assert g.params == module.DEFAULT_PARAMS and not g.params.marked
    assert repr(g).startswith(f"<{g.name}: {module.DEFAULT_PARAMS.line()}; readings: all defaults")


@pytest.mark.parametrize("name", GAMES)
def test_params_round_trip_through_the_factory(name):
    module, make, changed = GAMES[name]
    g = make(**changed)
    assert g.params == module.DEFAULT_PARAMS.replace(**changed)
    again = make(**g.params.kwargs())
    assert again.params == g.params and repr(again) == repr(g) and again.rules == g.rules
    assert again.options == g.options and again.name == g.name


@pytest.mark.parametrize("name", GAMES)
def test_repr_shows_params_and_changed_readings_only(name):
    module, make, changed = GAMES[name]
    g = make(**changed)
    rid, reading = next((r.id, r) for r in readings.by_game(g.rules.game)
                        if len(r.options) > 1 and _playable(make, changed, r))
    other = next(o for o in reading.options if o != reading.default)
    h = make(**changed, rules=readings.defaults(g.rules.game).replace(**{rid: other}))
    text = repr(h)
    assert f"readings: {rid}={other}" in text and g.params.line() in text
    for dump in ("Rules(", "mappingproxy", "Params(", " at 0x", "Fraction("):
        assert dump not in text
    page = h._repr_html_()   # the notebook's view: a labelled table (edgekit.display) of the same
    assert f"{rid}={other}" in page and "<table" in page
    for k in h.params:
        assert f"parameter: {k}" in page or k == "players"
    for dump in ("Rules(", "mappingproxy", "Params(", " at 0x", "Fraction("):
        assert dump not in page


def _playable(make, changed, reading) -> bool:
    other = next(o for o in reading.options if o != reading.default)
    try:
        make(**changed, rules=readings.defaults(reading.game).replace(**{reading.id: other}))
    except ValueError:
        return False
    return True


def test_given_non_scalars_show_in_params_and_repr():
    g = ec_module.game(2, tech_mix={"BURN": 1}, sprawl_mix={"OTHER": 1})
    assert g.params["tech_mix"] == "{BURN: 1}" and {"tech_mix", "sprawl_mix"} <= g.params.marked
    assert "tech_mix=given {BURN: 1}" in repr(g)
    b = bomb_module.bomb_game(3, 6, cross=Fraction(1, 4))
    assert b.params.line() == "timer=3, dice=6, cross=given 1/4" and "cross=given 1/4" in repr(b)
    r = rip_module.rip_game("Hacker", "secret", swat_attack=(1,), payoff={"success": 2, "failed_cool": 0,
                                                                          "failed_uncool": -1})
    assert r.params["swat_attack"] == "(1)"
    assert r.params["payoff"] == "{success: 2, failed_cool: 0, failed_uncool: -1}"


def test_transcript_header_is_the_params_line():
    g = bomb_module.bomb_game(2, 4)
    head = play(g, seed=1, policies=g.policies["optimal"]).transcript().splitlines()
    assert head[1] == "params: timer=2, dice=4" and head[2] == "readings: all defaults"
