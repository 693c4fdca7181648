"""The display layer (edgekit/display/, issue 21): one number style, Table, Text, as_table/show."""

from __future__ import annotations

import csv
import pickle
from fractions import Fraction as F

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from edgekit import display
from edgekit.dist import Dist

DUMPS = ("Fraction(", "mappingproxy(", " at 0x", "<edgekit.")


def no_dump(text: str) -> None:
    for d in DUMPS:
        assert d not in text, f"{d!r} in {text[:300]!r}"


# ----------------------------------------------------------------------------- number style
def test_prob_short_fraction_is_percent_beside_exact():
    s = display.prob(F(3, 8))
    assert s == "37.5% (exact 3/8)"
    assert s.exact == "3/8" and s.value == F(3, 8)
    assert display.prob(sympy.Rational(1, 3)) == "33.3% (exact 1/3)"
    assert display.prob(F(1, 2)) == "50% (exact 1/2)"
    assert display.prob(0) == "0% (never)" and display.prob(1) == "100% (certain)"


def test_prob_long_fraction_is_abbreviated_and_the_exact_value_kept():
    p = F(30608105139434645, 51998697814228992)
    s = display.prob(p)
    assert s == "≈ 58.9% (exact: 17-digit fraction)"
    assert s.exact == "30608105139434645/51998697814228992"
    assert "30608105139434645/51998697814228992" in s.html and "<details" in s.html
    assert "title='exact 30608105139434645/51998697814228992'" in s.markdown
    assert F(s.exact) == p


def test_the_abbreviation_threshold_is_max_digits():
    n = display.MAX_DIGITS
    assert n == 8
    assert display.prob(F(12345679, 87654321)) == "14.1% (exact 12345679/87654321)"   # 8 digits: whole
    past = display.prob(F(123456781, 987654323))                                    # 9: abbreviated
    assert past == "≈ 12.5% (exact: 9-digit fraction)" and past.exact == "123456781/987654323"
    assert display.prob(F(1, 10**(n - 1))) == f"< 0.0001% (exact 1/{10**(n - 1)})"
    assert display.prob(F(1, 10**n)) == "< 0.0001% (exact: 1/9-digit fraction)"


@pytest.mark.parametrize("p, text", [
    (F(1, 1000), "0.1%"), (F(1, 3000), "0.033%"), (F(2, 3), "66.7%"), (F(999, 1000), "99.9%"),
    (F(9999, 10000), "> 99.9%"), (F(1, 10**9), "< 0.0001%"), (F(5, 8), "62.5%"), (F(3, 10), "30%"),
    (F(1, 6), "16.7%"), (0.5, "50.0%"),
])
def test_percent_rounding(p, text):
    assert display.percent(p) == text


@given(st.fractions(min_value=0, max_value=1, max_denominator=10**25))
def test_prob_always_shows_a_percent_and_keeps_the_exact_value(p):
    s = display.prob(p)
    assert "%" in s
    assert F(s.exact) == p
    no_dump(s + s.html + s.markdown)
    assert len(str(s)) <= 45  # a long fraction never widens a table


def test_number_means_and_counts():
    assert display.number(F(5, 2)) == "2.5 (exact 5/2)"
    assert display.number(F(1, 3)) == "≈ 0.3333 (exact 1/3)"
    assert display.number(1234567) == "1,234,567"
    m = F(22453947813931643347, 3262858055595387648)
    s = display.number(m)
    assert s == "≈ 6.882 (exact: 20-digit fraction)" and F(s.exact) == m
    big = 7 ** 200
    assert display.number(big).exact == str(big) and "digit whole number" in display.number(big)


def test_floats_are_labelled_as_estimates():
    assert display.prob(0.4477732793522267) == "≈ 44.8% (estimate)"
    assert display.number(-0.13503086419753085) == "≈ -0.135 (estimate)"
    assert "estimate" in display.exact(0.1)


def test_sympy_expressions_are_formulas():
    c = sympy.Symbol("c")
    s = display.prob(1 - c / 3)
    assert s == "1 - c/3" and s.exact == "1 - c/3"
    assert s.markdown == r"$1 - \frac{c}{3}$"
    assert r"$1 - \frac{c}{3}$" in s.html and "title='1 - c/3'" in s.html
    assert display.number(sympy.sqrt(2)).startswith("≈ 1.414 (exact sqrt(2))")


@pytest.mark.parametrize("bad, err", [("0.5", TypeError), (None, TypeError), (True, TypeError),
                                      (F(3, 2), ValueError), (-0.1, ValueError), ([1], TypeError)])
def test_prob_refuses_bad_input_naming_p(bad, err):
    with pytest.raises(err, match=r"\bp\b"):
        display.prob(bad)


def test_value_of_containers_and_objects_is_never_a_dump():
    assert display.value(([(8, 3), (8, 3), (8, 2)], (0, 1))) == "((8, 3), (8, 3), (8, 2)), (0, 1)"
    assert display.value(None) == "—" and display.value(True) == "yes"
    from types import MappingProxyType
    assert display.value(MappingProxyType({"a": F(1, 2)})) == "a: 0.5 (exact 1/2)"
    no_dump(display.value(object()))
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Card:
        name: str
        cost: int
    s = display.value(Card("Razor", 3))
    assert s == "Card: name Razor, cost 3" and "Card(name=" not in s
    assert display.value(frozenset({3, 1, 2})) == "1, 2, 3"


def test_shown_is_read_only_and_pickles():
    s = display.prob(F(3, 8))
    with pytest.raises(AttributeError):
        s.exact = "1/2"
    t = pickle.loads(pickle.dumps(s))
    assert t == s and t.exact == "3/8" and t.html == s.html


# ----------------------------------------------------------------------------- Table
def _odds():
    return display.Table("A roll", ["result", "P"], [("win", F(3, 8)), ("lose", F(5, 8))], bar="P",
                         notes="Exact.", cite="Edge City 8.4")


def test_table_renders_html_markdown_and_text():
    t = _odds()
    html = t._repr_html_()
    assert "<caption" in html and "A roll" in html and "37.5% (exact 3/8)" in html
    assert "padding-left:3.750em" in html and "Edge City 8.4" in html
    md = t._repr_markdown_()
    assert "| result | P |" in md and "| win | 37.5% (exact 3/8) |" in md
    text = str(t)
    assert text.splitlines()[0] == "A roll" and "lose    62.5% (exact 5/8)" in text
    assert "Rules: Edge City 8.4" in text
    for out in (html, md, text):
        no_dump(out)
    assert t.rows == (("win", F(3, 8)), ("lose", F(5, 8)))
    assert t.column("P") == (F(3, 8), F(5, 8)) and t.cell(0, "P").exact == "3/8"


def test_table_csv_has_the_exact_values(tmp_path):
    path = tmp_path / "odds.csv"
    assert _odds().to_csv(path) == str(path)
    with open(path, newline="") as f:
        assert list(csv.reader(f)) == [["result", "P"], ["win", "3/8"], ["lose", "5/8"]]


def test_table_long_fraction_is_abbreviated_but_in_csv(tmp_path):
    p = F(30608105139434645, 51998697814228992)
    t = display.Table("", ["x", "P"], [("a", p)], probs=["P"])
    assert "30608105139434645/51998697814228992" not in str(t)
    assert "≈ 58.9%" in str(t) and "≈ 58.9%" in t._repr_markdown_()
    t.to_csv(tmp_path / "t.csv")
    assert "30608105139434645/51998697814228992" in (tmp_path / "t.csv").read_text()


def test_table_shows_at_most_max_rows_and_says_so():
    t = display.Table("many", ["n"], [(i,) for i in range(display.MAX_SHOWN_ROWS + 5)])
    assert "and 5 more rows" in str(t) and "and 5 more rows" in t._repr_html_()
    assert len(t.rows) == display.MAX_SHOWN_ROWS + 5


@pytest.mark.parametrize("kwargs, err, name", [
    ({"title": 3}, TypeError, "title"),
    ({"columns": "ab"}, TypeError, "columns"),
    ({"columns": ["a", "a"]}, ValueError, "columns"),
    ({"rows": [(1,)]}, ValueError, r"rows\[0\]"),
    ({"rows": [{"c": 1}]}, ValueError, r"rows\[0\]"),
    ({"rows": 5}, TypeError, "rows"),
    ({"bar": "z"}, ValueError, "bar"),
    ({"probs": ["z"]}, ValueError, "probs"),
    ({"rows": [("a", F(3, 2))], "bar": "b"}, ValueError, r"rows\[0\]\['b'\]"),
    ({"rows": [("a", "x")], "probs": ["b"]}, TypeError, r"rows\[0\]\['b'\]"),
    ({"notes": [1]}, TypeError, "notes"),
    ({"cite": 1}, TypeError, "cite"),
])
def test_table_bad_input_is_named(kwargs, err, name):
    args = {"title": "t", "columns": ["a", "b"], "rows": [("x", F(1, 2))], **kwargs}
    with pytest.raises(err, match=name):
        display.Table(args.pop("title"), args.pop("columns"), args.pop("rows"), **args)


def test_table_is_read_only():
    t = _odds()
    with pytest.raises(AttributeError):
        t.title = "x"
    assert pickle.loads(pickle.dumps(t)) == t


# ----------------------------------------------------------------------------- as_table, show, md
def test_as_table_of_a_distribution_mapping_gets_a_bar():
    t = display.as_table({"win": F(3, 8), "lose": F(5, 8)}, "A roll")
    assert t.columns == ("outcome", "probability") and t.bar == "probability"
    t = display.as_table({"a": 3, "b": 4})
    assert t.bar is None and t.probs == () and "3" in str(t)


def test_as_table_of_nested_and_tuple_keyed_mappings_and_sequences():
    grid = display.as_table({"a": {"x": 1, "y": F(1, 2)}, "b": {"x": 2}})
    assert grid.columns == ("", "x", "y") and grid.rows == (("a", 1, F(1, 2)), ("b", 2, None))
    split = display.as_table({("Hackolyte", 3): 11}, columns=["card", "level", "count"])
    assert split.rows == (("Hackolyte", 3, 11),)
    pairs = display.as_table([("w", F(1, 4)), ("l", F(3, 4))])
    assert pairs.bar == "probability"
    triples = display.as_table([(1, 2, 3), (4, 5, 6)], columns=["a", "b", "c"])
    assert triples.rows == ((1, 2, 3), (4, 5, 6))
    recs = display.as_table([{"a": 1, "b": 2}, {"a": 3}])
    assert recs.columns == ("a", "b") and recs.rows == ((1, 2), (3, None))
    for t in (grid, split, pairs, triples, recs):
        no_dump(t._repr_html_() + t._repr_markdown_() + str(t))


def test_as_table_of_a_dist_and_of_bad_input():
    d = Dist.die(6).repeat(2)
    t = display.as_table(d)
    assert t.bar and t.rows[5] == (7, sympy.Rational(1, 6))
    with pytest.raises(TypeError, match="obj"):
        display.as_table(5)
    with pytest.raises(TypeError, match="obj"):
        display.as_table("text")
    with pytest.raises(ValueError, match="kind"):
        display.as_table({}, kind="pie")


def test_show_gives_something_that_renders():
    assert isinstance(display.show({"a": 1}), display.Table)
    assert isinstance(display.show("**hi**"), display.Text)
    d = Dist.die(6)
    assert isinstance(display.show(d), display.Table)
    assert display.show(F(1, 2)) == "0.5 (exact 1/2)"


def test_md_formats_each_value_in_the_number_style():
    p = F(30608105139434645, 51998697814228992)
    t = display.md("The chance is **{p:%}**; the mean {m}; {n:,} games; exactly {q:exact}.",
                   p=F(3, 8), m=F(7, 2), n=12000, q=p)
    assert str(t) == ("The chance is 37.5% (exact 3/8); the mean 3.5 (exact 7/2); 12,000 games; "
                      "exactly 30608105139434645/51998697814228992.")
    assert t._repr_markdown_().startswith("The chance is **37.5% (exact 3/8)**")
    assert t.values["p"] == F(3, 8)
    long = display.md("P = {p:%}", p=p)
    assert "≈ 58.9%" in str(long) and "30608105139434645" in long._repr_markdown_()  # in the tooltip


def test_md_bad_input_is_named():
    with pytest.raises(ValueError, match="p="):
        display.md("The chance is {p}")
    with pytest.raises(TypeError, match="template"):
        display.md(3)
    with pytest.raises(ValueError, match="by name"):
        display.md("{} and {0}")
