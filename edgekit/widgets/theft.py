"""The Theft explorer: Status, SWAT Attack and Stealth Tech, repeat attempts and the readings in;
T, R, W, P(success) and the outcome distribution out.

The live view is HTML (the outcome table carries bars and exact fractions), so an update takes
a few milliseconds; :func:`edgekit.plots.bar_dist` draws the same distribution for static pictures.

Rules: Edge City 11.8.1, 11.8.2, 11.4.5.2, 8.5.1, Table 1.0.
"""

from __future__ import annotations

import functools

import ipywidgets as w

from ..display import prob
from ..edge_city.rules import theft as ec_theft
from ..edge_city.rules.win import STATUSES, status_title
from ..readings import defaults
from . import _check
from .base import Explorer, bars_html, reading_dropdown

__all__ = ["TheftExplorer", "parse_cards"]


def parse_cards(text: str) -> list[int]:
    """Card modifiers typed as "2, 1" -> [2, 1] (whole numbers only; nothing is evaluated)."""
    _check.text("text", text)
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    out = []
    for p in parts:
        if not (p.isascii() and p.isdigit()):
            raise ValueError(f"text: Stealth cards are whole numbers separated by commas, e.g. '2, 1'; "
                             f"not {p!r}")
        out.append(int(p))
    return out


OUTCOME_COLOURS = {"success": "#2e7d32", "fail, UnCOOL": "#c62828", "natural 12, COOL kept": "#f9a825"}


@functools.lru_cache(maxsize=2048)
def _theft(status: str, kw_items: tuple):
    """(theft_answer, theft_outcome) for one setting of the controls (cached for sliders that
    come back to values already seen)."""
    kw = {k: list(v) if isinstance(v, tuple) else v for k, v in kw_items}
    rules = defaults("Edge City").replace(**{k: kw.pop(k) for k in _READINGS})
    inputs = {k: kw[k] for k in ("swat_attack", "swat_stealth", "prior_attempts", "msm") if k in kw}
    return (ec_theft.theft_answer(status, **inputs, rules=rules),
            ec_theft.theft_outcome(status, **inputs, rules=rules))


_READINGS = ("theft_halving", "theft_msm", "table_rows", "column_edge", "natural_12")


class TheftExplorer(Explorer):
    """Theft odds for any Status and Tech under every reading (Edge City 11.8)."""

    title = "Theft explorer (Edge City 11.8)"

    def __init__(self, status="Wannabee", swat_attack: int = 0, stealth: str = ""):
        with _check.named("status"):
            status = status_title(status)
        swat_attack = _check.as_whole("swat_attack", swat_attack, lo=0, hi=10)  # the slider's range
        stealth = _check.text("stealth", stealth)
        style = {"description_width": "initial"}
        self.status = w.Dropdown(options=list(STATUSES), value=status, description="Status")
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
        super().__init__()

    def compute(self) -> dict:
        kw = {"swat_attack": self.swat_attack.value, "swat_stealth": parse_cards(self.stealth.value),
              "prior_attempts": self.prior.value, "theft_halving": self.theft_halving.value,
              "theft_msm": self.theft_msm.value, "table_rows": self.table_rows.value,
              "column_edge": self.column_edge.value, "natural_12": self.natural_12.value}
        if kw["theft_msm"] == "table_3_0":
            kw["msm"] = self.msm.value
        ans, outcome = _theft(self.status.value,
                              tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in kw.items()))
        return {**ans.value, "outcome": outcome, "readings": dict(ans.readings), "cite": ans.cite,
                "msm": kw.get("msm", 3)}

    def render(self, s: dict) -> str:
        src = ("printed in Table 1.0" if s["source"] == "printed"
               else "<b>reconstructed</b> (register EC-01, reading table_rows)")
        bars = bars_html([(o, p, OUTCOME_COLOURS.get(o, "#3b6ea8")) for o, p in s["outcome"].probs().items()],
                         head=("outcome", "P (exact)"), css_class="edgekit-bars edgekit-theft-outcome",
                         caption=f"Theft by a {s['status']} at W {s['W']}")
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"<p class='edgekit-result'>T = {s['T']}, R = {s['R']} (T - {s['msm']}, less 1 per earlier "
                f"attempt), W = {s['W']}; P(Theft succeeds) = {prob(s['P']).html}</p>"
                f"<p>W cell: {s['status']}, R {s['R']} is {src}.</p>"
                f"{bars}"
                f"<p>Readings: {rd}.<br>Rules: {', '.join(s['cite'])}, Edge City 11.8.2, 8.5.1.</p>")
