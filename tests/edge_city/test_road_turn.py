"""your_turn: every reported odds equals the single-roll function for the same situation."""

import pytest
import sympy

from edgekit.edge_city import (
    SPACES,
    expected_dp,
    regain_cool_probability,
    rip_outcomes,
    theft_outcome,
    your_turn,
)


def _by_choice(rows):
    return {r["choice"]: r for r in rows}


def test_bizclave_rips_equal_rip_outcomes():
    rows = _by_choice(your_turn("Hacker", 2, space="research_park", previous_attempts=1, swat_stealth=2))
    for t in ("sensitive", "secret", "super_secret"):
        o = rip_outcomes("Hacker", t, previous_attempts=1, swat_stealth=2)
        r = rows[f"Rip: {t}"]
        assert (r["P(success)"], r["P(fails, COOL kept)"], r["P(ends UnCOOL)"]) == (
            o["success"], o["failed_cool"], o["failed_uncool"])
        assert sum((r["P(success)"], r["P(fails, COOL kept)"], r["P(ends UnCOOL)"])) == 1
    assert "Rip: upgrade" not in rows  # no Zone card on the board: nothing to Upgrade
    assert rows["Rip: secret"]["E[DP gained]"] == sympy.nsimplify(expected_dp("Hacker", "secret"))
    assert rows["Rip: secret"]["E[DP gained]"].free_symbols  # Table 4.0 cell unknown: a symbol


def test_known_table_4_0_cell_gives_a_number():
    r = _by_choice(your_turn("Wannabee", space="business_dome"))["Rip: secret"]
    assert r["E[DP gained]"] == 9  # EC-05: Wannabee Secret E[2d6 + 2] = 9
    r = _by_choice(your_turn("Hacker", space="business_dome", dp_adjustment={"secret": -2}))["Rip: secret"]
    assert r["E[DP gained]"] == expected_dp("Hacker", "secret", adjustment=-2)


def test_sprawl_zone_needs_a_patron_for_secret_rips():
    plain = _by_choice(your_turn("Wannabee", space="sprawl"))
    assert "Rip: sensitive" in plain and "Rip: secret" not in plain and "Rip: super_secret" not in plain
    withp = _by_choice(your_turn("Wannabee", space="sprawl", patrons=("super_secret",),
                                 zone_cards_on_board=True))
    assert "Rip: super_secret" in withp and "Rip: upgrade" in withp and "Rip: secret" not in withp


def test_tech_plex_theft_equals_theft_outcome_and_uncool_row():
    rows = _by_choice(your_turn("Hackolyte", space="tech_plex", swat_attack=1, cool=False, dp=8))
    o = theft_outcome("Hackolyte", swat_attack=1)
    r = rows["Theft of a Tech card"]
    assert r["P(success)"] == o.prob("success")
    assert r["P(fails, COOL kept)"] == o.prob("natural 12, COOL kept")
    assert r["P(ends UnCOOL)"] == o.prob("fail, UnCOOL")
    first = your_turn("Hackolyte", space="tech_plex", cool=False)[0]
    assert first["P(success)"] == regain_cool_probability()
    assert any(c.startswith("buy a title first: Hackolyte -> Hacker") for c in rows)
    assert not any(c.startswith("Rip") for c in rows)


def test_every_space_ends_with_travel_and_pass():
    for sp in SPACES:
        names = [r["choice"] for r in your_turn(space=sp)]
        assert names[-2:] == ["Travel, then act where the Travel ends", "pass"]


@pytest.mark.parametrize("kw, exc, word", [
    ({"space": "moon"}, ValueError, "space"), ({"space": 3}, TypeError, "space"),
    ({"dp": -1}, ValueError, "dp"), ({"cool": 1}, TypeError, "cool"),
    ({"patrons": ("upgrade",)}, ValueError, "patrons"), ({"patrons": "secret"}, TypeError, "patrons"),
    ({"previous_attempts": 1.0}, TypeError, "previous_attempts"),
    ({"dp_adjustment": {"upgrade": 1}}, ValueError, "dp_adjustment"),
    ({"status": "Boss"}, ValueError, "status"),
])
def test_bad_arguments(kw, exc, word):
    with pytest.raises(exc, match=word):
        your_turn(**kw)


def test_your_turn_explorer_renders_your_turn():
    """The notebook's explorer only renders edgekit.edge_city.your_turn for the position set."""
    from edgekit import edge_city as ec
    from edgekit.widgets.your_turn import YourTurnExplorer

    x = YourTurnExplorer()
    x.cool.value = False
    x.previous_attempts.value = 2
    assert x.state["rows"] == ec.your_turn(x.status.value, 3, space=x.space.value, cool=False,
                                           previous_attempts=2, swat_stealth=0, ice_stealth=0)
    assert "regain COOL" in x.html.value


def test_your_turn_rows_show_as_a_labelled_table():
    """Issue 21: the rows render as a Table: each probability a percentage beside its exact value, a
    dash (not None) where a choice has no odds, an unknown-Table-4.0 formula left out with a note."""
    import pytest

    from edgekit.display import Table

    rows = your_turn("Hacker", 5, space="business_dome", previous_attempts=1, swat_stealth=2)
    assert rows == tuple(rows) and isinstance(rows, tuple)  # still the tuple of rows callers index
    t = rows.as_table()
    assert isinstance(t, Table) and t.columns[:4] == ("choice", "P(success)", "P(fails, COOL kept)",
                                                      "P(ends UnCOOL)")
    assert "E[DP gained]" not in t.columns and "E[DP gained]" in rows[0]   # a formula: kept in the rows
    assert str(t.cell(2, "P(ends UnCOOL)")) == "87.9% (exact 59790895/68024448)"
    assert str(t.cell(3, "P(success)")) == "—"   # Travel: no odds here
    assert "None" not in rows._repr_html_() and "Hacker with 5 DP in the Business Dome" in rows._repr_html_()
    with pytest.raises(TypeError):
        rows[0]["choice"] = "x"
    with pytest.raises(AttributeError):
        rows.title = "x"
    known = your_turn("Hacker", 5, space="business_dome", dp_adjustment={"sensitive": 0, "secret": 0,
                                                                         "super_secret": 0})
    assert "E[DP gained]" in known.as_table().columns


def test_your_turn_explorer_shows_percentages_and_no_none():
    from edgekit.widgets.your_turn import YourTurnExplorer

    x = YourTurnExplorer()
    x.cool.value = False
    assert "%" in x.html.value and "None" not in x.html.value and "(exact 7/12)" in x.html.value
