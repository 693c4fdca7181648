"""Regenerate the whole-game headlines: how each reading moves a whole simulated game.

    python scripts/whole_game_headlines.py                    # both games (~1.5 min on 2 idle cores)
    python scripts/whole_game_headlines.py --game edge_city   # one game
    python scripts/whole_game_headlines.py --processes 1      # on one core (same rows)
    python scripts/whole_game_headlines.py --scheduler tcp://host:8786   # on a Dask cluster (same rows)
    python scripts/whole_game_headlines.py --n 20 --out /tmp/wg   # a smoke run: 20 games per option,
                                                              # written to /tmp/wg, never to data/
    python scripts/whole_game_headlines.py --n 20 --only repeat_reset   # a smoke run of one reading
    python scripts/whole_game_headlines.py --check 2          # recompute 2 readings' headline rows, compare

Writes data/<game>/whole_game_headlines.csv: for every reading of the game, either its rows (each
option x each measure: a SIMULATION ESTIMATE with its 95% interval, and the paired difference from
the default over the same seeds) or why it cannot move the game. Every row records n, seed, the
policies and the edgekit version; the "check" rows (the first CHECK_N of the same games) are what
tests/test_whole_game_headlines.py recomputes. Re-run this after any change to a game, its rules
or its policies (the test says so when the table is out of date). See edgekit.headlines.whole_game.

The games are played on the play layer's fast path (edgekit.play.simulate's own chunks: no log,
cached integer weights) by one pool of worker processes for the whole run (default: one per core;
``--processes 1`` plays everything here): each game's default run first (the readings it looks up
decide which readings are simulated; it is recorded in the worker that plays it, a fork of this
process), then every option's games in small chunks of seeds, both games' interleaved, while this
process makes the rows from the finished ones; the check rows are counted from the first games of
the headline runs, not played again. The rows are identical to a run on one core.
``--scheduler ADDRESS`` sends the options' games to the Dask cluster at ADDRESS
(``distributed.Client(ADDRESS).get_executor()``, the dask extra; the default games are then played
here). ``--n N`` plays N games per option for a quick look; it writes only with ``--out``, which
writes a full run's files to another folder than data/ too.
"""

from __future__ import annotations

import argparse
import csv
import io
import os
import random
import sys
import time
from concurrent.futures import Future, as_completed
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgekit.headlines import whole_game as wg  # noqa: E402


def header(game: str) -> str:
    """The comment lines on top of a game's file."""
    return (f"# Whole-game headlines of {game}: SIMULATION ESTIMATES with 95% intervals, "
            "not exact values.\n"
            "# Each row: one reading's option, one measure, over n seeded games (the same seeds for\n"
            "# every option: common random numbers); difference = option minus default, paired.\n"
            "# sample_mean / sample_difference: the exact mean over the simulated games (what these\n"
            "# games gave, not the game's true value). role=check: the first games only (for tests).\n"
            f"# Made by `{wg.COMMAND}`; re-run it after a game changes (edgekit.headlines.whole_game).\n")


CHUNK = 20  # games per job of the last options sent (small: the workers' last jobs end together)
TAIL = 6  # options at the end of the run sent in chunks of CHUNK games; every other one is one job


def _now(fn, *args) -> Future:
    """``fn(*args)`` done at once, as a finished Future (a run on one core: no workers)."""
    f: Future = Future()
    try:
        f.set_result(fn(*args))
    except Exception as e:  # noqa: BLE001 - kept in the Future, raised where its result is read
        f.set_exception(e)
    return f


def _runs(game: str, reached, n: int, only, submit, last: bool, local: bool) -> dict:
    """Send every game of every simulated reading's other options to the workers:
    {reading: {rules: [the jobs' futures, in seed order]}}. Each option is one job (a worker warms the
    caches of one game's rules once), except, when this is the ``last`` game sent, its last
    :data:`TAIL` options, in chunks of :data:`CHUNK` seeds, so that both workers finish together; not
    ``local`` (a cluster of many workers): every option in chunks of :data:`CHUNK` seeds."""
    from edgekit import readings
    from edgekit.play import game_seeds

    setup = wg.SETUPS[game]
    base = readings.defaults(game)
    seeds = game_seeds(setup.seed, n)
    todo = []
    for rid, why in reached.items():
        if why or (only is not None and rid not in only):
            continue
        r = readings.get(rid)
        for opt in r.options:
            try:
                rules = base.replace(**{rid: opt})
            except ValueError:
                continue  # whole_game says why the option cannot be played
            if opt != r.default:
                todo.append((rid, rules))
    out: dict = {}
    for k, (rid, rules) in enumerate(todo):
        size = CHUNK if not local or (last and k >= len(todo) - TAIL) else n
        out.setdefault(rid, {})[rules] = [submit(wg._chunk, game, rules, tuple(seeds[i:i + size]))
                                          for i in range(0, n, size)]
    return out


def _collect(game: str, rules, n: int, chunks: list) -> None:
    """Merge one option's chunks into the Summary whole_game will find (or keep the error the first
    failing game raised, as simulate would have raised it)."""
    setup = wg.SETUPS[game]
    try:
        got = wg._merged(game, n, setup.seed, [f.result() for f in chunks])
    except Exception as e:  # noqa: BLE001 - raised again by whole_game, which says why or stops
        for f in chunks:
            f.cancel()
        got = e
    wg._keep(wg._RUNS, (game, rules, n, setup.seed), (got, None))


def render(games: list[str], executor=None, n: int | None = None, only: tuple[str, ...] | None = None,
           local: bool = True):
    """Yield (game, the whole file: headline rows, then check rows) for each of ``games``, in order.

    First every game's default games (:func:`~edgekit.headlines.whole_game.reach`: the readings they
    look up decide which readings are simulated); with ``local`` (the pool of this script, or no
    executor) each game's default run is one job recorded in the worker that plays it (a fork of this
    process: the same lookups), else (a Dask cluster) here. As soon as a game's readings are known,
    every game of every option of its simulated readings goes to the executor (on this machine one
    job per option, the last few in small chunks; on a cluster every option in small chunks), so the
    workers never wait for this process; then the rows are made here, reading by reading, from the
    merged chunks (the same games, so the same rows as one process). The check rows are the first
    games of the headline runs, counted from their kept values, not played again. ``n`` (a smoke
    run): games per option of both kinds of rows and of reach; ``only``: just these readings."""
    from edgekit import readings

    submit = executor.submit if executor is not None else _now
    sizes = {game: wg.SETUPS[game].n if n is None else n for game in games}
    t = time.perf_counter()
    recorded = {submit(wg._recorded_counts, game, sizes[game], wg.SETUPS[game].seed): game
                for game in games} if local else {}
    reached, runs = {}, {}
    for f in as_completed(recorded) if local else games:
        game = recorded[f] if local else f
        if local:
            seed = wg.SETUPS[game].seed
            counts, seen = f.result()
            wg._keep(wg._DEFAULT_RUNS, (game, readings.defaults(game), sizes[game], seed),
                     (wg._merged(game, sizes[game], seed, [counts]), seen))
        reached[game] = wg.reach(game, n=n)
        runs[game] = _runs(game, reached[game], sizes[game], only, submit, len(runs) == len(games) - 1,
                           local)
        print(f"  {game}: default games and reach after {time.perf_counter() - t:.1f} s; "
              f"{sum(map(len, runs[game].values()))} other options sent", file=sys.stderr)
    for game in games:
        buf = io.StringIO()
        buf.write(header(game))
        w = csv.DictWriter(buf, wg.FIELDS, lineterminator="\n")
        w.writeheader()
        checks: list = []
        for k, rid in enumerate(reached[game], 1):
            if only is not None and rid not in only:
                continue
            for rules, chunks in runs[game].pop(rid, {}).items():
                _collect(game, rules, sizes[game], chunks)
            w.writerows(wg.csv_rows(game, role="headline", only=(rid,), reached=reached[game], n=n))
            checks += wg.csv_rows(game, role="check", only=(rid,), reached=reached[game], n=n)
            print(f"  {game} {k}/{len(reached[game])} {rid}: after {time.perf_counter() - t:.1f} s",
                  file=sys.stderr)
        w.writerows(checks)
        yield game, buf.getvalue()


def check(k: int, executor=None) -> int:
    bad = 0
    for game in wg.SETUPS:
        stored = wg.table(game)
        reached = {r["reading"]: r["reason"] for r in stored}
        sim = sorted({r["reading"] for r in stored if r["status"] == "simulated"})
        for rid in random.Random(1).sample(sim, min(k, len(sim))):
            got = wg.csv_rows(game, only=(rid,), reached=reached, executor=executor)
            want = [dict(r) for r in stored if r["reading"] == rid]
            same = [{f: str(v) for f, v in r.items()} for r in got] == want
            print(f"{game}: {rid}: {'equal' if same else 'DIFFERENT'}")
            bad += not same
    return 1 if bad else 0


def _executor(address: str | None, processes: int | None = None):
    """(executor, what to close, local): a Dask cluster's executor and its client; else a pool of
    ``processes`` worker processes on this machine (default: one per core) for the whole run, forked
    from this process (each worker keeps the games it has built from one chunk to the next), or with
    one process (None, None, True): everything played here."""
    if address is None:
        procs = (os.cpu_count() or 1) if processes is None else processes
        if procs <= 1:
            return None, None, True
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(procs, mp_context=multiprocessing.get_context("fork"))
        return pool, pool, True
    try:
        from distributed import Client
    except ImportError:
        sys.exit("--scheduler needs Dask: install the dask extra (pip install -e '.[dask]'; make does)")
    client = Client(address)
    print(f"Dask: {len(client.scheduler_info()['workers'])} workers at {address}", file=sys.stderr)
    return client.get_executor(), client, False


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", help="one game (edge_city or rogue_agent); default both")
    ap.add_argument("--processes", type=int, help="worker processes on this machine (default: one per core)")
    ap.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler's address (tcp://host:8786)")
    ap.add_argument("--n", type=int, help="a smoke run: N games per option (written only with --out)")
    ap.add_argument("--out", type=Path, help="the folder to write the files to instead of data/ (with --n: "
                    "the only way a smoke run writes)")
    ap.add_argument("--only", action="append", metavar="READING", help="with --n: just this reading (repeat)")
    ap.add_argument("--check", type=int, metavar="K", help="recompute K readings' headline rows and compare")
    args = ap.parse_args(argv)
    if args.processes is not None and args.scheduler is not None:
        ap.error("give --processes or --scheduler, not both")
    if args.only and args.n is None:
        ap.error("--only is for a smoke run (--n N); the full run writes every reading")
    if args.processes is not None and args.processes < 1:
        ap.error("--processes must be at least 1")
    executor, client, local = _executor(args.scheduler, args.processes)
    try:
        if args.check is not None:
            return check(args.check, executor)
        games = list(wg.SETUPS)
        if args.game:
            from edgekit import readings
            games = [readings.game_name(args.game)]
        t, c = time.perf_counter(), time.process_time()
        for game, text in render(games, executor, args.n, tuple(args.only) if args.only else None, local):
            took = (f"{time.perf_counter() - t:.1f} s from the start ({time.process_time() - c:.1f} s CPU "
                    f"in this process)")
            if args.n is not None or args.out is not None:
                if args.out is None:
                    print(f"{game}: smoke run, {args.n} games per option: {text.count(chr(10))} lines "
                          f"after {took}; nothing written")
                    continue
                args.out.mkdir(parents=True, exist_ok=True)
                path = args.out / f"{wg.table_path(game).parent.name}_{wg.table_path(game).name}"
            else:
                path = wg.table_path(game)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(text, encoding="utf-8")
            tmp.replace(path)
            print(f"{game}: wrote {path} ({text.count(chr(10))} lines) after {took}")
        return 0
    finally:
        if client is not None:
            client.close() if hasattr(client, "close") else client.shutdown(cancel_futures=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
