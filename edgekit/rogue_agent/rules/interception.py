"""Justice: Intercept a Criminal: who gets which dice, and the exact odds as polynomials in P(fuel).

Rules: Rogue Agent: Justice: Intercept a Criminal, Hire, Dice Rules.

The dice are handed out in order: the defender first takes one green die per
own Informant in the district, then the intercepting player takes up to three
dice at 1 fuel each, less one per such Informant (Hire: each Informant removes a
green die from the intercepting player's pool and gives it to the defender; under
every reading), then the defender may buy what is left at 1 fuel each.
Everyone rolls; each fuel symbol on the defender's dice cancels one of the
attacker's, and the interception succeeds if a fuel symbol of the attacker's
survives, i.e. attacker's fuel symbols > defender's.

Every die is taken to show fuel with the same probability ``fuel`` (a symbol
by default; the rulebook gives no face counts, RA-03), so each answer is a
polynomial in ``fuel``.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from typing import Any

import sympy

from ...exact import as_exact, as_whole
from ...readings import uses
from .dice import dice_limit, face_symbol

__all__ = ["FUEL", "interception_probability", "allocations", "interception_table", "interception_odds",
           "attacker_pool"]

FUEL = face_symbol("green", "fuel")  # P(a die shows a fuel symbol): unknown (RA-03, RA-18)


MAX_DICE = 9  # a documented limit: the game has 9 special dice (Rogue Agent: Components)
MAX_COUNT = 30  # a documented limit on Informants and fuel (far beyond any game)


def _count(x: Any, what: str, hi: int = MAX_DICE) -> int:
    return as_whole(what, x, lo=0, hi=hi)


def attacker_pool(informants: int) -> int:
    """How many dice the intercepting player may take at most: 3, less 1 for each of the defender's
    Informants in the district (never below 0).

    >>> attacker_pool(0), attacker_pool(1), attacker_pool(4)
    (3, 2, 0)

    Rules: Rogue Agent: Justice: Intercept a Criminal (step 2); Hire (an Informant removes 1 green die
    from the intercepting player's pool and gives it to the defender).
    """
    return max(0, 3 - _count(informants, "informants", MAX_COUNT))


def _fuel(fuel: Any):
    f = as_exact("fuel", fuel)  # refuses str (never parsed) and floats
    if not f.free_symbols and not 0 <= f <= 1:
        raise ValueError(f"fuel is a probability between 0 and 1, not {f}")
    return f


@functools.lru_cache(maxsize=1024)
def _poly(a: int, d: int) -> sympy.Poly:
    # P(Bin(a, x) > Bin(d, x)) as a polynomial in x, with exact integer arithmetic on the
    # coefficients (hand-written: it is a short double sum, and expanding it once as a Poly
    # is what makes each later evaluation take microseconds).
    x = sympy.Symbol("x")
    one = sympy.Poly(1, x, domain="QQ")
    xp = sympy.Poly(x, x, domain="QQ")
    qp = one - xp
    total = sympy.Poly(0, x, domain="QQ")
    for i in range(1, a + 1):
        pa = math.comb(a, i) * xp**i * qp ** (a - i)
        below = sympy.Poly(0, x, domain="QQ")
        for j in range(0, min(i, d + 1)):
            below += math.comb(d, j) * xp**j * qp ** (d - j)
        total += pa * below
    return total


def interception_probability(attacker_dice: int, defender_dice: int, *, fuel) -> sympy.Expr:
    """Exact P(the attacker's fuel symbols > the defender's), each die showing fuel with P = ``fuel``.

    ``fuel`` is an exact number (int, Fraction, sympy Rational) or a sympy
    expression; floats and text raise ``TypeError``. Each side rolls at most
    :data:`MAX_DICE` (9) dice, the game's special dice (``ValueError`` beyond). Returns a sympy expression: a
    polynomial in ``fuel`` (a Rational when ``fuel`` is a number).

    >>> interception_probability(1, 0, fuel=FUEL)
    green_fuel
    >>> interception_probability(2, 1, fuel=sympy.Rational(1, 2))
    1/2

    Rules: Rogue Agent: Justice: Intercept a Criminal.
    """
    a = _count(attacker_dice, "attacker_dice")
    d = _count(defender_dice, "defender_dice")
    f = _fuel(fuel)
    poly = _poly(a, d)
    if f.is_Rational:
        return poly.eval(f)
    if f.is_Symbol:
        return poly.as_expr().xreplace({poly.gens[0]: f})
    return sympy.expand(poly.as_expr().xreplace({poly.gens[0]: f}))


@uses("intercept_dice", "special_dice_split")
def allocations(informants: int, *, rules=None) -> list[dict]:
    """Every legal hand-out of the intercept dice, in the rule's order.

    Each row: ``attacker_dice``, ``defender_dice`` (Informant dice plus bought
    ones), ``informant_dice``, ``attacker_fuel`` and ``defender_fuel`` (the fuel
    each side pays).

    Rules: Rogue Agent: Justice: Intercept a Criminal, Hire, Dice Rules.
    """
    i = _count(informants, "informants", MAX_COUNT)
    green = dice_limit("green", rules=rules)
    free = min(i, green)
    rows = []
    left = green - free
    for a in range(0, attacker_pool(i) + 1):
        if rules.intercept_dice == "green_shared" and a > left:
            break
        buyable = left - a if rules.intercept_dice == "green_shared" else left
        for bought in range(0, buyable + 1):
            rows.append({"attacker_dice": a, "defender_dice": free + bought, "informant_dice": free,
                         "attacker_fuel": a, "defender_fuel": bought})
    return rows


@uses("intercept_dice", "special_dice_split")
def interception_table(informants: int, *, fuel=FUEL, rules=None) -> dict[tuple[int, int], sympy.Expr]:
    """``{(attacker_dice, defender_dice): P(success)}`` over every legal allocation.

    Rules: Rogue Agent: Justice: Intercept a Criminal.
    """
    f = _fuel(fuel)
    return {(r["attacker_dice"], r["defender_dice"]):
            interception_probability(r["attacker_dice"], r["defender_dice"], fuel=f)
            for r in allocations(informants, rules=rules)}


@uses("intercept_dice", "special_dice_split")
def interception_odds(informants: int, *, fuel=FUEL, attacker_fuel: int = 3, defender_fuel: int | None = None,
                      rules=None) -> Mapping:
    """The interception under sensible play: the attacker takes as many dice as it can (at most
    :func:`attacker_pool` of ``informants``, the defender's Informants in the district; at most
    ``attacker_fuel``), then the defender buys every die left it can pay for.

    More dice never hurt their owner here (P(success) rises with the attacker's
    dice and falls with the defender's), so this is the best play for both.
    Returns a dict with the allocation and ``p``.

    Rules: Rogue Agent: Justice: Intercept a Criminal.
    """
    _count(attacker_fuel, "attacker_fuel", MAX_COUNT)
    if defender_fuel is not None:
        _count(defender_fuel, "defender_fuel", MAX_COUNT)
    f = _fuel(fuel)
    green = dice_limit("green", rules=rules)
    free = min(_count(informants, "informants", MAX_COUNT), green)
    left = green - free
    cap = attacker_pool(informants)
    a = min(cap, attacker_fuel, left) if rules.intercept_dice == "green_shared" else min(cap, attacker_fuel)
    rest = left - a if rules.intercept_dice == "green_shared" else left
    bought = rest if defender_fuel is None else min(rest, defender_fuel)
    return {"attacker_dice": a, "defender_dice": free + bought, "attacker_fuel": a, "defender_fuel": bought,
            "p": interception_probability(a, free + bought, fuel=f)}
