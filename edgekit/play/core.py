"""The state API every edgekit game is played through (in the OpenSpiel style).

A :class:`Game` makes a first :class:`State`; a state says whose turn it is
(:attr:`State.current_player`: a player index, :data:`CHANCE` or :data:`TERMINAL`),
what may be done (:meth:`State.legal_actions` for a player, :meth:`State.chance_outcomes`
for the dice: an exact :class:`~edgekit.dist.Dist` over actions, never floats), and
:meth:`State.apply` returns the NEXT state: states are immutable, so any earlier state
can be kept, compared and stepped back to. A finished state has :meth:`State.returns`
(one exact number per player).

Every state also annotates itself for the log: :meth:`State.turn` says who acts, what
is done, the rule cited, the Win Number W if any and the numbers behind it;
:meth:`State.action_label` names each action's result. :func:`edgekit.play.play`
turns these into :class:`~edgekit.play.log.Step` records, one format for every game.

Actions are small whole numbers (0, 1, 2 ...), as in OpenSpiel, so that one generic
adapter (:mod:`edgekit.play.openspiel`) can register any edgekit game there. A player's
action ids run from 0 to ``Game.num_distinct_actions - 1``, chance action ids from 0 to
``Game.max_chance_outcomes - 1``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from ..dist import Dist

__all__ = ["CHANCE", "TERMINAL", "Game", "State", "Turn", "exact_number"]

#: ``current_player`` of a state where the dice (or a draw) decide: the same ids as OpenSpiel's.
CHANCE = -1
#: ``current_player`` of a finished state.
TERMINAL = -4


@dataclass(frozen=True)
class Turn:
    """What happens at a state, before its action is known: the head of a log step.

    ``actor`` is who acts ("Ripper", "Agent"; the dice are rolled by someone), ``action``
    what is done ("Stealth Win Roll in Real Space"), ``cite`` the rule ("Edge City
    11.6.5.1"), ``w`` the Win Number if a Win Roll is made, ``numbers`` the exact numbers
    behind the step (R, W, P(win) ...), ``note`` anything a reader should know (e.g. a
    reconstructed Table 1.0 cell).
    """

    actor: str
    action: str
    cite: str
    w: int | None = None
    numbers: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    note: str = ""


def exact_number(x: Any, name: str = "value") -> Fraction | sympy.Expr:
    """``x`` as an exact number: int and Fraction -> Fraction, sympy numbers kept.

    Floats, bools and strings are refused (``TypeError`` naming ``name``).
    """
    if isinstance(x, bool) or isinstance(x, float | str) or isinstance(x, sympy.Float):
        raise TypeError(f"{name} must be an exact number (int, Fraction or sympy), not {x!r}")
    if isinstance(x, int):
        return Fraction(x)
    if isinstance(x, Fraction):
        return x
    if isinstance(x, sympy.Expr):
        if x.is_Rational:
            return Fraction(int(x.p), int(x.q))
        return x
    raise TypeError(f"{name} must be an exact number (int, Fraction or sympy), not {type(x).__name__}")


class State:
    """One position of a game. Immutable: :meth:`apply` returns a new state.

    Subclasses implement :attr:`current_player`, :meth:`legal_actions`,
    :meth:`chance_outcomes`, :meth:`apply`, :meth:`returns`, :meth:`turn`,
    :meth:`action_label` and ``__str__`` (the state in words: the log's "change of
    state"), and are hashable (equal positions compare equal; the game is not part of
    the comparison), so that exact solvers and caches can key on them.
    """

    game: Game

    @property
    def current_player(self) -> int:
        """A player index (0, 1, ...), :data:`CHANCE` or :data:`TERMINAL`."""
        raise NotImplementedError

    @property
    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    @property
    def is_chance(self) -> bool:
        return self.current_player == CHANCE

    def legal_actions(self) -> tuple[int, ...]:
        """The actions the player to act may take, in increasing order (empty unless a player acts)."""
        raise NotImplementedError

    def chance_outcomes(self) -> Dist:
        """The exact distribution of the chance action at a :data:`CHANCE` state."""
        raise NotImplementedError

    def apply(self, action: int) -> State:
        """The state after ``action`` (a legal action, or a possible chance outcome)."""
        raise NotImplementedError

    def returns(self) -> tuple:
        """One exact number per player (at a terminal state; zeros before, unless a game says)."""
        raise NotImplementedError

    def turn(self) -> Turn:
        """Who acts here, what is done, the rule cited, W and the numbers behind the step."""
        raise NotImplementedError

    def action_label(self, action: int) -> str:
        """The result of ``action`` here, in words (distinct for distinct actions)."""
        raise NotImplementedError

    def __copy__(self):
        return self  # immutable: a copy is the state itself (OpenSpiel clones by deepcopy)

    def __deepcopy__(self, memo):
        return self

    def observation(self, player: int) -> str:
        """What ``player`` sees of this state (a game with hidden information overrides it;
        by default everything: ``str(self)``)."""
        return str(self)

    def picture(self) -> str | None:
        """An HTML picture of the state for the stepper (None: no picture). Cheap: no matplotlib."""
        return None

    # ------------------------------------------------------------ checks shared by games
    def _check_action(self, action: Any) -> int:
        if isinstance(action, bool) or not isinstance(action, int):
            raise TypeError(f"action must be a whole number (an action id), not {action!r}")
        if self.is_terminal:
            raise ValueError(f"action {action} given, but the game is over ({self})")
        if self.is_chance:
            if action not in self.chance_outcomes():
                raise ValueError(f"action {action} is not a possible chance outcome here; possible: "
                                 f"{self.chance_outcomes().outcomes()}")
        elif action not in self.legal_actions():
            raise ValueError(f"action {action} is not legal here; legal: {list(self.legal_actions())}")
        return action


class _Sealed(type):
    """Makes every game read-only once built: ``Game(...)`` seals the object after ``__init__``."""

    def __call__(cls, *args, **kwargs):
        game = super().__call__(*args, **kwargs)
        object.__setattr__(game, "_sealed", True)
        return game


class Game(metaclass=_Sealed):
    """A game: its name, number of players, its rules value and a first state.

    Attributes every game sets: ``name``; ``players``; ``rules`` (the effective
    :class:`edgekit.readings.Rules` value of its readings: frozen, hashable, shown whole by
    ``repr``); ``options`` (everything else it was built with: a Status, a timer, a payoff;
    read-only); ``cite`` (the rules it plays); ``num_distinct_actions`` and
    ``max_chance_outcomes`` (bounds on action ids, for OpenSpiel); ``max_game_length`` (a
    bound on the number of steps; games that can loop give a bound past which
    :func:`~edgekit.play.play` stops with an error);
    ``min_return`` and ``max_return`` (exact bounds on a player's return);
    ``perfect_information`` (False when players hide things, e.g. concealed cards: then each
    state's :meth:`State.observation` says what a player sees).
    ``policies`` maps the game's named policies to :class:`~edgekit.play.Policy` objects.

    A game is read-only once built: setting or deleting any attribute (``rounds``, ``rules``,
    ``payoff`` ...) is an AttributeError naming it, so a game cannot play one thing while its
    ``options`` report another. Build a new game for other parameters.
    """

    name: str = ""
    players: int = 1
    rules: Any = None
    options: Mapping[str, Any] = MappingProxyType({})
    cite: tuple[str, ...] = ()
    num_distinct_actions: int = 1
    max_chance_outcomes: int = 1
    max_game_length: int = 1000
    min_return: Any = 0
    max_return: Any = 1
    perfect_information: bool = True

    def new_initial_state(self) -> State:
        raise NotImplementedError

    def __setattr__(self, name, value):
        if self.__dict__.get("_sealed"):
            raise AttributeError(f"{type(self).__name__}.{name} is read-only: a game's parameters are fixed "
                                 f"when it is built (build a new game instead)")
        object.__setattr__(self, name, value)

    def __delattr__(self, name):
        if self.__dict__.get("_sealed"):
            raise AttributeError(f"{type(self).__name__}.{name} is read-only: a game's parameters are fixed "
                                 f"when it is built")
        object.__delattr__(self, name)

    def _configure(self, **attrs) -> None:
        """Set attributes while a factory finishes building the game (after ``__init__``, before the
        game is handed out: e.g. ``edge_city.game`` adds its board). Not for callers."""
        for name, value in attrs.items():
            object.__setattr__(self, name, value)

    def __deepcopy__(self, memo):
        return self  # a game is a fixed set of rules, shared by all its states

    @property
    def policies(self) -> Mapping[str, Any]:
        """The game's named policies (name -> Policy)."""
        return MappingProxyType({})

    def exact_value(self):
        """The exact value of optimal play for player 0, if the game knows it (else None)."""
        return None

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={_short(v)}" for k, v in {**self.options, **self.changed_readings()}.items())
        return f"<{type(self).__name__} {self.name!r}: {opts or 'defaults'}>"

    def changed_readings(self) -> dict[str, Any]:
        """The readings this game plays that differ from the defaults."""
        return self.rules.changed() if hasattr(self.rules, "changed") else {}


def _short(v) -> str:
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{k}: {_short(x)}" for k, x in v.items()) + "}"
    return str(v)
