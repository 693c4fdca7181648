"""Defuse a Bomb (Rogue Agent): the Bomb board as an exact optimal-play problem, and the Stability check.

A package (issue 10: one rule, one place):

* the readings (RA-04 .. RA-11) are data, in ``rogue_agent/readings.toml`` with the game's others;
* :mod:`.rules`: the board, placements, how an attempt ends (:func:`attempt_end`), the one
  multinomial table (:func:`roll_counts`), :class:`BombRules`;
* :mod:`.stability`: the one P(pass) (:func:`.stability.pass_probability`) and the check as a Procedure;
* :mod:`.solver`: :func:`solve_defuse` and :class:`DefuseSolution`;
* :mod:`.formulas`: a policy as formulas or a Procedure, a Bomb's effects, a new Bomb's odds;
* :mod:`.appendix_a`: Appendix A under any readings, its transcript, the board picture.

Three things the rulebook leaves open are parameters here:

* **the dice faces** (register RA-03): every die shows a cross with probability ``cross`` and an
  explosion with probability ``explosion`` (an assumption: all 9 special dice alike in these two
  faces). Formulas use the symbols :data:`C` and :data:`E`; numeric runs need exact numbers, e.g.
  :data:`ILLUSTRATIVE_FACES` (an illustration, not the game);
* **the unclear rules** (RA-04 .. RA-11): named readings; every rule function takes ``rules=``
  (a Rules value) and the reading keywords as shorthand;
* **what "optimal" means**: the ``goal`` (see :data:`GOALS`).

Don't confuse :func:`stability_check_probability` (one Stability check of ``n`` circuit dice) with
:func:`solve_defuse` (a whole Defuse attempt under optimal play, which ends in such a check).
"""

from . import appendix_a as _appendix_a
from . import formulas, rules, solver, stability  # noqa: F401
from .appendix_a import *  # noqa: F403
from .formulas import *  # noqa: F403
from .rules import *  # noqa: F403
from .rules import DEFAULT_GOAL, DEFAULT_HEALTH_VALUE  # noqa: F401
from .solver import *  # noqa: F403
from .stability import *  # noqa: F403

__all__ = [*rules.__all__, *stability.__all__, *solver.__all__, *formulas.__all__, *_appendix_a.__all__]
