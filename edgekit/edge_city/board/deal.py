"""Dealing and laying the Edge City board the way 5.2 says: a seeded generator of legal layouts.

Rules: Edge City 5.2, 4.0, 12.3.

Split out of :mod:`edgekit.edge_city.board.city` (which re-exports :func:`generate_layout`).
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from ...exact import as_seed
from ...readings import uses
from .._check import whole
from .city import SPRAWL, Layout, _canonical, _kind, layout_problems, neighbour_offsets, tiles

__all__ = ["generate_layout"]


@uses("adjacent", "touch", "connected", "second_research_park")
def generate_layout(seed: int = 0, players: int = 4, *,
                    tiles_in_play: Iterable[str] | None = None, max_tries: int = 500, rules=None) -> Layout:
    """A legal layout made the way 5.2 says: deal, Tech Plex first, then lay tiles in turn.

    Rules: Edge City 5.2, 4.0, 12.3. The tiles are shuffled and dealt one at a time; the
    player holding the Tech Plex lays it at (0, 0); then each player to the left lays one
    of their tiles. Each placement keeps the board legal so far: it touches the tiles down
    (under ``connected``), puts no Bizclave adjacent to another, and leaves every Sprawl
    Zone a chance of a Sprawl neighbour. The player's choice (which tile, where) is random
    among the legal ones, seeded. A deal that ends in a dead end is redealt (the rulebook
    never says what happens then); the log records the successful deal.
    """
    as_seed("seed", seed)
    whole(players, "players", 2, 8, what=" (one set is for 2 to 4 players, Edge City 4.0; two "
                                          "sets for more, 12.3)")
    if players > 4 and tiles_in_play is None:
        raise ValueError("players: with more than four players give tiles_in_play= (the tiles of two "
                         "sets that may be laid, Edge City 12.3)")
    whole(max_tries, "max_tries", 1, 10_000, what=" (deals to try before giving up)")
    if tiles_in_play is None:
        deck0 = list(tiles())
    elif isinstance(tiles_in_play, str | bytes) or not isinstance(tiles_in_play, Iterable):
        raise TypeError(f"tiles_in_play must be a list of tile names, not {tiles_in_play!r}")
    else:
        deck0 = list(tiles_in_play)
        for t in deck0:
            if not isinstance(t, str):
                raise TypeError(f"tiles_in_play: a tile name must be a string, not {t!r}")
        if len(deck0) > 24:
            raise ValueError(f"tiles_in_play: at most 24 tiles (two sets, Edge City 12.3), not {len(deck0)}")
    try:
        deck0 = [_canonical(t) for t in deck0]
    except ValueError as e:
        raise ValueError(f"tiles_in_play: {e}") from None
    if "Tech Plex" not in deck0:
        raise ValueError(f"tiles_in_play must include the Tech Plex, which is laid first (Edge City 5.2); "
                         f"not {tiles_in_play!r:.80}")
    rng = random.Random(seed)
    adj, tch, con = (neighbour_offsets(h) for h in (rules.adjacent, rules.touch, rules.connected))
    kind = {t: _kind(t) for t in deck0}
    for _ in range(max_tries):
        deck = deck0[:]
        rng.shuffle(deck)
        hands = [deck[i::players] for i in range(players)]
        first = next(i for i, h in enumerate(hands) if "Tech Plex" in h)
        hands[first].remove("Tech Plex")
        board = {(0, 0): "Tech Plex"}
        log = [(first + 1, "Tech Plex", (0, 0))]
        p = first
        while any(hands):
            p = (p + 1) % players
            if not hands[p]:
                continue
            sprawls_left = sum(kind[u] == SPRAWL for h in hands for u in h)
            options = [(t, pos) for t in hands[p] for pos in _frontier(board, con)
                       if _placement_ok(board, t, pos, adj, tch, sprawls_left, kind)]
            if not options:
                break
            tile = rng.choice(sorted({t for t, _ in options}))
            pos = rng.choice(sorted(q for t, q in options if t == tile))
            hands[p].remove(tile)
            board[pos] = tile
            log.append((p + 1, tile, pos))
        else:
            lay = Layout(board, log)
            if not layout_problems(lay, sets=2 if players > 4 else 1, rules=rules):
                return lay
    raise ValueError(f"no legal layout found in max_tries={max_tries} deals (seed {seed}); "
                     "allow more tries or other tiles_in_play")


def _frontier(board, offsets):
    return sorted({(x + dx, y + dy) for x, y in board for dx, dy in offsets} - board.keys())


def _placement_ok(board, tile, pos, adj, tch, sprawls_left, kind) -> bool:
    """May ``tile`` go at ``pos`` on ``board`` (legal so far) and keep the deal finishable?

    ``board`` is legal so far, so only Sprawl Zones that touch ``pos`` (and the new tile)
    can change; all of them are re-checked only when the last Sprawl Zone is laid.
    """
    x, y = pos
    if kind[tile] == "Bizclave":
        if any((x + dx, y + dy) in board and kind[board[(x + dx, y + dy)]] == "Bizclave"
               for dx, dy in adj):
            return False
    trial = {**board, pos: tile}
    left = sprawls_left - (kind[tile] == SPRAWL)
    near = {pos, *((x + dx, y + dy) for dx, dy in tch)}
    check = trial if left == 0 else {q: trial[q] for q in near if q in trial}
    for (a, b), t in check.items():  # every lonely Sprawl Zone must still be able to get a partner
        if kind[t] != SPRAWL:
            continue
        around = [(a + dx, b + dy) for dx, dy in tch]
        if any(q in trial and kind[trial[q]] == SPRAWL for q in around):
            continue
        if left == 0 or all(q in trial for q in around):
            return False
    return True
