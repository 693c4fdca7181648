"""The city explorer: deal and lay a board under any reading of 5.2, see what is legal and
where a Ripper can get this turn.

The live board is an HTML grid (tiles coloured as :func:`edgekit.edge_city.draw_layout`
colours them, with the overlay's labels and frames), so an update costs the computation and a
few milliseconds of HTML instead of a matplotlib redraw; :func:`board_figure` draws the same
board and overlay with matplotlib for static pictures.

Rules: Edge City 5.2, 11.2, 11.2.1, 11.2.2, 11.3.3, 11.5.1.
"""

from __future__ import annotations

import functools
import html

import ipywidgets as w
import matplotlib.pyplot as plt

from ..edge_city.board import city, travel
from ..edge_city.board.city import _COLOURS as TILE_COLOURS  # the colours draw_layout uses
from ..edge_city.board.deal import generate_layout
from ..edge_city.board.pictures import draw_layout
from ..exact import as_seed
from ..readings import defaults
from . import _check
from .base import Explorer, reading_dropdown

__all__ = ["CityExplorer", "board_html", "board_figure", "overlay"]

REACH_COLOUR = "#ffd23f"  # draw_layout's gold frame and labels
PROBLEM_COLOUR = "#e00000"
_WASTELAND = ("background-color:#eeeeee;background-image:radial-gradient(#bbbbbb 1px, transparent 1px);"
              "background-size:6px 6px")


@functools.lru_cache(maxsize=256)
def _board(seed: int, players: int, rules) -> city.Layout:
    return generate_layout(seed, players, rules=rules)


def overlay(s: dict) -> tuple[dict, set]:
    """``(labels, framed)`` for the explorer state's overlay: TP this turn ("reach"), the cheapest
    TP to every space ("cost", the reach framed), or the attacks a Ripper in the start space may
    make ("attacks", the SWAT targets framed). Rules: Edge City 11.2, 11.2.2, 11.5.1."""
    _state(s)
    with _check.shaped("s", _WHAT):
        return _overlay(s)


_WHAT = "a CityExplorer state (explorer.state)"
_STATE_KEYS = ("layout", "problems", "start", "reach", "costs", "attacks", "overlay")


def _state(s) -> dict:
    _check.mapping("s", s, _WHAT, _STATE_KEYS)
    _check.option("s['overlay']", s["overlay"], ("reach", "cost", "attacks"))
    return s


def _overlay(s: dict) -> tuple[dict, set]:
    if s["overlay"] == "reach":
        return {p: f"{c} TP" for p, c in s["reach"].items()}, set(s["reach"])
    if s["overlay"] == "cost":
        return {p: f"{c} TP" for p, c in s["costs"].items()}, set(s["reach"])
    return ({p: "/".join(k for k, ok in v.items() if ok) or "-" for p, v in s["attacks"].items()},
            {p for p, v in s["attacks"].items() if v["SWAT"]})


_FRAMED = {"reach": "reachable this turn", "cost": "reachable this turn",
           "attacks": "a SWAT attack is allowed on a defender here"}


def board_html(s: dict) -> str:
    """The board of an explorer state as an HTML grid, with its overlay.

    Each tile shows its name in its kind's colour; the overlay label (TP or attacks) is in gold,
    framed spaces have a gold frame, the start space a star, tiles in a broken rule a red border
    and the rule; empty cells are Wasteland (dotted). Rules: Edge City 5.2, 11.2, 11.3.3, 11.5.1.
    """
    _state(s)
    with _check.shaped("s", _WHAT):
        return _board_html(s)


def _board_html(s: dict) -> str:
    lay = s["layout"]
    labels, framed = overlay(s)
    bad: dict = {}
    for pr in s["problems"]:
        for p in pr.tiles:
            bad.setdefault(p, []).append(pr.rule)
    (x0, y0), (x1, y1) = lay.bounds()
    cell = ("width:5.2em;min-width:5.2em;height:3.6em;padding:0;text-align:center;vertical-align:middle;"
            "font-size:11px;text-shadow:0 0 2px #000;")
    rows = []
    for y in range(y0 - 1, y1 + 2):
        tds = []
        for x in range(x0 - 1, x1 + 2):
            p = (x, y)
            if p not in lay:
                tds.append(f"<td title='Wasteland {p}' style='{cell}{_WASTELAND};border:1px solid #f4f4f4'>"
                           "</td>")
                continue
            name = lay[p]
            colour = TILE_COLOURS.get(name, TILE_COLOURS[city.SPRAWL])
            inner = []
            if p == s["start"]:
                inner.append(f"<span style='color:{REACH_COLOUR};font-size:14px' title='start'>&#9733;"
                             "</span> ")
            inner.append(f"<b>{html.escape(name.replace('Sprawl Zone ', 'Sprawl '))}</b>")
            if p in labels:
                inner.append(f"<br><b style='color:{REACH_COLOUR}'>{html.escape(str(labels[p]))}</b>")
            if p in bad:
                rules = ",".join(sorted(set(bad[p])))
                inner.append(f"<br><span style='background:{PROBLEM_COLOUR};padding:0 2px'>{rules}</span>")
            frame = f"box-shadow:inset 0 0 0 3px {REACH_COLOUR};" if p in framed else ""
            border = (f"border:3px solid {PROBLEM_COLOUR};" if p in bad else "border:1px solid #222222;")
            tip = f"{name} at {p}" + (f", {_FRAMED[s['overlay']]}" if p in framed else "")
            tds.append(f"<td class='edgekit-tile' title='{html.escape(tip)}' "
                       f"style='{cell}background:{colour};color:white;{border}{frame}'>{''.join(inner)}</td>")
        rows.append(f"<tr>{''.join(tds)}</tr>")
    key = "color:white;padding:0 4px"
    legend = (f"<span style='background:{TILE_COLOURS['Tech Plex']};{key}'>Bizclave</span> "
              f"<span style='background:{TILE_COLOURS[city.SPRAWL]};{key}'>Sprawl Zone</span> "
              f"<span style='{_WASTELAND};padding:0 4px'>Wasteland</span> "
              f"<span style='box-shadow:inset 0 0 0 3px {REACH_COLOUR};padding:0 4px'>"
              f"{_FRAMED[s['overlay']]}</span> &#9733; start")
    if s["problems"]:
        legend += (f" <span style='border:3px solid {PROBLEM_COLOUR};padding:0 4px'>breaks "
                   f"{', '.join(sorted({p.rule for p in s['problems']}))}</span>")
    return (f"<table class='edgekit-board' style='border-collapse:collapse'>"
            f"<caption style='text-align:left;white-space:nowrap'>overlay: {s['overlay']} "
            f"({'legal layout' if not s['problems'] else str(len(s['problems'])) + ' problem(s)'})</caption>"
            f"{''.join(rows)}</table><p style='font-size:11px'>{legend}</p>")


def board_figure(s: dict):
    """The board of an explorer state with matplotlib (for static pictures): as :func:`board_html`."""
    _state(s)
    with _check.shaped("s", _WHAT):
        return _board_figure(s)


def _board_figure(s: dict):
    lay = s["layout"]
    labels, framed = overlay(s)
    (x0, y0), (x1, y1) = lay.bounds()
    fig, ax = plt.subplots(figsize=(0.8 * (x1 - x0 + 3) + 1.6, 0.8 * (y1 - y0 + 3)))
    draw_layout(lay, ax=ax, problems=s["problems"], reach=framed, labels=labels, start=s["start"],
                     title=f"overlay: {s['overlay']}")
    fig.tight_layout()
    return fig


class CityExplorer(Explorer):
    """Regenerate a board (seed, players) or type one in; switch the placement and travel
    readings; overlay the spaces reachable this turn, the TP cost of every space, or where a
    Ripper in the start space may ICE/SWAT attack.

    Typed boards use letters: T, B, R for the Bizclaves, S for a Sprawl Zone, ``.`` Wasteland.
    """

    title = "City explorer (Edge City 5.2, 11.2, 11.5.1)"

    def __init__(self, seed: int = 1, *, board: str = "", start: str = "Tech Plex"):
        seed = as_seed("seed", seed)
        board = _check.text("board", board)
        start = _check.option("start", start, city.tiles())
        # A slider clamps what is outside its range: widen it for a large seed
        self.seed = w.IntSlider(value=seed, min=0, max=max(999, seed), description="seed",
                                continuous_update=False)
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
        super().__init__()

    def readings_chosen(self) -> dict:
        return {"adjacent": self.adjacent.value, "touch": self.touch.value,
                "connected": self.connected.value}

    def compute(self) -> dict:
        rd = self.readings_chosen()
        ta = self.travel_adjacency.value
        rules = defaults("Edge City").replace(**rd, travel_adjacency=ta)
        if self.board.value.strip():
            lay = city.Layout.from_text(self.board.value)
        else:
            lay = _board(self.seed.value, self.players.value, rules)
        problems = city.layout_problems(lay, rules=rules)
        start = lay.space(self.start.value)
        reach = travel.reachable(lay, start, tp=self.tp.value, rules=rules)
        costs = travel.travel_costs(lay, start, rules=rules)
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
                f"</p><p>Readings: {rd}. Rules: Edge City 5.2, 11.2, 11.2.1, 11.2.2, 11.5.1.</p>"
                + board_html(s))
