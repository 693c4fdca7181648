""""Your turn": from a position you set up, the exact odds of every choice this turn.

Rules: Edge City 8.0, 8.1, 8.2, 9.1.1, 9.4.1, 11.3.2.1, 11.3.2.2, 11.6, 11.8, Chart 1.0.

:func:`your_turn` lists the choices Chart 1.0 gives a Ripper who does not Travel from where it
stands (a Rip, a Theft, a purchase, a Pass), and Travel itself, each with its exact odds taken
from the one place the rule lives: a Rip from :func:`~edgekit.edge_city.rip_outcomes` and
:func:`~edgekit.edge_city.expected_dp`, a Theft from :func:`~edgekit.edge_city.theft_outcome`,
regaining COOL from :func:`~edgekit.edge_city.regain_cool_probability`. Nothing is computed
here that those functions do not say.

LEFT OUT (said in the table, never guessed): the odds of Travel (they depend on the route and
the Zone cards on it: :func:`~edgekit.edge_city.route_outcomes`), of drawing Sprawl cards (the
deck is unknown, EC-21), of attacking another Ripper (it needs the other Ripper:
:func:`~edgekit.edge_city.ripper_combat`), and buying Tech (no roll; prices of unprinted cards
are unknown).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType

import sympy

from ... import readings
from ..rip.data import expected_dp, rip_requirements
from ..rip.odds import rip_outcomes
from ..rules.cool import regain_cool_probability
from ..rules.theft import theft_outcome
from ..rules.win import STATUSES, level
from ._records import Records

__all__ = ["SPACES", "your_turn"]

SPACES = ("business_dome", "research_park", "sprawl", "tech_plex")
_TECH = ("swat_stealth", "ice_stealth", "swat_defend", "ice_defend")
_WORDS = {"business_dome": "the Business Dome", "research_park": "the Research Park",
          "sprawl": "a Sprawl Zone", "tech_plex": "the Tech Plex"}


def _int(x, name, lo, hi):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if not lo <= x <= hi:
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {x}")
    return x


@functools.lru_cache(maxsize=256)
def _expected_dp(title: str, rip_type: str, adjustment, rules) -> sympy.Expr:
    """E[DP] of a Rip (immutable sympy; cached: a symbolic Table 4.0 cell makes it ~60 ms, which
    would put the "your turn" explorer past its 100 ms an update)."""
    return sympy.nsimplify(expected_dp(title, rip_type, adjustment=adjustment, rules=rules))


_PROBS = ("P(success)", "P(fails, COOL kept)", "P(ends UnCOOL)")


def _row(choice, cite, p_ok=None, p_fail_cool=None, p_uncool=None, dp=None, note=""):
    return MappingProxyType({"choice": choice, "P(success)": p_ok, "P(fails, COOL kept)": p_fail_cool,
                             "P(ends UnCOOL)": p_uncool, "E[DP gained]": dp, "cite": cite,
                             "note": note})


@readings.uses(game="Edge City")
def your_turn(status="Wannabee", dp: int = 3, *, space: str = "business_dome", cool: bool = True,
              patrons: tuple = (), zone_cards_on_board: bool = False, previous_attempts: int = 0,
              swat_stealth: int = 0, ice_stealth: int = 0, swat_defend: int = 0, ice_defend: int = 0,
              swat_attack: int = 0, cool_modifier: int = 0, dp_adjustment=None,
              rules=None) -> tuple:
    """The exact odds of each choice this turn, as a tuple of read-only rows (a :class:`Records`:
    in a notebook it shows as a labelled table, each probability a percentage beside its exact
    fraction, a dash where a choice has no such odds).

    Rules: Edge City 8.0, 8.1, 8.2, 9.1.1, 9.4.1, 11.3.2.1, 11.3.2.2, 11.6, 11.6.5, 11.8, Chart 1.0.

    ``space`` is one of :data:`SPACES`; ``patrons`` the Rip types of the Patrons held (needed
    for a Secret or Super Secret Rip in a Sprawl Zone, 11.6.2-11.6.3); ``previous_attempts`` the
    Rips (or Thefts at the Tech Plex) just made here without Travelling or waiting a turn (the
    cumulative -1, 11.6.5, 11.8.1; it applies to every Rip or Theft made here without Travel).
    ``dp_adjustment`` maps a Rip type to its Table 4.0 cell for this Status when the rulebook
    lacks it; without it E[DP] keeps the unknown cell as a sympy symbol. An UnCOOL Ripper's
    rows are conditional on regaining COOL (the first row gives that chance).

    >>> rows = your_turn("Wannabee", space="business_dome")
    >>> rows[0]["choice"], rows[0]["P(success)"]
    ('Rip: sensitive', 442225/1679616)
    """
    lv = level(status, rules=rules)
    title = STATUSES[lv]
    _int(dp, "dp", 0, 10**6)
    if not isinstance(space, str):
        raise TypeError(f"space must be one of {SPACES}, not {space!r}")
    if space not in SPACES:
        raise ValueError(f"space must be one of {SPACES}, not {space!r}")
    for name, flag in (("cool", cool), ("zone_cards_on_board", zone_cards_on_board)):
        if not isinstance(flag, bool):
            raise TypeError(f"{name} must be True or False, not {flag!r}")
    if isinstance(patrons, str) or not isinstance(patrons, tuple | list | frozenset | set):
        raise TypeError(f"patrons must be a tuple of Rip types, not {patrons!r}")
    for p in patrons:
        if p not in ("secret", "super_secret"):
            raise ValueError(f"patrons must name 'secret' or 'super_secret' Patrons, not {p!r}")
    _int(previous_attempts, "previous_attempts", 0, 30)
    tech = {n: _int(v, n, -10, 10) for n, v in zip(_TECH, (swat_stealth, ice_stealth, swat_defend,
                                                            ice_defend), strict=True)}
    _int(swat_attack, "swat_attack", 0, 10)
    _int(cool_modifier, "cool_modifier", -10, 10)
    adj = {} if dp_adjustment is None else dp_adjustment
    if not isinstance(adj, Mapping):
        raise TypeError(f"dp_adjustment must be a mapping rip type -> int, not {adj!r}")
    for k, v in adj.items():
        if k not in ("sensitive", "secret", "super_secret"):
            raise ValueError(f"dp_adjustment keys must be Rip types that pay DP, not {k!r}")
        _int(v, f"dp_adjustment[{k!r}]", -50, 50)

    rows = []
    if not cool:
        p = regain_cool_probability(cool_modifier, rules=rules)
        rows.append(_row("regain COOL (else this turn is missed)", "Edge City 9.4.1, 8.1", p, None, 1 - p,
                         note="every row below is conditional on regaining COOL"))
    if dp >= 8 and lv < len(STATUSES) - 1:
        rows.append(_row(f"buy a title first: {title} -> {STATUSES[lv + 1]} (8 DP)", "Edge City 9.1.1",
                         note="a free action, no roll; the rows below are at the current Status"))
    if space in ("business_dome", "research_park", "sprawl"):
        for t in ("sensitive", "secret", "super_secret", "upgrade"):
            req = rip_requirements(t, rules=rules)
            if space == "sprawl" and req.get("patron_needed_in_sprawl_zone") and t not in patrons:
                continue
            if t == "upgrade" and not zone_cards_on_board:
                continue
            o = rip_outcomes(title, t, previous_attempts=previous_attempts, rules=rules, **tech)
            gain = None if t == "upgrade" else _expected_dp(title, t, adj.get(t), rules)
            note = "removes a Zone card of your choice" if t == "upgrade" else ""
            if space == "sprawl" and t in patrons and t != "sensitive":
                note = "uses the Patron (discarded after the Rip, 11.4.7)"
            rows.append(_row(f"Rip: {t}", ", ".join(req["cite"]) + ", 11.6.5", o["success"],
                             o["failed_cool"], o["failed_uncool"], gain, note))
    if space == "tech_plex":
        o = theft_outcome(title, swat_attack=swat_attack, swat_stealth=swat_stealth,
                          prior_attempts=previous_attempts, rules=rules)
        fail_cool = sum((o.prob(x) for x in o.outcomes() if x != "success" and "UnCOOL" not in x),
                        sympy.Integer(0))
        rows.append(_row("Theft of a Tech card", "Edge City 11.8, 11.8.1, 11.8.2", o.prob("success"),
                         fail_cool, 1 - o.prob("success") - fail_cool,
                         note="a success takes one 2 DP Hardware or Software card (11.8.2)"))
        rows.append(_row("buy Tech", "Edge City 10.1.2, 11.3.2.1",
                         note="no roll; the 32 Tech cards and their prices are not printed (EC-21)"))
    if space == "sprawl":
        rows.append(_row("attack another Ripper (SWAT here, ICE anywhere)", "Edge City 11.5.1, 11.5.3.1",
                         note="needs the other Ripper: see edgekit.edge_city.ripper_combat"))
    rows.append(_row("Travel, then act where the Travel ends", "Edge City 11.2, Chart 1.0",
                     note="odds depend on the route and its Zone cards: see route_outcomes; a Rip or "
                          "Theft after Travel has no repeat penalty"))
    rows.append(_row("pass", "Edge City 8.2",
                     note="a Ripper who stays in the Business Dome or Research Park must Rip (11.3.2.2), "
                          "and one who ends Travel in the Tech Plex must buy or steal (11.3.2.1)"
                          if space != "sprawl" else ""))
    where = _WORDS[space]
    head = f"Your turn: {'a COOL' if cool else 'an UnCOOL'} {title} with {dp} DP in {where}"
    if previous_attempts:
        head += f", {previous_attempts} attempt(s) just made here"
    notes = ["a dash: no roll, or odds that depend on more than this position (see note)"]
    columns = list(rows[0])
    if any(isinstance(r["E[DP gained]"], sympy.Basic) and r["E[DP gained]"].free_symbols for r in rows):
        # a formula in unknown Table 4.0 cells is no number to read in a table: kept in the rows
        columns.remove("E[DP gained]")
        notes.append("E[DP gained] is left out: it depends on Table 4.0 cells the rulebook lacks (EC-05); "
                     "give dp_adjustment to see it (the formula is in each row's 'E[DP gained]')")
    return Records(rows, head, probs=_PROBS, bar="P(success)", notes=notes, columns=columns)
