"""Strict conversion of caller values: no text ever becomes code (issue 9).

Every public callable that takes a number, an exact probability, an expression
or a flag from a caller converts it with one of these helpers, which name the
argument in every error:

>>> as_whole("timer", 3, lo=1, hi=6)
3
>>> as_whole("timer", 1.5, lo=1, hi=6)
Traceback (most recent call last):
...
TypeError: timer must be a whole number from 1 to 6, not 1.5 (float)
>>> as_exact("deck_size", Fraction(1, 2))
1/2
>>> as_flag("same_colour", "no")
Traceback (most recent call last):
...
TypeError: same_colour must be True or False, not 'no' (str)

Accepted exact values: ``int`` (not ``bool``), :class:`fractions.Fraction`, and
sympy numbers, symbols and expressions (never a sympy ``Float``). A ``str`` is
always refused (``sympy.sympify`` would run it as Python code), and so is a
``float`` (it cannot stand for an exact fraction).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import sympy

__all__ = ["as_exact", "as_whole", "as_seed", "as_flag", "as_name", "as_fraction"]


def _show(value: Any) -> str:
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{text} ({type(value).__name__})"


def _check_name(name: Any) -> None:
    if not isinstance(name, str) or not name.strip():
        raise TypeError(f"name must be the argument's name (a non-empty str), not {_show(name)}")


def _range_text(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f" from {lo} to {hi}"
    if lo is not None:
        return f" >= {lo}"
    if hi is not None:
        return f" <= {hi}"
    return ""


def as_exact(name: str, value: Any, *, symbolic: bool = True) -> sympy.Expr:
    """``value`` as an exact sympy number or expression; ``name`` is the argument's name.

    With ``symbolic=False`` only numbers (no free symbols) are accepted.
    Raises TypeError for str, float, bool, sympy Float and any other type.
    """
    _check_name(name)
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an exact number (int, Fraction or sympy), not {_show(value)}")
    if isinstance(value, int):
        return sympy.Integer(value)
    if isinstance(value, Fraction):
        return sympy.Rational(value.numerator, value.denominator)
    if isinstance(value, sympy.Expr):
        if value.has(sympy.Float):
            raise TypeError(f"{name} must be exact, not the inexact sympy Float {_show(value)}; "
                            "use sympy.Rational")
        if value.has(sympy.nan, sympy.zoo, sympy.oo, -sympy.oo):
            raise ValueError(f"{name} must be finite, not {_show(value)}")
        if not symbolic and value.free_symbols:
            raise TypeError(f"{name} must be a number, not the expression {_show(value)}")
        return value
    if isinstance(value, float):
        raise TypeError(f"{name} must be an exact number, not the float {_show(value)}; "
                        "use fractions.Fraction or sympy.Rational")
    raise TypeError(f"{name} must be an exact number (int, Fraction or sympy), not {_show(value)}")


def as_fraction(name: str, value: Any) -> Fraction:
    """``value`` as a :class:`fractions.Fraction` (int, Fraction or a sympy rational)."""
    _check_name(name)
    x = as_exact(name, value, symbolic=False)
    if not x.is_Rational:
        raise TypeError(f"{name} must be a rational number, not {_show(value)}")
    return Fraction(int(x.p), int(x.q))


def as_whole(name: str, value: Any, lo: int | None = None, hi: int | None = None) -> int:
    """``value`` as a Python ``int`` within ``lo..hi`` (inclusive; None = unbounded).

    Accepts int and sympy Integer; refuses bool, float (even 2.0), str and the rest
    with a TypeError, and an out-of-range whole number with a ValueError.
    """
    _check_name(name)
    for bound, b in (("lo", lo), ("hi", hi)):
        if b is not None and (isinstance(b, bool) or not isinstance(b, int)):
            raise TypeError(f"{bound} must be a whole number or None, not {_show(b)}")
    if lo is not None and hi is not None and lo > hi:
        raise ValueError(f"lo must be <= hi, not lo={lo}, hi={hi}")
    if isinstance(value, bool) or not isinstance(value, (int, sympy.Integer)):
        raise TypeError(f"{name} must be a whole number{_range_text(lo, hi)}, not {_show(value)}")
    n = int(value)
    if (lo is not None and n < lo) or (hi is not None and n > hi):
        shown = str(n) if abs(n) < 10**30 else f"a number of {len(str(abs(n)))} digits"
        raise ValueError(f"{name} must be a whole number{_range_text(lo, hi)}, not {shown}")
    return n


def as_seed(name: str, value: Any) -> int:
    """``value`` as a random seed: a Python ``int`` >= 0 (bool, float and the rest refused).

    ``random.Random(-s)`` is ``random.Random(s)`` (it seeds from the absolute value), so a
    negative seed would silently replay another seed's draws; distinct seeds must give distinct
    draws, so it is refused. Every seed edgekit takes is checked here.
    """
    _check_name(name)
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number >= 0 (a seed), not {_show(value)}")
    if value < 0:
        shown = str(value) if value > -10**30 else f"a negative number of {len(str(-value))} digits"
        raise ValueError(f"{name} must be a whole number >= 0, not {shown} (random.Random(-s) draws "
                         f"the same as seed s, so a negative seed would replay a positive one)")
    return value


def as_flag(name: str, value: Any) -> bool:
    """``value`` as a bool: only ``True`` or ``False`` (numpy bools too), never "no" or 1."""
    _check_name(name)
    if isinstance(value, bool):
        return value
    if type(value).__name__ == "bool_" and type(value).__module__ == "numpy":
        return bool(value)
    raise TypeError(f"{name} must be True or False, not {_show(value)}")


def as_name(name: str, value: Any, allowed: Any = None) -> str:
    """``value`` as a non-empty name; with ``allowed``, one of those names (ValueError otherwise)."""
    _check_name(name)
    if allowed is not None:
        if isinstance(allowed, (str, bytes)) or not hasattr(allowed, "__iter__"):
            raise TypeError(f"allowed must be a collection of names, not {_show(allowed)}")
        allowed = list(allowed)
        if not allowed or not all(isinstance(a, str) and a.strip() for a in allowed):
            raise ValueError(f"allowed must hold at least one name, all str, not {allowed!r:.60}")
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a name (str), not {_show(value)}")
    if not value.strip():
        raise ValueError(f"{name} must be a non-empty name, not {value!r}")
    if allowed is not None and value not in allowed:
        raise ValueError(f"{name} must be one of the allowed names {allowed}, not {value!r}")
    return value

