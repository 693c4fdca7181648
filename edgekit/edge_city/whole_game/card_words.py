"""Words of the cards in the Edge City game: labels, turn text, hands, what each player observes.

Rules: Edge City 5.6, 8.5.2, 9.1.1, 10.1.2, 10.1.3, 10.3.2, 10.4, 11.1, 11.4, 11.6.4, 11.8.2, 12.2.
"""

from __future__ import annotations

from ..cards.catalogue import Card
from ..rules.encounters import sprawl_defence_w
from ..rules.win import STATUSES
from . import deck as gd
from .actions import CARD, DONE, TAKE, THEFT
from .base import name_of, zones_at
from .board import defence_inputs, draw_count
from .cards import block, drawn_indexes, trade_in_value, unzone_of  # 10.4 is decided there; the words say it


def label(g, s, a) -> str:
    """An action or chance outcome of a card phase in words; the phase is read first (an outcome
    id of the Draw or an encounter is not an action id)."""
    cat = g.cards.catalogue
    if s.phase == "draw":
        names = [g.cards.sprawl[x][0] for x in drawn_indexes(g, s, a)]
        if not names:
            return "draws nothing: " + ("two cards are in the space" if not draw_count(s) else
                                        "no card is left in the draw pile or the discard pile")
        return "draws " + " and ".join(names)
    if s.phase == "encounter":
        gone = ", the Zone card is discarded" if a >= 1024 else ""
        a %= 1024
        return (f"{'COOL kept' if a & 1 else 'UnCOOL'}" + (f", gains {a >> 3} DP" if a >> 3 else "") + gone
                + (", loses the largest Bioware card" if a & 4 else "")
                + ("" if a & 2 else ": the Draw ends"))
    if s.phase == "leper":
        return f"loses {'an iT card' if a == len(g.cards.names) else g.cards.names[a]} to the virus"
    if s.phase == "discard":
        return f"{s.pending[0]} {'is discarded' if a else 'is kept'}"
    if s.phase == "reply":
        c = cat[s.pending[3]]
        return f"buy {c.name} from P{s.pending[2]} for {c.cost} DP" if a == TAKE else "refuse"
    if s.phase not in _DONE:
        raise ValueError(f"s: the {s.phase!r} phase is not a phase of the cards")
    if s.phase == "upgrade" and a != DONE:
        pos, j = unzone_of(g, a)
        return f"discard {zones_at(s, pos)[j]} from {name_of(g, pos)}"
    if s.phase == "offer" and cat[s.pending[0]].kind == "boost":
        c = cat[s.pending[0]]
        if a == DONE:
            return f"decline {c.name}"
        up = STATUSES[min(len(STATUSES) - 1, s.rippers[s.player].level + c.modifier)]
        return f"rise to {up} with {c.name}" + (f" for {c.cost} DP" if c.cost else "")
    if a == DONE:
        return _DONE[s.phase]
    if s.phase == "offer" and a == TAKE:
        c = cat[s.pending[0]]
        verb = {"ally": "hire", "patron": "accept"}.get(c.kind, "buy")
        return f"{verb} {c.name}" + (f" for {c.cost} DP" if c.cost else "")
    if s.phase == "plex" and a == THEFT:
        return "attempt Theft"
    if a not in CARD:
        raise ValueError(f"a: {a} is not an action of the {s.phase!r} phase")
    what, name = block(g, a)
    c = cat[name]
    if s.phase == "trade":
        return f"offer {name} for {c.cost} DP"
    return {"buy": f"buy {name} for {c.cost} DP", "sell": f"trade in {name} for {trade_in_value(c)} DP",
            "discard": f"discard {name}", "steal": f"take {name}"}[what]


#: DONE in each card decision phase (the Tech Plex: leave it).
_DONE = {"offer": "decline the card", "plex": "leave the Tech Plex", "steal": "take nothing",
         "trade": "offer nothing", "upgrade": "leave every Zone card on the board"}


def describe(c: Card) -> str:
    """A card in a few words: class, type, trait and modifier, and ILLUSTRATIVE where it is."""
    if c.kind == "tech":
        txt = f"{c.tech_class} {c.tech_type} {c.trait} +{c.modifier}"
    elif c.kind in ("ally", "patron", "event"):
        txt = f"{c.kind} {c.trait} +{c.modifier}"
    else:
        txt = c.kind
    return f"{c.name} ({txt}{', ILLUSTRATIVE' if 'ILLUSTRATIVE' in (c.source + c.note) else ''})"


def turn_words(g, s):
    """(what, rule, W, note) of a card phase for :class:`~edgekit.play.Turn`."""
    cat = g.cards.catalogue
    if s.phase == "draw":
        d = gd.of(g, s)
        return ("draw two Sprawl cards, less those already in the space", "Edge City 11.4.1, 5.6", None,
                f"drawn without replacement from the draw pile ({d}; the deck: sprawl_mix, ILLUSTRATIVE by "
                "default, EC-21); when it runs out the discard pile is reshuffled (5.6, reading "
                f"sprawl_reshuffle={g.rules.sprawl_reshuffle})")
    if s.phase == "upgrade":
        return ("Upgrade Rip won: discard a Zone card of your choice from the board (any space)",
                "Edge City 11.6.4, 11.4.3.2", None, "")
    if s.phase == "encounter":
        c = cat[s.pending[0]]
        w = None
        if c.kind in ("zone", "event"):   # the inputs of the step's odds (cards.chance)
            w = sprawl_defence_w(c.sprawl(), **defence_inputs(g, s), rules=g.rules)
        rule = "Edge City 11.4.4, 11.5.3.2, 11.5.4.2" if c.kind == "event" else "Edge City 11.4.3, 11.5.3.2"
        return (f"defend against {describe(c)}", rule, w, "")
    if s.phase == "leper":
        return ("CYBER LEPER-VIRUS with four software cards: a random one is lost", "Edge City 10.3.2",
                None, "")
    if s.phase == "discard":
        c = cat[s.pending[0]]
        return (f"was {c.name} discarded? (totals {', '.join(map(str, c.discard))})", "Edge City 8.5.2", None,
                "the action's Win Roll decides; its total is rolled here as its own step (the chance of a "
                "discard is exact; its link with the action's result is not kept)")
    if s.phase == "offer":
        c = cat[s.pending[0]]
        if c.kind == "boost":
            return (f"drawn: {c.name}: rise {c.modifier} title(s) for {c.cost} DP, or decline",
                    "Edge City 9.1.1", None, "its text is not printed: titles and cost ILLUSTRATIVE")
        rule = {"ally": "Edge City 10.1.3, 11.4.6", "patron": "Edge City 10.1.3, 11.4.7",
                "it": "Edge City 10.1.4"}.get(c.kind, "Edge City 10.1.2, 11.4.5")
        return (f"drawn: {describe(c)}", rule + ", 10.3", None, "")
    if s.phase == "plex":
        return ("at the Tech Plex: buy Tech, trade in, or attempt Theft", "Edge City 11.3.2.1, 10.1.2, 10.4",
                None, "Tech deck: the tech_mix description (ILLUSTRATIVE by default, EC-21)")
    if s.phase == "trade":
        return ("end of the round: offer one Tech card to the other Rippers", "Edge City 8.3, 10.4", None,
                "at its printed cost (reading ripper_trading)")
    if s.phase == "reply":
        c = cat[s.pending[3]]
        return (f"P{s.pending[2]} offers {describe(c)} for {c.cost} DP", "Edge City 8.3, 10.4", None, "")
    return ("Theft won: take one 2 DP Hardware or Software card", "Edge City 11.8.2", None, "")


def holding(g, r) -> str:
    """A Ripper's cards in words."""
    names = list(r.cards) + ["iT"] * r.it
    return ", ".join(names) if names else "no cards"


def observation(s, player) -> str:
    """What ``player`` sees: all of their own hand; of the others, not their DP (11.1) and, under
    ``concealed_cards="concealed"``, only one card of each 10.3 group (12.2); iT cards are shown; of
    the Sprawl deck, how many cards each face-down pile holds, not which (5.6).

    Rules: Edge City 5.6, 11.1, 12.2.
    """
    g = s.game
    parts = []
    for j, r in enumerate(s.rippers):
        if not r.alive:
            parts.append(f"P{j}: eliminated")
            continue
        head = f"P{j}: {STATUSES[r.level]}, {'COOL' if r.cool else 'UnCOOL'}, {r.space.replace('_', ' ')}"
        if j == player:
            parts.append(f"{head}, {r.dp} DP, {holding(g, r)}")
            continue
        shown, hidden = _face_up(g, r)
        parts.append(f"{head}, DP hidden, {', '.join(shown) or 'no cards shown'}"
                     + (f" (+{hidden} concealed)" if hidden else ""))
    to_draw, discarded = gd.seen(g, s)
    return (f"round {s.round}, P{s.player} ({s.phase}): " + "; ".join(parts)
            + f"; Sprawl deck: {to_draw} to draw, {discarded} discarded")


def information(s, player):
    """What ``player`` knows at ``s``, as a value (the OpenSpiel adapter spells it into the observation
    string): the state with the other Rippers' DP left out (11.1) and, of their cards, only those
    face up, the concealed ones as "?" (12.2), and the Sprawl deck as the sizes of its two face-down
    piles (5.6). Which deck another Ripper's card came from is not shown (the rulebook does not say
    whether the two decks' copies look different). Two states give equal values exactly when
    ``player`` sees the same at both.

    Rules: Edge City 5.6, 11.1, 12.2.
    """
    import dataclasses

    def seen(r):
        shown, hidden = _face_up(s.game, r)
        return dataclasses.replace(r, dp=None, it=0, shown=(), sprawl=(),
                                   cards=tuple(shown) + ("?",) * hidden)

    return dataclasses.replace(s, rippers=tuple(r if j == player or not r.alive else seen(r)
                                                for j, r in enumerate(s.rippers)), deck=gd.seen(s.game, s))


def _face_up(g, r):
    names = list(r.cards)
    if g.rules.concealed_cards == "face_up":
        return names + ["iT"] * r.it, 0
    from .hidden import face_up  # the player's choice of 12.2 (else the first by name)
    shown = [h for h in names if h in face_up(g, r)]
    shown = [h for k, h in enumerate(shown) if h not in shown[:k]]
    return shown + ["iT"] * r.it, len(names) - len(shown)
