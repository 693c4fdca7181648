"""How many legal Edge City boards exist? Counting layouts under each reading of 5.2.

Rules: Edge City 3.0, 5.2, 11.3.2, 11.3.3 (register EC-09).

A layout is counted up to translation (sliding the whole board changes nothing), with
the Bizclaves told apart (Tech Plex, Business Dome, Research Park) and the Sprawl Zone
tiles not (nothing in the rules tells them apart). The method:

1. enumerate every *shape* the tiles may cover: the fixed polyominoes (side-connected,
   ``connected="side"``) or fixed polyplets (corner contact allowed), by Redelmeier's
   algorithm; 505,861 fixed 12-ominoes (OEIS A001168);
2. for every shape, count the ways to put the Bizclaves on its cells so that no two are
   adjacent and every Sprawl Zone touches another, with 12-bit neighbourhood masks,
   vectorised over all shapes at once with numpy (every reading of ``adjacent`` and
   ``touch`` in the same pass);
3. up to rotation and reflection, by Burnside's lemma: a layout fixed by a symmetry has
   each Bizclave on a cell the symmetry fixes.

Hand-written because no library enumerates polyominoes or counts labelled placements on
them (networkx can list connected induced subgraphs only far too slowly for 12 cells).
"""

from __future__ import annotations

import functools
import itertools
import math
from array import array

from ... import readings
from ..._lazy import lazy
from ...readings import uses
from .._check import game_rule

np = lazy("numpy")  # imported on first use (edgekit/_lazy.py)

__all__ = [
    "FIXED_POLYOMINOES", "fixed_shapes", "count_fixed_shapes", "count_layouts",
    "layout_counts", "SYMMETRIES",
]

#: OEIS A001168, fixed polyominoes with n = 1..12 cells (the enumerator is checked against it).
FIXED_POLYOMINOES = (1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861)

_SIDE = ((1, 0), (-1, 0), (0, 1), (0, -1))
_STEPS = {"side": _SIDE, "side_or_corner": _SIDE + ((1, 1), (1, -1), (-1, 1), (-1, -1))}
_CONTACTS = tuple(_STEPS)

#: The 8 symmetries of the square grid, as (x, y) -> (x', y'); the identity first.
SYMMETRIES = (
    ("identity", lambda x, y: (x, y)),
    ("rotate 90", lambda x, y: (-y, x)),
    ("rotate 180", lambda x, y: (-x, -y)),
    ("rotate 270", lambda x, y: (y, -x)),
    ("mirror x", lambda x, y: (-x, y)),
    ("mirror y", lambda x, y: (x, -y)),
    ("mirror diagonal", lambda x, y: (y, x)),
    ("mirror antidiagonal", lambda x, y: (-y, -x)),
)

# Enumerating more shapes than this would take minutes (fixed polyplets grow ~6.7x per cell).
_MAX_SHAPES = {"side": 12, "side_or_corner": 9}


def _check_size(n: int, connected: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n (the number of tiles) must be a whole number >= 1, not {n!r}")
    if n < 1:
        raise ValueError(f"n (the number of tiles) must be a whole number >= 1, not {n!r}")
    if not isinstance(connected, str):
        raise TypeError(f"connected must be one of {list(_STEPS)}, not {connected!r}")
    if connected not in _STEPS:
        raise ValueError(f"connected must be one of {list(_STEPS)}, not {connected!r}")
    if n > _MAX_SHAPES[connected]:
        raise ValueError(f"counting {n}-tile layouts with connected={connected!r} is too large to "
                         f"enumerate here (limit {_MAX_SHAPES[connected]} tiles)")


@game_rule
def fixed_shapes(n: int, connected: str = "side") -> np.ndarray:
    """Every fixed shape of ``n`` cells (up to translation), as a read-only array ``(shapes, n, 2)``
    of (x, y). ``connected="side"`` gives polyominoes, ``"side_or_corner"`` polyplets.

    Rules: Edge City 5.2 (the tiles form one connected city; register EC-09). Limits: 12 tiles
    side-connected, 9 with corner contact (more would take minutes). Validated before the cache,
    so ``True`` is refused whatever was asked earlier.
    """
    _check_size(n, connected)
    return _fixed_shapes(n, connected)


@functools.lru_cache(maxsize=4)
def _fixed_shapes(n: int, connected: str) -> np.ndarray:
    """Redelmeier's algorithm (1981): grow the shape from a root cell, trying each untried
    neighbour once; cells before the root (row < 0, or row 0 left of it) are never used,
    so each shape appears exactly once. The cached array is read-only."""
    width = 2 * n  # columns -(n-1)..n-1 fit, so a code y*width+x is unique
    steps = [dy * width + dx for dx, dy in _STEPS[connected]]
    out = array("i")
    poly: list[int] = []
    seen = {0}

    def grow(untried: list[int]) -> None:
        if len(poly) == n - 1:
            for c in untried:  # the last cell: each candidate finishes one shape
                out.extend(poly)
                out.append(c)
            return
        while untried:
            c = untried.pop()
            poly.append(c)
            new = [c + s for s in steps if c + s > 0 and c + s not in seen]
            seen.update(new)
            grow(untried + new)
            seen.difference_update(new)
            poly.pop()

    grow([0])
    codes = np.frombuffer(out, dtype=np.int32).reshape(-1, n) + n
    xy = np.empty(codes.shape + (2,), dtype=np.int16)
    xy[..., 1] = codes // width
    xy[..., 0] = codes % width - n
    xy.flags.writeable = False  # cached and handed to callers: never mutable (issue 9)
    return xy


@game_rule
def count_fixed_shapes(n: int, connected: str = "side") -> int:
    """How many fixed shapes of ``n`` cells exist (A001168 for ``"side"``).

    Rules: Edge City 5.2 (register EC-09).
    """
    return len(fixed_shapes(n, connected))


def _masks(xy: np.ndarray, how: str) -> np.ndarray:
    """For every shape and cell, a bitmask of the shape's cells in contact with it."""
    m, n = xy.shape[:2]
    out = np.zeros((m, n), dtype=np.uint16)
    x, y = xy[..., 0].astype(np.int32), xy[..., 1].astype(np.int32)
    for i in range(n):
        for j in range(n):
            if i != j:
                dx, dy = np.abs(x[:, j] - x[:, i]), np.abs(y[:, j] - y[:, i])
                hit = (dx + dy == 1) if how == "side" else (np.maximum(dx, dy) == 1)
                out[:, i] |= hit.astype(np.uint16) << np.uint16(j)
    return out


def _symmetry_data(xy: np.ndarray):
    """For each non-identity symmetry: which shapes it maps onto themselves (up to
    translation) and, per shape, the bitmask of cells it leaves in place."""
    m, n = xy.shape[:2]
    x, y = xy[..., 0].astype(np.int32), xy[..., 1].astype(np.int32)
    x0, y0 = x - x.min(1, keepdims=True), y - y.min(1, keepdims=True)
    big = 4 * n
    base = np.sort(y0 * big + x0, axis=1)
    out = []
    for _, g in SYMMETRIES[1:]:
        gx, gy = g(x, y)
        gx, gy = gx - gx.min(1, keepdims=True), gy - gy.min(1, keepdims=True)
        same = (np.sort(gy * big + gx, axis=1) == base).all(1)
        fixed = np.zeros(m, dtype=np.uint16)
        for i in range(n):
            fixed |= ((gx[:, i] == x0[:, i]) & (gy[:, i] == y0[:, i])).astype(np.uint16) << np.uint16(i)
        out.append((same, fixed))
    return out


@functools.lru_cache(maxsize=16)
def _count_all(bizclaves: int, sprawls: int, connected: str) -> dict:
    """Counts for every (adjacent, touch) reading at once: {(a, t): (translation, dihedral)}."""
    n = bizclaves + sprawls
    xy = fixed_shapes(n, connected)
    masks = {h: np.ascontiguousarray(_masks(xy, h).T) for h in _CONTACTS}  # (cell, shape): rows are fast
    syms = _symmetry_data(xy)
    any_sym = np.zeros(len(xy), dtype=bool)
    for same, _ in syms:
        any_sym |= same
    sym_idx = np.flatnonzero(any_sym)
    sym_data = [(same[sym_idx], fixed[sym_idx]) for same, fixed in syms]
    full = (1 << n) - 1
    plain = {(a, t): 0 for a in _CONTACTS for t in _CONTACTS}
    fixed_total = dict.fromkeys(plain, 0)
    for combo in itertools.combinations(range(n), bizclaves):
        bmask = sum(1 << i for i in combo)
        smask = np.uint16(full ^ bmask)
        b16 = np.uint16(bmask)
        apart = {}
        for a in _CONTACTS:
            ok = np.ones(len(xy), dtype=bool)
            for i in combo:
                ok &= (masks[a][i] & b16) == 0
            apart[a] = ok
        touching = {}
        for t in _CONTACTS:
            ok = np.ones(len(xy), dtype=bool)
            if sprawls:
                for s in range(n):
                    if not bmask >> s & 1:
                        ok &= (masks[t][s] & smask) != 0
            touching[t] = ok
        for a, t in plain:
            valid = apart[a] & touching[t]
            plain[(a, t)] += int(np.count_nonzero(valid))
            if len(sym_idx):
                v = valid[sym_idx]
                for same, fixed in sym_data:
                    fixed_total[(a, t)] += int(np.count_nonzero(v & same & ((fixed & b16) == b16)))
    labels = math.factorial(bizclaves)  # the Bizclaves are told apart
    out = {}
    for key, count in plain.items():
        whole = labels * (count + fixed_total[key])
        if whole % 8:
            raise ArithmeticError("Burnside count is not a whole number: the enumeration is wrong")
        out[key] = (labels * count, whole // 8)
    return out


def _check_tiles(bizclaves, sprawls):
    for name, v in (("bizclaves", bizclaves), ("sprawls", sprawls)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"{name} must be a whole number >= 0, not {v!r}")
        if v < 0:
            raise ValueError(f"{name} must be a whole number >= 0, not {v!r}")
    if bizclaves > 3:
        raise ValueError(f"bizclaves: one set has three Bizclaves (Edge City 11.3.2), not {bizclaves}")
    if bizclaves + sprawls > 12:
        raise ValueError(f"bizclaves + sprawls: at most 12 tiles are counted (the enumeration of "
                         f"shapes stops there), not {bizclaves}+{sprawls}")


@uses("adjacent", "touch", "connected")
def count_layouts(bizclaves: int = 3, sprawls: int = 9, *, up_to: str = "translation", rules=None) -> int:
    """The number of legal layouts of ``bizclaves`` named Bizclaves and ``sprawls`` Sprawl Zones.

    Rules: Edge City 3.0, 5.2, 11.3.2 (register EC-09). Layouts are counted up to
    translation (``up_to="translation"``), or also up to rotation and reflection
    (``up_to="symmetry"``, by Burnside's lemma). Bizclaves are told apart, Sprawl Zones
    are not. The full game is the default 3 + 9 (the 3 + 9 split is itself inferred).
    ``connected="side_or_corner"`` works up to 9 tiles.

    >>> count_layouts(0, 2)   # a domino of Sprawl Zones, lying or standing
    2
    >>> count_layouts(0, 2, up_to="symmetry")
    1
    """
    _check_tiles(bizclaves, sprawls)
    if not isinstance(up_to, str) or up_to not in ("translation", "symmetry"):
        raise ValueError(f"up_to must be 'translation' or 'symmetry', not {up_to!r}")
    if bizclaves + sprawls == 0:
        return 0
    plain, sym = _count_all(bizclaves, sprawls, rules.connected)[(rules.adjacent, rules.touch)]
    return plain if up_to == "translation" else sym


@uses("connected")
def layout_counts(bizclaves: int = 3, sprawls: int = 9, *, rules=None) -> list[dict]:
    """The counts under every reading of ``adjacent`` and ``touch`` in one pass (rows for a table).

    Rules: Edge City 5.2 (register EC-09). Each row has the readings, the count up to
    translation and the count up to rotation and reflection; the default readings are marked.
    Cost: 12 tiles (the full game's 3 + 9, or 1 + 11: all 505,861 fixed 12-ominoes) take 15 to 20 s
    on one busy core, 11 tiles about 4 s, 10 or fewer about a second; answers are cached.
    """
    _check_tiles(bizclaves, sprawls)
    defaults = (readings.get("adjacent").default, readings.get("touch").default)
    rows = []
    for (a, t), (plain, sym) in _count_all(bizclaves, sprawls, rules.connected).items():
        rows.append({"adjacent": a, "touch": t, "connected": rules.connected, "layouts": plain,
                     "up to rotation and reflection": sym, "default": (a, t) == defaults})
    return rows
