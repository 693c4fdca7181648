"""A two-player toy game for the play layer's tests (the later whole games have several seats).

Race to 5: players take turns; the player to act may roll a die (add it to their total) or pass;
after two passes in a row, or when someone reaches 5, the game ends; the higher total wins
(return 1, the other -1; a tie 0). Not a game from any rulebook: a fixture only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from edgekit.dist import Dist
from edgekit.play import CHANCE, TERMINAL, Game, State, Turn

ROLL, PASS = 0, 1


@dataclass(frozen=True)
class RaceState(State):
    totals: tuple = (0, 0)
    to_act: int = 0
    rolling: bool = False
    passes: int = 0
    game: Game = field(default=None, compare=False, hash=False, repr=False)

    @property
    def current_player(self):
        if self.passes >= 2 or max(self.totals) >= 5:
            return TERMINAL
        return CHANCE if self.rolling else self.to_act

    def legal_actions(self):
        return (ROLL, PASS) if self.current_player >= 0 else ()

    def chance_outcomes(self):
        return Dist.die(3)

    def apply(self, action):
        self._check_action(action)
        if self.rolling:
            t = list(self.totals)
            t[self.to_act] += action
            return RaceState(tuple(t), 1 - self.to_act, False, 0, self.game)
        if action == ROLL:
            return RaceState(self.totals, self.to_act, True, 0, self.game)
        return RaceState(self.totals, 1 - self.to_act, False, self.passes + 1, self.game)

    def returns(self):
        a, b = self.totals
        if self.current_player != TERMINAL or a == b:
            return (Fraction(0), Fraction(0))
        return (Fraction(1), Fraction(-1)) if a > b else (Fraction(-1), Fraction(1))

    def turn(self):
        who = f"player {self.to_act}"
        return Turn(who, "roll a three-sided die" if self.rolling else "roll or pass", "toy rules")

    def action_label(self, action):
        self._check_action(action)
        if self.rolling:
            return f"rolls {action}"
        return "roll" if action == ROLL else "pass"

    def __str__(self):
        return f"totals {self.totals}, player {self.to_act} to act"


class Race(Game):
    name = "Race to 5 (toy)"
    players = 2
    num_distinct_actions = 2
    max_chance_outcomes = 4
    max_game_length = 40
    min_return, max_return = -1, 1

    def new_initial_state(self):
        return RaceState(game=self)


class HiddenRace(Race):
    """The same race with each player's total hidden from the other (imperfect information)."""

    name = "Hidden race to 5 (toy)"
    perfect_information = False

    def new_initial_state(self):
        return HiddenRaceState(game=self)


@dataclass(frozen=True)
class HiddenRaceState(RaceState):
    def apply(self, action):
        s = RaceState.apply(self, action)
        return HiddenRaceState(s.totals, s.to_act, s.rolling, s.passes, self.game)

    def observation(self, player):
        return f"my total {self.totals[player]}, player {self.to_act} to act"
