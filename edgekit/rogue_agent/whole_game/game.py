"""Rogue Agent as a whole game on the play layer: eight rounds of Time, Action and City Phases.

Rules: Rogue Agent: Setup (Agent Mode); Sequence of Play; Action Phase: Actions; Justice; C. City
Phase; End of the Game; Android Mode.

``game(players=2, mode="agent", **options)`` -> a :class:`RogueAgentGame`. Every draw and roll is
a chance state with its exact odds, from the one place each rule lives: the bag's draws from
its contents (:mod:`..rules.datastream`), the Bomb Timer from :func:`~edgekit.rogue_agent.timer_distribution`,
an attack roll from :func:`~edgekit.rogue_agent.attack_hits` (with ammo, the optimal re-rolls of
:func:`~edgekit.rogue_agent.attack_policy`), a search from :func:`~edgekit.rogue_agent.search_policy`
(the economy and the Agent board: :mod:`.economy`, :mod:`.agent_board`), a Killer's damage from
:func:`~edgekit.rogue_agent.killer_damage`, a Defuse from :func:`~edgekit.rogue_agent.solve_defuse`,
the end from :func:`~edgekit.rogue_agent.score_turned_in` and :func:`~edgekit.rogue_agent.winners`;
the city is :func:`~edgekit.rogue_agent.rhine_city` (its labelled layout).

WHAT IS PLAYED: setup (Police Squad die; Agents at the Headquarters; the bag; the deck of 20 low and
10 high Criminals); the Time Phase (draws, one regular die per token in turn, Bomb Timers, Criminal
cards; the 5 regular dice: reading ``time_phase_dice``); the Action Phase from the Commander
clockwise, with Movement (:mod:`.movement`: one action of up to 2 districts, 3 with the Engine, never
entering a district twice, its route the mover's choice step by step, phase "move"; Hire and
Investigate may interrupt it, Justice may not; fuel by the reading ``movement_fuel``; Thugs on
entering a precinct, one ignored per own Informant there and per Armor shield, then as much ammo as
the player chooses: phase "ammo", as after a search's explosions), Hire (2 credits, paid to the bank,
a free slot where the Agent stands, one of the 7 Informants of its colour; reading ``hire_limit``,
RA-16), Buy Goods (the district's goods at
their prices; Influence for 6 clues), Search a District (a district's dice, the exact optimal
re-rolls, a second with Intelligence; Informants, ammo, Body armor, boosts and shields against
explosions; reward steps to health, credits from the bank, tracks), Investigate (2 clues, a
face-down card here or where an own Informant is, which one the player's choice: phase "investigate";
marked by one of the player's 5 investigation tokens: reading ``investigation_tokens``; hidden from the
others in ``observation``), Attack
a Criminal (which one, when several stand here, is the player's choice: phase "target") or a Killer
(3 red dice, a green die per Pistol and per own Informant there, a black die per ammo spent, 0-3, the
player's choice, with the exact optimal re-rolls; the Justice limit of 2; unmasking and
Retaliation card effects; pistols wound first, and an attacker they send to the Hospital gets no
result; a failed Killer attack costs :func:`~edgekit.rogue_agent.killer_damage`
under ``killer_informants``; the subdue reward over at least 2 tracks), Turn In at the Headquarters
(the rewards from the bank, all that remain when it is short), Intercept a Criminal (the first other
Agent here holding Criminals; dice handed out by :func:`~edgekit.rogue_agent.interception_odds`: first
a green die to the defender for each of its Informants here, each also taken out of the attacker's pool
of three (:func:`~edgekit.rogue_agent.attacker_pool`), then the most the attacker can pay for, then the
defender buys what is left; the exact P(success) from
:func:`~edgekit.rogue_agent.interception_probability`), Defuse a Bomb wire by wire (each roll of the
special dice not on the board a chance step with its exact odds and each Stability check one, after a
roll the player's decision to stop or roll again: the state of :func:`~edgekit.rogue_agent.bomb_game`
inside this game's, ended by :func:`~edgekit.rogue_agent.attempt_end`; an undefused stop leaves the
Bomb Timer as the columns lowered it and clears the board, reading ``bomb_board_persists`` "cleared",
RA-11); the Hospital; Informants in
the Killer action (damage by ``killer_informants``, the top slot removed), in explosions and at the
end (1 Influence each); all four City Phase steps and the new Commander; the end: Influence +
Informants + syndicate bonuses with jokers, ties on health, then shared wins. The Agent board: fuel,
ammo and clues, the weapon, car and skill upgrade tracks (Pistols, Armor, Engine, Body armor,
Intelligence), capped at the far right (Influence there: reading ``upgrade_influence``); the bank of
``credit_supply`` (RA-01) less 4 a player; credits are never created. Android mode
(:mod:`.android`; dice from :mod:`..android.attack`): Identification tokens dealt (the mix is
the option ``android_tokens``, ILLUSTRATIVE), reveals (one a round) at the skull, on a Scan (4 clues)
and on the Police Squad's arrival (reading ``police_reveal``, RA-20), exposure, the Android limit;
an exposed Android moves and takes up to two covert actions (Search, Buy Goods, Attack an Agent,
Attack a district; never one twice in a district), Agents Attack an Android (Justice), both
shields, destroyed districts (reading ``damaged_side``).

THE CITY AND THE POINTS THE RULEBOOK LEAVES OPEN (issue 22 items 15 and 16). The default city is a
layout a group can lay by the setup text, and its Event Trail is ILLUSTRATIVE (RA-14; the book's
illustration is missing): Precincts 1-5, then District B, then Precinct 6 (the top-most), every step
into a district that shares a side, so Criminals and Killers move only between adjacent districts and
a Killer's step 3 acts (it never could on the old layout, whose precincts share no side). What the
default cannot show, and is therefore not played unless a reader gives ``city=``: another trail (one
fixed path); a trail through the Headquarters or of precincts only (the top-most precinct touches no
other precinct); a Criminal or Killer in the Hospital or Districts A, C, D, E (off the trail); step 3
toward the trail's previous district (it is read forward, as step 2 and Check 1 move). Which face-down
card an Investigate looks at is the player's choice (phase "investigate"). Readings, each played under
every option: ``wound_markers`` (the wound markers are bank credits), ``custody_token`` (a subdued
token lies under its Agent or in its district), ``bomb_line_fourth`` (a line beside a 4-explosion
column), ``criminal_deck_empty`` (a Criminal token drawn with no card left), ``scan_revealed`` (a Scan
of a player who revealed this round).

WHAT IS LEFT OUT: :data:`LEFT_OUT` (what, and why; listed at the end of this docstring and shown in
notebooks/rogue_agent_9_a_whole_game.py).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ... import readings
from ...dist import Dist
from ...play import CHANCE, TERMINAL, FunctionPolicy, Game, State, Turn
from ...play.chance import Weights
from ...play.core import factory
from ...play.params import Params
from ..bomb.formulas import timer_distribution
from ..bomb.rules import ILLUSTRATIVE_FACES
from ..city.graph import HEADQUARTERS, City, rhine_city
from ..rules.attack import CHAIN_MAX_DICE, killer_damage
from ..rules.dice import dice_limit
from ..rules.scoring import FinalScore, winners
from ..rules.setup import check_players, setup_counts, time_phase_draws, whole
from . import android as ga
from . import economy as eco
from . import movement as mv
from .actions import (
    act_open,
    action_phase_legal,
    chance_law,
    defuse_step,
    draws_law,
    entered,
    final_scores,
    hire_action,
    intercept_target,
    interrupting,
    move_open,
    resolve_attack,
    resolve_intercept,
    spend_ammo,
    start_intercept,
    turn_in_action,
    weights_key,
)
from .agent_board import (
    ILLUSTRATIVE_BOARD,
    ILLUSTRATIVE_ECONOMY,
    AgentBoard,
    Economy,
    bank_at_start,
    economy_options,
)
from .ids import ANDROID_ACTIONS as _ANDROID_ACTIONS
from .ids import (
    ATTACK_CRIMINAL,
    ATTACK_KILLER,
    DEFUSE,
    DEFUSE_ROLL,
    DEFUSE_STOP,
    ECONOMY_ACTIONS,
    END,
    HIRE,
    INTERCEPT,
    MOVE,
    NUM_ACTIONS,
    TURN_IN,
)
from .phases import Agent, Table, city_phase, replace
from .policies import label_of, policies, turn_of
from .time_phase import DRAW_PHASES, Draws

__all__ = ["game", "DEFAULT_PARAMS", "LEFT_OUT", "left_out", "RogueAgentGame", "RogueAgentState", "END",
           "ATTACK_CRIMINAL", "ATTACK_KILLER", "TURN_IN", "DEFUSE", "HIRE", "INTERCEPT", "DEFUSE_STOP",
           "DEFUSE_ROLL", "move_action", "register_openspiel"]

_R = "Rogue Agent"
_GAME_OPTIONS = ("payoff", "android_tokens", "reveal_first", "city", "board", "economy")


#: WHAT IS LEFT OUT of the whole game, each (what, why): the rulebook gives no data for it, or it is a
#: fixed, labelled choice in place of a player's; never silently. Shown by the notebook
#: rogue_agent_9 and appended to this module's docstring.
LEFT_OUT = (
    ("Persistent (clock) Retaliation effects and the time tokens",
     "no card text is printed (RA-23), so every card effect is one-off; no time token is ever placed, so "
     "the 5 time tokens never run out"),
    ("Where a search's or a subdue's reward steps go",
     "a fixed, labelled rule (economy: health first at half health or less, then credits below 2, then "
     "spread_reward over the tracks), not the player's choice"),
    ("How a Defuse roll is laid out on the Bomb board",
     "as solve_defuse's optimal play lays it: a roll can have up to MAX_PLACEMENT_OPTIONS layouts, more "
     "than a fixed action count can name"),
    ("The reading bomb_board_persists 'kept', and a second Defuse attempt in a turn",
     "not played: the Bomb board is always cleared after an attempt, and an Agent makes at most one "
     "attempt per turn"),
    ("Whom an Intercept targets", "the first other Agent here holding Criminals, not the player's choice"),
    ("The Commander's order of Killer and Bomb activation",
     "ascending district order, a fixed choice (C. City Phase steps 2 and 4 let the Commander choose)"),
    ("A Hire in the middle of a Movement under hire_limit='while_moving_extra'",
     "counts as the turn's one hire while moving even if the Movement then stops there (ending the "
     "Movement first and hiring where the Agent stands is always open)"),
    ("Android mode: the Retaliation reveal",
     "only with a card effect ('reveal', 1) in economy= (no card prints one)"),
    ("Android mode: which Identification token a player reveals",
     "a Human token first whenever it holds one (option reveal_first), not the player's decision: a "
     "reveal happens inside one transition (the skull of any wound, a Scan, the City Phase's Killer and "
     "Police steps for several players in turn), and making it a step would split each of those into "
     "resumable steps"),
    ("Android mode: the dice of an Android-mode attack",
     "the attacker spends all its ammo and its target all the fuel that buys green dice (the Android "
     "attacks' exact laws are built for those pools)"),
    ("What the default city cannot show",
     "another Event Trail (one fixed, ILLUSTRATIVE path, RA-14); a trail through the Headquarters or of "
     "precincts only (the top-most precinct touches no other precinct); a Criminal or Killer in the Hospital "
     "or Districts A, C, D, E (off the trail); a Killer's step 3 toward the trail's previous district (read "
     "forward, as step 2 and Check 1 move); give city= to play another layout"),
    ("Values the rulebook does not print",
     "ILLUSTRATIVE: the face mix ILLUSTRATIVE_MIX, the search faces SEARCH_MIX, a Criminal's health split "
     "1/2 within each pile, each card's syndicate uniform over the six and the white joker, the Agent "
     "board ILLUSTRATIVE_BOARD (track lengths, starts, symbol places; health 6; RA-22) and "
     "ILLUSTRATIVE_ECONOMY (rewards = health in credits, card effects 'no effect', tile goods and search "
     "dice; RA-23); the options board= and economy= replace them"),
)
if __doc__:  # (None under python -OO)
    __doc__ += "\nWHAT IS LEFT OUT, listed (:data:`LEFT_OUT`):\n\n" + "\n".join(
        f"* {w}: {y}." for w, y in LEFT_OUT)


def left_out():
    """What the whole game leaves out, and how it is played instead, as a table (:data:`LEFT_OUT`).
    Rules: Rogue Agent: Sequence of Play, Final Setup, Time Phase, Action Phase, City Phase."""
    from ...display import Table as _Shown  # (phases.Table is the game's table of play)
    return _Shown("What the whole game of Rogue Agent leaves out",
                  ("what", "how it is played instead, and why"), LEFT_OUT)

#: The phases where the actor decides (besides a Defuse's "decide"): the Action Phase, a Movement's
#: steps, which Criminal to attack, how much ammo to spend, which face-down card to investigate.
_CHOOSING = frozenset({"act", "move", "target", "ammo", "investigate"})
#: The MOVE block's ids as a range (membership and index in C: the hot loop asks them at every step)
_MOVE_IDS = MOVE.ids
#: Chance Weights a game keeps (RogueAgentState.chance_weights) before it starts again.
_WEIGHTS_KEPT = 20_000


def _put(t: Table, i: int, a: Agent) -> tuple:
    return t.agents[:i] + (a,) + t.agents[i + 1:]


def _markers(g, t: Table) -> str:
    """The wound markers on Criminal cards, when they are bank credits (reading wound_markers)."""
    m = t.bank - eco.free_bank(g, t)
    return f" (+{m} wound markers on cards)" if m else ""


def move_action(district_index: int) -> int:
    """The action id of a step into district ``district_index`` (of ``game.districts``)."""
    return MOVE(whole(district_index, "district_index", 0, MOVE.size - 1))


@dataclass(frozen=True)
class RogueAgentState(State):
    """``phase``: "police" (setup die), "ids" (dealing Identification tokens), "draw", "place",
    "timer", "card", "act", "target" (the actor chooses which Criminal here to attack: the action is its
    token number), "investigate" (the actor chooses which face-down card to look at: the action is its
    Criminal's token number), "move" (inside a Movement action: the actor steps on, hires, investigates
    or ends it, :mod:`.movement`), "ammo" (how much ammo, 0 .. ``pending[1]``, to spend on the Thug
    wounds of a step or a search's explosions: the action is the amount), "attack", "defuse" (``pending``
    = (district, timer, the embedded :class:`~edgekit.rogue_agent.bomb_game.BombState`); the actor decides
    when it is at "decide": ``DEFUSE_STOP`` (0) stop, ``DEFUSE_ROLL`` (17) roll again), "search", "intercept",
    "over". ``actor``: whose Action Phase (or who is dealt); ``pending``: the token or the attack being
    resolved; ``left``: tokens still to draw. The action ids stay below ``num_distinct_actions`` in
    every phase (a phase gives them its own meaning; the map is :mod:`.ids`)."""

    round: int
    phase: str
    table: Table
    commander: int = 0
    actor: int = 0
    done: int = 0
    left: int = 0
    pending: tuple = ()
    deck: tuple = (20, 10)
    game: Any = field(default=None, compare=False, hash=False, repr=False)

    # ------------------------------------------------------------------ API
    @property
    def current_player(self) -> int:
        ph = self.phase   # (asked several times a step: the most frequent answers first)
        if ph in _CHOOSING:
            return self.actor
        if ph == "over":
            return TERMINAL
        return self.actor if ph == "defuse" and self.pending[2].phase == "decide" else CHANCE

    def _deciding(self) -> bool:
        """A Defuse waits for the player: stop (Stability check) or roll again."""
        return self.phase == "defuse" and self.pending[2].phase == "decide"

    def legal_actions(self) -> tuple[int, ...]:
        if self.phase == "act":   # the Action Phase, the most frequent (the phases exclude each other)
            return self.game._legal(self)
        if self._deciding():
            return (DEFUSE_STOP, DEFUSE_ROLL)
        if self.phase == "target":  # which Criminal here to attack: its token number
            return self.pending[2]
        if self.phase == "investigate":  # which face-down card to look at: its Criminal's token number
            return self.pending[1]
        if self.phase == "ammo":  # how much ammo to spend against the wounds left
            return tuple(range(self.pending[1] + 1))
        if self.phase == "move":  # inside a Movement action: step on, Hire, Investigate or stop
            return mv.legal(self.game, self, interrupting(self.game, self))
        return ()

    def is_legal(self, action) -> bool:
        """Whether :meth:`apply` accepts ``action`` here (the fast path's check of a choice): in Agent
        mode's Action Phase and Movement decided for that one id by its rule (:func:`.actions.act_open`,
        :func:`.actions.move_open`), without listing every action; elsewhere looked up in the list."""
        if type(action) is int:
            ph = self.phase
            if ph == "act":
                return act_open(self.game, self, action)
            if ph == "move":
                return move_open(self.game, self, action)
        return State.is_legal(self, action)

    def chance_outcomes(self) -> Dist:
        if self.phase in _CHOOSING or self.phase == "over" or self._deciding():
            raise ValueError(f"no chance here ({self.phase})")
        return self.game._chance(self)

    def chance_weights(self) -> Weights:
        """The Weights of :meth:`chance_outcomes`, kept on the game under what the odds depend on
        (:func:`.actions.weights_key`): each law is built (Dists, sympy) once per key, never per step."""
        if self.current_player != CHANCE:
            raise ValueError(f"no chance here ({self.phase})")
        g = self.game
        key = weights_key(g, self)
        got = g._weights.get(key)
        if got is None:
            got = g._keep_weights(key, g._chance(self))
        return got

    def _chance_run(self, rng, budget: int):
        """The fast path's run of chance steps (:attr:`~edgekit.play.State._chance_run`): every chance
        step from here until a player decides (or ``budget`` steps), each outcome drawn as the loop
        draws it (``chance_weights().draw(rng)``); a Time Phase's draws are played on plain values
        (:class:`.time_phase.Draws`) and one state is built at their end."""
        g, s, steps = self.game, self, 0
        kept = g._weights
        while steps < budget:
            if s.phase in DRAW_PHASES:
                d, t = Draws(s), s.table
                while steps < budget and d.phase in DRAW_PHASES:
                    key = d.key()
                    w = kept.get(key)
                    if w is None:
                        w = g._keep_weights(key, draws_law(g, d.phase, d.bag, d.deck))
                    d.step(g, t, w.draw(rng))
                    steps += 1
                s = d.state(s)
            elif s.current_player == CHANCE:   # chance_weights, then _apply, without their checks
                key = weights_key(g, s)
                w = kept.get(key)
                if w is None:
                    w = g._keep_weights(key, g._chance(s))
                s = g._apply(s, w.draw(rng))
                steps += 1
            else:
                break
        return s, steps

    def _apply(self, action: int) -> RogueAgentState:  # action checked by State.apply
        return self.game._apply(self, action)

    def returns(self) -> tuple:
        if self.phase != "over":
            return (Fraction(0),) * self.game.players
        return self.game._returns(self)

    def _turn(self) -> Turn:
        return self.game._turn(self)

    def _action_label(self, action: int) -> str:  # action checked by State.action_label
        return self.game._label(self, action)

    def __str__(self) -> str:
        g, t = self.game, self.table
        ags = "; ".join(f"A{i} {g.districts[a.pos]} hp{a.health} inf{a.influence} cr{a.credits} fuel{a.fuel}"
                        f" ammo{a.ammo} clues{a.clues} up{a.weapon}{a.car}{a.skill}"
                        f" custody{len(a.custody)}" + (" ANDROID" if a.exposed else "") + ga.shown(g, a)
                        for i, a in enumerate(t.agents))
        return (f"round {self.round} {self.phase}: bag {t.bag[0]}B {t.bag[1]}K {len(t.bag[2])}C; "
                f"bombs {[(g.districts[d], tm) for d, tm in t.bombs]}; killers "
                f"{[g.districts[k] for k in t.killers]}; criminals "
                f"{[(c[0], g.districts[c[1]]) for c in t.criminals]}; "
                f"police {g.districts[t.police]}; bank {eco.free_bank(g, t)}{_markers(g, t)}; {ags}"
                f"{ga.destroyed_text(g, t)}"
                + (f"; moving: {' → '.join(g.districts[d] for d in t.agents[self.actor].route)}"
                   if self.phase == "move" else "")
                + (f"; defusing: {self.pending[2]}" if self.phase == "defuse" else ""))

    def _observation(self, player: int) -> str:
        """What ``player`` sees: the public state (face-down Criminal cards and everyone's
        Identification tokens hidden, as ``str`` shows it) and, in Android mode, its own tokens."""
        return f"{self}{eco.observation_extra(self.game, self, player)}{ga.own_tokens(self, player)}"

    def information(self, player: int):
        """What ``player`` knows here, as a value (:func:`.economy.information`)."""
        return eco.information(self, self._check_player(player))

    def key_numbers(self):
        """Each Agent's Influence, health and custody, the round and whose turn (:func:`.words`)."""
        from .words import key_numbers
        return key_numbers(self)

    def verdict(self) -> str:
        """Who won and why at the end, agreeing with :meth:`returns` (:func:`.words.verdict`)."""
        from .words import verdict
        return verdict(self.game, self)

    def legend(self) -> str:
        """The key to the abbreviations of the state's text and city picture."""
        from .words import LEGEND
        return LEGEND

    def picture(self) -> str:
        """The city as an HTML grid of districts with their tokens (cheap, for the stepper)."""
        from .words import MAP_KEY, key_html
        pic = ga.picture(self.game, self) + key_html(MAP_KEY)
        return pic + self.pending[2].picture() if self.phase == "defuse" else pic


class RogueAgentGame(Game):
    """A whole game of Rogue Agent (build with :func:`game`).

    ``num_distinct_actions`` is fixed (:data:`.ids.NUM_ACTIONS`: the largest id of the Action Phase,
    Android mode included, plus 1); the decisions inside an action reuse ids below it with their phase's
    meaning: a Criminal's token number (phase "target"), the ammo spent (phase "ammo"), ``DEFUSE_STOP``
    / ``DEFUSE_ROLL`` (phase "defuse"). The map of every id is :mod:`.ids`."""

    num_distinct_actions = NUM_ACTIONS
    perfect_information = False  # face-down Criminal cards and Identification tokens are hidden
    max_chance_outcomes = 128
    max_game_length = 3000

    def __init__(self, players: int, mode: str, rules, android_tokens: int, payoff: str, city: City,
                 board: AgentBoard = ILLUSTRATIVE_BOARD, economy: Economy = ILLUSTRATIVE_ECONOMY):
        self.players, self.mode, self.payoff = players, mode, payoff
        self.rules = self.rules_value = rules  # the effective Rules value of Rogue Agent
        self.city = city
        self.board, self.economy = board, economy
        self.supply = int(rules.credit_supply)
        self._hire_limit = rules.hire_limit
        self.districts = city.districts
        self.hq = self.districts.index(HEADQUARTERS)
        self.top = self.districts.index(city.trail[-1])
        self.limit = setup_counts()[("android_limit", players)] if mode == "android" else 0
        self.android_tokens = android_tokens
        self.name = f"Rogue Agent ({players} players, {mode} mode)"
        self.min_return, self.max_return = 0, (1 if payoff == "win" else 400)
        self.cite = (f"{_R}: Sequence of Play", f"{_R}: End of the Game")
        self.options = MappingProxyType({
            "players": players, "mode": mode, "payoff": payoff,
            **({"android_tokens": f"{android_tokens} (ILLUSTRATIVE, RA-27)"} if mode == "android" else {}),
            "faces": "ILLUSTRATIVE_MIX (RA-03)", "board": board.label, "economy": economy.label})
        self._timer = timer_distribution(rules=rules)
        self._killer_dmg = functools.lru_cache(maxsize=16)(
            lambda n, protected=False: killer_damage(n, protected=protected, rules=rules))
        self._first_step_free = rules.movement_fuel == "first_step_free"
        self._wounds_from_bank = rules.wound_markers == "bank"   # wounds_marked, the one rule
        self._custody_in_district = rules.custody_token == "in_district"
        self._tables(city, board, economy, rules)

    def _tables(self, city: City, board: AgentBoard, economy: Economy, rules) -> None:
        """What the hot loop reads at every step, looked up once per game (issue 24: the city's graph,
        the board's symbols, the economy's goods and the readings are asked by name otherwise, several
        times a step): by district index, the neighbours (in ``city.neighbours`` order) and the MOVE ids
        into them, Thugs, Informant slots, the goods and whether it has search dice; the shortest-path lengths
        (networkx) between districts; each upgrade's (track, positions); the readings the loop tests."""
        import networkx as nx

        names = self.districts
        nodes = city.graph.nodes
        at = {n: k for k, n in enumerate(names)}
        self._nbr = tuple(tuple(at[n] for n in city.neighbours(d)) for d in names)
        self._move_id = tuple(MOVE(d) for d in range(len(names)))
        self._precinct = tuple(at[f"Precinct {k}"] for k in range(1, 7))   # by a regular die's face 0..5
        self._move_ids = tuple(tuple(MOVE(n) for n in nbr) for nbr in self._nbr)
        self._thugs = tuple(nodes[d]["thugs"] for d in names)
        self._slots = tuple(nodes[d]["slots"] for d in names)
        self._goods = tuple(economy.goods.get(d, ()) for d in names)
        self._searchable = tuple(d in economy.search for d in names)
        self._hops = tuple(MappingProxyType({at[b]: v for b, v in lengths.items()})
                           for _, lengths in sorted(nx.all_pairs_shortest_path_length(city.graph),
                                                    key=lambda kv: at[kv[0]]))
        self._symbol = MappingProxyType(dict(board.symbols))
        self._search_once = rules.search_limit == "once_a_turn"
        self._damaged_blank = rules.damaged_side == "blank"
        self._tokens_rule = rules.investigation_tokens
        self._upgrade_influence = rules.upgrade_influence
        self._subdue_single = rules.subdue_single
        self._subdue_health = rules.subdue_reward_health
        counts = setup_counts()
        self._rounds = counts[("rounds", 0)]
        # tokens drawn in a Time Phase by the Bombs in the city (0 .. every Bomb token): time_phase_draws
        self._draws = tuple(time_phase_draws(self.players, k, rules=rules)
                            for k in range(counts[("bag_bombs", 0)] + 1))
        self._green_limit = dice_limit("green", rules=rules)
        self._weights: dict = {}   # chance_weights: (phase, the inputs of its odds) -> Weights

    def _keep_weights(self, key: tuple, law: Dist) -> Weights:
        """The Weights of chance law ``law``, kept under ``key`` (:func:`.actions.weights_key`)."""
        if len(self._weights) >= _WEIGHTS_KEPT:   # bounded: the draws never depend on the cache
            self._weights.clear()
        got = self._weights[key] = Weights.of(law)
        return got

    def new_initial_state(self) -> RogueAgentState:
        b = setup_counts()
        bag = (b[("bag_bombs", 0)], b[("bag_killers", 0)], tuple(range(1, b[("bag_criminals", 0)] + 1)))
        st = self.board.start
        agents = tuple(Agent(self.hq, health=self.board.health, fuel=st["fuel"], ammo=st["ammo"],
                             clues=st["clues"]) for _ in range(self.players))
        bank = bank_at_start(self.players, rules=self.rules_value)
        table = Table(bag, (), (), (), 0, agents, bank=bank, heart=self.board.health,
                      **ga.table_flags(self))
        return RogueAgentState(0, "police", table,
                               deck=(b[("deck_low", 0)], b[("deck_high", 0)]), game=self)

    @property
    def policies(self) -> Mapping[str, FunctionPolicy]:
        return policies(self)

    # ------------------------------------------------------------------ chance
    @functools.lru_cache(maxsize=16)  # noqa: B019 - six timers per game
    def defuse_game(self, timer: int):
        """The Defuse attempt at Bomb Timer ``timer`` (1..6): :func:`~edgekit.rogue_agent.bomb_game` under
        this game's rules and the ILLUSTRATIVE faces; its states are embedded in this game's (phase
        "defuse"), its ``solution()`` is the exact optimal play the named policies follow.

        Rules: Rogue Agent: Defuse a Bomb.
        """
        from ..bomb.game import bomb_game

        return bomb_game(whole(timer, "timer", 1, 6), cross=ILLUSTRATIVE_FACES["cross"],
                         explosion=ILLUSTRATIVE_FACES["explosion"], rules=self.rules_value)

    def _chance(self, s: RogueAgentState) -> Dist:
        return chance_law(self, s)

    def attack_law(self, green: int, black: int = 0, need: int = 0) -> tuple:
        """(outcomes, Dist of outcome index) of an attack with 3 red dice, ``green`` green (Pistols and
        own Informants here) and ``black`` (ammo spent): :func:`~edgekit.rogue_agent.attack_hits`
        without ammo, the optimal re-rolls of :func:`~edgekit.rogue_agent.attack_policy` with it
        (``need``: the Criminal's health left; 0 for a Killer)."""
        return eco.attack_law(self, green, black, need)


    # ------------------------------------------------------------------ player actions
    def _legal(self, s: RogueAgentState) -> tuple[int, ...]:
        return action_phase_legal(self, s)

    _intercept_target = staticmethod(intercept_target)

    # ------------------------------------------------------------------ transitions
    def _apply(self, s: RogueAgentState, x: int) -> RogueAgentState:
        t = s.table
        if s.phase == "act":   # the most frequent phase first (the phases exclude each other)
            return self._act(s, x)
        if s.phase == "police":
            t = replace(t, police=self._precinct[x])
            if self.mode == "android":
                return replace(s, phase="ids", table=t, actor=0)
            return self._time_phase(replace(s, table=t), 1)
        if s.phase == "ids":
            return ga.dealt(self, s, x)
        if s.phase in DRAW_PHASES:   # the Time Phase's draws (the rules in one place: .time_phase)
            d = Draws(s)
            d.step(self, t, x)
            return d.state(s)
        if s.phase == "attack":
            return resolve_attack(self, s, self.attack_law(*s.pending[2:5])[0][x])
        if s.phase == "search":
            most = eco.search_ammo(self, s, x)
            if most:  # how much ammo against the explosions: the player's choice
                return replace(s, phase="ammo", pending=("ammo", most, "search", x, s.pending))
            return eco.resolve_search(self, s, x)
        if s.phase == "ammo":
            return self._spend_ammo(s, x)
        if s.phase == "defuse":
            return defuse_step(self, s, x)
        if s.phase == "target":
            back = replace(s, phase="act", pending=())
            return eco.start_attack(self, back, "criminal", s.pending[1], target=x)
        if s.phase == "investigate":
            return eco.investigate(self, s, x)
        if s.phase == "intercept":
            return resolve_intercept(self, s, x)
        if s.phase in ("pattack", "dattack"):
            return ga.resolve(self, s, x)
        if s.phase == "move":  # inside a Movement (State.apply has checked x is legal there)
            if x == mv.MOVE_STOP:
                return mv.stop(self, s)
            if x in _MOVE_IDS:
                return mv.step(self, s, _MOVE_IDS.index(x))
            return hire_action(self, s) if x == HIRE else eco.act(self, s, x)   # Investigate
        return self._act(s, x)

    def _act(self, s: RogueAgentState, x: int) -> RogueAgentState:
        t, i = s.table, s.actor
        a = t.agents[i]
        if x == END:
            return self._end_turn(s)
        if x in _MOVE_IDS:  # a Movement action begins with its first step
            return mv.step(self, s, _MOVE_IDS.index(x))
        if x in (ATTACK_CRIMINAL, ATTACK_KILLER):  # no ammo spent (eco.ATTACK_*_AMMO spend 1-3)
            return eco.start_attack(self, s, "criminal" if x == ATTACK_CRIMINAL else "killer", 0)
        if x in ECONOMY_ACTIONS:  # an exposed Android's Search / Buy are covert actions
            return eco.act(self, ga.mark_covert(self, s, x), x)
        if x == TURN_IN:
            return turn_in_action(self, s)
        if x == INTERCEPT:
            return start_intercept(self, s)
        if x == HIRE:
            return hire_action(self, s)
        if x in _ANDROID_ACTIONS:
            return ga.act(self, s, x)
        # DEFUSE: the last id action_phase_legal can list (State.apply has checked x is legal)
        b = min(b for b in t.bombs if b[0] == a.pos)
        a = replace(a, defused=1)
        bs = self.defuse_game(b[1]).new_initial_state()
        return replace(s, phase="defuse", pending=b + (bs,), table=replace(t, agents=_put(t, i, a)))

    def _entered(self, s: RogueAgentState, d: int, spend: int) -> RogueAgentState:
        return entered(self, s, d, spend)

    def _spend_ammo(self, s: RogueAgentState, x: int) -> RogueAgentState:
        return spend_ammo(self, s, x)

    def _end_turn(self, s: RogueAgentState) -> RogueAgentState:
        t = s.table
        i = s.actor
        a = replace(t.agents[i], steps=0, justice=0, defused=0, hired=0, searched=(), covert=(), route=(),
                    moves=0, hired_moving=0)
        t = replace(t, agents=_put(t, i, a))
        done = s.done + 1
        if done < self.players:
            return replace(s, table=t, done=done, actor=(s.commander + done) % self.players, phase="act")
        r = self.rules_value
        t = city_phase(t, self.city, self.districts, s.round, self.limit, leaving_token=r.leaving_token,
                       killer_damage=self._killer_dmg, top=self.top, police_reveal=r.police_reveal,
                       commander=s.commander)
        commander = (s.commander + 1) % self.players
        if s.round >= self._rounds:
            return replace(s, table=t, commander=commander, phase="over", pending=())
        return self._time_phase(s, s.round + 1, table=t, commander=commander)

    def _time_phase(self, s: RogueAgentState, rnd: int, **changes) -> RogueAgentState:
        """Round ``rnd``'s Time Phase begins at ``s`` with ``changes`` made (one copy of the state): one
        regular die per token drawn, in turn; each Bomb in the city holds one as its Timer."""
        t = changes.get("table", s.table)
        n = len(t.bombs)
        left = self._draws[n] if n < len(self._draws) else time_phase_draws(  # (the latter: an error)
            self.players, n, rules=self.rules_value)
        return self._next_draw(s, round=rnd, left=left, done=0, pending=(), **changes)

    def _next_draw(self, s: RogueAgentState, **changes) -> RogueAgentState:
        """The next token drawn, or the Action Phase from the Commander, at ``s`` with ``changes`` made
        (one copy of the state)."""
        t = changes.get("table", s.table)
        if changes.get("left", s.left) > 0 and t.bag[0] + t.bag[1] + len(t.bag[2]) > 0:
            return replace(s, **{**changes, "phase": "draw", "pending": ()})
        return replace(s, **{**changes, "phase": "act", "actor": changes.get("commander", s.commander),
                             "done": 0, "pending": (), "left": 0})

    # ------------------------------------------------------------------ the end
    def final_scores(self, s: RogueAgentState) -> tuple[FinalScore, ...]:
        """Each player's :class:`~edgekit.rogue_agent.FinalScore` (Informants in the city count 1 each)."""
        return final_scores(self, s)

    def _returns(self, s: RogueAgentState) -> tuple:
        sc = self.final_scores(s)
        if self.payoff == "influence":
            return tuple(Fraction(x.total) for x in sc)
        w = winners(sc)
        return tuple(Fraction(1, len(w)) if i in w else Fraction(0) for i in range(self.players))

    # ------------------------------------------------------------------ log annotations
    def _turn(self, s: RogueAgentState) -> Turn:
        return turn_of(self, s)

    def _label(self, s: RogueAgentState, x: int) -> str:
        return label_of(self, s, x)


#: The factory's scalar parameters at their defaults: ``game().params`` and OpenSpiel's parameters of
#: ``edgekit_rogue_agent`` (beside every Rogue Agent reading). ``android_tokens`` counts in Android
#: mode only. ``city``, ``board`` and ``economy`` join a game's ``params`` as marked entries when given.
DEFAULT_PARAMS = Params(players=2, mode="agent", payoff="win", android_tokens=4, reveal_first="human")


@factory  # games remember this call: Game.rebuilt(...), pickled for workers
def game(players: int = 2, *, mode: str = "agent", rules=None, **options) -> RogueAgentGame:
    """A whole game of Rogue Agent on the play layer: 2-4 players, ``mode`` "agent" or "android" (3-4).

    ``options``: any Rogue Agent reading (``movement_fuel``, ``leaving_token``, ``joker_group``,
    ``bomb_timer_face``, ...; checked), or ``rules=`` a Rules value; ``payoff`` ("win": 1 shared
    among the winners, the default; "influence": final Influence); ``android_tokens`` (Android
    mode: how many of the 12 Identification tokens are Android, ILLUSTRATIVE default 4, RA-27);
    ``reveal_first`` ("human", the default, or "android": which token every player reveals first);
    ``city`` (a :func:`~edgekit.rogue_agent.rhine_city` layout); ``board`` (an
    :class:`~edgekit.rogue_agent.AgentBoard`) and ``economy`` (an :class:`~edgekit.rogue_agent.Economy`),
    both ILLUSTRATIVE by default. What is simplified is listed in the module docstring.

    Rules: Rogue Agent: Sequence of Play; End of the Game; Android Mode.
    """
    n = check_players(players, mode)
    base = readings.defaults(_R) if rules is None else rules
    if not isinstance(base, readings.Rules) or base.game != _R:
        raise TypeError(f"rules must be readings.defaults('Rogue Agent') or a replace() of it, not {rules!r}")
    given = {k: options.get(k) for k in ("city", "board", "economy")}   # non-scalar, as given
    payoff = options.pop("payoff", "win")
    if payoff not in ("win", "influence"):
        raise ValueError(f"payoff must be 'win' or 'influence', not {payoff!r}")
    android, first = ga.pop_options(options, n)
    city = options.pop("city", None)
    if city is None:
        city = rhine_city()
    if not isinstance(city, City):
        raise TypeError(f"city must be a City from rhine_city(), not {type(city).__name__}")
    board, economy = economy_options(options, city)
    known = {r.id for r in readings.by_game(_R)}
    bad = sorted(k for k in options if k not in known)
    if bad:
        raise TypeError(f"game() got unknown option(s) {bad}; options are {_GAME_OPTIONS}, rules= and the "
                        f"Rogue Agent readings")
    rules = base.replace(**options) if options else base
    if rules.ammo_chain == "yes":   # refused here: it raised mid-game at the first large attack (issue 19)
        raise ValueError(f"rules: the whole game cannot be played under ammo_chain='yes': its attacks can "
                         f"reach more than {CHAIN_MAX_DICE} dice, and the re-roll game under that reading "
                         f"is solved exactly only up to {CHAIN_MAX_DICE} (attack_policy); play it with "
                         f"ammo_chain='no'")
    g = ga.configure(RogueAgentGame(n, mode, rules, android, payoff, city, board, economy), first)
    for k, v in (("board", board), ("economy", economy)):   # shown by their labels
        given[k] = None if given[k] is None else v.label
    g._configure(params=DEFAULT_PARAMS.built({"players": n, "mode": mode, "payoff": payoff,
                                              "android_tokens": android, "reveal_first": first}, given))
    return g


def register_openspiel() -> str:
    """Register the game with OpenSpiel as ``edgekit_rogue_agent`` (imports pyspiel); returns the name.

    Importing :mod:`.openspiel` registers it (once); this function is that import, kept public.

    Rules: Rogue Agent: Sequence of Play.
    """
    from . import openspiel

    return openspiel.NAME
