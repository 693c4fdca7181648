"""Rogue Agent Justice: Attack: hits, pools, the re-roll policy against exhaustive search, results."""

import functools
import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from edgekit.rogue_agent.rules import attack as A
from edgekit.rogue_agent.rules import dice as D

ALL = (*D.ATTACK_FACES, D.OTHER)


def fr(x):
    x = sympy.Rational(x)
    return Fraction(int(x.p), int(x.q))


def ordered_dice(pool, mix=None):
    return [D.special_die(c, mix=mix) for c in D.COLOURS for _ in range(pool.get(c, 0))]


def score_of(goal, need):
    return {"subdue": lambda h: int(h >= need), "killer": lambda h: int(h >= 2),
            "expected_hits": lambda h: h}[goal]


def brute_value(pool, mix, goal, need):
    """Exhaustive expectimax over ordered dice and every re-roll choice (dice kept in order, unmerged)."""
    dies = ordered_dice(pool, mix)
    score = score_of(goal, need)

    def hits_of(faces):
        return A.hits(faces.count("explosion"), faces.count("boost"))

    @functools.cache
    def best(faces, left):
        stop = Fraction(score(hits_of(faces)))
        if left == 0:
            return stop
        out = stop
        for i, f in enumerate(faces):
            if f == "pistol":
                continue
            v = Fraction(0)
            for g in ALL:
                p = fr(dies[i].prob(g))
                if p:
                    g = g if g in ("explosion", "boost", "pistol") else "other"
                    v += p * best(faces[:i] + (g,) + faces[i + 1:], left - 1)
            out = max(out, v)
        return out

    total = Fraction(0)
    for seq in itertools.product(ALL, repeat=len(dies)):
        p = Fraction(1)
        for die, f in zip(dies, seq):
            p *= fr(die.prob(f))
        if p:
            rerolls = seq.count("ammo") + 2 * seq.count("double_ammo")
            shown = tuple(f if f in ("explosion", "boost", "pistol") else "other" for f in seq)
            total += p * best(shown, rerolls)
    return total


def test_hits_rule():
    assert A.hits(0, 3) == 0  # a boost with no explosion does nothing
    assert A.hits(2, 1) == 3
    assert A.hits(2, 5) == 4  # one boost per explosion
    with pytest.raises(ValueError):
        A.hits(-1, 0)


def test_attack_pool():
    assert A.attack_pool() == {"red": 3, "green": 0, "black": 0}
    assert A.attack_pool(pistols=1, informants=2, ammo=3) == {"red": 3, "green": 3, "black": 3}
    with pytest.raises(ValueError, match="Dice Rules"):
        A.attack_pool(pistols=2, informants=2)
    assert A.attack_pool(pistols=2, informants=2, special_dice_split="nine_any")["green"] == 4
    with pytest.raises(ValueError):
        A.attack_pool(ammo=-1)


@pytest.mark.parametrize("pool", [{"red": 2}, {"red": 1, "green": 1, "black": 1}])
def test_symbolic_hits_equal_enumeration(pool):
    dies = ordered_dice(pool)
    slow = {}
    for seq in itertools.product(ALL, repeat=len(dies)):
        w = sympy.Mul(*[d.prob(f) for d, f in zip(dies, seq)])
        key = (A.hits(seq.count("explosion"), seq.count("boost")), seq.count("pistol"))
        slow[key] = slow.get(key, 0) + w
    fast = A.attack_hits(pool)
    assert set(fast.outcomes()) == {k for k, v in slow.items() if sympy.expand(v) != 0}
    for k, v in slow.items():
        assert sympy.expand(fast.prob(k) - v) == 0


def test_three_red_dice_formula():
    # 3 red dice, faces explosion e and boost b only (printed reading has no other red attack face):
    # P(hits >= 1) = 1 - (1 - e)^3
    e = sympy.Symbol("red_explosion")
    p = A.hits_at_least({"red": 3}, 1, face_colours="printed")
    assert sympy.expand(p - (1 - (1 - e) ** 3)) == 0


SMALL = [{"red": 1, "black": 1}, {"red": 2, "black": 1}, {"red": 1, "green": 1, "black": 1},
         {"red": 1, "black": 2}]


@pytest.mark.parametrize("pool", SMALL)
@pytest.mark.parametrize("goal,need", [("subdue", 2), ("killer", 2), ("expected_hits", 1), ("subdue", 3)])
def test_policy_equals_exhaustive_search(pool, goal, need):
    plan = A.attack_policy(pool, D.ILLUSTRATIVE_MIX, goal=goal, need=need)
    assert fr(plan.value) == brute_value(pool, D.ILLUSTRATIVE_MIX, goal, need)
    # the outcome under the policy reproduces the value
    score = score_of(goal, need)
    assert plan.outcome.mean(lambda o: score(o[0])) == plan.value


@pytest.mark.parametrize("goal,need", [("subdue", 3), ("expected_hits", 1)])
def test_rerolls_never_hurt(goal, need):
    pool = {"red": 3, "green": 1, "black": 1}
    plan = A.attack_policy(pool, D.ILLUSTRATIVE_MIX, goal=goal, need=need)
    plain = A.attack_hits(pool, mix=D.ILLUSTRATIVE_MIX)
    score = score_of(goal, need)
    assert plan.value >= plain.mean(lambda o: score(o[0]))
    assert plan.value > plain.mean(lambda o: score(o[0]))  # this mix has ammo, so re-rolls help
    assert all(r["action"] == "stop" or r["action"][0] == "reroll" for r in plan.first_choices())


def test_policy_never_rerolls_a_pistol():
    plan = A.attack_policy({"red": 1, "black": 2}, D.ILLUSTRATIVE_MIX, goal="expected_hits")
    for row in plan.policy.rows.values():
        for act in row.choices:
            assert act in ("roll", "stop") or act[2] != "pistol"


@st.composite
def mixes(draw):
    out = {}
    for c in D.COLOURS:
        left, faces = 6, {}
        for f in ("explosion", "boost", "pistol"):
            faces[f] = k = draw(st.integers(0, left))
            left -= k
        out[c] = faces
    return D.FaceMix.sixths(out)


@settings(max_examples=30)
@given(mixes(), st.integers(0, 4))
def test_symbolic_attack_equals_numeric(mix, h):
    pool = {"red": 3, "green": 1}
    formula = A.hits_at_least(pool, h)
    vals = mix.substitutions(D.ATTACK_FACES)
    assert formula.xreplace(vals) == A.hits_at_least(pool, h, mix=mix)


def test_criminal_results():
    out = A.attack_criminal(2)
    assert out.p_success.free_symbols  # a formula without a mix
    assert sympy.expand(out.detail["P(Retaliation)"] + out.p_success - 1) == 0
    num = A.attack_criminal(3, wounds=1, ammo=1, mix=D.ILLUSTRATIVE_MIX)
    plan = A.attack_policy({"red": 3, "black": 1}, D.ILLUSTRATIVE_MIX, goal="subdue", need=2)
    assert num.p_success == plan.value and num.plan is plan
    assert num.detail["reward if subdued"] == 3
    assert A.attack_criminal(3, wounds=1, subdue_reward_health="remaining").detail["reward if subdued"] == 2
    none = A.attack_criminal(3, wounds=1, ammo=1, mix=D.ILLUSTRATIVE_MIX, rerolls="none")
    assert none.p_success < num.p_success
    with pytest.raises(ValueError):
        A.attack_criminal(0)
    with pytest.raises(ValueError):
        A.attack_criminal(2, wounds=2)
    with pytest.raises(TypeError, match="FaceMix"):
        A.attack_criminal(2, ammo=1, rerolls="optimal")
    with pytest.raises(ValueError, match="subdue_reward_health"):
        A.attack_criminal(2, subdue_reward_health="half")


def test_killer_damage_readings_ra15():
    assert A.killer_damage(2) == 4  # default: 2 plus 1 per Informant (the Attack text)
    assert A.killer_damage(2, killer_informants="reduces") == 0
    assert A.killer_damage(1, killer_informants="reduces") == 1
    assert A.killer_damage(3, protected=True) == 0
    with pytest.raises(ValueError, match="killer_informants"):
        A.killer_damage(1, killer_informants="both")


def test_killer_results():
    k = A.attack_killer(informants=1, mix=D.ILLUSTRATIVE_MIX)
    plain = A.attack_hits({"red": 3, "green": 1}, mix=D.ILLUSTRATIVE_MIX)
    p2 = plain.p(lambda o: o[0] >= 2)
    assert k.p_success == p2
    # health lost = pistols, plus 3 (2 + 1 Informant) when fewer than 2 hits
    assert k.agent_health_lost.mean() == plain.mean(lambda o: o[1]) + 3 * (1 - p2)
    safe = A.attack_killer(informants=1, protected=True, mix=D.ILLUSTRATIVE_MIX)
    assert safe.agent_health_lost.mean() == plain.mean(lambda o: o[1])
    sym = A.attack_killer()
    assert sym.p_success.free_symbols


def test_bad_policy_input():
    with pytest.raises(TypeError, match="FaceMix"):
        A.attack_policy({"red": 3}, {"red_explosion": Fraction(1, 2)})
    with pytest.raises(ValueError, match="goal"):
        A.attack_policy({"red": 3}, D.ILLUSTRATIVE_MIX, goal="win")
    with pytest.raises(ValueError, match="Dice Rules"):
        A.attack_policy({"red": 4}, D.ILLUSTRATIVE_MIX)


def test_widget_formula_equals_numeric_and_shows_errors():
    from edgekit.widgets.rogue_dice import AttackDiceExplorer

    ex = AttackDiceExplorer(green=1, black=1, need=3)
    for k in (0, 2, 4):
        ex.sliders[("red", "explosion")].value = k
        mix = ex.mix()
        plain = A.attack_hits({"red": 3, "green": 1, "black": 1}, mix=mix)
        assert ex.state["p_formula"] == fr(plain.p(lambda o: o[0] >= 3)) == fr(ex.state["p_no_rerolls"])
    ex.solve.value = True
    plan = A.attack_policy({"red": 3, "green": 1, "black": 1}, ex.mix(), goal="subdue", need=3)
    assert ex.state["plan"].value == plan.value and "Optimal re-rolls" in ex.html.value
    ex.sliders[("red", "boost")].value = 6  # red faces now add up to more than 6 sixths
    assert "error" in ex.state and "Not allowed" in ex.html.value


def test_hits_only_is_the_marginal_of_the_joint():
    pool = {"red": 2, "green": 1, "black": 1}
    joint = A.attack_hits(pool)
    alone = A.attack_hits(pool, with_wounds=False)
    for h in alone.outcomes():
        assert sympy.expand(alone.prob(h) - joint.p(lambda o, h=h: o[0] == h)) == 0


def test_monte_carlo_agrees_with_the_policy():
    import random

    from edgekit.montecarlo import Estimate, agrees

    pool = {"red": 3, "green": 1, "black": 1}
    plan = A.attack_policy(pool, D.ILLUSTRATIVE_MIX, goal="subdue", need=3)
    dies = {c: D.special_die(c, mix=D.ILLUSTRATIVE_MIX) for c in pool}
    faces = {c: [(f, fr(d.prob(f))) for f in ALL if d.prob(f) != 0] for c, d in dies.items()}
    rng = random.Random(5)

    def roll(c):
        return rng.choices([f for f, _ in faces[c]], weights=[p for _, p in faces[c]])[0]

    cats = ("explosion", "boost", "pistol", "other")
    wins, n = 0, 3000
    for _ in range(n):
        shown = {c: [roll(c) for _ in range(k)] for c, k in pool.items()}
        left = sum(f == "ammo" for v in shown.values() for f in v) + \
            2 * sum(f == "double_ammo" for v in shown.values() for f in v)
        shown = {c: [f if f in cats else "other" for f in v] for c, v in shown.items()}
        while left:
            state = plan.state_of(left, shown)
            act = plan.policy.action(state)
            if act == "stop":
                break
            _, c, face = act
            shown[c].remove(face)
            new = roll(c)
            shown[c].append(new if new in cats else "other")
            left -= 1
        allf = [f for v in shown.values() for f in v]
        wins += A.hits(allf.count("explosion"), allf.count("boost")) >= 3
    assert agrees(plan.value, Estimate(wins / n, n))


def test_policy_under_the_nine_any_split():
    pool = {"red": 1, "green": 4}
    mix = D.FaceMix.sixths({"red": {"explosion": 3, "ammo": 1}, "green": {"explosion": 2, "pistol": 1}})
    with pytest.raises(ValueError, match="Dice Rules"):
        A.attack_policy(pool, mix)
    plan = A.attack_policy(pool, mix, goal="subdue", need=3, special_dice_split="nine_any")
    assert fr(plan.value) == brute_value(pool, mix, "subdue", 3)


def test_goal_changes_the_choice():
    # 1 explosion and 2 boosts on red, a blank green, 1 re-roll, need 3 hits: re-rolling a red boost wins
    # with P(red explosion) = 1/2 (2 explosions + 1 boost = 3 hits); for expected hits the green blank
    # is the better die to re-roll.
    pool = {"red": 3, "green": 1, "black": 1}
    plans = {g: A.attack_policy(pool, D.ILLUSTRATIVE_MIX, goal=g, need=3)
             for g in ("subdue", "expected_hits")}
    s = plans["subdue"].state_of(1, {"red": ["explosion", "boost", "boost"], "green": ["other"],
                                     "black": ["ammo"]})
    assert plans["subdue"].policy.action(s) == ("reroll", "red", "boost")
    assert plans["subdue"].policy.rows[s].value == sympy.Rational(1, 2)
    assert plans["expected_hits"].policy.action(s) == ("reroll", "green", "other")


def test_attack_outcome_shows_as_a_labelled_table():
    from edgekit.rogue_agent import ILLUSTRATIVE_MIX, attack_criminal

    crim = attack_criminal(3, wounds=1, informants=1, ammo=1, mix=ILLUSTRATIVE_MIX)
    t = crim.as_table()
    assert t.column("result")[0] == "P(success)" and str(t.cell(0, "value (exact)")).startswith("90.3%")
    assert dict(zip(t.column("result"), t.column("value (exact)")))["reward if subdued"] == 3
    assert "face_colours = open" in str(t) and "{" not in crim._repr_html_()


def test_attack_plan_actions_in_words():
    from edgekit.rogue_agent import ILLUSTRATIVE_MIX, attack_policy, attack_pool

    plan = attack_policy(attack_pool(informants=1, ammo=1), ILLUSTRATIVE_MIX, goal="subdue", need=3)
    assert plan.describe_action("stop") == "stop"
    assert plan.describe_action(("reroll", "red", "boost")) == "re-roll a red boost"
    assert plan.describe_action(("reroll", "green", "other")) == "re-roll a green die showing another face"
    assert {plan.describe_action(r["action"]) for r in plan.first_choices()} <= (
        {"stop"} | {f"re-roll a {c} boost" for c in plan.colours}
        | {f"re-roll a {c} die showing another face" for c in plan.colours})


def test_attack_explorer_shows_the_number_style_and_the_pool_in_words():
    from edgekit.widgets.rogue_dice import AttackDiceExplorer

    e = AttackDiceExplorer(green=1, black=1, need=3)
    e.solve.value = True
    h = e.html.value
    assert "53.7% (exact 2089/3888)" in h and "Pool: 3 red, 1 green, 1 black dice" in h
    assert "{'red'" not in h and "('reroll'" not in h and "63.4% (exact 29593/46656)" in h
