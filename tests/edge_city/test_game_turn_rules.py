"""The turn of the Edge City whole game: issue 22 items 1, 4, 5, 6 and 7, each replayed.

Item 1 (the crash on duplicate cards) is replayed in ``tests/play/test_seeded_games.py`` (new seeds
that reach the step) and ``test_game_combat_results.py`` (the position built). Here: 8.5.2 in Attack,
iT and Defend Combat (item 4), the repeated-attempt counter of 11.6.5 and 11.8.1 under each option of
``repeat_reset`` (item 5), where an iT attack may be launched and what a miss pays (item 6), and the
reading ``dome_pass`` (item 7). The seeds of the issue are replayed where they still reach the
position; where the fixed rules moved them, the position is built and the rule asserted. Every
oracle enumerates the 36 rolls of two dice itself.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

import pytest

import edgekit.edge_city as ec
from edgekit import play, readings
from edgekit.edge_city.rules.combat import margin_band
from edgekit.edge_city.rules.encounters import encounter_outcomes, resolve_encounter
from edgekit.edge_city.rules.win import WIN, win_probability, win_roll_event
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import combat as gk
from edgekit.edge_city.whole_game import rip_steps as gr
from edgekit.edge_city.whole_game.base import encode
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper, left_out

ROLLS = [a + b for a, b in product(range(1, 7), repeat=2)]   # the 36 rolls of two dice
SZ, SZ2 = (2, 2), (1, 2)   # two Sprawl Zones of the ILLUSTRATIVE board
#: User cards printing discard totals (8.5.2): a SWAT Defend card and an ICE Defend card.
PLATE = ec.Card("SWAT PLATE +1", "tech", "hardware", "defend", "SWAT", 1, cost=2, discard=(11, 12))
SHIELD = ec.Card("ICE SHIELD +1", "tech", "software", "defend", "ICE", 1, cost=2, discard=(2, 3))


def walk(p):
    before = p.start
    for st in p.steps:
        yield before, st
        before = st.state


def at(g, rippers, phase="act", pending=(), player=0, **kw):
    return EdgeCityState(tuple(rippers), player, phase, pending, 2, False, g, **kw)


def dome(g):
    return g.board.layout.where("Business Dome")


def odds(s) -> dict:
    d = s.chance_outcomes()
    return {a: d.fraction(a) for a in d.outcomes()}


def oracle(fn) -> dict:
    """{outcome: chance} of ``fn(roll)`` over the 36 rolls."""
    out: dict = {}
    for t in ROLLS:
        out[fn(t)] = out.get(fn(t), 0) + Fraction(1, 36)
    return out


# ----------------------------------------------------------------------------- item 4: 8.5.2 in combat
def test_shred_gun_in_a_swat_attack_is_discarded_by_the_attack_s_own_win_roll():
    """Item 4, filed as seed 1031, step 242 (a SWAT attack with SHRED GUN; the seed no longer reaches
    it): SHRED GUN (+2 SWAT attack, discarded on a 12) is used in the attack, so the attack's Win
    Roll decides its discard (8.5.2): on a 12 the attack fails (8.5.1) and the gun is discarded, with
    chance 1/36; every other roll keeps it. The defender still gains the attacker's Level (11.5.4.1)."""
    g = ec.game(2)
    s = at(g, [Ripper(level=1, pos=SZ, space="sprawl", cards=("SHRED GUN",)), Ripper(pos=SZ, space="sprawl")])
    s = s.apply(A.SWAT(1))
    w = s.turn().w
    assert w == ec.attack_win_number("Hackolyte", 2, 0, "Wannabee") and "8.5.2" in s.turn().cite
    assert odds(s) == oracle(lambda t: gk.BAND_CODES.index(margin_band(w, t)) + gk.ROLL_BASE * (t == 12))
    twelve = gk.BAND_CODES.index("lose") + gk.ROLL_BASE
    assert s.chance_outcomes().fraction(twelve) == Fraction(1, 36)
    assert s.action_label(twelve) == ("the attack fails: P1 gains 1 DP; the Win Roll discards P0's SHRED GUN "
                                      "(8.5.2)")
    after = s.apply(twelve)
    assert after.rippers[0].cards == () and after.rippers[1].dp == 3 + 1   # discarded; P1 gains the Level
    kept = s.apply(gk.BAND_CODES.index("lose"))   # a lost roll that is not a 12 keeps the gun
    assert kept.rippers[0].cards == ("SHRED GUN",)


@pytest.mark.parametrize("kind", ["SWAT", "ICE"])
def test_an_attack_s_roll_discards_the_defender_s_defend_card_too(kind):
    """8.5.2, 11.5.3.1: the defender's Defend Tech of the combat's trait is used in the attack, so the
    same roll decides its discard; a Defend card of the other trait is not used and stays."""
    g = ec.game(2, cards=[PLATE, SHIELD])
    s = at(g, [Ripper(pos=SZ, space="sprawl", cards=("SHRED GUN",)),
               Ripper(pos=SZ, space="sprawl", cards=("ICE SHIELD +1", "SWAT PLATE +1"))])
    s = s.apply((A.SWAT if kind == "SWAT" else A.ICE)(1))
    used = gk.used_cards(g, s, kind, 1)
    want = [(0, "SHRED GUN"), (1, "SWAT PLATE +1")] if kind == "SWAT" else [(1, "ICE SHIELD +1")]
    assert list(used) == want
    totals = [g.cards.catalogue[n].discard for _, n in used]
    w = s.turn().w
    assert odds(s) == oracle(lambda t: gk.BAND_CODES.index(margin_band(w, t))
                             + gk.ROLL_BASE * sum(1 << b for b, ts in enumerate(totals) if t in ts))
    assert max(s.chance_outcomes().outcomes()) < g.max_chance_outcomes   # OpenSpiel's bound holds
    for a in s.chance_outcomes().outcomes():   # each result leaves exactly the cards its roll discards
        nxt = s.apply(a)
        for b, (seat, n) in enumerate(used):
            assert (n in nxt.rippers[seat].cards) == (not a // gk.ROLL_BASE >> b & 1)
        other = "ICE SHIELD +1" if kind == "SWAT" else "SWAT PLATE +1"
        assert other in nxt.rippers[1].cards


def test_a_defend_combat_against_an_event_discards_the_defend_card_by_its_roll():
    """8.5.2, 11.5.2, 11.5.3.2: against SWAT EVENT +2 the Ripper's SWAT Defend card is used; the
    defence roll decides its discard. Summed over the discards the odds are encounter_outcomes'."""
    g = ec.game(2, cards=[PLATE])
    r = Ripper(pos=SZ, space="sprawl", cards=("SWAT PLATE +1",))
    s = at(g, [r, Ripper(pos=SZ2, space="sprawl")], phase="encounter", pending=("SWAT EVENT +2",))
    card = g.cards.catalogue["SWAT EVENT +2"].sprawl()
    w = s.turn().w
    assert w == ec.sprawl_defence_w(card, swat_defend=1)

    def one(t):
        e = resolve_encounter(card, t, w)
        return encode(e) + gk.DEFEND_BASE * (t in (11, 12))
    assert odds(s) == oracle(one)
    marginal: dict = {}
    for a, p in odds(s).items():
        marginal[a % gk.DEFEND_BASE] = marginal.get(a % gk.DEFEND_BASE, 0) + p
    plain = encounter_outcomes(card, swat_defend=1)
    assert marginal == {encode(e): plain.fraction(e) for e in plain.outcomes()}
    gone = [a for a in odds(s) if a >= gk.DEFEND_BASE]
    assert max(odds(s)) < g.max_chance_outcomes
    assert sum(odds(s)[a] for a in gone) == Fraction(3, 36)
    assert all(s.action_label(a).endswith("; the Win Roll discards SWAT PLATE +1 (8.5.2)") for a in gone)
    assert all("SWAT PLATE +1" not in s.apply(a).rippers[0].cards for a in gone)
    ice = at(g, [r, Ripper(pos=SZ2, space="sprawl")], phase="encounter", pending=("ICE EVENT +3",))
    assert max(ice.chance_outcomes().outcomes()) < gk.DEFEND_BASE   # an ICE attack does not use it


def test_a_rip_s_defend_roll_decides_its_defend_card_once():
    """8.5.2, 11.5.2 (reading rip_discard_roll: a Defend card by the first Defend roll of its space):
    a Wannabee's Sensitive Rip at the Business Dome holding a SWAT Defend card discarded on 11 or 12.
    The first Real Space Defend roll comes when the first Stealth roll fails short of a 12 (a 12 ends
    the Rip, 8.5.1); it discards the card with 3/36, whatever a second Defend roll shows:
    P = P(the first roll leads to the Defend Zone) x 3/36 = 20/36 x 3/36, exactly."""
    for option in ("stealth_roll", "first_roll"):
        g = ec.game(2, cards=[PLATE], rip_discard_roll=option)
        s = at(g, [Ripper(pos=dome(g), space="business_dome", cards=("SWAT PLATE +1",)),
                   Ripper(pos=dome(g), space="business_dome")]).apply(A.RIP("sensitive"))
        assert s.used == ("SWAT PLATE +1",)
        m = gr.machine(g, s)
        to_defend = Fraction(sum(not isinstance(d := m.next(gr.START, m.event(gr.START, t)), str)
                                 and d.zone == "defend" for t in ROLLS), 36)
        assert to_defend == Fraction(20, 36) and m.w(gr.START) == 6   # W 6: R = 0 - MSM 1; not a 12
        ends = gr.rip_end_odds(g, s)
        assert sum(p for (_, gone), p in ends.items() if gone) == to_defend * Fraction(3, 36)


def test_an_it_attack_s_roll_discards_the_defender_s_ice_defend_card():
    """11.7 played as an ICE Attack Combat (11.5.3.1): the defender's ICE Defend card is used, so the
    iT roll decides its discard (8.5.2); a miss pays the defender the Legend's Level (11.5.4.1)."""
    g = ec.game(2, cards=[SHIELD])
    s = at(g, [Ripper(level=4, it=1, pos=SZ, space="sprawl"),
               Ripper(pos=SZ2, space="sprawl", cards=("ICE SHIELD +1",))]).apply(A.IT(1))
    w = s.turn().w
    assert odds(s) == oracle(lambda t: int(win_roll_event(t, w) != WIN) + 2 * (t in (2, 3)))
    miss = [a for a in odds(s) if a % 2]
    assert sum(odds(s)[a] for a in miss) == 1 - win_probability(w)
    for a in miss:
        after = s.apply(a)
        assert after.rippers[1].alive and after.rippers[1].dp == 3 + 4
        assert ("ICE SHIELD +1" in after.rippers[1].cards) == (a < 2)


# ----------------------------------------------------------------------------- item 5: the repeat counter
def test_raider_seed_3011_shows_the_w_of_the_reading():
    """Item 5 as filed: two raiders, seed 3011; at step 118 P0 Ripped in the Sprawl Zone it had stayed
    in, after turns spent attacking, with W 4 where the default reading gives 6. The Sprawl deck dealt
    without replacement (item 9) moved that game; the same position (a Rip, then an attack, then a Rip,
    with no Travel between) now comes at step 43. Under the default reading (a turn with no Rip resets
    the counter, 11.6.5) the W is 6 (Wannabee, Sensitive, R = -1), not 5 or less."""
    g = ec.game(2)
    p = play.play(g, seed=3011, policies=[g.policies["raider"]] * 2)
    steps = list(walk(p))
    k = next(k for k, (_, st) in enumerate(steps) if st.index == 43)
    s, st = steps[k]
    assert s.phase == gr.ROLL and s.pending[:2] == ("sensitive", 0) and s.player == 0
    assert st.w == 6 and "previous attempt" not in st.note
    mine = [x.action_id for _, x in steps[:k] if x.player == 0 and x.action_id is not None][:-1]
    since = mine[max([j for j, a in enumerate(mine) if a in A.TRAVEL_AT or a in A.TECH] or [-1]) + 1:]
    assert any(a in A.RIP for a in since) and any(a in A.ICE or a in A.SWAT for a in since)   # no Travel


def _rip_turn_then(g, then, **p0):
    """P0 Ripped last turn here (attempts 1); this turn it does ``then``; P1 passes; P0 Rips again:
    the previous attempts of that Rip."""
    s = at(g, [Ripper(attempts=1, **p0), Ripper(pos=SZ2, space="sprawl")],
           phase="act" if p0.get("cool", True) else "regain")
    s = then(s)
    while s.player != 0 or s.phase != "act":   # P1's turn (a pass), a chance step, or P0's regain roll
        s = s.apply(0 if s.is_chance else A.PASS)
    return s


@pytest.mark.parametrize("what, p0, then, idle", [
    ("a Pass", {"pos": SZ, "space": "sprawl"}, lambda s: s.apply(A.PASS), True),
    ("an iT attack", {"pos": SZ, "space": "sprawl", "level": 4, "it": 1},
     lambda s: s.apply(A.IT(1)).apply(1), True),
    ("an ICE attack", {"pos": SZ, "space": "sprawl"}, lambda s: s.apply(A.ICE(1)).apply(0), True),
    ("a turn missed UnCOOL", {"pos": SZ, "space": "sprawl", "cool": False},
     lambda s: s.apply(1) if s.phase == "regain" else s, True),
    ("a buy-only Tech Plex visit", {"pos": (3, 3), "space": "tech_plex", "dp": 9},
     lambda s: s.apply(A.SHOP).apply(A.CARD0 + s.game.cards.index["EVADE"]).apply(A.DONE), True),
    ("a Travel", {"pos": SZ, "space": "sprawl"}, lambda s: s.apply(A.TRAVEL_AT(s.game.board.index[SZ2])),
     False),
])
@pytest.mark.parametrize("option", ["travel_or_idle", "travel_only"])
def test_what_resets_the_repeat_counter(what, p0, then, idle, option):
    """11.6.5, 11.8.1 (reading repeat_reset): a turn with no Rip or Theft attempt resets the counter
    under "travel_or_idle" (items as filed: an attack, an iT attack or a buy-only Tech Plex visit did
    not); only Travel resets it under "travel_only"."""
    g = ec.game(2, repeat_reset=option)
    s = _rip_turn_then(g, then, **p0)
    travelled = what == "a Travel"
    if travelled:   # P0 now stands in SZ2 (arrived: the Travel was the turn; P0 passed there)
        assert s.rippers[0].pos == SZ2
    reset = travelled or (idle and option == "travel_or_idle")
    assert s.rippers[0].attempts == (0 if reset else 1), what
    act = A.THEFT if s.rippers[0].space == "tech_plex" else A.RIP("sensitive")
    nxt = s.apply(act)
    k = nxt.pending[0] if act == A.THEFT else nxt.pending[1]
    assert k == (0 if reset else 1)


def test_theft_after_a_buy_only_visit_has_no_penalty():
    """Item 5, Theft: filed as seed 1083, step 212 (a Theft with the -1 of a Theft two turns before,
    a buy-only visit between; the seed no longer reaches it). Built: the Theft's W is that of no
    previous attempt (11.8.1, reading repeat_reset=travel_or_idle)."""
    g = ec.game(2)
    plex = g.board.layout.where("Tech Plex")
    def buy_only(s):
        return s.apply(A.SHOP).apply(A.CARD0 + s.game.cards.index["EVADE"]).apply(A.DONE)
    s = _rip_turn_then(g, buy_only, pos=plex, space="tech_plex", dp=9)
    theft = s.apply(A.THEFT)
    assert theft.pending == (0,)
    want = ec.theft_outcome("Wannabee", prior_attempts=0, swat_stealth=[])
    got = theft.chance_outcomes()
    assert got.fraction(0) == want.fraction("success")


# ----------------------------------------------------------------------------- item 6: the iT attack
@pytest.mark.parametrize("seed", [2026, 2007])
def test_seeded_legends_launch_no_it_attack_from_a_bizclave(seed):
    """Item 6 as filed: seed 2026 with greedy_dp, rip_first, greedy_buyer, raider; P2, a Hacker Legend
    holding iT in the Business Dome, launched an iT attack at step 478. The fixed turn and the Sprawl
    deck dealt without replacement moved that game (no Legend holds iT in it now); seed 2007 (step 574)
    is the first seed from 2000 with the same players that puts a Legend holding iT in the Business
    Dome or Research Park. In both games no iT attack is offered outside a Sprawl Zone (11.5.1,
    11.3.2.2)."""
    g = ec.game(4)
    p = play.play(g, seed=seed, policies=[g.policies[n] for n in ("greedy_dp", "rip_first", "greedy_buyer",
                                                                  "raider")])
    legends = [s for s, _ in walk(p) if not s.is_chance and s.phase in ("act", "arrived")
               and s.rippers[s.player].level == 4 and s.rippers[s.player].it]
    if seed == 2007:   # the position is reached
        assert any(s.rippers[s.player].space in ("business_dome", "research_park") for s in legends)
    for s in legends:
        offered = any(a in A.IT for a in s.legal_actions())
        assert not offered or s.rippers[s.player].space == "sprawl", "11.5.1: the attacker in a Sprawl Zone"


def test_where_an_it_attack_may_be_launched():
    """11.7 as an ICE Attack Combat (11.5.1): from a Sprawl Zone on any Ripper an ICE attack reaches
    (none in a space with a NO ICE ZONE); never from the Business Dome (11.3.2.2: it must Rip) or the
    Tech Plex; after Travel only on a Ripper in the same space (reading attack_after_travel)."""
    g = ec.game(3)
    legend = Ripper(level=4, it=1, pos=SZ, space="sprawl")
    others = [Ripper(pos=SZ, space="sprawl"), Ripper(pos=SZ2, space="sprawl")]
    its = lambda s: [A.IT.index(a) for a in s.legal_actions() if a in A.IT]   # noqa: E731
    assert its(at(g, [legend, *others])) == [1, 2]
    assert its(at(g, [legend, *others], zones=((SZ2, ("NO ICE ZONE",)),))) == [1]
    assert its(at(g, [Ripper(level=4, it=1, pos=dome(g), space="business_dome"), *others])) == []
    plex = g.board.layout.where("Tech Plex")
    assert its(at(g, [Ripper(level=4, it=1, pos=plex, space="tech_plex"), *others])) == []
    assert its(at(g, [Ripper(level=4, pos=SZ, space="sprawl"), *others])) == []   # no iT card held
    assert its(at(g, [legend, *others], phase="arrived")) == [1]
    anywhere = ec.game(3, rules=readings.defaults("Edge City").replace(attack_after_travel="anywhere"))
    assert its(at(anywhere, [legend, *others], phase="arrived")) == [1, 2]


# ----------------------------------------------------------------------------- item 7: the reading dome_pass
def test_seed_1000_offers_no_pass_in_the_dome_or_park():
    """Item 7 as filed: seed 1000, step 46, P0 passed while staying in the Business Dome. Under the
    default reading dome_pass="must_rip" no such Pass is offered in the whole game (11.3.2.2); the
    game still reaches Rippers staying there."""
    g = ec.game(4)
    staying = [s for s, _ in walk(play.play(g, seed=1000)) if not s.is_chance and s.phase == "act"
               and s.rippers[s.player].space in ("business_dome", "research_park") and s.round > 1]
    assert staying and all(A.PASS not in s.legal_actions() for s in staying)


@pytest.mark.parametrize("option, passes", [("must_rip", False), ("may_pass", True)])
def test_the_reading_dome_pass(option, passes):
    """11.3.2.2 against Chart 1.0 step 3: staying in the Business Dome a Ripper must Rip (it may still
    buy a title, 8.1, and Travel away); under "may_pass" the Pass is offered. Elsewhere Pass stays."""
    g = ec.game(2, dome_pass=option)
    here = at(g, [Ripper(pos=dome(g), space="business_dome", dp=8), Ripper(pos=SZ, space="sprawl")])
    legal = here.legal_actions()
    assert (A.PASS in legal) == passes and A.BUY in legal
    assert {a for a in legal if a in A.RIP} == set(A.RIP) and any(a in A.TRAVEL_AT for a in legal)
    assert A.PASS in at(g, [Ripper(pos=SZ, space="sprawl"), Ripper(pos=SZ2, space="sprawl")]).legal_actions()
    assert readings.get("dome_pass").default == "must_rip"


# ----------------------------------------------------------------------------- what is left out
def test_what_is_left_out_is_read_from_the_game_s_docstring():
    """The notebook's table of what the game leaves out is the game module's own list, item by item."""
    from edgekit.edge_city.whole_game import game as module
    rows = left_out().rows
    listed = module.__doc__.split("\nWHAT IS LEFT OUT", 1)[1]
    assert len(rows) == listed.count("\n  * ") >= 5
    parts = [part for part, _ in rows]
    assert "the iT attack's strength" in parts
    assert all("``" not in what and ":func:" not in what for _, what in rows)
    # the Tech Plex's Pass and the iT card after an attack were listed here; they are readings now
    assert not any("Tech Plex may Pass" in what or "kept after an attack" in what for _, what in rows)
    assert readings.get("plex_pass").game == readings.get("it_after_attack").game == "Edge City"


# ------------------------------------------------------------- the readings plex_pass and it_after_attack
@pytest.mark.parametrize("option, passes", [("may_pass", True), ("must_buy_or_steal", False)])
def test_the_reading_plex_pass(option, passes):
    """11.3.2.1 binds a Ripper who ends Travel at the Tech Plex; Chart 1.0 step 3 offers a Pass before
    step 4's 'must buy Tech or attempt Theft': whether one staying there may Pass is the reading
    plex_pass (default may_pass). Buying or a Theft is offered either way, and so is Travel."""
    g = ec.game(2, plex_pass=option)
    plex = g.board.layout.where("Tech Plex")
    legal = at(g, [Ripper(pos=plex, space="tech_plex"), Ripper(pos=SZ, space="sprawl")]).legal_actions()
    assert (A.PASS in legal) == passes and {A.SHOP, A.THEFT} <= set(legal)
    assert any(a in A.TRAVEL_AT for a in legal)
    assert readings.get("plex_pass").default == "may_pass"


def test_the_reading_plex_pass_in_whole_games():
    """Under must_buy_or_steal no Ripper staying at the Tech Plex is offered a Pass in a seeded game;
    the rule checker (tests/edge_city/ec_rule_checks.py) finds no breach of it."""
    g = ec.game(4, plex_pass="must_buy_or_steal")
    seen = 0
    for seed in range(6):
        for s, _ in walk(play.play(g, seed=seed)):
            staying = s.phase == "act" and s.round > 1 and s.rippers[s.player].space == "tech_plex"
            if staying and not s.is_chance:
                seen += 1
                assert A.PASS not in s.legal_actions(), "Chart 1.0 step 4 (plex_pass=must_buy_or_steal)"
    assert seen   # the games do reach Rippers staying at the Tech Plex


@pytest.mark.parametrize("option, left", [("kept", 1), ("spent", 0)])
def test_the_reading_it_after_attack(option, left):
    """11.7 does not say whether the iT card an attack is made with is used up (reading it_after_attack,
    default kept). Hit or miss, the Legend keeps it or loses it; a card from the Sprawl deck goes back to
    the deck's discard pile (5.6, 10.2), so every card stays accounted for."""
    from edgekit.edge_city.whole_game import deck as gd

    g = ec.game(2, it_after_attack=option)
    legend = Ripper(level=4, it=1, sprawl=("iT",), pos=SZ, space="sprawl")
    rippers = [legend, Ripper(pos=SZ, space="sprawl")]
    s = at(g, rippers, deck=gd.of(g, at(g, rippers))).apply(A.IT(1))   # with a real deck's piles
    assert s.phase == "it" and sum(s.deck.discard) == 0
    for a in s.chance_outcomes().outcomes():
        after = s.apply(a)
        assert after.rippers[0].it == left and after.rippers[0].sprawl == ("iT",) * left
        assert sum(after.deck.discard) == 1 - left   # the spent iT card is in the discard pile
    assert readings.get("it_after_attack").default == "kept"
