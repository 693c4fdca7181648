"""The readings a whole Matrix run needs beyond the die and the power-up timing (edgekit.matrix).

Rules: Matrix "Making a run" steps 1-7 (steps 1-2 recovered in register MX-02), components.

Each is defined in ``edgekit/matrix/readings.toml`` (with the single-roll Matrix readings):
both options, the register item it answers and the quantities it moves; :mod:`edgekit.headlines`
shows each one's effect on exact small-stack runs.
"""

from __future__ import annotations

__all__ = ["RUN_READINGS"]

RUN_READINGS = ("matrix_neighbour_rule", "matrix_occupied_space", "matrix_reentry",
                "matrix_powerup_supply", "matrix_fort_exit", "matrix_outside_reach")
