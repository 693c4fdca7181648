"""The number style of :mod:`edgekit.display`: one function per kind of number, each giving a
:class:`Shown` (text, HTML, Markdown and the exact value). See the package docstring."""

from __future__ import annotations

import dataclasses
import html as _html
import math
import re
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import sympy

__all__ = ["MAX_DIGITS", "Shown", "prob", "number", "percent", "exact", "value"]


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
