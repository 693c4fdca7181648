"""Issue 19: distinct seeds give distinct games, so a negative seed is refused everywhere.

``random.Random(-s)`` is ``random.Random(s)``: before, ``seed=-5`` silently replayed seed 5. Every
place edgekit takes a seed checks it with :func:`edgekit.exact.as_seed`; seed 5 gives the same
draws as before the check (values pinned from the code before this change).
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from edgekit import montecarlo
from edgekit import play as P
from edgekit.dist import Dist
from edgekit.edge_city import rip_game
from edgekit.edge_city.board.deal import generate_layout
from edgekit.edge_city.board.travel import layout_stats
from edgekit.exact import as_seed
from edgekit.procedure import Procedure
from edgekit.replay import SeededDice
from edgekit.rogue_agent.bomb.stability import sample_stability_check
from edgekit.rogue_agent.city import graph as rogue_city

THIRD, SIXTH = Fraction(1, 3), Fraction(1, 6)


def _rip():
    return rip_game("Wannabee", "sensitive")


def _stepper(seed):
    from edgekit.widgets.stepper import Stepper
    return Stepper(_rip(), seed=seed)


def _bomb_widget(seed):
    from edgekit.widgets.bomb import BombGame
    return BombGame(seed=seed)


def _city_widget(seed):
    from edgekit.widgets.city import CityExplorer
    return CityExplorer(seed=seed)


def _procedure():
    return Procedure(lambda s: Dist.die(2).map(lambda r: s + r), lambda s: s >= 3)


# every callable that takes a seed, called with the seed given
SEEDED = {
    "as_seed": lambda s: as_seed("seed", s),
    "play.play": lambda s: P.play(_rip(), seed=s),
    "play.simulate": lambda s: P.simulate(_rip(), 10, seed=s),
    "play.game_seeds": lambda s: P.game_seeds(s, 3),
    "montecarlo.sample": lambda s: montecarlo.sample(Dist.die(6), 5, seed=s),
    "montecarlo.sample_procedure": lambda s: montecarlo.sample_procedure(_procedure(), 0, 5, seed=s),
    "replay.SeededDice": lambda s: SeededDice(s),
    "rogue_agent.city.rhine_city": lambda s: rogue_city.rhine_city(seed=s),
    "edge_city.generate_layout": lambda s: generate_layout(s),
    "edge_city.layout_stats": lambda s: layout_stats(2, s),
    "widgets.Stepper": _stepper,
    "widgets.BombGame": _bomb_widget,
    "widgets.CityExplorer": _city_widget,
}


@pytest.mark.parametrize("where", sorted(SEEDED))
def test_a_negative_seed_is_refused_naming_seed(where):
    with pytest.raises(ValueError, match=r"seed must be a whole number >= 0, not -5"):
        SEEDED[where](-5)


@pytest.mark.parametrize("where", ["as_seed", "replay.SeededDice", "montecarlo.sample",
                                   "edge_city.generate_layout", "rogue_agent.city.rhine_city"])
@pytest.mark.parametrize("bad", [True, 5.0, "5", None])
def test_a_seed_that_is_not_a_whole_number_is_refused_naming_seed(where, bad):
    if bad is None and where == "rogue_agent.city.rhine_city":
        return  # seed=None is rhine_city's default: the ILLUSTRATIVE unshuffled city
    with pytest.raises(TypeError, match="seed"):
        SEEDED[where](bad)


def test_the_stability_check_refuses_a_negative_seed_as_its_rng():
    with pytest.raises(ValueError, match=r"rng \(a seed\) must be a whole number >= 0, not -5"):
        sample_stability_check(3, -5, cross=THIRD, explosion=SIXTH)
    # a random.Random is still taken as it is
    assert sample_stability_check(3, random.Random(1), cross=THIRD, explosion=SIXTH) is True


def test_issue_reproduction_negative_seeds_no_longer_replay_positive_ones():
    for call in (lambda: P.play(_rip(), seed=-5), lambda: P.game_seeds(-7, 4)):
        with pytest.raises(ValueError, match="seed"):
            call()
    assert P.game_seeds(7, 4) != P.game_seeds(8, 4)


def test_a_huge_negative_seed_is_refused_without_printing_it():
    with pytest.raises(ValueError, match="a negative number of 41 digits") as e:
        as_seed("seed", -10**40)
    assert "0000000000" not in str(e.value)


# --------------------------------------------------- seed 5 gives what it gave before the check
def test_seeded_dice_seed_5_unchanged():
    d = SeededDice(5)
    assert [d.draw(Dist.die(6), str)[0] for _ in range(8)] == [5, 3, 6, 3, 6, 6, 6, 5]


def test_montecarlo_seed_5_unchanged():
    assert montecarlo.sample(Dist.die(6), 8, seed=5) == [4, 5, 5, 6, 5, 6, 1, 3]


def test_stability_check_seeds_unchanged():
    got = [sample_stability_check(3, s, cross=THIRD, explosion=SIXTH) for s in range(12)]
    assert got == [False, True, True, False, False, False, False, True, True, False, False, False]


def test_generate_layout_seed_5_unchanged():
    assert generate_layout(5).to_text() == ". . S B . S\nS S S S T S\n. S S . . R"


def test_rhine_city_seed_5_unchanged():
    # the seed's draws are unchanged since issue 22 moved the default edge precincts: the old layout
    # (edge precincts in the bottom corners) deals what it always dealt
    c = rogue_city.rhine_city(seed=5, edge_precincts=((2, 0), (2, 4)))
    assert c.districts == ('District A', 'Precinct 5', 'District B', 'District C', 'Precinct 6',
                           'Headquarters', 'Precinct 3', 'City Hospital', 'Precinct 2', 'District D',
                           'Precinct 1', 'District E', 'Precinct 4')
    assert rogue_city.rhine_city(seed=5).districts == (
        'District A', 'Precinct 5', 'District B', 'District C', 'Precinct 6', 'Headquarters', 'Precinct 3',
        'City Hospital', 'District D', 'Precinct 2', 'Precinct 1', 'Precinct 4', 'District E')
    assert rogue_city.rhine_city(seed=6).districts != c.districts


def test_bomb_widget_seed_5_unchanged_and_a_typed_negative_seed_is_not_allowed():
    g = _bomb_widget(5)
    g.roll()
    assert g.state["roll"] == (3, 0)
    g.seed.value = -5  # typed into the seed box: shown as not allowed, never played as seed 5
    assert "seed must be a whole number >= 0, not -5" in g.state["error"]
    assert "Not allowed" in g.html.value
    g.seed.value = 5
    g.roll()
    assert g.state["roll"] == (3, 0)


def test_city_widget_keeps_a_seed_above_its_slider_range():
    assert _city_widget(1500).seed.value == 1500  # a slider would clamp it to 999, another board
