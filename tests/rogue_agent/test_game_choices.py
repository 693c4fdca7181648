"""Choices inside one action that are the player's in the whole game of Rogue Agent (issue 13): which
Criminal to attack when several stand in the district.

Rules: Rogue Agent: Justice: Attack.
"""

from dataclasses import replace

import pytest

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.rogue_agent.whole_game import economy as eco
from edgekit.rogue_agent.whole_game import ids
from edgekit.rogue_agent.whole_game.game import ATTACK_CRIMINAL


def _two_criminals_here(g):
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    t = s.table
    here = t.agents[s.actor].pos
    crims = ((2, here, 1, 0, 0, False), (5, here, 4, 3, 0, False))  # health 1 and 4
    agents = tuple(replace(a, ammo=3) for a in t.agents)
    return replace(s, table=replace(t, criminals=crims, bombs=(), killers=(), agents=agents))


@pytest.mark.parametrize("attack,ammo", [(ATTACK_CRIMINAL, 0), (ids.ATTACK_CRIMINAL_AMMO(1), 2)])
def test_the_player_chooses_which_criminal_to_attack(attack, ammo):
    g = ra.game(2)
    s = _two_criminals_here(g).apply(attack)
    assert s.phase == "target" and s.current_player == s.actor
    assert s.legal_actions() == (2, 5) and s.action_label(5) == "attack Criminal 5"
    assert "choose the Criminal" in s.turn().action
    with pytest.raises(ValueError):
        s.apply(3)  # no Criminal 3 here
    with pytest.raises(ValueError):
        s.chance_outcomes()
    a = s.apply(5)
    assert a.phase == "attack" and a.pending[:2] == ("criminal", 5)
    assert a.pending[3] == ammo and a.pending[4] == 4  # the black dice spent; Criminal 5's health left
    assert a.table.agents[a.actor].ammo == 3 - ammo
    for name in ("hunter", "turtle", "bomb_squad"):  # the named players take the lowest number, as before
        assert g.policies[name].action(s, None) == 2


def test_one_criminal_here_needs_no_choice_and_random_play_ends():
    g = ra.game(2)
    s = _two_criminals_here(g)
    s = replace(s, table=replace(s.table, criminals=s.table.criminals[:1])).apply(ATTACK_CRIMINAL)
    assert s.phase == "attack" and s.pending[1] == 2
    p = play.play(g, seed=3, policies=g.policies["random"])
    assert p.steps[-1].state.is_terminal


def test_the_player_chooses_how_much_ammo_to_spend_on_search_explosions():
    # Search a District: ammo prevents a wound each; how much to spend is the player's (phase "ammo")
    g = ra.game(2)
    s = _two_criminals_here(g)
    t = s.table
    agents = tuple(replace(a, pos=g.districts.index("District A"), ammo=2) if k == s.actor else a
                   for k, a in enumerate(t.agents))
    s = replace(s, table=replace(t, criminals=(), agents=agents)).apply(ids.SEARCH)
    outs = eco.search_law(g, s.pending[1:])[0]
    x = next(k for k, (lost, _) in enumerate(outs) if lost >= 1)
    asked = s.apply(x)
    most = min(outs[x][0], 2)
    assert asked.phase == "ammo" and asked.legal_actions() == tuple(range(most + 1))
    assert "search's explosions" in asked.turn().action and asked.action_label(1) == "spend 1 ammo"
    kept, spent = asked.apply(0).table.agents[s.actor], asked.apply(most).table.agents[s.actor]
    assert kept.ammo > spent.ammo  # (reward steps may add ammo to both)
    assert kept.health < spent.health or kept.pos != spent.pos  # the wound taken (or the Hospital)
    assert g.policies["hunter"].action(asked, None) == most


# --- Investigate: which face-down card is the player's choice (issue 22 item 16a) ---------------------

def _cards_to_investigate(g):
    """Round 1's Action Phase: the actor at Precinct 1 with 4 clues and an Informant in Precinct 4;
    Criminal 2 (face down) here, Criminal 5 (face down) in Precinct 4, Criminal 1 face up here."""
    s = _two_criminals_here(g)
    t = s.table
    here, there = g.districts.index(ra.precinct(1)), g.districts.index(ra.precinct(4))
    agents = tuple(replace(a, pos=here, clues=4) if k == s.actor else a for k, a in enumerate(t.agents))
    crims = ((1, here, 2, 0, 0, False), (2, here, 1, 0, 0, False), (5, there, 4, 3, 0, False))
    t = replace(t, agents=agents, criminals=crims, face_up=(1,), informants=((there, (s.actor,)),))
    return replace(s, table=t)


def test_the_player_chooses_which_card_to_investigate():
    # Investigate: a face-down card in the Agent's district or where it has an Informant, 2 clues; the
    # game used to look at the lowest-numbered one; now every eligible card is the player's to pick
    g = ra.game(2)
    s = _cards_to_investigate(g)
    assert ids.INVESTIGATE in s.legal_actions()
    asked = s.apply(ids.INVESTIGATE)
    assert asked.phase == "investigate" and asked.current_player == s.actor
    assert asked.legal_actions() == (2, 5)   # every eligible card, none face up (1) offered
    assert asked.action_label(5) == "look at Criminal 5's card" and "card to look at" in asked.turn().action
    assert asked.table == s.table   # nothing is paid before the card is chosen
    with pytest.raises(ValueError):
        asked.apply(1)   # face up: not a card to investigate
    with pytest.raises(ValueError):
        asked.chance_outcomes()
    done = asked.apply(5)
    a = done.table.agents[s.actor]
    assert done.phase == "act" and a.clues == 2 and done.table.investigated == ((5, s.actor),)
    assert "Criminal 5" not in str(done)   # what it showed is the investigator's alone
    assert "C5 health 4" in done.observation(s.actor) and \
        "C5 health 4" not in done.observation(1 - s.actor)
    # the named players look at the card of the Criminal here they are about to attack
    assert all(g.policies[k].action(asked, None) == 2 for k in ("hunter", "bomb_squad", "networker"))


def test_one_card_needs_no_choice():
    g = ra.game(2)
    s = _cards_to_investigate(g)
    s = replace(s, table=replace(s.table, informants=())).apply(ids.INVESTIGATE)   # only Criminal 2 now
    assert s.phase == "act" and s.table.investigated == ((2, s.actor),)


def test_an_investigate_in_the_middle_of_a_movement_returns_to_it():
    # Action Phase: Movement: Investigate may interrupt a Movement, which then goes on; choosing the card
    # (phase "investigate", issue 22 item 16a) must not end the Movement (found merging items 12 and 16a)
    g = ra.game(2)
    s = _cards_to_investigate(g)
    t = s.table
    a = t.agents[s.actor]
    moving = replace(s, phase="move", table=replace(t, agents=tuple(
        replace(x, route=(a.pos,), steps=1, moves=1) if k == s.actor else x for k, x in enumerate(t.agents))))
    assert ids.INVESTIGATE in moving.legal_actions()
    asked = moving.apply(ids.INVESTIGATE)
    assert asked.phase == "investigate" and asked.legal_actions() == (2, 5)
    done = asked.apply(5)
    assert done.phase == "move" and done.table.agents[s.actor].route == (a.pos,)
    assert done.table.investigated == ((5, s.actor),) and ids.MOVE_STOP in done.legal_actions()
    # one card open: no choice asked, and the Movement goes on too
    single = replace(moving, table=replace(moving.table, informants=())).apply(ids.INVESTIGATE)
    assert single.phase == "move" and single.table.investigated == ((2, s.actor),)
