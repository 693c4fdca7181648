"""Issue 10 for Edge City: one Rules value, one Win Roll event, one Rip machine, one Tech halving,
new readings, no matplotlib on import (the package layout: tests/edge_city/test_edge_city_package.py)."""

import inspect
import itertools
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest
import sympy

import edgekit.edge_city as ec
from edgekit import readings
from edgekit.edge_city.rules import tech

EC = readings.defaults("Edge City")
ROOT = Path(__file__).resolve().parent.parent.parent


# ------------------------------------------------------------------ the Rules value everywhere
def _public_functions():
    for name in ec.__all__:
        obj = getattr(ec, name)
        if inspect.isfunction(obj):
            yield name, obj


def test_every_public_function_takes_rules_and_cites_its_rules():
    missing_rules, missing_cite = [], []
    for name, fn in _public_functions():
        if "rules" not in inspect.signature(fn).parameters:
            missing_rules.append(name)
        if not readings.cites_of(fn.__doc__):
            missing_cite.append(name)
    assert not missing_rules, f"no rules= keyword: {missing_rules}"
    assert not missing_cite, f"no 'Rules: Edge City ...' line: {missing_cite}"


def test_no_public_function_passes_keywords_on_unchecked():
    """Issue 10: **reading_kwargs and **ripper are gone; hypothetical_card's **values are card fields."""
    loose = [name for name, fn in _public_functions()
             if any(p.kind is p.VAR_KEYWORD for p in inspect.signature(fn).parameters.values())]
    # rip_game(status, rip_type, **options) (issue 11) is called that way still: its options are
    # rip_outcomes' keywords, now explicit parameters (readings via @uses, also in rules=).
    assert loose == ["hypothetical_card"]
    g = ec.rip_game("Wannabee", "sensitive", **{"second_chance": "optional", "swat_stealth": 1})
    assert g.rules.second_chance == "optional" and g.options["swat_stealth"] == 1
    with pytest.raises(TypeError, match="natural_13"):
        ec.hypothetical_card("X", "zone", natural_13=1)


@pytest.mark.parametrize("option", ["cap_10", "cap_12"])
def test_table_rows_shorthand_means_the_same_as_rules(option):
    assert ec.win_answer("Hacker Legend", 3, table_rows=option).value == \
        ec.win_answer("Hacker Legend", 3, rules=EC.replace(table_rows=option)).value
    assert ec.table_1_0(range(-1, 4), table_rows=option) == \
        ec.table_1_0(range(-1, 4), rules=EC.replace(table_rows=option))
    assert ec.win_answer("Hacker Legend", 3, table_rows=option).value["W"] == int(option[-2:])


@pytest.mark.parametrize("call", [
    lambda **k: ec.rip_outcomes("Wannabee", "sensitive", **k),
    lambda **k: ec.theft_outcome("Hacker", **k).probs(),
    lambda **k: ec.encounter_outcomes("TOXIC WASTE", **k).probs(),
    lambda **k: ec.draw_outcomes(["BIOWARE CHOP SHOP", "SPRAWL RUMOR"], bioware=(1,), **k).probs(),
    lambda **k: ec.defend_cool_outcome(7, **k).probs(),
    lambda **k: ec.route_outcomes("T S S B", ["Tech Plex", (1, 0), (2, 0)], zone_attacks={(2, 0): 1},
                                  **k).probs(),
    lambda **k: [s.result for s in ec.worked_example("rip_attempt", **k).steps],
    lambda **k: ec.rip_machine("Wannabee", "sensitive", **k).track,
])
@pytest.mark.parametrize("option", ["plain_failure", "keeps_cool", "ends_costs_cool"])
def test_keyword_shorthand_means_the_same_as_rules(call, option):
    assert call(natural_12=option) == call(rules=EC.replace(natural_12=option))


def test_reading_keywords_override_rules_and_results_record_them():
    odds = ec.rip_outcomes("Wannabee", "sensitive", rules=EC.replace(attempts="per_rip"),
                           attempts="per_space")
    assert odds == ec.rip_outcomes("Wannabee", "sensitive")
    ans = ec.theft_probability.explain("Hacker", rules=EC.replace(theft_halving="on_sum"))
    assert ans.readings["theft_halving"] == "on_sum" and "Edge City 11.8.1" in ans.cite


def test_caches_key_on_inputs_and_rules():
    a = ec.rip_outcomes("Hacker", "secret", rules=EC.replace(natural_12="plain_failure"))
    b = ec.rip_outcomes("Hacker", "secret")
    c = ec.rip_outcomes("Hacker", "secret", rules=EC.replace(natural_12="plain_failure"))
    assert a == c and a != b
    assert ec.win_probability(1) == Fraction(1, 36)
    with pytest.raises(TypeError, match="w"):
        ec.win_probability(True)  # validated before the cache, whatever was asked earlier


# ------------------------------------------------------------------ one Win Roll event (8.5.1)
def test_win_roll_event_against_all_36_dice():
    for w, option in itertools.product(range(-1, 15), readings.get("natural_12").options):
        effect = ec.natural_12_effect(natural_12=option)
        counts = {}
        for a, b in itertools.product(range(1, 7), repeat=2):
            e = ec.win_roll_event(a + b, w, natural_12=option)
            counts[e] = counts.get(e, 0) + 1
            if a + b == 2:
                assert e == "win"
            elif a + b == 12:
                assert e == ("natural 12" if effect.special else "fail")
            else:
                assert e == ("win" if a + b <= w else "fail")
        assert ec.win_roll_events(w, natural_12=option).probs() == {
            k: sympy.Rational(v, 36) for k, v in counts.items()}


def test_natural_12_all_four_combinations():
    """EC-17: does a 12 cost COOL, does it end the action; the old two options keep their meaning."""
    got = {o: (e.ends_action, e.keeps_cool) for o in readings.get("natural_12").options
           for e in [ec.natural_12_effect(natural_12=o)]}
    assert got == {"ends_action": (True, True), "plain_failure": (False, False),
                   "keeps_cool": (False, True), "ends_costs_cool": (True, False)}


def test_natural_12_register_table_for_a_sensitive_rip():
    """The EC-17 table of the rules register: Wannabee, Sensitive Rip, P(Rip ends UnCOOL) (a failed
    Data Space Defend roll keeps COOL on a Sensitive Rip, so this is P(leave Real Space UnCOOL))."""
    want = {"plain_failure": Fraction(8771, 20736), "keeps_cool": Fraction(6265, 15552),
            "ends_costs_cool": Fraction(4655, 11664), "ends_action": Fraction(3325, 8748)}
    for option, p in want.items():
        assert ec.rip_outcomes("Wannabee", "sensitive", natural_12=option)["failed_uncool"] == p


@pytest.mark.parametrize("option", ["ends_action", "plain_failure", "keeps_cool", "ends_costs_cool"])
def test_every_module_applies_the_same_natural_12(option):
    e = ec.natural_12_effect(natural_12=option)
    kept = sympy.Rational(1, 36) if e.keeps_cool else 0
    assert ec.defend_cool_outcome(7, natural_12=option).prob("natural 12, COOL kept") == kept
    assert ec.theft_outcome("Wannabee", natural_12=option).prob("natural 12, COOL kept") == kept
    route = ec.route_outcomes("T S S B", ["Tech Plex", (1, 0)], zone_attacks={(1, 0): {"w": 7}},
                              natural_12=option)
    assert route.prob(("stopped COOL", (1, 0))) == kept
    enc = ec.resolve_encounter("TOXIC WASTE", 12, 8, natural_12=option)
    assert (enc.cool, enc.natural_12) == (e.keeps_cool, e.ends_action)
    assert enc.continues == (e.keeps_cool and not e.ends_action)  # sprawl_win="keep_cool"
    step = ec.rip_replay("Wannabee", "sensitive", [12], natural_12=option)["steps"] if e.ends_action else None
    if step:
        assert step[0]["event"] == "twelve" and step[0]["to"] == "failed_cool"


# ------------------------------------------------------------------ one Rip machine
def test_worked_rip_example_drives_the_rip_machine():
    """The 11.6.5.1 example follows rip_machine: its chance is the machine's path chance, and a
    reading that changes the machine changes the example the same way."""
    m = ec.rip_machine("Hacker Legend", "super_secret", swat_stealth=2)
    z, chance = m.start, Fraction(1)
    for event in ("fail", "win", "fail", "fail"):
        chance *= Fraction(m.ways(z)[event], 36)
        z = m.next(z, event)
    assert z == "failed_uncool"
    assert ec.worked_example("rip_attempt").chance == chance == Fraction(25, 1728)
    # per-Rip Stealth limit with an optional second chance: after the won Defend roll a second Real
    # Space Stealth roll could no longer lead to success, so the machine ends the Rip there, COOL kept
    rules = EC.replace(attempts="per_rip", second_chance="optional")
    rep = ec.worked_example("rip_attempt", rules=rules)
    assert [s.result for s in rep.steps if s.roll is not None] == ["fail", "win"]
    assert rep.steps[-1].result == "ends COOL"
    assert [m.key for m in rep.check()] == ["ends UnCOOL"]


def test_examples_retype_no_rule_numbers():
    src = (ROOT / "edgekit" / "edge_city" / "examples" / "worked.py").read_text()
    for retyped in ("_MSM_SUPER_SECRET", "_TP_PER_TURN = 3", "_COOL_W = 7", "_TABLE_4_0_SECRET_FROM_EXAMPLE",
                    "def _win_fail"):
        assert retyped not in src


# ------------------------------------------------------------------ one Tech halving (11.4.5.2)
@pytest.mark.parametrize("cards", [(), (1,), (2,), (1, 1), (3, 3), (1, 2, 5)])
def test_rip_and_theft_halve_through_one_function(cards):
    for how in ("per_card", "on_sum"):
        half = tech.halved_tech(list(cards), how)
        assert ec.stealth_strength(0, list(cards), rip_attack_halving=how) == half
        assert ec.theft_strength(0, list(cards), theft_halving=how) == half
    assert ec.theft_strength(0, list(cards), theft_halving="sum_min_one") == max(1, sum(cards) // 2)


# ------------------------------------------------------------------ new readings
def test_new_readings_are_registered_with_citations_and_headlines():
    from edgekit import headlines
    for rid, reg in (("ice_4_special", "EC-18"), ("second_research_park", "EC-09")):
        r = readings.get(rid)
        assert r.game == "Edge City" and r.register == reg and r.cite
        assert headlines.has_headline(rid)
        values = headlines.compare(rid).values
        assert any(len(set(map(str, v.values()))) > 1 for v in values.values()), rid


def test_ice_4_special_follows_table_or_text():
    assert ec.card_available("4+", "special", "ICE") is True
    assert ec.card_available("4+", "special", "ICE", ice_4_special="table") is False
    assert ec.card_available("4+", "special", "SWAT", ice_4_special="table") is True  # SWAT cell names it
    assert ec.p_card_available(7, "special", "ICE") == Fraction(1, 12)  # rolls 2 and 3 at W 7


def test_second_research_park_only_with_two_sets():
    board = "T S S B\nS S S S\nR S S R"
    assert not ec.is_legal(board, sets=2)
    assert ec.is_legal(board, sets=2, second_research_park="yes")
    assert not ec.is_legal(board, sets=1, second_research_park="yes")  # one set has one Research Park
    two_plex = "T S S T\nS S S S\nR S S B"
    assert not ec.is_legal(two_plex, sets=2, second_research_park="yes")  # 12.3: one Tech Plex


def test_theft_halving_headline_shows_the_reading():
    from edgekit import headlines
    vals = headlines.compare("theft_halving").values
    assert vals["T (Theft strength): two +1 Stealth cards"] == {"per_card": 2, "on_sum": 1, "sum_min_one": 1}
    assert len(set(vals["P(Theft succeeds): Wannabee, no Stealth card"].values())) == 2


# ------------------------------------------------------------------ modules and imports
def test_importing_edge_city_loads_no_matplotlib_or_widgets():
    code = ("import sys, edgekit.edge_city, edgekit.readings as r; r.get('table_rows'); "
            "bad = [m for m in ('matplotlib', 'ipywidgets') if m in sys.modules]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_win_module_has_one_rule_of_2_and_12():
    """8.5.1 is coded once: only rules/win.py compares a roll with 12 (the other modules ask win)."""
    import re
    pattern = re.compile(r"\b(roll|total|t|s)\s*[!=]= 12\b|Rational\(1, 36\)")
    package = ROOT / "edgekit" / "edge_city"
    files = [p for p in package.rglob("*.py") if p != package / "rules" / "win.py"]
    assert len(files) > 40
    offenders = [f"{p.name}:{i}" for p in files for i, line in enumerate(p.read_text().splitlines(), 1)
                 if pattern.search(line.split("#")[0])]
    assert not offenders
