"""Exact chance sampling, written once for every seeded loop (issue 20: one sampler).

A chance step's outcome is drawn from the Dist's exact integer weights: an integer drawn uniformly
below the total weight (``rng.randrange(total)``), located among the running totals in the Dist's
own order (``bisect``). No float is involved, so the draw is exact, and the same ``random.Random``
state gives the same outcome wherever it is drawn: :func:`edgekit.play.play`,
:func:`edgekit.play.simulate` and a game's own fast loop
(:func:`edgekit.matrix.whole_game.fast.final_states`) give the very same games for the same seeds.

* :class:`Weights`: one Dist's outcomes, running integer weights and total, and :meth:`Weights.draw`;
* :class:`ChanceSampler`: draws the chance outcome of a state, caching each Weights (one sampler per
  call: its cache is the caller's, never module state), keyed by the state itself or by the Dist
  object (for a game whose states share a few cached Dists, like the Matrix run).
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass
from typing import Any

from ..dist import Dist

__all__ = ["Weights", "ChanceSampler"]


@dataclass(frozen=True)
class Weights:
    """The outcomes of an exact ``dist`` in its order, with their running integer weights
    (``running[k]`` is the weight of outcomes 0..k) and the ``total``. Build with :meth:`of`."""

    dist: Dist
    outcomes: tuple
    running: tuple
    total: int

    @classmethod
    def of(cls, dist: Dist) -> Weights:
        outcomes, running, t = [], [], 0
        for a, w in dist.weights().items():
            t += w
            outcomes.append(a)
            running.append(t)
        return cls(dist, tuple(outcomes), tuple(running), t)

    def draw(self, rng: random.Random) -> Any:
        """One outcome, with probability weight / total: ``rng.randrange(total)`` located among the
        running weights (the first outcome whose running weight exceeds it)."""
        return self.outcomes[bisect.bisect_right(self.running, rng.randrange(self.total))]


class ChanceSampler:
    """Draws chance outcomes of states exactly (:meth:`Weights.draw`), remembering each Weights.

    ``by``: ``"state"`` (the default: the cache key is the state, so a state seen again costs no
    ``chance_outcomes()`` call) or ``"dist"`` (the key is the Dist object ``chance_outcomes()``
    returns, for games whose states share a few cached Dists; the Weights keeps its Dist alive, so
    its ``id`` is not reused). ``limit``: past this many entries the cache starts again (bounded
    memory; the draws do not change). A symbolic Dist cannot be drawn from: ValueError.
    """

    def __init__(self, by: str = "state", limit: int = 50_000):
        if by not in ("state", "dist"):
            raise ValueError(f"by must be 'state' or 'dist', not {by!r}")
        self._by_dist, self._limit, self._cache = by == "dist", limit, {}

    def weights(self, state) -> Weights:
        """The Weights of the chance outcomes at ``state`` (a chance node)."""
        dist = state.chance_outcomes() if self._by_dist else None
        key = id(dist) if self._by_dist else state
        got = self._cache.get(key)
        if got is None:
            dist = state.chance_outcomes() if dist is None else dist
            if dist.is_symbolic:
                raise ValueError(f"the chance outcomes at {state} are symbolic: substitute numbers "
                                 "for the unknowns before playing")
            if len(self._cache) > self._limit:
                self._cache.clear()
            got = self._cache[key] = Weights.of(dist)
        return got

    def draw(self, state, rng: random.Random) -> Any:
        """The chance outcome drawn at ``state`` from ``rng`` (one ``randrange`` call)."""
        return self.weights(state).draw(rng)
