"""One annotated step format for everything: seeded play, the worked examples, the widgets.

A :class:`Step` says who acts, what is done, the rule cited, the Win Number W if any,
the exact odds of every result that could have happened, the result that did, its exact
chance and the change of state. A :class:`Playthrough` is a game's steps in order, its
returns and the exact chance of the whole line of play.

:class:`Step` has every field of :class:`edgekit.replay.Step` (the worked examples' log),
plus ``player``, ``action_id``, ``options`` and ``state``; :meth:`Playthrough.from_replay`
turns a worked example into a playthrough, so one stepper shows both.

Don't confuse ``Step.chance`` (the chance of the result that happened; None for a
player's choice) with ``Step.odds`` (every possible result -> its exact chance).
"""

from __future__ import annotations

import html as _html
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from ..dist import describe

__all__ = ["Step", "Playthrough"]

_EMPTY: Mapping = MappingProxyType({})


@dataclass(frozen=True)
class Step:
    """One logged step. ``odds`` maps every possible result to its exact chance (sympy).

    ``player`` is the player index, or -1 for chance (see :data:`edgekit.play.CHANCE`);
    ``action_id`` the action taken (None in a replayed worked example); ``options`` the
    results a player could choose among (empty at chance steps); ``state`` the state after
    the step (for pictures; None in a replayed worked example).
    """

    index: int
    actor: str
    action: str
    cite: str
    result: str
    change: str = ""
    w: int | None = None
    roll: Any = None
    chance: Any = None
    odds: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    stated: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    computed: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    note: str = ""
    rolled: bool = False
    what_if: bool = False
    player: int | None = None
    action_id: int | None = None
    options: tuple[str, ...] = ()
    state: Any = field(default=None, compare=False, repr=False)

    @property
    def is_chance(self) -> bool:
        """True when chance (dice, a draw) decided this step."""
        return self.chance is not None

    @classmethod
    def from_replay(cls, step) -> Step:
        """The same step from :class:`edgekit.replay.Step` (a worked example's log)."""
        from ..replay import Step as ReplayStep

        if not isinstance(step, ReplayStep):
            raise TypeError(f"step must be an edgekit.replay.Step, not {type(step).__name__}")
        return cls(step.index, step.actor, step.action, step.cite, step.result, step.change, step.w,
                   step.roll, step.chance, MappingProxyType(dict(step.odds)),
                   MappingProxyType(dict(step.stated)), MappingProxyType(dict(step.computed)),
                   step.note, step.rolled, step.what_if, player=-1 if step.chance is not None else None)

    def line(self) -> str:
        """The step as text (one line, then indented details)."""
        parts = [f"{self.index:>2}. {self.actor}: {self.action} [{self.cite}]"]
        if self.w is not None:
            parts.append(f"W {self.w}")
        if self.roll is not None:
            parts.append(f"roll {self.roll}")
        parts.append(f"-> {self.result}")
        if self.chance is not None:
            parts.append(f"(chance {_frac(self.chance)}{', what if' if self.what_if else ''})")
        elif self.options:
            parts.append(f"(chosen from: {', '.join(self.options)})")
        out = " ".join(parts)
        if self.odds and len(self.odds) > 1:
            out += "\n    odds: " + ", ".join(f"{k} {_frac(p)}" for k, p in self.odds.items())
        if self.change:
            out += f"\n    state: {self.change}"
        if self.computed:
            out += "\n    numbers: " + ", ".join(f"{k} = {_show(v)}" for k, v in self.computed.items())
        if self.stated:
            out += "\n    printed: " + ", ".join(f"{k} = {_show(v)}" for k, v in self.stated.items())
        if self.note:
            out += f"\n    note: {self.note}"
        return out

    def html_row(self) -> str:
        """The step as one row of the log table (see :meth:`Playthrough.html`); made once per step
        (a stepper redraws the whole log on every press)."""
        got = self.__dict__.get("_html_row")
        if got is None:
            got = self._html_row()
            object.__setattr__(self, "_html_row", got)   # a derived string; the fields never change
        return got

    def _html_row(self) -> str:
        if self.odds:
            odds = "<br>".join(f"{'<b>' if k == self.result else ''}{_html.escape(str(k))}: {_frac(p)}"
                               f"{'</b>' if k == self.result else ''}" for k, p in self.odds.items())
        else:
            odds = "<br>".join(f"{'<b>' if o == self.result else ''}{_html.escape(o)}"
                               f"{'</b>' if o == self.result else ''}" for o in self.options)
            odds = f"<i>chosen from</i><br>{odds}" if odds else ""
        nums = ", ".join(f"{_html.escape(str(k))} = {_html.escape(_show(v))}"
                         for k, v in self.computed.items())
        mism = [k for k, v in self.stated.items() if self.computed.get(k) != v]
        flag = (f"<br><span style='color:#b00'>printed differs: {_html.escape(', '.join(mism))}</span>"
                if mism else ("<br><span style='color:#070'>printed numbers match</span>"
                              if self.stated else ""))
        chance = "" if self.chance is None else _frac(self.chance)
        return (f"<tr><td>{self.index}</td><td>{_html.escape(self.actor)}</td>"
                f"<td>{_html.escape(self.action)}<br><small>{_html.escape(self.cite)}</small></td>"
                f"<td>{'' if self.w is None else self.w}</td>"
                f"<td>{'' if self.roll is None else _html.escape(str(self.roll))}</td>"
                f"<td><b>{_html.escape(self.result)}</b><br><small>{_html.escape(self.change)}</small></td>"
                f"<td>{chance}</td><td><small>{odds}</small></td>"
                f"<td><small>{nums}{flag}<br>{_html.escape(self.note)}</small></td></tr>")


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
    ``options`` the game's other settings.
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

    def transcript(self, upto: int | None = None) -> str:
        """The playthrough as plain text (stable: fit for golden-file tests)."""
        head = [f"{self.name}" + (f" ({self.cite})" if self.cite else "")
                + (f", seed {self.seed}" if self.seed is not None else "")]
        if self.summary:
            head.append(self.summary)
        if self.options:
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
        head = ("<tr><th>#</th><th>who</th><th>action (rule)</th><th>W</th><th>roll</th>"
                "<th>result</th><th>chance</th><th>odds of each result</th><th>numbers, notes</th></tr>")
        return (f"<table class='edgekit-replay edgekit-steps'>{head}"
                f"{''.join(s.html_row() for s in steps)}</table>")

    def _repr_html_(self) -> str:
        return f"<h4>{_html.escape(self.name)}</h4>" + self.html()

    def __repr__(self) -> str:
        ret = f", returns {tuple(_show(r) for r in self.returns)}" if self.returns else ""
        return f"<Playthrough {self.name!r}, {len(self.steps)} steps{ret}>"


def _upto(upto) -> int:
    if isinstance(upto, bool) or not isinstance(upto, int):
        raise TypeError(f"upto must be a whole number of steps, not {upto!r}")
    if upto < 0:
        raise ValueError(f"upto must be at least 0, not {upto}")
    return upto


def _frac(p) -> str:
    if isinstance(p, sympy.Rational | Fraction) and 0 <= p <= 1:   # the common case, without describe's
        n, d = (p.p, p.q) if isinstance(p, sympy.Rational) else (p.numerator, p.denominator)   # floats
        return f"{n}/{d}" if d != 1 else str(n)
    return describe(p)["fraction"]


def _show(v) -> str:
    if isinstance(v, sympy.Basic):
        return _frac(v) if v.is_Rational else str(v)
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{k}: {_show(x)}" for k, x in v.items()) + "}"
    return str(v)  # a Fraction prints as 1/3
