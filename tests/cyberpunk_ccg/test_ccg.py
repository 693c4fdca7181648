"""Cyberpunk CCG thresholds (the 'The Cards' chapter, rules v2.3s)."""

import itertools

import pytest
from hypothesis import given, settings
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


def brute_most_cyber(emp, cards, floor):
    """Every subset: the best (size, -loss) among legal ones."""
    best = (0, 0)
    for r in range(len(cards) + 1):
        for combo in itertools.combinations(cards, r):
            loss = sum(c.emp_loss for c in combo)
            if len({c.part for c in combo}) == r and (r == 0 or emp - loss > floor):
                best = max(best, (r, -loss))
    return best


cyber_cards = st.lists(st.builds(Cyber, st.sampled_from(["a", "b", "c", "d"]),
                                 st.sampled_from(["Arms", "Legs", "Neural", "Armor", "Eyes"]),
                                 st.integers(0, 5)), max_size=9)


@settings(max_examples=200)
@given(st.integers(0, 14), cyber_cards, st.booleans())
def test_most_cyber_is_optimal_against_every_subset(emp, cards, psycho):  # Cyber (CP-07)
    best = cp.most_cyber(emp, cards, allow_psychosis=psycho)
    loss = sum(c.emp_loss for c in best)
    assert len({c.part for c in best}) == len(best)                    # one per body part
    assert not best or emp - loss > (0 if psycho else 1)                # Emp stays above the line
    assert (len(best), -loss) == brute_most_cyber(emp, cards, 0 if psycho else 1)
    assert [c for c in cards if c in best] == list(best) or len(set(cards)) < len(cards)  # input order


def test_most_cyber_on_many_cards():  # issue 9: 24 cards took 16 s exhaustively; now n log n
    # parts i % 12, losses i % 5: 12 and 5 are coprime, so every part has a card of loss 0
    cards = [Cyber(f"c{i}", f"part{i % 12}", i % 5) for i in range(1000)]
    best = cp.most_cyber(2, cards)
    assert len(best) == 12 and all(c.emp_loss == 0 for c in best)
    assert [c.name for c in best] == [f"c{5 * j}" for j in range(12)]  # first loss-0 card of each part
    with pytest.raises(ValueError, match="at most 1000"):
        cp.most_cyber(2, cards + cards[:1])                       # the documented limit


def test_issue_9_regressions():
    with pytest.raises(TypeError, match="attached"):
        cp.punknaught_complete(0)                    # was AttributeError
    with pytest.raises(TypeError, match="cards"):
        cp.most_cyber(7, ["x"])                      # was AttributeError
    with pytest.raises(TypeError, match="teamed"):
        cp.team_limit(teamed="no", nomad=False)      # was True
    with pytest.raises(TypeError, match="nomad"):
        cp.team_limit(teamed=True, nomad="no")
    with pytest.raises(TypeError, match="allow_psychosis"):
        cp.most_cyber(7, [], allow_psychosis="no")
    with pytest.raises(TypeError, match="emp"):
        cp.most_cyber(True, [])
    with pytest.raises(TypeError, match="own_card"):
        cp.netrunner_esec(2, 4, 1, own_card="yes")
    with pytest.raises(TypeError, match="runner"):
        cp.med_tech_saves(3, [1])
    with pytest.raises(ValueError, match="medical"):
        cp.med_tech_saves({"power": 3}, [1], med_tech_compare="medical")


def test_cached_and_module_values_are_immutable():
    with pytest.raises(TypeError):
        cp.PUNKNAUGHT_MINIMUM["Car"] = 0
    assert isinstance(cp.printed_cards(), tuple)
    with pytest.raises(AttributeError):
        cp.printed_cards()[0].capacity = 9           # frozen dataclass


def test_roles_the_chapter_adds():  # Runner Roles: Cop, Solo, Nomad; Card Types: Sponsors; Cyber
    with pytest.raises(ValueError, match="another Cop"):
        cp.cop_bust(1, [5], target_is_cop=True)
    with pytest.raises(ValueError, match="Cyberpsychotic"):
        cp.cop_bust(1, [5], target_cyberpsychotic=True)
    assert cp.solo_bonus({"sr": 2, "lr": 1, "defense": 3}, 4, "lr") == {"sr": 2, "lr": 5, "defense": 3}
    with pytest.raises(ValueError, match="stat"):
        cp.solo_bonus({"sr": 2}, 4, "power")         # SR, LR or Def only; never split
    assert cp.team_limit(teamed=True, nomad=2) == 5  # the Nomad text names 4 -> 5 (reading 'once')
    assert cp.team_limit(teamed=True, nomad=2, nomad_team_limit="per_nomad") == 6
    assert cp.team_limit(teamed=False, nomad=0) == 3
    assert cp.sponsor_wins({"a": True, "b": True}) and not cp.sponsor_wins({"a": True, "b": False})
    assert cp.eb_per_turn(5, [2, 3]) == 10
    # a Cyberpsycho must go on a Hit or Run every turn or burn; Emp 0 burns regardless
    assert cp.cyberpsycho_end_of_turn("cyberpsychosis", went_on_hit_or_run=False) == "burned"
    assert cp.cyberpsycho_end_of_turn("cyberpsychosis", went_on_hit_or_run=True) == "kept"
    assert cp.cyberpsycho_end_of_turn("burned", went_on_hit_or_run=True) == "burned"
    assert cp.cyberpsycho_end_of_turn("ok", went_on_hit_or_run=False) == "kept"
    hand = [Cyber("A", "Arms", 1), Cyber("B", "Arms", 1), Cyber("C", "Legs", 1)]
    assert cp.cyber_violations(hand) == ("Arms",)


def test_every_public_name_is_importable_from_the_package():
    import edgekit.cyberpunk_ccg as pkg
    old = ["cop_bust", "med_tech_saves", "techie_saves", "corp_eb", "fixer_cost", "netrunner_esec",
           "nomad_bonus", "team_limit", "empathy_state", "most_cyber", "Cyber", "punknaught_bonus",
           "punknaught_complete", "chassis_owner_turns", "PUNKNAUGHT_MINIMUM", "draw_probability"]
    for name in old:
        assert name in pkg.__all__ and getattr(pkg, name)
