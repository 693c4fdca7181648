"""JupyterLab itself (what `make lab` serves), not Voila: open a notebook, Run All, move a widget.

The other browser tests use Voila pages; a reading group works in JupyterLab, so this one checks
that the Win Number notebook runs there top to bottom, that its explorer renders as a live
ipywidget, and that changing the Status gives the exact P(win) edgekit computes.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from edgekit.dist import describe
from edgekit.edge_city import win_number, win_probability

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

NOTEBOOK = "edge_city_1_win_number"
LAB_TIMEOUT_MS = 120_000

def test_win_number_notebook_runs_in_jupyterlab_and_its_explorer_follows_the_status(lab, chromium):
    ctx = chromium.new_context(viewport={"width": 1300, "height": 1000})
    page = ctx.new_page()
    page.set_default_timeout(LAB_TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        page.goto(f"{lab}/lab/tree/{NOTEBOOK}.ipynb", wait_until="domcontentloaded")
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        # Wait for the kernel: the status bar names it and reads Idle once it has started.
        page.wait_for_function("() => /Idle/.test(document.querySelector('#jp-main-statusbar')?.innerText)")
        page.click("div.lm-MenuBar-itemLabel:text-is('Run')")
        page.click("li[data-command='runmenu:run-all']")
        # The explorer is the last code cell, and Run All stops at the first error (the kernel
        # aborts what is queued), so its live result appearing means every cell ran, asserts
        # included. (JupyterLab 4 renders only the cells on screen, so prompts cannot be counted.)
        page.wait_for_selector(".edgekit-result", timeout=LAB_TIMEOUT_MS)
        assert not page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']").count()
        result = page.locator(".edgekit-result").last
        expected = describe(win_probability(win_number("Hackolyte", -2)))["fraction"]
        assert f"P(win) = {expected}" in result.inner_text()
        # Move the explorer's Status dropdown (the first select of the last explorer on the page).
        explorer = page.locator(".widget-vbox", has=page.locator(".edgekit-result")).last
        explorer.locator("select").first.select_option("Hacker")
        want = describe(win_probability(win_number("Hacker", -2)))["fraction"]
        page.wait_for_function(
            "(want) => [...document.querySelectorAll('.edgekit-result')]"
            ".some(e => e.innerText.includes(want))",
            arg=f"P(win) = {want}")
        screenshots = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
        screenshots.mkdir(parents=True, exist_ok=True)
        explorer.scroll_into_view_if_needed()
        page.screenshot(path=str(screenshots / "jupyterlab_win_number.png"))
        assert not errors, f"uncaught JavaScript errors in JupyterLab: {errors}"
    except Exception:
        failures = Path(__file__).resolve().parents[2] / "artifacts" / "failures"
        failures.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(failures / "jupyterlab_win_number.png"))
        raise
    finally:
        ctx.close()
