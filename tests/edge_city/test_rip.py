"""The Rip Track (Edge City 11.6, 11.6.5, 11.5.4.3, 8.5.1): oracles, examples, readings, properties.

The oracle below is written from the rules text, independently of edgekit's Procedure: a Rip is
an ordinary Python generator that asks for one two-dice total at a time, and the enumerators
walk every sequence of totals the Rip can use (each total weighted by its number of ways out of
36). Nothing in it is shared with ``edgekit.edge_city.rip.odds`` except the Status names.
"""

import itertools
import random
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from edgekit import readings
from edgekit.edge_city import (
    OUTCOMES,
    RIP_TYPES,
    STATUSES,
    data_base_options,
    dp_gained,
    expected_dp,
    rip_msm,
    rip_outcomes,
    rip_replay,
    rip_requirements,
    rip_track,
    rip_track_graph,
    stealth_strength,
    table_4_0_adjustment,
)
from edgekit.edge_city.rip import odds as riplib
from edgekit.montecarlo import Estimate, agrees

# ------------------------------------------------------------------ the oracle (independent code)
WAYS = {t: 6 - abs(t - 7) for t in range(2, 13)}  # two dice: ways to roll each total
MSM = {"sensitive": 1, "secret": 3, "super_secret": 5, "upgrade": 5}  # Edge City 11.6.1-11.6.4
LEVEL = {s: i for i, s in enumerate(STATUSES)}


def table_w(level, r):
    """Table 1.0 as printed for Wannabee and as reconstructed (EC-01 'linear', EC-03 'clamp')."""
    return max(2, 7 + level + min(max(r, -7), 3))


def wins(total, w):
    return total == 2 or (total != 12 and total <= w)  # Edge City 8.4, 8.5.1


def rip_game(ws, *, per_space, twelve_ends, twelve_keeps_cool, data_uncool, optional=False,
             spaces=("real", "data")):
    """One Rip, told as the rules tell it; ``ws`` = {(space, zone): W}. Yields W, receives totals.

    ``spaces=("real",)`` stops at the top of Real Space (reported as "success").
    """
    made_total = 0
    for space in spaces:
        made_here = 0
        while True:
            if (made_here if per_space else made_total) >= 2:
                return "failed_cool"  # no Stealth Win Roll left (11.6.5.1, 11.6.5.2)
            total = yield ws[space, "stealth"]
            made_here += 1
            made_total += 1
            if wins(total, ws[space, "stealth"]):
                break  # up into the next zone of the track
            if total == 12 and twelve_ends:
                return "failed_cool"  # 8.5.1: the action ends there, COOL kept
            total = yield ws[space, "defend"]
            if wins(total, ws[space, "defend"]):
                if optional and not per_space and space == "real" and made_total < 2:
                    return "failed_cool"  # a Real Space win would leave nothing for Data Space
                continue  # back to the Stealth Zone for another try (11.5.4.3)
            if total == 12 and twelve_keeps_cool:
                return "failed_cool"
            if space == "real" or data_uncool:
                return "failed_uncool"
            return "failed_cool"
    return "success"


def _play(make, totals):
    g = make()
    try:
        w = next(g)
        for t in totals:
            w = g.send(t)
    except StopIteration as stop:
        return stop.value, None
    return None, w


def enumerate_totals(make):
    """Every sequence of two-dice totals (2..12 with their 1..6..1 ways)."""
    out = {o: Fraction(0) for o in OUTCOMES}

    def walk(prefix, weight):
        done, _ = _play(make, prefix)
        if done is not None:
            out[done] += weight
            return
        for t, n in WAYS.items():
            walk(prefix + [t], weight * Fraction(n, 36))

    walk([], Fraction(1))
    return out


def enumerate_classes(make):
    """The same walk, with totals that the rules cannot tell apart at that roll sent once.

    At a roll against W the rules only look at: does it win, and is it a 12. One representative
    total of each class carries the summed ways of its class.
    """
    out = {o: Fraction(0) for o in OUTCOMES}

    def walk(prefix, weight):
        done, w = _play(make, prefix)
        if done is not None:
            out[done] += weight
            return
        classes = {}
        for t, n in WAYS.items():
            key = (wins(t, w), t == 12)
            rep, ways = classes.get(key, (t, 0))
            classes[key] = (rep, ways + n)
        for rep, ways in classes.values():
            walk(prefix + [rep], weight * Fraction(ways, 36))

    walk([], Fraction(1))
    return out


def oracle_setup(status, rip_type, tech, *, attempts, natural_12, data_defend_cool,
                 second_chance="compulsory"):
    lv, msm = LEVEL[status], MSM[rip_type]
    ws = {("real", "stealth"): table_w(lv, tech["swat_stealth"] - msm),
          ("real", "defend"): table_w(lv, tech["swat_defend"] - msm),
          ("data", "stealth"): table_w(lv, tech["ice_stealth"] - msm),
          ("data", "defend"): table_w(lv, tech["ice_defend"] - msm)}
    ends = natural_12 == "ends_action"
    flags = dict(per_space=attempts == "per_space", twelve_ends=ends, twelve_keeps_cool=ends,
                 optional=second_chance == "optional",
                 data_uncool=data_defend_cool == "black_ice" and rip_type in ("super_secret", "upgrade"))
    return lambda: rip_game(ws, **flags)


READING_COMBOS = [dict(zip(("attempts", "natural_12", "data_defend_cool"), c)) for c in itertools.product(
    ("per_space", "per_rip"), ("ends_action", "plain_failure"), ("black_ice", "always_cool"))]
READING_COMBOS += [dict(c, second_chance="optional") for c in READING_COMBOS]
TECH_SETS = [dict(swat_stealth=0, ice_stealth=0, swat_defend=0, ice_defend=0),
             dict(swat_stealth=2, ice_stealth=4, swat_defend=1, ice_defend=3)]


def _exact(odds):
    return {o: Fraction(int(odds[o].p), int(odds[o].q)) for o in OUTCOMES}


# ------------------------------------------------------------------ oracle against the Procedure
@pytest.mark.parametrize("combo", READING_COMBOS, ids=lambda c: "-".join(c.values()))
def test_every_status_type_and_reading_matches_the_oracle(combo):
    for status, rip_type, tech in itertools.product(STATUSES, RIP_TYPES, TECH_SETS):
        exact = _exact(rip_outcomes(status, rip_type, **tech, **combo))
        assert exact == enumerate_classes(oracle_setup(status, rip_type, tech, **combo)), (status, rip_type)


@pytest.mark.parametrize("status,rip_type,combo", [
    ("Wannabee", "sensitive", READING_COMBOS[0]),
    ("Hacker", "upgrade", READING_COMBOS[1]),
    ("Hacker Legend", "upgrade", READING_COMBOS[5]),
    ("Hackolyte", "secret", READING_COMBOS[6]),
    ("Master Hacker", "super_secret", READING_COMBOS[14]),
])
def test_full_enumeration_of_dice_totals(status, rip_type, combo):
    """Every sequence of totals, not grouped: the slow oracle, on a sample."""
    tech = TECH_SETS[1]
    make = oracle_setup(status, rip_type, tech, **combo)
    full = enumerate_totals(make)
    assert full == enumerate_classes(make)
    assert full == _exact(rip_outcomes(status, rip_type, **tech, **combo))


def test_register_ec17_table_by_enumeration():
    """Wannabee, Sensitive, p = q = 15/36: P(leave Real Space UnCOOL) for the four combinations.

    A Sensitive Rip cannot cost COOL in Data Space, so this is P(failed_uncool). The register's
    numbers are hints: here they are recomputed by the oracle and by the track's own flags.
    """
    expected = {(False, False): Fraction(8771, 20736), (False, True): Fraction(6265, 15552),
                (True, False): Fraction(4655, 11664), (True, True): Fraction(3325, 8748)}
    tech = TECH_SETS[0]
    lv, msm = 0, 1
    ws = {(sp, z): table_w(lv, tech["swat_stealth"] - msm) for sp in ("real", "data")
          for z in ("stealth", "defend")}
    assert set(ws.values()) == {6}  # p = q = 15/36
    for (ends, keeps), want in expected.items():
        real_only = lambda ends=ends, keeps=keeps: rip_game(
            ws, per_space=True, twelve_ends=ends, twelve_keeps_cool=keeps, data_uncool=False,
            spaces=("real",))
        assert enumerate_totals(real_only)["failed_uncool"] == want
        whole = lambda ends=ends, keeps=keeps: rip_game(ws, per_space=True, twelve_ends=ends,
                                                        twelve_keeps_cool=keeps, data_uncool=False)
        assert enumerate_classes(whole)["failed_uncool"] == want
        rules = riplib._Rules((6, 6, 6, 6), True, ends, keeps, False)
        assert riplib._solve(rules)[2] == want
    # the two combinations the natural_12 reading offers
    assert rip_outcomes("Wannabee", "sensitive")["failed_uncool"] == Fraction(3325, 8748)
    assert rip_outcomes("Wannabee", "sensitive", natural_12="plain_failure")["failed_uncool"] == Fraction(
        8771, 20736)


def test_closed_forms_per_space_and_per_rip():
    """EC-11: per space P = pass_real * pass_data; per Rip P = p_real * p_data (Edge City 11.6.5)."""
    p = Fraction(15, 36)
    pass_ends = p + (1 - p - Fraction(1, 36)) * p * p
    pass_plain = p + (1 - p) * p * p
    assert rip_outcomes("Wannabee", "sensitive")["success"] == pass_ends**2
    assert rip_outcomes("Wannabee", "sensitive", natural_12="plain_failure")["success"] == pass_plain**2
    for n12 in ("ends_action", "plain_failure"):
        assert rip_outcomes("Wannabee", "sensitive", attempts="per_rip", natural_12=n12)["success"] == p * p


def test_second_chance_reading():
    """EC-11: declining a useless second Real Space roll (per Rip) saves COOL, never success."""
    for status in STATUSES:
        comp = rip_outcomes(status, "secret", attempts="per_rip", natural_12="plain_failure")
        opt = rip_outcomes(status, "secret", attempts="per_rip", natural_12="plain_failure",
                           second_chance="optional")
        assert opt["success"] == comp["success"] and opt["failed_uncool"] < comp["failed_uncool"]
        assert rip_outcomes(status, "secret", second_chance="optional") == rip_outcomes(status, "secret")
    log = rip_replay("Wannabee", "secret", [9, 4], attempts="per_rip", second_chance="optional")
    assert log["outcome"] == "failed_cool"


def test_monte_carlo_agrees_within_4_sigma():
    """Play the oracle's Rip with seeded random dice; the exact answer lies within 4 standard errors."""
    rng = random.Random(20261130)
    n = 20_000
    for status, rip_type, combo in [("Wannabee", "secret", READING_COMBOS[1]),
                                    ("Hacker Legend", "super_secret", READING_COMBOS[2])]:
        tech = TECH_SETS[1]
        make = oracle_setup(status, rip_type, tech, **combo)
        counts = dict.fromkeys(OUTCOMES, 0)
        for _ in range(n):
            g = make()
            try:
                next(g)
                while True:
                    g.send(rng.randint(1, 6) + rng.randint(1, 6))
            except StopIteration as stop:
                counts[stop.value] += 1
        exact = rip_outcomes(status, rip_type, **tech, **combo)
        for o in OUTCOMES:
            assert agrees(exact[o], Estimate(counts[o] / n, n)), (status, rip_type, o)


# ------------------------------------------------------------------ printed worked examples
def test_randi_1101_rip_attempt():
    """Edge City 11.6.5.1: Hacker Legend, Super Secret, +2 Stealth SMART CARD, ICE ENTITY Patron.

    Stealth R = 2 - 5 = -3 gives W 8; she rolls 9 and fails. Defend R = 0 - 5 = -5 gives W 6; she
    rolls 4 and goes back. The next Stealth and Defend rolls fail (the example gives no totals, so
    9 and 7 stand in) and she ends UnCOOL. Her Patron adds nothing in Real Space (EC-13).
    """
    log = rip_replay("Hacker Legend", "super_secret", [9, 4, 9, 7], swat_stealth=2, patron=1,
                     patron_kind="ice")
    steps = log["steps"]
    assert [(s["R"], s["W"], s["roll"], s["event"]) for s in steps] == [
        (-3, 8, 9, "fail"), (-5, 6, 4, "win"), (-3, 8, 9, "fail"), (-5, 6, 7, "fail")]
    assert log["outcome"] == "failed_uncool"
    assert [s["p_event"] for s in steps] == [Fraction(9, 36), Fraction(15, 36), Fraction(9, 36),
                                            Fraction(20, 36)]  # natural 12 apart under ends_action
    # A Patron counted in Real Space would contradict the printed W of 8:
    other = rip_outcomes("Hacker Legend", "super_secret", swat_stealth=2, patron=1,
                         patron_counts="both_spaces")
    assert other.win_numbers["real_stealth"]["W"] == 9
    odds = rip_outcomes("Hacker Legend", "super_secret", swat_stealth=2, patron=1)
    assert odds.win_numbers["real_stealth"]["W"] == 8 and odds.win_numbers["real_defend"]["W"] == 6
    assert odds.reconstructed  # the Hacker Legend row is not printed (EC-01)


def test_tech_gnome_dp_gained():
    """Edge City 11.6.5.3: a Secret Rip, base roll 10: Wannabee gains 12, a Master Hacker 6."""
    assert table_4_0_adjustment("Wannabee", "secret") == 2
    assert table_4_0_adjustment("Master Hacker", "secret") == -4
    wb, mh = dp_gained("Wannabee", "secret"), dp_gained("Master Hacker", "secret")
    assert wb.prob(12) == Fraction(3, 36)  # only a base roll of 10 gives 12
    assert 6 in mh and mh.prob(6) == Fraction(3, 36)
    assert mh.prob(1) == Fraction(1 + 2 + 3 + 4, 36)  # base 2..5 would give -2..1: minimum 1 DP
    assert expected_dp("Wannabee", "secret") == 9
    assert expected_dp("Master Hacker", "secret") == Fraction(59, 18)


def test_unknown_table_4_0_cells_are_symbols():
    a = table_4_0_adjustment("Hacker", "sensitive")
    assert isinstance(a, sympy.Symbol) and a.name == "adj_sensitive_hacker"
    e = expected_dp("Hacker", "sensitive")
    assert e.free_symbols == {a}
    assert e.subs(a, 0) == Fraction(7, 2)
    assert e.subs(a, -5) == Fraction(1 + 1 + 1 + 1 + 1 + 1, 6) + Fraction(0)  # all clamp to 1
    assert expected_dp("Hacker", "sensitive", sensitive_dp_dice="two_dice").subs(a, 0) == 7
    assert expected_dp("Wannabee", "super_secret").subs(table_4_0_adjustment("Wannabee", "super_secret"),
                                                         0) == 13
    with pytest.raises(ValueError, match="Upgrade"):
        dp_gained("Hacker", "upgrade")


def test_data_base_options_and_it():
    """Edge City 11.6.3, 11.7: Super Secret offers DP or iT; only a Hacker Legend may use iT."""
    opts = {o["option"]: o for o in data_base_options("Hacker Legend", "super_secret")}
    assert set(opts) == {"dp", "iT"} and opts["iT"]["usable"]
    assert not {o["option"]: o for o in data_base_options("Hacker", "super_secret")}["iT"]["usable"]
    assert [o["option"] for o in data_base_options("Wannabee", "upgrade")] == ["remove_zone"]
    assert [o["option"] for o in data_base_options("Wannabee", "sensitive")] == ["dp"]


def test_rip_requirements():
    """Edge City 11.6.1-11.6.4: Patrons for Secret and Super Secret outside the two Bizclaves."""
    need = {t: rip_requirements(t)["patron_needed_in_sprawl_zone"] for t in RIP_TYPES}
    assert need == {"sensitive": False, "secret": True, "super_secret": True, "upgrade": False}
    assert [rip_requirements(t)["black_ice"] for t in RIP_TYPES] == [False, False, True, True]


# ------------------------------------------------------------------ readings
def test_msm_and_stealth_strength():
    assert [rip_msm(t) for t in RIP_TYPES] == [1, 3, 5, 5]
    assert stealth_strength(2, (3, 3)) == 2 + 1 + 1  # per card: 3 -> 1 each
    assert stealth_strength(2, (3, 3), rip_attack_halving="on_sum") == 2 + 3
    assert stealth_strength(0, (1,)) == 1 and stealth_strength(0, ()) == 0  # min 1 only with a card
    assert stealth_strength(0, (1, 1)) == 2 and stealth_strength(0, (1, 1), rip_attack_halving="on_sum") == 1


def test_attack_halving_changes_the_answer():
    a = rip_outcomes("Wannabee", "secret", swat_attack=(1, 1), ice_attack=(1, 1))
    b = rip_outcomes("Wannabee", "secret", swat_attack=(1, 1), ice_attack=(1, 1), rip_attack_halving="on_sum")
    assert a.win_numbers["real_stealth"]["R"] == -1 and b.win_numbers["real_stealth"]["R"] == -2
    assert a["success"] > b["success"]


def test_data_defend_cool_reading_only_matters_for_black_ice():
    for t in ("sensitive", "secret"):
        assert rip_outcomes("Hacker", t) == rip_outcomes("Hacker", t, data_defend_cool="always_cool")
    for t in ("super_secret", "upgrade"):
        bi = rip_outcomes("Hacker", t, natural_12="plain_failure")
        kept = rip_outcomes("Hacker", t, natural_12="plain_failure", data_defend_cool="always_cool")
        assert bi["success"] == kept["success"] and bi["failed_uncool"] > kept["failed_uncool"]


def test_patron_readings():
    base = dict(swat_stealth=1, ice_stealth=1, patron=2)
    m = rip_outcomes("Hackolyte", "secret", patron_kind="ice", **base).win_numbers
    z = rip_outcomes("Hackolyte", "secret", patron_counts="value_zero", **base).win_numbers
    b = rip_outcomes("Hackolyte", "secret", patron_counts="both_spaces", **base).win_numbers
    s = rip_outcomes("Hackolyte", "secret", patron_kind="swat", **base).win_numbers
    assert (m["real_stealth"]["R"], m["data_stealth"]["R"]) == (-2, 0)
    assert (z["real_stealth"]["R"], z["data_stealth"]["R"]) == (-2, -2)
    assert (b["real_stealth"]["R"], b["data_stealth"]["R"]) == (0, 0)
    assert (s["real_stealth"]["R"], s["data_stealth"]["R"]) == (0, -2)


def test_repeat_penalty():
    """EC-15: each earlier attempt without Travel or a wait takes 1 from R (11.6.5)."""
    a = rip_outcomes("Hacker", "secret", previous_attempts=2).win_numbers
    assert a["real_stealth"]["R"] == -5 and a["real_defend"]["R"] == -3
    b = rip_outcomes("Hacker", "secret", previous_attempts=2, rip_repeat_penalty="every_roll").win_numbers
    assert b["real_defend"]["R"] == -5
    assert (rip_outcomes("Hacker", "secret", previous_attempts=1)["success"]
            < rip_outcomes("Hacker", "secret")["success"])


def test_separate_ice_msm_is_a_piecewise_in_a_symbol():
    odds = rip_outcomes("Hacker", "secret", ice_stealth=2, ice_defend=1, ice_msm="separate")
    (m,) = odds.unknowns
    assert m.name == "msm_ice_secret"
    for k in range(0, 16):
        vals = {o: odds[o].subs(m, k) for o in OUTCOMES}
        assert sum(vals.values()) == 1
        assert vals == dict(rip_outcomes("Hacker", "secret", ice_stealth=2, ice_defend=1,
                                         ice_msm="separate", msm_ice=k))
    same = rip_outcomes("Hacker", "secret", ice_stealth=2, ice_defend=1)
    assert {o: odds[o].subs(m, 3) for o in OUTCOMES} == dict(same)
    assert odds.readings["ice_msm"] == "separate"


def test_readings_are_registered_with_register_entries():
    ids = {"attempts": "EC-11", "second_chance": "EC-11", "data_defend_cool": "EC-12",
           "patron_counts": "EC-13",
           "rip_attack_halving": "EC-14", "ice_msm": "EC-04", "rip_repeat_penalty": "EC-15",
           "sensitive_dp_dice": "EC-16"}
    for i, reg in ids.items():
        r = readings.get(i)
        assert r.register == reg and r.game == "Edge City" and r.cite
    odds = rip_outcomes("Wannabee", "sensitive")
    assert odds.readings["natural_12"] == "ends_action" and odds.readings["attempts"] == "per_space"


# ------------------------------------------------------------------ the track as a graph
def test_track_graph_probabilities():
    g = rip_track_graph("Wannabee", "sensitive")
    for n in g.nodes:
        out = [d["p"] for _, _, d in g.out_edges(n, data=True)]
        assert (sum(out) == 1) if out else n in OUTCOMES
    assert g.nodes[riplib.START]["W"] == 6
    per_rip = rip_track_graph("Wannabee", "sensitive", attempts="per_rip")
    assert per_rip.number_of_nodes() < g.number_of_nodes()
    proc, start, _ = rip_track("Wannabee", "sensitive")
    assert proc.solve(start).outcome.prob("success") == rip_outcomes("Wannabee", "sensitive")["success"]


def test_replay_edge_cases():
    # per Rip: a second Real Space Stealth win leaves no roll for Data Space
    log = rip_replay("Wannabee", "sensitive", [9, 4, 3], attempts="per_rip")
    assert log["outcome"] == "failed_cool" and log["steps"][-1]["to"] == "failed_cool"
    # a natural 12 ends the Rip at once (default), or is an ordinary failure
    assert rip_replay("Wannabee", "sensitive", [12])["outcome"] == "failed_cool"
    plain = rip_replay("Wannabee", "sensitive", [12, 12], natural_12="plain_failure")
    assert plain["outcome"] == "failed_uncool"
    with pytest.raises(ValueError, match="ran out"):
        rip_replay("Wannabee", "sensitive", [9])
    with pytest.raises(ValueError, match="left over"):
        rip_replay("Wannabee", "sensitive", [12, 3])


# ------------------------------------------------------------------ properties
statuses = st.sampled_from(STATUSES)
types = st.sampled_from(RIP_TYPES)
tech = st.integers(0, 9)
combos = st.sampled_from(READING_COMBOS)


@given(statuses, types, tech, tech, tech, tech, combos)
def test_outcomes_sum_to_one(status, rip_type, a, b, c, d, combo):
    odds = rip_outcomes(status, rip_type, swat_stealth=a, ice_stealth=b, swat_defend=c, ice_defend=d, **combo)
    assert sum(odds.values()) == 1 and all(0 <= v <= 1 for v in odds.values())


@given(statuses, types, tech, tech, tech, tech, combos)
def test_success_monotone_in_stealth_tech(status, rip_type, a, b, c, d, combo):
    kw = dict(swat_defend=c, ice_defend=d, **combo)
    base = rip_outcomes(status, rip_type, swat_stealth=a, ice_stealth=b, **kw)["success"]
    assert rip_outcomes(status, rip_type, swat_stealth=a + 1, ice_stealth=b, **kw)["success"] >= base
    assert rip_outcomes(status, rip_type, swat_stealth=a, ice_stealth=b + 1, **kw)["success"] >= base


@given(statuses, types, tech, tech, tech, tech)
def test_per_rip_success_is_the_two_first_rolls(status, rip_type, a, b, c, d):
    """EC-11 per Rip: only the first Real and the first Data Stealth roll can lead to success,
    so success ignores Defend Tech and never beats the per-space reading."""
    kw = dict(swat_stealth=a, ice_stealth=b)
    per_rip = rip_outcomes(status, rip_type, attempts="per_rip", swat_defend=c, ice_defend=d, **kw)
    assert per_rip["success"] == rip_outcomes(status, rip_type, attempts="per_rip", **kw)["success"]
    assert per_rip["success"] <= rip_outcomes(status, rip_type, swat_defend=c, ice_defend=d, **kw)["success"]


@given(statuses, types, tech, tech)
def test_defend_tech_never_raises_uncool(status, rip_type, c, d):
    lo = rip_outcomes(status, rip_type, swat_defend=c, ice_defend=d)["failed_uncool"]
    assert rip_outcomes(status, rip_type, swat_defend=c + 1, ice_defend=d)["failed_uncool"] <= lo


# ------------------------------------------------------------------ bad input
def test_bad_input():
    with pytest.raises(ValueError, match="sensitive, secret, super_secret, upgrade"):
        rip_outcomes("Wannabee", "top_secret")
    with pytest.raises(TypeError, match="rip_type"):
        rip_outcomes("Wannabee", 3)
    with pytest.raises(ValueError, match="per_space"):
        rip_outcomes("Wannabee", "secret", attempts="per_turn")
    with pytest.raises(ValueError, match="ends_action"):
        rip_outcomes("Wannabee", "secret", natural_12="sometimes")
    with pytest.raises(ValueError, match="Status"):
        rip_outcomes("Script Kiddie", "secret")
    with pytest.raises(ValueError, match="at least 0"):
        rip_outcomes("Wannabee", "secret", swat_stealth=-1)
    with pytest.raises(TypeError, match="whole number"):
        rip_outcomes("Wannabee", "secret", ice_defend=1.5)
    with pytest.raises(TypeError, match="whole number"):
        rip_outcomes("Wannabee", "secret", swat_stealth=True)
    with pytest.raises(ValueError, match="patron_kind"):
        rip_outcomes("Wannabee", "secret", patron=1, patron_kind="cool")
    with pytest.raises(ValueError, match="separate"):
        rip_outcomes("Wannabee", "secret", msm_ice=4)
    with pytest.raises(TypeError):
        rip_outcomes("Wannabee", "secret", swat_attack="big")
    assert rip_outcomes("wannabee", "Super Secret") == rip_outcomes(0, "super_secret")


# ------------------------------------------------------------------ the widget
def test_widget_updates_and_shows_exact_fractions():
    from edgekit.widgets.rip import RipExplorer

    x = RipExplorer(draw=False)
    assert x.state["odds"] == rip_outcomes("Wannabee", "sensitive")
    assert "26.3% (exact 442225/1679616)" in x.html.value  # the number style: percent beside exact
    x.status.value = "Hacker Legend"
    x.rip_type.value = "super_secret"
    x.swat_stealth.value = 2
    assert x.state["odds"] == rip_outcomes("Hacker Legend", "super_secret", swat_stealth=2)
    assert "reconstructed" in x.html.value
    x.attempts.value = "per_rip"
    x.natural_12.value = "plain_failure"
    assert x.state["odds"] == rip_outcomes("Hacker Legend", "super_secret", swat_stealth=2,
                                           attempts="per_rip", natural_12="plain_failure")
    assert sum(x.state["odds"].values()) == 1


# ------------------------------------------------------------------ what a notebook shows
def test_rip_odds_as_table_in_words_with_exact_values():
    """A Wannabee's Sensitive Rip (no tech, default readings) as the table a notebook shows."""
    from edgekit.display import Table

    odds = rip_outcomes("Wannabee", "sensitive")
    t = odds.as_table()
    assert isinstance(t, Table) and t.columns == ("outcome", "probability")
    assert t.column("outcome") == ("success", "failed, COOL kept", "failed, UnCOOL")
    assert t.column("probability") == (sympy.Rational(442225, 1679616), sympy.Rational(598991, 1679616),
                                       sympy.Rational(3325, 8748))
    assert str(t.cell(2, "probability")) == "38.0% (exact 3325/8748)"
    text = str(t)
    assert "Readings: attempts = per_space" in text and "Edge City 11.6.5" in text
    assert "reconstructed" not in text  # a Wannabee's Win Numbers are all printed
    assert "reconstructed" in str(rip_outcomes("Hacker Legend", "sensitive").as_table())
    assert "38.0% (exact 3325/8748)" in odds._repr_html_() and "failed, UnCOOL" in odds._repr_markdown_()


def test_rip_odds_side_by_side_one_row_per_reading():
    from edgekit.edge_city import RipOdds

    by = {a: rip_outcomes("Wannabee", "sensitive", attempts=a) for a in ("per_space", "per_rip")}
    t = RipOdds.side_by_side(by, "attempts", "attempts")
    assert t.columns == ("attempts", "success", "failed, COOL kept", "failed, UnCOOL")
    assert t.column("attempts") == ("per_space", "per_rip")
    assert t.column("success") == (sympy.Rational(442225, 1679616), sympy.Rational(15, 36) ** 2)
    assert str(t.cell(1, "success")) == "17.4% (exact 25/144)"
    assert "reconstructed" not in str(t)
    mixed = RipOdds.side_by_side({s: rip_outcomes(s, "secret") for s in ("Wannabee", "Hacker")}, "x",
                                 "Status")
    assert "reconstructed Table 1.0 cells (register EC-01): Hacker." in str(mixed)
    with pytest.raises(TypeError, match="odds"):
        RipOdds.side_by_side({"a": {"success": 1}}, "x")
    with pytest.raises(TypeError, match="odds"):
        RipOdds.side_by_side({}, "x")
