"""One Defuse attempt registered with OpenSpiel as ``edgekit_bomb`` (through the play layer's adapter).

Rules: Rogue Agent, Defuse a Bomb (p. 11).

Importing this module imports ``pyspiel`` (so :mod:`edgekit.rogue_agent` does not) and registers the
game. Parameters: ``timer`` (the Bomb Timer, 1..6) and ``dice`` (the special dice rolled), the
readings at their defaults: ``pyspiel.load_game("edgekit_bomb", {"timer": 2, "dice": 4})``.
"""

from __future__ import annotations

from types import MappingProxyType

from ...play.openspiel import register
from .game import bomb_game

__all__ = ["DEFAULTS"]

DEFAULTS = MappingProxyType({"timer": 4, "dice": 9})


def _factory(**params):
    return bomb_game(**params)


register("edgekit_bomb", _factory, DEFAULTS)
