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
# odds?*, *what does this rule really mean?*, *how would this turn play out?* Each answer is
# **exact** (a fraction, never a rounded float), and where the rulebook leaves a value out it is a
# **symbol**, so the answer is a formula you can explore rather than a guessed number.
#
# ## How to read a notebook
# 1. Each opens with its question and a numbered **Rules in play** list. Every rule is cited by
#    section, e.g. *Edge City 8.5.1*. The rulebooks are the only authority.
# 2. Each rule then gets its own section: a few words, a one-line computation, a picture.
# 3. Where a rule is unclear, missing or self-contradictory, edgekit names a **reading**: a switch
#    with options, a default, and the reason for the default. Results say which readings they used,
#    and the notebooks show rival readings side by side.
# 4. Values the rulebook does not print but that we infer (for example the missing rows of Edge
#    City's Table 1.0) are marked **reconstructed** wherever they appear.
# 5. Worked examples from the rulebooks are checked with `assert`: if a notebook ran, the numbers
#    printed in the rulebook agree with the rules as coded.
# 6. The **explorers** (widgets) at the end of each notebook let you change a Status, a modifier or
#    a reading and see the exact answer change.
#
# Floats appear only in pictures and in percentages printed beside an exact fraction.

# %% [markdown]
# ## The notebooks
# The list below is built from the `notebooks/` folder, so it is always complete.

# %%
from pathlib import Path

from IPython.display import Markdown

import edgekit
from edgekit import readings

here = Path.cwd() if (Path.cwd() / "index.py").exists() else Path.cwd() / "notebooks"
pages = sorted(p.stem for p in here.glob("*.py") if p.stem != "index")
Markdown("\n".join(f"- [{p.replace('_', ' ')}]({p}.ipynb)" for p in pages))

# %% [markdown]
# ## The readings registered so far
# Every unclear rule, by game. The *Readings explorer* notebook shows what each one changes.

# %%
Markdown("\n".join(f"- **{r.game}**: `{r.id}` ({', '.join(r.cite)}): {r.question} "
                   f"Default: *{r.default}*." for r in readings.all()))

# %%
assert len(readings.all()) >= 3 and edgekit.__version__
