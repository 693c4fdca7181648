"""icepool as an outside oracle for Dist.highest / lowest / repeat (sums) / pool (issue 19).

``Dist.die(12).highest(4, drop=1)`` used to keep one die (the second highest) where icepool's
same call keeps three, and ``highest(4, keep=5)`` raised where icepool keeps all four. Now the
same call means the same thing, and every comparison here is exact (``Fraction`` against
``Fraction``):

* cases ported from icepool's own test suite (HighDiceRoller/icepool, ``tests/keep_test.py``
  and ``tests/keep_algorithm_test.py``), with edgekit in the place of the function under test;
* a grid: d2..d12, 0..6 rolls, every ``keep`` and ``drop`` (not given, 0, ..., one more than
  the dice), highest and lowest; sums and joint face counts of pools;
* a brute force: every sequence of faces (itertools.product) for small pools, with the
  keep/drop rule written out from icepool's docstring, against both libraries.

edgekit's ``highest``/``lowest`` roll copies of one die; a pool of different dice (d4, d6, d8,
d10) is built in edgekit with :meth:`Dist.combine` (rolls folded into sorted tuples), which is
what the mixed cases compare.
"""

import functools
import itertools
from fractions import Fraction

import icepool
import pytest

from edgekit.dist import Dist


def ours(d: Dist) -> dict:
    return {o: d.fraction(o) for o in d.outcomes()}


def theirs(die) -> dict:
    den = die.denominator()
    return {o: Fraction(q, den) for o, q in die.items() if q}


def kept(rolls: list, keep, drop, highest: bool) -> list:
    """The kept faces of one roll, written out from icepool's ``Die.highest`` docstring:
    neither given, the best one; only ``keep``, the ``keep`` best; only ``drop``, all but the
    ``drop`` best; both, the ``keep`` after the ``drop`` best. Slices clip at the dice rolled."""
    s = sorted(rolls, reverse=highest)
    if drop is None:
        return s[:1 if keep is None else keep]
    return s[drop:] if keep is None else s[drop:drop + keep]


def kept_sum(rolls: tuple, keep, drop, highest: bool):
    return sum(kept(list(rolls), keep, drop, highest))


# ---------------------------------------------------------------- the reproductions
def test_drop_alone_keeps_every_other_die_as_icepool():
    d12 = Dist.die(12)
    result = d12.highest(4, drop=1)
    assert result.mean() == Fraction(165139, 10368)  # icepool's mean; edgekit's was 26611/3456
    assert ours(result) == theirs(icepool.d12.highest(4, drop=1))
    assert result == d12.lowest(4, keep=3)  # dropping the highest of four keeps the lowest three
    assert d12.lowest(4, drop=1) == d12.highest(4, keep=3)
    assert d12.highest(4, 1, drop=1).mean() != result.mean()  # keep given: the second highest only


def test_keeping_more_dice_than_rolled_keeps_them_all_as_icepool():
    d12 = Dist.die(12)
    assert d12.highest(4, keep=5) == d12.repeat(4) == d12.lowest(4, keep=9)
    assert ours(d12.highest(4, keep=5)) == theirs(icepool.d12.highest(4, keep=5))
    assert d12.highest(3, drop=5) == Dist.point(0) == d12.lowest(3, keep=2, drop=3)
    assert ours(d12.highest(3, drop=5)) == theirs(icepool.d12.highest(3, drop=5))
    assert d12.highest(3, keep=2, drop=2) == d12.lowest(3)  # the slice is clipped, as icepool's


def test_negative_keep_or_drop_is_still_refused_naming_it():
    with pytest.raises(ValueError, match="keep"):
        Dist.die(6).highest(3, keep=-1)
    with pytest.raises(ValueError, match="drop"):
        Dist.die(6).lowest(3, drop=-1)
    with pytest.raises(TypeError, match="drop"):
        Dist.die(6).highest(3, drop=1.0)


# ---------------------------------------------------------------- ported from icepool's tests
# HighDiceRoller/icepool tests/keep_test.py: d12, four dice, keep 1..5 (keep 5 > 4 dice keeps
# all), with and without dropping one; its brute force (icepool.apply over sorted faces) is
# replaced by icepool's own highest/lowest and by the enumeration further down.
KEEP_TEST = [(name, keep, drop) for name in ("highest", "lowest") for keep in range(1, 6)
             for drop in (None, 1)]


@pytest.mark.parametrize(("name", "keep", "drop"), KEEP_TEST)
def test_icepool_keep_test_d12(name, keep, drop):
    mine = getattr(Dist.die(12), name)(4, keep, drop)
    assert ours(mine) == theirs(getattr(icepool.d12, name)(4, keep, drop))
    expected = {}
    for rolls in itertools.product(range(1, 13), repeat=4):
        s = sum(kept(list(rolls), keep, drop, name == "highest"))
        expected[s] = expected.get(s, 0) + Fraction(1, 12 ** 4)
    assert ours(mine) == expected


@pytest.mark.parametrize("keep", range(1, 6))
def test_icepool_keep_test_zero_weights(keep):
    """keep_test.py ``test_keep_highest_zero_weights``: faces 0..5 with 0 and 1 weighted zero
    are the die d4 + 1."""
    die = Dist.from_weights(dict(zip(range(6), [0, 0, 1, 1, 1, 1])))
    assert die == Dist.die(4).map(lambda x: x + 1)
    assert ours(die.highest(4, keep)) == theirs(icepool.Die(range(6), times=[0, 0, 1, 1, 1, 1])
                                                 .highest(4, keep))
    assert ours(die.highest(4, keep)) == theirs((icepool.d4 + 1).highest(4, keep))


def test_icepool_keep_test_pool_cases():
    """keep_test.py: the sum of a pool is the sum of its dice (``test_sum_from_pool``); the
    highest/lowest of two d6 (``test_highest``, ``test_lowest``); twice the middle of five
    (``test_pool_select_multi``, and its negative); highest minus lowest of two d6 is
    ``abs(d6 - d6)`` (``test_pool_select_mixed_sign``)."""
    d6 = Dist.die(6)
    assert ours(d6.highest(5, keep=5)) == ours(d6.repeat(5)) == theirs(5 @ icepool.d6)
    assert ours(d6.highest(2)) == theirs(icepool.highest(icepool.d6, icepool.d6))
    assert ours(d6.lowest(2)) == theirs(icepool.lowest(icepool.d6, icepool.d6))
    middle = d6.highest(5, 1, drop=2)
    assert middle == d6.lowest(5, 1, drop=2)
    assert ours(middle.map(lambda x: 2 * x)) == theirs(2 * icepool.d6.highest(5, 1, drop=2))
    assert ours(middle.map(lambda x: -2 * x)) == theirs(-2 * icepool.d6.highest(5, 1, drop=2))
    spread = d6.combine(d6, lambda a, b: abs(a - b))
    assert ours(spread) == theirs(abs(icepool.d6 - icepool.d6))
    assert ours(spread) == theirs(icepool.d6.pool(2)[-1, 1].sum())


# HighDiceRoller/icepool tests/keep_algorithm_test.py: highest and lowest of mixed dice, keep and
# drop in 0..2 (its two cases with an empty die are left out: a Dist has at least one outcome).
MIXED = {
    "d6": ([6], [icepool.d6]),
    "d20 and 10": ([20, 10], [icepool.d20, 10]),
    "3d6": ([6, 6, 6], [icepool.d6] * 3),
    "d4 d6 d8 d10": ([4, 6, 8, 10], [icepool.d4, icepool.d6, icepool.d8, icepool.d10]),
    "-d4 -d4 -d6": ([-4, -4, -6], [-icepool.d4, -icepool.d4, -icepool.d6]),
    "-d4 -d6 -d8 -d10": ([-4, -6, -8, -10], [-icepool.d4, -icepool.d6, -icepool.d8, -icepool.d10]),
    "d4+1 d6 d8 d10": (["4+1", 6, 8, 10], [icepool.d4 + 1, icepool.d6, icepool.d8, icepool.d10]),
}


def edgekit_die(spec) -> Dist:
    """20: a d20, -4: the negated d4, "4+1": d4 + 1; 10 in "d20 and 10" is the constant 10."""
    if spec == "4+1":
        return Dist.die(4).map(lambda x: x + 1)
    if spec < 0:
        return Dist.die(-spec).map(lambda x: -x)
    return Dist.die(spec)


def sorted_rolls(dice: list) -> Dist:
    """Every roll of the dice as a sorted tuple: edgekit's way to a pool of different dice."""
    acc = Dist.point(())
    for d in dice:
        acc = acc.combine(d, lambda t, x: tuple(sorted((*t, x))))
    return acc


@pytest.mark.parametrize("name", sorted(MIXED))
def test_icepool_keep_algorithm_mixed_dice(name):
    specs, ice = MIXED[name]
    dice = [Dist.point(10) if name == "d20 and 10" and i == 1 else edgekit_die(s)
            for i, s in enumerate(specs)]
    rolls = sorted_rolls(dice)
    compared = 0
    for keep, drop in itertools.product(range(3), repeat=2):
        for highest, fn in ((True, icepool.highest), (False, icepool.lowest)):
            mine = rolls.map(functools.partial(kept_sum, keep=keep, drop=drop, highest=highest))
            # the dice as one iterable: icepool.highest(d6) alone would read d6 as its faces
            assert ours(mine) == theirs(fn(ice, keep=keep, drop=drop)), (keep, drop, highest)
            if len(set(specs)) == 1:  # identical dice: Dist.highest/lowest give the same
                assert getattr(dice[0], fn.__name__)(len(dice), keep, drop) == mine
            compared += 1
    assert compared == 18


# ---------------------------------------------------------------- the grid
def keep_drop_choices(n: int) -> list:
    """Each of keep and drop: not given, or 0 .. n + 1 (one more than the dice rolled)."""
    values = [None, *range(n + 2)]
    return list(itertools.product(values, values))


@pytest.mark.parametrize("sides", range(2, 13))
def test_grid_highest_and_lowest_match_icepool(sides):
    die, ice = Dist.die(sides), icepool.d(sides)
    compared = 0
    for n in range(1, 7):
        for keep, drop in keep_drop_choices(n):
            for name in ("highest", "lowest"):
                assert ours(getattr(die, name)(n, keep, drop)) == \
                    theirs(getattr(ice, name)(n, keep, drop)), (sides, n, keep, drop, name)
                compared += 1
    assert compared == 2 * sum((n + 3) ** 2 for n in range(1, 7))  # 542 per die, 5,962 in all


@pytest.mark.parametrize("sides", range(2, 13))
def test_grid_sums_and_pools_match_icepool(sides):
    die, ice = Dist.die(sides), icepool.d(sides)
    for n in range(1, 7):
        assert ours(die.repeat(n)) == theirs(n @ ice), (sides, n)
    for n in range(0, 5 if sides <= 6 else 3):
        counts = {}
        for faces, q in ice.pool(n).expand().items():  # icepool: the pool's sorted faces
            key = tuple(faces.count(f) for f in range(1, sides + 1))
            counts[key] = counts.get(key, 0) + Fraction(q, ice.denominator() ** n)
        assert ours(Dist.pool(die, n)) == counts, (sides, n)
        just_top = {}
        for key, p in counts.items():
            just_top[key[-1:]] = just_top.get(key[-1:], 0) + p
        assert ours(Dist.pool(die, n, count=[sides])) == just_top, (sides, n)


@pytest.mark.parametrize("weights", [{-1: 2, 0: 1, 2: 3, 5: 1}, {1: 5, 6: 1}, {0: 1, 10: 1, 3: 2}])
def test_weighted_dice_match_icepool(weights):
    die, ice = Dist.from_weights(weights), icepool.Die(weights)
    for n in range(0, 6):
        for keep, drop in keep_drop_choices(n):
            assert ours(die.highest(n, keep, drop)) == theirs(ice.highest(n, keep, drop)), (n, keep, drop)
            assert ours(die.lowest(n, keep, drop)) == theirs(ice.lowest(n, keep, drop)), (n, keep, drop)


# ---------------------------------------------------------------- brute force
@pytest.mark.parametrize("weights", [{f: 1 for f in range(1, s + 1)} for s in (2, 3, 4, 6)]
                         + [{-1: 2, 0: 1, 2: 3, 5: 1}])
def test_brute_force_over_every_roll(weights):
    """Every sequence of faces, weighted by the product of its faces' weights, with the kept
    dice chosen by :func:`kept`: edgekit and icepool both equal it."""
    die, ice = Dist.from_weights(weights), icepool.Die(weights)
    total = sum(weights.values())
    for n in range(0, 5 if len(weights) < 6 else 4):
        seqs = []
        for rolls in itertools.product(weights, repeat=n):
            w = 1
            for f in rolls:
                w *= weights[f]
            seqs.append((list(rolls), Fraction(w, total ** n)))
        for keep, drop in keep_drop_choices(n):
            for highest, name in ((True, "highest"), (False, "lowest")):
                expected = {}
                for rolls, p in seqs:
                    s = sum(kept(rolls, keep, drop, highest))
                    expected[s] = expected.get(s, 0) + p
                assert ours(getattr(die, name)(n, keep, drop)) == expected, (n, keep, drop, name)
                assert theirs(getattr(ice, name)(n, keep, drop)) == expected, (n, keep, drop, name)
