"""Deck odds: exact chances of drawing cards, by draw.

Our chapter has no deck rules (no deck size, hand size or draw step: register CP-01), so the deck
is always described by the caller: its size and how many cards of each kind it holds. Draws are
without replacement, so the answers are hypergeometric (one kind) or multivariate hypergeometric
(several kinds at once), computed with integer binomials and returned as ``sympy.Rational``.

Hand-written because neither scipy (floats) nor sympy.stats (slow, symbolic sums) gives the exact
multivariate "at least so many of each kind" count; the generating-polynomial product below counts
the favourable hands for every number of draws at once. The tests check every function against an
enumeration of all hands of small decks.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Mapping
from fractions import Fraction

import sympy

from ...readings import uses
from .._check import MAX_CARDS, as_name, as_whole
from ..rules.punknaught import PUNKNAUGHT_MINIMUM

__all__ = ["MAX_DECK", "draw_probability", "collect_probability", "collect_by_draws",
           "punknaught_probability", "mob_probability", "plot_by_draws"]

MAX_DECK = MAX_CARDS  # a documented limit: decks of up to 1000 cards


def _count(name, x, lo=0, hi=MAX_DECK):
    if isinstance(x, sympy.Basic) and not isinstance(x, sympy.Integer):
        return _symbolic(name, x)
    return as_whole(name, x, lo, hi)


def _symbolic(name, x):
    if not isinstance(x, sympy.Expr) or x.has(sympy.Float) or not x.free_symbols:
        raise TypeError(f"{name} must be a whole number or a sympy symbol/expression in symbols, not {x!r}")
    return x


def draw_probability(deck_size, successes, draws, *, at_least=1):
    """P(at least ``at_least`` of the ``successes`` cards among ``draws`` cards drawn from the deck).

    Exact (hypergeometric, integer binomials) as a ``sympy.Rational``. ``deck_size`` and
    ``successes`` may be sympy symbols or expressions: the answer is then a formula in them
    (``draws`` and ``at_least`` stay whole numbers). Decks up to :data:`MAX_DECK` cards.

    Rules: Cyberpunk CCG Card Types (cards are bought out of the hand: the deck rules are missing, CP-01).

    >>> draw_probability(40, 4, 7)
    5047/9139
    >>> N, K = sympy.symbols("N K", positive=True, integer=True)
    >>> draw_probability(N, K, 1)
    K/N
    """
    n = as_whole("draws", draws, 0, MAX_DECK)
    a = as_whole("at_least", at_least, 0, MAX_DECK)
    N, K = _count("deck_size", deck_size), _count("successes", successes)
    if isinstance(N, int) and isinstance(K, int):
        if K > N:
            raise ValueError(f"successes must be at most deck_size ({N}), not {K}")
        if n > N:
            raise ValueError(f"draws must be at most deck_size ({N}), not {n}")
        return sympy.Rational(*_hyper_at_least(N, K, n, a))
    if a > n:
        return sympy.Integer(0)
    b = sympy.binomial
    lo = range(0, a) if a <= n - a + 1 else None
    if lo is not None:   # the shorter sum: 1 - P(fewer than a)
        miss = sum(b(K, k) * b(N - K, n - k) for k in lo) / b(N, n)
        return sympy.simplify(1 - sympy.expand_func(miss))
    hit = sum(b(K, k) * b(N - K, n - k) for k in range(a, n + 1)) / b(N, n)
    return sympy.simplify(sympy.expand_func(hit))


@functools.lru_cache(maxsize=4096)
def _hyper_at_least(N: int, K: int, n: int, a: int) -> tuple[int, int]:
    num = sum(math.comb(K, k) * math.comb(N - K, n - k) for k in range(a, min(n, K) + 1))
    return num, math.comb(N, n)


def _kinds(name: str, m, *, lo: int = 0) -> tuple[tuple[str, int], ...]:
    if not isinstance(m, Mapping):
        raise TypeError(f"{name} must map each kind of card to a count, not {m!r}")
    if len(m) > 64:
        raise ValueError(f"{name} may name at most 64 kinds")
    return tuple(sorted((as_name(f"{name} key", k), as_whole(f"{name}[{k!r}]", v, lo, MAX_DECK))
                        for k, v in m.items()))


def _check_deck(deck_size, counts, needs):
    N = as_whole("deck_size", deck_size, 0, MAX_DECK)
    c = _kinds("counts", counts)
    nd = _kinds("needs", needs, lo=1)
    if sum(v for _, v in c) > N:
        raise ValueError(f"counts add up to {sum(v for _, v in c)}, more than deck_size {N}")
    missing = [k for k, _ in nd if k not in dict(c)]
    if missing:
        raise ValueError(f"needs names kinds the deck does not hold: {missing}; add them to counts")
    return N, c, nd


@functools.lru_cache(maxsize=256)
def _favourable(N: int, counts: tuple, needs: tuple) -> tuple[int, ...]:
    """favourable[n]: the hands of n cards with at least needs[k] cards of each needed kind k."""
    need = dict(needs)
    poly = [math.comb(N - sum(v for k, v in counts if k in need), j) for j in range(N + 1)]
    for k, K in counts:
        if k not in need:
            continue
        factor = [math.comb(K, j) if j >= need[k] else 0 for j in range(K + 1)]
        out = [0] * (N + 1)
        for i, x in enumerate(poly):
            if x:
                for j, y in enumerate(factor[: N + 1 - i]):
                    out[i + j] += x * y
        poly = out
    return tuple(poly)


def collect_probability(deck_size: int, counts: Mapping[str, int], needs: Mapping[str, int],
                        draws: int) -> sympy.Rational:
    """P(the first ``draws`` cards hold at least ``needs[k]`` cards of each kind k).

    ``counts`` says how many cards of each kind the deck holds (a card is of one kind; the rest of
    the deck is other cards). Multivariate hypergeometric, exact.

    Rules: Cyberpunk CCG Card Types (the deck rules are missing, CP-01).

    >>> collect_probability(10, {"a": 2, "b": 2}, {"a": 1, "b": 1}, 2)
    4/45
    """
    N, c, nd = _check_deck(deck_size, counts, needs)
    n = as_whole("draws", draws, 0, MAX_DECK)
    if n > N:
        raise ValueError(f"draws ({n}) must be at most deck_size ({N})")
    return sympy.Rational(_favourable(N, c, nd)[n], math.comb(N, n))


def collect_by_draws(deck_size: int, counts: Mapping[str, int], needs: Mapping[str, int]) -> tuple:
    """``((n, P), ...)`` for every number of draws n = 0..deck_size (see :func:`collect_probability`).

    Rules: Cyberpunk CCG Card Types (CP-01).
    """
    N, c, nd = _check_deck(deck_size, counts, needs)
    fav = _favourable(N, c, nd)
    return tuple((n, sympy.Rational(fav[n], math.comb(N, n))) for n in range(N + 1))


@uses("punknaught_list")
def punknaught_probability(deck_size: int, parts: Mapping[str, int], draws: int, *, rules=None):
    """P(a Chassis and every card of the minimum Punknaught build among the first ``draws`` cards).

    ``parts`` counts the deck's cards of each kind: "Chassis", "Car", "Armor", "Lift", "Heavy
    Weapon" (a kind not given is 0). ``None`` under ``punknaught_list="unknown"`` (the list is
    missing, CP-02). Rules: Cyberpunk CCG Equipment: Punknaught.
    """
    kinds = ("Chassis", *PUNKNAUGHT_MINIMUM)
    if not isinstance(parts, Mapping):
        raise TypeError(f"parts must map each of {list(kinds)} to its count in the deck, not {parts!r}")
    extra = [k for k in parts if k not in kinds]
    if extra:
        raise ValueError(f"parts may only count {list(kinds)}, not {extra}")
    counts = {k: parts.get(k, 0) for k in kinds}
    needs = {"Chassis": 1, **PUNKNAUGHT_MINIMUM}
    for k in kinds:  # validate before answering, under every reading
        as_whole(f"parts[{k!r}]", counts[k], 0, MAX_DECK)
    n_deck = as_whole("deck_size", deck_size, 0, MAX_DECK)
    if sum(counts.values()) > n_deck:
        raise ValueError(f"parts add up to {sum(counts.values())} cards, more than deck_size {n_deck}")
    if any(counts[k] < needs[k] for k in kinds):
        short = {k: needs[k] for k in kinds if counts[k] < needs[k]}
        raise ValueError(f"parts: the deck cannot build a Punknaught; it needs at least {short}")
    result = collect_probability(deck_size, counts, needs, draws)
    return None if rules.punknaught_list == "unknown" else result


def mob_probability(deck_size: int, location_attributes: Mapping[str, int], draws: int) -> sympy.Rational:
    """P(one Location of every attribute the Mob needs among the first ``draws`` cards).

    The Mob Sponsor wins by controlling one Location of every attribute; the chapter names only
    some (Bar, Entertainment, Grocery, "etc."), so the caller lists the attributes and how many
    Locations of each the deck holds. Assumption (named): each Location has one attribute.
    Drawing is only the first step to controlling. Rules: Cyberpunk CCG Card Types: Locations.
    """
    if not isinstance(location_attributes, Mapping) or not location_attributes:
        raise TypeError("location_attributes must map each attribute the Mob needs to the number of "
                        f"such Locations in the deck, not {location_attributes!r}")
    kinds = _kinds("location_attributes", location_attributes)
    N = as_whole("deck_size", deck_size, 0, MAX_DECK)
    if sum(v for _, v in kinds) > N:
        raise ValueError(f"location_attributes add up to {sum(v for _, v in kinds)} Locations, more than "
                         f"deck_size {N}")
    return collect_probability(deck_size, location_attributes, dict.fromkeys(location_attributes, 1),
                               draws)


def plot_by_draws(curves: Mapping[str, tuple], *, ax=None, title: str = "", max_draws: int | None = None):
    """Draw ``{label: ((n, P), ...)}`` as lines of P by draws (floats only on the picture).

    Imports matplotlib only when called. Rules: Cyberpunk CCG Card Types (CP-01).
    """
    if not isinstance(curves, Mapping) or not curves:
        raise TypeError(f"curves must map each label to ((draws, P), ...) pairs, not {curves!r}")
    if max_draws is not None:
        as_whole("max_draws", max_draws, 0, MAX_DECK)
    checked = {}
    for label, points in curves.items():
        as_name("curves label", label)
        if isinstance(points, (str, bytes, Mapping)) or not isinstance(points, Iterable):
            raise TypeError(f"curves[{label!r}] must be (draws, P) pairs, not {points!r}")
        pts = []
        for pt in points:
            if not isinstance(pt, tuple) or len(pt) != 2:
                raise TypeError(f"each point of curves[{label!r}] must be a (draws, P) pair, not {pt!r}")
            n = as_whole(f"draws in curves[{label!r}]", pt[0], 0, MAX_DECK)
            if isinstance(pt[1], bool) or not isinstance(pt[1], (int, Fraction, sympy.Rational)):
                raise TypeError(f"P in curves[{label!r}] must be exact (int, Fraction, sympy.Rational), "
                                f"not {pt[1]!r}")
            if max_draws is None or n <= max_draws:
                pts.append((n, pt[1]))
        checked[label] = pts
    import matplotlib.pyplot as plt

    ax = ax or plt.subplots(figsize=(7, 3))[1]
    for label, pts in checked.items():
        ax.plot([n for n, _ in pts], [float(p) for _, p in pts], marker=".", label=label)
    ax.set(xlabel="cards drawn", ylabel="probability", title=title, ylim=(0, 1.02))
    ax.legend(fontsize=8)
    return ax
