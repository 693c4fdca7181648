"""Edge City as a whole (issue 12): 1,000 four-player games under the named policies, OpenSpiel's
random simulation of the same registered game, and the exact road-to-Legend solution.

Measures (one core):
* ``simulate`` of 1,000 four-player games (rounds=30), seats cautious / greedy_dp / rip_first /
  greedy_dp (target: at most 60 s), with the default ``rip_steps="rolls"`` (each Win Roll of a Rip
  a step) and again with ``rip_steps="whole"`` (a Rip in one step);
* steps per second of a plain loop over edgekit states (same policies, exact integer sampling);
* steps per second of random play through OpenSpiel on ``edgekit_edge_city`` (2 players, 6 rounds,
  its registered defaults);
* the exact road to Hacker Legend from Wannabee with 3 DP: solve + exact mean (target: at most 10 s).
Results go to benchmarks/edge_city_game.json.

Run: .venv/bin/python benchmarks/edge_city_game.py [--games N]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from _game_loops import openspiel_random, plain_loop  # a script beside this one

OUT = Path(__file__).with_name("edge_city_game.json")


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)

    import edgekit.edge_city as ec
    from edgekit import play

    t = time.perf_counter()
    road = ec.road_to_legend("Wannabee", 3)
    mean = road.expected_turns()
    road_time = time.perf_counter() - t

    g = ec.game(4, rounds=30)
    p = g.policies
    seats = [p["cautious"], p["greedy_dp"], p["rip_first"], p["greedy_dp"]]
    t = time.perf_counter()
    summary = play.simulate(g, args.games, seed=1, policies=seats, progress=False)
    sim = time.perf_counter() - t
    gw = ec.game(4, rounds=30, rip_steps="whole")
    pw = gw.policies
    t = time.perf_counter()
    play.simulate(gw, args.games, seed=1, progress=False,
                  policies=[pw["cautious"], pw["greedy_dp"], pw["rip_first"], pw["greedy_dp"]])
    sim_whole = time.perf_counter() - t
    t = time.perf_counter()
    steps = plain_loop(g, seats, args.games)
    loop = time.perf_counter() - t

    import pyspiel

    from edgekit.edge_city.whole_game.game import register_openspiel

    pg = pyspiel.load_game(register_openspiel(), {"players": 2, "rounds": 6})   # the short game, as before
    t = time.perf_counter()
    os_steps = openspiel_random(pg, args.games)
    os_time = time.perf_counter() - t
    out = {
        "games": args.games,
        "road to Legend: solve + exact mean (s)": round(road_time, 3),
        "road target met (<= 10 s)": road_time <= 10,
        "road: exact mean turns, optimal (float)": float(mean),
        "simulate named policies (s)": round(sim, 3),
        "simulate target met (<= 60 s per 1,000 games)": sim * 1000 / args.games <= 60,
        "simulate named policies, rip_steps='whole' (s)": round(sim_whole, 3),
        "plain loop (s)": round(loop, 3),
        "steps per game (plain loop, named policies)": round(steps / args.games, 1),
        "steps per second (plain loop)": round(steps / loop),
        "openspiel random play (s)": round(os_time, 3),
        "steps per game (openspiel random, 2 players, 6 rounds)": round(os_steps / args.games, 1),
        "steps per second (openspiel random)": round(os_steps / os_time),
        **{f"win share seat {i} ({s.name})": str(summary[f"return[{i}]"]) for i, s in enumerate(seats)},
    }
    for k, v in out.items():
        print(f"{k}: {v}")
    if not args.no_write:
        OUT.write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
