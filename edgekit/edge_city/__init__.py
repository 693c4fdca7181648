"""Edge City (Imagineering Design, 1994): Win Rolls, combat, Rips, Theft, Sprawl cards, the city.

One module per part of the rules; each registers its own readings and lists its
public names in ``__all__``, which are re-exported here. Importing this package loads
neither matplotlib nor ipywidgets (pictures import them when drawn).
"""

# Order matters: a module may use readings registered by the ones before it (examples uses rip's).
from . import win  # isort: skip
from . import tech, combat, combat_dp, cool, rip_data, rip, rip_play, theft  # isort: skip
from . import sprawl, encounters, city, deal, reputation, pictures, travel, layouts  # isort: skip
from . import examples  # isort: skip

_MODULES = (win, tech, combat, combat_dp, cool, rip_data, rip, rip_play, theft, sprawl, encounters,
            reputation, examples, city, deal, pictures, travel, layouts)

from .city import *  # noqa: E402,F403
from .combat import *  # noqa: E402,F403
from .combat_dp import *  # noqa: E402,F403
from .cool import *  # noqa: E402,F403
from .deal import *  # noqa: E402,F403
from .encounters import *  # noqa: E402,F403
from .examples import *  # noqa: E402,F403
from .layouts import *  # noqa: E402,F403
from .pictures import *  # noqa: E402,F403
from .reputation import *  # noqa: E402,F403
from .rip import *  # noqa: E402,F403
from .rip_data import *  # noqa: E402,F403
from .rip_play import *  # noqa: E402,F403
from .sprawl import *  # noqa: E402,F403
from .tech import *  # noqa: E402,F403
from .theft import *  # noqa: E402,F403
from .travel import *  # noqa: E402,F403
from .win import *  # noqa: E402,F403

# isort: split
# Last: the Rip as a one-player game on the play layer (edgekit.play) uses the names above.
from .rip_game import rip_game  # noqa: E402,F401

__all__ = list(dict.fromkeys([*(name for mod in _MODULES for name in mod.__all__), "rip_game"]))

# The road to Hacker Legend (an MDP over the rules above).
from . import road  # noqa: E402,I001  # isort: skip
from .road import *  # noqa: E402,F403

__all__ += list(road.__all__)

# "Your turn": the odds of each choice from a position.
from . import turn  # noqa: E402,I001  # isort: skip
from .turn import *  # noqa: E402,F403

__all__ += list(turn.__all__)

# The whole game on the play layer (reduced: see edgekit.edge_city.game).
from . import game as _game_module  # noqa: E402,I001  # isort: skip
from .game import ILLUSTRATIVE_RIPPER, RIPPER_NAMES, EdgeCityGame, EdgeCityState  # noqa: E402,F401,I001
from .game import Ripper, game  # noqa: E402,F401
from .game_travel import ILLUSTRATIVE_TECH_TRAVEL, TechTravel  # noqa: E402,F401

__all__ += list(_game_module.__all__) + ["ILLUSTRATIVE_TECH_TRAVEL", "TechTravel"]

from . import decks  # noqa: E402,I001  # isort: skip
from .decks import *  # noqa: E402,F403

__all__ += list(decks.__all__)

# The cards of the whole game (the catalogue and the ILLUSTRATIVE deck descriptions).
from . import cards as _cards_module  # noqa: E402,I001  # isort: skip
from .cards import *  # noqa: E402,F403

__all__ += list(_cards_module.__all__)
