"""Android mode of Rogue Agent (issue 13): whole four- and three-player games under the named policies,
and OpenSpiel's random simulation of the registered game in Android mode.

Measures (one core), for 3 and 4 players with the ILLUSTRATIVE default mix (4 Android tokens):
* ``simulate`` of N games, the named players "hunter", "networker", "bomb_squad" (and "trader");
* steps per second of a plain loop over edgekit states (same policies, exact integer sampling, no log);
* steps per second of random play through OpenSpiel (``edgekit_rogue_agent`` with mode "android").
Results go to benchmarks/rogue_agent_android.json.

Run: .venv/bin/python benchmarks/rogue_agent_android.py [--games N]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from _game_loops import openspiel_random, plain_loop  # a script beside this one

OUT = Path(__file__).with_name("rogue_agent_android.json")


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)

    import pyspiel

    import edgekit.rogue_agent as ra
    from edgekit import play

    name = ra.register_openspiel()
    out: dict = {"games": args.games}
    for players in (3, 4):
        g = ra.game(players, mode="android")
        seats = [g.policies[n] for n in ("hunter", "networker", "bomb_squad", "trader")][:players]
        play.play(g, seed=0, policies=seats)  # warm the per-game caches once
        t = time.perf_counter()
        summary = play.simulate(g, args.games, seed=1, policies=seats, progress=False,
                                measure=lambda s: {"limit hit": s.table.ids_out,
                                                   "districts destroyed": len(s.table.destroyed)})
        sim = time.perf_counter() - t
        t = time.perf_counter()
        steps = plain_loop(g, seats, args.games)
        loop = time.perf_counter() - t
        pg = pyspiel.load_game(name, {"players": players, "mode": "android"})
        t = time.perf_counter()
        os_steps = openspiel_random(pg, args.games)
        os_time = time.perf_counter() - t
        out[f"{players} players"] = {
            "simulate named policies (s)": round(sim, 3),
            "steps per game (plain loop, named policies)": round(steps / args.games, 1),
            "steps per second (plain loop)": round(steps / loop),
            "steps per second (openspiel random)": round(os_steps / os_time),
            "steps per game (openspiel random)": round(os_steps / args.games, 1),
            "limit hit (share of games)": str(summary["limit hit"]),
            "districts destroyed (mean)": str(summary["districts destroyed"]),
            "exact P(the deal lets the limit be hit)": str(ra.android_limit_reachable(players, 4)),
        }
    print(json.dumps(out, indent=1))
    if not args.no_write:
        OUT.write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
