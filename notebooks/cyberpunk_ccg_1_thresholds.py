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
# 5. **Punknaught** (Equipment): the Chassis goes on a Location, not a Runner, and is destroyed with
#    it; construction tokens; cards added at once, and a Techie's move in Damage Control; the list of
#    required cards; the -1 per card.
# 6. **The other roles** (Runner Roles): Fixer, Med-Tech, Techie, Netrunner, Nomad, Media, Rocker
#    and Solo, each an exact rule of a line or two.
# 7. **Cyberpsychosis** (Cyber): what a Cyberpsycho must do every turn.

# %%
from edgekit import cyberpunk_ccg as cp
from edgekit import readings
from edgekit.cyberpunk_ccg import Cyber
from edgekit.display import Table, md


def words(label):
    """A rule function's result label as words ("cops_trashed" -> "cops trashed")."""
    return label.replace("_", " ")

# %% [markdown]
# ## 1. Busts: ties go to the target
# Two Cops of Power 2 bust a Runner of Power 3, but not one of Power 4: at equal Power the Cops are
# trashed.

# %%
Table("Two Cops of Power 2 (total 4) try to bust a target", ["target's Power", "result"],
      [(target, words(cp.cop_bust(target, [2, 2]))) for target in range(0, 7)], cite="Runner Roles: Cop")

# %%
assert cp.cop_bust(3, [2, 2]) == "busted" and cp.cop_bust(4, [2, 2]) == "cops_trashed"

# %% [markdown]
# ## 2. Corps: what does the cap limit?
# The limit of "2 x the printed EB" can cap the Location's total or only what the Corps add.

# %%
readings.get("corp_cap")

# %%
Table("EB of a Location printed at 3, by the Power the Corps add", ["Corps' Power",
      "EB, the cap on the total (default)", "EB, the cap on what is added"],
      [(corps, cp.corp_eb(3, [corps]), cp.corp_eb(3, [corps], corp_cap="bonus"))
       for corps in range(0, 10, 2)],
      cite="Runner Roles: Corp; reading corp_cap")

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
left = 8 - sum(c.emp_loss for c in best)
md("The largest legal set is **{names}**: {n} cards, one per body part, leaving Emp {left} "
   "(Empathy state: {state}).", names=", ".join(c.name for c in best), n=len(best), left=left,
   state=cp.empathy_state(8, [c.emp_loss for c in best]))

# %%
assert len(best) == 3 and cp.empathy_state(8, [c.emp_loss for c in best]) == "ok"

# %% [markdown]
# ## 4. The Punknaught
# The required list is missing; the rulebook's next sentence implies the minimum build (2 Cars,
# 2 Armor, 2 Lift, 1 Heavy Weapon), whose -1 per card, Chassis included, totals -8.

# %%
assert cp.punknaught_bonus([0] * 7) == -8
waits = {n: (cp.chassis_owner_turns(n),
             cp.chassis_owner_turns(n, construction_tokens="owner_turn")) for n in range(1, 6)}
Table("Owner's turns before the Chassis can move", ["players", "tokens off every turn (default)",
      "tokens off on the owner's turns"], [(n, *w) for n, w in waits.items()],
      cite="Equipment: Punknaught; reading construction_tokens (CP-03)")

# %% [markdown]
# With four players and tokens removed every turn, the Chassis can move on its owner's next turn;
# if only the owner's turns count, it waits three. That is the gap between the two readings of
# "each turn" (register CP-03).
#
# **The Chassis in play.** When first played it must go on a Location, not a Runner; if that
# Location is destroyed, so is the Chassis. Cards may be added at once, tokens or not (how Armor and
# Lift get there: reading `chassis_cards`); in its owner's Damage Control phase a Techie may be Used
# to move a Vehicle or a Heavy Weapon under it (how many Techies a phase: reading
# `chassis_techie_moves`). Here, in a game of three, on an illustrative Location, step by step:

# %%
bar = cp.Location("Corner Bar", eb=2)   # an illustrative Location
chassis = cp.place_chassis(bar)
try:
    cp.place_chassis(cp.Runner("Razor", role="Solo"))
except TypeError as e:
    not_a_runner = str(e)
parts = {"Armor": 2, "Lift": 2}
for attribute, n in parts.items():
    for i in range(n):
        chassis = chassis.attach(cp.Equipment(f"{attribute} {i + 1}", attributes=(attribute,)))
log = [("placed on the Corner Bar; four cards attached", chassis)]
for turn in range(1, 4):   # the owner's turn is every third one
    chassis = chassis.start_of_turn(owner_turn=turn == 3)
    log.append((f"turn {turn} begins", chassis))
for name, attributes in (("Car 1", ("Vehicle", "Car")), ("Car 2", ("Vehicle", "Car")),
                         ("Cannon", ("Heavy Weapon",))):
    chassis = chassis.techie_move(cp.Equipment(name, attributes=attributes), phase="Damage Control")
log.append(("Damage Control: three Techies move two Cars and a Heavy Weapon under it", chassis))
Table("A Punknaught Chassis, step by step (construction_tokens: every turn)",
      ["step", "construction tokens", "can be moved", "cards under it", "a working Vehicle"],
      [(what, c.tokens, "yes" if c.can_move else "no", len(c.cards), "yes" if c.working() else "no")
       for what, c in log], cite="Equipment: Punknaught; Runner Roles: Techie")

# %%
assert "not a Runner" in not_a_runner
assert chassis.working() and chassis.movement() == 1 and chassis.can_move
assert chassis.location_destroyed().working() is False     # destroyed with its Location
assert [c.tokens for _, c in log] == [3, 2, 1, 0, 0] and not log[2][1].can_move

# %% [markdown]
# ## 5. The other roles, one line each
# **Fixer** (Street Deal): an Op costs less by the Fixer's Power, never below 0.

# %%
Table("The cost of an Op costing 5, by the Fixer's Power", ["Fixer's Power", "cost"],
      [(power, cp.fixer_cost(5, power)) for power in range(0, 8)], cite="Runner Roles: Fixer")

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
Table("Does a Med-Tech save a Runner of Power 3 and cost 5?", ["Med-Tech's Power",
      "against the Power (default)", "against the cost"],
      [(med, cp.med_tech_saves(runner, [med]), cp.med_tech_saves(runner, [med], med_tech_compare="cost"))
       for med in (2, 3, 4, 5)], cite="Runner Roles: Med-Tech; reading med_tech_compare (CP-08)")

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
Table("Team size limit (teamed) by the number of Nomads", ["Nomads", "once (default)", "one more per Nomad"],
      [(nomads, cp.team_limit(teamed=True, nomad=nomads),
        cp.team_limit(teamed=True, nomad=nomads, nomad_team_limit="per_nomad")) for nomads in range(0, 4)],
      cite="Runner Roles: Nomad; reading nomad_team_limit (CP-05)")

# %%
assert cp.nomad_bonus(5) == 2 and cp.team_limit(teamed=False, nomad=True) == 4

# %% [markdown]
# **Solo** (Combat Sense): once per Hit, Run or Skirmish the Solo's Power goes to its SR, LR *or* Def
# (the text's "of" is a typo, register CP-06), all of it to one stat.

# %%
solo = {"sr": 3, "lr": 2, "defense": 2}
boosted = cp.solo_bonus(solo, 3, "defense")
Table("A Solo of Power 3 puts it all on Def", ["stat", "before", "with Combat Sense"],
      [(name, solo[key], boosted[key]) for key, name in (("sr", "SR"), ("lr", "LR"), ("defense", "Def"))],
      cite="Runner Roles: Solo (register CP-06)")

# %%
assert boosted == {"sr": 3, "lr": 2, "defense": 5}

# %% [markdown]
# ## 6. A Cyberpsycho's turn
# A Runner at Emp 1 or less cannot be busted, and must go on a Hit or Run by the end of each of its
# controller's turns, or it is burned; at Emp 0 or less it is burned regardless.

# %%
Table("A Runner at the end of its controller's turn",
      ["Empathy state", "went on a Hit or Run", "the Runner is"],
      [(state, went, cp.cyberpsycho_end_of_turn(state, went_on_hit_or_run=went))
       for state in ("ok", "cyberpsychosis", "burned") for went in (True, False)], cite="Cyber")

# %%
assert cp.cyberpsycho_end_of_turn("cyberpsychosis", went_on_hit_or_run=False) == "burned"
assert cp.cyberpsycho_end_of_turn("cyberpsychosis", went_on_hit_or_run=True) == "kept"

# %% [markdown]
# ## What we learned
# No odds here: the chapter we have gives exact thresholds, and the readings decide several of them.

# %%
tie = cp.cop_bust(4, [2, 2])
eb = cp.corp_eb(3, [8]), cp.corp_eb(3, [8], corp_cap="bonus")
wait = waits[4]
med = cp.med_tech_saves(runner, [3]), cp.med_tech_saves(runner, [3], med_tech_compare="cost")
md("- **Ties** go to the target of a bust (two Cops of Power 2 against a target of Power 4: *{tie}*), "
   "but to a Med-Tech or a Techie making a save: equal Power saves.\n"
   "- **The Corp cap** (reading corp_cap): Corps adding 8 to a Location printed at 3 give EB {eb0} if the "
   "cap is on the total, {eb1} if it is on what they add.\n"
   "- **The Punknaught** in its minimum build gets {bonus} on its stats, and with four players its "
   "Chassis waits {w0} of its owner's turns before it can move, or {w1} if tokens come off only on the "
   "owner's turns (reading construction_tokens). Its Chassis goes on a Location, never a Runner, falls "
   "with it, and works (Movement {move}) once its {n} cards are under it.\n"
   "- **The Med-Tech** of Power 3 saves a Runner of Power 3 and cost 5 if Power is compared ({m0}), "
   "not if the cost is ({m1}) (reading med_tech_compare).\n"
   "- **Cyber:** a Runner with Emp 8 can carry at most {cyber} of the five cards here and stay clear of "
   "Cyberpsychosis.",
   tie=words(tie), eb0=eb[0], eb1=eb[1], bonus=cp.punknaught_bonus([0] * 7), w0=wait[0], w1=wait[1],
   m0=med[0], m1=med[1], cyber=len(best), move=chassis.movement(), n=len(chassis.cards))

# %%
assert tie == "cops_trashed" and eb == (6, 9) and wait == (1, 3) and med == (True, False)
assert len(best) == 3 and cp.punknaught_bonus([0] * 7) == -8
