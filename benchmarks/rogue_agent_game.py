"""Whole games of Rogue Agent (issue 13): 1,000 two-player games under the named policies, and
OpenSpiel's random simulation of the same registered game.

Measures (one core):
* ``simulate`` of 1,000 two-player games, "hunter" against "bomb_squad" (target: at most 60 s);
* steps per second of a plain loop over edgekit states (same policies, exact integer sampling,
  no log), which also counts the steps of a game;
* steps per second of random play through OpenSpiel (``pyspiel`` states wrapping edgekit states,
  chance sampled from the adapter's floats), on ``edgekit_rogue_agent``.
Results go to benchmarks/rogue_agent_game.json.

Run: .venv/bin/python benchmarks/rogue_agent_game.py [--games N]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from _game_loops import openspiel_random, plain_loop  # a script beside this one

OUT = Path(__file__).with_name("rogue_agent_game.json")


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)

    import edgekit.rogue_agent as ra
    from edgekit import play

    g = ra.game(2)
    seats = [g.policies["hunter"], g.policies["bomb_squad"]]
    play.play(g, seed=0, policies=seats)  # warm the per-game caches (Defuse solutions) once
    t = time.perf_counter()
    summary = play.simulate(g, args.games, seed=1, policies=seats, progress=False)
    sim = time.perf_counter() - t
    t = time.perf_counter()
    steps = plain_loop(g, seats, args.games)
    loop = time.perf_counter() - t

    import pyspiel

    name = ra.register_openspiel()
    pg = pyspiel.load_game(name)
    t = time.perf_counter()
    os_steps = openspiel_random(pg, args.games)
    os_time = time.perf_counter() - t
    out = {
        "games": args.games,
        "simulate named policies (s)": round(sim, 3),
        "simulate target met (<= 60 s per 1,000 games)": sim * 1000 / args.games <= 60,
        "plain loop (s)": round(loop, 3),
        "steps per game (plain loop, named policies)": round(steps / args.games, 1),
        "steps per second (plain loop)": round(steps / loop),
        "steps per second (simulate, same mean length)": round(steps / sim),
        "openspiel random play (s)": round(os_time, 3),
        "steps per game (openspiel random)": round(os_steps / args.games, 1),
        "steps per second (openspiel random)": round(os_steps / os_time),
        "win share seat 0 (hunter)": str(summary["return[0]"]),
    }
    for k, v in out.items():
        print(f"{k}: {v}")
    if not args.no_write:
        OUT.write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
