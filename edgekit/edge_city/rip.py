"""The Rip Track: Real Space, Data Space and the Data Base, solved exactly.

Rules: Edge City 11.6, 11.6.1-11.6.4, 11.6.5, 11.6.5.1-11.6.5.3, 11.5.3.2, 11.5.4.3, 11.7, 8.5.1.

A Rip is one chance state machine (:class:`edgekit.procedure.Procedure`). Its states are
:class:`Zone` tuples ``(space, zone, rolls)``: the space ("real" or "data"), the zone
("stealth" or "defend") and the Stealth Win Rolls made so far that count against the limit of
two (those of this space, or of the whole Rip, as the ``attempts`` reading says). It ends in
one of three terminal states: ``"success"`` (the Data Base is reached), ``"failed_cool"`` and
``"failed_uncool"``.

Every unclear point of the Rip rules is a named reading (register entries in brackets):
``attempts`` and ``second_chance`` (EC-11), ``data_defend_cool`` (EC-12), ``patron_counts`` (EC-13),
``rip_attack_halving`` (EC-14), ``ice_msm`` (EC-04), ``rip_repeat_penalty`` (EC-15),
``sensitive_dp_dice`` (EC-16, for the DP gained), and, from :mod:`edgekit.edge_city.win`,
``natural_12`` (EC-17), ``table_rows`` (EC-01) and ``column_edge`` (EC-03).

Don't confuse :func:`rip_outcomes` (how the Rip ends) with :func:`dp_gained` (what a successful
Sensitive, Secret or Super Secret Rip pays at the Data Base).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from fractions import Fraction
from typing import Any, NamedTuple

import networkx as nx
import sympy

from .. import readings
from ..data import DataError, load_csv
from ..dist import Dist
from ..procedure import Procedure
from ..readings import uses
from ._check import frozen
from .win import STATUSES, level, roll_wins, status_title, win_number, win_number_source

__all__ = [
    "RIP_TYPES", "OUTCOMES", "Zone", "RipOdds", "rip_outcomes", "rip_track", "rip_track_graph",
    "rip_replay", "rip_msm", "stealth_strength", "msm_table", "table_4_0", "table_4_0_adjustment",
    "dp_base", "dp_gained", "expected_dp", "data_base_options", "rip_requirements",
]

RIP_TYPES = ("sensitive", "secret", "super_secret", "upgrade")
OUTCOMES = ("success", "failed_cool", "failed_uncool")
BLACK_ICE = ("super_secret", "upgrade")  # Edge City 11.6.3, 11.6.4
_SECTION = dict(zip(RIP_TYPES, ("11.6.1", "11.6.2", "11.6.3", "11.6.4")))

# ----------------------------------------------------------------------------- readings
readings.register(
    "attempts", game="Edge City",
    question="Is the limit of two Stealth Win Rolls counted per space or for the whole Rip?",
    options={
        "per_space": "up to two Stealth Win Rolls in Real Space and up to two more in Data Space",
        "per_rip": "up to two Stealth Win Rolls in the whole Rip; if the second is spent in Real "
                   "Space, none is left for Data Space and the Rip ends there, COOL",
    },
    default="per_space",
    reason="the limit is stated twice, once in the Real Space section and again in the Data Space "
           "section, each time about the Stealth Win Roll of that space",
    cite=("Edge City 11.6.5.1", "Edge City 11.6.5.2", "Edge City 11.5.4.3"),
    register="EC-11",
    affects=("P(Rip succeeds)", "P(Rip ends UnCOOL)"),
)

readings.register(
    "second_chance", game="Edge City",
    question="After winning a first Defend roll, must the Ripper take the second Stealth Win Roll?",
    options={
        "compulsory": "the pawn goes back to the Stealth Zone and the Ripper rolls again",
        "optional": "the Ripper may end the Rip instead, COOL kept; a Ripper does so exactly when the "
                    "roll can no longer lead to success (a second Real Space roll when two Stealth "
                    "rolls are allowed per Rip)",
    },
    default="compulsory",
    reason="the Real and Data Space sections tell the Ripper to move back and attempt another "
           "Stealth roll; only the Defend-results section calls it a 'second chance'",
    cite=("Edge City 11.6.5.1", "Edge City 11.6.5.2", "Edge City 11.5.4.3"),
    register="EC-11",
    affects=("P(Rip ends UnCOOL) when attempts='per_rip'",),
)

readings.register(
    "data_defend_cool", game="Edge City",
    question="Does failing the Defend roll in Data Space cost COOL?",
    options={
        "black_ice": "COOL is kept on a Sensitive or Secret Rip and lost on a Super Secret or "
                     "Upgrade Rip, which are defended by Black ICE",
        "always_cool": "COOL is always kept, whatever the Rip type",
    },
    default="black_ice",
    reason="the Defend-combat results section says COOL is kept but cites the Super Secret and "
           "Upgrade sections, which both say their Black ICE takes COOL; reading those two as the "
           "exceptions keeps every sentence true",
    cite=("Edge City 11.5.4.3", "Edge City 11.6.3", "Edge City 11.6.4", "Edge City 2.0"),
    register="EC-12",
    affects=("P(Rip ends UnCOOL) for Super Secret and Upgrade Rips",),
)

readings.register(
    "patron_counts", game="Edge City",
    question="Where does a Patron's modifier count in the Stealth strength of a Rip?",
    options={
        "matching_space": "only in the space of its kind (an ICE Patron in Data Space, a SWAT "
                          "Patron in Real Space)",
        "value_zero": "a Patron adds nothing to Stealth strength (its modifier counts as 0)",
        "both_spaces": "in both spaces, as the Stealth-strength formula reads; the worked example "
                       "is then wrong",
    },
    default="matching_space",
    reason="the Stealth formula adds the Patron, yet Randi 1101's Real Space roll leaves out her "
           "ICE ENTITY Patron; an ICE card working only in Data Space fits both the formula and "
           "the example, as ICE and SWAT Tech do",
    cite=("Edge City 11.6.5", "Edge City 11.6.5.1", "Edge City 11.4.7", "Edge City 9.3"),
    register="EC-13",
    affects=("Stealth R whenever a Patron is used",),
)

readings.register(
    "rip_attack_halving", game="Edge City",
    question="On a Rip, is Attack Tech halved card by card or as a sum?",
    options={
        "per_card": "each Attack Tech card counts half its printed value, rounded down, at least 1",
        "on_sum": "the Attack Tech values are added, then halved and rounded down, at least 1",
    },
    default="per_card",
    reason="the Tech-type section defines the halving for a card ('its printed value'), and the "
           "Stealth formula sums the halved modifiers; with no Attack card held either way gives 0",
    cite=("Edge City 11.4.5.2", "Edge City 11.6.5"),
    register="EC-14",
    affects=("Stealth strength with two or more Attack Tech cards (e.g. two +1 cards: 2 or 1)",),
)

readings.register(
    "ice_msm", game="Edge City",
    question="Does the Data Space (ICE) MSM of a Rip equal the one MSM its Rip type gives?",
    options={
        "same": "one MSM per Rip type (1, 3, 5, 5) for both SWAT and ICE",
        "separate": "Table 3.0 holds a separate ICE MSM per Rip type, unknown: a sympy symbol "
                    "unless given as msm_ice=",
    },
    default="same",
    reason="each Rip-type section gives exactly one MSM and Randi 1101's example confirms it for "
           "SWAT; Table 3.0 itself is not in our copy, and the Defend-combat section's 'SWAT or ICE "
           "MSM' may only mean the one used in that space",
    cite=("Edge City 11.6.1", "Edge City 11.6.2", "Edge City 11.6.3", "Edge City 11.6.4",
          "Edge City 11.5.3.2", "Edge City 5.8"),
    register="EC-04",
    affects=("every Data Space probability", "P(Rip succeeds)"),
)

readings.register(
    "rip_repeat_penalty", game="Edge City",
    question="Which Win Rolls of a repeated Rip get the cumulative -1 to R?",
    options={
        "stealth_rolls": "the Stealth Win Rolls only",
        "every_roll": "every Win Roll of the Rip, Stealth and Defend",
    },
    default="stealth_rolls",
    reason="the penalty sentence closes the section that defines the Stealth R (it names no "
           "Defend roll); Defend combat has its own R in 11.5.3.2",
    cite=("Edge City 11.6.5", "Edge City 11.5.3.2"),
    register="EC-15",
    affects=("P(Rip succeeds) on a second or later Rip in the same city space",),
)

readings.register(
    "sensitive_dp_dice", game="Edge City",
    question="Is the base DP of a Sensitive Data Rip one die or one roll of the two dice?",
    options={
        "one_die": "one six-sided die (1-6)",
        "two_dice": "one roll of the game's two dice (2-12)",
    },
    default="one_die",
    reason="the Secret section says 'two dice' where the Sensitive one says 'one die', so the "
           "words contrast the number of dice",
    cite=("Edge City 11.6.1", "Edge City 11.6.2", "Edge City 3.0"),
    register="EC-16",
    affects=("DP gained from a Sensitive Data Rip",),
)


# ----------------------------------------------------------------------------- inputs
def _rip_type(rip_type: Any) -> str:
    if not isinstance(rip_type, str):
        raise TypeError(f"rip_type must be one of {RIP_TYPES}, not {type(rip_type).__name__}")
    key = re.sub(r"[\s\-]+", "_", rip_type.strip().lower())
    key = {"sensitive_data": "sensitive", "secret_data": "secret",
           "super_secret_data": "super_secret"}.get(key, key)
    if key not in RIP_TYPES:
        raise ValueError(f"unknown rip_type {rip_type!r}; allowed: {', '.join(RIP_TYPES)} "
                         "(Edge City 11.6)")
    return key


def _whole(name: str, x: Any, *, minimum: int | None = 0) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if minimum is not None and x < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {x}")
    return x


def _cards(name: str, cards: Any) -> tuple[int, ...]:
    """Attack Tech card values: one int (one card) or an iterable of ints; 0 means no card."""
    if isinstance(cards, int) and not isinstance(cards, bool):
        cards = () if cards == 0 else (cards,)
    if not isinstance(cards, Iterable) or isinstance(cards, str):
        raise TypeError(f"{name} must be a card value or a list of card values, not {cards!r}")
    out = tuple(_whole(f"{name} card", c, minimum=1) for c in cards)
    return out


# ----------------------------------------------------------------------------- data
@functools.cache
def msm_table() -> dict[str, dict]:
    """MSM per Rip type from ``data/edge_city/msm.csv`` (Edge City 11.6.1-11.6.4).

    Table 3.0 itself is not in our copy of the rulebook (register EC-04); these are the values
    the Rip-type sections state, each with its source and citation.
    """
    rows = load_csv("edge_city/msm.csv", {"rip_type": str, "msm": int, "source": str, "cite": str,
                                          "note": str})
    out = {}
    for i, r in enumerate(rows, 1):
        if r["rip_type"] not in RIP_TYPES or r["rip_type"] in out:
            raise DataError(f"msm.csv record {i}: rip_type {r['rip_type']!r} unknown or repeated")
        out[r["rip_type"]] = r
    missing = set(RIP_TYPES) - set(out)
    if missing:
        raise DataError(f"msm.csv lacks {sorted(missing)}")
    return frozen(out)


def rip_msm(rip_type: str) -> int:
    """The MSM strength of a Rip type: Sensitive 1, Secret 3, Super Secret 5, Upgrade 5.

    Rules: Edge City 11.6.1, 11.6.2, 11.6.3, 11.6.4 (and 11.6.5.1, where Randi 1101's example
    treats the printed "-5" as a strength of 5 subtracted from hers).
    """
    return msm_table()[_rip_type(rip_type)]["msm"]


@functools.cache
def table_4_0() -> dict[tuple[str, str], dict]:
    """The Table 4.0 cells we know, ``{(status, rip_type): record}`` (Edge City 11.6.5.3).

    Only the two cells the DP example states are known (register EC-05); every other cell is a
    sympy symbol, see :func:`table_4_0_adjustment`.
    """
    rows = load_csv("edge_city/table_4_0.csv", {"status": str, "rip_type": str, "adjustment": int,
                                                "source": str, "cite": str})
    out = {}
    for i, r in enumerate(rows, 1):
        key = (status_title(r["status"]), _rip_type(r["rip_type"]))
        if key in out:
            raise DataError(f"table_4_0.csv record {i}: cell {key} repeated")
        out[key] = r
    return frozen(out)


def table_4_0_adjustment(status: str | int, rip_type: str) -> int | sympy.Symbol:
    """The Table 4.0 DP adjustment for a Status and Rip type: an int if known, else a symbol.

    Rules: Edge City 11.6.5.3, Table 4.0 (not in our copy; register EC-05). Symbols are named
    ``adj_<rip type>_<status>``, e.g. ``adj_sensitive_hacker``.

    >>> table_4_0_adjustment("Wannabee", "secret")
    2
    >>> table_4_0_adjustment("Hacker", "sensitive")
    adj_sensitive_hacker
    """
    title, rt = status_title(status), _rip_type(rip_type)
    if rt == "upgrade":
        raise ValueError("an Upgrade Rip gains no DP (Edge City 11.6.4), so it has no Table 4.0 cell")
    cell = table_4_0().get((title, rt))
    if cell is not None:
        return cell["adjustment"]
    return sympy.Symbol(f"adj_{rt}_{title.lower().replace(' ', '_')}", integer=True)


# ----------------------------------------------------------------------------- strengths
@uses("rip_attack_halving")
def stealth_strength(stealth: int, attack: Any = (), patron: int = 0, *,
                     rip_attack_halving: str = None) -> int:
    """Stealth strength S = Stealth Tech + halved Attack Tech + Patron.

    Rules: Edge City 11.6.5 step 1, 11.4.5.2. ``attack`` is a card value or a list of card
    values; halving follows ``rip_attack_halving`` and gives 0 when no Attack card is held.
    """
    cards = _cards("attack", attack)
    if rip_attack_halving == "per_card":
        half = sum(max(1, c // 2) for c in cards)
    else:  # "on_sum"
        half = max(1, sum(cards) // 2) if cards else 0
    return _whole("stealth", stealth) + half + _whole("patron", patron)


# ----------------------------------------------------------------------------- the track
class Zone(NamedTuple):
    """A place on the Rip Track (Edge City 5.5, 11.6.5): space, zone and Stealth rolls made."""

    space: str  # "real" or "data"
    zone: str  # "stealth" or "defend"
    rolls: int  # Stealth Win Rolls made that count against the limit of two (reading attempts)

    def __str__(self):
        sp = "Real" if self.space == "real" else "Data"
        return f"{sp} {self.zone.title()} ({self.rolls} roll{'s' if self.rolls != 1 else ''})"


START = Zone("real", "stealth", 0)
_COUNTS = {s: 6 - abs(s - 7) for s in range(2, 13)}  # ways to roll each total on two dice


class _Rules(NamedTuple):
    """Everything the track needs, already looked up: Win Numbers and the reading switches."""

    w: tuple[int, int, int, int]  # real stealth, real defend, data stealth, data defend
    per_space: bool
    twelve_ends: bool  # a natural 12 ends the whole Rip at once (8.5.1 scope)
    twelve_keeps_cool: bool  # a natural 12 never costs COOL (8.5.1 COOL clause)
    data_fail_uncool: bool  # a failed Data Space Defend roll costs COOL (Black ICE)
    decline_useless: bool = False  # end the Rip rather than take a Stealth roll that cannot succeed


def _w(rules: _Rules, z: Zone) -> int:
    return rules.w[(0 if z.space == "real" else 2) + (0 if z.zone == "stealth" else 1)]


def _next(rules: _Rules, z: Zone, event: str):
    """Where the pawn goes from zone ``z`` on a roll that is "win", "fail" or "twelve".

    Rules: Edge City 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.5.1. "twelve" is only passed when a natural
    12 has its own effect (otherwise it is a "fail").
    """
    if z.zone == "stealth":
        if event == "win":
            if z.space == "data":
                return "success"
            # per space the count starts again in Data Space; per Rip it carries on
            nxt = Zone("data", "stealth", 0 if rules.per_space else z.rolls + 1)
            return nxt if nxt.rolls < 2 else "failed_cool"
        if event == "twelve" and rules.twelve_ends:
            return "failed_cool"
        return Zone(z.space, "defend", z.rolls + 1)
    # Defend Zone
    if event == "win":
        nxt = Zone(z.space, "stealth", z.rolls)
        if nxt.rolls >= 2:
            return "failed_cool"  # no Stealth roll left: the Rip ends, COOL kept (11.5.4.3)
        if rules.decline_useless and not rules.per_space and z.space == "real":
            return "failed_cool"  # a Real Space win now would leave no Data Space roll
        return nxt
    if event == "twelve" and rules.twelve_keeps_cool:
        return "failed_cool"
    if z.space == "real" or rules.data_fail_uncool:
        return "failed_uncool"
    return "failed_cool"


def _events(rules: _Rules, w: int) -> dict[str, int]:
    """Ways out of 36 for each roll event at Win Number ``w`` (Edge City 8.4, 8.5.1)."""
    win = sum(n for s, n in _COUNTS.items() if roll_wins(s, w))
    special = rules.twelve_ends or rules.twelve_keeps_cool
    return {"win": win, "twelve": 1 if special else 0, "fail": 36 - win - (1 if special else 0)}


def _procedure(rules: _Rules) -> Procedure:
    def step(z):
        if isinstance(z, str):
            return None
        weights: dict = {}
        for event, n in _events(rules, _w(rules, z)).items():
            if n:
                t = _next(rules, z, event)
                weights[t] = weights.get(t, 0) + n
        return Dist.from_weights(weights)

    return Procedure(step)


@functools.lru_cache(maxsize=8192)
def _solve(rules: _Rules) -> tuple[Fraction, Fraction, Fraction]:
    res = _procedure(rules).solve(START).outcome
    return tuple(Fraction(int(res.prob(o).p), int(res.prob(o).q)) for o in OUTCOMES)


class RipOdds(dict):
    """How a Rip ends: ``{"success", "failed_cool", "failed_uncool"}`` -> exact probability.

    Also carries ``.readings`` (every reading used), ``.win_numbers`` (``{"real_stealth":
    {"R", "W", "source"}, ...}``; source "printed" or "reconstructed" per Table 1.0),
    ``.reconstructed`` (True if any Win Number used is not printed) and ``.cite``.
    """

    readings: dict | None = None
    win_numbers: dict
    reconstructed: bool
    cite: tuple = ("Edge City 11.6", "Edge City 11.6.5", "Edge City 11.5.4.3", "Edge City 8.5.1")


def _rules_and_rs(status, rip_type, swat_stealth, ice_stealth, swat_defend, ice_defend, swat_attack,
                  ice_attack, patron, patron_kind, previous_attempts, msm_ice, *, attempts, natural_12,
                  data_defend_cool, patron_counts, rip_attack_halving, rip_repeat_penalty, second_chance,
                  table_rows, column_edge):
    lv, rt = level(status), _rip_type(rip_type)
    if patron_kind not in ("swat", "ice"):
        raise ValueError(f"patron_kind must be 'swat' or 'ice' (the trait the Patron card modifies), "
                         f"not {patron_kind!r}")
    pat = _whole("patron", patron)
    if patron_counts == "value_zero":
        pat_real = pat_data = 0
    elif patron_counts == "both_spaces":
        pat_real = pat_data = pat
    else:
        pat_real, pat_data = (pat, 0) if patron_kind == "swat" else (0, pat)
    half = rip_attack_halving
    s_real = stealth_strength(swat_stealth, swat_attack, pat_real, rip_attack_halving=half)
    s_data = stealth_strength(ice_stealth, ice_attack, pat_data, rip_attack_halving=half)
    pen = _whole("previous_attempts", previous_attempts)
    msm = rip_msm(rt)
    m_data = msm if msm_ice is None else msm_ice
    dpen = pen if rip_repeat_penalty == "every_roll" else 0
    rs = {"real_stealth": s_real - msm - pen,
          "real_defend": _whole("swat_defend", swat_defend) - msm - dpen,
          "data_stealth": s_data - m_data - pen,
          "data_defend": _whole("ice_defend", ice_defend) - m_data - dpen}
    kw = {"table_rows": table_rows, "column_edge": column_edge}
    ws = tuple(win_number(lv, r, **kw) for r in rs.values())
    rules = _Rules(ws, attempts == "per_space", natural_12 == "ends_action", natural_12 == "ends_action",
                   data_defend_cool == "black_ice" and rt in BLACK_ICE, second_chance == "optional")
    info = {k: {"R": r, "W": w, "source": win_number_source(lv, r, column_edge=column_edge)}
            for (k, r), w in zip(rs.items(), ws)}
    return rules, info


_READINGS = ("attempts", "natural_12", "second_chance", "data_defend_cool", "patron_counts",
             "rip_attack_halving", "ice_msm", "rip_repeat_penalty", "table_rows", "column_edge")


@uses(*_READINGS)
def rip_outcomes(status: str | int, rip_type: str, *, swat_stealth: int = 0, ice_stealth: int = 0,
                 swat_defend: int = 0, ice_defend: int = 0, attempts: str = None, natural_12: str = None,
                 swat_attack: Any = (), ice_attack: Any = (), patron: int = 0, patron_kind: str = "ice",
                 previous_attempts: int = 0, msm_ice: int | None = None, data_defend_cool: str = None,
                 patron_counts: str = None, rip_attack_halving: str = None, ice_msm: str = None,
                 rip_repeat_penalty: str = None, second_chance: str = None, table_rows: str = None,
                 column_edge: str = None) -> RipOdds:
    """Exact chances that a Rip succeeds, fails with COOL kept, or fails UnCOOL.

    Rules: Edge City 11.6, 11.6.1-11.6.4, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.3.2, 11.5.4.3, 8.5.1,
    Table 1.0.

    ``swat_stealth``/``ice_stealth`` are the summed Stealth Tech modifiers (full value) for Real
    and Data Space, ``swat_defend``/``ice_defend`` the Defend Tech sums; ``swat_attack`` and
    ``ice_attack`` are Attack Tech card values (halved, reading ``rip_attack_halving``);
    ``patron`` is a Patron card's modifier and ``patron_kind`` the trait it works on ("swat" or
    "ice"; reading ``patron_counts``). ``previous_attempts`` counts earlier Rips in the same city
    space without Travel or a wait: R gets that many -1s (11.6.5; reading ``rip_repeat_penalty``).
    Stealth R = strength - MSM; Defend R = Defend Tech - MSM (no Level: Randi 1101's example).
    Under ``ice_msm="separate"`` the Data Space MSM is ``msm_ice`` if given, else the answer is a
    sympy Piecewise in the symbol ``msm_ice_<rip type>``.

    >>> odds = rip_outcomes("Wannabee", "sensitive")
    >>> odds["success"], odds["failed_cool"], odds["failed_uncool"]
    (442225/1679616, 598991/1679616, 3325/8748)
    """
    kw = {"swat_stealth": swat_stealth, "ice_stealth": ice_stealth, "swat_defend": swat_defend,
          "ice_defend": ice_defend, "swat_attack": swat_attack, "ice_attack": ice_attack, "patron": patron,
          "patron_kind": patron_kind, "previous_attempts": previous_attempts, "attempts": attempts,
          "natural_12": natural_12, "data_defend_cool": data_defend_cool, "patron_counts": patron_counts,
          "rip_attack_halving": rip_attack_halving, "ice_msm": ice_msm,
          "rip_repeat_penalty": rip_repeat_penalty, "second_chance": second_chance,
          "table_rows": table_rows, "column_edge": column_edge}
    if ice_msm == "separate" and msm_ice is None:
        return _symbolic_ice_msm(status, rip_type, kw)
    built = _build(status, rip_type, msm_ice=msm_ice, **kw)
    out = RipOdds({o: sympy.Rational(p.numerator, p.denominator)
                   for o, p in zip(OUTCOMES, _solve(built.rules))})
    out.win_numbers = built.info
    out.reconstructed = any(v["source"] == "reconstructed" for v in built.info.values())
    return out


def _symbolic_ice_msm(status, rip_type, kw) -> RipOdds:
    """The answer as a Piecewise in the unknown Data Space MSM (register EC-04).

    Hand-written rather than a sympy solve with a symbolic Win Number, because Table 1.0 is a
    step function of R: we solve the track exactly for each MSM 0, 1, 2, ... until every Data
    Space roll sits at the floor of Table 1.0 (from there on the answer no longer changes) and
    join equal neighbours into pieces.
    """
    rt = _rip_type(rip_type)
    m = sympy.Symbol(f"msm_ice_{rt}", integer=True, nonnegative=True)
    s_data = stealth_strength(kw["ice_stealth"], kw["ice_attack"], _whole("patron", kw["patron"]),
                              rip_attack_halving=kw["rip_attack_halving"])
    top = max(s_data, _whole("ice_defend", kw["ice_defend"])) + 12  # R <= -9 in both Data Space rolls
    values, info = [], None
    for k in range(0, top + 1):
        built = _build(status, rip_type, msm_ice=k, **kw)
        values.append(_solve(built.rules))
        info = info or built.info
    pieces = {o: [] for o in OUTCOMES}
    for k, v in enumerate(values):
        if k + 1 < len(values) and values[k + 1] == v:
            continue
        for o, p in zip(OUTCOMES, v):
            cond = sympy.true if k == len(values) - 1 else m <= k
            pieces[o].append((sympy.Rational(p.numerator, p.denominator), cond))
    out = RipOdds({o: sympy.Piecewise(*pieces[o]) for o in OUTCOMES})
    out.win_numbers = {k: v for k, v in info.items() if k.startswith("real")}
    out.reconstructed = any(v["source"] == "reconstructed" for v in out.win_numbers.values())
    out.unknowns = (m,)
    return out


class _Built:
    """The looked-up track for one set of arguments (the readings decorator adds ``.readings``)."""

    readings: dict | None = None

    def __init__(self, rules: _Rules, info: dict):
        self.rules, self.info = rules, info


@uses(*_READINGS)
def _build(status, rip_type, *, swat_stealth=0, ice_stealth=0, swat_defend=0, ice_defend=0,
           swat_attack=(), ice_attack=(), patron=0, patron_kind="ice", previous_attempts=0, msm_ice=None,
           attempts=None, natural_12=None, data_defend_cool=None, patron_counts=None,
           rip_attack_halving=None, ice_msm=None, rip_repeat_penalty=None, second_chance=None,
           table_rows=None, column_edge=None) -> _Built:
    if ice_msm == "separate" and msm_ice is None:
        raise ValueError("the track needs a Data Space MSM: give msm_ice= or use ice_msm='same' (EC-04)")
    if ice_msm == "same" and msm_ice is not None:
        raise ValueError("msm_ice= is a separate Data Space MSM; it needs ice_msm='separate' "
                         "(register EC-04)")
    if msm_ice is not None:
        _whole("msm_ice", msm_ice)
    return _Built(*_rules_and_rs(
        status, rip_type, swat_stealth, ice_stealth, swat_defend, ice_defend, swat_attack, ice_attack,
        patron, patron_kind, previous_attempts, msm_ice, attempts=attempts, natural_12=natural_12,
        data_defend_cool=data_defend_cool, patron_counts=patron_counts,
        rip_attack_halving=rip_attack_halving, rip_repeat_penalty=rip_repeat_penalty,
        second_chance=second_chance, table_rows=table_rows, column_edge=column_edge))


def rip_track(status: str | int, rip_type: str, **kwargs) -> tuple[Procedure, Zone, dict]:
    """The Rip Track as ``(procedure, start, win_numbers)``: the state machine behind :func:`rip_outcomes`.

    Rules: Edge City 5.5, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.5.1. Takes the arguments of
    :func:`rip_outcomes`; the Data Space MSM must be known (``ice_msm="same"`` or ``msm_ice=``).
    ``procedure.solve(start)`` gives the exact outcome; ``procedure.graph(start)`` the chain.
    """
    built = _build(status, rip_type, **kwargs)
    return _procedure(built.rules), START, built.info


def rip_track_graph(status: str | int, rip_type: str, **kwargs) -> nx.DiGraph:
    """The reachable Rip Track as a networkx DiGraph for drawing.

    Nodes are :class:`Zone` tuples and the three outcome names; node attributes ``label`` (text),
    ``W`` (the Win Number rolled there) and ``source`` (Table 1.0 cell printed or reconstructed);
    edges carry the exact probability ``p``. Rules: Edge City 5.5, 11.6.5, 11.5.4.3.
    """
    proc, start, info = rip_track(status, rip_type, **kwargs)
    g = proc.graph(start)
    for n in g.nodes:
        if isinstance(n, Zone):
            key = f"{n.space}_{n.zone}"
            g.nodes[n].update(label=str(n), W=info[key]["W"], source=info[key]["source"])
        else:
            g.nodes[n]["label"] = n.replace("_", " ")
    return g


def rip_replay(status: str | int, rip_type: str, rolls: Iterable[int], **kwargs) -> dict:
    """Play a Rip with given two-dice totals; returns the step log and how it ended.

    Rules: Edge City 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.4, 8.5.1. Takes the arguments of
    :func:`rip_outcomes`. Each step records the zone, R, W (and whether that Table 1.0 cell is
    printed), the roll, the event ("win", "fail" or "twelve") and the exact chance of that event.
    Raises ``ValueError`` if the rolls run out before the Rip ends or are left over after it.
    """
    built = _build(status, rip_type, **kwargs)
    rules, info, z = built.rules, built.info, START
    rolls = list(rolls)
    steps = []
    for i, total in enumerate(rolls):
        if isinstance(z, str):
            raise ValueError(f"the Rip ended ({z}) after {i} rolls; {len(rolls) - i} roll(s) left over")
        if isinstance(total, bool) or not isinstance(total, int) or not 2 <= total <= 12:
            raise ValueError(f"a two-dice total is 2..12, not {total!r}")
        key = f"{z.space}_{z.zone}"
        w = info[key]["W"]
        ev = _events(rules, w)
        event = "win" if roll_wins(total, w) else ("twelve" if total == 12 and ev["twelve"] else "fail")
        nxt = _next(rules, z, event)
        steps.append({"zone": str(z), "R": info[key]["R"], "W": w, "source": info[key]["source"],
                      "roll": total, "event": event, "p_event": sympy.Rational(ev[event], 36),
                      "to": nxt if isinstance(nxt, str) else str(nxt)})
        z = nxt
    if not isinstance(z, str):
        raise ValueError(f"the rolls ran out with the pawn in {z}; the Rip is not over")
    return {"steps": steps, "outcome": z, "readings": dict(built.readings)}


# ----------------------------------------------------------------------------- Data Base
@uses("sensitive_dp_dice")
def dp_base(rip_type: str, *, sensitive_dp_dice: str = None) -> Dist:
    """The base DP rolled at the Data Base, before the Table 4.0 adjustment.

    Rules: Edge City 11.6.1 (one die), 11.6.2 (two dice), 11.6.3 (two dice plus six),
    11.6.5.3. An Upgrade Rip gains no DP (11.6.4).
    """
    rt = _rip_type(rip_type)
    if rt == "sensitive":
        return Dist.die(6) if sensitive_dp_dice == "one_die" else Dist.die(6).repeat(2)
    if rt == "secret":
        return Dist.die(6).repeat(2)
    if rt == "super_secret":
        return Dist.die(6).repeat(2).map(lambda s: s + 6)
    raise ValueError("an Upgrade Rip gains no DP: it removes a Zone card (Edge City 11.6.4)")


@uses("sensitive_dp_dice")
def dp_gained(status: str | int, rip_type: str, *, adjustment: Any = None,
              sensitive_dp_dice: str = None) -> Dist:
    """DP gained from a successful Rip: base roll + Table 4.0 adjustment, at least 1 DP.

    Rules: Edge City 11.6.5.3, 11.6.1-11.6.3, Table 4.0. ``adjustment`` overrides the Table 4.0
    cell (an int or a sympy expression); by default the known cell or its symbol
    (:func:`table_4_0_adjustment`). With a symbolic adjustment the outcomes are sympy
    expressions ``Max(1, base + adj)``, each with its exact probability.

    >>> dp_gained("Wannabee", "secret").prob(12)   # Tech Gnome rolled a 10 (11.6.5.3)
    1/12
    """
    base = dp_base(rip_type, sensitive_dp_dice=sensitive_dp_dice)
    adj = table_4_0_adjustment(status, rip_type) if adjustment is None else adjustment
    if isinstance(adj, bool) or isinstance(adj, float) or not isinstance(adj, int | sympy.Expr):
        raise TypeError(f"adjustment must be a whole number or a sympy expression, not {adj!r}")
    if isinstance(adj, int) or (isinstance(adj, sympy.Expr) and adj.is_Integer):
        a = int(adj)
        return base.map(lambda b: max(1, b + a))
    return base.map(lambda b: sympy.Max(1, b + adj))


@uses("sensitive_dp_dice")
def expected_dp(status: str | int, rip_type: str, *, adjustment: Any = None,
                sensitive_dp_dice: str = None) -> sympy.Expr:
    """Expected DP from a successful Rip, exact (a formula in the Table 4.0 symbol if unknown).

    Rules: Edge City 11.6.5.3, Table 4.0.

    >>> expected_dp("Master Hacker", "secret")
    59/18
    """
    d = dp_gained(status, rip_type, adjustment=adjustment, sensitive_dp_dice=sensitive_dp_dice)
    return sympy.Add(*[d.prob(o) * o for o in d.weights()])


def data_base_options(status: str | int, rip_type: str) -> list[dict]:
    """What a Ripper may take at the Data Base, with the rule for each.

    Rules: Edge City 11.6.1-11.6.4, 11.6.5.3, 11.7, 10.1.4. A Super Secret Rip offers DP or an
    iT card from the Tech card deck; only a Hacker Legend may use iT, anyone may keep it.
    """
    title, rt = status_title(status), _rip_type(rip_type)
    if rt == "upgrade":
        return [{"option": "remove_zone", "what": "take any Zone card from the board and discard it",
                 "cite": "Edge City 11.6.4, 11.4.3.2"}]
    opts = [{"option": "dp", "what": "gain DP: base roll + Table 4.0 adjustment, at least 1",
             "cite": f"Edge City {_SECTION[rt]}, 11.6.5.3"}]
    if rt == "super_secret":
        usable = title == STATUSES[-1]
        opts.append({"option": "iT", "what": "take an iT card instead of DP; "
                     + ("a Hacker Legend may use it to attack" if usable
                        else "below Hacker Legend it may be kept but not used"),
                     "usable": usable, "cite": "Edge City 11.6.3, 11.7, 10.1.4"})
    return opts


def rip_requirements(rip_type: str) -> dict:
    """Where a Rip of this type may be attempted and whether it needs a Patron card.

    Rules: Edge City 11.6, 11.6.2, 11.6.3, 11.6.4, 11.3.1, 11.3.2.2, 11.4.7. A Secret or Super
    Secret Rip needs a Patron of that type outside the Business Dome and Research Park; a Ripper
    who stops or stays in either of those must attempt a Rip. At most one Patron per Rip, and it
    is discarded afterwards whatever the outcome.
    """
    rt = _rip_type(rip_type)
    return {"rip_type": rt, "where": ("Sprawl Zone", "Business Dome", "Research Park"),
            "patron_needed_in_sprawl_zone": rt in ("secret", "super_secret"),
            "msm": rip_msm(rt), "black_ice": rt in BLACK_ICE,
            "cite": ("Edge City 11.6", f"Edge City {_SECTION[rt]}", "Edge City 11.3.2.2", "Edge City 11.4.7")}
