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
# # Rogue Agent 1: special dice and attacks
#
# **The question:** when an Agent attacks a Criminal or a Killer, how likely is it to land enough hits,
# how should it spend its ammo re-rolls, and what does it cost in health, given that nobody has told us
# what is printed on the dice?
#
# ## Rules in play
# 1. **The special dice** (Rogue Agent: Components, Dice Faces): 9 special dice in red, green and black;
#    the faces are named, and for some the colour, but never how many of each sit on a die.
# 2. **No more dice than exist** (Rogue Agent: Dice Rules).
# 3. **The attack pool** (Rogue Agent: Justice: Attack): three red dice, a green die per Pistol upgrade and
#    per own Informant in the district, a black die per ammo spent.
# 4. **Hits** (Rogue Agent: Justice: Attack): an explosion is a hit; a boost doubles one explosion.
# 5. **Ammo and pistols** (Rogue Agent: Justice: Attack, Dice Faces): each ammo symbol re-rolls one die
#    (a double ammo two); a pistol locks its die and wounds the Agent at once.
# 6. **Results** (Rogue Agent: Justice: Attack): a Criminal is subdued at hits >= its health, otherwise
#    it retaliates and keeps the hits as wounds; a Killer needs 2 hits, otherwise the Agent is hurt
#    unless the district is protected.
#
# Because the face counts are unknown (register RA-03), every answer below is first a **formula** in the
# face probabilities. Numbers appear only under a face mix somebody chose, and the one shipped with
# edgekit is marked ILLUSTRATIVE everywhere: it is invented.

# %%
import sympy

from edgekit import readings
from edgekit.display import Table, md
from edgekit.plots import bar_dist
from edgekit.rogue_agent import (
    ILLUSTRATIVE_MIX, FaceMix, attack_criminal, attack_hits, attack_killer, attack_policy, attack_pool,
    check_available, dice_faces, hits, hits_at_least, killer_damage, special_die,
)
from edgekit.widgets.rogue_dice import AttackDiceExplorer

# %% [markdown]
# ## 1. The special dice, as far as the rulebook says
#
# The faces and the colours the rulebook attaches to them are data (`data/rogue_agent/dice_faces.csv`).
# "printed" means the rulebook names this colour for the face; "assumed" means we inferred it.

# %%
Table("The special dice faces the rulebook names", ["colour", "face", "source", "cite"],
      [(r["colour"], r["face"], r["source"], r["cite"]) for r in dice_faces()])

# %% [markdown]
# A die is therefore a list of named faces with **unknown** probabilities, plus "other" for the rest:

# %%
special_die("red").dist

# %% [markdown]
# The Dice Faces list names only one colour for each face. Whether, say, a green die can show an
# explosion is a reading, `face_colours`. Under the literal `printed` reading a green die shows no attack
# face at all, so Pistol upgrades and Informants would add nothing to an attack; that is why the default
# is `open` (every face may be on every colour; set a symbol to 0 to exclude it).

# %%
readings.get("face_colours")

# %%
special_die("green", face_colours="printed").dist

# %% [markdown]
# ## 2. No more dice than exist
#
# The game has 9 special dice. Three of each colour is our hypothesis (reading `special_dice_split`):
# the Android attack caps black dice at three and an interceptor takes up to three dice.

# %%
readings.get("special_dice_split")

# %%
Table("The 9 special dice under the default split (checked by check_available)", ["colour", "dice"],
      check_available({"red": 3, "green": 3, "black": 3}).items())

# %%
try:
    attack_pool(pistols=2, informants=2)
except ValueError as e:
    print(e)

# %% [markdown]
# ## 3. The attack pool and the hit rule
#
# Three red dice always; a green die per Pistol and per own Informant; a black die per ammo spent.
# Each explosion is a hit and each boost doubles one explosion, so hits = explosions + min(boosts,
# explosions): a boost with nothing to double is wasted.

# %%
assert attack_pool(pistols=1, informants=1, ammo=2) == {"red": 3, "green": 2, "black": 2}
assert hits(2, 1) == 3 and hits(0, 2) == 0 and hits(2, 4) == 4

# %% [markdown]
# ## 4. The formulas
#
# With only the three red dice and the printed reading (a red die shows explosions and nothing else that
# counts), P(at least one hit) is 1 - (1 - e)^3 in e = P(red explosion):

# %%
e = sympy.Symbol("red_explosion")
p1 = hits_at_least({"red": 3}, 1, face_colours="printed")
assert sympy.expand(p1 - (1 - (1 - e) ** 3)) == 0
sympy.factor(p1)

# %% [markdown]
# The general formula for 3 red dice and one green die, open reading, at least 3 hits (no re-rolls):

# %%
formula = hits_at_least({"red": 3, "green": 1}, 3)
md("{n} terms in the {k} face probabilities {names}.", n=len(formula.args), k=len(formula.free_symbols),
   names=", ".join(sorted(map(str, formula.free_symbols))))

# %% [markdown]
# ## 5. A face mix: numbers, for pictures only
#
# The shipped mix is invented (in sixths); it is **not** the game's dice:

# %%
ILLUSTRATIVE_MIX

# %% [markdown]
# Evaluating the formula at the mix gives exactly what the numeric computation gives:

# %%
vals = ILLUSTRATIVE_MIX.substitutions(("explosion", "boost", "ammo", "double_ammo", "pistol"))
numeric = hits_at_least({"red": 3, "green": 1}, 3, mix=ILLUSTRATIVE_MIX)
assert formula.xreplace(vals) == numeric
md("P(at least 3 hits), 3 red and 1 green die, no re-rolls, ILLUSTRATIVE mix: {p:%}.", p=numeric)

# %% [markdown]
# A reader who believes, say, that red dice carry two explosions and green dice one writes their own mix;
# the same formula gives their number:

# %%
mine = FaceMix.sixths({"red": {"explosion": 2}, "green": {"explosion": 1}}, label="a reader's guess")
guess = formula.xreplace(mine.substitutions(("explosion", "boost", "ammo", "double_ammo", "pistol")))
md("The same P(at least 3 hits) under a reader's guess: {p:%}.", p=guess)

# %% [markdown]
# The two `face_colours` readings side by side under the same mix (default marked): with `printed`, the
# mix's green explosions and boosts are ignored, so the green die adds nothing.

# %%
by_colours = {r: hits_at_least({"red": 3, "green": 1}, 3, mix=ILLUSTRATIVE_MIX, face_colours=r)
              for r in ("open", "printed")}
Table("P(at least 3 hits), 3 red and 1 green die, ILLUSTRATIVE mix, by reading", ["face_colours", "P"],
      [(f"{r}{' (default)' if r == readings.get('face_colours').default else ''}", p)
       for r, p in by_colours.items()], probs=["P"], bar="P")

# %%
pool = attack_pool(informants=1, ammo=1)
bar_dist(attack_hits(pool, mix=ILLUSTRATIVE_MIX).map(lambda o: o[0]),
         title="hits with 3 red, 1 green, 1 black; no re-rolls (ILLUSTRATIVE mix)", xlabel="hits");

# %% [markdown]
# ## 6. Ammo re-rolls as an exact optimal policy
#
# Ammo from the first roll gives re-rolls; each is used after seeing the last result, on any die not
# locked by a pistol. The best choice depends on the goal. Here: subdue a Criminal of health 3.

# %%
plan = attack_policy(pool, ILLUSTRATIVE_MIX, goal="subdue", need=3)
no_rerolls = hits_at_least(pool, 3, mix=ILLUSTRATIVE_MIX)
assert plan.value > no_rerolls
md("P(3 hits): {best:%} with the optimal re-rolls against {none:%} without re-rolls.", best=plan.value,
   none=no_rerolls)

# %% [markdown]
# What the policy does in some of the states after the roll (re-rolls left; what each colour shows):

# %%
rerolls = [(plan.describe_state(r["state"]), plan.describe_action(r["action"])) for r in plan.first_choices()
           if r["action"] != "stop"]
Table("What the optimal policy re-rolls after the first roll (goal: 3 hits)", ["state", "re-roll"],
      rerolls[:8])

# %% [markdown]
# The goal matters. In the states below, the player who only wants 3 hits re-rolls a red boost (an
# explosion there makes 2 explosions + 1 boost = 3 hits), while the player maximising expected hits
# re-rolls the green blank; the first choice is strictly better for the 3-hit goal.

# %%
subdue, most = (attack_policy(pool, ILLUSTRATIVE_MIX, goal=g, need=3).policy
                for g in ("subdue", "expected_hits"))
differ = [s for s in subdue.rows if s in most.rows
          and subdue.rows[s].choices[subdue.action(s)] > subdue.rows[s].choices[most.action(s)]]
assert differ
Table("Where the goals disagree", ["state", "goal: 3 hits", "goal: most expected hits"],
      [(plan.describe_state(s), *map(plan.describe_action, (subdue.action(s), most.action(s))))
       for s in differ])

# %% [markdown]
# ## 7. Results: a Criminal
#
# Subdued at hits >= the health still to beat; otherwise it retaliates and each hit becomes a wound marker.
# The reward reading (`subdue_reward_health`, register RA-17) says whether the reward is the printed
# health or what is left.

# %%
crim = attack_criminal(3, wounds=1, informants=1, ammo=1, mix=ILLUSTRATIVE_MIX)
crim

# %% [markdown]
# ## 8. Results: a Killer and the Informant contradiction (RA-15)
#
# A Killer needs 2 hits. If the attack falls short where the district is not protected, it costs
# the Agent 2 health, and the text says 1 **more** per own Informant, while the Hire benefits say an
# Informant **protects** against a wound. Both readings, side by side (the default marked):

# %%
readings.get("killer_informants")

# %%
Table("Health a Killer costs the Agent when the attack falls short, by own Informants in the district",
      ["own Informants", "adds (default)", "reduces"],
      [(i, killer_damage(i, killer_informants="adds"), killer_damage(i, killer_informants="reduces"))
       for i in range(4)])

# %%
side = {r: attack_killer(informants=2, ammo=1, mix=ILLUSTRATIVE_MIX, killer_informants=r)
        for r in ("adds", "reduces")}
Table("Attacking a Killer with 2 own Informants and 1 ammo (ILLUSTRATIVE mix)",
      ["killer_informants", "P(success)", "expected health lost"],
      [(r, a.p_success, a.detail["E[Agent health lost]"]) for r, a in side.items()], probs=["P(success)"])

# %% [markdown]
# ## 9. Explore: your own face mix
#
# Move the sliders (sixths of a die; each colour's faces must add up to 6 or less). The formula is
# compiled once for the pool and only evaluated as you move a slider. Tick "solve re-roll policy" for
# the exact optimal re-rolls.

# %%
AttackDiceExplorer(green=1, black=1, need=3)

# %% [markdown]
# ## What we learned

# %%
md("Nobody has told us the dice faces, so each answer is first a formula in the face probabilities: "
   "with 3 red dice P(at least one hit) is $1 - (1 - e)^3$. Only under a chosen mix is it a number: at "
   "the ILLUSTRATIVE mix (invented), 3 red and 1 green die reach 3 hits with {numeric:%} without re-rolls; "
   "with 1 green and 1 black die, spending ammo re-rolls optimally lifts that from {none:%} to {best:%}, "
   "and the best re-roll depends on the goal ({n_differ} states where 3-hits and most-hits disagree). "
   "Against a Killer with 2 own Informants the Informant reading (RA-15) moves the expected health lost "
   "from {adds} (adds, default) to {reduces} (reduces).",
   numeric=numeric, none=no_rerolls, best=plan.value, n_differ=len(differ),
   adds=side["adds"].detail["E[Agent health lost]"], reduces=side["reduces"].detail["E[Agent health lost]"])

# %%
assert sympy.expand(p1 - (1 - (1 - e) ** 3)) == 0 and formula.xreplace(vals) == numeric
assert plan.value > no_rerolls and differ
assert side["reduces"].detail["E[Agent health lost]"] < side["adds"].detail["E[Agent health lost]"]
assert by_colours["open"] > by_colours["printed"]
