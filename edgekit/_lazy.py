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

__all__ = ["lazy"]


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
