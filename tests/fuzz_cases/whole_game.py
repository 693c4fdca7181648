"""Fuzz base cases: edgekit.headlines.whole_game (whole-game headlines), the readings explorer's
whole_game_html, and edgekit.readings.recording (which readings a block of code looks up). The
first two modules are not in edgekit.__all__, so their cases name the callable with ``target=``
(fuzzed as extras). ``n=None`` and ``reached=None`` mean "the setup's 400 games" (minutes of
simulation, not a hang): those arguments are skipped."""

from edgekit import matrix as mx
from edgekit.headlines import whole_game as wg
from edgekit.widgets import readings as wr

from . import case

_MATRIX = mx.game()

_SLOW = "None means the setup's 400 simulated games per option (minutes): a valid, slow call"

CASES = {
    "edgekit.readings.recording": case(),  # no arguments: the fuzzer checks it answers alike twice
    "edgekit.headlines.whole_game.Setup": case(
        "Edge City", 4, ("cautious", "greedy_dp", "rip_first", "random"), 2, 1, (("Rip", "^Rip"),),
        target=lambda: wg.Setup),
    "edgekit.headlines.whole_game.whole_game": case("Edge City", "final_tie", n=2, seed=1, skip=("n",),
                                                    why=_SLOW, target=lambda: wg.whole_game),
    "edgekit.headlines.whole_game.reach": case("Rogue Agent", n=2, seed=1, skip=("n",), why=_SLOW,
                                               target=lambda: wg.reach),
    "edgekit.headlines.whole_game.measures": case("Edge City", target=lambda: wg.measures),
    "edgekit.headlines.whole_game.table": case("Rogue Agent", role="check", target=lambda: wg.table),
    "edgekit.headlines.whole_game.rows_for": case("natural_12", target=lambda: wg.rows_for),
    "edgekit.headlines.whole_game.table_path": case("Edge City", target=lambda: wg.table_path),
    "edgekit.headlines.whole_game.csv_rows": case(
        "Edge City", role="check", only=("adjacent",), reached={"adjacent": "never looked up"},
        skip=("reached",), why=_SLOW, target=lambda: wg.csv_rows),
    "edgekit.headlines.whole_game.forest_figure": case("Rogue Agent", ("Bombs exploded",), returns=object,
                                                       target=lambda: wg.forest_figure),
    "edgekit.headlines.whole_game.what_if": case(
        _MATRIX, {"ice": 4}, n=4, seed=1, skip=("n", "processes", "executor"),
        why="n: a large valid n is a long simulation; processes/executor start worker processes "
            "(tests/test_what_if.py and tests/play/test_dask.py cover them)", target=lambda: wg.what_if),
    "edgekit.widgets.readings.whole_game_html": case(wg.rows_for("natural_12"), "plain_failure",
                                                     target=lambda: wr.whole_game_html),
}

EXEMPT = {
    "edgekit.headlines.whole_game.WholeGame": "a frozen result record built by whole_game()",
    "edgekit.headlines.whole_game.WhatIf": "a frozen result record built (and checked) by what_if(), "
                                           "which is fuzzed",
}
