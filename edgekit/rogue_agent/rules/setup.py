"""The printed counts a whole game of Rogue Agent is set up with (data/rogue_agent/setup.csv).

Rules: Rogue Agent: Components; Final Setup; A. Time Phase; Preparing the Criminal Deck.

Also the checks every whole-game function shares: a player count (2-4, Android mode 3-4)
and a whole number.
"""

from __future__ import annotations

import functools
from types import MappingProxyType
from typing import Any

from ...data import load_csv
from ...readings import uses

__all__ = ["setup_counts", "tokens_drawn", "check_players", "MODES", "time_phase_draws"]

#: The two game modes (Rogue Agent: Game Modes).
MODES = ("agent", "android")


@functools.lru_cache(maxsize=1)
def _rows() -> MappingProxyType:
    rows = load_csv("rogue_agent/setup.csv", {"key": str, "players": int, "value": int,
                                               "source": str, "cite": str})
    return MappingProxyType({(r["key"], r["players"]): r["value"] for r in rows})


def setup_counts() -> MappingProxyType:
    """Read-only ``{(key, players): value}`` of the printed setup counts (players 0: any count).

    >>> setup_counts()[("bag_bombs", 0)]
    4

    Rules: Rogue Agent: Components; Final Setup; A. Time Phase.
    """
    return _rows()


def whole(x: Any, name: str, lo: int | None = None, hi: int | None = None) -> int:
    """``x`` as a whole number in ``lo..hi`` (bool and float refused; the message names ``name``)."""
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if (lo is not None and x < lo) or (hi is not None and x > hi):
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {x}")
    return x


def check_players(players: Any, mode: Any = "agent") -> int:
    """``players`` checked against the mode: 2-4 in Agent mode, 3-4 in Android mode.

    Rules: Rogue Agent: Game Modes; Android Mode.
    """
    if not isinstance(mode, str):
        raise TypeError(f"mode must be one of {MODES}, not {mode!r}")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}, not {mode!r}")
    lo = 3 if mode == "android" else 2
    if isinstance(players, bool) or not isinstance(players, int):
        raise TypeError(f"players must be a whole number from {lo} to 4, not {players!r}")
    if not lo <= players <= 4:
        raise ValueError(f"players must be from {lo} to 4 in {mode} mode, not {players}")
    return players


def tokens_drawn(players: int) -> int:
    """Event tokens the Commander draws each Time Phase: 3, 4 or 5 for 2, 3 or 4 players.

    >>> tokens_drawn(3)
    4

    Rules: Rogue Agent: A. Time Phase step 2.
    """
    return _rows()[("tokens_drawn", check_players(players))]


@uses("time_phase_dice")
def time_phase_draws(players: int, timers: int = 0, *, rules=None) -> int:
    """Event tokens the Commander draws this Time Phase when ``timers`` Bombs in the city each hold one
    of the 5 regular dice as its Bomb Timer (0-4: there are 4 Bomb tokens). Under the reading
    ``time_phase_dice`` "roll_again" (default) the printed count, the free dice rolled again for the
    tokens left; under "draw_fewer" no more tokens than free regular dice. (The bag may hold fewer.)

    >>> time_phase_draws(4, 2), time_phase_draws(4, 2, time_phase_dice="draw_fewer")
    (5, 3)

    Rules: Rogue Agent: Components; A. Time Phase steps 2-4; Dice Rules.
    """
    n = tokens_drawn(players)
    k = whole(timers, "timers", 0, _rows()[("bag_bombs", 0)])
    if rules.time_phase_dice == "draw_fewer":
        return min(n, _rows()[("regular_dice", 0)] - k)
    return n
