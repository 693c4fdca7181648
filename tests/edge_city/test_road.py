"""The road to Hacker Legend (edgekit.edge_city.road.legend): exact MDP against independent oracles."""

from fractions import Fraction

import pytest

from edgekit import readings
from edgekit.edge_city import dp_gained, regain_cool_probability, rip_outcomes, road_to_legend
from edgekit.edge_city.road.legend import RoadState


def _f(x):
    return Fraction(int(x.p), int(x.q))


def test_last_title_takes_one_turn():
    road = road_to_legend("Master Hacker", 8)
    assert road.expected_turns() == 1
    assert road.turns(n_max=3)["P(T=n)"][1] == 1


def test_lone_sensitive_climb_matches_a_hand_recursion():
    # Master Hacker, 0 DP, only Sensitive Rips, always from a fresh space (travel): every turn is
    # the same Rip, so E[turns to 8 DP, then 1 turn to buy] solves a 1-D recursion built here from
    # rip_outcomes, dp_gained and regain_cool_probability directly (an independent oracle).
    adj = {("Master Hacker", "sensitive"): -4}
    road = road_to_legend("Master Hacker", 0, rip_types=("sensitive",), dp_adjustment=adj)
    o = rip_outcomes("Master Hacker", "sensitive")
    ok, cool, uncool = (_f(o[k]) for k in ("success", "failed_cool", "failed_uncool"))
    g = dp_gained("Master Hacker", "sensitive", adjustment=-4)
    gains = {int(x): g.fraction(x) for x in g.outcomes()}
    q = _f(regain_cool_probability())
    # E_c[d]: COOL at turn start with d DP (fresh space); E_u[d]: UnCOOL.
    e_c, e_u = {}, {}
    for d in range(8, -1, -1):
        if d >= 8:
            e_c[d] = e_u[d] = Fraction(1)  # the buy (UnCOOL: regain first, else wait a turn)
            e_u[d] = q * 1 + (1 - q) * 2
            continue
        up = sum(p * e_c[min(d + x, 8)] for x, p in gains.items())
        # e_c = 1 + ok*up + cool*e_c + uncool*e_u ; e_u = q*e_c + (1-q)*(1+e_c)  (regain = act now)
        # => e_u = e_c + (1-q)
        e_c[d] = (1 + ok * up + uncool * (1 - q)) / (1 - cool - uncool)
        e_u[d] = e_c[d] + (1 - q)
    assert road.expected_turns("cautious") == e_c[0]
    assert road.expected_turns() == e_c[0]  # with one Rip type, travelling is optimal too


def test_optimal_value_matches_brute_force_value_iteration():
    road = road_to_legend("Master Hacker", 0, hop=False)
    states = road.states
    tr = {s: [[(float(p), n) for p, n in road.transitions(s, a)] for a in road.actions(s)] for s in states}
    v = {s: 0.0 for s in states}
    v[None] = 0.0
    for _ in range(800):  # plain Gauss-Seidel value iteration over every state and action
        for s in states:
            v[s] = min(1 + sum(p * v[n] for p, n in t) for t in tr[s])
    exact = road.expected_turns()
    assert abs(float(exact) - v[road.start]) < 1e-9
    assert road.verify()
    named = [road.expected_turns(n) for n in ("cautious", "greedy_dp", "rip_first")]
    assert all(exact <= x for x in named)


def test_turn_distribution_is_a_distribution_and_agrees_with_the_mean():
    road = road_to_legend("Hacker", 0)
    t = road.turns(n_max=200)
    assert t["P(T>n_max)"] >= 0 and t["P(T>n_max)"] < Fraction(1, 10**6)
    mean_trunc = sum(n * p for n, p in t["P(T=n)"].items())
    assert abs(mean_trunc - t["mean"]) < Fraction(1, 10**3)
    assert t["P(T=n)"][1] == 0  # 0 DP: no title can be bought on the first turn


def test_policy_table_and_compare():
    road = road_to_legend()
    rows = road.policy_table()
    assert {r["status"] for r in rows} == {"Wannabee", "Hackolyte", "Hacker", "Master Hacker"}
    assert rows[-1]["action"] == "buy a title and pass" and rows[-1]["expected turns left"] == 1
    comp = {r["policy"]: r["mean turns"] for r in road.compare()}
    assert comp["optimal"] == min(comp.values())
    assert comp["rip_first"] > comp["greedy_dp"]  # never travelling piles up the -1s (11.6.5)
    assert road.illustrative  # the default Table 4.0 fill-in is labelled
    full = {(s, t): 0 for s in ("Wannabee", "Hackolyte", "Hacker", "Master Hacker")
            for t in ("sensitive", "secret", "super_secret")}
    assert road_to_legend(dp_adjustment=full).illustrative == ()


def test_reading_repeat_reset_moves_the_road():
    # Without a second Bizclave in reach, only Passing (or a missed turn) can clear the -1s.
    a = road_to_legend("Master Hacker", 0, hop=False)
    b = road_to_legend("Master Hacker", 0, hop=False, repeat_reset="travel_only")
    assert a.rules.repeat_reset == "travel_or_idle"
    assert a.expected_turns() < b.expected_turns()
    c = road_to_legend("Master Hacker", 0, hop=False,
                       rules=readings.defaults("Edge City").replace(repeat_reset="travel_only"))
    assert c.expected_turns() == b.expected_turns()


def test_uncool_start_and_state_words():
    a = road_to_legend("Master Hacker", 0)
    b = road_to_legend("Master Hacker", 0, cool=False)
    assert b.expected_turns() > a.expected_turns()
    assert "UnCOOL" in str(RoadState(0, 3, False, 0))


@pytest.mark.parametrize("kw, exc, word", [
    ({"dp": -1}, ValueError, "dp"), ({"dp": "3"}, TypeError, "dp"), ({"dp": True}, TypeError, "dp"),
    ({"status": "Hacker Legend"}, ValueError, "status"), ({"status": "Boss"}, ValueError, "status"),
    ({"rip_types": ("upgrade",)}, ValueError, "rip_types"), ({"rip_types": "secret"}, TypeError, "rip_types"),
    ({"hop": "yes"}, TypeError, "hop"), ({"swat_stealth": 1.5}, TypeError, "swat_stealth"),
    ({"dp_adjustment": {("Wannabee", "upgrade"): 1}}, ValueError, "dp_adjustment"),
    ({"repeat_reset": "never"}, ValueError, "repeat_reset"),
])
def test_bad_arguments(kw, exc, word):
    with pytest.raises(exc, match=word):
        road_to_legend(**kw)


def test_compare_and_policy_table_show_as_labelled_tables():
    """Issue 21: exact means shown as decimals (the exact value one click away), P(Legend within n)
    as a percentage beside its exact value; the rows stay exact."""
    road = road_to_legend("Master Hacker", 0)
    comp = road.compare(10)
    t = comp.as_table()
    assert t.columns == ("policy", "mean turns", "P(Legend within 10 turns)")
    exact = Fraction(22453947813931643347, 3262858055595387648)
    assert comp[0]["mean turns"] == road.expected_turns() == exact
    assert str(t.cell(0, "mean turns")) == "≈ 6.882 (exact: 20-digit fraction)"
    assert "%" in str(t.cell(0, "P(Legend within 10 turns)"))
    pol = road.policy_table((0, 8))
    assert [r["action"] for r in pol] == ["Rip here: secret", "buy a title and pass"]
    assert str(pol.as_table().cell(1, "expected turns left")) == "1"
