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
# # Rogue Agent 9: a whole game (one stepped through, then many)
#
# **The question:** over eight rounds, who wins, from where does the Influence come, and how often do
# Bombs go off, under a few named ways of playing?
#
# ## Rules in play
# 1. **Sequence of Play**: 8 rounds of Time, Action and City Phases.
# 2. **Action Phase**: Movement (fuel, Engine, Thugs against Armor and ammo), Hire, Investigate,
#    Buy Goods (and Influence for 6 clues), Attack (Pistols, Informants, ammo re-rolls), Turn In
#    (rewards from the bank), Intercept, Search a District, Defuse; see `edgekit.rogue_agent.game`
#    for what is simplified.
# 3. **Agent Board** and **Credits**: resource and upgrade tracks, 4 credits each, a bank that never
#    creates credits ("take all that remain").
# 4. **End of the Game**: Influence + Informants + syndicate bonuses; ties on health, then shared wins.
#
# Faces, the deck's split, the Agent board, the rewards, the tiles' goods and search dice are
# ILLUSTRATIVE values (RA-03, RA-22, RA-23): `ra.ILLUSTRATIVE_BOARD`, `ra.ILLUSTRATIVE_ECONOMY`.

# %%
import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.widgets.stepper import Stepper

g = ra.game(2)
line = play.play(g, seed=21, policies=[g.policies["hunter"], g.policies["bomb_squad"]])
assert line.finished and sum(line.returns) == 1
Stepper(line, title="A whole seeded game: hunter against bomb_squad")

# %% [markdown]
# ## One Defuse, roll by roll
# A Defuse is played wire by wire (Defuse a Bomb: Unplugging wires; Stability check): each roll of the
# special dice not yet on the Bomb board is a step with the exact chance of its count of crosses and
# explosions (the same law as the Bomb's own game, `ra.bomb_game`), after a roll the player stops or
# rolls again (the named players stop by the exact optimal rule of `ra.solve_defuse`), and the Stability
# check is a step with `ra.stability_check_probability`. A stop that neither defuses nor explodes leaves
# the Bomb Timer as the new columns lowered it.

# %%
faces = {"cross": ra.ILLUSTRATIVE_FACES["cross"], "explosion": ra.ILLUSTRATIVE_FACES["explosion"]}
defuse = [st for st in line.steps if st.action.startswith("Defuse the Bomb")]
first = defuse[0]
assert "(Timer 5)" in first.action and "roll the 9 special dice" in first.action
start = ra.bomb_game(5).new_initial_state()
law = start.chance_outcomes()
assert first.odds == {start.action_label(o): law.prob(o) for o in law.outcomes()}
check = next(st for st in defuse if "circuit dice" in st.action)
assert check.odds["passes"] == ra.stability_check_probability(1, **faces)
[(st.index, st.action.split(": ", 1)[1], st.result, st.odds.get(st.result) if st.is_chance else "a choice")
 for st in defuse]

# %% [markdown]
# ## Your seat
# Take seat 0 against the hunter: the stepper stops at each of your choices (Movement, Attack,
# Turn In, Defuse, End).

# %%
Stepper(g, seed=7, policies=[play.HumanPolicy(), g.policies["hunter"]], title="You against the hunter")

# %% [markdown]
# ## Many games, with 95% intervals
# Win shares by seat, final Influence, and Bombs exploded (the `measure` reads the final state).

# %%
def measure(s):
    scores = g.final_scores(s)
    t = s.table
    assert t.bank + sum(a.credits for a in t.agents) == g.supply  # credits are never created
    out = {"win share seat 0": s.returns()[0], "Bombs exploded": t.exploded, "bank at the end": t.bank}
    for i, sc in enumerate(scores):  # Influence by source
        out[f"seat {i}: Influence marker"] = sc.influence
        out[f"seat {i}: syndicate bonuses"] = sc.syndicates
    return out


seats = [g.policies["trader"], g.policies["hunter"]]
summary = play.simulate(g, 20, seed=1, policies=seats, measure=measure)
summary

# %% [markdown]
# ## How a reading moves it: which movement is free (RA-12)

# %%
g2 = ra.game(2, movement_fuel="first_action_free")
summary2 = play.simulate(g2, 20, seed=1, policies=[g2.policies["hunter"], g2.policies["random"]],
                         measure=lambda s: {"Influence seat 0": g2.final_scores(s)[0].total})
summary2

# %% [markdown]
# ## How a reading moves it: how many credits there are (RA-01)
# With 25 credits the bank is 17 after setup (two players); with Note 2's 70 it is 62.

# %%
g3 = ra.game(2, credit_supply="70")
assert g3.new_initial_state().table.bank == 62 and g.new_initial_state().table.bank == 17
summary3 = play.simulate(g3, 15, seed=1, policies=[g3.policies["trader"], g3.policies["hunter"]],
                         measure=lambda s: {"bank at the end": s.table.bank,
                                            "Influence seat 0": g3.final_scores(s)[0].total})
summary3

# %% [markdown]
# ## How each reading moves the game
# Every reading of Rogue Agent was switched to each of its options and the same 400 seeded games of
# `hunter` against `bomb_squad` were played again (the same seeds under every option: *common
# random numbers*). Below: option minus default with its 95% interval, **simulation estimates**,
# from the stored table `data/rogue_agent/whole_game_headlines.csv` (made by
# `python scripts/whole_game_headlines.py`, which records n, seed, policies and the edgekit version
# of every row; a test recomputes a sample of it). The readings explorer shows the same rows beside
# each reading's exact headline.

# %%
import matplotlib.pyplot as plt

from edgekit import readings
from edgekit.headlines import whole_game as wg

wg.forest_figure("Rogue Agent", ("win share: seat 0 (hunter)", "Influence from the marker: seat 0 (hunter)",
                                 "Bombs exploded"))
plt.show()

# %% [markdown]
# Readings the game never looks up cannot move it; they are listed with the reason:

# %%
rows = wg.table("Rogue Agent")
for r in rows:
    if r["status"] == "not reached":
        print(f"{r['reading']:22s} {r['reason'][:110]}")
assert {r["reading"] for r in rows} == {x.id for x in readings.by_game("Rogue Agent")}
