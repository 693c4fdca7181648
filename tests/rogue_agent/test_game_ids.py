"""Rogue Agent's action ids, named once (edgekit.rogue_agent.whole_game.ids), and the Bomb game's
(edgekit.rogue_agent.bomb.actions): the numbers are pinned (golden transcripts, seeded games and
OpenSpiel record them), the blocks fit the game they name, every legal action is in a block."""

import pytest

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.rogue_agent.bomb import actions as B
from edgekit.rogue_agent.whole_game import ids
from edgekit.rogue_agent.whole_game.economy import MAX_AMMO_DICE

# the ids as they were hand-picked before they were named (issue 20): they must never move
PINNED = {"END": (0, 1), "MOVE": (1, 13), "ATTACK_CRIMINAL": (14, 1), "ATTACK_KILLER": (15, 1),
          "TURN_IN": (16, 1), "DEFUSE": (17, 1), "HIRE": (18, 1), "INTERCEPT": (19, 1), "SCAN": (40, 4),
          "ATTACK_AGENT": (44, 4), "ATTACK_ANDROID": (48, 4), "ATTACK_DISTRICT": (52, 1), "BUY": (60, 2),
          "SEARCH": (62, 1), "INVESTIGATE": (63, 1), "INFLUENCE": (64, 1), "ATTACK_CRIMINAL_AMMO": (65, 3),
          "ATTACK_KILLER_AMMO": (68, 3)}


def test_the_ids_are_the_pinned_numbers():
    assert {b.name: (b.base, b.size) for b in ids.LAYOUT} == PINNED
    assert (ids.END, ids.ATTACK_CRIMINAL, ids.ATTACK_KILLER, ids.TURN_IN, ids.DEFUSE, ids.HIRE,
            ids.INTERCEPT, ids.ATTACK_DISTRICT, ids.SEARCH, ids.INVESTIGATE, ids.INFLUENCE) == (
        0, 14, 15, 16, 17, 18, 19, 52, 62, 63, 64)
    assert (ids.DEFUSE_STOP, ids.DEFUSE_ROLL) == (0, 17) == (ids.END, ids.DEFUSE)
    assert (ids.BUY(0), ids.BUY("second"), ids.ATTACK_KILLER_AMMO(2)) == (60, 61, 70)
    assert ids.NUM_ACTIONS == 71 == ra.game(2).num_distinct_actions
    assert ids.ECONOMY_ACTIONS == frozenset(range(60, 71)) and ids.ANDROID_ACTIONS == range(40, 53)
    assert ra.END == ids.END and ra.DEFUSE_ROLL == ids.DEFUSE_ROLL   # the package's names are these


def test_the_blocks_fit_the_game():
    g = ra.game(2)
    assert ids.MOVE.size == len(g.districts) == ids.MAX_DISTRICTS
    assert ids.ATTACK_CRIMINAL_AMMO.size == ids.ATTACK_KILLER_AMMO.size == MAX_AMMO_DICE
    assert [ra.move_action(k) for k in range(13)] == list(ids.MOVE.ids)
    ends = [b.end for b in ids.LAYOUT]
    assert all(e <= b.base for e, b in zip(ends, ids.LAYOUT[1:]))   # in order, never overlapping


def test_every_legal_action_of_a_seeded_game_is_named():
    for mode, seed in (("agent", 3), ("android", 1)):
        g = ra.game(3, mode=mode)
        states = [g.new_initial_state()]
        for step in play.play(g, seed=seed).steps:   # replayed: the states the seeded game went through
            states.append(states[-1].apply(step.action_id))
        acts = {x for st in states if st.phase == "act" for x in st.legal_actions()}
        assert len(acts) > 10 and all(ids.block_of(x).name in PINNED for x in acts)


def test_the_bomb_games_ids_are_pinned():
    assert (B.ROLL, B.STOP, B.PLACE.base, B.PLACE.size, B.PASS, B.FAIL) == (0, 1, 0, 4096, 0, 1)
    assert B.NUM_ACTIONS == B.MAX_PLACEMENT_OPTIONS == ra.bomb_game(4).num_distinct_actions == 4096
    g = ra.bomb_game(4, dice=9)
    s = g.new_initial_state()
    assert all(B.roll_outcome(*B.roll_of(o, 9), 9) == o for o in s.chance_outcomes().outcomes())
    assert B.roll_outcome(1, 1, 9) == 11 and B.roll_of(11, 9) == (1, 1)   # x * (dice + 1) + y, as before


@pytest.mark.parametrize("args,named", [((5, 5, 9), "crosses, explosions"), ((10, 0, 9), "crosses"),
                                        ((0, -1, 9), "explosions"), ((0, 0, 1.5), "dice"),
                                        ((True, 0, 9), "crosses")])
def test_a_bad_roll_is_refused_naming_the_argument(args, named):
    with pytest.raises(ValueError, match=f"^{named}: "):
        B.roll_outcome(*args)
    with pytest.raises(ValueError, match="^outcome: "):
        B.roll_of(100, 9)
