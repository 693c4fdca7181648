"""Points of the whole game of Rogue Agent that were decided silently (issue 22 item 16), each now a
reading of ``rogue_agent/readings.toml`` played by the game under every option: the wound markers
(credits out of the bank), where a subdued Criminal's token lies, a Defuse board with a line and a
four-explosion column, an empty Criminal deck, a Scan of a player who revealed this round. Each test
builds the position directly and names the section it checks. (Investigate's card is the player's
choice: tests/rogue_agent/test_game_choices.py.)"""

from dataclasses import replace

import pytest

import edgekit.rogue_agent as ra
from edgekit.rogue_agent.whole_game import economy as eco
from edgekit.rogue_agent.whole_game import ids, phases
from edgekit.rogue_agent.whole_game.game import ATTACK_CRIMINAL


def _act(g):
    """Round 1's Action Phase (every chance step its first outcome), the city emptied."""
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    t = s.table
    return replace(s, table=replace(t, bombs=(), killers=(), criminals=()))


def _agent(s, i=0, **changes):
    t = s.table
    agents = t.agents[:i] + (replace(t.agents[i], **changes),) + t.agents[i + 1:]
    return replace(s, table=replace(t, agents=agents))


def _criminal_here(g, s, number=6, health=4, where=None):
    """Criminal ``number`` (health ``health``, face down) where the actor stands (or ``where``)."""
    t = s.table
    d = t.agents[s.actor].pos if where is None else where
    bag = (t.bag[0], t.bag[1], tuple(n for n in t.bag[2] if n != number))
    crim = (number, d, health, 0, 0, False)
    return replace(s, table=replace(t, bag=bag, criminals=tuple(sorted(t.criminals + (crim,)))))


def _roll(g, s, hits, wounds=0):
    """The attack outcome index with ``hits`` hits and ``wounds`` pistol wounds."""
    outs = g.attack_law(*s.pending[2:5])[0]
    return outs.index((hits, wounds))


def _supply_kept(g, s):
    t = s.table
    return t.bank + sum(a.credits for a in t.agents) == g.supply


# --- 16b: the wound markers are credits out of the bank (reading wound_markers) ------------------------

def test_wound_markers_come_out_of_the_bank_and_go_back_with_the_criminal():
    # Justice: Attack (Criminal): a failed attack lays credit markers on the card, one a wound; the
    # subduer does not receive them; Credits / Final Setup: credits are limited to the tokens there are
    g = ra.game(2)
    s = _agent(_act(g), 0, pos=g.districts.index(ra.precinct(3)))
    s = _criminal_here(g, s, health=4)
    t = s.table
    s = replace(s, table=replace(t, bank=t.bank - 15, agents=tuple(
        replace(a, credits=a.credits + (15 if k == 1 else 0)) for k, a in enumerate(t.agents))))
    assert eco.free_bank(g, s.table) == 2 and _supply_kept(g, s)
    att = s.apply(ATTACK_CRIMINAL)
    after = att.apply(_roll(g, att, 3))   # 3 hits on health 4: failed, 3 wounds, only 2 credits to mark them
    crim = after.table.criminals[0]
    assert crim[4] == 2 == ra.wounds_marked(3, 2)   # a hit with no credit left to mark it is not counted
    assert eco.free_bank(g, after.table) == 0 and after.table.bank == 2 and _supply_kept(g, after)
    assert "bank 0 (+2 wound markers on cards)" in str(after)
    # a turn-in now finds the bank empty (its markers are not the bank's to pay out)
    assert eco.turn_in(g, _agent(after, 0, custody=((1, 4, 0, None),)).table, 0).agents[0].credits == \
        after.table.agents[0].credits
    # subdued: the markers go back to the bank, not to the player
    again = _agent(after, 0, justice=0).apply(ATTACK_CRIMINAL)
    won = again.apply(_roll(g, again, 2))
    assert won.table.criminals == () and won.table.agents[0].credits == after.table.agents[0].credits
    assert eco.free_bank(g, won.table) == 2 and _supply_kept(g, won)


def test_under_tally_the_wounds_leave_the_bank_alone():
    g = ra.game(2, wound_markers="tally")
    s = _criminal_here(g, _agent(_act(g), 0, pos=g.districts.index(ra.precinct(3))), health=4)
    s = replace(s, table=replace(s.table, bank=0))
    att = s.apply(ATTACK_CRIMINAL)
    after = att.apply(_roll(g, att, 3))
    assert after.table.criminals[0][4] == 3 and eco.free_bank(g, after.table) == 0 == after.table.bank
    assert "wound markers" not in str(after)


# --- 16c: where a subdued Criminal's token lies (reading custody_token) ---------------------------------

def _subdued_then_police(custody_token):
    g = ra.game(2, custody_token=custody_token)
    p3 = g.districts.index(ra.precinct(3))
    s = _criminal_here(g, _agent(_act(g), 0, pos=p3), health=1)
    s = replace(s, table=replace(s.table, police=g.districts.index(ra.precinct(2))))   # next: Precinct 3
    att = s.apply(ATTACK_CRIMINAL)
    won = att.apply(_roll(g, att, 1))
    assert won.table.agents[0].custody == ((6, 1, 0, p3 if custody_token == "in_district" else None),)
    walked = _agent(won, 0, pos=g.hq)   # the Agent walks away to the Headquarters
    end = walked.apply(ids.END).apply(ids.END)   # both players end: the City Phase runs
    return g, end


def test_custody_with_the_agent_survives_the_police_squad():
    # Justice: Attack: the subdued token is placed under the Agent; C. City Phase step 3: the Police
    # Squad returns the event tokens of the precinct it arrives in to the Data Stream
    g, end = _subdued_then_police("with_agent")
    assert end.table.police == g.districts.index(ra.precinct(3))
    assert [c[0] for c in end.table.agents[0].custody] == [6] and 6 not in end.table.bag[2]


def test_custody_left_in_the_district_is_swept_by_the_police_squad():
    # C. City Phase step 1: subdued Criminals remain in their districts (reading in_district): the
    # Police Squad's arrival returns the token to the Data Stream and ends the custody
    g, end = _subdued_then_police("in_district")
    assert end.table.police == g.districts.index(ra.precinct(3))
    assert end.table.agents[0].custody == () and 6 in end.table.bag[2]
    assert ra.custody_kept(1, custody_token="in_district") == ra.custody_kept(0) * 5 / 6


def test_a_bomb_exploding_where_the_token_lies_sweeps_it():
    # Defuse a Bomb (Bomb explosion): every Criminal token in the location goes back to the Data Stream
    g = ra.game(2, custody_token="in_district")
    p3, hq = g.districts.index(ra.precinct(3)), g.hq
    s = _agent(_act(g), 0, pos=hq, custody=((6, 2, 1, p3),))
    held = s.table.bag[:2] + (tuple(n for n in s.table.bag[2] if n != 6),)   # token 6 is in custody
    s = replace(s, table=replace(s.table, bag=held))
    t = phases.explode(replace(s.table, bombs=((p3, 0),)), g.city, g.districts, p3, 1, 0)
    assert t.agents[0].custody == () and 6 in t.bag[2]
    assert t.agents[0].health == s.table.agents[0].health   # the Headquarters is protected: no wound
    kept = phases.explode(replace(_agent(s, 0, custody=((6, 2, 1, None),)).table, bombs=((p3, 0),)),
                          g.city, g.districts, p3, 1, 0)
    assert kept.agents[0].custody == ((6, 2, 1, None),) and 6 not in kept.bag[2]   # under the Agent


# --- 16d: a line of 3 crosses and a four-explosion column (reading bomb_line_fourth) --------------------

def test_a_line_beside_a_four_explosion_column():
    # Defuse a Bomb: a line of 3 crosses defuses; a column of 4 explosions fails the attempt; all dice
    # are placed even once a line has formed. Board: column 1 four explosions, column 2 three crosses.
    board = ((4, 0), (0, 3))
    failed = ra.attempt_end(board, ra.bomb_rules(4))
    line = ra.attempt_end(board, ra.bomb_rules(4, bomb_line_fourth="line"))
    assert (failed.kind, failed.defuses) == ("failed", False)
    assert (line.kind, line.check_dice, line.defuses) == ("check", 4, True)   # the open column's check
    # reachable in one roll of 7 dice (4 explosions, 3 crosses), and it moves the optimal odds at Timer 2
    assert board in ra.placements((), 3, 4, ra.bomb_rules(4))
    f = ra.ILLUSTRATIVE_FACES
    a, b = ra.solve_defuse(2, **f), ra.solve_defuse(2, **f, bomb_line_fourth="line")
    assert a.defused != b.defused and a.exploded != b.exploded
    # the whole game's Defuse is played under the reading
    g = ra.game(2, bomb_line_fourth="line")
    assert g.defuse_game(2).new_initial_state().game.rules.bomb_line_fourth == "line"


# --- 16e: a Criminal token drawn when the deck is spent (reading criminal_deck_empty) -------------------

@pytest.mark.parametrize("option, back", [("to_bag", True), ("set_aside", False)])
def test_a_criminal_token_drawn_with_the_deck_spent(option, back):
    # A. Time Phase step 4: a Criminal token needs the top Criminal card; with none left nothing is placed
    g = ra.game(2, criminal_deck_empty=option)
    s = g.new_initial_state().apply(0)   # the Police Squad's die
    assert s.phase == "draw"
    s = replace(s, deck=(0, 0))
    drawn = s.apply(1 + 3)   # Criminal token 3
    assert drawn.phase == "place" and 3 not in drawn.table.bag[2]
    placed = drawn.apply(0)
    assert placed.table.criminals == () and (3 in placed.table.bag[2]) == back
    assert len(placed.table.bag[2]) == ra.bag_without_card((4, 4, 6), criminal_deck_empty=option)[2]


# --- 16f: a Scan of a player who revealed this round (reading scan_revealed) ----------------------------

@pytest.mark.parametrize("option", ["not_offered", "clues_spent"])
def test_a_scan_of_a_player_who_revealed_this_round(option):
    # Android Mode: Revealing an Identification Token: event 3 (Scan, 4 clues); one token a round
    g = ra.game(3, mode="android", android_tokens=6, scan_revealed=option)
    s = _act(g)
    s = _agent(_agent(s, 0, clues=8), 1, pos=s.table.agents[0].pos, androids=2, shown_human=1,
               revealed_round=s.round)
    offered = ids.SCAN(1) in s.legal_actions()
    assert offered == (option == "clues_spent") == ra.scan_open(True, scan_revealed=option)
    if offered:
        after = s.apply(ids.SCAN(1))
        assert after.table.agents[0].clues == 4 and after.table.agents[1] == s.table.agents[1]  # skipped
    later = replace(s, round=s.round + 1)   # a new round: the player may be scanned again
    assert ids.SCAN(1) in later.legal_actions()
