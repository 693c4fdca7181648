"""Attacking a face-down Criminal: attack odds mixed over the Criminal deck; what Investigate is worth;
how long a subdued Criminal's token stays in custody.

Rules: Rogue Agent: Preparing the Criminal Deck; Justice: Attack; Investigate; C. City Phase step 3.

The deck is 20 cards of health 1-2 and 10 of health 3-4 (printed), but the split inside each
pile is not (RA-23): ``low_one`` = P(health 1 | a 1-2 card) and ``high_three`` =
P(health 3 | a 3-4 card) stay the symbols :data:`LOW_ONE` and :data:`HIGH_THREE` unless numbers
are given. Every card of a shuffled deck has the same law, so it holds for any draw.

Attack odds come from :func:`~edgekit.rogue_agent.attack_criminal` (one rule, one place) with
``rerolls="none"``: an Agent who does not know the health cannot aim its ammo re-rolls at it
(a labelled simplification: a mixed-goal re-roll policy is not computed).
"""

from __future__ import annotations

from typing import Any

import sympy

from ...dist import Dist, as_probability
from ...readings import uses
from .attack import attack_criminal
from .datastream import _PRECINCTS, MAX_ROUNDS  # the Police Squad's cycle; the game's rounds
from .dice import FaceMix
from .setup import setup_counts, whole

__all__ = ["LOW_ONE", "HIGH_THREE", "RETALIATION", "criminal_health", "unknown_criminal_attack",
           "investigate_value", "custody_kept"]

GAME = "Rogue Agent"
LOW_ONE = sympy.Symbol("s_low_1", positive=True)     # P(health 1 | a card of the 1-2 pile): unknown
HIGH_THREE = sympy.Symbol("s_high_3", positive=True)  # P(health 3 | a card of the 3-4 pile): unknown
RETALIATION = sympy.Symbol("R", nonnegative=True)  # Influence a Retaliation costs: unknown (RA-23)


def _share(x: Any, name: str) -> sympy.Expr:
    if isinstance(x, str):
        raise TypeError(f"{name} must be an exact chance or a sympy symbol, not a str")
    try:
        v = as_probability(x)
    except TypeError as e:
        raise TypeError(f"{name}: {e}") from None
    except ValueError as e:
        raise ValueError(f"{name}: {e}") from None
    if not v.free_symbols and (v.is_finite is not True or not 0 <= v <= 1):
        raise ValueError(f"{name} must be from 0 to 1, not {v}")
    return v


@uses(game=GAME)
def criminal_health(low_one: Any = LOW_ONE, high_three: Any = HIGH_THREE) -> Dist:
    """The health of a face-down Criminal: 1-2 with chance 2/3, 3-4 with 1/3, split by the shares.

    >>> criminal_health(sympy.Rational(1, 2), sympy.Rational(1, 2)).prob(4)
    1/6

    Rules: Rogue Agent: Preparing the Criminal Deck.
    """
    lo = setup_counts()[("deck_low", 0)]
    hi = setup_counts()[("deck_high", 0)]
    s1, s3 = _share(low_one, "low_one"), _share(high_three, "high_three")
    p_lo, p_hi = sympy.Rational(lo, lo + hi), sympy.Rational(hi, lo + hi)
    probs = {1: p_lo * s1, 2: p_lo * (1 - s1), 3: p_hi * s3, 4: p_hi * (1 - s3)}
    return Dist.from_probs({h: p for h, p in probs.items() if p != 0})


def _per_health(pistols, informants, ammo, mix, rules):
    if mix is not None and not isinstance(mix, FaceMix):
        raise TypeError(f"mix must be a FaceMix (e.g. ILLUSTRATIVE_MIX) or None, not {mix!r}")
    for name, v in (("pistols", pistols), ("informants", informants), ("ammo", ammo)):
        whole(v, name, 0, 9)
    try:
        return {h: attack_criminal(h, pistols=pistols, informants=informants, ammo=ammo, mix=mix,
                                   rerolls="none", rules=rules).p_success for h in (1, 2, 3, 4)}
    except ValueError as e:  # the dice limit (Dice Rules) of the pool these make
        raise ValueError(f"pistols/informants/ammo: {e}") from None


@uses(game=GAME)
def unknown_criminal_attack(*, pistols: int = 0, informants: int = 0, ammo: int = 0, mix=None,
                            low_one: Any = LOW_ONE, high_three: Any = HIGH_THREE, rules=None) -> sympy.Expr:
    """P(subduing a face-down Criminal with no wounds): Σ_h P(health h) P(hits >= h), no re-rolls.

    Without a ``mix`` the answer is a formula in the face symbols and the shares.

    Rules: Rogue Agent: Justice: Attack; Preparing the Criminal Deck.
    """
    law = criminal_health(low_one, high_three)
    per = _per_health(pistols, informants, ammo, mix, rules)
    return sympy.expand(sum(law.prob(h) * per[h] for h in law.outcomes()))


@uses(game=GAME)
def investigate_value(*, pistols: int = 0, informants: int = 0, ammo: int = 0, mix=None,
                      low_one: Any = LOW_ONE, high_three: Any = HIGH_THREE,
                      retaliation_cost: Any = RETALIATION,
                      rules=None) -> dict[str, sympy.Expr]:
    """What looking at a face-down Criminal before deciding to attack it is worth, in Influence.

    An attack that subdues gains 1 Influence; one that fails costs ``retaliation_cost`` (the
    Retaliation effects are not printed, RA-23: a symbol ``R`` unless given). Without looking,
    the Agent attacks if the mixed expectation is positive; after Investigate (2 clues) it
    attacks exactly the Criminals worth attacking. Returns the two values and their
    difference ("worth", >= 0), as sympy expressions (``Max`` where a symbol is unknown).

    Rules: Rogue Agent: Investigate; Justice: Attack.
    """
    if isinstance(retaliation_cost, str):
        raise TypeError("retaliation_cost must be an exact number or a sympy symbol, not a str")
    try:
        cost = as_probability(retaliation_cost)  # the exact-number conversion (any size)
    except TypeError as e:
        raise TypeError(f"retaliation_cost: {e}") from None
    except ValueError as e:
        raise ValueError(f"retaliation_cost: {e}") from None
    if not cost.free_symbols and (cost.is_finite is not True or cost < 0):
        raise ValueError(f"retaliation_cost must be >= 0, not {cost}")
    law = criminal_health(low_one, high_three)
    per = _per_health(pistols, informants, ammo, mix, rules)
    value = {h: per[h] - (1 - per[h]) * cost for h in law.outcomes()}
    blind = sympy.Max(0, sympy.expand(sum(law.prob(h) * value[h] for h in value)))
    informed = sum(law.prob(h) * sympy.Max(0, sympy.expand(value[h])) for h in value)
    return {"blind": blind, "informed": informed, "worth": sympy.simplify(informed - blind)}


@uses("custody_token")
def custody_kept(city_phases: int, *, rules=None) -> sympy.Rational:
    """P(a Criminal subdued in a precinct is still in custody after ``city_phases`` City Phases), when
    only the Police Squad could end the custody (its Agent is never sent to the Hospital, no Bomb
    explodes and no Android is exposed). The Police Squad stands on a uniformly random precinct in
    every round (a die at setup, then one precinct on per City Phase) and returns every token in the
    precinct it arrives in to the Data Stream. Under the reading ``custody_token="with_agent"`` the
    token lies under the Agent, so the Police Squad never takes it (1); under ``"in_district"`` it
    lies where it was subdued, and the Police Squad reaches that precinct within ``k`` City Phases
    with chance k/6.

    >>> custody_kept(2), custody_kept(2, custody_token="in_district")
    (1, 2/3)

    Rules: Rogue Agent: Justice: Attack; C. City Phase steps 1 and 3; Final Setup.
    """
    k = whole(city_phases, "city_phases", 0, MAX_ROUNDS)
    if rules.custody_token == "with_agent":
        return sympy.Integer(1)
    return sympy.Rational(max(0, _PRECINCTS - k), _PRECINCTS)

