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
# # Edge City 10: the road to Hacker Legend
#
# **The question:** how many turns does a lone Ripper need to climb from Wannabee to Hacker
# Legend, playing as well as possible, and how much worse do simple players do? And from any
# position: what are the exact odds of each choice this turn?
#
# ## Rules in play
# 1. **Status** (Edge City 9.1.1): a COOL Ripper may buy one title a turn for 8 DP; Legend is
#    four titles up from Wannabee (register EC-02). Players start with 3 DP (5.4).
# 2. **Rips** (Edge City 11.6, 11.6.5): the Rip Track, exactly as `rip_outcomes` plays it; the
#    cumulative -1 for repeated Rips in one space unless the Ripper Travels or waits a turn.
# 3. **DP from a Rip** (Edge City 11.6.5.3): a die roll (Sensitive) or two (Secret, Super Secret
#    + 6) plus a Table 4.0 cell. Table 4.0 is not in our copy (EC-05): only two cells are known.
#    The rest is an ILLUSTRATIVE fill-in (data/edge_city/table_4_0_illustrative.csv).
# 4. **UnCOOL** (Edge City 9.4.1): roll to regain COOL at the start of a turn, or miss it.
# 5. **Bizclaves** (Edge City 11.3.2.2): a Ripper who stays in the Business Dome or Research Park
#    must Rip, and may Rip any type there without a Patron.
#
# The model and every simplification (no Sprawl cards, no other Rippers, Tech fixed...) are listed
# in `help(edgekit.edge_city.road.legend)`.

# %%
from fractions import Fraction

import matplotlib.pyplot as plt

import edgekit.edge_city as ec
from edgekit.display import md

road = ec.road_to_legend("Wannabee", 3)
md("The road from {start} has {n} states; {k} of the Table 4.0 cells it uses are ILLUSTRATIVE.",
   start=str(road.start), n=len(road.states), k=len(road.illustrative))

# %% [markdown]
# ## The optimal climb and the named players
# `compare()` gives the exact mean number of turns and the exact chance of reaching Legend within
# 20 turns. "cautious" only makes Sensitive Rips; "greedy_dp" the Rip with the largest expected
# DP this turn; "rip_first" never Travels (and so piles up the -1 of 11.6.5).

# %%
rows = road.compare(20)
rows

# %%
means = {r["policy"]: r["mean turns"] for r in rows}
within = {r["policy"]: r["P(Legend within 20 turns)"] for r in rows}
assert means["optimal"] == min(means.values())
assert means["rip_first"] > means["greedy_dp"] > means["optimal"]

# %% [markdown]
# ## The policy as a table: what to do at each Status

# %%
policy = road.policy_table((0, 4, 8))
policy

# %% [markdown]
# ## The distribution of turns, exactly

# %%
fig, ax = plt.subplots(figsize=(7, 3.2))
for name in ("optimal", "greedy_dp", "cautious"):
    t = road.turns(name, 50)
    ax.plot(list(t["P(T=n)"]), [float(p) for p in t["P(T=n)"].values()], label=name)
    assert t["P(T>n_max)"] + sum(t["P(T=n)"].values()) == 1
ax.set_xlabel("turn on which Hacker Legend is reached")
ax.set_ylabel("probability")
ax.set_title("Road to Legend (Table 4.0 partly ILLUSTRATIVE)")
ax.legend()
plt.show()

# %% [markdown]
# ## Checks
# The last title takes exactly one turn; on a small road the optimal policy passes an exact
# policy-improvement check (no single change of action shortens the climb).

# %%
assert ec.road_to_legend("Master Hacker", 8).expected_turns() == 1
small = ec.road_to_legend("Master Hacker", 0)
assert small.verify()
last_title = small.expected_turns()
md("From Master Hacker with 0 DP the optimal climb takes {m} turns on average.", m=last_title)

# %% [markdown]
# ## How a reading moves the road
# EC-15: does a Pass (or a missed turn) clear the cumulative -1, or only Travel? It matters when
# no second Rip Bizclave is in reach (`hop=False`).

# %%
from edgekit.display import as_table  # noqa: E402

reset = {opt: ec.road_to_legend("Master Hacker", 0, hop=False, repeat_reset=opt).expected_turns()
         for opt in ("travel_or_idle", "travel_only")}
as_table(reset, "Master Hacker, 0 DP, no second Rip Bizclave in reach: mean turns to Legend",
         columns=["repeat_reset (EC-15)", "mean turns (exact)"], kind="number")

# %% [markdown]
# ## Your turn
# Set up a position: the exact odds of each choice this turn. Every number comes from the
# single-roll functions (here checked against `rip_outcomes`).

# %%
turn = ec.your_turn("Hacker", 5, space="business_dome", previous_attempts=1, swat_stealth=2)
turn

# %%
o = ec.rip_outcomes("Hacker", "secret", previous_attempts=1, swat_stealth=2)
by_choice = {r["choice"]: r for r in turn}
assert by_choice["Rip: secret"]["P(success)"] == o["success"]
assert Fraction(1) == sum(Fraction(str(x)) for x in o.values())

# %% [markdown]
# ### Your turn, as an explorer
# Pick a position; the table shows each choice's exact odds (from the single-roll functions).

# %%
from edgekit.widgets.your_turn import YourTurnExplorer  # noqa: E402

YourTurnExplorer()

# %% [markdown]
# ## What we learned

# %%
best_named = min(ec.ROAD_POLICIES, key=lambda n: means[n])
rips = {c: r for c, r in by_choice.items() if c.startswith("Rip")}
safest = max(rips, key=lambda c: rips[c]["P(success)"])
(md("- **How many turns:** playing as well as possible, a lone Wannabee with 3 DP needs {opt} turns on "
    "average to become a Hacker Legend, and reaches it within 20 turns with chance {p_opt:%}.",
    opt=means["optimal"], p_opt=within["optimal"])
 + md("- **Simple players do worse:** the best of them, {best}, needs {m_best} turns ({extra} more); "
      "never Travelling (rip_first) needs {m_rf}, because the -1 of 11.6.5 piles up.",
      best=best_named, m_best=means[best_named], extra=means[best_named] - means["optimal"],
      m_rf=means["rip_first"])
 + md("- **A reading moves the road:** if only Travel clears the -1 (EC-15), a Master Hacker with no second "
      "Rip Bizclave in reach needs {b} turns instead of {a}.",
      a=reset["travel_or_idle"], b=reset["travel_only"])
 + md("- **Your turn:** a Hacker with 5 DP who has just made one Rip in the Business Dome succeeds best with "
      "a {safe} ({p:%}); a super secret Rip ends UnCOOL with chance {q:%}.",
      safe=safest.replace("Rip: ", "").replace("_", " ") + " Rip", p=rips[safest]["P(success)"],
      q=rips["Rip: super_secret"]["P(ends UnCOOL)"])
 + md("- These numbers lean on an ILLUSTRATIVE Table 4.0 ({k} cells): the rulebook prints only two.",
      k=len(road.illustrative)))

# %%
assert means["optimal"] < means[best_named] < means["rip_first"] and within["optimal"] > within[best_named]
assert reset["travel_only"] > reset["travel_or_idle"]
assert safest == "Rip: sensitive"
assert rips["Rip: super_secret"]["P(ends UnCOOL)"] == Fraction(59790895, 68024448)
assert last_title == Fraction(22453947813931643347, 3262858055595387648)
