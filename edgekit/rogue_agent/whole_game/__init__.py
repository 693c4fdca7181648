"""A whole game of Rogue Agent on the play layer: how a turn is played. Start at :mod:`.game`.

* :mod:`.game`: the factory :func:`~.game.game`, :class:`~.game.RogueAgentGame` and its state:
  eight rounds of Time, Action and City Phases;
* :mod:`.ids`: every action id, named once (blocks laid end to end, the numbers pinned by
  tests/rogue_agent/test_game_ids.py). The Action Phase's map: ``END`` 0, ``MOVE(k)`` 1..13 (into
  district ``k``; in phase "move" ``END`` is ``MOVE_STOP``, the end of the Movement),
  ``ATTACK_CRIMINAL`` 14, ``ATTACK_KILLER`` 15, ``TURN_IN`` 16, ``DEFUSE`` 17, ``HIRE`` 18,
  ``INTERCEPT`` 19; Android mode ``SCAN(j)`` 40..43, ``ATTACK_AGENT(j)`` 44..47,
  ``ATTACK_ANDROID(j)`` 48..51, ``ATTACK_DISTRICT`` 52; the economy ``BUY(j)`` 60, 61, ``SEARCH`` 62,
  ``INVESTIGATE`` 63, ``INFLUENCE`` 64, ``ATTACK_CRIMINAL_AMMO(k)`` 65..67, ``ATTACK_KILLER_AMMO(k)``
  68..70 (``k + 1`` ammo); 71 ids in all. Inside an action the ids mean the phase's choice:
  ``DEFUSE_STOP`` 0 / ``DEFUSE_ROLL`` 17 in a Defuse, a token number ("target"), an amount ("ammo");
* :mod:`.actions`: the Action Phase results (attack, Defuse, Intercept) and the legal moves (not
  the ids: those are :mod:`.ids`);
* :mod:`.movement`: one Movement action, step by step (phase "move": up to 2 districts, 3 with the
  Engine, none entered twice, Hire and Investigate between steps, fuel by ``movement_fuel``);
* :mod:`.phases`: the deterministic parts of a round (the table, Killer activation, the City Phase);
* :mod:`.economy` and :mod:`.agent_board`: Buy Goods, Search, rewards; the Agent board's tracks,
  upgrades and bank;
* :mod:`.android`: Android mode in the game (Scan, covert actions, destruction);
* :mod:`.policies`: the named players and the words of the log;
* :mod:`.killers`: Killer danger by district, played by the game's own Killer activation;
* :mod:`.openspiel`: registers ``edgekit_rogue_agent`` with OpenSpiel (imports pyspiel: importing
  it registers the game).

Don't confuse :mod:`.android` (Android mode as actions of this game) with
:mod:`edgekit.rogue_agent.android` (its dice and tokens as formulas), nor a Defuse here (an action
of the whole game) with :func:`edgekit.rogue_agent.bomb_game` (one Defuse attempt as a game).
"""
