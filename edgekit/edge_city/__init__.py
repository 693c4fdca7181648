"""Edge City (Imagineering Design, 1994): Win Rolls, combat, Rips, Theft, Sprawl cards, the city.

One module per part of the rules; each registers its own readings and lists its
public names in ``__all__``, which are re-exported here. Importing this package loads
neither matplotlib nor ipywidgets (pictures import them when drawn).
"""

# Order matters: a module may use readings registered by the ones before it (examples uses rip's).
from .rules import win  # isort: skip
from .rules import tech  # isort: skip
from .rules import combat  # isort: skip
from .rules import combat_dp  # isort: skip
from .rules import cool  # isort: skip
from .rip import data as rip_data  # isort: skip
from .rip import odds as rip  # isort: skip
from .rip import track as rip_play  # isort: skip
from .rules import theft  # isort: skip
from .rules import sprawl  # isort: skip
from .rules import encounters  # isort: skip
from .board import city  # isort: skip
from .board import deal  # isort: skip
from .rules import reputation  # isort: skip
from .board import pictures  # isort: skip
from .board import travel  # isort: skip
from .board import layouts  # isort: skip
from .examples import worked as examples  # isort: skip

_MODULES = (win, tech, combat, combat_dp, cool, rip_data, rip, rip_play, theft, sprawl, encounters,
            reputation, examples, city, deal, pictures, travel, layouts)

from .board.city import *  # noqa: E402,F403
from .board.deal import *  # noqa: E402,F403
from .board.layouts import *  # noqa: E402,F403
from .board.pictures import *  # noqa: E402,F403
from .board.travel import *  # noqa: E402,F403
from .examples.worked import *  # noqa: E402,F403
from .rip.data import *  # noqa: E402,F403
from .rip.odds import *  # noqa: E402,F403
from .rip.track import *  # noqa: E402,F403
from .rules.combat import *  # noqa: E402,F403
from .rules.combat_dp import *  # noqa: E402,F403
from .rules.cool import *  # noqa: E402,F403
from .rules.encounters import *  # noqa: E402,F403
from .rules.reputation import *  # noqa: E402,F403
from .rules.sprawl import *  # noqa: E402,F403
from .rules.tech import *  # noqa: E402,F403
from .rules.theft import *  # noqa: E402,F403
from .rules.win import *  # noqa: E402,F403

# isort: split
# Last: the Rip as a one-player game on the play layer (edgekit.play) uses the names above.
from .rip.game import rip_game  # noqa: E402,F401

__all__ = list(dict.fromkeys([*(name for mod in _MODULES for name in mod.__all__), "rip_game"]))

# The road to Hacker Legend (an MDP over the rules above).
from .road import legend as road  # noqa: E402,I001  # isort: skip
from .road.legend import *  # noqa: E402,F403

__all__ += list(road.__all__)

# "Your turn": the odds of each choice from a position.
from .road import turn  # noqa: E402,I001  # isort: skip
from .road.turn import *  # noqa: E402,F403

__all__ += list(turn.__all__)

# The whole game on the play layer (reduced: see edgekit.edge_city.whole_game.game).
from .whole_game import game as _game_module  # noqa: E402,I001  # isort: skip
from .whole_game.game import ILLUSTRATIVE_RIPPER, RIPPER_NAMES, EdgeCityGame, EdgeCityState  # noqa: E402,F401,I001
from .whole_game.game import Ripper, game  # noqa: E402,F401
from .whole_game.travel import ILLUSTRATIVE_TECH_TRAVEL, TechTravel  # noqa: E402,F401

__all__ += list(_game_module.__all__) + ["ILLUSTRATIVE_TECH_TRAVEL", "TechTravel"]

# The worked examples played through the whole game (uses the game above).
from .examples import in_game as game_examples  # noqa: E402,I001  # isort: skip
from .examples.in_game import *  # noqa: E402,F403

__all__ += list(game_examples.__all__)

from .cards import decks  # noqa: E402,I001  # isort: skip
from .cards.decks import *  # noqa: E402,F403

__all__ += list(decks.__all__)

# The cards of the whole game (the catalogue and the ILLUSTRATIVE deck descriptions).
from .cards import catalogue as _cards_module  # noqa: E402,I001  # isort: skip
from .cards.catalogue import *  # noqa: E402,F403

__all__ += list(_cards_module.__all__)
