"""Acting upon Sprawl cards: the defence roll, the discard roll, a whole Draw, passing through.

Rules: Edge City 11.4.2 (priority A-D and "Win vs the first card"), 11.4.3 (Zone cards,
temporary and permanent), 11.4.4 (Event), 11.5.3.2 and 11.5.4.2 (Sprawl-card defend combat),
8.5.1 (Rule of 2 and 12), 8.5.2 (one Win Roll also decides a discard), 9.4 (COOL Win Number 7).

Split out of :mod:`edgekit.edge_city.rules.sprawl` (which re-exports every name here). Every roll is
judged by the one Win Roll event (:func:`~edgekit.edge_city.rules.win.win_roll_event`). The Ripper
is described by explicit keywords (``status``, ``cool``, ``swat_defend``, ``ice_defend``,
``bioware``); the readings come in ``rules=`` (or as keyword shorthand).

Don't confuse the *defence* roll (did the Ripper beat the card's attack?) with the *discard*
roll (does a temporary Zone leave the board?): by 8.5.2 they are the same two dice, so their
results are dependent; :func:`encounter_outcomes` gives their exact joint distribution.
Reading used here: ``sprawl_win`` (EC-20).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import sympy

from ...dist import Dist
from ...readings import uses
from .._check import whole
from .cool import COOL_WIN_NUMBER
from .sprawl import _named_cards, sprawl_card
from .win import TWELVE, WIN, level, natural_12_effect, two_dice, win_number, win_roll_event

__all__ = [
    "Encounter", "DrawOutcome", "PassOutcome", "sprawl_defence_w", "resolve_encounter",
    "encounter_outcomes", "encounter_roll_table", "encounter_joint_table", "p_act_on_next",
    "win_roll_with_discard", "draw_outcomes", "pass_through_outcomes",
]


def _ripper(status, cool, swat_defend, ice_defend, bioware) -> tuple[int, ...]:
    """Check the Ripper's keywords (each named in its error); the Bioware strengths, largest first."""
    level(status)
    whole(cool, "cool", 2, 12, what=" (the COOL Win Number, Edge City 9.4)")
    whole(swat_defend, "swat_defend", 0, 99)
    whole(ice_defend, "ice_defend", 0, 99)
    if isinstance(bioware, str | bytes) or not isinstance(bioware, Iterable):
        raise TypeError(f"bioware must be a list of Bioware card strengths, not {bioware!r}")
    bio = tuple(bioware)
    if len(bio) > 32:
        raise ValueError(f"bioware: at most 32 cards (the Tech deck), not {len(bio)}")
    for b in bio:
        whole(b, "bioware card strength", 1, 99)
    return tuple(sorted(bio, reverse=True))


@uses("table_rows", "column_edge")
def sprawl_defence_w(card, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                     ice_defend: int = 0, bioware=(), rules=None) -> int | None:
    """The Win Number for defending against a card's attack (None if it does not attack).

    Rules: Edge City 9.4 (COOL Win Number 7, changed only as cards say), 11.5.3.2 (SWAT or ICE:
    R = Defend Tech - the card's attack modifier A, then Table 1.0 with the Ripper's Status).
    A BIOWARE CHOP SHOP style card lowers the COOL Win Number by the largest Bioware strength.
    """
    card = sprawl_card(card)
    bio = _ripper(status, cool, swat_defend, ice_defend, bioware)
    if card.attack is None:
        return None
    if card.attack == "COOL":
        return cool + card.modifier - (max(bio, default=0) if card.less_largest_bioware else 0)
    d = swat_defend if card.attack == "SWAT" else ice_defend
    return win_number(status, d - card.modifier, rules=rules)


@dataclass(frozen=True)
class Encounter:
    """What one card did to the Ripper.

    ``roll_won``: the Win Roll was made (None: no roll). ``cool``: still COOL afterwards.
    ``lost``: a card the Ripper lost ("" if none). ``discarded``: a temporary Zone left the board.
    ``continues``: the Ripper may act upon the next card (11.4.2). ``dp``: DP gained.
    ``natural_12``: the roll was a 12 that ended the Draw (natural_12 "ends_action" or
    "ends_costs_cool").
    """

    card: str
    roll_won: bool | None
    cool: bool = True
    lost: str = ""
    discarded: bool = False
    continues: bool = True
    dp: int = 0
    natural_12: bool = False

    @property
    def defence(self) -> str:
        """A short label: "won", "lost", "natural 12 (ends the Draw)" or "no roll"."""
        if self.roll_won is None:
            return "no roll"
        if self.natural_12:
            return "natural 12 (ends the Draw)"
        return "won" if self.roll_won else "lost"


@uses("natural_12", "sprawl_win")
def resolve_encounter(card, roll: int | None, w: int | None, *, bioware=(), rules=None) -> Encounter:
    """Act upon one card with a given two-dice total: the defence and the discard from one roll.

    Rules: Edge City 11.4.2, 11.4.3.1, 11.4.4, 11.5.4.2, 8.5.1, 8.5.2. ``w`` is the defence Win
    Number (:func:`sprawl_defence_w`), None if the card does not attack. A lost COOL attack costs
    COOL (11.5.4.2) unless the roll is a natural 12 whose reading keeps COOL (8.5.1); a 12 that
    ends the action ends the Draw. Other costs of a lost roll (a card) still apply. A won Event
    attack gains DP equal to its attack modifier (11.5.4.2).
    """
    card = sprawl_card(card)
    bio = _ripper("Wannabee", COOL_WIN_NUMBER, 0, 0, bioware)
    if roll is None:
        if card.attack is not None or card.temporary:
            raise ValueError(f"roll: {card.name} needs a Win Roll (Edge City 8.5.2)")
        return Encounter(card.name, None, dp=(card.dp or 0) if card.kind == "rumor" else 0)
    if isinstance(roll, bool) or not isinstance(roll, int) or not 2 <= roll <= 12:
        raise ValueError(f"roll: a two-dice total is 2..12, not {roll!r}")
    discarded = card.temporary and card.discard[0] <= roll <= card.discard[1]
    if card.attack is None or (card.on_loss == "lose_card" and not bio):
        # nothing attacks (or there is no card to lose): the roll only decides the discard (8.5.2)
        return Encounter(card.name, None, discarded=discarded)
    if w is None:
        raise ValueError(f"w: {card.name} attacks, so its defence needs a Win Number")
    event = win_roll_event(roll, w, rules=rules)  # the one Win Roll event (8.4, 8.5.1)
    effect = natural_12_effect(rules=rules)
    won = event == WIN
    ends = event == TWELVE and effect.ends_action
    cool, lost, dp = True, "", 0
    if won:
        dp = card.modifier if card.kind == "event" and card.attack in ("SWAT", "ICE") else 0
    elif card.on_loss == "lose_card":
        lost = f"Bioware +{max(bio)}"
    else:
        cool = event == TWELVE and effect.keeps_cool  # a lost attack costs COOL, unless a kept 12
    go_on = (cool if rules.sprawl_win == "keep_cool" else won) and not ends
    return Encounter(card.name, won, cool, lost, discarded, go_on, dp, ends)


_USES = ("natural_12", "sprawl_win", "table_rows", "column_edge")


@uses(*_USES)
def encounter_outcomes(card, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                       ice_defend: int = 0, bioware=(), rules=None) -> Dist:
    """The exact distribution of :class:`Encounter` results for one card, over the 36 rolls.

    Rules: Edge City 11.4.2-11.4.4, 11.5.3.2, 11.5.4.2, 8.5.1, 8.5.2. The Ripper: ``status``,
    ``cool`` (COOL Win Number), ``swat_defend``, ``ice_defend``, ``bioware`` (strengths of the
    Bioware cards held).

    >>> d = encounter_outcomes("TOXIC WASTE")
    >>> d.p(lambda e: e.discarded), d.p(lambda e: not e.cool)
    (5/12, 1/4)
    """
    card = sprawl_card(card)
    bio = _ripper(status, cool, swat_defend, ice_defend, bioware)
    if card.attack is None and not card.temporary:
        return Dist.point(resolve_encounter(card, None, None, rules=rules))
    w = sprawl_defence_w(card, status=status, cool=cool, swat_defend=swat_defend, ice_defend=ice_defend,
                         bioware=bio, rules=rules)
    return two_dice().map(lambda s: resolve_encounter(card, s, w, bioware=bio, rules=rules))


@uses(*_USES)
def encounter_roll_table(card, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                         ice_defend: int = 0, bioware=(), rules=None) -> list[dict]:
    """One row per two-dice total: its chance and everything that roll decides for this card.

    Rules: Edge City 8.5.2 (one roll, two decisions), 8.5.1, 11.4.2, 11.4.3.1.
    """
    card = sprawl_card(card)
    bio = _ripper(status, cool, swat_defend, ice_defend, bioware)
    w = sprawl_defence_w(card, status=status, cool=cool, swat_defend=swat_defend, ice_defend=ice_defend,
                         bioware=bio, rules=rules)
    rows = []
    for total, p in two_dice().probs().items():
        if card.attack is None and not card.temporary:
            e = resolve_encounter(card, None, None, rules=rules)
        else:
            e = resolve_encounter(card, total, w, bioware=bio, rules=rules)
        rows.append({"roll": total, "P": p, "W": w, "defence": e.defence, "COOL kept": e.cool,
                     "lost": e.lost, "discarded": e.discarded, "next card": e.continues})
    return rows


@uses(*_USES)
def encounter_joint_table(card, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                          ice_defend: int = 0, bioware=(), rules=None) -> dict[tuple, object]:
    """``{(defence, discard): P}``: the joint distribution of the two things one roll decides.

    Rules: Edge City 8.5.2, 11.4.3.1. ``discard`` is "discarded" or "stays" (a permanent Zone
    always stays). Cells that cannot happen are included with P = 0.
    """
    d = encounter_outcomes(card, status=status, cool=cool, swat_defend=swat_defend, ice_defend=ice_defend,
                           bioware=bioware, rules=rules)
    labels = sorted({e.defence for e in d.outcomes()})
    out = {(a, b): sympy.Integer(0) for a in labels for b in ("discarded", "stays")}
    for e, p in d.probs().items():
        out[(e.defence, "discarded" if e.discarded else "stays")] += p
    return out


@uses(*_USES)
def p_act_on_next(card, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                  ice_defend: int = 0, bioware=(), rules=None) -> sympy.Rational:
    """Exact P(the Ripper may act upon the next card) after this one.

    Rules: Edge City 11.4.2, 8.5.1 (readings sprawl_win and natural_12).
    """
    d = encounter_outcomes(card, status=status, cool=cool, swat_defend=swat_defend, ice_defend=ice_defend,
                           bioware=bioware, rules=rules)
    return d.p(lambda e: e.continues)


@uses("natural_12")
def win_roll_with_discard(w: int, discard_totals, *, rules=None) -> Dist:
    """One Win Roll that also decides whether a card used in the action is discarded.

    Rules: Edge City 8.5.2 (the action's own Win Roll decides the discard), 8.4, 8.5.1, 11.4.5,
    11.4.6 (Tech and Ally cards printed with the Win totals that discard them). Returns the exact
    joint distribution over ``(result, discarded)`` with result "win", "fail" or "natural 12"
    (the one Win Roll event: a 12 with its own effect under the ``natural_12`` reading). The
    totals printed on the card are ``discard_totals``.
    """
    if isinstance(discard_totals, str | bytes) or not isinstance(discard_totals, Iterable):
        raise TypeError(f"discard_totals must be a list of two-dice totals, not {discard_totals!r}")
    totals = tuple(discard_totals)
    for t in totals:
        whole(t, "discard_totals", 2, 12, what=" (two-dice totals, Edge City 8.5.2)")
    if not totals:
        raise ValueError("discard_totals must name at least one two-dice total (Edge City 8.5.2)")
    totals = frozenset(totals)
    return two_dice().map(lambda t: (win_roll_event(t, w, rules=rules), t in totals))


@dataclass(frozen=True)
class DrawOutcome:
    """The end of a Draw: cards acted upon (in order), COOL, DP gained, cards lost, Zones discarded."""

    acted: tuple[str, ...]
    cool: bool
    dp: int
    lost: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()

    def __str__(self) -> str:
        """In words (a row label of the Draw's odds): "acted upon BIOWARE CHOP SHOP, then SPRAWL
        RUMOR; COOL kept; +2 DP; lost Bioware +1"."""
        acted = ", then ".join(self.acted) if self.acted else "no card"
        return "; ".join([f"acted upon {acted}", "COOL kept" if self.cool else "UnCOOL", f"+{self.dp} DP",
                          *_lost_and_discarded(self.lost, self.discarded)])


def _lost_and_discarded(lost, discarded) -> list[str]:
    return ([f"lost {', '.join(lost)}"] if lost else []) + (
        [f"{', '.join(discarded)} discarded"] if discarded else [])


def _card_list(cards, name: str = "cards") -> list:
    return _named_cards(cards, name)


@uses(*_USES)
def draw_outcomes(cards, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                  ice_defend: int = 0, bioware=(), rules=None) -> Dist:
    """Act upon ``cards`` in order (see :func:`encounter_order`) until one stops the Ripper.

    Rules: Edge City 11.4.2 (strict order; Win vs a card to act upon the next), 8.5.1, 8.5.2,
    11.5.4.2. Each card gets its own roll. A lost Bioware card no longer counts for later cards.
    Returns the exact distribution of :class:`DrawOutcome`.
    """
    cards = _card_list(cards)
    bio0 = _ripper(status, cool, swat_defend, ice_defend, bioware)

    def go(i: int, bio: tuple, so_far: DrawOutcome) -> Dist:
        if i == len(cards):
            return Dist.point(so_far)
        d = encounter_outcomes(cards[i], status=status, cool=cool, swat_defend=swat_defend,
                               ice_defend=ice_defend, bioware=bio, rules=rules)

        def after(e: Encounter) -> Dist:
            nxt = DrawOutcome(so_far.acted + (e.card,), so_far.cool and e.cool, so_far.dp + e.dp,
                              so_far.lost + ((e.lost,) if e.lost else ()),
                              so_far.discarded + ((e.card,) if e.discarded else ()))
            if not e.continues:
                return Dist.point(nxt)
            return go(i + 1, bio[1:] if e.lost else bio, nxt)

        return d.bind(after)

    return go(0, bio0, DrawOutcome((), True, 0))


@dataclass(frozen=True)
class PassOutcome:
    """A Ripper travelling through (or ending Travel in) a space with Zone cards: what happened.

    ``stopped``: must stop there (a lost attack, or a natural 12 that ends the Travel).
    """

    stopped: bool
    cool: bool
    lost: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()

    def __str__(self) -> str:
        """In words: "stopped there; UnCOOL", "passed through; COOL kept; TOXIC WASTE discarded"."""
        return "; ".join(["stopped there" if self.stopped else "passed through",
                          "COOL kept" if self.cool else "UnCOOL",
                          *_lost_and_discarded(self.lost, self.discarded)])


@uses(*_USES)
def pass_through_outcomes(cards, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                          ice_defend: int = 0, bioware=(), rules=None) -> Dist:
    """Every attacking Zone card in a space attacks a Ripper who travels through it: the result.

    Rules: Edge City 11.4.3 (Zone cards attack Rippers who end Travel in or pass through their
    space), 11.5.4.2 (a Ripper who loses must stop there), 8.5.1, 8.5.2, 9.4.1 (an UnCOOL Ripper
    still defends). Each card attacks once, with its own roll, in the order given; a card with
    no attack only rolls for its discard (8.5.2). Whether a lost roll that costs a card rather
    than COOL also stops the Ripper follows the same reading as the Draw (``sprawl_win``).
    """
    cards = _card_list(cards)
    bad = [c.name for c in cards if c.kind != "zone"]
    if bad:
        raise ValueError(f"cards: only Zone cards stay on the board to attack travellers "
                         f"(Edge City 11.4.3): {bad}")
    bio0 = _ripper(status, cool, swat_defend, ice_defend, bioware)

    def go(i: int, bio: tuple, so_far: PassOutcome) -> Dist:
        if i == len(cards):
            return Dist.point(so_far)
        d = encounter_outcomes(cards[i], status=status, cool=cool, swat_defend=swat_defend,
                               ice_defend=ice_defend, bioware=bio, rules=rules)

        def after(e: Encounter) -> Dist:
            nxt = PassOutcome(so_far.stopped or not e.continues, so_far.cool and e.cool,
                              so_far.lost + ((e.lost,) if e.lost else ()),
                              so_far.discarded + ((e.card,) if e.discarded else ()))
            return go(i + 1, bio[1:] if e.lost else bio, nxt)

        return d.bind(after)

    return go(0, bio0, PassOutcome(False, True))
