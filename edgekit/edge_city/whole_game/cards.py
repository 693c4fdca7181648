"""The cards in the Edge City game: decks, limits, modifiers, buying, drawing, discarding, hiding.

Rules: Edge City 5.6, 5.7, 8.5.2, 9.1.1, 10.1.2, 10.1.3, 10.1.4, 10.2, 10.3, 10.3.1, 10.3.2, 10.4,
11.1, 11.3.2.1, 11.3.2.2, 11.4.1-11.4.8, 11.4.5.2, 11.5.3.2, 11.5.4.2, 11.6.4, 11.8.2, 12.2.

:mod:`edgekit.edge_city.whole_game.game` calls the hooks here; the card model is
:mod:`edgekit.edge_city.cards.catalogue`. Tech held modifies every Win Number through the single-roll
functions (:func:`~edgekit.edge_city.rip_outcomes`, :func:`~edgekit.edge_city.theft_outcome`,
:func:`~edgekit.edge_city.encounter_outcomes`, :func:`~edgekit.edge_city.attack_win_number`), which
halve Attack and Stealth Tech in :func:`~edgekit.edge_city.rules.tech.halved_tech` (11.4.5.2); only one
copy of a double counts (10.3.1).

The Sprawl deck is dealt as a real deck (:mod:`.deck`: without replacement, a discard pile, the
reshuffle of 5.6); a card drawn is kept, put on the board (a Zone card) or discarded when done with,
and a card taken from the deck is marked as the Sprawl deck's (``Ripper.sprawl``). A won Upgrade Rip
(11.6.4) ends in the ``upgrade`` choice: ``UNZONE(2 * k + j)`` discards the Zone card in slot ``j``
of ``board.positions[k]`` (any space: it need not be the Ripper's), ``DONE`` leaves them all (the
Rip "allows" the removal). STATUS BOOST (9.1.1) is offered like a card: ``TAKE`` raises Status.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ...dist import Dist
from ...play.core import replaced
from ..cards.catalogue import NO_TRADE_IN
from ..cards.rules import (  # noqa: F401 - the cards' rules, used through this module by the game
    _EC,
    CARD_PHASES,
    CHANCE_PHASES,
    OTHER,
    READINGS,
    CardSet,
    available,
    check_limits,
    counts,
    mods,
    rip_inputs,
    room,
    setup,
    stealth_total,
    tech_left,
    theft_inputs,
    used_in,
)
from ..rip.data import rip_requirements
from ..rules.encounters import encounter_outcomes
from ..rules.theft import theft_win_number
from ..rules.win import STATUSES, TWELVE, WIN, natural_12_effect, two_dice, win_roll_event
from . import board as gb
from . import combat as gk
from . import deck as gd
from .actions import CARD0, DONE, RIP0, RIP_TYPES, TAKE, THEFT, UNZONE, UPGRADE, ZONE_SLOTS
from .base import _add, _drop, _enter, encode, zones_at


def block(g, a):
    """(what, card name) of a card action id: what is buy, sell, discard or steal."""
    n = len(g.cards.names)
    k, i = divmod(a - CARD0, n)
    return ("buy", "sell", "discard", "steal")[k], g.cards.names[i]


def _id(g, what, name):
    return CARD0 + ("buy", "sell", "discard", "steal").index(what) * len(g.cards.names) + g.cards.index[name]


def _with(rippers, i, **kw):
    rs = list(rippers)
    rs[i] = replaced(rs[i], **kw)
    return tuple(rs)


def _full(g, r, name) -> bool:
    c = g.cards.catalogue[name]
    return c.group is not None and not room(g, r, c)


def trade_in_value(c) -> int:
    """The DP a Ripper gets for trading card ``c`` in at the Tech Plex: half its printed cost,
    rounded down, and at least 1 DP. The words (:mod:`.card_words`) describe a trade-in with this
    value, so what the log says is what the game pays.

    Rules: Edge City 10.4.
    """
    return max(1, (c.cost or 0) // 2)


def legal(g, s) -> tuple:
    """Legal actions in the card phases: offer (a drawn Tech, Ally, Patron or iT), plex, steal."""
    r, cat = s.rippers[s.player], g.cards.catalogue
    out = []
    if s.phase == "upgrade":   # 11.6.4: a Zone card of the player's choice, anywhere on the board
        return tuple(sorted([DONE, *unzone_choices(g, s)]))
    if s.phase == "offer":
        c = cat[s.pending[0]]
        if c.kind == "boost":   # STATUS BOOST (9.1.1): a title more, for its cost (ILLUSTRATIVE values)
            return (DONE, TAKE) if r.level < len(STATUSES) - 1 and r.dp >= c.cost else (DONE,)
        fits = room(g, r, c)
        if fits and r.dp >= (c.cost or 0):
            out.append(TAKE)
        out.append(DONE)
        if not fits:   # 10.2: discard to make room
            out += [_id(g, "discard", h) for h in _discardable(cat, r) if cat[h].group == _group(g, c)]
        return tuple(sorted(out))
    if s.phase == "plex":
        discardable = _discardable(cat, r)
        bought, _ = s.pending
        if not bought:
            out.append(THEFT)
        else:
            out.append(DONE)
        left = tech_left(g, s)
        for name in sorted(g.cards.tech):
            c = cat[name]
            if left[name] > 0 and c.cost <= r.dp and room(g, r, c):
                out.append(_id(g, "buy", name))
        if bought or g.rules.trade_in == "any_visit":
            out += [_id(g, "sell", h) for h in discardable if cat[h].kind == "tech" and h not in NO_TRADE_IN]
        out += [_id(g, "discard", h) for h in discardable if _full(g, r, h)]
    elif s.phase == "trade":   # 10.4: offer one card; Allies and Patrons may not be sold
        out.append(DONE)
        out += [_id(g, "sell", h) for h in sorted(set(r.cards)) if _buyers(g, s, s.player, h)]
    elif s.phase == "reply":
        c = cat[s.pending[3]]
        out += [DONE] + ([TAKE] if r.dp >= c.cost and room(g, r, c) else [])
    elif s.phase == "steal":   # 11.8.2: one 2 DP Hardware or Software card of choice from the deck
        out.append(DONE)
        out += [_id(g, "steal", n) for n in sorted(g.cards.tech) if available(g, s, n) > 0
                and cat[n].cost == 2 and cat[n].tech_class in ("hardware", "software") and room(g, r, cat[n])]
    return tuple(sorted(out))


def _discardable(cat, r) -> list:
    """The names of the cards ``r`` holds that it may discard (10.2: never the virus), in name order."""
    return sorted({h for h in r.cards if cat[h].kind != "virus"})


def _buyers(g, s, i, name) -> tuple:
    """The COOL Rippers who could buy card ``name`` from seat ``i`` (10.4, 8.3), in seat order after i."""
    c, me = g.cards.catalogue[name], s.rippers[i]
    if c.kind != "tech" or name in NO_TRADE_IN:
        return ()
    out = []
    for k in range(1, len(s.rippers)):
        j = (i + k) % len(s.rippers)
        o = s.rippers[j]
        if not (o.alive and o.cool) or o.dp < c.cost or not room(g, o, c):
            continue
        if c.tech_class != "software" and not (me.space == "sprawl" and o.pos == me.pos):
            continue   # hardware and bioware only between Rippers in the same Sprawl Zone
        out.append(j)
    return tuple(out)


def start_trading(g, s, nxt, rnd):
    """The end of a round under ``ripper_trading="offers"``: each COOL Ripper may offer a card.

    Rules: Edge City 8.3, 10.4.
    """
    sellers = tuple(i for i, r in enumerate(s.rippers) if r.alive and r.cool and r.cards)
    return _next_seller(g, s, sellers, (nxt, rnd))


def _next_seller(g, s, sellers, resume):
    for k, i in enumerate(sellers):
        if any(_buyers(g, s, i, h) for h in set(s.rippers[i].cards)):
            return replaced(s, player=i, phase="trade", pending=(sellers[k + 1:], resume))
    nxt, rnd = resume
    return _enter(replaced(s, player=nxt, phase="start", pending=(), round=rnd, bought=False))


def _group(g, c):
    return "software" if c.kind == "it" and g.rules.it_limit == "software" else c.group


def chance(g, s) -> Dist:
    """The exact odds of a card chance step (cached on the game by what they depend on)."""
    r = s.rippers[s.player]
    if s.phase == "draw":   # the odds depend on what is left in the piles (.deck): seldom twice alike,
        return _draw_odds(g, s)   # so kept in a small cache of their own
    if s.phase == "encounter":   # the inputs of the W the log shows too (card_words.turn_words)
        ripper = gb.defence_inputs(g, s)
        key = ("cards", "encounter", s.pending[0], *ripper.values())
    elif s.phase == "leper":
        key = ("cards", "leper", r.cards, r.it)
    else:
        key = ("cards", "discard", s.pending[0])
    got = g._cache.get(key)
    if got is not None:
        return got
    cat = g.cards.catalogue
    if s.phase == "encounter":   # 11.4.2-11.4.4, 11.5.3.2, 11.5.4.2: one roll, by encounter_outcomes
        d = encounter_outcomes(cat[s.pending[0]].sprawl(), **ripper, rules=g.rules)
        d = d.map(lambda e: encode(e) + gb.DISCARDED * (e.discarded and cat[s.pending[0]].kind == "zone"))
    elif s.phase == "leper":   # 10.3.2: a random Software card is lost
        soft = [g.cards.index[h] for h in r.cards if cat[h].group == "software"]
        soft += [len(g.cards.names)] * (r.it if g.rules.it_limit == "software" else 0)
        d = Dist.from_weights(Counter(soft))
    else:   # discard: 8.5.2, a card's printed Win Roll totals
        totals = cat[s.pending[0]].discard
        d = two_dice().map(lambda t: int(t in totals))
    if len(g._cache) < 50000:
        g._cache[key] = d
    return d


def _draw_odds(g, s) -> Dist:
    """11.4.1: two cards less those in the space, without replacement (5.6); the last few kept."""
    key = (gb.draw_count(s), gd.of(g, s))
    box = g._cache.setdefault(("cards", "draw odds"), {})
    got = box.get(key)
    if got is None:
        if len(box) >= 64:
            box.clear()
        got = box[key] = gd.draw_odds(g, s, key[0])
    return got


def draw_weights(g, s):
    """The Weights of :func:`_draw_odds` by integer arithmetic (:func:`.deck.draw_weights`; the fast
    path's :meth:`~.game.EdgeCityState.chance_weights`), the last few kept."""
    key = (gb.draw_count(s), gd.of(g, s))
    box = g._cache.get(("cards", "draw weights"))
    if box is None:
        box = g._cache[("cards", "draw weights")] = {}
    got = box.get(key)
    if got is None:
        if len(box) >= 64:
            box.clear()
        got = box[key] = gd.draw_weights(key[1], key[0])
    return got


class EncounterOutcome(NamedTuple):
    """A card or Zone step's chance outcome id, read back (:func:`decode`): COOL kept, goes on (acts
    upon the next card; in a Sprawl Zone: Travels on), a Bioware card lost, DP gained, the Zone card
    discarded."""

    cool: bool
    continues: bool
    lost: bool
    dp: int
    discarded: bool


def decode(a: int) -> EncounterOutcome:
    """The named fields of chance outcome id ``a`` of :func:`encode` (plus ``DISCARDED``)."""
    discarded, a = a >= gb.DISCARDED, a % gb.DISCARDED
    return EncounterOutcome(bool(a & 1), bool(a & 2), bool(a & 4), a >> 3, discarded)


def goes_on(a: int) -> bool:
    """Whether the step of chance outcome id ``a`` goes on (the next card is acted upon; the Travel
    through a Sprawl Zone continues)."""
    return decode(a).continues


def order(g, names) -> tuple:
    """Drawn cards in ABCD order (11.4.2); two of one priority keep the order drawn."""
    key = ("order", tuple(names))   # kept on the game per draw (a few hundred pairs of names)
    got = g._cache.get(key)
    if got is None:
        cat = g.cards.catalogue
        got = g._keep(key, lambda: tuple(sorted((n for n in names if n != OTHER),
                                                key=lambda n: cat[n].priority)))
    return got


def next_card(g, s, rippers, queue):
    """Act upon the cards in order until one needs a roll or a choice, or none is left."""
    i, cat = s.player, g.cards.catalogue
    while queue:
        c, r = cat[queue[0]], rippers[i]
        if c.kind == "rumor":                       # 11.4.8: DP from the Bank; then discarded
            rippers, queue = _with(rippers, i, dp=r.dp + c.dp), queue[1:]
            s = gd.discard(g, s, (c.name,))
            continue
        if c.kind in ("zone", "event"):
            return replaced(s, rippers=rippers, phase="encounter", pending=queue)
        if c.kind == "virus":                       # 10.3.2: always kept; a full hand loses a software card
            if room(g, r, c):
                rippers, queue = _with(rippers, i, cards=_add(r, c.name), sprawl=_mark(r, c.name)), queue[1:]
                continue
            return replaced(s, rippers=rippers, phase="leper", pending=queue)
        return replaced(s, rippers=rippers, phase="offer", pending=queue)
    return g._end_turn(replaced(s, rippers=rippers), rippers)


def apply(g, s, a):
    """Apply ``a`` in a card phase (decision or chance)."""
    i, r, cat = s.player, s.rippers[s.player], g.cards.catalogue
    if s.phase == "draw":
        idx = drawn_indexes(g, s, a)
        deck = gd.deal(g, s, idx)            # 5.6: out of the draw pile (a reshuffle if it runs out)
        sp = g.cards.sprawl
        names = (sp[idx[0]][0], sp[idx[1]][0]) if len(idx) == 2 else tuple(sp[x][0] for x in idx)
        if OTHER in names:   # does nothing: done with
            deck = gd.discarded(g, deck, [n for n in names if n == OTHER])
        zones, first = gb.drawn(g, s, names)   # Zone cards stay in the space; cards there first (11.4.2)
        s = replaced(s, deck=deck, zones=zones)
        return next_card(g, s, s.rippers, first + order(g, names))
    if s.phase == "encounter":
        s, a = gb.encountered(g, s, a)       # a discarded temporary Zone leaves the board (11.4.3.1)
        e = decode(a)
        if cat[s.pending[0]].kind == "event":   # 11.4.4: discarded once acted upon
            s = gd.discard(g, s, s.pending[:1])
        rs = _with(s.rippers, i, cool=e.cool, dp=r.dp + e.dp)
        if e.lost:   # BIOWARE CHOP SHOP: the largest Bioware card is lost
            bio = [h for h in r.cards if cat[h].tech_class == "bioware"]
            if bio:
                rs = _with(rs, i, cards=_drop(r, max(bio, key=lambda h: (cat[h].modifier, h))))
        if e.continues:
            return next_card(g, s, rs, s.pending[1:])
        rest = [n for n in s.pending[1:] if cat[n].kind != "zone"]   # 11.4.2: not acted upon, not acquired
        return g._end_turn(gd.discard(g, s, rest), rs)
    if s.phase == "leper":
        rs = _with(s.rippers, i, it=r.it - 1) if a == len(g.cards.names) else \
            _with(s.rippers, i, cards=_drop(r, g.cards.names[a]))
        rs = _with(rs, i, cards=_add(rs[i], s.pending[0]), sprawl=_mark(rs[i], s.pending[0]))
        return next_card(g, s, rs, s.pending[1:])
    if s.phase == "discard":
        rs = s.rippers
        if a == 1 and s.pending[0] in r.cards:
            rs = _with(rs, i, cards=_drop(r, s.pending[0]))
        if len(s.pending) > 1:
            return replaced(s, rippers=rs, pending=s.pending[1:])
        return g._end_turn(replaced(s, rippers=rs, used=()), rs)
    if s.phase == "trade":
        sellers, resume = s.pending
        if a == DONE:
            return _next_seller(g, s, sellers, resume)
        name = block(g, a)[1]
        buyers = _buyers(g, s, i, name)
        return replaced(s, player=buyers[0], phase="reply", pending=(sellers, resume, i, name, buyers[1:]))
    if s.phase == "reply":
        sellers, resume, seller, name, rest = s.pending
        if a == TAKE:   # the card for its printed cost (reading ripper_trading)
            c, sr = cat[name], s.rippers[seller]
            rs = _with(s.rippers, seller, cards=_drop(sr, name), dp=sr.dp + c.cost)
            rs = _with(rs, i, cards=_add(r, name), dp=r.dp - c.cost)
            return _next_seller(g, replaced(s, rippers=rs), sellers, resume)
        if rest:
            return replaced(s, player=rest[0], pending=(sellers, resume, seller, name, rest[1:]))
        return _next_seller(g, s, sellers, resume)
    if s.phase == "upgrade":   # 11.6.4: the chosen Zone card leaves the board, to the discard pile
        return g._end_turn(unzone(g, s, a) if a != DONE else s, s.rippers)
    if a >= CARD0:
        what, name = block(g, a)
        c = cat[name]
        if what == "discard":
            return replaced(s, rippers=_with(s.rippers, i, cards=_drop(r, name)))
        if what == "sell":   # 10.4: the trade-in value
            rs = _with(s.rippers, i, cards=_drop(r, name), dp=r.dp + trade_in_value(c))
            return replaced(s, rippers=rs)
        if what == "buy":
            return replaced(s, rippers=_with(s.rippers, i, cards=_add(r, name), dp=r.dp - c.cost),
                           pending=(s.pending[0] + 1, s.pending[1]))
        rs = _with(s.rippers, i, cards=_add(r, name))   # steal
        return g._end_turn(replaced(s, rippers=rs), rs)
    if s.phase == "offer":
        c = cat[s.pending[0]]
        rs = s.rippers
        if c.kind == "boost":   # STATUS BOOST: Status up (9.1.1), then the card is discarded
            if a == TAKE:
                rs = _with(rs, i, level=min(len(STATUSES) - 1, r.level + c.modifier), dp=r.dp - c.cost)
            return next_card(g, gd.discard(g, s, (c.name,)), rs, s.pending[1:])
        if a == TAKE:   # the card is the Sprawl deck's (.deck)
            rs = _with(rs, i, dp=r.dp - (c.cost or 0), sprawl=_mark(r, "iT" if c.kind == "it" else c.name),
                       **({"it": r.it + 1} if c.kind == "it" else {"cards": _add(r, c.name)}))
        else:   # 11.4.5: a card not bought (hired, accepted) is discarded
            s = gd.discard(g, s, (c.name,))
        return next_card(g, s, rs, s.pending[1:])
    if s.phase == "plex" and a != DONE:   # THEFT: the Theft roll (11.8.1)
        return replaced(s, phase="theft", pending=(s.pending[1],), used=used_in(g, r.cards, "theft"))
    return g._end_turn(s, s.rippers)   # DONE in plex or steal


def _mark(r, name) -> tuple:
    """``r``'s Sprawl-deck marks with one more ``name`` (a card it took from the Sprawl deck, .deck)."""
    return tuple(sorted((*r.sprawl, name)))


def drawn_indexes(g, s, a) -> tuple:
    """The deck indexes of the cards of a Draw's outcome ``a`` (:func:`~.deck.draw_odds`), in drawn order."""
    k, n = len(g.cards.sprawl), gd.draw_size(g, s, gb.draw_count(s))
    return (a // k, a % k) if n == 2 else (a,) if n else ()


# ----------------------------------------------------------------------------- the Upgrade Rip
def upgrade_rips(g, s) -> tuple:
    """The Upgrade Rip action where one may be attempted: in a Sprawl Zone, the Business Dome or the
    Research Park (no Patron is needed: 11.6.4 names none), while a Zone card is on the board (its
    one result is removing one; with none it could win nothing).

    Rules: Edge City 11.6, 11.6.4, 11.3.1, 11.3.2.2.
    """
    if s.rippers[s.player].space not in _UPGRADE_SPACES:
        return ()
    for _, cards in s.zones:
        if cards:
            return (UPGRADE,)
    return ()


_UPGRADE_SPACES = frozenset({"sprawl", "business_dome", "research_park"})


def unzone_choices(g, s) -> tuple:
    """``UNZONE(2 * k + j)`` for each Zone card on the board (slot ``j`` of ``board.positions[k]``);
    two copies of one card in a space are one choice (the first slot).

    Rules: Edge City 11.6.4, 11.4.3.2.
    """
    out = []
    for pos, cards in s.zones:
        k = g.board.index[pos]
        out += [UNZONE(ZONE_SLOTS * k + j) for j, c in enumerate(cards) if c not in cards[:j]]
    return tuple(out)


def unzone_of(g, a) -> tuple:
    """(position, slot) of an ``UNZONE`` action id."""
    k, j = divmod(UNZONE.index(a), ZONE_SLOTS)
    return g.board.positions[k], j


def unzone(g, s, a):
    """The state with the Zone card of ``UNZONE`` id ``a`` taken off the board and discarded (11.6.4)."""
    pos, j = unzone_of(g, a)
    cards = list(zones_at(s, pos))
    name = cards.pop(j)
    return gd.discard(g, replaced(s, zones=gb._set_zones(s.zones, pos, cards)), (name,))


def patron(g, r, rip_type) -> str:
    """The Patron a Rip of ``rip_type`` in a Sprawl Zone uses: the largest of that Rip type held
    ("" if none; kept on the game per cards held: the legal actions ask at every turn in a Sprawl Zone)."""
    key = ("patron", r.cards, rip_type)
    got = g._cache.get(key)
    if got is not None:
        return got

    def largest():
        cat = g.cards.catalogue
        pats = [h for h in r.cards if cat[h].kind == "patron" and cat[h].rip_type == rip_type]
        return max(pats, key=lambda h: (cat[h].modifier, h)) if pats else ""
    return g._keep(key, largest)


def sprawl_rips(g, r) -> list:
    """The Rip actions open in a Sprawl Zone: a Sensitive Data Rip, and a Secret or Super Secret
    one with a Patron of that type (:func:`~edgekit.edge_city.rip_requirements`).

    Rules: Edge City 11.6.1, 11.6.2, 11.6.3, 11.4.7.
    """
    key = ("sprawl rips", r.cards)   # kept on the game per hand (asked at every turn in a Sprawl Zone)
    got = g._cache.get(key)
    if got is None:
        got = g._keep(key, lambda: tuple(RIP0 + k for k, t in enumerate(RIP_TYPES)
                                         if not _PATRON_NEEDED[k] or patron(g, r, t)))
    return list(got)


#: Whether each Rip type of RIP_TYPES needs a Patron in a Sprawl Zone (a fixed rule, read once from
#: rip_requirements: the legal actions ask at every turn in a Sprawl Zone)
_PATRON_NEEDED = tuple(rip_requirements(t)["patron_needed_in_sprawl_zone"] for t in RIP_TYPES)


def start_rip(g, s, rip_type) -> tuple:
    """(the Rippers, the Patron used or "", the cards used) as a Rip begins: in a Sprawl Zone the Patron
    it needs is used and discarded whatever happens (11.4.7); the cards it uses that a Win Roll may
    discard are noted (8.5.2). :func:`~.rip_steps.start` makes the Rip's state of them."""
    r = s.rippers[s.player]
    pat = patron(g, r, rip_type) if r.space == "sprawl" else ""
    rs = _with(s.rippers, s.player, cards=_drop(r, pat)) if pat else s.rippers
    return rs, pat, used_in(g, r.cards, "rip")


def theft_with_discards(g, s, inputs) -> Dist:
    """A Theft whose Win Roll also decides the discard of the cards used (8.5.2): outcome = the
    result (0 success, 1 a natural 12 that keeps COOL, 2 failed and UnCOOL, as from
    :func:`~edgekit.edge_city.theft_outcome`) + 3 x the bit mask of the cards of ``s.used``
    discarded (bit k: ``s.used[k]``).

    Rules: Edge City 8.5.2, 11.8.1, 11.8.2, 8.5.1.
    """
    r, cat = s.rippers[s.player], g.cards.catalogue
    w = theft_win_number(STATUSES[r.level], prior_attempts=s.pending[0], rules=g.rules, **inputs)
    keeps = natural_12_effect(rules=g.rules).keeps_cool

    def one(t):
        e = win_roll_event(t, w, rules=g.rules)
        res = 0 if e == WIN else (1 if e == TWELVE and keeps else 2)
        return res + 3 * sum(1 << k for k, n in enumerate(s.used) if t in cat[n].discard)
    return two_dice().map(one)


def drop_used(g, s, mask) -> tuple:
    """The Rippers with the used cards of bit mask ``mask`` discarded (8.5.2): :func:`.combat.discard`
    with every used card the player's own."""
    if not mask:   # no card discarded: the Rippers as they are
        return s.rippers
    return gk.discard(g, s, tuple((s.player, n) for n in s.used), mask)


# Words (labels, turn text, what each player observes) are in card_words.py.
