"""Rogue Agent (Stronghold Games, 2014): special dice as symbols, attacks, interception, search, the Bomb.

The rulebook names the special dice faces but never says how many of each sit on
a die (register RA-03), so every answer here is symbolic in the face
probabilities unless the reader substitutes a face mix.
"""

from . import bomb
from .android import attack as android_attack
from .android import tokens as android
from .city import graph as city
from .rules import attack, criminals, datastream, dice, interception, scoring, search
from .rules import setup as setup_counts
from .whole_game import agent_board, game, killers

_MODULES = (agent_board, dice, attack, interception, search, bomb, setup_counts, scoring, datastream,
            criminals, android, city, game, killers, android_attack)

from .android.attack import *  # noqa: E402,F403
from .android.tokens import *  # noqa: E402,F403
from .bomb import *  # noqa: E402,F403
from .city.graph import *  # noqa: E402,F403
from .rules.attack import *  # noqa: E402,F403
from .rules.criminals import *  # noqa: E402,F403
from .rules.datastream import *  # noqa: E402,F403
from .rules.dice import *  # noqa: E402,F403
from .rules.interception import *  # noqa: E402,F403
from .rules.scoring import *  # noqa: E402,F403
from .rules.search import *  # noqa: E402,F403
from .rules.setup import *  # noqa: E402,F403
from .whole_game.agent_board import *  # noqa: E402,F403
from .whole_game.game import *  # noqa: E402,F403
from .whole_game.killers import *  # noqa: E402,F403

__all__ = [name for mod in _MODULES for name in mod.__all__]
from .bomb.game import bomb_game  # noqa: E402,F401 - a Defuse attempt on the play layer (edgekit.play)
