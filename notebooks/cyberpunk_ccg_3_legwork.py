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
# # Cyberpunk CCG 3: Legwork arithmetic
#
# **The question:** after the Media, Rockers and Netrunners have done their Legwork, what are a
# Location's or an Operation's M-Sec and E-Sec, and how few Runners does it take to get them down?
#
# ## Rules in play
# 1. **Security** (Card Types: Locations, Operations): every Location and Op has a Manual Security
#    (M-Sec) and an Electronic Security (E-Sec).
# 2. **Media** (Runner Roles: Media): raise a card's M-Sec by the Media's Power; it may go past the
#    printed value.
# 3. **Rocker** (Runner Roles: Rockers): lower a card's M-Sec by the Rocker's Power, minimum 0.
# 4. **Netrunner** (Runner Roles: Netrunner): add the Power to the E-Sec of one of your own cards,
#    never above the printed value, or subtract it from any card's E-Sec, minimum 0.
#
# The missing Part 2 would say what security does in a Hit or Run (CP-01); the arithmetic is exact.

# %%
from edgekit import cyberpunk_ccg as cp
from edgekit.widgets.ccg_legwork import LegworkExplorer

# %% [markdown]
# ## 1. One ability at a time
# Each use is applied in turn, with its floor or ceiling at that moment. A Data Vault (made-up:
# M-Sec 3, E-Sec 5) under attack and defence:

# %%
vault = next(c for c in cp.illustrative_cards() if c.name == "Data Vault")
s = cp.security(vault.m_sec, vault.e_sec,
                [("Rocker", 4), ("Media", 2), ("Netrunner lower", 3), ("Netrunner raise", 6)])
s.steps

# %%
assert (s.m_sec, s.e_sec) == (2, 5)   # the Rocker's extra point is lost at 0; E-Sec is back to 5, no higher

# %% [markdown]
# ## 2. Order matters, through the floor
# A Rocker of Power 5 and a Media of Power 3 on M-Sec 2: Rocker first leaves 3; Media first leaves 0.

# %%
first_rocker = cp.security(2, 0, [("Rocker", 5), ("Media", 3)]).m_sec
first_media = cp.security(2, 0, [("Media", 3), ("Rocker", 5)]).m_sec
first_rocker, first_media

# %%
assert (first_rocker, first_media) == (3, 0)

# %% [markdown]
# ## 3. The fewest Runners
# To bring a printed M-Sec of 6 down to 1 with Rockers of Power 3, 2, 2 and 1: use the strongest
# first. Any set of k Rockers that reaches the target has no more Power than the k strongest, so
# this is the fewest (the tests check it against every subset).

# %%
rockers = {"Axel": 3, "Bex": 2, "Cid": 2, "Dot": 1}
cp.fewest_runners(6, 1, rockers, ability="Rocker")

# %%
assert cp.fewest_runners(6, 1, rockers, ability="Rocker") == ("Axel", "Bex")
assert cp.fewest_runners(6, 0, {"Dot": 1}, ability="Rocker") is None
# the owner's Netrunners can undo a lowered E-Sec, but only back to what is printed
assert cp.fewest_runners(1, 5, {"Static": 4}, ability="Netrunner raise", printed=5) == ("Static",)
assert cp.fewest_runners(1, 6, {"Static": 9}, ability="Netrunner raise", printed=5) is None

# %% [markdown]
# ## 4. Legwork explorer
# Type the abilities in the order they are used (e.g. `Rocker 2, Media 1, Netrunner lower 3`), and
# the Powers of the Rockers and Netrunners you could send.

# %%
LegworkExplorer()
