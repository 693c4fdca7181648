"""Words and pictures of the board in :mod:`edgekit.edge_city.whole_game.game`: log lines, labels, the board.

Rules: Edge City 5.2, 5.3, 11.2, 11.3, 11.4.3, 11.5.1, 11.5.3.1, 11.5.4.1.
"""

from __future__ import annotations

from types import MappingProxyType

from ...play import Turn
from ..rules.encounters import sprawl_defence_w
from . import combat as _gk
from . import travel as _gt
from .actions import SWAT, TECH, TRAVEL_AT
from .base import name_of
from .board import DISCARDED, Board, attack_w, zone_inputs


def turn_words(g, s):
    """The log line of a board phase (None: not a board phase)."""
    who = f"P{s.player}"
    if s.is_chance:
        d = s.chance_outcomes()
        probs = MappingProxyType({str(k): d.prob(k) for k in d.outcomes()})
    else:
        probs = MappingProxyType({})
    if s.phase == "setup":
        return Turn(who, "put the Ripper on a Bizclave of the player's choice", "Edge City 5.3", None, probs,
                    "the board layout is ILLUSTRATIVE" if "board layout" in g.illustrative else "")
    if s.phase == "zone":
        path, k, j = s.pending
        card, ripper = zone_inputs(g, s)   # the inputs of the step's odds (board.chance)
        w = sprawl_defence_w(card, **ripper, rules=g.rules)
        where = "ends Travel in" if k == len(path) - 1 else "Travels through"
        return Turn(who, f"{card} attacks: P{s.player} {where} {name_of(g, path[k])}",
                    "Edge City 11.4.3, 11.4.3.1, 11.5.3.2, 11.5.4.2", w, probs)
    if s.phase == "attack":
        kind, j = s.pending
        used = _gk.used_cards(g, s, kind, j)
        note = ("the outcome is the Table 2.0 row of the Win Roll (W - roll); a win lets the attacker "
                "choose its result next")
        if used:
            note += f"; the same roll decides the discard of {_and(n for _, n in used)} (8.5.2)"
        return Turn(who, f"{kind} Attack Combat on P{j}", "Edge City 11.5.1, 11.5.3.1, 11.5.4.1, Table 2.0"
                    + (", 8.5.2" if used else ""), attack_w(g, s), probs, note)
    if s.phase in ("spoils", *_gk.CHANCE_PHASES):
        what, rule, note = _gk.turn_words(g, s)
        return Turn(who, what, rule, None, probs, note)
    if s.phase == "faceup":
        return Turn(who, f"choose the face-up {s.pending[0]} card", "Edge City 12.2", None, probs,
                    "only at the start of the player's turn")
    if s.phase == "route":
        return Turn(who, f"choose the route to {name_of(g, s.pending[0][-1])}: the Zone cards met differ",
                    "Edge City 11.2, 11.4.3", None, probs, "one route per set of Zone-card spaces passed")
    return None


def label(g, s, a):
    """The label of a board action or outcome (None: not one)."""
    if s.phase == "zone":
        out = ("Travel goes on" if a & 2 else "stopped here") + (", COOL kept" if a & 1 else ", UnCOOL")
        return out + (", loses the largest Bioware card" if a & 4 else "") + (
            ", the card is discarded" if a >= DISCARDED else "")
    if s.phase == "attack":
        kind, j = s.pending
        used = _gk.used_cards(g, s, kind, j)
        gone = [f"P{seat}'s {n}" for b, (seat, n) in enumerate(used) if a // _gk.ROLL_BASE >> b & 1]
        a %= _gk.ROLL_BASE
        out = (f"the attack fails: P{j} gains {s.rippers[s.player].level} DP" if a == 0 else
               f"the attack wins: Table 2.0 row {_gk.BAND_CODES[a]} (W - roll)")
        return out + (f"; the Win Roll discards {_and(gone)} (8.5.2)" if gone else "")
    if s.phase in ("spoils", *_gk.CHANCE_PHASES):
        return _gk.label(g, s, a)
    if s.phase == "route":
        return _gt.route_label(g, s, a)
    if s.phase == "faceup":
        from .hidden import label as show
        return show(g, s, a)
    if s.phase == "act" and a >= TECH.base:
        return _gt.label(g, s, a)
    if s.phase in ("act", "arrived", "setup") and a >= TRAVEL_AT.base:
        if a >= SWAT.base:
            return f"{'SWAT' if a in SWAT else 'ICE'} attack on P{(a - SWAT.base) % SWAT.size}"
        pos = g.board.positions[TRAVEL_AT.index(a)]
        if s.phase == "setup":
            return f"start on {name_of(g, pos)}"
        tp = g.board.reach(s.rippers[s.player].pos, s.zones).get(pos)
        return f"Travel to {name_of(g, pos)} ({tp} TP)"
    return None


def _and(xs) -> str:
    xs = list(xs)
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]


_PAWN = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")


def picture(s) -> str:
    """The board as an HTML grid: tiles, Wasteland, Zone cards and each Ripper's pawn (cheap)."""
    from ..board.city import _COLOURS, SPRAWL
    g = s.game
    lay = g.board.layout
    (x0, y0), (x1, y1) = lay.bounds()
    zones = dict(s.zones)
    rows = []
    for y in range(y0, y1 + 1):
        cells = []
        for x in range(x0, x1 + 1):
            p = (x, y)
            if p not in lay:
                cells.append("<td style='background:#eee;width:70px;height:46px'></td>")
                continue
            name = lay[p]
            col = _COLOURS.get(name, _COLOURS[SPRAWL])
            pawns = " ".join(
                f"<b style='color:white;background:{_PAWN[i]};padding:0 3px;border-radius:6px'>"
                f"P{i}{'' if r.cool else '*'}</b>"
                for i, r in enumerate(s.rippers) if r.alive and r.pos == p)
            z = "".join(f"<br><span style='font-size:8px'>{c}</span>" for c in zones.get(p, ()))
            short = name.replace("Sprawl Zone", "SZ")
            cells.append(f"<td style='background:{col};color:white;width:70px;height:46px;"
                         f"vertical-align:top;font-size:9px;border:1px solid #333'>{short}<br>{pawns}{z}"
                         "</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    tag = " (ILLUSTRATIVE layout)" if "board layout" in g.illustrative else ""
    return (f"<table class='edgekit-edge-city-board' style='border-collapse:collapse'>{''.join(rows)}</table>"
            f"<div style='font-size:10px'>board{tag}; * UnCOOL</div>")


def draw_game(s, ax=None):
    """The board of a game state with matplotlib: the layout (:func:`~edgekit.edge_city.draw_layout`),
    each Ripper's pawn (hollow when UnCOOL) and the Zone cards in each space. For notebooks; the
    stepper shows the cheap HTML :func:`picture`.

    Rules: Edge City 5.2, 11.3, 11.4.3.
    """
    from ...play import State
    from ..board.pictures import draw_layout
    # an Edge City state is a State of a game on a Board (importing .game's EdgeCityState here
    # would close an import cycle: game imports this module)
    if not (isinstance(s, State) and isinstance(getattr(getattr(s, "game", None), "board", None), Board)
            and hasattr(s, "rippers")):
        raise TypeError(f"s must be an Edge City game state (game(...).new_initial_state()), not {s!r}")
    if ax is not None and not callable(getattr(ax, "add_patch", None)):
        raise TypeError(f"ax must be a matplotlib Axes or None, not {ax!r}")
    g = s.game
    labels = {p: " ".join(c.split()[0][:5] for c in cards) for p, cards in s.zones}
    tag = " (ILLUSTRATIVE layout)" if "board layout" in g.illustrative else ""
    ax = draw_layout(g.board.layout, ax=ax, problems=(), labels=labels, rules=g.rules,
                     title=f"round {s.round}, P{s.player} to act{tag}")
    for i, r in enumerate(s.rippers):
        if r.alive and r.pos is not None:
            x, y = r.pos
            dx = -0.3 + 0.2 * (i % 4)
            ax.plot([x + dx], [y + 0.3 - 0.15 * (i // 4)], "o", markersize=9, color=_PAWN[i],
                    markerfacecolor=_PAWN[i] if r.cool else "white", markeredgewidth=2)
            ax.text(x + dx, y + 0.3 - 0.15 * (i // 4), str(i), ha="center", va="center", fontsize=6,
                    color="white" if r.cool else _PAWN[i])
    return ax
