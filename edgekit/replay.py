"""Replaying a turn step by step: dice drive the rules, every step is logged with its exact odds.

Game-agnostic. A game's rules code runs against a :class:`Replay`; each time the
rules call for dice, :meth:`Replay.roll` takes the next roll from a dice source
and records a :class:`Step` (:class:`edgekit.steps.Step`, the one step record
shared with the play layer): who acts, the rule cited, the Win Number (if any),
the roll, the result, the change of state, the exact chance of that result and
the full distribution of possible results. Steps with no dice (a choice, a
deterministic rule) are recorded with :meth:`Replay.note_step`.

Dice sources:

* :class:`ScriptedDice` plays back the rolls a worked example prints. A roll
  the example does not print but whose result it does ("she fails her next
  Stealth roll") is scripted as :class:`Unstated` ``("fail")``: the step then
  has no roll, and its chance is the chance of that result.
* :class:`SeededDice` draws rolls at random, reproducibly from a seed.

Numbers a source prints (``stated``) are kept beside the numbers the rules
compute (``computed``); :meth:`Replay.check` lists every disagreement, so a
replay doubles as a test of the rules code against the source.

Don't confuse ``Step.chance`` (the chance of the result that happened) with
``Step.odds`` (the chance of every result that could have happened).
This is a hand-written log rather than :class:`edgekit.procedure.Procedure`:
a procedure answers "how likely is each end", a replay answers "what happened,
step by step, and how likely was each step".
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import sympy

from ._sealed import Sealed
from .dist import Dist, as_probability
from .dist import _show as _show_type
from .exact import as_seed
from .steps import HTML_HEAD, Step, _frac, _show

__all__ = ["Step", "Mismatch", "Replay", "ScriptedDice", "SeededDice", "Unstated", "ReplayError"]


class ReplayError(ValueError):
    """The dice script does not fit the rules (a roll that cannot happen, or too few rolls)."""


@dataclass(frozen=True)
class Unstated:
    """A scripted roll whose total the source does not print, only its result (e.g. "fail")."""

    result: str


@dataclass(frozen=True)
class Mismatch:
    """A number the source prints that the rules compute differently."""

    step: int
    key: str
    stated: Any
    computed: Any

    def __str__(self) -> str:
        return f"step {self.step}: {self.key} printed {_show(self.stated)}, computed {_show(self.computed)}"


class ScriptedDice:
    """Plays back a fixed list of rolls (ints, tuples, or :class:`Unstated` results)."""

    def __init__(self, rolls: Iterable[Any]):
        if isinstance(rolls, (str, bytes, Mapping)) or not isinstance(rolls, Iterable):
            raise TypeError(f"rolls must be a sequence of rolls, not {_show_type(rolls)}")
        self.rolls = list(rolls)
        self.used = 0

    def draw(self, dist: Dist, result_of: Callable[[Any], str]):
        """The next scripted roll as ``(roll or None, result)``, checked against ``dist``."""
        if self.used >= len(self.rolls):
            raise ReplayError(f"the dice script has only {len(self.rolls)} rolls; the rules ask for more")
        r = self.rolls[self.used]
        self.used += 1
        if isinstance(r, Unstated):
            possible = {result_of(o) for o in dist.outcomes()}
            if r.result not in possible:
                raise ReplayError(f"scripted result {r.result!r} cannot happen here; "
                                  f"possible: {sorted(possible)}")
            return None, r.result
        if r not in dist:
            raise ReplayError(f"scripted roll {r!r} cannot happen here; possible rolls: {dist.outcomes()}")
        return r, result_of(r)


class SeededDice:
    """Random rolls, reproducible from ``seed`` (exact integer weights, no floats)."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(as_seed("seed", seed))

    def draw(self, dist: Dist, result_of: Callable[[Any], str]):
        dist._require_numeric("seeded dice")
        ws = dist.weights()
        k = self.rng.randrange(dist.denominator)
        for o in dist.outcomes():
            k -= ws[o]
            if k < 0:
                return o, result_of(o)
        raise AssertionError("unreachable: weights sum to the denominator")


class Replay(Sealed):
    """A replayed turn (or part of one): a name, the section it comes from, and its steps.

    Build one by running rules code that calls :meth:`roll` and :meth:`note_step`.
    ``scripted`` says whether the dice are the source's own (then printed numbers
    are attached and checked); with other dice the same rules run, unchecked.
    """

    _sealed_hint = "build a new Replay"

    def __init__(self, name: str, section: str, *, game: str, dice=None, key: str = "",
                 summary: str = "", readings: Mapping[str, str] | None = None, scripted: bool = True):
        for arg, v in (("name", name), ("section", section), ("game", game), ("key", key),
                       ("summary", summary)):
            if not isinstance(v, str):
                raise TypeError(f"{arg} must be a str, not {_show_type(v)}")
        if dice is not None and not callable(getattr(dice, "draw", None)):
            raise TypeError(f"dice must be ScriptedDice, SeededDice or None, not {_show_type(dice)}")
        if readings is not None and not isinstance(readings, Mapping):
            raise TypeError(f"readings must be a mapping {{reading id: option}}, not {_show_type(readings)}")
        if not isinstance(scripted, bool):
            raise TypeError(f"scripted must be True or False, not {_show_type(scripted)}")
        self.name, self.section, self.game, self.key = name, section, game, key
        self.summary = summary
        self.dice = dice
        self.scripted = scripted
        self.readings = MappingProxyType(dict(readings or {}))  # read-only
        self._steps: list[Step] = []
        self._seal()  # cached and shared (example widgets): steps are added only by roll(), note_step()

    # ----------------------------------------------------------- building
    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)

    def stated(self, **numbers) -> dict:
        """Printed numbers to attach to the next step: kept only when the dice are the source's."""
        return dict(numbers) if self.scripted else {}

    def roll(self, actor: str, action: str, cite: str, dist: Dist, result_of: Callable[[Any], str], *,
             change: Callable[[str], str] | str = "", w: int | None = None, stated: Mapping | None = None,
             computed: Mapping | Callable[[Any, str], Mapping] | None = None,
             note: str = "") -> tuple[Any, str]:
        """Roll ``dist`` with the dice, judge it with ``result_of`` and log the step.

        Returns ``(roll, result)``; ``roll`` is None for an unprinted scripted roll.
        The step's odds are the exact distribution of ``result_of`` over ``dist``.
        ``computed`` may be a function of ``(roll, result)`` for numbers that depend on the roll.
        """
        _check_step_args(actor=actor, action=action, cite=cite, note=note, stated=stated, w=w)
        if not isinstance(dist, Dist):
            raise TypeError(f"dist must be a Dist, not {_show_type(dist)}")
        if not callable(result_of):
            raise TypeError(f"result_of must be a function, not {_show_type(result_of)}")
        if self.dice is None:
            raise ReplayError("this replay has no dice")
        roll, result = self.dice.draw(dist, result_of)
        odds = dist.map(result_of).probs()
        comp = dict((computed(roll, result) if callable(computed) else computed) or {})
        if w is not None:
            comp.setdefault("W", w)
        if roll is not None:
            comp.setdefault("roll", roll)
        text = change(result) if callable(change) else change
        self._add(actor, action, cite, result, text, w=w, roll=roll, chance=odds[result], odds=odds,
                  stated=stated, computed=comp, note=note, rolled=True)
        return roll, result

    def note_step(self, actor: str, action: str, cite: str, result: str, *, change: str = "",
                  chance: Any = None, odds: Mapping | None = None, stated: Mapping | None = None,
                  computed: Mapping | None = None, w: int | None = None, note: str = "",
                  what_if: bool = False) -> Step:
        """Log a step with no new dice: a choice (``chance`` None) or a sure consequence (chance 1).

        A "what if" step re-reads an earlier roll under other circumstances: it may pass its own
        ``chance`` and ``odds``, which :attr:`chance` of the whole line leaves out.
        """
        _check_step_args(actor=actor, action=action, cite=cite, result=result, change=change,
                         note=note, odds=odds, stated=stated, computed=computed, w=w)
        if not isinstance(what_if, bool):
            raise TypeError(f"what_if must be True or False, not {_show_type(what_if)}")
        if odds is None:
            odds = {result: sympy.Integer(1)} if chance == 1 else {}
        odds = dict(odds)
        return self._add(actor, action, cite, result, change, w=w, roll=None,
                         chance=None if chance is None else as_probability(chance, "chance"), odds=odds,
                         stated=stated, computed=computed, note=note, what_if=what_if)

    def _add(self, actor, action, cite, result, change, **kw) -> Step:
        # a step is a record: its mappings are read-only (replays are cached by the widgets)
        kw["stated"] = MappingProxyType(dict(kw.get("stated") or {}))
        kw["computed"] = MappingProxyType(dict(kw.get("computed") or {}))
        kw["odds"] = MappingProxyType(dict(kw.get("odds") or {}))
        step = Step(len(self._steps) + 1, actor, action, cite, result, change, **kw)
        self._steps.append(step)
        return step

    # ----------------------------------------------------------- reading
    def __len__(self) -> int:
        return len(self._steps)

    @property
    def chance(self) -> sympy.Expr:
        """The exact chance of this whole line of play: the product of the steps' chances.

        Choices count as certain (the players chose them); only dice contribute, and "what if"
        steps are left out.
        """
        return sympy.Mul(*[s.chance for s in self._steps if s.chance is not None and not s.what_if])

    def check(self) -> list[Mismatch]:
        """Every printed number that differs from the computed one (empty when all agree).

        A printed key that the rules never computed is itself reported (computed None).
        """
        out = []
        for s in self._steps:
            for k, v in s.stated.items():
                got = s.computed.get(k)
                if got != v:
                    out.append(Mismatch(s.index, k, v, got))
        return out

    @property
    def ok(self) -> bool:
        return not self.check()

    def checked_numbers(self) -> list[tuple[int, str, Any]]:
        """``(step, key, value)`` for every printed number that the rules reproduce."""
        return [(s.index, k, v) for s in self._steps for k, v in s.stated.items()
                if s.computed.get(k) == v]

    def assert_matches(self) -> None:
        """Raise ``AssertionError`` listing every printed number the rules do not reproduce."""
        bad = self.check()
        if bad:
            raise AssertionError(f"{self.name} ({self.section}): " + "; ".join(map(str, bad)))

    def transcript(self, upto: int | None = None) -> str:
        """The replay as plain text (stable: the golden-file tests compare it exactly)."""
        head = [f"{self.game}: {self.name} ({self.section})"]
        if self.summary:
            head.append(self.summary)
        if self.readings:
            head.append("readings: " + ", ".join(f"{k}={v}" for k, v in sorted(self.readings.items())))
        steps = self._steps if upto is None else self._steps[:upto]
        body = [s.line() for s in steps]
        tail = []
        if upto is None or upto >= len(self._steps):
            tail.append(f"chance of this line of play: {_frac(self.chance)}")
            bad = self.check()
            tail.append("printed numbers: " + ("all reproduced" if not bad else
                                               "MISMATCH " + "; ".join(map(str, bad))))
        return "\n".join(head + body + tail) + "\n"

    def __str__(self) -> str:
        return self.transcript()

    def html(self, upto: int | None = None) -> str:
        """The steps as an HTML table; each row shows the exact odds of every result."""
        steps = self._steps if upto is None else self._steps[:upto]
        return (f"<h4>{html.escape(self.name)} <small>({html.escape(self.section)})</small></h4>"
                f"<table class='edgekit-replay'>{HTML_HEAD}{''.join(s.html_row() for s in steps)}</table>")

    def _repr_html_(self) -> str:
        return self.html()

    def __repr__(self) -> str:
        return f"<Replay {self.name!r} ({self.section}), {len(self._steps)} steps>"


def _check_step_args(**args) -> None:
    """Text arguments must be str, mappings mappings, ``w`` a whole number or None."""
    for name, v in args.items():
        if name in ("odds", "stated", "computed"):
            if v is not None and not isinstance(v, Mapping) and not (name == "computed" and callable(v)):
                raise TypeError(f"{name} must be a mapping or None, not {_show_type(v)}")
        elif name == "w":
            if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                raise TypeError(f"w must be a whole number or None, not {_show_type(v)}")
        elif name == "change" and callable(v):
            continue
        elif not isinstance(v, str):
            raise TypeError(f"{name} must be a str, not {_show_type(v)}")
