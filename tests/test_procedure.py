"""Procedure (exact absorption, expected steps) and ChoiceProcedure (expectimax).

Expected values are derived by hand in the comments; the choice procedure is
checked against an exhaustive search over every deterministic policy.
"""

import itertools
from fractions import Fraction

import networkx as nx
import pytest
import sympy
from sympy import Rational as R

from edgekit.dist import Dist
from edgekit.procedure import ChoiceProcedure, PolicyRow, PolicyTable, Procedure

p, s, f = sympy.symbols("p s f", positive=True)


def zero(expr):
    return sympy.simplify(expr) == 0


# ---------------------------------------------------------------- acyclic
def test_roll_up_to_three_times_for_a_six():
    # P(a 6 within 3 rolls) = 1 - (5/6)^3 = 91/216; E[rolls] = 1 + 5/6 + 25/36 = 91/36
    def step(state):
        if state in ("six", "out"):
            return None
        return Dist.from_weights({"six": 1, ("out" if state == 3 else state + 1): 5})

    res = Procedure(step).solve(1)
    assert res.outcome.probs() == {"six": R(91, 216), "out": R(125, 216)}
    assert res.expected_steps == R(91, 36)
    assert set(res.terminals) == {"six", "out"}
    assert res.transitions[1] == {2: R(5, 6), "six": R(1, 6)}


def test_labels_merge_terminals():
    # roll a d6 from 0, again only after a 1; high = total >= 5:
    # P(high) = P(5 or 6) + P(1) P(second roll >= 4) = 1/3 + 1/6 * 1/2 = 5/12
    proc = Procedure(lambda st: None if st >= 2 else Dist.die(6).map(lambda x: st + x),
                     label=lambda st: "high" if st >= 5 else "low")
    assert proc.solve(0).outcome.probs() == {"high": R(5, 12), "low": R(7, 12)}


def test_geometric_retry_self_loop():
    # each try: win 1/6, lose 1/6, try again 4/6 -> P(win) = 1/2, E[tries] = 1 / (1/3) = 3
    def step(state):
        if state != "try":
            return None
        return Dist.from_weights({"win": 1, "lose": 1, "try": 4})

    res = Procedure(step).solve("try")
    assert res.outcome.probs() == {"win": R(1, 2), "lose": R(1, 2)}
    assert res.expected_steps == 3


def test_symbolic_geometric_retry():
    # win s, lose f, retry 1 - s - f -> P(win) = s / (s + f), E[tries] = 1 / (s + f)
    def step(state):
        if state != "try":
            return None
        return Dist.from_probs({"win": s, "lose": f, "try": 1 - s - f})

    res = Procedure(step).solve("try")
    assert zero(res.outcome.prob("win") - s / (s + f))
    assert zero(res.expected_steps - 1 / (s + f))
    assert res.outcome.is_symbolic


# ---------------------------------------------------------------- cyclic
def ruin(n, up):
    """Gambler's ruin on 0..n: +1 with probability ``up``, -1 otherwise."""
    def step(k):
        if k in (0, n):
            return None
        return Dist.from_probs({k + 1: up, k - 1: 1 - up})
    return Procedure(step)


@pytest.mark.parametrize("n,k", [(2, 1), (5, 2), (6, 3)])
def test_fair_gamblers_ruin(n, k):
    # fair coin: P(reach n) = k/n; E[steps] = k (n - k)
    res = ruin(n, R(1, 2)).solve(k)
    assert res.outcome.prob(n) == R(k, n)
    assert res.expected_steps == k * (n - k)


@pytest.mark.parametrize("n,k", [(5, 2), (40, 13)])
def test_biased_gamblers_ruin(n, k):
    # up = 2/5, r = q/p = 3/2: P(reach N) = (1 - r^k) / (1 - r^N);
    # E[steps] = k/(q - p) - N/(q - p) * (1 - r^k) / (1 - r^N)
    up = R(2, 5)
    q, r = 1 - up, (1 - up) / up
    win = (1 - r ** k) / (1 - r ** n)
    res = ruin(n, up).solve(k)
    assert res.outcome.prob(n) == win
    assert res.expected_steps == k / (q - up) - n / (q - up) * win


def test_symbolic_gamblers_ruin():
    # n = 3 from 1: h1 = p h2, h2 = p + (1-p) h1  ->  h1 = p^2 / (1 - p (1 - p))
    # steps: m1 = 1 + p m2, m2 = 1 + (1-p) m1  ->  m1 = (1 + p) / (1 - p (1 - p))
    res = ruin(3, p).solve(1)
    assert zero(res.outcome.prob(3) - p ** 2 / (1 - p * (1 - p)))
    assert zero(res.expected_steps - (1 + p) / (1 - p * (1 - p)))
    assert res.outcome.subs({p: R(1, 2)}).prob(3) == R(1, 3)


def test_graph_carries_exact_probabilities():
    g = ruin(3, R(1, 2)).graph(1)
    assert isinstance(g, nx.DiGraph)
    assert g.edges[1, 2]["p"] == R(1, 2) and g.nodes[0]["terminal"] and not g.nodes[1]["terminal"]


# ---------------------------------------------------------------- bad machines
def test_bad_procedures():
    with pytest.raises(TypeError, match="Dist or None"):
        Procedure(lambda st: {1: 1}).solve(0)
    with pytest.raises(ValueError, match="no terminal"):
        Procedure(lambda st: Dist.point(1 - st)).solve(0)
    # state 2 loops forever on itself; state 3 would end, but 2 can never end
    stuck = {0: Dist.uniform([2, 3]), 2: Dist.point(2)}
    with pytest.raises(ValueError, match="never end"):
        Procedure(lambda st: stuck.get(st)).solve(0)
    with pytest.raises(ValueError, match="more than max_states = 50 states"):
        Procedure(lambda st: Dist.point(st + 1), max_states=50).solve(0)


# ---------------------------------------------------------------- choices
# Push your luck with a d3: from (total, rolls left) either stop (score the total)
# or roll: a 1 busts (score 0), a 2 or 3 is added. With no rolls left you must stop.
D3 = Dist.die(3)


def actions(state):
    if state[0] == "end":
        return []
    return ["stop", "roll"] if state[1] > 0 else ["stop"]


def step(state, action):
    total, left = state
    if action == "stop":
        return Dist.point(("end", total))
    return D3.map(lambda x: ("end", 0) if x == 1 else (total + x, left - 1))


def value(state):
    return state[1]


def policy_value(policy, start):
    """The exact expected score of a fixed policy, via an ordinary Procedure."""
    res = Procedure(lambda st: None if st[0] == "end" else step(st, policy[st])).solve(start)
    return res.outcome.mean(lambda t: t[1])


def test_expectimax_equals_exhaustive_policy_search():
    start = (0, 3)
    game = ChoiceProcedure(actions, step, value, goal="expected score")
    table = game.solve(start)
    decisions = sorted(table.rows)  # every state where a choice was weighed
    assert len(decisions) == 10
    best = max(
        policy_value(dict(zip(decisions, choice)), start)
        for choice in itertools.product(*[actions(st) for st in decisions])
    )
    assert table.value == best
    assert policy_value({st: table.action(st) for st in decisions}, start) == best
    # hand check: with one roll left at total t, rolling gives (2/3) t + 5/3 -> roll iff t < 5
    assert table.action((4, 1)) == "roll" and table.action((5, 1)) == "stop"
    assert table.rows[(4, 1)].choices == {"stop": 4, "roll": R(13, 3)}


def test_follow_plays_the_policy_and_matches_its_value():
    start = (0, 3)
    game = ChoiceProcedure(actions, step, value)
    table = game.solve(start)
    ending = game.follow(start, table, label=lambda t: t[1])
    assert sum(ending.probs().values()) == 1
    assert ending.mean() == table.value  # the score distribution under the policy has the optimal mean
    # "roll once, then stop": bust 1/3, else 2 or 3
    rows = {st: PolicyRow(st, "roll" if st == (0, 3) else "stop", None, {}) for st in table.rows}
    once = PolicyTable(None, rows)  # a table is built whole (it is read-only once made)
    rows.clear()  # the table keeps its own copy
    assert len(once) == len(table)
    assert game.follow(start, once, label=lambda t: t[1]).probs() == {0: R(1, 3), 2: R(1, 3), 3: R(1, 3)}
    with pytest.raises(ValueError, match="no choice"):
        game.follow(start, PolicyTable(None, {}))


def test_policy_table_display_and_ties():
    table = ChoiceProcedure(actions, step, value).solve((0, 1))
    assert isinstance(table, PolicyTable) and len(table) == 3  # (0, 1), (2, 0), (3, 0)
    # at (0, 1): stop 0 vs roll (2 + 3) / 3 = 5/3
    assert table.table([(0, 1)]) == [{"state": (0, 1), "action": "roll", "value": R(5, 3), "next_best": 0}]
    assert "<table" in table._repr_html_() and "1.667 (exact 5/3)" in table._repr_html_()
    tie = ChoiceProcedure(lambda st: ["a", "b"] if st == 0 else [],
                          lambda st, a: Dist.point(1), lambda st: 1).solve(0)
    assert tie.action(0) == "a"
    with pytest.raises(KeyError):
        tie.action(99)


def test_choice_loops_and_symbolic_values_are_reported():
    loop = ChoiceProcedure(lambda st: ["go"], lambda st, a: Dist.point(1 - st), lambda st: 0)
    with pytest.raises(ValueError, match="acyclic"):
        loop.solve(0)
    sym = ChoiceProcedure(lambda st: ["x", "y"] if st == 0 else [],
                          lambda st, a: Dist.point(a), lambda st: p if st == "x" else 1)
    with pytest.raises(TypeError, match="numeric"):
        sym.solve(0)


# ---------------------------------------------------------------- larger chains
def test_long_acyclic_chain_against_dynamic_programming():
    # add d6 rolls from 0 until the total reaches n: f[k] = P(the running total ever equals k)
    n = 60
    res = Procedure(lambda k: None if k >= n else Dist.die(6).map(lambda x: k + x)).solve(0)
    f = [Fraction(0)] * n
    f[0] = Fraction(1)
    for k in range(1, n):
        f[k] = sum(f[j] for j in range(max(0, k - 6), k)) / 6
    ends = {t: sum(f[k] for k in range(max(0, t - 6), n)) / 6 for t in range(n, n + 6)}
    assert res.outcome.probs() == {t: R(v.numerator, v.denominator) for t, v in ends.items()}
    steps = sum(f)  # one roll from every total visited below n
    assert res.expected_steps == R(steps.numerator, steps.denominator)
    assert all(isinstance(v, sympy.Rational) for v in res.outcome.probs().values())


def test_loops_feeding_loops():
    # fair ruin on 0..3 from 1 (P(top) = 1/3, E = 2); from the top, a second fair ruin
    # on 0..4 from 2 (P(top) = 1/2, E = 4), entered by one extra step from A3:
    # P(win both) = 1/3 * 1/2 = 1/6, E = 2 + 1/3 * (1 + 4) = 11/3
    def step(st):
        game, k = st
        top = 3 if game == "A" else 4
        if k == 0 or (game == "B" and k == top):
            return None
        if game == "A" and k == top:
            return Dist.point(("B", 2))
        return Dist.uniform([(game, k + 1), (game, k - 1)])

    res = Procedure(step, label=lambda st: st == ("B", 4)).solve(("A", 1))
    assert res.outcome.probs() == {True: R(1, 6), False: R(5, 6)}
    assert res.expected_steps == R(11, 3)


def test_symbolic_chain_at_numbers_equals_numeric_chain():
    def chain(up):
        return Procedure(lambda k: None if k in (0, 4) else
                         Dist.from_probs({k + 1: up, k - 1: 1 - up, k: 0}))
    sym = chain(p).solve(2)
    num = chain(R(1, 3)).solve(2)
    assert sym.outcome.subs({p: R(1, 3)}) == num.outcome
    assert sympy.simplify(sym.expected_steps.subs({p: R(1, 3)}) - num.expected_steps) == 0


def test_choice_compares_exactly_and_handles_long_games():
    # two choices closer than float precision: the exact larger one must win
    tiny = R(1, 10 ** 30)
    near = ChoiceProcedure(lambda st: ["a", "b"] if st == 0 else [],
                           lambda st, a: Dist.point(a),
                           lambda st: R(1, 3) if st == "a" else R(1, 3) + tiny)
    assert near.solve(0).action(0) == "b" and near.solve(0).value == R(1, 3) + tiny
    # a 5000-step game (deeper than Python's default recursion limit)
    n = 5000
    walk = ChoiceProcedure(lambda k: ["on"] if k < n else [], lambda k, a: Dist.point(k + 1),
                           lambda k: k)
    assert walk.solve(0).value == n


def test_bad_arguments_name_the_argument():
    """Issue 9: only ValueError/TypeError naming the argument; no text is parsed."""
    walk = Procedure(lambda st: None if st == "end" else Dist.point("end"))
    for call, name in [
        (lambda: Procedure(3), "step"),
        (lambda: Procedure(lambda st: None, label="x"), "label"),
        (lambda: Procedure(lambda st: None, max_states=1.5), "max_states"),
        (lambda: Procedure(lambda st: None, max_states=10**100), "max_states"),
        (lambda: walk.solve({}), "start"),
        (lambda: walk.solve(None), "start"),
        (lambda: ChoiceProcedure(1, lambda s, a: None, lambda s: 0), "actions"),
        (lambda: ChoiceProcedure(lambda s: [], lambda s, a: None, lambda s: 0, goal=3), "goal"),
    ]:
        with pytest.raises((TypeError, ValueError), match=name):
            call()


def test_a_text_value_is_refused_not_run():
    import builtins
    code = "__import__('builtins').__setattr__('EDGEKIT_PWNED', 1) or 1"
    game = ChoiceProcedure(lambda s: ["a", "b"] if s == 0 else [],
                           lambda s, a: Dist.point(a), lambda s: code if s == "a" else 0)
    with pytest.raises(TypeError):
        game.solve(0)
    assert not hasattr(builtins, "EDGEKIT_PWNED")


def test_policy_tables_and_rows_are_read_only():
    """Issue 19: a solved table is shared (a game caches its solution), so it cannot be changed."""
    table = ChoiceProcedure(actions, step, value).solve((0, 3))
    row = table.rows[(0, 3)]
    for mutate in (lambda: table.rows.clear(), lambda: table.rows.__setitem__((0, 3), row),
                   lambda: setattr(table, "rows", {}), lambda: setattr(table, "value", 0),
                   lambda: row.choices.clear(), lambda: setattr(row, "action", "stop")):
        with pytest.raises((TypeError, AttributeError)):
            mutate()
    with pytest.raises(TypeError, match="rows"):
        PolicyTable(None, [row])
    with pytest.raises(TypeError, match="choices"):
        PolicyRow((0, 3), "roll", 1, ["roll"])
