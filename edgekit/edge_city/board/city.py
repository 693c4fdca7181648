"""The Edge City board: tiles on a square grid, the placement rules, a seeded deal-and-lay generator.

Rules: Edge City 3.0 (twelve tiles), 5.2 (laying out the board), 11.3 (city spaces), 11.3.3
(Wasteland), 12.3 (two sets).

A :class:`Layout` maps grid positions ``(column, row)`` to tile names; row 0 is at the top
when drawn. Any position without a tile is Wasteland (11.3.3). The tile shape is never
stated (register EC-09 (iii)); rule 3 of 5.2 (one orientation for all tiles) points to square
or rectangular tiles, so tiles here are unit squares, all the same way up, and rule 3 holds
by construction.

Three readings of 5.2 are used here (register EC-09): ``adjacent`` (rule 1),
``touch`` (rule 2) and ``connected`` (how the whole layout must hang together).
Don't confuse this module's ``connected`` (a placement rule) with ``travel_adjacency`` in
:mod:`edgekit.edge_city.board.travel` (which moves a Ripper may make).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ..._lazy import lazy
from ...data import DataError, load_csv
from ...readings import uses
from .._check import frozen, game_rule, whole

nx = lazy("networkx")  # imported on first use (edgekit/_lazy.py)

__all__ = [
    "BIZCLAVES", "SPRAWL", "Layout", "Problem", "tiles", "tile_kind", "as_layout",
    "neighbour_offsets", "layout_problems", "is_legal",
]

BIZCLAVES = ("Tech Plex", "Business Dome", "Research Park")
SPRAWL = "Sprawl Zone"

_SIDE = ((1, 0), (-1, 0), (0, 1), (0, -1))
_CORNER = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_OFFSETS = {"side": _SIDE, "side_or_corner": _SIDE + _CORNER}

_CONTACT = {
    "side": "two tiles count only if they share a whole side",
    "side_or_corner": "two tiles count if they share a side or only a corner",
}


@game_rule
def neighbour_offsets(how: str) -> tuple[tuple[int, int], ...]:
    """The grid steps that count as contact: ``"side"`` (4) or ``"side_or_corner"`` (8).

    Rules: Edge City 5.2 (register EC-09).
    """
    if not isinstance(how, str) or how not in _OFFSETS:
        raise ValueError(f"how (the contact) must be one of {list(_OFFSETS)}, not {how!r}")
    return _OFFSETS[how]


@game_rule
@functools.cache
def tiles() -> Mapping[str, Mapping]:
    """The twelve tiles with kind, source and citation (``data/edge_city/tiles.csv``).

    Rules: Edge City 3.0, 11.3, 11.3.2. The 3 + 9 split is reconstructed (EC-09 (iv)).
    """
    path = "edge_city/tiles.csv"
    rows = load_csv(path, {"name": str, "kind": str, "source": str, "cite": str, "note": str},
                    key="name")  # a repeated tile is refused, naming both lines
    out, line = {}, {}
    for i, r in enumerate(rows, 1):
        if r["kind"] not in ("Bizclave", SPRAWL):
            raise DataError(f"{path} record {i}: kind {r['kind']!r} must be Bizclave or {SPRAWL}")
        if r["name"] in out:
            raise DataError(f"{path}: tile {r['name']!r} appears twice (records {line[r['name']]} and {i})")
        out[r["name"]], line[r["name"]] = r, i
    if len(out) != 12:
        raise DataError(f"{path}: Edge City 3.0 gives twelve tiles, the file lists {len(out)}")
    return frozen(out)


@game_rule
def tile_kind(name: str) -> str:
    """"Bizclave" or "Sprawl Zone" for a tile name (any letter case).

    Rules: Edge City 11.3. ``"Sprawl Zone"`` (unnumbered) stands for any Sprawl Zone tile,
    since the placement rules do not tell Sprawl Zones apart.
    """
    if not isinstance(name, str):
        raise TypeError(f"name (a tile name) must be a string, not {type(name).__name__}")
    try:
        return _kind(name)
    except ValueError as e:
        raise ValueError(f"name: {e}") from None


@functools.lru_cache(maxsize=256)
def _kind(name: str) -> str:
    """tile_kind without the wrapper (hot path: boards, graphs); ``name`` is a str."""
    c = _canonical(name)
    return tiles.__wrapped__()[c]["kind"] if c in tiles.__wrapped__() else SPRAWL


def _canonical(name: str) -> str:
    if not isinstance(name, str):
        raise TypeError(f"a tile name must be a string, not {type(name).__name__}")
    return _canonical_cached(name)


@functools.lru_cache(maxsize=256)
def _canonical_cached(name: str) -> str:
    key = " ".join(name.split()).lower()
    for t in tiles():
        if t.lower() == key:
            return t
    if key in ("sprawl zone", "sprawl"):
        return SPRAWL
    raise ValueError(f"unknown tile {name!r}; tiles are {', '.join(tiles())} (or 'Sprawl Zone')")


MAX_TILES = 100
"""The most tiles a :class:`Layout` holds (a documented limit; two sets have 24, Edge City 12.3)."""

_LETTERS = {"T": "Tech Plex", "B": "Business Dome", "R": "Research Park", "S": SPRAWL}


class Layout(Mapping):
    """An immutable board: ``{(column, row): tile name}``; empty positions are Wasteland.

    Rules: Edge City 5.2, 11.3.3. Build from a mapping, or from text with
    :meth:`from_text` (T, B, R for the Bizclaves, S for a Sprawl Zone, ``.`` for
    Wasteland). ``log`` keeps the placement steps of a generated layout.

    >>> Layout.from_text("T S\\nS B").kinds()[(1, 1)]
    'Bizclave'
    """

    __slots__ = ("_tiles", "log", "_hash")

    def __init__(self, tiles: Mapping[tuple[int, int], str], log: Iterable = ()):
        if isinstance(tiles, Layout):
            tiles = tiles._tiles
        if not isinstance(tiles, Mapping):
            raise TypeError(f"tiles: a layout is a mapping {{(column, row): tile name}} or a Layout, "
                            f"not {tiles!r}")
        if not tiles:
            raise ValueError("tiles: a layout needs at least one tile")
        if isinstance(log, str | bytes) or not isinstance(log, Iterable):
            raise TypeError(f"log must be a list of placement steps, not {log!r}")
        if len(tiles) > MAX_TILES:
            raise ValueError(f"a layout holds at most {MAX_TILES} tiles (two sets have 24, Edge City 12.3), "
                             f"not {len(tiles)}")
        clean = {}
        for pos, name in tiles.items():
            if (not isinstance(pos, tuple) or len(pos) != 2
                    or any(isinstance(v, bool) or not isinstance(v, int) for v in pos)):
                raise TypeError(f"tiles: a position must be a (column, row) pair of whole numbers, "
                                f"not {pos!r}")
            try:
                clean[pos] = _canonical(name)
            except (TypeError, ValueError) as e:
                raise type(e)(f"tiles: {e}") from None
        self._tiles = dict(sorted(clean.items(), key=lambda kv: (kv[0][1], kv[0][0])))
        self.log = tuple(log)
        self._hash = hash(frozenset(self._tiles.items()))

    @classmethod
    def from_text(cls, text: str) -> Layout:
        """A layout from rows of letters: T Tech Plex, B Business Dome, R Research Park,
        S Sprawl Zone (numbered in reading order), ``.`` Wasteland. Spaces are ignored.

        Rules: Edge City 5.2, 11.3, 11.3.3.
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be rows of letters (a str), not {type(text).__name__}")
        if not text.strip():
            raise ValueError("text must hold at least one tile letter (T, B, R or S), not an empty string")
        out, n = {}, 0
        rows = [r.replace(" ", "") for r in text.strip("\n").splitlines()]
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                if ch == ".":
                    continue
                if ch.upper() not in _LETTERS:
                    raise ValueError(f"text: row {y} column {x}: {ch!r} is not one of T, B, R, S or '.'")
                name = _LETTERS[ch.upper()]
                if name == SPRAWL:
                    n += 1
                    name = f"{SPRAWL} {n}" if n <= 9 else SPRAWL
                out[(x, y)] = name
        return cls(out)

    def to_text(self) -> str:
        """The inverse of :meth:`from_text` (Sprawl Zones as S)."""
        (x0, y0), (x1, y1) = self.bounds()
        short = {v: k for k, v in _LETTERS.items()}
        return "\n".join(
            " ".join(short.get(self._tiles.get((x, y)), "S") if (x, y) in self._tiles else "."
                     for x in range(x0, x1 + 1)) for y in range(y0, y1 + 1))

    # Mapping protocol
    def __getitem__(self, pos):
        return self._tiles[pos]

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    def __eq__(self, other):
        if isinstance(other, Layout):
            return self._tiles == other._tiles
        return NotImplemented

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return f"Layout.from_text({self.to_text()!r})"

    def kinds(self) -> dict[tuple[int, int], str]:
        """Each position's kind of city space (Bizclave or Sprawl Zone)."""
        return {p: _kind(n) for p, n in self._tiles.items()}

    def where(self, name: str) -> tuple[int, int]:
        """The position of a named tile (``ValueError`` if it is not on the board)."""
        name = _canonical(name)
        hits = [p for p, n in self._tiles.items() if n == name]
        if len(hits) != 1:
            raise ValueError(f"{name!r} is {'not on this board' if not hits else 'on it twice'} "
                             f"(the layout: {self.to_text()!r})")
        return hits[0]

    def space(self, where, name: str = "space") -> tuple[int, int]:
        """A position given as ``(column, row)`` or as a tile name; errors name the argument ``name``."""
        try:
            if isinstance(where, str):
                return self.where(where)
            if (not isinstance(where, tuple) or len(where) != 2
                    or any(isinstance(v, bool) or not isinstance(v, int) for v in where)):
                raise TypeError(f"a space is a tile name or a (column, row) pair of whole numbers, "
                                f"not {where!r}")
            if where not in self._tiles:
                raise ValueError(f"{where!r} is Wasteland (no tile there; Edge City 11.3.3)")
            return where
        except (TypeError, ValueError) as e:
            raise type(e)(f"{name}: {e}") from None

    def bounds(self) -> tuple[tuple[int, int], tuple[int, int]]:
        xs = [p[0] for p in self._tiles]
        ys = [p[1] for p in self._tiles]
        return (min(xs), min(ys)), (max(xs), max(ys))

    def neighbours(self, pos, how: str = "side") -> list[tuple[int, int]]:
        """Tiles next to ``pos`` under a contact rule (``side`` or ``side_or_corner``)."""
        x, y = pos
        return [(x + dx, y + dy) for dx, dy in neighbour_offsets(how) if (x + dx, y + dy) in self._tiles]

    def graph(self, how: str = "side") -> nx.Graph:
        """The tiles as an undirected networkx graph under a contact rule."""
        g = nx.Graph()
        for p, n in self._tiles.items():
            g.add_node(p, name=n, kind=_kind(n))
        g.add_edges_from((p, q) for p in self._tiles for q in self.neighbours(p, how))
        return g


@game_rule
def as_layout(layout) -> Layout:
    """A :class:`Layout` from a Layout, a mapping ``{(column, row): name}`` or text.

    Rules: Edge City 5.2, 11.3.3.
    """
    if isinstance(layout, Layout):
        return layout
    try:
        if isinstance(layout, str):
            return Layout.from_text(layout)
        return Layout(layout)
    except (TypeError, ValueError) as e:
        raise type(e)(f"layout: {e}") from None


@dataclass(frozen=True)
class Problem:
    """One broken placement rule: which rule, its citation, what is wrong, and the tiles."""

    rule: str
    cite: tuple[str, ...]
    message: str
    tiles: tuple[tuple[int, int], ...]

    def __str__(self):
        return f"[{'; '.join(self.cite)}] {self.message}"


class Problems(list):
    """A list of :class:`Problem` that also records the readings used (``.readings``). In a
    notebook it shows as a labelled table, one broken rule a row (or a sentence: none broken)."""

    readings: dict = {}

    def as_table(self, title: str = "The placement rules this board breaks"):
        """One row per broken rule: the rule, what is wrong, its citation (an edgekit.display Table)."""
        from ... import display  # the display layer only when shown

        return display.Table(title, ["rule", "what is wrong", "cite"],
                             [(p.rule, p.message, "; ".join(p.cite)) for p in self],
                             notes=() if self else "none: the board is legal under these readings")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


@uses("adjacent", "touch", "connected", "second_research_park")
def layout_problems(layout, *, sets: int = 1, rules=None) -> Problems:
    """Every placement rule the layout breaks, with its citation and the tiles involved.

    Rules: Edge City 5.2 (rules 1-3), 3.0, 11.3.2, 12.3. Empty when the layout is legal.
    Rule 3 (one orientation) holds by construction for grid tiles. A Bizclave laid twice
    breaks the tile list of one set (3.0, 11.3.2; 12.3 allows only one Tech Plex and one
    Business Dome even with two sets). With ``sets=2`` a second Research Park follows the
    ``second_research_park`` reading. The whole layout must hang together under the
    ``connected`` reading (no rule of 5.2 says so; see the reading).

    >>> layout_problems("T B")[0].rule
    '5.2.1'
    >>> list(layout_problems("T S S B"))
    []
    """
    lay = as_layout(layout)
    whole(sets, "sets", 1, 2, what=" (one set, or two for more than four players, Edge City 12.3)")
    out = Problems()
    names = list(lay.values())
    for b in BIZCLAVES:
        at = tuple(p for p, n in lay.items() if n == b)
        allowed = 2 if (b == "Research Park" and sets == 2 and rules.second_research_park == "yes") else 1
        if len(at) > allowed:
            why = ("only one may be used even with two sets (12.3)" if b != "Research Park"
                   else "one set has one" if sets == 1
                   else f"two sets allow {allowed} "
                        f"(reading second_research_park={rules.second_research_park})")
            out.append(Problem("3.0", ("Edge City 3.0", "Edge City 11.3.2", "Edge City 12.3"),
                               f"{b} is laid {len(at)} times; {why}", at))
    numbered = [n for n in names if n != SPRAWL and _kind(n) == SPRAWL]
    for n in sorted(set(numbered)):
        if numbered.count(n) > 1:
            at = tuple(p for p, m in lay.items() if m == n)
            out.append(Problem("3.0", ("Edge City 3.0",), f"{n} is laid {len(at)} times", at))
    kinds = lay.kinds()
    biz = [p for p in lay if kinds[p] == "Bizclave"]
    for i, p in enumerate(biz):
        for q in biz[i + 1:]:
            if (q[0] - p[0], q[1] - p[1]) in neighbour_offsets(rules.adjacent):
                out.append(Problem(
                    "5.2.1", ("Edge City 5.2 rule 1",),
                    f"Bizclaves {lay[p]} and {lay[q]} are adjacent ({_CONTACT[rules.adjacent]})", (p, q)))
    for p in lay:
        if kinds[p] == SPRAWL and not any(kinds[q] == SPRAWL for q in lay.neighbours(p, rules.touch)):
            out.append(Problem(
                "5.2.2", ("Edge City 5.2 rule 2",),
                f"{lay[p]} at {p} touches no other Sprawl Zone ({_CONTACT[rules.touch]})", (p,)))
    parts = list(nx.connected_components(lay.graph(rules.connected)))
    if len(parts) > 1:
        parts.sort(key=lambda c: (-len(c), min(c)))
        stray = tuple(sorted(p for c in parts[1:] for p in c))
        out.append(Problem(
            "connected", ("Edge City 5.2", "Edge City 11.3.3", "reading connected"),
            f"the layout falls into {len(parts)} pieces ({_CONTACT[rules.connected]}); "
            f"{len(stray)} tile(s) are cut off from the largest piece", stray))
    return out


@uses("adjacent", "touch", "connected", "second_research_park")
def is_legal(layout, *, sets: int = 1, rules=None) -> bool:
    """True when :func:`layout_problems` finds nothing.

    Rules: Edge City 5.2, 12.3.
    """
    return not layout_problems(layout, sets=sets, rules=rules)


_COLOURS = MappingProxyType({"Tech Plex": "#d98c3f", "Business Dome": "#c4613a",
                             "Research Park": "#b5485d", SPRAWL: "#4f8f8b"})
