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
# # Matrix 3: the chance to win a run, and how to play
#
# **The question:** what are a runner's chances of getting through a whole run of *Matrix*, how
# much does the way of playing matter, how much brain damage does a run cost, what happens with an
# advanced-game damage target, and how much do the readings of the garbled rules move all this?
#
# ## Rules in play
# 1. **The run** (Matrix setup, steps 1-7): see notebook `matrix_2_a_run`. A win needs all four
#    forts held by their own colour's breaker before ten brain damage.
# 2. **The damage target** (advanced game): a run is won only with at most the target's brain damage.
# 3. **Advanced breakers** (advanced game): one or more pawns stand for advanced breakers, each
#    drawn by a d6 (pick a pawn, roll for which breaker of its colour); base strength one less, and
#    an ability. The abilities are not in the text (register MX-09): an unknown ability plays as
#    none, and the reader sets any ability as a value (`edgekit.matrix.ability`, section 7).
# 4. Readings: `matrix_die` (MX-06), `matrix_powerup_timing` (MX-04), and the six run readings
#    (MX-02, MX-03, MX-07, MX-11), defaults unless said.
#
# **Floats in this notebook** are simulated estimates, always with their 95% interval; exact
# values are fractions.

# %%
from collections import Counter
from fractions import Fraction

import sympy

from edgekit import matrix as mx
from edgekit import play, readings
from edgekit.display import Table, md, percent
from edgekit.matrix.whole_game.fast import final_states

# %% [markdown]
# ## 1. Exact P(win) under optimal play, where the state space allows it
#
# A state is the whole matrix (every structure's place, tile and power-up), the breakers' places,
# the power-ups held and the damage: for the real stack of 24 tiles on an open grid that is far too
# many states to search, and `exact_win` refuses. It solves *small stacks* exactly (one or two
# colours with few ice), built with the same rules (`colours`, `ice`, `bottom_ice`), with loops
# (walking back and forth over ice) handled exactly level by level.

# %%
small = {
    "one fort": dict(colours=1, ice=0, bottom_ice=0),
    "one colour, ice 1": dict(colours=1, ice=1, bottom_ice=0),
    "one colour, ice 1, fort shuffled with it": dict(colours=1, ice=1, bottom_ice=1),
    "two forts": dict(colours=2, ice=0, bottom_ice=0),
}
exact = {k: mx.exact_win(mx.game(**kw)) for k, kw in small.items()}
Table("Exact P(win) under optimal play, small stacks", ["stack", "P(win), optimal play"],
      list(exact.items()), probs=["P(win), optimal play"], cite="Matrix setup, steps 1-7")

# %%
# one fort alone: jump on it until it breaks (1/6 a try) or ten failures
assert exact["one fort"] == 1 - sympy.Rational(5, 6) ** 10
# independent check: float value iteration over every state
assert all(abs(float(v) - mx.value_iteration_win(mx.game(**small[k]))) < 1e-9 for k, v in exact.items())
# the default policy, exactly (play.outcome): optimal is never worse
dflt = {k: play.outcome(mx.game(**kw), mx.default_policy()).p(lambda r: r == 1) for k, kw in small.items()}
assert all(exact[k] >= dflt[k] for k in small)
Table("Optimal play against the default policy, exactly", ["stack", "optimal", "default policy"],
      [(k, exact[k], dflt[k]) for k in small], probs=["optimal", "default policy"])

# %% [markdown]
# ## 2. The whole game: named policies, simulated
#
# Policies (`edgekit.matrix.named_policies()`): **default** (dig with one breaker, jump onto your own fort
# from outside once P(break) >= 1/2, power-ups only on forts), **bold** (jump at once), **lavish**
# (every power-up into every challenge), **min_damage** (each challenge's power-ups chosen for the
# least expected damage now plus expected failed fort attempts later: "optimal per challenge").
# A small simulation here (150 seeded runs each); larger runs are quoted at the end.

# %%
game = mx.game()
N = 150


def measure(s):
    return {"win": s.end == "win", "damage": s.damage}


sims = {name: play.simulate(game, N, seed=2026, policies=p, measure=measure, keep_values=True)
        for name, p in game.policies.items()}  # keep_values: each run's measure is read below


Table(f"P(win) and brain damage by policy, {N} simulated runs each (seed 2026)",
      ["policy", "P(win)", "P(win) 95% interval", "mean brain damage", "damage 95% interval"],
      [(name, s["win"].value, s["win"].interval_text, s["damage"].value, s["damage"].interval_text)
       for name, s in sims.items()], probs=["P(win)"],
      notes="Simulation estimates (floats, labelled ≈): P(win) with its Wilson interval, the mean with "
            "its Student t interval.")

# %%
assert sims["lavish"]["win"].low > sims["default"]["win"].high      # spending on ice pays
assert sims["min_damage"]["win"].low > sims["default"]["win"].high
md("Spending on ice pays: **lavish** wins {lav:%} of these runs (95% {lo} to {hi}), **default** only "
   "{dflt:%}; the two intervals do not overlap.", lav=sims["lavish"]["win"].value,
   lo=percent(sims["lavish"]["win"].low), hi=percent(sims["lavish"]["win"].high),
   dflt=sims["default"]["win"].value)

# %% [markdown]
# The brain damage at the end of a run (ten = brain death), under **lavish**:

# %%
lav = sims["lavish"].values  # each run's measure, in seed order
damage = Counter(v["damage"] for v in lav)
assert sum(damage.values()) == N and damage[10] == sum(1 for v in lav if not v["win"])
Table(f"Brain damage at the end of a run, lavish policy, {N} runs", ["brain damage", "runs", "share"],
      [(d, k, Fraction(k, N)) for d, k in sorted(damage.items())], bar="share",
      notes="10 is brain death (Matrix step 6). The shares are of these simulated runs.")

# %% [markdown]
# ## 3. P(win) for every advanced damage target 0..9
#
# The policies never look at the target, and a run with target t differs from the basic run only by
# stopping once damage passes t (it can no longer be won). So a run is won under target t exactly
# when the basic run is won with damage <= t: one simulation gives every target (checked for t = 6).

# %%
by_target = {t: Fraction(sum(1 for v in lav if v["win"] and v["damage"] <= t), N) for t in range(10)}
direct = final_states(mx.game(target=6), N, seed=2026, policy=game.policies["lavish"])
assert Fraction(sum(s.end == "win" for s in direct), N) == by_target[6]

# %%
adv = mx.game(advanced=True)
adv_runs = final_states(adv, N, seed=2026, policy=adv.policies["lavish"])
adv_by_target = {t: Fraction(sum(1 for s in adv_runs if s.end == "win" and s.damage <= t), N)
                 for t in range(10)}
assert adv_by_target[9] < by_target[9]  # base strength one less, no (known) ability to make up for it
Table(f"Share of {N} simulated runs won (lavish policy) by advanced damage target",
      ["damage target", "basic breakers", "advanced breakers"],
      [(t, by_target[t], adv_by_target[t]) for t in range(10)], probs=["basic breakers", "advanced breakers"],
      notes="Shares of these seeded runs: estimates of P(win), exact as shares of the sample.")

# %% [markdown]
# ## 4. OpenSpiel's MCTS bot
#
# The run is registered with OpenSpiel (`edgekit_matrix`) through the play layer's adapter, so
# OpenSpiel's MCTS can play it. Here on a small stack, where the exact optimum is known (a few
# games: MCTS is slow in Python); on the full game see the larger runs at the end.

# %%
from edgekit.play.openspiel import mcts_policy  # noqa: E402

tiny = mx.game(**small["one colour, ice 1, fort shuffled with it"])
bot = play.simulate(tiny, 3, seed=5, policies=mcts_policy(10, rollouts=1), measure=measure)
assert bot["win"].value <= 1 and bot["win"].n == 3
md("MCTS won {wins} of its {n} runs (95% interval {iv}); the exact optimum is {opt:%}.",
   wins=round(bot["win"].value * bot["win"].n), n=bot["win"].n, iv=bot["win"].interval_text,
   opt=exact["one colour, ice 1, fort shuffled with it"])

# %% [markdown]
# ## 5. How each reading moves P(win)
#
# Each reading's other option, 40 seeded runs each under **min_damage** (it sets each challenge's
# power-ups from the odds in force, so it adapts to the die and the timing readings; the same seeds,
# so runs differ only where the reading does). Small samples: only large moves show. `any_space` is
# left out here (an outside breaker may then pick any of 2,209 spaces: slow to list).

# %%
M = 40
base = final_states(game, M, seed=7, policy=game.policies["min_damage"])
rows = {"defaults": sum(s.end == "win" for s in base)}
for r in readings.by_game("Matrix"):
    for opt in r.options:
        if r.id in mx.game.readings and opt != r.default and opt != "any_space":
            g = mx.game(**{r.id: opt})
            runs = final_states(g, M, seed=7, policy=g.policies["min_damage"])
            rows[f"{r.id}={opt}"] = sum(s.end == "win" for s in runs)
assert rows["matrix_die=piecepack"] < rows["defaults"]  # a fort cannot be broken without power-ups
Table(f"Runs won of {M} (min_damage policy, seed 7) under each reading's other option",
      ["readings", "runs won", "share won"], [(k, v, Fraction(v, M)) for k, v in rows.items()],
      bar="share won",
      notes="Small samples of seeded runs (the same seeds for every row): only large moves show.")

# %% [markdown]
# ## 6. Larger runs (measured once with `final_states`, not re-run here)
#
# 5,000 seeded runs per policy (seed 2026), full basic game, default readings:
#
# | policy | P(win) (95% Wilson) | brain death | mean damage |
# |---|---|---|---|
# | default | 0.465 (0.451-0.478) | 0.535 | 9.0 |
# | bold | 0.465 (0.451-0.479) | 0.535 | 9.0 |
# | lavish | 0.712 (0.699-0.724) | 0.288 | 7.6 |
# | min_damage | 0.697 (0.684-0.710) | 0.303 | 8.2 |
#
# Under **lavish**, P(win) by target t = 0..9: 0, 0.0006, 0.008, 0.029, 0.091, 0.188, 0.327, 0.472,
# 0.606, 0.712. Saving power-ups for the forts loses: brain damage on ice is what ends runs.
#
# Advanced breakers (base strength one less, abilities unknown so none applied), **lavish**, 5,000
# runs: P(win) by target 0..9: 0, 0, 0, 0, 0.0008, 0.003, 0.012, 0.029, 0.057, 0.100.
#
# Each reading's other option, **min_damage**, 1,000 runs (seed 7; defaults 0.715, 95% 0.686-0.742):
#
# | reading = option | P(win) | note |
# |---|---|---|
# | matrix_die = piecepack | 0.054 | a fort needs power-ups (k/6 on its own colour) |
# | matrix_powerup_timing = before_roll | 0.333 | power-ups committed blind |
# | matrix_occupied_space = forbidden | 0.430 | no free entry to a fort another breaker broke |
# | matrix_fort_exit = stays | 0.109 | 66% of runs end stuck: a digger that breaks a fort stays there |
# | matrix_outside_reach = any_space | 0.655 (200 runs) | |
# | matrix_neighbour_rule = new_only | 0.717 | within noise |
# | matrix_reentry = free | 0.718 | within noise (this policy rarely walks back) |
# | matrix_powerup_supply = every_structure | 0.716 | within noise |
#
# OpenSpiel's MCTS on the full game (30 simulations a move, one random rollout each): 0 wins in 12
# runs (95% 0 to 0.24), brain death every time: random rollouts see only brain death, so the
# search has nothing to steer by. The named policies are far better.

# %% [markdown]
# ## 7. The advanced game: a team, and an ability the reader sets
#
# Exactly, on a small stack (two colours, a data fort each, no ice) with a damage target of 1: the
# runner may keep the basic pawns (the basic game), make the Suns pawn advanced, make both advanced,
# or choose during the set-up (one or more pawns, one at a time, each followed by its d6; the exact
# solver plays that choice optimally). First with every ability unknown, then with an ability the
# reader sets on every Suns face. **Change `reader_ability` and run again** to try another guess
# (`edgekit.matrix.ability`: a strength change, perhaps only against some colours, ice or forts, or at
# some distance; a reach; moving forts).

# %%
reader_ability = mx.ability(strength=2, kind="fort")   # the reader's guess: +2 against data forts
tiny_adv = dict(colours=2, ice=0, bottom_ice=0, target=1)
teams = {"Suns advanced": ("Suns",), "both advanced": "all", "the runner chooses": "choose"}
tables = {"unknown": mx.breaker_table(),
          "the reader's": mx.breaker_table({("Suns", f): reader_ability for f in range(1, 7)})}
basic_win = mx.exact_win(mx.game(**tiny_adv))
adv_win = {(t, k): mx.exact_win(mx.game(advanced=True, pawns=team, table=table, **tiny_adv))
           for t, table in tables.items() for k, team in teams.items()}
Table("Exact P(win) under optimal play: two forts, no ice, damage target 1",
      ["team", "abilities unknown", f"reader's ability on the Suns faces ({reader_ability.words()})"],
      [("basic (no advanced pawn)", basic_win, basic_win)]
      + [(k, adv_win[("unknown", k)], adv_win[("the reader's", k)]) for k in teams],
      probs=["abilities unknown", f"reader's ability on the Suns faces ({reader_ability.words()})"],
      cite="Matrix advanced game, steps 1-7")

# %%
assert all(adv_win[("unknown", k)] == 0 for k in teams)   # no ability: its own fort is out of reach
assert adv_win[("the reader's", "the runner chooses")] == max(adv_win[("the reader's", k)] for k in teams)
assert adv_win[("the reader's", "the runner chooses")] > basic_win

# %% [markdown]
# ### Try a guess without code
#
# The explorer below plays the same small stack for any guess its controls make (it starts at the
# guess above, +2 against data forts on every Suns face): a strength change from -2 to +3, against
# either colour or both, against ice, forts or both (this stack has no ice), carried by every Suns
# face, one Suns face only, every Moons face or every face, and the team. Each setting shows the
# exact P(win) beside the basic game's and the same team's with every ability unknown. Try +1 instead
# of +2 (is one point enough to break its own fort?), the guess on one Suns face only (the d6 must
# draw it), or a guess against Moons structures only with both pawns advanced.

# %%
from edgekit.widgets.matrix_ability import MatrixAbilityExplorer  # noqa: E402

guess_explorer = MatrixAbilityExplorer(strength=2, against="any", kind="fort", carriers="Suns faces",
                                       team="choose")
assert guess_explorer.state["basic"] == basic_win
assert guess_explorer.state["unknown"] == adv_win[("unknown", "the runner chooses")]
if reader_ability == mx.ability(strength=2, kind="fort"):   # the explorer's start is the guess above
    assert guess_explorer.state["guess"] == adv_win[("the reader's", "the runner chooses")]
guess_explorer

# %% [markdown]
# On the whole game, simulated: every pawn advanced, the same seeds, with every ability unknown and
# with the reader's ability on every face of every colour (lavish policy, 150 runs each):

# %%
everywhere = mx.breaker_table({(c, f): reader_ability for c in mx.COLOURS for f in range(1, 7)})
adv_sims = {name: play.simulate(g, N, seed=2026, policies=g.policies["lavish"], measure=measure)
            for name, g in (("abilities unknown", mx.game(advanced=True)),
                            ("the reader's ability", mx.game(advanced=True, table=everywhere)))}
adv_sims["basic game"] = sims["lavish"]   # section 2: the same seeds and policy
Table(f"P(win), {N} simulated runs each (seed 2026, lavish policy)", ["breakers", "P(win)", "95% interval"],
      [(k, v["win"].value, v["win"].interval_text) for k, v in adv_sims.items()], probs=["P(win)"],
      notes="Simulation estimates with their Wilson intervals.")

# %%
assert adv_sims["the reader's ability"]["win"].low > adv_sims["abilities unknown"]["win"].high

# %% [markdown]
# ## 8. What the game leaves out
#
# Every gap the game plays by a reconstruction, or leaves to the reader, and how:

# %%
mx.left_out()

# %% [markdown]
# ## What we learned

# %%
one_fort = exact["one fort"]
best = max(sims, key=lambda k: sims[k]["win"].value)
moved = sorted((v, k) for k, v in rows.items() if k != "defaults")[:2]  # the two lowest win counts
md("- **Exact where it can be.** Optimal play wins a run with one fort and no ice {one:%}: jump on until "
   "the 1/6 break comes, ten tries at most. Bigger stacks are estimated.\n"
   "- **How to play matters.** Of the named policies, **{best}** won the most simulated runs, "
   "{pb:%}, and **default** won {pd:%}: brain damage on ice ends runs, so power-ups spent there pay.\n"
   "- **A damage target is hard.** With a target of 5 the lavish runner won {t5:%} of the runs, against "
   "{t9:%} with 9; advanced breakers (base one less, abilities unknown) won {a9:%} even at 9.\n"
   "- **Two readings move it most:** {r1} (won {w1} of {m} runs) and {r2} ({w2} of {m}), against "
   "{d} of {m} under the defaults.\n"
   "- **The advanced game turns on the lost abilities.** With every ability unknown, an advanced "
   "breaker cannot break its own fort without power-ups, so on two forts with a target of 1 every "
   "advanced team wins {zero:%}; with the reader's guess ({guess}) the runner who chooses its team wins "
   "{chosen:%} (the basic game: {basic:%}). On the whole game the same guess on every face takes P(win) "
   "from {adv0:%} to {adv1:%} (simulated).",
   one=one_fort, best=best, pb=sims[best]["win"].value, pd=sims["default"]["win"].value,
   t5=by_target[5], t9=by_target[9], a9=adv_by_target[9], r1=moved[0][1], w1=moved[0][0], r2=moved[1][1],
   w2=moved[1][0], d=rows["defaults"], m=M, zero=adv_win[("unknown", "the runner chooses")],
   guess=reader_ability.words(), chosen=adv_win[("the reader's", "the runner chooses")], basic=basic_win,
   adv0=adv_sims["abilities unknown"]["win"].value, adv1=adv_sims["the reader's ability"]["win"].value)

# %%
assert one_fort == 1 - sympy.Rational(5, 6) ** 10 and one_fort == sympy.Rational(50700551, 60466176)
assert sims[best]["win"].low > sims["default"]["win"].high and best in ("lavish", "min_damage")
assert by_target[5] < by_target[9] and adv_by_target[9] < by_target[9]
assert [k for _, k in moved] == ["matrix_fort_exit=stays", "matrix_die=piecepack"]
assert moved[1][0] < rows["defaults"] / 2
assert adv_win[("the reader's", "the runner chooses")] == adv_win[("the reader's", "Suns advanced")] \
    == sympy.Rational(5, 36) and basic_win == sympy.Rational(11, 216)
