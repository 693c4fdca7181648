"""Readings: every gap, contradiction and ambiguity in a rulebook, as a named switch.

A :class:`Reading` has an id (also the keyword argument that selects it), the
game, the question in one sentence, its options (each with a one-line meaning),
a default with the reason for it, and the rulebook sections it concerns.

Each game's readings are data beside the game, one TOML file per game
(:func:`data_file`: ``edgekit/edge_city/readings.toml`` ...), the only place a
reading is defined. This module reads a game's file the first time one of its
readings is needed and never imports a game, so ``defaults("Matrix")`` loads no
Edge City module and the order in which game modules are imported cannot matter.

The readings of one game together make its :class:`Rules`: one frozen, hashable
value a reader can look at whole, change with :meth:`Rules.replace`, and pass to
any rule function of that game as ``rules=``.

>>> from edgekit import readings
>>> r = readings.get("table_rows")
>>> r.default
'linear'
>>> rules = readings.defaults("Edge City").replace(natural_12="plain_failure")
>>> rules.natural_12, rules.table_rows
('plain_failure', 'linear')
>>> rules.changed()
{'natural_12': 'plain_failure'}

Rule functions declare the readings they depend on with :func:`uses`. The
decorator gives the function a ``rules=`` keyword, keeps each reading's own
keyword as shorthand (``f(x, natural_12="plain_failure")`` is
``f(x, rules=defaults("Edge City").replace(natural_12="plain_failure"))``),
checks every value against its options (a ``ValueError`` naming the allowed
values), and shows the real defaults in the signature and in ``help()``.
``f.explain(...)`` returns the result as an :class:`Answer` that says which
readings it used and which sections it cites: the one way every result, a plain
number included, reports its rules.
"""

from __future__ import annotations

import builtins
import contextlib
import functools
import html
import inspect
import os
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from . import display

__all__ = ["Reading", "Rules", "register", "get", "all", "by_game", "defaults", "resolve", "uses",
           "readings_of", "Answer", "GAMES", "game_name", "cites_of", "recording", "data_file"]

GAMES = ("Edge City", "Rogue Agent", "Matrix", "Cyberpunk CCG")
# The package names are accepted wherever a game is named.
_ALIASES = {"edge_city": "Edge City", "rogue_agent": "Rogue Agent", "matrix": "Matrix",
            "cyberpunk_ccg": "Cyberpunk CCG"}


def game_name(game: Any) -> str:
    """The game's name as :data:`GAMES` spells it (its package name is accepted too)."""
    if not isinstance(game, str):
        raise TypeError(f"game must be one of {GAMES} (or {tuple(_ALIASES)}), not {type(game).__name__}")
    name = _ALIASES.get(game, game)
    if name not in GAMES:
        raise ValueError(f"game must be one of {GAMES} (or {tuple(_ALIASES)}), not {game!r}")
    return name


def _same_option(value: Any, option: Any) -> bool:
    # `5.0 == 5` and `True == 1` in Python; a reading's options are exact names or whole numbers.
    return type(value) is type(option) and value == option


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
        if not isinstance(self.id, str) or not self.id.isidentifier():
            raise ValueError(f"reading id {self.id!r} must be a Python identifier (it is a keyword)")
        if not isinstance(self.options, Mapping) or not self.options:
            raise TypeError(f"reading {self.id!r}: options must be a non-empty mapping of option -> "
                            f"meaning, not {self.options!r:.60}")
        if not any(_same_option(self.default, o) for o in self.options):
            raise ValueError(f"reading {self.id!r}: default {self.default!r} is not one of its options "
                             f"{list(self.options)}")
        # Options are read-only: a reading handed out by get() cannot be changed by its caller.
        object.__setattr__(self, "options", MappingProxyType(dict(self.options)))

    def check(self, value: Any) -> Any:
        """Return ``value`` if it is one of the options, else raise naming them.

        A value of the wrong type (a list, a float where the options are whole
        numbers) is a ``TypeError``; an unknown option is a ``ValueError``.
        """
        for o in self.options:
            if _same_option(value, o):
                return o
        allowed = f"choose one of {list(self.options)} (default {self.default!r})"
        if not any(type(value) is type(o) for o in self.options):
            raise TypeError(f"{self.id} must be one of {list(self.options)}, not a "
                            f"{type(value).__name__} ({value!r}); {allowed}")
        raise ValueError(f"{self.id}={value!r} is not a reading of {', '.join(self.cite)}; {allowed}")

    def describe(self) -> str:
        opts = "; ".join(f"{k}{' (default)' if k == self.default else ''}: {v}"
                         for k, v in self.options.items())
        return f"{self.id} [{', '.join(self.cite)}] {self.question} {opts}. Why the default: {self.reason}"

    # -- what a notebook shows (edgekit.display): the question, the options, the default marked
    def as_table(self, title: str = "") -> display.Table:
        rows = [(o, m, "default" if o == self.default else "") for o, m in self.options.items()]
        return display.Table(title or f"{self.question} ({self.game} reading {self.id})",
                             ("option", "meaning", ""), rows, cite=", ".join(self.cite),
                             notes=(f"Why the default: {self.reason}",))

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


# Each game's readings are data beside the game: one TOML file, read the first time a reading of
# that game is needed. This is the one place a file's path is spelled (a package move is one line
# here), and reading it imports no game module, so import order cannot matter.
_DATA = {"Edge City": "edge_city/readings.toml", "Rogue Agent": "rogue_agent/readings.toml",
         "Matrix": "matrix/readings.toml", "Cyberpunk CCG": "cyberpunk_ccg/readings.toml"}
_REQUIRED = ("question", "options", "default", "reason", "cite")
_OPTIONAL = ("register", "affects")

_REGISTRY: dict[str, Reading] = {}  # every reading read from the data or registered, by id
_LOADED: set[str] = set()  # the games whose file has been read
_LOCK = threading.RLock()


class UnknownReading(KeyError, ValueError):
    """No reading has this id (a ``KeyError`` for look-ups, a ``ValueError`` for bad input)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


def data_file(game: str) -> str:
    """The path of the file that defines the readings of ``game`` (its package name is accepted)."""
    return os.path.join(os.path.dirname(__file__), *_DATA[game_name(game)].split("/"))


def _read(game: str) -> dict[str, Reading]:
    """The readings of one game, from its data file (a ``ValueError`` naming the file and field)."""
    import tomllib  # here, not at the top: only the first look-up of a game pays for it

    path = data_file(game)
    with open(path, "rb") as f:
        try:
            doc = tomllib.load(f)
        except tomllib.TOMLDecodeError as e:
            raise ValueError(f"{path}: {e}") from None
    if doc.pop("game", None) != game:
        raise ValueError(f"{path}: the file must start with game = {game!r}")
    return {i: _entry(path, game, i, d) for i, d in doc.items()}


def _entry(path: str, game: str, id: str, d: Any) -> Reading:
    where = f"{path}: reading {id!r}"
    if not isinstance(d, dict):
        raise ValueError(f"{where} must be a table ([{id}]), not a {type(d).__name__}")
    unknown = sorted(set(d) - set(_REQUIRED) - set(_OPTIONAL))
    missing = [k for k in _REQUIRED if k not in d]
    if unknown or missing:
        raise ValueError(f"{where}: " + "; ".join(
            ([f"unknown fields {unknown} (the fields are {list(_REQUIRED + _OPTIONAL)})"] if unknown else [])
            + ([f"missing fields {missing}"] if missing else [])))
    pairs = d["options"]
    if not isinstance(pairs, list) or not builtins.all(
            isinstance(p, list) and len(p) == 2 and type(p[0]) in (str, int) and isinstance(p[1], str)
            for p in pairs):
        raise ValueError(f"{where}: options must be a list of [name, meaning] pairs, not {pairs!r:.80}")
    options = dict(pairs)
    if len(options) < len(pairs):
        raise ValueError(f"{where}: an option is listed twice in {[p[0] for p in pairs]}")
    texts = {k: d[k] for k in ("question", "reason", "register") if k in d}
    lists = {k: d[k] for k in ("cite", "affects") if k in d}
    for k, v in texts.items():
        if not isinstance(v, str):
            raise ValueError(f"{where}: {k} must be a string, not {v!r:.60}")
    for k, v in lists.items():
        if not isinstance(v, list) or not builtins.all(isinstance(x, str) for x in v):
            raise ValueError(f"{where}: {k} must be a list of strings, not {v!r:.60}")
    try:
        return Reading(id, game, d["question"], options, d["default"], d["reason"], tuple(d["cite"]),
                       d.get("register", ""), tuple(d.get("affects", ())))
    except (TypeError, ValueError) as e:
        raise ValueError(f"{path}: {e}") from None


def _load(game: str) -> None:
    """Read the data of one game into the registry, once."""
    if game in _LOADED:
        return
    with _LOCK:
        if game in _LOADED:
            return
        found = _read(game)
        for i, r in found.items():
            if i in _REGISTRY and _REGISTRY[i] != r:
                raise ValueError(f"{data_file(game)}: reading id {i!r} is already registered "
                                 f"differently (by {_REGISTRY[i].game})")
        _REGISTRY.update(found)  # one step: no reader sees half a game
        _LOADED.add(game)


def _load_all() -> None:
    for g in GAMES:
        _load(g)


def _find(ids) -> None:
    """Read game files, in order, until every id is known (or every file is read)."""
    for g in GAMES:
        if builtins.all(i in _REGISTRY for i in ids):
            return
        _load(g)


def register(id: str, *, game: str, question: str, options: Mapping[str, str], default: str,
             reason: str, cite: tuple[str, ...] | list[str], register: str = "",
             affects: tuple[str, ...] | list[str] = ()) -> Reading:
    """Add a reading at run time (ids are unique across all games).

    edgekit's own readings are data (:func:`data_file`); this is for a reading of one's own, in a
    notebook or a script. Registering one that exists with the same definition is harmless; a
    different one with a known id is a ``ValueError``.
    """
    r = Reading(id, game, question, dict(options), default, reason, tuple(cite), register,
                tuple(affects))
    _load_all()  # so a clash with a reading defined in the data is seen
    with _LOCK:
        if id in _REGISTRY and _REGISTRY[id] != r:
            raise ValueError(f"reading id {id!r} is already registered differently")
        _REGISTRY[id] = r
    return r


def get(id: str) -> Reading:
    """The reading with this id (``KeyError`` listing the known ids)."""
    if not isinstance(id, str):
        raise TypeError(f"id must be a reading id (str), not {type(id).__name__}")
    if id not in _REGISTRY:
        _find((id,))
    try:
        return _REGISTRY[id]
    except KeyError:
        raise UnknownReading(f"id: no reading {id!r}; known readings: {sorted(_REGISTRY)}") from None


def all() -> list[Reading]:  # noqa: A001 - the public name asked for
    """Every reading, by game then id."""
    _load_all()
    return sorted(list(_REGISTRY.values()), key=lambda r: (GAMES.index(r.game), r.id))


def by_game(game: str) -> list[Reading]:
    """The readings of one game, by id (only that game's data is read)."""
    if not isinstance(game, str) or _ALIASES.get(game, game) not in GAMES:
        raise ValueError(f"game must be one of {GAMES}, not {game!r}")
    game = _ALIASES.get(game, game)
    _load(game)
    return sorted((r for r in list(_REGISTRY.values()) if r.game == game), key=lambda r: r.id)


_RECORDERS: list[set] = []  # the sets of open recording() blocks (usually none)


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

    __slots__ = ("_game", "_changes")

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
        object.__setattr__(self, "_game", game)
        object.__setattr__(self, "_changes", tuple(sorted(checked.items())))

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
        for k, v in self._changes:
            if k == id:
                return v
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
        ch = dict(self._changes)
        rows = [(r.id, r.question, f"{ch[r.id]} (CHANGED; default {r.default})" if r.id in ch
                 else f"{r.default} (default)", ", ".join(r.cite)) for r in by_game(self._game)]
        return display.Table(title or f"Rules of {self._game}: {len(ch)} changed from the defaults",
                             ("reading", "question", "option", "cites"), rows)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def defaults(game: str) -> Rules:
    """The default :class:`Rules` of a game: every reading at its default option."""
    return Rules._of(game, {})


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


_CITE_PARA = re.compile(r"Rules:\s*(.+?)(?:\n\s*\n|\Z)", re.S)
_SENTENCE_END = re.compile(r"\.(?= |$)")
_SEMI_OR_COMMA = re.compile(r"[,;]")


def cites_of(doc: str | None) -> tuple[str, ...]:
    """The sections a docstring's ``Rules:`` line cites, each with its game's name.

    >>> cites_of("Win Roll.\\n\\nRules: Edge City 8.4 (two dice), 8.5.1, Table 1.0.")
    ('Edge City 8.4', 'Edge City 8.5.1', 'Edge City Table 1.0')
    """
    if doc is not None and not isinstance(doc, str):
        raise TypeError(f"doc must be a docstring (str) or None, not {type(doc).__name__}")
    if not doc:
        return ()
    m = _CITE_PARA.search(doc)
    if not m:
        return ()
    text = " ".join(m.group(1).split())
    # The line ends at the first full stop outside brackets that ends a sentence ("8.5.1" and
    # "Table 1.0" have stops inside); split it on commas and semicolons outside brackets.
    if "(" not in text and "[" not in text:  # the usual line: no brackets, so no depth to track
        parts = _SEMI_OR_COMMA.split(_SENTENCE_END.split(text, maxsplit=1)[0])
    else:
        parts = _split_cites(text)
    out, game = [], ""
    for p in parts:
        p = re.sub(r"\([^()]*\)|\[[^\[\]]*\]", "", p).strip().rstrip(".").strip()
        if not p:
            continue
        for g in GAMES:
            if p.startswith(g):
                game = g
                break
        else:
            if game:
                p = f"{game} {p}"
        out.append(p)
    return tuple(out)


def _split_cites(text: str) -> list[str]:
    """The general split of a ``Rules:`` line, tracking brackets (the fast path's oracle)."""
    parts, depth, cur = [], 0, ""
    for k, ch in enumerate(text):
        depth += ch in "(["
        depth -= ch in ")]"
        if ch == "." and depth == 0 and (k + 1 == len(text) or text[k + 1] == " "):
            break
        if ch in ",;" and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


@dataclass(frozen=True)
class Answer:
    """A value with its provenance: the readings used and the sections cited."""

    value: Any
    readings: Mapping = field(default_factory=dict)
    cite: tuple[str, ...] = ()
    note: str = ""
    rules: Rules | None = field(default=None, repr=False, compare=False)

    def __post_init__(self):
        if not isinstance(self.readings, Mapping):
            raise TypeError(f"readings must be a mapping of reading id -> option, not "
                            f"{type(self.readings).__name__}")
        if isinstance(self.cite, str) or not isinstance(self.cite, tuple) or \
                not builtins.all(isinstance(c, str) for c in self.cite):
            raise TypeError(f"cite must be a tuple of sections (str), not {self.cite!r:.60}")
        if not isinstance(self.note, str):
            raise TypeError(f"note must be a str, not {type(self.note).__name__}")
        if self.rules is not None and not isinstance(self.rules, Rules):
            raise TypeError(f"rules must be a Rules value or None, not {type(self.rules).__name__}")
        object.__setattr__(self, "readings", MappingProxyType(dict(self.readings)))

    # -- what a notebook shows (edgekit.display): the value in the number style, then its provenance
    def _provenance(self) -> str:
        rd = ", ".join(f"{k}={v}" for k, v in self.readings.items()) or "none"
        return f"Rules: {', '.join(self.cite) or 'none cited'}; readings: {rd}" + (
            f"; {self.note}" if self.note else "")

    def __str__(self) -> str:
        v = self.value
        shown = display.as_table(v) if callable(getattr(type(v), "as_table", None)) else display.value(v)
        return f"{shown}\n{self._provenance()}"

    def _repr_html_(self) -> str:
        own = getattr(self.value, "_repr_html_", None)
        shown = own() if callable(own) else f"<b>{display.value(self.value).html}</b>"
        return f"{shown}<br><small>{html.escape(self._provenance())}</small>"

    def _repr_markdown_(self) -> str:
        own = getattr(self.value, "_repr_markdown_", None)
        shown = own() if callable(own) else f"**{display.value(self.value).markdown}**"
        return f"{shown}\n\n<small>{html.escape(self._provenance())}</small>"


def _game_of(fn, ids, game) -> str | None:
    games = {_REGISTRY[i].game for i in ids}
    if game is not None:
        game = game_name(game)
        games.add(game)
    if len(games) > 1:
        raise ValueError(f"{fn.__qualname__} mixes readings of {sorted(games)}: one game per function")
    return next(iter(games), None)


def _as_rules(rules: Any, game: str | None, fn_name: str) -> Rules | None:
    if rules is None:
        return None
    if not isinstance(rules, Rules):
        raise TypeError(f"rules must be a Rules value (readings.defaults({game!r})), "
                        f"not {type(rules).__name__}")
    if game is not None and rules.game != game:
        raise ValueError(f"rules are the readings of {rules.game}, but {fn_name} follows the rules "
                         f"of {game}")
    return rules


def uses(*ids: str, game: str | None = None, aliases: Mapping[str, str] | None = None) -> Callable:
    """Decorator: the function follows these readings (and takes ``rules=``).

    The wrapped function receives every reading in ``ids`` resolved (the
    ``rules`` value, overridden by any reading keyword, each checked) and, if it
    declares a ``rules`` parameter, the whole effective :class:`Rules` of its game,
    to pass on to the rule functions it calls. ``game=`` names the game of a
    function that takes ``rules`` but depends on no reading itself. ``aliases``
    maps a shorthand keyword to one of ``ids`` (``{"variant": "stability_variant"}``):
    given, the shorthand wins, and it is resolved here, before the readings, so the
    result and its ``.explain()`` report the reading actually used.

    Results that accept attributes (dict subclasses, dataclasses) get
    ``.readings``; every function also gets ``.explain(...)``, which returns an
    :class:`Answer` with the readings used and the sections cited.
    """

    def deco(fn):
        _find(ids)  # from the data: which module is imported first never matters
        for i in ids:
            if i not in _REGISTRY:
                raise UnknownReading(f"{fn.__qualname__} uses unknown reading {i!r}")
        the_game = _game_of(fn, ids, game)
        sig = inspect.signature(fn)
        for i in ids:
            if i not in sig.parameters:
                raise TypeError(f"{fn.__qualname__} must accept reading {i!r} as a keyword")
        takes_rules = "rules" in sig.parameters
        id_set = frozenset(ids)
        alias_of = dict(aliases or {})
        for alias, target in alias_of.items():
            if target not in id_set or alias in sig.parameters:
                raise TypeError(f"{fn.__qualname__}: alias {alias!r} must name one of its readings {ids} "
                                f"and not be a parameter of its own")
        cite = cites_of(fn.__doc__)

        def call(args, kwargs, want_full=False):
            for alias, target in alias_of.items():
                value = kwargs.pop(alias, None)
                if value is not None:
                    kwargs[target] = value  # the shorthand wins over the reading's own keyword
            rules = _as_rules(kwargs.pop("rules", None), the_game, fn.__qualname__)
            given = {k: kwargs.pop(k) for k in ids if k in kwargs}
            given = {k: v for k, v in given.items() if v is not None}
            if rules is None:
                chosen = _resolve(ids, given)
                full = Rules(the_game, {k: v for k, v in chosen.items()
                                        if not _same_option(v, _REGISTRY[k].default)}) \
                    if (takes_rules or want_full) and the_game else None
            else:
                full = rules.replace(**given) if given else rules
                chosen = {i: getattr(full, i) for i in ids}
            kwargs.update(chosen)
            if takes_rules:
                kwargs["rules"] = full
            return fn(*args, **kwargs), chosen, full

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            result, chosen, _ = call(args, kwargs)
            if chosen:
                try:
                    if getattr(result, "readings", None) in (None, {}):
                        # read-only: a result may be cached and shared (solve_defuse, a game's solution)
                        object.__setattr__(result, "readings", MappingProxyType(dict(chosen)))
                except (AttributeError, TypeError):
                    pass  # ints, Rationals: .explain() says it for every kind of result
            return result

        def explain(*args, **kwargs) -> Answer:
            """The result as an :class:`Answer`: the value, the readings used, the sections cited."""
            value, chosen, full = call(args, kwargs, want_full=True)
            return Answer(value=value, readings=chosen, cite=cite, rules=full)

        # The signature shows the real defaults of the readings, and the rules= keyword.
        params = []
        for p in sig.parameters.values():
            if p.name in id_set and p.default is None:
                p = p.replace(default=_REGISTRY[p.name].default)
            params.append(p)
            params += [inspect.Parameter(a, inspect.Parameter.KEYWORD_ONLY, default=None,
                                         annotation="str | None")
                       for a, target in alias_of.items() if target == p.name]
        if not takes_rules:
            rp = inspect.Parameter("rules", inspect.Parameter.KEYWORD_ONLY, default=None,
                                   annotation="Rules | None")
            at = next((k for k, p in enumerate(params) if p.kind is inspect.Parameter.VAR_KEYWORD),
                      len(params))
            params.insert(at, rp)
        wrapper.__signature__ = sig.replace(parameters=params)
        wrapper.readings = ids
        wrapper.aliases = MappingProxyType(alias_of)
        wrapper.game = the_game
        wrapper.cite = cite
        wrapper.explain = explain
        return wrapper

    return deco


def readings_of(fn: Callable, **kwargs) -> dict[str, Any]:
    """The readings ``fn`` would use with these keyword arguments (``rules=`` included)."""
    ids = getattr(fn, "readings", ())
    for alias, target in getattr(fn, "aliases", {}).items():
        if kwargs.get(alias) is not None:
            kwargs[target] = kwargs.pop(alias)
    rules = _as_rules(kwargs.pop("rules", None), getattr(fn, "game", None), getattr(fn, "__name__", "fn"))
    if rules is None:
        return _resolve(ids, kwargs)
    given = {k: v for k, v in kwargs.items() if k in ids and v is not None}
    full = rules.replace(**given) if given else rules
    return {i: getattr(full, i) for i in ids}
