"""Oracles for the fast paths in edgekit.dist.

* brute force: enumerate every face sequence (itertools.product) for small pools
  and for 2d6 / the Win Roll, and compare with Dist.pool / Dist.add exactly;
* icepool and dyce: the same numeric distributions computed by other libraries;
* hypothesis: weights sum to 1; a symbolic result evaluated at exact numbers
  equals the numeric computation done directly with those numbers.
"""

import itertools
import math
from collections import Counter
from fractions import Fraction

import icepool
import pytest
import sympy
from dyce import H
from hypothesis import given
from hypothesis import strategies as st

from edgekit.dist import Dist

POOL_FACES = ["explosion", "explosion", "boost", "ammo", "pistol", "blank"]


def hits(counts):
    explosions, boosts = counts
    return explosions + min(boosts, explosions)


def brute_pool(weights: dict, n: int, count: list) -> dict:
    """Every sequence of n faces, weighted by the product of face weights."""
    total = sum(weights.values()) ** n
    out: Counter = Counter()
    for seq in itertools.product(weights, repeat=n):
        out[tuple(seq.count(f) for f in count)] += math.prod(weights[f] for f in seq)
    return {k: Fraction(v, total) for k, v in out.items() if v}


def fractions_of(d: Dist) -> dict:
    return {o: d.fraction(o) for o in d.outcomes()}


def icepool_fractions(die) -> dict:
    den = die.denominator()
    return {o: Fraction(q, den) for o, q in die.items() if q}


# ---------------------------------------------------------------- brute force
@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 5])
def test_pool_matches_enumeration(n):
    die = Dist.uniform(POOL_FACES)
    weights = {"explosion": 2, "boost": 1, "ammo": 1, "pistol": 1, "blank": 1}
    for count in (["explosion", "boost"], ["boost"], ["ammo", "pistol", "blank"], None):
        faces = count if count is not None else die.outcomes()
        assert fractions_of(Dist.pool(die, n, count=count)) == brute_pool(weights, n, faces)


def test_pool_hits_matches_enumeration():
    die = Dist.uniform(POOL_FACES)
    for n in range(6):
        fast = Dist.pool(die, n, count=["explosion", "boost"]).map(hits)
        slow: Counter = Counter()
        for seq in itertools.product(POOL_FACES, repeat=n):
            slow[hits((seq.count("explosion"), seq.count("boost")))] += 1
        assert fractions_of(fast) == {k: Fraction(v, 6 ** n) for k, v in slow.items()}


def test_two_d6_and_win_roll_match_enumeration():
    two = Dist.die(6).repeat(2)
    sums = Counter(a + b for a, b in itertools.product(range(1, 7), repeat=2))
    assert fractions_of(two) == {s: Fraction(c, 36) for s, c in sums.items()}

    def wins(s, w):  # Edge City 8.4 with the Rule of 2 and 12 (8.5.1)
        return s == 2 or (s <= w and s != 12)

    for w in range(-1, 16):
        brute = Fraction(sum(wins(a + b, w) for a, b in itertools.product(range(1, 7), repeat=2)), 36)
        assert two.p(lambda s, w=w: wins(s, w)) == sympy.Rational(brute.numerator, brute.denominator)
    assert two.p(lambda s: wins(s, 7)) == sympy.Rational(7, 12)
    assert two.p(lambda s: wins(s, 2)) == sympy.Rational(1, 36)
    assert two.p(lambda s: wins(s, 12)) == sympy.Rational(35, 36)


# ---------------------------------------------------------------- other libraries
@pytest.mark.parametrize("n", [1, 3, 6, 9])
def test_pool_hits_agree_with_icepool_and_dyce(n):
    ours = fractions_of(Dist.pool(Dist.uniform(POOL_FACES), n, count=["explosion", "boost"]).map(hits))

    @icepool.multiset_function
    def counts(pool):
        return pool.keep_outcomes(["explosion"]).size(), pool.keep_outcomes(["boost"]).size()

    theirs = counts(icepool.Die(POOL_FACES).pool(n)).map(lambda x, y: hits((x, y)))
    assert ours == icepool_fractions(theirs)
    k = n + 1
    dy = (n @ H({1: 2, k: 1, 0: 3})).apply(lambda s: hits((s % k, s // k)))
    assert ours == {o: Fraction(c, dy.total) for o, c in dy.items()}


def test_sums_and_keep_highest_agree_with_icepool():
    d6 = Dist.die(6)
    assert fractions_of(d6.repeat(2)) == icepool_fractions(2 @ icepool.d6)
    assert fractions_of(d6.repeat(3)) == icepool_fractions(3 @ icepool.d6)
    # 3d6 keep the highest two, as sorted tuples then a map
    sorted3 = d6.map(lambda x: (x,)).repeat(3, lambda a, c: tuple(sorted(a + c)))
    keep2 = sorted3.map(lambda t: t[-1] + t[-2])
    assert fractions_of(keep2) == icepool_fractions(icepool.d6.pool(3).highest(2).sum())
    assert fractions_of(d6.repeat(4, max)) == icepool_fractions(icepool.d6.highest(4, 1))
    assert fractions_of(d6.highest(3, keep=2)) == fractions_of(keep2)


@pytest.mark.parametrize(("n", "keep", "drop"), [(8, 3, 0), (4, 3, 0), (5, 2, 1), (6, 1, 0), (3, 0, 1),
                                                 (10, 4, 3)])
def test_dist_highest_and_lowest_agree_with_icepool(n, keep, drop):
    """Dist.highest/lowest (exact order statistics) against icepool's highest/lowest."""
    for faces in ({i: 1 for i in range(1, 7)}, {-1: 2, 0: 1, 2: 3, 5: 1}):
        die = Dist.from_weights(faces)
        ice = icepool.Die(faces)
        assert fractions_of(die.highest(n, keep, drop)) == icepool_fractions(ice.highest(n, keep, drop))
        assert fractions_of(die.lowest(n, keep, drop)) == icepool_fractions(ice.lowest(n, keep, drop))


# ---------------------------------------------------------------- properties
face_weights = st.lists(st.integers(min_value=1, max_value=5), min_size=1, max_size=4)


@given(face_weights, st.integers(min_value=0, max_value=4))
def test_pool_weights_sum_to_one_and_match_enumeration(ws, n):
    weights = {f"f{i}": w for i, w in enumerate(ws)}
    die = Dist.from_weights(weights)
    count = list(weights)[: max(1, len(ws) - 1)]
    pool = Dist.pool(die, n, count=count)
    assert sum(pool.probs().values()) == 1
    assert fractions_of(pool) == brute_pool(weights, n, count)


@given(face_weights, face_weights)
def test_add_weights_sum_to_one(ws1, ws2):
    a = Dist.from_weights({i: w for i, w in enumerate(ws1)})
    c = Dist.from_weights({i: w for i, w in enumerate(ws2)})
    s = a + c
    assert sum(s.probs().values()) == 1
    assert s.mean() == a.mean() + c.mean()
    assert s.variance() == a.variance() + c.variance()


@st.composite
def probabilities(draw, k):
    """k positive exact fractions with sum <= 1 (exactly 1 now and then)."""
    parts = draw(st.lists(st.integers(min_value=1, max_value=12), min_size=k, max_size=k))
    den = sum(parts) + draw(st.integers(min_value=0, max_value=12))
    return [Fraction(x, den) for x in parts]


E, B, A = sympy.symbols("e b a", positive=True)


def symbolic_hits(n):
    die = Dist.from_probs({"explosion": E, "boost": B, "ammo": A, "rest": 1 - E - B - A})
    return Dist.pool(die, n, count=["explosion", "boost"]).map(hits), die


@given(probabilities(3), st.integers(min_value=0, max_value=5))
def test_symbolic_pool_at_numbers_equals_numeric(vals, n):
    sym, sym_die = symbolic_hits(n)
    at = dict(zip((E, B, A), vals))
    rest = 1 - sum(vals)
    num_die = Dist.from_weights({"explosion": vals[0], "boost": vals[1], "ammo": vals[2], "rest": rest})
    numeric = Dist.pool(num_die, n, count=["explosion", "boost"]).map(hits)
    assert sym.subs(at) == numeric
    assert sympy.expand(sum(sym.probs().values())) == 1
    assert sym_die.subs(at) == num_die


@given(probabilities(2), st.integers(min_value=1, max_value=3))
def test_symbolic_operations_at_numbers_equal_numeric(vals, n):
    x, y = vals
    at = {E: x, B: y}
    sym = Dist.from_probs({0: E, 1: B, 2: 1 - E - B})
    num = Dist.from_weights({0: x, 1: y, 2: 1 - x - y})
    cases = [
        lambda d: d.repeat(n),
        lambda d: d.combine(d, max).map(lambda v: v % 2),
        lambda d: Dist.mix([(sympy.Rational(1, 3), d), (sympy.Rational(2, 3), Dist.die(2))]),
        lambda d: d.bind(lambda v: Dist.die(v + 1)),
        lambda d: (d + Dist.die(3)).condition(lambda v: v >= 2),
        lambda d: d.condition(lambda v: v >= 1),
    ]
    for op in cases:
        assert op(sym).subs(at) == op(num)
    s2, n2 = sym.repeat(n), num.repeat(n)
    assert s2.mean().subs(at) == n2.mean()
    assert s2.variance().subs(at) == n2.variance()
    assert s2.p(lambda v: v >= n).subs(at) == n2.p(lambda v: v >= n)
    # a face of probability 0 is an outcome of the symbolic dist but not of the numeric one
    at_least = {k: v.subs(at) for k, v in s2.at_least().items()}
    assert {k: v for k, v in at_least.items() if v != 0} == n2.at_least()


@given(probabilities(1))
def test_symbolic_mixture_probability_at_numbers(vals):
    (x,) = vals
    sym = Dist.mix([(E, Dist.die(2)), (1 - E, Dist.die(4))])
    num = Dist.mix([(x, Dist.die(2)), (1 - x, Dist.die(4))])
    assert sym.subs({E: x}) == num
