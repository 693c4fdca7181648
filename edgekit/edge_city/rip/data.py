"""The Rip's data and its Data Base: MSM per Rip type, Table 4.0, the DP a Rip pays, what it needs.

Rules: Edge City 11.6, 11.6.1-11.6.4 (the Rip types and their MSM), 11.6.5.3 (DP gained),
Table 4.0, 11.7, 10.1.4.

Split out of :mod:`edgekit.edge_city.rip.odds` (which re-exports every name here): the track is
there, the data and the pay-off here. Reading used here: ``sensitive_dp_dice`` (EC-16).
"""

from __future__ import annotations

import functools
import re
from typing import Any

import sympy

from ...data import DataError, load_csv
from ...dist import Dist
from ...readings import uses
from .._check import exact, frozen, game_rule
from ..rules.win import STATUSES, status_title

__all__ = [
    "RIP_TYPES", "BLACK_ICE", "rip_msm", "msm_table", "table_4_0", "table_4_0_adjustment", "dp_base",
    "dp_gained", "expected_dp", "data_base_options", "rip_requirements",
]

RIP_TYPES = ("sensitive", "secret", "super_secret", "upgrade")
BLACK_ICE = ("super_secret", "upgrade")  # Edge City 11.6.3, 11.6.4
_SECTION = dict(zip(RIP_TYPES, ("11.6.1", "11.6.2", "11.6.3", "11.6.4")))


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


# ----------------------------------------------------------------------------- data
@game_rule
@functools.cache
def msm_table() -> dict[str, dict]:
    """MSM per Rip type from ``data/edge_city/msm.csv``, read-only.

    Rules: Edge City 11.6.1, 11.6.2, 11.6.3, 11.6.4.

    Table 3.0 itself is not in our copy of the rulebook (register EC-04); these are the values
    the Rip-type sections state, each with its source and citation.
    """
    rows = load_csv("edge_city/msm.csv", {"rip_type": str, "msm": int, "source": str, "cite": str,
                                          "note": str}, key="rip_type")
    out = {}
    for i, r in enumerate(rows, 1):
        if r["rip_type"] not in RIP_TYPES or r["rip_type"] in out:
            raise DataError(f"msm.csv record {i}: rip_type {r['rip_type']!r} unknown or repeated")
        out[r["rip_type"]] = r
    missing = set(RIP_TYPES) - set(out)
    if missing:
        raise DataError(f"msm.csv lacks {sorted(missing)}")
    return frozen(out)


@game_rule
def rip_msm(rip_type: str) -> int:
    """The MSM strength of a Rip type: Sensitive 1, Secret 3, Super Secret 5, Upgrade 5.

    Rules: Edge City 11.6.1, 11.6.2, 11.6.3, 11.6.4 (and 11.6.5.1, where Randi 1101's example
    treats the printed "-5" as a strength of 5 subtracted from hers).
    """
    return msm_table()[_rip_type(rip_type)]["msm"]


@game_rule
@functools.cache
def table_4_0() -> dict[tuple[str, str], dict]:
    """The Table 4.0 cells we know, ``{(status, rip_type): record}``, read-only.

    Rules: Edge City 11.6.5.3, Table 4.0.

    Only the two cells the DP example states are known (register EC-05); every other cell is a
    sympy symbol, see :func:`table_4_0_adjustment`.
    """
    rows = load_csv("edge_city/table_4_0.csv", {"status": str, "rip_type": str, "adjustment": int,
                                                "source": str, "cite": str}, key=("status", "rip_type"))
    out = {}
    for i, r in enumerate(rows, 1):
        key = (status_title(r["status"]), _rip_type(r["rip_type"]))
        if key in out:
            raise DataError(f"table_4_0.csv record {i}: cell {key} repeated")
        out[key] = r
    return frozen(out)


@game_rule
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


# ----------------------------------------------------------------------------- Data Base
@uses("sensitive_dp_dice")
def dp_base(rip_type: str, *, rules=None) -> Dist:
    """The base DP rolled at the Data Base, before the Table 4.0 adjustment.

    Rules: Edge City 11.6.1 (one die), 11.6.2 (two dice), 11.6.3 (two dice plus six),
    11.6.5.3. An Upgrade Rip gains no DP (11.6.4).
    """
    rt = _rip_type(rip_type)
    if rt == "sensitive":
        return Dist.die(6) if rules.sensitive_dp_dice == "one_die" else Dist.die(6).repeat(2)
    if rt == "secret":
        return Dist.die(6).repeat(2)
    if rt == "super_secret":
        return Dist.die(6).repeat(2).map(lambda s: s + 6)
    raise ValueError("an Upgrade Rip gains no DP: it removes a Zone card (Edge City 11.6.4)")


@uses("sensitive_dp_dice")
def dp_gained(status: str | int, rip_type: str, *, adjustment: Any = None, rules=None) -> Dist:
    """DP gained from a successful Rip: base roll + Table 4.0 adjustment, at least 1 DP.

    Rules: Edge City 11.6.5.3, 11.6.1-11.6.3, Table 4.0. ``adjustment`` overrides the Table 4.0
    cell (an int or a sympy expression); by default the known cell or its symbol
    (:func:`table_4_0_adjustment`). With a symbolic adjustment the outcomes are sympy
    expressions ``Max(1, base + adj)``, each with its exact probability.

    >>> dp_gained("Wannabee", "secret").prob(12)   # Tech Gnome rolled a 10 (11.6.5.3)
    1/12
    """
    status_title(status)  # checked whether or not the adjustment is given
    base = dp_base(rip_type, rules=rules)
    if adjustment is None:
        adj = table_4_0_adjustment(status, rip_type)
    else:
        adj = exact(adjustment, "adjustment")
        if adj.is_number and not adj.is_Integer:
            raise ValueError(f"adjustment must be a whole number of DP, not {adjustment!r}")
    if isinstance(adj, int) or (isinstance(adj, sympy.Expr) and adj.is_Integer):
        a = int(adj)
        return base.map(lambda b: max(1, b + a))
    return base.map(lambda b: sympy.Max(1, b + adj))


@uses("sensitive_dp_dice")
def expected_dp(status: str | int, rip_type: str, *, adjustment: Any = None, rules=None) -> sympy.Expr:
    """Expected DP from a successful Rip, exact (a formula in the Table 4.0 symbol if unknown).

    Rules: Edge City 11.6.5.3, Table 4.0.

    >>> expected_dp("Master Hacker", "secret")
    59/18
    """
    d = dp_gained(status, rip_type, adjustment=adjustment, rules=rules)
    return sympy.Add(*[d.prob(o) * o for o in d.weights()])


@game_rule
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


@game_rule
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
