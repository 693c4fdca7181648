"""COOL: the COOL Win Number, losing COOL on a Defend roll, and regaining it.

Rules: Edge City 9.4 (COOL Win Number 7, changed only by Tech), 9.4.1 (UnCOOL:
a failed Defend roll costs COOL; at the start of the next turn a Win Roll against
the COOL Win Number regains it; losing that roll costs the turn; UnCOOL lasts at
most one turn, iT aside), 8.5.1 (Rule of 2 and 12), 11.5.4.2.

A natural 12 "never costs COOL" (8.5.1) but a failed Defend roll always does
(9.4.1, 11.5.4.2): that clash is the ``natural_12`` reading registered in
:mod:`edgekit.edge_city.rules.win` (register EC-17), used here, not registered again.
On the regain roll itself the reading changes nothing: a 12 fails either way and
the Ripper is UnCOOL already.

Worked example (9.4.1): Lady of Darkness rolls 9 against her COOL of 7, stays
UnCOOL for that turn, and is COOL again automatically the turn after.
"""

from __future__ import annotations

from typing import Any

import sympy

from ...dist import Dist, as_probability, is_symbolic_value
from ...readings import uses
from .._check import game_rule
from .win import TWELVE, WIN, natural_12_effect, roll_wins, win_probability, win_roll_events

# COOL_WIN_NUMBER is exported through sprawl.py (which imports it from here).
__all__ = ["cool_win_number", "regain_cool_probability", "regain_cool",
           "regain_roll_result", "defend_cool_outcome", "p_lose_cool", "cool_check",
           "turns_missed", "uncool_over_turns"]

COOL_WIN_NUMBER = 7
"""Every Ripper's COOL Win Number before Tech (Edge City 9.4); it does not change with Status."""

MAX_TURNS = 100
"""The most turns :func:`uncool_over_turns` follows (a documented limit, issue 9)."""

KEEPS, LOSES, TWELVE_KEPT = "keeps COOL", "UnCOOL", "natural 12, COOL kept"


def _int(x, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{what} must be a whole number, not {x!r}")
    return x


@game_rule
def cool_win_number(cool_modifier: int = 0) -> int:
    """The COOL Win Number: 7 plus any Tech (or card) modifier to COOL.

    Rules: Edge City 9.4. A Zone card such as TOXIC WASTE asks for "COOL + 1"
    (Figure 11.4.3-1): ``cool_win_number(1) == 8``.
    """
    c = _int(cool_modifier, "cool_modifier")
    if not -20 <= c <= 20:
        raise ValueError(f"cool_modifier must be a whole number from -20 to 20, not {c}")
    return COOL_WIN_NUMBER + c


@game_rule
def regain_cool_probability(cool_modifier: int = 0) -> sympy.Rational:
    """Exact P(an UnCOOL Ripper regains COOL with the start-of-turn roll).

    Rules: Edge City 9.4.1, 9.4, 8.5.1.

    >>> regain_cool_probability()
    7/12
    """
    return win_probability(cool_win_number(cool_modifier))


@game_rule
def regain_cool(cool_modifier: int = 0) -> Dist:
    """The regain roll as a distribution: "regained" (a normal turn) or "stays UnCOOL" (turn missed).

    Rules: Edge City 9.4.1, 8.5.1.
    """
    p = regain_cool_probability(cool_modifier)
    return Dist.from_probs({"regained": p, "stays UnCOOL": 1 - p})


@game_rule
def regain_roll_result(roll: int, cool_modifier: int = 0) -> str:
    """What one regain roll (a two-dice total) does.

    Rules: Edge City 9.4.1, 8.5.1.

    >>> regain_roll_result(9)   # Lady of Darkness, Edge City 9.4.1
    'stays UnCOOL'
    """
    return "regained" if roll_wins(roll, cool_win_number(cool_modifier)) else "stays UnCOOL"


@uses("natural_12")
def defend_cool_outcome(w: int, *, rules=None) -> Dist:
    """One Defend roll whose failure costs COOL: "keeps COOL", "UnCOOL", "natural 12, COOL kept".

    Rules: Edge City 9.4.1, 11.5.4.2, 11.5.4.3 (Real Space), 8.5.1. Judged by the one Win Roll
    event: a natural 12 keeps COOL when the ``natural_12`` reading says a 12 never costs COOL
    ("ends_action", "keeps_cool"); otherwise it is a failure and costs COOL.

    >>> defend_cool_outcome(7).probs()
    {'UnCOOL': 7/18, 'keeps COOL': 7/12, 'natural 12, COOL kept': 1/36}
    """
    keeps = natural_12_effect(rules=rules).keeps_cool
    name = {WIN: KEEPS, TWELVE: TWELVE_KEPT if keeps else LOSES}
    return win_roll_events(_int(w, "w (the Win Number W)"), rules=rules).map(lambda e: name.get(e, LOSES))


@uses("natural_12")
def p_lose_cool(w: int, *, rules=None) -> sympy.Rational:
    """Exact P(a Defend roll at W costs COOL).

    Rules: Edge City 9.4.1, 8.5.1 (reading ``natural_12``, register EC-17).

    >>> p_lose_cool(7), p_lose_cool(7, natural_12="plain_failure")
    (7/18, 5/12)
    """
    return defend_cool_outcome(w, rules=rules).prob(LOSES)


@uses("natural_12")
def cool_check(cool_modifier: int = 0, *, rules=None) -> Dist:
    """A COOL-based Sprawl-card attack: a Defend roll against the COOL Win Number.

    Rules: Edge City 11.5.2, 9.4, 9.4.1, 8.5.1. TOXIC WASTE (Figure 11.4.3-1) is
    ``cool_check(+1)``.
    """
    return defend_cool_outcome(cool_win_number(cool_modifier), rules=rules)


@game_rule
def turns_missed(cool_modifier: int = 0) -> Dist:
    """Turns one loss of COOL costs: 0 if the regain roll wins, else 1 (never more).

    Rules: Edge City 9.4.1 (UnCOOL lasts at most one turn, unless iT, 11.7).

    >>> turns_missed().mean()
    5/12
    """
    p = regain_cool_probability(cool_modifier)
    return Dist.from_probs({0: p, 1: 1 - p})


def _prob(x: Any, what: str):
    try:
        p = as_probability(x)
    except TypeError as e:
        raise TypeError(f"{what}: {e}") from None
    if not is_symbolic_value(p) and not 0 <= p <= 1:
        raise ValueError(f"{what} must be a probability between 0 and 1, not {x!r}")
    return p


@game_rule
def uncool_over_turns(n_turns: int, p_lose: Any, *, cool_modifier: int = 0, start: str = "COOL") -> Dist:
    """How many of the Ripper's next ``n_turns`` turns are lost to UnCOOL: an exact Dist.

    Rules: Edge City 9.4.1, 8.1. Model (our assumptions, stated): in each turn the
    Ripper plays, it ends up UnCOOL by its next turn with probability ``p_lose``
    (an exact number: Defend rolls, failed Thefts, SWAT attacks on it...); a
    missed turn is followed by a COOL turn (COOL comes back automatically), and
    nothing in between takes it away again. ``start="UnCOOL"`` means COOL was lost
    on the previous turn, as for Lady of Darkness. iT (11.7) is left out. At most
    :data:`MAX_TURNS` turns.

    >>> uncool_over_turns(2, 0, start="UnCOOL").probs()   # at most one turn, 9.4.1
    {0: 7/12, 1: 5/12}
    """
    n = _int(n_turns, "n_turns")
    if not 0 <= n <= MAX_TURNS:
        raise ValueError(f"n_turns must be a whole number from 0 to {MAX_TURNS} (no game runs longer; "
                         f"the exact answer grows with every turn), not {n}")
    if not isinstance(start, str) or start not in ("COOL", "UnCOOL"):
        raise ValueError(f"start must be 'COOL' or 'UnCOOL', not {start!r}")
    q = _prob(p_lose, "p_lose")
    regain = regain_cool_probability(cool_modifier)

    def turn(state):  # one turn of the Ripper: state = (COOL or UnCOOL at its start, turns missed)
        cool, missed = state
        played = Dist.from_probs({k: v for k, v in {("UnCOOL", missed): q, ("COOL", missed): 1 - q}.items()
                                  if v != 0})
        if cool == "COOL":
            return played
        # the regain roll at the start of the turn (8.1, 9.4.1); a lost roll costs the turn and
        # COOL comes back automatically for the next one
        return Dist.mix([(regain, played), (1 - regain, Dist.point(("COOL", missed + 1)))])

    # A forward pass, one Dist.bind per turn: the chain is a short ladder with no loops, so this is
    # the whole algorithm (the tests check it against edgekit.procedure.Procedure and enumeration).
    d = Dist.point((start, 0))
    for _ in range(n):
        d = d.bind(turn)
    return d.map(lambda s: s[1])
