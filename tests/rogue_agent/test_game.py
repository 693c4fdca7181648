"""Rogue Agent as a whole game on the play layer: legality, conservation, exact odds, OpenSpiel, golden."""


import pytest
import sympy

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.rogue_agent.whole_game import phases
from edgekit.rogue_agent.whole_game.game import ATTACK_CRIMINAL, RogueAgentGame


def _walk(g, seed, policy=None):
    p = play.play(g, seed=seed, policies=policy)
    return p, [s.state for s in p.steps]


def _tokens(s):
    t = s.table
    held = {"bomb": 0, "killer": 0, "criminal": 0}
    if s.phase in ("place", "timer", "card"):  # a drawn token not yet on the board
        held[s.pending[0]] = 1
    crim = len(t.bag[2]) + len(t.criminals) + sum(len(a.custody) for a in t.agents) + held["criminal"]
    return t.bag[0] + len(t.bombs) + held["bomb"], t.bag[1] + len(t.killers) + held["killer"], crim


@pytest.mark.parametrize("players,mode", [(2, "agent"), (3, "agent"), (4, "agent"), (3, "android"),
                                          (4, "android")])
def test_games_end_after_eight_rounds_and_tokens_are_conserved(players, mode):
    g = ra.game(players, mode=mode)
    for seed in range(3):
        p, states = _walk(g, seed, g.policies["hunter"] if seed else None)
        assert states[-1].is_terminal and states[-1].round == 8
        for s in states:
            assert _tokens(s) == (4, 4, 6)  # Components: 4 Bombs, 4 Killers, 6 Criminal tokens
            assert all(1 <= a.health <= phases.MAX_HEALTH for a in s.table.agents)
            assert all(a.influence >= 0 for a in s.table.agents)  # Influence Rule
            for d, who in s.table.informants:  # Hire: at most the district's slots, 2 credits each
                assert 0 < len(who) <= g.city.attr(g.districts[d], "slots")
            assert all(a.credits >= 0 for a in s.table.agents)  # Credits: never created (the bank)
            assert sum(a.credits for a in s.table.agents) + s.table.bank == g.supply
        assert sum(p.returns) == 1  # the win is shared among the winners


def test_reported_odds_equal_the_single_roll_functions():
    g = ra.game(2)
    timer = ra.timer_distribution()
    seen = set()
    for seed in range(6):
        p = play.play(g, seed=seed, policies=[g.policies["bomb_squad"], g.policies["networker"]])
        for step in p.steps:
            if "attack" in step.action and step.chance is not None:
                words = step.action.split(" with ")[1][:-len(" dice")].split(" and ")
                dice = {w.split()[1]: int(w.split()[0]) for w in words}
                pool = {c: n for c, n in dice.items() if n}
                if pool.get("black"):  # ammo: the exact optimal re-rolls for the stated goal
                    need = step.note.split("optimal ones for ")[1].split()[0]
                    goal = "killer" if "Killer" in step.action else "subdue"
                    attack = ra.attack_policy(pool, ra.ILLUSTRATIVE_MIX, goal=goal, need=int(need)).outcome
                    seen.add("attack with ammo")
                else:
                    attack = ra.attack_hits(pool, mix=ra.ILLUSTRATIVE_MIX)
                seen.add("attack with Informants" if pool.get("green") else "attack")
                for label, q in step.odds.items():
                    hits, wounds = int(label.split()[0]), int(label.split(", ")[1].split()[0])
                    assert q == attack.prob((hits, wounds))
                seen.add("attack")
            if step.action == "roll the Bomb Timer":
                assert {int(k.split()[1]): v for k, v in step.odds.items()} == timer.probs()
                seen.add("timer")
            if step.action.startswith("Defuse the Bomb") and "roll the" in step.action:
                d = int(step.action.split("roll the ")[1].split()[0])  # wire by wire: test_game_defuse.py
                bomb = g.defuse_game(int(step.action.split("Timer ")[1].split(")")[0]))
                assert step.odds == {bomb.new_initial_state().action_label(o): q
                                     for o, q in bomb._roll(d).probs().items()}
                seen.add("defuse")
            if step.action.startswith("draw an event token") and step.index < 4:
                assert step.odds["a Bomb"] == sympy.Rational(4, 14)  # a full bag: 4 of 14 tokens
                seen.add("draw")
    assert seen == {"attack", "attack with Informants", "attack with ammo", "timer", "defuse", "draw"}


def test_first_time_phase_matches_first_round_bomb_probability():
    # the chance of the logged draws, summed over the first three draws, is the hypergeometric answer
    g = ra.game(2)
    s = g.new_initial_state().apply(0)  # Police Squad to precinct 1
    p_none = sympy.Integer(1)
    while s.phase == "draw":
        law = s.chance_outcomes()
        p_none *= 1 - law.prob(0)
        s = s.apply(1)  # a Killer (never a Bomb), then place it
        s = s.apply(0)
    assert 1 - p_none == ra.first_round_bomb_probability(2)


def test_samples_follow_the_reported_odds():
    # chi-square of the first draw's kind over seeded games against the exact odds (4, 4, 6 of 14)
    g = ra.game(2)
    n = 300
    counts = [0, 0, 0]
    for seed in range(n):
        p = play.play(g, seed=seed, policies=g.policies["turtle"])
        first = next(st for st in p.steps if st.action.startswith("draw an event token"))
        counts[0 if first.result == "a Bomb" else 1 if first.result == "a Killer" else 2] += 1
    expect = [n * 4 / 14, n * 4 / 14, n * 6 / 14]
    chi2 = sum((c - e) ** 2 / e for c, e in zip(counts, expect))
    assert chi2 < 13.8  # the 0.999 point of chi-square with 2 degrees of freedom


def _two_steps(g):
    s = g.new_initial_state().apply(0)
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    fuel = []
    for _ in range(2):
        s = s.apply(min(x for x in s.legal_actions() if 1 <= x <= 13))  # one step (Movement)
        if s.phase == "ammo":  # ammo against the Thugs: the player's choice
            s = s.apply(max(s.legal_actions()))
        fuel.append(s.table.agents[s.actor].fuel)
    return fuel


def test_movement_fuel_reading_changes_the_game():
    # Movement (RA-12): the second step costs 1 fuel if only the first step is free, nothing if the
    # first movement action (2 steps) is
    assert _two_steps(ra.game(2)) == [3, 2]
    b = ra.game(2, movement_fuel="first_action_free")
    assert b.rules.movement_fuel == "first_action_free" and b.rules.changed() == {
        "movement_fuel": "first_action_free"}
    assert _two_steps(b) == [3, 3]


def test_openspiel_random_simulation():
    pyspiel = pytest.importorskip("pyspiel")
    name = ra.register_openspiel()
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=3, serialize=False, verbose=False)
    pyspiel.random_sim_test(pyspiel.load_game(name, {"players": 3, "mode": "android"}), num_sims=2,
                            serialize=False, verbose=False)


def test_hidden_information():
    # a face-down Criminal card's health is not in what a player sees; Android tokens only to their owner
    g = ra.game(3, mode="android")
    p = play.play(g, seed=2, policies=g.policies["hunter"])
    st = next(s.state for s in p.steps if s.state.table.criminals and s.state.phase == "act")
    assert g.perfect_information is False
    assert "health" not in st.observation(0)
    seen = [st.observation(i) for i in range(3)]
    for i in range(3):
        assert f"your Android tokens: {st.table.agents[i].androids} of 3" in seen[i]
    with pytest.raises(ValueError, match="player"):
        st.observation(3)


def test_mcts_plays_a_seat():
    pytest.importorskip("pyspiel")
    from edgekit.play.openspiel import mcts_policy

    g = ra.game(2)
    p = play.play(g, seed=3, policies=[mcts_policy(4, rollouts=1), g.policies["hunter"]])
    assert p.finished and sum(p.returns) == 1


def test_attack_action_only_where_a_criminal_stands():
    g = ra.game(2)
    for seed in range(3):
        for st in _walk(g, seed)[1]:
            if st.phase == "act":
                here = st.table.agents[st.actor].pos
                assert (ATTACK_CRIMINAL in st.legal_actions()) == (
                    any(c[1] == here for c in st.table.criminals) and st.table.agents[st.actor].justice < 2)


def test_bad_input():
    with pytest.raises(ValueError, match="players"):
        ra.game(5)
    with pytest.raises(ValueError, match="players must be from 3 to 4 in android mode"):
        ra.game(2, mode="android")
    with pytest.raises(ValueError, match="mode"):
        ra.game(3, mode="robot")
    with pytest.raises(TypeError, match="players"):
        ra.game(True)
    with pytest.raises(TypeError, match="unknown option"):
        ra.game(2, bogus=1)
    with pytest.raises(ValueError, match="movement_fuel"):
        ra.game(2, movement_fuel="teleport")
    with pytest.raises(ValueError, match="payoff"):
        ra.game(2, payoff="money")
    with pytest.raises(ValueError, match="android_tokens"):
        ra.game(3, mode="android", android_tokens=0)
    g = ra.game(2)
    with pytest.raises(TypeError, match="action"):
        g.new_initial_state().apply("0")
    assert isinstance(g, RogueAgentGame)


ODD = [None, True, 1.5, "x", "", -1, 10**9, [], {}, (1,), sympy.Integer(-3), sympy.Float(0.5), object()]


def _calls():
    city = ra.rhine_city()
    hq = ra.HEADQUARTERS
    return {
        "players": [ra.first_round_bomb_probability, lambda v: ra.data_stream(v, 1), ra.android_limit,
                    ra.tokens_drawn, ra.game, ra.two_or_more_androids],
        "n": [ra.syndicate_bonus, ra.precinct],
        "counts": [ra.score_turned_in, lambda v: ra.final_score(0, 0, v)],
        "jokers": [lambda v: ra.score_turned_in({}, v)],
        "bag": [lambda v: ra.draw_counts(v, 3)],
        "rounds": [lambda v: ra.data_stream(2, v)],
        "return_chance": [lambda v: ra.data_stream(2, 1, return_chance=v)],
        "android_tokens": [lambda v: ra.two_or_more_androids(4, v),
                           lambda v: ra.some_player_two_or_more(4, v),
                           lambda v: ra.game(4, mode="android", android_tokens=v)],
        "mix": [lambda v: ra.unknown_criminal_attack(mix=v)],
        "retaliation_cost": [lambda v: ra.investigate_value(retaliation_cost=v)],
        "protected": [lambda v: ra.rhine_city(protected=v)],
        "fuel": [lambda v: ra.reach(city, hq, fuel=v)],
        "district": [lambda v: ra.reach(city, v), lambda v: ra.blast_radius(city, v)],
        "informants": [lambda v: ra.route(city, hq, ra.precinct(1), informants=v)],
        "mode": [lambda v: ra.game(3, mode=v)],
        "payoff": [lambda v: ra.game(2, payoff=v)],
        "city": [lambda v: ra.game(2, city=v), lambda v: ra.blast_radius(v, hq)],
        "scores": [ra.winners],
    }


def test_bad_input_sweep_only_value_or_type_errors_naming_the_argument():
    # the issue-9 contract on this entry points (the fuzz harness will sweep them too)
    for arg, fns in _calls().items():
        for fn in fns:
            for v in ODD:
                try:
                    fn(v)
                except (ValueError, TypeError) as e:
                    assert arg in str(e) or "district" in str(e), (arg, v, str(e))


def test_intercept_odds_are_the_interception_functions():
    g = ra.game(2)
    fuel = ra.ILLUSTRATIVE_MIX.values[("green", "fuel")]
    found = 0
    for seed in range(12):
        for step in play.play(g, seed=seed, policies=g.policies["hunter"]).steps:
            if step.action.startswith("intercept"):
                att, dfn = step.action.split("(")[1].rstrip(")").split(" dice against ")
                p = ra.interception_probability(int(att), int(dfn), fuel=fuel)
                assert step.odds["intercepted: the Criminals change hands"] == p
                found += 1
    assert found > 0


def test_hire_and_informants():
    # Hire: 2 credits, a free slot, one a turn; each own Informant adds a green attack die, ignores a
    # Thug, and scores 1 at the end
    from edgekit.rogue_agent.whole_game.game import HIRE

    g = ra.game(2)
    s = g.new_initial_state().apply(0)
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    assert HIRE not in s.legal_actions()  # the Headquarters has no Informant slot (ILLUSTRATIVE)
    s = s.apply(min(x for x in s.legal_actions() if 1 <= x <= 13))
    if s.phase == "ammo":
        s = s.apply(max(s.legal_actions()))
    assert HIRE in s.legal_actions()
    s2 = s.apply(HIRE)
    a = s2.table.agents[0]
    assert a.credits == 2 and HIRE not in s2.legal_actions()  # one a turn
    assert g.final_scores(s2)[0].informants == 1


def test_human_seat_in_the_stepper():
    from edgekit.widgets.stepper import Stepper

    g = ra.game(2)
    st = Stepper(g, seed=7, policies=[play.HumanPolicy(), g.policies["hunter"]])
    for _ in range(15):
        st.next()
    labels = [label for label, _ in st.choice.options]
    assert "end the Action Phase" in labels  # the stepper waits for seat 0's choice
    before = st.position
    st.choose()
    assert st.position == before + 1


def test_leaving_token_reading_in_play():
    # "out": a Criminal leaving the city along the Event Trail takes its token out of the game, so
    # the Criminal tokens in play only ever fall; "bag" keeps all 6 (tested above)
    g = ra.game(2, leaving_token="out")
    fell = False
    for seed in range(4):
        _, states = _walk(g, seed, g.policies["turtle"])
        counts = [_tokens(s)[2] for s in states]
        assert all(a >= b for a, b in zip(counts, counts[1:])) and counts[0] == 6
        fell = fell or counts[-1] < 6
        assert all(_tokens(s)[:2] == (4, 4) for s in states)
    assert fell
