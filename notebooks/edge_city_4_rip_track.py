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
# # Edge City 4: the Rip Track
#
# **The question:** when a Ripper attempts a Rip, what are the exact chances that it succeeds,
# that it fails with COOL kept, and that it fails with the Ripper UnCOOL, for every Status and
# Rip type, under each reading of the unclear rules? And what does a successful Rip pay?
#
# ## Rules in play
# 1. **Rip types and MSM** (Edge City 11.6, 11.6.1-11.6.4): Sensitive (MSM 1), Secret (3),
#    Super Secret (5), Upgrade (5). Super Secret and Upgrade are defended by Black ICE.
# 2. **The track** (Edge City 5.5, 11.6.5): Real Space, then Data Space, then the Data Base; each
#    space has a Stealth Zone and a Defend Zone.
# 3. **Stealth Win Roll** (Edge City 11.6.5 steps 1-5): strength = Stealth Tech + half of Attack
#    Tech + Patron; R = strength - MSM; W from Table 1.0; a win moves the pawn up.
# 4. **Defend Win Roll** (Edge City 11.5.2, 11.5.3.2): R = Defend Tech - MSM (no Level added).
# 5. **Real Space and Data Space** (Edge City 11.6.5.1, 11.6.5.2): a lost Stealth roll sends the
#    pawn to the Defend Zone; a won Defend roll sends it back for another Stealth roll; at most two
#    Stealth rolls.
# 6. **Defend results** (Edge City 11.5.4.3): a lost Defend roll in Real Space ends the Rip UnCOOL; a
#    second won Defend roll ends it COOL; a lost Defend roll in Data Space ends it COOL, except where
#    Black ICE takes COOL (11.6.3, 11.6.4).
# 7. **Rule of 2 and 12** (Edge City 8.5.1): a 2 always wins, a 12 always fails, costs no COOL and
#    ends the action.
# 8. **Repeated Rips** (Edge City 11.6.5): a cumulative -1 to R without Travel or a wait between.
# 9. **The Data Base** (Edge City 11.6.5.3, 11.6.1-11.6.4, Table 4.0, 11.7): DP gained, a Zone card
#    removed, or an iT card taken.
#
# Tables 3.0 and 4.0 are not in our copy of the rulebook, and Table 1.0 stops after four Hackolyte
# cells. Everything that rests on a reconstructed Table 1.0 cell is **marked reconstructed**.

# %%
import matplotlib.pyplot as plt
import sympy

from edgekit import readings
from edgekit.display import Table, md, show
from edgekit.edge_city import (
    RIP_TYPES, RipOdds, data_base_options, dp_gained, expected_dp, msm_table, rip_outcomes, rip_replay,
    table_4_0, table_4_0_adjustment,
)
from edgekit.plots import bar_dist
from edgekit.widgets.rip import (
    RipExplorer, draw_track, grid_heatmaps, grid_table, odds_grid, outcome_bars, replay_table,
)

# %% [markdown]
# ## 1. Rip types and their MSM
#
# Each Rip-type section gives one MSM (11.6.1-11.6.4). Our data file records where each value
# comes from:

# %%
show(list(msm_table().values()), "Rip types and their MSM (Edge City 11.6.1-11.6.4)")

# %% [markdown]
# ## 2. The track as a state machine
#
# The pawn's place is (space, zone, Stealth rolls made). Each arrow is one Win Roll outcome, with
# its exact chance. Here: a Wannabee with no tech on a Sensitive Rip, default readings. The natural
# 12 has its own arrow to "failed, COOL kept" (8.5.1).

# %%
draw_track("Wannabee", "sensitive");

# %% [markdown]
# The same Rip read with two Stealth rolls for the whole Rip (`attempts="per_rip"`): the second
# Real Space roll, if won, leaves no roll for Data Space.

# %%
per_rip = readings.defaults("Edge City").replace(attempts="per_rip")
draw_track("Wannabee", "sensitive", rules=per_rip);

# %% [markdown]
# ## 3. Randi 1101's Rip attempt (Edge City 11.6.5.1)
#
# A Hacker Legend on a Super Secret Rip with a +2 Stealth card and the ICE ENTITY Patron. The
# example's Win Numbers are 8 (Stealth, R -3) and 6 (Defend, R -5). The last two rolls are not
# given; 9 and 7 stand in for "fails". Her Patron adds nothing in Real Space: under our default
# reading (`patron_counts="matching_space"`, register EC-13) an ICE Patron only helps in Data Space.

# %%
randi = rip_replay("Hacker Legend", "super_secret", [9, 4, 9, 7], swat_stealth=2, patron=1)
replay_table(randi)

# %%
assert [(s["R"], s["W"]) for s in randi["steps"]] == [(-3, 8), (-5, 6), (-3, 8), (-5, 6)]
assert [s["roll"] for s in randi["steps"][:2]] == [9, 4] and randi["outcome"] == "failed_uncool"

# %% [markdown]
# How likely was her Rip to go each way, before she rolled? (Her Hacker Legend row is
# reconstructed; the Patron's Data Space value is unknown, so we set it to 1 here.)

# %%
randi_odds = rip_outcomes("Hacker Legend", "super_secret", swat_stealth=2, patron=1)
outcome_bars(randi_odds, title="Randi 1101's Super Secret Rip (reconstructed row)");

# %% [markdown]
# ## 4. Two Stealth rolls: per space or per Rip? (register EC-11)
#
# 11.6.5.1 and 11.6.5.2 each allow two Stealth Win Rolls. Read per space (the default) a Ripper
# can roll twice in each space; read per Rip, only twice in all. For a Wannabee with no tech:

# %%
by_attempts = {a: rip_outcomes("Wannabee", "sensitive", attempts=a) for a in readings.get("attempts").options}
RipOdds.side_by_side(by_attempts, "A Wannabee's Sensitive Rip, no tech, by the attempts reading", "attempts")

# %% [markdown]
# Under "per Rip" the chance of success is just P(first Real roll wins) x P(first Data roll wins),
# because a second Real Space roll leaves no Data Space roll: (15/36)^2.

# %%
assert rip_outcomes("Wannabee", "sensitive", attempts="per_rip")["success"] == sympy.Rational(15, 36)**2

# %% [markdown]
# Read per Rip, a second Real Space Stealth roll can only cost COOL. Must the Ripper take it? The
# space sections say the pawn moves back to roll again (default `second_chance="compulsory"`); the
# Defend-results section calls it a "second chance", which may be declined (`"optional"`). A
# Wannabee on a Secret Rip, natural 12 as a plain failure:

# %%
RipOdds.side_by_side({c: rip_outcomes("Wannabee", "secret", attempts="per_rip", natural_12="plain_failure",
                                      second_chance=c) for c in readings.get("second_chance").options},
                     "A Wannabee's Secret Rip read per Rip, by the second_chance reading", "second_chance")

# %% [markdown]
# ## 5. The natural 12 (register EC-17)
#
# 8.5.1 says a 12 costs no COOL and ends the action; 9.4.1 and 11.5.4.3 say a lost Defend roll in
# Real Space costs COOL. Default `ends_action`: the 12 ends the whole Rip, COOL kept. Rival
# `plain_failure`: the 12 is an ordinary failed roll. For a Wannabee, Sensitive Rip, P(UnCOOL):

# %%
by_natural_12 = {n: rip_outcomes("Wannabee", "sensitive", natural_12=n)
                 for n in readings.get("natural_12").options}
RipOdds.side_by_side(by_natural_12, "A Wannabee's Sensitive Rip, by the natural_12 reading", "natural_12")

# %%
assert rip_outcomes("Wannabee", "sensitive")["failed_uncool"] == sympy.Rational(3325, 8748)
assert rip_outcomes("Wannabee", "sensitive", natural_12="plain_failure")["failed_uncool"] == sympy.Rational(
    8771, 20736)

# %% [markdown]
# ## 6. Black ICE: a lost Data Space Defend roll (register EC-12)
#
# 11.5.4.3 says COOL is kept, but cites 11.6.3 and 11.6.4, which say Black ICE takes it. Default
# `black_ice`: kept on Sensitive and Secret Rips, lost on Super Secret and Upgrade. A Hacker with
# +3 SWAT and +3 ICE Stealth, natural 12 as a plain failure so the two readings differ clearly:

# %%
plain = readings.defaults("Edge City").replace(natural_12="plain_failure")
RipOdds.side_by_side({(t, r): rip_outcomes("Hacker", t, swat_stealth=3, ice_stealth=3,
                                           rules=plain.replace(data_defend_cool=r))
                      for t in ("secret", "super_secret") for r in readings.get("data_defend_cool").options},
                     "A Hacker (+3 SWAT and ICE Stealth), natural 12 as a plain failure",
                     "Rip type, data_defend_cool")

# %% [markdown]
# ## 7. Stealth strength: Patron, Attack Tech and repeats (EC-13, EC-14, EC-15)
#
# * Attack Tech counts half on a Rip (11.4.5.2, 11.6.5): per card (default) or on the sum; with
#   two +1 Attack cards that is 2 or 1. With no Attack card it adds nothing.
# * A repeat Rip without Travel or a wait loses 1 from R per earlier attempt (11.6.5); by default
#   on the Stealth rolls only.

# %%
show({h: dict(rip_outcomes("Wannabee", "secret", swat_attack=(1, 1), ice_attack=(1, 1),
                           rip_attack_halving=h).win_numbers["real_stealth"])
      for h in ("per_card", "on_sum")},
     "A Wannabee's Real Space Stealth roll with two +1 Attack cards",
     columns=["rip_attack_halving", "R", "W", "Table 1.0 cell"])

# %%
repeats = {n: rip_outcomes("Hacker", "secret", swat_stealth=2, ice_stealth=2, previous_attempts=n)["success"]
           for n in range(4)}
show(repeats, "A Hacker's Secret Rip (+2 Stealth): P(success) after earlier attempts",
     columns=["earlier attempts", "P(success)"], kind="prob")

# %% [markdown]
# ## 8. The Data Space MSM (register EC-04)
#
# Under the default each Rip type has one MSM for both spaces. Read the other way, Table 3.0 has a
# separate ICE MSM, unknown to us: the answer is then a function of that unknown (a sympy symbol).

# %%
sep = rip_outcomes("Hacker", "secret", ice_msm="separate")
(m,) = sep.unknowns
show({v: sep["success"].subs(m, v) for v in range(0, 8)},
     f"A Hacker's Secret Rip: P(success) by the unknown {m}",
     columns=[f"{m}", "P(success)"], kind="prob")

# %%
assert sep["success"].subs(m, 3) == rip_outcomes("Hacker", "secret")["success"]

# %% [markdown]
# ## 9. Every Status and Rip type
#
# No tech, default readings except the one named. Rows from Hacker down use reconstructed Table 1.0
# rows (register EC-01) and are marked.

# %%
grids = {f"attempts={a}{' (default)' if a == 'per_space' else ''}":
         odds_grid(rules=readings.defaults("Edge City").replace(attempts=a))
         for a in readings.get("attempts").options}
grid_table(grids, "success")

# %%
grid_table(grids, "failed_uncool")

# %%
for caption, grid in grids.items():
    grid_heatmaps(grid, title=caption)

# %% [markdown]
# ## 10. Explore
#
# Status, Rip type, tech and the readings; the answer is exact (fractions) with percentages.

# %%
RipExplorer()

# %% [markdown]
# ## 11. The Data Base: what a successful Rip pays (Edge City 11.6.5.3)
#
# DP gained = base roll + the Table 4.0 cell for Status and Rip type, at least 1 DP. The base roll
# is one die (Sensitive; reading `sensitive_dp_dice`, register EC-16), two dice (Secret) or two
# dice plus six (Super Secret). Only two Table 4.0 cells are known, from the DP example:

# %%
show(list(table_4_0().values()), "The known Table 4.0 cells (Edge City 11.6.5.3)")

# %% [markdown]
# Tech Gnome rolls 10 on a Secret Rip: a Wannabee gains 12, a Master Hacker 6.

# %%
assert dp_gained("Wannabee", "secret").prob(12) == sympy.Rational(3, 36)
assert max(1, 10 + table_4_0_adjustment("Wannabee", "secret")) == 12
assert max(1, 10 + table_4_0_adjustment("Master Hacker", "secret")) == 6
assert expected_dp("Wannabee", "secret") == 9
assert expected_dp("Master Hacker", "secret") == sympy.Rational(59, 18)

# %%
fig, axes = plt.subplots(1, 2, figsize=(11, 3))
bar_dist(dp_gained("Wannabee", "secret"), ax=axes[0], title="Wannabee, Secret (+2, example)", xlabel="DP")
bar_dist(dp_gained("Master Hacker", "secret"), ax=axes[1], title="Master Hacker, Secret (-4, example)",
         xlabel="DP");

# %% [markdown]
# Every other cell is a symbol. Expected DP for a Hacker on a Sensitive Rip, as a formula in the
# unknown cell `adj_sensitive_hacker`, and its value if that cell were 0:

# %%
e = expected_dp("Hacker", "sensitive")
md("Expected DP: {e}; if the unknown cell were 0, {e0} DP.", e=e,
   e0=e.subs(table_4_0_adjustment("Hacker", "sensitive"), 0))

# %% [markdown]
# ## 12. iT instead of DP (Edge City 11.6.3, 11.7, 10.1.4)
#
# A Super Secret Rip may pay an iT card from the Tech card deck instead of DP. Anyone may keep it;
# only a Hacker Legend may use it to make another Ripper permanently UnCOOL. An Upgrade Rip pays
# neither: it removes a Zone card (11.6.4).

# %%
show({t: ", ".join(o["option"] for o in data_base_options("Hacker", t)) for t in RIP_TYPES},
     "What a Hacker's successful Rip pays, by Rip type", columns=["Rip type", "the Data Base pays"])

# %%
Table("A Hacker's Super Secret Rip: the choices at the Data Base", ["option", "what", "rules"],
      [(o["option"], o["what"], o["cite"]) for o in data_base_options("Hacker", "super_secret")])

# %% [markdown]
# ## Readings used here
#
# Each reading, its question and default (the default marked):

# %%
RIP_READINGS = ("attempts", "second_chance", "natural_12", "data_defend_cool", "patron_counts",
                "rip_attack_halving", "ice_msm", "rip_repeat_penalty", "sensitive_dp_dice")
Table("The readings of the Rip (each one's options: readings_explorer)",
      ["reading", "question", "default", "rules"],
      [(i, readings.get(i).question, readings.get(i).default, ", ".join(readings.get(i).cite))
       for i in RIP_READINGS])

# %% [markdown]
# ## What we learned

# %%
base = rip_outcomes("Wannabee", "sensitive")
best = grids["attempts=per_space (default)"][("Hacker Legend", "sensitive")]
md("- **A Wannabee's Sensitive Rip, no tech, default readings:** success {ok:%}, failed with COOL "
   "kept {cool:%}, failed UnCOOL {uncool:%}. A Hacker Legend's succeeds {best:%} (a reconstructed "
   "Table 1.0 row).\n"
   "- **The readings matter:** two Stealth rolls per Rip instead of per space cut the Wannabee's "
   "success to {per_rip:%}; the natural 12 as a plain failure raises P(UnCOOL) to {plain:%}; every "
   "earlier attempt without Travel costs the Hacker's Secret Rip, from {r0:%} to {r3:%} at the fourth.\n"
   "- **What a Rip pays:** a Wannabee expects {dp_w} DP from a Secret Rip, a Master Hacker {dp_m}; "
   "every other Table 4.0 cell is unknown, so the answer there is a formula. A Super Secret Rip may "
   "pay an iT card instead, and an Upgrade Rip removes a Zone card.",
   ok=base["success"], cool=base["failed_cool"], uncool=base["failed_uncool"], best=best["success"],
   per_rip=by_attempts["per_rip"]["success"], plain=by_natural_12["plain_failure"]["failed_uncool"],
   r0=repeats[0], r3=repeats[3], dp_w=expected_dp("Wannabee", "secret"),
   dp_m=expected_dp("Master Hacker", "secret"))

# %%
assert base["success"] == sympy.Rational(442225, 1679616)
assert base["failed_uncool"] == sympy.Rational(3325, 8748)
assert sum(base.values()) == 1 and best.reconstructed
assert by_attempts["per_rip"]["success"] == sympy.Rational(15, 36) ** 2
assert by_natural_12["plain_failure"]["failed_uncool"] == sympy.Rational(8771, 20736)
assert repeats[0] > repeats[1] > repeats[2] > repeats[3]
assert expected_dp("Wannabee", "secret") == 9
assert expected_dp("Master Hacker", "secret") == sympy.Rational(59, 18)
