"""Defuse a Bomb (Rogue Agent): the Bomb board as an exact optimal-play problem, and the Stability check.

The minigame, in our words (Rules: Rogue Agent, Defuse a Bomb, p. 11): the Agent rolls every
special die not yet on the Bomb board; each cross and explosion rolled must be placed, one die to a
position, each column filled from the top; a column that has taken a cross takes only crosses after
it; a new column may be started only when every column so far ends with a cross, and every column
after the first lowers the Bomb Timer by one (at 0 the Bomb explodes). Three crosses in a straight
line (vertical, horizontal or diagonal) defuse the Bomb, subject to a Stability check of the columns
still ending with an explosion; the Agent may also stop after any roll (and then makes the check).

Three things the rulebook leaves open are parameters here:

* **the dice faces** (register RA-03): every die shows a cross with probability ``cross`` and an
  explosion with probability ``explosion`` (an assumption: all 9 special dice alike in these two
  faces; colour-specific faces would need the board state to count dice per colour). Formulas
  use the symbols :data:`C` and :data:`E`; numeric runs need exact numbers, e.g.
  :data:`ILLUSTRATIVE_FACES` (an illustration, not the game);
* **the unclear rules** (RA-04, RA-05, RA-06 .. RA-11): named readings, registered below;
* **what "optimal" means**: the ``goal`` (see :data:`GOALS`).

Don't confuse :func:`stability_check_probability` (one Stability check of ``n`` circuit dice) with
:func:`solve_defuse` (a whole Defuse attempt under optimal play, which ends in such a check).
"""

from __future__ import annotations

import gc
import math
from contextlib import contextmanager
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

import sympy

from .. import readings
from ..dist import Dist, as_probability, is_symbolic_value
from ..procedure import PolicyRow, PolicyTable, Procedure

__all__ = [
    "C", "E", "ILLUSTRATIVE_FACES", "GOALS", "SPECIAL_DICE", "EXPLODED",
    "stability_check_probability", "stability_procedure", "stability_formula",
    "solve_defuse", "defuse_table", "DefuseSolution", "defuse_formula", "policy_procedure",
    "placements", "place_one", "has_line", "open_dice", "timer_after", "appendix_a",
    "BombRules", "bomb_rules", "timer_distribution", "next_attempt_board", "board_cells", "draw_board",
    "expected_effects",
    "new_bomb_odds", "DEFUSE_INFLUENCE", "EXPLOSION_HEALTH",
]

GAME = "Rogue Agent"
RULES = "Rogue Agent, Defuse a Bomb (p. 11)"
SPECIAL_DICE = 9  # Rogue Agent Components: 9 special dice
#: The unknown face probabilities (register RA-03): a die shows a cross with P = C, an explosion with P = E.
C, E = sympy.symbols("c e", positive=True)
#: An ILLUSTRATIVE face mix (two cross faces and one explosion face in six). The rulebook never lists
#: the faces (RA-03); this is not the game's mix. Change it freely.
ILLUSTRATIVE_FACES = {"cross": Fraction(1, 3), "explosion": Fraction(1, 6)}
EXPLODED = "exploded"  # the placement result when a new column brings the timer to 0
#: The goals "optimal" can mean. Values are (P(defused), P(exploded)) pairs, compared by the key.
GOALS = {
    "score": "maximise 2 Influence per defuse minus health_value x 4 health per explosion "
             "(ties: more defuses)",
    "defuse": "maximise P(defused) (ties: fewer explosions)",
    "safe": "minimise P(exploded) (ties: more defuses)",
}
DEFAULT_GOAL = "score"
DEFAULT_HEALTH_VALUE = Fraction(1, 2)  # Influence points one health point is worth (an assumption)

_CITE_BOMB = (RULES,)

readings.register(
    "stability_variant", game=GAME,
    question=("Is the Stability check the full re-roll of the circuit or the simplified "
              "one-die-at-a-time check?"),
    options={"full": "roll all circuit dice together until a cross without explosions (pass) or any "
                     "explosion (the Bomb explodes)",
             "simplified": "roll each circuit die once in turn: the first cross passes, the first "
                           "explosion detonates, no symbol at all passes"},
    default="full",
    reason="the full check is the rule text; the simplified check is only a note citing an FAQ we "
           "cannot see",
    cite=("Rogue Agent, Defuse a Bomb: Stability check (p. 11)",), register="RA-09",
    affects=("P(stability check passes)", "P(defused)", "P(exploded)"))
readings.register(
    "bomb_rows", game=GAME,
    question="How many positions does each column of the Bomb board have?",
    options={4: "4 rows", 5: "5 rows", 6: "6 rows"},
    default=4,
    reason="the smallest board the rules need: a column must be able to hold 4 explosions (the "
           "failed-attempt rule); the real board is not described (RA-06)",
    cite=("Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11)", "Rogue Agent Appendix A"), register="RA-06",
    affects=("P(defused)",))
readings.register(
    "bomb_columns", game=GAME,
    question="How many columns does the Bomb board have?",
    options={"timer": "as many as needed: only the Bomb Timer limits new columns",
             4: "4 columns (as many as Appendix A uses)", 5: "5 columns", 6: "6 columns"},
    default="timer",
    reason="the rules never mention a full board, and the timer already ends the game at most one "
           "column past its value; with a column limit, a die with no legal position stays off the "
           "board and is rolled again",
    cite=("Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11)", "Rogue Agent Appendix A"), register="RA-06",
    affects=("P(defused)", "P(exploded)"))
readings.register(
    "bomb_fourth_explosion", game=GAME,
    question="What does the garbled exception about the '4th explosion column' mean?",
    options={"fails_attempt": "a 4th explosion may be stacked; that column fails the attempt (no "
                              "Stability check, no detonation unless the timer hits 0), takes no "
                              "more dice and no longer blocks new columns for the rest of the roll",
             "new_column": "a column holds at most 3 explosions; a 4th must start a new column "
                           "(lowering the timer) even though the full column is still open"},
    default="fails_attempt",
    reason="it keeps the separate rule that a column with 4 explosions fails the attempt without "
           "detonating, and lets the rest of the roll be placed as the rules demand",
    cite=("Rogue Agent, Defuse a Bomb: Unplugging wires; the failed-attempt paragraph (p. 11)",),
    register="RA-07", affects=("P(exploded)", "P(neither)"))
readings.register(
    "bomb_open_column", game=GAME,
    question="Does a line of 3 crosses defuse the Bomb while some column still ends with an explosion?",
    options={"check": "yes, if the Stability check of the open columns passes (a failed check "
                      "detonates)",
             "fails": "no: any open column at the end means a failed defuse; the Stability check is "
                      "still made and can still detonate"},
    default="check",
    reason="the Stability check paragraph says a line defuses the Bomb and the check follows, and "
           "Appendix A's first closing option relies on exactly that",
    cite=("Rogue Agent, Defuse a Bomb: closed columns; Stability check (p. 11)", "Rogue Agent Appendix A"),
    register="RA-08", affects=("P(defused)",))
readings.register(
    "boost_is_cross", game=GAME,
    question="Does a boost face (an X shape) count as a cross on the Bomb board?",
    options={"no": "boost and cross are different faces; a boost is a blank in the minigame",
             "yes": "a boost counts as a cross (P(cross) becomes cross + boost)"},
    default="no",
    reason="the Dice Faces list names the cross as a face of its own, for the minigame",
    cite=("Rogue Agent, Dice Faces",), register="RA-04", affects=("P(defused)",))
readings.register(
    "bomb_board_persists", game=GAME,
    question="After a failed attempt that did not explode, does a new attempt start from the same board?",
    options={"cleared": "a new attempt starts from an empty board with the timer as it now stands",
             "kept": "the dice stay; a new attempt continues from the board as it was left"},
    default="cleared",
    reason="dice leave the board only on success or explosion, but a failed attempt's board (a "
           "column of 4 explosions) could never be defused, which would make a new attempt pointless",
    cite=("Rogue Agent, Defuse a Bomb: the failed-attempt paragraph (p. 11)",), register="RA-11",
    affects=("P(defused) over several attempts",))
readings.register(
    "bomb_timer_face", game=GAME,
    question="Which values can a new Bomb Timer show, given the Police Squad face is re-rolled?",
    options={"uniform_1_5": "1 to 5, equally likely (the symbol shares or replaces the 6)",
             "uniform_2_6": "2 to 6, equally likely (the symbol shares or replaces the 1)",
             "uniform_1_6": "1 to 6, equally likely (the symbol never blocks a value)"},
    default="uniform_1_5",
    reason="precinct numbers run 1 to 6, so the symbol most likely shares a number face; the 6 is "
           "the usual place for a special symbol (an assumption: the faces are not listed)",
    cite=("Rogue Agent, Time Phase step 4 (Bomb)",), register="RA-05",
    affects=("P(defused) for a new Bomb",))


# ---------------------------------------------------------------- inputs
def _check_dice(n, what="n") -> int:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"{what} must be a whole number of special dice, not {n!r}")
    if n < 0:
        raise ValueError(f"{what} must be >= 0, not {n}")
    return n


def _faces(cross, explosion) -> tuple[Any, Any]:
    """Check a face mix: exact numbers in [0, 1] summing to at most 1, or sympy expressions."""
    c, e = as_probability(cross), as_probability(explosion)
    for name, v in (("cross", c), ("explosion", e)):
        if not is_symbolic_value(v) and not (0 <= v <= 1):
            raise ValueError(f"{name} probability must lie in [0, 1], not {v}")
    if not is_symbolic_value(c + e) and c + e > 1:
        raise ValueError(f"cross + explosion probabilities must be at most 1, not {c + e}")
    return c, e


def _fraction(x) -> Fraction:
    x = as_probability(x)
    if is_symbolic_value(x):
        raise TypeError("optimal play needs numbers for the face probabilities (the best move "
                        "depends on them); pass exact numbers, e.g. ILLUSTRATIVE_FACES, and use "
                        "defuse_formula() for the symbolic form of a policy")
    return Fraction(int(x.p), int(x.q))


# ---------------------------------------------------------------- Stability check
def stability_formula(n: int, *, variant: str = "full", cross=C, explosion=E) -> sympy.Expr:
    """P(the Stability check passes) with ``n`` circuit dice, as a formula (symbols by default).

    With q = 1 - cross - explosion (a die showing neither):

    * full: each round passes with (1-e)^n - q^n, detonates with 1 - (1-e)^n and repeats with
      q^n, so P(pass) = ((1-e)^n - q^n) / (1 - q^n);
    * simplified: the i-th die detonates when the first i-1 showed neither and it shows an
      explosion, so P(pass) = 1 - e (1 + q + ... + q^(n-1)).

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    readings.get("stability_variant").check(variant)
    n = _check_dice(n)
    c, e = _faces(cross, explosion)
    if n == 0:
        return sympy.Integer(1)
    q = 1 - c - e
    if variant == "full":
        return ((1 - e) ** n - q**n) / (1 - q**n)
    return 1 - e * sympy.Add(*[q**k for k in range(n)])


def stability_check_probability(n: int, *, cross, explosion, variant: str = "full") -> sympy.Expr:
    """Exact P(the Stability check passes) for ``n`` circuit dice.

    Each die shows a cross with probability ``cross`` and an explosion with probability
    ``explosion`` (ints, Fractions, sympy Rationals or sympy expressions; floats are refused).
    ``variant`` is the reading ``stability_variant``: "full" (roll every circuit die together
    until a result) or "simplified" (each die once, in turn). No circuit (``n = 0``) passes.

    >>> stability_check_probability(1, cross=Fraction(1, 6), explosion=Fraction(1, 6))
    1/2
    >>> stability_check_probability(3, cross=Fraction(1, 6), explosion=Fraction(1, 6), variant="simplified")
    35/54

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    c, e = _faces(cross, explosion)
    readings.get("stability_variant").check(variant)
    n = _check_dice(n)
    if variant == "full" and n > 0 and not is_symbolic_value(c + e) and c + e == 0:
        raise ValueError("with no cross and no explosion faces the full Stability check never ends")
    f = stability_formula(n, variant=variant, cross=c, explosion=e)
    return f if is_symbolic_value(f) else sympy.Rational(f)


def stability_procedure(n: int, *, cross, explosion, variant: str = "full") -> tuple[Procedure, Any]:
    """The Stability check as an edgekit :class:`Procedure` (with its loop) and its start state.

    Terminal states are "passed" and "exploded". The full variant is one state that rolls the
    circuit (joint face counts via :meth:`Dist.pool`) and loops back on a roll of neither symbol;
    the simplified variant walks the dice in turn.

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11); the FAQ note.
    """
    c, e = _faces(cross, explosion)
    readings.get("stability_variant").check(variant)
    n = _check_dice(n)
    if n == 0:
        return Procedure(lambda s: None), "passed"
    faces = {k: v for k, v in {"cross": c, "explosion": e, "blank": 1 - c - e}.items() if v != 0}
    die = Dist.from_probs(faces)
    if variant == "full":
        counted = [f for f in ("cross", "explosion") if f in faces]

        def outcome(counts):
            got = dict(zip(counted, counts))
            if got.get("explosion", 0):
                return "exploded"
            return "passed" if got.get("cross", 0) else "circuit"

        roll = Dist.pool(die, n, counted).map(outcome)
        return Procedure(lambda s: roll if s == "circuit" else None), "circuit"

    def step(s):
        if s in ("passed", "exploded") or s == ("die", n):
            return None
        nxt = {"cross": "passed", "explosion": "exploded", "blank": ("die", s[1] + 1)}
        return die.map(lambda f: nxt[f])

    return Procedure(step, label=lambda s: "passed" if s == ("die", n) else s), ("die", 0)


# ---------------------------------------------------------------- the board
# A board is a tuple of columns, left to right; a column is (explosions, crosses): its explosions
# sit on top (they can only go in before any cross) and its crosses below them. Row 0 is the top.
# Columns are started left to right, next to the last one (Appendix A's layout).

def board_cells(board) -> dict[tuple[int, int], str]:
    """{(row, column): "E" or "C"} for drawing and checking (row 0 is the top)."""
    cells = {}
    for j, (k, m) in enumerate(board):
        for r in range(k):
            cells[(r, j)] = "E"
        for r in range(k, k + m):
            cells[(r, j)] = "C"
    return cells


def has_line(board) -> bool:
    """True if 3 crosses stand in a straight line: vertical, horizontal or diagonal.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    masks = [((1 << m) - 1) << k for k, m in board]  # bit r set: a cross in row r
    for a in masks:
        if a & (a >> 1) & (a >> 2):
            return True
    for a, b, c in zip(masks, masks[1:], masks[2:]):
        if a & b & c or a & (b >> 1) & (c >> 2) or a & (b << 1) & (c << 2):
            return True
    return False


def open_dice(board) -> int:
    """How many dice the Stability check rolls: all dice in columns whose bottom die is an explosion.

    Rules: Rogue Agent, Defuse a Bomb: Stability check (p. 11).
    """
    return sum(k for k, m in board if m == 0)


def timer_after(timer: int, board) -> int:
    """The Bomb Timer once ``board`` has been laid out: each column after the first lowers it by 1.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    return timer - max(len(board) - 1, 0)


@dataclass(frozen=True)
class BombRules:
    """The rules of one Defuse attempt with its readings resolved (build with :func:`bomb_rules`)."""

    timer: int
    dice: int
    rows: int
    columns: int | None
    fourth: str
    open_column: str
    variant: str


_Rules = BombRules


@readings.uses("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column",
               "stability_variant")
def bomb_rules(timer: int, *, dice: int = SPECIAL_DICE, bomb_rows=None, bomb_columns=None,
               bomb_fourth_explosion=None, bomb_open_column=None, stability_variant=None) -> BombRules:
    """The rules for :func:`place_one` and :func:`placements`: a timer, the dice and the readings.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    return _rules(timer, dice, bomb_rows, bomb_columns, bomb_fourth_explosion, bomb_open_column,
                  stability_variant)


def place_one(board, face: str, rules: _Rules) -> list:
    """Every legal position for one die (``face`` "C" or "E"): the boards that result.

    A new column that brings the timer to 0 gives :data:`EXPLODED`.
    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11).
    """
    out = []
    cap = 4 if rules.fourth == "fails_attempt" else 3
    for j, (k, m) in enumerate(board):
        if k + m >= rules.rows or k >= 4:  # full, or a failed (4-explosion) column
            continue
        if face == "C":
            out.append(board[:j] + ((k, m + 1),) + board[j + 1:])
        elif m == 0 and k < cap:
            out.append(board[:j] + ((k + 1, 0),) + board[j + 1:])
    if face == "E" and rules.fourth == "new_column":
        may_start = all(m > 0 or k >= 3 for k, m in board)
    else:
        may_start = all(m > 0 or k >= 4 for k, m in board)
    if may_start and (rules.columns is None or len(board) < rules.columns):
        if board and rules.timer - len(board) <= 0:
            out.append(EXPLODED)
        else:
            out.append(board + (((0, 1) if face == "C" else (1, 0)),))
    return out


_MAX_COLUMNS = 7  # the 7th column brings even a timer of 6 to 0
#: Caches that hold for every timer, face mix and goal (clear it to time a cold solve):
#: (rows, columns, fourth) -> {(board, crosses, explosions): frozenset of boards,
#:                             (board, face): place_one's boards} (see _free_placements);
#: ("plans", rows, columns, fourth, dice) -> {board: roll plan} (see _roll_plan);
#: ("ends", rows, columns, fourth, dice) -> {board: how it ends} (see _end_group).
_FREE: dict = {}
_UNSEEN = object()


def _free_placements(board, crosses, explosions, geom, memo):
    """Placement results ignoring the timer (a board with more than timer + 1 columns exploded).

    Memoised over (board, dice still to place); shared by every timer, since the timer only
    decides which of these boards mean an explosion. The same ``memo`` also keeps
    :func:`place_one` per (board, face).
    """
    key = (board, crosses, explosions)
    got = memo.get(key)
    if got is not None:
        return got
    if len(board) >= _MAX_COLUMNS:
        out = frozenset([EXPLODED])
    else:
        res: set = set()
        for face, more in (("C", crosses), ("E", explosions)):
            if not more:
                continue
            nexts = memo.get((board, face))
            if nexts is None:
                nexts = memo[(board, face)] = place_one(board, face, geom)
            x, y = (crosses - 1, explosions) if face == "C" else (crosses, explosions - 1)
            for b in nexts:
                sub = memo.get((b, x, y))
                res |= sub if sub is not None else _free_placements(b, x, y, geom, memo)
        out = frozenset(res) if res else frozenset([board])
    memo[key] = out
    return out


def _geom(rules: _Rules) -> _Rules:
    return _Rules(99, rules.dice, rules.rows, rules.columns, rules.fourth, "", "")


def placements(board, crosses: int, explosions: int, rules: _Rules) -> frozenset:
    """Every board the player can reach by placing a roll of ``crosses`` and ``explosions``.

    The player places the dice one at a time in any order; the set of end results is found by a
    memoised search over (board, dice still to place), so no order is enumerated twice. Dice that
    cannot go anywhere stay off the board (they are rolled again next time). A result that
    started a column bringing the timer to 0 is :data:`EXPLODED`.

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11).
    """
    geom = _geom(rules)
    memo = _FREE.setdefault((rules.rows, rules.columns, rules.fourth), {})
    free = _free_placements(tuple(board), crosses, explosions, geom, memo)
    t = rules.timer
    return frozenset(EXPLODED if r == EXPLODED or len(r) > t else r for r in free)


# ---------------------------------------------------------------- the solver
def _goal_key(goal: str, health_value: Fraction):
    if goal == "defuse":
        return lambda v: (v[0], -v[1])
    if goal == "safe":
        return lambda v: (-v[1], v[0])
    w = 4 * health_value
    wn, wd = w.numerator, w.denominator

    def score(v):  # (2 v0 - w v1, v0), in integers: one Fraction made instead of three
        a, b = v
        an, ad, bn, bd = a.numerator, a.denominator, b.numerator, b.denominator
        return (Fraction(2 * an * wd * bd - wn * bn * ad, ad * wd * bd), a)
    return score


def _roll_table(d: int, c: Fraction, e: Fraction) -> list:
    """[((crosses, explosions), P)] for ``d`` dice: multinomial counts, not face sequences."""
    q = 1 - c - e
    out = []
    for x in range(d + 1):
        for y in range(d + 1 - x):
            p = math.comb(d, x) * math.comb(d - x, y) * c**x * e**y * q ** (d - x - y)
            if p:
                out.append(((x, y), p))
    return out


@dataclass
class DefuseSolution:
    """One Defuse attempt under optimal play for a goal: the exact odds and the policy.

    ``defused``, ``exploded`` and ``neither`` are exact (sympy Rationals). The policy is
    inspectable: :meth:`best_placement` (what to do with a roll), :meth:`should_stop`,
    :meth:`options` (every choice with its exact odds) and :attr:`policy` (a PolicyTable).
    """

    timer: int
    dice: int
    cross: Fraction
    explosion: Fraction
    goal: str
    health_value: Fraction
    rules: _Rules
    start: tuple = ()
    defused: Any = None
    exploded: Any = None
    neither: Any = None
    readings: dict = field(default_factory=dict)
    _values: dict = field(default_factory=dict, repr=False)
    _stop: dict = field(default_factory=dict, repr=False)
    _place: dict = field(default_factory=dict, repr=False)
    _memo: dict = field(default_factory=dict, repr=False)
    _key: Any = field(default=None, repr=False)
    _start_value: Any = field(default=None, repr=False)
    _kinds: dict = field(default_factory=dict, repr=False)
    _passes: dict = field(default_factory=dict, repr=False, compare=False)  # n -> P(check passes)
    _weights: dict = field(default_factory=dict, repr=False, compare=False)  # dice -> _roll_weights
    _stops: dict = field(default_factory=dict, repr=False, compare=False)  # open dice -> (stop value, key)
    _ends: Any = field(default=None, repr=False, compare=False)  # the _end_group cache in _FREE

    def probabilities(self) -> dict:
        """{"defused", "exploded", "neither"} -> exact probability."""
        return {"defused": self.defused, "exploded": self.exploded, "neither": self.neither}

    def value(self, board) -> tuple:
        """(P(defused), P(exploded)) as Fractions from ``board`` (after placing), playing on optimally."""
        return self._result_value(board)

    def options(self, board, crosses: int, explosions: int) -> list[dict]:
        """Every placement of a roll with its exact odds, best first (by the goal)."""
        res = self._results(tuple(board), crosses, explosions)
        rows = []
        for r in res:
            pd, px = self._result_value(r)
            rows.append({"board": r, "defused": sympy.Rational(pd.numerator, pd.denominator),
                         "exploded": sympy.Rational(px.numerator, px.denominator),
                         "_key": self._key((pd, px)), "terminal": self._terminal(r) is not None})
        rows.sort(key=lambda r: _order(r["board"]))
        rows.sort(key=lambda r: r["_key"], reverse=True)
        for r in rows:
            r.pop("_key")
        return rows

    def best_placement(self, board, crosses: int, explosions: int):
        """The optimal board to make from this roll."""
        return self.options(board, crosses, explosions)[0]["board"]

    def choice(self, board, crosses: int, explosions: int):
        """The placement the policy makes with this roll (the solved one, or found now)."""
        res = self._results(board, crosses, explosions)
        if len(res) == 1:
            return next(iter(res))
        got = self._place.get((board, crosses, explosions))
        return got if got is not None else self.best_placement(board, crosses, explosions)

    def stop_choices(self, board) -> dict:
        """{"roll": (P(defused), P(exploded)), "stop": (...)} after placing, exact; best first."""
        board = tuple(tuple(c) for c in board)
        if self._terminal(board) is not None:
            raise ValueError(f"the attempt is over with {board}: there is nothing to choose")
        self._result_value(board)
        act, choices = self._stop[board]
        order = [act] + [a for a in choices if a != act]
        return {a: tuple(sympy.Rational(v.numerator, v.denominator) for v in choices[a]) for a in order}

    def should_stop(self, board) -> bool:
        """True if the optimal play stops here (after placing) rather than rolling again."""
        if self._terminal(board) is not None:
            return True
        self._result_value(board)
        return self._stop[board][0] == "stop"

    @property
    def policy(self) -> PolicyTable:
        """The decisions as a :class:`PolicyTable`, values being the goal's score (exact)."""
        table = PolicyTable(value=self._score(self._start_value), goal=GOALS[self.goal])
        for b, (act, choices) in self._stop.items():
            st = ("stop or roll?", b)
            table.rows[st] = PolicyRow(st, act, self._score(choices[act]),
                                       {a: self._score(v) for a, v in choices.items()})
        for (b, x, y), best in self._place.items():
            st = ("place roll", b, x, y)
            choices = {r: self._result_value(r) for r in self._results(b, x, y)}
            table.rows[st] = PolicyRow(st, best, self._score(choices[best]),
                                       {a: self._score(v) for a, v in choices.items()})
        return table

    def _score(self, v):
        k = self._key(v)[0]
        return sympy.Rational(k.numerator, k.denominator)

    # the expectimax itself (a specialised solver, see solve_defuse)
    def _terminal(self, board):
        """(P(defused), P(exploded)) if the attempt ends with this board, else None."""
        return _end(board, self.rules, self._pass, Fraction(0), Fraction(1))

    def _pass(self, n: int) -> Fraction:
        got = self._passes.get(n)
        if got is None:
            got = self._passes[n] = _pass_fraction(n, self.cross, self.explosion, self.rules.variant)
        return got

    def _result_value(self, board):
        return self._info(board)[0]

    def _info(self, board):
        """(value, goal key, float of the key's first part, the value's two fractions as
        numerator and denominator ints) of a board just laid out; cached (see :func:`_info_of`).

        ``board`` may come straight from the timer-free placement search: more columns than
        the timer allows means the Bomb exploded.
        """
        got = self._values.get(board)
        if got is not None:
            return got
        if board != EXPLODED and len(board) > self.rules.timer:
            got = self._values[board] = self._info(EXPLODED)
            return got
        ends = self._ends
        if ends is None:
            ends = self._ends = _FREE.setdefault(("ends",) + _ends_key(self.rules), {})
        group = ends.get(board, _UNSEEN)
        if group is _UNSEEN:
            group = ends[board] = _end_group(board, self.rules)
        if group is not None:
            kind = _kind_of(group[0], self.rules)  # one shared info object per kind (fast ties in _best)
            got = self._kinds.get(kind)
            if got is None:
                v = _kind_value(kind, self._pass, _ZERO, _ONE)
                got = self._kinds[kind] = _info_of(v, self._key(v))
            self._values[board] = got
            return got
        n = open_dice(board)
        got = self._stops.get(n)
        if got is None:
            stop = (_ZERO, 1 - self._pass(n))
            got = self._stops[n] = (stop, self._key(stop))
        stop, key = got
        v = stop
        cont = self._roll_value(board)
        if cont is None:
            act, choices = "stop", {"stop": stop}
        else:
            choices = {"roll": cont[0], "stop": stop}
            roll_key = self._key(cont[0])
            act = "roll" if roll_key >= key else "stop"  # a tie goes to rolling (the first choice)
            if act == "roll":
                v, key = cont[0], roll_key
        self._stop[board] = (act, choices)
        info = _info_of(v, key)
        self._values[board] = info
        return info

    def _results(self, board, x, y):
        """Placement results of a roll, with the timer applied (for display and the policy)."""
        return placements(board, x, y, self.rules)

    def _best(self, res):
        """The best result of a roll: (board, info), exact; ties go to the lowest board.

        ``res`` comes from :func:`_roll_plan`, sorted by :func:`_order`, so the first of equal
        results is kept. A float of the goal key decides wherever the floats differ (the float of
        an exact number is correctly rounded, so it never reverses an exact order); equal floats
        fall back to the exact key.
        """
        values, info, timer = self._values, self._info, self.rules.timer
        best = bi = boom = None
        for r in res:
            if r == EXPLODED or len(r) > timer:  # the Bomb explodes
                if boom is not None:  # worth the same as an earlier result: it cannot win
                    continue
                i = boom = info(EXPLODED)
            else:
                i = values.get(r) or info(r)
            if bi is None:
                best, bi = r, i
                continue
            if i is bi or i[2] < bi[2]:
                continue
            if i[2] > bi[2] or i[1] > bi[1]:
                best, bi = r, i
        return best, bi

    def _roll_value(self, board):
        """Value of rolling from ``board``: (value, P(nothing placed)) or None if rolling is futile.

        Exact, in integers: a roll's chance is its weight / ``total`` (see :func:`_roll_weights`),
        and the sums over rolls of weight x value are kept as numerator / denominator pairs
        (common denominators by lcm), so that one Fraction is made per board, not per roll.
        """
        rules = self.rules
        d = rules.dice - sum(k + m for k, m in board)
        got = self._weights.get(d)
        if got is None:
            got = self._weights[d] = _roll_weights(d, self.cross, self.explosion)
        weights, total = got
        info, values, place, timer = self._info, self._values, self._place, rules.timer
        loop = 0
        nd = nx = 0
        dd = dx = 1
        for (x, y, res, choose), w in zip(_roll_plan(board, d, rules), weights):
            if not w:
                continue
            if res is None:  # nothing can be placed: the same board again
                loop += w
                continue
            if not choose:
                r = res[0]
                i = values.get(r) or info(r)
            else:
                best, i = self._best(res)
                if best != EXPLODED and len(best) > timer:
                    best = EXPLODED
                place[(board, x, y)] = best
            _, _, _, n, m, n1, m1 = i
            if n:
                if m == dd:
                    nd += w * n
                else:
                    g = math.gcd(dd, m)
                    nd = nd * (m // g) + w * n * (dd // g)
                    dd = dd // g * m
            if n1:
                if m1 == dx:
                    nx += w * n1
                else:
                    g = math.gcd(dx, m1)
                    nx = nx * (m1 // g) + w * n1 * (dx // g)
                    dx = dx // g * m1
        if loop == total:
            return None
        rest = total - loop
        return (Fraction(nd, dd * rest), Fraction(nx, dx * rest)), Fraction(loop, total)


def _roll_plan(board, d: int, rules: _Rules) -> list:
    """Every roll of ``d`` dice from ``board`` as (crosses, explosions, results, choice), in the
    order of :func:`_roll_weights`; results is None when nothing can be placed, else a tuple of
    the timer-free placement results sorted by :func:`_order` (so ties go to the lowest board);
    choice is True when the roll has more than one result (a placement decision).

    Results that end the attempt in the same way (:func:`_end_raw`) with as many columns are
    worth the same under every timer, face mix and goal, and ties go to the lowest board, so
    only the lowest of each such group is kept. Cached in :data:`_FREE` per board geometry
    and ending rules (shared by every timer, face mix and goal).
    """
    plans = _FREE.setdefault(("plans",) + _ends_key(rules), {})
    got = plans.get(board)
    if got is None:
        memo = _FREE.setdefault((rules.rows, rules.columns, rules.fourth), {})
        ends = _FREE.setdefault(("ends",) + _ends_key(rules), {})
        geom = _geom(rules)
        got = []
        for x in range(d + 1):
            for y in range(d + 1 - x):
                res = _free_placements(board, x, y, geom, memo)
                if len(res) == 1:
                    got.append((x, y, None if board in res else tuple(res), False))
                    continue
                kept, lowest, boom = [], {}, False
                for r in res:
                    if r == EXPLODED:
                        boom = True
                        continue
                    group = ends.get(r, _UNSEEN)
                    if group is _UNSEEN:
                        group = ends[r] = _end_group(r, rules)
                    if group is None:
                        kept.append(r)
                    else:
                        low = lowest.get(group)
                        if low is None or r < low:
                            lowest[group] = r
                kept.extend(lowest.values())
                kept.sort()  # boards as tuples; EXPLODED first, as in _order
                got.append((x, y, (EXPLODED, *kept) if boom else tuple(kept), True))
        plans[board] = got
    return got


def _ends_key(rules: _Rules) -> tuple:
    """The rules a roll plan depends on (the board's geometry and :func:`_end_raw`; not the
    timer, the faces, the goal, bomb_open_column or stability_variant)."""
    return (rules.rows, rules.columns, rules.fourth, rules.dice)


@lru_cache(maxsize=256)
def _roll_weights(d: int, c: Fraction, e: Fraction) -> tuple[tuple[int, ...], int]:
    """The chances of :func:`_roll_table` as integers over one denominator: (weights, total).

    With c = A/n and e = B/n, a roll of x crosses and y explosions out of d dice has chance
    d!/(x! y! (d-x-y)!) A^x B^y (n-A-B)^(d-x-y) / n^d; weights follow the order x = 0..d,
    y = 0..d-x (zeros kept, so that the order matches :func:`_roll_plan`).
    """
    n = math.lcm(c.denominator, e.denominator)
    a, b = c.numerator * (n // c.denominator), e.numerator * (n // e.denominator)
    q = n - a - b
    weights = tuple(math.comb(d, x) * math.comb(d - x, y) * a**x * b**y * q ** (d - x - y)
                    for x in range(d + 1) for y in range(d + 1 - x))
    return weights, n**d


_ZERO, _ONE = Fraction(0), Fraction(1)


def _info_of(v, key) -> tuple:
    """The solver's record of a value (see :meth:`DefuseSolution._info`)."""
    a, b = v
    return (v, key, float(key[0]), a.numerator, a.denominator, b.numerator, b.denominator)


def _end_kind(board, rules: _Rules):
    """How an attempt ends with ``board`` after a roll, as a small key, or None to go on.

    "exploded"; "failed" (a 4-explosion column: no check, no detonation); ("check", n, good): a
    Stability check of n circuit dice that defuses the Bomb if ``good`` (a line that counts).
    """
    return _kind_of(_end_raw(board, rules), rules)


def _end_raw(board, rules: _Rules):
    """How an attempt ends with ``board``, before the reading ``bomb_open_column`` is applied:
    "exploded", "failed", ("line", n) or ("full", n) with n open dice, or None to go on."""
    if board == EXPLODED:
        return "exploded"
    if rules.fourth == "fails_attempt" and any(k >= 4 for k, _ in board):
        return "failed"
    n = open_dice(board)
    if has_line(board):
        return ("line", n)
    if sum(k + m for k, m in board) >= rules.dice:  # no dice left: a forced stop
        return ("full", n)
    return None


def _end_group(board, rules: _Rules):
    """(:func:`_end_raw`, number of columns) if ``board`` ends the attempt, else None: boards of
    one group are worth the same under every timer, face mix, goal and reading of the Stability
    check (see :func:`_roll_plan`)."""
    raw = _end_raw(board, rules)
    return None if raw is None else (raw, 0 if board == EXPLODED else len(board))


def _kind_of(raw, rules: _Rules):
    """:func:`_end_kind` from :func:`_end_raw`."""
    if raw is None or isinstance(raw, str):
        return raw
    what, n = raw
    if what == "line":
        return ("check", n, not (rules.open_column == "fails" and n))
    return ("check", n, False)


def _end(board, rules: _Rules, pass_p, zero, one):
    """How an attempt ends with ``board`` after a roll: (P(defused), P(exploded)), or None to go on.

    ``pass_p(n)`` is P(Stability check passes) for n circuit dice (Fraction or sympy).
    """
    return _kind_value(_end_kind(board, rules), pass_p, zero, one)


def _kind_value(kind, pass_p, zero, one):
    if kind is None:
        return None
    if kind == "exploded":
        return (zero, one)
    if kind == "failed":
        return (zero, zero)
    _, n, good = kind
    p = pass_p(n)
    return (p if good else zero, one - p)


def _order(board):
    return (0, ()) if board == EXPLODED else (1, board)


@lru_cache(maxsize=4096)
def _pass_fraction(n, c, e, variant) -> Fraction:
    if n == 0:
        return Fraction(1)
    q = 1 - c - e
    if variant == "full":
        if q == 1:
            return Fraction(1)  # never ends; unreachable with any explosion face (n > 0 needs one)
        return ((1 - e) ** n - q**n) / (1 - q**n)
    return 1 - e * sum(q**k for k in range(n))


def _rules(timer, dice, bomb_rows, bomb_columns, bomb_fourth_explosion, bomb_open_column,
           stability_variant) -> _Rules:
    if isinstance(timer, bool) or not isinstance(timer, int):
        raise TypeError(f"the Bomb Timer must be a whole number 1..6, not {timer!r}")
    if not 1 <= timer <= 6:
        raise ValueError(f"the Bomb Timer shows 1..6 (a regular die), not {timer}")
    _check_dice(dice, "dice")
    if dice > SPECIAL_DICE:
        raise ValueError(f"there are only {SPECIAL_DICE} special dice (Rogue Agent, Dice Rules), "
                         f"not {dice}")
    return _Rules(timer, dice, bomb_rows, None if bomb_columns == "timer" else bomb_columns,
                  bomb_fourth_explosion, bomb_open_column, stability_variant)


@readings.uses("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column",
               "stability_variant", "boost_is_cross")
def solve_defuse(timer: int, *, cross, explosion, boost=0, dice: int = SPECIAL_DICE,
                 goal: str = DEFAULT_GOAL, health_value=DEFAULT_HEALTH_VALUE, board=(),
                 bomb_rows=None, bomb_columns=None, bomb_fourth_explosion=None, bomb_open_column=None,
                 stability_variant=None, boost_is_cross=None) -> DefuseSolution:
    """One Defuse attempt under optimal play: exact P(defused), P(exploded), P(neither) and the policy.

    ``timer`` is the Bomb Timer (1..6); ``cross``/``explosion`` the face probabilities (exact
    numbers: the best move depends on them, RA-03); ``dice`` the special dice used (9);
    ``goal`` one of :data:`GOALS` (default "score" with ``health_value`` = 1/2: an explosion costs
    4 health plus Criminals in custody, a defuse gains 2 Influence; at half an Influence point per
    health point the two weigh the same, so the player neither chases lines at any risk, as a pure
    P(defused) player does, nor refuses to play, as a pure P(exploded) player does). ``board``
    starts the attempt from a board already laid out (see :func:`next_attempt_board`).

    The first roll is forced (the attempt starts with it); after every roll the player places the
    crosses and explosions in the best order and then stops or rolls again.

    Solver: exact expectimax written here rather than with :class:`ChoiceProcedure` because a roll
    that places nothing returns to the same state (a loop the generic solver refuses) and for
    speed: Fractions inside, rolls as (crosses, explosions) counts with multinomial weights, the
    placement results of a roll found once per (board, roll) by a memoised search, and the
    timer derived from the board, so the state is the board alone.

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires; Stability check; explosion (p. 11).
    """
    if goal not in GOALS:
        raise ValueError(f"goal must be one of {list(GOALS)}, not {goal!r}")
    c, e, b = _fraction(cross), _fraction(explosion), _fraction(boost)
    if boost_is_cross == "yes":
        c += b
    _faces(c, e)
    hv = _fraction(health_value)
    if hv < 0:
        raise ValueError(f"health_value must be >= 0, not {hv}")
    rules = _rules(timer, dice, bomb_rows, bomb_columns, bomb_fourth_explosion, bomb_open_column,
                   stability_variant)
    board = tuple(tuple(col) for col in board)
    sol = DefuseSolution(timer, dice, c, e, goal, hv, rules, board, _key=_goal_key(goal, hv))
    with _gc_paused():
        first = sol._roll_value(board) if sol._terminal(board) is None else None
        if first is not None:
            again = sol._result_value(board)
    if first is None:
        raise ValueError("this attempt cannot start: no die can be rolled and placed")
    (pd, px), loop = first
    # the first roll is forced; after a roll that places nothing the player may stop or go on
    pd, px = (1 - loop) * pd + loop * again[0], (1 - loop) * px + loop * again[1]
    sol._start_value = (pd, px)
    sol.defused = sympy.Rational(pd.numerator, pd.denominator)
    sol.exploded = sympy.Rational(px.numerator, px.denominator)
    sol.neither = 1 - sol.defused - sol.exploded
    return sol


@contextmanager
def _gc_paused():
    """Pause Python's cycle collector during a solve (restored afterwards, also on errors).

    A solve allocates tens of thousands of tuples and Fractions, none of them in reference
    cycles; left on, the collector would scan the solver's caches again and again (full
    collections of ~50-100 ms, at random points of a widget update). Memory is still freed by
    reference counting; the collector runs again as soon as the solve ends.
    """
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def defuse_table(timers=range(1, 7), **kwargs) -> dict[int, DefuseSolution]:
    """:func:`solve_defuse` for each timer (1..6 by default), same faces, goal and readings."""
    return {t: solve_defuse(t, **kwargs) for t in timers}


def defuse_formula(solution: DefuseSolution) -> dict[str, sympy.Expr]:
    """P(defused) and P(exploded) of the solution's (fixed) policy as formulas in :data:`C` and :data:`E`.

    The policy was optimal at the solution's face mix; the formula is what that same play gives
    at any other mix (so it is the optimum only where the policy stays optimal). Exact rational
    functions, computed in the field Q(c, e) (sympy's polys, which cancel as they go); practical
    for a few dice, since the formula grows with every reachable board.
    """
    from sympy.polys.domains import QQ
    from sympy.polys.fields import field

    _, c, e = field([C, E], QQ)
    q = 1 - c - e
    zero, one = c * 0, c * 0 + 1
    memo: dict = {}
    pass_memo: dict = {}
    variant = solution.rules.variant

    def pass_p(n):
        if n not in pass_memo:
            if n == 0:
                pass_memo[n] = one
            elif variant == "full":
                pass_memo[n] = ((1 - e) ** n - q**n) / (1 - q**n)
            else:
                pass_memo[n] = 1 - e * sum((q**k for k in range(n)), zero)
        return pass_memo[n]

    def value(board):
        t = _end(board, solution.rules, pass_p, zero, one)
        if t is not None:
            return t
        if board not in memo:
            if solution.should_stop(board):
                memo[board] = (zero, 1 - pass_p(open_dice(board)))
            else:
                memo[board] = roll(board)[:2]
        return memo[board]

    def roll(board):
        d = solution.rules.dice - sum(k + m for k, m in board)
        pd, px, loop = zero, zero, zero
        for x in range(d + 1):
            for y in range(d + 1 - x):
                p = math.comb(d, x) * math.comb(d - x, y) * c**x * e**y * q ** (d - x - y)
                res = solution._results(board, x, y)
                if res == {board}:
                    loop += p
                    continue
                v = value(solution.choice(board, x, y))
                pd += p * v[0]
                px += p * v[1]
        return pd / (1 - loop), px / (1 - loop), loop

    start = solution.start
    pd, px, loop = roll(start)
    again = value(start)
    pd, px = (1 - loop) * pd + loop * again[0], (1 - loop) * px + loop * again[1]
    return {"defused": sympy.factor(pd.as_expr()), "exploded": sympy.factor(px.as_expr())}


def policy_procedure(solution: DefuseSolution) -> tuple[Procedure, Any]:
    """The solution's policy played out as a chance-only :class:`Procedure` (for checks and sampling).

    States: ("roll", board) rolls the remaining dice, places them by the policy and then stops or
    rolls on by the policy (a roll that places nothing is a self-loop); ("check", n, i, good) is a
    Stability check of n dice (die i next in the simplified variant; good: a line to defuse).
    Terminal labels: "defused", "exploded", "neither".
    """
    c, e = solution.cross, solution.explosion
    rules = solution.rules
    die = {"C": c, "E": e, "-": 1 - c - e}
    die = Dist.from_weights({f: p for f, p in die.items() if p})

    def decide(board):
        if solution.should_stop(board):
            return ("check", open_dice(board), 0, False)
        return ("roll", board)

    def after(board):
        if board == EXPLODED:
            return "exploded"
        t = solution._terminal(board)
        if t is None:
            return decide(board)
        if rules.fourth == "fails_attempt" and any(k >= 4 for k, _ in board):
            return "neither"
        n = open_dice(board)
        good = has_line(board) and not (rules.open_column == "fails" and n)
        return ("check", n, 0, good)

    def step(s):
        if isinstance(s, str):
            return None
        kind = s[0]
        if kind == "roll":
            b = s[1]
            d = rules.dice - sum(k + m for k, m in b)
            pool = Dist.pool(die, d, [f for f in ("C", "E") if f in die])
            faces = [f for f in ("C", "E") if f in die]

            def go(counts):
                got = dict(zip(faces, counts))
                x, y = got.get("C", 0), got.get("E", 0)
                res = solution._results(b, x, y)
                if res == {b}:
                    return decide(b)  # ("roll", b) again is a self-loop
                return after(solution.choice(b, x, y))

            return pool.map(go)
        # a Stability check, die by die (simplified) or all together (full)
        _, n, i, good = s
        win = "defused" if good else "neither"
        if n == 0:
            return Dist.point(win)
        if rules.variant == "full":
            faces = [f for f in ("C", "E") if f in die]

            def res(counts):
                got = dict(zip(faces, counts))
                if got.get("E", 0):
                    return "exploded"
                return win if got.get("C", 0) else s
            return Dist.pool(die, n, faces).map(res)
        if i == n:
            return Dist.point(win)
        return die.map(lambda f: win if f == "C" else "exploded" if f == "E" else ("check", n, i + 1, good))

    start = ("roll", solution.start)
    return Procedure(step), start


# ---------------------------------------------------------------- around the minigame
@readings.uses("bomb_timer_face")
def timer_distribution(*, bomb_timer_face=None) -> Dist:
    """The value a new Bomb Timer shows (Police Squad face re-rolled).

    Rules: Rogue Agent, Time Phase step 4 (Bomb).
    """
    lo, hi = {"uniform_1_5": (1, 5), "uniform_2_6": (2, 6), "uniform_1_6": (1, 6)}[bomb_timer_face]
    return Dist.uniform(range(lo, hi + 1))


@readings.uses("bomb_board_persists")
def next_attempt_board(board, *, bomb_board_persists=None):
    """The board a new attempt starts from after a failed attempt that did not explode.

    Rules: Rogue Agent, Defuse a Bomb: the failed-attempt paragraph (p. 11).
    """
    if board == EXPLODED:
        raise ValueError("the Bomb exploded: there is no next attempt")
    return () if bomb_board_persists == "cleared" else tuple(board)


DEFUSE_INFLUENCE = 2  # Influence for a successful defuse
EXPLOSION_HEALTH = {"location": 4, "adjacent": 2}  # health an unprotected player loses


def expected_effects(solution: DefuseSolution, *, protected: bool = False) -> dict:
    """Expected Influence gained and health lost by the defusing Agent in one attempt (exact).

    The Agent stands in the Bomb's location; ``protected`` means the explosion costs it no health
    (the rules exempt protected players without saying here what protects them). Informants in the
    location are lost and Criminals in custody return to the Data Stream on an explosion: those
    are reported as probabilities, since their number depends on the game state.

    Rules: Rogue Agent, Defuse a Bomb: Successful defusing; Bomb explosion (p. 11).
    """
    hp = 0 if protected else EXPLOSION_HEALTH["location"]
    return {"influence": DEFUSE_INFLUENCE * solution.defused, "health_lost": hp * solution.exploded,
            "P(informants here lost)": solution.exploded,
            "P(criminals in custody lost)": 0 if protected else solution.exploded}


@readings.uses("bomb_timer_face")
def new_bomb_odds(table: dict, *, bomb_timer_face=None) -> dict:
    """P(defused), P(exploded), P(neither) for a Bomb whose timer is not yet known.

    ``table`` is :func:`defuse_table` output (it must hold every timer the reading allows); the
    timer is averaged by :func:`timer_distribution`.
    Rules: Rogue Agent, Time Phase step 4 (Bomb); Defuse a Bomb (p. 11).
    """
    dist = timer_distribution(bomb_timer_face=bomb_timer_face)
    missing = [t for t in dist.outcomes() if t not in table]
    if missing:
        raise ValueError(f"the table lacks timers {missing} (needed for bomb_timer_face={bomb_timer_face})")
    return {k: sum((dist.prob(t) * table[t].probabilities()[k] for t in dist.outcomes()), sympy.Integer(0))
            for k in ("defused", "exploded", "neither")}


def appendix_a(cross=None, explosion=None) -> list[dict]:
    """Appendix A replayed step by step: each step's board, timer and (with a face mix) the odds.

    The appendix gives the faces only in words; reading them off its options (register RA-10):
    roll 1 (9 dice) shows 1 cross and 2 explosions, roll 2 (6 dice) 1 cross and 1 explosion,
    roll 3 (4 dice) 2 crosses. Each step is checked against the placement rules here (a step the
    rules forbid raises). With exact ``cross`` and ``explosion`` each step carries the exact
    value of its options under optimal play (default goal and readings).

    Rules: Rogue Agent, Appendix A; Defuse a Bomb (p. 11).
    """
    timer, dice = 4, SPECIAL_DICE
    rules = _rules(timer, dice, 4, "timer", "fails_attempt", "check", "full")
    roll1 = {"option 1": ((2, 1),), "option 2": ((1, 1), (1, 0)), "option 3": ((0, 1), (2, 0))}
    b1 = roll1["option 3"]
    b2 = ((0, 1), (2, 1), (1, 0))
    roll3 = {"option 1": ((0, 3), (2, 1), (1, 0)), "option 2": ((0, 1), (2, 1), (1, 1), (0, 1))}
    steps = [
        {"step": "roll 1", "dice_rolled": 9, "roll": (1, 2), "from": (), "options": roll1,
         "chosen": "option 3"},
        {"step": "roll 2", "dice_rolled": 6, "roll": (1, 1), "from": b1, "options": {"only": b2},
         "chosen": "only"},
        {"step": "roll 3", "dice_rolled": 4, "roll": (2, 0), "from": b2, "options": roll3,
         "chosen": "option 2"},
    ]
    sol = None
    if cross is not None and explosion is not None:
        sol = solve_defuse(timer, cross=cross, explosion=explosion)
    for s in steps:
        legal = placements(s["from"], *s["roll"], rules)
        for name, b in s["options"].items():
            if b not in legal:
                raise AssertionError(f"Appendix A {s['step']} {name} breaks the placement rules")
        s["board"] = s["options"][s["chosen"]]
        s["timer"] = timer_after(timer, s["board"])
        s["dice_left"] = dice - sum(k + m for k, m in s["board"])
        s["line"] = has_line(s["board"])
        s["open_dice"] = open_dice(s["board"])
        s["legal_results"] = len(legal)
        if sol is not None:
            s["odds"] = {name: sol._result_value(b) for name, b in s["options"].items()}
            s["best"] = sol.best_placement(s["from"], *s["roll"])
    return steps


def draw_board(board, timer: int | None = None, *, ax=None, rows: int = 4, columns: int | None = None,
               title: str = ""):
    """Draw a Bomb board: crosses green X, explosions red stars, the timer in its red circle."""
    import matplotlib.pyplot as plt

    board = () if board == EXPLODED else board
    ncols = max(columns or 0, len(board), 1)
    ax = ax or plt.subplots(figsize=(0.8 * ncols + 1.6, 0.8 * rows + 0.6))[1]
    for j in range(ncols):
        for r in range(rows):
            ax.add_patch(plt.Rectangle((j, -r - 1), 0.9, 0.9, fill=False, edgecolor="#888"))
    for (r, j), f in board_cells(board).items():
        x, y = j + 0.45, -r - 0.55
        if f == "C":
            ax.text(x, y, "X", ha="center", va="center", fontsize=16, color="#1a7f37", fontweight="bold")
        else:
            ax.text(x, y, "*", ha="center", va="center", fontsize=22, color="#c0392b", fontweight="bold")
    if timer is not None:
        ax.add_patch(plt.Circle((ncols + 0.55, -0.55), 0.4, color="#c0392b"))
        ax.text(ncols + 0.55, -0.55, str(timer), ha="center", va="center", color="white", fontsize=12)
    ax.set_xlim(-0.2, ncols + 1.1)
    ax.set_ylim(-rows - 0.2, 0.1)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title(title or f"Bomb board ({'line of 3 crosses' if has_line(board) else 'no line'})",
                 fontsize=9)
    return ax

