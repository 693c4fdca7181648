"""Many Matrix runs without the log: the same games as :func:`edgekit.play.simulate`, faster.

Rules: Matrix setup, Matrix steps 1-7.

:func:`final_states` plays game ``i`` with seed ``edgekit.play.game_seeds(seed, n)[i]`` and draws
every chance step exactly as :func:`edgekit.play.simulate` does (an integer drawn below the total
weight, located among the cumulative weights in the Dist's order), so it gives the very same final
states (a test checks it). It is faster only because it remembers the cumulative weights of each
chance distribution (the game's challenge and draw odds are a few cached Dists) instead of each
state's. Use ``play.simulate`` for estimates with 95% intervals; this for speed and benchmarks.
"""

from __future__ import annotations

import bisect
import random

from ...play import CHANCE, TERMINAL, Policy, game_seeds
from .game import MatrixGame

__all__ = ["final_states", "MAX_RUNS"]

MAX_RUNS = 10_000_000  # a documented limit on n


def final_states(game: MatrixGame, n: int, *, seed: int, policy: Policy) -> list:
    """The final state of each of ``n`` seeded runs of ``game`` under ``policy`` (deterministic or
    drawing from the run's rng). Rules: Matrix setup, Matrix steps 1-7."""
    if not isinstance(game, MatrixGame):
        raise TypeError(f"game must be a Matrix game (edgekit.matrix.game(...)), not {type(game).__name__}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number, not {n!r}")
    if not 1 <= n <= MAX_RUNS:
        raise ValueError(f"n must be from 1 to {MAX_RUNS:,}, not {n}")
    if not isinstance(policy, Policy) or policy.human:
        raise TypeError(f"policy must be a non-human edgekit.play.Policy, not {policy!r}")
    cum: dict = {}
    out = []
    limit = game.max_game_length
    for s_i in game_seeds(seed, n):
        rng = random.Random(s_i)
        s = game.new_initial_state()
        for _ in range(limit):
            p = s.current_player
            if p == TERMINAL:
                break
            if p == CHANCE:
                d = s.chance_outcomes()
                got = cum.get(id(d))
                if got is None:
                    if len(cum) > 20_000:
                        cum.clear()  # bounded memory
                    acts, c, t = [], [], 0
                    for a, w in d.weights().items():
                        t += w
                        acts.append(a)
                        c.append(t)
                    got = cum[id(d)] = (acts, c, t, d)  # d kept alive, so its id is not reused
                acts, c, t, _ = got
                s = s.apply(acts[bisect.bisect_right(c, rng.randrange(t))])
            else:
                s = s.apply(policy.action(s, rng))
        if s.current_player != TERMINAL:
            raise ValueError(f"a run did not end within max_steps={limit} steps")
        out.append(s)
    return out
