"""Playing a worked example inside the whole game: the log, forced steps, checked numbers.

Rules: Edge City 8.4, 8.5.1, Chart 1.0.

The machinery of :mod:`edgekit.edge_city.examples.in_game`: a :class:`_Run` logs
:class:`~edgekit.play.Step` rows; :func:`_choose` takes one of the game's own decisions (it must
be legal), :func:`_force` forces one of the game's chance steps to the outcome the example's roll
gives (it must be possible, and its exact chance must equal the single-roll rules'), and every
number that does not agree becomes an :class:`ExampleMismatch`. Nothing here knows an example.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from ...play import Step
from ..rules.win import two_dice

__all__ = ["ExampleMismatch"]


@dataclass(frozen=True)
class ExampleMismatch:
    """A number the example states (or a chance the single-roll rules give) that the game does not.

    ``step`` is the step's index (1-based), ``key`` the number, ``expected`` what the example
    prints (``against="printed"``) or the single-roll rules give (``"single-roll rules"``), ``got``
    what the game gave.
    """

    step: int
    key: str
    expected: Any
    got: Any
    against: str = "printed"

    def __str__(self) -> str:
        return f"step {self.step}: {self.key}: {self.against} {self.expected}, game {self.got}"


@dataclass(frozen=True)
class _Check:
    """What :meth:`Playthrough.check` reads: every printed number and chance the game missed."""

    problems: tuple[ExampleMismatch, ...]

    def check(self) -> list[ExampleMismatch]:
        return list(self.problems)

    @property
    def ok(self) -> bool:
        return not self.problems


class _Stop(Exception):
    """The game cannot go on the example's way (the mismatch is already recorded)."""


class _NotYet(Exception):
    """The game cannot hold the example's position (the reason is the message)."""


class _Run:
    """The log of one example played in the game: its steps and every mismatch found."""

    def __init__(self, names: dict[int, str] | None = None):
        self.names, self.steps, self.problems = dict(names or {}), [], []
        self.game, self.changes = None, ()

    def who(self, state) -> str:
        p = state.player
        return f"{self.names.get(p, 'another Ripper (not in the example)')} (P{p})"

    def add(self, **kw) -> Step:
        for k in ("stated", "computed", "odds"):
            kw[k] = MappingProxyType(dict(kw.get(k) or {}))
        step = Step(len(self.steps) + 1, **kw)
        self.steps.append(step)
        return step

    def amend(self, **computed) -> None:
        """Add numbers the game gave to the last step (known only once the step was taken)."""
        last = self.steps[-1]
        self.steps[-1] = replace(last, computed=MappingProxyType({**last.computed, **computed}))

    def problem(self, key, expected, got, against="printed", step=None) -> None:
        self.problems.append(ExampleMismatch(len(self.steps) + 1 if step is None else step, key,
                                             expected, got, against))

    def stop(self, key, expected, got) -> _Stop:
        self.problem(key, expected, got, against="the example")
        return _Stop(f"{key}: the example has {expected}, the game {got}")

    def mismatches(self) -> tuple[ExampleMismatch, ...]:
        out = [ExampleMismatch(s.index, k, v, s.computed.get(k)) for s in self.steps
               for k, v in s.stated.items() if s.computed.get(k) != v]
        return tuple(sorted(out + self.problems, key=lambda m: m.step))


def _change(before, after) -> str:
    """What changed for each Ripper between two game states (every field, whatever the game holds)."""
    out = []
    for i, (a, b) in enumerate(zip(before.rippers, after.rippers, strict=True)):
        diff = [f"{f.name} {getattr(a, f.name)} -> {getattr(b, f.name)}" for f in dataclasses.fields(a)
                if getattr(a, f.name) != getattr(b, f.name)]
        if diff:
            out.append(f"P{i}: " + ", ".join(diff))
    return "; ".join(out)


def _choose(run: _Run, state, label: str, *, stated=None, computed=None, note="", setup=False):
    """Take the game's decision labelled ``label`` (it must be legal here) and log it."""
    legal = {a: state.action_label(a) for a in state.legal_actions()}
    hits = [a for a, lab in legal.items() if lab == label]
    if len(hits) != 1:
        raise run.stop("action", label, f"not offered; it offers {list(legal.values())}")
    turn, nxt = state.turn(), state.apply(hits[0])
    run.add(actor=run.who(state), action=turn.action, cite=turn.cite, result=label,
            change=_change(state, nxt), w=turn.w, stated=stated, computed=computed,
            options=tuple(legal.values()), player=state.current_player, action_id=hits[0], state=nxt,
            note=("sets up the example's position (before the example)" + ("; " + note if note else ""))
            if setup else note)
    return nxt


def _force(run: _Run, state, want: Callable[[int, str], bool], wanted: str, *, roll=None, single=None,
           stated=None, computed=None, note="", setup=False, what_if=False, line=True):
    """Force the game's chance step to the one outcome ``want`` picks (legal, exact chance checked).

    ``single`` is the chance the single-roll rules give the same result; ``setup`` marks a step
    that only reaches the example's position (its chance is not the example's: left out);
    ``line=False`` leaves the chance to sub-steps already logged (the Rip roll by roll).
    """
    d, turn = state.chance_outcomes(), state.turn()
    labels = {o: state.action_label(o) for o in d.outcomes()}
    hits = [o for o, lab in labels.items() if want(o, lab)]
    if len(hits) != 1:
        raise run.stop("result", wanted, f"{len(hits)} matching outcomes among {list(labels.values())}")
    o = hits[0]
    p, nxt = d.prob(o), state.apply(o)
    if single is not None and single != p:
        run.problem("P(result)", single, p, against="single-roll rules")
    comp = {**(computed or {}), "P(result)": p}
    if turn.w is not None:
        comp.setdefault("W", turn.w)
    notes = [n.strip().rstrip(";").strip() for n in (turn.note, note) if n and n.strip()]
    if setup:
        notes.insert(0, "sets up the example's position: its chance is not the example's")
    run.add(actor=run.who(state), action=turn.action, cite=turn.cite, result=labels[o],
            change=_change(state, nxt), w=turn.w, roll=roll, chance=p if line and not setup else None,
            odds=_odds(d, labels, o), stated=stated, computed=comp,
            note="; ".join(notes), rolled=roll is not None, what_if=what_if, player=-1, action_id=o,
            state=nxt)
    return nxt


def _odds(d, labels, taken, most: int = 12) -> dict:
    """Every result's exact chance; past ``most`` results (a draw of two cards from a deck), the
    result taken and all the others together, still exact."""
    if len(labels) <= most:
        return {labels[x]: d.prob(x) for x in d.outcomes()}
    p = d.prob(taken)
    return {labels[taken]: p, f"any of the other {len(labels) - 1} results": 1 - p}


def _position(g, level: int, **ripper):
    """The game's first state with P0 as the example's Ripper, in round 2 (no forced Travel, 6.0).

    A game that begins with set-up choices (5.3: each Ripper goes on a Bizclave) makes them with
    its own actions, every Ripper on the Business Dome; then P0's Status (and any other field the
    example gives) is set with ``dataclasses.replace``.
    """
    s = g.new_initial_state()
    for _ in range(2 * g.players):
        if s.is_chance or s.is_terminal:
            break
        start = [a for a in s.legal_actions() if s.action_label(a).startswith("start on")]
        if not start:
            break
        dome = [a for a in start if "Business Dome" in s.action_label(a)]
        if not dome:
            raise _NotYet("the game's set-up offers no start on the Business Dome")
        s = s.apply(dome[0])
    rs = list(s.rippers)
    rs[0] = replace(rs[0], level=level, **ripper)
    return replace(s, rippers=tuple(rs), player=0, round=2)


def _sub_step(run: _Run, actor: str, sub, pick, roll, ways, comp, *, stated=None, event=None, note=""):
    """One roll (or choice) inside one of the game's steps, played in that step's own game (the Rip)."""
    turn = sub.turn()
    if sub.current_player == 0:
        nxt = sub.apply(pick)
        run.add(actor=actor, action=turn.action + " (inside the game's Rip step)",
                cite=turn.cite, result=sub.action_label(pick), player=0, action_id=pick, state=nxt,
                options=tuple(sub.action_label(a) for a in sub.legal_actions()), note=note)
        return nxt
    d = sub.chance_outcomes()
    labels = {o: sub.action_label(o) for o in d.outcomes()}
    hits = [o for o in labels if pick(o)]
    if len(hits) != 1:
        raise run.stop("result", event, f"no single Rip outcome for it among {list(labels.values())}")
    o = hits[0]
    p = d.prob(o)
    if p != ways:
        run.problem("P(result)", ways, p, against="single-roll rules")
    nxt = sub.apply(o)
    run.add(actor=actor, action=turn.action + " (inside the game's Rip step)", cite=turn.cite,
            result=labels[o], w=turn.w, roll=roll, chance=p, rolled=True,
            odds=_odds(d, labels, o), stated=stated,
            computed={**comp, "P(result)": p}, player=-1, action_id=o, state=nxt, note=turn.note)
    return nxt


def _outcome_of_roll(d, roll: int) -> int:
    """The game's DP for a two-dice ``roll``: the DP step adds a Status adjustment (never below 1),
    a non-decreasing function of the roll, so its value is the least outcome whose cumulative
    chance reaches the roll's."""
    target = two_dice().p(lambda t: t <= roll)
    acc = 0
    for o in sorted(d.outcomes()):
        acc += d.prob(o)
        if acc >= target:
            return o
    raise ValueError(f"roll {roll} is beyond the DP step's outcomes")  # unreachable for 2-12


# ------------------------------------------------------------------ what the game can hold
def _card_names(g) -> frozenset:
    """The names of the cards the game knows (its catalogue)."""
    return frozenset(g.cards.catalogue)


def _in_space(g, state, i: int, kind: str):
    """``state`` with Ripper ``i`` on the board's first tile of ``kind`` ("sprawl") that holds no
    other Ripper and no Zone card."""
    taken = {o.pos for j, o in enumerate(state.rippers) if j != i} | {p for p, _ in state.zones}
    free = [p for p in g.board.positions if g.board.kind[p] == kind and p not in taken]
    if not free:
        raise _NotYet(f"the board has no free {kind} space")
    r = replace(state.rippers[i], pos=free[0], space=kind)
    rs = list(state.rippers)
    rs[i] = r
    return replace(state, rippers=tuple(rs))


def _rip_inputs(g, s) -> dict:
    """What the game's Rip step passes to :func:`~edgekit.edge_city.rip_outcomes` at the Rip state
    ``s``: from the cards held and the Patron used."""
    from ..whole_game.cards import rip_inputs

    return dict(rip_inputs(g, s, s.pending[2] if len(s.pending) > 2 else ""))


def _travel_to(state, kind: str) -> str:
    """The label of the game's first Travel action that ends in a space of ``kind`` with no attack
    on the way (the example's "travels to an empty Sprawl Zone")."""
    for a in state.legal_actions():
        lab = state.action_label(a)
        if lab.startswith("Travel to"):
            nxt = state.apply(a)
            if not nxt.is_chance and nxt.rippers[state.player].space == kind:
                return lab
    raise _NotYet(f"the game offers no Travel into a {kind} space without an attack on the way")
