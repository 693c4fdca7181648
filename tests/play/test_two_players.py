"""Several seats: policies per seat, returns per player, OpenSpiel with two players (a toy game)."""

import sys
from pathlib import Path

import pytest

from edgekit import play as P

sys.path.insert(0, str(Path(__file__).parent))
from toy_games import PASS, ROLL, HiddenRace, Race  # noqa: E402


def test_seats_and_returns():
    g = Race()
    always = P.FunctionPolicy("always roll", lambda s: ROLL)
    never = P.FunctionPolicy("always pass", lambda s: PASS)
    pt = P.play(g, seed=3, policies=[always, never])
    assert {s.player for s in pt.steps if s.player is not None and s.player >= 0} == {0, 1}
    assert sum(pt.returns) == 0 and pt.returns[0] >= 0  # the roller never loses to the passer
    summ = P.simulate(g, 400, seed=1, policies={0: always})  # seat 1 plays at random
    assert set(summ.estimates) == {"return[0]", "return[1]"}
    assert summ["return[0]"].value == -summ["return[1]"].value
    mixed = P.play(g, seed=5, policies={1: P.HumanPolicy()})
    assert mixed.waiting in (1, None)
    with pytest.raises(ValueError, match="solve plays one-player games"):
        P.solve(g)


def test_openspiel_two_players():
    pyspiel = pytest.importorskip("pyspiel")
    from edgekit.play import openspiel as osp

    pg = osp.openspiel_game(Race())
    assert pg.num_players() == 2
    pyspiel.random_sim_test(pg, num_sims=50, serialize=False, verbose=False)
    pt = P.play(Race(), seed=2, policies=[osp.mcts_policy(20, rollouts=1), P.RandomPolicy()])
    assert pt.finished


def test_openspiel_hidden_information():
    pyspiel = pytest.importorskip("pyspiel")
    from edgekit.play import openspiel as osp

    pg = osp.openspiel_game(HiddenRace())
    assert pg.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    pyspiel.random_sim_test(pg, num_sims=30, serialize=False, verbose=False)
    s = pg.new_initial_state()
    s.apply_action(ROLL)
    s.apply_action(2)
    assert s.observation_string(0) == "my total 2, player 1 to act"
    assert s.observation_string(1) == "my total 0, player 1 to act"
