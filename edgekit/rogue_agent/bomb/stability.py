"""The Stability check of the Bomb: ONE formula for P(pass), and the check as a Procedure.

Don't confuse :func:`stability_check_probability` (one Stability check of ``n`` circuit dice) with
:func:`~edgekit.rogue_agent.bomb.solve_defuse` (a whole Defuse attempt, which ends in such a check).

The check rolls at most :data:`SPECIAL_DICE` (9) dice: ``n`` beyond that is a ``ValueError``.
"""

from __future__ import annotations

import functools
import random
from fractions import Fraction
from typing import Any

import sympy

from ... import readings
from ...dist import Dist, is_symbolic_value
from ...exact import as_seed
from ...procedure import Procedure
from .rules import C, E, check_dice, check_faces

__all__ = ["stability_formula", "stability_check_probability", "stability_procedure",
           "sample_stability_check"]


def pass_probability(n: int, c, e, variant: str, one=1):
    """P(the Stability check of ``n`` circuit dice passes): the ONE place this formula is written.

    Works in any arithmetic: Fractions, sympy expressions, or the elements of a polynomial field
    (``one`` is that arithmetic's 1). With q = 1 - c - e (a die showing neither symbol):

    * full: each round passes with (1-e)^n - q^n, detonates with 1 - (1-e)^n and repeats with
      q^n, so P(pass) = ((1-e)^n - q^n) / (1 - q^n) (1 when no die can show either symbol);
    * simplified: the i-th die detonates when the first i-1 showed neither and it shows an
      explosion, so P(pass) = 1 - e (1 + q + ... + q^(n-1)).

    No checks here: the public functions below check their inputs.

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    if n == 0:
        return one
    q = one - c - e
    if variant == "full":
        if not isinstance(q, sympy.Basic) and q == one:
            return one  # never ends; unreachable with any explosion face (n > 0 needs one)
        return ((one - e) ** n - q**n) / (one - q**n)
    return one - e * sum((q**k for k in range(1, n)), one)


@functools.lru_cache(maxsize=4096)
def pass_fraction(n: int, c: Fraction, e: Fraction, variant: str) -> Fraction:
    """:func:`pass_probability` in Fractions, cached (the solver's hot path)."""
    return Fraction(pass_probability(n, c, e, variant, Fraction(1)))


@readings.uses("stability_variant")
def stability_formula(n: int, *, cross=C, explosion=E, rules=None) -> sympy.Expr:
    """P(the Stability check passes) with ``n`` circuit dice (0..9), as a formula (symbols by default).

    See :func:`pass_probability` for the two variants (reading ``stability_variant``).

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    n = check_dice(n)
    c, e = check_faces(cross, explosion)
    return pass_probability(n, c, e, rules.stability_variant, sympy.Integer(1))


@readings.uses("stability_variant", aliases={"variant": "stability_variant"})
def stability_check_probability(n: int, *, cross, explosion, rules=None) -> sympy.Expr:
    """Exact P(the Stability check passes) for ``n`` circuit dice (0..9).

    Each die shows a cross with probability ``cross`` and an explosion with probability
    ``explosion`` (ints, Fractions, sympy Rationals or sympy expressions; floats and text are
    refused). ``stability_variant``: "full" (roll every circuit die together until a result) or
    "simplified" (each die once, in turn). ``variant=`` is kept as shorthand for
    ``stability_variant=`` (an alias declared to :func:`edgekit.readings.uses`, so
    ``.explain(...)`` reports the reading it chose); when given, it wins. No circuit (``n = 0``)
    passes.

    >>> stability_check_probability(1, cross=Fraction(1, 6), explosion=Fraction(1, 6))
    1/2
    >>> stability_check_probability(3, cross=Fraction(1, 6), explosion=Fraction(1, 6),
    ...                             stability_variant="simplified")
    35/54

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    c, e = check_faces(cross, explosion)
    n = check_dice(n)
    if rules.stability_variant == "full" and n > 0 and not is_symbolic_value(c + e) and c + e == 0:
        raise ValueError("cross, explosion: with no cross and no explosion faces the full Stability "
                         "check never ends")
    f = stability_formula(n, cross=c, explosion=e, rules=rules)
    return f if is_symbolic_value(f) else sympy.Rational(f)


@readings.uses("stability_variant")
def stability_procedure(n: int, *, cross, explosion, rules=None) -> tuple[Procedure, Any]:
    """The Stability check as an edgekit :class:`Procedure` (with its loop) and its start state.

    Terminal states are "passed" and "exploded". The full variant is one state that rolls the
    circuit (joint face counts via :meth:`Dist.pool`) and loops back on a roll of neither symbol;
    the simplified variant walks the dice in turn.

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    c, e = check_faces(cross, explosion)
    n = check_dice(n)
    if n == 0:
        return Procedure(lambda s: None), "passed"
    faces = {k: v for k, v in {"cross": c, "explosion": e, "blank": 1 - c - e}.items() if v != 0}
    die = Dist.from_probs(faces)
    if rules.stability_variant == "full":
        counted = [f for f in ("cross", "explosion") if f in faces]

        def outcome(counts):
            got = dict(zip(counted, counts))
            if got.get("explosion", 0):
                return "exploded"
            return "passed" if got.get("cross", 0) else "circuit"

        roll = Dist.pool(die, n, counted).map(outcome)
        return Procedure(lambda s: roll if s == "circuit" else None), "circuit"

    def step(s):
        if s in ("passed", "exploded") or s == ("die", n):
            return None
        nxt = {"cross": "passed", "explosion": "exploded", "blank": ("die", s[1] + 1)}
        return die.map(lambda f: nxt[f])

    return Procedure(step, label=lambda s: "passed" if s == ("die", n) else s), ("die", 0)


MAX_ROUNDS = 10_000  # a sampled full check that has not ended after this many rounds is refused


@readings.uses("stability_variant")
def sample_stability_check(n: int, rng, *, cross, explosion, rules=None) -> bool:
    """Roll one Stability check of ``n`` dice with ``rng`` (a ``random.Random``, or a whole-number seed
    for a fresh one): True if it passes.

    The draws: each round, one ``rng.random()`` per die; below ``cross`` is a cross, then up to
    ``cross + explosion`` an explosion (the game widget replays seeded games with these draws).

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    c, e = check_faces(cross, explosion)
    if is_symbolic_value(c + e):
        raise TypeError("cross, explosion: sampling needs numbers, not symbols")
    n = check_dice(n)
    if isinstance(rng, int) and not isinstance(rng, bool):
        rng = random.Random(as_seed("rng (a seed)", rng))
    if not callable(getattr(rng, "random", None)):
        raise TypeError(f"rng must be a random.Random or a whole-number seed, not {type(rng).__name__}")
    if n == 0:
        return True
    if rules.stability_variant == "full" and c + e == 0:
        raise ValueError("cross, explosion: with no cross and no explosion faces the full Stability "
                         "check never ends")
    for _ in range(MAX_ROUNDS):
        faces = [rng.random() for _ in range(n)]
        if rules.stability_variant == "simplified":
            for f in faces:
                if f < c:
                    return True
                if f < c + e:
                    return False
            return True
        if any(c <= f < c + e for f in faces):
            return False
        if any(f < c for f in faces):
            return True
    raise ValueError(f"cross, explosion: the check did not end in {MAX_ROUNDS} rounds")
