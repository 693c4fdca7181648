"""The Matrix ability explorer: guess a lost advanced-breaker ability and see what it does to a run.

Rules: Matrix advanced game (advanced breakers: base strength one less, an ability each; the set-up
draw: pick a pawn, roll a d6 for its breaker), Matrix setup, steps 1-7.

Every advanced breaker's ability is lost from the rulebook (register MX-09). The reader sets a guess
with the controls: a strength change (-2..+3), against which colours, against ice, forts or both;
which faces of the set-up d6 carry it; and the team (which pawns are advanced). The explorer shows
the exact P(win) under optimal play (:func:`edgekit.matrix.exact_win`) on the small stack of notebook
``matrix_3_chance_to_win`` section 7 (:data:`STACK`: two colours, one data fort each, no ice, a
damage target of 1), beside the basic game's and the same team's with every ability unknown.

What the controls leave out, and why: on this stack every challenge is at distance 1 (two structures:
a breaker challenges from outside the matrix or from the other fort), so a distance condition would
hold always or never; Crowns and Arms have neither a structure nor a pawn here; a reach or a fort
mover is not offered (the explorer is about the strength guess of section 7; set those in code).

Speed: ``exact_win`` takes up to ~0.16 s for one setting, more than an update may (100 ms). Many
settings play alike (an ability against ice on a stack with no ice, a face no advanced pawn draws, a
change of 0), so each setting is first reduced to the simplest one that plays the same
(:func:`canonical`; ``tests/matrix/test_ability_explorer.py`` checks all 864 settings against ``exact_win``
computed directly), and the 169 distinct settings are solved once, at the first construction in a
session (about 2.5 s, cached for the session): an update is a look-up and a little HTML.
On the website every one of the 864 views is listed (:meth:`MatrixAbilityExplorer.static_controls`).
"""

from __future__ import annotations

import functools
import html as _html
import itertools
import re
from types import MappingProxyType

import ipywidgets as w

from .. import matrix as mx
from . import _check
from .base import Explorer, bars_html

__all__ = ["MatrixAbilityExplorer", "STACK", "canonical", "STRENGTHS", "AGAINST", "KINDS", "CARRIERS",
           "TEAMS"]

#: The small stack of section 7 (notebook ``matrix_3_chance_to_win``): two colours (Suns, Moons), a
#: data fort each, no ice, a damage target of 1.
STACK = MappingProxyType({"colours": 2, "ice": 0, "bottom_ice": 0, "target": 1})
_HERE = ("Suns", "Moons")   # the colours of the stack's structures and pawns
#: The strength changes the slider offers.
STRENGTHS = range(-2, 4)
#: Which structures' colours the change acts against: value -> label (only the stack's colours).
AGAINST = MappingProxyType({"any": "any colour", "Suns": "Suns structures", "Moons": "Moons structures"})
#: Against ice, data forts or both: value -> label.
KINDS = MappingProxyType({"fort": "data forts", "ice": "ice", "both": "ice and data forts"})
#: Which (colour, face) slots of the set-up draw carry the guess: value -> (label, slots).
CARRIERS = MappingProxyType({
    "Suns faces": ("every Suns face", tuple(("Suns", f) for f in range(1, 7))),
    "Suns face 1": ("the Suns face 1 only", (("Suns", 1),)),
    "Moons faces": ("every Moons face", tuple(("Moons", f) for f in range(1, 7))),
    "every face": ("every face of every colour", tuple((c, f) for c in mx.COLOURS for f in range(1, 7))),
})
#: The team: value -> (label, the ``pawns`` of :func:`edgekit.matrix.game`).
TEAMS = MappingProxyType({
    "choose": ("the runner chooses", "choose"),
    "Suns": ("Suns advanced", ("Suns",)),
    "Moons": ("Moons advanced", ("Moons",)),
    "all": ("both advanced", "all"),
})
CITE = "Matrix advanced game, setup, steps 1-7 (abilities lost: MX-09)"


def _ability(strength: int, against: str, kind: str) -> mx.Ability:
    """The guess as an :class:`edgekit.matrix.Ability` (a change of 0: no ability, unknown)."""
    if not strength:
        return mx.UNKNOWN
    return mx.ability(strength=strength, colours=None if against == "any" else (against,),
                      kind=None if kind == "both" else kind)


def _advanced(team: str) -> tuple:
    pawns = TEAMS[team][1]
    return _HERE if pawns in ("choose", "all") else pawns


def _check_setting(strength, against, kind, carriers, team) -> tuple:
    return (_check.as_whole("strength", strength, lo=STRENGTHS[0], hi=STRENGTHS[-1]),
            _check.option("against", against, AGAINST), _check.option("kind", kind, KINDS),
            _check.option("carriers", carriers, CARRIERS), _check.option("team", team, TEAMS))


def canonical(strength: int, against: str, kind: str, carriers: str, team: str) -> tuple:
    """The simplest setting that plays the same game as this one on :data:`STACK`, as
    ``(strength, against, kind, carriers, team)``: there is no ice (a change against ice alone is
    none; "both" is "fort"); "any" colour is the two colours here; a face no advanced pawn of the
    team draws carries nothing ("every face" is its team's faces); a guess that changes nothing is
    strength 0 (unknown). Each argument is checked (a ValueError/TypeError naming it).
    Rules: Matrix advanced game."""
    strength, against, kind, carriers, team = _check_setting(strength, against, kind, carriers, team)
    if kind == "both":
        kind = "fort"
    adv = _advanced(team)
    slots = [s for s in CARRIERS[carriers][1] if s[0] in adv]
    if carriers == "every face" and len(adv) == 1:
        carriers = f"{adv[0]} faces"
    if kind == "ice" or not slots:
        strength = 0
    if not strength:
        return (0, "any", "fort", "Suns faces", team)
    return (strength, against, kind, carriers, team)


def _game(strength: int, against: str, kind: str, carriers: str, team: str) -> mx.MatrixGame:
    guess = _ability(strength, against, kind)
    table = mx.breaker_table({slot: guess for slot in CARRIERS[carriers][1]})
    return mx.game(advanced=True, pawns=TEAMS[team][1], table=table, **STACK)


@functools.lru_cache(maxsize=256)   # 169 canonical settings; a setting's answer never changes
def _win(setting: tuple):
    return mx.exact_win(_game(*setting))


@functools.lru_cache(maxsize=1)
def _basic_win():
    return mx.exact_win(mx.game(**STACK))


def _settings():
    return itertools.product(STRENGTHS, AGAINST, KINDS, CARRIERS, TEAMS)


class MatrixAbilityExplorer(Explorer):
    """Guess a lost advanced-breaker ability (MX-09) and see the exact P(win) it gives on the small stack
    of section 7, beside the basic game and the same team with every ability unknown.

    ``strength``: the change (-2..3; 0: no ability); ``against``: "any", "Suns" or "Moons" (the
    structures' colour); ``kind``: "fort", "ice" or "both"; ``carriers``: "Suns faces", "Suns face 1",
    "Moons faces" or "every face" (the set-up d6's slots that draw the guess); ``team``: "choose" (the
    runner picks pawns during the set-up), "Suns", "Moons" (that pawn advanced) or "all".

    Rules: Matrix advanced game, setup, steps 1-7.
    """

    title = "Guess a lost ability (Matrix advanced game, MX-09)"

    def __init__(self, strength: int = 2, against: str = "any", kind: str = "fort",
                 carriers: str = "Suns faces", team: str = "choose"):
        strength, against, kind, carriers, team = _check_setting(strength, against, kind, carriers, team)
        style = {"description_width": "initial"}
        self.strength = w.IntSlider(value=strength, min=STRENGTHS[0], max=STRENGTHS[-1],
                                    description="strength change", style=style, continuous_update=False)
        self.against = w.Dropdown(options=[(v, k) for k, v in AGAINST.items()], value=against,
                                  description="against", style=style)
        self.kind = w.Dropdown(options=[(v, k) for k, v in KINDS.items()], value=kind, description="of kind",
                               style=style)
        self.carriers = w.Dropdown(options=[(v[0], k) for k, v in CARRIERS.items()], value=carriers,
                                   description="carried by", style=style)
        self.team = w.Dropdown(options=[(v[0], k) for k, v in TEAMS.items()], value=team,
                               description="team", style=style)
        self.controls = [self.strength, self.against, self.kind, self.carriers, self.team]
        # every distinct setting solved once (cached for the session): each update is a look-up
        for setting in {canonical(*s) for s in _settings()}:
            _win(setting)
        _basic_win()
        super().__init__()

    def compute(self) -> dict:
        setting = (self.strength.value, self.against.value, self.kind.value, self.carriers.value,
                   self.team.value)
        same = canonical(*setting)
        strength, against, kind, carriers, team = setting
        return {"strength": strength, "against": against, "kind": kind, "carriers": carriers, "team": team,
                "ability": _ability(strength, against, kind), "pawns": TEAMS[team][1],
                "basic": _basic_win(), "unknown": _win(canonical(0, "any", "fort", "Suns faces", team)),
                "guess": _win(same), "plays_as_unknown": same[0] == 0, "stack": dict(STACK), "cite": CITE}

    def render(self, s: dict) -> str:
        return "".join(self._parts(s))

    def _parts(self, s: dict) -> list[str]:
        team = TEAMS[s["team"]][0]
        words = _html.escape(s["ability"].words(), quote=False)
        head = (f"<p class='edgekit-result'>The reader's guess (the ability's text is lost, MX-09): "
                f"<b>{words}</b>")
        where = f"; on {CARRIERS[s['carriers']][0]}; team: {team}.</p>"
        bars = bars_html([("the basic game (no advanced pawn)", s["basic"], "#888888"),
                          (f"{team}, every ability unknown", s["unknown"], "#3b6ea8"),
                          (f"{team}, the reader's guess", s["guess"], "#c62828")],
                         head=("game", "P(win), optimal play"),
                         css_class="edgekit-bars edgekit-matrix-ability",
                         caption="Exact P(win): two forts (Suns, Moons), no ice, damage target 1")
        why = []
        if s["strength"] == 0:
            why.append("A change of 0 is no ability: the guess plays as unknown.")
        elif s["kind"] == "ice":
            why.append("This stack has no ice: a change against ice alone changes nothing here.")
        elif s["plays_as_unknown"]:
            why.append("No advanced pawn of this team draws a face that carries the guess: it changes "
                       "nothing here.")
        why.append("Every challenge here is at distance 1 (from outside the matrix or from the other fort), "
                   "so no distance condition is offered; Crowns and Arms have no structure or pawn here.")
        foot = f"<p>{' '.join(why)}<br>Rules: {CITE}.</p>"
        # the table in rows: the website stores each distinct row once
        return [head, where, *re.split(r"(?=<tr>)", bars), foot]

    # On the website: every strength (6) x colour (3) x kind (3) x carriers (4) x team (4): 864 views.
    def static_controls(self):
        return self.controls

    def static_parts(self) -> list[str]:
        return self._parts(self.state) if "error" not in self.state else [self.html.value]
