"""Rogue Agent's single-roll rules, one module per rulebook part (no whole-game state here).

* :mod:`.dice`: the special dice, their named faces, face probabilities as symbols (RA-03),
  :class:`~.dice.FaceMix`;
* :mod:`.attack`: Justice: Attack (the pool, hits, the ammo re-rolls as an exact policy), solved
  fast by :mod:`.attack_solver` (integers);
* :mod:`.interception`: Justice: Intercept a Criminal; :mod:`.search`: Search a District;
* :mod:`.criminals`: attacking a face-down Criminal, what Investigate is worth;
* :mod:`.datastream`: the Data Stream bag across the Time Phases;
* :mod:`.scoring`: the End of the Game (syndicate bonuses, winners);
* :mod:`.setup`: the printed set-up counts and the player-count checks every room shares.

Import the public names from :mod:`edgekit.rogue_agent`. Don't confuse :mod:`.attack` (Justice:
Attack by an Agent) with :mod:`edgekit.rogue_agent.android.attack` (Android mode's attacks).
"""
