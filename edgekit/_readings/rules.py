"""Rules: the readings of one game as one frozen value; the defaults, resolution, and recording.

:class:`Rules` stores only the options that differ from the defaults, so two values choosing the
same options are equal however they were built. :func:`recording` says which readings a block of
code looks up. Public through :mod:`edgekit.readings`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .registry import _REGISTRY, UnknownReading, _find, _load, _same_option, by_game, game_name

if TYPE_CHECKING:   # edgekit.display (and sympy, which it imports) only when a reading is shown
    from .. import display

__all__ = ["Rules", "defaults", "recording", "resolve"]

_RECORDERS: list[set] = []  # the sets of open recording() blocks (usually none)
_MISSING = object()
_GAME_DEFAULTS: dict[str, dict[str, Any]] = {}  # game -> {id: default}, from its data, read once


def _defaults_of(game: str) -> dict[str, Any]:
    """``{id: default}`` of the game's readings (private: every Rules of the game shares it)."""
    d = _GAME_DEFAULTS.get(game)
    if d is None:
        _load(game)
        d = {r.id: r.default for r in list(_REGISTRY.values()) if r.game == game}
        _GAME_DEFAULTS[game] = d
    return d


def _clear_caches() -> None:
    """Empty every ``functools`` cache of the edgekit modules loaded (module functions, class
    methods, and the functions ``@uses`` wraps). Results never depend on a cache; which readings
    a computation looks up does (a cache hit skips the lookup), so :func:`recording` starts cold."""
    import sys

    def clear(obj, depth=0):
        if isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
        while obj is not None and depth < 5:
            if callable(getattr(obj, "cache_clear", None)):
                obj.cache_clear()
            obj, depth = getattr(obj, "__wrapped__", None), depth + 1

    for name, mod in list(sys.modules.items()):
        if not (name == "edgekit" or name.startswith("edgekit.")) or mod is None:
            continue
        for obj in list(vars(mod).values()):
            if isinstance(obj, type) and obj.__module__ == name:
                for attr in list(vars(obj).values()):
                    clear(attr)
            elif callable(obj) or isinstance(obj, (staticmethod, classmethod)):
                clear(obj)
        for hook in getattr(mod, "_CLEAR_WITH_CACHES", ()):  # a module's own dict caches
            hook.clear()


@contextlib.contextmanager
def recording(*, fresh: bool = False):
    """Record which readings are looked up on any :class:`Rules` value inside the block.

    Yields a set that fills with the ids looked up (``rules.natural_12``, ``rules["id"]``, and
    every reading a ``@uses`` function resolves from ``rules=``). It answers "does this code
    consult the reading at all?": a reading never looked up cannot change the result. A
    lookup skipped by a cache hit is not seen, so the set can only be too small, never too big;
    with ``fresh=True`` every edgekit cache is emptied first, so what is seen never depends on
    what ran before.

    >>> with recording() as seen:
    ...     _ = defaults("Edge City").replace(natural_12="plain_failure").natural_12
    >>> sorted(seen)
    ['natural_12']
    """
    if not isinstance(fresh, bool):
        raise TypeError(f"fresh must be True or False, not {fresh!r}")
    if fresh:
        _clear_caches()
    seen: set = set()
    _RECORDERS.append(seen)
    try:
        yield seen
    finally:
        _RECORDERS.remove(seen)


class Rules:
    """The readings of one game, as one frozen, hashable value.

    Build it with :func:`defaults` and change it with :meth:`replace`; every
    rule function of the game takes it as ``rules=``. ``rules.<id>`` is the
    option chosen for a reading; :meth:`changed` lists what differs from the
    defaults; ``repr`` shows every value and marks the changed ones.

    Only the changes are stored, so two values that choose the same options are
    equal (and hash alike) however they were built.
    """

    __slots__ = ("_game", "_changes", "_defaults")  # _defaults: the game's {id: default}, shared

    def __init__(self, game: str, changes: Mapping[str, Any] = MappingProxyType({})):
        if not isinstance(changes, Mapping):
            raise TypeError(f"changes must be a mapping of reading id -> option, "
                            f"not {type(changes).__name__}")
        try:
            self._build(game, changes)
        except (TypeError, ValueError) as e:
            raise type(e)(f"changes: {e}") from None

    @classmethod
    def _of(cls, game: str, changes: Mapping[str, Any]) -> Rules:
        r = object.__new__(cls)
        r._build(game, changes)
        return r

    @classmethod
    def _checked(cls, game: str, changes: Mapping[str, Any]) -> Rules:
        """The value of options already checked (``@uses`` on every call): no second check."""
        r = object.__new__(cls)
        r._set(game, changes)
        return r

    def _set(self, game: str, checked: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "_changes", tuple(sorted(checked.items())))
        object.__setattr__(self, "_defaults", _defaults_of(game))

    def _build(self, game: str, changes: Mapping[str, Any]) -> None:
        game = game_name(game)
        checked = {}
        for k, v in changes.items():
            r = _REGISTRY.get(k) if isinstance(k, str) else None
            if r is None or r.game != game:
                _load(game)
                r = _REGISTRY.get(k) if isinstance(k, str) else None
            if r is None or r.game != game:
                known = sorted(x.id for x in list(_REGISTRY.values()) if x.game == game)
                raise ValueError(f"{k!r} is not a reading of {game}; its readings are {known}")
            v = r.check(v)
            if not _same_option(v, r.default):
                checked[k] = v
        self._set(game, checked)

    # -- reading the value
    @property
    def game(self) -> str:
        return self._game

    def __getattr__(self, id: str) -> Any:
        if id.startswith("_"):
            raise AttributeError(id)
        if _RECORDERS:
            for seen in _RECORDERS:
                seen.add(id)
        for k, v in self._changes:  # the hot path of every rule function reading rules.<id>
            if k == id:
                return v
        v = self._defaults.get(id, _MISSING)
        if v is not _MISSING:
            return v
        # a reading registered after this value was built, or no reading of this game
        r = _REGISTRY.get(id)
        if r is None or r.game != self._game:
            _load(self._game)
            r = _REGISTRY.get(id)
        if r is None or r.game != self._game:
            raise AttributeError(f"{id!r} is not a reading of {self._game}; see readings.by_game("
                                 f"{self._game!r})")
        return r.default

    def __getitem__(self, id: str) -> Any:
        try:
            return getattr(self, id)
        except AttributeError as e:
            raise KeyError(str(e)) from None

    def __setattr__(self, name, value):
        raise AttributeError("Rules is frozen: use .replace(...) for a changed copy")

    def __delattr__(self, name):
        raise AttributeError("Rules is frozen")

    def as_dict(self) -> dict[str, Any]:
        """Every reading of the game with the option chosen (a fresh dict)."""
        ch = dict(self._changes)
        return {r.id: ch.get(r.id, r.default) for r in by_game(self._game)}

    def changed(self) -> dict[str, Any]:
        """The readings whose option differs from the default."""
        return dict(self._changes)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some readings changed (each checked against its options)."""
        return Rules._of(self._game, {**dict(self._changes), **changes})

    def pick(self, ids) -> dict[str, Any]:
        """``{id: option}`` for the given reading ids."""
        return {i: getattr(self, i) for i in ids}

    # -- value semantics
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rules):
            return NotImplemented
        return self._game == other._game and self._changes == other._changes

    def __hash__(self) -> int:
        return hash(("Rules", self._game, self._changes))

    def __reduce__(self):
        return (Rules, (self._game, dict(self._changes)))

    def __repr__(self) -> str:
        ch = dict(self._changes)
        lines = [f"Rules({self._game!r},  # {len(ch)} changed from the defaults"]
        for r in by_game(self._game):
            v = ch.get(r.id, r.default)
            mark = f"# CHANGED (default {r.default!r})" if r.id in ch else "# default"
            lines.append(f"    {r.id}={v!r},".ljust(44) + f" {mark}")
        return "\n".join(lines) + "\n)"

    def as_table(self, title: str = "") -> display.Table:
        """Every reading of the game with the option chosen, the changed ones marked (what a
        notebook shows: :mod:`edgekit.display`)."""
        from .. import display

        ch = dict(self._changes)
        rows = [(r.id, r.question, f"{ch[r.id]} (CHANGED; default {r.default})" if r.id in ch
                 else f"{r.default} (default)", ", ".join(r.cite)) for r in by_game(self._game)]
        return display.Table(title or f"Rules of {self._game}: {len(ch)} changed from the defaults",
                             ("reading", "question", "option", "cites"), rows)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


_DEFAULTS: dict[str, Rules] = {}  # one per game: a Rules value is frozen, so it can be shared


def defaults(game: str) -> Rules:
    """The default :class:`Rules` of a game: every reading at its default option."""
    r = _DEFAULTS.get(game) if isinstance(game, str) else None
    if r is None:
        r = Rules._of(game, {})
        _DEFAULTS[game] = r  # keyed by the name given too ("edge_city"): the value is the same
    return r


def resolve(ids, given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults for ``ids`` overridden by ``given``, each value checked."""
    if isinstance(ids, str) or not isinstance(ids, (tuple, list, set, frozenset)):
        raise TypeError(f"ids must be a tuple or list of reading ids, not {type(ids).__name__}")
    if not isinstance(given, Mapping):
        raise TypeError(f"given must be a mapping of reading id -> option, not {type(given).__name__}")
    for i in ids:
        if not isinstance(i, str):
            raise TypeError(f"ids must hold reading ids (str), not {i!r:.40}")
        if i not in _REGISTRY:
            _find((i,))
            if i not in _REGISTRY:
                raise UnknownReading(f"ids: no reading {i!r}; known readings: {sorted(_REGISTRY)}")
    try:
        return _resolve(ids, given)
    except (TypeError, ValueError) as e:
        raise type(e)(f"given: {e}") from None


def _resolve(ids, given: Mapping[str, Any]) -> dict[str, Any]:
    # The hot path of every rule call: ids are known (checked when the function was decorated).
    out = {}
    for i in ids:
        r = _REGISTRY[i]
        out[i] = r.check(given[i]) if i in given and given[i] is not None else r.default
    return out
