"""Named players of :mod:`edgekit.edge_city.game`: cautious, greedy for DP, Rip-first."""

from __future__ import annotations

from types import MappingProxyType

from ..play import FunctionPolicy


def _pick(s, prefs):
    legal = s.legal_actions()
    for a in prefs:
        if a in legal:
            return a
    return legal[0]


def policies(g):
    from .game import BUY, DRAW, IT0, PASS, RIP0, TAKE_DP, TAKE_IT, THEFT, TRAVEL0

    it_targets = tuple(IT0 + j for j in range(6))
    dome, park = TRAVEL0, TRAVEL0 + 1

    def other_bizclave(s):
        return park if s.rippers[s.player].space == "business_dome" else dome

    def cautious(s):  # Sensitive Rips only, always from a fresh Bizclave; buys titles; takes DP
        r = s.rippers[s.player]
        if s.phase == "reward":
            return TAKE_DP
        if s.phase == "arrived":
            return _pick(s, (RIP0, THEFT, DRAW, PASS))
        return _pick(s, (BUY, *it_targets, other_bizclave(s) if r.attempts else RIP0, other_bizclave(s)))

    def greedy(s):  # Secret Rips (the most DP a Wannabee can expect), iT when Legend
        r = s.rippers[s.player]
        if s.phase == "reward":
            return TAKE_IT if r.level == 4 or r.level == 3 else TAKE_DP
        if s.phase == "arrived":
            return _pick(s, (RIP0 + 1, THEFT, DRAW, PASS))
        return _pick(s, (BUY, *it_targets, RIP0 + 2 if r.level >= 3 and not r.it else
                         (other_bizclave(s) if r.attempts else RIP0 + 1), other_bizclave(s)))

    def rip_first(s):  # Rips where it stands every turn, never travels if it can Rip
        r = s.rippers[s.player]
        if s.phase == "reward":
            return TAKE_IT
        if s.phase == "arrived":
            return _pick(s, (RIP0 + 2, THEFT, DRAW, PASS))
        return _pick(s, (BUY, *it_targets, RIP0 + 2 if r.level >= 3 else RIP0 + 1, RIP0, dome))

    return MappingProxyType({
        "cautious": FunctionPolicy("cautious", cautious, "Sensitive Rips from a fresh Bizclave; buys "
                                   "every title it can; takes DP, never iT"),
        "greedy_dp": FunctionPolicy("greedy_dp", greedy, "Secret Rips (Super Secret from Master Hacker "
                                    "to win iT); travels to clear the -1; attacks with iT as Legend"),
        "rip_first": FunctionPolicy("rip_first", rip_first, "Rips where it stands every turn (Super "
                                    "Secret from Master Hacker), never travelling to clear the -1"),
    })
