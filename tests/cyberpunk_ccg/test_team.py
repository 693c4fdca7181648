"""The team builder: each limit with the sentence it comes from (Cyberpunk CCG Cyber, Equipment,
Runner Roles: Nomad)."""

import pytest
import sympy

from edgekit import cyberpunk_ccg as cp

ANN = cp.Runner("Ann", role="Solo", cost=4, sr=3, lr=2, defense=2, power=3, style=1, emp=6)


def eq(name, *attributes, **stats):
    return cp.Equipment(name, attributes=attributes, **{"sr": 0, "lr": 0, "defense": 0, "style": 0, **stats})


def rules(build, **kw):
    return [v.rule for v in cp.check_build(build, **kw)]


def test_a_legal_build_and_its_totals():
    b = cp.Build(ANN).attach(cp.Cyber("Wolvers", "Arms", 2, sr=2, lr=0, defense=0, style=1, weapon=True))
    b = b.attach(eq("Vest", "Armor", defense=2)).attach(eq("Pistol", "Weapon", lr=2)).equip("Pistol")
    assert cp.check_build(b) == ()
    assert cp.totals(b) == {"SR": 5, "LR": 4, "Def": 4, "Power": 3, "Style": 2, "Emp": 4}


def test_one_cyber_per_body_part():  # "No more than one of each body part or function"
    b = cp.Build(ANN, cyber=(cp.Cyber("A", "Arms", 1), cp.Cyber("B", "Arms", 1)))
    [v] = cp.check_build(b)
    assert v.rule == "one_cyber_per_part" and v.cite == "Cyberpunk CCG Cyber" and "Arms" in v.message


def test_emp_zero_burns():  # "Emp drops to 0 or less ... burned"
    b = cp.Build(ANN, cyber=(cp.Cyber("A", "Arms", 3), cp.Cyber("B", "Legs", 3)))
    assert rules(b) == ["burned"]
    assert rules(cp.Build(ANN, cyber=(cp.Cyber("A", "Arms", 5),))) == []   # Emp 1: a Cyberpsycho, legal


def test_one_equipment_per_type_but_weapons_unlimited():  # Equipment: 1 of every type, except Weapons
    b = cp.Build(ANN, equipment=(eq("Vest", "Armor"), eq("Plate", "Armor")))
    assert rules(b) == ["one_equipment_per_type"]
    b = cp.Build(ANN, equipment=(eq("Pistol", "Weapon"), eq("Rifle", "Weapon"), eq("Knife", "Weapon")))
    assert rules(b) == []
    two = cp.Build(ANN, equipment=(eq("Vest", "Armor", "Clothing"), eq("Coat", "Clothing", "Armor")))
    assert rules(two) == ["one_equipment_per_type", "one_equipment_per_type"]
    assert rules(two, equipment_type="first_attribute") == []           # reading CP-12


def test_one_weapon_equipped_except_martial_artists():  # Equipment: one Weapon in use at a time
    guns = (eq("Pistol", "Weapon", sr=1), eq("Rifle", "Weapon", sr=4))
    b = cp.Build(ANN, equipment=guns, equipped=("Pistol", "Rifle"))
    assert rules(b) == ["one_weapon_equipped"]
    artist = cp.Runner("Bo", attributes=("Martial Artist",), emp=5)
    assert rules(cp.Build(artist, equipment=guns, equipped=("Pistol", "Rifle"))) == []
    assert rules(cp.Build(ANN, equipment=guns, equipped=("Sword",))) == ["equip_attached_weapon"]
    # a Cyber weapon does not count against the limit, and adds its stats always
    claws = cp.Cyber("Wolvers", "Arms", 1, sr=2, lr=0, defense=0, style=0, weapon=True)
    one = cp.Build(ANN, cyber=(claws,), equipment=guns, equipped=("Rifle",))
    assert rules(one) == [] and cp.totals(one)["SR"] == 3 + 2 + 4
    assert cp.totals(one, weapon_stats="all_attached")["SR"] == 3 + 2 + 4 + 1


def test_unknown_stats_are_symbols():
    b = cp.Build(ANN, equipment=(cp.card("Ghetto Bird"),))
    sr = cp.totals(b)["SR"]
    assert sr == 3 + sympy.Symbol("SR[Ghetto Bird]")


def test_team_size_with_nomads():  # Nomad: 4 -> 5 teamed, 3 -> 4 un-teamed
    runners = [cp.Build(cp.Runner(f"R{i}", emp=5)) for i in range(5)]
    assert [v.rule for v in cp.check_team(cp.Team(runners))] == ["team_limit"]
    nomad = cp.Build(cp.Runner("Nomad", role="Nomad", emp=5))
    assert cp.check_team(cp.Team([*runners[:4], nomad])) == ()
    assert [v.rule for v in cp.check_team(cp.Team([*runners[:4], nomad], teamed=False))] == ["team_limit"]
    assert cp.check_team(cp.Team([*runners[:3], nomad], teamed=False)) == ()
    nomad2 = cp.Build(cp.Runner("Nomad 2", role="Nomad", emp=5))
    six = cp.Team([*runners[:4], nomad, nomad2])
    assert [v.rule for v in cp.check_team(six)] == ["team_limit"]
    assert cp.check_team(six, nomad_team_limit="per_nomad") == ()


def test_carrying_capacity_counts_the_driver():  # the Ghetto Bird carries its Runner plus one
    driver = cp.Build(cp.Runner("Ann", emp=5), equipment=(cp.card("Ghetto Bird"),))
    b, c = cp.Build(cp.Runner("Bo", emp=5)), cp.Build(cp.Runner("Cy", emp=5))
    assert cp.check_team(cp.Team([driver, b, c], riders=(("Bo", "Ann"),))) == ()
    over = cp.check_team(cp.Team([driver, b, c], riders=(("Bo", "Ann"), ("Cy", "Ann"))))
    assert [v.rule for v in over] == ["carrying_capacity"]
    bad = cp.check_team(cp.Team([driver, b, c], riders=(("Ann", "Bo"), ("Zed", "Ann"))))
    assert {v.rule for v in bad} == {"vehicle_attached", "rider_in_team"}


def test_team_totals_add_up():
    t = cp.Team([cp.Build(ANN), cp.Build(cp.Runner("Bo", sr=1, lr=1, defense=1, power=1, style=1, emp=4))])
    assert cp.team_totals(t) == {"SR": 4, "LR": 3, "Def": 3, "Power": 4, "Style": 2, "Emp": 10}


def test_bad_builds():
    import pytest
    with pytest.raises(TypeError, match="runner"):
        cp.Build("Ann")
    with pytest.raises(TypeError, match="cyber"):
        cp.Build(ANN, cyber=("x",))
    with pytest.raises(TypeError, match="card"):
        cp.Build(ANN).attach(cp.Event("Blackout"))
    with pytest.raises(TypeError, match="teamed"):
        cp.Team([cp.Build(ANN)], teamed="no")
    with pytest.raises(TypeError, match="riders"):
        cp.Team([cp.Build(ANN)], riders=("Ann",))


def test_violations_table_is_one_row_per_broken_rule():
    b = cp.Build(ANN, cyber=(cp.Cyber("A", "Arms", 1), cp.Cyber("B", "Arms", 1)))
    t = cp.violations_table(cp.check_build(b), "Ann's build")
    assert t.title == "Ann's build" and t.columns == ("rule", "what is wrong", "section")
    assert t.rows == (("one cyber per part", "Ann: 2 Cyber cards on Arms (A, B); at most one per body part "
                       "or function", "Cyberpunk CCG Cyber"),)
    assert "Violation(" not in str(t) + t._repr_html_()
    assert str(cp.check_build(b)[0]) == ("Ann: 2 Cyber cards on Arms (A, B); at most one per body part or "
                                         "function (Cyberpunk CCG Cyber)")


def test_no_violation_says_legal():
    t = cp.violations_table(cp.check_build(cp.Build(ANN)))
    assert t.rows == () and t.notes == ("No rule broken: legal.",)


@pytest.mark.parametrize("bad, name", [("x", "violations"), (["x"], r"violations\[0\]"),
                                       (None, "violations")])
def test_violations_table_refuses_what_is_not_violations(bad, name):
    with pytest.raises(TypeError, match=rf"^{name}"):
        cp.violations_table(bad)
