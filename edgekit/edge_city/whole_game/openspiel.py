"""The whole Edge City game registered with OpenSpiel as ``edgekit_edge_city`` (the play layer's adapter).

Rules: Edge City 8.0.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.edge_city` does not) and registers the
game. Parameters: :data:`~.game.DEFAULT_PARAMS` (``players``, ``rounds`` ... at the factory's
defaults) and every Edge City reading by its id:
``pyspiel.load_game("edgekit_edge_city", {"players": 3, "rounds": 6, "repeat_reset": "travel_only"})``.
:func:`~.game.register_openspiel` imports this module and returns the name.
"""

from __future__ import annotations

from ...play.openspiel import register
from .game import DEFAULT_PARAMS, game

__all__ = ["NAME", "DEFAULTS"]

NAME = "edgekit_edge_city"
DEFAULTS = DEFAULT_PARAMS   # OpenSpiel's default parameters: the factory's own

register(NAME, game, DEFAULT_PARAMS)
