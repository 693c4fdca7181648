"""Tech Travel in :mod:`edgekit.edge_city.whole_game.game`: JUMP BIKE, ASSAULT TAXI and EXECU-LIFT (11.2.3).

Rules: Edge City 11.1, 11.2, 11.2.2, 11.2.3, 11.3.3, 11.4.3, 10.4.

11.2.3 gives these three cards Travel abilities "as noted on the card", and the cards' texts are not
printed (register EC-21). What the rulebook does say is kept: only Transit and ASSAULT TAXI spend TP
(11.2.2); Zone cards attack a Ripper passing through by Transit or ASSAULT TAXI, and any Ripper ending
Travel in their space (11.4.3); Tech Travel may fly or jump over Wasteland but never enter it (11.3.3);
no Travel returns to the space where the turn began (11.2); the cards cannot be traded in (10.4); a
ride in the ASSAULT TAXI costs DP (11.1 lists driving in it among the uses of DP): its fare, whose
amount is not printed, is :attr:`TechTravel.fare`, paid to the Bank when the ride begins; a Ripper
with fewer DP than the fare is not offered the ride.

The rest is a :class:`TechTravel` description per card, the game option ``tech_travel`` (a mapping of
card name to :class:`TechTravel`), whose default :data:`ILLUSTRATIVE_TECH_TRAVEL` is ILLUSTRATIVE
(labelled in the game's ``illustrative``, ``options``, and every Tech Travel step's note):

* JUMP BIKE: any tile within 2 grid steps (Wasteland jumped), no TP; ILLUSTRATIVE ``reach=2``;
* EXECU-LIFT: any tile within 4 grid steps (Wasteland flown over), no TP; ILLUSTRATIVE ``reach=4``;
* ASSAULT TAXI: a Transit-like journey spending TP (11.2.2) with 5 TP instead of 3 (ILLUSTRATIVE
  ``tp=5``), Zone cards on the way attacking (11.4.3), for a fare of 1 DP a ride (ILLUSTRATIVE
  ``fare=1``; 11.1).

Action ids (named in :mod:`~edgekit.edge_city.whole_game.actions`):
``TECH(24 * c + k)`` (1528..1599): Travel with the ``c``-th card of :data:`TECH_TRAVEL`
to the board's ``k``-th position. With both Transit and a card reaching a space, the player chooses.

The route (11.2: "along any path"): after a Transit or ASSAULT TAXI Travel action, when the routes to
the chosen space within the TP differ in the spaces holding Zone cards they pass through (11.4.3),
the player chooses in a ``route`` step: ``ROUTE(r)`` (1600..1607), route ``r`` of at most
:data:`MAX_ROUTES`, one per set of Zone-card spaces met (the cheapest in TP of each), first the route
taken without a choice (the cheapest, or :func:`~edgekit.edge_city.safest_route` when Zone cards
that cost COOL lie on the way), then by the number of such spaces met. Routes that
meet the same Zone cards are the same choice (what a route meets is all that the rules tell apart).
A board with more than :data:`MAX_ROUTES` such choices offers the first ones (documented limit: the
action ids are fixed for OpenSpiel).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ...play.core import replaced
from .actions import MAX_POSITIONS, MAX_ROUTES, ROUTE, TECH, TECH_TRAVEL
from .base import _go, name_of, zones_at

__all__ = ["TechTravel", "TECH_TRAVEL", "ILLUSTRATIVE_TECH_TRAVEL"]


@dataclass(frozen=True)
class TechTravel:
    """One Tech Travel card's ability (its text is not printed: every value is the user's or ILLUSTRATIVE).

    ``spends_tp``: Travel like Transit, spending TP from ``tp`` (11.2.2), Zone cards attacking on the
    way (11.4.3); else ``reach``: any tile within that many grid steps (orthogonal, Wasteland passed
    over, 11.3.3), no TP, only the Zone cards of the space reached attack (11.4.3). ``fare``: the DP a
    ride costs (11.1: the ASSAULT TAXI's; 0 for a card with no fare).
    """

    reach: int = 0
    spends_tp: bool = False
    tp: int = 3
    note: str = ""
    fare: int = 0

    def __post_init__(self):
        for k in ("reach", "tp", "fare"):
            v = getattr(self, k)
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"{k} must be a whole number, not {v!r}")
            top = 100 if k == "fare" else 12
            if not 0 <= v <= top:
                what = "DP" if k == "fare" else "the board's size"
                raise ValueError(f"{k} must be a whole number from 0 to {top} ({what}), not {v}")
        if not isinstance(self.spends_tp, bool):
            raise TypeError(f"spends_tp must be True or False, not {self.spends_tp!r}")
        if not isinstance(self.note, str):
            raise TypeError(f"note must be a str, not {self.note!r}")


#: ILLUSTRATIVE: the three cards' abilities (11.2.3 refers to the card texts, which are not printed).
ILLUSTRATIVE_TECH_TRAVEL = MappingProxyType({
    "JUMP BIKE": TechTravel(reach=2, note="ILLUSTRATIVE: any tile within 2 grid steps, Wasteland jumped"),
    "ASSAULT TAXI": TechTravel(spends_tp=True, tp=5, fare=1, note="ILLUSTRATIVE: 5 TP of Transit-like "
                               "Travel (TP spent per 11.2.2; Zone cards attack on the way, 11.4.3) for a "
                               "fare of 1 DP a ride (11.1: DP pay for the ride; the amount is not printed)"),
    "EXECU-LIFT": TechTravel(reach=4, note="ILLUSTRATIVE: any tile within 4 grid steps, Wasteland "
                                           "flown over"),
})


def as_tech_travel(x) -> Mapping:
    """Check the game option ``tech_travel`` (None: the ILLUSTRATIVE default)."""
    if x is None:
        return ILLUSTRATIVE_TECH_TRAVEL
    if not isinstance(x, Mapping):
        raise TypeError(f"tech_travel must be a mapping of card name to TechTravel, not {x!r}")
    out = dict(ILLUSTRATIVE_TECH_TRAVEL)
    for k, v in x.items():
        if k not in TECH_TRAVEL:
            raise ValueError(f"tech_travel: {k!r} is not a Tech Travel card; known: {TECH_TRAVEL}")
        if not isinstance(v, TechTravel):
            raise TypeError(f"tech_travel[{k!r}] must be a TechTravel, not {v!r}")
        out[k] = v
    return MappingProxyType(out)


def describe(abilities) -> str:
    """One line per card: reach or TP, and whether the value is the ILLUSTRATIVE default."""
    out = []
    for k in TECH_TRAVEL:
        v = abilities[k]
        how = (f"{v.tp} TP like Transit" if v.spends_tp else f"reach {v.reach}") + (
            f", fare {v.fare} DP" if v.fare else "")
        out.append(f"{k}: {how}" + (" (ILLUSTRATIVE)" if v == ILLUSTRATIVE_TECH_TRAVEL[k] else ""))
    return "; ".join(out)


def destinations(g, s, card: str) -> tuple:
    """The positions the card takes the player to this turn (never the start, never Wasteland)."""
    ab, b, r = g.tech_travel[card], g.board, s.rippers[s.player]
    if ab.spends_tp:
        return tuple(b.reach(r.pos, s.zones, tp=ab.tp))
    c0, r0 = r.pos
    return tuple(p for p in b.positions if p != r.pos and abs(p[0] - c0) + abs(p[1] - r0) <= ab.reach)


def holds_tech_travel(g, held) -> bool:
    """Whether the cards ``held`` include a Tech Travel card (kept on the game per hand)."""
    key = ("holds tech travel", held)
    got = g._cache.get(key)
    return got if got is not None else g._keep(key, lambda: any(card in held for card in TECH_TRAVEL))


def actions(g, s) -> tuple:
    """One action per (Tech Travel card held, destination) (11.2.3); none on a Ripper with no card."""
    r, b = s.rippers[s.player], g.board
    out = []
    for c, card in enumerate(TECH_TRAVEL):
        if card in r.cards and r.dp >= g.tech_travel[card].fare:   # 11.1: the ride's fare in DP
            out += [TECH(MAX_POSITIONS * c + b.index[p]) for p in destinations(g, s, card)]
    return tuple(out)


def path(g, s, a) -> tuple:
    """The route of a Tech Travel action: the spaces whose Zone cards it meets (11.4.3)."""
    c, k = divmod(TECH.index(a), MAX_POSITIONS)
    ab, r = g.tech_travel[TECH_TRAVEL[c]], s.rippers[s.player]
    dest = g.board.positions[k]
    if ab.spends_tp:
        return g.board.route(r.pos, dest, s.zones, r.level, tp=ab.tp)
    return (r.pos, dest)


def pay(g, s, a):
    """The state with the fare of Tech Travel action ``a`` paid to the Bank (11.1; 0 for most cards)."""
    fare = g.tech_travel[TECH_TRAVEL[TECH.index(a) // MAX_POSITIONS]].fare
    if not fare:
        return s
    rs = list(s.rippers)
    rs[s.player] = replaced(rs[s.player], dp=rs[s.player].dp - fare)
    return replaced(s, rippers=tuple(rs))


def label(g, s, a) -> str:
    c, k = divmod(TECH.index(a), MAX_POSITIONS)
    card = TECH_TRAVEL[c]
    src = "ILLUSTRATIVE" if g.tech_travel[card] == ILLUSTRATIVE_TECH_TRAVEL[card] else "user's"
    fare = g.tech_travel[card].fare
    return (f"Travel by {card} to {name_of(g, g.board.positions[k])}" + (f" for a fare of {fare} DP" if fare
                                                                          else "") + f" ({src} ability)")


# ------------------------------------------------------------------ the route (11.2, 11.4.3)
def _met(path, zoned) -> tuple:
    return tuple(p for p in path[1:-1] if p in zoned)


def routes(g, s, dest, tp: int, safest: tuple) -> tuple:
    """The routes offered to ``dest``: one per set of Zone-card spaces passed through, ``safest`` first."""
    if not s.zones:
        return (safest,)
    zoned = frozenset(p for p, cards in s.zones if cards)
    if not zoned:
        return (safest,)
    b, r = g.board, s.rippers[s.player]
    costs = b.costs(s.zones)
    key = ("routes by end", r.pos, costs, zoned, tp)   # {end: {Zone-card spaces met: the cheapest path}}
    ends = b._kept.get(key)
    if ends is None:
        every = b._keep(("routes", r.pos, costs, tp), lambda: tuple(   # turn_routes on the board's graph
            (x.tp, x.path) for x in b.turn_routes(r.pos, costs, tp)))
        ends = {}
        for _, path in sorted(every):   # in this order, the first path of each end and spaces met
            ends.setdefault(path[-1], {}).setdefault(_met(path, zoned), path)
        ends = b._keep(key, lambda: ends)
    best = ends.get(dest, {})
    first = _met(safest, zoned)
    rest = sorted((k for k in best if k != first), key=lambda k: (len(k), k))
    return (safest, *(best[k] for k in rest))[:MAX_ROUTES]


def travel(g, s, dest, tp: int):
    """Travel by Transit (or ASSAULT TAXI with its ``tp``) to ``dest``: a ``route`` choice when routes
    meet different Zone cards, else straight on the safest route."""
    r, b = s.rippers[s.player], g.board
    # all the routes offered depend on: the start and end, the TP, and of the Zone cards their TP costs,
    # the spaces they hold and the W of those that attack at the Ripper's Status (board.zone_sig)
    key = ("offered", r.pos, dest, b.zone_sig(s.zones, r.level), tp)
    offered = b._kept.get(key)
    if offered is None:
        safest = b.route(r.pos, dest, s.zones, r.level, tp=tp)
        offered = b._keep(key, lambda: routes(g, s, dest, tp, safest))
    if len(offered) == 1:
        return _go(g, s, offered[0], 1, 0)
    return replaced(s, phase="route", pending=offered)


def route_legal(s) -> tuple:
    return tuple(ROUTE(k) for k in range(len(s.pending)))


def take_route(g, s, a):
    return _go(g, s, s.pending[ROUTE.index(a)], 1, 0)


def route_label(g, s, a) -> str:
    path = s.pending[ROUTE.index(a)]
    met = [f"{', '.join(zones_at(s, p))} at {name_of(g, p)}" for p in path[1:-1] if zones_at(s, p)]
    return (f"via {' - '.join(name_of(g, p) for p in path[1:-1]) or 'no space between'}"
            + (f"; meets {'; '.join(met)}" if met else "; meets no Zone card on the way")
            + (" (the default: the cheapest, or the safest for COOL)" if a == ROUTE(0) else ""))
