"""Heavy libraries bound at import time but loaded on first use.

``import edgekit`` and ``readings.get(...)`` must stay close to ``import sympy`` alone
(benchmarks/imports.py), yet networkx and numpy are needed only once a graph is built or a
layout counted. ``nx = lazy("networkx")`` at the top of a module binds a stand-in module; the
first time an attribute of ``nx`` is used, networkx is imported and its names copied into the
stand-in, so later look-ups cost what a module's do.

Thread-safe: the import itself is the standard library's (``importlib.import_module``, whose
per-module lock makes a second thread wait for the first to finish). The standard library's
``importlib.util.LazyLoader`` is not, before Python 3.12: two threads touching a lazy module at
once (a thread pool, a Dask worker's threads simulating) could see it half executed
("module 'numpy' has no attribute 'array'").
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType

__all__ = ["lazy", "exports"]


class _Lazy(ModuleType):
    """A module loaded on its first attribute look-up (see the module docstring)."""

    def __getattr__(self, attr: str):   # only for names not (yet) in the stand-in's namespace
        real = importlib.import_module(self.__name__)
        self.__dict__.update(real.__dict__)
        return getattr(real, attr)


def lazy(name: str) -> ModuleType:
    """The module ``name``, loaded when one of its attributes is first used."""
    if name in sys.modules:
        return sys.modules[name]
    if importlib.util.find_spec(name) is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    return _Lazy(name)


def exports(package: str, names: dict[str, str]):
    """A package's public names, each loaded from its module on first use.

    ``names`` maps a public name to the module (relative to ``package``, e.g. ``".rules.win"``)
    that defines it. Returns ``(__all__, __getattr__, __dir__)`` for the package's
    ``__init__``, so ``import edgekit.edge_city`` loads no submodule until a name is used and
    import order never matters (PEP 562 module ``__getattr__``; the standard library has no
    helper for a name -> module table, so this is the whole of it).
    """
    table = dict(names)

    def __getattr__(name: str):
        where = table.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(where, package), name)
        setattr(sys.modules[package], name, value)  # later lookups skip this function
        return value

    def __dir__() -> list[str]:
        return sorted(set(table) | set(vars(sys.modules[package])))

    return list(table), __getattr__, __dir__
