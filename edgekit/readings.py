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
decorator takes each reading as a keyword (``f(x, natural_12="plain_failure")``
is ``f(x, rules=defaults("Edge City").replace(natural_12="plain_failure"))``),
checks every value against its options (a ``ValueError`` naming the allowed
values), shows the real defaults in the signature and in ``help()``, and hands
the function the effective Rules as ``rules=``: the function declares only
``rules=None`` and reads ``rules.natural_12``.
``f.explain(...)`` returns the result as an :class:`Answer` that says which
readings it used and which sections it cites: the one way every result, a plain
number included, reports its rules.

    >>> @uses("natural_12")
    ... def ends(*, rules=None):
    ...     "Rules: Edge City 8.5.1."
    ...     return rules.natural_12 != "plain_failure"
    >>> ends(), ends(natural_12="plain_failure"), ends.explain().readings["natural_12"]
    (True, False, 'ends_action')
    >>> import inspect
    >>> str(inspect.signature(ends))
    "(*, natural_12: 'str' = 'ends_action', rules=None)"

The machinery lives in the private package ``edgekit._readings`` (``registry.py``: the data
files and the registry; ``rules.py``: :class:`Rules`; ``provenance.py``: :func:`uses` and
:class:`Answer`); every public name is imported from here.
"""

from __future__ import annotations

from ._readings.provenance import Answer, cites_of, readings_of, uses
from ._readings.registry import (
    GAMES,
    Reading,
    all,  # noqa: A004 - the public name asked for
    by_game,
    data_file,
    game_name,
    get,
    register,
)
from ._readings.registry import UnknownReading as UnknownReading  # get() raises it (not in __all__)
from ._readings.rules import Rules, defaults, recording, resolve

__all__ = ["Reading", "Rules", "register", "get", "all", "by_game", "defaults", "resolve", "uses",
           "readings_of", "Answer", "GAMES", "game_name", "cites_of", "recording", "data_file"]
