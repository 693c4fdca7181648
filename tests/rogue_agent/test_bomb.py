"""Defuse a Bomb (Rogue Agent, Defuse a Bomb, p. 11; Appendix A).

The fast solver (multiset rolls, memoised placement search, boards as column counts) is checked
against an independent brute force that keeps the board as a grid of cells, rolls every die face by
face (3**d sequences) and tries every order of placing the dice.
"""

import itertools
from fractions import Fraction as F

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st
from stability_oracle import brute_force  # a sibling module: tests/rogue_agent is on sys.path

from edgekit import readings
from edgekit.montecarlo import agrees, estimate, sample_procedure
from edgekit.rogue_agent import bomb
from edgekit.rogue_agent.bomb import (
    EXPLODED,
    ILLUSTRATIVE_FACES,
    appendix_a,
    defuse_formula,
    defuse_table,
    has_line,
    open_dice,
    placements,
    policy_procedure,
    solve_defuse,
    stability_check_probability,
)

MIX = dict(ILLUSTRATIVE_FACES)
GOAL_KEYS = {
    "defuse": lambda v: (v[0], -v[1]),
    "safe": lambda v: (-v[1], v[0]),
    "score": lambda v: (2 * v[0] - 2 * v[1], v[0]),  # health_value 1/2: 4 health = 2 Influence
}


# ------------------------------------------------------------------ the brute-force oracle
class Grid:
    """The board as cells {(row, col): "C"/"E"}; rules written out again, cell by cell."""

    def __init__(self, rows, timer, fourth="fails_attempt"):
        self.rows, self.timer, self.fourth = rows, timer, fourth

    def column(self, cells, j):
        at = dict(cells)
        return [at[(r, j)] for r in range(self.rows) if (r, j) in at]

    def ncols(self, cells):
        return 1 + max((pos[1] for pos, _ in cells), default=-1)

    def failed(self, col):
        return self.fourth == "fails_attempt" and col.count("E") >= 4

    def moves(self, cells, face):
        """Boards after placing one die (frozensets of cells), or "boom"."""
        out = []
        n = self.ncols(cells)
        cols = [self.column(cells, j) for j in range(n)]
        cap = 4 if self.fourth == "fails_attempt" else 3
        for j, col in enumerate(cols):
            if len(col) >= self.rows or self.failed(col):
                continue
            if face == "E" and ("C" in col or col.count("E") >= cap):
                continue
            out.append(frozenset(cells | {((len(col), j), face)}))
        if face == "E" and self.fourth == "new_column":
            ok = all(col[-1] == "C" or col.count("E") >= 3 for col in cols)
        else:
            ok = all(col[-1] == "C" or self.failed(col) for col in cols)
        if ok:
            if n >= 1 and self.timer - n == 0:
                out.append("boom")
            else:
                out.append(frozenset(cells | {((0, n), face)}))
        return out

    def line(self, cells):
        crosses = {pos for pos, f in cells if f == "C"}
        for (r, j) in crosses:
            for dr, dj in ((1, 0), (0, 1), (1, 1), (1, -1)):
                if (r + dr, j + dj) in crosses and (r + 2 * dr, j + 2 * dj) in crosses:
                    return True
        return False


def oracle(timer, dice, c, e, goal="score", rows=4, variant="full", fourth="fails_attempt",
           open_column="check"):
    g = Grid(rows, timer, fourth)
    key = GOAL_KEYS[goal]
    faces = {"C": c, "E": e, "-": 1 - c - e}

    def passes(n):
        return brute_force(n, c, e, variant)  # the Stability check by its own brute force

    def open_n(cells):
        n = g.ncols(cells)
        return sum(len(col) for col in (g.column(cells, j) for j in range(n)) if col[-1] == "E")

    def results(cells, dice_faces):
        """Every end board of placing these dice in every order, each die at every legal spot."""
        out = set()
        for order in set(itertools.permutations(dice_faces)):
            frontier = {cells}
            for f in order:
                nxt = set()
                for b in frontier:
                    if b == "boom":
                        nxt.add(b)
                        continue
                    ms = g.moves(b, f)
                    nxt |= set(ms) if ms else {b}
                frontier = nxt
            out |= frontier
        return out

    memo = {}

    def end(cells):
        if cells == "boom":
            return (F(0), F(1))
        n = g.ncols(cells)
        if any(g.failed(g.column(cells, j)) for j in range(n)):
            return (F(0), F(0))
        if g.line(cells):
            p = passes(open_n(cells))
            return (F(0), 1 - p) if open_column == "fails" and open_n(cells) else (p, 1 - p)
        if len(cells) == dice:
            return (F(0), 1 - passes(open_n(cells)))
        return None

    def value(cells):
        t = end(cells)
        if t is not None:
            return t
        if cells not in memo:
            stop = (F(0), 1 - passes(open_n(cells)))
            r = roll(cells)
            memo[cells] = stop if r is None else max([r[0], stop], key=key)
        return memo[cells]

    def roll(cells):
        d = dice - len(cells)
        tot, loop = [F(0), F(0)], F(0)
        for seq in itertools.product(faces, repeat=d):
            p = F(1)
            for f in seq:
                p *= faces[f]
            if not p:
                continue
            ends = results(cells, [f for f in seq if f != "-"])
            if ends == {cells}:
                loop += p
                continue
            best = max((value(b) for b in ends), key=key)
            tot[0] += p * best[0]
            tot[1] += p * best[1]
        if loop == 1:
            return None
        return (tot[0] / (1 - loop), tot[1] / (1 - loop)), loop

    start = frozenset()
    (pd, px), loop = roll(start)
    again = value(start)
    return (1 - loop) * pd + loop * again[0], (1 - loop) * px + loop * again[1]


@pytest.mark.parametrize("goal", ["score", "defuse", "safe"])
@pytest.mark.parametrize("timer,dice", [(1, 4), (2, 4), (3, 4), (2, 5)])
def test_optimal_play_equals_brute_force(goal, timer, dice):
    sol = solve_defuse(timer, **MIX, dice=dice, goal=goal)
    assert (sol.defused, sol.exploded) == oracle(timer, dice, MIX["cross"], MIX["explosion"], goal)


@pytest.mark.parametrize("kw", [
    dict(stability_variant="simplified"), dict(bomb_rows=5), dict(bomb_fourth_explosion="new_column"),
    dict(bomb_open_column="fails"),
])
def test_readings_equal_brute_force(kw):
    c, e = F(1, 4), F(1, 3)
    sol = solve_defuse(3, cross=c, explosion=e, dice=4, goal="defuse", **kw)
    okw = {"variant": kw.get("stability_variant", "full"), "rows": kw.get("bomb_rows", 4),
           "fourth": kw.get("bomb_fourth_explosion", "fails_attempt"),
           "open_column": kw.get("bomb_open_column", "check")}
    assert (sol.defused, sol.exploded) == oracle(3, 4, c, e, "defuse", **okw)


def test_many_explosions_brute_force():
    # explosions common: the 4-explosion column and forced new columns happen often
    c, e = F(1, 6), F(1, 2)
    for fourth in ("fails_attempt", "new_column"):
        sol = solve_defuse(2, cross=c, explosion=e, dice=5, bomb_fourth_explosion=fourth)
        assert (sol.defused, sol.exploded) == oracle(2, 5, c, e, "score", fourth=fourth)


# ------------------------------------------------------------------ the rules, one by one
def test_lines():
    assert has_line(((0, 3),))  # vertical
    assert has_line(((1, 3),))  # vertical below an explosion
    assert not has_line(((1, 2),))
    assert has_line(((0, 1), (0, 1), (0, 1)))  # horizontal, top row
    assert has_line(((0, 1), (1, 1), (2, 1)))  # diagonal down to the right
    assert has_line(((2, 1), (1, 1), (0, 1)))  # diagonal up to the right (Appendix A)
    assert not has_line(((0, 1), (1, 1), (0, 1)))
    assert not has_line(((0, 1), (0, 1), (2, 1)))


def _rules(timer=4, **kw):
    return bomb.bomb_rules(timer, bomb_rows=kw.get("rows", 4), bomb_columns=kw.get("columns", "timer"),
                           bomb_fourth_explosion=kw.get("fourth", "fails_attempt"))


def test_placement_rules():
    r = _rules()
    # a cross then only crosses below it: no explosion can follow a cross in a column
    assert placements(((0, 1),), 0, 1, r) == {((0, 1), (1, 0))}
    # a new column only when every column ends with a cross: explosions stack in the open one
    assert placements(((1, 0),), 0, 1, r) == {((2, 0),)}
    # a cross may close the open column or (after closing it) start the next one
    assert placements(((1, 0),), 1, 0, r) == {((1, 1),)}
    assert ((1, 1), (1, 0)) in placements(((1, 0),), 1, 1, r)
    # the timer: column 2 of a timer-1 Bomb explodes it
    assert placements(((0, 1),), 0, 1, _rules(timer=1)) == {EXPLODED}
    # full columns: with 4 rows, a column of 4 crosses takes no more
    assert placements(((0, 4),), 1, 0, r) == {((0, 4), (0, 1))}


def test_fourth_explosion_readings():
    board = ((0, 1), (3, 0))
    fails = placements(board, 0, 1, _rules())
    assert fails == {((0, 1), (4, 0))}  # stacked: the attempt fails
    newcol = placements(board, 0, 1, _rules(fourth="new_column"))
    assert newcol == {((0, 1), (3, 0), (1, 0))}  # a new column, the timer drops
    sol = solve_defuse(4, **MIX, dice=5)
    assert sol.value(((0, 1), (4, 0))) == (0, 0)  # failed, no detonation, no check


def test_column_limit_leaves_dice_off_the_board():
    r = _rules(timer=6, columns=4)
    board = ((0, 1), (0, 1), (0, 1), (0, 1))
    assert placements(board, 0, 1, r) == {board}  # nowhere to go: rolled again later
    sol = solve_defuse(6, **MIX, dice=6, bomb_columns=4)
    assert 0 < sol.defused < 1


def test_stop_means_a_stability_check_of_the_open_columns():
    sol = solve_defuse(3, **MIX, dice=9)
    board = ((0, 1), (2, 0))  # 2 open dice, 6 still to roll
    assert open_dice(board) == 2
    stop = sol.stop_choices(board)["stop"]
    assert stop == (0, 1 - stability_check_probability(2, **MIX))
    assert next(iter(sol.stop_choices(board))) == ("stop" if sol.should_stop(board) else "roll")
    with pytest.raises(ValueError, match="over"):
        sol.stop_choices(((0, 3),))


# ------------------------------------------------------------------ Appendix A
def test_appendix_a_timer_labels_and_steps():
    steps = appendix_a()  # raises if a step breaks the placement rules
    assert [s["timer"] for s in steps] == [3, 2, 1]  # the labels 4 -> 3 -> 2 -> 1 (RA-10)
    assert [s["dice_left"] for s in steps] == [6, 4, 2]  # "rolls the remaining 6 dice", then 4
    assert [s["line"] for s in steps] == [False, False, True]
    assert steps[-1]["open_dice"] == 0  # option 2: all columns closed, no circuit
    assert steps[-1]["options"]["option 1"] == ((0, 3), (2, 1), (1, 0))
    assert open_dice(steps[-1]["options"]["option 1"]) == 1  # option 1 leaves one open die


def test_appendix_a_final_choice_exact():
    steps = appendix_a(**MIX)
    last = steps[-1]
    c, e = MIX["cross"], MIX["explosion"]
    # option 2 defuses for certain; option 1 only if the one-die circuit shows a cross first
    assert last["odds"]["option 2"] == (1, 0)
    assert last["odds"]["option 1"] == (c / (c + e), e / (c + e))
    assert last["best"] == last["options"]["option 2"]
    first = steps[0]["odds"]
    # at the illustrative faces, the appendix's own choice (option 3) is not the best first move
    assert steps[0]["best"] == steps[0]["options"]["option 2"]
    assert first["option 2"][0] > first["option 3"][0]


# ------------------------------------------------------------------ goals, timers, readings
def test_goals_do_what_they_say():
    for t in (2, 3):
        sols = {g: solve_defuse(t, **MIX, dice=6, goal=g) for g in bomb.GOALS}
        assert sols["defuse"].defused == max(s.defused for s in sols.values())
        assert sols["safe"].exploded == min(s.exploded for s in sols.values())
        for s in sols.values():
            assert s.defused + s.exploded + s.neither == 1


def test_more_time_never_hurts_a_defuser():
    table = defuse_table(**MIX, goal="defuse")
    ps = [table[t].defused for t in range(1, 7)]
    assert ps == sorted(ps)


def test_policy_is_inspectable():
    sol = solve_defuse(3, **MIX)
    opts = sol.options((), 1, 2)
    assert {o["board"] for o in opts} == placements((), 1, 2, sol.rules)
    assert opts[0]["board"] == sol.best_placement((), 1, 2)
    keys = [(o["defused"], o["exploded"]) for o in opts]
    assert len(keys) == len(opts)
    table = sol.policy
    assert len(table) > 10
    row = table.rows[("stop or roll?", ((0, 1), (2, 1), (1, 0)))]
    assert row.action in ("roll", "stop")
    # the policy's value at the start is the goal score of the solution
    assert table.value == 2 * sol.defused - 2 * sol.exploded


def test_policy_procedure_and_monte_carlo_agree():
    small = solve_defuse(2, **MIX, dice=4)
    proc, start = policy_procedure(small)
    exact = {k: v for k, v in _absorb(proc, start).items()}
    assert exact["defused"] == small.defused and exact["exploded"] == small.exploded
    sol = solve_defuse(3, **MIX)
    proc, start = policy_procedure(sol)
    draws = sample_procedure(proc, start, 3000, seed=11)
    assert agrees(sol.defused, estimate(draws, lambda s: s == "defused"))
    assert agrees(sol.exploded, estimate(draws, lambda s: s == "exploded"))


def _absorb(proc, start):
    """Exact end distribution of a chance procedure by a backward pass (self-loops geometric)."""
    memo = {}

    def go(s):
        if s not in memo:
            d = proc.step(s)
            if d is None:
                memo[s] = {proc.label(s): F(1)}
            else:
                ws, tot = d.weights(), d.denominator
                stay = F(ws.get(s, 0), tot)
                acc = {}
                for t, w in ws.items():
                    if t == s:
                        continue
                    for lab, q in go(t).items():
                        acc[lab] = acc.get(lab, 0) + F(w, tot) * q / (1 - stay)
                memo[s] = acc
        return memo[s]

    return go(start)


@settings(max_examples=8)
@given(st.integers(1, 5), st.integers(0, 4), st.integers(1, 3))
def test_formula_equals_numeric_at_sample_points(cn, en, timer):
    den = 10
    if cn + en > den or cn + en == 0:
        return
    c, e = F(cn, den), F(en, den)
    sol = solve_defuse(timer, cross=c, explosion=e, dice=3)
    f = defuse_formula(sol)
    assert f["defused"].subs({bomb.C: c, bomb.E: e}) == sol.defused
    assert f["exploded"].subs({bomb.C: c, bomb.E: e}) == sol.exploded


def test_small_formula_by_hand():
    # Timer 1 and 3 dice: a second column explodes the Bomb, so the only line is a column of 3
    # crosses from the top, i.e. all three dice crosses, each placed before any explosion shows.
    # Re-rolling blanks, each die ends as a cross before an explosion with c / (c + e), so a
    # defuser who always rolls on gets (c / (c + e))**3.
    sol = solve_defuse(1, **MIX, dice=3, goal="defuse")
    f = defuse_formula(sol)
    assert sympy.simplify(f["defused"] - bomb.C**3 / (bomb.C + bomb.E) ** 3) == 0
    assert sol.defused == F(8, 27)


def test_readings_registered_with_registers():
    want = {"stability_variant": "RA-09", "bomb_rows": "RA-06", "bomb_columns": "RA-06",
            "bomb_fourth_explosion": "RA-07", "bomb_open_column": "RA-08", "boost_is_cross": "RA-04",
            "bomb_board_persists": "RA-11", "bomb_timer_face": "RA-05"}
    for rid, reg in want.items():
        assert readings.get(rid).register == reg
    sol = solve_defuse(2, **MIX, dice=3)
    assert sol.readings["bomb_rows"] == 4 and sol.readings["stability_variant"] == "full"


def test_boost_counts_only_under_its_reading():
    base = solve_defuse(2, **MIX, dice=4)
    same = solve_defuse(2, **MIX, dice=4, boost=F(1, 6))
    more = solve_defuse(2, **MIX, dice=4, boost=F(1, 6), boost_is_cross="yes")
    assert base.defused == same.defused < more.defused


def test_timer_distribution_and_next_attempt():
    d = bomb.timer_distribution()
    assert d.outcomes() == [1, 2, 3, 4, 5] and d.mean() == 3
    assert bomb.timer_distribution(bomb_timer_face="uniform_2_6").mean() == 4
    assert bomb.next_attempt_board(((0, 1), (4, 0))) == ()
    assert bomb.next_attempt_board(((0, 1),), bomb_board_persists="kept") == ((0, 1),)


def test_bad_input():
    with pytest.raises(ValueError, match="1..6"):
        solve_defuse(0, **MIX)
    with pytest.raises(TypeError, match="whole number"):
        solve_defuse(2.0, **MIX)
    with pytest.raises(TypeError, match="float"):
        solve_defuse(2, cross=0.3, explosion=F(1, 6))
    with pytest.raises(TypeError, match="numbers"):
        solve_defuse(2, cross=bomb.C, explosion=bomb.E)
    with pytest.raises(ValueError, match="goal"):
        solve_defuse(2, **MIX, goal="win")
    with pytest.raises(ValueError, match="bomb_rows"):
        solve_defuse(2, **MIX, bomb_rows=3)
    with pytest.raises(ValueError, match="9 special dice"):
        solve_defuse(2, **MIX, dice=10)
    with pytest.raises(ValueError, match="at most 1"):
        solve_defuse(2, cross=F(2, 3), explosion=F(1, 2))


# ------------------------------------------------------------------ widgets, headless
def test_game_replays_appendix_a():
    from edgekit.widgets.bomb import BombGame

    g = BombGame(timer=4, script=[(1, 2), (1, 1), (2, 0)])
    assert g.roll() == (1, 2) and g.state["phase"] == "place"
    boards = [o["board"] for o in g.state["options"]]
    assert ((0, 1), (2, 0)) in boards and boards[0] == ((1, 1), (1, 0))  # best first (option 2)
    g.place(((0, 1), (2, 0)))  # the appendix's option 3
    assert "optimal move" in g.state["log"][-1]
    g.roll()
    g.place(((0, 1), (2, 1), (1, 0)))
    assert "timer 2" in g.html.value
    g.roll()
    assert g.state["options"][0]["board"] == ((0, 1), (2, 1), (1, 1), (0, 1))
    g.place(0)
    assert g.state["outcome"] == "defused" and "Game over: defused" in g.html.value


def test_game_controls_and_errors():
    from edgekit.widgets.bomb import BombGame

    g = BombGame(timer=2, seed=3)
    with pytest.raises(ValueError, match="nothing to place"):
        g.place(0)
    with pytest.raises(ValueError, match="stop only"):
        g.stop()
    for _ in range(40):  # play the optimal policy to the end
        s = g.state
        if s["phase"] == "over":
            break
        if s["phase"] == "place":
            g.place_choice.value = 0
            g.place_button.click()
        elif s["phase"] == "decide" and s["solution"].should_stop(s["board"]):
            g.stop_button.click()
        else:
            g.roll_button.click()
    assert g.state["outcome"] in ("defused", "exploded", "neither")
    g.timer.value = 5  # a control change starts a new game
    assert g.state["phase"] == "roll" and g.state["solution"].timer == 5
    g.cross.value = F(2, 3)
    g.explosion.value = F(2, 3)
    assert "Not allowed" in g.html.value


def test_explorer_by_timer():
    from edgekit.widgets.bomb import DefuseExplorer

    ex = DefuseExplorer(dice=5)
    base = ex.state["defused"]
    assert set(base) == {1, 2, 3, 4, 5, 6}
    assert base[2] == solve_defuse(2, **MIX, dice=5).defused
    ex.goal.value = "defuse"
    assert all(ex.state["defused"][t] >= base[t] for t in base)
    ex.reading["stability_variant"].value = "simplified"
    assert ex.state["readings"]["stability_variant"] == "simplified"
    assert ex.state["defused"][3] == solve_defuse(3, **MIX, dice=5, goal="defuse",
                                                  stability_variant="simplified").defused
    assert "P(defused)" in ex.html.value


def test_effects_and_new_bomb_average():
    table = defuse_table(range(1, 4), **MIX, dice=4)
    eff = bomb.expected_effects(table[2])
    assert eff["influence"] == 2 * table[2].defused and eff["health_lost"] == 4 * table[2].exploded
    assert bomb.expected_effects(table[2], protected=True)["health_lost"] == 0
    with pytest.raises(ValueError, match="lacks timers"):
        bomb.new_bomb_odds(table)
    full = defuse_table(**MIX, dice=3)
    avg = bomb.new_bomb_odds(full)
    assert avg["defused"] == sum(full[t].defused for t in range(1, 6)) / 5
    assert sum(avg.values()) == 1


# the game's chance outcomes drawn with exact integer weights (issue 20; seed 38 of the old float
# rolls gave another game): seed 22 is the first seed whose game again has a roll with nothing to
# place and a Stability check
GOLDEN_TIMER_3_SEED_22 = [
    "New Bomb, timer 3: 9 special dice.",
    "Rolled 9 dice: 2 crosses, 1 explosion.",
    "Placed: *XX.",
    "Rolled 6 dice: 1 cross, 3 explosions.",
    "Placed: *XX | ***X.",
    "Rolled 2 dice: 0 crosses, 0 explosions.",
    "Nothing to place.",
    "Rolled 2 dice: 1 cross, 1 explosion.",
    "Placed: *XXX | ***X | *.",
    "After a line of 3 crosses: Stability check of 1 circuit dice (P(pass) = 66.7% (exact 2/3)): passed.",
    "DEFUSED: +2 Influence.",
]


def test_golden_playthrough():
    """A seeded game played by the optimal policy, move by move (catches regressions)."""
    from edgekit.widgets.bomb import BombGame

    g = BombGame(timer=3, seed=22)
    while g.state["phase"] != "over":
        s = g.state
        if s["phase"] == "place":
            g.place(0)
        elif s["phase"] == "decide" and s["solution"].should_stop(s["board"]):
            g.stop()
        else:
            g.roll()
    assert g.state["log"] == GOLDEN_TIMER_3_SEED_22
    sol = g.state["solution"]
    before = ((1, 1), (1, 1), (1, 0))
    assert sol.best_placement(before, 2, 1) == ((1, 2), (1, 2), (2, 0))
    # the tempting line (close column 3 at row 2) leaves the explosion a 4th column: the Bomb explodes
    assert EXPLODED in placements(before, 2, 1, sol.rules)
    assert placements(((1, 1), (1, 1), (1, 1)), 0, 1, sol.rules) == {EXPLODED}


def test_game_widget_renders_the_play_layer_states():
    """BombGame's state is the Bomb game's own immutable BombState, and its first seeded roll is the
    chance outcome edgekit.play.play draws from the same seed (exact integer weights, no float)."""
    import dataclasses

    from edgekit.play import play
    from edgekit.rogue_agent import bomb_game
    from edgekit.rogue_agent.bomb.actions import roll_outcome
    from edgekit.rogue_agent.bomb.game import BombState
    from edgekit.widgets.bomb import BombGame

    for seed in (0, 5, 22):
        g = BombGame(timer=4, seed=seed)
        assert isinstance(g.state["play"], BombState) and g.state["play"].phase == "roll"
        x, y = g.roll()
        first = play(bomb_game(4), seed=seed).steps[0]
        assert first.action_id == roll_outcome(x, y, dice=9)  # the roll's chance outcome id
        assert g.state["log"][-1] == f"Rolled 9 dice: {first.result}."
        assert g.state["board"] == g.state["play"].board and g.state["phase"] == g.state["play"].phase
    with pytest.raises(dataclasses.FrozenInstanceError):
        g.state["play"].board = ()
    # the odds shown are the game's: a Stability check's P(pass) is the state's exact number
    g = BombGame(timer=3, seed=22, script=[(2, 1), (1, 3), (0, 0), (1, 1)])
    while g.state["phase"] != "over":
        g.place(0) if g.state["phase"] == "place" else g.roll()
    assert "P(pass) = 66.7% (exact 2/3)" in g.state["log"][-2]
    assert g.state["play"].is_terminal and g.state["outcome"] == g.state["play"].end


def test_game_widget_refuses_a_roll_the_faces_cannot_make():
    """With P(cross) + P(explosion) = 1 every die shows a mark: 1 cross on 9 dice cannot be rolled."""
    from edgekit.widgets.bomb import BombGame

    g = BombGame(timer=4, cross=F(2, 3), explosion=F(1, 3))
    with pytest.raises(ValueError, match="cannot be rolled"):
        g.roll(1, 0)
    assert g.state["phase"] == "roll" and g.state["log"] == ["New Bomb, timer 4: 9 special dice."]


def test_odds_table_shows_each_row_as_percent_beside_exact_and_boards_in_words():
    from edgekit.display import Table

    sol = bomb.solve_defuse(1, cross=F(1, 2), explosion=F(1, 2), dice=3, goal="defuse")
    t = bomb.odds_table(sol.options((), 1, 0), "one cross", label="placement")
    assert isinstance(t, Table) and t.column("placement") == ("X",)
    pd, px = sol.value(((0, 1),))
    assert t.rows[0][1:] == (pd, px, 1 - pd - px)
    t2 = bomb.odds_table({"stop": (sympy.Rational(0), sympy.Rational(1, 3))}, "x", label="choice")
    assert t2.rows == (("stop", 0, sympy.Rational(1, 3), sympy.Rational(2, 3)),)
    assert "33.3% (exact 1/3)" in str(t2) and "Fraction(" not in sol._repr_html_()
    assert bomb.board_text(((0, 1), (2, 1))) == "X | **X" and bomb.board_text(()) == "(empty)"
    assert bomb.board_text(bomb.EXPLODED) == "EXPLODED"
    with pytest.raises(TypeError, match="rows"):
        bomb.odds_table([1, 2], "x")
    with pytest.raises(TypeError, match="rows\\['a'\\]"):
        bomb.odds_table({"a": 3}, "x")


def test_by_timer_html_abbreviates_long_fractions():
    from edgekit.widgets.bomb import TimerOdds, by_timer_html

    long = sympy.Rational(1813137312288832, 1908444752138295)
    html = by_timer_html({3: TimerOdds(long, sympy.Rational(1, 100))})
    assert "16-digit fraction" in html and "1% (exact 1/100)" in html
