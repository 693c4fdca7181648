"""Whole games on the fast path (issue 24): each target beside its same-run baselines, met or not.

Targets (CPU seconds on this machine):
* 1,000 four-player Edge City games (the whole-game headlines' seats: cautious, greedy_dp,
  rip_first, random) through ``play.simulate``: at most 5 s;
* 1,000 two-player Rogue Agent games (hunter v bomb_squad): at most 4 s;
* 10,000 Matrix runs (the default policy) through ``play.simulate``: at most 3 s;
* for every game, ``simulate`` at least 5x faster than ``play.play`` with its full log over the same
  seeds.

Baselines, in the same run: ``play.play`` (every step logged: exact odds, labels, the state's text)
over the first ``--baseline`` seeds of the target's seeds, against ``simulate`` over those same seeds;
OpenSpiel's random simulation of the same registered game (``pyspiel.load_game("edgekit_...")``
through :mod:`edgekit.play.openspiel`: pyspiel states wrapping edgekit states, chance drawn from
OpenSpiel's float ``chance_outcomes``, a uniformly random legal action at every decision) beside
``play.simulate`` itself with a random policy in every seat over as many games (its steps counted in
a separate, untimed run of the same games), compared in steps per second (like against like: random
play on both sides; the games differ in length, so per step).

Times are ``time.process_time()`` (this process's CPU: the machine is shared, so wall time says
little), each the best of ``--repeats`` runs. Results go to benchmarks/whole_games.json.

Run: ``.venv/bin/python benchmarks/whole_games.py [--repeats 1] [--baseline 100] [--scale 1.0]
[--only edge] [--no-write] [--strict]``; ``--scale 0.1`` plays a tenth of every count (a quick
look; the targets are then judged per game).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _game_loops import openspiel_random  # noqa: E402 (a script beside this one, after the path)

OUT = Path(__file__).with_name("whole_games.json")


def _cases():
    import edgekit.edge_city as ec
    import edgekit.rogue_agent as ra
    from edgekit import matrix as mx
    from edgekit import play

    g = ec.game(4)
    p = g.policies
    r = ra.game(2)
    m = mx.game()
    return [
        {"name": "Edge City, 4 players", "game": g, "n": 1000, "target_s": 5.0,
         "openspiel": "edgekit_edge_city", "os_params": {"players": 4},
         "module": "edgekit.edge_city.whole_game.openspiel",
         "seats": [p["cautious"], p["greedy_dp"], p["rip_first"], play.RandomPolicy()],
         "seats_text": "cautious, greedy_dp, rip_first, random", "os_games": 20},
        {"name": "Rogue Agent, 2 players", "game": r, "n": 1000, "target_s": 4.0,
         "openspiel": "edgekit_rogue_agent", "os_params": {"players": 2},
         "module": "edgekit.rogue_agent.whole_game.openspiel",
         "seats": [r.policies["hunter"], r.policies["bomb_squad"]], "seats_text": "hunter, bomb_squad",
         "os_games": 50},
        {"name": "Matrix run", "game": m, "n": 10_000, "target_s": 3.0, "openspiel": "edgekit_matrix",
         "os_params": {}, "module": "edgekit.matrix.whole_game.openspiel", "seats": m.policies["default"],
         "seats_text": "default", "os_games": 300},
    ]


def _cpu(fn, repeats: int) -> tuple[float, object]:
    best, out = None, None
    for _ in range(repeats):
        t = time.process_time()
        out = fn()
        dt = time.process_time() - t
        best = dt if best is None else min(best, dt)
    return best, out


def _edgekit_random(game, games: int) -> None:
    """``games`` seeded games through ``play.simulate`` itself (its loop, its sampler, its shortcuts)
    with a random policy in every seat: what is timed."""
    from edgekit import play

    play.simulate(game, games, seed=1, policies=play.RandomPolicy())


def _random_steps(game, games: int) -> int:
    """Steps of the very games :func:`_edgekit_random` plays (the same seeds, ``play.game_seeds(1,
    games)``, the same draws), each decision and each chance draw counted: a run of its own through
    simulate's loop (``play.run._run``) with a counting sampler, which sees every chance step (so it
    is not timed: it skips the loop's chance-run shortcut)."""
    from edgekit import play
    from edgekit.play.chance import ChanceSampler
    from edgekit.play.run import _run

    class Counted(ChanceSampler):
        steps = 0

        def draw(self, state, rng):
            Counted.steps += 1
            return super().draw(state, rng)

    class Random(play.RandomPolicy):
        def action(self, state, rng):
            Counted.steps += 1
            return super().action(state, rng)

    draws, seats = Counted(by="dist", limit=20_000), (Random(),) * game.players
    for s in play.game_seeds(1, games):
        _run(game, seats, random.Random(s), draws, game.max_game_length)
    return Counted.steps


def measure(case: dict, repeats: int, baseline: int, scale: float) -> dict:
    import importlib

    import pyspiel

    from edgekit import play

    g, seats = case["game"], case["seats"]
    n = max(1, round(case["n"] * scale))
    k = max(1, min(n, round(baseline * (10 if case["n"] >= 10_000 else 1) * scale)))
    play.simulate(g, 3, seed=99, policies=seats)  # warm: imports, solved sub-games, first look-ups
    sim, _ = _cpu(lambda: play.simulate(g, n, seed=1, policies=seats), repeats)
    seeds = play.game_seeds(1, k)
    sim_k, _ = _cpu(lambda: play.simulate(g, k, seed=1, policies=seats), repeats)
    logged, _ = _cpu(lambda: [play.play(g, seed=s, policies=seats) for s in seeds], repeats)
    # OpenSpiel's random simulation of the same registered game, and simulate with random seats
    importlib.import_module(case["module"])   # registers the game with pyspiel
    pg = pyspiel.load_game(case["openspiel"], case["os_params"])
    os_games = max(1, round(case["os_games"] * scale))
    os_cpu, os_steps = _cpu(lambda: openspiel_random(pg, os_games), repeats)
    rnd, _ = _cpu(lambda: _edgekit_random(g, os_games), repeats)
    rnd_steps = _random_steps(g, os_games)
    per = 1000 / n
    target = case["target_s"] * n / case["n"]
    ratio = logged / sim_k
    row = {
        "game": case["name"], "seats": case["seats_text"], "games": n,
        "simulate_cpu_s": round(sim, 3), "target_cpu_s": round(target, 3), "target_met": sim <= target,
        "simulate_cpu_s_per_1000": round(sim * per, 3),
        "baseline_games": k, "play_log_cpu_s": round(logged, 3), "simulate_same_seeds_cpu_s": round(sim_k, 3),
        "simulate_vs_play_x": round(ratio, 2), "ratio_target_met": ratio >= 5,
        "openspiel_random_games": os_games, "openspiel_random_cpu_s": round(os_cpu, 3),
        "openspiel_random_steps_per_game": round(os_steps / os_games, 1),
        "openspiel_random_steps_per_s": round(os_steps / os_cpu),
        "simulate_random_seats_cpu_s": round(rnd, 3),
        "simulate_random_seats_steps_per_game": round(rnd_steps / os_games, 1),
        "simulate_random_seats_steps_per_s": round(rnd_steps / rnd),
        "simulate_vs_openspiel_steps_per_s_x": round((rnd_steps / rnd) / (os_steps / os_cpu), 2),
    }
    return row


def report(rows: list[dict]) -> str:
    lines = ["| game | games | simulate (CPU s) | target | met | play.play with log, same seeds | "
             "simulate, same seeds | simulate / play | 5x met | OpenSpiel random play (steps/s) | "
             "simulate's loop, random seats (steps/s) |",
             "|---|---:|---:|---:|---|---:|---:|---:|---|---:|---:|"]
    for r in rows:
        lines.append(
            f"| {r['game']} ({r['seats']}) | {r['games']:,} | {r['simulate_cpu_s']:.2f} | "
            f"<= {r['target_cpu_s']:g} | {'met' if r['target_met'] else 'NOT met'} | "
            f"{r['play_log_cpu_s']:.2f} ({r['baseline_games']:,} games) | "
            f"{r['simulate_same_seeds_cpu_s']:.2f} | "
            f"{r['simulate_vs_play_x']:.1f}x | {'met' if r['ratio_target_met'] else 'NOT met'} | "
            f"{r['openspiel_random_steps_per_s']:,} | {r['simulate_random_seats_steps_per_s']:,} "
            f"({r['simulate_vs_openspiel_steps_per_s_x']:.1f}x) |")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--baseline", type=int, default=100, help="games of play.play per 1,000 of the target")
    ap.add_argument("--scale", type=float, default=1.0, help="a fraction of every count (a quick look)")
    ap.add_argument("--only", default="", help="a substring of the game names")
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--strict", action="store_true", help="exit 1 when a target is missed")
    args = ap.parse_args(argv)
    rows = []
    for case in _cases():
        if args.only.lower() in case["name"].lower():
            rows.append(measure(case, args.repeats, args.baseline, args.scale))
            r = rows[-1]
            met = {True: "met", False: "NOT met"}
            print(f"{r['game']}: simulate {r['games']:,} games {r['simulate_cpu_s']:.2f} s CPU (target "
                  f"{r['target_cpu_s']:g} s: {met[r['target_met']]}); play.play with log "
                  f"{r['simulate_vs_play_x']:.1f}x slower over the same {r['baseline_games']:,} seeds "
                  f"(target 5x: {met[r['ratio_target_met']]}); random play: OpenSpiel "
                  f"{r['openspiel_random_steps_per_s']:,} steps/s, simulate's loop "
                  f"{r['simulate_random_seats_steps_per_s']:,} steps/s", flush=True)
    print()
    print(report(rows))
    print("\nCPU seconds (time.process_time, best of --repeats); targets per the game counts above.")
    if not args.no_write:
        OUT.write_text(json.dumps({"scale": args.scale, "rows": rows}, indent=1) + "\n")
    missed = [r["game"] for r in rows if not (r["target_met"] and r["ratio_target_met"])]
    if missed:
        print(f"targets NOT met: {', '.join(missed)}")
    return 1 if (missed and args.strict) else 0


if __name__ == "__main__":
    sys.exit(main())
