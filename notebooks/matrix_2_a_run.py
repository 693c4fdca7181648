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

from edgekit import matrix as mx
from edgekit import play
from edgekit.display import Table, md
from edgekit.play.pictures import game_charts
from edgekit.widgets.stepper import Stepper

game = mx.game()
policy = game.policies["default"]
run = play.play(game, seed=3, policies=policy)
md("Seed 3, the default policy: {verdict}", verdict=run.verdict)

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
rolls = [s for s in run.steps if " challenges " in s.action]
failed = [s for s in rolls if s.result.startswith("fails")]
assert len(failed) == run.state.damage  # each failed challenge is one brain damage (step 5)
md("The run takes {steps} steps: {rolls} challenges, of which {failed} failed, each one brain damage "
   "({damage} in all, ten would be brain death).", steps=len(run.steps), rolls=len(rolls),
   failed=len(failed), damage=run.state.damage)

# %% [markdown]
# Every roll's odds are those of `break_outcome` for the same situation (strength, colour match,
# power-ups in play). For the first challenge of the run:

# %%
first = next(s for s in run.steps if "challenges" in s.action)
n = first.computed
same = bool(n["same colour"])
rule = mx.break_probability(n["strength"], same_colour=same, powerups=n["power-ups in play"])
assert n["P(break)"] == rule
md("Step {i}: *{action}*, with P(break) {p:%}, the same as `break_probability` gives; the result: "
   "*{result}*.", i=first.index, action=first.action, p=n["P(break)"], result=first.result)

# %% [markdown]
# ## 2. Power-ups: when the default policy spends them, and why
#
# The default policy ("dig and jump, save for forts") puts power-ups into fort challenges only, and
# jumps onto its own fort from outside once P(break) reaches 1/2: a same-colour breaker needs two
# power-ups for that under the d6 reading ((k + 1)/6 with k power-ups). Before each challenge the
# runner says how many power-ups it puts in play; under the default timing (`after_roll`) it
# discards only as many as the roll needs. Every challenge where power-ups were in play:

# %%
jump = mx.break_probability(6, same_colour=True, powerups=2)
assert jump == Fraction(1, 2) and mx.break_probability(6, same_colour=True, powerups=1) < Fraction(1, 2)
spent = [s for s in rolls if s.computed["power-ups in play"] > 0]
assert spent and all("data fort" in s.action for s in spent)  # never on ice
Table("Challenges with power-ups in play (seed 3, default policy)",
      ["step", "challenge", "power-ups in play", "P(break)", "result"],
      [(s.index, s.action, s.computed["power-ups in play"], s.computed["P(break)"], s.result) for s in spent],
      probs=["P(break)"], cite="Matrix steps 3-5")

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
md("The four data forts came out at install positions {places}: all among positions 15 to 24, as the "
   "setup says.", places=", ".join(map(str, fort_places)))

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
md("On the final matrix ({nodes} structures, {edges} contiguous pairs) the {ca} breaker is {d} cardinal "
   "steps from the {cb} breaker.", nodes=G.number_of_nodes(), edges=G.number_of_edges(), ca=mx.COLOURS[0],
   cb=mx.COLOURS[1], d=g.distance(a, b))

# %% [markdown]
# ## 5. The run over time
#
# Brain damage and forts held after every step, and the same numbers at the end of each turn:

# %%
game_charts(run)

# %%
run.rounds()

# %% [markdown]
# ## What we learned

# %%
fort_tries = [s for s in rolls if "data fort" in s.action]
ice_damage = sum(1 for s in failed if "data fort" not in s.action)
p_line = run.chance
md("- **How the run went.** {verdict}\n"
   "- **Where the damage came from.** {ice} of the {damage} brain damage came from ice, {fort} from "
   "data forts; the runner challenged a fort {tries} times and broke all four.\n"
   "- **Power-ups** went only into fort challenges ({n} of them), where they buy a sixth of P(break) "
   "each: a same-colour breaker with two is at {jump:%}, the policy's threshold for jumping on.\n"
   "- **Every roll is exact.** The chance of this very run, the product of its {chances} chance "
   "steps, is {p:%}.",
   verdict=run.verdict, ice=ice_damage, damage=run.state.damage, fort=run.state.damage - ice_damage,
   tries=len(fort_tries), n=len(spent), jump=jump, chances=sum(1 for s in run.steps if s.is_chance),
   p=p_line)

# %%
assert run.state.end == "win" and run.state.won_forts() == 4 and run.state.damage == 8
assert (ice_damage, len(fort_tries), len(spent)) == (6, 6, 6)
assert 0 < p_line < 1 and p_line == run.chance
