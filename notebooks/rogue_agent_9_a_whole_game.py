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
