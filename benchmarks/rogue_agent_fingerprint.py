"""A fingerprint of Rogue Agent's seeded games (issue 24, phase 2): a speed-up must change no game.

Over 200 seeded games (2-4 players, Agent and Android mode, named and random players mixed, several
readings off their defaults) it hashes (SHA-256) each game's final state through the fast path
(``play.final_states``: the state's repr, its returns) and, for 40 of them, the full logged game
(``play.play``'s transcript: every step's exact odds, label and state text) and the fast path's
integer chance weights at every chance state of that game (``State.chance_weights``: outcomes,
running weights, total). An optimisation is accepted only when the digests are exactly those
recorded before it (:data:`EXPECTED`, taken on the commit before the phase-2 work).

Run: ``.venv/bin/python benchmarks/rogue_agent_fingerprint.py`` (about 5 s of one core); ``--part
finals`` or ``--part logs`` for one half. Exit 1 when a digest differs. A change that is meant to change
games (a rule fixed, a reading added to a default) changes the digests: check the goldens' diffs, then
record the new digests here in the same commit, saying why.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

#: (label, factory arguments, seats (policy names, "random" a RandomPolicy), games, logged games)
CASES = (
    ("p2 hunter v bomb_squad", (2,), {}, ("hunter", "bomb_squad"), 40, 8),
    ("p2 random v hunter", (2,), {}, ("random", "hunter"), 15, 4),
    ("p3 networker trader random", (3,), {}, ("networker", "trader", "random"), 20, 4),
    ("p4 hunter bomb_squad turtle trader", (4,), {}, ("hunter", "bomb_squad", "turtle", "trader"), 15, 3),
    ("p3 android networker trader random", (3,), {"mode": "android"}, ("networker", "trader", "random"),
     20, 4),
    ("p4 android hunter bomb_squad networker trader", (4,), {"mode": "android"},
     ("hunter", "bomb_squad", "networker", "trader"), 20, 4),
    ("p4 android random x2, hunter, turtle, readings", (4,),
     {"mode": "android", "damaged_side": "as_regular", "killer_androids": "spares",
      "police_reveal": "adjacent_only", "scan_revealed": "clues_spent", "android_pistols": "wound",
      "android_agent_actions": "hire_and_defuse", "reveal_first": "android"},
     ("random", "hunter", "random", "turtle"), 10, 2),
    ("p2 readings A", (2,),
     {"movement_fuel": "first_action_free", "custody_token": "in_district", "wound_markers": "tally",
      "hire_limit": "while_moving_extra", "investigation_tokens": "kept", "killer_informants": "reduces",
      "search_limit": "once_a_turn", "boost_is_cross": "yes"},
     ("networker", "hunter"), 20, 4),
    ("p3 readings B", (3,),
     {"face_colours": "printed", "district_informants": "always", "bomb_timer_face": "uniform_1_6",
      "criminal_deck_empty": "set_aside", "leaving_token": "out", "credit_supply": "70",
      "subdue_reward_health": "remaining", "subdue_single": "nothing", "time_phase_dice": "draw_fewer",
      "stability_variant": "simplified", "bomb_columns": 5, "search_boost": "cancel_first"},
     ("bomb_squad", "trader", "random"), 20, 4),
    ("p2 readings C, payoff influence", (2,),
     {"payoff": "influence", "bomb_fourth_check": "yes", "bomb_rows": 5, "intercept_dice": "attacker_any",
      "car_face": "own", "joker_group": "best", "upgrade_influence": "no", "special_dice_split": "nine_any"},
     ("hunter", "random"), 20, 3),
)

#: The digests on the base commit (f9424ce, before phase 2): (finals, logs).
EXPECTED = {"finals": "0fb518c561544630dbf9d4ad29811f029d687e8105881c0f22a04e96c0359004",
            "logs": "e44d076835eb89ed51fd6aa5da327b0174c8dcef1a5e6c4705d706f3aeea6fb1"}


def _game(args, kw):
    from edgekit import rogue_agent as ra

    return ra.game(*args, **kw)


def _seats(g, names):
    from edgekit import play

    return [play.RandomPolicy() if n == "random" else g.policies[n] for n in names]


def finals() -> str:
    from edgekit import play

    h = hashlib.sha256()
    for label, args, kw, names, n, _ in CASES:
        g = _game(args, kw)
        for k, s in enumerate(play.final_states(g, n, seed=24, policies=_seats(g, names))):
            h.update(f"{label} {k}: {s!r} -> {tuple(s.returns())}\n".encode())
    return h.hexdigest()


def logs() -> str:
    from edgekit import play
    from edgekit.play import CHANCE

    h = hashlib.sha256()
    for label, args, kw, names, _, m in CASES:
        g = _game(args, kw)
        seats = _seats(g, names)
        for k, seed in enumerate(play.game_seeds(24, m)):
            log = play.play(g, seed=seed, policies=seats)
            h.update(f"{label} {k}\n{log.transcript()}\n".encode())
            for st in [log.start] + [step.state for step in log.steps]:
                if st.current_player == CHANCE:
                    w = st.chance_weights()
                    h.update(f"{w.outcomes} {w.running} {w.total}\n".encode())
    return h.hexdigest()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--part", choices=("finals", "logs", "both"), default="both")
    args = ap.parse_args(argv)
    bad = 0
    for part, fn in (("finals", finals), ("logs", logs)):
        if args.part not in (part, "both"):
            continue
        got = fn()
        want = EXPECTED[part]
        ok = want is None or got == want
        bad += not ok
        said = "as recorded" if want == got else "no record" if want is None else "CHANGED"
        print(f"{part}: {got} ({said})", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
