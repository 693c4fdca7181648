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
# # Cyberpunk CCG 4: deck odds
#
# **The question:** how likely is a card, or a whole set of cards, to turn up by the n-th draw?
#
# Our chapter gives no deck size, hand size or draw step (register CP-01), so the deck is yours to
# describe: its size and how many of each card it holds. Cards are drawn without replacement, so the
# chances are hypergeometric, and exact.
#
# ## Rules in play
# 1. **Buying cards** (Card Types): cards are bought out of your hand, so they must be drawn first.
# 2. **The Punknaught** (Equipment: Punknaught): a Chassis and, in the minimum build, 2 Cars,
#    2 Armor, 2 Lift and 1 Heavy Weapon (the list itself is missing, register CP-02).
# 3. **The Mob** (Card Types: Locations): the Mob Sponsor wins by controlling one Location of every
#    attribute; the chapter names a few (Bar, Entertainment, Grocery) and then says "etc.".

# %%
import sympy

from edgekit import cyberpunk_ccg as cp
from edgekit.widgets.ccg_deck import DeckOddsExplorer

# %% [markdown]
# ## 1. One card
# With 3 copies of a card in a 40-card deck, the chance of at least one in the first 7 cards:

# %%
p = cp.draw_probability(40, 3, 7)
p, float(p)

# %%
assert p == 1 - sympy.binomial(37, 7) / sympy.binomial(40, 7)

# %% [markdown]
# The same as a formula in the deck size N and the copies K, for two draws:

# %%
N, K = sympy.symbols("N K", positive=True, integer=True)
formula = cp.draw_probability(N, K, 2)
formula

# %%
assert formula.subs({N: 40, K: 3}) == cp.draw_probability(40, 3, 2)

# %% [markdown]
# ## 2. A whole Punknaught
# Say a 60-card deck holds 1 Chassis, 3 Cars, 3 Armor, 3 Lift and 2 Heavy Weapons. The chance that
# the Chassis and the minimum build are all among the first n cards, by n:

# %%
parts = {"Chassis": 1, "Car": 3, "Armor": 3, "Lift": 3, "Heavy Weapon": 2}
needs = {"Chassis": 1, **cp.PUNKNAUGHT_MINIMUM}
punk = cp.collect_by_draws(60, parts, needs)
{n: str(p) for n, p in punk[20:61:10]}

# %%
assert punk[30][1] == cp.punknaught_probability(60, parts, 30)
assert punk[7][1] == 0 and punk[60][1] == 1   # 8 cards are needed; the whole deck has them all

# %% [markdown]
# ## 3. The Mob's Locations
# A 60-card deck with 3 Locations of each of five attributes (the full list is unknown, so the five
# are yours to name). The chance of one of each among the first n cards:

# %%
mob_deck = {a: 3 for a in ("Bar", "Entertainment", "Grocery", "Club", "Clinic")}
mob = cp.collect_by_draws(60, mob_deck, dict.fromkeys(mob_deck, 1))
str(cp.mob_probability(60, mob_deck, 20))

# %%
assert mob[20][1] == cp.mob_probability(60, mob_deck, 20)

# %%
cp.plot_by_draws({"Punknaught (Chassis + minimum build)": punk, "Mob: one of each of 5 attributes": mob,
                  "one card of 3": tuple((n, cp.draw_probability(60, 3, n)) for n in range(61))},
                 title="P(all needed cards drawn) by cards drawn, 60-card deck");

# %% [markdown]
# The Punknaught needs eight particular cards and stays unlikely until most of the deck is drawn;
# the Mob's five attributes, each held three times, come much sooner.

# %%
assert mob[30][1] > punk[30][1]

# %% [markdown]
# ## 4. Deck odds explorer
# Deck size, copies, how many you want and how many cards you draw: the exact chance, and a bar for
# every number of draws.

# %%
DeckOddsExplorer()
