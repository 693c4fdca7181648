"""Regression tests for the widget and headline arguments the extended fuzz harness found (issue 19).

Before, these raised ipywidgets' TraitError, an AttributeError or an IndexError, or (worse)
answered: a slider silently clipped an out-of-range value, so the explorer showed the odds of
another deck than the one asked for. Each is now a ValueError/TypeError naming the argument.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from edgekit import headlines
from edgekit import readings as rd
from edgekit.widgets import bars_html, reading_dropdown, render_png
from edgekit.widgets.bomb import BombGame, board_html, by_timer_html
from edgekit.widgets.ccg_deck import DeckOddsExplorer
from edgekit.widgets.ccg_legwork import parse_powers, parse_uses
from edgekit.widgets.city import overlay
from edgekit.widgets.combat import CombatExplorer, band_rows
from edgekit.widgets.rip import outcome_bars, replay_table
from edgekit.widgets.rogue_dice import hits_html
from edgekit.widgets.stepper import Stepper
from edgekit.widgets.theft import TheftExplorer, parse_cards
from edgekit.widgets.win_number import WinNumberExplorer, table_html


@pytest.mark.parametrize("make, name", [
    (lambda: DeckOddsExplorer(deck_size=500), "deck_size"),  # was clipped to 120 and answered
    (lambda: WinNumberExplorer(r=-50), "r"),  # was clipped to -10 and answered
    (lambda: BombGame(timer=9), "timer"),
])
def test_a_value_outside_a_slider_is_refused_not_clipped(make, name):
    with pytest.raises(ValueError, match=rf"^{name} must be a whole number from"):
        make()


@pytest.mark.parametrize("make, error, name", [
    (lambda: BombGame(timer=""), TypeError, "timer"),  # TraitError
    (lambda: BombGame(goal="win"), ValueError, "goal"),  # TraitError
    (lambda: BombGame(cross=0.25), TypeError, "cross"),  # a float was taken as a fraction
    (lambda: BombGame(script=3), TypeError, "script"),
    (lambda: CombatExplorer(combat=40), TypeError, "combat"),  # AttributeError
    (lambda: CombatExplorer(attacker=56), ValueError, "attacker"),  # named "status"
    (lambda: TheftExplorer(stealth=40), TypeError, "stealth"),  # TraitError
    (lambda: Stepper(None), TypeError, "source"),
])
def test_explorer_arguments_are_checked_before_ipywidgets_sees_them(make, error, name):
    with pytest.raises(error, match=rf"^{name}\b"):
        make()


@pytest.mark.parametrize("call, name", [
    (lambda: parse_cards(3), "text"), (lambda: parse_powers(None), "text"),
    (lambda: parse_uses(["Rocker 3"]), "text"),  # all three: AttributeError ('replace')
    (lambda: bars_html(5), "rows"), (lambda: bars_html([("a", 0.5)]), "rows"),
    (lambda: bars_html([("a", Fraction(1, 2))], caption=25), "caption"),
    (lambda: board_html(None), "board"), (lambda: by_timer_html({1: "x"}), "table"),
    (lambda: band_rows(2.5), "bands"), (lambda: hits_html(None), "hits_dist"),
    (lambda: outcome_bars({"success": 1}), "odds"),
    (lambda: replay_table({"steps": [{}], "outcome": "x"}), "log"),
    (lambda: overlay(type), "s"), (lambda: render_png(None), "fig"),
    (lambda: reading_dropdown(0), "reading_id"), (lambda: table_html("Wannabee", 1.5), "r"),
    (lambda: headlines.compare([1]), "reading_id"), (lambda: headlines.is_probability_label(0), "label"),
    (lambda: headlines.compare("column_edge").under(0), "option"),
])
def test_helpers_check_their_arguments(call, name):
    with pytest.raises((ValueError, TypeError), match=rf"^{name}\b"):
        call()


def test_digits_that_are_not_ascii_are_refused_not_crashed_on():
    with pytest.raises(ValueError, match="text"):  # "²".isdigit() is True, int("²") fails
        parse_cards("2, ²")


def test_an_unknown_reading_is_still_a_key_error_naming_the_known_ones():
    with pytest.raises(KeyError, match="reading_id: id: no reading 'nope'"):
        headlines.compare("nope")
    with pytest.raises(rd.UnknownReading):
        reading_dropdown("nope")


def test_a_bomb_roll_or_placement_names_what_is_wrong():
    g = BombGame(timer=4, seed=1, script=[(2, 1)])
    with pytest.raises(TypeError, match="crosses and explosions"):
        g.roll(2)
    with pytest.raises(ValueError, match="crosses"):
        g.roll(33, 0)
    g.roll()
    with pytest.raises(ValueError, match="choice must be an index"):
        g.place(11)  # was an IndexError
    g.place(0)
    assert g.state["phase"] in ("decide", "over")


def test_headline_comparisons_are_read_only():
    """compare() is cached: a change to its values would reach every later call."""
    comp = headlines.compare("column_edge")
    with pytest.raises(TypeError):
        comp.values["P(x)"] = {}
    label = next(iter(comp.values))
    with pytest.raises(TypeError):
        comp.values[label]["clamp"] = 0
    assert headlines.compare("column_edge").values == comp.values


def test_worked_examples_without_reading_dropdowns():
    s = Stepper.worked_examples("rip_attempt", readings=())
    assert not s.reading_controls
    s.next()
    assert s.state["position"] == 1 and s.state["total"] > 1
