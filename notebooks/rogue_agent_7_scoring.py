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
# # Rogue Agent 7: scoring (syndicate bonuses, jokers, ties)
#
# **The question:** what is a pile of turned-in Criminals worth at the end, and who wins a tie?
#
# ## Rules in play
# 1. **End of the Game**: Influence + 1 per own Informant in the city + syndicate bonuses
#    (1, 2, 5, 7, 10, then +5 per Criminal past the 5th); white-symbol Criminals are jokers added to
#    the group with the most Criminals.
# 2. **Ties**: more health wins; still tied, all tied players win.
#
# Two gaps are readings (register RA-23): what jokers alone score (`joker_alone`) and whether the
# player may place jokers where they score most (`joker_group`).

# %%
import edgekit.rogue_agent as ra
from edgekit.display import Table, md
from edgekit.widgets.syndicate_pile import SyndicatePileExplorer

S1, S2 = ra.SYNDICATES[:2]
table = {n: ra.syndicate_bonus(n) for n in range(1, 9)}
assert table == {1: 1, 2: 2, 3: 5, 4: 7, 5: 10, 6: 15, 7: 20, 8: 25}
Table("The syndicate bonus", ["Criminals of one syndicate", "bonus (Influence)"], table.items(),
      cite="Rogue Agent: End of the Game")

# %% [markdown]
# ## 1. Jokers: the largest group, or the best one?
# With 3 and 2 of two syndicates, a joker on the 3 makes 4 (7 + 2 = 9); on the 2 it makes 3 + 3
# (5 + 5 = 10). The text says the largest group; a player free to choose would pick the other.

# %%
assert ra.score_turned_in({S1: 3, S2: 2}, jokers=1) == 9
assert ra.score_turned_in({S1: 3, S2: 2}, jokers=1, joker_group="best") == 10
assert ra.score_turned_in({}, jokers=2) == 2 and ra.score_turned_in({}, jokers=2, joker_alone="nothing") == 0
# two equally large groups: which one the joker joins never matters
assert ra.score_turned_in({S1: 2, S2: 2}, jokers=1) == ra.syndicate_bonus(3) + ra.syndicate_bonus(2)

# %% [markdown]
# ## 2. Build a pile

# %%
SyndicatePileExplorer()

# %% [markdown]
# ## 3. Ties

# %%
a = ra.final_score(5, 1, {S1: 2}, health=3)
b = ra.final_score(6, 0, {S2: 2}, health=3)
c = ra.final_score(4, 2, {S1: 1, S2: 1}, health=2)
won = ra.winners([a, b, c])
assert a.total == b.total == c.total == 8 and won == (0, 1)
Table("Three players tied on Influence", ["player", "Influence", "Informants", "syndicate bonus", "total",
                                          "health", "wins"],
      [(f"player {i + 1}", s.influence, s.informants, s.syndicates, s.total, s.health, i in won)
       for i, s in enumerate((a, b, c))], cite="Rogue Agent: End of the Game (ties)")

# %% [markdown]
# ## What we learned

# %%
largest = ra.score_turned_in({S1: 3, S2: 2}, jokers=1)
best = ra.score_turned_in({S1: 3, S2: 2}, jokers=1, joker_group="best")
md("A pile is worth its syndicate bonuses: {b5} Influence for 5 Criminals of one syndicate and {b8} for 8 "
   "(+5 for each past the 5th). Where the jokers go matters: 3 and 2 Criminals with one joker score "
   "{largest} as the text says (the joker joins the largest group), {best} if the player may choose. "
   "In a tie on Influence ({total} each here) more health wins, and players still tied all win: "
   "{n} winners of 3.", b5=table[5], b8=table[8], largest=largest, best=best, total=a.total, n=len(won))

# %%
assert (table[5], table[8], largest, best) == (10, 25, 9, 10)
assert len(won) == 2 and a.health == b.health > c.health

