"""Exact finite distributions.

A :class:`Dist` maps outcomes (numbers, named faces such as ``"explosion"``, or
tuples) to exact weights. Two kinds of weight, one API:

* **numeric**: positive Python ``int`` weights over an ``int`` total, the fast path
  (the same idea as icepool: integers inside, exact fractions outside);
* **symbolic**: sympy expressions that are the probabilities themselves, used as
  soon as any face probability is a symbol (a value the rulebook never gives).

Probabilities leave the API as ``sympy.Rational`` (numeric) or a sympy expression
(symbolic), never as floats. Floats appear only in display and plots, labelled.

Don't confuse :meth:`Dist.add` (the sum of two independent outcomes, a
convolution) with :meth:`Dist.mix` (a weighted mixture of distributions).

Limits (issue 9; sizes no rule reaches, refused with a ValueError naming the argument
instead of running for minutes or filling memory): a die has at most
:data:`MAX_SIDES` faces, a pool at most :data:`MAX_POOL_DICE` dice, a repeat at most
:data:`MAX_REPEAT` copies, and no built distribution or product of two has more than
:data:`MAX_OUTCOMES` outcomes (pairs). Caller values are never parsed as text.
"""

from __future__ import annotations

import itertools
import math
import operator
from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from functools import cmp_to_key, lru_cache, reduce
from typing import Any

import sympy
from sympy.polys.domains import QQ, ZZ
from sympy.polys.rings import ring as _poly_ring

from . import _keep
from .exact import as_whole

Outcome = Hashable

__all__ = ["Dist", "as_probability", "is_symbolic_value", "MAX_SIDES", "MAX_POOL_DICE",
           "MAX_REPEAT", "MAX_OUTCOMES"]

#: The most faces a die may have (Dist.die); the rules use d6, reading groups d100.
MAX_SIDES = 10_000
#: The most dice in one pool (Dist.pool, Dist.highest, Dist.lowest).
MAX_POOL_DICE = 1_000
#: The most copies Dist.repeat combines.
MAX_REPEAT = 10_000
#: The most outcomes a pool may have, and the most outcome pairs one combine may visit.
MAX_OUTCOMES = 2_000_000


def _show(x: Any) -> str:
    text = repr(x)
    return f"{text[:57]}... ({type(x).__name__})" if len(text) > 60 else f"{text} ({type(x).__name__})"


def _need_dist(name: str, d: Any) -> None:
    if not isinstance(d, Dist):
        raise TypeError(f"{name} must be a Dist, not {_show(d)}")


def _need_callable(name: str, f: Any) -> None:
    if not callable(f):
        raise TypeError(f"{name} must be a function, not {_show(f)}")


def _need_hashable(name: str, o: Any) -> None:
    try:
        hash(o)
    except TypeError:
        raise TypeError(f"{name} must be hashable (an outcome), not {_show(o)}") from None


def _S(x: Any) -> sympy.Basic:
    """An internal weight (int, Fraction or sympy) as sympy, without ever parsing text."""
    if isinstance(x, sympy.Basic):
        return x
    if isinstance(x, int):
        return sympy.Integer(x)
    if isinstance(x, Fraction):
        return sympy.Rational(x.numerator, x.denominator)
    raise TypeError(f"internal weight {_show(x)} is not exact")


def is_symbolic_value(x: Any) -> bool:
    """True if ``x`` is a sympy expression with free symbols."""
    return isinstance(x, sympy.Basic) and bool(x.free_symbols)


def as_probability(x: Any, name: str = "x") -> sympy.Expr:
    """Convert an exact number (int, Fraction, sympy number or expression) to sympy.

    Floats are refused (a float cannot stand for an exact fraction), and so is text
    (it is never parsed). ``name`` is the caller's argument, named in every error.
    """
    if isinstance(x, bool):
        raise TypeError(f"{name}: a probability must be a number, not a bool")
    if isinstance(x, float):
        raise TypeError(
            f"{name}: float {x!r} given where an exact probability is needed; "
            "use fractions.Fraction or sympy.Rational (e.g. Fraction(1, 6))"
        )
    if isinstance(x, int):
        return sympy.Integer(x)
    if isinstance(x, Fraction):
        return sympy.Rational(x.numerator, x.denominator)
    if isinstance(x, sympy.Expr):
        if x.has(sympy.Float):
            raise TypeError(f"{name}: sympy Float in {x} is not exact; use sympy.Rational")
        if x.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
            raise ValueError(f"{name}: {x} is not a finite probability")
        return x
    raise TypeError(f"{name}: cannot use {_show(x)} as an exact probability")


class Dist:
    """An immutable finite distribution with exact weights.

    Build one with :meth:`from_weights`, :meth:`from_probs`, :meth:`die`,
    :meth:`uniform` or :meth:`point`; combine with :meth:`map`, :meth:`add`,
    :meth:`combine`, :meth:`repeat`, :meth:`pool`, :meth:`condition`, :meth:`mix`.

    >>> two_d6 = Dist.die(6).repeat(2)
    >>> two_d6.prob(7)
    1/6
    >>> two_d6.p(lambda s: s <= 4)
    1/6
    """

    # Symbolic weights live in one of two forms: sympy expressions (``_wd``) or
    # elements of a sparse polynomial ring over QQ (``_rw = (ring, {outcome: poly})``).
    # The ring form is what the fast paths compute with (sympy's PolyElement
    # arithmetic is far cheaper than building and expanding Add/Mul trees); the
    # expressions are made from it only when a public method needs them.
    __slots__ = ("_wd", "_rw", "_total", "_symbolic")

    def __init__(self, weights: Mapping[Outcome, Any], total: Any = None, *, _trusted=False):
        if _trusted:
            self._wd = dict(weights)
            self._rw = None
            self._symbolic = total is None
            self._total = total
            return
        raise TypeError("use Dist.from_weights, Dist.from_probs, Dist.die or Dist.uniform")

    def __reduce__(self):
        # pickle/copy the expression form (ring elements carry generated code)
        return (_restore, (self._w, self._total))

    @property
    def _w(self) -> dict:
        """Weights as ints (numeric) or sympy expressions (symbolic), made on first use."""
        if self._wd is None:
            ring, polys = self._rw
            self._wd = {o: _poly_expr(p) for o, p in polys.items()}
        return self._wd

    def _keys(self):
        return self._wd.keys() if self._wd is not None else self._rw[1].keys()

    # ------------------------------------------------------------------ build
    @classmethod
    def from_weights(cls, weights: Mapping[Outcome, Any] | Iterable[tuple[Outcome, Any]]) -> Dist:
        """A distribution from non-negative relative weights (ints, Fractions or sympy).

        Zero weights are dropped. Symbolic weights are normalised by their sum.
        """
        items = _pairs("weights", weights)
        if not items:
            raise ValueError("weights: a distribution needs at least one outcome")
        merged: dict[Outcome, Any] = {}
        for k, v in items:
            _need_hashable("weights: each outcome", k)
            if isinstance(v, bool) or not isinstance(v, (int, Fraction)):
                v = as_probability(v, f"weights[{k!r:.40}]")  # refuses floats and text
            merged[k] = merged.get(k, 0) + v
        if any(isinstance(v, sympy.Basic) and not v.is_Rational for v in merged.values()):
            if any(_is_negative_number(v) for v in merged.values()):
                raise ValueError("weights must be non-negative")
            total = _tidy(sympy.Add(*[as_probability(v, "weights") for v in merged.values()]))
            if total == 0:
                raise ValueError("weights: all weights are zero")
            probs = {k: _tidy(as_probability(v) / total) for k, v in merged.items()}
            return cls._symbolic_from({k: v for k, v in probs.items() if v != 0})
        fr = {k: Fraction(int(v.p), int(v.q)) if isinstance(v, sympy.Rational) else Fraction(v)
              for k, v in merged.items()}
        if any(v < 0 for v in fr.values()):
            raise ValueError("weights must be non-negative")
        den = reduce(math.lcm, (v.denominator for v in fr.values()), 1)
        ints = {k: int(v * den) for k, v in fr.items() if v != 0}
        if not ints:
            raise ValueError("weights: all weights are zero")
        return cls._numeric(ints)

    @classmethod
    def from_probs(cls, probs: Mapping[Outcome, Any]) -> Dist:
        """A distribution from exact probabilities that must sum to 1.

        Symbolic entries are allowed (e.g. ``{"cross": c, "explosion": e,
        "blank": 1 - c - e}``); their sum must simplify to 1.
        """
        if not isinstance(probs, Mapping):
            raise TypeError(f"probs must be a mapping {{outcome: probability}}, not {_show(probs)}")
        if not probs:
            raise ValueError("probs: a distribution needs at least one outcome")
        converted = {k: as_probability(v, f"probs[{k!r:.40}]") for k, v in probs.items()}
        total = sympy.Add(*converted.values())
        if total != 1 and is_symbolic_value(total):
            total = _tidy(total)
            if total != 1:
                total = sympy.simplify(total)
        if total != 1:
            raise ValueError(f"probs: probabilities must sum to 1, they sum to {total}")
        if any(is_symbolic_value(v) for v in converted.values()):
            return cls._symbolic_from({k: v for k, v in converted.items() if v != 0})
        return cls.from_weights(converted)

    @classmethod
    def die(cls, sides: int = 6) -> Dist:
        """A fair die numbered 1..sides (at most :data:`MAX_SIDES` sides)."""
        sides = as_whole("sides", sides, 1, MAX_SIDES)
        return cls._numeric({i: 1 for i in range(1, sides + 1)})

    @classmethod
    def uniform(cls, outcomes: Iterable[Outcome]) -> Dist:
        """Each listed outcome once, equally likely (repeats add weight)."""
        if not isinstance(outcomes, Iterable) or isinstance(outcomes, (Mapping, bytes)):
            raise TypeError(f"outcomes must be a sequence of outcomes, not {_show(outcomes)}")
        w: dict[Outcome, int] = {}
        for i, o in enumerate(outcomes):
            if i >= MAX_OUTCOMES:
                raise ValueError(f"outcomes: more than MAX_OUTCOMES = {MAX_OUTCOMES} outcomes")
            _need_hashable("outcomes: each outcome", o)
            w[o] = w.get(o, 0) + 1
        if not w:
            raise ValueError("outcomes: a distribution needs at least one outcome")
        return cls._numeric(w)

    @classmethod
    def point(cls, outcome: Outcome) -> Dist:
        """The certain outcome."""
        _need_hashable("outcome", outcome)
        return cls._numeric({outcome: 1})

    @classmethod
    def _numeric(cls, weights: dict[Outcome, int]) -> Dist:
        g = reduce(math.gcd, weights.values(), 0)
        if g > 1:
            weights = {k: v // g for k, v in weights.items()}
        return cls(weights, sum(weights.values()), _trusted=True)

    @classmethod
    def _symbolic_from(cls, probs: dict[Outcome, sympy.Expr]) -> Dist:
        return cls(probs, None, _trusted=True)

    @classmethod
    def _from_ring(cls, ring, polys: dict) -> Dist:
        """A symbolic distribution from ring elements (zero weights dropped)."""
        polys = {o: p for o, p in polys.items() if p}
        if not polys:
            raise ValueError("the distribution has no outcome of non-zero probability")
        d = cls({}, None, _trusted=True)
        d._wd = None
        d._rw = (ring, polys)
        return d

    def _ring_form(self, symbols=None, *, native: bool = False):
        """``(ring, {outcome: poly})`` over QQ in ``symbols`` (default: this dist's own),
        or None when some weight is not a polynomial with rational coefficients.

        With ``native=True`` the stored form is returned as it is, which may be over
        ZZ (integer coefficients: what Dist.pool makes, and much faster to add).
        """
        rw = self._rw
        own = symbols is None
        if own:
            if rw is not None and (native or rw[0].domain == QQ):
                return rw
            if not self._symbolic:
                return None
            symbols = sorted(self.symbols, key=sympy.default_sort_key)
        if not symbols:
            return None
        ring = _ring_for(tuple(symbols))
        if rw is not None:
            if rw[0] == ring:
                return rw
            if not self.symbols <= set(symbols):
                return None
            return ring, {o: p.set_ring(ring) for o, p in rw[1].items()}
        if not self._symbolic:
            return ring, {o: ring.ground_new(QQ(w, self._total)) for o, w in self._wd.items()}
        try:
            polys = {o: ring.from_expr(w) for o, w in self._wd.items()}
        except ValueError:
            return None
        if own:
            self._rw = (ring, polys)
        return ring, polys

    # ------------------------------------------------------------------ read
    @property
    def is_symbolic(self) -> bool:
        """True when weights are sympy expressions (some face probability is unknown)."""
        return self._symbolic

    @property
    def symbols(self) -> set[sympy.Symbol]:
        """The unknowns this distribution depends on."""
        if not self._symbolic:
            return set()
        if self._wd is None:
            ring, polys = self._rw
            used = {i for p in polys.values() for m in p.itermonoms() for i, k in enumerate(m) if k}
            return {ring.symbols[i] for i in used}
        return set().union(*(_S(v).free_symbols for v in self._w.values()))

    def outcomes(self) -> list[Outcome]:
        """Outcomes, sorted when they are comparable."""
        keys = list(self._keys())
        try:
            return sorted(keys)
        except TypeError:
            return keys

    def __iter__(self):
        return iter(self.outcomes())

    def __len__(self) -> int:
        return len(self._keys())

    def __contains__(self, outcome) -> bool:
        return outcome in self._keys()

    def weights(self) -> dict[Outcome, Any]:
        """Raw weights: ints over :attr:`denominator` (numeric) or probabilities (symbolic)."""
        return dict(self._w)

    @property
    def denominator(self) -> int | None:
        """The common integer denominator of a numeric distribution (None if symbolic)."""
        return self._total

    def prob(self, outcome: Outcome) -> sympy.Expr:
        """Exact P(outcome): a ``sympy.Rational``, or an expression if symbolic."""
        _need_hashable("outcome", outcome)
        w = self._w.get(outcome, 0)
        if self._symbolic:
            return _S(w)
        return sympy.Rational(w, self._total)

    def probs(self) -> dict[Outcome, sympy.Expr]:
        """Every outcome's exact probability, in outcome order."""
        return {o: self.prob(o) for o in self.outcomes()}

    def fraction(self, outcome: Outcome) -> Fraction:
        """P(outcome) as a ``fractions.Fraction`` (numeric distributions only)."""
        self._require_numeric("fraction")
        _need_hashable("outcome", outcome)
        return Fraction(self._w.get(outcome, 0), self._total)

    def p(self, event: Callable[[Outcome], bool] | Iterable[Outcome]) -> sympy.Expr:
        """Exact probability of an event: a predicate on outcomes, or a set of outcomes."""
        pred = event if callable(event) else _outcome_set("event", event).__contains__
        if self._symbolic:
            form = self._ring_form(native=True)
            if form is not None:
                ring, polys = form
                return _poly_expr(sum((w for o, w in polys.items() if pred(o)), ring.zero))
            return _tidy(sympy.Add(*[w for o, w in self._w.items() if pred(o)]))
        return sympy.Rational(sum(w for o, w in self._w.items() if pred(o)), self._total)

    def mean(self, value: Callable[[Outcome], Any] | None = None) -> sympy.Expr:
        """Exact expectation of ``value(outcome)`` (the outcome itself by default)."""
        if value is not None:
            _need_callable("value", value)
        g = value or (lambda o: o)

        def f(o):  # True/False count as 1/0, so the mean of an indicator is its probability
            v = g(o)
            if isinstance(v, bool):
                return int(v)
            if not isinstance(v, (int, Fraction, sympy.Basic)):
                raise TypeError(f"value(outcome) must give an exact number, not {_show(v)} "
                                f"for the outcome {o!r:.40}")
            return v

        if not self._symbolic:
            vals = {o: f(o) for o in self._w}
            if any(isinstance(v, sympy.Basic) and not v.is_Rational for v in vals.values()):
                # numeric chances, symbolic values (e.g. a cost left as a symbol)
                return _tidy(sympy.Add(*[sympy.Rational(w, self._total) * as_probability(vals[o])
                                         for o, w in self._w.items()]))
            num = sum(_exact_number(vals[o]) * w for o, w in self._w.items())
            return sympy.Rational(num.numerator, num.denominator * self._total)
        vals = {o: as_probability(f(o)) for o in self._keys()}
        form = self._ring_form() if all(v.is_Rational for v in vals.values()) else None
        if form is not None:
            ring, polys = form
            return _poly_expr(sum((w * QQ(int(vals[o].p), int(vals[o].q))
                                   for o, w in polys.items()), ring.zero))
        return _tidy(sympy.Add(*[w * vals[o] for o, w in self._w.items()]))

    def variance(self) -> sympy.Expr:
        """Exact variance of a numeric-valued distribution."""
        m = self.mean()
        return _tidy(self.mean(lambda o: o * o) - m * m)

    def at_least(self) -> dict[Outcome, sympy.Expr]:
        """P(X >= x) for each outcome x (outcomes must be ordered)."""
        return dict(reversed(list(self._cumulative(reversed(self.outcomes())).items())))

    def at_most(self) -> dict[Outcome, sympy.Expr]:
        """P(X <= x) for each outcome x (outcomes must be ordered)."""
        return self._cumulative(self.outcomes())

    def _cumulative(self, outs) -> dict[Outcome, sympy.Expr]:
        outs = list(outs)
        if not self._symbolic:
            acc, out = 0, {}
            for x in outs:
                acc += self._w[x]
                out[x] = sympy.Rational(acc, self._total)
            return out
        form = self._ring_form(native=True)
        if form is not None:
            ring, polys = form
            acc, out = ring.zero, {}
            for x in outs:
                acc = acc + polys[x]
                out[x] = _poly_expr(acc)
            return out
        acc, out = sympy.Integer(0), {}
        for x in outs:
            acc = _tidy(acc + self._w[x])
            out[x] = acc
        return out

    # --------------------------------------------------------------- combine
    def map(self, f: Callable[[Outcome], Outcome]) -> Dist:
        """The distribution of ``f(outcome)``; outcomes that map together merge."""
        _need_callable("f", f)
        form = self._ring_form(native=True)
        src = form[1] if form is not None else self._w
        out: dict[Outcome, Any] = {}
        for o, w in src.items():
            k = f(o)
            out[k] = out[k] + w if k in out else w
        if form is not None:
            return Dist._from_ring(form[0], out)
        return self._like(out)

    def combine(self, other: Dist, f: Callable[[Outcome, Outcome], Outcome]) -> Dist:
        """The distribution of ``f(a, b)`` for independent ``a ~ self``, ``b ~ other``."""
        _need_dist("other", other)
        _need_callable("f", f)
        if len(self) * len(other) > MAX_OUTCOMES:
            raise ValueError(f"other: combining {len(self)} by {len(other)} outcomes visits more than "
                             f"MAX_OUTCOMES = {MAX_OUTCOMES} pairs")
        if self._symbolic or other._symbolic:
            forms = _common_ring([self, other])
            if forms is not None:
                ring, (pa, pb) = forms
                out: dict[Outcome, Any] = {}
                for (x, wx), (y, wy) in itertools.product(pa.items(), pb.items()):
                    k = f(x, y)
                    out[k] = out[k] + wx * wy if k in out else wx * wy
                return Dist._from_ring(ring, out)
            a, b = self._as_symbolic(), other._as_symbolic()
            out: dict[Outcome, Any] = {}
            for (x, wx), (y, wy) in itertools.product(a._w.items(), b._w.items()):
                k = f(x, y)
                out[k] = out.get(k, 0) + wx * wy
            return Dist._symbolic_from({k: _tidy(v) for k, v in out.items()})
        out = {}
        for (x, wx), (y, wy) in itertools.product(self._w.items(), other._w.items()):
            k = f(x, y)
            out[k] = out.get(k, 0) + wx * wy
        return Dist._numeric(out)

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
                kept = {o: w for o, w in polys.items() if event(o)}
                if not kept:
                    raise ValueError("conditioning on an impossible event")
                total = sum(kept.values(), ring.zero)
                if total.is_ground:
                    return Dist._from_ring(ring, {o: w.quo_ground(total.LC) for o, w in kept.items()})
        kept = {o: w for o, w in self._w.items() if event(o)}
        if not kept:
            raise ValueError("conditioning on an impossible event")
        if self._symbolic:
            total = sympy.Add(*kept.values())
            return Dist._symbolic_from({o: _tidy(w / total) for o, w in kept.items()})
        return Dist._numeric(kept)

    @staticmethod
    def mix(parts: Iterable[tuple[Any, Dist]]) -> Dist:
        """A mixture: with probability ``p_i`` draw from ``dist_i`` (the p_i sum to 1)."""
        pairs = _pairs("parts", parts)
        if not pairs:
            raise ValueError("parts: a mixture needs at least one (probability, Dist) part")
        parts = []
        for i, (p, d) in enumerate(pairs):
            p = as_probability(p, f"parts[{i}] probability")
            if not isinstance(d, Dist):
                raise TypeError(f"parts must be (probability, Dist) pairs, not {_show(d)} at {i}")
            if p.is_number and p < 0:
                raise ValueError(f"parts: mixture probability {p} is negative")
            parts.append((p, d))
        total = _tidy(sympy.Add(*[p for p, _ in parts]))
        if total != 1:
            raise ValueError(f"parts: mixture probabilities must sum to 1, they sum to {total}")
        if any(is_symbolic_value(p) for p, _ in parts) or any(d._symbolic for _, d in parts):
            point = [Dist._symbolic_from({0: p}) if is_symbolic_value(p) else Dist.point(0)
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
                return Dist._from_ring(ring, out)
            out: dict[Outcome, Any] = {}
            for p, d in parts:
                for o, w in d._as_symbolic()._w.items():
                    out[o] = out.get(o, 0) + p * w
            return Dist._symbolic_from({k: _tidy(v) for k, v in out.items()})
        out = {}
        for p, d in parts:
            for o, w in d._w.items():
                out[o] = out.get(o, 0) + Fraction(int(p.p), int(p.q)) * Fraction(w, d._total)
        return Dist.from_weights(out)

    def bind(self, f: Callable[[Outcome], Dist]) -> Dist:
        """Two-stage chance: draw ``o`` from self, then draw from ``f(o)``."""
        _need_callable("f", f)
        return Dist.mix((self.prob(o), f(o)) for o in self._w)

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

    def highest(self, n: int, keep: int = 1, drop: int = 0) -> Dist:
        """Roll ``n`` copies of this die and sum the ``keep`` highest ("roll 8, keep the best 3").

        ``drop`` highest dice are set aside first, as in icepool's ``highest(rolls, keep,
        drop)``: ``Dist.die(6).highest(4, keep=3)`` is 4d6 drop lowest, ``highest(5, 1,
        drop=1)`` the second highest of five. Also callable as ``Dist.highest(die, n, keep)``.
        Faces must be numbers. Exact order statistics (see :mod:`edgekit._keep`), not an
        enumeration of face multisets; at most :data:`MAX_POOL_DICE` dice.

        >>> Dist.die(6).highest(4, keep=3).prob(18)
        7/432
        """
        return self._keep(n, keep, drop, best_first=True)

    def lowest(self, n: int, keep: int = 1, drop: int = 0) -> Dist:
        """Roll ``n`` copies of this die and sum the ``keep`` lowest (after setting aside the
        ``drop`` lowest); the mirror of :meth:`highest`.

        >>> Dist.die(6).lowest(2).prob(1)
        11/36
        """
        return self._keep(n, keep, drop, best_first=False)

    def _keep(self, n, keep, drop, *, best_first: bool) -> Dist:
        n = as_whole("n", n, 0, MAX_POOL_DICE)
        keep = as_whole("keep", keep, 0)
        drop = as_whole("drop", drop, 0)
        if keep + drop > n:
            raise ValueError(f"keep + drop must be at most n = {n}, not keep={keep}, drop={drop}")
        faces = list(self._keys())
        for f in faces:
            if isinstance(f, bool) or not (isinstance(f, (int, Fraction))
                                           or (isinstance(f, sympy.Expr) and f.is_number)):
                raise TypeError(f"highest/lowest need a die with numeric faces, not {_show(f)}")
        faces.sort(reverse=best_first)
        if not self._symbolic:
            out = _keep.keep_sum([(f, self._wd[f]) for f in faces], n, keep, drop, 0, 1)
            return Dist._numeric(out)
        form = self._ring_form(native=True)
        if form is not None:
            ring, polys = form
            out = _keep.keep_sum([(f, polys[f]) for f in faces], n, keep, drop, ring.zero, ring.one)
            return Dist._from_ring(ring, out)
        out = _keep.keep_sum([(f, self._w[f]) for f in faces], n, keep, drop,
                             sympy.Integer(0), sympy.Integer(1))
        return Dist._symbolic_from({k: _tidy(v) for k, v in out.items() if _tidy(v) != 0})

    # ------------------------------------------------------------ symbolic
    def subs(self, values: Mapping[sympy.Symbol, Any]) -> Dist:
        """Evaluate a symbolic distribution at exact values for its unknowns."""
        if not isinstance(values, Mapping):
            raise TypeError(f"values must be a mapping {{symbol: exact value}}, not {_show(values)}")
        for k in values:
            if not isinstance(k, sympy.Symbol):
                raise TypeError(f"values: keys must be sympy Symbols, not {_show(k)}")
        vals = {k: as_probability(v, f"values[{k}]") for k, v in values.items()}
        if not self._symbolic:
            return self
        out = {o: _S(w).subs(vals) for o, w in self._w.items()}
        if any(_is_negative_number(w) for w in out.values()):
            raise ValueError("values give some outcome a negative probability")
        if any(is_symbolic_value(w) for w in out.values()):
            return Dist._symbolic_from({o: _tidy(w) for o, w in out.items() if w != 0})
        return Dist.from_weights({o: w for o, w in out.items() if w != 0})

    def simplify(self) -> Dist:
        """Factor each symbolic weight (a no-op for numeric distributions)."""
        if not self._symbolic:
            return self
        return Dist._symbolic_from({o: sympy.factor(w) for o, w in self._w.items()})

    # ------------------------------------------------------------ display
    def table(self, kind: str = "pmf") -> list[dict[str, Any]]:
        """Rows for display: outcome, exact probability, percent and "1 in N".

        ``kind`` is "pmf", "at_least" or "at_most". Percent is a float rounded for
        reading only; the ``p`` column is exact.
        """
        probs = {"pmf": self.probs, "at_least": self.at_least, "at_most": self.at_most}
        if not isinstance(kind, str):
            raise TypeError(f"kind must be one of {sorted(probs)}, not {_show(kind)}")
        if kind not in probs:
            raise ValueError(f"kind must be one of {sorted(probs)}, not {kind!r}")
        return [{"outcome": o, "p": p, **describe(p)} for o, p in probs[kind]().items()]

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{r['outcome']}</td><td>{r['fraction']}</td>"
            f"<td>{r['percent']}</td><td>{r['one_in']}</td></tr>"
            for r in self.table()
        )
        return ("<table><tr><th>outcome</th><th>P (exact)</th><th>%</th><th>1 in</th></tr>"
                f"{rows}</table>")

    def __repr__(self) -> str:
        inner = ", ".join(f"{o!r}: {p}" for o, p in self.probs().items())
        return f"Dist({{{inner}}})"

    def __eq__(self, other) -> bool:
        if not isinstance(other, Dist):
            return NotImplemented
        if self._symbolic or other._symbolic:
            if set(self._keys()) != set(other._keys()):
                return False
            forms = _common_ring([self, other])
            if forms is not None:
                return forms[1][0] == forms[1][1]
            a, b = self._as_symbolic()._w, other._as_symbolic()._w
            return a.keys() == b.keys() and all(sympy.simplify(a[k] - b[k]) == 0 for k in a)
        return self._w == other._w and self._total == other._total

    def __hash__(self):
        return hash(frozenset(self._keys()))

    # ------------------------------------------------------------ internals
    def _like(self, weights: dict) -> Dist:
        if self._symbolic:
            return Dist._symbolic_from({k: _tidy(v) for k, v in weights.items()})
        return Dist._numeric(weights)

    def _as_symbolic(self) -> Dist:
        if self._symbolic:
            return self
        return Dist._symbolic_from({o: sympy.Rational(w, self._total) for o, w in self._w.items()})

    def _require_numeric(self, what: str) -> None:
        if self._symbolic:
            raise TypeError(f"{what} needs numeric weights; substitute values with .subs() first")


def _restore(weights: dict, total) -> Dist:
    return Dist(weights, total, _trusted=True)


def describe(p: Any) -> dict[str, str]:
    """Display strings for an exact probability: fraction, percent, and "1 in N".

    For a symbolic probability only the formula is given.
    """
    p = as_probability(p)
    if is_symbolic_value(p):
        return {"fraction": str(p), "percent": "(symbolic)", "one_in": "(symbolic)"}
    frac = f"{p.p}/{p.q}" if p.q != 1 else str(p.p)
    pct = f"{float(p) * 100:.2f}%"
    if pct == "0.00%" and p > 0:
        pct = "< 0.01%"  # never print a possible event as 0%, nor a not-certain one as 100%
    elif pct == "100.00%" and p < 1:
        pct = "> 99.99%"
    if p == 0:
        one_in = "never"
    else:
        n = float(1 / p)
        one_in = f"1 in {round(n):,}" if n >= 100 else f"1 in {n:.3g}"
    return {"fraction": frac, "percent": pct, "one_in": one_in}


@lru_cache(maxsize=256)
def _ring_for(symbols: tuple, domain=QQ):
    """The polynomial ring domain[symbols], built once (sympy generates code for each new ring)."""
    return _poly_ring(list(symbols), domain)[0]


def _common_ring(dists: list[Dist]):
    """``(ring, [polys of each dist])`` in one polynomial ring, or None if some weight
    is not a polynomial over QQ in the dists' symbols."""
    symbols = sorted(set().union(*(d.symbols for d in dists)), key=sympy.default_sort_key)
    if not symbols:
        return None
    forms = [d._ring_form(symbols) for d in dists]
    if any(f is None for f in forms):
        return None
    return forms[0][0], [f[1] for f in forms]


_sort_key = cmp_to_key(sympy.Basic.compare)
_ASSOCIATIVE = (operator.add, operator.mul, max, min)


def _poly_expr(p) -> sympy.Expr:
    """A ring element as an expanded sympy expression, identical to ``p.as_expr()``.

    Builds the canonical Add/Mul directly (coefficient first, factors and terms in
    sympy's own canonical order, as Add.flatten and Mul.flatten leave them) instead
    of letting sympy flatten each term: a several-fold speed-up on large
    polynomials. tests/test_dist.py checks the result against ``p.as_expr()``.
    """
    gens = p.ring.symbols
    powers: dict = {}
    terms, const = [], None
    one = p.ring.domain.one
    for monom, c in p.items():
        num, den = int(c.numerator), int(c.denominator)
        coeff = sympy.Integer(num) if den == 1 else sympy.Rational(num, den)
        factors = []
        for g, k in zip(gens, monom):
            if k:
                f = powers.get((g, k))
                if f is None:
                    f = powers[(g, k)] = g if k == 1 else sympy.Pow(g, k)
                factors.append(f)
        if not factors:
            const = coeff
            continue
        if len(factors) > 1:
            factors.sort(key=_sort_key)
        if c == one:
            terms.append(factors[0] if len(factors) == 1 else sympy.Mul._from_args(factors, True))
        else:
            terms.append(sympy.Mul._from_args([coeff, *factors], True))
    if not terms:
        return const if const is not None else sympy.Integer(0)
    terms.sort(key=_sort_key)
    if const is not None:
        terms.insert(0, const)
    return terms[0] if len(terms) == 1 else sympy.Add._from_args(terms, True)


def _is_negative_number(v) -> bool:
    if isinstance(v, (int, Fraction)):
        return v < 0
    return bool(v.is_number and v.is_extended_negative)


def _exact_number(x) -> Fraction:
    """An outcome's value as a Fraction; floats (inexact) are refused."""
    if isinstance(x, float) or isinstance(x, sympy.Float):
        raise TypeError(f"cannot take an exact mean over the value {x!r}; use ints or Fractions")
    if isinstance(x, sympy.Rational):
        return Fraction(int(x.p), int(x.q))
    if isinstance(x, sympy.Basic):
        raise TypeError(f"value {x!r} is not an exact rational number")
    return Fraction(x)


def _pairs(name: str, value: Any) -> list:
    """The (key, value) pairs of a mapping or an iterable of pairs, refusing anything else."""
    if isinstance(value, Mapping):
        return list(value.items())
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a mapping or a sequence of pairs, not {_show(value)}")
    items = list(itertools.islice(value, MAX_OUTCOMES + 1))
    if len(items) > MAX_OUTCOMES:
        raise ValueError(f"{name}: more than MAX_OUTCOMES = {MAX_OUTCOMES} entries")
    for item in items:
        if not isinstance(item, (tuple, list)) or len(item) != 2:
            raise TypeError(f"{name} must hold pairs, not {_show(item)}")
    return items


def _outcome_seq(name: str, value: Any):
    """A collection of outcomes (not a str, which would be read as single characters)."""
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise TypeError(f"{name} must be a collection of outcomes, not {_show(value)}")
    items = list(itertools.islice(value, MAX_OUTCOMES + 1))
    if len(items) > MAX_OUTCOMES:
        raise ValueError(f"{name}: more than MAX_OUTCOMES = {MAX_OUTCOMES} outcomes")
    for o in items:
        _need_hashable(f"{name}: each outcome", o)
    return items


def _outcome_set(name: str, value: Any) -> set:
    return set(_outcome_seq(name, value))


def _plus(a, b):
    if isinstance(a, tuple):
        return tuple(map(operator.add, a, b))
    return a + b


def _tidy(expr):
    """Expand a symbolic weight into a canonical polynomial (or rational) form."""
    expr = _S(expr)
    if not expr.free_symbols:
        if isinstance(expr, sympy.Float):
            # never guess a fraction from a float (nsimplify can return radicals)
            raise TypeError(f"inexact float {expr} reached an exact computation; "
                            "use ints, Fractions or sympy.Rational")
        return expr
    num, den = sympy.fraction(sympy.together(expr))
    if den == 1:
        return sympy.expand(num)
    return sympy.cancel(expr)


def _compositions(n: int, k: int):
    """All tuples of ``k`` non-negative ints summing to at most ``n``."""
    if k == 0:
        yield ()
        return
    if k == 1:
        for first in range(n + 1):
            yield (first,)
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, k - 1):
            yield (first, *rest)


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
    return Dist._numeric(out)


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
    return Dist._from_ring(ring, out)


def _multinomial_symbolic(ps: list, rest, n: int) -> Dist:
    out = {}
    fact = math.factorial
    for counts in _compositions(n, len(ps)):
        r = n - sum(counts)
        coef = fact(n) // (math.prod(fact(c) for c in counts) * fact(r))
        w = sympy.Integer(coef) * sympy.Mul(*[p**c for p, c in zip(ps, counts)]) * rest**r
        if w != 0:
            out[counts] = w
    return Dist._symbolic_from(out)
