"""The city explorer: deal and lay a board under any reading of 5.2, see what is legal and
where a Ripper can get this turn.

Rules: Edge City 5.2, 11.2, 11.2.1, 11.2.2, 11.3.3, 11.5.1.
"""

from __future__ import annotations

import functools

import ipywidgets as w
import matplotlib.pyplot as plt

from ..edge_city import city, travel
from . import Explorer, reading_dropdown

__all__ = ["CityExplorer"]


@functools.lru_cache(maxsize=256)
def _board(seed: int, players: int, adjacent: str, touch: str, connected: str) -> city.Layout:
    return city.generate_layout(seed, players, adjacent=adjacent, touch=touch, connected=connected)


class CityExplorer(Explorer):
    """Regenerate a board (seed, players) or type one in; switch the placement and travel
    readings; overlay the spaces reachable this turn, the TP cost of every space, or where a
    Ripper in the start space may ICE/SWAT attack.

    Typed boards use letters: T, B, R for the Bizclaves, S for a Sprawl Zone, ``.`` Wasteland.
    """

    title = "City explorer (Edge City 5.2, 11.2, 11.5.1)"

    def __init__(self, seed: int = 1, *, board: str = "", start: str = "Tech Plex", draw: bool = True):
        self.seed = w.IntSlider(value=seed, min=0, max=999, description="seed", continuous_update=False)
        self.players = w.Dropdown(options=[2, 3, 4], value=4, description="players")
        self.adjacent = reading_dropdown("adjacent")
        self.touch = reading_dropdown("touch")
        self.connected = reading_dropdown("connected")
        self.travel_adjacency = reading_dropdown("travel_adjacency")
        self.start = w.Dropdown(options=list(city.tiles()), value=start, description="start")
        self.tp = w.IntSlider(value=travel.TP_PER_TURN, min=0, max=8, description="TP",
                              continuous_update=False)
        self.overlay = w.ToggleButtons(options=["reach", "cost", "attacks"], value="reach",
                                       description="overlay")
        self.board = w.Textarea(value=board, placeholder="type a board (T B R S .) or leave empty "
                                "to use the generated one", layout=w.Layout(width="22em", height="7em"))
        self.controls = [self.seed, self.players, self.adjacent, self.touch, self.connected,
                         self.travel_adjacency, self.start, self.tp, self.overlay, self.board]
        self.draw = draw
        super().__init__()

    def readings_chosen(self) -> dict:
        return {"adjacent": self.adjacent.value, "touch": self.touch.value,
                "connected": self.connected.value}

    def compute(self) -> dict:
        rd = self.readings_chosen()
        if self.board.value.strip():
            lay = city.Layout.from_text(self.board.value)
        else:
            lay = _board(self.seed.value, self.players.value, *rd.values())
        problems = city.layout_problems(lay, **rd)
        start = lay.space(self.start.value)
        ta = self.travel_adjacency.value
        reach = travel.reachable(lay, start, tp=self.tp.value, travel_adjacency=ta)
        costs = travel.travel_costs(lay, start, travel_adjacency=ta)
        attacks = travel.attack_map(lay, start)
        return {"layout": lay, "problems": list(problems), "start": start, "reach": dict(reach),
                "costs": costs, "attacks": attacks, "overlay": self.overlay.value,
                "readings": {**rd, "travel_adjacency": ta}, "tp": self.tp.value}

    def render(self, s: dict) -> str:
        lay = s["layout"]
        if s["problems"]:
            items = "".join(f"<li><b>{p.rule}</b> {p.message} [{'; '.join(p.cite)}]</li>"
                            for p in s["problems"])
            legal = f"<p style='color:#b00'><b>Illegal board</b>:</p><ul>{items}</ul>"
        else:
            legal = "<p><b>Legal board</b> under these readings (Edge City 5.2).</p>"
        reach = ", ".join(f"{lay[p]} ({c} TP)" for p, c in sorted(s["reach"].items(), key=lambda kv: kv[1]))
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"{legal}<p class='edgekit-result'>From {lay[s['start']]} with {s['tp']} TP a Ripper can end "
                f"Travel in <b>{len(s['reach'])}</b> of the other {len(lay) - 1} spaces: {reach or 'none'}."
                f"</p><p>Readings: {rd}. Rules: Edge City 5.2, 11.2, 11.2.1, 11.2.2, 11.5.1.</p>")

    def figure(self, s: dict):
        if not self.draw:
            return None
        lay = s["layout"]
        if s["overlay"] == "reach":
            labels = {p: f"{c} TP" for p, c in s["reach"].items()}
            reach = s["reach"]
        elif s["overlay"] == "cost":
            labels = {p: f"{c} TP" for p, c in s["costs"].items()}
            reach = s["reach"]
        else:
            labels = {p: "/".join(k for k, ok in v.items() if ok) or "-" for p, v in s["attacks"].items()}
            reach = {p for p, v in s["attacks"].items() if v["SWAT"]}
        (x0, y0), (x1, y1) = lay.bounds()
        fig, ax = plt.subplots(figsize=(0.8 * (x1 - x0 + 3) + 1.6, 0.8 * (y1 - y0 + 3)))
        city.draw_layout(lay, ax=ax, problems=s["problems"], reach=reach, labels=labels, start=s["start"],
                         title=f"overlay: {s['overlay']}")
        fig.tight_layout()
        return fig
