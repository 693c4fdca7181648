"""The combat explorer: attacker, defender, tech, SWAT or ICE and the readings in; W, the
Table 2.0 outcome distribution (exact fractions and a bar chart) and the DP out.

Rules: Edge City 11.5.3.1, 11.5.4.1, Table 1.0, Table 2.0, 8.5.1.
"""

from __future__ import annotations

import ipywidgets as w
import matplotlib.pyplot as plt

from ..dist import describe
from ..edge_city import combat as ec_combat
from ..edge_city.win import STATUSES, status_title
from ..plots import exact_label
from . import Explorer, reading_dropdown

__all__ = ["CombatExplorer", "band_bars"]

BAND_COLOURS = {"lose": "#c62828", "0-1": "#90a4ae", "2": "#64b5f6", "3": "#1e88e5", "4+": "#0d47a1",
                "4": "#0d47a1", "5+": "#546e7a"}


def band_bars(bands, *, ax=None, title: str = ""):
    """Bars of the Table 2.0 rows in table order, each labelled with its exact fraction."""
    ax = ax or plt.subplots(figsize=(6, 2.8))[1]
    order = [b for b in (*ec_combat.BANDS, "4", "5+") if b in bands]
    ps = [bands.prob(b) for b in order]
    labels = ["lose" if b == "lose" else f"margin {b}" for b in order]
    bars = ax.bar(labels, [float(p) for p in ps], color=[BAND_COLOURS[b] for b in order])
    for b, p in zip(bars, ps):
        ax.annotate(exact_label(p), (b.get_x() + b.get_width() / 2, b.get_height()), ha="center",
                    va="bottom", fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.set_ylabel("probability (exact on bars)")
    ax.set_xlabel("Table 2.0 row (margin = W - Win Roll)")
    ax.set_title(title, fontsize=9)
    return ax


class CombatExplorer(Explorer):
    """Ripper-vs-Ripper combat odds for any attacker, defender and tech, under every reading.

    Rules: Edge City 11.5.3.1, 11.5.4.1, Table 1.0, Table 2.0.
    """

    title = "Combat explorer (Edge City 11.5, Table 2.0)"

    def __init__(self, attacker="Wannabee", defender="Hacker", attack_tech: int = 2, defend_tech: int = 1,
                 combat: str = "ICE", *, draw: bool = True):
        style = {"description_width": "initial"}
        self.attacker = w.Dropdown(options=list(STATUSES), value=status_title(attacker),
                                   description="attacker Status", style=style)
        self.defender = w.Dropdown(options=list(STATUSES), value=status_title(defender),
                                   description="defender Status (Level)", style=style)
        self.attack_tech = w.IntSlider(value=attack_tech, min=0, max=10, description="attack tech",
                                       continuous_update=False, style=style)
        self.defend_tech = w.IntSlider(value=defend_tech, min=0, max=10, description="defend tech",
                                       continuous_update=False, style=style)
        self.combat = w.ToggleButtons(options=list(ec_combat.COMBATS), value=combat.upper(),
                                      description="combat")
        self.combat_margins = reading_dropdown("combat_margins")
        self.combat_or_less = reading_dropdown("combat_or_less")
        self.ice_dp_die = reading_dropdown("ice_dp_die")
        self.table_rows = reading_dropdown("table_rows")
        self.column_edge = reading_dropdown("column_edge")
        self.controls = [self.attacker, self.defender, self.attack_tech, self.defend_tech, self.combat,
                         self.combat_margins, self.combat_or_less, self.ice_dp_die, self.table_rows,
                         self.column_edge]
        self.draw = draw
        super().__init__()

    def compute(self) -> dict:
        rd = {"table_rows": self.table_rows.value, "column_edge": self.column_edge.value,
              "combat_margins": self.combat_margins.value}
        rep = ec_combat.ripper_combat(self.attacker.value, self.defender.value,
                                      attack_tech=self.attack_tech.value, defend_tech=self.defend_tech.value,
                                      combat=self.combat.value, **rd)
        cards = {k: ec_combat.p_card_available(rep.w, k, rep.combat, combat_margins=rd["combat_margins"],
                                               combat_or_less=self.combat_or_less.value)
                 for k in (1, 2, 3, "special")}
        state = {"attacker": rep.attacker, "defender": rep.defender, "combat": rep.combat, "A": rep.a,
                 "D": rep.d, "R": rep.r, "W": rep.w, "source": rep.w_source, "P": rep.p_win,
                 "bands": rep.bands, "results": rep.results.probs(), "cards": cards,
                 "defender_dp": rep.defender_dp.mean(),
                 "readings": {**rd, "combat_or_less": self.combat_or_less.value}, "cite": rep.cite}
        if rep.combat == "ICE":
            dp = ec_combat.ice_attack_dp(rep.w, rep.attacker, rep.defender, ice_dp_die=self.ice_dp_die.value)
            state["dp_taken"] = dp.mean(lambda t: t[0])
            state["readings"]["ice_dp_die"] = self.ice_dp_die.value
        return state

    def render(self, s: dict) -> str:
        d = describe(s["P"])
        src = ("printed in Table 1.0" if s["source"] == "printed"
               else "<b>reconstructed</b> (register EC-01, reading table_rows)")
        rows = "".join(f"<tr><td>{b}</td><td>{exact_label(p)}</td></tr>"
                       for b, p in s["bands"].probs().items())
        res = "".join(f"<tr><td>{r}</td><td>{exact_label(p)}</td></tr>" for r, p in s["results"].items())
        cards = ", ".join(f"+{k}: {exact_label(p)}" if k != "special" else f"special: {exact_label(p)}"
                          for k, p in s["cards"].items())
        dp = (f"E[DP taken by the attacker] = {s['dp_taken']} (assumes the defender holds enough DP "
              f"and the winner takes DP)<br>" if "dp_taken" in s else "")
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"<p class='edgekit-result'>A = {s['A']}, D = {s['D']} (defend tech + Level), R = {s['R']}, "
                f"W = {s['W']}; P(attack wins) = {d['fraction']} ({d['percent']})</p>"
                f"<p>W cell: {s['attacker']}, R {s['R']} is {src}.</p>"
                f"<table><tr><th>Table 2.0 row</th><th>P (exact)</th></tr>{rows}</table>"
                f"<table><tr><th>{s['combat']} result (best on offer)</th><th>P</th></tr>{res}</table>"
                f"<p>P(the margin reaches a card of each value): {cards}<br>{dp}"
                f"E[DP the defender gains] = {s['defender_dp']}<br>"
                f"Readings: {rd}.<br>Rules: {', '.join(s['cite'])}.</p>")

    def figure(self, s: dict):
        if not self.draw:
            return None
        fig, ax = plt.subplots(figsize=(6, 2.8))
        band_bars(s["bands"], ax=ax, title=f"{s['combat']} attack at W {s['W']}")
        fig.tight_layout()
        return fig
