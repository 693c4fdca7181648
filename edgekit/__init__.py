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

from ._lazy import exports
from ._version import __version__ as __version__

# Lazy (PEP 562): `import edgekit` loads neither sympy nor any submodule until a name is used, so a
# cold `edgekit.readings.get(...)` costs the readings alone (issue 20's 1.2x `import sympy` target).
_names, __getattr__, __dir__ = exports(__name__, {
    "Dist": ".dist", "Procedure": ".procedure", "ChoiceProcedure": ".procedure",
    "Reading": ".readings", "Rules": ".readings", "Answer": ".readings",
})
__all__ = [*_names,
           # subpackages (imported by `from edgekit import *`, not by `import edgekit`)
           "play", "edge_city", "rogue_agent", "matrix", "cyberpunk_ccg"]
