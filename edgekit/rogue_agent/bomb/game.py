"""A Defuse attempt as a one-player game on the play layer: every roll a step, every placement a choice.

Rules: Rogue Agent, Defuse a Bomb: Unplugging wires; Stability check; explosion (p. 11).

Built on the Bomb's public functions: :func:`~edgekit.rogue_agent.placements` (every board a
roll can be laid out into), :func:`~edgekit.rogue_agent.has_line`,
:func:`~edgekit.rogue_agent.open_dice`, :func:`~edgekit.rogue_agent.stability_check_probability`
and :func:`~edgekit.rogue_agent.bomb_rules` (the readings). A step is one of: the Agent rolls
the dice not yet on the board (the exact chance of each count of crosses and explosions);
the Agent picks one of the boards the roll can make (skipped when there is only one); the
Agent stops or rolls again; the Stability check (its exact chance to pass). The action and outcome
ids are named once in :mod:`.actions`: ``ROLL`` 0 / ``STOP`` 1 (phase "decide"), ``PLACE(k)`` 0..4095
(phase "place": the ``k``-th layout), a roll's outcome :func:`~.actions.roll_outcome`, the check's
``PASS`` 0 / ``FAIL`` 1.

Returns follow the solver's "score" goal (:data:`edgekit.rogue_agent.GOALS`): 2 Influence for a
defuse, minus ``health_value`` x 4 health for an explosion, 0 otherwise; so the exact optimal
value is that of :func:`~edgekit.rogue_agent.solve_defuse` with ``goal="score"``, and
``game.policies["optimal"]`` plays its policy.

The dice faces are unknown (register RA-03): ``cross`` and ``explosion`` default to the
ILLUSTRATIVE mix :data:`~edgekit.rogue_agent.ILLUSTRATIVE_FACES` (not the game's), labelled so
in ``game.rules``.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ...dist import Dist
from ...play import CHANCE, TERMINAL, FunctionPolicy, Game, State, Turn, for_game
from ...play.core import exact_number, factory
from ...play.params import Params
from .actions import (
    FAIL,
    MAX_PLACEMENT_OPTIONS,
    NUM_ACTIONS,
    PASS,
    PLACE,
    ROLL,
    STOP,
    roll_of,
    roll_outcome,
)
from .rules import EXPLODED, ILLUSTRATIVE_FACES, attempt_end, bomb_rules, placements, timer_after
from .solver import solve_defuse
from .stability import stability_check_probability

__all__ = ["bomb_game", "DEFAULT_PARAMS", "BombGame", "BombState", "ROLL", "STOP", "MAX_PLACEMENT_OPTIONS"]

_RULES = "Rogue Agent, Defuse a Bomb (p. 11)"
_READINGS = tuple(bomb_rules.readings)  # the Bomb's readings, as bomb_rules takes them
_HEALTH = inspect.signature(solve_defuse).parameters["health_value"].default


def _order(b):
    return (0, ()) if b == EXPLODED else (1, b)


@dataclass(frozen=True)
class BombState(State):
    """``phase`` is "roll", "place" (a roll of ``x`` crosses and ``y`` explosions to lay out),
    "decide" (stop or roll), "check" (a Stability check of ``check_dice`` dice; ``good``: a line
    that defuses) or "over" (``end`` is "defused", "exploded" or "neither")."""

    board: Any = ()
    phase: str = "roll"
    x: int = 0
    y: int = 0
    good: bool = False
    end: str = ""
    check_dice: int = 0
    game: BombGame = field(default=None, compare=False, hash=False, repr=False)

    @property
    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        return 0 if self.phase in ("place", "decide") else CHANCE

    def legal_actions(self) -> tuple[int, ...]:
        if self.phase == "decide":
            return (ROLL, STOP)
        if self.phase == "place":
            return tuple(PLACE.ids[:len(self.game._options(self.board, self.x, self.y))])
        return ()

    def chance_outcomes(self) -> Dist:
        g = self.game
        if self.phase == "roll":
            return g._roll(g._left(self.board))
        if self.phase == "check":
            return g._check(self.check_dice)
        raise ValueError(f"no dice are rolled here ({self})")

    def _apply(self, action: int) -> BombState:  # action checked by State.apply
        g = self.game
        if self.phase == "roll":
            x, y = roll_of(action, g.dice)
            opts = g._options(self.board, x, y)
            if opts == (self.board,):  # nothing can be placed: stop or roll again
                return self._to("decide")
            if len(opts) == 1:
                return g._after(opts[0])
            return BombState(self.board, "place", x, y, game=g)
        if self.phase == "place":
            return g._after(g._options(self.board, self.x, self.y)[PLACE.index(action)])
        if self.phase == "decide":
            if action == ROLL:
                return self._to("roll")
            return g._end(self.board, attempt_end(self.board, g.board_rules, stopped=True))
        # the Stability check
        return g._over(self.board, ("defused" if self.good else "neither") if action == PASS else "exploded")

    def _to(self, phase: str) -> BombState:
        return BombState(self.board, phase, game=self.game)

    def returns(self) -> tuple:
        return (self.game.payoff[self.end],) if self.phase == "over" else (Fraction(0),)

    def _turn(self) -> Turn:
        g = self.game
        if self.phase == "roll":
            return Turn("Agent", f"roll the {g._left(self.board)} special dice not on the Bomb board",
                        f"{_RULES}: Unplugging wires")
        if self.phase == "place":
            return Turn("Agent", f"lay out {self.x} cross(es) and {self.y} explosion(s)",
                        f"{_RULES}: Unplugging wires")
        if self.phase == "decide":
            return Turn("Agent", "stop (Stability check) or roll again", f"{_RULES}: Stability check")
        n = self.check_dice  # the Stability check (State.turn: never at a terminal state)
        return Turn("Agent", f"Stability check of {n} circuit dice", f"{_RULES}: Stability check",
                    numbers=MappingProxyType({"circuit dice": n, "P(pass)": g._check(n).prob(PASS)}))

    def _action_label(self, action: int) -> str:  # action checked by State.action_label
        g = self.game
        if self.phase == "roll":
            x, y = roll_of(action, g.dice)
            return f"{x} cross{'es' if x != 1 else ''}, {y} explosion{'s' if y != 1 else ''}"
        if self.phase == "place":
            b = g._options(self.board, self.x, self.y)[PLACE.index(action)]
            return "the Bomb explodes (the timer runs out)" if b == EXPLODED else _board_text(b)
        if self.phase == "decide":
            return {ROLL: "roll again", STOP: "stop"}[action]
        return {PASS: "passes", FAIL: "fails: the Bomb explodes"}[action]  # the Stability check

    def __str__(self) -> str:
        if self.phase == "over":
            return f"attempt over: {self.end}"
        b = self.board
        return (f"board {_board_text(b)}, timer {timer_after(self.game.timer, b) if b else self.game.timer}"
                + {"roll": "", "place": f", {self.x}C {self.y}E to lay out", "decide": ", stop or roll?",
                   "check": ", Stability check"}[self.phase])

    def picture(self) -> str:
        """The Bomb board as an HTML grid (E red, C green, top row first)."""
        b = self.board if self.board != EXPLODED else ()
        rows = self.game.board_rules.rows
        cols = max(len(b), 1)
        out = []
        for r in range(rows):
            cells = []
            for k, m in list(b) + [(0, 0)] * (cols - len(b)):
                f = "E" if r < k else "C" if r < k + m else ""
                bg = {"E": "#e77", "C": "#7c7", "": "#fff"}[f]
                cells.append(f"<td style='border:1px solid #555;width:1.6em;text-align:center;"
                             f"background:{bg}'>{f}</td>")
            out.append(f"<tr>{''.join(cells)}</tr>")
        t = timer_after(self.game.timer, b) if b else self.game.timer
        return (f"<table class='edgekit-bomb-board'>{''.join(out)}</table><small>timer {t}"
                f"{'; ' + self.end if self.end else ''}</small>")


def _board_text(b) -> str:
    if b == EXPLODED:
        return "exploded"
    return " | ".join("E" * k + "C" * m for k, m in b) or "empty"


class BombGame(Game):
    """One Defuse attempt (build with :func:`bomb_game`)."""

    players = 1
    num_distinct_actions = NUM_ACTIONS   # the ids are named in :mod:`.actions`
    max_game_length = 400  # a roll that places nothing repeats; such a long attempt is refused
    cite = (f"{_RULES}: Unplugging wires", f"{_RULES}: Stability check")

    def __init__(self, timer, dice, cross, explosion, health_value, readings: dict):
        ans = bomb_rules.explain(timer, dice=dice, **readings)  # checks timer, dice, readings
        self.board_rules, self.rules = ans.value, ans.rules  # BombRules; the Rules value of Rogue Agent
        self.timer, self.dice = timer, dice
        self.cross, self.explosion, self.health_value = cross, explosion, health_value
        self.payoff = MappingProxyType({"defused": Fraction(2), "exploded": -4 * health_value,
                                        "neither": Fraction(0)})
        self.min_return, self.max_return = -4 * health_value, Fraction(2)
        self.max_chance_outcomes = (dice + 1) ** 2
        illustrative = (cross, explosion) == (ILLUSTRATIVE_FACES["cross"], ILLUSTRATIVE_FACES["explosion"])
        self.name = f"Bomb (timer {timer}, {dice} dice)"
        self.options = MappingProxyType({
            "timer": timer, "dice": dice, "cross": cross, "explosion": explosion,
            "faces": "ILLUSTRATIVE (RA-03)" if illustrative else "given", "health_value": health_value})
        self._die = Dist.from_weights({f: p for f, p in (("C", cross), ("E", explosion),
                                                         ("-", 1 - cross - explosion)) if p})

    def new_initial_state(self) -> BombState:
        return BombState((), "roll", game=self)

    def _left(self, board) -> int:
        return self.dice - sum(k + m for k, m in board)

    @functools.lru_cache(maxsize=64)  # noqa: B019 - bounded, shared by all games (keyed by game)
    def _roll(self, d: int) -> Dist:
        faces = [f for f in ("C", "E") if f in self._die]
        pool = Dist.pool(self._die, d, faces)
        full = {f: i for i, f in enumerate(faces)}

        def action(counts):
            x = counts[full["C"]] if "C" in full else 0
            y = counts[full["E"]] if "E" in full else 0
            return roll_outcome(x, y, self.dice)
        return pool.map(action)

    @functools.lru_cache(maxsize=64)  # noqa: B019 - bounded, shared by all games
    def _check(self, n: int) -> Dist:
        p = stability_check_probability(n, cross=self.cross, explosion=self.explosion,
                                        stability_variant=self.board_rules.variant)
        return Dist.from_probs({PASS: p, FAIL: 1 - p}) if p != 1 else Dist.point(PASS)

    @functools.lru_cache(maxsize=65_536)  # noqa: B019
    def _options(self, board, x: int, y: int) -> tuple:
        opts = tuple(sorted(placements(board, x, y, self.board_rules), key=_order))
        if len(opts) > MAX_PLACEMENT_OPTIONS:
            raise ValueError(f"a roll has {len(opts)} layouts, more than MAX_PLACEMENT_OPTIONS="
                             f"{MAX_PLACEMENT_OPTIONS}")
        return opts

    def _over(self, board, end: str) -> BombState:
        return BombState(board, "over", end=end, game=self)

    def _end(self, board, end) -> BombState:
        """The state for how the attempt ends (``attempt_end``, the one place of those rules)."""
        if end.kind == "exploded":
            return self._over(board, "exploded")
        if end.kind == "failed":
            return self._over(board, "neither")  # a failed attempt: no check, no detonation
        if end.check_dice == 0:  # nothing to check: it passes
            return self._over(board, "defused" if end.defuses else "neither")
        return BombState(board, "check", good=end.defuses, check_dice=end.check_dice, game=self)

    @functools.lru_cache(maxsize=65_536)  # noqa: B019 - bounded; a board's end is asked at every roll
    def _after(self, board) -> BombState:
        """The state once a roll is laid out as ``board``: how the attempt ends, or a decision."""
        end = attempt_end(board, self.board_rules)
        return BombState(board, "decide", game=self) if end is None else self._end(board, end)

    def solution(self):
        """:func:`~edgekit.rogue_agent.solve_defuse` for this attempt, goal "score" (solved once)."""
        got = self.__dict__.get("_solution")
        if got is None:
            got = self.__dict__["_solution"] = solve_defuse(
                self.timer, cross=self.cross, explosion=self.explosion, dice=self.dice,
                health_value=self.health_value, goal="score", rules=self.rules)
        return got

    def exact_value(self):
        """The exact optimal expected return: 2 P(defused) - 4 health_value P(exploded)."""
        s = self.solution()
        return 2 * s.defused - 4 * self.health_value * s.exploded

    @property
    def policies(self) -> Mapping[str, FunctionPolicy]:
        return _policies(self)

    def optimal_action(self, s: BombState) -> int:
        """The action of ``policies["optimal"]`` at ``s`` (a "decide" or "place" state of this game): the
        exact optimal play of :meth:`solution` (kept per board and roll: a whole game of Rogue Agent asks
        it at every step of its Defuse attempts)."""
        return self._optimal(s.phase, s.board, s.x, s.y)

    @functools.lru_cache(maxsize=65_536)  # noqa: B019 - bounded, shared by all games (keyed by game)
    def _optimal(self, phase: str, board, x: int, y: int) -> int:
        sol = self.solution()
        if phase == "decide":
            return STOP if sol.should_stop(board) else ROLL
        return PLACE(self._options(board, x, y).index(sol.choice(board, x, y)))


def _fewest_columns(s: BombState) -> int:
    opts = s.game._options(s.board, s.x, s.y)
    return PLACE(min(range(len(opts)), key=lambda i: (opts[i] == EXPLODED, len(opts[i]), i)))


def _policies(g: BombGame) -> Mapping[str, FunctionPolicy]:
    def optimal(s: BombState) -> int:
        return g.optimal_action(s)

    def careful(s: BombState) -> int:
        if s.phase == "place":
            return _fewest_columns(s)
        return ROLL if timer_after(g.timer, s.board) > 1 else STOP

    def bold(s: BombState) -> int:
        return _fewest_columns(s) if s.phase == "place" else ROLL

    return for_game(g, {
        "optimal": FunctionPolicy("optimal", optimal,
                                  "the exact optimal play of solve_defuse (goal 'score')"),
        "careful": FunctionPolicy("careful", careful, "lays a roll out in as few columns as it can; rolls "
                                  "again only while another column would leave the timer above 0"),
        "bold": FunctionPolicy("bold", bold, "lays a roll out in as few columns as it can and never stops"),
    })


#: The factory's scalar parameters at their defaults: ``bomb_game().params`` and OpenSpiel's
#: parameters of ``edgekit_bomb`` (beside the Rogue Agent readings). The exact face chances
#: ``cross``/``explosion`` and ``health_value`` (None: the ILLUSTRATIVE mix, 1/2) join a game's
#: ``params`` as marked entries (their exact fraction) when given.
DEFAULT_PARAMS = Params(timer=4, dice=9)


@factory  # games remember this call: Game.rebuilt(...), pickled for workers
def bomb_game(timer: int = 4, dice: int = 9, *, cross: Any = None, explosion: Any = None,
              health_value: Any = None, **readings) -> BombGame:
    """A Defuse attempt as a one-player game: the Agent rolls, lays out, stops or rolls on.

    Rules: Rogue Agent, Defuse a Bomb: Unplugging wires; Stability check; explosion (p. 11).

    ``timer`` 1..6 and ``dice`` (at most 9) as in :func:`~edgekit.rogue_agent.bomb_rules`;
    ``cross``/``explosion`` exact face chances (default the ILLUSTRATIVE mix, RA-03);
    ``health_value`` (default 1/2) what one health point is worth in Influence: the return is
    2 for a defuse, -4 x health_value for an explosion, 0 otherwise. ``readings``: any of
    ``bomb_rows``, ``bomb_columns``, ``bomb_fourth_explosion``, ``bomb_open_column``,
    ``stability_variant``, or ``rules=`` a Rules value of Rogue Agent (checked; anything else is
    a TypeError naming it); ``game.rules`` is the effective Rules value. Named policies:
    ``game.policies`` ("optimal", "careful", "bold").
    """
    if isinstance(timer, bool) or not isinstance(timer, int):
        raise TypeError(f"timer must be a whole number 1..6 (the Bomb Timer), not {timer!r}")
    if not 1 <= timer <= 6:
        raise ValueError(f"timer must be 1..6 (the Bomb Timer shows a die), not {timer}")
    bad = sorted(k for k in readings if k not in _READINGS + ("rules",))
    if bad:
        raise TypeError(f"bomb_game got unknown option(s) {bad}; allowed readings: {', '.join(_READINGS)}")
    c = exact_number(ILLUSTRATIVE_FACES["cross"] if cross is None else cross, "cross")
    e = exact_number(ILLUSTRATIVE_FACES["explosion"] if explosion is None else explosion, "explosion")
    hv = exact_number(_HEALTH if health_value is None else health_value, "health_value")
    for name, v in (("cross", c), ("explosion", e), ("health_value", hv)):
        if not isinstance(v, Fraction):
            raise TypeError(f"{name} must be a rational number, not {v!r}")
    if not (0 <= c <= 1 and 0 < e <= 1 and c + e <= 1):
        raise ValueError(f"cross and explosion must be chances with explosion > 0 and cross + explosion "
                         f"<= 1, not cross={c}, explosion={e}")
    if hv < 0:
        raise ValueError(f"health_value must be >= 0, not {hv}")
    g = BombGame(timer, dice, c, e, hv, readings)
    given = {"cross": cross, "explosion": explosion, "health_value": health_value}
    shown = {k: None if v is None else str(g.options[k]) for k, v in given.items()}   # the exact fraction
    g._configure(params=DEFAULT_PARAMS.built({"timer": timer, "dice": dice}, shown))
    return g
