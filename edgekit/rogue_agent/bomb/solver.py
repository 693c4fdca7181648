"""Defuse a Bomb: the exact optimal-play solver (expectimax over boards) and its solution object.

Solver notes: exact expectimax written here rather than with :class:`ChoiceProcedure` because a
roll that places nothing returns to the same state (a loop the generic solver refuses) and for
speed: Fractions inside, rolls as (crosses, explosions) counts with the multinomial weights of
:func:`~edgekit.rogue_agent.bomb.rules.roll_counts`, the placement results of a roll found once per
(board, roll) by a memoised search, and the timer derived from the board, so the state is the
board alone.
"""

from __future__ import annotations

import gc
import math
from collections.abc import Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from types import MappingProxyType
from typing import Any

import sympy

from ... import readings
from ...display import Table
from ...exact import as_name, as_whole
from ...procedure import PolicyRow, PolicyTable
from .rules import (
    DEFAULT_GOAL,
    DEFAULT_HEALTH_VALUE,
    EXPLODED,
    GOALS,
    SPECIAL_DICE,
    UNSEEN,
    BombRules,
    _board_or_exploded,
    _open_dice,
    _placements,
    board_text,
    check_board,
    check_faces,
    check_fraction,
    end_group,
    end_value,
    free_placements,
    geom,
    kind_of,
    kind_value,
    make_rules,
    placements,
    roll_counts,
    table,
    trim_tables,
)
from .stability import pass_fraction

__all__ = ["solve_defuse", "defuse_table", "DefuseSolution", "odds_table"]

_ZERO, _ONE = Fraction(0), Fraction(1)


def _goal_key(goal: str, health_value: Fraction):
    if goal == "defuse":
        return lambda v: (v[0], -v[1])
    if goal == "safe":
        return lambda v: (-v[1], v[0])
    w = 4 * health_value
    wn, wd = w.numerator, w.denominator

    def score(v):  # (2 v0 - w v1, v0), in integers: one Fraction made instead of three
        a, b = v
        an, ad, bn, bd = a.numerator, a.denominator, b.numerator, b.denominator
        return (Fraction(2 * an * wd * bd - wn * bn * ad, ad * wd * bd), a)
    return score


@dataclass
class DefuseSolution:
    """One Defuse attempt under optimal play for a goal: the exact odds and the policy.

    ``defused``, ``exploded`` and ``neither`` are exact (sympy Rationals). The policy is
    inspectable: :meth:`best_placement` (what to do with a roll), :meth:`should_stop`,
    :meth:`options` (every choice with its exact odds) and :attr:`policy` (a PolicyTable).
    """

    timer: int
    dice: int
    cross: Fraction
    explosion: Fraction
    goal: str
    health_value: Fraction
    rules: BombRules
    start: tuple = ()
    defused: Any = None
    exploded: Any = None
    neither: Any = None
    readings: Mapping = field(default_factory=lambda: MappingProxyType({}))
    _values: dict = field(default_factory=dict, repr=False)
    _stop: dict = field(default_factory=dict, repr=False)
    _place: dict = field(default_factory=dict, repr=False)
    _memo: dict = field(default_factory=dict, repr=False)
    _key: Any = field(default=None, repr=False)
    _start_value: Any = field(default=None, repr=False)
    _kinds: dict = field(default_factory=dict, repr=False)
    _passes: dict = field(default_factory=dict, repr=False, compare=False)  # n -> P(check passes)
    _weights: dict = field(default_factory=dict, repr=False, compare=False)  # dice -> _roll_weights
    _stops: dict = field(default_factory=dict, repr=False, compare=False)  # open dice -> (stop value, key)
    _ends: Any = field(default=None, repr=False, compare=False)  # the _end_group cache in _FREE

    def __post_init__(self):
        object.__setattr__(self, "readings", MappingProxyType(dict(self.readings)))  # shared: read-only

    def __setattr__(self, name, value):
        # read-only once solved (solutions are cached and shared); private memo tables still fill in
        if not name.startswith("_") and self.__dict__.get("_sealed"):
            raise AttributeError(f"a solved DefuseSolution is read-only (tried to set {name!r})")
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if self.__dict__.get("_sealed"):
            raise AttributeError(f"a solved DefuseSolution is read-only (tried to delete {name!r})")
        object.__delattr__(self, name)

    def probabilities(self) -> dict:
        """{"defused", "exploded", "neither"} -> exact probability."""
        return {"defused": self.defused, "exploded": self.exploded, "neither": self.neither}

    def as_table(self, title: str = "") -> Table:
        """The attempt's exact odds as a labelled table (P(defused), P(exploded), P(neither))."""
        return odds_table({f"timer {self.timer}": self}, title or (
            f"One Defuse attempt, timer {self.timer}, goal {self.goal}, {self.dice} dice"), label="attempt")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()

    def value(self, board) -> tuple:
        """(P(defused), P(exploded)) as Fractions from ``board`` (after placing), playing on optimally."""
        return self._result_value(_board_or_exploded(board, self.rules))

    def options(self, board, crosses: int, explosions: int) -> list[dict]:
        """Every placement of a roll with its exact odds, best first (by the goal)."""
        res = placements(board, crosses, explosions, self.rules)  # checks the arguments
        rows = []
        for r in res:
            pd, px = self._result_value(r)
            rows.append({"board": r, "defused": sympy.Rational(pd.numerator, pd.denominator),
                         "exploded": sympy.Rational(px.numerator, px.denominator),
                         "_key": self._key((pd, px)), "terminal": self._terminal(r) is not None})
        rows.sort(key=lambda r: _order(r["board"]))
        rows.sort(key=lambda r: r["_key"], reverse=True)
        for r in rows:
            r.pop("_key")
        return rows

    def best_placement(self, board, crosses: int, explosions: int):
        """The optimal board to make from this roll."""
        return self.options(board, crosses, explosions)[0]["board"]

    def choice(self, board, crosses: int, explosions: int):
        """The placement the policy makes with this roll (the solved one, or found now)."""
        res = self._results(board, crosses, explosions)
        if len(res) == 1:
            return next(iter(res))
        got = self._place.get((board, crosses, explosions))
        return got if got is not None else self.best_placement(board, crosses, explosions)

    def stop_choices(self, board) -> dict:
        """{"roll": (P(defused), P(exploded)), "stop": (...)} after placing, exact; best first."""
        board = check_board(board, self.rules)
        if self._terminal(board) is not None:
            raise ValueError(f"board: the attempt is over with {board}: there is nothing to choose")
        self._result_value(board)
        act, choices = self._stop[board]
        order = [act] + [a for a in choices if a != act]
        return {a: tuple(sympy.Rational(v.numerator, v.denominator) for v in choices[a]) for a in order}

    def should_stop(self, board) -> bool:
        """True if the optimal play stops here (after placing) rather than rolling again."""
        board = _board_or_exploded(board, self.rules)
        if self._terminal(board) is not None:
            return True
        self._result_value(board)
        return self._stop[board][0] == "stop"

    @property
    def policy(self) -> PolicyTable:
        """The decisions as a :class:`PolicyTable`, values being the goal's score (exact)."""
        rows = {}
        for b, (act, choices) in self._stop.items():
            st = ("stop or roll?", b)
            rows[st] = PolicyRow(st, act, self._score(choices[act]),
                                 {a: self._score(v) for a, v in choices.items()})
        for (b, x, y), best in self._place.items():
            st = ("place roll", b, x, y)
            choices = {r: self._result_value(r) for r in self._results(b, x, y)}
            rows[st] = PolicyRow(st, best, self._score(choices[best]),
                                 {a: self._score(v) for a, v in choices.items()})
        return PolicyTable(self._score(self._start_value), rows, GOALS[self.goal])

    def _score(self, v):
        k = self._key(v)[0]
        return sympy.Rational(k.numerator, k.denominator)

    # the expectimax itself (a specialised solver, see solve_defuse)
    def _terminal(self, board):
        """(P(defused), P(exploded)) if the attempt ends with this board, else None."""
        return end_value(board, self.rules, self._pass, _ZERO, _ONE)

    def _pass(self, n: int) -> Fraction:
        got = self._passes.get(n)
        if got is None:
            got = self._passes[n] = pass_fraction(n, self.cross, self.explosion, self.rules.variant)
        return got

    def _result_value(self, board):
        return self._info(board)[0]

    def _info(self, board):
        """(value, goal key, float of the key's first part, the value's two fractions as
        numerator and denominator ints) of a board just laid out; cached (see :func:`_info_of`).

        ``board`` may come straight from the timer-free placement search: more columns than
        the timer allows means the Bomb exploded.
        """
        got = self._values.get(board)
        if got is not None:
            return got
        if board != EXPLODED and len(board) > self.rules.timer:
            got = self._values[board] = self._info(EXPLODED)
            return got
        ends = self._ends
        if ends is None:
            ends = self._ends = table(("ends",) + _ends_key(self.rules))
        group = ends.get(board, UNSEEN)
        if group is UNSEEN:
            group = ends[board] = end_group(board, self.rules)
        if group is not None:
            kind = kind_of(group[0], self.rules)  # one shared info object per kind (fast ties in _best)
            got = self._kinds.get(kind)
            if got is None:
                v = kind_value(kind, self._pass, _ZERO, _ONE)
                got = self._kinds[kind] = _info_of(v, self._key(v))
            self._values[board] = got
            return got
        n = _open_dice(board)
        got = self._stops.get(n)
        if got is None:
            stop = (_ZERO, 1 - self._pass(n))
            got = self._stops[n] = (stop, self._key(stop))
        stop, key = got
        v = stop
        cont = self._roll_value(board)
        if cont is None:
            act, choices = "stop", {"stop": stop}
        else:
            choices = {"roll": cont[0], "stop": stop}
            roll_key = self._key(cont[0])
            act = "roll" if roll_key >= key else "stop"  # a tie goes to rolling (the first choice)
            if act == "roll":
                v, key = cont[0], roll_key
        self._stop[board] = (act, choices)
        info = _info_of(v, key)
        self._values[board] = info
        return info

    def _results(self, board, x, y):
        """Placement results of a roll, with the timer applied (for display and the policy)."""
        return _placements(board, x, y, self.rules)

    def _best(self, res):
        """The best result of a roll: (board, info), exact; ties go to the lowest board.

        ``res`` comes from :func:`_roll_plan`, sorted by :func:`_order`, so the first of equal
        results is kept. A float of the goal key decides wherever the floats differ (the float of
        an exact number is correctly rounded, so it never reverses an exact order); equal floats
        fall back to the exact key.
        """
        values, info, timer = self._values, self._info, self.rules.timer
        best = bi = boom = None
        for r in res:
            if r == EXPLODED or len(r) > timer:  # the Bomb explodes
                if boom is not None:  # worth the same as an earlier result: it cannot win
                    continue
                i = boom = info(EXPLODED)
            else:
                i = values.get(r) or info(r)
            if bi is None:
                best, bi = r, i
                continue
            if i is bi or i[2] < bi[2]:
                continue
            if i[2] > bi[2] or i[1] > bi[1]:
                best, bi = r, i
        return best, bi

    def _roll_value(self, board):
        """Value of rolling from ``board``: (value, P(nothing placed)) or None if rolling is futile.

        Exact, in integers: a roll's chance is its weight / ``total`` (see :func:`_roll_weights`),
        and the sums over rolls of weight x value are kept as numerator / denominator pairs
        (common denominators by lcm), so that one Fraction is made per board, not per roll.
        """
        rules = self.rules
        d = rules.dice - sum(k + m for k, m in board)
        got = self._weights.get(d)
        if got is None:
            got = self._weights[d] = _roll_weights(d, self.cross, self.explosion)
        weights, total = got
        info, values, place, timer = self._info, self._values, self._place, rules.timer
        loop = 0
        nd = nx = 0
        dd = dx = 1
        for (x, y, res, choose), w in zip(_roll_plan(board, d, rules), weights):
            if not w:
                continue
            if res is None:  # nothing can be placed: the same board again
                loop += w
                continue
            if not choose:
                r = res[0]
                i = values.get(r) or info(r)
            else:
                best, i = self._best(res)
                if best != EXPLODED and len(best) > timer:
                    best = EXPLODED
                place[(board, x, y)] = best
            _, _, _, n, m, n1, m1 = i
            if n:
                if m == dd:
                    nd += w * n
                else:
                    g = math.gcd(dd, m)
                    nd = nd * (m // g) + w * n * (dd // g)
                    dd = dd // g * m
            if n1:
                if m1 == dx:
                    nx += w * n1
                else:
                    g = math.gcd(dx, m1)
                    nx = nx * (m1 // g) + w * n1 * (dx // g)
                    dx = dx // g * m1
        if loop == total:
            return None
        rest = total - loop
        return (Fraction(nd, dd * rest), Fraction(nx, dx * rest)), Fraction(loop, total)


def _roll_plan(board, d: int, rules: BombRules) -> list:
    """Every roll of ``d`` dice from ``board`` as (crosses, explosions, results, choice), in the
    order of :func:`_roll_weights`; results is None when nothing can be placed, else a tuple of
    the timer-free placement results sorted by :func:`_order` (so ties go to the lowest board);
    choice is True when the roll has more than one result (a placement decision).

    Results that end the attempt in the same way (:func:`end_raw`) with as many columns are
    worth the same under every timer, face mix and goal, and ties go to the lowest board, so
    only the lowest of each such group is kept. Cached in :data:`_FREE` per board geometry
    and ending rules (shared by every timer, face mix and goal).
    """
    plans = table(("plans",) + _ends_key(rules))
    got = plans.get(board)
    if got is None:
        memo = table((rules.rows, rules.columns, rules.fourth))
        ends = table(("ends",) + _ends_key(rules))
        gm = geom(rules)
        got = []
        for x in range(d + 1):
            for y in range(d + 1 - x):
                res = free_placements(board, x, y, gm, memo)
                if len(res) == 1:
                    got.append((x, y, None if board in res else tuple(res), False))
                    continue
                kept, lowest, boom = [], {}, False
                for r in res:
                    if r == EXPLODED:
                        boom = True
                        continue
                    group = ends.get(r, UNSEEN)
                    if group is UNSEEN:
                        group = ends[r] = end_group(r, rules)
                    if group is None:
                        kept.append(r)
                    else:
                        low = lowest.get(group)
                        if low is None or r < low:
                            lowest[group] = r
                kept.extend(lowest.values())
                kept.sort()  # boards as tuples; EXPLODED first, as in _order
                got.append((x, y, (EXPLODED, *kept) if boom else tuple(kept), True))
        plans[board] = got
    return got


def _ends_key(rules: BombRules) -> tuple:
    """The rules a roll plan depends on (the board's geometry and :func:`end_raw`; not the
    timer, the faces, the goal, bomb_open_column or stability_variant)."""
    return (rules.rows, rules.columns, rules.fourth, rules.dice, rules.fourth_check, rules.line_fourth)


@lru_cache(maxsize=256)
def _roll_weights(d: int, c: Fraction, e: Fraction) -> tuple[tuple[int, ...], int]:
    """The chances of a roll of ``d`` dice as integers over one denominator: (weights, total).

    With c = A/n and e = B/n, a roll of x crosses and y explosions has chance
    ways A^x B^y (n-A-B)^z / n^d with ``ways`` from :func:`roll_counts` (the one multinomial
    table), in its order (zeros kept, so that the order matches :func:`_roll_plan`).
    """
    n = math.lcm(c.denominator, e.denominator)
    a, b = c.numerator * (n // c.denominator), e.numerator * (n // e.denominator)
    q = n - a - b
    weights = tuple(ways * a**x * b**y * q**z for (x, y, z), ways in roll_counts(d))
    return weights, n**d




def _info_of(v, key) -> tuple:
    """The solver's record of a value (see :meth:`DefuseSolution._info`)."""
    a, b = v
    return (v, key, float(key[0]), a.numerator, a.denominator, b.numerator, b.denominator)


def _order(board):
    return (0, ()) if board == EXPLODED else (1, board)


READINGS = ("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column", "stability_variant",
            "boost_is_cross", "bomb_fourth_check", "bomb_line_fourth")


@readings.uses(*READINGS)
def solve_defuse(timer: int, *, cross, explosion, boost=0, dice: int = SPECIAL_DICE,
                 goal: str = DEFAULT_GOAL, health_value=DEFAULT_HEALTH_VALUE, board=(),
                 rules=None) -> DefuseSolution:
    """One Defuse attempt under optimal play: exact P(defused), P(exploded), P(neither) and the policy.

    ``timer`` is the Bomb Timer (1..6); ``cross``/``explosion`` the face probabilities (exact
    numbers: the best move depends on them, RA-03); ``dice`` the special dice used (9);
    ``goal`` one of :data:`GOALS` (default "score" with ``health_value`` = 1/2: an explosion costs
    4 health plus Criminals in custody, a defuse gains 2 Influence; at half an Influence point per
    health point the two weigh the same, so the player neither chases lines at any risk, as a pure
    P(defused) player does, nor refuses to play, as a pure P(exploded) player does). ``board``
    starts the attempt from a board already laid out (see :func:`next_attempt_board`).

    The first roll is forced (the attempt starts with it); after every roll the player places the
    crosses and explosions in the best order and then stops or rolls again.

    Solver: exact expectimax written here rather than with :class:`ChoiceProcedure` because a roll
    that places nothing returns to the same state (a loop the generic solver refuses) and for
    speed: Fractions inside, rolls as (crosses, explosions) counts with multinomial weights, the
    placement results of a roll found once per (board, roll) by a memoised search, and the
    timer derived from the board, so the state is the board alone.

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires; Stability check; explosion (p. 11).
    """
    as_name("goal", goal, GOALS)
    c, e = check_fraction(cross, "cross"), check_fraction(explosion, "explosion")
    b = check_fraction(boost, "boost")
    check_faces(c, e)
    if b < 0 or c + e + b > 1:
        raise ValueError(f"boost must lie in [0, 1 - cross - explosion], not {b}")
    if rules.boost_is_cross == "yes":
        c += b
    hv = check_fraction(health_value, "health_value")
    if hv < 0:
        raise ValueError(f"health_value must be >= 0, not {hv}")
    brules = make_rules(timer, dice, rules.bomb_rows, rules.bomb_columns, rules.bomb_fourth_explosion,
                        rules.bomb_open_column,
                       rules.stability_variant, rules.bomb_fourth_check, rules.bomb_line_fourth)
    board = check_board(board, brules)
    trim_tables()
    sol = DefuseSolution(timer, dice, c, e, goal, hv, brules, board, _key=_goal_key(goal, hv))
    with gc_paused():
        first = sol._roll_value(board) if sol._terminal(board) is None else None
        if first is not None:
            again = sol._result_value(board)
    if first is None:
        raise ValueError(f"board: this attempt cannot start from {board}: no die can be rolled and placed")
    (pd, px), loop = first
    # the first roll is forced; after a roll that places nothing the player may stop or go on
    pd, px = (1 - loop) * pd + loop * again[0], (1 - loop) * px + loop * again[1]
    sol._start_value = (pd, px)
    sol.defused = sympy.Rational(pd.numerator, pd.denominator)
    sol.exploded = sympy.Rational(px.numerator, px.denominator)
    sol.neither = 1 - sol.defused - sol.exploded
    sol._sealed = True
    return sol


@contextmanager
def gc_paused():
    """Pause Python's cycle collector during a solve (restored afterwards, also on errors).

    A solve allocates tens of thousands of tuples and Fractions, none of them in reference
    cycles; left on, the collector would scan the solver's caches again and again (full
    collections of ~50-100 ms, at random points of a widget update). Memory is still freed by
    reference counting; the collector runs again as soon as the solve ends.
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@readings.uses(*READINGS)
def defuse_table(timers=range(1, 7), *, cross, explosion, boost=0, dice: int = SPECIAL_DICE,
                 goal: str = DEFAULT_GOAL, health_value=DEFAULT_HEALTH_VALUE,
                 rules=None) -> dict[int, DefuseSolution]:
    """:func:`solve_defuse` for each timer (1..6 by default), same faces, goal and readings.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    if isinstance(timers, (str, bytes)) or not hasattr(timers, "__iter__"):
        raise TypeError(f"timers must be a sequence of Bomb Timers 1..6, not {timers!r}")
    timers = [as_whole("timers", t, lo=1, hi=6) for t in timers]
    kw = dict(cross=cross, explosion=explosion, boost=boost, dice=dice, goal=goal, health_value=health_value,
              rules=rules)
    return {t: solve_defuse(t, **kw) for t in timers}


def _odds_of(label, x) -> tuple:
    """(P(defused), P(exploded)) of a table row: a solution (or anything with ``defused`` and
    ``exploded``), a mapping with those keys, or a (P(defused), P(exploded)) pair."""
    if hasattr(x, "defused") and hasattr(x, "exploded"):
        return x.defused, x.exploded
    if isinstance(x, Mapping) and "defused" in x and "exploded" in x:
        return x["defused"], x["exploded"]
    if isinstance(x, (tuple, list)) and len(x) == 2:
        pair = tuple(x)
        if not all(isinstance(v, int | Fraction | sympy.Expr) and not isinstance(v, bool) for v in pair):
            raise TypeError(f"rows[{label!r:.40}]: P(defused) and P(exploded) must be exact numbers, "
                            f"not {x!r:.60}")
        return pair
    raise TypeError(f"rows[{label!r:.40}] must be a DefuseSolution, a mapping with 'defused' and "
                    f"'exploded', or a (P(defused), P(exploded)) pair, not {x!r:.60}")


def odds_table(rows, title: str, *, label: str = "setting") -> Table:
    """Defuse odds side by side as a labelled table: one row per entry of ``rows`` (a mapping
    label -> a DefuseSolution, a ``{"defused", "exploded"}`` mapping or a (P(defused),
    P(exploded)) pair; or a list of :meth:`DefuseSolution.options` rows, labelled by their
    board), columns P(defused) (with a bar), P(exploded), P(neither), each as a percentage beside
    its exact value. A board label is written as :func:`board_text` writes it.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    if not isinstance(title, str):
        raise TypeError(f"title must be a str, not {title!r:.60}")
    if not isinstance(label, str):
        raise TypeError(f"label must be a str (the first column's name), not {label!r:.60}")
    if isinstance(rows, Mapping):
        items = list(rows.items())
    elif isinstance(rows, (list, tuple)) and all(isinstance(r, Mapping) and "board" in r for r in rows):
        items = [(r["board"], r) for r in rows]
    else:
        raise TypeError(f"rows must be a mapping label -> odds, or DefuseSolution.options() rows, "
                        f"not {rows!r:.60}")
    out, boards = [], False
    for name, x in items:
        pd, px = _odds_of(name, x)
        if not isinstance(name, str) or name == EXPLODED:
            try:
                name, boards = board_text(name), True
            except TypeError as e:   # a label that is neither text nor a board
                raise TypeError(f"rows: a label is a str or a board, not {name!r:.60} ({e})") from None
        out.append((name, pd, px, 1 - pd - px))
    key = "a board: columns left to right, each from the top; X a cross, * an explosion"
    notes = (key,) if boards else ()
    return Table(title, [label, "P(defused)", "P(exploded)", "P(neither)"], out,
                 probs=["P(defused)", "P(exploded)", "P(neither)"], bar="P(defused)", notes=notes,
                 cite="Rogue Agent, Defuse a Bomb (p. 11)")
