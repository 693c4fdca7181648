"""The team builder: Runners with Cyber and Equipment attached, every card limit checked.

A :class:`Build` is one Runner with its cards; a :class:`Team` is the Runners going together (and
who rides in whose Vehicle). :func:`check_build` and :func:`check_team` list every broken rule as a
:class:`Violation` with its citation (:func:`violations_table` shows them to a reader); :func:`totals`
adds up SR, LR, Def, Power, Style and Emp.
A stat a card does not print is a sympy symbol in the totals (``SR[Ghetto Bird]``), never a guess.

Rules: Cyberpunk CCG Cyber, Equipment, Runner Roles: Nomad.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from types import MappingProxyType

import sympy

from ...display import Table
from ...readings import uses
from .._check import MAX_CARDS, as_flag, as_name
from ..rules.roles import team_limit
from .cyber import empathy_state
from .model import Cyber, Equipment, Runner

__all__ = ["Violation", "Build", "Team", "check_build", "check_team", "totals", "team_totals", "STAT_NAMES",
           "violations_table"]


STAT_NAMES = MappingProxyType({"sr": "SR", "lr": "LR", "defense": "Def", "power": "Power", "style": "Style",
                               "emp": "Emp"})
CITE_CYBER, CITE_EQUIP, CITE_NOMAD = ("Cyberpunk CCG Cyber", "Cyberpunk CCG Equipment",
                                      "Cyberpunk CCG Runner Roles: Nomad")


@dataclass(frozen=True)
class Violation:
    """One broken rule: a short id, what is wrong, and the section it breaks."""

    rule: str
    message: str
    cite: str

    def __post_init__(self):
        for f in ("rule", "message", "cite"):
            as_name(f, getattr(self, f))

    def __str__(self) -> str:
        return f"{self.message} ({self.cite})"


def violations_table(violations, title: str = "Rules broken") -> Table:
    """What :func:`check_build` or :func:`check_team` found, for a reader: one row per broken rule
    (its id, what is wrong, the section it breaks); none at all says so in a note.

    ``violations``: a sequence of :class:`Violation` (TypeError naming ``violations`` otherwise).
    """
    if isinstance(violations, (str, bytes)) or not isinstance(violations, (tuple, list)):
        raise TypeError(f"violations must be a list of Violation values (check_build's result), "
                        f"not {type(violations).__name__}")
    for i, v in enumerate(violations):
        if not isinstance(v, Violation):
            raise TypeError(f"violations[{i}] must be a Violation, not {type(v).__name__}")
    if not isinstance(title, str):
        raise TypeError(f"title must be a str, not {type(title).__name__}")
    return Table(title, ("rule", "what is wrong", "section"),
                 [(v.rule.replace("_", " "), v.message, v.cite) for v in violations],
                 notes=() if violations else ("No rule broken: legal.",))


@dataclass(frozen=True)
class Build:
    """A Runner with attached Cyber and Equipment; ``equipped`` names the Weapons in use."""

    runner: Runner
    cyber: tuple[Cyber, ...] = ()
    equipment: tuple[Equipment, ...] = ()
    equipped: tuple[str, ...] = ()

    def __post_init__(self):
        if not isinstance(self.runner, Runner):
            raise TypeError(f"runner must be a Runner card, not {self.runner!r}")
        for name, kind in (("cyber", Cyber), ("equipment", Equipment)):
            cards = getattr(self, name)
            if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
                raise TypeError(f"{name} must be a tuple of {kind.__name__} cards, not {cards!r}")
            cards = tuple(cards)
            if len(cards) > MAX_CARDS or not all(isinstance(c, kind) for c in cards):
                raise TypeError(f"{name} must hold {kind.__name__} cards only (at most {MAX_CARDS})")
            object.__setattr__(self, name, cards)
        if isinstance(self.equipped, str) or not isinstance(self.equipped, Iterable):
            raise TypeError(f"equipped must be a tuple of Weapon names, not {self.equipped!r}")
        object.__setattr__(self, "equipped", tuple(as_name("equipped", n) for n in self.equipped))

    def attach(self, card) -> Build:
        """A new Build with ``card`` (Cyber or Equipment) attached; limits are checked by check_build."""
        if isinstance(card, Cyber):
            return replace(self, cyber=(*self.cyber, card))
        if isinstance(card, Equipment):
            return replace(self, equipment=(*self.equipment, card))
        raise TypeError(f"card: only Cyber and Equipment attach to a Runner, not {card!r}")

    def equip(self, weapon: str) -> Build:
        """A new Build with the named attached Weapon in use."""
        return replace(self, equipped=(*self.equipped, as_name("weapon", weapon)))


def _stat(card, field: str):
    v = getattr(card, field, 0)
    return sympy.Symbol(f"{STAT_NAMES[field]}[{card.name}]") if v is None else v


@uses("weapon_stats")
def totals(build: Build, *, rules=None) -> dict:
    """SR, LR, Def, Power, Style and Emp of a Runner with its cards (unknown values as symbols).

    Cyber and Equipment add their SR, LR, Def and Style; Cyber subtracts its Empathy loss; Power
    is the Runner's own. Rules: Cyberpunk CCG Card Types: Runners, Cyber, Equipment.
    """
    if not isinstance(build, Build):
        raise TypeError(f"build must be a Build, not {build!r}")
    out = {STAT_NAMES[f]: _stat(build.runner, f) for f in STAT_NAMES}
    counted = [c for c in build.equipment if not c.is_weapon or rules.weapon_stats == "all_attached"
               or c.name in build.equipped]
    for c in (*build.cyber, *counted):
        for f in ("sr", "lr", "defense", "style"):
            out[STAT_NAMES[f]] += _stat(c, f)
    out["Emp"] -= sum(c.emp_loss for c in build.cyber)
    return out


def _types(card: Equipment, how: str) -> tuple[str, ...]:
    attrs = [a for a in card.attributes if a != "Weapon"]
    return tuple(attrs[:1]) if how == "first_attribute" else tuple(attrs)


@uses("equipment_type")
def check_build(build: Build, *, rules=None) -> tuple[Violation, ...]:
    """Every card limit this Runner breaks (an empty tuple if none).

    One Cyber per body part; Emp at 0 or less burns the Runner; one Equipment card per type
    (Weapons excepted, reading ``equipment_type``); only attached Weapons can be equipped, and only
    one at a time unless the Runner is a Martial Artist (Cyber weapons never count).
    Rules: Cyberpunk CCG Cyber, Equipment.
    """
    if not isinstance(build, Build):
        raise TypeError(f"build must be a Build, not {build!r}")
    out, who = [], build.runner.name
    parts: dict[str, list[str]] = {}
    for c in build.cyber:
        parts.setdefault(c.part, []).append(c.name)
    for part, names in parts.items():
        if len(names) > 1:
            out.append(Violation("one_cyber_per_part", f"{who}: {len(names)} Cyber cards on {part} "
                                 f"({', '.join(names)}); at most one per body part or function", CITE_CYBER))
    if build.runner.emp is not None and empathy_state(build.runner.emp,
                                                      [c.emp_loss for c in build.cyber]) == "burned":
        out.append(Violation("burned", f"{who}: Emp {build.runner.emp} less "
                             f"{sum(c.emp_loss for c in build.cyber)} is 0 or less; the Runner is burned",
                             CITE_CYBER))
    types: dict[str, list[str]] = {}
    for c in build.equipment:
        for t in _types(c, rules.equipment_type):
            types.setdefault(t, []).append(c.name)
    for t, names in types.items():
        if len(names) > 1:
            out.append(Violation("one_equipment_per_type",
                                 f"{who}: {len(names)} Equipment cards of type {t} ({', '.join(names)}); "
                                 "one of each type (Weapons excepted)", CITE_EQUIP))
    weapons = {c.name for c in build.equipment if c.is_weapon}
    for n in build.equipped:
        if n not in weapons:
            out.append(Violation("equip_attached_weapon", f"{who}: {n} is not an attached Weapon",
                                 CITE_EQUIP))
    in_use = [n for n in dict.fromkeys(build.equipped) if n in weapons]
    if len(in_use) > 1 and not build.runner.martial_artist:
        out.append(Violation("one_weapon_equipped",
                             f"{who}: {len(in_use)} Weapons in use ({', '.join(in_use)}); one at a time "
                             "unless a Martial Artist (Cyber weapons do not count)", CITE_EQUIP))
    return tuple(out)


@dataclass(frozen=True)
class Team:
    """Runners going together: ``teamed`` or not; ``riders`` are (passenger, driver) name pairs:
    the passenger rides in the Vehicle attached to the driver."""

    builds: tuple[Build, ...]
    teamed: bool = True
    riders: tuple[tuple[str, str], ...] = ()

    def __post_init__(self):
        if isinstance(self.builds, (str, bytes)) or not isinstance(self.builds, Iterable):
            raise TypeError(f"builds must be a tuple of Build values, not {self.builds!r}")
        builds = tuple(self.builds)
        if not builds or len(builds) > MAX_CARDS or not all(isinstance(b, Build) for b in builds):
            raise TypeError("builds must hold at least one Build (and only Build values)")
        object.__setattr__(self, "builds", builds)
        as_flag("teamed", self.teamed)
        if isinstance(self.riders, (str, bytes)) or not isinstance(self.riders, Iterable):
            raise TypeError(f"riders must be (passenger, driver) pairs, not {self.riders!r}")
        riders = tuple(self.riders)
        for r in riders:
            if not isinstance(r, tuple) or len(r) != 2:
                raise TypeError(f"each of riders must be a (passenger, driver) pair, not {r!r}")
            as_name("passenger in riders", r[0])
            as_name("driver in riders", r[1])
        object.__setattr__(self, "riders", riders)


@uses("equipment_type", "nomad_team_limit")
def check_team(team: Team, *, rules=None) -> tuple[Violation, ...]:
    """Every rule the team breaks: each Runner's card limits, the team size (with Nomads) and the
    Vehicles' carrying capacity (the Runner a Vehicle is attached to counts).

    Rules: Cyberpunk CCG Cyber, Equipment, Runner Roles: Nomad (register CP-05).
    """
    if not isinstance(team, Team):
        raise TypeError(f"team must be a Team, not {team!r}")
    out = [v for b in team.builds for v in check_build(b, rules=rules)]
    names = [b.runner.name for b in team.builds]
    if len(set(names)) < len(names):
        out.append(Violation("one_card_once", "the same Runner is listed twice", "Cyberpunk CCG Card Types"))
    nomads = sum(b.runner.role == "Nomad" for b in team.builds)
    limit = team_limit(teamed=team.teamed, nomad=nomads, rules=rules)
    if len(team.builds) > limit:
        out.append(Violation("team_limit", f"{len(team.builds)} Runners; the legal limit is {limit} "
                             f"({'teamed' if team.teamed else 'un-teamed'}, {nomads} Nomad(s))", CITE_NOMAD))
    by_name = {b.runner.name: b for b in team.builds}
    seats: dict[str, list[str]] = {}
    for passenger, driver in team.riders:
        for n in (passenger, driver):
            if n not in by_name:
                out.append(Violation("rider_in_team", f"{n} rides but is not on the team", CITE_EQUIP))
        if driver in by_name and not any(c.is_vehicle for c in by_name[driver].equipment):
            out.append(Violation("vehicle_attached", f"{driver} has no Vehicle attached", CITE_EQUIP))
        seats.setdefault(driver, []).append(passenger)
    riding = [p for p, _ in team.riders]
    for p in {p for p in riding if riding.count(p) > 1}:
        out.append(Violation("one_seat", f"{p} rides in two Vehicles", CITE_EQUIP))
    for driver, passengers in seats.items():
        caps = [c.capacity for c in by_name[driver].equipment if c.is_vehicle] if driver in by_name else []
        known = [c for c in caps if c is not None]
        if known and len(passengers) + 1 > max(known):
            out.append(Violation("carrying_capacity",
                                 f"{driver}'s Vehicle carries {max(known)} Runners with its driver; "
                                 f"{len(passengers) + 1} aboard", CITE_EQUIP))
    return tuple(out)


@uses("weapon_stats")
def team_totals(team: Team, *, rules=None) -> dict:
    """The team's SR, LR, Def, Power, Style and Emp summed over its Runners.

    Rules: Cyberpunk CCG Card Types: Runners, Cyber, Equipment.
    """
    if not isinstance(team, Team):
        raise TypeError(f"team must be a Team, not {team!r}")
    out = dict.fromkeys(STAT_NAMES.values(), sympy.Integer(0))
    for b in team.builds:
        for k, v in totals(b, rules=rules).items():
            out[k] += v
    return out
