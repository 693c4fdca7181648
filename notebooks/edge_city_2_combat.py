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
# # Edge City 2: Ripper against Ripper
#
# **The question:** when one Ripper attacks another, how likely is each line of Table 2.0, and how
# much DP changes hands?
#
# ## Rules in play
# 1. **Attack combat** (Edge City 11.5.1): SWAT only in the same Sprawl Zone; ICE from any Sprawl Zone.
# 2. **Strengths and R** (Edge City 11.5.3.1): A is the attacker's Attack Tech; D is the defender's
#    Defend Tech plus the defender's Level (9.1.2); R = A - D; W comes from the *attacker's* Status
#    row of Table 1.0.
# 3. **The Win Roll** (Edge City 8.4) and the **Rule of 2 and 12** (Edge City 8.5.1).
# 4. **Results** (Edge City 11.5.4.1, Table 2.0): the margin W - roll picks a row: a failure pays the
#    defender DP equal to the attacker's Level; a win lets a SWAT attacker make the loser UnCOOL and
#    an ICE attacker take DP; margins of 2, 3 and 4+ open card results instead.
# 5. **ICE DP** (Edge City 11.5.4.1, 10.1.1.1): a die roll of DP, times the Level difference when the
#    loser has the higher Status; a loser with Levels but no DP cards cashes in Status at 8 DP a title.
#
# Readings in play: `combat_margins` and `combat_or_less` (register EC-18), `ice_dp_die` (EC-16),
# and the Table 1.0 readings `table_rows` and `column_edge` (EC-01, EC-03).

# %%
import matplotlib.pyplot as plt

from edgekit import readings
from edgekit.display import Table, md, show
from edgekit.edge_city import (
    BANDS, attack_r, attack_win_number, combat_margin_dist, defender_dp_gain, ice_attack_dp, ice_dp_owed,
    ice_dp_payment, p_card_available, ripper_combat, table_2_0,
)
from edgekit.plots import bar_dist, heatmap
from edgekit.widgets.combat import CombatExplorer, band_bars

# %% [markdown]
# ## 1. Strength, R and W: Mr Grizzly's attack
#
# In the worked example (11.5.4.1) Mr Grizzly, a Wannabee with a +2 ICE attack program, attacks
# Helper of Mankind, a Hacker (Level 2) with a +1 ICE defence program. The defender's Level joins
# his Defend Tech, so R = 2 - (1 + 2) = -1, and the Wannabee row gives W 6.

# %%
grizzly = ripper_combat("Wannabee", "Hacker", attack_tech=2, defend_tech=1, combat="ICE")
grizzly.as_table("Mr Grizzly's ICE attack on Helper of Mankind (Edge City 11.5.4.1)")

# %%
assert attack_r(2, 1, "Hacker") == -1
assert attack_win_number("Wannabee", 2, 1, "Hacker") == 6 == grizzly.w
assert grizzly.w_source == "printed"

# %% [markdown]
# ## 2. Table 2.0 at W 6
#
# The margin is W minus the roll. A 12 is always a failure, a 2 always a success (8.5.1). At W 6:

# %%
band_bars(grizzly.bands, title="Mr Grizzly's attack: Table 2.0 rows at W 6");

# %%
from sympy import Rational as R

assert grizzly.bands.probs() == {"lose": R(21, 36), "0-1": R(9, 36), "2": R(3, 36), "3": R(2, 36),
                                 "4+": R(1, 36)}

# %% [markdown]
# He rolled a 4, two under W: the margin-2 row, which in ICE combat lets him take or destroy a +1
# software card. He takes Helper's +1 defence program. What each row offers, in our words:

# %%
Table("Table 2.0 in our words: what each row offers", ["Table 2.0 row (margin)", "SWAT", "ICE"],
      [(b, table_2_0()[(b, "SWAT")]["result"], table_2_0()[(b, "ICE")]["result"]) for b in BANDS],
      cite="Edge City Table 2.0; Edge City 11.5.4.1")

# %% [markdown]
# ## 3. Every Win Number at once
#
# Each row of this picture is one W; each column a Table 2.0 row. Past W 11 nothing changes at the
# bottom (the 12 still fails) while the big margins keep growing.

# %%
ws = list(range(2, 15))
grid = {(w, b): combat_margin_dist(w).prob(b) for w in ws for b in BANDS}
heatmap(grid, ws, list(BANDS), xlabel="Table 2.0 row", ylabel="attacker's W",
        title="P(each Table 2.0 row) by W");

# %% [markdown]
# ## 4. Rival readings of Table 2.0 (register EC-18)
#
# **Bands or exact margins.** Table 2.0 says "4+"; the 11.5.4.1 text lists margins of 2, 3 and 4
# only. Read literally, a margin of 5 or more would fall back to the basic result. The two readings
# agree up to W 6 (a margin of 5 needs W 7 and a roll of 2) and part from W 7 on.
# Default: `bands` (marked).

# %%
readings.get("combat_margins")

# %%
exact_rows = combat_margin_dist(11, combat_margins="exact").probs()  # W 11 has every row
show({f"W {w}": {b: combat_margin_dist(w, combat_margins="exact").prob(b) for b in exact_rows}
      for w in (6, 7, 9, 11)}, "P(each margin) under combat_margins='exact'", kind="prob")

# %%
assert combat_margin_dist(6, combat_margins="exact").prob("4") == combat_margin_dist(6).prob("4+")
assert combat_margin_dist(9, combat_margins="exact").prob("5+") == R(6, 36)

# %% [markdown]
# **"Or less".** The text lets a margin of 3 reach "a +2, or less" card; the table cell only says
# "+2". Does a big margin still let the winner take a +1 card? The chance that Mr Grizzly's margin
# reaches a +1 card, under each reading (default `or_less`):

# %%
show({opt: p_card_available(6, 1, combat_or_less=opt) for opt in ("or_less", "exact_value")},
     "Mr Grizzly (W 6): P(his margin reaches a +1 card)", columns=["combat_or_less", "P(+1 card)"],
     kind="prob")

# %%
assert p_card_available(6, 1) == R(6, 36) and p_card_available(6, 1, combat_or_less="exact_value") == R(3, 36)

# %% [markdown]
# ## 5. DP
#
# **The defender** gains DP from the Bank equal to the attacker's Level when the attack fails. Mr
# Grizzly is Level 0, so Helper would gain nothing; a Hacker attacking at W 6 pays 2 DP 21 times in 36:

# %%
defender_dp_gain(6, "Hacker").as_table("DP the defender gains when a Hacker attacks at W 6 (11.5.4.1)")

# %% [markdown]
# **The ICE attacker** takes a die roll of DP. Helper is two Levels above Mr Grizzly, so the roll is
# doubled. One die or two? The Rip rules write "one die" and "two dice" for different amounts
# (11.6.1, 11.6.2), so the default is one die (register EC-16):

# %%
fig, axes = plt.subplots(1, 2, figsize=(10, 2.8))
for ax, opt in zip(axes, ("one_die", "two_dice")):
    bar_dist(ice_dp_owed("Wannabee", "Hacker", ice_dp_die=opt), ax=ax, xlabel="DP owed",
             title=f"ice_dp_die={opt}" + (" (default)" if opt == "one_die" else ""))
fig.tight_layout()

# %% [markdown]
# Over the whole attack (win 15/36, then the DP roll), Mr Grizzly expects this much DP:

# %%
expected_dp = {opt: ice_attack_dp(6, "Wannabee", "Hacker", ice_dp_die=opt).mean(lambda t: t[0])
               for opt in ("one_die", "two_dice")}
show(expected_dp, "Mr Grizzly's expected DP from one attack", columns=["ice_dp_die", "expected DP"],
     kind="number")

# %%
assert ice_attack_dp(6, "Wannabee", "Hacker").mean(lambda t: t[0]) == R(35, 12)

# %% [markdown]
# **Paying up.** The rules cover a full payment, and a loser with Levels but no DP cards (who cashes
# in Status at 8 DP a title). The other cases are our stated assumptions (see `ice_dp_payment`):
# a partial holder pays what it holds; a Wannabee with nothing pays nothing; a title-cashing loser
# gives up the fewest titles that cover the debt. If Helper held no DP cards:

# %%
payment = ice_dp_payment("Wannabee", "Hacker", loser_dp=0)
Table("Helper with no DP cards pays Mr Grizzly", ["DP paid", "titles cashed in", "probability"],
      [(dp, titles, p) for (dp, titles), p in payment.probs().items()], bar="probability",
      cite="Edge City 11.5.4.1, 9.1.1 (assumption A3, register EC-16)")

# %% [markdown]
# ## 6. What Status buys (Edge City 9.1.1, 9.1.2)
#
# Status matters twice in combat: the attacker's title picks the Table 1.0 row, and the defender's
# Level adds to D. A title costs 8 DP, and only one can be bought per turn, at its start, while
# COOL. From Wannabee to Hacker Legend:

# %%
from edgekit.edge_city import reputation_figure, reputation_table, status_cost

cost = status_cost()
md("From Wannabee to Hacker Legend: **{titles} titles**, {dp} DP, at least {turns} turns.", **cost)

# %%
assert status_cost() == {"titles": 4, "dp": 32, "turns": 4}
ladder = [{k: v for k, v in row.items() if not k.startswith("turns")} for row in reputation_table((-3, 0))]
Table("What each Status buys: its Level, and its W and P(win) at R -3 and R 0", list(ladder[0]), ladder,
      probs=["P(R=-3)", "P(R=0)"], cite="Edge City 9.1.1, 9.1.2, Table 1.0")

# %% [markdown]
# Master Hacker's and Hacker Legend's Levels are reconstructed, and so is every W above the
# Hackolyte row (hollow markers):

# %%
reputation_figure((-3, -1, 0, 2));

# %% [markdown]
# ## 7. Explore
#
# Pick both Statuses, both sides' tech, SWAT or ICE, and every reading.

# %%
CombatExplorer()

# %% [markdown]
# ## What we learned

# %%
lines = grizzly.bands.probs()
md("- **Table 2.0 at W 6** (Mr Grizzly): the attack fails {lose:%}; it wins with a margin of 0-1 "
   "{m01:%}, of 2 {m2:%}, of 3 {m3:%} and of 4+ {m4:%}. The card rows (2 and up) together come "
   "{cards:%}.\n"
   "- **DP that changes hands:** a failed attack pays the defender the attacker's Level (a Hacker "
   "attacking at W 6 hands over {hacker_gain} DP on average); a winning ICE attacker two Levels below "
   "takes a doubled die roll, so Mr Grizzly expects {one_die} DP an attack under the default one die "
   "({two_dice} under two dice).\n"
   "- **The readings:** 'bands' and 'exact' margins agree up to W 6 and part from W 7 on; 'or less' "
   "doubles Mr Grizzly's chance of a +1 card, {or_less:%} against {exact_value:%}.",
   lose=lines["lose"], m01=lines["0-1"], m2=lines["2"], m3=lines["3"], m4=lines["4+"],
   cards=lines["2"] + lines["3"] + lines["4+"], hacker_gain=defender_dp_gain(6, "Hacker").mean(),
   one_die=expected_dp["one_die"], two_dice=expected_dp["two_dice"],
   or_less=p_card_available(6, 1), exact_value=p_card_available(6, 1, combat_or_less="exact_value"))

# %%
assert (lines["lose"], lines["0-1"], lines["4+"]) == (R(21, 36), R(9, 36), R(1, 36))
assert defender_dp_gain(6, "Hacker").mean() == R(7, 6)
assert expected_dp == {"one_die": R(35, 12), "two_dice": R(35, 6)}
assert p_card_available(6, 1) == 2 * p_card_available(6, 1, combat_or_less="exact_value")
