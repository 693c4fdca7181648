"""Every core result type renders through edgekit.display (issue 21): HTML and Markdown with no
Python dump, probabilities as a percentage beside the exact value, long fractions abbreviated."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
import sympy

from edgekit import display, readings
from edgekit import play as P
from edgekit.dist import Dist
from edgekit.procedure import ChoiceProcedure, Procedure
from edgekit.readings import Answer
from edgekit.rogue_agent import bomb_game

DUMPS = ("Fraction(", "mappingproxy(", " at 0x", "<edgekit.", "<Figure size")


def rendered(obj) -> str:
    html, md = obj._repr_html_(), obj._repr_markdown_()
    for out in (html, md):
        for d in DUMPS:
            assert d not in out, f"{type(obj).__name__}: {d!r} in {out[:300]!r}"
    return html + "\n" + md


def test_dist_is_a_labelled_table_with_a_bar():
    out = rendered(Dist.die(6).repeat(2))
    assert "16.7% (exact 1/6)" in out and "padding-left:1.667em" in out and "P(outcome)" in out
    long = Dist.from_weights({"a": 30608105139434645, "b": 51998697814228992 - 30608105139434645})
    out = rendered(long)
    assert "≈ 58.9% (exact: 17-digit fraction)" in out
    assert "30608105139434645/51998697814228992" in long._repr_html_()  # one click away
    c = sympy.Symbol("c")
    assert "$c$" in rendered(Dist.from_probs({"x": c, "y": 1 - c}))


def test_reading_shows_question_options_default_and_citation():
    r = readings.get("table_rows")
    out = rendered(r)
    assert r.question in out and "default" in out and all(o in out for o in r.options)
    assert "Why the default" in out and r.cite[0] in out


def test_rules_marks_the_changed_reading():
    rules = readings.defaults("Edge City").replace(natural_12="plain_failure")
    out = rendered(rules)
    assert "1 changed" in out and "plain_failure (CHANGED; default ends_action)" in out


def test_answer_shows_its_value_in_the_number_style_and_its_provenance():
    a = Answer(F(3, 8), {"natural_12": "ends_action"}, ("Edge City 8.4",))
    out = rendered(a)
    assert "0.375 (exact 3/8)" in out and "Edge City 8.4" in out and "natural_12=ends_action" in out
    assert str(a) == "0.375 (exact 3/8)\nRules: Edge City 8.4; readings: natural_12=ends_action"
    assert "16.7% (exact 1/6)" in rendered(Answer(Dist.die(6)))


def test_summary_and_estimate_are_labelled_estimates():
    s = P.simulate(bomb_game(), 60, seed=2, measure=lambda st: {"won": st.returns()[0] > 0})
    out = rendered(s)
    e = s["won"]
    assert "(estimate)" in out and "Wilson" in out and "games" in out
    assert "%" in str(display.as_table(s).cell(0, "estimate"))
    assert display.as_table(s).cell(0, "estimate").exact == display.exact(e.exact_sample)
    rendered(e)


def test_step_and_playthrough_show_percentages_beside_exact_chances():
    pt = P.play(bomb_game(), seed=3)
    out = rendered(pt)
    assert "Chance of this line of play: 4.9% (exact 7/144)" in out
    assert "4.9% (exact 7/144)" in pt.steps[0].html_row()
    rendered(pt.steps[0])
    assert str(pt.steps[0]) == pt.steps[0].line()


def test_long_chances_in_a_step_row_are_abbreviated():
    from edgekit.steps import Step

    p = F(30608105139434645, 51998697814228992)
    s = Step(1, "Ripper", "roll", "Edge City 8.4", "win", chance=p, odds={"win": p, "lose": 1 - p})
    row = s.html_row()
    assert "≈ 58.9% (exact: 17-digit fraction)" in row and "≈ 41.1%" in row


def test_policy_table_procedure_result_and_solution():
    def actions(s):
        return [] if s[1] == 0 else ["stop", "roll"]

    def step(s, a):
        return Dist.point((s[0], 0)) if a == "stop" else Dist.die(3).map(lambda r: (s[0] + r, 0))

    table = ChoiceProcedure(actions, step, lambda s: s[0]).solve((0, 1))
    out = rendered(table)
    assert "best action" in out and "roll" in out and "2 (exact" not in out
    res = Procedure(lambda s: None if s >= 2 else Dist.die(2).map(lambda r: s + r)).solve(0)
    out = rendered(res)
    assert "Expected number of chance steps" in out


def test_game_and_state_render_in_words():
    g = bomb_game()
    out = rendered(g)
    assert "players" in out and "named policies" in out and "optimal" in out
    s = g.new_initial_state()
    out = rendered(s)
    assert "The dice (or a draw) decide next." in out and g.name in out
    end = P.play(g, seed=3).state
    assert "Game over" in rendered(end)


def test_a_state_that_is_no_dataclass_has_a_readable_repr():
    from edgekit import matrix as mx

    s = mx.game().new_initial_state()
    assert " at 0x" not in repr(s) and repr(s).startswith("<MatrixState: ")
    rendered(s)


def test_the_matrix_advanced_games_values_render_in_words():
    from edgekit import matrix as mx

    ab = mx.ability(strength=2, colours=("Suns",), distance_at_most=1)
    assert "+2 strength against Suns structures at distance 1 or less" in rendered(ab)
    assert "unknown" in rendered(mx.UNKNOWN)
    table = mx.breaker_table({("Suns", 1): ab})
    out = rendered(table)
    assert "user-set" in out and "unknown" in out
    assert "Ankara" in rendered(mx.breaker("Ankara"))
    assert "MX-09" in rendered(mx.left_out())


def test_the_ccg_timing_values_render_in_words():
    from edgekit import cyberpunk_ccg as cp

    played = cp.play_event(cp.Event("Riot"), phase="Action", eb=4)
    assert "Burned" in rendered(played) and "cost" in rendered(played)
    use = cp.SponsorUse(cp.Sponsor("Arasaka", eb=9)).activate(cp.SponsorAbility("raise", "Legwork"),
                                                              "Legwork")
    assert "raise" in rendered(use)
    ch = cp.place_chassis(cp.Location("Bar"))
    assert "Location Bar" in rendered(ch) and "construction tokens" in rendered(ch)
    assert "once per Hit" in rendered(cp.left_out())
    assert "Used" in rendered(cp.sponsor_use_table(cp.Sponsor("Arasaka", eb=9),
                                                    [cp.SponsorAbility("raise", "Legwork")]))


def test_policies_render_their_name_and_how_they_play():
    p = bomb_game().policies["careful"]
    assert str(p).startswith("careful") and "**careful**" in p._repr_markdown_()


@pytest.mark.parametrize("obj", [{"a": F(1, 3)}, [("x", 1), ("y", 2)], Dist.die(4)])
def test_show_never_leaves_a_bare_container(obj):
    shown = display.show(obj)
    rendered(shown)
