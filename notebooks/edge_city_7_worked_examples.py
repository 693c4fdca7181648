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
# # Edge City 7: every worked example, replayed
#
# **The question:** do the rules, as edgekit reads them, reproduce every number the rulebook's
# worked examples print, and how likely was each thing that happened in them?
#
# The rulebook has six paragraphs labelled "Example". Each is replayed here step by step: the
# example's own dice drive the rules, and every step logs who acts, the rule, the Win Number, the
# roll, the result, the change of state and the exact chance of that result. The numbers the
# example prints are checked against the numbers the rules compute, as `assert`s.
#
# ## Rules in play
# 1. **The Player Turn** (Edge City 8.2, Chart 1.0, 11.2.1-11.2.2, 11.4.1, 11.5.1).
# 2. **Regaining COOL** (Edge City 8.1, 9.4, 9.4.1).
# 3. **Drawing and acting upon Sprawl cards** (Edge City 11.4.1, 11.4.2, 11.4.8).
# 4. **Combat between Rippers** (Edge City 11.5.3.1, 11.5.4.1, Table 1.0, Table 2.0).
# 5. **A Rip attempt** (Edge City 11.6.3, 11.6.5, 11.6.5.1, 11.5.3.2, 11.5.4.3, 11.4.7).
# 6. **DP gained from a Rip** (Edge City 11.6.2, 11.6.5.3, Table 4.0).
# 7. **The Rule of 2 and 12** (Edge City 8.5.1) and the **Win Number table** (8.4, Table 1.0)
#    run through all of them.

# %%
from fractions import Fraction

from edgekit import readings
from edgekit.display import Table, as_table, md
from edgekit.edge_city import win_number, win_probability, worked_example, worked_examples
from edgekit.replay import SeededDice
from edgekit.widgets.stepper import Stepper

# %% [markdown]
# All six, with the chance of each example's line of play and whether every printed number is
# reproduced under the default readings:

# %%
examples = worked_examples()
Table("The rulebook's six worked examples, replayed under the default readings",
      ["section", "example", "steps", "chance of its line of play", "every printed number reproduced"],
      [(r.section, r.name, len(r.steps), r.chance, r.ok) for r in examples],
      probs=["chance of its line of play"])

# %%
assert len(examples) == 6 and all(r.ok for r in examples)

# %% [markdown]
# ## 1. The Player Turn (8.2)
#
# Tech Gnome travels through two Sprawl Zones at 1 TP each, finds a Zone card and another Ripper
# there, and ICE-attacks instead of drawing. No dice are printed, so every step is a choice or a
# sure consequence. The example is also evidence in the "one action or two?" question (EC-10):
# he travels *and* attacks, as Chart 1.0 allows.

# %%
turn = worked_example("player_turn")
turn

# %%
assert turn.steps[1].computed["cards he would draw"] == 1
assert not worked_example("player_turn", sprawl_turn_actions="one_action").ok

# %% [markdown]
# ## 2. Regaining COOL (9.4.1)
#
# Lady of Darkness rolls 9 against her COOL Win Number of 7 and stays UnCOOL; the next turn she
# regains COOL automatically. The chance of that failed roll is 15 in 36.

# %%
cool = worked_example("regaining_cool")
cool

# %%
assert cool.steps[1].w == 7 and cool.steps[1].roll == 9 and cool.steps[1].result == "fail"
assert cool.chance == 1 - win_probability(7) == Fraction(15, 36)

# %% [markdown]
# ## 3. Drawing and acting upon Sprawl cards (11.4.8)
#
# Mad Maxine draws two cards, meets BIOWARE CHOP SHOP (A) before SPRAWL RUMOR (D), rolls 10
# against a Win Number of 6 (COOL 7 less her +1 Bioware) and loses NEURON BOOST, but keeps COOL,
# so she still gains the Rumor's 2 DP. The last part only holds if "Win vs the first card" means
# "keep COOL" (EC-20). Under the rival reading the printed 2 DP is not reproduced:

# %%
maxine = worked_example("sprawl_cards")
maxine

# %%
rival = worked_example("sprawl_cards", sprawl_win="make_roll")
md("Under `sprawl_win=make_roll` the replay differs from the print: {mismatches}.",
   mismatches="; ".join(str(m) for m in rival.check()))

# %%
assert maxine.steps[2].w == 6 and maxine.steps[2].roll == 10 and maxine.steps[3].computed["DP gained"] == 2
assert [m.key for m in rival.check()] == ["DP gained"]

# %% [markdown]
# ## 4. Combat between Rippers (11.5.4.1)
#
# Mr Grizzly (Wannabee, BURN +2) ICE-attacks Helper of Mankind (Hacker, Level 2, EVADE +1):
# R = 2 - (1 + 2) = -1, so W = 6. He rolls 4, winning by 2, which lets him take a +1 software
# card: he takes EVADE. The roll's step shows the chance of every Table 2.0 band.

# %%
grizzly = worked_example("combat")
grizzly

# %%
roll = grizzly.steps[1]
assert (grizzly.steps[0].computed["R"], roll.w, roll.roll, roll.computed["margin"]) == (-1, 6, 4, 2)
assert roll.chance == Fraction(3, 36) and win_number("Wannabee", -1) == 6

# %% [markdown]
# ## 5. A Rip attempt (11.6.5.1)
#
# Randi 1101, a Hacker Legend, tries a Super Secret Data Rip. Stealth: SMART CARD +2 against the
# MSM of 5 gives R = -3 and W = 8; she rolls 9 and fails. Defend: no Defend Tech, R = -5, W = 6;
# she rolls 4 and goes back for her second Stealth roll, which she fails, and then fails the
# Defend roll too and ends UnCOOL. Two rolls are not printed, only their results: their steps
# carry the chance of that result.
#
# Three places where the example and the rules text part ways are noted in the steps: her ICE
# ENTITY Patron adds nothing although the Stealth formula counts a Patron (EC-13); the example
# says "Combat Zone" for the Defend Zone; and it writes the MSM as -5 where the arithmetic uses 5.

# %%
randi = worked_example("rip_attempt")
randi

# %%
stealth, defend = randi.steps[1], randi.steps[2]
assert (stealth.computed["R"], stealth.w, stealth.roll) == (-3, 8, 9)
assert (defend.computed["R"], defend.w, defend.roll) == (-5, 6, 4)
assert randi.steps[-1].result == "ends UnCOOL"

# %% [markdown]
# The natural 12 matters even here. Under 8.5.1 as written a 12 would have ended the Rip at once
# with COOL kept, so "she fails" means a failure other than a 12; under the rival reading a 12 is
# an ordinary failure. The same line of play has a different chance under each reading:

# %%
by_12 = {reading: worked_example("rip_attempt", natural_12=reading).chance
         for reading in readings.get("natural_12").options}
as_table(by_12, "Randi's line of play under each reading of the natural 12",
         columns=["natural_12 reading", "chance of her line of play"], kind="prob")

# %%
assert randi.chance == Fraction(25, 1728)
assert worked_example("rip_attempt", natural_12="plain_failure").chance == Fraction(875, 46656)

# %% [markdown]
# The same rules with other dice: a seeded replay plays Randi's Rip out another way (no printed
# numbers are attached, because these are not the example's dice).

# %%
worked_example("rip_attempt", dice=SeededDice(12))

# %% [markdown]
# ## 6. DP gained from a Rip (11.6.5.3)
#
# Tech Gnome rolls 10 at the Data Base of a Secret Data Rip. As a Wannabee he adds 2 (Table 4.0),
# for 12 DP; had he been a Master Hacker he would have added -4, for 6. Table 4.0 itself is not
# printed: these two cells are known only from this example (EC-05), so the check here is of the
# arithmetic. The "what if" step is left out of the line's chance.

# %%
dp = worked_example("rip_dp")
dp

# %%
assert dp.steps[1].computed["DP"] == 12 and dp.steps[2].computed["DP"] == 6
assert dp.chance == Fraction(3, 36)

# %% [markdown]
# ## 7. Step through any example
#
# Choose an example and the readings, then press **Next** to reveal one step at a time. Each row
# shows the exact odds of every result the step could have had, the chosen one in bold.

# %%
Stepper.worked_examples("rip_attempt")

# %% [markdown]
# ## 8. The same examples through the whole game's rules
#
# The replays above drive the single-roll rules. The whole game (`edgekit.edge_city.game`, see
# `edge_city_9_a_whole_game`) must reproduce the same numbers: `game_example` sets up the position
# an example describes inside the game, takes the game's own decisions and forces its chance
# steps with the example's rolls. A forced outcome must be legal, its exact chance in the game
# must equal the single-roll rules' chance, and every printed number is checked against the game's
# step. The examples play in the game on its board and with its cards (each change from the
# example's own position is listed: the game's board picks the spaces, and a card value the
# rulebook never prints, such as ICE ENTITY's modifier, is the catalogue's ILLUSTRATIVE one). An
# example the game cannot play yet would say why in the table.

# %%
from edgekit.edge_city import game_example, game_example_status

table = game_example_status()
Table("The worked examples played through the whole game",
      ["section", "example", "status", "every printed number reproduced"],
      [(s.section, s.name, s.status, s.ok) for s in table])

# %%
assert {"player_turn", "regaining_cool", "sprawl_cards", "rip_attempt", "rip_dp"} <= {
    s.key for s in table if s.playable}
assert all(s.ok for s in table if s.playable)

# %% [markdown]
# Randi's Rip in the game, from her Sprawl Zone with SMART CARD and ICE ENTITY in hand: the game
# rolls the whole Rip Track in one step, so her four rolls are played inside it with the Rip's own
# game (`rip_game`), each with its W and exact odds; the game's step then ends the Rip UnCOOL, and
# its odds are checked against the roll-by-roll game solved exactly.

# %%
randi_game = game_example("rip_attempt")
randi_game

# %%
assert randi_game.check() == []
assert randi_game.chance == randi.chance == Fraction(25, 1728)
assert [(s.w, s.roll) for s in randi_game.steps if s.rolled] == [(8, 9), (6, 4), (8, None), (6, None)]
assert game_example("regaining_cool").chance == cool.chance
assert game_example("rip_dp").chance == dp.chance
assert game_example("player_turn").check() == game_example("sprawl_cards").check() == []

# %% [markdown]
# One place where the two replays part ways, and the game is the better guide: under the reading
# that a natural 12 keeps COOL but is otherwise a failure, a 12 on Randi's Stealth roll sends her
# to the Defend Zone exactly as a failure does. The game counts it in the chance of her line of
# play; the single-roll replay, which names a 12 apart from a failure, does not:

# %%
two_ways = {"the whole game": game_example("rip_attempt", natural_12="keeps_cool").chance,
            "the single-roll replay": worked_example("rip_attempt", natural_12="keeps_cool").chance}
as_table(two_ways, "Randi's line of play under natural_12=keeps_cool",
         columns=["replayed by", "chance of her line of play"], kind="prob")

# %%
assert game_example("rip_attempt", natural_12="keeps_cool").chance == Fraction(625, 34992)

# %% [markdown]
# Step through the game's replays (an example the game cannot play yet shows the reason):

# %%
Stepper.worked_examples("rip_attempt", game=True)

# %% [markdown]
# ## What we learned

# %%
playable = [s for s in table if s.playable]
(md("- **Every printed number:** under the default readings the single-roll rules reproduce the printed "
    "numbers of {ok} of the {n} examples.", ok=sum(r.ok for r in examples), n=len(examples))
 + md("- **Two readings are forced by the examples:** under `sprawl_win=make_roll` Mad Maxine's printed 2 DP "
      "is lost (\"Win\" means keeping COOL), and under a literal one action a turn Tech Gnome's Travel-then-"
      "attack breaks (`sprawl_turn_actions=chart`).")
 + md("- **How likely was it:** Randi's failed Rip had chance {randi:%} under 8.5.1 as written and {plain:%} "
      "if a 12 is an ordinary failure, though no 12 was rolled; Lady of Darkness's failed COOL roll had "
      "chance {cool:%}.", randi=by_12["ends_action"], plain=by_12["plain_failure"], cool=cool.chance)
 + md("- **The whole game agrees:** {played} of the {n} examples play through the whole game, every "
      "printed number reproduced in {ok} of them; Randi's line has the same exact chance there, {g:%}.",
      played=len(playable), n=len(table), ok=sum(bool(s.ok) for s in playable), g=randi_game.chance))

# %%
assert sum(r.ok for r in examples) == len(examples) == 6
assert not worked_example("player_turn", sprawl_turn_actions="one_action").ok and not rival.ok
assert (by_12["ends_action"], by_12["plain_failure"]) == (Fraction(25, 1728), Fraction(875, 46656))
assert len(playable) == len(table) == 6 and all(s.ok for s in playable)
