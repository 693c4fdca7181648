"""Edge City (Imagineering Design, 1994): Win Rolls, combat, Rips, Theft, Sprawl cards, the city.

One module per part of the rules; each registers its own readings and lists its
public names in ``__all__``, which are re-exported here.
"""

from . import city, combat, cool, examples, layouts, reputation, rip, sprawl, theft, travel, win
from .city import *  # noqa: F403
from .combat import *  # noqa: F403
from .cool import *  # noqa: F403
from .examples import *  # noqa: F403
from .layouts import *  # noqa: F403
from .reputation import *  # noqa: F403
from .rip import *  # noqa: F403
from .sprawl import *  # noqa: F403
from .theft import *  # noqa: F403
from .travel import *  # noqa: F403
from .win import *  # noqa: F403

__all__ = [name for mod in (win, combat, cool, rip, theft, sprawl, reputation, examples, city, travel, layouts)
           for name in mod.__all__]
