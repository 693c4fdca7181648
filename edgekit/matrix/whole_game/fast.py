"""Many Matrix runs without the log: kept for its callers; the fast path itself is the play layer's.

Rules: Matrix setup, Matrix steps 1-7.

:func:`final_states` is :func:`edgekit.play.final_states` (issue 24: one fast loop for every game,
folded into :func:`edgekit.play.simulate`): run ``i`` is played with seed
``edgekit.play.game_seeds(seed, n)[i]`` and every chance step drawn with the play layer's one
sampler, so it gives the very same final states as :func:`edgekit.play.play` (a test checks it).
Use ``play.simulate`` for estimates with 95% intervals; this for a measure of one's own over the runs.
"""

from __future__ import annotations

from ...play import Policy
from ...play import final_states as _final_states
from .game import MatrixGame

__all__ = ["final_states", "MAX_RUNS"]

MAX_RUNS = 10_000_000  # a documented limit on n


def final_states(game: MatrixGame, n: int, *, seed: int, policy: Policy) -> list:
    """The final state of each of ``n`` seeded runs of ``game`` under ``policy`` (deterministic or
    drawing from the run's rng): :func:`edgekit.play.final_states` with one policy. Rules: Matrix
    setup, Matrix steps 1-7."""
    if not isinstance(game, MatrixGame):
        raise TypeError(f"game must be a Matrix game (edgekit.matrix.game(...)), not {type(game).__name__}")
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number, not {n!r}")
    if not 1 <= n <= MAX_RUNS:
        raise ValueError(f"n must be from 1 to {MAX_RUNS:,}, not {n}")
    if not isinstance(policy, Policy) or policy.human:
        raise TypeError(f"policy must be a non-human edgekit.play.Policy, not {policy!r}")
    return list(_final_states(game, n, seed=seed, policies=policy))
