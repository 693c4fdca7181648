"""Concealed cards in :mod:`edgekit.edge_city.whole_game.game`: which card of each group is face up (12.2).

Rules: Edge City 12.2, 10.3, 11.1.

Under the reading ``concealed_cards="concealed"`` a player keeps one card of each 10.3 group face up and may
change which only at the start of its turn (12.2). At the start of each turn, for each group in which the
Ripper holds two or more different cards, the player chooses the face-up one in a ``faceup`` step:
``SHOW(k)`` (1608..1851, in :mod:`~edgekit.edge_city.whole_game.actions`) shows card ``g.cards.names[k]``
(the one face up now is among the choices: keeping it is a choice). A group whose face-up card has left the
hand shows its first card by name until the player's next turn. :func:`face_up` is the one answer for
everything that depends on it (the others' ``observation``, the 12.2 rule of a won ICE attack).
"""

from __future__ import annotations

from ...play.core import replaced
from .actions import SHOW


def face_up(g, r) -> frozenset:
    """The cards of Ripper ``r`` the others see: all, or under ``concealed_cards="concealed"`` one per
    10.3 group: the one its player chose (``r.shown``), else the first by name."""
    if g.rules.concealed_cards == "face_up":
        return frozenset(r.cards)
    out = {}
    for h in r.cards:   # held cards are sorted by name
        grp = g.cards.catalogue[h].group
        if grp not in out or (h in r.shown and out[grp] not in r.shown):
            out[grp] = h
    return frozenset(out.values())


def _groups(g, r) -> tuple:
    """The 10.3 groups in which the Ripper holds two or more different cards (a choice to make)."""
    seen = {}
    for h in sorted(set(r.cards)):
        seen.setdefault(g.cards.catalogue[h].group, []).append(h)
    return tuple(sorted(k for k, v in seen.items() if k and len(v) > 1))


def enter(g, s):
    """The start of a turn: the ``faceup`` steps first when there is a choice (12.2), else None."""
    if g.rules.concealed_cards == "face_up":
        return None
    todo = _groups(g, s.rippers[s.player])
    return replaced(s, phase="faceup", pending=todo) if todo else None


def legal(g, s) -> tuple:
    r = s.rippers[s.player]
    return tuple(sorted(SHOW(g.cards.index[h]) for h in set(r.cards)
                        if g.cards.catalogue[h].group == s.pending[0]))


def apply(g, s, a):
    r, name = s.rippers[s.player], g.cards.names[SHOW.index(a)]
    grp = g.cards.catalogue[name].group
    shown = tuple(sorted({h for h in r.shown if g.cards.catalogue[h].group != grp} | {name}))
    s = replaced(s, rippers=g._set(s, s.player, shown=shown), pending=s.pending[1:])
    if s.pending:
        return s
    return replaced(s, phase="act" if r.cool else "regain", pending=())


def label(g, s, a) -> str:
    name = g.cards.names[SHOW.index(a)]
    now = name in face_up(g, s.rippers[s.player])
    return f"{name} face up" + (" (kept)" if now else "")


def policy_choice(s) -> int:
    """The named players show their weakest card of the group (the strongest stay hidden)."""
    g = s.game
    return min(s.legal_actions(), key=lambda a: (g.cards.catalogue[g.cards.names[SHOW.index(a)]].modifier, a))
