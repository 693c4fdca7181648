"""Strict conversion of caller values for the Cyberpunk CCG modules (issue 9).

The helpers of :mod:`edgekit.exact` (every error names the argument, a bool is never a whole
number, a flag is only ``True``/``False``, no text is ever turned into code), plus a list of whole
numbers and the package's documented size limits.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..exact import as_flag, as_name, as_whole

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
