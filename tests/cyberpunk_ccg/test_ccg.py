"""Cyberpunk CCG thresholds (the 'The Cards' chapter, rules v2.3s)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import cyberpunk_ccg as cp
from edgekit.cyberpunk_ccg import Cyber


def test_cop_bust_needs_strictly_lower_power():  # Runner Roles: Cop
    assert cp.cop_bust(3, [2, 2]) == "busted"
    assert cp.cop_bust(4, [2, 2]) == "cops_trashed"  # equal Power: the Cops are trashed
    assert cp.cop_bust(0, [1]) == "busted"


def test_saves_need_equal_or_more():  # Runner Roles: Med-Tech, Techie
    assert cp.med_tech_saves({"power": 4, "cost": 6}, [2, 2])
    assert not cp.med_tech_saves({"power": 4, "cost": 6}, [2, 2], med_tech_compare="cost")
    assert cp.techie_saves(5, [3, 2]) and not cp.techie_saves(6, [3, 2])


@given(st.integers(0, 12), st.lists(st.integers(0, 8), max_size=4))
def test_corp_cap_readings(printed, corps):  # Runner Roles: Corp (CP-04)
    total = cp.corp_eb(printed, corps)
    bonus = cp.corp_eb(printed, corps, corp_cap="bonus")
    assert printed <= total <= 2 * printed and total <= bonus <= 3 * printed
    assert total == min(printed + sum(corps), 2 * printed)


def test_corp_generators_are_not_consumed_twice():
    assert cp.corp_eb(3, (p for p in [2, 2])) == 6


def test_small_abilities():
    assert cp.fixer_cost(3, 5) == 0 and cp.fixer_cost(7, 2) == 5
    assert cp.netrunner_esec(2, 4, 5, own_card=True) == 4       # never above printed
    assert cp.netrunner_esec(2, 4, 5, own_card=False) == 0      # never below 0
    assert cp.nomad_bonus(5) == 2
    assert cp.team_limit(teamed=True, nomad=True) == 5 and cp.team_limit(teamed=False, nomad=True) == 4


def test_empathy_thresholds():  # Cyber (CP-07)
    assert cp.empathy_state(6, [2, 2]) == "ok"
    assert cp.empathy_state(6, [2, 3]) == "cyberpsychosis"
    assert cp.empathy_state(6, [3, 3]) == "burned"


def test_most_cyber_against_brute_force():
    cards = [Cyber("Wolvers", "Arms", 2), Cyber("Big Knucks", "Arms", 1), Cyber("Kerenzikov", "Neural", 3),
             Cyber("Skinweave", "Armor", 2), Cyber("Cyberlegs", "Legs", 4)]
    best = cp.most_cyber(8, cards)
    assert len(best) == 3 and len({c.part for c in best}) == 3
    assert 8 - sum(c.emp_loss for c in best) > 1
    assert sum(c.emp_loss for c in best) == 6   # Big Knucks + Skinweave + Kerenzikov
    assert len(cp.most_cyber(8, cards, allow_psychosis=True)) == 3
    assert cp.most_cyber(2, cards) == ()


def test_punknaught():  # Equipment: Punknaught (CP-02, CP-03)
    minimum = {"Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}
    assert cp.punknaught_complete(minimum)
    assert not cp.punknaught_complete({**minimum, "Lift": 1})
    assert cp.punknaught_complete(minimum, punknaught_list="unknown") is None
    assert cp.punknaught_bonus([0] * 7) == -8  # the rulebook's own figure for the minimum build
    assert cp.chassis_owner_turns(2) == 2 and cp.chassis_owner_turns(4) == 1
    assert cp.chassis_owner_turns(4, construction_tokens="owner_turn") == 3


def test_bad_input():
    with pytest.raises(ValueError, match="cop_powers"):
        cp.cop_bust(3, [])
    with pytest.raises(TypeError, match="whole number"):
        cp.cop_bust(3, [1.5])
    with pytest.raises(ValueError, match="total"):
        cp.corp_eb(3, [1], corp_cap="triple")
    with pytest.raises(ValueError, match="players"):
        cp.chassis_owner_turns(0)
