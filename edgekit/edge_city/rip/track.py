"""The Rip Track to look at and to play: its procedure, its graph, and a roll-by-roll replay.

Rules: Edge City 5.5, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.4, 8.5.1.

All three drive the one :class:`~edgekit.edge_city.rip.odds.RipMachine` built by
:func:`~edgekit.edge_city.rip.odds.rip_machine` (split out of :mod:`edgekit.edge_city.rip.odds`, which
re-exports these names).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import sympy

from ..._lazy import lazy
from ...procedure import Procedure
from ...readings import uses
from ..rules.win import FAIL, TWELVE, WIN
from . import odds as _rip

nx = lazy("networkx")  # imported on first use (edgekit/_lazy.py)

__all__ = ["rip_track", "rip_track_graph", "rip_replay"]

_READINGS = _rip._READINGS
START, Zone = _rip.START, _rip.Zone


@uses(*_READINGS)
def rip_track(status: str | int, rip_type: str, *, swat_stealth: int = 0, ice_stealth: int = 0,
              swat_defend: int = 0, ice_defend: int = 0, swat_attack: Any = (), ice_attack: Any = (),
              patron: int = 0, patron_kind: str = "ice", previous_attempts: int = 0,
              msm_ice: int | None = None, rules=None) -> tuple[Procedure, Zone, dict]:
    """The Rip Track as ``(procedure, start, win_numbers)``: the state machine behind :func:`rip_outcomes`.

    Rules: Edge City 5.5, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.5.1. Takes the arguments of
    :func:`rip_outcomes`; the Data Space MSM must be known (``ice_msm="same"`` or ``msm_ice=``).
    ``procedure.solve(start)`` gives the exact outcome; ``procedure.graph(start)`` the chain.
    """
    m = _rip.rip_machine(status, rip_type, swat_stealth=swat_stealth, ice_stealth=ice_stealth,
                         swat_defend=swat_defend, ice_defend=ice_defend, swat_attack=swat_attack,
                         ice_attack=ice_attack, patron=patron, patron_kind=patron_kind,
                         previous_attempts=previous_attempts, msm_ice=msm_ice, rules=rules)
    return m.procedure(), START, {k: dict(v) for k, v in m.info.items()}


@uses(*_READINGS)
def rip_track_graph(status: str | int, rip_type: str, *, swat_stealth: int = 0, ice_stealth: int = 0,
                    swat_defend: int = 0, ice_defend: int = 0, swat_attack: Any = (), ice_attack: Any = (),
                    patron: int = 0, patron_kind: str = "ice", previous_attempts: int = 0,
                    msm_ice: int | None = None, rules=None) -> nx.DiGraph:
    """The reachable Rip Track as a networkx DiGraph for drawing.

    Rules: Edge City 5.5, 11.6.5, 11.5.4.3. Nodes are :class:`Zone` tuples and the three
    outcome names; node attributes ``label`` (text), ``W`` (the Win Number rolled there) and
    ``source`` (Table 1.0 cell printed or reconstructed); edges carry the exact probability ``p``.
    """
    m = _rip.rip_machine(status, rip_type, swat_stealth=swat_stealth, ice_stealth=ice_stealth,
                         swat_defend=swat_defend, ice_defend=ice_defend, swat_attack=swat_attack,
                         ice_attack=ice_attack, patron=patron, patron_kind=patron_kind,
                         previous_attempts=previous_attempts, msm_ice=msm_ice, rules=rules)
    g = m.procedure().graph(START)
    for n in g.nodes:
        if isinstance(n, Zone):
            g.nodes[n].update(label=str(n), W=m.info[n.key]["W"], source=m.info[n.key]["source"])
        else:
            g.nodes[n]["label"] = n.replace("_", " ")
    return g


_REPLAY_EVENT = {WIN: "win", FAIL: "fail", TWELVE: "twelve"}


@uses(*_READINGS)
def rip_replay(status: str | int, rip_type: str, rolls: Iterable[int], *, swat_stealth: int = 0,
               ice_stealth: int = 0, swat_defend: int = 0, ice_defend: int = 0, swat_attack: Any = (),
               ice_attack: Any = (), patron: int = 0, patron_kind: str = "ice", previous_attempts: int = 0,
               msm_ice: int | None = None, rules=None) -> dict:
    """Play a Rip with given two-dice totals; returns the step log and how it ended.

    Rules: Edge City 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.4, 8.5.1. Takes the arguments of
    :func:`rip_outcomes`. Each step records the zone, R, W (and whether that Table 1.0 cell is
    printed), the roll, the event ("win", "fail" or "twelve") and the exact chance of that event.
    Raises ``ValueError`` if the rolls run out before the Rip ends or are left over after it.
    """
    m = _rip.rip_machine(status, rip_type, swat_stealth=swat_stealth, ice_stealth=ice_stealth,
                         swat_defend=swat_defend, ice_defend=ice_defend, swat_attack=swat_attack,
                         ice_attack=ice_attack, patron=patron, patron_kind=patron_kind,
                         previous_attempts=previous_attempts, msm_ice=msm_ice, rules=rules)
    if isinstance(rolls, str | bytes) or not isinstance(rolls, Iterable):
        raise TypeError(f"rolls must be a list of two-dice totals, not {rolls!r}")
    rolls = list(rolls)
    if len(rolls) > 8:  # the longest Rip: 2 Stealth + 2 Defend rolls in each space
        raise ValueError(f"rolls: a Rip takes at most 8 Win Rolls, not {len(rolls)}")
    z, steps = START, []
    for i, total in enumerate(rolls):
        if isinstance(z, str):
            raise ValueError(f"rolls: the Rip ended ({z}) after {i} rolls; {len(rolls) - i} roll(s) "
                             "left over")
        if isinstance(total, bool) or not isinstance(total, int) or not 2 <= total <= 12:
            raise ValueError(f"rolls: a two-dice total is 2..12, not {total!r}")
        event = m.event(z, total)
        nxt = m.next(z, event)
        info = m.info[z.key]
        steps.append({"zone": str(z), "R": info["R"], "W": info["W"], "source": info["source"],
                      "roll": total, "event": _REPLAY_EVENT[event],
                      "p_event": sympy.Rational(m.ways(z)[event], 36),
                      "to": nxt if isinstance(nxt, str) else str(nxt)})
        z = nxt
    if not isinstance(z, str):
        raise ValueError(f"rolls: they ran out with the pawn in {z}; the Rip is not over")
    return {"steps": steps, "outcome": z, "readings": dict(m.readings)}


def _symbolic_ice_msm(status, rip_type, inputs, rules) -> _rip.RipOdds:
    """The answer as a Piecewise in the unknown Data Space MSM (register EC-04).

    Hand-written rather than a sympy solve with a symbolic Win Number, because Table 1.0 is a
    step function of R: we solve the track exactly for each MSM 0, 1, 2, ... until every Data
    Space roll sits at the floor of Table 1.0 (from there on the answer no longer changes) and
    join equal neighbours into pieces.
    """
    rt = _rip._rip_type(rip_type)
    m = sympy.Symbol(f"msm_ice_{rt}", integer=True, nonnegative=True)
    patron = _rip._whole("patron", inputs["patron"])
    s_data = _rip.stealth_strength(inputs["ice_stealth"], inputs["ice_attack"], patron, rules=rules)
    top = max(s_data, _rip._whole("ice_defend", inputs["ice_defend"])) + 12  # R <= -9 in both Data Space
    if top > 200:
        raise ValueError("ice_stealth/ice_defend: strengths above 188 are not solved symbolically")
    sep = rules.replace(ice_msm="separate")
    values, info = [], None
    for k in range(0, top + 1):
        mach = _rip.rip_machine(status, rip_type, msm_ice=k, **inputs, rules=sep)
        values.append(_rip._solve(mach.track))
        info = info or mach.info
    pieces = {o: [] for o in _rip.OUTCOMES}
    for k, v in enumerate(values):
        if k + 1 < len(values) and values[k + 1] == v:
            continue
        for o, p in zip(_rip.OUTCOMES, v):
            cond = sympy.true if k == len(values) - 1 else m <= k
            pieces[o].append((sympy.Rational(p.numerator, p.denominator), cond))
    wins = {k: v for k, v in info.items() if k.startswith("real")}
    return _rip.RipOdds._make({o: sympy.Piecewise(*pieces[o]) for o in _rip.OUTCOMES}, wins, unknowns=(m,),
                              reconstructed=any(v["source"] == "reconstructed" for v in wins.values()))
