"""The Win Number explorer, driven headless (Edge City 8.4, 8.5.1, Table 1.0)."""

import sympy

from edgekit.widgets.win_number import WinNumberExplorer


def test_explorer_follows_its_controls():
    x = WinNumberExplorer(draw=False)
    assert x.state["W"] == 7 and x.state["P"] == sympy.Rational(7, 12)
    assert "P(win) = 7/12" in x.html.value and "printed" in x.html.value
    x.status.value = "Hackolyte"
    x.r.value = 3
    assert x.state["W"] == 11 and x.state["source"] == "reconstructed"
    assert "reconstructed" in x.html.value and "35/36" in x.html.value
    x.table_rows.value = "cap_10"
    assert x.state["W"] == 10 and x.state["readings"]["table_rows"] == "cap_10"
    assert "33/36" not in x.html.value and "11/12" in x.html.value  # 33/36 shown in lowest terms


def test_explorer_column_edge_reading():
    x = WinNumberExplorer(status="Hacker Legend", r=-9, draw=False)
    assert x.state["W"] == 4
    x.column_edge.value = "extend"
    assert x.state["W"] == 2 and "1/36" in x.html.value


def test_explorer_draws_a_figure():
    x = WinNumberExplorer(status="Hacker", r=1)
    assert x.out is not None and x.state["W"] == 10
