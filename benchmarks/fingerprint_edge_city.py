"""A fingerprint of seeded Edge City games (issue 24, phase 2): optimisations must change no game.

SHA-256 over (1) the ``repr`` of the final states of 200 seeded games through the fast path
(``play.final_states``) and (2) the transcripts of 36 seeded games through ``play.play`` (every
step's exact odds, labels, options, the state's text, the Turn's numbers), over mixed named and
random players, 2-6 players, several readings and both ``rip_steps`` modes; and the readings the
default whole-game headline games look up (:func:`edgekit.headlines.whole_game.reach`: a cache must
not hide a reading the games consult). A speed-up of the game's code must leave all three exactly as
they were (``--check`` compares with the stored
benchmarks/fingerprint_edge_city.json; ``--write`` stores the current ones: only on a commit that
intends to change games).

Run: ``.venv/bin/python benchmarks/fingerprint_edge_city.py [--check | --write]``
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

OUT = Path(__file__).with_name("fingerprint_edge_city.json")

#: (label, players, game() keywords, readings changed, seats (named or "random"), fast games, logged games)
CASES = (
    ("p4 headline seats", 4, {}, {}, ("cautious", "greedy_dp", "rip_first", "random"), 60, 8),
    ("p2 whole, buyer v raider", 2, {"rip_steps": "whole"}, {}, ("greedy_buyer", "raider"), 30, 6),
    ("p3 concealed, trading, whole", 3, {"rip_steps": "whole", "concealed_cards": "concealed",
                                         "ripper_trading": "offers"}, {},
     ("greedy_buyer", "raider", "random"), 25, 5),
    ("p5 second chance, reshuffle when needed, travel_only, may_pass", 5, {},
     {"second_chance": "optional", "sprawl_reshuffle": "when_needed", "repeat_reset": "travel_only",
      "dome_pass": "may_pass"}, ("raider", "cautious", "random", "greedy_buyer", "rip_first"), 25, 5),
    ("p6 it_limit separate, trade_in any_visit, stealth_all, no_winner", 6,
     {"it_limit": "separate", "trade_in": "any_visit", "final_tie": "no_winner"},
     {"ally_modifies": "stealth_all", "attack_after_travel": "anywhere"},
     ("random", "greedy_dp", "raider", "greedy_buyer", "cautious", "rip_first"), 20, 4),
    ("p3 random, zone_stop acts_there, per_rip, first_roll", 3, {"rip_discard_roll": "first_roll"},
     {"zone_stop": "acts_there", "attempts": "per_rip"}, ("random", "random", "random"), 25, 4),
    ("p4 rounds 12, small deck, whole", 4, {"rounds": 12, "rip_steps": "whole",
                                            "sprawl_mix": {"OTHER": 4, "NO ICE ZONE": 2, "STATUS BOOST": 2}},
     {}, ("raider", "random", "greedy_dp", "greedy_buyer"), 15, 4),
)


def _game(players, kw, changed):
    import edgekit.edge_city as ec
    g = ec.game(players, **kw)
    return g.rebuilt(**changed) if changed else g


def fingerprints(verbose: bool = True) -> dict:
    from edgekit import play

    out = {}
    fast, logs = hashlib.sha256(), hashlib.sha256()
    for label, players, kw, changed, names, n_fast, n_log in CASES:
        g = _game(players, kw, changed)
        seats = [play.RandomPolicy() if n == "random" else g.policies[n] for n in names]
        t = time.process_time()
        for s in play.final_states(g, n_fast, seed=2024, policies=seats):
            fast.update(repr(s).encode())
        t1 = time.process_time()
        for sd in play.game_seeds(77, n_log):
            logs.update(play.play(g, seed=sd, policies=seats).transcript().encode())
        t2 = time.process_time()
        if verbose:
            print(f"  {label}: {n_fast} fast games {t1 - t:.2f} s, {n_log} logged {t2 - t1:.2f} s",
                  flush=True)
    out["final_states"] = fast.hexdigest()
    out["transcripts"] = logs.hexdigest()
    from edgekit.headlines import whole_game as wg  # the readings the default headline games look up
    out["readings_reached"] = sorted(k for k, why in wg.reach("Edge City", n=wg.CHECK_N).items() if not why)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="compare with the stored fingerprint (exit 1 if not)")
    ap.add_argument("--write", action="store_true", help="store the current fingerprint")
    args = ap.parse_args(argv)
    got = fingerprints()
    print(json.dumps(got, indent=1))
    if args.write:
        OUT.write_text(json.dumps(got, indent=1) + "\n")
    if args.check:
        want = json.loads(OUT.read_text())
        ok = want == got
        print("fingerprint: SAME" if ok else f"fingerprint: CHANGED (stored {want})")
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
