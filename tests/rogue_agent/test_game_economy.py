"""The economy and the Agent board in Rogue Agent's whole game: exact odds, the bank, tracks, actions."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.rogue_agent.whole_game import ids
from edgekit.rogue_agent.whole_game.game import ATTACK_CRIMINAL, END, HIRE, TURN_IN

POLICIES = ("hunter", "bomb_squad", "networker", "trader", "turtle", "random")


def _act_state(g, seed_outcome=0):
    """The first Action Phase state, every chance step taking its first outcome."""
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[seed_outcome])
    return s


def _with_agent(s, i=0, **changes):
    t = s.table
    a = replace(t.agents[i], **changes)
    return replace(s, table=replace(t, agents=t.agents[:i] + (a,) + t.agents[i + 1:]))


def _with_criminal(g, s, health=2, number=6):
    """``s`` with Criminal ``number`` (its token taken from the bag) face down in precinct 2."""
    t = s.table
    bag = (t.bag[0], t.bag[1], tuple(n for n in t.bag[2] if n != number))
    crim = (number, g.districts.index(ra.precinct(2)), health, 0, 0, False)
    return replace(s, table=replace(t, bag=bag, criminals=tuple(sorted(t.criminals + (crim,)))))


def _games(players=2, seeds=range(6), **options):
    g = ra.game(players, **options)
    for seed in seeds:
        names = [POLICIES[(seed + k) % len(POLICIES)] for k in range(players)]
        yield g, play.play(g, seed=seed, policies=[g.policies[n] for n in names])


def test_search_and_attack_odds_equal_the_single_roll_functions():
    # Search a District: search_policy's optimal re-rolls; Attack with ammo: attack_policy's outcome
    seen = set()
    for g, p in _games(seeds=range(10)):
        before = g.new_initial_state()
        for step in p.steps:
            if before.phase == "search":
                name, inf, body, intel, prot = before.pending[1:]
                plan = ra.search_policy(dict(g.economy.search[name]), ra.SEARCH_MIX, intelligence=intel,
                                        informants=inf, body_armor=body, protected=prot)
                for (lost, steps), q in plan.outcome.probs().items():
                    label = f"{lost} health lost (before ammo), {steps} reward step(s)"
                    assert step.odds[label] == q
                assert len(step.odds) == len(plan.outcome.probs())
                seen.add("search with white dice" if "white" in g.economy.search[name] else "search")
            if before.phase == "attack" and before.pending[3]:
                kind, _, green, black, need = before.pending
                pool = {"red": 3, **({"green": green} if green else {}), "black": black}
                goal = "killer" if kind == "killer" else "subdue"
                law = ra.attack_policy(pool, ra.ILLUSTRATIVE_MIX, goal=goal, need=max(need, 1)).outcome
                for (hits, wounds), q in law.probs().items():
                    assert step.odds[f"{hits} hit(s), {wounds} pistol wound(s)"] == q
                seen.add(f"{kind} attack with ammo")
            before = step.state
    assert seen == {"search", "search with white dice", "criminal attack with ammo",
                    "killer attack with ammo"}


@pytest.mark.parametrize("players,supply", [(2, "25"), (3, "25"), (4, "25"), (2, "70"), (4, "70")])
def test_credits_are_never_created_and_tracks_stay_on_the_board(players, supply):
    # Credits: the bank and the players' credits always add up to the supply; Agent Board: every marker
    # between the far left and the far right; health between the skull and the top
    g = ra.game(players, credit_supply=supply)
    board = g.board
    assert g.supply == int(supply)
    for _, p in _games(players, seeds=range(4), credit_supply=supply):
        for step in p.steps:
            t = step.state.table
            assert t.bank >= 0 and all(a.credits >= 0 for a in t.agents)
            assert sum(a.credits for a in t.agents) + t.bank == g.supply
            for a in t.agents:
                assert all(0 <= getattr(a, k) <= board.top[k] for k in ra.TRACKS)
                assert 1 <= a.health <= board.health


def test_turn_in_takes_what_remains_when_the_bank_is_short():
    # Turn In Criminals: rewards from the bank; "take all that remain" (ILLUSTRATIVE reward: health)
    g = ra.game(2)
    s = _act_state(g)
    s = _with_agent(s, 0, pos=g.hq, custody=((1, 4, 0), (2, 3, 1)), credits=0)
    s = replace(s, table=replace(s.table, bank=5))
    out = s.apply(TURN_IN)
    assert out.table.agents[0].credits == 5 and out.table.bank == 0  # wanted 4 + 3 = 7
    rich = replace(s, table=replace(s.table, bank=30)).apply(TURN_IN)
    assert rich.table.agents[0].credits == 7 and rich.table.bank == 23


def test_buy_goods_influence_and_hire_move_credits_to_the_bank():
    g = ra.game(2)
    s = _act_state(g)
    shop = g.districts.index("District A")  # ILLUSTRATIVE: fuel at 1 credit
    s = _with_agent(s, 0, pos=shop, credits=3, fuel=5, clues=6)
    assert ids.BUY(0) in s.legal_actions() and ids.INFLUENCE in s.legal_actions()
    b = s.apply(ids.BUY(0))
    a = b.table.agents[0]
    assert (a.fuel, a.credits, b.table.bank) == (6, 2, s.table.bank + 1)
    assert ids.BUY(0) not in b.legal_actions()  # the fuel marker is at the far right
    inf = b.apply(ids.INFLUENCE).table.agents[0]
    assert (inf.influence, inf.clues) == (1, 0)  # Buy Goods: 6 clues for 1 Influence
    h = b.apply(HIRE)
    assert h.table.agents[0].credits == 0 and h.table.bank == b.table.bank + 2


def test_hire_limit_reading():
    # Hire (RA-16): one a turn, or repeated where the Agent stands
    for option, hires in (("one_per_turn", 1), ("while_moving_extra", 2)):
        g = ra.game(2, hire_limit=option)
        s = _with_agent(_act_state(g), 0, pos=g.districts.index("District A"), credits=10)
        n = 0
        while HIRE in s.legal_actions():
            s, n = s.apply(HIRE), n + 1
        assert n == hires


def test_investigate_is_hidden_from_the_other_players():
    # Investigate: 2 clues to look at a face-down card here; the information is not disclosed
    g = ra.game(2)
    s = _with_criminal(g, _act_state(g), health=3)
    crim = s.table.criminals[-1]
    s = _with_agent(s, 0, pos=crim[1], clues=2)
    assert ids.INVESTIGATE in s.legal_actions()
    after = s.apply(ids.INVESTIGATE)
    assert after.table.agents[0].clues == 0 and (crim[0], 0) in after.table.investigated
    mine = f"C{crim[0]} health {crim[2]}"
    assert mine in after.observation(0) and mine not in after.observation(1)
    assert ids.INVESTIGATE not in after.legal_actions()  # no clues left (and this card is seen)


def test_unmasking_and_retaliation_effects_follow_the_economy():
    # Criminal Cards (RA-23): a reader's effects: unmasking (red: not investigated) costs 1 health,
    # Retaliation 2 credits (to the bank)
    econ = ra.Economy(dict(ra.ILLUSTRATIVE_ECONOMY.rewards), dict(ra.ILLUSTRATIVE_ECONOMY.goods),
                      {k: dict(v) for k, v in ra.ILLUSTRATIVE_ECONOMY.search.items()}, unmask=("health", 1),
                      unmask_symbol="red", retaliation=("credits", 2))
    g = ra.game(2, economy=econ)
    s = _with_criminal(g, _act_state(g), health=4)
    crim = s.table.criminals[-1]
    s = _with_agent(s, 0, pos=crim[1], credits=4, health=6)
    att = s.apply(ATTACK_CRIMINAL)
    assert att.phase == "attack" and att.table.agents[0].health == 5 and crim[0] in att.table.face_up
    miss = next(k for k, o in enumerate(g.attack_law(*att.pending[2:5])[0]) if o == (0, 0))
    out = att.apply(miss)
    assert out.table.agents[0].credits == 2 and out.table.bank == s.table.bank + 2


def test_subdue_reward_goes_on_at_least_two_tracks():
    g = ra.game(2)
    s = _with_criminal(g, _act_state(g), health=3)
    s = _with_agent(s, 0, pos=s.table.criminals[-1][1])
    att = s.apply(ATTACK_CRIMINAL)
    win = next(k for k, o in enumerate(g.attack_law(*att.pending[2:5])[0]) if o[0] >= 3 and o[1] == 0)
    before, after = s.table.agents[0], att.apply(win).table.agents[0]
    gained = {k: getattr(after, k) - getattr(before, k) for k in ra.TRACKS
              if getattr(after, k) != getattr(before, k)}
    assert sum(gained.values()) == 3 and len(gained) >= 2 and after.influence == before.influence + 1


def test_armor_ammo_and_engine_in_movement():
    # Movement: Armor and ammo against Thugs (1 per precinct, ILLUSTRATIVE); the Engine's 3 districts
    g = ra.game(2, movement_fuel="first_action_free")
    s = _with_agent(_act_state(g), 0, pos=g.hq, ammo=1, car=0)
    p = g.districts.index(ra.precinct(3))   # beside the Headquarters
    step = ra.move_action(p)
    asked = s.apply(step)
    assert asked.phase == "ammo" and asked.legal_actions() == (0, 1) and asked.current_player == 0
    assert "spend ammo against the Thugs' wounds" in asked.turn().action
    a = asked.apply(1).table.agents[0]
    assert (a.health, a.ammo) == (g.board.health, 0)  # ammo spent on the Thug
    a = asked.apply(0).table.agents[0]
    assert (a.health, a.ammo) == (g.board.health - 1, 1)  # the player kept its ammo and took the wound
    for name in ("hunter", "turtle"):  # the named players spend all the ammo that prevents a wound
        assert g.policies[name].action(asked, None) == 1
    with pytest.raises(ValueError):
        asked.apply(2)
    a = _with_agent(s, 0, ammo=0).apply(step).table.agents[0]
    assert a.health == g.board.health - 1
    a = _with_agent(s, 0, ammo=0, car=1).apply(step).table.agents[0]
    assert a.health == g.board.health  # Armor
    fuel = []
    for car in (0, 2):  # 2: the ILLUSTRATIVE Engine symbol is passed
        x = _with_agent(s, 0, car=car, fuel=3)
        for _ in range(3):
            x = x.apply(min(v for v in x.legal_actions() if 1 <= v <= 13))
            if x.phase == "ammo":
                x = x.apply(0)
        fuel.append(x.table.agents[0].fuel)
    assert fuel == [2, 3]


def test_upgrade_influence_in_the_game():
    for option, bonus in (("yes", 1), ("no", 0)):
        g = ra.game(2, upgrade_influence=option)
        s = _with_agent(_act_state(g), 0, pos=g.districts.index("District D"), credits=2, weapon=3)
        a = s.apply(ids.BUY(0)).table.agents[0]
        assert a.weapon == g.board.top["weapon"] and a.influence == bonus


def test_search_limit_reading():
    for option in ("district_once_a_turn", "once_a_turn"):
        g = ra.game(2, search_limit=option)
        s = _with_agent(_act_state(g), 0, pos=g.districts.index("District A"))
        s = s.apply(ids.SEARCH)
        s = s.apply(s.chance_outcomes().outcomes()[0])
        assert ids.SEARCH not in s.legal_actions()
        if s.phase == "act" and s.actor == 0:
            nb = [v for v in s.legal_actions() if 1 <= v <= 13 and g.districts[v - 1] in g.economy.search]
            moved = s.apply(nb[0])
            if moved.phase == "ammo":
                moved = moved.apply(0)
            assert ids.SEARCH not in moved.legal_actions()  # no Search in the middle of a Movement
            if moved.phase == "move":
                moved = moved.apply(ids.END)  # end the Movement here (MOVE_STOP)
            assert (ids.SEARCH in moved.legal_actions()) == (option == "district_once_a_turn")


def test_bad_input_is_refused_clearly():
    with pytest.raises(ValueError, match="players"):
        ra.game(5)
    with pytest.raises(TypeError, match="board"):
        ra.game(2, board="big")
    with pytest.raises(TypeError, match="economy"):
        ra.game(2, economy={"rewards": 1})
    with pytest.raises(ValueError, match="credit_supply"):
        ra.game(2, credit_supply="30")
    with pytest.raises(ValueError):
        ra.score_turned_in({"syndicate_9": 1})
    with pytest.raises(TypeError, match="rewards"):
        ra.Economy({1: 1}, {}, {})
    with pytest.raises(ValueError, match="start"):
        ra.AgentBoard({"fuel": 9}, dict(ra.ILLUSTRATIVE_BOARD.top), dict(ra.ILLUSTRATIVE_BOARD.symbols))
    with pytest.raises(ValueError, match="economy"):
        ra.game(2, economy=ra.Economy({1: 1, 2: 2, 3: 3, 4: 4}, {"Atlantis": (("fuel", 1),)}, {}))
    with pytest.raises(ValueError, match="unmask kind"):
        ra.Economy({1: 1, 2: 2, 3: 3, 4: 4}, {}, {}, unmask=("teleport", 1))


def test_end_turn_resets_the_turn_counts():
    g = ra.game(2)
    s = _with_agent(_act_state(g), 0, searched=(3,), hired=1)
    a = s.apply(END).table.agents[0]
    assert a.searched == () and a.hired == 0


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(st.sampled_from(ra.TRACKS), st.integers(0, 3)), st.integers(0, 30))
def test_spread_reward_properties(levels, n):
    b = ra.ILLUSTRATIVE_BOARD
    out = ra.spread_reward(levels, n)
    room = {k: b.top[k] - levels.get(k, 0) for k in ra.TRACKS}
    assert all(0 < v <= room[k] for k, v in out.items())  # never past the far-right space
    assert sum(out.values()) == min(n, sum(room.values()))
    if n >= 2 and sum(1 for v in room.values() if v) >= 2:
        assert len(out) >= 2  # at least 2 tracks


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 12), st.data())
def test_track_gain_properties(top, data):
    level = data.draw(st.integers(0, top))
    steps = data.draw(st.integers(0, 15))
    new, bonus = ra.track_gain(level, steps, top, upgrade=True)
    assert new == min(top, level + steps)
    assert bonus == (1 if level < top == new else 0)  # once, on reaching the far right
    assert ra.track_gain(level, steps, top, upgrade=False)[1] == 0


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 200), st.integers(0, 200))
def test_take_from_bank_never_creates_credits(bank, wanted):
    got, left = ra.take_from_bank(bank, wanted)
    assert got + left == bank and got == min(bank, wanted) and left >= 0


def test_intelligence_and_body_armor_change_the_search_odds():
    # Search a District: Intelligence gives a second re-roll, Body armor ignores one explosion
    g = ra.game(2)
    s = _with_agent(_act_state(g), 0, pos=g.districts.index(ra.precinct(2)), skill=3)
    srch = s.apply(ids.SEARCH)
    assert srch.pending[1:] == (ra.precinct(2), 0, True, True, False)
    plan = ra.search_policy({"red": 1, "black": 1}, ra.SEARCH_MIX, intelligence=True, body_armor=True)
    assert srch.chance_outcomes().probs() == {k: plan.outcome.prob(o)
                                              for k, o in enumerate(sorted(plan.outcome.outcomes()))}
    plain = ra.search_policy({"red": 1, "black": 1}, ra.SEARCH_MIX)
    assert plan.value > plain.value


def test_a_readers_board_sets_the_health_track():
    # Agent Board (RA-22): a taller health track; the Hospital puts the marker back at its heart
    b = ra.ILLUSTRATIVE_BOARD
    board = ra.AgentBoard(dict(b.start), dict(b.top), dict(b.symbols), health=8, label="a taller track")
    g = ra.game(2, board=board)
    s = _act_state(g)
    assert all(a.health == 8 for a in s.table.agents)
    s = _with_agent(s, 0, health=1, ammo=0, pos=g.hq)
    hurt = s.apply(ra.move_action(g.districts.index(ra.precinct(3))))  # a Thug: to the Hospital
    assert hurt.table.agents[0].health == 8 and g.districts[hurt.table.agents[0].pos] == ra.HOSPITAL
    for step in play.play(g, seed=4, policies=g.policies["hunter"]).steps:
        assert all(1 <= a.health <= 8 for a in step.state.table.agents)


def test_a_doubled_goods_icon_moves_two_spaces():
    # Buy Goods: a resource icon shown twice moves the marker up to two spaces for one payment
    econ = ra.Economy({1: 1, 2: 2, 3: 3, 4: 4}, {"District A": (("ammo", 1, 2),)}, {})
    g = ra.game(2, economy=econ)
    s = _with_agent(_act_state(g), 0, pos=g.districts.index("District A"), ammo=0, credits=1)
    a = s.apply(ids.BUY(0)).table.agents[0]
    assert (a.ammo, a.credits) == (2, 0)
    assert s.action_label(ids.BUY(0)) == "buy 2 ammo for 1 credit(s)"


def test_investigate_where_an_own_informant_is():
    # Investigate: a card in a district where the Agent has an Informant, from afar
    from edgekit.rogue_agent.whole_game.phases import set_owners

    g = ra.game(2)
    s = _with_criminal(g, _act_state(g), health=2)
    crim = s.table.criminals[-1]
    s = _with_agent(s, 0, pos=g.hq, clues=2)
    assert ids.INVESTIGATE not in s.legal_actions()
    other = replace(s, table=set_owners(s.table, crim[1], (1,)))  # the other player's Informant
    assert ids.INVESTIGATE not in other.legal_actions()
    mine = replace(s, table=set_owners(s.table, crim[1], (0,)))
    assert ids.INVESTIGATE in mine.legal_actions()
    assert (crim[0], 0) in mine.apply(ids.INVESTIGATE).table.investigated


def test_an_attack_never_takes_more_special_dice_than_exist():
    # Dice Rules: under special_dice_split="nine_any" 2 Pistols + 2 Informants + 3 ammo would be 10 dice
    from edgekit.rogue_agent.whole_game.phases import set_owners

    g = ra.game(2, special_dice_split="nine_any")
    s = _with_criminal(g, _act_state(g), health=4)
    crim = s.table.criminals[-1]
    s = _with_agent(s, 0, pos=crim[1], weapon=3, ammo=3)
    s = replace(s, table=set_owners(s.table, crim[1], (0, 0)))
    att = s.apply(ids.ATTACK_CRIMINAL_AMMO(2))
    _, _, green, black, need = att.pending
    assert (green, black, need) == (3, 3, 4) and 3 + green + black == 9
    assert sum(att.chance_outcomes().probs().values()) == 1


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([(2, "agent"), (3, "agent"), (4, "agent"), (3, "android"),
                                                (4, "android")]),
       st.sampled_from(POLICIES), st.sampled_from(["25", "70"]))
def test_any_seeded_game_keeps_the_economy_invariants(seed, setup, policy, supply):
    players, mode = setup
    g = ra.game(players, mode=mode, credit_supply=supply)
    for step in play.play(g, seed=seed, policies=g.policies[policy]).steps:
        t = step.state.table
        assert sum(a.credits for a in t.agents) + t.bank == g.supply and t.bank >= 0
        for a in t.agents:
            assert a.credits >= 0 and 1 <= a.health <= g.board.health
            assert all(0 <= getattr(a, k) <= g.board.top[k] for k in ra.TRACKS)
            assert a.justice <= 2 and a.influence >= 0


@pytest.mark.parametrize("option,steps", [("one_track", 1), ("nothing", 0)])
def test_subdue_single_reading_in_the_game(option, steps):
    # Justice: Attack (RA-17): a health-1 Criminal's single reward step
    g = ra.game(2, subdue_single=option)
    s = _with_criminal(g, _act_state(g), health=1)
    s = _with_agent(s, 0, pos=s.table.criminals[-1][1])
    att = s.apply(ATTACK_CRIMINAL)
    win = next(k for k, o in enumerate(g.attack_law(*att.pending[2:5])[0]) if o == (1, 0))
    before, after = s.table.agents[0], att.apply(win).table.agents[0]
    assert sum(getattr(after, k) - getattr(before, k) for k in ra.TRACKS) == steps
    assert len(after.custody) == 1 and after.influence == before.influence + 1
