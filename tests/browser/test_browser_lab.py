"""JupyterLab itself (what `make lab` serves), not Voila: the first page, then a notebook run.

The other browser tests use Voila pages; a reading group works in JupyterLab, so these check what
a newcomer sees first (each notebook once in the file browser, the index open, no news pop-up),
and that the Win Number notebook runs there top to bottom, that its explorer renders as a live
ipywidget, and that changing the Status gives the exact P(win) edgekit computes.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlparse

import pytest

from edgekit.display import prob
from edgekit.edge_city import win_number, win_probability

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

NOTEBOOK = "edge_city_1_win_number"
LAB_TIMEOUT_MS = 120_000
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_lab_opens_on_the_index_and_lists_each_notebook_once(lab, chromium):
    ctx = chromium.new_context(viewport={"width": 1300, "height": 2400})  # the whole listing on screen
    page = ctx.new_page()
    page.set_default_timeout(LAB_TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        # the server's own address leads where the URL make lab prints does: Lab on the index
        page.goto(f"{lab}/", wait_until="domcontentloaded")
        assert urlparse(page.url).path == "/lab/tree/index.ipynb", page.url
        page.wait_for_selector(".jp-DirListing-item")
        page.wait_for_selector(".jp-Notebook .jp-Cell")
        page.wait_for_function("() => /Idle/.test(document.querySelector('#jp-main-statusbar')?.innerText)")
        items = page.locator(".jp-DirListing-item .jp-DirListing-itemText")
        listed = [t.strip() for t in items.all_inner_texts()]
        notebooks = sorted(f"{p.stem}.ipynb" for p in NOTEBOOKS.glob("*.py"))
        assert sorted(n for n in listed if n.endswith(".ipynb")) == notebooks, listed
        assert [n for n in listed if n.endswith(".py")] == [], "a notebook is listed twice (.ipynb and .py)"
        assert set(listed) == {*notebooks, "jupytext.toml"}, listed
        assert listed[-1] == "jupytext.toml"  # the notebooks first, in natural order (9 before 10)
        ec9, ec10 = "edge_city_9_a_whole_game.ipynb", "edge_city_10_road_to_legend.ipynb"
        assert listed.index(ec9) < listed.index(ec10)
        # no name cut to a prefix it shares with its neighbours (issue 21: "edge_city_1_wi..."): each
        # shows at least up to its number and the word after it (the Modified column is off)
        cut = items.evaluate_all("""els => els.filter(e => {
            const shown = e.innerText.match(/^(.*?_\\d+_[^_.]+|[^.]+)/)[0];
            const ctx = document.createElement('canvas').getContext('2d');
            ctx.font = getComputedStyle(e).font;
            return ctx.measureText(shown).width > e.clientWidth;
          }).map(e => e.innerText)""")
        assert cut == [], f"names cut before their number and first word in the file browser: {cut}"
        # the index is the notebook open and in front
        current = page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel")
        assert current.inner_text().strip() == "index.ipynb"
        assert "reading four cyberpunk rulebooks" in page.locator(".jp-Notebook").first.inner_text()
        # no "official Jupyter news?" toast (the shipped settings turn news off)
        page.wait_for_timeout(3000)
        toasts = page.locator(".Toastify__toast").all_inner_texts()
        assert not [t for t in toasts if "news" in t.lower()], toasts
        screenshots = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
        screenshots.mkdir(parents=True, exist_ok=True)
        page.set_viewport_size({"width": 1300, "height": 900})
        page.screenshot(path=str(screenshots / "jupyterlab_first_page.png"))
        assert not errors, f"uncaught JavaScript errors in JupyterLab: {errors}"
    except Exception:
        failures = Path(__file__).resolve().parents[2] / "artifacts" / "failures"
        failures.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(failures / "jupyterlab_first_page.png"))
        raise
    finally:
        ctx.close()


def test_win_number_notebook_runs_in_jupyterlab_and_its_explorer_follows_the_status(lab, chromium):
    ctx = chromium.new_context(viewport={"width": 1300, "height": 1000})
    page = ctx.new_page()
    page.set_default_timeout(LAB_TIMEOUT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    try:
        # ?reset: a fresh layout, not the one another test left (the index open beside it)
        page.goto(f"{lab}/lab/tree/{NOTEBOOK}.ipynb?reset", wait_until="domcontentloaded")
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
        expected = prob(win_probability(win_number("Hackolyte", -2)))
        assert f"P(win) = {expected}" in result.inner_text()
        # Move the explorer's Status dropdown (the first select of the last explorer on the page).
        explorer = page.locator(".widget-vbox", has=page.locator(".edgekit-result")).last
        explorer.locator("select").first.select_option("Hacker")
        want = prob(win_probability(win_number("Hacker", -2)))
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
