"""Rogue Agent: End of the Game: syndicate bonuses, jokers, final scores and ties."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.rogue_agent as ra
from edgekit import readings

S1, S2, S3 = ra.SYNDICATES[:3]


def test_printed_bonus_table():
    # Rogue Agent: End of the Game: 1, 2, 5, 7, 10, then +5 for each Criminal past the 5th.
    assert [ra.syndicate_bonus(n) for n in range(1, 6)] == [1, 2, 5, 7, 10]
    assert ra.syndicate_bonus(6) == 15 and ra.syndicate_bonus(9) == 30
    assert ra.syndicate_bonus(0) == 0


def test_jokers_join_the_largest_group():
    assert ra.score_turned_in({S1: 3, S2: 2}, jokers=1) == ra.syndicate_bonus(4) + ra.syndicate_bonus(2) == 9
    assert ra.score_turned_in({S1: 3, S2: 2}, jokers=1, joker_group="best") == 10  # 3 + 3


def test_jokers_with_no_other_criminal():
    assert ra.score_turned_in({}, jokers=3) == 5
    assert ra.score_turned_in({S1: 0}, jokers=3) == 5
    assert ra.score_turned_in({}, jokers=3, joker_alone="nothing") == 0
    assert ra.score_turned_in({}, jokers=0) == 0


def test_tied_largest_groups_give_the_same_total():
    # which of two equally large groups the jokers join never matters
    for g, j in itertools.product(range(1, 7), range(0, 5)):
        total = ra.score_turned_in({S1: g, S2: g, S3: 1}, jokers=j)
        assert total == ra.syndicate_bonus(g + j) + ra.syndicate_bonus(g) + 1


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=6), st.integers(0, 4))
def test_best_split_is_the_brute_force_maximum(groups, jokers):
    counts = {ra.SYNDICATES[i]: g for i, g in enumerate(groups)}
    live = [g for g in groups if g > 0]
    got = ra.score_turned_in(counts, jokers, joker_group="best")
    if not live:
        assert got == ra.syndicate_bonus(jokers)
        return
    brute = max(sum(ra.syndicate_bonus(g + a) for g, a in zip(live, split))
                for split in itertools.product(range(jokers + 1), repeat=len(live)) if sum(split) == jokers)
    assert got == brute
    assert got >= ra.score_turned_in(counts, jokers)  # choosing can only help


def test_ties_on_influence_then_health():
    a = ra.final_score(5, 1, {S1: 2}, health=3)     # 5 + 1 + 2 = 8
    b = ra.final_score(6, 0, {S2: 2}, health=3)     # 8
    c = ra.final_score(4, 2, {S1: 1, S2: 1}, health=2)  # 8, less health
    assert a.total == b.total == c.total == 8
    assert ra.winners([a, b, c]) == (0, 1)  # still tied on health: both win
    assert ra.winners([a, c]) == (0,)
    assert ra.winners([ra.final_score(9, 0, {}, health=1), a]) == (0,)  # more Influence beats health


def test_bad_input_names_the_argument():
    with pytest.raises(ValueError, match="unknown syndicate 'yakuza'"):
        ra.score_turned_in({"yakuza": 2})
    with pytest.raises(ValueError, match="jokers"):
        ra.score_turned_in({"white": 2})
    with pytest.raises(TypeError, match="jokers"):
        ra.score_turned_in({}, jokers=1.0)
    with pytest.raises(TypeError, match="n must"):
        ra.syndicate_bonus(True)
    with pytest.raises(ValueError, match="n must"):
        ra.syndicate_bonus(-1)
    with pytest.raises(TypeError, match="counts"):
        ra.score_turned_in([("syndicate_1", 1)])
    with pytest.raises(ValueError, match="joker_group"):
        ra.score_turned_in({}, joker_group="worst")


def test_readings_and_cites():
    ans = ra.score_turned_in.explain({S1: 3, S2: 2}, 1, rules=readings.defaults("Rogue Agent").replace(
        joker_group="best"))
    assert ans.value == 10 and ans.readings["joker_group"] == "best"
    assert any("End of the Game" in c for c in ans.cite)


def test_pile_explorer_renders_the_library_values():
    from edgekit.widgets.syndicate_pile import SyndicatePileExplorer

    ex = SyndicatePileExplorer()
    assert ex.state["bonus"] == ra.score_turned_in({S1: 3, S2: 2}, 1) == 9
    assert ex.state["by_reading"][("own_group", "best")] == 10
    ex.counters[0].value = 0
    ex.counters[1].value = 0
    assert ex.state["bonus"] == 1 and ex.state["by_reading"][("nothing", "largest")] == 0
