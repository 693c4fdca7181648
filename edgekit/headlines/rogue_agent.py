"""Headline functions for Rogue Agent (see :mod:`edgekit.headlines`)."""

from __future__ import annotations

import functools
from typing import Any

import sympy

from .. import readings
from .. import rogue_agent as ra
from .registry import headline

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
headline("bomb_line_fourth")(_bomb("bomb_line_fourth", timer=2))   # at Timer 3 and more the optimal play
# never keeps such a board (P(defused) and P(exploded) agree exactly under both options there)


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
    """Fuel from the Headquarters to each precinct (without and with the Engine), and districts reachable
    with 0 or 1 fuel, on the default (labelled) Rhine City layout (counts). Rules: Rogue Agent: Action
    Phase: Movement.
    """
    c = ra.rhine_city()
    out = {f"fuel from the Headquarters to precinct {n}": ra.fuel_cost(c, ra.HEADQUARTERS, ra.precinct(n),
                                                                       movement_fuel=option)
           for n in range(1, 7)}
    out.update({f"fuel from the Headquarters to precinct {n}, with the Engine": ra.fuel_cost(
        c, ra.HEADQUARTERS, ra.precinct(n), engine=True, movement_fuel=option) for n in range(1, 7)})
    for f in (0, 1):
        out[f"districts reachable from the Headquarters with {f} fuel"] = len(
            ra.reach(c, ra.HEADQUARTERS, fuel=f, movement_fuel=option))
    return out




@headline("search_boost")
def _search_boost(option: str) -> dict[str, Any]:
    """Expected health lost and reward steps of one search with 3 red dice, as formulas in the
    unknown face probabilities (RA-03: no district's faces are printed). Rules: Rogue Agent: Other
    Actions: Search a District.
    """
    d = ra.search_roll({"red": 3}, search_boost=option)
    return {f"E[{what}], 3 red dice (formula in the unknown faces)": sympy.factor(d.mean(lambda t, i=i: t[i]))
            for i, what in enumerate(("health lost", "reward steps"))}


# --- Rogue Agent: Android mode (face mixes are illustrative: RA-03) --------------------------------

# --- Rogue Agent: the Agent board and the economy (ILLUSTRATIVE board and economy: RA-22, RA-23) -----

@headline("credit_supply")
def _credit_supply(option: str) -> dict[str, Any]:
    """Credits in the bank at the start, and turn-ins of a health-4 Criminal (ILLUSTRATIVE reward 4)
    it pays in full. Rules: Rogue Agent: Components; Credits; Final Setup; Turn In Criminals.
    """
    out = {}
    for n in (2, 3, 4):
        bank = ra.bank_at_start(n, credit_supply=option)
        out[f"bank at the start, {n} players"] = bank
        out[f"health-4 turn-ins paid in full (ILLUSTRATIVE reward 4), {n} players"] = \
            bank // ra.ILLUSTRATIVE_ECONOMY.rewards[4]
    return out


@headline("hire_limit")
def _hire_limit(option: str) -> dict[str, Any]:
    """Informants one Agent can hire in a turn standing where 2 slots are free, with 10 credits.
    Rules: Rogue Agent: Hire.
    """
    hired, money = 0, 10
    while ra.may_hire(hired, money, 2 - hired, hire_limit=option):
        hired, money = hired + 1, money - 2
    return {"Informants hired in one turn, 2 free slots, 10 credits": hired}


@headline("investigation_tokens")
def _investigation_tokens(option: str) -> dict[str, Any]:
    """Investigations one player can make in the 8 rounds of a game, one a round (clues aside), when
    each investigated card leaves play before the next round, and when every one stays in play.
    Rules: Rogue Agent: Components; Investigate.
    """
    out = {}
    for leaves, words in ((True, "each card leaving play within its round"),
                          (False, "every card staying in play")):
        placed = on_cards = 0
        for _ in range(ra.MAX_ROUNDS):
            if ra.investigation_tokens_free(placed, on_cards, investigation_tokens=option):
                placed, on_cards = placed + 1, on_cards + 1
            if leaves:
                on_cards = 0
        out[f"investigations in 8 rounds, one a round, {words}"] = placed
    return out


@headline("time_phase_dice")
def _time_phase_dice(option: str) -> dict[str, Any]:
    """Event tokens drawn in a Time Phase of 3 and 4 players with 0-4 Bombs in the city, each holding
    one of the 5 regular dice as its Timer. Rules: Rogue Agent: Components; A. Time Phase.
    """
    return {f"event tokens drawn, {n} players, {k} Bomb(s) in the city":
            ra.time_phase_draws(n, k, time_phase_dice=option) for n in (3, 4) for k in range(5)}


@headline("upgrade_influence")
def _upgrade_influence(option: str) -> dict[str, Any]:
    """Influence for filling the three upgrade tracks of the ILLUSTRATIVE board one step at a time.
    Rules: Rogue Agent: Agent Board.
    """
    b = ra.ILLUSTRATIVE_BOARD
    total = 0
    for track in ra.UPGRADES:
        level = 0
        while level < b.top[track]:
            level, bonus = ra.track_gain(level, 1, b.top[track], upgrade=True, upgrade_influence=option)
            total += bonus
    return {"Influence for three full upgrade tracks (ILLUSTRATIVE board)": total}


@headline("subdue_single")
def _subdue_single(option: str) -> dict[str, Any]:
    """Resource/upgrade steps gained for subduing a Criminal of health 1 and 2 (empty tracks).
    Rules: Rogue Agent: Justice: Attack.
    """
    return {f"steps for subduing a health-{h} Criminal":
            sum(ra.spread_reward({}, h, subdue_single=option).values()) for h in (1, 2)}


@headline("search_limit")
def _search_limit(option: str) -> dict[str, Any]:
    """The most searches in one turn from the Headquarters with 0-3 fuel on the labelled Rhine City and
    the ILLUSTRATIVE economy's search dice. Rules: Rogue Agent: Search a District; Movement.
    """
    c = ra.rhine_city()
    return {f"most searches in one turn from the Headquarters, {f} fuel":
            ra.most_searches(c, ra.HEADQUARTERS, fuel=f, search_limit=option) for f in range(4)}


@headline("car_face")
def _car_face(option: str) -> dict[str, Any]:
    """P(an Android's attack with 3 red dice takes 2 or more health) by the target's green dice,
    illustrative face mix (no car face on it: under "own" cars never show).
    Rules: Rogue Agent: Android Mode: Covert Actions (C. Attack an Agent).
    """
    pool = ra.android_attack_pool()
    return {f"P(target loses 2+ health): 3 red against {g} green, illustrative face mix":
            ra.player_attack_hits(pool, g, mix=ra.ILLUSTRATIVE_MIX, car_face=option).p(lambda o: o >= 2)
            for g in (1, 2, 3)}


@headline("district_informants")
def _district_informants(option: str) -> dict[str, Any]:
    """E[Informants lost] when an Android with 3 red dice attacks a district holding 1 or 2 of them,
    illustrative face mix. Rules: Rogue Agent: Android Mode: Covert Actions (D. Attack a district).
    """
    pool = ra.android_attack_pool()
    return {f"E[Informants removed]: {n} Informant(s), 3 red dice, illustrative face mix":
            ra.district_attack(pool, n, mix=ra.ILLUSTRATIVE_MIX,
                               district_informants=option).mean(lambda o: o[1])
            for n in (1, 2)}


@headline("damaged_side")
def _damaged_side(option: str) -> dict[str, Any]:
    """Health lost entering a destroyed precinct with 1 Thug (counts), an Agent or an Android, with 0 or
    1 own Informant. Rules: Rogue Agent: Android Mode: Destroyed Districts; Movement.
    """
    return {f"health lost entering a destroyed 1-Thug precinct: {who}, {n} own Informant(s)":
            ra.entering_loss(1, informants=n, destroyed=True, android=who == "Android", damaged_side=option)
            for who in ("Agent", "Android") for n in (0, 1)}


@headline("police_reveal")
def _police_reveal(option: str) -> dict[str, Any]:
    """Districts whose Agents reveal a token when the Police Squad arrives in each precinct, on the
    default (labelled) Rhine City layout (counts). Rules: Rogue Agent: Android Mode: Revealing an
    Identification Token (event 4).
    """
    c = ra.rhine_city()
    return {f"districts that reveal when the Police Squad arrives in precinct {n}":
            len(ra.police_reveal_districts(c, ra.precinct(n), police_reveal=option)) for n in range(1, 7)}


@headline("android_agent_actions")
def _android_agent_actions(option: str) -> dict[str, Any]:
    """Kinds of action open to an exposed Android (counts). Rules: Rogue Agent: Android Mode: Exposing an
    Android; Covert Actions.
    """
    kinds = ra.android_actions(android_agent_actions=option)
    return {"kinds of action an exposed Android may take": len(kinds)}


@headline("killer_androids")
def _killer_androids(option: str) -> dict[str, Any]:
    """Health an exposed Android loses to a Killer's action (counts). Rules: Rogue Agent: C. City Phase;
    Android Mode: Exposing an Android.
    """
    return {f"health an exposed Android loses to a Killer{where}": ra.android_killer_damage(
        android_shield=shield, killer_androids=option)
        for where, shield in ((" (no Android shield)", False), (" under an Android shield", True))}


@headline("android_pistols")
def _android_pistols(option: str) -> dict[str, Any]:
    """E[health the attacker loses to its own pistols] in an Android-mode attack with 3 red and 1-3 black
    dice, illustrative face mix. Rules: Rogue Agent: Android Mode: Covert Actions; Dice Faces.
    """
    return {f"E[attacker's pistol wounds]: 3 red + {k} black, illustrative face mix":
            ra.player_attack(ra.android_attack_pool(ammo=k), mix=ra.ILLUSTRATIVE_MIX,
                             android_pistols=option).mean(lambda o: o[1]) for k in (1, 2, 3)}


# --- Rogue Agent: issue 22's readings (wounds, custody, the empty deck, Scan) ----------------------

@headline("wound_markers")
def _wound_markers(option: str) -> dict[str, Any]:
    """Wounds a failed attack of 3 hits leaves when the bank holds 0-3 credits (counts; under "bank"
    each is a credit out of the bank until its Criminal leaves the board).
    Rules: Rogue Agent: Justice: Attack (Criminal); Credits.
    """
    return {f"wounds marked by a failed 3-hit attack, {b} credit(s) in the bank": ra.wounds_marked(
        3, b, wound_markers=option) for b in range(4)}


@headline("custody_token")
def _custody_token(option: str) -> dict[str, Any]:
    """P(a Criminal subdued in a precinct is still in custody after k City Phases), only the Police
    Squad acting. Rules: Rogue Agent: Justice: Attack; C. City Phase steps 1 and 3.
    """
    return {f"P(a subdued Criminal is still in custody after {k} City Phase(s)), Police Squad only":
            ra.custody_kept(k, custody_token=option) for k in (1, 2, 3, 6)}


@headline("criminal_deck_empty")
def _criminal_deck_empty(option: str) -> dict[str, Any]:
    """P(the next token drawn is a Bomb or a Killer) after a Criminal token was drawn with the deck
    spent, from bags of 4 Bombs, 4 Killers and 6 or 2 Criminal tokens.
    Rules: Rogue Agent: A. Time Phase; Preparing the Criminal Deck.
    """
    out = {}
    for c in (6, 2):
        b, k, cr = ra.bag_without_card((4, 4, c), criminal_deck_empty=option)
        out[f"P(next token is a Bomb or Killer): bag 4 Bombs, 4 Killers, {c} Criminals, deck spent"] = \
            sympy.Rational(b + k, b + k + cr)
    return out


@headline("scan_revealed")
def _scan_revealed(option: str) -> dict[str, Any]:
    """Scans an Agent with 12 clues can make beside three unrevealed players, one of whom revealed a
    token this round, and the clues they cost (counts). Rules: Rogue Agent: Android Mode: Revealing an
    Identification Token.
    """
    n = sum(ra.scan_open(r, scan_revealed=option) for r in (True, False, False))
    return {"Scans open: 3 players, 1 revealed this round": n, "clues spent scanning all of them": 4 * n,
            "tokens revealed by those Scans": 2}
