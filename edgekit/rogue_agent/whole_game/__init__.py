"""A whole game of Rogue Agent on the play layer: how a turn is played. Start at :mod:`.game`.

* :mod:`.game`: the factory :func:`~.game.game`, :class:`~.game.RogueAgentGame` and its state:
  eight rounds of Time, Action and City Phases, and the action ids;
* :mod:`.actions`: the Action Phase results (attack, Defuse, Intercept) and the legal moves;
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
