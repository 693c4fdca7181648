"""The Rip registered with OpenSpiel as ``edgekit_rip`` (through the play layer's adapter).

Rules: Edge City 11.6, 11.6.5.

Importing this module imports ``pyspiel`` (so :mod:`edgekit.edge_city` does not) and registers
the game: ``pyspiel.load_game("edgekit_rip", {"status": "Hacker"})``. Parameters: ``status``,
``rip_type``, ``second_chance`` and ``attempts`` (the readings), as :func:`~edgekit.edge_city.rip_game`
takes them.
"""

from __future__ import annotations

from types import MappingProxyType

from ...play.openspiel import register
from .game import rip_game

__all__ = ["DEFAULTS"]

DEFAULTS = MappingProxyType({"status": "Wannabee", "rip_type": "sensitive", "second_chance": "compulsory",
                             "attempts": "per_space"})


def _factory(**p):
    return rip_game(p.pop("status"), p.pop("rip_type"), **p)


register("edgekit_rip", _factory, DEFAULTS)
