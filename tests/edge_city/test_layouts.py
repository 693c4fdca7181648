"""Counting legal layouts: the enumerator against OEIS, the counts against brute force.

Rules: Edge City 5.2 (register EC-09).
"""

import itertools

import pytest

from edgekit.data import load_csv
from edgekit.edge_city import BIZCLAVES, Layout, count_layouts, layout_counts, layout_problems
from edgekit.edge_city.board.layouts import (
    FIXED_POLYOMINOES,
    SYMMETRIES,
    count_fixed_shapes,
    fixed_shapes,
)

READINGS = ["side", "side_or_corner"]


def test_fixed_polyominoes_match_oeis_a001168():
    # OEIS A001168: 1, 2, 6, 19, 63, 216, 760, 2725, 9910, ...
    assert [count_fixed_shapes(n) for n in range(1, 10)] == list(FIXED_POLYOMINOES[:9])


def test_fixed_polyplets_match_oeis_a006535():
    # OEIS A006535 (fixed polyplets / polykings): 1, 4, 20, 110, 638, 3832
    assert [count_fixed_shapes(n, "side_or_corner") for n in range(1, 7)] == [1, 4, 20, 110, 638, 3832]


def _grow_shapes(n, how):
    """Independent oracle: grow every shape cell by cell, normalise, deduplicate."""
    steps = [(1, 0), (-1, 0), (0, 1), (0, -1)]
    if how == "side_or_corner":
        steps += [(1, 1), (1, -1), (-1, 1), (-1, -1)]

    def norm(cells):
        mx, my = min(x for x, _ in cells), min(y for _, y in cells)
        return frozenset((x - mx, y - my) for x, y in cells)

    shapes = {frozenset({(0, 0)})}
    for _ in range(n - 1):
        shapes = {norm(s | {(x + dx, y + dy)}) for s in shapes for x, y in s for dx, dy in steps
                  if (x + dx, y + dy) not in s}
    return shapes


@pytest.mark.parametrize("how", READINGS)
def test_redelmeier_shapes_equal_grown_shapes(how):
    n = 5
    grown = _grow_shapes(n, how)
    xy = fixed_shapes(n, how)
    mine = set()
    for shape in xy:
        cells = [(int(x), int(y)) for x, y in shape]
        mx, my = min(c[0] for c in cells), min(c[1] for c in cells)
        mine.add(frozenset((x - mx, y - my) for x, y in cells))
    assert len(mine) == len(xy)  # no shape twice
    assert mine == grown


def _brute(bizclaves, sprawls, adjacent, touch, connected):
    """Every labelled layout, judged by layout_problems; also the count up to symmetry."""
    n = bizclaves + sprawls
    names = list(BIZCLAVES[:bizclaves])
    legal = set()
    for shape in _grow_shapes(n, connected):
        cells = sorted(shape)
        for biz in itertools.permutations(cells, bizclaves):
            tiles = {c: "Sprawl Zone" for c in cells}
            tiles.update(zip(biz, names))
            if not layout_problems(Layout(tiles), adjacent=adjacent, touch=touch, connected=connected):
                legal.add(frozenset(tiles.items()))

    def canon(layout):
        forms = []
        for _, g in SYMMETRIES:
            moved = [(g(x, y), t) for (x, y), t in layout]
            mx = min(p[0] for p, _ in moved)
            my = min(p[1] for p, _ in moved)
            forms.append(tuple(sorted(((x - mx, y - my), t) for (x, y), t in moved)))
        return min(forms)

    return len(legal), len({canon(lay) for lay in legal})


@pytest.mark.parametrize("bizclaves,sprawls", [(2, 3), (3, 2), (1, 3), (0, 4), (2, 2), (3, 0)])
@pytest.mark.parametrize("adjacent", READINGS)
@pytest.mark.parametrize("touch", READINGS)
def test_counts_equal_brute_force_side_connected(bizclaves, sprawls, adjacent, touch):
    plain, sym = _brute(bizclaves, sprawls, adjacent, touch, "side")
    kw = dict(adjacent=adjacent, touch=touch, connected="side")
    assert count_layouts(bizclaves, sprawls, **kw) == plain
    assert count_layouts(bizclaves, sprawls, up_to="symmetry", **kw) == sym


@pytest.mark.parametrize("bizclaves,sprawls", [(2, 2), (1, 3), (2, 1)])
@pytest.mark.parametrize("adjacent", READINGS)
@pytest.mark.parametrize("touch", READINGS)
def test_counts_equal_brute_force_corner_connected(bizclaves, sprawls, adjacent, touch):
    plain, sym = _brute(bizclaves, sprawls, adjacent, touch, "side_or_corner")
    kw = dict(adjacent=adjacent, touch=touch, connected="side_or_corner")
    assert count_layouts(bizclaves, sprawls, **kw) == plain
    assert count_layouts(bizclaves, sprawls, up_to="symmetry", **kw) == sym


def test_small_cases_by_hand():
    # One Bizclave and one Sprawl Zone: the Sprawl Zone has no Sprawl partner (5.2 rule 2).
    assert count_layouts(1, 1) == 0
    # Two Sprawl Zones alone: a domino, lying or standing; one shape up to rotation.
    assert count_layouts(0, 2) == 2
    assert count_layouts(0, 2, up_to="symmetry") == 1
    # Two Bizclaves, side contact forbidden, must still be side-connected: impossible with 2 tiles.
    assert count_layouts(2, 0) == 0
    assert count_layouts(2, 0, connected="side_or_corner") == 4  # the two diagonals, both labellings


def test_readings_order_the_counts():
    # A stricter adjacency can only remove layouts; a looser touch can only add them.
    rows = {(r["adjacent"], r["touch"]): r["layouts"] for r in layout_counts(2, 4)}
    assert rows[("side_or_corner", "side")] <= rows[("side", "side")] <= rows[("side", "side_or_corner")]
    assert sum(r["default"] for r in layout_counts(2, 4)) == 1


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="adjacent"):
        count_layouts(2, 2, adjacent="diagonal")
    with pytest.raises(ValueError, match="three Bizclaves"):
        count_layouts(4, 2)
    with pytest.raises(ValueError, match="too large"):
        count_layouts(3, 9, connected="side_or_corner")
    with pytest.raises(ValueError, match="up_to"):
        count_layouts(2, 2, up_to="rotation")


def test_stored_full_counts_are_consistent():
    """The full 12-tile counts (made by benchmarks/layouts.py, which re-verifies them) hang together."""
    rows = load_csv("edge_city/layout_counts.csv", {"bizclaves": int, "sprawls": int, "adjacent": str,
                                                   "touch": str, "connected": str, "layouts": int,
                                                   "up_to_symmetry": int, "source": str, "cite": str})
    full = {(r["adjacent"], r["touch"]): r for r in rows if (r["bizclaves"], r["sprawls"]) == (3, 9)}
    assert len(full) == 4
    for r in full.values():
        # every orbit has at most 8 layouts, and most have exactly 8
        assert r["layouts"] / 8 <= r["up_to_symmetry"] < r["layouts"] / 7
        assert r["layouts"] % 6 == 0  # the 3! labellings of the Bizclaves
    assert full[("side_or_corner", "side")]["layouts"] < full[("side", "side")]["layouts"] \
        < full[("side", "side_or_corner")]["layouts"]
    small = [r for r in rows if r["bizclaves"] + r["sprawls"] <= 8]
    assert small, "the file should carry a small case the test suite can recompute"
    for r in small:
        kw = dict(adjacent=r["adjacent"], touch=r["touch"], connected=r["connected"])
        assert count_layouts(r["bizclaves"], r["sprawls"], **kw) == r["layouts"]
        assert count_layouts(r["bizclaves"], r["sprawls"], up_to="symmetry", **kw) == r["up_to_symmetry"]
