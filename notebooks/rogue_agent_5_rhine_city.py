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
#
# The layout illustration, the Event Trail, the shields and the Thug counts are not in the text
# (RA-13, RA-14): every such choice is a parameter of `rhine_city` with a labelled default.

# %%
import matplotlib.pyplot as plt

import edgekit.rogue_agent as ra  # noqa: E402
from edgekit.display import Table, md  # noqa: E402

city = ra.rhine_city()
Table("What the map assumes (not printed in the rulebook)", ["choice", "default"], city.assumptions.items())

# %% [markdown]
# ## 1. The graph
# Thirteen districts and eighteen shared sides. Every neighbour of the Headquarters is a precinct,
# so leaving it always means fighting Thugs (1 per precinct here: an ILLUSTRATIVE count).

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
assert rows[ra.precinct(1)] == (2, 2, 1, 0)
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

# %%
r = ra.route(city, ra.HEADQUARTERS, ra.precinct(1))
r_armor = ra.route(city, ra.HEADQUARTERS, ra.precinct(1), armor=1)
Table("The safest route from the Headquarters to Precinct 1", ["Armor", "route", "health lost", "fuel"],
      [(k, " → ".join(x["path"]), x["health_lost"], x["fuel"]) for k, x in ((0, r), (1, r_armor))])

# %%
assert r["health_lost"] == 2 and r_armor["health_lost"] == 0

# %% [markdown]
# ## 5. Blast radius
# A Bomb exploding in a precinct beside the Headquarters reaches the Headquarters itself; the
# Headquarters is protected here (an ILLUSTRATIVE shield), so Agents there lose nothing.

# %%
blast = ra.blast_radius(city, ra.precinct(4))
assert blast[ra.precinct(4)] == 4 and blast[ra.HEADQUARTERS] == 2
Table("A Bomb explodes in Precinct 4: health lost by an Agent in each district",
      ["district", "health lost", "protected (loses nothing)"],
      [(d, h, bool(city.attr(d, "protected"))) for d, h in blast.items()], cite="Rogue Agent: Defuse a Bomb")

# %% [markdown]
# ## 6. Killer danger by district (round 1, two players)
# The exact law of what the round-1 Killers do to a lone unprotected Agent standing in each
# district, with Killer Activation played by the game's own code. Simplified (labelled in
# `killer_danger`): only Killers on the board. Precinct 1 starts the (ILLUSTRATIVE) Event Trail, so
# fewer Killers can reach it; the trail never enters a regular district.

# %%
danger = ra.killer_danger(2)
assert danger[ra.HEADQUARTERS].prob(0) == 1
hurt = {d: law.p(lambda o: o > 0) for d, law in danger.items() if city.attr(d, "kind") == "precinct"}
Table("Round 1, two players: a lone Agent in each precinct", ["precinct", "P(hurt by a Killer)",
                                                              "expected health lost"],
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
   "under the default reading). The safest route to Precinct 1 costs {hp} health to Thugs, {hpa} "
   "with one Armor. A Bomb in Precinct 4 costs {b4} health there and {bh} next door. In round 1 of a "
   "two-player game, the least dangerous precinct for a lone Agent is {safest} ({p:%} chance of a "
   "Killer's harm).", r0=reached["first_step_free"][0], r1=reached["first_action_free"][0],
   n2=len(routes[False]), e2=len(ends[False]), n3=len(routes[True]), e3=len(ends[True]),
   hp=r["health_lost"], hpa=r_armor["health_lost"], b4=blast[ra.precinct(4)], bh=blast[ra.HEADQUARTERS],
   safest=safest, p=hurt[safest])

# %%
assert (reached["first_step_free"][0], reached["first_action_free"][0]) == (5, 11)
assert (r["health_lost"], r_armor["health_lost"]) == (2, 0) and blast[ra.precinct(4)] == 4
assert all(hurt[safest] <= p for p in hurt.values())
assert len(ends[False]) < len(ends[True]) and len(routes[False]) < len(routes[True])
