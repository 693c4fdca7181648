"""One annotated step record for every log: a worked example's replay and a game played.

A :class:`Step` says who acts, what is done, the rule cited, the Win Number W if any, the
roll, the result, the change of state, the exact chance of that result and the exact odds of
every result that could have happened, beside the numbers a source prints (``stated``) and
the ones the rules compute (``computed``). A game's step also names the ``player`` (-1 for
chance), the ``action_id`` taken, the ``options`` a player chose among and the ``state`` after.

Core, game-agnostic: :class:`edgekit.replay.Replay` logs these steps and
:mod:`edgekit.play.log` shows them (``edgekit.replay.Step`` and ``edgekit.play.Step`` are
this class). One text rendering (:meth:`Step.line`) and one HTML row (:meth:`Step.html_row`).

Don't confuse ``Step.chance`` (the chance of the result that happened; None for a player's
choice) with ``Step.odds`` (every possible result -> its exact chance). Nor a replayed worked
example's step (``player`` None: its text says when the source does not print a roll, and
leaves the odds to the HTML table) with a game's step (``player`` set: its text lists the odds,
or the options a player chose among).
"""

from __future__ import annotations

import html as _html
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from . import display
from .dist import describe

__all__ = ["Step"]

_EMPTY: Mapping = MappingProxyType({})


@dataclass(frozen=True)
class Step:
    """One logged step. ``odds`` maps every possible result to its exact chance (sympy).

    ``roll`` is None when no dice were rolled or the source does not print the total
    (``rolled`` says dice were rolled). ``chance`` is the exact chance of ``result`` (None for
    a choice). ``what_if`` marks a counterfactual on earlier dice (not part of the line's
    chance). ``player`` is the player index, or -1 for chance (see
    :data:`edgekit.play.CHANCE`), None in a worked example's replay; ``action_id`` the action
    taken (None in a replay); ``options`` the results a player could choose among (empty at
    chance steps); ``state`` the state after the step (for pictures; None in a replay).
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
    rolled: bool = False  # dice were rolled at this step (the total may still be unprinted)
    what_if: bool = False  # a counterfactual on earlier dice: not part of the line's chance
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
        """A worked example's step as a game's step: the same fields, ``player`` -1 at chance steps."""
        if not isinstance(step, Step):
            raise TypeError(f"step must be an edgekit.replay.Step, not {type(step).__name__}")
        return cls(step.index, step.actor, step.action, step.cite, step.result, step.change, step.w,
                   step.roll, step.chance, MappingProxyType(dict(step.odds)),
                   MappingProxyType(dict(step.stated)), MappingProxyType(dict(step.computed)),
                   step.note, step.rolled, step.what_if, player=-1 if step.chance is not None else None)

    def line(self) -> str:
        """The step as text (one line, then indented details)."""
        replayed = self.player is None   # a worked example's own log: see the module docstring
        parts = [f"{self.index:>2}. {self.actor}: {self.action} [{self.cite}]"]
        if self.w is not None:
            parts.append(f"W {self.w}")
        if self.roll is not None:
            parts.append(f"roll {self.roll}")
        elif self.rolled and replayed:
            parts.append("roll not printed")
        parts.append(f"-> {self.result}")
        if self.chance is not None:
            parts.append(f"(chance {_frac(self.chance)}{', what if' if self.what_if else ''})")
        elif self.options:
            parts.append(f"(chosen from: {', '.join(self.options)})")
        out = " ".join(parts)
        if self.odds and len(self.odds) > 1 and not replayed:
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
        """The step as one row of a log table (``<tr>``; the table's head is :data:`HTML_HEAD`);
        made once per step (a stepper redraws the whole log on every press)."""
        got = self.__dict__.get("_html_row")
        if got is None:
            got = self._html_row()
            object.__setattr__(self, "_html_row", got)   # a derived string; the fields never change
        return got

    def _html_row(self) -> str:
        # the reader's number style (edgekit.display): a percentage beside each exact chance, a long
        # fraction abbreviated with its exact value one click away (the text line keeps n/d)
        if self.odds:
            odds = "<br>".join(f"{'<b>' if k == self.result else ''}{_html.escape(str(k))}: {_prob_html(p)}"
                               f"{'</b>' if k == self.result else ''}" for k, p in self.odds.items())
        else:
            odds = "<br>".join(f"{'<b>' if o == self.result else ''}{_html.escape(o)}"
                               f"{'</b>' if o == self.result else ''}" for o in self.options)
            odds = f"<i>chosen from</i><br>{odds}" if odds else ""
        nums = ", ".join(f"{_html.escape(str(k))} = {_number_html(k, v)}" for k, v in self.computed.items())
        mism = [k for k, v in self.stated.items() if self.computed.get(k) != v]
        flag = (f"<br><span style='color:#b00'>printed differs: {_html.escape(', '.join(mism))}</span>"
                if mism else ("<br><span style='color:#070'>printed numbers match</span>"
                              if self.stated else ""))
        chance = "" if self.chance is None else _prob_html(self.chance)
        return (f"<tr><td>{self.index}</td><td>{_html.escape(self.actor)}</td>"
                f"<td>{_html.escape(self.action)}<br><small>{_html.escape(self.cite)}</small></td>"
                f"<td>{'' if self.w is None else self.w}</td>"
                f"<td>{'' if self.roll is None else _html.escape(str(self.roll))}</td>"
                f"<td><b>{_html.escape(self.result)}</b><br><small>{_html.escape(self.change)}</small></td>"
                f"<td>{chance}</td><td><small>{odds}</small></td>"
                f"<td><small>{nums}{flag}<br>{_html.escape(self.note)}</small></td></tr>")


    # -- what a notebook shows
    def __str__(self) -> str:
        return self.line()

    def _repr_html_(self) -> str:
        return f"<table class='edgekit-steps'>{HTML_HEAD}{self.html_row()}</table>"

    def _repr_markdown_(self) -> str:
        return "```text\n" + self.line() + "\n```"


def _number_html(name, v) -> str:
    """A logged number in the reader's style: a chance named ``P(...)`` as a percentage beside
    its exact value (as the play layer's pages show it), anything else by ``display.value``."""
    return _prob_html(v) if str(name).startswith("P(") else display.value(v).html


def _prob_html(p) -> str:
    """An exact chance in the reader's style; a value no probability can be (a formula that is
    not a number, say) as its exact text."""
    try:
        return display.prob(p).html
    except (TypeError, ValueError):
        return _html.escape(_frac(p))


HTML_HEAD = ("<tr><th>#</th><th>who</th><th>action (rule)</th><th>W</th><th>roll</th>"
             "<th>result</th><th>chance</th><th>odds of each result</th><th>numbers, notes</th></tr>")


def _frac(p) -> str:
    """An exact chance as ``n/d`` (a plain integer when whole)."""
    if isinstance(p, sympy.Rational | Fraction) and 0 <= p <= 1:   # the common case, without describe's
        n, d = (p.p, p.q) if isinstance(p, sympy.Rational) else (p.numerator, p.denominator)   # floats
        return f"{n}/{d}" if d != 1 else str(n)
    return describe(p)["fraction"]


def _show(v) -> str:
    """A logged number as text: exact fractions as ``n/d``, mappings as ``{key: value}``."""
    if isinstance(v, sympy.Basic):
        return _frac(v) if v.is_Rational else str(v)
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{k}: {_show(x)}" for k, x in v.items()) + "}"
    return str(v)  # a Fraction prints as 1/3
