"""Fuzz base cases: edgekit.play, rip_game and bomb_game. Owner: the play-layer engineer.

``edgekit.play`` is not (yet) in ``edgekit.__all__``, so every case names its callable with
``target=`` (the harness then fuzzes it as an extra); the same cases serve once the package
is discovered.
"""

import edgekit
from edgekit import play as P
from edgekit.edge_city import rip_game, worked_example
from edgekit.rogue_agent import bomb_game

from . import case

RIP = rip_game("Wannabee", "sensitive")
CHOICE = rip_game("Wannabee", "sensitive", second_chance="optional")
TAKE_ALL = CHOICE.policies["always_take"]
TABLE = CHOICE.solution().table
REPLAY = worked_example("rip_attempt")
PLAYED = P.play(RIP, seed=1)
FIRST = RIP.new_initial_state().chance_outcomes().outcomes()[0]


def _t(f):
    return lambda: f


def _build_rip(status="Wannabee", rip_type="sensitive"):   # a factory to mark with @factory
    return rip_game(status, rip_type)


CASES = {
    "edgekit.play.play": case(RIP, seed=1, target=_t(P.play)),
    "edgekit.play.simulate": case(RIP, 20, seed=1, target=_t(P.simulate), skip=("processes", "n"),
                                  why="processes forks workers, and a large valid n (10**6 games) is a "
                                      "long simulation, not a hang: both, and n's type and range "
                                      "errors, are covered by tests/play/test_play.py"),
    "edgekit.play.final_states": case(RIP, 3, seed=1, target=_t(P.final_states), skip=("n",),
                                      why="a large valid n (10**6 games) is a long simulation, not a "
                                          "hang; n's type and range are checked as simulate's are"),
    "edgekit.play.factory": case(_build_rip, target=_t(P.factory), returns=object),
    "edgekit.play.game_seeds": case(1, 3, target=_t(P.game_seeds)),
    "edgekit.play.solve": case(CHOICE, target=_t(P.solve)),
    "edgekit.play.outcome": case(CHOICE, TAKE_ALL, target=_t(P.outcome)),
    "edgekit.play.FunctionPolicy": case("take", lambda s: 0, target=_t(P.FunctionPolicy), returns=object),
    "edgekit.play.TablePolicy": case(TABLE, target=_t(P.TablePolicy), returns=object),
    "edgekit.play.RandomPolicy": case(target=_t(P.RandomPolicy), returns=object),
    "edgekit.play.HumanPolicy": case(target=_t(P.HumanPolicy), returns=object),
    "edgekit.play.for_game": case(RIP, {"take": TAKE_ALL}, target=_t(P.for_game), returns=object),
    "edgekit.play.Playthrough.from_replay": case(REPLAY, target=_t(P.Playthrough.from_replay)),
    "edgekit.play.Step.from_replay": case(REPLAY.steps[0], target=_t(P.Step.from_replay)),
    "edgekit.play.Playthrough.transcript": case(1, target=lambda: PLAYED.transcript),
    "edgekit.play.Playthrough.html": case(1, target=lambda: PLAYED.html),
    "edgekit.edge_city.rip_game": case("Wannabee", "sensitive", target=_t(rip_game)),
    "edgekit.rogue_agent.bomb_game": case(2, 4, target=_t(bomb_game)),
    "edgekit.play.State.apply": case(FIRST, target=lambda: RIP.new_initial_state().apply),
    "edgekit.play.Scoreboard": case({"P0": {"DP": 3}, "P1": {"DP": 5}}, round=1, turn=0,
                                    target=_t(P.Scoreboard), returns=object),
    "edgekit.play.Params": case({"players": 4, "mode": "agent"}, target=_t(P.Params), returns=object),
    "edgekit.play.Params.replace": case(players=3, target=lambda: P.Params(players=4, mode="agent").replace),
    "edgekit.play.State.action_label": case(FIRST, target=lambda: RIP.new_initial_state().action_label),
}

# Exemptions count only once edgekit.play is a discovered package (listed in edgekit.__all__).
_EXEMPT = {
    "edgekit.play.Game": "abstract base class: games subclass it (rip_game, bomb_game are fuzzed)",
    "edgekit.play.State": "abstract base class: its games' states are fuzzed through apply/action_label",
    "edgekit.play.Turn": "a plain frozen record a game fills in; never built from user input",
    "edgekit.play.Step": "a plain frozen record built by play(); from_replay is fuzzed",
    "edgekit.play.Playthrough": "a plain frozen record built by play(); from_replay is fuzzed",
    "edgekit.play.Balance": "a frozen result built by simulate(rotate_seats=True), which is fuzzed",
    "edgekit.play.Policy": "abstract base class: its kinds are fuzzed",
    "edgekit.play.Solution": "a plain frozen record built by solve()",
    "edgekit.play.Estimate": "a plain frozen record built by simulate()",
    "edgekit.play.Summary": "a plain frozen record built by simulate()",
}
EXEMPT = _EXEMPT if "play" in getattr(edgekit, "__all__", ()) else {}
