"""The Win Number notebook in a real browser: change Status, R and a reading; the exact W and P follow."""

import pytest

from edgekit.display import prob
from edgekit.edge_city import win_answer

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def expected(status: str, r: int, **kw) -> str:
    a = win_answer(status, r, **kw).value
    return f"W = {a['W']} P(win) = {prob(a['P'])}"


def test_win_number_explorer_follows_status_r_and_reading(open_notebook):
    nb = open_notebook("edge_city_1_win_number")
    page = nb.page
    nb.wait_for_text(".edgekit-result", expected("Hackolyte", -2))  # the notebook's starting cell
    box = nb.box_of(".edgekit-result")
    drawn = nb.pictures_drawn(box)

    box.get_by_label("Status", exact=True).select_option("Hacker")
    nb.wait_for_text(".edgekit-result", expected("Hacker", -2))
    drawn = nb.wait_for_redraw(drawn, box)

    slider = box.locator(".widget-slider", has=page.locator("label", has_text="R"))
    readout = slider.locator(".widget-readout")
    readout.fill("2")
    readout.press("Enter")
    nb.wait_for_text(".edgekit-result", expected("Hacker", 2))  # W 11: 35/36
    drawn = nb.wait_for_redraw(drawn, box)

    box.get_by_label("table_rows", exact=True).select_option("cap_10")
    text = nb.wait_for_text(".edgekit-result", expected("Hacker", 2, table_rows="cap_10"))
    assert text.startswith("W = 10 P(win) = 91.7% (exact 11/12)")  # the cap changes this cell: 35/36 -> 33/36
    nb.wait_for_redraw(drawn, box)

    nb.screenshot(box, name="edge_city_1_win_number")
    nb.assert_no_page_errors()
