"""The fast path (issue 24): ``simulate`` and ``final_states`` play, seed for seed, the very games
``play`` logs, for every game on the play layer; the hooks they use instead of the log's exact odds
(``State.chance_weights``, ``State.is_legal``, ``legal_actions`` computed once per state) agree
exactly with the reference methods at every step of seeded games; a game's or a policy's mistake is
an error, never another game played silently.

Sizes: a four-player Edge City game under ``play`` costs about 0.1 s of CPU, Rogue Agent 0.02 s, a
Matrix run 0.006 s; the counts keep this file near 15 s on one core.
"""

from __future__ import annotations

import functools
import random
import threading
from dataclasses import dataclass

import pytest

from edgekit import edge_city as ec
from edgekit import matrix as mx
from edgekit import play
from edgekit import rogue_agent as ra
from edgekit.edge_city import rip_game
from edgekit.matrix.whole_game.fast import final_states as matrix_final_states
from edgekit.play import CHANCE, TERMINAL
from edgekit.play.chance import Weights
from edgekit.rogue_agent import bomb_game


def _named(*names):
    return lambda g: [play.RandomPolicy() if n == "random" else g.policies[n] for n in names]


#: name -> (the game, its seats, how many seeded games are compared)
GAMES = {
    "edge_city p4, the headlines' seats": (functools.partial(ec.game, 4),
                                          _named("cautious", "greedy_dp", "rip_first", "random"), 10),
    "edge_city p3 concealed, trading, rip_steps=whole": (
        functools.partial(ec.game, 3, concealed_cards="concealed", ripper_trading="offers",
                          rip_steps="whole"),
        _named("greedy_buyer", "raider", "random"), 6),
    "rogue_agent p2, hunter v bomb_squad": (functools.partial(ra.game, 2), _named("hunter", "bomb_squad"),
                                            25),
    "rogue_agent android p3": (functools.partial(ra.game, 3, mode="android"),
                               _named("networker", "trader", "random"), 10),
    "matrix basic, default": (mx.game, _named("default"), 120),
    "matrix advanced, lavish": (functools.partial(mx.game, advanced=True), _named("lavish"), 60),
    "rip, sensible": (functools.partial(rip_game, "Hacker", "secret", second_chance="optional"),
                      _named("sensible"), 150),
    "bomb, optimal v random": (functools.partial(bomb_game, 4, 6), _named("optimal"), 60),
}


@functools.cache
def made(name: str):
    make, seats, n = GAMES[name]
    g = make()
    return g, seats(g), n


@functools.cache
def logged(name: str) -> tuple:
    g, seats, n = made(name)
    return tuple(play.play(g, seed=s, policies=seats) for s in play.game_seeds(11, n))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_fast_path_plays_the_games_play_logs(name):
    """Game by game over many seeds: the final state of the fast path is the state play ends in,
    with the same returns, and simulate's per-game returns are play's."""
    g, seats, n = made(name)
    logs = logged(name)
    finals = play.final_states(g, n, seed=11, policies=seats)
    assert len(finals) == n
    for k, (fast, log) in enumerate(zip(finals, logs)):
        assert fast.current_player == TERMINAL
        assert fast == log.state and str(fast) == str(log.state), (name, k)
        assert tuple(fast.returns()) == tuple(log.state.returns()), (name, k)
    summary = play.simulate(g, n, seed=11, policies=seats, keep_values=True, progress=False)
    want = [{f"return[{i}]" if g.players > 1 else "return": r for i, r in enumerate(log.state.returns())}
            for log in logs]
    assert [dict(v) for v in summary.values] == want


def test_matrix_fast_final_states_is_the_play_layers():
    g, seats, n = made("matrix basic, default")
    assert matrix_final_states(g, 40, seed=11, policy=seats[0]) == list(play.final_states(g, 40, seed=11,
                                                                                          policies=seats))


def _visited(name: str):
    """Every state of the logged games of ``name``, each with the game it belongs to."""
    g, _, _ = made(name)
    for log in logged(name):
        yield log.start
        for step in log.steps:
            yield step.state


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_hooks_agree_exactly_with_the_reference_methods_at_every_step(name):
    """The oracle of the fast path's hooks, at every state of the seeded games: chance_weights are the
    Weights of chance_outcomes (the same outcomes in the same order, the same integers); is_legal(a)
    is membership in legal_actions (every legal id, a sample of the others, and values that are no
    action id); legal_actions is one tuple per state."""
    g, _, _ = made(name)
    rng = random.Random(5)
    odd = (-1, True, False, 1.0, None, "0", 10**40)
    for s in _visited(name):
        p = s.current_player
        if p == TERMINAL:
            assert not any(s.is_legal(a) for a in range(min(g.num_distinct_actions, 64)))
            continue
        if p == CHANCE:
            d = s.chance_outcomes()
            assert s.chance_weights() == Weights.of(d)
            assert s.chance_weights().outcomes == tuple(d.weights())
            ids, pool = set(d.outcomes()), g.max_chance_outcomes
        else:
            acts = s.legal_actions()
            assert acts is s.legal_actions() and isinstance(acts, tuple)
            ids, pool = set(acts), g.num_distinct_actions
        sample = ids | {rng.randrange(pool) for _ in range(40)} | {min(ids) - 1, max(ids) + 1}
        for a in sample:
            assert s.is_legal(a) == (a in ids), (name, str(s), a)
        for x in odd:
            assert s.is_legal(x) is False, (name, x)


# ----------------------------------------------------------------------------- mistakes are errors
def test_an_illegal_choice_raises_in_simulate_what_play_raises():
    g = ra.game(2)
    bad = play.FunctionPolicy("bad", lambda s: 70 if s.current_player == 0 else s.legal_actions()[0])
    with pytest.raises(ValueError, match="action 70 is not legal here") as e_play:
        play.play(g, seed=3, policies=bad)
    with pytest.raises(ValueError, match="action 70 is not legal here") as e_sim:
        play.simulate(g, 3, seed=3, policies=bad)
    assert str(e_play.value).split(";")[0] == str(e_sim.value).split(";")[0]
    with pytest.raises(TypeError, match="action must be a whole number"):
        play.final_states(g, 1, seed=3, policies=play.FunctionPolicy("odd", lambda s: 1.0))


@dataclass(frozen=True)
class _Coin(play.State):
    """A toy: one coin toss (heads 2 : tails 1), then the game is over; its hooks can be made wrong."""

    tossed: int | None = None
    game: play.Game = None

    @property
    def current_player(self):
        return CHANCE if self.tossed is None else TERMINAL

    def legal_actions(self):
        return ()

    def chance_outcomes(self):
        from edgekit.dist import Dist
        return Dist.from_weights({0: 2, 1: 1})

    def _apply(self, action):
        return _Coin(action, self.game)

    def returns(self):
        return (1 if self.tossed == 0 else 0,)

    def _turn(self):
        return play.Turn("the coin", "toss", "toy rules")

    def _action_label(self, action):
        return "heads" if action == 0 else "tails"


@dataclass(frozen=True)
class _WrongWeights(_Coin):
    def chance_weights(self):
        return Weights((1, 0), (1, 3), 3)  # the right integers in the wrong order: other games

    def _apply(self, action):
        return _WrongWeights(action, self.game)


class _CoinGame(play.Game):
    name, players, max_chance_outcomes = "coin (toy)", 1, 2

    def __init__(self, state):
        self.state = state

    def new_initial_state(self):
        return self.state


def test_a_games_chance_weights_that_disagree_with_its_odds_are_an_error_in_play():
    """play draws with the game's chance_weights only after checking them against chance_outcomes (the
    odds it logs): the same outcomes in another order would play other games on the fast path."""
    assert play.play(_CoinGame(_Coin()), seed=1).state.tossed in (0, 1)
    with pytest.raises(ValueError, match="_WrongWeights.chance_weights\\(\\) disagrees with chance_outcomes"):
        play.play(_CoinGame(_WrongWeights()), seed=1)


def test_legal_actions_are_computed_once_per_state_and_a_copied_state_computes_its_own():
    calls = []

    @dataclass(frozen=True)
    class Counted(_Coin):
        def legal_actions(self):
            calls.append(self)
            return (0, 1) if self.tossed == 5 else ()

    s = Counted(5)
    assert s.legal_actions() is s.legal_actions() and len(calls) == 1
    copy = object.__new__(Counted)   # a game's fast copy of a state's fields (its hot path)
    copy.__dict__.update(s.__dict__)
    object.__setattr__(copy, "tossed", 6)
    assert copy.legal_actions() == () and len(calls) == 2  # not the original's (0, 1)


# ----------------------------------------------------------------------------- rebuilt and pickled
def test_a_factory_game_is_rebuilt_with_changes_and_pickles_as_its_call():
    import pickle

    g = ec.game(3, rounds=12)
    again = pickle.loads(pickle.dumps(g))
    assert again is not g and repr(again) == repr(g) and again.params == g.params
    assert g.rebuilt(rounds=9).params["rounds"] == 9 and g.rebuilt(rounds=9).players == 3
    changed = g.rebuilt(natural_12="keeps_cool")   # a reading the factory takes only through rules=
    assert changed.rules.natural_12 == "keeps_cool" and changed.params == g.params
    r = ra.game(2).rebuilt(movement_fuel=ra.game(2).rules.movement_fuel)  # a reading by keyword
    assert r.rules == ra.game(2).rules
    with pytest.raises(TypeError, match="neither an argument"):
        g.rebuilt(no_such_thing=1)
    with pytest.raises(ValueError, match="cannot be rebuilt"):
        _CoinGame(_Coin()).rebuilt(rounds=2)
    pol = pickle.loads(pickle.dumps(g.policies["cautious"]))
    assert pol.name == "cautious" and pol.game.params == g.params


def test_simulate_on_an_executor_is_simulate_in_this_process():
    from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

    g, seats, _ = made("edge_city p4, the headlines' seats")
    here = play.simulate(g, 12, seed=4, policies=seats, keep_values=True)
    with ProcessPoolExecutor(2) as pool:
        assert play.simulate(g, 12, seed=4, policies=seats, keep_values=True, executor=pool) == here
    r = ra.game(2)
    duo = [r.policies["hunter"], r.policies["bomb_squad"]]
    with ThreadPoolExecutor(2) as pool:
        assert play.simulate(r, 9, seed=2, policies=duo, rotate_seats=True, executor=pool) == \
            play.simulate(r, 9, seed=2, policies=duo, rotate_seats=True)
        with pytest.raises(ValueError, match="processes or executor"):
            play.simulate(r, 2, seed=1, processes=2, executor=pool)
        lock = threading.Lock()
        with pytest.raises(TypeError, match="cannot be sent"):  # a measure that cannot be pickled
            play.simulate(r, 2, seed=1, measure=lambda s: 1 if lock else 0, executor=pool)
    with pytest.raises(TypeError, match="executor must be a concurrent.futures.Executor"):
        play.simulate(r, 2, seed=1, executor="localhost:8786")


def test_replaced_is_dataclasses_replace_on_every_record_of_seeded_games():
    """play.core.replaced (the fast copy a game's hot loop may use) against dataclasses.replace: the
    states and records of seeded Edge City games, each field changed; a dataclass it cannot copy
    faithfully (a __post_init__) goes through dataclasses.replace; the play layer's caches stay behind."""
    import dataclasses

    from edgekit.play.core import replaced

    g, _, _ = made("edge_city p4, the headlines' seats")
    seen = 0
    for k, s in enumerate(_visited("edge_city p4, the headlines' seats")):
        if k % 7:
            continue
        for rec in (s, s.rippers[s.player]):
            for f in dataclasses.fields(rec)[:6]:
                v = getattr(rec, f.name)
                for new in (v, (v,) if isinstance(v, tuple) else v):
                    a, b = replaced(rec, **{f.name: new}), dataclasses.replace(rec, **{f.name: new})
                    assert type(a) is type(b) and a == b and vars(a).keys() >= {x.name for x in
                                                                                dataclasses.fields(b)}
                    assert all(getattr(a, x.name) is getattr(b, x.name) for x in dataclasses.fields(b))
                    seen += 1
    assert seen > 500
    s = logged("edge_city p4, the headlines' seats")[0].steps[3].state
    s.legal_actions()
    assert "_legal_actions" in vars(s) and "_legal_actions" not in vars(replaced(s, round=2))
    sb = play.Scoreboard({"P0": {"DP": 3}}, round=1)   # a __post_init__: dataclasses.replace itself
    assert replaced(sb, round=2) == dataclasses.replace(sb, round=2)
    with pytest.raises(TypeError, match="no field"):
        replaced(s, colour="red")
    r = s.rippers[0]   # a record with no cache (its __dict__ exactly its fields): a name that is no field
    assert vars(r).keys() == {f.name for f in dataclasses.fields(r)}
    with pytest.raises(TypeError, match="no field"):
        replaced(r, colour="red")


class _OwnRandom(random.Random):
    """A ``random.Random`` of another type: RandomPolicy asks it ``randrange``, as before."""


def test_random_policy_draws_what_randrange_draws_from_any_rng():
    """RandomPolicy takes ``_randbelow(n)`` from a plain ``random.Random`` (the fast path): the very
    action ``acts[rng.randrange(n)]`` gives, seed by seed, at every decision of seeded Edge City games,
    and an rng of another type is still asked ``randrange``."""
    pol, seen = play.RandomPolicy(), 0
    for k, s in enumerate(_visited("edge_city p4, the headlines' seats")):
        if s.current_player < 0 or k % 5:
            continue
        acts = s.legal_actions()
        for seed in range(3):
            assert pol.action(s, random.Random(seed)) == acts[random.Random(seed).randrange(len(acts))]
            assert pol.action(s, _OwnRandom(seed)) == acts[random.Random(seed).randrange(len(acts))]
            seen += 1
    assert seen > 100
