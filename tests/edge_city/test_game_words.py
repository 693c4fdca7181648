"""What the Edge City whole game SHOWS agrees with what it does (issue 22, items 2 and 3).

Item 2: a step's W is the W its exact odds were computed with. BIOWARE CHOP SHOP's defence uses
the COOL Win Number minus the largest Bioware card held (11.4.8), and the log showed "W 7" even
when the odds used 6. The check here does not ask the game for its W a second time: it rebuilds
the step's odds from the W shown with the rules' one-roll functions (Table 2.0's margin, one
Defend Combat roll, one Win Roll of the Rip Track) and compares them with the step's odds.

Item 3: a label is the words of its phase's block (:mod:`~edgekit.edge_city.whole_game.actions`).
A Rip's DP gain of 19 or 20 shares its number with the SHOP and DONE actions, and the labels read
"buy Tech at the Tech Plex ..." and "leave the Tech Plex". The check is a table written from the
rulebook's steps: for each chance phase the words its outcomes may have, for each decision phase
the blocks its actions may come from and the words of each.

Sizes: a game under ``play`` costs 0.3-0.5 s of CPU and labelling every outcome and action again
about as much; the property plays six games, the regressions two: about 6 s in all.
"""

from __future__ import annotations

import dataclasses
import re
from fractions import Fraction

import pytest

from edgekit import edge_city as ec
from edgekit import play
from edgekit.dist import Dist
from edgekit.edge_city.rules.combat import combat_margin_dist
from edgekit.edge_city.rules.encounters import resolve_encounter, sprawl_card
from edgekit.edge_city.rules.win import two_dice, win_probability, win_roll_event
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import rip_steps as gr
from edgekit.edge_city.whole_game.base import encode
from edgekit.edge_city.whole_game.board import DISCARDED, zones_at
from edgekit.edge_city.whole_game.cards import mods
from edgekit.edge_city.whole_game.combat import BAND_CODES, DEFEND_BASE, ROLL_BASE
from edgekit.edge_city.whole_game.words import label_of


# ----------------------------------------------------------------------------- item 2: W shown = W used
def odds_at(g, s, w) -> Dist | None:
    """The odds step ``s`` has if its one Win Roll is made against ``w`` (None: no such roll here)."""
    r = s.rippers[s.player]
    if s.phase in ("zone", "encounter"):   # one Defend Combat roll against a Zone or Event card
        if s.phase == "zone":
            path, k, j = s.pending
            card, zone = sprawl_card(zones_at(s, path[k])[j]), True
        else:
            c = g.cards.catalogue[s.pending[0]]
            card, zone = c.sprawl(), c.kind == "zone"
        bio = tuple(sorted(mods(g, s.player, r.cards)["bioware"], reverse=True))

        def outcome(t):
            e = resolve_encounter(card, t, w, bioware=bio, rules=g.rules)
            return encode(e) + DISCARDED * (e.discarded and zone)
        return two_dice().map(outcome)
    if s.phase == "attack":   # Attack Combat: the Table 2.0 row of W - roll (11.5.4.1)
        return combat_margin_dist(w, rules=g.rules).map(BAND_CODES.index)
    if s.phase in ("regain", "it"):   # outcome 0: the roll is won
        p = win_probability(w, rules=g.rules)
        return Dist.from_probs({0: p, 1: 1 - p})
    if s.phase == gr.ROLL:   # one Win Roll of the Rip Track: where the pawn goes (not the discards)
        m, z = gr.machine(g, s), gr._DESTS[s.pending[3]]
        return two_dice().map(lambda t: gr._ID[m.next(z, win_roll_event(t, w, rules=g.rules))])
    return None


def shown_w_is_used(g, s, turn) -> bool:
    """Does the W that step ``s`` shows give exactly its odds?"""
    if turn.w is None:
        return True
    want = odds_at(g, s, turn.w)
    assert want is not None, f"{s.phase} shows W {turn.w}, but the check knows no Win Roll there"
    got = s.chance_outcomes()
    base = {gr.ROLL: gr.N, "attack": ROLL_BASE, "it": 2, "zone": DEFEND_BASE, "encounter": DEFEND_BASE}
    if s.phase in base:   # an outcome id also carries the used cards it discards (8.5.2)
        got = got.map(lambda o: o % base[s.phase])
    if s.phase == gr.ROLL:
        if turn.numbers.get("W") != turn.w or turn.numbers.get("P(win)") != win_probability(
                turn.w, rules=g.rules):
            return False
    return dict(got.probs()) == dict(want.probs())


# ----------------------------------------------------------------------------- item 3: labels by phase
_CARD = r"[A-Za-z][A-Za-z0-9 +\-'.]*"
_DISCARDED = rf"(; discarded: {_CARD}(, {_CARD})*)?"
#: 8.5.2 in a combat: the cards the same Win Roll discards (an Attack, iT or Defend Combat)
_ROLL_DISCARDS = rf"(; the Win Roll discards (P\d's )?{_CARD}((, | and )(P\d's )?{_CARD})* \(8\.5\.2\))?"
#: For each chance phase, the words of its outcomes (11.4, 11.5, 11.6, 11.8, 9.4.1, 8.5.2).
CHANCE_WORDS = {
    "regain": r"COOL regained|stays UnCOOL: the turn is missed",
    "rip": r"success: the Data Base is reached|the Rip fails, COOL kept|the Rip fails, UnCOOL",
    "dp": r"gains \d+ DP",
    "theft": r"(success: a 2 DP Tech card may be taken|natural 12: fails, COOL kept|fails: UnCOOL)"
             + _DISCARDED,
    "it": r"(P\d is made permanently UnCOOL: eliminated|the iT attack fails: P\d gains \d DP \(11\.5\.4\.1\))"
          + _ROLL_DISCARDS,
    "zone": r"(Travel goes on|stopped here), (COOL kept|UnCOOL)(, loses the largest Bioware card)?"
            r"(, the card is discarded)?" + _ROLL_DISCARDS,
    "attack": r"(the attack fails: P\d gains \d DP|"
              r"the attack wins: Table 2\.0 row (0-1|2|3|4\+|4|5\+) \(W - roll\))" + _ROLL_DISCARDS,
    "icedp": r"takes \d+ DP from P\d( \(P\d cashes \d+ title\(s\) at 8 DP\))?",
    "spoilrand": rf"destroys P\d's {_CARD} \(chosen at random\)",
    "draw": rf"draws nothing: (two cards are in the space|no card is left in the draw pile or the discard "
            rf"pile)|draws {_CARD}( and {_CARD})?",
    "encounter": r"(COOL kept|UnCOOL)(, gains \d+ DP)?(, the Zone card is discarded)?"
                 r"(, loses the largest Bioware card)?(: the Draw ends)?" + _ROLL_DISCARDS,
    "leper": rf"loses {_CARD} to the virus",
    "discard": rf"{_CARD} is (discarded|kept)",
    gr.ROLL: r"(win: back to the Stealth Zone|win: into Data Space|fail: to the Defend Zone|"
             rf"win: the Data Base is reached|the Rip ends, COOL kept|the Rip ends UnCOOL){_DISCARDED}",
}
_RIP = r"Rip: (sensitive|secret|super secret)"
_UPGRADE = r"Rip: upgrade \(win: discard a Zone card from the board\)"   # 11.6.4 (issue 22 item 8)
_ATTACKS = {"SWAT": r"SWAT attack on P\d", "ICE": r"ICE attack on P\d"}
#: For each decision phase, the blocks its actions come from and the words of each (Chart 1.0 ...).
DECISION_WORDS = {
    "setup": {"TRAVEL_AT": r"start on .+"},
    "act": {"PASS": "pass", "BUY": r"buy a title \(8 DP\)", "RIP": _RIP, "THEFT": "attempt Theft",
            "SHOP": r"buy Tech at the Tech Plex \(or then attempt Theft\)", "IT": r"iT attack on P\d",
            "TRAVEL_AT": r"Travel to .+ \(\d+ TP\)", "TECH": r"Travel by .+ to .+ \(.+ ability\)",
            "UPGRADE": _UPGRADE, **_ATTACKS},
    "arrived": {"PASS": "pass", "DRAW": "draw Sprawl cards", "RIP": _RIP, "IT": r"iT attack on P\d",
                "UPGRADE": _UPGRADE, **_ATTACKS},
    "reward": {"TAKE_DP": "take the DP", "TAKE_IT": "take an iT card instead"},
    "offer": {"TAKE": rf"(buy|hire|accept) {_CARD}( for \d+ DP)?|"
                      rf"rise to {_CARD} with STATUS BOOST( for \d+ DP)?",
              "DONE": "decline the card|decline STATUS BOOST", "CARD": rf"discard {_CARD}"},
    "upgrade": {"UNZONE": rf"discard {_CARD} from {_CARD} \(\d+, \d+\)",
                "DONE": "leave every Zone card on the board"},
    "plex": {"THEFT": "attempt Theft", "DONE": "leave the Tech Plex",
             "CARD": rf"buy {_CARD} for \d+ DP|trade in {_CARD} for \d+ DP|discard {_CARD}"},
    "steal": {"DONE": "take nothing", "CARD": rf"take {_CARD}"},
    "trade": {"DONE": "offer nothing", "CARD": rf"offer {_CARD} for \d+ DP"},
    "reply": {"DONE": "refuse", "TAKE": rf"buy {_CARD} from P\d for \d+ DP"},
    "spoils": {"SPOIL": r"take no result|make P\d UnCOOL|take one die roll of DP from P\d|"
                        r"destroy a random software card of P\d",
               "TAKE_CARD": rf"take P\d's {_CARD}( \(hidden: .+\))?",
               "DESTROY": rf"destroy P\d's {_CARD}( \(hidden: .+\))?"},
    "route": {"ROUTE": r"via .+; meets .+"},
    "faceup": {"SHOW": rf"{_CARD} face up( \(kept\))?"},
    gr.CHOICE: {"TAKE": "take the second chance", "DONE": "stop: the Rip ends, COOL kept"},
}


def label_fits(s, a, label: str) -> bool:
    """Is ``label`` the words of action or outcome ``a`` of its phase (and, for a decision, its block)?"""
    if s.is_chance:
        words = CHANCE_WORDS[s.phase]
    else:
        words = DECISION_WORDS[s.phase].get(A.block_of(a).name)
        if words is None:
            return False
    return re.fullmatch(words, label) is not None


# ----------------------------------------------------------------------------- a played game, walked
def walk(p):
    """Each step of playthrough ``p`` with the state it was taken in."""
    before = p.start
    for st in p.steps:
        yield before, st
        before = st.state


def misshown(g, p) -> tuple[list, list]:
    """(steps whose W is not the W used, (step, label) pairs not of their phase) of playthrough ``p``:
    every chance outcome and every legal action is labelled, not only the one taken."""
    bad_w, bad_labels = [], []
    for s, st in walk(p):
        if s.is_chance and not shown_w_is_used(g, s, s.turn()):
            bad_w.append(st.index)
        if not s.is_chance and st.w is not None:
            bad_w.append(st.index)   # a decision has no roll, so no W
        ids = s.chance_outcomes().outcomes() if s.is_chance else s.legal_actions()
        bad_labels += [(st.index, lab) for a in ids if not label_fits(s, a, lab := s.action_label(a))]
    return bad_w, bad_labels


def test_bioware_chop_shop_shows_the_w_it_uses():
    """Issue 22 item 2: filed as seed 1004, step 148 (the turn rules of items 5-7 changed the seeded
    games, so the position is built here): a Wannabee holding BIO REFLEX +1 ends Travel on a
    BIOWARE CHOP SHOP: the defence is COOL 7 less the largest Bioware (+1), W 6 (11.4.8). The odds
    are W 6's: the defence is won (Travel goes on, nothing lost) with 15/36 = 5/12, not W 7's 21/36."""
    g = ec.game(4)
    dome, sz = g.board.layout.where("Business Dome"), (2, 2)
    rs = (ec.Ripper(pos=dome, space="business_dome", cards=("BIO REFLEX +1",)),) + tuple(
        ec.Ripper(pos=dome, space="business_dome") for _ in range(3))
    s = ec.EdgeCityState(rs, 0, "act", (), 2, False, g, zones=((sz, ("BIOWARE CHOP SHOP",)),))
    s = s.apply(A.TRAVEL_AT(g.board.index[sz]))
    assert s.phase == "zone" and zones_at(s, s.pending[0][s.pending[1]])[s.pending[2]] == "BIOWARE CHOP SHOP"
    turn = s.turn()
    odds = {s.action_label(a): s.chance_outcomes().prob(a) for a in s.chance_outcomes().outcomes()}
    assert turn.w == 6 and "BIOWARE CHOP SHOP" in turn.action
    assert odds["Travel goes on, COOL kept"] == win_probability(6, rules=g.rules) == Fraction(5, 12)
    assert shown_w_is_used(g, s, turn)
    assert not shown_w_is_used(g, s, dataclasses.replace(turn, w=7))   # the check can fail
    odds = dict(s.chance_outcomes().probs())
    assert odds == dict(odds_at(g, s, 6).probs()) != dict(odds_at(g, s, 7).probs())


def test_dp_gains_of_19_and_20_read_as_dp():
    """Issue 22 item 3: filed as seed 38, step 283 (built here: the seed no longer reaches it), a
    Wannabee's Super Secret Rip DP roll: 19 and 20 DP are gains of DP, not the Tech Plex's SHOP and
    DONE actions that share those ids."""
    g = ec.game(4)
    s = ec.EdgeCityState(tuple(ec.Ripper() for _ in range(4)), 0, "dp", ("super_secret",), 2, False, g)
    assert {A.SHOP, A.DONE} <= set(s.chance_outcomes().outcomes())
    assert s.action_label(A.SHOP) == "gains 19 DP" and s.action_label(A.DONE) == "gains 20 DP"
    assert [s.action_label(a) for a in sorted(s.chance_outcomes().outcomes())] == [
        f"gains {k} DP" for k in range(10, 21)]
    assert "Tech Plex" not in str(s.turn())
    for a in (A.TAKE, A.CARD0, A.CARD0 + 5):   # past this roll's support, the ids of TAKE and the cards:
        assert label_of(g, s, a) == f"gains {a} DP"   # the phase still reads them as DP (no card looked up)


@pytest.mark.parametrize("options, seed", [
    ({"players": 2}, 5), ({"players": 3}, 7), ({"players": 4}, 38), ({"players": 4}, 1004),
    ({"players": 3, "ripper_trading": "offers", "concealed_cards": "concealed"}, 0),
    ({"players": 2, "rip_steps": "whole"}, 2)])
def test_seeded_games_show_the_w_used_and_labels_of_their_phase(options, seed):
    """Property over seeded games (2-4 players, the default policies; the trading, face-up and
    whole-Rip phases too): at every chance step the W shown rebuilds the step's exact odds, and every
    outcome and legal action of every step is labelled in the words of its phase's block."""
    g = ec.game(**options)
    p = play.play(g, seed=seed)
    bad_w, bad_labels = misshown(g, p)
    assert bad_w == [] and bad_labels == []
    shown = {s.phase for s, st in walk(p) if st.w is not None}
    assert shown <= {"zone", "encounter", "attack", "regain", "it", gr.ROLL}
