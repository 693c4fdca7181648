"""edgekit: exact odds, procedures, cities and rule readings for four cyberpunk games.

Modules: :mod:`edgekit.dist` (exact distributions), :mod:`edgekit.procedure`
(state machines and optimal choices), :mod:`edgekit.readings` (switchable rule
readings), :mod:`edgekit.montecarlo` (seeded cross-checks), and one package per
game: :mod:`edgekit.edge_city`, :mod:`edgekit.rogue_agent`.
"""

from .dist import Dist
from .procedure import ChoiceProcedure, Procedure
from .readings import Answer, Reading

__all__ = ["Dist", "Procedure", "ChoiceProcedure", "Reading", "Answer"]
__version__ = "0.1.0"
