"""The Rip as a one-player game on the play layer: every Win Roll a step, the second chance a choice.

Rules: Edge City 11.6, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.4, 8.5.1.

The pawn moves on the Rip Track exactly as :func:`edgekit.edge_city.rip_track` says (the same
state machine as :func:`edgekit.edge_city.rip_outcomes`); each chance step is one Win Roll with
its W and the exact odds of where the pawn goes. Under the reading ``second_chance="optional"``
(register EC-11) the Ripper chooses after every won Defend roll: take the second Stealth Win
Roll, or stop (the Rip ends, COOL kept). Under the default ``"compulsory"`` there is nothing to
choose and the game is pure chance. The action ids are named in :mod:`.actions`: ``TAKE`` 0 (take
the second chance), ``STOP`` 1.

What a Ripper wants is a parameter, ``payoff`` (default: 1 for success, 0 otherwise, so the
return is P(success)); give a cost to failing UnCOOL to make stopping worth something.

Don't confuse :func:`rip_game` (the Rip played step by step, with the choice) with
:func:`edgekit.edge_city.rip_outcomes` (the exact ending under the reading's own play: take
every second chance, or decline exactly those that can no longer succeed).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Any

from ...play import CHANCE, TERMINAL, FunctionPolicy, Game, State, Turn, for_game, solve
from ...play.core import exact_number, factory
from ...play.params import Params
from ...readings import uses
from ..rules.win import level, win_probability
from .actions import NUM_ACTIONS, STOP, TAKE
from .odds import _READINGS as _RIP_READINGS
from .odds import OUTCOMES, Zone, rip_outcomes
from .track import rip_track

__all__ = ["rip_game", "DEFAULT_PARAMS", "RipGame", "RipState", "TAKE", "STOP"]

_DESTS = tuple(Zone(sp, zn, r) for sp in ("real", "data") for zn in ("stealth", "defend")
               for r in range(3)) + OUTCOMES
_ID = {d: i for i, d in enumerate(_DESTS)}
# the Ripper and the Rip (readings go in rules), with their defaults
_INPUT_DEFAULTS = {"swat_stealth": 0, "ice_stealth": 0, "swat_defend": 0, "ice_defend": 0,
                   "swat_attack": (), "ice_attack": (), "patron": 0, "patron_kind": "ice",
                   "previous_attempts": 0, "msm_ice": None}
_CITE = {"real": "Edge City 11.6.5.1", "data": "Edge City 11.6.5.2"}
_END_WORDS = {"success": "win: the Data Base is reached", "failed_cool": "the Rip ends, COOL kept",
              "failed_uncool": "the Rip ends UnCOOL"}


@dataclass(frozen=True)
class RipState(State):
    """Where the pawn is (a :class:`~edgekit.edge_city.Zone`, or how the Rip ended) and whether
    the Ripper is being offered a second chance."""

    at: Any
    pending: bool = False
    game: RipGame = field(default=None, compare=False, hash=False, repr=False)

    @property
    def current_player(self) -> int:
        if isinstance(self.at, str):
            return TERMINAL
        return 0 if self.pending else CHANCE

    def legal_actions(self) -> tuple[int, ...]:
        return (TAKE, STOP) if self.pending and not isinstance(self.at, str) else ()

    def chance_outcomes(self):
        if self.current_player != CHANCE:
            raise ValueError(f"no dice are rolled here ({self})")
        return self.game._roll(self.at)

    def _apply(self, action: int) -> RipState:  # action checked by State.apply
        g = self.game
        if self.pending:
            return RipState(self.at, False, g) if action == TAKE else RipState("failed_cool", False, g)
        dest = _DESTS[action]
        offer = g.choices and isinstance(dest, Zone) and self.at.zone == "defend"
        return RipState(dest, offer, g)

    def returns(self) -> tuple:
        return (self.game.payoff[self.at],) if isinstance(self.at, str) else (Fraction(0),)

    def _turn(self) -> Turn:
        z = self.at
        space = "Real" if z.space == "real" else "Data"
        if self.pending:
            return Turn("Ripper", f"second chance in {space} Space: roll Stealth again, or stop",
                        "Edge City 11.5.4.3 (reading second_chance=optional, EC-11)")
        info = self.game.win_numbers[f"{z.space}_{z.zone}"]
        cite = _CITE[z.space] + (", 11.5.4.3" if z.zone == "defend" else "") + ", 8.4, 8.5.1"
        note = "this Table 1.0 cell is reconstructed" if info["source"] == "reconstructed" else ""
        return Turn("Ripper", f"{z.zone.title()} Win Roll in {space} Space", cite, info["W"],
                    MappingProxyType({"R": info["R"], "W": info["W"],
                                      "P(win)": win_probability(info["W"])}), note)

    def _action_label(self, action: int) -> str:  # action checked by State.action_label
        if self.pending:
            return {TAKE: "take the second chance", STOP: "stop: the Rip ends, COOL kept"}[action]
        dest = _DESTS[action]
        if isinstance(dest, str):
            return _END_WORDS[dest]
        if self.at.zone == "defend":
            return "win: back to the Stealth Zone"
        return "win: into Data Space" if dest.space == "data" and self.at.space == "real" else \
            "fail: to the Defend Zone"

    def __str__(self) -> str:
        if isinstance(self.at, str):
            return f"Rip over: {self.at.replace('_', ' ')}"
        return f"pawn in {self.at}" + ("; a second chance is offered" if self.pending else "")

    def picture(self) -> str:
        """The Rip Track as a row of boxes with the pawn's box filled."""
        cells = [("real", "stealth"), ("real", "defend"), ("data", "stealth"), ("data", "defend")]
        out = []
        for sp, zn in cells:
            here = isinstance(self.at, Zone) and (self.at.space, self.at.zone) == (sp, zn)
            out.append(f"<td style='border:1px solid #555;padding:4px 8px;"
                       f"background:{'#f5c542' if here else '#fff'}'>{sp.title()}<br>{zn.title()}</td>")
        end = self.at if isinstance(self.at, str) else ""
        colour = {"success": "#7c7", "failed_cool": "#ccc", "failed_uncool": "#e77"}.get(end, "#fff")
        out.append(f"<td style='border:1px solid #555;padding:4px 8px;background:{colour}'>Data Base"
                   f"<br>{end.replace('_', ' ')}</td>")
        return f"<table class='edgekit-rip-track'><tr>{''.join(out)}</tr></table>"


class RipGame(Game):
    """One Rip as a one-player game (build with :func:`rip_game`).

    ``exact_odds`` is :func:`~edgekit.edge_city.rip_outcomes` for the same situation;
    :meth:`solution` the exact optimal play (:func:`edgekit.play.solve`); ``policies`` the
    named players.
    """

    players = 1
    num_distinct_actions = NUM_ACTIONS   # TAKE, STOP (:mod:`.actions`)
    max_chance_outcomes = len(_DESTS)
    max_game_length = 16
    cite = ("Edge City 11.6", "Edge City 11.6.5", "Edge City 11.5.4.3", "Edge City 8.5.1")

    def __init__(self, status, rip_type, payoff, inputs: dict, rules):
        ans = rip_outcomes.explain(status, rip_type, **inputs, rules=rules)  # checks every argument
        # the second-chance choice is played here, not built into the track
        track = rules.replace(second_chance="compulsory")
        self._proc, start, wins = rip_track(status, rip_type, **inputs, rules=track)
        self.win_numbers = MappingProxyType({k: MappingProxyType(dict(v)) for k, v in wins.items()})
        self.exact_odds = ans.value  # read-only RipOdds
        self.rules = ans.rules  # the effective Rules value of Edge City
        self.choices = self.rules.second_chance == "optional"
        self.payoff = MappingProxyType(payoff)
        self.min_return, self.max_return = min(payoff.values()), max(payoff.values())
        self.start = start
        self.name = f"Rip ({status}, {rip_type})"
        given = {k: v for k, v in inputs.items() if v != _INPUT_DEFAULTS[k]}  # only what was set
        self.options = MappingProxyType({"status": status, "rip_type": rip_type, **given,
                                         "payoff": MappingProxyType(payoff)})
        self._rolls: dict = {}

    def new_initial_state(self) -> RipState:
        return RipState(self.start, False, self)

    def _roll(self, z):
        got = self._rolls.get(z)
        if got is None:
            got = self._rolls[z] = self._proc.step(z).map(_ID.__getitem__)
        return got

    @functools.cached_property
    def _success_from(self) -> dict:
        """P(success) from each Stealth Zone if every roll is taken (the library's track)."""
        return {}

    def can_succeed(self, z: Zone) -> bool:
        """True if taking the roll at ``z`` can still lead to success (exact, from the track)."""
        got = self._success_from.get(z)
        if got is None:
            got = self._success_from[z] = self._proc.solve(z).outcome.prob("success") != 0
        return got

    @property
    def policies(self) -> Mapping[str, FunctionPolicy]:
        return _policies(self)

    def solution(self):
        """Exact optimal play for ``payoff``: ``.value``, ``.policy`` (see :func:`edgekit.play.solve`)."""
        got = self.__dict__.get("_solution")
        if got is None:
            got = self.__dict__["_solution"] = solve(self)  # kept with this game, freed with it
        return got

    def exact_value(self):
        return self.solution().value


def _policies(game: RipGame) -> Mapping[str, FunctionPolicy]:
    return for_game(game, {
        "always_take": FunctionPolicy("always_take", lambda s: TAKE,
                                      "takes every second chance (the compulsory reading's play)"),
        "cautious": FunctionPolicy("cautious", lambda s: STOP,
                                   "stops at every second chance, keeping COOL"),
        "sensible": FunctionPolicy("sensible", lambda s: TAKE if game.can_succeed(s.at) else STOP,
                                   "stops exactly when the roll can no longer lead to success "
                                   "(how rip_outcomes reads second_chance='optional')"),
    })


def _payoff(payoff) -> dict:
    if payoff is None:
        return {"success": Fraction(1), "failed_cool": Fraction(0), "failed_uncool": Fraction(0)}
    if not isinstance(payoff, Mapping):
        raise TypeError(f"payoff must be a mapping outcome -> exact number, not {type(payoff).__name__}")
    if set(payoff) != set(OUTCOMES):
        raise ValueError(f"payoff must give a number for each of {OUTCOMES}, not {sorted(map(str, payoff))}")
    out = {}
    for k in OUTCOMES:
        v = exact_number(payoff[k], f"payoff[{k!r}]")
        if not isinstance(v, Fraction):
            raise TypeError(f"payoff[{k!r}] must be a rational number, not {v!r}")
        out[k] = v
    return out


#: The factory's scalar parameters at their defaults (a Wannabee's Sensitive Rip): ``rip_game``'s
#: ``params`` and OpenSpiel's parameters of ``edgekit_rip`` (beside the Edge City readings). The
#: Status and Rip type have no default in :func:`rip_game` (they are what a Rip is); ``msm_ice``
#: (None: Table 3.0's own) joins a game's ``params`` when given, and ``swat_attack``,
#: ``ice_attack`` and ``payoff`` as marked entries.
DEFAULT_PARAMS = Params(status="Wannabee", rip_type="sensitive", swat_stealth=0, ice_stealth=0, swat_defend=0,
                        ice_defend=0, patron=0, patron_kind="ice", previous_attempts=0)


@factory  # games remember this call: Game.rebuilt(...), pickled for workers
@uses(*_RIP_READINGS)
def rip_game(status: str | int, rip_type: str, *, payoff: Mapping[str, Any] | None = None,
             swat_stealth: int = 0, ice_stealth: int = 0, swat_defend: int = 0, ice_defend: int = 0,
             swat_attack: Any = (), ice_attack: Any = (), patron: int = 0, patron_kind: str = "ice",
             previous_attempts: int = 0, msm_ice: int | None = None, rules=None) -> RipGame:
    """The Rip as a one-player game: a Ripper of ``status`` attempts a Rip of ``rip_type``.

    Rules: Edge City 11.6, 11.6.5, 11.6.5.1, 11.6.5.2, 11.5.4.3, 8.4, 8.5.1.

    Takes the arguments of :func:`~edgekit.edge_city.rip_outcomes` (Tech, Patron, earlier
    attempts) and its readings in ``rules=`` (or as keyword shorthand, e.g. ``second_chance``,
    ``attempts``, ``natural_12``). ``payoff`` maps "success", "failed_cool" and "failed_uncool"
    to exact numbers (default 1, 0, 0). Named policies: ``game.policies`` ("always_take",
    "cautious", "sensible"); exact optimal play: ``game.solution()``.

    >>> g = rip_game("Wannabee", "sensitive")
    >>> g.exact_value() == g.exact_odds["success"]
    True
    """
    try:
        level(status)
    except (ValueError, TypeError) as e:
        raise type(e)(f"status: {e}") from None
    inputs = {"swat_stealth": swat_stealth, "ice_stealth": ice_stealth, "swat_defend": swat_defend,
              "ice_defend": ice_defend, "swat_attack": swat_attack, "ice_attack": ice_attack,
              "patron": patron, "patron_kind": patron_kind, "previous_attempts": previous_attempts,
              "msm_ice": msm_ice}
    g = RipGame(status, rip_type, _payoff(payoff), inputs, rules)
    scalars = {k: v for k, v in inputs.items() if k not in ("swat_attack", "ice_attack", "msm_ice")}
    g._configure(params=DEFAULT_PARAMS.built(
        {"status": status, "rip_type": rip_type, **scalars,
         **({} if msm_ice is None else {"msm_ice": msm_ice})},
        {"swat_attack": swat_attack or None, "ice_attack": ice_attack or None, "payoff": payoff}))
    return g
