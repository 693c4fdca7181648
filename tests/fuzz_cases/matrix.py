"""Fuzz base cases: edgekit.matrix. Owner: the Matrix engineer."""

from edgekit import matrix

from . import case

CASES = {
    "edgekit.matrix.die": case(),
    "edgekit.matrix.breaker_strength": case(3, same_colour=True, advanced=True, powerups=1),
    "edgekit.matrix.break_probability": case(4, same_colour=False, powerups=1, advanced=True),
    "edgekit.matrix.break_outcome": case(4, same_colour=False, powerups=1, advanced=False),
    "edgekit.matrix.fort_table": case(range(0, 2)),
    "edgekit.matrix.fort_die_shift": case(matrix.fort_table(range(2))),
    "edgekit.matrix.first_fort_position": case(),
    "edgekit.matrix.fort_positions": case(),
}

EXEMPT: dict = {}
