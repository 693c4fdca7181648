"""Edge City as a (reduced) whole game: exact odds from the single-roll functions, chi-square,
OpenSpiel, MCTS, a golden transcript, readings and bad set-ups."""

import random
from collections import Counter
from fractions import Fraction

import pytest

import edgekit.edge_city as ec
from edgekit import play
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game.game import BUY, EdgeCityState, Ripper, register_openspiel

#: a small legal board where the Research Park is one turn (3 TP) from the Business Dome
NEAR = "T S B S R\n. S . S ."



def test_every_chance_step_equals_the_single_roll_functions():
    g = ec.game(3, rounds=12, sprawl_mix={"SPRAWL RUMOR": 1, "OTHER": 1}, tech_mix={},  # no cards held
                rip_steps="whole")   # the Rip's roll steps: test_game_rip.py
    seen = set()
    for seed in range(12):  # walk random games state by state
        s = g.new_initial_state()
        rng = random.Random(seed)
        while not s.is_terminal:
            if s.is_chance:
                d = s.chance_outcomes()
                r = s.rippers[s.player]
                title = ec.STATUSES[r.level]
                if s.phase == "rip":
                    t, k, _ = s.pending
                    o = ec.rip_outcomes(title, t, previous_attempts=k)
                    want = [o["success"], o["failed_cool"], o["failed_uncool"]]
                    assert [d.prob(i) for i in (0, 1, 2)] == want
                    seen.add("rip")
                elif s.phase == "regain":
                    assert d.prob(0) == ec.regain_cool_probability()
                    seen.add("regain")
                elif s.phase == "theft":
                    o = ec.theft_outcome(title, prior_attempts=s.pending[0])
                    assert d.prob(0) == o.prob("success")
                    seen.add("theft")
                elif s.phase == "dp":
                    adj = ec.illustrative_table_4_0()[(title, s.pending[0])]
                    assert d.mean() == ec.expected_dp(title, s.pending[0], adjustment=adj)
                    seen.add("dp")
                outs = d.outcomes()
                s = s.apply(rng.choices(outs, [float(d.prob(o)) for o in outs])[0])
            else:
                s = s.apply(rng.choice(s.legal_actions()))
    assert {"rip", "regain", "theft", "dp"} <= seen


def test_chi_square_of_sampled_rips():
    # the first Rip of the game (P0, Wannabee, Secret, after Travel): samples follow the odds
    g = ec.game(2, rounds=1, layout=NEAR, rip_steps="whole")
    o = ec.rip_outcomes("Wannabee", "secret")
    counts = Counter()
    n = 400
    for seed in range(n):
        p = play.play(g, seed=seed, policies=g.policies["greedy_dp"])
        assert [s.action_id for s in p.steps[:2]] == [A.TRAVEL_AT(2)] * 2  # 5.3: on the Business Dome
        assert p.steps[2].action_id == A.TRAVEL_AT(4)  # 6.0: Travel, to the Research Park (4, 0)
        assert p.steps[4].action.startswith("secret Rip as Wannabee")
        counts[p.steps[4].action_id] += 1
    exp = [n * float(o[k]) for k in ("success", "failed_cool", "failed_uncool")]
    chi2 = sum((counts[i] - e) ** 2 / e for i, e in enumerate(exp))
    assert chi2 < 13.8  # df = 2, p = 0.001


def test_first_turn_must_travel_and_the_turn_follows_chart_1():
    g = ec.game(4, layout=NEAR)
    s = g.new_initial_state()
    assert s.phase == "setup" and s.legal_actions() == (A.TRAVEL_AT0, A.TRAVEL_AT(2), A.TRAVEL_AT(4))  # 5.3
    for _ in range(4):
        s = s.apply(A.TRAVEL_AT(2))      # everyone starts on the Business Dome
    assert s.phase == "act" and s.player == 0
    # 6.0: only Travel; 11.2: every space within 3 TP, never the start
    want = ec.reachable(NEAR, (2, 0))
    assert s.legal_actions() == tuple(A.TRAVEL_AT0 + g.board.index[p] for p in sorted(
        want, key=lambda p: g.board.index[p]))
    s = s.apply(A.TRAVEL_AT(4))  # to the Research Park: must Rip there (11.3.2.2)
    assert s.legal_actions() == (A.RIP0, A.RIP(1), A.RIP(2))


def test_buying_a_title_and_elimination_and_the_win():
    g = ec.game(2, rounds=5)
    rich = Ripper(level=3, dp=9, space="sprawl", pos=(2, 2))
    s = EdgeCityState((rich, Ripper(pos=(2, 1))), 0, "act", (), 2, False, g)
    assert BUY in s.legal_actions()
    s = s.apply(BUY)
    assert s.rippers[0].level == 4 and s.rippers[0].dp == 1 and BUY not in s.legal_actions()
    legend = EdgeCityState((Ripper(level=4, it=1, space="sprawl", pos=(2, 2)), Ripper(pos=(2, 1))), 0, "act",
                           (), 2, False, g)
    s = legend.apply(A.IT(1))
    assert s.is_chance and s.chance_outcomes().prob(0) == ec.win_probability(
        ec.attack_win_number("Hacker Legend", 3, 0, "Wannabee"))
    end = s.apply(0)
    assert end.is_terminal and end.returns() == (1, 0)


def test_tie_break_and_reading_final_tie():
    for opt, want in (("shared", (Fraction(1, 2), Fraction(1, 2))), ("no_winner", (0, 0))):
        g = ec.game(2, rounds=1, final_tie=opt)
        s = EdgeCityState((Ripper(), Ripper()), 1, "over", (), 1, False, g)
        assert s.returns() == want
    g = ec.game(2, rounds=1)
    assert EdgeCityState((Ripper(dp=4), Ripper(dp=3)), 1, "over", (), 1, False, g).returns() == (1, 0)
    higher = EdgeCityState((Ripper(level=1, dp=0), Ripper(dp=30)), 1, "over", (), 1, False, g)
    assert higher.returns() == (1, 0)  # Status first (7.0)


def test_named_policies_play_whole_games():
    g = ec.game(4, rounds=20)
    for name, pol in g.policies.items():
        p = play.play(g, seed=5, policies=pol)
        assert p.finished and sum(p.returns) <= 1, name


def test_openspiel_random_simulation():
    pyspiel = pytest.importorskip("pyspiel")
    name = register_openspiel()
    # the short game the registration's defaults used to be (now the factory's own: 4 players, 40 rounds)
    pyspiel.random_sim_test(pyspiel.load_game(name, {"players": 2, "rounds": 6}), num_sims=3, serialize=False,
                            verbose=False)


def test_mcts_plays_a_seat():
    pytest.importorskip("pyspiel")
    from edgekit.play.openspiel import mcts_policy

    g = ec.game(2, rounds=3)
    p = play.play(g, seed=3, policies=[mcts_policy(4, rollouts=1), g.policies["greedy_dp"]])
    assert p.finished


@pytest.mark.parametrize("kw, exc, word", [
    ({"players": 7}, ValueError, "players"), ({"players": 1}, ValueError, "players"),
    ({"players": 4.0}, TypeError, "players"), ({"start_dp": -1}, ValueError, "start_dp"),
    ({"players": 2, "rippers": ("Tech Gnome", "Nobody")}, ValueError, "rippers"),
    ({"players": 2, "rippers": ("Tech Gnome",)}, ValueError, "rippers"),
    ({"rounds": 0}, ValueError, "rounds"), ({"colour": "red"}, TypeError, "colour"),
    ({"final_tie": "coin"}, ValueError, "final_tie"),
])
def test_bad_set_ups(kw, exc, word):
    with pytest.raises(exc, match=word):
        ec.game(**kw)


def test_sprawl_draw_equals_draw_outcomes_over_the_deck_without_replacement():
    from edgekit.edge_city.whole_game.game import DRAW

    mix = {"TOXIC WASTE": 1, "SPRAWL RUMOR": 2, "OTHER": 1}
    g = ec.game(2, sprawl_mix=mix)
    s = EdgeCityState((Ripper(level=1, space="sprawl", pos=(2, 2)), Ripper(pos=(2, 1))), 0, "arrived", (), 2,
                      False, g)
    assert DRAW in s.legal_actions()
    s = s.apply(DRAW)
    got = Counter()

    def walk(st, p):  # the draw, then each card's roll, composed into (COOL, DP) at the end of the turn
        if st.is_chance:
            d = st.chance_outcomes()
            for o in d.outcomes():
                walk(st.apply(o), p * d.fraction(o))
        else:
            got[(st.rippers[0].cool, st.rippers[0].dp)] += p
    walk(s, Fraction(1))
    want = Counter()
    for a in mix:   # two cards of the four, without replacement (5.6, 11.4.1)
        for b in mix:
            pab = Fraction(mix[a] * (mix[b] - (a == b)), 4 * 3)
            if not pab:
                continue
            # A (Zone) before D (Rumor), as 11.4.2 orders them
            cards = sorted((c for c in (a, b) if c != "OTHER"), key=lambda c: c != "TOXIC WASTE")
            o = ec.draw_outcomes(tuple(cards), status="Hackolyte")
            for x in o.outcomes():
                want[(x.cool, x.dp)] += pab * o.fraction(x)
    assert dict(got) == {(c, 3 + dp): v for (c, dp), v in want.items() if v}
    assert ec.sprawl_deck().prob("OTHER") == Fraction(3, 5)


@pytest.mark.parametrize("mix, exc", [({"NOT A CARD": 1}, ValueError), ({"BIOHAZARD": 1}, ValueError),
                                      ({"OTHER": 0}, ValueError), ({"OTHER": 1.5}, ValueError),
                                      ("OTHER", TypeError)])
def test_bad_sprawl_mix(mix, exc):
    with pytest.raises(exc, match="sprawl_mix"):
        ec.game(2, sprawl_mix=mix)
