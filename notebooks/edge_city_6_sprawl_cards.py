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
# # Edge City 6: Sprawl cards
#
# **The question:** when a Ripper ends Travel in a Sprawl Zone and meets Sprawl cards, in what
# order are they met, and what are the exact odds of everything a single roll of the dice decides?
#
# ## Rules in play
# 1. **Drawing** (Edge City 11.4.1): draw two cards, less the cards already in the space.
# 2. **Priority** (Edge City 11.4.2): cards on the board first, then the drawn cards in strict
#    A (Zone), B (Event), C (Tech, Ally), D (Patron, Rumor) order; a tie is the player's choice.
# 3. **Win vs the first card** (Edge City 11.4.2, register EC-20): the Ripper must "Win" against a
#    card to go on to the next one.
# 4. **Zone cards** (Edge City 11.4.3, 11.4.3.1, 11.4.3.2): some attack; a *temporary* Zone leaves
#    the board when its printed discard roll comes up.
# 5. **Sprawl-card defend combat** (Edge City 11.5.3.2, 11.5.4.2, 9.4): COOL attacks are rolled
#    against the COOL Win Number 7 as the card changes it; SWAT and ICE attacks use Table 1.0 with
#    R = Defend Tech - the card's modifier. Losing costs COOL; beating an Event gains DP.
# 6. **Rule of 2 and 12** (Edge City 8.5.1): a 12 always fails, never costs COOL, and ends the
#    action then and there (register EC-17).
# 7. **One roll, two decisions** (Edge City 8.5.2): the roll that resolves the attack also decides
#    whether the card is discarded.
# 8. **Travelling through** (Edge City 11.4.3, 11.5.4.2): Zone cards attack Rippers passing through
#    too, and a Ripper who loses stops there.

# %%
from fractions import Fraction

import matplotlib.pyplot as plt
import sympy

from edgekit import readings
from edgekit.display import Table, as_table, md
from edgekit.edge_city import (
    cards_to_draw, deck_count, draw_outcomes, encounter_joint_table, encounter_order,
    encounter_outcomes, encounter_roll_table, hypothetical_card, p_act_on_next, p_draw,
    pass_through_outcomes, sprawl_cards, sprawl_defence_w, with_discard_roll,
)
from edgekit.plots import heatmap
from edgekit.widgets.stepper import Stepper

# %% [markdown]
# ## 1. The cards the rulebook names
#
# The rulebook never lists the 80-card deck. It names twenty cards in passing; these are all of
# them, with whatever values it gives and where each comes from (a figure, the rule text or a
# worked example). A blank means the rulebook does not say.

# %%
named = sprawl_cards()
Table(f"The {len(named)} Sprawl cards the rulebook names", ["card", "kind", "priority", "source", "cite"],
      [(c.name, c.kind, c.priority, c.source, c.cite) for c in named.values()])

# %% [markdown]
# ## 2. How many cards to draw (11.4.1)
#
# Two cards, less the cards already in the space. A space holds at most two Zone cards.

# %%
as_table({already: cards_to_draw(already) for already in (0, 1, 2)}, "How many cards are drawn (11.4.1)",
         columns=["cards already in the space", "cards drawn"])

# %% [markdown]
# ## 3. Priority (11.4.2)
#
# A space holding BIOHAZARD, and a draw of a Rumor, a Tech card and TOXIC WASTE: the card on the
# board comes first, then A before C before D, whatever order the cards came off the deck.

# %%
order = encounter_order(["BIOHAZARD"], ["SPRAWL RUMOR", "STEALTH GLOVE", "TOXIC WASTE"])
md("The Ripper meets them in this order: {order}.",
   order=", then ".join(f"{c.name} ({c.priority})" for c in order))

# %% [markdown]
# ## 4. TOXIC WASTE: one roll decides two things (8.5.2)
#
# The rulebook's sample Zone card (Figure 11.4.3-1) attacks COOL at COOL + 1, so a Ripper with
# the normal COOL of 7 must roll 8 or less, and it dissipates on a Win Roll of 2 to 6. Both are
# decided by the *same* roll, so they are not independent: every discard comes with a kept COOL.

# %%
md("Against TOXIC WASTE a Ripper with COOL 7 defends on a roll of {w} or less.",
   w=sprawl_defence_w("TOXIC WASTE"))

# %%
rolls = encounter_roll_table("TOXIC WASTE")
Table("TOXIC WASTE: what each roll decides (8.5.2)", list(rolls[0]), rolls, probs=["P"])

# %% [markdown]
# The joint distribution over the 36 rolls, under each reading of the natural 12 (EC-17). The
# default, 8.5.1 as written, keeps COOL on a 12 and ends the Draw there; the rival reading makes
# a 12 an ordinary lost roll that costs COOL.

# %%
readings.get("natural_12")


# %%
def joint_picture(card, ax, rules=None, bioware=()):
    rules = rules or readings.defaults("Edge City")
    t = encounter_joint_table(card, bioware=bioware, rules=rules)
    order = ["won", "lost", "natural 12 (ends the Draw)", "no roll"]
    rows = [r for r in order if any(a == r for a, _ in t)]
    heatmap(t, rows, ["discarded", "stays"], ax=ax, vmax=0.6,
            title=f"{getattr(card, 'name', card)}\nnatural_12={rules.natural_12}")


fig, axes = plt.subplots(1, 2, figsize=(11, 2.8))
joint_picture("TOXIC WASTE", axes[0])
joint_picture("TOXIC WASTE", axes[1], readings.defaults("Edge City").replace(natural_12="plain_failure"))
fig.tight_layout()

# %%
default = encounter_joint_table("TOXIC WASTE")
plain = encounter_joint_table("TOXIC WASTE", natural_12="plain_failure")
assert default[("won", "discarded")] == Fraction(15, 36) and default[("lost", "discarded")] == 0
assert default[("natural 12 (ends the Draw)", "stays")] == Fraction(1, 36)
assert plain[("lost", "stays")] == Fraction(10, 36)

# %% [markdown]
# Read: the card leaves the board 15 times in 36, and whenever it does the Ripper has kept COOL.
# COOL is lost 9 times in 36 under 8.5.1 as written, 10 times under the rival reading.

# %% [markdown]
# ## 5. BIOWARE CHOP SHOP and the meaning of "Win" (11.4.2, 11.4.8)
#
# Mad Maxine's example quotes this Zone card: it attacks COOL less the largest Bioware strength
# held, and a lost roll costs that Bioware card, not COOL. With NEURON BOOST (+1) her Win Number
# is 6. The example says she loses the roll, keeps her COOL, and still collects the Rumor after it.
# So "Win vs the first card" must mean "not lose COOL to it". That is the default reading; the
# rival, "make the roll", is shown beside it.

# %%
readings.get("sprawl_win")

# %%
maxine = encounter_order([], ["SPRAWL RUMOR", "BIOWARE CHOP SHOP"])
go_on = {reading: p_act_on_next("BIOWARE CHOP SHOP", bioware=(1,), sprawl_win=reading)
         for reading in ("keep_cool", "make_roll")}
as_table(go_on, "Mad Maxine after BIOWARE CHOP SHOP",
         columns=["sprawl_win reading", "P(act upon the next card)"], kind="prob")

# %%
assert p_act_on_next("BIOWARE CHOP SHOP", bioware=(1,)) == Fraction(35, 36)
assert p_act_on_next("BIOWARE CHOP SHOP", bioware=(1,), sprawl_win="make_roll") == Fraction(15, 36)

# %% [markdown]
# Under the default she reaches the Rumor unless she rolls a 12 (which ends the Draw under 8.5.1).
# The whole Draw as a distribution: what she acted upon, her COOL, the DP she gained and the cards
# she lost.

# %%
draw_outcomes(maxine, bioware=(1,)).as_table("Mad Maxine's whole Draw (11.4.8), under the default readings")

# %% [markdown]
# The example gives the chop shop no discard roll. *If* it had one, say 2 to 4 (an assumption,
# labelled so), one roll would again decide the attack and the discard together:

# %%
assumed = with_discard_roll("BIOWARE CHOP SHOP", 2, 4)
fig, axes = plt.subplots(1, 2, figsize=(11, 2.8))
joint_picture("BIOWARE CHOP SHOP", axes[0], bioware=(1,))
joint_picture(assumed, axes[1], bioware=(1,))
axes[1].set_title("BIOWARE CHOP SHOP with an ASSUMED discard roll of 2-4")
fig.tight_layout()

# %%
assert encounter_joint_table(assumed, bioware=(1,))[("won", "discarded")] == Fraction(6, 36)

# %% [markdown]
# ## 6. Event cards and SWAT or ICE Zone attacks (11.4.4, 11.5.3.2, 11.5.4.2)
#
# The rulebook names no Event card with its values, so this one is hypothetical: a SWAT attack
# of 3 against a Wannabee with +1 Defend SWAT Tech. R = 1 - 3 = -2, so W is 5 from Table 1.0.
# Beating it gains 3 DP; losing costs COOL.

# %%
ambush = hypothetical_card("AMBUSH (hypothetical)", "event", attack="SWAT", modifier=3)
outcomes = encounter_outcomes(ambush, status="Wannabee", swat_defend=1)
md("W = {w}; the Wannabee gains 3 DP with chance {gain:%} and ends UnCOOL with chance {uncool:%}.",
   w=sprawl_defence_w(ambush, status="Wannabee", swat_defend=1), gain=outcomes.p(lambda e: e.dp == 3),
   uncool=outcomes.p(lambda e: not e.cool))

# %%
assert outcomes.p(lambda e: e.dp == 3) == Fraction(10, 36)

# %% [markdown]
# ## 7. Travelling through a space with Zone cards (11.4.3, 11.5.4.2)
#
# Attacking Zone cards also attack Rippers who only pass through. A Ripper who loses must stop
# there. Passing through a space with TOXIC WASTE and BIOWARE CHOP SHOP, holding a +1 Bioware
# card, under the default readings and under the strictest pair:

# %%
both = ["TOXIC WASTE", "BIOWARE CHOP SHOP"]
strict = {"sprawl_win": "make_roll", "natural_12": "plain_failure"}
through = {"default": pass_through_outcomes(both, bioware=(1,)).p(lambda o: not o.stopped),
           "strict (make_roll, plain_failure)": pass_through_outcomes(both, bioware=(1,), **strict).p(
               lambda o: not o.stopped)}
as_table(through, "Passing through TOXIC WASTE and BIOWARE CHOP SHOP with a +1 Bioware card",
         columns=["readings", "P(passes through)"], kind="prob")

# %%
assert through["default"] == Fraction(26 * 35, 36 * 36)

# %% [markdown]
# ## 8. The chance of drawing a card (register EC-21)
#
# The deck holds 80 cards (3.0) but the rulebook never says how many of each. So the chance of
# meeting TOXIC WASTE in a two-card draw from a full deck is a formula in the unknown count
# n, not a number:

# %%
p_draw("TOXIC WASTE", draws=2)

# %%
n = deck_count("TOXIC WASTE")
as_table([(k, p_draw("TOXIC WASTE", draws=2).subs(n, k)) for k in (1, 2, 3)], "If someone counted the deck",
         columns=["copies of TOXIC WASTE in the 80 cards", "P(met in a two-card draw)"], kind="prob")

# %%
assert p_draw("TOXIC WASTE", draws=2).subs(n, 1) == sympy.Rational(1, 40)

# %% [markdown]
# ## 9. Step through Mad Maxine's draw
#
# The worked example (11.4.8), one step at a time, with the exact odds of each step. Switch the
# readings to see which printed numbers stop matching.

# %%
Stepper.worked_examples("sprawl_cards")

# %% [markdown]
# ## What we learned

# %%
tw = encounter_outcomes("TOXIC WASTE")
discard_uncool = tw.p(lambda e: e.discarded and not e.cool)
maxine_dp = draw_outcomes(maxine, bioware=(1,)).p(lambda o: o.dp == 2)
(md("- **One roll, two decisions:** TOXIC WASTE leaves the board with chance {gone:%}, and never on a roll "
    "that cost COOL (chance {both:%}): the attack and the discard are dependent.",
    gone=tw.p(lambda e: e.discarded), both=discard_uncool)
 + md("- **\"Win\" means keeping COOL:** under that reading Mad Maxine reaches the second card with chance "
      "{keep:%} instead of {make:%}, and collects her printed 2 DP with chance {dp:%}.",
      keep=go_on["keep_cool"], make=go_on["make_roll"], dp=maxine_dp)
 + md("- **Passing through** both Zone cards with a +1 Bioware card: {default:%} under the default readings, "
      "{strict:%} under the strictest pair.", default=through["default"],
      strict=through["strict (make_roll, plain_failure)"])
 + md("- **Drawing a card** stays a formula until someone counts the deck: one TOXIC WASTE in 80 cards would "
      "be met in a two-card draw with chance {one:%}.", one=p_draw("TOXIC WASTE", draws=2).subs(n, 1)))

# %%
assert tw.p(lambda e: e.discarded) == Fraction(15, 36) and discard_uncool == 0
assert go_on == {"keep_cool": Fraction(35, 36), "make_roll": Fraction(15, 36)}
assert maxine_dp == Fraction(35, 36)
assert through["strict (make_roll, plain_failure)"] == sympy.Rational(65, 216)
