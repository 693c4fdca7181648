"""The readings registry: each game's readings read from its data file, once, by id.

A :class:`Reading` is one entry of a game's ``readings.toml`` (:func:`data_file`). The file of a
game is read the first time one of its readings is needed, under a lock, in one step, and nothing
here imports a game, so the order in which game modules are imported cannot matter. Public
through :mod:`edgekit.readings`.
"""

from __future__ import annotations

import builtins
import os
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:   # edgekit.display (and sympy, which it imports) only when a reading is shown
    from .. import display


__all__ = ["GAMES", "Reading", "UnknownReading", "all", "by_game", "data_file", "game_name", "get",
           "register"]

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
        from .. import display

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
    edgekit = os.path.dirname(os.path.dirname(__file__))  # the data sit in edgekit/<game>/
    return os.path.join(edgekit, *_DATA[game_name(game)].split("/"))


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
