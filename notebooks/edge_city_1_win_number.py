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
# # Edge City 1: the Win Roll and the Win Number table
#
# **The question:** when a Ripper rolls two dice against a Win Number, what are the odds, and what
# is the Win Number for each Status and modifier, given that the printed table is cut off?
#
# ## Rules in play
# 1. **Win Roll** (Edge City 8.4): roll two dice; a total at or below the Win Number W succeeds.
# 2. **Rule of 2 and 12** (Edge City 8.5.1): a 2 always succeeds, a 12 always fails.
# 3. **Table 1.0** (Edge City 8.4, Table 1.0): W is found by crossing the Ripper's Status row with
#    the action's Die Roll Modifier R; the right-hand column is "3+".
# 4. **Status and Level** (Edge City 9.1.1, 9.1.2): each Status title has a Level number.
#
# Our copy of the rulebook prints Table 1.0 only up to four Hackolyte cells. Everything else is
# **reconstructed** and is marked so wherever it appears.

# %%
from fractions import Fraction

import matplotlib.pyplot as plt

from edgekit import readings
from edgekit.display import md, show
from edgekit.edge_city import (
    level, status_levels, two_dice, win_number, win_number_source, win_probability,
)
from edgekit.edge_city.rules.win import R_MAX, R_MIN, table_1_0
from edgekit.plots import bar_dist
from edgekit.widgets.win_number import WinNumberExplorer, table_figure

# %% [markdown]
# ## 1. Two dice
#
# A Win Roll is the total of two six-sided dice. Every total and its exact chance:

# %%
bar_dist(two_dice(), title="Two dice: the total (Edge City 8.4)", xlabel="total");

# %% [markdown]
# ## 2. The Rule of 2 and 12
#
# Without 8.5.1, a Win Number of 12 or more would be a sure thing and one below 2 hopeless. With
# it, the chance of success is never below 1/36 (a 2) nor above 35/36 (anything but a 12). So every
# W of 11 or more gives the same 35/36, and every W of 2 or less the same 1/36.

# %%
wins = {w: win_probability(w) for w in range(0, 15)}
show(wins, "P(success) by Win Number W (Edge City 8.4, 8.5.1)", columns=["Win Number W", "P(success)"],
     kind="prob")

# %%
assert win_probability(2) == Fraction(1, 36) and win_probability(-5) == Fraction(1, 36)
assert win_probability(7) == Fraction(21, 36)
assert win_probability(11) == win_probability(12) == win_probability(99) == Fraction(35, 36)

# %%
fig, ax = plt.subplots(figsize=(7, 3))
ax.step(list(wins), [float(p) for p in wins.values()], where="mid")
ax.set(xlabel="Win Number W", ylabel="P(success)", title="P(win) by W, with the Rule of 2 and 12")
ax.set_ylim(0, 1);

# %% [markdown]
# ## 3. Status titles and Levels
#
# Only Wannabee (0) and Hackolyte (1) have a printed Level. The combat example says a Hacker is
# Level 2 (11.5.4.1). Master Hacker and Hacker Legend are reconstructed: Randi 1101's Win Numbers in
# the Rip example (11.6.5.1) only fit a Hacker Legend of Level 4, which leaves 3 for Master Hacker.

# %%
show(list(status_levels().values()), "Status titles and Levels (Edge City 9.1.1, 9.1.2)")

# %% [markdown]
# ## 4. Table 1.0: what is printed and how the rest is filled in
#
# Every printed cell fits one rule: **W = max(2, 7 + Level + min(R, 3))**. This is the default
# reading `table_rows="linear"`. It is a reconstruction: no printed cell tests the Hacker, Master
# Hacker or Hacker Legend rows. The rival readings cap each row:

# %%
readings.get("table_rows")

# %% [markdown]
# The worked examples that look up Table 1.0 all agree with the default reading:

# %%
assert win_number("Wannabee", -1) == 6            # Mr Grizzly, Edge City 11.5.4.1
assert win_number("Hacker Legend", -3) == 8       # Randi 1101, Real Space Stealth, Edge City 11.6.5.1
assert win_number("Hacker Legend", -5) == 6       # Randi 1101, Defend roll, Edge City 11.6.5.1
assert level("Hacker") == 2                       # Helper of Mankind, Edge City 11.5.4.1
assert win_number_source("Wannabee", 3) == "printed"
assert win_number_source("Hacker", 0) == "reconstructed"

# %% [markdown]
# The whole table as exact chances of success. Reconstructed cells are hatched and starred:

# %%
table_figure();

# %% [markdown]
# ## 5. Rival readings side by side
#
# Where the readings disagree. A Hackolyte at R = 3 or more: the linear rule gives W 11 (35/36);
# capping rows at W 10 gives 33/36. And a Hacker Legend at R = -9: is the -7 column "-7 or
# less" (W 4) or does the rule run on past the edge (W 2)?

# %%
side_by_side = {
    (s, r, rows, edge): win_number(s, r, table_rows=rows, column_edge=edge)
    for s, r in [("Hackolyte", 3), ("Hacker Legend", 3), ("Hacker Legend", -9)]
    for rows in ("linear", "cap_10") for edge in ("clamp", "extend")
}
show(side_by_side, "W under the rival readings of Table 1.0",
     columns=["Status", "R", "table_rows", "column_edge", "W"])

# %%
assert win_number("Hackolyte", 3) == 11 and win_number("Hackolyte", 3, table_rows="cap_10") == 10
assert win_probability(11) - win_probability(10) == Fraction(2, 36)
assert win_number("Hacker Legend", -9) == 4 and win_number("Hacker Legend", -9, column_edge="extend") == 2

# %% [markdown]
# ## 6. Explore
#
# Choose a Status, an R and the readings. The explorer shows W, the exact chance, whether the cell
# is printed or reconstructed, and the rules behind it; the table below outlines the chosen cell.

# %%
WinNumberExplorer(status="Hackolyte", r=-2)

# %% [markdown]
# ## What we learned

# %%
cells = table_1_0(list(range(R_MIN, R_MAX + 1)))
rebuilt = sum(c["source"] == "reconstructed" for c in cells.values())
md("- **The odds of a Win Roll:** P(win) climbs from {lo:%} at W 2 or less to {hi:%} at W 11 or more; "
   "the Rule of 2 and 12 makes every W of 11 or more the same, and W 7 is {mid:%}.\n"
   "- **Table 1.0:** the printed cells and all three worked examples fit one linear rule, "
   "W = max(2, 7 + Level + min(R, 3)), but {rebuilt} of the {n} cells are reconstructed, and every "
   "Rip and Theft chance for a Hacker or better rests on them.\n"
   "- **Where the readings differ:** a Hackolyte at R 3+ has W {lin} (linear) or {cap} (capped at 10), "
   "a difference of {gap:%} in the chance to win.",
   lo=wins[2], hi=wins[11], mid=wins[7], rebuilt=rebuilt, n=len(cells),
   lin=side_by_side[("Hackolyte", 3, "linear", "clamp")],
   cap=side_by_side[("Hackolyte", 3, "cap_10", "clamp")], gap=win_probability(11) - win_probability(10))

# %%
assert (wins[2], wins[11], wins[7]) == (Fraction(1, 36), Fraction(35, 36), Fraction(7, 12))
assert (rebuilt, len(cells)) == (40, 55)
assert side_by_side[("Hackolyte", 3, "linear", "clamp")] == 11
assert side_by_side[("Hackolyte", 3, "cap_10", "clamp")] == 10
