"""Whole Matrix runs on the play layer: :mod:`.game` (the state and the game), :mod:`.actions` (its
action ids, named once: ``MOVE`` 0..8835, breaker ``b`` to space ``(x, y)``; ``POWER_UPS(k)``
8836..8842, up to ``k`` power-ups in play; the advanced game's ``PICK_PAWN`` 8843..8846, ``START_RUN``
8847 and ``MOVE_FORT`` 8848..17683; 17684 in all; and the chance outcome ids), :mod:`.run_readings`
(the six run readings), :mod:`.policies` (named policies), :mod:`.solve` (exact P(win) under optimal
play for small stacks), :mod:`.fast` (many runs, the same as ``play.simulate``, faster) and
:mod:`.openspiel` (registers ``edgekit_matrix`` with OpenSpiel on import; imports pyspiel). No
imports here: the public names are exported by :mod:`edgekit.matrix`.
"""
