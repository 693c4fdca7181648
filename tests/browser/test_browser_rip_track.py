"""The Rip Track notebook in a real browser: Status, Rip type and a reading change the exact odds."""

import pytest

from edgekit.display import prob
from edgekit.edge_city import rip_outcomes

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def success_row(status: str, rip_type: str, **kw) -> str:
    p = rip_outcomes(status, rip_type, **kw)["success"]
    return f"success {prob(p)}"  # the number style: a percentage beside the exact fraction


def test_rip_explorer_follows_status_type_and_attempts(open_notebook):
    nb = open_notebook("edge_city_4_rip_track")
    nb.wait_for_text(".edgekit-result", success_row("Wannabee", "sensitive"))  # the explorer's start
    box = nb.box_of(".edgekit-result")
    drawn = nb.pictures_drawn(box)  # 0 while the explorer shows its bars in HTML only

    box.get_by_label("Status", exact=True).select_option("Hacker Legend")
    nb.wait_for_text(".edgekit-result", success_row("Hacker Legend", "sensitive"))
    drawn = nb.wait_for_redraw(drawn, box)

    box.get_by_label("Rip type", exact=True).select_option(label="Super Secret")
    nb.wait_for_text(".edgekit-result", success_row("Hacker Legend", "super_secret"))
    drawn = nb.wait_for_redraw(drawn, box)

    box.get_by_label("attempts", exact=True).select_option("per_rip")
    expected = success_row("Hacker Legend", "super_secret", attempts="per_rip")
    assert expected != success_row("Hacker Legend", "super_secret")  # the reading matters here
    nb.wait_for_text(".edgekit-result", expected)
    nb.wait_for_redraw(drawn, box)

    nb.screenshot(box, name="edge_city_4_rip_track")
    nb.assert_no_page_errors()
