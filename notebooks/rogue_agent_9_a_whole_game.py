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
# # Rogue Agent 9: a whole game (one stepped through, then many)
#
# **The question:** over eight rounds, who wins, from where does the Influence come, and how often do
# Bombs go off, under a few named ways of playing?
#
# ## Rules in play
# 1. **Sequence of Play**: 8 rounds of Time, Action and City Phases.
# 2. **Action Phase**: Movement (one action of up to 2 districts, 3 with the Engine, none entered
#    twice, the route chosen step by step; Hire and Investigate may interrupt it, Justice may not; fuel
#    by the reading `movement_fuel`; Thugs against Armor and ammo), Hire, Investigate, Buy Goods (and
#    Influence for 6 clues), Attack (Pistols, Informants, ammo re-rolls; an attacker its own pistols
#    send to the Hospital gets no result, its Action Phase ends there), Turn In (rewards from the
#    bank), Intercept, Search a District, Defuse; what is left out is listed at the end.
# 3. **Components** as limits: 7 Informants a colour, 5 investigation tokens a colour (when one comes
#    back is the reading `investigation_tokens`), 5 regular dice (one a Bomb Timer; the reading
#    `time_phase_dice`), 4 Bombs, 4 Killers, 6 Criminal tokens, 9 special dice.
# 4. **Agent Board** and **Credits**: resource and upgrade tracks, 4 credits each, a bank that never
#    creates credits ("take all that remain").
# 5. **End of the Game**: Influence + Informants + syndicate bonuses; ties on health, then shared wins.
#
# Faces, the deck's split, the Agent board, the rewards, the tiles' goods and search dice are
# ILLUSTRATIVE values (RA-03, RA-22, RA-23): `ra.ILLUSTRATIVE_BOARD`, `ra.ILLUSTRATIVE_ECONOMY`.

# %%
import matplotlib.pyplot as plt

import edgekit.rogue_agent as ra
from edgekit import play, readings
from edgekit.display import Table, md, prob
from edgekit.play.pictures import balance_plot, game_charts
from edgekit.widgets.stepper import Stepper

g = ra.game(2)
SEED = 22   # a game with a Defuse that ends on a one-die Stability check
line = play.play(g, seed=SEED, policies=[g.policies["hunter"], g.policies["bomb_squad"]])
assert line.finished and sum(line.returns) == 1
md("A whole seeded game (seed {seed}), `hunter` in seat 0 (Agent A0) against `bomb_squad` in seat 1 (A1), "
   "{n} steps. **{verdict}**", seed=SEED, n=len(line.steps), verdict=line.verdict)

# %% [markdown]
# Each Agent's Influence, health and custody (Criminals held) at the end of every round, then the
# same step by step:

# %%
line.rounds()

# %%
game_charts(line)
plt.show()

# %% [markdown]
# Walk through it: **Next turn**, **Next round**, **Next roll** (the next chance step), **End**, or
# type a step number; the newest step is shown beside the board, with a key to its abbreviations.

# %%
Stepper(line, title="A whole seeded game: hunter against bomb_squad")

# %% [markdown]
# ## One Defuse, roll by roll
# A Defuse is played wire by wire (Defuse a Bomb: Unplugging wires; Stability check): each roll of the
# special dice not yet on the Bomb board is a step with the exact chance of its count of crosses and
# explosions (the same law as the Bomb's own game, `ra.bomb_game`), after a roll the player stops or
# rolls again (the named players stop by the exact optimal rule of `ra.solve_defuse`), and the Stability
# check is a step with `ra.stability_check_probability`. A stop that neither defuses nor explodes leaves
# the Bomb Timer as the new columns lowered it.

# %%
faces = {"cross": ra.ILLUSTRATIVE_FACES["cross"], "explosion": ra.ILLUSTRATIVE_FACES["explosion"]}
defuse = [st for st in line.steps if st.action.startswith("Defuse the Bomb")]
first = defuse[0]
timer = int(first.action.split("(Timer ")[1][0])   # the Bomb Timer when the first Defuse starts
assert "roll the 9 special dice" in first.action
start = ra.bomb_game(timer).new_initial_state()
law = start.chance_outcomes()
assert first.odds == {start.action_label(o): law.prob(o) for o in law.outcomes()}
check = next(st for st in defuse if "circuit dice" in st.action)
assert check.odds["passes"] == ra.stability_check_probability(1, **faces)
Table("The Defuse of this game, step by step", ("step", "what is done", "result", "chance of the result"),
      [(st.index, st.action.split(": ", 1)[1], st.result, prob(st.odds[st.result]) if st.is_chance
        else "a choice") for st in defuse])

# %% [markdown]
# ## Your seat
# Take seat 0 against the hunter: the stepper stops at each of your choices (Movement, Attack,
# Turn In, Defuse, End).

# %%
Stepper(g, seed=7, policies=[play.HumanPolicy(), g.policies["hunter"]], title="You against the hunter")

# %% [markdown]
# ## Many games, with 95% intervals
# Win shares by seat, final Influence, and Bombs exploded (the `measure` reads the final state).
# Seat 0 is always `trader` here, so its win share mixes the seat with the player; the next
# section separates the two.

# %%
def measure(s):
    scores = g.final_scores(s)
    t = s.table
    assert t.bank + sum(a.credits for a in t.agents) == g.supply  # credits are never created
    out = {"win share seat 0": s.returns()[0], "Bombs exploded": t.exploded, "bank at the end": t.bank}
    for i, sc in enumerate(scores):  # Influence by source
        out[f"seat {i}: Influence marker"] = sc.influence
        out[f"seat {i}: syndicate bonuses"] = sc.syndicates
    return out


seats = [g.policies["trader"], g.policies["hunter"]]
summary = play.simulate(g, 200, seed=1, policies=seats, measure=measure)
summary

# %% [markdown]
# ## Does seat order matter? Which named player is strongest?
# A win rate read seat by seat mixes who sat there with the seat. So each deal (seed) is played once
# per rotation of the players over the seats, from the same seed (*common random numbers*): every
# player sits in every seat once per deal. **By seat** is a seat's win share whoever sat there; **by
# policy** a player's win share wherever it sat. The 95% intervals are Wilson intervals over the
# deals (the rotations of one deal share its dice; conservative). First the two-player game of this
# notebook, `hunter` against `bomb_squad` (even: 50%):

# %%
duel = play.simulate(g, 400, seed=5, policies=[g.policies["hunter"], g.policies["bomb_squad"]],
                     rotate_seats=True)
duel

# %% [markdown]
# Then four named players at one table of four (even: 25%):

# %%
g4 = ra.game(4)
four = [g4.policies[k] for k in ("hunter", "bomb_squad", "networker", "trader")]
table4 = play.simulate(g4, 200, seed=5, policies=four, rotate_seats=True)
table4

# %%
balance_plot(table4)
plt.show()

# %% [markdown]
# ## How a reading moves it: which movement is free (RA-12)

# %%
g2 = ra.game(2, movement_fuel="first_action_free")
summary2 = play.simulate(g2, 200, seed=1, policies=[g2.policies["hunter"], g2.policies["random"]],
                         measure=lambda s: {"Influence seat 0": g2.final_scores(s)[0].total})
summary2

# %% [markdown]
# ## How a reading moves it: how many credits there are (RA-01)
# With 25 credits the bank is 17 after setup (two players); with Note 2's 70 it is 62.

# %%
g3 = ra.game(2, credit_supply="70")
assert g3.new_initial_state().table.bank == 62 and g.new_initial_state().table.bank == 17
summary3 = play.simulate(g3, 10, seed=1, policies=[g3.policies["trader"], g3.policies["hunter"]],
                         measure=lambda s: {"bank at the end": s.table.bank,
                                            "Influence seat 0": g3.final_scores(s)[0].total})
summary3

# %% [markdown]
# ## How each reading moves the game
# Every reading of Rogue Agent was switched to each of its options and the same 400 seeded games of
# `hunter` against `bomb_squad` were played again (the same seeds under every option: *common
# random numbers*). Below: option minus default with its 95% interval, **simulation estimates**,
# from the stored table `data/rogue_agent/whole_game_headlines.csv` (made by
# `python scripts/whole_game_headlines.py`, which records n, seed, policies and the edgekit version
# of every row; a test recomputes a sample of it). The readings explorer shows the same rows beside
# each reading's exact headline.

# %%
from edgekit.headlines import whole_game as wg

wg.forest_figure("Rogue Agent", ("win share: seat 0 (hunter)", "Influence from the marker: seat 0 (hunter)",
                                 "Bombs exploded"))
plt.show()

# %% [markdown]
# Readings the game never looks up cannot move it; they are listed with the reason:

# %%
rows = wg.table("Rogue Agent")
assert {r["reading"] for r in rows} == {x.id for x in readings.by_game("Rogue Agent")}
Table("Readings the whole game never looks up", ("reading", "why it cannot move the game"),
      [(r["reading"], r["reason"]) for r in rows if r["status"] == "not reached"])

# %% [markdown]
# ## What the game leaves open, and what its city cannot show
# The rulebook's Event Trail is in an illustration we do not have (RA-14). The game plays the default
# city of `ra.rhine_city` (notebook `rogue_agent_5` draws it): a layout a group can lay by the setup
# text, with an ILLUSTRATIVE trail on which every step goes into a district that shares a side, so
# Criminals and Killers move only between adjacent districts and a Killer's step 3 (into "an adjacent
# district along the Event Trail" holding an Agent) can act. What the default city **cannot show**: any
# other trail (one fixed path); a trail through the Headquarters or made of precincts only (the
# top-most precinct shares a side with no other precinct); a Criminal or Killer in a district off the
# trail (listed below); step 3 toward the trail's previous district (it is read forward, as step 2
# moves). A reader's own layout goes in with `ra.game(..., city=ra.rhine_city(...))`.

# %%
city = g.city
assert city.trail_gaps == () and all(city.graph.has_edge(u, v) for u, v in zip(city.trail, city.trail[1:]))
off_trail = [d for d in city.districts if d not in city.trail and d != ra.HEADQUARTERS]
Table("The Event Trail this game plays (ILLUSTRATIVE, RA-14)", ("step", "from", "to", "share a side"),
      [(k + 1, u, v, city.graph.has_edge(u, v)) for k, (u, v) in enumerate(zip(city.trail, city.trail[1:]))],
      notes=[f"Never entered by a Criminal or Killer: {', '.join(off_trail)}."],
      cite="Rogue Agent: C. City Phase; Districts")

# %% [markdown]
# Points the rulebook leaves open that the game once decided silently are now readings, each played
# under every option (switch one with `ra.game(2, custody_token="in_district")`); and which face-down
# card an Investigate looks at is now the player's choice (the game's phase "investigate").

# %%
OPEN = ("wound_markers", "custody_token", "bomb_line_fourth", "criminal_deck_empty", "scan_revealed")
Table("Open points of the whole game, as readings", ("reading", "question", "default", "the other option"),
      [(r, readings.get(r).question, readings.get(r).default,
        "; ".join(f"{k}: {v}" for k, v in readings.get(r).options.items() if k != readings.get(r).default))
       for r in OPEN])

# %% [markdown]
# ### What the whole game leaves out
# Each gap the rulebook leaves, or each fixed choice made in a player's place, listed by the game itself
# (`ra.left_out()`, from `LEFT_OUT` in `edgekit.rogue_agent.whole_game.game`); nothing else is decided
# silently.

# %%
ra.left_out()

# %% [markdown]
# ## What we learned

# %%
marker, bonus = summary["seat 0: Influence marker"], summary["seat 0: syndicate bonuses"]
bombs = summary["Bombs exploded"]
movements = sum(st.result.startswith("move to ") for st in line.steps)   # each begins a Movement action
longer = sum(st.result.startswith("move on to ") for st in line.steps)   # a further step inside one
(md("**A whole game** (seed {seed}, `hunter` against `bomb_squad`, {n} steps): {v}", seed=SEED,
    n=len(line.steps), v=line.verdict)
 + md("In it the two Agents made {k} Movement actions, with {j} further steps inside them (none longer "
      "than 2 districts without the Engine, none entering a district twice, no attack in the middle).",
      k=movements, j=longer)
 + md("**Two players**, `hunter` against `bomb_squad`, seats rotated:") + duel.seat_finding()
 + duel.policy_finding()
 + md("**Four players** at one table, seats rotated:") + table4.seat_finding() + table4.policy_finding()
 + md("**Where Influence comes from** ({k} games of `trader` against `hunter`): `trader` ends with about "
      "{m:.1f} Influence on the marker (95% interval {ma:.1f} to {mb:.1f}) and {y:.1f} from syndicate "
      "bonuses ({ya:.1f} to {yb:.1f}). **Bombs:** about {x:.1f} explode in a game ({xa:.1f} to {xb:.1f}).",
      k=summary.n, m=marker.value, ma=marker.low, mb=marker.high, y=bonus.value, ya=bonus.low, yb=bonus.high,
      x=bombs.value, xa=bombs.low, xb=bombs.high)
 + md("**Exact, along the way:** the Stability check of a Defuse with one circuit die passes with {p:%}.",
      p=check.odds["passes"])
 + md("**The city:** the Event Trail has {n} districts and every step shares a side ({gaps} that do not), so "
      "a Killer's step 3 can act; {off} districts lie off it. {k} open points are readings under every "
      "option.", n=len(city.trail), gaps=len(city.trail_gaps), off=len(off_trail), k=len(OPEN)))

# %%
assert line.finished and sum(line.returns) == 1 and line.verdict.startswith("Agent A")
assert movements > 0 and all(st.state.phase != "move" or len(st.state.table.agents[st.player].route) < 3
                             for st in line.steps if st.player is not None and st.player >= 0)
assert marker.low <= marker.value <= marker.high and bombs.n == bonus.n == summary.n == 200
assert check.odds["passes"] == ra.stability_check_probability(1, **faces)
assert (len(city.trail), len(city.trail_gaps), len(off_trail)) == (7, 0, 5)
for b in (duel, table4):
    assert b.games == b.players * b.deals
    assert sum(e.exact_sample for e in b.by_seat) == 1 == b.even * b.players   # a winner in every game
    assert (not b.uneven_seats()) == all(e.low <= b.even <= e.high for e in b.by_seat)
