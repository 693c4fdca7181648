"""A harness for issue 19: every public state method asked illegal questions at many reachable states.

It plays seeded random games of every game on the play layer, visits every state of each, and calls
every public state method with legal and with odd arguments: ints out of range (-1, huge, the game's
action bounds), bools, floats (nan, 1.5), str '0', None, objects, and the legal actions of OTHER
states that are not legal here. The contract (the :class:`edgekit.play.State` docstring):

* ``apply(a)`` and ``action_label(a)`` accept exactly the legal actions (player node) or the chance
  outcomes (chance node); a non-int (bool included) is a ``TypeError`` naming ``action``, any other
  int a ``ValueError`` naming ``action`` (every int at a terminal state);
* ``observation(player)``: an int seat 0..players-1, else ``TypeError`` / ``ValueError`` naming
  ``player``;
* ``turn()`` and ``chance_outcomes()`` where they do not apply (terminal; not a chance node) raise
  ``ValueError``; ``legal_actions()`` is ``()`` unless a player acts; ``returns()`` has one number
  per player; ``str``, ``picture`` and ``returns`` answer at every state.

Each call is counted; each breach is counted by kind: ``accepted`` (an illegal argument answered),
``wrong exception`` (e.g. ``IndexError``, ``KeyError``), ``TypeError/ValueError swapped`` (a
``ValueError`` for a wrong type, or a ``TypeError`` for an int), ``unnamed`` (the right
exception, but its message does not name the argument), ``refused legal`` (a legal call raised) and
``bad answer`` (a legal call answered wrongly). Run it as a script for the counts::

    PYTHONPATH=$PWD python tests/play/state_probe.py [games per game, default 20]
"""

from __future__ import annotations

import math
import random
import re
import sys
from collections import Counter
from dataclasses import dataclass, field

from edgekit import edge_city, matrix, rogue_agent
from edgekit.dist import Dist
from edgekit.play import CHANCE, TERMINAL, Turn

#: The games probed: every game of the play layer, at several player counts and modes.
GAMES = {
    "Edge City (2 players)": lambda: edge_city.game(players=2, rounds=6),
    "Edge City (4 players)": lambda: edge_city.game(players=4, rounds=4),
    "Rip (Wannabee, sensitive, optional second chance)":
        lambda: edge_city.rip_game("Wannabee", "sensitive", second_chance="optional"),
    "Rip (Hacker Legend, secret)": lambda: edge_city.rip_game("Hacker Legend", "secret"),
    "Rogue Agent (2 players)": lambda: rogue_agent.game(2),
    "Rogue Agent (3 players, android)": lambda: rogue_agent.game(3, mode="android"),
    "Bomb (timer 2, 4 dice)": lambda: rogue_agent.bomb_game(2, 4),
    "Bomb (default)": lambda: rogue_agent.bomb_game(),
    "Matrix": lambda: matrix.game(),
    "Matrix (advanced, 2 colours)": lambda: matrix.game(advanced=True, target=3, colours=2, ice=3,
                                                        bottom_ice=2),
}

#: Odd values of the wrong type (a TypeError expected).
WRONG_TYPES = (True, False, 1.5, math.nan, math.inf, "0", "", None, object(), (0,), [0], 0j)


@dataclass
class Tally:
    calls: int = 0
    states: int = 0
    violations: Counter = field(default_factory=Counter)
    examples: dict = field(default_factory=dict)

    def bad(self, kind: str, where: str, detail: str) -> None:
        key = (kind, where)
        self.violations[key] += 1
        self.examples.setdefault(key, detail)

    def by_method(self) -> Counter:
        """Violations per (kind, method called), over every game and phase."""
        out: Counter = Counter()
        for (kind, where), n in self.violations.items():
            out[kind, where.rsplit("] ", 1)[-1]] += n
        return out

    def by_kind(self) -> Counter:
        out: Counter = Counter()
        for (kind, _), n in self.violations.items():
            out[kind] += n
        return out

    @property
    def total(self) -> int:
        return sum(self.violations.values())


def _r(x) -> str:
    """repr for the report (an int past 4,300 digits has none)."""
    if isinstance(x, int) and abs(x) > 10**100:
        return f"<int of {x.bit_length()} bits>"
    try:
        return repr(x)
    except Exception:  # noqa: BLE001
        return f"<a {type(x).__name__}>"


def _msg(e: BaseException) -> str:
    try:
        return str(e)
    except Exception:  # noqa: BLE001 - e.g. a KeyError of an int past 4,300 digits
        return "<exception str() failed>"


def _names(msg: str, arg: str) -> bool:
    return re.search(rf"\b{arg}\b", msg) is not None


def _expect_refusal(t: Tally, where: str, call, arg_name: str, value, expected: type) -> None:
    """``call()`` must raise ``expected`` naming ``arg_name``."""
    t.calls += 1
    try:
        got = call()
    except (ValueError, TypeError) as e:
        if not isinstance(e, expected):
            t.bad("TypeError/ValueError swapped", where,
                  f"{_r(value)}: {type(e).__name__} (want {expected.__name__}): {_msg(e)}")
        elif not _names(_msg(e), arg_name):
            t.bad("unnamed", where, f"{_r(value)}: {type(e).__name__}: {_msg(e)}")
    except Exception as e:  # noqa: BLE001 - the harness counts every other exception
        t.bad("wrong exception", where, f"{_r(value)}: {type(e).__name__}: {_msg(e)}")
    else:
        t.bad("accepted", where, f"{_r(value)} -> {_r(got)}"[:200])


def _expect_answer(t: Tally, where: str, call, value, check=None):
    t.calls += 1
    try:
        got = call()
    except Exception as e:  # noqa: BLE001
        t.bad("refused legal", where, f"{_r(value)}: {type(e).__name__}: {_msg(e)}")
        return None
    if check is not None:
        problem = check(got)
        if problem:
            t.bad("bad answer", where, f"{_r(value)}: {problem}")
    return got


def _is_str(x):
    return None if isinstance(x, str) else f"not a str: {x!r}"


def probe_state(t: Tally, s, name: str, others: set, apply_legal: int = 2) -> None:
    """Every public method of state ``s`` with legal and odd arguments."""
    g = s.game
    kind = {TERMINAL: "terminal", CHANCE: "chance"}.get(s.current_player, "player")
    at = f"{name} [{type(s).__name__}, {kind}{'' if kind == 'terminal' else ' ' + _phase(s)}]"
    t.states += 1
    p = s.current_player
    # ---------------------------------------------------------------- argument-free methods
    legal = _expect_answer(t, f"{at} legal_actions()", s.legal_actions, None,
                           lambda x: _check_legal(x, p, g))
    legal = tuple(legal or ())
    if p == CHANCE:
        d = _expect_answer(t, f"{at} chance_outcomes()", s.chance_outcomes, None,
                           lambda x: None if isinstance(x, Dist) else f"not a Dist: {x!r}")
        allowed = tuple(d.outcomes()) if d is not None else ()
        if any(isinstance(o, bool) or not isinstance(o, int) or not 0 <= o < g.max_chance_outcomes
               for o in allowed):
            t.bad("bad answer", f"{at} chance_outcomes()", f"outcomes outside 0..max_chance_outcomes-1: "
                                                             f"{allowed}")
    else:
        _expect_refusal(t, f"{at} chance_outcomes()", s.chance_outcomes, "", None, ValueError)
        allowed = legal
    if p == TERMINAL:
        t.calls += 1
        try:
            got = s.turn()
        except ValueError:
            pass
        except Exception as e:  # noqa: BLE001
            t.bad("wrong exception", f"{at} turn()", f"{type(e).__name__}: {_msg(e)}")
        else:
            if not isinstance(got, Turn):
                t.bad("bad answer", f"{at} turn()", repr(got))
    else:
        _expect_answer(t, f"{at} turn()", s.turn, None,
                       lambda x: None if isinstance(x, Turn) else f"not a Turn: {x!r}")
    _expect_answer(t, f"{at} returns()", s.returns, None,
                   lambda x: None if isinstance(x, tuple) and len(x) == g.players else f"{x!r}")
    _expect_answer(t, f"{at} str()", lambda: str(s), None, _is_str)
    _expect_answer(t, f"{at} picture()", s.picture, None,
                   lambda x: None if x is None or isinstance(x, str) else f"{x!r}")
    # ---------------------------------------------------------------- action methods
    for a in allowed:
        _expect_answer(t, f"{at} action_label(legal)", lambda a=a: s.action_label(a), a, _is_str)
    for a in allowed[:apply_legal]:  # the unchecked _apply (a fast loop's) gives the same state
        _expect_answer(t, f"{at} apply(legal)", lambda a=a: s.apply(a), a,
                       lambda x, a=a: None if not hasattr(s, "_apply") or x == s._apply(a)
                       else "_apply gives another state")
    illegal = {-1, -7, 10**30, -(10**30), 10**5000, g.num_distinct_actions, g.max_chance_outcomes, 2199, 4096}
    illegal |= set(sorted(others)[:: max(1, len(others) // 12)])  # legal elsewhere, a sample
    illegal -= set(allowed)
    for method in ("action_label", "apply"):
        f = getattr(s, method)
        for v in WRONG_TYPES:
            _expect_refusal(t, f"{at} {method}(wrong type)", lambda v=v, f=f: f(v), "action", v, TypeError)
        for v in sorted(illegal):
            _expect_refusal(t, f"{at} {method}(illegal int)", lambda v=v, f=f: f(v), "action", v, ValueError)
    # ---------------------------------------------------------------- observation(player)
    for q in range(g.players):
        _expect_answer(t, f"{at} observation(seat)", lambda q=q: s.observation(q), q, _is_str)
    for v in WRONG_TYPES:
        _expect_refusal(t, f"{at} observation(wrong type)", lambda v=v: s.observation(v), "player", v,
                        TypeError)
    for v in (-1, g.players, 99, 10**30):
        _expect_refusal(t, f"{at} observation(out of range)", lambda v=v: s.observation(v), "player", v,
                        ValueError)
    # ---------------------------------------------------------------- a game's own public methods
    if hasattr(s, "won_forts"):  # Matrix: the key and the forts won
        for m in ("key", "won_forts"):
            _expect_answer(t, f"{at} {m}()", getattr(s, m), None)


def _phase(s) -> str:
    ph = getattr(s, "phase", None)
    if ph is None:
        return "pending" if getattr(s, "pending", False) else "roll"
    return str(ph)


def _check_legal(x, p, g):
    if not isinstance(x, tuple):
        return f"not a tuple: {x!r}"
    if p < 0 and x:
        return f"legal actions at a {'chance' if p == CHANCE else 'terminal'} state: {x}"
    if p >= 0 and not x:
        return "no legal action at a player node"
    if list(x) != sorted(set(x)):
        return f"not strictly increasing: {x}"
    if any(isinstance(a, bool) or not isinstance(a, int) or not 0 <= a < g.num_distinct_actions for a in x):
        return f"outside 0..num_distinct_actions-1: {x}"
    return None


def walk(make, name: str, games: int, t: Tally, *, seed: int = 0, every: int = 1,
         max_states: int | None = None) -> None:
    """Play ``games`` seeded random games of ``make()``; probe every ``every``-th state visited
    (terminal states always), at most ``max_states`` per game."""
    g = make()
    rng = random.Random(seed)
    others: set = set()
    for i in range(games):
        s = g.new_initial_state()
        path = [s]
        for _ in range(g.max_game_length):
            p = s.current_player
            if p == TERMINAL:
                break
            if p == CHANCE:
                acts = list(s.chance_outcomes().outcomes())
            else:
                acts = list(s.legal_actions())
            others.update(acts)
            s = s.apply(acts[rng.randrange(len(acts))])
            path.append(s)
        chosen = [x for k, x in enumerate(path) if k % every == i % every or x.is_terminal]
        if max_states is not None and len(chosen) > max_states:
            picked = sorted(random.Random(seed * 1000 + i).sample(range(len(chosen) - 1), max_states - 1))
            chosen = [chosen[k] for k in picked] + [chosen[-1]]
        for x in chosen:
            probe_state(t, x, name, others)


def report(t: Tally, out=sys.stdout, examples: bool = True) -> None:
    print(f"{t.states:,} states, {t.calls:,} calls, {t.total:,} violations", file=out)
    for kind, n in sorted(t.by_kind().items()):
        print(f"  {kind}: {n:,}", file=out)
    for (kind, method), n in sorted(t.by_method().items(), key=lambda kv: kv[0][1]):
        print(f"    {method}: {kind} {n:,}", file=out)
    if examples:
        for (kind, where), n in sorted(t.violations.items()):
            print(f"  [{kind}] {where}: {n} e.g. {t.examples[(kind, where)]}"[:260], file=out)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    total = Tally()
    for gname, make in GAMES.items():
        one = Tally()
        walk(make, gname, n, one)
        print(f"{gname}: {one.states:,} states, {one.calls:,} calls, {one.total:,} violations "
              f"{dict(one.by_kind())}")
        total.calls += one.calls
        total.states += one.states
        total.violations.update(one.violations)
        for k, v in one.examples.items():
            total.examples.setdefault(k, v)
    print()
    report(total)
