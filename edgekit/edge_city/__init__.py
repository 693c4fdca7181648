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
