"""Import time: `import edgekit` and a first `readings.get(...)` against `import sympy` alone.

Each measurement is a fresh interpreter (the only honest way to time an import), run
--repeats times; the median and the maximum are printed and written to benchmarks/imports.json.
Target (issue 10): both at most 1.5x the time of `import sympy` alone, and neither may pull in
matplotlib or ipywidgets.

Run: .venv/bin/python benchmarks/imports.py [--repeats N] [--strict]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).with_name("imports.json")
ROOT = Path(__file__).resolve().parent.parent

# Each snippet prints its own elapsed time, so interpreter start-up is not counted.
SNIPPETS = {
    "import sympy": "import sympy",
    "import edgekit": "import edgekit",
    "readings.get('table_rows')": "from edgekit import readings; readings.get('table_rows')",
    "readings.defaults('Edge City')":
        "from edgekit import readings; readings.defaults('Edge City').natural_12",
    # issue 20: reads only Matrix's readings file and imports no game module
    "print(readings.defaults('Matrix'))": "from edgekit import readings; str(readings.defaults('Matrix'))",
}
# A user's interpreter writes and reuses bytecode; a PYTHONDONTWRITEBYTECODE left in the shell
# (as on our sandboxes) would time compiling every module instead of importing it.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
CHECK = "import sys; print(sorted(m for m in ('matplotlib', 'ipywidgets') if m in sys.modules))"


def time_snippet(code: str) -> tuple[float, list[str]]:
    prog = (f"import time; t = time.perf_counter(); {code}; dt = time.perf_counter() - t; "
            f"{CHECK.replace('print(', 'heavy = (')}; print(dt, '|', ','.join(heavy))")
    out = subprocess.run([sys.executable, "-c", prog], capture_output=True, text=True, check=True,
                         cwd=ROOT, env=ENV).stdout.strip()
    dt, heavy = out.split("|")
    return float(dt), [h for h in heavy.strip().split(",") if h]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = ap.parse_args(argv)
    results, heavy_seen = {}, {}
    for name, code in SNIPPETS.items():
        time_snippet(code)  # warm-up: writes the bytecode caches, as any first use does
        runs = [time_snippet(code) for _ in range(args.repeats)]
        times = [t for t, _ in runs]
        heavy_seen[name] = runs[-1][1]
        results[name] = {"median_s": statistics.median(times), "max_s": max(times)}
    base = results["import sympy"]["median_s"]
    ok = True
    print(f"{'what':34} {'median':>9} {'max':>9} {'x sympy':>8}  heavy modules loaded")
    for name, r in results.items():
        ratio = r["median_s"] / base
        r["ratio_to_sympy"] = ratio
        target = name == "import sympy" or (ratio <= 1.5 and not heavy_seen[name])
        ok &= target
        print(f"{name:34} {r['median_s'] * 1e3:8.0f}ms {r['max_s'] * 1e3:8.0f}ms {ratio:8.2f}  "
              f"{', '.join(heavy_seen[name]) or '-'}{'' if target else '   <- target missed'}")
    OUT.write_text(json.dumps(results, indent=1) + "\n")
    return 0 if ok or not args.strict else 1


if __name__ == "__main__":
    sys.exit(main())
