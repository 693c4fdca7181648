"""Rhine City: :mod:`.graph` holds the city as a networkx graph (the 3-5-5 rows, the Headquarters,
the six precincts, the Event Trail, travel costs, a bomb's blast radius, the picture), with every
unprinted layout choice a labelled parameter of :func:`~.graph.rhine_city`. The default Event Trail
walks over shared sides only (``City.trail_gaps`` is empty); what the default cannot show is listed in
:mod:`.graph` and ``docs/rogue_agent_city.md``.

Don't confuse this room (the city's layout) with :mod:`edgekit.rogue_agent.whole_game.phases` (what
happens in the city each City Phase).
"""
