"""The whole game's shared steps, below every other module of this room (issue 20: they were
taken from each other inside functions, which tied 11 modules into one import cycle).

Rules: Edge City 6.0, 11.2, 11.4.3, 12.2.

What lives here is what two or more of the game's modules need: the start of a turn
(:func:`_enter`), the Zone cards of a space and the Travel along a route that meets them
(:func:`zones_at`, :func:`_zone_costs`, :func:`_go`), a Ripper placed or holding one card more or
less (:func:`_place`, :func:`_add`, :func:`_drop`), an Encounter as a chance outcome id
(:func:`encode`) and a space's name (:func:`name_of`). Of this room it imports only :mod:`.hidden`
(which imports only :mod:`.actions`), so the modules form layers: base < deck < combat < travel < board <
cards < rip_steps < card_words < board_words < words < policies < game < openspiel.
"""

from __future__ import annotations

from ...play.core import replaced
from ..rules.sprawl import sprawl_card
from . import hidden as gh


def _enter(state):
    """Resolve the "start" phase: an UnCOOL Ripper rolls to regain COOL, a COOL one acts."""
    if state.phase != "start":
        return state
    r = state.rippers[state.player]   # 12.2: the face-up cards are chosen first (game_hidden)
    return gh.enter(state.game, state) or replaced(state, phase="act" if r.cool else "regain")


def _add(r, name):
    return tuple(sorted((*r.cards, name)))


def _drop(r, name):
    cs = list(r.cards)
    cs.remove(name)
    return tuple(cs)


def encode(e) -> int:
    """An :class:`~edgekit.edge_city.rules.encounters.Encounter` as a chance outcome id: COOL (1),
    acts upon the next card (2), lost a Bioware card (4), DP gained (times 8); a discarded Zone card
    adds :data:`~edgekit.edge_city.whole_game.board.DISCARDED` (game_board)."""
    return int(e.cool) + 2 * int(e.continues) + 4 * int(bool(e.lost)) + 8 * min(int(e.dp), 99)


def _zone_costs(zones) -> tuple:
    out = []
    for pos, cards in zones:
        tp = [sprawl_card(c).tp_cost for c in cards if sprawl_card(c).tp_cost is not None]
        if tp:
            out.append((pos, tuple(tp)))
    return tuple(out)


def zones_at(s, pos) -> tuple:
    for p, cards in s.zones:
        if p == pos:
            return cards
    return ()


def _place(g, s, i, pos, **kw) -> tuple:
    rs = list(s.rippers)
    rs[i] = replaced(rs[i], pos=pos, space=g.board.kind[pos], **kw)
    return tuple(rs)


def _go(g, s, path, i, j):
    """Meet the next Zone card on the route (11.4.3), or arrive."""
    zones, n = s.zones, len(path)
    while i < n:
        here = path[i]
        for p, cards in zones:   # zones_at(s, here), inlined: at every space of every Travel
            if p == here:
                if j < len(cards):
                    return replaced(s, phase="zone", pending=(path, i, j))
                break
        i, j = i + 1, 0
    rs = _place(g, s, s.player, path[-1], attempts=0)
    if g.board.kind[path[-1]] == "tech_plex":   # 11.3.2.1: buy Tech or attempt Theft (game_cards)
        return replaced(s, rippers=rs, phase="plex", pending=(0, 0))
    return replaced(s, rippers=rs, phase="arrived", pending=())


def name_of(g, pos) -> str:
    return f"{g.board.layout[pos]} {pos}"
