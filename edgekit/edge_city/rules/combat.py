"""Ripper-vs-Ripper combat: Win Numbers, Table 2.0 results, and the DP that changes hands.

Rules: Edge City 11.5 (combat), 11.5.3.1-11.5.3.2 (strengths and R), 11.5.4.1 (results),
Table 2.0, 8.4, 8.5.1, 9.1.2, 10.1.1.

The attacker's Win Roll decides everything. Its *margin* is ``W - roll`` and
Table 2.0 sorts it into bands: a failure (below 0), 0 or 1, 2, 3 and 4 or more.
The worked example (Mr Grizzly's ICE attack on Helper of Mankind, 11.5.4.1) has
W 6: lose 21/36, margin 0-1 9/36, 2: 3/36, 3: 2/36, 4+: 1/36.

Readings used here: ``combat_margins`` and ``combat_or_less`` (register
EC-18, the text against Table 2.0) and ``ice_dp_die`` (EC-16, one die or two for
the DP an ICE attacker takes). Shortfall rules for paying that DP are stated as
assumptions in :func:`ice_dp_payment`.

Don't confuse the *attack* Win Number (attacker's Status row, R = A - D with the
defender's Level inside D) with the *defend* Win Number of 11.5.3.2 (defender's
Status row, R = D - A, Level not added: it is already in the row).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

import sympy

from ... import display
from ...data import DataError, load_csv
from ...dist import Dist
from ...readings import uses
from .._check import frozen, game_rule
from .combat_dp import defender_dp_gain  # the DP that changes hands is in combat_dp.py
from .win import (
    WIN,
    _level,
    _title,
    two_dice,
    win_number,
    win_number_source,
    win_probability,
    win_roll_event,
)

__all__ = [
    "COMBATS", "BANDS", "attack_strength", "defend_strength", "attack_r", "attack_win_number",
    "defend_r", "defend_win_number", "margin_band", "combat_margin_dist", "combat_results",
    "table_2_0", "band_menu", "card_available", "p_card_available", "CombatReport", "ripper_combat",
]

COMBATS = ("SWAT", "ICE")
BANDS = ("lose", "0-1", "2", "3", "4+")  # Table 2.0 rows, in order
EXACT_BANDS = ("lose", "0-1", "2", "3", "4", "5+")  # the same rows under combat_margins="exact"


# ---------------------------------------------------------------- input checks
def _cards(x, what: str) -> list[int]:
    """Tech modifiers as a list: an int is one total, a list/tuple is one value per card."""
    if isinstance(x, bool):
        raise TypeError(f"{what} must be a whole number or a list of card modifiers, not a bool")
    if isinstance(x, int):
        vals = [x]
    elif isinstance(x, (list, tuple)):
        vals = list(x)
        for v in vals:
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError(f"{what}: every card modifier must be a whole number, not {v!r}")
    else:
        raise TypeError(f"{what} must be a whole number or a list of card modifiers, not {x!r}")
    if any(v < 0 for v in vals):
        raise ValueError(f"{what}: Tech card modifiers are never negative (Edge City 11.4.5.2), got {x!r}")
    return vals


def _combat(combat: str) -> str:
    if not isinstance(combat, str) or combat.strip().upper() not in COMBATS:
        raise ValueError(f"combat must be 'SWAT' or 'ICE' (Edge City 11.5.1), not {combat!r}")
    return combat.strip().upper()


def _check_w(w) -> int:
    if isinstance(w, bool) or not isinstance(w, int):
        raise TypeError(f"a Win Number must be a whole number, not {w!r}")
    if w < 2:
        raise ValueError(f"W {w} is below 2, the smallest Win Number Table 1.0 gives (Edge City 8.4)")
    return w


# ----------------------------------------------------------- strengths and W
@game_rule
def attack_strength(attack_tech) -> int:
    """The attacker's strength A: the sum of Attack Tech modifiers.

    Rules: Edge City 11.5.3.1 step 1, 11.4.5.2 (Attack Tech at full value), 10.3.1.
    ``attack_tech`` is a total or a list of card modifiers (of two copies of a card
    only one counts, so list it once).
    """
    return sum(_cards(attack_tech, "attack_tech"))


@game_rule
def defend_strength(defend_tech, defender_level: int | str = 0) -> int:
    """The defender's strength D in Ripper combat: Defend Tech plus the defender's Level.

    Rules: Edge City 11.5.3.1 step 2, 9.1.2. ``defender_level`` is a Level 0..4 or a
    Status title. Don't confuse with 11.5.3.2 (a card or MSM attack), where the
    Level is not added; use :func:`defend_r` for that.
    """
    return sum(_cards(defend_tech, "defend_tech")) + _level(defender_level, "defender_level")


@game_rule
def attack_r(attack_tech, defend_tech, defender) -> int:
    """The attacker's Combat Roll Modifier R = A - D.

    Rules: Edge City 11.5.3.1 step 3.

    >>> attack_r(2, 1, "Hacker")   # Mr Grizzly's BURN against Helper's EVADE, 11.5.4.1
    -1
    """
    _level(defender, "defender")
    return attack_strength(attack_tech) - defend_strength(defend_tech, defender)


@uses("table_rows", "column_edge")
def attack_win_number(attacker, attack_tech, defend_tech, defender, *, rules=None) -> int:
    """The attacker's W: the attacker's Status row of Table 1.0 at R = A - D.

    Rules: Edge City 11.5.3.1 steps 4-5, Table 1.0.

    >>> attack_win_number("Wannabee", 2, 1, "Hacker")   # Mr Grizzly, Edge City 11.5.4.1
    6
    """
    _level(attacker, "attacker")
    r = attack_r(attack_tech, defend_tech, defender)
    return win_number(attacker, r, rules=rules)


@game_rule
def defend_r(defend_tech, attack_modifier: int) -> int:
    """The Defender's Combat Die Roll Modifier R = D - A against a card or MSM attack.

    Rules: Edge City 11.5.3.2 steps 1-3 (D is Defend Tech only; the Level is in the Status row).
    """
    a = _cards(attack_modifier, "attack_modifier")
    if len(a) != 1:
        raise ValueError("attack_modifier is the one SWAT/ICE modifier printed on the card or MSM")
    return sum(_cards(defend_tech, "defend_tech")) - a[0]


@uses("table_rows", "column_edge")
def defend_win_number(defender, defend_tech, attack_modifier: int, *, rules=None) -> int:
    """The defender's W against a Sprawl card or a Rip MSM: defender's row at R = D - A.

    Rules: Edge City 11.5.3.2, Table 1.0.

    >>> defend_win_number("Hacker Legend", 0, 5)   # Randi 1101's SWAT Defend roll, 11.6.5.1
    6
    """
    _level(defender, "defender")
    return win_number(defender, defend_r(defend_tech, attack_modifier), rules=rules)


# ------------------------------------------------------------- Table 2.0
@game_rule
@functools.cache
def table_2_0() -> dict[tuple[str, str], dict]:
    """Table 2.0 as data, ``{(band, combat): record}`` (``data/edge_city/table_2_0.csv``).

    Rules: Edge City Table 2.0, 11.5.4.1. Each record has ``result`` (our words),
    ``take_class``, ``destroy_class``, ``card_max``, ``special``, ``source``, ``cite``.
    """
    path = "edge_city/table_2_0.csv"
    opt_int = lambda s: int(s) if s else None
    rows = load_csv(path, {"band": str, "margin_min": int, "margin_max": opt_int, "combat": str,
                           "result": str, "take_class": str, "destroy_class": str, "card_max": int,
                           "special": str, "source": str, "cite": str, "note": str},
                    key=("band", "combat"))  # a repeated row is refused, naming both lines
    out, line = {}, {}
    for i, r in enumerate(rows, 1):
        if (r["band"], r["combat"]) in out:
            raise DataError(f"{path}: row {(r['band'], r['combat'])} appears twice "
                            f"(records {line[(r['band'], r['combat'])]} and {i})")
        line[(r["band"], r["combat"])] = i
        if r["band"] not in BANDS or r["combat"] not in COMBATS:
            raise DataError(f"{path} record {i}: unknown band/combat {r['band']!r}/{r['combat']!r}")
        if r["special"] not in ("yes", "no"):
            raise DataError(f"{path} record {i}: special must be yes or no")
        r["special"] = r["special"] == "yes"
        r["take_class"] = tuple(r["take_class"].split())
        r["destroy_class"] = tuple(r["destroy_class"].split())
        out[(r["band"], r["combat"])] = r
    missing = {(b, c) for b in BANDS for c in COMBATS} - set(out)
    if missing:
        raise DataError(f"{path}: missing rows {sorted(missing)}")
    return frozen(out)


@uses("combat_margins")
def margin_band(w: int, roll: int, *, rules=None) -> str:
    """The Table 2.0 row of one attack roll: "lose", "0-1", "2", "3", "4+" (or "4", "5+").

    Rules: Edge City 11.5.4.1, Table 2.0, 8.5.1 (a 2 always wins, a 12 always fails,
    so a 12 is "lose" even when W is 12 or more).
    """
    w = _check_w(w)
    if isinstance(roll, bool) or not isinstance(roll, int) or not 2 <= roll <= 12:
        raise ValueError(f"roll: a Win Roll is a two-dice total 2..12, not {roll!r}")
    if win_roll_event(roll, w, natural_12="plain_failure") != WIN:  # the one Win Roll event
        return "lose"
    m = w - roll
    if m <= 1:
        return "0-1"
    if m <= 3:
        return str(m)
    if rules.combat_margins == "bands":
        return "4+"
    return "4" if m == 4 else "5+"


@uses("combat_margins")
def combat_margin_dist(w: int, *, rules=None) -> Dist:
    """The exact distribution of the attacker's Table 2.0 row for Win Number ``w``.

    Rules: Edge City 11.5.4.1, Table 2.0, 8.4, 8.5.1.

    >>> combat_margin_dist(6).probs()   # Mr Grizzly, Edge City 11.5.4.1
    {'0-1': 1/4, '2': 1/12, '3': 1/18, '4+': 1/36, 'lose': 7/12}
    """
    w = _check_w(w)
    return two_dice().map(lambda s: margin_band(w, s, rules=rules))


def _row(band: str, combat: str) -> dict:
    """The Table 2.0 record that governs a band (the exact reading's "4" and "5+" included)."""
    if band == "4":
        band = "4+"
    elif band == "5+":
        band = "0-1"  # the literal text: past margin 4 only the basic result is left
    return table_2_0()[(band, combat)]


@uses("combat_margins")
def combat_results(w: int, combat: str = "ICE", *, rules=None) -> Dist:
    """The distribution of the best Table 2.0 result on offer, in words, for an attack at W.

    Rules: Edge City 11.5.4.1, Table 2.0. The winner may always settle for the basic
    result of the 0-1 row instead ("instead ... if they wish", 11.5.4.1).
    """
    c = _combat(combat)
    return combat_margin_dist(w, rules=rules).map(lambda b: _row(b, c)["result"])


@uses("combat_or_less", "ice_4_special")
def band_menu(band: str, combat: str = "ICE", *, rules=None) -> dict:
    """What a winner may choose in one band: the basic result and which cards.

    Rules: Edge City 11.5.4.1, Table 2.0. Returns ``{"basic", "cards", "special",
    "take_class", "destroy_class"}`` where ``cards`` is the set of card modifiers
    that may be taken or destroyed; ``special`` for an ICE win by 4 or more follows the
    ``ice_4_special`` reading (Table 2.0 and 11.5.4.1 disagree).
    """
    c = _combat(combat)
    if not isinstance(band, str) or (band not in BANDS and band not in EXACT_BANDS):
        raise ValueError(f"band must be one of {BANDS} (or, under combat_margins='exact', "
                         f"{EXACT_BANDS}), not {band!r}")
    if band == "lose":
        return {"basic": None, "cards": frozenset(), "special": False, "take_class": (),
                "destroy_class": ()}
    row = _row(band, c)
    cap = row["card_max"]
    if cap == 0:
        cards = frozenset()
    elif rules.combat_or_less == "or_less":
        cards = frozenset(range(1, cap + 1))
    else:
        cards = frozenset({cap})
    special = row["special"]
    if c == "ICE" and row["band"] == "4+":
        special = rules.ice_4_special == "text"
    return {"basic": table_2_0()[("0-1", c)]["result"], "cards": cards, "special": special,
            "take_class": row["take_class"], "destroy_class": row["destroy_class"]}


@uses("combat_or_less", "ice_4_special")
def card_available(band: str, modifier: int | str, combat: str = "ICE", *, rules=None) -> bool:
    """May a winner in ``band`` take or destroy a card of this modifier (or ``"special"``)?

    Rules: Edge City 11.5.4.1, Table 2.0.
    """
    menu = band_menu(band, combat, rules=rules)
    if modifier == "special":
        return menu["special"]
    if isinstance(modifier, bool) or not isinstance(modifier, int) or modifier < 1:
        raise ValueError(f"modifier must be a card value 1, 2, 3 ... or 'special', not {modifier!r}")
    return modifier in menu["cards"]


@uses("combat_margins", "combat_or_less", "ice_4_special")
def p_card_available(w: int, modifier: int | str, combat: str = "ICE", *, rules=None) -> sympy.Rational:
    """Exact P(the attack wins with a margin that reaches a card of this modifier).

    Rules: Edge City 11.5.4.1, Table 2.0.

    >>> p_card_available(6, 1)   # Mr Grizzly could take EVADE (+1) on 2, 3 or 4
    1/6
    """
    d = combat_margin_dist(w, rules=rules)
    return d.p(lambda b: card_available(b, modifier, combat, rules=rules))


# -------------------------------------------------------------- one attack
@dataclass(frozen=True)
class CombatReport:
    """Everything about one Ripper-vs-Ripper attack, exact, with its provenance."""

    attacker: str
    defender: str
    combat: str
    a: int
    d: int
    r: int
    w: int
    w_source: str
    p_win: sympy.Rational
    bands: Dist
    results: Dist
    defender_dp: Dist
    readings: dict = field(default_factory=dict)
    cite: tuple = ("Edge City 11.5.3.1", "Edge City 11.5.4.1", "Edge City Table 2.0", "Edge City 8.5.1")

    def as_table(self, title: str = "") -> display.Table:
        """The attack as a labelled table: A, D, R, W (printed or reconstructed), P(win) and the
        defender's expected DP, one row each, in the number style (what a notebook shows)."""
        rows = [
            ("A, the attacker's strength", self.a, "Attack Tech"),
            ("D, the defender's strength", self.d, f"Defend Tech + the {self.defender}'s Level"),
            ("R = A - D", self.r, "the column of Table 1.0"),
            ("W, the Win Number", self.w, f"the {self.attacker} row of Table 1.0, {self.w_source}"),
            ("P(the attack wins)", display.prob(self.p_win), "a roll at or under W (8.5.1)"),
            ("the defender's expected DP gain", self.defender_dp.mean(), "when the attack fails"),
        ]
        readings = ", ".join(f"{k} = {v}" for k, v in self.readings.items())
        return display.Table(title or f"{self.combat} attack: {self.attacker} against {self.defender}",
                             ("quantity", "value", "from"), rows,
                             notes=(f"Readings: {readings}.",) if readings else (), cite="; ".join(self.cite))

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


@uses("table_rows", "column_edge", "combat_margins")
def ripper_combat(attacker, defender, *, attack_tech=0, defend_tech=0, combat: str = "ICE",
                  rules=None) -> CombatReport:
    """Resolve the odds of one attack: A, D, R, W (and whether its cell is printed),
    P(win), the Table 2.0 row distribution, results in words and the defender's DP.

    Rules: Edge City 11.5.3.1, 11.5.4.1, Table 1.0, Table 2.0, 8.5.1.

    >>> ripper_combat("Wannabee", "Hacker", attack_tech=2, defend_tech=1).w   # Mr Grizzly
    6
    """
    c = _combat(combat)
    _level(attacker, "attacker"), _level(defender, "defender")
    a, d = attack_strength(attack_tech), defend_strength(defend_tech, defender)
    w = win_number(attacker, a - d, rules=rules)
    bands = combat_margin_dist(w, rules=rules)
    return CombatReport(
        attacker=_title(attacker, "attacker"), defender=_title(defender, "defender"), combat=c,
        a=a, d=d, r=a - d,
        w=w, w_source=win_number_source(attacker, a - d, rules=rules),
        p_win=win_probability(w), bands=bands,
        results=bands.map(lambda b: _row(b, c)["result"]), defender_dp=defender_dp_gain(w, attacker),
        readings={"table_rows": rules.table_rows, "column_edge": rules.column_edge,
                  "combat_margins": rules.combat_margins},
    )
