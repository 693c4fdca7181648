"""The Punknaught: a Vehicle built on a Chassis from other Equipment cards.

Rules: Cyberpunk CCG Equipment: Punknaught (registers CP-02, CP-03).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from types import MappingProxyType

from ...data import load_csv
from ...readings import uses
from .._check import MAX_CARDS, MAX_STAT, as_whole, whole_list

__all__ = ["PUNKNAUGHT_MINIMUM", "CONSTRUCTION_TOKENS", "punknaught_complete", "punknaught_bonus",
           "chassis_owner_turns"]

#: Construction tokens placed on a new Chassis (printed; Cyberpunk CCG Equipment: Punknaught).
CONSTRUCTION_TOKENS = 3

# Cards attached besides the Chassis in the minimum build, by attribute (data/cyberpunk_ccg).
PUNKNAUGHT_MINIMUM = MappingProxyType(
    {r["attribute"]: r["count"] for r in load_csv("cyberpunk_ccg/punknaught_parts.csv",
                                                   {"attribute": str, "count": int, "source": str},
                                                   key="attribute")})


@uses("punknaught_list")
def punknaught_complete(attached: Mapping[str, int], *, rules=None) -> bool | None:
    """Is a Punknaught Chassis complete with these attached card counts by type? ``None`` if unknowable.

    ``attached`` maps an Equipment attribute ("Car", "Armor", "Lift", "Heavy Weapon", ...) to the
    number of such cards under the Chassis. Rules: Cyberpunk CCG Equipment: Punknaught (register CP-02).
    """
    if not isinstance(attached, Mapping):
        raise TypeError(f"attached must be a mapping of attribute -> count, not {attached!r}")
    counts = {}
    for k, v in attached.items():
        if not isinstance(k, str) or not k.strip():
            raise TypeError(f"attached keys must be Equipment attributes (names), not {k!r}")
        counts[k] = as_whole(f"attached[{k!r}]", v, 0, MAX_CARDS)
    if rules.punknaught_list == "unknown":
        return None
    return all(counts.get(t, 0) >= n for t, n in PUNKNAUGHT_MINIMUM.items())


def punknaught_bonus(card_bonuses) -> int:
    """A completed Punknaught's bonus in one stat: the cards' bonuses, -1 per card and for the Chassis.

    ``card_bonuses`` lists the stat bonus of each attached card (the Chassis not included). With
    the minimum build of 7 cards plus the Chassis the penalty is -8. Rules: Cyberpunk CCG
    Equipment: Punknaught.
    """
    bonuses = whole_list("card_bonuses", card_bonuses, lo=-MAX_STAT)
    return sum(bonuses) - (len(bonuses) + 1)


@uses("construction_tokens")
def chassis_owner_turns(players: int, *, tokens: int = CONSTRUCTION_TOKENS, rules=None) -> int:
    """On which of its owner's following turns a new Chassis can first move (1 = the next one).

    The Chassis arrives with ``tokens`` construction tokens during its owner's turn; one comes off
    at the start of each turn (every player's, or the owner's only), so with P players the answer
    is ceil(tokens / P) or ``tokens``. Rules: Cyberpunk CCG Equipment: Punknaught (register CP-03).
    """
    players = as_whole("players", players, 1, 100)
    tokens = as_whole("tokens", tokens, 0, MAX_STAT)
    return tokens if rules.construction_tokens == "owner_turn" else math.ceil(tokens / players)
