"""Multi-roll procedures as exact state machines, and player choices as exact MDPs.

A :class:`Procedure` is a labelled finite state machine with chance steps: a
function ``step(state)`` returns a :class:`~edgekit.dist.Dist` over next states,
or ``None`` when the state is terminal. :meth:`Procedure.solve` gives the exact
absorption distribution (which terminal state the procedure ends in) and the
expected number of steps, for acyclic and cyclic machines alike.

A :class:`ChoiceProcedure` adds a player: ``actions(state)`` lists the legal
choices, ``step(state, action)`` gives the chance of what follows, and
``value(terminal_state)`` scores the end. :meth:`ChoiceProcedure.solve` is exact
expectimax; it returns the optimal value and a :class:`PolicyTable`.

States must be hashable. Build state machines from the rules (OpenSpiel style:
legal actions, chance outcomes with probabilities, apply action).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, MutableMapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

import sympy

if TYPE_CHECKING:
    import networkx as nx

from . import display
from .dist import Dist, _need_callable, _need_hashable, _show, _tidy, as_probability
from .exact import as_whole

# networkx is imported where a graph is built, not at import time: `import edgekit` stays close
# to `import sympy` alone (benchmarks/imports.py).

State = Hashable
#: The largest ``max_states`` a Procedure accepts.
MAX_STATES = 10_000_000

__all__ = ["Procedure", "ProcedureResult", "ChoiceProcedure", "PolicyTable", "PolicyRow"]


@dataclass(frozen=True)
class ProcedureResult:
    """What a solved :class:`Procedure` gives.

    ``outcome`` is the distribution over terminal labels; ``expected_steps`` the
    exact expected number of chance steps; ``transitions`` the reachable chain as
    ``{state: {next_state: probability}}`` (for drawing and checking).
    """

    outcome: Dist
    expected_steps: Any
    transitions: dict
    terminals: tuple

    # -- what a notebook shows (edgekit.display): how it ends, with the expected number of steps
    def as_table(self, title: str = "") -> display.Table:
        t = self.outcome.as_table()
        return display.Table(title or "How the procedure ends", t.columns, t.rows, bar=t.bar,
                             notes=(f"Expected number of chance steps: {display.value(self.expected_steps)}; "
                                    f"{len(self.transitions):,} reachable states.",))

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


class Procedure:
    """A finite chance procedure.

    Parameters
    ----------
    step:
        ``step(state) -> Dist | None``: the next-state distribution, or ``None``
        for a terminal state.
    label:
        ``label(terminal_state) -> outcome`` used to report how the procedure ends
        (the terminal state itself by default).
    """

    def __init__(self, step: Callable[[State], Dist | None], label: Callable[[State], Any] = None,
                 *, max_states: int = 200_000):
        _need_callable("step", step)
        if label is not None:
            _need_callable("label", label)
        self.step = step
        self.label = label or (lambda s: s)
        self.max_states = as_whole("max_states", max_states, 1, MAX_STATES)

    def explore(self, start: State) -> tuple[dict, list]:
        """Every state reachable from ``start``: ``({state: Dist | None}, order)``."""
        _need_hashable("start", start)
        seen: dict[State, Dist | None] = {}
        order, stack = [], [start]
        while stack:
            s = stack.pop()
            if s in seen:
                continue
            d = self.step(s)
            if d is not None and not isinstance(d, Dist):
                raise TypeError(f"step({s!r}) must return a Dist or None, not {type(d).__name__}")
            seen[s] = d
            order.append(s)
            if len(seen) > self.max_states:
                raise ValueError(f"more than max_states = {self.max_states} states reachable; "
                                 "is the procedure finite?")
            if d is not None:
                stack.extend(x for x in d.outcomes() if x not in seen)
        return seen, order

    def graph(self, start: State) -> nx.DiGraph:
        """The reachable chain as a networkx DiGraph, edges carrying exact ``p``."""
        import networkx as nx

        seen, _ = self.explore(start)
        g = nx.DiGraph()
        for s, d in seen.items():
            g.add_node(s, terminal=d is None)
            if d is not None:
                for t, p in d.probs().items():
                    g.add_edge(s, t, p=p)
        return g

    def solve(self, start: State) -> ProcedureResult:
        """Exact absorption probabilities and expected steps from ``start``.

        States are solved in reverse topological order of the chain's strongly
        connected components (networkx): directly where there is no loop, by an
        exact linear solve of each loop. Numeric chains use integer/Fraction
        arithmetic; symbolic ones sympy.
        """
        import networkx as nx

        seen, _ = self.explore(start)
        if None in seen:
            raise ValueError("None cannot be a state (start, or a state reached from start)")
        g = nx.DiGraph()
        g.add_nodes_from(seen)
        for s, d in seen.items():
            if d is not None:
                g.add_edges_from((s, t) for t in d.outcomes() if t != s)
        terminals = tuple(s for s, d in seen.items() if d is None)
        if not terminals:
            raise ValueError("the procedure has no terminal state reachable from start")
        can_end, todo = set(terminals), list(terminals)
        while todo:  # every state with a path to some terminal state
            for x in g.pred[todo.pop()]:
                if x not in can_end:
                    can_end.add(x)
                    todo.append(x)
        stuck = set(seen) - can_end
        if stuck:
            example = next(iter(stuck))
            raise ValueError(f"{len(stuck)} reachable state(s) can never end, e.g. {example!r}: "
                             "every state must have a path to a terminal state")
        transitions = {s: d.probs() for s, d in seen.items() if d is not None}
        numeric = not any(d is not None and d.is_symbolic for d in seen.values())
        absorb, steps = _solve_chain(g, seen, terminals, numeric)
        final: dict[Any, Any] = {}
        for t, p in absorb[start].items():
            if p != 0:
                lab = self.label(t)
                final[lab] = final.get(lab, 0) + p
        if numeric:
            outcome = Dist.from_weights(final)
            expected = sympy.Rational(steps[start].numerator, steps[start].denominator)
        else:
            symbolic = any(isinstance(v, sympy.Basic) and v.free_symbols for v in final.values())
            outcome = (Dist._symbolic_from({k: _tidy(v) for k, v in final.items()}) if symbolic
                       else Dist.from_weights(final))
            expected = _tidy(steps[start])
        return ProcedureResult(outcome, expected, transitions, terminals)


def _solve_chain(g: nx.DiGraph, seen: dict, terminals: tuple, numeric: bool):
    """Absorption probabilities ``{state: {terminal: p}}`` and expected steps ``{state: e}``.

    The chain is split into strongly connected components (networkx) and solved
    one component at a time in reverse topological order: a lone state directly
    (a self-loop is a geometric repeat of its step), a loop of several states by
    an exact linear solve of that component only. Numeric chains use ``Fraction``
    throughout; symbolic ones sympy (``Matrix.LUsolve`` for loops).
    """
    import networkx as nx

    if numeric:
        one, zero, tidy = Fraction(1), Fraction(0), (lambda x: x)
        probs = {s: {t: Fraction(w, d.denominator) for t, w in d.weights().items()}
                 for s, d in seen.items() if d is not None}
    else:
        one, zero, tidy = sympy.Integer(1), sympy.Integer(0), _tidy
        probs = {s: d.probs() for s, d in seen.items() if d is not None}
    absorb: dict[State, dict] = {t: {t: one} for t in terminals}
    steps: dict[State, Any] = {t: zero for t in terminals}
    cond = nx.condensation(g)
    for c in reversed(list(nx.topological_sort(cond))):
        members = [s for s in cond.nodes[c]["members"] if s in probs]
        if not members:
            continue
        if len(members) == 1:
            s = members[0]
            scale = one / (one - probs[s].get(s, zero))
            acc: dict[State, Any] = {}
            e = one
            for t, q in probs[s].items():
                if t == s:
                    continue
                for term, x in absorb[t].items():
                    acc[term] = acc.get(term, zero) + q * x
                e += q * steps[t]
            absorb[s] = {k: tidy(v * scale) for k, v in acc.items()}
            steps[s] = tidy(e * scale)
            continue
        # x_s - sum_{u in C} P(s,u) x_u = sum_{u not in C} P(s,u) x_u  (+ 1 for steps)
        # as sparse rows: columns 0..m-1 the unknowns, m.. the right-hand sides
        idx = {s: i for i, s in enumerate(members)}
        m = len(members)
        cols = sorted({term for s in members for t in probs[s] if t not in idx for term in absorb[t]},
                      key=repr)
        cidx = {t: m + j for j, t in enumerate(cols)}
        last = m + len(cols)  # the expected-steps column
        rows = []
        for s in members:
            row = {idx[s]: one, last: one}
            for t, q in probs[s].items():
                if t in idx:
                    row[idx[t]] = row.get(idx[t], zero) - q
                else:
                    for term, x in absorb[t].items():
                        row[cidx[term]] = row.get(cidx[term], zero) + q * x
                    row[last] = row[last] + q * steps[t]
            rows.append(row)
        if numeric:
            sol = _fraction_solve(rows, m)
        else:
            a = sympy.Matrix([[r.get(j, zero) for j in range(m)] for r in rows])
            b = sympy.Matrix([[r.get(j, zero) for j in range(m, last + 1)] for r in rows])
            mat = a.LUsolve(b)
            sol = [{m + j: mat[i, j] for j in range(last + 1 - m)} for i in range(m)]
        for s in members:
            row = sol[idx[s]]
            absorb[s] = {t: tidy(row.get(cidx[t], zero)) for t in cols}
            steps[s] = tidy(row.get(last, zero))
    return absorb, steps


def _fraction_solve(rows: list[dict], m: int) -> list[dict]:
    """Solve a sparse exact linear system by Gauss-Jordan elimination over Fractions.

    ``rows[i]`` maps column -> coefficient; columns ``0..m-1`` are the unknowns and
    the rest are right-hand sides; returns each row reduced to its right-hand side.
    Hand-written because sympy's exact solvers work on sympy numbers and dense
    matrices, orders of magnitude slower on these sparse chains; the matrix is
    I - Q of one loop of the chain, invertible since every state can end.
    """
    rows = [dict(r) for r in rows]
    for col in range(m):
        piv = next(r for r in range(col, m) if rows[r].get(col))
        rows[col], rows[piv] = rows[piv], rows[col]
        inv = 1 / rows[col][col]
        pivot = {j: x * inv for j, x in rows[col].items()}
        rows[col] = pivot
        for r in range(m):
            if r == col:
                continue
            row = rows[r]
            f = row.get(col)
            if not f:
                continue
            for j, x in pivot.items():
                v = row.get(j, 0) - f * x
                if v:
                    row[j] = v
                else:
                    row.pop(j, None)
    return rows


@dataclass(frozen=True)
class PolicyRow:
    """One decision: in ``state`` the best ``action`` and the value of every choice.

    Read-only (``choices`` is kept as a read-only mapping): rows are shared by cached solutions.
    """

    state: Any
    action: Any
    value: Any
    choices: Mapping

    def __post_init__(self):
        if not isinstance(self.choices, Mapping):
            raise TypeError(f"choices must be a mapping action -> value, not {_show(self.choices)}")
        object.__setattr__(self, "choices", MappingProxyType(dict(self.choices)))


@dataclass(frozen=True)
class PolicyTable:
    """The optimal policy of a :class:`ChoiceProcedure`, readable as a table.

    Read-only: ``rows`` ({state: :class:`PolicyRow`}) is kept as a read-only mapping (a plain dict
    given is copied), so a cached solution's optimal play cannot be changed through its table.
    """

    value: Any
    rows: Mapping = field(default_factory=lambda: MappingProxyType({}))
    goal: str = ""

    def __post_init__(self):
        if not isinstance(self.rows, Mapping):
            raise TypeError(f"rows must be a mapping state -> PolicyRow, not {_show(self.rows)}")
        if isinstance(self.rows, MutableMapping):  # a plain dict: copied, then read-only
            object.__setattr__(self, "rows", MappingProxyType(dict(self.rows)))

    def action(self, state: State):
        """The optimal action in ``state`` (KeyError if it never has to be decided)."""
        return self.rows[state].action

    def __len__(self) -> int:
        return len(self.rows)

    def table(self, states: Iterable[State] | None = None) -> list[dict]:
        """Rows for display: state, best action, its value, and the runner-up's value."""
        out = []
        for s in states if states is not None else self.rows:
            r = self.rows[s]
            others = sorted((v for a, v in r.choices.items() if a != r.action), key=_key, reverse=True)
            out.append({"state": s, "action": r.action, "value": r.value,
                        "next_best": others[0] if others else None})
        return out

    # -- what a notebook shows (edgekit.display): one row per decision, values in the number style
    def as_table(self, title: str = "") -> display.Table:
        rows = [(r["state"], r["action"], r["value"], r["next_best"]) for r in self.table()]
        goal = f" ({self.goal})" if self.goal else ""
        return display.Table(title or f"The optimal policy: value {display.value(self.value)}{goal}",
                             ("state", "best action", "value", "next best value"), rows)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _key(v):
    """An exact sort key for a choice's value (symbolic values cannot be ranked)."""
    if isinstance(v, Fraction):
        v = sympy.Rational(v.numerator, v.denominator)
    elif isinstance(v, int) and not isinstance(v, bool):
        v = sympy.Integer(v)
    elif not isinstance(v, sympy.Expr):  # never parse: a str value is refused, not run
        raise TypeError(f"a choice's value must be an exact number, not {_show(v)}")
    if not v.is_number:
        raise TypeError("optimal choices need numeric values; substitute symbols first")
    return v


def _greater(x, y) -> bool:
    """Exact ``x > y`` for Fractions or sympy numbers."""
    if isinstance(x, Fraction) and isinstance(y, Fraction):
        return x > y
    return bool(_key(x) > _key(y))


def _api(x):
    return sympy.Rational(x.numerator, x.denominator) if isinstance(x, Fraction) else x


def _exact_value(x):
    """A terminal value as a Fraction when it is a rational number, else sympy."""
    if isinstance(x, int) and not isinstance(x, bool):
        return Fraction(x)
    if isinstance(x, Fraction):
        return x
    x = as_probability(x)  # refuses floats and bools
    return Fraction(int(x.p), int(x.q)) if x.is_Rational else x


class ChoiceProcedure:
    """A finite procedure where a player chooses: exact expectimax.

    Parameters
    ----------
    actions:
        ``actions(state) -> list``: the legal choices; an empty list means the
        state is terminal.
    step:
        ``step(state, action) -> Dist`` over next states.
    value:
        ``value(terminal_state) -> number``: the goal being maximised (e.g. 1 for
        defused, 0 otherwise gives P(defused)).

    The state graph must be acyclic (every game procedure here ends); a loop is
    reported as an error rather than solved approximately.
    """

    def __init__(self, actions: Callable[[State], list], step: Callable[[State, Any], Dist],
                 value: Callable[[State], Any], *, goal: str = ""):
        for name, f in (("actions", actions), ("step", step), ("value", value)):
            _need_callable(name, f)
        if not isinstance(goal, str):
            raise TypeError(f"goal must be a str (a label), not {_show(goal)}")
        self.actions, self.step, self.value, self.goal = actions, step, value, goal

    def solve(self, start: State) -> PolicyTable:
        """Optimal value and policy from ``start``; ties go to the first listed action.

        Exact throughout: numeric games are solved with Fractions and compared
        exactly (never through floats); values reach the table as sympy numbers.
        The search is iterative, so long games do not hit Python's recursion limit.
        """
        _need_hashable("start", start)
        rows: dict[State, PolicyRow] = {}
        memo: dict[State, Any] = {}
        pending: dict[State, tuple] = {}
        stack = [start]
        while stack:
            s = stack[-1]
            if s in memo:
                stack.pop()
                continue
            if s not in pending:
                acts = list(self.actions(s))
                if not acts:
                    memo[s] = _exact_value(self.value(s))
                    stack.pop()
                    continue
                dists = {}
                for a in acts:
                    d = self.step(s, a)
                    if not isinstance(d, Dist):
                        raise TypeError(f"step({s!r}, {a!r}) must return a Dist, not {type(d).__name__}")
                    dists[a] = d
                pending[s] = (acts, dists)
                missing = list(dict.fromkeys(t for d in dists.values() for t in d.outcomes()
                                             if t not in memo))
                for t in missing:
                    if t in pending:
                        raise ValueError(f"the choice procedure loops at state {t!r}; "
                                         "it must be acyclic")
                if missing:
                    stack.extend(reversed(missing))
                    continue
            acts, dists = pending.pop(s)
            choices = {a: self._expect(dists[a], memo) for a in acts}
            best = acts[0]
            for a in acts[1:]:
                if _greater(choices[a], choices[best]):
                    best = a
            memo[s] = choices[best]
            rows[s] = PolicyRow(s, best, _api(choices[best]), {a: _api(c) for a, c in choices.items()})
            stack.pop()
        return PolicyTable(_api(memo[start]), rows, self.goal)

    def follow(self, start: State, policy: PolicyTable, label: Callable[[State], Any] = None) -> Dist:
        """How the procedure ends when every choice follows ``policy``: an exact distribution.

        ``label(terminal_state)`` names each ending (the state itself by default). Every
        decision state reached must have a row in ``policy`` (a table from :meth:`solve`
        on the same start has one for each).
        """
        if not isinstance(policy, PolicyTable):
            raise TypeError(f"policy must be a PolicyTable (from solve), not {_show(policy)}")
        if label is not None:
            _need_callable("label", label)

        def step(s):
            if s in policy.rows:
                return self.step(s, policy.action(s))
            if list(self.actions(s)):
                raise ValueError(f"the policy has no choice for decision state {s!r} "
                                 f"(reached from start {start!r:.40})")
            return None

        return Procedure(step, label).solve(start).outcome

    @staticmethod
    def _expect(d: Dist, memo: dict):
        vals = [(t, memo[t]) for t in d.outcomes()]
        if not d.is_symbolic and all(isinstance(x, Fraction) for _, x in vals):
            w = d.weights()
            return sum((w[t] * x for t, x in vals), Fraction(0)) / d.denominator
        return _tidy(sympy.Add(*[d.prob(t) * _api(x) for t, x in vals]))
