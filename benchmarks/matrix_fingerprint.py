"""A fingerprint of seeded Matrix runs (issue 24, phase 2): what a speed-up must leave exactly as it was.

For each set-up below (the basic and the advanced game; every reading's other option; a damage
target; mixed, chosen and given teams; abilities that change strength, reach and move forts; small
stacks; the named policies and the random one) it hashes (SHA-256):

* the final state of each of ``n`` seeded runs through :func:`edgekit.play.final_states` (the fast
  path): ``repr(state.key())`` (the tiles in install order, tokens, positions, power-ups, damage,
  marks, team, how it ended) and ``str(state)``;
* the transcript of the first ``logged`` of those seeds through :func:`edgekit.play.play`: every
  step's record (who acts, what, the rule, the result, the state's text, the chance of the result and
  the exact odds of every result, the numbers behind it, the options offered, the action id).

Run ``.venv/bin/python benchmarks/matrix_fingerprint.py --write`` on the base commit to store the
hashes in ``benchmarks/matrix_fingerprint.json``; ``--check`` (the default) recomputes them and
exits 1 naming every set-up whose hash moved. ``--quick`` does only the small sizes that
``tests/matrix/test_fingerprint.py`` checks.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

OUT = Path(__file__).with_name("matrix_fingerprint.json")


def _abilities():
    from edgekit import matrix as mx

    C = mx.COLOURS
    return {
        "strength": {(c, f): mx.ability(strength=(f % 3) - 1 + (c == "Suns"), kind="fort" if f % 2 else None)
                     for c in C for f in range(1, 7) if (f % 3) - 1 + (c == "Suns")},
        "distance": {(c, f): mx.ability(strength=2, distance_at_most=2, colours=("Suns", "Arms"))
                     for c in C for f in (1, 2, 3)},
        "reach+forts": {(c, f): (mx.ability(reach=3, strength=1) if f % 2 else mx.fort_mover())
                        for c in C for f in range(1, 7)},
        "reach": {(c, f): mx.ability(reach=2 + f % 3) for c in C for f in range(1, 7)},
    }


def setups(quick: bool = False) -> list[tuple[str, dict, str, int, int]]:
    """(name, game keywords, policy name or "random", final-state runs, logged runs)."""
    ab = _abilities()
    q = (lambda n: max(4, n // 10)) if quick else (lambda n: n)
    out = [("basic default", {}, "default", q(500), q(40))]
    out += [(f"basic {p}", {}, p, q(200), q(10)) for p in ("bold", "lavish", "min_damage", "random")]
    for r, o in (("matrix_die", "piecepack"), ("matrix_powerup_timing", "before_roll"),
                 ("matrix_neighbour_rule", "new_only"), ("matrix_outside_reach", "any_space"),
                 ("matrix_occupied_space", "forbidden"), ("matrix_fort_exit", "stays"),
                 ("matrix_reentry", "free"), ("matrix_powerup_supply", "every_structure"),
                 ("matrix_advanced_floor", "total")):
        out.append((f"basic {r}={o} default", {r: o}, "default", q(100), q(5)))
        out.append((f"basic {r}={o} random", {r: o}, "random", q(60), q(5)))
    adv = {"advanced": True}
    out += [("advanced default", adv, "default", q(300), q(20)),
            ("advanced lavish", adv, "lavish", q(100), q(5)),
            ("advanced random", adv, "random", q(100), q(5)),
            ("advanced target=3 default", {**adv, "target": 3}, "default", q(100), q(5)),
            ("advanced target=0 bold", {**adv, "target": 0}, "bold", q(60), q(5)),
            ("advanced choose min_damage", {**adv, "pawns": "choose", "table": ab["strength"]}, "min_damage",
             q(100), q(5)),
            ("advanced choose random", {**adv, "pawns": "choose"}, "random", q(60), q(5)),
            ("advanced Suns+Crowns default", {**adv, "pawns": "Suns+Crowns", "table": ab["strength"]},
             "default", q(100), q(5)),
            ("advanced given breakers", {**adv, "breakers": ("Enigma", None, None, None)}, "default", q(60),
             q(5)),
            ("advanced distance default", {**adv, "table": ab["distance"]}, "default", q(100), q(5)),
            ("advanced distance piecepack total", {**adv, "table": ab["distance"], "matrix_die": "piecepack",
                                                   "matrix_advanced_floor": "total"}, "lavish", q(60), q(5)),
            ("advanced reach default", {**adv, "table": ab["reach"]}, "default", q(100), q(5)),
            ("advanced reach random", {**adv, "table": ab["reach"]}, "random", q(100), q(5)),
            ("advanced reach forbidden", {**adv, "table": ab["reach"], "matrix_occupied_space": "forbidden",
                                          "matrix_fort_exit": "stays"}, "random", q(60), q(5)),
            ("advanced reach+forts default", {**adv, "table": ab["reach+forts"]}, "default", q(100), q(5)),
            ("advanced reach+forts random", {**adv, "table": ab["reach+forts"]}, "random", q(100), q(5)),
            ("advanced forts any_space random", {**adv, "table": ab["reach+forts"],
                                                 "matrix_outside_reach": "any_space"}, "random", q(60), q(5)),
            ("small 2x2 default", {"colours": 2, "ice": 2, "bottom_ice": 1}, "default", q(200), q(10)),
            ("small 2x2 random", {"colours": 2, "ice": 2, "bottom_ice": 1}, "random", q(200), q(10)),
            ("small advanced 1x1 forts random", {**adv, "colours": 1, "ice": 1, "bottom_ice": 0,
                                                 "table": ab["reach+forts"]}, "random", q(100), q(10)),
            ("small advanced 4x1 forts random", {**adv, "colours": 4, "ice": 1, "bottom_ice": 0,
                                                 "table": ab["reach+forts"]}, "random", q(200), q(10)),
            ("small advanced 2x3 forts connected random", {**adv, "colours": 2, "ice": 3, "bottom_ice": 1,
                                                           "table": ab["reach+forts"]}, "random", q(200),
             q(10)),
            ("small advanced 2x3 forts any_space random", {**adv, "colours": 2, "ice": 3, "bottom_ice": 1,
                                                           "table": ab["reach+forts"],
                                                           "matrix_outside_reach": "any_space"}, "random",
             q(100), q(5)),
            ("small advanced 3x2 reach random", {**adv, "colours": 3, "ice": 2, "bottom_ice": 2,
                                                 "table": ab["reach"], "matrix_neighbour_rule": "new_only"},
             "random", q(100), q(10))]
    return out


def fingerprint(name: str, kw: dict, pol: str, n: int, logged: int) -> str:
    from edgekit import matrix as mx
    from edgekit import play

    g = mx.game(**kw)
    policy = play.RandomPolicy() if pol == "random" else g.policies[pol]
    h = hashlib.sha256()
    for st in play.final_states(g, n, seed=2024, policies=policy):
        h.update(repr(st.key()).encode())
        h.update(str(st).encode())
    for s in play.game_seeds(2024, n)[:logged]:
        log = play.play(g, seed=s, policies=policy)
        for step in log.steps:
            h.update(repr(_step_fields(step)).encode())
        h.update(repr(log.returns).encode())
    return h.hexdigest()


def _step_fields(step) -> tuple:
    """What a logged step says (named fields, so a field added to the log's record moves nothing)."""
    def pairs(m):
        return tuple((k, str(v)) for k, v in m.items())
    return (step.index, step.player, step.action_id, step.actor, step.action, step.cite, step.w, step.result,
            step.change, str(step.chance), pairs(step.odds), pairs(step.computed), step.note, step.options)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write", action="store_true", help="store the hashes (on the base commit only)")
    ap.add_argument("--quick", action="store_true", help="only the small sizes the test checks")
    ap.add_argument("--only", default="", help="a substring of the set-up names")
    args = ap.parse_args(argv)
    stored = json.loads(OUT.read_text()) if OUT.exists() else {}
    sizes = (True,) if args.quick else (True, False)
    got, moved = {}, []
    t0 = time.process_time()
    for quick in sizes:
        for name, kw, pol, n, logged in setups(quick):
            if args.only not in name:
                continue
            key = f"{name} | n={n} logged={logged}"
            got[key] = fingerprint(name, kw, pol, n, logged)
            if not args.write and stored.get(key) != got[key]:
                moved.append(key)
                print(f"MOVED: {key}", flush=True)
    print(f"{len(got)} set-ups hashed in {time.process_time() - t0:.1f} s CPU")
    if args.write:
        stored.update(got)
        OUT.write_text(json.dumps(stored, indent=1, sort_keys=True) + "\n")
        print(f"stored in {OUT.name}")
        return 0
    print("fingerprint: " + ("MOVED in " + ", ".join(moved) if moved else "every set-up unchanged"))
    return 1 if moved else 0


if __name__ == "__main__":
    sys.exit(main())
