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
# # Matrix 2: one run on the matrix, step by step
#
# **The question:** what does a whole run of *Matrix* (the piecepack solitaire by Jeff Barrett)
# look like, step by step: where the structures go, what each roll's exact chance was, when
# power-ups are spent and why, and how brain damage builds up?
#
# ## Rules in play
# 1. **Set-up** (Matrix setup): the four data forts are shuffled with six ice and put under the
#    other fourteen ice: the data stack.
# 2. **Choosing a space** (Matrix step 1; text recovered in register MX-02): a breaker in the matrix
#    may choose one of its four cardinal spaces; a breaker outside may choose any space (reading
#    `matrix_outside_reach`: by default one next to the matrix).
# 3. **Installing** (step 2): an empty space gets the top of the stack and a power-up of its colour
#    (five coins per colour: reading `matrix_powerup_supply`, MX-07); no structure may touch more
#    than three others (reading `matrix_neighbour_rule`).
# 4. **The challenge** (steps 3-5): die (+1 on its own colour, +1 per power-up discarded) against
#    the structure's strength (ice 1-5, fort 6); the odds are `edgekit.matrix.break_outcome`. A
#    failure costs one brain damage; the breaker moves onto ice anyway but not onto a fort.
# 5. **The end** (steps 6-7): brain death at ten; the win when every fort holds its own breaker.
#
# Readings are the defaults unless said (`edgekit.readings.defaults("Matrix")`).

# %%
from fractions import Fraction

import matplotlib.pyplot as plt

from edgekit import matrix as mx  # noqa: E402
from edgekit import play  # noqa: E402
from edgekit.widgets.stepper import Stepper  # noqa: E402

game = mx.game()
policy = game.policies["default"]
run = play.play(game, seed=3, policies=policy)
run.returns, run.state

# %% [markdown]
# ## 1. The run in the stepper
#
# Press **Next** to go through the run one step at a time: the runner's choice (and the choices it
# had), the tile turned over with the chance of each tile, the power-ups put in play, the roll with
# its exact odds. The picture is the matrix after the step: digits are ice strengths, **F** a data
# fort, letters in brackets the breakers standing there, `*` a power-up still on the tile.

# %%
Stepper(run, title="A seeded Matrix run (seed 3, default policy)")

# %%
assert run == play.play(game, seed=3, policies=policy)          # a seed fixes the whole run
assert run.returns == (1,) and run.state.end == "win"
assert all(s.chance == s.odds[s.result] for s in run.steps if s.is_chance)
rolls = [s for s in run.steps if s.action.endswith(tuple(f"ice {k}" for k in range(1, 6)))
         or "data fort" in s.action and "challenges" in s.action]
len(run.steps), len(rolls), run.state.damage

# %% [markdown]
# Every roll's odds are those of `break_outcome` for the same situation (strength, colour match,
# power-ups in play). For the first challenge of the run:

# %%
first = next(s for s in run.steps if "challenges" in s.action)
n = first.computed
same = bool(n["same colour"])
rule = mx.break_probability(n["strength"], same_colour=same, powerups=n["power-ups in play"])
assert n["P(break)"] == rule
first.action, first.result, n["P(break)"]

# %% [markdown]
# ## 2. Power-ups: when the default policy spends them, and why
#
# The default policy ("dig and jump, save for forts") puts power-ups into fort challenges only, and
# jumps onto its own fort from outside once P(break) reaches 1/2: a same-colour breaker needs two
# power-ups for that under the d6 reading ((k + 1)/6 with k power-ups).

# %%
spends = [(s.index, s.action, s.result) for s in run.steps if s.action.startswith("power-ups of")]
jump = mx.break_probability(6, same_colour=True, powerups=2)
assert jump == Fraction(1, 2) and mx.break_probability(6, same_colour=True, powerups=1) < Fraction(1, 2)
spends[:6]

# %% [markdown]
# ## 3. The matrix at the end, and a few moments on the way
#
# Drawn with matplotlib (imported only when drawing): tiles by colour with their strength, forts
# framed, breakers as circles (those still outside in a row below), gold dots for power-ups left.

# %%
def picture(state, ax, title):
    return mx.draw(state.grid, breakers=dict(zip(mx.COLOURS, state.pos)), powerups=state.tokens, ax=ax,
                   title=title)


moves = [s for s in run.steps if s.state is not None and s.state.phase == "move"]
fig, axes = plt.subplots(1, 3, figsize=(12, 4))
for ax, k in zip(axes, (len(moves) // 3, 2 * len(moves) // 3, len(moves) - 1)):
    st = moves[k].state
    picture(st, ax, f"after step {moves[k].index}: damage {st.damage}")
fig

# %%
end = run.state
assert end.won_forts() == 4
forts = {c: s for c, s in end.grid.forts().items()}
assert all(end.pos[i] == forts[c] for i, c in enumerate(mx.COLOURS))
install_index = {s: i + 1 for i, s in enumerate(end.tiles)}
fort_places = tuple(sorted(install_index[s] for s in forts.values()))
assert fort_places in mx.fort_positions()  # among installs 15..24, as the setup says
fort_places

# %% [markdown]
# ## 4. Distance (advanced game)
#
# Distance counts cardinal steps along installed structures only; a breaker outside is at distance
# one from every structure, and no distance leads back outside (register MX-10). On the final matrix:

# %%
g = end.grid
a, b = end.pos[0], end.pos[1]
G = g.graph()
import networkx as nx  # noqa: E402

assert g.distance(a, b) == nx.shortest_path_length(G, a, b)
assert g.distance(None, b) == 1 and g.distance(a, None) is None
g.distance(a, b), G.number_of_nodes(), G.number_of_edges()
