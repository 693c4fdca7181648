"""The matrix of a Matrix run: installed data structures on a two-dimensional grid.

Rules: Matrix "Making a run" steps 1-2 (contiguous spaces, at most three neighbours; text recovered
in register MX-02), advanced game (distance along data structures, MX-10).

A :class:`Grid` is immutable: installing returns a new grid. Spaces are ``(x, y)`` pairs inside a
square window of :data:`SIZE` x :data:`SIZE` spaces whose centre is the first structure's space;
a matrix of 24 structures grown in one piece never leaves it (a documented limit: under the
``any_space`` reading a space outside the window is refused). ``Grid.graph()`` gives the
networkx grid graph of installed structures (imported only there); :func:`draw` draws a grid with
matplotlib (imported only inside it).

Two rules the rulebook states and this module implements:

* *contiguous*: a space is contiguous to a breaker in the matrix if it is one of its four
  cardinal spaces (not diagonal); every space is contiguous to a breaker outside the matrix;
* *neighbours*: a data structure may be contiguous to at most three other data structures; the
  reading ``matrix_neighbour_rule`` (MX-02) says whether only the new structure is checked or
  every structure.

Distance (advanced game, MX-10): the fewest cardinal steps along installed structures; a breaker
outside the matrix is at distance 1 from every structure; from inside to outside it is undefined
(``None``), and so is a distance with no path along structures.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Any

__all__ = ["SIZE", "CENTRE", "OUTSIDE", "COLOURS", "FORT", "Grid", "neighbours", "draw", "html_picture",
           "structure_graph", "distances_from", "in_one_piece"]

SIZE = 47                      # a window of 47 x 47 spaces: room for any one-piece matrix of 24 structures
CENTRE = (SIZE // 2, SIZE // 2)
OUTSIDE = None                 # where a breaker outside the matrix is
FORT = 6                       # a data fort's strength (Matrix step 4)
#: The four suits of a standard piecepack, one per colour of tiles, coins and pawns (register Part B).
COLOURS = ("Suns", "Moons", "Crowns", "Arms")
_PAINT = {"Suns": "#d62728", "Moons": "#444444", "Crowns": "#2ca02c", "Arms": "#1f77b4"}
_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def neighbours(space: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    """The four cardinal spaces of ``space`` inside the window (diagonals are not contiguous).

    Rules: Matrix step 1 (MX-02).
    """
    x, y = _space(space, "space")
    return tuple((x + dx, y + dy) for dx, dy in _STEPS if 0 <= x + dx < SIZE and 0 <= y + dy < SIZE)


def _space(s: Any, name: str) -> tuple[int, int]:
    if not isinstance(s, tuple) or len(s) != 2:
        raise TypeError(f"{name} must be an (x, y) pair of whole numbers, not {s!r}")
    for v in s:
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"{name} must be an (x, y) pair of whole numbers, not {s!r}")
    if not all(0 <= v < SIZE for v in s):
        raise ValueError(f"{name} must lie in the {SIZE} x {SIZE} window (0..{SIZE - 1}), not {s!r}")
    return s


class Grid:
    """Installed structures: ``tiles`` maps a space to ``(colour, strength)`` (strength 6: a fort).

    Build with ``Grid()`` (empty) and :meth:`install`; ``order`` lists the spaces in install order.

    Rules: Matrix steps 1-2.
    """

    __slots__ = ("tiles", "order", "_hash")

    def __init__(self, tiles: Mapping | Iterable = ()):
        if isinstance(tiles, str) or not isinstance(tiles, Mapping | Iterable):
            raise TypeError(f"tiles must be a mapping or list of (space, (colour, strength)) pairs, "
                            f"not {tiles!r}")
        pairs = list(tiles.items()) if isinstance(tiles, Mapping) else list(tiles)
        out: dict = {}
        for item in pairs:
            if not isinstance(item, tuple) or len(item) != 2:
                raise TypeError(f"tiles must be (space, (colour, strength)) pairs, not {item!r}")
            s, t = item
            _space(s, "tiles space")
            if (not isinstance(t, tuple) or len(t) != 2 or t[0] not in COLOURS
                    or isinstance(t[1], bool) or not isinstance(t[1], int) or not 1 <= t[1] <= FORT):
                raise ValueError(f"tiles: a tile is (colour in {COLOURS}, strength 1..6), not {t!r}")
            if s in out:
                raise ValueError(f"tiles: space {s} is given twice")
            out[s] = t
        object.__setattr__(self, "tiles", MappingProxyType(out))
        object.__setattr__(self, "order", tuple(out))
        object.__setattr__(self, "_hash", None)

    def __setattr__(self, name, value):
        raise AttributeError("a Grid is immutable: install() returns a new grid")

    # -------------------------------------------------------------- queries
    def __len__(self) -> int:
        return len(self.tiles)

    def __contains__(self, space) -> bool:
        return space in self.tiles

    def __eq__(self, other) -> bool:
        return isinstance(other, Grid) and self.order == other.order and dict(self.tiles) == dict(other.tiles)

    def __hash__(self) -> int:
        if self._hash is None:
            object.__setattr__(self, "_hash", hash(tuple(self.tiles.items())))
        return self._hash

    def __repr__(self) -> str:
        return f"Grid({len(self)} structures)"

    def count(self, space: tuple[int, int]) -> int:
        """How many installed structures are contiguous to ``space``."""
        x, y = space
        t = self.tiles
        return ((x + 1, y) in t) + ((x - 1, y) in t) + ((x, y + 1) in t) + ((x, y - 1) in t)

    def can_install(self, space: tuple[int, int], rule: str = "every_structure") -> bool:
        """May a structure be installed in the empty ``space``?

        Rules: Matrix step 2: at most three contiguous structures; ``rule`` is the reading
        ``matrix_neighbour_rule``: "new_only" checks the new structure, "every_structure" also
        every structure next to it (none may gain a fourth neighbour).
        """
        if rule not in ("new_only", "every_structure"):
            raise ValueError(f"rule must be 'new_only' or 'every_structure', not {rule!r}")
        x, y = _space(space, "space")
        if space in self.tiles:
            return False
        if self.count(space) > 3:
            return False
        if rule == "every_structure":
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in self.tiles and self.count(n) >= 3:
                    return False
        return True

    def frontier(self) -> tuple[tuple[int, int], ...]:
        """The empty spaces contiguous to an installed structure (the centre if the grid is empty)."""
        if not self.tiles:
            return (CENTRE,)
        seen = []
        for s in self.order:
            for n in neighbours(s):
                if n not in self.tiles and n not in seen:
                    seen.append(n)
        return tuple(seen)

    def install(self, space: tuple[int, int], tile: tuple[str, int]) -> Grid:
        """A new grid with ``tile`` in ``space`` (the neighbour rule is the game's to check)."""
        _space(space, "space")
        if space in self.tiles:
            raise ValueError(f"space {space} already holds a structure")
        return Grid(list(self.tiles.items()) + [(space, tile)])

    @classmethod
    def _trusted(cls, tiles: dict) -> Grid:
        """A grid from a dict already checked by the game (no validation: the game's hot path)."""
        g = object.__new__(cls)
        object.__setattr__(g, "tiles", MappingProxyType(tiles))
        object.__setattr__(g, "order", tuple(tiles))
        object.__setattr__(g, "_hash", None)
        return g

    def forts(self) -> Mapping[str, tuple[int, int]]:
        """colour -> space of each installed data fort."""
        return MappingProxyType({t[0]: s for s, t in self.tiles.items() if t[1] == FORT})

    def distance(self, start, target: tuple[int, int]) -> int | None:
        """Steps from ``start`` (a space, or :data:`OUTSIDE`) to the structure at ``target``.

        Rules: Matrix advanced game (distance, MX-10): only cardinal steps along installed
        structures; from outside the matrix every structure is at distance 1; None when there is
        no path along structures (or ``target`` is outside the matrix). A shortest path in the
        graph of structures (networkx).
        """
        if target is OUTSIDE:
            return None
        _space(target, "target")
        if target not in self.tiles:
            raise ValueError(f"target {target} holds no structure")
        if start is OUTSIDE:
            return 1
        _space(start, "start")
        if start not in self.tiles:
            raise ValueError(f"start {start} holds no structure (a breaker stands on a structure or outside)")
        return distances_from(self.tiles, start).get(target)

    def within(self, start, k: int) -> Mapping[tuple[int, int], int]:
        """Every structure at distance 1..``k`` from ``start`` (a space or :data:`OUTSIDE`), with its
        distance. Rules: Matrix advanced game (distance, MX-10)."""
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise ValueError(f"k must be a whole number >= 0, not {k!r:.40}")
        if start is OUTSIDE:
            return MappingProxyType(dict.fromkeys(self.tiles, 1) if k >= 1 else {})
        _space(start, "start")
        if start not in self.tiles:
            raise ValueError(f"start {start} holds no structure (a breaker stands on a structure or outside)")
        return MappingProxyType({s: d for s, d in distances_from(self.tiles, start, k).items() if d})

    def graph(self):
        """The networkx grid graph of installed structures (nodes carry ``colour`` and ``strength``)."""
        g = structure_graph(self.tiles)
        for s, (c, k) in self.tiles.items():
            g.add_node(s, colour=c, strength=k, fort=k == FORT)
        return g

    def bounds(self) -> tuple[int, int, int, int]:
        """(min x, min y, max x, max y) of the installed structures (the centre if empty)."""
        if not self.tiles:
            return CENTRE + CENTRE
        xs = [s[0] for s in self.tiles]
        ys = [s[1] for s in self.tiles]
        return min(xs), min(ys), max(xs), max(ys)


def structure_graph(tiles: Iterable):
    """The networkx graph of the spaces in ``tiles`` (structures), an edge between contiguous ones.

    Rules: Matrix step 1 (contiguous: the four cardinal spaces), advanced game (distance)."""
    import networkx as nx

    g = nx.Graph()
    spaces = set(tiles)
    g.add_nodes_from(spaces)
    g.add_edges_from((s, n) for s in spaces for n in ((s[0] + 1, s[1]), (s[0], s[1] + 1)) if n in spaces)
    return g


def distances_from(tiles: Iterable, start: tuple[int, int], cutoff: int | None = None) -> dict:
    """{space: distance} of every structure of ``tiles`` reachable from the structure at ``start``
    along structures (at most ``cutoff`` steps; ``start`` itself at 0): breadth-first search in the
    graph of structures (networkx). Rules: Matrix advanced game (distance, MX-10)."""
    import networkx as nx

    return nx.single_source_shortest_path_length(structure_graph(tiles), start, cutoff=cutoff)


def in_one_piece(tiles: Iterable) -> bool:
    """Are the structures of ``tiles`` one connected piece (networkx; an empty matrix is)?
    Rules: Matrix steps 1-2."""
    import networkx as nx

    g = structure_graph(tiles)
    return g.number_of_nodes() == 0 or nx.is_connected(g)


_CELL = {"Suns": "#f4b4b4", "Moons": "#cccccc", "Crowns": "#b4e4b4", "Arms": "#b4c8f0"}


def html_picture(grid: Grid, pos: tuple, tokens, caption: str = "") -> str:
    """The matrix as an HTML table, cheap (no matplotlib): digits ice, F a fort, breakers' initials in
    brackets (``pos``: one space or None per colour), * a power-up. Rules: Matrix steps 1-2."""
    x0, y0, x1, y1 = grid.bounds()
    rows = []
    for y in range(y1 + 1, y0 - 2, -1):
        cells = []
        for x in range(x0 - 1, x1 + 2):
            t = grid.tiles.get((x, y))
            b = "".join(COLOURS[i][0] for i, p in enumerate(pos) if p == (x, y))
            txt = ("" if t is None else ("F" if t[1] == FORT else str(t[1]))) + (f"[{b}]" if b else "")
            txt += "*" if (x, y) in tokens else ""
            bg = "#fff" if t is None else _CELL[t[0]]
            cells.append(f"<td style='border:1px solid #999;width:2.4em;height:1.6em;text-align:center;"
                         f"background:{bg}'>{txt}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    out = " ".join(COLOURS[i] for i, p in enumerate(pos) if p is None)
    return (f"<table class='edgekit-matrix'>{''.join(rows)}</table><small>outside: {out or 'none'}; "
            f"* a power-up; {caption}</small>")


def draw(grid: Grid, *, breakers: Mapping | None = None, powerups: Iterable = (), ax=None, title: str = ""):
    """Draw the matrix: tiles by colour with their strength (F: a data fort), the breakers as
    circles of their colour (those outside in a row below), a dot where a power-up lies.

    ``breakers`` maps a colour to its space or :data:`OUTSIDE`. Returns the matplotlib figure.
    matplotlib is imported here only. Rules: Matrix steps 1-2.
    """
    if not isinstance(grid, Grid):
        raise TypeError(f"grid must be a Grid, not {type(grid).__name__}")
    if breakers is not None and not isinstance(breakers, Mapping):
        raise TypeError(f"breakers must map a colour to a space or None (outside), not {breakers!r}")
    breakers = dict(breakers or {})
    for c, s in breakers.items():
        if c not in COLOURS:
            raise ValueError(f"breakers: unknown colour {c!r}; colours are {COLOURS}")
        if s is not OUTSIDE:
            _space(s, "breakers space")
    if isinstance(powerups, str) or not isinstance(powerups, Iterable):
        raise TypeError(f"powerups must be a list of spaces, not {powerups!r}")
    powerups = list(powerups)
    for s in powerups:
        _space(s, "powerups space")
    if not isinstance(title, str):
        raise TypeError(f"title must be a str, not {title!r}")
    if ax is not None and not (hasattr(ax, "add_patch") and hasattr(ax, "figure")):
        raise TypeError(f"ax must be a matplotlib Axes or None, not {ax!r}")
    import matplotlib.pyplot as plt
    from matplotlib.patches import Circle, Rectangle

    if ax is None:
        fig, ax = plt.subplots(figsize=(4.5, 4.5))
    else:
        fig = ax.figure
    x0, y0, x1, y1 = grid.bounds()
    pups = set(powerups)
    for (x, y), (c, k) in grid.tiles.items():
        ax.add_patch(Rectangle((x - 0.45, y - 0.45), 0.9, 0.9, facecolor=_PAINT[c],
                               alpha=0.35 if k < FORT else 0.8,
                               edgecolor="black", lw=2 if k == FORT else 0.8))
        ax.text(x - 0.3, y + 0.22, "F" if k == FORT else str(k), fontsize=10, weight="bold")
        if (x, y) in pups:
            ax.add_patch(Circle((x + 0.28, y + 0.28), 0.08, color="gold", ec="black", lw=0.5))
    out = 0
    for c, s in breakers.items():
        if s is OUTSIDE:
            px, py = x0 + out, y0 - 1.3
            out += 1
        else:
            k = list(breakers.values()).index(s)
            px, py = s[0] + 0.12 * k - 0.1, s[1] - 0.15
        ax.add_patch(Circle((px, py), 0.2, color=_PAINT[c], ec="white", lw=1.5))
    ax.set_xlim(x0 - 1, max(x1, x0 + 3) + 1)
    ax.set_ylim(y0 - 2, y1 + 1)
    ax.set_aspect("equal")
    ax.set_xticks([])
    ax.set_yticks([])
    if title:
        ax.set_title(title)
    return fig
