"""Core benchmark tasks: the same question answered by edgekit, icepool, dyce and sympy.stats.

Each task is a dict ``{tool: callable}``. A callable builds its dice from scratch
and returns the tool's own fully evaluated answer (an edgekit ``Dist``, an
icepool ``Die``, a dyce ``H``, or a dict of sympy values). :func:`as_fractions`
turns any of them into ``{outcome: Fraction}`` (or ``{outcome: sympy expr}``)
so the runner can assert that every tool computed the identical distribution;
that conversion is not timed.

Tasks (issue 2, section 5):

* ``win_roll_table``: P(Win Roll succeeds) for W = 2..12 with the Rule of 2 and
  12 (Edge City 8.4, 8.5.1): 2d6 <= W wins, a 2 always wins, a 12 always fails.
* ``pool_N``: N six-faced dice (two explosion faces, one boost, one ammo, one
  pistol, one blank); hits = explosions + min(boosts, explosions); the full
  distribution of hits.
* ``pool_symbolic_N``: the same pool with symbolic face probabilities
  (P(explosion) = e, P(boost) = b, every other face together 1 - e - b).
  Only edgekit and sympy.stats do symbols.
* ``keep_8d6_highest_3`` and ``keep_4d6_drop_lowest`` (issue 10, "roll 8, keep the best
  3"): the sum of the kept dice. edgekit's ``Dist.highest`` (exact order statistics)
  beside its old way (``Dist.pool`` of every face, then ``map``: the "pool+map" variant),
  icepool's ``Die.highest`` and dyce's ``P.at(slice)``.

sympy.stats is measured in two formulations and the faster one is reported:
``dice`` (N independent finite random variables, ``density`` of their sum;
what a reader would write first, but it walks all 3**N joint outcomes) and
``multinomial`` (sympy.stats' own ``Multinomial`` joint distribution of face
counts, summed over every count vector; the same idea edgekit uses).
"""

from __future__ import annotations

from fractions import Fraction

import sympy

FACES = ["explosion", "explosion", "boost", "ammo", "pistol", "blank"]
POOL_SIZES = (3, 6, 9, 14)
E, B = sympy.symbols("e b", positive=True)


def hits(explosions: int, boosts: int) -> int:
    """Hits of a pool: every explosion, plus one per boost that has an explosion to boost."""
    return explosions + min(boosts, explosions)


def wins(total: int, w: int) -> bool:
    """The Win Roll with the Rule of 2 and 12 (Edge City 8.4, 8.5.1)."""
    return total == 2 or (total <= w and total != 12)


W_RANGE = range(2, 13)


# ---------------------------------------------------------------- edgekit
def edgekit_win_table():
    from edgekit import Dist
    two = Dist.die(6).repeat(2)
    return {w: two.p(lambda s, w=w: wins(s, w)) for w in W_RANGE}


def edgekit_pool(n: int):
    from edgekit import Dist
    die = Dist.uniform(FACES)
    return Dist.pool(die, n, count=["explosion", "boost"]).map(lambda c: hits(*c))


def edgekit_pool_symbolic(n: int):
    from edgekit import Dist
    die = Dist.from_probs({"explosion": E, "boost": B, "other": 1 - E - B})
    d = Dist.pool(die, n, count=["explosion", "boost"]).map(lambda c: hits(*c))
    return d.probs()  # materialise every probability as a sympy expression


KEEPS = {"keep_8d6_highest_3": (8, 3), "keep_4d6_drop_lowest": (4, 3)}


def edgekit_keep(n: int, keep: int):
    from edgekit import Dist
    return Dist.die(6).highest(n, keep)


def edgekit_keep_pool_map(n: int, keep: int):
    """The way before Dist.highest: joint face counts, then the kept sum of each."""
    from edgekit import Dist

    def kept_sum(counts):
        total, left = 0, keep
        for face in range(6, 0, -1):
            take = min(counts[face - 1], left)
            total, left = total + take * face, left - take
        return total

    return Dist.pool(Dist.die(6), n).map(kept_sum)


# ---------------------------------------------------------------- icepool
# icepool caches results on Die objects and on evaluators; every call builds
# fresh dice and a fresh multiset function so no run reuses an earlier result.
def icepool_win_table():
    import icepool
    two = 2 @ icepool.Die(range(1, 7))
    return {w: two.map(lambda s, w=w: wins(s, w)).probability(True) for w in W_RANGE}


def icepool_pool(n: int):
    import icepool

    @icepool.multiset_function
    def counts(pool):
        return pool.keep_outcomes(["explosion"]).size(), pool.keep_outcomes(["boost"]).size()

    return counts(icepool.Die(FACES).pool(n)).map(lambda e, b: hits(e, b))


def icepool_keep(n: int, keep: int):
    import icepool
    return icepool.Die(range(1, 7)).highest(n, keep)


# ---------------------------------------------------------------- dyce
# dyce sums numbers, so a face is encoded as a number: explosion 1, boost K
# (K > N so the two counts never collide), every other face 0.
def dyce_win_table():
    from dyce import H
    two = 2 @ H(6)
    out = {}
    for w in W_RANGE:
        h = two.apply(lambda s, w=w: wins(s, w))
        out[w] = Fraction(h.get(True, 0), h.total)
    return out


def dyce_pool(n: int):
    from dyce import H
    k = n + 1
    die = H({1: 2, k: 1, 0: 3})
    return (n @ die).apply(lambda s: hits(s % k, s // k))


def dyce_keep(n: int, keep: int):
    from dyce import P
    return (n @ P(6)).at(slice(-keep, None))


# ---------------------------------------------------------------- sympy.stats
def sympy_win_table():
    from sympy.stats import Die, P
    s = Die("A", 6) + Die("B", 6)
    return {w: P(sympy.Or(sympy.Eq(s, 2), sympy.And(s <= w, sympy.Ne(s, 12)))) for w in W_RANGE}


def _sympy_dice(n: int, pe, pb):
    from sympy.stats import FiniteRV, density
    k = n + 1
    dice = [FiniteRV(f"D{i}", {0: 1 - pe - pb, 1: pe, k: pb}) for i in range(n)]
    out: dict = {}
    for s, p in density(sympy.Add(*dice)).items():
        h = hits(s % k, s // k)
        out[h] = out.get(h, 0) + p
    return {h: sympy.expand(p) for h, p in out.items()}


def _sympy_multinomial(n: int, pe, pb):
    from sympy.stats import Multinomial, density
    pmf = density(Multinomial("M", n, pe, pb, 1 - pe - pb))
    out: dict = {}
    for x in range(n + 1):
        for y in range(n + 1 - x):
            h = hits(x, y)
            out[h] = out.get(h, 0) + pmf(x, y, n - x - y)
    return {h: sympy.expand(p) for h, p in out.items()}


def sympy_pool(n: int, form: str):
    third, sixth = sympy.Rational(1, 3), sympy.Rational(1, 6)
    return (_sympy_dice if form == "dice" else _sympy_multinomial)(n, third, sixth)


def sympy_pool_symbolic(n: int, form: str):
    return (_sympy_dice if form == "dice" else _sympy_multinomial)(n, E, B)


# ---------------------------------------------------------------- tasks
def tasks() -> dict[str, dict[str, object]]:
    """``{task: {tool: callable}}``; a tool with variants is ``{variant: callable}``."""
    out: dict[str, dict[str, object]] = {
        "win_roll_table": {
            "edgekit": edgekit_win_table, "icepool": icepool_win_table,
            "dyce": dyce_win_table, "sympy.stats": sympy_win_table,
        },
    }
    for n in POOL_SIZES:
        out[f"pool_{n}"] = {
            "edgekit": lambda n=n: edgekit_pool(n),
            "icepool": lambda n=n: icepool_pool(n),
            "dyce": lambda n=n: dyce_pool(n),
            "sympy.stats": {form: (lambda n=n, form=form: sympy_pool(n, form))
                            for form in ("multinomial", "dice")},
        }
    for n in POOL_SIZES:
        out[f"pool_symbolic_{n}"] = {
            "edgekit": lambda n=n: edgekit_pool_symbolic(n),
            "sympy.stats": {form: (lambda n=n, form=form: sympy_pool_symbolic(n, form))
                            for form in ("multinomial", "dice")},
        }
    for task, (n, keep) in KEEPS.items():
        out[task] = {
            "edgekit": {"highest": (lambda n=n, keep=keep: edgekit_keep(n, keep)),
                        "pool+map": (lambda n=n, keep=keep: edgekit_keep_pool_map(n, keep))},
            "icepool": lambda n=n, keep=keep: icepool_keep(n, keep),
            "dyce": lambda n=n, keep=keep: dyce_keep(n, keep),
        }
    return out


def as_exact(result) -> dict:
    """Any tool's answer as ``{outcome: exact probability}`` (Fraction or sympy expression)."""
    from edgekit import Dist
    if isinstance(result, Dist):
        result = result.probs()
    if type(result).__module__.startswith("icepool"):
        den = result.denominator()
        return {o: Fraction(q, den) for o, q in result.items() if q}
    if type(result).__module__.startswith("dyce"):
        return {o: Fraction(c, result.total) for o, c in result.items() if c}
    out = {}
    for o, p in dict(result).items():
        if isinstance(p, Fraction):
            out[o] = p
        elif isinstance(p, sympy.Rational):
            out[o] = Fraction(int(p.p), int(p.q))
        elif isinstance(p, sympy.Basic):
            out[o] = sympy.expand(p)
        else:
            out[o] = Fraction(p)
    return {o: p for o, p in out.items() if p != 0}


def same(a: dict, b: dict) -> bool:
    """True if two exact answers are the identical distribution."""
    if a.keys() != b.keys():
        return False
    return all(sympy.expand(sympy.sympify(a[k]) - sympy.sympify(b[k])) == 0
               if isinstance(a[k], sympy.Basic) or isinstance(b[k], sympy.Basic)
               else a[k] == b[k] for k in a)
