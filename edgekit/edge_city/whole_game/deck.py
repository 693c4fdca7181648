"""The Sprawl deck of :mod:`.whole_game.game` as a real deck: a draw pile, a discard pile, the reshuffle.

Rules: Edge City 3.0, 5.6, 5.7, 10.2, 10.3.2, 11.4.1, 11.4.3, 11.4.3.1, 11.4.3.2, 11.4.4, 11.4.5,
11.6.4, 11.7, 12.2.

The deck's contents are the game's ``sprawl_mix`` (how many of each card; ILLUSTRATIVE by default).
A state holds its :class:`SprawlDeck`: how many of each card are left in the face-down draw pile and
how many lie in the discard pile (5.6). A Draw (11.4.1) takes its cards from the draw pile without
replacement, so the exact chance of each card is its count over the cards left (:func:`draw_odds`).
When the draw pile runs out, the discard pile is shuffled into a new draw pile (5.6); *when* is the
reading ``sprawl_reshuffle`` (at once, or at the next card needed); a Draw that empties the pile
midway takes its next card from the reshuffled pile either way. With no card in either pile, no card
is drawn (the deck can hold no more: every card is held, on the board or being acted upon).

Where each Sprawl card is at every moment (:func:`tally`, checked over many seeded games by
``tests/edge_city/test_game_deck_invariants.py``): in the draw pile, in the discard pile, being acted
upon (drawn this turn, still in the Draw's queue), on the board (a Zone card, 11.4.3), held by a
Ripper (a Tech card, Ally, Patron, iT or the CYBER LEPER-VIRUS it took from the deck), or removed
from the game with an eliminated Ripper (11.7). A card goes to the discard pile when it is done
with: a Rumor, an Event or a STATUS BOOST once acted upon, a card offered and not taken, the cards a
lost encounter leaves unread (11.4.2), an "OTHER" card at once, a temporary Zone when its discard
roll is made (11.4.3.1), a Zone card an Upgrade Rip removes (11.6.4), and a held card that leaves
its hand (10.2: discarded, traded in, used up as a Patron, lost to the virus or to BIOWARE CHOP SHOP,
destroyed in combat).

Which deck a held card came from is kept per Ripper (``Ripper.sprawl``, the Sprawl deck's cards
among ``Ripper.cards``; "iT" for an iT card bought from the Sprawl deck), so that a card that leaves
a hand goes back to its own deck (10.2): a Sprawl card to the discard pile, a Tech card to the Tech
deck (whose piles are the ``tech_mix`` less the Tech-deck copies held:
:func:`~edgekit.edge_city.cards.rules.available`). :func:`settle` keeps this true after every step,
whatever rule moved a card: a card that changes hands (taken in combat, traded) keeps its deck; of
two copies of one card from the two decks in one hand, the Tech deck's copy leaves first (the copies
are the same card in play; labelled simplification). Labelled too: a destroyed card (11.5.4.1) goes
back to its deck like a discarded one (the rulebook does not say where it goes).

Hidden information (5.6, 12.2): the draw pile and the discard pile are face down, so a player sees
how many cards each holds, never which (:func:`seen`).
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from dataclasses import dataclass

from ...dist import Dist
from ...play.chance import Weights
from ...play.core import replaced

__all__ = ["SprawlDeck", "PLACES", "full", "of", "draw_odds", "draw_weights", "draw_size", "deal", "discard",
           "settle", "tally", "seen", "acted_upon"]

#: Where a Sprawl card can be, in the order :func:`tally` reports them.
PLACES = ("draw pile", "discard pile", "being acted upon", "on the board", "held", "removed")
_QUEUE_PHASES = frozenset({"offer", "encounter", "leper"})   # pending is the Draw's queue of cards


@dataclass(frozen=True)
class SprawlDeck:
    """The Sprawl deck's two face-down piles (5.6): ``draw[k]`` and ``discard[k]`` copies of card
    ``k`` of the game's deck (``g.cards.sprawl[k][0]``, names in order)."""

    draw: tuple
    discard: tuple

    def __post_init__(self):
        for name in ("draw", "discard"):
            v = getattr(self, name)
            if not isinstance(v, tuple) or any(isinstance(x, bool) or not isinstance(x, int) or x < 0
                                               for x in v):
                raise ValueError(f"{name} must be a tuple of card counts (whole numbers, at least 0), "
                                 f"not {v!r}")
        if len(self.draw) != len(self.discard):
            raise ValueError("draw and discard must count the same cards (one count per card of the deck)")

    @property
    def to_draw(self) -> int:
        """Cards left in the draw pile."""
        return sum(self.draw)

    @property
    def discarded(self) -> int:
        """Cards in the discard pile."""
        return sum(self.discard)

    def __str__(self) -> str:
        return f"{self.to_draw} cards to draw, {self.discarded} in the discard pile"


def _deck(draw: tuple, discard: tuple) -> SprawlDeck:
    """A SprawlDeck of counts this module worked out from a deck already checked (the hot loop's: no
    second check of every count)."""
    d = object.__new__(SprawlDeck)
    d.__dict__.update(draw=draw, discard=discard)
    return d


# ----------------------------------------------------------------------------- the deck of a state
def full(g) -> SprawlDeck:
    """The deck at the start of a game: every card of ``sprawl_mix`` in the draw pile, shuffled (5.6),
    less a starting Ally or Patron taken from it (:func:`~edgekit.edge_city.cards.rules.setup`)."""
    pile = list(g.cards.weights)
    for held in g.cards.start_sprawl:
        for h in held:
            pile[g.cards.slot[h]] -= 1
    return SprawlDeck(tuple(pile), (0,) * len(pile))


def of(g, s) -> SprawlDeck:
    """The state's deck; for a state built by hand without one, the whole deck less the Sprawl cards
    it shows elsewhere (on the board, held from the Sprawl deck, being acted upon), none discarded."""
    if s.deck is not None:
        return s.deck
    pile = list(g.cards.weights)
    for n, k in _elsewhere(g, s).items():
        if n in g.cards.slot:
            pile[g.cards.slot[n]] = max(0, pile[g.cards.slot[n]] - k)
    return SprawlDeck(tuple(pile), (0,) * len(pile))


def _elsewhere(g, s) -> Counter:
    out = Counter(c for _, cs in s.zones for c in cs)
    out.update(acted_upon(g, s))
    for r in s.rippers:
        out.update(r.sprawl)
    return out


def acted_upon(g, s) -> tuple:
    """The drawn cards still in the Draw's queue (not Zone cards, which are on the board, 11.4.3)."""
    if s.phase not in _QUEUE_PHASES:
        return ()
    cat = g.cards.catalogue
    return tuple(n for n in s.pending if n in cat and cat[n].kind != "zone")


# ----------------------------------------------------------------------------- the Draw
def draw_size(g, s, wanted: int) -> int:
    """How many cards a Draw of ``wanted`` cards takes: all of them, unless the two piles together
    hold fewer."""
    d = of(g, s)
    return min(wanted, d.to_draw + d.discarded)


def draw_odds(g, s, wanted: int) -> Dist:
    """The exact odds of a Draw of ``wanted`` cards (11.4.1), without replacement: outcome ``i * k + j``
    for cards ``i`` then ``j`` (``k`` cards in the deck's list), ``i`` for one card, 0 for none. A
    draw pile that runs out midway is followed by the reshuffled discard pile (5.6).

    Rules: Edge City 5.6, 11.4.1.
    """
    d, n = of(g, s), draw_size(g, s, wanted)
    k = len(d.draw)
    pile, rest = (d.draw, d.discard) if d.to_draw else (d.discard, (0,) * k)   # an empty pile: reshuffle
    if n == 0:
        return Dist.point(0)
    if n == 1:
        return Dist.from_weights({i: c for i, c in enumerate(pile) if c})
    if sum(pile) >= 2:
        return Dist.from_weights({i * k + j: pile[i] * (pile[j] - (i == j))
                                  for i in range(k) if pile[i] for j in range(k) if pile[j] - (i == j)})
    last = pile.index(1)   # the last card of the pile, then one from the reshuffled discard pile
    return Dist.from_weights({last * k + j: c for j, c in enumerate(rest) if c})


def draw_weights(d: SprawlDeck, wanted: int) -> Weights:
    """The Weights of :func:`draw_odds` for deck ``d`` and a Draw of ``wanted`` cards, exactly those of
    ``Weights.of(draw_odds(...))`` (the same outcomes in the same order, the same integers: the ordered
    pairs' counts divided by their greatest common divisor, as :class:`~edgekit.dist.Dist` keeps them).

    Why by hand: the odds of a Draw depend on the piles, which change at almost every Draw, so a Dist
    of up to 19 x 19 Fractions would be built at nearly every one in the fast path (issue 24: a third
    of a simulated game's time); here they are integer products of the pile counts, no Dist built.
    tests/edge_city/test_game_deck.py holds them to :func:`draw_odds` over many decks.

    Rules: Edge City 5.6, 11.4.1.
    """
    draw, disc = d.draw, d.discard
    left, gone = sum(draw), sum(disc)
    n = min(wanted, left + gone)
    if n == 0:
        return Weights((0,), (1,), 1)
    k = len(draw)
    pile, rest = (draw, disc) if left else (disc, (0,) * k)   # an empty pile: the reshuffle (5.6)
    if n == 1:
        outcomes = [i for i, c in enumerate(pile) if c]
        ws = [pile[i] for i in outcomes]
    elif (left or gone) >= 2:   # the pile drawn from holds two cards or more: the ordered pairs (i, j)
        nz = [i for i, c in enumerate(pile) if c]
        cs = [pile[i] for i in nz]
        outcomes = [i * k + j for i in nz for j in nz]
        ws = [ci * cj for ci in cs for cj in cs]
        m = len(nz)
        for p, ci in enumerate(cs):   # the same card twice: one copy fewer for the second
            ws[p * m + p] = ci * (ci - 1)
        if 1 in cs:   # a card with one copy left cannot be drawn twice: that pair is not an outcome
            keep = [x for x, w in enumerate(ws) if w]
            outcomes, ws = [outcomes[x] for x in keep], [ws[x] for x in keep]
    else:   # the last card of the pile, then one from the reshuffled discard pile
        base = pile.index(1) * k
        outcomes = [base + j for j, c in enumerate(rest) if c]
        ws = [rest[j - base] for j in outcomes]
    div = math.gcd(*ws)
    if div > 1:
        ws = [w // div for w in ws]
    running = tuple(itertools.accumulate(ws))
    return Weights(tuple(outcomes), running, running[-1])


def draw_pick(d: SprawlDeck, wanted: int, rng) -> int | None:
    """The outcome ``draw_weights(d, wanted).draw(rng)`` gives for a Draw of one card, or of two cards
    from a pile of two or more, without building the Weights: the same ``rng.randrange(total)``,
    located among the cards, or row by row among the ordered pairs (first card, then second: row ``i``
    weighs ``count_i x (cards - 1)``), so O(cards) work instead of O(cards^2). None for any other Draw
    (nothing, the last card then the reshuffled pile): the caller draws from the Weights.

    Why by hand: the Weights of a Draw are rebuilt at nearly every Draw (the piles change); the fast
    path (``EdgeCityState._chance_run``) needs only the one outcome. tests/edge_city/test_game_deck.py
    holds it to the Weights at every value ``randrange`` can return.

    Rules: Edge City 5.6, 11.4.1.
    """
    draw, disc = d.draw, d.discard
    left, gone = sum(draw), sum(disc)
    n = left if left else gone   # the cards of the pile drawn from (an empty pile: the reshuffle, 5.6)
    cards = min(wanted, left + gone)
    if cards == 1:   # one card: its count over the pile's (the counts over their gcd, as Dist keeps them)
        pile = draw if left else disc
        div = math.gcd(*pile)
        r = rng.randrange(n // div)
        for i, c in enumerate(pile):
            w = c // div
            if r < w:
                return i
            r -= w
    if cards != 2 or n < 2:
        return None
    pile, k = (draw if left else disc), len(draw)
    nz = [i for i, c in enumerate(pile) if c]
    cs = [pile[i] for i in nz]
    # the greatest common divisor of the pairs' weights c_i * c_j (i != j) and c_i * (c_i - 1), as
    # Dist keeps them: c_i times the gcd of the other counts (prefix and suffix gcds), and the doubles
    m = len(cs)
    before, after = [0] * (m + 1), [0] * (m + 1)
    for x in range(m):
        before[x + 1] = math.gcd(before[x], cs[x])
        after[m - 1 - x] = math.gcd(after[m - x], cs[m - 1 - x])
    div = 0
    for x, c in enumerate(cs):
        div = math.gcd(div, c * (c - 1), c * math.gcd(before[x], after[x + 1]))
    r = rng.randrange(n * (n - 1) // div)
    row = 0
    for ci in cs:   # the row of the first card
        w = ci * (n - 1) // div
        if r < w:
            break
        r -= w
        row += 1
    ci = cs[row]
    for y, cj in enumerate(cs):   # the second card in that row
        w = ci * (cj - (row == y)) // div
        if r < w:
            return nz[row] * k + nz[y]
        r -= w
    raise AssertionError("draw_pick: the row's weights do not add up")   # unreachable


def deal(g, s, idx) -> SprawlDeck:
    """The deck after drawing the cards of indexes ``idx`` in order: the reshuffle
    of 5.6 when the pile is empty at a card to draw, and under ``sprawl_reshuffle="when_empty"`` also
    at once when the Draw empties the pile (the Draw's own cards are not in the discard pile yet)."""
    d = of(g, s)
    pile, disc = list(d.draw), list(d.discard)
    for i in idx:
        if not any(pile):
            pile, disc = disc, [0] * len(disc)
        pile[i] -= 1
    if not any(pile) and any(disc) and g.rule("sprawl_reshuffle") == "when_empty":
        pile, disc = disc, [0] * len(disc)
    return _deck(tuple(pile), tuple(disc))


def discard(g, s, names):
    """The state with cards ``names`` put in the discard pile (5.6, 10.2). A card the deck does not
    hold (a hand-built position) leaves the game."""
    slot = g.cards.slot
    names = [n for n in names if n in slot]
    if not names:
        return s
    return replaced(s, deck=_put(slot, of(g, s), names))


def discarded(g, d: SprawlDeck, names) -> SprawlDeck:
    """Deck ``d`` with cards ``names`` put in its discard pile (those the deck holds: :func:`discard`)."""
    slot = g.cards.slot
    names = [n for n in names if n in slot]
    if not names:
        return d
    return _put(slot, d, names)


def _put(slot, d: SprawlDeck, names) -> SprawlDeck:
    """Deck ``d`` with cards ``names``, all of them the deck's (``slot``: their indexes), discarded."""
    disc = list(d.discard)
    for n in names:
        disc[slot[n]] += 1
    return _deck(d.draw, tuple(disc))


# ----------------------------------------------------------------------------- cards leaving hands
def _count(r, name) -> int:
    return r.it if name == "iT" else r.cards.count(name)


def _over(r) -> Counter | None:
    """The Sprawl-deck marks of ``r`` beyond the copies it holds (cards that left its hand); None if
    none (the common case, asked at every step: no Counter made)."""
    sp, out = r.sprawl, None
    for n in (sp if len(sp) == 1 else set(sp)):
        k = sp.count(n) - (r.it if n == "iT" else r.cards.count(n))
        if k > 0:
            if out is None:
                out = Counter()
            out[n] = k
    return out


def settle(g, before, after):
    """``after`` with every Sprawl card that left a hand in the step from ``before`` put where it goes:
    to the hand that took it (a card that changes hands keeps its deck), else to the discard pile
    (10.2). Tech cards need nothing: the Tech deck is the ``tech_mix`` less the Tech copies held.

    Rules: Edge City 5.6, 10.2, 11.7.
    """
    rs = after.rippers
    if rs is before.rippers:
        return after
    lost = new = None
    for i, (r, was) in enumerate(zip(rs, before.rippers)):
        if r is not was and r.sprawl:   # a Ripper the step left as it was lost no card in it
            over = _over(r)
            if over:
                if lost is None:
                    lost, new = Counter(), list(rs)
                left = list(r.sprawl)
                for n, k in over.items():
                    for _ in range(k):
                        left.remove(n)
                new[i] = replaced(r, sprawl=tuple(left))
                lost.update(over)
    if not lost:
        return after
    for i, (a, b) in enumerate(zip(before.rippers, new)):   # taken in combat, bought from a Ripper
        for n in sorted(lost):
            k = min(lost[n], _count(b, n) - _count(a, n), _count(b, n) - b.sprawl.count(n))
            if k > 0:
                b = replaced(b, sprawl=tuple(sorted(b.sprawl + (n,) * k)))
                lost[n] -= k
        new[i] = b
    out = replaced(after, rippers=tuple(new))
    if after.deck is None:   # a hand-built position: its deck is worked out from what it shows
        return out
    return discard(g, out, sorted(lost.elements()))


# ----------------------------------------------------------------------------- accounting
def tally(g, s) -> dict:
    """Where every Sprawl card of the game is: {card name: {place: copies}} over :data:`PLACES`
    (each card of the deck appears, with every place, zero included). The places add up to the
    ``sprawl_mix`` count in every state of a game played from its start."""
    d = of(g, s)
    out = {n: dict.fromkeys(PLACES, 0) for n, _ in g.cards.sprawl}

    def add(n, place, k=1):
        out.setdefault(n, dict.fromkeys(PLACES, 0))[place] += k

    for n, _ in g.cards.sprawl:
        k = g.cards.slot[n]
        add(n, "draw pile", d.draw[k])
        add(n, "discard pile", d.discard[k])
    for n in acted_upon(g, s):
        add(n, "being acted upon")
    for _, cs in s.zones:
        for n in cs:
            add(n, "on the board")
    for r in s.rippers:
        for n in r.sprawl:
            add(n, "held" if r.alive else "removed")
    return out


def seen(g, s) -> tuple:
    """What every player sees of the deck: the size of each face-down pile (5.6)."""
    d = of(g, s)
    return (d.to_draw, d.discarded)
