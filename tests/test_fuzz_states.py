"""Fuzz every public method of every play-layer state, at many reachable states (issue 19).

The harness in tests/test_fuzz.py calls module-level callables; a state's methods answer
questions about one position, so they are fuzzed here, where the positions are: each game
on the play layer (Edge City's whole game at 2 and 4 players, the Rip game, Rogue Agent's
game in both modes, the Bomb game and the Matrix game) is walked by seeded playthroughs
(random chance outcomes and random legal actions), and at a sample of the states reached
(the first, chance nodes, decision nodes, the terminal state) every public method the State
class has (found by inspecting it) is called with odd arguments:

* ``action`` (``action_label``, ``apply``): every legal action (every possible chance outcome
  at a chance node) must answer; anything else (an illegal or impossible id, -1, an id past
  ``num_distinct_actions``, a float, a bool, a str, None...) must be refused with a
  ``ValueError``/``TypeError`` naming ``action``: never a label for an illegal action,
  never a state reached by one;
* ``player`` (``observation``...): 0..players-1 answer; anything else is refused naming it;
* any other argument: odd values are refused naming it, or answered;
* methods without arguments and properties (``legal_actions``, ``chance_outcomes``,
  ``returns``, ``turn``, ``picture``, ``current_player``, ``str(state)``...) answer, or refuse
  with a ``ValueError`` (``chance_outcomes`` where no dice are rolled); nothing else escapes.

Seeds per game: 4 (``EDGEKIT_FUZZ_STATE_SEEDS``; 6 when ``CI`` is set); states per playthrough:
up to ``EDGEKIT_FUZZ_STATES`` (default 12; 24 under ``CI``). With ``EDGEKIT_FUZZ_STATES_REPORT=path``
the run writes the violations found (counts by kind, an example of each) to that Markdown file.
"""

from __future__ import annotations

import inspect
import os
import random
import time
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
import sympy

from edgekit import edge_city, matrix, rogue_agent
from edgekit.play import State

CI = bool(os.environ.get("CI"))
SEEDS = int(os.environ.get("EDGEKIT_FUZZ_STATE_SEEDS", "6" if CI else "4"))
PER_PLAY = int(os.environ.get("EDGEKIT_FUZZ_STATES", "24" if CI else "12"))
REPORT = os.environ.get("EDGEKIT_FUZZ_STATES_REPORT")

GAMES = {
    "edge_city.game(players=2)": lambda: edge_city.game(players=2),
    "edge_city.game(players=4)": lambda: edge_city.game(players=4),
    "edge_city.rip_game": lambda: edge_city.rip_game("Wannabee", "sensitive"),
    "edge_city.rip_game(second_chance='optional')": lambda: edge_city.rip_game(
        "Hacker", "secret", second_chance="optional"),
    "rogue_agent.game()": lambda: rogue_agent.game(),
    "rogue_agent.game(3, mode='android')": lambda: rogue_agent.game(3, mode="android"),
    "rogue_agent.bomb_game": lambda: rogue_agent.bomb_game(2, 4),
    "matrix.game()": lambda: matrix.game(),
    # the advanced game (issue 22): picks, d6 draws, abilities that reach and move forts
    "matrix.game(advanced, pawns='choose')": lambda: matrix.game(
        advanced=True, pawns="choose", colours=2, ice=2, bottom_ice=0,
        table={(c, f): matrix.ability(strength=1, reach=2, move_forts=True) for c in ("Suns", "Moons")
               for f in range(1, 7)}),
}


class _Opaque:
    def __repr__(self):
        return "<opaque object>"


# Odd values for any argument; action and player get their own (legal and illegal) values too.
ODD = ("", "0", "abc", None, True, False, 1.5, -1.5, float("nan"), float("inf"), 0.0, Fraction(1, 2),
       sympy.Symbol("x"), 1j, [], [0], (0,), {}, {0: 1}, _Opaque(), b"0", -1, 10**6)


# ------------------------------------------------------------------ walking
def _chance_actions(state) -> list:
    return list(state.chance_outcomes().outcomes())


def walk(game, seed: int) -> list[State]:
    """The states of one seeded playthrough (uniform over chance outcomes and legal actions, so
    that rare branches are reached too), first to last."""
    rng = random.Random(seed)
    s = game.new_initial_state()
    states = [s]
    for _ in range(game.max_game_length):
        if s.is_terminal:
            break
        acts = _chance_actions(s) if s.is_chance else list(s.legal_actions())
        s = s.apply(rng.choice(acts))
        states.append(s)
    return states


def sample(states: list[State], k: int, seed: int) -> list[State]:
    """The first and last states, and up to ``k`` chance and decision states spread over the play."""
    chance = [s for s in states if not s.is_terminal and s.is_chance]
    decide = [s for s in states if not s.is_terminal and not s.is_chance]
    rng = random.Random(seed)
    picked = [states[0], states[-1]]
    for group in (chance, decide):
        n = min(len(group), max(1, k // 2))
        picked += sorted(rng.sample(group, n), key=group.index) if group else []
    out, seen = [], set()
    for s in picked:
        if id(s) not in seen:
            seen.add(id(s))
            out.append(s)
    return out


# ------------------------------------------------------------------ checking
class Findings:
    """Violations by (method, kind), with the first example of each, and the calls made."""

    def __init__(self):
        self.calls = 0
        self.counts: Counter = Counter()
        self.examples: dict = {}

    def add(self, method: str, kind: str, value, message: str, state) -> None:
        key = (method, kind)
        self.counts[key] += 1
        if key not in self.examples:
            self.examples[key] = (_short(value), _short(message, 110), _short(str(state), 60))


def _short(x, n: int = 50) -> str:
    try:
        text = x if isinstance(x, str) else repr(x)
    except Exception as e:  # noqa: BLE001 - a repr that fails is itself worth seeing
        text = f"<repr failed: {type(e).__name__}>"
    text = text.replace("\n", " ").replace("|", "\\|")
    return text if len(text) <= n else text[: n - 3] + "..."


def public_methods(state) -> tuple[list[str], dict[str, list[inspect.Parameter]]]:
    """(properties, {method: its parameters}) of the state's class, found by inspection."""
    cls = type(state)
    props, methods = [], {}
    for name in dir(cls):
        if name.startswith("_"):
            continue
        raw = inspect.getattr_static(cls, name)
        if isinstance(raw, property):
            props.append(name)
        elif callable(getattr(state, name, None)):
            try:
                sig = inspect.signature(getattr(state, name))
            except (TypeError, ValueError):
                continue
            methods[name] = [p for p in sig.parameters.values()
                             if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    return props, methods


def _is_whole(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def action_values(state, game, rng) -> tuple[list, list]:
    """(legal actions, illegal values) for an ``action`` argument at ``state``."""
    if state.is_terminal:
        legal = []
    elif state.is_chance:
        legal = _chance_actions(state)
    else:
        legal = list(state.legal_actions())
    legal_set = set(legal)
    n = game.num_distinct_actions
    ints = {-1, -7, n, n + 1, 2199, 10**6, 2**63, max(legal, default=0) + 1}
    unused = [a for a in range(min(n, 5000)) if a not in legal_set]
    ints.update(rng.sample(unused, min(4, len(unused))))
    illegal = sorted(i for i in ints if i not in legal_set)
    illegal += [v for v in ODD if not _is_whole(v)]
    if legal:
        illegal.append(float(legal[0]))  # 3.0 is not the action 3
    shown = legal if len(legal) <= 12 else rng.sample(legal, 12)
    return shown, illegal


def player_values(game) -> tuple[list, list]:
    legal = list(range(game.players))
    return legal, [-1, game.players, 99, *(v for v in ODD if not _is_whole(v)), 0.0]


def _call(f, findings, *args):
    findings.calls += 1
    return f(*args)


def check_state(state, game, findings: Findings, rng) -> None:
    """Every public method and property of one state, called with odd arguments."""
    props, methods = public_methods(state)
    for name in props:
        try:
            findings.calls += 1
            getattr(state, name)
        except Exception as e:  # noqa: BLE001 - a property must answer
            findings.add(name, f"property raises {type(e).__name__}", None, str(e), state)
    try:
        findings.calls += 1
        str(state)
    except Exception as e:  # noqa: BLE001
        findings.add("__str__", f"raises {type(e).__name__}", None, str(e), state)
    for name, params in methods.items():
        fn = getattr(state, name)
        if not params:
            _check_no_argument(name, fn, state, findings)
        elif len(params) == 1:
            _check_one_argument(name, params[0], fn, state, game, findings, rng)
        # (no state method takes two arguments; one that did would need its own base case)


def _check_no_argument(name, fn, state, findings) -> None:
    try:
        _call(fn, findings)
    except ValueError:
        pass  # a refusal (e.g. chance_outcomes where no dice are rolled)
    except Exception as e:  # noqa: BLE001
        findings.add(f"{name}()", f"raises {type(e).__name__}", None, str(e), state)


def _check_one_argument(name, param, fn, state, game, findings, rng) -> None:
    arg = param.name
    if arg == "action":
        legal, illegal = action_values(state, game, rng)
    elif arg == "player":
        legal, illegal = player_values(game)
    else:
        legal, illegal = [], list(ODD)
    if name in PREDICATES:   # a question about an action: True for a legal one, False (or a refusal) else
        _check_predicate(name, arg, fn, state, legal, illegal, findings)
        return
    for value in legal:
        try:
            _call(fn, findings, value)
        except Exception as e:  # noqa: BLE001 - a legal argument must be answered
            findings.add(name, f"fails on a legal {arg} ({type(e).__name__})", value, str(e), state)
    for value in illegal:
        answered, _ = _ask_illegal(name, arg, fn, value, state, findings)
        if answered and arg in ("action", "player"):
            what = ("labels" if name == "action_label" else "accepts")
            findings.add(name, f"{what} an illegal {arg}", value, "answered", state)


def _ask_illegal(name, arg, fn, value, state, findings) -> tuple[bool, object]:
    """Ask ``fn`` about an illegal ``value``: (answered, the answer). A refusal must be a ValueError or
    TypeError naming the argument; anything else raised is a finding."""
    try:
        return True, _call(fn, findings, value)
    except (ValueError, TypeError) as e:
        if arg not in str(e):
            findings.add(name, f"{type(e).__name__} not naming {arg!r}", value, str(e), state)
    except Exception as e:  # noqa: BLE001 - IndexError, KeyError, AttributeError...
        findings.add(name, type(e).__name__, value, str(e), state)
    return False, None


#: State methods that answer a question about their argument (the play layer's fast path asks
#: ``is_legal(a)`` instead of listing every legal action): they answer for an illegal action too.
PREDICATES = frozenset({"is_legal"})


def _check_predicate(name, arg, fn, state, legal, illegal, findings) -> None:
    for value in legal:
        try:
            if _call(fn, findings, value) is not True:
                findings.add(name, f"says a legal {arg} is not", value, "False", state)
        except Exception as e:  # noqa: BLE001 - a legal argument must be answered
            findings.add(name, f"fails on a legal {arg} ({type(e).__name__})", value, str(e), state)
    for value in illegal:
        answered, answer = _ask_illegal(name, arg, fn, value, state, findings)
        if answered and answer is not False:
            findings.add(name, f"says an illegal {arg} is legal", value, repr(answer), state)


# ------------------------------------------------------------------ the sweep
RESULTS: dict[str, Findings] = {}


def sweep(label: str) -> Findings:
    if label in RESULTS:
        return RESULTS[label]
    game = GAMES[label]()
    findings = Findings()
    findings.states = 0
    findings.seconds = time.process_time()
    for seed in range(1, SEEDS + 1):
        states = walk(game, seed)
        rng = random.Random(seed)
        for s in sample(states, PER_PLAY, seed):
            findings.states += 1
            check_state(s, game, findings, rng)
    findings.seconds = time.process_time() - findings.seconds
    RESULTS[label] = findings
    return findings


@pytest.fixture(scope="module", autouse=True)
def _write_report():
    yield
    if REPORT and RESULTS:
        write_report(Path(REPORT))


def write_report(path: Path) -> None:
    kinds: Counter = Counter()
    lines = ["# State-method fuzz report (tests/test_fuzz_states.py)", "",
             f"{SEEDS} seeded playthroughs per game, up to {PER_PLAY} states sampled from each.", "",
             "| game | states | calls | violations | CPU s |", "|---|---|---|---|---|"]
    for label, f in RESULTS.items():
        lines.append(f"| {label} | {f.states} | {f.calls} | {sum(f.counts.values())} | {f.seconds:.1f} |")
        for (_, kind), n in f.counts.items():
            kinds[kind.split(" (")[0]] += n
    lines += ["", "## Violations by kind (calls)", "", "| kind | calls |", "|---|---|"]
    lines += [f"| {k} | {n} |" for k, n in kinds.most_common()]
    lines += ["", "## Violations", "", "| game | method | kind | calls | e.g. value | message | state |",
              "|---|---|---|---|---|---|---|"]
    for label, f in RESULTS.items():
        for (method, kind), n in sorted(f.counts.items()):
            v, msg, st = f.examples[(method, kind)]
            lines.append(f"| {label} | {method} | {kind} | {n} | `{v}` | {msg} | {st} |")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _summary(f: Findings) -> str:
    return "; ".join(f"{m}: {k} x{n} (e.g. {f.examples[(m, k)][0]}: {f.examples[(m, k)][1]})"
                     for (m, k), n in f.counts.most_common(6))


@pytest.mark.parametrize("label", list(GAMES))
def test_the_sweep_reaches_chance_decision_and_terminal_states(label):
    """The walk itself: every game's seeded playthroughs end, and pass through chance states and
    (but for the Rip game, which has no choice) decision states, so the sweep sees all three kinds."""
    game = GAMES[label]()
    plays = [walk(game, seed) for seed in range(1, SEEDS + 1)]
    for seed, states in enumerate(plays, 1):
        assert states[-1].is_terminal, f"{label}: seed {seed} did not end within {game.max_game_length} steps"
    inner = [s for states in plays for s in states[:-1]]
    assert any(s.is_chance for s in inner)
    if label != "edge_city.rip_game":
        assert any(not s.is_chance for s in inner)
    assert str(walk(game, 1)[-1]) == str(plays[0][-1])  # seeded: the same play again


@pytest.mark.parametrize("label", list(GAMES))
def test_state_methods_refuse_what_is_not_legal(label):
    """At sampled reachable states, every public state method answers legal arguments and refuses
    anything else with a ValueError/TypeError naming the argument (issue 19)."""
    f = sweep(label)
    assert f.states > 0 and f.calls > 0
    assert not f.counts, (f"{label}: {sum(f.counts.values())} violating call(s) at {f.states} states: "
                          + _summary(f))


def test_the_checker_catches_a_state_that_labels_anything():
    """The sweep can fail: a state whose action_label labels any integer, and whose observation
    raises an IndexError, is reported under both kinds."""
    game = GAMES["edge_city.rip_game"]()
    real = game.new_initial_state()

    class Loose(type(real)):
        def action_label(self, action):
            return f"roll {action}"

        def observation(self, player):
            return ["seen"][player]

    loose = object.__new__(Loose)
    loose.__dict__.update(real.__dict__)
    f = Findings()
    check_state(loose, game, f, random.Random(1))
    kinds = {k for _, k in f.counts}
    assert "labels an illegal action" in kinds
    assert "IndexError" in kinds
