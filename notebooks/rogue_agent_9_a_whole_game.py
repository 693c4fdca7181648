# ---
# jupyter:
#   jupytext:
#     formats: ipynb,py:percent
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Rogue Agent 9: a whole game (one stepped through, then many)
#
# **The question:** over eight rounds, who wins, from where does the Influence come, and how often do
# Bombs go off, under a few named ways of playing?
#
# ## Rules in play
# 1. **Sequence of Play**: 8 rounds of Time, Action and City Phases.
# 2. **Action Phase**: Movement, Attack, Turn In, Defuse (Hire, Investigate, Buy Goods, Search and
#    Intercept are left out of this model; see `edgekit.rogue_agent.game`).
# 3. **End of the Game**: Influence + syndicate bonuses; ties on health, then shared wins.
#
# Faces, the deck's split and the health track are ILLUSTRATIVE values (RA-03, RA-22, RA-23).

# %%
import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.widgets.stepper import Stepper

g = ra.game(2)
line = play.play(g, seed=21, policies=[g.policies["hunter"], g.policies["bomb_squad"]])
assert line.finished and sum(line.returns) == 1
Stepper(line, title="A whole seeded game: hunter against bomb_squad")

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
    out = {"win share seat 0": s.returns()[0], "Bombs exploded": s.table.exploded}
    for i, sc in enumerate(scores):  # Influence by source
        out[f"seat {i}: Influence marker"] = sc.influence
        out[f"seat {i}: syndicate bonuses"] = sc.syndicates
    return out


seats = [g.policies["hunter"], g.policies["random"]]
summary = play.simulate(g, 30, seed=1, policies=seats, measure=measure)
summary

# %% [markdown]
# ## How a reading moves it: which movement is free (RA-12)

# %%
g2 = ra.game(2, movement_fuel="first_action_free")
summary2 = play.simulate(g2, 30, seed=1, policies=[g2.policies["hunter"], g2.policies["random"]],
                         measure=lambda s: {"Influence seat 0": g2.final_scores(s)[0].total})
summary2
