"""A whole game a reader can follow: who won and why, a table per round, a readable page.

Read from the states' own hooks (the same names in every game, :class:`~edgekit.play.State`):
:meth:`~edgekit.play.State.key_numbers` (each player's key numbers, a
:class:`~edgekit.play.Scoreboard`, with the round and whose turn it is),
:meth:`~edgekit.play.State.verdict` (the winner sentence) and :meth:`~edgekit.play.State.legend`
(a key to the state's abbreviations). A game without them still gets a page; its turns are then
the runs of steps of one actor.

* :func:`marks`: where each step stands (its round, whether it begins a turn, a round, is a roll);
  the stepper's jumps read them;
* :func:`verdict`: the playthrough's winner sentence (the game's own, else its returns);
* :func:`rounds_table`: one row per round, each player's key numbers at the round's end;
* :func:`page`: the transcript as a readable HTML page, one row per step (the chance of the
  chosen result in the number style: a percentage beside its exact value, a long fraction
  abbreviated); :func:`record` and :func:`to_csv` keep the full exact record.

Don't confuse :func:`page` (what a reader opens: abbreviated, one row per step) with
:meth:`Playthrough.transcript` (plain text, every odds and state in full: the golden files) or
:func:`record` (every exact value, for a program or a spreadsheet).
"""

from __future__ import annotations

import csv
import html as _html
import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType
from typing import Any

import sympy

from .core import Scoreboard

__all__ = ["StepMark", "RoundsTable", "marks", "verdict", "rounds_table", "page", "record", "to_csv",
           "chance_text"]

_MAX_DIGITS = 8   # a numerator or denominator longer than this is abbreviated (the number style)


# ----------------------------------------------------------------------------- the number style
# TODO(display): use edgekit.display.prob() once engineer "display"'s number style lands (s19/display);
# this private helper is the minimal stand-in: a percentage beside the exact value, a long one abbreviated.
def chance_text(p) -> str:
    """An exact chance in the number style: ``"16.7% (exact 1/6)"``; a fraction with a numerator or
    denominator over 8 digits as ``"≈ 37.6% (exact: 17-digit fraction)"``; below 0.01% a power of ten.
    The exact value itself stays in the record (:func:`record`)."""
    q = _fraction(p)
    if q is None:
        return str(p)
    n, d = q.numerator, q.denominator
    exact = f"{n}/{d}" if d != 1 else str(n)
    short = len(str(abs(n))) <= _MAX_DIGITS and len(str(d)) <= _MAX_DIGITS
    if q == 0 or q == 1:
        return "0% (never)" if q == 0 else "100% (certain)"
    pct = _percent(q)
    return f"{pct} (exact {exact})" if short else f"≈ {pct} (exact: {_digits(q)}-digit fraction)"


def _digits(q: Fraction) -> int:
    return max(len(str(abs(q.numerator))), len(str(q.denominator)))


def _percent(q: Fraction) -> str:
    if abs(q) >= Fraction(1, 10_000):
        x = float(q) * 100
        return f"{x:.3g}%" if abs(x) < 99.95 else f"{x:.4g}%"
    # below 0.01%: a power of ten from the integers' logarithms (a float of the fraction underflows)
    lg = math.log10(abs(q.numerator)) - math.log10(q.denominator)
    e = math.floor(lg)
    return f"{'-' if q < 0 else ''}{10 ** (lg - e):.2g} × 10^{e}"


def _fraction(p) -> Fraction | None:
    if isinstance(p, bool):
        return None
    if isinstance(p, Fraction | int):
        return Fraction(p)
    if isinstance(p, sympy.Rational):
        return Fraction(int(p.p), int(p.q))
    return None


def _number(v) -> str:
    """A key number or return in words: whole numbers plain, other exact numbers in the number style."""
    q = _fraction(v)
    if q is None:
        return str(v)
    if q.denominator == 1:
        return str(q.numerator)
    n, d = q.numerator, q.denominator
    if len(str(abs(n))) <= _MAX_DIGITS and len(str(d)) <= _MAX_DIGITS:
        return f"{float(q):.4g} (exact {n}/{d})"
    return f"≈ {float(q):.4g} (exact: {_digits(q)}-digit fraction)"


# ----------------------------------------------------------------------------- where each step stands
@dataclass(frozen=True)
class StepMark:
    """Where step ``index`` (1-based) stands: its ``round`` (None in a game without rounds) and
    ``turn`` (the turn's count, 1, 2 ...), whether it begins a turn or a round, and whether chance
    decided it (a roll or a draw)."""

    index: int
    round: int | None
    turn: int
    new_turn: bool
    new_round: bool
    roll: bool


def _boards(pt) -> tuple:
    """The scoreboard before each step and after the last (None where the game gives none)."""
    got = pt.__dict__.get("_follow_boards")
    if got is None:
        states = [pt.start] + [s.state for s in pt.steps]
        got = tuple(_board(x) for x in states)
        object.__setattr__(pt, "_follow_boards", got)   # derived from the frozen steps: never changes
    return got


def _board(state) -> Scoreboard | None:
    hook = getattr(state, "key_numbers", None)
    return hook() if callable(hook) else None


def marks(pt) -> tuple[StepMark, ...]:
    """One :class:`StepMark` per step of ``pt``. A turn begins where the scoreboard's ``turn``
    changes (without a scoreboard: where the actor changes), a round where its ``round`` changes
    (without rounds, every turn is a round)."""
    got = pt.__dict__.get("_follow_marks")
    if got is not None:
        return got
    boards = _boards(pt)
    out, turns, last_key, last_round = [], 0, object(), object()
    for i, s in enumerate(pt.steps):
        b = boards[i]
        key = (b.round, b.turn) if b is not None else s.actor
        rnd = b.round if b is not None else None
        new_turn = key != last_key
        turns += new_turn
        new_round = (rnd != last_round) if rnd is not None else new_turn
        out.append(StepMark(s.index, rnd, turns, new_turn, new_round, s.chance is not None and not s.what_if))
        last_key, last_round = key, rnd
    got = tuple(out)
    object.__setattr__(pt, "_follow_marks", got)
    return got


# ----------------------------------------------------------------------------- who won and why
def verdict(pt) -> str:
    """Who won and why, in a sentence (the final state's :meth:`~edgekit.play.State.verdict`;
    a game without one: its returns, named). "" before the end or for a replayed example."""
    if not pt.finished or not pt.returns:
        return ""
    hook = getattr(pt.state, "verdict", None)
    said = hook() if callable(hook) else ""
    if said:
        return said
    return "Returns: " + ", ".join(_number(r) for r in pt.returns)


# ----------------------------------------------------------------------------- the per-round table
@dataclass(frozen=True)
class RoundsTable:
    """One row per round: ``columns`` (the round, then "player quantity" for each key number) and
    ``rows`` (the numbers at the end of each round, exact). ``labels`` names a scale's values."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple, ...]
    labels: Mapping[str, tuple[str, ...]]

    def _cell(self, column: str, v) -> str:
        q = column.split(" ", 1)[-1]
        scale = self.labels.get(q)
        if scale is not None and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(scale):
            return scale[v]
        return "yes" if v is True else "no" if v is False else _number(v)

    def __len__(self) -> int:
        return len(self.rows)

    def column(self, name: str) -> tuple:
        """The exact values of one column, round by round."""
        if name not in self.columns:
            raise ValueError(f"name must be one of the columns {list(self.columns)}, not {name!r}")
        k = self.columns.index(name)
        return tuple(r[k] for r in self.rows)

    def __str__(self) -> str:
        cells = [list(self.columns)] + [[self._cell(c, v) for c, v in zip(self.columns, r)]
                                        for r in self.rows]
        w = [max(len(row[k]) for row in cells) for k in range(len(self.columns))]
        lines = ["  ".join(x.rjust(w[k]) for k, x in enumerate(row)) for row in cells]
        return "\n".join([self.title, *lines])

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{_html.escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{_html.escape(self._cell(c, v))}</td>"
                                        for c, v in zip(self.columns, r)) + "</tr>" for r in self.rows)
        return (f"<table class='edgekit-rounds'><caption>{_html.escape(self.title)}</caption>"
                f"<tr>{head}</tr>{body}</table>")

    def to_csv(self, path) -> Path:
        """Write the table (exact values: fractions as n/d) to ``path``; returns the path."""
        path = Path(path)
        with path.open("w", newline="") as f:
            out = csv.writer(f)
            out.writerow(self.columns)
            out.writerows([_exact(v) for v in r] for r in self.rows)
        return path


def rounds_table(pt) -> RoundsTable:
    """One row per round of ``pt``: each player's key numbers at the end of the round (the state
    after its last step), read from the states' :meth:`~edgekit.play.State.key_numbers`. A game
    without rounds (a Matrix run) has one row per turn. ValueError if the game gives no key numbers."""
    boards = _boards(pt)
    if boards[-1] is None:
        raise ValueError(f"pt: {pt.name} gives no key numbers (State.key_numbers), so no table per round")
    ms = marks(pt)
    last: dict = {}   # round (or turn) -> the scoreboard after its last step
    for m, b in zip(ms, boards[1:]):
        last[m.round if m.round is not None else m.turn] = b
    first = boards[-1]
    cols = [(who, q) for who, nums in first.numbers.items() for q in nums]
    has_rounds = any(m.round is not None for m in ms)
    rows = tuple((k, *(b.numbers.get(who, {}).get(q) for who, q in cols)) for k, b in last.items())
    labels = {}
    for b in last.values():
        labels.update(b.labels)
    unit = "round" if has_rounds else "turn"
    return RoundsTable(f"{pt.name}: each player's numbers at the end of each {unit}",
                       (unit, *(f"{who} {q}" for who, q in cols)), rows, MappingProxyType(labels))


# ----------------------------------------------------------------------------- the readable page
def _changes(before: Scoreboard | None, after: Scoreboard | None) -> str:
    """What a step changed in the key numbers, in words ("P2 DP 12 → 15")."""
    if before is None or after is None:
        return ""
    out = []
    for who, nums in after.numbers.items():
        old = before.numbers.get(who, {})
        for q, v in nums.items():
            if q in old and old[q] != v:
                out.append(f"{who} {q} {after.shown(q, old[q])} → {after.shown(q, v)}")
    return "; ".join(out)


_FEW_NUMBERS = 6   # a step's numbers are shown when it has at most this many (not a list of every outcome)


def _numbers(s) -> str:
    """A step's numbers and notes in words: its few exact numbers (R, W, P(win) ...; chances in the
    number style), whether the numbers a source prints are reproduced, and its note."""
    out = []
    named = {k: v for k, v in s.computed.items() if not str(k).isdigit()}   # not the odds by outcome id
    if 0 < len(named) <= _FEW_NUMBERS:
        out.append(", ".join(f"{k} = {chance_text(v) if str(k).startswith('P(') else _number(v)}"
                             for k, v in named.items()))
    mism = [k for k, v in s.stated.items() if s.computed.get(k) != v]
    if mism:
        out.append(f"printed differs: {', '.join(map(str, mism))}")
    elif s.stated:
        out.append("printed numbers match")
    if s.note:
        out.append(s.note)
    return "; ".join(out)


def _row(s, m: StepMark, change: str) -> str:
    chance = chance_text(s.chance) if s.chance is not None else ""
    if s.chance is not None and len(s.odds) > 1:
        chance += f"<br><small>one of {len(s.odds)} results</small>"
    elif s.options:
        chance = f"<small>chosen from {len(s.options)}</small>"
    w = "" if s.w is None else f"<br><small>W {s.w}</small>"
    cls = " class='edgekit-turn' style='border-top:2px solid #aaa'" if m.new_turn else ""
    rnd = "" if m.round is None else str(m.round)
    return (f"<tr{cls}><td>{s.index}</td><td>{rnd}</td><td>{_html.escape(s.actor)}</td>"
            f"<td>{_html.escape(s.action)}<br><small>{_html.escape(s.cite)}</small>{w}</td>"
            f"<td><b>{_html.escape(s.result)}</b></td><td>{chance}</td>"
            f"<td><small>{_html.escape(change)}</small></td>"
            f"<td><small>{_html.escape(_numbers(s))}</small></td></tr>")


PAGE_HEAD = ("<tr><th>#</th><th>round</th><th>who</th><th>action (rule)</th><th>result</th>"
             "<th>chance of this result</th><th>what changed</th><th>numbers, notes</th></tr>")


def page_rows(pt) -> tuple[str, ...]:
    """The page's row of each step (``<tr>``, head :data:`PAGE_HEAD`), made once per playthrough: a
    stepper redraws the log on every press."""
    got = pt.__dict__.get("_follow_rows")
    if got is None:
        boards, ms = _boards(pt), marks(pt)
        got = tuple(_row(s, m, _changes(boards[i], boards[i + 1]))
                    for i, (s, m) in enumerate(zip(pt.steps, ms)))
        object.__setattr__(pt, "_follow_rows", got)
    return got


def changes(pt) -> tuple[str, ...]:
    """What each step changed in the key numbers, in words ("" where nothing did, or no key numbers)."""
    boards = _boards(pt)
    return tuple(_changes(boards[i], boards[i + 1]) for i in range(len(pt.steps)))


def chances_so_far(pt) -> tuple:
    """The exact chance of the line after 0, 1, 2 ... steps (the product of the chance steps' chances;
    "what if" steps left out), made once per playthrough."""
    got = pt.__dict__.get("_follow_chances")
    if got is None:
        out, c = [Fraction(1)], Fraction(1)
        for s in pt.steps:
            if s.chance is not None and not s.what_if:
                c *= _fraction(s.chance) if _fraction(s.chance) is not None else s.chance
            out.append(c)
        got = tuple(out)
        object.__setattr__(pt, "_follow_chances", got)
    return got


def legend(pt) -> str:
    """The key to the abbreviations of ``pt``'s states ("" if none)."""
    state = pt.state if pt.state is not None else pt.start
    hook = getattr(state, "legend", None)
    return hook() if callable(hook) else ""


def page(pt, *, head: bool = True) -> str:
    """``pt`` as a readable HTML page: the verdict, one row per step (who, what, the rule, the result,
    the chance of that result in the number style, what changed), the key to the abbreviations.
    ``head=False`` leaves out the title. The full exact record: :func:`record`, :func:`to_csv`."""
    title = head
    head = [f"<h4>{_html.escape(pt.name)}</h4>"] if title else []
    sub = ", ".join(x for x in (pt.cite, f"seed {pt.seed}" if pt.seed is not None else "",
                                f"{len(pt)} steps") if x)
    head.append(f"<p><small>{_html.escape(sub)}</small></p>")
    if pt.summary:
        head.append(f"<p>{_html.escape(pt.summary)}</p>")
    said = verdict(pt)
    if said:
        head.append(f"<p class='edgekit-verdict'><b>{_html.escape(said)}</b></p>")
    elif pt.waiting is not None:
        head.append(f"<p>Waiting for player {pt.waiting} to choose.</p>")
    if pt.steps and _boards(pt)[-1] is not None:
        head.append(f"<details><summary>Each {'round' if marks(pt)[-1].round is not None else 'turn'}: "
                    f"the players' numbers</summary>{rounds_table(pt)._repr_html_()}</details>")
    tail = [f"<p>Chance of this line of play: {chance_text(pt.chance)}. The full exact record: "
            f"<code>.record()</code>, <code>.to_csv(path)</code>.</p>"]
    key = legend(pt)
    if key:
        tail.append(f"<p class='edgekit-legend'><small><b>Key:</b> {_html.escape(key)}</small></p>")
    rows = "".join(page_rows(pt))
    return ("".join(head) + f"<table class='edgekit-steps edgekit-page'>{PAGE_HEAD}{rows}</table>"
            + "".join(tail))


# ----------------------------------------------------------------------------- the full exact record
RECORD_FIELDS = ("index", "round", "player", "actor", "action", "cite", "w", "result", "action_id",
                 "chance", "odds", "options", "state")


def _exact(v) -> str:
    q = _fraction(v)
    if q is not None:
        return f"{q.numerator}/{q.denominator}" if q.denominator != 1 else str(q.numerator)
    return "" if v is None else str(v)


def record(pt) -> tuple[Mapping[str, Any], ...]:
    """Every step of ``pt`` in full, exact: one read-only mapping per step with the fields of
    :data:`RECORD_FIELDS` (``chance`` and each of ``odds`` exact; ``state`` the state's whole text)."""
    ms = marks(pt)
    return tuple(MappingProxyType({
        "index": s.index, "round": m.round, "player": s.player, "actor": s.actor, "action": s.action,
        "cite": s.cite, "w": s.w, "result": s.result, "action_id": s.action_id, "chance": s.chance,
        "odds": MappingProxyType(dict(s.odds)), "options": s.options, "state": s.change})
        for s, m in zip(pt.steps, ms))


def to_csv(pt, path) -> Path:
    """Write :func:`record` of ``pt`` to ``path`` as CSV, exact (fractions as n/d; odds as
    ``result: n/d`` separated by " | "); returns the path."""
    path = Path(path)
    with path.open("w", newline="") as f:
        out = csv.writer(f)
        out.writerow(RECORD_FIELDS)
        for r in record(pt):
            out.writerow([" | ".join(f"{k}: {_exact(p)}" for k, p in r[c].items()) if c == "odds"
                          else " | ".join(r[c]) if c == "options" else _exact(r[c]) for c in RECORD_FIELDS])
    return path
