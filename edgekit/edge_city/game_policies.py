"""Named players of :mod:`edgekit.edge_city.game`: cautious, greedy for DP, Rip-first.

On the board (:mod:`~edgekit.edge_city.game_board`) each Travels toward a Bizclave to Rip in: onto it
when it is reachable this turn, else to the reachable space nearest it in TP. At set-up (5.3) each
starts on the Business Dome.
"""

from __future__ import annotations

from types import MappingProxyType

from ..play import FunctionPolicy


def _pick(s, prefs):
    legal = s.legal_actions()
    for a in prefs:
        if a in legal:
            return a
    return legal[0]


def _toward(g, s, kinds):
    """The Travel action that gets nearest (in TP) to the nearest Bizclave of ``kinds``."""
    from .game_board import TRAVEL_AT0
    b = g.board
    best = None   # back to where it stands counts too
    for a in s.legal_actions():
        if TRAVEL_AT0 <= a < TRAVEL_AT0 + len(b.positions):
            p = b.positions[a - TRAVEL_AT0]
            # the Tech Plex forces a Theft (11.3.2.1): counted one TP further unless it is the goal
            plex = b.kind[p] == "tech_plex" and "tech_plex" not in kinds
            key = (b.nearest(p, kinds) + plex, a)
            best = key if best is None or key < best else best
    return best[1] if best else -1


def policies(g):
    from .game import BUY, DRAW, IT0, PASS, RIP0, TAKE_DP, TAKE_IT, THEFT
    from .game_board import TRAVEL_AT0

    it_targets = tuple(IT0 + j for j in range(6))
    dome_at = TRAVEL_AT0 + g.board.index[g.board.layout.where("Business Dome")]

    def setup(s):
        return dome_at

    def dome(s):
        return _toward(g, s, ("business_dome", "research_park"))

    def other_bizclave(s):
        return _toward(g, s, ("business_dome", "research_park"))

    def cautious(s):  # Sensitive Rips only, always from a fresh Bizclave; buys titles; takes DP
        r = s.rippers[s.player]
        if s.phase == "setup":
            return setup(s)
        if s.phase == "reward":
            return TAKE_DP
        if s.phase == "arrived":
            return _pick(s, (RIP0, THEFT, DRAW, PASS))
        return _pick(s, (BUY, *it_targets, other_bizclave(s) if r.attempts else RIP0, other_bizclave(s)))

    def greedy(s):  # Secret Rips (the most DP a Wannabee can expect), iT when Legend
        r = s.rippers[s.player]
        if s.phase == "setup":
            return setup(s)
        if s.phase == "reward":
            return TAKE_IT if r.level == 4 or r.level == 3 else TAKE_DP
        if s.phase == "arrived":
            return _pick(s, (RIP0 + 1, THEFT, DRAW, PASS))
        return _pick(s, (BUY, *it_targets, RIP0 + 2 if r.level >= 3 and not r.it else
                         (other_bizclave(s) if r.attempts else RIP0 + 1), other_bizclave(s)))

    def rip_first(s):  # Rips where it stands every turn, never travels if it can Rip
        r = s.rippers[s.player]
        if s.phase == "setup":
            return setup(s)
        if s.phase == "reward":
            return TAKE_IT
        if s.phase == "arrived":
            return _pick(s, (RIP0 + 2, THEFT, DRAW, PASS))
        return _pick(s, (BUY, *it_targets, RIP0 + 2 if r.level >= 3 else RIP0 + 1, RIP0, dome(s)))

    return MappingProxyType({
        "cautious": FunctionPolicy("cautious", cautious, "Sensitive Rips from a fresh Bizclave; buys "
                                   "every title it can; takes DP, never iT"),
        "greedy_dp": FunctionPolicy("greedy_dp", greedy, "Secret Rips (Super Secret from Master Hacker "
                                    "to win iT); travels to clear the -1; attacks with iT as Legend"),
        "rip_first": FunctionPolicy("rip_first", rip_first, "Rips where it stands every turn (Super "
                                    "Secret from Master Hacker), never travelling to clear the -1"),
    })
