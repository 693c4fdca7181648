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
import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

import sympy

from ...data import DataError, load_csv
from ...dist import Dist
from ...readings import Answer, uses
from .._check import frozen, game_rule, load_keyed

__all__ = [
    "STATUSES", "LEVELS", "R_MIN", "R_MAX", "level", "status_title", "win_number",
    "win_number_source", "win_probability", "win_roll", "win_answer", "table_1_0", "two_dice",
    "status_levels", "printed_cells", "roll_wins", "Natural12", "natural_12_effect", "win_roll_event",
    "win_roll_events", "WIN", "FAIL", "TWELVE", "P_TWELVE",
]

R_MIN, R_MAX = -7, 3  # the printed columns: -7 ... "3+"


@game_rule
@functools.cache
def status_levels() -> Mapping[str, Mapping]:
    """Status titles with their Level, source and citation (``data/edge_city/status_levels.csv``).

    Rules: Edge City 9.1.2, Table 1.0. Read-only (a repeated title is a DataError).
    """
    return frozen(load_keyed("edge_city/status_levels.csv",
                             {"status": str, "level": int, "source": str, "cite": str, "note": str},
                             "status"))


STATUSES = ("Wannabee", "Hackolyte", "Hacker", "Master Hacker", "Hacker Legend")
LEVELS = MappingProxyType({s: i for i, s in enumerate(STATUSES)})  # read-only: level() uses it


@game_rule
@functools.cache
def printed_cells() -> Mapping[tuple[str, int], int]:
    """The printed Table 1.0 cells, ``{(status, r): W}``, validated on load, read-only.

    Rules: Edge City Table 1.0 (register EC-01).
    """
    path = "edge_city/table_1_0.csv"
    rows = load_csv(path, {"status": str, "r": int, "w": int, "source": str, "cite": str},
                    key=("status", "r"))
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


def _level(status, name: str = "status") -> int:
    """The Level of a Status title or Level; errors name the argument ``name``."""
    if isinstance(status, bool):
        raise TypeError(f"{name} must be a Status title or a Level 0..4, not a bool")
    if isinstance(status, int):
        if 0 <= status <= 4:
            return status
        raise ValueError(f"{name}: Level {status} is out of range; Levels are 0..4 ({', '.join(STATUSES)})")
    if isinstance(status, str):
        key = " ".join(status.split()).lower()
        for s in STATUSES:
            if s.lower() == key:
                return LEVELS[s]
        raise ValueError(f"{name}: unknown Status {status!r}; allowed: {', '.join(STATUSES)} or a Level 0..4")
    raise TypeError(f"{name} must be a Status title (str) or a Level (int), not {type(status).__name__}")


def _title(status, name: str = "status") -> str:
    return STATUSES[_level(status, name)]


@game_rule
def level(status: str | int) -> int:
    """The Level number of a Status title (any letter case) or a Level 0..4.

    Rules: Edge City 9.1.2, Table 1.0. Hacker = 2 is stated in 11.5.4.1; Master
    Hacker = 3 and Hacker Legend = 4 are reconstructed (see ``status_levels()``).
    """
    return _level(status)


@game_rule
def status_title(status: str | int) -> str:
    """The canonical title for a title in any case or a Level.

    Rules: Edge City 9.1.1, 9.1.2.
    """
    return _title(status)


def _check_r(r) -> int:  # noqa: D103 - shared with reputation
    if isinstance(r, bool) or not isinstance(r, int):
        raise TypeError(f"r (the Die Roll Modifier R) must be a whole number, not {r!r}")
    return r


def _column(r: int, column_edge: str) -> int:
    """The Table 1.0 column that R falls in (None past the left edge when extended)."""
    if r >= R_MAX:
        return R_MAX
    if r < R_MIN and column_edge == "clamp":
        return R_MIN
    return r


@uses("table_rows", "column_edge")
def win_number(status: str | int, r: int, *, rules=None) -> int:
    """The Win Number W for a Status (or Level) and a Die Roll Modifier R.

    Rules: Edge City 8.4, Table 1.0. R of 3 or more uses the "3+" column. A
    printed cell is returned as printed; any other cell is reconstructed under
    the ``table_rows`` reading (see :func:`win_number_source`).

    >>> win_number("Wannabee", -1)   # Mr Grizzly, Edge City 11.5.4.1
    6
    >>> win_number("hacker legend", -3)   # Randi 1101, Edge City 11.6.5.1
    8
    """
    return _w(_level(status), _check_r(r), rules.table_rows, rules.column_edge)


def _w(lv: int, r: int, table_rows: str, column_edge: str) -> int:
    """win_number on checked values (the hot path of tables)."""
    col = _column(r, column_edge)
    printed = printed_cells.__wrapped__().get((STATUSES[lv], col))
    if printed is not None:
        return printed
    w = max(2, 7 + lv + min(col, 3))
    if table_rows == "cap_10":
        w = min(w, 10)
    elif table_rows == "cap_12":
        w = min(w, 12)
    return w


@uses("column_edge")
def win_number_source(status: str | int, r: int, *, rules=None) -> str:
    """"printed" if Table 1.0 prints this cell, else "reconstructed".

    Rules: Edge City Table 1.0 (register EC-01, EC-03). Under ``column_edge="extend"``
    an R below -7 is off the printed table, so it is always reconstructed.
    """
    return _source(_level(status), _check_r(r), rules.column_edge)


def _source(lv: int, r: int, column_edge: str) -> str:
    if r < R_MIN and column_edge == "extend":
        return "reconstructed"
    cell = (STATUSES[lv], _column(r, column_edge))
    return "printed" if cell in printed_cells.__wrapped__() else "reconstructed"


@game_rule
@functools.cache
def two_dice() -> Dist:
    """The sum of two six-sided dice.

    Rules: Edge City 3.0 (two dice), 8.4.
    """
    return Dist.die(6).repeat(2)


def _check_w(w) -> int:
    if isinstance(w, bool) or not isinstance(w, int):
        raise TypeError(f"w (the Win Number W) must be a whole number, not {w!r}")
    return w


def _wins(roll: int, w: int) -> bool:
    """The Rule of 2 and 12 (Edge City 8.4, 8.5.1): the one place a roll is judged against W."""
    return roll == 2 or (roll != 12 and roll <= w)


@game_rule
def roll_wins(roll: int, w: int) -> bool:
    """Does a two-dice total ``roll`` win against ``w``?

    Rules: Edge City 8.4, 8.5.1 (a 2 always wins, a 12 always fails).
    """
    _check_total(roll)
    return _wins(roll, _check_w(w))


def _check_total(roll) -> int:
    if isinstance(roll, bool) or not isinstance(roll, int):
        raise TypeError(f"roll (a two-dice total 2..12) must be a whole number, not {roll!r}")
    if not 2 <= roll <= 12:
        raise ValueError(f"roll must be a two-dice total 2..12, not {roll!r}")
    return roll


@game_rule
def win_roll(w: int) -> Dist:
    """The Win Roll against W as a distribution over "win" / "fail".

    Rules: Edge City 8.4, 8.5.1: a 2 always wins, a 12 always fails. What a 12 does
    beyond failing is :func:`win_roll_events`.
    """
    w = _check_w(w)
    return two_dice().map(lambda s: "win" if _wins(s, w) else "fail")


@game_rule
def win_probability(w: int) -> sympy.Rational:
    """Exact P(the Win Roll succeeds) for Win Number ``w``, any whole number.

    Rules: Edge City 8.4, 8.5.1 (Rule of 2 and 12): the chance runs from 1/36
    (W <= 2) to 35/36 (W >= 11).

    >>> win_probability(7)
    7/12
    >>> win_probability(99)
    35/36
    """
    return _win_probability(min(max(_check_w(w), 2), 11))  # checked, then a bounded cache


@functools.lru_cache(maxsize=16)
def _win_probability(w: int) -> sympy.Rational:
    return two_dice().p(lambda s: _wins(s, w))


# ----------------------------------------------------------------------------- one Win Roll event
WIN, FAIL, TWELVE = "win", "fail", "natural 12"
EVENTS = (WIN, FAIL, TWELVE)
P_TWELVE = sympy.Rational(1, 36)
"""The chance of a natural 12 on two dice (Edge City 3.0, 8.5.1)."""


@dataclass(frozen=True)
class Natural12:
    """What a natural 12 does beyond failing (Edge City 8.5.1, register EC-17).

    ``ends_action``: it ends the whole attempted action at once (a Rip, a Draw, a Travel).
    ``keeps_cool``: it never costs COOL, even where a failed roll would.
    """

    ends_action: bool
    keeps_cool: bool

    @property
    def special(self) -> bool:
        """True when a 12 differs from an ordinary failed roll."""
        return self.ends_action or self.keeps_cool


_NATURAL_12 = {
    "ends_action": Natural12(ends_action=True, keeps_cool=True),
    "plain_failure": Natural12(ends_action=False, keeps_cool=False),
    "keeps_cool": Natural12(ends_action=False, keeps_cool=True),
    "ends_costs_cool": Natural12(ends_action=True, keeps_cool=False),
}


@uses("natural_12")
def natural_12_effect(*, rules=None) -> Natural12:
    """What a natural 12 does under the ``natural_12`` reading: ends the action? keeps COOL?

    Rules: Edge City 8.5.1, 9.4.1, 11.5.4.3, 11.8.2 (register EC-17: all four combinations).

    >>> natural_12_effect()
    Natural12(ends_action=True, keeps_cool=True)
    """
    return _NATURAL_12[rules.natural_12]


@uses("natural_12")
def win_roll_event(roll: int, w: int, *, rules=None) -> str:
    """The one Win Roll event: "win", "fail", or "natural 12" (a 12 with its own effect).

    Rules: Edge City 8.4, 8.5.1 (register EC-17). A 12 is reported as "natural 12" whenever
    the reading gives it an effect beyond an ordinary failure (see :func:`natural_12_effect`);
    under ``natural_12="plain_failure"`` it is a "fail". Every Win Roll of the Edge City
    modules is judged here.

    >>> win_roll_event(12, 20), win_roll_event(12, 20, natural_12="plain_failure")
    ('natural 12', 'fail')
    """
    return _event(_check_total(roll), _check_w(w), _NATURAL_12[rules.natural_12].special)


def _event(roll: int, w: int, special: bool) -> str:
    if roll == 12 and special:
        return TWELVE
    return WIN if _wins(roll, w) else FAIL


@functools.lru_cache(maxsize=64)
def _event_ways(w: int, special: bool) -> tuple[tuple[str, int], ...]:
    """Ways out of 36 of each event at W (hot path of the Rip track)."""
    counts = {WIN: 0, FAIL: 0, TWELVE: 0}
    for s in range(2, 13):
        counts[_event(s, w, special)] += 6 - abs(s - 7)
    return tuple(counts.items())


def event_ways(w: int, natural_12: Natural12) -> dict[str, int]:
    """Ways out of 36 for "win", "fail", "natural 12" at W (W already checked)."""
    return dict(_event_ways(min(max(w, 1), 12), natural_12.special))


@uses("natural_12")
def win_roll_events(w: int, *, rules=None) -> Dist:
    """The exact distribution of the Win Roll event at W: "win", "fail", "natural 12".

    Rules: Edge City 8.4, 8.5.1 (register EC-17).

    >>> win_roll_events(7).probs()
    {'fail': 7/18, 'natural 12': 1/36, 'win': 7/12}
    """
    ways = event_ways(_check_w(w), _NATURAL_12[rules.natural_12])
    return Dist.from_weights({k: v for k, v in ways.items() if v})


# ----------------------------------------------------------------------------- answers and tables
@uses("table_rows", "column_edge")
def win_answer(status: str | int, r: int, *, rules=None) -> Answer:
    """W, P(win) and where they come from, for one Status and R.

    Rules: Edge City 8.4, 8.5.1, Table 1.0.
    """
    w = win_number(status, r, rules=rules)
    src = win_number_source(status, r, rules=rules)
    return Answer(value={"W": w, "P": win_probability(w), "source": src},
                  readings={"table_rows": rules.table_rows, "column_edge": rules.column_edge},
                  cite=("Edge City 8.4", "Edge City 8.5.1", "Edge City Table 1.0"),
                  note="" if src == "printed" else "reconstructed cell (EC-01)", rules=rules)


@uses("table_rows", "column_edge")
def table_1_0(r_values=range(R_MIN, R_MAX + 1), *, rules=None) -> dict[tuple[str, int], dict]:
    """The whole Table 1.0 under the chosen readings: ``{(status, r): {"W", "P", "source"}}``.

    Rules: Edge City Table 1.0, 8.4, 8.5.1. At most 100 values of R.
    """
    if isinstance(r_values, str | bytes) or not isinstance(r_values, Iterable):
        raise TypeError(f"r_values must be a list of whole numbers, not {r_values!r}")
    rs = tuple(itertools.islice(r_values, 101))
    if len(rs) > 100:
        raise ValueError("r_values: at most 100 values of R")
    for r in rs:
        try:
            _check_r(r)
        except TypeError as e:
            raise TypeError(f"r_values: {e}") from None
    return {k: dict(v) for k, v in _table(rs, rules.table_rows, rules.column_edge).items()}


@functools.lru_cache(maxsize=64)
def _table(rs: tuple, table_rows: str, column_edge: str) -> dict:
    out = {}
    for lv, s in enumerate(STATUSES):
        for r in rs:
            w = _w(lv, r, table_rows, column_edge)
            out[(s, r)] = {"W": w, "P": win_probability.__wrapped__(w), "source": _source(lv, r, column_edge)}
    return out
