"""Exact chance sampling, written once for every seeded loop (issue 20: one sampler; issue 24: one loop).

A chance step's outcome is drawn from exact integer weights: an integer drawn uniformly below the
total weight (``rng.randrange(total)``), located among the running totals in the Dist's own order
(``bisect``). No float is involved, so the draw is exact, and the same ``random.Random`` state gives
the same outcome wherever it is drawn: :func:`edgekit.play.play`, :func:`edgekit.play.simulate` and
:func:`edgekit.play.final_states` give the very same games for the same seeds.

* :class:`Weights`: the outcomes, running integer weights and total of one chance step, and
  :meth:`Weights.draw`. Built from a Dist (:meth:`Weights.of`); a game's
  :meth:`~edgekit.play.State.chance_weights` may hand out Weights it caches (no Dist per step);
* :class:`ChanceSampler`: draws the chance outcome of a state: the state's own
  ``chance_weights()`` when its game provides one, else Weights built from ``chance_outcomes()`` and
  remembered (one sampler per call: its cache is the caller's, never module state), keyed by the state
  itself or by the Dist object (for a game whose states share a few cached Dists);
* :func:`checked` is what the logged :func:`~edgekit.play.play` draws with: the game's
  Weights held to the exact odds it logs.
"""

from __future__ import annotations

import bisect
import random
from dataclasses import dataclass, field
from typing import Any

from ..dist import Dist

__all__ = ["Weights", "ChanceSampler", "checked"]


@dataclass(frozen=True)
class Weights:
    """The outcomes of one chance step in order, with their running integer weights (``running[k]``
    is the weight of outcomes 0..k) and the ``total``; ``dist`` the exact Dist they were built from
    (None for a game's cached Weights; not compared: two Weights are equal when they draw alike).
    Build with :meth:`of`."""

    outcomes: tuple
    running: tuple
    total: int
    dist: Dist | None = field(default=None, compare=False, repr=False)

    @classmethod
    def of(cls, dist: Dist, *, where: Any = None) -> Weights:
        """The Weights of an exact numeric ``dist``, in the order of ``dist.weights()`` (a symbolic
        Dist cannot be drawn from: ValueError, naming ``where``, the state, if given)."""
        if dist.is_symbolic:
            at = "" if where is None else f" at {where}"
            raise ValueError(f"the chance outcomes{at} are symbolic: substitute numbers for the unknowns "
                             "before playing")
        outcomes, running, t = [], [], 0
        for a, w in dist.weights().items():
            t += w
            outcomes.append(a)
            running.append(t)
        return cls(tuple(outcomes), tuple(running), t, dist)

    def draw(self, rng: random.Random) -> Any:
        """One outcome, with probability weight / total: ``rng.randrange(total)`` located among the
        running weights (the first outcome whose running weight exceeds it)."""
        return self.outcomes[bisect.bisect_right(self.running, rng.randrange(self.total))]


def _own_hook(state) -> bool:
    """Does the state's game give its own ``chance_weights`` (not the play layer's default)?"""
    hook = getattr(type(state), "chance_weights", None)
    return hook is not None and not getattr(hook, "_from_chance_outcomes", False)


class ChanceSampler:
    """Draws chance outcomes of states exactly (:meth:`Weights.draw`).

    A state whose game gives its own :meth:`~edgekit.play.State.chance_weights` is asked for them
    (the game caches them). Otherwise the Weights of ``chance_outcomes()`` are built and remembered,
    keyed by ``by``: ``"state"`` (the default: a state seen again costs no ``chance_outcomes()``
    call) or ``"dist"`` (the Dist object ``chance_outcomes()`` returns, for games whose states share a
    few cached Dists; the Weights keeps its Dist alive, so its ``id`` is not reused; a game that builds
    a fresh Dist at every step gains nothing from it, so after every 1,000 Dists first seen, if fewer
    than half as many were seen again, the sampler stops remembering them). ``limit``: past this many
    entries the cache starts again (bounded memory; the draws never depend on the cache). A symbolic
    Dist cannot be drawn from: ValueError.
    """

    def __init__(self, by: str = "state", limit: int = 50_000):
        if by not in ("state", "dist"):
            raise ValueError(f"by must be 'state' or 'dist', not {by!r}")
        self._by_dist, self._limit, self._cache = by == "dist", limit, {}
        self._hooks: dict = {}  # state type -> does it give its own chance_weights
        self._hits = self._misses = 0
        self._remember = True

    def weights(self, state) -> Weights:
        """The Weights of the chance outcomes at ``state`` (a chance node)."""
        t = type(state)
        own = self._hooks.get(t)
        if own is None:
            own = self._hooks[t] = _own_hook(state)
        if own:
            return state.chance_weights()
        if not self._remember:
            return Weights.of(state.chance_outcomes(), where=state)
        dist = state.chance_outcomes() if self._by_dist else None
        key = id(dist) if self._by_dist else state
        got = self._cache.get(key)
        if got is not None:
            self._hits += 1
            return got
        dist = state.chance_outcomes() if dist is None else dist
        got = Weights.of(dist, where=state)
        self._misses += 1
        if self._misses % 1000 == 0 and self._by_dist and self._hits < self._misses // 2:
            self._remember = False  # fresh Dists at every step: nothing to gain, memory to lose
            self._cache.clear()
            return got
        if len(self._cache) > self._limit:
            self._cache.clear()
        self._cache[key] = got
        return got

    def draw(self, state, rng: random.Random) -> Any:
        """The chance outcome drawn at ``state`` from ``rng`` (one ``randrange`` call)."""
        return self.weights(state).draw(rng)


def checked(state, dist: Dist) -> Weights:
    """The Weights to draw with at ``state`` whose exact odds are ``dist`` (``chance_outcomes()``,
    which the caller logs): built from ``dist``, and, when the game gives its own
    ``chance_weights()``, checked to be exactly those (ValueError naming the state's type if not:
    the fast path would then play other games than the log)."""
    ref = Weights.of(dist, where=state)
    if _own_hook(state):
        own = state.chance_weights()
        if own != ref:
            raise ValueError(f"{type(state).__name__}.chance_weights() disagrees with chance_outcomes() "
                             f"at {state}: outcomes {own.outcomes} running {own.running}, but the odds "
                             f"give {ref.outcomes} running {ref.running}")
    return ref
