"""Every explorer's numbers in edgekit.display's one number style (issue 21): edgekit.widgets.base's
bars_html, prob_html and number_html show "percent (exact fraction)", a long fraction abbreviated
(the exact value kept one click away), never a bare 30-digit fraction running past a table edge."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
import sympy

from edgekit.widgets import bars_html, number_html, prob_html

LONG = Fraction(3613387006166752, 19084447521382951)  # 16 digits over 17


def _visible(html: str) -> str:
    """The text a reader sees before opening anything: tags, tooltips and the folded exact value out."""
    html = re.sub(r"<code[^>]*>.*?</code>", "", html)
    return re.sub(r"<[^>]+>", " ", html)


def test_prob_html_is_percent_beside_the_exact_fraction():
    assert prob_html(Fraction(3, 8)) == "37.5% (exact 3/8)"
    assert prob_html(sympy.Rational(1, 3)) == "33.3% (exact 1/3)"
    assert prob_html(0) == "0% (never)"


def test_a_long_fraction_is_abbreviated_and_its_exact_value_kept():
    html = prob_html(LONG)
    assert "≈ 18.9% (exact: 17-digit fraction)" in html
    exact = f"{LONG.numerator}/{LONG.denominator}"
    assert exact in html  # one click away (<details>) and in the tooltip
    assert not re.search(r"\d{9}", _visible(html))


def test_bars_html_shows_the_number_style_and_no_long_digit_run():
    html = bars_html([("hit", Fraction(3, 8)), ("long", LONG), ("miss", 1 - Fraction(3, 8) - LONG)])
    seen = _visible(html)
    assert "37.5% (exact 3/8)" in seen
    assert "≈ 18.9% (exact: 17-digit fraction)" in seen and seen.count("-digit fraction)") == 2
    assert not re.search(r"\d{9}", seen)
    assert "width:37.50%" in html and "width:18.93%" in html


def test_a_formula_shows_as_a_formula_with_an_empty_bar():
    c = sympy.Symbol("c")
    html = bars_html([("x", c / 3)])
    assert "<code class='edgekit-formula'>c/3</code>" in html and "title='c/3'" in html
    assert "width:0.00%" in html


def test_number_html_is_a_decimal_beside_the_exact_value():
    assert number_html(Fraction(5, 2)) == "2.5 (exact 5/2)"
    assert number_html(1234) == "1,234"
    assert "(exact: 20-digit fraction)" in number_html(Fraction(22453947813931643347, 3262858055595387648))


@pytest.mark.parametrize("call, error, name", [
    (lambda: prob_html(0.5), TypeError, r"p\b"),  # a float cannot pose as an exact probability
    (lambda: prob_html(Fraction(3, 2)), ValueError, r"p\b"),
    (lambda: prob_html("1/2"), TypeError, r"p\b"),
    (lambda: bars_html([("a", Fraction(3, 2))]), ValueError, r"rows\[0\]:"),
    (lambda: bars_html([("a", "1/2")]), TypeError, r"rows\[0\]:"),
])
def test_bad_numbers_are_refused_naming_the_argument(call, error, name):
    with pytest.raises(error, match=rf"^{name}"):
        call()


def test_a_formula_is_readable_text_in_an_explorer():  # an ipywidgets HTML widget typesets no LaTeX
    c = sympy.Symbol("SR[Ghetto Bird]")
    assert number_html(c + 3) == "<code class='edgekit-formula'>SR[Ghetto Bird] + 3</code>"
    assert prob_html(1 - sympy.Symbol("c") / 3) == "<code class='edgekit-formula'>1 - c/3</code>"
