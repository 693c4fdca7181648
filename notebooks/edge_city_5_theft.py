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
# # Edge City 5: Theft from the Tech Plex
#
# **The question:** what are the odds that a Ripper of each Status, with a given set of Tech,
# steals a card from the Tech Plex, and how much do the unclear parts of the rule matter?
#
# ## Rules in play
# 1. **Theft strength** (Edge City 11.8.1 step 1, 11.4.5.2): SWAT Attack Tech at full value, plus
#    SWAT Stealth Tech at half value, rounded down, at least 1.
# 2. **The modifier** (Edge City 11.8.1 step 2): R = T - 3, less 1 for each repeated attempt made
#    without Travel or a wait between.
# 3. **The Win Number** (Edge City 11.8.1, 8.4, Table 1.0): the Ripper's Status row at R.
# 4. **Results** (Edge City 11.8.2, 8.5.1): success takes a card; failure costs COOL; a 12 always fails.
#
# Readings in play: `theft_halving` (register EC-14), `theft_msm` (EC-08), `natural_12` (EC-17),
# `table_rows` and `column_edge` (EC-01, EC-03). Repeated attempts (EC-15) are the parameter
# `prior_attempts`. Cells marked * come from the **reconstructed** part of Table 1.0.

# %%
import matplotlib.pyplot as plt
from sympy import Rational as R

from edgekit import readings
from edgekit.display import Table, md, show
from edgekit.edge_city import (
    STATUSES, THEFT_MSM, theft_answer, theft_outcome, theft_probability, theft_strength, theft_table,
)
from edgekit.plots import bar_dist, heatmap
from edgekit.widgets.theft import TheftExplorer

# %% [markdown]
# ## 1. Theft with no Tech
#
# With no Tech T = 0, so R = -3 and W = 4 + Level. Only the Wannabee cell (W 4) is printed; the
# Hackolyte row is printed only down to R -4, so from Hackolyte up these are reconstructed cells.

# %%
Table("Theft with no Tech, by Status (R = -3)", ["Status", "W", "P(success)", "Table 1.0 cell"],
      [(s, theft_answer(s).value["W"], theft_probability(s), theft_answer(s).value["source"])
       for s in STATUSES],
      bar="P(success)", cite="Edge City 11.8.1, 8.4, Table 1.0")

# %%
assert [theft_probability(s) for s in STATUSES] == [R(1, 6), R(5, 18), R(5, 12), R(7, 12), R(13, 18)]
assert theft_answer("Wannabee").value["source"] == "printed"
assert theft_answer("Hackolyte").value["source"] == "reconstructed"

# %% [markdown]
# ## 2. What can happen
#
# A failed Theft costs COOL (11.8.2). A 12 fails whatever W is; whether it also costs COOL is the
# `natural_12` reading (default `ends_action`: it keeps COOL). A Wannabee with no Tech:

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 2.8))
for ax, opt in zip(axes, ("ends_action", "plain_failure")):
    bar_dist(theft_outcome("Wannabee", natural_12=opt), ax=ax, xlabel="",
             title=f"natural_12={opt}" + (" (default)" if opt == "ends_action" else ""))
fig.tight_layout()

# %% [markdown]
# ## 3. Status x Tech
#
# P(success) by Status and SWAT Attack Tech (no Stealth cards), default readings; * = a
# reconstructed Table 1.0 cell.

# %%
attacks = list(range(0, 7))


def theft_heatmap(title, rules=None):
    t = theft_table(attacks, rules=rules)
    marked = {k for k, v in t.items() if v["source"] == "reconstructed"}
    return heatmap({k: v["P"] for k, v in t.items()}, STATUSES, attacks, marked=marked,
                   xlabel="SWAT Attack Tech", ylabel="Status", title=title)


theft_heatmap("P(Theft succeeds), default readings (* reconstructed)");

# %% [markdown]
# ## 4. Halving Stealth Tech (register EC-14)
#
# 11.4.5.2 halves each Stealth card; 11.8.1 can be read as halving the sum; and "at least 1" might
# even apply with no card at all.

# %%
readings.get("theft_halving")

# %%
hands = {"no card": [], "+1": [1], "+2": [2], "+1 and +1": [1, 1], "+3 and +3": [3, 3]}
show({opt: {h: theft_strength(0, cards, theft_halving=opt) for h, cards in hands.items()}
      for opt in readings.get("theft_halving").options},
     "Theft strength T from SWAT Stealth cards alone, by the theft_halving reading", kind="number")

# %% [markdown]
# With no Stealth card only `sum_min_one` differs: it moves every row one step up.

# %%
theft_heatmap("theft_halving=sum_min_one (* reconstructed)",
              readings.defaults("Edge City").replace(theft_halving="sum_min_one"));

# %% [markdown]
# Two +1 Stealth cards and no Attack Tech, by Status, under each halving reading (default `per_card`):

# %%
two_cards = {opt: {s: theft_probability(s, swat_stealth=[1, 1], theft_halving=opt) for s in STATUSES}
             for opt in readings.get("theft_halving").options}
show(two_cards, "P(success) with two +1 Stealth cards, by Status and the theft_halving reading", kind="prob")

# %%
assert theft_probability("Wannabee", theft_halving="sum_min_one") == R(5, 18)
assert theft_strength(0, [1, 1]) == 2 and theft_strength(0, [1, 1], theft_halving="on_sum") == 1

# %% [markdown]
# ## 5. "T - 3" or a missing table value (register EC-08)
#
# 5.8 says Table 3.0 covers Theft, but step 2 of 11.8.1 prints a plain 3. If the 3 stands for a
# Table 3.0 value M we do not have, P(success) is a step function of M. For a Hacker with no Tech:

# %%
p_hacker = theft_probability("Hacker", theft_msm="table_3_0")
show({m: p_hacker.subs(THEFT_MSM, m) for m in range(0, 8)},
     "A Hacker with no Tech: P(success) by the unknown M",
     columns=["M (in place of the 3)", "P(success)"], kind="prob")

# %%
assert p_hacker.subs(THEFT_MSM, 3) == theft_probability("Hacker") == R(5, 12)

# %% [markdown]
# ## 6. The reconstructed rows (register EC-01)
#
# Every row above Wannabee leans on the reconstructed Table 1.0. Where the linear rule gives W 11 or
# more, a cap on the rows would cut the odds. The Hacker Legend row, by Attack Tech, under each
# `table_rows` reading (default `linear`):

# %%
legend = {opt: {f"+{a}": theft_probability("Hacker Legend", swat_attack=a, table_rows=opt) for a in attacks}
          for opt in readings.get("table_rows").options}
show(legend, "A Hacker Legend's P(success) by SWAT Attack Tech, under each table_rows reading", kind="prob")

# %% [markdown]
# ## 7. Trying again (register EC-15)
#
# Each Theft attempt made without Travel or a wait in between adds another -1 to R. What resets the
# count is not said, so it is a parameter. A Master Hacker with +1 Attack Tech:

# %%
fig, ax = plt.subplots(figsize=(6, 2.8))
ks = list(range(0, 7))
ax.plot(ks, [float(theft_probability("Master Hacker", swat_attack=1, prior_attempts=k)) for k in ks], "o-")
ax.set(xlabel="earlier attempts without Travel or a wait", ylabel="P(success)",
       title="Master Hacker*, +1 Attack: the cumulative -1 (* reconstructed row)")
ax.set_ylim(0, 1);

# %%
# T = 1, so R = -2 - k: W 8 on a first attempt, W 6 on the third
assert theft_probability("Master Hacker", swat_attack=1) == R(26, 36)
assert theft_probability("Master Hacker", swat_attack=1, prior_attempts=2) == R(15, 36)

# %% [markdown]
# ## 8. Explore

# %%
TheftExplorer()

# %% [markdown]
# ## What we learned

# %%
no_tech = {s: theft_probability(s) for s in STATUSES}
md("- **With no Tech** a Wannabee steals {wannabee:%} of the time (the one printed cell), a Hacker "
   "Legend {legend:%} (a reconstructed row); each Status is a step up the Win Number.\n"
   "- **Tech:** each point of SWAT Attack Tech is a step up too; a Master Hacker with +1 Attack "
   "succeeds {mh:%}, and each attempt repeated without Travel or a wait costs a step ({mh2:%} on the "
   "third).\n"
   "- **The unclear parts:** how Stealth is halved moves a Wannabee with two +1 Stealth cards from "
   "{w_card:%} (per card) to {w_sum:%} (on the sum); reading step 2's 3 as an unknown Table 3.0 value "
   "M spans a Hacker's odds from {m7:%} (M 7) to {m0:%} (M 0); capping the rows at W 10 holds a "
   "Hacker Legend with +6 Attack at {cap:%} instead of {lin:%}. Everything above the Wannabee row "
   "rests on the reconstructed Table 1.0.",
   wannabee=no_tech["Wannabee"], legend=no_tech["Hacker Legend"],
   mh=theft_probability("Master Hacker", swat_attack=1),
   mh2=theft_probability("Master Hacker", swat_attack=1, prior_attempts=2),
   w_card=two_cards["per_card"]["Wannabee"], w_sum=two_cards["on_sum"]["Wannabee"],
   m7=p_hacker.subs(THEFT_MSM, 7), m0=p_hacker.subs(THEFT_MSM, 0),
   cap=legend["cap_10"]["+6"], lin=legend["linear"]["+6"])

# %%
assert (no_tech["Wannabee"], no_tech["Hacker Legend"]) == (R(1, 6), R(13, 18))
assert theft_probability("Master Hacker", swat_attack=1, prior_attempts=2) == R(15, 36)
assert (two_cards["per_card"]["Wannabee"], two_cards["on_sum"]["Wannabee"]) == (R(5, 12), R(5, 18))
assert (legend["linear"]["+6"], legend["cap_10"]["+6"]) == (R(35, 36), R(33, 36))
