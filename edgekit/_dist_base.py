"""The parts of :mod:`edgekit.dist` that hold no distribution: limits, argument checks,
exact conversion, and the sparse-polynomial helpers behind symbolic weights.

Split from ``dist.py`` so that each module reads in one sitting; import the public
names from :mod:`edgekit.dist`.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Hashable, Iterable, Mapping
from fractions import Fraction
from functools import cmp_to_key, lru_cache
from typing import TYPE_CHECKING, Any

import sympy
from sympy.polys.domains import QQ
from sympy.polys.rings import ring as _poly_ring

Outcome = Hashable

if TYPE_CHECKING:
    from .dist import Dist

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
    from .dist import Dist  # late: dist.py imports this module

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


