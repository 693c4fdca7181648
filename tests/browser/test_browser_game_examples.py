"""The worked examples through the whole game's rules, stepped in a real browser (Voila)."""

import pytest

from edgekit.edge_city import game_example

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

TITLE = "Worked examples through the whole game, step by step"


def test_randi_in_the_game_step_by_step(open_notebook):
    pt = game_example("rip_attempt")  # what the notebook's stepper shows first
    k = len(pt.steps)
    nb = open_notebook("edge_city_7_worked_examples")
    nb.wait_for_text("h4", TITLE)
    box = nb.page.locator("h4", has_text=TITLE).first.locator(
        "xpath=ancestor::div[contains(concat(' ', @class, ' '), ' widget-vbox ')][1]")
    result = box.locator(".edgekit-result")
    assert "step 0 of" in " ".join(result.inner_text().split())
    for i in range(1, k + 1):
        box.locator("button[title='Next']").click()
        nb.wait_for_text(".edgekit-result", f"step {i} of {k}.")  # only this stepper moves
    text = " ".join(box.inner_text().split())
    assert "25/1728" in text and "Every printed number in this example is reproduced" in text
    assert pt.steps[-1].result in text
    nb.assert_no_notebook_errors()
    nb.assert_no_page_errors()
