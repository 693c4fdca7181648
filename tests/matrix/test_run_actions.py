"""A Matrix run's action ids, named once (edgekit.matrix.whole_game.actions): the numbers are pinned
(golden transcripts, seeded runs and OpenSpiel record them); moves and draws are built and read back."""

import pytest

from edgekit import matrix as mx
from edgekit.matrix.board.grid import CENTRE, COLOURS, FORT, SIZE
from edgekit.matrix.whole_game import actions as A
from edgekit.matrix.whole_game.game import BUDGET, decode_move, encode_move


def test_the_ids_are_the_pinned_numbers():
    assert [(b.name, b.base, b.size) for b in A.LAYOUT] == [
        ("MOVE", 0, 8836), ("POWER_UPS", 8836, 7),
        # appended for the advanced game (issue 22); the two blocks above never moved
        ("PICK_PAWN", 8843, 4), ("START_RUN", 8847, 1), ("MOVE_FORT", 8848, 8836)]
    assert A.NUM_ACTIONS == 17684 == mx.game().num_distinct_actions
    assert A.PICK_PAWN(3) == 8846 and A.START_RUN(0) == 8847
    assert A.move_fort(1, (2, 3)) == 8848 + 1 * SIZE * SIZE + 3 * SIZE + 2
    assert A.move_fort_of(A.move_fort(1, (2, 3))) == (1, (2, 3))
    assert [A.face_outcome(f) for f in range(1, 7)] == list(range(6)) and A.face_of(5) == 6
    assert BUDGET == A.POWER_UPS(0) == 8836 and A.POWER_UPS(6) == 8842
    # the arithmetic the ids were hand-written with before they were named (issue 20)
    for b, (x, y) in ((0, (0, 0)), (1, CENTRE), (3, (46, 46)), (2, (5, 40))):
        assert encode_move(b, (x, y)) == A.move(b, (x, y)) == b * SIZE * SIZE + y * SIZE + x
        assert decode_move(A.move(b, (x, y))) == (b, (x, y))
    assert [A.tile_outcome(c, k) for c in COLOURS for k in range(1, FORT + 1)] == list(range(24))
    assert A.tile_outcome("Suns", FORT) == 5 and A.tile_of(23) == ("Arms", FORT)


def test_every_legal_action_of_a_seeded_run_is_named():
    from edgekit import play

    g = mx.game()
    s, seen = g.new_initial_state(), set()
    for step in play.play(g, seed=4).steps:
        if s.current_player == 0:
            seen |= {A.block_of(a).name for a in s.legal_actions()}
        s = s.apply(step.action_id)
    assert seen == {"MOVE", "POWER_UPS"}


def test_the_legal_move_ids_are_the_moves_the_rules_allow():
    """The run's hot loop builds move ids by arithmetic: each legal move id read back with
    ``move_of`` is a move the breaker may make there (step 1), over seeded runs."""
    from edgekit import play

    g = mx.game()
    checked = 0
    for seed in range(4):
        s = g.new_initial_state()
        for step in play.play(g, seed=seed).steps:
            if s.current_player == 0:
                for a in s.legal_actions():
                    if a in A.MOVE:
                        b, space = A.move_of(a)
                        assert g._legal_move(s, b, space), (seed, a, b, space)
                        checked += 1
            s = s.apply(step.action_id)
    assert checked > 100


@pytest.mark.parametrize("bad", [A.POWER_UPS(0), -1, 8843])
def test_a_non_move_id_is_refused_naming_a(bad):
    with pytest.raises(ValueError, match="a: "):
        A.move_of(bad)


@pytest.mark.parametrize("colour,strength", [("Stars", 1), ("Suns", 0), ("Suns", 7), ("Suns", True)])
def test_a_bad_tile_is_refused_by_name(colour, strength):
    with pytest.raises(ValueError, match="colour: |strength: "):
        A.tile_outcome(colour, strength)


@pytest.mark.parametrize("bad", [-1, 24, True, 2.0])
def test_a_bad_draw_outcome_is_refused_naming_outcome(bad):
    with pytest.raises(ValueError, match="^outcome: "):
        A.tile_of(bad)
