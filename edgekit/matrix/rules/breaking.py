"""Matrix single-roll rules: one challenge against ice or a data fort, and where the forts sit.

Rules: Matrix "Making a run" steps 3-7 (the rulebook's numbered steps; steps 1-2 are garbled in
our copy, register MX-02), the components list, the setup paragraph, and the advanced game.

The rulebook names a "Six-Sided Die", but a piecepack die shows null, ace, 2-5 (0-5), not 1-6
(register MX-06). Everything here takes that as the reading ``matrix_die``.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable, Mapping
from fractions import Fraction

import sympy

from ...dist import Dist
from ...exact import as_flag, as_whole
from ...readings import uses

__all__ = [
    "FORT_STRENGTH", "ICE_STRENGTHS", "die", "breaker_strength", "break_probability", "break_outcome",
    "fort_table", "fort_die_shift", "first_fort_position", "fort_positions", "MAX_POWERUPS", "MAX_CHANGE",
]

FORT_STRENGTH = 6      # step 4: a data fort has strength six
ICE_STRENGTHS = (1, 2, 3, 4, 5)  # step 4: ice strength is the number on the tile (ace = 1, MX-08)


MAX_POWERUPS = 24  # one power-up per data structure at most (24 structures, Matrix setup)


@uses("matrix_die")
def die(*, rules=None) -> Dist:
    """The die under the ``matrix_die`` reading (register MX-06).

    Rules: Matrix components, Matrix step 3.
    """
    return Dist.uniform(range(1, 7) if rules.matrix_die == "d6" else range(0, 6))


#: The largest strength change an advanced breaker's ability may make, either way (abilities.py).
MAX_CHANGE = 6


@uses("matrix_advanced_floor")
def breaker_strength(roll: int, *, same_colour: bool, advanced: bool = False, powerups: int = 0,
                     strength_change: int = 0, rules=None) -> int:
    """A breaker's strength for one roll (``roll`` 0..6: either die's face).

    ``strength_change`` (-6..6) is an advanced breaker's ability at work (a value the reader sets,
    :mod:`edgekit.matrix.abilities`; 0 for a basic breaker).

    Rules: Matrix step 3 (the roll, +1 against a structure of the breaker's own colour, +1 per
    power-up of the structure's colour discarded), advanced game (base strength one less, an
    ability, strength never below zero: the floor on the base first or only on the total, reading
    ``matrix_advanced_floor``; the total is never below zero under either).

    >>> breaker_strength(0, same_colour=True, advanced=True, powerups=1)
    2
    >>> breaker_strength(0, same_colour=True, advanced=True, powerups=1, matrix_advanced_floor="total")
    1
    >>> breaker_strength(3, same_colour=False, advanced=True, strength_change=-4)
    0
    """
    roll = as_whole("roll", roll, 0, 6)
    bonus = (int(as_flag("same_colour", same_colour)) + as_whole("powerups", powerups, 0, MAX_POWERUPS)
             + as_whole("strength_change", strength_change, -MAX_CHANGE, MAX_CHANGE))
    base = roll - int(as_flag("advanced", advanced))
    if rules.matrix_advanced_floor == "base":
        return max(0, max(0, base) + bonus)
    return max(0, base + bonus)


@uses("matrix_die", "matrix_powerup_timing", "matrix_advanced_floor")
def break_outcome(target: int, *, same_colour: bool, powerups: int = 0, advanced: bool = False,
                  strength_change: int = 0, rules=None) -> Dist:
    """The outcome of one challenge: ``("broken", spent)`` or ``("damage", spent)``.

    ``target`` is the structure's strength (ice 1-5, a data fort 6); ``powerups`` the power-ups of
    its colour the runner holds (at most 24). Under ``after_roll`` the runner spends the fewest
    power-ups that win and none when they cannot; under ``before_roll`` all ``powerups`` are
    committed first. ``strength_change``: an advanced breaker's ability at work (-6..6, a value the
    reader sets; :func:`breaker_strength`).

    Rules: Matrix steps 3, 4 and 5 (a break needs strength strictly greater than the structure's;
    failing costs one brain damage), advanced game.
    """
    as_whole("target", target, 1, FORT_STRENGTH)
    as_whole("powerups", powerups, 0, MAX_POWERUPS)
    as_flag("same_colour", same_colour)
    as_flag("advanced", advanced)
    as_whole("strength_change", strength_change, -MAX_CHANGE, MAX_CHANGE)

    def strength(roll, spend):
        return breaker_strength(roll, same_colour=same_colour, advanced=advanced, powerups=spend,
                                strength_change=strength_change, rules=rules)

    def resolve(roll):
        if rules.matrix_powerup_timing == "before_roll":
            return ("broken" if strength(roll, powerups) > target else "damage", powerups)
        for spend in range(powerups + 1):
            if strength(roll, spend) > target:
                return ("broken", spend)
        return ("damage", 0)

    return die(rules=rules).map(resolve)


@uses("matrix_die", "matrix_powerup_timing", "matrix_advanced_floor")
def break_probability(target: int, *, same_colour: bool, powerups: int = 0, advanced: bool = False,
                      strength_change: int = 0, rules=None) -> sympy.Rational:
    """Exact P(the breaker breaks a structure of strength ``target``).

    Rules: Matrix steps 3-5, advanced game. For a data fort (6) and a same-colour breaker with k
    power-ups: (k + 1)/6 under the d6 reading, k/6 under the piecepack reading (both capped at 1).

    >>> break_probability(6, same_colour=True)
    1/6
    """
    d = break_outcome(target, same_colour=same_colour, powerups=powerups, advanced=advanced,
                      strength_change=strength_change, rules=rules)
    return d.p(lambda o: o[0] == "broken")


@uses("matrix_powerup_timing")
def fort_table(powerups: Iterable[int] = range(0, 6), *, rules=None) -> dict:
    """P(breaking a data fort) by power-ups held, colour match and die reading (register question M1).

    Keys are ``(power-ups, same colour, die reading)``; both die readings are shown side by side,
    the power-up timing is the one given. Basic-game breakers.

    Rules: Matrix steps 3 and 4.
    """
    if isinstance(powerups, (str, bytes)) or not isinstance(powerups, Iterable):
        raise TypeError(f"powerups must be a list of whole numbers, not {powerups!r}")
    ks = [as_whole("powerups", k, 0, MAX_POWERUPS) for k in itertools.islice(powerups, MAX_POWERUPS + 2)]
    return {(k, same, dr): break_probability(FORT_STRENGTH, same_colour=same, powerups=k, matrix_die=dr,
                                             rules=rules)
            for k in ks for same in (True, False) for dr in ("d6", "piecepack")}


def fort_die_shift(table: dict) -> dict:
    """How much the die reading moves each fort chance: ``{(power-ups, same colour): d6 - piecepack}``.

    Rules: Matrix steps 3 and 4, components (register MX-06).
    """
    if not isinstance(table, Mapping):
        raise TypeError(f"table must be a fort_table() result, not {table!r}")
    out = {}
    for key in table:
        if not (isinstance(key, tuple) and len(key) == 3 and key[2] in ("d6", "piecepack")):
            raise ValueError(f"table keys must be (power-ups, same colour, die reading), not {key!r}")
        k, same, _ = key
        if (k, same, "d6") not in table or (k, same, "piecepack") not in table:
            raise ValueError(f"table must hold both die readings for {(k, same)!r}")
        a, b = table[(k, same, "d6")], table[(k, same, "piecepack")]
        for v in (a, b):
            if isinstance(v, bool) or not isinstance(v, (int, Fraction, sympy.Rational)):
                raise TypeError(f"table values must be exact probabilities, not {v!r}")
        out[(k, same)] = a - b
    return out


def _stack_sizes(ice_in_bottom: int = 6, forts: int = 4, ice_total: int = 20) -> tuple[int, int]:
    return ice_total - ice_in_bottom, ice_in_bottom + forts


@functools.lru_cache(maxsize=1)
def fort_positions() -> Dist:
    """Where the four data forts sit in the install order, as a distribution over sorted 4-tuples.

    Rules: Matrix setup: the 4 forts are shuffled with 6 ice and placed under the other 14 ice,
    so every fort is among install positions 15..24, each 4-subset of those 10 equally likely.
    """
    top, bottom = _stack_sizes()
    return Dist.uniform(tuple(top + 1 + i for i in c) for c in itertools.combinations(range(bottom), 4))


def first_fort_position() -> Dist:
    """The install position of the first data fort to appear (register question M3).

    Rules: Matrix setup.

    P(first = 14 + j) = C(10 - j, 3) / C(10, 4) for j = 1..7.
    """
    return fort_positions().map(min)
