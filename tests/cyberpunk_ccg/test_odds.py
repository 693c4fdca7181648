"""Deck odds against an enumeration of every hand of small decks."""

import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from edgekit import cyberpunk_ccg as cp


def hands(deck, n):
    return list(itertools.combinations(range(len(deck)), n))


def brute(deck, n, ok):
    hs = hands(deck, n)
    return Fraction(sum(ok([deck[i] for i in h]) for h in hs), len(hs))


@settings(max_examples=200)
@given(st.integers(0, 9).flatmap(lambda N: st.tuples(st.just(N), st.integers(0, N), st.integers(0, N),
                                                      st.integers(0, 4))))
def test_draw_probability_against_every_hand(args):
    N, K, n, a = args
    deck = ["hit"] * K + ["miss"] * (N - K)
    got = cp.draw_probability(N, K, n, at_least=a)
    assert isinstance(got, sympy.Rational)
    assert got == brute(deck, n, lambda h: h.count("hit") >= a)


def test_draw_probability_symbolic_agrees_with_numbers():
    N, K = sympy.symbols("N K", positive=True, integer=True)
    for a in (1, 2, 3):
        f = cp.draw_probability(N, K, 3, at_least=a)
        for n_, k_ in ((10, 4), (7, 7), (12, 0)):
            assert f.subs({N: n_, K: k_}) == cp.draw_probability(n_, k_, 3, at_least=a)
    assert cp.draw_probability(N, K, 1) == K / N


kinds = st.lists(st.integers(0, 3), min_size=1, max_size=3)


@settings(max_examples=150)
@given(kinds, st.integers(0, 3), st.data())
def test_collect_probability_against_every_hand(counts, others, data):
    deck = [f"k{i}" for i, c in enumerate(counts) for _ in range(c)] + ["other"] * others
    N = len(deck)
    needs = {f"k{i}": data.draw(st.integers(1, 2))
             for i, c in enumerate(counts) if c and data.draw(st.booleans())}
    n = data.draw(st.integers(0, N))
    got = cp.collect_probability(N, {f"k{i}": c for i, c in enumerate(counts)}, needs, n)
    assert got == brute(deck, n, lambda h: all(h.count(k) >= m for k, m in needs.items()))
    assert cp.collect_by_draws(N, {f"k{i}": c for i, c in enumerate(counts)}, needs)[n] == (n, got)


def test_punknaught_needs_the_whole_minimum_build():  # Equipment: Punknaught (CP-02)
    parts = {"Chassis": 1, "Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}
    # a 9-card deck of exactly those 8 cards and one other: all 8 in the first 8 draws once in C(9, 8)
    assert cp.punknaught_probability(9, parts, 8) == sympy.Rational(1, 9)
    assert cp.punknaught_probability(9, parts, 7) == 0
    assert cp.punknaught_probability(9, parts, 8, punknaught_list="unknown") is None
    deck = ["Chassis", "Car", "Car", "Car", "Armor", "Armor", "Lift", "Lift", "Heavy Weapon", "x", "x"]
    need = {"Chassis": 1, "Car": 2, "Armor": 2, "Lift": 2, "Heavy Weapon": 1}
    assert cp.punknaught_probability(11, {**parts, "Car": 3}, 9) == brute(
        deck, 9, lambda h: all(h.count(k) >= m for k, m in need.items()))
    with pytest.raises(ValueError, match="cannot build"):
        cp.punknaught_probability(20, {**parts, "Lift": 1}, 10)
    with pytest.raises(ValueError, match="only count"):
        cp.punknaught_probability(20, {**parts, "Wheels": 1}, 10)


def test_mob_one_of_every_attribute():  # Card Types: Locations (the Mob's victory condition)
    deck = ["Bar", "Bar", "Grocery", "Entertainment", "Entertainment", "x", "x", "x"]
    want = {"Bar": 2, "Grocery": 1, "Entertainment": 2}
    for n in range(9):
        assert cp.mob_probability(8, want, n) == brute(deck, n, lambda h: set(want) <= set(h))


def test_bad_input():
    with pytest.raises(TypeError, match="deck_size"):
        cp.draw_probability("__import__('os').system('echo PWNED') or 80", 4, 7)
    with pytest.raises(TypeError, match="deck_size"):
        cp.draw_probability(40.0, 4, 7)
    with pytest.raises(TypeError, match="draws"):
        cp.draw_probability(40, 4, True)
    with pytest.raises(ValueError, match="successes"):
        cp.draw_probability(40, 41, 7)
    with pytest.raises(ValueError, match="deck_size"):
        cp.draw_probability(10**6, 4, 7)                          # the documented limit
    with pytest.raises(TypeError, match="deck_size"):
        cp.draw_probability(sympy.Float(3.5), 4, 7)
    with pytest.raises(ValueError, match="counts add up"):
        cp.collect_probability(3, {"a": 2, "b": 2}, {"a": 1}, 1)
    with pytest.raises(ValueError, match="needs"):
        cp.collect_probability(5, {"a": 2}, {"b": 1}, 1)
