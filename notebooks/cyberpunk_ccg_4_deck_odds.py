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
from edgekit.display import Table, md
from edgekit.widgets.ccg_deck import DeckOddsExplorer

# %% [markdown]
# ## 1. One card
# With 3 copies of a card in a 40-card deck, the chance of at least one in the first 7 cards:

# %%
p = cp.draw_probability(40, 3, 7)
md("P(at least one of 3 copies among the first 7 of 40 cards) = {p:%}.", p=p)

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
Table("P(a whole Punknaught drawn) by cards drawn, 60-card deck", ["cards drawn", "P(all 8 needed cards)"],
      punk[20:61:10], bar="P(all 8 needed cards)", cite="Equipment: Punknaught (register CP-02)")

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
md("P(one Location of each of the 5 attributes among the first 20 cards) = {p:%}.",
   p=cp.mob_probability(60, mob_deck, 20))

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

# %% [markdown]
# ## What we learned

# %%
half_punk = next(n for n, q in punk if q >= sympy.Rational(1, 2))
half_mob = next(n for n, q in mob if q >= sympy.Rational(1, 2))
md("- **One card:** with 3 copies in 40 cards, at least one is among the first 7 with probability {p:%}.\n"
   "- **A whole Punknaught** (the Chassis and the 7 cards of the minimum build, from 12 such cards in 60) "
   "is an even chance only after {hp} cards are drawn; by the 30th card it is {p30:%}.\n"
   "- **The Mob's five Locations** (3 of each in 60 cards) come much sooner: an even chance after {hm} "
   "cards, {m30:%} by the 30th.\n"
   "- Every chance here is exact (hypergeometric, without replacement); the deck itself is an assumption, "
   "since our chapter gives no deck size.",
   p=p, hp=half_punk, p30=punk[30][1], hm=half_mob, m30=mob[30][1])

# %%
assert p == sympy.Rational(553, 1235) and punk[30][1] < sympy.Rational(1, 2) <= punk[half_punk][1]
assert half_mob < half_punk and mob[30][1] > punk[30][1]
