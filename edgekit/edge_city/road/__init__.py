"""A lone Ripper's choices, solved exactly: :mod:`.legend` (the road to Hacker Legend as a Markov
decision process; its solvers in :mod:`._solve`) and :mod:`.turn` ("your turn": the odds of every
choice this turn from a position you set up)."""
