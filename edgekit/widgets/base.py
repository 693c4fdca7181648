"""The shared machinery of every explorer: the :class:`Explorer` base class and its helpers.

:class:`Explorer` builds nothing itself: a subclass sets ``self.controls`` and implements
``compute()`` (the exact state) and ``render(state)`` (HTML); the base class observes the
controls, recomputes on every change, shows a refusal for bad input, and draws the optional
``figure(state)`` once to PNG (:func:`render_png`), reusing a picture already drawn for the same
``figure_key(state)``. :func:`reading_dropdown` is the control that switches a reading,
:func:`bars_html` the HTML table of exact probabilities most explorers show, :func:`show_figure`
puts a matplotlib figure into an ``Output`` widget.
"""

from __future__ import annotations

import html as _html
import io
from collections import OrderedDict
from collections.abc import Iterable, Mapping

import ipywidgets as w
import matplotlib.pyplot as plt

from ..dist import describe
from . import _check

__all__ = ["Explorer", "reading_dropdown", "show_figure", "render_png", "bars_html", "FIGURE_DPI"]

FIGURE_DPI = 72


def render_png(fig, dpi: int = FIGURE_DPI) -> bytes:
    """Draw ``fig`` once to PNG bytes and close it (``dpi``: a whole number, 1..600)."""
    _check.figure("fig", fig)
    dpi = _check.as_whole("dpi", dpi, lo=1, hi=600)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=dpi)
    plt.close(fig)
    return buf.getvalue()


def bars_html(rows, *, head=("outcome", "P (exact)"), caption: str = "", css_class: str = "edgekit-bars",
              colour: str = "#3b6ea8") -> str:
    """An HTML table of exact probabilities, one row per outcome with a bar of its width.

    ``rows`` are ``(label, p)`` or ``(label, p, colour)``. Bars are on the 0..1 scale (a full
    cell is certainty), so bars compare across updates; the cell shows the exact fraction and
    the bar's tooltip the percent. For live widgets: HTML instead of a redrawn figure keeps an
    update within a few milliseconds.
    """
    if isinstance(rows, (str, bytes, Mapping)) or not isinstance(rows, Iterable):
        raise TypeError(f"rows must be a list of (label, p) or (label, p, colour) rows, not {rows!r:.60}")
    if isinstance(head, (str, bytes)) or not isinstance(head, (tuple, list)) or len(head) != 2:
        raise TypeError(f"head must be two column titles (str), not {head!r:.60}")
    for name, value in (("head", head[0]), ("head", head[1]), ("caption", caption),
                        ("css_class", css_class), ("colour", colour)):
        _check.text(name, value)
    out = []
    for i, row in enumerate(rows):
        if isinstance(row, (str, bytes)) or not isinstance(row, (tuple, list)) or len(row) not in (2, 3):
            raise TypeError(f"rows[{i}] must be (label, p) or (label, p, colour), not {row!r:.60}")
        label, p = row[0], row[1]
        with _check.named(f"rows[{i}]"):
            d = describe(p)
            width = max(0.0, min(100.0, 100 * float(p)))
            if len(row) > 2:
                _check.text("colour", row[2])
        out.append(f"<tr><td>{_html.escape(str(label))}</td>"
                   f"<td style='text-align:right;padding:0 6px'>{d['fraction']}</td>"
                   f"<td style='width:14em;min-width:14em'><div title='{d['percent']}' "
                   f"style='width:{width:.2f}%;min-width:{1 if p else 0}px;height:0.9em;"
                   f"background:{row[2] if len(row) > 2 else colour}'></div></td></tr>")
    cap = (f"<caption style='text-align:left;white-space:nowrap'>{_html.escape(caption)}</caption>"
           if caption else "")
    heads = "".join(f"<th>{_html.escape(h)}</th>" for h in head)
    return (f"<table class='{css_class}' style='border-collapse:collapse'>{cap}"
            f"<tr>{heads}<th>bar (0 to 1)</th></tr>{''.join(out)}</table>")


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

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)
