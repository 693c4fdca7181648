"""Play one seeded game step by step, or simulate many with 95% intervals.

:func:`play` gives a :class:`~edgekit.play.log.Playthrough`: every step annotated, the exact
odds of every result, the exact chance of the line. :func:`simulate` plays ``n`` games
without building the log (fast) and gives a :class:`Summary` of estimates with 95%
intervals: Wilson score intervals for proportions (bools, and numbers that are 0 or 1 in
every game, such as the returns of a win/lose game), Student t intervals for means (the normal
z = 1.96 once there are 1,000 games or more, where t and z agree to 0.1%).

Seeds: ``play(game, seed=s)`` draws everything (dice and random policies) from
``random.Random(s)``, so the same seed gives the same playthrough. A seed is a whole number
>= 0 (``random.Random`` hashes a negative seed to its absolute value, so -5 would replay 5).
``simulate(game, n, seed=s)`` plays game ``i`` with seed ``game_seeds(s, n)[i]``, exactly as
``play`` would, so its results do not depend on ``processes`` and any simulated game can be
replayed and read step by step. Dice are drawn with exact integer weights (no floats).

Balance: ``simulate(game, n, seed=s, policies=[...], rotate_seats=True)`` plays each of the ``n``
deals (seeds) once per rotation of the policies over the seats (the same seed each time: common
random numbers), so each seat meets every policy and each policy every seat; the :class:`Balance`
it gives has a win share by seat and one by policy, separately, each with its interval.

Every call keeps its own data (the job, the draws cache, the counts): simulations in threads, a
simulate inside a ``measure`` and worker processes do not meet. Estimates are accumulated as the
games are played (counts, exact running sums), so memory does not grow with ``n``.
"""

from __future__ import annotations

import itertools
import math
import os
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from .. import display
from ..exact import as_seed
from .chance import ChanceSampler
from .core import CHANCE, TERMINAL, Game, State, exact_number
from .log import Playthrough, Step
from .policy import HumanPolicy, Policy, RandomPolicy, _identity

__all__ = ["play", "simulate", "Summary", "Estimate", "Balance", "game_seeds", "MAX_GAMES"]

MAX_GAMES = 10_000_000  # a documented limit on simulate's n
_Z95 = 1.959963984540054  # the 97.5% point of the standard normal


# ----------------------------------------------------------------------------- inputs
def _whole(name: str, x: Any, minimum: int | None = None) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if minimum is not None and x < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {x}")
    return x


def _seed(seed: Any) -> int:
    """A seed: a whole number >= 0. random.Random(-s) is random.Random(s), so a negative seed
    would silently replay another seed's game; it is refused instead (edgekit.exact.as_seed)."""
    return as_seed("seed", seed)


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
        out = [policies] * n
    elif isinstance(policies, Mapping):
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
        _check_policy_game(p, game)
    return tuple(out)


def _check_policy_game(p: Policy, game: Game) -> None:
    """A named policy reads the game it was made for (its board, decks, rules, exact solution), so on
    any other game it would silently play from the wrong game's data: refused. The same game built
    again with the same parameters (equal type, name, players, rules and options) is the same game."""
    made_for = getattr(p, "game", None)
    if not isinstance(made_for, Game) or made_for is game or _identity(made_for) == _identity(game):
        return
    raise ValueError(f"policies: {p!r} is a policy of {made_for!r}, not of this game {game!r}; "
                     f"take the policy from this game's .policies")


def game_seeds(seed: int, n: int) -> list[int]:
    """The seed of each of ``n`` simulated games (``simulate`` plays game i with seed i of these)."""
    _seed(seed)
    _whole("n", n, 0)
    if n > MAX_GAMES:
        raise ValueError(f"n must be at most {MAX_GAMES:,} (a documented limit), not {n:,}")
    return list(itertools.islice(_seed_stream(seed), n))


def _seed_stream(seed: int) -> Iterator[int]:
    """The games' seeds one by one (game_seeds(seed, n) is the first n): simulate draws them as
    it goes instead of building the whole list."""
    master = random.Random(seed)
    while True:
        yield master.getrandbits(64)


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
    _seed(seed)
    seats = _seats(game, policies)
    if isinstance(choices, str) or not isinstance(choices, Sequence):
        raise TypeError(f"choices must be a list of action ids, not {choices!r}")
    choices = [_whole("choices item", c) for c in choices]
    limit = game.max_game_length if max_steps is None else _whole("max_steps", max_steps, 1)
    rng, draws = random.Random(seed), ChanceSampler()
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
            law = draws.weights(s)
            a, dist = law.draw(rng), law.dist
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
                       rules=game.rules, options=game.options, params=game.params, waiting=waiting, state=s,
                       start=start)


def _run(game: Game, seats, rng: random.Random, draws: ChanceSampler, limit: int) -> State:
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
        v = exact_number(x, "x")
        if not isinstance(v, Fraction):
            raise TypeError(f"x must be a rational number, not {x!r}")
        return self.low <= float(v) <= self.high

    def __str__(self) -> str:
        return (f"{self.name}: {self.value:.4g} (95% {self.low:.4g} to {self.high:.4g}; "
                f"{self.method}, n={self.n})")

    # -- what a notebook shows (edgekit.display): the estimate labelled as one, its interval, n, method
    def _row(self) -> tuple:
        pct = self.kind == "proportion"
        shown = display.prob(self.value) if pct else display.number(self.value)
        if self.exact_sample is not None:  # the sample's own exact share or mean, one step away
            shown = display.Shown(str(shown), html=shown.html, markdown=shown.markdown,
                                  exact=display.exact(self.exact_sample), value=self.exact_sample)
        if math.isinf(self.low) or math.isinf(self.high):
            interval = "none (one game)"
        elif pct:
            interval = f"{display.percent(self.low)} to {display.percent(self.high)}"
        else:
            interval = f"{self.low:.4g} to {self.high:.4g}"
        return (self.name, shown, interval, self.n, self.method)

    def as_table(self, title: str = "") -> display.Table:
        return display.Table(title or f"{self.name}: a simulation estimate", _ESTIMATE_COLUMNS, [self._row()],
                             notes=_ESTIMATE_NOTE)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


_ESTIMATE_COLUMNS = ("quantity", "estimate", "95% interval", "games", "method")
_ESTIMATE_NOTE = ("Estimates from seeded simulated games (floats, labelled ≈); the exact share or mean "
                  "of the sample is each estimate's exact value (.rows, to_csv).",)


def _wilson(hits, n: int, name: str, method: str = "Wilson score 95%") -> Estimate:
    """The Wilson score interval of ``hits`` in ``n``: inside [0, 1] and around the sample share;
    an all-true sample's upper bound is exactly 1 and an all-false one's lower bound exactly 0
    (the formula gives them only up to float rounding, e.g. 0.9999999999999999). ``hits`` may be
    a Fraction: the sum of shares in [0, 1] (a win shared by two counts 1/2)."""
    p = float(Fraction(hits, n))  # = hits / n for whole hits, correctly rounded either way
    d = 1 + _Z95**2 / n
    mid = (p + _Z95**2 / (2 * n)) / d
    half = _Z95 * math.sqrt(p * (1 - p) / n + _Z95**2 / (4 * n * n)) / d
    low = 0.0 if hits == 0 else min(p, max(0.0, mid - half))
    high = 1.0 if hits == n else max(p, min(1.0, mid + half))
    share = Fraction(hits, n)
    return Estimate(name, "proportion", p, low, high, n, method,
                    sympy.Rational(share.numerator, share.denominator))


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
    """The mean of exact numbers with its t interval (whole_game's paired differences use it)."""
    col = _Column()
    for v in values:
        col.add(name, v)
    return col.mean_estimate(name, len(values))


def _t_mean(total, squares, n: int, name: str) -> Estimate:
    """The mean and Student t interval from exact running sums: the sample variance
    (squares - total**2 / n) / (n - 1) is exactly sum((v - mean)**2) / (n - 1)."""
    mean = Fraction(total) / n
    exact = sympy.Rational(mean.numerator, mean.denominator)
    if n < 2:
        return Estimate(name, "mean", float(mean), -math.inf, math.inf, n, "one game: no interval", exact)
    var = (Fraction(squares) - Fraction(total) ** 2 / n) / (n - 1)
    q, method = _t_quantile(n - 1)
    half = q * math.sqrt(var / n)
    return Estimate(name, "mean", float(mean), float(mean) - half, float(mean) + half, n, method, exact)


@dataclass(frozen=True)
class Summary:
    """What :func:`simulate` found: one :class:`Estimate` per measured quantity.

    ``estimates`` maps a name to its estimate; a quantity measured as a label (a str) gives
    one proportion per label, named ``"name=label"``. ``values`` is every game's measure in
    order (game i played with ``game_seeds(seed, n)[i]``), kept only when simulate was asked
    (``keep_values=True``): otherwise simulate counts as it goes and holds no game.
    """

    game: str
    n: int
    seed: int
    estimates: Mapping[str, Estimate]
    kept_values: tuple | None = field(repr=False, default=None)

    @property
    def values(self) -> tuple:
        """Every game's measure (a mapping name -> value), in seed order; needs ``keep_values=True``."""
        if self.kept_values is None:
            raise ValueError("values: this simulation kept no game's measure (it counts as it goes); "
                             "call simulate(..., keep_values=True) to keep them")
        return self.kept_values

    def __getitem__(self, name: str) -> Estimate:
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not {type(name).__name__}")
        if name not in self.estimates:
            raise ValueError(f"no estimate named {name!r}; measured: {list(self.estimates)}")
        return self.estimates[name]

    def __str__(self) -> str:
        return "\n".join([f"{self.game}: {self.n} games, seed {self.seed}"]
                         + [f"  {e}" for e in self.estimates.values()])

    def as_table(self, title: str = "") -> display.Table:
        """One row per estimate: its value (labelled ≈), 95% interval, games and method."""
        return display.Table(title or f"{self.game}: {self.n:,} simulated games (seed {self.seed})",
                             _ESTIMATE_COLUMNS, [e._row() for e in self.estimates.values()],
                             notes=_ESTIMATE_NOTE)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


# ----------------------------------------------------------------------------- balance (rotate_seats)
def _rotation_labels(game: Game, seats: tuple, rotate_seats, measure, keep_values) -> tuple | None:
    """With rotate_seats, each seat's policy label (rotation 0); None without. The same Policy
    object in several seats is one policy; two different policies of one name are told apart by
    the first place each has in ``policies`` ("random (policies[1])")."""
    if not isinstance(rotate_seats, bool):
        raise TypeError(f"rotate_seats must be True or False, not {rotate_seats!r}")
    if not rotate_seats:
        return None
    if game.players < 2:
        raise ValueError(f"rotate_seats: {game.name} is a one-player game: there are no seats to rotate")
    if measure is not None:
        raise ValueError("measure: rotate_seats measures each seat's and each policy's return itself; "
                         "leave measure out (or simulate without rotate_seats)")
    if keep_values:
        raise ValueError("keep_values: rotate_seats keeps no game's values; leave keep_values out")
    first: list = []  # the distinct policies, in the order of their first seat
    for p in seats:
        if not any(p is q for q in first):
            first.append(p)
    if len(first) < 2:
        raise ValueError(f"policies: rotate_seats needs at least two different policies in the seats "
                         f"(every seat plays {first[0].name!r}, so rotating changes nothing); give a "
                         f"list of {game.players} policies")
    names = Counter(p.name for p in first)
    label = {id(p): p.name if names[p.name] == 1 else f"{p.name} (policies[{seats.index(p)}])"
             for p in first}
    return tuple(label[id(p)] for p in seats)


@dataclass(frozen=True)
class Balance:
    """What ``simulate(..., rotate_seats=True)`` found: win shares by seat and by policy, apart.

    Each of ``deals`` deals was played once per rotation of ``policies`` over the seats, so
    ``games = deals * players`` games. ``by_seat[k]`` is seat k's mean return over every game
    (whoever sat there), ``by_policy[label]`` a policy's mean return per seat it held, wherever
    it sat (``seats_held[label]`` seats in each game). Each is an :class:`Estimate` over the
    deals, the independent unit (the rotations of one deal share its dice): when every deal's
    value is a share in [0, 1] (a win share) the Wilson score interval of that mean
    (conservative: a share's variance is at most p(1 - p)), else a Student t interval.
    ``even`` is the exact average of the seats' sample shares (1/players when every game is won
    by someone: the share of a seat, or a policy, if none mattered).
    """

    game: str
    deals: int
    seed: int
    players: int
    policies: tuple  # each seat's policy label in rotation 0 (the order given)
    by_seat: tuple
    by_policy: Mapping[str, Estimate]
    seats_held: Mapping[str, int]

    @property
    def games(self) -> int:
        return self.deals * self.players

    @property
    def method(self) -> str:
        return self.by_seat[0].method

    @property
    def even(self):
        """The exact average of the seats' sample shares (1/players if every game has a winner)."""
        return sum((e.exact_sample for e in self.by_seat), sympy.Integer(0)) / self.players

    def uneven_seats(self) -> tuple[int, ...]:
        """The seats whose 95% interval leaves out the even share: seat order mattered there."""
        v = float(self.even)
        return tuple(k for k, e in enumerate(self.by_seat) if not e.low <= v <= e.high)

    def strongest(self) -> str | None:
        """The policy whose 95% interval lies wholly above every other policy's, or None when no
        policy is that clearly ahead (the intervals overlap)."""
        best = max(self.by_policy, key=lambda k: self.by_policy[k].value)
        others = [e for k, e in self.by_policy.items() if k != best]
        return best if all(self.by_policy[best].low > e.high for e in others) else None

    def ranking(self) -> tuple[str, ...]:
        """The policies from the highest sample share to the lowest (ties in the order given)."""
        return tuple(sorted(self.by_policy, key=lambda k: -self.by_policy[k].exact_sample))

    def seat_finding(self) -> display.Text:
        """Does seat order matter, as far as these games tell: a sentence computed from the intervals."""
        even = self._even_words()
        uneven = self.uneven_seats()
        if uneven:
            parts = [f"seat {k} {_span(self.by_seat[k], 'the')}" for k in uneven]
            which = "each of these intervals leaves" if len(parts) > 1 else "the interval leaves"
            return display.md("**Seat order mattered:** {parts}; {which} out {even}.", parts="; ".join(parts),
                              which=which, even=even)
        lo = min(self.by_seat, key=lambda e: e.value)
        hi = max(self.by_seat, key=lambda e: e.value)
        return display.md("**Seat order:** no seat is told apart from {even} by these {n:,} games: the seats "
                          "won from {lo} to {hi}, and every seat's 95% interval holds it (a smaller seat "
                          "effect is not ruled out; more deals narrow the intervals).", even=even,
                          n=self.games, lo=display.percent(lo.value) if self._shares() else f"{lo.value:.3g}",
                          hi=display.percent(hi.value) if self._shares() else f"{hi.value:.3g}")

    def policy_finding(self) -> display.Text:
        """Which policy is strongest, as far as these games tell: a sentence computed from the intervals."""
        order = self.ranking()
        top = order[0]
        if self.strongest():
            return display.md("**Strongest:** {p} {span}, an interval wholly above every other "
                              "policy's.", p=top, span=_span(self.by_policy[top]))
        close = next(k for k in order[1:] if self.by_policy[k].high >= self.by_policy[top].low)
        return display.md("**Strongest:** none is singled out by these {n:,} games: {p} did best: it "
                          "{span}; but that interval overlaps the one of {q}, which {other}.",
                          n=self.games, p=top, span=_span(self.by_policy[top]), q=close,
                          other=_span(self.by_policy[close]))

    def _shares(self) -> bool:
        return all(e.kind == "proportion" for e in (*self.by_seat, *self.by_policy.values()))

    def _even_words(self) -> str:
        if self._shares():
            return f"the even share {display.prob(self.even)}"
        return f"the seats' average {display.number(self.even)}"

    # -- what a notebook shows
    def _what(self) -> str:
        return "win share" if self._shares() else "mean return"

    def _notes(self) -> tuple[str, ...]:
        return (f"{self.deals:,} deals × {self.players} rotations of the policies over the seats = "
                f"{self.games:,} games (seed {self.seed}); each deal is played with every policy in every "
                f"seat from the same seed (common random numbers).",
                f"95% intervals: {self.method}. Estimates (≈) with the "
                f"sample's exact value one step away. An even share is {display.prob(self.even)}.")

    def seat_table(self) -> display.Table:
        """One row per seat: its share over every rotation (whoever sat there), its interval."""
        what = self._what()
        rows = [(f"seat {k}", *e._row()[1:3]) for k, e in enumerate(self.by_seat)]
        return display.Table(f"{self.game}: {what} by seat (seats rotated, {self.games:,} games)",
                             ("seat", what, "95% interval"), rows, notes=self._notes())

    def policy_table(self) -> display.Table:
        """One row per policy: its share per seat held, wherever it sat, its interval."""
        what = self._what()
        rows = [(k, self.seats_held[k], *e._row()[1:3]) for k, e in self.by_policy.items()]
        return display.Table(f"{self.game}: {what} by policy (seats rotated, {self.games:,} games)",
                             ("policy", "seats per game", f"{what} per seat", "95% interval"), rows,
                             notes=self._notes())

    def as_table(self, title: str = "") -> display.Table:
        """Both in one table: the seats, then the policies."""
        what = self._what()
        rows = ([("seat", f"seat {k}", *e._row()[1:3]) for k, e in enumerate(self.by_seat)]
                + [("policy", k, *e._row()[1:3]) for k, e in self.by_policy.items()])
        return display.Table(title or f"{self.game}: {what} by seat and by policy ({self.games:,} games)",
                             ("by", "seat or policy", what, "95% interval"), rows, notes=self._notes())

    def __str__(self) -> str:
        return f"{self.seat_table()}\n\n{self.policy_table()}"

    def _repr_html_(self) -> str:
        return self.seat_table()._repr_html_() + self.policy_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.seat_table()._repr_markdown_() + "\n\n" + self.policy_table()._repr_markdown_()


def _span(e: Estimate, whose: str = "its") -> str:
    """An estimate in a sentence: "won 40.0% of its games (95% interval 19.1% to 64.0%)"."""
    if e.kind == "proportion":
        return (f"won {display.percent(e.value)} of {whose} games (95% interval {display.percent(e.low)} "
                f"to {display.percent(e.high)})")
    return f"got a mean return of {e.value:.3g} (95% interval {e.low:.3g} to {e.high:.3g})"


def _balance_estimate(col: _Column, name: str, deals: int, rotations: int) -> Estimate:
    if col.unit:  # every deal's value is a share in [0, 1]
        return _wilson(col.total, deals, name, f"Wilson score 95% over {deals:,} deals (each deal's share of "
                                               f"its {rotations} rotations; conservative)")
    return col.mean_estimate(name, deals)


def _balance(counts: _Counts, game: Game, n: int, seed: int, labels: tuple) -> Balance:
    cols, k = counts.columns, game.players
    by_seat = tuple(_balance_estimate(cols[f"seat {i}"], f"seat {i}", n, k) for i in range(k))
    held = Counter(labels)
    by_policy = {lab: _balance_estimate(cols[f"policy {lab}"], lab, n, k) for lab in dict.fromkeys(labels)}
    return Balance(game.name, n, seed, k, labels, by_seat, MappingProxyType(by_policy),
                   MappingProxyType(dict(held)))


def _default_measure(game: Game) -> Callable:
    if game.players == 1:
        return lambda s: {"return": s.returns()[0]}
    return lambda s: {f"return[{i}]": r for i, r in enumerate(s.returns())}


def _as_dict(v) -> dict:
    return dict(v) if isinstance(v, Mapping) else {"measure": v}


# ----------------------------------------------------------------------------- counting as it goes
_KINDS = "exact rational numbers, bools or str labels (one kind per quantity)"


class _Column:
    """One measured quantity, accumulated game by game: a count of True (bools), a count per
    label (str), or exact running sums of the values and their squares (numbers; ints while the
    values are whole, Fractions after). ``binary``: every number so far is 0 or 1 (a proportion);
    ``unit``: every number so far lies in [0, 1] (a share, e.g. a win shared by two is 1/2)."""

    __slots__ = ("kind", "games", "hits", "labels", "total", "squares", "binary", "unit")

    def __init__(self):
        self.kind, self.games, self.hits, self.labels = None, 0, 0, Counter()
        self.total, self.squares, self.binary, self.unit = 0, 0, True, True

    def _kind(self, name: str, kind: str) -> None:
        if self.kind is None:
            self.kind = kind
        elif self.kind != kind:
            raise TypeError(f"measure {name!r} must give {_KINDS}; it gave a {kind} after a {self.kind}")

    def add(self, name: str, x) -> None:
        self.games += 1
        if isinstance(x, bool):
            self._kind(name, "bool")
            self.hits += x
        elif isinstance(x, str):
            self._kind(name, "label")
            self.labels[x] += 1
        else:
            v = x if type(x) in (int, Fraction) else exact_number(x, f"measure {name!r}")  # fast path
            if not isinstance(v, Fraction | int):
                raise TypeError(f"measure {name!r} must give {_KINDS}, not {x!r}")
            if self.kind != "number":
                self._kind(name, "number")
            if v.denominator == 1:
                v = v.numerator  # whole numbers sum as ints (fast, and the same exact sums)
            self.total += v
            self.squares += v * v
            self.binary = self.binary and v in (0, 1)
            self.unit = self.unit and 0 <= v <= 1

    def merge(self, name: str, other: _Column) -> None:
        """Add another chunk's counts of the same quantity (worker processes)."""
        if other.kind is not None:
            self._kind(name, other.kind)
        self.games += other.games
        self.hits += other.hits
        self.labels.update(other.labels)
        self.total += other.total
        self.squares += other.squares
        self.binary = self.binary and other.binary
        self.unit = self.unit and other.unit

    def mean_estimate(self, name: str, n: int) -> Estimate:
        return _t_mean(self.total, self.squares, n, name)

    def estimates(self, name: str, n: int) -> list[Estimate]:
        """This quantity's estimates: a proportion (bools, numbers that are all 0 or 1), one
        proportion per label, a share (numbers all in [0, 1]) or a mean with its t interval.

        A share gets the Wilson interval of its mean: a value in [0, 1] with mean p has variance
        at most p(1 - p), the Bernoulli one, so the interval is conservative and stays in [0, 1],
        where a t interval of, say, 11 wins and a shared win in 12 games reaches 1.04."""
        if self.kind == "bool":
            return [_wilson(self.hits, n, name)]
        if self.kind == "label":
            return [_wilson(c, n, f"{name}={lab}") for lab, c in sorted(self.labels.items())]
        if self.binary:
            return [_wilson(self.total, n, name)]
        if self.unit:
            return [_wilson(self.total, n, name, "Wilson score 95% (shares in [0, 1]; conservative)")]
        return [self.mean_estimate(name, n)]


class _Counts:
    """Every quantity's :class:`_Column`, in the order first measured (and, if asked, each game's
    measure). One per call, or per chunk in a worker process: nothing is shared between calls."""

    def __init__(self, keep: bool):
        self.games = 0
        self.columns: dict[str, _Column] = {}
        self.values: list | None = [] if keep else None

    def add(self, measured) -> None:
        self.games += 1
        v = _as_dict(measured)
        for k, x in v.items():
            if not isinstance(k, str):
                raise TypeError(f"measure must name its quantities with str keys, not {k!r}")
            col = self.columns.get(k)
            if col is None:
                col = self.columns[k] = _Column()
            col.add(k, x)
        if self.values is not None:
            self.values.append(v)

    def merge(self, other: _Counts) -> None:
        self.games += other.games
        for k, col in other.columns.items():
            self.columns.setdefault(k, _Column()).merge(k, col)
        if self.values is not None:
            self.values.extend(other.values)

    def summary(self, game: Game, n: int, seed: int) -> Summary:
        est: dict[str, Estimate] = {}
        source: dict[str, str] = {}
        for k, col in self.columns.items():
            if col.games != n:
                raise ValueError(f"measure gave {k!r} in only {col.games} of {n} games")
            for e in col.estimates(k, n):
                if e.name in est:
                    raise ValueError(f"measure: two quantities give the estimate name {e.name!r} (from "
                                     f"{source[e.name]!r} and {k!r}; a label x of quantity q is named "
                                     f"'q=x'): rename one")
                est[e.name], source[e.name] = e, k
        kept = None if self.values is None else tuple(MappingProxyType(v) for v in self.values)
        return Summary(game.name, n, seed, MappingProxyType(est), kept)


@dataclass(frozen=True)
class _Job:
    """Everything one simulate call plays: passed to each chunk, never kept in module state."""

    game: Game
    seats: tuple
    measure: Callable | None
    limit: int
    keep: bool
    labels: tuple | None = None  # rotate_seats: each seat's policy label in rotation 0, else None


def _work(job: _Job, seeds: list[int], draws: ChanceSampler | None = None) -> _Counts:
    """Play the games of ``seeds`` and count their measures (with rotate_seats: each seed a deal)."""
    draws = ChanceSampler() if draws is None else draws
    counts = _Counts(job.keep)
    for s in seeds:
        if job.labels is None:
            counts.add(job.measure(_run(job.game, job.seats, random.Random(s), draws, job.limit)))
        else:
            counts.add(_deal(job, s, draws))
    return counts


def _deal(job: _Job, seed: int, draws: ChanceSampler) -> dict:
    """One deal: the game of ``seed`` played once per rotation (rotation r seats policy
    ``(k + r) % n`` of the list at seat k), every time from ``random.Random(seed)``. Gives each
    seat's mean return over the rotations and each policy's mean return per seat it held."""
    n = len(job.seats)
    by_seat = [Fraction(0)] * n
    by_policy = dict.fromkeys(job.labels, Fraction(0))
    for r in range(n):
        seats = job.seats[r:] + job.seats[:r]
        final = _run(job.game, seats, random.Random(seed), draws, job.limit)
        for k, x in enumerate(final.returns()):
            v = exact_number(x, "returns")
            by_seat[k] += v
            by_policy[job.labels[(k + r) % n]] += v
    held = Counter(job.labels)
    return {**{f"seat {k}": v / n for k, v in enumerate(by_seat)},
            **{f"policy {lab}": v / (n * held[lab]) for lab, v in by_policy.items()}}


# A worker process's job: set by the pool's initializer in each worker forked for one simulate call
# (the fork hands it over without pickling, so lambdas work); the calling process never sets it.
_WORKER_JOB: _Job | None = None


def _worker_init(job: _Job) -> None:
    global _WORKER_JOB
    _WORKER_JOB = job


def _worker_chunk(seeds: list[int]) -> _Counts:
    return _work(_WORKER_JOB, seeds)


def _chunks(seed: int, n: int, size: int) -> Iterator[list[int]]:
    """The games' seeds in chunks of ``size`` (the last may be shorter), drawn as needed."""
    stream = _seed_stream(seed)
    for start in range(0, n, size):
        yield list(itertools.islice(stream, min(size, n - start)))


def simulate(game: Game, n: int, *, seed: int, policies=None, measure: Callable | None = None,
             processes: int | None = None, progress: bool | None = None,
             max_steps: int | None = None, keep_values: bool = False,
             rotate_seats: bool = False) -> Summary | Balance:
    """Play ``n`` seeded games and estimate what ``measure`` reports, with 95% intervals.

    ``measure(final_state)`` returns a value or a mapping {name (a str): value}; a bool, or a
    number that is 0 or 1 in every game, is counted as a proportion (Wilson interval), a number
    in [0, 1] in every game (a share) too (the Wilson interval of its mean, conservative), other
    exact numbers averaged (t interval), a str label counted per label (``"name=label"``; two
    quantities giving one name is a ValueError). By default each player's return.
    ``policies`` as in :func:`play` (no human seats). ``processes``: worker processes (None or
    1: this one; ``os.cpu_count()`` for every core); the result is the same for any value.
    ``progress``: a tqdm bar (default: on for 20,000 games or more). ``n`` is at most
    :data:`MAX_GAMES`. The estimates are counted as the games are played; ``keep_values=True``
    also keeps every game's measure (``Summary.values``; memory grows with ``n``).

    ``rotate_seats=True`` (balance: "does seat order matter?", "which policy is strongest?"):
    ``n`` is the number of deals; each deal (seed ``game_seeds(seed, n)[i]``) is played once per
    rotation of ``policies`` over the seats, ``players`` games with the same seed (common random
    numbers; rotation 0 is the game ``simulate`` without rotation plays), so ``n * players`` games.
    Gives a :class:`Balance`: each seat's win share over all rotations and each policy's wherever
    it sat, separate estimates with 95% intervals over the deals (the unit that is independent).
    It measures the returns itself: ``measure`` and ``keep_values`` are refused with it (ValueError
    naming them), as are a one-player game and ``policies`` that put one policy in every seat
    (nothing to separate); a policy given for several seats is one policy (its share per seat).
    """
    _check_game(game)
    _whole("n", n, 1)
    if n > MAX_GAMES:
        raise ValueError(f"n must be at most {MAX_GAMES:,} (a documented limit), not {n:,}")
    _seed(seed)
    seats = _seats(game, policies)
    if any(isinstance(p, HumanPolicy) or p.human for p in seats):
        raise ValueError("policies: a human seat cannot be simulated; give every seat a policy")
    if measure is not None and not callable(measure):
        raise TypeError(f"measure must be a function of the final state, not {measure!r}")
    if not isinstance(keep_values, bool):
        raise TypeError(f"keep_values must be True or False, not {keep_values!r}")
    labels = _rotation_labels(game, seats, rotate_seats, measure, keep_values)
    if measure is None and labels is None:
        measure = _default_measure(game)
    procs = 1 if processes is None else _whole("processes", processes, 1)
    procs = min(procs, os.cpu_count() or 1)
    if progress is not None and not isinstance(progress, bool):
        raise TypeError(f"progress must be True, False or None, not {progress!r}")
    show = n >= 20_000 if progress is None else progress
    limit = game.max_game_length if max_steps is None else _whole("max_steps", max_steps, 1)
    job = _Job(game, seats, measure, limit, keep_values, labels)
    size = max(1, min(2_000, -(-n // (4 * procs))))
    bar = None
    if show:
        from tqdm.auto import tqdm

        bar = tqdm(total=n, desc=f"simulate {game.name}", unit="game" if labels is None else "deal")
    counts = _Counts(keep_values)
    try:
        for got in (_here(job, seed, n, size) if procs == 1 else _in_workers(job, seed, n, size, procs)):
            counts.merge(got)
            if bar is not None:
                bar.update(got.games)
    finally:
        if bar is not None:
            bar.close()
    if labels is not None:
        return _balance(counts, game, n, seed, labels)
    return counts.summary(game, n, seed)


def _here(job: _Job, seed: int, n: int, size: int) -> Iterator[_Counts]:
    draws = ChanceSampler()  # one cache for the whole call
    for seeds in _chunks(seed, n, size):
        yield _work(job, seeds, draws)


def _in_workers(job: _Job, seed: int, n: int, size: int, procs: int) -> Iterator[_Counts]:
    """The chunks' counts from ``procs`` forked workers, in order, a few chunks in flight at a time
    (so neither the seeds nor the results of every chunk are held at once)."""
    import multiprocessing
    from collections import deque
    from concurrent.futures import ProcessPoolExecutor

    ctx = multiprocessing.get_context("fork")  # the workers inherit the job: nothing is pickled in
    with ProcessPoolExecutor(procs, mp_context=ctx, initializer=_worker_init, initargs=(job,)) as pool:
        pending: deque = deque()
        for seeds in _chunks(seed, n, size):
            pending.append(pool.submit(_worker_chunk, seeds))
            if len(pending) >= 2 * procs:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()


def _api(x):
    if isinstance(x, Fraction):
        return sympy.Rational(x.numerator, x.denominator)
    if isinstance(x, int) and not isinstance(x, bool):
        return sympy.Integer(x)
    return x
