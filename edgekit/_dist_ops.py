"""Operations that build one distribution from others: map, combine, repeat, condition,
mix, bind, pool and keep-highest/lowest, with the multinomial tables behind pools.

:class:`Operations` is a base class of :class:`edgekit.dist.Dist` (the methods are
``Dist``'s own; this module only keeps ``dist.py`` to a size that reads in one sitting).
New distributions are built with ``type(self)`` / ``_dist()``: this module cannot import
``Dist`` at import time, since ``dist.py`` imports it.
"""

from __future__ import annotations

import contextlib
import itertools
import math
from collections.abc import Callable, Hashable, Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, Any

import sympy
from sympy.polys.domains import QQ, ZZ

from . import _keep
from ._dist_base import (
    _ASSOCIATIVE,
    MAX_OUTCOMES,
    MAX_POOL_DICE,
    MAX_REPEAT,
    _common_ring,
    _compositions,
    _need_callable,
    _need_dist,
    _outcome_seq,
    _pairs,
    _plus,
    _ring_for,
    _show,
    _tidy,
    as_probability,
    is_symbolic_value,
)
from .exact import as_whole

Outcome = Hashable

if TYPE_CHECKING:
    from .dist import Dist

def _dist():
    from .dist import Dist  # late: dist.py imports this module

    return Dist


@contextlib.contextmanager
def _blame(name: str):
    """A TypeError/ValueError raised by the caller's function ``name`` (a wrong number of
    arguments, an unhashable result) names it: the block holds only its calls and their results."""
    try:
        yield
    except (TypeError, ValueError) as e:
        kind = TypeError if isinstance(e, TypeError) else ValueError
        raise kind(f"{name} failed on an outcome of this distribution: {type(e).__name__}: {e}") from e


class Operations:
    """Dist's operations (see :class:`edgekit.dist.Dist`)."""

    # --------------------------------------------------------------- combine
    def map(self, f: Callable[[Outcome], Outcome]) -> Dist:
        """The distribution of ``f(outcome)``; outcomes that map together merge."""
        _need_callable("f", f)
        form = self._ring_form(native=True)
        src = form[1] if form is not None else self._w
        out: dict[Outcome, Any] = {}
        with _blame("f"):
            for o, w in src.items():
                k = f(o)
                out[k] = out[k] + w if k in out else w
        if form is not None:
            return _dist()._from_ring(form[0], out)
        return self._like(out)

    def combine(self, other: Dist, f: Callable[[Outcome, Outcome], Outcome]) -> Dist:
        """The distribution of ``f(a, b)`` for independent ``a ~ self``, ``b ~ other``."""
        _need_dist("other", other)
        _need_callable("f", f)
        if len(self._keys()) * len(other._keys()) > MAX_OUTCOMES:
            raise ValueError(f"other: combining {len(self)} by {len(other)} outcomes visits more than "
                             f"MAX_OUTCOMES = {MAX_OUTCOMES} pairs")
        if self._symbolic or other._symbolic:
            forms = _common_ring([self, other])
            if forms is not None:
                ring, (pa, pb) = forms
                out: dict[Outcome, Any] = {}
                with _blame("f"):
                    for (x, wx), (y, wy) in itertools.product(pa.items(), pb.items()):
                        k = f(x, y)
                        out[k] = out[k] + wx * wy if k in out else wx * wy
                return _dist()._from_ring(ring, out)
            a, b = self._as_symbolic(), other._as_symbolic()
            out: dict[Outcome, Any] = {}
            with _blame("f"):
                for (x, wx), (y, wy) in itertools.product(a._w.items(), b._w.items()):
                    k = f(x, y)
                    out[k] = out.get(k, 0) + wx * wy
            return _dist()._symbolic_from({k: _tidy(v) for k, v in out.items()})
        out = {}
        with _blame("f"):
            for (x, wx), (y, wy) in itertools.product(self._w.items(), other._w.items()):
                k = f(x, y)
                out[k] = out.get(k, 0) + wx * wy
        return _dist()._numeric(out)

    def add(self, other: Dist) -> Dist:
        """Sum of independent outcomes (convolution); tuples add element by element."""
        _need_dist("other", other)
        return self.combine(other, _plus)

    __add__ = add

    def repeat(self, n: int, f: Callable[[Outcome, Outcome], Outcome] = None) -> Dist:
        """Combine ``n`` independent copies with ``f`` (sum by default) as a left fold.

        The result is the distribution of ``f(...f(f(x1, x2), x3)..., xn)`` for independent
        copies ``x1..xn``, in that order, so ``f`` need not be associative:
        ``Dist.die(6).repeat(3, lambda a, b: a - b)`` is ``x1 - x2 - x3``. For the sum and for
        functions known to be associative (``operator.add``, ``operator.mul``, ``max``,
        ``min``) the copies are combined by repeated doubling, which gives the same answer
        in fewer steps. ``n`` is at most :data:`MAX_REPEAT`.
        """
        n = as_whole("n", n, 1, MAX_REPEAT)
        if f is not None:
            _need_callable("f", f)
        if f is not None and f not in _ASSOCIATIVE:
            result = self
            for _ in range(n - 1):
                result = result.combine(self, f)
            return result
        f = f or _plus
        result, base = None, self
        while n:
            if n & 1:
                result = base if result is None else result.combine(base, f)
            n >>= 1
            if n:
                base = base.combine(base, f)
        return result

    def condition(self, event: Callable[[Outcome], bool]) -> Dist:
        """The distribution given that ``event`` holds."""
        _need_callable("event", event)
        if self._symbolic:
            form = self._ring_form()
            if form is not None:
                ring, polys = form
                with _blame("event"):
                    kept = {o: w for o, w in polys.items() if event(o)}
                if not kept:
                    raise ValueError("conditioning on an impossible event")
                total = sum(kept.values(), ring.zero)
                if total.is_ground:
                    return _dist()._from_ring(ring, {o: w.quo_ground(total.LC) for o, w in kept.items()})
        with _blame("event"):
            kept = {o: w for o, w in self._w.items() if event(o)}
        if not kept:
            raise ValueError("conditioning on an impossible event")
        if self._symbolic:
            total = sympy.Add(*kept.values())
            return _dist()._symbolic_from({o: _tidy(w / total) for o, w in kept.items()})
        return _dist()._numeric(kept)

    @staticmethod
    def mix(parts: Iterable[tuple[Any, Dist]]) -> Dist:
        """A mixture: with probability ``p_i`` draw from ``dist_i`` (the p_i sum to 1)."""
        pairs = _pairs("parts", parts)
        if not pairs:
            raise ValueError("parts: a mixture needs at least one (probability, Dist) part")
        parts = []
        for i, (p, d) in enumerate(pairs):
            p = as_probability(p, f"parts[{i}] probability")
            if not isinstance(d, _dist()):
                raise TypeError(f"parts must be (probability, Dist) pairs, not {_show(d)} at {i}")
            if p.is_number and p < 0:
                raise ValueError(f"parts: mixture probability {p} is negative")
            parts.append((p, d))
        total = _tidy(sympy.Add(*[p for p, _ in parts]))
        if total != 1:
            raise ValueError(f"parts: mixture probabilities must sum to 1, they sum to {total}")
        if any(is_symbolic_value(p) for p, _ in parts) or any(d._symbolic for _, d in parts):
            point = [_dist()._symbolic_from({0: p}) if is_symbolic_value(p) else _dist().point(0)
                     for p, _ in parts]
            forms = _common_ring(point + [d for _, d in parts])
            if forms is not None:
                ring, polys = forms
                k = len(parts)
                out: dict[Outcome, Any] = {}
                for i, (p, _) in enumerate(parts):
                    pp = polys[i][0] if is_symbolic_value(p) else ring.ground_new(
                        QQ(int(p.p), int(p.q)))
                    for o, w in polys[k + i].items():
                        out[o] = out[o] + pp * w if o in out else pp * w
                return _dist()._from_ring(ring, out)
            out: dict[Outcome, Any] = {}
            for p, d in parts:
                for o, w in d._as_symbolic()._w.items():
                    out[o] = out.get(o, 0) + p * w
            return _dist()._symbolic_from({k: _tidy(v) for k, v in out.items()})
        out = {}
        for p, d in parts:
            for o, w in d._w.items():
                out[o] = out.get(o, 0) + Fraction(int(p.p), int(p.q)) * Fraction(w, d._total)
        return _dist().from_weights(out)

    def bind(self, f: Callable[[Outcome], Dist]) -> Dist:
        """Two-stage chance: draw ``o`` from self, then draw from ``f(o)``."""
        _need_callable("f", f)
        parts = []
        for o in self._w:
            with _blame("f"):
                d = f(o)
            if not isinstance(d, _dist()):
                raise TypeError(f"f must return a Dist for each outcome, not {_show(d)} for {o!r:.40}")
            parts.append((self.prob(o), d))
        return _dist().mix(parts)

    @staticmethod
    def pool(die: Dist, n: int, count: Iterable[Outcome] | None = None) -> Dist:
        """Roll ``n`` copies of ``die`` and count faces jointly.

        Returns a distribution over tuples: how many dice show each face in
        ``count`` (all faces of the die by default, in :meth:`outcomes` order).
        Faces not counted are lumped together and not reported. Exact multinomial
        weights, so a pool of 14 dice with three counted faces has ~680 outcomes,
        not 6**14 sequences. Each face may be counted once (a repeated face in
        ``count`` is a ValueError). At most :data:`MAX_POOL_DICE` dice and
        :data:`MAX_OUTCOMES` outcomes.
        """
        _need_dist("die", die)
        n = as_whole("n", n, 0, MAX_POOL_DICE)
        if count is None:
            faces = die.outcomes()
        else:
            faces = list(_outcome_seq("count", count))
            seen, repeated = set(), []
            for f in faces:
                if f in seen:
                    repeated.append(f)
                seen.add(f)
            if repeated:
                raise ValueError(f"count names the face(s) {repeated} more than once; "
                                 "each face is counted once")
        unknown = [f for f in faces if f not in die._keys()]
        if unknown:
            raise ValueError(f"count: faces {unknown} are not on this die; "
                             f"its faces are {die.outcomes()}")
        size = math.comb(n + len(faces), len(faces))
        if size > MAX_OUTCOMES:
            raise ValueError(f"n: a pool of {n} dice counting {len(faces)} faces has {size} outcomes, "
                             f"more than MAX_OUTCOMES = {MAX_OUTCOMES}")
        if die._symbolic:
            form = die._ring_form()
            if form is not None:
                ring, polys = form
                probs = [polys[f] for f in faces]
                return _multinomial_ring(ring, probs, ring.one - sum(probs, ring.zero), n)
            probs = [die._w[f] for f in faces]
            rest = _tidy(1 - sympy.Add(*probs))
            return _multinomial_symbolic(probs, rest, n)
        ws = [die._w[f] for f in faces]
        rest = die._total - sum(ws)
        return _multinomial_numeric(ws, rest, die._total, n)

    def highest(self, n: int, keep: int | None = None, drop: int | None = None) -> Dist:
        """Roll ``n`` copies of this die and sum the ``keep`` highest ("roll 8, keep the best 3").

        ``keep`` and ``drop`` mean what they mean in icepool's ``Die.highest(rolls, keep,
        drop)`` (the same call gives the same distribution; ``tests/test_icepool_oracle.py``
        checks it):

        * neither given: the single highest die (``keep=1``);
        * only ``keep``: the sum of the ``keep`` highest;
        * only ``drop``: the ``drop`` highest are set aside and all the others summed
          (``Dist.die(12).highest(4, drop=1)`` is the sum of the lowest three of 4d12);
        * both: the ``drop`` highest are set aside, then the next ``keep`` summed
          (``highest(5, 1, drop=1)`` is the second highest of five).

        Asking for more dice than are rolled keeps what there is: ``highest(4, keep=5)`` sums
        all four, and ``drop >= n`` leaves nothing (the sum 0). ``Dist.die(6).highest(4, keep=3)``
        is 4d6 drop lowest. Don't confuse ``drop`` with the "drop lowest" of dice notation: it sets
        aside dice at the end ``keep`` keeps from (here the highest; :meth:`lowest` sets aside
        the lowest). Also callable as ``Dist.highest(die, n, keep)``.
        Faces must be numbers. Exact order statistics (see :mod:`edgekit._keep`), not an
        enumeration of face multisets; at most :data:`MAX_POOL_DICE` dice.

        >>> Dist.die(6).highest(4, keep=3).prob(18)
        7/432
        >>> Dist.die(12).highest(4, drop=1).mean()
        165139/10368
        """
        return self._keep(n, keep, drop, best_first=True)

    def lowest(self, n: int, keep: int | None = None, drop: int | None = None) -> Dist:
        """Roll ``n`` copies of this die and sum the ``keep`` lowest after setting aside the
        ``drop`` lowest; the mirror of :meth:`highest`, and icepool's ``Die.lowest``: neither
        given, the single lowest; only ``drop``, all but the ``drop`` lowest are summed.

        >>> Dist.die(6).lowest(2).prob(1)
        11/36
        """
        return self._keep(n, keep, drop, best_first=False)

    def _keep(self, n, keep, drop, *, best_first: bool) -> Dist:
        n = as_whole("n", n, 0, MAX_POOL_DICE)
        keep = None if keep is None else as_whole("keep", keep, 0)
        drop = None if drop is None else as_whole("drop", drop, 0)
        keep, drop = _keep_and_drop(n, keep, drop)
        faces = list(self._keys())
        for f in faces:
            if isinstance(f, bool) or not (isinstance(f, (int, Fraction))
                                           or (isinstance(f, sympy.Expr) and f.is_number)):
                raise TypeError(f"highest/lowest need a die with numeric faces, not {_show(f)}")
        faces.sort(reverse=best_first)
        if not self._symbolic:
            out = _keep.keep_sum([(f, self._wd[f]) for f in faces], n, keep, drop, 0, 1)
            return _dist()._numeric(out)
        form = self._ring_form(native=True)
        if form is not None:
            ring, polys = form
            out = _keep.keep_sum([(f, polys[f]) for f in faces], n, keep, drop, ring.zero, ring.one)
            return _dist()._from_ring(ring, out)
        out = _keep.keep_sum([(f, self._w[f]) for f in faces], n, keep, drop,
                             sympy.Integer(0), sympy.Integer(1))
        return _dist()._symbolic_from({k: _tidy(v) for k, v in out.items() if _tidy(v) != 0})

    # ------------------------------------------------------------ symbolic


def _keep_and_drop(n: int, keep: int | None, drop: int | None) -> tuple[int, int]:
    """``(keep, drop)`` as whole numbers with ``keep + drop <= n``, read as icepool reads them
    (``icepool.population.keep.highest_slice`` and ``canonical_slice``): no ``keep`` and no
    ``drop`` keeps one die; ``drop`` alone keeps every die not dropped; more dice than ``n``
    asked for are as many as there are."""
    if keep is None:
        keep = 1 if drop is None else n
    drop = min(drop or 0, n)
    return min(keep, n - drop), drop


def _multinomial_numeric(ws: list[int], rest: int, total: int, n: int) -> Dist:
    # Hand-written because no library gives joint face counts with exact integer
    # weights: weight = n! / (c1! ... ck! r!) * w1^c1 ... wk^ck * rest^r.
    # Factorials and powers are tabulated once.
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i
    powers = [[w ** c for c in range(n + 1)] for w in ws]
    rest_pow = [rest ** r for r in range(n + 1)]
    out = {}
    for counts in _compositions(n, len(ws)):
        r = n - sum(counts)
        if r and not rest:
            continue
        den, w = fact[r], rest_pow[r]
        for row, c in zip(powers, counts):
            den *= fact[c]
            w *= row[c]
        if w:
            out[counts] = fact[n] // den * w
    return _dist()._numeric(out)


def _multinomial_ring(ring, ps: list, rest, n: int) -> Dist:
    # The same multinomial sum as _multinomial_numeric, with polynomial-ring
    # weights. Powers are tabulated once; factors that are single terms (a face
    # probability such as ``e``) are folded with the multinomial coefficient into
    # one term, so each outcome costs one pass over the remaining polynomial.
    factors = [*ps, rest]
    if all(c.denominator == 1 for f in factors for c in f.values()):
        ring = _ring_for(ring.symbols, ZZ)  # integer coefficients: Python int arithmetic
        factors = [f.set_ring(ring) for f in factors]
    powers = []
    for p in factors:
        row = [ring.one]
        for _ in range(n):
            row.append(row[-1] * p)
        powers.append(row)
    fact = math.factorial
    mono_mul, dom = ring.monomial_mul, ring.domain
    out = {}
    for counts in _compositions(n, len(ps)):
        r = n - sum(counts)
        coef = dom(fact(n) // (math.prod(fact(c) for c in counts) * fact(r)))
        monom, poly = ring.zero_monom, None
        for row, c in zip(powers, counts + (r,)):
            f = row[c]
            if len(f) == 1:
                (m, k), = f.items()
                monom, coef = mono_mul(monom, m), coef * k
            else:
                poly = f if poly is None else poly * f
        if poly is None:
            w = ring({monom: coef})
        else:
            w = poly.mul_term((monom, coef))
        if w:
            out[counts] = w
    return _dist()._from_ring(ring, out)


def _multinomial_symbolic(ps: list, rest, n: int) -> Dist:
    out = {}
    fact = math.factorial
    for counts in _compositions(n, len(ps)):
        r = n - sum(counts)
        coef = fact(n) // (math.prod(fact(c) for c in counts) * fact(r))
        w = sympy.Integer(coef) * sympy.Mul(*[p**c for p, c in zip(ps, counts)]) * rest**r
        if w != 0:
            out[counts] = w
    return _dist()._symbolic_from(out)
