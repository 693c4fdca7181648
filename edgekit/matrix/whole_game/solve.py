"""Exact P(win) of a Matrix run under optimal play, for stacks small enough to search whole.

Rules: Matrix setup, Matrix steps 1-7.

Which cases are exact, and why only those: a state is the whole matrix (where every structure lies,
its tile, its power-up), where each breaker stands, the power-ups held and the brain damage. For the
full game (24 tiles placed anywhere on a grid, four breakers) that is far beyond any search; so
:func:`exact_win` solves games built with a small stack (``colours``, ``ice``, ``bottom_ice`` of
:func:`edgekit.matrix.game`; e.g. one colour with two ice, or two colours with one ice each) and
refuses more than ``max_states`` states. For the full game use the named policies, simulation and
OpenSpiel's MCTS (notebook ``matrix_3_chance_to_win``).

Advanced games are exact too: the set-up (the runner's picks, each pawn's d6 for its breaker) is
searched like any choice and chance step, and every challenge's odds carry the breakers' abilities.

Method. Runs can loop (a breaker may walk back and forth over ice it cannot fail on; an ability may
move a fort back and forth), so plain expectimax does not apply. Every step either makes progress (a
structure installed, brain damage, a structure entered for the first time, a power-up collected or
spent) or only moves a breaker or a fort. The states that differ only in where the breakers and the
forts stand form a *level* (structures are named by their tiles, which are all different, so a fort
that moves stays the same structure); levels are solved from the most progressed down. Inside a
level every choice has the form ``c + q * V(t)`` (``t`` a state of the same level reached with
chance ``q``, ``c`` the exactly known rest), solved by policy iteration with exact fractions (a loop
that never progresses is worth 0: the run never ends, so it is not won).
:func:`value_iteration_win` is an independent check (floats, Bellman updates to convergence).
"""

from __future__ import annotations

from fractions import Fraction

import sympy

from ...play import Game
from .game import MatrixGame, MatrixState

__all__ = ["exact_win", "value_iteration_win", "MAX_STATES"]

MAX_STATES = 200_000  # a documented limit: more states than this -> ValueError


def _level(s: MatrixState):
    t = s.tiles
    return (frozenset(t.values()), frozenset(t[p] for p in s.tokens), s.held, s.damage,
            frozenset(t[p] for p in s.visited), s.team)


_CORNER = 11   # a shifted matrix's lowest x and y: room for 24 structures either way in the window


def _shifted(s: MatrixState) -> MatrixState:
    """``s`` with the whole matrix (structures, breakers, power-ups, marks) shifted so that its lowest
    x and y are :data:`_CORNER`: the same position, since the rules' matrix has no edge."""
    if not s.tiles:
        return s
    dx = _CORNER - min(p[0] for p in s.tiles)
    dy = _CORNER - min(p[1] for p in s.tiles)
    if not dx and not dy:
        return s

    def m(p):
        return None if p is None else (p[0] + dx, p[1] + dy)
    from types import MappingProxyType

    return s._with(tiles=MappingProxyType({m(p): t for p, t in s.tiles.items()}), pos=tuple(map(m, s.pos)),
                   tokens=frozenset(map(m, s.tokens)), visited=frozenset(map(m, s.visited)), where=m(s.where))


def _same_faces(game) -> tuple:
    """Per pawn, each team entry -> the first entry whose breaker has the same ability: two breakers
    with equal abilities play alike (a name changes nothing), so the solver keeps one of them."""
    out = []
    for row in game._abil:
        first: dict = {}
        out.append(tuple(first.setdefault(a, c) if c > 0 else c for c, a in enumerate(row)))
    return tuple(out)


class _Solver:
    def __init__(self, max_states: int, shift: bool = False, game=None):
        self.memo: dict = {}
        self.max_states = max_states
        self.seen = 0
        self.shift = shift
        self.same = _same_faces(game) if game is not None and game.advanced else None

    def canon(self, s: MatrixState) -> MatrixState:
        """One state for each set of equal positions (see :func:`exact_win`)."""
        if self.same is not None:
            team = tuple(self.same[b][c] if c > 0 else c for b, c in enumerate(s.team))
            if team != s.team:
                s = s._with(team=team)
        return _shifted(s) if self.shift else s

    def next(self, s: MatrixState, a: int) -> MatrixState:
        """The state after ``a``, as :meth:`canon` gives it."""
        return self.canon(s.apply(a))

    def _count(self):
        self.seen += 1
        if self.seen > self.max_states:
            raise ValueError(f"more than max_states={self.max_states} states: this stack is too large to "
                             f"solve exactly (use smaller colours/ice, or simulate)")

    def value(self, s: MatrixState) -> Fraction:
        s = self.canon(s)
        got = self.memo.get(s)
        if got is not None:
            return got
        self._count()
        if s.phase == "over":
            v = s.returns()[0]
        elif s.phase in ("draw", "roll", "pawn"):
            d = s.chance_outcomes()
            v = sum((Fraction(w, d.denominator) * self.value(self.next(s, a))
                     for a, w in d.weights().items()), Fraction(0))
        elif s.phase in ("budget", "setup"):
            v = max(self.value(self.next(s, a)) for a in s.legal_actions())
        else:
            self._solve_level(s)
            return self.memo[s]
        self.memo[s] = v
        return v

    def _options(self, s: MatrixState, lev) -> list:
        """Each choice at move state ``s`` as (c, q, t): value c + q V(t), t in the level (or None)."""
        out = []
        for a in s.legal_actions():
            n = self.next(s, a)
            if n.phase == "move" and _level(n) == lev and n not in self.memo:
                out.append((Fraction(0), Fraction(1), n))
                continue
            if n.phase not in ("budget", "roll"):
                out.append((self.value(n), Fraction(0), None))
                continue
            for r in ([self.next(n, k) for k in n.legal_actions()] if n.phase == "budget" else [n]):
                d = r.chance_outcomes()
                c, q, t = Fraction(0), Fraction(0), None
                for o, w in d.weights().items():
                    p, m = Fraction(w, d.denominator), self.next(r, o)
                    if m.phase == "move" and _level(m) == lev and m not in self.memo:
                        q, t = q + p, m
                    else:
                        c += p * self.value(m)
                out.append((c, q, t))
        return out

    def _solve_level(self, start: MatrixState) -> None:
        lev = _level(start)
        opts: dict = {}
        todo = [start]
        while todo:
            s = todo.pop()
            if s in opts:
                continue
            self._count()
            opts[s] = self._options(s, lev)
            todo.extend(t for _, _, t in opts[s] if t is not None and t not in opts)
        pol = {s: max(range(len(o)), key=lambda i: o[i][0]) for s, o in opts.items()}
        while True:
            v = self._evaluate(opts, pol)
            changed = False
            for s, o in opts.items():
                cur = v[s]
                for i, (c, q, t) in enumerate(o):
                    val = c + (q * v[t] if t is not None else 0)
                    if val > cur:
                        cur, pol[s], changed = val, i, True
            if not changed:
                break
        self.memo.update(v)

    @staticmethod
    def _evaluate(opts: dict, pol: dict) -> dict:
        v: dict = {}
        for s0 in opts:
            path, s = [], s0
            while s is not None and s not in v and s not in path:
                path.append(s)
                c, q, t = opts[s][pol[s]]
                s = t
            if s is not None and s not in v:  # a loop: from s around to s
                k = path.index(s)
                cyc = path[k:]
                C, Q = Fraction(0), Fraction(1)
                for x in cyc:
                    c, q, _ = opts[x][pol[x]]
                    C, Q = C + Q * c, Q * q
                v[s] = Fraction(0) if Q == 1 else C / (1 - Q)
                for x in reversed(cyc[1:]):
                    c, q, t = opts[x][pol[x]]
                    v[x] = c + q * v[t]
                path = path[:k]
            for x in reversed(path):
                c, q, t = opts[x][pol[x]]
                v[x] = c + (q * v[t] if t is not None else 0)
        return v


def _check(game, max_states):
    if not isinstance(game, MatrixGame):
        raise TypeError(f"game must be a Matrix game (edgekit.matrix.game(...)), not {type(game).__name__}")
    if isinstance(max_states, bool) or not isinstance(max_states, int):
        raise TypeError(f"max_states must be a whole number, not {max_states!r}")
    if not 1 <= max_states <= 5_000_000:
        raise ValueError(f"max_states must be from 1 to 5,000,000, not {max_states}")


def exact_win(game: Game, *, max_states: int = MAX_STATES, shift: bool | None = None) -> sympy.Rational:
    """Exact P(win) of ``game`` (a small-stack :func:`edgekit.matrix.game`) under optimal play.

    Two advanced breakers whose abilities are equal play alike (a name changes nothing), so the
    search keeps one of each such pair. ``shift``: treat positions that differ only by a shift of the
    whole matrix as one (the rules' matrix is a surface with no edge; the game's 47 x 47 window is an
    implementation limit). None
    (the default): only when an ability can move forts, which could otherwise walk a small matrix
    across the window (the game stays one piece under ``matrix_outside_reach="connected"``; under
    "any_space" shifting is refused: pieces far apart would meet the window's edge).

    Rules: Matrix setup, Matrix steps 1-7, Matrix advanced game.
    """
    _check(game, max_states)
    if shift is None:
        shift = game._forts_on and game._connected
    if not isinstance(shift, bool):
        raise TypeError(f"shift must be True, False or None, not {shift!r:.40}")
    if shift and not game._connected:
        raise ValueError("shift: only under matrix_outside_reach='connected' (one piece) is a shifted "
                         "matrix the same position")
    v = _Solver(max_states, shift, game).value(game.new_initial_state())
    return sympy.Rational(v.numerator, v.denominator)


def value_iteration_win(game: Game, *, max_states: int = MAX_STATES, tol: float = 1e-13) -> float:
    """P(win) under optimal play by float value iteration over every reachable state (an independent
    check of :func:`exact_win`; a float, labelled so). Rules: Matrix setup, Matrix steps 1-7."""
    _check(game, max_states)
    if isinstance(tol, bool) or not isinstance(tol, int | float):
        raise TypeError(f"tol must be a number, not {tol!r}")
    if not 1e-15 <= tol <= 1e-3:
        raise ValueError(f"tol must be from 1e-15 to 1e-3, not {tol!r}")
    start = game.new_initial_state()
    succ: dict = {}
    todo = [start]
    while todo:
        s = todo.pop()
        if s in succ:
            continue
        if len(succ) >= max_states:
            raise ValueError(f"more than max_states={max_states} states")
        if s.phase == "over":
            succ[s] = ("end", float(s.returns()[0]))
        elif s.current_player < 0:
            d = s.chance_outcomes()
            succ[s] = ("chance", [(w / d.denominator, s.apply(a)) for a, w in d.weights().items()])
            todo.extend(t for _, t in succ[s][1])
        else:
            succ[s] = ("max", [s.apply(a) for a in s.legal_actions()])
            todo.extend(succ[s][1])
    v = {s: 0.0 for s in succ}
    for _ in range(100_000):
        delta = 0.0
        for s, (kind, nxt) in succ.items():
            if kind == "end":
                new = nxt
            elif kind == "chance":
                new = sum(p * v[t] for p, t in nxt)
            else:
                new = max(v[t] for t in nxt)
            delta = max(delta, abs(new - v[s]))
            v[s] = new
        if delta < tol:
            break
    return v[start]
