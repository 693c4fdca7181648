"""Argument checks shared by the explorers and their HTML/figure helpers (issue 19).

An explorer hands its arguments to ipywidgets controls, whose own validation raises a
``TraitError`` (or silently clips a slider's value to its range: a wrong answer shown as a
right one). So every argument is checked here first, and a bad one is a ``ValueError`` or
``TypeError`` that names it. Whole numbers, flags and names use :mod:`edgekit.exact`.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator, Mapping
from typing import Any

from ..exact import _show, as_flag, as_fraction, as_name, as_whole

__all__ = ["as_flag", "as_fraction", "as_name", "as_whole", "text", "option", "reading_id", "named",
           "shaped", "figure", "axes", "mapping", "dist"]


def text(name: str, value: Any, *, none: bool = False) -> str | None:
    """``value`` if it is a str (or None, with ``none``): a TypeError naming ``name`` otherwise."""
    if value is None and none:
        return None
    if not isinstance(value, str):
        raise TypeError(f"{name} must be text (str){' or None' if none else ''}, not {_show(value)}")
    return value


def option(name: str, value: Any, options) -> Any:
    """``value`` if it is one of ``options`` (same type and equal): a dropdown's value."""
    options = list(options)
    for o in options:
        if type(value) is type(o) and value == o:
            return o
    if not any(type(value) is type(o) for o in options):
        raise TypeError(f"{name} must be one of {options}, not {_show(value)}")
    raise ValueError(f"{name} must be one of {options}, not {value!r}")


def reading_id(name: str, value: Any):
    """The registered reading ``value`` (its id): errors name ``name``."""
    from .. import readings

    if not isinstance(value, str):
        raise TypeError(f"{name} must be a reading id (str), not {_show(value)}")
    try:
        return readings.get(value)
    except readings.UnknownReading as e:
        raise readings.UnknownReading(f"{name}: {e}") from None


def _names(error: BaseException, name: str) -> bool:
    """Does the message start with the argument's name (``name must``, ``name: ``, ``name[0]``)?"""
    return re.match(rf"{re.escape(name)}\b", str(error)) is not None


@contextlib.contextmanager
def named(name: str, unless: tuple[str, ...] = ()) -> Iterator[None]:
    """A ValueError/TypeError raised inside about this argument names it (prefixed ``name: ``).

    For arguments handed on to a library function whose message names its own parameter
    (``status`` for an explorer's ``attacker``). A message that starts with one of ``unless``
    is about another argument, and is left as it is.
    """
    try:
        yield
    except (ValueError, TypeError) as e:
        if any(_names(e, n) for n in (name, *unless)):
            raise
        try:
            new = type(e)(f"{name}: {e}")
        except Exception:  # an exception class with another signature
            new = (TypeError if isinstance(e, TypeError) else ValueError)(f"{name}: {e}")
        raise new from e


@contextlib.contextmanager
def shaped(name: str, what: str) -> Iterator[None]:
    """For an argument that is one of edgekit's own results (a state, a log, a table): whatever
    breaks while reading it (a missing key, a wrong-typed entry) is a TypeError naming it."""
    try:
        yield
    except (KeyError, IndexError, AttributeError, TypeError, ValueError) as e:
        if isinstance(e, (ValueError, TypeError)) and _names(e, name):
            raise
        raise TypeError(f"{name} must be {what} ({type(e).__name__}: {e})") from None


def mapping(name: str, value: Any, what: str, keys=()) -> Mapping:
    """``value`` if it is a mapping holding ``keys``."""
    if not isinstance(value, Mapping):
        raise TypeError(f"{name} must be {what} (a mapping), not {_show(value)}")
    missing = [k for k in keys if k not in value]
    if missing:
        raise ValueError(f"{name} must be {what}; it has no {missing}")
    return value


def figure(name: str, value: Any):
    """``value`` if it is a matplotlib Figure."""
    from matplotlib.figure import Figure

    if not isinstance(value, Figure):
        raise TypeError(f"{name} must be a matplotlib Figure, not {_show(value)}")
    return value


def axes(name: str, value: Any):
    """``value`` if it is None or a matplotlib Axes."""
    from matplotlib.axes import Axes

    if value is not None and not isinstance(value, Axes):
        raise TypeError(f"{name} must be a matplotlib Axes or None, not {_show(value)}")
    return value


def dist(name: str, value: Any, *, none: bool = False):
    """``value`` if it is an edgekit Dist (or None, with ``none``)."""
    from ..dist import Dist

    if value is None and none:
        return None
    if not isinstance(value, Dist):
        raise TypeError(f"{name} must be a Dist{' or None' if none else ''}, not {_show(value)}")
    return value
