"""Seeded Monte Carlo agrees with the exact answers within 4 standard errors.

At 4 sigma a correct exact value fails by chance about 6 times in 100,000 per
check; the seeds are fixed, so these tests are deterministic.
"""

import pytest
import sympy
from sympy import Rational as R

from edgekit.dist import Dist
from edgekit.montecarlo import (
    Estimate,
    agrees,
    estimate,
    frequencies,
    sample,
    sample_choice,
    sample_procedure,
)
from edgekit.procedure import ChoiceProcedure, Procedure

N = 20_000
FACES = ["explosion", "explosion", "boost", "ammo", "pistol", "blank"]


def test_sample_is_reproducible_and_covers_outcomes():
    d = Dist.die(6).repeat(2)
    assert sample(d, 50, seed=3) == sample(d, 50, seed=3)
    assert sample(d, 50, seed=3) != sample(d, 50, seed=4)
    assert set(sample(d, 2000, seed=1)) == set(range(2, 13))


def test_two_d6_within_four_sigma():
    d = Dist.die(6).repeat(2)
    draws = sample(d, N, seed=11)
    for event in (lambda s: s == 7, lambda s: s <= 4, lambda s: s == 2 or (s <= 8 and s != 12)):
        assert agrees(d.p(event), estimate(draws, event))
    freq = frequencies(draws)
    assert abs(freq[7] - 1 / 6) < 4 * (1 / 6 * 5 / 6 / N) ** 0.5


def test_pool_hits_within_four_sigma():
    die = Dist.uniform(FACES)
    exact = Dist.pool(die, 6, count=["explosion", "boost"]).map(lambda c: c[0] + min(c))
    rolls = sample(Dist.pool(die, 6), N, seed=5)
    # faces in sorted order: ammo, blank, boost, explosion, pistol
    hits = [r[3] + min(r[2], r[3]) for r in rolls]
    for k in range(7):
        assert agrees(exact.prob(k), estimate(hits, lambda h, k=k: h == k))


def test_procedure_within_four_sigma():
    # gambler's ruin on 0..4 from 1, up 2/5: exact absorption vs simulation
    proc = Procedure(lambda k: None if k in (0, 4) else Dist.from_probs({k + 1: R(2, 5), k - 1: R(3, 5)}))
    exact = proc.solve(1).outcome
    ends = sample_procedure(proc, 1, N, seed=7)
    assert agrees(exact.prob(4), estimate(ends, lambda t: t == 4))
    assert sample_procedure(proc, 1, 100, seed=2) == sample_procedure(proc, 1, 100, seed=2)


def test_choice_procedure_policy_within_four_sigma():
    # stop or roll a d3 once more (a 1 busts); value 1 if the final total is >= 4
    def actions(st):
        return [] if st[0] == "end" else (["stop", "roll"] if st[1] else ["stop"])

    def step(st, a):
        if a == "stop":
            return Dist.point(("end", st[0]))
        return Dist.die(3).map(lambda x: ("end", 0) if x == 1 else (st[0] + x, st[1] - 1))

    game = ChoiceProcedure(actions, step, lambda st: 1 if st[1] >= 4 else 0)
    table = game.solve((0, 2))
    wins = sample_choice(game, table, (0, 2), N, seed=9)
    assert agrees(table.value, estimate(wins, lambda v: v == 1))
    never_roll = sample_choice(game, lambda st: "stop", (0, 2), 100, seed=9)
    assert set(never_roll) == {0}


def test_agrees_rejects_a_wrong_value():
    d = Dist.die(6)
    est = estimate(sample(d, N, seed=1), lambda x: x == 6)
    assert agrees(R(1, 6), est)
    assert not agrees(R(1, 5), est)
    assert isinstance(est, Estimate) and est.n == N and 0 < est.stderr < 0.01


def test_symbolic_cannot_be_sampled():
    e = sympy.Symbol("e", positive=True)
    with pytest.raises(TypeError, match="subs"):
        sample(Dist.from_probs({1: e, 0: 1 - e}), 10)
    proc = Procedure(lambda k: None if k else Dist.from_probs({1: e, 0: 1 - e}))
    with pytest.raises(TypeError, match="subs"):
        sample_procedure(proc, 0, 10)
