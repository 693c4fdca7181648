"""The registry of headline functions, and what it computes: what each ambiguity changes.

A *headline function* takes one option of a reading and returns the quantities
that reading affects, ``{label: exact value}``, by calling the public edgekit
functions with that option; :func:`headline` registers one. :func:`compare` runs it under
every option side by side; :func:`impact` says how much the ambiguity matters: the largest
change it causes in any headline *probability* (labels that start with ``"P("``; other
labels, such as Win Numbers, are shown but not scored).

The headline functions live beside this module, one module per game (:data:`GAME_MODULES`);
every lookup here imports them first (once), so the registry is complete whatever was
imported before, and importing the registry alone loads no game.

Readings without a headline function are listed by :func:`missing` ("no
headline computed yet"); the readings explorer shows them all the same.

>>> impact("column_edge").change
5/36
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import sympy

from .. import readings
from ..dist import is_symbolic_value
from ..exact import as_exact

__all__ = ["headline", "has_headline", "compare", "impact", "impacts", "missing", "Comparison",
           "Impact", "is_probability_label", "NO_EFFECT"]

_HEADLINES: dict[str, Callable[[str], dict[str, Any]]] = {}

# The modules that define headline functions (edgekit.headlines.<module>); _registered() imports them.
GAME_MODULES = ("cyberpunk_ccg", "edge_city", "matrix", "rogue_agent")


def _registered() -> Mapping[str, Callable[[str], dict[str, Any]]]:
    """Every headline function, once the game modules that define them are imported (an import
    in a function: they import :func:`headline` from here)."""
    from . import cyberpunk_ccg, edge_city, matrix, rogue_agent  # noqa: F401  (GAME_MODULES)

    return _HEADLINES

# Readings whose options were shown to give the same results everywhere (the headline shows the
# agreement; the reason says why and where it is checked).
NO_EFFECT: Mapping[str, str] = MappingProxyType({
    "return_to_start": "a route that passes back through the start can always be cut short at its last "
                       "visit, for less TP and no more Zone cards; tests/edge_city/test_travel.py checks "
                       "reach, costs and safest routes under both options against every walk",
})


def _reading(reading_id: Any) -> readings.Reading:
    """The registered reading ``reading_id``; a TypeError, or an UnknownReading (a KeyError and a
    ValueError) naming the known readings, that names the argument."""
    if not isinstance(reading_id, str):
        raise TypeError(f"reading_id must be a reading id (str), not {type(reading_id).__name__} "
                        f"({reading_id!r:.40})")
    try:
        return readings.get(reading_id)
    except readings.UnknownReading as e:
        raise readings.UnknownReading(f"reading_id: {e}") from None


def headline(reading_id: str) -> Callable:
    """Decorator: register ``fn(option) -> {label: exact value}`` as the headline of a reading."""
    _reading(reading_id)  # refused here, not only when the decorator is applied

    def deco(fn):
        if not callable(fn):
            raise TypeError(f"a headline is a function option -> {{label: exact value}}, not {fn!r:.40}")
        if reading_id in _HEADLINES:
            raise ValueError(f"reading {reading_id!r} already has a headline function")
        _HEADLINES[reading_id] = fn
        return fn

    return deco


def has_headline(reading_id: str) -> bool:
    """Is there a headline function for this reading?"""
    if not isinstance(reading_id, str):
        raise TypeError(f"reading_id must be a reading id (str), not {type(reading_id).__name__}")
    return reading_id in _registered()


def is_probability_label(label: str) -> bool:
    """Headline probabilities are labelled ``"P(...)"``; only they count towards :func:`impact`."""
    if not isinstance(label, str):
        raise TypeError(f"label must be a headline label (str), not {type(label).__name__}")
    return label.startswith("P(")


@dataclass(frozen=True)
class Comparison:
    """The headline quantities of one reading under every option: ``values[label][option]``
    (read-only mappings)."""

    reading: readings.Reading
    values: Mapping[str, Mapping[str, Any]]

    def __post_init__(self):  # compare() is cached: its values are read-only
        object.__setattr__(self, "values", MappingProxyType(
            {q: MappingProxyType(dict(by_opt)) for q, by_opt in self.values.items()}))

    @property
    def labels(self) -> list[str]:
        return list(self.values)

    def under(self, option: str) -> dict[str, Any]:
        """``{label: value}`` under one option (``ValueError`` naming the options otherwise)."""
        try:
            option = self.reading.check(option)
        except (TypeError, ValueError) as e:
            raise type(e)(f"option: {e}") from None
        return {q: by_opt[option] for q, by_opt in self.values.items()}

    def changed(self) -> list[str]:
        """The labels whose value is not the same under every option."""
        return [q for q, by_opt in self.values.items() if len(set(by_opt.values())) > 1]


@dataclass(frozen=True)
class Impact:
    """How much a reading matters: the largest change in a headline probability between two options."""

    reading: str
    change: Any  # exact: sympy.Rational (or an expression if the quantities are symbolic)
    label: str  # the headline probability that changes most ("" if none changes)
    options: tuple[str, str]  # the options giving its smallest and largest value


def compare(reading_id: str) -> Comparison:
    """Every headline quantity of ``reading_id`` under every option, side by side (cached).

    ``KeyError`` if the reading has no headline function yet (see :func:`missing`).
    """
    _reading(reading_id)
    return _compare(reading_id)


@functools.cache
def _compare(reading_id: str) -> Comparison:
    r = readings.get(reading_id)
    fn = _registered().get(reading_id)
    if fn is None:
        raise KeyError(f"no headline computed yet for reading {reading_id!r}")
    per_option = {opt: fn(opt) for opt in r.options}
    labels = list(per_option[r.default])
    for opt, vals in per_option.items():
        if list(vals) != labels:
            raise ValueError(f"headline of {reading_id!r}: option {opt!r} gives different quantities")
    # read-only views: the comparison is cached, so a caller's change would reach every later call
    return Comparison(r, MappingProxyType({q: MappingProxyType({opt: per_option[opt][q] for opt in r.options})
                                           for q in labels}))


compare.cache_clear = _compare.cache_clear  # (tests and readings.recording(fresh=True) empty it)


def _numeric(x) -> bool:
    return not is_symbolic_value(x)


def impact(reading_id: str) -> Impact:
    """The largest change the reading causes in any headline probability, with where it happens (cached).

    Symbolic probabilities (e.g. unknown dice-face mixes) are compared only when
    their difference is a number; otherwise the change is reported as the
    expression of the first such quantity, unsorted.
    """
    _reading(reading_id)
    return _impact(reading_id)


@functools.cache
def _impact(reading_id: str) -> Impact:
    comp = compare(reading_id)
    best = Impact(reading_id, sympy.Integer(0), "", (comp.reading.default, comp.reading.default))
    symbolic = None
    for q, by_opt in comp.values.items():
        if not is_probability_label(q):
            continue
        opts = list(by_opt)
        for i, a in enumerate(opts):
            for b in opts[i + 1:]:
                # strict conversion, never sympify (issue 9): the values are exact numbers
                d = (as_exact(f"{q} under {b!r}", by_opt[b])
                     - as_exact(f"{q} under {a!r}", by_opt[a]))
                d = d if _numeric(d) else sympy.simplify(d)
                if not _numeric(d):
                    symbolic = symbolic or Impact(reading_id, sympy.Abs(d), q, (a, b))
                    continue
                if abs(d) > best.change:
                    lo, hi = (a, b) if d > 0 else (b, a)
                    best = Impact(reading_id, abs(d), q, (lo, hi))
    if best.change == 0 and symbolic is not None:
        return symbolic
    return best


impact.cache_clear = _impact.cache_clear


def impacts() -> list[Impact]:
    """:func:`impact` for every reading with a headline, largest numeric change first."""
    found = [impact(r.id) for r in readings.all() if r.id in _registered()]
    return sorted(found, key=lambda i: (not _numeric(i.change),
                                        -float(i.change) if _numeric(i.change) else 0, i.reading))


def missing() -> list[readings.Reading]:
    """Registered readings with no headline function yet."""
    return [r for r in readings.all() if r.id not in _registered()]

