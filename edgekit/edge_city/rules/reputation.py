"""Reputation: what Status costs in DP and turns, and what each title buys in W.

Rules: Edge City 9.1 (Reputation = Status and Level), 9.1.1 (8 DP per title, at
most one bought per turn, at the start of a turn while COOL; no voluntary cashing
in), 9.1.2 (Level), 11.5.4.1 (cashing in Status at 8 DP per title to pay an ICE
attacker), Table 1.0.

Levels: Wannabee 0 and Hackolyte 1 are printed, Hacker 2 comes from a worked
example, Master Hacker 3 and Hacker Legend 4 are reconstructed (see
``win.status_levels()``). Above the Hackolyte row every W is a reconstructed
Table 1.0 cell (register EC-01); tables and pictures here mark both.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import sympy

from ...readings import uses
from .._check import game_rule
from .win import (
    STATUSES,
    _check_r,
    _level,
    level,
    status_levels,
    status_title,
    win_number,
    win_number_source,
    win_probability,
)

__all__ = ["DP_PER_TITLE", "status_cost", "title_gain", "reputation_table"]  # the picture: board/pictures.py

DP_PER_TITLE = 8
"""DP to buy one Status title (Edge City 9.1.1); also what a title cashes in for (11.5.4.1)."""


@game_rule
def status_cost(start="Wannabee", target="Hacker Legend") -> dict:
    """DP and the fewest turns to buy from ``start`` up to ``target``.

    Rules: Edge City 9.1.1: 8 DP a title, one title a turn (a STATUS BOOST card can
    do more and is left out). Buying down is not allowed.

    >>> status_cost()
    {'titles': 4, 'dp': 32, 'turns': 4}
    """
    a, b = _level(start, "start"), _level(target, "target")
    if b < a:
        raise ValueError(f"start/target: Status cannot be bought downwards ({status_title(start)} -> "
                         f"{status_title(target)}); a Player may not voluntarily cash in Status "
                         "(Edge City 9.1.1)")
    return {"titles": b - a, "dp": DP_PER_TITLE * (b - a), "turns": b - a}


@uses("table_rows", "column_edge")
def title_gain(status, r: int, *, rules=None) -> sympy.Rational:
    """How much P(win) at this R the next title adds (0 past the top title or at 35/36).

    Rules: Edge City 9.1.1, 8.4, 8.5.1, Table 1.0 (readings ``table_rows``, ``column_edge``).
    Every argument is checked before the answer (a Hacker Legend's 0 included).
    """
    lv, r = level(status), _check_r(r)
    if lv == len(STATUSES) - 1:
        return sympy.Integer(0)
    up, here = win_number(lv + 1, r, rules=rules), win_number(lv, r, rules=rules)
    return win_probability(up) - win_probability(here)


@uses("table_rows", "column_edge")
def reputation_table(r_values=(-3, 0), *, rules=None) -> list[dict]:
    """One row per Status: Level and its source, DP and turns from Wannabee, and W / P(win)
    with the Table 1.0 source at each R in ``r_values``.

    Rules: Edge City 9.1.1, 9.1.2, Table 1.0.
    """
    r_values = _r_values(r_values)
    levels = status_levels()
    rows = []
    for s in STATUSES:
        cost = status_cost("Wannabee", s)
        row = {"status": s, "level": level(s), "level_source": levels[s]["source"],
               "dp_from_wannabee": cost["dp"], "turns_from_wannabee": cost["turns"]}
        for r in r_values:
            w = win_number(s, r, rules=rules)
            row[f"W(R={r})"] = w
            row[f"P(R={r})"] = win_probability(w)
            row[f"source(R={r})"] = win_number_source(s, r, rules=rules)
        rows.append(row)
    return rows


def _r_values(r_values) -> tuple[int, ...]:
    if isinstance(r_values, str | bytes) or not isinstance(r_values, Iterable):
        raise TypeError(f"r_values must be a list of whole numbers, not {r_values!r}")
    out = tuple(itertools.islice(r_values, 51))
    for r in out:
        try:
            _check_r(r)
        except TypeError as e:
            raise TypeError(f"r_values: {e}") from None
    if len(out) > 50:
        raise ValueError(f"r_values: at most 50 values, not {len(out)}")
    return out

