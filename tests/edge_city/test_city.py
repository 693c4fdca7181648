"""The Edge City board: tiles, the placement rules of 5.2, the generator and the drawing.

Rules: Edge City 3.0, 5.2, 11.3, 11.3.3, 12.3 (register EC-09).
"""

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest
from hypothesis import given
from hypothesis import strategies as st

from edgekit import readings
from edgekit.edge_city import (
    BIZCLAVES,
    Layout,
    draw_layout,
    generate_layout,
    is_legal,
    layout_problems,
    tile_kind,
    tiles,
)

READINGS = ["side", "side_or_corner"]


def test_twelve_tiles_three_bizclaves_printed_nine_sprawls_reconstructed():
    t = tiles()
    assert len(t) == 12  # Edge City 3.0
    biz = [n for n, r in t.items() if r["kind"] == "Bizclave"]
    assert biz == list(BIZCLAVES)  # 11.3.2
    assert all(t[n]["source"] == "printed" for n in biz)
    assert all(r["source"] == "reconstructed" for r in t.values() if r["kind"] == "Sprawl Zone")


def test_readings_are_registered_with_both_contacts():
    for rid in ("adjacent", "touch", "connected"):
        r = readings.get(rid)
        assert set(r.options) == {"side", "side_or_corner"}
        assert r.default == "side" and r.register == "EC-09"


def test_side_by_side_bizclaves_break_rule_1():
    probs = layout_problems("T B S S")
    assert [p.rule for p in probs] == ["5.2.1"]
    assert probs[0].tiles == ((0, 0), (1, 0))
    assert "5.2" in probs[0].cite[0]


def test_corner_contact_depends_on_the_readings():
    lay = Layout.from_text("T S\nS B")  # Bizclaves meet at a corner, and so do the Sprawl Zones
    side = layout_problems(lay)
    assert sorted(p.rule for p in side) == ["5.2.2", "5.2.2"]
    assert {p.tiles for p in side} == {((1, 0),), ((0, 1),)}
    assert not layout_problems(lay, touch="side_or_corner")
    corner = layout_problems(lay, adjacent="side_or_corner", touch="side_or_corner")
    assert [p.rule for p in corner] == ["5.2.1"]
    assert corner.readings == {"adjacent": "side_or_corner", "touch": "side_or_corner", "connected": "side",
                               "second_research_park": "no"}


def test_a_layout_in_two_pieces_breaks_the_connection_reading():
    lay = Layout.from_text("S S . S S\n. T . B .")
    probs = layout_problems(lay)
    assert [p.rule for p in probs] == ["connected"]
    assert set(probs[0].tiles) == {(3, 0), (4, 0), (3, 1)}
    assert [p.rule for p in layout_problems(lay, connected="side_or_corner")] == ["connected"]
    # two pieces that meet only at a corner: legal only under the corner reading
    lay2 = Layout.from_text("S S . .\nT . S S\n. . . B")
    assert [p.rule for p in layout_problems(lay2)] == ["connected"]
    assert not layout_problems(lay2, connected="side_or_corner")


def test_duplicate_tiles_are_reported():
    probs = layout_problems({(0, 0): "Tech Plex", (1, 0): "Sprawl Zone", (2, 0): "Sprawl Zone",
                             (3, 0): "Tech Plex"})
    assert [p.rule for p in probs] == ["3.0"]
    assert probs[0].tiles == ((0, 0), (3, 0))


def test_mapping_and_layout_and_text_agree():
    lay = Layout.from_text("T S S\n. . B")
    again = Layout(dict(lay))
    assert again == lay and hash(again) == hash(lay)
    assert Layout.from_text(lay.to_text()) == lay
    assert layout_problems(dict(lay)) == layout_problems(lay)
    assert lay.where("business dome") == (2, 1)
    assert tile_kind("Research Park") == "Bizclave" and tile_kind("sprawl zone 4") == "Sprawl Zone"


def test_bad_input_is_refused_clearly():
    with pytest.raises(ValueError, match="unknown tile"):
        Layout({(0, 0): "Arcade"})
    with pytest.raises(TypeError, match="column, row"):
        Layout({(0, 0.5): "Tech Plex"})
    with pytest.raises(TypeError):
        Layout({(True, 0): "Tech Plex"})
    with pytest.raises(ValueError, match="choose one of"):
        layout_problems("T S S B", adjacent="near")
    with pytest.raises(ValueError, match="not one of"):
        Layout.from_text("T X")
    with pytest.raises(ValueError, match="tiles_in_play"):
        generate_layout(0, players=5)  # two sets (12.3): the tiles in play must be given
    with pytest.raises(ValueError, match="2 to 4 players"):
        generate_layout(0, players=9)


def test_generator_is_seeded_and_follows_the_deal():
    a, b = generate_layout(7), generate_layout(7)
    assert a == b and a.log == b.log
    assert len(a) == 12 and sorted(a.values()) == sorted(tiles())
    player, tile, pos = a.log[0]
    assert (tile, pos) == ("Tech Plex", (0, 0))  # 5.2: the Tech Plex is laid first
    players = [p for p, _, _ in a.log]
    # 12 tiles dealt one at a time to 4 players: 3 each, so turns go strictly to the left
    assert all(q == p % 4 + 1 for p, q in zip(players, players[1:]))
    assert any(generate_layout(s) != a for s in range(3))


@given(st.integers(0, 10_000), st.sampled_from(READINGS), st.sampled_from(READINGS),
       st.sampled_from(READINGS), st.integers(2, 4))
def test_generated_layouts_are_legal_at_every_step(seed, adjacent, touch, connected, players):
    kw = dict(adjacent=adjacent, touch=touch, connected=connected)
    lay = generate_layout(seed, players, **kw)
    assert is_legal(lay, **kw)
    board = {}
    for _, tile, pos in lay.log:
        board[pos] = tile
        partial = layout_problems(board, **kw)
        # rule 1 and the connection hold after every placement; rule 2 only at the end
        assert not [p for p in partial if p.rule in ("5.2.1", "connected", "3.0")]


def test_drawing_marks_the_broken_rule():
    ax = draw_layout("T B S S")
    reds = [p for p in ax.patches if p.get_edgecolor()[:3] == (0.8784313725490196, 0.0, 0.0)]
    assert len(reds) == 2  # both Bizclaves framed in red
    assert any("5.2.1" in t.get_text() for t in ax.texts)
    assert "problem" in ax.get_title()
    ax2 = draw_layout(generate_layout(1), reach={(0, 1)}, labels={(0, 1): "1 TP"}, start="Tech Plex")
    assert ax2.get_title() == "legal layout"
    assert any(t.get_text() == "1 TP" for t in ax2.texts)
    assert any(p.get_hatch() == ".." for p in ax2.patches)  # Wasteland drawn
    plt.close("all")


def test_city_explorer_switches_readings_and_boards():
    from edgekit.widgets.city import CityExplorer

    e = CityExplorer(seed=3)
    assert e.state["problems"] == [] and "Legal board" in e.html.value
    first = e.state["layout"]
    e.seed.value = 4
    assert e.state["layout"] != first
    e.board.value = "T S\nS B"  # a typed board, corner contacts only
    assert {p.rule for p in e.state["problems"]} == {"5.2.2"}
    e.touch.value = "side_or_corner"
    assert e.state["problems"] == [] and e.state["readings"]["touch"] == "side_or_corner"
    e.adjacent.value = "side_or_corner"
    assert [p.rule for p in e.state["problems"]] == ["5.2.1"] and "Illegal board" in e.html.value
    e.travel_adjacency.value = "side_or_corner"
    assert set(e.state["reach"]) == {(1, 0), (0, 1), (1, 1)}
    e.start.value = "Research Park"  # not on the typed board
    assert "error" in e.state and "not on this board" in e.html.value


def test_problems_show_as_a_labelled_table():
    """Issue 21: the broken rules are a table (rule, what is wrong, cite), never a list of reprs."""
    from edgekit.edge_city import layout_problems

    t = layout_problems("T B").as_table()
    assert t.columns == ("rule", "what is wrong", "cite") and t.column("rule") == ("5.2.1",)
    assert t.column("cite") == ("Edge City 5.2 rule 1",)
    html = layout_problems("T B")._repr_html_()
    assert "Tech Plex and Business Dome are adjacent" in html and "Problem(" not in html
    assert "the board is legal" in layout_problems("T S S B")._repr_markdown_()
