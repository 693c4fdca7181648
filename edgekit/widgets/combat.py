"""The combat explorer: attacker, defender, tech, SWAT or ICE and the readings in; W, the
Table 2.0 outcome distribution (exact fractions and bars) and the DP out.

The live view is HTML (a table whose rows carry bars and exact fractions), so an update takes a
few milliseconds; :func:`band_bars` draws the same rows with matplotlib for static pictures.

Rules: Edge City 11.5.3.1, 11.5.4.1, Table 1.0, Table 2.0, 8.5.1.
"""

from __future__ import annotations

import functools

import ipywidgets as w
import matplotlib.pyplot as plt

from ..display import number, prob
from ..edge_city.rules import combat as ec_combat
from ..edge_city.rules.combat_dp import ice_attack_dp
from ..edge_city.rules.win import STATUSES, status_title
from ..plots import exact_label
from ..readings import defaults
from . import _check
from .base import Explorer, bars_html, reading_dropdown

__all__ = ["CombatExplorer", "band_bars", "band_rows", "bars_html"]

BAND_COLOURS = {"lose": "#c62828", "0-1": "#90a4ae", "2": "#64b5f6", "3": "#1e88e5", "4+": "#0d47a1",
                "4": "#0d47a1", "5+": "#546e7a"}


def band_rows(bands) -> list[tuple[str, object]]:
    """``(Table 2.0 row, exact P)`` in table order, for the rows ``bands`` can reach."""
    _check.dist("bands", bands)
    return [(b, bands.prob(b)) for b in (*ec_combat.BANDS, "4", "5+") if b in bands]


def band_bars(bands, *, ax=None, title: str = ""):
    """Bars of the Table 2.0 rows in table order, each labelled with its exact fraction."""
    _check.dist("bands", bands)
    _check.axes("ax", ax)
    _check.text("title", title)
    if any(b not in BAND_COLOURS for b in bands.outcomes()):
        raise ValueError(f"bands must be a Dist of Table 2.0 rows {list(BAND_COLOURS)}, not of "
                         f"{list(bands.outcomes())!r:.60}")
    ax = ax or plt.subplots(figsize=(6, 2.8))[1]
    order = [b for b, _ in band_rows(bands)]
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


@functools.lru_cache(maxsize=4096)
def _combat_state(attacker, defender, attack_tech, defend_tech, combat, table_rows, column_edge,
                  combat_margins, combat_or_less, ice_dp_die) -> dict:
    """The explorer's state for one setting of its controls (cached: sliders come back to values
    already seen; callers copy the dicts inside before changing them)."""
    rd = {"table_rows": table_rows, "column_edge": column_edge, "combat_margins": combat_margins}
    rules = defaults("Edge City").replace(**rd, combat_or_less=combat_or_less, ice_dp_die=ice_dp_die)
    rep = ec_combat.ripper_combat(attacker, defender, attack_tech=attack_tech, defend_tech=defend_tech,
                                  combat=combat, rules=rules)
    cards = {k: ec_combat.p_card_available(rep.w, k, rep.combat, rules=rules)
             for k in (1, 2, 3, "special")}
    state = {"attacker": rep.attacker, "defender": rep.defender, "combat": rep.combat, "A": rep.a,
             "D": rep.d, "R": rep.r, "W": rep.w, "source": rep.w_source, "P": rep.p_win,
             "bands": rep.bands, "results": rep.results.probs(), "cards": cards,
             "defender_dp": rep.defender_dp.mean(),
             "readings": {**rd, "combat_or_less": combat_or_less}, "cite": rep.cite}
    if rep.combat == "ICE":
        dp = ice_attack_dp(rep.w, rep.attacker, rep.defender, rules=rules)
        state["dp_taken"] = dp.mean(lambda t: t[0])
        state["readings"]["ice_dp_die"] = ice_dp_die
    return state


class CombatExplorer(Explorer):
    """Ripper-vs-Ripper combat odds for any attacker, defender and tech, under every reading.

    Rules: Edge City 11.5.3.1, 11.5.4.1, Table 1.0, Table 2.0.
    """

    title = "Combat explorer (Edge City 11.5, Table 2.0)"

    def __init__(self, attacker="Wannabee", defender="Hacker", attack_tech: int = 2, defend_tech: int = 1,
                 combat: str = "ICE"):
        with _check.named("attacker"):
            attacker = status_title(attacker)
        with _check.named("defender"):
            defender = status_title(defender)
        attack_tech = _check.as_whole("attack_tech", attack_tech, lo=0, hi=10)  # the sliders' ranges
        defend_tech = _check.as_whole("defend_tech", defend_tech, lo=0, hi=10)
        combat = _check.as_name("combat", combat)
        combat = _check.option("combat", combat.upper(), ec_combat.COMBATS)
        style = {"description_width": "initial"}
        self.attacker = w.Dropdown(options=list(STATUSES), value=attacker,
                                   description="attacker Status", style=style)
        self.defender = w.Dropdown(options=list(STATUSES), value=defender,
                                   description="defender Status (Level)", style=style)
        self.attack_tech = w.IntSlider(value=attack_tech, min=0, max=10, description="attack tech",
                                       continuous_update=False, style=style)
        self.defend_tech = w.IntSlider(value=defend_tech, min=0, max=10, description="defend tech",
                                       continuous_update=False, style=style)
        self.combat = w.ToggleButtons(options=list(ec_combat.COMBATS), value=combat,
                                      description="combat")
        self.combat_margins = reading_dropdown("combat_margins")
        self.combat_or_less = reading_dropdown("combat_or_less")
        self.ice_dp_die = reading_dropdown("ice_dp_die")
        self.table_rows = reading_dropdown("table_rows")
        self.column_edge = reading_dropdown("column_edge")
        self.controls = [self.attacker, self.defender, self.attack_tech, self.defend_tech, self.combat,
                         self.combat_margins, self.combat_or_less, self.ice_dp_die, self.table_rows,
                         self.column_edge]
        super().__init__()

    def compute(self) -> dict:
        state = _combat_state(self.attacker.value, self.defender.value, self.attack_tech.value,
                              self.defend_tech.value, self.combat.value, self.table_rows.value,
                              self.column_edge.value, self.combat_margins.value, self.combat_or_less.value,
                              self.ice_dp_die.value)
        return {**state, "readings": dict(state["readings"]), "cards": dict(state["cards"]),
                "results": dict(state["results"])}

    def render(self, s: dict) -> str:
        src = ("printed in Table 1.0" if s["source"] == "printed"
               else "<b>reconstructed</b> (register EC-01, reading table_rows)")
        bars = bars_html([(b, p, BAND_COLOURS[b]) for b, p in band_rows(s["bands"])],
                         head=("Table 2.0 row", "P (exact)"), css_class="edgekit-bars edgekit-bands",
                         caption=f"{s['combat']} attack at W {s['W']}: Table 2.0 rows "
                                 "(margin = W - Win Roll)")
        res = "".join(f"<tr><td>{r}</td><td>{prob(p).html}</td></tr>" for r, p in s["results"].items())
        cards = ", ".join(f"+{k}: {prob(p).html}" if k != "special" else f"special: {prob(p).html}"
                          for k, p in s["cards"].items())
        dp = (f"E[DP taken by the attacker] = {number(s['dp_taken']).html} (assumes the defender holds "
              f"enough DP and the winner takes DP)<br>" if "dp_taken" in s else "")
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"<p class='edgekit-result'>A = {s['A']}, D = {s['D']} (defend tech + Level), R = {s['R']}, "
                f"W = {s['W']}; P(attack wins) = {prob(s['P']).html}</p>"
                f"<p>W cell: {s['attacker']}, R {s['R']} is {src}.</p>"
                f"{bars}"
                f"<table><tr><th>{s['combat']} result (best on offer)</th><th>P</th></tr>{res}</table>"
                f"<p>P(the margin reaches a card of each value): {cards}<br>{dp}"
                f"E[DP the defender gains] = {number(s['defender_dp']).html}<br>"
                f"Readings: {rd}.<br>Rules: {', '.join(s['cite'])}.</p>")
