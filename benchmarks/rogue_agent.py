"""Benchmarks for Rogue Agent dice, attacks, interception and search (issue 5; the Bomb has its own file).

The shared runner (``benchmarks/run.py``) calls :func:`tasks` and times each callable. Every task
clears edgekit's own caches first, so the time is the real computation, and checks its answer
against an independent value (a benchmark that computes a wrong number fails loudly).
Run this file directly for one timing of each task.
"""

from __future__ import annotations

import sys
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import sympy

from edgekit.rogue_agent.rules import attack, attack_solver, dice, interception, search

MIX = dice.ILLUSTRATIVE_MIX  # invented face mix (RA-03): a workload, not the game's dice


def _clear():
    dice._pool_counts.cache_clear()
    dice._die_dist.cache_clear()
    attack._solve.cache_clear()
    attack_solver._index.cache_clear()
    search._solve.cache_clear()
    interception._poly.cache_clear()


def interception_tables_symbolic() -> dict:
    """Every allocation table for 0..3 Informants, both readings, as polynomials in P(fuel)."""
    _clear()
    out = {(k, r): interception.interception_table(k, intercept_dice=r)
           for k in range(4) for r in ("green_shared", "attacker_any")}
    # two Binomial(3, 1/2): P(X > Y) = (1 - P(X = Y)) / 2 = (1 - 20/64) / 2
    half = out[(0, "attacker_any")][(3, 3)].subs(interception.FUEL, Fraction(1, 2))
    assert half == sympy.Rational(22, 64)
    return out


def attack_formula_3_red_1_green():
    """P(hits >= 3) for 3 red + 1 green dice as a formula in the open face symbols, then evaluated."""
    _clear()
    expr = attack.hits_at_least({"red": 3, "green": 1}, 3)
    vals = MIX.substitutions(dice.ATTACK_FACES)
    assert expr.xreplace(vals) == attack.hits_at_least({"red": 3, "green": 1}, 3, mix=MIX)
    return expr


def attack_policy_3_2_2():
    """The exact optimal re-roll policy for 3 red, 2 green, 2 black dice, goal P(hits >= 4)."""
    _clear()
    plan = attack.attack_policy({"red": 3, "green": 2, "black": 2}, MIX, goal="subdue", need=4)
    assert plan.outcome.p(lambda o: o[0] >= 4) == plan.value
    return plan.value


def attack_policy_full_pool():
    """The largest legal pool under three_each: 3 red, 3 green, 3 black, goal P(hits >= 4)."""
    _clear()
    plan = attack.attack_policy({"red": 3, "green": 3, "black": 3}, MIX, goal="subdue", need=4)
    assert plan.hits_outcome.p(lambda h: h >= 4) == plan.value  # what the explorer shows
    assert plan.outcome.p(lambda o: o[0] >= 4) == plan.value
    return plan.value


def search_policy_3_dice_intelligence():
    """Two re-rolls (Intelligence) of any subset of 3 red search dice, exact expectimax."""
    _clear()
    mix = dice.FaceMix.sixths({"red": {"explosion": 2, "boost": 1, "gain": 2, "double_gain": 1}})
    plan = search.search_policy({"red": 3}, mix, intelligence=True)
    assert plan.outcome.mean(lambda o: o[1] - o[0]) == plan.value
    return plan.value


def tasks() -> dict:
    return {
        "rogue_agent_interception_tables_symbolic": interception_tables_symbolic,
        "rogue_agent_attack_formula_3r1g": attack_formula_3_red_1_green,
        "rogue_agent_attack_policy_3r2g2b": attack_policy_3_2_2,
        "rogue_agent_attack_policy_3r3g3b": attack_policy_full_pool,
        "rogue_agent_search_policy_3red_intelligence": search_policy_3_dice_intelligence,
    }


if __name__ == "__main__":
    for name, fn in tasks().items():
        t = time.perf_counter()
        fn()
        print(f"{name}: {time.perf_counter() - t:.3f} s")
