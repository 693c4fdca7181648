"""The rulebook's invariants of Rogue Agent, checked at every step of many seeded whole games (issue 22).

Rules: Rogue Agent: Components; Agent Board; Credits; Influence Rule; A. Time Phase; Action Phase:
Movement; Hire; Investigate; Justice; Attack; C. City Phase (Killer Activation); Android Mode.

Hypothesis draws the game (2-4 players; Agent mode, or Android mode with 3-4), a seat for each named
policy (mixed, the random player among them, and a test player that investigates whenever it may), the
seed, an Engine on the first car step or not, a shop of clues or not, and the readings that bear on
these rules (``movement_fuel``, ``hire_limit``, ``killer_informants``, ``investigation_tokens``,
``time_phase_dice``); each game is walked step by step and every invariant below is asserted, its
message citing the section. The bookkeeping of Movements (steps, routes, fuel) is kept here from the
actions taken, not read from the game's own counters. Every Killer action of the City Phase is
watched: it reports "an Agent lost health" exactly when one did (the activation's stopping rule).
"""

from __future__ import annotations

import functools
import random
from contextlib import contextmanager

from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.play import CHANCE, TERMINAL
from edgekit.play.chance import ChanceSampler
from edgekit.rogue_agent.whole_game import ids, phases

R = "Rogue Agent"
POLICIES = ("hunter", "bomb_squad", "networker", "trader", "turtle", "random")
#: Justice actions (Justice: at most 2 a turn; never in the middle of a Movement)
JUSTICE = frozenset({ids.ATTACK_CRIMINAL, ids.ATTACK_KILLER, ids.TURN_IN, ids.INTERCEPT,
                     *ids.ATTACK_CRIMINAL_AMMO.ids, *ids.ATTACK_KILLER_AMMO.ids, *ids.ATTACK_ANDROID.ids})
#: What may interrupt a Movement (Movement: Hire and Investigate), besides the next step and its end
IN_MOVEMENT = frozenset({ids.MOVE_STOP, ids.HIRE, ids.INVESTIGATE, *ids.MOVE.ids})
#: The phases of one player's Action Phase (its choices and the chance steps of its actions)
ACTION_PHASE = frozenset({"act", "move", "ammo", "target", "attack", "search", "defuse", "intercept",
                          "pattack", "dattack"})
CHOOSING = frozenset({"act", "move", "ammo", "target"})
REGULAR_DICE, BOMB_TOKENS, KILLER_TOKENS, CRIMINAL_TOKENS = 5, 4, 4, 6
READINGS = {"movement_fuel": ("first_step_free", "first_action_free"),
            "hire_limit": ("one_per_turn", "while_moving_extra"),
            "killer_informants": ("adds", "reduces"),
            "investigation_tokens": ("card_leaves", "kept"),
            "time_phase_dice": ("roll_again", "draw_fewer")}


#: A board whose Engine comes with the first car step (the ILLUSTRATIVE board's at the second), so that
#: Movements of three districts, and routes that could come back, are met often
EARLY_ENGINE = ra.AgentBoard(dict(ra.ILLUSTRATIVE_BOARD.start), dict(ra.ILLUSTRATIVE_BOARD.top),
                             {**ra.ILLUSTRATIVE_BOARD.symbols, "engine": ("car", (1,))},
                             label="test board: the Engine at the first car step")


#: An economy whose Headquarters sells 2 clues for 1 credit, for the investigator below
E = ra.ILLUSTRATIVE_ECONOMY
CLUE_SHOP = ra.Economy(dict(E.rewards), {**E.goods, "Headquarters": (("clues", 1, 2), ("fuel", 1))},
                       dict(E.search), label="test economy: 2 clues a credit at the Headquarters")


@functools.cache
def _game(players: int, mode: str, readings: tuple, early_engine: bool = False, clue_shop: bool = False):
    return ra.game(players, mode=mode, **dict(readings), **({"board": EARLY_ENGINE} if early_engine else {}),
                   **({"economy": CLUE_SHOP} if clue_shop else {}))


def _investigator(g):
    """A test player that investigates whenever it may and buys clues where they are sold, else hunts."""
    def choose(s):
        legal = s.legal_actions()
        if s.phase in ("act", "move") and ids.INVESTIGATE in legal:
            return ids.INVESTIGATE
        goods = g.economy.goods.get(g.districts[s.table.agents[s.actor].pos], ())
        for j, (track, *_) in enumerate(goods):
            if s.phase == "act" and track == "clues" and ids.BUY(j) in legal:
                return ids.BUY(j)
        return g.policies["hunter"].action(s, None)
    return play.FunctionPolicy("investigator", choose, game=g)


@contextmanager
def _watched_killers(seen: dict):
    """Every Killer action reports "an Agent lost health" exactly when one did (C. City Phase, Killer
    Activation: the note stops the activation only then, whatever the Informants did to the damage)."""
    real = phases._killer_action

    def watched(t, city, names, d, rnd, limit, killer_damage):
        t2, lost = real(t, city, names, d, rnd, limit, killer_damage)
        hurt = any(b.health < a.health or b.hospital > a.hospital for a, b in zip(t.agents, t2.agents))
        assert lost == hurt, (f"{R}: C. City Phase, Killer Activation (note): the activation stops exactly "
                              f"when an Agent lost health (reported {lost}, health lost {hurt})")
        present = any(a.pos == d for a in t.agents) and t.police != d and all(c[1] != d for c in t.criminals)
        for k, v in (("killer actions with an Agent there", present),
                     ("of them, no health lost", present and not hurt)):
            seen[k] = seen.get(k, 0) + v
        return t2, lost

    phases._killer_action = watched
    try:
        yield
    finally:
        phases._killer_action = real


def _walk(g, seed: int, names: tuple):
    """(state, action, next state) for every step of one seeded game."""
    rng, draws = random.Random(seed), ChanceSampler()
    seats = [_investigator(g) if n == "investigator" else g.policies[n] for n in names]
    s = g.new_initial_state()
    for _ in range(g.max_game_length):
        p = s.current_player
        if p == TERMINAL:
            return
        a = draws.weights(s).draw(rng) if p == CHANCE else seats[p].action(s, rng)
        n = s.apply(a)
        yield s, a, n
        s = n
    raise AssertionError(f"{R}: Sequence of Play: the game lasts 8 rounds (no end within "
                         f"{g.max_game_length} steps)")


def _in_play(t) -> set:
    return {c[0] for c in t.criminals} | {c[0] for a in t.agents for c in a.custody}


def check_state(g, s) -> None:
    """The invariants of one state."""
    t, r = s.table, g.rules_value
    held = {"bomb": 0, "killer": 0}
    pend = ()
    if s.phase in ("place", "timer", "card"):  # a drawn token not yet on the board
        if s.pending[0] == "criminal":
            pend = (s.pending[1],)
        else:
            held[s.pending[0]] += 1
    assert t.bag[0] + len(t.bombs) + held["bomb"] == BOMB_TOKENS, f"{R}: Components (4 Bombs)"
    assert t.bag[1] + len(t.killers) + held["killer"] == KILLER_TOKENS, f"{R}: Components (4 Killers)"
    numbers = [*t.bag[2], *(c[0] for c in t.criminals), *(c[0] for a in t.agents for c in a.custody), *pend]
    assert len(numbers) == len(set(numbers)) and set(numbers) <= set(range(1, CRIMINAL_TOKENS + 1)), \
        f"{R}: Final Setup (one set of 6 Criminal tokens in the Data Stream, each in one place)"
    if r.leaving_token == "bag":
        assert len(numbers) == CRIMINAL_TOKENS, f"{R}: C. City Phase step 1 (reading leaving_token 'bag')"
    assert len(t.bombs) + 1 <= REGULAR_DICE, \
        f"{R}: Components (5 regular dice: one a Bomb Timer, one for the token being placed)"
    assert t.bank >= 0 and all(a.credits >= 0 for a in t.agents), f"{R}: Credits (never below 0)"
    assert t.bank + sum(a.credits for a in t.agents) == g.supply, \
        f"{R}: Final Setup (credits are limited to those there are: the bank and the players' add up)"
    placed = {i: 0 for i in range(g.players)}
    for d, who in t.informants:
        assert 0 < len(who) <= g.city.attr(g.districts[d], "slots"), f"{R}: Hire (a free slot)"
        for i in who:
            placed[i] += 1
    in_play = _in_play(t)
    for i, a in enumerate(t.agents):
        assert 1 <= a.health <= t.heart, f"{R}: Agent Board (Health: the skull sends the Agent to Hospital)"
        assert a.influence >= 0, f"{R}: Influence Rule"
        for k in ra.TRACKS:
            assert 0 <= getattr(a, k) <= g.board.top[k], f"{R}: Agent Board (Resources: far left, far right)"
        assert 0 <= a.unhired and placed[i] <= ra.INFORMANTS - a.unhired, \
            f"{R}: Components (7 Informants a colour; one removed from the game never comes back)"
        on_cards = sum(1 for num, p in t.investigated if p == i and num in in_play)
        assert on_cards <= ra.INVESTIGATION_TOKENS, f"{R}: Components (5 investigation tokens a colour)"
        if r.investigation_tokens == "kept":
            assert a.investigations <= ra.INVESTIGATION_TOKENS, f"{R}: Investigate (reading 'kept')"
        assert a.justice <= 2, f"{R}: Justice (only 2 Justice actions a turn)"
        assert len(a.covert) <= 2 and len(set(a.covert)) == len(a.covert), \
            f"{R}: Covert Actions (two a turn, never the same twice in a district)"
        if r.hire_limit == "one_per_turn":
            assert a.hired <= 1, f"{R}: Hire (reading hire_limit 'one_per_turn')"
        assert a.hired_moving <= 1, f"{R}: Hire (one Informant a turn at a location left while moving)"
        if a.exposed:
            assert not a.custody, f"{R}: Exposing an Android (its Criminals in custody go back)"
            assert placed[i] == 0, f"{R}: Exposing an Android (its Informants leave the game)"
        moving = s.phase == "move" and i == s.actor
        paused = i == s.actor and (s.phase == "ammo" or (s.phase == "investigate" and s.pending[2] == "move"))
        assert bool(a.route) == moving or paused, \
            f"{R}: Action Phase: Movement (a Movement is under way only inside its action)"


class Movements:
    """This test's own bookkeeping of each turn's Movements, from the actions taken."""

    def __init__(self):
        self.turn = None
        self.steps = self.moves = 0
        self.route: list = []

    def step(self, g, b, a, n) -> None:
        i = b.actor
        key = (b.round, i)
        if key != self.turn:
            self.turn, self.steps, self.moves, self.route = key, 0, 0, []
        ag = b.table.agents[i]
        going_on = b.phase == "move"
        d = ids.MOVE.index(a)
        here = g.districts[ag.pos]
        assert g.districts[d] in g.city.neighbours(here), \
            f"{R}: Action Phase: Movement (each step into an adjacent location)"
        if not going_on:
            self.moves += 1
            self.route = []
        assert d not in self.route, f"{R}: Action Phase: Movement (no location entered twice in one action)"
        self.route.append(d)
        engine = g.board.upgrades(ag, "engine") > 0
        assert len(self.route) <= (3 if engine else 2), \
            f"{R}: Action Phase: Movement (up to two locations, three with the Engine)"
        if g.rules_value.movement_fuel == "first_step_free":
            cost = 0 if self.steps == 0 else 1
        else:
            cost = 0 if going_on or self.moves == 1 else 1
        assert n.table.agents[i].fuel == ag.fuel - cost, \
            f"{R}: Action Phase: Movement (the first movement free, each further one 1 fuel; RA-12 " \
            f"{g.rules_value.movement_fuel})"
        self.steps += 1


def check_step(g, b, a, n, movements: Movements, draws: dict) -> None:
    """The invariants of one transition ``b`` --``a``--> ``n``."""
    i = b.actor
    if b.phase in ("act", "move") and b.current_player == i:
        legal = b.legal_actions()
        me = b.table.agents[i]
        if b.phase == "move":
            assert set(legal) <= IN_MOVEMENT, \
                f"{R}: Action Phase: Movement (only Hire and Investigate may interrupt a Movement: no " \
                f"Justice action in its middle)"
        if me.justice >= 2:
            assert not (set(legal) & JUSTICE), f"{R}: Justice (only 2 Justice actions a turn)"
        if me.exposed:
            assert not (set(legal) & JUSTICE), f"{R}: Exposing an Android (no longer an Agent: no Justice)"
        if a in ids.MOVE:
            movements.step(g, b, a, n)
    if b.phase in ACTION_PHASE and n.table.agents[i].hospital > b.table.agents[i].hospital:
        assert not (n.round == b.round and n.done == b.done and n.phase in CHOOSING and n.actor == i), \
            f"{R}: Agent Board (Health: at the Hospital the Action Phase ends at that point)"
    if b.phase == "attack":
        ag, after = b.table.agents[i], n.table.agents[i]
        hits, wounds = g.attack_law(*b.pending[2:5])[0][a]
        if wounds >= ag.health:  # its own pistols send the attacker to the Hospital
            assert after.influence <= max(0, ag.influence - 1) and not after.custody, \
                f"{R}: Justice: Attack and Agent Board (Health): the Action Phase ends at the Hospital, " \
                f"before the attack's result (no Influence, no Criminal in custody)"
            if b.pending[0] == "criminal":
                was = next(c for c in b.table.criminals if c[0] == b.pending[1])
                now = next((c for c in n.table.criminals if c[0] == b.pending[1]), None)
                assert now is None or now[4] == was[4], \
                    f"{R}: Justice: Attack (no credit markers placed after the Hospital)"
    if n.phase == "draw" and (b.phase not in ("draw", "place", "timer", "card") or n.round != b.round):
        bag = n.table.bag
        want = ra.time_phase_draws(g.players, len(n.table.bombs), rules=g.rules_value)
        draws.update(round=n.round, want=want, full=bag[0] + bag[1] + len(bag[2]) >= want, drawn=0)
    if b.phase == "draw":
        draws["drawn"] += 1
        assert draws["drawn"] <= draws["want"], \
            f"{R}: A. Time Phase step 2 and Components (5 regular dice; reading time_phase_dice)"
    if b.phase in ("draw", "place", "timer", "card") and n.phase not in ("draw", "place", "timer", "card"):
        if draws.get("full"):
            assert draws["drawn"] == draws["want"], f"{R}: A. Time Phase step 2 (the printed number drawn)"


def play_and_check(players: int, mode: str, names: tuple, seed: int, readings: tuple, seen: dict,
                   early_engine: bool = False, clue_shop: bool = False) -> None:
    g = _game(players, mode, readings, early_engine, clue_shop)
    movements, draws = Movements(), {}
    with _watched_killers(seen):
        for b, a, n in _walk(g, seed, names):
            check_state(g, n)
            check_step(g, b, a, n, movements, draws)
            if a in ids.MOVE and b.phase in ("act", "move"):
                seen["steps"] = seen.get("steps", 0) + 1
                long = b.phase == "move" and len(b.table.agents[b.actor].route) == 2
                seen["third steps of a Movement"] = seen.get("third steps of a Movement", 0) + long
            if b.phase == "act" and b.current_player == b.actor:
                t, me = b.table, b.table.agents[b.actor]
                face_down = [c for c in t.criminals if c[0] not in t.face_up and (c[0], b.actor) not in
                             t.investigated and (c[1] == me.pos or b.actor in phases.owners(t, c[1]))]
                refused = me.clues >= 2 and face_down and ids.INVESTIGATE not in b.legal_actions()
                seen["Investigate refused for want of a token"] = seen.get(
                    "Investigate refused for want of a token", 0) + bool(refused)
            if b.phase == "attack" and n.table.agents[b.actor].hospital > b.table.agents[b.actor].hospital:
                seen["attackers sent to the Hospital"] = seen.get("attackers sent to the Hospital", 0) + 1


@st.composite
def games(draw):
    mode = draw(st.sampled_from(("agent", "android")))
    players = draw(st.integers(3 if mode == "android" else 2, 4))
    names = tuple(draw(st.sampled_from(POLICIES + ("investigator",))) for _ in range(players))
    readings = tuple((k, draw(st.sampled_from(v))) for k, v in READINGS.items())
    seed, early_engine, clue_shop = draw(st.integers(0, 10**6)), draw(st.booleans()), draw(st.booleans())
    return players, mode, names, seed, readings, early_engine, clue_shop


@settings(deadline=None)
@given(games())
def test_every_step_of_a_seeded_game_keeps_the_rules(case):
    players, mode, names, seed, readings, early_engine, clue_shop = case
    play_and_check(players, mode, names, seed, readings, {}, early_engine, clue_shop)


def test_the_invariants_are_exercised():
    # The checks above must meet what they check: Movements, attackers sent to the Hospital by their own
    # pistols, Killers that hurt nobody present (killer_informants="reduces"), in both modes.
    seen: dict = {}
    reduces = (("killer_informants", "reduces"), ("hire_limit", "while_moving_extra"))
    for seed in range(8):
        play_and_check(2, "agent", ("networker", "random"), seed, reduces, seen)
        play_and_check(3, "agent", ("random",) * 3, seed, (("movement_fuel", "first_action_free"),), seen,
                       early_engine=True)
        play_and_check(4, "android", ("hunter", "networker", "bomb_squad", "random"), seed,
                       (("time_phase_dice", "draw_fewer"), ("investigation_tokens", "kept")), seen)
    assert seen["steps"] > 500 and seen["third steps of a Movement"] > 0
    assert seen["attackers sent to the Hospital"] > 0
    assert seen["of them, no health lost"] > 0 < seen["killer actions with an Agent there"]
    for seed in range(4):
        play_and_check(2, "agent", ("investigator", "investigator"), seed,
                       (("investigation_tokens", "kept"),), seen, clue_shop=True)
    assert seen["Investigate refused for want of a token"] > 0
