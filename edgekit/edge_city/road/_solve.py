"""Solvers for :mod:`edgekit.edge_city.road.legend` (private): the process is a DAG of blocks.

A block is (Level, DP): a Rip that succeeds raises DP (or keeps it at the cap), buying a title
raises the Level, and everything else stays in the block (COOL and previous attempts change).
So blocks are solved one by one from the top, each a small linear system.
"""

from __future__ import annotations

from collections import defaultdict
from fractions import Fraction
from math import lcm

from ..._lazy import lazy

np = lazy("numpy")  # imported on first use (edgekit/_lazy.py)



def _blocks(states):
    by = defaultdict(list)
    for s in states:
        by[(s.level, s.dp)].append(s)
    return [by[k] for k in sorted(by, reverse=True)]


def value_iteration(road) -> dict:
    """Float policy iteration block by block (the policy only; values are made exact later)."""
    val: dict = {None: 0.0}
    pol: dict = {}
    for block in _blocks(road.states):
        idx = {s: i for i, s in enumerate(block)}
        trans = {s: [(a, [(float(p), n) for p, n in road.transitions(s, a)]) for a in road.actions(s)]
                 for s in block}
        # a proper first policy: buy whenever possible (else a capped block never ends), Rip
        choice = {s: next((a for a in road.actions(s) if a[0] == (s.dp >= 8) and a[1] != "pass"),
                          road.actions(s)[0]) for s in block}
        for _ in range(50):
            m = np.eye(len(block))
            rhs = np.ones(len(block))
            for s in block:
                for p, n in dict(trans[s])[choice[s]]:
                    if n in idx:
                        m[idx[s], idx[n]] -= p
                    else:
                        rhs[idx[s]] += p * val[n]
            v = np.linalg.solve(m, rhs)
            local = {**{s: v[idx[s]] for s in block}}
            changed = False
            for s in block:
                qs = [(1 + sum(p * (local[n] if n in idx else val[n]) for p, n in tr), a)
                      for a, tr in trans[s]]
                best = min(q for q, _ in qs)
                cur = next(q for q, a in qs if a == choice[s])
                if cur > best + 1e-9 * max(1.0, abs(best)):
                    choice[s] = next(a for q, a in qs if q <= best + 1e-12 * max(1.0, abs(best)))
                    changed = True
            if not changed:
                break
        val.update(local)
        pol.update(choice)
    return pol


def _closure(road, pol, roots) -> set:
    seen, todo = set(), [r for r in roots if r is not None]
    while todo:
        s = todo.pop()
        if s in seen:
            continue
        seen.add(s)
        todo.extend(n for _, n in road.transitions(s, pol[s]) if n is not None and n not in seen)
    return seen


def _solve_exact(m: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    n = len(rhs)
    a = [row[:] + [r] for row, r in zip(m, rhs, strict=True)]
    for c in range(n):
        piv = next(r for r in range(c, n) if a[r][c] != 0)
        a[c], a[piv] = a[piv], a[c]
        inv = 1 / a[c][c]
        a[c] = [x * inv for x in a[c]]
        for r in range(n):
            if r != c and a[r][c] != 0:
                f = a[r][c]
                a[r] = [x - f * y for x, y in zip(a[r], a[c], strict=True)]
    return [a[r][n] for r in range(n)]


def evaluate(road, pol, roots=None) -> dict:
    """Exact expected turns to Legend under ``pol`` from every state reachable from ``roots``."""
    states = _closure(road, pol, [road.start] if roots is None else roots)
    val: dict = {None: Fraction(0)}
    for block in _blocks(states):
        idx = {s: i for i, s in enumerate(block)}
        m = [[Fraction(int(i == j)) for j in range(len(block))] for i in range(len(block))]
        rhs = [Fraction(1)] * len(block)
        for s in block:
            for p, n in road.transitions(s, pol[s]):
                if n in idx:
                    m[idx[s]][idx[n]] -= p
                else:
                    rhs[idx[s]] += p * val[n]
        val.update(zip(block, _solve_exact(m, rhs), strict=True))
    val.pop(None)
    return val


def improve(road, pol, val=None) -> dict:
    """Exact policy-improvement check over every state reachable by ANY action from the start.

    Returns {state: better action} (empty: no single change shortens the expected climb).
    """
    every = {road.start}
    todo = [road.start]
    while todo:
        s = todo.pop()
        for a in road.actions(s):
            for _, n in road.transitions(s, a):
                if n is not None and n not in every:
                    every.add(n)
                    todo.append(n)
    val = evaluate(road, pol, every)
    val[None] = Fraction(0)
    out = {}
    for s in every:
        cur = 1 + sum(p * val[n] for p, n in road.transitions(s, pol[s]))
        for a in road.actions(s):
            q = 1 + sum(p * val[n] for p, n in road.transitions(s, a))
            if q < cur:
                out[s], cur = a, q
    return out


def forward(road, pol, n_max: int) -> dict:
    """Exact P(T = n), n = 1..n_max, by pushing integer masses (one common denominator a turn)."""
    trans = {}
    for s in _closure(road, pol, [road.start]):
        trans[s] = road.transitions(s, pol[s])
    d = lcm(*(p.denominator for tr in trans.values() for p, _ in tr))
    itrans = {s: [(p.numerator * (d // p.denominator), n) for p, n in tr] for s, tr in trans.items()}
    mass = {road.start: 1}
    out = {}
    for t in range(1, n_max + 1):
        new: dict = defaultdict(int)
        done = 0
        for s, w in mass.items():
            for q, n in itrans[s]:
                if n is None:
                    done += w * q
                else:
                    new[n] += w * q
        out[t] = Fraction(done, d ** t)
        mass = new
    return out
