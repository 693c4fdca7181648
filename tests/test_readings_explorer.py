"""The readings explorer and headlines: every registered reading is shown and exercised.

The parametrized tests run over ``readings.all()`` at collection time, so a
reading registered tomorrow is checked tomorrow: it must appear in the explorer,
and be exercised either by a headline function (driven here under every option)
or by another test that passes it by name. A reading without a headline shows as
XFAIL "no headline computed yet", so the gap is visible in every test run.
"""

import re
from itertools import product
from pathlib import Path

import pytest
import sympy
from sympy import Rational

from edgekit import headlines, readings
from edgekit.edge_city import R_MAX, STATUSES, win_number
from edgekit.headlines import registry
from edgekit.widgets.readings import NO_HEADLINE, ReadingsExplorer, impact_html, readings_html

ALL = readings.all()
IDS = [r.id for r in ALL]
TESTS = Path(__file__).parent


def _other_test_sources() -> str:
    me = Path(__file__).resolve()
    return "\n".join(p.read_text() for p in TESTS.rglob("*.py") if p.resolve() != me)


def _named_in(source: str, rid: str) -> bool:
    """Is the reading passed by keyword (``rid=``) or named as a string (``"rid"``) in ``source``?"""
    return re.search(rf"\b{rid}\s*=(?!=)|[\"']{rid}[\"']", source) is not None


def _p_win_oracle(w: int) -> Rational:
    """P(win) against W by listing all 36 rolls (Edge City 8.4, 8.5.1: 2 always wins, 12 always fails)."""
    wins = sum(1 for a, b in product(range(1, 7), repeat=2) if a + b == 2 or (a + b != 12 and a + b <= w))
    return Rational(wins, 36)


@pytest.fixture(scope="module")
def explorer():
    return ReadingsExplorer()


# --- every reading is shown and exercised ---------------------------------------------------------

def test_the_registry_is_not_empty_and_has_the_win_number_readings():
    assert {"table_rows", "column_edge", "natural_12"} <= set(IDS)


@pytest.mark.parametrize("rid", IDS)
def test_reading_is_shown_in_the_explorer(explorer, rid):
    r = readings.get(rid)
    assert rid in [v for _, v in explorer.reading.options]
    explorer.reading.value = rid
    assert [v for _, v in explorer.option.options] == list(r.options)
    assert explorer.option.value == r.default and explorer.state["option"] == r.default
    html = explorer.html.value
    assert r.question.split()[0] in html and all(f"<code>{k}</code>" in html for k in r.options)
    assert (NO_HEADLINE in html) != headlines.has_headline(rid)
    assert f"<code>{rid}</code>" in readings_html(r.game)
    assert f"<code>{rid}</code>" in impact_html()


@pytest.mark.parametrize("rid", IDS)
def test_reading_is_exercised_by_a_test(rid):
    if headlines.has_headline(rid):
        return  # driven under every option by test_headline_under_every_option below
    assert _named_in(_other_test_sources(), rid), (
        f"reading {rid!r} has no headline function and no test under tests/ passes it by name: "
        f"add a test that calls a rule function with {rid}=<each option>, or a headline in "
        f"edgekit/headlines/<game>.py")


@pytest.mark.parametrize("rid", IDS)
def test_headline_computed(rid):
    if not headlines.has_headline(rid):
        pytest.xfail(f"{NO_HEADLINE} for reading {rid!r} (add one in edgekit/headlines/<game>.py)")
    comp = headlines.compare(rid)
    assert comp.labels, f"headline of {rid!r} has no quantities"


@pytest.mark.parametrize("rid", [i for i in IDS if headlines.has_headline(i)])
def test_headline_under_every_option(rid):
    r = readings.get(rid)
    comp = headlines.compare(rid)
    for q, by_opt in comp.values.items():
        assert list(by_opt) == list(r.options)
        if headlines.is_probability_label(q):
            for v in by_opt.values():
                v = sympy.sympify(v)
                assert not isinstance(v, sympy.Float), f"{rid}: {q} is a float, not exact"
                if not v.free_symbols:
                    assert 0 <= v <= 1, f"{rid}: {q} = {v} is not a probability"
    if rid in headlines.NO_EFFECT:  # shown to change nothing: the headline shows the agreement
        assert not comp.changed()
        return
    assert comp.changed(), f"no headline of {rid!r} changes between its options: it shows nothing"
    assert any(headlines.is_probability_label(q) for q in comp.changed()) or headlines.impact(rid).label == ""


def test_missing_and_impacts_partition_the_registry():
    scored = [i.reading for i in headlines.impacts()]
    assert sorted(scored + [r.id for r in headlines.missing()]) == sorted(IDS)
    numeric = [i.change for i in headlines.impacts() if not sympy.sympify(i.change).free_symbols]
    assert numeric == sorted(numeric, reverse=True)


# --- the Win Number readings, checked by hand and by listing every roll --------------------------

def test_column_edge_impact_by_hand():
    # A Hacker Legend at R=-10: W 4 ("-7 or less": 7+4-7) is 6/36; W 2 (the rule runs on) is 1/36.
    i = headlines.impact("column_edge")
    assert i.change == Rational(5, 36)
    assert i.label == "P(win): Hacker Legend, R=-10 (reconstructed)"
    assert i.options == ("extend", "clamp")


def test_table_rows_impact_by_hand():
    # A Hackolyte at R=3+: W 11 (linear) is 35/36, W 10 (cap_10) is 33/36; cap_12 changes no chance.
    i = headlines.impact("table_rows")
    assert i.change == Rational(2, 36) and i.options == ("cap_10", "linear")
    comp = headlines.compare("table_rows")
    p = {q: v for q, v in comp.values.items() if headlines.is_probability_label(q)}
    assert all(v["linear"] == v["cap_12"] for v in p.values())
    assert comp.values["W: Hacker Legend, R=+3 (reconstructed)"] == {"linear": 14, "cap_10": 10, "cap_12": 12}


@pytest.mark.parametrize("rid", ["table_rows", "column_edge"])
def test_win_headlines_agree_with_listing_every_roll(rid):
    pat = re.compile(r"P\(win\): (.+), R=([+-]\d+)")
    comp = headlines.compare(rid)
    checked = 0
    for q, by_opt in comp.values.items():
        m = pat.match(q)
        if m:
            status, r = m.group(1).removesuffix(" (reconstructed)"), int(m.group(2))
            for opt, p in by_opt.items():
                assert p == _p_win_oracle(win_number(status, r, **{rid: opt})), (q, opt)
                checked += 1
    assert checked >= 8


def test_table_rows_headline_covers_every_status():
    labels = headlines.compare("table_rows").labels
    for s in STATUSES:
        assert any(q.startswith(f"P(win): {s}, R={R_MAX:+d}") for q in labels)


# --- the explorer's controls ----------------------------------------------------------------------

def test_switching_reading_and_option_changes_the_shown_values():
    e = ReadingsExplorer("table_rows", draw=False)
    assert e.state["option"] == "linear"
    assert "P(win): Hackolyte, R=+3 (reconstructed) = 97.2% (exact 35/36)" in e.html.value
    e.option.value = "cap_10"
    assert e.state["chosen"]["W: Hackolyte, R=+3 (reconstructed)"] == 10
    assert "P(win): Hackolyte, R=+3 (reconstructed) = 91.7% (exact 11/12)" in e.html.value
    assert "W: Hackolyte, R=+3 (reconstructed) = 10<" in e.html.value  # a Win Number is a count
    e.reading.value = "column_edge"  # the options follow the reading, back at its default
    assert [v for _, v in e.option.options] == ["clamp", "extend"] and e.option.value == "clamp"
    assert "P(win): Hacker Legend, R=-10 (reconstructed) = 16.7% (exact 1/6)" in e.html.value
    e.option.value = "extend"
    assert "P(win): Hacker Legend, R=-10 (reconstructed) = 2.8% (exact 1/36)" in e.html.value
    assert "Largest change in a headline probability: <b>13.9% (exact 5/36)</b>" in e.html.value


def test_every_value_the_explorer_shows_is_in_the_number_style():
    """Issue 21: no bare long fraction (the Bomb's 30-digit ones ran past the table edge), every
    probability with its percentage; the exact value stays one click away."""
    import re

    from edgekit.widgets.readings import value_html, value_text

    def visible(html):  # what a reader sees before opening an abbreviated value
        return re.sub(r"<[^>]+>", " ", re.sub(r"<code style[^>]*>.*?</code>", "", html))

    long = Rational(1813137312288832, 1908444752138295)
    assert value_text(long, percent=True) == "≈ 95.0% (exact: 16-digit fraction)"
    assert f"{long.p}/{long.q}" in value_html(long, "P(x)")  # one click away
    assert value_text(Rational(7, 12)) == "≈ 0.5833 (exact 7/12)" and value_text(11) == "11"
    shown = visible(impact_html()) + visible(readings_html("Rogue Agent"))
    e = ReadingsExplorer(draw=True)
    for rid in IDS:
        e.reading.value = rid
        shown += visible(e.html.value)
    assert not re.search(r"\d{9,}/\d+|\d+/\d{9,}", shown)  # no fraction of more than 8 digits shown bare


def test_explorer_rejects_an_unknown_option():
    with pytest.raises(ValueError, match="choose one of"):
        ReadingsExplorer("column_edge", "sideways", draw=False)
    with pytest.raises(KeyError, match="no reading"):
        ReadingsExplorer("no_such_reading", draw=False)


def test_explorer_draws_bars_for_headline_probabilities():
    e = ReadingsExplorer("column_edge")
    html = e.html.value
    assert html.count("class='edgekit-reading-bars'") == 1
    assert html.count("height:10px;width:") == 2 * 4  # 2 options x 4 headline probabilities
    assert "height:10px;width:3.67em" in html  # P = 1/6 on a 22em scale: the clamp bar at R=-10
    assert ReadingsExplorer("column_edge", draw=False).html.value.count("edgekit-reading-bars") == 0


def test_comparison_rejects_a_bad_option_and_mismatched_quantities(monkeypatch):
    with pytest.raises(ValueError, match="choose one of"):
        headlines.compare("column_edge").under("sideways")
    monkeypatch.setitem(registry._HEADLINES, "column_edge", lambda opt: {f"P(x) {opt}": Rational(1, 2)})
    headlines.compare.cache_clear()
    headlines.impact.cache_clear()
    try:
        with pytest.raises(ValueError, match="different quantities"):
            headlines.compare("column_edge")
    finally:
        monkeypatch.undo()
        headlines.compare.cache_clear()
        headlines.impact.cache_clear()
