"""Provenance: the ``@uses`` decorator, :class:`Answer`, and the ``Rules:`` citations of a docstring.

``@uses("natural_12", ...)`` makes a rule function take its readings as keywords and as one
``rules=`` value; the function itself declares only ``rules=None`` and reads ``rules.natural_12``.
``f.explain(...)`` returns an :class:`Answer`: the value, the readings used, the sections cited
(:func:`cites_of`). Public through :mod:`edgekit.readings`.
"""

from __future__ import annotations

import builtins
import functools
import html
import inspect
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .registry import _REGISTRY, GAMES, UnknownReading, _find, _same_option, game_name
from .rules import Rules, _resolve, defaults

if TYPE_CHECKING:   # edgekit.display (and sympy, which it imports) only when a reading is shown
    pass

__all__ = ["Answer", "cites_of", "readings_of", "uses"]


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
        from .. import display

        v = self.value
        shown = display.as_table(v) if callable(getattr(type(v), "as_table", None)) else display.value(v)
        return f"{shown}\n{self._provenance()}"

    def _repr_html_(self) -> str:
        from .. import display

        own = getattr(self.value, "_repr_html_", None)
        shown = own() if callable(own) else f"<b>{display.value(self.value).html}</b>"
        return f"{shown}<br><small>{html.escape(self._provenance())}</small>"

    def _repr_markdown_(self) -> str:
        from .. import display

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


#: result types found to take no ``.readings`` attribute (no ``__dict__``): a rule function's wrapper
#: does not try again (a failed try is an exception; the hot loops call rule functions per step)
_TAKES_NO_READINGS: set = {int, bool, float, str, tuple, frozenset, type(None)}


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
    """Decorator: the function follows these readings, taken as keywords and as ``rules=``.

    The wrapper takes each reading in ``ids`` as a keyword (its signature shows each with its real
    default), checks it against the options, and folds it into the effective :class:`Rules` of the
    game, which the function receives as ``rules=`` and reads (``rules.natural_12``) or passes on
    to the rule functions it calls. So a function declares only ``rules=None``; a reading it
    declares by hand as a parameter (``natural_12: str = None``) also receives the chosen option,
    for a function that wants it as a local. ``game=`` names the game of a function that takes
    ``rules`` but depends on no reading itself. ``aliases`` maps a shorthand keyword to one of
    ``ids`` (``{"variant": "stability_variant"}``): given, the shorthand wins, and it is resolved
    here, before the readings, so the result and its ``.explain()`` report the reading actually
    used.

    Results that accept attributes (dict subclasses, dataclasses) get ``.readings``; every
    function also gets ``.explain(...)``, which returns an :class:`Answer` with the readings used
    and the sections cited.
    """

    def deco(fn):
        _find(ids)  # from the data: which module is imported first never matters
        for i in ids:
            if i not in _REGISTRY:
                raise UnknownReading(f"{fn.__qualname__} uses unknown reading {i!r}")
        the_game = _game_of(fn, ids, game)
        sig = inspect.signature(fn)
        takes_rules = "rules" in sig.parameters
        local = tuple(i for i in ids if i in sig.parameters)  # declared by hand: passed as locals
        if len(local) < len(ids) and not takes_rules:
            missing = [i for i in ids if i not in sig.parameters]
            raise TypeError(f"{fn.__qualname__} must take rules= to read {missing} from it "
                            f"(rules.{missing[0]}), or declare each as a keyword")
        id_set = frozenset(ids)
        alias_of = dict(aliases or {})
        for alias, target in alias_of.items():
            if target not in id_set or alias in sig.parameters or alias in id_set:
                raise TypeError(f"{fn.__qualname__}: alias {alias!r} must name one of its readings {ids} "
                                f"and not be a parameter of its own")
        cite = cites_of(fn.__doc__)
        defaults_chosen = MappingProxyType({i: _REGISTRY[i].default for i in ids})

        def call(args, kwargs, want_full=False, want_chosen=True):
            for alias, target in alias_of.items():
                value = kwargs.pop(alias, None)
                if value is not None:
                    kwargs[target] = value  # the shorthand wins over the reading's own keyword
            rules = _as_rules(kwargs.pop("rules", None), the_game, fn.__qualname__)
            given = {}
            for k in ids:
                if k in kwargs:
                    v = kwargs.pop(k)
                    if v is not None:
                        given[k] = v
            if rules is None:
                # the common call: every reading at its default (the same read-only answer each time)
                chosen = _resolve(ids, given) if given else defaults_chosen
                full = None
                if (takes_rules or want_full) and the_game:
                    full = _rules_of(the_game, given, chosen)
            else:
                full = rules.replace(**given) if given else rules
                # the options chosen, when someone reads them (a local, the result, explain)
                chosen = {i: getattr(full, i) for i in ids} if want_chosen or local else None
            for i in local:
                kwargs[i] = chosen[i]
            if takes_rules:
                kwargs["rules"] = full
            return fn(*args, **kwargs), chosen, full

        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            result, chosen, full = call(args, kwargs, want_chosen=False)
            if not ids or type(result) in _TAKES_NO_READINGS:
                return result  # ints, tuples, Rationals: .explain() says it for every kind of result
            if chosen is None:
                chosen = {i: getattr(full, i) for i in ids}
            try:
                if getattr(result, "readings", None) in (None, {}):
                    # read-only: a result may be cached and shared (solve_defuse, a game's solution)
                    object.__setattr__(result, "readings", MappingProxyType(dict(chosen)))
            except (AttributeError, TypeError):
                if len(_TAKES_NO_READINGS) < 256:
                    _TAKES_NO_READINGS.add(type(result))  # the type has no room for it: not tried again
            return result

        def explain(*args, **kwargs) -> Answer:
            """The result as an :class:`Answer`: the value, the readings used, the sections cited."""
            value, chosen, full = call(args, kwargs, want_full=True)
            return Answer(value=value, readings=chosen, cite=cite, rules=full)

        wrapper.__signature__ = _signature(sig, ids, local, alias_of, takes_rules)
        wrapper.readings = ids
        wrapper.aliases = MappingProxyType(alias_of)
        wrapper.game = the_game
        wrapper.cite = cite
        wrapper.explain = explain
        return wrapper

    return deco


def _rules_of(game: str, given: Mapping[str, Any], chosen: Mapping[str, Any]) -> Rules:
    # `chosen` is checked already: the Rules of the options given that differ from the defaults
    changes = {k: chosen[k] for k in given if not _same_option(chosen[k], _REGISTRY[k].default)}
    return Rules._checked(game, changes) if changes else defaults(game)


def _annotation(id: str) -> str:
    kinds = sorted({type(o).__name__ for o in _REGISTRY[id].options})
    return " | ".join(kinds)


def _signature(sig: inspect.Signature, ids, local, alias_of: Mapping[str, str],
               takes_rules: bool) -> inspect.Signature:
    """The function's signature as callers see it: every reading a keyword with its real default
    (those the wrapper takes go just before ``rules``), each alias after its reading, and ``rules=``."""
    kw_only, var_kw = inspect.Parameter.KEYWORD_ONLY, inspect.Parameter.VAR_KEYWORD

    def reading(i: str) -> list[inspect.Parameter]:
        return [inspect.Parameter(i, kw_only, default=_REGISTRY[i].default, annotation=_annotation(i)),
                *(inspect.Parameter(a, kw_only, default=None, annotation="str | None")
                  for a, target in alias_of.items() if target == i)]

    params = []
    for p in sig.parameters.values():
        if p.name in local:
            if p.default is None:
                p = p.replace(default=_REGISTRY[p.name].default)
            params += [p, *reading(p.name)[1:]]
        else:
            params.append(p)
    if not takes_rules:
        params.append(inspect.Parameter("rules", kw_only, default=None, annotation="Rules | None"))
    # the readings the wrapper takes, before rules= (or **kwargs, or at the end: a keyword-only
    # parameter cannot precede a positional one)
    taken = [q for i in ids if i not in local for q in reading(i)]
    at = next((k for k, p in enumerate(params) if p.kind is var_kw
               or (p.name == "rules" and p.kind is kw_only)), len(params))
    params[at:at] = taken
    # rules= goes before **kwargs when the wrapper added it
    params.sort(key=lambda p: p.kind is var_kw)
    return sig.replace(parameters=params)


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
