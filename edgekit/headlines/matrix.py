"""Headline functions for Matrix (see :mod:`edgekit.headlines`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .. import matrix as mx
from .registry import headline

# --- Matrix -----------------------------------------------------------------------------------------

@headline("matrix_die")
def _matrix_die(option: str) -> dict[str, Any]:
    """P(breaking a structure of strength t), one different-colour breaker. Rules: Matrix step 3."""
    return {f"P(break): strength {t}, different colour": mx.break_probability(t, same_colour=False,
                                                                               matrix_die=option)
            for t in (2, 3, 4, 5)}


@headline("matrix_powerup_timing")
def _matrix_powerup_timing(option: str) -> dict[str, Any]:
    """P(break) and E[power-ups spent] with two power-ups in hand. Rules: Matrix step 3."""
    out = {}
    for t in (1, 2, 3):
        d = mx.break_outcome(t, same_colour=False, powerups=2, matrix_powerup_timing=option)
        out[f"P(break): strength {t}, different colour, 2 power-ups"] = d.p(lambda o: o[0] == "broken")
        out[f"E[power-ups spent]: strength {t}, different colour, 2 power-ups"] = d.mean(lambda o: o[1])
    return out


@headline("matrix_advanced_floor")
def _matrix_advanced_floor(option: str) -> dict[str, Any]:
    """P(break) for an advanced breaker of the ice's colour holding one power-up, on the piecepack die
    (on an ordinary d6 the base is never below zero, so the reading changes nothing there).
    Rules: Matrix advanced game, step 3.
    """
    return {f"P(break): ice {t}, advanced, same colour, 1 power-up, piecepack die":
            mx.break_probability(t, same_colour=True, powerups=1, advanced=True, matrix_die="piecepack",
                                 matrix_advanced_floor=option) for t in (1, 2, 3)}


def _matrix_run_headline(rid: str) -> Callable[[str], dict[str, Any]]:
    from ..matrix.effects import reading_effects

    def fn(option: str) -> dict[str, Any]:
        """The situation a Matrix run reading is about, exactly. Rules: Matrix steps 1-7."""
        return reading_effects(rid, option)
    return fn


for _rid in ("matrix_neighbour_rule", "matrix_occupied_space", "matrix_reentry", "matrix_powerup_supply",
             "matrix_fort_exit", "matrix_outside_reach"):
    headline(_rid)(_matrix_run_headline(_rid))
