"""The results of :mod:`edgekit.display`: :class:`Table`, :class:`Text` and :func:`md`, and
:func:`as_table` / :func:`show`, every cell in the number style (:mod:`.numbers`)."""

from __future__ import annotations

import csv
import dataclasses
import html as _html
import os
import re
import string
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from .numbers import (
    _BAR,
    _BAR_EM,
    MAX_SHOWN_ROWS,
    Shown,
    _md_escape,
    _rational,
    _short,
    exact,
    percent,
    prob,
    value,
)

__all__ = ["Table", "Text", "md", "as_table", "show"]


# ----------------------------------------------------------------------------- Table
_KINDS = ("auto", "prob", "number", "text")


class Table:
    """A labelled table: a title, named columns, rows, an optional bar column of probabilities,
    notes and a citation. Read-only. Shows as HTML (``_repr_html_``), Markdown, readable text
    (``str``), exports ``.to_csv(path)`` (the exact values), and keeps the values given in
    ``.rows`` (a tuple of tuples, in column order).

    ``rows``: sequences (one value per column) or mappings (column -> value). ``probs``: the
    columns whose values are probabilities (shown as :func:`prob`); ``bar``: one of them, drawn
    as a bar from 0 to 1 beside its value. Every other cell is shown by :func:`value`.
    """

    __slots__ = ("_title", "_columns", "_rows", "_probs", "_bar", "_notes", "_cite")

    def __init__(self, title: str, columns: Sequence[str], rows: Iterable, *, probs: Iterable[str] = (),
                 bar: str | None = None, notes: Iterable[str] | str = (), cite: str = ""):
        if not isinstance(title, str):
            raise TypeError(f"title must be a str, not {_short(title)}")
        if isinstance(columns, (str, bytes)) or not isinstance(columns, Sequence) or not columns:
            raise TypeError(f"columns must be a non-empty list of column names (str), not {_short(columns)}")
        columns = tuple(columns)
        for c in columns:
            if not isinstance(c, str):
                raise TypeError(f"columns must hold column names (str), not {_short(c)}")
        if len(set(columns)) != len(columns):
            raise ValueError(f"columns: each name once, not {list(columns)}")
        if isinstance(rows, (str, bytes, Mapping)) or not isinstance(rows, Iterable):
            raise TypeError(f"rows must be a list of rows (sequences or mappings), not {_short(rows)}")
        out = []
        for i, row in enumerate(rows):
            if isinstance(row, Mapping):
                extra = [k for k in row if k not in columns]
                if extra:
                    raise ValueError(f"rows[{i}] has {extra!r:.60}, which are not columns {list(columns)}")
                row = tuple(row.get(c) for c in columns)
            elif isinstance(row, (str, bytes)) or not isinstance(row, Sequence):
                raise TypeError(f"rows[{i}] must be a sequence or a mapping of column -> value, "
                                f"not {_short(row)}")
            elif len(row) != len(columns):
                raise ValueError(f"rows[{i}] has {len(row)} values; the table has {len(columns)} columns "
                                 f"{list(columns)}")
            out.append(tuple(row))
        if isinstance(probs, str):
            probs = (probs,)
        probs = tuple(probs)
        for c in probs:
            if c not in columns:
                raise ValueError(f"probs: {c!r} is not one of the columns {list(columns)}")
        if bar is not None:
            if bar not in columns:
                raise ValueError(f"bar: {bar!r} is not one of the columns {list(columns)}")
            if bar not in probs:
                probs += (bar,)
        if isinstance(notes, str):
            notes = (notes,) if notes else ()
        notes = tuple(notes)
        for n in notes:
            if not isinstance(n, str):
                raise TypeError(f"notes must be sentences (str), not {_short(n)}")
        if not isinstance(cite, str):
            raise TypeError(f"cite must be a str (the sections cited), not {_short(cite)}")
        for k, v in (("_title", title), ("_columns", columns), ("_rows", tuple(out)), ("_probs", probs),
                     ("_bar", bar), ("_notes", notes), ("_cite", cite)):
            object.__setattr__(self, k, v)
        at = [columns.index(c) for c in probs]
        for i, row in enumerate(self._rows):  # a bad probability is named now, not when drawn
            for j in at:
                v = row[j]
                f = _rational(v)
                if f is not None and 0 <= f <= 1 or v is None or isinstance(v, Shown):
                    continue  # the common case, checked without formatting it
                try:
                    prob(v)
                except (TypeError, ValueError) as e:
                    raise type(e)(f"rows[{i}][{columns[j]!r}]: {e}") from None

    def __setattr__(self, name, value):
        raise AttributeError("a Table is read-only")

    def __delattr__(self, name):
        raise AttributeError("a Table is read-only")

    def __reduce__(self):
        return (_table, (self._title, self._columns, self._rows, self._probs, self._bar, self._notes,
                         self._cite))

    # -- the values
    title = property(lambda self: self._title)
    columns = property(lambda self: self._columns)
    rows = property(lambda self: self._rows, doc="The values given, a tuple of tuples in column order.")
    notes = property(lambda self: self._notes)
    cite = property(lambda self: self._cite)
    bar = property(lambda self: self._bar)
    probs = property(lambda self: self._probs)

    def __len__(self) -> int:
        return len(self._rows)

    def __eq__(self, other) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self.__reduce__()[1] == other.__reduce__()[1]

    def __hash__(self) -> int:
        return hash((self._title, self._columns, len(self._rows)))

    def column(self, name: str) -> tuple:
        """The values of one column, in row order."""
        if name not in self._columns:
            raise ValueError(f"name: {name!r} is not one of the columns {list(self._columns)}")
        i = self._columns.index(name)
        return tuple(r[i] for r in self._rows)

    def cell(self, row: int, column: str) -> Shown:
        """One cell as the reader sees it (``.exact`` on it is the full value)."""
        if isinstance(row, bool) or not isinstance(row, int) or not -len(self._rows) <= row < len(self._rows):
            raise ValueError(f"row must be a row number from 0 to {len(self._rows) - 1}, not {row!r}")
        if column not in self._columns:
            raise ValueError(f"column: {column!r} is not one of the columns {list(self._columns)}")
        return self._shown(self._rows[row][self._columns.index(column)], column)

    def _shown(self, v: Any, column: str) -> Shown:
        if column in self._probs and v is not None and not isinstance(v, Shown):
            return prob(v)
        return value(v)

    def _shown_rows(self) -> list[list[Shown]]:
        return [[self._shown(v, c) for v, c in zip(r, self._columns)] for r in self._rows[:MAX_SHOWN_ROWS]]

    def _more(self) -> str:
        extra = len(self._rows) - MAX_SHOWN_ROWS
        return f"... and {extra:,} more rows (all of them in .rows and .to_csv)" if extra > 0 else ""

    def _numeric_columns(self) -> list[bool]:
        """A column is right-aligned when every value in it is a number (None aside)."""
        return [all(_numeric(r[i]) for r in self._rows if r[i] is not None) and
                any(r[i] is not None for r in self._rows) for i in range(len(self._columns))]

    def _foot(self) -> list[str]:
        return ([self._more()] if self._more() else []) + list(self._notes) + (
            [f"Rules: {self._cite}"] if self._cite else [])

    # -- renderings
    def _repr_html_(self) -> str:
        # Only CSS properties JupyterLab's sanitizer keeps in an untrusted notebook (one executed by
        # nbmake, say): no shorthands (border, padding, margin, background), no width or height.
        cell = ("border-bottom:1px solid #ddd;padding-left:8px;padding-right:8px;padding-top:2px;"
                "padding-bottom:2px;vertical-align:top")
        heads = "".join(f"<th style='{cell};text-align:left'>{_html.escape(c)}</th>" for c in self._columns)
        if self._bar:
            heads += f"<th style='{cell};text-align:left'>{_html.escape(self._bar)} (bar, 0 to 1)</th>"
        body = []
        bar_at = self._columns.index(self._bar) if self._bar else None
        right = self._numeric_columns()
        for raw, shown in zip(self._rows, self._shown_rows()):
            tds = "".join(f"<td style='{cell};text-align:{'right' if r else 'left'}'>{s.html}</td>"
                          for r, s in zip(right, shown))
            if bar_at is not None:
                tds += f"<td style='{cell};min-width:{_BAR_EM + 0.5}em'>{_bar_html(raw[bar_at])}</td>"
            body.append(f"<tr>{tds}</tr>")
        cap = (f"<caption style='text-align:left;font-weight:bold;caption-side:top'>"
               f"{_html.escape(self._title)}</caption>" if self._title else "")
        foot = "".join(f"<p style='margin-top:2px;margin-bottom:2px'><small>{_html.escape(n)}</small></p>"
                       for n in self._foot())
        return (f"<div class='edgekit-table' style='max-width:100%;overflow-x:auto'>"
                f"<table style='border-collapse:collapse;margin-top:4px;margin-bottom:4px'>{cap}"
                f"<tr>{heads}</tr>{''.join(body)}</table>{foot}</div>")

    def _repr_markdown_(self) -> str:
        lines = [f"**{_md_escape(self._title)}**", ""] if self._title else []
        lines.append("| " + " | ".join(_md_escape(c) for c in self._columns) + " |")
        lines.append("|" + "|".join("---:" if r else "---" for r in self._numeric_columns()) + "|")
        for shown in self._shown_rows():
            lines.append("| " + " | ".join(s.markdown.replace("\n", " ") for s in shown) + " |")
        foot = self._foot()
        if foot:
            lines += [""] + [f"*{_md_escape(n)}*  " for n in foot]
        return "\n".join(lines)

    def __str__(self) -> str:
        grid = [list(self._columns)] + [[str(s) for s in row] for row in self._shown_rows()]
        widths = [max(len(r[i]) for r in grid) for i in range(len(self._columns))]
        lines = [self._title] if self._title else []
        lines.append("  ".join(h.ljust(w) for h, w in zip(grid[0], widths)).rstrip())
        lines.append("  ".join("-" * w for w in widths))
        right = self._numeric_columns()
        for row in grid[1:]:
            cells = (c.rjust(w) if r else c.ljust(w) for r, c, w in zip(right, row, widths))
            lines.append("  ".join(cells).rstrip())
        return "\n".join(lines + self._foot())

    def __repr__(self) -> str:
        return (f"<Table {self._title!r}: {len(self._columns)} columns {list(self._columns)}, "
                f"{len(self._rows)} rows>")

    def as_table(self) -> Table:
        return self

    def to_csv(self, path: str | os.PathLike) -> str:
        """Write the table to ``path`` as CSV: a header of column names, then every row (all of
        them) with its exact values (``3/8``, a formula as text); returns the path written."""
        if not isinstance(path, (str, os.PathLike)):
            raise TypeError(f"path must be a file path (str or os.PathLike), not {_short(path)}")
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(self._columns)
            for row in self._rows:
                w.writerow(["" if v is None else exact(v) for v in row])
        return os.fspath(path)


def _table(title, columns, rows, probs, bar, notes, cite) -> Table:
    return Table(title, columns, rows, probs=probs, bar=bar, notes=notes, cite=cite)


def _numeric(v: Any) -> bool:
    if isinstance(v, Shown):
        v = v.value
    return not isinstance(v, bool) and (isinstance(v, (int, float, Fraction)) or isinstance(v, sympy.Basic))


def _bar_html(p: Any) -> str:
    if isinstance(p, Shown):
        p = p.value
    try:
        v = float(p)
    except (TypeError, ValueError):
        return ""  # a formula with unknowns has no length
    # a coloured span padded to its length: padding-left and background-color survive the sanitizer
    length = max(0.0, min(1.0, v)) * _BAR_EM
    if length == 0:
        return ""
    return (f"<span title='{_html.escape(percent(p))}' style='background-color:{_BAR};"
            f"padding-left:{max(length, 0.05):.3f}em;font-size:90%'>&#8203;</span>")


# ----------------------------------------------------------------------------- Text
class Text:
    """A sentence or a paragraph computed from values (a notebook's "What we learned"):
    Markdown in a notebook (``_repr_markdown_``), plain text by ``str``; ``.values`` keeps the
    values it was made from (exact, never rounded). Make one with :func:`md`."""

    __slots__ = ("_markdown", "_text", "_values")

    def __init__(self, markdown: str, text: str | None = None, values: Mapping[str, Any] | None = None):
        if not isinstance(markdown, str):
            raise TypeError(f"markdown must be a str, not {_short(markdown)}")
        if text is not None and not isinstance(text, str):
            raise TypeError(f"text must be a str or None, not {_short(text)}")
        if values is not None and not isinstance(values, Mapping):
            raise TypeError(f"values must be a mapping name -> value, not {_short(values)}")
        object.__setattr__(self, "_markdown", markdown)
        object.__setattr__(self, "_text", text if text is not None else markdown)
        object.__setattr__(self, "_values", MappingProxyType(dict(values or {})))

    def __setattr__(self, name, value):
        raise AttributeError("a Text is read-only")

    markdown = property(lambda self: self._markdown)
    values = property(lambda self: self._values, doc="The values the sentence was made from (exact).")

    def _repr_markdown_(self) -> str:
        return self._markdown

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        text = self._text if len(self._text) <= 70 else self._text[:67] + "..."
        return f"<Text {text!r}>"

    def __eq__(self, other) -> bool:
        return isinstance(other, Text) and (self._markdown, self._text) == (other._markdown, other._text)

    def __hash__(self) -> int:
        return hash((self._markdown, self._text))

    def __add__(self, other: Text) -> Text:
        """Two paragraphs as one (a blank line between them)."""
        if not isinstance(other, Text):
            return NotImplemented
        return Text(self._markdown + "\n\n" + other._markdown, self._text + "\n\n" + other._text,
                    {**self._values, **other._values})


class _Style(string.Formatter):
    """Formats each ``{name}`` of a template in the number style; ``attr`` picks the rendering."""

    def __init__(self, attr: str):
        self.attr = attr

    def format_field(self, v: Any, spec: str) -> str:
        if spec in ("%", "prob"):
            s = prob(v)
        elif spec == "exact":
            s = Shown(exact(v))
        elif spec in ("", "number", "value"):
            s = value(v)
        else:
            return format(v, spec)  # an ordinary format spec ("{n:,}") the caller chose
        return str(s) if self.attr == "text" else getattr(s, self.attr)


def md(template: str, /, **values: Any) -> Text:
    """A sentence computed from values: ``md("The chance is {p:%}.", p=Rational(3, 8))`` gives
    "The chance is 37.5% (exact 3/8)." Each ``{name}`` is shown in the number style:
    ``{name:%}`` (or ``:prob``) as a probability, ``{name}`` by :func:`value` (a mean or count
    as a decimal beside its exact value, text as it is), ``{name:exact}`` as the full exact
    value, any other spec as Python formats it. The template is Markdown; values are
    keywords (a missing one is a ValueError naming it)."""
    if not isinstance(template, str):
        raise TypeError(f"template must be a str (Markdown with {{name}} fields), not {_short(template)}")
    try:
        markdown = _Style("markdown").vformat(template, (), values)
        text = _Style("text").vformat(template, (), values)
    except KeyError as e:
        raise ValueError(f"template names {{{e.args[0]}}}, but no value {e.args[0]}= was given; given: "
                         f"{sorted(values)}") from None
    except IndexError:
        raise ValueError("template: give every value by name ({name}), not by position ({} or {0})") from None
    return Text(markdown, _plain(text), values)


def _plain(text: str) -> str:
    """Markdown emphasis out of the plain-text version."""
    return re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: m.group(1) or m.group(2), text)


# ----------------------------------------------------------------------------- as_table / show
def as_table(obj: Any, title: str = "", *, columns: Sequence[str] | None = None, kind: str = "auto",
             notes: Iterable[str] | str = (), cite: str = "") -> Table:
    """``obj`` as a labelled :class:`Table`: a Table (kept), any result with an ``as_table()``
    method (a Dist, a Summary, a PolicyTable ...), a mapping (one row per key; a mapping of
    mappings gives one column per inner key; tuple keys one column per part when ``columns``
    names them), a sequence of pairs, of equal-length tuples, of mappings (records) or of
    dataclasses (one column per field).

    ``kind``: "prob" shows the values as probabilities with a bar, "number" as numbers, "text"
    as they are; "auto" (default) takes a mapping whose values are exact and sum to 1 for a
    distribution (probabilities with a bar). A value no table can hold (a number, text, None) is
    a TypeError naming ``obj``."""
    if not isinstance(title, str):
        raise TypeError(f"title must be a str, not {_short(title)}")
    if kind not in _KINDS:
        raise ValueError(f"kind must be one of {list(_KINDS)}, not {kind!r}")
    if columns is not None and (isinstance(columns, (str, bytes)) or not isinstance(columns, Sequence)):
        raise TypeError(f"columns must be a list of column names, not {_short(columns)}")
    if isinstance(obj, Table):
        return obj
    method = getattr(type(obj), "as_table", None)
    if callable(method) and not isinstance(obj, type):
        t = obj.as_table(title) if title else obj.as_table()
        if not isinstance(t, Table):
            raise TypeError(f"obj.as_table() must give a Table, not {_short(t)}")
        return t
    if isinstance(obj, Mapping):
        return _mapping_table(obj, title, columns, kind, notes, cite)
    if isinstance(obj, (str, bytes)) or not isinstance(obj, Iterable) or isinstance(obj, type):
        raise TypeError(f"obj must be a mapping, a sequence of pairs or records, or a result with "
                        f"as_table(), not {_short(obj)}")
    items = list(obj)
    if items and all(isinstance(i, Mapping) for i in items):
        cols = list(columns) if columns else list(dict.fromkeys(k for i in items for k in i))
        return _table_of(title, [str(c) for c in cols], [[i.get(c) for c in cols] for i in items],
                         kind, notes, cite, value_columns=None)
    if items and all(dataclasses.is_dataclass(i) and not isinstance(i, type) for i in items):
        names = [f.name for f in dataclasses.fields(items[0]) if f.repr]
        if any(type(i) is not type(items[0]) for i in items):
            raise TypeError("obj: a sequence of dataclasses must hold one type (one set of columns)")
        return _table_of(title, list(columns) if columns else names,
                         [[getattr(i, n) for n in names] for i in items], kind, notes, cite,
                         value_columns=None)
    if all(isinstance(i, (tuple, list)) for i in items) and items:
        width = len(items[0])
        if any(len(i) != width for i in items):
            raise ValueError(f"obj: rows of different lengths ({sorted({len(i) for i in items})}); "
                             "give columns of one length")
        if width == 2 and not columns:
            return _mapping_table(dict(_pairs_in_order(items)), title, columns, kind, notes, cite,
                                  pairs=items)
        cols = list(columns) if columns else [f"column {i + 1}" for i in range(width)]
        return _table_of(title, cols, items, kind, notes, cite, value_columns=cols[1:])
    cols = list(columns) if columns else ["value"]
    return _table_of(title, cols, [[i] for i in items], kind, notes, cite, value_columns=cols)


def _pairs_in_order(items):
    return [(i[0], i[1]) for i in items]


def _mapping_table(obj: Mapping, title, columns, kind, notes, cite, pairs=None) -> Table:
    items = list(pairs) if pairs is not None else list(obj.items())
    items = [(k, v) for k, v in items]
    if items and all(isinstance(v, Mapping) for _, v in items):  # a mapping of mappings: a grid
        inner = list(dict.fromkeys(k for _, v in items for k in v))
        head = list(columns) if columns else [""] + [str(value(k)) for k in inner]
        if len(head) != len(inner) + 1:
            raise ValueError(f"columns: give {len(inner) + 1} names (the key, then {inner!r:.60}), "
                             f"not {len(head)}")
        rows = [[k] + [v.get(i) for i in inner] for k, v in items]
        return _table_of(title, head, rows, kind, notes, cite, value_columns=head[1:])
    keys_split = (columns and items and all(isinstance(k, tuple) for k, _ in items)
                  and len(columns) == len(items[0][0]) + 1)
    if keys_split:
        rows = [list(k) + [v] for k, v in items]
        return _table_of(title, list(columns), rows, kind, notes, cite, value_columns=[columns[-1]])
    head = list(columns) if columns else ["", "value"]
    if len(head) != 2:
        raise ValueError(f"columns: a mapping gives two columns (key, value), not {len(head)} names")
    if not columns and kind == "auto" and _sums_to_one([v for _, v in items]):
        head = ["outcome", "probability"]
    elif not columns and kind == "prob":
        head = ["outcome", "probability"]
    return _table_of(title, head, [[k, v] for k, v in items], kind, notes, cite, value_columns=[head[1]],
                     bar_ok=True)


def _sums_to_one(vals) -> bool:
    fs = [_rational(v) for v in vals]
    return bool(fs) and all(f is not None and 0 <= f <= 1 for f in fs) and sum(fs) == 1


def _table_of(title, columns, rows, kind, notes, cite, value_columns, bar_ok=False) -> Table:
    probs: tuple = ()
    bar = None
    if kind == "prob" or (kind == "auto" and bar_ok and _sums_to_one([r[-1] for r in rows])):
        probs = tuple(value_columns) if value_columns else tuple(columns[1:])
        bar = probs[0] if len(probs) == 1 else None
    if kind == "text":
        rows = [[v if isinstance(v, Shown) or v is None else Shown(str(v), value=v) for v in r] for r in rows]
    return Table(title, columns, rows, probs=probs, bar=bar, notes=notes, cite=cite)


def show(obj: Any, title: str = "", **options: Any) -> Any:
    """What a notebook cell should end on to show ``obj`` readably: a Table for a mapping, a
    sequence or a Dist (:func:`as_table`, with ``title`` and ``options``), a Text for a str (as
    Markdown), and any object that already renders itself (``_repr_html_`` or
    ``_repr_markdown_``, not a bare container) as it is. Returns the object to show (end the
    cell on it, or pass it to IPython's ``display``)."""
    if isinstance(obj, (Table, Text, Shown)):
        return obj
    if isinstance(obj, str):
        return Text(obj)
    own = (getattr(type(obj), "_repr_html_", None) or getattr(type(obj), "_repr_markdown_", None))
    if own is not None and not title and not options and getattr(type(obj), "as_table", None) is None:
        return obj
    if isinstance(obj, (int, float, Fraction)) or isinstance(obj, sympy.Basic):
        return value(obj)
    return as_table(obj, title, **options)
