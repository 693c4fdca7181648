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

from ...dist import Dist
from ...readings import uses
from ..rules.setup import check_players, setup_counts

__all__ = ["ANDROID_TOKENS", "android_limit", "two_or_more_androids", "some_player_two_or_more",
           "TOKENS_PER_PLAYER", "androids_dealt", "android_limit_reachable", "police_reveal_districts",
           "android_actions", "android_killer_damage", "COVERT_ACTIONS", "scan_open"]

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


#: The covert actions of an exposed Android (printed: four kinds, at most two a turn).
COVERT_ACTIONS = ("search a district", "buy equipment", "attack an Agent", "attack a district")


@uses("android_agent_actions")
def android_actions(*, rules=None) -> tuple[str, ...]:
    """The actions an exposed Android may take on its turn (at most two covert actions a turn).

    >>> android_actions()
    ('movement', 'search a district', 'buy equipment', 'attack an Agent', 'attack a district')

    Rules: Rogue Agent: Android Mode: Exposing an Android; Movement; Covert Actions.
    """
    extra = ("hire", "defuse a bomb") if rules.android_agent_actions == "hire_and_defuse" else ()
    return ("movement",) + COVERT_ACTIONS + extra


@uses("killer_androids")
def android_killer_damage(*, android_shield: bool = False, rules=None) -> int:
    """Health an exposed Android (it has no Informants) loses to a Killer's action in its district.

    >>> android_killer_damage(), android_killer_damage(android_shield=True)
    (2, 0)

    Rules: Rogue Agent: C. City Phase (Killer action); Android Mode: Exposing an Android.
    """
    from ..rules.attack import killer_damage

    if not isinstance(android_shield, bool):
        raise TypeError(f"android_shield must be True or False, not {android_shield!r}")
    if android_shield or rules.killer_androids == "spares":
        return 0
    return killer_damage(0, rules=rules)  # no Informants: 2 under either killer_informants reading


@uses("scan_revealed")
def scan_open(revealed_this_round: bool, *, rules=None) -> bool:
    """May an Agent Scan a player (4 clues) who has ``revealed_this_round`` an Identification token
    already? A player reveals at most one token a round, so that Scan's reveal would be skipped: under
    the reading ``scan_revealed="not_offered"`` it is no action at all, under ``"clues_spent"`` the
    clues are spent for nothing. (A player who has not revealed this round may always be scanned.)

    >>> scan_open(True), scan_open(True, scan_revealed="clues_spent"), scan_open(False)
    (False, True, True)

    Rules: Rogue Agent: Android Mode: Revealing an Identification Token (event 3; one token a round).
    """
    if not isinstance(revealed_this_round, bool):
        raise TypeError(f"revealed_this_round must be True or False, not {revealed_this_round!r}")
    return not revealed_this_round or rules.scan_revealed == "clues_spent"


@uses("police_reveal")
def police_reveal_districts(city: Any, district: str, *, rules=None) -> tuple[str, ...]:
    """The districts whose Agents must reveal a token when the Police Squad arrives in ``district``.

    >>> from edgekit.rogue_agent import rhine_city
    >>> police_reveal_districts(rhine_city(), "Precinct 1")
    ('City Hospital', 'District A', 'Headquarters', 'Precinct 1', 'Precinct 2')

    Rules: Rogue Agent: Android Mode: Revealing an Identification Token (event 4).
    """
    from ..city.graph import City

    if not isinstance(city, City):
        raise TypeError(f"city must be a City (from rhine_city()), not {type(city).__name__}")
    d = city.check(district)
    near = set(city.neighbours(d)) | ({d} if rules.police_reveal == "same_or_adjacent" else set())
    return tuple(sorted(near))


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


@functools.lru_cache(maxsize=64)
def _count_law(players: int, a: int) -> Dist:
    n = players * TOKENS_PER_PLAYER
    w: dict[int, int] = {}
    for hands in itertools.product(range(TOKENS_PER_PLAYER + 1), repeat=players):
        if sum(hands) == a:
            k = sum(h >= 2 for h in hands)
            w[k] = w.get(k, 0) + math.prod(math.comb(TOKENS_PER_PLAYER, h) for h in hands)
    assert sum(w.values()) == math.comb(n, a)
    return Dist.from_weights(w)


def _tokens_in_play(players: int, android_tokens: Any):
    """(players, Android tokens dealt) for a whole number, or (players, None) for a symbol."""
    p = check_players(players, "android")
    _, a = _mix(p, android_tokens)
    return p, (a if isinstance(a, int) else None)


def _piecewise(players: int, android_tokens: Any, value) -> Any:
    """``value(k)`` for k Android tokens among the 12 as a sympy Piecewise in the symbol (the mix is open)."""
    removed = 1 if players == 3 else 0
    lo, hi = removed, setup_counts()[("identification_tokens", 0)] - (2 if players == 3 else 0)
    pieces = [(value(_count_law(players, k - removed)), sympy.Eq(android_tokens, k))
              for k in range(lo, hi + 1)]
    return sympy.Piecewise(*pieces, (sympy.nan, True))


@uses(game=GAME)
def some_player_two_or_more(players: int, android_tokens: Any = ANDROID_TOKENS) -> Any:
    """P(at least one player is dealt 2 or more Android tokens): a Rational for a number of Android
    tokens, or a Piecewise in the symbol (one exact value per possible mix; nan outside them).

    >>> some_player_two_or_more(4, 2)
    2/11

    Rules: Rogue Agent: Identification Tokens.
    """
    p, a = _tokens_in_play(players, android_tokens)
    if a is None:
        return _piecewise(p, android_tokens, lambda d: d.p(lambda k: k >= 1))
    return _some(p, a)


@uses(game=GAME)
def androids_dealt(players: int, android_tokens: int) -> Dist:
    """Dist of how many players are dealt 2 or more Android tokens (who may be exposed), for a given mix.

    >>> androids_dealt(4, 4).prob(2)
    6/55

    Rules: Rogue Agent: Identification Tokens; Limit on the Number of Androids.
    """
    if isinstance(android_tokens, bool) or not isinstance(android_tokens, int):
        raise TypeError(f"android_tokens must be a whole number here, not {android_tokens!r}")
    p, a = _tokens_in_play(players, android_tokens)
    return _count_law(p, a)


@uses(game=GAME)
def android_limit_reachable(players: int, android_tokens: Any = ANDROID_TOKENS) -> Any:
    """P(the deal lets the Android limit be hit): at least as many players hold 2 or more Android tokens
    as the limit (1 with 3 players, 2 with 4). A Rational, or a Piecewise in the symbol.

    >>> android_limit_reachable(4, 4), android_limit_reachable(3, 4)
    (6/55, 19/28)

    Rules: Rogue Agent: Identification Tokens; Limit on the Number of Androids.
    """
    p, a = _tokens_in_play(players, android_tokens)
    lim = android_limit(p)
    if a is None:
        return _piecewise(p, android_tokens, lambda d: d.p(lambda k: k >= lim))
    return _count_law(p, a).p(lambda k: k >= lim)
