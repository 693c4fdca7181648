"""The Rip as a game: its odds are rip_outcomes' for the same situation, its choices optimal."""

import itertools

import pytest
import sympy

from edgekit import play as P
from edgekit.edge_city import rip_outcomes, rip_track
from edgekit.edge_city.rip.game import STOP, TAKE, rip_game

SITUATIONS = [
    ("Wannabee", "sensitive", {}),
    ("Hacker", "secret", {"swat_stealth": 2, "ice_defend": 1}),
    ("Hacker Legend", "super_secret", {"attempts": "per_rip"}),
    ("Master Hacker", "upgrade", {"natural_12": "plain_failure", "data_defend_cool": "always_cool"}),
    ("Wannabee", "secret", {"second_chance": "optional", "attempts": "per_rip"}),
    ("Hacker", "sensitive", {"second_chance": "optional", "previous_attempts": 1}),
]


def _ending(g, policy):
    return P.outcome(g, policy, label=lambda s: s.at).probs()


@pytest.mark.parametrize("status,rip_type,kw", SITUATIONS)
def test_game_ends_as_rip_outcomes_says(status, rip_type, kw):
    g = rip_game(status, rip_type, **kw)
    exact = rip_outcomes(status, rip_type, **kw)
    got = _ending(g, g.policies["sensible"])  # the reading's own play
    assert {o: got.get(o, 0) for o in exact} == dict(exact)
    if kw.get("second_chance") != "optional":
        assert not any(s.player == 0 for seed in range(30) for s in P.play(g, seed=seed).steps)


@pytest.mark.parametrize("status,rip_type,kw", SITUATIONS[:4])
def test_each_roll_has_the_tracks_odds(status, rip_type, kw):
    """Every chance step's odds are the Rip Track's transition chances from that zone."""
    g = rip_game(status, rip_type, **kw)
    proc, _, info = rip_track(status, rip_type, **kw)
    for seed in range(40):
        for s in P.play(g, seed=seed).steps:
            before = s.state  # after the step; find the zone it came from via the log
            assert before is not None
        pt = P.play(g, seed=seed)
        zones = [g.start] + [s.state.at for s in pt.steps[:-1]]
        for z, s in zip(zones, pt.steps):
            step = proc.step(z)
            assert sorted(step.probs().values()) == sorted(s.odds.values())
            assert s.w == info[f"{z.space}_{z.zone}"]["W"]


def test_second_chance_choice_and_optimal_policy():
    pay = {"success": 1, "failed_cool": 0, "failed_uncool": -1}
    g = rip_game("Wannabee", "sensitive", second_chance="optional", attempts="per_rip", payoff=pay)
    sol = g.solution()
    # per Rip, a second Real Space roll cannot lead to success: the optimum stops there
    for state, row in sol.table.rows.items():
        assert state.pending
        if state.at.space == "real":
            assert row.action == STOP and row.choices[STOP] > row.choices[TAKE]
    # its value is rip_outcomes' under the reading (declining exactly the useless rolls)
    exact = rip_outcomes("Wannabee", "sensitive", second_chance="optional", attempts="per_rip")
    assert sol.value == exact["success"] - exact["failed_uncool"]
    cautious = P.outcome(g, g.policies["cautious"]).mean()
    always = P.outcome(g, g.policies["always_take"]).mean()
    assert sol.value >= max(cautious, always)


def test_default_value_is_p_success():
    for status, rt in itertools.product(("Wannabee", "Hacker Legend"), ("sensitive", "super_secret")):
        g = rip_game(status, rt)
        assert g.exact_value() == rip_outcomes(status, rt)["success"]


def test_labels_cite_and_w():
    pt = P.play(rip_game("Wannabee", "sensitive"), seed=4)
    first = pt.steps[0]
    assert first.actor == "Ripper" and first.cite.startswith("Edge City 11.6.5.1")
    assert first.computed["P(win)"] == sympy.Rational(15, 36) and first.w == 6
    assert set(first.odds) == {"win: into Data Space", "fail: to the Defend Zone", "the Rip ends, COOL kept"}


def test_rip_game_bad_input():
    with pytest.raises(TypeError, match="bogus"):
        rip_game("Wannabee", "sensitive", bogus=1)
    with pytest.raises(ValueError, match="rip_type"):
        rip_game("Wannabee", "mega")
    with pytest.raises(ValueError, match="second_chance"):
        rip_game("Wannabee", "sensitive", second_chance="maybe")
    with pytest.raises(TypeError, match="payoff"):
        rip_game("Wannabee", "sensitive", payoff={"success": 0.5, "failed_cool": 0, "failed_uncool": 0})
    with pytest.raises(ValueError, match="payoff"):
        rip_game("Wannabee", "sensitive", payoff={"success": 1})
    with pytest.raises(TypeError, match="payoff"):
        rip_game("Wannabee", "sensitive", payoff=[1, 0, 0])
    with pytest.raises(TypeError, match="stealth"):  # rip.py names it "stealth"
        rip_game("Wannabee", "sensitive", swat_stealth=1.5)
    s = rip_game("Wannabee", "sensitive").new_initial_state()
    with pytest.raises(ValueError, match="action"):
        s.apply(40)   # no action has this id (only TAKE, STOP at a second chance)


def test_rules_value_and_keywords_agree():
    from edgekit import readings

    r = readings.defaults("Edge City").replace(second_chance="optional", attempts="per_rip")
    g = rip_game("Hacker", "secret", rules=r)
    assert g.rules == r and g.choices
    same = rip_game("Hacker", "secret", second_chance="optional", attempts="per_rip")
    assert g.exact_odds == same.exact_odds
    assert rip_game("Hacker", "secret", rules=r, attempts="per_space").rules.changed() == {
        "second_chance": "optional"}  # keywords override rules=
    with pytest.raises(ValueError, match="Edge City"):
        rip_game("Hacker", "secret", rules=readings.defaults("Rogue Agent"))
    assert "attempts=per_rip" in P.play(g, seed=1).transcript()
