"""Strict argument checks shared by the Edge City modules (issue 9: never run caller text).

Each helper names the argument in its message. Values from callers are never sympified:
int (not bool), Fraction and sympy numbers/expressions are accepted; str and float are refused.
"""

from __future__ import annotations

from fractions import Fraction

import sympy


def whole(value, name: str, lo: int | None = None, hi: int | None = None, *, what: str = "") -> int:
    """``value`` as an int in ``lo..hi`` (bool and float refused); errors name ``name``."""
    rng = (f" from {lo} to {hi}" if lo is not None and hi is not None else
           f" of at least {lo}" if lo is not None else f" of at most {hi}" if hi is not None else "")
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number{rng}{what}, not {value!r}")
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        raise ValueError(f"{name} must be a whole number{rng}{what}, not {value!r}")
    return value


def flag(value, name: str) -> bool:
    """``value`` if it is a real bool, else TypeError naming ``name``."""
    if not isinstance(value, bool):
        raise TypeError(f"{name} must be True or False, not {value!r}")
    return value


def exact(value, name: str) -> sympy.Expr:
    """An exact number or sympy expression as sympy (never parsed from text), else TypeError."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an exact number or sympy expression, not {value!r}")
    if isinstance(value, int):
        return sympy.Integer(value)
    if isinstance(value, Fraction):
        return sympy.Rational(value.numerator, value.denominator)
    if isinstance(value, sympy.Basic) and not isinstance(value, sympy.Float) and not value.atoms(sympy.Float):
        return value
    raise TypeError(f"{name} must be an int, Fraction or sympy expression (not text or a float), "
                    f"not {value!r}")


def name_str(value, name: str) -> str:
    """A non-empty string, else TypeError/ValueError naming ``name``."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a string, not {type(value).__name__}")
    if not value.strip():
        raise ValueError(f"{name} must not be empty")
    return value
