"""Matrix runs per CPU second (issue 24, phase 2): the basic and the advanced game, simulate and play.

For each set-up (the benchmark's basic game with the default policy; the advanced game, all pawns
advanced, abilities unknown, with the default policy; the advanced game with abilities that change
strength and reach, with the lavish policy) it prints the CPU seconds (``time.process_time``: the
machine is shared) of ``n`` runs through ``play.simulate`` and of ``play.play`` with its log over the
first ``n // 10`` of the same seeds (scaled to ``n``), and the ratio; ``--profile`` adds the profile by
kind of ``benchmarks/profile_games.py`` for each. The load average is printed beside the numbers.

Run: ``.venv/bin/python benchmarks/matrix_speed.py [--n 10000] [--profile] [--top 15]``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def cases():
    from edgekit import matrix as mx

    strong = mx.breaker_table({(c, f): mx.ability(strength=1 + f % 2, kind="fort" if f > 3 else None,
                                                  reach=2 if f == 6 else None)
                               for c in mx.COLOURS for f in range(1, 7)})
    basic, adv, adv2 = mx.game(), mx.game(advanced=True), mx.game(advanced=True, table=strong)
    return [("basic, default", basic, basic.policies["default"]),
            ("advanced, default", adv, adv.policies["default"]),
            ("advanced with abilities (strength, reach), lavish", adv2, adv2.policies["lavish"])]


def main(argv=None) -> None:
    from edgekit import play

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10_000)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--top", type=int, default=0)
    ap.add_argument("--only", default="")
    args = ap.parse_args(argv)
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (2 cores shared)")
    for name, g, pol in cases():
        if args.only not in name:
            continue
        play.simulate(g, 3, seed=99, policies=pol, progress=False)
        t = time.process_time()
        play.simulate(g, args.n, seed=1, policies=pol, progress=False)
        sim = time.process_time() - t
        k = max(1, args.n // 10)
        seeds = play.game_seeds(1, k)
        t = time.process_time()
        play.simulate(g, k, seed=1, policies=pol, progress=False)
        sim_k = time.process_time() - t
        t = time.process_time()
        for s in seeds:
            play.play(g, seed=s, policies=pol)
        logged = time.process_time() - t
        print(f"{name}: simulate {args.n:,} runs {sim:.2f} s CPU; over {k:,} seeds simulate {sim_k:.2f} s, "
              f"play.play {logged:.2f} s: {logged / sim_k:.1f}x", flush=True)
        if args.profile:
            from profile_games import measure
            measure("simulate", name, g, pol, min(args.n, 2000), args.top)
    print(f"load average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")


if __name__ == "__main__":
    main()
