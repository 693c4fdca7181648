"""Headline functions for Cyberpunk CCG (see :mod:`edgekit.headlines`)."""

from __future__ import annotations

from typing import Any

import sympy

from .. import cyberpunk_ccg as cc
from .registry import headline

# --- Cyberpunk CCG (counts and yes/no answers: shown, not scored) ------------------------------------

@headline("corp_cap")
def _corp_cap(option: str) -> dict[str, Any]:
    """EB from a Location printed at 3 EB with Corps of these Powers. Rules: Cyberpunk CCG Runner Roles."""
    return {f"EB: Location of 3 EB, Corps of Power {', '.join(map(str, p))}":
            cc.corp_eb(3, p, corp_cap=option) for p in ((1,), (2, 2), (5,))}


@headline("construction_tokens")
def _construction_tokens(option: str) -> dict[str, Any]:
    """The owner's turns before a Chassis can move. Rules: Cyberpunk CCG Equipment: Punknaught."""
    return {f"owner's turns before a Chassis moves: {n} players":
            cc.chassis_owner_turns(n, construction_tokens=option) for n in (2, 3, 4)}


@headline("punknaught_list")
def _punknaught_list(option: str) -> dict[str, Any]:
    """Cards a Punknaught needs attached (besides the Chassis) before it works, and its stat penalty
    for that build; a symbol where the list is unknown. Rules: Cyberpunk CCG Equipment: Punknaught.
    """
    n = sum(cc.PUNKNAUGHT_MINIMUM.values()) if option == "minimum_sentence" else sympy.Symbol("n_required")
    return {"cards required before a Punknaught works (count)": n,
            "stat penalty of that build (count)": -(n + 1)}


@headline("cop_action_exception")
def _cop_action_exception(option: str) -> dict[str, Any]:
    """Opposing Runners of Power 1 that Cops of total Power 5 may bust in a skirmish (//Action) and
    with a Response (//Any), among one Cop, one Solo and one Netrunner (counts).
    Rules: Cyberpunk CCG Runner Roles: Cop.
    """
    def may(is_cop: bool, form: str) -> bool:
        try:
            cc.cop_bust(1, [5], target_is_cop=is_cop, form=form, cop_action_exception=option)
        except ValueError:
            return False
        return True

    return {f"Runners a Cop may bust with its {label}: a Cop, a Solo and a Netrunner opposing":
            sum(may(is_cop, form) for is_cop in (True, False, False))
            for form, label in (("action", "//Action form"), ("response", "//Any (Response) form"))}


@headline("med_tech_compare")
def _med_tech_compare(option: str) -> dict[str, Any]:
    """Is a Runner of Power 3 and cost 5 saved (1 yes, 0 no)? Rules: Cyberpunk CCG Runner Roles: Med-Tech."""
    runner = {"power": 3, "cost": 5}
    return {f"saved (1 yes, 0 no): Runner of Power 3, cost 5, Med-Techs of Power {t}":
            int(cc.med_tech_saves(runner, (t,), med_tech_compare=option)) for t in (3, 4, 5)}


@headline("nomad_team_limit")
def _nomad_team_limit(option: str) -> dict[str, Any]:
    """Legal team sizes with Nomads. Rules: Cyberpunk CCG Runner Roles: Nomad."""
    return {f"legal size (count): {'teamed' if teamed else 'un-teamed'}, {n} Nomad(s)":
            cc.team_limit(teamed=teamed, nomad=n, nomad_team_limit=option)
            for teamed in (True, False) for n in (1, 2)}


def _runner_with(*equipment, equipped=()):
    return cc.Build(cc.Runner("Runner", sr=2, lr=1, defense=1, power=2, style=1, emp=6),
                    equipment=equipment, equipped=equipped)


@headline("equipment_type")
def _equipment_type(option: str) -> dict[str, Any]:
    """Broken limits when a Runner carries an Armor;Clothing card and a Clothing;Armor card.
    Rules: Cyberpunk CCG Equipment.
    """
    b = _runner_with(cc.Equipment("Vest", attributes=("Armor", "Clothing"), sr=0, lr=0, defense=2, style=0),
                     cc.Equipment("Jacket", attributes=("Clothing", "Armor"), sr=0, lr=0, defense=1, style=1))
    return {"one-per-type violations (count): Armor;Clothing + Clothing;Armor":
            len(cc.check_build(b, equipment_type=option))}


@headline("weapon_stats")
def _weapon_stats(option: str) -> dict[str, Any]:
    """SR of a Runner (SR 2) with two Weapons attached (SR +3, SR +2), the first in use.
    Rules: Cyberpunk CCG Equipment.
    """
    b = _runner_with(cc.Equipment("Rifle", attributes=("Weapon",), sr=3, lr=0, defense=0, style=0),
                     cc.Equipment("Knife", attributes=("Weapon",), sr=2, lr=0, defense=0, style=0),
                     equipped=("Rifle",))
    return {"SR (count): Runner SR 2, Weapons SR +3 (in use) and SR +2":
            cc.totals(b, weapon_stats=option)["SR"]}


# --- Cyberpunk CCG: Sponsor Uses and the Punknaught Chassis (issue 22) ------------------------------

@headline("sponsor_use")
def _sponsor_use(option: str) -> dict[str, Any]:
    """A Sponsor with one Legwork ability: may it still be activated after the EB is taken, and what a
    turn gives. Rules: Cyberpunk CCG Card Types: Sponsors."""
    s = cc.SponsorUse(cc.Sponsor("Sponsor", eb=6)).take_eb(sponsor_use=option)
    ability = cc.SponsorAbility("a Legwork ability", "Legwork")
    return {"phase abilities activated in a turn after taking the EB (count)": int(s.can_activate(ability,
                                                                                                 "Legwork")),
            "EB and phase abilities in one turn (count of both)": 1 + int(s.can_activate(ability, "Legwork"))}


def _part(name: str, *attributes: str):
    return cc.Equipment(name, attributes=attributes)


@headline("chassis_cards")
def _chassis_cards(option: str) -> dict[str, Any]:
    """Can the minimum build (2 Cars, 2 Armor, 2 Lift, 1 Heavy Weapon) be put under a Chassis, each
    Vehicle or Heavy Weapon by a Techie, the rest attached? Rules: Cyberpunk CCG Equipment: Punknaught."""
    ch = cc.place_chassis(cc.Location("Garage"))
    parts = [_part("Car 1", "Vehicle", "Car"), _part("Car 2", "Vehicle", "Car"), _part("Plate 1", "Armor"),
             _part("Plate 2", "Armor"), _part("Lift 1", "Lift"), _part("Lift 2", "Lift"),
             _part("Cannon", "Heavy Weapon")]
    placed = 0
    for p in parts:
        try:
            if "Vehicle" in p.attributes or "Heavy Weapon" in p.attributes:
                ch = ch.techie_move(p, phase="Damage Control")
            else:
                ch = ch.attach(p, chassis_cards=option)
            placed += 1
        except ValueError:
            pass
    return {"cards of the minimum build under the Chassis (count)": placed,
            "a working Punknaught (1 yes, 0 no)": int(bool(ch.working()))}


@headline("chassis_techie_moves")
def _chassis_techie_moves(option: str) -> dict[str, Any]:
    """Damage Control phases needed to move three Vehicles under a Chassis with two Techies.
    Rules: Cyberpunk CCG Equipment: Punknaught, Runner Roles: Techie."""
    ch = cc.place_chassis(cc.Location("Garage"))
    left, phases = 3, 0
    while left:
        phases += 1
        ch = ch.start_of_turn(owner_turn=True)
        for _techie in range(2):
            try:
                ch = ch.techie_move(_part(f"Car {left}", "Vehicle", "Car"), phase="Damage Control",
                                    chassis_techie_moves=option)
            except ValueError:
                break
            left -= 1
            if not left:
                break
    return {"Damage Control phases to move 3 Vehicles with 2 Techies (count)": phases}
