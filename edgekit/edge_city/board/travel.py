"""Travel across Edge City: the travel graph, where a Ripper can get this turn, and at what risk.

Rules: Edge City 11.2 (Travel, no return to the start space), 11.2.1 (3 TP a turn),
11.2.2 (TP costs: Bizclave 2, Sprawl Zone 1, green Zone cards, at least one space),
11.3.3 (Wasteland cannot be entered), 11.4.3 (yellow Zone cards attack Rippers who end
Travel in or pass through their space; at most two Zone cards a space), 11.5.4.2 (losing to
a Zone card stops Travel), 11.5.1 (where SWAT and ICE attacks are allowed), 8.5.1.

The travel graph is a networkx ``DiGraph``: an edge u -> v costs the TP to *enter* v, so
cheapest paths are Dijkstra's. Two readings are used here: ``travel_adjacency``
(which tiles a Ripper can move between; register EC-09 (vii)) and ``return_to_start``
(register EC-19). Don't confuse ``travel_adjacency`` with the placement reading
``connected`` in :mod:`edgekit.edge_city.board.city`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

import sympy

from ..._lazy import lazy
from ...dist import Dist
from ...exact import as_seed
from ...readings import uses
from .._check import game_rule, whole
from ..rules.win import FAIL, TWELVE, WIN, level, natural_12_effect, win_number, win_roll_events
from .city import SPRAWL, _kind, as_layout, tile_kind
from .deal import generate_layout

nx = lazy("networkx")  # imported on first use (edgekit/_lazy.py)

__all__ = [
    "TP_PER_TURN", "entry_costs", "travel_graph", "travel_costs", "reachable", "cheapest_route",
    "turn_routes", "Route", "route_outcomes", "safest_route", "attack_options", "attack_map",
    "layout_stats",
]

TP_PER_TURN = 3  # Edge City 11.2.1
UNREACHABLE = "unreachable"  # layout_stats: a Bizclave no Transit route reaches
_BASE_COST = {"Bizclave": 2, SPRAWL: 1}  # Edge City 11.2.2


def _check_cards(where, cards, what: str) -> tuple:
    if isinstance(cards, (int, dict)) and not isinstance(cards, bool):
        cards = (cards,)
    if not isinstance(cards, (tuple, list)):
        raise TypeError(f"{what} for {where!r} must be one value or a pair, not {cards!r}")
    if len(cards) > 2:
        raise ValueError(f"{what}: {where!r} has {len(cards)} Zone cards; at most two may occupy a city "
                         "space (Edge City 11.4.3)")
    return tuple(cards)


@game_rule
def entry_costs(layout, zone_costs: Mapping | None = None) -> dict[tuple[int, int], int]:
    """The TP it costs to enter each space.

    Rules: Edge City 11.2.2, 11.4.3. A Bizclave costs 2, a Sprawl Zone 1. ``zone_costs``
    maps a space (position or tile name) to the printed TP cost of the green Zone card in
    it, or to a pair of costs for two cards (the cost is then their sum).
    """
    lay = as_layout(layout)
    costs = {p: _BASE_COST[k] for p, k in lay.kinds().items()}
    if zone_costs is not None and not isinstance(zone_costs, Mapping):
        raise TypeError(f"zone_costs must be a mapping {{space: TP cost}}, not {zone_costs!r}")
    for where, cards in (zone_costs or {}).items():
        pos = lay.space(where, "zone_costs")
        cards = _check_cards(where, cards, "zone_costs: a Zone card TP cost")
        if any(isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in cards):
            raise ValueError(f"zone_costs: Zone card TP costs must be whole numbers >= 0, not {cards!r}")
        if tile_kind(lay[pos]) != SPRAWL:
            raise ValueError(f"zone_costs: {lay[pos]} is a Bizclave in this layout; Zone cards stay only "
                             "in Sprawl Zones (Edge City 11.4.1, 11.4.3)")
        costs[pos] = sum(cards)
    return costs


@uses("travel_adjacency")
def travel_graph(layout, *, zone_costs: Mapping | None = None, rules=None) -> nx.DiGraph:
    """The Transit graph: nodes are tiles (with name, kind, cost), an edge's weight is the
    TP to enter its head. Rules: Edge City 11.2, 11.2.2, 11.3.3."""
    lay = as_layout(layout)
    costs = entry_costs(lay, zone_costs)
    g = nx.DiGraph()
    for p, name in lay.items():
        g.add_node(p, name=name, kind=_kind(name), cost=costs[p])
    for p in lay:
        for q in lay.neighbours(p, rules.travel_adjacency):
            g.add_edge(p, q, weight=costs[q])
    return g


def _turn_graph(layout, start, zone_costs, rules):
    lay = as_layout(layout)
    s = lay.space(start, "start")
    g = travel_graph(lay, zone_costs=zone_costs, rules=rules)
    if rules.return_to_start == "never":
        g.remove_edges_from(list(g.in_edges(s)))
    return lay, s, g


@uses("travel_adjacency", "return_to_start")
def travel_costs(layout, start, *, zone_costs: Mapping | None = None, rules=None) -> dict[tuple[int, int],
                                                                                          int]:
    """The cheapest TP to reach every other space from ``start`` (any number of turns' worth).

    Rules: Edge City 11.2, 11.2.2. Spaces that cannot be reached are left out.
    """
    _, s, g = _turn_graph(layout, start, zone_costs, rules)
    dist = nx.single_source_dijkstra_path_length(g, s, weight="weight")
    dist.pop(s, None)
    return dict(sorted(dist.items()))


class Reach(dict):
    """``{space: cheapest TP}`` for the spaces a Ripper can end Travel in (``.readings`` set)."""

    readings: dict = {}


def _check_tp(tp):
    whole(tp, "tp", 0, 30, what=" (3 TP a turn, Edge City 11.2.1)")


@uses("travel_adjacency", "return_to_start")
def reachable(layout, start, *, tp: int = TP_PER_TURN, zone_costs: Mapping | None = None,
              rules=None) -> Reach:
    """The spaces a Ripper starting in ``start`` can end Travel in this turn, with their TP cost.

    Rules: Edge City 11.2, 11.2.1, 11.2.2. A space counts if the cheapest way in costs at
    most ``tp`` (3 a turn); every space next to the start counts whatever it costs (a
    Ripper may always move one space); the start space never does.

    >>> sorted(reachable("T S S S S", "Tech Plex").values())
    [1, 2, 3]
    """
    _check_tp(tp)
    lay, s, g = _turn_graph(layout, start, zone_costs, rules)
    return Reach(sorted(_reach_in(g, s, tp).items()))


def _reach_in(g, s, tp: int, weight="weight") -> dict:
    """:func:`reachable` on a graph already built (unchecked: the whole game's board keeps one graph,
    issue 24): {space: TP}, unsorted. ``weight``: the edges' attribute, or a function ``(u, v, data)``
    giving the TP to enter ``v`` (the board's Zone-card costs on its one graph; None: no such edge)."""
    dist = nx.single_source_dijkstra_path_length(g, s, cutoff=tp, weight=weight)
    out = {p: d for p, d in dist.items() if p != s}
    for q in g.successors(s):
        out.setdefault(q, _tp(g, weight, s, q))
    return out


def _tp(g, weight, u, v) -> int:
    """The TP of edge ``u -> v`` (entering ``v``) under ``weight`` (an attribute name or a function)."""
    return g[u][v][weight] if isinstance(weight, str) else weight(u, v, g[u][v])


@dataclass(frozen=True)
class Route:
    """A Transit route: the spaces entered in order (start first), the TP spent, and, for a
    safest route, the exact chance of arriving and the full outcome distribution."""

    path: tuple
    names: tuple
    tp: int
    p_arrive: sympy.Rational | None = None
    outcomes: Dist | None = None
    readings: dict | None = None


@uses("travel_adjacency", "return_to_start")
def cheapest_route(layout, start, end, *, zone_costs: Mapping | None = None, rules=None) -> Route:
    """A cheapest Transit route from ``start`` to ``end`` (Dijkstra). Rules: Edge City 11.2, 11.2.2."""
    lay, s, g = _turn_graph(layout, start, zone_costs, rules)
    return _cheapest_in(lay, s, g, lay.space(end, "end"))


def _cheapest_in(lay, s, g, e, weight="weight") -> Route:
    """:func:`cheapest_route` from ``s`` to ``e`` (positions) on a graph already built (unchecked;
    ``weight`` as in :func:`_reach_in`)."""
    if e == s:
        raise ValueError("a Ripper may not return to the space the turn began in (Edge City 11.2)")
    try:
        cost, path = nx.single_source_dijkstra(g, s, e, weight=weight)
    except nx.NetworkXNoPath:
        raise ValueError(f"{lay[e]} cannot be reached from {lay[s]} by Transit") from None
    return Route(tuple(path), tuple(lay[p] for p in path), cost)


@uses("travel_adjacency", "return_to_start")
def turn_routes(layout, start, *, tp: int = TP_PER_TURN, zone_costs: Mapping | None = None,
                rules=None) -> list[Route]:
    """Every route a Ripper may Travel this turn that enters no space twice.

    Rules: Edge City 11.2, 11.2.1, 11.2.2. Routes that revisit a space are left out: each
    costs more TP and meets more Zone cards than the route with the loop cut out.
    """
    _check_tp(tp)
    lay, s, g = _turn_graph(layout, start, zone_costs, rules)
    return _turn_routes_in(lay, s, g, tp)


def _turn_routes_in(lay, s, g, tp: int, weight="weight") -> list[Route]:
    """:func:`turn_routes` on a graph already built (unchecked; ``weight`` as in :func:`_reach_in`; an
    edge into the start is never taken: the start is on every route)."""
    out = []

    def walk(path, spent):
        here = path[-1]
        for q in g.successors(here):
            if q in path:
                continue
            c = spent + _tp(g, weight, here, q)
            if c <= tp or len(path) == 1:
                out.append(Route(tuple(path) + (q,), tuple(lay[p] for p in path) + (lay[q],), c))
                if c < tp:
                    walk(path + [q], c)

    walk([s], 0)
    return out


def _attack_win_numbers(lay, zone_attacks, status, defend, rules):
    out = {}
    for where, cards in (zone_attacks or {}).items():
        pos = lay.space(where, "zone_attacks")
        ws = []
        for card in _check_cards(where, cards, "zone_attacks: a Zone card attack"):
            if isinstance(card, dict):
                if set(card) != {"w"}:
                    raise ValueError("zone_attacks: a Zone attack is its strength A (an int) or {'w': W}")
                w = card["w"]
                if isinstance(w, bool) or not isinstance(w, int):
                    raise TypeError(f"zone_attacks: a Win Number W must be a whole number, not {w!r}")
                ws.append(card["w"])
            else:
                if isinstance(card, bool) or not isinstance(card, int):
                    raise TypeError(f"zone_attacks: a Zone card's attack strength must be a whole number, "
                                    f"not {card!r}")
                ws.append(win_number(status, defend - card, rules=rules))
        out[pos] = ws
    return out


def _checked_win_numbers(lay, zone_attacks, status, defend, rules):
    """:func:`_attack_win_numbers` after checking the arguments (route_outcomes, safest_route)."""
    if zone_attacks is not None and not isinstance(zone_attacks, Mapping):
        raise TypeError(f"zone_attacks must be a mapping {{space: attack}}, not {zone_attacks!r}")
    level(status)
    whole(defend, "defend", 0, 99)
    return _attack_win_numbers(lay, zone_attacks, status, defend, rules)


@uses("natural_12", "table_rows", "column_edge")
def route_outcomes(layout, route, *, zone_attacks: Mapping | None = None, status="Wannabee",
                   defend: int = 0, rules=None) -> Dist:
    """How a Transit route ends when Zone cards attack those who enter their space.

    Rules: Edge City 11.4.3, 11.5.3.2, 11.5.4.2, 8.4, 8.5.1, Table 1.0. ``zone_attacks``
    maps a space to the attack strength A printed on its Zone card (or a pair for two
    cards), or to ``{"w": W}`` for a card that names its Win Number (a COOL roll). The
    Ripper defends with Status ``status`` and Defend strength ``defend``: R = D - A.
    Outcomes: ``("arrived", space)``, ``("UnCOOL", space)`` (lost a roll, stops there), and
    ``("stopped COOL", space)``: a natural 12 stops the Ripper (a lost roll, or the end of the
    action) but keeps COOL when the ``natural_12`` reading says a 12 never costs COOL
    ("ends_action", "keeps_cool"); every roll is the one Win Roll event. Exact.
    """
    lay = as_layout(layout)
    if isinstance(route, Route):
        path = route.path
    elif isinstance(route, str | bytes) or not isinstance(route, Iterable):
        raise TypeError(f"route must be a Route or a list of spaces, not {route!r}")
    else:
        path = tuple(lay.space(p, "route") for p in route)
    if not path:
        raise ValueError("route must name at least the space the Travel starts in, not an empty list")
    ws = _checked_win_numbers(lay, zone_attacks, status, defend, rules)
    keeps = natural_12_effect(rules=rules).keeps_cool
    stop = {FAIL: "UnCOOL", TWELVE: "stopped COOL" if keeps else "UnCOOL"}
    out: dict = {}
    going = Fraction(1)
    for p in path[1:]:
        for w in ws.get(p, ()):
            probs = {e: Fraction(int(q.p), int(q.q))  # the one Win Roll event
                     for e, q in win_roll_events(w, rules=rules).probs().items()}
            for event, q in probs.items():
                if event != WIN:
                    key = (stop[event], p)
                    out[key] = out.get(key, 0) + going * q
            going *= probs.get(WIN, 0)
    out[("arrived", path[-1])] = going
    return Dist.from_weights({k: v for k, v in out.items() if v})


@uses("travel_adjacency", "return_to_start", "natural_12", "table_rows", "column_edge")
def safest_route(layout, start, end, *, tp: int = TP_PER_TURN, zone_costs: Mapping | None = None,
                 zone_attacks: Mapping | None = None, status="Wannabee", defend: int = 0,
                 rules=None) -> Route:
    """The route this turn from ``start`` to ``end`` with the best exact chance of arriving COOL.

    Rules: Edge City 11.2, 11.2.2, 11.4.3, 11.5.4.2, 8.5.1, Table 1.0. Every legal route is
    weighed (see :func:`turn_routes`); ties go to the cheaper, then the shorter route.
    ``p_arrive`` is exact; ``outcomes`` gives where the Ripper may be stopped instead.
    """
    lay = as_layout(layout)
    e = lay.space(end, "end")
    routes = [r for r in turn_routes(lay, start, tp=tp, zone_costs=zone_costs, rules=rules)
              if r.path[-1] == e]
    if not routes:
        raise ValueError(f"end: {lay[e]} cannot be reached from {start!r} this turn with tp={tp} TP "
                         "(Edge City 11.2.1, 11.2.2)")
    ws = _checked_win_numbers(lay, zone_attacks, status, defend, rules)
    wins: dict = {}

    def p_win(w):
        if w not in wins:
            wins[w] = win_roll_events(w, rules=rules).fraction(WIN)
        return wins[w]
    path = _safest_path_in(routes, e, ws, p_win)
    r = min((x for x in routes if x.path == path), key=lambda x: x.tp)
    dist = route_outcomes(lay, r, zone_attacks=zone_attacks, status=status, defend=defend, rules=rules)
    p = dist.prob(("arrived", e))
    used = {"travel_adjacency": rules.travel_adjacency, "return_to_start": rules.return_to_start,
            "natural_12": rules.natural_12, "table_rows": rules.table_rows, "column_edge": rules.column_edge}
    return Route(r.path, r.names, r.tp, p, dist, used)


def _safest_path_in(routes, e, ws: Mapping, p_win: Callable) -> tuple:
    """The path :func:`safest_route` takes to ``e`` among ``routes`` (:func:`_turn_routes_in`), for a
    caller that needs only the path (the whole game's board, issue 24): ``ws`` maps a space to the Win
    Numbers of the Zone cards attacking there, ``p_win(W)`` is the exact chance of a win at W. The
    chance of arriving is the product of the chances of winning each roll on the way, exactly
    ``route_outcomes(...).prob(("arrived", e))``; ties go as in :func:`safest_route`."""
    best = None
    for r in routes:
        if r.path[-1] != e:
            continue
        p = 1   # exact: an int until a roll on the way makes it a Fraction
        for q in r.path[1:]:
            got = ws.get(q)
            if got:
                for w in got:
                    p = p * p_win(w)
        key = (-p, r.tp, len(r.path), r.path)
        if best is None or key < best:
            best = key
    if best is None:
        raise ValueError(f"end: {e!r} cannot be reached this turn (Edge City 11.2.1, 11.2.2)")
    return best[3]


@game_rule
def attack_options(layout, attacker, defender, *, no_ice=()) -> dict[str, tuple[bool, str]]:
    """May a Ripper in ``attacker`` SWAT or ICE attack a Ripper in ``defender``?

    Rules: Edge City 11.5.1, 11.3.1. SWAT: both in the same Sprawl Zone. ICE: anywhere,
    but the attacker must be in a Sprawl Zone and neither may be in a space with a NO ICE
    ZONE card (``no_ice``: spaces holding one). Returns ``{"SWAT": (ok, why), "ICE": (ok, why)}``.
    """
    lay = as_layout(layout)
    a, d = lay.space(attacker, "attacker"), lay.space(defender, "defender")
    if isinstance(no_ice, str | bytes) or not isinstance(no_ice, Iterable):
        raise TypeError(f"no_ice must be a list of spaces holding a NO ICE ZONE card, not {no_ice!r}")
    blocked = {lay.space(x, "no_ice") for x in no_ice}
    in_sprawl = tile_kind(lay[a]) == SPRAWL
    if not in_sprawl:
        swat = (False, "the attacker is not in a Sprawl Zone (11.5.1)")
    elif a != d:
        swat = (False, "SWAT combat needs both Rippers in the same Sprawl Zone (11.5.1)")
    else:
        swat = (True, "same Sprawl Zone (11.5.1)")
    if not in_sprawl:
        ice = (False, "the attacker must be in a Sprawl Zone (11.5.1 exception 1)")
    elif a in blocked or d in blocked:
        ice = (False, "a NO ICE ZONE card is in the attacker's or defender's space (11.5.1 exception 2)")
    else:
        ice = (True, "ICE reaches anywhere on the board (11.5.1)")
    return {"SWAT": swat, "ICE": ice}


@game_rule
def attack_map(layout, attacker, *, no_ice=()) -> dict[tuple[int, int], dict[str, bool]]:
    """For every space a defender might be in: may the Ripper in ``attacker`` SWAT / ICE attack?
    Rules: Edge City 11.5.1."""
    lay = as_layout(layout)
    return {p: {k: v[0] for k, v in attack_options(lay, attacker, p, no_ice=no_ice).items()}
            for p in lay}


@uses("adjacent", "touch", "connected", "travel_adjacency")
def layout_stats(boards: int = 100, seed: int = 0, *, players: int = 4,
                 progress: Callable | object | None = None, rules=None) -> dict[str, Dist]:
    """Statistics over ``boards`` generated layouts (seeds ``seed``, ``seed+1``, ...).

    Rules: Edge City 5.2, 11.2.2. Each value is the distribution over the generated boards
    (a sample of the generator, exact counts, not a probability the rules fix); a Bizclave no
    Transit route reaches (possible under ``connected="side_or_corner"``) counts as "unreachable".
    At most 10,000 boards. ``progress`` is an ipywidgets ``IntProgress`` (its ``max``/``value``
    are set) or a callable ``(done, total)``.
    """
    whole(boards, "boards", 1, 10_000)
    as_seed("seed", seed)
    bar = hasattr(progress, "max") and hasattr(progress, "value")
    if progress is not None and not (callable(progress) or bar):
        raise TypeError(f"progress must be None, a callable (done, total) or an ipywidgets IntProgress, "
                        f"not {progress!r}")
    if progress is not None and hasattr(progress, "max"):
        progress.max, progress.value = boards, 0
    counts: dict[str, dict] = {k: {} for k in (
        "TP Tech Plex -> Business Dome", "TP Tech Plex -> Research Park",
        "fewest steps between two Bizclaves", "spaces reachable from the Tech Plex this turn",
        "board width + height")}
    for i in range(boards):
        lay = generate_layout(seed + i, players, rules=rules)
        costs = travel_costs(lay, "Tech Plex", rules=rules)
        g = lay.graph(rules.travel_adjacency)
        biz = [lay.where(b) for b in ("Tech Plex", "Business Dome", "Research Park")]
        # a board laid with corner contact (connected="side_or_corner") may fall apart for Transit
        # by sides: a space no route reaches is counted as "unreachable", never an error
        hops = [nx.shortest_path_length(g, biz[i], biz[j]) for i in range(3) for j in range(i + 1, 3)
                if nx.has_path(g, biz[i], biz[j])]
        steps = min(hops) if hops else UNREACHABLE
        (x0, y0), (x1, y1) = lay.bounds()
        values = {
            "TP Tech Plex -> Business Dome": costs.get(lay.where("Business Dome"), UNREACHABLE),
            "TP Tech Plex -> Research Park": costs.get(lay.where("Research Park"), UNREACHABLE),
            "fewest steps between two Bizclaves": steps,
            "spaces reachable from the Tech Plex this turn":
                len(reachable(lay, "Tech Plex", rules=rules)),
            "board width + height": (x1 - x0 + 1) + (y1 - y0 + 1),
        }
        for k, v in values.items():
            counts[k][v] = counts[k].get(v, 0) + 1
        if progress is not None:
            if hasattr(progress, "max"):
                progress.value = i + 1
            else:
                progress(i + 1, boards)
    return {k: Dist.from_weights(v) for k, v in counts.items()}
