"""Defuse a Bomb: the rules of one attempt (board, placements, how an attempt ends) and its readings.

The minigame, in our words (Rules: Rogue Agent, Defuse a Bomb, p. 11): the Agent rolls every
special die not yet on the Bomb board; each cross and explosion rolled must be placed, one die to a
position, each column filled from the top; a column that has taken a cross takes only crosses after
it; a new column may be started only when every column so far ends with a cross, and every column
after the first lowers the Bomb Timer by one (at 0 the Bomb explodes). Three crosses in a straight
line (vertical, horizontal or diagonal) defuse the Bomb, subject to a Stability check of the columns
still ending with an explosion; the Agent may also stop after any roll (and then makes the check).

A board is a tuple of columns, left to right; a column is (explosions, crosses): its explosions sit
on top (they can only go in before any cross) and its crosses below them. Row 0 is the top. Columns
are started left to right, next to the last one (Appendix A's layout).

Limits (documented, checked: ``ValueError`` beyond them): at most :data:`SPECIAL_DICE` (9) dice, a
column of at most 6 rows, at most :data:`MAX_COLUMNS` (7) columns (the 7th brings even a timer of
6 to 0). The placement tables cached here are keyed on such boards only, so they are finite, and
they are cleared whenever they pass :data:`CACHE_LIMIT` entries.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy
from sympy.ntheory.multinomial import multinomial_coefficients

from ... import readings
from ...dist import is_symbolic_value
from ...exact import as_exact, as_fraction, as_name, as_whole

__all__ = [
    "C", "E", "ILLUSTRATIVE_FACES", "GOALS", "SPECIAL_DICE", "EXPLODED", "MAX_COLUMNS",
    "board_cells", "board_text", "has_line", "open_dice", "timer_after", "check_board",
    "BombRules", "bomb_rules", "place_one", "placements", "AttemptEnd", "attempt_end", "roll_counts",
]

RULES = "Rogue Agent, Defuse a Bomb (p. 11)"
SPECIAL_DICE = 9  # Rogue Agent Components: 9 special dice
MAX_ROWS = 6  # the largest board the reading bomb_rows offers
MAX_COLUMNS = 7  # the 7th column brings even a timer of 6 to 0
CACHE_LIMIT = 3_000_000  # entries in the placement tables before they are cleared
#: The unknown face probabilities (register RA-03): a die shows a cross with P = C, an explosion with P = E.
C, E = sympy.symbols("c e", positive=True)
#: An ILLUSTRATIVE face mix (two cross faces and one explosion face in six). The rulebook never lists
#: the faces (RA-03); this is not the game's mix. Read-only (it is shared).
ILLUSTRATIVE_FACES = MappingProxyType({"cross": Fraction(1, 3), "explosion": Fraction(1, 6)})
EXPLODED = "exploded"  # the placement result when a new column brings the timer to 0
#: The goals "optimal" can mean. Values are (P(defused), P(exploded)) pairs, compared by the key.
GOALS = MappingProxyType({
    "score": "maximise 2 Influence per defuse minus health_value x 4 health per explosion "
             "(ties: more defuses)",
    "defuse": "maximise P(defused) (ties: fewer explosions)",
    "safe": "minimise P(exploded) (ties: more defuses)",
})
DEFAULT_GOAL = "score"
DEFAULT_HEALTH_VALUE = Fraction(1, 2)  # Influence points one health point is worth (an assumption)

# ---------------------------------------------------------------- inputs
def check_dice(n, what="n", hi: int = SPECIAL_DICE) -> int:
    """``n`` as a whole number of special dice, 0..``hi`` (9: the game's special dice)."""
    return as_whole(what, n, lo=0, hi=hi)


def check_faces(cross, explosion) -> tuple[Any, Any]:
    """Check a face mix: exact numbers in [0, 1] summing to at most 1, or sympy expressions."""
    c, e = as_exact("cross", cross), as_exact("explosion", explosion)
    for name, v in (("cross", c), ("explosion", e)):
        if not is_symbolic_value(v) and not (0 <= v <= 1):
            raise ValueError(f"{name} probability must lie in [0, 1], not {v}")
    if not is_symbolic_value(c + e) and c + e > 1:
        raise ValueError(f"cross + explosion probabilities must be at most 1, not {c + e}")
    return c, e


def check_fraction(x, what: str) -> Fraction:
    """An exact number as a Fraction (optimal play needs numbers, not symbols)."""
    v = as_exact(what, x)
    if is_symbolic_value(v):
        raise TypeError(f"{what}: optimal play needs numbers for the face probabilities (the best move "
                        "depends on them); pass exact numbers, e.g. ILLUSTRATIVE_FACES, and use "
                        "defuse_formula() for the symbolic form of a policy")
    return as_fraction(what, v)


def check_board(board, rules: BombRules | None = None, what: str = "board") -> tuple:
    """``board`` as a tuple of (explosions, crosses) columns, checked against the limits (and ``rules``).

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11).
    """
    if isinstance(board, (str, bytes)) or not isinstance(board, (tuple, list)):
        raise TypeError(f"{what} must be a tuple of (explosions, crosses) columns, not {board!r}")
    if rules is not None:
        _check_rules(rules)
    rows = MAX_ROWS if rules is None else rules.rows
    dice = SPECIAL_DICE if rules is None else rules.dice
    if len(board) > MAX_COLUMNS:
        raise ValueError(f"{what} has {len(board)} columns; a Bomb board has at most {MAX_COLUMNS}")
    out = []
    for j, col in enumerate(board):
        if isinstance(col, (str, bytes)) or not isinstance(col, (tuple, list)) or len(col) != 2:
            raise TypeError(f"{what}[{j}] must be an (explosions, crosses) pair, not {col!r}")
        k = as_whole(f"{what}[{j}] explosions", col[0], lo=0, hi=4)
        m = as_whole(f"{what}[{j}] crosses", col[1], lo=0, hi=rows)
        if not 1 <= k + m <= rows:
            raise ValueError(f"{what}[{j}] must hold 1 to {rows} dice, not {k + m}")
        out.append((k, m))
    if sum(k + m for k, m in out) > dice:
        raise ValueError(f"{what} holds more than the {dice} dice of the attempt")
    return tuple(out)


def _board_or_exploded(board, rules=None):
    return EXPLODED if board == EXPLODED else check_board(board, rules)


# ---------------------------------------------------------------- the board
def board_cells(board) -> dict[tuple[int, int], str]:
    """{(row, column): "E" or "C"} for drawing and checking (row 0 is the top).

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    board = () if board == EXPLODED else check_board(board)
    cells = {}
    for j, (k, m) in enumerate(board):
        for r in range(k):
            cells[(r, j)] = "E"
        for r in range(k, k + m):
            cells[(r, j)] = "C"
    return cells


def board_text(board) -> str:
    """A board as a reader reads it: columns left to right, each from the top, ``*`` an explosion
    and ``X`` a cross (``"X | **X | *X"``), ``"(empty)"``, or ``"EXPLODED"``.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    if board == EXPLODED:
        return "EXPLODED"
    return " | ".join("*" * k + "X" * m for k, m in check_board(board)) or "(empty)"


def has_line(board) -> bool:
    """True if 3 crosses stand in a straight line: vertical, horizontal or diagonal.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    return _has_line(check_board(board))


def _has_line(board) -> bool:
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
    return _open_dice(check_board(board))


def _open_dice(board) -> int:
    return sum(k for k, m in board if m == 0)


def timer_after(timer: int, board) -> int:
    """The Bomb Timer once ``board`` has been laid out: each column after the first lowers it by 1
    (0 for an exploded board).

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    as_whole("timer", timer, lo=1, hi=6)
    return _timer_after(timer, board if board == EXPLODED else check_board(board))


def _timer_after(timer: int, board) -> int:
    """:func:`timer_after` of a checked timer and board (the whole game's hot path)."""
    if board == EXPLODED:
        return 0
    return max(timer - max(len(board) - 1, 0), 0)


def roll_counts(d: int) -> tuple:
    """The ONE multinomial table of a roll of ``d`` dice: ``((crosses, explosions, blanks), ways)``
    in the order crosses = 0..d, explosions = 0..d - crosses (the solver's order).

    ``ways`` is d! / (x! y! z!) (sympy's ``multinomial_coefficients``); a roll's chance is
    ways * c^x e^y (1 - c - e)^z in whatever arithmetic the caller uses.

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11).
    """
    return _roll_counts(check_dice(d, "d"))


@functools.lru_cache(maxsize=SPECIAL_DICE + 1)
def _roll_counts(d: int) -> tuple:
    table = multinomial_coefficients(3, d)
    return tuple(((x, y, d - x - y), table[(x, y, d - x - y)])
                 for x in range(d + 1) for y in range(d + 1 - x))


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
    fourth_check: str = "no"
    line_fourth: str = "failed"


@readings.uses("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column",
               "stability_variant", "bomb_fourth_check", "bomb_line_fourth")
def bomb_rules(timer: int, *, dice: int = SPECIAL_DICE, rules=None) -> BombRules:
    """The rules for :func:`place_one` and :func:`placements`: a timer, the dice and the readings.

    ``rules`` (a Rules value of Rogue Agent) gives the readings; keywords override it.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    return make_rules(timer, dice, rules.bomb_rows, rules.bomb_columns, rules.bomb_fourth_explosion,
                      rules.bomb_open_column,
                      rules.stability_variant, rules.bomb_fourth_check, rules.bomb_line_fourth)


def make_rules(timer, dice, bomb_rows, bomb_columns, bomb_fourth_explosion, bomb_open_column,
               stability_variant, bomb_fourth_check="no", bomb_line_fourth="failed") -> BombRules:
    """A :class:`BombRules` from checked readings (for the solver; callers use :func:`bomb_rules`)."""
    if isinstance(timer, bool) or not isinstance(timer, int):
        raise TypeError(f"timer (the Bomb Timer) must be a whole number 1..6, not {timer!r}")
    if not 1 <= timer <= 6:
        raise ValueError(f"timer: the Bomb Timer shows 1..6 (a regular die), not {timer}")
    if isinstance(dice, bool) or not isinstance(dice, int):
        raise TypeError(f"dice must be a whole number of special dice, not {dice!r}")
    if not 0 <= dice <= SPECIAL_DICE:
        raise ValueError(f"dice: there are only {SPECIAL_DICE} special dice (Rogue Agent, Dice Rules), "
                         f"not {dice}")
    for name, v in (("bomb_rows", bomb_rows), ("bomb_columns", bomb_columns)):
        if isinstance(v, (bool, float)):
            raise TypeError(f"{name} must be a whole number (or 'timer'), not {v!r}")
    return BombRules(timer, dice, bomb_rows, None if bomb_columns == "timer" else bomb_columns,
                     bomb_fourth_explosion, bomb_open_column, stability_variant, bomb_fourth_check,
                     bomb_line_fourth)


def _check_rules(rules) -> BombRules:
    if not isinstance(rules, BombRules):
        raise TypeError(f"rules must be a BombRules (see bomb_rules), not {type(rules).__name__}")
    return rules


def place_one(board, face: str, rules: BombRules) -> list:
    """Every legal position for one die (``face`` "C"/"cross" or "E"/"explosion"): the boards that result.

    A new column that brings the timer to 0 gives :data:`EXPLODED`.
    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11).
    """
    _check_rules(rules)
    face = {"cross": "C", "explosion": "E"}.get(face, face) if isinstance(face, str) else face
    as_name("face", face, ("C", "E", "cross", "explosion"))
    return _place_one(check_board(board, rules), face, rules)


def _place_one(board, face: str, rules: BombRules) -> list:
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


#: Caches that hold for every timer, face mix and goal, keyed by geometry (see :func:`table`):
#: (rows, columns, fourth) -> {(board, crosses, explosions): frozenset of boards,
#:                             (board, face): place_one's boards} (see _free_placements);
#: ("plans", ...) -> {board: roll plan}; ("ends", ...) -> {board: how it ends}.
_FREE: dict = {}
_CLEAR_WITH_CACHES = (_FREE,)  # emptied with the functools caches (readings.recording)
UNSEEN = object()


def table(key) -> dict:
    """One of the shared placement tables (cleared, all of them, once they pass CACHE_LIMIT entries)."""
    got = _FREE.get(key)
    if got is None:
        got = _FREE[key] = {}
    return got


def trim_tables() -> None:
    """Clear the shared tables if they hold more than :data:`CACHE_LIMIT` entries (called per solve)."""
    if sum(len(t) for t in _FREE.values()) > CACHE_LIMIT:
        _FREE.clear()


def clear_tables() -> None:
    """Empty the shared placement tables (to time a cold solve)."""
    _FREE.clear()


def free_placements(board, crosses, explosions, geom, memo):
    """Placement results ignoring the timer (a board with more than timer + 1 columns exploded).

    Memoised over (board, dice still to place); shared by every timer, since the timer only
    decides which of these boards mean an explosion. The same ``memo`` also keeps
    :func:`place_one` per (board, face).
    """
    key = (board, crosses, explosions)
    got = memo.get(key)
    if got is not None:
        return got
    if len(board) >= MAX_COLUMNS:
        out = frozenset([EXPLODED])
    else:
        res: set = set()
        for face, more in (("C", crosses), ("E", explosions)):
            if not more:
                continue
            nexts = memo.get((board, face))
            if nexts is None:
                nexts = memo[(board, face)] = _place_one(board, face, geom)
            x, y = (crosses - 1, explosions) if face == "C" else (crosses, explosions - 1)
            for b in nexts:
                sub = memo.get((b, x, y))
                res |= sub if sub is not None else free_placements(b, x, y, geom, memo)
        out = frozenset(res) if res else frozenset([board])
    memo[key] = out
    return out


def geom(rules: BombRules) -> BombRules:
    """The rules with the timer lifted (for the timer-free placement tables)."""
    return BombRules(99, rules.dice, rules.rows, rules.columns, rules.fourth, "", "")


def placements(board, crosses: int, explosions: int, rules: BombRules) -> frozenset:
    """Every board the player can reach by placing a roll of ``crosses`` and ``explosions``.

    The player places the dice one at a time in any order; the set of end results is found by a
    memoised search over (board, dice still to place), so no order is enumerated twice. Dice that
    cannot go anywhere stay off the board (they are rolled again next time). A result that
    started a column bringing the timer to 0 is :data:`EXPLODED`. ``rules`` is a
    :class:`BombRules` (see :func:`bomb_rules`); the roll has at most ``rules.dice`` dice.

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires (p. 11).
    """
    _check_rules(rules)
    board = check_board(board, rules)
    x = check_dice(crosses, "crosses", rules.dice)
    y = check_dice(explosions, "explosions", rules.dice)
    if x + y > rules.dice - sum(k + m for k, m in board):
        raise ValueError(f"crosses + explosions = {x + y} is more than the dice off the board "
                         f"({rules.dice - sum(k + m for k, m in board)})")
    return _placements(board, x, y, rules)


def _placements(board, x, y, rules: BombRules) -> frozenset:
    trim_tables()
    free = free_placements(board, x, y, geom(rules), table((rules.rows, rules.columns, rules.fourth)))
    t = rules.timer
    return frozenset(EXPLODED if r == EXPLODED or len(r) > t else r for r in free)


# ---------------------------------------------------------------- how an attempt ends
@dataclass(frozen=True)
class AttemptEnd:
    """How a Defuse attempt ends with a board: ``kind`` is "exploded", "failed" (no check) or
    "check" (a Stability check of ``check_dice`` dice follows; it defuses the Bomb if it passes
    and ``defuses``); ``reason`` says why, in words."""

    kind: str
    check_dice: int
    defuses: bool
    reason: str


def attempt_end(board, rules: BombRules, *, stopped: bool = False) -> AttemptEnd | None:
    """How the attempt ends with ``board`` just laid out (None: it goes on, the player may roll).

    ``stopped``: the player chose to stop (a Stability check of the open columns, no defuse).
    This is the one place the end-of-attempt rules live: the solver, the policy procedure and
    the game widget all use it (through :func:`end_kind`).

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires; Stability check; the failed-attempt
    paragraph (p. 11).
    """
    _check_rules(rules)
    board = _board_or_exploded(board, rules)
    if not isinstance(stopped, bool):
        raise TypeError(f"stopped must be True or False, not {stopped!r}")
    raw = end_raw(board, rules)
    if raw is None:
        if not stopped:
            return None
        return AttemptEnd("check", _open_dice(board), False, "a stop")
    kind = kind_of(raw, rules)
    what = raw if isinstance(raw, str) else raw[0]
    reason = {"exploded": "a new column brought the timer to 0",
              "failed": "a column holds 4 explosions: the attempt failed",
              "line": "a line of 3 crosses", "full": "no dice left"}[what]
    if kind == "exploded":
        return AttemptEnd("exploded", 0, False, reason)
    if kind == "failed":
        return AttemptEnd("failed", 0, False, reason)
    _, n, good = kind
    return AttemptEnd("check", n, good, reason)


def end_raw(board, rules: BombRules):
    """How an attempt ends with ``board``, before the readings on the check are applied:
    "exploded", "failed" (or ("failed", n) when the check is still made), ("line", n) or
    ("full", n) with n open dice, or None to go on."""
    if board == EXPLODED:
        return "exploded"
    if rules.fourth == "fails_attempt" and any(k >= 4 for k, _ in board):
        if rules.line_fourth == "line" and _has_line(board):   # a line as well: reading bomb_line_fourth
            return ("line", _open_dice(board))
        return "failed" if rules.fourth_check == "no" else ("failed", _open_dice(board))
    n = _open_dice(board)
    if _has_line(board):
        return ("line", n)
    if sum(k + m for k, m in board) >= rules.dice:  # no dice left: a forced stop
        return ("full", n)
    return None


def end_group(board, rules: BombRules):
    """(:func:`end_raw`, number of columns) if ``board`` ends the attempt, else None: boards of
    one group are worth the same under every timer, face mix, goal and reading of the Stability
    check."""
    raw = end_raw(board, rules)
    return None if raw is None else (raw, 0 if board == EXPLODED else len(board))


def kind_of(raw, rules: BombRules):
    """"exploded", "failed" or ("check", n, defuses) from :func:`end_raw`."""
    if raw is None or isinstance(raw, str):
        return raw
    what, n = raw
    if what == "line":
        return ("check", n, not (rules.open_column == "fails" and n))
    return ("check", n, False)


def end_kind(board, rules: BombRules):
    """:func:`kind_of` of :func:`end_raw` (None: the attempt goes on)."""
    return kind_of(end_raw(board, rules), rules)


def kind_value(kind, pass_p, zero, one):
    """(P(defused), P(exploded)) of an ending, with ``pass_p(n)`` = P(the check of n dice passes)."""
    if kind is None:
        return None
    if kind == "exploded":
        return (zero, one)
    if kind == "failed":
        return (zero, zero)
    _, n, good = kind
    p = pass_p(n)
    return (p if good else zero, one - p)


def end_value(board, rules: BombRules, pass_p, zero, one):
    """(P(defused), P(exploded)) if the attempt ends with ``board``, else None."""
    return kind_value(end_kind(board, rules), pass_p, zero, one)
