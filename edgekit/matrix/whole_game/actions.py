"""The action ids of a Matrix run (:mod:`.game`), named once.

Rules: Matrix "Making a run" steps 1-3.

The ids are stable (golden transcripts, seeded runs and OpenSpiel record them): :data:`LAYOUT` lays
the blocks out end to end (the play layer's :func:`~edgekit.play.actions.lay_out`); a new block is
only ever appended:

==============  ==============  ==============================================================
block           ids             what
==============  ==============  ==============================================================
``MOVE``        0..8835         phase "move": breaker ``b`` (a colour index of ``COLOURS``) to
                                space ``(x, y)`` of the 47 x 47 window: :func:`move`, read back
                                with :func:`move_of`
``POWER_UPS``   8836..8842      phase "budget": put up to ``k`` power-ups (0..6) in play:
                                ``POWER_UPS(k)``, read back with ``POWER_UPS.index(a)``
``PICK_PAWN``   8843..8846      phase "setup" (advanced game, ``pawns="choose"``): pawn ``b``
                                becomes an advanced breaker (a d6 then says which): ``PICK_PAWN(b)``
``START_RUN``   8847            phase "setup": start the run with the pawns picked so far
``MOVE_FORT``   8848..17683     phase "move" (an ability that moves forts): the data fort of
                                colour ``c`` to space ``(x, y)``: :func:`move_fort`, read back with
                                :func:`move_fort_of`
==============  ==============  ==============================================================

:data:`NUM_ACTIONS` is 17684. ``MOVE``'s member is ``b * CELLS + y * SIZE + x`` (:data:`CELLS` =
``SIZE**2``), built only by :func:`move`; ``MOVE_FORT``'s is ``c * CELLS + y * SIZE + x``. The public
``encode_move``, ``decode_move`` and ``BUDGET`` (= ``POWER_UPS.base``) of :mod:`.game` are these.
Don't confuse these with chance outcome ids: a drawn tile's is :func:`tile_outcome` (colour and
strength: ``tile_outcome("Suns", FORT)`` is 5), read back with :func:`tile_of`; the set-up draw's
die face ``f`` (1..6) is ``f - 1`` (:func:`face_outcome`); a roll's (power-ups spent, broken or
not) is the game's own.
"""

from __future__ import annotations

from ...play.actions import block_of as _block_of
from ...play.actions import lay_out
from ..board.grid import COLOURS, FORT, SIZE

__all__ = ["LAYOUT", "NUM_ACTIONS", "CELLS", "MAX_POWER_UPS", "MOVE", "POWER_UPS", "PICK_PAWN", "START_RUN",
           "MOVE_FORT", "move", "move_of", "move_fort", "move_fort_of", "block_of", "tile_outcome", "tile_of",
           "face_outcome", "face_of"]

CELLS = SIZE * SIZE   # the spaces of the window (a breaker's move block is one space per cell)
MAX_POWER_UPS = 6     # the most power-ups of one colour a runner can put in play

LAYOUT = lay_out(("MOVE", len(COLOURS) * CELLS), ("POWER_UPS", MAX_POWER_UPS + 1),
                 # appended for the advanced game (issue 22): the set-up draw and moving forts
                 ("PICK_PAWN", len(COLOURS)), ("START_RUN", 1), ("MOVE_FORT", len(COLOURS) * CELLS))
MOVE, POWER_UPS, PICK_PAWN, START_RUN, MOVE_FORT = LAYOUT
NUM_ACTIONS = LAYOUT[-1].end   # 17684


def move(breaker: int, space: tuple[int, int]) -> int:
    """The action id of moving breaker ``breaker`` (a colour index) to ``space`` (x, y)."""
    return MOVE(breaker * CELLS + space[1] * SIZE + space[0])


def move_of(action: int) -> tuple[int, tuple[int, int]]:
    """(breaker, space) of a move action id (the inverse of :func:`move`)."""
    b, c = divmod(MOVE.index(action), CELLS)
    return b, (c % SIZE, c // SIZE)


def move_fort(colour: int, space: tuple[int, int]) -> int:
    """The action id of moving the data fort of colour ``colour`` (a colour index) to ``space``."""
    return MOVE_FORT(colour * CELLS + space[1] * SIZE + space[0])


def move_fort_of(action: int) -> tuple[int, tuple[int, int]]:
    """(colour index, space) of a fort-moving action id (the inverse of :func:`move_fort`)."""
    c, k = divmod(MOVE_FORT.index(action), CELLS)
    return c, (k % SIZE, k // SIZE)


def face_outcome(face: int) -> int:
    """The chance outcome id of the set-up draw's die showing ``face`` (1..6)."""
    if isinstance(face, bool) or not isinstance(face, int) or not 1 <= face <= 6:
        raise ValueError(f"face: {face!r:.40} is not a die face (1..6)")
    return face - 1


def face_of(outcome: int) -> int:
    """The die face (1..6) of the set-up draw's chance outcome id (the inverse of :func:`face_outcome`)."""
    if isinstance(outcome, bool) or not isinstance(outcome, int) or not 0 <= outcome < 6:
        raise ValueError(f"outcome: {outcome!r:.40} is not a set-up draw's outcome id (0..5)")
    return outcome + 1


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
