"""Edge City (Imagineering Design, 1994): Win Rolls, combat, Rips, Theft, Sprawl cards, the city.

One module per part of the rules; each registers its own readings. Public entry
points are re-exported here.
"""

from .win import (
    LEVELS, STATUSES, level, printed_cells, status_levels, status_title, table_1_0,
    two_dice, win, win_number, win_number_source, win_probability, win_roll,
)

__all__ = [
    "LEVELS", "STATUSES", "level", "printed_cells", "status_levels", "status_title", "table_1_0",
    "two_dice", "win", "win_number", "win_number_source", "win_probability", "win_roll",
]
