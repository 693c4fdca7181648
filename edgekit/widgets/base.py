"""The shared machinery of every explorer: the :class:`Explorer` base class and its helpers.

:class:`Explorer` builds nothing itself: a subclass sets ``self.controls`` and implements
``compute()`` (the exact state) and ``render(state)`` (HTML); the base class observes the
controls, recomputes on every change, shows a refusal for bad input, and draws the optional
``figure(state)`` once to PNG (:func:`render_png`), reusing a picture already drawn for the same
``figure_key(state)``. :func:`reading_dropdown` is the control that switches a reading,
:func:`bars_html` the HTML table of exact probabilities most explorers show, :func:`show_figure`
puts a matplotlib figure into an ``Output`` widget.

**Numbers** go through :mod:`edgekit.display`'s one number style, so every explorer reads the
same: :func:`prob_html` shows a probability as "37.5% (exact 3/8)", a fraction of more than
:data:`edgekit.display.MAX_DIGITS` digits abbreviated ("≈ 58.9% (exact: 17-digit fraction)", the
exact value one click away and in the tooltip, never dropped, never running past a table edge);
:func:`number_html` does the same for a mean or a count. Use them for every number an explorer
writes into its HTML (not ``describe(p)["fraction"]``, which never abbreviates).
"""

from __future__ import annotations

import html as _html
import io
from collections import OrderedDict
from collections.abc import Iterable, Mapping

import ipywidgets as w
import matplotlib.pyplot as plt
import sympy

from .. import display
from ..dist import as_probability, is_symbolic_value
from . import _check

__all__ = ["Explorer", "reading_dropdown", "show_figure", "render_png", "bars_html", "prob_html",
           "number_html", "FIGURE_DPI"]

FIGURE_DPI = 72


def render_png(fig, dpi: int = FIGURE_DPI) -> bytes:
    """Draw ``fig`` once to PNG bytes and close it (``dpi``: a whole number, 1..600)."""
    _check.figure("fig", fig)
    dpi = _check.as_whole("dpi", dpi, lo=1, hi=600)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    plt.close(fig)
    return buf.getvalue()


def _formula_html(x) -> str:
    """A formula with unknowns, as readable text: an explorer's ``HTML`` widget typesets no LaTeX."""
    return f"<code class='edgekit-formula'>{_html.escape(display.exact(x))}</code>"


def prob_html(p) -> str:
    """An exact probability as explorer HTML in the number style: "37.5% (exact 3/8)"; a long
    fraction abbreviated, "≈ 58.9% (exact: 17-digit fraction)", the exact value one click away
    (``<details>``) and in the tooltip; a formula with unknowns as a formula. Floats are refused
    (an explorer computes exactly); a value outside 0..1 is a ValueError naming ``p``."""
    p = as_probability(p, "p")
    if is_symbolic_value(p):
        return _formula_html(p)
    return display.prob(p).html


def number_html(x) -> str:
    """An exact mean or count as explorer HTML in the number style: "2.5 (exact 5/2)", "1,234",
    a long fraction abbreviated, "≈ 6.882 (exact: 20-digit fraction)" (the exact value one click
    away); a formula with unknowns as a formula; a float is labelled as an estimate."""
    if isinstance(x, sympy.Basic) and x.free_symbols:
        return _formula_html(x)
    return display.number(x).html  # refuses text, bools and None, naming x


def _bar_width(p) -> float:
    """The bar's width in percent (0 for a formula with unknowns: it has no length)."""
    if is_symbolic_value(p):
        return 0.0
    return max(0.0, min(100.0, 100 * float(p)))


def bars_html(rows, *, head=("outcome", "probability"), caption: str = "", css_class: str = "edgekit-bars",
              colour: str = "#3b6ea8") -> str:
    """An HTML table of exact probabilities, one row per outcome with a bar of its width.

    ``rows`` are ``(label, p)`` or ``(label, p, colour)``. Bars are on the 0..1 scale (a full
    cell is certainty), so bars compare across updates; the cell shows the probability in the
    number style (:func:`prob_html`: percent beside the exact fraction, a long one abbreviated
    so that it never runs past the table edge). For live widgets: HTML instead of a redrawn
    figure keeps an update within a few milliseconds.
    """
    if isinstance(rows, (str, bytes, Mapping)) or not isinstance(rows, Iterable):
        raise TypeError(f"rows must be a list of (label, p) or (label, p, colour) rows, not {rows!r:.60}")
    if isinstance(head, (str, bytes)) or not isinstance(head, (tuple, list)) or len(head) != 2:
        raise TypeError(f"head must be two column titles (str), not {head!r:.60}")
    for name, value in (("head", head[0]), ("head", head[1]), ("caption", caption),
                        ("css_class", css_class), ("colour", colour)):
        _check.text(name, value)
    cell = "padding:0 6px;vertical-align:top"
    out = []
    for i, row in enumerate(rows):
        if isinstance(row, (str, bytes)) or not isinstance(row, (tuple, list)) or len(row) not in (2, 3):
            raise TypeError(f"rows[{i}] must be (label, p) or (label, p, colour), not {row!r:.60}")
        label, p = row[0], row[1]
        try:
            html = prob_html(p)
            q = as_probability(p, "p")
            shown = display.exact(q) if is_symbolic_value(q) else str(display.prob(q))  # the bar's tooltip
            width = _bar_width(p)
            if len(row) > 2:
                _check.text("colour", row[2])
        except (TypeError, ValueError) as e:
            raise type(e)(f"rows[{i}]: {e}") from None
        out.append(f"<tr><td style='{cell}'>{display.value(label).html}</td>"
                   f"<td style='{cell};text-align:right;max-width:24em'>{html}</td>"
                   f"<td style='{cell};width:14em;min-width:14em'><div title='{_html.escape(shown)}' "
                   f"style='width:{width:.2f}%;min-width:{1 if width else 0}px;height:0.9em;"
                   f"background:{row[2] if len(row) > 2 else colour}'></div></td></tr>")
    cap = (f"<caption style='text-align:left;white-space:nowrap'>{_html.escape(caption)}</caption>"
           if caption else "")
    heads = "".join(f"<th style='{cell};text-align:left'>{_html.escape(h)}</th>" for h in head)
    return (f"<div style='max-width:100%;overflow-x:auto'><table class='{css_class}' "
            f"style='border-collapse:collapse'>{cap}<tr>{heads}<th style='{cell};text-align:left'>"
            f"bar (0 to 1)</th></tr>{''.join(out)}</table></div>")


def reading_dropdown(reading_id: str, **layout) -> w.Dropdown:
    """A dropdown over a registered reading's options, labelled with its question."""
    r = _check.reading_id("reading_id", reading_id)
    opts = [(f"{k}{' (default)' if k == r.default else ''}", k) for k in r.options]
    return w.Dropdown(options=opts, value=r.default, description=reading_id,
                      tooltip=r.question, style={"description_width": "initial"}, **layout)


def show_figure(out: w.Output, fig) -> None:
    """Replace the picture in ``out`` with ``fig`` and close it (no figure leaks)."""
    if not isinstance(out, w.Output):
        raise TypeError(f"out must be an ipywidgets Output, not {out!r:.60}")
    _check.figure("fig", fig)
    out.clear_output(wait=True)
    with out:
        from IPython.display import display

        display(fig)
    plt.close(fig)


class Explorer:
    """Base class: subclasses set ``self.controls`` and implement ``compute()`` and ``render()``.

    ``compute()`` returns a dict (the state, exact values); ``render(state)``
    returns HTML. ``self.figure(state)`` may return a matplotlib figure.
    """

    title = ""

    def __init__(self):
        self.html = w.HTML()
        self.out = w.Output()
        self.image = w.Image(format="png", layout=w.Layout(display="none", max_width="100%",
                                                             align_self="flex-start"))
        self._pictures: OrderedDict = OrderedDict()
        self.state: dict = {}
        for c in self.controls:
            c.observe(self._changed, names="value")
        self.update()

    def _changed(self, _change=None):
        self.update()

    def update(self) -> None:
        try:
            self.state = self.compute()
            self.html.value = self.render(self.state)
        except (ValueError, TypeError) as e:  # bad input: say what is allowed
            self.state = {"error": str(e)}
            self.html.value = f"<p style='color:#b00'><b>Not allowed:</b> {e}</p>"
            return
        self._draw(self.state)

    def _draw(self, state) -> None:
        key = self.figure_key(state)
        png = self._pictures.get(key) if key is not None else None
        if png is None:
            fig = self.figure(state)
            if fig is None:
                return
            png = render_png(fig)
            if key is not None:
                self._pictures[key] = png
                if len(self._pictures) > 64:
                    self._pictures.popitem(last=False)
        self.image.value = png
        self.image.layout.display = None

    def figure(self, state):
        """A matplotlib figure for ``state``, or None (subclasses override)."""
        return None

    def figure_key(self, state):
        """A hashable key: equal keys give the same picture (None: always redraw)."""
        return None

    @property
    def widget(self) -> w.Widget:
        head = [w.HTML(f"<h4>{self.title}</h4>")] if self.title else []
        return w.VBox([*head, w.HBox(self.controls, layout=w.Layout(flex_flow="row wrap")),
                       self.html, self.image, self.out])

    # ------------------------------------------------------------ a page with no kernel
    def static_controls(self):
        """The controls whose every combination of values the website shows without a kernel (each a
        selection, a checkbox or a whole-number slider), or None (the default): this explorer needs a
        live kernel. Opt in only where the combinations are few and no picture is redrawn (a view is
        HTML): :meth:`static_views` lists them all (:mod:`edgekit.widgets.static`)."""
        return None

    def static_parts(self) -> list[str]:
        """The HTML shown now, in pieces that :meth:`static_views` stores once each when they repeat
        from view to view (default: the whole result, one piece)."""
        return [self.html.value]

    def static_views(self) -> dict | None:
        """Every view this explorer can show, for a page with no kernel (the website), as the JSON
        mapping of :mod:`edgekit.widgets.static`; None when it needs a live kernel."""
        from .static import enumerate_views

        controls = self.static_controls()
        if controls is None:
            return None
        return enumerate_views(self, controls, self.static_parts)

    def _ipython_display_(self):
        from IPython.display import display

        from .static import bundle

        display(bundle(self), raw=True)
