"""Appendix A of Rogue Agent replayed under a Rules value, its golden transcript, and the board picture.

Rules: Rogue Agent, Appendix A; Defuse a Bomb (p. 11).
"""

from __future__ import annotations

from ... import readings
from ...exact import as_whole
from .rules import (
    EXPLODED,
    SPECIAL_DICE,
    _has_line,
    _open_dice,
    _placements,
    board_cells,
    check_board,
    make_rules,
)
from .solver import READINGS, solve_defuse

__all__ = ["appendix_a", "appendix_a_transcript", "draw_board", "APPENDIX_A_TIMER"]

APPENDIX_A_TIMER = 4


@readings.uses(*READINGS)
def appendix_a(cross=None, explosion=None, *, rules=None) -> list[dict]:
    """Appendix A replayed step by step under the readings: each step's board, timer and the odds.

    The appendix gives the faces only in words; reading them off its options (register RA-10):
    roll 1 (9 dice) shows 1 cross and 2 explosions, roll 2 (6 dice) 1 cross and 1 explosion,
    roll 3 (4 dice) 2 crosses. Each step is checked against the placement rules of ``rules`` (a
    Rules value) or the reading keywords: a step they forbid raises ``ValueError``. With exact
    ``cross`` and ``explosion`` each step carries the exact value of its options under optimal
    play (default goal) under the same readings.

    Rules: Rogue Agent, Appendix A; Defuse a Bomb (p. 11).
    """
    timer, dice = APPENDIX_A_TIMER, SPECIAL_DICE
    chosen = dict(bomb_rows=rules.bomb_rows, bomb_columns=rules.bomb_columns,
                  bomb_fourth_explosion=rules.bomb_fourth_explosion,
                  bomb_open_column=rules.bomb_open_column, stability_variant=rules.stability_variant,
                  bomb_fourth_check=rules.bomb_fourth_check, bomb_line_fourth=rules.bomb_line_fourth)
    brules = make_rules(timer, dice, **chosen)
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
    if (cross is None) != (explosion is None):
        raise TypeError("cross, explosion: give both face probabilities or neither")
    if cross is not None:
        sol = solve_defuse(timer, cross=cross, explosion=explosion, boost_is_cross=rules.boost_is_cross,
                           **chosen)
    for s in steps:
        legal = _placements(s["from"], *s["roll"], brules)
        for name, b in s["options"].items():
            if b not in legal:
                raise ValueError(f"Appendix A {s['step']} {name} breaks the placement rules under "
                                 f"these readings ({brules})")
        s["board"] = s["options"][s["chosen"]]
        s["timer"] = timer - max(len(s["board"]) - 1, 0)
        s["dice_left"] = dice - sum(k + m for k, m in s["board"])
        s["line"] = _has_line(s["board"])
        s["open_dice"] = _open_dice(s["board"])
        s["legal_results"] = len(legal)
        if sol is not None:
            s["odds"] = {name: sol._result_value(b) for name, b in s["options"].items()}
            s["best"] = sol.best_placement(s["from"], *s["roll"])
    return steps


def _text(board) -> str:
    return "EXPLODED" if board == EXPLODED else " | ".join("*" * k + "X" * m for k, m in board) or "(empty)"


@readings.uses(*READINGS)
def appendix_a_transcript(cross=None, explosion=None, *, rules=None) -> str:
    """:func:`appendix_a` as text, one line per fact (the golden transcript; ``*`` an explosion,
    ``X`` a cross, columns left to right, each from the top).

    Rules: Rogue Agent, Appendix A; Defuse a Bomb (p. 11).
    """
    steps = appendix_a(cross, explosion, rules=rules)
    lines = [f"Appendix A: Bomb Timer {APPENDIX_A_TIMER}, {SPECIAL_DICE} special dice"]
    if cross is not None:
        lines.append(f"faces: P(cross) = {cross}, P(explosion) = {explosion} (illustrative unless chosen)")
    for s in steps:
        x, y = s["roll"]
        lines.append(f"{s['step']}: {s['dice_rolled']} dice show {x} cross(es), {y} explosion(s); "
                     f"{s['legal_results']} legal result(s) from {_text(s['from'])}")
        for name, b in s["options"].items():
            odds = ""
            if "odds" in s:
                pd, px = s["odds"][name]
                odds = f"; P(defused) {pd}, P(exploded) {px}"
            best = " [best]" if s.get("best") == b else ""
            mark = " [chosen]" if name == s["chosen"] else ""
            lines.append(f"  {name}: {_text(b)}{odds}{mark}{best}")
        lines.append(f"  -> timer {s['timer']}, {s['dice_left']} dice left, line {s['line']}, "
                     f"{s['open_dice']} open dice")
    return "\n".join(lines) + "\n"


def draw_board(board, timer: int | None = None, *, ax=None, rows: int = 4, columns: int | None = None,
               title: str = ""):
    """Draw a Bomb board: crosses green X, explosions red stars, the timer in its red circle.

    Rules: Rogue Agent, Defuse a Bomb (p. 11).
    """
    import matplotlib.pyplot as plt

    board = () if board == EXPLODED else check_board(board)
    # The checked values are used from here on (a sympy Integer becomes a Python int).
    if timer is not None:
        timer = as_whole("timer", timer, lo=0, hi=6)
    rows = as_whole("rows", rows, lo=1, hi=6)
    if columns is not None:
        columns = as_whole("columns", columns, lo=1, hi=7)
    if not isinstance(title, str):
        raise TypeError(f"title must be text, not {title!r}")
    if ax is not None and not callable(getattr(ax, "add_patch", None)):
        raise TypeError(f"ax must be a matplotlib Axes or None, not {type(ax).__name__}")
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
    ax.set_title(title or f"Bomb board ({'line of 3 crosses' if _has_line(board) else 'no line'})",
                 fontsize=9)
    return ax

