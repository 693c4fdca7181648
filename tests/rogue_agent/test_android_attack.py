"""Rogue Agent Android mode's exact questions: the Android-mode attack dice against face enumeration and
hypothesis properties, and the possible Androids of a deal against enumeration of every deal.
Rules: Rogue Agent: Android Mode (Identification Tokens; Covert Actions; Agent Actions in Android Mode)."""

import itertools

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.rogue_agent as ra

MIX = ra.ILLUSTRATIVE_MIX


# ----------------------------------------------------------------------------- the dice, single roll

def _face_oracle(pool, defender_green, car):
    """Enumerate every face of every die (explosion / boost / other; car / other on the defender's)."""
    dice = []
    for colour, n in pool.items():
        e, b = MIX.prob(colour, "explosion"), MIX.prob(colour, "boost")
        dice += [((("e", e), ("b", b), ("o", 1 - e - b)))] * n
    c = MIX.prob("green", car)
    dice += [((("c", c), ("o", 1 - c)))] * defender_green
    out = {}
    for faces in itertools.product(*dice):
        p = sympy.Integer(1)
        for _, q in faces:
            p *= q
        kinds = [f for f, _ in faces]
        e = kinds.count("e")
        hits = e + min(kinds.count("b"), e)
        loss = max(0, hits - kinds.count("c"))
        out[loss] = out.get(loss, 0) + p
    return {k: v for k, v in out.items() if v}


@pytest.mark.parametrize("pool,green", [({"red": 3}, 0), ({"red": 3}, 2), ({"red": 3, "black": 1}, 1),
                                        ({"red": 3, "green": 1}, 2)])
@pytest.mark.parametrize("car_face", ["fuel", "own"])
def test_player_attack_against_face_enumeration(pool, green, car_face):
    d = ra.player_attack_hits(pool, green, mix=MIX, car_face=car_face)
    assert d.probs() == _face_oracle(pool, green, "fuel" if car_face == "fuel" else "car")


def test_symbolic_attack_becomes_the_mix():
    pool = ra.android_attack_pool(ammo=1)
    sym = ra.player_attack_hits(pool, 2)
    values = {ra.face_symbol(c, f): v for (c, f), v in MIX.values.items()}
    values.update({ra.face_symbol(c, f): 0 for c in ra.COLOURS for f in ("explosion", "boost", "fuel")
                   if (c, f) not in MIX.values})
    num = ra.player_attack_hits(pool, 2, mix=MIX)
    for o in num.outcomes():
        assert sympy.simplify(sym.prob(o).subs(values) - num.prob(o)) == 0


def test_pools_and_defender_dice():
    assert ra.android_attack_pool(pistols=2, ammo=3) == {"red": 3, "green": 2, "black": 3}
    with pytest.raises(ValueError, match="ammo"):
        ra.android_attack_pool(ammo=4)  # no more than three black dice
    assert ra.defender_dice(5, 0) == 3 and ra.defender_dice(1, 0) == 1 and ra.defender_dice(4, 2) == 1
    with pytest.raises(ValueError, match="defender_green"):
        ra.player_attack_hits({"red": 3, "green": 2}, 2, mix=MIX)  # only 3 green dice (three_each)


def test_district_attack_informants_cancel_and_leave():
    pool = {"red": 3}
    hits = ra.attack_hits(pool, mix=MIX, with_wounds=False)
    for n in (0, 1, 2):
        d = ra.district_attack(pool, n, mix=MIX)
        for h in hits.outcomes():
            assert d.prob((max(0, h - n), min(h, n), 0)) >= hits.prob(h)
        assert ra.district_destroyed_probability(pool, n, mix=MIX) == hits.p(lambda h, n=n: h - n >= 2)
        always = ra.district_attack(pool, n, mix=MIX, district_informants="always")
        assert always.p(lambda o, n=n: o[1] == n) == 1
    assert ra.district_destroyed_probability(pool, 2, mix=MIX) == 0  # 3 red dice make at most 3 hits


@settings(max_examples=30, deadline=None)
@given(red_e=st.integers(0, 6), red_b=st.integers(0, 6), fuel=st.integers(0, 6), black=st.integers(0, 3),
       k=st.integers(1, 6))
def test_more_defence_never_helps_the_attacker(red_e, red_b, fuel, black, k):
    if red_e + red_b > 6:
        return
    mix = ra.FaceMix.sixths({"red": {"explosion": red_e, "boost": red_b}, "green": {"fuel": fuel},
                             "black": {"explosion": 1, "boost": 1}})
    pool = ra.android_attack_pool(ammo=black)
    tails = [ra.player_attack_hits(pool, g, mix=mix).p(lambda o: o >= k) for g in range(4)]
    assert all(a >= b for a, b in zip(tails, tails[1:]))
    assert sum(ra.player_attack_hits(pool, 2, mix=mix).probs().values()) == 1
    dest = [ra.district_destroyed_probability(pool, n, mix=mix) for n in range(3)]
    assert all(a >= b for a, b in zip(dest, dest[1:]))


# ----------------------------------------------------------------------------- the Identification tokens

@pytest.mark.parametrize("players", [3, 4])
def test_count_of_possible_androids_against_enumeration(players):
    lo, hi = (1, 10) if players == 3 else (0, 12)
    sym = ra.android_limit_reachable(players)
    some = ra.some_player_two_or_more(players)
    for a in range(lo, hi + 1):
        dealt = a - (1 if players == 3 else 0)
        counts = {}
        for chosen in itertools.combinations(range(players * 3), dealt):
            k = sum(sum(1 for t in chosen if t // 3 == p) >= 2 for p in range(players))
            counts[k] = counts.get(k, 0) + 1
        total = sum(counts.values())
        law = ra.androids_dealt(players, a)
        assert law.probs() == {k: sympy.Rational(v, total) for k, v in counts.items()}
        lim = ra.android_limit(players)
        want = sympy.Rational(sum(v for k, v in counts.items() if k >= lim), total)
        assert ra.android_limit_reachable(players, a) == want == sym.subs(ra.ANDROID_TOKENS, a)
        assert some.subs(ra.ANDROID_TOKENS, a) == ra.some_player_two_or_more(players, a)
    assert ra.android_limit_reachable(4, 4) == sympy.Rational(6, 55)  # 6 pairs of players x 3 x 3 of C(12, 4)


