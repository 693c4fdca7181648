"""Android mode's dice: Attack an Agent, Attack an Android and Attack a district, exactly.

Rules: Rogue Agent: Android Mode: Covert Actions (C. Attack an Agent, D. Attack a district);
Agent Actions in Android Mode (Attack an Android); Dice Faces.

The attacker rolls 3 red dice, a green die per Pistol upgrade and a black die per ammo spent (at
most three black dice). Hits are explosions, each boost doubling one explosion (as in
:func:`~edgekit.rogue_agent.hits`). Against a player, the target may take one free green die per
fuel spent while green dice are left, and each car on its dice cancels one hit; only its cars
count. Against a district, the Informants in its slots cancel hits top slot first, each removed
as it does; two or more hits left destroy the district. No re-rolls are printed for these
attacks, so every answer is one roll: symbolic in the face probabilities unless a
:class:`~edgekit.rogue_agent.FaceMix` is given (RA-03). Whether "car" is the fuel face is the
reading ``car_face`` (RA-18); what an Informant does when no hit is left to cancel is the reading
``district_informants``; whether a pistol on the attacker's dice wounds the attacker (as in Justice:
Attack) is the reading ``android_pistols``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import sympy

from ...dist import Dist
from ...exact import as_whole
from ...readings import uses
from ..rules.attack import attack_hits
from ..rules.dice import FaceMix, dice_limit, pool_counts

__all__ = ["android_attack_pool", "defender_dice", "player_attack_hits", "player_attack", "district_attack",
           "district_destroyed_probability", "ANDROID_BLACK_LIMIT", "DESTROY_HITS"]

#: At most three black dice in an Android-mode attack (printed).
ANDROID_BLACK_LIMIT = 3
#: Uncancelled hits that destroy a district (printed: "at least 2").
DESTROY_HITS = 2


def android_attack_pool(*, pistols: int = 0, ammo: int = 0) -> dict[str, int]:
    """The attacker's dice in an Android-mode attack: 3 red, a green per Pistol, a black per ammo (at most 3).

    >>> android_attack_pool(pistols=1, ammo=2)
    {'red': 3, 'green': 1, 'black': 2}

    Rules: Rogue Agent: Android Mode: Covert Actions (C. Attack an Agent; D. Attack a district).
    """
    as_whole("pistols", pistols, lo=0, hi=9)
    as_whole("ammo", ammo, lo=0, hi=ANDROID_BLACK_LIMIT)
    return {"red": 3, "green": pistols, "black": ammo}


@uses("special_dice_split")
def defender_dice(fuel: int, attacker_green: int = 0, *, rules=None) -> int:
    """Free green dice the target of an Android-mode attack takes: one per fuel spent, while green dice
    are left after the attacker's.

    >>> defender_dice(5, 1)
    2

    Rules: Rogue Agent: Android Mode: Covert Actions (C. Attack an Agent, step 2).
    """
    fuel = as_whole("fuel", fuel, lo=0, hi=100)
    left = dice_limit("green", rules=rules)
    attacker_green = as_whole("attacker_green", attacker_green, lo=0, hi=left)
    return min(fuel, left - attacker_green)


def _attacker(pool: Mapping[str, int], mix, face_colours, special_dice_split, rules, wounds: bool) -> Dist:
    if not isinstance(pool, Mapping):
        raise TypeError(f"pool must be a mapping {{colour: number of dice}}, not {pool!r}")
    black = pool.get("black", 0)
    if isinstance(black, int) and not isinstance(black, bool) and black > ANDROID_BLACK_LIMIT:
        raise ValueError(f"pool: at most {ANDROID_BLACK_LIMIT} black dice in an Android-mode attack, not "
                         f"{pool['black']}")
    if wounds:  # (hits, pistols on the attacker's dice)
        return attack_hits(pool, mix=mix, face_colours=face_colours, special_dice_split=special_dice_split,
                           rules=rules)
    return attack_hits(pool, mix=mix, with_wounds=False, face_colours=face_colours,
                       special_dice_split=special_dice_split, rules=rules).map(lambda h: (h, 0))


@uses("face_colours", "special_dice_split", "car_face")
def player_attack_hits(pool: Mapping[str, int], defender_green: int = 0, *, mix: FaceMix | None = None,
                       rules=None) -> Dist:
    """Dist of the health the target loses (hits less cars, at least 0) in Attack an Agent / an Android.

    ``pool``: the attacker's dice (:func:`android_attack_pool`); ``defender_green``: the target's green
    dice (:func:`defender_dice`). Symbolic without a ``mix``.

    Rules: Rogue Agent: Android Mode: Covert Actions (C. Attack an Agent); Agent Actions in Android
    Mode (Attack an Android).
    """
    d = player_attack(pool, defender_green, mix=mix, rules=rules)
    return d.map(lambda o: o[0])


@uses("face_colours", "special_dice_split", "car_face", "android_pistols")
def player_attack(pool: Mapping[str, int], defender_green: int = 0, *, mix: FaceMix | None = None,
                  rules=None) -> Dist:
    """Dist of ``(health the target loses, health the attacker loses to its own pistols)`` in Attack an
    Agent / an Android (the second is 0 under ``android_pistols="ignored"``). Symbolic without a ``mix``.

    Rules: Rogue Agent: Android Mode: Covert Actions (C. Attack an Agent); Agent Actions in Android
    Mode (Attack an Android).
    """
    as_whole("defender_green", defender_green, lo=0, hi=9)
    hits = _attacker(pool, mix, rules.face_colours, rules.special_dice_split, rules,
                     rules.android_pistols == "wound")
    if defender_green == 0:
        return hits
    used = dict(pool)
    if used.get("green", 0) + defender_green > dice_limit("green",
                                                           rules=rules):
        raise ValueError(f"defender_green: {defender_green} green dice with the attacker's "
                         f"{used.get('green', 0)} is more green dice than exist")
    face = "fuel" if rules.car_face == "fuel" else "car"
    cars = pool_counts({"green": defender_green}, (face,), mix=mix, rules=rules).map(lambda c: c[0])
    return hits.combine(cars, lambda h, c: (max(0, h[0] - c), h[1]))


def _cancel(roll: tuple, informants: int, always: bool) -> tuple[int, int, int]:
    hits, wounds = roll
    removed = informants if always else min(hits, informants)
    return max(0, hits - informants), removed, wounds


@uses("face_colours", "special_dice_split", "district_informants", "android_pistols")
def district_attack(pool: Mapping[str, int], informants: int = 0, *, mix: FaceMix | None = None,
                    rules=None) -> Dist:
    """Dist of ``(hits left, Informants removed, health the attacker loses to its own pistols)`` of an
    attack on a district holding ``informants`` (0-2); two or more hits left destroy it
    (:data:`DESTROY_HITS`).

    Rules: Rogue Agent: Android Mode: Covert Actions (D. Attack a district).
    """
    as_whole("informants", informants, lo=0, hi=2)
    hits = _attacker(pool, mix, rules.face_colours, rules.special_dice_split, rules,
                     rules.android_pistols == "wound")
    always = rules.district_informants == "always"
    return hits.map(lambda h: _cancel(h, informants, always))


@uses("face_colours", "special_dice_split", "district_informants")
def district_destroyed_probability(pool: Mapping[str, int], informants: int = 0, *,
                                   mix: FaceMix | None = None, rules=None) -> Any:
    """P(an attack on a district with ``informants`` Informants leaves 2 or more hits): it is destroyed.

    Rules: Rogue Agent: Android Mode: Covert Actions (D. Attack a district).
    """
    d = district_attack(pool, informants, mix=mix,
                        rules=rules)
    p = d.p(lambda o: o[0] >= DESTROY_HITS)
    return sympy.expand(p) if isinstance(p, sympy.Expr) and p.free_symbols else p
