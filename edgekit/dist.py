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

import math
from collections.abc import Callable, Hashable, Iterable, Mapping
from fractions import Fraction
from functools import reduce
from typing import Any

import sympy
from sympy.polys.domains import QQ

from . import display
from ._dist_base import (
    _S,
    MAX_OUTCOMES,
    MAX_POOL_DICE,
    MAX_REPEAT,
    MAX_SIDES,
    _common_ring,
    _exact_number,
    _is_negative_number,
    _need_callable,
    _need_dist,  # noqa: F401 - imported from edgekit.dist by other modules
    _need_hashable,
    _outcome_set,
    _pairs,
    _poly_expr,
    _ring_for,
    _show,
    _tidy,
    as_probability,
    describe,
    is_symbolic_value,
)
from ._dist_ops import Operations
from .exact import as_whole

Outcome = Hashable

__all__ = ["Dist", "as_probability", "is_symbolic_value", "MAX_SIDES", "MAX_POOL_DICE",
           "MAX_REPEAT", "MAX_OUTCOMES"]


class Dist(Operations):
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
        try:
            return cls({outcome: 1}, 1, _trusted=True)
        except TypeError:  # unhashable: the dict refused it (one hash, no separate check)
            _need_hashable("outcome", outcome)
            raise

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
        try:
            w = self._w.get(outcome, 0)
        except TypeError:
            _need_hashable("outcome", outcome)
            raise
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

    def as_table(self, title: str = "", kind: str = "pmf") -> display.Table:
        """The distribution as a labelled :class:`edgekit.display.Table`: one row per outcome,
        its probability as a percentage beside the exact fraction, and a bar (what a notebook
        shows). ``kind`` as for :meth:`table`."""
        head = {"pmf": "P(outcome)", "at_least": "P(at least)", "at_most": "P(at most)"}
        probs = {"pmf": self.probs, "at_least": self.at_least, "at_most": self.at_most}
        if not isinstance(kind, str) or kind not in probs:
            raise (TypeError if not isinstance(kind, str) else ValueError)(
                f"kind must be one of {sorted(probs)}, not {kind!r}")
        if not isinstance(title, str):
            raise TypeError(f"title must be a str, not {_show(title)}")
        return display.Table(title, ("outcome", head[kind]), list(probs[kind]().items()), bar=head[kind])

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()

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


