"""Tech cards counted at half value: the one place Edge City 11.4.5.2 is coded.

Rules: Edge City 11.4.5.2 (a card used outside its own type counts half its printed value,
rounded down, at least 1), 11.6.5 (Attack Tech in a Rip's Stealth strength), 11.8.1 (SWAT
Stealth Tech in Theft strength).

How the halving meets two or more cards is a reading of each rule that uses it:
``rip_attack_halving`` (:mod:`edgekit.edge_city.rip.odds`) and ``theft_halving``
(:mod:`edgekit.edge_city.rules.theft`), both register EC-14. Both pass their option here.
"""

from __future__ import annotations

from collections.abc import Iterable

from .._check import game_rule

__all__ = ["HALVING", "halved_tech"]

HALVING = ("per_card", "on_sum", "sum_min_one")
"""How halving meets several cards: each card, the sum, or the sum with a minimum of 1 always."""


@game_rule
def halved_tech(cards: Iterable[int], how: str = "per_card") -> int:
    """The halved value of Tech cards: ``per_card`` (each card halved, rounded down, at least 1),
    ``on_sum`` (the sum halved, at least 1 if any card is held) or ``sum_min_one`` (the sum
    halved, at least 1 even with no card).

    Rules: Edge City 11.4.5.2 (register EC-14). ``cards`` are printed modifiers (whole
    numbers >= 1, one per card).

    >>> halved_tech([1, 1]), halved_tech([1, 1], "on_sum"), halved_tech([], "sum_min_one")
    (2, 1, 1)
    """
    if not isinstance(how, str) or how not in HALVING:
        raise ValueError(f"how must be one of {HALVING}, not {how!r}")
    if isinstance(cards, str | bytes) or not isinstance(cards, Iterable):
        raise TypeError(f"cards must be a list of Tech card modifiers, not {cards!r}")
    vals = tuple(cards)
    for v in vals:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"cards: a Tech card modifier is a whole number, not {v!r}")
        if v < 1:
            raise ValueError(f"cards: a Tech card modifier is at least 1, not {v!r}")
    if how == "per_card":
        return sum(max(1, v // 2) for v in vals)
    if how == "on_sum":
        return max(1, sum(vals) // 2) if vals else 0
    return max(1, sum(vals) // 2)
