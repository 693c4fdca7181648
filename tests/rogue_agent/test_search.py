"""Rogue Agent Search a District: result rules, formulas vs enumeration, policy vs exhaustive search."""

import functools
import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from edgekit.rogue_agent.rules import dice as D
from edgekit.rogue_agent.rules import search as S

ALL = (*S.SEARCH_FACES, D.OTHER)
MIX = D.FaceMix.sixths({
    "red": {"explosion": 2, "boost": 1, "gain": 2, "double_gain": 1},
    "green": {"explosion": 1, "boost": 1, "gain": 3},
    "black": {"explosion": 1, "boost": 2, "gain": 1},
}, label="test mix (invented)")


def fr(x):
    x = sympy.Rational(x)
    return Fraction(int(x.p), int(x.q))


def net(faces, **kw):
    lost, steps = S.search_result(*(faces.count(f) for f in S.SEARCH_FACES), **kw)
    return Fraction(kw.get("gain_value", 1)) * steps - Fraction(kw.get("health_value", 1)) * lost


def brute_value(pool, mix, rerolls, **kw):
    """Exhaustive: ordered dice, every subset of dice re-rolled at each chance, all faces enumerated."""
    dies = [D.special_die(c, S.SEARCH_FACES, mix=mix) for c in D.COLOURS for _ in range(pool.get(c, 0))]
    n = len(dies)

    def roll(idx):  # all results of re-rolling the dice at positions idx
        for faces in itertools.product(ALL, repeat=len(idx)):
            p = Fraction(1)
            for i, f in zip(idx, faces):
                p *= fr(dies[i].prob(f))
            if p:
                yield p, dict(zip(idx, faces))

    @functools.cache
    def best(state, left):
        out = Fraction(net(state, **kw))
        if left == 0:
            return out
        for k in range(1, n + 1):
            for idx in itertools.combinations(range(n), k):
                v = sum(p * best(tuple(new.get(i, state[i]) for i in range(n)), left - 1)
                        for p, new in roll(idx))
                out = max(out, v)
        return out

    return sum(p * best(tuple(new[i] for i in range(n)), rerolls) for p, new in roll(tuple(range(n))))


def test_result_rules():
    assert S.search_result(3, 0, 1, 0, protected=True) == (0, 1)  # protected: explosions do nothing
    assert S.search_result(3, 0, 0, 0, informants=1, body_armor=True) == (1, 0)
    assert S.search_result(2, 0, 0, 0, ammo=1) == (1, 0)
    # one explosion, one boost, one doubled symbol: best use doubles the doubled symbol (+2 > +1 health)
    assert S.search_result(1, 1, 0, 1) == (1, 4)
    assert S.search_result(1, 1, 0, 1, search_boost="cancel_first") == (0, 2)
    # a health point worth more than two steps: the boost ignores the explosion
    assert S.search_result(1, 1, 0, 1, health_value=3) == (0, 2)
    assert S.search_result(0, 2, 2, 0) == (0, 4)  # each boost doubles a different die
    assert S.search_result(0, 3, 1, 0) == (0, 2)  # one boost per die
    with pytest.raises(ValueError, match="search_boost"):
        S.search_result(1, 1, 0, 0, search_boost="random")
    with pytest.raises(TypeError):
        S.search_result(1, 1, 0, 0, gain_value=0.5)
    with pytest.raises(ValueError):
        S.search_result(-1, 0, 0, 0)


@pytest.mark.parametrize("pool", [{"red": 2}, {"red": 1, "green": 1}])
def test_symbolic_roll_equals_enumeration(pool):
    dies = [D.special_die(c, S.SEARCH_FACES) for c in D.COLOURS for _ in range(pool.get(c, 0))]
    slow = {}
    for seq in itertools.product(ALL, repeat=len(dies)):
        w = sympy.Mul(*[d.prob(f) for d, f in zip(dies, seq)])
        key = S.search_result(*(seq.count(f) for f in S.SEARCH_FACES))
        slow[key] = slow.get(key, 0) + w
    fast = S.search_roll(pool)
    for k, v in slow.items():
        assert sympy.expand(fast.prob(k) - v) == 0


@pytest.mark.parametrize("pool,intelligence", [({"red": 1}, False), ({"red": 2}, False), ({"red": 2}, True),
                                               ({"red": 1, "black": 1}, True)])
def test_policy_equals_exhaustive_search(pool, intelligence):
    plan = S.search_policy(pool, MIX, intelligence=intelligence)
    assert fr(plan.value) == brute_value(pool, MIX, 2 if intelligence else 1)
    assert plan.outcome.mean(lambda o: o[1] - o[0]) == plan.value


def test_policy_with_protection_and_values():
    kw = dict(informants=1, health_value=2)
    plan = S.search_policy({"red": 2}, MIX, **kw)
    assert fr(plan.value) == brute_value({"red": 2}, MIX, 1, **kw)
    assert plan.outcome.mean(lambda o: o[1] - 2 * o[0]) == plan.value
    safe = S.search_policy({"red": 2}, MIX, protected=True)
    assert safe.outcome.p(lambda o: o[0] > 0) == 0


def test_rerolls_and_intelligence_help():
    none = S.search_roll({"red": 2}, mix=MIX).mean(lambda o: o[1] - o[0])
    once = S.search_policy({"red": 2}, MIX).value
    twice = S.search_policy({"red": 2}, MIX, intelligence=True).value
    assert none < once < twice


def test_white_dice_pick_the_best_colour():
    plan = S.search_policy({"white": 2}, MIX)
    values = {c: S.search_policy({c: 2}, MIX).value for c in D.COLOURS}
    assert plan.value == max(values.values())
    assert values[plan.colour_chosen] == plan.value


@settings(max_examples=25)
@given(st.integers(0, 3), st.integers(0, 3), st.integers(0, 3))
def test_symbolic_equals_numeric(e, b, g):
    if e + b + g > 6:
        return
    mix = D.FaceMix.sixths({"red": {"explosion": e, "boost": b, "gain": g}})
    sym = S.search_roll({"red": 2}).mean(lambda o: o[1] - o[0])
    vals = mix.substitutions(S.SEARCH_FACES, ("red",))
    assert sym.xreplace(vals) == S.search_roll({"red": 2}, mix=mix).mean(lambda o: o[1] - o[0])


def test_bad_input():
    with pytest.raises(TypeError, match="FaceMix"):
        S.search_policy({"red": 2}, None)
    with pytest.raises(ValueError, match="Dice Rules"):
        S.search_policy({"red": 4}, MIX)
    with pytest.raises(ValueError):
        S.search_policy({"white": -1}, MIX)


def test_search_policy_under_the_nine_any_split():
    plan = S.search_policy({"red": 4}, MIX, special_dice_split="nine_any")
    assert plan.outcome.mean(lambda o: o[1] - o[0]) == plan.value


def test_search_plan_choices_in_words():
    mix = D.FaceMix.sixths({"red": {"explosion": 2, "boost": 1, "gain": 2, "double_gain": 1}}, label="x")
    plan = S.search_policy({"red": 2}, mix)
    assert plan.describe_state((1, ((1, 0, 0, 1, 0),))) == "1 re-roll left; red: 1 explosion, 1 double gain"
    assert plan.describe_action(((1, 0, 0, 0, 0),)) == "re-roll red: 1 explosion"
    assert plan.describe_action("stop") == "stop"
    t = plan.choices_table(rerolls_left=1)
    rows = dict(zip(t.column("after the roll"), t.column("optimal")))
    assert rows["1 re-roll left; red: 2 explosion"] == "re-roll red: 2 explosion"
    assert rows["1 re-roll left; red: 2 double gain"] == "stop"
    assert len(t) == len([r for r in plan.first_choices() if r["state"][0] == 1])
