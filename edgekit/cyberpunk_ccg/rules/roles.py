"""The Runner roles' Special Abilities (Cyberpunk CCG Runner Roles) as exact thresholds.

Citations name the role, e.g. "Cyberpunk CCG Runner Roles: Cop". The Legwork abilities (Media,
Rocker, Netrunner) are composed in :mod:`edgekit.cyberpunk_ccg.rules.legwork`.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...readings import uses
from .._check import MAX_STAT, as_flag, as_name, as_whole, whole_list

__all__ = ["COP_FORMS", "cop_bust", "med_tech_saves", "techie_saves", "corp_eb", "fixer_cost",
           "netrunner_esec", "nomad_bonus", "team_limit", "solo_bonus", "sponsor_wins", "eb_per_turn"]


#: The two forms of a Cop's Authority: its //Any (Response) form and its //Action form (in a skirmish).
COP_FORMS = ("response", "action")


@uses("cop_action_exception")
def cop_bust(target_power: int, cop_powers, *, target_is_cop: bool = False,
             target_cyberpsychotic: bool = False, form: str = "response", rules=None) -> str:
    """"busted" if the target's Power is strictly lower than the Cops' total, else "cops_trashed".

    ``form``: "response" (Authority //Any, a Runner used for an ability or effect) or "action" (its
    //Action form, a Runner in this skirmish). The //Any form cannot target another Cop; whether the
    //Action form can is the reading ``cop_action_exception`` (its text leaves the exception out).
    A Cyberpsychotic Runner cannot be busted by either. Refused targets raise a ``ValueError``.

    >>> cop_bust(1, [5], target_is_cop=True, form="action")
    'busted'

    Rules: Cyberpunk CCG Runner Roles: Cop, Cyber (register CP-09).
    """
    as_name("form", form, COP_FORMS)
    if as_flag("target_is_cop", target_is_cop) and (
            form == "response" or rules.cop_action_exception == "both_forms"):
        raise ValueError(f"target_is_cop: a Cop's Authority cannot target another Cop in its {form} form "
                         f"(reading cop_action_exception={rules.cop_action_exception!r})")
    if as_flag("target_cyberpsychotic", target_cyberpsychotic):
        raise ValueError("target_cyberpsychotic: a Cyberpsychotic Runner cannot be busted")
    cops = sum(whole_list("cop_powers", cop_powers, nonempty=True))
    return "busted" if as_whole("target_power", target_power, 0, MAX_STAT) < cops else "cops_trashed"


@uses("med_tech_compare")
def med_tech_saves(runner: Mapping[str, int], med_tech_powers, *, rules=None) -> bool:
    """Do these Med-Techs save the Runner from being trashed? (total Power >= the Runner's Power or cost).

    ``runner`` is ``{"power": p, "cost": c}`` (only the compared value is needed).
    Rules: Cyberpunk CCG Runner Roles: Med-Tech (CP-08).
    """
    if not isinstance(runner, Mapping):
        raise TypeError(f"runner must be a mapping such as {{'power': 3, 'cost': 5}}, not {runner!r}")
    if rules.med_tech_compare not in runner:
        raise ValueError(f"runner needs a {rules.med_tech_compare!r} value under "
                         f"med_tech_compare={rules.med_tech_compare!r}")
    need = as_whole(f"runner[{rules.med_tech_compare!r}]", runner[rules.med_tech_compare], 0, MAX_STAT)
    return sum(whole_list("med_tech_powers", med_tech_powers, nonempty=True)) >= need


def techie_saves(card_cost: int, techie_powers) -> bool:
    """Do these Techies save an Equipment or Cyber card? (total Power >= the card's cost).

    Rules: Cyberpunk CCG Runner Roles: Techie (Jury-Rig).
    """
    return sum(whole_list("techie_powers", techie_powers, nonempty=True)) >= as_whole(
        "card_cost", card_cost, 0, MAX_STAT)


@uses("corp_cap")
def corp_eb(printed_eb: int, corp_powers=(), *, rules=None) -> int:
    """EB a Location produces when Corps add their Power to it.

    Rules: Cyberpunk CCG Runner Roles: Corp (Resources; register CP-04).
    """
    printed = as_whole("printed_eb", printed_eb, 0, MAX_STAT)
    bonus = sum(whole_list("corp_powers", corp_powers))
    if rules.corp_cap == "total":
        return min(printed + bonus, 2 * printed)
    return printed + min(bonus, 2 * printed)


def eb_per_turn(sponsor_eb: int, location_ebs=()) -> int:
    """EB available in a turn from the Sponsor and the Locations used (no Corps).

    The Sponsor's EB can be used every turn. Rules: Cyberpunk CCG Card Types: Sponsors, Locations.
    """
    return as_whole("sponsor_eb", sponsor_eb, 0, MAX_STAT) + sum(whole_list("location_ebs", location_ebs))


def sponsor_wins(conditions_met) -> bool:
    """Does a Sponsor's alternate victory hold? Every listed condition must be met at the same time.

    ``conditions_met`` maps each victory condition to True/False. Rules: Cyberpunk CCG Card Types: Sponsors.
    """
    if not isinstance(conditions_met, Mapping) or not conditions_met:
        raise TypeError("conditions_met must be a non-empty mapping of condition -> bool, "
                        f"not {conditions_met!r}")
    return all(as_flag(f"conditions_met[{k!r}]", v) for k, v in conditions_met.items())


def fixer_cost(op_cost: int, fixer_power: int) -> int:
    """An Op's cost after a Fixer's Street Deal (minimum 0). Rules: Cyberpunk CCG Runner Roles: Fixer."""
    cost = as_whole("op_cost", op_cost, 0, MAX_STAT)
    return max(0, cost - as_whole("fixer_power", fixer_power, 0, MAX_STAT))


def netrunner_esec(esec: int, printed_esec: int, power: int, *, own_card: bool) -> int:
    """E-Sec after a Netrunner's Interface: raise your own (not above printed) or lower another's (min 0).

    Rules: Cyberpunk CCG Runner Roles: Netrunner.
    """
    esec = as_whole("esec", esec, 0, MAX_STAT)
    printed = as_whole("printed_esec", printed_esec, 0, MAX_STAT)
    power = as_whole("power", power, 0, MAX_STAT)
    if as_flag("own_card", own_card):
        return min(esec + power, max(printed, esec))
    return max(0, esec - power)


def nomad_bonus(nomad_power: int) -> int:
    """Power a Nomad adds to another Runner: half its Power, rounded down.

    Rules: Cyberpunk CCG Runner Roles: Nomad.
    """
    return as_whole("nomad_power", nomad_power, 0, MAX_STAT) // 2


@uses("nomad_team_limit")
def team_limit(*, teamed: bool, nomad: bool | int, rules=None) -> int:
    """The legal team size: 4 for a team, 3 un-teamed; a Nomad raises each by one.

    ``nomad`` is True/False, or the number of Nomads (which matters only under
    ``nomad_team_limit="per_nomad"``). Rules: Cyberpunk CCG Runner Roles: Nomad (register CP-05:
    the team rules themselves are missing).
    """
    base = 4 if as_flag("teamed", teamed) else 3
    n = int(nomad) if isinstance(nomad, bool) else as_whole("nomad", nomad, 0, MAX_STAT)
    return base + (n if rules.nomad_team_limit == "per_nomad" else min(n, 1))


SOLO_STATS = ("sr", "lr", "defense")


def solo_bonus(stats: Mapping[str, int], power: int, stat: str) -> dict:
    """A Runner's SR, LR and Def after a Solo's Combat Sense: the whole Power goes to one stat.

    The text's "SR, LR of Def" is read as "or" (register CP-06); the Power cannot be split.
    Rules: Cyberpunk CCG Runner Roles: Solo.
    """
    as_name("stat", stat, SOLO_STATS)
    if not isinstance(stats, Mapping):
        raise TypeError(f"stats must be a mapping with {SOLO_STATS}, not {stats!r}")
    out = {s: as_whole(f"stats[{s!r}]", stats.get(s, 0), 0, MAX_STAT) for s in SOLO_STATS}
    out[stat] += as_whole("power", power, 0, MAX_STAT)
    return out
