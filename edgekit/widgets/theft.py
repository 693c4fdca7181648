"""The Theft explorer: Status, SWAT Attack and Stealth Tech, repeat attempts and the readings in;
T, R, W, P(success) and the outcome distribution out.

Rules: Edge City 11.8.1, 11.8.2, 11.4.5.2, 8.5.1, Table 1.0.
"""

from __future__ import annotations

import ipywidgets as w

from ..dist import describe
from ..edge_city import theft as ec_theft
from ..edge_city.win import STATUSES, status_title
from ..plots import bar_dist, exact_label
from . import Explorer, reading_dropdown

__all__ = ["TheftExplorer", "parse_cards"]


def parse_cards(text: str) -> list[int]:
    """Card modifiers typed as "2, 1" -> [2, 1] (whole numbers only; nothing is evaluated)."""
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    out = []
    for p in parts:
        if not p.isdigit():
            raise ValueError(f"Stealth cards are whole numbers separated by commas, e.g. '2, 1'; not {p!r}")
        out.append(int(p))
    return out


class TheftExplorer(Explorer):
    """Theft odds for any Status and Tech under every reading (Edge City 11.8)."""

    title = "Theft explorer (Edge City 11.8)"

    def __init__(self, status="Wannabee", swat_attack: int = 0, stealth: str = "", *, draw: bool = True):
        style = {"description_width": "initial"}
        self.status = w.Dropdown(options=list(STATUSES), value=status_title(status), description="Status")
        self.swat_attack = w.IntSlider(value=swat_attack, min=0, max=10, description="SWAT Attack tech",
                                       continuous_update=False, style=style)
        self.stealth = w.Text(value=stealth, description="SWAT Stealth cards", placeholder="e.g. 2, 1",
                              continuous_update=False, style=style)
        self.prior = w.IntSlider(value=0, min=0, max=6, description="earlier attempts (-1 each)",
                                 continuous_update=False, style=style)
        self.theft_halving = reading_dropdown("theft_halving")
        self.theft_msm = reading_dropdown("theft_msm")
        self.msm = w.IntSlider(value=3, min=0, max=8, description="Table 3.0 value (table_3_0 only)",
                               continuous_update=False, style=style)
        self.natural_12 = reading_dropdown("natural_12")
        self.table_rows = reading_dropdown("table_rows")
        self.column_edge = reading_dropdown("column_edge")
        self.controls = [self.status, self.swat_attack, self.stealth, self.prior, self.theft_halving,
                         self.theft_msm, self.msm, self.natural_12, self.table_rows, self.column_edge]
        self.draw = draw
        super().__init__()

    def compute(self) -> dict:
        kw = {"swat_attack": self.swat_attack.value, "swat_stealth": parse_cards(self.stealth.value),
              "prior_attempts": self.prior.value, "theft_halving": self.theft_halving.value,
              "theft_msm": self.theft_msm.value, "table_rows": self.table_rows.value,
              "column_edge": self.column_edge.value, "natural_12": self.natural_12.value}
        if kw["theft_msm"] == "table_3_0":
            kw["msm"] = self.msm.value
        ans = ec_theft.theft_answer(self.status.value, **kw)
        outcome = ec_theft.theft_outcome(self.status.value, **kw)
        return {**ans.value, "outcome": outcome, "readings": ans.readings, "cite": ans.cite,
                "msm": kw.get("msm", 3)}

    def render(self, s: dict) -> str:
        d = describe(s["P"])
        src = ("printed in Table 1.0" if s["source"] == "printed"
               else "<b>reconstructed</b> (register EC-01, reading table_rows)")
        rows = "".join(f"<tr><td>{o}</td><td>{exact_label(p)}</td></tr>"
                       for o, p in s["outcome"].probs().items())
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"<p class='edgekit-result'>T = {s['T']}, R = {s['R']} (T - {s['msm']}, less 1 per earlier "
                f"attempt), W = {s['W']}; P(Theft succeeds) = {d['fraction']} ({d['percent']})</p>"
                f"<p>W cell: {s['status']}, R {s['R']} is {src}.</p>"
                f"<table><tr><th>outcome</th><th>P (exact)</th></tr>{rows}</table>"
                f"<p>Readings: {rd}.<br>Rules: {', '.join(s['cite'])}, Edge City 11.8.2, 8.5.1.</p>")

    def figure(self, s: dict):
        if not self.draw:
            return None
        ax = bar_dist(s["outcome"], title=f"Theft by a {s['status']} at W {s['W']}", xlabel="outcome")
        ax.figure.tight_layout()
        return ax.figure
