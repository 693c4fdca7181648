"""Balance: each deal played once per rotation of the policies over the seats (``simulate(...,
rotate_seats=True)``), so the win share by seat and the win share by policy are separate estimates,
each with its interval over deals (the rotations of one deal share its dice).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

import sympy

from .. import display
from .core import Game
from .estimates import Estimate, _Column, _Counts, _wilson

__all__ = ["Balance"]


def _rotation_labels(game: Game, seats: tuple, rotate_seats, measure, keep_values) -> tuple | None:
    """With rotate_seats, each seat's policy label (rotation 0); None without. The same Policy
    object in several seats is one policy; two different policies of one name are told apart by
    the first place each has in ``policies`` ("random (policies[1])")."""
    if not isinstance(rotate_seats, bool):
        raise TypeError(f"rotate_seats must be True or False, not {rotate_seats!r}")
    if not rotate_seats:
        return None
    if game.players < 2:
        raise ValueError(f"rotate_seats: {game.name} is a one-player game: there are no seats to rotate")
    if measure is not None:
        raise ValueError("measure: rotate_seats measures each seat's and each policy's return itself; "
                         "leave measure out (or simulate without rotate_seats)")
    if keep_values:
        raise ValueError("keep_values: rotate_seats keeps no game's values; leave keep_values out")
    first: list = []  # the distinct policies, in the order of their first seat
    for p in seats:
        if not any(p is q for q in first):
            first.append(p)
    if len(first) < 2:
        raise ValueError(f"policies: rotate_seats needs at least two different policies in the seats "
                         f"(every seat plays {first[0].name!r}, so rotating changes nothing); give a "
                         f"list of {game.players} policies")
    names = Counter(p.name for p in first)
    label = {id(p): p.name if names[p.name] == 1 else f"{p.name} (policies[{seats.index(p)}])"
             for p in first}
    return tuple(label[id(p)] for p in seats)


@dataclass(frozen=True)
class Balance:
    """What ``simulate(..., rotate_seats=True)`` found: win shares by seat and by policy, apart.

    Each of ``deals`` deals was played once per rotation of ``policies`` over the seats, so
    ``games = deals * players`` games. ``by_seat[k]`` is seat k's mean return over every game
    (whoever sat there), ``by_policy[label]`` a policy's mean return per seat it held, wherever
    it sat (``seats_held[label]`` seats in each game). Each is an :class:`Estimate` over the
    deals, the independent unit (the rotations of one deal share its dice): when every deal's
    value is a share in [0, 1] (a win share) the Wilson score interval of that mean
    (conservative: a share's variance is at most p(1 - p)), else a Student t interval.
    ``even`` is the exact average of the seats' sample shares (1/players when every game is won
    by someone: the share of a seat, or a policy, if none mattered).
    """

    game: str
    deals: int
    seed: int
    players: int
    policies: tuple  # each seat's policy label in rotation 0 (the order given)
    by_seat: tuple
    by_policy: Mapping[str, Estimate]
    seats_held: Mapping[str, int]

    @property
    def games(self) -> int:
        return self.deals * self.players

    @property
    def method(self) -> str:
        return self.by_seat[0].method

    @property
    def even(self):
        """The exact average of the seats' sample shares (1/players if every game has a winner)."""
        return sum((e.exact_sample for e in self.by_seat), sympy.Integer(0)) / self.players

    def uneven_seats(self) -> tuple[int, ...]:
        """The seats whose 95% interval leaves out the even share: seat order mattered there."""
        v = float(self.even)
        return tuple(k for k, e in enumerate(self.by_seat) if not e.low <= v <= e.high)

    def strongest(self) -> str | None:
        """The policy whose 95% interval lies wholly above every other policy's, or None when no
        policy is that clearly ahead (the intervals overlap)."""
        best = max(self.by_policy, key=lambda k: self.by_policy[k].value)
        others = [e for k, e in self.by_policy.items() if k != best]
        return best if all(self.by_policy[best].low > e.high for e in others) else None

    def ranking(self) -> tuple[str, ...]:
        """The policies from the highest sample share to the lowest (ties in the order given)."""
        return tuple(sorted(self.by_policy, key=lambda k: -self.by_policy[k].exact_sample))

    def seat_finding(self) -> display.Text:
        """Does seat order matter, as far as these games tell: a sentence computed from the intervals."""
        even = self._even_words()
        uneven = self.uneven_seats()
        if uneven:
            parts = [f"seat {k} {_span(self.by_seat[k], 'the')}" for k in uneven]
            which = "each of these intervals leaves" if len(parts) > 1 else "the interval leaves"
            return display.md("**Seat order mattered:** {parts}; {which} out {even}.", parts="; ".join(parts),
                              which=which, even=even)
        lo = min(self.by_seat, key=lambda e: e.value)
        hi = max(self.by_seat, key=lambda e: e.value)
        return display.md("**Seat order:** no seat is told apart from {even} by these {n:,} games: the seats "
                          "won from {lo} to {hi}, and every seat's 95% interval holds it (a smaller seat "
                          "effect is not ruled out; more deals narrow the intervals).", even=even,
                          n=self.games, lo=display.percent(lo.value) if self._shares() else f"{lo.value:.3g}",
                          hi=display.percent(hi.value) if self._shares() else f"{hi.value:.3g}")

    def policy_finding(self) -> display.Text:
        """Which policy is strongest, as far as these games tell: a sentence computed from the intervals."""
        order = self.ranking()
        top = order[0]
        if self.strongest():
            return display.md("**Strongest:** {p} {span}, an interval wholly above every other "
                              "policy's.", p=top, span=_span(self.by_policy[top]))
        close = next(k for k in order[1:] if self.by_policy[k].high >= self.by_policy[top].low)
        return display.md("**Strongest:** none is singled out by these {n:,} games: {p} did best: it "
                          "{span}; but that interval overlaps the one of {q}, which {other}.",
                          n=self.games, p=top, span=_span(self.by_policy[top]), q=close,
                          other=_span(self.by_policy[close]))

    def _shares(self) -> bool:
        return all(e.kind == "proportion" for e in (*self.by_seat, *self.by_policy.values()))

    def _even_words(self) -> str:
        if self._shares():
            return f"the even share {display.prob(self.even)}"
        return f"the seats' average {display.number(self.even)}"

    # -- what a notebook shows
    def _what(self) -> str:
        return "win share" if self._shares() else "mean return"

    def _notes(self) -> tuple[str, ...]:
        return (f"{self.deals:,} deals × {self.players} rotations of the policies over the seats = "
                f"{self.games:,} games (seed {self.seed}); each deal is played with every policy in every "
                f"seat from the same seed (common random numbers).",
                f"95% intervals: {self.method}. Estimates (≈) with the "
                f"sample's exact value one step away. An even share is {display.prob(self.even)}.")

    def seat_table(self) -> display.Table:
        """One row per seat: its share over every rotation (whoever sat there), its interval."""
        what = self._what()
        rows = [(f"seat {k}", *e._row()[1:3]) for k, e in enumerate(self.by_seat)]
        return display.Table(f"{self.game}: {what} by seat (seats rotated, {self.games:,} games)",
                             ("seat", what, "95% interval"), rows, notes=self._notes())

    def policy_table(self) -> display.Table:
        """One row per policy: its share per seat held, wherever it sat, its interval."""
        what = self._what()
        rows = [(k, self.seats_held[k], *e._row()[1:3]) for k, e in self.by_policy.items()]
        return display.Table(f"{self.game}: {what} by policy (seats rotated, {self.games:,} games)",
                             ("policy", "seats per game", f"{what} per seat", "95% interval"), rows,
                             notes=self._notes())

    def as_table(self, title: str = "") -> display.Table:
        """Both in one table: the seats, then the policies."""
        what = self._what()
        rows = ([("seat", f"seat {k}", *e._row()[1:3]) for k, e in enumerate(self.by_seat)]
                + [("policy", k, *e._row()[1:3]) for k, e in self.by_policy.items()])
        return display.Table(title or f"{self.game}: {what} by seat and by policy ({self.games:,} games)",
                             ("by", "seat or policy", what, "95% interval"), rows, notes=self._notes())

    def __str__(self) -> str:
        return f"{self.seat_table()}\n\n{self.policy_table()}"

    def _repr_html_(self) -> str:
        return self.seat_table()._repr_html_() + self.policy_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.seat_table()._repr_markdown_() + "\n\n" + self.policy_table()._repr_markdown_()


def _span(e: Estimate, whose: str = "its") -> str:
    """An estimate in a sentence: "won 40.0% of its games (95% interval 19.1% to 64.0%)"."""
    if e.kind == "proportion":
        return (f"won {display.percent(e.value)} of {whose} games (95% interval {display.percent(e.low)} "
                f"to {display.percent(e.high)})")
    return f"got a mean return of {e.value:.3g} (95% interval {e.low:.3g} to {e.high:.3g})"


def _balance_estimate(col: _Column, name: str, deals: int, rotations: int) -> Estimate:
    if col.unit:  # every deal's value is a share in [0, 1]
        return _wilson(col.total, deals, name, f"Wilson score 95% over {deals:,} deals (each deal's share of "
                                               f"its {rotations} rotations; conservative)")
    return col.mean_estimate(name, deals)


def _balance(counts: _Counts, game: Game, n: int, seed: int, labels: tuple) -> Balance:
    cols, k = counts.columns, game.players
    by_seat = tuple(_balance_estimate(cols[f"seat {i}"], f"seat {i}", n, k) for i in range(k))
    held = Counter(labels)
    by_policy = {lab: _balance_estimate(cols[f"policy {lab}"], lab, n, k) for lab in dict.fromkeys(labels)}
    return Balance(game.name, n, seed, k, labels, by_seat, MappingProxyType(by_policy),
                   MappingProxyType(dict(held)))


