"""The action ids of a Matrix run (:mod:`.game`), named once.

Rules: Matrix "Making a run" steps 1-3.

The ids are stable (golden transcripts, seeded runs and OpenSpiel record them): :data:`LAYOUT` lays
two blocks out end to end (the play layer's :func:`~edgekit.play.actions.lay_out`):

==============  ==============  ==============================================================
block           ids             what
==============  ==============  ==============================================================
``MOVE``        0..8835         phase "move": breaker ``b`` (a colour index of ``COLOURS``) to
                                space ``(x, y)`` of the 47 x 47 window: :func:`move`, read back
                                with :func:`move_of`
``POWER_UPS``   8836..8842      phase "budget": put up to ``k`` power-ups (0..6) in play:
                                ``POWER_UPS(k)``, read back with ``POWER_UPS.index(a)``
==============  ==============  ==============================================================

:data:`NUM_ACTIONS` is 8843. ``MOVE``'s member is ``b * CELLS + y * SIZE + x`` (:data:`CELLS` =
``SIZE**2``), built only by :func:`move`. The public ``encode_move``, ``decode_move`` and ``BUDGET``
(= ``POWER_UPS.base``) of :mod:`.game` are these. Don't confuse these with chance outcome ids: a
drawn tile's is :func:`tile_outcome` (colour and strength: ``tile_outcome("Suns", FORT)`` is 5), read
back with :func:`tile_of`; a roll's (power-ups spent, broken or not) is the game's own.
"""

from __future__ import annotations

from ...play.actions import block_of as _block_of
from ...play.actions import lay_out
from ..board.grid import COLOURS, FORT, SIZE

__all__ = ["LAYOUT", "NUM_ACTIONS", "CELLS", "MAX_POWER_UPS", "MOVE", "POWER_UPS", "move", "move_of",
           "block_of", "tile_outcome", "tile_of"]

CELLS = SIZE * SIZE   # the spaces of the window (a breaker's move block is one space per cell)
MAX_POWER_UPS = 6     # the most power-ups of one colour a runner can put in play

LAYOUT = lay_out(("MOVE", len(COLOURS) * CELLS), ("POWER_UPS", MAX_POWER_UPS + 1))
MOVE, POWER_UPS = LAYOUT
NUM_ACTIONS = LAYOUT[-1].end   # 8843


def move(breaker: int, space: tuple[int, int]) -> int:
    """The action id of moving breaker ``breaker`` (a colour index) to ``space`` (x, y)."""
    return MOVE(breaker * CELLS + space[1] * SIZE + space[0])


def move_of(action: int) -> tuple[int, tuple[int, int]]:
    """(breaker, space) of a move action id (the inverse of :func:`move`)."""
    b, c = divmod(MOVE.index(action), CELLS)
    return b, (c % SIZE, c // SIZE)


def block_of(a):
    """The block action id ``a`` belongs to."""
    return _block_of(LAYOUT, a, "a Matrix run's")


def tile_outcome(colour: str, strength: int) -> int:
    """The chance outcome id of drawing the ``colour`` tile of ``strength`` (1-5 ice, ``FORT`` the fort)."""
    if colour not in COLOURS:
        raise ValueError(f"colour: {colour!r} is not one of {COLOURS}")
    if isinstance(strength, bool) or not isinstance(strength, int) or not 1 <= strength <= FORT:
        raise ValueError(f"strength: {strength!r} is not a tile's strength (1..{FORT})")
    return COLOURS.index(colour) * FORT + strength - 1


def tile_of(outcome: int) -> tuple[str, int]:
    """(colour, strength) of a draw's chance outcome id (the inverse of :func:`tile_outcome`)."""
    n = len(COLOURS) * FORT
    if isinstance(outcome, bool) or not isinstance(outcome, int) or not 0 <= outcome < n:
        raise ValueError(f"outcome: {outcome!r:.40} is not a draw's outcome id (0..{n - 1})")
    return COLOURS[outcome // FORT], outcome % FORT + 1
