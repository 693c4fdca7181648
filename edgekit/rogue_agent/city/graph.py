"""Rhine City as a networkx graph: the 3-5-5 rows, the Headquarters, the six precincts, the Event Trail.

Rules: Rogue Agent: Preparing the City; Districts; Movement; C. City Phase; Defuse a Bomb (explosion).

Printed: 13 tiles, 3 in the top row and 5 in the middle and bottom rows, the Headquarters in
the centre, four precincts around it and two more at the edges so that the six form a
triangle; districts are adjacent only when they share a side. Criminals and Killers move "to the
next district along the Event Trail" (a district, not only a precinct), and a Killer's step 3
attacks "an adjacent district along the Event Trail". Not printed (RA-13, RA-14, RA-22 and the
tile texts): which columns the top row uses, where the two edge precincts go, the precinct numbers
(shuffled), the Event Trail itself (it is "shown in the source illustration", which we do not
have), which tiles carry a shield, how many Thugs a precinct has and how many Informant slots a
tile has. Each of these is a parameter of :func:`rhine_city` with a LABELLED default
(``City.assumptions`` lists them):

* top row over columns 1-3 (centred); edge precincts at (2, 1) and (2, 3), beside the precinct
  under the Headquarters, which makes the six precincts a solid triangle of 1, 2 and 3 tiles (a
  layout a group can lay by the setup text; ILLUSTRATIVE);
* the Event Trail (ILLUSTRATIVE, RA-14): the shortest walk over shared sides, never through the
  Headquarters, that visits every precinct and ends on the top-most precinct (the one above the
  Headquarters: a Criminal that appears there this round starts a new run instead of leaving);
  ties go to the walk whose tile positions come first. On the default layout it is precincts 1-5
  and then District B, the regular tile beside the top-most precinct: every step shares a side, so
  Criminals and Killers only ever move to an adjacent district, and a Killer's step 3 can act.
  The top-most precinct shares a side with no other precinct, so no trail that ends there can be
  precincts only (:attr:`City.trail_gaps` lists the steps of a trail that do not share a side;
  ``event_trail`` may be given as precinct numbers and tile positions);
* precincts numbered 1-6 in the order the trail visits them (ILLUSTRATIVE; ``seed`` deals a random
  legal setup instead: the numbers and the Hospital's place shuffled, the trail kept on its tiles);
* the Headquarters and the City Hospital protect Agents, District C protects Androids (Android
  mode; ILLUSTRATIVE); 1 Thug per precinct
  (ILLUSTRATIVE); 2 Informant slots on every tile but the Headquarters (ILLUSTRATIVE).

What the default layout cannot show (said plainly, as the game and its notebooks say it): a trail
through the Headquarters, a trail of precincts only, more than one walk for Criminals (one fixed
path); the regular tiles off the trail (the Hospital and Districts A, C, D, E by default) never see a
Criminal or a Killer.

Movement fuel is the reading ``movement_fuel`` (RA-12).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ...exact import as_seed
from ...readings import uses
from ..rules.setup import whole

__all__ = ["City", "rhine_city", "HEADQUARTERS", "HOSPITAL", "precinct", "reach", "fuel_cost", "route",
           "blast_radius", "next_on_trail", "draw_city", "ROWS", "entering_loss"]

GAME = "Rogue Agent"
HEADQUARTERS = "Headquarters"
HOSPITAL = "City Hospital"
#: Tiles per row, top to bottom (printed).
ROWS = (3, 5, 5)
_HQ_POS = (1, 2)
_AROUND = ((0, 2), (1, 1), (1, 3), (2, 2))  # the four tiles that share a side with the centre


def precinct(n: int) -> str:
    """The name of precinct ``n`` (1-6). Rules: Rogue Agent: Districts."""
    return f"Precinct {whole(n, 'n', 1, 6)}"


@dataclass(frozen=True, eq=False)
class City:
    """Rhine City: ``graph`` (networkx, frozen; node attributes ``pos``, ``kind``, ``number``,
    ``protected``, ``android_protected``, ``thugs``, ``slots``), the ``trail`` (district names in
    order) and the ``assumptions`` behind every unprinted choice."""

    graph: Any
    trail: tuple[str, ...]
    assumptions: Mapping[str, str]

    @property
    def districts(self) -> tuple[str, ...]:
        return tuple(sorted(self.graph.nodes, key=lambda d: self.graph.nodes[d]["pos"]))

    def neighbours(self, district: str) -> tuple[str, ...]:
        return tuple(sorted(self.graph.neighbors(self.check(district))))

    def check(self, district: Any, name: str = "district") -> str:
        """``district`` if it is a district of this city (errors name the argument ``name``)."""
        if not isinstance(district, str):
            raise TypeError(f"{name} must be a district name, not {district!r}")
        if district not in self.graph:
            raise ValueError(f"{name}: {district!r} is not a district of this city; districts: "
                             f"{', '.join(self.districts)}")
        return district

    def attr(self, district: str, key: str):
        return self.graph.nodes[self.check(district)][key]

    @property
    def trail_gaps(self) -> tuple[tuple[str, str], ...]:
        """The steps of the Event Trail between districts that do not share a side (none on the
        default layout): a Criminal or Killer there jumps, and a Killer's step 3 cannot follow it."""
        return tuple((u, v) for u, v in zip(self.trail, self.trail[1:]) if not self.graph.has_edge(u, v))


def _positions(top_columns) -> list[tuple[int, int]]:
    return [(0, c) for c in top_columns] + [(r, c) for r in (1, 2) for c in range(5)]


#: The top-most precinct's place: the one above the Headquarters (it is always a precinct).
TOP_MOST = (0, 2)


@functools.lru_cache(maxsize=64)
def _default_trail(top: tuple, ppos: tuple) -> tuple | None:
    """The default (ILLUSTRATIVE) Event Trail as tile positions: the shortest simple walk over shared
    sides, not through the Headquarters, that visits every precinct and ends on the top-most one
    (ties: positions in order); None when the layout has none. networkx lists the simple walks
    (a handful of dozen on 12 tiles)."""
    import networkx as nx

    cells = [c for c in _positions(top) if c != _HQ_POS]
    g = nx.Graph()
    g.add_nodes_from(cells)
    g.add_edges_from(((r, c), o) for r, c in cells for o in ((r, c + 1), (r + 1, c)) if o in g)
    need = set(ppos)
    best = None
    for start in sorted(need - {TOP_MOST}):
        for path in nx.all_simple_paths(g, start, TOP_MOST):
            if need <= set(path) and (best is None or (len(path), path) < best):
                best = (len(path), path)
    return None if best is None else tuple(best[1])


def _check_top(top_columns) -> tuple[int, int, int]:
    if isinstance(top_columns, str) or not isinstance(top_columns, Sequence):
        raise TypeError(f"top_columns must be three column numbers, not {top_columns!r}")
    cols = tuple(whole(c, "top_columns", 0, 4) for c in top_columns)
    if len(cols) != 3 or len(set(cols)) != 3 or 2 not in cols:
        raise ValueError(f"top_columns must be 3 different columns 0-4 including 2 (a precinct sits above "
                         f"the Headquarters), not {top_columns!r}")
    return tuple(sorted(cols))


def rhine_city(*, top_columns: Sequence[int] = (1, 2, 3), edge_precincts: Sequence = ((2, 1), (2, 3)),
               precinct_numbers: Sequence[int] | None = None, event_trail: Sequence[int] | None = None,
               hospital: tuple[int, int] = (1, 0), protected: Sequence[str] | None = None,
               android_protected: Sequence[str] | None = None, thugs: int = 1, slots: int = 2,
               seed: int | None = None) -> City:
    """Build Rhine City (defaults: the labelled layout of the module docstring).

    ``precinct_numbers``: the numbers of the six precincts in the order bottom row left to right,
    then the middle row, then the top row (default: numbered along the default trail);
    ``event_trail``: the trail's districts in order, each a precinct number or a tile's
    ``(row, column)`` (default: the walk of the module docstring); ``seed``: shuffle the precinct
    numbers and the regular tiles (the Hospital's place) as the setup does, with
    ``random.Random(seed)``; the default trail stays on its tiles.

    >>> c = rhine_city()
    >>> c.graph.number_of_nodes(), c.graph.number_of_edges(), len(c.trail), c.trail_gaps
    (13, 18, 7, ())

    Rules: Rogue Agent: Preparing the City; Districts.
    """
    import networkx as nx

    top = _check_top(top_columns)
    cells = _positions(top)
    if isinstance(edge_precincts, str) or not isinstance(edge_precincts, Sequence) \
            or len(edge_precincts) != 2:
        raise TypeError(f"edge_precincts must be two (row, column) positions, not {edge_precincts!r}")
    edges = []
    for p in edge_precincts:
        if not isinstance(p, tuple) or len(p) != 2:
            raise TypeError(f"edge_precincts must hold (row, column) tuples, not {p!r}")
        p = (whole(p[0], "edge_precincts row", 0, 2), whole(p[1], "edge_precincts column", 0, 4))
        if p not in cells or p in _AROUND or p == _HQ_POS:
            raise ValueError(f"edge_precincts: {p} is not a free tile position of the city")
        edges.append(p)
    if len(set(edges)) != 2:
        raise ValueError("edge_precincts must be two different positions")
    ppos = sorted(list(_AROUND) + edges, key=lambda rc: (-rc[0], rc[1]))  # bottom row first
    rng = random.Random(as_seed("seed", seed)) if seed is not None else None
    walk = _default_trail(top, tuple(sorted(ppos)))
    if precinct_numbers is None:
        along = [c for c in walk if c in ppos] if walk else ppos  # numbered along the default trail
        numbers = [along.index(c) + 1 for c in ppos]
        if rng:  # the setup's shuffle (the same draws as before the trail was laid on the tiles)
            numbers = list(range(1, 7))
            rng.shuffle(numbers)
    else:
        if isinstance(precinct_numbers, str) or not isinstance(precinct_numbers, Sequence):
            raise TypeError(f"precinct_numbers must be the numbers 1-6 in some order, "
                            f"not {precinct_numbers!r}")
        numbers = [whole(n, "precinct_numbers", 1, 6) for n in precinct_numbers]
        if sorted(numbers) != list(range(1, 7)):
            raise ValueError(f"precinct_numbers must be 1-6 each once, not {precinct_numbers!r}")
    regular = [c for c in cells if c not in ppos and c != _HQ_POS]
    if rng:
        hospital = rng.choice(regular)
    if not isinstance(hospital, tuple) or hospital not in regular:
        raise ValueError(f"hospital must be a regular tile position {regular}, not {hospital!r}")
    if event_trail is None:
        trail_spec = list(walk) if walk else list(range(1, 7))
    elif isinstance(event_trail, str) or not isinstance(event_trail, Sequence):
        raise TypeError(f"event_trail must be precinct numbers or (row, column) tiles in order, "
                        f"not {event_trail!r}")
    else:
        trail_spec = list(event_trail)
    trail_cells = []
    for x in trail_spec:  # a precinct number, or a tile's (row, column)
        if isinstance(x, tuple):
            if len(x) != 2 or x not in cells:
                raise ValueError(f"event_trail: {x!r} is not a (row, column) tile of the city")
            trail_cells.append(x)
        else:
            trail_cells.append(ppos[numbers.index(whole(x, "event_trail", 1, 6))])
    if len(set(trail_cells)) != len(trail_cells) or not trail_cells:
        raise ValueError(f"event_trail must list different districts, not {event_trail!r}")
    th = whole(thugs, "thugs", 0, 6)
    sl = whole(slots, "slots", 0, 2)
    g = nx.Graph()
    other = iter("ABCDE")
    names = {}
    for pos in cells:
        if pos == _HQ_POS:
            name, kind, num = HEADQUARTERS, "headquarters", None
        elif pos in ppos:
            num = numbers[ppos.index(pos)]
            name, kind = precinct(num), "precinct"
        elif pos == hospital:
            name, kind, num = HOSPITAL, "regular", None
        else:
            name, kind, num = f"District {next(other)}", "regular", None
        names[pos] = name
        g.add_node(name, pos=pos, kind=kind, number=num, thugs=th if kind == "precinct" else 0,
                   slots=0 if kind == "headquarters" else sl)
    for (r, c), name in names.items():
        for other_pos in ((r, c + 1), (r + 1, c)):
            if other_pos in names:
                g.add_edge(name, names[other_pos])
    for arg, key in ((protected, "protected"), (android_protected, "android_protected")):
        if arg is not None and (
                isinstance(arg, str) or not isinstance(arg, Sequence | frozenset | set)):
            raise TypeError(f"{key} must be a collection of district names, not {arg!r}")
    shield = (HEADQUARTERS, HOSPITAL) if protected is None else tuple(protected)
    droid = ("District C",) if android_protected is None else tuple(android_protected)
    for group, key in ((shield, "protected"), (droid, "android_protected")):
        for d in group:
            if not isinstance(d, str) or d not in g:
                raise ValueError(f"{key}: {d!r} is not a district of the city")
        for d in g.nodes:
            g.nodes[d][key] = d in group
    def cell(rc):  # a tile's (row, column) in words, for reading
        return f"row {rc[0]} column {rc[1]}"

    assumptions = MappingProxyType({
        "top_columns": f"columns {', '.join(map(str, top))} (RA-13: not printed; default centred)",
        "edge_precincts": f"{' and '.join(map(cell, edges))} (RA-13: ILLUSTRATIVE default beside the "
                          "precinct under the Headquarters, a solid triangle of precincts)",
        "precinct_numbers": "shuffled with the seed" if rng and precinct_numbers is None else
                            "ILLUSTRATIVE: 1-6 along the default Event Trail" if precinct_numbers is None
                            else "as given",
        "event_trail": f"{' → '.join(names[c].replace('Precinct ', 'P') for c in trail_cells)} (RA-14: "
                       + ("ILLUSTRATIVE: the shortest walk over shared sides through every precinct, "
                          "ending on the top-most one" if event_trail is None and walk else "as given")
                       + "; the trail is not printed)",
        "protected": f"{', '.join(shield) or 'none'} (ILLUSTRATIVE: the tiles' shields are not printed)",
        "android_protected": f"{', '.join(droid) or 'none'} (ILLUSTRATIVE: the Android shields are not "
                             "printed)",
        "thugs": f"{th} per precinct (ILLUSTRATIVE)", "slots": f"{sl} per tile (ILLUSTRATIVE)",
        "hospital": cell(hospital) + (" (shuffled with the seed)" if rng else " (ILLUSTRATIVE)"),
    })
    return City(nx.freeze(g), tuple(names[c] for c in trail_cells), assumptions)


def next_on_trail(city: City, district: str) -> str | None:
    """The next district along the Event Trail (None: leaving the trail).

    Rules: Rogue Agent: C. City Phase.
    """
    d = _city(city).check(district)
    if d not in city.trail:
        return None
    i = city.trail.index(d)
    return city.trail[i + 1] if i + 1 < len(city.trail) else None


def _city(city: Any) -> City:
    if not isinstance(city, City):
        raise TypeError(f"city must be a City (from rhine_city()), not {type(city).__name__}")
    return city


def _step_cost(d: int, engine: bool, movement_fuel: str) -> int:
    if d == 0:
        return 0
    if movement_fuel == "first_step_free":
        return d - 1
    return math.ceil(d / (3 if engine else 2)) - 1


@uses("movement_fuel")
def fuel_cost(city: City, start: str, end: str, *, engine: bool = False, rules=None) -> int:
    """Least fuel for one turn's movement from ``start`` to ``end`` (sides shared only; no Thugs counted).

    >>> c = rhine_city()
    >>> fuel_cost(c, HEADQUARTERS, "District D"), fuel_cost(c, HEADQUARTERS, "District D",
    ...                                                     movement_fuel="first_action_free")
    (2, 1)

    Rules: Rogue Agent: Action Phase: Movement.
    """
    import networkx as nx

    c = _city(city)
    if not isinstance(engine, bool):
        raise TypeError(f"engine must be True or False, not {engine!r}")
    d = nx.shortest_path_length(c.graph, c.check(start, "start"), c.check(end, "end"))
    return _step_cost(d, engine, rules.movement_fuel)


@uses("movement_fuel")
def reach(city: City, start: str, *, fuel: int = 0, engine: bool = False, rules=None) -> dict[str, int]:
    """Every district one turn's movement can reach from ``start`` with ``fuel``, and the fuel it costs.

    Rules: Rogue Agent: Action Phase: Movement.
    """
    import networkx as nx

    c = _city(city)
    f = whole(fuel, "fuel", 0, 100)
    if not isinstance(engine, bool):
        raise TypeError(f"engine must be True or False, not {engine!r}")
    dist = nx.single_source_shortest_path_length(c.graph, c.check(start, "start"))
    out = {d: _step_cost(k, engine, rules.movement_fuel) for d, k in dist.items()}
    return {d: v for d, v in sorted(out.items()) if v <= f}


@uses("movement_fuel")
def route(city: City, start: str, end: str, *, informants: Mapping[str, int] | None = None, armor: int = 0,
          engine: bool = False, prefer: str = "health", rules=None) -> dict[str, Any]:
    """The best simple path: least health lost to Thugs then least fuel (``prefer="health"``), or the
    reverse (``"fuel"``). Each precinct entered costs its Thugs, less own Informants there and the
    Armor upgrade (at least 0); ammo spent on Thugs is left to the player.

    Rules: Rogue Agent: Action Phase: Movement (Entering a precinct).
    """
    import networkx as nx

    c = _city(city)
    a, b = c.check(start, "start"), c.check(end, "end")
    if informants is not None and not isinstance(informants, Mapping):
        raise TypeError(f"informants must be a mapping district -> own Informants, not {informants!r}")
    inf = dict(informants or {})
    for k, v in inf.items():
        c.check(k, "informants")
        whole(v, f"informants[{k!r}]", 0, 2)
    ar = whole(armor, "armor", 0, 6)
    if prefer not in ("health", "fuel"):
        raise ValueError(f"prefer must be 'health' or 'fuel', not {prefer!r}")
    if not isinstance(engine, bool):
        raise TypeError(f"engine must be True or False, not {engine!r}")
    best = None
    paths = [[a]] if a == b else nx.all_simple_paths(c.graph, a, b, cutoff=8)
    for path in paths:
        hurt = sum(max(0, c.attr(d, "thugs") - inf.get(d, 0) - ar) for d in path[1:])
        fuel = _step_cost(len(path) - 1, engine, rules.movement_fuel)
        key = (hurt, fuel, len(path)) if prefer == "health" else (fuel, hurt, len(path))
        if best is None or key < best[0]:
            best = (key, tuple(path), hurt, fuel)
    return {"path": best[1], "health_lost": best[2], "fuel": best[3]}


@uses("damaged_side")
def entering_loss(thugs: int, *, informants: int = 0, destroyed: bool = False, android: bool = False,
                  rules=None) -> int:
    """Health lost entering a district with ``thugs`` Thugs and ``informants`` own Informants: one per Thug
    not ignored, plus 1 (unavoidable) for an Agent entering a destroyed district (an Android loses
    nothing for it); on a destroyed tile the Thugs are the ``damaged_side`` reading's.

    >>> entering_loss(1, destroyed=True), entering_loss(1, destroyed=True, android=True)
    (1, 0)

    Rules: Rogue Agent: Action Phase: Movement (Entering a precinct); Android Mode: Destroyed Districts.
    """
    whole(thugs, "thugs", 0, 6)
    whole(informants, "informants", 0, 2)
    for name, v in (("destroyed", destroyed), ("android", android)):
        if not isinstance(v, bool):
            raise TypeError(f"{name} must be True or False, not {v!r}")
    return _entering_loss(thugs, informants, destroyed, android, rules.damaged_side == "blank")


def _entering_loss(thugs: int, informants: int, destroyed: bool, android: bool, blank: bool) -> int:
    """:func:`entering_loss` on checked arguments (the whole game's hot path); ``blank``: the reading
    ``damaged_side`` is "blank"."""
    shown = 0 if destroyed and blank else thugs
    return max(0, shown - informants) + (1 if destroyed and not android else 0)


@uses(game=GAME)
def blast_radius(city: City, district: str) -> dict[str, int]:
    """Health an unprotected player loses when a Bomb explodes in ``district``: 4 there, 2 next door.

    Rules: Rogue Agent: Defuse a Bomb (Bomb explosion); Districts (adjacency).
    """
    c = _city(city)
    d = c.check(district)
    return {d: 4, **{n: 2 for n in c.neighbours(d)}}


@functools.lru_cache(maxsize=1)
def _colours() -> Mapping[str, str]:
    return MappingProxyType({"headquarters": "#9ecae1", "precinct": "#fdae6b", "regular": "#d9d9d9"})


def draw_city(city: City, ax=None, *, tokens: Mapping[str, Sequence[str]] | None = None,
              agents: Mapping[str, str] | None = None, police: str | None = None,
              destroyed: Sequence[str] = ()):
    """Draw the city with matplotlib: tiles in rows, precinct numbers, shields, the Event Trail
    (arrows), ``tokens`` (district -> labels), ``agents`` (name -> district), the Police Squad and
    (Android mode) the ``destroyed`` districts, drawn on their red damaged side.

    Rules: Rogue Agent: Preparing the City; Districts; Android Mode: Destroyed Districts.
    """
    import matplotlib.pyplot as plt
    from matplotlib.patches import FancyArrowPatch, Rectangle

    c = _city(city)
    for name, arg in (("tokens", tokens), ("agents", agents)):
        if arg is not None and not isinstance(arg, Mapping):
            raise TypeError(f"{name} must be a mapping, not {arg!r}")
    for d, labels in (tokens or {}).items():
        c.check(d, "tokens")
        if isinstance(labels, str) or not isinstance(labels, Sequence) \
                or not all(isinstance(x, str) for x in labels):
            raise TypeError(f"tokens[{d!r}] must be a list of labels (str), not {labels!r}")
    for name, d in (agents or {}).items():
        if not isinstance(name, str):
            raise TypeError(f"agents: a name must be a str, not {name!r}")
        c.check(d, "agents")
    if police is not None:
        c.check(police, "police")
    if isinstance(destroyed, str) or not isinstance(destroyed, Sequence | frozenset | set):
        raise TypeError(f"destroyed must be a collection of district names, not {destroyed!r}")
    red = {c.check(d, "destroyed") for d in destroyed}
    if ax is not None and not hasattr(ax, "add_patch"):
        raise TypeError(f"ax must be a matplotlib Axes or None, not {ax!r}")
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 4.6))
    g = c.graph
    xy = {d: (g.nodes[d]["pos"][1], -g.nodes[d]["pos"][0]) for d in g.nodes}
    for d, (x, y) in xy.items():
        node = g.nodes[d]
        ax.add_patch(Rectangle((x - 0.47, y - 0.47), 0.94, 0.94,
                               facecolor="#e34a33" if d in red else _colours()[node["kind"]],
                               edgecolor="#333", linewidth=2.5 if node["protected"] else 0.8))
        label = f"P{node['number']}" if node["kind"] == "precinct" else d.replace(" ", "\n")
        extra = f"\nThugs {node['thugs']}" if node["thugs"] else ""
        ax.text(x, y + 0.25, label + extra, ha="center", va="top", fontsize=7)
        if node["protected"] or node["android_protected"]:
            kinds = "/".join(k for k, on in (("shield", node["protected"]),
                                             ("Android shield", node["android_protected"])) if on)
            ax.text(x + 0.4, y + 0.4, kinds, ha="right", va="top", fontsize=5)
        if d in red:
            ax.text(x, y + 0.05, "DESTROYED", ha="center", fontsize=6, color="white", weight="bold")
    for u, v in zip(c.trail, c.trail[1:]):
        ax.add_patch(FancyArrowPatch(xy[u], xy[v], arrowstyle="->", color="#c00", alpha=0.5,
                                     mutation_scale=10, connectionstyle="arc3,rad=0.2"))
    for d, labels in (tokens or {}).items():
        x, y = xy[c.check(d)]
        ax.text(x, y - 0.2, " ".join(labels), ha="center", fontsize=6, color="#800")
    for name, d in (agents or {}).items():
        x, y = xy[c.check(d)]
        ax.text(x, y - 0.38, name, ha="center", fontsize=6, color="#006")
    if police is not None:
        x, y = xy[c.check(police)]
        ax.text(x - 0.4, y - 0.4, "Police", fontsize=6, color="#00a")
    ax.set_xlim(-0.6, 4.6)
    ax.set_ylim(-2.6, 0.6)
    ax.set_aspect("equal")
    ax.axis("off")
    ax.set_title("Rhine City (layout choices labelled in City.assumptions)")
    return ax
