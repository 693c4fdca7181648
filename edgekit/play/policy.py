"""Policies: who chooses for a seat. A named, documented type with one method.

A :class:`Policy` has a ``name``, a docstring saying how it plays, and
``action(state, rng) -> int`` (``rng`` is the playthrough's ``random.Random``: a policy
that draws uses it, so a seed fixes the whole game). Kinds:

* :class:`RandomPolicy`: a uniformly random legal action;
* :class:`FunctionPolicy`: a named rule ``state -> action`` (the games' named players);
* :class:`TablePolicy`: the exact optimal policy of an edgekit solution (:func:`solve`
  gives one for any one-player game whose states do not loop);
* :class:`HumanPolicy`: a seat a person takes (the stepper asks; :func:`~edgekit.play.play`
  waits at it);
* :class:`edgekit.play.openspiel.BotPolicy`: an OpenSpiel bot (MCTS ...) in a seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import sympy

from .. import display
from ..dist import Dist
from ..procedure import ChoiceProcedure, PolicyTable, Procedure
from .core import TERMINAL, Game, State

__all__ = ["Policy", "RandomPolicy", "FunctionPolicy", "TablePolicy", "HumanPolicy", "Solution",
           "solve", "outcome", "for_game"]


class Policy:
    """Chooses an action for the player to act: ``action(state, rng) -> int``.

    ``game``: the game the policy was made for, or None if it plays any game. A game's named
    policies read that game (its board, decks, rules, exact solution), so :func:`~edgekit.play.play`
    and :func:`~edgekit.play.simulate` refuse them on any other game (ValueError naming
    ``policies``); the same game built again with the same parameters is the same game.
    """

    name: str = "policy"
    human: bool = False
    game: Game | None = None

    def action(self, state: State, rng: random.Random) -> int:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"

    def __str__(self) -> str:
        doc = (type(self).__doc__ if self.__doc__ is None else self.__doc__) or ""
        first = " ".join(doc.strip().split("\n\n")[0].split())
        return f"{self.name}: {first}" if first else self.name

    def _repr_markdown_(self) -> str:
        return display.Text(f"**{self.name}**" + str(self)[len(self.name):])._repr_markdown_()


class _ReadOnly:
    """A policy whose attributes are fixed when it is made: a game's named policies are shared
    (cached), so a changed ``name`` or rule would change every later game that uses them."""

    def _fix(self, **attrs) -> None:
        for k, v in attrs.items():
            object.__setattr__(self, k, v)

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is read-only (tried to set {name!r}): make a new policy")

    def __delattr__(self, name):
        raise AttributeError(f"{type(self).__name__} is read-only (tried to delete {name!r})")


class RandomPolicy(_ReadOnly, Policy):
    """Plays a uniformly random legal action (drawn from the playthrough's seeded ``rng``)."""

    name = "random"

    def action(self, state, rng):
        acts = state.legal_actions()
        n = len(acts)
        if n and type(rng) is random.Random:   # randrange(n) returns _randbelow(n) for every n >= 1: the
            return acts[rng._randbelow(n)]     # same draw, without randrange's checks of its argument
        return acts[rng.randrange(n)]


class FunctionPolicy(_ReadOnly, Policy):
    """A named, deterministic rule: ``choose(state) -> action``; ``doc`` says how it plays;
    ``game`` the game it reads, if any (see :class:`Policy`; :func:`for_game` sets it)."""

    def __init__(self, name: str, choose: Callable[[State], int], doc: str = "", *,
                 game: Game | None = None):
        if not isinstance(name, str) or not name:
            raise TypeError(f"name must be a non-empty str, not {name!r}")
        if not callable(choose):
            raise TypeError(f"choose must be a function state -> action, not {choose!r}")
        if not isinstance(doc, str):
            raise TypeError(f"doc must be a str, not {type(doc).__name__}")
        if game is not None and not isinstance(game, Game):
            raise TypeError(f"game must be an edgekit.play.Game or None, not {type(game).__name__}")
        self._fix(name=name, _choose=choose, __doc__=doc or f"the {name} policy", game=game)

    def action(self, state, rng):
        return self._choose(state)

    def __reduce_ex__(self, protocol):
        # one of a game's named policies pickles as (the game, its name): a worker takes it from the
        # game it rebuilds (edgekit.play.core.factory); any other, as itself
        named = self.__dict__.get("_named")
        if named is not None and self.game is not None and "_recipe" in self.game.__dict__:
            return (_named_policy, (self.game, named))
        return super().__reduce_ex__(protocol)


def _named_policy(game: Game, name: str) -> Policy:
    return game.policies[name]


class TablePolicy(_ReadOnly, Policy):
    """Follows an exact :class:`~edgekit.procedure.PolicyTable` (state -> best action).

    ``game``: the game the table was solved for (``solve`` sets it). States compare without
    their game, so a table solved under one set of rules would otherwise answer silently for a
    state of a game with other rules or options; with ``game`` set, such a state is a ValueError.
    """

    def __init__(self, table: PolicyTable, name: str = "optimal", *, game: Game | None = None):
        if not isinstance(table, PolicyTable):
            raise TypeError(f"table must be a PolicyTable, not {type(table).__name__}")
        if not isinstance(name, str) or not name:
            raise TypeError(f"name must be a non-empty str, not {name!r}")
        if game is not None and not isinstance(game, Game):
            raise TypeError(f"game must be an edgekit.play.Game or None, not {type(game).__name__}")
        self._fix(table=table, name=name, game=game)

    def action(self, state, rng):
        g = getattr(state, "game", None)
        if self.game is not None and g is not None and g is not self.game \
                and _identity(g) != _identity(self.game):
            raise ValueError(f"this policy table was solved for {self.game!r}, "
                             f"not for the state's game {g!r}")
        row = self.table.rows.get(state)
        if row is None:
            raise ValueError(f"the policy table has no choice for {state}")
        return row.action


class HumanPolicy(_ReadOnly, Policy):
    """A seat a person takes: the stepper offers the legal actions; :func:`play` waits here."""

    name = "human"
    human = True

    def action(self, state, rng):
        raise ValueError("a human seat chooses in the stepper (or pass choices= to play)")


@dataclass(frozen=True)
class Solution:
    """The exact optimal play of a one-player game: ``value`` (sympy), ``table`` and ``policy``."""

    value: Any
    table: PolicyTable
    policy: TablePolicy

    def as_table(self, title: str = "") -> display.Table:
        return self.table.as_table(title or f"Optimal play: value {display.value(self.value)}")

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def _step(s: State, a) -> Dist:
    if a is None:  # a chance state
        return s.chance_outcomes().map(s.apply)
    return Dist.point(s.apply(a))


def solve(game: Game, *, max_states: int = 200_000) -> Solution:
    """Exact expectimax over every reachable state of a one-player game: the optimal value
    (the expected return of player 0) and a :class:`TablePolicy` that achieves it.

    Built on :class:`edgekit.procedure.ChoiceProcedure` (chance states are nodes with a single
    action ``None``). The states must not loop (ValueError if they do; games whose rolls can
    return to the same state, such as the Bomb, come with their own solver). Ties go to the
    lowest action id. ``max_states`` bounds the search (ValueError past it).
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be an edgekit.play.Game, not {type(game).__name__}")
    if game.players != 1:
        raise ValueError(f"solve plays one-player games; this game has players={game.players}")
    _limit(max_states)
    seen = [0]

    def actions(s: State):
        seen[0] += 1
        if seen[0] > max_states:
            raise ValueError(f"more than max_states={max_states} states: too large to solve exactly")
        p = s.current_player
        if p == TERMINAL:
            return []
        return [None] if s.is_chance else list(s.legal_actions())

    proc = ChoiceProcedure(actions, _step, lambda s: s.returns()[0], goal="player 0's expected return")
    full = proc.solve(game.new_initial_state())
    rows = {k: r for k, r in full.rows.items() if r.action is not None}  # chance states: nothing to decide
    table = PolicyTable(full.value, rows, full.goal)
    return Solution(_api(table.value), table, TablePolicy(table, game=game))



class _NoDraws:
    """The ``rng`` handed to a policy by :func:`outcome`: a policy that draws is refused."""

    def __getattr__(self, name):
        raise ValueError("outcome needs a deterministic policy (this one draws at random)")


def outcome(game: Game, policy: Policy, *, label: Callable[[State], Any] | None = None,
            max_states: int = 200_000) -> Dist:
    """The exact distribution of how a one-player game ends when ``policy`` makes every choice.

    ``label(terminal_state)`` names each ending (default: player 0's return). Exact for loops
    too (a roll that changes nothing), through :meth:`edgekit.procedure.Procedure.solve`. The
    policy must not draw at random (ValueError). Use it to check a policy's value exactly:
    ``outcome(game, p).mean()`` is its expected return.
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be an edgekit.play.Game, not {type(game).__name__}")
    if game.players != 1:
        raise ValueError(f"outcome plays one-player games; this game has players={game.players}")
    if not isinstance(policy, Policy) or policy.human:
        raise TypeError(f"policy must be a non-human edgekit.play.Policy, not {policy!r}")
    if label is not None and not callable(label):
        raise TypeError(f"label must be a function of the final state, not {label!r}")
    _limit(max_states)
    lab = label or (lambda s: s.returns()[0])
    nodraw = _NoDraws()

    def step(s: State):
        p = s.current_player
        if p == TERMINAL:
            return None
        if s.is_chance:
            return s.chance_outcomes().map(s.apply)
        return Dist.point(s.apply(policy.action(s, nodraw)))

    return Procedure(step, lambda s: _api(lab(s)), max_states=max_states).solve(
        game.new_initial_state()).outcome


def for_game(game: Game, policies: Mapping[str, Policy]) -> Mapping[str, Policy]:
    """``game``'s named policies, read-only, each :class:`FunctionPolicy` marked as made for
    ``game`` (a game's ``policies`` property returns this), so that play and simulate refuse it
    on another game. Other policies (random, a solved table with its own game) are kept as they are.
    """
    if not isinstance(game, Game):
        raise TypeError(f"game must be an edgekit.play.Game, not {type(game).__name__}")
    if not isinstance(policies, Mapping):
        raise TypeError(f"policies must be a mapping name -> Policy, not {type(policies).__name__}")
    out = {}
    for k, p in policies.items():
        if isinstance(p, FunctionPolicy) and p.game is None:
            p = FunctionPolicy(p.name, p._choose, p.__doc__, game=game)
            p._fix(_named=k)  # pickles as game.policies[k] (FunctionPolicy.__reduce_ex__)
        out[k] = p
    return MappingProxyType(out)


def _identity(g: Game) -> tuple:
    """What makes two games the same game: their type, name, players, rules and options."""
    return (type(g), g.name, g.players, g.rules, dict(g.options))


def _api(x):
    from fractions import Fraction

    return sympy.Rational(x.numerator, x.denominator) if isinstance(x, Fraction) else x


def _limit(max_states) -> None:
    if isinstance(max_states, bool) or not isinstance(max_states, int):
        raise TypeError(f"max_states must be a whole number, not {max_states!r}")
    if not 1 <= max_states <= 10_000_000:
        raise ValueError(f"max_states must be from 1 to 10,000,000, not {max_states}")
