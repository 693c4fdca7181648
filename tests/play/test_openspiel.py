"""The OpenSpiel adapter: OpenSpiel's random simulation test and its MCTS bot on edgekit games."""

import pytest

pyspiel = pytest.importorskip("pyspiel")

from edgekit import play as P  # noqa: E402
from edgekit.edge_city.rip import openspiel as _rip_openspiel  # noqa: E402, F401  (registers edgekit_rip)
from edgekit.edge_city.rip.game import rip_game  # noqa: E402
from edgekit.play import openspiel as osp  # noqa: E402
from edgekit.rogue_agent.bomb import openspiel as _bomb_openspiel  # noqa: E402, F401  (registers edgekit_bomb)
from edgekit.rogue_agent.bomb.game import bomb_game  # noqa: E402

#: small games for every registration (Edge City: the short game its registration's defaults once were)
SHORT = {"edgekit_edge_city": {"players": 2, "rounds": 6},
         "edgekit_matrix": {"colours": 1, "ice": 2, "bottom_ice": 1}}


@pytest.mark.parametrize("name", osp.registered())
def test_random_sim_test_on_every_registered_game(name):
    sims = 100 if name in ("edgekit_rip", "edgekit_bomb") else 3
    pyspiel.random_sim_test(pyspiel.load_game(name, SHORT.get(name, {})), num_sims=sims, serialize=False,
                            verbose=False)


@pytest.mark.parametrize("params", [{"status": "Hacker", "second_chance": "optional", "attempts": "per_rip"},
                                    {"rip_type": "super_secret"}])
def test_registered_rip_takes_parameters(params):
    g = pyspiel.load_game("edgekit_rip", params)
    pyspiel.random_sim_test(g, num_sims=100, serialize=False, verbose=False)
    assert g.num_distinct_actions() == 2


def test_wrapped_games_pass_random_sim_test():
    for g in (rip_game("Wannabee", "secret", second_chance="optional"), bomb_game(2, 5)):
        pg = osp.openspiel_game(g)
        assert osp.openspiel_game(g) is pg
        pyspiel.random_sim_test(pg, num_sims=50, serialize=False, verbose=False)


def test_chance_floats_only_at_the_adapter():
    g = rip_game("Wannabee", "sensitive")
    s = osp.wrap_state(g.new_initial_state())
    outs = s.chance_outcomes()
    exact = g.new_initial_state().chance_outcomes()
    assert [a for a, _ in outs] == sorted(exact.outcomes())
    assert all(p == float(exact.prob(a)) for a, p in outs)


def test_mcts_plays_and_is_seeded():
    g = rip_game("Wannabee", "sensitive", second_chance="optional", attempts="per_rip",
                 payoff={"success": 1, "failed_cool": 0, "failed_uncool": -1})
    m = osp.mcts_policy(40, rollouts=2)
    seed = next(s for s in range(100) if any(st.player == 0 for st in P.play(g, seed=s).steps))
    a, b = P.play(g, seed=seed, policies=m), P.play(g, seed=seed, policies=m)
    assert a == b and any(s.player == 0 for s in a.steps)
    pt = P.play(bomb_game(2, 4), seed=1, policies=osp.mcts_policy(20, rollouts=1))
    assert pt.finished


def test_bad_input():
    with pytest.raises(TypeError, match="game"):
        osp.openspiel_game("rip")
    with pytest.raises(ValueError, match="simulations"):
        osp.mcts_policy(0)
    with pytest.raises(TypeError, match="make_bot"):
        osp.BotPolicy(3)
    with pytest.raises(ValueError, match="short_name"):
        osp.register("bad name", rip_game, {})


#: every game's registering module, a parameter and a reading to give (issue 20: one way to register)
LOADS = {
    "edgekit_edge_city": ("edgekit.edge_city.whole_game", {"players": 3, "rounds": 6},
                          ("repeat_reset", "travel_only")),
    "edgekit_rip": ("edgekit.edge_city.rip", {"status": "Hacker"}, ("second_chance", "optional")),
    "edgekit_rogue_agent": ("edgekit.rogue_agent.whole_game", {"players": 3}, ("joker_group", "best")),
    "edgekit_bomb": ("edgekit.rogue_agent.bomb", {"timer": 2, "dice": 4},
                     ("stability_variant", "simplified")),
    "edgekit_matrix": ("edgekit.matrix.whole_game", {"colours": 1, "ice": 2, "bottom_ice": 1},
                       ("matrix_reentry", "free")),
}


@pytest.mark.parametrize("name", LOADS)
def test_every_game_loads_with_a_parameter_and_a_reading(name):
    import importlib

    from edgekit import readings

    room, params, (rid, option) = LOADS[name]
    reg = importlib.import_module(room + ".openspiel")
    module = importlib.import_module(room + ".game")
    assert reg.NAME == name and reg.DEFAULTS is module.DEFAULT_PARAMS and name in osp.registered()
    g = pyspiel.load_game(name, {**params, rid: option}).edgekit_game
    assert g.params == module.DEFAULT_PARAMS.replace(**params)
    assert g.rules.changed() == {rid: option}
    assert g.rules == readings.defaults(g.rules.game).replace(**{rid: option})
    spec = pyspiel.load_game(name).get_parameters()   # OpenSpiel's _DEFAULT_PARAMS: the factory's defaults
    assert {k: spec[k] for k in module.DEFAULT_PARAMS} == dict(module.DEFAULT_PARAMS)
    assert all(spec[r.id] == r.default for r in readings.by_game(g.rules.game))


def test_register_refuses_unknown_parameters_and_a_parameter_named_like_a_reading():
    with pytest.raises(Exception, match="(?i)unknown parameter 'round'"):
        pyspiel.load_game("edgekit_bomb", {"round": 3})
    with pytest.raises(ValueError, match="readings of Rogue Agent"):
        osp.register("edgekit_bomb_clash", bomb_game, {"timer": 4, "dice": 9, "bomb_rows": 4})
