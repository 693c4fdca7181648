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
# # Cyberpunk CCG 2: cards and teams
#
# **The question:** which Cyber and Equipment may a Runner carry, which Runners may go together, and
# what do they add up to?
#
# The chapter we have (register CP-01) describes the seven card types and the limits on what a
# Runner can carry. Here each card type is a small record with the fields the chapter names, and a
# *build* (a Runner with its cards) is checked against every limit, each broken rule with its
# citation.
#
# ## Rules in play
# 1. **Card types** (Card Types): Sponsors, Locations, Operations, Runners, Cyber, Equipment,
#    Events, with their fields.
# 2. **Cyber** (Cyber): one card per body part or function; Empathy loss; stats add to the Runner.
# 3. **Equipment** (Equipment): one card of each type, except Weapons; any number of Weapons, but one
#    in use, unless the Weapon is Cyber or the Runner a Martial Artist; stats add to the Runner.
# 4. **Vehicles** (Equipment): a Carrying Capacity that counts the Runner it is attached to.
# 5. **Team size** (Runner Roles: Nomad): 4 teamed, 3 un-teamed; a Nomad makes it 5 and 4.

# %%
from edgekit import cyberpunk_ccg as cp
from edgekit import readings
from edgekit.widgets.ccg_team import TeamBuilderExplorer

# %% [markdown]
# ## 1. The cards the chapter prints
# The chapter describes few actual cards: the Ghetto Bird (a Vehicle with capacity 2), the Punknaught
# Chassis, and the Mob Sponsor's victory condition. Everything it does not give is left blank
# (`None`), never guessed.

# %%
cp.printed_cards()

# %%
bird = cp.card("Ghetto Bird")
assert bird.capacity == 2 and bird.sr is None and bird.source == "printed"

# %% [markdown]
# For the rest of this page we use a few **made-up** cards (`source="assumed"`), loaded from a CSV
# like any cards of your own; a bad row (a Cyber with no body part, a negative cost, an unknown
# type) is refused with the file and line named.

# %% [markdown]
# A file of your own with a Cyber card that names no body part:

# %%
import tempfile
from pathlib import Path

from edgekit.data import DataError

mine = Path(tempfile.mkdtemp()) / "my_cards.csv"
mine.write_text("type,name,part,emp_loss,cost\nCyber,Claws,,1,2\n")
try:
    cp.load_cards(mine)
except DataError as e:
    refused = str(e)
refused.replace(str(mine), "my_cards.csv")

# %%
assert "line 2" in refused and "body part" in refused

# %%
pool = {c.name: c for c in cp.illustrative_cards()}
[(c.kind, c.name) for c in pool.values()]

# %% [markdown]
# ## 2. Cyber: one per body part
# Razor (Emp 6) takes Wolvers and Big Knucks: both go on the Arms.

# %%
razor = cp.Build(pool["Razor"])
two_arms = razor.attach(pool["Wolvers"]).attach(pool["Big Knucks"])
cp.check_build(two_arms)

# %%
assert [v.rule for v in cp.check_build(two_arms)] == ["one_cyber_per_part"]

# %% [markdown]
# ## 3. Equipment: one of each type; Weapons apart
# Two Weapons may be attached, but only one is in use, unless the Runner is a Martial Artist. What an
# Equipment "type" is, is a reading (register CP-12): the Leather Coat is Clothing and Armor, so with
# the Kevlar Vest it breaks the limit only if every attribute is a type.

# %%
armed = razor.attach(pool["Heavy Pistol"]).attach(pool["Sniper Rifle"])
both_in_use = armed.equip("Heavy Pistol").equip("Sniper Rifle")
kicks = cp.Build(pool["Kicks"], equipment=armed.equipment, equipped=both_in_use.equipped)
[v.rule for v in cp.check_build(both_in_use)], [v.rule for v in cp.check_build(kicks)]

# %%
assert [v.rule for v in cp.check_build(both_in_use)] == ["one_weapon_equipped"]
assert cp.check_build(kicks) == ()                     # Kicks is a Martial Artist

# %%
coats = cp.Build(pool["Razor"], equipment=(pool["Kevlar Vest"], pool["Leather Coat"]))
{option: [v.rule for v in cp.check_build(coats, equipment_type=option)]
 for option in readings.get("equipment_type").options}

# %% [markdown]
# ## 4. Totals
# Cyber and Equipment add their SR, LR, Def and Style to the Runner's; Cyber takes away Emp. Whether
# a Weapon that is attached but not in use adds its stats is a reading (`weapon_stats`).

# %%
one_gun = armed.attach(pool["Wolvers"]).equip("Sniper Rifle")
cp.totals(one_gun), cp.totals(one_gun, weapon_stats="all_attached")

# %%
assert cp.totals(one_gun) == {"SR": 3 + 2 + 0, "LR": 2 + 0 + 4, "Def": 2, "Power": 3, "Style": 1 + 1 + 1,
                              "Emp": 6 - 2}

# %% [markdown]
# A printed card whose stats the chapter does not give keeps them as symbols:

# %%
cp.totals(cp.Build(pool["Razor"], equipment=(bird,)))["SR"]

# %% [markdown]
# ## 5. A team and its Vehicle
# The Ghetto Bird carries its Runner plus one. Three Runners cannot all ride it.

# %%
driver = cp.Build(pool["Razor"], equipment=(pool["Ghetto Bird"],))
team = cp.Team([driver, cp.Build(pool["Kicks"]), cp.Build(pool["Dusty"])],
               riders=(("Kicks", "Razor"), ("Dusty", "Razor")))
cp.check_team(team)

# %%
assert [v.rule for v in cp.check_team(team)] == ["carrying_capacity"]
cp.team_totals(team)

# %% [markdown]
# ## 6. The card builder
# Pick a Runner, attach Cyber and Equipment, choose the Weapons in use, switch the readings: the
# limits broken and the totals follow.

# %%
TeamBuilderExplorer()
