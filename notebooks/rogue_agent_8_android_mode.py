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
# # Rogue Agent 8: Android mode (who could be an Android?)
#
# **The question:** how likely is a player to be dealt two or more Android Identification tokens,
# when the rulebook never says how many of the 12 tokens are Android tokens?
#
# ## Rules in play
# 1. **Identification Tokens**: with 3 players, one Android and two Human tokens are removed first;
#    every player is dealt 3 tokens.
# 2. **Revealing** and **Exposing an Android**: a second revealed Android token exposes the player.
# 3. **Limit on the Number of Androids**: 1 with 3 players, 2 with 4.
#
# The number of Android tokens is the symbol `n_android` (register RA-27).

# %%
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import sympy  # noqa: E402

import edgekit.rogue_agent as ra  # noqa: E402
from edgekit import play  # noqa: E402

f4, f3 = ra.two_or_more_androids(4), ra.two_or_more_androids(3)
sympy.factor(f4), sympy.factor(f3)

# %%
assert sympy.factor(f4) == -ra.ANDROID_TOKENS * (ra.ANDROID_TOKENS - 17) * (ra.ANDROID_TOKENS - 1) / 660
assert ra.two_or_more_androids(4, 4) == sympy.Rational(13, 55)
assert (ra.android_limit(3), ra.android_limit(4)) == (1, 2)

# %% [markdown]
# ## 1. Against every possible mix
# One player's chance, and the chance that somebody at the table holds two or more.

# %%
xs = range(2, 11)
for players in (3, 4):
    one = [float(ra.two_or_more_androids(players, a)) for a in xs]
    anyone = [float(ra.some_player_two_or_more(players, a)) for a in xs]
    plt.plot(xs, one, marker="o", label=f"{players}p: one player")
    plt.plot(xs, anyone, ls="--", label=f"{players}p: anyone")
plt.xlabel("Android tokens among the 12 (unknown, RA-27)")
plt.ylabel("P(2 or more Android tokens)")
plt.legend()
plt.show()

# %% [markdown]
# ## 2. A seeded Android-mode game (3 players; ILLUSTRATIVE 4 Android tokens)
# Identification tokens are dealt, revealed at the skull and when the Police Squad arrives nearby;
# the model leaves out Scan and the covert actions (see `edgekit.rogue_agent.game`).

# %%
g = ra.game(3, mode="android")
line = play.play(g, seed=5, policies=g.policies["hunter"])
final = line.steps[-1].state.table
[(i, a.androids, a.shown_android, a.shown_human, a.exposed) for i, a in enumerate(final.agents)]
