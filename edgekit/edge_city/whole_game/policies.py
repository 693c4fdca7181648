"""Named players of :mod:`.whole_game.game`: cautious, greedy for DP, Rip-first, greedy buyer.

Cards (:mod:`~edgekit.edge_city.whole_game.cards`): every player takes a free Patron when it has room,
takes the best card a successful Theft offers, buys a drawn iT from Master Hacker on, and buys or
hires a drawn card it lacks only when the DP left keep its ``reserve`` (8, the price of a title;
the greedy buyer 0). A card's worth for Rips: a Stealth modifier counts 4, Attack 2 (halved in Rips), Defend
1 per point; an Ally 3 per point. Under ``ripper_trading="offers"`` each offers a second copy of a
card it holds twice and buys an offered card it lacks when its reserve allows. The greedy buyer
Travels to the Tech Plex whenever it can buy something and buys the best card it can afford, again
and again, then Rips like greedy_dp.

After a won Attack Combat each takes (else destroys) the loser's best face-up card the Win Roll
allows, else takes DP (ICE) or makes the loser UnCOOL (SWAT); offered a route, each takes the safest.

The Upgrade Rip (11.6.4): where it may Rip, each player attempts an Upgrade Rip instead of its own
Rip when a Zone card it minds lies on the board (one that attacks; for the raider first a NO ICE
ZONE, which stops ICE attacks, 11.5.1) and the exact chance that the Upgrade Rip succeeds, with the
cards it holds and its repeated attempts, is at least 1/4 (a Hacker Legend with no card: 26%); the
cautious player also wants at most a 1/4 chance of ending UnCOOL. Having won, each discards the
Zone card it minds most: the raider a NO ICE ZONE first, then every player an attacking card
before one that does not, the nearest in TP first, a permanent one before a temporary one. Each
takes a drawn STATUS BOOST whenever it may.
On the board (:mod:`~edgekit.edge_city.whole_game.board`) each Travels toward a Bizclave to Rip in: onto it
when it is reachable this turn, else to the reachable space nearest it in TP. At set-up (5.3) each
starts on the Business Dome.
"""

from __future__ import annotations

import bisect
from fractions import Fraction

from ...play import FunctionPolicy, for_game
from .actions import (
    BUY,
    CARD0,
    DONE,
    DRAW,
    ICE,
    IT,
    PASS,
    RIP,
    ROUTE,
    SHOP,
    TAKE,
    TAKE_DP,
    TAKE_IT,
    THEFT,
    TRAVEL_AT,
    UPGRADE,
)

SENSITIVE, SECRET, SUPER_SECRET = (RIP(t) for t in RIP.names)   # the three Rip actions
_IT0, _IT_END = IT.base, IT.end   # the iT attacks' ids (asked at every decision: IT.end is a property)


def _pick(s, prefs):
    return _then(s.legal_actions(), *prefs)   # prefs are ids: none is callable


def _title_or_it(legal):
    """The first of BUY, IT(0) ... IT(5) in ``legal`` (in increasing order), else None: the head of the
    named players' preferences in the ``act`` phase (``_pick`` over those, without a scan per id)."""
    if BUY in legal:
        return BUY
    at = bisect.bisect_left(legal, _IT0)
    return legal[at] if at < len(legal) and legal[at] < _IT_END else None


def _then(legal, *prefs):
    """:func:`_pick`'s rest: the first of ``prefs`` in ``legal``; a callable is asked only when reached
    (the Travel toward a Bizclave, worked out only when the choices before it are not legal)."""
    for a in prefs:
        if callable(a):
            a = a()
        if a in legal:
            return a
    return legal[0]


def _toward(g, s, kinds):
    """The Travel action that gets nearest (in TP) to the nearest Bizclave of ``kinds`` (-1 if none)."""
    if s.phase != "act":
        return -1
    b, r = g.board, s.rippers[s.player]
    key = ("toward", r.pos, b.costs(s.zones), kinds)   # the Zone cards count only by their TP costs
    got = b._kept.get(key)   # asked at nearly every turn: the board's cache read first
    if got is not None:
        return got
    from .board import travel_actions

    def best():
        out = None   # back to where it stands counts too
        for a in travel_actions(g, s):
            p = b.positions[TRAVEL_AT.index(a)]
            # the Tech Plex forces a Theft (11.3.2.1): counted one TP further unless it is the goal
            plex = b.kind[p] == "tech_plex" and "tech_plex" not in kinds
            key = (b.nearest(p, kinds) + plex, a)
            out = key if out is None or key < out else out
        return out[1] if out else -1
    return b._keep(key, best)


def _worth(c, held=()) -> int:
    if c.name in held:   # 10.3.1: only one copy of a double modifies a roll
        return 0
    per = {"stealth": 4, "attack": 2, "defend": 1}.get(c.tech_type, 3 if c.kind == "ally" else 2)
    return per * c.modifier


def _minds(g, name, raider) -> tuple:
    """How much a player minds Zone card ``name`` (smaller: more): a NO ICE ZONE first for the
    raider, then a card that attacks (11.4.3), then the rest (kept on the game: asked at every turn)."""
    key = ("minds", name, raider)
    got = g._cache.get(key)
    if got is None:
        c = g.cards.catalogue[name].sprawl()
        got = g._cache[key] = (not (raider and name == "NO ICE ZONE"), c.attack is None)
    return got


def _upgrade_wanted(g, s, raider=False, cautious=False) -> bool:
    """Whether to attempt the offered Upgrade Rip: a Zone card the player minds is on the board and
    the Rip's exact odds, with the cards held and the repeated attempts here, are good enough."""
    if not s.zones:
        return False
    legal = s.legal_actions()   # a title first (a free action), and an iT attack before any Rip
    if UPGRADE not in legal or BUY in legal:
        return False
    key = ("minds zones", s.zones, raider)   # a Zone card it minds on the board (with the board's answers)
    minded = g.board._cache.get(key)
    if minded is None:
        minded = g.board._cached(key, lambda: any(_minds(g, c, raider) < (True, True)
                                                   for _, cs in s.zones for c in cs))
    if not minded:
        return False
    at = bisect.bisect_left(legal, _IT0)   # legal actions are in increasing order: an iT attack?
    if at < len(legal) and legal[at] < _IT_END:
        return False
    r = s.rippers[s.player]
    k = r.attempts if s.phase == "act" else 0
    # the answer depends on the seat's Tech and the cards held (rip_inputs), the Status and the attempts
    fast = ("upgrade wanted", s.player, r.cards, r.level, k, cautious)
    got = g._cache.get(fast)
    if got is not None:
        return got

    def wanted():
        from ..rip.odds import rip_outcomes
        from ..rules.win import STATUSES
        from . import cards as gc
        inputs = gc.rip_inputs(g, s, "")   # all the odds depend on, with the Status and the attempts
        o = g._keep(("upgrade odds", r.level, k, tuple(sorted(inputs.items()))), lambda: rip_outcomes(
            STATUSES[r.level], "upgrade", previous_attempts=k, rules=g.rules, **inputs))
        return bool(o["success"] >= Fraction(1, 4) and (not cautious or o["failed_uncool"] <= Fraction(1, 4)))
    return g._keep(fast, wanted)


def _unzone_pick(g, s, raider=False) -> int:
    """After a won Upgrade Rip: the Zone card the player minds most (:func:`_minds`), the nearest in
    TP, a permanent one (no discard roll, 11.4.3.2) before a temporary one."""
    from . import cards as gc
    from .base import zones_at
    r, b = s.rippers[s.player], g.board
    picks = [a for a in s.legal_actions() if a != DONE]

    def key(a):
        pos, j = gc.unzone_of(g, a)
        name = zones_at(s, pos)[j]
        return (_minds(g, name, raider), b.distance(r.pos, pos),
                g.cards.catalogue[name].sprawl().temporary, a)
    return min(picks, key=key) if picks else DONE


def _card_phase(g, s, reserve, raider=False):
    """A choice in a card phase (offer, plex, steal, upgrade) for a player keeping ``reserve`` DP."""
    from . import cards as gc
    r, legal, cat = s.rippers[s.player], s.legal_actions(), g.cards.catalogue
    if s.phase == "upgrade":
        return _unzone_pick(g, s, raider)
    if s.phase == "trade":   # offer a second copy: only one copy of a double counts (10.3.1)
        twice = [a for a in legal if a >= CARD0 and r.cards.count(gc.block(g, a)[1]) > 1]
        return twice[0] if twice else DONE
    if s.phase == "reply":
        c = cat[s.pending[3]]
        ok = TAKE in legal and _worth(c, r.cards) > 0 and r.dp - c.cost >= reserve
        return TAKE if ok else DONE
    if s.phase == "offer":
        c = cat[s.pending[0]]
        if c.kind == "boost":   # a title: every player takes it when it may
            return TAKE if TAKE in legal else DONE
        want = c.kind == "patron" or (c.kind == "it" and r.level >= 3) or _worth(c, r.cards) > 0
        ok = TAKE in legal and want and (c.kind == "patron" or r.dp - (c.cost or 0) >= reserve)
        return TAKE if ok else DONE
    pick = [a for a in legal if a >= CARD0 and gc.block(g, a)[0] in ("buy", "steal")]
    pick = [a for a in pick if s.phase == "steal" or r.dp - cat[gc.block(g, a)[1]].cost >= reserve]
    if pick:
        best = max(pick, key=lambda a: (_worth(cat[gc.block(g, a)[1]], r.cards), -a))
        if _worth(cat[gc.block(g, best)[1]], r.cards) > 0:
            return best
    return THEFT if THEFT in legal else DONE


def _can_buy(g, s, reserve) -> bool:
    from . import cards as gc
    r, cat = s.rippers[s.player], g.cards.catalogue
    return any(n not in r.cards and gc.available(g, s, n) > 0 and r.dp - cat[n].cost >= reserve
               and gc.room(g, r, cat[n]) for n in g.cards.tech)


def policies(g):
    from .cards import CARD_PHASES
    CARD_PHASES = frozenset(CARD_PHASES)   # noqa: N806 - asked at every decision: a set

    dome_at = TRAVEL_AT(g.board.index[g.board.layout.where("Business Dome")])

    def setup(s):
        return dome_at

    def other_bizclave(s):
        return _toward(g, s, ("business_dome", "research_park"))

    dome = other_bizclave

    def common(s, reward=lambda: TAKE_DP, raider=False, cautious=False):
        """What every named player does alike: the card phases (a reserve of 8 DP), the set-up
        (start at the Business Dome), at a Super Secret success ``reward()``, and an Upgrade Rip
        when one is worth it (:func:`_upgrade_wanted`); else None."""
        ph = s.phase
        if ph in CARD_PHASES:
            return _card_phase(g, s, 8, raider)
        if (ph == "act" or ph == "arrived") and not raider and _upgrade_wanted(g, s, cautious=cautious):
            return UPGRADE
        if ph == "setup":
            return setup(s)
        if ph == "reward":
            return reward()
        return None

    def cautious(s):  # Sensitive Rips only, always from a fresh Bizclave; buys titles; takes DP
        r = s.rippers[s.player]
        a = common(s, cautious=True)
        if a is not None:
            return a
        if s.phase == "arrived":
            return _pick(s, (SENSITIVE, THEFT, DRAW, PASS))
        legal = s.legal_actions()   # BUY, an iT attack, then (a fresh Bizclave if it Ripped here) ...
        a = _title_or_it(legal)
        if a is not None:
            return a
        toward = lambda: other_bizclave(s)   # noqa: E731 - asked only when reached
        return _then(legal, toward if r.attempts else SENSITIVE, toward)

    def greedy(s):  # Secret Rips (the most DP a Wannabee can expect), iT when Legend
        r = s.rippers[s.player]
        a = common(s, lambda: _pick(s, (TAKE_IT, TAKE_DP)) if r.level == 4 or r.level == 3 else TAKE_DP)
        if a is not None:
            return a
        if s.phase == "arrived":
            return _pick(s, (SECRET, THEFT, DRAW, PASS))
        legal = s.legal_actions()
        a = _title_or_it(legal)
        if a is not None:
            return a
        toward = lambda: other_bizclave(s)   # noqa: E731 - asked only when reached
        return _then(legal, SUPER_SECRET if r.level >= 3 and not r.it else (toward if r.attempts else SECRET),
                     toward)

    def rip_first(s):  # Rips where it stands every turn, never travels if it can Rip
        r = s.rippers[s.player]
        a = common(s, lambda: _pick(s, (TAKE_IT, TAKE_DP)))  # an iT card needs room (10.3)
        if a is not None:
            return a
        if s.phase == "arrived":
            return _pick(s, (SUPER_SECRET, THEFT, DRAW, PASS))
        legal = s.legal_actions()
        a = _title_or_it(legal)
        if a is not None:
            return a
        return _then(legal, SUPER_SECRET if r.level >= 3 else SECRET, SENSITIVE, lambda: dome(s))

    def buyer(s):  # buys the best Tech it can afford at the Tech Plex, then Rips like greedy_dp
        if s.phase in CARD_PHASES:
            return _card_phase(g, s, 0)
        if s.phase in ("act", "arrived") and _upgrade_wanted(g, s):
            return UPGRADE
        if s.phase in ("act", "arrived") and _can_buy(g, s, 0):
            if SHOP in s.legal_actions():
                return SHOP
            if s.phase == "act":
                a = _toward(g, s, ("tech_plex",))
                if a >= 0 and BUY not in s.legal_actions():
                    return a
        return greedy(s)

    def raider(s):  # lives in Sprawl Zones and ICE-attacks the richest Ripper it can beat
        from .board import attack_win, travel_actions
        r = s.rippers[s.player]
        a = common(s, raider=True)
        if a is not None:
            return a
        legal = s.legal_actions()
        targets = [(s.rippers[ICE.index(a)].dp, -a, a) for a in legal if a in ICE
                   and s.rippers[ICE.index(a)].dp >= 3 and attack_win(g, s, "ICE", ICE.index(a)) >= 7]
        if targets:
            return max(targets)[2]
        if _upgrade_wanted(g, s, raider=True):
            return UPGRADE
        if s.phase == "arrived":
            return _pick(s, (DRAW, SECRET, THEFT, PASS))
        if BUY in legal:
            return BUY
        if r.space == "sprawl" and s.round > 1:
            return _pick(s, (SENSITIVE, PASS))
        b = g.board
        sprawl = [a for a in travel_actions(g, s) if b.kind[b.positions[TRAVEL_AT.index(a)]] == "sprawl"]
        return sprawl[0] if sprawl else _pick(s, (SENSITIVE, THEFT, PASS, *legal))

    def won(fn):
        """``fn`` with what every named player does alike outside its own phases: after a won Attack
        Combat game_combat.policy_choice (the best card, else DP/UnCOOL); a route choice: the safest
        (ROUTE(0)); 12.2: the weakest card face up; a second chance inside a Rip (rip_steps="rolls",
        reading second_chance=optional) as rip_steps.sensible, as the whole-Rip step plays it."""
        from . import rip_steps as gr
        from .combat import policy_choice
        from .hidden import policy_choice as show
        safest = ROUTE(0)

        def choose(s):
            ph = s.phase
            if ph == "spoils":
                return policy_choice(s)
            if ph == "route":
                return safest
            if ph == "faceup":
                return show(s)
            if ph == gr.CHOICE:
                return gr.sensible(g, s)
            return fn(s)
        return choose

    cautious, greedy, rip_first, buyer, raider = map(won, (cautious, greedy, rip_first, buyer, raider))
    named = {
        "cautious": FunctionPolicy("cautious", cautious, "Sensitive Rips from a fresh Bizclave; buys "
                                   "every title it can; takes DP, never iT"),
        "greedy_dp": FunctionPolicy("greedy_dp", greedy, "Secret Rips (Super Secret from Master Hacker "
                                    "to win iT); travels to clear the -1; attacks with iT as Legend"),
        "rip_first": FunctionPolicy("rip_first", rip_first, "Rips where it stands every turn (Super "
                                    "Secret from Master Hacker), never travelling to clear the -1"),
        "greedy_buyer": FunctionPolicy("greedy_buyer", buyer, "Travels to the Tech Plex whenever it can "
                                       "buy Tech and buys the best it can afford; otherwise plays greedy_dp"),
        "raider": FunctionPolicy("raider", raider, "Lives in Sprawl Zones: ICE-attacks the richest Ripper "
                                 "(3 DP or more) whenever its W is 7 or more (11.5.1), else Rips or draws"),
    }
    return for_game(g, named)
