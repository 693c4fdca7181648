"""The rulebook's worked examples played through the whole game's own rules (issue 12).

Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3.

:mod:`edgekit.edge_city.examples` replays each worked example through the single-roll functions.
Here the same examples are played in :func:`edgekit.edge_city.game`: each sets up the position
the example describes (a state of the game, built with ``dataclasses.replace`` from
``new_initial_state()`` with the Ripper's Status, COOL and Tech as the example gives them, or
reached through the game's own steps), then takes the game's own decisions and forces its chance
steps with the example's rolls. A forced outcome must be legal, and its exact chance in the game
must equal the chance the single-roll functions give the same roll (else a mismatch is reported).
Every printed number (W, R, MSM, rolls, DP, results) is attached to the game step it belongs to
and checked against what the game computed: :meth:`~edgekit.play.Playthrough.check` lists each
:class:`ExampleMismatch` (which step, what was expected, what the game gave), never silently.

A game step that rolls many dice at once (the whole Rip Track is one chance step of the game) is
played roll by roll inside the Rip's own game, :func:`~edgekit.edge_city.rip_game`, with the same
Ripper and readings; its rolls carry the chance of the line, and the game's one step shows its
odds and is checked against the exact odds of the roll-by-roll game.

Where the game cannot yet express an example (it has no board, no Tech cards, no attack between
Rippers other than iT), the example is "not yet playable in the game", with the reason:
:func:`game_example_status` gives the table. Nothing is faked: a position the game cannot hold is
never built behind its back, and every change from the example's position is listed.

Don't confuse :func:`game_example` (the example inside the whole game) with
:func:`~edgekit.edge_city.worked_example` (the same example through the single-roll functions):
the tests check that both reproduce the same printed numbers with the same exact chance.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from ..play import Playthrough, Step
from ..readings import uses
from .cool import regain_cool, regain_roll_result
from .examples import _BUILDERS, _READINGS, EXAMPLE_KEYS
from .game import ILLUSTRATIVE_RIPPER, game
from .rip import rip_machine
from .rip_data import dp_gained, table_4_0_adjustment
from .rip_game import TAKE, rip_game
from .win import STATUSES, two_dice, win_roll_event

__all__ = ["ExampleMismatch", "GameExampleStatus", "game_example", "game_example_status"]

#: Why the game cannot play an example yet (checked again whenever the game grows).
_NOT_YET = MappingProxyType({
    "player_turn": "the game has no board (Transit through two Sprawl Zones at 1 TP each), no Zone "
                   "card staying in a space (BIOHAZARD) and no attack between Rippers other than iT",
    "sprawl_cards": "the game holds no Tech cards, so Mad Maxine cannot hold NEURON BOOST (+1 Bioware), "
                    "which sets her W 6 against BIOWARE CHOP SHOP and is the card she loses",
    "combat": "the game plays no ICE attack between Rippers other than iT, and holds no Tech cards "
              "(BURN, EVADE) to attack, defend with or take",
})


@dataclass(frozen=True)
class ExampleMismatch:
    """A number the example states (or a chance the single-roll rules give) that the game does not.

    ``step`` is the step's index (1-based), ``key`` the number, ``expected`` what the example
    prints (``against="printed"``) or the single-roll rules give (``"single-roll rules"``), ``got``
    what the game gave.
    """

    step: int
    key: str
    expected: Any
    got: Any
    against: str = "printed"

    def __str__(self) -> str:
        return f"step {self.step}: {self.key}: {self.against} {self.expected}, game {self.got}"


@dataclass(frozen=True)
class GameExampleStatus:
    """One row of the table of examples: can the game play it, and with what changes?

    ``status`` is "playable" or "not yet playable in the game: <reason>"; ``changes`` lists how the
    game's position differs from the example's (each labelled); ``ok`` is True when every printed
    number is reproduced (None when not playable).
    """

    key: str
    name: str
    section: str
    playable: bool
    status: str
    changes: tuple[str, ...] = ()
    ok: bool | None = None


@dataclass(frozen=True)
class _Check:
    """What :meth:`Playthrough.check` reads: every printed number and chance the game missed."""

    problems: tuple[ExampleMismatch, ...]

    def check(self) -> list[ExampleMismatch]:
        return list(self.problems)

    @property
    def ok(self) -> bool:
        return not self.problems


class _Stop(Exception):
    """The game cannot go on the example's way (the mismatch is already recorded)."""


class _NotYet(Exception):
    """The game cannot hold the example's position (the reason is the message)."""


class _Run:
    """The log of one example played in the game: its steps and every mismatch found."""

    def __init__(self, names: dict[int, str] | None = None):
        self.names, self.steps, self.problems = dict(names or {}), [], []
        self.game, self.changes = None, ()

    def who(self, state) -> str:
        p = state.player
        return f"{self.names.get(p, 'another Ripper (not in the example)')} (P{p})"

    def add(self, **kw) -> Step:
        for k in ("stated", "computed", "odds"):
            kw[k] = MappingProxyType(dict(kw.get(k) or {}))
        step = Step(len(self.steps) + 1, **kw)
        self.steps.append(step)
        return step

    def problem(self, key, expected, got, against="printed", step=None) -> None:
        self.problems.append(ExampleMismatch(len(self.steps) + 1 if step is None else step, key,
                                             expected, got, against))

    def stop(self, key, expected, got) -> _Stop:
        self.problem(key, expected, got, against="the example")
        return _Stop(f"{key}: the example has {expected}, the game {got}")

    def mismatches(self) -> tuple[ExampleMismatch, ...]:
        out = [ExampleMismatch(s.index, k, v, s.computed.get(k)) for s in self.steps
               for k, v in s.stated.items() if s.computed.get(k) != v]
        return tuple(sorted(out + self.problems, key=lambda m: m.step))


def _change(before, after) -> str:
    """What changed for each Ripper between two game states (every field, whatever the game holds)."""
    out = []
    for i, (a, b) in enumerate(zip(before.rippers, after.rippers, strict=True)):
        diff = [f"{f.name} {getattr(a, f.name)} -> {getattr(b, f.name)}" for f in dataclasses.fields(a)
                if getattr(a, f.name) != getattr(b, f.name)]
        if diff:
            out.append(f"P{i}: " + ", ".join(diff))
    return "; ".join(out)


def _choose(run: _Run, state, label: str, *, stated=None, computed=None, note="", setup=False):
    """Take the game's decision labelled ``label`` (it must be legal here) and log it."""
    legal = {a: state.action_label(a) for a in state.legal_actions()}
    hits = [a for a, lab in legal.items() if lab == label]
    if len(hits) != 1:
        raise run.stop("action", label, f"not offered; it offers {list(legal.values())}")
    turn, nxt = state.turn(), state.apply(hits[0])
    run.add(actor=run.who(state), action=turn.action, cite=turn.cite, result=label,
            change=_change(state, nxt), w=turn.w, stated=stated, computed=computed,
            options=tuple(legal.values()), player=state.current_player, action_id=hits[0], state=nxt,
            note=("sets up the example's position (before the example)" + ("; " + note if note else ""))
            if setup else note)
    return nxt


def _force(run: _Run, state, want: Callable[[int, str], bool], wanted: str, *, roll=None, single=None,
           stated=None, computed=None, note="", setup=False, what_if=False, line=True):
    """Force the game's chance step to the one outcome ``want`` picks (legal, exact chance checked).

    ``single`` is the chance the single-roll rules give the same result; ``setup`` marks a step
    that only reaches the example's position (its chance is not the example's: left out);
    ``line=False`` leaves the chance to sub-steps already logged (the Rip roll by roll).
    """
    d, turn = state.chance_outcomes(), state.turn()
    labels = {o: state.action_label(o) for o in d.outcomes()}
    hits = [o for o, lab in labels.items() if want(o, lab)]
    if len(hits) != 1:
        raise run.stop("result", wanted, f"{len(hits)} matching outcomes among {list(labels.values())}")
    o = hits[0]
    p, nxt = d.prob(o), state.apply(o)
    if single is not None and single != p:
        run.problem("P(result)", single, p, against="single-roll rules")
    comp = {**(computed or {}), "P(result)": p}
    if turn.w is not None:
        comp.setdefault("W", turn.w)
    notes = [n for n in (turn.note, note) if n]
    if setup:
        notes.insert(0, "sets up the example's position: its chance is not the example's")
    run.add(actor=run.who(state), action=turn.action, cite=turn.cite, result=labels[o],
            change=_change(state, nxt), w=turn.w, roll=roll, chance=p if line and not setup else None,
            odds={labels[x]: d.prob(x) for x in d.outcomes()}, stated=stated, computed=comp,
            note="; ".join(notes), rolled=roll is not None, what_if=what_if, player=-1, action_id=o,
            state=nxt)
    return nxt


def _position(g, level: int, **ripper):
    """The game's first state with P0 as the example's Ripper, in round 2 (no forced Travel, 6.0).

    A game that begins with set-up choices (5.3: each Ripper goes on a Bizclave) makes them with
    its own actions, every Ripper on the Business Dome; then P0's Status (and any other field the
    example gives) is set with ``dataclasses.replace``.
    """
    s = g.new_initial_state()
    for _ in range(2 * g.players):
        if s.is_chance or s.is_terminal:
            break
        start = [a for a in s.legal_actions() if s.action_label(a).startswith("start on")]
        if not start:
            break
        dome = [a for a in start if "Business Dome" in s.action_label(a)]
        if not dome:
            raise _NotYet("the game's set-up offers no start on the Business Dome")
        s = s.apply(dome[0])
    rs = list(s.rippers)
    rs[0] = replace(rs[0], level=level, **ripper)
    return replace(s, rippers=tuple(rs), player=0, round=2)


def _rip_tech(g, i: int) -> dict:
    """The Rip keywords the game passes for seat ``i``'s Tech (the same as its Rip step)."""
    return {k: g.tech[i][k] for k in ("swat_stealth", "ice_stealth", "swat_defend", "ice_defend")}


# ------------------------------------------------------------------ 9.4.1
def _regaining_cool(run: _Run, rules):
    run.game = g = game(2, rules=rules)
    run.names[0] = "Lady of Darkness"
    run.changes = ("the Rip of her last turn is played in the game as a Sensitive Rip at the "
                   "Business Dome (the example gives neither)",
                   "another Ripper (P1, not in the example) passes between her turns")
    s = _position(g, 0)
    s = _choose(run, s, "Rip: sensitive", setup=True,
                note="her last turn: the example gives no Rip type; a Sensitive Rip is taken")
    s = _force(run, s, lambda o, lab: "UnCOOL" in lab, "the Rip fails, UnCOOL", setup=True,
               note="she lost the SWAT Defend roll and her COOL (11.6.5.1); the example gives no numbers")
    s = _choose(run, s, "pass", setup=True)
    roll = 9
    res = regain_roll_result(roll)  # the single-roll rule: what a 9 does at the start of her turn
    s = _force(run, s, lambda o, lab: ("regained" in lab) == (res == "regained"), res, roll=roll,
               single=regain_cool().prob(res), stated={"W": 7, "roll": roll},
               computed={"roll": roll, "single-roll result": res})
    s = _choose(run, s, "pass", setup=True, note="between her two turns")
    normal = s.current_player == 0 and s.rippers[0].cool and not s.is_chance
    run.add(actor=run.who(s), action="start of her next turn", cite="Edge City 9.4.1", chance=1,
            result="COOL, a normal turn" if normal else str(s), stated={"regains COOL automatically": True},
            computed={"regains COOL automatically": normal}, player=-1, state=s,
            note="the game gives COOL back after the missed turn: no roll is asked")
    return s


# ------------------------------------------------------------------ 11.6.5.1
#: Randi 1101's rolls: (the printed roll or None, the result the example states)
_RANDI_DICE = ((9, "fail"), (4, "win"), (None, "fail"), (None, "fail"))
_ENDING = {"success": lambda lab: lab.startswith("success"), "failed_cool": lambda lab: "COOL kept" in lab,
           "failed_uncool": lambda lab: "UnCOOL" in lab}


def _rip_attempt(run: _Run, rules):
    if rules.patron_counts == "both_spaces":
        raise _NotYet("under patron_counts=both_spaces her ICE ENTITY Patron's unprinted modifier "
                      "counts in Real Space, and the game holds no Patrons")
    smart_card = 2  # SMART CARD: +2 Stealth, printed in the example (the game holds no Tech cards)
    randi = dict(ILLUSTRATIVE_RIPPER, swat_stealth=smart_card)
    run.game = g = game(2, rippers=(randi, ILLUSTRATIVE_RIPPER), rules=rules)
    run.names[0] = "Randi 1101"
    run.changes = (
        "the game has no Patrons, and a Super Secret Rip in a Sprawl Zone needs one (11.6): the Rip is "
        "made at the Business Dome, where it needs none. ICE ENTITY counts nothing in Real Space "
        "(patron_counts), so every printed number is the same; only the chance of the Data Space part, "
        "which the example never reaches, differs",
        "SMART CARD's printed +2 Stealth SWAT is her fixed Tech modifier (rippers=): the game holds no "
        "Tech cards; her DP, not given, are the game's starting 3")
    s = _position(g, STATUSES.index("Hacker Legend"))
    s = _choose(run, s, "Rip: super secret", note="she does not Travel (Chart 1.0); a Super Secret Rip")
    status, tech = STATUSES[s.rippers[0].level], _rip_tech(g, 0)
    k = s.pending[1] if len(s.pending) > 1 else 0
    sub_game = rip_game(status, "super_secret", previous_attempts=k, rules=g.rules, **tech)
    track = rip_machine(status, "super_secret", previous_attempts=k, rules=g.rules, **tech)
    sub, first = sub_game.new_initial_state(), {}
    for roll, said in _RANDI_DICE:
        if sub.current_player == 0:  # a second chance offered (reading second_chance=optional)
            sub = _sub_step(run, sub, TAKE, None, None, {}, note="the example takes it")
        if sub.is_terminal:
            raise run.stop("roll", f"a roll that is {said}", f"the Rip is over ({sub.at})")
        turn = sub.turn()
        event = said if roll is None else win_roll_event(roll, turn.w, rules=g.rules)
        zone = sub.at
        if event != said:
            run.problem("result", said, event)
        dest = track.next(zone, event)
        ways = two_dice().p(lambda t, z=zone, w=turn.w, d=dest:
                            track.next(z, win_roll_event(t, w, rules=g.rules)) == d)
        kind = zone.key
        stated, n = {}, first.get(kind, 0)
        first[kind] = n + 1
        if kind == "real_stealth" and n == 0:
            stated = {"MSM": 5, "R": -3, "W": 8, "roll": 9}
        elif kind == "real_defend" and n == 0:
            stated = {"R": -5, "W": 6, "roll": 4}
        comp = {"R": turn.numbers.get("R"), "W": turn.w, "event": event, **({"roll": roll} if roll else {})}
        if zone.zone == "stealth":
            comp["MSM"] = tech["swat_stealth"] - turn.numbers.get("R")  # R = S - MSM (11.6.5)
        sub = _sub_step(run, sub, lambda o, s=sub, d=dest: s.apply(o).at == d, roll, ways, comp,
                        stated=stated, event=event)
    ending = sub.at if sub.is_terminal else None
    exact = sub_game.exact_odds
    s = _force(run, s, lambda o, lab: ending in _ENDING and _ENDING[ending](lab), str(ending), line=False,
               single=exact.get(ending) if ending else None,
               stated={"ends UnCOOL": True},
               note="the game rolls the whole Rip Track in this one step: the rolls above, played in "
                    "the Rip's own game (rip_game), carry the chance; this step's odds are checked "
                    "against that game's exact odds")
    run.steps[-1] = replace(run.steps[-1], computed=MappingProxyType(
        {**run.steps[-1].computed, "ends UnCOOL": not s.rippers[0].cool}))
    return s


def _sub_step(run: _Run, sub, pick, roll, ways, comp, *, stated=None, event=None, note=""):
    """One roll (or choice) inside the game's Rip step, played in the Rip's own game."""
    turn = sub.turn()
    if sub.current_player == 0:
        nxt = sub.apply(pick)
        run.add(actor="Randi 1101 (P0)", action=turn.action + " (inside the game's Rip step)",
                cite=turn.cite, result=sub.action_label(pick), player=0, action_id=pick, state=nxt,
                options=tuple(sub.action_label(a) for a in sub.legal_actions()), note=note)
        return nxt
    d = sub.chance_outcomes()
    labels = {o: sub.action_label(o) for o in d.outcomes()}
    hits = [o for o in labels if pick(o)]
    if len(hits) != 1:
        raise run.stop("result", event, f"no single Rip outcome for it among {list(labels.values())}")
    o = hits[0]
    p = d.prob(o)
    if p != ways:
        run.problem("P(result)", ways, p, against="single-roll rules")
    nxt = sub.apply(o)
    run.add(actor="Randi 1101 (P0)", action=turn.action + " (inside the game's Rip step)", cite=turn.cite,
            result=labels[o], w=turn.w, roll=roll, chance=p, rolled=True,
            odds={labels[x]: d.prob(x) for x in d.outcomes()}, stated=stated,
            computed={**comp, "P(result)": p}, player=-1, action_id=o, state=nxt, note=turn.note)
    return nxt


# ------------------------------------------------------------------ 11.6.5.3
def _dp_position(run, g, title: str, *, setup=True):
    s = _position(g, STATUSES.index(title))
    s = _choose(run, s, "Rip: secret", setup=setup)
    return _force(run, s, lambda o, lab: lab.startswith("success"), "success", setup=setup,
                  note="he has just reached the Data Base")


def _dp_roll(run, s, title, roll, stated, *, what_if=False):
    """The game's DP step forced to the DP a two-dice ``roll`` gives (read off the game's own odds)."""
    adj = table_4_0_adjustment(title, "secret")
    single = dp_gained(title, "secret", adjustment=adj)
    got = _outcome_of_roll(s.chance_outcomes(), roll)  # the game's DP for this roll
    return _force(run, s, lambda o, lab: o == got, f"the DP of a roll of {roll}", roll=roll,
                  single=single.prob(got), stated=stated, what_if=what_if,
                  computed={"roll": roll, "Table 4.0": got - roll, "DP": got},
                  note=("what if he had been a Master Hacker (the same roll): left out of the line's "
                        "chance" if what_if else ""))


def _outcome_of_roll(d, roll: int) -> int:
    """The game's DP for a two-dice ``roll``: the DP step adds a Status adjustment (never below 1),
    a non-decreasing function of the roll, so its value is the least outcome whose cumulative
    chance reaches the roll's."""
    target = two_dice().p(lambda t: t <= roll)
    acc = 0
    for o in sorted(d.outcomes()):
        acc += d.prob(o)
        if acc >= target:
            return o
    raise ValueError(f"roll {roll} is beyond the DP step's outcomes")  # unreachable for 2-12


def _rip_dp(run: _Run, rules):
    run.game = g = game(2, rules=rules)
    run.names[0] = "Tech Gnome"
    run.changes = ("he reaches the Data Base through the game's own Rip step (a Secret Rip at the "
                   "Business Dome, forced to succeed: its chance is not the example's)",)
    s = _dp_position(run, g, "Wannabee")
    end = _dp_roll(run, s, "Wannabee", 10, {"roll": 10, "Table 4.0": 2, "DP": 12})
    other = _Run(run.names)  # the what-if's own way to the Data Base is not the example's: not logged
    try:
        mh = _dp_position(other, g, "Master Hacker")
    except _Stop:
        run.problems += [replace(m, step=len(run.steps) + 1) for m in other.problems]
        raise
    _dp_roll(run, mh, "Master Hacker", 10, {"Table 4.0": -4, "DP": 6}, what_if=True)
    return end


_PLAY = {"regaining_cool": _regaining_cool, "rip_attempt": _rip_attempt, "rip_dp": _rip_dp}


def _key(key) -> str:
    if not isinstance(key, str):
        raise TypeError(f"key must be the name of a worked example, one of {list(EXAMPLE_KEYS)}, not {key!r}")
    names = {v[0].lower(): k for k, v in _BUILDERS.items()}
    k = key if key in _BUILDERS else names.get(key.lower())
    if k is None:
        raise ValueError(f"key: no worked example {key!r}; choose one of {list(EXAMPLE_KEYS)}")
    return k


def _play(k: str, rules):
    """(playthrough, changes) or raise _NotYet(reason)."""
    if k in _NOT_YET:
        raise _NotYet(_NOT_YET[k])
    name, section, _, _, summary = _BUILDERS[k]
    run = _Run()
    try:
        end, stopped = _PLAY[k](run, rules), ""
    except _Stop as e:
        end, stopped = None, f" The game could not go on: {e}."
    g = run.game
    changes = " Changes from the example: " + "; ".join(run.changes) + "." if run.changes else ""
    pt = Playthrough(f"{name}, through the whole game", tuple(run.steps), cite=section,
                     summary=summary + changes + stopped, rules=None if g is None else g.rules,
                     state=end, start=run.steps[0].state if run.steps else None,
                     replay=_Check(run.mismatches()))
    return pt, run.changes


@uses(*_READINGS)
def game_example(key: str, *, natural_12=None, sprawl_win=None, sprawl_turn_actions=None, table_rows=None,
                 column_edge=None, patron_counts=None, rules=None) -> Playthrough:
    """One worked example played through the whole game (:func:`edgekit.edge_city.game`).

    Rules: Edge City 9.4.1, 11.6.5.1, 11.6.5.3, 8.4, 8.5.1, Chart 1.0. ``key`` is one of
    :data:`~edgekit.edge_city.EXAMPLE_KEYS` (or the example's name); an example the game cannot yet
    play is a ``ValueError`` saying why (see :func:`game_example_status`). Returns a
    :class:`~edgekit.play.Playthrough`: each step with its rule, W, exact odds and result;
    ``.check()`` lists every :class:`ExampleMismatch` (empty when the game reproduces every printed
    number and every chance equals the single-roll rules'); ``.chance`` is the exact chance of the
    example's line of play (steps that only set up the position are left out). Readings as for
    :func:`~edgekit.edge_city.worked_example`.

    >>> game_example("rip_dp").check()
    []
    """
    k = _key(key)
    try:
        return _play(k, rules)[0]
    except _NotYet as e:
        raise ValueError(f"key: {k!r} is not yet playable in the game: {e}") from None


@uses(*_READINGS)
def game_example_status(*, natural_12=None, sprawl_win=None, sprawl_turn_actions=None, table_rows=None,
                        column_edge=None, patron_counts=None, rules=None) -> tuple[GameExampleStatus, ...]:
    """Every worked example, in rulebook order: playable in the game or not yet (and why).

    Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3.

    >>> [s.key for s in game_example_status() if s.playable]
    ['regaining_cool', 'rip_attempt', 'rip_dp']
    """
    out = []
    for k in EXAMPLE_KEYS:
        name, section = _BUILDERS[k][0], _BUILDERS[k][1]
        try:
            pt, changes = _play(k, rules)
        except _NotYet as e:
            out.append(GameExampleStatus(k, name, section, False, f"not yet playable in the game: {e}"))
            continue
        out.append(GameExampleStatus(k, name, section, True, "playable", tuple(changes), not pt.check()))
    return tuple(out)
