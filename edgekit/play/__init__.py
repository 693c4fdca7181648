"""The play layer: any edgekit game played, logged, stepped through and simulated the same way.

* :mod:`edgekit.play.core`: :class:`Game` and :class:`State` (OpenSpiel-style: current player,
  legal actions, chance outcomes as exact Dists, apply returning a new state, returns) and the
  per-step annotation :class:`Turn`;
* :mod:`edgekit.play.log`: :class:`Step` and :class:`Playthrough`, one annotated step format for
  seeded play, the worked examples and the widgets;
* :mod:`edgekit.play.run`: :func:`play` (one seeded game, logged), :func:`simulate` (many, on the
  fast path: no log, cached integer weights; 95% intervals, a progress bar, worker processes or any
  ``concurrent.futures`` executor such as a Dask cluster's; ``rotate_seats=True`` gives a
  :class:`Balance`, win shares by seat and by policy apart) and :func:`final_states` (the fast
  path's final states, game by game the states ``play`` ends in);
* :mod:`edgekit.play.estimates`: what simulate gives, :class:`Estimate` and :class:`Summary` (Wilson
  and t intervals from exact running sums); :mod:`edgekit.play.balance`: :class:`Balance`;
* :mod:`edgekit.play.params`: :class:`Params`, a game's parameters as one frozen value (its
  factory's ``DEFAULT_PARAMS``, ``game.params``, the ``repr``, the transcript header, OpenSpiel's);
* :mod:`edgekit.play.chance`: the one exact chance sampler (integer weights, a seeded
  ``random.Random``) that play, simulate and a game's own fast loop all draw with;
* :mod:`edgekit.play.follow`: a whole game a reader can follow: where each step stands (turns,
  rounds, rolls: the stepper's jumps), who won and why (``Playthrough.verdict``), one row per round
  (``Playthrough.rounds()``), the readable page (``Playthrough.page()``, the notebook's view) and the
  full exact record (``.record()``, ``.to_csv(path)``); read from each game's state hooks
  ``key_numbers()`` (a :class:`Scoreboard`), ``verdict()`` and ``legend()``;
  :func:`edgekit.play.pictures.game_charts` draws the key numbers over a game;
* :mod:`edgekit.play.policy`: :class:`Policy` and its kinds, and :func:`solve` (exact optimal
  play of a one-player game);
* :mod:`edgekit.play.openspiel`: the one adapter that registers any edgekit game with OpenSpiel
  and puts OpenSpiel's bots (MCTS) in a seat. Imported on demand: it loads ``pyspiel``.

Games on this layer: :func:`edgekit.edge_city.rip_game`, :func:`edgekit.rogue_agent.bomb_game`.
"""

from .balance import Balance
from .core import CHANCE, TERMINAL, Game, Scoreboard, State, Turn, factory
from .estimates import Estimate, Summary
from .log import Playthrough, Step
from .params import Params
from .policy import (
    FunctionPolicy,
    HumanPolicy,
    Policy,
    RandomPolicy,
    Solution,
    TablePolicy,
    for_game,
    outcome,
    solve,
)
from .run import MAX_GAMES, final_states, game_seeds, play, simulate

__all__ = ["CHANCE", "TERMINAL", "Game", "State", "Turn", "Scoreboard", "Params", "Step", "Playthrough",
           "Policy",
           "RandomPolicy", "FunctionPolicy", "TablePolicy", "HumanPolicy", "Solution", "solve", "outcome",
           "for_game", "factory", "play", "simulate", "final_states", "Summary", "Estimate", "Balance",
           "game_seeds", "MAX_GAMES"]
