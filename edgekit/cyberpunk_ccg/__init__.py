"""Cyberpunk CCG (rules v2.3s, "The Cards" chapter): the cards, the Runner abilities, the team limits,
Legwork arithmetic and deck odds.

Our copy of the rulebook holds only the chapter on cards (register CP-01): the turn sequence,
combat and victory rules are missing, so no game-level probability can be computed from it. What
*is* there is exact. Two rooms, the rules first and the cards built on them:

* :mod:`.rules`: the chapter's rules that need no card object, one module per part:

  - :mod:`.rules.roles`: the Runner roles' Special Abilities as thresholds (Cop, Med-Tech,
    Techie, Corp, Fixer, Netrunner, Nomad, Solo; a Sponsor's victory and EB);
  - :mod:`.rules.legwork`: Legwork security, a card's M-Sec and E-Sec after Media, Rocker and
    Netrunner uses, and the fewest Runners that reach a value;
  - :mod:`.rules.punknaught`: the Punknaught, a Vehicle built on a Chassis (its minimum build,
    bonus, construction turns);
  - :mod:`.rules.timing`: the phase names the chapter uses and "Any" (when a card may act);

* :mod:`.cards`: the cards and what is built from them:

  - :mod:`.cards.model`: the seven card types as frozen records, and the card loaders
    (:func:`load_cards`, :func:`printed_cards`, :func:`illustrative_cards`, :func:`card`);
  - :mod:`.cards.cyber`: Cyber and Empathy (Cyberpsychosis, burning, the most Cyber one Runner
    can carry, one Cyber per body part);
  - :mod:`.cards.team`: the team builder, every card limit of a :class:`Build` and a :class:`Team`
    checked, and the stat totals;
  - :mod:`.cards.odds`: the chances of drawing cards from a deck the caller describes;
  - :mod:`.cards.timing`: Events played (phase, bought, at once, Burned) and a Sponsor's Used
    abilities (a phase, a Use until straightened); what the chapter leaves out of them;
  - :mod:`.cards.chassis`: a Punknaught Chassis in play (on a Location, its construction tokens, the
    cards a Techie or its owner puts under it, destroyed with its Location).

``_check`` (package level, private) holds the strict conversion of caller values both rooms use.
Every public name is importable from this package (``from edgekit.cyberpunk_ccg import cop_bust``)
and loaded from its module on first use.

Don't confuse :class:`Cyber` (a card type, in :mod:`.cards.model`) with :mod:`.cards.cyber` (the
rules about carrying Cyber cards); :func:`team_limit` (how many Runners may go together, a Nomad
rule) with :func:`check_team` (every card limit of a whole :class:`Team`); :func:`punknaught_complete`
(whether the cards under a Chassis make a working Punknaught) with :func:`punknaught_probability`
(the chance of drawing those cards); :func:`security` (the function) with :class:`Security` (its
result); :func:`totals` (one Build) with :func:`team_totals` (a Team); :class:`Chassis` (a Chassis in
play, step by step) with :func:`punknaught_complete` (the rule on a count of cards); the card
:class:`Event` with :func:`play_event` (what playing it does).

Citations name the part of the chapter, e.g. "Cyberpunk CCG Runner Roles: Cop".
"""

from .._lazy import exports

# public name -> the module that defines it (the order of the former star-imports)
__all__, __getattr__, __dir__ = exports(__name__, {
    "cop_bust": ".rules.roles", "med_tech_saves": ".rules.roles", "techie_saves": ".rules.roles",
    "corp_eb": ".rules.roles", "fixer_cost": ".rules.roles", "netrunner_esec": ".rules.roles",
    "nomad_bonus": ".rules.roles", "team_limit": ".rules.roles", "solo_bonus": ".rules.roles",
    "sponsor_wins": ".rules.roles", "eb_per_turn": ".rules.roles",
    "empathy_state": ".cards.cyber", "most_cyber": ".cards.cyber",
    "cyberpsycho_end_of_turn": ".cards.cyber", "cyber_violations": ".cards.cyber",
    "PUNKNAUGHT_MINIMUM": ".rules.punknaught", "punknaught_complete": ".rules.punknaught",
    "punknaught_bonus": ".rules.punknaught", "chassis_owner_turns": ".rules.punknaught",
    "FACTIONS": ".cards.model", "ROLES": ".cards.model", "CARD_TYPES": ".cards.model",
    "Sponsor": ".cards.model", "Location": ".cards.model", "Operation": ".cards.model",
    "Runner": ".cards.model", "Cyber": ".cards.model", "Equipment": ".cards.model", "Event": ".cards.model",
    "load_cards": ".cards.model", "printed_cards": ".cards.model", "illustrative_cards": ".cards.model",
    "card": ".cards.model", "cards_table": ".cards.model",
    "Violation": ".cards.team", "Build": ".cards.team", "Team": ".cards.team", "check_build": ".cards.team",
    "check_team": ".cards.team", "totals": ".cards.team", "team_totals": ".cards.team",
    "STAT_NAMES": ".cards.team", "violations_table": ".cards.team",
    "ABILITIES": ".rules.legwork", "Security": ".rules.legwork", "security": ".rules.legwork",
    "fewest_runners": ".rules.legwork",
    "MAX_DECK": ".cards.odds", "draw_probability": ".cards.odds", "collect_probability": ".cards.odds",
    "collect_by_draws": ".cards.odds", "punknaught_probability": ".cards.odds",
    "mob_probability": ".cards.odds", "plot_by_draws": ".cards.odds",
    "PHASES": ".rules.timing", "phase_allows": ".rules.timing",
    "event_playable": ".cards.timing", "play_event": ".cards.timing", "EventPlay": ".cards.timing",
    "SponsorAbility": ".cards.timing", "SponsorUse": ".cards.timing", "sponsor_use_table": ".cards.timing",
    "left_out": ".cards.timing",
    "Chassis": ".cards.chassis", "place_chassis": ".cards.chassis",
})
