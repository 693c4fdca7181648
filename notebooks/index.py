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
# # edgekit: reading four cyberpunk rulebooks with exact numbers
#
# These notebooks help a reading group go through a rulebook rule by rule and ask: *what are my
# odds?*, *what does this rule really mean?*, *how would this turn play out?* Wherever an answer can
# be computed exactly it is **exact** (a fraction, not a rounded float); where it comes from
# simulating seeded games (a whole game's win rates, say) it is an **estimate**, and a simulated
# proportion comes with its 95% interval. Where the rulebook leaves a value out it is a
# **symbol**, so the answer is a formula you can explore rather than a guessed number.
#
# ## How to read a notebook
# 1. Each opens with its question (the line beside its title below) and, where it studies
#    particular rules, a numbered **Rules in play** list. Every rule is cited by section, e.g.
#    *Edge City 8.5.1*. The rulebooks are the only authority.
# 2. Each rule then gets its own section: a few words and a short computation, often a picture.
# 3. Where a rule is unclear, missing or self-contradictory, edgekit names a **reading**: a switch
#    with options, a default, and the reason for the default. Results say which readings they used,
#    and the notebooks show rival readings side by side.
# 4. Values the rulebook does not print but that we infer (for example the missing rows of Edge
#    City's Table 1.0) are marked **reconstructed** wherever they appear.
# 5. Worked examples from the rulebooks are checked with `assert`: if a notebook ran, the numbers
#    printed in the rulebook agree with the rules as coded.
# 6. Notebooks marked *(explorer)* below have **explorers** (widgets): change a Status, a modifier
#    or a reading and see the exact answer change. Those marked *(stepper)* let you step through a
#    game or a worked example, one roll or choice at a time.

# %% [markdown]
# ## The notebooks, in reading order
# Each line is the notebook's title and the question it opens with. The list is read from the
# notebooks themselves (`edgekit.contents`), so it is always complete and in order.

# %%
from pathlib import Path

from IPython.display import Markdown

import edgekit
from edgekit import contents, readings

here = Path.cwd() if (Path.cwd() / "index.py").exists() else Path.cwd() / "notebooks"
Markdown(contents.index_markdown(here))

# %% [markdown]
# ## The readings registered so far
# Every unclear rule, by game. The *Readings explorer* notebook shows what each one changes.

# %%
Markdown("\n".join(f"- **{r.game}**: `{r.id}` ({', '.join(r.cite)}): {r.question} "
                   f"Default: *{r.default}*." for r in readings.all()))

# %%
listed = [page.name for page in contents.pages(here)]
assert sorted(listed) == sorted(p.stem for p in here.glob("*.py") if p.stem != "index")
assert len(readings.all()) >= 3 and edgekit.__version__
