"""The city notebook in a real browser: the start space, TP and a Transit reading change the reach."""

import pytest

from edgekit.edge_city import generate_layout, reachable

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def reach_text(start: str, tp: int, **kw) -> str:
    board = generate_layout(1, 4)  # CityExplorer(seed=1) with its default 4 players and readings
    n = len(reachable(board, start, tp=tp, **kw))
    return f"From {start} with {tp} TP a Ripper can end Travel in {n} of the other {len(board) - 1} spaces"


def test_city_explorer_reach_follows_start_tp_and_transit_reading(open_notebook):
    nb = open_notebook("edge_city_8_city")
    nb.wait_for_text(".edgekit-result", reach_text("Tech Plex", 3))
    box = nb.box_of(".edgekit-result")

    box.get_by_label("start", exact=True).select_option("Business Dome")
    nb.wait_for_text(".edgekit-result", reach_text("Business Dome", 3))

    box.get_by_label("travel_adjacency", exact=True).select_option("side_or_corner")
    expected = reach_text("Business Dome", 3, travel_adjacency="side_or_corner")
    assert expected != reach_text("Business Dome", 3)  # corners open more of this board
    nb.wait_for_text(".edgekit-result", expected)

    readout = box.locator(".widget-slider", has=nb.page.locator("label", has_text="TP")) \
        .locator(".widget-readout")
    readout.fill("1")
    readout.press("Enter")
    nb.wait_for_text(".edgekit-result", reach_text("Business Dome", 1, travel_adjacency="side_or_corner"))

    nb.screenshot(box, name="edge_city_8_city")
    nb.assert_no_page_errors()
