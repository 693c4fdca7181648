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
# # Rogue Agent 6: a round (the Data Stream, the Time and City Phases)
#
# **The question:** what comes out of the bag, where does it land, and how likely is a precinct to
# have had a Bomb by round r? Then one seeded round, step by step.
#
# ## Rules in play
# 1. **Final Setup**: the bag (the Data Stream) holds 4 Bombs, 4 Killers and 6 Criminal tokens.
# 2. **A. Time Phase**: the Commander draws 3, 4 or 5 tokens (2, 3, 4 players) and places each on the
#    precinct of a die roll; a Bomb gets a Timer die (the Police face is re-rolled: reading
#    `bomb_timer_face`, RA-05); a Criminal gets a face-down card from the deck.
# 3. **C. City Phase**: Criminals move along the Event Trail, Killers act, the Police Squad moves on
#    and sweeps its precinct back into the bag, Bomb Timers drop.
# 4. **Justice: Attack** and **Investigate**: attacking a face-down Criminal.
# 5. **Agent Board**, **Credits**, **Search a District**: in the seeded round an Agent spends ammo
#    on a Thug and on attack re-rolls, searches a precinct, and is paid from the bank at the
#    Headquarters (the board, the rewards and the search faces are ILLUSTRATIVE: RA-03, RA-22, RA-23).
#
# What comes back to the bag depends on play. The chain below makes one labelled assumption: each
# token out of the bag is back before the next Time Phase with a fixed exact chance.

# %%
import dataclasses

import matplotlib.pyplot as plt
import sympy  # noqa: E402

import edgekit.rogue_agent as ra  # noqa: E402
from edgekit import play  # noqa: E402
from edgekit.display import Table, md  # noqa: E402
from edgekit.widgets.stepper import Stepper  # noqa: E402

# %% [markdown]
# ## 1. The first Time Phase
# P(at least one Bomb is drawn) = 1 - C(10, k) / C(14, k).

# %%
first = {n: ra.first_round_bomb_probability(n) for n in (2, 3, 4)}
assert first == {2: sympy.Rational(61, 91), 3: sympy.Rational(113, 143), 4: sympy.Rational(125, 143)}
Table("P(at least one Bomb in the first Time Phase)", ["players", "P(a Bomb)"], first.items(),
      probs=["P(a Bomb)"], bar="P(a Bomb)", cite="Rogue Agent: Time Phase")

# %% [markdown]
# ## 2. The Data Stream over eight rounds (two players)
# Under "nothing comes back" the bag is empty after round 5 (14 = 3+3+3+3+2); under "everything
# comes back" every round is a fresh draw from the full bag.

# %%
half = sympy.Rational(1, 2)
chains = {label: ra.data_stream(2, 8, return_chance=rc)
          for label, rc in (("nothing returns", 0), ("each token back w.p. 1/2", half), ("all return", 1))}
curves = {label: [r.p_bomb_hit_by_now for r in chain] for label, chain in chains.items()}
assert curves["nothing returns"][-1] == 1 - sympy.Rational(5, 6) ** 4
for label, ys in curves.items():
    plt.plot(range(1, 9), [float(y) for y in ys], marker="o", label=label)
plt.xlabel("round")
plt.ylabel("P(a given precinct has had a Bomb)")
plt.legend()
plt.title("Bomb placements by round, 2 players (exact chain; return chance is an assumption)")
plt.show()

# %% [markdown]
# What is drawn in round 3, exactly, when each token returns with chance 1/2:

# %%
r3 = chains["each token back w.p. 1/2"][2]
Table("Round 3, each token back with chance 1/2: what is drawn", ["Bombs", "Killers", "Criminals", "P"],
      [(*k, v) for k, v in sorted(r3.drawn.probs().items())], probs=["P"], bar="P")

# %% [markdown]
# ## 3. Attacking a face-down Criminal
# The deck's health split inside each pile is not printed (RA-23); with an ILLUSTRATIVE 1/2 split
# and the ILLUSTRATIVE face mix, the chance to subdue a face-down Criminal with 3 red dice is the
# single-roll odds mixed over the deck; Investigate lets the Agent skip the ones not worth it.

# %%
p = ra.unknown_criminal_attack(mix=ra.ILLUSTRATIVE_MIX, low_one=half, high_three=half)
v = ra.investigate_value(mix=ra.ILLUSTRATIVE_MIX, low_one=half, high_three=half, retaliation_cost=1)
law = ra.criminal_health(half, half)
assert p == sum(law.prob(h) * ra.attack_criminal(h, mix=ra.ILLUSTRATIVE_MIX, rerolls="none").p_success
                for h in (1, 2, 3, 4))
md("P(subdue a face-down Criminal with 3 red dice): {p:%}. Looking first (Investigate) is worth {worth} "
   "Influence: {blind} expected attacking blind, {informed} after looking (a failed attack costing 1; "
   "ILLUSTRATIVE).",
   p=p, worth=v["worth"], blind=v["blind"], informed=v["informed"])

# %% [markdown]
# ## 4. One seeded round, step by step (two players, the "hunter" policy)
# Every draw and roll shows its exact odds and its rule.

# %%
g = ra.game(2)
line = play.play(g, seed=1, policies=g.policies["hunter"])   # round 1: an attack with ammo, a search
cut = next(s.index for s in line.steps if s.change.startswith("round 2"))
round_one = dataclasses.replace(line, steps=line.steps[:cut])
Stepper(round_one, title="Round 1 of a seeded game")

# %% [markdown]
# ## 5. The economy in that round: ammo, a search and the bank
# The attack that spent 1 ammo has the odds of the exact optimal re-rolls
# (`attack_policy`), the search those of `search_policy` (one re-roll, no Intelligence), and the
# bank and the players' credits always add up to the 25 credits (reading `credit_supply`, RA-01).

# %%
attack = next(s for s in round_one.steps if s.action.startswith("attack Criminal") and "black" in s.action)
need = int(attack.note.split("optimal ones for ")[1].split()[0])
plan = ra.attack_policy({"red": 3, "black": 1}, ra.ILLUSTRATIVE_MIX, goal="subdue", need=need)
assert all(attack.odds[f"{h} hit(s), {w} pistol wound(s)"] == q for (h, w), q in plan.outcome.probs().items())
search = next(s for s in round_one.steps if s.action.startswith("search "))
sp = ra.search_policy({"red": 1, "black": 1}, ra.SEARCH_MIX)
assert all(search.odds[f"{lost} health lost (before ammo), {n} reward step(s)"] == q
           for (lost, n), q in sp.outcome.probs().items())
for step in round_one.steps:
    t = step.state.table
    assert t.bank + sum(a.credits for a in t.agents) == g.supply == 25
end = round_one.steps[-1].state.table
kinds = ("fuel", "ammo", "clues", "credits")
Table("After round 1", ["", *kinds], [(f"Agent {i}", *(getattr(a, k) for k in kinds))
                                      for i, a in enumerate(end.agents)] + [("bank", "", "", "", end.bank)],
      notes=f"P(subdued) with 1 ammo and optimal re-rolls: {plan.value} (exact)")

# %% [markdown]
# ## What we learned

# %%
md("In the first Time Phase a Bomb is drawn with {p2:%} with 2 players and {p4:%} with 4. Over eight "
   "rounds with 2 players, a given precinct has had a Bomb by the end with {none:%} if nothing returns to "
   "the bag and {all_:%} if everything does. A face-down Criminal is subdued by 3 red dice with {p:%} "
   "(ILLUSTRATIVE faces and deck). In the seeded round the bank and the Agents' credits always add up to "
   "{supply} credits; the attack with 1 ammo had {pa:%} to subdue under the optimal re-rolls.",
   p2=first[2], p4=first[4], none=curves["nothing returns"][-1], all_=curves["all return"][-1], p=p,
   supply=g.supply, pa=plan.value)

# %%
assert curves["nothing returns"][-1] == 1 - sympy.Rational(5, 6) ** 4 and first[2] == sympy.Rational(61, 91)
assert end.bank + sum(a.credits for a in end.agents) == g.supply == 25 and 0 < plan.value < 1
