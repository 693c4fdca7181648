"""Whole Matrix runs on the play layer: :mod:`.game` (the state and the game), :mod:`.run_readings`
(the six run readings), :mod:`.policies` (named policies), :mod:`.solve` (exact P(win) under optimal
play for small stacks), :mod:`.fast` (many runs, the same as ``play.simulate``, faster) and
:mod:`.openspiel` (registers ``edgekit_matrix`` with OpenSpiel on import; imports pyspiel). No
imports here: the public names are exported by :mod:`edgekit.matrix`.
"""
