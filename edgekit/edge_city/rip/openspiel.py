"""The Rip registered with OpenSpiel as ``edgekit_rip`` (through the play layer's adapter).

Rules: Edge City 11.6, 11.6.5.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.edge_city` does not) and registers the
game. Parameters: :data:`~.game.DEFAULT_PARAMS` (``status``, ``rip_type``, the Tech and Patron
inputs of :func:`~edgekit.edge_city.rip_game`) and every Edge City reading by its id:
``pyspiel.load_game("edgekit_rip", {"status": "Hacker", "second_chance": "optional"})``.
"""

from __future__ import annotations

from ...play.openspiel import register
from .game import DEFAULT_PARAMS, rip_game

__all__ = ["NAME", "DEFAULTS"]

NAME = "edgekit_rip"
DEFAULTS = DEFAULT_PARAMS   # OpenSpiel's default parameters: the factory's own

register(NAME, rip_game, DEFAULT_PARAMS)
