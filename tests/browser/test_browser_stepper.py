"""The play layer's stepper in a real browser: Next, Back, Reset and a human's choice (Voila)."""

import re
from pathlib import Path

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


RA_TITLE = "A whole seeded game: hunter against bomb_squad"


def ra9_seed() -> int:
    """The seed notebook rogue_agent_9 plays (its line ``SEED = ...``), read from the notebook."""
    text = (Path(__file__).resolve().parents[2] / "notebooks" / "rogue_agent_9_a_whole_game.py").read_text()
    return int(re.search(r"^SEED = (\d+)", text, re.M)[1])


def test_stepper_jumps_through_a_whole_game(open_notebook):
    """Next round, Next roll, a step typed (and one out of range), End: in the real browser, on the whole
    seeded Rogue Agent game of rogue_agent_9 (the same playthrough is played here to know where each
    jump lands)."""
    from edgekit import rogue_agent as ra
    from edgekit.play.follow import marks

    g = ra.game(2)
    line = P.play(g, seed=ra9_seed(), policies=[g.policies["hunter"], g.policies["bomb_squad"]])
    n, ms = len(line), marks(line)
    round_1 = next(m.index for m in ms if m.round == 1)   # Next round twice: set-up (round 0), round 1

    nb = open_notebook("rogue_agent_9_a_whole_game")
    nb.wait_for_text("h4", RA_TITLE)
    box = nb.page.locator("h4", has_text=RA_TITLE).first.locator(
        "xpath=ancestor::div[contains(concat(' ', @class, ' '), ' widget-vbox ')][1]")
    head = ".edgekit-result"
    nb.wait_for_text(head, f"step 0 of {n}.")

    box.locator("button[title='Next round']").click()
    nb.wait_for_text(head, "step 1 of")
    box.locator("button[title='Next round']").click()
    nb.wait_for_text(head, f"step {round_1} of {n}.")
    nb.wait_for_text(".edgekit-latest", f"step {round_1}, round 1,")

    roll = next(m.index for m in ms[round_1:] if m.roll)
    box.locator("button[title='Next roll']").click()
    nb.wait_for_text(head, f"step {roll} of {n}.")
    assert line.steps[roll - 1].chance is not None

    step = box.get_by_label("Step", exact=True)
    step.fill("5")
    step.press("Enter")
    nb.wait_for_text(head, f"step 5 of {n}.")
    step.fill(str(n + 50))
    step.press("Enter")
    nb.wait_for_text(".widget-html", f"step must be from 0 to {n}")

    box.locator("button[title='End']").click()
    nb.wait_for_text(".edgekit-returns", "Game over. " + line.verdict[:30])
    nb.wait_for_text(".edgekit-legend", "Key: B1 a Bomb")
    nb.screenshot(box, name="rogue_agent_9_a_whole_game")
    nb.assert_no_page_errors()
