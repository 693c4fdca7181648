"""The Win Number explorer, driven headless (Edge City 8.4, 8.5.1, Table 1.0)."""

import re

import sympy

from edgekit.widgets.win_number import WinNumberExplorer, table_html


def result(x) -> str:
    """The explorer's result paragraph (the live table follows it in the same HTML)."""
    return re.search(r"<p class='edgekit-result'>(.*?)</p>\s*<p>(.*?)</p>", x.html.value, re.S).group(0)


def test_explorer_follows_its_controls():
    x = WinNumberExplorer()
    assert x.state["W"] == 7 and x.state["P"] == sympy.Rational(7, 12)
    assert "P(win) = 58.3% (exact 7/12)" in result(x) and "printed in Table 1.0" in result(x)
    x.status.value = "Hackolyte"
    x.r.value = 3
    assert x.state["W"] == 11 and x.state["source"] == "reconstructed"
    assert "reconstructed" in result(x) and "P(win) = 97.2% (exact 35/36)" in result(x)
    x.table_rows.value = "cap_10"
    assert x.state["W"] == 10 and x.state["readings"]["table_rows"] == "cap_10"
    assert "P(win) = 91.7% (exact 11/12)" in result(x)  # 33/36 in lowest terms


def test_explorer_column_edge_reading():
    x = WinNumberExplorer(status="Hacker Legend", r=-9)
    assert x.state["W"] == 4
    x.column_edge.value = "extend"
    assert x.state["W"] == 2 and "P(win) = 2.8% (exact 1/36)" in result(x)


def test_live_table_marks_reconstructed_cells_and_the_selection():
    html = table_html("Hacker", 1)
    assert html.count("outline:3px solid red") == 1
    assert html.count("W10*") >= 1 and "W10<br>11/12" in html  # Wannabee 3+ printed, Hacker R 1 starred
    assert html.count("*<br>") == 40  # 55 cells, 15 printed
