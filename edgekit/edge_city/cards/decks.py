"""Deck descriptions for the Edge City game: what the rulebook does not list, made explicit.

Rules: Edge City 3.0, 5.6, 11.4, 11.4.1, 11.4.2.

The 80-card Sprawl deck is never listed (register EC-21). :func:`sprawl_deck` turns a mix
{card name: weight} into the exact chance of each card on one draw from the whole shuffled deck
(the first card of a fresh deck: no card has left it yet). Names must be cards the rulebook prints
with values we can play (:func:`~edgekit.edge_city.sprawl_cards`) or ``"OTHER"``: any card whose
effect is not modelled (it is drawn and does nothing). The default :data:`ILLUSTRATIVE_SPRAWL_MIX`
is ILLUSTRATIVE: an invented mix, never the real deck.

The whole game (:func:`~edgekit.edge_city.game`) plays every kind of card: its ``sprawl_mix``
takes any card of :data:`~edgekit.edge_city.CARDS` (default
:data:`~edgekit.edge_city.ILLUSTRATIVE_SPRAWL_CARDS`, an 80-card ILLUSTRATIVE deck) and deals it
as a real deck (without replacement, a discard pile, the reshuffle of 5.6:
:mod:`edgekit.edge_city.whole_game.deck`); its ``tech_mix`` is the 32-card Tech deck
(:mod:`edgekit.edge_city.cards.catalogue`). This module keeps the older three-card mix for the
single-draw questions that use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from types import MappingProxyType

from ... import readings
from ...dist import Dist
from ..rules.sprawl import sprawl_cards

__all__ = ["ILLUSTRATIVE_SPRAWL_MIX", "OTHER", "sprawl_deck"]

OTHER = "OTHER"
#: ILLUSTRATIVE: one TOXIC WASTE and one SPRAWL RUMOR in every five cards; the rest do nothing here.
ILLUSTRATIVE_SPRAWL_MIX = MappingProxyType({"TOXIC WASTE": 1, "SPRAWL RUMOR": 1, OTHER: 3})
_PLAYABLE = ("TOXIC WASTE", "BIOWARE CHOP SHOP", "SPRAWL RUMOR")


@readings.uses(game="Edge City")
def sprawl_deck(mix: Mapping | None = None, *, rules=None) -> Dist:
    """The exact chance of each card on one Sprawl draw from the whole shuffled deck, from a mix
    {card name: whole weight} (how many of each card it holds, or any multiple of that).

    Rules: Edge City 5.6, 11.4.1.

    >>> sprawl_deck().prob("SPRAWL RUMOR")
    1/5
    """
    mix = ILLUSTRATIVE_SPRAWL_MIX if mix is None else mix
    if not isinstance(mix, Mapping):
        raise TypeError(f"sprawl_mix must be a mapping card name -> weight, not {type(mix).__name__}")
    known = set(sprawl_cards(rules=rules))
    out = {}
    for name, w in mix.items():
        if not isinstance(name, str):
            raise TypeError(f"sprawl_mix names must be card names, not {name!r}")
        if name != OTHER and name not in known:
            raise ValueError(f"sprawl_mix: {name!r} is not a card in the deck; known: {sorted(known)}")
        if name != OTHER and name not in _PLAYABLE:
            raise ValueError(f"sprawl_mix: {name!r} has no values the game can play; use one of "
                             f"{_PLAYABLE} or {OTHER!r}")
        if isinstance(w, bool) or not isinstance(w, int) or w < 0 or w > 80:
            raise ValueError(f"sprawl_mix[{name!r}] must be a whole number from 0 to 80, not {w!r}")
        if w:
            out[name] = w
    if not out:
        raise ValueError("sprawl_mix must give at least one card a positive weight")
    total = sum(out.values())
    return Dist.from_probs({k: Fraction(v, total) for k, v in out.items()})
