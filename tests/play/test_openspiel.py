"""The OpenSpiel adapter: OpenSpiel's random simulation test and its MCTS bot on edgekit games."""

import pytest

pyspiel = pytest.importorskip("pyspiel")

from edgekit import play as P  # noqa: E402
from edgekit.edge_city.rip import openspiel as _rip_openspiel  # noqa: E402, F401  (registers edgekit_rip)
from edgekit.edge_city.rip.game import rip_game  # noqa: E402
from edgekit.play import openspiel as osp  # noqa: E402
from edgekit.rogue_agent.bomb import openspiel as _bomb_openspiel  # noqa: E402, F401  (registers edgekit_bomb)
from edgekit.rogue_agent.bomb.game import bomb_game  # noqa: E402


@pytest.mark.parametrize("name", osp.registered())
def test_random_sim_test_on_every_registered_game(name):
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=100, serialize=False, verbose=False)


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
