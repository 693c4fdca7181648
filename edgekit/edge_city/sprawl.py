"""Sprawl cards: drawing, priority, Zone and Event attacks, and one roll deciding two things.

Rules: Edge City 11.4 (Sprawl cards), 11.4.1 (how many to draw), 11.4.2 (priority A-D and
"Win vs the first card"), 11.4.3 (Zone cards, temporary and permanent), 11.4.4 (Event),
11.5.3.2 and 11.5.4.2 (Sprawl-card defend combat), 8.5.1 (Rule of 2 and 12), 8.5.2 (one Win Roll
also decides a discard), 9.4 (COOL Win Number 7).

The cards the rulebook names, with every value it gives, are in
``data/edge_city/sprawl_cards.csv``. How many of each card the 80-card deck holds is never
given (register EC-21), so a chance of drawing a card is a sympy expression in an unknown
count (:func:`deck_count`, :func:`p_draw`), never a number.

Don't confuse the *defence* roll (did the Ripper beat the card's attack?) with the *discard*
roll (does a temporary Zone leave the board?): by 8.5.2 they are the same two dice, so their
results are dependent; :func:`encounter_outcomes` gives their exact joint distribution.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

import sympy

from .. import readings
from ..data import DataError, load_csv
from ..dist import Dist
from ..readings import uses
from ._check import exact, whole
from .cool import COOL_WIN_NUMBER  # Edge City 9.4 (re-exported here too)
from .win import roll_wins, two_dice, win_number

__all__ = [
    "SPRAWL_PRIORITY", "COOL_WIN_NUMBER", "DECK_SIZE", "SprawlCard", "Encounter", "DrawOutcome",
    "sprawl_cards", "sprawl_card", "hypothetical_card", "cards_to_draw", "encounter_order",
    "sprawl_defence_w", "resolve_encounter", "encounter_outcomes", "encounter_roll_table",
    "encounter_joint_table", "p_act_on_next", "draw_outcomes", "deck_count", "p_draw",
    "sprawl_zone_actions", "with_discard_roll", "PassOutcome", "pass_through_outcomes",
    "win_roll_with_discard",
]

SPRAWL_PRIORITY = {"zone": "A", "event": "B", "tech": "C", "ally": "C", "patron": "D", "rumor": "D"}
DECK_SIZE = 80  # Edge City 3.0: eighty Sprawl cards

readings.register(
    "sprawl_win", game="Edge City",
    question="What must a Ripper do against the first Sprawl card to go on to act upon the next one?",
    options={
        "keep_cool": "not lose COOL to it: a lost roll that costs something else (a card) still "
                     "lets the Ripper go on",
        "make_roll": "make the card's Win Roll: any lost roll stops the Draw there",
    },
    default="keep_cool",
    reason="11.4.2 glosses 'Win' as 'not lose their COOL', and in the Mad Maxine example (11.4.8) "
           "she loses her roll against BIOWARE CHOP SHOP, keeps her COOL and still gains the Rumor's DP",
    cite=("Edge City 11.4.2", "Edge City 11.4.8", "Edge City 11.5.3.2"),
    register="EC-20",
    affects=("P(act upon the second Sprawl card)", "DP from Rumor and Event cards"),
)

readings.register(
    "sprawl_turn_actions", game="Edge City",
    question="After Travelling into a Sprawl Zone, may a Ripper still Draw Sprawl cards or attack "
             "a Ripper there, when 8.2 allows one Turn action?",
    options={
        "chart": "yes: Chart 1.0 follows Travel with one action where the Travel ends "
                 "(Draw, or attack a Ripper in the same space)",
        "one_action": "no: 8.2 read literally, Travel is the turn's one action",
    },
    default="chart",
    reason="11.4.1 lets a Ripper draw only where their Travel ends, which needs Travel plus a Draw "
           "in one turn; Chart 1.0 shows that path; and the Player Turn example (8.2) has Tech "
           "Gnome travel and then ICE attack",
    cite=("Edge City 8.2", "Edge City Chart 1.0", "Edge City 11.4.1"),
    register="EC-10",
    affects=("whether cards can be drawn at all", "actions per turn"),
)


@dataclass(frozen=True)
class SprawlCard:
    """A Sprawl card and what the rulebook says about it (None = not given).

    ``attack`` is "COOL", "SWAT" or "ICE" for a card that attacks; ``modifier`` is added to
    COOL for a COOL attack, or is the attack modifier A for SWAT and ICE (11.5.3.2).
    ``discard`` is the printed discard Win Roll ``(low, high)`` of a temporary Zone.
    """

    name: str
    kind: str
    priority: str | None = None
    tp_cost: int | None = None
    attack: str | None = None
    modifier: int | None = None
    less_largest_bioware: bool = False
    on_loss: str | None = None
    discard: tuple[int, int] | None = None
    tech_class: str | None = None
    tech_type: str | None = None
    tech_trait: str | None = None
    tech_modifier: int | None = None
    cost_dp: int | None = None
    dp: int | None = None
    source: str = "assumed"
    cite: str = ""
    note: str = ""

    def __post_init__(self):
        kinds = (*SPRAWL_PRIORITY, "unknown")
        if self.kind not in kinds:
            raise ValueError(f"Sprawl card kind must be one of {kinds} (Edge City 11.4.2), not {self.kind!r}")
        want = SPRAWL_PRIORITY.get(self.kind)
        if self.priority is None and want:
            object.__setattr__(self, "priority", want)
        elif want and self.priority != want:
            raise ValueError(f"{self.name}: a {self.kind} card has priority {want} (Edge City 11.4.2)")
        if self.attack not in (None, "COOL", "SWAT", "ICE"):
            raise ValueError(f"{self.name}: attack must be COOL, SWAT or ICE (Edge City 11.5.2)")
        if self.attack and self.kind not in ("zone", "event"):
            raise ValueError(f"{self.name}: only Zone and Event cards attack (Edge City 11.5.2)")
        if self.attack and self.modifier is None:
            raise ValueError(f"{self.name}: an attacking card needs its modifier")
        if self.on_loss not in (None, "uncool", "lose_card"):
            raise ValueError(f"{self.name}: on_loss must be 'uncool' or 'lose_card'")
        if self.discard is not None:
            lo, hi = self.discard
            if self.kind != "zone" or not 2 <= lo <= hi <= 12:
                raise ValueError(f"{self.name}: a discard Win Roll is a range of totals 2..12 on a Zone "
                                 "card (Edge City 11.4.3.1)")

    @property
    def temporary(self) -> bool:
        """A Zone with a printed discard roll (Edge City 11.4.3.1)."""
        return self.discard is not None


def _opt(conv):
    return lambda s: None if s == "" else conv(s)


@functools.cache
def sprawl_cards() -> Mapping[str, SprawlCard]:
    """Every card the rulebook names, ``{NAME: SprawlCard}``, from ``data/edge_city/sprawl_cards.csv``.

    Rules: Edge City 11.4, Figures 11.4.3-1 and 11.4.5-1, and the worked examples.
    """
    path = "edge_city/sprawl_cards.csv"
    oi, os_ = _opt(int), _opt(str)
    rows = load_csv(path, {
        "name": str, "kind": str, "priority": os_, "tp_cost": oi, "attack": os_, "modifier": oi,
        "less_largest_bioware": os_, "on_loss": os_, "discard_low": oi, "discard_high": oi,
        "tech_class": os_, "tech_type": os_, "tech_trait": os_, "tech_modifier": oi, "cost_dp": oi,
        "dp": oi, "source": str, "cite": str, "note": str})
    out = {}
    for i, r in enumerate(rows, 1):
        lo, hi = r.pop("discard_low"), r.pop("discard_high")
        if (lo is None) != (hi is None):
            raise DataError(f"{path} record {i}: give both ends of the discard roll or neither")
        r["discard"] = None if lo is None else (lo, hi)
        r["less_largest_bioware"] = r["less_largest_bioware"] == "yes"
        if r["name"] in out:
            raise DataError(f"{path} record {i}: {r['name']} appears twice")
        try:
            out[r["name"]] = SprawlCard(**r)
        except ValueError as e:
            raise DataError(f"{path} record {i}: {e}") from None
    return MappingProxyType(out)


def sprawl_card(name: str | SprawlCard) -> SprawlCard:
    """One named card (any letter case), or the card itself if one is given.

    Rules: Edge City 11.4 (the cards are named in its figures, rules and examples).
    """
    if isinstance(name, SprawlCard):
        return name
    if not isinstance(name, str):
        raise TypeError(f"a Sprawl card is a name or a SprawlCard, not {type(name).__name__}")
    key = " ".join(name.split()).upper()
    cards = sprawl_cards()
    if key not in cards:
        raise ValueError(f"no card named {name!r} in the rulebook; named cards: {sorted(cards)}")
    return cards[key]


def hypothetical_card(name: str, kind: str, **values) -> SprawlCard:
    """A card the rulebook does not print (e.g. an Event with SWAT attack 3), labelled "assumed".

    Rules: Edge City 11.4.2-11.4.4, 11.5.3.2. Use it to ask "what if" questions; every value
    comes from the caller.
    """
    return SprawlCard(name=name, kind=kind, source="assumed", **values)


def cards_to_draw(cards_in_space: int) -> int:
    """How many Sprawl cards a Ripper must draw: two, less the cards already in the space.

    Rules: Edge City 11.4.1, 11.4.3 (at most two Zone cards in a city space).
    """
    if isinstance(cards_in_space, bool) or not isinstance(cards_in_space, int):
        raise TypeError("cards_in_space must be a whole number")
    if not 0 <= cards_in_space <= 2:
        raise ValueError("a city space holds 0, 1 or 2 Zone cards (Edge City 11.4.3)")
    return 2 - cards_in_space


def encounter_order(on_board=(), drawn=()) -> list[SprawlCard]:
    """The order cards are acted upon: cards on the board first, then the drawn cards A to D.

    Rules: Edge City 11.4.2. Two drawn cards of the same priority keep the order given,
    which stands for the player's choice.
    """
    board = [sprawl_card(c) for c in on_board]
    new = [sprawl_card(c) for c in drawn]
    for c in new:
        if c.priority is None:
            raise ValueError(f"{c.name}: its kind is not given, so its priority is unknown "
                             "(Edge City 11.4.2)")
    return board + sorted(new, key=lambda c: c.priority)  # sorted() is stable: ties keep the player's order


@uses("table_rows", "column_edge")
def sprawl_defence_w(card, *, status="Wannabee", cool: int = COOL_WIN_NUMBER, swat_defend: int = 0,
                     ice_defend: int = 0, bioware=(), table_rows=None, column_edge=None) -> int | None:
    """The Win Number for defending against a card's attack (None if it does not attack).

    Rules: Edge City 9.4 (COOL Win Number 7, changed only as cards say), 11.5.3.2 (SWAT or ICE:
    R = Defend Tech - the card's attack modifier A, then Table 1.0 with the Ripper's Status).
    A BIOWARE CHOP SHOP style card lowers the COOL Win Number by the largest Bioware strength.
    """
    card = sprawl_card(card)
    if card.attack is None:
        return None
    if card.attack == "COOL":
        return cool + card.modifier - (max(bioware, default=0) if card.less_largest_bioware else 0)
    d = swat_defend if card.attack == "SWAT" else ice_defend
    return win_number(status, d - card.modifier, table_rows=table_rows, column_edge=column_edge)


@dataclass(frozen=True)
class Encounter:
    """What one card did to the Ripper.

    ``roll_won``: the Win Roll was made (None: no roll). ``cool``: still COOL afterwards.
    ``lost``: a card the Ripper lost ("" if none). ``discarded``: a temporary Zone left the board.
    ``continues``: the Ripper may act upon the next card (11.4.2). ``dp``: DP gained.
    ``natural_12``: the roll was a 12 that ended the Draw (reading natural_12="ends_action").
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
def resolve_encounter(card, roll: int | None, w: int | None, *, bioware=(), natural_12=None,
                      sprawl_win=None) -> Encounter:
    """Act upon one card with a given two-dice total: the defence and the discard from one roll.

    Rules: Edge City 11.4.2, 11.4.3.1, 11.4.4, 11.5.4.2, 8.5.1, 8.5.2. ``w`` is the defence Win
    Number (:func:`sprawl_defence_w`), None if the card does not attack. A lost COOL attack costs
    COOL (11.5.4.2) unless the roll is a 12 and natural_12="ends_action" (8.5.1: a 12 never costs
    COOL and ends the action, here the Draw). Other costs of a lost roll (a card) still apply.
    A won Event attack gains DP equal to its attack modifier (11.5.4.2).
    """
    card = sprawl_card(card)
    if roll is None:
        if card.attack is not None or card.temporary:
            raise ValueError(f"{card.name} needs a Win Roll (Edge City 8.5.2)")
        return Encounter(card.name, None, dp=(card.dp or 0) if card.kind == "rumor" else 0)
    if not 2 <= roll <= 12:
        raise ValueError(f"a two-dice total is 2..12, not {roll!r}")
    discarded = card.temporary and card.discard[0] <= roll <= card.discard[1]
    if card.attack is None or (card.on_loss == "lose_card" and not bioware):
        # nothing attacks (or there is no card to lose): the roll only decides the discard (8.5.2)
        return Encounter(card.name, None, discarded=discarded)
    won = roll_wins(roll, w)
    ends = roll == 12 and natural_12 == "ends_action"
    cool, lost, dp = True, "", 0
    if won:
        dp = card.modifier if card.kind == "event" and card.attack in ("SWAT", "ICE") else 0
    elif card.on_loss == "lose_card":
        lost = f"Bioware +{max(bioware)}"
    else:
        cool = ends  # a lost attack costs COOL, except a 12 read as 8.5.1 says
    go_on = (cool if sprawl_win == "keep_cool" else won) and not ends
    return Encounter(card.name, won, cool, lost, discarded, go_on, dp, ends)


def _ripper_kw(kw):
    allowed = {"status", "cool", "swat_defend", "ice_defend", "bioware", "table_rows", "column_edge"}
    bad = set(kw) - allowed
    if bad:
        raise TypeError(f"unknown keyword(s) {sorted(bad)}; the Ripper is described by {sorted(allowed)}")
    return kw


@uses("natural_12", "sprawl_win")
def encounter_outcomes(card, *, natural_12=None, sprawl_win=None, **ripper) -> Dist:
    """The exact distribution of :class:`Encounter` results for one card, over the 36 rolls.

    Rules: Edge City 11.4.2-11.4.4, 11.5.3.2, 11.5.4.2, 8.5.1, 8.5.2. ``ripper`` keywords:
    status, cool, swat_defend, ice_defend, bioware (strengths of the Bioware cards held),
    table_rows, column_edge.

    >>> d = encounter_outcomes("TOXIC WASTE")
    >>> d.p(lambda e: e.discarded), d.p(lambda e: not e.cool)
    (5/12, 1/4)
    """
    card = sprawl_card(card)
    ripper = _ripper_kw(ripper)
    bio = tuple(ripper.get("bioware", ()))
    if card.attack is None and not card.temporary:
        return Dist.point(resolve_encounter(card, None, None, natural_12=natural_12, sprawl_win=sprawl_win))
    w = sprawl_defence_w(card, **ripper)
    return two_dice().map(lambda s: resolve_encounter(card, s, w, bioware=bio, natural_12=natural_12,
                                                      sprawl_win=sprawl_win))


@uses("natural_12", "sprawl_win")
def encounter_roll_table(card, *, natural_12=None, sprawl_win=None, **ripper) -> list[dict]:
    """One row per two-dice total: its chance and everything that roll decides for this card.

    Rules: Edge City 8.5.2 (one roll, two decisions), 8.5.1, 11.4.2, 11.4.3.1.
    """
    card = sprawl_card(card)
    ripper = _ripper_kw(ripper)
    w = sprawl_defence_w(card, **ripper)
    bio = tuple(ripper.get("bioware", ()))
    rows = []
    for total, p in two_dice().probs().items():
        e = resolve_encounter(card, total, w, bioware=bio, natural_12=natural_12, sprawl_win=sprawl_win)
        rows.append({"roll": total, "P": p, "W": w, "defence": e.defence, "COOL kept": e.cool,
                     "lost": e.lost, "discarded": e.discarded, "next card": e.continues})
    return rows


@uses("natural_12", "sprawl_win")
def encounter_joint_table(card, *, natural_12=None, sprawl_win=None, **ripper) -> dict[tuple, object]:
    """``{(defence, discard): P}``: the joint distribution of the two things one roll decides.

    Rules: Edge City 8.5.2, 11.4.3.1. ``discard`` is "discarded" or "stays" (a permanent Zone
    always stays). Cells that cannot happen are included with P = 0.
    """
    d = encounter_outcomes(card, natural_12=natural_12, sprawl_win=sprawl_win, **ripper)
    labels = sorted({e.defence for e in d.outcomes()})
    out = {(a, b): sympy.Integer(0) for a in labels for b in ("discarded", "stays")}
    for e, p in d.probs().items():
        out[(e.defence, "discarded" if e.discarded else "stays")] += p
    return out


@uses("natural_12", "sprawl_win")
def p_act_on_next(card, *, natural_12=None, sprawl_win=None, **ripper) -> sympy.Rational:
    """Exact P(the Ripper may act upon the next card) after this one.

    Rules: Edge City 11.4.2, 8.5.1 (readings sprawl_win and natural_12).
    """
    d = encounter_outcomes(card, natural_12=natural_12, sprawl_win=sprawl_win, **ripper)
    return d.p(lambda e: e.continues)


@uses("natural_12")
def win_roll_with_discard(w: int, discard_totals, *, natural_12=None) -> Dist:
    """One Win Roll that also decides whether a card used in the action is discarded.

    Rules: Edge City 8.5.2 (the action's own Win Roll decides the discard), 8.4, 8.5.1, 11.4.5,
    11.4.6 (Tech and Ally cards printed with the Win totals that discard them). Returns the exact
    joint distribution over ``(result, discarded)`` with result "win", "fail" or (natural_12=
    "ends_action") "natural 12". The totals printed on the card are ``discard_totals``.
    """
    totals = frozenset(discard_totals)
    if not totals or not totals <= set(range(2, 13)):
        raise ValueError("discard totals are two-dice totals 2..12 (Edge City 8.5.2)")

    def judge(t: int):
        res = "natural 12" if t == 12 and natural_12 == "ends_action" else (
            "win" if roll_wins(t, w) else "fail")
        return res, t in totals

    return two_dice().map(judge)


@dataclass(frozen=True)
class DrawOutcome:
    """The end of a Draw: cards acted upon (in order), COOL, DP gained, cards lost, Zones discarded."""

    acted: tuple[str, ...]
    cool: bool
    dp: int
    lost: tuple[str, ...] = ()
    discarded: tuple[str, ...] = ()


@uses("natural_12", "sprawl_win")
def draw_outcomes(cards, *, natural_12=None, sprawl_win=None, **ripper) -> Dist:
    """Act upon ``cards`` in order (see :func:`encounter_order`) until one stops the Ripper.

    Rules: Edge City 11.4.2 (strict order; Win vs a card to act upon the next), 8.5.1, 8.5.2,
    11.5.4.2. Each card gets its own roll. A lost Bioware card no longer counts for later cards.
    Returns the exact distribution of :class:`DrawOutcome`.
    """
    cards = [sprawl_card(c) for c in cards]
    ripper = _ripper_kw(dict(ripper))
    bio0 = tuple(sorted(ripper.pop("bioware", ()), reverse=True))

    def go(i: int, bio: tuple, so_far: DrawOutcome) -> Dist:
        if i == len(cards):
            return Dist.point(so_far)
        d = encounter_outcomes(cards[i], natural_12=natural_12, sprawl_win=sprawl_win, bioware=bio, **ripper)

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


@uses("natural_12", "sprawl_win")
def pass_through_outcomes(cards, *, natural_12=None, sprawl_win=None, **ripper) -> Dist:
    """Every attacking Zone card in a space attacks a Ripper who travels through it: the result.

    Rules: Edge City 11.4.3 (Zone cards attack Rippers who end Travel in or pass through their
    space), 11.5.4.2 (a Ripper who loses must stop there), 8.5.1, 8.5.2, 9.4.1 (an UnCOOL Ripper
    still defends). Each card attacks once, with its own roll, in the order given; a card with
    no attack only rolls for its discard (8.5.2). Whether a lost roll that costs a card rather
    than COOL also stops the Ripper follows the same reading as the Draw (``sprawl_win``).
    """
    cards = [sprawl_card(c) for c in cards]
    bad = [c.name for c in cards if c.kind != "zone"]
    if bad:
        raise ValueError(f"only Zone cards stay on the board to attack travellers (Edge City 11.4.3): {bad}")
    ripper = _ripper_kw(dict(ripper))
    bio0 = tuple(sorted(ripper.pop("bioware", ()), reverse=True))

    def go(i: int, bio: tuple, so_far: PassOutcome) -> Dist:
        if i == len(cards):
            return Dist.point(so_far)
        d = encounter_outcomes(cards[i], natural_12=natural_12, sprawl_win=sprawl_win, bioware=bio, **ripper)

        def after(e: Encounter) -> Dist:
            nxt = PassOutcome(so_far.stopped or not e.continues, so_far.cool and e.cool,
                              so_far.lost + ((e.lost,) if e.lost else ()),
                              so_far.discarded + ((e.card,) if e.discarded else ()))
            return go(i + 1, bio[1:] if e.lost else bio, nxt)

        return d.bind(after)

    return go(0, bio0, PassOutcome(False, True))


def deck_count(name: str) -> sympy.Symbol:
    """The unknown number of copies of a card in the 80-card Sprawl deck, as a sympy symbol.

    Rules: Edge City 3.0, 5.6 (the deck's make-up is never given: register EC-21).
    """
    if isinstance(name, SprawlCard):
        key = name.name
    elif isinstance(name, str) and name.strip():
        key = " ".join(name.split())
    else:
        raise ValueError("deck_count needs a card name")
    safe = "".join(ch if ch.isalnum() else "_" for ch in key.upper())
    return sympy.Symbol(f"n_{safe}", integer=True, nonnegative=True)


def p_draw(name: str, *, draws: int = 1, deck_size: int | sympy.Expr = DECK_SIZE) -> sympy.Expr:
    """P(at least one copy of ``name`` among ``draws`` cards from a full, shuffled deck).

    Rules: Edge City 3.0 (80 Sprawl cards), 5.6, 11.4.1. The count of the card is unknown
    (EC-21), so the answer is an expression in :func:`deck_count`; substitute a count to get a
    number. Exact hypergeometric complement: 1 - C(N-n, k) / C(N, k).
    """
    whole(draws, "draws", 0, 2, what=" (a Ripper draws 0, 1 or 2 Sprawl cards, Edge City 11.4.1)")
    big = exact(deck_size, "deck_size")  # never sympify caller text (issue 9)
    if big.is_number and not (big.is_integer and big >= draws):
        raise ValueError(f"deck_size must be a whole number of cards of at least draws={draws}, "
                         f"not {deck_size!r}")
    n = deck_count(name)
    none = sympy.Integer(1)
    for j in range(draws):
        none *= (big - n - j) / (big - j)
    return sympy.factor(1 - none)


@uses("sprawl_turn_actions")
def sprawl_zone_actions(*, travelled: bool, sprawl_turn_actions=None) -> tuple[str, ...]:
    """The actions a COOL Ripper in a Sprawl Zone may take after (or instead of) Travel.

    Rules: Edge City 8.2, Chart 1.0, 11.3.1, 11.4.1. Without Travel: attack a Ripper or attempt
    a Rip. After Travel: under "chart", Draw Sprawl cards or attack a Ripper in the same space;
    under "one_action" the Travel was the turn's action.
    """
    if not isinstance(travelled, bool):
        raise TypeError("travelled must be True or False")
    if not travelled:
        return ("attack a Ripper", "attempt a Rip")
    if sprawl_turn_actions == "one_action":
        return ()
    return ("draw Sprawl cards", "attack a Ripper in the same space")


def with_discard_roll(card, low: int, high: int) -> SprawlCard:
    """A copy of ``card`` with a discard Win Roll the rulebook does not give, labelled "assumed".

    Rules: Edge City 11.4.3.1, 8.5.2. E.g. "what if BIOWARE CHOP SHOP dissipated on 2 to 4?"
    """
    card = sprawl_card(card)
    return replace(card, discard=(low, high), source="assumed",
                   note=f"discard roll {low}-{high} assumed; {card.note}".rstrip("; "))
