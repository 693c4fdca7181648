"""Headline quantities per reading: what each ambiguity changes, under every option.

Map of the modules:

- ``registry``: :func:`headline` (the decorator that registers a reading's headline function),
  :func:`compare` (every headline quantity under every option), :func:`impact` / :func:`impacts`
  (how much a reading matters), :func:`missing` (readings with no headline yet), :data:`NO_EFFECT`.
- ``edge_city``, ``rogue_agent``, ``matrix``, ``cyberpunk_ccg``: each game's headline functions
  (exact), registered with :func:`headline`; the registry imports them on its first lookup.
- ``whole_game``: how each reading moves a whole simulated game (estimates with 95% intervals,
  a stored table), not exact and not in the registry.

Don't confuse this with :mod:`edgekit.readings`, the registry of the readings
themselves: this package only reads it.
"""

from .._lazy import exports

__all__, __getattr__, __dir__ = exports(__name__, {
    name: ".registry" for name in
    ("headline", "has_headline", "compare", "impact", "impacts", "missing", "Comparison", "Impact",
     "is_probability_label", "NO_EFFECT")})
