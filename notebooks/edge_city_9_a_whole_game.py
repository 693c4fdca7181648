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
# # Edge City 9: a whole game
#
# **The question:** how does a game of Edge City go, turn by turn, and over many games: how long
# does it last, who wins, and which actions do the players take?
#
# ## Rules in play
# 1. **Set-up** (Edge City 5.3-5.5): every Ripper starts on a Bizclave, with 3 DP, a Wannabee.
# 2. **The first turn** (6.0): everyone must Travel.
# 3. **The turn** (8.0, Chart 1.0): free actions (buy a title, 9.1.1; regain COOL, 9.4.1), then one
#    action: a Rip (11.6), Travel and the action where it ends, a Theft (11.8), an iT attack (11.7), or Pass.
# 4. **Winning** (7.0): a Hacker Legend eliminates everyone else with iT; at an agreed earlier end,
#    the highest Status, then DP, then Stealth modifiers (reading `final_tie` for what remains).
#
# **This is a reduced game.** What is left out (the board's distances, Sprawl cards, Ripper
# combat other than iT, trading, Tech cards...) is listed in `help(edgekit.edge_city.game)`; the
# Ripper Tech, the iT card's strength and most of Table 4.0 are ILLUSTRATIVE.

# %%
from collections import Counter

import matplotlib.pyplot as plt

import edgekit.edge_city as ec
from edgekit import play as P
from edgekit.widgets.stepper import Stepper

g = ec.game(4, rounds=30)
g

# %% [markdown]
# ## One seeded game, step by step
# Seat 0 is yours (a human seat: choose when it is your turn); the others play `greedy_dp`.

# %%
greedy = g.policies["greedy_dp"]
Stepper(g, seed=1, policies=[P.HumanPolicy(), greedy, greedy, greedy], title="Edge City, seed 1")

# %% [markdown]
# The same game with all four seats played by `greedy_dp`, as text (the first steps):

# %%
line = P.play(g, seed=1, policies=greedy)
print("\n".join(line.transcript().splitlines()[:14]))
first_rip = line.steps[2]
o = ec.rip_outcomes("Wannabee", "secret")
assert first_rip.odds and set(first_rip.odds.values()) == {o["success"], o["failed_cool"], o["failed_uncool"]}

# %% [markdown]
# ## Many games: length and who wins
# 120 seeded games of four `greedy_dp` players (95% intervals).

# %%
def measure(s):
    alive = sum(r.alive for r in s.rippers)
    return {"rounds played": s.round, "ended by elimination": alive == 1,
            **{f"P{i} wins": s.returns()[i] for i in range(4)}}


summary = P.simulate(g, 120, seed=7, policies=greedy, measure=measure)
print(summary)

# %% [markdown]
# ## Win rates by policy
# Seat 0 plays each named policy against three `greedy_dp` players.

# %%
rates = {}
for name, pol in g.policies.items():
    s = P.simulate(g, 100, seed=11, policies=[pol, greedy, greedy, greedy],
                   measure=lambda st: {"seat 0 wins": st.returns()[0]})
    rates[name] = s.estimates["seat 0 wins"]
    print(name, rates[name])
fig, ax = plt.subplots(figsize=(6, 3))
est = list(rates.values())
ax.bar(list(rates), [e.value for e in est],
       yerr=[[e.value - e.low for e in est], [e.high - e.value for e in est]])
ax.set_ylabel("seat 0 win rate (95% CI)")
ax.set_title("Edge City (reduced; ILLUSTRATIVE Tech, iT and Table 4.0)")
plt.show()

# %% [markdown]
# ## How often each action is taken
# Counted over 30 games of four `greedy_dp` players (the players' choices only).

# %%
counts = Counter()
for seed in range(30):
    for st in P.play(g, seed=seed, policies=greedy).steps:
        if st.player is not None and st.player >= 0:
            counts[st.result.split(":")[0]] += 1
for k, v in counts.most_common():
    print(f"{v:6d}  {k}")
assert counts["Travel to the Research Park"] + counts["Travel to the Business Dome"] > 0

# %% [markdown]
# ## How each reading moves the game
# Each reading of Edge City was switched to each of its options and the same 400 seeded games were
# played again (the same seeds under every option: *common random numbers*), seats as above but with
# a `random` player in seat 3. Below: option minus default with its 95% interval, **simulation
# estimates**, read from the stored table `data/edge_city/whole_game_headlines.csv` (made by
# `python scripts/whole_game_headlines.py`, which records n, seed, policies and the edgekit version
# of every row; a test recomputes a sample of it). The readings explorer shows the same rows beside
# each reading's exact headline.

# %%
from edgekit import readings
from edgekit.headlines import whole_game as wg

wg.forest_figure("Edge City", ("game length (rounds)", "win share: seat 0 (cautious)",
                               "actions per game: Rip"))
plt.show()

# %% [markdown]
# Readings the game never looks up cannot move it (every game comes out the same); they are listed
# with the reason, never left out:

# %%
rows = wg.table("Edge City")
for r in rows:
    if r["status"] == "not reached":
        print(f"{r['reading']:22s} {r['reason'][:110]}")
assert {r["reading"] for r in rows} == {x.id for x in readings.by_game("Edge City")}
