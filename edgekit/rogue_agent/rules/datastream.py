"""The Data Stream (the cloth bag of event tokens) across the eight Time Phases, exactly.

Rules: Rogue Agent: Final Setup; A. Time Phase; C. City Phase; Components.

At setup the bag holds 4 Bombs, 4 Killers and 6 Criminal tokens (14 tokens); each Time Phase the
Commander draws 3, 4 or 5 of them (2, 3 or 4 players). One draw is a multivariate
hypergeometric law (:func:`draw_counts`); :func:`first_round_bomb_probability` is its headline.

Across rounds, what is in the bag depends on play: tokens come back when the Police Squad
sweeps a precinct, a Killer leaves the Event Trail, a Bomb is defused or explodes, Criminals
are turned in... The chain here (:func:`data_stream`) makes one LABELLED ASSUMPTION about
that: every token out of the bag comes back before the next Time Phase independently with
the exact chance ``return_chance`` (0: nothing ever comes back, draws are without replacement
for the whole game; 1: the bag is full again every round). Everything else is exact: the
chain's states are the bag's contents and the tokens out of it (at most 5 x 5 x 7 x 5 x 5 x 7).
When the bag holds fewer tokens than are to be drawn, the Commander draws what is there
(an assumption; the rulebook does not say).

A reading decides what happens to a wild Criminal's city token when the Criminal leaves the
city (``leaving_token``: the rules return only the card's token to the reserve).

Precincts: a drawn token goes to the precinct shown by a regular die; the Police Squad face
is taken to share a number face (RA-05 reading (a)), so each precinct is equally likely.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import sympy

from ...dist import Dist
from ...readings import uses
from .setup import check_players, setup_counts, tokens_drawn, whole

__all__ = ["KINDS", "start_bag", "draw_counts", "first_round_bomb_probability", "data_stream",
           "DataStreamRound", "bomb_hit_probability", "MAX_ROUNDS", "bag_without_card"]

GAME = "Rogue Agent"
#: Token kinds in the bag, in the order used in every tuple here.
KINDS = ("bomb", "killer", "criminal")
#: A documented limit for :func:`data_stream` (the game lasts 8 rounds).
MAX_ROUNDS = 8
_PRECINCTS = 6


def start_bag() -> tuple[int, int, int]:
    """The bag at setup: (Bombs, Killers, Criminal tokens) = (4, 4, 6).

    Rules: Rogue Agent: Final Setup; Components.
    """
    c = setup_counts()
    return (c[("bag_bombs", 0)], c[("bag_killers", 0)], c[("bag_criminals", 0)])


def _bag(bag: Any) -> tuple[int, int, int]:
    if isinstance(bag, str) or not isinstance(bag, tuple | list) or len(bag) != 3:
        raise TypeError(f"bag must be a tuple (bombs, killers, criminals), not {bag!r}")
    top = start_bag()
    return tuple(whole(n, f"bag[{k}]", 0, m) for n, k, m in zip(bag, KINDS, top))


@functools.lru_cache(maxsize=4096)
def _draw(bag: tuple, k: int) -> tuple:
    total = sum(bag)
    k = min(k, total)
    out = []
    for b in range(min(bag[0], k) + 1):
        for kl in range(min(bag[1], k - b) + 1):
            c = k - b - kl
            if c > bag[2]:
                continue
            w = math.comb(bag[0], b) * math.comb(bag[1], kl) * math.comb(bag[2], c)
            out.append(((b, kl, c), Fraction(w, math.comb(total, k))))
    return tuple(out)


@uses(game=GAME)
def draw_counts(bag: tuple, k: int) -> Dist:
    """How many Bombs, Killers and Criminal tokens ``k`` tokens drawn from ``bag`` hold (hypergeometric).

    >>> draw_counts((4, 4, 6), 3).prob((0, 0, 3))
    5/91

    Rules: Rogue Agent: A. Time Phase step 2.
    """
    b = _bag(bag)
    kk = whole(k, "k", 0, sum(start_bag()))
    return Dist.from_probs(dict(_draw(b, kk))) if sum(b) else Dist.point((0, 0, 0))


@uses("criminal_deck_empty")
def bag_without_card(bag: tuple, *, rules=None) -> tuple[int, int, int]:
    """The bag (Bombs, Killers, Criminal tokens) after a Criminal token is drawn from ``bag`` while the
    Criminal deck has no card left: nothing is placed, and the token goes back into the Data Stream
    (reading ``criminal_deck_empty="to_bag"``) or out of the game (``"set_aside"``).

    >>> bag_without_card((4, 4, 6)), bag_without_card((4, 4, 6), criminal_deck_empty="set_aside")
    ((4, 4, 6), (4, 4, 5))

    Rules: Rogue Agent: A. Time Phase step 4; Preparing the Criminal Deck.
    """
    b = _bag(bag)
    if b[2] == 0:
        raise ValueError(f"bag: {bag!r} holds no Criminal token to draw")
    return b if rules.criminal_deck_empty == "to_bag" else (b[0], b[1], b[2] - 1)


@uses(game=GAME)
def first_round_bomb_probability(players: int) -> sympy.Rational:
    """P(at least one Bomb token is drawn in the first Time Phase), 2-4 players.

    >>> [first_round_bomb_probability(n) for n in (2, 3, 4)]
    [61/91, 113/143, 125/143]

    Rules: Rogue Agent: A. Time Phase step 2; Final Setup.
    """
    k = tokens_drawn(check_players(players))
    bag = start_bag()
    total = sum(bag)
    return 1 - sympy.Rational(math.comb(total - bag[0], k), math.comb(total, k))


@dataclass(frozen=True)
class DataStreamRound:
    """One Time Phase of the chain: the round, the exact law of the tokens drawn (bombs, killers,
    criminals), of the bag before the draw, and P(a given precinct has had a Bomb placed on it by
    the end of this Time Phase)."""

    round: int
    drawn: Dist
    bag: Dist
    p_bomb_hit_by_now: sympy.Rational


def _chance(x: Any, name: str) -> Fraction:
    if isinstance(x, bool) or isinstance(x, float | str) or isinstance(x, sympy.Float):
        raise TypeError(f"{name} must be an exact chance (int, Fraction or sympy Rational), not {x!r}")
    if isinstance(x, sympy.Rational):
        x = Fraction(int(x.p), int(x.q))
    if isinstance(x, int):
        x = Fraction(x)
    if not isinstance(x, Fraction):
        raise TypeError(f"{name} must be an exact chance (int, Fraction or sympy Rational), not {x!r}")
    if not 0 <= x <= 1:
        raise ValueError(f"{name} must be from 0 to 1, not {x}")
    return x


@functools.lru_cache(maxsize=256)
def _binom(n: int, p: Fraction) -> tuple:
    return tuple((i, math.comb(n, i) * p**i * (1 - p) ** (n - i)) for i in range(n + 1)
                 if (p != 0 or i == 0) and (p != 1 or i == n))


@functools.lru_cache(maxsize=64)
def _chain(players: int, rounds: int, rho: tuple) -> tuple:
    k = tokens_drawn(players)
    miss = Fraction(_PRECINCTS - 1, _PRECINCTS)
    # state: (bag tuple, out tuple, hit flag) -> probability
    states = {(start_bag(), (0, 0, 0), False): Fraction(1)}
    out_rounds = []
    for r in range(1, rounds + 1):
        if r > 1:  # tokens out of the bag come back before this Time Phase (one kind at a time)
            for kind in range(3):
                nxt: dict = {}
                for (bag, out, hit), p in states.items():
                    for back, pb in _binom(out[kind], rho[kind]):
                        nb = bag[:kind] + (bag[kind] + back,) + bag[kind + 1:]
                        no = out[:kind] + (out[kind] - back,) + out[kind + 1:]
                        nxt[(nb, no, hit)] = nxt.get((nb, no, hit), 0) + p * pb
                states = nxt
        bag_law: dict = {}
        drawn_law: dict = {}
        nxt = {}
        for (bag, out, hit), p in states.items():
            bag_law[bag] = bag_law.get(bag, 0) + p
            for d, pd in _draw(bag, k):
                drawn_law[d] = drawn_law.get(d, 0) + p * pd
                nb = tuple(a - x for a, x in zip(bag, d))
                no = tuple(a + x for a, x in zip(out, d))
                not_hit = miss ** d[0]
                if hit:
                    nxt[(nb, no, True)] = nxt.get((nb, no, True), 0) + p * pd
                else:
                    if not_hit != 1:
                        nxt[(nb, no, True)] = nxt.get((nb, no, True), 0) + p * pd * (1 - not_hit)
                    nxt[(nb, no, False)] = nxt.get((nb, no, False), 0) + p * pd * not_hit
        states = {s: p for s, p in nxt.items() if p}
        hit_p = sum((p for (_, _, h), p in states.items() if h), Fraction(0))
        out_rounds.append(DataStreamRound(r, Dist.from_probs(drawn_law), Dist.from_probs(bag_law),
                                          sympy.Rational(hit_p.numerator, hit_p.denominator)))
    return tuple(out_rounds)


@uses("leaving_token")
def data_stream(players: int, rounds: int = MAX_ROUNDS, *, return_chance: Any = 0,
                rules=None) -> tuple[DataStreamRound, ...]:
    """The Data Stream round by round as an exact Markov chain (see the module's labelled assumption).

    ``return_chance``: the exact chance that a token out of the bag is back before the next Time
    Phase (one number, or a mapping kind -> chance over :data:`KINDS`). Under
    ``leaving_token="out"`` Criminal tokens never come back (the bound where every Criminal leaves
    the city). Returns one :class:`DataStreamRound` per round.

    >>> data_stream(2, 1)[0].p_bomb_hit_by_now
    2701/19656

    Rules: Rogue Agent: A. Time Phase; C. City Phase; Final Setup.
    """
    n = check_players(players)
    r = whole(rounds, "rounds", 1, MAX_ROUNDS)
    if isinstance(return_chance, Mapping):
        bad = [k for k in return_chance if k not in KINDS]
        if bad:
            raise ValueError(f"return_chance: unknown token kind(s) {bad}; kinds are {KINDS}")
        rho = [_chance(return_chance.get(kd, 0), f"return_chance[{kd!r}]") for kd in KINDS]
    else:
        rho = [_chance(return_chance, "return_chance")] * 3
    if rules.leaving_token == "out":
        rho[2] = Fraction(0)
    return _chain(n, r, tuple(rho))


@uses("leaving_token")
def bomb_hit_probability(players: int, by_round: int, *, return_chance: Any = 0,
                         rules=None) -> sympy.Rational:
    """P(a given precinct has had at least one Bomb placed on it by the Time Phase of ``by_round``).

    "Hit" means a Bomb token was placed there (whether it explodes depends on play). Every
    precinct has the same chance (a uniform die, RA-05 (a)).

    >>> bomb_hit_probability(2, 1)
    2701/19656

    Rules: Rogue Agent: A. Time Phase steps 2-4.
    """
    r = whole(by_round, "by_round", 1, MAX_ROUNDS)
    return data_stream(players, r, return_chance=return_chance, rules=rules)[-1].p_bomb_hit_by_now
