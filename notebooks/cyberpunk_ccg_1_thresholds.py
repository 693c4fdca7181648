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
# # Cyberpunk CCG 1: the thresholds in the card rules
#
# **The question:** what can a reading group settle exactly from the part of the Cyberpunk CCG
# rules we have?
#
# Our copy holds only the chapter on the cards (register CP-01): the turn sequence, combat and
# victory rules are missing, so no whole-game odds can be computed. But the Runner abilities are
# exact thresholds, and several of them hide a question of reading.
#
# ## Rules in play
# 1. **Cop** (Runner Roles: Cop): a bust works if the target's Power is *lower* than the Cops'
#    total; otherwise the Cops are trashed.
# 2. **Med-Tech, Techie** (Runner Roles): a save needs a total Power that *equals or exceeds* the
#    Runner (Med-Tech) or the card's cost (Techie).
# 3. **Corp** (Runner Roles: Corp): Corps add Power to a Location's EB, with a limit of twice the
#    printed EB.
# 4. **Cyber** (Cyber): Empathy 1 or less is Cyberpsychosis; 0 or less burns the Runner; one card
#    per body part.
# 5. **Punknaught** (Equipment): construction tokens, the list of required cards, the -1 per card.
# 6. **The other roles** (Runner Roles): Fixer, Med-Tech, Techie, Netrunner, Nomad, Media, Rocker
#    and Solo, each an exact rule of a line or two.
# 7. **Cyberpsychosis** (Cyber): what a Cyberpsycho must do every turn.

# %%
from edgekit import cyberpunk_ccg as cp
from edgekit import readings
from edgekit.cyberpunk_ccg import Cyber

# %% [markdown]
# ## 1. Busts: ties go to the target
# Two Cops of Power 2 bust a Runner of Power 3, but not one of Power 4: at equal Power the Cops are
# trashed.

# %%
{target: cp.cop_bust(target, [2, 2]) for target in range(0, 7)}

# %%
assert cp.cop_bust(3, [2, 2]) == "busted" and cp.cop_bust(4, [2, 2]) == "cops_trashed"

# %% [markdown]
# ## 2. Corps: what does the cap limit?
# The limit of "2 x the printed EB" can cap the Location's total or only what the Corps add.

# %%
readings.get("corp_cap")

# %%
{corps: (cp.corp_eb(3, [corps]), cp.corp_eb(3, [corps], corp_cap="bonus")) for corps in range(0, 10, 2)}

# %%
assert cp.corp_eb(3, [8]) == 6 and cp.corp_eb(3, [8], corp_cap="bonus") == 9

# %% [markdown]
# ## 3. How much Cyber can a Runner carry?
# One card per body part, and the Runner's Empathy must stay above 1 to avoid Cyberpsychosis. For
# a Runner with Emp 8 and this hand of (made-up, illustrative) Cyber cards, the largest legal set:

# %%
hand = [Cyber("Wolvers", "Arms", 2), Cyber("Big Knucks", "Arms", 1), Cyber("Kerenzikov", "Neural", 3),
        Cyber("Skinweave", "Armor", 2), Cyber("Cyberlegs", "Legs", 4)]
best = cp.most_cyber(8, hand)
[c.name for c in best], cp.empathy_state(8, [c.emp_loss for c in best])

# %%
assert len(best) == 3 and cp.empathy_state(8, [c.emp_loss for c in best]) == "ok"

# %% [markdown]
# ## 4. The Punknaught
# The required list is missing; the rulebook's next sentence implies the minimum build (2 Cars,
# 2 Armor, 2 Lift, 1 Heavy Weapon), whose -1 per card, Chassis included, totals -8.

# %%
assert cp.punknaught_bonus([0] * 7) == -8
{players: (cp.chassis_owner_turns(players), cp.chassis_owner_turns(players, construction_tokens="owner_turn"))
 for players in range(1, 6)}

# %% [markdown]
# With four players and tokens removed every turn, the Chassis can move on its owner's next turn;
# if only the owner's turns count, it waits three. That is the gap between the two readings of
# "each turn" (register CP-03).

# %% [markdown]
# ## 5. The other roles, one line each
# **Fixer** (Street Deal): an Op costs less by the Fixer's Power, never below 0.

# %%
{power: cp.fixer_cost(5, power) for power in range(0, 8)}

# %%
assert cp.fixer_cost(5, 2) == 3 and cp.fixer_cost(5, 7) == 0

# %% [markdown]
# **Med-Tech** (Medical Tech) and **Techie** (Jury-Rig): a save needs a total Power that *equals or
# exceeds*, so ties save. What the Med-Techs must match, the Runner's Power or its cost, is a reading
# (register CP-08):

# %%
readings.get("med_tech_compare")

# %%
runner = {"power": 3, "cost": 5}
{med: (cp.med_tech_saves(runner, [med]), cp.med_tech_saves(runner, [med], med_tech_compare="cost"))
 for med in (2, 3, 4, 5)}

# %%
assert cp.med_tech_saves(runner, [3]) and not cp.med_tech_saves(runner, [3], med_tech_compare="cost")
assert cp.techie_saves(4, [2, 2]) and not cp.techie_saves(5, [2, 2])

# %% [markdown]
# **Netrunner** (Interface): raise your own card's E-Sec, never above what is printed, or lower any
# card's E-Sec, never below 0. **Media** (Credibility) raises M-Sec, and *may* pass the printed
# value; **Rocker** (Charisma) lowers M-Sec, never below 0. Notebook 3 composes these.

# %%
assert cp.netrunner_esec(1, 4, 5, own_card=True) == 4     # the ceiling: back to the printed 4, no more
assert cp.netrunner_esec(4, 4, 5, own_card=False) == 0    # the floor
assert cp.security(3, 4, [("Media", 5)]).m_sec == 8 and cp.security(3, 4, [("Rocker", 5)]).m_sec == 0

# %% [markdown]
# **Nomad** (Family): half the Nomad's Power, rounded down, goes to another Runner; and a Nomad raises
# the legal team size from 4 to 5 (un-teamed: 3 to 4). Whether a second Nomad raises it again is a
# reading (register CP-05):

# %%
{nomads: (cp.team_limit(teamed=True, nomad=nomads),
          cp.team_limit(teamed=True, nomad=nomads, nomad_team_limit="per_nomad")) for nomads in range(0, 4)}

# %%
assert cp.nomad_bonus(5) == 2 and cp.team_limit(teamed=False, nomad=True) == 4

# %% [markdown]
# **Solo** (Combat Sense): once per Hit, Run or Skirmish the Solo's Power goes to its SR, LR *or* Def
# (the text's "of" is a typo, register CP-06), all of it to one stat.

# %%
cp.solo_bonus({"sr": 3, "lr": 2, "defense": 2}, 3, "defense")

# %%
assert cp.solo_bonus({"sr": 3, "lr": 2, "defense": 2}, 3, "defense") == {"sr": 3, "lr": 2, "defense": 5}

# %% [markdown]
# ## 6. A Cyberpsycho's turn
# A Runner at Emp 1 or less cannot be busted, and must go on a Hit or Run by the end of each of its
# controller's turns, or it is burned; at Emp 0 or less it is burned regardless.

# %%
{(state, went): cp.cyberpsycho_end_of_turn(state, went_on_hit_or_run=went)
 for state in ("ok", "cyberpsychosis", "burned") for went in (True, False)}

# %%
assert cp.cyberpsycho_end_of_turn("cyberpsychosis", went_on_hit_or_run=False) == "burned"
assert cp.cyberpsycho_end_of_turn("cyberpsychosis", went_on_hit_or_run=True) == "kept"
