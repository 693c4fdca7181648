"""The Legwork explorer: a card's printed M-Sec and E-Sec, the abilities used on it in order, and the
fewest Rockers or Netrunners that bring each to a target.

Rules: Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner.
"""

from __future__ import annotations

import html as _html

import ipywidgets as w

from .. import cyberpunk_ccg as cp
from . import _check
from .base import Explorer

__all__ = ["LegworkExplorer", "parse_uses", "parse_powers"]


def parse_powers(text: str) -> dict[str, int]:
    """"3, 2, 2" -> {"#1": 3, "#2": 2, "#3": 2} (whole numbers only; nothing is evaluated)."""
    _check.text("text", text)
    parts = [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]
    for p in parts:
        if not (p.isascii() and p.isdigit()):
            raise ValueError(f"text: Powers are whole numbers separated by commas, e.g. '3, 2'; not {p!r}")
    return {f"#{i + 1}": int(p) for i, p in enumerate(parts)}


def parse_uses(text: str) -> list[tuple[str, int]]:
    """"Rocker 3, Media 2, Netrunner lower 1" -> [("Rocker", 3), ...] (nothing is evaluated)."""
    _check.text("text", text)
    out = []
    for item in [p.strip() for p in text.replace(";", ",").split(",") if p.strip()]:
        name, _, power = item.rpartition(" ")
        if name not in cp.ABILITIES or not (power.isascii() and power.isdigit()):
            raise ValueError(f"text: each use is an ability from {list(cp.ABILITIES)} and a Power, "
                             f"e.g. 'Rocker 3'; not {item!r}")
        out.append((name, int(power)))
    return out


class LegworkExplorer(Explorer):
    """M-Sec and E-Sec after Legwork, step by step (Cyberpunk CCG Runner Roles)."""

    title = "Legwork explorer (Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner)"

    def __init__(self, m_sec: int = 3, e_sec: int = 4, uses: str = "Rocker 2, Media 1, Netrunner lower 3"):
        m_sec = _check.as_whole("m_sec", m_sec, lo=0, hi=10)  # the sliders' ranges
        e_sec = _check.as_whole("e_sec", e_sec, lo=0, hi=10)
        uses = _check.text("uses", uses)
        style = {"description_width": "initial"}
        self.m_sec = w.IntSlider(value=m_sec, min=0, max=10, description="printed M-Sec", style=style)
        self.e_sec = w.IntSlider(value=e_sec, min=0, max=10, description="printed E-Sec", style=style)
        self.uses = w.Text(value=uses, description="abilities, in order", continuous_update=False,
                           placeholder="e.g. Rocker 2, Media 1", style=style, layout=w.Layout(width="32em"))
        self.target = w.IntSlider(value=0, min=0, max=10, description="target (lower to)", style=style)
        self.rockers = w.Text(value="2, 1, 1", description="your Rockers' Powers", continuous_update=False,
                              style=style)
        self.netrunners = w.Text(value="3, 1", description="your Netrunners' Powers", continuous_update=False,
                                 style=style)
        self.controls = [self.m_sec, self.e_sec, self.uses, self.target, self.rockers, self.netrunners]
        super().__init__()

    def compute(self) -> dict:
        sec = cp.security(self.m_sec.value, self.e_sec.value, parse_uses(self.uses.value))
        t = self.target.value
        rock = (cp.fewest_runners(self.m_sec.value, t, parse_powers(self.rockers.value), ability="Rocker")
                if t <= self.m_sec.value else "above the printed M-Sec")
        net = (cp.fewest_runners(self.e_sec.value, t, parse_powers(self.netrunners.value),
                                 ability="Netrunner lower")
               if t <= self.e_sec.value else "above the printed E-Sec")
        return {"security": sec, "m_sec": sec.m_sec, "e_sec": sec.e_sec, "steps": sec.steps, "target": t,
                "fewest_rockers": rock, "fewest_netrunners": net}

    @staticmethod
    def _who(x) -> str:
        if x is None:
            return "not reachable with these Runners"
        if isinstance(x, str):
            return x
        return f"{len(x)} ({', '.join(x) or 'none needed'})"

    def render(self, s: dict) -> str:
        sec = s["security"]
        rows = [f"<tr><td>printed</td><td></td><td>{sec.printed_m_sec}</td><td>{sec.printed_e_sec}</td></tr>"]
        rows += [f"<tr><td>{_html.escape(a)}</td><td>{p}</td><td>{m}</td><td>{e}</td></tr>"
                 for a, p, m, e in s["steps"]]
        return (f"<p class='edgekit-result'>After Legwork: M-Sec {s['m_sec']}, E-Sec {s['e_sec']}</p>"
                "<table class='edgekit-legwork'><tr><th>ability</th><th>Power</th><th>M-Sec</th>"
                f"<th>E-Sec</th></tr>{''.join(rows)}</table>"
                f"<p>Fewest Rockers to bring the printed M-Sec to {s['target']}: "
                f"{self._who(s['fewest_rockers'])}."
                f"<br>Fewest Netrunners to bring the printed E-Sec to {s['target']}: "
                f"{self._who(s['fewest_netrunners'])}.</p>"
                "<p>Rules: Cyberpunk CCG Runner Roles: Media (may exceed printed), Rockers (minimum 0), "
                "Netrunner (minimum 0; never raised above printed).</p>")
