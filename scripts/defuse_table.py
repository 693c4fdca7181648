"""Precompute what the DefuseExplorer shows: P(defused) and P(exploded) for Bomb Timers 1..6 at every
setting its controls reach (goal x face mix in sixths x every option of its five readings; 9 dice).

    .venv/bin/python scripts/defuse_table.py            # write data/rogue_agent/defuse_explorer.csv.gz
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


def rows():
    for goal, c, e, rd in sorted(explorer_settings(), key=lambda k: (str(k[3]), k[0], k[1], k[2])):
        table = solve_setting(goal, c, e, rd)
        for t, (pd, px) in table.items():
            yield {"goal": goal, "cross": str(c), "explosion": str(e), **dict(rd), "timer": t,
                   "defused": str(pd), "exploded": str(px)}


def main(argv):
    if "--check" in argv:
        n = int(argv[argv.index("--check") + 1])
        from edgekit.widgets.bomb import load_table

        table = load_table()
        for key in random.Random(1).sample(sorted(table, key=str), n):
            assert table[key] == solve_setting(*key), key
        print(f"{n} settings re-solved: equal")
        return 0
    buf = io.StringIO()
    w = csv.DictWriter(buf, FIELDS, lineterminator="\n")
    w.writeheader()
    for k, row in enumerate(rows()):
        w.writerow(row)
        if k % 600 == 0:
            print(k, flush=True)
    with gzip.open(TABLE_PATH, "wt", encoding="utf-8", compresslevel=9) as f:
        f.write("# P(defused), P(exploded) per Bomb Timer for every DefuseExplorer setting; "
                "made by scripts/defuse_table.py (Rules: Rogue Agent, Defuse a Bomb, p. 11)\n")
        f.write(buf.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
