"""Android mode's Identification tokens: who holds two or more Android tokens, as formulas.

Rules: Rogue Agent: Identification Tokens; Limit on the Number of Androids.

There are 12 Identification tokens, but the rulebook never says how many are Android tokens
(RA-27): that number is the symbol :data:`ANDROID_TOKENS` (``n_android``) unless a number is
given. With 3 players one Android and two Human tokens are removed first (9 left); with 4
players all 12 are dealt, three to each player.
"""

from __future__ import annotations

import functools
import itertools
import math
from typing import Any

import sympy

from ..readings import uses
from .setup_counts import check_players, setup_counts

__all__ = ["ANDROID_TOKENS", "android_limit", "two_or_more_androids", "some_player_two_or_more",
           "TOKENS_PER_PLAYER"]

GAME = "Rogue Agent"
#: How many of the 12 Identification tokens are Android tokens: not printed (RA-27).
ANDROID_TOKENS = sympy.Symbol("n_android", integer=True, nonnegative=True)
TOKENS_PER_PLAYER = 3


def _pool(players: int):
    """(tokens dealt, Android tokens removed first, Human tokens removed first)."""
    total = setup_counts()[("identification_tokens", 0)]
    return (total - 3, 1, 2) if players == 3 else (total, 0, 0)


def _mix(players: int, android_tokens: Any):
    n, ra_, rh = _pool(players)
    total = n + ra_ + rh
    if isinstance(android_tokens, sympy.Integer):
        android_tokens = int(android_tokens)
    if isinstance(android_tokens, bool) or isinstance(android_tokens, float | str):
        raise TypeError(f"android_tokens must be a whole number or a sympy symbol, not {android_tokens!r}")
    if isinstance(android_tokens, int):
        if not ra_ <= android_tokens <= total - rh:
            raise ValueError(f"android_tokens must be from {ra_} to {total - rh} with {players} players, "
                             f"not {android_tokens}")
        return n, android_tokens - ra_
    if isinstance(android_tokens, sympy.Expr) and not isinstance(android_tokens, sympy.Float):
        if not android_tokens.free_symbols:
            raise ValueError(f"android_tokens must be a whole number from {ra_} to {total - rh} or a "
                             f"symbol, not {android_tokens}")
        return n, android_tokens - ra_
    raise TypeError(f"android_tokens must be a whole number or a sympy symbol, not {android_tokens!r}")


@uses(game=GAME)
def android_limit(players: int) -> int:
    """At most 1 Android with 3 players, 2 with 4.

    Rules: Rogue Agent: Limit on the Number of Androids.
    """
    return setup_counts()[("android_limit", check_players(players, "android"))]


@uses(game=GAME)
def two_or_more_androids(players: int, android_tokens: Any = ANDROID_TOKENS) -> sympy.Expr:
    """P(one given player is dealt 2 or more Android tokens) as a formula in the unknown mix.

    With N tokens dealt of which a are Android: [C(a, 2)(N - a) + C(a, 3)] / C(N, 3).

    >>> two_or_more_androids(4, 4)
    13/55
    >>> sympy.factor(two_or_more_androids(4))
    -n_android*(n_android - 17)*(n_android - 1)/660

    Rules: Rogue Agent: Identification Tokens.
    """
    n, a = _mix(check_players(players, "android"), android_tokens)
    c2 = a * (a - 1) / 2
    c3 = a * (a - 1) * (a - 2) / 6
    return sympy.expand(sympy.nsimplify(c2 * (n - a) + c3) / math.comb(n, TOKENS_PER_PLAYER)) \
        if isinstance(a, sympy.Expr) and a.free_symbols else \
        sympy.Rational(math.comb(a, 2) * (n - a) + math.comb(a, 3), math.comb(n, TOKENS_PER_PLAYER))


@functools.lru_cache(maxsize=64)
def _some(players: int, a: int) -> sympy.Rational:
    n = players * TOKENS_PER_PLAYER
    hit = 0
    for hands in itertools.product(range(TOKENS_PER_PLAYER + 1), repeat=players):
        if sum(hands) != a:
            continue
        ways = math.prod(math.comb(TOKENS_PER_PLAYER, h) for h in hands)
        if any(h >= 2 for h in hands):
            hit += ways
    return sympy.Rational(hit, math.comb(n, a))


@uses(game=GAME)
def some_player_two_or_more(players: int, android_tokens: int) -> sympy.Rational:
    """P(at least one player is dealt 2 or more Android tokens), for a given number of Android tokens.

    >>> some_player_two_or_more(4, 2)
    2/11

    Rules: Rogue Agent: Identification Tokens.
    """
    p = check_players(players, "android")
    if isinstance(android_tokens, bool) or not isinstance(android_tokens, int):
        raise TypeError(f"android_tokens must be a whole number here, not {android_tokens!r}")
    _, a = _mix(p, android_tokens)
    return _some(p, a)
