"""The DP that changes hands in Ripper combat: the defender's gain, the ICE attacker's take.

Rules: Edge City 11.5.4.1, 10.1.1.1, 10.1.1.2, 9.1.1, 9.1.2, 8.5.1.

Split out of :mod:`edgekit.edge_city.rules.combat` (which re-exports every name here). Reading
used here: ``ice_dp_die`` (EC-16). Shortfall rules for paying the DP are stated as
assumptions in :func:`ice_dp_payment`.
"""

from __future__ import annotations

from ...dist import Dist
from ...readings import uses
from .._check import game_rule
from .win import _level, two_dice, win_probability

__all__ = ["defender_dp_gain", "ice_dp_owed", "ice_dp_payment", "ice_dp_taken", "ice_attack_dp"]


def _check_w(w) -> int:
    from .combat import _check_w as check

    return check(w)


@game_rule
def defender_dp_gain(w: int, attacker) -> Dist:
    """DP the defender gains from the Bank: the attacker's Level if the attack fails, else 0.

    Rules: Edge City 11.5.4.1, 10.1.1.2, 8.5.1. A natural 12 is a failed attack under
    both ``natural_12`` readings, so it pays the defender too (the reading decides
    COOL and what follows, not whether the attack failed).
    """
    lv = _level(attacker, "attacker")
    p = win_probability(_check_w(w))
    return Dist.from_probs({0: p, lv: 1 - p}) if lv else Dist.point(0)


def _dp_base(ice_dp_die: str) -> Dist:
    return Dist.die(6) if ice_dp_die == "one_die" else two_dice()


def _multiplier(attacker, defender) -> int:
    diff = _level(defender, "defender") - _level(attacker, "attacker")
    return diff if diff > 0 else 1


@uses("ice_dp_die")
def ice_dp_owed(attacker, defender, *, rules=None) -> Dist:
    """The DP a winning ICE attacker is owed: the DP roll, times the Level difference
    when the loser (the defender) has the higher Status.

    Rules: Edge City 11.5.4.1, 10.1.1.1, 9.1.2.

    >>> ice_dp_owed("Wannabee", "Hacker").mean()   # Mr Grizzly over Helper: 1d6 x 2
    7
    """
    m = _multiplier(attacker, defender)  # checks both, naming each
    return _dp_base(rules.ice_dp_die).map(lambda d: d * m)


def _pay(owed: int, defender_level: int, loser_dp: int | None) -> tuple[int, int]:
    if loser_dp is None:  # A1: the loser holds enough DP
        return owed, 0
    if loser_dp > 0:  # A2: pay what is held, no Status cashed while any DP card is held
        return min(owed, loser_dp), 0
    if defender_level == 0:  # A4: a Wannabee with no DP pays nothing
        return 0, 0
    # A3: cash in the fewest titles (8 DP each, 9.1.1) that cover the debt, down to Wannabee
    titles = min(defender_level, -(-owed // 8))
    return min(owed, 8 * titles), titles


@uses("ice_dp_die")
def ice_dp_payment(attacker, defender, *, loser_dp: int | None = None, rules=None) -> Dist:
    """How a losing defender pays a winning ICE attacker: Dist over ``(dp_paid, titles_cashed)``.

    Rules: Edge City 11.5.4.1, 9.1.1 (8 DP per title). The text covers a full
    payment and a loser with no DP cards; the rest are our stated assumptions
    (register EC-16):

    * A1 ``loser_dp=None``: the loser holds at least the amount owed.
    * A2 ``0 < loser_dp < owed``: the loser pays every DP held and cashes in no Status.
    * A3 ``loser_dp == 0``, Level > 0: the loser cashes in the fewest titles whose 8 DP
      each cover the debt (never below Wannabee); the attacker gets at most the debt.
    * A4 ``loser_dp == 0`` and a Wannabee: nothing is paid.
    """
    if loser_dp is not None and (isinstance(loser_dp, bool) or not isinstance(loser_dp, int)
                                 or loser_dp < 0):
        raise ValueError(f"loser_dp is the DP the loser holds, a whole number >= 0 or None, not {loser_dp!r}")
    dl = _level(defender, "defender")
    return ice_dp_owed(attacker, defender, rules=rules).map(lambda o: _pay(o, dl, loser_dp))


@uses("ice_dp_die")
def ice_dp_taken(attacker, defender, *, loser_dp: int | None = None, rules=None) -> Dist:
    """The DP a winning ICE attacker receives (see :func:`ice_dp_payment` for the assumptions).

    Rules: Edge City 11.5.4.1, 10.1.1.1.
    """
    return ice_dp_payment(attacker, defender, loser_dp=loser_dp, rules=rules).map(lambda t: t[0])


@uses("ice_dp_die")
def ice_attack_dp(w: int, attacker, defender, *, loser_dp: int | None = None, rules=None) -> Dist:
    """One whole ICE attack at W: Dist over ``(dp_taken_by_attacker, dp_gained_by_defender)``.

    Rules: Edge City 11.5.4.1, 10.1.1.1, 10.1.1.2, 8.5.1. Assumes a winner always takes
    DP rather than a Table 2.0 card result.

    >>> ice_attack_dp(6, "Wannabee", "Hacker").mean(lambda t: t[0])   # Mr Grizzly
    35/12
    """
    p = win_probability(_check_w(w))
    won = ice_dp_taken(attacker, defender, loser_dp=loser_dp, rules=rules).map(lambda d: (d, 0))
    lost = Dist.point((0, _level(attacker, "attacker")))
    return Dist.mix([(p, won), (1 - p, lost)])
