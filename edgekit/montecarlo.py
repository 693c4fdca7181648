"""Seeded Monte Carlo, used to cross-check exact answers.

Estimates are floats and are labelled as estimates: they carry their sample
size and a standard error, and :func:`agrees` compares one with an exact value
at a stated number of standard errors.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from .dist import Dist
from .procedure import ChoiceProcedure, PolicyTable, Procedure

__all__ = ["Estimate", "sample", "sample_procedure", "sample_choice", "estimate", "agrees",
           "frequencies"]


def sample(dist: Dist, n: int, *, seed: int = 0) -> list:
    """``n`` draws from a numeric distribution, reproducible from ``seed``."""
    dist._require_numeric("sampling")
    rng = random.Random(seed)
    w = dist.weights()
    return rng.choices(list(w), weights=list(w.values()), k=n)


def sample_procedure(proc: Procedure, start: Hashable, n: int, *, seed: int = 0,
                     max_steps: int = 10_000) -> list:
    """Run a procedure ``n`` times from ``start``; returns the terminal labels."""
    rng = random.Random(seed)
    cache: dict = {}
    out = []
    for _ in range(n):
        s = start
        for _ in range(max_steps):
            if s not in cache:
                d = proc.step(s)
                if d is not None:
                    d._require_numeric("sampling")
                cache[s] = None if d is None else (list(d.weights()), list(d.weights().values()))
            nxt = cache[s]
            if nxt is None:
                break
            s = rng.choices(nxt[0], weights=nxt[1])[0]
        else:
            raise RuntimeError(f"no terminal state after {max_steps} steps")
        out.append(proc.label(s))
    return out


def sample_choice(proc: ChoiceProcedure, policy: PolicyTable | Callable, start: Hashable, n: int,
                  *, seed: int = 0, max_steps: int = 10_000) -> list:
    """Play a choice procedure ``n`` times following ``policy`` (a :class:`PolicyTable`
    or a function ``state -> action``); returns each game's ``value(terminal)``."""
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

    @property
    def stderr(self) -> float:
        return math.sqrt(max(self.p * (1 - self.p), 1e-12) / self.n)


def estimate(draws: list, event: Callable[[object], bool]) -> Estimate:
    """The share of ``draws`` where ``event`` holds."""
    hits = sum(1 for d in draws if event(d))
    return Estimate(hits / len(draws), len(draws))


def frequencies(draws: list) -> dict:
    """Relative frequency of each drawn outcome."""
    c = Counter(draws)
    return {k: v / len(draws) for k, v in c.items()}


def agrees(exact, est: Estimate, *, sigmas: float = 4.0) -> bool:
    """True if the exact probability lies within ``sigmas`` standard errors of ``est``.

    With 4 sigmas a correct exact value fails by chance about 6 times in 100,000.
    """
    x = float(exact)
    return abs(x - est.p) <= sigmas * math.sqrt(max(x * (1 - x), 1e-12) / est.n)
