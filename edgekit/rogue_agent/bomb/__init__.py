"""Defuse a Bomb (Rogue Agent): the Bomb board as an exact optimal-play problem, and the Stability check.

A package (issue 10: one rule, one place):

* the readings (RA-04 .. RA-11) are data, in ``rogue_agent/readings.toml`` with the game's others;
* :mod:`.rules`: the board, placements, how an attempt ends (:func:`attempt_end`), the one
  multinomial table (:func:`roll_counts`), :class:`BombRules`;
* :mod:`.stability`: the one P(pass) (:func:`.stability.pass_probability`) and the check as a Procedure;
* :mod:`.solver`: :func:`solve_defuse` and :class:`DefuseSolution`;
* :mod:`.formulas`: a policy as formulas or a Procedure, a Bomb's effects, a new Bomb's odds;
* :mod:`.appendix`: Appendix A under any readings (:func:`appendix_a`), its transcript, the board picture;
* :mod:`.game`: one Defuse attempt on the play layer (:func:`edgekit.rogue_agent.bomb_game`, whose
  chance outcomes are the rolls of :mod:`.rules` and the check of :mod:`.stability`), its action and
  outcome ids named once in :mod:`.actions` (``ROLL``, ``STOP``, ``PLACE(k)``; ``roll_outcome``);
* :mod:`.openspiel`: registers ``edgekit_bomb`` with OpenSpiel (imports pyspiel: importing it
  registers the game).

Three things the rulebook leaves open are parameters here:

* **the dice faces** (register RA-03): every die shows a cross with probability ``cross`` and an
  explosion with probability ``explosion`` (an assumption: all 9 special dice alike in these two
  faces). Formulas use the symbols :data:`C` and :data:`E`; numeric runs need exact numbers, e.g.
  :data:`ILLUSTRATIVE_FACES` (an illustration, not the game);
* **the unclear rules** (RA-04 .. RA-11): named readings; every rule function takes ``rules=``
  (a Rules value) and the reading keywords as shorthand;
* **what "optimal" means**: the ``goal`` (see :data:`GOALS`).

Don't confuse :func:`stability_check_probability` (one Stability check of ``n`` circuit dice) with
:func:`solve_defuse` (a whole Defuse attempt under optimal play, which ends in such a check); nor
:func:`solve_defuse` (the exact optimum) with :func:`edgekit.rogue_agent.bomb_game` (the same attempt
as a game any policy can play); nor :func:`appendix_a` (the function) with :mod:`.appendix` (its module).
"""

import importlib

from ..._lazy import exports

# public name -> the module that defines it; DEFAULT_GOAL and DEFAULT_HEALTH_VALUE are importable
# too (as before) but not in __all__
_PUBLIC = {
    # rules.py
    "C": ".rules", "E": ".rules", "ILLUSTRATIVE_FACES": ".rules", "GOALS": ".rules", "SPECIAL_DICE": ".rules",
    "EXPLODED": ".rules", "MAX_COLUMNS": ".rules", "board_cells": ".rules", "has_line": ".rules",
    "open_dice": ".rules", "timer_after": ".rules", "check_board": ".rules", "BombRules": ".rules",
    "bomb_rules": ".rules", "place_one": ".rules", "placements": ".rules", "AttemptEnd": ".rules",
    "attempt_end": ".rules", "roll_counts": ".rules",
    # stability.py
    "stability_formula": ".stability", "stability_check_probability": ".stability",
    "stability_procedure": ".stability", "sample_stability_check": ".stability",
    # solver.py
    "solve_defuse": ".solver", "defuse_table": ".solver", "DefuseSolution": ".solver",
    "odds_table": ".solver", "board_text": ".rules",
    # formulas.py
    "defuse_formula": ".formulas", "policy_procedure": ".formulas", "timer_distribution": ".formulas",
    "next_attempt_board": ".formulas", "expected_effects": ".formulas", "new_bomb_odds": ".formulas",
    "DEFUSE_INFLUENCE": ".formulas", "EXPLOSION_HEALTH": ".formulas", "FORMULA_MAX_DICE": ".formulas",
    # appendix.py
    "appendix_a": ".appendix", "appendix_a_transcript": ".appendix", "draw_board": ".appendix",
    "APPENDIX_A_TIMER": ".appendix",
}
_MODULES = frozenset({"rules", "stability", "solver", "formulas", "appendix", "game"})  # not openspiel
_ALSO = {"DEFAULT_GOAL": ".rules", "DEFAULT_HEALTH_VALUE": ".rules"}
_, _name, __dir__ = exports(__name__, {**_PUBLIC, **_ALSO})
__all__ = list(_PUBLIC)


def __getattr__(name: str):
    """A public name, or one of this package's modules (``bomb.solver.gc_paused()``), on first use."""
    if name in _MODULES:
        return importlib.import_module(f"{__name__}.{name}")
    return _name(name)
