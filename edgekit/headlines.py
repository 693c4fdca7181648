"""Headline quantities per reading: what each ambiguity changes, under every option.

A *headline function* takes one option of a reading and returns the quantities
that reading affects, ``{label: exact value}``, by calling the public edgekit
functions with that option. :func:`compare` runs it under every option side by
side; :func:`impact` says how much the ambiguity matters: the largest change it
causes in any headline *probability* (labels that start with ``"P("``; other
labels, such as Win Numbers, are shown but not scored).

Readings without a headline function are listed by :func:`missing` ("no
headline computed yet"); the readings explorer shows them all the same.

Don't confuse this with :mod:`edgekit.readings`, the registry of the readings
themselves: this module only reads it.

>>> impact("column_edge").change
5/36
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import sympy

from . import cyberpunk_ccg as cc
from . import edge_city as ec
from . import matrix as mx
from . import readings
from . import rogue_agent as ra
from .dist import is_symbolic_value
from .exact import as_exact

__all__ = ["headline", "has_headline", "compare", "impact", "impacts", "missing", "Comparison",
           "Impact", "is_probability_label"]

_HEADLINES: dict[str, Callable[[str], dict[str, Any]]] = {}

# Readings whose options were shown to give the same results everywhere (the headline shows the
# agreement; the reason says why and where it is checked).
NO_EFFECT: dict[str, str] = {
    "return_to_start": "a route that passes back through the start can always be cut short at its last "
                       "visit, for less TP and no more Zone cards; tests/edge_city/test_travel.py checks "
                       "reach, costs and safest routes under both options against every walk",
}


def headline(reading_id: str) -> Callable:
    """Decorator: register ``fn(option) -> {label: exact value}`` as the headline of a reading."""

    def deco(fn):
        readings.get(reading_id)  # KeyError naming the known readings if it is not registered
        if reading_id in _HEADLINES:
            raise ValueError(f"reading {reading_id!r} already has a headline function")
        _HEADLINES[reading_id] = fn
        return fn

    return deco


def has_headline(reading_id: str) -> bool:
    """Is there a headline function for this reading?"""
    return reading_id in _HEADLINES


def is_probability_label(label: str) -> bool:
    """Headline probabilities are labelled ``"P(...)"``; only they count towards :func:`impact`."""
    return label.startswith("P(")


@dataclass(frozen=True)
class Comparison:
    """The headline quantities of one reading under every option: ``values[label][option]``."""

    reading: readings.Reading
    values: dict[str, dict[str, Any]]

    @property
    def labels(self) -> list[str]:
        return list(self.values)

    def under(self, option: str) -> dict[str, Any]:
        """``{label: value}`` under one option (``ValueError`` naming the options otherwise)."""
        self.reading.check(option)
        return {q: by_opt[option] for q, by_opt in self.values.items()}

    def changed(self) -> list[str]:
        """The labels whose value is not the same under every option."""
        return [q for q, by_opt in self.values.items() if len(set(by_opt.values())) > 1]


@dataclass(frozen=True)
class Impact:
    """How much a reading matters: the largest change in a headline probability between two options."""

    reading: str
    change: Any  # exact: sympy.Rational (or an expression if the quantities are symbolic)
    label: str  # the headline probability that changes most ("" if none changes)
    options: tuple[str, str]  # the options giving its smallest and largest value


@functools.cache
def compare(reading_id: str) -> Comparison:
    """Every headline quantity of ``reading_id`` under every option, side by side (cached).

    ``KeyError`` if the reading has no headline function yet (see :func:`missing`).
    """
    r = readings.get(reading_id)
    if reading_id not in _HEADLINES:
        raise KeyError(f"no headline computed yet for reading {reading_id!r}")
    per_option = {opt: _HEADLINES[reading_id](opt) for opt in r.options}
    labels = list(per_option[r.default])
    for opt, vals in per_option.items():
        if list(vals) != labels:
            raise ValueError(f"headline of {reading_id!r}: option {opt!r} gives different quantities")
    return Comparison(r, {q: {opt: per_option[opt][q] for opt in r.options} for q in labels})


def _numeric(x) -> bool:
    return not is_symbolic_value(x)


@functools.cache
def impact(reading_id: str) -> Impact:
    """The largest change the reading causes in any headline probability, with where it happens (cached).

    Symbolic probabilities (e.g. unknown dice-face mixes) are compared only when
    their difference is a number; otherwise the change is reported as the
    expression of the first such quantity, unsorted.
    """
    comp = compare(reading_id)
    best = Impact(reading_id, sympy.Integer(0), "", (comp.reading.default, comp.reading.default))
    symbolic = None
    for q, by_opt in comp.values.items():
        if not is_probability_label(q):
            continue
        opts = list(by_opt)
        for i, a in enumerate(opts):
            for b in opts[i + 1:]:
                # strict conversion, never sympify (issue 9): the values are exact numbers
                d = (as_exact(f"{q} under {b!r}", by_opt[b])
                     - as_exact(f"{q} under {a!r}", by_opt[a]))
                d = d if _numeric(d) else sympy.simplify(d)
                if not _numeric(d):
                    symbolic = symbolic or Impact(reading_id, sympy.Abs(d), q, (a, b))
                    continue
                if abs(d) > best.change:
                    lo, hi = (a, b) if d > 0 else (b, a)
                    best = Impact(reading_id, abs(d), q, (lo, hi))
    if best.change == 0 and symbolic is not None:
        return symbolic
    return best


def impacts() -> list[Impact]:
    """:func:`impact` for every reading with a headline, largest numeric change first."""
    found = [impact(r.id) for r in readings.all() if r.id in _HEADLINES]
    return sorted(found, key=lambda i: (not _numeric(i.change),
                                        -float(i.change) if _numeric(i.change) else 0, i.reading))


def missing() -> list[readings.Reading]:
    """Registered readings with no headline function yet."""
    return [r for r in readings.all() if r.id not in _HEADLINES]


# --- Edge City: the Win Roll and Table 1.0 --------------------------------------------------------

def _r(r: int) -> str:
    return f"R={r:+d}"


def _ec(**changes) -> readings.Rules:
    """The Edge City rules with some readings changed."""
    return readings.defaults("Edge City").replace(**changes)


def _cell(status: str, r: int, rules: readings.Rules) -> tuple[str, Any, Any]:
    """Suffix ("(reconstructed)" or ""), W and P(win) for one Table 1.0 cell."""
    a = ec.win_answer(status, r, rules=rules)
    tag = " (reconstructed)" if a.value["source"] == "reconstructed" else ""
    return tag, a.value["W"], a.value["P"]


@headline("table_rows")
def _table_rows(option: str) -> dict[str, Any]:
    """W and P(win) in the "3+" column of every Status row. Rules: Edge City 8.4, 8.5.1, Table 1.0."""
    out = {}
    for s in ec.STATUSES:
        tag, w, _ = _cell(s, ec.R_MAX, _ec(table_rows=option))
        out[f"W: {s}, {_r(ec.R_MAX)}{tag}"] = w
    for s in ec.STATUSES:
        tag, _, p = _cell(s, ec.R_MAX, _ec(table_rows=option))
        out[f"P(win): {s}, {_r(ec.R_MAX)}{tag}"] = p
    return out


@headline("column_edge")
def _column_edge(option: str) -> dict[str, Any]:
    """W and P(win) left of the printed columns for Levels 3 and 4. Rules: Edge City 8.4, Table 1.0."""
    out = {}
    cells = [(s, r) for s in ("Master Hacker", "Hacker Legend") for r in (-8, -10)]
    for s, r in cells:
        tag, w, _ = _cell(s, r, _ec(column_edge=option))
        out[f"W: {s}, {_r(r)}{tag}"] = w
    for s, r in cells:
        tag, _, p = _cell(s, r, _ec(column_edge=option))
        out[f"P(win): {s}, {_r(r)}{tag}"] = p
    return out


# --- Edge City: Rips (Edge City 11.6) --------------------------------------------------------------

def _rip(reading_id: str, rip_type: str, **inputs) -> Callable[[str], dict[str, Any]]:
    """A headline: P(Rip succeeds) and P(Rip ends UnCOOL) for every Status, one Rip type and inputs."""
    shown = ", ".join([rip_type.replace("_", " ")] + [f"{k}={v}" for k, v in inputs.items()])

    def fn(option):
        odds = {s: ec.rip_outcomes(s, rip_type, **inputs, rules=_ec(**{reading_id: option}))
                for s in ec.STATUSES}
        tag = {s: " (reconstructed W)" if ec.rip_outcomes(s, rip_type, **inputs).reconstructed else ""
               for s in ec.STATUSES}
        out = {f"P(Rip succeeds): {s}, {shown}{tag[s]}": odds[s]["success"] for s in ec.STATUSES}
        out.update({f"P(Rip ends UnCOOL): {s}, {shown}{tag[s]}": odds[s]["failed_uncool"]
                    for s in ec.STATUSES})
        return out

    fn.__doc__ = f"Rip odds by Status: {shown}. Rules: Edge City 11.6, 11.6.5, 8.5.1."
    return fn


# Each Rip reading is shown on the Rip type (and inputs) where it matters: see the module tests.
headline("attempts")(_rip("attempts", "sensitive"))
headline("natural_12")(_rip("natural_12", "super_secret"))
headline("second_chance")(_rip("second_chance", "secret", attempts="per_rip"))
headline("data_defend_cool")(_rip("data_defend_cool", "super_secret"))
headline("rip_repeat_penalty")(_rip("rip_repeat_penalty", "sensitive", previous_attempts=1))
headline("patron_counts")(_rip("patron_counts", "sensitive", patron=2))
headline("rip_attack_halving")(_rip("rip_attack_halving", "secret", swat_attack=(1, 1), ice_attack=(1, 1)))


@headline("ice_msm")
def _ice_msm(option: str) -> dict[str, Any]:
    """P(Rip succeeds) for a Hacker if a separate Data Space MSM were 0..5 (it is not printed).

    Under "same" the Data Space uses the Rip type's MSM whatever m is. Rules: Edge City 11.6, EC-04.
    """
    out = {}
    for rt in ("sensitive", "super_secret"):
        for m in range(0, 6, 1 if rt == "sensitive" else 5):
            kw = {"msm_ice": m} if option == "separate" else {}
            p = ec.rip_outcomes("Hacker", rt, ice_msm=option, **kw)["success"]
            out[f"P(Rip succeeds): Hacker, {rt.replace('_', ' ')}, if the Data Space MSM were {m}"] = p
    return out


@headline("sensitive_dp_dice")
def _sensitive_dp_dice(option: str) -> dict[str, Any]:
    """E[DP gained] from a Sensitive Data Rip by Status (Table 4.0 adjustments may be symbols)."""
    return {f"E[DP gained]: {s}, sensitive": ec.expected_dp(s, "sensitive", sensitive_dp_dice=option)
            for s in ec.STATUSES}


# --- Edge City: Theft (11.8), COOL, combat (Table 2.0), Sprawl cards, the city -----------------------

_STEALTH_HANDS = {"no Stealth card": [], "two +1 Stealth cards": [1, 1], "two +3 Stealth cards": [3, 3]}


@headline("theft_halving")
def _theft_halving(option: str) -> dict[str, Any]:
    """Theft strength T and P(Theft succeeds) by Status for Stealth hands where halving matters:
    no card (only sum_min_one counts 1), two +1 cards (per_card 2, the sums 1), two +3 cards
    (per_card 2, the sums 3). Attack Tech counts at full value, so it is left at 0.

    Rules: Edge City 11.8.1, 11.4.5.2.
    """
    rules = _ec(theft_halving=option)
    out = {f"T (Theft strength): {h}": ec.theft_strength(0, cards, rules=rules)
           for h, cards in _STEALTH_HANDS.items()}
    for h, cards in _STEALTH_HANDS.items():
        for s in ("Wannabee", "Hacker"):
            out[f"P(Theft succeeds): {s}, {h}"] = ec.theft_probability(s, swat_stealth=cards, rules=rules)
    return out


@headline("theft_msm")
def _theft_msm(option: str) -> dict[str, Any]:
    """P(Theft succeeds) by Status if Table 3.0 gave MSM 1, 3 or 5 (fixed_3 ignores it). Rules: 11.8.1."""
    out = {}
    for m in (1, 3, 5):
        for s in ec.STATUSES:
            kw = {"msm": m} if option == "table_3_0" else {}
            out[f"P(Theft succeeds): {s}, if the Table 3.0 MSM were {m}"] = ec.theft_probability(
                s, theft_msm=option, **kw)
    return out


@headline("combat_margins")
def _combat_margins(option: str) -> dict[str, Any]:
    """P(the attacker may take a +k card) at W 7. Rules: Edge City 11.5.4, Table 2.0."""
    return {f"P(attacker may take a +{k} card): W 7, ICE combat":
            ec.p_card_available(7, k, combat_margins=option) for k in (1, 2, 3)}


@headline("ice_4_special")
def _ice_4_special(option: str) -> dict[str, Any]:
    """P(an ICE attacker may take or destroy a special software card) at W 7, 9 and 11 (a win by 4
    or more). Rules: Edge City 11.5.4.1, Table 2.0."""
    return {f"P(attacker may take a special card): W {w}, ICE combat":
            ec.p_card_available(w, "special", "ICE", ice_4_special=option) for w in (7, 9, 11)}


_TWO_SETS_BOARD = "T S S B\nS S S S\nR S S R"  # two Research Parks, apart, every Sprawl Zone paired


@headline("second_research_park")
def _second_research_park(option: str) -> dict[str, Any]:
    """Whether a two-set board with two Research Parks is legal (1) or not (0), and how many
    Research Parks two sets may lay (counts). Rules: Edge City 12.3, 5.2."""
    return {"legal (1) or not (0): two sets, a board with two Research Parks":
            int(ec.is_legal(_TWO_SETS_BOARD, sets=2, second_research_park=option)),
            "Research Parks two sets may lay": 2 if option == "yes" else 1}


@headline("combat_or_less")
def _combat_or_less(option: str) -> dict[str, Any]:
    """P(the attacker may take a +k card) at W 7. Rules: Edge City 11.5.4, Table 2.0."""
    return {f"P(attacker may take a +{k} card): W 7, ICE combat":
            ec.p_card_available(7, k, combat_or_less=option) for k in (1, 2, 3)}


@headline("ice_dp_die")
def _ice_dp_die(option: str) -> dict[str, Any]:
    """E[DP taken by an ICE attack] for a Hacker attacking each Status. Rules: Edge City 11.5.4.3."""
    return {f"E[DP taken]: Hacker attacks a {s}": ec.ice_dp_taken("Hacker", s, ice_dp_die=option).mean()
            for s in ("Wannabee", "Hacker", "Hacker Legend")}


def _layouts(reading_id: str):
    def fn(option):
        return {f"legal layouts: {b} Bizclave(s) + {s} Sprawl Zones":
                ec.count_layouts(b, s, **{reading_id: option}) for b, s in ((1, 3), (1, 4), (2, 4))}

    fn.__doc__ = "Legal city layouts (counts, not probabilities). Rules: Edge City 3.0, 5.2, 11.3.2."
    return fn


for _id in ("adjacent", "touch", "connected"):
    headline(_id)(_layouts(_id))


@headline("travel_adjacency")
def _travel_adjacency(option: str) -> dict[str, Any]:
    """Spaces a Ripper can reach from each Bizclave in one turn (3 TP), on the board of seed 1 (counts).

    Rules: Edge City 11.2, 11.2.2.
    """
    board = ec.generate_layout(seed=1)
    return {f"spaces reachable with 3 TP from {t}, board of seed 1":
            len(ec.reachable(board, t, tp=3, travel_adjacency=option))
            for t in ("Tech Plex", "Business Dome", "Research Park")}


@headline("return_to_start")
def _return_to_start(option: str) -> dict[str, Any]:
    """Spaces reachable with 3 TP from each Bizclave, board of seed 1 (counts). The two options agree:
    a route back through the start can always be cut short at its last visit, for less TP and fewer
    Zone cards (tests/edge_city/test_travel.py checks this against every walk). Rules: Edge City 11.2.
    """
    board = ec.generate_layout(seed=1)
    return {f"spaces reachable with 3 TP from {t}, board of seed 1":
            len(ec.reachable(board, t, tp=3, return_to_start=option))
            for t in ("Tech Plex", "Business Dome", "Research Park")}


@headline("sprawl_turn_actions")
def _sprawl_turn_actions(option: str) -> dict[str, Any]:
    """How many actions a Ripper in a Sprawl Zone may take (counts). Rules: Edge City 11.4."""
    return {f"actions in a Sprawl Zone, {'after travelling' if t else 'without travelling'}":
            len(ec.sprawl_zone_actions(travelled=t, rules=_ec(sprawl_turn_actions=option)))
            for t in (True, False)}


@headline("sprawl_win")
def _sprawl_win(option: str) -> dict[str, Any]:
    """P(acting on the second Sprawl card) after each named first card, for a Ripper with one +1
    Bioware card (the card BIOWARE CHOP SHOP threatens). Rules: Edge City 11.4.2, 8.5.2.
    """
    return {f"P(act on the next card after {card}), one +1 Bioware":
            ec.p_act_on_next(card, bioware=(1,), sprawl_win=option)
            for card in ("BIOWARE CHOP SHOP", "TOXIC WASTE")}


@headline("search_boost")
def _search_boost(option: str) -> dict[str, Any]:
    """Expected health lost and reward steps of one search with 3 red dice, as formulas in the
    unknown face probabilities (RA-03: no district's faces are printed). Rules: Rogue Agent: Other
    Actions: Search a District.
    """
    d = ra.search_roll({"red": 3}, search_boost=option)
    return {f"E[{what}], 3 red dice (formula in the unknown faces)": sympy.factor(d.mean(lambda t, i=i: t[i]))
            for i, what in enumerate(("health lost", "reward steps"))}


# --- Rogue Agent: the Bomb and interception (face mixes are illustrative: RA-03) ------------------

def _illustrative(cross, explosion) -> str:
    return f"illustrative dice: cross {cross}, explosion {explosion}"


@headline("stability_variant")
def _stability_variant(option: str) -> dict[str, Any]:
    """P(the Stability check passes) for 1-3 circuit dice, as a formula in c, e and illustrated."""
    f = ra.ILLUSTRATIVE_FACES
    out = {f"P(Stability check passes): {n} circuit dice, formula in c, e":
           ra.stability_check_probability(n, cross=ra.C, explosion=ra.E, stability_variant=option)
           for n in (2, 3)}
    out.update({f"P(Stability check passes): {n} circuit dice, {_illustrative(**f)}":
                ra.stability_check_probability(n, **f, stability_variant=option) for n in (1, 2, 3)})
    return out


@functools.cache
def _defuse(timer: int, inputs: tuple, chosen: tuple):
    """One solved Bomb, shared between the readings' headlines (default options are left out)."""
    return ra.solve_defuse(timer, **ra.ILLUSTRATIVE_FACES, **dict(inputs), **dict(chosen))


def _bomb(reading_id: str, timer: int = 3, **inputs):
    f = ra.ILLUSTRATIVE_FACES

    def fn(option):
        chosen = () if option == readings.get(reading_id).default else ((reading_id, option),)
        sol = _defuse(timer, tuple(sorted(inputs.items())), chosen)
        where = f"Bomb Timer {timer}, {_illustrative(**f)}" + "".join(f", {k}={v}" for k, v in inputs.items())
        return {f"P(defused): {where}": sol.defused, f"P(exploded): {where}": sol.exploded}

    fn.__doc__ = "One Defuse attempt under optimal play. Rules: Rogue Agent, Defuse a Bomb (p. 11)."
    return fn


headline("bomb_rows")(_bomb("bomb_rows"))
headline("bomb_columns")(_bomb("bomb_columns", timer=4))
headline("bomb_fourth_explosion")(_bomb("bomb_fourth_explosion"))
headline("bomb_open_column")(_bomb("bomb_open_column"))
headline("boost_is_cross")(_bomb("boost_is_cross", boost=sympy.Rational(1, 6)))
headline("bomb_fourth_check")(_bomb("bomb_fourth_check"))


@headline("bomb_board_persists")
def _bomb_board_persists(option: str) -> dict[str, Any]:
    """P(defused) in the attempt after a failed one that left a column of 4 explosions, Bomb Timer 3,
    illustrative dice (a kept board has failed already, so it cannot be defused).
    Rules: Rogue Agent, Defuse a Bomb: the failed-attempt paragraph (p. 11).
    """
    f = ra.ILLUSTRATIVE_FACES
    failed = ((4, 0), (0, 1))
    board = ra.next_attempt_board(failed, bomb_board_persists=option)
    if ra.attempt_end(board, ra.bomb_rules(3)) is not None:
        p = sympy.Integer(0)  # the kept board is a failed attempt: no roll can change it
    else:
        p = _defuse(3, (), ()).defused if board == () else ra.solve_defuse(3, **f, board=board).defused
    return {f"P(defused): the next attempt after a 4-explosion column, Bomb Timer 3, {_illustrative(**f)}": p}


@headline("ammo_chain")
def _ammo_chain(option: str) -> dict[str, Any]:
    """P(subdued) with optimal re-rolls, 3 red dice and 1 black, illustrative face mix.
    Rules: Rogue Agent: Justice: Attack, Dice Faces.
    """
    return {f"P(subdued): 3 red + 1 black, Criminal health {h}, optimal re-rolls, illustrative face mix":
            ra.attack_policy({"red": 3, "black": 1}, ra.ILLUSTRATIVE_MIX, need=h, ammo_chain=option).value
            for h in (2, 3)}


@headline("bomb_timer_face")
def _bomb_timer_face(option: str) -> dict[str, Any]:
    """The new Bomb's Timer: P(Timer = t). Rules: Rogue Agent, Defuse a Bomb (p. 11)."""
    d = ra.timer_distribution(bomb_timer_face=option)
    return {f"P(a new Bomb's Timer is {t})": d.prob(t) if t in d else sympy.Integer(0) for t in range(1, 7)}


@headline("intercept_dice")
def _intercept_dice(option: str) -> dict[str, Any]:
    """P(interception succeeds) by Informants, with a green die showing fuel with P = 1/3 (illustrative)."""
    fuel = ra.ILLUSTRATIVE_MIX.values[("green", "fuel")]
    return {f"P(interception succeeds): {n} Informants, illustrative fuel {fuel}":
            ra.interception_odds(n, fuel=fuel, intercept_dice=option)["p"] for n in (0, 1, 2, 3)}


@headline("face_colours")
def _face_colours(option: str) -> dict[str, Any]:
    """P(at least k hits) for two attack pools, illustrative face mix. Rules: Rogue Agent: Justice: Attack."""
    out = {}
    for pool in ({"red": 2, "green": 1}, {"black": 3}):
        d = ra.attack_hits(pool, mix=ra.ILLUSTRATIVE_MIX, face_colours=option)
        name = " + ".join(f"{n} {c}" for c, n in pool.items())
        for k in (1, 2):
            out[f"P(at least {k} hit(s)): {name}, illustrative face mix"] = d.p(lambda o, k=k: o[0] >= k)
    return out


@headline("special_dice_split")
def _special_dice_split(option: str) -> dict[str, Any]:
    """The most dice of each colour a pool may hold (counts). Rules: Rogue Agent: Dice Rules."""
    return {f"largest number of {c} dice in a pool": ra.dice_limit(c, special_dice_split=option)
            for c in ra.COLOURS}


@headline("killer_informants")
def _killer_informants(option: str) -> dict[str, Any]:
    """Agent health lost to a Killer by Informants hired (counts). Rules: Rogue Agent: Justice."""
    return {f"health lost to a Killer: {n} Informants": ra.killer_damage(n, killer_informants=option)
            for n in range(4)}


@headline("subdue_reward_health")
def _subdue_reward_health(option: str) -> dict[str, Any]:
    """Resources for subduing a Criminal with one wound marker (counts). Rules: Rogue Agent: Justice."""
    return {f"reward for subduing a Criminal of health {h} with 1 wound":
            ra.subdue_reward(h, wounds=1, subdue_reward_health=option) for h in (2, 3, 4)}


# --- Rogue Agent: the whole game (scoring, the Data Stream, movement) --------------------------------

@headline("joker_alone")
def _joker_alone(option: str) -> dict[str, Any]:
    """Syndicate bonus of a pile of jokers only (counts). Rules: Rogue Agent: End of the Game."""
    return {f"syndicate bonus: {j} joker(s) and no other Criminal":
            ra.score_turned_in({}, j, joker_alone=option) for j in (1, 2, 3)}


@headline("joker_group")
def _joker_group(option: str) -> dict[str, Any]:
    """Syndicate bonus of three piles with one joker (counts). Rules: Rogue Agent: End of the Game."""
    piles = ({"syndicate_1": 3, "syndicate_2": 2}, {"syndicate_1": 4, "syndicate_2": 4}, {"syndicate_1": 2})
    return {f"syndicate bonus: {dict(p)} + 1 joker": ra.score_turned_in(p, 1, joker_group=option)
            for p in piles}


@headline("leaving_token")
def _leaving_token(option: str) -> dict[str, Any]:
    """P(a Criminal token is drawn in round r), 2 players, every token out of the bag back with the
    ILLUSTRATIVE chance 1/2 before each Time Phase. Rules: Rogue Agent: A. Time Phase; C. City Phase.
    """
    rounds = ra.data_stream(2, 4, return_chance=sympy.Rational(1, 2), leaving_token=option)
    return {f"P(a Criminal token is drawn in round {r.round}), illustrative return chance 1/2":
            r.drawn.p(lambda o: o[2] > 0) for r in rounds}


@headline("movement_fuel")
def _movement_fuel(option: str) -> dict[str, Any]:
    """Fuel from the Headquarters to each precinct, and districts reachable with 0 or 1 fuel, on the
    default (labelled) Rhine City layout (counts). Rules: Rogue Agent: Action Phase: Movement.
    """
    c = ra.rhine_city()
    out = {f"fuel from the Headquarters to precinct {n}": ra.fuel_cost(c, ra.HEADQUARTERS, ra.precinct(n),
                                                                       movement_fuel=option)
           for n in range(1, 7)}
    for f in (0, 1):
        out[f"districts reachable from the Headquarters with {f} fuel"] = len(
            ra.reach(c, ra.HEADQUARTERS, fuel=f, movement_fuel=option))
    return out


# --- Matrix -----------------------------------------------------------------------------------------

@headline("matrix_die")
def _matrix_die(option: str) -> dict[str, Any]:
    """P(breaking a structure of strength t), one different-colour breaker. Rules: Matrix step 3."""
    return {f"P(break): strength {t}, different colour": mx.break_probability(t, same_colour=False,
                                                                               matrix_die=option)
            for t in (2, 3, 4, 5)}


@headline("matrix_powerup_timing")
def _matrix_powerup_timing(option: str) -> dict[str, Any]:
    """P(break) and E[power-ups spent] with two power-ups in hand. Rules: Matrix step 3."""
    out = {}
    for t in (1, 2, 3):
        d = mx.break_outcome(t, same_colour=False, powerups=2, matrix_powerup_timing=option)
        out[f"P(break): strength {t}, different colour, 2 power-ups"] = d.p(lambda o: o[0] == "broken")
        out[f"E[power-ups spent]: strength {t}, different colour, 2 power-ups"] = d.mean(lambda o: o[1])
    return out


@headline("matrix_advanced_floor")
def _matrix_advanced_floor(option: str) -> dict[str, Any]:
    """P(break) for an advanced breaker of the ice's colour holding one power-up, on the piecepack die
    (on an ordinary d6 the base is never below zero, so the reading changes nothing there).
    Rules: Matrix advanced game, step 3.
    """
    return {f"P(break): ice {t}, advanced, same colour, 1 power-up, piecepack die":
            mx.break_probability(t, same_colour=True, powerups=1, advanced=True, matrix_die="piecepack",
                                 matrix_advanced_floor=option) for t in (1, 2, 3)}


def _matrix_run_headline(rid: str) -> Callable[[str], dict[str, Any]]:
    from .matrix_run.effects import reading_effects

    def fn(option: str) -> dict[str, Any]:
        """The situation a Matrix run reading is about, exactly. Rules: Matrix steps 1-7."""
        return reading_effects(rid, option)
    return fn


for _rid in ("matrix_neighbour_rule", "matrix_occupied_space", "matrix_reentry", "matrix_powerup_supply",
             "matrix_fort_exit", "matrix_outside_reach"):
    headline(_rid)(_matrix_run_headline(_rid))


# --- Cyberpunk CCG (counts and yes/no answers: shown, not scored) ------------------------------------

@headline("corp_cap")
def _corp_cap(option: str) -> dict[str, Any]:
    """EB from a Location printed at 3 EB with Corps of these Powers. Rules: Cyberpunk CCG Runner Roles."""
    return {f"EB: Location of 3 EB, Corps of Power {', '.join(map(str, p))}":
            cc.corp_eb(3, p, corp_cap=option) for p in ((1,), (2, 2), (5,))}


@headline("construction_tokens")
def _construction_tokens(option: str) -> dict[str, Any]:
    """The owner's turns before a Chassis can move. Rules: Cyberpunk CCG Equipment: Punknaught."""
    return {f"owner's turns before a Chassis moves: {n} players":
            cc.chassis_owner_turns(n, construction_tokens=option) for n in (2, 3, 4)}


@headline("punknaught_list")
def _punknaught_list(option: str) -> dict[str, Any]:
    """Cards a Punknaught needs attached (besides the Chassis) before it works, and its stat penalty
    for that build; a symbol where the list is unknown. Rules: Cyberpunk CCG Equipment: Punknaught.
    """
    n = sum(cc.PUNKNAUGHT_MINIMUM.values()) if option == "minimum_sentence" else sympy.Symbol("n_required")
    return {"cards required before a Punknaught works (count)": n,
            "stat penalty of that build (count)": -(n + 1)}


@headline("med_tech_compare")
def _med_tech_compare(option: str) -> dict[str, Any]:
    """Is a Runner of Power 3 and cost 5 saved (1 yes, 0 no)? Rules: Cyberpunk CCG Runner Roles: Med-Tech."""
    runner = {"power": 3, "cost": 5}
    return {f"saved (1 yes, 0 no): Runner of Power 3, cost 5, Med-Techs of Power {t}":
            int(cc.med_tech_saves(runner, (t,), med_tech_compare=option)) for t in (3, 4, 5)}


@headline("nomad_team_limit")
def _nomad_team_limit(option: str) -> dict[str, Any]:
    """Legal team sizes with Nomads. Rules: Cyberpunk CCG Runner Roles: Nomad."""
    return {f"legal size (count): {'teamed' if teamed else 'un-teamed'}, {n} Nomad(s)":
            cc.team_limit(teamed=teamed, nomad=n, nomad_team_limit=option)
            for teamed in (True, False) for n in (1, 2)}


def _runner_with(*equipment, equipped=()):
    return cc.Build(cc.Runner("Runner", sr=2, lr=1, defense=1, power=2, style=1, emp=6),
                    equipment=equipment, equipped=equipped)


@headline("equipment_type")
def _equipment_type(option: str) -> dict[str, Any]:
    """Broken limits when a Runner carries an Armor;Clothing card and a Clothing;Armor card.
    Rules: Cyberpunk CCG Equipment.
    """
    b = _runner_with(cc.Equipment("Vest", attributes=("Armor", "Clothing"), sr=0, lr=0, defense=2, style=0),
                     cc.Equipment("Jacket", attributes=("Clothing", "Armor"), sr=0, lr=0, defense=1, style=1))
    return {"one-per-type violations (count): Armor;Clothing + Clothing;Armor":
            len(cc.check_build(b, equipment_type=option))}


@headline("weapon_stats")
def _weapon_stats(option: str) -> dict[str, Any]:
    """SR of a Runner (SR 2) with two Weapons attached (SR +3, SR +2), the first in use.
    Rules: Cyberpunk CCG Equipment.
    """
    b = _runner_with(cc.Equipment("Rifle", attributes=("Weapon",), sr=3, lr=0, defense=0, style=0),
                     cc.Equipment("Knife", attributes=("Weapon",), sr=2, lr=0, defense=0, style=0),
                     equipped=("Rifle",))
    return {"SR (count): Runner SR 2, Weapons SR +3 (in use) and SR +2":
            cc.totals(b, weapon_stats=option)["SR"]}
