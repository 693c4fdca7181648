"""Matrix single-roll rules: :mod:`.breaking` (the die, a breaker's strength, one challenge against
ice or a data fort, the data-fort table, where the forts sit in the stack). No imports here: the
public names are exported by :mod:`edgekit.matrix`.
"""
