"""The Win Number explorer: Status, R and the Table 1.0 readings in; W, exact P(win) and citations out."""

from __future__ import annotations

import ipywidgets as w
import matplotlib.pyplot as plt

from ..display import prob
from ..dist import describe
from ..edge_city.rules import win as ec
from ..readings import defaults
from . import _check
from .base import Explorer, reading_dropdown

__all__ = ["WinNumberExplorer", "table_figure", "table_html"]


def _selected(status, r) -> tuple:
    """The selected cell (status, r), checked: both given, or status None (r then ignored)."""
    if status is None:
        if r is not None:
            _check.as_whole("r", r)
        return None, None
    with _check.named("status"):
        status = ec.status_title(status)
    return status, _check.as_whole("r", r)


def table_html(status: str | None = None, r: int | None = None, *, rules=None) -> str:
    """Table 1.0 as an HTML table coloured like :func:`table_figure`, for live widgets.

    Each cell shows W and the exact P(win); reconstructed cells are starred and italic; the
    selected cell is outlined. Colours come from matplotlib's viridis map. (HTML rather than a
    redrawn figure so that a widget update stays well under 100 ms.)
    """
    return "".join(_table_parts(status, r, rules=rules))


def _table_parts(status, r, *, rules=None) -> list[str]:
    """:func:`table_html` in pieces: the head, one piece per Status row, the foot (the website
    stores each distinct piece once: a row changes only where the selected cell is)."""
    from matplotlib import colormaps
    from matplotlib.colors import to_hex

    cmap = colormaps["viridis"]
    cols = list(range(ec.R_MIN, ec.R_MAX + 1))
    status, r = _selected(status, r)
    table = ec.table_1_0(cols, rules=rules)
    sel = (status, max(ec.R_MIN, min(ec.R_MAX, r))) if status is not None else None
    head = "".join(f"<th>{c}{'+' if c == ec.R_MAX else ''}</th>" for c in cols)
    body = []
    for s in ec.STATUSES:
        cells = []
        for c in cols:
            cell = table[(s, c)]
            p = float(cell["P"])
            rec = cell["source"] == "reconstructed"
            style = (f"background:{to_hex(cmap(p))};color:{'white' if p < 0.55 else 'black'};"
                     "padding:2px 4px;text-align:center;"
                     + ("font-style:italic;" if rec else "font-weight:bold;")
                     + ("outline:3px solid red;" if sel == (s, c) else ""))
            cells.append(f"<td style='{style}' title='{cell['source']}'>W{cell['W']}{'*' if rec else ''}"
                         f"<br>{describe(cell['P'])['fraction']}</td>")
        body.append(f"<tr><th style='text-align:right'>{s}</th>{''.join(cells)}</tr>")
    return ["<table class='edgekit-table-1-0' style='border-collapse:collapse;font-size:11px'>"
            f"<tr><th>Status \\ R</th>{head}</tr>", *body,
            "</table><small>* reconstructed cell (register EC-01), not printed in Table 1.0</small>"]


def table_figure(status: str | None = None, r: int | None = None, *, rules=None):
    """Table 1.0 as a heatmap of exact P(win); reconstructed cells hatched and starred.

    The selected cell (``status``, ``r``) is outlined. Rules: Edge City 8.4, 8.5.1, Table 1.0.
    """
    from ..plots import heatmap

    cols = list(range(ec.R_MIN, ec.R_MAX + 1))
    status, r = _selected(status, r)
    table = ec.table_1_0(cols, rules=rules)
    values = {k: v["P"] for k, v in table.items()}
    marked = {k for k, v in table.items() if v["source"] == "reconstructed"}
    fig, ax = plt.subplots(figsize=(9, 3.2))
    heatmap(values, ec.STATUSES, cols, ax=ax, marked=marked,
            text=lambda p: "", xlabel="R (Die Roll Modifier; 3 means 3+)", ylabel="Status")
    for i, s in enumerate(ec.STATUSES):
        for j, c in enumerate(cols):
            cell = table[(s, c)]
            star = "*" if cell["source"] == "reconstructed" else ""
            ax.text(j, i, f"W{cell['W']}{star}\n{describe(cell['P'])['fraction']}", ha="center",
                    va="center", fontsize=6.5, color="white" if float(cell["P"]) < 0.55 else "black",
                    fontweight="normal" if star else "bold")
    if status is not None and r is not None:
        j = cols.index(max(ec.R_MIN, min(ec.R_MAX, r)))
        i = ec.level(status)
        ax.add_patch(plt.Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, edgecolor="red", linewidth=2.5))
    ax.set_title("Table 1.0 as exact P(win); * = reconstructed cell (register EC-01), hatched")
    fig.tight_layout()
    return fig


class WinNumberExplorer(Explorer):
    """Pick a Status and R, and the Table 1.0 readings: see W, P(win) and where W comes from.

    Rules: Edge City 8.4, 8.5.1, Table 1.0.
    """

    title = "Win Number explorer (Edge City 8.4, 8.5.1, Table 1.0)"

    def __init__(self, status: str = "Wannabee", r: int = 0):
        with _check.named("status"):
            status = ec.status_title(status)
        r = _check.as_whole("r", r, lo=-10, hi=5)  # the slider's range
        self.status = w.Dropdown(options=list(ec.STATUSES), value=status,
                                 description="Status")
        self.r = w.IntSlider(value=r, min=-10, max=5, description="R", continuous_update=False)
        self.table_rows = reading_dropdown("table_rows")
        self.column_edge = reading_dropdown("column_edge")
        self.controls = [self.status, self.r, self.table_rows, self.column_edge]
        super().__init__()

    def compute(self) -> dict:
        rules = defaults("Edge City").replace(table_rows=self.table_rows.value,
                                              column_edge=self.column_edge.value)
        ans = ec.win_answer(self.status.value, self.r.value, rules=rules)
        return {"status": self.status.value, "r": self.r.value, **ans.value, "readings": ans.readings,
                "cite": ans.cite, "rules": rules}

    def render(self, s: dict) -> str:
        return "".join(self._parts(s))

    def _parts(self, s: dict) -> list[str]:
        src = ("printed in Table 1.0" if s["source"] == "printed"
               else "<b>reconstructed</b> (not printed; register EC-01, reading table_rows)")
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return [f"<p class='edgekit-result'>W = {s['W']} &nbsp; P(win) = {prob(s['P']).html} "
                f"&nbsp; ({describe(s['P'])['one_in']})</p>"
                f"<p>Cell: {s['status']}, R {s['r']} is {src}.<br>"
                f"Readings: {rd}.<br>Rules: {', '.join(s['cite'])}.</p>",
                *_table_parts(s["status"], s["r"], rules=s["rules"])]

    # On the website, every Status x R (-10..5) x table_rows x column_edge: 480 views, each row of
    # Table 1.0 stored once per distinct look (edgekit.widgets.static).
    def static_controls(self):
        return self.controls

    def static_parts(self) -> list[str]:
        return self._parts(self.state) if "error" not in self.state else [self.html.value]
