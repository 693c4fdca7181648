"""A lone Ripper's choices, solved exactly: :mod:`.legend` (the road to Hacker Legend as a Markov
decision process; its solvers in :mod:`._solve`) and :mod:`.turn` ("your turn": the odds of every
choice this turn from a position you set up). Their rows (:meth:`Road.compare`, :meth:`Road.policy_table`,
:func:`your_turn`) are :class:`._records.Records`: exact, read-only, and shown as labelled tables."""
