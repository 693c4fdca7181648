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
from edgekit.display import Table, md
from edgekit.widgets.ccg_legwork import LegworkExplorer

# %% [markdown]
# ## 1. One ability at a time
# Each use is applied in turn, with its floor or ceiling at that moment. A Data Vault (made-up:
# M-Sec 3, E-Sec 5) under attack and defence:

# %%
vault = next(c for c in cp.illustrative_cards() if c.name == "Data Vault")
s = cp.security(vault.m_sec, vault.e_sec,
                [("Rocker", 4), ("Media", 2), ("Netrunner lower", 3), ("Netrunner raise", 6)])
s.as_table("The Data Vault's Legwork, one use at a time")

# %%
assert (s.m_sec, s.e_sec) == (2, 5)   # the Rocker's extra point is lost at 0; E-Sec is back to 5, no higher

# %% [markdown]
# ## 2. Order matters, through the floor
# A Rocker of Power 5 and a Media of Power 3 on M-Sec 2: Rocker first leaves 3; Media first leaves 0.

# %%
first_rocker = cp.security(2, 0, [("Rocker", 5), ("Media", 3)]).m_sec
first_media = cp.security(2, 0, [("Media", 3), ("Rocker", 5)]).m_sec
Table("M-Sec 2, a Rocker of Power 5 and a Media of Power 3", ["order", "M-Sec after both"],
      [("Rocker first", first_rocker), ("Media first", first_media)], cite="Runner Roles: Media, Rockers")

# %%
assert (first_rocker, first_media) == (3, 0)

# %% [markdown]
# ## 3. The fewest Runners
# To bring a printed M-Sec of 6 down to 1 with Rockers of Power 3, 2, 2 and 1: use the strongest
# first. Any set of k Rockers that reaches the target has no more Power than the k strongest, so
# this is the fewest (the tests check it against every subset).

# %%
rockers = {"Axel": 3, "Bex": 2, "Cid": 2, "Dot": 1}
fewest = cp.fewest_runners(6, 1, rockers, ability="Rocker")
md("The fewest Rockers: **{n}**, {names} (Power {power} in all).", n=len(fewest), names=" and ".join(fewest),
   power=sum(rockers[r] for r in fewest))

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

# %% [markdown]
# ## What we learned

# %%
wasted = 4 - vault.m_sec  # the Rocker's Power past the floor at 0
md("- **Each use is applied in turn, with its floor or ceiling at that moment.** The Data Vault's M-Sec of "
   "{m} goes to 0 under a Rocker of Power 4 ({wasted} point lost at the floor), then to {m_end} with the "
   "Media; its E-Sec of {e}, lowered to {low}, comes back only to {e_end} under a Netrunner of Power 6.\n"
   "- **Order matters, through the floor:** Rocker first leaves M-Sec {r}, Media first leaves {f}.\n"
   "- **The fewest Runners** are the strongest first: to bring M-Sec 6 to 1 takes {n} Rockers ({names}).",
   m=vault.m_sec, wasted=wasted, m_end=s.m_sec, e=vault.e_sec, low=s.steps[2][3], e_end=s.e_sec,
   r=first_rocker, f=first_media,
   n=len(fewest), names=" and ".join(fewest))

# %%
assert (vault.m_sec, wasted, s.m_sec, s.steps[2][3], s.e_sec) == (3, 1, 2, 2, 5)
assert (first_rocker, first_media) == (3, 0) and fewest == ("Axel", "Bex")
