"""The play layer's stepper in a real browser: Next, Back, Reset and a human's choice (Voila)."""

import pytest

from edgekit import play as P
from edgekit.edge_city import rip_game
from edgekit.edge_city.rip.game import STOP

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

TITLE = "Your Rip: take the second chance or stop?"


def test_stepper_next_back_reset_and_a_human_choice(open_notebook):
    game = rip_game("Wannabee", "sensitive", second_chance="optional")
    before = P.play(game, seed=7, policies=P.HumanPolicy())  # what the notebook's stepper plays
    assert before.waiting == 0
    k = len(before.steps)
    stop = before.state.action_label(STOP)  # "stop: the Rip ends, COOL kept"

    nb = open_notebook("play_1_the_play_layer")
    nb.wait_for_text("h4", TITLE)
    # (an icon's glyph joins a button's accessible name, so buttons are found by their title)
    box = nb.page.locator("h4", has_text=TITLE).first.locator(
        "xpath=ancestor::div[contains(concat(' ', @class, ' '), ' widget-vbox ')][1]")
    result = box.locator(".edgekit-result")
    nb.wait_for_text(".edgekit-result", f"step 0 of {k}+")

    for i in range(1, k + 1):
        box.locator("button[title='Next']").click()
        nb.wait_for_text(".edgekit-result", f"step {i} of {k}+")
    assert before.steps[-1].result in " ".join(box.inner_text().split())
    nb.wait_for_text(".edgekit-ask", "Player 0 to choose")

    box.get_by_label("Your choice").select_option(label=stop)
    box.locator("button[title='Choose']").click()
    nb.wait_for_text(".edgekit-returns", "Game over. Returns: 0")
    assert f"step {k + 1} of {k + 1}." in " ".join(result.inner_text().split())

    box.locator("button[title='Back']").click()  # takes the choice back
    nb.wait_for_text(".edgekit-ask", "Player 0 to choose")
    nb.wait_for_text(".edgekit-result", f"step {k} of {k}+")

    box.locator("button[title='Reset']").click()
    nb.wait_for_text(".edgekit-result", f"step 0 of {k}+")
    assert box.locator(".edgekit-ask").count() == 0

    nb.screenshot(box, name="play_1_the_play_layer")
    nb.assert_no_page_errors()
