"""Play one seeded game step by step, or simulate many with 95% intervals.

:func:`play` gives a :class:`~edgekit.play.log.Playthrough`: every step annotated, the exact
odds of every result, the exact chance of the line. :func:`simulate` plays ``n`` games
without building the log (fast) and gives a :class:`Summary` of estimates with 95%
intervals: Wilson score intervals for proportions, Student t intervals for means
(the normal z = 1.96 once there are 1,000 games or more, where t and z agree to 0.1%).

Seeds: ``play(game, seed=s)`` draws everything (dice and random policies) from
``random.Random(s)``, so the same seed gives the same playthrough. ``simulate(game, n,
seed=s)`` plays game ``i`` with seed ``game_seeds(s, n)[i]``, exactly as ``play`` would, so
its results do not depend on ``processes`` and any simulated game can be replayed
and read step by step. Dice are drawn with exact integer weights (no floats).
"""

from __future__ import annotations

import bisect
import math
import os
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from .core import CHANCE, TERMINAL, Game, State
from .log import Playthrough, Step
from .policy import HumanPolicy, Policy, RandomPolicy

__all__ = ["play", "simulate", "Summary", "Estimate", "game_seeds", "MAX_GAMES"]

MAX_GAMES = 10_000_000  # a documented limit on simulate's n
_Z95 = 1.959963984540054  # the 97.5% point of the standard normal
_CACHE_LIMIT = 50_000


# ----------------------------------------------------------------------------- inputs
def _whole(name: str, x: Any, minimum: int | None = None) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if minimum is not None and x < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {x}")
    return x


def _check_game(game) -> Game:
    if not isinstance(game, Game):
        raise TypeError(f"game must be an edgekit.play.Game, not {type(game).__name__}")
    return game


def _seats(game: Game, policies) -> tuple[Policy, ...]:
    """One Policy per player: None -> random for everyone; a Policy -> it for everyone;
    a sequence (one per player) or a mapping {player: Policy} (others random)."""
    n = game.players
    if policies is None:
        return (RandomPolicy(),) * n
    if isinstance(policies, Policy):
        return (policies,) * n
    if isinstance(policies, Mapping):
        out = [RandomPolicy()] * n
        for k, p in policies.items():
            if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k < n:
                raise ValueError(f"policies: player {k!r} is not a seat of this game (0..{n - 1})")
            out[k] = p
    elif isinstance(policies, Sequence) and not isinstance(policies, str):
        if len(policies) != n:
            raise ValueError(f"policies: give one policy per player ({n}), not {len(policies)}")
        out = list(policies)
    else:
        raise TypeError(f"policies must be None, a Policy, a list of Policies or a mapping "
                        f"{{player: Policy}}, not {type(policies).__name__}")
    for p in out:
        if not isinstance(p, Policy):
            raise TypeError(f"policies: {p!r} is not an edgekit.play.Policy")
    return tuple(out)


# ----------------------------------------------------------------------------- drawing
class _Draws:
    """Chance outcomes of states already seen, as cumulative integer weights (exact sampling)."""

    def __init__(self):
        self.cache: dict = {}

    def get(self, state: State):
        got = self.cache.get(state)
        if got is None:
            dist = state.chance_outcomes()
            if dist.is_symbolic:
                raise ValueError(f"the chance outcomes at {state} are symbolic: substitute numbers "
                                 "for the unknowns before playing")
            acts, cum, t = [], [], 0
            for a, w in dist.weights().items():
                t += w
                acts.append(a)
                cum.append(t)
            got = (acts, cum, t, dist)
            if len(self.cache) > _CACHE_LIMIT:
                self.cache.clear()
            self.cache[state] = got
        return got

    def draw(self, state: State, rng: random.Random) -> int:
        acts, cum, t, _ = self.get(state)
        return acts[bisect.bisect_right(cum, rng.randrange(t))]


def game_seeds(seed: int, n: int) -> list[int]:
    """The seed of each of ``n`` simulated games (``simulate`` plays game i with seed i of these)."""
    _whole("seed", seed)
    _whole("n", n, 0)
    if n > MAX_GAMES:
        raise ValueError(f"n must be at most {MAX_GAMES:,} (a documented limit), not {n:,}")
    master = random.Random(seed)
    return [master.getrandbits(64) for _ in range(n)]


# ----------------------------------------------------------------------------- play
def play(game: Game, *, seed: int, policies=None, choices: Sequence[int] = (),
         max_steps: int | None = None) -> Playthrough:
    """Play one game, seeded, and log every step.

    ``policies``: None (every seat plays :class:`RandomPolicy`), one :class:`Policy` for every
    seat, a list with one per player, or ``{player: Policy}``. A :class:`HumanPolicy` seat
    takes its actions from ``choices`` in order; when they run out the playthrough stops there
    (``.waiting`` is the player, ``.state`` the state). ``max_steps`` (default the game's
    ``max_game_length``) stops a game that does not end (ValueError).

    The same ``seed``, policies and choices give the same playthrough.
    """
    _check_game(game)
    _whole("seed", seed)
    seats = _seats(game, policies)
    if isinstance(choices, str) or not isinstance(choices, Sequence):
        raise TypeError(f"choices must be a list of action ids, not {choices!r}")
    choices = [_whole("choices item", c) for c in choices]
    limit = game.max_game_length if max_steps is None else _whole("max_steps", max_steps, 1)
    rng, draws = random.Random(seed), _Draws()
    s = start = game.new_initial_state()
    steps: list[Step] = []
    used = 0
    waiting = None
    while True:
        p = s.current_player
        if p == TERMINAL:
            break
        if len(steps) >= limit:
            raise ValueError(f"the game did not end within max_steps={limit} steps")
        turn = s.turn()
        if p == CHANCE:
            acts, _, _, dist = draws.get(s)
            a = draws.draw(s, rng)
            odds: dict = {}
            for o, pr in dist.probs().items():
                lab = s.action_label(o)
                if lab in odds:
                    raise ValueError(f"{type(s).__name__}: two chance outcomes share the label {lab!r}")
                odds[lab] = pr
            options = ()
        else:
            seat = seats[p]
            if seat.human:
                if used >= len(choices):
                    waiting = p
                    break
                a = choices[used]
                used += 1
                s._check_action(a)
            else:
                a = seat.action(s, rng)
            odds, options = {}, tuple(s.action_label(x) for x in s.legal_actions())
        result = s.action_label(a)
        nxt = s.apply(a)
        steps.append(Step(len(steps) + 1, turn.actor, turn.action, turn.cite, result, str(nxt),
                          turn.w, None, odds[result] if p == CHANCE else None,
                          MappingProxyType(odds), computed=turn.numbers, note=turn.note,
                          rolled=p == CHANCE, player=p, action_id=a, options=options, state=nxt))
        s = nxt
    if used < len(choices):
        raise ValueError(f"choices: {len(choices) - used} choice(s) left over; the game asked for {used}")
    rets = () if waiting is not None else tuple(_api(r) for r in s.returns())
    return Playthrough(game.name, tuple(steps), rets, seed=seed, cite=", ".join(game.cite),
                       rules=game.rules, options=game.options, waiting=waiting, state=s, start=start)


def _run(game: Game, seats, rng: random.Random, draws: _Draws, limit: int) -> State:
    """One game without a log (the fast loop of simulate: the same draws as play)."""
    s = game.new_initial_state()
    for _ in range(limit):
        p = s.current_player
        if p == TERMINAL:
            return s
        s = s.apply(draws.draw(s, rng) if p == CHANCE else seats[p].action(s, rng))
    if s.current_player == TERMINAL:
        return s
    raise ValueError(f"a game did not end within max_steps={limit} steps")


# ----------------------------------------------------------------------------- simulate
@dataclass(frozen=True)
class Estimate:
    """A simulated estimate with its 95% interval (floats, labelled as estimates).

    ``kind`` is "proportion" (``value`` is the share of games; Wilson score interval) or
    "mean" (Student t interval; normal once n >= 1000). ``exact_sample`` is the sample's own
    mean as an exact fraction (what the games gave, not the game's true value).
    """

    name: str
    kind: str
    value: float
    low: float
    high: float
    n: int
    method: str
    exact_sample: Any = None

    def contains(self, x) -> bool:
        """True if the exact number ``x`` lies in the 95% interval."""
        from .core import exact_number

        v = exact_number(x, "x")
        if not isinstance(v, Fraction):
            raise TypeError(f"x must be a rational number, not {x!r}")
        return self.low <= float(v) <= self.high

    def __str__(self) -> str:
        return (f"{self.name}: {self.value:.4g} (95% {self.low:.4g} to {self.high:.4g}; "
                f"{self.method}, n={self.n})")


def _wilson(hits: int, n: int, name: str) -> Estimate:
    p = hits / n
    d = 1 + _Z95**2 / n
    mid = (p + _Z95**2 / (2 * n)) / d
    half = _Z95 * math.sqrt(p * (1 - p) / n + _Z95**2 / (4 * n * n)) / d
    return Estimate(name, "proportion", p, max(0.0, mid - half), min(1.0, mid + half), n,
                    "Wilson score 95%", sympy.Rational(hits, n))


# The 97.5% points of Student's t for 1..30 degrees of freedom (the standard table; the tests
# check them against scipy.stats.t.ppf). Past 30, the Cornish-Fisher expansion in z (terms to
# 1/dof^4) is accurate to 1e-6; scipy is not imported here because it takes seconds to load.
_T975 = (12.706204736, 4.302652730, 3.182446305, 2.776445105, 2.570581836, 2.446911851, 2.364624252,
         2.306004135, 2.262157163, 2.228138852, 2.200985160, 2.178812830, 2.160368656, 2.144786688,
         2.131449546, 2.119905299, 2.109815578, 2.100922040, 2.093024054, 2.085963447, 2.079613845,
         2.073873068, 2.068657610, 2.063898562, 2.059538553, 2.055529439, 2.051830516, 2.048407142,
         2.045229642, 2.042272456)


def _t_quantile(dof: int) -> tuple[float, str]:
    if dof >= 999:
        return _Z95, "normal 95% (z = 1.96)"
    if dof <= len(_T975):
        return _T975[dof - 1], f"Student t 95% ({dof} dof)"
    z, v = _Z95, dof
    t = (z + (z**3 + z) / (4 * v) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * v**2)
         + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * v**3)
         + (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / (92160 * v**4))
    return t, f"Student t 95% ({dof} dof)"


def _mean(values: list, name: str) -> Estimate:
    n = len(values)
    total = sum(values, Fraction(0))
    mean = total / n
    if n < 2:
        return Estimate(name, "mean", float(mean), -math.inf, math.inf, n, "one game: no interval",
                        sympy.Rational(mean.numerator, mean.denominator))
    var = sum(((v - mean) ** 2 for v in values), Fraction(0)) / (n - 1)
    q, method = _t_quantile(n - 1)
    half = q * math.sqrt(var / n)
    return Estimate(name, "mean", float(mean), float(mean) - half, float(mean) + half, n, method,
                    sympy.Rational(mean.numerator, mean.denominator))


@dataclass(frozen=True)
class Summary:
    """What :func:`simulate` found: one :class:`Estimate` per measured quantity.

    ``estimates`` maps a name to its estimate; a quantity measured as a label (a str) gives
    one proportion per label, named ``"name=label"``. ``values`` keeps every game's measure
    in order (game i played with ``game_seeds(seed, n)[i]``).
    """

    game: str
    n: int
    seed: int
    estimates: Mapping[str, Estimate]
    values: tuple = field(repr=False, default=())

    def __getitem__(self, name: str) -> Estimate:
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not {type(name).__name__}")
        if name not in self.estimates:
            raise ValueError(f"no estimate named {name!r}; measured: {list(self.estimates)}")
        return self.estimates[name]

    def __str__(self) -> str:
        return "\n".join([f"{self.game}: {self.n} games, seed {self.seed}"]
                         + [f"  {e}" for e in self.estimates.values()])

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{e.name}</td><td>{e.value:.4g}</td><td>{e.low:.4g} to {e.high:.4g}"
                       f"</td><td>{e.method}</td></tr>" for e in self.estimates.values())
        return (f"<p>{self.game}: {self.n:,} simulated games (seed {self.seed}); estimates are floats"
                f"</p><table><tr><th>quantity</th><th>estimate</th><th>95% interval</th>"
                f"<th>method</th></tr>{rows}</table>")


def _default_measure(game: Game) -> Callable:
    if game.players == 1:
        return lambda s: {"return": s.returns()[0]}
    return lambda s: {f"return[{i}]": r for i, r in enumerate(s.returns())}


def _as_dict(v) -> dict:
    return dict(v) if isinstance(v, Mapping) else {"measure": v}


def _summarise(game: Game, n: int, seed: int, values: list) -> Summary:
    cols: dict[str, list] = {}
    for v in values:
        for k, x in v.items():
            cols.setdefault(k, []).append(x)
    est = {}
    for k, xs in cols.items():
        if len(xs) != n:
            raise ValueError(f"measure gave {k!r} in only {len(xs)} of {n} games")
        if all(isinstance(x, bool) for x in xs):
            est[k] = _wilson(sum(xs), n, k)
        elif all(isinstance(x, str) for x in xs):
            for lab, c in sorted(Counter(xs).items()):
                est[f"{k}={lab}"] = _wilson(c, n, f"{k}={lab}")
        else:
            from .core import exact_number

            nums = [exact_number(x, f"measure {k!r}") for x in xs]
            if not all(isinstance(x, Fraction) for x in nums):
                raise TypeError(f"measure {k!r} must give exact rational numbers, bools or labels")
            est[k] = _mean(nums, k)
    return Summary(game.name, n, seed, MappingProxyType(est), tuple(values))


_JOB: tuple | None = None  # (game, seats, measure, limit) for forked workers


def _work(seeds: list[int]) -> list[dict]:
    game, seats, measure, limit = _JOB
    draws = _Draws()
    return [_as_dict(measure(_run(game, seats, random.Random(s), draws, limit))) for s in seeds]


def simulate(game: Game, n: int, *, seed: int, policies=None, measure: Callable | None = None,
             processes: int | None = None, progress: bool | None = None,
             max_steps: int | None = None) -> Summary:
    """Play ``n`` seeded games and estimate what ``measure`` reports, with 95% intervals.

    ``measure(final_state)`` returns a value or a mapping {name: value}; a bool is counted as
    a proportion (Wilson interval), an exact number averaged (t interval), a str label
    counted per label. By default each player's return. ``policies`` as in :func:`play` (no
    human seats). ``processes``: worker processes (None or 1: this one; ``os.cpu_count()`` for
    every core); the result is the same for any value. ``progress``: a tqdm bar (default: on
    for 20,000 games or more). ``n`` is at most :data:`MAX_GAMES`.
    """
    global _JOB
    _check_game(game)
    _whole("n", n, 1)
    if n > MAX_GAMES:
        raise ValueError(f"n must be at most {MAX_GAMES:,} (a documented limit), not {n:,}")
    _whole("seed", seed)
    seats = _seats(game, policies)
    if any(isinstance(p, HumanPolicy) or p.human for p in seats):
        raise ValueError("policies: a human seat cannot be simulated; give every seat a policy")
    if measure is None:
        measure = _default_measure(game)
    elif not callable(measure):
        raise TypeError(f"measure must be a function of the final state, not {measure!r}")
    procs = 1 if processes is None else _whole("processes", processes, 1)
    procs = min(procs, os.cpu_count() or 1)
    if progress is not None and not isinstance(progress, bool):
        raise TypeError(f"progress must be True, False or None, not {progress!r}")
    show = n >= 20_000 if progress is None else progress
    limit = game.max_game_length if max_steps is None else _whole("max_steps", max_steps, 1)
    seeds = game_seeds(seed, n)
    chunk = max(1, min(2_000, -(-n // (4 * procs))))
    parts = [seeds[i:i + chunk] for i in range(0, n, chunk)]
    bar = None
    if show:
        from tqdm.auto import tqdm

        bar = tqdm(total=n, desc=f"simulate {game.name}", unit="game")
    values: list = []
    _JOB = (game, seats, measure, limit)
    try:
        if procs == 1:
            for part in parts:
                values.extend(_work(part))
                if bar is not None:
                    bar.update(len(part))
        else:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            ctx = multiprocessing.get_context("fork")  # workers inherit _JOB: nothing is pickled in
            with ProcessPoolExecutor(procs, mp_context=ctx) as pool:
                for part, got in zip(parts, pool.map(_work, parts)):
                    values.extend(got)
                    if bar is not None:
                        bar.update(len(part))
    finally:
        _JOB = None
        if bar is not None:
            bar.close()
    return _summarise(game, n, seed, values)


def _api(x):
    if isinstance(x, Fraction):
        return sympy.Rational(x.numerator, x.denominator)
    if isinstance(x, int) and not isinstance(x, bool):
        return sympy.Integer(x)
    return x
