"""The Rip Track explorer, and the pictures of the track: Status, Rip type, tech and readings in;
exact P(success), P(failed, COOL kept) and P(failed, UnCOOL) out.

Rules: Edge City 11.6, 11.6.5, 11.5.4.3, 8.5.1, Table 1.0.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

import ipywidgets as w
import matplotlib.pyplot as plt
import networkx as nx

from ..display import prob
from ..edge_city.rip import odds as ec_rip
from ..edge_city.rip.track import rip_track_graph
from ..edge_city.rules.win import STATUSES, status_title
from ..plots import exact_label, heatmap
from ..readings import defaults
from . import _check
from .base import Explorer, reading_dropdown

__all__ = ["RipExplorer", "draw_track", "outcome_bars", "odds_grid", "grid_heatmaps", "grid_table",
           "replay_table"]

LABELS = {"success": "success", "failed_cool": "failed, COOL kept", "failed_uncool": "failed, UnCOOL"}
COLOURS = {"success": "#2e7d32", "failed_cool": "#f9a825", "failed_uncool": "#c62828"}
TYPE_TITLES = {"sensitive": "Sensitive", "secret": "Secret", "super_secret": "Super Secret",
               "upgrade": "Upgrade"}


@functools.lru_cache(maxsize=4096)
def _odds(status, rip_type, ss, ics, sd, idf, readings_items):
    rules = defaults("Edge City").replace(**dict(readings_items))
    return ec_rip.rip_outcomes(status, rip_type, swat_stealth=ss, ice_stealth=ics, swat_defend=sd,
                               ice_defend=idf, rules=rules)


def outcome_bars(odds, *, ax=None, title: str = ""):
    """A bar chart of the three outcomes, each bar labelled with its exact fraction."""
    keys = list(ec_rip.OUTCOMES)
    _check.mapping("odds", odds, "a RipOdds (rip_outcomes) or {outcome: exact P}", keys)
    _check.axes("ax", ax)
    _check.text("title", title)
    for k in keys:
        with _check.named(f"odds[{k!r}]"):
            exact_label(odds[k])
            float(odds[k])
    ax = ax or plt.subplots(figsize=(5.5, 2.8))[1]
    bars = ax.bar([LABELS[k] for k in keys], [float(odds[k]) for k in keys],
                  color=[COLOURS[k] for k in keys])
    for b, k in zip(bars, keys):
        ax.annotate(exact_label(odds[k]), (b.get_x() + b.get_width() / 2, b.get_height()),
                    ha="center", va="bottom", fontsize=8)
    ax.set_ylim(0, 1.1)
    ax.set_ylabel("probability (exact on bars)")
    ax.set_title(title)
    return ax


def _pos(g):
    """Fixed places: Real Space on the left, Data Space on the right, outcomes on the bottom row."""
    pos = {}
    zones = [n for n in g.nodes if isinstance(n, ec_rip.Zone)]
    first = {sp: min((n.rolls for n in zones if n.space == sp and n.zone == "stealth"), default=0)
             for sp in ("real", "data")}
    for n in zones:
        x = (0 if n.space == "real" else 4.2) + (0 if n.zone == "stealth" else 2.0)
        y = 3 - 1.6 * (n.rolls - first[n.space]) + (0.0 if n.zone == "stealth" else 0.8)
        pos[n] = (x, y)
    outs = {"failed_uncool": (1.0, -1.8), "failed_cool": (3.6, -1.8), "success": (7.0, -1.8)}
    pos.update({n: outs[n] for n in g.nodes if n in outs})
    return pos


def draw_track(status="Wannabee", rip_type="sensitive", *, ax=None, rules=None, inputs=None):
    """The reachable Rip Track as a drawn graph with the exact chance on every arrow.

    Rules: Edge City 5.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.5.1. Zone nodes show W (starred if the
    Table 1.0 cell is reconstructed); outcome nodes are coloured. ``rules`` are the readings
    (``readings.defaults("Edge City").replace(...)``); ``inputs`` the Ripper's Tech as keywords
    of :func:`~edgekit.edge_city.rip_outcomes` (``{"swat_stealth": 2}``).
    """
    kw = _inputs(inputs)
    _check.axes("ax", ax)
    with _check.named("status"):
        status_title(status)
    with _check.named("rip_type"):
        ec_rip._rip_type(rip_type)
    with _check.named("inputs", unless=("rules",)):
        g = rip_track_graph(status, rip_type, **kw, rules=rules)
    pos = _pos(g)
    ax = ax or plt.subplots(figsize=(12, 7))[1]
    colours = [COLOURS.get(n, "#90caf9" if isinstance(n, ec_rip.Zone) and n.space == "real" else "#ce93d8")
               for n in g.nodes]
    nx.draw_networkx_nodes(g, pos, ax=ax, node_color=colours, node_size=2300, node_shape="s")
    labels = {}
    for n, d in g.nodes(data=True):
        if isinstance(n, ec_rip.Zone):
            star = "*" if d["source"] == "reconstructed" else ""
            labels[n] = f"{d['label'].replace(' (', chr(10) + '(')}\nW {d['W']}{star}"
        else:
            labels[n] = LABELS[n]
    nx.draw_networkx_labels(g, pos, labels, ax=ax, font_size=7)
    nx.draw_networkx_edges(g, pos, ax=ax, node_size=2300, arrowsize=12, node_shape="s",
                           connectionstyle="arc3,rad=0.1", edge_color="#555")
    nx.draw_networkx_edge_labels(g, pos, {(a, b): exact_label(d["p"]) for a, b, d in g.edges(data=True)},
                                 ax=ax, font_size=7.5, label_pos=0.35, connectionstyle="arc3,rad=0.1",
                                 bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none"})
    ax.set_title(f"Rip Track: {status_title(status)}, {TYPE_TITLES[ec_rip._rip_type(rip_type)]} "
                 "(exact chance on each arrow; * = reconstructed Table 1.0 cell)")
    ax.axis("off")
    return ax


def _inputs(inputs) -> dict:
    """The Ripper's Tech for the Rip functions; reading ids belong in ``rules=``, never here."""
    if inputs is None:
        return {}
    if not isinstance(inputs, Mapping):
        raise TypeError(f"inputs must be a mapping of the Ripper's Tech, e.g. {{'swat_stealth': 2}}, "
                        f"not {inputs!r:.60}")
    inputs = dict(inputs)
    if not all(isinstance(k, str) for k in inputs):
        raise TypeError(f"inputs: keys must be the names of the Ripper's Tech (str), "
                        f"not {list(inputs)!r:.60}")
    bad = sorted(set(inputs) & set(ec_rip._READINGS))
    if bad:
        raise TypeError(f"inputs: {bad} are readings; pass them in rules= "
                        "(readings.defaults('Edge City').replace(...))")
    return inputs


def odds_grid(rip_types=ec_rip.RIP_TYPES, *, rules=None, inputs=None) -> dict:
    """``{(status, rip_type): RipOdds}`` for every Status and Rip type under the given rules
    (readings) and inputs (the Ripper's Tech, as keywords of :func:`rip_outcomes`)."""
    kw = _inputs(inputs)
    if isinstance(rip_types, (str, bytes)) or not isinstance(rip_types, (tuple, list)):
        raise TypeError(f"rip_types must be a tuple of Rip types {ec_rip.RIP_TYPES}, not {rip_types!r:.60}")
    for i, t in enumerate(rip_types):
        with _check.named(f"rip_types[{i}]"):
            ec_rip._rip_type(t)
    with _check.named("inputs", unless=("rules",)):
        return {(s, t): ec_rip.rip_outcomes(s, t, **kw, rules=rules) for s in STATUSES for t in rip_types}


def grid_heatmaps(grid: dict, *, title: str = "", axes=None):
    """Two heatmaps, P(success) and P(failed UnCOOL), Status x Rip type; reconstructed rows hatched."""
    _check.mapping("grid", grid, "an odds_grid {(status, rip_type): RipOdds}")
    _check.text("title", title)
    if axes is not None and (not isinstance(axes, Sequence) and not hasattr(axes, "shape") or len(axes) != 2):
        raise TypeError(f"axes must be two matplotlib Axes or None, not {axes!r:.60}")
    for i, a in enumerate(() if axes is None else axes):
        _check.axes(f"axes[{i}]", a)
    with _check.shaped("grid", "an odds_grid {(status, rip_type): RipOdds}"):
        return _grid_heatmaps(grid, title, axes)


def _grid_heatmaps(grid, title, axes):
    cols = [TYPE_TITLES[t] for t in ec_rip.RIP_TYPES]
    succ = {(s, TYPE_TITLES[t]): v["success"] for (s, t), v in grid.items()}
    unc = {(s, TYPE_TITLES[t]): v["failed_uncool"] for (s, t), v in grid.items()}
    marked = {(s, TYPE_TITLES[t]) for (s, t), v in grid.items() if v.reconstructed}
    if axes is None:
        fig, axes = plt.subplots(1, 2, figsize=(12, 3.6))
    pct = lambda p: f"{float(p) * 100:.1f}%"  # display only; the exact values are in the table
    heatmap(succ, STATUSES, cols, ax=axes[0], marked=marked, text=pct, title="P(success)")
    heatmap(unc, STATUSES, cols, ax=axes[1], marked=marked, text=pct, cmap="magma",
            title="P(failed, UnCOOL)")
    axes[0].figure.suptitle(title + "  (* hatched = uses reconstructed Table 1.0 rows, EC-01)", fontsize=9)
    axes[0].figure.tight_layout()
    return axes


def grid_table(grids: dict, outcome: str = "success"):
    """An HTML table of exact P(outcome) by Status (rows) and Rip type, one block per reading.

    ``grids`` maps a caption (e.g. "attempts=per_space (default)") to an :func:`odds_grid`.
    Rows whose Win Numbers use reconstructed Table 1.0 cells are marked "reconstructed".
    """
    from IPython.display import HTML

    _check.mapping("grids", grids, "{caption: odds_grid}")
    outcome = _check.option("outcome", outcome, ec_rip.OUTCOMES)
    for caption, grid in grids.items():
        _check.text("grids caption", caption)
        _check.mapping(f"grids[{caption!r}]", grid, "an odds_grid {(status, rip_type): RipOdds}")
    with _check.shaped("grids", "{caption: odds_grid} (odds_grid() for every Rip type)"):
        return HTML(_grid_table(grids, outcome))


def _grid_table(grids, outcome) -> str:
    head = "".join(f"<th>{TYPE_TITLES[t]}</th>" for t in ec_rip.RIP_TYPES)
    blocks = []
    for caption, grid in grids.items():
        rows = []
        for s in STATUSES:
            recon = any(grid[(s, t)].reconstructed for t in ec_rip.RIP_TYPES)
            cells = "".join(f"<td>{prob(grid[(s, t)][outcome]).html}</td>" for t in ec_rip.RIP_TYPES)
            rows.append(f"<tr><th>{s}{' <i>(reconstructed)</i>' if recon else ''}</th>{cells}</tr>")
        blocks.append(f"<table><caption>P({LABELS[outcome]}), {caption}</caption>"
                      f"<tr><th>Status</th>{head}</tr>{''.join(rows)}</table>")
    return "".join(blocks)


def replay_table(log: dict):
    """A replayed Rip (:func:`edgekit.edge_city.rip_replay`) as an HTML step log."""
    from IPython.display import HTML

    what = "a Rip log from rip_replay"
    _check.mapping("log", log, what, ("steps", "outcome"))
    with _check.shaped("log", what):
        return HTML(_replay_rows(log))


def _replay_rows(log) -> str:
    rows = "".join(
        f"<tr><td>{i}</td><td>{st['zone']}</td><td>{st['R']}</td><td>{st['W']}"
        f"{'*' if st['source'] == 'reconstructed' else ''}</td><td>{st['roll']}</td><td>{st['event']}</td>"
        f"<td>{prob(st['p_event']).html}</td><td>{st['to']}</td></tr>"
        for i, st in enumerate(log["steps"], 1))
    return ("<table><tr><th>step</th><th>zone</th><th>R</th><th>W</th><th>roll</th><th>event</th>"
            f"<th>P(event)</th><th>goes to</th></tr>{rows}</table>"
            f"<p>Outcome: <b>{LABELS[log['outcome']]}</b> (* = reconstructed Table 1.0 cell)</p>")


class RipExplorer(Explorer):
    """Pick a Status, a Rip type, tech and the readings; see how the Rip ends, exactly.

    Rules: Edge City 11.6, 11.6.5, 11.5.4.3, 8.5.1, Table 1.0.
    """

    title = "Rip Track explorer (Edge City 11.6, 11.6.5, 11.5.4.3)"
    _READINGS = ("attempts", "second_chance", "natural_12", "data_defend_cool", "table_rows")

    def __init__(self, status: str = "Wannabee", rip_type: str = "sensitive", *, draw: bool = False):
        """``draw=True`` adds a matplotlib bar chart below (slower: ~100 ms a redraw); the HTML
        result always has its own bar chart, so an update stays well under 100 ms."""
        with _check.named("status"):
            status = status_title(status)
        with _check.named("rip_type"):
            rip_type = ec_rip._rip_type(rip_type)
        draw = _check.as_flag("draw", draw)
        self.status = w.Dropdown(options=list(STATUSES), value=status, description="Status")
        self.rip_type = w.Dropdown(options=[(TYPE_TITLES[t], t) for t in ec_rip.RIP_TYPES],
                                   value=rip_type, description="Rip type")
        slider = lambda name: w.IntSlider(value=0, min=0, max=8, description=name,
                                          continuous_update=False, style={"description_width": "initial"})
        self.swat_stealth = slider("SWAT Stealth")
        self.ice_stealth = slider("ICE Stealth")
        self.swat_defend = slider("SWAT Defend")
        self.ice_defend = slider("ICE Defend")
        self.attempts = reading_dropdown("attempts")
        self.second_chance = reading_dropdown("second_chance")
        self.natural_12 = reading_dropdown("natural_12")
        self.data_defend_cool = reading_dropdown("data_defend_cool")
        self.table_rows = reading_dropdown("table_rows")
        self.controls = [self.status, self.rip_type, self.swat_stealth, self.ice_stealth, self.swat_defend,
                         self.ice_defend, self.attempts, self.second_chance, self.natural_12,
                         self.data_defend_cool, self.table_rows]
        self.draw = draw
        super().__init__()

    def compute(self) -> dict:
        rd = tuple((k, getattr(self, k).value) for k in self._READINGS)
        odds = _odds(self.status.value, self.rip_type.value, self.swat_stealth.value, self.ice_stealth.value,
                     self.swat_defend.value, self.ice_defend.value, rd)
        return {"status": self.status.value, "rip_type": self.rip_type.value, "odds": odds,
                "win_numbers": odds.win_numbers, "readings": odds.readings,
                "reconstructed": odds.reconstructed}

    def render(self, s: dict) -> str:
        rows = "".join(
            f"<tr><td>{LABELS[o]}</td><td><b>{prob(s['odds'][o]).html}</b></td><td style='width:260px'>"
            f"<div style='background:{COLOURS[o]};height:14px;width:{float(s['odds'][o]) * 100:.2f}%'>"
            f"</div></td></tr>" for o in ec_rip.OUTCOMES)
        ws = ", ".join(f"{k.replace('_', ' ')}: R {v['R']} &rarr; W {v['W']}"
                       f"{' (reconstructed)' if v['source'] == 'reconstructed' else ''}"
                       for k, v in s["win_numbers"].items())
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        note = ("<br><b>Uses reconstructed Table 1.0 cells</b> (register EC-01)." if s["reconstructed"]
                else "")
        return ("<table class='edgekit-result'><tr><th>outcome</th><th>probability</th>"
                "<th>bar</th></tr>"
                f"{rows}</table><p>{ws}.{note}<br>Readings: {rd}.<br>"
                f"Rules: Edge City 11.6, 11.6.5, 11.5.4.3, 8.5.1, Table 1.0.</p>")

    def figure(self, s: dict):
        if not self.draw:
            return None
        fig, ax = plt.subplots(figsize=(5.5, 2.8))
        outcome_bars(s["odds"], ax=ax, title=f"{s['status']}, {TYPE_TITLES[s['rip_type']]} Rip")
        fig.tight_layout()
        return fig
