"""simulate(..., rotate_seats=True): win shares by seat and by policy, apart (issue 21, issue 24).

A toy bidding game is the fixture: each player in turn bids 0, 1 or 2; the highest bid wins
(return 1, the others 0); a tie is settled by a die, which gives the win to the lowest tied seat
on 1-4 and to the highest on 5-6 (so a tie favours the earlier seat: the game is not symmetric).
Its exact odds are easy by hand, and which policy must win is plain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

import pytest

from edgekit import display
from edgekit import play as P
from edgekit.dist import Dist


@dataclass(frozen=True)
class BidState(P.State):
    bids: tuple = ()
    settled: int | None = None  # the die of a tie, once rolled
    game: P.Game = field(default=None, compare=False, hash=False, repr=False)

    def _tied(self) -> list[int]:
        top = max(self.bids)
        return [k for k, b in enumerate(self.bids) if b == top]

    @property
    def current_player(self):
        if len(self.bids) < self.game.players:
            return len(self.bids)
        if len(self._tied()) > 1 and self.settled is None:
            return P.CHANCE
        return P.TERMINAL

    def legal_actions(self):
        return (0, 1, 2) if self.current_player >= 0 else ()

    def chance_outcomes(self):
        return Dist.die(6)

    def _apply(self, action):
        if self.current_player == P.CHANCE:
            return BidState(self.bids, action, self.game)
        return BidState(self.bids + (action,), None, self.game)

    def returns(self):
        n = self.game.players
        if self.current_player != P.TERMINAL:
            return (Fraction(0),) * n
        tied = self._tied()
        winner = tied[0] if len(tied) == 1 or self.settled <= 4 else tied[-1]
        return tuple(Fraction(int(k == winner)) for k in range(n))

    def _turn(self):
        if self.current_player == P.CHANCE:
            return P.Turn("chance", "settle a tie with a die", "toy rules")
        return P.Turn(f"player {len(self.bids)}", "bid 0, 1 or 2", "toy rules")

    def _action_label(self, action):
        return f"die {action}" if self.current_player == P.CHANCE else f"bids {action}"

    def __str__(self):
        return f"bids {self.bids}"


class Bid(P.Game):
    name = "Bid (toy)"
    players = 2
    num_distinct_actions = 3
    max_chance_outcomes = 7
    max_game_length = 10

    def new_initial_state(self):
        return BidState(game=self)


class Bid3(Bid):
    name = "Bid, three players (toy)"
    players = 3


class Bid1(Bid):
    name = "Bid, one player (toy)"
    players = 1


HIGH = P.FunctionPolicy("high", lambda s: 2, "always bids 2")
LOW = P.FunctionPolicy("low", lambda s: 0, "always bids 0")
RANDOM_A, RANDOM_B = P.RandomPolicy(), P.RandomPolicy()


def test_a_policy_that_always_wins_wins_from_every_seat():
    b = P.simulate(Bid(), 30, seed=3, policies=[HIGH, LOW], rotate_seats=True)
    assert isinstance(b, P.Balance) and (b.deals, b.players, b.games) == (30, 2, 60)
    assert b.by_policy["high"].exact_sample == 1 and b.by_policy["low"].exact_sample == 0
    # each deal puts high once in each seat, so each seat wins exactly half of the games
    assert [e.exact_sample for e in b.by_seat] == [Fraction(1, 2), Fraction(1, 2)]
    assert b.by_policy["high"].high == 1 and b.by_policy["low"].low == 0
    assert b.by_policy["high"].low > 0.85 and b.by_policy["low"].high < 0.15   # Wilson, n = 30 deals
    assert b.strongest() == "high" and b.ranking() == ("high", "low")
    assert b.even == Fraction(1, 2) and b.uneven_seats() == ()
    assert dict(b.seats_held) == {"high": 1, "low": 1} and b.policies == ("high", "low")


def test_identical_policies_split_exactly_and_by_seat_is_the_plain_simulation():
    """Two random policies play the same game in either rotation (the same seed draws the same
    bids), so each policy wins exactly half, and by seat is simulate without rotation, exactly."""
    b = P.simulate(Bid(), 200, seed=5, policies=[RANDOM_A, RANDOM_B], rotate_seats=True)
    assert set(b.by_policy) == {"random (policies[0])", "random (policies[1])"}
    assert [e.exact_sample for e in b.by_policy.values()] == [Fraction(1, 2)] * 2
    plain = P.simulate(Bid(), 200, seed=5, policies=[RANDOM_A, RANDOM_B])
    for k in range(2):
        assert b.by_seat[k].exact_sample == plain[f"return[{k}]"].exact_sample
    # by hand: P(seat 0 wins) = P(b0 > b1) + P(tie) * 4/6 = 3/9 + 3/9 * 2/3 = 5/9
    assert b.by_seat[0].contains(Fraction(5, 9)) and b.by_seat[1].contains(Fraction(4, 9))
    assert b.by_seat[0].exact_sample + b.by_seat[1].exact_sample == 1


def _brute_force(game, policies, n, seed):
    """Every deal replayed with play() in every rotation: each seat's and each policy's share."""
    k = game.players
    seat, pol = [Fraction(0)] * k, {}
    for s in P.game_seeds(seed, n):
        for r in range(k):
            line = P.play(game, seed=s, policies=policies[r:] + policies[:r])
            for i, x in enumerate(line.returns):
                seat[i] += Fraction(int(x.p), int(x.q))
                name = policies[(i + r) % k].name
                pol[name] = pol.get(name, Fraction(0)) + Fraction(int(x.p), int(x.q))
    held = {p.name: sum(q is p for q in policies) for p in policies}
    return [v / (n * k) for v in seat], {name: v / (n * k * held[name]) for name, v in pol.items()}


def test_shares_match_every_game_replayed_by_play():
    mixed = P.FunctionPolicy("one", lambda s: 1, "always bids 1")
    policies = [HIGH, mixed, P.RandomPolicy()]
    b = P.simulate(Bid3(), 25, seed=9, policies=policies, rotate_seats=True)
    seat, pol = _brute_force(Bid3(), policies, 25, 9)
    assert [e.exact_sample for e in b.by_seat] == seat
    assert {k: e.exact_sample for k, e in b.by_policy.items()} == pol
    assert sum(seat) == 1 and b.even == Fraction(1, 3)


def test_a_policy_in_several_seats_is_one_policy_with_its_share_per_seat():
    b = P.simulate(Bid3(), 20, seed=1, policies=[HIGH, LOW, LOW], rotate_seats=True)
    assert dict(b.seats_held) == {"high": 1, "low": 2} and list(b.by_policy) == ["high", "low"]
    assert b.by_policy["high"].exact_sample == 1 and b.by_policy["low"].exact_sample == 0
    assert [e.exact_sample for e in b.by_seat] == [Fraction(1, 3)] * 3
    two = P.simulate(Bid3(), 40, seed=2, policies=[HIGH, HIGH, LOW], rotate_seats=True)
    assert two.by_policy["high"].exact_sample == Fraction(1, 2)   # the two highs share every win
    # a tie of two highs goes to the earlier of the two on 1-4: seat 0 wins more than seat 2
    assert two.by_seat[0].exact_sample > two.by_seat[2].exact_sample


def test_same_seed_same_numbers_for_one_or_two_processes():
    policies = [HIGH, P.FunctionPolicy("one", lambda s: 1, "always bids 1"), P.RandomPolicy()]
    one = P.simulate(Bid3(), 30, seed=4, policies=policies, rotate_seats=True, processes=1)
    again = P.simulate(Bid3(), 30, seed=4, policies=policies, rotate_seats=True)
    two = P.simulate(Bid3(), 30, seed=4, policies=policies, rotate_seats=True, processes=2)
    assert one == again == two
    other = P.simulate(Bid3(), 30, seed=5, policies=policies, rotate_seats=True)
    assert [e.exact_sample for e in other.by_seat] != [e.exact_sample for e in one.by_seat]


def test_returns_that_are_not_shares_get_mean_returns():
    """Race to 5 pays +1 / -1: each seat's and policy's mean return, with a t interval."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from toy_games import ROLL, Race

    always = P.FunctionPolicy("always roll", lambda s: ROLL, "rolls every turn")
    b = P.simulate(Race(), 40, seed=2, policies=[always, P.RandomPolicy()], rotate_seats=True)
    assert all(e.kind == "mean" and e.method.startswith("Student t") for e in b.by_seat)
    assert b.seat_table().columns[1] == "mean return"
    assert sum(e.exact_sample for e in b.by_seat) == 0   # zero-sum in every game


def test_the_result_reads_as_tables():
    b = P.simulate(Bid(), 10, seed=3, policies=[HIGH, LOW], rotate_seats=True)
    seats, pols = b.seat_table(), b.policy_table()
    assert isinstance(seats, display.Table) and seats.columns == ("seat", "win share", "95% interval")
    assert [r[0] for r in seats.rows] == ["seat 0", "seat 1"] and len(b.as_table().rows) == 4
    assert pols.columns == ("policy", "seats per game", "win share per seat", "95% interval")
    assert "100%" in str(pols.rows[0][2])
    assert "10 deals × 2 rotations of the policies over the seats = 20 games" in pols.notes[0]
    page = b._repr_html_() + b._repr_markdown_() + str(b)
    for dump in ("Fraction(", "mappingproxy(", "Estimate(", " at 0x"):
        assert dump not in page
    assert "Wilson score 95% over 10 deals" in b.method and display.as_table(b) == b.as_table()


def test_bad_arguments_are_named():
    cases = [
        (lambda: P.simulate(Bid1(), 5, seed=1, rotate_seats=True), ValueError, "rotate_seats"),
        (lambda: P.simulate(Bid(), 5, seed=1, policies=HIGH, rotate_seats=True), ValueError, "policies"),
        (lambda: P.simulate(Bid(), 5, seed=1, rotate_seats=True), ValueError, "policies"),
        (lambda: P.simulate(Bid(), 5, seed=1, policies=[HIGH, HIGH], rotate_seats=True),
         ValueError, "policies"),
        (lambda: P.simulate(Bid(), 5, seed=1, policies=[HIGH, LOW], rotate_seats=True,
                            measure=lambda s: 1), ValueError, "measure"),
        (lambda: P.simulate(Bid(), 5, seed=1, policies=[HIGH, LOW], rotate_seats=True,
                            keep_values=True), ValueError, "keep_values"),
        (lambda: P.simulate(Bid(), 5, seed=1, policies=[HIGH, LOW], rotate_seats=1),
         TypeError, "rotate_seats"),
    ]
    for call, kind, name in cases:
        with pytest.raises(kind, match=name):
            call()


def test_rotation_zero_is_the_game_simulate_plays_without_rotation():
    """The deals are simulate's games (game_seeds), each replayable with play()."""
    b = P.simulate(Bid(), 1, seed=8, policies=[HIGH, P.RandomPolicy()], rotate_seats=True)
    s = P.game_seeds(8, 1)[0]
    first = P.play(Bid(), seed=s, policies=[HIGH, P.RandomPolicy()]).returns
    second = P.play(Bid(), seed=s, policies=[P.RandomPolicy(), HIGH]).returns
    assert b.by_seat[0].exact_sample == Fraction(int(first[0] + second[0]), 2)


def test_the_picture_has_a_row_per_seat_and_per_policy():
    import matplotlib.pyplot as plt

    from edgekit.play.pictures import balance_plot

    b = P.simulate(Bid3(), 10, seed=3, policies=[HIGH, LOW, LOW], rotate_seats=True)
    fig = balance_plot(b)
    top, bottom = fig.axes
    assert [t.get_text() for t in top.get_yticklabels()] == ["seat 0", "seat 1", "seat 2"]
    assert [t.get_text() for t in bottom.get_yticklabels()] == ["high", "low"]
    assert "even share = ≈ 0.3333 (exact 1/3)" in top.get_legend().get_texts()[0].get_text()
    plt.close(fig)
    with pytest.raises(TypeError, match="balance"):
        balance_plot(b.by_seat)


def test_the_findings_follow_the_intervals():
    clear = P.simulate(Bid(), 30, seed=3, policies=[HIGH, LOW], rotate_seats=True)
    assert str(clear.policy_finding()).startswith("Strongest: high won 100% of its games (95% interval")
    assert "no seat is told apart from the even share 50% (exact 1/2)" in str(clear.seat_finding())
    close = P.simulate(Bid(), 6, seed=5, policies=[RANDOM_A, RANDOM_B], rotate_seats=True)
    assert close.strongest() is None
    assert "none is singled out by these 12 games" in str(close.policy_finding())
    # three players, two highs: a tie goes to the earlier high on 1-4, so seat order shows at 300 deals
    tilted = P.simulate(Bid3(), 300, seed=2, policies=[HIGH, HIGH, LOW], rotate_seats=True)
    assert tilted.uneven_seats() and str(tilted.seat_finding()).startswith("Seat order mattered: seat ")
    assert tilted.seat_finding().values and "leaves out the even share 33.3% (exact 1/3)" in str(
        tilted.seat_finding())


def test_a_policy_name_reads_as_text_in_the_markdown():
    under = P.FunctionPolicy("bid_high", lambda s: 2, "always bids 2")
    b = P.simulate(Bid(), 5, seed=1, policies=[under, LOW], rotate_seats=True)
    assert b.policy_finding().markdown.startswith("**Strongest:** bid\\_high won 100%")  # escaped
