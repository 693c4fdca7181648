"""Benchmarks for Edge City rules: Rip odds, Theft, Sprawl-card draws, the worked examples, import.

The shared runner (benchmarks/run.py) calls :func:`tasks` and times each callable. Every task
checks its own answer against a known exact value, so a fast wrong answer fails loudly. Only the
calls that existed before issue 10 are timed (the old and the new code can be compared by running
this file with PYTHONPATH pointing at either checkout):

    PYTHONPATH=. .venv/bin/python benchmarks/edge_city.py
"""

from __future__ import annotations

import subprocess
import sys
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import edgekit.edge_city as ec  # noqa: E402
from edgekit.edge_city.rip import odds as rip  # noqa: E402

STATUSES = ("Wannabee", "Hackolyte", "Hacker", "Master Hacker", "Hacker Legend")
RIP_TYPES = ("sensitive", "secret", "super_secret", "upgrade")
NAT12 = ("ends_action", "plain_failure")  # the two options every version has


def rip_grid_cold() -> int:
    """Every Status x Rip type x natural_12 option x attempts option, solved from a cold cache."""
    rip._solve.cache_clear()
    n = 0
    for s in STATUSES:
        for t in RIP_TYPES:
            for nat in NAT12:
                for att in ("per_space", "per_rip"):
                    odds = ec.rip_outcomes(s, t, natural_12=nat, attempts=att, swat_stealth=2, ice_stealth=1)
                    assert sum(odds.values()) == 1
                    n += 1
    assert ec.rip_outcomes("Wannabee", "sensitive")["failed_uncool"] == Fraction(3325, 8748)
    return n


def worked_examples_checked() -> int:
    reps = ec.worked_examples()
    assert all(r.ok for r in reps) and len(reps) == 6
    return len(reps)


def theft_tables() -> int:
    n = 0
    for h in ("per_card", "on_sum", "sum_min_one"):
        t = ec.theft_table(range(0, 7), swat_stealth=[1, 1], theft_halving=h)
        n += len(t)
    assert ec.theft_probability("Wannabee") == Fraction(1, 6)
    return n


def sprawl_draws() -> int:
    n = 0
    for nat in NAT12:
        for sw in ("keep_cool", "make_roll"):
            d = ec.draw_outcomes(["TOXIC WASTE", "BIOWARE CHOP SHOP", "SPRAWL RUMOR"], bioware=(1, 2),
                                 natural_12=nat, sprawl_win=sw)
            assert sum(d.probs().values()) == 1
            n += len(d.probs())
    return n


def import_edge_city() -> float:
    """A fresh interpreter importing edgekit.edge_city (no matplotlib, no ipywidgets)."""
    code = ("import sys, edgekit.edge_city; "
            "assert 'matplotlib' not in sys.modules and 'ipywidgets' not in sys.modules")
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT,
                   env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return time.perf_counter() - t


def tasks() -> dict:
    return {
        "edge_city: rip odds, 5 Statuses x 4 types x 2 natural_12 x 2 attempts, cold cache": rip_grid_cold,
        "edge_city: the six worked examples replayed and checked": worked_examples_checked,
        "edge_city: theft tables, 5 Statuses x 7 attacks x 3 halvings": theft_tables,
        "edge_city: a three-card Draw, exact, 2 natural_12 x 2 sprawl_win": sprawl_draws,
        "edge_city: import edgekit.edge_city in a fresh interpreter": import_edge_city,
    }


def _best_of(fn, n: int = 5) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


if __name__ == "__main__":
    for name, fn in tasks().items():
        print(f"{name}: {_best_of(fn) * 1000:.1f} ms (best of 5)")
