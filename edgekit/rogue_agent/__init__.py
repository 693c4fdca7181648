"""Rogue Agent (Stronghold Games, 2014): special dice as symbols, attacks, interception, search, the Bomb.

The rulebook names the special dice faces but never says how many of each sit on
a die (register RA-03), so every answer here is symbolic in the face
probabilities unless the reader substitutes a face mix.
"""

from . import (
            agent_board,
            android,
            android_attack,
            attack,
            bomb,
            city,
            criminals,
            datastream,
            dice,
            game,
            interception,
            killers,
            scoring,
            search,
            setup_counts,
)

_MODULES = (agent_board, dice, attack, interception, search, bomb, setup_counts, scoring, datastream,
            criminals, android, city, game, killers, android_attack)

from .agent_board import *  # noqa: E402,F403
from .android import *  # noqa: E402,F403
from .android_attack import *  # noqa: E402,F403
from .attack import *  # noqa: E402,F403
from .bomb import *  # noqa: E402,F403
from .city import *  # noqa: E402,F403
from .criminals import *  # noqa: E402,F403
from .datastream import *  # noqa: E402,F403
from .dice import *  # noqa: E402,F403
from .game import *  # noqa: E402,F403
from .interception import *  # noqa: E402,F403
from .killers import *  # noqa: E402,F403
from .scoring import *  # noqa: E402,F403
from .search import *  # noqa: E402,F403
from .setup_counts import *  # noqa: E402,F403

__all__ = [name for mod in _MODULES for name in mod.__all__]
from .bomb_game import bomb_game  # noqa: E402,F401 - a Defuse attempt on the play layer (edgekit.play)
