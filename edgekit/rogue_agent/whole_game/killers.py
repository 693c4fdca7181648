"""Killer danger by district: what the Killers of the first Time Phase do to an Agent standing there.

Rules: Rogue Agent: A. Time Phase; C. City Phase step 2 (Killer Activation); Justice: Attack (Killer).

Exact over the first Time Phase: how many Killers come out of the full bag (hypergeometric,
:func:`~edgekit.rogue_agent.draw_counts`), the precinct die of each, and the Police Squad's die at
setup. Then Killer Activation is played by the same code as the whole game
(:func:`edgekit.rogue_agent.whole_game.phases.killer_activation`) with one unprotected Agent in the
district asked about. LABELLED SIMPLIFICATION: only Killers are on the board (the Criminals and
Bombs drawn beside them, which can shelter a district or push Killers along, are left out), the
Police Squad has not moved yet (its move is City Phase step 3, after the Killers), and the Agent has
no Informants. The city is :func:`~edgekit.rogue_agent.rhine_city`'s labelled default unless given.
"""

from __future__ import annotations

import functools
import itertools
import math
from fractions import Fraction

import sympy

from ...dist import Dist
from ...readings import uses
from ..city.graph import City, rhine_city
from ..rules.attack import killer_damage
from ..rules.datastream import draw_counts, start_bag
from ..rules.setup import check_players, tokens_drawn
from .phases import Agent, Table, killer_activation

__all__ = ["killer_danger"]

GAME = "Rogue Agent"
_FAR = 1000  # health high enough that no Hospital visit interrupts the count


@functools.lru_cache(maxsize=32)
def _danger(city: City, k_law: tuple, damage: int) -> tuple:
    names = city.districts
    precincts = [names.index(f"Precinct {n}") for n in range(1, 7)]
    out = []
    for d in range(len(names)):
        law: dict[int, Fraction] = {}
        for k, pk in k_law:
            for spots in itertools.combinations_with_replacement(precincts, k):
                ways = math.factorial(k)
                for p in set(spots):
                    ways //= math.factorial(spots.count(p))
                p_spots = Fraction(ways, 6 ** k)
                for police in precincts:
                    t = Table((0, 0, ()), (), tuple(sorted(spots)), (), police, (Agent(d, health=_FAR),))
                    t = killer_activation(t, city, names, 1, 0, lambda n: damage)
                    lost = _FAR - t.agents[0].health
                    law[lost] = law.get(lost, 0) + pk * p_spots / 6
        out.append((names[d], tuple(sorted(law.items()))))
    return tuple(out)


@uses("killer_informants")
def killer_danger(players: int, *, city: City | None = None, rules=None) -> dict[str, Dist]:
    """For each district: the exact law of the health an unprotected Agent standing there loses to
    the Killers of round 1 (City Phase step 2), under the labelled simplification above.

    >>> d = killer_danger(2)
    >>> d["Headquarters"].prob(0)
    1

    Rules: Rogue Agent: A. Time Phase; C. City Phase step 2; Justice: Attack (Killer).
    """
    n = check_players(players)
    c = rhine_city() if city is None else city
    if not isinstance(c, City):
        raise TypeError(f"city must be a City from rhine_city(), not {type(city).__name__}")
    law = draw_counts(start_bag(), tokens_drawn(n))
    k_law = {}
    for (_b, k, _c), p in law.probs().items():
        k_law[k] = k_law.get(k, 0) + p
    k_frac = tuple((k, Fraction(int(p.p), int(p.q))) for k, p in sorted(k_law.items()))
    dmg = killer_damage(0, rules=rules)
    result = _danger(c, k_frac, dmg)  # no Informants: the damage of 0 Informants
    return {name: Dist.from_probs({lost: sympy.Rational(p.numerator, p.denominator) for lost, p in items})
            for name, items in result}
