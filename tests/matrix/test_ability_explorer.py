"""The Matrix ability explorer, headless: set .value on controls, assert on .state against
edgekit.matrix.exact_win computed directly (Matrix advanced game, MX-09)."""

import itertools

import pytest
import sympy

from edgekit import matrix as mx
from edgekit.widgets.matrix_ability import (
    AGAINST,
    CARRIERS,
    KINDS,
    STACK,
    STRENGTHS,
    TEAMS,
    MatrixAbilityExplorer,
)

SUNS = [("Suns", f) for f in range(1, 7)]
EVERY = [(c, f) for c in mx.COLOURS for f in range(1, 7)]


def direct(ability, slots, pawns):
    """P(win) of the small stack with ``ability`` on ``slots``: exact_win, the game built here."""
    table = mx.breaker_table({s: ability for s in slots})
    return mx.exact_win(mx.game(advanced=True, pawns=pawns, table=table, colours=2, ice=0, bottom_ice=0,
                                target=1))


def test_the_explorer_starts_at_section_7s_guess_and_follows_its_controls():
    x = MatrixAbilityExplorer()
    s = x.state
    assert s["ability"] == mx.ability(strength=2, kind="fort") and s["pawns"] == "choose"
    basic = mx.exact_win(mx.game(colours=2, ice=0, bottom_ice=0, target=1))
    assert s["basic"] == basic == sympy.Rational(11, 216)
    assert s["unknown"] == direct(mx.UNKNOWN, SUNS, "choose") == 0
    assert s["guess"] == direct(mx.ability(strength=2, kind="fort"), SUNS, "choose") == sympy.Rational(5, 36)
    html = x.html.value
    assert ("The reader's guess (the ability's text is lost, MX-09): <b>user-set: +2 strength against a "
            "data fort</b>") in html
    assert "13.9% (exact 5/36)" in html and "5.1% (exact 11/216)" in html and "0% (never)" in html

    x.strength.value = 3
    x.against.value = "Moons"
    x.kind.value = "both"
    x.carriers.value = "every face"
    x.team.value = "all"
    guess = mx.ability(strength=3, colours=("Moons",))
    assert x.state["ability"] == guess and x.state["pawns"] == "all"
    assert x.state["guess"] == direct(guess, EVERY, "all")
    assert x.state["unknown"] == direct(mx.UNKNOWN, EVERY, "all")
    assert x.state["guess"] == 0      # the Suns breaker still cannot break its own fort
    assert guess.words() in x.html.value and "every face of every colour; team: both advanced" in x.html.value

    x.against.value = "any"
    assert x.state["guess"] == direct(mx.ability(strength=3), EVERY, "all") > x.state["unknown"]

    x.strength.value = -1
    x.kind.value = "fort"
    x.carriers.value = "Suns face 1"
    x.team.value = "Suns"
    guess = mx.ability(strength=-1, kind="fort")
    assert x.state["guess"] == direct(guess, [("Suns", 1)], ("Suns",))


def test_a_guess_that_changes_nothing_here_says_why_and_plays_as_unknown():
    x = MatrixAbilityExplorer(strength=2, kind="ice")
    assert x.state["guess"] == x.state["unknown"] == 0 and "This stack has no ice" in x.html.value
    x.kind.value = "fort"
    x.team.value = "Moons"                  # the guess is on the Suns faces; only the Moons pawn is advanced
    assert x.state["plays_as_unknown"] and "No advanced pawn of this team" in x.html.value
    guess = mx.ability(strength=2, kind="fort")
    assert x.state["guess"] == direct(guess, SUNS, ("Moons",)) == x.state["unknown"]
    x.strength.value = 0
    assert x.state["ability"] == mx.UNKNOWN and "A change of 0 is no ability" in x.html.value
    assert "unknown (the rulebook's text is lost, MX-09)" in x.html.value


def test_no_distance_condition_is_offered_because_every_challenge_here_is_at_distance_1():
    base = direct(mx.ability(strength=2, kind="fort"), SUNS, "choose")
    assert direct(mx.ability(strength=2, kind="fort", distance_at_most=1), SUNS, "choose") == base > 0
    assert direct(mx.ability(strength=2, kind="fort", distance_at_least=2), SUNS, "choose") == 0


@pytest.mark.parametrize("make, error, name", [
    (lambda: MatrixAbilityExplorer(strength=4), ValueError, "strength"),
    (lambda: MatrixAbilityExplorer(strength=1.5), TypeError, "strength"),
    (lambda: MatrixAbilityExplorer(against="Crowns"), ValueError, "against"),
    (lambda: MatrixAbilityExplorer(kind="forts"), ValueError, "kind"),
    (lambda: MatrixAbilityExplorer(carriers=("Suns", 1)), TypeError, "carriers"),
    (lambda: MatrixAbilityExplorer(team="both"), ValueError, "team"),
])
def test_bad_arguments_are_named(make, error, name):
    with pytest.raises(error, match=rf"^{name}\b"):
        make()


def _ability(n, against, kind):
    if not n:
        return mx.UNKNOWN
    return mx.ability(strength=n, colours=None if against == "any" else (against,),
                      kind=None if kind == "both" else kind)


# The oracle of the explorer's short cut (settings that play alike share one solve): every one of the
# 864 settings, solved directly (about 12 s).
@pytest.mark.slow
def test_every_setting_is_exact_win_computed_directly():
    x = MatrixAbilityExplorer()
    seen = set()
    for n, against, kind, carriers, team in itertools.product(STRENGTHS, AGAINST, KINDS, CARRIERS, TEAMS):
        x.strength.value, x.against.value, x.kind.value = n, against, kind
        x.carriers.value, x.team.value = carriers, team
        want = direct(_ability(n, against, kind), CARRIERS[carriers][1], TEAMS[team][1])
        assert x.state["guess"] == want, (n, against, kind, carriers, team)
        seen.add(want)
    assert len(seen) > 10


def test_a_sample_of_settings_is_exact_win_computed_directly():
    x = MatrixAbilityExplorer()
    for n, against, kind, carriers, team in [(1, "Suns", "both", "every face", "Moons"),
                                             (3, "Moons", "fort", "Moons faces", "choose"),
                                             (-2, "any", "both", "every face", "all"),
                                             (2, "Suns", "fort", "Suns face 1", "choose")]:
        x.strength.value, x.against.value, x.kind.value = n, against, kind
        x.carriers.value, x.team.value = carriers, team
        assert x.state["guess"] == direct(_ability(n, against, kind), CARRIERS[carriers][1], TEAMS[team][1])
    assert STACK == {"colours": 2, "ice": 0, "bottom_ice": 0, "target": 1}
