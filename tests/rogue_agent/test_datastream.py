"""Rogue Agent: the Data Stream: hypergeometric draws and the Markov chain against enumeration."""

import itertools
from fractions import Fraction

import pytest
import sympy

import edgekit.rogue_agent as ra

TOKENS = ["bomb"] * 4 + ["killer"] * 4 + ["criminal"] * 6  # Rogue Agent: Final Setup


def _counts(draw):
    return tuple(sum(1 for t in draw if t == k) for k in ra.KINDS)


@pytest.mark.parametrize("players,k", [(2, 3), (3, 4), (4, 5)])
def test_first_round_bomb_against_enumeration(players, k):
    draws = list(itertools.combinations(range(14), k))
    hit = sum(1 for d in draws if any(TOKENS[i] == "bomb" for i in d))
    assert ra.first_round_bomb_probability(players) == sympy.Rational(hit, len(draws))
    assert isinstance(ra.first_round_bomb_probability(players), sympy.Rational)


def test_first_round_bomb_values():
    assert ra.first_round_bomb_probability(2) == sympy.Rational(61, 91)
    assert ra.tokens_drawn(4) == 5


def test_draw_counts_hypergeometric():
    d = ra.draw_counts((4, 4, 6), 3)
    for c in d.outcomes():
        n = sum(1 for x in itertools.combinations(range(14), 3) if _counts([TOKENS[i] for i in x]) == c)
        assert d.prob(c) == sympy.Rational(n, 364)


def _enumerate_two_rounds_no_return():
    # every (round-1 draw, round-2 draw, precinct die per Bomb) with its weight; nothing returns
    law1, law2, hit = {}, {}, Fraction(0)
    first = list(itertools.combinations(range(14), 3))
    total = 0
    for d1 in first:
        rest = [i for i in range(14) if i not in d1]
        for d2 in itertools.combinations(rest, 3):
            total += 1
            c1, c2 = _counts([TOKENS[i] for i in d1]), _counts([TOKENS[i] for i in d2])
            law1[c1] = law1.get(c1, 0) + 1
            law2[c2] = law2.get(c2, 0) + 1
            hit += 1 - Fraction(5, 6) ** (c1[0] + c2[0])
    return law1, law2, hit / total, total


def test_markov_chain_against_enumeration():
    law1, law2, hit, total = _enumerate_two_rounds_no_return()
    r1, r2 = ra.data_stream(2, 2)
    for c, n in law2.items():
        assert r2.drawn.prob(c) == sympy.Rational(n, total)
    for c, n in law1.items():
        assert r1.drawn.prob(c) == sympy.Rational(n, total)
    assert r2.p_bomb_hit_by_now == sympy.Rational(hit.numerator, hit.denominator)
    assert ra.bomb_hit_probability(2, 2) == r2.p_bomb_hit_by_now


def test_full_return_makes_rounds_independent():
    rounds = ra.data_stream(3, 4, return_chance=1)
    first = ra.draw_counts((4, 4, 6), 4)
    assert all(r.drawn == first for r in rounds)
    p0 = 1 - ra.first_round_bomb_probability(3)
    # P(no Bomb on a precinct): per round E[(5/6)^B], independent rounds
    per = first.mean(lambda o: sympy.Rational(5, 6) ** o[0])
    assert rounds[-1].p_bomb_hit_by_now == 1 - per ** 4
    assert p0 == first.p(lambda o: o[0] == 0)


def test_no_return_empties_the_bag():
    rounds = ra.data_stream(2, 8)
    assert rounds[4].bag.prob((0, 0, 0)) == 0 and rounds[5].bag.prob((0, 0, 0)) == 1  # 14 = 3+3+3+3+2
    assert rounds[-1].p_bomb_hit_by_now == 1 - sympy.Rational(5, 6) ** 4


def test_leaving_token_reading():
    half = sympy.Rational(1, 2)
    bag = ra.data_stream(2, 3, return_chance=half)
    out = ra.data_stream(2, 3, return_chance=half, leaving_token="out")
    assert bag[0].drawn == out[0].drawn
    assert out[2].drawn.p(lambda o: o[2] > 0) < bag[2].drawn.p(lambda o: o[2] > 0)


def test_bad_input():
    with pytest.raises(ValueError, match="players"):
        ra.first_round_bomb_probability(5)
    with pytest.raises(TypeError, match="players"):
        ra.first_round_bomb_probability(2.0)
    with pytest.raises(TypeError, match="return_chance"):
        ra.data_stream(2, 2, return_chance=0.5)
    with pytest.raises(TypeError, match="return_chance"):
        ra.data_stream(2, 2, return_chance="1/2")
    with pytest.raises(ValueError, match="rounds"):
        ra.data_stream(2, 9)
    with pytest.raises(ValueError, match="return_chance"):
        ra.data_stream(2, 2, return_chance={"dragon": 1})
    with pytest.raises(TypeError, match="bag"):
        ra.draw_counts("abc", 3)
