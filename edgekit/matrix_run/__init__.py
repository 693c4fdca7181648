"""Whole Matrix runs: the grid, the game on the play layer, policies, exact small-stack solutions,
and the advanced ice breakers.

Rules: Matrix setup, Matrix steps 1-7, Matrix advanced game.

Reached through :mod:`edgekit.matrix` (``edgekit.matrix.game`` ...), which re-exports the public
names. Modules: :mod:`.grid` (the matrix as a grid; networkx and matplotlib imported on use),
:mod:`.game` (the run on the play layer), :mod:`.readings_mx` (the six run readings),
:mod:`.policies` (named policies), :mod:`.exact` (exact P(win) under optimal play for small stacks),
:mod:`.fast` (many runs, the same as ``play.simulate``, faster), :mod:`.effects` (the readings'
headline quantities), :mod:`.breakers` (the 24 names as data), :mod:`.openspiel_mx` (registers
``edgekit_matrix`` with OpenSpiel; imports pyspiel, so import it on demand).
"""

from .. import matrix as _matrix  # noqa: F401  (first: edgekit.matrix imports the modules below)
from .breakers import BREAKER_NAMES, Breaker, breaker, breakers
from .exact import exact_win, value_iteration_win
from .game import BRAIN_DEATH, MatrixGame, MatrixState, game
from .grid import COLOURS, Grid, draw
from .policies import default_policy, named_policies

__all__ = ["game", "MatrixGame", "MatrixState", "BRAIN_DEATH", "Grid", "draw", "COLOURS", "Breaker",
           "BREAKER_NAMES", "breaker", "breakers", "named_policies", "default_policy", "exact_win",
           "value_iteration_win"]
