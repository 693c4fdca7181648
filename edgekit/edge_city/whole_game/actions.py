"""The action ids of the whole game (:mod:`.whole_game.game`), named once.

Rules: Edge City 6.0, 10.4, 11.2, 11.2.3, 11.5.1, 11.6, 11.6.4, 11.8, 12.2.

OpenSpiel needs a fixed ``num_distinct_actions``, and golden transcripts and seeded games record
the numbers, so the ids are stable: :data:`LAYOUT` lays the blocks out one after another, in this
order, and each block is a :class:`Block` (its ``base`` and ``size``); a single id is a block of one.
Build a block's id with the block (``RIP(1)``, ``RIP("secret")``, ``TRAVEL_AT(k)``), read one back
with ``a in RIP`` and ``RIP.index(a)``; never add offsets by hand. :class:`Block` and the
layout are the play layer's (:mod:`edgekit.play.actions`), shared by the four games.

======================  ==========  ==========================================================
block                   ids         what
======================  ==========  ==========================================================
``PASS``, ``BUY``       0, 1        pass; buy a title for 8 DP
``RIP``                 2..4        a Sensitive / Secret / Super Secret Data Rip (:data:`RIP_TYPES`)
``TRAVEL``              5..8        the reduced game's kind-of-space Travel: no longer offered
``THEFT``               9           attempt Theft (11.8)
``TAKE_DP``, ``TAKE_IT``  10, 11    take the DP; take the iT
``IT``                  12..17      an iT attack on player ``j``
``DRAW``                18          draw Sprawl cards after Travel into a Sprawl Zone
``SHOP``, ``DONE``,     19, 20, 21  go shopping at the Tech Plex; end / decline (also: stop a Rip
``TAKE``                            at its second chance); take the offered card (also: take the roll)
``CARD``                22..999     four sub-blocks of ``len(g.cards.names)``: buy, sell, discard,
                                    steal (:func:`~.whole_game.cards.block`); at most :data:`MAX_CARDS`
``TRAVEL_AT``           1000..1023  Travel to (at set-up: start on) ``board.positions[k]``
``SWAT``, ``ICE``       1024..1035  a SWAT or ICE Attack Combat on player ``j``
``SPOIL``               1036..1039  the winner's spoils: none, UnCOOL, DP, a random card
``TAKE_CARD``           1040..1283  take card ``k`` of the loser (``g.cards.names[k]``)
``DESTROY``             1284..1527  destroy card ``k``
``TECH``                1528..1599  Tech Travel: device ``t`` of :data:`TECH_TRAVEL` to position ``k``
``ROUTE``               1600..1607  the ``k``-th route of :func:`~.whole_game.travel.routes`
``SHOW``                1608..1851  show card ``k`` face up (12.2, :mod:`~.whole_game.hidden`)
``UPGRADE``             1852        attempt an Upgrade Rip (11.6.4)
``UNZONE``              1853..1900  after a won Upgrade Rip: discard the Zone card in slot ``j``
                                    (0 or 1) of ``board.positions[k]`` (``UNZONE(2 * k + j)``)
======================  ==========  ==========================================================

:data:`NUM_ACTIONS` is 1901. New blocks go at the end: an id once given never moves. Don't confuse
these action ids with chance outcome ids (a Zone card's outcome is :func:`~.whole_game.cards.encode`'s
bit field, a roll's is its total).
"""

from __future__ import annotations

from ...play.actions import Block, lay_out
from ...play.actions import block_of as _block_of

__all__ = ["Block", "LAYOUT", "NUM_ACTIONS", "MAX_POSITIONS", "MAX_CARDS", "MAX_ROUTES", "RIP_TYPES",
           "TECH_TRAVEL", "PASS", "BUY", "RIP", "TRAVEL", "THEFT", "TAKE_DP", "TAKE_IT", "IT", "DRAW", "SHOP",
           "DONE", "TAKE", "CARD", "TRAVEL_AT", "SWAT", "ICE", "SPOIL", "TAKE_CARD", "DESTROY", "TECH",
           "ROUTE", "SHOW", "UPGRADE", "UNZONE", "ZONE_SLOTS", "SPOIL_NONE", "SPOIL_UNCOOL", "SPOIL_DP",
           "SPOIL_RANDOM", "block_of"]

MAX_POSITIONS = 24   # two sets of tiles (12.3)
MAX_PLAYERS = 6
MAX_CARDS = 244      # the most card names a game may have: (1000 - 22) // 4
MAX_ROUTES = 8
RIP_TYPES = ("sensitive", "secret", "super_secret")
TECH_TRAVEL = ("JUMP BIKE", "ASSAULT TAXI", "EXECU-LIFT")   # 11.2.3, in the order of the rulebook
SPOILS = ("none", "uncool", "dp", "random")
ZONE_SLOTS = 2       # at most two Zone cards in a city space (11.4.3)


LAYOUT = lay_out(
    ("PASS", 1), ("BUY", 1), ("RIP", len(RIP_TYPES), RIP_TYPES), ("TRAVEL", 4), ("THEFT", 1),
    ("TAKE_DP", 1), ("TAKE_IT", 1), ("IT", MAX_PLAYERS), ("DRAW", 1), ("SHOP", 1), ("DONE", 1), ("TAKE", 1),
    ("CARD", 4 * MAX_CARDS + 2),   # 2 ids spare, so that the board's ids begin at 1000
    ("TRAVEL_AT", MAX_POSITIONS), ("SWAT", MAX_PLAYERS), ("ICE", MAX_PLAYERS), ("SPOIL", 4, SPOILS),
    ("TAKE_CARD", MAX_CARDS), ("DESTROY", MAX_CARDS), ("TECH", MAX_POSITIONS * len(TECH_TRAVEL)),
    ("ROUTE", MAX_ROUTES), ("SHOW", MAX_CARDS),
    ("UPGRADE", 1), ("UNZONE", MAX_POSITIONS * ZONE_SLOTS))   # issue 22: the Upgrade Rip (11.6.4)
(PASS_B, BUY_B, RIP, TRAVEL, THEFT_B, TAKE_DP_B, TAKE_IT_B, IT, DRAW_B, SHOP_B, DONE_B, TAKE_B, CARD,
 TRAVEL_AT, SWAT, ICE, SPOIL, TAKE_CARD, DESTROY, TECH, ROUTE, SHOW, UPGRADE_B, UNZONE) = LAYOUT
NUM_ACTIONS = LAYOUT[-1].end   # 1901

# single ids, as ints (they are compared with ``==`` and used as dict keys everywhere)
PASS, BUY, THEFT, TAKE_DP, TAKE_IT, DRAW, SHOP, DONE, TAKE, UPGRADE = (
    b.base for b in (PASS_B, BUY_B, THEFT_B, TAKE_DP_B, TAKE_IT_B, DRAW_B, SHOP_B, DONE_B, TAKE_B, UPGRADE_B))
SPOIL_NONE, SPOIL_UNCOOL, SPOIL_DP, SPOIL_RANDOM = (SPOIL(k) for k in SPOILS)

# the bases under their old names (the modules' arithmetic: ``CARD0 + ...`` in whole_game.cards)
RIP0, TRAVEL0, IT0, CARD0 = RIP.base, TRAVEL.base, IT.base, CARD.base
TRAVEL_AT0, SWAT0, ICE0, SPOIL0 = TRAVEL_AT.base, SWAT.base, ICE.base, SPOIL.base
TAKE0, DESTROY0, TECH0, ROUTE0, SHOW0 = TAKE_CARD.base, DESTROY.base, TECH.base, ROUTE.base, SHOW.base


def block_of(a) -> Block:
    """The block action id ``a`` belongs to."""
    return _block_of(LAYOUT, a, "Edge City's")
