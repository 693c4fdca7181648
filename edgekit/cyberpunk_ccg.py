"""Cyberpunk CCG (rules v2.3s, "The Cards" chapter): the Runner abilities and card limits as functions.

Our copy of the rulebook holds only the chapter on cards (register CP-01): the turn sequence,
combat and victory rules are missing, so no game-level probability can be computed from it. What
*is* there is a set of exact thresholds (Cop busts, Med-Tech and Techie saves, Corp EB, Cyber and
Empathy, the Punknaught), which this module turns into small functions with their readings.

Citations name the Runner role or card type of the chapter, e.g. "Cyberpunk CCG Runner Roles: Cop".
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from . import readings
from .readings import uses

__all__ = [
    "cop_bust", "med_tech_saves", "techie_saves", "corp_eb", "fixer_cost", "netrunner_esec",
    "nomad_bonus", "team_limit", "empathy_state", "most_cyber", "Cyber", "punknaught_bonus",
    "punknaught_complete", "chassis_owner_turns", "PUNKNAUGHT_MINIMUM",
]

readings.register(
    "corp_cap", game="Cyberpunk CCG",
    question="Does the Corp limit of twice the Location's printed EB cap the total EB or only "
             "the Corps' bonus?",
    options={
        "total": "the Location produces at most 2 x its printed EB in all",
        "bonus": "the Corps add at most 2 x the printed EB, so up to 3 x in all",
    },
    default="total",
    reason="the limit is stated for 'the EB produced by that Location', which is the total",
    cite=("Cyberpunk CCG Runner Roles: Corp",),
    register="CP-04",
    affects=("maximum EB from a Location with Corps",),
)

readings.register(
    "med_tech_compare", game="Cyberpunk CCG",
    question="What must the Med-Techs' total Power equal or exceed to save a Runner: its Power or its cost?",
    options={"power": "the saved Runner's Power", "cost": "the saved Runner's cost (its Faction Tag price)"},
    default="power",
    reason="the sentence compares 'total Power' with 'that of the Runner', most naturally its Power",
    cite=("Cyberpunk CCG Runner Roles: Med-Tech",),
    register="CP-08",
    affects=("Med-Techs needed to save a Runner",),
)

readings.register(
    "construction_tokens", game="Cyberpunk CCG",
    question="Is a Punknaught construction token removed at the start of every player's turn or "
             "only its owner's?",
    options={"every_turn": "at the beginning of each player's turn",
             "owner_turn": "only at the start of its owner's turns"},
    default="every_turn",
    reason="the card text says 'each turn' without naming whose; every player's turn is a turn",
    cite=("Cyberpunk CCG Equipment: Punknaught",),
    register="CP-03",
    affects=("turns before a Chassis can move",),
)

readings.register(
    "punknaught_list", game="Cyberpunk CCG",
    question="Which cards must a Punknaught have before it works (the list is missing from the scan)?",
    options={
        "minimum_sentence": "at least 2 Cars, 2 Armor, 2 Lift and 1 Heavy Weapon, as the 'minimum number of "
                            "cards' sentence implies",
        "unknown": "the list is unknown: completeness cannot be decided",
    },
    default="minimum_sentence",
    reason="the rulebook's own next sentence names the minimum build; it is the only evidence",
    cite=("Cyberpunk CCG Equipment: Punknaught",),
    register="CP-02",
    affects=("whether a Punknaught is complete", "Punknaught stat totals"),
)


def _powers(xs: Iterable[int], what: str) -> list[int]:
    xs = list(xs)
    if not xs:
        raise ValueError(f"at least one {what} is needed")
    for x in xs:
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise TypeError(f"each {what} Power must be a whole number >= 0, not {x!r}")
    return xs


def _nonneg(name, x) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise TypeError(f"{name} must be a whole number >= 0, not {x!r}")
    return x


def cop_bust(target_power: int, cop_powers: Iterable[int]) -> str:
    """"busted" if the target's Power is strictly lower than the Cops' total, else "cops_trashed".

    Rules: Cyberpunk CCG Runner Roles: Cop (Authority; register CP-09).
    """
    cops = sum(_powers(cop_powers, "Cop"))
    return "busted" if _nonneg("target Power", target_power) < cops else "cops_trashed"


@uses("med_tech_compare")
def med_tech_saves(runner: Mapping[str, int], med_tech_powers: Iterable[int], *,
                   med_tech_compare: str = None) -> bool:
    """Do these Med-Techs save the Runner from being trashed? (total Power >= the Runner's Power or cost).

    ``runner`` is ``{"power": p, "cost": c}``. Rules: Cyberpunk CCG Runner Roles: Med-Tech (CP-08).
    """
    if med_tech_compare not in runner:
        raise ValueError(f"the runner needs a {med_tech_compare!r} value "
                         f"under med_tech_compare={med_tech_compare!r}")
    return sum(_powers(med_tech_powers, "Med-Tech")) >= _nonneg(med_tech_compare, runner[med_tech_compare])


def techie_saves(card_cost: int, techie_powers: Iterable[int]) -> bool:
    """Do these Techies save an Equipment or Cyber card? (total Power >= the card's cost).

    Rules: Cyberpunk CCG Runner Roles: Techie (Jury-Rig).
    """
    return sum(_powers(techie_powers, "Techie")) >= _nonneg("card cost", card_cost)


@uses("corp_cap")
def corp_eb(printed_eb: int, corp_powers: Iterable[int] = (), *, corp_cap: str = None) -> int:
    """EB a Location produces when Corps add their Power to it.

    Rules: Cyberpunk CCG Runner Roles: Corp (Resources; register CP-04).
    """
    printed = _nonneg("printed EB", printed_eb)
    corp_powers = list(corp_powers)
    bonus = sum(_powers(corp_powers, "Corp")) if corp_powers else 0
    if corp_cap == "total":
        return min(printed + bonus, 2 * printed)
    return printed + min(bonus, 2 * printed)


def fixer_cost(op_cost: int, fixer_power: int) -> int:
    """An Op's cost after a Fixer's Street Deal (minimum 0). Rules: Cyberpunk CCG Runner Roles: Fixer."""
    return max(0, _nonneg("Op cost", op_cost) - _nonneg("Fixer Power", fixer_power))


def netrunner_esec(esec: int, printed_esec: int, power: int, *, own_card: bool) -> int:
    """E-Sec after a Netrunner's Interface: raise your own (not above printed) or lower another's (min 0).

    Rules: Cyberpunk CCG Runner Roles: Netrunner.
    """
    esec, printed = _nonneg("E-Sec", esec), _nonneg("printed E-Sec", printed_esec)
    power = _nonneg("Power", power)
    return min(esec + power, max(printed, esec)) if own_card else max(0, esec - power)


def nomad_bonus(nomad_power: int) -> int:
    """Power a Nomad adds to another Runner: half its Power, rounded down. Rules: Runner Roles: Nomad."""
    return _nonneg("Nomad Power", nomad_power) // 2


def team_limit(*, teamed: bool, nomad: bool) -> int:
    """The legal team size: 4 for a team, 3 un-teamed; a Nomad raises each by one.

    Rules: Cyberpunk CCG Runner Roles: Nomad (register CP-05: the team rules themselves are missing).
    """
    return (4 if teamed else 3) + (1 if nomad else 0)


def empathy_state(emp: int, losses: Iterable[int] = ()) -> str:
    """"ok", "cyberpsychosis" (Emp 1 or less) or "burned" (Emp 0 or less) after Cyber losses.

    Rules: Cyberpunk CCG Cyber (register CP-07).
    """
    left = _nonneg("Emp", emp) - sum(_nonneg("Emp loss", x) for x in losses)
    return "burned" if left <= 0 else "cyberpsychosis" if left <= 1 else "ok"


@dataclass(frozen=True)
class Cyber:
    """A Cyber card as far as these rules need: its body part (Attribute) and Empathy loss."""

    name: str
    part: str
    emp_loss: int


def most_cyber(emp: int, cards: Sequence[Cyber], *, allow_psychosis: bool = False) -> tuple[Cyber, ...]:
    """The largest set of these Cyber cards one Runner can carry.

    At most one card per body part; the Runner's Emp must stay above 1 (or above 0 if
    ``allow_psychosis``). Ties go to the smaller Empathy loss. Exhaustive over subsets, which is
    fine for a hand of cards (it is a tiny knapsack). Rules: Cyberpunk CCG Cyber (register CP-07).
    """
    floor = 0 if allow_psychosis else 1
    _nonneg("Emp", emp)
    best: tuple = ()
    best_key = (0, 0)
    for r in range(len(cards), 0, -1):
        for combo in itertools.combinations(cards, r):
            parts = [c.part for c in combo]
            loss = sum(c.emp_loss for c in combo)
            if len(set(parts)) == len(parts) and emp - loss > floor and (r, -loss) > best_key:
                best, best_key = combo, (r, -loss)
        if best:
            return best
    return best


PUNKNAUGHT_MINIMUM = {"Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}


@uses("punknaught_list")
def punknaught_complete(attached: Mapping[str, int], *, punknaught_list: str = None) -> bool | None:
    """Is a Punknaught Chassis complete with these attached card counts by type? ``None`` if unknowable.

    Rules: Cyberpunk CCG Equipment: Punknaught (register CP-02).
    """
    if punknaught_list == "unknown":
        return None
    return all(attached.get(t, 0) >= n for t, n in PUNKNAUGHT_MINIMUM.items())


def punknaught_bonus(card_bonuses: Sequence[int]) -> int:
    """A completed Punknaught's bonus in one stat: the cards' bonuses, -1 per card and for the Chassis.

    ``card_bonuses`` lists the stat bonus of each attached card (the Chassis not included). With
    the minimum build of 7 cards plus the Chassis the penalty is -8. Rules: Cyberpunk CCG
    Equipment: Punknaught.
    """
    return sum(card_bonuses) - (len(card_bonuses) + 1)


@uses("construction_tokens")
def chassis_owner_turns(players: int, *, tokens: int = 3, construction_tokens: str = None) -> int:
    """On which of its owner's following turns a new Chassis can first move (1 = the next one).

    The Chassis arrives with ``tokens`` construction tokens during its owner's turn; one comes off
    at the start of each turn (every player's, or the owner's only), so with P players the answer
    is ceil(tokens / P) or ``tokens``. Rules: Cyberpunk CCG
    Equipment: Punknaught (register CP-03).
    """
    if isinstance(players, bool) or not isinstance(players, int) or players < 1:
        raise ValueError(f"players must be a whole number >= 1, not {players!r}")
    _nonneg("tokens", tokens)
    return tokens if construction_tokens == "owner_turn" else math.ceil(tokens / players)
