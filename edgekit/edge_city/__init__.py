"""Edge City (Imagineering Design, 1994): Win Rolls, combat, Rips, Theft, Sprawl cards, the city.

One module per part of the rules; each registers its own readings and lists its
public names in ``__all__``, which are re-exported here.
"""

# Order matters: a module may use readings registered by the ones before it (examples uses rip's).
from . import win  # isort: skip
from . import combat, cool, rip, theft, sprawl, reputation, city, travel, layouts  # isort: skip
from . import examples  # isort: skip

_MODULES = (win, combat, cool, rip, theft, sprawl, reputation, examples, city, travel, layouts)

from .city import *  # noqa: E402,F403
from .combat import *  # noqa: E402,F403
from .cool import *  # noqa: E402,F403
from .examples import *  # noqa: E402,F403
from .layouts import *  # noqa: E402,F403
from .reputation import *  # noqa: E402,F403
from .rip import *  # noqa: E402,F403
from .sprawl import *  # noqa: E402,F403
from .theft import *  # noqa: E402,F403
from .travel import *  # noqa: E402,F403
from .win import *  # noqa: E402,F403

__all__ = [name for mod in _MODULES for name in mod.__all__]
from .rip_game import rip_game  # noqa: E402,F401 - the Rip on the play layer (edgekit.play)
