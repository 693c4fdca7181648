"""The board of :mod:`.whole_game.game`: positions, set-up, Travel, Zone cards and Ripper attacks.

Rules: Edge City 5.2, 5.3, 6.0, 11.2, 11.2.1, 11.2.2, 11.3.3, 11.4.1, 11.4.2, 11.4.3, 11.5.1,
11.5.3.1, 11.5.4.1, 11.5.4.2, 12.3, Chart 1.0.

The game is played on a :class:`~edgekit.edge_city.Layout`. A user layout is checked with
:func:`~edgekit.edge_city.layout_problems` (an illegal one is refused, naming the rule); the default
is :data:`ILLUSTRATIVE_LAYOUT` (one set) or :data:`ILLUSTRATIVE_LAYOUT_TWO_SETS` (five or six players,
12.3): ILLUSTRATIVE, since the rulebook fixes no layout (5.2 lays one at random).

Action ids (stable, documented; OpenSpiel needs a fixed ``num_distinct_actions``; all of them are
named in :mod:`~edgekit.edge_city.whole_game.actions`):

* ``TRAVEL_AT(k)`` (1000..1023): Travel to (or, at set-up, start on) the board's ``k``-th position in
  reading order (``board.positions[k]``; at most :data:`MAX_POSITIONS` tiles);
* ``SWAT(j)`` (1024..1029) and ``ICE(j)`` (1030..1035): a SWAT or ICE Attack Combat on player ``j``;
* 1036..1527 the winner's choices after a won attack (:mod:`~edgekit.edge_city.whole_game.combat`), 1528..1599
  Tech Travel and 1600..1607 the route (:mod:`~edgekit.edge_city.whole_game.travel`), 1608..1851 the face-up
  card of 12.2 (:mod:`~edgekit.edge_city.whole_game.hidden`), 1852..1900 the Upgrade Rip
  (:mod:`~edgekit.edge_city.whole_game.cards`):
  :data:`~edgekit.edge_city.whole_game.actions.NUM_ACTIONS` is 1901.

The old kind-of-space Travel ids 5..8 of the reduced game are no longer offered. At set-up (5.3)
the players choose their Bizclaves in seat order from P0, the seat taken to have laid the Tech Plex,
who also begins play (6.0).

Travel takes the cheapest route, or the safest (:func:`~edgekit.edge_city.safest_route`) when Zone
cards that cost COOL lie on the way, unless routes meet different Zone cards: then the player
chooses (:func:`~edgekit.edge_city.whole_game.travel.routes`); each Zone card met (11.4.3) is one chance
step with its W and :func:`~edgekit.edge_city.encounter_outcomes`' exact odds. Readings registered here:
``board_cards_on_draw`` (EC-20), ``zone_stop`` (EC-17), ``attack_after_travel`` (EC-10).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from types import MappingProxyType

from ..._sealed import Sealed
from ...dist import Dist
from ...play.core import replaced
from ..board.city import BIZCLAVES, Layout, as_layout, layout_problems
from ..board.travel import (
    TP_PER_TURN,
    _cheapest_in,
    _reach_in,
    _safest_path_in,
    _turn_routes_in,
    attack_options,
    entry_costs,
    travel_graph,
)
from ..rules.combat import attack_win_number
from ..rules.encounters import encounter_outcomes
from ..rules.sprawl import cards_to_draw, sprawl_card, sprawl_zone_actions
from ..rules.win import STATUSES, WIN, win_roll_events
from . import combat as _gk
from . import deck as gd
from . import hidden as _gh
from . import travel as _gt
from .actions import ICE, IT, MAX_POSITIONS, SWAT, TECH, TRAVEL_AT
from .base import _drop, _enter, _go, _place, _zone_costs, encode, zones_at

__all__ = ["ILLUSTRATIVE_LAYOUT", "ILLUSTRATIVE_LAYOUT_TWO_SETS", "ILLUSTRATIVE_LAYOUT_TWO_PARKS",
           "game_layout", "Board"]  # draw_game: board_words.py

#: ILLUSTRATIVE: one one-set board (5.2 lays the board at random; the rulebook fixes none), legal
#: under every option of the readings ``adjacent``, ``touch`` and ``connected``.
ILLUSTRATIVE_LAYOUT = Layout.from_text(
    "S S S . . .\n. S B . . .\n. S S S S .\n. . . T S R")
#: ILLUSTRATIVE: a two-set board (12.3: one Tech Plex, one Business Dome) of 21 tiles: the
#: Bizclaves once each and the 18 Sprawl Zones of two sets (reading ``second_research_park="no"``).
ILLUSTRATIVE_LAYOUT_TWO_SETS = Layout.from_text(
    ". S . S . . . .\nS S S S S S . .\n. R S T S B S S\n. . S . S S . .\n. . . . S . . .\n"
    ". . . S S . . .")
#: ILLUSTRATIVE: the 22-tile two-set board when ``second_research_park="yes"`` (a second Research Park).
ILLUSTRATIVE_LAYOUT_TWO_PARKS = Layout.from_text(
    ". . . . R . . .\n. . . . S S R .\n. S S . . S . .\nS S S S T S S S\nS B . . S S S .\n"
    "S . . . . S . .")

DECISIONS = ("spoils", "route", "faceup")   # decisions of game_combat, game_travel and game_hidden
#: Phases of the board: ``setup`` and ``spoils`` (decisions), ``zone``, ``attack``, ``icedp`` and
#: ``spoilrand`` (chance; the last two in :mod:`~edgekit.edge_city.whole_game.combat`).
CHANCE_PHASES = frozenset({"zone", "attack"}) | _gk.CHANCE_PHASES
_KIND = {"Tech Plex": "tech_plex", "Business Dome": "business_dome", "Research Park": "research_park"}
_STAYS_NOT = ("TRANSIT FAILURE",)   # a Zone card with no discard roll that still leaves (11.4.3.2)
DISCARDED = 1024   # added to a Zone step's outcome (game_cards.encode) when the card leaves the board


def game_layout(layout, players: int, rules) -> Layout:
    """The board of a game: ``layout`` checked for legality (5.2, 12.3) or the ILLUSTRATIVE default.

    Rules: Edge City 5.2, 12.3, 3.0. A user layout must hold the Tech Plex and the Business Dome and
    no more tiles than the sets have; it may hold fewer (5.2 lays every tile: a smaller board is a
    study aid, e.g. the tests' boards), which changes distances, not any rule played on it.
    """
    sets = 2 if players > 4 else 1
    if layout is None:
        if sets == 1:
            return ILLUSTRATIVE_LAYOUT
        return ILLUSTRATIVE_LAYOUT_TWO_PARKS if rules.second_research_park == "yes" \
            else ILLUSTRATIVE_LAYOUT_TWO_SETS
    lay = as_layout(layout)
    bad = layout_problems(lay, sets=sets, rules=rules)
    if bad:
        raise ValueError(f"layout is not a legal Edge City board ({'two sets' if sets == 2 else 'one set'}"
                         f"): " + "; ".join(str(p) for p in bad))
    sprawl = sum(n not in BIZCLAVES for n in lay.values())
    if sprawl > 9 * sets:
        holds = "two sets hold 18" if sets == 2 else "one set holds 9"
        raise ValueError(f"layout: {sprawl} Sprawl Zones, but {holds} "
                         f"(Edge City 3.0{', 12.3' if sets == 2 else ''}; {players} players)")
    for b in ("Tech Plex", "Business Dome"):
        if b not in lay.values():
            raise ValueError(f"layout: the {b} must be on the board (Edge City 3.0, 5.2, 12.3)")
    if len(lay) > MAX_POSITIONS:
        raise ValueError(f"layout: at most {MAX_POSITIONS} tiles (two sets, Edge City 12.3), not {len(lay)}")
    return lay


class Board(Sealed):
    """A game's board: positions in reading order, the kind of each, and cached Travel answers.

    Rules: Edge City 11.2, 11.2.1, 11.2.2, 11.3.
    """

    _sealed_hint = "a game's board is fixed when it is built"

    def __init__(self, layout: Layout, rules, illustrative: bool = False):
        self.layout, self.rules, self.illustrative = layout, rules, illustrative
        self.positions = tuple(layout)
        self.index = MappingProxyType({p: k for k, p in enumerate(self.positions)})
        self.kind = MappingProxyType({p: _KIND.get(n, "sprawl") for p, n in layout.items()})
        self.bizclaves = tuple(p for p in self.positions if layout[p] in BIZCLAVES)
        #: The board's Transit graph (:func:`~edgekit.edge_city.travel_graph`, networkx), built once:
        #: every Travel answer below reads it with the TP costs of the Zone cards on the board
        #: (:meth:`weight`) instead of building a graph of its own.
        self.graph = travel_graph(layout, rules=rules)
        self._cache: dict = {}   # answers that depend on the Zone cards on the board: bounded (_cached)
        self._kept: dict = {}    # answers of the board itself (TP costs, routes, W): few, kept (_keep)
        self._seal()  # shared by the game's states: read-only once built

    def __repr__(self):
        return f"Board({self.layout!r}{', ILLUSTRATIVE' if self.illustrative else ''})"

    def _cached(self, key, fn):
        got = self._cache.get(key)
        if got is None:
            if len(self._cache) > 40_000:   # bounded: zone configurations are many
                self._cache.clear()
            got = self._cache[key] = fn()
        return got

    def _keep(self, key, fn):
        """:meth:`_cached` for an answer of the board itself (its positions, the Zone cards' TP costs, a
        W): few, so kept apart from the answers keyed by every Zone card on the board, which are
        emptied when they grow too many (the expensive ones need not be worked out again then)."""
        got = self._kept.get(key)
        if got is None:
            if len(self._kept) > 40_000:
                self._kept.clear()
            got = self._kept[key] = fn()
        return got

    def weight(self, costs, start):
        """The TP to enter each space on a turn begun at ``start`` with the Zone cards' TP costs
        ``costs`` (11.2.2, :func:`~edgekit.edge_city.board.travel.entry_costs`), as a weight function
        ``(u, v, data)`` of the board's one Transit graph (:attr:`graph`), made once per ``costs`` and
        ``start``; under ``return_to_start="never"`` the start is not entered again (None: no edge), as
        in the turn graph of :mod:`~edgekit.edge_city.board.travel`."""
        def made():
            tp = entry_costs(self.layout, dict(costs) or None)
            if self.rules.return_to_start == "never":
                return lambda u, v, data: None if v == start else tp[v]
            return lambda u, v, data: tp[v]
        return self._keep(("weight", costs, start), made)

    def costs(self, zones) -> tuple:
        """The TP costs of the Zone cards ``zones`` (((position, (TP, ...)), ...), cached)."""
        got = self._cache.get(("costs", zones))
        if got is None:
            got = self._cached(("costs", zones), lambda: _zone_costs(zones))
        return got

    def zone_sig(self, zones, level: int) -> tuple:
        """What a Travel's routes depend on of the Zone cards ``zones`` for a Ripper of Status ``level``:
        (their TP costs, the W of those that cost COOL, the spaces holding any, the Status if any
        attacks) (cached)."""
        key = ("zone sig", zones, level)
        got = self._cache.get(key)
        if got is None:
            def sig():
                attacks = self._cached(("attacks", zones, level), lambda: _zone_attacks(zones, level, self))
                return (self.costs(zones), attacks, frozenset(p for p, cards in zones if cards),
                        level if attacks else 0)
            got = self._cached(key, sig)
        return got

    def turn_routes(self, pos, costs, tp: int = TP_PER_TURN) -> tuple:
        """:func:`~edgekit.edge_city.turn_routes` from ``pos`` with TP costs ``costs`` (cached)."""
        return self._keep(("turn routes", pos, costs, tp), lambda: tuple(
            _turn_routes_in(self.layout, pos, self.graph, tp, self.weight(costs, pos))))

    def reach(self, pos, zones, tp: int = TP_PER_TURN) -> Mapping:
        """{position: TP} this turn from ``pos`` with the Zone cards ``zones`` (11.2.1, 11.2.2); ``tp``
        other than 3 for ASSAULT TAXI (:mod:`~edgekit.edge_city.whole_game.travel`); read-only (cached):
        :func:`~edgekit.edge_city.reachable` on the board's graph."""
        costs = self.costs(zones)
        return self._keep(("reach", pos, costs, tp), lambda: MappingProxyType(dict(sorted(
            _reach_in(self.graph, pos, tp, self.weight(costs, pos)).items()))))

    def route(self, pos, dest, zones, level: int, tp: int = TP_PER_TURN) -> tuple:
        """The route taken: the cheapest when no Zone card attacks on the way
        (:func:`~edgekit.edge_city.cheapest_route`), else the safest (the path
        :func:`~edgekit.edge_city.safest_route` takes), both on the kept graph."""
        costs = self.costs(zones)
        attacks = self._cached(("attacks", zones, level), lambda: _zone_attacks(zones, level, self))
        key = ("route", pos, dest, costs, attacks, level if attacks else 0, tp)

        def go():
            if not attacks:
                return _cheapest_in(self.layout, pos, self.graph, dest, self.weight(costs, pos)).path
            return _safest_path_in(self.routes_to(pos, costs, tp).get(dest, ()), dest, dict(attacks),
                                   self._p_win)
        got = self._kept.get(key)   # keyed by what the route depends on, not every Zone card: kept
        return got if got is not None else self._keep(key, go)

    def routes_to(self, pos, costs, tp: int = TP_PER_TURN) -> Mapping:
        """:meth:`turn_routes` by the space each ends in, in their order (kept)."""
        def made():
            out: dict = {}
            for r in self.turn_routes(pos, costs, tp):
                out.setdefault(r.path[-1], []).append(r)
            return MappingProxyType({k: tuple(v) for k, v in out.items()})
        return self._keep(("routes to", pos, costs, tp), made)

    def _p_win(self, w: int) -> Fraction:
        """The exact chance of winning a Win Roll at W (the one Win Roll event, 8.4, 8.5.1)."""
        return self._keep(("p win", w), lambda: win_roll_events(w, rules=self.rules).fraction(WIN))

    def distance(self, a, b) -> int:
        """Cheapest TP from ``a`` to ``b`` on the bare board (for the named policies)."""
        from ..board.travel import travel_costs
        if a == b:
            return 0
        return self._keep(("tp", a), lambda: travel_costs(self.layout, a, rules=self.rules)).get(b, 99)

    def nearest(self, a, kinds) -> int:
        """Cheapest TP from ``a`` to the nearest Bizclave of ``kinds`` (0 on one; for the policies)."""
        return self._keep(("near", a, kinds), lambda: min(
            (self.distance(a, q) for q in self.bizclaves if self.kind[q] in kinds), default=99))


def _zone_attacks(zones, level, board) -> tuple:
    """Spaces whose Zone cards cost COOL when lost: ((pos, (W, ...)), ...) for safest_route (each
    card's W at each Status worked out once per board)."""
    from ..rules.encounters import sprawl_defence_w

    def w_of(c):   # None: a card that costs no COOL when lost
        return board._keep(("zone attack w", c, level), lambda: sprawl_defence_w(
            c, status=STATUSES[level], rules=board.rules) if sprawl_card(c).on_loss == "uncool" else _NO_W)
    out = []
    for pos, cards in zones:
        ws = tuple(w for w in map(w_of, cards) if w is not _NO_W)
        if ws:
            out.append((pos, ws))
    return tuple(out)


_NO_W = "no attack"   # _zone_attacks: a Zone card that costs no COOL


def _set_zones(zones, pos, cards) -> tuple:
    rest = [(p, c) for p, c in zones if p != pos]
    if cards:
        rest.append((pos, tuple(cards)))
    return tuple(sorted(rest))


# ------------------------------------------------------------------ legal actions
def setup_actions(g, s) -> tuple:
    """5.3: each player in turn puts their Ripper on a Bizclave of their choice."""
    return tuple(TRAVEL_AT(g.board.index[p]) for p in g.board.bizclaves)


def decision_legal(g, s) -> tuple:
    """The choices of the ``spoils`` (game_combat) and ``route`` (game_travel) steps."""
    if s.phase == "faceup":
        return _gh.legal(g, s)
    return _gt.route_legal(s) if s.phase == "route" else _gk.legal(g, s)


def travel_actions(g, s) -> tuple:
    """One Travel action per space reachable this turn (11.2, 11.2.1, 11.2.2, 11.3.3)."""
    r, b = s.rippers[s.player], g.board
    key = ("acts", r.pos, b.costs(s.zones))   # they depend on the Zone cards only through their TP costs
    got = b._kept.get(key)   # asked at every turn: the board's cache read here, no closure made
    if got is None:
        got = b._keep(key, lambda: tuple(TRAVEL_AT(b.index[p]) for p in b.reach(r.pos, s.zones)))
    return got


def after_travel(g, s, pass_id: int, draw_id: int) -> tuple:
    """The actions after Travel into a Sprawl Zone: Pass, or under ``sprawl_turn_actions="chart"``
    (EC-10, read by :func:`~edgekit.edge_city.sprawl_zone_actions`) also the Draw and an attack
    (an iT attack too: :func:`it_actions`); under "one_action" the Travel was the turn's one action
    (8.2), so only Pass."""
    chart = g._cache.get(("sprawl zone actions after travel",))   # a reading's answer: fixed per game
    if chart is None:
        chart = g._cache[("sprawl zone actions after travel",)] = sprawl_zone_actions(travelled=True,
                                                                                       rules=g.rules)
    if not chart:
        return (pass_id,)
    attacks = attack_actions(g, s, travelled=True)
    return tuple(sorted([pass_id, draw_id] + attacks + it_actions(g, s, attacks)))


def it_actions(g, s, attacks) -> list:
    """The iT attacks open to the player to move (11.7): a Hacker Legend holding iT may attack
    exactly the Rippers an ICE attack could reach from where it stands (``attacks``:
    :func:`attack_actions`), since the game resolves an iT attack as an ICE Attack Combat (11.5.3.1):
    the attacker in a Sprawl Zone, no NO ICE ZONE on either space (11.5.1), after Travel the reading
    ``attack_after_travel``; never from a Bizclave, where the space's own action is due (11.3.2).

    Rules: Edge City 11.7, 11.5.1, 11.3.2.1, 11.3.2.2, Chart 1.0.
    """
    r = s.rippers[s.player]
    if r.level != 4 or not r.it:
        return []
    return [IT(ICE.index(a)) for a in attacks if a in ICE]


def attack_actions(g, s, travelled: bool) -> list:
    """SWAT and ICE attacks allowed by 11.5.1 (:func:`~edgekit.edge_city.attack_options`, cached on
    the board); after Travel only on a Ripper in the same space (Chart 1.0 step 5) unless the
    reading ``attack_after_travel`` is "anywhere"."""
    r, out, b = s.rippers[s.player], [], g.board
    if r.space != "sprawl":
        return out
    no_ice = () if not s.zones else b._cache.get(("no ice", s.zones))
    if no_ice is None:
        no_ice = b._cached(("no ice", s.zones), lambda: tuple(sorted(p for p, cards in s.zones
                                                                    if "NO ICE ZONE" in cards)))
    key = ("attacks from", r.pos, no_ice)   # {defender's space: (SWAT allowed, ICE allowed)}, kept
    table = b._kept.get(key)
    if table is None:
        table = b._keep(key, lambda: {q: (ok["SWAT"][0], ok["ICE"][0]) for q in b.positions
                                      for ok in (attack_options(b.layout, r.pos, q, no_ice=no_ice),)})
    me = s.player
    for j, o in enumerate(s.rippers):
        q = o.pos
        if j == me or q is None or not o.alive:
            continue
        if travelled and q != r.pos and g.rule("attack_after_travel") == "same_space":   # the reading
            continue
        swat, ice = table[q]
        if swat:
            out.append(_SWAT0 + j)
        if ice:
            out.append(_ICE0 + j)
    return out


_SWAT0, _ICE0 = SWAT.base, ICE.base   # attack_actions, at every turn in a Sprawl Zone
_TRAVEL_AT0 = TRAVEL_AT.base           # apply_action, at every Travel


# ------------------------------------------------------------------ applying actions
def apply_setup(g, s, a):
    rs = _place(g, s, s.player, g.board.positions[TRAVEL_AT.index(a)])
    if s.player + 1 < g.players:
        return replaced(s, rippers=rs, player=s.player + 1)
    return _enter(replaced(s, rippers=rs, player=0, phase="start"))   # 6.0: the Tech Plex's player


def apply_action(g, s, a):
    """A Travel or attack action chosen in the ``act`` or ``arrived`` phase."""
    if a >= TECH.base:          # Tech Travel (11.2.3, game_travel); ASSAULT TAXI may choose its route
        s = _gt.pay(g, s, a)    # 11.1: the ASSAULT TAXI's fare
        c, k = divmod(TECH.index(a), MAX_POSITIONS)
        ab = g.tech_travel[_gt.TECH_TRAVEL[c]]
        if ab.spends_tp:
            return _gt.travel(g, s, g.board.positions[k], ab.tp)
        return _go(g, s, _gt.path(g, s, a), 1, 0)
    if a >= SWAT.base:
        kind, j = ("SWAT", SWAT.index(a)) if a in SWAT else ("ICE", a - ICE.base)
        return replaced(s, phase="attack", pending=(kind, j))
    # a route choice (11.2); a is a TRAVEL_AT id here (below SWAT's): TRAVEL_AT.index(a) is a - its base
    return _gt.travel(g, s, g.board.positions[a - _TRAVEL_AT0], TP_PER_TURN)


def apply_chance(g, s, a):
    i, r = s.player, s.rippers[s.player]
    if s.phase == "zone":       # outcome: game_cards.encode(Encounter) (+ DISCARDED)
        path, k, j = s.pending
        cards = list(zones_at(s, path[k]))
        discarded, a = a >= DISCARDED, a % DISCARDED
        if discarded:           # a temporary Zone leaves the board (11.4.3.1) for the discard pile (5.6)
            s = gd.discard(g, s, (cards.pop(j),))
        held = r.cards        # BIOWARE CHOP SHOP: the largest Bioware card is lost
        if a & 4:
            bio = [h for h in r.cards if g.cards.catalogue[h].tech_class == "bioware"]
            if bio:
                held = _drop(r, max(bio, key=lambda h: (g.cards.catalogue[h].modifier, h)))
        cool, dp = r.cool and bool(a & 1), r.dp + (a >> 3)
        if cool == r.cool and dp == r.dp and held is r.cards and g.board.kind[r.pos] == r.space:
            rs = s.rippers    # the roll changed nothing of the Ripper (_place would copy it as it is)
        else:
            rs = _place(g, s, i, r.pos, cool=cool, dp=dp, cards=held)
        s = replaced(s, zones=_set_zones(s.zones, path[k], cards), rippers=rs)
        if not a & 2:           # 11.5.4.2: stops in that space and Travels no further
            if a & 1 and r.cool and g.rules.zone_stop == "acts_there":
                return _go(g, s, path[:k + 1], k + 1, 0)      # arrives where it stopped
            return g._end_turn(s, _place(g, s, i, path[k], attempts=0))   # reading zone_stop
        return _go(g, s, path, k, j if discarded else j + 1)
    if s.phase == "route":
        return _gt.take_route(g, s, a)
    if s.phase == "faceup":
        return _gh.apply(g, s, a)
    if s.phase in _gk.CHANCE_PHASES or s.phase == "spoils":
        return _gk.apply(g, s, a)
    kind, j = s.pending                     # Attack Combat (11.5.4.1): a the Table 2.0 row
    a, mask = a % _gk.ROLL_BASE, a // _gk.ROLL_BASE
    if mask:                                # 8.5.2: the cards this Win Roll discards leave now
        s = replaced(s, rippers=_gk.discard(g, s, _gk.used_cards(g, s, kind, j), mask))
    if a == 0:                              # the defender wins: DP equal to the attacker's Level
        rs = list(s.rippers)
        rs[j] = replaced(rs[j], dp=rs[j].dp + r.level)
        return g._end_turn(s, tuple(rs))
    return replaced(s, phase="spoils", pending=(kind, j, a))   # the winner chooses (game_combat)


# ------------------------------------------------------------------ chance
def attack_w(g, s) -> int:
    """W of the pending Attack Combat (11.5.3.1): A = attack Tech, D = defend Tech + Level."""
    return attack_win(g, s, *s.pending[:2])


def attack_win(g, s, kind: str, j: int) -> int:
    """W of a SWAT or ICE attack by the player to move on player ``j`` (11.5.3.1, Table 1.0)."""
    from ..cards.rules import mods
    i = s.player
    t, u = mods(g, i, s.rippers[i].cards), mods(g, j, s.rippers[j].cards)
    a = t["swat_attack"] if kind == "SWAT" else t["ice_attack"]
    d = u["swat_defend" if kind == "SWAT" else "ice_defend"]
    return attack_win_number(STATUSES[s.rippers[i].level], a, d, STATUSES[s.rippers[j].level],
                             rules=g.rules)


def defence_inputs(g, s) -> Mapping:
    """The Ripper's inputs of a Defend Combat roll against a Zone or Event card (Status, Defend Tech,
    the Bioware strengths): the odds (:func:`~edgekit.edge_city.encounter_outcomes`) and the W the
    log shows (:func:`~edgekit.edge_city.rules.encounters.sprawl_defence_w`) are both computed from
    them, so the W shown is the W used (BIOWARE CHOP SHOP: COOL less the largest Bioware, 11.4.8)."""
    from ..cards.rules import mods
    r = s.rippers[s.player]
    m = mods(g, s.player, r.cards)
    return MappingProxyType({"status": STATUSES[r.level], "swat_defend": m["swat_defend"],
                             "ice_defend": m["ice_defend"], "bioware": m["bioware"]})


def zone_inputs(g, s) -> tuple:
    """(card, :func:`defence_inputs`) of the pending Zone card's attack in the ``zone`` step."""
    path, k, j = s.pending
    return zones_at(s, path[k])[j], defence_inputs(g, s)


def chance(g, s) -> Dist:
    if s.phase == "zone":
        card, ripper = zone_inputs(g, s)
        key = ("zone", card, *ripper.values())
        return g.board._keep(key, lambda: encounter_outcomes(card, **ripper, rules=g.rules).map(
            lambda e: encode(e) + DISCARDED * e.discarded))
    if s.phase in _gk.CHANCE_PHASES:
        return _gk.chance(g, s)
    w = attack_w(g, s)
    if _gk.used_cards(g, s, *s.pending[:2]):   # 8.5.2: the roll also decides their discard
        return _gk.attack_dist(g, s, w)
    return g.board._keep(("attack", w, g.rules), lambda: _gk.band_dist(g, w))


# ------------------------------------------------------------------ the Draw (game_cards calls these)
_TO_DRAW = tuple(cards_to_draw(k) for k in range(3))   # by Zone cards in the space (hot: every label)


def draw_count(s) -> int:
    """Two cards less those already in the space (11.4.1, :func:`~edgekit.edge_city.cards_to_draw`)."""
    return _TO_DRAW[len(zones_at(s, s.rippers[s.player].pos))]


def drawn(g, s, names) -> tuple:
    """(the Zone cards on the board with the drawn ones put there (11.4.3), the cards to act upon
    first): the cards already in the space, under ``board_cards_on_draw="again"`` (11.4.2)."""
    pos = s.rippers[s.player].pos
    on = zones_at(s, pos)
    new = tuple(n for n in names if n in g.cards.catalogue and g.cards.catalogue[n].kind == "zone"
                and n not in _STAYS_NOT)
    return _set_zones(s.zones, pos, on + new), (on if g.rule("board_cards_on_draw") == "again" else ())


def encountered(g, s, a):
    """After a drawn (or board) Zone card's roll: a discarded temporary Zone leaves the space."""
    name = s.pending[0]
    if a < DISCARDED or g.cards.catalogue[name].kind != "zone":
        return s, a % DISCARDED
    pos = s.rippers[s.player].pos
    cards = list(zones_at(s, pos))
    if name in cards:
        cards.remove(name)
        s = gd.discard(g, s, (name,))   # to the discard pile (5.6)
    return replaced(s, zones=_set_zones(s.zones, pos, cards)), a % DISCARDED


# Words (log lines, labels) and pictures (HTML for the stepper, matplotlib for notebooks) are in
# board_words.py, which imports this module.
