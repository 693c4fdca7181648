"""The whole game of Rogue Agent registered with OpenSpiel as ``edgekit_rogue_agent`` (through the
play layer's adapter).

Rules: Rogue Agent: Sequence of Play.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.rogue_agent` does not) and registers the
game; :func:`edgekit.rogue_agent.register_openspiel` imports it and returns the name. Parameters:
:data:`~.game.DEFAULT_PARAMS` (``players`` 2-4, ``mode`` "agent" or "android", ``payoff`` ...) and
every Rogue Agent reading by its id:
``pyspiel.load_game("edgekit_rogue_agent", {"players": 3, "mode": "android"})``.
"""

from __future__ import annotations

from ...play.openspiel import register
from .game import DEFAULT_PARAMS, game

__all__ = ["NAME", "DEFAULTS"]

NAME = "edgekit_rogue_agent"
DEFAULTS = DEFAULT_PARAMS   # OpenSpiel's default parameters: the factory's own

register(NAME, game, DEFAULT_PARAMS)
