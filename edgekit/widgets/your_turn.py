"""Edge City "your turn": set up a position, see the exact odds of each choice this turn.

Everything shown is computed by :func:`edgekit.edge_city.your_turn` (the widget only renders it).
"""

from __future__ import annotations

import gc

import ipywidgets as w

from .. import edge_city as ec
from . import _check
from .base import Explorer

__all__ = ["YourTurnExplorer"]


class YourTurnExplorer(Explorer):
    """Status, space, COOL, earlier attempts here and the Stealth modifiers: each choice's odds.

    Rules: Edge City 8.0, 11.6, 11.8 (through :func:`edgekit.edge_city.your_turn`).
    """

    title = "Your turn: the exact odds of each choice"

    def __init__(self, dp: int = 3):
        self.dp = _check.as_whole("dp", dp, lo=0)
        self.status = w.Dropdown(options=ec.STATUSES[:4], description="status")
        self.space = w.Dropdown(options=ec.SPACES, description="space")
        self.cool = w.Checkbox(value=True, description="COOL")
        self.previous_attempts = w.IntSlider(0, 0, 4, description="earlier attempts")
        self.swat_stealth = w.IntSlider(0, 0, 4, description="SWAT Stealth")
        self.ice_stealth = w.IntSlider(0, 0, 4, description="ICE Stealth")
        self.controls = [self.status, self.space, self.cool, self.previous_attempts,
                         self.swat_stealth, self.ice_stealth]
        # What depends on the Status alone (its Rip and DP tables) is computed once, here, for every
        # Status the dropdown offers: a change of Status then takes milliseconds, not 0.1-0.2 s.
        for status in self.status.options:
            for space in self.space.options:
                ec.your_turn(status, dp, space=space)
        # That leaves many young sympy objects: collect them now, so the garbage collector's next
        # full pass (~0.15 s) does not land on the reader's first change of a control.
        gc.collect()
        super().__init__()

    def compute(self) -> dict:
        rows = ec.your_turn(self.status.value, self.dp, space=self.space.value, cool=self.cool.value,
                            previous_attempts=self.previous_attempts.value,
                            swat_stealth=self.swat_stealth.value, ice_stealth=self.ice_stealth.value)
        return {"rows": rows}

    def render(self, state) -> str:
        # the rows render themselves (edgekit.display): percentages beside exact fractions, a long
        # fraction abbreviated (the exact value on hover), a dash where a choice has no such odds
        return state["rows"].as_table()._repr_html_()
