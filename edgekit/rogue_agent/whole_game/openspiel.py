"""The whole game of Rogue Agent registered with OpenSpiel as ``edgekit_rogue_agent`` (through the
play layer's adapter).

Rules: Rogue Agent: Sequence of Play.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.rogue_agent` does not) and registers the
game; :func:`edgekit.rogue_agent.register_openspiel` imports it and returns the name. Parameters:
``players`` (2-4) and ``mode`` ("agent" or "android"), the readings at their defaults:
``pyspiel.load_game("edgekit_rogue_agent", {"players": 3, "mode": "android"})``.
"""

from __future__ import annotations

from types import MappingProxyType

from ...play.openspiel import register
from .game import game

__all__ = ["NAME", "DEFAULTS"]

NAME = "edgekit_rogue_agent"
DEFAULTS = MappingProxyType({"players": 2, "mode": "agent"})


def _factory(**params):
    return game(params.pop("players"), mode=params.pop("mode"), **params)


register(NAME, _factory, DEFAULTS)
