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
# # Rogue Agent 3: searching a District
#
# **The question:** what does a search of a District yield on average, what does it cost in health, and
# which dice should be re-rolled?
#
# ## Rules in play
# 1. **The search dice** (Rogue Agent: Other Actions: Search a District; Districts): roll the dice on the
#    district's search symbol; white dice are any one colour the player picks.
# 2. **Re-rolls** (Rogue Agent: Other Actions: Search a District): re-roll any of the dice once; twice with
#    the Intelligence upgrade.
# 3. **Results** (same section): reward symbols give one step each (two for a doubled symbol); each
#    explosion costs 1 health.
# 4. **Protection** (same section; Districts): own Informants, spent ammo, Body armour (one), boosts and a
#    protected district let the Agent ignore explosions.
# 5. **Boosts** (same section): a boost not used against an explosion may double one other die.
#
# What is on the search dice is unknown (register RA-03): besides explosion and boost we use two symbols per
# colour, `gain` (one reward symbol) and `double_gain` (a doubled one). How a reward step weighs against a
# point of health is the reader's choice; here both are worth 1.

# %%
import sympy

from edgekit import readings
from edgekit.display import Table, md
from edgekit.plots import bar_dist
from edgekit.rogue_agent import FaceMix, search_policy, search_result, search_roll

# %% [markdown]
# ## 1. Results of a final roll
#
# `search_result(explosions, boosts, gains, doubles)` gives (health lost, reward steps). One explosion, one
# boost and one doubled symbol: the boost is worth more doubling the doubled symbol (+2 steps) than
# ignoring the explosion (+1 health).

# %%
assert search_result(1, 1, 0, 1) == (1, 4)
assert search_result(1, 1, 0, 1, health_value=3) == (0, 2)  # if health is dear, ignore the explosion

# %% [markdown]
# ## 2. Boosts: rival readings (RA-26)
#
# The rule lets each boost either ignore an explosion or double another die. The default lets the player
# pick the better use; `cancel_first` is the cautious habit of ignoring explosions first.

# %%
readings.get("search_boost")

# %%
boosts = {r: search_result(1, 1, 0, 1, search_boost=r) for r in ("best", "cancel_first")}
Table("1 explosion, 1 boost, 1 doubled symbol, by reading of search_boost",
      ["search_boost", "health lost", "reward steps"], [(r, *v) for r, v in boosts.items()])

# %% [markdown]
# ## 3. Protection
#
# A protected district ignores every explosion; Informants, ammo and Body armour ignore some.

# %%
assert search_result(3, 0, 1, 0, protected=True) == (0, 1)
assert search_result(3, 0, 0, 0, informants=1, ammo=1, body_armor=True) == (0, 0)
assert search_result(3, 0, 0, 0, informants=1) == (2, 0)

# %% [markdown]
# ## 4. A search of two red dice as a formula (no re-rolls)
#
# The expected net value (steps minus health lost) in the red face symbols:

# %%
two_red = search_roll({"red": 2})
net = two_red.mean(lambda o: o[1] - o[0])
sympy.factor(net)

# %% [markdown]
# ## 5. A face mix (ILLUSTRATIVE: invented, not the game's dice)

# %%
mix = FaceMix.sixths({
    "red": {"explosion": 2, "boost": 1, "gain": 2, "double_gain": 1},
    "green": {"explosion": 1, "boost": 1, "gain": 3},
    "black": {"explosion": 1, "boost": 2, "gain": 1},
}, label="ILLUSTRATIVE search mix, invented for this notebook", illustrative=True)
vals = mix.substitutions(("explosion", "boost", "gain", "double_gain"), ("red",))
assert net.xreplace(vals) == search_roll({"red": 2}, mix=mix).mean(lambda o: o[1] - o[0])
mix

# %%
md("Expected net value of two red dice, no re-rolls, at this mix: {v}.", v=net.xreplace(vals))

# %% [markdown]
# ## 6. The re-rolls as an exact optimal policy
#
# One re-roll of any subset of the dice, two with Intelligence. The policy maximises the expected net value.

# %%
plans = {i: search_policy({"red": 2}, mix, intelligence=i) for i in (False, True)}
Table("Expected net value of two red dice, optimal re-rolls", ["re-rolls", "expected net value"],
      [("two (Intelligence)" if i else "one", p.value) for i, p in plans.items()])

# %%
assert net.xreplace(vals) < plans[False].value < plans[True].value

# %% [markdown]
# What to re-roll after the first roll (each action lists, per colour, how many dice of each face
# (explosion, boost, gain, double gain, other) to re-roll):

# %%
plans[False].choices_table("Two red dice, one re-roll: what to do after the first roll", rerolls_left=1)

# %% [markdown]
# The health lost and steps gained under the optimal policy with Intelligence:

# %%
bar_dist(plans[True].outcome.map(lambda o: o[1] - o[0]), title="net value, optimal re-rolls, Intelligence "
         "(ILLUSTRATIVE mix)", xlabel="steps - health lost");

# %% [markdown]
# ## 7. White dice: the player picks the colour
#
# Two white dice: each colour is solved and the best one is taken.

# %%
white = search_policy({"white": 2}, mix)
assert white.value == max(search_policy({c: 2}, mix).value for c in ("red", "green", "black"))
md("Two white dice are best taken as **{c}**: expected net value {v}.", c=white.colour_chosen, v=white.value)

# %% [markdown]
# ## What we learned

# %%
md("A search's worth depends on faces nobody has printed, so it is first a formula: two red dice, no "
   "re-rolls, are worth {net} in the red face symbols. At an ILLUSTRATIVE mix that is {v0}; the optimal "
   "re-roll lifts it to {v1} and Intelligence (two re-rolls) to {v2}. A boost is worth more doubling a "
   "doubled symbol than ignoring an explosion under the default reading (health lost and steps "
   "{best_h} and {best_s}, against {c_h} and {c_s} cancelling first), and two white dice are best as "
   "{c}.", net=sympy.factor(net), v0=net.xreplace(vals), v1=plans[False].value, v2=plans[True].value,
   best_h=boosts["best"][0], best_s=boosts["best"][1], c_h=boosts["cancel_first"][0],
   c_s=boosts["cancel_first"][1], c=white.colour_chosen)

# %%
assert net.xreplace(vals) < plans[False].value < plans[True].value
assert boosts["best"] == (1, 4) and boosts["best"] != boosts["cancel_first"]
assert white.value == max(search_policy({c: 2}, mix).value for c in ("red", "green", "black"))
