"""The Matrix board: :mod:`.grid` (the matrix as a grid of installed structures, contiguity, the
picture). No imports here: the public names are exported by :mod:`edgekit.matrix`.
"""
