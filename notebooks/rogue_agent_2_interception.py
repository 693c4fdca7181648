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
# # Rogue Agent 2: intercepting a Criminal
#
# **The question:** when one Agent tries to take another's Criminals, how do the dice get shared out and
# how likely is the interception to succeed, for every way the dice can be shared?
#
# ## Rules in play
# 1. **Handing out the dice** (Rogue Agent: Justice: Intercept a Criminal; Hire): the defender first takes a
#    green die per own Informant in the district; then the interceptor may take up to three dice at 1 fuel
#    each; then the defender may buy the green dice left at 1 fuel each.
# 2. **Cancelling** (Rogue Agent: Justice: Intercept a Criminal): each fuel symbol on the defender's dice
#    cancels one of the interceptor's; a surviving fuel symbol means success.
# 3. **No more dice than exist** (Rogue Agent: Dice Rules).
#
# The chance that a die shows fuel is unknown (register RA-03), so it is a symbol, `green_fuel`, and every
# answer is a polynomial in it.

# %%
from fractions import Fraction

import matplotlib.pyplot as plt
import sympy

from edgekit import readings
from edgekit.display import Table, md
from edgekit.plots import heatmap
from edgekit.rogue_agent import (
    FUEL, ILLUSTRATIVE_MIX, allocations, interception_odds, interception_probability, interception_table,
)

# %% [markdown]
# ## 1. Cancelling fuel symbols
#
# With a attacker dice and d defender dice the interception succeeds when the attacker's fuel symbols
# outnumber the defender's. One die against none succeeds with P(fuel); one against one needs the
# attacker's fuel and no defending fuel:

# %%
assert interception_probability(1, 0, fuel=FUEL) == FUEL
assert sympy.expand(interception_probability(1, 1, fuel=FUEL) - FUEL * (1 - FUEL)) == 0
sympy.factor(interception_probability(3, 2, fuel=FUEL))

# %% [markdown]
# The same call takes an exact number; a float is refused, because it cannot be an exact chance.

# %%
interception_probability(3, 2, fuel=Fraction(1, 3))

# %% [markdown]
# The symbol is the same `green_fuel` that a face mix fills in, so the ILLUSTRATIVE mix (invented: 2 fuel
# faces in 6 on a green die) gives its number directly:

# %%
interception_probability(3, 2, fuel=FUEL).xreplace(ILLUSTRATIVE_MIX.substitutions(("fuel",), ("green",)))

# %%
try:
    interception_probability(3, 2, fuel=0.33)
except TypeError as e:
    print(e)

# %% [markdown]
# ## 2. Who gets which dice
#
# Which dice the interceptor takes is not said; the defender buys "the remaining green dice". The reading
# `intercept_dice` (register RA-18) says whether all of them come from one green supply (default) or
# the interceptor's dice come from elsewhere. With three green dice (our hypothesis, `special_dice_split`)
# and one Informant, these are the legal hand-outs:

# %%
readings.get("intercept_dice")

# %%
Table("The legal hand-outs with one Informant (default readings)",
      ["interceptor dice", "defender dice", "interceptor's fuel", "defender's fuel"],
      [(r["attacker_dice"], r["defender_dice"], r["attacker_fuel"], r["defender_fuel"])
       for r in allocations(1)])

# %% [markdown]
# ## 3. A table over the allocations
#
# Every allocation with no Informants and with one, as formulas:

# %%
Table("P(interception succeeds), no Informants, in green_fuel", ["interceptor dice", "defender dice",
                                                                 "P(success)"],
      [(a, d, sympy.factor(v)) for (a, d), v in interception_table(0).items() if a])

# %% [markdown]
# And as a heatmap of exact values at P(fuel) = 1/3 (a value we picked for the picture, not the game's):
# rows are the interceptor's dice, columns the defender's; cells marked "n/a" are not legal under that
# reading with no Informants. Under `attacker_any` every cell up to 3 by 3 is legal.

# %%
x = Fraction(1, 3)
fig, axes = plt.subplots(1, 2, figsize=(10, 3.4))
for ax, reading in zip(axes, ("green_shared", "attacker_any")):
    table = interception_table(0, fuel=x, intercept_dice=reading)
    cells = {(a, d): table.get((a, d), 0) for a in range(4) for d in range(4)}
    heatmap(cells, range(4), range(4), ax=ax, text=lambda p: "", xlabel="defender dice",
            ylabel="interceptor dice", title=f"P(success), fuel = 1/3 (our pick), {reading}")
    for (a, d), v in cells.items():
        ax.text(d, a, str(table[(a, d)]) if (a, d) in table else "n/a", ha="center", va="center",
                fontsize=7, color="white" if v < 0.55 else "black")
fig.tight_layout()

# %% [markdown]
# The same grid (default reading), each cell labelled with its formula in f = P(fuel); the colour is still
# the value at f = 1/3.

# %%
table = interception_table(0)
f = sympy.Symbol("f")
fig, ax = plt.subplots(figsize=(9, 3.4))
cells = {(a, d): table[(a, d)].subs(FUEL, x) if (a, d) in table else 0 for a in range(4) for d in range(4)}
heatmap(cells, range(4), range(4), ax=ax, text=lambda p: "", xlabel="defender dice",
        ylabel="interceptor dice", title="P(success) in f = P(fuel); default reading, no Informants")
for (a, d), v in cells.items():
    label = str(sympy.factor(table[(a, d)].subs(FUEL, f))) if (a, d) in table else "n/a"
    ax.text(d, a, label, ha="center", va="center", fontsize=6, color="white" if v < 0.55 else "black")
fig.tight_layout()

# %% [markdown]
# ## 4. Best play
#
# More dice never hurt their owner (the chance rises with the interceptor's dice and falls with the
# defender's), so the interceptor takes all it may and the defender buys the rest. Against an Agent
# with k Informants:

# %%
best = {k: interception_odds(k) for k in range(4)}
Table("Best play against an Agent with k Informants", ["Informants", "interceptor dice", "defender dice",
                                                       "P(success)"],
      [(k, v["attacker_dice"], v["defender_dice"], sympy.factor(v["p"])) for k, v in best.items()])

# %% [markdown]
# A picture: the success chance under best play as P(fuel) goes from 0 to 1, for 0 to 2 Informants
# (floats only for the curve).

# %%
fig, ax = plt.subplots(figsize=(6, 3))
xs = [Fraction(i, 60) for i in range(61)]
for k in range(3):
    p = best[k]["p"]
    ax.plot([float(t) for t in xs], [float(p.subs(FUEL, t)) for t in xs], label=f"{k} Informant(s)")
ax.set(xlabel="P(a die shows fuel)", ylabel="P(interception succeeds)", title="best play")
ax.legend();

# %% [markdown]
# Worked checks: with no Informants and one die each way, the interceptor wins exactly when it rolls fuel
# and the defender does not; with every green die in the defender's hand the interceptor has nothing.

# %%
assert interception_odds(0, attacker_fuel=1, defender_fuel=1)["p"] == sympy.expand(FUEL * (1 - FUEL))
assert interception_odds(3)["p"] == 0

# %% [markdown]
# ## What we learned

# %%
third = {k: best[k]["p"].subs(FUEL, x) for k in range(4)}
md("An interception succeeds when the interceptor's fuel symbols outnumber the defender's; since the fuel "
   "faces are unknown, each answer is a polynomial in P(fuel): 3 dice against 2 give {f32}. Under best "
   "play the interceptor takes every green die it may and the defender buys the rest; at P(fuel) = 1/3 "
   "(our pick, not the game's) that succeeds with {p0:%} against an Agent with no Informants, {p1:%} with "
   "one, and {p3:%} with three (the defender then holds every green die).",
   f32=sympy.factor(interception_probability(3, 2, fuel=FUEL)), p0=third[0], p1=third[1], p3=third[3])

# %%
assert third[3] == 0 and third[0] > third[1] > third[2] >= third[3]
assert interception_probability(3, 2, fuel=x) == interception_probability(3, 2, fuel=FUEL).subs(FUEL, x)
