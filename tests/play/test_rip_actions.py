"""The Rip game's action ids (edgekit.edge_city.rip.actions): pinned, and the game uses them."""

from edgekit.edge_city.rip import actions as A
from edgekit.edge_city.rip.game import STOP, TAKE, rip_game


def test_the_ids_are_the_pinned_numbers():
    assert (A.TAKE, A.STOP, A.NUM_ACTIONS) == (0, 1, 2) and (TAKE, STOP) == (A.TAKE, A.STOP)
    g = rip_game("Wannabee", "sensitive", second_chance="optional")
    assert g.num_distinct_actions == A.NUM_ACTIONS
    s = g.new_initial_state()
    while s.current_player != 0:   # to the first second chance: the Rip fails Stealth, wins Defend
        s = s.apply(next(o for o in s.chance_outcomes().outcomes() if not isinstance(
            s.apply(o).at, str)))
    assert s.legal_actions() == (A.TAKE, A.STOP)
    assert s.action_label(A.STOP) == "stop: the Rip ends, COOL kept"
