"""Strict conversion of caller values for the Cyberpunk CCG modules (issue 9).

Thin wrappers over :mod:`edgekit.exact` where it exists: every error names the argument, a bool is
never a whole number, a flag is only ``True``/``False``, and no text is ever turned into code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

try:  # the core helper (issue 9); the fallback below has the same behaviour
    from ..exact import as_flag, as_name, as_whole
except ImportError:  # pragma: no cover - before edgekit.exact lands
    def as_whole(name: str, value: Any, lo: int | None = None, hi: int | None = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be a whole number, not {value!r} ({type(value).__name__})")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {value}")
        return int(value)

    def as_flag(name: str, value: Any) -> bool:
        if isinstance(value, bool):
            return value
        raise TypeError(f"{name} must be True or False, not {value!r} ({type(value).__name__})")

    def as_name(name: str, value: Any, allowed: Any = None) -> str:
        if not isinstance(value, str):
            raise TypeError(f"{name} must be a name (str), not {value!r} ({type(value).__name__})")
        if not value.strip():
            raise ValueError(f"{name} must be a non-empty name, not {value!r}")
        if allowed is not None and value not in list(allowed):
            raise ValueError(f"{name} must be one of {list(allowed)}, not {value!r}")
        return value

__all__ = ["as_whole", "as_flag", "as_name", "whole_list", "MAX_STAT", "MAX_CARDS"]

MAX_STAT = 1000     # no printed card value comes near; larger values are refused as typos
MAX_CARDS = 1000    # decks, hands and pools: a documented size limit


def whole_list(name: str, values: Any, *, lo: int = 0, hi: int = MAX_STAT, nonempty: bool = False,
               max_len: int = MAX_CARDS) -> list[int]:
    """A list of whole numbers (Powers, costs...) from any iterable except a str or a mapping."""
    if isinstance(values, (str, bytes)) or isinstance(values, dict) or not isinstance(values, Iterable):
        raise TypeError(f"{name} must be a list of whole numbers, not {values!r}")
    out = []
    for i, v in enumerate(values):
        if i >= max_len:
            raise ValueError(f"{name} may hold at most {max_len} values")
        out.append(as_whole(f"each of {name}", v, lo, hi))
    if nonempty and not out:
        raise ValueError(f"{name} must hold at least one value")
    return out
