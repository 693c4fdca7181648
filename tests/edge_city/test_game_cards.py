"""The cards in the Edge City game (issue 12): every card step's odds against the single-roll
functions, limits (10.3), doubles (10.3.1), the virus (10.3.2), buying and trading (10.1.2, 10.4),
Theft's card (11.8.2), Patrons (11.4.7), Allies (11.4.6), discards (8.5.2), hidden information
(11.1, 12.2), bad set-ups, and hypothesis properties over whole games."""

import dataclasses
import random
from collections import Counter
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.edge_city as ec
from edgekit import readings
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import cards as gc
from edgekit.edge_city.whole_game.game import DRAW, TAKE_IT, THEFT, EdgeCityState, Ripper

_LAY = ec.game(2).board.layout   # the ILLUSTRATIVE board: its Business Dome, Tech Plex, two Sprawl Zones
DOME, PLEX = _LAY.where("Business Dome"), _LAY.where("Tech Plex")
SZ, SZ2 = sorted(p for p in _LAY.keys() if _LAY[p].startswith("Sprawl Zone"))[:2]


def state(g, r0, phase="act", pending=(), other=None):
    return EdgeCityState((r0, other or Ripper(pos=SZ2, space="sprawl")), 0, phase, pending, 2, False, g)


def ids(g, what):
    return lambda s: {gc.block(g, a)[1] for a in s.legal_actions()
                      if a >= gc.CARD0 and gc.block(g, a)[0] == what}


# ------------------------------------------------------------------ odds equal the single-roll functions
def test_a_rip_reads_the_cards_held_doubles_once_and_the_ally():
    g = ec.game(2, rip_steps="whole")   # the Rip as one step (its roll steps: test_game_rip.py)
    held = ("BURN", "STEALTH GLOVE", "STEALTH GLOVE", "SWAT ALLY +2")   # two gloves: one counts (10.3.1)
    s = state(g, Ripper(level=2, cards=held, pos=DOME, space="business_dome")).apply(A.RIP(1))
    # the glove and the Ally add to Real Space Stealth; BURN is halved in a Rip (rip_attack_halving)
    want = ec.rip_outcomes("Hacker", "secret", swat_stealth=2 + 2, ice_attack=(2,))
    d = s.chance_outcomes()
    assert [d.prob(i) for i in range(3)] == [want["success"], want["failed_cool"], want["failed_uncool"]]
    assert want != ec.rip_outcomes("Hacker", "secret", swat_stealth=6, ice_attack=(2,))   # doubles matter
    assert s.used == ("SWAT ALLY +2",)   # the Ally may be discarded by the Win Roll (8.5.2)


def test_theft_halves_each_stealth_card():
    held = ("BIO REFLEX +1", "SMART CARD", "STEALTH GLOVE")   # SWAT Stealth +1, +2, +2
    for how, t in (("per_card", 1 + 1 + 1), ("on_sum", 5 // 2)):   # 11.4.5.2 / EC-14
        g = ec.game(2, rules=readings.defaults("Edge City").replace(theft_halving=how))
        s = state(g, Ripper(cards=held, pos=PLEX, space="tech_plex")).apply(THEFT)
        assert s.chance_outcomes().prob(0) == ec.win_probability(ec.win_number("Wannabee", t - 3))


def test_theft_reads_swat_attack_and_halved_stealth():
    g = ec.game(2)
    s = state(g, Ripper(cards=("STEALTH GLOVE", "SWAT GUN +1"), pos=PLEX, space="tech_plex")).apply(THEFT)
    assert s.chance_outcomes().prob(0) == ec.theft_outcome("Wannabee", swat_attack=(1,),
                                                            swat_stealth=(2,)).prob("success")
    # T = 1 + 2//2 = 2, R = -1, W = 6 for a Wannabee (Table 1.0)
    assert s.chance_outcomes().prob(0) == ec.win_probability(6)


def test_an_event_is_a_defend_combat_and_pays_its_modifier():
    g = ec.game(2, sprawl_mix={"ICE EVENT +3": 1})
    s = state(g, Ripper(level=1, cards=("EVADE",), pos=SZ, space="sprawl"), "arrived").apply(DRAW)
    s = s.apply(0)   # the Draw: two ICE EVENT +3 cards
    assert s.phase == "encounter"
    d = s.chance_outcomes()
    w = ec.defend_win_number("Hackolyte", 1, 3)          # 11.5.3.2: R = D - A = 1 - 3
    assert d.p(lambda a: a % 1024 >> 3 == 3) == ec.win_probability(w)   # a win gains A = 3 DP (11.5.4.2)
    assert d.p(lambda a: a & 1) == ec.encounter_outcomes(CARD_EVENT(), status="Hackolyte",
                                                         ice_defend=1).p(lambda e: e.cool)


def CARD_EVENT():
    return ec.CARDS["ICE EVENT +3"].sprawl()


def test_the_draw_odds_are_the_deck_counts_without_replacement_and_board_cards_reduce_it():
    g = ec.game(2, sprawl_mix={"SPRAWL RUMOR": 3, "TOXIC WASTE": 1, "OTHER": 4})
    s = state(g, Ripper(pos=SZ, space="sprawl"), "arrived").apply(DRAW)
    d = s.chance_outcomes()
    names = [n for n, _ in g.cards.sprawl]
    k, c = len(names), g.cards.weights
    assert sum(d.fraction(a) for a in d.outcomes()) == 1
    for x in range(k):   # 5.6, 11.4.1: two cards from the 8, the second from the 7 left
        for y in range(k):
            want = Fraction(c[x] * (c[y] - (x == y)), 8 * 7)
            assert d.fraction(x * k + y) == want if want else x * k + y not in d.outcomes()
    assert names.index("TOXIC WASTE") * (k + 1) not in d.outcomes()   # one TOXIC WASTE: never twice
    one = EdgeCityState(s.rippers, 0, "draw", (), 2, False, g, zones=((SZ, ("TOXIC WASTE",)),))
    # 11.4.1: one card less; the deck's only TOXIC WASTE is the one on the board (5.6)
    assert sorted(one.chance_outcomes().outcomes()) == [i for i, n in enumerate(names) if n != "TOXIC WASTE"]


def test_discard_leper_and_it_steps():
    g = ec.game(2)
    s = state(g, Ripper(cards=("SWAT ALLY +2",), pos=DOME, space="business_dome"), "discard",
              ("SWAT ALLY +2",))
    assert s.chance_outcomes().prob(1) == ec.two_dice().p(lambda t: t in (11, 12)) == Fraction(1, 12)
    assert "SWAT ALLY +2" not in s.apply(1).rippers[0].cards
    soft = ("EVADE", "ICE CLOAK +1", "ICE CLOAK +1", "ICE WALL +2")
    s = state(g, Ripper(cards=soft, pos=SZ, space="sprawl"), "leper", ("CYBER LEPER-VIRUS",))
    d = s.chance_outcomes()   # 10.3.2: a random software card (each held card equally likely)
    assert {g.cards.names[a]: d.fraction(a) for a in d.outcomes()} == {
        "EVADE": Fraction(1, 4), "ICE CLOAK +1": Fraction(1, 2), "ICE WALL +2": Fraction(1, 4)}
    after = s.apply(g.cards.index["EVADE"])
    assert sorted(after.rippers[0].cards) == sorted(("CYBER LEPER-VIRUS", "ICE CLOAK +1", "ICE CLOAK +1",
                                                    "ICE WALL +2"))
    legend = state(g, Ripper(level=4, it=1, pos=SZ, space="sprawl"),
                   other=Ripper(level=1, cards=("ICE WALL +2",), pos=DOME, space="business_dome"))
    s = legend.apply(A.IT(1))
    assert s.chance_outcomes().prob(0) == ec.win_probability(ec.attack_win_number("Hacker Legend", 3, 2,
                                                                                    "Hackolyte"))


def test_board_attack_combat_reads_attack_and_defend_tech():
    from edgekit.edge_city.whole_game.board import attack_w
    g = ec.game(2)
    s = state(g, Ripper(level=1, cards=("SWAT GUN +1",), pos=SZ, space="sprawl"),
              other=Ripper(cards=("SWAT ARMOR +2",), pos=SZ, space="sprawl"))
    assert A.SWAT0 + 1 in s.legal_actions()
    a = s.apply(A.SWAT(1))
    assert attack_w(g, a) == ec.attack_win_number("Hackolyte", 1, 2, "Wannabee")


# ------------------------------------------------------------------ acquiring and limits
def test_the_tech_plex_buys_trades_in_and_the_deck_runs_out():
    g = ec.game(2, tech_mix={"STEALTH GLOVE": 1, "SWAT GUN +1": 2})
    stay = state(g, Ripper(dp=6, pos=PLEX, space="tech_plex"))
    assert {THEFT, A.SHOP} <= set(stay.legal_actions())   # 11.3.2.1: buy or attempt Theft
    s = stay.apply(A.SHOP)
    assert s.phase == "plex" and THEFT in s.legal_actions()
    assert ids(g, "buy")(s) == {"STEALTH GLOVE", "SWAT GUN +1"} and not ids(g, "sell")(s)   # trade_in
    s = s.apply(gc._id(g, "buy", "STEALTH GLOVE"))
    assert s.rippers[0].dp == 2 and s.rippers[0].cards == ("STEALTH GLOVE",)
    assert "STEALTH GLOVE" not in ids(g, "buy")(s)      # the one copy is held (5.7)
    assert THEFT not in s.legal_actions() and gc.DONE in s.legal_actions()
    s = s.apply(gc._id(g, "sell", "STEALTH GLOVE"))   # 10.4: half of 4 DP
    assert s.rippers[0].dp == 4 and s.rippers[0].cards == ()
    g2 = ec.game(2, tech_mix={"STEALTH GLOVE": 1}, trade_in="any_visit")
    s = state(g2, Ripper(dp=0, cards=("STEALTH GLOVE",), pos=PLEX, space="tech_plex"), "plex", (0, 0))
    assert ids(g2, "sell")(s) == {"STEALTH GLOVE"}


def test_limits_block_acquisition_and_discarding_makes_room():
    g = ec.game(2)
    hw = ("SWAT ARMOR +1", "SWAT ARMOR +2", "SWAT GUN +1", "STEALTH GLOVE")
    s = state(g, Ripper(dp=20, cards=hw, pos=PLEX, space="tech_plex"), "plex", (0, 0))
    assert not {n for n in ids(g, "buy")(s) if ec.CARDS[n].tech_class in ("hardware", "bioware")}
    assert ids(g, "discard")(s) == set(hw)              # 10.2: any card but the virus may be discarded
    s = s.apply(gc._id(g, "discard", "SWAT ARMOR +1"))
    assert "SHRED GUN" in ids(g, "buy")(s)
    offer = state(g, Ripper(dp=20, cards=hw, pos=SZ, space="sprawl"), "offer", ("NEURON BOOST",))
    assert gc.TAKE not in offer.legal_actions() and ids(g, "discard")(offer) == set(hw)
    virus = state(g, Ripper(cards=("CYBER LEPER-VIRUS", "EVADE"), pos=PLEX, space="tech_plex"), "plex",
                  (1, 0))
    assert "CYBER LEPER-VIRUS" not in ids(g, "sell")(virus) | ids(g, "discard")(virus)   # 10.2, 10.3.2


def test_it_limit_and_the_reward():
    soft = ("EVADE", "ICE CLOAK +1", "ICE SPIKE +1", "ICE WALL +2")
    for opt, want in (("software", False), ("separate", True)):
        g = ec.game(2, it_limit=opt)
        s = state(g, Ripper(level=3, cards=soft, pos=DOME, space="business_dome"), "reward",
                  ("super_secret",))
        assert (TAKE_IT in s.legal_actions()) is want


def test_theft_takes_a_two_dp_hardware_or_software_card():
    g = ec.game(2)
    s = state(g, Ripper(pos=PLEX, space="tech_plex")).apply(THEFT).apply(0)
    assert s.phase == "steal"
    got = ids(g, "steal")(s)
    assert got and all(ec.CARDS[n].cost == 2 and ec.CARDS[n].tech_class in ("hardware", "software")
                       for n in got)
    assert "NEURON BOOST" not in got   # bioware, though it costs 2 (11.8.2)


def test_patrons_open_sprawl_rips_of_their_type_and_are_discarded():
    g = ec.game(2, rip_steps="whole")   # the Rip as one step (its roll steps: test_game_rip.py)
    rips = lambda s: [a for a in s.legal_actions() if a in A.RIP]   # noqa: E731
    assert rips(state(g, Ripper(pos=SZ, space="sprawl"))) == [A.RIP0]   # 11.6.1: Sensitive needs none
    s = state(g, Ripper(cards=("ICE ENTITY",), pos=SZ, space="sprawl"))   # a Super Secret Patron
    assert rips(s) == [A.RIP0, A.RIP(2)]                                   # 11.6.2, 11.6.3
    assert rips(state(g, Ripper(cards=("SWAT PATRON +2",), pos=SZ, space="sprawl"))) == [A.RIP0, A.RIP(1)]
    r = s.apply(A.RIP(2))
    assert r.rippers[0].cards == () and r.pending == ("super_secret", 0, "ICE ENTITY")   # 11.4.7
    want = ec.rip_outcomes("Wannabee", "super_secret", patron=2, patron_kind="ice")
    assert r.chance_outcomes().prob(0) == want["success"]
    assert s.apply(A.RIP0).rippers[0].cards == ("ICE ENTITY",)   # a Sensitive Rip does not use it
    dome = state(g, Ripper(cards=("ICE ENTITY",), pos=DOME, space="business_dome"))
    assert dome.apply(A.RIP(2)).rippers[0].cards == ("ICE ENTITY",)   # 11.3.2.2: not needed there
    with pytest.raises(ValueError, match="rip_type"):
        ec.Card("NO TYPE", "patron", trait="ICE", modifier=1)


def test_ally_modifies_reading():
    card = ec.Card("SWAT ALLY +1", "ally", trait="SWAT", modifier=1, cost=2)
    p = {}
    for opt in ("stealth_one", "stealth_all"):
        g = ec.game(2, cards=[card], ally_modifies=opt)
        s = state(g, Ripper(cards=("SWAT ALLY +1", "SWAT ALLY +2"), pos=PLEX, space="tech_plex")).apply(THEFT)
        p[opt] = s.chance_outcomes().prob(0)
    assert p == {"stealth_one": ec.win_probability(6), "stealth_all": ec.win_probability(7)}


# ------------------------------------------------------------------ hidden information
def test_observations_hide_dp_and_concealed_cards():
    soft = ("EVADE", "ICE CLOAK +1", "ICE WALL +2")
    for opt, shown in (("face_up", 3), ("concealed", 1)):
        g = ec.game(2, concealed_cards=opt)
        s = state(g, Ripper(dp=17, cards=soft, pos=SZ, space="sprawl"))
        mine, theirs = s.observation(0), s.observation(1)
        assert "17 DP" in mine and all(c in mine for c in soft)
        p0 = theirs.split(";")[0]
        assert "17" not in p0 and "DP hidden" in p0                  # 11.1
        assert sum(c in p0 for c in soft) == shown                  # 12.2
    assert not g.perfect_information


def test_openspiel_observation_string_is_the_players_view():
    pyspiel = pytest.importorskip("pyspiel")   # noqa: F841
    from edgekit.play.openspiel import openspiel_game
    g = ec.game(2, rounds=2, concealed_cards="concealed")
    os_state = openspiel_game(g).new_initial_state()
    # the player's view in words, then what identifies it (issue 19: OpenSpiel keys policies by it)
    assert os_state.observation_string(1).startswith(os_state.edgekit_state.observation(1) + " | ")


# ------------------------------------------------------------------ set-ups
@pytest.mark.parametrize("kw, exc, word", [
    ({"tech_mix": {"NOT A CARD": 1}}, ValueError, "not a card in the deck"),
    ({"tech_mix": {"SPRAWL RUMOR": 1}}, ValueError, "tech_mix"),
    ({"tech_mix": {"BURN": 40}}, ValueError, "tech_mix"),
    ({"tech_mix": {"BURN": 20, "EVADE": 20}}, ValueError, "3.0"),
    ({"sprawl_mix": {"BURN": 81}}, ValueError, "sprawl_mix"),
    ({"start_cards": [["NOPE"], []]}, ValueError, "start_cards"),
    ({"start_cards": [["BURN", "BURN", "BURN"], []]}, ValueError, "Tech deck"),
    ({"start_cards": [["SWAT ARMOR +1"] * 3 + ["SWAT ARMOR +2"] * 2, []]}, ValueError, "10.3"),
    ({"start_cards": [["SWAT ALLY +2"]]}, ValueError, "one entry per player"),
    ({"start_cards": "BURN"}, TypeError, "start_cards"),
    ({"start_dp": -1}, ValueError, "start_dp"), ({"players": 7}, ValueError, "players"),
    ({"cards": ["BURN"]}, TypeError, "cards"), ({"it_limit": "maybe"}, ValueError, "it_limit"),
])
def test_bad_set_ups(kw, exc, word):
    kw = {"players": 2, **kw}
    with pytest.raises(exc, match=word):
        ec.game(**kw)


def test_named_rippers_get_their_illustrative_cards_and_a_card_model_refuses_nonsense():
    g = ec.game(2, rippers=("Mr Grizzly", "Mad Maxine"))
    assert g.cards.start == (("BURN",), ("NEURON BOOST",))
    assert g.new_initial_state().rippers[0].cards == ("BURN",)
    with pytest.raises(ValueError, match="11.4.5.1"):
        ec.Card("BAD", "tech", "hardware", "stealth", "ICE", 1, 2)   # hardware is SWAT only
    with pytest.raises(ValueError, match="kind"):
        ec.Card("BAD", "gadget")
    with pytest.raises(ValueError, match="rip_type"):
        ec.Card("BAD", "ally", trait="SWAT", modifier=1, cost=1, rip_type="secret")
    with pytest.raises(TypeError, match="card"):
        ec.limit_group("BURN")
    assert sum(ec.ILLUSTRATIVE_TECH_MIX.values()) == 32 and sum(ec.ILLUSTRATIVE_SPRAWL_CARDS.values()) == 80
    assert {c.source for c in ec.CARDS.values()} == {"printed", "example", "reconstructed", "ILLUSTRATIVE"}
    with pytest.raises(ValueError, match="10.3: at most 4 software"):
        gc.check_limits(ec.CARDS, ("EVADE",) * 4, 1, readings.defaults("Edge City"))


# ------------------------------------------------------------------ whole games
def _walk(seed, players, rules_kw):
    g = ec.game(players, rounds=6, **rules_kw)
    rng = random.Random(seed)
    s = g.new_initial_state()
    seen = Counter()
    while not s.is_terminal:
        for r in s.rippers:   # 10.3 never exceeded; DP never negative
            gc.check_limits(g.cards.catalogue, r.cards, r.it, g.rules)
            assert r.dp >= 0
        seen[s.phase] += 1
        if s.is_chance:
            d = s.chance_outcomes()
            assert sum(d.fraction(o) for o in d.outcomes()) == 1
            outs = d.outcomes()
            s = s.apply(rng.choices(outs, [d.fraction(o) for o in outs])[0])
        else:
            s = s.apply(rng.choice(s.legal_actions()))
    return seen


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 4), st.sampled_from(["software", "separate"]),
       st.sampled_from(["stealth_one", "stealth_all"]))
def test_random_games_never_break_limits_or_go_negative(seed, players, it_limit, ally):
    _walk(seed, players, {"it_limit": it_limit, "ally_modifies": ally})


#: the board these seeds were chosen on (the first ILLUSTRATIVE one; the walk depends on the board)
_BOARD = ". . . S . .\n. . B S . .\n. T S S S S\nS S . . S .\n. R . . . ."


def test_random_games_reach_every_card_phase():
    seen = Counter()
    for seed in range(40):
        seen += _walk(seed, 3, {"sprawl_mix": {"CYBER LEPER-VIRUS": 3, "ICE EVENT +3": 1, "SWAT ALLY +2": 1,
                                               "ICE ENTITY": 1, "BURN": 1, "iT": 1, "TOXIC WASTE": 1},
                                "layout": _BOARD, "rip_steps": "whole",
                                "start_cards": [["EVADE", "ICE CLOAK +1", "ICE WALL +2", "BURN"], [], []]})
    assert {"draw", "encounter", "offer", "plex", "steal", "discard", "leper"} <= set(seen)


def test_the_greedy_buyer_buys_tech():
    from edgekit import play
    g = ec.game(2, rounds=10)
    p = play.play(g, seed=2, policies=[g.policies["greedy_buyer"], g.policies["cautious"]])
    assert any(s.result.startswith("buy ") for s in p.steps if s.player == 0)


def test_end_of_round_trading_offers():
    from edgekit.edge_city.whole_game.game import PASS
    g = ec.game(2, ripper_trading="offers")
    seller = Ripper(cards=("EVADE", "EVADE", "SWAT ARMOR +1"), pos=SZ, space="sprawl")
    s = EdgeCityState((seller, Ripper(dp=5, pos=SZ2, space="sprawl")), 1, "act", (), 2, False, g)
    t = s.apply(PASS)   # P1 ends round 2: trading (8.3, 10.4) before round 3
    assert t.phase == "trade" and t.current_player == 0
    assert ids(g, "sell")(t) == {"EVADE"}     # hardware only to a Ripper in the same Sprawl Zone
    r = t.apply(gc._id(g, "sell", "EVADE"))
    assert r.phase == "reply" and r.current_player == 1 and set(r.legal_actions()) == {gc.DONE, gc.TAKE}
    done = r.apply(gc.TAKE)
    assert done.rippers[0].cards == ("EVADE", "SWAT ARMOR +1") and done.rippers[0].dp == 3 + 2
    assert done.rippers[1].cards == ("EVADE",) and done.rippers[1].dp == 5 - 2
    assert done.round == 3 and done.current_player == 0 and done.phase == "act"
    refused = r.apply(gc.DONE)
    assert refused.rippers == s.rippers and refused.round == 3
    near = EdgeCityState((seller, Ripper(dp=5, pos=SZ, space="sprawl")), 1, "act", (), 2, False, g)
    assert ids(g, "sell")(near.apply(PASS)) == {"EVADE", "SWAT ARMOR +1"}
    off = ec.game(2)   # ripper_trading="none"
    s = EdgeCityState((seller, Ripper(dp=5, pos=SZ, space="sprawl")), 1, "act", (), 2, False, off)
    assert s.apply(PASS).phase == "act"


def test_an_eliminated_rippers_cards_leave_the_game():
    g = ec.game(2, tech_mix={"STEALTH GLOVE": 1, "SWAT GUN +1": 1})
    gone = Ripper(cards=("STEALTH GLOVE",), alive=False, pos=DOME, space="business_dome")   # 11.7
    s = EdgeCityState((Ripper(dp=9, pos=PLEX, space="tech_plex"), gone), 0, "plex", (0, 0), 2, False, g)
    assert ids(g, "buy")(s) == {"SWAT GUN +1"}


def test_the_illustrative_decks_are_labelled_in_the_options():
    assert ec.game(2).options["ILLUSTRATIVE decks"] == "tech_mix, sprawl_mix"
    g = ec.game(2, rippers=("Mr Grizzly", "Tech Gnome"), tech_mix={"BURN": 1}, sprawl_mix={"OTHER": 1})
    assert g.options["ILLUSTRATIVE decks"] == "start_cards"
    assert "ILLUSTRATIVE" in repr(g)
    assert ec.game(2, tech_mix={}, sprawl_mix={"OTHER": 1}).options["ILLUSTRATIVE decks"] == "none"


def test_a_theft_decides_the_discard_with_its_own_roll():
    g = ec.game(2)
    s = state(g, Ripper(cards=("SWAT ALLY +2",), pos=PLEX, space="tech_plex")).apply(THEFT)
    d = s.chance_outcomes()   # 8.5.2: one roll; SWAT ALLY +2 leaves on 11 or 12
    want = ec.theft_outcome("Wannabee", swat_attack=(2,))   # the Ally at full value (ally_modifies)
    assert d.p(lambda a: a % 3 == 0) == want.prob("success") == ec.win_probability(6)
    assert d.p(lambda a: a // 3 == 1) == Fraction(3, 36)
    assert d.p(lambda a: a % 3 == 0 and a // 3 == 1) == 0   # W = 6: a roll of 11 or 12 never wins
    after = s.apply(2 + 3)   # failed UnCOOL and the Ally discarded by the same roll
    assert after.rippers[0].cards == () and not after.rippers[0].cool and after.phase != "discard"
    assert "discarded: SWAT ALLY +2" in s.action_label(5)


def test_chi_square_card_steps_follow_their_reported_odds():
    # every Event or Zone encounter and every Draw in seeded games: counts against the odds reported
    from scipy.stats import chi2 as scipy_chi2

    from edgekit import play
    g = ec.game(3, rounds=12, sprawl_mix={"ICE EVENT +3": 2, "SWAT EVENT +2": 2, "TOXIC WASTE": 1,
                                          "SPRAWL RUMOR": 1, "OTHER": 2})
    pol = g.policies["greedy_dp"]
    for kind in ("defend against", "draw two"):
        seen, want, n = Counter(), Counter(), 0
        for seed in range(80):
            for step in play.play(g, seed=seed, policies=pol).steps:
                if step.player == -1 and step.action.startswith(kind):
                    seen[step.result] += 1
                    n += 1
                    for res, p in step.odds.items():
                        want[res] += float(p)
        assert n > 100, (kind, n)
        cells = [k for k in want if want[k] >= 5]
        chi2 = sum((seen[k] - want[k]) ** 2 / want[k] for k in cells)
        # a sum of multinomials has variances at most E (Poisson): chi2 with len(cells) df bounds it
        assert chi2 < scipy_chi2.ppf(0.999, len(cells)), (kind, chi2, len(cells))


def _oracle(cards):
    """Tech and Ally modifiers from the cards, worked out here independently of game_cards (11.4.5.1
    classes, 11.4.5.2 types, 10.3.1 doubles once, 11.4.6 the largest Ally of each trait)."""
    out = {"swat_stealth": 0, "ice_stealth": 0, "swat_defend": 0, "ice_defend": 0,
           "swat_attack": [], "ice_attack": [], "swat_stealth_cards": []}
    ally = {"SWAT": 0, "ICE": 0}
    for name in set(cards):
        c = ec.CARDS[name]
        if c.kind == "ally":
            ally[c.trait] = max(ally[c.trait], c.modifier)
        if c.kind != "tech":
            continue
        traits = {"hardware": ["swat"], "software": ["ice"]}.get(
            c.tech_class, ["swat", "ice"] if c.trait == "both" else [c.trait.lower()])
        for t in traits:
            if c.tech_type == "attack":
                out[f"{t}_attack"].append(c.modifier)
            else:
                out[f"{t}_{c.tech_type}"] += c.modifier
            if t == "swat" and c.tech_type == "stealth":
                out["swat_stealth_cards"].append(c.modifier)
    return out, ally


def test_every_rip_and_theft_in_random_games_matches_the_single_roll_functions():
    g = ec.game(3, rounds=10, sprawl_mix={"SWAT ALLY +2": 2, "ICE ALLY +2": 2, "ICE ENTITY": 2,
                                          "SWAT PATRON +2": 2, "NEURON BOOST": 1, "OTHER": 1},
                rip_steps="whole")
    checked = Counter()
    for seed in range(25):
        rng = random.Random(seed)
        s = g.new_initial_state()
        while not s.is_terminal:
            if s.phase in ("rip", "theft"):
                r = s.rippers[s.player]
                m, ally = _oracle(r.cards)
                d = s.chance_outcomes()
                if s.phase == "rip":
                    t, k, pat = s.pending
                    extra = {}
                    if pat:
                        c = ec.CARDS[pat]
                        extra = {"patron": c.modifier, "patron_kind": c.trait.lower()}
                    o = ec.rip_outcomes(ec.STATUSES[r.level], t, previous_attempts=k,
                                        swat_stealth=m["swat_stealth"] + ally["SWAT"],
                                        ice_stealth=m["ice_stealth"] + ally["ICE"],
                                        swat_defend=m["swat_defend"], ice_defend=m["ice_defend"],
                                        swat_attack=m["swat_attack"], ice_attack=m["ice_attack"], **extra)
                    assert d.prob(0) == o["success"] and d.prob(2) == o["failed_uncool"]
                else:
                    attack = m["swat_attack"] + ([ally["SWAT"]] if ally["SWAT"] else [])
                    o = ec.theft_outcome(ec.STATUSES[r.level], prior_attempts=s.pending[0],
                                         swat_attack=attack,
                                         swat_stealth=m["swat_stealth_cards"])
                    assert d.p(lambda a: a % 3 == 0) == o.prob("success")
                checked[(s.phase, bool(r.cards))] += 1
            if s.is_chance:
                d = s.chance_outcomes()
                outs = d.outcomes()
                s = s.apply(rng.choices(outs, [d.fraction(o) for o in outs])[0])
            else:
                s = s.apply(rng.choice(s.legal_actions()))
    assert checked[("rip", True)] and checked[("theft", True)], checked


def test_the_named_cards_take_every_value_the_rulebook_gives_and_label_the_rest():
    data = ec.sprawl_cards()
    named = [c for c in ec.CARDS.values() if c.name in data]
    assert len(named) == 17   # the three Tech Travel cards (11.2.3), NO ICE ZONE, CHAOS ZONE, STATUS BOOST
    for c in named:
        d = data[c.name]
        assert (c.source, c.cite) == (d.source, d.cite)
        for ours, theirs in (("tech_class", "tech_class"), ("tech_type", "tech_type"),
                             ("trait", "tech_trait"), ("modifier", "tech_modifier"), ("cost", "cost_dp"),
                             ("dp", "dp")):
            if getattr(d, theirs) is not None:
                assert getattr(c, ours) == getattr(d, theirs), (c.name, ours)
            elif getattr(c, ours) not in (None, 0, ()) and ours != "trait":
                assert ours in c.note and "ILLUSTRATIVE" in c.note, (c.name, ours)
    assert ec.CARDS["STEALTH GLOVE"].note == data["STEALTH GLOVE"].note   # printed in full: nothing filled
    assert "cost" in ec.CARDS["EVADE"].note.split("(")[0]


def test_a_trade_in_pays_what_its_words_say_half_the_cost_rounded_down_at_least_one():
    # 10.4 is decided once (gc.trade_in_value); the label must describe the DP the game pays.
    g = ec.game(2, trade_in="any_visit")
    cat = g.cards.catalogue
    sold = 0
    for name in sorted(g.cards.tech):
        if name in gc.NO_TRADE_IN:
            continue
        c = cat[name]
        s = state(g, Ripper(dp=0, cards=(name,), pos=PLEX, space="tech_plex"), "plex", (0, 0))
        a = gc._id(g, "sell", name)
        assert a in s.legal_actions()
        paid = s.apply(a).rippers[0].dp
        assert paid == gc.trade_in_value(c) == max(1, c.cost // 2)
        assert s.action_label(a) == f"trade in {name} for {paid} DP"
        sold += 1
    assert sold >= 3
    costs = (0, 1, 2, 3, 4, 5)
    assert [gc.trade_in_value(dataclasses.replace(c, cost=k)) for k in costs] == [1, 1, 1, 1, 2, 2]
