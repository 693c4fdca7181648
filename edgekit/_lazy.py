"""Heavy libraries bound at import time but loaded on first use.

``import edgekit`` and ``readings.get(...)`` must stay close to ``import sympy`` alone
(benchmarks/imports.py), yet networkx and numpy are needed only once a graph is built or a
layout counted. The standard library's :class:`importlib.util.LazyLoader` does exactly this:
``nx = lazy("networkx")`` at the top of a module, and networkx is imported the first time an
attribute of ``nx`` is used.
"""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

__all__ = ["lazy", "exports"]


def lazy(name: str) -> ModuleType:
    """The module ``name``, loaded when one of its attributes is first used."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    if spec is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def exports(package: str, names: dict[str, str]):
    """A package's public names, each loaded from its module on first use.

    ``names`` maps a public name to the module (relative to ``package``, e.g. ``".rules.win"``)
    that defines it. Returns ``(__all__, __getattr__, __dir__)`` for the package's
    ``__init__``, so ``import edgekit.edge_city`` loads no submodule until a name is used and
    import order never matters (PEP 562 module ``__getattr__``; the standard library has no
    helper for a name -> module table, so this is the whole of it).
    """
    import importlib

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
