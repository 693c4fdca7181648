"""Rows of a result that show themselves as a labelled table (issue 21).

:class:`Records` is a tuple of read-only rows (``column -> value`` mappings), so callers that
index, iterate or compare it with a tuple of mappings keep working, and a notebook cell that ends
on it shows a :class:`edgekit.display.Table` (probabilities as a percentage beside the exact
fraction, ``None`` as a dash) instead of a dump of dicts.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from ... import display

__all__ = ["Records"]


class Records(tuple):
    """Read-only rows that render as a labelled table: ``title``, ``probs`` (the columns that are
    probabilities), an optional ``bar`` column, ``notes`` and ``cite``. ``as_table()`` gives the
    :class:`~edgekit.display.Table`; the rows themselves are the exact values."""

    def __new__(cls, rows: Iterable[Mapping], title: str, *, probs=(), bar: str | None = None,
                notes=(), cite: str = "", columns=None):
        rows = tuple(r if isinstance(r, MappingProxyType) else MappingProxyType(dict(r)) for r in rows)
        self = super().__new__(cls, rows)
        cols = tuple(columns) if columns else tuple(dict.fromkeys(k for r in rows for k in r))
        probs = tuple(c for c in ((probs,) if isinstance(probs, str) else probs) if c in cols)
        shown = [[r.get(c) for c in cols] for r in rows]  # columns given: the others stay in the rows
        table = display.Table(title, cols or ("value",), shown, probs=probs,
                              bar=bar if bar in cols else None, notes=notes, cite=cite)
        object.__setattr__(self, "_table", table)
        return self

    def __setattr__(self, name, value):
        raise AttributeError("Records are read-only")

    def __delattr__(self, name):
        raise AttributeError("Records are read-only")

    def __reduce__(self):
        return (tuple, (tuple(dict(r) for r in self),))

    def as_table(self) -> display.Table:
        """The rows as a labelled :class:`~edgekit.display.Table`."""
        return self._table

    def _repr_html_(self) -> str:
        return self._table._repr_html_()

    def _repr_markdown_(self) -> str:
        return self._table._repr_markdown_()

    def __str__(self) -> str:
        return str(self._table)
