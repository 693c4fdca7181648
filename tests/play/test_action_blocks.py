"""The play layer's action-id allocator (edgekit.play.actions), shared by the four games: blocks laid
end to end from 0, gaps kept where ids were hand-picked, members built and read back, bad input refused."""

import pytest

from edgekit.play.actions import Block, block_of, lay_out


def test_blocks_are_laid_end_to_end_and_a_gap_skips_ids():
    a, b, c = lay_out(("A", 1), ("B", 3, ("x", "y", "z")), 5, ("C", 2))
    assert (a.base, b.base, c.base, c.end) == (0, 1, 9, 11)
    assert (b("y"), b(2), b.index(3), list(c.ids)) == (2, 3, 2, [9, 10])
    assert block_of((a, b, c), 10) is c
    with pytest.raises(ValueError, match="a: 5 "):   # in the gap: no block has it
        block_of((a, b, c), 5, "a toy game's")


@pytest.mark.parametrize("bad", [-1, 3, True, 1.0, "w", None])
def test_a_member_outside_the_block_is_refused_naming_k(bad):
    with pytest.raises(ValueError, match="k: "):
        Block("B", 1, 3, ("x", "y", "z"))(bad)


@pytest.mark.parametrize("bad", [0, 4, -1, True, 2.0, "2"])
def test_an_id_outside_the_block_is_refused_naming_a(bad):
    b = Block("B", 1, 3)
    assert bad not in b
    with pytest.raises(ValueError, match="a: "):
        b.index(bad)


@pytest.mark.parametrize("spec", [0, -2, ("A", 0), ("A", True), ("A", 1.5)])
def test_a_bad_layout_is_refused_naming_specs(spec):
    with pytest.raises(ValueError, match="specs: "):
        lay_out(("Z", 1), spec)
