"""Edge City, the whole game on the board: Travel against reachable(), Zone attacks against
route_outcomes(), Attack Combat against combat.py, set-up, two sets, bad layouts (whole_game/board.py)."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.edge_city as ec
from edgekit import play, readings
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import combat as gk
from edgekit.edge_city.whole_game.board import (
    DISCARDED,
    ILLUSTRATIVE_LAYOUT,
    ILLUSTRATIVE_LAYOUT_TWO_PARKS,
    ILLUSTRATIVE_LAYOUT_TWO_SETS,
    zones_at,
)
from edgekit.edge_city.whole_game.game import DRAW, EdgeCityState, Ripper

TW = "TOXIC WASTE"
LINE = "T S S S B\n. S . . .\n. R . . ."   # a legal board: (1,0)..(3,0) Sprawl in a row


def at(g, pos, *, others=None, phase="act", zones=(), level=0, dp=3, rnd=2):
    """A state with P0 standing on ``pos`` to act; the other Rippers at ``others``."""
    others = others or [g.board.layout.where("Business Dome")] * (g.players - 1)
    rs = (Ripper(level=level, dp=dp, pos=pos, space=g.board.kind[pos]),
          *(Ripper(pos=q, space=g.board.kind[q]) for q in others))
    return EdgeCityState(rs, 0, phase, (), rnd, False, g, zones=zones)


def travel_targets(g, s):
    return {g.board.positions[A.TRAVEL_AT.index(a)] for a in s.legal_actions()
            if A.TRAVEL_AT0 <= a < A.TRAVEL_AT0 + len(g.board.positions)}


def exact_walk(s, stop=lambda s: False):
    """Every end of the chance steps from ``s`` with its exact probability (no decisions met)."""
    out = Counter()

    def go(t, p):
        if t.is_chance and not stop(t):
            d = t.chance_outcomes()
            for o in d.outcomes():
                go(t.apply(o), p * d.fraction(o))
        else:
            out[t] += p
    go(s, Fraction(1))
    return out


# ------------------------------------------------------------------ Travel (11.2)
def test_travel_actions_are_exactly_the_reachable_spaces_from_every_space():
    g = ec.game(4)
    for pos in g.board.positions:
        s = at(g, pos)
        assert travel_targets(g, s) == set(ec.reachable(ILLUSTRATIVE_LAYOUT, pos)), pos  # 11.2, 11.2.1
        assert pos not in travel_targets(g, s)      # never the start space (11.2)


def test_green_zone_costs_change_reach_as_travel_costs_say():
    # TOXIC WASTE costs 3 TP to enter (Figure 11.4.3-1): (2,0) now costs 3, so (3,0) is out of reach
    g = ec.game(2, layout=LINE)
    s = at(g, (1, 0), others=[(4, 0)], zones=(((2, 0), (TW,)),))
    want = ec.reachable(LINE, (1, 0), zone_costs={(2, 0): 3})
    assert travel_targets(g, s) == set(want) and (3, 0) not in want and want[(2, 0)] == 3


def test_setup_on_a_bizclave_and_the_first_turn_must_travel():
    g = ec.game(3)
    s = g.new_initial_state()
    biz = {g.board.layout.where(b) for b in ec.BIZCLAVES}
    assert {g.board.positions[A.TRAVEL_AT.index(a)] for a in s.legal_actions()} == biz   # 5.3
    for pos in sorted(biz):
        s = s.apply(A.TRAVEL_AT(g.board.index[pos]))
    assert s.phase == "act" and s.player == 0 and [r.pos for r in s.rippers] == sorted(biz)  # 6.0
    assert all(A.TRAVEL_AT0 <= a for a in s.legal_actions())     # 6.0: the first turn is Travel


# ------------------------------------------------------------------ Zone cards (11.4.3)
def test_zone_attacks_on_a_route_equal_route_outcomes():
    # two TOXIC WASTE cards in the next space (6 TP: the one space always allowed, 11.2.2); each
    # attacks in turn as its own chance step with W from sprawl_defence_w, and the ends of the walk
    # are route_outcomes' exactly (11.4.3, 11.5.4.2)
    for status in (0, 2):
        g = ec.game(2, layout=LINE)
        zones = (((3, 0), (TW, TW)),)
        s = at(g, (2, 0), others=[(4, 0)], zones=zones, level=status)
        s2 = s.apply(A.TRAVEL_AT(g.board.index[(3, 0)]))
        w = ec.sprawl_defence_w(TW, status=ec.STATUSES[status])
        assert s2.phase == "zone" and s2.turn().w == w and "11.4.3" in s2.turn().cite
        got = Counter()
        for t, p in exact_walk(s2).items():
            r = t.rippers[0]
            end = "arrived" if t.phase == "arrived" else ("UnCOOL" if not r.cool else "stopped COOL")
            got[(end, r.pos)] += p
        want = ec.route_outcomes(LINE, [(2, 0), (3, 0)], status=ec.STATUSES[status],
                                 zone_attacks={(3, 0): ({"w": w}, {"w": w})})
        assert dict(got) == {k: want.fraction(k) for k in want.outcomes()}


def test_a_zone_card_attacks_those_who_travel_through():
    # BIOWARE CHOP SHOP (no TP cost) at (2,0): a Ripper going (1,0) -> (3,0) meets it on the way
    g = ec.game(2, layout=LINE)
    s = at(g, (1, 0), others=[(4, 0)], zones=(((2, 0), ("BIOWARE CHOP SHOP",)),))
    s2 = s.apply(A.TRAVEL_AT(g.board.index[(3, 0)]))
    assert s2.phase == "zone" and s2.pending[0] == ((1, 0), (2, 0), (3, 0)) and "through" in s2.turn().action
    e = ec.encounter_outcomes("BIOWARE CHOP SHOP")
    assert s2.chance_outcomes().p(lambda a: a & 2) == e.p(lambda x: x.continues)


def test_each_zone_step_equals_encounter_outcomes_and_discards_leave_the_board():
    g = ec.game(2, layout=LINE)
    s = at(g, (1, 0), others=[(4, 0)], zones=(((2, 0), (TW,)),)).apply(A.TRAVEL_AT(g.board.index[(2, 0)]))
    d = s.chance_outcomes()
    e = ec.encounter_outcomes(TW, status="Wannabee")
    # outcome ids: game_cards.encode (COOL 1, goes on 2, a card lost 4, DP x 8) + DISCARDED
    assert d.fraction(3 + DISCARDED) == e.p(lambda x: x.discarded and x.cool and x.continues)  # won, 2..6
    gone = s.apply(3 + DISCARDED)
    assert gone.phase == "arrived" and zones_at(gone, (2, 0)) == ()              # 11.4.3.1
    stays = s.apply(3)
    assert zones_at(stays, (2, 0)) == (TW,)
    stopped = s.apply(0)                    # lost: UnCOOL, stops there, the turn ends (11.5.4.2)
    assert stopped.player == 1 and not stopped.rippers[0].cool and stopped.rippers[0].pos == (2, 0)


def test_no_attack_on_a_ripper_who_does_not_travel():
    g = ec.game(2, layout=LINE)
    s = at(g, (2, 0), others=[(4, 0)], zones=(((2, 0), (TW,)),))
    assert A.ICE0 + 1 in s.legal_actions()
    assert s.apply(A.ICE(1)).phase == "attack"     # 11.4.3: staying put meets no Zone card


def test_cards_in_the_space_count_two_less_are_drawn():
    mix = {TW: 2, "SPRAWL RUMOR": 1, "OTHER": 2}   # one TOXIC WASTE on the board, one in the deck (5.6)
    g = ec.game(2, layout=LINE, sprawl_mix=mix)
    one = at(g, (2, 0), others=[(4, 0)], phase="arrived", zones=(((2, 0), (TW,)),)).apply(DRAW)
    d = one.chance_outcomes()
    assert len(d.outcomes()) == 3 and "draw" in one.turn().action   # one card is drawn (11.4.1)
    names = [n for n, _ in g.cards.sprawl]
    tw = one.apply(names.index(TW))
    # the drawn Zone card goes on the board; the one already there is not met again (reading "once")
    assert zones_at(tw, (2, 0)) == (TW, TW) and tw.phase == "encounter" and tw.pending == (TW,)
    assert zones_at(tw.apply(3 + DISCARDED), (2, 0)) == (TW,)     # won and discarded (11.4.3.1)
    full = at(g, (2, 0), others=[(4, 0)], phase="arrived", zones=(((2, 0), (TW, TW)),)).apply(DRAW)
    assert full.chance_outcomes().outcomes() == [0]               # nothing is drawn
    assert full.apply(0).player == 1 and zones_at(full.apply(0), (2, 0)) == (TW, TW)
    again = ec.game(2, layout=LINE, sprawl_mix=mix, rules=readings.defaults("Edge City").replace(
        board_cards_on_draw="again"))
    s = at(again, (2, 0), others=[(4, 0)], phase="arrived", zones=(((2, 0), (TW, TW)),)).apply(DRAW)
    s = s.apply(0)                          # nothing drawn: the two cards on the board come first (11.4.2)
    assert s.phase == "encounter" and s.pending == (TW, TW)


# ------------------------------------------------------------------ Attack Combat (11.5)
def test_attack_actions_follow_attack_options():
    g = ec.game(3, layout=LINE)
    for mine in g.board.positions:
        for theirs in g.board.positions:
            s = at(g, mine, others=[theirs, (0, 0)])
            la = s.legal_actions()
            ok = ec.attack_options(LINE, mine, theirs)
            assert (A.SWAT0 + 1 in la) == ok["SWAT"][0], (mine, theirs)
            assert (A.ICE0 + 1 in la) == ok["ICE"][0], (mine, theirs)
    # after Travel only a Ripper in the same space (Chart 1.0 step 5)
    s = at(g, (2, 0), others=[(2, 0), (3, 0)], phase="arrived")
    assert {a for a in s.legal_actions() if a >= A.SWAT0} == {A.SWAT(1), A.ICE(1)}


@pytest.mark.parametrize("att, dfd, dp", [(0, 2, 3), (2, 0, 5), (1, 3, 0), (0, 0, 0)])
def test_attack_odds_equal_the_combat_functions(att, dfd, dp):
    g = ec.game(2, layout=LINE)
    rs = (Ripper(level=att, pos=(2, 0), space="sprawl"), Ripper(level=dfd, dp=dp, pos=(2, 0), space="sprawl"))
    s = EdgeCityState(rs, 0, "act", (), 2, False, g)
    w = ec.attack_win_number(ec.STATUSES[att], 0, 0, ec.STATUSES[dfd])
    swat = s.apply(A.SWAT(1))
    won = 1 - swat.chance_outcomes().prob(0)
    assert swat.turn().w == w and won == ec.win_probability(w)                        # 11.5.3.1
    spoils = swat.apply(1)                                  # margin 0-1: the winner chooses (11.5.4.1)
    assert set(spoils.legal_actions()) == {gk.SPOIL_NONE, gk.SPOIL_UNCOOL}
    assert not spoils.apply(gk.SPOIL_UNCOOL).rippers[1].cool and spoils.apply(gk.SPOIL_NONE).rippers[1].cool
    assert swat.apply(0).rippers[1].dp == dp + att        # the defender gains the attacker's Level
    ice = s.apply(A.ICE(1))
    pay = ice.apply(1).apply(gk.SPOIL_DP).chance_outcomes()
    want = ec.ice_attack_dp(w, ec.STATUSES[att], ec.STATUSES[dfd], loser_dp=dp)
    got = Counter({(0, att): ice.chance_outcomes().fraction(0)})
    for a in pay.outcomes():
        got[(a // 8, 0)] += pay.fraction(a) * (1 - ice.chance_outcomes().fraction(0))
    assert dict(got) == {k: want.fraction(k) for k in want.outcomes()}


def test_ice_attack_on_a_ripper_with_no_dp_cashes_in_status():
    g = ec.game(2, layout=LINE)
    rs = (Ripper(level=0, pos=(2, 0), space="sprawl"),
          Ripper(level=2, dp=0, pos=(4, 0), space="business_dome"))
    s = EdgeCityState(rs, 0, "act", (), 2, False, g).apply(A.ICE(1)).apply(1).apply(gk.SPOIL_DP)
    assert 8 * 10 + 2 in s.chance_outcomes().outcomes()
    end = s.apply(8 * 10 + 2)        # takes 10 DP: two titles cashed at 8 DP each (11.5.4.1)
    assert end.rippers[1].level == 0 and end.rippers[1].dp == 6 and end.rippers[0].dp == 13


# ------------------------------------------------------------------ layouts (5.2, 12.3)
@pytest.mark.parametrize("layout, exc, word", [
    ("T B\nS S", ValueError, "5.2 rule 1"),
    ("T S B S\n. . . .\nS . . .", ValueError, "5.2 rule 2"),
    ("T S S B . S S", ValueError, "pieces"),
    ("T S S R", ValueError, "Business Dome"),
    ("T S S S S S S S S S S B", ValueError, "3.0"),           # ten Sprawl Zones: one set has nine
    (42, TypeError, "layout"),
    ({(0, 0): "Nowhere"}, ValueError, "layout"),
])
def test_bad_layouts_are_refused_naming_the_rule(layout, exc, word):
    with pytest.raises(exc, match=word):
        ec.game(2, layout=layout)


def test_two_sets_for_five_or_six_players():
    assert len(ec.game(5).board.layout) == 21 == len(ILLUSTRATIVE_LAYOUT_TWO_SETS)   # 12.3, one Park
    yes = readings.defaults("Edge City").replace(second_research_park="yes")
    assert ec.game(6, rules=yes).board.layout == ILLUSTRATIVE_LAYOUT_TWO_PARKS        # 22 tiles
    assert len(ILLUSTRATIVE_LAYOUT_TWO_PARKS) == 22
    assert ec.is_legal(ILLUSTRATIVE_LAYOUT_TWO_SETS, sets=2) and ec.is_legal(ILLUSTRATIVE_LAYOUT)
    with pytest.raises(ValueError, match="Research Park"):
        ec.game(5, layout=ILLUSTRATIVE_LAYOUT_TWO_PARKS)          # the default reading: one Park
    with pytest.raises(ValueError, match="Research Park"):
        ec.game(4, layout=ILLUSTRATIVE_LAYOUT_TWO_PARKS, rules=yes)   # one set has one


def test_the_illustrative_boards_are_legal_under_every_placement_reading():
    for adj, touch, conn in itertools.product(("side", "side_or_corner"), repeat=3):
        r = readings.defaults("Edge City").replace(adjacent=adj, touch=touch, connected=conn)
        assert ec.is_legal(ILLUSTRATIVE_LAYOUT, rules=r)
        assert ec.is_legal(ILLUSTRATIVE_LAYOUT_TWO_SETS, sets=2, rules=r)
        assert ec.is_legal(ILLUSTRATIVE_LAYOUT_TWO_PARKS, sets=2, rules=r.replace(second_research_park="yes"))
        assert ec.game(4, rules=r).board.layout == ILLUSTRATIVE_LAYOUT


def test_illustrative_is_said_where_the_default_board_appears():
    g = ec.game(4, rounds=1)
    s = play.play(g, seed=2).state
    assert "ILLUSTRATIVE" in s.picture() and "ILLUSTRATIVE" in g.options["layout"]
    assert "ILLUSTRATIVE" in repr(g) and "ILLUSTRATIVE" in repr(g.board)
    assert "ILLUSTRATIVE" in g.new_initial_state().turn().note      # the set-up step says so
    assert "P0" in s.picture()
    assert "ILLUSTRATIVE" not in ec.game(2, layout=LINE).options["layout"]


# ------------------------------------------------------------------ a property of whole games
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 4, 5]))
def test_any_reachable_destination_is_legal_and_tp_is_never_exceeded(seed, players):
    mix = {TW: 2, "BIOWARE CHOP SHOP": 1, "SPRAWL RUMOR": 1, "OTHER": 1}
    g = ec.game(players, rounds=4, sprawl_mix=mix)
    p = play.play(g, seed=seed)
    s = g.new_initial_state()
    for step in p.steps:
        a = step.action_id
        if s.phase == "act":
            r = s.rippers[s.player]
            reach = ec.reachable(g.board.layout, r.pos, zone_costs=_costs(s) or None)
            assert travel_targets(g, s) == set(reach)
            if A.TRAVEL_AT0 <= a < A.SWAT0:
                dest = g.board.positions[A.TRAVEL_AT.index(a)]
                near = dest in g.board.layout.neighbours(r.pos)
                assert reach[dest] <= 3 or near        # 11.2.1, or the one space always allowed (11.2.2)
        s = s.apply(a)
        assert all(1 <= len(c) <= 2 for _, c in s.zones)   # at most two Zone cards a space (11.4.3)


def _costs(s):
    return {p: tuple(3 for c in cards if c == TW) for p, cards in s.zones if TW in cards}


@pytest.mark.parametrize("zone_stop, acts", [("ends_turn", False), ("acts_there", True)])
def test_reading_zone_stop_a_ripper_stopped_cool(zone_stop, acts):
    g = ec.game(2, layout=LINE, rules=readings.defaults("Edge City").replace(zone_stop=zone_stop))
    s = at(g, (2, 0), others=[(4, 0)], zones=(((3, 0), (TW,)),)).apply(A.TRAVEL_AT(g.board.index[(3, 0)]))
    twelve = [a for a in s.chance_outcomes().outcomes() if a & 1 and not a & 2]   # stopped, still COOL
    assert twelve and s.chance_outcomes().prob(twelve[0]) == Fraction(1, 36)      # the natural 12 (8.5.1)
    t = s.apply(twelve[0])
    assert t.rippers[0].pos == (3, 0) and t.rippers[0].cool
    assert (t.phase == "arrived" and t.player == 0) == acts
    lost = s.apply(0)                       # UnCOOL: the turn ends under both readings (9.4.1)
    assert lost.player == 1


def test_openspiel_random_simulation_on_the_two_set_board():
    pyspiel = pytest.importorskip("pyspiel")
    from edgekit.edge_city.whole_game.game import register_openspiel

    g = pyspiel.load_game(register_openspiel(), {"players": 5, "rounds": 3})
    assert g.num_distinct_actions() == A.NUM_ACTIONS == 1901   # fixed ids (board ... the Upgrade Rip)
    pyspiel.random_sim_test(g, num_sims=2, serialize=False, verbose=False)


def test_the_raider_attacks_and_every_named_policy_finishes_on_the_board():
    g = ec.game(4, rounds=12)
    p = g.policies
    attacked = False   # a few seeds: a NO ICE ZONE card on the board may stop its ICE attacks (11.5.1)
    for seed in (0, 1, 2):
        seats = [p["raider"], p["greedy_dp"], p["cautious"], p["greedy_buyer"]]
        line = play.play(g, seed=seed, policies=seats)
        assert line.finished
        mine = [step for step in line.steps if step.player == 0 and step.action_id is not None]
        attacked |= any(A.ICE0 <= step.action_id < A.ICE0 + 6 for step in mine)   # 11.5.1 from a Sprawl Zone
        for step in line.steps:
            if step.action.startswith("ICE Attack Combat"):
                assert step.w is not None and step.odds and "11.5.3.1" in step.cite
    assert attacked


@pytest.mark.parametrize("attack_after_travel, want", [("same_space", set()), ("anywhere", {A.ICE(1)})])
def test_reading_attack_after_travel(attack_after_travel, want):
    g = ec.game(2, layout=LINE, rules=readings.defaults("Edge City").replace(
        attack_after_travel=attack_after_travel))
    s = at(g, (1, 0), others=[(3, 0)], phase="arrived")       # just Travelled in; P1 two spaces away
    assert {a for a in s.legal_actions() if a >= A.SWAT0} == want  # Chart 1.0 step 5 / 11.5.1
    assert {a for a in at(g, (1, 0), others=[(3, 0)]).legal_actions() if a >= A.SWAT0} == {A.ICE(1)}


def test_chi_square_of_sampled_zone_attacks():
    # Zone attacks met on Travel in seeded random games: the results follow the odds each step reports
    g = ec.game(4, rounds=8, sprawl_mix={TW: 40, "OTHER": 40})
    groups: dict = {}
    for seed in range(150):   # 120 gave 96 once the deck was dealt without replacement (issue 22)
        for step in play.play(g, seed=seed).steps:
            if "attacks: P" in step.action:
                groups.setdefault(tuple(step.odds.items()), Counter())[step.result] += 1
    odds, counts = max(groups.items(), key=lambda kv: sum(kv[1].values()))
    n = sum(counts.values())
    assert n >= 100
    chi2 = sum((counts[k] - n * float(p)) ** 2 / (n * float(p)) for k, p in odds if p)
    assert chi2 < {1: 10.83, 2: 13.82, 3: 16.27, 4: 18.47, 5: 20.52}[len(odds) - 1]   # p = 0.001


def test_after_travel_into_a_sprawl_zone_follows_sprawl_turn_actions():
    """EC-10 (8.2 against Chart 1.0): under "chart" a Ripper who Travelled into a Sprawl Zone may
    still Draw (or attack); under "one_action" the Travel was its action, so only Pass is left.
    Both come from the one rule function, sprawl_zone_actions."""
    from edgekit.edge_city import sprawl_zone_actions
    from edgekit.edge_city.whole_game.game import DRAW, PASS

    seen = {}
    for opt in ("chart", "one_action"):
        g = ec.game(4, rules=readings.defaults("Edge City").replace(sprawl_turn_actions=opt))
        for seed in range(6):
            for step in play.play(g, seed=seed).steps:
                s = step.state
                if s is not None and s.phase == "arrived" and s.rippers[s.player].space == "sprawl":
                    seen.setdefault(opt, set()).update(s.legal_actions())
        assert sprawl_zone_actions(travelled=True, sprawl_turn_actions=opt) == (
            () if opt == "one_action" else ("draw Sprawl cards", "attack a Ripper in the same space"))
    assert seen["one_action"] == {PASS}
    assert {PASS, DRAW} <= seen["chart"]
