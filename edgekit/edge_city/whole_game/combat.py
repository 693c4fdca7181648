"""Attack Combat results in :mod:`.whole_game.game`: the winner's choices of 11.5.4.1 and Table 2.0.

Rules: Edge City 11.5.3.1, 11.5.4.1, Table 2.0, 8.4, 8.5.1, 9.1.1, 9.4.1, 10.1.1, 10.3, 12.2.

An Attack Combat is played in up to three steps:

1. ``attack`` (chance): the attacker's Win Roll as its Table 2.0 row. The outcome is an index into
   :data:`BAND_CODES` (``0`` lose, ``1`` margin 0-1, ``2``, ``3``, ``4`` margin 4+; under the reading
   ``combat_margins="exact"`` ``5`` margin exactly 4 and ``6`` margin 5+), with the exact odds of
   :func:`~edgekit.edge_city.combat_margin_dist` (two dice, :mod:`~edgekit.edge_city.rules.win`). A lost
   attack gives the defender DP equal to the attacker's Level (11.5.4.1, 10.1.1.2) and ends the turn.
2. ``spoils`` (the winner decides): :data:`SPOIL_NONE` nothing; SWAT :data:`SPOIL_UNCOOL` make the loser
   UnCOOL (9.4.1, "may choose"); ICE :data:`SPOIL_DP` take one die roll of DP (step 3); from margin 2
   (:func:`~edgekit.edge_city.band_menu`) ``TAKE_CARD(k)`` / ``DESTROY(k)``
   (:mod:`~edgekit.edge_city.whole_game.actions`): take or destroy the loser's card ``g.cards.names[k]``:
   hardware for SWAT, software for ICE, modifier within the band's allowance (reading ``combat_or_less``), a
   special card from margin 4 (reading ``ice_4_special`` for ICE); SWAT :data:`SPOIL_RANDOM` destroys a
   random software card within the allowance (a chance step, ``spoilrand``, equal odds per card held; its
   outcome is the card's index in ``g.cards.names``, so two copies of one card are one outcome of twice the
   weight). A taken card needs room with the winner (10.3).
3. ``icedp`` (chance): the DP paid, :func:`~edgekit.edge_city.ice_dp_payment` (the die times the Level
   difference when the loser has the higher Status, titles cashed at 8 DP when the loser has no DP);
   the outcome is ``8 * dp_paid + titles_cashed``.

Concealed cards (12.2, reading ``concealed_cards="concealed"``): the winner may also choose a hidden
card of the right class whatever its modifier, as the modifier is not seen; a hidden card over the
allowance gives nothing for the attack (12.2 says so for taking software; reading ``hidden_spoils``
decides whether the same holds for destroying, and for hardware). Reading ``bioware_spoils``: whether
a SWAT winner may take or destroy Bioware. The loser's face-up card of each 10.3 group is the
one it chose (:func:`~edgekit.edge_city.whole_game.hidden.face_up`).

8.5.2 (the Win Roll of the action a card is involved in decides its discard): the ``attack`` step's
outcome is the Table 2.0 row + :data:`ROLL_BASE` x the bit mask of the cards it discards, the used
cards being :func:`used_cards` (the attacker's Attack Tech of the combat's trait and the defender's
Defend Tech of it, 11.5.3.1, that print discard totals); the iT attack (11.7, resolved as an ICE
Attack Combat) uses the defender's ICE Defend Tech the same way (:func:`it_dist`), and a Defend
Combat against a Zone or Event card (11.5.2, 11.5.3.2) the Ripper's Defend Tech of the card's trait
(:func:`defend_dist`, outcome + :data:`DEFEND_BASE` x the mask). The discarded cards leave at the
roll, before the winner chooses its result.

Labelled assumptions (register EC-18): a Tech Travel card (11.2.3, class not printed) is neither
hardware nor software here and is never offered; the card model has no *special* cards (every Tech card has a
modifier of at least 1, :class:`~edgekit.edge_city.Card`), so the margin-4 special allowance is never
reached in the game; a destroyed card leaves the Ripper's hand (the Tech deck counts the copies
held, so it returns there).
"""

from __future__ import annotations

from ...dist import Dist
from ...play.core import replaced
from ..rules.combat import band_menu, combat_margin_dist, margin_band
from ..rules.combat_dp import ice_dp_payment
from ..rules.encounters import resolve_encounter, sprawl_defence_w
from ..rules.sprawl import sprawl_card
from ..rules.win import STATUSES, WIN, two_dice, win_probability, win_roll_event
from .actions import DESTROY, DESTROY0, SPOIL_DP, SPOIL_NONE, SPOIL_RANDOM, SPOIL_UNCOOL, TAKE0, TAKE_CARD
from .base import _add, _drop, encode

#: Chance outcome of the ``attack`` step -> Table 2.0 row (:data:`~edgekit.edge_city.rules.combat.BANDS`
#: and, under ``combat_margins="exact"``, :data:`~edgekit.edge_city.rules.combat.EXACT_BANDS`).
__all__ = ["BAND_CODES", "ROLL_BASE", "DEFEND_BASE", "SPOIL_NONE", "SPOIL_UNCOOL", "SPOIL_DP", "SPOIL_RANDOM",
           "TAKE0", "DESTROY0", "used_cards", "attack_dist", "it_dist", "defend_used", "defend_dist"]

BAND_CODES = ("lose", "0-1", "2", "3", "4+", "4", "5+")
#: An ``attack`` outcome id is the :data:`BAND_CODES` index + ROLL_BASE x the mask of the cards discarded.
ROLL_BASE = len(BAND_CODES)
#: A Defend Combat outcome id (a Zone or Event card's attack) is the encounter's own id (below 2048:
#: :func:`~edgekit.edge_city.whole_game.base.encode` plus ``board.DISCARDED``) + DEFEND_BASE x the mask.
DEFEND_BASE = 2048
CHANCE_PHASES = frozenset({"icedp", "spoilrand"})
_CLASS = {"SWAT": "hardware", "ICE": "software"}


def _card_of(g, a) -> tuple:
    """(taken, card name) of a take or destroy action id."""
    take = a in TAKE_CARD
    return take, g.cards.names[(TAKE_CARD if take else DESTROY).index(a)]


def _classes(g, kind) -> tuple:
    if kind == "SWAT" and g.rules.bioware_spoils == "as_hardware":
        return ("hardware", "bioware")
    return (_CLASS[kind],)


def band_dist(g, w: int) -> Dist:
    """The ``attack`` step: :data:`BAND_CODES` index with the exact odds of the attacker's Win Roll."""
    return combat_margin_dist(w, rules=g.rules).map(BAND_CODES.index)


def _mask(totals, t) -> int:
    """The bit mask of the cards (one tuple of discard totals each) that two-dice total ``t`` discards."""
    return sum(1 << b for b, ts in enumerate(totals) if t in ts)


def used_cards(g, s, kind: str, j: int, attacker: bool = True) -> tuple:
    """((seat, card name), ...): the cards used in a ``kind`` ("SWAT" or "ICE") Attack Combat of the
    player to move on player ``j`` that a Win Roll may discard (8.5.2): the attacker's Attack Tech of
    that trait (not when ``attacker`` is False: the iT attack's strength is the card's own) and the
    defender's Defend Tech of it (11.5.3.1), each printing discard totals; one copy of a double
    (10.3.1). Allies modify no Attack Combat here (reading ``ally_modifies``).

    Rules: Edge City 8.5.2, 11.5.3.1, 11.4.5.2, 10.3.1.
    """
    cat, out = g.cards.catalogue, []
    for seat, typ in ((s.player, "attack"),) * attacker + ((j, "defend"),):
        for n in sorted(set(s.rippers[seat].cards)):
            c = cat[n]
            if c.kind == "tech" and c.discard and c.tech_type == typ and c.trait in (kind, "both"):
                out.append((seat, n))
    return tuple(out)


def attack_dist(g, s, w: int) -> Dist:
    """The ``attack`` step's exact odds at Win Number ``w``: the Table 2.0 row (:func:`band_dist`)
    and, when cards of :func:`used_cards` print discard totals, + :data:`ROLL_BASE` x the mask of
    those the same roll discards (8.5.2).

    Rules: Edge City 11.5.3.1, 11.5.4.1, Table 2.0, 8.4, 8.5.1, 8.5.2.
    """
    kind, j = s.pending[:2]
    used = used_cards(g, s, kind, j)
    if not used:
        return band_dist(g, w)
    totals = tuple(g.cards.catalogue[n].discard for _, n in used)
    return g.board._keep(("attack discards", w, totals, g.rules), lambda: two_dice().map(
        lambda t: BAND_CODES.index(margin_band(w, t, rules=g.rules)) + ROLL_BASE * _mask(totals, t)))


def it_dist(g, s, w: int) -> Dist:
    """The iT attack's exact odds at Win Number ``w`` (11.7, as an ICE Attack Combat, 11.5.3.1):
    0 the defender is eliminated, 1 the attack fails, + 2 x the mask of the defender's ICE Defend
    cards (:func:`used_cards`) the same roll discards (8.5.2).

    Rules: Edge City 11.7, 11.5.3.1, 8.4, 8.5.1, 8.5.2.
    """
    used = used_cards(g, s, "ICE", s.pending[0], attacker=False)
    if not used:
        p = win_probability(w, rules=g.rules)
        return Dist.from_probs({0: p, 1: 1 - p})
    totals = tuple(g.cards.catalogue[n].discard for _, n in used)
    return two_dice().map(lambda t: int(win_roll_event(t, w, rules=g.rules) != WIN) + 2 * _mask(totals, t))


def discard(g, s, used, mask) -> tuple:
    """The Rippers with the cards ``used[b]`` of the bits of ``mask`` discarded (one copy each, 8.5.2)."""
    rs = list(s.rippers)
    for b, (seat, n) in enumerate(used):
        if mask >> b & 1 and n in rs[seat].cards:
            rs[seat] = replaced(rs[seat], cards=_drop(rs[seat], n))
    return tuple(rs)


def defend_used(g, s, card) -> tuple:
    """The Defend Tech cards (names) the player to move uses against Sprawl card ``card``'s SWAT or
    ICE attack that print discard totals (8.5.2, 11.5.3.2); none against a COOL attack.

    Rules: Edge City 8.5.2, 11.5.2, 11.5.3.2.
    """
    kind = sprawl_card(card).attack
    if kind not in ("SWAT", "ICE"):
        return ()
    return tuple(n for _, n in used_cards(g, s, kind, s.player, attacker=False))


def defend_dist(g, card, inputs, used, leaves: int) -> Dist:
    """A Defend Combat against Sprawl card ``card`` (11.5.3.2) whose roll also decides the discard of
    the Defend cards ``used`` (8.5.2): the encounter's outcome id (``base.encode``, + ``leaves`` when the
    card leaves the board, 11.4.3.1: ``board.DISCARDED`` for a Zone card, else 0) + :data:`DEFEND_BASE` x
    the mask of ``used`` discarded.
    ``inputs``: :func:`~edgekit.edge_city.whole_game.board.defence_inputs`. Summed over the masks it is
    exactly :func:`~edgekit.edge_city.encounter_outcomes` (a test checks it).

    Rules: Edge City 11.5.3.2, 11.5.4.2, 11.4.3.1, 8.4, 8.5.1, 8.5.2.
    """
    card = sprawl_card(card)
    w = sprawl_defence_w(card, **inputs, rules=g.rules)
    totals = tuple(g.cards.catalogue[n].discard for n in used)

    def one(t):
        e = resolve_encounter(card, t, w, bioware=inputs["bioware"], rules=g.rules)
        return encode(e) + leaves * e.discarded + DEFEND_BASE * _mask(totals, t)
    return two_dice().map(one)


def outcome_bound(g) -> int:
    """An upper bound on the outcome ids of the combat rolls that also decide discards (OpenSpiel's
    ``max_chance_outcomes``): the masks range over the game's Attack and Defend Tech cards that print
    discard totals."""
    cat = g.cards.catalogue
    n_attack = sum(1 for n in g.cards.names if cat[n].kind == "tech" and cat[n].discard
                   and cat[n].tech_type == "attack")
    n_defend = sum(1 for n in g.cards.names if cat[n].kind == "tech" and cat[n].discard
                   and cat[n].tech_type == "defend")
    return max(ROLL_BASE << (n_attack + n_defend), DEFEND_BASE << n_defend, 2 << n_defend)


def face_up(g, r) -> frozenset:
    """The loser's face-up cards (:func:`~edgekit.edge_city.whole_game.hidden.face_up`, 12.2)."""
    from .hidden import face_up as shown
    return shown(g, r)


def _fits(c, menu) -> bool:
    return c.modifier in menu["cards"]   # no card of the model is "special" (module docstring)


def _menu(g, s):
    kind, _, band = s.pending
    return band_menu(BAND_CODES[band], kind, rules=g.rules)


def legal(g, s) -> tuple:
    """The winner's choices (11.5.4.1, Table 2.0)."""
    from ..cards.rules import room
    kind, j, band = s.pending
    r, o, cat = s.rippers[s.player], s.rippers[j], g.cards.catalogue
    out = [SPOIL_NONE, SPOIL_UNCOOL if kind == "SWAT" else SPOIL_DP]
    if BAND_CODES[band] in ("0-1", "5+"):
        return tuple(out)
    menu, shown, blind = _menu(g, s), face_up(g, o), g.rules.hidden_spoils == "any_hidden"
    for h in sorted(set(o.cards)):
        c = cat[h]
        if c.kind != "tech" or c.tech_class not in _classes(g, kind):
            continue
        ok = _fits(c, menu) or h not in shown   # a hidden card's modifier is not seen (12.2)
        if ok and room(g, r, c) and (_fits(c, menu) or blind or c.tech_class == "software"):
            out.append(TAKE_CARD(g.cards.index[h]))
        if ok and (_fits(c, menu) or blind):
            out.append(DESTROY(g.cards.index[h]))
    if kind == "SWAT" and _random_pool(g, o, menu):
        out.append(SPOIL_RANDOM)
    return tuple(sorted(out))


def _random_pool(g, o, menu) -> tuple:
    """SWAT: the loser's software cards a random destruction may hit (11.5.4.1 1.a.ii-1.c.ii), one
    entry per copy held (two copies of a card are two cards the random choice may hit)."""
    cat = g.cards.catalogue
    return tuple(h for h in o.cards if cat[h].kind == "tech" and cat[h].tech_class == "software"
                 and _fits(cat[h], menu))


def apply(g, s, a):
    """Apply the winner's choice (``spoils``) or a chance outcome (``icedp``, ``spoilrand``)."""
    kind, j, band = s.pending[:3]
    i, r, o = s.player, s.rippers[s.player], s.rippers[j]
    rs = list(s.rippers)
    if s.phase == "icedp":
        paid, titles = divmod(a, 8)
        rs[j] = replaced(o, level=o.level - titles, dp=o.dp - paid + 8 * titles)
        rs[i] = replaced(r, dp=r.dp + paid)
    elif s.phase == "spoilrand":   # the outcome is the destroyed card's index in g.cards.names
        rs[j] = replaced(o, cards=_drop(o, g.cards.names[a]))
    elif a == SPOIL_UNCOOL:
        rs[j] = replaced(o, cool=False)
    elif a == SPOIL_DP:
        return replaced(s, phase="icedp")
    elif a == SPOIL_RANDOM:
        return replaced(s, phase="spoilrand")
    elif a != SPOIL_NONE:
        take, h = _card_of(g, a)
        if _fits(g.cards.catalogue[h], _menu(g, s)):   # else a hidden card over the allowance: nothing
            rs[j] = replaced(o, cards=_drop(o, h))
            if take:
                rs[i] = replaced(r, cards=_add(r, h))
    return g._end_turn(s, tuple(rs))


def chance(g, s) -> Dist:
    kind, j, band = s.pending
    if s.phase == "spoilrand":   # each card held equally likely; copies of one card are one outcome
        return Dist.uniform(g.cards.index[h] for h in _random_pool(g, s.rippers[j], _menu(g, s)))
    r, o = s.rippers[s.player], s.rippers[j]
    key = ("icedp", r.level, o.level, min(o.dp, 64), g.rules)
    return g.board._keep(key, lambda: ice_dp_payment(
        STATUSES[r.level], STATUSES[o.level], loser_dp=o.dp, rules=g.rules).map(lambda t: 8 * t[0] + t[1]))


def label(g, s, a) -> str:
    """Words for a choice or an outcome of the combat results."""
    kind, j, band = s.pending
    if s.phase == "icedp":
        paid, titles = divmod(a, 8)
        return f"takes {paid} DP from P{j}" + (f" (P{j} cashes {titles} title(s) at 8 DP)" if titles else "")
    if s.phase == "spoilrand":
        return f"destroys P{j}'s {g.cards.names[a]} (chosen at random)"
    if a == SPOIL_NONE:
        return "take no result"
    if a == SPOIL_UNCOOL:
        return f"make P{j} UnCOOL"
    if a == SPOIL_DP:
        return f"take one die roll of DP from P{j}"
    if a == SPOIL_RANDOM:
        return f"destroy a random software card of P{j}"
    take, h = _card_of(g, a)
    hidden = h not in face_up(g, s.rippers[j])
    return (f"{'take' if take else 'destroy'} P{j}'s {h}"
            + (" (hidden: nothing if over the allowance, 12.2)" if hidden else ""))


def turn_words(g, s):
    """(what, rule, note) of a combat-results step."""
    kind, j, band = s.pending
    if s.phase == "spoils":
        return (f"{kind} attack on P{j} won (Table 2.0 row {BAND_CODES[band]}): the winner chooses",
                "Edge City 11.5.4.1, Table 2.0, 12.2", "")
    if s.phase == "icedp":
        return (f"one die roll of DP from P{j}", "Edge City 11.5.4.1, 10.1.1.1, 9.1.1",
                "EC-16 assumptions of ice_dp_payment")
    return (f"a random software card of P{j} is destroyed", "Edge City 11.5.4.1", "each card equally likely")


def policy_choice(s) -> int:
    """The named policies' choice: take (else destroy) the loser's best face-up card the band
    allows, else DP (ICE) or UnCOOL (SWAT)."""
    g = s.game
    legal_ = s.legal_actions()
    kind, j, _ = s.pending
    cards = [a for a in legal_ if a >= TAKE0 and _card_of(g, a)[1] in face_up(g, s.rippers[j])]
    if cards:
        def worth(a):
            c = g.cards.catalogue[_card_of(g, a)[1]]
            return (c.modifier, a < DESTROY0, -a)
        return max(cards, key=worth)
    return SPOIL_UNCOOL if kind == "SWAT" else SPOIL_DP
