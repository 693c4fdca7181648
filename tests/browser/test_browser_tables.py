"""One rich table per game in a real browser (Voila, code hidden, as presentation mode shows it):
a labelled table (``edgekit.display.Table``) with named columns, a probability as a percentage
beside its exact value, and no Python dump anywhere on the page (issue 21)."""

import re

import pytest


def text_of(locator) -> str:
    """The visible text with whitespace collapsed (as the browser conftest's helper)."""
    return " ".join(locator.inner_text().split())

pytestmark = [pytest.mark.browser, pytest.mark.xdist_group("browser")]

# One notebook per game, each with a table of exact probabilities computed in the notebook.
NOTEBOOKS = ["edge_city_3_cool", "rogue_agent_4_bomb", "matrix_1_breaking_ice", "cyberpunk_ccg_4_deck_odds"]
DUMPS = ("Fraction(", "mappingproxy(", " at 0x", "<Figure size", "<edgekit.")
PERCENT_EXACT = re.compile(r"(\d+(?:\.\d+)?)% \(exact (\d+)/(\d+)\)")


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_a_rich_table_of_exact_probabilities(open_notebook, name):
    nb = open_notebook(name)
    nb.wait_for_text(".edgekit-table", lambda t: PERCENT_EXACT.search(t) is not None)
    nb.wait_for_text("h2", "What we learned")
    table = nb.page.locator(".edgekit-table", has_text=PERCENT_EXACT).first
    headers = [text_of(th) for th in table.locator("th").all()]
    assert headers and all(headers[1:]), f"{name}: a table without named columns: {headers}"
    body = text_of(nb.page.locator("body"))
    for dump in DUMPS:
        assert dump not in body, f"{name} shows {dump!r}"
    # each percentage shown is its exact fraction, rounded (the number style, read off the page)
    shown = PERCENT_EXACT.findall(text_of(table))
    assert shown
    for pct, a, b in shown:
        decimals = len(pct.partition(".")[2])
        assert abs(float(pct) - 100 * int(a) / int(b)) <= 0.5 * 10 ** -decimals + 1e-9, (name, pct, a, b)
    nb.assert_no_notebook_errors()
    nb.assert_no_page_errors()
