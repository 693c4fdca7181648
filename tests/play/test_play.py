"""The play layer: seeded playthroughs, exact step chances, simulate's intervals, bad input."""

import math
import random
from collections import Counter
from dataclasses import dataclass, field, replace
from fractions import Fraction
from types import MappingProxyType

import pytest
import sympy
from scipy.stats import chi2

from edgekit import play as P
from edgekit.dist import Dist
from edgekit.edge_city.rip.game import STOP, TAKE, rip_game
from edgekit.play import CHANCE, TERMINAL, Game, State
from edgekit.rogue_agent.bomb.game import bomb_game

ALPHA = 0.001  # significance of the chi-square tests (fixed seeds: they pass or fail for good)


@pytest.fixture(scope="module")
def rip():
    return rip_game("Wannabee", "sensitive")


@pytest.fixture(scope="module")
def bomb():
    return bomb_game(3, 6)


def test_same_seed_same_playthrough(rip, bomb):
    for g in (rip, bomb):
        for seed in range(20):
            a, b = P.play(g, seed=seed), P.play(g, seed=seed)
            assert a == b and a.transcript() == b.transcript()
    assert len({P.play(bomb, seed=s).transcript() for s in range(20)}) > 5  # seeds do matter


def test_step_chance_is_odds_of_result_and_line_chance_is_product(rip, bomb):
    for g in (rip, bomb):
        for seed in range(30):
            pt = P.play(g, seed=seed, policies=g.policies[next(iter(g.policies))])
            prod = sympy.Integer(1)
            for s in pt.steps:
                if s.player == P.CHANCE:
                    assert s.chance == s.odds[s.result]
                    assert sum(s.odds.values()) == 1
                    assert all(isinstance(p, sympy.Rational) for p in s.odds.values())  # exact
                    prod *= s.chance
                else:
                    assert s.chance is None and s.result in s.options
            assert pt.chance == prod
            assert pt.returns == tuple(sympy.sympify(r) for r in pt.state.returns())


def test_known_rip_line(rip):
    # Wannabee, Sensitive Rip: R = 1 - 1 - ... gives W 6 everywhere, P(win) = 15/36 (Table 1.0)
    pt = P.play(rip, seed=1)
    assert [s.result for s in pt.steps] == ["win: into Data Space", "win: the Data Base is reached"]
    assert [s.w for s in pt.steps] == [6, 6]
    assert pt.chance == sympy.Rational(5, 12) ** 2 and pt.returns == (1,)


@pytest.mark.parametrize("which", ["bomb", "rip"])
def test_samples_follow_reported_odds(which, bomb):
    """Chi-square over many seeded playthroughs: every result's count against its reported odds,
    per kind of chance step (the same action with the same odds)."""
    g = bomb if which == "bomb" else rip_game("Hacker", "secret", attempts="per_rip")
    pol = g.policies["careful"] if which == "bomb" else None
    counts: dict = {}
    odds: dict = {}
    for seed in range(1500):
        for s in P.play(g, seed=seed, policies=pol).steps:
            if s.player == P.CHANCE:
                key = (s.action, tuple(sorted(s.odds.items(), key=str)))
                counts.setdefault(key, Counter())[s.result] += 1
                odds[key] = s.odds
    tested = 0
    for key, c in counts.items():
        n = sum(c.values())
        if n < 200:
            continue
        exp = {r: float(p) * n for r, p in odds[key].items()}
        big = [r for r, e in exp.items() if e >= 5]  # pool the rare results into one cell
        cells = [(c[r], exp[r]) for r in big]
        rest_o, rest_e = n - sum(o for o, _ in cells), n - sum(e for _, e in cells)
        if rest_e >= 5:
            cells.append((rest_o, rest_e))
        if len(cells) < 2:  # a sure result: its count is n, nothing to test
            assert cells[0][0] == n
            continue
        stat = sum((o - e) ** 2 / e for o, e in cells)
        assert stat < chi2.ppf(1 - ALPHA, len(cells) - 1), (key, stat)
        tested += 1
    assert tested >= 3


def test_simulate_is_play_many_times(bomb):
    seeds = P.game_seeds(7, 50)
    summ = P.simulate(bomb, 50, seed=7, policies=bomb.policies["bold"], measure=lambda s: {"end": s.end},
                      keep_values=True)
    ends = [P.play(bomb, seed=s, policies=bomb.policies["bold"]).state.end for s in seeds]
    assert [v["end"] for v in summ.values] == ends


def test_simulate_same_for_any_number_of_processes(rip):
    one = P.simulate(rip, 3000, seed=11, keep_values=True)
    two = P.simulate(rip, 3000, seed=11, processes=2, keep_values=True)
    assert one.values == two.values and one["return"] == two["return"]


def test_intervals():
    g = rip_game("Wannabee", "sensitive")
    summ = P.simulate(g, 4000, seed=3, measure=lambda s: {"success": s.at == "success", "outcome": s.at,
                                                          "payoff": s.returns()[0]})
    e = summ["success"]
    assert e.kind == "proportion" and "Wilson" in e.method
    k = round(e.value * e.n)
    # the Wilson score interval by its formula
    z = 1.959963984540054
    p = k / e.n
    centre = (p + z * z / (2 * e.n)) / (1 + z * z / e.n)
    assert math.isclose((e.low + e.high) / 2, centre)
    assert summ["outcome=success"].value == e.value
    # the payoff is 1 for a success, else 0: a proportion too, the same as "success" (issue 19)
    assert summ["payoff"] == replace(e, name="payoff") and e.exact_sample == sympy.Rational(k, e.n)
    scored = rip_game("Wannabee", "sensitive", payoff={"success": 3, "failed_cool": 0, "failed_uncool": -2})
    small = P.simulate(scored, 20, seed=3, measure=lambda s: s.returns()[0])
    assert small["measure"].kind == "mean" and "Student t" in small["measure"].method
    assert small["measure"].high - small["measure"].low > 0


def test_t_quantiles_against_scipy():
    from scipy.stats import t

    from edgekit.play.estimates import _t_quantile

    for dof in [*range(1, 60), 100, 500, 998]:
        assert math.isclose(_t_quantile(dof)[0], t.ppf(0.975, dof), rel_tol=1e-6), dof


def test_optimal_value_within_interval_of_simulated_mean():
    g = rip_game("Hacker", "secret", second_chance="optional", attempts="per_rip",
                 payoff={"success": 3, "failed_cool": 0, "failed_uncool": -2})
    sol = g.solution()
    summ = P.simulate(g, 6000, seed=5, policies=sol.policy)
    assert summ["return"].contains(sol.value)
    assert sol.value == P.outcome(g, sol.policy).mean()


def test_human_seat_waits_and_takes_choices():
    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    seed = next(s for s in range(200) if any(st.player == 0 for st in P.play(g, seed=s).steps))
    pt = P.play(g, seed=seed, policies=P.HumanPolicy())
    assert pt.waiting == 0 and not pt.finished and pt.returns == ()
    assert pt.state.legal_actions() == (TAKE, STOP)
    done = P.play(g, seed=seed, policies=P.HumanPolicy(), choices=[STOP])
    assert done.finished and done.steps[-1].result.startswith("stop") and done.returns == (0,)
    with pytest.raises(ValueError, match="not legal"):
        P.play(g, seed=seed, policies=P.HumanPolicy(), choices=[5])
    with pytest.raises(ValueError, match="left over"):
        P.play(g, seed=seed, policies=P.HumanPolicy(), choices=[STOP, STOP, STOP])


def test_bad_input_names_the_argument(rip):
    cases = [
        (lambda: P.play("rip", seed=1), TypeError, "game"),
        (lambda: P.play(rip, seed=1.5), TypeError, "seed"),
        (lambda: P.play(rip, seed=True), TypeError, "seed"),
        (lambda: P.play(rip, seed=1, policies="random"), TypeError, "policies"),
        (lambda: P.play(rip, seed=1, policies=[P.RandomPolicy()] * 2), ValueError, "policies"),
        (lambda: P.play(rip, seed=1, policies={3: P.RandomPolicy()}), ValueError, "policies"),
        (lambda: P.play(rip, seed=1, choices="ab"), TypeError, "choices"),
        (lambda: P.play(rip, seed=1, max_steps=0), ValueError, "max_steps"),
        (lambda: P.simulate(rip, 0, seed=1), ValueError, "n"),
        (lambda: P.simulate(rip, 2.0, seed=1), TypeError, "n"),
        (lambda: P.simulate(rip, P.MAX_GAMES + 1, seed=1), ValueError, "n"),
        (lambda: P.simulate(rip, 5, seed=1, processes=0), ValueError, "processes"),
        (lambda: P.simulate(rip, 5, seed=1, measure=3), TypeError, "measure"),
        (lambda: P.simulate(rip, 5, seed=1, progress="yes"), TypeError, "progress"),
        (lambda: P.simulate(rip, 5, seed=1, policies=P.HumanPolicy()), ValueError, "policies"),
        (lambda: P.simulate(rip, 5, seed=1, measure=lambda s: 0.5), TypeError, "measure"),
        (lambda: P.FunctionPolicy("", lambda s: 0), TypeError, "name"),
        (lambda: P.TablePolicy({}), TypeError, "table"),
        (lambda: P.solve(3), TypeError, "game"),
        (lambda: P.solve(rip, max_states=0), ValueError, "max_states"),
        (lambda: P.game_seeds(1, 10**12), ValueError, "n"),
        (lambda: P.simulate(rip, 5, seed=1)["nope"], ValueError, "name"),
        (lambda: P.simulate(rip, 5, seed=1)["return"].contains("1/2"), TypeError, "x"),
        (lambda: P.Playthrough.from_replay(3), TypeError, "replay"),
        (lambda: P.play(rip, seed=1).transcript(-1), ValueError, "upto"),
        (lambda: rip.new_initial_state().action_label(99), ValueError, "action"),
        (lambda: P.outcome(rip, P.RandomPolicy()) if rip.choices else P.outcome(
            rip_game("Wannabee", "sensitive", second_chance="optional"), P.RandomPolicy()),
         ValueError, "deterministic"),
    ]
    for call, exc, word in cases:
        with pytest.raises(exc, match=word):
            call()


def test_states_are_immutable_and_apply_checks(rip):
    s0 = rip.new_initial_state()
    a = s0.chance_outcomes().outcomes()[0]
    s1 = s0.apply(a)
    assert s0 == rip.new_initial_state() and s1 != s0 and hash(s0) == hash(rip.new_initial_state())
    with pytest.raises(ValueError, match="action"):
        s0.apply(99)
    with pytest.raises(ValueError):
        s0.legal_actions() or s0._check_action(99)


def test_exact_number_refuses_floats():
    from edgekit.play.core import exact_number

    assert exact_number(3) == Fraction(3) and exact_number(sympy.Rational(1, 3)) == Fraction(1, 3)
    for bad in (0.5, True, "1/2", sympy.Float(0.5)):
        with pytest.raises(TypeError, match="payoff"):
            exact_number(bad, "payoff")


def test_random_policy_draws_from_the_seed():
    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    runs = {P.play(g, seed=s).transcript() for s in range(60)}
    assert any("stop" in t for t in runs) and any("take the second chance" in t for t in runs)
    r = random.Random(0)
    assert P.RandomPolicy().action(g.new_initial_state().__class__(
        g.start, True, g), r) in (TAKE, STOP)


def test_estimates_plot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from edgekit.play.pictures import estimates_plot

    g = rip_game("Wannabee", "sensitive")
    est = {"random": P.simulate(g, 200, seed=1)["return"]}
    ax = estimates_plot(est, exact=g.exact_value())
    assert ax.get_legend().get_texts()[0].get_text() == "exact optimum = ≈ 0.2633 (exact 442225/1679616)"
    plt.close(ax.figure)
    from fractions import Fraction  # a long exact value is abbreviated in the legend (issue 21)

    ax = estimates_plot(est, exact=Fraction(3613387006166752, 1908444752138295))
    assert ax.get_legend().get_texts()[0].get_text() == "exact optimum = ≈ 1.893 (exact: 16-digit fraction)"
    plt.close(ax.figure)
    with pytest.raises(TypeError, match="estimates"):
        estimates_plot({"x": 0.5})
    with pytest.raises(TypeError, match="exact"):
        estimates_plot(est, exact=0.26)


@dataclass(frozen=True)
class _PushState(State):
    """A one-player toy: roll a three-sided die (add it) or stop; over ``limit`` scores 0."""

    total: int = 0
    rolling: bool = False
    stopped: bool = False
    game: Game = field(default=None, compare=False, hash=False, repr=False)

    @property
    def current_player(self):
        if self.stopped or self.total > self.game.options["limit"]:
            return TERMINAL
        return CHANCE if self.rolling else 0

    def legal_actions(self):
        return (0, 1) if self.current_player == 0 else ()

    def chance_outcomes(self):
        return Dist.die(3)

    def apply(self, action):
        self._check_action(action)
        if self.rolling:
            return replace(self, total=self.total + action, rolling=False)
        return replace(self, rolling=True) if action == 0 else replace(self, stopped=True)

    def returns(self):
        over = self.total > self.game.options["limit"]
        return (Fraction(0 if over or not self.stopped else self.total),)


class _Push(Game):
    name, players, num_distinct_actions, max_chance_outcomes = "push (toy)", 1, 2, 3

    def __init__(self, limit):
        self.options = MappingProxyType({"limit": limit})

    def new_initial_state(self):
        return _PushState(game=self)


def test_a_policy_table_refuses_a_state_of_another_game():
    """solve() ties its table to the game: a state of a game with other options is refused instead
    of silently getting the first game's best action; an equal game built again is accepted."""
    g = _Push(4)
    sol = P.solve(g)
    assert sol.policy.game is g
    s = _PushState(total=3, game=g)
    assert sol.policy.action(s, None) == 1  # at 3 of 4: stop (rolling 2 or 3 loses everything)
    assert sol.policy.action(replace(s, game=_Push(4)), None) == 1
    with pytest.raises(ValueError, match="solved for"):
        sol.policy.action(replace(s, game=_Push(9)), None)  # where rolling on would be best
