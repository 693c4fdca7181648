"""Rogue Agent (Stronghold Games, 2014): special dice as symbols, attacks, interception, search,
the Bomb, Rhine City, Android mode and the whole game.

The rulebook names the special dice faces but never says how many of each sit on a die (register
RA-03), so every answer here is symbolic in the face probabilities unless the reader substitutes a
face mix (:class:`FaceMix`, e.g. the invented :data:`ILLUSTRATIVE_MIX`). The readings (RA-04 ..)
are data, in ``rogue_agent/readings.toml``.

The rooms (import the public names below from :mod:`edgekit.rogue_agent`; the modules load on
first use):

* :mod:`.rules`: the single-roll rules, one module per rulebook part: the dice
  (:mod:`~.rules.dice`), Justice: Attack (:mod:`~.rules.attack`, solved fast by
  :mod:`~.rules.attack_solver`), Intercept (:mod:`~.rules.interception`), Search a District
  (:mod:`~.rules.search`), face-down Criminals (:mod:`~.rules.criminals`), the Data Stream bag
  (:mod:`~.rules.datastream`), the End of the Game (:mod:`~.rules.scoring`) and the printed set-up
  counts with the player-count checks (:mod:`~.rules.setup`);
* :mod:`.city`: Rhine City as a graph (:mod:`~.city.graph`): rows, precincts, the Event Trail,
  travel, a bomb's blast radius, the picture;
* :mod:`.android`: Android mode's own rules as formulas: the Identification tokens
  (:mod:`~.android.tokens`) and the dice of its attacks (:mod:`~.android.attack`);
* :mod:`.bomb`: Defuse a Bomb: the board and its rules, the Stability check, the exact optimal
  Defuse, Appendix A, and one Defuse attempt on the play layer (:mod:`~.bomb.game`,
  :func:`bomb_game`; registered with OpenSpiel as ``edgekit_bomb`` by :mod:`~.bomb.openspiel`);
* :mod:`.whole_game`: **how a turn of Rogue Agent is played**: the factory :func:`game` and
  :class:`RogueAgentGame` (:mod:`~.whole_game.game`), the action ids, named once
  (:mod:`~.whole_game.ids`), the Action Phase's results (:mod:`~.whole_game.actions`), the
  deterministic parts of a round (:mod:`~.whole_game.phases`), the economy and the Agent board
  (:mod:`~.whole_game.economy`, :mod:`~.whole_game.agent_board`), Android mode in play
  (:mod:`~.whole_game.android`), the named players and the log's words (:mod:`~.whole_game.policies`),
  Killer danger by district (:mod:`~.whole_game.killers`), and the OpenSpiel registration as
  ``edgekit_rogue_agent`` (:mod:`~.whole_game.openspiel`, also :func:`register_openspiel`).

Don't confuse :func:`game` (the factory, which checks every argument) with :class:`RogueAgentGame`
(the class it builds) or with the module :mod:`.whole_game.game`; :func:`bomb_game` (one Defuse
attempt as a game of its own) with :func:`solve_defuse` (the same attempt under optimal play,
exactly) or with the Defuse action of the whole game; :func:`stability_check_probability` (one
Stability check) with :func:`solve_defuse` (a whole attempt); :func:`setup_counts` (the function:
the printed counts for a player count) with :mod:`.rules.setup` (its module);
:mod:`.rules.attack` (an Agent's Justice: Attack) with :mod:`.android.attack` (Android mode's
attacks); :mod:`.android` (Android mode's rules as formulas) with :mod:`.whole_game.android`
(Android mode as actions of the played game); :func:`killer_damage` (one attack on a Killer) with
:func:`killer_danger` (what the first Time Phase's Killers do to an Agent in a district).
"""

from .._lazy import exports

# public name -> the module that defines it
__all__, __getattr__, __dir__ = exports(__name__, {
    # rules/dice.py
    "COLOURS": ".rules.dice", "ATTACK_FACES": ".rules.dice", "OTHER": ".rules.dice",
    "DICE_PER_COLOUR": ".rules.dice", "face_symbol": ".rules.dice", "face_symbols": ".rules.dice",
    "dice_faces": ".rules.dice", "printed_colours": ".rules.dice", "SpecialDie": ".rules.dice",
    "special_die": ".rules.dice", "FaceMix": ".rules.dice", "ILLUSTRATIVE_MIX": ".rules.dice",
    "dice_limit": ".rules.dice", "check_available": ".rules.dice", "pool_counts": ".rules.dice",
    "compile_exact": ".rules.dice",
    # rules/attack.py
    "attack_pool": ".rules.attack", "hits": ".rules.attack", "ATTACK_GOALS": ".rules.attack",
    "attack_hits": ".rules.attack", "hits_at_least": ".rules.attack", "AttackPlan": ".rules.attack",
    "attack_policy": ".rules.attack", "AttackOutcome": ".rules.attack", "attack_criminal": ".rules.attack",
    "attack_killer": ".rules.attack", "killer_damage": ".rules.attack", "subdue_reward": ".rules.attack",
    # rules/interception.py
    "FUEL": ".rules.interception", "interception_probability": ".rules.interception",
    "allocations": ".rules.interception", "interception_table": ".rules.interception",
    "interception_odds": ".rules.interception", "attacker_pool": ".rules.interception",
    # rules/search.py
    "SEARCH_FACES": ".rules.search", "search_result": ".rules.search", "search_roll": ".rules.search",
    "SearchPlan": ".rules.search", "search_policy": ".rules.search",
    # rules/criminals.py
    "LOW_ONE": ".rules.criminals", "HIGH_THREE": ".rules.criminals", "RETALIATION": ".rules.criminals",
    "criminal_health": ".rules.criminals", "unknown_criminal_attack": ".rules.criminals",
    "investigate_value": ".rules.criminals", "custody_kept": ".rules.criminals",
    # rules/datastream.py
    "KINDS": ".rules.datastream", "start_bag": ".rules.datastream", "draw_counts": ".rules.datastream",
    "first_round_bomb_probability": ".rules.datastream", "data_stream": ".rules.datastream",
    "DataStreamRound": ".rules.datastream", "bomb_hit_probability": ".rules.datastream",
    "MAX_ROUNDS": ".rules.datastream", "bag_without_card": ".rules.datastream",
    # rules/scoring.py
    "SYNDICATES": ".rules.scoring", "MAX_CRIMINALS": ".rules.scoring", "syndicate_bonus": ".rules.scoring",
    "score_turned_in": ".rules.scoring", "FinalScore": ".rules.scoring", "final_score": ".rules.scoring",
    "winners": ".rules.scoring",
    # rules/setup.py
    "setup_counts": ".rules.setup", "tokens_drawn": ".rules.setup", "check_players": ".rules.setup",
    "MODES": ".rules.setup", "time_phase_draws": ".rules.setup",
    # city/graph.py
    "City": ".city.graph", "rhine_city": ".city.graph", "HEADQUARTERS": ".city.graph",
    "HOSPITAL": ".city.graph", "precinct": ".city.graph", "reach": ".city.graph", "fuel_cost": ".city.graph",
    "route": ".city.graph", "blast_radius": ".city.graph", "next_on_trail": ".city.graph",
    "draw_city": ".city.graph", "ROWS": ".city.graph", "entering_loss": ".city.graph",
    # android/tokens.py
    "ANDROID_TOKENS": ".android.tokens", "android_limit": ".android.tokens",
    "two_or_more_androids": ".android.tokens", "some_player_two_or_more": ".android.tokens",
    "TOKENS_PER_PLAYER": ".android.tokens", "androids_dealt": ".android.tokens",
    "android_limit_reachable": ".android.tokens", "police_reveal_districts": ".android.tokens",
    "android_actions": ".android.tokens", "android_killer_damage": ".android.tokens",
    "COVERT_ACTIONS": ".android.tokens", "scan_open": ".android.tokens",
    # android/attack.py
    "android_attack_pool": ".android.attack", "defender_dice": ".android.attack",
    "player_attack_hits": ".android.attack", "player_attack": ".android.attack",
    "district_attack": ".android.attack", "district_destroyed_probability": ".android.attack",
    "ANDROID_BLACK_LIMIT": ".android.attack", "DESTROY_HITS": ".android.attack",
    # bomb/rules.py
    "C": ".bomb.rules", "E": ".bomb.rules", "ILLUSTRATIVE_FACES": ".bomb.rules", "GOALS": ".bomb.rules",
    "SPECIAL_DICE": ".bomb.rules", "EXPLODED": ".bomb.rules", "MAX_COLUMNS": ".bomb.rules",
    "board_cells": ".bomb.rules", "has_line": ".bomb.rules", "open_dice": ".bomb.rules",
    "timer_after": ".bomb.rules", "check_board": ".bomb.rules", "BombRules": ".bomb.rules",
    "bomb_rules": ".bomb.rules", "place_one": ".bomb.rules", "placements": ".bomb.rules",
    "AttemptEnd": ".bomb.rules", "attempt_end": ".bomb.rules", "roll_counts": ".bomb.rules",
    # bomb/stability.py
    "stability_formula": ".bomb.stability", "stability_check_probability": ".bomb.stability",
    "stability_procedure": ".bomb.stability", "sample_stability_check": ".bomb.stability",
    # bomb/solver.py
    "solve_defuse": ".bomb.solver", "defuse_table": ".bomb.solver", "DefuseSolution": ".bomb.solver",
    "odds_table": ".bomb.solver", "board_text": ".bomb.rules",
    # bomb/formulas.py
    "defuse_formula": ".bomb.formulas", "policy_procedure": ".bomb.formulas",
    "timer_distribution": ".bomb.formulas", "next_attempt_board": ".bomb.formulas",
    "expected_effects": ".bomb.formulas", "new_bomb_odds": ".bomb.formulas",
    "DEFUSE_INFLUENCE": ".bomb.formulas", "EXPLOSION_HEALTH": ".bomb.formulas",
    "FORMULA_MAX_DICE": ".bomb.formulas",
    # bomb/appendix.py
    "appendix_a": ".bomb.appendix", "appendix_a_transcript": ".bomb.appendix",
    "draw_board": ".bomb.appendix", "APPENDIX_A_TIMER": ".bomb.appendix",
    # bomb/game.py
    "bomb_game": ".bomb.game",
    # whole_game/game.py
    "game": ".whole_game.game", "RogueAgentGame": ".whole_game.game", "RogueAgentState": ".whole_game.game",
    "move_action": ".whole_game.game", "register_openspiel": ".whole_game.game",
    "left_out": ".whole_game.game",
    # whole_game/ids.py (the action ids, named once)
    "END": ".whole_game.ids", "ATTACK_CRIMINAL": ".whole_game.ids", "ATTACK_KILLER": ".whole_game.ids",
    "TURN_IN": ".whole_game.ids", "DEFUSE": ".whole_game.ids", "HIRE": ".whole_game.ids",
    "INTERCEPT": ".whole_game.ids", "DEFUSE_STOP": ".whole_game.ids", "DEFUSE_ROLL": ".whole_game.ids",
    # whole_game/agent_board.py
    "RESOURCES": ".whole_game.agent_board", "UPGRADES": ".whole_game.agent_board",
    "TRACKS": ".whole_game.agent_board", "EFFECTS": ".whole_game.agent_board",
    "AgentBoard": ".whole_game.agent_board", "ILLUSTRATIVE_BOARD": ".whole_game.agent_board",
    "Economy": ".whole_game.agent_board", "ILLUSTRATIVE_ECONOMY": ".whole_game.agent_board",
    "SEARCH_MIX": ".whole_game.agent_board", "bank_at_start": ".whole_game.agent_board",
    "take_from_bank": ".whole_game.agent_board", "spread_reward": ".whole_game.agent_board",
    "may_hire": ".whole_game.agent_board", "track_gain": ".whole_game.agent_board",
    "most_searches": ".whole_game.agent_board", "wounds_marked": ".whole_game.agent_board",
    "INFORMANTS": ".whole_game.agent_board",
    "INVESTIGATION_TOKENS": ".whole_game.agent_board",
    "investigation_tokens_free": ".whole_game.agent_board",
    # whole_game/movement.py
    "movement_routes": ".whole_game.movement",
    # whole_game/killers.py
    "killer_danger": ".whole_game.killers",
})
