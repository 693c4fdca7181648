"""Legwork security arithmetic (Cyberpunk CCG Runner Roles: Media, Rockers, Netrunner)."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import cyberpunk_ccg as cp


def test_each_ability_and_its_limit():
    assert cp.security(3, 4, [("Media", 5)]).m_sec == 8                 # may exceed the printed value
    assert cp.security(3, 4, [("Rocker", 5)]).m_sec == 0                # minimum 0
    assert cp.security(3, 4, [("Netrunner lower", 9)]).e_sec == 0       # minimum 0
    s = cp.security(3, 4, [("Netrunner lower", 3), ("Netrunner raise", 9)])
    assert s.e_sec == 4                                                 # never above printed


def test_order_matters_through_the_floor():
    assert cp.security(2, 0, [("Rocker", 5), ("Media", 3)]).m_sec == 3
    assert cp.security(2, 0, [("Media", 3), ("Rocker", 5)]).m_sec == 0


def brute_fewest(value, target, runners, ability, printed=None):
    names = sorted(runners)
    for k in range(len(names) + 1):
        for combo in itertools.combinations(names, k):
            s = cp.security(value if ability in ("Media", "Rocker") else 0,
                            value if ability.startswith("Netrunner") else 0,
                            [(ability, runners[n]) for n in combo])
            got = s.m_sec if ability in ("Media", "Rocker") else s.e_sec
            if (got <= target if ability in ("Rocker", "Netrunner lower") else got >= target):
                return k
    return None


@given(st.integers(0, 8), st.integers(0, 8), st.dictionaries(st.sampled_from("abcdef"), st.integers(0, 5),
                                                              max_size=6),
       st.sampled_from(["Rocker", "Media", "Netrunner lower"]))
def test_fewest_runners_against_every_subset(value, target, runners, ability):
    lowering = ability != "Media"
    if (lowering and target > value) or (not lowering and target < value):
        with pytest.raises(ValueError, match="target"):
            cp.fewest_runners(value, target, runners, ability=ability)
        return
    got = cp.fewest_runners(value, target, runners, ability=ability)
    best = brute_fewest(value, target, runners, ability)
    assert (got is None) == (best is None)
    if got is not None:
        assert len(got) == best


def test_netrunner_raise_stops_at_printed():
    # E-Sec lowered to 1 from a printed 4: the owner's Netrunners can bring it back to 4, no higher
    team = {"a": 1, "b": 2, "c": 2}
    assert cp.fewest_runners(1, 4, team, ability="Netrunner raise", printed=4) == ("b", "c")
    assert cp.fewest_runners(1, 5, {"a": 9}, ability="Netrunner raise", printed=4) is None
    with pytest.raises(ValueError, match="printed"):
        cp.fewest_runners(1, 4, {"a": 1}, ability="Netrunner raise")


def test_bad_input():
    with pytest.raises(ValueError, match="ability"):
        cp.security(3, 4, [("Solo", 2)])
    with pytest.raises(TypeError, match="uses"):
        cp.security(3, 4, "Rocker")
    with pytest.raises(TypeError, match="Power"):
        cp.security(3, 4, [("Rocker", 2.5)])
    with pytest.raises(TypeError, match="runners"):
        cp.fewest_runners(3, 0, [1, 2], ability="Rocker")


def test_security_shows_as_its_steps_table():
    s = cp.security(3, 5, [("Rocker", 4), ("Media", 2), ("Netrunner lower", 3), ("Netrunner raise", 6)])
    t = s.as_table()
    assert t.title == "Legwork: M-Sec 3 -> 2, E-Sec 5 -> 5"
    assert t.columns == ("ability", "Power", "M-Sec after", "E-Sec after")
    assert t.rows == (("printed", None, 3, 5), ("Rocker", 4, 0, 5), ("Media", 2, 2, 5),
                      ("Netrunner lower", 3, 2, 2), ("Netrunner raise", 6, 2, 5))
    assert "Security(" not in s._repr_html_() + s._repr_markdown_() and "None" not in str(t)
