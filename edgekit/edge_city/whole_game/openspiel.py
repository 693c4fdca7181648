"""The whole Edge City game registered with OpenSpiel as ``edgekit_edge_city`` (the play layer's adapter).

Rules: Edge City 8.0.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.edge_city` does not) and registers the
game: ``pyspiel.load_game("edgekit_edge_city", {"players": 3})``. Parameters: ``players`` and
``rounds``; everything else at :func:`~edgekit.edge_city.game`'s defaults.
:func:`~.game.register_openspiel` imports this module and returns the name.
"""

from __future__ import annotations

from types import MappingProxyType

from ...play.openspiel import register
from .game import game

__all__ = ["NAME", "DEFAULTS"]

NAME = "edgekit_edge_city"
DEFAULTS = MappingProxyType({"players": 2, "rounds": 6})


def _factory(players, rounds):
    return game(players, rounds=rounds)


register(NAME, _factory, DEFAULTS)
