"""The Rip Track: Real Space, Data Space and the Data Base, solved exactly.

Rules: Edge City 11.6, 11.6.1-11.6.4, 11.6.5, 11.6.5.1-11.6.5.3, 11.5.3.2, 11.5.4.3, 11.7, 8.5.1.

A Rip is one chance state machine, :class:`RipMachine` (built by :func:`rip_machine`). Its
states are :class:`Zone` tuples ``(space, zone, rolls)``: the space ("real" or "data"), the zone
("stealth" or "defend") and the Stealth Win Rolls made so far that count against the limit of
two (those of this space, or of the whole Rip, as the ``attempts`` reading says). It ends in
one of three terminal states: ``"success"`` (the Data Base is reached), ``"failed_cool"`` and
``"failed_uncool"``. :func:`rip_outcomes` solves it exactly, :func:`rip_replay` and the worked
example (:mod:`edgekit.edge_city.examples.worked`) drive the same machine roll by roll. Every roll is
judged by the one Win Roll event of :mod:`edgekit.edge_city.rules.win`.

Every unclear point of the Rip rules is a named reading (register entries in brackets):
``attempts`` and ``second_chance`` (EC-11), ``data_defend_cool`` (EC-12), ``patron_counts`` (EC-13),
``rip_attack_halving`` (EC-14), ``ice_msm`` (EC-04), ``rip_repeat_penalty`` (EC-15),
``sensitive_dp_dice`` (EC-16, for the DP gained, in :mod:`edgekit.edge_city.rip.data`), and,
from :mod:`edgekit.edge_city.rules.win`, ``natural_12`` (EC-17), ``table_rows`` (EC-01) and
``column_edge`` (EC-03).

The Rip's data (MSM, Table 4.0) and the Data Base (DP gained) live in
:mod:`edgekit.edge_city.rip.data`; their names are importable from here too.

Don't confuse :func:`rip_outcomes` (how the Rip ends) with :func:`dp_gained` (what a successful
Sensitive, Secret or Super Secret Rip pays at the Data Base).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, NamedTuple

import sympy

from ... import display
from ...dist import Dist
from ...procedure import Procedure
from ...readings import uses
from .._check import frozen
from ..rules.tech import halved_tech
from ..rules.win import (
    FAIL,
    STATUSES,
    TWELVE,
    WIN,
    _check_total,
    _event,
    event_ways,
    level,
    natural_12_effect,
    win_number,
    win_number_source,
)
from .data import (
    BLACK_ICE,
    RIP_TYPES,
    _rip_type,
    _whole,
    data_base_options,
    dp_base,
    dp_gained,
    expected_dp,
    msm_table,
    rip_msm,
    rip_requirements,
    table_4_0,
    table_4_0_adjustment,
)

__all__ = [
    "RIP_TYPES", "OUTCOMES", "Zone", "RipOdds", "RipMachine", "rip_machine", "rip_outcomes", "rip_msm",
    "stealth_strength", "msm_table", "table_4_0", "table_4_0_adjustment", "dp_base", "dp_gained",
    "expected_dp", "data_base_options", "rip_requirements",
]

OUTCOMES = ("success", "failed_cool", "failed_uncool")
#: Each outcome in words, as tables show it.
OUTCOME_WORDS = {"success": "success", "failed_cool": "failed, COOL kept", "failed_uncool": "failed, UnCOOL"}


# ----------------------------------------------------------------------------- inputs
def _cards(name: str, cards: Any) -> tuple[int, ...]:
    """Attack Tech card values: one int (one card) or an iterable of ints; 0 means no card."""
    if isinstance(cards, int) and not isinstance(cards, bool):
        cards = () if cards == 0 else (cards,)
    if not isinstance(cards, Iterable) or isinstance(cards, str | bytes):
        raise TypeError(f"{name} must be a card value or a list of card values, not {cards!r}")
    cards = tuple(cards)
    if len(cards) > 32:
        raise ValueError(f"{name}: at most 32 cards (the Tech deck, Edge City 3.0), not {len(cards)}")
    return tuple(_whole(f"{name} card", c, minimum=1) for c in cards)


# ----------------------------------------------------------------------------- strengths
@uses("rip_attack_halving")
def stealth_strength(stealth: int, attack: Any = (), patron: int = 0, *, rules=None) -> int:
    """Stealth strength S = Stealth Tech + halved Attack Tech + Patron.

    Rules: Edge City 11.6.5 step 1, 11.4.5.2. ``attack`` is a card value or a list of card
    values; halving (:func:`~edgekit.edge_city.rules.tech.halved_tech`) follows ``rip_attack_halving``
    and gives 0 when no Attack card is held.
    """
    half = halved_tech(_cards("attack", attack), rules.rip_attack_halving)
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

    @property
    def key(self) -> str:
        """``"real_stealth"``, ``"real_defend"``, ``"data_stealth"`` or ``"data_defend"``."""
        return f"{self.space}_{self.zone}"


START = Zone("real", "stealth", 0)


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
    """Where the pawn goes from zone ``z`` on a Win Roll event ("win", "fail", "natural 12").

    Rules: Edge City 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.5.1. A "natural 12" is only passed when
    the ``natural_12`` reading gives a 12 its own effect (otherwise it is a "fail").
    """
    if z.zone == "stealth":
        if event == WIN:
            if z.space == "data":
                return "success"
            # per space the count starts again in Data Space; per Rip it carries on
            nxt = Zone("data", "stealth", 0 if rules.per_space else z.rolls + 1)
            return nxt if nxt.rolls < 2 else "failed_cool"
        if event == TWELVE and rules.twelve_ends:
            return "failed_cool"  # no Defend roll follows: the Rip ends, COOL untouched
        return Zone(z.space, "defend", z.rolls + 1)
    # Defend Zone
    if event == WIN:
        nxt = Zone(z.space, "stealth", z.rolls)
        if nxt.rolls >= 2:
            return "failed_cool"  # no Stealth roll left: the Rip ends, COOL kept (11.5.4.3)
        if rules.decline_useless and not rules.per_space and z.space == "real":
            return "failed_cool"  # a Real Space win now would leave no Data Space roll
        return nxt
    if event == TWELVE and rules.twelve_keeps_cool:
        return "failed_cool"
    if z.space == "real" or rules.data_fail_uncool:
        return "failed_uncool"
    return "failed_cool"


def _special(rules: _Rules):
    return natural_12_effect(natural_12=_NAT12_OPTION[(rules.twelve_ends, rules.twelve_keeps_cool)])


_NAT12_OPTION = {(True, True): "ends_action", (False, False): "plain_failure",
                 (False, True): "keeps_cool", (True, False): "ends_costs_cool"}


def _procedure(rules: _Rules) -> Procedure:
    effect = _special(rules)

    def step(z):
        if isinstance(z, str):
            return None
        weights: dict = {}
        for event, n in event_ways(_w(rules, z), effect).items():
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

    Read-only (a TypeError; ``dict(odds)`` is a changeable copy): odds are cached and shared (a
    game's ``exact_odds``, the explorers' caches).
    """

    readings: Any = None
    win_numbers: Any
    reconstructed: bool
    cite: tuple = ("Edge City 11.6", "Edge City 11.6.5", "Edge City 11.5.4.3", "Edge City 8.5.1")

    @classmethod
    def _make(cls, probs: dict, win_numbers, **attrs) -> RipOdds:
        out = cls(probs)
        for k, v in {"win_numbers": frozen(win_numbers), **attrs}.items():
            object.__setattr__(out, k, v)
        return out

    def _refuse(self, *args, **kwargs):
        raise TypeError("RipOdds is read-only (odds may be cached and shared); dict(odds) is a copy")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _refuse
    __setattr__ = __delattr__ = _refuse

    def as_table(self, title: str = "") -> display.Table:
        """How the Rip ends as a labelled table: one row per outcome, in words, its exact chance
        as a percentage beside the fraction, with a bar; the Win Numbers used (reconstructed ones
        marked) and the readings as notes (what a notebook shows)."""
        rows = [(OUTCOME_WORDS[o], self[o]) for o in OUTCOMES]
        ws = "; ".join(f"{k.replace('_', ' ')}: R {v['R']}, W {v['W']}"
                       f"{' (reconstructed)' if v['source'] == 'reconstructed' else ''}"
                       for k, v in (self.win_numbers or {}).items())
        return display.Table(title or "How the Rip ends", ("outcome", "probability"), rows, bar="probability",
                             notes=self._notes(ws), cite="; ".join(self.cite))

    def _notes(self, win_numbers: str = "") -> tuple[str, ...]:
        notes = [f"Win Numbers: {win_numbers}."] if win_numbers else []
        if getattr(self, "reconstructed", False):
            notes.append("Uses reconstructed Table 1.0 cells (register EC-01).")
        if self.readings:
            notes.append("Readings: " + ", ".join(f"{k} = {v}" for k, v in self.readings.items()) + ".")
        return tuple(notes)

    @staticmethod
    def side_by_side(odds: Mapping[Any, RipOdds], title: str, label: str = "reading") -> display.Table:
        """Several Rips' odds as one labelled table: a row per key of ``odds`` (a reading's option,
        a Status, ...; the ``label`` column), a column per outcome, each a percentage beside its
        exact fraction. Rows that use reconstructed Table 1.0 cells are named in a note."""
        if not isinstance(odds, Mapping) or not odds:
            raise TypeError(f"odds must be a non-empty mapping label -> RipOdds, not {odds!r:.60}")
        for k, o in odds.items():
            if not isinstance(o, RipOdds):
                raise TypeError(f"odds[{k!r}] must be a RipOdds (rip_outcomes), not {type(o).__name__}")
        if not isinstance(label, str):
            raise TypeError(f"label must be a str (the first column's name), not {label!r:.60}")
        words = [OUTCOME_WORDS[o] for o in OUTCOMES]
        rows = [(k, *(o[x] for x in OUTCOMES)) for k, o in odds.items()]
        rebuilt = [str(display.value(k)) for k, o in odds.items() if o.reconstructed]
        notes = ((f"Uses reconstructed Table 1.0 cells (register EC-01): {'; '.join(rebuilt)}.",)
                 if rebuilt else ())
        return display.Table(title, (label, *words), rows, probs=words, notes=notes,
                             cite="; ".join(next(iter(odds.values())).cite))

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()

    def __reduce__(self):  # copy and pickle without __setitem__ (read-only views become dicts)
        attrs = dict(self.__dict__)
        attrs["win_numbers"] = {k: dict(v) for k, v in attrs.get("win_numbers", {}).items()}
        if attrs.get("readings") is not None:
            attrs["readings"] = dict(attrs["readings"])
        return _rip_odds, (dict(self), attrs)


def _rip_odds(probs: dict, attrs: dict) -> RipOdds:
    if attrs.get("readings") is not None:
        attrs["readings"] = frozen(attrs["readings"])
    return RipOdds._make(probs, **attrs)


@dataclass(frozen=True)
class RipMachine:
    """The Rip Track for one Ripper and Rip: the state machine every Rip computation drives.

    ``info`` maps each zone key to ``{"R", "W", "source"}``. :meth:`event` judges a roll with
    the one Win Roll event (Edge City 8.4, 8.5.1); :meth:`next` moves the pawn
    (11.6.5.1, 11.6.5.2, 11.5.4.3). :meth:`procedure` is the exact chance machine.
    """

    track: _Rules
    info: Any  # read-only {zone key: {"R", "W", "source"}}
    rip_type: str
    status: str
    readings: Any = None

    start = START

    def w(self, zone: Zone) -> int:
        """The Win Number rolled in ``zone``."""
        return _w(self.track, zone)

    def event(self, zone: Zone, roll: int) -> str:
        """The Win Roll event of a two-dice total in ``zone``: "win", "fail" or "natural 12"."""
        return _event(_check_total(roll), self.w(zone), _special(self.track).special)

    def next(self, zone: Zone, event: str):
        """The zone (or outcome name) the pawn moves to after ``event`` in ``zone``."""
        if event not in (WIN, FAIL, TWELVE):
            raise ValueError(f"event must be 'win', 'fail' or 'natural 12', not {event!r}")
        return _next(self.track, zone, event)

    def ways(self, zone: Zone) -> dict[str, int]:
        """Ways out of 36 of each Win Roll event in ``zone``."""
        return event_ways(self.w(zone), _special(self.track))

    def procedure(self) -> Procedure:
        """The track as an :class:`edgekit.procedure.Procedure` (start at :data:`START`)."""
        return _procedure(self.track)


_READINGS = ("attempts", "natural_12", "second_chance", "data_defend_cool", "patron_counts",
             "rip_attack_halving", "ice_msm", "rip_repeat_penalty", "table_rows", "column_edge")


@uses(*_READINGS)
def rip_machine(status: str | int, rip_type: str, *, swat_stealth: int = 0, ice_stealth: int = 0,
                swat_defend: int = 0, ice_defend: int = 0, swat_attack: Any = (), ice_attack: Any = (),
                patron: int = 0, patron_kind: str = "ice", previous_attempts: int = 0,
                msm_ice: int | None = None, rules=None) -> RipMachine:
    """The Rip Track for these inputs as a :class:`RipMachine` (Win Numbers looked up).

    Rules: Edge City 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.3.2, 11.5.4.3, 8.5.1, Table 1.0. Takes the
    arguments of :func:`rip_outcomes`; the Data Space MSM must be known (``ice_msm="same"`` or
    ``msm_ice=``).
    """
    if rules.ice_msm == "separate" and msm_ice is None:
        raise ValueError("the track needs a Data Space MSM: give msm_ice= or use ice_msm='same' (EC-04)")
    if rules.ice_msm == "same" and msm_ice is not None:
        raise ValueError("msm_ice= is a separate Data Space MSM; it needs ice_msm='separate' "
                         "(register EC-04)")
    if msm_ice is not None:
        _whole("msm_ice", msm_ice)
    lv, rt = level(status), _rip_type(rip_type)
    for name, value in (("swat_stealth", swat_stealth), ("ice_stealth", ice_stealth),
                        ("swat_defend", swat_defend), ("ice_defend", ice_defend)):
        _whole(name, value)
        if value > 1000:
            raise ValueError(f"{name} must be at most 1000 (a Tech total), not {value}")
    _cards("swat_attack", swat_attack), _cards("ice_attack", ice_attack)
    if not isinstance(patron_kind, str) or patron_kind not in ("swat", "ice"):
        raise ValueError(f"patron_kind must be 'swat' or 'ice' (the trait the Patron card modifies), "
                         f"not {patron_kind!r}")
    pat = _whole("patron", patron)
    if rules.patron_counts == "value_zero":
        pat_real = pat_data = 0
    elif rules.patron_counts == "both_spaces":
        pat_real = pat_data = pat
    else:
        pat_real, pat_data = (pat, 0) if patron_kind == "swat" else (0, pat)
    s_real = stealth_strength(swat_stealth, swat_attack, pat_real, rules=rules)
    s_data = stealth_strength(ice_stealth, ice_attack, pat_data, rules=rules)
    pen = _whole("previous_attempts", previous_attempts)
    if pen > 100:
        raise ValueError(f"previous_attempts must be at most 100, not {pen}")
    msm = rip_msm(rt)
    m_data = msm if msm_ice is None else msm_ice
    dpen = pen if rules.rip_repeat_penalty == "every_roll" else 0
    rs = {"real_stealth": s_real - msm - pen,
          "real_defend": _whole("swat_defend", swat_defend) - msm - dpen,
          "data_stealth": s_data - m_data - pen,
          "data_defend": _whole("ice_defend", ice_defend) - m_data - dpen}
    ws = tuple(win_number(lv, r, rules=rules) for r in rs.values())
    effect = natural_12_effect(rules=rules)
    track = _Rules(ws, rules.attempts == "per_space", effect.ends_action, effect.keeps_cool,
                   rules.data_defend_cool == "black_ice" and rt in BLACK_ICE,
                   rules.second_chance == "optional")
    info = {k: {"R": r, "W": w, "source": win_number_source(lv, r, rules=rules)}
            for (k, r), w in zip(rs.items(), ws)}
    used = {i: getattr(rules, i) for i in _READINGS}
    return RipMachine(track, frozen(info), rt, STATUSES[lv], frozen(used))


@uses(*_READINGS)
def rip_outcomes(status: str | int, rip_type: str, *, swat_stealth: int = 0, ice_stealth: int = 0,
                 swat_defend: int = 0, ice_defend: int = 0,
                 swat_attack: Any = (), ice_attack: Any = (), patron: int = 0, patron_kind: str = "ice",
                 previous_attempts: int = 0, msm_ice: int | None = None, rules=None) -> RipOdds:
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
    sympy Piecewise in the symbol ``msm_ice_<rip type>``. Solved answers are cached on the
    looked-up track (inputs and rules).

    >>> odds = rip_outcomes("Wannabee", "sensitive")
    >>> odds["success"], odds["failed_cool"], odds["failed_uncool"]
    (442225/1679616, 598991/1679616, 3325/8748)
    """
    inputs = {"swat_stealth": swat_stealth, "ice_stealth": ice_stealth, "swat_defend": swat_defend,
              "ice_defend": ice_defend, "swat_attack": swat_attack, "ice_attack": ice_attack,
              "patron": patron, "patron_kind": patron_kind, "previous_attempts": previous_attempts}
    if rules.ice_msm == "separate" and msm_ice is None:
        from .track import _symbolic_ice_msm  # the Piecewise in the unknown MSM

        return _symbolic_ice_msm(status, rip_type, inputs, rules)
    m = rip_machine(status, rip_type, msm_ice=msm_ice, **inputs, rules=rules)
    probs = {o: sympy.Rational(p.numerator, p.denominator) for o, p in zip(OUTCOMES, _solve(m.track))}
    guessed = any(v["source"] == "reconstructed" for v in m.info.values())
    return RipOdds._make(probs, m.info, reconstructed=guessed)
