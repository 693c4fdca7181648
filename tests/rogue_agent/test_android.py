"""Rogue Agent Android mode: Identification tokens against enumeration of every deal."""

import itertools
import math

import pytest
import sympy

import edgekit.rogue_agent as ra


def _deal_oracle(players, androids_in_play):
    n = players * 3
    tokens = range(n)
    one, some, total = 0, 0, 0
    for chosen in itertools.combinations(tokens, androids_in_play):  # which positions hold Androids
        hands = [sum(1 for t in chosen if t // 3 == p) for p in range(players)]
        total += 1
        one += hands[0] >= 2
        some += any(h >= 2 for h in hands)
    return sympy.Rational(one, total), sympy.Rational(some, total)


@pytest.mark.parametrize("players", [3, 4])
def test_two_or_more_against_enumeration(players):
    lo, hi = (1, 10) if players == 3 else (0, 12)
    formula = ra.two_or_more_androids(players)
    for a in range(lo, hi + 1):
        in_play = a - (1 if players == 3 else 0)
        one, some = _deal_oracle(players, in_play)
        assert ra.two_or_more_androids(players, a) == one
        assert formula.subs(ra.ANDROID_TOKENS, a) == one
        assert ra.some_player_two_or_more(players, a) == some


def test_limits_and_bad_input():
    assert ra.android_limit(3) == 1 and ra.android_limit(4) == 2
    with pytest.raises(ValueError, match="players"):
        ra.android_limit(2)  # Android mode needs 3-4 players
    with pytest.raises(ValueError, match="android_tokens"):
        ra.two_or_more_androids(3, 0)  # one Android token is removed with 3 players
    with pytest.raises(TypeError, match="android_tokens"):
        ra.two_or_more_androids(4, "4")
    assert math.comb(12, 3) == 220
