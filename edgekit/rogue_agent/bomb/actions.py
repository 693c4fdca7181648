"""The action ids of the Bomb game (:mod:`.game`, one Defuse attempt), named once, and its chance
outcome ids.

Rules: Rogue Agent, Defuse a Bomb: Unplugging wires; Stability check (p. 11).

The ids are stable (golden transcripts, seeded games and OpenSpiel record them). The Agent decides in
two phases, each with its own blocks (the play layer's :func:`~edgekit.play.actions.lay_out`):

==========  ==============  =================================================================
phase       ids             what
==========  ==============  =================================================================
"decide"    ``ROLL`` 0      roll the dice not on the board again
"decide"    ``STOP`` 1      stop: the Stability check (or the attempt ends)
"place"     ``PLACE(k)``    lay the roll out as board ``k`` of the sorted layouts, 0..4095
==========  ==============  =================================================================

:data:`NUM_ACTIONS` is :data:`MAX_PLACEMENT_OPTIONS` (4096): a roll with more layouts is refused.
The chance outcomes: a roll of ``x`` crosses and ``y`` explosions is :func:`roll_outcome` (read back
with :func:`roll_of`); a Stability check is :data:`PASS` (0) or :data:`FAIL` (1). Don't confuse
these with the whole game's ids (:mod:`edgekit.rogue_agent.whole_game.ids`): there a Defuse's stop
and roll are ``DEFUSE_STOP`` 0 and ``DEFUSE_ROLL`` 17.
"""

from __future__ import annotations

from ...play.actions import lay_out

__all__ = ["DECIDE", "PLACING", "NUM_ACTIONS", "MAX_PLACEMENT_OPTIONS", "ROLL", "STOP", "PLACE", "PASS",
           "FAIL", "roll_outcome", "roll_of"]

#: A bound on how many boards one roll can be laid out into (OpenSpiel needs a fixed action count);
#: a roll with more raises ValueError naming it.
MAX_PLACEMENT_OPTIONS = 4096

DECIDE = lay_out(("ROLL", 1), ("STOP", 1))            # phase "decide"
PLACING = lay_out(("PLACE", MAX_PLACEMENT_OPTIONS))   # phase "place"
ROLL, STOP = (b.base for b in DECIDE)
(PLACE,) = PLACING
NUM_ACTIONS = max(DECIDE[-1].end, PLACING[-1].end)   # 4096

# the Stability check's chance outcomes
PASS, FAIL = 0, 1


def _count(name: str, v, hi=None) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0 or (hi is not None and v > hi):
        raise ValueError(f"{name}: {v!r:.40} is not a count of dice (0..{'' if hi is None else hi})")
    return v


def roll_outcome(crosses: int, explosions: int, dice: int) -> int:
    """The chance outcome id of a roll of ``dice`` special dice showing ``crosses`` and ``explosions``."""
    dice = _count("dice", dice)
    crosses, explosions = _count("crosses", crosses, dice), _count("explosions", explosions, dice)
    if crosses + explosions > dice:
        raise ValueError(f"crosses, explosions: {crosses} + {explosions} is more than the {dice} dice")
    return crosses * (dice + 1) + explosions


def roll_of(outcome: int, dice: int) -> tuple[int, int]:
    """(crosses, explosions) of the roll outcome id ``outcome`` (the inverse of :func:`roll_outcome`)."""
    dice = _count("dice", dice)
    return divmod(_count("outcome", outcome, dice * (dice + 1) + dice), dice + 1)
