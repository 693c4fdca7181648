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
# # Edge City 3: COOL
#
# **The question:** how often does a Ripper lose COOL, how fast does it come back, and what does a
# natural 12 do to it?
#
# ## Rules in play
# 1. **The COOL Win Number** (Edge City 9.4): 7 for every Ripper, changed only by Tech; Status does
#    not change it.
# 2. **Losing COOL** (Edge City 9.4.1, 11.5.4.2): a failed Defend roll makes a Ripper UnCOOL.
# 3. **Regaining COOL** (Edge City 9.4.1, 8.1): at the start of its turn an UnCOOL Ripper rolls
#    against its COOL Win Number; a win gives a normal turn, a loss costs the turn; UnCOOL never lasts
#    more than one turn (iT aside, 11.7).
# 4. **The Rule of 2 and 12** (Edge City 8.5.1): a 2 always wins; a 12 always fails, and the same
#    sentence says a 12 does not cost COOL.
#
# Reading in play: `natural_12` (register EC-17), registered with the Win Roll and used here.

# %%
from fractions import Fraction as F

import matplotlib.pyplot as plt
from sympy import Rational as R

from edgekit import readings
from edgekit.display import Table, md, show
from edgekit.edge_city import (
    cool_check, cool_win_number, defend_cool_outcome, p_lose_cool, regain_cool, regain_cool_probability,
    regain_roll_result, turns_missed, uncool_over_turns,
)
from edgekit.plots import bar_dist

# %% [markdown]
# ## 1. The COOL Win Number
#
# Seven, plus whatever a card adds or takes away. A Zone card that asks for "COOL + 1" is a roll
# against 8:

# %%
show({f"COOL {mod:+d}" if mod else "COOL": cool_win_number(mod) for mod in (0, +1, -1)},
     "The COOL Win Number a card asks for (Edge City 9.4)", columns=["the card asks for", "Win Number"])

# %% [markdown]
# ## 2. Regaining COOL
#
# A roll of 7 or less on two dice: 21 chances in 36.

# %%
bar_dist(regain_cool(), title="The regain roll against COOL 7 (Edge City 9.4.1)", xlabel="");

# %%
assert regain_cool_probability() == R(7, 12)
show({mod: regain_cool_probability(mod) for mod in range(-3, 4)}, "P(regain COOL) by the COOL modifier",
     columns=["modifier to COOL 7", "P(regain)"], kind="prob")

# %% [markdown]
# **Lady of Darkness** (9.4.1) lost COOL in a Rip's Defend Zone. At the start of her next turn she
# rolls a 9 against 7 and stays UnCOOL for that turn; the turn after she is COOL again without a
# roll. So a loss of COOL costs 0 or 1 turns, never 2:

# %%
assert regain_roll_result(9) == "stays UnCOOL"
turns_missed().as_table("Turns missed after a loss of COOL (Edge City 9.4.1)")

# %%
assert uncool_over_turns(2, 0, start="UnCOOL").probs() == {0: R(7, 12), 1: R(5, 12)}
assert turns_missed().mean() == R(5, 12)

# %% [markdown]
# ## 3. Many turns
#
# Say every turn a Ripper plays has a chance `p_lose` of leaving it UnCOOL by its next turn (failed
# Defend rolls, a failed Theft, a SWAT beating). Over ten turns, how many are lost? (Our model:
# COOL is only lost in turns played; see `uncool_over_turns`.)

# %%
fig, axes = plt.subplots(1, 2, figsize=(10, 2.8))
for ax, q in zip(axes, (F(1, 6), F(1, 2))):
    bar_dist(uncool_over_turns(10, q), ax=ax, xlabel="turns lost in 10", title=f"p_lose = {q}")
fig.tight_layout()

# %%
lost_in_10 = {q: uncool_over_turns(10, q).mean() for q in (F(1, 6), F(1, 3), F(1, 2), F(1))}
Table("Expected turns lost in 10, by the chance a turn played costs COOL", ["p_lose", "expected turns lost"],
      lost_in_10.items(), probs=["p_lose"])

# %% [markdown]
# Even a Ripper who loses COOL every turn it plays misses at most every other turn:

# %%
assert max(uncool_over_turns(10, 1).outcomes()) == 5

# %% [markdown]
# ## 4. The natural 12: two readings side by side (register EC-17)
#
# 8.5.1 says a 12 fails but does not cost COOL. 9.4.1 and 11.5.4.2 say a failed Defend roll does.
# Under `ends_action` (default) the special rule wins: a 12 fails, ends the action and keeps COOL.
# Under `plain_failure` the 12 is an ordinary failure and the Defend rules take COOL.

# %%
readings.get("natural_12")

# %%
COOL_RESULTS = ("UnCOOL", "keeps COOL", "natural 12, COOL kept")
defend_7 = {opt: defend_cool_outcome(7, natural_12=opt) for opt in ("ends_action", "plain_failure")}
show({opt: {k: d.prob(k) for k in COOL_RESULTS} for opt, d in defend_7.items()},
     "A Defend roll at W 7 under each reading of the natural 12", kind="prob")

# %% [markdown]
# The gap is always exactly 1/36, which matters most when W is high (the 12 is then the only way to
# fail). P(a Defend roll costs COOL) by W:

# %%
ws = list(range(2, 14))
rows = {opt: [p_lose_cool(w, natural_12=opt) for w in ws] for opt in ("ends_action", "plain_failure")}
fig, ax = plt.subplots(figsize=(7, 3))
for opt, ps in rows.items():
    ax.step(ws, [float(p) for p in ps], where="mid",
            label=opt + (" (default)" if opt == readings.get("natural_12").default else ""))
ax.set(xlabel="W of the Defend roll", ylabel="P(UnCOOL)", title="P(a Defend roll costs COOL)")
ax.legend();

# %%
assert p_lose_cool(12) == 0 and p_lose_cool(12, natural_12="plain_failure") == R(1, 36)
assert all(b - a == R(1, 36) for a, b in zip(*rows.values()))

# %% [markdown]
# A COOL-based card such as a "COOL + 1" Zone card, under each reading:

# %%
show({opt: {k: cool_check(+1, natural_12=opt).prob(k) for k in COOL_RESULTS}
      for opt in ("ends_action", "plain_failure")},
     'A "COOL + 1" card check under each reading of the natural 12', kind="prob")

# %% [markdown]
# On the **regain** roll the reading changes nothing: a 12 fails either way, and a Ripper who is
# already UnCOOL has no COOL to keep.

# %% [markdown]
# ## What we learned

# %%
md("- **How often COOL is lost:** a Defend roll at W 7 costs COOL {lose7:%} of the time under the "
   "default reading of the natural 12 ({lose7_plain:%} if the 12 is a plain failure).\n"
   "- **How fast it comes back:** the regain roll against COOL 7 wins {regain:%}; UnCOOL never lasts "
   "past one turn, so a loss of COOL costs {missed} turns on average (0 or 1, never 2). Over ten "
   "turns, a Ripper with a 1 in 6 chance of losing COOL each turn played loses {lost_sixth:%} of its "
   "turns on average, and even one who loses it every turn misses at most {most} of 10.\n"
   "- **The natural 12:** the two readings differ by exactly {gap:%} at every W; at W 12 or more "
   "the 12 is the only way to fail, so the default never costs COOL there, against {lose12_plain:%} "
   "under `plain_failure`. On the regain roll the reading changes nothing.",
   lose7=p_lose_cool(7), lose7_plain=p_lose_cool(7, natural_12="plain_failure"),
   regain=regain_cool_probability(), missed=turns_missed().mean(), lost_sixth=lost_in_10[F(1, 6)] / 10,
   most=max(uncool_over_turns(10, 1).outcomes()), gap=R(1, 36),
   lose12_plain=p_lose_cool(12, natural_12="plain_failure"))

# %%
assert p_lose_cool(7) == defend_7["ends_action"].prob("UnCOOL") == R(7, 18)
assert p_lose_cool(7, natural_12="plain_failure") == R(15, 36)
assert regain_cool_probability() == R(7, 12) and turns_missed().mean() == R(5, 12)
assert lost_in_10[F(1, 6)] == F(30608105139434645, 51998697814228992)
assert max(uncool_over_turns(10, 1).outcomes()) == 5 and p_lose_cool(12) == 0
