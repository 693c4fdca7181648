"""Rogue Agent scoring explorer: build a pile of turned-in Criminals, see its syndicate bonus exactly.

Everything shown is computed by :func:`edgekit.rogue_agent.score_turned_in` (the widget only
renders it): the bonus under each joker reading, side by side, and where the jokers go.
"""

from __future__ import annotations

import html

import ipywidgets as w

from ..rogue_agent.rules import scoring
from . import _check
from .base import Explorer

__all__ = ["SyndicatePileExplorer"]


class SyndicatePileExplorer(Explorer):
    """Six syndicate counters, a joker counter and the two joker readings: the bonus, exactly."""

    title = "A pile of turned-in Criminals"

    def __init__(self, counts=(3, 2, 0, 0, 0, 0), jokers: int = 1):
        if isinstance(counts, (str, bytes, dict)) or not isinstance(counts, (tuple, list)):
            raise TypeError(f"counts must be up to {len(scoring.SYNDICATES)} whole numbers, one a syndicate, "
                            f"not {counts!r:.60}")
        if len(counts) > len(scoring.SYNDICATES):
            raise ValueError(f"counts must be up to {len(scoring.SYNDICATES)} whole numbers, "
                             f"not {len(counts)}")
        counts = [_check.as_whole(f"counts[{i}]", n, lo=0, hi=12) for i, n in enumerate(counts)]  # the boxes
        jokers = _check.as_whole("jokers", jokers, lo=0, hi=12)
        style, box = {"description_width": "initial"}, w.Layout(width="12em")
        self.counters = [w.BoundedIntText(value=n, min=0, max=12, description=name, style=style, layout=box)
                         for name, n in zip(scoring.SYNDICATES, counts)]
        self.jokers = w.BoundedIntText(value=jokers, min=0, max=12, description="white (jokers)",
                                       style={"description_width": "initial"}, layout=w.Layout(width="12em"))
        self.controls = [*self.counters, self.jokers]
        super().__init__()

    def compute(self) -> dict:
        counts = {c.description: c.value for c in self.counters if c.value}
        table = {(alone, group): scoring.score_turned_in(counts, self.jokers.value, joker_alone=alone,
                                                         joker_group=group)
                 for alone in ("own_group", "nothing") for group in ("largest", "best")}
        return {"counts": counts, "jokers": self.jokers.value, "bonus": table[("own_group", "largest")],
                "by_reading": table}

    def render(self, state) -> str:
        rows = "".join(f"<tr><td>joker_alone={a}, joker_group={g}</td><td><b>{v}</b></td></tr>"
                       for (a, g), v in state["by_reading"].items())
        pile = ", ".join(f"{k}: {v}" for k, v in state["counts"].items()) or "no syndicate Criminals"
        return (f"<p>Pile: {html.escape(pile)}; jokers: {state['jokers']}. Bonus (default readings): "
                f"<b>{state['bonus']}</b> Influence.</p><table>{rows}</table>"
                "<small>Rules: Rogue Agent: End of the Game. Syndicate names are placeholders "
                "(RA-23).</small>")
