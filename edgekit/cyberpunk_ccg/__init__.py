"""Cyberpunk CCG (rules v2.3s, "The Cards" chapter): the cards, the Runner abilities, the team limits,
Legwork arithmetic and deck odds.

Our copy of the rulebook holds only the chapter on cards (register CP-01): the turn sequence,
combat and victory rules are missing, so no game-level probability can be computed from it. What
*is* there is exact: the seven card types and their fields (:mod:`.cards`), the Runner roles'
thresholds (:mod:`.roles`), Cyber and Empathy (:mod:`.cyber`), the Punknaught (:mod:`.punknaught`),
the card limits of a team (:mod:`.team`), Legwork security (:mod:`.legwork`), and the chances of
drawing cards from a deck the caller describes (:mod:`.odds`).

Citations name the part of the chapter, e.g. "Cyberpunk CCG Runner Roles: Cop".
"""

from . import cards, cyber, legwork, odds, punknaught, roles, team
from .cards import *  # noqa: F403
from .cyber import *  # noqa: F403
from .legwork import *  # noqa: F403
from .odds import *  # noqa: F403
from .punknaught import *  # noqa: F403
from .roles import *  # noqa: F403
from .team import *  # noqa: F403

__all__ = [n for m in (roles, cyber, punknaught, cards, team, legwork, odds) for n in m.__all__]
