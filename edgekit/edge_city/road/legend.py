"""The road to Hacker Legend for a lone Ripper: an exact Markov decision process.

Rules: Edge City 7.0, 8.1, 8.2, 9.1.1, 9.4.1, 11.3.2.2, 11.6, 11.6.5, 11.6.5.3, Chart 1.0.

:func:`road_to_legend` builds the process; :meth:`Road.solve` gives the policy that minimises
the expected number of turns to reach Hacker Legend, :meth:`Road.turns` the exact distribution
of turns under any policy (the optimal one or a named one: ``"cautious"``, ``"greedy_dp"``,
``"rip_first"``), :meth:`Road.policy_table` the preferred action at each Status.

STATE (what matters on the road): Status (Level 0-3; Legend ends the road), DP held (capped at
what the rest of the climb costs, 8 DP a title (9.1.1): more cannot help), COOL or UnCOOL at the
start of the turn (9.4.1), and the number of Rip attempts just made in the same city space (the
cumulative -1 of 11.6.5; ``previous_attempts`` of :func:`~edgekit.edge_city.rip_outcomes`,
capped where Table 1.0 no longer changes).

A TURN: an UnCOOL Ripper rolls to regain COOL (:func:`~edgekit.edge_city.regain_cool_probability`);
failing, the turn is missed and COOL returns next turn (9.4.1). A COOL Ripper may buy one title
for 8 DP (9.1.1), then takes one turn action: a Rip of a chosen type where it stands ("stay":
the Business Dome or Research Park forces a Rip on a Ripper who stays, 11.3.2.2), Travel to the
other Rip Bizclave and Rip there ("travel": Chart 1.0 lets a Ripper who ends Travel there Rip,
reading ``sprawl_turn_actions="chart"``, EC-10), or Pass. A Rip ends as
:func:`~edgekit.edge_city.rip_outcomes` says; a success pays
:func:`~edgekit.edge_city.dp_gained` (a Super Secret Rip's iT card is never taken: it is of no use
on the road).

SIMPLIFICATIONS (labelled; each is a choice of this model, not a rule):
  S1 no Sprawl cards, no other Rippers, no Theft, no Tech bought, stolen or lost: the Tech held
     is fixed for the whole climb (the keywords ``swat_stealth`` ... of rip_outcomes);
  S2 position is reduced to "at a Rip Bizclave" (every Rip type allowed, no Patron needed,
     11.3.2.2); ``hop=True`` says the other Rip Bizclave is within one turn's Travel (on a
     layout, check with :func:`~edgekit.edge_city.reachable`); with ``hop=False`` "travel" is
     not offered; the first-turn rule (6.0: everyone Travels) is not modelled: with ``hop=True``
     and no previous attempt, Travelling and Ripping equals Ripping where it stands;
  S3 a Ripper who regains COOL may buy a title the same turn (both are free actions, 8.1);
  S4 Table 4.0 cells the rulebook lacks come from ``dp_adjustment`` or, by default, from
     data/edge_city/table_4_0_illustrative.csv, ILLUSTRATIVE (``Road.illustrative`` says so);
  S5 the optimal policy is found by value iteration in floating point and checked by
     :meth:`Road.verify` in exact arithmetic; every value and turn distribution reported is exact.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType

from ... import readings
from ...data import load_csv
from ..rip.data import dp_gained, table_4_0
from ..rip.odds import rip_outcomes
from ..rules.cool import regain_cool_probability
from ..rules.win import STATUSES, level
from ._records import Records
from ._solve import evaluate, forward, improve, value_iteration

__all__ = ["ROAD_RIP_TYPES", "ROAD_POLICIES", "RoadState", "Road", "road_to_legend",
           "illustrative_table_4_0"]

ROAD_RIP_TYPES = ("sensitive", "secret", "super_secret")
ROAD_POLICIES = ("cautious", "greedy_dp", "rip_first")
LEGEND = 4
MAX_DP = 200  # a documented bound: the road never needs more than 32 DP


@dataclass(frozen=True, order=True)
class RoadState:
    """Level (0-3), DP (capped), COOL at the start of the turn, previous attempts here."""

    level: int
    dp: int
    cool: bool
    attempts: int

    def __str__(self) -> str:
        c = "COOL" if self.cool else "UnCOOL"
        return f"{STATUSES[self.level]}, {self.dp} DP, {c}, {self.attempts} previous attempt(s)"


@functools.lru_cache(maxsize=1)
def illustrative_table_4_0() -> Mapping[tuple[str, str], int]:
    """The ILLUSTRATIVE Table 4.0 used where the rulebook gives no cell (S4), printed cells kept.

    Rules: Edge City 11.6.5.3.
    """
    rows = load_csv("edge_city/table_4_0_illustrative.csv", {
        "status": str, "rip_type": str, "adjustment": int, "source": str, "cite": str},
        key=("status", "rip_type"))
    out = {(r["status"], r["rip_type"]): r["adjustment"] for r in rows}
    out.update({k: v["adjustment"] for k, v in table_4_0().items()})
    return MappingProxyType(out)


def _check_int(x, name, lo, hi):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be a whole number, not {x!r}")
    if not lo <= x <= hi:
        raise ValueError(f"{name} must be a whole number from {lo} to {hi}, not {x}")
    return x


def _check_adjustment(adj) -> dict:
    if adj is None:
        return {}
    if not isinstance(adj, Mapping):
        raise TypeError(f"dp_adjustment must be a mapping (status, rip_type) -> int, "
                        f"not {type(adj).__name__}")
    out = {}
    for k, v in adj.items():
        if not (isinstance(k, tuple) and len(k) == 2 and k[0] in STATUSES and k[1] in ROAD_RIP_TYPES):
            raise ValueError(f"dp_adjustment keys must be (status title, rip type) pairs from "
                             f"{STATUSES} x {ROAD_RIP_TYPES}, not {k!r}")
        out[k] = _check_int(v, f"dp_adjustment[{k!r}]", -50, 50)
    return out


class Road:
    """The road-to-Legend MDP (build with :func:`road_to_legend`). Exact transitions."""

    def __init__(self, start: RoadState, tech: dict, hop: bool, adjustment: dict, rip_types, rules):
        self.start, self.tech, self.hop, self.rules = start, MappingProxyType(tech), hop, rules
        self.rip_types = tuple(rip_types)
        printed = {k: v["adjustment"] for k, v in table_4_0().items()}
        self.adjustment = {**illustrative_table_4_0(), **adjustment, **printed}
        used = {(STATUSES[lv], t) for lv in range(start.level, LEGEND) for t in self.rip_types}
        self.illustrative = tuple(sorted(k for k in used if k not in adjustment and k not in printed))
        self.p_regain = Fraction(str(regain_cool_probability(tech.get("cool_modifier", 0), rules=rules)))
        self.max_attempts = self._saturation()
        self.states = tuple(RoadState(lv, d, c, k) for lv in range(start.level, LEGEND)
                            for d in range(self.cap(lv) + 1) for c in (True, False)
                            for k in range(self.max_attempts + 1))
        self._solution = None

    # ------------------------------------------------------------- the process
    def cap(self, lv: int) -> int:
        return 8 * (LEGEND - lv)

    @functools.lru_cache(maxsize=256)  # noqa: B019 - one Road, a few hundred keys, freed with it
    def rip(self, lv: int, rip_type: str, attempts: int) -> tuple[Fraction, Fraction, Fraction]:
        """(P success, P failed COOL, P failed UnCOOL) of one Rip: :func:`rip_outcomes`."""
        tech = {k: v for k, v in self.tech.items() if k != "cool_modifier"}
        o = rip_outcomes(STATUSES[lv], rip_type, previous_attempts=attempts, rules=self.rules, **tech)
        return tuple(Fraction(int(o[k].p), int(o[k].q)) for k in ("success", "failed_cool", "failed_uncool"))

    @functools.lru_cache(maxsize=64)  # noqa: B019
    def dp(self, lv: int, rip_type: str) -> tuple[tuple[int, Fraction], ...]:
        """The DP a successful Rip pays: :func:`dp_gained` with this road's Table 4.0 cell."""
        d = dp_gained(STATUSES[lv], rip_type, adjustment=self.adjustment[(STATUSES[lv], rip_type)],
                      rules=self.rules)
        return tuple((int(o), d.fraction(o)) for o in d.outcomes())

    def _saturation(self) -> int:
        k = 1
        while k < 30:
            if all(self.rip(lv, t, k) == self.rip(lv, t, k + 1)
                   for lv in range(self.start.level, LEGEND) for t in self.rip_types):
                return k
            k += 1
        return k

    def actions(self, s: RoadState) -> tuple[tuple, ...]:
        """(buy, move, rip_type): buy a title first?, "stay"/"travel"/"pass", the Rip type."""
        if s.dp >= 8 and s.level == LEGEND - 1:
            return ((True, "pass", None),)  # the last title: Legend is reached, nothing else counts
        buys = (False, True) if s.dp >= 8 else (False,)
        moves = ("stay", "travel") if self.hop else ("stay",)
        out = [(b, m, t) for b in buys for m in moves for t in self.rip_types]
        out += [(b, "pass", None) for b in buys]
        return tuple(out)

    def _idle(self, k: int) -> int:
        return 0 if self.rules.repeat_reset == "travel_or_idle" else k

    def acting(self, lv: int, d: int, k: int, a) -> list[tuple[Fraction, RoadState | None]]:
        """Where one COOL turn with action ``a`` leads (None: Hacker Legend reached)."""
        buy, move, t = a
        if buy:
            if d < 8:
                raise ValueError(f"cannot buy a title with {d} DP (8 DP each, 9.1.1)")
            lv, d = lv + 1, d - 8
            if lv == LEGEND:
                return [(Fraction(1), None)]
        if move == "pass":
            return [(Fraction(1), RoadState(lv, d, True, self._idle(k)))]
        k_used = k if move == "stay" else 0
        k_next = min(k_used + 1, self.max_attempts)
        p_ok, p_cool, p_uncool = self.rip(lv, t, k_used)
        out = [(p_cool, RoadState(lv, d, True, k_next)), (p_uncool, RoadState(lv, d, False, k_next))]
        for g, pg in self.dp(lv, t):
            out.append((p_ok * pg, RoadState(lv, min(d + g, self.cap(lv)), True, k_next)))
        return [(p, s) for p, s in out if p]

    def transitions(self, s: RoadState, a) -> list[tuple[Fraction, RoadState | None]]:
        """Exact distribution of the state at the start of the next turn (None: Legend)."""
        if s.cool:
            return self.acting(s.level, s.dp, s.attempts, a)
        p = self.p_regain
        out = [(p * q, n) for q, n in self.acting(s.level, s.dp, s.attempts, a)]
        out.append((1 - p, RoadState(s.level, s.dp, True, self._idle(s.attempts))))
        return [(q, n) for q, n in out if q]

    # ------------------------------------------------------------- answers
    def solve(self):
        """The optimal policy (state -> action) and its exact expected turns from each state."""
        if self._solution is None:
            pol = value_iteration(self)
            self._solution = (MappingProxyType(pol), evaluate(self, pol))
        return self._solution

    @property
    def policy(self) -> Mapping:
        return self.solve()[0]

    def verify(self) -> bool:
        """Exact check that no single action improves on the policy anywhere (policy iteration step)."""
        pol, val = self.solve()
        return not improve(self, pol, val)

    def named_policy(self, policy: str) -> Mapping:
        """A named policy as a state -> action table: "cautious", "greedy_dp", "rip_first", "optimal"."""
        if not isinstance(policy, str):
            raise TypeError(f"policy must be a policy name, not {policy!r}")
        if policy == "optimal":
            return self.policy
        if policy not in ROAD_POLICIES:
            raise ValueError(f"policy must be one of {('optimal', *ROAD_POLICIES)}, not {policy!r}")
        return MappingProxyType({s: _named(self, policy, s) for s in self.states})

    def policy_of(self, policy) -> Mapping:
        if isinstance(policy, str):
            return self.named_policy(policy)
        if not isinstance(policy, Mapping):
            raise TypeError(f"policy must be a name or a mapping state -> action, "
                            f"not {type(policy).__name__}")
        for st in self.states:  # every state of the road needs one of its own actions
            if st not in policy:
                raise ValueError(f"policy has no action for {st} (it must map every state of the "
                                 f"road, as Road.named_policy(...) and Road.solve() do)")
            if policy[st] not in self.actions(st):
                raise ValueError(f"policy gives {policy[st]!r} at {st}, not one of its actions "
                                 f"{list(self.actions(st))}")
        return policy

    def expected_turns(self, policy="optimal") -> Fraction:
        """Exact expected number of turns from the start to Hacker Legend under ``policy``."""
        return evaluate(self, self.policy_of(policy))[self.start]

    def turns(self, policy="optimal", n_max: int = 60) -> dict:
        """Exact P(Legend is reached on turn n) for n = 1..n_max, and the exact tail P(T > n_max)."""
        _check_int(n_max, "n_max", 1, 400)
        probs = forward(self, self.policy_of(policy), n_max)
        return {"P(T=n)": MappingProxyType(probs), "P(T>n_max)": 1 - sum(probs.values()),
                "mean": self.expected_turns(policy)}

    def compare(self, n: int = 20) -> Records:
        """One row per policy (optimal and the named ones): exact mean turns and P(Legend within n)
        (read-only rows; in a notebook, a labelled table)."""
        _check_int(n, "n", 1, 400)
        rows = []
        for name in ("optimal", *ROAD_POLICIES):
            t = self.turns(name, n)
            rows.append({"policy": name, "mean turns": t["mean"],
                         f"P(Legend within {n} turns)": 1 - t["P(T>n_max)"]})
        return Records(rows, f"The road to Hacker Legend from {self.start}: each player",
                       bar=f"P(Legend within {n} turns)",
                       notes="mean turns: the exact expected number of turns, shown as a decimal")

    def policy_table(self, dp_values=(0, 4, 8)) -> Records:
        """The optimal action at each Status (COOL, no previous attempt) for a few DP totals
        (read-only rows; in a notebook, a labelled table)."""
        if isinstance(dp_values, str) or not hasattr(dp_values, "__iter__"):
            raise TypeError(f"dp_values must be a sequence of whole numbers, not {dp_values!r}")
        dp_values = tuple(dp_values)
        if not 1 <= len(dp_values) <= 40:
            raise ValueError(f"dp_values must hold 1 to 40 DP totals, not {len(dp_values)}")
        pol = self.policy
        for d in dp_values:
            if isinstance(d, bool) or not isinstance(d, int) or not 0 <= d <= MAX_DP:
                raise ValueError(f"dp_values must hold whole numbers from 0 to {MAX_DP}, not {d!r}")
        roots = [RoadState(lv, min(d, self.cap(lv)), True, 0)
                 for lv in range(self.start.level, LEGEND) for d in dp_values]
        val = evaluate(self, pol, roots)
        rows = []
        for lv in range(self.start.level, LEGEND):
            for d in dp_values:
                s = RoadState(lv, min(d, self.cap(lv)), True, 0)
                rows.append({"status": STATUSES[lv], "DP": d, "action": describe(pol[s]),
                             "expected turns left": val[s]})
        return Records(rows, "The optimal action at each Status (COOL, no previous attempt)",
                       notes="expected turns left: exact, shown as a decimal")


def describe(a) -> str:
    buy, move, t = a
    if buy and move == "pass":
        return "buy a title and pass"
    head = "buy a title, then " if buy else ""
    if move == "pass":
        return head + "pass"
    where = "Rip here" if move == "stay" else "Travel to the other Bizclave and Rip"
    return f"{head}{where}: {t.replace('_', ' ')}"


def _named(road: Road, name: str, s: RoadState):
    buy = s.dp >= 8
    lv = s.level + 1 if buy else s.level
    if buy and lv == LEGEND:
        return (True, "pass", None)
    move = "travel" if road.hop and s.attempts else "stay"
    k = 0 if move == "travel" else s.attempts
    if name == "cautious":
        return (buy, move, "sensitive" if "sensitive" in road.rip_types else road.rip_types[0])

    def gain(t, kk):
        return road.rip(lv, t, kk)[0] * sum(g * p for g, p in road.dp(lv, t))
    if name == "greedy_dp":
        return (buy, move, max(road.rip_types, key=lambda t: gain(t, k)))
    return (buy, "stay", max(road.rip_types, key=lambda t: gain(t, 0)))  # rip_first


@readings.uses("repeat_reset", game="Edge City")
def road_to_legend(status="Wannabee", dp: int = 3, *, cool: bool = True, swat_stealth: int = 0,
                   ice_stealth: int = 0, swat_defend: int = 0, ice_defend: int = 0,
                   cool_modifier: int = 0, hop: bool = True, dp_adjustment=None,
                   rip_types=ROAD_RIP_TYPES, rules=None) -> Road:
    """The road to Hacker Legend for a lone Ripper, as an exact Markov decision process.

    Rules: Edge City 7.0, 8.1, 8.2, 9.1.1, 9.4.1, 11.3.2.2, 11.6.5, 11.6.5.3, Chart 1.0.

    ``status`` and ``dp`` (default 3 DP, 5.4) are where the climb starts; the Tech keywords are
    those of :func:`~edgekit.edge_city.rip_outcomes` (fixed for the climb, S1) and
    ``cool_modifier`` that of :func:`~edgekit.edge_city.regain_cool_probability`. ``dp_adjustment``
    maps (status, rip type) to a Table 4.0 cell for the cells the rulebook lacks (else
    ILLUSTRATIVE, S4). See the module docstring for the state, the turn and every simplification.

    >>> road = road_to_legend("Master Hacker", 8)
    >>> road.expected_turns()
    Fraction(1, 1)
    """
    lv = level(status, rules=rules)
    if lv >= LEGEND:
        raise ValueError(f"status must be below Hacker Legend to have a road to it, not {status!r}")
    _check_int(dp, "dp", 0, MAX_DP)
    for name, flag in (("cool", cool), ("hop", hop)):
        if not isinstance(flag, bool):
            raise TypeError(f"{name} must be True or False, not {flag!r}")
    tech = {}
    for name, v in (("swat_stealth", swat_stealth), ("ice_stealth", ice_stealth),
                    ("swat_defend", swat_defend), ("ice_defend", ice_defend),
                    ("cool_modifier", cool_modifier)):
        tech[name] = _check_int(v, name, -10, 10)
    if isinstance(rip_types, str) or not hasattr(rip_types, "__iter__"):
        raise TypeError(f"rip_types must be a sequence of Rip types, not {rip_types!r}")
    rip_types = tuple(rip_types)
    if not rip_types or any(t not in ROAD_RIP_TYPES for t in rip_types) \
            or len(set(rip_types)) < len(rip_types):
        raise ValueError(f"rip_types must be distinct Rip types from {ROAD_RIP_TYPES}, not {rip_types!r}")
    adj = _check_adjustment(dp_adjustment)
    start = RoadState(lv, min(dp, 8 * (LEGEND - lv)), cool, 0)
    return Road(start, tech, hop, adj, rip_types, rules)
