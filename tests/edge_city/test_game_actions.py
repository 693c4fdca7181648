"""The whole game's action ids, named once (edgekit.edge_city.whole_game.actions): the numbers are pinned
(golden transcripts and seeded games record them), the blocks tile 0..NUM_ACTIONS, bad ids are refused."""

import pytest

import edgekit.edge_city as ec
from edgekit.edge_city.whole_game import actions as A

# the ids as they were hand-picked before they were named (issue 20): they must never move
PINNED = {"PASS": 0, "BUY": 1, "RIP": 2, "TRAVEL": 5, "THEFT": 9, "TAKE_DP": 10, "TAKE_IT": 11, "IT": 12,
          "DRAW": 18, "SHOP": 19, "DONE": 20, "TAKE": 21, "CARD": 22, "TRAVEL_AT": 1000, "SWAT": 1024,
          "ICE": 1030, "SPOIL": 1036, "TAKE_CARD": 1040, "DESTROY": 1284, "TECH": 1528, "ROUTE": 1600,
          "SHOW": 1608,
          "UPGRADE": 1852, "UNZONE": 1853}   # issue 22 item 8: the Upgrade Rip, appended at the end


def test_the_ids_are_the_pinned_numbers():
    assert {b.name: b.base for b in A.LAYOUT} == PINNED
    assert A.NUM_ACTIONS == 1901 and A.UPGRADE == 1852 and A.UNZONE(2 * 23 + 1) == 1900
    assert (A.SPOIL_NONE, A.SPOIL_UNCOOL, A.SPOIL_DP, A.SPOIL_RANDOM) == (1036, 1037, 1038, 1039)
    assert (A.RIP("sensitive"), A.RIP("secret"), A.RIP("super_secret")) == (2, 3, 4)
    assert ec.game(2).num_distinct_actions == A.NUM_ACTIONS   # an attribute (the OpenSpiel value)


def test_the_blocks_tile_the_ids_without_gaps_or_overlaps():
    ends = [0] + [b.end for b in A.LAYOUT]
    assert [b.base for b in A.LAYOUT] == ends[:-1] and ends[-1] == A.NUM_ACTIONS
    got = [A.block_of(a).name for a in (0, 4, 999, 1000, 1851, 1852, 1900)]
    assert got == ["PASS", "RIP", "CARD", "TRAVEL_AT", "SHOW", "UPGRADE", "UNZONE"]
    for b in A.LAYOUT:   # build and parse are inverse
        assert [b.index(b(k)) for k in range(b.size)] == list(range(b.size))
        assert b.base - 1 not in b and b.end not in b


def test_every_card_block_fits_below_the_board():
    assert A.CARD0 + 4 * A.MAX_CARDS <= A.TRAVEL_AT0


@pytest.mark.parametrize("bad", [3, -1, "top_secret", True, 1.0])
def test_a_member_outside_the_block_is_refused_naming_k(bad):
    with pytest.raises(ValueError, match="k: "):
        A.RIP(bad)


@pytest.mark.parametrize("bad", [1, 5, 1901, -1, "2"])
def test_an_id_outside_the_block_is_refused_naming_a(bad):
    with pytest.raises(ValueError, match="a: "):
        A.RIP.index(bad)
    if bad in (1901, -1, "2"):
        with pytest.raises(ValueError, match="a: "):
            A.block_of(bad)
