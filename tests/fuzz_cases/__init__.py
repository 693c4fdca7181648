"""Base cases for the fuzz harness (tests/test_fuzz.py), one file per package.

Each module here defines ``CASES``: ``{public name: case(...)}`` with valid arguments
for one public callable, and ``EXEMPT``: ``{public name: reason}`` for a callable
that must not be fuzzed (say why). The public name is the dotted path under which
the callable is listed in an ``__all__`` (``edgekit.edge_city.win_number``), or
``module.Class.method`` for a class's public class/static methods (and, optionally,
instance methods: give ``target=`` a zero-argument function returning the bound
method). Each package's engineer owns its file; tests/test_fuzz.py finds every
module in this folder by itself.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Case:
    """Valid arguments for one callable.

    ``target``: a zero-argument function giving the callable (for instance methods);
    ``returns``: the type(s) a result may have (default: the base result's kind);
    ``skip``: argument names the harness must not replace (with the reason in ``why``).
    """

    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    target: Callable[[], Callable] | None = None
    returns: type | tuple[type, ...] | None = None
    skip: tuple[str, ...] = ()
    why: str = ""


def case(*args: Any, target=None, returns=None, skip=(), why="", **kwargs: Any) -> Case:
    """A base case: ``case(3, seed=1)`` means ``f(3, seed=1)`` is a valid call."""
    return Case(tuple(args), dict(kwargs), target, returns, tuple(skip), why)


def load_all() -> tuple[dict[str, Case], dict[str, str], dict[str, str]]:
    """Every module's CASES and EXEMPT merged, and which file gave each name."""
    cases: dict[str, Case] = {}
    exempt: dict[str, str] = {}
    owner: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        mod = importlib.import_module(f"{__name__}.{info.name}")
        for name, c in getattr(mod, "CASES", {}).items():
            if name in owner:
                raise ValueError(f"{name} has a case in both {owner[name]} and {info.name}")
            cases[name], owner[name] = c, info.name
        for name, why in getattr(mod, "EXEMPT", {}).items():
            if not why:
                raise ValueError(f"{info.name}: exemption of {name} gives no reason")
            exempt[name], owner[name] = why, info.name
    return cases, exempt, owner
