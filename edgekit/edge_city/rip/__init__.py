"""The Rip minigame ("how a Rip is rolled", Edge City 11.6): :mod:`.data` (the Rip types, MSM, Table
4.0, the DP a Rip pays, what it needs), :mod:`.odds` (the Rip Track solved exactly:
``rip_outcomes``, ``rip_machine``), :mod:`.track` (the same track as a procedure, a graph and a
roll-by-roll replay), :mod:`.game` (the Rip as a one-player game on the play layer, ``rip_game``;
its action ids ``TAKE``, ``STOP`` in :mod:`.actions`) and :mod:`.openspiel` (registers it with
OpenSpiel as ``edgekit_rip``; imports pyspiel). Not the whole game's Rip steps: those are
:mod:`edgekit.edge_city.whole_game.rip_steps`."""
