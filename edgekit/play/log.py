"""One annotated step format for everything: seeded play, the worked examples, the widgets.

A :class:`Step` says who acts, what is done, the rule cited, the Win Number W if any,
the exact odds of every result that could have happened, the result that did, its exact
chance and the change of state. A :class:`Playthrough` is a game's steps in order, its
returns and the exact chance of the whole line of play.

:class:`Step` is the core's one step record, :class:`edgekit.steps.Step` (also
``edgekit.replay.Step``, the worked examples' log); :meth:`Playthrough.from_replay` turns a
worked example into a playthrough, so one stepper shows both.

Don't confuse ``Step.chance`` (the chance of the result that happened; None for a
player's choice) with ``Step.odds`` (every possible result -> its exact chance).
"""

from __future__ import annotations

import html as _html
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import sympy

from .. import display
from ..steps import HTML_HEAD, Step, _frac, _show

__all__ = ["Step", "Playthrough"]

_EMPTY: Mapping = MappingProxyType({})


@dataclass(frozen=True)
class Playthrough:
    """A game played (or a worked example replayed): its steps, returns and exact chance.

    ``returns`` holds one exact number per player (empty for a replayed example, or while a
    human seat still has to choose: then ``waiting`` is that player's index and ``state``
    the state where the game waits). ``start`` is the first state (None for a worked example).
    ``chance`` is the exact chance of this whole line of
    play: the product of the chance steps' chances (choices count as certain; "what if"
    steps of a worked example are left out). ``rules`` is the game's
    :class:`edgekit.readings.Rules` value (for a worked example, ``{reading: option}``) and
    ``options`` the game's other settings, ``params`` its :class:`~edgekit.play.params.Params`
    (a seeded game's; None for a worked example): the transcript's ``params:`` header line.
    """

    name: str
    steps: tuple[Step, ...]
    returns: tuple = ()
    seed: int | None = None
    cite: str = ""
    summary: str = ""
    rules: Any = None
    options: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    waiting: int | None = None
    state: Any = field(default=None, compare=False, repr=False)
    start: Any = field(default=None, compare=False, repr=False)
    replay: Any = field(default=None, compare=False, repr=False)
    params: Any = None

    @property
    def chance(self) -> sympy.Expr:
        return sympy.Mul(*[s.chance for s in self.steps if s.chance is not None and not s.what_if])

    @property
    def finished(self) -> bool:
        return self.waiting is None

    def __len__(self) -> int:
        return len(self.steps)

    @classmethod
    def from_replay(cls, replay) -> Playthrough:
        """A worked example (:class:`edgekit.replay.Replay`) as a playthrough (same steps)."""
        from ..replay import Replay

        if not isinstance(replay, Replay):
            raise TypeError(f"replay must be an edgekit.replay.Replay, not {type(replay).__name__}")
        return cls(replay.name, tuple(Step.from_replay(s) for s in replay.steps),
                   cite=replay.section, summary=replay.summary,
                   rules=MappingProxyType(dict(replay.readings)), replay=replay)

    def changed_readings(self) -> dict[str, Any]:
        """The readings played that differ from the defaults (a worked example: every reading set)."""
        if self.rules is None:
            return {}
        return self.rules.changed() if hasattr(self.rules, "changed") else dict(self.rules)

    def check(self) -> list:
        """Printed numbers the rules do not reproduce (worked examples; empty for seeded play)."""
        return self.replay.check() if self.replay is not None else []

    # ------------------------------------------------------------ following a whole game (play.follow)
    @property
    def verdict(self) -> str:
        """Who won and why, in a sentence (the rule, the scores in words); "" before the end."""
        from .follow import verdict

        return verdict(self)

    def rounds(self):
        """One row per round, each player's key numbers at its end (:func:`.follow.rounds_table`)."""
        from .follow import rounds_table

        return rounds_table(self)

    def page(self, *, head: bool = True) -> str:
        """The playthrough as a readable HTML page, one row per step (:func:`edgekit.play.follow.page`;
        ``head=False``: without its title)."""
        from .follow import page

        return page(self, head=head)

    def record(self) -> tuple:
        """Every step in full, exact (:func:`edgekit.play.follow.record`)."""
        from .follow import record

        return record(self)

    def to_csv(self, path):
        """Write the full exact record to ``path`` as CSV (:func:`edgekit.play.follow.to_csv`)."""
        from .follow import to_csv

        return to_csv(self, path)

    def transcript(self, upto: int | None = None) -> str:
        """The playthrough as plain text (stable: fit for golden-file tests)."""
        head = [f"{self.name}" + (f" ({self.cite})" if self.cite else "")
                + (f", seed {self.seed}" if self.seed is not None else "")]
        if self.summary:
            head.append(self.summary)
        if self.params is not None:   # the game's params: what would build it again
            head.append("params: " + self.params.line())
        elif self.options:
            head.append("options: " + ", ".join(f"{k}={_show(v)}" for k, v in self.options.items()))
        if self.rules is not None:
            ch = self.changed_readings()
            head.append("readings: " + (", ".join(f"{k}={v}" for k, v in sorted(ch.items()))
                                        if ch else "all defaults"))
        steps = self.steps if upto is None else self.steps[:_upto(upto)]
        tail = []
        if upto is None or upto >= len(self.steps):
            tail.append(f"chance of this line of play: {_frac(self.chance)}")
            if self.returns:
                tail.append("returns: " + ", ".join(_show(r) for r in self.returns))
            if self.waiting is not None:
                tail.append(f"waiting for player {self.waiting} to choose")
        return "\n".join(head + [s.line() for s in steps] + tail) + "\n"

    def __str__(self) -> str:
        return self.transcript()

    def html(self, upto: int | None = None) -> str:
        """The steps as an HTML table; each row shows the exact odds of every result."""
        steps = self.steps if upto is None else self.steps[:_upto(upto)]
        return (f"<table class='edgekit-replay edgekit-steps'>{HTML_HEAD}"
                f"{''.join(s.html_row() for s in steps)}</table>")

    # -- what a notebook shows (edgekit.display): a head in words, then the steps
    def _head(self) -> list[str]:
        """The playthrough's head as sentences: what was played, its length, result and chance."""
        head = [f"{len(self.steps)} steps" + (f", seed {self.seed}" if self.seed is not None else "")
                + (f"; rules {self.cite}" if self.cite else "") + "."]
        if self.summary:
            head.append(self.summary)
        if self.rules is not None:
            ch = self.changed_readings()
            head.append("Readings: " + (", ".join(f"{k}={v}" for k, v in sorted(ch.items()))
                                        if ch else "all defaults") + ".")
        if self.returns:
            head.append("Returns (one per player): " + "; ".join(str(display.value(r)) for r in self.returns)
                        + ".")
        if self.waiting is not None:
            head.append(f"Waiting for player {self.waiting} to choose.")
        return head

    def _repr_html_(self) -> str:   # the readable page (edgekit.play.follow); .html() keeps every odds
        return f"<h4>{_html.escape(self.name)}</h4>" + self.page(head=False)

    def _repr_markdown_(self) -> str:
        rows = [(s.index, s.actor, s.action, s.result, s.chance) for s in self.steps]
        steps = display.Table("", ("#", "who", "action", "result", "chance"), rows, probs=("chance",))
        chance = display.prob(self.chance).markdown if self.chance.is_number else str(self.chance)
        return (f"#### {self.name}\n\n" + "  \n".join(self._head())
                + f"  \nChance of this line of play: {chance}\n\n" + steps._repr_markdown_())

    def __repr__(self) -> str:
        ret = f", returns {tuple(_show(r) for r in self.returns)}" if self.returns else ""
        return f"<Playthrough {self.name!r}, {len(self.steps)} steps{ret}>"


def _upto(upto) -> int:
    if isinstance(upto, bool) or not isinstance(upto, int):
        raise TypeError(f"upto must be a whole number of steps, not {upto!r}")
    if upto < 0:
        raise ValueError(f"upto must be at least 0, not {upto}")
    return upto
