"""Theft from the Tech Plex: strength T, R = T - 3, the Win Number and the outcome.

Rules: Edge City 11.8 (Theft), 11.8.1 (resolving it), 11.8.2 (results),
11.4.5.2 (Attack Tech at full value, Stealth Tech at half, rounded down, at least 1),
8.4, 8.5.1, Table 1.0.

With no Tech, R = -3 and W = 4 + Level, so P(success) is 1/6 for a Wannabee (a
printed cell), then 5/18, 5/12, 7/12 and 13/18 up to Hacker Legend: those four
come from *reconstructed* Table 1.0 cells (register EC-01; the printed Hackolyte
cells stop at R -4). :func:`theft_answer` and :func:`theft_table` say which.

Readings used here: ``theft_halving`` (EC-14: halve each Stealth card, or
the sum; "at least 1" with no card) and ``theft_msm`` (EC-08: the fixed 3 of step
2, or an unknown Table 3.0 value). A failed Theft costs COOL; what a natural 12
does is the ``natural_12`` reading of :mod:`edgekit.edge_city.rules.win` (EC-17).
The cumulative -1 for repeated attempts (EC-15) is the parameter ``prior_attempts``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import sympy

from ...dist import Dist
from ...readings import Answer, uses
from .combat import _cards
from .tech import halved_tech
from .win import (
    P_TWELVE,
    STATUSES,
    TWELVE,
    WIN,
    natural_12_effect,
    status_title,
    win_number,
    win_number_source,
    win_probability,
    win_roll_events,
)

__all__ = ["THEFT_MSM", "theft_strength", "theft_r", "theft_win_number", "theft_probability",
           "theft_outcome", "theft_answer", "theft_table"]

THEFT_MSM = sympy.Symbol("M_theft", integer=True)
"""The unknown Table 3.0 Theft value under ``theft_msm="table_3_0"`` (register EC-08)."""


@uses("theft_halving")
def theft_strength(swat_attack=0, swat_stealth=0, *, rules=None) -> int:
    """Theft strength T: SWAT Attack Tech at full value plus halved SWAT Stealth Tech.

    Rules: Edge City 11.8.1 step 1, 11.4.5.2. Each argument is a total (int) or a
    list of card modifiers. An int Stealth total is halved as one card; the
    ``per_card`` and ``on_sum`` readings differ only for two or more cards. List
    each card once: of two copies of a card only one counts (10.3.1). Allies that
    modify SWAT actions (11.4.6) are not modelled.

    >>> theft_strength(2, [1, 1])
    4
    >>> theft_strength(2, [1, 1], theft_halving="on_sum")
    3
    """
    attack = sum(_cards(swat_attack, "swat_attack"))
    stealth = [v for v in _cards(swat_stealth, "swat_stealth") if v > 0]
    return attack + halved_tech(stealth, rules.theft_halving)  # the one Tech halving (11.4.5.2)


def _prior(prior_attempts) -> int:
    if isinstance(prior_attempts, bool) or not isinstance(prior_attempts, int):
        raise TypeError(f"prior_attempts must be a whole number from 0 to 100, not {prior_attempts!r}")
    if not 0 <= prior_attempts <= 100:
        raise ValueError("prior_attempts counts earlier Theft attempts without Travel or a wait between "
                         f"(Edge City 11.8.1), a whole number from 0 to 100, not {prior_attempts!r}")
    return prior_attempts


def _msm(theft_msm: str, msm):
    if theft_msm == "fixed_3":
        if msm is not None:
            raise ValueError("msm= is only used with theft_msm='table_3_0' (register EC-08)")
        return 3
    if msm is None:
        return THEFT_MSM
    if isinstance(msm, bool) or not isinstance(msm, int):
        raise TypeError(f"msm (the Table 3.0 Theft value) must be a whole number, not {msm!r}")
    return msm


@uses("theft_halving", "theft_msm")
def theft_r(swat_attack=0, swat_stealth=0, *, prior_attempts: int = 0, msm: int | None = None, rules=None):
    """The Theft Die Roll Modifier R = T - 3 (or T - M), less 1 per earlier attempt.

    Rules: Edge City 11.8.1 step 2 and its cumulative -1. Under
    ``theft_msm="table_3_0"`` without ``msm`` the result is an expression in
    :data:`THEFT_MSM`.
    """
    t = theft_strength(swat_attack, swat_stealth, rules=rules)
    return t - _msm(rules.theft_msm, msm) - _prior(prior_attempts)


@uses("theft_halving", "theft_msm", "table_rows", "column_edge")
def theft_win_number(status, *, swat_attack=0, swat_stealth=0, prior_attempts: int = 0,
                     msm: int | None = None, rules=None) -> int:
    """The Theft Win Number: the Ripper's Status row of Table 1.0 at the Theft R.

    Rules: Edge City 11.8.1 step 3, Table 1.0. Needs a known MSM (``msm=``) under
    ``theft_msm="table_3_0"``.

    >>> theft_win_number("Wannabee")
    4
    """
    r = theft_r(swat_attack, swat_stealth, prior_attempts=prior_attempts, msm=msm, rules=rules)
    if isinstance(r, sympy.Basic):
        raise ValueError("the Theft MSM is unknown under theft_msm='table_3_0'; pass msm=<whole number> "
                         "or use theft_probability, which returns P as a function of M_theft")
    return win_number(status, r, rules=rules)


def _p_of_r(status, r, rules):
    return win_probability(win_number(status, r, rules=rules))


@uses("theft_halving", "theft_msm", "table_rows", "column_edge", "natural_12")
def theft_probability(status, *, swat_attack=0, swat_stealth=0, prior_attempts: int = 0,
                      msm: int | None = None, rules=None) -> sympy.Rational | sympy.Piecewise:
    """Exact P(a Theft attempt succeeds).

    Rules: Edge City 11.8.1, 8.4, 8.5.1, Table 1.0. ``swat_attack`` and
    ``swat_stealth`` are totals or lists of card values; ``prior_attempts`` is the
    number of earlier attempts that each cost -1 (11.8.1, register EC-15). The
    ``natural_12`` reading is accepted for uniformity; a 12 fails under both, so it
    does not change P(success) (see :func:`theft_outcome`).

    Returns a ``sympy.Rational``; under ``theft_msm="table_3_0"`` with no ``msm`` a
    ``sympy.Piecewise`` in :data:`THEFT_MSM` (a step function: W is flat past the
    table's edges).

    >>> [theft_probability(s) for s in STATUSES]
    [1/6, 5/18, 5/12, 7/12, 13/18]
    """
    status_title(status)
    c = theft_r(swat_attack, swat_stealth, prior_attempts=prior_attempts, msm=msm, rules=rules)
    if not isinstance(c, sympy.Basic) or not c.free_symbols:
        return _p_of_r(status, int(c), rules)
    base = int(c + THEFT_MSM)  # R = base - M
    # P is constant for R >= 3 and, at the bottom, once W reaches 2 (or the -7 column):
    # walk R down from 3 and turn each run of equal values into one Piecewise branch.
    pieces, r = [], 3
    p = _p_of_r(status, r, rules)
    while r > -40:
        nxt = _p_of_r(status, r - 1, rules)
        if nxt != p:
            pieces.append((p, THEFT_MSM <= base - r))
            p = nxt
        r -= 1
    pieces.append((p, True))
    return sympy.Piecewise(*pieces)


@uses("theft_halving", "theft_msm", "table_rows", "column_edge", "natural_12")
def theft_outcome(status, *, swat_attack=0, swat_stealth=0, prior_attempts: int = 0,
                  msm: int | None = None, rules=None) -> Dist:
    """The outcome of one Theft attempt: "success", "fail, UnCOOL", "natural 12, COOL kept".

    Rules: Edge City 11.8.2 (a failed Theft costs COOL), 8.5.1 (a 12 always fails; judged by
    the one Win Roll event, it keeps COOL when the ``natural_12`` reading says a 12 never
    costs COOL, "ends_action" or "keeps_cool", and otherwise costs COOL; register EC-17).
    Needs a known MSM (``msm=``) under ``theft_msm="table_3_0"``.

    >>> theft_outcome("Wannabee").probs()
    {'fail, UnCOOL': 29/36, 'natural 12, COOL kept': 1/36, 'success': 1/6}
    """
    keeps = natural_12_effect(rules=rules).keeps_cool
    r = theft_r(swat_attack, swat_stealth, prior_attempts=prior_attempts, msm=msm, rules=rules)
    if isinstance(r, sympy.Basic) and r.free_symbols:  # unknown Table 3.0 value: P is a Piecewise
        p = theft_probability(status, swat_attack=swat_attack, swat_stealth=swat_stealth,
                              prior_attempts=prior_attempts, msm=msm, rules=rules)
        twelve = P_TWELVE  # 8.5.1: a 12 never succeeds, whatever W is
        if keeps:
            return Dist.from_probs({"success": p, "fail, UnCOOL": 1 - p - twelve,
                                    "natural 12, COOL kept": twelve})
        return Dist.from_probs({"success": p, "fail, UnCOOL": 1 - p})
    w = win_number(status, int(r), rules=rules)
    name = {WIN: "success", TWELVE: "natural 12, COOL kept" if keeps else "fail, UnCOOL"}
    return win_roll_events(w, rules=rules).map(lambda e: name.get(e, "fail, UnCOOL"))


_ALL = ("theft_halving", "theft_msm", "table_rows", "column_edge", "natural_12")


@uses(*_ALL)
def theft_answer(status, *, swat_attack=0, swat_stealth=0, prior_attempts: int = 0,
                 msm: int | None = None, rules=None) -> Answer:
    """W, P(success), whether the Table 1.0 cell is printed, and the readings used.

    Rules: Edge City 11.8.1, Table 1.0. Takes the keywords of :func:`theft_probability`
    (a known ``msm`` is needed under ``theft_msm="table_3_0"``).
    """
    inputs = {"swat_attack": swat_attack, "swat_stealth": swat_stealth,
              "prior_attempts": prior_attempts, "msm": msm}
    r = theft_r(**inputs, rules=rules)
    w = theft_win_number(status, **inputs, rules=rules)
    src = win_number_source(status, r, rules=rules)
    t = theft_strength(swat_attack, swat_stealth, rules=rules)
    used = {i: getattr(rules, i) for i in _ALL}
    return Answer(value={"status": status_title(status), "T": t, "R": r, "W": w,
                         "P": win_probability(w), "source": src},
                  readings=used, cite=("Edge City 11.8.1", "Edge City 8.4", "Edge City Table 1.0"),
                  note="" if src == "printed" else "reconstructed Table 1.0 cell (EC-01)", rules=rules)


@uses(*_ALL)
def theft_table(attack_values=range(0, 5), *, swat_stealth=0, prior_attempts: int = 0,
                msm: int | None = None, rules=None) -> dict[tuple[str, int], dict]:
    """P(Theft succeeds) for every Status and each SWAT Attack total: ``{(status, attack): {...}}``.

    Rules: Edge City 11.8.1, Table 1.0. Each cell has ``W``, ``P`` and ``source``
    ("printed" or "reconstructed"). At most 50 attack values.
    """
    if isinstance(attack_values, str | bytes) or not isinstance(attack_values, Iterable):
        raise TypeError(f"attack_values must be a list of SWAT Attack totals, not {attack_values!r}")
    values = list(itertools.islice(attack_values, 51))
    if len(values) > 50:
        raise ValueError("attack_values: at most 50 values")
    out = {}
    for s in STATUSES:
        for a in values:
            v = theft_answer(s, swat_attack=a, swat_stealth=swat_stealth, prior_attempts=prior_attempts,
                             msm=msm, rules=rules).value
            out[(s, a)] = {"W": v["W"], "P": v["P"], "source": v["source"], "R": v["R"]}
    return out
