"""Every worked example in the Edge City rulebook, replayed step by step and checked.

Rules: Edge City 8.2 (Player Turn), 9.4.1 (Regaining COOL), 11.4.8 (Drawing and Acting Upon
Sprawl cards), 11.5.4.1 (Combat Between Rippers), 11.6.5.1 (Rip Attempt), 11.6.5.3 (DP Gained
from a Rip). These are all six paragraphs the rulebook labels "Example:".

Each example is rules code run against a :class:`edgekit.replay.Replay`: with the example's
own dice (the default) every printed number is attached to its step and checked against the
number the rules compute; with other dice (``dice=SeededDice(seed)``) the same rules play out
another way. Win Numbers come from :func:`~edgekit.edge_city.rules.win.win_number` and chances from
:func:`~edgekit.edge_city.rules.win.win_probability` and the two-dice distribution.

Where an example and the rules text disagree, the step's note says so (Randi's Patron adds
nothing, EC-13; the "Combat Zone" is the Defend Zone; the MSM printed as -5).
"""

from __future__ import annotations

from types import MappingProxyType

import sympy

from ...readings import uses
from ...replay import Replay, ScriptedDice, Unstated
from ..board.travel import TP_PER_TURN, entry_costs
from ..rip.data import rip_msm, table_4_0_adjustment
from ..rip.odds import START, rip_machine
from ..rules.cool import COOL_WIN_NUMBER
from ..rules.encounters import resolve_encounter, sprawl_defence_w
from ..rules.sprawl import cards_to_draw, encounter_order, sprawl_card, sprawl_zone_actions
from ..rules.win import WIN, level, two_dice, win_number, win_probability, win_roll_event

__all__ = ["EXAMPLE_KEYS", "worked_examples", "worked_example"]

GAME = "Edge City"
EXAMPLE_KEYS = ("player_turn", "regaining_cool", "sprawl_cards", "combat", "rip_attempt", "rip_dp")
_READINGS = ("natural_12", "sprawl_win", "sprawl_turn_actions", "table_rows", "column_edge",
             "patron_counts")

# Every number the rules give comes from the library, never re-typed here: TP from
# travel.entry_costs (11.2.2) and TP_PER_TURN (11.2.1), the COOL Win Number from cool (9.4), the
# MSM from rip_data.rip_msm (11.6.3), Table 4.0 cells from rip_data (known only from the 11.6.5.3
# example itself, register EC-05, so that example checks arithmetic, not an independent table).
_TP_SPRAWL = entry_costs("S S")[(0, 0)]  # what entering a Sprawl Zone costs
_COOL_W = COOL_WIN_NUMBER

#: Every number and fact the rulebook prints in its worked examples, written once, by the name a
#: step checks it under: these replays and the same examples played through the whole game
#: (:mod:`.in_game`) both read them with :func:`printed`. ``"rip_attempt/real_stealth"`` and
#: ``"rip_attempt/real_defend"`` are the first roll in each zone; ``"rip_dp/Master Hacker"`` the
#: example's what-if.
PRINTED = MappingProxyType({k: MappingProxyType(v) for k, v in {
    "player_turn": {"TP per Sprawl Zone": 1, "action after Travel": True, "cards he would draw": 1,
                    "SWAT attack also allowed": True, "turn ends after the attack": True},
    "regaining_cool": {"W": 7, "roll": 9, "regains COOL automatically": True},
    "sprawl_cards": {"cards drawn": 2, "first card": "BIOWARE CHOP SHOP", "W": 6, "roll": 10,
                     "COOL kept": True, "loses NEURON BOOST": True, "DP gained": 2},
    "combat": {"R": -1, "Helper's Level": 2, "W": 6, "roll": 4, "margin": 2, "EVADE modifier": 1},
    "rip_attempt": {"MSM": 5, "ends UnCOOL": True, "Patron discarded": True},
    "rip_attempt/real_stealth": {"R": -3, "W": 8, "roll": 9},
    "rip_attempt/real_defend": {"R": -5, "W": 6, "roll": 4},
    "rip_dp": {"roll": 10, "Table 4.0": 2, "DP": 12},
    "rip_dp/Master Hacker": {"Table 4.0": -4, "DP": 6},
}.items()})


def printed(where: str, *names: str) -> dict:
    """A new dict of the numbers :data:`PRINTED` holds for ``where``, in the order of ``names``."""
    return {n: PRINTED[where][n] for n in names}


def _judge(w: int, rules):
    """Judge a Win Roll with the one Win Roll event: "win", "fail" or "natural 12" (8.4, 8.5.1)."""
    return lambda total: win_roll_event(total, w, rules=rules)


# ------------------------------------------------------------------ 8.2
def _player_turn(rep: Replay, rd: dict, rules) -> None:
    who = "Tech Gnome"
    rep.note_step(who, "Travel by Transit through two Sprawl Zones", "Edge City 11.2.1, 11.2.2",
                  "ends Travel in the second Sprawl Zone", chance=None,
                  change=f"TP {TP_PER_TURN} -> {TP_PER_TURN - 2 * _TP_SPRAWL} (unspent TP are lost)",
                  stated=rep.stated(**printed("player_turn", "TP per Sprawl Zone")),
                  computed={"TP per Sprawl Zone": _TP_SPRAWL, "TP spent": 2 * _TP_SPRAWL},
                  note="the space holds BIOHAZARD (a Zone card) and Dollar Boy. The example treats acting "
                       "upon BIOHAZARD as part of a Draw he may decline; a Zone card with a yellow text "
                       "box would attack him on arrival whatever he chose (11.4.3), so BIOHAZARD is "
                       "taken not to attack (its text is not given).")
    options = sprawl_zone_actions(travelled=True, rules=rules)
    allowed = "attack a Ripper in the same space" in options
    rep.note_step(who, "choose the action where his Travel ends", "Edge City Chart 1.0, 8.2, 11.4.1",
                  "ICE attack Dollar Boy" if allowed else "no further action allowed",
                  change="declines to act upon BIOHAZARD and draw",
                  stated=rep.stated(**printed("player_turn", "action after Travel", "cards he would draw")),
                  computed={"action after Travel": allowed, "cards he would draw": cards_to_draw(1)},
                  note="with one Zone card already there he would draw one card (2 less 1, 11.4.1). "
                       "Travel followed by an attack fits Chart 1.0, not a literal one action of 8.2 "
                       f"(reading sprawl_turn_actions={rd['sprawl_turn_actions']}, EC-10).")
    if not allowed:
        return
    rep.note_step(who, "ICE attack on Dollar Boy", "Edge City 11.5.1", "attack made",
                  stated=rep.stated(**printed("player_turn", "SWAT attack also allowed")),
                  computed={"SWAT attack also allowed": True, "ICE attack allowed": True},
                  note="ICE combat needs the attacker in a Sprawl Zone and no NO ICE ZONE card in either "
                       "space; SWAT combat needs both Rippers in the same Sprawl Zone, as here. The "
                       "example gives no strengths or roll, so the attack's odds are not replayed.")
    rep.note_step(who, "end of turn", "Edge City 8.2", "turn ends", chance=1,
                  note="the attack was his turn's action after Travel")


# ------------------------------------------------------------------ 9.4.1
def _regaining_cool(rep: Replay, rd: dict, rules) -> None:
    who = "Lady of Darkness"
    rep.note_step(who, "last turn: lost a SWAT Defend roll in the Rip Track Defend Zone",
                  "Edge City 11.6.5.1, 11.5.4.3, 9.4.1", "UnCOOL", change="COOL -> UnCOOL",
                  note="a failed Real Space Defend roll ends the Rip UnCOOL (11.5.4.3); the example gives "
                       "no numbers for it")
    # a 12 here fails under every reading: the Ripper is UnCOOL already and the roll is the whole action
    judge = _judge(_COOL_W, rules.replace(natural_12="plain_failure"))
    _, res = rep.roll(who, "Free action: Win Roll to regain COOL", "Edge City 8.1, 9.4, 9.4.1",
                      two_dice(), judge, w=_COOL_W,
                      change=lambda r: "regains COOL: a normal turn" if r == "win"
                      else "stays UnCOOL: misses this turn",
                      stated=rep.stated(**printed("regaining_cool", "W", "roll")),
                      computed={"P(win)": win_probability(_COOL_W)},
                      note="the COOL Win Number is 7 and does not change with Status (9.4)")
    if res == "win":
        return
    rep.note_step(who, "start of her next turn", "Edge City 9.4.1", "regains COOL automatically",
                  change="UnCOOL -> COOL", chance=1,
                  note="UnCOOL lasts at most one turn unless caused by iT (11.7)")


# ------------------------------------------------------------------ 11.4.8
def _sprawl_cards(rep: Replay, rd: dict, rules) -> None:
    who = "Mad Maxine"
    may_draw = "draw Sprawl cards" in sprawl_zone_actions(travelled=True, rules=rules)
    n = cards_to_draw(0) if may_draw else 0
    rep.note_step(who, "Travel to an empty Sprawl Zone and draw", "Edge City 11.4.1, Chart 1.0",
                  f"draws {n} cards", chance=None if may_draw else 1,
                  change="draws BIOWARE CHOP SHOP (A) and SPRAWL RUMOR (D)" if n else "",
                  stated=rep.stated(**printed("sprawl_cards", "cards drawn")), computed={"cards drawn": n},
                  note="two cards, less the cards already in the space (none); reading "
                       f"sprawl_turn_actions={rd['sprawl_turn_actions']} (EC-10)")
    if not n:
        return
    order = encounter_order([], ["SPRAWL RUMOR", "BIOWARE CHOP SHOP"])
    rep.note_step(who, "put the cards in priority order", "Edge City 11.4.2",
                  " then ".join(f"{c.name} ({c.priority})" for c in order), chance=1,
                  stated=rep.stated(**printed("sprawl_cards", "first card")),
                  computed={"first card": order[0].name})
    shop = sprawl_card("BIOWARE CHOP SHOP")
    bio = (sprawl_card("NEURON BOOST").tech_modifier,)  # counts as a +1 Bioware card
    w = sprawl_defence_w(shop, bioware=bio, rules=rules)
    enc = {}

    def judge(total: int) -> str:
        e = resolve_encounter(shop, total, w, bioware=bio, rules=rules)
        enc[total] = e
        if e.natural_12:
            return "natural 12: loses NEURON BOOST, the Draw ends"
        return "keeps NEURON BOOST" if e.roll_won else "loses NEURON BOOST, stays COOL"

    roll, res = rep.roll(who, "defend against BIOWARE CHOP SHOP: roll (COOL - largest Bioware) or less",
                         "Edge City 11.4.8, 9.4, 8.4, 8.5.1", two_dice(), judge, w=w,
                         change=lambda r: "NEURON BOOST discarded" if "loses" in r else "",
                         stated=rep.stated(**printed("sprawl_cards", "W", "roll", "COOL kept")),
                         computed=lambda roll, res: {"COOL W": _COOL_W, "largest Bioware": max(bio),
                                                     "P(win)": win_probability(w), **(
                             {} if roll is None else {"COOL kept": enc[roll].cool})},
                         note="the card's attack costs a card, not COOL; the example quotes no discard "
                              "roll for it, so the roll decides nothing else (8.5.2)")
    e = enc[roll] if roll is not None else None
    go_on = e.continues if e is not None else res != "natural 12: loses NEURON BOOST, the Draw ends"
    rumor = sprawl_card("SPRAWL RUMOR")
    dp = rumor.dp if go_on else 0
    rep.note_step(who, "act upon the second card, SPRAWL RUMOR", "Edge City 11.4.2, 11.4.8",
                  f"gains {dp} DP" if go_on else "may not act upon it", chance=1,
                  change=f"DP +{dp}" if dp else "",
                  stated=rep.stated(**printed("sprawl_cards", "DP gained")), computed={"DP gained": dp},
                  note="she lost the roll but kept her COOL; under 'Win' = keep COOL (11.4.2) she goes "
                       f"on (reading sprawl_win={rd['sprawl_win']}, EC-20)")
    rep.note_step(who, "end of turn", "Edge City 11.4.8, 8.2", "turn ends", chance=1)


# ------------------------------------------------------------------ 11.5.4.1
def _ice_band(w: int, rules):
    """Table 2.0, ICE column, by W - roll (the one Win Roll event: a 2 always wins, a 12 fails)."""
    def judge(total: int) -> str:
        if win_roll_event(total, w, rules=rules) != WIN:
            return "attack fails: defender gains DP"
        m = w - total
        if m <= 1:
            return "wins by 0-1: takes DP"
        return {2: "wins by 2: take or destroy a +1 software card",
                3: "wins by 3: take or destroy a +2 software card"}.get(
                    m, "wins by 4+: take or destroy a +3 or special software card")
    return judge


def _combat(rep: Replay, rd: dict, rules) -> None:
    who = "Mr Grizzly"
    a, evade = sprawl_card("BURN").tech_modifier, sprawl_card("EVADE").tech_modifier
    helper_level = level("Hacker")
    d = evade + helper_level
    r = a - d
    rep.note_step(who, "ICE attack on Helper of Mankind in another space: find R",
                  "Edge City 11.5.1, 11.5.3.1", f"R = {a} - ({evade} + {helper_level}) = {r}", chance=1,
                  stated=rep.stated(**printed("combat", "R", "Helper's Level")),
                  computed={"A (BURN)": a, "D (EVADE + Level)": d, "R": r, "Helper's Level": helper_level},
                  note="the defender's Level counts in D for Ripper combat; where Mr Grizzly stands is "
                       "not said (an ICE attacker must be in a Sprawl Zone)")
    w = win_number("Wannabee", r, rules=rules)
    roll, res = rep.roll(who, "attack Win Roll", "Edge City 8.4, 11.5.3.1, Table 1.0, Table 2.0",
                         two_dice(), _ice_band(w, rules), w=w,
                         stated=rep.stated(**printed("combat", "W", "roll", "margin")),
                         computed=lambda roll, res: {"P(win)": win_probability(w), **(
                             {} if roll is None else {"margin": w - roll})},
                         change=lambda res: "" if res.startswith("attack fails") else "Mr Grizzly wins",
                         note="margin 2 is the same band under Table 2.0 (2) and the text (exactly 2): "
                              "EC-18")
    if res.startswith("wins by 2"):
        rep.note_step(who, "choose the result: take Helper's EVADE", "Edge City 11.5.4.1, Table 2.0",
                      "takes EVADE",
                      change="EVADE (+1 defend ICE) moves from Helper of Mankind to Mr Grizzly",
                      stated=rep.stated(**printed("combat", "EVADE modifier")),
                      computed={"EVADE modifier": evade, "largest card allowed": 1},
                      note="instead of one die roll of DP, a win by 2 lets him take a +1 software card")


# ------------------------------------------------------------------ 11.6.5.1
_RIP_STEP = {  # what the example calls each zone of the one Rip Track (rip.RipMachine)
    "real_stealth": ("Real Space Stealth Win Roll, attempt {n} of 2",
                     "Edge City 11.6.5, 11.6.5.1, Table 1.0"),
    "real_defend": ("SWAT Defend Win Roll {n}", "Edge City 11.5.3.2, 11.5.4.3, Table 1.0"),
    "data_stealth": ("Data Space Stealth Win Roll, attempt {n} of 2",
                     "Edge City 11.6.5, 11.6.5.2, Table 1.0"),
    "data_defend": ("ICE Defend Win Roll {n}", "Edge City 11.5.3.2, 11.5.4.3, Table 1.0"),
}
_RIP_MOVE = {
    "failed_cool": "the Rip ends, COOL kept",
    "failed_uncool": "loses COOL: the Rip ends UnCOOL",
    "success": "reaches the Data Base",
}


def _rip_move(zone, nxt) -> str:
    if isinstance(nxt, str):
        return _RIP_MOVE[nxt]
    if nxt.space != zone.space:
        return "moves up into the ICE Stealth Zone (Data Space)"
    kind = "SWAT" if nxt.space == "real" else "ICE"
    if nxt.zone == "defend":
        return f"moves into the {kind} Defend Zone"
    return f"moves back to the {kind} Stealth Zone"


def _rip_attempt(rep: Replay, rd: dict, rules) -> None:
    who, status, rip_type = "Randi 1101", "Hacker Legend", "super_secret"
    msm = rip_msm(rip_type)
    rep.note_step(who, "no Travel; declare a Super Secret Data Rip with the ICE ENTITY Patron",
                  "Edge City 11.6, 11.6.3, 11.4.7, Chart 1.0", "Rip begins in the SWAT Stealth Zone",
                  stated=rep.stated(**printed("rip_attempt", "MSM")), computed={"MSM": msm},
                  note="outside the Business Dome and Research Park a Super Secret Rip needs a Patron. "
                       "The example writes the MSM as -5; R = S - MSM uses +5 (EC-07).")
    smart_card = sprawl_card("SMART CARD").tech_modifier
    if rd["patron_counts"] == "both_spaces":
        # ICE ENTITY's modifier is never printed: a symbol. Counted in Real Space it decides R.
        m = sympy.Symbol("m_ICE_ENTITY", integer=True)
        s, r = smart_card + m, smart_card + m - msm
        rep.note_step(who, "Real Space Stealth strength", "Edge City 11.6.5, 11.6.5.1", f"R = {r}",
                      chance=1, stated=rep.stated(**printed("rip_attempt/real_stealth", "R")),
                      computed={"S": s, "R": r},
                      note="with the Patron counted in Real Space (patron_counts=both_spaces) R depends on "
                           "ICE ENTITY's unprinted modifier; the example's R -3 and W 8 fit only a "
                           "modifier of 0, so the replay stops here")
        return
    # The same Rip Track as rip_outcomes: ICE ENTITY is an ICE Patron (its modifier, never printed,
    # counts only in Data Space under the default reading; the example never gets there).
    track = rip_machine(status, rip_type, swat_stealth=smart_card, patron=0, patron_kind="ice",
                        rules=rules)
    zone, rolls_in = START, {}
    while not isinstance(zone, str):
        key = zone.key
        info = track.info[key]
        rolls_in[key] = rolls_in.get(key, 0) + 1
        n = rolls_in[key]
        first = key in ("real_stealth", "real_defend") and n == 1
        stealth = zone.zone == "stealth"
        action, cite = _RIP_STEP[key]
        def change(event, zone=zone):
            return _rip_move(zone, track.next(zone, event))

        if stealth:
            stated = rep.stated(**printed("rip_attempt/real_stealth", "R", "W", "roll")) if first else {}
            computed = {"S": smart_card, "R": info["R"], "P(win)": win_probability(info["W"])}
            note = ("S = SMART CARD 2 + Patron 0: the example counts nothing for ICE ENTITY although the "
                    "Stealth formula adds a Patron modifier (EC-13); an ICE Patron counting only in Data "
                    f"Space fits both (reading patron_counts={rd['patron_counts']}). W for a Hacker "
                    "Legend is a reconstructed row (EC-01); this roll is what fixes its Level at 4."
                    if first else "her second and final Stealth attempt" if key == "real_stealth" else "")
        else:
            stated = rep.stated(**printed("rip_attempt/real_defend", "R", "W", "roll")) if first else {}
            computed = {"D": 0, "R": info["R"], "P(win)": win_probability(info["W"])}
            note = ("the example calls this the 'Combat Zone'; the rules call it the SWAT Defend Zone "
                    "(11.6.5.1). D = 0 (no Defend SWAT Tech); her Level is not added, the Status row "
                    "already holds it.") if first else ""
        _, res = rep.roll(who, action.format(n=n), cite, two_dice(), _judge(info["W"], rules),
                          w=info["W"], stated=stated, computed=computed, change=change, note=note)
        nxt = track.next(zone, res)
        if nxt == "success" or (not isinstance(nxt, str) and nxt.space == "data"):
            rep.note_step(who, "enter Data Space", "Edge City 11.6.5.2",
                          "the example's part of the Rip ends", chance=1,
                          note="the ICE MSM of Table 3.0 is not printed (EC-04)")
            return
        zone = nxt
    cool = zone != "failed_uncool"
    rep.note_step(who, "end of the Rip attempt", "Edge City 11.5.4.3, 11.4.7",
                  "ends COOL" if cool else "ends UnCOOL", chance=1,
                  change="ICE ENTITY Patron discarded",
                  stated=rep.stated(**printed("rip_attempt", "ends UnCOOL")),
                  computed={"ends UnCOOL": not cool},
                  note="a Patron is discarded after the Rip it was used in, win or lose (the example "
                       "says at the end of her turn: the same moment here)")


# ------------------------------------------------------------------ 11.6.5.3
def _rip_dp(rep: Replay, rd: dict, rules) -> None:
    who = "Tech Gnome"
    rep.note_step(who, "reach the Data Base on a Secret Data Rip", "Edge City 11.6.5.3, 11.6.2",
                  "rolls two dice for DP",
                  note="a Secret Data Rip gains two dice of DP, adjusted by Table 4.0 (not printed: EC-05)")
    adj = table_4_0_adjustment("Wannabee", "secret")

    def dp(total, a):
        return max(1, total + a)

    roll, res = rep.roll(who, "DP roll, adjusted for Status (Wannabee)", "Edge City 11.6.5.3, Table 4.0",
                         two_dice(), lambda t: f"{dp(t, adj)} DP",
                         stated=rep.stated(**printed("rip_dp", "roll", "Table 4.0", "DP")),
                         computed=lambda roll, res: {"Table 4.0": adj, "DP": int(res.split()[0])},
                         change=lambda x: f"DP +{x.split()[0]}",
                         note="the Table 4.0 cell is known only from this example (source: example)")
    if roll is None:
        return
    adj_mh = table_4_0_adjustment("Master Hacker", "secret")
    odds = two_dice().map(lambda t: f"{dp(t, adj_mh)} DP").probs()
    got = dp(roll, adj_mh)
    rep.note_step(who, "what if he had been a Master Hacker (same roll)", "Edge City 11.6.5.3, Table 4.0",
                  f"{got} DP", chance=odds[f"{got} DP"], odds=odds, what_if=True,
                  stated=rep.stated(**printed("rip_dp/Master Hacker", "Table 4.0", "DP")),
                  computed={"Table 4.0": adj_mh, "DP": got, "roll": roll},
                  note="a counterfactual in the example; the minimum of 1 DP matters for rolls of 5 "
                       "or less")


_P = PRINTED
_BUILDERS = {  # key: (name, section, builder, the example's own dice, summary)
    "player_turn": ("Player Turn", "Edge City 8.2", _player_turn, (),
                    "Tech Gnome travels two Sprawl Zones and ICE-attacks Dollar Boy instead of drawing."),
    "regaining_cool": ("Regaining COOL", "Edge City 9.4.1", _regaining_cool, (_P["regaining_cool"]["roll"],),
                       f"Lady of Darkness fails to regain COOL with a {_P['regaining_cool']['roll']}, then "
                       "regains it next turn."),
    "sprawl_cards": ("Drawing and Acting Upon Sprawl Cards", "Edge City 11.4.8", _sprawl_cards,
                     (_P["sprawl_cards"]["roll"],),
                     "Mad Maxine loses NEURON BOOST to BIOWARE CHOP SHOP but keeps COOL and gains the "
                     f"Rumor's {_P['sprawl_cards']['DP gained']} DP."),
    "combat": ("Combat Between Rippers", "Edge City 11.5.4.1", _combat, (_P["combat"]["roll"],),
               f"Mr Grizzly ICE-attacks Helper of Mankind at W {_P['combat']['W']}, rolls "
               f"{_P['combat']['roll']} and takes EVADE."),
    "rip_attempt": ("Rip Attempt", "Edge City 11.6.5.1", _rip_attempt,
                    (_P["rip_attempt/real_stealth"]["roll"], _P["rip_attempt/real_defend"]["roll"],
                     Unstated("fail"), Unstated("fail")),
                    "Randi 1101's Super Secret Data Rip fails twice in Real Space and ends UnCOOL."),
    "rip_dp": ("DP Gained from a Rip", "Edge City 11.6.5.3", _rip_dp, (_P["rip_dp"]["roll"],),
               f"Tech Gnome rolls {_P['rip_dp']['roll']} at the Data Base of a Secret Data Rip: "
               f"{_P['rip_dp']['DP']} DP as a Wannabee, {_P['rip_dp/Master Hacker']['DP']} as a Master "
               "Hacker."),
}


@uses(*_READINGS)
def worked_example(key: str, *, dice=None, rules=None) -> Replay:
    """One worked example replayed: ``key`` is one of :data:`EXAMPLE_KEYS` (or the example's name).

    Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3. With ``dice=None`` the
    example's own rolls are used and its printed numbers checked (``.check()``); pass
    ``edgekit.replay.SeededDice(seed)`` to let other dice drive the same rules. Readings:
    natural_12, sprawl_win, sprawl_turn_actions, table_rows, column_edge and patron_counts
    (EC-13), or any in ``rules=``. The Rip example drives the same Rip Track
    (:func:`~edgekit.edge_city.rip.odds.rip_machine`) as :func:`~edgekit.edge_city.rip.odds.rip_outcomes`.
    """
    if not isinstance(key, str):
        raise TypeError(f"key must be the name of a worked example, one of {list(EXAMPLE_KEYS)}, "
                        f"not {key!r}")
    names = {v[0].lower(): k for k, v in _BUILDERS.items()}
    k = key if key in _BUILDERS else names.get(key.lower())
    if k is None:
        raise ValueError(f"key: no worked example {key!r}; choose one of {list(EXAMPLE_KEYS)}")
    name, section, build, script, summary = _BUILDERS[k]
    rd = {i: getattr(rules, i) for i in _READINGS}
    scripted = dice is None
    if not scripted and not callable(getattr(dice, "draw", None)):
        raise TypeError(f"dice must be None or a dice source such as edgekit.replay.SeededDice, "
                        f"not {dice!r}")
    rep = Replay(name, section, game=GAME, key=k, summary=summary, readings=rd, scripted=scripted,
                 dice=ScriptedDice(script) if scripted else dice)
    build(rep, rd, rules)
    return rep


@uses(*_READINGS)
def worked_examples(*, rules=None) -> list[Replay]:
    """All six worked examples of the rulebook, in rulebook order, each replayed with its own dice.

    Rules: Edge City 8.2, 9.4.1, 11.4.8, 11.5.4.1, 11.6.5.1, 11.6.5.3. Each :class:`Replay` has
    ``.name``, ``.section``, ``.steps``, ``.transcript()``, ``.check()`` (printed numbers that
    the rules do not reproduce under the chosen readings) and ``.chance`` (the exact chance of
    the example's line of play).

    >>> [r.section for r in worked_examples()][:2]
    ['Edge City 8.2', 'Edge City 9.4.1']
    >>> all(r.ok for r in worked_examples())
    True
    """
    return [worked_example(k, rules=rules) for k in EXAMPLE_KEYS]
