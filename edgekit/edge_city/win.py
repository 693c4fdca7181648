"""The Win Roll and Table 1.0 (the Win Number table).

Rules: Edge City 8.4 (Win Roll: two dice, roll <= W wins), 8.5.1 (Rule of 2 and
12), 9.1.1-9.1.2 (Status and Level), Table 1.0.

The printed Table 1.0 stops after four Hackolyte cells (register EC-01). The
printed cells come from ``data/edge_city/table_1_0.csv``; every other cell is
*reconstructed* under the reading ``table_rows`` and is reported as such by
:func:`win_number_source`.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType

import sympy

from .. import readings
from ..data import DataError, load_csv
from ..dist import Dist
from ..readings import Answer, uses
from ._check import frozen, load_keyed

__all__ = [
    "STATUSES", "LEVELS", "R_MIN", "R_MAX", "level", "status_title", "win_number",
    "win_number_source", "win_probability", "win_roll", "win_answer", "table_1_0", "two_dice",
    "status_levels", "printed_cells",
]

R_MIN, R_MAX = -7, 3  # the printed columns: -7 ... "3+"

readings.register(
    "table_rows", game="Edge City",
    question="How are the rows of Table 1.0 that the scan cuts off filled in?",
    options={
        "linear": "W = max(2, 7 + Level + min(R, 3)) in every row",
        "cap_10": "the linear rule, but no row goes above W 10 (the Wannabee maximum)",
        "cap_12": "the linear rule, but no row goes above W 12",
    },
    default="linear",
    reason="it reproduces all 15 printed cells and every Table 1.0 look-up in the worked "
           "examples (Mr Grizzly 11.5.4.1, Randi 1101 11.6.5.1, the Hacker's Level 2)",
    cite=("Edge City Table 1.0", "Edge City 8.4", "Edge City 11.5.4.1", "Edge City 11.6.5.1"),
    register="EC-01",
    affects=("every Win Number above the Hackolyte row", "P(Rip succeeds)", "P(Theft succeeds)"),
)

readings.register(
    "column_edge", game="Edge City",
    question="What Win Number does an R below the leftmost printed column (-7) give?",
    options={
        "clamp": "the -7 column means '-7 or less'",
        "extend": "the row's rule continues below -7, down to the floor of W 2",
    },
    default="clamp",
    reason="a table look-up can only land in a printed column, and the right edge is printed "
           "as '3+' in the same way; the two options differ only for Levels 3 and 4",
    cite=("Edge City Table 1.0", "Edge City 8.4"),
    register="EC-03",
    affects=("Win Numbers of Master Hackers and Hacker Legends at R <= -8",),
)

readings.register(
    "natural_12", game="Edge City",
    question="What does a natural 12 on a Win Roll do when other rules say a failure costs COOL "
             "or leads to a further roll?",
    options={
        "ends_action": "the 12 fails and ends the whole attempted action at once, and COOL is kept "
                       "(8.5.1 as written)",
        "plain_failure": "the 12 is an ordinary failed roll; the rules of the action decide what "
                         "follows and whether COOL is lost (9.4.1, 11.5.4.3, 11.8.2)",
    },
    default="ends_action",
    reason="8.5.1 is a special-case rule that says 'always' and names both effects (no COOL lost, "
           "the action ends then and there); a special rule overrides the general failure rules",
    cite=("Edge City 8.5.1", "Edge City 9.4.1", "Edge City 11.5.4.3", "Edge City 11.8.2"),
    register="EC-17",
    affects=("P(Rip succeeds)", "P(Rip ends UnCOOL)", "P(Theft costs COOL)", "Sprawl-card draws"),
)


@functools.cache
def status_levels() -> Mapping[str, Mapping]:
    """Status titles with their Level, source and citation (``data/edge_city/status_levels.csv``).

    Rules: Edge City 9.1.2, Table 1.0. Read-only (a repeated title is a DataError).
    """
    return frozen(load_keyed("edge_city/status_levels.csv",
                             {"status": str, "level": int, "source": str, "cite": str, "note": str},
                             "status"))


STATUSES = ("Wannabee", "Hackolyte", "Hacker", "Master Hacker", "Hacker Legend")
LEVELS = {s: i for i, s in enumerate(STATUSES)}


@functools.cache
def printed_cells() -> Mapping[tuple[str, int], int]:
    """The printed Table 1.0 cells, ``{(status, r): W}``, validated on load, read-only.

    Rules: Edge City Table 1.0 (register EC-01).
    """
    path = "edge_city/table_1_0.csv"
    rows = load_csv(path, {"status": str, "r": int, "w": int, "source": str, "cite": str})
    cells = {}
    for i, r in enumerate(rows, 1):
        if r["status"] not in LEVELS:
            raise DataError(f"{path} record {i}: unknown status {r['status']!r}; allowed {STATUSES}")
        if not R_MIN <= r["r"] <= R_MAX:
            raise DataError(f"{path} record {i}: R {r['r']} outside the printed columns {R_MIN}..{R_MAX}")
        if r["source"] != "printed":
            raise DataError(f"{path} record {i}: this file holds printed cells only")
        key = (r["status"], r["r"])
        if key in cells:
            raise DataError(f"{path} record {i}: cell {key} appears twice")
        cells[key] = r["w"]
    return MappingProxyType(cells)


def level(status: str | int) -> int:
    """The Level number of a Status title (any letter case) or a Level 0..4.

    Rules: Edge City 9.1.2, Table 1.0. Hacker = 2 is stated in 11.5.4.1; Master
    Hacker = 3 and Hacker Legend = 4 are reconstructed (see ``status_levels()``).
    """
    if isinstance(status, bool):
        raise TypeError("status must be a Status title or a Level 0..4, not a bool")
    if isinstance(status, int):
        if 0 <= status <= 4:
            return status
        raise ValueError(f"Level {status} is out of range; Levels are 0..4 ({', '.join(STATUSES)})")
    if isinstance(status, str):
        key = " ".join(status.split()).lower()
        for s in STATUSES:
            if s.lower() == key:
                return LEVELS[s]
        raise ValueError(f"unknown Status {status!r}; allowed: {', '.join(STATUSES)} or a Level 0..4")
    raise TypeError(f"status must be a Status title (str) or a Level (int), not {type(status).__name__}")


def status_title(status: str | int) -> str:
    """The canonical title for a title in any case or a Level."""
    return STATUSES[level(status)]


def _check_r(r) -> int:  # noqa: D103 - shared with reputation
    if isinstance(r, bool) or not isinstance(r, int):
        raise TypeError(f"R (the Die Roll Modifier) must be a whole number, not {r!r}")
    return r


def _column(r: int, column_edge: str) -> int:
    """The Table 1.0 column that R falls in (None past the left edge when extended)."""
    if r >= R_MAX:
        return R_MAX
    if r < R_MIN and column_edge == "clamp":
        return R_MIN
    return r


@uses("table_rows", "column_edge")
def win_number(status: str | int, r: int, *, table_rows: str = None, column_edge: str = None) -> int:
    """The Win Number W for a Status (or Level) and a Die Roll Modifier R.

    Rules: Edge City 8.4, Table 1.0. R of 3 or more uses the "3+" column. A
    printed cell is returned as printed; any other cell is reconstructed under
    the ``table_rows`` reading (see :func:`win_number_source`).

    >>> win_number("Wannabee", -1)   # Mr Grizzly, Edge City 11.5.4.1
    6
    >>> win_number("hacker legend", -3)   # Randi 1101, Edge City 11.6.5.1
    8
    """
    lv, r = level(status), _check_r(r)
    col = _column(r, column_edge)
    printed = printed_cells().get((STATUSES[lv], col))
    if printed is not None:
        return printed
    w = max(2, 7 + lv + min(col, 3))
    if table_rows == "cap_10":
        w = min(w, 10)
    elif table_rows == "cap_12":
        w = min(w, 12)
    return w


@uses("column_edge")
def win_number_source(status: str | int, r: int, *, column_edge: str = None) -> str:
    """"printed" if Table 1.0 prints this cell, else "reconstructed".

    Rules: Edge City Table 1.0 (register EC-01, EC-03). Under ``column_edge="extend"``
    an R below -7 is off the printed table, so it is always reconstructed.
    """
    lv, r = level(status), _check_r(r)
    if r < R_MIN and column_edge == "extend":
        return "reconstructed"
    return "printed" if (STATUSES[lv], _column(r, column_edge)) in printed_cells() else "reconstructed"


@functools.cache
def two_dice() -> Dist:
    """The sum of two six-sided dice (Edge City 3.0: two dice; 8.4)."""
    return Dist.die(6).repeat(2)


def win_roll(w: int) -> Dist:
    """The Win Roll against W as a distribution over "win" / "fail".

    Rules: Edge City 8.4, 8.5.1: a 2 always wins, a 12 always fails.
    """
    return two_dice().map(lambda s: "win" if roll_wins(s, w) else "fail")


def roll_wins(roll: int, w: int) -> bool:
    """Does a two-dice total ``roll`` win against ``w``? (Edge City 8.4, 8.5.1.)"""
    if isinstance(w, bool) or not isinstance(w, int):
        raise TypeError(f"a Win Number must be a whole number, not {w!r}")
    return roll == 2 or (roll != 12 and roll <= w)


@functools.cache
def win_probability(w: int) -> sympy.Rational:
    """Exact P(the Win Roll succeeds) for Win Number ``w``, any whole number.

    Rules: Edge City 8.4, 8.5.1 (Rule of 2 and 12): the chance runs from 1/36
    (W <= 2) to 35/36 (W >= 11).

    >>> win_probability(7)
    7/12
    >>> win_probability(99)
    35/36
    """
    return two_dice().p(lambda s: roll_wins(s, w))


def win_answer(status: str | int, r: int, **reading_kwargs) -> Answer:
    """W, P(win) and where they come from, for one Status and R.

    Rules: Edge City 8.4, 8.5.1, Table 1.0.
    """
    w = win_number(status, r, **reading_kwargs)
    src = win_number_source(status, r, column_edge=reading_kwargs.get("column_edge"))
    used = readings.readings_of(win_number, **reading_kwargs)
    return Answer(value={"W": w, "P": win_probability(w), "source": src}, readings=used,
                  cite=("Edge City 8.4", "Edge City 8.5.1", "Edge City Table 1.0"),
                  note="" if src == "printed" else "reconstructed cell (EC-01)")


def table_1_0(r_values=range(R_MIN, R_MAX + 1), **reading_kwargs) -> dict[tuple[str, int], dict]:
    """The whole Table 1.0 under the chosen readings: ``{(status, r): {"W", "P", "source"}}``.

    Rules: Edge City Table 1.0, 8.4, 8.5.1.
    """
    return {(s, r): win_answer(s, r, **reading_kwargs).value for s in STATUSES for r in r_values}
