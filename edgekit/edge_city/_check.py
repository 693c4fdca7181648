"""Strict argument checks shared by the Edge City modules (issue 9: never run caller text).

Each helper names the argument in its message. Values from callers are never sympified:
int (not bool), Fraction and sympy numbers/expressions are accepted; str and float are refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import sympy

from ..exact import as_exact, as_flag, as_whole


def whole(value, name: str, lo: int | None = None, hi: int | None = None, *, what: str = "") -> int:
    """``value`` as an int in ``lo..hi`` (bool and float refused); errors name ``name``.

    :func:`edgekit.exact.as_whole`, with the rule it comes from (``what``) added to the message.
    """
    try:
        return as_whole(name, value, lo, hi)
    except (TypeError, ValueError) as e:
        raise type(e)(f"{e}{what}") from None


def flag(value, name: str) -> bool:
    """``value`` if it is a real bool, else TypeError naming ``name`` (:func:`edgekit.exact.as_flag`)."""
    return as_flag(name, value)


def exact(value, name: str) -> sympy.Expr:
    """An exact number or sympy expression, never parsed from text (:func:`edgekit.exact.as_exact`)."""
    return as_exact(name, value)


def frozen(obj):
    """A read-only view of nested dicts/lists (mapping proxies and tuples), for cached data."""
    if isinstance(obj, Mapping):
        return MappingProxyType({k: frozen(v) for k, v in obj.items()})
    if isinstance(obj, list):
        return tuple(frozen(v) for v in obj)
    return obj


def load_keyed(path: str, columns: Mapping, key: str) -> dict:
    """Rows of a data file by their ``key`` column; a repeated key is a DataError naming the file
    and both lines (:func:`edgekit.data.load_csv` with ``key=`` checks it)."""
    from ..data import load_csv

    return {r[key]: r for r in load_csv(path, columns, key=key)}


def game_rule(fn):
    """Like ``readings.uses(game="Edge City")`` for a rule function that follows no reading, but
    cheap enough for hot paths (tile kinds, Levels, two dice): ``rules=`` is accepted and checked
    (a Rules value of Edge City, or None), the signature shows it, and ``.explain`` returns an
    :class:`edgekit.readings.Answer` with the sections the docstring cites.
    """
    import functools
    import inspect

    from .. import readings

    game = "Edge City"

    @functools.wraps(fn)
    def wrapper(*args, rules=None, **kwargs):
        if rules is not None and not (isinstance(rules, readings.Rules) and rules.game == game):
            raise TypeError(f"rules must be a Rules value of {game} (readings.defaults({game!r})), "
                            f"not {rules!r}")
        return fn(*args, **kwargs)

    cite = readings.cites_of(fn.__doc__)

    def explain(*args, rules=None, **kwargs):
        value = wrapper(*args, rules=rules, **kwargs)
        return readings.Answer(value=value, readings={}, cite=cite,
                               rules=rules if rules is not None else readings.defaults(game))

    sig = inspect.signature(fn)
    params = list(sig.parameters.values())
    rp = inspect.Parameter("rules", inspect.Parameter.KEYWORD_ONLY, default=None, annotation="Rules | None")
    at = next((k for k, p in enumerate(params) if p.kind is inspect.Parameter.VAR_KEYWORD), len(params))
    params.insert(at, rp)
    wrapper.__signature__ = sig.replace(parameters=params)
    wrapper.readings, wrapper.game, wrapper.cite, wrapper.explain = (), game, cite, explain
    return wrapper
