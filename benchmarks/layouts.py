"""Benchmarks for Edge City layouts and travel; also writes data/edge_city/layout_counts.csv.

The shared runner calls :func:`tasks` and times each callable. Each task checks its own
answer (a benchmark that returns a wrong number fails loudly). Run this file directly
(``.venv/bin/python benchmarks/layouts.py --write``) to recompute the stored counts.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from edgekit.data import load_csv
from edgekit.edge_city import generate_layout, reachable
from edgekit.edge_city.board.layouts import (
    FIXED_POLYOMINOES,
    _fixed_shapes,
    count_fixed_shapes,
    layout_counts,
)

COUNTS = ROOT / "data" / "edge_city" / "layout_counts.csv"
# (bizclaves, sprawls, connected) stored in the data file
CASES = [(3, 9, "side"), (3, 5, "side"), (2, 4, "side_or_corner"), (3, 6, "side_or_corner")]


def _stored() -> dict:
    rows = load_csv(COUNTS, {"bizclaves": int, "sprawls": int, "adjacent": str, "touch": str,
                             "connected": str, "layouts": int, "up_to_symmetry": int})
    return {(r["bizclaves"], r["sprawls"], r["connected"], r["adjacent"], r["touch"]):
            (r["layouts"], r["up_to_symmetry"]) for r in rows}


def enumerate_12_ominoes() -> int:
    _fixed_shapes.cache_clear()
    n = count_fixed_shapes(12)
    assert n == FIXED_POLYOMINOES[11] == 505861, n
    return n


def count_full_game_all_readings() -> list[dict]:
    """The four adjacent/touch readings for 3 Bizclaves + 9 Sprawl Zones, side-connected."""
    from edgekit.edge_city.board.layouts import _count_all

    _count_all.cache_clear()
    rows = layout_counts(3, 9, connected="side")
    stored = _stored()
    for r in rows:
        key = (3, 9, "side", r["adjacent"], r["touch"])
        assert (r["layouts"], r["up to rotation and reflection"]) == stored[key], (key, r)
    return rows


def reach_every_start_on_100_boards() -> int:
    total = 0
    for seed in range(100):
        lay = generate_layout(seed)
        for p in lay:
            total += len(reachable(lay, p))
    return total


def tasks() -> dict:
    return {
        "layouts: enumerate 505,861 fixed 12-ominoes": enumerate_12_ominoes,
        "layouts: count 3+9 under all four adjacent/touch readings": count_full_game_all_readings,
        "travel: reach from every space of 100 generated boards": reach_every_start_on_100_boards,
    }


def write_counts() -> None:
    lines = [
        "# Legal Edge City layouts, counted by edgekit.edge_city.board.layouts"
        " (benchmarks/layouts.py --write).",
        "# Up to translation; Bizclaves told apart, Sprawl Zones not; up_to_symmetry also identifies",
        "# rotations and reflections. Computed, resting on the inferred 3 + 9 tile split (EC-09 (iv)),",
        "# hence source = reconstructed. seconds: wall time of the pass that made the row's case.",
        "bizclaves,sprawls,adjacent,touch,connected,layouts,up_to_symmetry,seconds,source,cite",
    ]
    for b, s, con in CASES:
        t = time.perf_counter()
        rows = layout_counts(b, s, connected=con)
        secs = time.perf_counter() - t
        for r in rows:
            lines.append(f"{b},{s},{r['adjacent']},{r['touch']},{con},{r['layouts']},"
                         f"{r['up to rotation and reflection']},{secs:.1f},reconstructed,Edge City 5.2")
        print(b, s, con, f"{secs:.1f}s", [r["layouts"] for r in rows], flush=True)
    COUNTS.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if "--write" in sys.argv:
        write_counts()
    else:
        for name, fn in tasks().items():
            t = time.perf_counter()
            fn()
            print(f"{name}: {time.perf_counter() - t:.2f} s")
