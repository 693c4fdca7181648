"""The Edge City fast path's own arithmetic (issue 24, phase 2): what simulate draws with instead of the
exact odds the log shows must be exactly those odds, and a run of chance steps played at once must be
the steps played one by one.

* :func:`~edgekit.edge_city.whole_game.deck.draw_weights` (a Draw's Weights by integer arithmetic) is
  ``Weights.of(draw_odds(...))`` for every kind of deck: one card, two, the last card then the
  reshuffled pile, an empty deck;
* :func:`~edgekit.edge_city.whole_game.deck.draw_pick` (a one-card Draw's outcome, or a two-card
  Draw's located among the pairs, without the Weights) is ``Weights.draw`` at every value ``randrange``
  can return, and asks for the same ``randrange(total)``;
* ``EdgeCityState._chance_run`` (a Rip's rolls, and the chance steps after them, in one run) ends in the
  very state, with the rng in the very state, that the steps played one by one reach, at every chance
  state of seeded games, under both ``rip_steps`` and with second chances offered, for small budgets.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

import edgekit.edge_city as ec
from edgekit import play
from edgekit.edge_city.whole_game import deck as gd
from edgekit.play import CHANCE, TERMINAL
from edgekit.play.chance import Weights


class Fixed:
    """An rng whose ``randrange`` returns ``x`` (and remembers what it was asked)."""

    def __init__(self, x):
        self.x, self.asked = x, None

    def randrange(self, n):
        self.asked = n
        return self.x


def decks(n, seed=5):
    rng = random.Random(seed)
    for _ in range(n):
        k = rng.choice([1, 2, 3, 5, 19])
        draw = tuple(rng.choice([0, 0, 1, 1, 2, 3, 6]) for _ in range(k))
        disc = tuple(rng.choice([0, 1, 2, 4]) for _ in range(k))
        pick = rng.random()
        if pick < 0.15:
            draw = (0,) * k                       # the reshuffle
        elif pick < 0.3:
            draw = tuple(int(i == rng.randrange(k)) for i in range(k))   # the last card, then the reshuffle
        elif pick < 0.35:
            draw = disc = (0,) * k                # nothing left anywhere
        yield gd.SprawlDeck(draw, disc)


def test_draw_weights_are_the_weights_of_the_draws_exact_odds():
    g = ec.game(2)
    names = [n for n, _ in g.cards.sprawl]
    s0 = g.new_initial_state()
    seen = set()
    for d in decks(400):
        if len(d.draw) != len(names):   # draw_odds reads the game's deck: one count per card
            d = gd.SprawlDeck(tuple((d.draw * 19)[:len(names)]), tuple((d.discard * 19)[:len(names)]))
        s = dataclasses.replace(s0, deck=d)
        for wanted in (0, 1, 2):
            ref = Weights.of(gd.draw_odds(g, s, wanted))
            got = gd.draw_weights(d, wanted)
            assert got == ref and got.outcomes == ref.outcomes, (d, wanted)
            seen.add((wanted, min(wanted, d.to_draw + d.discarded), d.to_draw == 0, d.to_draw == 1))
    assert {(2, 2, True, False), (2, 2, False, True), (2, 2, False, False), (1, 1, False, False),
            (2, 0, True, False)} <= seen   # every kind of Draw met


def test_draw_pick_is_the_weights_draw_at_every_value_randrange_can_return():
    checked = 0
    for d in decks(300, seed=9):
        for wanted in (0, 1, 2):
            w = gd.draw_weights(d, wanted)
            cards = min(wanted, d.to_draw + d.discarded)
            picked = cards == 1 or (cards == 2 and (d.to_draw or d.discarded) >= 2)   # one, or two of 2+
            assert (gd.draw_pick(d, wanted, Fixed(0)) is not None) == picked
            if not picked:
                continue
            for x in range(w.total):
                rng = Fixed(x)
                assert gd.draw_pick(d, wanted, rng) == w.draw(Fixed(x)) and rng.asked == w.total
                checked += 1
    assert checked > 10_000


GAMES = {
    "p4 rolls": (lambda: ec.game(4), ("cautious", "greedy_dp", "rip_first", "random")),
    "p3 second chance": (lambda: ec.game(3).rebuilt(second_chance="optional"),
                         ("raider", "random", "cautious")),
    "p3 whole": (lambda: ec.game(3, rip_steps="whole"), ("greedy_buyer", "random", "rip_first")),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_run_of_chance_steps_is_those_steps_played_one_by_one(name):
    make, names = GAMES[name]
    g = make()
    seats = [play.RandomPolicy() if n == "random" else g.policies[n] for n in names]
    runs = 0
    for log in (play.play(g, seed=s, policies=seats) for s in play.game_seeds(3, 3)):
        for s in (log.start, *(st.state for st in log.steps)):
            if s.current_player != CHANCE:
                continue
            for budget in (1, 2, 5, 10_000):
                seed = random.Random(runs).getrandbits(32)
                fast_rng, slow_rng = random.Random(seed), random.Random(seed)
                fast, k = s._chance_run(fast_rng, budget)
                slow = s
                for _ in range(k):
                    assert slow.current_player == CHANCE
                    slow = slow._apply(slow.chance_weights().draw(slow_rng))
                assert 1 <= k <= budget
                assert fast == slow and str(fast) == str(slow), (name, str(s), budget)
                assert fast_rng.getstate() == slow_rng.getstate()
                assert k == budget or fast.current_player in (TERMINAL,) or fast.current_player >= 0
                runs += 1
    assert runs > 200
