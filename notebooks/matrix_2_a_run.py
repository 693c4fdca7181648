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
# 6. **The advanced game** (Matrix advanced game): one or more pawns stand for advanced breakers
#    (base strength one less, and an ability), each drawn by a d6 for its colour; distance is counted
#    along structures. Every ability is lost but the tail of one, about moving forts with the breakers
#    on them (register MX-09): here the reader sets them (sections 6 and 7).
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
# ## 6. An advanced run: the draw, a mixed team, abilities at work
#
# Now a mixed team: the Suns and Crowns pawns stand for advanced breakers, the Moons and Arms pawns
# stay basic. Before the first move a d6 for each advanced pawn says which of its colour's six
# breakers it is. No ability survives in the rulebook, so the reader sets some in the breaker table
# (a guess, labelled "user-set"); the other faces stay unknown and play as no ability:
#
# * Suns faces 1-3: +2 strength against data forts, and it may choose any structure up to 3 steps
#   away along structures (not only a contiguous one);
# * every Crowns face: +1 strength against ice.

# %%
table = mx.breaker_table({
    **{("Suns", f): mx.ability(strength=2, kind="fort", reach=3) for f in (1, 2, 3)},
    **{("Crowns", f): mx.ability(strength=1, kind="ice") for f in range(1, 7)}})
adv_game = mx.game(advanced=True, pawns=("Suns", "Crowns"), table=table)
adv_run = play.play(adv_game, seed=13, policies=adv_game.policies["lavish"])
Stepper(adv_run, title="An advanced run: Suns and Crowns advanced (seed 13, lavish policy)")

# %% [markdown]
# The set-up: one d6 for each advanced pawn, each face one chance in six, and what it drew.

# %%
setup = [s for s in adv_run.steps if "roll d6 for which" in s.action]
assert [s.chance for s in setup] == [Fraction(1, 6)] * 2 and len(setup[0].odds) == 6
assert adv_run.state.team[1] == adv_run.state.team[3] == 0   # Moons and Arms stay basic
Table("The set-up: one d6 per advanced pawn (Matrix advanced game)", ["step", "roll", "result", "chance"],
      [(s.index, s.action, s.result, s.chance) for s in setup], probs=["chance"])

# %% [markdown]
# Every challenge by an advanced breaker carries the distance to the structure and what the ability
# adds there; its odds are `break_outcome`'s for an advanced breaker with that strength change. The
# challenges where the ability changed something:

# %%
adv_rolls = [s for s in adv_run.steps
             if " challenges " in s.action and "ability's strength change" in s.computed]
changed = [s for s in adv_rolls if s.computed["ability's strength change"]]
for s in adv_rolls:
    n = s.computed
    assert n["P(break)"] == mx.break_probability(n["strength"], same_colour=n["same colour"],
                                                 powerups=n["power-ups in play"], advanced=True,
                                                 strength_change=n["ability's strength change"])
Table("Challenges where an advanced breaker's ability changed its strength (seed 13)",
      ["step", "challenge", "distance", "strength change", "P(break)", "result"],
      [(s.index, s.action, s.computed["distance"], s.computed["ability's strength change"],
        s.computed["P(break)"], s.result) for s in changed], probs=["P(break)"],
      cite="Matrix steps 3-5, advanced game")

# %% [markdown]
# Distance at work: the Suns breaker's ability lets it choose any structure up to 3 steps away along
# structures (distance as the advanced game defines it: cardinal steps over installed structures
# only). Halfway through the run, the structures within 3 steps of it, and which it may choose:

# %%
moves_at = [s for s in adv_run.steps if s.state is not None and s.state.phase == "move"]
at = moves_at[len(moves_at) // 2].state
near, choices = at.distances(0, 3), set(at.spaces(0))
assert {sp for sp, d in near.items() if d >= 2} <= choices   # all in reach (none is held: share)
Table(f"Structures within distance 3 of the Suns breaker at {at.pos[0]} "
      f"(step {moves_at[len(moves_at) // 2].index})",
      ["structure at", "tile", "distance", "may choose it"],
      [(f"{sp}", f"{at.tiles[sp][0]} {at.tiles[sp][1]}", d, "yes" if sp in choices else "no")
       for sp, d in sorted(near.items(), key=lambda x: (x[1], x[0]))],
      cite="Matrix advanced game (distance); the reach is the reader's ability")

# %% [markdown]
# ## 7. Moving a fort, with the breakers on it
#
# The one surviving fragment of an ability says that breakers on a data fort move with the fort. The
# rest (when, which fort, where to) is reconstructed, and labelled so: as a step, instead of choosing
# a space, the runner moves an installed fort to an empty space beside the rest of the matrix where a
# structure could be installed, the matrix staying in one piece. Here every breaker has that ability,
# on a small stack (two colours, two ice each), played by a random player (the named policies never
# move a fort), seed 12:

# %%
movers = mx.game(advanced=True, colours=2, ice=2, bottom_ice=0,
                 table={(c, f): mx.fort_mover() for c in ("Suns", "Moons") for f in range(1, 7)})
fort_run = play.play(movers, seed=12, policies=play.RandomPolicy())
moved = [s for s in fort_run.steps if s.result.startswith("move the")]
Table("The fort moves of a random player (seed 12)", ["step", "move", "breakers afterwards"],
      [(s.index, s.result, s.change.split("; ")[2]) for s in moved])

# %%
(step,) = moved
before = fort_run.steps[step.index - 2].state
after = step.state
(old,) = set(before.tiles) - set(after.tiles)
(new,) = set(after.tiles) - set(before.tiles)
riders = [mx.COLOURS[b] for b, p in enumerate(before.pos) if p == old]
assert riders and all(after.pos[mx.COLOURS.index(c)] == new for c in riders)   # they moved with it
fig, axes = plt.subplots(1, 2, figsize=(8, 4))
picture(before, axes[0], f"before step {step.index}")
picture(after, axes[1], "after: the fort and its breaker moved")
fig

# %% [markdown]
# What the game leaves out, or plays by a reconstruction, and how:

# %%
mx.left_out()

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
   "steps, is {p:%}.\n"
   "- **The advanced game.** With Suns and Crowns advanced (drawn as faces {faces}), the reader's "
   "abilities changed the strength in {nchanged} of the {nadv} challenges by advanced breakers, and the "
   "Suns breaker could choose {nreach} structures 2 or 3 steps away at step {reach_at}. {adv_verdict}\n"
   "- **A fort moved** from {old} to {new} with the {riders} breaker on it, which the fragment of the "
   "lost ability requires.",
   verdict=run.verdict, ice=ice_damage, damage=run.state.damage, fort=run.state.damage - ice_damage,
   tries=len(fort_tries), n=len(spent), jump=jump, chances=sum(1 for s in run.steps if s.is_chance),
   p=p_line, faces=" and ".join(str(adv_run.state.team[b]) for b in (0, 2)), nchanged=len(changed),
   nadv=len(adv_rolls), adv_verdict=adv_run.verdict, old=f"{old}", new=f"{new}", riders=" and ".join(riders),
   nreach=sum(d >= 2 for d in near.values()), reach_at=moves_at[len(moves_at) // 2].index)

# %%
assert run.state.end == "win" and run.state.won_forts() == 4 and run.state.damage == 8
assert (ice_damage, len(fort_tries), len(spent)) == (6, 6, 6)
assert 0 < p_line < 1 and p_line == run.chance
assert adv_run.state.end == "win" and adv_run.state.damage == 6 and (len(changed), len(adv_rolls)) == (3, 24)
assert all(s.computed["ability's strength change"] == 2 for s in changed)
assert len(moved) == 1 and riders == ["Suns"] and fort_run.state.end == "win"
assert sum(d >= 2 for d in near.values()) == 2
