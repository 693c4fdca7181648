"""Matrix, the piecepack solitaire game by Jeff Barrett (2003): breaking ice and data forts, one
challenge at a time and as whole runs.

Rules: Matrix components, setup, "Making a run" steps 1-7, advanced game.

The rooms (import the public names below from :mod:`edgekit.matrix`; the modules load on first use):

* :mod:`.rules.breaking`: the single-roll rules: the die (reading ``matrix_die``, register MX-06), a
  breaker's strength, one challenge's outcome and odds (steps 3-5), the data-fort table, where the
  forts sit in the stack (setup); registers the die, power-up timing and advanced-floor readings;
* :mod:`.board.grid`: the matrix as a grid of installed structures, contiguity, the picture
  (networkx and matplotlib imported on use);
* :mod:`.ice_breakers`: the advanced game's 24 named ice breakers, as data (``data/matrix/breakers.csv``),
  and the breaker table the set-up draw reads (which breaker each pawn colour and d6 face gives);
* :mod:`.abilities`: the advanced breakers' abilities as a small typed vocabulary the reader sets
  (strength changes with conditions on colour, kind and distance; reach; moving forts, the one
  reconstructed fragment); every ability is unknown, and plays as none, until set;
* :mod:`.whole_game`: a run on the play layer (:mod:`~.whole_game.game`), its six run readings
  (:mod:`~.whole_game.run_readings`), named policies (:mod:`~.whole_game.policies`), exact P(win)
  for small stacks (:mod:`~.whole_game.solve`), many runs fast (:mod:`~.whole_game.fast`), and the
  OpenSpiel registration as ``edgekit_matrix`` (:mod:`~.whole_game.openspiel`; imports pyspiel,
  so import it on demand: importing it registers the game);
* :mod:`.effects`: the run readings' headline quantities (used by :mod:`edgekit.headlines`).

Don't confuse :func:`break_probability` (one challenge: one roll against one structure) with
:func:`exact_win` (P(winning a whole run) under optimal play, exact, small stacks only; estimate
bigger stacks with :func:`edgekit.play.simulate`); nor :func:`break_outcome` (the distribution of
one challenge's result and power-ups spent) with :func:`break_probability` (P(broken) alone); nor
:func:`breakers` (the advanced game's 24 named ice breakers) with the four basic breakers of a run
(one per colour, in :class:`MatrixState`) or :func:`breaker_strength` (a breaker's strength for one
roll); nor :func:`game` (the factory, which checks every argument) with :class:`MatrixGame` (the
class it builds); nor :class:`Ability` (what a breaker can do) with :class:`Breaker` (a named breaker)
or :func:`breaker_table` (which breaker the set-up d6 draws for each pawn colour and face).
"""

from .._lazy import exports

__all__, __getattr__, __dir__ = exports(__name__, {
    # rules/breaking.py: one challenge, the forts
    "FORT_STRENGTH": ".rules.breaking", "ICE_STRENGTHS": ".rules.breaking", "MAX_POWERUPS": ".rules.breaking",
    "die": ".rules.breaking", "breaker_strength": ".rules.breaking", "break_probability": ".rules.breaking",
    "break_outcome": ".rules.breaking", "fort_table": ".rules.breaking", "fort_die_shift": ".rules.breaking",
    "first_fort_position": ".rules.breaking", "fort_positions": ".rules.breaking",
    # whole_game/: a run, its policies, exact small stacks
    "game": ".whole_game.game", "MatrixGame": ".whole_game.game", "MatrixState": ".whole_game.game",
    "BRAIN_DEATH": ".whole_game.game",
    "named_policies": ".whole_game.policies", "default_policy": ".whole_game.policies",
    "exact_win": ".whole_game.solve", "value_iteration_win": ".whole_game.solve",
    # board/grid.py: the grid
    "Grid": ".board.grid", "draw": ".board.grid", "COLOURS": ".board.grid",
    # ice_breakers.py: the advanced game's named breakers
    "Breaker": ".ice_breakers", "BREAKER_NAMES": ".ice_breakers", "breaker": ".ice_breakers",
    "breakers": ".ice_breakers", "BreakerTable": ".ice_breakers", "breaker_table": ".ice_breakers",
    # abilities.py: the vocabulary of abilities
    "Ability": ".abilities", "ability": ".abilities", "fort_mover": ".abilities", "UNKNOWN": ".abilities",
    "StrengthChange": ".abilities", "Reach": ".abilities", "MoveForts": ".abilities",
    "ColourIn": ".abilities",
    "KindIs": ".abilities", "DistanceAtMost": ".abilities", "DistanceAtLeast": ".abilities",
    # what a run leaves out
    "left_out": ".whole_game.game",
})
