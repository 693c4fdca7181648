"""The one golden-transcript mechanism: a registry of named transcripts, written to tests/golden/.

Each entry maps a name to the file it writes and a function that returns the transcript text
(a playthrough's or a replayed example's ``transcript()``). :func:`render` condenses it to one
line per step (:func:`one_line_per_step`): the step's head in full, then its fields joined by tabs,
any field longer than :data:`WIDTH` characters (the odds of 400 card draws, a list of 200 legal
moves) cut to its start and the SHA-256 of the whole field, so a change anywhere still changes
the file while every line stays short enough to review in a diff. Every file under tests/golden/
is registered here, and tests/test_golden.py compares each with :func:`render` (it never writes
one). Run:

    .venv/bin/python scripts/golden.py                 # rewrite every golden file
    .venv/bin/python scripts/golden.py --check         # exit 1 and list those that differ
    .venv/bin/python scripts/golden.py edge_city_combat  # rewrite the named ones only
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections.abc import Callable
from pathlib import Path

GOLDEN = Path(__file__).resolve().parent.parent / "tests" / "golden"

REGISTRY: dict[str, Callable[[], str]] = {}


def transcript(name: str) -> Callable:
    """Decorator: register ``fn() -> str`` as the golden transcript ``tests/golden/<name>.txt``."""
    if not name.isidentifier():
        raise ValueError(f"a golden transcript name is an identifier (it is the file name), not {name!r}")

    def deco(fn: Callable[[], str]) -> Callable[[], str]:
        if name in REGISTRY:
            raise ValueError(f"golden transcript {name!r} is registered twice")
        REGISTRY[name] = fn
        return fn

    return deco


WIDTH = 160  # characters of a field shown in full; a longer field is cut and its digest shown
_STEP = re.compile(r"^ *\d+\. ")  # "12. Runner: ..." starts a step; "    odds: ..." continues it


def _field(text: str) -> str:
    """``text`` itself, or its start, length and SHA-256 (12 hex digits) when it is too long."""
    if len(text) <= WIDTH:
        return text
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
    return f"{text[:WIDTH - 40]}... [{len(text)} chars, sha256 {digest}]"


def _fields(line: str) -> list[str]:
    """A step's head splits before its list of legal choices, which is a field of its own."""
    head, sep, choices = line.strip().partition(" (chosen from: ")
    return [head] + (["chosen from: " + choices.removesuffix(")")] if sep else [])


def one_line_per_step(transcript: str) -> str:
    """``transcript`` with each step's lines joined into one tab-separated line, long fields cut.

    A step's head (``"12. who: action [rule] -> result (chance p)"``), its list of legal choices
    and each of its indented lines (``odds:``, ``state:``, ``numbers:``, ``note:`` ...) become the
    fields of one line; the lines before and after the steps (title, options, readings, chance of
    the whole line of play) stay lines of their own, cut the same way.
    """
    out: list[list[str]] = []
    in_step = False
    for line in transcript.splitlines():
        if _STEP.match(line):
            out.append(_fields(line))
            in_step = True
        elif in_step and line.startswith("    "):
            out[-1].append(line.strip())
        else:
            out.append([line])
            in_step = False
    # a step's head (who, what, which rule, what happened) is kept whole: it is what a reviewer reads
    return "".join("\t".join([row[0]] + [_field(f) for f in row[1:]]) + "\n" if _STEP.match(row[0])
                   else _field(row[0]) + "\n" for row in out)


def render(name: str) -> str:
    """The golden text of one registered transcript (one line per step)."""
    return one_line_per_step(REGISTRY[name]())


def path(name: str) -> Path:
    return GOLDEN / f"{name}.txt"


# --------------------------------------------------------------------------- Edge City
def _edge_city() -> None:
    from edgekit import readings
    from edgekit.edge_city import EXAMPLE_KEYS, worked_example

    for key in EXAMPLE_KEYS:
        transcript(f"edge_city_{key}")(lambda key=key: worked_example(key).transcript())
    plain = readings.defaults("Edge City").replace(natural_12="plain_failure")
    transcript("edge_city_rip_attempt_plain_failure")(
        lambda: worked_example("rip_attempt", rules=plain).transcript())

    def whole_game() -> str:  # two rounds of a seeded 4-player game (test_game_whole.py)
        from edgekit.edge_city import game
        from edgekit.play import play

        g = game(4, rounds=30)
        p = play(g, seed=1, policies=g.policies["greedy_dp"])
        return p.transcript(upto=next(s.index for s in p.steps if s.change.startswith("round 3")))

    transcript("edge_city_game")(whole_game)


_edge_city()


# --------------------------------------------------------------------------- Rogue Agent, Matrix
def _rogue_agent_and_matrix() -> None:
    from edgekit import matrix as mx
    from edgekit import play
    from edgekit import rogue_agent as ra

    # Appendix A replayed at the illustrative faces under the default readings (tests/rogue_agent).
    transcript("rogue_agent_appendix_a")(
        lambda: ra.appendix_a_transcript(**ra.ILLUSTRATIVE_FACES))

    def round_one() -> str:  # set-up and round 1 of a seeded two-player game (test_game.py)
        g = ra.game(2)
        p = play.play(g, seed=13, policies=g.policies["hunter"])
        return p.transcript(upto=next(s.index for s in p.steps if s.change.startswith("round 2")))

    transcript("rogue_agent_round")(round_one)

    def android_round() -> str:  # the round a district falls in a seeded 4-player Android game
        g = ra.game(4, mode="android", android_tokens=8)  # (tests/rogue_agent/test_game_android.py)
        p = play.play(g, seed=2, policies=[g.policies[n] for n in ("hunter", "networker", "bomb_squad",
                                                                   "trader")])
        r = next(s.state.round for s in p.steps if s.state.table.destroyed)
        start = next(s.index for s in p.steps if s.change.startswith(f"round {r}"))
        lines = p.transcript(upto=next(s.index for s in p.steps if s.change.startswith(f"round {r + 1}")))
        rows = lines.splitlines()
        first = next(k for k, x in enumerate(rows) if x.split(".")[0].strip().isdigit())
        return "\n".join(rows[:first] + [x for x in rows[first:] if x.split(".")[0].strip().isdigit()
                                          and int(x.split(".")[0]) >= start]) + "\n"

    transcript("rogue_agent_android_round")(android_round)

    def matrix_run() -> str:  # one seeded basic run under the default policy (tests/matrix/test_run.py)
        g = mx.game()
        return play.play(g, seed=3, policies=g.policies["default"]).transcript()

    transcript("matrix_run")(matrix_run)

    def matrix_advanced_run() -> str:  # the advanced game: the runner picks pawns, a d6 draws each
        # breaker, abilities the reader set act (tests/matrix/test_advanced.py)
        suns = mx.ability(strength=2, kind="fort", reach=3)
        table = mx.breaker_table({**{("Suns", f): suns for f in (1, 2, 3)},
                                  **{(c, f): mx.fort_mover() for c in ("Moons", "Arms") for f in (4, 5, 6)}})
        g = mx.game(advanced=True, pawns="choose", table=table)
        return play.play(g, seed=13, policies=g.policies["lavish"]).transcript()

    transcript("matrix_advanced_run")(matrix_advanced_run)


_rogue_agent_and_matrix()


# --------------------------------------------------------------------------- the minigames as games
def _minigames() -> None:
    from edgekit import play
    from edgekit.edge_city import rip_game
    from edgekit.rogue_agent import bomb_game

    def rip() -> str:  # a Hacker's Secret Data Rip, seed 6, sensible policy (tests/edge_city)
        g = rip_game("Hacker", "secret", second_chance="optional", attempts="per_rip")
        return play.play(g, seed=6, policies=g.policies["sensible"]).transcript()

    def bomb() -> str:  # timer 3, 6 dice, seed 2, the optimal policy (tests/rogue_agent)
        g = bomb_game(3, 6)
        return play.play(g, seed=2, policies=g.policies["optimal"]).transcript()

    transcript("rip_hacker_secret_seed6_sensible")(rip)
    transcript("bomb_timer3_dice6_seed2_optimal")(bomb)


_minigames()


def main(argv: list[str]) -> int:
    check = "--check" in argv
    names = [a for a in argv if not a.startswith("--")] or sorted(REGISTRY)
    unknown = [n for n in names if n not in REGISTRY]
    if unknown:
        print(f"unknown transcript(s) {unknown}; registered: {sorted(REGISTRY)}", file=sys.stderr)
        return 2
    stale = []
    for n in names:
        text = render(n)
        p = path(n)
        if check:
            if not p.exists() or p.read_text() != text:
                stale.append(n)
        else:
            p.write_text(text)
            print(f"wrote {p.relative_to(GOLDEN.parent.parent)}")
    if stale:
        print("out of date (run scripts/golden.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
