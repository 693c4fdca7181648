"""Every Cyberpunk CCG reading through the Rules value: rules= means the same as the keyword."""

import pytest

from edgekit import cyberpunk_ccg as cp
from edgekit import readings

R = readings.defaults("Cyberpunk CCG")
ANN = cp.Runner("Ann", sr=2, lr=0, defense=0, power=2, style=0, emp=6)
GUNS = (cp.Equipment("Rifle", attributes=("Weapon",), sr=3, lr=0, defense=0, style=0),
        cp.Equipment("Knife", attributes=("Weapon",), sr=2, lr=0, defense=0, style=0))
COATS = (cp.Equipment("Vest", attributes=("Armor", "Clothing"), sr=0, lr=0, defense=1, style=0),
         cp.Equipment("Coat", attributes=("Clothing", "Armor"), sr=0, lr=0, defense=1, style=0))
PARTS = {"Chassis": 1, "Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}
CAR = cp.Equipment("Car", attributes=("Vehicle", "Car"))


def _refused(f) -> bool:
    """Does ``f()`` raise the ValueError of a rule?"""
    try:
        f()
    except ValueError:
        return True
    return False


def _cop_busts_a_cop(**kw):
    """May Cops of Power 5 bust an opposing Cop of Power 1 in a skirmish (the //Action form)?"""
    try:
        return cp.cop_bust(1, [5], target_is_cop=True, form="action", **kw) == "busted"
    except ValueError:
        return False


CASES = [
    ("corp_cap", "bonus", lambda **kw: cp.corp_eb(3, [8], **kw), 6, 9),
    ("cop_action_exception", "both_forms", _cop_busts_a_cop, True, False),
    ("med_tech_compare", "cost",
     lambda **kw: cp.med_tech_saves({"power": 3, "cost": 5}, [4], **kw), True, False),
    ("nomad_team_limit", "per_nomad", lambda **kw: cp.team_limit(teamed=True, nomad=3, **kw), 5, 7),
    ("construction_tokens", "owner_turn", lambda **kw: cp.chassis_owner_turns(4, **kw), 1, 3),
    ("punknaught_list", "unknown", lambda **kw: cp.punknaught_complete({"Car": 2}, **kw), False, None),
    ("punknaught_list", "unknown", lambda **kw: cp.punknaught_probability(9, PARTS, 8, **kw) is None,
     False, True),
    ("equipment_type", "first_attribute",
     lambda **kw: len(cp.check_build(cp.Build(ANN, equipment=COATS), **kw)), 2, 0),
    ("weapon_stats", "all_attached",
     lambda **kw: cp.totals(cp.Build(ANN, equipment=GUNS, equipped=("Rifle",)), **kw)["SR"], 5, 7),
    ("equipment_type", "first_attribute",
     lambda **kw: len(cp.check_team(cp.Team([cp.Build(ANN, equipment=COATS)]), **kw)), 2, 0),
    ("weapon_stats", "all_attached",
     lambda **kw: cp.team_totals(cp.Team([cp.Build(ANN, equipment=GUNS, equipped=("Rifle",))]),
                                 **kw)["SR"], 5, 7),
    # issue 22: a Sponsor's Use, and the Chassis's cards
    ("sponsor_use", "separate", lambda **kw: cp.SponsorUse(cp.Sponsor("S", eb=6)).take_eb(**kw).used,
     True, False),
    ("chassis_cards", "techie_only",
     lambda **kw: _refused(lambda: cp.place_chassis(cp.Location("L")).attach(COATS[0], **kw)), False, True),
    ("chassis_techie_moves", "one_per_phase",
     lambda **kw: _refused(lambda: cp.place_chassis(cp.Location("L")).techie_move(
         CAR, phase="Damage Control", **kw).techie_move(CAR, phase="Damage Control", **kw)), False, True),
]


@pytest.mark.parametrize("reading, option, f, default_value, option_value", CASES)
def test_rules_value_and_keyword_agree(reading, option, f, default_value, option_value):
    assert f() == default_value == f(rules=R)
    assert f(**{reading: option}) == option_value == f(rules=R.replace(**{reading: option}))
    back = {reading: readings.get(reading).default}          # a keyword overrides rules=
    assert f(rules=R.replace(**{reading: option}), **back) == default_value


def test_every_reading_of_the_game_is_exercised():
    assert {c[0] for c in CASES} == {r.id for r in readings.by_game("Cyberpunk CCG")}


def test_explain_names_readings_and_cites():
    a = cp.check_team.explain(cp.Team([cp.Build(ANN)]), rules=R.replace(nomad_team_limit="per_nomad"))
    assert a.value == () and a.readings["nomad_team_limit"] == "per_nomad"
    assert "Cyberpunk CCG Equipment" in a.cite
    with pytest.raises(ValueError, match="Matrix"):
        cp.corp_eb(3, [1], rules=readings.defaults("Matrix"))
