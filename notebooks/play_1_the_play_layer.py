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
# # The play layer: a Rip and a Bomb, played, stepped through, simulated, and put to bots
#
# **The question:** once a procedure is a *game* (states, legal choices, exact chance events), can
# one set of tools play it with a seed, show every step with its exact odds, simulate it many times
# with honest intervals, find its best play exactly, and let OpenSpiel's bots try it?
#
# `edgekit.play` is that set of tools, in the style of OpenSpiel: a `Game` makes a `State`; a state
# says whose turn it is (a player, `CHANCE` or `TERMINAL`), its legal actions, its chance outcomes as
# an exact `Dist`, and `apply(action)` gives the next state (states never change, so stepping back is
# free). Every step is logged in one format: who acts, the rule cited, W, the exact odds of every
# result, the result, the change of state.
#
# ## Rules in play
# 1. **The Rip Track** (Edge City 11.6.5, 11.6.5.1, 11.6.5.2): Stealth and Defend Win Rolls in Real
#    and Data Space; **the second chance** after a won Defend roll (11.5.4.3; reading
#    `second_chance`, register EC-11).
# 2. **Win Rolls** (Edge City 8.4, Table 1.0) and **the Rule of 2 and 12** (8.5.1).
# 3. **Defusing a Bomb** (Rogue Agent, Defuse a Bomb, p. 11): rolling the special dice, laying out
#    crosses and explosions, stopping, the Stability check. The dice faces are unknown (RA-03):
#    this notebook uses the ILLUSTRATIVE face mix, 1/3 cross and 1/6 explosion, not the game's.

# %%
from fractions import Fraction

import pyspiel

from edgekit import play as P
from edgekit.display import Table, md, percent
from edgekit.edge_city import rip_game, rip_outcomes, worked_example
from edgekit.edge_city.rip import openspiel as _rip_openspiel  # noqa: F401  (registers edgekit_rip)
from edgekit.play import openspiel as osp
from edgekit.rogue_agent import bomb_game
from edgekit.rogue_agent.bomb import openspiel as _bomb_openspiel  # noqa: F401 (registers edgekit_bomb)
from edgekit.widgets.stepper import Stepper

# %% [markdown]
# ## 1. The Rip as a game
#
# A Wannabee attempts a Sensitive Data Rip with no Tech: every Win Roll is at W 6. At the start the
# dice decide (`CHANCE`), and the chance outcomes are exact fractions.

# %%
rip = rip_game("Wannabee", "sensitive")
start = rip.new_initial_state()
assert start.current_player == P.CHANCE
Table("At the start the dice decide (CHANCE): the first Stealth Win Roll at W 6", ["chance outcome", "P"],
      [(start.action_label(a), p) for a, p in start.chance_outcomes().probs().items()], bar="P",
      cite="Edge City 11.6.5.1, 8.4")

# %% [markdown]
# One seeded attempt, step by step (press **Next**). The same seed always gives the same attempt.

# %%
line = P.play(rip, seed=1)
Stepper(line, title="A seeded Rip")

# %%
assert line == P.play(rip, seed=1)
assert all(s.chance == s.odds[s.result] for s in line.steps)
assert line.chance == Fraction(5, 12) ** 2 and line.returns == (1,)  # two wins at W 6 (15 in 36)

# %% [markdown]
# ## 2. The second chance is a choice (reading `second_chance="optional"`)
#
# Under the optional reading, after every won Defend roll the Ripper chooses: roll Stealth again or
# stop with COOL kept. Here **you** take the seat: step on until the stepper asks, then choose.

# %%
optional = rip_game("Wannabee", "sensitive", second_chance="optional")
Stepper(optional, seed=7, policies=P.HumanPolicy(), title="Your Rip: take the second chance or stop?")

# %%
asks = P.play(optional, seed=7, policies=P.HumanPolicy())  # the same game, read without the widget
assert asks.waiting == 0 and [s.result for s in asks.steps] == ["fail: to the Defend Zone",
                                                              "win: back to the Stealth Zone"]

# %% [markdown]
# Which choice is right depends on what a Ripper wants. If failing UnCOOL costs as much as a success
# gains, and a Ripper may roll Stealth only twice in the whole Rip (`attempts="per_rip"`), the exact
# optimal play (expectimax over every state, `P.solve`) stops whenever the second chance is in Real
# Space: a win there would leave no roll for Data Space.

# %%
pay = {"success": 1, "failed_cool": 0, "failed_uncool": -1}
cautious_rip = rip_game("Wannabee", "sensitive", second_chance="optional", attempts="per_rip", payoff=pay)
best = cautious_rip.solution()
values = {name: P.outcome(cautious_rip, pol).mean() for name, pol in cautious_rip.policies.items()}
Table("The cautious Rip: expected payoff of each policy, exactly", ["policy", "expected payoff"],
      [("optimal (P.solve)", best.value), *values.items()],
      notes="Payoff: 1 for a success, 0 for a failure with COOL kept, -1 for a failure UnCOOL.")

# %%
exact = rip_outcomes("Wannabee", "sensitive", second_chance="optional", attempts="per_rip")
assert best.value == exact["success"] - exact["failed_uncool"] == values["sensible"]
assert best.value > values["always_take"]

# %% [markdown]
# ## 3. Simulated, with intervals
#
# 10,000 seeded attempts of a Hacker's Secret Rip, next to the exact odds. Proportions (and a
# return that is only ever 0 or 1) get Wilson score intervals (95%), which stay inside [0, 1];
# means get Student t intervals (the normal once there are 1,000 games).

# %%
hacker = rip_game("Hacker", "secret")
summary = P.simulate(hacker, 10_000, seed=7, measure=lambda s: {"outcome": s.at})
summary

# %%
for outcome, p in rip_outcomes("Hacker", "secret").items():
    assert summary[f"outcome={outcome}"].contains(p), outcome

# %% [markdown]
# ## 4. OpenSpiel's bots at the same table
#
# One generic adapter registers any edgekit game with OpenSpiel (chances cross as floats only
# there). OpenSpiel's own random simulation test passes on the registered games, and its MCTS bot
# (random rollouts) can take the Ripper's seat. Against the exact optimum of the cautious Rip:

# %%
for name in osp.registered():
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=30, serialize=False, verbose=False)
mcts = osp.mcts_policy(30, rollouts=1)
by_mcts = P.simulate(cautious_rip, 80, seed=3, policies=mcts)


md("MCTS over {n} seeded attempts: mean payoff {m} (95% interval {iv}); the exact optimum is {opt}.",
   n=by_mcts["return"].n, m=by_mcts["return"].value, iv=by_mcts["return"].interval_text, opt=best.value)

# %% [markdown]
# MCTS samples: with 30 simulations a move it sometimes takes a second chance that can only lose.
# The exact optimum is the yardstick it is measured against, never the other way round.

# %% [markdown]
# ## 5. A Bomb attempt as a game
#
# Timer 4, all 9 special dice. The Agent rolls, lays the crosses and explosions out (a choice when
# the roll allows several layouts), then stops or rolls again; a line of three crosses or a stop
# ends in a Stability check. Returns: 2 Influence for a defuse, minus 4 health worth half an
# Influence point each for an explosion (the Bomb solver's "score" goal). The exact optimal play
# comes from `solve_defuse`; here it plays a seeded attempt.

# %%
bomb = bomb_game(4, 9)
attempt = P.play(bomb, seed=2, policies=bomb.policies["optimal"])
Stepper(attempt, title="A seeded Bomb attempt, played optimally")

# %%
optimum = bomb.exact_value()
sims = {name: P.simulate(bomb, 600, seed=1, policies=pol)["return"] for name, pol in bomb.policies.items()}
Table("Bomb (timer 4, 9 dice): mean return by policy, 600 simulated attempts each (seed 1)",
      ["policy", "mean return", "95% interval"],
      [("exact optimum", optimum, "exact"), *((name, e.value, e.interval_text) for name, e in sims.items())],
      notes="Estimates are floats (labelled); the exact optimum is solve_defuse's expected return.")

# %%
from edgekit.play.pictures import estimates_plot

estimates_plot(sims, exact=optimum, title="Bomb (timer 4, 9 dice): mean return by policy, 600 games each");

# %%
assert sims["optimal"].contains(optimum)
assert sims["careful"].high < float(optimum) and sims["bold"].high < float(optimum)

# %% [markdown]
# Or defuse it yourself: the Bomb minigame is this same stepper with a human in the Agent's seat
# (choose a layout for each roll, then stop or roll again; the board is drawn after every step).

# %%
Stepper(bomb, seed=11, policies=P.HumanPolicy(), title="Your Bomb: timer 4, 9 dice")

# %% [markdown]
# MCTS on a smaller Bomb (timer 3, 6 dice), a few games only (each move costs a search):

# %%
small = bomb_game(3, 6)
by_bot = P.simulate(small, 8, seed=5, policies=osp.mcts_policy(25, rollouts=1))
md("MCTS on the small Bomb: mean return {m} over {n} games (95% interval {iv}, too wide to judge); the "
   "exact optimum is {opt}.", m=by_bot["return"].value, n=by_bot["return"].n,
   iv=by_bot["return"].interval_text, opt=small.exact_value())

# %% [markdown]
# ## 6. The worked examples in the same stepper
#
# The rulebook's worked examples are logs in the same format, so the same stepper shows them.

# %%
Stepper.worked_examples()

# %%
assert P.Playthrough.from_replay(worked_example("rip_attempt")).chance == worked_example("rip_attempt").chance

# %% [markdown]
# ## 7. Beyond one machine: a Dask cluster
#
# `P.simulate(..., executor=...)` plays its games on any `concurrent.futures` executor, in chunks of
# seeds, and a Dask cluster's `Client(...).get_executor()` is one. Every game keeps its own seed, the
# game travels as the factory call that built it and a game's named players by their names, so the
# answer is the one this process gives with `processes=1`, whatever the cluster and however many
# workers it has. Here a small cluster on this machine (two worker processes) plays 60 seeded
# two-player Rogue Agent games, the hunter against the bomb squad, beside the same 60 played here.

# %%
import logging

from dask.distributed import Client, LocalCluster

from edgekit import rogue_agent

duel = rogue_agent.game(2)
seats = [duel.policies["hunter"], duel.policies["bomb_squad"]]
here = P.simulate(duel, 60, seed=24, policies=seats, processes=1)
with LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None,
                  silence_logs=logging.ERROR) as cluster, Client(cluster) as client:
    workers = len(client.scheduler_info()["workers"])
    on_cluster = P.simulate(duel, 60, seed=24, policies=seats, executor=client.get_executor())
assert workers == 2 and on_cluster == here   # identical estimates, game for game the same seeds

# %%
Table(f"Rogue Agent, 2 players (hunter v bomb_squad): 60 games (seed 24), here and on {workers} Dask "
      "workers", ["player", "win share here (processes=1)", "win share on the cluster", "95% interval"],
      [(f"{name} (seat {k})", here[f"return[{k}]"].exact_sample, on_cluster[f"return[{k}]"].exact_sample,
        on_cluster[f"return[{k}]"].interval_text) for k, name in enumerate(("hunter", "bomb_squad"))],
      notes="A shared win counts 1/2 to each winner (payoff 'win'); the cluster's numbers are those of "
            "this process, exactly.")

# %% [markdown]
# A group needs it when one machine is too slow for a sweep: every reading of a game under every option,
# a deck or face mix over many values, tens of thousands of games each. Start a cluster once (`dask
# scheduler` on one machine, `dask worker ADDRESS` on the others) and hand its address to the sweep:
# `python scripts/whole_game_headlines.py --scheduler tcp://HOST:8786` regenerates the whole-game
# headline tables there, row for row the file a run on one machine writes. For a few hundred games,
# as here, this process is quicker: a cluster costs seconds to start.

# %% [markdown]
# ## What we learned

# %%
rip_sim = summary["outcome=success"]
md("- **A seed fixes a whole game**, and every step carries its exact odds: the seeded Rip's two wins at W 6 "
   "have chance {line:%}.\n"
   "- **The best play is exact.** In the cautious Rip the optimum is {best}, and stopping in Real Space "
   "is part of it; always taking the second chance gives only {always}.\n"
   "- **Simulations agree, with honest intervals:** 10,000 Hacker Secret Rips succeeded {sim:%} of the "
   "time (95% {lo} to {hi}), around the exact {exact:%}.\n"
   "- **Bots are measured against the optimum:** in the Bomb the optimal policy's estimate, {opt_est}, "
   "holds the exact {optimum}, while careful and bold play fall short; MCTS with 30 simulations a move "
   "does worse than the optimum in the Rip: {mcts}.\n"
   "- **A cluster changes where games are played, not what they give:** 60 seeded Rogue Agent games on "
   "{workers} Dask workers gave the hunter a win share of {hunter}, exactly the {hunter_here} of this "
   "process.",
   line=line.chance, best=best.value, always=values["always_take"],
   sim=rip_sim.value, lo=percent(rip_sim.low),
   hi=percent(rip_sim.high), exact=rip_outcomes("Hacker", "secret")["success"], opt_est=sims["optimal"].value,
   optimum=optimum, mcts=by_mcts["return"].value, workers=workers,
   hunter=on_cluster["return[0]"].exact_sample, hunter_here=here["return[0]"].exact_sample)

# %%
assert line.chance == Fraction(25, 144) and best.value == Fraction(-175, 1296) > values["always_take"]
assert rip_sim.contains(rip_outcomes("Hacker", "secret")["success"]) and sims["optimal"].contains(optimum)
assert by_mcts["return"].value < float(best.value)
assert on_cluster == here and on_cluster["return[0]"].exact_sample == here["return[0]"].exact_sample
