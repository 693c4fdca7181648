"""The Rip played roll by roll inside the whole game (rip_steps="rolls", whole_game/rip_steps.py):
composing the roll steps gives rip_outcomes exactly, the DP step is dp_gained, samples follow the
reported odds, 8.5.2 discards follow the Rip's own Win Roll, the second chance is the player's."""

from collections import Counter
from fractions import Fraction

import pytest

import edgekit.edge_city as ec
from edgekit import play, readings
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import cards as gc
from edgekit.edge_city.whole_game import rip_steps as gr
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper

NEAR = "T S B S R\n. S . S ."   # the Research Park is one turn (3 TP) from the Business Dome
DOME = (2, 0)


def at_dome(g, level=0, cards=(), attempts=0):
    r = Ripper(level=level, cards=tuple(sorted(cards)), pos=DOME, space="business_dome", attempts=attempts)
    return EdgeCityState((r, Ripper(pos=(1, 0), space="sprawl")), 0, "act", (), 2, False, g)


def rip(g, level, t, cards=(), attempts=0):
    s = at_dome(g, level, cards, attempts).apply(A.RIP(t))
    assert s.phase == gr.ROLL
    return s


def ends(odds):
    out = Counter()
    for (end, _), p in odds.items():
        out[end] += p
    return {k: out[k] for k in ec.OUTCOMES}


def whole_odds(g, s):
    t, k, pat = s.pending[:3]
    r = s.rippers[s.player]
    o = ec.rip_outcomes(ec.STATUSES[r.level], t, previous_attempts=k, rules=g.rules,
                        **gc.rip_inputs(g, s, pat))
    return {k: Fraction(int(v.p), int(v.q)) for k, v in o.items()}


CASES = [(0, "sensitive", ()), (0, "secret", ("SHRED GUN",)), (1, "super_secret", ("ICE CLOAK +2",)),
         (2, "secret", ("STEALTH GLOVE", "ICE ALLY +2")), (3, "super_secret", ("SWAT ALLY +2", "BURN")),
         (4, "sensitive", ("ICE SPIKE +1", "SWAT GUN +1", "ICE WALL +2"))]
READINGS = [{}, {"second_chance": "optional"}, {"attempts": "per_space"}, {"natural_12": "plain_failure"},
            {"natural_12": "keeps_cool", "rip_repeat_penalty": "every_roll"}]


@pytest.mark.parametrize("kw", READINGS)
def test_composed_roll_steps_equal_rip_outcomes_exactly(kw):
    g = ec.game(2, layout=NEAR, rules=readings.defaults("Edge City").replace(**kw))
    for level, t, cards in CASES:
        for attempts in (0, 2):
            s = rip(g, level, t, cards, attempts)
            got = ends(gr.rip_end_odds(g, s))
            assert got == whole_odds(g, s), (level, t, cards, attempts)
            assert sum(got.values()) == 1


def test_the_whole_step_gives_the_same_distribution_and_dp_step():
    rolls, whole = ec.game(2, layout=NEAR), ec.game(2, layout=NEAR, rip_steps="whole")
    for level, t, cards in CASES:
        a, b = rip(rolls, level, t, cards), at_dome(whole, level, cards).apply(A.RIP(t))
        d = b.chance_outcomes()
        assert ends(gr.rip_end_odds(rolls, a)) == {o: d.fraction(i) if i in d.outcomes() else 0
                                                   for i, o in enumerate(ec.OUTCOMES)}
        # a success reaches the same DP step (dp_gained with the Table 4.0 fill-in)
        x = a
        while x.phase == gr.ROLL:
            x = x.apply(_towards_success(x))
        if x.phase == "reward":
            x = x.apply(10)   # TAKE_DP (11.6.3)
        assert x.phase == "dp"
        adj = ec.illustrative_table_4_0()[(ec.STATUSES[level], t)]
        want = ec.dp_gained(ec.STATUSES[level], t, adjustment=adj).map(lambda v: min(int(v), 63))
        got = x.chance_outcomes()
        assert set(got.outcomes()) == set(want.outcomes())
        assert all(got.prob(v) == want.prob(v) for v in want.outcomes())


def _towards_success(s):
    """A roll outcome on the way to success: success itself, else a win (into Data Space)."""
    outs = s.chance_outcomes().outcomes()
    dest = {o: gr._DESTS[o % gr.N] for o in outs}
    done = [o for o in outs if dest[o] == "success"]
    wins = [o for o in outs if not isinstance(dest[o], str) and dest[o].zone == "stealth"]
    return (done or wins)[0]


def test_each_roll_step_reports_w_exact_odds_and_the_rule():
    g = ec.game(2, layout=NEAR)
    s = rip(g, 0, "secret")
    turn = s.turn()
    m = ec.rip_machine("Wannabee", "secret")
    assert turn.w == m.w(ec.Zone("real", "stealth", 0)) and turn.numbers["W"] == turn.w
    assert turn.numbers["P(win)"] == ec.win_probability(turn.w)
    assert "11.6.5.1" in turn.cite and "8.5.1" in turn.cite
    d = s.chance_outcomes()
    ways = m.ways(ec.Zone("real", "stealth", 0))
    win = [o for o in d.outcomes() if s.action_label(o) == "win: into Data Space"]
    assert d.fraction(win[0]) == Fraction(ways["win"], 36)


def test_chi_square_of_the_first_stealth_roll_over_seeded_games():
    g = ec.game(2, rounds=1, layout=NEAR)
    counts, n = Counter(), 400
    for seed in range(n):
        p = play.play(g, seed=seed, policies=g.policies["greedy_dp"])
        assert p.steps[2].action_id == A.TRAVEL_AT(4)   # 6.0: to the Research Park
        step = p.steps[4]
        assert step.action.startswith("secret Rip as Wannabee: Stealth Win Roll in Real Space")
        counts[step.result] += 1
        odds = step.odds
    assert sum(odds.values()) == 1
    chi2 = sum((counts[k] - n * float(p)) ** 2 / (n * float(p)) for k, p in odds.items())
    assert chi2 < 13.8   # df = 2, p = 0.001


def test_a_card_used_in_the_rip_is_discarded_by_the_rips_own_win_roll():
    # SHRED GUN (SWAT, discarded on a 12) adds to the Real Space Stealth roll; a 12 there also ends
    # the Rip at once with COOL kept (natural_12="ends_action"): the discard is tied to that end
    g = ec.game(2, layout=NEAR)
    s = rip(g, 0, "secret", ("SHRED GUN",))
    odds = gr.rip_end_odds(g, s)
    gone = {k: p for k, p in odds.items() if k[1]}
    assert sum(gone.values()) == Fraction(1, 36)
    assert set(gone) == {("failed_cool", ("SHRED GUN",))}
    # played: a 12 on the first roll ends the Rip and the card is gone, with no separate roll
    twelve = [o for o in s.chance_outcomes().outcomes() if o // gr.N]
    assert len(twelve) == 1 and "discarded: SHRED GUN" in s.action_label(twelve[0])
    after = s.apply(twelve[0])
    assert after.phase != "discard" and "SHRED GUN" not in after.rippers[0].cards
    # the whole step keeps the separate roll (8.5.2's own fallback)
    w = ec.game(2, layout=NEAR, rip_steps="whole")
    x = at_dome(w, 0, ("SHRED GUN",)).apply(A.RIP(1))
    assert x.apply(1).phase == "discard"


def test_rip_discard_roll_reading_for_an_ice_card():
    # ICE ALLY +2 (discarded on a 12) adds only to Data Space Stealth rolls
    p = {}
    for opt in ("stealth_roll", "first_roll"):
        g = ec.game(2, layout=NEAR, rip_discard_roll=opt)
        s = rip(g, 0, "sensitive", ("ICE ALLY +2",))
        p[opt] = sum(q for k, q in gr.rip_end_odds(g, s).items() if k[1])
    assert p["first_roll"] == Fraction(1, 36)
    m = ec.rip_machine("Wannabee", "sensitive", ice_stealth=2)
    reach = m.ways(ec.Zone("real", "stealth", 0))["win"]   # into Data Space on the first roll ...
    assert Fraction(reach, 36) * Fraction(1, 36) < p["stealth_roll"] < Fraction(1, 36)


def test_the_second_chance_is_the_players_decision():
    g = ec.game(2, layout=NEAR, rules=readings.defaults("Edge City").replace(second_chance="optional"))
    s = rip(g, 4, "sensitive")
    # reach a won Defend roll: fail the first Stealth roll, win the Defend roll
    fail = next(o for o in s.chance_outcomes().outcomes() if s.action_label(o) == "fail: to the Defend Zone")
    s = s.apply(fail)
    back = next(o for o in s.chance_outcomes().outcomes()
                if s.action_label(o) == "win: back to the Stealth Zone")
    c = s.apply(back)
    assert c.phase == gr.CHOICE and c.current_player == 0
    assert c.legal_actions() == (gr.TAKE_ROLL, gr.STOP)
    assert c.action_label(gr.STOP) == "stop: the Rip ends, COOL kept"
    stopped = c.apply(gr.STOP)
    assert stopped.player == 1 and stopped.rippers[0].cool   # the Rip ended, COOL kept
    assert c.apply(gr.TAKE_ROLL).phase == gr.ROLL
    for name, pol in g.policies.items():   # named policies play it as rip_outcomes reads it
        assert pol.action(c, None) == gr.sensible(g, c), name
    # taking every second chance composes to the compulsory reading's ends
    s0 = rip(g, 4, "sensitive")
    every = ends(gr.rip_end_odds(g, s0, choose=lambda x: gr.TAKE_ROLL))
    o = ec.rip_outcomes("Hacker Legend", "sensitive")
    assert every == {k: Fraction(int(v.p), int(v.q)) for k, v in o.items()}


def test_bad_rip_steps_values():
    with pytest.raises(ValueError, match="rip_steps"):
        ec.game(2, rip_steps="steps")
    with pytest.raises(TypeError, match="rip_steps"):
        ec.game(2, rip_steps=1)
    with pytest.raises(TypeError, match="rip_steps"):
        ec.game(2, rip_steps=True)
    with pytest.raises(ValueError, match="rip_discard_roll"):
        ec.game(2, rip_discard_roll="last")
    with pytest.raises(ValueError, match="s must be"):
        gr.rip_end_odds(ec.game(2), ec.game(2).new_initial_state())


def test_openspiel_bounds_hold_with_rolls():
    g = ec.game(2, rounds=3, layout=NEAR)
    assert g.options["rip_steps"] == "rolls"
    assert g.max_chance_outcomes >= gr.outcome_bound(g)
    for seed in range(5):
        p = play.play(g, seed=seed)
        assert len(p.steps) <= g.max_game_length


def test_every_rip_of_random_games_composes_to_rip_outcomes():
    # Patrons in Sprawl Zones, Allies, doubles, earlier attempts: every Rip met in random games
    rules = readings.defaults("Edge City").replace(second_chance="optional")
    g = ec.game(3, rounds=10, rules=rules, sprawl_mix={"SWAT ALLY +2": 2, "ICE ALLY +2": 2, "ICE ENTITY": 2,
                                                       "SWAT PATRON +2": 2, "NEURON BOOST": 1, "OTHER": 1})
    import random
    seen = Counter()
    for seed in range(12):
        rng, s, fresh = random.Random(seed), g.new_initial_state(), True
        while not s.is_terminal:
            if s.phase == gr.ROLL and fresh:   # the Rip's first roll
                assert ends(gr.rip_end_odds(g, s)) == whole_odds(g, s)
                seen[(s.pending[2] != "", bool(s.rippers[s.player].cards))] += 1
            fresh = s.phase not in gr.PHASES
            if s.is_chance:
                d = s.chance_outcomes()
                outs = d.outcomes()
                s = s.apply(rng.choices(outs, [d.fraction(o) for o in outs])[0])
            else:
                s = s.apply(rng.choice(s.legal_actions()))
    assert seen[(True, True)] and seen[(False, True)] and sum(seen.values()) > 20, seen   # Patron Rips too
