"""Defuse a Bomb widgets: the minigame to play (with the optimal move and exact odds shown) and an
explorer of P(defused) by timer under the readings.

Rules: Rogue Agent, Defuse a Bomb (p. 11). The face mix is a parameter (register RA-03); the
default is the ILLUSTRATIVE mix of :data:`edgekit.rogue_agent.bomb.ILLUSTRATIVE_FACES`.
"""

from __future__ import annotations

import random
from fractions import Fraction
from functools import lru_cache

import ipywidgets as w
import matplotlib.pyplot as plt

from ..dist import describe
from ..rogue_agent import bomb
from . import Explorer, reading_dropdown

__all__ = ["BombGame", "DefuseExplorer", "FACE_CHOICES", "by_timer_figure"]

READING_IDS = ("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column",
               "stability_variant")
#: Face probabilities a control offers (sixths and a few others), as exact fractions.
FACE_CHOICES = [Fraction(k, 12) for k in range(1, 9)]


def _pct(p) -> str:
    d = describe(p)
    return f"{d['fraction']} ({d['percent']})"


@lru_cache(maxsize=64)
def _solved(timer, cross, explosion, goal, readings_items, dice=bomb.SPECIAL_DICE):
    return bomb.solve_defuse(timer, cross=cross, explosion=explosion, goal=goal, dice=dice,
                             **dict(readings_items))


def _default_readings() -> tuple:
    from .. import readings

    return tuple(sorted((rid, readings.get(rid).default) for rid in READING_IDS))


def _board_text(board) -> str:
    if board == bomb.EXPLODED:
        return "EXPLODED"
    return " | ".join("".join("*" * k + "X" * m) for k, m in board) or "(empty)"


class BombGame(Explorer):
    """Play one Defuse attempt: roll, see every placement with its exact odds, place, stop.

    Rolls come from a seeded generator, or from ``script`` (a list of (crosses, explosions) per
    roll) to replay a game such as Appendix A. Methods for code and tests: :meth:`roll`,
    :meth:`place` (an index into the shown options, or a board), :meth:`stop`, :meth:`new_game`.
    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """

    title = "Defuse a Bomb: the minigame (Rogue Agent p. 11; ILLUSTRATIVE faces unless changed)"

    def __init__(self, timer: int = 4, *, cross=None, explosion=None, goal: str = bomb.DEFAULT_GOAL,
                 seed: int = 0, script=None, dice: int = bomb.SPECIAL_DICE, draw: bool = True):
        cross = bomb.ILLUSTRATIVE_FACES["cross"] if cross is None else Fraction(cross)
        explosion = bomb.ILLUSTRATIVE_FACES["explosion"] if explosion is None else Fraction(explosion)
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
        self.script = list(script) if script is not None else None
        self.dice, self.draw = dice, draw
        super().__init__()

    # --------------------------------------------------------------- game state
    def compute(self) -> dict:
        """A new game whenever a control changes (solved exactly for its timer, faces and goal)."""
        c, e = self.cross.value, self.explosion.value
        if c + e > 1:
            raise ValueError(f"P(cross) + P(explosion) = {c + e} is more than 1")
        sol = _solved(self.timer.value, c, e, self.goal.value, _default_readings(), self.dice)
        self._rng = random.Random(self.seed.value)
        self._script = list(self.script) if self.script is not None else None
        return {"solution": sol, "board": (), "phase": "roll", "first": True, "roll": None,
                "options": [], "outcome": None, "log": [f"New Bomb, timer {self.timer.value}: "
                                                          f"{self.dice} special dice."]}

    def new_game(self) -> None:
        """Start again with the same settings (and the same seed: the same rolls)."""
        self.update()

    def _refresh(self) -> None:
        self.place_choice.options = [(f"{i}: {_board_text(o['board'])}  P(defused) "
                                      f"{describe(o['defused'])['percent']}", i)
                                     for i, o in enumerate(self.state.get("options", []))]
        self.html.value = self.render(self.state)
        if self.draw and "board" in self.state:
            fig = self.figure(self.state)
            if fig is not None:
                from . import show_figure

                show_figure(self.out, fig)

    def _dice_left(self) -> int:
        b = self.state["board"]
        return self.dice - sum(k + m for k, m in b)

    def roll(self, crosses: int | None = None, explosions: int | None = None) -> tuple[int, int]:
        """Roll the dice not on the board (or take the given counts); returns (crosses, explosions)."""
        s = self.state
        if s.get("phase") not in ("roll", "decide"):
            raise ValueError(f"cannot roll now (the game is at: {s.get('phase')})")
        d = self._dice_left()
        if crosses is None:
            if self._script:
                crosses, explosions = self._script.pop(0)
            else:
                c, e = s["solution"].cross, s["solution"].explosion
                faces = [self._rng.random() for _ in range(d)]
                crosses = sum(f < c for f in faces)
                explosions = sum(c <= f < c + e for f in faces)
        if crosses + explosions > d:
            raise ValueError(f"only {d} dice are rolled, not {crosses + explosions}")
        sol = s["solution"]
        s["roll"] = (crosses, explosions)
        s["first"] = False
        opts = sol.options(s["board"], crosses, explosions)
        s["log"].append(f"Rolled {d} dice: {crosses} cross(es), {explosions} explosion(s).")
        if [o["board"] for o in opts] == [s["board"]]:
            s["log"].append("Nothing to place.")
            s["phase"], s["options"] = "decide", []
        elif len(opts) == 1:
            s["options"] = opts
            self._apply(opts[0]["board"], forced=True)
            return crosses, explosions
        else:
            s["phase"], s["options"] = "place", opts
        self._refresh()
        return crosses, explosions

    def place(self, choice) -> None:
        """Place the last roll: ``choice`` is an index into the options shown, or a board."""
        s = self.state
        if s.get("phase") != "place":
            raise ValueError("roll first: there is nothing to place")
        boards = [o["board"] for o in s["options"]]
        board = boards[choice] if isinstance(choice, int) else tuple(tuple(c) for c in choice)
        if board not in boards:
            raise ValueError(f"{board} is not a legal placement of this roll; legal: {boards}")
        self._apply(board)

    def _apply(self, board, forced=False) -> None:
        s = self.state
        sol = s["solution"]
        best = s["options"][0]["board"]
        note = "" if board == best else f" (the optimal move was {_board_text(best)})"
        s["log"].append(f"{'Forced: ' if forced else 'Placed: '}{_board_text(board)}{note}.")
        s["board"], s["options"] = board, []
        if board == bomb.EXPLODED:
            return self._end("exploded", "A new column brought the timer to 0: the Bomb explodes.")
        if sol._terminal(board) is not None:
            return self._finish()
        s["phase"] = "decide"
        self._refresh()

    def stop(self) -> None:
        """Stop defusing: the Stability check of the open columns decides."""
        if self.state.get("phase") != "decide":
            raise ValueError("you may stop only after a roll has been placed")
        self.state["log"].append("Stopped by choice.")
        self._finish(stopped=True)

    def _finish(self, stopped=False) -> None:
        s = self.state
        sol, board = s["solution"], s["board"]
        if any(k >= 4 for k, _ in board) and sol.rules.fourth == "fails_attempt":
            return self._end("neither", "A column holds 4 explosions: the attempt failed (no detonation).")
        line = bomb.has_line(board) and not stopped
        good = line and not (sol.rules.open_column == "fails" and bomb.open_dice(board))
        n = bomb.open_dice(board)
        p = bomb.stability_check_probability(n, cross=sol.cross, explosion=sol.explosion,
                                             variant=sol.rules.variant)
        why = "a line of 3 crosses" if line else "no dice left" if not stopped else "a stop"
        if n == 0:
            return self._end("defused" if good else "neither",
                             f"After {why}: no open column, the Stability check passes.")
        passed = self._stability_roll(n, sol)
        msg = (f"After {why}: Stability check of {n} circuit dice (P(pass) = {_pct(p)}): "
               f"{'passed' if passed else 'an explosion'}.")
        self._end(("defused" if good else "neither") if passed else "exploded", msg)

    def _stability_roll(self, n, sol) -> bool:
        c, e = sol.cross, sol.explosion
        for _ in range(10_000):
            faces = [self._rng.random() for _ in range(n)]
            if sol.rules.variant == "simplified":
                for f in faces:
                    if f < c:
                        return True
                    if f < c + e:
                        return False
                return True
            if any(c <= f < c + e for f in faces):
                return False
            if any(f < c for f in faces):
                return True
        raise RuntimeError("the Stability check did not end")  # only if c = e = 0

    def _end(self, outcome, msg) -> None:
        s = self.state
        s["log"].append(msg)
        s["log"].append({"defused": "DEFUSED: +2 Influence.",
                         "exploded": "EXPLODED: 4 health lost here, 2 in adjacent locations.",
                         "neither": "Not defused, not exploded."}[outcome])
        s["phase"], s["outcome"] = "over", outcome
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
        status = (f"<p class='edgekit-result'>Board: {_board_text(board)} &nbsp; timer "
                  f"{bomb.timer_after(sol.timer, board) if board != bomb.EXPLODED else 0} &nbsp; "
                  f"dice left {self._dice_left() if board != bomb.EXPLODED else 0} &nbsp; "
                  f"phase: {s['phase']}</p>")
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
        log = "".join(f"<li>{line}</li>" for line in s["log"])
        return head + status + advice + f"<ol>{log}</ol>"

    def figure(self, s: dict):
        if not self.draw:
            return None
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


def _with(choices, value):
    return sorted(set(choices) | {Fraction(value)})


def by_timer_figure(table: dict, *, title: str = ""):
    """P(defused), P(exploded), P(neither) by timer as stacked bars (exact values on the labels)."""
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

    A new setting takes about a second or two (all six timers solved exactly); settings seen
    before are cached. Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """

    title = "Defuse a Bomb by timer (ILLUSTRATIVE faces unless changed; RA-03)"

    def __init__(self, *, dice: int = bomb.SPECIAL_DICE, draw: bool = True):
        self.goal = w.Dropdown(options=list(bomb.GOALS), value=bomb.DEFAULT_GOAL, description="goal")
        self.cross = w.Dropdown(options=[(str(f), f) for f in FACE_CHOICES],
                                value=bomb.ILLUSTRATIVE_FACES["cross"], description="P(cross)")
        self.explosion = w.Dropdown(options=[(str(f), f) for f in FACE_CHOICES],
                                    value=bomb.ILLUSTRATIVE_FACES["explosion"], description="P(explosion)")
        self.reading = {rid: reading_dropdown(rid) for rid in READING_IDS}
        self.controls = [self.goal, self.cross, self.explosion, *self.reading.values()]
        self.dice, self.draw = dice, draw
        super().__init__()

    def compute(self) -> dict:
        c, e = self.cross.value, self.explosion.value
        if c + e > 1:
            raise ValueError(f"P(cross) + P(explosion) = {c + e} is more than 1")
        rd = tuple(sorted((k, d.value) for k, d in self.reading.items()))
        table = {t: _solved(t, c, e, self.goal.value, rd, self.dice) for t in range(1, 7)}
        return {"table": table, "readings": dict(rd), "goal": self.goal.value, "cross": c, "explosion": e,
                "defused": {t: s.defused for t, s in table.items()},
                "exploded": {t: s.exploded for t, s in table.items()}}

    def render(self, s: dict) -> str:
        rows = "".join(f"<tr><td>{t}</td><td>{_pct(x.defused)}</td><td>{_pct(x.exploded)}</td>"
                       f"<td>{_pct(x.neither)}</td></tr>" for t, x in s["table"].items())
        rd = ", ".join(f"{k}={v}" for k, v in s["readings"].items())
        return (f"<p>Goal <i>{s['goal']}</i>; P(cross) = {s['cross']}, P(explosion) = {s['explosion']} "
                f"(illustrative unless chosen); readings: {rd}.</p>"
                "<table><tr><th>timer</th><th>P(defused)</th><th>P(exploded)</th><th>P(neither)</th></tr>"
                f"{rows}</table>")

    def figure(self, s: dict):
        if not self.draw:
            return None
        return by_timer_figure(s["table"])
