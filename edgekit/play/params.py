"""A game's parameters as one frozen value: what its factory was called with (issue 20).

Each play-layer game declares its defaults once, as a module constant ``DEFAULT_PARAMS`` next to
its factory, and every game it builds carries ``game.params``: the :class:`Params` of the scalar
arguments actually used. The same value is the game's ``repr``, the ``params:`` header line of its
golden transcripts and OpenSpiel's ``_DEFAULT_PARAMS`` (:func:`edgekit.play.openspiel.register`),
so the three cannot disagree.

A value is a plain ``int``, ``float``, ``str`` or ``bool`` (the kinds OpenSpiel carries). An
argument that is not a scalar (a board layout, a deck, a payoff table) and that the caller gave
shows as a *marked* entry: its text, flagged as given (``sprawl_mix=given {TOXIC WASTE: 8}``), so
nothing a caller changed is silently dropped; :meth:`Params.kwargs` refuses a marked entry (its
text is a description, not the value).

>>> p = Params(players=4, rounds=40)
>>> p
Params(players=4, rounds=40)
>>> str(p.replace(rounds=6))
'players=4, rounds=6'
>>> p.replace(round=6)
Traceback (most recent call last):
...
TypeError: Params.replace: unknown parameter 'round'; the parameters are: players, rounds
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

__all__ = ["Params", "SCALARS", "describe"]

#: The kinds of value a parameter may hold (OpenSpiel's parameter kinds).
SCALARS = (bool, int, float, str)


def _kind(v) -> type:
    """The parameter kind of ``v`` (bool before int: True is an int to Python, not to OpenSpiel)."""
    return next(t for t in SCALARS if isinstance(v, t))


def _check(name, v) -> Any:
    if not isinstance(name, str) or not name.isidentifier():
        raise TypeError(f"a parameter name is an identifier, not {name!r}")
    if not isinstance(v, SCALARS):
        raise TypeError(f"parameter {name!r} must be an int, float, str or bool (what OpenSpiel carries), "
                        f"not {type(v).__name__} {v!r}")
    return v


def _show(v) -> str:
    return str(v)


def describe(v) -> str:
    """A readable text of a non-scalar argument: a str as it is; a mapping ``{k: v, ...}``; a
    sequence ``(a, b)``; a value with a ``name`` its name; else ``str``."""
    if isinstance(v, str):
        return v
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{describe(k)}: {describe(x)}" for k, x in v.items()) + "}"
    if isinstance(v, tuple | list | frozenset | set):
        xs = sorted(map(describe, v)) if isinstance(v, frozenset | set) else [describe(x) for x in v]
        return "(" + ", ".join(xs) + ")"
    name = getattr(v, "name", None)
    return name if isinstance(name, str) else str(v)


class Params(Mapping):
    """An ordered, frozen, hashable mapping ``name -> int | float | str | bool`` (see the module
    docstring). ``Params(players=4, rounds=40)`` or ``Params({"players": 4})``; ``marked`` names
    the entries that describe a non-scalar argument the caller gave (their value is its text)."""

    __slots__ = ("_items", "_marked")

    def __init__(self, items: Mapping[str, Any] | None = None, /, *, marked=(), **kw):
        if items is not None and not isinstance(items, Mapping):
            raise TypeError(f"items must be a mapping of parameter names to values, "
                            f"not {type(items).__name__}")
        if isinstance(marked, str) or not isinstance(marked, tuple | list | set | frozenset):
            raise TypeError(f"marked must be a collection of parameter names, not {marked!r}")
        got = {**(dict(items) if items is not None else {}), **kw}
        given = set(items or ()) - set(kw)   # the names a bad entry of `items` is reported under
        checked = []
        for k, v in got.items():
            try:
                checked.append((k, _check(k, v)))
            except TypeError as e:
                msg = str(e).removeprefix("items: ")
                raise TypeError(f"items: {msg}" if k in given else msg) from None
        object.__setattr__(self, "_items", tuple(checked))
        marked = frozenset(marked)
        unknown = sorted(marked - set(got))
        if unknown:
            raise ValueError(f"Params: marked entries {unknown} are not parameters")
        for k in marked:
            if not isinstance(got[k], str):
                raise TypeError(f"parameter {k!r}: a marked entry is its text (a str), not {got[k]!r}")
        object.__setattr__(self, "_marked", marked)

    # -- a read-only mapping
    def __getitem__(self, name: str) -> Any:
        for k, v in self._items:
            if k == name:
                return v
        raise KeyError(f"{name!r} is not a parameter; the parameters are: {self._names()}")

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __setattr__(self, name, value):
        raise AttributeError(f"Params are read-only: use .replace({name}=...) for a changed copy")

    def __delattr__(self, name):
        raise AttributeError("Params are read-only: use .replace(...) for a changed copy")

    def __eq__(self, other) -> bool:
        if isinstance(other, Params):
            return self._items == other._items and self._marked == other._marked
        if not isinstance(other, Mapping):
            return NotImplemented
        return not self._marked and dict(self) == dict(other)

    def __hash__(self) -> int:
        return hash(("Params", self._items, self._marked))

    def __reduce__(self):
        return (_rebuild, (dict(self._items), tuple(sorted(self._marked))))

    def _names(self) -> str:
        return ", ".join(self) or "(none)"

    # -- changed copies
    def replace(self, **changes: Any) -> Params:
        """A copy with some values changed: an unknown name is a TypeError listing the known
        ones, a value of another kind a TypeError naming the parameter (an int where a float is
        expected is accepted; a bool is never an int)."""
        out = dict(self._items)
        for name, v in changes.items():
            if name not in out:
                raise TypeError(f"Params.replace: unknown parameter {name!r}; the parameters are: "
                                f"{self._names()}")
            _check(name, v)
            want, got = _kind(out[name]), _kind(v)
            if name in self._marked:
                raise TypeError(f"parameter {name!r} describes an argument that is not a scalar; "
                                f"give it to the game's factory instead")
            if got is not want and not (want is float and got is int):
                raise TypeError(f"parameter {name!r} must be a {want.__name__} (like {out[name]!r}), "
                                f"not {type(v).__name__} {v!r}")
            out[name] = v
        return Params(out, marked=self._marked)

    def built(self, used: Mapping[str, Any], given: Mapping[str, Any] | None = None) -> Params:
        """The params of a game a factory built: these (its ``DEFAULT_PARAMS``) with the scalar
        arguments ``used`` put in (new names are added after the defaults), then each non-scalar
        argument in ``given`` that is not None as a marked entry (its text: a str as it is, a
        mapping or sequence spelled out).

        >>> Params(players=4, rounds=40).built({"rounds": 6}, {"layout": None, "deck": {"A": 2}})
        Params(players=4, rounds=6, deck=given {A: 2})
        """
        out = {**dict(self._items), **dict(used)}
        marked = {k: describe(v) for k, v in (given or {}).items() if v is not None}
        return Params({**out, **marked}, marked=self._marked | frozenset(marked))

    @property
    def marked(self) -> frozenset:
        """The names of the entries that describe a given non-scalar argument (their text)."""
        return self._marked

    def kwargs(self) -> dict[str, Any]:
        """The parameters as keyword arguments for the game's factory (a fresh dict). A marked
        entry is a description, not the argument: refused (ValueError naming it)."""
        if self._marked:
            raise ValueError(f"parameters {sorted(self._marked)} describe arguments given to the factory "
                             f"(not scalars); they cannot be passed back as keywords")
        return dict(self._items)

    # -- what a reader sees
    def line(self) -> str:
        """One line, ``name=value`` joined by ``", "`` (a marked entry ``name=given <text>``)."""
        return ", ".join(f"{k}=given {_show(v)}" if k in self._marked else f"{k}={_show(v)}"
                         for k, v in self._items) or "none"

    def __str__(self) -> str:
        return self.line()

    def __repr__(self) -> str:
        if self._marked:
            return f"Params({self.line()})"
        return "Params(" + ", ".join(f"{k}={v!r}" for k, v in self._items) + ")"

    def _repr_html_(self) -> str:
        import html

        return "<code>" + html.escape(self.line()) + "</code>"


def _rebuild(items, marked) -> Params:
    return Params(items, marked=marked)
