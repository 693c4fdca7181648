"""The Matrix run registered with OpenSpiel as ``edgekit_matrix`` (through the play layer's adapter).

Rules: Matrix setup, Matrix steps 1-7, Matrix advanced game.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.matrix` does not). Parameters:
:data:`~.game.DEFAULT_PARAMS` (``advanced``, ``target``: :data:`~.game.NO_TARGET` -1 for none, else
0..9, ``colours``, ``ice``, ``bottom_ice``: the stack) and every Matrix reading by its id:
``pyspiel.load_game("edgekit_matrix", {"colours": 1, "matrix_reentry": "free"})``.
"""

from __future__ import annotations

from ...play.openspiel import mcts_policy, openspiel_game, register
from .game import DEFAULT_PARAMS, game

__all__ = ["matrix_openspiel_game", "mcts_policy", "NAME", "DEFAULTS"]

NAME = "edgekit_matrix"
DEFAULTS = DEFAULT_PARAMS   # OpenSpiel's default parameters: the factory's own (target -1: none)

register(NAME, game, DEFAULT_PARAMS)


def matrix_openspiel_game(**options):
    """``edgekit.matrix.game(**options)`` as a ``pyspiel.Game`` (readings too, through the adapter)."""
    return openspiel_game(game(**options))
