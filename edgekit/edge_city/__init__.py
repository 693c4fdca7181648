"""Edge City (Imagineering Design, 1994): Win Rolls, combat, Rips, Theft, Sprawl cards, the city,
the whole game.

Import the public names below from :mod:`edgekit.edge_city` (``from edgekit.edge_city import
win_number``); each module loads on first use, so importing the package loads none of them, nor
matplotlib or ipywidgets. The rooms:

* :mod:`.rules`: the single-roll rules, one module per rulebook part: the Win Roll and Table 1.0
  (:mod:`~.rules.win`), Tech at half value (:mod:`~.rules.tech`), Ripper combat and Table 2.0
  (:mod:`~.rules.combat`, the DP that changes hands in :mod:`~.rules.combat_dp`), COOL
  (:mod:`~.rules.cool`), Theft (:mod:`~.rules.theft`), Sprawl cards (:mod:`~.rules.sprawl`) and acting
  upon them (:mod:`~.rules.encounters`), Status and what it costs (:mod:`~.rules.reputation`);
* :mod:`.rip`: the Rip minigame, i.e. "how a Rip is rolled": the Rip types, MSM, Table 4.0 and the DP
  a Rip pays (:mod:`~.rip.data`), the Rip Track solved exactly (:mod:`~.rip.odds`), the same track
  as a procedure, a graph and a roll-by-roll replay (:mod:`~.rip.track`), the Rip as a one-player
  game on the play layer (:mod:`~.rip.game`) and its OpenSpiel registration as ``edgekit_rip``
  (:mod:`~.rip.openspiel`: imports pyspiel; importing it registers the game);
* :mod:`.board`: the city board: tiles and the placement rules (:mod:`~.board.city`), dealing a legal
  board (:mod:`~.board.deal`), counting boards (:mod:`~.board.layouts`), Travel and its risks
  (:mod:`~.board.travel`), the pictures (:mod:`~.board.pictures`, matplotlib imported when drawn);
* :mod:`.cards`: the cards as data (:mod:`~.cards.catalogue`), the deck descriptions
  (:mod:`~.cards.decks`), the cards' readings, limits and Tech modifiers (:mod:`~.cards.rules`);
* :mod:`.whole_game`: the whole game on the play layer: its action ids, named once
  (:mod:`~.whole_game.actions`), the factory and state (:mod:`~.whole_game.game`), its board, cards, the
  Sprawl deck's piles, combat results, Tech Travel, concealed cards and Rip steps (:mod:`~.whole_game.board`,
  :mod:`~.whole_game.cards`, :mod:`~.whole_game.deck`, :mod:`~.whole_game.combat`,
  :mod:`~.whole_game.travel`, :mod:`~.whole_game.hidden`, :mod:`~.whole_game.rip_steps`), the log's words
  (:mod:`~.whole_game.words`, :mod:`~.whole_game.board_words`, :mod:`~.whole_game.card_words`), named players
  (:mod:`~.whole_game.policies`) and the OpenSpiel registration as ``edgekit_edge_city``
  (:mod:`~.whole_game.openspiel`);
* :mod:`.examples`: the rulebook's worked examples, replayed by the single-roll rules
  (:mod:`~.examples.worked`) and played through the whole game (:mod:`~.examples.in_game`, with the
  machinery in :mod:`~.examples.playing`);
* :mod:`.road`: a lone Ripper's road to Hacker Legend as an exact MDP (:mod:`~.road.legend`, solvers in
  :mod:`~.road._solve`) and "your turn", the odds of each choice from a position (:mod:`~.road.turn`).

Don't confuse the Rip minigame (:mod:`.rip`, :func:`rip_game`: one Rip, alone) with the whole game's
Rip steps (:mod:`.whole_game.rip_steps`: a Rip inside :func:`game`, played roll by roll under
``rip_steps="rolls"``); nor :func:`rip_outcomes` (the exact distribution of how a Rip ends) with
:func:`rip_track` (the same Rip as a step-by-step procedure to look at) or :func:`rip_replay` (one
seeded walk along it); nor :func:`game` (the factory, which checks every argument) with
:class:`EdgeCityGame` (the class it builds) or the module :mod:`.whole_game.game`; nor
:func:`worked_examples` (the rulebook's examples checked against the single-roll rules) with
:func:`game_example` (one example played through the whole game); nor :mod:`.cards` (the cards as
data) with :mod:`.whole_game.cards` (what the game does with them); nor :func:`road_to_legend` (a
lone Ripper's whole career, solved) with :func:`your_turn` (one turn from a position you set up).
"""

from .._lazy import exports

__all__, __getattr__, __dir__ = exports(__name__, {
    # rules/: the single-roll rules, one module per rulebook part
    "FAIL": ".rules.win", "LEVELS": ".rules.win", "P_TWELVE": ".rules.win", "R_MAX": ".rules.win",
    "R_MIN": ".rules.win", "STATUSES": ".rules.win", "TWELVE": ".rules.win", "WIN": ".rules.win",
    "level": ".rules.win", "Natural12": ".rules.win", "natural_12_effect": ".rules.win",
    "printed_cells": ".rules.win", "roll_wins": ".rules.win", "status_levels": ".rules.win",
    "status_title": ".rules.win", "table_1_0": ".rules.win", "two_dice": ".rules.win",
    "win_answer": ".rules.win", "win_number": ".rules.win", "win_number_source": ".rules.win",
    "win_probability": ".rules.win", "win_roll": ".rules.win", "win_roll_event": ".rules.win",
    "win_roll_events": ".rules.win",
    "HALVING": ".rules.tech", "halved_tech": ".rules.tech",
    "BANDS": ".rules.combat", "COMBATS": ".rules.combat", "attack_r": ".rules.combat",
    "attack_strength": ".rules.combat", "attack_win_number": ".rules.combat", "band_menu": ".rules.combat",
    "card_available": ".rules.combat", "combat_margin_dist": ".rules.combat",
    "combat_results": ".rules.combat", "CombatReport": ".rules.combat", "defend_r": ".rules.combat",
    "defend_strength": ".rules.combat", "defend_win_number": ".rules.combat",
    "margin_band": ".rules.combat", "p_card_available": ".rules.combat", "ripper_combat": ".rules.combat",
    "table_2_0": ".rules.combat",
    "defender_dp_gain": ".rules.combat_dp", "ice_attack_dp": ".rules.combat_dp",
    "ice_dp_owed": ".rules.combat_dp", "ice_dp_payment": ".rules.combat_dp",
    "ice_dp_taken": ".rules.combat_dp",
    "COOL_WIN_NUMBER": ".rules.cool", "cool_check": ".rules.cool", "cool_win_number": ".rules.cool",
    "defend_cool_outcome": ".rules.cool", "p_lose_cool": ".rules.cool", "regain_cool": ".rules.cool",
    "regain_cool_probability": ".rules.cool", "regain_roll_result": ".rules.cool",
    "turns_missed": ".rules.cool", "uncool_over_turns": ".rules.cool",
    "THEFT_MSM": ".rules.theft", "theft_answer": ".rules.theft", "theft_outcome": ".rules.theft",
    "theft_probability": ".rules.theft", "theft_r": ".rules.theft", "theft_strength": ".rules.theft",
    "theft_table": ".rules.theft", "theft_win_number": ".rules.theft",
    "DECK_SIZE": ".rules.sprawl", "SPRAWL_PRIORITY": ".rules.sprawl", "cards_to_draw": ".rules.sprawl",
    "deck_count": ".rules.sprawl", "encounter_order": ".rules.sprawl", "hypothetical_card": ".rules.sprawl",
    "p_draw": ".rules.sprawl", "sprawl_card": ".rules.sprawl", "sprawl_cards": ".rules.sprawl",
    "sprawl_zone_actions": ".rules.sprawl", "SprawlCard": ".rules.sprawl",
    "with_discard_roll": ".rules.sprawl",
    "draw_outcomes": ".rules.encounters", "DrawOutcome": ".rules.encounters",
    "Encounter": ".rules.encounters", "encounter_joint_table": ".rules.encounters",
    "encounter_outcomes": ".rules.encounters", "encounter_roll_table": ".rules.encounters",
    "p_act_on_next": ".rules.encounters", "pass_through_outcomes": ".rules.encounters",
    "PassOutcome": ".rules.encounters", "resolve_encounter": ".rules.encounters",
    "sprawl_defence_w": ".rules.encounters", "win_roll_with_discard": ".rules.encounters",
    "DP_PER_TITLE": ".rules.reputation", "reputation_table": ".rules.reputation",
    "status_cost": ".rules.reputation", "title_gain": ".rules.reputation",
    # rip/: the Rip minigame (the Rip Track)
    "BLACK_ICE": ".rip.data", "RIP_TYPES": ".rip.data", "data_base_options": ".rip.data",
    "dp_base": ".rip.data", "dp_gained": ".rip.data", "expected_dp": ".rip.data", "msm_table": ".rip.data",
    "rip_msm": ".rip.data", "rip_requirements": ".rip.data", "table_4_0": ".rip.data",
    "table_4_0_adjustment": ".rip.data",
    "OUTCOMES": ".rip.odds", "rip_machine": ".rip.odds", "rip_outcomes": ".rip.odds",
    "RipMachine": ".rip.odds", "RipOdds": ".rip.odds", "stealth_strength": ".rip.odds", "Zone": ".rip.odds",
    "rip_replay": ".rip.track", "rip_track": ".rip.track", "rip_track_graph": ".rip.track",
    "rip_game": ".rip.game",
    # board/: the city board
    "BIZCLAVES": ".board.city", "SPRAWL": ".board.city", "as_layout": ".board.city",
    "is_legal": ".board.city", "Layout": ".board.city", "layout_problems": ".board.city",
    "neighbour_offsets": ".board.city", "Problem": ".board.city", "tile_kind": ".board.city",
    "tiles": ".board.city",
    "generate_layout": ".board.deal",
    "FIXED_POLYOMINOES": ".board.layouts", "SYMMETRIES": ".board.layouts",
    "count_fixed_shapes": ".board.layouts", "count_layouts": ".board.layouts",
    "fixed_shapes": ".board.layouts", "layout_counts": ".board.layouts",
    "TP_PER_TURN": ".board.travel", "attack_map": ".board.travel", "attack_options": ".board.travel",
    "cheapest_route": ".board.travel", "entry_costs": ".board.travel", "layout_stats": ".board.travel",
    "reachable": ".board.travel", "Route": ".board.travel", "route_outcomes": ".board.travel",
    "safest_route": ".board.travel", "travel_costs": ".board.travel", "travel_graph": ".board.travel",
    "turn_routes": ".board.travel",
    "draw_layout": ".board.pictures", "reputation_figure": ".board.pictures",
    # cards/: the card catalogue and deck descriptions
    "CARDS": ".cards.catalogue", "ILLUSTRATIVE_SPRAWL_CARDS": ".cards.catalogue",
    "ILLUSTRATIVE_START_CARDS": ".cards.catalogue", "ILLUSTRATIVE_TECH_MIX": ".cards.catalogue",
    "KINDS": ".cards.catalogue", "LIMITS": ".cards.catalogue", "Card": ".cards.catalogue",
    "limit_group": ".cards.catalogue",
    "ILLUSTRATIVE_SPRAWL_MIX": ".cards.decks", "OTHER": ".cards.decks", "sprawl_deck": ".cards.decks",
    # whole_game/: the whole game on the play layer
    "ILLUSTRATIVE_RIPPER": ".whole_game.game", "RIPPER_NAMES": ".whole_game.game",
    "EdgeCityGame": ".whole_game.game", "EdgeCityState": ".whole_game.game", "game": ".whole_game.game",
    "Ripper": ".whole_game.game",
    "ILLUSTRATIVE_TECH_TRAVEL": ".whole_game.travel", "TechTravel": ".whole_game.travel",
    # examples/: the rulebook's worked examples
    "EXAMPLE_KEYS": ".examples.worked", "worked_example": ".examples.worked",
    "worked_examples": ".examples.worked",
    "ExampleMismatch": ".examples.playing",
    "game_example": ".examples.in_game", "game_example_status": ".examples.in_game",
    "GameExampleStatus": ".examples.in_game",
    # road/: a lone Ripper's road to Hacker Legend, and "your turn"
    "ROAD_POLICIES": ".road.legend", "ROAD_RIP_TYPES": ".road.legend",
    "illustrative_table_4_0": ".road.legend", "Road": ".road.legend", "road_to_legend": ".road.legend",
    "RoadState": ".road.legend",
    "SPACES": ".road.turn", "your_turn": ".road.turn",
})
