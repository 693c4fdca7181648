"""Benchmarks for whole Matrix runs (issue 14): simulation speed, and steps per second beside OpenSpiel.

Target: 10,000 basic runs under the default policy in at most 20 s on one core
(``edgekit.matrix.whole_game.fast.final_states``: the same runs as ``edgekit.play.simulate``). Also: steps
per second of edgekit's own loop (default policy; every chance step and choice counted) and of
OpenSpiel's random simulation of the same registered game (``edgekit_matrix`` through the play
layer's adapter: pyspiel states wrapping edgekit states, random legal actions, chance sampled from
``chance_outcomes``). Run: ``.venv/bin/python benchmarks/matrix.py`` (also a ``tasks()`` module for
benchmarks/run.py).
"""

import bisect
import random
import time

from edgekit import matrix as mx
from edgekit.matrix.whole_game.fast import final_states
from edgekit.play import CHANCE, TERMINAL, game_seeds

GAME = mx.game()
POLICY = GAME.policies["default"]
final_states(GAME, 3, seed=0, policy=POLICY)  # warm up: imports and the readings' first look-up


def basic_runs_10000():
    """10,000 basic runs, default policy, seeded (target <= 20 s on one core)."""
    return sum(s.end == "win" for s in final_states(GAME, 10_000, seed=1, policy=POLICY))


def edgekit_steps(n=1000, seed=2):
    """(steps, seconds) of n runs in edgekit's loop under the default policy."""
    steps, cum = 0, {}
    t0 = time.process_time()
    for s_i in game_seeds(seed, n):
        rng = random.Random(s_i)
        s = GAME.new_initial_state()
        while s.current_player != TERMINAL:
            if s.current_player == CHANCE:
                d = s.chance_outcomes()
                got = cum.get(id(d))
                if got is None:
                    acts, c, t = [], [], 0
                    for a, w in d.weights().items():
                        t += w
                        acts.append(a)
                        c.append(t)
                    got = cum[id(d)] = (acts, c, t, d)
                s = s.apply(got[0][bisect.bisect_right(got[1], rng.randrange(got[2]))])
            else:
                s = s.apply(POLICY.action(s, rng))
            steps += 1
    return steps, time.process_time() - t0


def openspiel_random_steps(n=200, seed=3):
    """(steps, seconds) of n random runs of pyspiel.load_game("edgekit_matrix")."""
    import numpy as np
    import pyspiel

    from edgekit.matrix.whole_game import openspiel  # noqa: F401  (registers edgekit_matrix)

    game = pyspiel.load_game("edgekit_matrix")
    rng = np.random.RandomState(seed)
    steps = 0
    t0 = time.process_time()
    for _ in range(n):
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                outs = st.chance_outcomes()
                a = outs[rng.choice(len(outs), p=[p for _, p in outs])][0]
            else:
                acts = st.legal_actions()
                a = acts[rng.randint(len(acts))]
            st.apply_action(a)
            steps += 1
    return steps, time.process_time() - t0


def tasks():
    return {
        "matrix: 10,000 basic runs, default policy (target <= 20 s)": basic_runs_10000,
        "matrix: 1,000 runs in edgekit's loop (steps counted)": edgekit_steps,
        "matrix: 200 OpenSpiel random simulations of edgekit_matrix": openspiel_random_steps,
    }


if __name__ == "__main__":
    t0, c0 = time.perf_counter(), time.process_time()
    wins = basic_runs_10000()
    print(f"10,000 basic runs, default policy: {time.perf_counter() - t0:.2f} s wall, "
          f"{time.process_time() - c0:.2f} s cpu (target <= 20 s); wins {wins}")
    for name, fn in (("edgekit loop, default policy", edgekit_steps),
                     ("OpenSpiel random simulation, edgekit_matrix", openspiel_random_steps)):
        steps, sec = fn()
        print(f"{name}: {steps:,} steps in {sec:.2f} s cpu = {steps / sec:,.0f} steps/s")
