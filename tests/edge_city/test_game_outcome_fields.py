"""A card or Zone step's chance outcome id read back by name (edgekit.edge_city.whole_game.cards.decode,
goes_on): the inverse of cards.encode, so no caller tests bits (`a & 2`) by hand (issue 20)."""

from edgekit.edge_city.rules.encounters import encounter_outcomes
from edgekit.edge_city.whole_game import board as gb
from edgekit.edge_city.whole_game import cards as gc


def test_decode_reads_back_every_encounter_of_a_few_cards():
    seen = set()
    for card, kw in (("TOXIC WASTE", {}), ("BIOWARE CHOP SHOP", {"bioware": (2,)}), ("CHAOS ZONE", {}),
                     ("BIOHAZARD", {})):
        for e in encounter_outcomes(card, **kw).outcomes():
            seen.add((bool(e.cool), bool(e.continues), bool(e.lost)))
            for discarded in (False, True):
                d = gc.decode(gc.encode(e) + gb.DISCARDED * discarded)
                assert (d.cool, d.continues, d.lost, d.dp, d.discarded) == (
                    bool(e.cool), bool(e.continues), bool(e.lost), int(e.dp), discarded)
                assert gc.goes_on(gc.encode(e)) is bool(e.continues)
    assert len(seen) >= 4   # both ways for COOL and for going on


def test_the_field_ids_are_the_old_bits():
    assert gc.decode(0) == (False, False, False, 0, False)
    assert gc.decode(1 + 2 + 4 + 8 * 3) == (True, True, True, 3, False)
    assert gc.decode(1027) == (True, True, False, 0, True)   # the TOXIC WASTE step of notebook edge_city_9
