"""Static views: every view an explorer can show, computed once, for a page with no kernel (the website).

An explorer whose controls take few values (the Win Number explorer: 5 Statuses x 16 values of R x
3 x 2 readings) can list each combination of its controls' values and the HTML it shows for it; a
stepper can list each step of its playthroughs. The notebook website (``make site``,
``scripts/build_site.py``) puts those views in the page and a few lines of local JavaScript show
the one the reader's controls select (``docs/site/_static/static_views.js``). Nothing is computed in
the page: every number is the one edgekit computed, in the number style of :mod:`edgekit.display`.

How a notebook says "this widget has a static version": it does not. An explorer says so itself,
by returning views from :meth:`Explorer.static_views` (``None``, the default, means "needs a live
kernel"); when the notebook is executed with :data:`SWITCH` set in the kernel's environment (the
notebook runner of ``tests/test_notebooks.py`` sets it, so the executed copies that ``make test``
keeps in ``build/executed/`` carry them), displaying an explorer publishes its views as
:data:`MIME` beside the widget view, in the same output. JupyterLab and Voila ignore that type (they
draw the live widget), and without the switch (``make lab``, ``make present``) nothing extra is
computed.

The views (:class:`ViewsBuilder` makes them; a plain JSON mapping, :data:`VERSION`):

* ``title``; ``controls``: in order, each ``{"name", "label", "kind", "value", ...}``: ``"select"``
  (``options``: labels; the value is an option's index; a control whose options depend on an
  earlier control has ``depends_on`` and, per index of that control, ``options_by`` and
  ``value_by``, the option chosen when it changes), ``"range"`` (``min``, ``max``, ``step``; the
  value is the number), or ``"position"`` (a stepper's step: Back, Next, Reset and ``jumps``, the
  labels of buttons that jump ahead; it goes back to 0 when another control changes); a control
  with ``"hidden": true`` is not shown (the one-entry dropdown of a stepper of one playthrough);
* ``parts``: each distinct piece of HTML once; ``views``: ``{key: {"parts": [...], "jumps": [...]}}``,
  the key the controls' values joined by ``|`` (:func:`key`), ``parts`` the indices of the pieces
  in order, a run of consecutive pieces written ``[first, last]`` (descending when first > last:
  a stepper's log, newest first); ``jumps`` the position each jump button leads to;
* ``start``: the key of the view shown first (the explorer's values when it was displayed);
  ``version``: :data:`VERSION`.

Don't confuse these views with ipywidgets' saved widget state (what JupyterLab stores to redraw a
widget): that needs the widget manager's scripts (a CDN) and a kernel to compute a new value.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import os
from collections.abc import Callable, Iterable, Mapping, Sequence

__all__ = ["MIME", "SWITCH", "VERSION", "MAX_VIEWS", "KINDS", "ViewsBuilder", "key", "enabled",
           "control_spec", "enumerate_views", "quiet", "bundle"]

#: The output type of an explorer's static views (beside the widget view, in the same output).
MIME = "application/vnd.edgekit.static-views+json"
#: The environment variable that switches the export on (any value but "", "0"): the notebook runner sets it.
SWITCH = "EDGEKIT_STATIC_VIEWS"
#: The views' format; the site build reuses an executed notebook only if it was made with this one.
VERSION = 1
#: More views than this, and an explorer keeps its live-kernel note (the page would grow too large).
MAX_VIEWS = 6000
#: The kinds of control a page can show (the module docstring says what each holds).
KINDS = ("select", "range", "position")


def enabled() -> bool:
    """Is the static export switched on (:data:`SWITCH` set in this process's environment)?"""
    return os.environ.get(SWITCH, "") not in ("", "0")


def key(values: Iterable) -> str:
    """A view's key: its controls' values (option indices, numbers) joined by ``|``."""
    if isinstance(values, (str, bytes, Mapping)) or not isinstance(values, Iterable):
        raise TypeError(f"values must be a list of whole numbers, not {values!r:.60}")
    out = []
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"values must be whole numbers (option indices, positions), not {v!r:.60}")
        out.append(str(v))
    return "|".join(out)


def _runs(indices: Sequence[int]) -> list:
    """``indices`` with each run of three or more consecutive ones (up or down) as ``[first, last]``."""
    out, i, n = [], 0, len(indices)
    while i < n:
        j = i
        step = indices[i + 1] - indices[i] if i + 1 < n else 0
        if step in (1, -1):
            while j + 1 < n and indices[j + 1] - indices[j] == step:
                j += 1
        if j - i >= 2:
            out.append([indices[i], indices[j]])
            i = j + 1
        else:
            out.append(indices[i])
            i += 1
    return out


class ViewsBuilder:
    """Collects an explorer's views: :meth:`part` stores a piece of HTML once and returns its index,
    :meth:`add` records a view, :meth:`build` returns the JSON mapping (module docstring)."""

    def __init__(self, title: str, controls: Sequence[Mapping]):
        if not isinstance(title, str):
            raise TypeError(f"title must be text (str), not {title!r:.60}")
        if isinstance(controls, (str, bytes, Mapping)) or not isinstance(controls, Sequence):
            raise TypeError(f"controls must be a list of control descriptions (mappings), "
                            f"not {controls!r:.60}")
        for i, c in enumerate(controls):
            if not isinstance(c, Mapping) or c.get("kind") not in KINDS or not isinstance(c.get("name"), str):
                raise ValueError(f"controls[{i}] must be a mapping with a name (str) and a kind, one of "
                                 f"{list(KINDS)}, not {c!r:.60}")
        self.title = title
        self.controls = [dict(c) for c in controls]
        self._parts: list[str] = []
        self._index: dict[str, int] = {}
        self._views: dict[str, dict] = {}

    def part(self, html: str) -> int:
        """The index of the piece ``html`` (stored the first time it is seen)."""
        if not isinstance(html, str):
            raise TypeError(f"html must be text (str), not {html!r:.60}")
        got = self._index.get(html)
        if got is None:
            got = self._index[html] = len(self._parts)
            self._parts.append(html)
        return got

    def add(self, values: Sequence[int], parts: Sequence[int], jumps: Sequence[int] | None = None) -> None:
        """The view of the controls' ``values``: the pieces ``parts`` (indices from :meth:`part`) in
        order, and for a position control the positions its jump buttons lead to."""
        if len(values) != len(self.controls):
            raise ValueError(f"values: one per control ({len(self.controls)}), not {len(values)}")
        k = key(values)
        if k in self._views:
            raise ValueError(f"values: the view {k!r} was already added")
        if len(self._views) >= MAX_VIEWS:
            raise ValueError(f"more than MAX_VIEWS ({MAX_VIEWS}) views: too many for a static page")
        for p in parts:
            if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < len(self._parts):
                raise ValueError(f"parts: {p!r} is not the index of a stored piece")
        view: dict = {"parts": _runs(list(parts))}
        if jumps is not None:
            view["jumps"] = [int(j) for j in jumps]
        self._views[k] = view

    def __len__(self) -> int:
        return len(self._views)

    def build(self, start: Sequence[int]) -> dict:
        """The views as a JSON mapping; ``start``: the values of the view shown first."""
        first = key(start)
        if first not in self._views:
            raise ValueError(f"start: no view was added for {first!r}")
        return {"version": VERSION, "title": self.title, "controls": self.controls,
                "parts": list(self._parts), "views": dict(self._views), "start": first}


def _choices(control) -> tuple[list[str], list]:
    """(labels, values) of a selection control (Dropdown, ToggleButtons, RadioButtons, Select)."""
    return [str(x) for x in control._options_labels], list(control._options_values)


def control_spec(control, name: str | None = None) -> tuple[dict, list[tuple[int, object]]]:
    """``(spec, domain)`` of an ipywidgets control: its description for the page and every value it
    can take as ``(key value, widget value)``. A selection control (Dropdown, ToggleButtons,
    RadioButtons, Select) or a Checkbox is a ``select``; an IntSlider a ``range``; anything else
    (a text box, a float slider) cannot be enumerated: a TypeError naming it."""
    import ipywidgets as w

    if name is not None and not isinstance(name, str):
        raise TypeError(f"name must be text (str) or None, not {name!r:.60}")
    if not isinstance(control, w.ValueWidget):
        raise TypeError(f"control must be an ipywidgets control, not {control!r:.60}")
    label = str(control.description or name or "")
    name = name or label or type(control).__name__
    if isinstance(control, w.Checkbox):
        values = [False, True]
        return ({"name": name, "label": label, "kind": "select", "options": ["no", "yes"],
                 "value": values.index(bool(control.value))}, list(enumerate(values)))
    if isinstance(control, (w.Dropdown, w.ToggleButtons, w.RadioButtons, w.Select)):
        labels, values = _choices(control)
        return ({"name": name, "label": label, "kind": "select", "options": labels,
                 "value": control.index}, list(enumerate(values)))
    if isinstance(control, w.IntSlider):
        lo, hi, step = control.min, control.max, control.step
        return ({"name": name, "label": label, "kind": "range", "min": lo, "max": hi, "step": step,
                 "value": control.value}, [(v, v) for v in range(lo, hi + 1, step)])
    raise TypeError(f"control {name!r}: a {type(control).__name__} cannot be listed value by value "
                    f"(a static view needs a selection, a checkbox or a whole-number slider)")


def quiet(explorer) -> contextlib.AbstractContextManager:
    """A context in which the explorer's widgets send nothing to the page (each holds its changes,
    ipywidgets' ``hold_sync``), then each sends its final state once: listing 480 views would
    otherwise send 480 updates of the result's HTML through the kernel."""
    import ipywidgets as w

    widgets = []
    for x in vars(_explorer(explorer)).values():
        many = x.values() if isinstance(x, Mapping) else x if isinstance(x, (list, tuple)) else [x]
        widgets += [widget for widget in many if isinstance(widget, w.Widget)]
    return _holding(widgets)


@contextlib.contextmanager
def _holding(widgets):
    with contextlib.ExitStack() as stack:
        for widget in widgets:
            stack.enter_context(widget.hold_sync())
        yield


def _explorer(explorer):
    from .base import Explorer

    if not isinstance(explorer, Explorer):
        raise TypeError(f"explorer must be an edgekit explorer (edgekit.widgets.Explorer), "
                        f"not {explorer!r:.60}")
    return explorer


def enumerate_views(explorer, controls: Sequence, parts: Callable[[], list[str]]) -> dict | None:
    """Every view of ``explorer`` over every combination of ``controls``' values (some of its
    controls): each control is set in turn (as a reader would), and ``parts()`` gives the pieces of
    HTML shown then. The controls get their values back afterwards. None when there would be more
    than :data:`MAX_VIEWS`."""
    _explorer(explorer)
    if isinstance(controls, (str, bytes)) or not isinstance(controls, Sequence):
        raise TypeError(f"controls must be a list of the explorer's controls, not {controls!r:.60}")
    for i, c in enumerate(controls):
        if not any(c is mine for mine in explorer.controls):
            raise ValueError(f"controls[{i}] is not one of the explorer's controls: {c!r:.60}")
    if not callable(parts):
        raise TypeError(f"parts must be a function giving the pieces of HTML shown now, not {parts!r:.60}")
    specs, domains = [], []
    for i, c in enumerate(controls):
        spec, domain = control_spec(c, name=f"c{i}")
        specs.append(spec)
        domains.append(domain)
    if math.prod(len(d) for d in domains) > MAX_VIEWS:
        return None
    start = [s["value"] for s in specs]
    before = [c.value for c in controls]
    views = ViewsBuilder(explorer.title, specs)
    with quiet(explorer):
        try:
            # itertools.product varies the last control fastest: mostly one change (one update) per view
            for combo in itertools.product(*domains):
                for c, (_, v) in zip(controls, combo):
                    if c.value != v or type(c.value) is not type(v):
                        c.value = v
                views.add([k for k, _ in combo], [views.part(p) for p in parts()])
        finally:
            for c, v in zip(controls, before):
                c.value = v
    return views.build(start)


def bundle(explorer) -> dict:
    """What displaying ``explorer`` publishes: its widget view (JupyterLab, Voila) and, with the
    export switched on (:func:`enabled`), its static views as :data:`MIME` when it has them."""
    data = _explorer(explorer).widget._repr_mimebundle_()
    if enabled():
        views = explorer.static_views()
        if views is not None:
            json.dumps(views)  # a view that cannot be written into the notebook fails here, not later
            data[MIME] = views
    return data
