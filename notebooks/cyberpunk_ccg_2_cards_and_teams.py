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
# 6. **Events** (Card Types: Events): bought out of the hand, their abilities at once unless the
#    card says otherwise, then Burned; played in the phase they name ("Any": every phase but
#    Straighten and Draw) of any player's turn.
# 7. **A Sponsor's abilities** (Card Types: Sponsors): some always in effect; the others name a
#    phase and require that the Sponsor be Used, and a Used card straightens only in its
#    controller's Straighten phase (Runner Roles: Cop).

# %%
from edgekit import cyberpunk_ccg as cp
from edgekit import readings
from edgekit.display import Table, md
from edgekit.widgets.ccg_team import TeamBuilderExplorer


def broken(build_or_team, **reading):
    """The ids of the rules a build or a team breaks, in words ("none" if legal)."""
    check = cp.check_team if isinstance(build_or_team, cp.Team) else cp.check_build
    return ", ".join(v.rule.replace("_", " ") for v in check(build_or_team, **reading)) or "none"

# %% [markdown]
# ## 1. The cards the chapter prints
# The chapter describes few actual cards: the Ghetto Bird (a Vehicle with capacity 2), the Punknaught
# Chassis, and the Mob Sponsor's victory condition. Everything it does not give is left blank
# (a dash here, `None` in the card's field), never guessed.

# %%
cp.cards_table(cp.printed_cards(), "The cards the chapter prints")

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
md("Refused, with the file and the line named: *{why}*", why=refused.replace(str(mine), "my_cards.csv"))

# %%
assert "line 2" in refused and "body part" in refused

# %%
pool = {c.name: c for c in cp.illustrative_cards()}
cp.cards_table(cp.illustrative_cards(), "The made-up cards used below (source: assumed)")

# %% [markdown]
# ## 2. Cyber: one per body part
# Razor (Emp 6) takes Wolvers and Big Knucks: both go on the Arms.

# %%
razor = cp.Build(pool["Razor"])
two_arms = razor.attach(pool["Wolvers"]).attach(pool["Big Knucks"])
cp.violations_table(cp.check_build(two_arms), "Razor with Wolvers and Big Knucks: rules broken")

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
Table("Two Weapons in use (Heavy Pistol and Sniper Rifle)", ["Runner", "rules broken"],
      [("Razor", broken(both_in_use)), ("Kicks (a Martial Artist)", broken(kicks))], cite="Equipment")

# %%
assert [v.rule for v in cp.check_build(both_in_use)] == ["one_weapon_equipped"]
assert cp.check_build(kicks) == ()                     # Kicks is a Martial Artist

# %%
coats = cp.Build(pool["Razor"], equipment=(pool["Kevlar Vest"], pool["Leather Coat"]))
Table("Razor with the Kevlar Vest and the Leather Coat", ["reading equipment_type", "rules broken"],
      [(option, broken(coats, equipment_type=option)) for option in readings.get("equipment_type").options],
      cite="Equipment (register CP-12)")

# %% [markdown]
# ## 4. Totals
# Cyber and Equipment add their SR, LR, Def and Style to the Runner's; Cyber takes away Emp. Whether
# a Weapon that is attached but not in use adds its stats is a reading (`weapon_stats`).

# %%
one_gun = armed.attach(pool["Wolvers"]).equip("Sniper Rifle")
in_use, attached = cp.totals(one_gun), cp.totals(one_gun, weapon_stats="all_attached")
Table("Razor with Wolvers, the Heavy Pistol and the Sniper Rifle (in use)", ["stat",
      "only the Weapon in use counts (default)", "every attached Weapon counts"],
      [(k, in_use[k], attached[k]) for k in in_use], cite="Cyber, Equipment; reading weapon_stats")

# %%
assert cp.totals(one_gun) == {"SR": 3 + 2 + 0, "LR": 2 + 0 + 4, "Def": 2, "Power": 3, "Style": 1 + 1 + 1,
                              "Emp": 6 - 2}

# %% [markdown]
# A printed card whose stats the chapter does not give keeps them as symbols:

# %%
bird_sr = cp.totals(cp.Build(pool["Razor"], equipment=(bird,)))["SR"]
md("Razor's SR with the printed Ghetto Bird: {sr:exact} (the Bird's SR is not printed).", sr=bird_sr)

# %% [markdown]
# ## 5. A team and its Vehicle
# The Ghetto Bird carries its Runner plus one. Three Runners cannot all ride it.

# %%
driver = cp.Build(pool["Razor"], equipment=(pool["Ghetto Bird"],))
team = cp.Team([driver, cp.Build(pool["Kicks"]), cp.Build(pool["Dusty"])],
               riders=(("Kicks", "Razor"), ("Dusty", "Razor")))
cp.violations_table(cp.check_team(team), "Razor drives, Kicks and Dusty ride: rules broken")

# %%
assert [v.rule for v in cp.check_team(team)] == ["carrying_capacity"]
team_sum = cp.team_totals(team)
Table("The team's totals (Razor with the Ghetto Bird, Kicks, Dusty)", ["stat", "total"],
      list(team_sum.items()))

# %% [markdown]
# ## 6. The card builder
# Pick a Runner, attach Cyber and Equipment, choose the Weapons in use, switch the readings: the
# limits broken and the totals follow.

# %%
TeamBuilderExplorer()

# %% [markdown]
# ## 7. Events: when they can be played, and what playing one does
# No Event card is printed in our chapter, so these two are illustrative; what the chapter does
# give is when an Event may be played and what happens to it.

# %%
raid = cp.Event("Raid", cost=2, phase="Action", abilities="an illustrative effect")
tip = cp.Event("Tip-off", cost=1)   # "Any"
Table("In which phases each Event may be played (of any player's turn)", ["phase", raid.name, tip.name],
      [(p, "yes" if cp.event_playable(raid, p) else "no", "yes" if cp.event_playable(tip, p) else "no")
       for p in cp.PHASES], cite="Card Types: Events",
      notes="The phase names are those the chapter uses; their order is not printed (CP-11).")

# %%
played = cp.play_event(raid, phase="Action", eb=5)
assert (played.eb_left, played.resolves) == (3, "at once") and played.then.startswith("Burned")
assert [p for p in cp.PHASES if not cp.event_playable(tip, p)] == ["Straighten", "Draw"]
played

# %% [markdown]
# An Event whose cost the card would print but we do not know keeps it as a symbol: 5 EB less its cost.

# %%
unknown_cost = cp.play_event(cp.Event("Riot"), phase="Legwork", eb=5).eb_left
md("EB left after playing Riot with 5 in hand: {left:exact}.", left=unknown_cost)

# %% [markdown]
# ## 8. A Sponsor's Used abilities
# A Sponsor's phase ability can be activated only in its phase and Uses the Sponsor, which stays Used
# until its controller's Straighten phase. Does taking its EB use it too? The chapter uses the same
# word for both (reading `sponsor_use`). No Sponsor's abilities are printed; these are illustrative.
# The chapter's only "once per Hit" is the Solo's Combat Sense: for a Sponsor the limit is its Use.

# %%
readings.get("sponsor_use")

# %%
corp = cp.Sponsor("An illustrative Corporation", faction="Corporate", eb=9)
abilities = [cp.SponsorAbility("raise an M-Sec", "Legwork"), cp.SponsorAbility("cheaper Locations")]
cp.sponsor_use_table(corp, abilities)

# %%
cp.sponsor_use_table(corp, abilities, sponsor_use="separate")

# %%
used = cp.SponsorUse(corp).activate(abilities[0], "Legwork")
assert not used.can_activate(abilities[0], "Legwork")
assert used.straighten().can_activate(abilities[0], "Legwork")   # its controller's Straighten phase
shared = cp.SponsorUse(corp).take_eb().can_activate(abilities[0], "Legwork")
separate = cp.SponsorUse(corp).take_eb(sponsor_use="separate").can_activate(abilities[0], "Legwork")
assert (shared, separate) == (False, True)

# %% [markdown]
# ## 9. What the chapter leaves out here, and how edgekit takes it

# %%
cp.left_out()

# %% [markdown]
# ## What we learned

# %%
md("- **What a Runner may carry:** one Cyber per body part (Razor with two on the Arms breaks *{arms}*), "
   "one Equipment card of each type, any number of Weapons but one in use (two in use: *{guns}*), unless "
   "the Runner is a Martial Artist (Kicks with both in use breaks {kicks}).\n"
   "- **Whether the Leather Coat and the Kevlar Vest clash** is the reading equipment_type: if every "
   "attribute is a type they do (*{shared}*); if only the first is, they do not (rules broken: {first}).\n"
   "- **What they add up to:** with only the Weapon in use counted, Razor's LR is {lr0}; if every attached "
   "Weapon counted (reading weapon_stats) it would be {lr1}. A stat a card does not print stays a symbol: "
   "{sr:exact}.\n"
   "- **Who may go together:** the Ghetto Bird carries {cap} Runners with its driver, so three cannot all "
   "ride it (*{team}*).\n"
   "- **Events** are bought, act at once and are Burned: an Event naming the Action phase plays in "
   "{one} phase of any player's turn, an \"Any\" Event in {anyn} of the {all} phases the chapter names.\n"
   "- **A Sponsor's phase ability** Uses it until its controller's Straighten phase; whether taking its "
   "EB is that same Use is the reading sponsor_use: after taking the EB, the Legwork ability {sh} still be "
   "activated under the default, and {sep} if the EB is separate.",
   arms=broken(two_arms), guns=broken(both_in_use), kicks=broken(kicks),
   shared=broken(coats), first=broken(coats, equipment_type="first_attribute"), lr0=in_use["LR"],
   lr1=attached["LR"], sr=bird_sr, cap=bird.capacity, team=broken(team),
   one=sum(cp.event_playable(raid, p) for p in cp.PHASES),
   anyn=sum(cp.event_playable(tip, p) for p in cp.PHASES), all=len(cp.PHASES),
   sh="can" if shared else "cannot", sep="can" if separate else "cannot")

# %%
assert broken(kicks) == "none" and broken(coats) == "one equipment per type"
assert broken(coats, equipment_type="first_attribute") == "none"
assert (in_use["LR"], attached["LR"]) == (6, 7) and bird.capacity == 2 and broken(team) == "carrying capacity"
assert (sum(cp.event_playable(tip, p) for p in cp.PHASES), shared, separate) == (4, False, True)
