"""The play layer's one chance sampler (edgekit/play/chance.py; issue 20: play, simulate and the Matrix
fast path drew chance outcomes with two copies of it)."""

import random
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

import edgekit.matrix as mx
from edgekit import play
from edgekit.dist import Dist
from edgekit.matrix.whole_game.fast import final_states
from edgekit.play.chance import ChanceSampler, Weights


class _Below:
    """A stand-in rng whose randrange(total) returns a chosen integer."""

    def __init__(self, u):
        self.u = u

    def randrange(self, total):
        assert 0 <= self.u < total
        return self.u


@given(st.dictionaries(st.sampled_from("abcdef"), st.integers(1, 40), min_size=1))
def test_each_outcome_owns_as_many_integers_below_the_total_as_its_weight(ws):
    """Exact sampling: over every integer below the total, each outcome is drawn exactly its integer
    weight times, so P(outcome) = weight / total with no rounding."""
    d = Dist.from_probs({k: Fraction(w, sum(ws.values())) for k, w in ws.items()})
    law = Weights.of(d)
    assert law.total == sum(d.weights().values()) and law.outcomes == tuple(d.weights())
    got = [law.draw(_Below(u)) for u in range(law.total)]
    assert {k: got.count(k) for k in law.outcomes} == dict(d.weights())


def test_a_seed_gives_the_same_draws_keyed_by_state_or_by_dist():
    g = mx.game()
    pol = g.policies["default"]
    fast = [str(s) for s in final_states(g, 12, seed=4, policy=pol)]
    assert fast == [str(p.state) for p in (play.play(g, seed=s, policies=pol)
                                           for s in play.game_seeds(4, 12))]
    s = g.new_initial_state()
    while s.current_player != play.CHANCE:
        s = s.apply(pol.action(s, random.Random(0)))
    by_state, by_dist = ChanceSampler(), ChanceSampler(by="dist")
    assert [by_state.draw(s, random.Random(k)) for k in range(30)] == \
        [by_dist.draw(s, random.Random(k)) for k in range(30)]
    assert by_state.weights(s) is by_state.weights(s)  # cached, one Weights per state


def test_bad_arguments_and_symbolic_odds_are_refused():
    with pytest.raises(ValueError, match="by must be"):
        ChanceSampler(by="states")

    class _Symbolic:
        def chance_outcomes(self):
            p = sympy.Symbol("p", positive=True)
            return Dist.from_probs({0: p, 1: 1 - p})

    with pytest.raises(ValueError, match="symbolic"):
        ChanceSampler().draw(_Symbolic(), random.Random(0))
