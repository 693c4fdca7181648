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
# # Rogue Agent 5: Rhine City as a graph (movement, Thugs, reach, blast radius)
#
# **The question:** from the Headquarters, where can an Agent get in one turn, for how much fuel and
# health, and who is hurt when a Bomb goes off?
#
# ## Rules in play
# 1. **Preparing the City** (Rogue Agent: Setup): 13 tiles in rows of 3, 5 and 5; the Headquarters in
#    the centre; four precincts around it and two at the edges, the six forming a triangle.
# 2. **Districts**: adjacent means sharing a side, never a corner.
# 3. **Movement** (Action Phase): up to two steps per action (three with the Engine), each into a
#    district sharing a side with the last, no district twice in one action; Hire and Investigate may
#    interrupt a Movement, a Justice action may not; the first movement free and each further one 1
#    fuel (which "movement" is free is the reading `movement_fuel`, register RA-12); Thugs in a
#    precinct cost health on entry.
# 4. **Bomb explosion** (Defuse a Bomb): 4 health to the unprotected in the district, 2 next door.
# 5. **The Event Trail** (C. City Phase): Criminals and Killers move to "the next district along the
#    Event Trail"; a Killer's step 3 moves into "an adjacent district along the Event Trail" holding an
#    Agent; a Criminal that appears in the top-most precinct starts a new run instead of leaving.
#
# The layout illustration, the Event Trail, the shields and the Thug counts are not in the text
# (RA-13, RA-14): every such choice is a parameter of `rhine_city` with a labelled default. The
# default is a layout a group can lay by the setup text (the two edge precincts beside the precinct
# under the Headquarters, a solid triangle) and an ILLUSTRATIVE trail on which every step shares a
# side, so the trail's rules can all act (section 5 says what the default still cannot show).

# %%
import matplotlib.pyplot as plt

import edgekit.rogue_agent as ra  # noqa: E402
from edgekit.display import Table, md  # noqa: E402

city = ra.rhine_city()
Table("What the map assumes (not printed in the rulebook)", ["choice", "default"], city.assumptions.items())

# %% [markdown]
# ## 1. The graph
# Thirteen districts and eighteen shared sides. Every neighbour of the Headquarters is a precinct,
# so leaving it always means fighting Thugs (1 per precinct here: an ILLUSTRATIVE count). The red
# arrows are the (ILLUSTRATIVE) Event Trail.

# %%
assert (city.graph.number_of_nodes(), city.graph.number_of_edges()) == (13, 18)
assert all(city.attr(n, "kind") == "precinct" for n in city.neighbours(ra.HEADQUARTERS))
ra.draw_city(city, agents={"Agent 1": ra.HEADQUARTERS}, police=ra.precinct(3))
plt.show()

# %% [markdown]
# ## 2. Fuel to reach each district, under both readings of "the first movement is free"

# %%
rows = {d: tuple(ra.fuel_cost(city, ra.HEADQUARTERS, d, engine=engine, movement_fuel=m)
                 for m in ("first_step_free", "first_action_free") for engine in (False, True))
        for d in city.districts}
assert rows["District D"] == (2, 2, 1, 0)   # three steps from the Headquarters
assert all(costs[0] == costs[1] for costs in rows.values())  # the default: the Engine saves no fuel
Table("Fuel from the Headquarters to each district, by reading of movement_fuel",
      ["district", "first step free (default)", "first step free + Engine", "first action free",
       "first action free + Engine"],
      [(d, *costs) for d, costs in rows.items()], cite="Rogue Agent: Action Phase, Movement (RA-12)")

# %% [markdown]
# With no fuel, the default reading reaches the 4 precincts next door (and stays put); reading the
# free movement as a whole first action reaches 11 of 13 districts.

# %%
reached = {m: [len(ra.reach(city, ra.HEADQUARTERS, fuel=f, movement_fuel=m)) for f in range(3)]
           for m in ("first_step_free", "first_action_free")}
assert reached["first_step_free"][0] == 5
Table("Districts within reach of the Headquarters in one action (itself included)",
      ["movement_fuel", "0 fuel", "1 fuel", "2 fuel"], [(m, *n) for m, n in reached.items()])

# %% [markdown]
# ## 3. One Movement action, as the whole game plays it
# One Movement enters up to two districts (three with the Engine), each sharing a side with the last,
# never one district twice; `ra.movement_routes` lists every route, and the whole game offers exactly
# these, one step at a time (the mover may hire or investigate between two steps, never attack). The
# start was not entered during the action, so a route may come back to it. Under the default reading
# of the free movement the Engine lengthens a Movement but saves no fuel (the table above); under
# `first_action_free` each Movement after the first costs 1 fuel, so three districts a Movement save fuel.

# %%
routes = {engine: ra.movement_routes(city, ra.HEADQUARTERS, engine=engine) for engine in (False, True)}
ends = {engine: {r[-1] for r in rs} for engine, rs in routes.items()}
assert [max(map(len, routes[e])) for e in (False, True)] == [2, 3] and ends[False] <= ends[True]
assert all(len(set(r)) == len(r) for rs in routes.values() for r in rs)  # no district entered twice
Table("One Movement action from the Headquarters", ["Engine", "routes", "districts it can end in",
                                                    "longest route (districts)"],
      [(e, len(routes[e]), len(ends[e]), max(map(len, routes[e]))) for e in (False, True)],
      cite="Rogue Agent: Action Phase, Movement")

# %% [markdown]
# ## 4. Thugs on the way: the safest route, and what Armor changes
# Precinct 2 is two steps from the Headquarters, and every way there crosses a precinct.

# %%
r = ra.route(city, ra.HEADQUARTERS, ra.precinct(2))
r_armor = ra.route(city, ra.HEADQUARTERS, ra.precinct(2), armor=1)
Table("The safest route from the Headquarters to Precinct 2", ["Armor", "route", "health lost", "fuel"],
      [(k, " → ".join(x["path"]), x["health_lost"], x["fuel"]) for k, x in ((0, r), (1, r_armor))])

# %%
assert r["health_lost"] == 2 and r_armor["health_lost"] == 0

# %% [markdown]
# ## 5. Blast radius
# A Bomb exploding in a precinct beside the Headquarters (Precinct 3, under it) reaches the
# Headquarters itself; the Headquarters is protected here (an ILLUSTRATIVE shield), so Agents there
# lose nothing.

# %%
blast = ra.blast_radius(city, ra.precinct(3))
assert blast[ra.precinct(3)] == 4 and blast[ra.HEADQUARTERS] == 2
Table("A Bomb explodes in Precinct 3: health lost by an Agent in each district",
      ["district", "health lost", "protected (loses nothing)"],
      [(d, h, bool(city.attr(d, "protected"))) for d, h in blast.items()], cite="Rogue Agent: Defuse a Bomb")

# %% [markdown]
# ## 6. The Event Trail: every step shares a side
# The trail is "shown in the source illustration", which we do not have (RA-14). The default is the
# shortest walk over shared sides, never through the Headquarters, that visits every precinct and ends
# on the top-most one (the precinct above the Headquarters, where a Criminal that has just appeared
# starts a new run instead of leaving). The top-most precinct shares a side with no other precinct,
# so the walk passes through one regular tile, District B, on its way there. Each step below is
# checked against the graph; a Killer's step 3 ("an adjacent district along the Event Trail") is the
# next district along it, as in its step 2 and in Check 1.

# %%
steps = list(zip(city.trail, city.trail[1:]))
assert city.trail_gaps == () and all(city.graph.has_edge(u, v) for u, v in steps)
assert city.trail[-1] == ra.precinct(6) and city.attr(ra.precinct(6), "pos") == (0, 2)
assert not any(city.attr(n, "kind") == "precinct" for n in city.neighbours(ra.precinct(6)))
Table("The Event Trail of the default city, step by step", ["from", "to", "share a side"],
      [(u, v, city.graph.has_edge(u, v)) for u, v in steps], cite="Rogue Agent: C. City Phase (RA-14)")

# %% [markdown]
# **What the default layout cannot show.** One fixed trail (the book's own is not printed); no trail
# through the Headquarters, and no trail of precincts only (the top-most precinct touches none); the
# Hospital and Districts A, C, D and E lie off the trail, so no Criminal or Killer ever enters them;
# the new run of a Criminal that appeared in the top-most precinct jumps from the trail's end to its
# start (a printed rule, not a step along the trail). The earlier default, with the two edge precincts
# in the bottom corners and a trail of precincts only, shared no side between any two steps: Killer
# step 3 could never act and every Criminal jumped between tiles that do not touch.

# %%
old = ra.rhine_city(edge_precincts=((2, 0), (2, 4)), event_trail=range(1, 7))
assert len(old.trail_gaps) == 5   # every step of the old precincts-only trail jumped
Table("The trail of the old default (bottom-corner precincts, precincts only)",
      ["from", "to", "share a side"],
      [(u, v, old.graph.has_edge(u, v)) for u, v in zip(old.trail, old.trail[1:])])

# %% [markdown]
# ## 7. Killer danger by district (round 1, two players)
# The exact law of what the round-1 Killers do to a lone unprotected Agent standing in each
# district, with Killer Activation played by the game's own code. Simplified (labelled in
# `killer_danger`): only Killers on the board. Precinct 1 starts the (ILLUSTRATIVE) Event Trail, so
# fewer Killers can reach it; District B, a regular tile on the trail, is reached by Killers moving on
# from Precinct 5; no other regular district is.

# %%
danger = ra.killer_danger(2)
assert danger[ra.HEADQUARTERS].prob(0) == 1
assert all(danger[d].prob(0) == 1 for d in city.districts if d not in city.trail)
hurt = {d: danger[d].p(lambda o: o > 0) for d in city.trail}
Table("Round 1, two players: a lone Agent in each district of the Event Trail",
      ["district", "P(hurt by a Killer)", "expected health lost"],
      [(d, hurt[d], danger[d].mean()) for d in hurt], probs=["P(hurt by a Killer)"],
      bar="P(hurt by a Killer)")

# %% [markdown]
# ## What we learned

# %%
safest = min(hurt, key=hurt.get)
md("Rhine City is a graph of 13 districts and 18 shared sides; every way out of the Headquarters is a "
   "precinct. With no fuel the default reading of the free movement reaches {r0} districts (itself "
   "included) and the other reading {r1}. One Movement action from the Headquarters can take {n2} "
   "routes and end in {e2} districts ({n3} routes and {e3} districts with the Engine, which saves no fuel "
   "under the default reading). The safest route to Precinct 2 costs {hp} health to Thugs, {hpa} "
   "with one Armor. A Bomb in Precinct 3 costs {b4} health there and {bh} next door. The default Event "
   "Trail has {n} districts, every step sharing a side ({gaps} gaps; the old precincts-only trail had "
   "{old_gaps}). In round 1 of a two-player game, the least dangerous district of the trail for a lone "
   "Agent is {safest} ({p:%} chance of a Killer's harm).", r0=reached["first_step_free"][0],
   r1=reached["first_action_free"][0], n2=len(routes[False]), e2=len(ends[False]), n3=len(routes[True]),
   e3=len(ends[True]), hp=r["health_lost"], hpa=r_armor["health_lost"],
   b4=blast[ra.precinct(3)], bh=blast[ra.HEADQUARTERS], n=len(city.trail), gaps=len(city.trail_gaps),
   old_gaps=len(old.trail_gaps), safest=safest, p=hurt[safest])

# %%
assert (reached["first_step_free"][0], reached["first_action_free"][0]) == (5, 11)
assert (r["health_lost"], r_armor["health_lost"]) == (2, 0) and blast[ra.precinct(3)] == 4
assert (len(city.trail), len(city.trail_gaps), len(old.trail_gaps)) == (7, 0, 5)
assert all(hurt[safest] <= p for p in hurt.values())
assert len(ends[False]) < len(ends[True]) and len(routes[False]) < len(routes[True])
