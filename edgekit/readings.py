"""Readings: every gap, contradiction and ambiguity in a rulebook, as a named switch.

A :class:`Reading` has an id (also the keyword argument that selects it), the
game, the question in one sentence, its options (each with a one-line meaning),
a default with the reason for it, and the rulebook sections it concerns.

Rule functions declare the readings they depend on with :func:`uses`; the
decorator checks every reading keyword against its options (a clear
``ValueError`` naming the allowed values), fills in defaults, and, where the
result can carry it, records the readings used on the result (``.readings``).

>>> from edgekit import readings
>>> r = readings.get("table_rows")
>>> r.default
'linear'
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Reading", "register", "get", "all", "by_game", "resolve", "uses", "Answer"]

GAMES = ("Edge City", "Rogue Agent", "Matrix", "Cyberpunk CCG")


@dataclass(frozen=True)
class Reading:
    """One switchable reading of an unclear or missing rule."""

    id: str
    game: str
    question: str
    options: Mapping[str, str]
    default: str
    reason: str
    cite: tuple[str, ...]
    register: str = ""  # the rules-register entry, e.g. "EC-01"
    affects: tuple[str, ...] = ()  # headline quantities that change with it

    def __post_init__(self):
        if self.game not in GAMES:
            raise ValueError(f"reading {self.id!r}: game must be one of {GAMES}")
        if self.default not in self.options:
            raise ValueError(f"reading {self.id!r}: default {self.default!r} is not an option")
        if not self.id.isidentifier():
            raise ValueError(f"reading id {self.id!r} must be a Python identifier (it is a keyword)")

    def check(self, value: Any) -> str:
        """Return ``value`` if it is an option, else raise ``ValueError`` naming them."""
        if value not in self.options:
            raise ValueError(
                f"{self.id}={value!r} is not a reading of {', '.join(self.cite)}; "
                f"choose one of {list(self.options)} (default {self.default!r})"
            )
        return value

    def describe(self) -> str:
        opts = "; ".join(f"{k}{' (default)' if k == self.default else ''}: {v}"
                         for k, v in self.options.items())
        return f"{self.id} [{', '.join(self.cite)}] {self.question} {opts}. Why the default: {self.reason}"


_REGISTRY: dict[str, Reading] = {}


def register(id: str, *, game: str, question: str, options: Mapping[str, str], default: str,
             reason: str, cite: tuple[str, ...] | list[str], register: str = "",
             affects: tuple[str, ...] | list[str] = ()) -> Reading:
    """Add a reading to the registry (ids are unique across all games)."""
    r = Reading(id, game, question, dict(options), default, reason, tuple(cite), register,
                tuple(affects))
    if id in _REGISTRY and _REGISTRY[id] != r:
        raise ValueError(f"reading id {id!r} is already registered differently")
    _REGISTRY[id] = r
    return r


def _load_all() -> None:
    # Importing the game modules registers their readings.
    from . import cyberpunk_ccg, edge_city, matrix, rogue_agent  # noqa: F401


def get(id: str) -> Reading:
    """The reading with this id (``KeyError`` listing the known ids)."""
    _load_all()
    try:
        return _REGISTRY[id]
    except KeyError:
        raise KeyError(f"no reading {id!r}; known readings: {sorted(_REGISTRY)}") from None


def all() -> list[Reading]:  # noqa: A001 - the public name asked for
    """Every registered reading, by game then id."""
    _load_all()
    return sorted(_REGISTRY.values(), key=lambda r: (GAMES.index(r.game), r.id))


def by_game(game: str) -> list[Reading]:
    """The readings of one game."""
    if game not in GAMES:
        raise ValueError(f"game must be one of {GAMES}, not {game!r}")
    return [r for r in all() if r.game == game]


def resolve(ids, given: Mapping[str, Any]) -> dict[str, str]:
    """Defaults for ``ids`` overridden by ``given``, each value checked."""
    out = {}
    for i in ids:
        r = _REGISTRY[i]
        out[i] = r.check(given[i]) if i in given and given[i] is not None else r.default
    return out


@dataclass(frozen=True)
class Answer:
    """A value with its provenance: the readings used and the sections cited."""

    value: Any
    readings: dict = field(default_factory=dict)
    cite: tuple[str, ...] = ()
    note: str = ""

    def _repr_html_(self) -> str:
        rd = ", ".join(f"{k}={v}" for k, v in self.readings.items()) or "none"
        return (f"<b>{self.value}</b> <small>Rules: {', '.join(self.cite)}; readings: {rd}"
                f"{'; ' + self.note if self.note else ''}</small>")


def uses(*ids: str) -> Callable:
    """Decorator: the function takes these readings as keyword arguments.

    The wrapped function receives every reading resolved (defaults filled in,
    values checked). Results that accept attributes get ``.readings``.
    """

    def deco(fn):
        for i in ids:
            if i not in _REGISTRY:
                raise KeyError(f"{fn.__qualname__} uses unknown reading {i!r}")
        sig = inspect.signature(fn)
        for i in ids:
            if i not in sig.parameters:
                raise TypeError(f"{fn.__qualname__} must accept reading {i!r} as a keyword")

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            chosen = resolve(ids, {k: v for k, v in kwargs.items() if k in ids})
            kwargs.update(chosen)
            result = fn(*args, **kwargs)
            try:
                if getattr(result, "readings", None) in (None, {}):
                    object.__setattr__(result, "readings", dict(chosen))
            except (AttributeError, TypeError):
                pass  # ints, Rationals: use readings_of() or an Answer instead
            return result

        wrapper.readings = ids
        return wrapper

    return deco


def readings_of(fn: Callable, **kwargs) -> dict[str, str]:
    """The readings ``fn`` would use with these keyword arguments."""
    return resolve(getattr(fn, "readings", ()), kwargs)
