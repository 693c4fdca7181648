"""Interactive explorers: one small class per question, behind one entry point.

Pattern (as in anydyce): a class builds its ipywidgets controls, computes with
edgekit on every change, and shows the result in an HTML widget (text that tests
and browser checks can read) plus, where useful, a matplotlib picture in an
Output widget. Widgets switch readings; they never hold rule state of their own.
Tests drive them headless by setting ``.value`` on the controls and reading
``.state`` or the HTML.
"""

from __future__ import annotations

import ipywidgets as w
import matplotlib.pyplot as plt

from .. import readings as _readings  # not "readings": edgekit.widgets.readings is a module

__all__ = ["Explorer", "reading_dropdown", "show_figure"]


def reading_dropdown(reading_id: str, **layout) -> w.Dropdown:
    """A dropdown over a registered reading's options, labelled with its question."""
    r = _readings.get(reading_id)
    opts = [(f"{k}{' (default)' if k == r.default else ''}", k) for k in r.options]
    return w.Dropdown(options=opts, value=r.default, description=reading_id,
                      tooltip=r.question, style={"description_width": "initial"}, **layout)


def show_figure(out: w.Output, fig) -> None:
    """Replace the picture in ``out`` with ``fig`` and close it (no figure leaks)."""
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
        fig = self.figure(self.state)
        if fig is not None:
            show_figure(self.out, fig)

    def figure(self, state):
        return None

    @property
    def widget(self) -> w.Widget:
        head = [w.HTML(f"<h4>{self.title}</h4>")] if self.title else []
        return w.VBox([*head, w.HBox(self.controls, layout=w.Layout(flex_flow="row wrap")),
                       self.html, self.out])

    def _ipython_display_(self):
        from IPython.display import display

        display(self.widget)
