"""The play layer's speed: simulate against edgekit's own sampling loop and OpenSpiel's side.

Measures (one core, median of --repeats runs):
* ``simulate`` of 10,000 Rip attempts under a fixed policy (target, issue 11: within 5 s);
* the same attempts by edgekit's own sampling loop (``montecarlo.sample_procedure`` on the
  Rip Track: no annotations, no policies);
* the same attempts played through the OpenSpiel adapter (``pyspiel`` states wrapping edgekit
  states, chance sampled from the float ``chance_outcomes``): the adapter's overhead;
* 1,000 Bomb attempts (timer 4, 9 dice) under the exact optimal policy, by ``simulate`` and
  through the adapter.
Results go to benchmarks/play.json.

Run: .venv/bin/python benchmarks/play.py [--repeats N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

OUT = Path(__file__).with_name("play.json")
N_RIP, N_BOMB = 10_000, 1_000
OWN = "edgekit's own loop: sample_procedure, 10,000 Rips"


def _timed(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def _openspiel_loop(pg, n: int, choose) -> None:
    """n games through the adapter: OpenSpiel's own state API, chance sampled from its floats."""
    rng = random.Random(0)
    for _ in range(n):
        s = pg.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                acts, probs = zip(*s.chance_outcomes())
                s.apply_action(rng.choices(acts, weights=probs)[0])
            else:
                s.apply_action(choose(s))


def _stepper_updates(P, bomb) -> dict:
    """Every button of the stepper on a Bomb attempt with a human seat, timed one by one."""
    from edgekit.widgets.stepper import Stepper

    times = []
    for seed in range(5):
        st = Stepper(bomb, seed=seed, policies=P.HumanPolicy())
        for _ in range(60):
            if st.state["done"]:
                break
            t = time.perf_counter()
            st.choose() if st.state["asking"] else st.next()
            times.append(time.perf_counter() - t)
        for _ in range(4):
            t = time.perf_counter()
            st.back()
            times.append(time.perf_counter() - t)
        t = time.perf_counter()
        st.reset()
        times.append(time.perf_counter() - t)
    return {"median_ms": 1e3 * statistics.median(times), "max_ms": 1e3 * max(times), "updates": len(times)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args(argv)
    from edgekit import play as P
    from edgekit.edge_city import rip_track
    from edgekit.edge_city.rip.game import rip_game
    from edgekit.montecarlo import sample_procedure
    from edgekit.play import openspiel as osp
    from edgekit.rogue_agent.bomb.game import bomb_game

    rip = rip_game("Hacker", "secret", second_chance="optional")
    fixed = rip.policies["always_take"]
    proc, start, _ = rip_track("Hacker", "secret")
    pg = osp.openspiel_game(rip)
    bomb = bomb_game(4, 9)
    best = bomb.policies["optimal"]
    bomb.solution()  # solve once, outside the timings
    bpg = osp.openspiel_game(bomb)

    def bomb_choose(s):
        return best.action(s.edgekit_state, None)

    r = {
        "simulate 10,000 Rip attempts (always_take)": _timed(
            lambda: P.simulate(rip, N_RIP, seed=1, policies=fixed, progress=False), args.repeats),
        OWN: _timed(
            lambda: sample_procedure(proc, start, N_RIP, seed=1), args.repeats),
        "through the OpenSpiel adapter, 10,000 Rips": _timed(
            lambda: _openspiel_loop(pg, N_RIP, lambda s: 0), args.repeats),
        "simulate 1,000 Bomb attempts (optimal)": _timed(
            lambda: P.simulate(bomb, N_BOMB, seed=1, policies=best, progress=False), args.repeats),
        "through the OpenSpiel adapter, 1,000 Bombs (optimal)": _timed(
            lambda: _openspiel_loop(bpg, N_BOMB, bomb_choose), args.repeats),
    }
    stepper = _stepper_updates(P, bomb)
    sim = r["simulate 10,000 Rip attempts (always_take)"]
    out = {k: {"median_s": v} for k, v in r.items()}
    out["target: simulate 10,000 Rips within 5 s"] = {"met": sim <= 5.0}
    print(f"{'what':55} {'median':>9}")
    for k, v in r.items():
        print(f"{k:55} {v:8.3f}s")
    print(f"adapter / simulate (Rip): {r['through the OpenSpiel adapter, 10,000 Rips'] / sim:.2f}x; "
          f"simulate / sample_procedure: {sim / r[OWN]:.2f}x")
    out["stepper updates, Bomb with a human seat (Next/Choose/Back/Reset)"] = stepper
    print(f"stepper updates: median {stepper['median_ms']:.1f} ms, max {stepper['max_ms']:.1f} ms "
          f"over {stepper['updates']} (target 100 ms)")
    OUT.write_text(json.dumps(out, indent=1) + "\n")
    return 0 if sim <= 5.0 else 1


if __name__ == "__main__":
    sys.exit(main())
