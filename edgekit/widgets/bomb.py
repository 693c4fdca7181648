"""Defuse a Bomb widgets: the minigame to play (with the optimal move and exact odds shown) and an
explorer of P(defused) by timer under the readings.

Live views are HTML (the board as a grid: :func:`board_html`; the odds by timer as bars with
exact fractions: :func:`by_timer_html`), so an update costs the exact solve, cached per setting,
and a millisecond or two of HTML instead of a matplotlib redraw. :func:`by_timer_figure` and
:func:`edgekit.rogue_agent.bomb.draw_board` draw the same things with matplotlib for static
pictures.

Rules: Rogue Agent, Defuse a Bomb (p. 11). The face mix is a parameter (register RA-03); the
default is the ILLUSTRATIVE mix of :data:`edgekit.rogue_agent.bomb.ILLUSTRATIVE_FACES`.
"""

from __future__ import annotations

import csv
import functools
import gc
import gzip
import html
import itertools
import random
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType

import ipywidgets as w
import matplotlib.pyplot as plt
import sympy

from ..display import prob
from ..dist import describe
from ..exact import as_seed
from ..play.chance import Weights
from ..rogue_agent import bomb
from ..rogue_agent.bomb.actions import ROLL, STOP, roll_of, roll_outcome
from ..rogue_agent.bomb.game import bomb_game
from . import _check
from .base import Explorer, reading_dropdown

__all__ = ["BombGame", "DefuseExplorer", "FACE_CHOICES", "by_timer_figure", "by_timer_html", "board_html"]

READING_IDS = ("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column",
               "stability_variant")
#: Face probabilities the game's controls offer (twelfths), as exact fractions.
FACE_CHOICES = [Fraction(k, 12) for k in range(1, 9)]
#: Face probabilities the DefuseExplorer offers: whole faces of a six-sided die (its odds for every
#: setting are precomputed in :data:`TABLE_PATH`, so every update is a lookup).
EXPLORER_FACES = [Fraction(k, 6) for k in range(1, 6)]
TABLE_PATH = Path(__file__).resolve().parents[2] / "data" / "rogue_agent" / "defuse_explorer.csv.gz"


def explorer_settings():
    """Every (goal, cross, explosion, readings) the DefuseExplorer's controls reach (9 dice)."""
    from .. import readings

    options = [[(rid, o) for o in readings.get(rid).options] for rid in READING_IDS]
    for goal in bomb.GOALS:
        for c, e in itertools.product(EXPLORER_FACES, EXPLORER_FACES):
            if c + e <= 1:
                for rd in itertools.product(*options):
                    yield goal, c, e, tuple(sorted(rd))


def solve_setting(goal, cross, explosion, readings_items, dice=bomb.SPECIAL_DICE) -> dict:
    """{timer: (P(defused), P(exploded))} for timers 1..6 under one setting, solved exactly."""
    with bomb.solver.gc_paused():
        sols = {t: _solved(t, cross, explosion, goal, readings_items, dice) for t in range(1, 7)}
    return {t: (Fraction(int(x.defused.p), int(x.defused.q)), Fraction(int(x.exploded.p), int(x.exploded.q)))
            for t, x in sols.items()}


def _reading_value(rid, text):
    from .. import readings

    for o in readings.get(rid).options:
        if str(o) == text:
            return o
    raise ValueError(f"{TABLE_PATH}: {text!r} is not an option of {rid}")


@functools.lru_cache(maxsize=1)
def load_table() -> Mapping:
    """The precomputed DefuseExplorer odds: {(goal, cross, explosion, readings): {timer: (pd, px)}}
    (empty if the file is missing: the explorer then solves). Read-only: it is cached and shared."""
    if not TABLE_PATH.exists():
        return MappingProxyType({})
    out: dict = {}
    with gzip.open(TABLE_PATH, "rt", encoding="utf-8-sig") as f:
        lines = (line for line in f if not line.startswith("#"))
        for row in csv.DictReader(lines):
            rd = tuple(sorted((rid, _reading_value(rid, row[rid])) for rid in READING_IDS))
            key = (row["goal"], Fraction(row["cross"]), Fraction(row["explosion"]), rd)
            out.setdefault(key, {})[int(row["timer"])] = (Fraction(row["defused"]), Fraction(row["exploded"]))
    # the table lives as long as the session: keep the cycle collector from re-scanning its ~100,000
    # objects (a full collection of them took ~0.3 s, in the middle of some later update)
    out = {k: MappingProxyType(v) for k, v in out.items()}
    gc.freeze()
    return MappingProxyType(out)


@dataclass(frozen=True)
class TimerOdds:
    """One timer's exact odds as the explorer shows them."""

    defused: object
    exploded: object

    @property
    def neither(self):
        return 1 - self.defused - self.exploded

    def probabilities(self) -> dict:
        """{"defused", "exploded", "neither"} -> exact probability (as DefuseSolution gives them)."""
        return {"defused": self.defused, "exploded": self.exploded, "neither": self.neither}


def _pct(p) -> str:
    """HTML: a probability in the number style (a long fraction abbreviated, one click away)."""
    return prob(p).html


@lru_cache(maxsize=128)  # a setting's solution never changes; the explorer uses six per setting
def _solved(timer, cross, explosion, goal, readings_items, dice=bomb.SPECIAL_DICE):
    return bomb.solve_defuse(timer, cross=cross, explosion=explosion, goal=goal, dice=dice,
                             **dict(readings_items))


def _default_readings() -> tuple:
    from .. import readings

    return tuple(sorted((rid, readings.get(rid).default) for rid in READING_IDS))


CROSS_COLOUR, EXPLOSION_COLOUR, NEITHER_COLOUR = "#1a7f37", "#c0392b", "#999999"  # as draw_board


def board_html(board, timer: int | None = None, *, rows: int = 4, columns: int | None = None) -> str:
    """A Bomb board as an HTML grid, as :func:`~edgekit.rogue_agent.bomb.draw_board` draws it:
    crosses a green X, explosions a red *, the timer in its red circle, and whether a line of
    3 crosses stands. For live widgets (no matplotlib redraw).
    """
    exploded = board == bomb.EXPLODED
    board = () if exploded else bomb.check_board(board)
    if timer is not None:
        timer = _check.as_whole("timer", timer, lo=0, hi=6)
    rows = _check.as_whole("rows", rows, lo=1, hi=bomb.rules.MAX_ROWS)
    columns = None if columns is None else _check.as_whole("columns", columns, lo=0, hi=bomb.MAX_COLUMNS)
    ncols = max(columns or 0, len(board), 1)
    cells = bomb.board_cells(board)
    cell = ("width:1.6em;height:1.6em;border:1px solid #888;text-align:center;vertical-align:middle;"
            "font-weight:bold;font-size:15px;padding:0")
    mark = {"C": f"<span style='color:{CROSS_COLOUR}'>X</span>",
            "E": f"<span style='color:{EXPLOSION_COLOUR};font-size:19px'>*</span>"}
    body = []
    for r in range(rows):
        tds = "".join(f"<td style='{cell}'>{mark.get(cells.get((r, j)), '')}</td>" for j in range(ncols))
        if r == 0 and timer is not None:
            tds += ("<td style='border:none;padding:0 0 0 6px;vertical-align:middle'>"
                    f"<span class='edgekit-bomb-timer' title='Bomb Timer' style='display:inline-block;"
                    f"width:1.6em;height:1.6em;line-height:1.6em;border-radius:50%;background:{EXPLOSION_COLOUR};"
                    f"color:white;text-align:center'>{timer}</span></td>")
        body.append(f"<tr>{tds}</tr>")
    what = "EXPLODED" if exploded else "line of 3 crosses" if bomb.has_line(board) else "no line"
    return ("<table class='edgekit-bomb-board' style='border-collapse:separate;border-spacing:3px'>"
            f"<caption style='caption-side:bottom;text-align:left;font-size:11px'>Bomb board ({what})"
            f"</caption>{''.join(body)}</table>")


def _board_text(board) -> str:
    if board == bomb.EXPLODED:
        return "EXPLODED"
    return " | ".join("".join("*" * k + "X" * m) for k, m in board) or "(empty)"


class BombGame(Explorer):
    """Play one Defuse attempt: roll, see every placement with its exact odds, place, stop.

    The widget renders the states of the Bomb's own play-layer game
    (:func:`edgekit.rogue_agent.bomb_game`): every button applies that game's action to its
    immutable :class:`~edgekit.rogue_agent.bomb.game.BombState`, and every roll (and the Stability
    check) is one of the state's chance outcomes, drawn with its exact integer weights from a
    seeded generator, or taken from ``script`` (a list of (crosses, explosions) per roll) to replay
    a game such as Appendix A. The odds shown are the exact solution for the chosen goal. Methods
    for code and tests: :meth:`roll`, :meth:`place` (an index into the shown options, or a board),
    :meth:`stop`, :meth:`new_game`. The board is shown as an HTML grid (:func:`board_html`);
    :meth:`figure` still draws it with matplotlib for a static picture.
    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """

    title = "Defuse a Bomb: the minigame (Rogue Agent p. 11; ILLUSTRATIVE faces unless changed)"

    def __init__(self, timer: int = 4, *, cross=None, explosion=None, goal: str = bomb.DEFAULT_GOAL,
                 seed: int = 0, script=None, dice: int = bomb.SPECIAL_DICE):
        timer = _check.as_whole("timer", timer, lo=1, hi=6)
        faces = bomb.ILLUSTRATIVE_FACES
        cross = faces["cross"] if cross is None else _face("cross", cross)
        explosion = faces["explosion"] if explosion is None else _face("explosion", explosion)
        goal = _check.as_name("goal", goal, bomb.GOALS)
        seed = as_seed("seed", seed)  # refused now: -5 would replay seed 5
        dice = _check.as_whole("dice", dice, lo=1, hi=bomb.SPECIAL_DICE)
        script = None if script is None else _script(script)
        self.timer = w.IntSlider(value=timer, min=1, max=6, description="Bomb Timer",
                                 continuous_update=False)
        self.goal = w.Dropdown(options=list(bomb.GOALS), value=goal, description="goal")
        self.seed = w.IntText(value=seed, description="seed", layout=w.Layout(width="160px"))
        self.cross = w.Dropdown(options=[(str(f), f) for f in _with(FACE_CHOICES, cross)], value=cross,
                                description="P(cross)")
        self.explosion = w.Dropdown(options=[(str(f), f) for f in _with(FACE_CHOICES, explosion)],
                                    value=explosion, description="P(explosion)")
        self.controls = [self.timer, self.goal, self.cross, self.explosion, self.seed]
        self.roll_button = w.Button(description="Roll", button_style="primary")
        self.stop_button = w.Button(description="Stop (Stability check)")
        self.place_choice = w.Dropdown(options=[], description="placement",
                                       layout=w.Layout(width="420px"))
        self.place_button = w.Button(description="Place")
        self.new_button = w.Button(description="New game")
        self.roll_button.on_click(lambda _: self.roll())
        self.stop_button.on_click(lambda _: self.stop())
        self.place_button.on_click(lambda _: self.place(self.place_choice.value))
        self.new_button.on_click(lambda _: self.new_game())
        self.script = script
        self.dice = dice
        super().__init__()

    def update(self) -> None:
        super().update()
        self.place_choice.options = self._place_options()

    def _draw(self, state) -> None:
        """Nothing to draw: the live board is HTML, in :meth:`render`."""

    # --------------------------------------------------------------- game state
    def compute(self) -> dict:
        """A new game whenever a control changes (solved exactly for its timer, faces and goal)."""
        c, e = self.cross.value, self.explosion.value
        if c + e > 1:
            raise ValueError(f"P(cross) + P(explosion) = {c + e} is more than 1")
        sol = _solved(self.timer.value, c, e, self.goal.value, _default_readings(), self.dice)
        game = _play_game(self.timer.value, self.dice, c, e)
        # a -5 typed into the seed box is shown as "Not allowed", never played as seed 5
        self._rng = random.Random(as_seed("seed", self.seed.value))
        self._script = list(self.script) if self.script is not None else None
        s = {"solution": sol, "game": game, "first": True, "roll": None, "options": [], "outcome": None,
             "log": [f"New Bomb, timer {self.timer.value}: {self.dice} special dice."]}
        self._set(s, game.new_initial_state())
        return s

    @staticmethod
    def _set(s: dict, play) -> None:
        """Show the play-layer state ``play``: its board and phase are what the widget shows."""
        s["play"], s["board"], s["phase"] = play, play.board, play.phase

    def new_game(self) -> None:
        """Start again with the same settings (and the same seed: the same rolls)."""
        self.update()

    def _place_options(self) -> list:
        return [(f"{i}: {_board_text(o['board'])}  P(defused) {describe(o['defused'])['percent']}", i)
                for i, o in enumerate(self.state.get("options", []))]

    def _refresh(self) -> None:
        self.place_choice.options = self._place_options()
        self.html.value = self.render(self.state)

    def _dice_left(self) -> int:
        b = self.state["board"]
        return self.dice - sum(k + m for k, m in b)

    def roll(self, crosses: int | None = None, explosions: int | None = None) -> tuple[int, int]:
        """Roll the dice not on the board (or take the given counts); returns (crosses, explosions)."""
        s = self.state
        if s.get("phase") not in ("roll", "decide"):
            raise ValueError(f"cannot roll now (the game is at: {s.get('phase')})")
        if (crosses is None) != (explosions is None):
            raise TypeError(f"give both crosses and explosions, or neither; not crosses={crosses!r:.30}, "
                            f"explosions={explosions!r:.30}")
        d = self._dice_left()
        if crosses is not None:
            crosses = _check.as_whole("crosses", crosses, lo=0, hi=d)
            explosions = _check.as_whole("explosions", explosions, lo=0, hi=d)
        elif self._script:
            crosses, explosions = self._script.pop(0)
        play = s["play"]
        if play.phase == "decide":
            play = play.apply(ROLL)  # the Agent rolls again: the game's own action
        if crosses is None:  # the game's chance outcome, drawn with exact weights
            crosses, explosions = roll_of(_draw(play, self._rng), self.dice)
        if crosses + explosions > d:
            raise ValueError(f"crosses + explosions: only {d} dice are rolled, not {crosses + explosions}")
        action = roll_outcome(crosses, explosions, self.dice)
        if action not in play.chance_outcomes().outcomes():
            raise ValueError(f"crosses, explosions: {crosses} cross(es) and {explosions} explosion(s) "
                             f"cannot be rolled on {d} dice with these faces")
        sol = s["solution"]
        s["roll"] = (crosses, explosions)
        s["first"] = False
        s["log"].append(f"Rolled {d} dice: {play.action_label(action)}.")
        after = play.apply(action)
        if after.phase == "place":
            s["options"] = sol.options(s["board"], crosses, explosions)
            self._set(s, after)
        elif after.phase == "decide" and after.board == play.board:
            s["log"].append("Nothing to place.")
            s["options"] = []
            self._set(s, after)
        else:  # one layout only: the game laid it out
            s["options"] = sol.options(s["board"], crosses, explosions)
            self._placed(after, forced=True)
            return crosses, explosions
        self._refresh()
        return crosses, explosions

    def place(self, choice) -> None:
        """Place the last roll: ``choice`` is an index into the options shown, or a board."""
        s = self.state
        if s.get("phase") != "place":
            raise ValueError("roll first: there is nothing to place")
        boards = [o["board"] for o in s["options"]]
        if isinstance(choice, int) and not isinstance(choice, bool):
            if not 0 <= choice < len(boards):
                raise ValueError(f"choice must be an index 0..{len(boards) - 1} into the options shown, "
                                 f"not {choice}")
            board = boards[choice]
        else:
            board = bomb.check_board(choice, what="choice")
        play = s["play"]
        after = {}
        for a in play.legal_actions():  # the game's placements, each an action
            nxt = play.apply(a)
            after[nxt.board] = nxt
        if board not in boards or board not in after:
            raise ValueError(f"choice: {board} is not a legal placement of this roll; legal: {boards}")
        self._placed(after[board])

    def _placed(self, after, forced=False) -> None:
        """Log the layout the game reached (``after``) and go on: decide, or end the attempt."""
        s = self.state
        best = s["options"][0]["board"]
        note = "" if after.board == best else f" (the optimal move was {_board_text(best)})"
        s["log"].append(f"{'Forced: ' if forced else 'Placed: '}{_board_text(after.board)}{note}.")
        s["options"] = []
        self._set(s, after)
        if after.phase in ("check", "over"):
            return self._finish(after)
        self._refresh()

    def stop(self) -> None:
        """Stop defusing: the Stability check of the open columns decides."""
        if self.state.get("phase") != "decide":
            raise ValueError("you may stop only after a roll has been placed")
        self.state["log"].append("Stopped by choice.")
        self._finish(self.state["play"].apply(STOP), stopped=True)

    def _finish(self, play, stopped=False) -> None:
        """Render how the game's attempt ended (rolling its Stability check, if it has one); the
        words say why, from the library's :func:`~edgekit.rogue_agent.bomb.attempt_end`."""
        s = self.state
        end = bomb.attempt_end(play.board, play.game.board_rules, stopped=stopped)
        if end.kind == "exploded":
            return self._end(play, "A new column brought the timer to 0: the Bomb explodes.")
        if end.kind == "failed":
            return self._end(play, "A column holds 4 explosions: the attempt failed (no detonation).")
        why = "a stop" if end.reason == "a stop" else end.reason
        if end.reason.startswith("a column holds 4"):
            why = "a 4th explosion in a column (the check is still made)"
        if play.phase == "over":  # no open column: nothing to check
            return self._end(play, f"After {why}: no open column, the Stability check passes.")
        n, p = play.check_dice, play.turn().numbers["P(pass)"]
        s["play"] = play
        done = play.apply(_draw(play, self._rng))  # the game's check, drawn with exact weights
        passed = done.end != "exploded"
        self._end(done, f"After {why}: Stability check of {n} circuit dice (P(pass) = {prob(p)}): "
                        f"{'passed' if passed else 'an explosion'}.")

    def _end(self, play, msg) -> None:
        s = self.state
        s["log"].append(msg)
        s["log"].append({"defused": "DEFUSED: +2 Influence.",
                         "exploded": "EXPLODED: 4 health lost here, 2 in adjacent locations.",
                         "neither": "Not defused, not exploded."}[play.end])
        self._set(s, play)
        s["outcome"] = play.end
        self._refresh()

    # --------------------------------------------------------------- display
    def render(self, s: dict) -> str:
        sol = s["solution"]
        head = (f"<p><b>Timer {sol.timer}</b>, goal <i>{sol.goal}</i>: {bomb.GOALS[sol.goal]}. "
                f"Faces: P(cross) = {sol.cross}, P(explosion) = {sol.explosion} "
                f"(<b>illustrative</b> unless you chose them: the real faces are unknown, RA-03).</p>"
                f"<p>At the start, optimal play gives P(defused) = {_pct(sol.defused)}, "
                f"P(exploded) = {_pct(sol.exploded)}.</p>")
        board = s["board"]
        timer = bomb.timer_after(sol.timer, board) if board != bomb.EXPLODED else 0
        status = (f"<p class='edgekit-result'>Board: {_board_text(board)} &nbsp; timer "
                  f"{timer} &nbsp; "
                  f"dice left {self._dice_left() if board != bomb.EXPLODED else 0} &nbsp; "
                  f"phase: {s['phase']}</p>"
                  + board_html(board, timer, rows=sol.rules.rows, columns=4))
        play = s["play"]
        if not play.is_terminal:  # what the game's state says happens next, and its rule
            t = play.turn()
            status += f"<p class='edgekit-bomb-turn'>Next: {t.actor}: {t.action} ({t.cite}).</p>"
        advice = ""
        if s["phase"] == "place":
            rows = "".join(
                f"<tr><td>{i}{' (best)' if i == 0 else ''}</td><td>{_board_text(o['board'])}</td>"
                f"<td>{_pct(o['defused'])}</td><td>{_pct(o['exploded'])}</td></tr>"
                for i, o in enumerate(s["options"]))
            advice = ("<table><tr><th>#</th><th>placement</th><th>P(defused)</th><th>P(exploded)</th>"
                      f"</tr>{rows}</table>")
        elif s["phase"] == "decide":
            choices = sol.stop_choices(board)
            act = next(iter(choices))
            parts = ", ".join(f"{a}: P(defused) {_pct(v[0])}, P(exploded) {_pct(v[1])}"
                              for a, v in choices.items())
            advice = f"<p>Optimal now: <b>{act}</b> ({parts}).</p>"
        elif s["phase"] == "over":
            advice = f"<p><b>Game over: {s['outcome']}.</b></p>"
        log = "".join(f"<li>{html.escape(line)}</li>" for line in s["log"])
        return head + status + advice + f"<ol>{log}</ol>"

    def figure(self, s: dict):
        """The board drawn with matplotlib (a static picture; the live view is :func:`board_html`)."""
        sol = s["solution"]
        board = s["board"]
        timer = 0 if board == bomb.EXPLODED else bomb.timer_after(sol.timer, board)
        ax = bomb.draw_board(board, timer, rows=sol.rules.rows, columns=4)
        return ax.figure

    @property
    def widget(self) -> w.Widget:
        buttons = w.HBox([self.roll_button, self.place_choice, self.place_button, self.stop_button,
                          self.new_button])
        return w.VBox([w.HTML(f"<h4>{self.title}</h4>"),
                       w.HBox(self.controls, layout=w.Layout(flex_flow="row wrap")),
                       buttons, self.html, self.out])


@lru_cache(maxsize=16)  # a game is immutable; its placement caches are worth keeping per setting
def _play_game(timer, dice, cross, explosion):
    """The Bomb's play-layer game for one setting (default readings, as the solution)."""
    return bomb_game(timer, dice, cross=cross, explosion=explosion)


def _draw(state, rng: random.Random) -> int:
    """A chance outcome of ``state``, drawn as :func:`edgekit.play.play` draws (the one sampler,
    :mod:`edgekit.play.chance`: exact integer weights, one ``randrange``; no float)."""
    return Weights.of(state.chance_outcomes()).draw(rng)


def _with(choices, value):
    return sorted(set(choices) | {Fraction(value)})


def _face(name, value) -> Fraction:
    """A face probability: an exact number in [0, 1] (no float: the best move depends on it)."""
    p = _check.as_fraction(name, value)
    if not 0 <= p <= 1:
        raise ValueError(f"{name} must be a probability from 0 to 1, not {p}")
    return p


def _script(script) -> list:
    """The scripted rolls: a list of (crosses, explosions) pairs of whole numbers."""
    if isinstance(script, (str, bytes)) or not isinstance(script, (tuple, list)):
        raise TypeError(f"script must be a list of (crosses, explosions) rolls, not {script!r:.60}")
    out = []
    for i, roll in enumerate(script):
        if isinstance(roll, (str, bytes)) or not isinstance(roll, (tuple, list)) or len(roll) != 2:
            raise TypeError(f"script[{i}] must be a (crosses, explosions) pair, not {roll!r:.60}")
        out.append(tuple(_check.as_whole(f"script[{i}]", n, lo=0, hi=bomb.SPECIAL_DICE) for n in roll))
    return out


def _timer_table(table) -> dict:
    """A by-timer table ``{timer: TimerOdds}`` (as the DefuseExplorer's state holds), checked."""
    _check.mapping("table", table, "a by-timer table {timer: TimerOdds}")
    for t, x in table.items():
        _check.as_whole("table timer", t, lo=0)
        if not all(hasattr(x, k) for k in ("defused", "exploded", "neither")):
            raise TypeError(f"table[{t}] must be a TimerOdds (defused, exploded, neither), not {x!r:.60}")
    return table


def by_timer_html(table: dict) -> str:
    """P(defused), P(neither), P(exploded) by timer as an HTML table: each a percentage beside its
    exact fraction (a long one abbreviated, the exact value one click away: :func:`edgekit.display.prob`),
    and stacked bars on the 0..1 scale coloured as :func:`by_timer_figure` colours them.
    For live widgets (no matplotlib redraw).
    """
    keys = (("defused", CROSS_COLOUR), ("neither", NEITHER_COLOUR), ("exploded", EXPLOSION_COLOUR))
    _timer_table(table)
    with _check.shaped("table", "a by-timer table {timer: TimerOdds} of exact probabilities"):
        return _by_timer_html(table, keys)


def _by_timer_html(table, keys) -> str:
    rows = []
    for t in sorted(table):
        x = table[t]
        ds = {k: describe(getattr(x, k)) for k, _ in keys}
        cells = "".join(f"<td style='text-align:right;padding:0 6px;white-space:nowrap'>"
                        f"{prob(getattr(x, k)).html}</td>" for k, _ in keys)
        bar = "".join(f"<div title='P({k}) = {ds[k]['percent']}' style='display:inline-block;height:0.9em;"
                      f"width:{max(0.0, min(100.0, 100 * float(getattr(x, k)))):.2f}%;background:{c}'></div>"
                      for k, c in keys)
        rows.append(f"<tr><td style='text-align:center'>{t}</td>{cells}"
                    f"<td style='width:16em;min-width:16em;white-space:nowrap;font-size:0'>{bar}</td></tr>")
    heads = "".join(f"<th style='color:{c}'>P({k})</th>" for k, c in keys)
    return ("<table class='edgekit-bomb-by-timer' style='border-collapse:collapse'>"
            f"<tr><th>timer</th>{heads}<th>bar (0 to 1)</th></tr>{''.join(rows)}</table>")


def by_timer_figure(table: dict, *, title: str = ""):
    """P(defused), P(exploded), P(neither) by timer as stacked bars (exact values on the labels)."""
    _timer_table(table)
    _check.text("title", title)
    with _check.shaped("table", "a by-timer table {timer: TimerOdds} of exact probabilities"):
        return _by_timer_figure(table, title)


def _by_timer_figure(table, title):
    fig, ax = plt.subplots(figsize=(7, 3.2))
    timers = sorted(table)
    bottom = [0.0] * len(timers)
    for key, colour in (("defused", "#1a7f37"), ("neither", "#999999"), ("exploded", "#c0392b")):
        vals = [float(getattr(table[t], key)) for t in timers]
        ax.bar([str(t) for t in timers], vals, bottom=bottom, color=colour, label=key)
        bottom = [b + v for b, v in zip(bottom, vals)]
    for i, t in enumerate(timers):
        ax.annotate(f"{float(table[t].defused) * 100:.1f}%", (i, float(table[t].defused) / 2),
                    ha="center", va="center", color="white", fontsize=8)
    ax.set_xlabel("Bomb Timer at the start")
    ax.set_ylabel("probability (floats for display)")
    ax.legend(loc="upper left", fontsize=7, bbox_to_anchor=(1, 1))
    ax.set_title(title or "One Defuse attempt under optimal play", fontsize=9)
    fig.tight_layout()
    return fig


class DefuseExplorer(Explorer):
    """P(defused), P(exploded), P(neither) for timers 1..6 under optimal play, by reading and goal.

    Every setting the controls reach (9 dice) is precomputed exactly in :data:`TABLE_PATH`
    (``scripts/defuse_table.py``; a test re-solves a sample), so an update is a lookup; another
    number of dice is solved on the spot. The odds are an HTML table with bars (:func:`by_timer_html`);
    :func:`by_timer_figure` draws them with matplotlib for a static picture.
    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """

    title = "Defuse a Bomb by timer (ILLUSTRATIVE faces unless changed; RA-03)"

    def __init__(self, *, dice: int = bomb.SPECIAL_DICE):
        dice = _check.as_whole("dice", dice, lo=1, hi=bomb.SPECIAL_DICE)
        self.goal = w.Dropdown(options=list(bomb.GOALS), value=bomb.DEFAULT_GOAL, description="goal")
        self.cross = w.Dropdown(options=[(str(f), f) for f in EXPLORER_FACES],
                                value=bomb.ILLUSTRATIVE_FACES["cross"], description="P(cross)")
        self.explosion = w.Dropdown(options=[(str(f), f) for f in EXPLORER_FACES],
                                    value=bomb.ILLUSTRATIVE_FACES["explosion"], description="P(explosion)")
        self._table = load_table() if dice == bomb.SPECIAL_DICE else {}  # read once, before any update
        self.reading = {rid: reading_dropdown(rid) for rid in READING_IDS}
        self.controls = [self.goal, self.cross, self.explosion, *self.reading.values()]
        self.dice = dice
        super().__init__()

    def compute(self) -> dict:
        c, e = self.cross.value, self.explosion.value
        if c + e > 1:
            raise ValueError(f"P(cross) + P(explosion) = {c + e} is more than 1")
        rd = tuple(sorted((k, d.value) for k, d in self.reading.items()))
        got = self._table.get((self.goal.value, c, e, rd))
        if got is None:  # not precomputed (another number of dice): solve the six timers
            got = solve_setting(self.goal.value, c, e, rd, self.dice)
        table = {t: TimerOdds(sympy.Rational(pd.numerator, pd.denominator),
                              sympy.Rational(px.numerator, px.denominator)) for t, (pd, px) in got.items()}
        return {"table": table, "readings": dict(rd), "goal": self.goal.value, "cross": c, "explosion": e,
                "defused": {t: s.defused for t, s in table.items()},
                "exploded": {t: s.exploded for t, s in table.items()}}

    def render(self, s: dict) -> str:
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"<p>Goal <i>{s['goal']}</i>; P(cross) = {s['cross']}, P(explosion) = {s['explosion']} "
                f"(illustrative unless chosen); readings: {rd}.</p>" + by_timer_html(s["table"]))

    def figure(self, s: dict):
        """None: the live odds are HTML (:func:`by_timer_html`); use :func:`by_timer_figure` for a picture."""
        return None
