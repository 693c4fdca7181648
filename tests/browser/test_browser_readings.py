"""The readings explorer in a real browser: switch a reading's option, the headline values follow."""

from fractions import Fraction

import pytest

from edgekit.display import prob
from edgekit.edge_city import win_number, win_probability

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def p_win(status: str, r: int, **kw) -> str:
    return str(prob(win_probability(win_number(status, r, **kw))))   # "16.7% (exact 1/6)"


def test_readings_explorer_switches_options_and_readings(open_notebook):
    nb = open_notebook("readings_explorer")
    legend = "P(win): Hacker Legend, R=-10 (reconstructed) = "
    nb.wait_for_text(".edgekit-result", legend + p_win("Hacker Legend", -10))  # column_edge=clamp: 1/6
    box = nb.box_of(".edgekit-result")

    box.locator(".widget-toggle-buttons button", has_text="extend").click()
    text = nb.wait_for_text(".edgekit-result", legend + p_win("Hacker Legend", -10, column_edge="extend"))
    assert "Under column_edge=extend" in text and legend + str(prob(Fraction(1, 36))) in text

    box.get_by_label("reading", exact=True).select_option(label="Edge City: table_rows")
    nb.wait_for_text(".edgekit-result", "Under table_rows=linear")

    box.locator(".widget-toggle-buttons button", has_text="cap_10").click()
    hackolyte = "P(win): Hackolyte, R=+3 (reconstructed) = "
    text = nb.wait_for_text(".edgekit-result", hackolyte + p_win("Hackolyte", 3, table_rows="cap_10"))
    assert "Under table_rows=cap_10" in text and hackolyte + str(prob(Fraction(11, 12))) in text
    nb.wait_for_text(".edgekit-reading-bars", "table_rows: headline probabilities under every option")
    # beside it, the whole-game headline from the stored table (simulation estimates)
    nb.wait_for_text(".edgekit-whole-game", "game length (rounds)")

    nb.screenshot(box, name="readings_explorer")
    nb.assert_no_page_errors()
