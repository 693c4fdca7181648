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
# # The readings explorer: which unclear rules change the odds, and by how much?
#
# **The question:** of all the places where the rulebooks are unclear, cut off or contradict
# themselves, which ones should a group settle before playing, because they move the numbers?
#
# Every such place is a **reading** in edgekit: a named switch with options, a default and the
# reason for it, and the sections it concerns. This notebook is built from the registry
# (`edgekit.readings.all()`), so it grows by itself as readings are added.
#
# ## How this notebook works
# 1. **The readings, by game**: each reading's question, options (default marked, with why), the
#    sections cited, and the quantities it changes.
# 2. **How much each ambiguity matters**: for each reading, its *headline quantities* (for example
#    P(win) in the cells of Table 1.0 it fills in) are computed under every option with edgekit's
#    own functions (`edgekit.headlines`); the largest change in any headline probability is its
#    score. A reading whose headlines are not wired up yet says "no headline computed yet".
# 3. **Explore**: switch any reading between its options and watch its headlines change; for Edge
#    City and Rogue Agent, also how the option moves a whole game (simulated, with 95% intervals);
#    and play any option of Edge City, Rogue Agent or Matrix out yourself, in paired whole games.

# %%
from IPython.display import HTML, Markdown, display
from sympy import Rational

from edgekit import headlines, readings
from edgekit import matrix as mx
from edgekit.display import as_table, md, percent
from edgekit.headlines.whole_game import what_if
from edgekit.widgets.readings import ReadingsExplorer, impact_figure, impact_html, readings_html

# %% [markdown]
# ## 1. The readings, by game

# %%
for game in readings.GAMES:
    if readings.by_game(game):
        display(Markdown(f"### {game}"), HTML(readings_html(game)))

# %% [markdown]
# ### One Rules value per game
#
# The readings of one game together are its **Rules**: one frozen value, shown whole, that every
# rule function of that game takes as `rules=`. A group that settles its readings writes them down
# once, as changes from the defaults, and passes that value around; each reading's own keyword
# stays as a shorthand for one change.

# %%
table_rules = readings.defaults("Edge City").replace(natural_12="plain_failure", table_rows="cap_10")
as_table(table_rules.changed(), "A table's Edge City rules: the changes from the defaults",
         columns=["reading", "option chosen"])

# %% [markdown]
# Every rule function says which readings it used and which sections it follows, whatever kind of
# value it returns (`explain`). Here, a Hacker Legend's Win Number at R = -3 under those rules
# (Randi 1101's look-up in Edge City 11.6.5.1 gives 8, and a cap at 10 does not touch it):

# %%
from edgekit.edge_city import win_number

answer = win_number.explain("Hacker Legend", -3, rules=table_rules)
assert answer.value == 8 and answer.readings["table_rows"] == "cap_10"
assert win_number("Hacker Legend", -3, rules=table_rules) == \
    win_number("Hacker Legend", -3, table_rows="cap_10")
answer

# %% [markdown]
# ## 2. How much each ambiguity matters
#
# The largest change each reading causes in any of its headline probabilities, largest first.
# Win Numbers and other counts (layouts, dice, EB) are shown in the explorer but not scored: only
# chances are compared, so a reading that changes only counts says so. Where the rulebook leaves a
# number unknown (the Rogue Agent dice faces, a separate Data Space MSM), the headlines either give
# the formula or say which value they assume: a change "if the MSM were 5" is a question to settle,
# not a fact about the game.

# %%
HTML(impact_html())

# %%
fig = impact_figure()

# %% [markdown]
# Two readings of Table 1.0, checked by hand. Below the printed columns a Hacker Legend at R = -10
# rolls against W 4 if the -7 column means "-7 or less" (6/36), but against W 2 if the row's rule
# runs on (1/36): a change of 5/36. Capping rows at W 10 turns a Hackolyte's W 11 at R = 3+ into
# W 10, from 35/36 to 33/36: a change of 2/36.

# %%
assert headlines.impact("column_edge").change == Rational(5, 36)
assert headlines.impact("table_rows").change == Rational(2, 36)
assert {r.id for r in readings.all()} == {i.reading for i in headlines.impacts()} | {
    r.id for r in headlines.missing()}

# %% [markdown]
# ## 3. Explore
#
# Choose a reading and one of its options. The table shows every headline quantity under every
# option, the chosen column highlighted; the chart draws the headline probabilities. Below them,
# for a reading of Edge City or Rogue Agent, its **whole-game headline**: game length, win shares,
# Influence by source, Bombs and how often each action is taken, under every option, over the same
# 400 seeded games (common random numbers), with each option's difference from the default. These
# are **simulation estimates with 95% intervals**, read from a stored table
# (`edgekit.headlines.whole_game`, made by `python scripts/whole_game_headlines.py`), not exact
# values; a reading the game never looks up says so, with the reason.

# %%
ReadingsExplorer("column_edge")

# %% [markdown]
# ### Play it out yourself
#
# The stored table covers the readings' options over the headlines' seats. Any other change a group
# wonders about, a reading, a deck or face mix, a house rule given as a game parameter, gets the same
# kind of answer live: **Play it out** under the explorer plays the chosen option against the default
# in paired whole games (a progress bar shows how far it is), and `what_if` does it from code. Game i
# has the same seed under both games (the same dice wherever the two games agree), so the difference
# is estimated game by game: a paired difference with its 95% interval. Here: a Matrix run where a
# breaker that reaches a data fort must stay there (Matrix step 1, step 7; reading `matrix_fort_exit`),
# 200 runs of each.

# %%
stays = what_if(mx.game(), {"matrix_fort_exit": "stays"}, n=200)
stays

# %%
win = "return: seat 0 (default)"
d = stays.differences[win]
assert d.exact_sample == stays.changed[win].exact_sample - stays.default[win].exact_sample  # paired, exact
assert d.n == 200 and d.low <= d.value <= d.high

# %% [markdown]
# ## What we learned

# %%
ranked = [i for i in headlines.impacts() if i.label and not i.change.free_symbols]
top = ranked[:3]
moves = sum(1 for i in ranked if i.change > 0)
small = sum(1 for i in ranked if 0 < i.change < Rational(1, 100))
md("- **Every unclear rule is one switch**, {n} of them across the games, and its effect on the odds is "
   "computed, not argued about ({missing} without a headline yet).\n"
   "- **Settle these first**, they move a headline probability most: {r1} (by {c1}), {r2} (by {c2}) "
   "and {r3} (by {c3}; the exact changes are in the table above).\n"
   "- **{moves} readings move some headline probability**; {small} of them by less than one percentage "
   "point, so those barely change a game. The others change only counts (layouts, Win Numbers), or "
   "nothing at all.\n"
   "- **Any change can be played out**: a Matrix breaker held on a data fort moves a run's P(win) by "
   "{dw:+.1f} percentage points (95% interval {lo:+.1f} to {hi:+.1f}) over {runs} paired runs, a "
   "simulation estimate.",
   n=len(readings.all()), missing=len(headlines.missing()), r1=top[0].reading, c1=percent(top[0].change),
   r2=top[1].reading, c2=percent(top[1].change), r3=top[2].reading, c3=percent(top[2].change), moves=moves,
   small=small, dw=100 * d.value, lo=100 * d.low, hi=100 * d.high, runs=d.n)

# %%
assert [i.change for i in top] == sorted((i.change for i in top), reverse=True) and top[0].change > 0
assert len(readings.all()) == len(headlines.impacts()) + len(headlines.missing())
assert headlines.impact("column_edge").change == Rational(5, 36) and 0 < small < moves
