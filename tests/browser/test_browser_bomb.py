"""The Bomb minigame in a real browser: a new Bomb Timer gives the exact optimal odds; a roll plays.

The board is an HTML grid (``.edgekit-bomb-board``, the timer in ``.edgekit-bomb-timer``) redrawn
with the game's text on every change.
"""

import pytest

from edgekit.display import prob
from edgekit.rogue_agent import ILLUSTRATIVE_FACES, solve_defuse

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]


def start_odds(timer: int) -> str:
    sol = solve_defuse(timer, **ILLUSTRATIVE_FACES)  # shown in the number style (issue 21)
    return f"At the start, optimal play gives P(defused) = {prob(sol.defused)}"


def test_bomb_minigame_timer_and_roll(open_notebook):
    nb = open_notebook("rogue_agent_4_bomb")
    nb.wait_for_text(".edgekit-result", "phase: roll")
    game = nb.box_of(".edgekit-result")
    nb.wait_for_text(".widget-html", start_odds(4))  # BombGame(timer=4, seed=7)

    readout = game.locator(".widget-slider", has=nb.page.locator("label", has_text="Bomb Timer")) \
        .locator(".widget-readout")
    drawn = nb.pictures_drawn(game)
    readout.fill("3")
    readout.press("Enter")
    nb.wait_for_text(".widget-html", start_odds(3))
    nb.wait_for_text(".edgekit-result", "timer 3")
    nb.wait_for_text(".edgekit-bomb-timer", lambda t: t == "3")  # the board's timer circle follows
    drawn = nb.wait_for_redraw(drawn, game)  # (0 pictures while the board is HTML: no wait)

    game.get_by_role("button", name="Roll", exact=True).click()
    # The roll is seeded; whatever it is, the game leaves the "roll" phase and redraws the board.
    nb.wait_for_text(".edgekit-result", lambda t: "phase: " in t and "phase: roll" not in t)
    nb.wait_for_redraw(drawn, game)
    assert game.locator(".edgekit-bomb-board").count() == 1

    nb.screenshot(game, name="rogue_agent_4_bomb")
    nb.assert_no_page_errors()
