"""Regression tests of issue 22, Rogue Agent items 11-14: the attack that sends its attacker to the Hospital,
Movement as one action, the component limits, the Killer's stopping rule. Each builds its position
directly (the seeded reproductions of the issue no longer reach the same positions once Movement is one
action) and replays the issue's configuration over seeds. Positions are found on the city's graph, not
named, so that they hold on any layout.

Rules: Rogue Agent: Justice: Attack; Agent Board (Health); Dice Faces; Action Phase: Movement; Hire;
Investigate; Justice; Components; A. Time Phase; C. City Phase (Killer Activation); Exposing an Android.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.play.chance import ChanceSampler
from edgekit.rogue_agent.whole_game import ids, phases
from edgekit.rogue_agent.whole_game.phases import Agent, Table, killer_activation

R = "Rogue Agent"


def _act(g):
    """The first Action Phase state with nothing on the board (every chance step its first outcome)."""
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    t = s.table
    return replace(s, actor=0, table=replace(t, bag=(4, 4, tuple(range(1, 7))), bombs=(), killers=(),
                                             criminals=()))


def _agent(s, i=0, **changes):
    t = s.table
    a = replace(t.agents[i], **changes)
    return replace(s, table=replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:]))


def _criminal(s, d, number=6, health=1, wounds=0):
    t = s.table
    bag = (t.bag[0], t.bag[1], tuple(n for n in t.bag[2] if n != number))
    crim = (number, d, health, 0, wounds, False)
    return replace(s, table=replace(t, bag=bag, criminals=tuple(sorted(t.criminals + (crim,)))))


def _precincts(g):
    return [i for i, d in enumerate(g.districts) if g.city.attr(d, "kind") == "precinct"]


def _walk(g, seed, seats):
    rng, draws = random.Random(seed), ChanceSampler()
    s = g.new_initial_state()
    while not s.is_terminal:
        p = s.current_player
        a = draws.weights(s).draw(rng) if p < 0 else seats[p].action(s, rng)
        n = s.apply(a)
        yield s, a, n
        s = n


# --------------------------------------------------------------------------------------------- item 11
def _outcome(g, s, want):
    outs = g.attack_law(*s.pending[2:5])[0]
    return next(k for k, o in enumerate(outs) if want(*o))


@pytest.mark.parametrize("target", ["criminal", "killer"])
def test_pistols_that_send_the_attacker_to_the_hospital_leave_the_attack_without_result(target):
    # Issue 22 item 11 (2 players, random seats, seed 7, step 53 before the fix): the Agent's own pistol
    # wound sends it to the Hospital; its Action Phase ends there (Agent Board: Health), so the attack
    # has no result: no Criminal subdued or wounded, no Killer removed, no +1 Influence.
    g = ra.game(2)
    p = _precincts(g)[0]
    s = _agent(_act(g), 0, pos=p, health=1, influence=2, ammo=1)
    if target == "criminal":
        s, attack = _criminal(s, p, health=1), ids.ATTACK_CRIMINAL_AMMO(0)
    else:
        s, attack = replace(s, table=replace(s.table, killers=(p,), bag=(4, 3, s.table.bag[2]))), \
            ids.ATTACK_KILLER_AMMO(0)
    rolled = s.apply(attack)
    assert rolled.phase == "attack" and rolled.pending[3] == 1  # one black die: pistols are possible
    need = 1 if target == "criminal" else 2
    hurt = rolled.apply(_outcome(g, rolled, lambda hits, wounds: hits >= need and wounds >= 1))
    a = hurt.table.agents[0]
    assert (g.districts[a.pos], a.hospital, a.health) == (ra.HOSPITAL, 1, g.board.health)
    assert a.influence == 1 and a.custody == (), f"{R}: Agent Board (Health): no result after the Hospital"
    assert (hurt.actor, hurt.phase) == (1, "act"), f"{R}: Agent Board (Health): the Action Phase ends"
    if target == "criminal":
        assert hurt.table.criminals == s.table.criminals  # neither subdued nor wounded (no credit markers)
    else:
        assert hurt.table.killers == (p,) and hurt.table.bag == s.table.bag
    clean = rolled.apply(_outcome(g, rolled, lambda hits, wounds: hits >= need and wounds == 0))
    assert clean.table.agents[0].influence == 3 and clean.table.agents[0].hospital == 0  # the attack's result


def test_an_android_exposed_by_its_own_pistol_keeps_no_criminal():
    # Item 11 in Android mode (game(4, mode="android", android_tokens=6), hunter x4, seed 200, step 296
    # before the fix): the wound's reveal exposes the Agent, whose Criminals go back to the Data Stream
    # (Exposing an Android); the Criminal it was attacking is not taken into custody afterwards.
    g = ra.game(4, mode="android", android_tokens=6)
    p = _precincts(g)[0]
    s = _agent(_act(g), 0, pos=p, health=1, ammo=1, androids=3, shown_android=1, custody=((5, 1, 0),))
    s = _criminal(replace(s, table=replace(s.table, bag=(4, 4, (1, 2, 3, 4)))), p, health=1)
    rolled = s.apply(ids.ATTACK_CRIMINAL_AMMO(0))
    hurt = rolled.apply(_outcome(g, rolled, lambda hits, wounds: hits >= 1 and wounds >= 1))
    a = hurt.table.agents[0]
    assert a.exposed and a.custody == (), f"{R}: Exposing an Android (Criminals go back; none taken after)"
    assert 5 in hurt.table.bag[2] and any(c[0] == 6 for c in hurt.table.criminals)


@pytest.mark.parametrize("config", ["default", "android"])
def test_the_issue_configurations_never_resolve_an_attack_after_the_hospital(config):
    if config == "default":  # 2 players, random seats (the issue: 93 of 720 games)
        g, seeds = ra.game(2), range(60)
        seats = [play.RandomPolicy()] * 2
    else:  # Android mode, hunter x4 (the issue: seed 200; with Movement one action, seed 286 meets it)
        g, seeds = ra.game(4, mode="android", android_tokens=6), (200, 286)
        seats = [g.policies["hunter"]] * 4
    sent = 0
    for seed in seeds:
        for b, x, n in _walk(g, seed, seats):
            assert not any(a.exposed and a.custody for a in n.table.agents), f"{R}: Exposing an Android"
            if b.phase == "attack":
                before, after = b.table.agents[b.actor], n.table.agents[b.actor]
                if g.attack_law(*b.pending[2:5])[0][x][1] >= before.health:  # its own pistols
                    sent += 1
                    assert after.influence <= max(0, before.influence - 1), f"{R}: Agent Board (Health)"
    assert sent > 0


# --------------------------------------------------------------------------------------------- item 12
def _walk_steps(s, n):
    """Take ``n`` steps (the lowest district each time; a Movement ends by itself or is begun anew);
    returns the fuel held after each step and the phase after each."""
    fuel, phases_after = [], []
    for _ in range(n):
        seen = set(s.table.agents[s.actor].route)
        step = min(x for x in s.legal_actions() if x in ids.MOVE and ids.MOVE.index(x) not in seen)
        s = s.apply(step)
        fuel.append(s.table.agents[s.actor].fuel)
        phases_after.append(s.phase)
    return s, fuel, phases_after


@pytest.mark.parametrize("movement_fuel,engine,fuel", [
    ("first_step_free", False, [6, 5, 4, 3, 2, 1]),   # the turn's first step free, each further 1
    ("first_step_free", True, [6, 5, 4, 3, 2, 1]),    # the Engine lengthens a Movement, saves no fuel
    ("first_action_free", False, [6, 6, 5, 5, 4, 4]),  # a Movement of 2: the first free, each further 1
    ("first_action_free", True, [6, 6, 6, 5, 5, 5]),   # a Movement of 3 with the Engine
])
def test_a_movement_is_two_districts_three_with_the_engine_and_fuel_follows_the_reading(
        movement_fuel, engine, fuel):
    # Issue 22 item 12: every step was a separate action, and the Engine changed nothing.
    g = ra.game(2, movement_fuel=movement_fuel)
    s = _agent(_act(g), 0, pos=g.hq, fuel=6, car=2 if engine else 1)  # car 1: one Armor, no Thug wound
    assert (g.board.upgrades(s.table.agents[0], "engine") > 0) == engine
    s, got, after = _walk_steps(s, 6)
    assert got == fuel, f"{R}: Action Phase: Movement (RA-12 {movement_fuel})"
    limit = 3 if engine else 2
    assert after[:limit] == ["move"] * (limit - 1) + ["act"], \
        f"{R}: Action Phase: Movement (up to {limit} locations in one action)"


@pytest.mark.parametrize("engine", [False, True])
def test_the_game_offers_exactly_the_routes_of_one_movement(engine):
    # Every route the game lets one Movement take from the Headquarters, step by step, is a route of
    # movement_routes (the rule written once on the graph), and every one of those is offered.
    g = ra.game(2)
    start = _agent(_act(g), 0, pos=g.hq, car=2 if engine else 1, fuel=6)  # Armor: no Thug wound
    found = set()

    def walk(s, route):
        for x in s.legal_actions():
            if x in ids.MOVE:
                n = s.apply(x)
                r = route + (g.districts[ids.MOVE.index(x)],)
                found.add(r)
                if n.phase == "move":
                    walk(n, r)

    walk(start, ())
    assert found == set(ra.movement_routes(g.city, ra.HEADQUARTERS, engine=engine)), \
        f"{R}: Action Phase: Movement"
    assert max(map(len, found)) == (3 if engine else 2)


def test_no_justice_in_the_middle_of_a_movement_but_hire_and_investigate():
    g = ra.game(2)
    p = g.districts.index(next(d for d in g.city.neighbours(ra.HEADQUARTERS)
                               if g.city.attr(d, "kind") == "precinct"))
    s = _agent(_act(g), 0, pos=g.hq, car=1)  # one Armor: no Thug wound, no ammo asked
    s = _criminal(replace(s, table=replace(s.table, killers=(p,), bag=(4, 3, s.table.bag[2]))), p, health=2)
    mid = s.apply(ids.MOVE(p))
    assert mid.phase == "move" and mid.current_player == 0
    legal = set(mid.legal_actions())
    assert {ids.HIRE, ids.INVESTIGATE, ids.MOVE_STOP} <= legal, f"{R}: Movement (Hire, Investigate)"
    assert not legal & {ids.ATTACK_CRIMINAL, ids.ATTACK_KILLER, ids.ATTACK_CRIMINAL_AMMO(0), ids.SEARCH,
                        ids.BUY(0)}, f"{R}: Justice (a Movement cannot be interrupted by Justice)"
    looked = mid.apply(ids.INVESTIGATE)
    assert looked.phase == "move" and looked.table.agents[0].investigations == 1  # then it may step on
    stopped = looked.apply(ids.MOVE_STOP)
    assert stopped.phase == "act" and stopped.table.agents[0].route == ()
    assert ids.ATTACK_CRIMINAL in stopped.legal_actions() and ids.ATTACK_KILLER in stopped.legal_actions()
    assert "end the Movement here" == mid.action_label(ids.MOVE_STOP)


def test_a_movement_never_enters_a_district_twice():
    g = ra.game(2)
    p = g.districts.index(next(d for d in g.city.neighbours(ra.HEADQUARTERS)
                               if g.city.attr(d, "kind") == "precinct"))
    s = _agent(_act(g), 0, pos=g.hq, car=2, fuel=6)  # the Engine: 3 districts
    s = s.apply(ids.MOVE(p))
    assert ids.MOVE(g.hq) in s.legal_actions()  # the start was not entered during the action
    s = s.apply(ids.MOVE(g.hq))
    assert s.phase == "move" and ids.MOVE(p) not in s.legal_actions(), \
        f"{R}: Action Phase: Movement (no location entered twice in one action)"
    again = s.apply(ids.MOVE_STOP).apply(ids.MOVE(p))  # a new Movement may enter it again
    assert again.table.agents[0].pos == p and again.table.agents[0].moves == 2


def test_one_hire_a_turn_in_the_middle_of_a_movement_under_while_moving_extra():
    g = ra.game(2, hire_limit="while_moving_extra")
    p = g.districts.index(next(d for d in g.city.neighbours(ra.HEADQUARTERS)
                               if g.city.attr(d, "kind") == "precinct"))
    q = g.districts.index(next(d for d in g.city.neighbours(g.districts[p]) if d != ra.HEADQUARTERS))
    s = _agent(_act(g), 0, pos=g.hq, car=2, credits=10, fuel=6)
    s = s.apply(ids.MOVE(p)).apply(ids.HIRE)
    assert s.phase == "move" and ids.HIRE not in s.legal_actions(), f"{R}: Hire (one a turn while moving)"
    s = s.apply(ids.MOVE(q))
    assert ids.HIRE not in s.legal_actions()
    s = s.apply(ids.MOVE_STOP)
    assert ids.HIRE in s.legal_actions()  # where the Agent stands, while slots are free (the reading)
    one = ra.game(2)
    t = _agent(_act(one), 0, pos=g.hq, car=2, credits=10, fuel=6).apply(ids.MOVE(p)).apply(ids.HIRE)
    assert ids.HIRE not in t.apply(ids.MOVE_STOP).legal_actions(), f"{R}: Hire (one_per_turn)"


def test_the_named_players_still_play_whole_games():
    # The named policies walk by Movements now: each still finishes its games, turns Criminals in and
    # never makes a Movement longer than the rule allows (the invariant test checks every step).
    g = ra.game(2)
    for names in (("hunter", "bomb_squad"), ("networker", "trader")):
        turned = 0
        for seed in range(6):
            p = play.play(g, seed=seed, policies=[g.policies[n] for n in names])
            assert p.finished and sum(p.returns) == 1
            turned += sum(1 for st in p.steps if st.result == "turn in the Criminals in custody")
            assert any(st.state.phase == "move" for st in p.steps)
        assert turned >= 6, names


# --------------------------------------------------------------------------------------------- item 13
def test_seven_informants_a_colour():
    # Issue 22 item 13: up to 15 Informants of one colour (hire_limit="while_moving_extra", networker x2,
    # seed 500, step 136 before the fix). Components: 7 a colour; one removed never comes back.
    g = ra.game(2, hire_limit="while_moving_extra")
    here = g.districts.index("District A") if "District A" in g.districts else 0
    s = _agent(_act(g), 0, pos=here, credits=10, unhired=1)
    assert ids.HIRE in s.legal_actions()
    s = s.apply(ids.HIRE)
    assert s.table.agents[0].unhired == 0 and ids.HIRE not in s.legal_actions(), f"{R}: Components"
    assert not ra.may_hire(0, 10, 2, unhired=0) and ra.may_hire(0, 10, 2, unhired=1)
    for seed in range(500, 504):
        hires = [0, 0]
        for b, x, n in _walk(g, seed, [g.policies["networker"]] * 2):
            hires[b.actor] += b.phase in ("act", "move") and x == ids.HIRE
            held = [sum(o.count(i) for _, o in n.table.informants) for i in range(2)]
            assert max(held) <= ra.INFORMANTS, f"{R}: Components (7 Informants a colour)"
        assert max(hires) <= ra.INFORMANTS and max(hires) >= 5  # the networker hires up to the limit


@pytest.mark.parametrize("option", ["card_leaves", "kept"])
def test_five_investigation_tokens_a_colour(option):
    g = ra.game(2, investigation_tokens=option)
    p = _precincts(g)[0]
    s = _agent(_act(g), 0, pos=p, clues=6, investigations=5)
    for n in range(1, 6):
        s = _criminal(s, p, number=n, health=2)
    t = s.table
    s = replace(s, table=replace(t, investigated=tuple((n, 0) for n in range(1, 6))))
    s = _criminal(s, p, number=6, health=2)  # a sixth face-down card here
    assert ids.INVESTIGATE not in s.legal_actions(), f"{R}: Components (5 investigation tokens a colour)"
    gone = replace(s, table=replace(s.table, criminals=tuple(c for c in s.table.criminals if c[0] == 6)))
    assert (ids.INVESTIGATE in gone.legal_actions()) == (option == "card_leaves"), \
        f"{R}: Investigate (reading investigation_tokens {option!r}: the cards left play)"
    free = ra.investigation_tokens_free(5, 0, investigation_tokens=option)
    assert free == (5 if option == "card_leaves" else 0)


@pytest.mark.parametrize("option,drawn", [("roll_again", 5), ("draw_fewer", 2)])
def test_the_time_phase_with_three_bomb_timers_on_the_board(option, drawn):
    # Components: 5 regular dice; a Time Phase of 4 players draws 5 tokens while 3 Bombs hold a die each.
    g = ra.game(4, time_phase_dice=option)
    s = _act(g)
    nxt = g.districts.index(ra.precinct(g.city.attr(g.districts[s.table.police], "number") % 6 + 1))
    far = [d for d in _precincts(g) if d not in (s.table.police, nxt)][:3]  # no Police sweep them
    bombs = tuple(sorted((d, 6) for d in far))  # Timers of 6: none explodes this round
    s = replace(s, table=replace(s.table, bombs=bombs, bag=(1, 4, s.table.bag[2])))
    for _ in range(4):
        s = s.apply(ids.END)
    assert s.phase == "draw" and s.round == 2 and len(s.table.bombs) == 3
    assert s.left == drawn == ra.time_phase_draws(4, 3, time_phase_dice=option), \
        f"{R}: A. Time Phase step 2 and Components (reading time_phase_dice {option!r})"


# --------------------------------------------------------------------------------------------- item 14
def _killer_position(g):
    """A Killer on a trail district with a next one, and the Police Squad on neither."""
    names = g.districts
    k = names.index(g.city.trail[0])
    nxt = names.index(g.city.trail[1])
    police = next(d for d in _precincts(g) if d not in (k, nxt) and names[d] not in g.city.trail[:3])
    return k, nxt, police


@pytest.mark.parametrize("option", ["adds", "reduces"])
def test_a_killer_stops_only_when_an_agent_lost_health(option):
    # Issue 22 item 14 (3 players, random seats, seed 724, step 159 before the fix): under "reduces" an
    # Agent with 2 Informants there loses nothing, and the Killer's activation goes on (C. City Phase,
    # Killer Activation, note: it stops when an Agent lost health, not when an Agent is there).
    g = ra.game(2, killer_informants=option)
    k, nxt, police = _killer_position(g)
    t = Table((4, 3, ()), (), (k,), (), police, (Agent(k, health=6), Agent(g.hq, health=6)),
              informants=((k, (0, 0)),))
    after = killer_activation(t, g.city, g.districts, 1, 0, g._killer_dmg)
    lost = 6 - after.agents[0].health
    assert lost == (4 if option == "adds" else 0)
    if option == "adds":
        assert after.killers == (k,), f"{R}: C. City Phase (the activation stops: an Agent lost health)"
    else:
        assert k not in after.killers, f"{R}: C. City Phase (no health lost: the Killer moves on)"
    assert phases.owners(after, k) == (0,)  # the top slot's Informant is removed either way


def test_the_issue_configuration_stops_killers_only_on_health_lost():
    g = ra.game(3, killer_informants="reduces", search_limit="once_a_turn", stability_variant="simplified")
    real, seen = phases._killer_action, {"no loss": 0}

    def watched(t, city, names, d, rnd, limit, dmg):
        t2, lost = real(t, city, names, d, rnd, limit, dmg)
        hurt = any(b.health < a.health or b.hospital > a.hospital for a, b in zip(t.agents, t2.agents))
        assert lost == hurt, f"{R}: C. City Phase, Killer Activation (note)"
        seen["no loss"] += (not hurt and any(a.pos == d for a in t.agents) and phases.owners(t, d) != ())
        return t2, lost

    phases._killer_action = watched
    try:
        for seed in range(700, 760):
            for _ in _walk(g, seed, [g.policies["networker"], play.RandomPolicy(), play.RandomPolicy()]):
                pass
    finally:
        phases._killer_action = real
    assert seen["no loss"] > 0
