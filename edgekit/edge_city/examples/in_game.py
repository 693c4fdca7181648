"""The rulebook's worked examples played through the whole game's own rules (issue 12).

Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3.

:mod:`edgekit.edge_city.examples.worked` replays each worked example through the single-roll functions.
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

Where the game cannot yet express an example, the example is "not yet playable in the game", with
the reason: :func:`game_example_status` gives the table. Nothing is faked: a position the game
cannot hold is never built behind its back, and every change from the example's position is
listed. All six play: Tech Gnome Travels by Transit through two Sprawl Zones to
BIOHAZARD and Dollar Boy on the game's board and is offered the attack (8.2); Lady of Darkness
misses a turn UnCOOL (9.4.1); Mad Maxine holds NEURON BOOST and meets her two cards one by one
(11.4.8); Randi 1101 Rips from a Sprawl Zone holding SMART CARD and her ICE ENTITY Patron
(11.6.5.1); Tech Gnome rolls his DP (11.6.5.3); Mr Grizzly ICE-attacks Helper of Mankind at the
printed W 6, his roll of 4 is the game's Table 2.0 row "2" (chance 1/12: every roll two under W),
and he takes EVADE among the winner's choices (11.5.4.1, :mod:`~edgekit.edge_city.whole_game.combat`).

Found by playing them in the game: where a natural 12 has its own effect yet sends the pawn where a
failure would (a Stealth 12 under ``natural_12="keeps_cool"``, a Defend 12 under
``"ends_costs_cool"``), the game counts it in Randi 1101's line of play and the single-roll
replay, which names a 12 apart from a failure, does not (625/34992 and 35/2304 against 25/1728).

Don't confuse :func:`game_example` (the example inside the whole game) with
:func:`~edgekit.edge_city.worked_example` (the same example through the single-roll functions):
the tests check that both reproduce the same printed numbers with the same exact chance.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from ...play import Playthrough
from ...readings import uses
from ...replay import Unstated
from ..rip.data import dp_gained, table_4_0_adjustment
from ..rip.game import TAKE, rip_game
from ..rip.odds import rip_machine
from ..rules.combat import attack_r, margin_band
from ..rules.cool import regain_cool, regain_roll_result
from ..rules.encounters import resolve_encounter
from ..rules.sprawl import cards_to_draw
from ..rules.win import STATUSES, two_dice, win_roll_event
from ..whole_game.cards import encode, mods
from ..whole_game.game import game
from .playing import (
    ExampleMismatch,
    _card_names,
    _Check,
    _choose,
    _force,
    _in_space,
    _NotYet,
    _outcome_of_roll,
    _position,
    _rip_inputs,
    _Run,
    _Stop,
    _sub_step,
    _travel_to,
)
from .worked import _BUILDERS, _READINGS, EXAMPLE_KEYS, PRINTED, printed

__all__ = ["ExampleMismatch", "GameExampleStatus", "game_example", "game_example_status"]

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


# ------------------------------------------------------------------ 8.2
def _two_zones_away(g, board, card: str):
    """Two Sprawl Zones a and b such that Travel from a to b enters exactly two Sprawl Zones (the
    second b, holding ``card``) at 1 TP each: ``(a, b, path, tp, zones)`` from the game's own board."""
    sprawl = [p for p in board.positions if board.kind[p] == "sprawl"]
    for a in sprawl:
        for b in sprawl:
            zones = ((b, (card,)),)
            if a == b:
                continue
            path = tuple(board.route(a, b, zones, 0))
            if len(path) == 3 and all(board.kind[p] == "sprawl" for p in path):
                return a, b, path, board.reach(a, zones).get(b), zones
    raise _NotYet("the board has no Sprawl Zone two Sprawl Zones away from another")


#: The examples play a Rip as the game's one whole-Rip step, with the printed rolls played inside
#: it by :func:`~edgekit.edge_city.rip_game` (every roll's chance checked); the game's default
#: ``rip_steps="rolls"`` plays the same Rip roll by roll and is checked to compose exactly to the
#: same law (tests/edge_city/test_game_rip.py).
_RIP_STEPS = "whole"


def _per(total, n):
    """``total / n`` exactly: an int when it divides, else a Fraction (None if unknown)."""
    if total is None:
        return None
    return total // n if total % n == 0 else Fraction(total, n)


def _player_turn(run, rules):
    g = game(2, rules=rules, rip_steps=_RIP_STEPS)
    s = _position(g, 0)
    board = getattr(g, "board", None)
    if board is None:
        raise _NotYet("the game has no board")
    run.game, run.names = g, {0: "Tech Gnome", 1: "Dollar Boy"}
    a, b, path, tp, zones = _two_zones_away(g, board, "BIOHAZARD")
    run.changes = (f"the game's board: he starts in the Sprawl Zone {a}, two Sprawl Zones from {b}, where "
                   "Dollar Boy and BIOHAZARD are (the example names no spaces)",
                   "BIOHAZARD's text is not printed: it does what the game's card data says (no attack)",
                   "both Rippers are Wannabees (not given)")
    rs = list(s.rippers)
    rs[0], rs[1] = replace(rs[0], pos=a, space="sprawl"), replace(rs[1], pos=b, space="sprawl")
    s = replace(s, rippers=tuple(rs), zones=zones)
    go = [x for x in s.legal_actions() if s.action_label(x).startswith("Travel to") and str(b) in
          s.action_label(x)]
    if len(go) != 1:
        raise run.stop("action", f"Travel to {b}", f"{len(go)} such Travel actions")
    s = _choose(run, s, s.action_label(go[0]), stated=printed("player_turn", "TP per Sprawl Zone"),
                computed={"TP per Sprawl Zone": _per(tp, len(path) - 1), "TP spent": tp,
                          "route": path},
                note="by Transit (11.2.1, 11.2.2); the game's route enters two Sprawl Zones")
    while s.is_chance:  # BIOHAZARD meets him on arrival (11.4.3): what the game's card does
        s = _force(run, s, lambda o, lab: "goes on" in lab or "COOL kept" in lab, "no attack, Travel ends",
                   note="the example has no roll here: BIOHAZARD is taken not to attack")
    labels = [s.action_label(x) for x in s.legal_actions()]
    on_him = [lab for lab in labels if lab.endswith("attack on P1")]
    cards_there = len(dict(s.zones).get(b, ()))
    s = _choose(run, s, "ICE attack on P1", note="instead of acting upon BIOHAZARD and drawing",
                stated=printed("player_turn", "action after Travel", "SWAT attack also allowed",
                               "cards he would draw"),
                computed={"action after Travel": bool(on_him),
                          "SWAT attack also allowed": "SWAT attack on P1" in labels,
                          "cards he would draw": cards_to_draw(cards_there) if "draw Sprawl cards" in labels
                          else 0})
    if s.is_chance:  # the attack's roll is not in the example: its odds are shown, no result is forced
        turn, d = s.turn(), s.chance_outcomes()
        ends = all(_turn_over(s.apply(o)) for o in d.outcomes())
        run.add(actor=run.who(s), action=turn.action, cite=turn.cite, w=turn.w, player=-1, state=s,
                result="whatever the roll, his turn ends" if ends else "his turn goes on",
                odds={s.action_label(o): d.prob(o) for o in d.outcomes()},
                stated=printed("player_turn", "turn ends after the attack"),
                computed={"turn ends after the attack": ends},
                note="the example gives no strengths or roll, so no result is played")
    return s


def _turn_over(s) -> bool:
    """After an attack's roll: the turn is over once the winner's choice of result (11.5.4.1) and
    its own roll (the DP die, a random card) are made, whatever they are."""
    if s.phase in ("spoils", "icedp", "spoilrand"):
        nxt = [s.apply(o) for o in (s.chance_outcomes().outcomes() if s.is_chance else s.legal_actions())]
        return all(_turn_over(t) for t in nxt)
    return s.player != 0


# ------------------------------------------------------------------ 9.4.1
def _first_travel_to_sprawl(s) -> str:
    """The label of the first Travel the game offers into a Sprawl Zone."""
    return next(lab for a in s.legal_actions() if (lab := s.action_label(a)).startswith("Travel to Sprawl"))


def _regaining_cool(run: _Run, rules):
    run.game = g = game(2, rules=rules, rip_steps=_RIP_STEPS)
    run.names[0] = "Lady of Darkness"
    run.changes = ("the Rip of her last turn is played in the game as a Sensitive Rip at the "
                   "Business Dome (the example gives neither)",
                   "another Ripper (P1, not in the example) Travels to a Sprawl Zone and passes there "
                   "between her turns (staying in the Business Dome it must Rip: reading dome_pass)")
    s = _position(g, 0)
    s = _choose(run, s, "Rip: sensitive", setup=True,
                note="her last turn: the example gives no Rip type; a Sensitive Rip is taken")
    s = _force(run, s, lambda o, lab: "UnCOOL" in lab, "the Rip fails, UnCOOL", setup=True,
               note="she lost the SWAT Defend roll and her COOL (11.6.5.1); the example gives no numbers")
    s = _choose(run, s, _first_travel_to_sprawl(s), setup=True, note="P1 leaves the Business Dome")
    s = _choose(run, s, "pass", setup=True)
    roll = PRINTED["regaining_cool"]["roll"]
    res = regain_roll_result(roll)  # the single-roll rule: what a 9 does at the start of her turn
    s = _force(run, s, lambda o, lab: ("regained" in lab) == (res == "regained"), res, roll=roll,
               single=regain_cool().prob(res), stated=printed("regaining_cool", "W", "roll"),
               computed={"roll": roll, "single-roll result": res})
    s = _choose(run, s, "pass", setup=True, note="between her two turns")
    normal = s.current_player == 0 and s.rippers[0].cool and not s.is_chance
    run.add(actor=run.who(s), action="start of her next turn", cite="Edge City 9.4.1", chance=1,
            result="COOL, a normal turn" if normal else str(s),
            stated=printed("regaining_cool", "regains COOL automatically"),
            computed={"regains COOL automatically": normal}, player=-1, state=s,
            note="the game gives COOL back after the missed turn: no roll is asked")
    return s


# ------------------------------------------------------------------ 11.4.8
def _sprawl_cards(run: _Run, rules):
    g = game(2, rules=rules, rip_steps=_RIP_STEPS)
    names = ("NEURON BOOST", "BIOWARE CHOP SHOP", "SPRAWL RUMOR")
    if not set(names) <= _card_names(g):
        raise _NotYet("the game's card catalogue lacks one of " + ", ".join(names))
    run.game, run.names[0] = g, "Mad Maxine"
    run.changes = ("NEURON BOOST is a card she holds, from the game's catalogue (+1 Bioware, the "
                   "example's); her Status, not given, is Wannabee (no number depends on it)",
                   "the two cards come from the game's Sprawl deck description (ILLUSTRATIVE): the "
                   "chance of drawing them is that deck's")
    s = _position(g, 0, cards=("NEURON BOOST",))
    s = _choose(run, s, _travel_to(s, "sprawl"), note="to an empty Sprawl Zone")
    s = _choose(run, s, "draw Sprawl cards")
    pair = [f"draws {a} and {b}" for a, b in (names[1:], names[:0:-1])]
    s = _force(run, s, lambda o, lab: lab == pair[0] or (lab == pair[1] and pair[0] not in _labels(s)),
               pair[0], stated=printed("sprawl_cards", "cards drawn"),
               note="this order of the two; the chance is the deck description's (ILLUSTRATIVE)")
    run.amend(**{"cards drawn": len(run.steps[-1].result.removeprefix("draws ").split(" and "))})
    turn = s.turn() if s.is_chance else None
    first = names[1] if turn is not None and names[1] in turn.action else (turn.action if turn else str(s))
    card, bio = names[1], tuple(mods(g, 0, s.rippers[0].cards)["bioware"])
    if turn is None or turn.w is None:
        raise run.stop("result", f"a roll against {card}", f"no roll ({first})")
    roll = PRINTED["sprawl_cards"]["roll"]
    e = resolve_encounter(card, roll, turn.w, bioware=bio, rules=g.rules)  # the single-roll rule
    got = encode(e)
    single = two_dice().p(
        lambda t: encode(resolve_encounter(card, t, turn.w, bioware=bio, rules=g.rules)) == got)
    before = s.rippers[0]
    s = _force(run, s, lambda o, lab: o == got, f"the result of a {roll}", roll=roll, single=single,
               stated={"first card": card, **printed("sprawl_cards", "W", "roll", "COOL kept",
                                                     "loses NEURON BOOST")},
               computed={"first card": first, "roll": roll, "COOL kept": s.apply(got).rippers[0].cool,
                         "loses NEURON BOOST": names[0] not in s.apply(got).rippers[0].cards},
               note="the card's attack costs a card, not COOL; she goes on to the next card if she keeps "
                    f"COOL (reading sprawl_win={g.rules.sprawl_win}, EC-20)")
    gained = s.rippers[0].dp - before.dp - e.dp
    run.add(actor=run.who(replace(s, player=0)), action="act upon the second card, SPRAWL RUMOR",
            cite="Edge City 11.4.2, 11.4.8", result=f"gains {gained} DP", chance=1, player=-1,
            stated=printed("sprawl_cards", "DP gained"), computed={"DP gained": gained}, state=s,
            note="the game acts upon a Rumor without a roll, in the same step as the card before it")
    return s


def _labels(s) -> set:
    return {s.action_label(o) for o in s.chance_outcomes().outcomes()}


# ------------------------------------------------------------------ 11.5.4.1
def _combat(run: _Run, rules):
    g = game(2, rules=rules, rip_steps=_RIP_STEPS)
    if not {"BURN", "EVADE"} <= _card_names(g):
        raise _NotYet("the game's card catalogue has no BURN or no EVADE")
    run.game, run.names = g, {0: "Mr Grizzly", 1: "Helper of Mankind"}
    run.changes = ("Helper of Mankind stands on the Business Dome ('some other Edge City space'), Mr Grizzly "
                   "in a Sprawl Zone (an ICE attacker's place, 11.5.1); neither holds other cards",
                   "the roll's chance in the game is that of its Table 2.0 row (every roll two under W)")
    s = _position(g, 0, cards=("BURN",))
    rs = list(s.rippers)
    rs[1] = replace(rs[1], level=STATUSES.index("Hacker"), cards=("EVADE",))
    s = _in_space(g, replace(s, rippers=tuple(rs)), 0, "sprawl")  # an ICE attacker is in a Sprawl Zone
    if "ICE attack on P1" not in {s.action_label(a) for a in s.legal_actions()}:
        raise _NotYet("the game offers Mr Grizzly no ICE attack on Helper of Mankind")
    s = _choose(run, s, "ICE attack on P1")
    w, roll = s.turn().w, PRINTED["combat"]["roll"]
    band = margin_band(w, roll, rules=g.rules)   # the single-roll rule: the Table 2.0 row of a 4
    single = two_dice().p(lambda t: margin_band(w, t, rules=g.rules) == band)
    a = mods(g, 0, s.rippers[0].cards)["ice_attack"]
    r = attack_r(list(a), mods(g, 1, s.rippers[1].cards)["ice_defend"], STATUSES[s.rippers[1].level])
    s = _force(run, s, lambda o, lab: lab.endswith(f"row {band} (W - roll)"), f"a Win Roll of {roll}",
               roll=roll, single=single,
               stated=printed("combat", "Helper's Level", "R", "W", "roll", "margin"),
               computed={"Helper's Level": s.rippers[1].level, "R": r, "W": w, "roll": roll,
                         "margin": w - roll},
               note="the game's outcome is the roll's Table 2.0 row (11.5.4.1); its chance is every roll "
                    "in that row")
    took = "take P1's EVADE"
    nxt = [a for a in s.legal_actions() if s.action_label(a) == took]
    after = s.apply(nxt[0]) if nxt else s
    moved = "EVADE" in after.rippers[0].cards and "EVADE" not in after.rippers[1].cards
    return _choose(run, s, took, stated=printed("combat", "EVADE modifier"),
                   computed={"EVADE modifier": g.cards.catalogue["EVADE"].modifier if moved else None},
                   note="the winner's choice (11.5.4.1, Table 2.0: a win by 2 reaches a +1 software card)")


# ------------------------------------------------------------------ 11.6.5.1
def _randi_dice(rules) -> tuple:
    """Randi 1101's rolls as (the printed roll or None, the result the example states), read from the
    worked example's own dice (:data:`.worked._BUILDERS`), not typed again: a printed roll's result
    is its Win Roll against the W printed beside it (the first roll of each Real Space zone, in the
    order :data:`PRINTED` lists them); an unprinted roll is an :class:`~edgekit.replay.Unstated` result."""
    zones = iter(k for k in PRINTED if k.startswith("rip_attempt/"))
    out = []
    for die in _BUILDERS["rip_attempt"][3]:
        if isinstance(die, Unstated):
            out.append((None, die.result))
        else:
            out.append((die, win_roll_event(die, PRINTED[next(zones)]["W"], rules=rules)))
    return tuple(out)


_ENDING = {"success": lambda lab: lab.startswith("success"), "failed_cool": lambda lab: "COOL kept" in lab,
           "failed_uncool": lambda lab: "UnCOOL" in lab}


def _rip_attempt(run: _Run, rules):
    run.names[0] = "Randi 1101"
    g = game(2, rules=rules, rip_steps=_RIP_STEPS)
    held = ("ICE ENTITY", "SMART CARD")
    if not set(held) <= _card_names(g):
        raise _NotYet("the game's card catalogue has no SMART CARD or no ICE ENTITY")
    run.game = g
    run.changes = ("SMART CARD and ICE ENTITY are cards she holds, from the game's catalogue; ICE "
                   "ENTITY's modifier is never printed (EC-13): the catalogue's value is ILLUSTRATIVE "
                   "and counts where the reading patron_counts says",
                   "the game's board: her Sprawl Zone is the first free one; her DP, not given, are "
                   "the game's starting 3")
    s = _in_space(g, _position(g, STATUSES.index("Hacker Legend"), cards=held), 0, "sprawl")
    s = _choose(run, s, "Rip: super secret", note="she does not Travel (Chart 1.0); a Super Secret Rip")
    status, inputs = STATUSES[s.rippers[0].level], _rip_inputs(g, s)
    k = s.pending[1] if len(s.pending) > 1 else 0
    sub_game = rip_game(status, "super_secret", previous_attempts=k, rules=g.rules, **inputs)
    track = rip_machine(status, "super_secret", previous_attempts=k, rules=g.rules, **inputs)
    sub, first, who = sub_game.new_initial_state(), {}, run.who(s)
    for roll, said in _randi_dice(g.rules):
        if sub.current_player == 0:  # a second chance offered (reading second_chance=optional)
            sub = _sub_step(run, who, sub, TAKE, None, None, {}, note="the example takes it")
        if sub.is_terminal:
            raise run.stop("roll", f"a roll that is {said}", f"the Rip is over ({sub.at})")
        turn, zone = sub.turn(), sub.at
        event = said if roll is None else win_roll_event(roll, turn.w, rules=g.rules)
        if event != said:
            run.problem("result", said, event)
        dest = track.next(zone, event)
        ways = two_dice().p(lambda t, z=zone, w=turn.w, d=dest:
                            track.next(z, win_roll_event(t, w, rules=g.rules)) == d)
        n = first[zone.key] = first.get(zone.key, 0) + 1
        stated = {("real_stealth", 1): printed("rip_attempt/real_stealth", "R", "W", "roll"),
                  ("real_defend", 1): {**printed("rip_attempt", "MSM"),
                                       **printed("rip_attempt/real_defend", "R", "W", "roll")},
                  }.get((zone.key, n), {})
        comp = {"R": turn.numbers.get("R"), "W": turn.w, "event": event, **({"roll": roll} if roll else {})}
        if zone.zone == "defend":  # Defend R = Defend Tech - MSM (11.6.5.1: no Level added)
            comp["MSM"] = inputs.get("swat_defend" if zone.space == "real" else "ice_defend", 0) - comp["R"]
        sub = _sub_step(run, who, sub, lambda o, s=sub, d=dest: s.apply(o).at == d, roll, ways, comp,
                        stated=stated, event=event)
    ending = sub.at if sub.is_terminal else None
    pay = {o: Fraction(int(o == ending)) for o in ("success", "failed_cool", "failed_uncool")}
    solved = rip_game(status, "super_secret", previous_attempts=k, rules=g.rules, payoff=pay,
                      **inputs).exact_value() if ending in pay else None
    s = _force(run, s, lambda o, lab: ending in _ENDING and _ENDING[ending](lab), str(ending), line=False,
               single=solved,
               stated=printed("rip_attempt", "ends UnCOOL", "Patron discarded"),
               note="the game rolls the whole Rip Track in this one step: the rolls above, played in "
                    "the Rip's own game (rip_game), carry the chance; this step's odds are checked "
                    "against that game solved exactly")
    run.amend(**{"ends UnCOOL": not s.rippers[0].cool,
                 "Patron discarded": held[0] not in s.rippers[0].cards})  # 11.4.7
    return s


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


def _rip_dp(run: _Run, rules):
    run.game = g = game(2, rules=rules, rip_steps=_RIP_STEPS)
    run.names[0] = "Tech Gnome"
    run.changes = ("he reaches the Data Base through the game's own Rip step (a Secret Rip at the "
                   "Business Dome, forced to succeed: its chance is not the example's)",)
    s = _dp_position(run, g, "Wannabee")
    roll = PRINTED["rip_dp"]["roll"]
    end = _dp_roll(run, s, "Wannabee", roll, printed("rip_dp", "roll", "Table 4.0", "DP"))
    other = _Run(run.names)  # the what-if's own way to the Data Base is not the example's: not logged
    try:
        mh = _dp_position(other, g, "Master Hacker")
    except _Stop:
        run.problems += [replace(m, step=len(run.steps) + 1) for m in other.problems]
        raise
    _dp_roll(run, mh, "Master Hacker", roll, printed("rip_dp/Master Hacker", "Table 4.0", "DP"), what_if=True)
    return end


_PLAY = {"player_turn": _player_turn, "sprawl_cards": _sprawl_cards, "regaining_cool": _regaining_cool,
         "combat": _combat, "rip_attempt": _rip_attempt, "rip_dp": _rip_dp}


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
def game_example(key: str, *, rules=None) -> Playthrough:
    """One worked example played through the whole game (:func:`edgekit.edge_city.game`).

    Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3, 8.4, 8.5.1, Chart 1.0.

    ``key`` is one of :data:`~edgekit.edge_city.EXAMPLE_KEYS` (or the example's name); an example
    the game cannot yet play is a ``ValueError`` saying why (see :func:`game_example_status`). Returns a
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
def game_example_status(*, rules=None) -> tuple[GameExampleStatus, ...]:
    """Every worked example, in rulebook order: playable in the game or not yet (and why).

    Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3.

    >>> {"regaining_cool", "rip_attempt", "rip_dp"} <= {s.key for s in game_example_status() if s.playable}
    True
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
