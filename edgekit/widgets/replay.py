"""Step through a replayed example one step at a time: Next, Back, Reset, and the readings.

The stepper shows the log so far, each step beside the exact odds of every result it could
have had, and whether the numbers the source prints are reproduced. It holds no rule state:
each change rebuilds the replay from edgekit (cached) and shows its first ``position`` steps.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import ipywidgets as w
import sympy

from ..dist import describe
from ..replay import Replay
from . import _check
from .base import Explorer, reading_dropdown

__all__ = ["ReplayStepper"]

_EC_READINGS = ("natural_12", "sprawl_win", "sprawl_turn_actions", "patron_counts")


@functools.lru_cache(maxsize=256)
def _edge_city_example(key: str, readings: tuple) -> Replay:
    from ..edge_city import worked_example
    from ..readings import defaults

    return worked_example(key, rules=defaults("Edge City").replace(**dict(readings)))


def _edge_city_keys() -> list[tuple[str, str]]:
    from ..edge_city import EXAMPLE_KEYS, worked_example

    return [(f"{worked_example(k).name} ({worked_example(k).section})", k) for k in EXAMPLE_KEYS]


def _keys(keys) -> list:
    """The examples to offer: ``[(label, key), ...]``, checked (labels and keys are text)."""
    if isinstance(keys, (str, bytes, dict)) or not isinstance(keys, (tuple, list)):
        raise TypeError(f"keys must be a list of (label, key) pairs, not {keys!r:.60}")
    if not keys:
        raise ValueError("keys must hold at least one (label, key) pair")
    for i, pair in enumerate(keys):
        if (isinstance(pair, (str, bytes)) or not isinstance(pair, (tuple, list)) or len(pair) != 2
                or not all(isinstance(x, str) for x in pair)):
            raise TypeError(f"keys[{i}] must be a (label, key) pair of text, not {pair!r:.60}")
    return [tuple(p) for p in keys]


class ReplayStepper(Explorer):
    """Pick an example and readings; press Next / Back / Reset to walk through its steps.

    Superseded by the play layer's stepper, which shows worked examples, seeded games and live
    games in one widget: :meth:`edgekit.widgets.stepper.Stepper.worked_examples` (the notebooks
    use it). Kept for code that builds this one.

    By default it steps through the Edge City worked examples
    (:func:`edgekit.edge_city.worked_example`). ``build(key, **readings) -> Replay`` and
    ``keys`` (``[(label, key), ...]``) let any game's replays be stepped through.
    Tests call :meth:`next`, :meth:`back` and :meth:`reset` (the button handlers) directly.
    """

    title = "Worked examples, step by step"

    def __init__(self, example: str | None = None, *, build: Callable[..., Replay] | None = None,
                 keys: Sequence[tuple[str, str]] | None = None,
                 reading_ids: Sequence[str] = _EC_READINGS):
        if example is not None:
            _check.text("example", example)
        if build is not None and not callable(build):
            raise TypeError(f"build must be a function (key, **readings) -> Replay, or None, "
                            f"not {build!r:.60}")
        keys = None if keys is None else _keys(keys)
        if isinstance(reading_ids, (str, bytes)) or not isinstance(reading_ids, (tuple, list)):
            raise TypeError(f"reading_ids must be a list of reading ids, not {reading_ids!r:.60}")
        for i, rid in enumerate(reading_ids):
            _check.reading_id(f"reading_ids[{i}]", rid)
        if build is None:
            self._build = lambda key, **rd: _edge_city_example(key, tuple(sorted(rd.items())))
            keys = keys or _edge_city_keys()
        else:
            if keys is None:
                raise TypeError("give the keys [(label, key), ...] with your own build function")
            self._build = build
        keys = list(keys)
        values = [k for _, k in keys]
        start = example if example is not None else values[0]
        if start not in values:
            raise ValueError(f"no example {start!r}; choose one of {values}")
        self.example = w.Dropdown(options=keys, value=start, description="Example",
                                  style={"description_width": "initial"})
        self.reading_controls = {rid: reading_dropdown(rid) for rid in reading_ids}
        self.controls = [self.example, *self.reading_controls.values()]
        self.position = 0
        self.next_button = w.Button(description="Next", icon="step-forward")
        self.back_button = w.Button(description="Back", icon="step-backward")
        self.reset_button = w.Button(description="Reset", icon="undo")
        self.next_button.on_click(self.next)
        self.back_button.on_click(self.back)
        self.reset_button.on_click(self.reset)
        super().__init__()

    # ------------------------------------------------------------ handlers
    def _changed(self, _change=None):
        self.position = 0  # a new example or reading starts from the top
        self.update()

    def next(self, _button=None) -> None:
        """Show one more step (the Next button)."""
        self.position = min(self.position + 1, self.state.get("total", 0))
        self.update()

    def back(self, _button=None) -> None:
        """Hide the last shown step (the Back button)."""
        self.position = max(self.position - 1, 0)
        self.update()

    def reset(self, _button=None) -> None:
        """Back to the start (the Reset button)."""
        self.position = 0
        self.update()

    # ------------------------------------------------------------ model
    def compute(self) -> dict:
        rd = {rid: c.value for rid, c in self.reading_controls.items()}
        rep = self._build(self.example.value, **rd)
        pos = min(self.position, len(rep))
        shown = rep.steps[:pos]
        chance = sympy.Mul(*[s.chance for s in shown if s.chance is not None and not s.what_if])
        shown_idx = {s.index for s in shown}
        return {"key": self.example.value, "name": rep.name, "section": rep.section, "readings": rd,
                "position": pos, "total": len(rep), "steps": shown, "replay": rep,
                "chance_so_far": chance,
                "mismatches": [m for m in rep.check() if m.step in shown_idx],
                "done": pos == len(rep)}

    def update(self) -> None:
        super().update()
        total, pos = self.state.get("total", 0), self.state.get("position", 0)
        if hasattr(self, "next_button"):
            self.next_button.disabled = pos >= total
            self.back_button.disabled = pos <= 0
            self.reset_button.disabled = pos <= 0

    def render(self, s: dict) -> str:
        rep: Replay = s["replay"]
        head = (f"<p class='edgekit-result'><b>{s['name']}</b> ({s['section']}): step {s['position']} "
                f"of {s['total']}. Chance of the line so far: "
                f"{describe(s['chance_so_far'])['fraction']}</p><p><small>{rep.summary}</small></p>")
        if s["mismatches"]:
            check = ("<p style='color:#b00'>Printed numbers not reproduced under these readings: "
                     + "; ".join(map(str, s["mismatches"])) + "</p>")
        elif s["done"]:
            check = "<p style='color:#070'>Every printed number in this example is reproduced.</p>"
        else:
            check = ""
        body = rep.html(upto=s["position"]) if s["position"] else "<p>Press <b>Next</b> to start.</p>"
        return head + body + check

    @property
    def widget(self) -> w.Widget:
        head = [w.HTML(f"<h4>{self.title}</h4>")] if self.title else []
        buttons = w.HBox([self.back_button, self.next_button, self.reset_button])
        return w.VBox([*head, w.HBox(self.controls, layout=w.Layout(flex_flow="row wrap")), buttons,
                       self.html, self.out])
