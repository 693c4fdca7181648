"""The Cyberpunk CCG card builder: pick a Runner, attach Cyber and Equipment, choose the Weapons in
use; see every broken limit with its citation and the Runner's totals.

The rules live in :mod:`edgekit.cyberpunk_ccg.cards.team`; this explorer only renders its answers.
Rules: Cyberpunk CCG Cyber, Equipment, Card Types: Runners.
"""

from __future__ import annotations

import html as _html

import ipywidgets as w

from .. import cyberpunk_ccg as cp
from . import _check
from .base import Explorer, number_html, reading_dropdown

__all__ = ["TeamBuilderExplorer"]


def _cards(cards) -> tuple:
    """The cards to build from: Runner, Cyber and Equipment cards (others are left out), checked."""
    if isinstance(cards, (str, bytes, dict)) or not isinstance(cards, (tuple, list)):
        raise TypeError(f"cards must be a list of cards (Runner, Cyber, Equipment...), not {cards!r:.60}")
    for i, c in enumerate(cards):
        if not isinstance(c, tuple(cp.CARD_TYPES.values())):  # the seven public card types
            raise TypeError(f"cards[{i}] must be a Cyberpunk CCG card, not {c!r:.60}")
    return tuple(cards)


class TeamBuilderExplorer(Explorer):
    """One Runner and its cards, checked against the chapter's limits (illustrative cards by default)."""

    title = "Card builder (Cyberpunk CCG Cyber, Equipment)"

    def __init__(self, cards=None, runner: str | None = None):
        cards = cp.illustrative_cards() if cards is None else _cards(cards)
        self.cards = {c.name: c for c in cards}
        runners = [c.name for c in cards if isinstance(c, cp.Runner)]
        if not runners:
            raise ValueError("cards must include at least one Runner")
        if runner is not None:
            runner = _check.option("runner", runner, runners)
        cyber = [c.name for c in cards if isinstance(c, cp.Cyber)]
        gear = [c.name for c in cards if isinstance(c, cp.Equipment)]
        weapons = [c.name for c in cards if isinstance(c, cp.Equipment) and c.is_weapon]
        style = {"description_width": "initial"}
        self.runner = w.Dropdown(options=runners, value=runner or runners[0], description="Runner")
        self.cyber = w.SelectMultiple(options=cyber, description="Cyber", rows=min(6, len(cyber) or 1),
                                      style=style)
        self.equipment = w.SelectMultiple(options=gear, description="Equipment", rows=min(6, len(gear) or 1),
                                          style=style)
        self.equipped = w.SelectMultiple(options=weapons, description="Weapons in use",
                                         rows=min(4, len(weapons) or 1), style=style)
        self.equipment_type = reading_dropdown("equipment_type")
        self.weapon_stats = reading_dropdown("weapon_stats")
        self.controls = [self.runner, self.cyber, self.equipment, self.equipped, self.equipment_type,
                         self.weapon_stats]
        super().__init__()

    def compute(self) -> dict:
        build = cp.Build(self.cards[self.runner.value],
                         cyber=tuple(self.cards[n] for n in self.cyber.value),
                         equipment=tuple(self.cards[n] for n in self.equipment.value),
                         equipped=tuple(self.equipped.value))
        chosen = {"equipment_type": self.equipment_type.value, "weapon_stats": self.weapon_stats.value}
        runner = build.runner
        return {"build": build, "runner": runner.name,
                "violations": cp.check_build(build, equipment_type=chosen["equipment_type"]),
                "totals": cp.totals(build, weapon_stats=chosen["weapon_stats"]),
                "empathy": (cp.empathy_state(runner.emp, [c.emp_loss for c in build.cyber])
                            if runner.emp is not None else "unknown"),
                "readings": chosen}

    def render(self, s: dict) -> str:
        heads = "".join(f"<th style='padding:0 6px'>{k}</th>" for k in s["totals"])
        vals = "".join(f"<td style='text-align:center'>{number_html(v)}</td>"  # a symbol: its formula
                       for v in s["totals"].values())
        if s["violations"]:
            items = "".join(f"<li><b>{_html.escape(v.rule)}</b>: {_html.escape(v.message)} "
                            f"<small>({_html.escape(v.cite)})</small></li>" for v in s["violations"])
            verdict = f"<p class='edgekit-result' style='color:#b00'>Not legal:</p><ul>{items}</ul>"
        else:
            verdict = "<p class='edgekit-result' style='color:#2e7d32'>Legal: no limit broken.</p>"
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"{verdict}<table class='edgekit-ccg-totals'><tr>{heads}</tr><tr>{vals}</tr></table>"
                f"<p>Empathy: {s['empathy']}. Readings: {rd}.<br>Rules: Cyberpunk CCG Cyber, Equipment, "
                "Card Types: Runners.</p>")
