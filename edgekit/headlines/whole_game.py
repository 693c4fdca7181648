"""Whole-game headlines: how each reading moves a whole simulated game (estimates with 95% intervals).

The single-question headlines (:mod:`edgekit.headlines`) are exact; these are not. For a game
and one of its readings, :func:`whole_game` plays the same ``n`` seeded games (common random
numbers: game i has the same seed under every option, :func:`edgekit.play.game_seeds`) under
the default and under each other option, with the named policies of :data:`SETUPS`, and reports
each measure of :func:`measures` with its 95% interval (:func:`edgekit.play.simulate`: Wilson
for shares of games, Student t for means) and the *paired* difference from the default (a
Student t interval over the per-game differences). Every number is a **simulation estimate**.

Which readings can move a whole game: :func:`reach` records which readings the game looks up
while the default games are played (:func:`edgekit.readings.recording`), and adds those whose
``affects`` metadata names the whole game. A reading never looked up cannot change a game (every
game is the same, seed for seed); it is listed with that reason, never skipped.

A reader's own change gets the same kind of answer live: :func:`what_if` plays ``n`` paired games
(default 400) of a game and of the game changed (a reading option, a deck or face mix, a house rule
given as a factory argument, or a changed game built by hand), on the play layer's fast path, and
gives a :class:`WhatIf`: each measure under both with its 95% interval and the paired difference.

Simulating every reading of a game takes minutes, so for the readings explorer and the notebooks the
results are a stored table, ``data/<game>/whole_game_headlines.csv`` (:func:`table`,
:func:`rows_for`), written by ``python scripts/whole_game_headlines.py`` (:data:`COMMAND`), which
records n, seed, policies and the edgekit version of every row. Its ``check`` rows (the first
:data:`CHECK_N` of the same games) are recomputed by tests/test_whole_game_headlines.py, which fails
when a game has changed.

Rules: Edge City 7.0, 8.0; Rogue Agent: Sequence of Play, End of the Game.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .. import display, readings
from .._version import __version__
from ..data import DATA_DIR, load_csv
from ..play import Estimate, Game, Policy, RandomPolicy, simulate
from ..play.estimates import _Counts, _mean  # simulate's counting; its Student t interval for means
from ..play.policy import _identity  # what makes two games the same game (a named policy's check)

__all__ = ["Setup", "SETUPS", "WholeGame", "whole_game", "reach", "measures", "table", "rows_for",
           "table_path", "csv_rows", "forest_figure", "what_if", "WhatIf", "FIELDS", "COMMAND", "CHECK_N",
           "LABEL", "WHAT_IF_N"]

COMMAND = "python scripts/whole_game_headlines.py"
CHECK_N = 30  # games behind each stored check row (the first CHECK_N of the headline games)
LABEL = "simulation estimate with 95% interval (not an exact value)"
FIELDS = ("role", "game", "reading", "option", "default", "status", "measure", "kind", "estimate",
          "low", "high", "difference", "difference_low", "difference_high", "sample_mean",
          "sample_difference", "method", "n", "seed", "players", "policies", "edgekit_version",
          "label", "reason")


def _count(name: str, x: Any, lo: int, hi: int) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if not lo <= x <= hi:
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {x}")
    return x


@dataclass(frozen=True)
class Setup:
    """How a game is simulated for its whole-game headlines: players, one named policy per seat
    (``seats``), games per option ``n`` and the ``seed`` (every option plays the same seeds)."""

    game: str
    players: int
    seats: tuple[str, ...]
    n: int
    seed: int
    categories: tuple[tuple[str, str], ...]  # (action category, regex on the action's label), in order

    def __post_init__(self):
        if readings.game_name(self.game) != self.game or self.game not in ("Edge City", "Rogue Agent"):
            raise ValueError(f"game must be 'Edge City' or 'Rogue Agent', not {self.game!r}")
        _count("players", self.players, 2, 6)
        if not isinstance(self.seats, tuple) or not all(isinstance(p, str) and p for p in self.seats):
            raise TypeError(f"seats must be a tuple of policy names (one per player), not {self.seats!r}")
        if len(self.seats) != self.players:
            raise ValueError(f"seats must name one policy per player: players={self.players}, "
                             f"but seats has {len(self.seats)}")
        _count("n", self.n, 1, 100_000)
        _count("seed", self.seed, 0, 2**63)
        if not isinstance(self.categories, tuple) or not all(
                isinstance(c, tuple) and len(c) == 2 and all(isinstance(x, str) and x for x in c)
                for c in self.categories):
            raise TypeError(f"categories must be a tuple of (name, pattern) pairs, not {self.categories!r}")
        for name, pattern in self.categories:
            try:
                re.compile(pattern)
            except re.error as e:
                raise ValueError(f"categories: {name!r} has a bad pattern {pattern!r}: {e}") from None

    def build(self, rules: readings.Rules) -> Game:
        """The game under ``rules`` (the games' own defaults for everything else)."""
        if self.game == "Edge City":
            from ..edge_city import game
            return game(self.players, rules=rules)
        from ..rogue_agent import game
        return game(self.players, rules=rules)

    def policies_text(self) -> str:
        return "; ".join(f"seat {i}: {p}" for i, p in enumerate(self.seats))


SETUPS: Mapping[str, Setup] = MappingProxyType({
    "Edge City": Setup("Edge City", 4, ("cautious", "greedy_dp", "rip_first", "random"), 400, 2026, (
        ("Rip", r"^Rip"), ("Travel", r"^Travel"), ("Theft", r"Theft"), ("buy a title", r"^buy"),
        ("iT attack", r"^iT attack"), ("draw Sprawl cards", r"^draw"), ("pass", r"^pass"),
        ("Super Secret reward choice", r"^take"))),
    "Rogue Agent": Setup("Rogue Agent", 2, ("hunter", "bomb_squad"), 400, 2026, (
        ("move", r"^move"), ("attack a Criminal", r"^attack a Criminal"),
        ("attack a Killer", r"^attack a Killer"), ("turn in", r"^turn in"), ("defuse", r"^defuse"),
        ("hire", r"^hire"), ("intercept", r"^intercept"), ("end the Action Phase", r"^end"))),
})


def _setup(game: Any) -> Setup:
    name = readings.game_name(game)
    if name not in SETUPS:
        raise ValueError(f"game: whole-game headlines exist for {tuple(SETUPS)}, not {name!r}")
    return SETUPS[name]


# ----------------------------------------------------------------------------- measures
class _Tally(Policy):
    """A seat's policy, counting the category of every action it takes into a shared Counter.

    simulate measures each game right after playing it (in whichever process plays it), so the
    measure reads the counts of exactly that game and clears them.
    """

    def __init__(self, inner: Policy, counts: Counter, categorise: Callable[[str], str]):
        self.inner, self.counts, self.categorise, self.name = inner, counts, categorise, inner.name
        self.game = inner.game  # simulate checks it plays the inner policy's game

    def action(self, state, rng):
        a = self.inner.action(state, rng)
        self.counts[self.categorise(state.action_label(a))] += 1
        return a


class _Categoriser:
    """An action's label -> its category (the setup's first pattern that matches, else "other").
    A class, not a closure, so that a tallied job pickles with the standard library too (an executor
    without cloudpickle)."""

    def __init__(self, setup: Setup):
        self.pats = [(c, re.compile(p)) for c, p in setup.categories]
        self.seen: dict = {}  # label -> category (labels repeat: each is matched once)

    def __call__(self, label: str) -> str:
        got = self.seen.get(label)
        if got is None:
            got = next((c for c, p in self.pats if p.search(label)), "other")
            if len(self.seen) < 20_000:
                self.seen[label] = got
        return got


def measures(game: Any) -> tuple[str, ...]:
    """The names of the whole-game measures of ``game``, in the order they are reported.

    Edge City: game length in rounds, P(the game ends by elimination), each seat's win share,
    and the mean number of times per game each kind of action is taken (all seats together).
    Rogue Agent: each seat's win share and Influence by source (marker, Informants, syndicate
    bonuses), Bombs exploded, and actions per game.
    """
    s = _setup(game)
    acts = tuple(f"actions per game: {c}" for c, _ in s.categories) + ("actions per game: other",)
    wins = tuple(f"win share: seat {i} ({p})" for i, p in enumerate(s.seats))
    if s.game == "Edge City":
        return ("game length (rounds)", "P(ends by elimination)") + wins + acts
    src = tuple(f"Influence from {what}: seat {i} ({p})" for i, p in enumerate(s.seats)
                for what in ("the marker", "Informants", "syndicate bonuses"))
    return wins + src + ("Bombs exploded",) + acts


class _Measure:
    """The measures of one finished game (:func:`measures`), reading and clearing the seats' tallies
    (a class, not a closure: it pickles with the standard library too)."""

    def __init__(self, setup: Setup, g: Game, counts: Counter):
        names = measures(setup.game)
        self.edge_city = setup.game == "Edge City"
        self.g, self.counts = g, counts
        self.wins = [m for m in names if m.startswith("win share")]
        self.sources = [m for m in names if m.startswith("Influence from")]
        self.cats = [c for c, _ in setup.categories] + ["other"]

    def __call__(self, s) -> dict:
        counts = self.counts
        out = dict(zip(self.wins, s.returns()))
        if self.edge_city:
            out = {"game length (rounds)": s.round,
                   "P(ends by elimination)": sum(r.alive for r in s.rippers) == 1, **out}
        else:
            sources = self.sources
            for i, sc in enumerate(self.g.final_scores(s)):
                for j, v in enumerate((sc.influence, sc.informants, sc.syndicates)):
                    out[sources[3 * i + j]] = v
            out["Bombs exploded"] = s.table.exploded
        out.update({f"actions per game: {c}": counts[c] for c in self.cats})
        counts.clear()
        return out


_RUNS: dict = {}  # (game, rules, n, seed) -> (Summary or the error, None) of other rules than the defaults
_DEFAULT_RUNS: dict = {}  # (game, rules, n, seed) -> (Summary, readings looked up) of the defaults
_KEPT = 8  # runs kept in each cache (the most recently used)


def _kept(cache: dict, key: tuple):
    got = cache.pop(key, None)
    if got is not None:
        cache[key] = got  # the most recently used is kept longest
    return got


def _keep(cache: dict, key: tuple, got: Any, size: int = _KEPT) -> None:
    """Keep ``got`` under ``key``, the ``size`` most recently used kept (:func:`_kept` refreshes one)."""
    cache.pop(key, None)
    if len(cache) >= size:
        del cache[next(iter(cache))]
    cache[key] = got


def _recorded(game: str, n: int, seed: int):
    """(Summary, readings looked up) of the n seeded default games, played in this process inside
    :func:`readings.recording` with every cache emptied first (building the game may look readings
    up too). What decides :func:`reach`; scripts/whole_game_headlines.py calls it in a worker process
    of its own pool (a forked copy of the script: the same lookups)."""
    setup = SETUPS[game]
    with readings.recording(fresh=True) as seen:
        summary = _tallied(setup, setup.build(readings.defaults(game)), n, seed)
    return summary, frozenset(seen)


def _counts_of(values) -> _Counts:
    """Kept values (a Summary's) counted again, in order, as simulate counted them (values kept)."""
    counts = _Counts(True)
    for v in values:
        counts.add(dict(v))
    return counts


def _recorded_counts(game: str, n: int, seed: int):
    """:func:`_recorded` for another process: (its games' counts, readings looked up), which pickle
    (a Summary holds read-only mappings); :func:`_merged` makes the very same Summary of them."""
    summary, seen = _recorded(game, n, seed)
    return _counts_of(summary.values), seen


def _played(game: str, rules: readings.Rules, n: int, seed: int, processes: int | None = None,
            executor=None):
    """(Summary, readings looked up) of n seeded games under ``rules`` (cached, bounded: the default
    run is shared by every reading of the game and kept apart from the others). The result does not
    depend on ``processes`` or ``executor``. The default run is always played here
    (:func:`_recorded`); the readings another run looks up are not recorded (None): only the default
    run's decide :func:`reach`. A run that could not be played raises its error again."""
    key = (game, rules, n, seed)
    default = rules == readings.defaults(game)
    cache = _DEFAULT_RUNS if default else _RUNS
    got = _kept(cache, key)
    if got is None:
        if default:
            got = _recorded(game, n, seed)
        else:
            setup = SETUPS[game]
            got = (_tallied(setup, setup.build(rules), n, seed, processes=processes, executor=executor), None)
        _keep(cache, key, got)
    if isinstance(got[0], Exception):
        raise got[0]
    return got


def _summary(game: str, rules: readings.Rules, n: int, seed: int, processes: int | None = None,
             executor=None):
    """The Summary of n seeded games under ``rules`` (as :func:`_played`); when a longer run of the same
    rules and seed is kept, its first n games are these very games (game i has seed
    ``game_seeds(seed, n)[i]`` whatever n), so their Summary is counted from its kept values instead
    of playing them again (the check rows: the first :data:`CHECK_N` of the headline games)."""
    key = (game, rules, n, seed)
    if key not in _DEFAULT_RUNS and key not in _RUNS:
        longer = next((s for (g, r, m, sd), (s, _) in [*_DEFAULT_RUNS.items(), *_RUNS.items()]
                       if g == game and r == rules and sd == seed and m > n
                       and not isinstance(s, Exception) and s.values is not None), None)
        if longer is not None:
            return _first(longer, n)
    return _played(game, rules, n, seed, processes, executor)[0]


def _first(summary, n: int):
    """The Summary simulate gives for the first ``n`` games of ``summary`` (a run with kept values):
    the same games counted in the same order, so the very same estimates and values."""
    return _counts_of(summary.values[:n]).summary(summary.game, n, summary.seed)


def _tally_job(setup: Setup, g: Game) -> tuple[list, _Measure]:
    """The setup's named seats, each tallying its actions by category, and the measure reading them."""
    counts: Counter = Counter()
    cat = _Categoriser(setup)
    named = {"random": RandomPolicy(), **g.policies}
    gone = [p for p in setup.seats if p not in named]
    if gone:
        raise ValueError(f"seats: {setup.game} has no policy {gone} (its policies: {sorted(named)}); "
                         f"update SETUPS in edgekit/headlines/whole_game.py, then run {COMMAND}")
    return [_Tally(named[p], counts, cat) for p in setup.seats], _Measure(setup, g, counts)


def _tallied(setup: Setup, g: Game, n: int, seed: int, *, processes=None, executor=None, progress=None):
    """The Summary (every game's values kept: the paired differences need them) of ``n`` seeded games
    of ``g`` with the setup's named seats, each seat's actions tallied by category, measured by
    :func:`measures`. The result does not depend on ``processes`` or ``executor``."""
    seats, measure = _tally_job(setup, g)
    return simulate(g, n, seed=seed, policies=seats, measure=measure,
                    processes=processes, executor=executor, keep_values=True, progress=progress)


# A worker's games (scripts/whole_game_headlines.py): (game, rules) -> (the simulate job, its sampler),
# built once per worker process and rules, the 4 most recently used kept (the options' chunks come in a row).
_BUILT: dict = {}


def _chunk(game: str, rules: readings.Rules, seeds: tuple[int, ...]):
    """The counts (values kept) of the games of ``seeds`` under ``rules``, with the setup's seats and
    measures: what :func:`_tallied` plays for these seeds (simulate's own chunk, edgekit.play.run._work),
    for a process pool that lives for a whole script. Only the game's name, the rules and the seeds
    travel; the game is built once per worker and rules."""
    from ..play.run import _Job, _sampler, _work

    key = (game, rules)
    got = _kept(_BUILT, key)
    if got is None:
        setup = SETUPS[game]
        g = setup.build(rules)
        seats, measure = _tally_job(setup, g)
        got = (_Job(g, tuple(seats), measure, g.max_game_length, True), _sampler())
        _keep(_BUILT, key, got, 4)
    job, draws = got
    job.measure.counts.clear()  # a game that raised part-way leaves no count behind
    return _work(job, list(seeds), draws)


def _merged(game: str, n: int, seed: int, chunks) -> Any:
    """The Summary of ``n`` games from their chunks' counts (:func:`_chunk`), in seed order: what
    simulate gives for the same games."""
    counts = _Counts(True)
    for c in chunks:
        counts.merge(c)
    return counts.summary(game, n, seed)


# ----------------------------------------------------------------------------- reach
def reach(game: Any, *, n: int | None = None, seed: int | None = None) -> Mapping[str, str]:
    """Every reading of ``game``: ``""`` if it can move the whole game (it is simulated), else why not.

    A reading is simulated if the game looks it up in the ``n`` seeded default games (default:
    the setup's) or its ``affects`` names the whole game ("game"); one never looked up cannot
    change these games. Rules: Edge City 8.0; Rogue Agent: Sequence of Play.
    """
    setup = _setup(game)
    n = setup.n if n is None else _count("n", n, 1, 100_000)
    seed = setup.seed if seed is None else _count("seed", seed, 0, 2**63)
    _, seen = _played(setup.game, readings.defaults(setup.game), n, seed)
    out = {}
    for r in readings.by_game(setup.game):
        if r.id in seen or "game" in r.affects:
            out[r.id] = ""
        else:
            out[r.id] = (f"never looked up in {n:,} seeded default games ({setup.policies_text()}), so "
                         f"switching it leaves every game the same; it changes "
                         f"{'; '.join(r.affects) or 'nothing listed'}")
    return MappingProxyType(out)


# ----------------------------------------------------------------------------- one reading
@dataclass(frozen=True)
class WholeGame:
    """One reading's whole-game headline: ``estimates[option][measure]`` and the paired
    ``differences[option][measure]`` (option minus default; none for the default itself);
    ``unplayable[option]``: why an option cannot be simulated (e.g. it leaves odds symbolic).
    Every value is a simulation :class:`~edgekit.play.Estimate` (floats, 95% intervals)."""

    reading: str
    game: str
    n: int
    seed: int
    seats: tuple[str, ...]
    estimates: Mapping[str, Mapping[str, Estimate]]
    differences: Mapping[str, Mapping[str, Estimate]]
    unplayable: Mapping[str, str]  # option -> why it cannot be simulated


def _range(measure: str) -> tuple[float, float]:
    """What a measure can be: a win share lies in [0, 1]; every other measure is a count (>= 0)."""
    return (0.0, 1.0) if measure.startswith(("win share", "P(")) else (0.0, float("inf"))


def _spread(measure: str) -> tuple[float, float]:
    lo, hi = _range(measure)
    return (lo - hi, hi - lo)


def _clip(e: Estimate, lo: float, hi: float) -> Estimate:
    """A t interval cut to what the measure can be (a paired difference of win shares lies in [-1, 1]).
    The estimates themselves need no cut: simulate gives a share in [0, 1] a Wilson interval."""
    if e.low >= lo and e.high <= hi:
        return e
    return replace(e, low=max(e.low, lo), high=min(e.high, hi),
                   method=f"{e.method}, cut to [{lo:g}, {hi:g}], the measure's range")


def _paired(name: str, a: tuple, b: tuple) -> Estimate:
    d = [Fraction(int(y) if isinstance(y, bool) else y) - Fraction(int(x) if isinstance(x, bool) else x)
         for x, y in zip(a, b)]
    e = _mean(d, name)
    return replace(e, method=f"paired difference over the same seeds; {e.method}")


def whole_game(game: Any, reading: str, *, n: int | None = None, seed: int | None = None,
               processes: int | None = None, executor=None) -> WholeGame:
    """Simulate ``game`` under every option of ``reading`` with the same seeds; the estimates and
    the paired differences from the default (see the module docstring). ``n`` games per option
    (default: the setup's, at most 100,000). A reading the game never looks up (:func:`reach`)
    gives the same games under every option: differences of exactly 0. ``processes``: worker
    processes for the options' games, or ``executor`` (any ``concurrent.futures`` executor: a Dask
    cluster's), as :func:`~edgekit.play.simulate`; the result is the same.

    Rules: Edge City 7.0, 8.0; Rogue Agent: Sequence of Play, End of the Game.
    """
    setup = _setup(game)
    if not isinstance(reading, str):
        raise TypeError(f"reading must be a reading id (str), not {type(reading).__name__}")
    r = _reading(reading)
    if r.game != setup.game:
        raise ValueError(f"reading {reading!r} is a reading of {r.game}, not of {setup.game}")
    n = setup.n if n is None else _count("n", n, 1, 100_000)
    seed = setup.seed if seed is None else _count("seed", seed, 0, 2**63)
    if processes is not None:
        _count("processes", processes, 1, 64)
    base = readings.defaults(setup.game)
    names = measures(setup.game)
    est, diff, bad = {}, {}, {}
    default_run = _summary(setup.game, base, n, seed)
    for opt in r.options:
        try:
            run = default_run if opt == r.default else _summary(setup.game, base.replace(**{reading: opt}),
                                                                n, seed, processes, executor)
        except ValueError as e:  # e.g. an option that leaves a die's odds as symbols
            bad[opt] = ("its dice odds are symbolic under this option (a value the rulebook lacks stays "
                        "unknown), so games cannot be sampled" if "symbolic" in str(e) else
                        f"the game cannot be played under this option: {e}")
            continue
        est[opt] = MappingProxyType({m: _clip(run[m], *_range(m)) for m in names})
        if opt != r.default:
            diff[opt] = MappingProxyType({
                m: _clip(_paired(f"{m}: {opt} minus {r.default}", tuple(v[m] for v in default_run.values),
                                 tuple(v[m] for v in run.values)), *_spread(m)) for m in names})
    return WholeGame(reading, setup.game, n, seed, setup.seats, MappingProxyType(est),
                     MappingProxyType(diff), MappingProxyType(bad))


# ----------------------------------------------------------------------------- a reader's what-if
WHAT_IF_N = 400  # what_if's paired games by default
_DIFF_COLUMNS = ("measure", "default game", "changed game", "changed minus default",
                 "95% interval of the difference")


@dataclass(frozen=True)
class WhatIf:
    """A change's whole-game effect (:func:`what_if`): ``n`` paired games, game i played with the same
    seed under the default game and under the changed one (common random numbers), each measure's
    estimate under each (``default``, ``changed``: :class:`~edgekit.play.Estimate`, 95% intervals) and
    the paired difference, changed minus default (``differences``: the Student t interval over the n
    per-game differences). Every number is a SIMULATION ESTIMATE. ``game`` and ``change`` say what was
    compared, ``seats`` who played."""

    game: str
    change: str
    n: int
    seed: int
    seats: tuple[str, ...]
    default: Mapping[str, Estimate]
    changed: Mapping[str, Estimate]
    differences: Mapping[str, Estimate]
    shares: frozenset = frozenset()  # the measures that are shares in [0, 1] (shown as percentages)

    def moved(self) -> tuple[str, ...]:
        """The measures whose difference's 95% interval leaves out 0 (about 1 in 20 does by chance)."""
        return tuple(m for m, d in self.differences.items() if d.low > 0 or d.high < 0)

    def as_table(self, title: str = "") -> display.Table:
        rows = []
        moved = self.moved()
        for m, d in self.differences.items():
            share = m in self.shares
            rows.append((m, _estimate(self.default[m], share), _estimate(self.changed[m], share),
                         _difference(d, share), _difference_interval(d, share) + (" (moved)" if m in moved
                                                                                  else "")))
        same = all(d.exact_sample == 0 and d.low == d.high == 0 for d in self.differences.values())
        notes = (f"{self.game}; seats: {'; '.join(f'{i}: {p}' for i, p in enumerate(self.seats))}.",
                 f"SIMULATION ESTIMATES (floats, labelled ≈), not exact values: {self.n:,} seeded games of "
                 f"each, game i with the same seed under both (common random numbers).",
                 "The difference is paired: the mean of the per-game differences, with Student t's 95% "
                 "interval over them; a share's difference in percentage points. \"moved\": the interval "
                 "leaves out 0 (over many measures about 1 in 20 does so by chance alone).")
        if same:
            notes += (f"Every measure came out the same in each of the {self.n:,} games: over these games "
                      f"the change changes nothing.",)
        return display.Table(
            title or f"What if {self.change}? {self.n:,} paired games (seed {self.seed})",
            _DIFF_COLUMNS, rows, notes=notes)

    def __str__(self) -> str:
        return str(self.as_table())

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _estimate(e: Estimate, share: bool) -> display.Shown:
    """An estimate in the number style: a share as a percentage, anything else as a number (a count
    that was 0 or 1 in every game is still a count), the sample's exact value one step away."""
    if share:
        return e._row()[1]
    shown = display.number(e.value)
    return display.Shown(str(shown), html=shown.html, markdown=shown.markdown,
                         exact=display.exact(e.exact_sample), value=e.exact_sample)


def _game_words(g: Game) -> str:
    ch = g.changed_readings()
    return (f"{g.name} ({g.params.line() if g.params else 'no parameters'}; readings: "
            + (", ".join(f"{k}={v}" for k, v in ch.items()) if ch else "all defaults") + ")")


def _difference(d: Estimate, share: bool) -> display.Shown:
    text = (f"≈ {100 * d.value:+.1f} percentage points (estimate)" if share
            else f"≈ {d.value:+.4g} (estimate)")
    return display.Shown(text, exact=display.exact(d.exact_sample), value=d.exact_sample)


def _difference_interval(d: Estimate, share: bool) -> str:
    if d.n < 2:
        return "none (one game)"
    return (f"{100 * d.low:+.1f} to {100 * d.high:+.1f} points" if share
            else f"{d.low:+.4g} to {d.high:+.4g}")


def _changed_game(base: Game, change: Any) -> tuple[Game, str]:
    """The changed game and the change in words."""
    if isinstance(change, Game):
        if type(change) is not type(base) or change.players != base.players:
            raise ValueError(f"change: {change!r} is not a {type(base).__name__} of {base.players} players "
                             f"like {base!r}; compare games of one kind and size")
        return change, f"{change!r} instead of {base!r}"
    if isinstance(change, readings.Rules):
        return base.rebuilt(rules=change), ", ".join(f"{k}={v}" for k, v in change.changed().items()) \
            or "the default readings"
    if not isinstance(change, Mapping):
        raise TypeError(f"change must be a mapping of the game's factory arguments or reading ids to new "
                        f"values ({{'repeat_reset': 'travel_only'}}, {{'rounds': 20}}), a Rules value or a "
                        f"changed game, not {type(change).__name__}")
    if not change:
        raise ValueError("change: give at least one argument or reading to change")
    bad = [k for k in change if not isinstance(k, str)]
    if bad:
        raise TypeError(f"change: its keys must be argument or reading names (str), not {bad[0]!r}")
    words = ", ".join(f"{k}={_said(v)}" for k, v in change.items())
    try:
        return base.rebuilt(**change), words
    except (ValueError, TypeError) as e:   # the factory's own check, said as the change's
        raise type(e)(f"change: {e}") from e


def _said(v: Any) -> str:
    """A changed value in words, short (a deck or a mix as its entries)."""
    if isinstance(v, Mapping):
        text = "{" + ", ".join(f"{k}: {x}" for k, x in v.items()) + "}"
    elif isinstance(v, tuple | list):
        text = "(" + ", ".join(map(str, v)) + ")"
    else:
        text = str(display.value(v))
    return text if len(text) <= 80 else text[:77] + "..."


def _seats_for(g: Game, base: Game, policies) -> list[Policy]:
    """One Policy per seat of ``g``: a name is the game's named policy ("random": a random one); a
    Policy made for ``base`` is ``g``'s policy of that name, any other Policy plays as given."""
    n = g.players
    if isinstance(policies, str | Policy):
        policies = [policies] * n
    if isinstance(policies, Mapping) or not isinstance(policies, tuple | list) or len(policies) != n:
        raise TypeError(f"policies must be one policy name or Policy, or one per seat ({n}), "
                        f"not {policies!r}")
    named = {"random": RandomPolicy(), **g.policies}
    out = []
    for p in policies:
        if isinstance(p, Policy) and p.game is not None and _identity(p.game) == _identity(base):
            p = p.name if p.name in named else p
        if isinstance(p, str):
            if p not in named:
                raise ValueError(f"policies: {g.name} has no policy {p!r}; its policies: {sorted(named)}")
            p = named[p]
        if not isinstance(p, Policy):
            raise TypeError(f"policies: {p!r} is neither a policy name nor an edgekit.play.Policy")
        out.append(p)
    return out


def _default_seats(base: Game, setup: Setup | None) -> tuple[str, ...]:
    if setup is not None and setup.players == base.players:
        return setup.seats
    first = next(iter(base.policies), "random")
    return (first,) * base.players


def _returns_measure(names: tuple[str, ...]) -> Callable:
    labels = tuple(f"return: seat {i} ({p})" for i, p in enumerate(names))

    def measure(s) -> dict:
        return dict(zip(labels, s.returns()))
    return measure


_WHAT_IF_RUNS: dict = {}  # (the game's factory call, seats, n, seed) -> Summary; the 4 latest used kept


def _cached_run(g: Game, key_parts: tuple, run: Callable):
    recipe = g.__dict__.get("_recipe")
    try:
        key = (recipe[0], tuple(recipe[1].items()), *key_parts) if recipe is not None else None
        hash(key)
    except TypeError:  # a mix or a deck given as a mapping: played again next time
        key = None
    got = None if key is None else _kept(_WHAT_IF_RUNS, key)
    if got is None:
        got = run()
        if key is not None:
            _keep(_WHAT_IF_RUNS, key, got, 4)
    return got


def what_if(game: Any, change: Any, *, n: int = WHAT_IF_N, seed: int = 2026, policies=None,
            measure: Callable | None = None, processes: int | None = None, executor=None,
            progress=None) -> WhatIf:
    """A reader's own change, played out: ``n`` paired games of ``game`` and of ``game`` changed.

    ``game``: a game built by its factory (``edge_city.game(4)``, ``rogue_agent.game(2)``,
    ``matrix.game()``), or "Edge City" / "Rogue Agent" (the whole-game headlines' game, :data:`SETUPS`).
    ``change``: what to change, as the factory's arguments or the game's reading ids
    (``{"repeat_reset": "travel_only"}``, ``{"sprawl_mix": {...}}``, ``{"rounds": 20}``: see
    :meth:`edgekit.play.Game.rebuilt`), a Rules value, or the changed game itself (of the same kind
    and players). ``policies``: who plays, one name or Policy for every seat or one per seat (a name
    is each game's named policy of that name); default: the headlines' seats for Edge City and Rogue
    Agent at their setup's players (and then the headlines' measures: :func:`measures`), else the
    game's first named policy in every seat. ``measure``: a function of the final state giving
    numbers, bools or labels (:func:`edgekit.play.simulate`); default: the headlines' measures, or
    each seat's return. Game i has seed ``game_seeds(seed, n)[i]`` under both games (common random
    numbers), so the differences are paired. ``processes`` / ``executor`` / ``progress`` as in
    :func:`~edgekit.play.simulate` (``progress(done, total)`` counts the games of both runs); the
    result does not depend on ``processes`` or ``executor``. The default game's run is kept for the
    next call (the last few), so trying several changes plays only the changed games.

    Rules: Edge City 7.0, 8.0; Rogue Agent: Sequence of Play, End of the Game.
    """
    if isinstance(game, str):
        setup = _setup(game)
        base = setup.build(readings.defaults(setup.game))
    elif isinstance(game, Game):
        base = game
        setup = SETUPS.get(getattr(base.rules, "game", None))
    else:
        raise TypeError(f"game must be a game built by its factory (edge_city.game(4), rogue_agent.game(2), "
                        f"matrix.game()) or 'Edge City' / 'Rogue Agent', not {type(game).__name__}")
    _count("n", n, 2, 100_000)
    _count("seed", seed, 0, 2**63)
    if measure is not None and not callable(measure):
        raise TypeError(f"measure must be a function of the final state, not {measure!r}")
    if progress is not None and not isinstance(progress, bool) and not callable(progress):
        raise TypeError(f"progress must be True, False, None or a function progress(done, total), "
                        f"not {progress!r}")
    changed, words = _changed_game(base, change)
    names = _default_seats(base, setup) if policies is None else None
    headline = (setup is not None and names is not None and names == setup.seats and measure is None
                and setup.players == base.players)
    own = measure

    def report(offset):
        if not callable(progress) or isinstance(progress, bool):
            return progress
        return lambda done, _n: progress(offset + done, 2 * n)

    def run(g, offset):
        if headline:
            return _cached_run(g, ("headline", setup.game, n, seed), lambda: _tallied(
                setup, g, n, seed, processes=processes, executor=executor, progress=report(offset)))
        seats = _seats_for(g, base, names if names is not None else policies)
        shown = tuple(p.name for p in seats)
        m = own if own is not None else _returns_measure(shown)
        key = ("seats", shown, n, seed) if own is None and names is not None else None
        go = lambda: simulate(g, n, seed=seed, policies=seats, measure=m, keep_values=True,  # noqa: E731
                              processes=processes, executor=executor, progress=report(offset))
        return _cached_run(g, key, go) if key is not None else go()

    a, b = run(base, 0), run(changed, n)
    seats = setup.seats if headline else tuple(
        p.name for p in _seats_for(base, base, names if names is not None else policies))
    ms = [m for m in a.estimates if m in b.estimates]
    diffs, est_a, est_b = {}, {}, {}
    values = [k for k in a.values[0]] if a.values else []
    for m in values:
        if m not in a.estimates or m not in b.estimates:
            continue  # a label measure: its shares are estimates, its differences are not numbers
        d = _paired(f"{m}: changed minus default", tuple(v[m] for v in a.values),
                    tuple(v[m] for v in b.values))
        if headline:
            d = _clip(d, *_spread(m))
        diffs[m] = d
        est_a[m] = _clip(a[m], *_range(m)) if headline else a[m]
        est_b[m] = _clip(b[m], *_range(m)) if headline else b[m]
    if not diffs and ms:
        raise ValueError("measure: give numbers or bools (a label's share has no paired difference)")
    shares = frozenset(m for m in diffs if (_range(m)[1] == 1.0 if headline
                                            else a[m].kind == b[m].kind == "proportion"))
    return WhatIf(_game_words(base), words, n, seed, tuple(seats), MappingProxyType(est_a),
                  MappingProxyType(est_b), MappingProxyType(diffs), shares)


# ----------------------------------------------------------------------------- the stored table
def _g(x: float) -> str:
    return f"{x:.6g}"


def csv_rows(game: Any, *, role: str = "headline", only: tuple[str, ...] | None = None,
             reached: Mapping[str, str] | None = None, processes: int | None = None,
             executor=None, n: int | None = None) -> list[dict]:
    """The stored-table rows of ``game`` as ``scripts/whole_game_headlines.py`` writes them.

    ``role`` "headline": the setup's n games per option; "check": the first :data:`CHECK_N` of
    the same games (a cheap sample a test recomputes). Whether a reading is simulated is decided
    by :func:`reach` over the headline games either way (or given as ``reached``, a mapping as
    :func:`reach` returns, e.g. read back from the stored table). ``only``: just these readings;
    ``processes`` and ``executor`` as in :func:`whole_game` (the rows are the same). ``n``: games per
    option instead of the role's (a smoke run of the script; such rows are not the stored table's).
    """
    setup = _setup(game)
    if role not in ("headline", "check"):
        raise ValueError(f"role must be 'headline' or 'check', not {role!r}")
    if only is not None and (isinstance(only, str) or not isinstance(only, tuple)):
        raise TypeError(f"only must be a tuple of reading ids or None, not {only!r}")
    n = (setup.n if role == "headline" else CHECK_N) if n is None else _count("n", n, 1, 100_000)
    common = {"role": role, "game": setup.game, "n": n, "seed": setup.seed, "players": setup.players,
              "policies": setup.policies_text(), "edgekit_version": __version__, "label": LABEL}
    if reached is None:
        reached = reach(setup.game)
    elif not isinstance(reached, Mapping):
        raise TypeError(f"reached must be a mapping reading id -> reason or None, not {reached!r}")
    out = []
    for rid, why in reached.items():
        if not isinstance(rid, str) or not isinstance(why, str):
            raise TypeError(f"reached must map reading ids (str) to reasons (str), not {rid!r}: {why!r}")
        if _reading(rid).game != setup.game:
            raise ValueError(f"reached: {rid!r} is not a reading of {setup.game}")
        if only is not None and rid not in only:
            continue
        out += _reading_rows(setup, rid, why, n, common, processes, executor)
    return out


def _reading_rows(setup: Setup, rid: str, why: str, n: int, common: dict, processes,
                  executor=None) -> list[dict]:
    r = readings.get(rid)
    if why:
        return [{**dict.fromkeys(FIELDS, ""), **common, "reading": rid, "default": str(r.default),
                 "status": "not reached", "reason": why}]
    wg = whole_game(setup.game, rid, n=n, seed=setup.seed, processes=processes, executor=executor)
    out = [{**dict.fromkeys(FIELDS, ""), **common, "reading": rid, "option": str(opt),
            "default": str(r.default), "status": "option not playable", "reason": why}
           for opt, why in wg.unplayable.items()]
    for opt, by_m in wg.estimates.items():
        for m, e in by_m.items():
            d = wg.differences.get(opt, {}).get(m)
            out.append({**common, "reading": rid, "option": str(opt), "default": str(r.default),
                        "status": "simulated", "measure": m, "kind": e.kind, "estimate": _g(e.value),
                        "low": _g(e.low), "high": _g(e.high),
                        "difference": "" if d is None else _g(d.value),
                        "difference_low": "" if d is None else _g(d.low),
                        "difference_high": "" if d is None else _g(d.high),
                        "sample_mean": str(e.exact_sample),
                        "sample_difference": "" if d is None else str(d.exact_sample),
                        "method": e.method + ("" if d is None else f"; difference: {d.method}"),
                        "reason": ""})
    return out


def table_path(game: Any) -> Path:
    """``data/<game>/whole_game_headlines.csv``."""
    return DATA_DIR / _setup(game).game.lower().replace(" ", "_") / "whole_game_headlines.csv"


@functools.lru_cache(maxsize=4)
def _load(game: str) -> tuple:
    rows = load_csv(table_path(game), dict.fromkeys(FIELDS, str),
                    key=("role", "reading", "option", "measure"))
    return tuple(MappingProxyType(r) for r in rows)


def table(game: Any, *, role: str = "headline") -> tuple[Mapping[str, str], ...]:
    """The stored rows of ``game`` (read-only mappings of text, as written; cached).

    A missing table is a ValueError saying how to make it (:data:`COMMAND`)."""
    setup = _setup(game)
    if role not in ("headline", "check"):
        raise ValueError(f"role must be 'headline' or 'check', not {role!r}")
    if not table_path(setup.game).exists():
        raise ValueError(f"game: no stored whole-game table {table_path(setup.game)}; run {COMMAND}")
    return tuple(r for r in _load(setup.game) if r["role"] == role)


def _reading(reading: Any) -> readings.Reading:
    if not isinstance(reading, str):
        raise TypeError(f"reading must be a reading id (str), not {type(reading).__name__}")
    try:
        return readings.get(reading)
    except KeyError:
        raise ValueError(f"reading: no reading {reading!r}; see readings.all()") from None


def rows_for(reading: str) -> tuple[Mapping[str, str], ...]:
    """The stored headline rows of one reading (empty if its game has no whole-game table)."""
    r = _reading(reading)
    if r.game not in SETUPS or not table_path(r.game).exists():
        return ()
    return tuple(x for x in table(r.game) if x["reading"] == reading)


def forest_figure(game: Any, panels: tuple[str, ...] | None = None):
    """A forest plot from the stored table: for each measure in ``panels``, every simulated option's
    paired difference from the default with its 95% interval, one row per reading and option.
    Options under which every game came out the same are left out and named in the title.
    Fast: it only reads the table. Default measures: the first three of :func:`measures`.
    """
    import matplotlib.pyplot as plt

    setup = _setup(game)
    known = measures(setup.game)
    if panels is None:
        panels = known[:3]
    if isinstance(panels, str) or not isinstance(panels, tuple) or not panels:
        raise TypeError(f"panels must be a non-empty tuple of measure names, not {panels!r}")
    for m in panels:
        if m not in known:
            raise ValueError(f"panels: {m!r} is not a measure of {setup.game}; they are {known}")
    rows = [r for r in table(setup.game) if r["status"] == "simulated" and r["difference"]]
    keys = list(dict.fromkeys((r["reading"], r["option"]) for r in rows))
    by = {(r["reading"], r["option"], r["measure"]): r for r in rows}
    moved = [k for k in keys if any(Fraction(by[(*k, m)]["sample_difference"]) != 0 for m in known)]
    same = [k for k in keys if k not in moved]
    fig, axes = plt.subplots(1, len(panels), figsize=(3.2 * len(panels) + 2, 0.9 + 0.28 * len(moved)),
                             sharey=True, squeeze=False)
    ys = list(range(len(moved)))[::-1]
    for ax, m in zip(axes[0], panels):
        for y, k in zip(ys, moved):
            r = by[(*k, m)]
            d, lo, hi = float(r["difference"]), float(r["difference_low"]), float(r["difference_high"])
            colour = "#b5523b" if lo > 0 or hi < 0 else "#3b6ea8"
            ax.plot([lo, hi], [y, y], color=colour, lw=2)
            ax.plot([d], [y], "o", color=colour, ms=4)
        ax.axvline(0, color="#555", lw=0.8)
        ax.set_title(m, fontsize=9)
        ax.tick_params(labelsize=8)
    axes[0][0].set_yticks(ys, [f"{rid}={opt}" for rid, opt in moved])
    n = rows[0]["n"] if rows else "?"
    title = (f"{setup.game}: option minus default, SIMULATION ESTIMATES, 95% intervals ({n} seeded "
             f"games per option)\nred: the interval leaves out 0 (about 1 in 20 do by chance alone)")
    if same:
        title += "\nevery game the same under: " + ", ".join(f"{a}={b}" for a, b in same)
    fig.suptitle(title, fontsize=8)
    fig.tight_layout()
    return fig
