"""Regenerate the whole-game headlines: how each reading moves a whole simulated game.

    python scripts/whole_game_headlines.py                    # both games (a few minutes)
    python scripts/whole_game_headlines.py --game edge_city   # one game
    python scripts/whole_game_headlines.py --processes 2      # the options' games on 2 cores (same rows)
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

The games are played on the play layer's fast path (edgekit.play.simulate: no log, cached integer
weights). ``--scheduler ADDRESS`` sends the options' games to the Dask cluster at ADDRESS
(``distributed.Client(ADDRESS).get_executor()``, the dask extra): the rows are identical to a run on
one core. The default games are always played here (the readings they look up decide which readings
are simulated). ``--n N`` plays N games per option for a quick look; it writes only with ``--out``.
"""

from __future__ import annotations

import argparse
import csv
import io
import random
import sys
import time
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


def render(game: str, processes: int | None = None, executor=None, n: int | None = None,
           only: tuple[str, ...] | None = None) -> str:
    """The whole file for one game (headline rows, then check rows); ``n`` (a smoke run): games per
    option of both kinds of rows and of :func:`~edgekit.headlines.whole_game.reach`; ``only``: just
    these readings (a smoke run)."""
    buf = io.StringIO()
    buf.write(header(game))
    w = csv.DictWriter(buf, wg.FIELDS, lineterminator="\n")
    w.writeheader()
    reached = wg.reach(game, n=n)  # plays the default games once (they are shared by every reading)
    for role in ("headline", "check"):
        for k, rid in enumerate(reached, 1):
            if only is not None and rid not in only:
                continue
            t = time.perf_counter()
            w.writerows(wg.csv_rows(game, role=role, only=(rid,), reached=reached, processes=processes,
                                    executor=executor, n=n))
            print(f"  {game} {role} {k}/{len(reached)} {rid}: {time.perf_counter() - t:.1f} s",
                  file=sys.stderr)
    return buf.getvalue()


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


def _executor(address: str | None):
    """A Dask cluster's executor (and its client, to close), or (None, None)."""
    if address is None:
        return None, None
    try:
        from distributed import Client
    except ImportError:
        sys.exit("--scheduler needs Dask: install the dask extra (pip install -e '.[dask]'; make does)")
    client = Client(address)
    print(f"Dask: {len(client.scheduler_info()['workers'])} workers at {address}", file=sys.stderr)
    return client.get_executor(), client


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", help="one game (edge_city or rogue_agent); default both")
    ap.add_argument("--processes", type=int, help="worker processes on this machine")
    ap.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler's address (tcp://host:8786)")
    ap.add_argument("--n", type=int, help="a smoke run: N games per option (written only with --out)")
    ap.add_argument("--out", type=Path, help="with --n: the folder to write the files to (never data/)")
    ap.add_argument("--only", action="append", metavar="READING", help="with --n: just this reading (repeat)")
    ap.add_argument("--check", type=int, metavar="K", help="recompute K readings' headline rows and compare")
    args = ap.parse_args(argv)
    if args.processes is not None and args.scheduler is not None:
        ap.error("give --processes or --scheduler, not both")
    if (args.out is not None or args.only) and args.n is None:
        ap.error("--out and --only are for a smoke run (--n N); the full run writes every reading to data/")
    executor, client = _executor(args.scheduler)
    try:
        if args.check is not None:
            return check(args.check, executor)
        games = list(wg.SETUPS)
        if args.game:
            from edgekit import readings
            games = [readings.game_name(args.game)]
        for game in games:
            t, c = time.perf_counter(), time.process_time()
            text = render(game, args.processes, executor, args.n, tuple(args.only) if args.only else None)
            took = (f"{time.perf_counter() - t:.1f} s ({time.process_time() - c:.1f} s CPU in this "
                    f"process)")
            if args.n is not None:
                if args.out is None:
                    print(f"{game}: smoke run, {args.n} games per option: {text.count(chr(10))} lines in "
                          f"{took}; nothing written")
                    continue
                args.out.mkdir(parents=True, exist_ok=True)
                path = args.out / f"{wg.table_path(game).parent.name}_{wg.table_path(game).name}"
            else:
                path = wg.table_path(game)
            tmp = path.with_suffix(".tmp")
            tmp.write_text(text, encoding="utf-8")
            tmp.replace(path)
            print(f"{game}: wrote {path} ({text.count(chr(10))} lines) in {took}")
        return 0
    finally:
        if client is not None:
            client.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
