"""Seeded Monte Carlo, used to cross-check exact answers.

Estimates are floats and are labelled as estimates: they carry their sample
size and a standard error, and :func:`agrees` compares one with an exact value
at a stated number of standard errors.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from .dist import Dist, _need_callable, _need_dist, _need_hashable, _show, as_probability
from .exact import as_seed, as_whole
from .procedure import ChoiceProcedure, PolicyTable, Procedure

__all__ = ["Estimate", "sample", "sample_procedure", "sample_choice", "estimate", "agrees",
           "frequencies", "MAX_DRAWS"]

#: The most draws one call makes (sample, sample_procedure, sample_choice).
MAX_DRAWS = 10_000_000


def _draws(draws) -> list:
    if isinstance(draws, (str, bytes, dict)) or not hasattr(draws, "__iter__"):
        raise TypeError(f"draws must be a list of drawn outcomes, not {_show(draws)}")
    draws = list(draws)
    if not draws:
        raise ValueError("draws must hold at least one draw")
    return draws


def sample(dist: Dist, n: int, *, seed: int = 0) -> list:
    """``n`` draws from a numeric distribution, reproducible from ``seed``."""
    _need_dist("dist", dist)
    n = as_whole("n", n, 0, MAX_DRAWS)
    if dist.is_symbolic:
        raise TypeError("dist must be numeric to sample it; substitute values with .subs() first")
    rng = random.Random(as_seed("seed", seed))
    w = dist.weights()
    return rng.choices(list(w), weights=list(w.values()), k=n)


def _step_table(weights) -> tuple:
    """One state's successors as ``random.choices`` tables them (cumulative weights, their float
    total), built once per state: each step then costs one ``random()`` and a bisection, and
    draws exactly what ``rng.choices(outcomes, weights=...)`` draws (the same seeded games)."""
    cum = list(itertools.accumulate(weights.values()))
    return list(weights), cum, cum[-1] + 0.0, len(cum) - 1


def sample_procedure(proc: Procedure, start: Hashable, n: int, *, seed: int = 0,
                     max_steps: int = 10_000) -> list:
    """Run a procedure ``n`` times from ``start``; returns the terminal labels.

    A run that has not ended after ``max_steps`` steps is a ValueError.
    """
    if not isinstance(proc, Procedure):
        raise TypeError(f"proc must be a Procedure, not {_show(proc)}")
    _need_hashable("start", start)
    n = as_whole("n", n, 0, MAX_DRAWS)
    max_steps = as_whole("max_steps", max_steps, 1, MAX_DRAWS)
    rand = random.Random(as_seed("seed", seed)).random
    cache: dict = {}
    out = []
    for _ in range(n):
        s = start
        for _ in range(max_steps):
            if s not in cache:
                d = proc.step(s)
                if d is not None:
                    d._require_numeric("sampling")
                cache[s] = None if d is None else _step_table(d.weights())
            nxt = cache[s]
            if nxt is None:
                break
            outcomes, cum, total, hi = nxt
            s = outcomes[bisect.bisect(cum, rand() * total, 0, hi)]
        else:
            raise ValueError(f"no terminal state after max_steps = {max_steps} steps")
        out.append(proc.label(s))
    return out


def sample_choice(proc: ChoiceProcedure, policy: PolicyTable | Callable, start: Hashable, n: int,
                  *, seed: int = 0, max_steps: int = 10_000) -> list:
    """Play a choice procedure ``n`` times following ``policy`` (a :class:`PolicyTable`
    or a function ``state -> action``); returns each game's ``value(terminal)``."""
    if not isinstance(proc, ChoiceProcedure):
        raise TypeError(f"proc must be a ChoiceProcedure, not {_show(proc)}")
    if not isinstance(policy, PolicyTable):
        _need_callable("policy", policy)
    choose = policy.action if isinstance(policy, PolicyTable) else policy
    # The policy fixes one action per state, so the game becomes a chance-only procedure.
    played = Procedure(lambda s: proc.step(s, choose(s)) if list(proc.actions(s)) else None,
                       label=proc.value)
    return sample_procedure(played, start, n, seed=seed, max_steps=max_steps)


@dataclass(frozen=True)
class Estimate:
    """A Monte Carlo estimate of a probability (a float, labelled as such)."""

    p: float
    n: int

    def __post_init__(self):
        if isinstance(self.p, bool) or not isinstance(self.p, (int, float)):
            raise TypeError(f"p must be a share from 0 to 1 (a float), not {_show(self.p)}")
        if not 0 <= self.p <= 1:
            raise ValueError(f"p must be a share from 0 to 1, not {self.p!r}")
        as_whole("n", self.n, 1)

    @property
    def stderr(self) -> float:
        return math.sqrt(max(self.p * (1 - self.p), 1e-12) / self.n)


def estimate(draws: list, event: Callable[[object], bool]) -> Estimate:
    """The share of ``draws`` where ``event`` holds."""
    draws = _draws(draws)
    _need_callable("event", event)
    hits = sum(1 for d in draws if event(d))
    return Estimate(hits / len(draws), len(draws))


def frequencies(draws: list) -> dict:
    """Relative frequency of each drawn outcome."""
    draws = _draws(draws)
    try:
        c = Counter(draws)
    except TypeError:
        raise TypeError("draws must hold hashable outcomes") from None
    return {k: v / len(draws) for k, v in c.items()}


def agrees(exact, est: Estimate, *, sigmas: float = 4.0) -> bool:
    """True if the exact probability lies within ``sigmas`` standard errors of ``est``.

    With 4 sigmas a correct exact value fails by chance about 6 times in 100,000.
    """
    x = as_probability(exact, "exact")
    if not x.is_number or not (0 <= x <= 1):
        raise ValueError(f"exact must be a probability from 0 to 1, not {x}")
    x = float(x)
    if not isinstance(est, Estimate):
        raise TypeError(f"est must be an Estimate, not {_show(est)}")
    if isinstance(sigmas, bool) or not isinstance(sigmas, (int, float)) or not 0 < sigmas < math.inf:
        raise TypeError(f"sigmas must be a positive finite number, not {_show(sigmas)}")
    return abs(x - est.p) <= sigmas * math.sqrt(max(x * (1 - x), 1e-12) / est.n)
