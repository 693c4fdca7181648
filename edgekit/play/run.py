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

The fast path (issue 24): ``simulate`` and :func:`final_states` play every game through one loop
that builds no log and no exact odds: chance outcomes are drawn from the state's
:meth:`~edgekit.play.State.chance_weights` (cached integer weights; the one sampler,
:mod:`edgekit.play.chance`), each policy's choice is checked with
:meth:`~edgekit.play.State.is_legal`, and the same seed gives the very same game as :func:`play`
(tests/play/test_fast_path.py compares them game by game for every game).

Beyond one machine: ``simulate(..., executor=...)`` takes any :class:`concurrent.futures.Executor`
(a process pool; a Dask cluster's ``Client(...).get_executor()``): the games are sent to it in
chunks, the game itself as the factory call that built it (:func:`edgekit.play.core.factory`), and
the result is identical to ``processes=1`` for the same seed whatever the executor or its workers.

Every call keeps its own data (the job, the draws cache, the counts): simulations in threads, a
simulate inside a ``measure`` and worker processes do not meet. Estimates are accumulated as the
games are played (counts, exact running sums), so memory does not grow with ``n``.
"""

from __future__ import annotations

import itertools
import os
import pickle
import random
from collections import Counter, deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from ..exact import as_seed
from .balance import Balance, _balance, _rotation_labels
from .chance import ChanceSampler, checked
from .core import CHANCE, TERMINAL, Game, State, exact_number
from .estimates import Estimate, Summary, _Counts
from .log import Playthrough, Step
from .policy import HumanPolicy, Policy, RandomPolicy, _identity

__all__ = ["play", "simulate", "final_states", "Summary", "Estimate", "Balance", "game_seeds", "MAX_GAMES"]

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
    rng = random.Random(seed)
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
            dist = s.chance_outcomes()
            a = checked(s, dist).draw(rng)  # the game's Weights held to the odds it logs
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


_STATE_APPLY = State.apply


def _run(game: Game, seats, rng: random.Random, draws: ChanceSampler, limit: int) -> State:
    """One game without a log: the fast path of simulate and final_states (the same draws as play).

    A chance outcome comes from the state's own Weights (legal by construction) and is applied
    unchecked; a policy's choice is checked with ``is_legal`` (an illegal one raises what ``play``
    raises). A state type that overrides ``apply`` itself (the tests' toy games) is applied through it.
    A state with the hook ``_chance_run`` (:attr:`State._chance_run`) plays its run of chance steps
    itself when the sampler is the plain one (a sampler of one's own sees every step).
    """
    s = game.new_initial_state()
    fuse = type(draws) is ChanceSampler
    steps = 0
    while steps < limit:
        p = s.current_player
        if p == TERMINAL:
            return s
        if p == CHANCE:
            run = s._chance_run if fuse else None
            if run is not None:
                s, k = run(rng, limit - steps)
                steps += k
                continue
            a = draws.draw(s, rng)
        else:
            a = seats[p].action(s, rng)
            if not s.is_legal(a):
                s._check_action(a)  # the error play gives (TypeError or ValueError naming the action)
                raise ValueError(f"{type(s).__name__}.is_legal({a!r}) is False, but the action is legal here "
                                 f"({s}): the game's is_legal disagrees with its legal_actions")
        s = s._apply(a) if type(s).apply is _STATE_APPLY else s.apply(a)
        steps += 1
    if s.current_player == TERMINAL:
        return s
    raise ValueError(f"a game did not end within max_steps={limit} steps")


def _sampler() -> ChanceSampler:
    """The sampler of one simulate call or one chunk: a game without its own chance_weights is served
    from Weights remembered per Dist object (its states share a few cached Dists; a state is rarely
    seen twice, and keying on it would hash every state)."""
    return ChanceSampler(by="dist", limit=20_000)


def _default_measure(game: Game) -> Callable:
    if game.players == 1:
        return lambda s: {"return": s.returns()[0]}
    return lambda s: {f"return[{i}]": r for i, r in enumerate(s.returns())}


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
    draws = _sampler() if draws is None else draws
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


def _remote_chunk(payload: bytes, seeds: list[int]) -> _Counts:
    """One chunk on an executor's worker: the job as sent (pickled once by the caller), its games
    counted. Each chunk unpickles its own job (policies and measures may count as they play); the
    game inside is rebuilt from its factory call, and a worker keeps the last few it built."""
    return _work(pickle.loads(payload), seeds)


def _payload(job: _Job) -> bytes:
    """The job as bytes for an executor's workers: cloudpickle (Dask's; it sends a lambda, a closure
    or a notebook's function by value) when installed, else pickle. A game pickles as the factory call
    that built it (edgekit.play.core.factory)."""
    try:
        import cloudpickle
        dumps = cloudpickle.dumps
    except ImportError:  # without Dask: the standard library's pickle (module-level functions only)
        dumps = pickle.dumps
    try:
        return dumps(job)
    except Exception as e:  # noqa: BLE001 - any pickling failure, said in words
        raise TypeError(f"executor: this simulation cannot be sent to the executor's workers "
                        f"({type(e).__name__}: {e}); build the game with its factory (edge_city.game, "
                        f"rogue_agent.game, matrix.game ...), give policies and a measure that can be "
                        f"pickled, or simulate with processes= (forked workers inherit everything)") from None


def _in_executor(job: _Job, seed: int, n: int, executor: Executor) -> Iterator[_Counts]:
    """The chunks' counts from ``executor``, in seed order, at most :data:`_IN_FLIGHT` chunks in flight
    (neither every chunk's seeds nor every result is held at once). The job is pickled once and every
    chunk unpickles its own copy, also in a thread pool: policies or measures that count as they play
    (the whole-game headlines' tallies) never meet another chunk's games."""
    size = max(1, min(500, -(-n // _IN_FLIGHT)))
    payload = _payload(job)
    pending: deque = deque()
    try:
        for seeds in _chunks(seed, n, size):
            pending.append(executor.submit(_remote_chunk, payload, seeds))
            if len(pending) >= _IN_FLIGHT:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()
    finally:
        for f in pending:  # an error (or a closed generator) leaves no chunk running for nothing
            f.cancel()


_IN_FLIGHT = 64  # chunks submitted to an executor ahead of the one awaited


def _chunks(seed: int, n: int, size: int) -> Iterator[list[int]]:
    """The games' seeds in chunks of ``size`` (the last may be shorter), drawn as needed."""
    stream = _seed_stream(seed)
    for start in range(0, n, size):
        yield list(itertools.islice(stream, min(size, n - start)))


def _simulated_seats(game: Game, n: int, seed: int, policies) -> list[Policy]:
    """The arguments every simulation checks (simulate, final_states): the game, the number of games,
    the seed, and a policy (never a human) in every seat; the seats' policies."""
    _check_game(game)
    _whole("n", n, 1)
    if n > MAX_GAMES:
        raise ValueError(f"n must be at most {MAX_GAMES:,} (a documented limit), not {n:,}")
    _seed(seed)
    seats = _seats(game, policies)
    if any(isinstance(p, HumanPolicy) or p.human for p in seats):
        raise ValueError("policies: a human seat cannot be simulated; give every seat a policy")
    return seats


def simulate(game: Game, n: int, *, seed: int, policies=None, measure: Callable | None = None,
             processes: int | None = None, progress: bool | Callable | None = None,
             max_steps: int | None = None, keep_values: bool = False,
             rotate_seats: bool = False, executor: Executor | None = None) -> Summary | Balance:
    """Play ``n`` seeded games and estimate what ``measure`` reports, with 95% intervals.

    ``measure(final_state)`` returns a value or a mapping {name (a str): value}; a bool, or a
    number that is 0 or 1 in every game, is counted as a proportion (Wilson interval), a number
    in [0, 1] in every game (a share) too (the Wilson interval of its mean, conservative), other
    exact numbers averaged (t interval), a str label counted per label (``"name=label"``; two
    quantities giving one name is a ValueError). By default each player's return.
    ``policies`` as in :func:`play` (no human seats). ``processes``: worker processes (None or
    1: this one; ``os.cpu_count()`` for every core); the result is the same for any value.
    ``progress``: a tqdm bar (default: on for 20,000 games or more), or a function
    ``progress(done, n)`` called as the games are played (a widget's progress bar). ``n`` is at most
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

    ``executor``: any :class:`concurrent.futures.Executor` plays the games instead of this process
    (a ``ProcessPoolExecutor``; a Dask cluster's ``distributed.Client(address).get_executor()``), in
    chunks of seeds; the result is identical to ``processes=1`` for the same seed, whatever the
    executor and however many workers it has. The game travels as the factory call that built it
    and the policies and ``measure`` pickled (cloudpickle, which Dask installs, sends a notebook's
    own functions too); what cannot be sent is a TypeError saying so. Give ``processes`` or
    ``executor``, not both.
    """
    seats = _simulated_seats(game, n, seed, policies)
    if measure is not None and not callable(measure):
        raise TypeError(f"measure must be a function of the final state, not {measure!r}")
    if not isinstance(keep_values, bool):
        raise TypeError(f"keep_values must be True or False, not {keep_values!r}")
    labels = _rotation_labels(game, seats, rotate_seats, measure, keep_values)
    if measure is None and labels is None:
        measure = _default_measure(game)
    procs = 1 if processes is None else _whole("processes", processes, 1)
    procs = min(procs, os.cpu_count() or 1)
    if executor is not None:
        if not isinstance(executor, Executor):
            raise TypeError(f"executor must be a concurrent.futures.Executor (a process pool, or a Dask "
                            f"Client's get_executor()), not {type(executor).__name__}")
        if processes is not None and processes != 1:
            raise ValueError(f"give processes or executor, not both (processes={processes!r})")
    report = progress if callable(progress) and not isinstance(progress, bool) else None
    if progress is not None and report is None and not isinstance(progress, bool):
        raise TypeError(f"progress must be True, False, None or a function progress(done, n), "
                        f"not {progress!r}")
    show = (n >= 20_000 if progress is None else progress) if report is None else False
    limit = game.max_game_length if max_steps is None else _whole("max_steps", max_steps, 1)
    job = _Job(game, seats, measure, limit, keep_values, labels)
    size = max(1, min(2_000, -(-n // (4 * procs))))
    if report is not None:  # smaller chunks, a smoother bar (the games and their results are the same)
        size = min(size, max(1, -(-n // 50)))
    bar = None
    if show:
        from tqdm.auto import tqdm

        bar = tqdm(total=n, desc=f"simulate {game.name}", unit="game" if labels is None else "deal")
    counts = _Counts(keep_values)
    try:
        chunks = (_in_executor(job, seed, n, executor) if executor is not None
                  else _here(job, seed, n, size) if procs == 1 else _in_workers(job, seed, n, size, procs))
        for got in chunks:
            counts.merge(got)
            if bar is not None:
                bar.update(got.games)
            if report is not None:
                report(counts.games, n)
    finally:
        if bar is not None:
            bar.close()
    if labels is not None:
        return _balance(counts, game, n, seed, labels)
    return counts.summary(game.name, n, seed)


def _here(job: _Job, seed: int, n: int, size: int) -> Iterator[_Counts]:
    draws = _sampler()  # one cache for the whole call
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


def final_states(game: Game, n: int, *, seed: int, policies=None, max_steps: int | None = None) -> tuple:
    """The final state of each of ``n`` seeded games, through simulate's fast path: game ``i`` is
    played with seed ``game_seeds(seed, n)[i]``, so it is the state ``play(game, seed=...)`` ends in
    (``policies`` and ``max_steps`` as in :func:`play`; no human seats). For a measure of one's own
    over the states; :func:`simulate` gives estimates with 95% intervals without keeping the states.
    """
    seats = _simulated_seats(game, n, seed, policies)
    limit = game.max_game_length if max_steps is None else _whole("max_steps", max_steps, 1)
    draws = _sampler()
    return tuple(_run(game, seats, random.Random(s), draws, limit)
                 for s in itertools.islice(_seed_stream(seed), n))


def _api(x):
    if isinstance(x, Fraction):
        return sympy.Rational(x.numerator, x.denominator)
    if isinstance(x, int) and not isinstance(x, bool):
        return sympy.Integer(x)
    return x
