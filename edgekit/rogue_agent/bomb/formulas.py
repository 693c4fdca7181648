"""Defuse a Bomb around the solver: a policy as formulas, as a Procedure, and what a Bomb costs.

:func:`defuse_formula` is practical for at most :data:`FORMULA_MAX_DICE` dice (3 dice take about
0.1 s; 4 dice took minutes, since the rational functions grow with every reachable board), so it
refuses more with a ``ValueError``.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

import sympy

from ... import readings
from ...dist import Dist
from ...exact import as_flag
from ...procedure import Procedure
from .rules import EXPLODED, C, E, _board_or_exploded, _open_dice, end_kind, end_value, roll_counts
from .solver import DefuseSolution
from .stability import pass_probability

__all__ = ["defuse_formula", "policy_procedure", "timer_distribution", "next_attempt_board",
           "expected_effects", "new_bomb_odds", "DEFUSE_INFLUENCE", "EXPLOSION_HEALTH", "FORMULA_MAX_DICE"]

FORMULA_MAX_DICE = 3  # a documented limit of defuse_formula (see the module docstring)
DEFUSE_INFLUENCE = 2  # Influence for a successful defuse
EXPLOSION_HEALTH = MappingProxyType({"location": 4, "adjacent": 2})  # health an unprotected player loses


def _check_solution(solution, what: str = "solution") -> DefuseSolution:
    if not isinstance(solution, DefuseSolution):
        raise TypeError(f"{what} must be a DefuseSolution (see solve_defuse), "
                        f"not {type(solution).__name__}")
    return solution


def defuse_formula(solution: DefuseSolution) -> dict[str, sympy.Expr]:
    """P(defused) and P(exploded) of the solution's (fixed) policy as formulas in :data:`C` and :data:`E`.

    The policy was optimal at the solution's face mix; the formula is what that same play gives
    at any other mix (so it is the optimum only where the policy stays optimal). Exact rational
    functions, computed in the field Q(c, e) (sympy's polys, which cancel as they go), for a
    solution of at most :data:`FORMULA_MAX_DICE` dice (``ValueError`` beyond).

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    from sympy.polys.domains import QQ
    from sympy.polys.fields import field

    _check_solution(solution)
    if solution.rules.dice > FORMULA_MAX_DICE:
        raise ValueError(f"solution: defuse_formula handles at most {FORMULA_MAX_DICE} dice (the formula "
                         f"grows with every reachable board), not {solution.rules.dice}")
    _, c, e = field([C, E], QQ)
    q = 1 - c - e
    zero, one = c * 0, c * 0 + 1
    memo: dict = {}
    pass_memo: dict = {}
    variant = solution.rules.variant

    def pass_p(n):
        if n not in pass_memo:
            pass_memo[n] = pass_probability(n, c, e, variant, one)
        return pass_memo[n]

    def value(board):
        t = end_value(board, solution.rules, pass_p, zero, one)
        if t is not None:
            return t
        if board not in memo:
            if solution.should_stop(board):
                memo[board] = (zero, 1 - pass_p(_open_dice(board)))
            else:
                memo[board] = roll(board)[:2]
        return memo[board]

    def roll(board):
        d = solution.rules.dice - sum(k + m for k, m in board)
        pd, px, loop = zero, zero, zero
        for (x, y, z), ways in roll_counts(d):
            p = ways * c**x * e**y * q**z
            res = solution._results(board, x, y)
            if res == {board}:
                loop += p
                continue
            v = value(solution.choice(board, x, y))
            pd += p * v[0]
            px += p * v[1]
        return pd / (1 - loop), px / (1 - loop), loop

    start = solution.start
    pd, px, loop = roll(start)
    again = value(start)
    pd, px = (1 - loop) * pd + loop * again[0], (1 - loop) * px + loop * again[1]
    return {"defused": sympy.factor(pd.as_expr()), "exploded": sympy.factor(px.as_expr())}


def policy_procedure(solution: DefuseSolution) -> tuple[Procedure, Any]:
    """The solution's policy played out as a chance-only :class:`Procedure` (for checks and sampling).

    States: ("roll", board) rolls the remaining dice, places them by the policy and then stops or
    rolls on by the policy (a roll that places nothing is a self-loop); ("check", n, i, good) is a
    Stability check of n dice (die i next in the simplified variant; good: a line to defuse).
    Terminal labels: "defused", "exploded", "neither". The endings come from
    :func:`~edgekit.rogue_agent.bomb.attempt_end`'s rules (one place).

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    _check_solution(solution)
    c, e = solution.cross, solution.explosion
    rules = solution.rules
    die = {"C": c, "E": e, "-": 1 - c - e}
    die = Dist.from_weights({f: p for f, p in die.items() if p})
    faces = [f for f in ("C", "E") if f in die]

    def decide(board):
        if solution.should_stop(board):
            return ("check", _open_dice(board), 0, False)
        return ("roll", board)

    def after(board):
        kind = end_kind(board, rules)
        if kind is None:
            return decide(board)
        if kind == "exploded":
            return "exploded"
        if kind == "failed":
            return "neither"
        _, n, good = kind
        return ("check", n, 0, good)

    def step(s):
        if isinstance(s, str):
            return None
        kind = s[0]
        if kind == "roll":
            b = s[1]
            d = rules.dice - sum(k + m for k, m in b)

            def go(counts):
                got = dict(zip(faces, counts))
                x, y = got.get("C", 0), got.get("E", 0)
                res = solution._results(b, x, y)
                if res == {b}:
                    return decide(b)  # ("roll", b) again is a self-loop
                return after(solution.choice(b, x, y))

            return Dist.pool(die, d, faces).map(go)
        # a Stability check, die by die (simplified) or all together (full)
        _, n, i, good = s
        win = "defused" if good else "neither"
        if n == 0:
            return Dist.point(win)
        if rules.variant == "full":
            def res(counts):
                got = dict(zip(faces, counts))
                if got.get("E", 0):
                    return "exploded"
                return win if got.get("C", 0) else s
            return Dist.pool(die, n, faces).map(res)
        if i == n:
            return Dist.point(win)
        return die.map(lambda f: win if f == "C" else "exploded" if f == "E" else ("check", n, i + 1, good))

    start = ("roll", solution.start)
    return Procedure(step), start


@readings.uses("bomb_timer_face")
def timer_distribution(*, rules=None) -> Dist:
    """The value a new Bomb Timer shows (Police Squad face re-rolled).

    Rules: Rogue Agent, Time Phase step 4 (Bomb).
    """
    lo, hi = {"uniform_1_5": (1, 5), "uniform_2_6": (2, 6), "uniform_1_6": (1, 6)}[rules.bomb_timer_face]
    return Dist.uniform(range(lo, hi + 1))


@readings.uses("bomb_board_persists")
def next_attempt_board(board, *, rules=None):
    """The board a new attempt starts from after a failed attempt that did not explode.

    Rules: Rogue Agent, Defuse a Bomb: the failed-attempt paragraph (p. 11).
    """
    board = _board_or_exploded(board)
    if board == EXPLODED:
        raise ValueError("board: the Bomb exploded, there is no next attempt")
    return () if rules.bomb_board_persists == "cleared" else board


def expected_effects(solution: DefuseSolution, *, protected: bool = False) -> dict:
    """Expected Influence gained and health lost by the defusing Agent in one attempt (exact).

    The Agent stands in the Bomb's location; ``protected`` means the explosion costs it no health
    (the rules exempt protected players without saying here what protects them). Informants in the
    location are lost and Criminals in custody return to the Data Stream on an explosion: those
    are reported as probabilities, since their number depends on the game state.

    Rules: Rogue Agent, Defuse a Bomb: Successful defusing; Bomb explosion (p. 11).
    """
    _check_solution(solution)
    hp = 0 if as_flag("protected", protected) else EXPLOSION_HEALTH["location"]
    return {"influence": DEFUSE_INFLUENCE * solution.defused, "health_lost": hp * solution.exploded,
            "P(informants here lost)": solution.exploded,
            "P(criminals in custody lost)": 0 if protected else solution.exploded}


@readings.uses("bomb_timer_face")
def new_bomb_odds(table: dict, *, rules=None) -> dict:
    """P(defused), P(exploded), P(neither) for a Bomb whose timer is not yet known.

    ``table`` is :func:`defuse_table` output (it must hold every timer the reading allows); the
    timer is averaged by :func:`timer_distribution`.

    Rules: Rogue Agent, Time Phase step 4 (Bomb); Defuse a Bomb (p. 11).
    """
    if not isinstance(table, dict):
        raise TypeError(f"table must be defuse_table() output, not {type(table).__name__}")
    for sol in table.values():
        _check_solution(sol, "table (each value)")
    dist = timer_distribution(rules=rules)
    missing = [t for t in dist.outcomes() if t not in table]
    if missing:
        raise ValueError(f"table lacks timers {missing} (needed for bomb_timer_face={rules.bomb_timer_face})")
    return {k: sum((dist.prob(t) * table[t].probabilities()[k] for t in dist.outcomes()), sympy.Integer(0))
            for k in ("defused", "exploded", "neither")}
