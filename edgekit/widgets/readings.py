"""The readings explorer: every registered reading, its headline quantities under every option.

Pick a reading and one of its options: the explorer shows the question, the
options with the default and why, the sections cited, and a side-by-side table
of the headline quantities (:mod:`edgekit.headlines`) with the chosen option's
column highlighted, plus HTML bars of the headline probabilities (no figure to
redraw: a switch takes about a millisecond once the headlines are computed).
Readings without a headline function say "no headline computed yet".

Whole games: the stored whole-game headlines of the reading (Edge City, Rogue Agent), and a button,
"Play it out", that plays the chosen option against the default live, in paired whole games
(:func:`edgekit.headlines.whole_game.what_if`, a progress bar while it runs; Edge City, Rogue Agent
and a Matrix run).

Also here: :func:`readings_html` (the list of readings of one game) and
:func:`impact_html` / :func:`impact_figure` (how much each ambiguity matters).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Mapping
from fractions import Fraction
from html import escape

import ipywidgets as w
import matplotlib.pyplot as plt
import sympy

from .. import display, headlines, readings
from ..dist import is_symbolic_value
from . import _check
from .base import Explorer, number_html, prob_html

__all__ = ["ReadingsExplorer", "readings_html", "impact_html", "impact_figure", "value_text", "value_html",
           "NO_HEADLINE", "whole_game_html"]

NO_HEADLINE = "no headline computed yet"

_TABLE = "border-collapse:collapse;margin:4px 0"
_CELL = "border:1px solid #ccc;padding:2px 6px;text-align:left;vertical-align:top"
_CHOSEN = "background:#fff3c4;font-weight:bold"
_COLOURS = ("#3b6ea8", "#e07b39", "#5a9e4b", "#9b59b6", "#c0392b")


def value_text(x, percent: bool = False) -> str:
    """An exact value as plain text in the number style (:mod:`edgekit.display`): "11" for a Win
    Number, "≈ 0.5833 (exact 7/12)" for a number; with ``percent``, as a probability:
    "58.3% (exact 7/12)". A long fraction is abbreviated ("≈ 95% (exact: 16-digit fraction)"); a
    formula with unknowns is its formula. The explorer's HTML shows the same, with the exact value
    of an abbreviated one a click away (:func:`value_html`)."""
    percent = _check.as_flag("percent", percent)
    return _cached(type(x), x, "prob_text" if percent else "number_text")


def value_html(x, label: str = "") -> str:
    """An exact headline value as HTML in the number style: a probability (``label`` "P(...)", or
    any value once asked for with ``label="P"``) as percent beside its exact fraction, another number
    as a decimal beside it, a long fraction abbreviated with the exact value one click away, a
    formula as readable text. Cached: the explorer shows the same values on every switch."""
    if not isinstance(label, str):
        raise TypeError(f"label must be a headline label (str), not {label!r:.60}")
    return _cached(type(x), x, "prob_html" if label.startswith("P") else "number_html")


def _cached(kind, x, how: str) -> str:
    if isinstance(x, (str, bytes, bool)) or not isinstance(x, (int, Fraction, float, sympy.Basic)):
        raise TypeError(f"x must be a headline value (an exact number or formula), not {x!r:.60}")
    with _check.named("x"):
        return _cached_or_not(kind, x, how)


def _cached_or_not(kind, x, how: str) -> str:
    try:
        hash(x)
    except TypeError:
        return _render(x, how)
    # sympy prints a long formula in ~15 ms; the explorer shows the same values again on every
    # switch, so their text is cached (keyed by type too: 1/2 and 0.5 are equal, not the same text)
    return _cached_render(kind, x, how)


@functools.lru_cache(maxsize=8192)
def _cached_render(_type, x, how: str) -> str:
    return _render(x, how)


def _render(x, how: str) -> str:
    if how == "prob_html":
        if is_symbolic_value(x) or not 0 <= x <= 1:  # a difference of formulas, or not a probability
            return number_html(x)
        return prob_html(x)
    if how == "number_html":
        return number_html(x)
    if is_symbolic_value(x):
        return display.exact(x)
    return str(display.prob(x) if how == "prob_text" else display.number(x))


def _e(x) -> str:
    """HTML-escaped text of anything (reading options need not be strings, e.g. a number of rows)."""
    return escape(str(x))


def _interval(est: str, low: str, high: str) -> str:
    return f"{est} <small>[{low}, {high}]</small>"


def whole_game_html(rows, option=None) -> str:
    """One reading's whole-game headline from the stored table (:mod:`edgekit.headlines.whole_game`):
    each measure under every option as a simulation estimate with its 95% interval, and each
    option's paired difference from the default (bold where the interval leaves out 0).

    ``rows``: the stored rows of one reading (:func:`edgekit.headlines.whole_game.rows_for`);
    ``option``: the option to highlight (its text, or None).
    """
    from ..headlines.whole_game import FIELDS

    if isinstance(rows, (str, bytes)) or not isinstance(rows, (tuple, list)):
        raise TypeError(f"rows must be a tuple of stored whole-game rows (rows_for), not {rows!r:.60}")
    if option is not None and not isinstance(option, str):
        raise TypeError(f"option must be the text of an option or None, not {option!r:.60}")
    for r in rows:
        if not isinstance(r, Mapping) or not all(isinstance(r.get(f), str) for f in FIELDS):
            raise TypeError(f"rows must hold stored rows (mappings of the columns {FIELDS} to text), "
                            f"not {r!r:.60}")
    if len({r["reading"] for r in rows}) > 1:
        raise ValueError("rows must be the rows of one reading")
    try:
        return _whole_game_html(rows, option)
    except (KeyError, ValueError) as e:
        raise ValueError(f"rows are not the stored rows of one reading ({type(e).__name__}: {e})") from None


def _whole_game_html(rows, option) -> str:
    if not rows:
        return ""
    first = rows[0]
    head = (f"<p><b>Whole game</b> <small>(SIMULATION ESTIMATES with 95% intervals, not exact values: "
            f"{_e(first['n'])} seeded games per option, the same seeds for every option, seed "
            f"{_e(first['seed'])}; {_e(first['players'])} players, {_e(first['policies'])}; edgekit "
            f"{_e(first['edgekit_version'])}; from data/, made by <code>python scripts/"
            f"whole_game_headlines.py</code>)</small></p>")
    if first["status"] == "not reached":
        return (head + "<p class='edgekit-whole-game'><i>Cannot move the whole game:</i> "
                f"{_e(first['reason'])}</p>")
    opts = list(dict.fromkeys(r["option"] for r in rows))
    default = first["default"]
    notes = "".join(f"<li><code>{_e(r['option'])}</code>: not simulated: {_e(r['reason'])}</li>"
                    for r in rows if r["status"] == "option not playable")
    sim = [r for r in rows if r["status"] == "simulated"]
    shown = [o for o in opts if any(r["option"] == o for r in sim)]
    notes += "".join(f"<li><code>{_e(o)}</code>: each of the {_e(first['n'])} games came out the same as "
                     f"under the default (the game looks this reading up, but it changed nothing here)</li>"
                     for o in shown if o != default and all(r["sample_difference"] == "0" for r in sim
                                                            if r["option"] == o))
    by = {(r["measure"], r["option"]): r for r in sim}
    measures = list(dict.fromkeys(r["measure"] for r in sim))
    th = "".join(f"<th style='{_CELL}{';' + _CHOSEN if o == option else ''}'>{_e(o)}"
                 f"{' (default)' if o == default else ''}</th>" for o in shown)
    th += "".join(f"<th style='{_CELL}'>{_e(o)} minus default</th>" for o in shown if o != default)
    body = []
    for m in measures:
        cells = "".join(f"<td style='{_CELL}{';' + _CHOSEN if o == option else ''}'>"
                        f"{_interval(by[m, o]['estimate'], by[m, o]['low'], by[m, o]['high'])}</td>"
                        for o in shown)
        for o in shown:
            if o == default:
                continue
            r = by[m, o]
            moved = float(r["difference_low"]) > 0 or float(r["difference_high"]) < 0
            txt = _interval(r["difference"], r["difference_low"], r["difference_high"])
            cells += f"<td style='{_CELL}'>{'<b>' + txt + '</b>' if moved else txt}</td>"
        body.append(f"<tr><td style='{_CELL}'>{_e(m)}</td>{cells}</tr>")
    return (head + f"<table class='edgekit-whole-game' style='{_TABLE}'><tr><th style='{_CELL}'>measure</th>"
            f"{th}</tr>{''.join(body)}</table><p><small>Bold: the 95% interval of the difference leaves "
            f"out 0 (over many measures about 1 in 20 does so by chance alone, even where the option "
            f"changes nothing).</small></p>" + (f"<ul>{notes}</ul>" if notes else ""))


def _option_pairs(r: readings.Reading) -> list[tuple[str, object]]:
    return [(str(k), k) for k in r.options]


def _options_html(r: readings.Reading) -> str:
    items = "".join(
        f"<li><code>{_e(k)}</code>{' <b>(default)</b>' if k == r.default else ''}: {_e(v)}</li>"
        for k, v in r.options.items())
    return f"<ul style='margin:2px 0'>{items}</ul>"


def readings_html(game: str) -> str:
    """Every registered reading of ``game`` as an HTML table (question, options, default, cites, affects)."""
    rows = []
    with _check.named("game"):
        of_game = readings.by_game(game)
    for r in of_game:
        if not headlines.has_headline(r.id):
            status = f"<i>{NO_HEADLINE}</i>"
        elif r.id in headlines.NO_EFFECT:
            status = "shown to change nothing: " + _e(headlines.NO_EFFECT[r.id])
        elif headlines.impact(r.id).label:
            status = ("largest change in a headline probability: "
                      f"{value_html(headlines.impact(r.id).change, 'P')}")
        else:
            status = "its headlines are counts, not probabilities (see the explorer)"
        rows.append(
            f"<tr><td style='{_CELL}'><code>{r.id}</code><br><small>{_e(r.register)}</small></td>"
            f"<td style='{_CELL}'>{_e(r.question)}{_options_html(r)}"
            f"<small>Why the default: {_e(r.reason)}</small></td>"
            f"<td style='{_CELL}'>{_e('; '.join(map(str, r.cite)))}</td>"
            f"<td style='{_CELL}'>{_e('; '.join(map(str, r.affects)))}<br><small>{status}</small></td></tr>")
    if not rows:
        return f"<p><i>No readings registered for {_e(game)} yet.</i></p>"
    head = "".join(f"<th style='{_CELL}'>{h}</th>" for h in
                   ("reading", "question, options, default", "sections cited", "changes"))
    return f"<table style='{_TABLE}'><tr>{head}</tr>{''.join(rows)}</table>"


def impact_html() -> str:
    """The summary table: how much each ambiguity matters, largest first, then the missing ones."""
    rows = []
    for i in headlines.impacts():
        r = readings.get(i.reading)
        comp = headlines.compare(i.reading)
        lo, hi = i.options
        if i.label:
            size = value_html(i.change, "P")
            where = (f"{_e(i.label)}: {value_html(comp.values[i.label][lo], i.label)} ({_e(lo)}) vs "
                     f"{value_html(comp.values[i.label][hi], i.label)} ({_e(hi)})")
        elif i.reading in headlines.NO_EFFECT:
            size = "none"
            where = "shown to change nothing: " + _e(headlines.NO_EFFECT[i.reading])
        else:
            size = "no probability"
            where = "changes only: " + _e("; ".join(comp.changed()[:2]) or "nothing shown")
        rows.append(f"<tr><td style='{_CELL}'><code>{i.reading}</code></td><td style='{_CELL}'>{r.game}"
                    f"</td><td style='{_CELL}'><b>{size}</b></td>"
                    f"<td style='{_CELL}'>{where}</td></tr>")
    for r in headlines.missing():
        rows.append(f"<tr><td style='{_CELL}'><code>{r.id}</code></td><td style='{_CELL}'>{r.game}</td>"
                    f"<td style='{_CELL}'>?</td><td style='{_CELL}'><i>{NO_HEADLINE}</i></td></tr>")
    head = "".join(f"<th style='{_CELL}'>{h}</th>" for h in
                   ("reading", "game", "largest change in a headline probability", "where"))
    return f"<table style='{_TABLE}' class='edgekit-impact'><tr>{head}</tr>{''.join(rows)}</table>"


def impact_figure():
    """A horizontal bar per reading that changes a headline probability: its largest change."""
    found = [i for i in headlines.impacts() if i.label and not is_symbolic_value(i.change)]
    fig, ax = plt.subplots(figsize=(7, 0.5 + 0.4 * max(1, len(found))))
    names = [i.reading for i in found][::-1]
    vals = [float(i.change) for i in found][::-1]
    bars = ax.barh(names, vals, color="#b5523b")
    for b, i in zip(bars, found[::-1]):
        ax.annotate(f" {display.percent(i.change)}", (b.get_width(), b.get_y() + b.get_height() / 2),
                    va="center", fontsize=8)
    ax.set_xlabel("largest change in any headline probability (percent; exact fractions in the table)")
    ax.set_xlim(0, max(vals + [0.05]) * 1.25)
    ax.set_title("How much each ambiguity matters")
    fig.tight_layout()
    return fig


class ReadingsExplorer(Explorer):
    """Switch any registered reading between its options and see what its headlines become.

    Controls: ``reading`` (a dropdown of every registered reading, by game) and
    ``option`` (toggle buttons over that reading's options, default first chosen).
    ``draw=False`` leaves out the bars.
    """

    title = "Readings explorer: every ambiguous rule as a switch"
    #: the games "Play it out" can play, by the reading's game
    WHAT_IF_GAMES = ("Edge City", "Rogue Agent", "Matrix")

    def __init__(self, reading: str | None = None, option: str | None = None, *, draw: bool = True):
        all_readings = readings.all()
        if not all_readings:
            raise ValueError("no readings are registered")
        first = _check.reading_id("reading", reading) if reading is not None else all_readings[0]
        self.reading = w.Dropdown(options=[(f"{r.game}: {r.id}", r.id) for r in all_readings],
                                  value=first.id, description="reading",
                                  style={"description_width": "initial"})
        if option is not None:
            with _check.named("option"):
                option = first.check(option)
        draw = _check.as_flag("draw", draw)
        self.option = w.ToggleButtons(options=_option_pairs(first),
                                      value=first.default if option is None else option,
                                      description="option", style={"button_width": "auto"})
        self.controls = [self.reading, self.option]
        self.draw = draw
        self._switching = False
        # "Play it out": the chosen option against the default in paired whole games, on demand
        from ..headlines.whole_game import WHAT_IF_N
        self.what_if_n = w.BoundedIntText(value=WHAT_IF_N, min=20, max=100_000, step=100,
                                          description="paired games", style={"description_width": "initial"},
                                          layout=w.Layout(width="14em"))
        self.what_if_button = w.Button(description="Play it out: whole games", icon="play",
                                       tooltip="play the chosen option against the default in paired "
                                               "whole games (simulation estimates)")
        self.what_if_bar = w.IntProgress(value=0, min=0, max=1, layout=w.Layout(width="16em"))
        self.what_if_html = w.HTML()
        self.what_if_button.on_click(lambda _b: self.play_out())
        # Every reading's headlines are computed once, here (they are cached for the session; the
        # readings explorer notebook has already computed them for its summary): a switch then only
        # redraws, within 100 ms even for the readings whose headlines solve a whole Bomb.
        headlines.impacts()
        for r in all_readings:  # and their text (a long sympy formula takes ~15 ms to print)
            if headlines.has_headline(r.id):
                for q, by_opt in headlines.compare(r.id).values.items():
                    for v in by_opt.values():
                        value_html(v, q)
                value_html(headlines.impact(r.id).change, "P")
        # The whole-game headlines are a stored table (simulation is too slow to run here).
        from ..headlines import whole_game
        self._whole = {}
        for game in whole_game.SETUPS:
            if whole_game.table_path(game).exists():
                for row in whole_game.table(game):
                    self._whole.setdefault(row["reading"], []).append(row)
        # Registered before the base class's observer, so the options follow the reading first.
        self.reading.observe(self._reading_changed, names="value")
        super().__init__()

    def _reading_changed(self, change) -> None:
        r = readings.get(change["new"])
        self._switching = True
        try:
            self.option.options = _option_pairs(r)
            self.option.value = r.default
        finally:
            self._switching = False

    def _changed(self, _change=None):
        if not self._switching:
            self.update()

    def update(self) -> None:
        super().update()
        # a what-if shown belongs to the reading and option it was played for
        r = readings.get(self.reading.value)
        playable = r.game in self.WHAT_IF_GAMES and self.option.value != r.default
        self.what_if_button.disabled = not playable
        self.what_if_bar.value = 0
        self.what_if_html.value = "" if playable else (
            f"<p><small>Play it out: choose an option other than the default ({_e(r.default)}) to play it "
            f"against the default in whole games.</small></p>" if r.game in self.WHAT_IF_GAMES else
            f"<p><small>Play it out: {_e(r.game)} has no whole game on the play layer.</small></p>")

    def play_out(self, n: int | None = None):
        """Play the chosen option against the default in ``n`` paired whole games (default: the
        "paired games" box), the progress bar following; shows and returns the
        :class:`~edgekit.headlines.whole_game.WhatIf` (None, with a message, when there is nothing to
        play: the default chosen, a game with no whole game, an option the game cannot be played under)."""
        from ..headlines import whole_game

        r = readings.get(self.reading.value)
        opt = self.option.value
        n = self.what_if_n.value if n is None else _check.as_whole("n", n, lo=2, hi=100_000)
        if r.game not in self.WHAT_IF_GAMES or opt == r.default:
            return None
        if r.game == "Matrix":
            from ..matrix import game as matrix_game
            game = matrix_game()
        else:
            game = r.game
        self.what_if_bar.max, self.what_if_bar.value = 2 * n, 0

        def progress(done, _total):
            self.what_if_bar.value = done

        self.what_if_html.value = (f"<p><small>Playing {2 * n:,} whole games of {_e(r.game)} "
                                   f"({r.id}={_e(opt)} against {_e(r.default)})...</small></p>")
        t = time.perf_counter()
        try:
            got = whole_game.what_if(game, {r.id: opt}, n=n, progress=progress)
        except (ValueError, TypeError) as e:
            self.what_if_html.value = f"<p style='color:#b00'><b>Cannot play it out:</b> {_e(e)}</p>"
            return None
        took = time.perf_counter() - t
        self.what_if_bar.value = self.what_if_bar.max
        self.what_if_html.value = (got._repr_html_() + f"<p><small>{2 * n:,} games played in {took:.1f} s "
                                   f"(wall clock, on this machine).</small></p>")
        self.state = {**self.state, "what_if": got}
        return got

    @property
    def widget(self) -> w.Widget:
        return w.VBox([super().widget, w.HBox([self.what_if_button, self.what_if_n, self.what_if_bar],
                                               layout=w.Layout(flex_flow="row wrap")), self.what_if_html])

    def compute(self) -> dict:
        r = readings.get(self.reading.value)
        opt = r.check(self.option.value)
        state = {"reading": r.id, "option": opt, "game": r.game, "default": r.default,
                 "has_headline": headlines.has_headline(r.id),
                 "whole_game": tuple(self._whole.get(r.id, ()))}
        if state["has_headline"]:
            comp = headlines.compare(r.id)
            state["values"] = comp.values
            state["chosen"] = comp.under(opt)
            state["impact"] = headlines.impact(r.id)
        return state

    def render(self, s: dict) -> str:
        return "".join(self._parts(s))

    def _parts(self, s: dict) -> list[str]:
        """The view in pieces (the reading's head, the headline table, ...): the website stores each
        distinct piece once (the head repeats under every option of a reading)."""
        r = readings.get(s["reading"])
        head = (f"<p><b>{_e(r.question)}</b> <small>({_e(r.game)}; {_e(', '.join(map(str, r.cite)))}"
                f"{'; register ' + _e(r.register) if r.register else ''})</small></p>"
                f"{_options_html(r)}<p><small>Why the default: {_e(r.reason)}<br>"
                f"Changes: {_e('; '.join(map(str, r.affects)))}</small></p>")
        whole = whole_game_html(s["whole_game"], str(s["option"]))
        if not s["has_headline"]:
            return [head, f"<p class='edgekit-result'><i>{NO_HEADLINE}</i> for <code>{r.id}</code>.</p>",
                    whole]
        opts = list(r.options)
        th = "".join(f"<th style='{_CELL}{';' + _CHOSEN if o == s['option'] else ''}'>{o}"
                     f"{' (default)' if o == r.default else ''}</th>" for o in opts)
        body = "".join(
            f"<tr><td style='{_CELL}'>{_e(q)}</td>"
            + "".join(f"<td style='{_CELL}{';' + _CHOSEN if o == s['option'] else ''}'>"
                      f"{value_html(by_opt[o], q)}</td>" for o in opts) + "</tr>"
            for q, by_opt in s["values"].items())
        chosen = "<br>".join(f"{_e(q)} = {value_html(v, q)}" for q, v in s["chosen"].items())
        imp = s["impact"]
        summary = (f"Largest change in a headline probability: <b>{value_html(imp.change, 'P')}</b>"
                   f" ({_e(imp.label)}, {imp.options[0]} vs {imp.options[1]})." if imp.label
                   else "No headline probability changes with this reading.")
        return [head, f"<table style='{_TABLE}'><tr><th style='{_CELL}'>headline</th>{th}</tr>{body}</table>",
                f"<p>{summary}</p>",
                f"<p class='edgekit-result'>Under <b>{s['reading']}={s['option']}</b>:<br>{chosen}</p>",
                self.bars_html(s), whole]

    # ------------------------------------------------------------ the website (no kernel)
    def static_parts(self) -> list[str]:
        return self._parts(self.state) if "error" not in self.state else [self.html.value]

    def static_views(self) -> dict:
        """Every reading under each of its options (edgekit.widgets.static): the option control's
        choices depend on the reading, and go back to its default when the reading changes, as here."""
        from .static import ViewsBuilder, quiet

        ids = list(self.reading._options_values)
        options_by, value_by = {}, {}
        for i, rid in enumerate(ids):
            r = readings.get(rid)
            keys = [k for _, k in _option_pairs(r)]
            options_by[str(i)] = [label for label, _ in _option_pairs(r)]
            value_by[str(i)] = keys.index(r.default)
        start = [self.reading.index, self.option.index]
        specs = [{"name": "reading", "label": self.reading.description, "kind": "select",
                  "options": [str(x) for x in self.reading._options_labels], "value": start[0]},
                 {"name": "option", "label": self.option.description, "kind": "select",
                  "options": options_by[str(start[0])], "value": start[1], "depends_on": "reading",
                  "options_by": options_by, "value_by": value_by}]
        before = (self.reading.value, self.option.value)
        views = ViewsBuilder(self.title, specs)
        with quiet(self):
            try:
                for i, rid in enumerate(ids):
                    self.reading.value = rid
                    for j, opt in enumerate(list(self.option._options_values)):
                        self.option.value = opt
                        views.add([i, j], [views.part(p) for p in self.static_parts()])
            finally:
                self.reading.value = before[0]
                self.option.value = before[1]
        return views.build(start)

    @staticmethod
    def _plotted(s: dict) -> dict:
        """The headline probabilities that can be drawn (numeric under every option)."""
        return {q: v for q, v in s.get("values", {}).items()
                if headlines.is_probability_label(q) and not any(map(is_symbolic_value, v.values()))}

    def bars_html(self, s: dict) -> str:
        """The headline probabilities as HTML bars, one per option (the chosen one solid).

        HTML rather than a matplotlib redraw keeps a switch within a few milliseconds. Bars are on
        the 0..1 scale; each is labelled in the number style (percent beside the exact fraction).
        """
        probs = self._plotted(s)
        if not self.draw or not probs:
            return ""
        opts = list(readings.get(s["reading"]).options)
        rows = []
        for q, by_opt in probs.items():
            bars = "".join(
                f"<div style='display:flex;align-items:center;height:13px'>"
                f"<span style='width:9em;font-size:10px;text-align:right;padding-right:4px'>{_e(o)}</span>"
                f"<span style='display:inline-block;height:10px;width:{float(by_opt[o]) * 22:.2f}em;"
                f"background:{_COLOURS[k % len(_COLOURS)]};opacity:{1 if o == s['option'] else 0.4};"
                f"{'outline:1px solid #000;' if o == s['option'] else ''}'></span>"
                f"<span style='font-size:10px;padding-left:4px'>{value_html(by_opt[o], q)}</span></div>"
                for k, o in enumerate(opts))
            rows.append(f"<tr><td style='{_CELL};font-size:11px'>{_e(q)}</td>"
                        f"<td style='{_CELL}'>{bars}</td></tr>")
        return (f"<table class='edgekit-reading-bars' style='{_TABLE}'><caption style='text-align:left'>"
                f"<b>{_e(s['reading'])}</b>: headline probabilities under every option (bar: 0 to 1; "
                f"the chosen option solid)</caption>{''.join(rows)}</table>")
