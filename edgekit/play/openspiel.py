"""One generic adapter between edgekit games and OpenSpiel (``pyspiel``), and OpenSpiel bots as policies.

* :func:`openspiel_game` wraps any :class:`edgekit.play.Game` as a ``pyspiel.Game`` (its
  states wrap edgekit states), so OpenSpiel's checks (``pyspiel.random_sim_test``) and
  algorithms (``MCTSBot``) run on it;
* :func:`register` registers an edgekit game factory under a short name with parameters, so
  ``pyspiel.load_game("edgekit_rip", {"status": "Hacker"})`` works once the game's module has
  registered itself: each game registers its own (``import edgekit.edge_city.rip.openspiel`` for
  ``edgekit_rip``, ``edgekit.rogue_agent.bomb.openspiel`` for ``edgekit_bomb``, and the whole
  games' ``whole_game.openspiel``); the play layer imports no game;
* :class:`BotPolicy` seats an OpenSpiel bot at an edgekit table; :func:`mcts_policy` is
  OpenSpiel's MCTS with random rollouts.

Exactness: the chances of chance outcomes cross into OpenSpiel as floats HERE ONLY
(``float`` of an exact fraction, correctly rounded); returns likewise. Everything on the
edgekit side stays exact. This module imports ``pyspiel``; nothing else in edgekit does, so
``import edgekit`` stays fast.

State strings: OpenSpiel's algorithms (``get_all_states``, ``value_iteration``, tabular
policies of perfect-information games) key a state by ``str(state)``, so the string of a
wrapped state must IDENTIFY it: equal states give the same string, different states different
ones. An edgekit state's own ``str`` is a readable summary for the step logs and may leave
things out (a Matrix state's omits the layout of the matrix; a Rogue Agent state's hides the
face-down cards), so the wrapped state's ``str`` is :func:`state_string`: that summary, then
`` | `` and :func:`state_key`, a canonical spelling of exactly what the state's equality
compares. Edgekit's own ``str`` stays as it is. The observation string (:func:`observation_string`)
of a game with hidden information likewise identifies what the player sees: the readable
:meth:`~edgekit.play.State.observation`, then the canonical spelling of the state's
``information(player)``; of a perfect-information game it is :func:`state_string`.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

import numpy as np
import pyspiel
import sympy

from .core import CHANCE, TERMINAL, Game, State
from .policy import Policy

__all__ = ["openspiel_game", "register", "registered", "BotPolicy", "mcts_policy", "wrap_state", "state_key",
           "state_string", "observation_string"]

_REGISTERED: dict[str, Callable] = {}


def _game_type(short_name: str, long_name: str, players: int, params: Mapping,
               perfect: bool = True) -> pyspiel.GameType:
    info = pyspiel.GameType.Information
    return pyspiel.GameType(
        short_name=short_name, long_name=long_name,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=info.PERFECT_INFORMATION if perfect else info.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players, min_num_players=players,
        provides_information_state_string=False, provides_information_state_tensor=False,
        provides_observation_string=not perfect, provides_observation_tensor=False,
        provides_factored_observation_string=False,
        parameter_specification=dict(params))


def _game_info(game: Game) -> pyspiel.GameInfo:
    return pyspiel.GameInfo(num_distinct_actions=game.num_distinct_actions,
                            max_chance_outcomes=game.max_chance_outcomes, num_players=game.players,
                            min_utility=float(game.min_return), max_utility=float(game.max_return),
                            utility_sum=None, max_game_length=game.max_game_length)


def state_key(state: State) -> str:
    """A canonical string of what makes ``state`` the state it is: ``state_key(a) == state_key(b)``
    exactly when ``a == b`` (the game aside).

    It spells the state's equality: the ``key()`` of a state that defines one (a Matrix state),
    else the dataclass fields its ``==`` compares, recursively (nested dataclasses, tuples,
    mappings, sets). Sets and mappings are written sorted, so equal values are spelled alike
    whatever order they were built in (iteration order of a set of strings changes from one
    process to the next). A value of any other kind is refused (TypeError): a ``repr`` is not
    known to be canonical.
    """
    if not isinstance(state, State):
        raise TypeError(f"state must be an edgekit.play.State, not {type(state).__name__}")
    key = getattr(state, "key", None)
    return _canonical(key() if callable(key) else state)


def state_string(state: State) -> str:
    """``str(state)`` (readable) then `` | `` and :func:`state_key` (identifying): the ``str`` of
    a wrapped state, which OpenSpiel's algorithms key states by."""
    if not isinstance(state, State):
        raise TypeError(f"state must be an edgekit.play.State, not {type(state).__name__}")
    return f"{state} | {state_key(state)}"


def _canonical(x) -> str:
    if x is None or isinstance(x, str):
        return repr(x)
    if isinstance(x, bool | int | Fraction) or isinstance(x, sympy.Basic) and x.is_Rational:
        f = Fraction(int(x.p), int(x.q)) if isinstance(x, sympy.Basic) else Fraction(x)
        # equal numbers are spelled alike (True == 1 == Fraction(1)), as == sees them
        return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"
    if isinstance(x, State | Mapping) or dataclasses.is_dataclass(x) and not isinstance(x, type):
        if isinstance(x, Mapping):
            items = sorted((_canonical(k), _canonical(v)) for k, v in x.items())
            return "{" + ", ".join(f"{k}: {v}" for k, v in items) + "}"
        if isinstance(x, State) and callable(getattr(x, "key", None)):
            return f"{type(x).__name__}{_canonical(x.key())}"
        fields = [f for f in dataclasses.fields(x) if f.compare]
        return f"{type(x).__name__}(" + ", ".join(
            f"{f.name}={_canonical(getattr(x, f.name))}" for f in fields) + ")"
    if isinstance(x, tuple | list):
        if hasattr(x, "_fields"):  # a NamedTuple: its fields by name
            return f"{type(x).__name__}(" + ", ".join(
                f"{n}={_canonical(v)}" for n, v in zip(x._fields, x)) + ")"
        return "(" + ", ".join(map(_canonical, x)) + ("," if len(x) == 1 else "") + ")"
    if isinstance(x, frozenset | set):
        return "{" + ", ".join(sorted(map(_canonical, x))) + "}"
    raise TypeError(f"state_key cannot spell a {type(x).__name__} ({x!r}) canonically")


def observation_string(state: State, player: int) -> str:
    """What ``player`` sees at ``state`` as OpenSpiel's observation string: in a perfect-information
    game :func:`state_string`; else the state's readable :meth:`~edgekit.play.State.observation`,
    then `` | `` and the canonical spelling of its ``information(player)`` (the state with what
    ``player`` cannot see left out), so that two states give one string exactly when ``player``
    cannot tell them apart. (What the player sees now, not everything seen before: the adapter
    provides no perfect-recall information-state string.) A state with no ``information`` method
    gives its observation alone, which must then identify what the player sees."""
    if not isinstance(state, State):
        raise TypeError(f"state must be an edgekit.play.State, not {type(state).__name__}")
    if state.game.perfect_information:
        return state_string(state)
    readable = state.observation(player)
    info = getattr(state, "information", None)
    # a game without information(player) answers for its observation strings itself
    return readable if info is None else f"{readable} | {_canonical(info(player))}"


class _Observer:
    """OpenSpiel's PyObserver interface: what a player sees is the edgekit state's
    :meth:`~edgekit.play.State.observation` (everything, in a perfect-information game)."""

    def __init__(self, iig_obs_type, params):
        self.iig_obs_type, self.tensor, self.dict = iig_obs_type, None, {}

    def set_from(self, state, player):
        pass

    def string_from(self, state, player):
        return observation_string(state.edgekit_state, player)


class _OSState(pyspiel.State):
    """An OpenSpiel state holding an (immutable) edgekit state; applying an action swaps it."""

    def __init__(self, game, state: State):
        super().__init__(game)
        self.edgekit_state = state

    def current_player(self):
        p = self.edgekit_state.current_player
        if p == TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        if p == CHANCE:
            return pyspiel.PlayerId.CHANCE
        return p

    def _legal_actions(self, player):
        return list(self.edgekit_state.legal_actions())

    def chance_outcomes(self):
        d = self.edgekit_state.chance_outcomes()
        if d.is_symbolic:
            raise ValueError(f"the chance outcomes at {self.edgekit_state} are symbolic; "
                             "OpenSpiel needs numbers")
        total = d.denominator
        return [(a, w / total) for a, w in sorted(d.weights().items())]  # floats: here only

    def _illegal(self, action) -> str | None:
        """Why ``action`` cannot be applied here (None if it can)."""
        s = self.edgekit_state
        if s.is_terminal:
            return f"action {action} is not legal: the game is over ({s})"
        ok = s.chance_outcomes().outcomes() if s.is_chance else s.legal_actions()
        if isinstance(action, bool) or not isinstance(action, int | np.integer) or int(action) not in ok:
            kind = "chance outcomes" if s.is_chance else "legal actions"
            return f"action {action!r} is not legal at {s}; {kind}: {sorted(ok)}"
        return None

    def apply_action(self, action):
        # checked here, before OpenSpiel's own check, whose SpielError does not say which action
        why = self._illegal(action)
        if why:
            raise pyspiel.SpielError(why)
        super().apply_action(action)

    def child(self, action):
        why = self._illegal(action)
        if why:
            raise pyspiel.SpielError(why)
        return super().child(action)

    def _apply_action(self, action):  # the edgekit state checks the action (ValueError naming it)
        self.edgekit_state = self.edgekit_state.apply(int(action))

    def _action_to_string(self, player, action):
        try:
            return self.edgekit_state.action_label(int(action))
        except (ValueError, KeyError, IndexError, TypeError, AttributeError):
            return f"action {action}"

    def is_terminal(self):
        return self.edgekit_state.is_terminal

    def returns(self):
        s = self.edgekit_state
        if not s.is_terminal:
            return [0.0] * self.get_game().num_players()
        return [float(r) for r in s.returns()]

    def __str__(self):
        return state_string(self.edgekit_state)  # identifying: OpenSpiel keys states by it


def _game_class(make: Callable[[Mapping], Game], game_type: pyspiel.GameType):
    class _OSGame(pyspiel.Game):
        def __init__(self, params=None):
            params = dict(game_type.parameter_specification if params is None else params)
            self.edgekit_game = make(params)
            super().__init__(game_type, _game_info(self.edgekit_game), params)

        def new_initial_state(self):
            return _OSState(self, self.edgekit_game.new_initial_state())

        def make_py_observer(self, iig_obs_type=None, params=None):
            return _Observer(iig_obs_type, params)

    return _OSGame


def register(short_name: str, factory: Callable[..., Game], defaults: Mapping[str, Any]) -> None:
    """Register ``factory`` with OpenSpiel as ``short_name``: its parameters are ``defaults`` (the
    game's ``DEFAULT_PARAMS``, OpenSpiel's ``_DEFAULT_PARAMS``) and each reading of the game, as a
    string parameter at its default (:func:`edgekit.readings.defaults`).

    ``pyspiel.load_game(short_name, {"players": 3, "repeat_reset": "travel_only"})`` builds
    ``factory(**params, rules=readings.defaults(game).replace(repeat_reset="travel_only"))``: the
    given parameters over ``defaults``, the given readings into ``rules=``. Parameter values must be
    int, float, str or bool (OpenSpiel's kinds); a parameter may not share a reading's name.
    Registering a name again replaces nothing: OpenSpiel keeps the first registration (ValueError
    if the factory differs).
    """
    if not isinstance(short_name, str) or not short_name.isidentifier():
        raise ValueError(f"short_name must be an identifier-like name, not {short_name!r}")
    if not callable(factory):
        raise TypeError(f"factory must make an edgekit Game, not {factory!r}")
    if not isinstance(defaults, Mapping) or not all(
            isinstance(k, str) and isinstance(v, int | float | str | bool) for k, v in defaults.items()):
        raise TypeError(f"defaults must map parameter names to int, float, str or bool, not {defaults!r}")
    if short_name in _REGISTERED:
        if _REGISTERED[short_name] is not factory:
            raise ValueError(f"{short_name!r} is already registered with another factory")
        return
    defaults = dict(defaults)
    probe = factory(**defaults)
    if not isinstance(probe, Game):
        raise TypeError(f"factory must return an edgekit.play.Game, not {type(probe).__name__}")
    base = _reading_defaults(probe)
    clash = sorted(set(defaults) & set(base.as_dict()) if base is not None else ())
    if clash:
        raise ValueError(f"defaults: {clash} are readings of {base.game}; they are parameters already")
    options = {k: v for k, v in base.as_dict().items() if isinstance(v, int | str)} if base else {}
    spec = {**defaults, **options}
    gt = _game_type(short_name, f"edgekit {probe.name}", probe.players, spec, probe.perfect_information)
    pyspiel.register_game(gt, _game_class(lambda p: _build(factory, defaults, base, p), gt))
    _REGISTERED[short_name] = factory


def _reading_defaults(game: Game):
    """The default Rules value of ``game``'s readings (None for a game without readings)."""
    from .. import readings

    rules = game.rules
    return readings.defaults(rules.game) if isinstance(rules, readings.Rules) else None


def _build(factory: Callable[..., Game], defaults: Mapping, base, params: Mapping) -> Game:
    """``factory`` called with OpenSpiel's ``params``: the game's own over ``defaults``, the readings
    that differ from their default in ``rules=``."""
    unknown = sorted(k for k in params if k not in defaults and (base is None or k not in base.as_dict()))
    if unknown:
        raise ValueError(f"unknown parameter(s) {unknown}; parameters: {sorted(defaults)} and the readings")
    own = {k: params.get(k, v) for k, v in defaults.items()}
    if base is None:
        return factory(**own)
    ids = base.as_dict()
    changed = {k: v for k, v in params.items() if k in ids and v != ids[k]}
    return factory(**own, rules=base.replace(**changed))


def registered() -> tuple[str, ...]:
    """The short names registered through :func:`register`."""
    return tuple(_REGISTERED)


_WRAPPED_TYPES: dict[tuple, pyspiel.GameType] = {}


def openspiel_game(game: Game) -> pyspiel.Game:
    """``game`` as a ``pyspiel.Game`` (the same object each time for the same edgekit game)."""
    if not isinstance(game, Game):
        raise TypeError(f"game must be an edgekit.play.Game, not {type(game).__name__}")
    got = game.__dict__.get("_openspiel")
    if got is None:
        gt = _game_type("edgekit_game", f"edgekit {game.name}", game.players, {},
                        game.perfect_information)
        got = _game_class(lambda p: game, gt)()
        game.__dict__["_openspiel"] = got
    return got


def wrap_state(state: State) -> pyspiel.State:
    """An OpenSpiel state for an edgekit state (its game wrapped by :func:`openspiel_game`)."""
    if not isinstance(state, State):
        raise TypeError(f"state must be an edgekit.play.State, not {type(state).__name__}")
    return _OSState(openspiel_game(state.game), state)


class BotPolicy(Policy):
    """An OpenSpiel bot in an edgekit seat.

    ``make_bot(pyspiel_game, numpy_random_state) -> pyspiel.Bot`` builds a fresh bot for each
    decision, seeded from the playthrough's ``rng`` (so a seed fixes the bot's play too).
    """

    def __init__(self, make_bot: Callable[[Any, np.random.RandomState], Any], name: str = "bot"):
        if not callable(make_bot):
            raise TypeError(f"make_bot must be a function (game, random_state) -> Bot, not {make_bot!r}")
        if not isinstance(name, str) or not name:
            raise TypeError(f"name must be a non-empty str, not {name!r}")
        self._make, self.name = make_bot, name

    def action(self, state: State, rng: random.Random) -> int:
        pg = openspiel_game(state.game)
        bot = self._make(pg, np.random.RandomState(rng.getrandbits(32)))
        return int(bot.step(_OSState(pg, state)))


def mcts_policy(simulations: int = 200, *, uct_c: float = 2.0, rollouts: int = 4) -> BotPolicy:
    """OpenSpiel's MCTS bot (UCT, ``simulations`` per move, random rollouts) as an edgekit policy."""
    from open_spiel.python.algorithms import mcts

    for name, v in (("simulations", simulations), ("rollouts", rollouts)):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(f"{name} must be a whole number, not {v!r}")
        if not 1 <= v <= 100_000:
            raise ValueError(f"{name} must be from 1 to 100,000, not {v}")
    if isinstance(uct_c, bool) or not isinstance(uct_c, int | float):
        raise TypeError(f"uct_c must be a number (UCT's exploration constant), not {uct_c!r}")
    if not 0 < uct_c < 1e6:
        raise ValueError(f"uct_c must be positive (and below 1e6), not {uct_c!r}")

    def make(game, rs):
        ev = mcts.RandomRolloutEvaluator(n_rollouts=rollouts, random_state=rs)
        return mcts.MCTSBot(game, uct_c, simulations, ev, solve=True, random_state=rs)

    return BotPolicy(make, f"mcts({simulations})")
