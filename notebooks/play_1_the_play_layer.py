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
   "does worse than the optimum in the Rip: {mcts}.",
   line=line.chance, best=best.value, always=values["always_take"],
   sim=rip_sim.value, lo=percent(rip_sim.low),
   hi=percent(rip_sim.high), exact=rip_outcomes("Hacker", "secret")["success"], opt_est=sims["optimal"].value,
   optimum=optimum, mcts=by_mcts["return"].value)

# %%
assert line.chance == Fraction(25, 144) and best.value == Fraction(-175, 1296) > values["always_take"]
assert rip_sim.contains(rip_outcomes("Hacker", "secret")["success"]) and sims["optimal"].contains(optimum)
assert by_mcts["return"].value < float(best.value)
