"""Regenerate the whole-game headlines: how each reading moves a whole simulated game.

    python scripts/whole_game_headlines.py                    # both games (a few minutes)
    python scripts/whole_game_headlines.py --game edge_city   # one game
    python scripts/whole_game_headlines.py --processes 2      # the options' games on 2 cores (same rows)
    python scripts/whole_game_headlines.py --check 2          # recompute 2 readings' headline rows, compare

Writes data/<game>/whole_game_headlines.csv: for every reading of the game, either its rows (each
option x each measure: a SIMULATION ESTIMATE with its 95% interval, and the paired difference from
the default over the same seeds) or why it cannot move the game. Every row records n, seed, the
policies and the edgekit version; the "check" rows (the first CHECK_N of the same games) are what
tests/test_whole_game_headlines.py recomputes. Re-run this after any change to a game, its rules
or its policies (the test says so when the table is out of date). See edgekit.headlines.whole_game.
"""

from __future__ import annotations

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


def render(game: str, processes: int | None = None) -> str:
    """The whole file for one game (headline rows, then check rows)."""
    buf = io.StringIO()
    buf.write(header(game))
    w = csv.DictWriter(buf, wg.FIELDS, lineterminator="\n")
    w.writeheader()
    reached = wg.reach(game)  # plays the default games once (they are shared by every reading)
    for role in ("headline", "check"):
        for k, rid in enumerate(reached, 1):
            t = time.perf_counter()
            w.writerows(wg.csv_rows(game, role=role, only=(rid,), reached=reached, processes=processes))
            print(f"  {game} {role} {k}/{len(reached)} {rid}: {time.perf_counter() - t:.1f} s",
                  file=sys.stderr)
    return buf.getvalue()


def check(k: int) -> int:
    bad = 0
    for game in wg.SETUPS:
        stored = wg.table(game)
        reached = {r["reading"]: r["reason"] for r in stored}
        sim = sorted({r["reading"] for r in stored if r["status"] == "simulated"})
        for rid in random.Random(1).sample(sim, min(k, len(sim))):
            got = wg.csv_rows(game, only=(rid,), reached=reached)
            want = [dict(r) for r in stored if r["reading"] == rid]
            same = [{f: str(v) for f, v in r.items()} for r in got] == want
            print(f"{game}: {rid}: {'equal' if same else 'DIFFERENT'}")
            bad += not same
    return 1 if bad else 0


def main(argv: list[str]) -> int:
    if "--check" in argv:
        return check(int(argv[argv.index("--check") + 1]))
    games = list(wg.SETUPS)
    if "--game" in argv:
        from edgekit import readings
        games = [readings.game_name(argv[argv.index("--game") + 1])]
    procs = int(argv[argv.index("--processes") + 1]) if "--processes" in argv else None
    for game in games:
        t = time.perf_counter()
        text = render(game, procs)
        path = wg.table_path(game)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
        print(f"{game}: wrote {path.relative_to(ROOT)} ({text.count(chr(10))} lines) in "
              f"{time.perf_counter() - t:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
