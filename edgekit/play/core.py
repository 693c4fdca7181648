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

The fast path's hooks (what :func:`edgekit.play.simulate` and :func:`edgekit.play.final_states` ask
instead of the log's exact odds): :meth:`State.chance_weights` (the chance outcomes as cached integer
weights, exactly those of :meth:`State.chance_outcomes`) and :meth:`State.is_legal` (a cheap check of
one action, exactly membership in :meth:`State.legal_actions`). Each has a default built from the
reference method; a game overrides them for speed, and the oracle tests
(tests/play/test_fast_path.py) hold every game's to the reference at every step of seeded games.
:meth:`State.legal_actions` is computed once per state (the play layer keeps the tuple with the
state), so a policy that lists the actions and the check of its choice share one list.

A game's factory decorated with :func:`factory` builds games that remember the call:
:meth:`Game.rebuilt` builds it again with some arguments changed (a reader's what-if), and a game
pickles as that call (worker processes and a Dask cluster rebuild it instead of copying its caches).

Actions are small whole numbers (0, 1, 2 ...), as in OpenSpiel, so that one generic
adapter (:mod:`edgekit.play.openspiel`) can register any edgekit game there. A player's
action ids run from 0 to ``Game.num_distinct_actions - 1``, chance action ids from 0 to
``Game.max_chance_outcomes - 1``.
"""

from __future__ import annotations

import dataclasses
import functools
import html as _html
import inspect
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

import sympy

from .. import display
from .._sealed import Sealed
from ..dist import Dist
from .chance import Weights
from .params import Params

__all__ = ["CHANCE", "TERMINAL", "Game", "State", "Turn", "Scoreboard", "exact_number", "factory", "replaced"]

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


@dataclass(frozen=True)
class Scoreboard:
    """A state's key numbers per player, for a reader following a game (:meth:`State.key_numbers`).

    ``numbers`` maps each player's label ("P0", "A1", "Runner") to its key quantities in order
    (``{"DP": 12, "Status": 2}``), each an exact whole number (or a bool). ``labels`` names the
    values of a quantity measured on a scale (``{"Status": ("Wannabee", ...)}``: Status 2 is shown
    as its name). ``round`` is the round (None in a game without rounds); ``turn`` identifies whose
    or which turn it is (any hashable value): a new turn begins where it changes.
    """

    numbers: Mapping[str, Mapping[str, Any]]
    round: int | None = None
    turn: Any = None
    labels: Mapping[str, tuple[str, ...]] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self):   # read-only all the way down (a result never changes after it is returned)
        if not isinstance(self.numbers, Mapping) or not all(isinstance(v, Mapping)
                                                            for v in self.numbers.values()):
            raise TypeError(f"numbers must map each player's label to a mapping of its key numbers, "
                            f"not {self.numbers!r}")
        if not isinstance(self.labels, Mapping) or any(isinstance(v, str) or not hasattr(v, "__iter__")
                                                       for v in self.labels.values()):
            raise TypeError(f"labels must map a quantity to the names of its scale, not {self.labels!r}")
        object.__setattr__(self, "numbers", MappingProxyType(
            {str(k): MappingProxyType(dict(v)) for k, v in self.numbers.items()}))
        object.__setattr__(self, "labels", MappingProxyType({k: tuple(v) for k, v in self.labels.items()}))

    def shown(self, quantity: str, value: Any) -> str:
        """``value`` of ``quantity`` in words: a scale's name, else the number."""
        scale = self.labels.get(quantity)
        if scale is not None and isinstance(value, int) and 0 <= value < len(scale):
            return scale[value]
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)


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
    :meth:`chance_outcomes`, :meth:`_apply`, :meth:`returns`, :meth:`_turn`,
    :meth:`_action_label` and ``__str__`` (the state in words: the log's "change of
    state"), :meth:`_observation` if players hide things, and are hashable (equal positions
    compare equal; the game is not part of the comparison), so that exact solvers and caches
    can key on them.

    The contract of the state methods, the same in every game (checked here, once, so that a
    game's own ``_apply``, ``_action_label``, ``_turn`` and ``_observation`` only ever see
    arguments that are legal):

    * ``apply(action)`` and ``action_label(action)`` take an action legal HERE: one of
      :meth:`legal_actions` where a player acts, an outcome of :meth:`chance_outcomes` at a
      :data:`CHANCE` state. An action id means different things in different phases of a game
      (OpenSpiel's ids are per game, not per phase), so an id that is not legal here is refused,
      not labelled. A value that is not an int (a bool, float, str, None ...) is a ``TypeError``
      naming ``action``; an int that is not legal here (any int at a terminal state) is a
      ``ValueError`` naming ``action``.
    * ``observation(player)`` takes a seat: an int from 0 to ``game.players - 1`` (at any
      state, terminal included); anything else is a ``TypeError`` (not an int) or a
      ``ValueError`` (out of range) naming ``player``.
    * ``turn()`` at a terminal state is a ``ValueError`` (nobody acts there: the game is over);
      ``chance_outcomes()`` where no dice are rolled is a ``ValueError``; ``legal_actions()``
      is ``()`` unless a player acts; ``returns()``, ``str`` and :meth:`picture` answer at
      every state.

    Checking an action is a set membership: the actions legal at a state are gathered once
    per state (:meth:`_allowed`). A loop that takes its actions from :meth:`legal_actions`
    or :meth:`chance_outcomes` itself (a simulation's fast loop, a solver) may call the
    unchecked :meth:`_apply` instead of :meth:`apply`: same result, no check. (A subclass
    that overrides ``apply`` or ``action_label`` itself, as the tests' toy games do, calls
    :meth:`_check_action` first.)
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
        """The state after ``action`` (a legal action, or a possible chance outcome; else a
        ``TypeError`` or ``ValueError`` naming ``action``)."""
        self._check_action(action)
        return self._apply(action)

    def _apply(self, action: int) -> State:
        """:meth:`apply` without the check: ``action`` must be legal here (the caller's word)."""
        raise NotImplementedError

    def returns(self) -> tuple:
        """One exact number per player (at a terminal state; zeros before, unless a game says)."""
        raise NotImplementedError

    def turn(self) -> Turn:
        """Who acts here, what is done, the rule cited, W and the numbers behind the step
        (``ValueError`` at a terminal state: nobody acts there)."""
        if self.is_terminal:
            raise ValueError(f"the game is over ({self}): nobody acts here, so there is no turn")
        return self._turn()

    def _turn(self) -> Turn:
        """:meth:`turn` at a state that is not terminal."""
        raise NotImplementedError

    def action_label(self, action: int) -> str:
        """The result of ``action`` here, in words (distinct for distinct actions); ``action``
        must be legal here, as for :meth:`apply`."""
        if not self.is_legal(action):
            self._check_action(action)  # the error apply gives (TypeError or ValueError naming the action)
        return self._action_label(action)

    def _action_label(self, action: int) -> str:
        """:meth:`action_label` of an action known to be legal here."""
        raise NotImplementedError

    # ------------------------------------------------------------ the fast path's hooks
    def chance_weights(self) -> Weights:
        """The chance outcomes here as exact integer weights: a :class:`~edgekit.play.chance.Weights`
        (the outcomes in the order of ``chance_outcomes().weights()``, their running integer weights,
        the total), what every seeded loop draws from (a ``ValueError`` where no dice are rolled, as
        :meth:`chance_outcomes`; a symbolic Dist cannot be drawn from: ``ValueError``).

        The default builds them from :meth:`chance_outcomes`. A game whose odds are built per step
        overrides it with Weights it caches by the few inputs the odds depend on (no Dist, no sympy
        in the hot loop). They must be *exactly* the default's, the same outcomes in the same order
        with the same integers (proportional ones would not do: the same ``randrange`` must pick
        the same outcome): :func:`~edgekit.play.play` checks it at every chance step it logs, and
        tests/play/test_fast_path.py at every step of seeded games of every game."""
        return Weights.of(self.chance_outcomes(), where=self)

    chance_weights._from_chance_outcomes = True  # the default: the sampler caches these itself

    #: The fast path's optional third hook (None: the loop draws every chance step itself). A game whose
    #: chance steps come in runs (Edge City's Rip, roll after roll) may give a method
    #: ``_chance_run(rng, budget) -> (state, steps)`` that plays, from this chance state, ``steps``
    #: chance steps (1 to ``budget``) exactly as the loop would, each outcome
    #: ``self.chance_weights().draw(rng)`` applied unchecked, without building the states between
    #: them. The loop asks it only with the plain :class:`~edgekit.play.chance.ChanceSampler` (a sampler
    #: of one's own sees every step); tests/play/test_fast_path.py holds the games it plays to play's.
    _chance_run = None

    def is_legal(self, action: Any) -> bool:
        """Whether :meth:`apply` accepts ``action`` here, as a bool (never an error: anything that
        is not an int action id, a bool included, is False).

        The fast path checks every policy's choice with it. The default looks the action up in
        :meth:`legal_actions` (computed once per state) where a player acts, else among the chance
        outcomes; a game may answer for one action without listing them all, and must agree with
        the default for every id (tests/play/test_fast_path.py)."""
        if isinstance(action, bool) or not isinstance(action, int):
            return False
        if self.current_player >= 0:
            return action in self.legal_actions()
        return action in self._allowed()

    def __init_subclass__(cls, **kwargs):
        # legal_actions is a pure function of an immutable state: each state computes it once (a policy
        # that lists the actions, the check of its choice and the log then share one tuple)
        super().__init_subclass__(**kwargs)
        fn = cls.__dict__.get("legal_actions")
        if callable(fn) and not getattr(fn, "_once_per_state", False):
            cls.legal_actions = _once_per_state(fn)

    def __copy__(self):
        return self  # immutable: a copy is the state itself (OpenSpiel clones by deepcopy)

    def __deepcopy__(self, memo):
        return self

    def observation(self, player: int) -> str:
        """What ``player`` (a seat, 0 to ``game.players - 1``) sees of this state (a game with
        hidden information overrides :meth:`_observation`; by default everything: ``str(self)``)."""
        self._check_player(player)
        return self._observation(player)

    def _observation(self, player: int) -> str:
        """:meth:`observation` for a checked seat ``player``."""
        return str(self)

    # ------------------------------------------------------------ for a reader following a game
    def key_numbers(self) -> Scoreboard | None:
        """Each player's key numbers here (a :class:`Scoreboard`; None: the game gives none). The
        per-round table and the charts of :mod:`edgekit.play.follow` are read from it."""
        return None

    def verdict(self) -> str:
        """At a terminal state, who won and why, in one sentence: the rule cited and the scores in
        words, agreeing with :meth:`returns` ("" where the game gives no sentence, or before the end)."""
        return ""

    def legend(self) -> str:
        """A key to the abbreviations of this state's text and picture ("" if it uses none)."""
        return ""

    def picture(self) -> str | None:
        """An HTML picture of the state for the stepper (None: no picture). Cheap: no matplotlib."""
        return None

    # ------------------------------------------------------------ what a notebook shows
    def _who(self) -> str:
        """Whose turn it is, in words (or how the game ended)."""
        p = self.current_player
        if p == TERMINAL:
            return "Game over. Returns (one per player): " + "; ".join(
                str(display.value(r)) for r in self.returns()) + "."
        if p == CHANCE:
            return "The dice (or a draw) decide next."
        return f"Player {p} to act."

    def __repr__(self) -> str:
        # a state that is no dataclass would print as `<...State at 0x7f...>` (in a tuple, a list, an
        # error message): its class and its first line of words instead
        try:
            words = " ".join(str(self).split("\n", 1)[0].split())
        except Exception:  # noqa: BLE001 - a half-built state must still have a repr
            words = "?"
        return f"<{type(self).__name__}: {words if len(words) <= 70 else words[:67] + '...'}>"

    def _repr_html_(self) -> str:
        """The state in the game's own words (its picture when it has one), never a bare repr."""
        pic = self.picture()
        body = pic if pic else f"<pre style='white-space:pre-wrap'>{_html.escape(str(self))}</pre>"
        name = getattr(getattr(self, "game", None), "name", "") or type(self).__name__
        return (f"<div class='edgekit-state'><p style='margin:2px 0'><b>{_html.escape(name)}</b>: "
                f"{_html.escape(self._who())}</p>{body}</div>")

    def _repr_markdown_(self) -> str:
        name = getattr(getattr(self, "game", None), "name", "") or type(self).__name__
        return f"**{name}**: {self._who()}\n\n```text\n{self}\n```"

    # ------------------------------------------------------------ checks shared by games
    def _allowed(self) -> frozenset:
        """The actions :meth:`apply` accepts here, gathered once per state.

        A state is immutable, so the set is a pure function of it: it is kept in the instance's
        ``__dict__`` (no part of equality or hashing) with a weak reference to the state it was
        gathered at. Some games make a changed copy of a state by copying its ``__dict__`` (their
        hot path); the copy inherits the set, but the reference names the original, so the copy
        gathers its own. (An ``id`` would not do: a copy of a copy can be placed where the
        original was freed.)"""
        got = self.__dict__.get("_allowed_actions")
        if got is not None and got[0]() is self:
            return got[1]
        p = self.current_player
        if p == TERMINAL:
            acts = frozenset()
        elif p == CHANCE:
            acts = frozenset(self.chance_outcomes().outcomes())
        else:
            acts = frozenset(self.legal_actions())
        self.__dict__["_allowed_actions"] = (weakref.ref(self), acts)  # frozen dataclasses too
        return acts

    def _check_action(self, action: Any) -> int:
        """``action`` if it is legal here, else a TypeError (not an int) or ValueError naming it."""
        if isinstance(action, bool) or not isinstance(action, int):
            raise TypeError(f"action must be a whole number (an action id), not {_show(action)}")
        if action in self._allowed():
            return action
        if self.is_terminal:
            raise ValueError(f"action {_show(action)} given, but the game is over ({self}): no action "
                             f"is legal")
        if self.is_chance:
            raise ValueError(f"action {_show(action)} is not a possible chance outcome here; possible: "
                             f"{_few(self.chance_outcomes().outcomes())}")
        raise ValueError(f"action {_show(action)} is not legal here; legal: {_few(self.legal_actions())}")

    def _check_player(self, player: Any) -> int:
        """``player`` if it is a seat of this game, else a TypeError or ValueError naming it."""
        n = self.game.players
        if isinstance(player, bool) or not isinstance(player, int):
            raise TypeError(f"player must be a seat number from 0 to {n - 1} (an int), not {_show(player)}")
        if not 0 <= player < n:
            raise ValueError(f"player must be a seat from 0 to {n - 1}, not {_show(player)}")
        return player


_CACHES = ("_legal_actions", "_allowed_actions")  # the play layer's per-state caches (see _allowed)
_PLAIN: dict = {}  # dataclass type -> its field names, when a copy of its __dict__ is a faithful replace


def _plain_fields(cls) -> frozenset | None:
    """The field names of a frozen dataclass whose instances are exactly their ``__dict__`` of fields
    (no ``__post_init__``, no init=False or InitVar field, no __slots__), else None."""
    got = _PLAIN.get(cls, False)
    if got is not False:
        return got
    fields = getattr(cls, "__dataclass_fields__", None)
    params = getattr(cls, "__dataclass_params__", None)
    ok = (fields is not None and params is not None and params.frozen and not hasattr(cls, "__post_init__")
          and "__slots__" not in cls.__dict__
          and all(f._field_type is dataclasses._FIELD and f.init for f in fields.values()))
    got = _PLAIN[cls] = frozenset(fields) if ok else None
    return got


def replaced(obj: Any, /, **changes) -> Any:
    """:func:`dataclasses.replace` for the frozen records of a game's hot loop, several times faster:
    a copy of the instance's fields with ``changes`` (the play layer's per-state caches left behind).
    A dataclass this cannot copy faithfully (a ``__post_init__``, an init=False or InitVar field,
    slots) goes through :func:`dataclasses.replace` itself; an unknown field is a TypeError, as there.
    The two agree on every record (tests/play/test_fast_path.py)."""
    cls = obj.__class__
    names = _PLAIN.get(cls, False)
    if names is False:
        names = _plain_fields(cls)
    if names is None:
        return dataclasses.replace(obj, **changes)
    # The copy's fields in a dict of its own, set as its __dict__: not the new instance's own
    # __dict__ filled by update (nor a dict.copy()), which CPython keeps as a split-table dict, whose
    # attribute reads the interpreter never specializes (each read of a field of such a copy took
    # the generic look-up, about 4x slower: the hot loop reads the state's fields at every step).
    d = {**obj.__dict__, **changes}
    if len(d) != len(names):   # more than the fields (the instance's are exactly its fields, set by
        # its __init__ or a copy): the caches, which stay behind, or a name that is no field (checked
        # only here: the common copy, of exactly the fields, costs no comparison of the names)
        if not changes.keys() <= names:
            raise TypeError(f"{cls.__name__} has no field(s) {sorted(changes.keys() - names)}")
        for c in _CACHES:
            d.pop(c, None)
    new = _new(cls)
    _set(new, "__dict__", d)
    return new


_new, _set = object.__new__, object.__setattr__


def _once_per_state(fn: Callable) -> Callable:
    """``legal_actions`` kept with the state that computed it (see :meth:`State._allowed` for why a
    weak reference names the state: a copy of its ``__dict__`` computes its own). A result that is
    not a tuple (a list a caller could change) is not kept."""

    @functools.wraps(fn)
    def legal_actions(self):
        d = self.__dict__
        got = d.get("_legal_actions")
        if got is not None and got[0]() is self:
            return got[1]
        acts = fn(self)
        if type(acts) is tuple:
            d["_legal_actions"] = (weakref.ref(self), acts)
        return acts

    legal_actions._once_per_state = True
    return legal_actions


def _show(x: Any) -> str:
    """``repr(x)`` for an error message, short (a huge int has no decimal repr past 4,300 digits)."""
    if isinstance(x, int) and not isinstance(x, bool) and not -10**30 <= x <= 10**30:
        return f"{'-' if x < 0 else ''}an int of {x.bit_length():,} bits"
    try:
        text = repr(x)
    except Exception:  # noqa: BLE001 - a caller's object with a broken __repr__
        text = f"a {type(x).__name__}"
    return text if len(text) <= 80 else text[:77] + "..."


def _few(actions, shown: int = 20) -> str:
    """A list of actions for an error message: the first ``shown`` of them."""
    xs = list(actions)
    return str(xs) if len(xs) <= shown else f"{xs[:shown]} ... ({len(xs)} in all)"


class _SealAfterInit(type):
    """Makes every game read-only once built: ``Game(...)`` seals the object after ``__init__``."""

    def __call__(cls, *args, **kwargs):
        game = super().__call__(*args, **kwargs)
        game._seal()
        return game


class Game(Sealed, metaclass=_SealAfterInit):
    """A game: its name, number of players, its rules value and a first state.

    Attributes every game sets: ``name``; ``players``; ``rules`` (the effective
    :class:`edgekit.readings.Rules` value of its readings: frozen, hashable, shown whole by
    ``repr``); ``params`` (a :class:`~edgekit.play.params.Params`: the factory's arguments actually
    used, its ``DEFAULT_PARAMS`` at the defaults; the ``repr``, the transcript header and OpenSpiel's
    parameters); ``options`` (everything it was built with, described for a reader: a Status, a
    timer, a payoff, what is ILLUSTRATIVE; read-only); ``cite`` (the rules it plays);
    ``num_distinct_actions`` and
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
    params: Params = Params()
    options: Mapping[str, Any] = MappingProxyType({})
    cite: tuple[str, ...] = ()
    num_distinct_actions: int = 1
    max_chance_outcomes: int = 1
    max_game_length: int = 1000
    min_return: Any = 0
    max_return: Any = 1
    perfect_information: bool = True
    _sealed_hint = "a game's parameters are fixed when it is built (build a new game instead)"

    def new_initial_state(self) -> State:
        raise NotImplementedError

    def _configure(self, **attrs) -> None:
        """Set attributes while a factory finishes building the game (after ``__init__``, before the
        game is handed out: e.g. ``edge_city.game`` adds its board). Not for callers."""
        for name, value in attrs.items():
            object.__setattr__(self, name, value)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self  # a game is a fixed set of rules, shared by all its states

    # -- the factory call that built it (see :func:`factory`)
    def rebuilt(self, **changes) -> Game:
        """This game built again by its factory with ``changes`` to the arguments it was built with:
        ``game.rebuilt(rounds=20)``, ``game.rebuilt(sprawl_mix={...})``, ``game.rebuilt(rules=...)``.
        A reading of the game may be given by its id (``game.rebuilt(repeat_reset="travel_only")``):
        as the factory's keyword when it takes one, else through ``rules=`` (the game's rules with it
        changed). A game no :func:`factory` built is a ValueError; an argument that is neither the
        factory's nor a reading of the game is a TypeError naming it. The factory checks the values."""
        recipe = self.__dict__.get("_recipe")
        if recipe is None:
            raise ValueError(f"{self!r} was not built by a game factory marked with "
                             f"edgekit.play.core.factory, so it cannot be rebuilt with changes; build the "
                             f"changed game yourself")
        build, kwargs = recipe
        kwargs = dict(kwargs)
        params = inspect.signature(build).parameters
        takes_any = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())
        readings_of = None
        for name, value in changes.items():
            if name in params or takes_any:
                kwargs[name] = value
                continue
            if readings_of is None:
                from .. import readings
                game_of = getattr(self.rules, "game", None)
                readings_of = {r.id for r in readings.by_game(game_of)} if game_of else set()
            if name not in readings_of:
                raise TypeError(f"rebuilt: {name!r} is neither an argument of {build.__qualname__}() nor a "
                                f"reading of {self.name}")
            base = kwargs.get("rules") or self.rules
            kwargs["rules"] = base.replace(**{name: value})
        return build(**kwargs)

    def __reduce_ex__(self, protocol):
        # a game pickles as the factory call that built it (a worker rebuilds it: games hold caches,
        # read-only mappings and closures that need not travel); a game no factory built, as itself
        recipe = self.__dict__.get("_recipe")
        if recipe is None:
            return super().__reduce_ex__(protocol)
        build, kwargs = recipe
        return (_rebuild, (build, tuple(kwargs.items())))

    @property
    def policies(self) -> Mapping[str, Any]:
        """The game's named policies (name -> Policy)."""
        return MappingProxyType({})

    def exact_value(self):
        """The exact value of optimal play for player 0, if the game knows it (else None)."""
        return None

    def __repr__(self) -> str:
        """``<name: params; readings: changed ones; ILLUSTRATIVE: what is>``: the game's
        :attr:`params` and changed readings (what would rebuild it), then what it plays that is
        ILLUSTRATIVE (not printed in the rulebook), if it says."""
        ch = self.changed_readings()
        parts = [self.params.line() if self.params else "no parameters",
                 "readings: " + (", ".join(f"{k}={v}" for k, v in ch.items()) if ch else "all defaults")]
        said = getattr(self, "illustrative", ())
        shown = [said] if isinstance(said, str) else [x for x in said if x]
        if shown:
            parts.append("ILLUSTRATIVE: " + ", ".join(map(str, shown)))
        return f"<{self.name}: " + "; ".join(parts) + ">"

    def changed_readings(self) -> dict[str, Any]:
        """The readings this game plays that differ from the defaults."""
        return self.rules.changed() if hasattr(self.rules, "changed") else {}

    # -- what a notebook shows (edgekit.display): the game's parameters as a labelled table
    def as_table(self, title: str = "") -> display.Table:
        ch = self.changed_readings()
        rows = [("players", self.players),
                *((f"parameter: {k}", v) for k, v in (self.params or {}).items() if k != "players"),
                ("rules played", ", ".join(self.cite) or "—"),
                ("readings", ", ".join(f"{k}={v}" for k, v in ch.items()) if ch else "all defaults"),
                *((f"option: {k}", v) for k, v in self.options.items()),
                ("named policies", ", ".join(self.policies) or "—"),
                ("players see everything", self.perfect_information)]
        return display.Table(title or f"{self.name or type(self).__name__}: the game", ("", "value"), rows)

    def _repr_html_(self) -> str:
        return self.as_table()._repr_html_()

    def _repr_markdown_(self) -> str:
        return self.as_table()._repr_markdown_()


def factory(fn: Callable) -> Callable:
    """Marks a game factory (``@factory`` above ``def game(...)``): every game it builds remembers the
    call, as keyword arguments, so that :meth:`Game.rebuilt` builds it again with some arguments
    changed (a reader's what-if: another deck, a house rule, a reading) and a game pickles as that
    call (worker processes and a Dask cluster rebuild it instead of copying its caches). The factory
    must build the same game from the same arguments (every edgekit factory does: nothing is drawn).
    """
    if not callable(fn):
        raise TypeError(f"factory: fn must be a function that builds a Game, not {fn!r}")
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError) as e:
        raise TypeError(f"factory: fn must be a Python function that builds a Game, not {fn!r}") from e
    if any(p.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.VAR_POSITIONAL)
           for p in sig.parameters.values()):
        raise TypeError(f"factory: fn ({getattr(fn, '__qualname__', fn)}) must take its arguments by name "
                        f"(no positional-only or *args parameters), so that a game can be rebuilt with one "
                        f"changed")

    @functools.wraps(fn)
    def build(*args, **kwargs):
        g = fn(*args, **kwargs)
        if isinstance(g, Game) and "_recipe" not in g.__dict__:
            called = {}
            for name, value in sig.bind(*args, **kwargs).arguments.items():
                if sig.parameters[name].kind is inspect.Parameter.VAR_KEYWORD:
                    called.update(value)
                else:
                    called[name] = value
            g._configure(_recipe=(build, MappingProxyType(called)))
        return g

    return build


@functools.lru_cache(maxsize=8)
def _rebuilt_cached(build: Callable, kwargs: tuple) -> Game:
    return build(**dict(kwargs))


def _rebuild(build: Callable, kwargs: tuple) -> Game:
    """A pickled game, built again by its factory (the same call gives the same game; a worker keeps
    the last few it built: games are read-only, so its chunks share one)."""
    try:
        hash(kwargs)
    except TypeError:  # a given mapping (a deck, a mix): built for this unpickling
        return build(**dict(kwargs))
    return _rebuilt_cached(build, kwargs)


def _short(v) -> str:
    if isinstance(v, Mapping):
        return "{" + ", ".join(f"{k}: {_short(x)}" for k, x in v.items()) + "}"
    return str(v)
