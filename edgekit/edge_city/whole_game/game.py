"""Edge City as a whole game on the play layer (what it does not play: WHAT IS LEFT OUT).

Rules: Edge City 5.2, 5.3, 5.4, 5.5, 5.6, 6.0, 7.0, 8.0, 8.1, 8.2, 9.1.1, 9.4.1, 11.2, 11.3.2, 11.4.3,
11.5.1, 11.6, 11.6.4, 11.7, 11.8, 12.3, Chart 1.0.

``game(players=4, **options)`` -> :class:`EdgeCityGame`. Every roll is a chance state whose exact
odds come from the one place the rule lives: COOL from :func:`~edgekit.edge_city.regain_cool`, each
Win Roll of a Rip from :func:`~edgekit.edge_city.rip_machine` (``rip_steps="rolls"``, the default:
:mod:`~edgekit.edge_city.whole_game.rip_steps`) or a whole Rip from :func:`~edgekit.edge_city.rip_outcomes`
(``"whole"``), its DP from :func:`~edgekit.edge_city.dp_gained`, a Theft from
:func:`~edgekit.edge_city.theft_outcome`, an iT attack from :func:`~edgekit.edge_city.win_probability` (with
the cards its roll discards, 8.5.2: :func:`~edgekit.edge_city.whole_game.combat.it_dist`).

WHAT IS PLAYED: the board (5.2, 12.3: a checked ``layout``, ILLUSTRATIVE by default; the board part
is :mod:`~edgekit.edge_city.whole_game.board`); set-up (5.3 each Ripper starts on a Bizclave its player
chooses; 5.4 3 DP each; 5.5 Wannabee); the first turn (6.0: everyone must Travel); the turn (8.0,
Chart 1.0): the free actions (buy one title for 8 DP; regain COOL, else the turn is missed and COOL
returns, 9.4.1), then one of: a Rip where the Ripper stands (any type at the Business Dome or
Research Park; in a Sprawl Zone a Sensitive Rip, or a Secret or Super Secret one with a Patron of
its type, 11.6.1-11.6.3, used and discarded, 11.4.7; an Upgrade Rip in any of these while a Zone card
is on the board, its win discarding the Zone card of the player's choice, 11.6.4), a SWAT or ICE Attack
Combat on a Ripper (in a
Sprawl Zone, 11.5.1; the roll's Table 2.0 row, then the winner's choice of result, 11.5.4.1, 12.2:
:mod:`~edgekit.edge_city.whole_game.combat`), Travel (11.2: to any space 3 TP reach, Zone card TP costs,
no Wasteland, never back to the start; Zone cards on the way attack, 11.4.3; or Tech Travel, 11.2.3,
with ``tech_travel``'s ILLUSTRATIVE abilities: :mod:`~edgekit.edge_city.whole_game.travel`; the route is
the player's choice where routes meet different Zone cards) then the action of the
space reached (a Rip at a Rip Bizclave; at the Tech Plex buying Tech, 10.1.2, with trade-ins, 10.4,
reading ``trade_in``, or a Theft and its 2 DP card, 11.8.2; in a Sprawl Zone drawing two cards less
those there, acted on one by one in ABCD order, 11.4.1-11.4.8: Zone and Event attacks as Defend
Combat, Tech, Allies and iT bought or hired and Patrons accepted, 10.1.2-10.1.4, Rumors, the CYBER
LEPER-VIRUS, 10.3.2; two cards of one priority keep the order drawn: the choice of 11.4.2 is not
offered), buying Tech or a Theft when staying at the Tech Plex, an iT attack (a Hacker Legend
holding iT, on a Ripper an ICE attack could reach: from a Sprawl Zone, 11.5.1; resolved as an ICE
Attack Combat, so a miss pays the defender the attacker's Level, 11.5.4.1; whether the iT card is then
spent: reading ``it_after_attack``), or Pass (not while staying in the Business Dome or Research
Park, 11.3.2.2: reading ``dome_pass``; at the Tech Plex: reading ``plex_pass``); the cumulative -1
for repeated Rips or Thefts (11.6.5, 11.8.1: reset by Travel and, under the reading
``repeat_reset``'s default, by a turn with no Rip or Theft attempt); a
Super Secret success's choice of DP or an iT card (11.6.3); elimination by iT (11.7); the win (7.0:
the last Ripper left) and, when ``rounds`` is reached (the agreed earlier end of 7.0), the
tie-break: Status, then DP, then the Stealth modifiers (reading ``final_tie`` for a tie that
remains). The cards (:mod:`~.whole_game.cards`, model :mod:`~edgekit.edge_city.cards.catalogue`):
the Sprawl deck dealt as a real deck (without replacement, a discard pile, the reshuffle of 5.6,
reading ``sprawl_reshuffle``: :mod:`~edgekit.edge_city.whole_game.deck`), every card back to its own
deck when it leaves a hand (10.2), the named cards for what the rulebook prints of them (NO ICE ZONE,
11.5.1; CHAOS ZONE, 11.1; STATUS BOOST, 9.1.1; the ASSAULT TAXI's fare, 11.1), Tech held modifies
every Win Number by class, type and trait (11.4.5; halving only in
:func:`~edgekit.edge_city.rules.tech.halved_tech`; one copy of a double, 10.3.1), Allies (11.4.6, reading
``ally_modifies``), the limits (10.3, reading ``it_limit``), discards by the Win Roll (8.5.2: of a
Rip, a Theft, an Attack Combat or iT attack, a Defend Combat against a Zone or Event card),
end-of-round trading (8.3, 10.4, reading ``ripper_trading``), hidden DP (11.1) and concealed cards
(12.2, reading ``concealed_cards``: the face-up card of each group chosen at the start of the turn,
:mod:`~edgekit.edge_city.whole_game.hidden`) in each player's ``observation``.

WHAT IS LEFT OUT (never guessed silently):
  * on the board: a route choice offers at most 8 routes, one per set of Zone cards met
    (:mod:`~edgekit.edge_city.whole_game.travel`); a Ripper a Zone card stops ends its turn there; no card of
    the model is "special" (Table 2.0's margin-4 allowance is never reached); P0 laid the Tech Plex;
  * the cards are mostly not printed (EC-21): the Tech deck ``tech_mix``, the Sprawl deck
    ``sprawl_mix`` (dealt as a real deck; "OTHER" cards do nothing) and the Data Ripper cards'
    Tech ``start_cards`` are deck descriptions with ILLUSTRATIVE defaults, every card's values
    labelled by source (:data:`~edgekit.edge_city.CARDS`); ``rippers`` modifiers add to the cards;
  * the named cards whose texts are not printed: CHAOS ZONE's protection (11.1: neither what it
    protects from nor its price is printed; the card is played as a Zone card with no attack); the
    effects of BIOHAZARD (8.2: a Zone card on the board) and TRANSIT FAILURE (11.4.3.2: a Zone card
    that does not stay) are not given, so neither card is in the game; labelled values: STATUS
    BOOST's titles and cost (ILLUSTRATIVE one title for 0 DP, priority D), the ASSAULT TAXI's fare
    (ILLUSTRATIVE 1 DP a ride), and NO ICE ZONE and CHAOS ZONE with no attack and no discard roll
    (none is printed: they stay until an Upgrade Rip);
  * the Upgrade Rip (11.6.4) is offered only while a Zone card is on the board (with none it can win
    nothing) and uses no Patron (11.6.4 names none);
  * the Sprawl deck (:mod:`~edgekit.edge_city.whole_game.deck`): of two copies of one card from the two
    decks in one hand, the Tech deck's copy leaves first (the copies are the same card in play); a
    destroyed card (11.5.4.1) goes back to its deck like a discarded one (where it goes is not
    printed); the others never see which deck a held card came from (the rulebook does not say the
    copies look different); with both piles empty (a small ``sprawl_mix``) fewer cards are drawn;
  * any-time cards (8.3, e.g. EARN A FAVOR): their texts are not printed, so every effect would be
    invented, and 8.3's timing would put a choice for every COOL holder, in an order 8.3 does not
    fix, before every Win Roll of the game; a card used in a Rip is discarded (8.5.2) by the Rip's own
    Win Roll (``rip_steps="rolls"``, reading ``rip_discard_roll``; under "whole" by a roll after it);
    a Patron is used only where needed; discarding (10.2) only makes room; trades at the printed cost;
  * the iT attack's strength: 11.7 gives none; it is resolved as an ICE Attack Combat (11.5.3.1)
    with the card's attack modifier ``it_modifier`` (ILLUSTRATIVE default 3) and the defender's ICE
    Defend Tech;
  * Table 4.0 cells the rulebook lacks: :func:`~edgekit.edge_city.illustrative_table_4_0`.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType

from ... import readings
from ...dist import Dist
from ...play import CHANCE, TERMINAL, FunctionPolicy, Game, State, Turn
from ...play.chance import Weights
from ...play.core import factory, replaced
from ...play.params import Params
from ..rip.data import dp_gained
from ..rip.odds import rip_outcomes
from ..road.legend import illustrative_table_4_0
from ..rules.combat import attack_win_number
from ..rules.cool import regain_cool
from ..rules.theft import theft_outcome
from ..rules.win import STATUSES
from . import board as gb
from . import board_words as _board_words
from . import card_words as _card_words
from . import cards as gc
from . import combat as gk
from . import deck as gd
from . import rip_steps as gr
from . import travel as gt
from .actions import (
    BUY,
    CARD0,
    DRAW,
    IT,
    NUM_ACTIONS,
    PASS,
    RIP,
    SHOP,
    TAKE_DP,
    TAKE_IT,
    THEFT,
    TRAVEL_AT,
    UPGRADE,
)
from .base import _enter, zones_at
from .words import label_of, turn_of

__all__ = ["game", "DEFAULT_PARAMS", "EdgeCityGame", "EdgeCityState", "Ripper", "ILLUSTRATIVE_RIPPER",
           "RIPPER_NAMES", "left_out"]

_EC = "Edge City"
#: The seven Rippers the rulebook names (EC-21); the eighth is not named.
RIPPER_NAMES = ("Tech Gnome", "Dollar Boy", "Lady of Darkness", "Mad Maxine", "Mr Grizzly",
                "Helper of Mankind", "Randi 1101")
#: ILLUSTRATIVE: a Ripper card's Tech is not printed; by default nobody holds any modifier.
ILLUSTRATIVE_RIPPER = MappingProxyType({"swat_stealth": 0, "ice_stealth": 0, "swat_defend": 0,
                                        "ice_defend": 0, "swat_attack": 0})
RIP_T = RIP.names   # the Rip types, in the order of their actions (.actions.RIP)
_UNSET = object()
_TURN_RULES = ("the readings of a turn's end",)   # a key of EdgeCityGame._rule_of (_turn_rules)
_DOMES = ("business_dome", "research_park")
_RIPS = tuple(RIP(t) for t in RIP.names)   # the Rip actions, in id order
_RIP0, _RIP_END = RIP.base, RIP.end
_RIP_PHASES = gr.PHASES
_WON = MappingProxyType({"super_secret": "reward", "upgrade": "upgrade"})   # a won Rip's next phase
_CHANCE = frozenset({"regain", "rip", "dp", "theft", "it", gr.ROLL, *gc.CHANCE_PHASES, *gb.CHANCE_PHASES})


@dataclass(frozen=True)
class Ripper:
    """One Ripper: Level, DP, COOL, where it stands, repeated attempts there, iT and stolen cards."""

    level: int = 0
    dp: int = 3
    cool: bool = True
    space: str = "business_dome"
    attempts: int = 0
    it: int = 0
    stolen: int = 0
    alive: bool = True
    cards: tuple = ()      # names of the Tech, Ally and Patron cards held (sorted; doubles repeat)
    pos: tuple | None = None   # the tile it stands on (game_board); ``space`` is that tile's kind
    shown: tuple = ()      # the cards its player chose face up (12.2, game_hidden)
    sprawl: tuple = ()     # which of ``cards`` (and "iT" for ``it``) came from the Sprawl deck (.deck)


@dataclass(frozen=True)
class EdgeCityState(State):
    rippers: tuple
    player: int = 0
    phase: str = "start"       # start, regain, act, arrived, rip, dp, reward, theft, it
    pending: tuple = ()
    round: int = 1
    bought: bool = False
    game: EdgeCityGame = field(default=None, compare=False, hash=False, repr=False)
    used: tuple = ()           # cards used in this turn's Rip or Theft that a Win Roll may discard
    zones: tuple = ()          # Zone cards on the board: ((position, (card, ...)), ...), 11.4.3
    tried: bool = False        # a Rip or Theft was attempted this turn (reading repeat_reset)
    deck: object = None        # the Sprawl deck's piles (.deck.SprawlDeck; None: worked out, .deck.of)

    @property
    def current_player(self) -> int:
        ph = self.phase
        if ph == "over":
            return TERMINAL
        return CHANCE if ph in _CHANCE else self.player

    def legal_actions(self) -> tuple[int, ...]:
        ph = self.phase   # a player acts: neither the dice (_CHANCE) nor the game's end
        if ph == "act":   # the most frequent decision, asked directly (EdgeCityGame._legal has the rest)
            return self.game._act_legal(self, self.rippers[self.player])
        return self.game._legal(self) if ph not in _CHANCE and ph != "over" else ()

    def chance_outcomes(self) -> Dist:
        if not self.is_chance:
            raise ValueError(f"no dice are rolled here ({self})")
        return self.game._chance(self)

    def is_legal(self, action) -> bool:
        """:meth:`~edgekit.play.State.is_legal`, with a plain int at a player's step answered first."""
        ph = self.phase
        if type(action) is int and ph not in _CHANCE and ph != "over":
            return action in self.legal_actions()
        return State.is_legal(self, action)

    def chance_weights(self) -> Weights:
        """The chance outcomes as cached integer Weights, exactly those of :meth:`chance_outcomes` (the
        fast path's hook: a Draw's from the piles' counts by integer arithmetic, the rest kept per
        cached Dist)."""
        if self.phase not in _CHANCE:
            raise ValueError(f"no dice are rolled here ({self})")
        return self.game._weights(self)

    def _chance_run(self, rng, budget: int):
        """The fast path's run of chance steps (:attr:`~edgekit.play.State._chance_run`): a Rip's Win
        Rolls one after another (:func:`.rip_steps.run`), and every other chance step that follows
        (a Draw of two cards located among the pairs without its Weights: :func:`.deck.draw_pick`)."""
        g, s, steps = self.game, self, 0
        below = gr._below(rng)   # rng.randrange (Weights.draw)
        roll = gr.ROLL
        while steps < budget:   # chance steps in a row (a Zone card, then COOL ...)
            ph = s.phase
            if ph not in _CHANCE:
                break
            if ph == roll:
                s, k = gr.run(g, s, rng, budget - steps)
                steps += k
                continue
            a = gd.draw_pick(gd.of(g, s), gb.draw_count(s), rng) if ph == "draw" else None
            if a is None:
                w = g._weights(s)
                a = w.outcomes[bisect_right(w.running, below(w.total))]   # Weights.draw
            s = s._apply(a)
            steps += 1
        return s, steps

    def _apply(self, action: int) -> EdgeCityState:  # action checked by State.apply
        after = self.game._apply(self, action)   # cards keep their deck (settle; no hand changed: nothing)
        return after if after.rippers is self.rippers else gd.settle(self.game, self, after)

    def returns(self) -> tuple:
        return self.game._returns(self)

    def _turn(self) -> Turn:
        return self.game._turn(self)

    def _action_label(self, action: int) -> str:  # action checked by State.action_label
        return self.game._label(self, action)

    def _observation(self, player: int) -> str:
        """What ``player`` sees: other Rippers' DP are hidden (11.1), and their concealed cards
        under ``concealed_cards`` (12.2)."""
        return _card_words.observation(self, player)

    def information(self, player: int):
        """What ``player`` knows here, as a value (:func:`.card_words.information`)."""
        return _card_words.information(self, self._check_player(player))

    def picture(self) -> str:
        """The board with each Ripper's pawn and the Zone cards (HTML, cheap), then each Ripper."""
        rows = "".join(f"<div><b>P{i}</b> {STATUSES[r.level]}, {r.dp} DP{'' if r.cool else ', UnCOOL'}"
                       + (f"; <small>{_card_words.holding(self.game, r)}</small>" if r.cards or r.it else "")
                       + ("" if r.alive else ", eliminated") + "</div>" for i, r in enumerate(self.rippers))
        from .words import BOARD_KEY
        return (_board_words.picture(self) + rows + f"<div>round {self.round}; P{self.player} to act</div>"
                f"<p class='edgekit-legend' style='margin:2px 0;max-width:34em'><small><b>Key:</b> "
                f"{BOARD_KEY}</small></p>")

    def key_numbers(self):
        """Each Ripper's Status, DP and COOL, the round and whose turn (:func:`.words.key_numbers`)."""
        from .words import key_numbers
        return key_numbers(self)

    def verdict(self) -> str:
        """Who won and why (7.0) at the end, agreeing with :meth:`returns` (:func:`.words.verdict`)."""
        from .words import verdict
        return verdict(self.game, self)

    def legend(self) -> str:
        """The key to the abbreviations of the state's text and picture."""
        from .words import LEGEND
        return LEGEND

    def __str__(self) -> str:
        parts = []
        for i, r in enumerate(self.rippers):
            if not r.alive:
                parts.append(f"P{i}: eliminated")
                continue
            where = f"{r.space.replace('_', ' ')} {r.pos}" if r.pos else "not yet placed"
            parts.append(f"P{i}: {STATUSES[r.level]}, {r.dp} DP, {'COOL' if r.cool else 'UnCOOL'}, {where}"
                         + (f", {_card_words.holding(self.game, r)}" if r.cards or r.it else ""))
        return f"round {self.round}, P{self.player} ({self.phase}): " + "; ".join(parts)


class EdgeCityGame(Game):
    """A whole game of Edge City (build with :func:`game`; what is left out: the module docstring)."""

    perfect_information = False   # DP totals are hidden (11.1); concealed cards (12.2)
    min_return, max_return = 0, 1
    cite = ("Edge City 5.2", "Edge City 5.3", "Edge City 6.0", "Edge City 7.0", "Edge City 8.0",
            "Edge City 11.2", "Edge City 11.4.3", "Edge City 11.5.1", "Edge City 11.6", "Edge City 11.7",
            "Edge City 11.8", "Edge City 12.3")

    def __init__(self, players, rules, rippers, rounds, it_modifier, start_dp, cards):
        self.cards = cards
        self.num_distinct_actions = NUM_ACTIONS   # the card blocks end below TRAVEL_AT (game())
        self.max_chance_outcomes = max(2 * gb.DISCARDED, len(cards.sprawl) ** 2, len(cards.names) + 1)
        self.players, self.rules, self.rounds, self.it_modifier = players, rules, rounds, it_modifier
        self.tech = tuple(MappingProxyType(dict(t)) for t in rippers)
        self.start_dp = start_dp
        self.name = f"Edge City ({players} players)"
        self.max_game_length = rounds * players * 12 + 10
        self.illustrative = ("Table 4.0 fill-in", "Ripper Tech" if all(
            dict(t) == dict(ILLUSTRATIVE_RIPPER) for t in rippers) else "", "iT modifier",
            "the Tech deck (tech_mix), the Sprawl deck (sprawl_mix) and every card marked ILLUSTRATIVE")
        self.options = MappingProxyType({"players": players, "rounds": rounds, "start_dp": start_dp,
                                         "it_modifier": it_modifier, "sprawl_mix": cards.mix,
                                         "tech_mix": cards.tech, "start_cards": cards.start,
                                         "ILLUSTRATIVE decks": ", ".join(cards.illustrative) or "none"})
        self._cache: dict = {}
        self._by_dist: dict = {}   # id of a Dist of _chance -> its Weights (which keeps the Dist alive)
        self._rule_of: dict = {}   # reading id -> option, as looked up (rule)
        self._by_key: dict = {}    # what a chance step's odds depend on -> its Weights (_weights)
        self._by_roll: dict = {}   # a Rip roll: (track, used cards), zone, decided -> Weights (gr.run)

    def new_initial_state(self) -> EdgeCityState:
        rs = tuple(Ripper(dp=self.start_dp, cards=c, sprawl=f)
                   for c, f in zip(self.cards.start, self.cards.start_sprawl))
        return EdgeCityState(rs, 0, "setup", (), 1, False, self,   # 5.3: Rippers go on Bizclaves
                             deck=gd.full(self))                   # 5.6: the Sprawl deck, shuffled

    @property
    def policies(self) -> Mapping[str, FunctionPolicy]:
        from .policies import policies
        return policies(self)

    # ------------------------------------------------------------------ rules
    def _legal(self, s) -> tuple[int, ...]:
        r = s.rippers[s.player]   # legal_actions answers "act" itself (_act_legal)
        if s.phase == "setup":
            return gb.setup_actions(self, s)
        if s.phase in gc.CARD_PHASES or s.phase == gr.CHOICE:   # gr: a second chance in a Rip
            return (gr if s.phase == gr.CHOICE else gc).legal(self, s)
        if s.phase in gb.DECISIONS:   # a won attack's result (11.5.4.1); the route (11.2)
            return gb.decision_legal(self, s)
        if s.phase == "reward":  # 11.6.3; an iT card needs room (10.3, reading it_limit)
            return (TAKE_DP, TAKE_IT) if gc.room(self, r, self.cards.catalogue["iT"]) else (TAKE_DP,)
        if s.phase == "arrived":
            if r.space in _DOMES:
                return _RIPS + gc.upgrade_rips(self, s)   # 11.6.4: an Upgrade Rip too
            return gb.after_travel(self, s, PASS, DRAW)
        return self._act_legal(s, r)

    def _act_legal(self, s, r) -> tuple[int, ...]:
        """The legal actions of the ``act`` phase (the turn's action, 8.0, Chart 1.0)."""
        out = [BUY] if not s.bought and r.dp >= 8 and r.level < 4 else []
        if s.round != 1:
            if r.space in _DOMES:   # 11.3.2.2 (reading dome_pass)
                out += _RIPS
                if self.rule("dome_pass") == "may_pass":
                    out.append(PASS)
            elif r.space == "sprawl":  # 11.6.1-11.6.3, 11.4.7: Patrons for Secret and Super Secret
                attacks = gb.attack_actions(self, s, travelled=False)   # 11.5.1; iT as ICE (11.7)
                out.append(PASS)
                out += gc.sprawl_rips(self, r)
                if attacks:
                    out += attacks
                    out += gb.it_actions(self, s, attacks)
            else:   # the Tech Plex: 11.3.2.1, Chart 1.0 steps 3-4 (reading plex_pass)
                out += (THEFT, SHOP) if self.rule("plex_pass") == "must_buy_or_steal" else (PASS, THEFT, SHOP)
            if s.zones:   # 11.6.4: in a Sprawl Zone, the Business Dome or Research Park
                out += gc.upgrade_rips(self, s)
        out += gb.travel_actions(self, s)   # Transit
        if r.cards and gt.holds_tech_travel(self, r.cards):   # Tech Travel (11.2.3)
            out += gt.actions(self, s)
        out.sort()
        return tuple(out)

    def _chance(self, s) -> Dist:
        if s.phase == "it":   # 11.7 as an ICE Attack Combat; the roll decides discards too (8.5.2)
            return gk.it_dist(self, s, self._it_w(s))
        defend = self._defend(s)
        if defend:   # a Defend Combat whose roll also decides Defend cards' discards (8.5.2)
            card, used, leaves = defend
            inputs = gb.defence_inputs(self, s)   # with the card, all the odds depend on (kept)
            return self.board._keep(("defend dist", card, tuple(inputs.values()), used, leaves),
                                    lambda: gk.defend_dist(self, card, inputs, used, leaves))
        for part in (gc, gb, gr):   # cards, board, a Rip's Win Roll (rip_steps="rolls")
            if s.phase in part.CHANCE_PHASES:
                return part.chance(self, s)
        r = s.rippers[s.player]
        inputs = {}   # the odds depend on the cards only through these inputs (cache key)
        if s.phase == "rip":
            inputs = gc.rip_inputs(self, s, s.pending[2])
        elif s.phase == "theft":
            inputs = gc.theft_inputs(self, s)
        key = (s.phase, r.level, s.pending[:2], tuple(sorted(inputs.items())),
               s.used if s.phase == "theft" else None)
        got = self._cache.get(key)
        if got is not None:
            return got
        if s.phase == "regain":
            d = regain_cool(rules=self.rules).map(lambda o: 0 if o == "regained" else 1)
        elif s.phase == "rip":
            t, k, pat = s.pending
            o = rip_outcomes(STATUSES[r.level], t, previous_attempts=k, rules=self.rules, **inputs)
            d = Dist.from_probs({n: o[x] for n, x in enumerate(("success", "failed_cool", "failed_uncool"))
                                 if o[x] != 0})
        elif s.phase == "dp":
            t = s.pending[0]
            adj = illustrative_table_4_0()[(STATUSES[r.level], t)]
            d = dp_gained(STATUSES[r.level], t, adjustment=adj, rules=self.rules)
            d = d.map(lambda g: min(int(g), 63))
        elif s.phase == "theft":
            o = theft_outcome(STATUSES[r.level], prior_attempts=s.pending[0], rules=self.rules, **inputs)
            d = o.map(lambda x: 0 if x == "success" else (2 if "UnCOOL" in x else 1))
            if s.used:   # 8.5.2: the Theft's own Win Roll also decides the cards' discards
                d = gc.theft_with_discards(self, s, inputs)
        if len(self._cache) < 50000:
            self._cache[key] = d
        return d

    def _weights(self, s) -> Weights:
        """:meth:`EdgeCityState.chance_weights` at a chance state ``s``: a Draw's from the piles
        (:func:`.deck.draw_weights`); the frequent steps' kept by all their odds depend on (the keys
        of their Dists' caches: a Rip's Win Roll, rip_steps.chance; a Zone or Event card's attack with
        the Defend cards its roll may discard, the Ripper's Status and cards; regaining COOL; the
        Rip's DP; an Attack Combat, both Rippers' Status and cards); the rest per cached Dist."""
        ph = s.phase
        if ph == "draw":
            return gc.draw_weights(self, s)
        r = s.rippers[s.player]
        if ph == gr.ROLL:
            key = (ph, s.player, r.level, s.pending[:5], r.cards, s.used)
        elif ph == "zone":
            path, k, j = s.pending
            here, cards = path[k], ()
            for p, cs in s.zones:   # zones_at(s, here)[j], inlined
                if p == here:
                    cards = cs
                    break
            key = (ph, cards[j], s.player, r.level, r.cards)
        elif ph == "encounter":
            key = (ph, s.pending[0], s.player, r.level, r.cards)
        elif ph == "regain":
            key = (ph,)
        elif ph == "dp":
            key = (ph, r.level, s.pending[0])
        elif ph == "attack":
            o = s.rippers[s.pending[1]]
            key = (ph, s.pending[:2], s.player, r.level, r.cards, o.level, o.cards)
        else:
            key = None
        if key is not None:
            got = self._by_key.get(key)
            if got is not None:
                return got
        if ph == "zone" or ph == "encounter":   # by the card, the Ripper's defence and the Defend cards
            defend = self._defend(s)            # (all the odds depend on): shared by many Rippers' hands
            by = (ph, key[1], tuple(gb.defence_inputs(self, s).values()), defend and defend[1])
            got = self._by_key.get(by)
            if got is None:
                if len(self._by_key) >= 50000:
                    self._by_key.clear()
                got = self._by_key[by] = self._weights_of(self._chance(s), s)
            self._by_key[key] = got
            return got
        got = self._weights_of(gr.chance(self, s) if ph == gr.ROLL else self._chance(s), s)
        if key is not None:
            if len(self._by_key) >= 50000:
                self._by_key.clear()
            self._by_key[key] = got
        return got

    def _keep(self, key, fn):
        """The answer ``fn()`` kept on the game under ``key`` (None and False are answers too), as
        :meth:`Board._keep <edgekit.edge_city.whole_game.board.Board._keep>` keeps the board's: bounded,
        a new answer is not kept once the game holds 50,000. A caller on a hot path reads ``_cache``
        itself first and calls this on a miss only (no closure made when the answer is kept)."""
        got = self._cache.get(key, _UNSET)
        if got is _UNSET:
            got = fn()
            if len(self._cache) < 50000:
                self._cache[key] = got
        return got

    def _weights_of(self, d, s) -> Weights:
        """The Weights of Dist ``d`` (the odds at ``s``), kept per Dist object."""
        got = self._by_dist.get(id(d))
        if got is None:
            if len(self._by_dist) >= 20000:
                self._by_dist.clear()
            got = self._by_dist[id(d)] = Weights.of(d, where=s)
        return got

    def _defend(self, s):
        """(Sprawl card, the Defend cards used that print discard totals, the id added when the card
        leaves the board) of a Zone or Event card's attack (11.5.3.2, 8.5.2), or None."""
        ph = s.phase
        if ph == "zone":
            path, k, j = s.pending
            name = zones_at(s, path[k])[j]
        elif ph == "encounter":
            name = s.pending[0]
        else:
            return None
        key = ("defend", ph, name, s.rippers[s.player].cards)   # all it depends on: kept on the game
        got = self._cache.get(key, _UNSET)
        if got is not _UNSET:
            return got

        def made():
            if ph == "zone":
                card, leaves = name, gb.DISCARDED
            else:
                c = self.cards.catalogue[name]
                card, leaves = c.sprawl(), gb.DISCARDED * (c.kind == "zone")
            used = gk.defend_used(self, s, card)
            return (card, used, leaves) if used else None
        return self._keep(key, made)

    def _it_w(self, s) -> int:
        j = s.pending[0]
        d = gc.mods(self, j, s.rippers[j].cards)["ice_defend"]
        return attack_win_number(STATUSES[4], self.it_modifier, d,
                                 STATUSES[s.rippers[j].level], rules=self.rules)

    def rule(self, rid: str):
        """The option this game plays for reading ``rid`` (``self.rules.<rid>``), kept after its first
        look-up: the hot loop asks at nearly every step, and a Rules look-up costs a function call."""
        got = self._rule_of.get(rid, _UNSET)
        if got is _UNSET:
            got = self._rule_of[rid] = getattr(self.rules, rid)
        return got

    def _turn_rules(self) -> tuple:
        """(repeat_reset is "travel_or_idle", ripper_trading is "offers", concealed_cards is
        "face_up"): the readings every turn's end asks, looked up once."""
        got = self._rule_of.get(_TURN_RULES)
        if got is None:
            got = self._rule_of[_TURN_RULES] = (self.rule("repeat_reset") == "travel_or_idle",
                                                self.rule("ripper_trading") == "offers",
                                                self.rule("concealed_cards") == "face_up")
        return got

    def _set(self, s, i, **kw):
        rs = list(s.rippers)
        rs[i] = replaced(rs[i], **kw)
        return tuple(rs)

    def _rip_end(self, s, rippers, t, k, a, used) -> EdgeCityState:
        """The end of a Rip of type ``t`` after ``k`` earlier attempts, its outcome ``a`` (an index of
        OUTCOMES): the state after the ``rip`` step whose Rippers are ``rippers`` and whose used cards
        are ``used`` (``s``: a state of the Rip; rip_steps.finish ends a Rip played roll by roll here,
        without making that step's state)."""
        i = s.player
        rs = list(rippers)
        if a == 0:   # 11.6.3 DP or iT; 11.6.4 a Zone card removed (gc: the "upgrade" choice)
            rs[i] = replaced(rs[i], attempts=k + 1)
            won = _WON.get(t, "dp")
            return replaced(s, rippers=tuple(rs), phase=won, pending=(t,), used=used)
        rs[i] = replaced(rs[i], attempts=k + 1, cool=False) if a == 2 else replaced(rs[i], attempts=k + 1)
        return self._end_turn(s, tuple(rs), used)

    def _end_turn(self, s, rippers, used=None) -> EdgeCityState:
        """The turn ends (``used``: the cards used in its action, if not ``s.used``)."""
        i = s.player
        used = s.used if used is None else used
        if used:  # 8.5.2: cards used in the action may be discarded by the Win Roll
            held = tuple(u for u in used if u in rippers[i].cards)
            if held:
                return replaced(s, rippers=rippers, phase="discard", pending=held, used=())
        reset, trading, face_up = self._turn_rules()
        if not s.tried and reset and rippers[i].attempts:   # 11.6.5, 11.8.1: it waited (repeat_reset=
            rs = list(rippers)                               # "travel_or_idle")
            rs[i] = replaced(rs[i], attempts=0)
            rippers = tuple(rs)
        last = -1   # the one Ripper left (7.0), if one is: a loop that stops at a second one alive
        for k, r in enumerate(rippers):
            if r.alive:
                if last >= 0:
                    break
                last = k
        else:
            if last >= 0:
                return replaced(s, rippers=rippers, player=last, phase="over", pending=(), bought=False,
                                used=(), tried=False)
        nxt, rnd = i, s.round
        while True:
            nxt += 1
            if nxt == self.players:
                nxt, rnd = 0, rnd + 1
            if rippers[nxt].alive:
                break
        if rnd > self.rounds:
            return replaced(s, rippers=rippers, phase="over", pending=(), round=self.rounds, bought=False,
                            used=(), tried=False)
        if rnd > s.round and trading:   # 8.3, 10.4: the round's end (ripper_trading="offers")
            return gc.start_trading(self, replaced(s, rippers=rippers, used=(), tried=False), nxt, rnd)
        if face_up:   # the next turn starts (_enter: no 12.2 step under concealed_cards="face_up")
            return replaced(s, rippers=rippers, player=nxt, phase="act" if rippers[nxt].cool else "regain",
                            pending=(), round=rnd, bought=False, used=(), tried=False)
        return _enter(replaced(s, rippers=rippers, player=nxt, phase="start", pending=(), round=rnd,
                               bought=False, used=(), tried=False))

    def _apply(self, s, a) -> EdgeCityState:
        ph = s.phase   # the phases are disjoint: the frequent ones are tried first
        if ph in _RIP_PHASES:   # a Rip's Win Roll or second chance: the most frequent step
            return gr.apply(self, s, a)
        i, r = s.player, s.rippers[s.player]
        if ph == "act" or ph == "arrived":
            return self._act(s, a, i, r)
        if ph == "rip":
            t, k, _ = s.pending
            return self._rip_end(s, s.rippers, t, k, a, s.used)
        if ph == "regain":
            if a == 0:
                return replaced(s, rippers=self._set(s, i, cool=True), phase="act")
            return self._end_turn(s, self._set(s, i, cool=True))  # turn missed (9.4.1): no attempt
        if ph == "dp":
            return self._end_turn(s, self._set(s, i, dp=r.dp + a))
        if s.phase == "setup":
            return gb.apply_setup(self, s, a)
        defend = self._defend(s) if ph == "zone" or ph == "encounter" else None
        if defend and a >= gk.DEFEND_BASE:   # 8.5.2: the Defend cards this roll discards leave now
            a, mask = a % gk.DEFEND_BASE, a // gk.DEFEND_BASE
            s = replaced(s, rippers=gk.discard(self, s, tuple((i, n) for n in defend[1]), mask))
        if s.phase in gc.CARD_PHASES or s.phase in gc.CHANCE_PHASES:
            if s.phase == "plex" and a == THEFT:   # an attempt: the turn did not wait (repeat_reset)
                s = replaced(s, tried=True)
            return gc.apply(self, s, a)
        if s.phase in gb.CHANCE_PHASES or s.phase in gb.DECISIONS:
            return gb.apply_chance(self, s, a)
        if s.phase == "reward":
            if a == TAKE_IT:
                return self._end_turn(s, self._set(s, i, it=r.it + 1))
            return replaced(s, phase="dp")
        if s.phase == "theft":
            if s.used:   # outcome // 3: which used cards the same roll discards (8.5.2)
                s, a = replaced(s, rippers=gc.drop_used(self, s, a // 3), used=()), a % 3
            rs = self._set(s, i, attempts=s.pending[0] + 1, stolen=r.stolen + (a == 0))
            if a == 0:  # 11.8.2: choose a 2 DP card from the Tech deck
                return replaced(s, rippers=rs, phase="steal", pending=())
            if a == 2:
                rs = self._set(replaced(s, rippers=rs), i, cool=False)
            return self._end_turn(s, rs)
        # iT attack (11.7, as an ICE Attack Combat): a hit eliminates, its cards leave the game; a miss
        j = s.pending[0]   # pays the defender the attacker's Level (11.5.4.1); a // 2: discards (8.5.2)
        a, mask = a % 2, a // 2
        if mask:
            used = gk.used_cards(self, s, "ICE", j, attacker=False)
            s = replaced(s, rippers=gk.discard(self, s, used, mask))
        rs = self._set(s, j, alive=False) if a == 0 else self._set(s, j, dp=s.rippers[j].dp + r.level)
        if self.rule("it_after_attack") == "spent":   # the iT card goes with the attack (11.7, reading)
            rs = rs[:i] + (replaced(rs[i], it=rs[i].it - 1),) + rs[i + 1:]
        return self._end_turn(s, rs)

    def _act(self, s, a, i, r) -> EdgeCityState:
        """The turn's action chosen in the ``act`` or ``arrived`` phase (``_apply``)."""
        if a >= TRAVEL_AT.base and a != UPGRADE:   # Travel or an attack (UPGRADE's id is above them)
            return gb.apply_action(self, s, a)
        if a == BUY:
            return replaced(s, rippers=self._set(s, i, level=r.level + 1, dp=r.dp - 8), bought=True)
        if a == PASS:   # a turn with no attempt: _end_turn applies repeat_reset
            return self._end_turn(s, s.rippers)
        if RIP.base <= a < _RIP_END or a == UPGRADE:   # with its Patron in a Sprawl Zone, the cards it uses
            t = "upgrade" if a == UPGRADE else RIP_T[a - _RIP0]   # 11.6.4: an Upgrade Rip
            return gr.start(self, s, t, r.attempts if s.phase == "act" else 0, tried=True)
        if a == SHOP:
            return replaced(s, phase="plex", pending=(0, r.attempts if s.phase == "act" else 0))
        if a == DRAW:
            return replaced(s, phase="draw")
        if a == THEFT:
            return replaced(s, phase="theft", pending=(r.attempts if s.phase == "act" else 0,),
                            used=gc.used_in(self, r.cards, "theft"), tried=True)
        return replaced(s, phase="it", pending=(IT.index(a),))

    def _returns(self, s) -> tuple:
        if not s.is_terminal:
            return tuple(Fraction(0) for _ in range(self.players))
        alive = [i for i, r in enumerate(s.rippers) if r.alive]
        if len(alive) == 1:
            return tuple(Fraction(int(i == alive[0])) for i in range(self.players))

        def key(i):  # 7.0: Status, then DP, then the Stealth SWAT and ICE modifiers (cards held)
            r = s.rippers[i]
            return (r.level, r.dp, gc.stealth_total(self, i, r.cards))
        best = max(key(i) for i in alive)
        win = [i for i in alive if key(i) == best]
        if len(win) > 1 and self.rules.final_tie == "no_winner":
            win = []
        return tuple(Fraction(1, len(win)) if i in win else Fraction(0) for i in range(self.players))

    def _turn(self, s) -> Turn:
        return turn_of(self, s)

    def _label(self, s, a) -> str:
        return label_of(self, s, a)


def _whole(x, name, lo, hi):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if not lo <= x <= hi:
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {x}")
    return x


#: The factory's scalar parameters at their defaults (``game().params``; OpenSpiel's parameters of
#: ``edgekit_edge_city``, beside every Edge City reading). The non-scalar arguments (``rippers``, the
#: decks, ``cards``, ``layout``, ``tech_travel``) join a game's ``params`` as marked entries when given.
DEFAULT_PARAMS = Params(players=4, rounds=40, it_modifier=3, start_dp=3, rip_steps="rolls")


#: Readings under which a whole game has no numbers to play: reading -> (option, why).
_UNPLAYABLE = {
    "ice_msm": ("separate", "its Data Space ICE MSM (a row of Table 3.0, not printed; register EC-04) "
                            "stays an unknown symbol, so the odds of every Rip are symbolic"),
    "theft_msm": ("table_3_0", "its Theft MSM (a row of Table 3.0, not printed; register EC-08) stays an "
                               "unknown symbol, so the odds of every Theft are symbolic"),
}


def _playable(rules) -> None:
    """Refuse, before play starts, the readings whose dice odds the game cannot know (issue 19: they
    raised mid-game, at the first Rip or Theft)."""
    for rid, (option, why) in _UNPLAYABLE.items():
        if getattr(rules, rid) == option:
            raise ValueError(f"rules: the whole game cannot be played under {rid}={option!r}: {why}; "
                             f"play it with {rid}={readings.get(rid).default!r}")


@factory  # games remember this call: Game.rebuilt(...), pickled for workers
@readings.uses("dome_pass", "plex_pass", "it_after_attack", "final_tie", "repeat_reset", "rip_discard_roll",
               *gc.READINGS, game=_EC)
def game(players: int = 4, *, rounds: int = 40, rippers=None, it_modifier: int = 3, start_dp: int = 3,
         sprawl_mix=None, tech_mix=None, start_cards=None, cards=None, layout=None, tech_travel=None,
         rip_steps="rolls", rules=None) -> EdgeCityGame:
    """A whole game of Edge City on the play layer for 2-6 players (WHAT IS LEFT OUT: module docstring).

    Rules: Edge City 5.3, 5.4, 5.5, 6.0, 7.0, 8.0, 9.1.1, 9.4.1, 11.6, 11.7, 11.8, 12.3, Chart 1.0.

    ``players`` 2-6 (five or six use two game sets, 12.3); ``rounds`` the agreed end (7.0); ``rippers`` one
    mapping of Tech modifiers per seat (keys of :data:`ILLUSTRATIVE_RIPPER`, or a Ripper name from
    :data:`RIPPER_NAMES`, whose Tech is not printed and so is ILLUSTRATIVE); ``it_modifier`` the iT
    card's attack modifier (ILLUSTRATIVE); ``start_dp`` 3 (5.4); ``sprawl_mix`` the 80-card Sprawl deck
    as {card name: count} (names of :data:`~edgekit.edge_city.CARDS` or "OTHER"; default
    :data:`~edgekit.edge_city.ILLUSTRATIVE_SPRAWL_CARDS`, ILLUSTRATIVE); ``tech_mix`` the 32-card Tech
    deck (default :data:`~edgekit.edge_city.ILLUSTRATIVE_TECH_MIX`, ILLUSTRATIVE); ``start_cards``
    one list of card names per seat (default: a seat named by a Ripper gets its
    :data:`~edgekit.edge_city.ILLUSTRATIVE_START_CARDS`, others none; they come out of the Tech
    deck, 5.7); ``cards`` extra :class:`~edgekit.edge_city.Card` objects the mixes may name;
    ``tech_travel`` the Tech Travel abilities ({card: :class:`~edgekit.edge_city.TechTravel`}, default
    ILLUSTRATIVE: 11.2.3's card texts are not printed); ``layout`` the board (a Layout, mapping or
    text; checked against 5.2 and 12.3, an illegal one is refused naming the rule; default the
    ILLUSTRATIVE :data:`~edgekit.edge_city.whole_game.board.ILLUSTRATIVE_LAYOUT`, or the two-set board for
    five or six players: the rulebook fixes no layout); ``rip_steps`` "rolls" (each Win Roll of a Rip
    a step: :mod:`~edgekit.edge_city.whole_game.rip_steps`) or "whole"; ``final_tie``, ``repeat_reset``,
    ``rip_discard_roll`` and the card readings (``it_limit``, ``ally_modifies``, ``trade_in``,
    ``concealed_cards``, ``ripper_trading``, the Sprawl deck's ``sprawl_reshuffle``) the game's own
    readings; every other Edge City reading through ``rules=`` (``readings.defaults(...).replace(...)``).
    What is left out: the module docstring. OpenSpiel: import
    :mod:`edgekit.edge_city.whole_game.openspiel` (or call :func:`register_openspiel`).
    """
    given = {"rippers": rippers, "sprawl_mix": sprawl_mix, "tech_mix": tech_mix, "start_cards": start_cards,
             "cards": cards, "tech_travel": tech_travel}   # the non-scalar arguments, as given
    _whole(players, "players", 2, 6)
    _whole(rounds, "rounds", 1, 500)
    _whole(it_modifier, "it_modifier", -10, 10)
    _whole(start_dp, "start_dp", 0, 1000)
    if rippers is None:
        rippers = (ILLUSTRATIVE_RIPPER,) * players
    if isinstance(rippers, str | Mapping) or not hasattr(rippers, "__iter__"):
        raise TypeError(f"rippers must be a sequence of one entry per player, not {rippers!r}")
    rippers = tuple(rippers)
    if len(rippers) != players:
        raise ValueError(f"rippers must give one entry per player (players={players}), not {len(rippers)}")
    out = []
    for n, t in enumerate(rippers):
        if isinstance(t, str):
            if t not in RIPPER_NAMES:
                raise ValueError(f"rippers[{n}]: {t!r} is not a Ripper card in the deck; "
                                 f"known: {RIPPER_NAMES}")
            t = ILLUSTRATIVE_RIPPER
        if not isinstance(t, Mapping) or set(t) != set(ILLUSTRATIVE_RIPPER):
            raise ValueError(f"rippers[{n}] must be a Ripper name or a mapping with keys "
                             f"{tuple(ILLUSTRATIVE_RIPPER)}, not {t!r}")
        out.append({k: _whole(v, f"rippers[{n}][{k!r}]", 0, 10) for k, v in t.items()})
    _playable(rules)
    cs = gc.setup(players, rippers, tech_mix, sprawl_mix, start_cards, cards, rules)
    if CARD0 + 4 * len(cs.names) > TRAVEL_AT.base:
        raise ValueError(f"cards: at most {(TRAVEL_AT.base - CARD0) // 4} Tech, Ally and Patron cards "
                         f"in a game (their action ids end below the board's), not {len(cs.names)}")
    board = gb.Board(gb.game_layout(layout, players, rules), rules, illustrative=layout is None)
    g = EdgeCityGame(players, rules, out, rounds, it_modifier, start_dp, cs)
    tt = gt.as_tech_travel(tech_travel)   # 11.2.3 (game_travel)
    text = board.layout.to_text().replace("\n", " / ") + (" (ILLUSTRATIVE)" if layout is None else "")
    left_out = ("board layout",) * (layout is None) + ("Tech Travel abilities (tech_travel)",) * any(
        tt[c] == gt.ILLUSTRATIVE_TECH_TRAVEL[c] for c in gt.TECH_TRAVEL)
    g._configure(board=board, tech_travel=tt, illustrative=g.illustrative + left_out)
    gr.configure(g, rip_steps)   # checks rip_steps
    g._configure(max_chance_outcomes=max(g.max_chance_outcomes, gk.outcome_bound(g)))   # 8.5.2 in combat
    g._configure(options=MappingProxyType({**g.options, "layout": text, "tech_travel": gt.describe(tt)}))
    given["layout"] = None if layout is None else (layout if isinstance(layout, str) else text)
    given["tech_travel"] = None if tech_travel is None else gt.describe(tt)
    used = {"players": players, "rounds": rounds, "it_modifier": it_modifier, "start_dp": start_dp,
            "rip_steps": rip_steps}
    g._configure(params=DEFAULT_PARAMS.built(used, given))
    return g


def left_out():
    """What the whole game leaves out, as a table: one row per item of this module's WHAT IS LEFT
    OUT list, read from the module's docstring (the one place the list is written), so what a
    reader is shown is what ``help()`` says.

    Rules: Edge City 8.3, 11.7, 11.3.2.1, Table 4.0.
    """
    from ...display import Table
    if not __doc__:   # python -OO strips docstrings: say so rather than show an empty list
        raise ValueError("left_out: the module's docstring, where the list is written, was stripped "
                         "(python -OO)")
    text = __doc__.split("\nWHAT IS LEFT OUT", 1)[1].split("\n", 1)[1]
    rows = []
    for item in re.split(r"\n\s*\* ", "\n" + text.strip()):
        item = " ".join(item.split()).rstrip(";.")
        if not item:
            continue
        item = re.sub(r":(\w+):`~?([^`]+)`", _ref, item)   # a Sphinx reference, in words
        part, _, what = item.partition(": ")   # "part: what is left out" (an item without a part: all of it)
        rows.append((part, what.replace("``", "")) if what else ("", part.replace("``", "")))
    return Table("What the whole game of Edge City leaves out (never guessed silently)",
                 ("part", "what is left out"), rows,
                 notes="Read from help(edgekit.edge_city.whole_game.game), where the list is written.")


def _ref(m):
    """A Sphinx reference in words: a module by its room's path, anything else by its name."""
    role, path = m.group(1), m.group(2).removeprefix("edgekit.edge_city.")
    return path if role == "mod" else path.rsplit(".", 1)[-1]


def register_openspiel() -> str:
    """Register the game with OpenSpiel as ``edgekit_edge_city`` (imports pyspiel); returns the name.

    Importing :mod:`edgekit.edge_city.whole_game.openspiel` registers it too.

    Rules: Edge City 8.0.
    """
    from . import openspiel

    return openspiel.NAME
