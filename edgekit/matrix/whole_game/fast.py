"""Many Matrix runs without the log: the same games as :func:`edgekit.play.simulate`, faster.

Rules: Matrix setup, Matrix steps 1-7.

:func:`final_states` plays game ``i`` with seed ``edgekit.play.game_seeds(seed, n)[i]`` and draws
every chance step with the play layer's one sampler (:class:`edgekit.play.chance.ChanceSampler`,
as :func:`edgekit.play.simulate` does), so it gives the very same final states (a test checks it).
It is faster only because it keeps no log and remembers the cumulative weights of each chance
distribution (the game's challenge and draw odds are a few cached Dists) instead of each state's.
Use ``play.simulate`` for estimates with 95% intervals; this for speed and benchmarks.
"""

from __future__ import annotations

import random

from ...play import CHANCE, TERMINAL, Policy, game_seeds
from ...play.chance import ChanceSampler
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
    draws = ChanceSampler(by="dist", limit=20_000)  # the run's few cached Dists, not each state
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
                s = s.apply(draws.draw(s, rng))
            else:
                s = s.apply(policy.action(s, rng))
        if s.current_player != TERMINAL:
            raise ValueError(f"a run did not end within max_steps={limit} steps")
        out.append(s)
    return out
