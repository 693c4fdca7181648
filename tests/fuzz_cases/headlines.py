"""Fuzz base cases: edgekit.headlines (headline quantities per reading, issue 19). The
whole-game headlines (edgekit.headlines.whole_game) have their own file, whole_game.py."""

from edgekit import headlines as H

from . import case

COMP = H.compare("column_edge")

CASES = {
    "edgekit.headlines.headline": case("column_edge"),  # returns the decorator; registers nothing
    "edgekit.headlines.has_headline": case("column_edge"),
    "edgekit.headlines.compare": case("column_edge"),
    "edgekit.headlines.impact": case("column_edge"),
    "edgekit.headlines.impacts": case(),
    "edgekit.headlines.missing": case(),
    "edgekit.headlines.is_probability_label": case("P(win)"),
    "edgekit.headlines.Comparison.under": case("extend", target=lambda: COMP.under),
    "edgekit.headlines.Comparison.changed": case(target=lambda: COMP.changed),
}

EXEMPT = {
    "edgekit.headlines.Comparison": "a frozen result record built (and checked) by compare(); its methods "
                                    "under and changed are fuzzed",
    "edgekit.headlines.Impact": "a frozen result record built by impact()",
}
