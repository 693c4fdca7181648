# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     notebook_metadata_filter: -kernelspec,-jupytext.text_representation.jupytext_version
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
# ---

# %% [markdown]
# # Rogue Agent 4: Defusing a Bomb
#
# **The question:** when an Agent tries to defuse a Bomb, what are the exact chances that it is
# defused, that it explodes, or neither, for each Bomb Timer, if the Agent plays as well as possible,
# and what is "as well as possible"?
#
# ## Rules in play
# 1. **Unplugging wires** (Rogue Agent, Defuse a Bomb, p. 11): roll every special die not yet on
#    the Bomb board; every cross and explosion must be placed, one die per position, each column
#    filled from the top; after a cross a column takes only crosses; a new column only when every
#    column so far ends with a cross.
# 2. **The Bomb Timer** (same section): each column after the first lowers the timer by one; at 0 the
#    Bomb explodes.
# 3. **Failure** (same section): a column with 4 explosions fails the attempt, without detonating.
# 4. **Defused** (same section): 3 crosses in a straight line (vertical, horizontal, diagonal); the
#    Agent may also stop after any roll, and must stop when no dice are left.
# 5. **The Stability check** (same section, and the FAQ note): the dice of columns still ending with
#    an explosion are rolled; an explosion detonates the Bomb, a cross alone passes.
# 6. **Explosion and success** (same section): a defuse gives 2 Influence; an explosion costs 4 health
#    to the Agent in the location (2 next door) and the Criminals in custody.
# 7. **Appendix A**: a worked example with a timer of 4.
#
# The rulebook never lists the dice faces (register RA-03), never draws the board (RA-06), and leaves
# several rules unclear (RA-04, RA-07, RA-08, RA-09, RA-11). Each is a named reading or a parameter
# below, with the default marked.

# %%
from fractions import Fraction

import matplotlib.pyplot as plt
import sympy

from edgekit import readings
from edgekit.display import Table, md
from edgekit.rogue_agent import bomb
from edgekit.rogue_agent.bomb import (
    C, E, ILLUSTRATIVE_FACES, appendix_a, defuse_formula, draw_board, odds_table, solve_defuse,
    stability_check_probability,
)
from edgekit.widgets.bomb import BombGame, DefuseExplorer, by_timer_figure

FACES = dict(ILLUSTRATIVE_FACES)  # ILLUSTRATIVE: 2 cross faces and 1 explosion face in 6 (not the game's)
Table("The ILLUSTRATIVE faces of one special die (not the game's: RA-03)", ["face", "probability"],
      FACES.items(), probs=["probability"])

# %% [markdown]
# ## 0. The dice: symbols first, an illustrative mix second
#
# Each special die shows a cross with probability $c$ and an explosion with probability $e$; the
# rulebook does not say how many of each face a die has. Formulas below are in $c$ and $e$. Optimal
# play needs numbers (the best move depends on them), so the numeric sections use an
# **illustrative** mix, $c = 1/3$, $e = 1/6$, that you can change in the explorers.

# %% [markdown]
# ## 1. The board and the placement rules
#
# A board here is a list of columns, left to right, each column some explosions on top and then
# some crosses (rule 1 forces that order). Drawn: the end of Appendix A (crosses X, explosions *,
# the timer in its red circle).

# %%
draw_board(((0, 1), (2, 1), (1, 1), (0, 1)), 1, title="Appendix A, end: an up-diagonal of 3 crosses");

# %% [markdown]
# The board's size is not given (RA-06). The readings, side by side (default first):

# %%
rids = ("bomb_rows", "bomb_columns", "bomb_fourth_explosion", "bomb_open_column", "boost_is_cross",
        "stability_variant", "bomb_board_persists", "bomb_timer_face")
Table("The Bomb's readings", ["reading", "register", "default", "question", "why"],
      [(r.id, r.register, r.default, r.question, r.reason) for r in map(readings.get, rids)])

# %% [markdown]
# ## 2. The Stability check, two ways
#
# The rule text re-rolls the whole circuit until something shows (the **full** check); a note citing
# an FAQ rolls each die once, in turn (the **simplified** check). With $q = 1 - c - e$:

# %%
n = sympy.Symbol("n", positive=True, integer=True)
q = 1 - C - E
full, simplified = ((1 - E) ** n - q**n) / (1 - q**n), 1 - E * (1 - q**n) / (C + E)
md("P(pass), **full** check of $n$ circuit dice: {full}; **simplified**: {simplified}.",
   full=full, simplified=simplified)

# %% [markdown]
# These closed forms agree with the package (which is checked against a loop Procedure and a
# brute-force enumeration in the tests), here for 1 to 4 dice:

# %%
for k in range(1, 5):
    for variant, formula in (("full", full), ("simplified", simplified)):
        got = stability_check_probability(k, cross=C, explosion=E, stability_variant=variant)
        assert sympy.simplify(got - formula.subs(n, k)) == 0
stability_check_probability(1, cross=C, explosion=E)

# %% [markdown]
# One die in the full check is a race: the cross wins with $c/(c+e)$. At the illustrative faces,
# the two variants over the size of the circuit:

# %%
ns = list(range(0, 10))
table = {v: [stability_check_probability(k, **FACES, stability_variant=v) for k in ns]
         for v in ("full", "simplified")}
Table("P(Stability check passes), ILLUSTRATIVE faces", ["circuit dice", "full (default)", "simplified"],
      [(k, table["full"][k], table["simplified"][k]) for k in ns], probs=["full (default)", "simplified"])

# %%
fig, ax = plt.subplots(figsize=(6, 3))
for v, style in (("full", "o-"), ("simplified", "s--")):
    ax.plot(ns, [float(p) for p in table[v]], style, label=f"{v}{' (default)' if v == 'full' else ''}")
ax.set(xlabel="circuit dice", ylabel="P(check passes) (floats for display)")
ax.set_title("Stability check at the ILLUSTRATIVE faces c = 1/3, e = 1/6", fontsize=9)
ax.legend();

# %% [markdown]
# The variant matters: at these faces, with 3 circuit dice, the full check passes 14/27 of the time
# against 17/24 for the simplified one, a ratio of 112/153, about three quarters (computed here):

# %%
ratio = table["full"][3] / table["simplified"][3]
assert (table["full"][3], table["simplified"][3]) == (sympy.Rational(14, 27), sympy.Rational(17, 24))
assert ratio == sympy.Rational(112, 153) and 0.7 < float(ratio) < 0.75
md("Full over simplified, 3 circuit dice: {ratio}.", ratio=ratio)

# %% [markdown]
# The register's illustration (c = e = 1/6, not the game's faces) derived again:

# %%
sixth = Fraction(1, 6)
assert stability_check_probability(3, cross=sixth, explosion=sixth) == sympy.Rational(61, 152)
simple3 = stability_check_probability(3, cross=sixth, explosion=sixth, stability_variant="simplified")
assert simple3 == sympy.Rational(35, 54)

# %% [markdown]
# ## 3. What "optimal" means: the goal
#
# A player who only wants the Bomb defused will take any risk of an explosion for a sliver more
# chance; a player who only wants to avoid an explosion barely plays. The default goal, **score**,
# counts 2 Influence for a defuse against 4 health for an explosion, with one health worth half an
# Influence point (an assumption you can change with `health_value`). The goals:

# %%
Table("What \"optimal\" can mean: the goals", ["goal", "the policy maximises"], bomb.GOALS.items(),
      notes="default: score")

# %% [markdown]
# ## 4. The odds by timer under optimal play (9 dice, default readings, illustrative faces)
#
# The explorer at the end of this notebook reads all six timers from its precomputed table
# (`data/rogue_agent/defuse_explorer.csv.gz`, checked against the solver by a test); we borrow it here.

# %%
explorer = DefuseExplorer()
by_timer = explorer.state["table"]
assert by_timer[3].defused == solve_defuse(3, **FACES).defused
odds_table({f"timer {t}": s for t, s in by_timer.items()}, "One attempt under optimal play, goal score, "
           "9 dice, ILLUSTRATIVE faces", label="Bomb Timer")

# %%
by_timer_figure(by_timer, title="One attempt, goal 'score', ILLUSTRATIVE faces (c = 1/3, e = 1/6)");

# %% [markdown]
# Each of those is exact; for example timer 3:

# %%
solve_defuse(3, **FACES).as_table()

# %% [markdown]
# A Bomb whose timer is not yet known (the reading `bomb_timer_face`: 1 to 5 equally likely by
# default, since the Police Squad face is re-rolled, RA-05), and what one attempt at timer 3 is
# worth in the game's currencies (Influence, health):

# %%
solved = bomb.defuse_table(**FACES)  # DefuseSolutions, for the functions that take them
assert {t: s.defused for t, s in solved.items()} == {t: s.defused for t, s in by_timer.items()}
unknown, effects = bomb.new_bomb_odds(solved), bomb.expected_effects(solved[3])
odds_table({"timer 1 to 5, equally likely": unknown}, "A new Bomb, timer not yet known", label="Bomb")

# %%
md("One attempt at timer 3 gains the Agent 2 Influence with {p:%} and costs it 4 health (standing in "
   "the location) with {q:%}: about {inf:.3f} Influence and {hp:.3f} health on average (rounded; exact in "
   "`effects`).", p=solved[3].defused, q=solved[3].exploded, inf=float(effects["influence"]),
   hp=float(effects["health_lost"]))

# %% [markdown]
# The goal changes the play: at timer 3, a pure defuser against the default player against a
# pure explosion-avoider.

# %%
goals = {g: solve_defuse(3, **FACES, goal=g) for g in bomb.GOALS}
assert goals["defuse"].defused >= goals["score"].defused and goals["safe"].exploded <= goals["score"].exploded
odds_table(goals, "Timer 3, each goal's optimal play", label="goal")

# %% [markdown]
# ## 5. The policy: what to do with a roll, and when to stop
#
# Timer 4, first roll 1 cross and 2 explosions (Appendix A's first roll): every legal placement
# with its exact odds under optimal play afterwards, best first.

# %%
sol4 = solved[4]
odds_table(sol4.options((), 1, 2), "Timer 4, first roll 1 cross and 2 explosions: each placement, best first",
           label="placement")

# %% [markdown]
# And whether to stop: after Appendix A's second roll (one open explosion, 4 dice left) the
# policy rolls on; the whole policy is a table of such rows (`sol4.policy`, a PolicyTable).

# %%
board = ((0, 1), (2, 1), (1, 0))
assert not sol4.should_stop(board)
odds_table(sol4.stop_choices(board), f"Timer 4, board {bomb.board_text(board)}: roll on or stop (best first)",
           label="choice")

# %% [markdown]
# ## 6. Formulas for small cases
#
# With timer 1 only one column can be used, so with 3 dice the only line is three crosses down the
# first column. Playing to defuse, each die must end as a cross before an explosion shows:

# %%
small = solve_defuse(1, **FACES, dice=3, goal="defuse")
f = defuse_formula(small)
assert sympy.simplify(f["defused"] - C**3 / (C + E) ** 3) == 0
md("P(defused), timer 1, 3 dice, playing to defuse: {p}.", p=f["defused"])

# %% [markdown]
# The formula is that policy's odds at any faces; it equals the exact optimum where computed:

# %%
assert f["defused"].subs({C: FACES["cross"], E: FACES["explosion"]}) == small.defused
md("At the ILLUSTRATIVE faces: {p:%}.", p=small.defused)

# %% [markdown]
# ## 7. Appendix A, replayed
#
# The appendix describes its rolls in words: 1 cross and 2 explosions, then 1 and 1, then 2
# crosses. Each step is checked against the placement rules (a forbidden step raises), and the
# timer labels it prints (3, 2, 1 after starting at 4; register RA-10) follow from rule 2.

# %%
steps = appendix_a(**FACES)
Table("Appendix A, step by step", ["step", "board", "timer", "dice left", "line of 3 crosses"],
      [(s["step"], bomb.board_text(s["board"]), s["timer"], s["dice_left"], s["line"]) for s in steps],
      notes="a board: columns left to right, each from the top; X a cross, * an explosion")

# %%
assert [s["timer"] for s in steps] == [3, 2, 1]
assert [s["dice_left"] for s in steps] == [6, 4, 2]
assert steps[-1]["line"] and steps[-1]["open_dice"] == 0

# %% [markdown]
# The last choice: option 1 (the vertical line) leaves one open explosion to a Stability check,
# option 2 (the diagonal) leaves none. Exact odds at the illustrative faces:

# %%
last = steps[-1]["odds"]
assert last["option 2"] == (1, 0)
assert last["option 1"][0] == FACES["cross"] / (FACES["cross"] + FACES["explosion"])
odds_table(last, "Appendix A, the last choice", label="option")

# %% [markdown]
# The first choice: at these illustrative faces, the appendix's option 3 is not the best; option 2
# (close a column at once and open the next) is. With other faces that can change.

# %%
first = steps[0]["odds"]
assert steps[0]["best"] == steps[0]["options"]["option 2"]
odds_table(first, "Appendix A, the first choice", label="option")

# %% [markdown]
# Appendix A takes a Rules value like every rule function; under a taller board (`bomb_rows=6`) the
# same rolls stay legal and roll 3 has one more legal result. The golden transcript
# (`tests/golden/rogue_agent_appendix_a.txt`, made by `scripts/golden.py`) is this text:

# %%
from edgekit import readings  # noqa: E402
from edgekit.rogue_agent import appendix_a_transcript  # noqa: E402

tall = appendix_a(rules=readings.defaults("Rogue Agent").replace(bomb_rows=6))
assert [s["legal_results"] for s in tall] == [3, 3, 7] and [s["legal_results"] for s in steps] == [3, 3, 6]
print(appendix_a_transcript(**FACES))

# %% [markdown]
# ## 8. Rival readings side by side (timer 3, goal score)

# %%
rivals = {"default": {}, "bomb_rows=5": {"bomb_rows": 5}, "bomb_columns=4": {"bomb_columns": 4},
          "bomb_fourth_explosion=new_column": {"bomb_fourth_explosion": "new_column"},
          "bomb_open_column=fails": {"bomb_open_column": "fails"},
          "stability_variant=simplified": {"stability_variant": "simplified"},
          "bomb_fourth_check=yes": {"bomb_fourth_check": "yes"}}
by_reading = {name: solve_defuse(3, **FACES, **kw) for name, kw in rivals.items()}
odds_table(by_reading, "Timer 3, goal score: the rival readings", label="reading")

# %% [markdown]
# ## 9. Play it
#
# Roll, see every placement with its exact odds (best first), place, stop. The seed fixes the rolls;
# `BombGame(script=[(1, 2), (1, 1), (2, 0)])` replays Appendix A.

# %%
BombGame(timer=4, seed=7)

# %% [markdown]
# ## 10. Explore the odds by timer
#
# Change the goal, the (illustrative) faces and the readings. A new setting needs six exact solves
# (well under a second; a new board shape a little longer); a setting seen before is instant.

# %%
explorer

# %% [markdown]
# ## What we learned

# %%
t1, t6 = by_timer[1], by_timer[6]
best = max(by_reading, key=lambda k: by_reading[k].defused)
md("With 9 dice, optimal play for the default goal and the ILLUSTRATIVE faces (c = 1/3, e = 1/6), "
   "one attempt defuses the Bomb with {d1:%} at timer 1 and {d6:%} at timer 6, and explodes with "
   "{x1:%} and {x6:%}. The goal is the definition of \"as well as possible\": at timer 3 playing "
   "only to defuse gives {gd:%} defused and {gdx:%} exploded, against {sd:%} and {sdx:%} for the "
   "default score. The Stability check variant matters (3 circuit dice: {full:%} full against "
   "{simp:%} simplified), and of the rival readings at timer 3 the kindest is **{best}** ({bd:%}). "
   "In Appendix A's first choice the appendix's option 3 is not the best at these faces; option 2 is.",
   d1=t1.defused, d6=t6.defused, x1=t1.exploded, x6=t6.exploded, gd=goals["defuse"].defused,
   gdx=goals["defuse"].exploded, sd=goals["score"].defused, sdx=goals["score"].exploded,
   full=table["full"][3], simp=table["simplified"][3], best=best, bd=by_reading[best].defused)

# %%
assert by_timer[3].defused == goals["score"].defused == solved[3].defused
assert goals["defuse"].defused >= goals["score"].defused and goals["safe"].exploded <= goals["score"].exploded
assert (table["full"][3], table["simplified"][3]) == (sympy.Rational(14, 27), sympy.Rational(17, 24))
assert by_reading[best].defused >= by_reading["default"].defused
assert steps[0]["best"] == steps[0]["options"]["option 2"] and last["option 2"] == (1, 0)
