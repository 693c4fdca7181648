"""Estimates from seeded simulated games: a value, its 95% interval, the games and the method.

:class:`Estimate` (one quantity) and :class:`Summary` (all of a simulation's) are what
:func:`~edgekit.play.run.simulate` returns: Wilson score intervals for proportions (0/1 values and
shares in [0, 1]), Student t intervals for means. Each shows as a labelled table (edgekit.display),
the float estimate marked, the sample's exact value kept in ``.exact``.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from .. import display
from .core import exact_number

__all__ = ["Estimate", "Summary"]

_Z95 = 1.959963984540054  # the 97.5% point of the standard normal


@dataclass(frozen=True)
class Estimate:
    """A simulated estimate with its 95% interval (floats, labelled as estimates).

    ``kind`` is "proportion" (``value`` is the share of games; Wilson score interval) or
    "mean" (Student t interval; normal once n >= 1000). ``exact_sample`` is the sample's own
    mean as an exact fraction (what the games gave, not the game's true value).
    """

    name: str
    kind: str
    value: float
    low: float
    high: float
    n: int
    method: str
    exact_sample: Any = None

    def contains(self, x) -> bool:
        """True if the exact number ``x`` lies in the 95% interval."""
        v = exact_number(x, "x")
        if not isinstance(v, Fraction):
            raise TypeError(f"x must be a rational number, not {x!r}")
        return self.low <= float(v) <= self.high

    def __str__(self) -> str:
        return (f"{self.name}: {self.value:.4g} (95% {self.low:.4g} to {self.high:.4g}; "
                f"{self.method}, n={self.n})")

    # -- what a notebook shows (edgekit.display): the estimate labelled as one, its interval, n, method
    def _row(self) -> tuple:
        pct = self.kind == "proportion"
        shown = display.prob(self.value) if pct else display.number(self.value)
        if self.exact_sample is not None:  # the sample's own exact share or mean, one step away
            shown = display.Shown(str(shown), html=shown.html, markdown=shown.markdown,
                                  exact=display.exact(self.exact_sample), value=self.exact_sample)
        return (self.name, shown, self.interval_text, self.n, self.method)

    @property
    def interval_text(self) -> str:
        """The 95% interval as a reader sees it: percentages for a proportion, else 4 significant
        digits ("none (one game)" when there is none)."""
        if math.isinf(self.low) or math.isinf(self.high):
            return "none (one game)"
        if self.kind == "proportion":
            return f"{display.percent(self.low)} to {display.percent(self.high)}"
        return f"{self.low:.4g} to {self.high:.4g}"

    def as_table(self, title: str = "") -> display.Table:
        return display.Table(title or f"{self.name}: a simulation estimate", _ESTIMATE_COLUMNS, [self._row()],
                             notes=_ESTIMATE_NOTE)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


_ESTIMATE_COLUMNS = ("quantity", "estimate", "95% interval", "games", "method")
_ESTIMATE_NOTE = ("Estimates from seeded simulated games (floats, labelled ≈); the exact share or mean "
                  "of the sample is each estimate's exact value (.rows, to_csv).",)


def _wilson(hits, n: int, name: str, method: str = "Wilson score 95%") -> Estimate:
    """The Wilson score interval of ``hits`` in ``n``: inside [0, 1] and around the sample share;
    an all-true sample's upper bound is exactly 1 and an all-false one's lower bound exactly 0
    (the formula gives them only up to float rounding, e.g. 0.9999999999999999). ``hits`` may be
    a Fraction: the sum of shares in [0, 1] (a win shared by two counts 1/2)."""
    p = float(Fraction(hits, n))  # = hits / n for whole hits, correctly rounded either way
    d = 1 + _Z95**2 / n
    mid = (p + _Z95**2 / (2 * n)) / d
    half = _Z95 * math.sqrt(p * (1 - p) / n + _Z95**2 / (4 * n * n)) / d
    low = 0.0 if hits == 0 else min(p, max(0.0, mid - half))
    high = 1.0 if hits == n else max(p, min(1.0, mid + half))
    share = Fraction(hits, n)
    return Estimate(name, "proportion", p, low, high, n, method,
                    sympy.Rational(share.numerator, share.denominator))


# The 97.5% points of Student's t for 1..30 degrees of freedom (the standard table; the tests
# check them against scipy.stats.t.ppf). Past 30, the Cornish-Fisher expansion in z (terms to
# 1/dof^4) is accurate to 1e-6; scipy is not imported here because it takes seconds to load.
_T975 = (12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836, 2.446911851, 2.364624252,
         2.306004135, 2.262157163, 2.228138852, 2.200985160, 2.178812830, 2.160368656, 2.144786688,
         2.131449546, 2.119905299, 2.109815578, 2.100922040, 2.093024054, 2.085963447, 2.079613845,
         2.073873068, 2.068657610, 2.063898562, 2.059538553, 2.055529439, 2.051830516, 2.048407142,
         2.045229642, 2.042272456)


def _t_quantile(dof: int) -> tuple[float, str]:
    if dof >= 999:
        return _Z95, "normal 95% (z = 1.96)"
    if dof <= len(_T975):
        return _T975[dof - 1], f"Student t 95% ({dof} dof)"
    z, v = _Z95, dof
    t = (z + (z**3 + z) / (4 * v) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * v**2)
         + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * v**3)
         + (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / (92160 * v**4))
    return t, f"Student t 95% ({dof} dof)"


def _mean(values: list, name: str) -> Estimate:
    """The mean of exact numbers with its t interval (whole_game's paired differences use it)."""
    col = _Column()
    for v in values:
        col.add(name, v)
    return col.mean_estimate(name, len(values))


def _t_mean(total, squares, n: int, name: str) -> Estimate:
    """The mean and Student t interval from exact running sums: the sample variance
    (squares - total**2 / n) / (n - 1) is exactly sum((v - mean)**2) / (n - 1)."""
    mean = Fraction(total) / n
    exact = sympy.Rational(mean.numerator, mean.denominator)
    if n < 2:
        return Estimate(name, "mean", float(mean), -math.inf, math.inf, n, "one game: no interval", exact)
    var = (Fraction(squares) - Fraction(total) ** 2 / n) / (n - 1)
    q, method = _t_quantile(n - 1)
    half = q * math.sqrt(var / n)
    return Estimate(name, "mean", float(mean), float(mean) - half, float(mean) + half, n, method, exact)


@dataclass(frozen=True)
class Summary:
    """What :func:`simulate` found: one :class:`Estimate` per measured quantity.

    ``estimates`` maps a name to its estimate; a quantity measured as a label (a str) gives
    one proportion per label, named ``"name=label"``. ``values`` is every game's measure in
    order (game i played with ``game_seeds(seed, n)[i]``), kept only when simulate was asked
    (``keep_values=True``): otherwise simulate counts as it goes and holds no game.
    """

    game: str
    n: int
    seed: int
    estimates: Mapping[str, Estimate]
    kept_values: tuple | None = field(repr=False, default=None)

    @property
    def values(self) -> tuple:
        """Every game's measure (a mapping name -> value), in seed order; needs ``keep_values=True``."""
        if self.kept_values is None:
            raise ValueError("values: this simulation kept no game's measure (it counts as it goes); "
                             "call simulate(..., keep_values=True) to keep them")
        return self.kept_values

    def __getitem__(self, name: str) -> Estimate:
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not {type(name).__name__}")
        if name not in self.estimates:
            raise ValueError(f"no estimate named {name!r}; measured: {list(self.estimates)}")
        return self.estimates[name]

    def __str__(self) -> str:
        return "\n".join([f"{self.game}: {self.n} games, seed {self.seed}"]
                         + [f"  {e}" for e in self.estimates.values()])

    def as_table(self, title: str = "") -> display.Table:
        """One row per estimate: its value (labelled ≈), 95% interval, games and method."""
        return display.Table(title or f"{self.game}: {self.n:,} simulated games (seed {self.seed})",
                             _ESTIMATE_COLUMNS, [e._row() for e in self.estimates.values()],
                             notes=_ESTIMATE_NOTE)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _as_dict(v) -> dict:
    return dict(v) if isinstance(v, Mapping) else {"measure": v}


# -- counting as the games are played (exact running sums; memory does not grow with n)
_KINDS = "exact rational numbers, bools or str labels (one kind per quantity)"


class _Column:
    """One measured quantity, accumulated game by game: a count of True (bools), a count per
    label (str), or exact running sums of the values and their squares (numbers; ints while the
    values are whole, Fractions after). ``binary``: every number so far is 0 or 1 (a proportion);
    ``unit``: every number so far lies in [0, 1] (a share, e.g. a win shared by two is 1/2)."""

    __slots__ = ("kind", "games", "hits", "labels", "total", "squares", "binary", "unit")

    def __init__(self):
        self.kind, self.games, self.hits, self.labels = None, 0, 0, Counter()
        self.total, self.squares, self.binary, self.unit = 0, 0, True, True

    def _kind(self, name: str, kind: str) -> None:
        if self.kind is None:
            self.kind = kind
        elif self.kind != kind:
            raise TypeError(f"measure {name!r} must give {_KINDS}; it gave a {kind} after a {self.kind}")

    def add(self, name: str, x) -> None:
        self.games += 1
        if isinstance(x, bool):
            self._kind(name, "bool")
            self.hits += x
        elif isinstance(x, str):
            self._kind(name, "label")
            self.labels[x] += 1
        else:
            v = x if type(x) in (int, Fraction) else exact_number(x, f"measure {name!r}")  # fast path
            if not isinstance(v, Fraction | int):
                raise TypeError(f"measure {name!r} must give {_KINDS}, not {x!r}")
            if self.kind != "number":
                self._kind(name, "number")
            if v.denominator == 1:
                v = v.numerator  # whole numbers sum as ints (fast, and the same exact sums)
            self.total += v
            self.squares += v * v
            self.binary = self.binary and v in (0, 1)
            self.unit = self.unit and 0 <= v <= 1

    def merge(self, name: str, other: _Column) -> None:
        """Add another chunk's counts of the same quantity (worker processes)."""
        if other.kind is not None:
            self._kind(name, other.kind)
        self.games += other.games
        self.hits += other.hits
        self.labels.update(other.labels)
        self.total += other.total
        self.squares += other.squares
        self.binary = self.binary and other.binary
        self.unit = self.unit and other.unit

    def mean_estimate(self, name: str, n: int) -> Estimate:
        return _t_mean(self.total, self.squares, n, name)

    def estimates(self, name: str, n: int) -> list[Estimate]:
        """This quantity's estimates: a proportion (bools, numbers that are all 0 or 1), one
        proportion per label, a share (numbers all in [0, 1]) or a mean with its t interval.

        A share gets the Wilson interval of its mean: a value in [0, 1] with mean p has variance
        at most p(1 - p), the Bernoulli one, so the interval is conservative and stays in [0, 1],
        where a t interval of, say, 11 wins and a shared win in 12 games reaches 1.04."""
        if self.kind == "bool":
            return [_wilson(self.hits, n, name)]
        if self.kind == "label":
            return [_wilson(c, n, f"{name}={lab}") for lab, c in sorted(self.labels.items())]
        if self.binary:
            return [_wilson(self.total, n, name)]
        if self.unit:
            return [_wilson(self.total, n, name, "Wilson score 95% (shares in [0, 1]; conservative)")]
        return [self.mean_estimate(name, n)]


class _Counts:
    """Every quantity's :class:`_Column`, in the order first measured (and, if asked, each game's
    measure). One per call, or per chunk in a worker process: nothing is shared between calls."""

    def __init__(self, keep: bool):
        self.games = 0
        self.columns: dict[str, _Column] = {}
        self.values: list | None = [] if keep else None

    def add(self, measured) -> None:
        self.games += 1
        v = _as_dict(measured)
        for k, x in v.items():
            if not isinstance(k, str):
                raise TypeError(f"measure must name its quantities with str keys, not {k!r}")
            col = self.columns.get(k)
            if col is None:
                col = self.columns[k] = _Column()
            col.add(k, x)
        if self.values is not None:
            self.values.append(v)

    def merge(self, other: _Counts) -> None:
        self.games += other.games
        for k, col in other.columns.items():
            self.columns.setdefault(k, _Column()).merge(k, col)
        if self.values is not None:
            self.values.extend(other.values)

    def summary(self, name: str, n: int, seed: int) -> Summary:
        """The Summary of the ``n`` games counted here (the game named ``name``, seed ``seed``)."""
        est: dict[str, Estimate] = {}
        source: dict[str, str] = {}
        for k, col in self.columns.items():
            if col.games != n:
                raise ValueError(f"measure gave {k!r} in only {col.games} of {n} games")
            for e in col.estimates(k, n):
                if e.name in est:
                    raise ValueError(f"measure: two quantities give the estimate name {e.name!r} (from "
                                     f"{source[e.name]!r} and {k!r}; a label x of quantity q is named "
                                     f"'q=x'): rename one")
                est[e.name], source[e.name] = e, k
        kept = None if self.values is None else tuple(MappingProxyType(v) for v in self.values)
        return Summary(name, n, seed, MappingProxyType(est), kept)


