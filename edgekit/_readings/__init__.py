"""The machinery behind :mod:`edgekit.readings` (import the names from there).

- ``registry.py``: :class:`Reading`, each game's ``readings.toml`` read once, ``get``/``all``/
  ``by_game``/``register``, ``GAMES`` and ``game_name``.
- ``rules.py``: :class:`Rules` (the readings of one game as one frozen value), ``defaults``,
  ``resolve``, and ``recording`` (which readings a block of code looks up).
- ``provenance.py``: the ``@uses`` decorator (reading keywords folded into ``rules=``),
  ``readings_of``, :class:`Answer`, and ``cites_of`` (a docstring's ``Rules:`` line).

Each module imports only the ones above it, and none imports a game.
"""
