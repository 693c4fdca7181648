"""One Defuse attempt registered with OpenSpiel as ``edgekit_bomb`` (through the play layer's adapter).

Rules: Rogue Agent, Defuse a Bomb (p. 11).

Importing this module imports ``pyspiel`` (so :mod:`edgekit.rogue_agent` does not) and registers the
game. Parameters: :data:`~.game.DEFAULT_PARAMS` (``timer``, the Bomb Timer 1..6, and ``dice``, the
special dice rolled) and every Rogue Agent reading by its id:
``pyspiel.load_game("edgekit_bomb", {"timer": 2, "dice": 4, "stability_variant": "simplified"})``.
"""

from __future__ import annotations

from ...play.openspiel import register
from .game import DEFAULT_PARAMS, bomb_game

__all__ = ["NAME", "DEFAULTS"]

NAME = "edgekit_bomb"
DEFAULTS = DEFAULT_PARAMS   # OpenSpiel's default parameters: the factory's own

register(NAME, bomb_game, DEFAULT_PARAMS)
