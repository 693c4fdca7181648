"""The Matrix run registered with OpenSpiel as ``edgekit_matrix`` (through the play layer's adapter).

Rules: Matrix setup, Matrix steps 1-7, Matrix advanced game.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.matrix` does not). Parameters:
``advanced`` (bool), ``target`` (-1 for none, else 0..9), ``colours``, ``ice``, ``bottom_ice``
(the stack), readings at their defaults. ``pyspiel.load_game("edgekit_matrix", {"colours": 1})``.
"""

from __future__ import annotations

from types import MappingProxyType

from ...play.openspiel import mcts_policy, openspiel_game, register
from .game import game

__all__ = ["matrix_openspiel_game", "mcts_policy", "DEFAULTS"]

DEFAULTS = MappingProxyType({"advanced": False, "target": -1, "colours": 4, "ice": 5, "bottom_ice": 6})


def _factory(advanced=False, target=-1, colours=4, ice=5, bottom_ice=6):
    if isinstance(target, bool) or not isinstance(target, int):
        raise TypeError(f"target must be a whole number (-1 for none), not {target!r}")
    return game(advanced=advanced, target=None if target == -1 else target, colours=colours, ice=ice,
                bottom_ice=bottom_ice)


register("edgekit_matrix", _factory, DEFAULTS)


def matrix_openspiel_game(**options):
    """``edgekit.matrix.game(**options)`` as a ``pyspiel.Game`` (readings too, through the adapter)."""
    return openspiel_game(game(**options))
