"""What the reader sees: one number style, labelled tables and computed sentences (issue 21).

Every result a notebook shows goes through this module, so that a reader never meets a Python
dump (``Fraction(3, 8)``, ``mappingproxy({...})``, ``<... at 0x...>``, a bare dict or tuple).

**The number style** (one function per kind of number, each giving a :class:`Shown`):

* :func:`prob`: a probability as a percentage beside its exact fraction, ``"37.5% (exact 3/8)"``;
  a fraction of more than :data:`MAX_DIGITS` digits is abbreviated,
  ``"≈ 58.9% (exact: 17-digit fraction)"``, with the exact value one step away (``.exact`` on
  the value; a ``title`` and a click-to-open ``<details>`` in HTML). Never dropped.
* :func:`number`: a mean or a count as a decimal, the exact value beside it or one step away
  (``"6.882 (exact: 20-digit fraction)"``, ``"1,234"``).
* a sympy expression with unknowns (either function): LaTeX in Markdown and HTML (typeset by
  MathJax), a readable formula in text (and in the HTML's hover title).
* a float (either function): labelled as an estimate, ``"≈ 44.8% (estimate)"``.
* :func:`exact` is the full exact text of any value (never abbreviated), :func:`value` picks the
  style for a value of unknown kind (numbers as :func:`number`, text as it is, a tuple as its
  items), the one Table cells and sentences use.

**Results**: :class:`Table` (a title, named columns, rows, an optional bar column of
probabilities, notes and a citation; HTML, Markdown, text and ``.to_csv(path)``), :class:`Text`
(a "What we learned" sentence computed from values: :func:`md`), and :func:`as_table` /
:func:`show`, which turn a mapping, a sequence of pairs or records, or any result with an
``as_table()`` method (:class:`edgekit.dist.Dist`, ...) into a labelled Table.

Core: imports no game and no widget (no IPython, no pandas: there is no ``to_frame()``).
Every value here is immutable.

>>> from fractions import Fraction
>>> print(prob(Fraction(3, 8)))
37.5% (exact 3/8)
>>> p = prob(Fraction(30608105139434645, 51998697814228992))
>>> print(p)
≈ 58.9% (exact: 17-digit fraction)
>>> p.exact
'30608105139434645/51998697814228992'
>>> print(md("The chance is {p:%}; on average {m} rolls.", p=Fraction(1, 6), m=Fraction(7, 2)))
The chance is 16.7% (exact 1/6); on average 3.5 (exact 7/2) rolls.
>>> print(as_table({"win": Fraction(3, 8), "lose": Fraction(5, 8)}, "A roll"))
A roll
outcome  probability
-------  -----------------
win      37.5% (exact 3/8)
lose     62.5% (exact 5/8)
"""

from __future__ import annotations

import csv
import dataclasses
import html as _html
import math
import os
import re
import string
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

__all__ = ["MAX_DIGITS", "Shown", "prob", "number", "percent", "exact", "value", "Table", "Text",
           "md", "as_table", "show"]

#: A fraction whose numerator or denominator has more digits than this is shown abbreviated.
MAX_DIGITS = 8
#: The most rows a Table draws in HTML, Markdown and text (``.rows`` and ``.to_csv`` keep all).
MAX_SHOWN_ROWS = 200
_BAR = "#3b6ea8"
_BAR_EM = 10  # the length of a bar of probability 1


# ----------------------------------------------------------------------------- a shown value
class Shown(str):
    """A value as the reader sees it: the text itself (a ``str``), plus ``.html``,
    ``.markdown``, ``.exact`` (the full exact text, never abbreviated) and ``.value`` (the value
    given). Read-only. In a notebook it renders as HTML."""

    def __new__(cls, text: str, *, html: str | None = None, markdown: str | None = None,
                exact: str | None = None, value: Any = None):
        self = super().__new__(cls, text)
        d = self.__dict__
        d["html"] = html if html is not None else _html.escape(text)
        d["markdown"] = markdown if markdown is not None else _md_escape(text)
        d["exact"] = exact if exact is not None else text
        d["value"] = value
        return self

    def __setattr__(self, name, value):
        raise AttributeError("a Shown value is read-only")

    def __delattr__(self, name):
        raise AttributeError("a Shown value is read-only")

    def __reduce__(self):
        return (_shown, (str(self), self.html, self.markdown, self.exact, self.value))

    def _repr_html_(self) -> str:
        return self.html

    def _repr_markdown_(self) -> str:
        return self.markdown


def _shown(text, html, markdown, exact, value) -> Shown:
    return Shown(text, html=html, markdown=markdown, exact=exact, value=value)


def _md_escape(text: str) -> str:
    return re.sub(r"([\\`*_|<>\[\]$])", r"\\\1", text)


def _rational(x: Any) -> Fraction | None:
    """``x`` as a Fraction when it is an exact rational number (int, Fraction, sympy Rational)."""
    if isinstance(x, bool):
        return None
    if isinstance(x, int):
        return Fraction(x)
    if isinstance(x, Fraction):
        return x
    if isinstance(x, sympy.Rational):
        return Fraction(int(x.p), int(x.q))
    return None


def _is_float(x: Any) -> bool:
    return isinstance(x, float) or isinstance(x, sympy.Float)


def _digits(n: int) -> int:
    n = abs(n)
    if n < 10**15:
        return len(str(n))
    d = int(n.bit_length() * 0.30102999566398) + 1  # str() of a huge int is slow (and capped)
    return d if n >= 10 ** (d - 1) else d - 1


def _is_long(f: Fraction) -> bool:
    return _digits(f.numerator) > MAX_DIGITS or _digits(f.denominator) > MAX_DIGITS


def _fraction_text(f: Fraction) -> str:
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def _size(f: Fraction) -> str:
    """``"17-digit fraction"``: how long an abbreviated exact value is."""
    if f.denominator == 1:
        return f"{_digits(f.numerator)}-digit whole number"
    a, b = _digits(f.numerator), _digits(f.denominator)
    return f"{max(a, b)}-digit fraction" if abs(a - b) <= 1 else f"{a}/{b}-digit fraction"


def _details(summary: str, exact_text: str) -> str:
    """HTML: the abbreviated summary; one click (or a hover) opens the exact value."""
    e = _html.escape(exact_text)
    return (f"<details class='edgekit-exact' style='display:inline-block;vertical-align:top'>"
            f"<summary title='exact {e}'>{_html.escape(summary)}</summary>"
            f"<code style='word-break:break-all;white-space:normal;font-size:85%'>{e}</code></details>")


def _symbolic(x: Any, kind: str) -> Shown:
    """A sympy expression with unknowns: a formula (no percentage can be given)."""
    # LaTeX in HTML too, not MathML: Lab typesets $...$ in HTML outputs with MathJax (so do Voila and
    # nbconvert), while its sanitizer strips MathML tags from an untrusted (e.g. nbmake-executed)
    # notebook, leaving "1-c3" for 1 - c/3. The title holds the formula as text.
    text = sympy.sstr(x)
    latex = sympy.latex(x)
    html = f"<span class='edgekit-formula' title='{_html.escape(text)}'>${_html.escape(latex)}$</span>"
    return Shown(text, html=html, markdown=f"${latex}$", exact=text, value=x)


def _check_kind(name: str, x: Any) -> None:
    if isinstance(x, (str, bytes, bool)) or x is None:
        raise TypeError(f"{name} must be a number (int, Fraction, sympy, or a float estimate), "
                        f"not {_short(x)}")


def _short(x: Any) -> str:
    try:
        text = repr(x)
    except Exception:  # noqa: BLE001 - a caller's object with a broken __repr__
        text = type(x).__name__
    return (text if len(text) <= 60 else text[:57] + "...") + f" ({type(x).__name__})"


# ----------------------------------------------------------------------------- the number style
def percent(p: Any) -> str:
    """The percentage of an exact (or float) probability, for reading: exact when it is short
    ("37.5%", "50%"), else rounded to one decimal; a possible event is never "0%" and an
    uncertain one never "100%" ("< 0.0001%", "> 99.9%")."""
    f = _rational(p)
    if f is None:
        if _is_float(p) or (isinstance(p, sympy.Expr) and p.is_number):
            v = float(p)
            return _percent_text(v, v == 0, v == 1)
        raise TypeError(f"p must be a probability (an exact number or a float estimate), not {_short(p)}")
    pct = f * 100
    if pct.denominator == 1:
        return f"{pct.numerator}%"
    if 10 % pct.denominator == 0 and pct >= Fraction(1, 10):
        return f"{float(pct):.1f}%"
    return _percent_text(float(f), f == 0, f == 1)


def _percent_text(v: float, zero: bool, one: bool) -> str:
    pct = 100 * v
    if zero:
        return "0%"
    if one:
        return "100%"
    if pct < 1e-4:
        return "< 0.0001%"
    if pct < 0.1:
        return f"{pct:.2g}%"
    text = f"{pct:.1f}%"
    return "> 99.9%" if text == "100.0%" else text


def prob(p: Any) -> Shown:
    """A probability as the reader sees it: ``"37.5% (exact 3/8)"``; a long fraction
    abbreviated, ``"≈ 58.9% (exact: 17-digit fraction)"`` (``.exact`` holds it); a float
    labelled, ``"≈ 44.8% (estimate)"``; a formula with unknowns as a formula.

    ``p`` must lie from 0 to 1 (ValueError naming ``p``); text, bools and None are refused."""
    _check_kind("p", p)
    f = _rational(p)
    if f is None:
        if _is_float(p):
            v = float(p)
            if not 0 <= v <= 1:
                raise ValueError(f"p must be a probability from 0 to 1, not {v!r}")
            text = f"{_about(percent(v))} (estimate)"
            return Shown(text, exact=f"{v!r} (a float estimate)", value=p)
        if not isinstance(p, sympy.Expr):
            raise TypeError(f"p must be a probability (an exact number or a float estimate), not {_short(p)}")
        if p.free_symbols:
            return _symbolic(p, "prob")
        v = float(p)  # an exact irrational number, e.g. sqrt(2)/2
        if not 0 <= v <= 1:
            raise ValueError(f"p must be a probability from 0 to 1, not {p}")
        exact_text = sympy.sstr(p)
        text = f"{_about(percent(v))} (exact {exact_text})"
        return Shown(text, exact=exact_text, value=p)
    if not 0 <= f <= 1:
        raise ValueError(f"p must be a probability from 0 to 1, not {_fraction_text(f)}")
    exact_text = _fraction_text(f)
    if f.denominator == 1:  # 0 or 1: nothing to add
        text = "0% (never)" if f == 0 else "100% (certain)"
        return Shown(text, exact=exact_text, value=p)
    if _is_long(f):
        text = f"{_about(percent(f))} (exact: {_size(f)})"
        return Shown(text, html=_details(text, exact_text), markdown=_span(text, exact_text),
                     exact=exact_text, value=p)
    return Shown(f"{percent(f)} (exact {exact_text})", exact=exact_text, value=p)


def _about(pct: str) -> str:
    """A rounded percentage marked as such ("< 0.0001%" says so itself)."""
    return pct if pct[0] in "<>" else f"≈ {pct}"


def _span(text: str, exact_text: str) -> str:
    """Markdown: the abbreviated text, the exact value in its tooltip (Markdown keeps inline HTML)."""
    return f"<span title='exact {_html.escape(exact_text)}'>{_html.escape(text)}</span>"


def _decimal(v: float) -> str:
    a = abs(v)
    if a != 0 and (a >= 1e15 or a < 1e-4):
        return f"{v:.4g}"
    if a >= 1000:
        return f"{v:,.1f}"
    return f"{v:.4g}"


def number(x: Any) -> Shown:
    """A mean, a count or any exact number as a decimal, its exact value beside it
    (``"2.5 (exact 5/2)"``, ``"1,234"``) or one step away when long
    (``"≈ 6.882 (exact: 20-digit fraction)"``, ``.exact``); a float labelled as an estimate."""
    _check_kind("x", x)
    f = _rational(x)
    if f is None:
        if _is_float(x):
            v = float(x)
            if math.isnan(v) or math.isinf(v):
                return Shown(f"{v} (estimate)", exact=repr(v), value=x)
            return Shown(f"≈ {_decimal(v)} (estimate)", exact=f"{v!r} (a float estimate)", value=x)
        if not isinstance(x, sympy.Expr):
            raise TypeError(f"x must be a number (int, Fraction, sympy, or a float estimate), "
                            f"not {_short(x)}")
        if x.free_symbols or not x.is_number:
            return _symbolic(x, "number")
        exact_text = sympy.sstr(x)
        return Shown(f"≈ {_decimal(float(x))} (exact {exact_text})", exact=exact_text, value=x)
    exact_text = _fraction_text(f)
    if f.denominator == 1:
        n = f.numerator
        if _digits(n) <= 15:
            return Shown(f"{n:,}", exact=exact_text, value=x)
        text = f"≈ {float(n):.4g} (exact: {_size(f)})"
        return Shown(text, html=_details(text, exact_text), markdown=_span(text, exact_text),
                     exact=exact_text, value=x)
    if _is_long(f):
        text = f"≈ {_decimal(float(f))} (exact: {_size(f)})"
        return Shown(text, html=_details(text, exact_text), markdown=_span(text, exact_text),
                     exact=exact_text, value=x)
    dec = _decimal(float(f))
    sign = "" if Fraction(dec.replace(",", "")) == f else "≈ "  # 5/2 is 2.5; 1/3 is about 0.3333
    return Shown(f"{sign}{dec} (exact {exact_text})", exact=exact_text, value=x)


def exact(x: Any) -> str:
    """The full exact text of a value, never abbreviated: ``"3/8"``, ``"1 - c/3"``, ``"12"``
    (a float is marked as one: ``"0.1 (a float estimate)"``)."""
    if isinstance(x, Shown):
        return x.exact
    f = _rational(x)
    if f is not None:
        return _fraction_text(f)
    if _is_float(x):
        return f"{float(x)!r} (a float estimate)"
    if isinstance(x, sympy.Basic):
        return sympy.sstr(x)
    return str(value(x))


def value(x: Any) -> Shown:
    """Any value in the reader's style: numbers as :func:`number`, probabilities given as
    :class:`Shown` kept, text as it is, None as a dash, a tuple or list as its items, a mapping as
    ``key: value`` pairs, an object by its own ``str`` (never a ``<... at 0x...>`` or a dataclass
    repr: then its name and fields in words)."""
    if isinstance(x, Shown):
        return x
    if x is None:
        return Shown("—", exact="None", value=None)
    if isinstance(x, bool):
        return Shown("yes" if x else "no", exact=str(x), value=x)
    if isinstance(x, str):
        return Shown(x, value=x)
    if isinstance(x, (int, Fraction, float)) or isinstance(x, sympy.Basic):
        if isinstance(x, sympy.Basic) and not isinstance(x, sympy.Expr):
            return Shown(sympy.sstr(x), value=x)
        return number(x)
    if isinstance(x, Mapping):
        parts = [(value(k), value(v)) for k, v in x.items()]
        return _joined(parts, x, "; ", ": ")
    if isinstance(x, (tuple, list, set, frozenset)):
        items = list(x)
        if isinstance(x, (set, frozenset)):
            try:
                items = sorted(items)
            except TypeError:
                pass
        return _joined([(_nested(i),) for i in items], x, ", ", "")
    if hasattr(x, "as_text") and callable(x.as_text):
        return Shown(str(x.as_text()), value=x)
    if dataclasses.is_dataclass(x) and not isinstance(x, type) and type(x).__str__ is object.__str__:
        fields = [(Shown(f.name), value(getattr(x, f.name))) for f in dataclasses.fields(x) if f.repr]
        inner = _joined(fields, x, ", ", " ")
        return Shown(f"{type(x).__name__}: {inner}", html=f"{_html.escape(type(x).__name__)}: {inner.html}",
                     markdown=f"{_md_escape(type(x).__name__)}: {inner.markdown}", value=x)
    text = str(x)
    if " at 0x" in text:
        text = type(x).__name__
    return Shown(text, value=x)


def _nested(x: Any) -> Shown:
    """An item of a sequence: a sequence inside it keeps its brackets, ``(8, 3)``."""
    s = value(x)
    if isinstance(x, (tuple, list)):
        return Shown(f"({s})", html=f"({s.html})", markdown=f"({s.markdown})", exact=f"({s.exact})", value=x)
    return s


def _joined(parts: list[tuple[Shown, ...]], x: Any, sep: str, inner: str) -> Shown:
    def j(attr: str) -> str:
        return sep.join(inner.join(getattr(p, attr) if attr != "text" else str(p) for p in part)
                        for part in parts)
    return Shown(j("text"), html=j("html"), markdown=j("markdown"), exact=j("exact"), value=x)


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
