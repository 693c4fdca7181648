"""Precompute what the DefuseExplorer shows: P(defused) and P(exploded) for Bomb Timers 1..6 at every
setting its controls reach (goal x face mix in sixths x every option of its five readings; 9 dice).

    .venv/bin/python scripts/defuse_table.py            # write data/rogue_agent/defuse_explorer.csv.gz
    .venv/bin/python scripts/defuse_table.py --worker 0/2 & ... --worker 1/2   # in two processes
    .venv/bin/python scripts/defuse_table.py --check 20 # re-solve 20 random settings, compare

The file is a cache of :func:`edgekit.rogue_agent.solve_defuse` (exact fractions as text);
tests/rogue_agent/test_defuse_table.py re-solves a sample of it and checks that it is complete.
Rules: Rogue Agent, Defuse a Bomb (p. 11).
"""

from __future__ import annotations

import csv
import gzip
import io
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from edgekit.widgets.bomb import TABLE_PATH, explorer_settings, solve_setting  # noqa: E402

FIELDS = ("goal", "cross", "explosion", "bomb_rows", "bomb_columns", "bomb_fourth_explosion",
          "bomb_open_column", "stability_variant", "timer", "defused", "exploded")


PARTS = TABLE_PATH.with_name("defuse_parts")  # one file per readings setting while generating


def partitions() -> list:
    """The settings grouped by their readings (one group shares the board's placement tables)."""
    groups: dict = {}
    for goal, c, e, rd in explorer_settings():
        groups.setdefault(rd, []).append((goal, c, e, rd))
    return [groups[rd] for rd in sorted(groups, key=str)]


def write_part(i: int, settings) -> None:
    buf = io.StringIO()
    w = csv.DictWriter(buf, FIELDS, lineterminator="\n")
    for goal, c, e, rd in settings:
        for t, (pd, px) in solve_setting(goal, c, e, rd).items():
            w.writerow({"goal": goal, "cross": str(c), "explosion": str(e), **dict(rd), "timer": t,
                        "defused": str(pd), "exploded": str(px)})
    tmp = PARTS / f"{i:03d}.tmp"
    tmp.write_text(buf.getvalue(), encoding="utf-8")
    tmp.rename(PARTS / f"{i:03d}.csv")


def assemble(n: int) -> None:
    with gzip.open(TABLE_PATH, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write("# P(defused), P(exploded) per Bomb Timer for every DefuseExplorer setting; "
                "made by scripts/defuse_table.py (Rules: Rogue Agent, Defuse a Bomb, p. 11)\n")
        f.write(",".join(FIELDS) + "\n")
        for i in range(n):
            f.write((PARTS / f"{i:03d}.csv").read_text(encoding="utf-8"))
    for part in PARTS.glob("*.csv"):
        part.unlink()
    PARTS.rmdir()


def main(argv):
    if "--check" in argv:
        n = int(argv[argv.index("--check") + 1])
        from edgekit.widgets.bomb import load_table

        table = load_table()
        for key in random.Random(1).sample(sorted(table, key=str), n):
            assert table[key] == solve_setting(*key), key
        print(f"{n} settings re-solved: equal")
        return 0
    # --worker i/k: solve every k-th readings group (several processes may share the work)
    i, k = map(int, argv[argv.index("--worker") + 1].split("/")) if "--worker" in argv else (0, 1)
    PARTS.mkdir(exist_ok=True)
    groups = partitions()
    # the default board (bomb_columns="timer") first: the explorer opens on it
    order = sorted(range(len(groups)), key=lambda j: dict(groups[j][0][3])["bomb_columns"] != "timer")
    for n, j in enumerate(order):
        settings = groups[j]
        if n % k == i and not (PARTS / f"{j:03d}.csv").exists():
            write_part(j, settings)
            print(j, flush=True)
    if all((PARTS / f"{j:03d}.csv").exists() for j in range(len(groups))):
        assemble(len(groups))
        print("wrote", TABLE_PATH)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
