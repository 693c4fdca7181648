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
# # Matrix 1: breaking ice and data forts
#
# **The question:** in the piecepack solitaire game *Matrix*, how likely is an ice breaker to break
# a piece of ice or a data fort, and how much does it matter which die the game uses?
#
# ## Rules in play
# 1. **The roll** (Matrix step 3): a breaker's strength is the die roll, plus one against a
#    structure of its own colour, plus one for each power-up of the structure's colour discarded.
# 2. **Breaking** (Matrix step 4): the breaker wins if its strength is *greater* than the
#    structure's. Ice has the strength printed on its tile (1 to 5); a data fort has strength 6.
# 3. **Failing** (Matrix step 5): one brain damage. A breaker that fails on ice still moves onto it;
#    one that fails on a fort stays where it is.
# 4. **The data stack** (Matrix setup): the four forts are shuffled with six ice under the other
#    fourteen ice.
# 5. **Advanced breakers** (Matrix advanced game): base strength one less, never below zero; each
#    has an ability (all lost but the tail of one, register MX-09), and which one a pawn stands for
#    is drawn: pick a pawn, roll a d6 for which breaker of its colour.
#
# Three readings matter here: which die the game uses (register MX-06), when power-ups are
# discarded (MX-04), and whether the advanced game's floor at zero applies to the base strength or
# to the total.

# %%
from fractions import Fraction

import matplotlib.pyplot as plt

from edgekit import matrix, readings
from edgekit.display import Table, md
from edgekit.plots import bar_dist

DICE = ("d6", "piecepack")
COLOUR = {True: "same colour", False: "other colour"}

# %% [markdown]
# ## 1. Which die?
# The components list says "Six-Sided Die", and the rules write rolls as "d6". But a piecepack
# die is six-sided too, and shows null, ace, 2, 3, 4, 5: a 0 to 5 die. The advanced rules' remark
# that strength never drops below zero only matters if a 0 can be rolled.

# %%
readings.get("matrix_die")

# %% [markdown]
# ## 2. Breaking a data fort
# A fort has strength 6 and falls only to 7 or more. The chance by power-ups held, for a breaker
# of the fort's colour and of another colour, under each die:

# %%
table = matrix.fort_table()
Table("P(data fort broken), basic breaker (Matrix steps 3-4)",
      ["power-ups", "breaker", "d6", "piecepack die"],
      [(k, COLOUR[same], *(table[(k, same, dr)] for dr in DICE)) for k in range(6) for same in (True, False)],
      probs=["d6", "piecepack die"], cite="Matrix steps 3-4; reading matrix_die (MX-06)")

# %% [markdown]
# On an ordinary die a same-colour breaker breaks a fort with no power-ups one time in six; on the
# piecepack die it cannot, ever: it needs at least one power-up. How much does the die reading move
# each of the twelve chances in the table (d6 minus piecepack)?

# %%
shift = matrix.fort_die_shift(table)
Table("How much the die reading moves P(fort broken): d6 minus piecepack", ["power-ups", "breaker", "shift"],
      [(k, COLOUR[same], v) for (k, same), v in shift.items()], probs=["shift"])

# %% [markdown]
# By exactly one sixth in 11 of the 12 cells. The exception is a breaker of another colour with no
# power-ups: its best roll (6 on the d6, 5 on the piecepack die) never beats a fort's 6, so its
# chance is 0 under both readings.

# %%
assert [cell for cell, v in shift.items() if v != Fraction(1, 6)] == [(0, False)]
assert shift[(0, False)] == 0 == table[(0, False, "d6")]
assert matrix.break_probability(6, same_colour=True) == Fraction(1, 6)
assert matrix.break_probability(6, same_colour=True, matrix_die="piecepack") == 0
assert matrix.break_probability(6, same_colour=True, powerups=5) == 1

# %%
fig, ax = plt.subplots(figsize=(7, 3))
for same, style in ((True, "-"), (False, "--")):
    for dr, marker in (("d6", "o"), ("piecepack", "s")):
        ax.plot(range(6), [float(table[(k, same, dr)]) for k in range(6)], style, marker=marker,
                label=f"{'same' if same else 'other'} colour, {dr}")
ax.set(xlabel="power-ups of the fort's colour", ylabel="P(fort broken)",
       title="Breaking a data fort (Matrix steps 3-4)")
ax.legend(fontsize=8);

# %% [markdown]
# ## 3. Ice and brain damage
# The chance of taking brain damage against ice of each strength, with no power-ups:

# %%
damage = {(s, same, dr): 1 - matrix.break_probability(s, same_colour=same, matrix_die=dr)
          for s in matrix.ICE_STRENGTHS for same in (True, False) for dr in ("d6", "piecepack")}
Table("P(brain damage) against ice, no power-ups (Matrix steps 3-5)",
      ["ice strength", "breaker", "d6", "piecepack die"],
      [(s, COLOUR[same], *(damage[(s, same, dr)] for dr in DICE)) for s in matrix.ICE_STRENGTHS
       for same in (True, False)], probs=["d6", "piecepack die"])

# %% [markdown]
# ## 4. When are power-ups spent?
# If the runner decides after seeing the die, a spent power-up is never wasted. Against ice of
# strength 3, holding two power-ups, a breaker of another colour:

# %%
matrix.break_outcome(3, same_colour=False, powerups=2)

# %%
after = matrix.break_probability(3, same_colour=False, powerups=2)
before = matrix.break_probability(3, same_colour=False, powerups=2, matrix_powerup_timing="before_roll")
assert after == before == Fraction(5, 6)  # the same chance, but "after" spends fewer power-ups
assert matrix.break_outcome(3, same_colour=False, powerups=2).mean(lambda o: o[1]) == Fraction(1, 2)

# %% [markdown]
# ## 5. When does the first fort appear?
# The fourteen ice on top come out first, so no fort can be installed before the 15th structure.

# %%
bar_dist(matrix.first_fort_position(), title="Install position of the first data fort (Matrix setup)",
         xlabel="position in the install order");

# %%
assert matrix.first_fort_position().prob(15) == Fraction(2, 5)

# %% [markdown]
# ## 6. Advanced breakers: never less than zero, but what?
# An advanced breaker's base strength is the roll less one, and its strength is "never less than
# zero". On the piecepack die a null roll makes the base -1. Floored first (the default), the colour
# bonus and a power-up then make 2; floored only as a total, -1 + 1 + 1 makes 1. Only ice of
# strength 1 notices:

# %%
readings.get("matrix_advanced_floor")

# %%
adv = dict(same_colour=True, powerups=1, advanced=True, matrix_die="piecepack")
floors = {t: (matrix.break_probability(t, **adv),
              matrix.break_probability(t, matrix_advanced_floor="total", **adv)) for t in (1, 2, 3)}
Table("P(broken), advanced same-colour breaker, one power-up, piecepack die", ["ice strength",
      "floor on the base (default)", "floor on the total"], [(t, *ps) for t, ps in floors.items()],
      probs=["floor on the base (default)", "floor on the total"])

# %%
assert matrix.break_probability(1, **adv) == 1
assert matrix.break_probability(1, matrix_advanced_floor="total", **adv) == Fraction(5, 6)

# %% [markdown]
# ## 7. Advanced breakers: the draw, and an ability set by the reader
# Which advanced breaker a pawn stands for is drawn: pick a pawn, roll a d6, and the face says which
# of that colour's six breakers it is. Each face comes up one time in six. Which of the 24 printed
# names sits on which face, and every ability, is lost (register MX-09): the breaker table keeps
# each slot "unknown", and an unknown ability plays as no ability, saying so.

# %%
draw = matrix.game(advanced=True).new_initial_state().chance_outcomes()   # the Suns pawn's d6
assert len(draw.outcomes()) == 6 and all(p == Fraction(1, 6) for p in draw.probs().values())
matrix.breaker_table().as_table(colours=("Suns",))

# %% [markdown]
# So with every ability unknown, an advanced breaker is a basic one with strength one less. Against
# its own colour's data fort, with no power-ups, on a d6 it can never reach 7. An ability is a value
# the reader sets, from a small vocabulary (`edgekit.matrix.ability`): a strength change, perhaps only
# against some colours, only against ice or forts, or only at some distance. Here a change of -2 to
# +3, on the breaker's own fort:

# %%
changes = range(-2, 4)
adv_fort = {n: matrix.break_probability(6, same_colour=True, advanced=True, strength_change=n)
            for n in changes}
basic_fort = matrix.break_probability(6, same_colour=True)
Table("P(own data fort broken), no power-ups, d6: an advanced breaker whose ability adds a strength change",
      ["strength change (set by the reader)", "advanced breaker", "basic breaker"],
      [(f"{n:+d}", p, basic_fort) for n, p in adv_fort.items()], probs=["advanced breaker", "basic breaker"],
      cite="Matrix steps 3-4, advanced game")

# %%
reader_ability = matrix.ability(strength=1, kind="fort")   # a reader's guess: +1 against data forts
assert reader_ability.source == "user-set" and matrix.UNKNOWN.source == "unknown"
assert adv_fort[0] == 0 and adv_fort[1] == basic_fort == Fraction(1, 6)
assert reader_ability.strength_change("Suns", "fort", 1) == 1
assert reader_ability.strength_change("Suns", "ice", 1) == 0
md("With the reader's ability ({words}), the advanced breaker breaks its own fort {p:%} of the time, as "
   "often as a basic one; with none, never.", words=reader_ability.words(), p=adv_fort[1])

# %% [markdown]
# ## What we learned

# %%
fort0 = table[(0, True, "d6")], table[(0, True, "piecepack")]
moved = sum(v == Fraction(1, 6) for v in shift.values())
first15 = matrix.first_fort_position().prob(15)
worst_ice = max(matrix.ICE_STRENGTHS, key=lambda s: damage[(s, False, "piecepack")])
md("- **The die reading matters most.** A same-colour breaker with no power-ups breaks a data fort "
   "{d6:%} of the time on a d6, but {pp:%} on the piecepack die: there it always needs a power-up. "
   "The die moves {moved} of the {cells} fort chances by exactly one sixth.\n"
   "- **Ice hurts.** Against ice of strength {s}, a breaker of another colour with no power-ups takes "
   "brain damage with probability {dmg:%} on the piecepack die, {dmg6:%} on a d6.\n"
   "- **Power-up timing** does not change the chance to break (ice 3, two power-ups: {after:%} either "
   "way), only how many power-ups are spent.\n"
   "- **The first fort** cannot appear before the 15th install, and it is the 15th {first:%} of the time.\n"
   "- **The advanced floor** matters only against ice of strength 1: {base:%} if the base is floored, "
   "{total:%} if only the total is.\n"
   "- **An advanced breaker** is drawn with a d6 (each face {face:%}); with its ability unknown it breaks "
   "its own fort without power-ups {adv0:%} of the time on a d6; an ability of +1 set by the reader makes "
   "that {adv1:%}, a basic breaker's chance.",
   d6=fort0[0], pp=fort0[1], moved=moved, cells=len(shift), s=worst_ice,
   dmg=damage[(worst_ice, False, "piecepack")], dmg6=damage[(worst_ice, False, "d6")], after=after,
   first=first15, base=floors[1][0], total=floors[1][1], face=draw.probs()[0], adv0=adv_fort[0],
   adv1=adv_fort[1])

# %%
assert fort0 == (Fraction(1, 6), 0) and (moved, len(shift)) == (11, 12)
assert worst_ice == 5 and damage[(5, False, "piecepack")] == 1 and damage[(5, False, "d6")] == Fraction(5, 6)
assert after == Fraction(5, 6) and first15 == Fraction(2, 5)
assert floors[1] == (1, Fraction(5, 6)) and all(a == b for a, b in (floors[2], floors[3]))
assert adv_fort[0] == 0 and adv_fort[1] == basic_fort and adv_fort[3] == Fraction(1, 2)
