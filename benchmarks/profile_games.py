"""Where a whole game's time goes (issue 24): cProfile over seeded games, the time split by kind.

For each game (four-player Edge City, cautious / greedy_dp / rip_first / random, the whole-game
headlines' seats; two-player Rogue Agent, hunter / bomb_squad; four-player Rogue Agent in Android
mode, hunter / bomb_squad / networker / trader; a Matrix run, the default policy), it
profiles ``play.simulate`` (the fast path) or ``play.play`` (the log) over seeded games and prints the
CPU seconds per 1,000 games without the profiler, then the share of the profiled time of each kind:

* inclusive (a call and everything it calls, counted where the kind is entered from outside it, so
  the game's ``_apply`` calling its own ``_apply`` counts once; kinds overlap, e.g. a policy lists
  the legal actions):
  the game's ``_apply``; its ``legal_actions``; its ``chance_outcomes`` (the exact odds: Dists, sympy,
  the game's caches); the sampler's Weights (``ChanceSampler.weights``, which calls chance_outcomes
  unless the game gives ``chance_weights``); the check of each action (``State._check_action``, the
  legal set again); the policies' ``action``; frozen-dataclass ``replace`` (dataclasses' and the
  games' own); the log (``play``: ``Step``, the state's text, labels, turns, exact odds as sympy);
* exclusive (the time inside only): ``@readings.uses`` and ``Rules`` attribute look-ups (the
  overhead of readings, not the rule functions), edgekit's Dist, and sympy.

Run: ``.venv/bin/python benchmarks/profile_games.py [--games-ec 100] [--games-ra 200]
[--games-ra-android 100] [--games-mx 1000] [--mode simulate|play|both] [--top 12]``; ``--top`` also
lists the functions with the most time of their own. Times are ``time.process_time()`` (CPU of this
process: the machine is shared, wall time is not a measure); profiled shares are of the profiled run
(cProfile inflates small functions, so read shares as where to look, and the unprofiled seconds as what
it costs).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

# (label, how: "cum" inclusive or "tot" exclusive, predicate on (file, function name))
KINDS = (
    ("game: apply", "cum", lambda f, n: n == "_apply" and "/play/" not in f and _state_file(f)),
    ("game: legal_actions", "cum", lambda f, n: n == "legal_actions" and "/play/" not in f),
    ("game: chance_outcomes (exact odds)", "cum", lambda f, n: n == "chance_outcomes" and "/play/" not in f),
    ("game: chance_weights (its own)", "cum", lambda f, n: n == "chance_weights" and "/play/" not in f),
    ("sampler: Weights per chance step", "cum", lambda f, n: f.endswith("play/chance.py")
     and n in ("weights", "checked")),
    ("check of each action (apply)", "cum", lambda f, n: f.endswith("play/core.py") and n == "_check_action"),
    ("check of each choice (is_legal)", "cum", lambda f, n: n == "is_legal"),
    ("policies", "cum", lambda f, n: n == "action" and (f.endswith("play/policy.py"))),
    ("frozen-dataclass replace", "cum", lambda f, n: n == "replace" and (f.endswith("dataclasses.py")
                                                                       or f.endswith("phases.py"))),
    ("log: Step records", "cum", lambda f, n: f.endswith("play/log.py") and n == "__init__"),
    ("log: state text (str)", "cum", lambda f, n: n == "__str__" and "/edgekit/" in f and _state_file(f)),
    ("log: turn()", "cum", lambda f, n: f.endswith("play/core.py") and n == "turn"),
    ("log: action_label()", "cum", lambda f, n: f.endswith("play/core.py") and n == "action_label"),
    ("log: exact odds as sympy (Dist.probs)", "cum", lambda f, n: f.endswith("edgekit/dist.py")
     and n == "probs"),
    ("readings overhead (@uses, Rules look-ups)", "tot", lambda f, n: f.endswith("_readings/provenance.py")
     and n in ("call", "wrapper") or f.endswith("_readings/rules.py") and n == "__getattr__"),
    ("edgekit Dist (own time)", "tot", lambda f, n: f.endswith("edgekit/dist.py") or "/_keep.py" in f),
    ("sympy (own time)", "tot", lambda f, n: "/sympy/" in f),
)


def _state_file(f: str) -> bool:
    return any(f.endswith(x) for x in ("whole_game/game.py", "rip/game.py", "bomb/game.py"))


def setups():
    import edgekit.edge_city as ec
    import edgekit.rogue_agent as ra
    from edgekit import matrix as mx
    from edgekit import play

    g = ec.game(4)
    p = g.policies
    r = ra.game(2)
    m = mx.game()
    seats = [p["cautious"], p["greedy_dp"], p["rip_first"], play.RandomPolicy()]
    a = ra.game(4, mode="android")
    return {"Edge City (4 players)": (g, seats),
            "Rogue Agent (2 players)": (r, [r.policies["hunter"], r.policies["bomb_squad"]]),
            "Rogue Agent Android mode (4 players)": (a, [a.policies[x] for x in ("hunter", "bomb_squad",
                                                                                  "networker", "trader")]),
            "Matrix run": (m, m.policies["default"])}


def _go(mode: str, game, pols, n: int) -> None:
    from edgekit import play

    if mode == "simulate":
        play.simulate(game, n, seed=1, policies=pols, progress=False)
    else:
        for s in play.game_seeds(1, n):
            play.play(game, seed=s, policies=pols)


def measure(mode: str, name: str, game, pols, n: int, top: int = 0) -> dict:
    _go(mode, game, pols, 3)  # warm: imports, solved sub-games, the readings' first look-up
    t = time.process_time()
    _go(mode, game, pols, n)
    cpu = time.process_time() - t
    prof = cProfile.Profile()
    prof.enable()
    _go(mode, game, pols, n)
    prof.disable()
    st = pstats.Stats(prof)
    total = sum(v[2] for v in st.stats.values())  # own times add up to the whole run
    shares = {}
    for label, how, pred in KINDS:
        inside = {k for k in st.stats if pred(k[0], k[2])}
        if how == "tot":
            got = sum(st.stats[k][2] for k in inside)
        else:  # time entering the kind from outside it (a call of the kind from the kind counts once)
            got = sum(ct for k in inside for caller, (_, _, _, ct) in st.stats[k][4].items()
                      if caller not in inside)
        if got:
            shares[label] = got / total
    out = {"game": name, "mode": mode, "games": n, "cpu_s": cpu, "cpu_s_per_1000": cpu * 1000 / n,
           "shares": shares}
    print(f"\n{name}, {mode}: {n} games, {cpu:.2f} s CPU = {cpu * 1000 / n:.2f} s per 1,000 games "
          f"(profiled: {total:.2f} s)")
    for label, sh in shares.items():
        print(f"  {100 * sh:5.1f}%  {label}")
    if top:
        print("  own time, top functions:")
        ranked = sorted(st.stats.items(), key=lambda kv: -kv[1][2])[:top]
        for (f, line, fn), v in ranked:
            short = f.split("/edgekit/")[-1] if "/edgekit/" in f else f.rsplit("/", 1)[-1]
            print(f"    {100 * v[2] / total:5.1f}%  {short}:{line}({fn})  {v[1]:,} calls")
    return out


def main(argv=None) -> list:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games-ec", type=int, default=100)
    ap.add_argument("--games-ra", type=int, default=200)
    ap.add_argument("--games-ra-android", type=int, default=100)
    ap.add_argument("--games-mx", type=int, default=1000)
    ap.add_argument("--mode", choices=("simulate", "play", "both"), default="both")
    ap.add_argument("--top", type=int, default=0)
    ap.add_argument("--only", default="", help="a substring of the game names to profile")
    args = ap.parse_args(argv)
    counts = {"Edge City (4 players)": args.games_ec, "Rogue Agent (2 players)": args.games_ra,
              "Rogue Agent Android mode (4 players)": args.games_ra_android, "Matrix run": args.games_mx}
    modes = ("simulate", "play") if args.mode == "both" else (args.mode,)
    out = []
    for name, (game, pols) in setups().items():
        if args.only.lower() not in name.lower():
            continue
        for mode in modes:
            n = counts[name] if mode == "simulate" else max(1, counts[name] // 4)
            out.append(measure(mode, name, game, pols, n, args.top))
    return out


if __name__ == "__main__":
    main()
