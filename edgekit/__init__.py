"""edgekit: exact odds, procedures, cities and rule readings for four cyberpunk games.

Modules: :mod:`edgekit.dist` (exact distributions), :mod:`edgekit.procedure`
(state machines and optimal choices), :mod:`edgekit.readings` (switchable rule
readings and the Rules value of each game), :mod:`edgekit.display` (what the
reader sees: one number style, labelled tables, computed sentences),
:mod:`edgekit.montecarlo` (seeded cross-checks), :mod:`edgekit.play` (any game
played, logged, stepped through and simulated the same way, with OpenSpiel's bots), and one package per game:
:mod:`edgekit.edge_city`, :mod:`edgekit.rogue_agent`, :mod:`edgekit.matrix`,
:mod:`edgekit.cyberpunk_ccg`. The subpackages are imported on first use.
"""

from ._version import __version__ as __version__
from .dist import Dist
from .procedure import ChoiceProcedure, Procedure
from .readings import Answer, Reading, Rules

__all__ = ["Dist", "Procedure", "ChoiceProcedure", "Reading", "Rules", "Answer",
           # subpackages (imported by `from edgekit import *`, not by `import edgekit`)
           "play", "edge_city", "rogue_agent", "matrix", "cyberpunk_ccg"]
