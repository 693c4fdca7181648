"""Fuzz base cases: edgekit.widgets (the explorers, their HTML and figure helpers; issue 19).

Widget constructors are slowish (ipywidgets controls plus a first compute), so the harness's
per-callable time budget caps how many odd values each gets. A constructor's bad argument must
be a ValueError/TypeError naming it, never a TraitError from ipywidgets. Helpers whose argument
is one of the library's own results (a Dist of Table 2.0 bands, a RipOdds, an explorer state)
get that result as the base value, so one-element mutations of it are tried too.
"""

import ipywidgets as w
import matplotlib.pyplot as plt

from edgekit import cyberpunk_ccg as cp
from edgekit.edge_city import rip_game, rip_replay
from edgekit.edge_city.rip import odds as ec_rip
from edgekit.edge_city.rules import combat as ec_combat
from edgekit.play import play
from edgekit.readings import defaults
from edgekit.rogue_agent.rules import attack as ra_attack
from edgekit.rogue_agent.rules import dice as ra_dice
from edgekit.widgets import bomb as wb
from edgekit.widgets import city as wc
from edgekit.widgets import rip as wrip

from . import case

EC = defaults("Edge City")
BANDS = ec_combat.ripper_combat("Wannabee", "Hacker", attack_tech=2, defend_tech=1).bands
ODDS = ec_rip.rip_outcomes("Wannabee", "sensitive")
GRID = wrip.odds_grid()
LOG = rip_replay("Wannabee", "sensitive", [9, 9])
HITS = ra_attack.attack_hits({"red": 2}, mix=ra_dice.ILLUSTRATIVE_MIX).map(lambda o: o[0])
TIMERS = wb.DefuseExplorer().state["table"]
CITY_STATE = wc.CityExplorer().state
PLAYED = play(rip_game("Wannabee", "sensitive"), seed=1)
CARDS = cp.illustrative_cards()
STATUS = __import__("edgekit.widgets.win_number", fromlist=["x"]).WinNumberExplorer()
RUNNER = next(c.name for c in CARDS if isinstance(c, cp.Runner))


FIG = plt.figure(figsize=(1, 1))
OUT = w.Output()


def _game():
    return wb.BombGame(timer=4, seed=1, script=[(2, 1), (1, 0), (3, 0)])


def _roll(crosses=None, explosions=None):
    """BombGame.roll on a new game (a roll changes the game: each call gets its own)."""
    return _game().roll(crosses, explosions)


def _place(choice):
    """BombGame.place after a roll of (2, 1), which leaves several placements."""
    g = _game()
    g.roll()
    return g.place(choice)


CASES = {
    # edgekit.widgets (the base module)
    "edgekit.widgets.reading_dropdown": case("table_rows", returns=w.Dropdown),
    "edgekit.widgets.show_figure": case(OUT, FIG, returns=type(None)),
    "edgekit.widgets.render_png": case(FIG, 40),
    "edgekit.widgets.bars_html": case([("a", 0), ("b", 1), ("c", ODDS["success"], "#ff0000")],
                                      head=("outcome", "P"), caption="x", css_class="c", colour="#000"),
    "edgekit.widgets.prob_html": case(ODDS["success"]),
    "edgekit.widgets.number_html": case(ODDS["success"] * 4),
    # bomb
    "edgekit.widgets.bomb.BombGame": case(4, goal="defuse", seed=1, script=[(2, 1)]),
    "edgekit.widgets.bomb.BombGame.roll": case(2, 1, target=lambda: _roll),
    "edgekit.widgets.bomb.BombGame.place": case(0, target=lambda: _place, returns=type(None)),
    "edgekit.widgets.bomb.DefuseExplorer": case(dice=9),
    "edgekit.widgets.bomb.by_timer_figure": case(TIMERS, title="t"),
    "edgekit.widgets.bomb.by_timer_html": case(TIMERS),
    "edgekit.widgets.bomb.board_html": case(((1, 2), (0, 1)), 3, rows=4, columns=4),
    # Cyberpunk CCG
    "edgekit.widgets.ccg_deck.DeckOddsExplorer": case(40, 3, 7, 1),
    "edgekit.widgets.ccg_legwork.LegworkExplorer": case(3, 4, "Rocker 2, Media 1"),
    "edgekit.widgets.ccg_legwork.parse_uses": case("Rocker 3, Media 2"),
    "edgekit.widgets.ccg_legwork.parse_powers": case("3, 2, 2"),
    "edgekit.widgets.ccg_team.TeamBuilderExplorer": case(CARDS, RUNNER),
    # city
    "edgekit.widgets.city.CityExplorer": case(3, board="", start="Tech Plex"),
    "edgekit.widgets.city.board_html": case(CITY_STATE),
    "edgekit.widgets.city.board_figure": case(CITY_STATE),
    "edgekit.widgets.city.overlay": case(CITY_STATE),
    # combat
    "edgekit.widgets.combat.CombatExplorer": case("Wannabee", "Hacker", 2, 1, "ICE"),
    "edgekit.widgets.combat.band_bars": case(BANDS, title="t"),
    "edgekit.widgets.combat.band_rows": case(BANDS),
    # Matrix: a guess at a lost advanced-breaker ability (MX-09)
    "edgekit.widgets.matrix_ability.MatrixAbilityExplorer": case(2, "any", "fort", "Suns faces", "choose"),
    "edgekit.widgets.matrix_ability.canonical": case(3, "Moons", "both", "every face", "Suns"),
    # readings
    "edgekit.widgets.readings.ReadingsExplorer": case("column_edge", "extend", draw=True),
    "edgekit.widgets.readings.readings_html": case("Edge City"),
    "edgekit.widgets.readings.impact_html": case(),
    "edgekit.widgets.readings.impact_figure": case(),
    "edgekit.widgets.readings.value_text": case(ODDS["success"], percent=True),
    "edgekit.widgets.readings.value_html": case(ODDS["success"], "P(success)"),
    # replay
    # rip
    "edgekit.widgets.rip.RipExplorer": case("Wannabee", "sensitive", draw=False),
    "edgekit.widgets.rip.draw_track": case("Wannabee", "sensitive", rules=EC, inputs={"swat_stealth": 1}),
    "edgekit.widgets.rip.outcome_bars": case(ODDS, title="t"),
    "edgekit.widgets.rip.odds_grid": case(("sensitive",), rules=EC, inputs={"swat_stealth": 1}),
    "edgekit.widgets.rip.grid_heatmaps": case(GRID, title="t"),
    "edgekit.widgets.rip.grid_table": case({"default": GRID}, "success"),
    "edgekit.widgets.rip.replay_table": case(LOG),
    # Rogue Agent dice
    "edgekit.widgets.rogue_dice.AttackDiceExplorer": case(ra_dice.ILLUSTRATIVE_MIX, green=1, black=1, need=3),
    "edgekit.widgets.rogue_dice.hits_figure": case(HITS, title="t", policy_dist=HITS),
    "edgekit.widgets.rogue_dice.hits_html": case(HITS, title="t", policy_dist=HITS),
    # static views (the website's explorers without a kernel): a small explorer's one control
    "edgekit.widgets.static.ViewsBuilder": case("t", [{"name": "c", "kind": "select", "options": ["a"],
                                                       "value": 0}]),
    "edgekit.widgets.static.key": case([1, 2]),
    "edgekit.widgets.static.enabled": case(),
    "edgekit.widgets.static.control_spec": case(w.Dropdown(options=["a", "b"]), name="c"),
    "edgekit.widgets.static.enumerate_views": case(STATUS, [STATUS.status], STATUS.static_parts),
    "edgekit.widgets.static.bundle": case(STATUS),
    "edgekit.widgets.static.quiet": case(STATUS),
    # stepper (seed and policies are another engineer's, but their checks at construction are fuzzed)
    "edgekit.widgets.stepper.Stepper": case(PLAYED, seed=0, readings=(), title="t"),
    "edgekit.widgets.stepper.Stepper.worked_examples": case("rip_attempt", ("natural_12",), game=False),
    # Rogue Agent scoring
    "edgekit.widgets.syndicate_pile.SyndicatePileExplorer": case((3, 2, 0, 0, 0, 0), 1),
    # theft
    "edgekit.widgets.theft.TheftExplorer": case("Wannabee", 1, "2, 1"),
    "edgekit.widgets.theft.parse_cards": case("2, 1"),
    # Win Number
    "edgekit.widgets.win_number.WinNumberExplorer": case("Wannabee", 1),
    "edgekit.widgets.win_number.table_figure": case("Wannabee", 1, rules=EC),
    "edgekit.widgets.win_number.table_html": case("Wannabee", 1, rules=EC),
    # Edge City your turn
    "edgekit.widgets.your_turn.YourTurnExplorer": case(3),
}

EXEMPT = {
    "edgekit.widgets.Explorer": "abstract base class (subclasses set controls, compute and render); "
                                "every explorer built on it is fuzzed",
}
