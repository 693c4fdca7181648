"""Sprawl cards (Edge City 11.4): data, priority, Zone and Event attacks, one roll deciding two things."""

import itertools
from fractions import Fraction

import pytest
import sympy
from hypothesis import given
from hypothesis import strategies as st

from edgekit import readings
from edgekit.data import DataError
from edgekit.dist import Dist
from edgekit.edge_city.rules import encounters as en
from edgekit.edge_city.rules import sprawl as sp
from edgekit.edge_city.rules.win import win_number

# ------------------------------------------------------------------ data


def test_named_cards_load_with_their_printed_values():
    cards = sp.sprawl_cards()
    assert len(cards) == 20
    tw = cards["TOXIC WASTE"]  # Edge City Figure 11.4.3-1
    assert (tw.kind, tw.priority, tw.tp_cost, tw.attack, tw.modifier, tw.discard, tw.source) == \
        ("zone", "A", 3, "COOL", 1, (2, 6), "printed")
    glove = cards["STEALTH GLOVE"]  # Edge City Figure 11.4.5-1
    assert (glove.priority, glove.tech_class, glove.tech_type, glove.tech_modifier, glove.cost_dp) == \
        ("C", "hardware", "stealth", 2, 4)
    shop = cards["BIOWARE CHOP SHOP"]  # Edge City 11.4.8
    assert shop.less_largest_bioware and shop.on_loss == "lose_card" and shop.discard is None
    assert shop.source == "example"
    assert cards["SPRAWL RUMOR"].dp == 2 and cards["SPRAWL RUMOR"].priority == "D"
    assert cards["ICE ENTITY"].kind == "patron"
    assert all(c.cite.startswith("Edge City") for c in cards.values())


def test_card_lookup_and_bad_input():
    assert sp.sprawl_card("toxic  waste").name == "TOXIC WASTE"
    with pytest.raises(ValueError, match="no card named"):
        sp.sprawl_card("NEON DRAGON")
    with pytest.raises(TypeError):
        sp.sprawl_card(7)
    with pytest.raises(ValueError, match="11.4.2"):
        sp.hypothetical_card("X", "weather")
    with pytest.raises(ValueError, match="priority B"):
        sp.SprawlCard("X", "event", priority="A")
    with pytest.raises(ValueError, match="Only Zone and Event|only Zone and Event"):
        sp.hypothetical_card("X", "tech", attack="SWAT", modifier=1)
    with pytest.raises(ValueError, match="11.4.3.1"):
        sp.hypothetical_card("X", "event", discard=(2, 6))
    assert issubclass(DataError, ValueError)


# ------------------------------------------------------------------ 11.4.1, 11.4.2


def test_cards_to_draw():  # Edge City 11.4.1: two, less the cards already in the space
    assert [sp.cards_to_draw(n) for n in (0, 1, 2)] == [2, 1, 0]
    with pytest.raises(ValueError, match="11.4.3"):
        sp.cards_to_draw(3)
    with pytest.raises(TypeError):
        sp.cards_to_draw(True)


def test_encounter_order_board_first_then_abcd():  # Edge City 11.4.2
    order = sp.encounter_order(["BIOHAZARD"], ["SPRAWL RUMOR", "STEALTH GLOVE", "TOXIC WASTE"])
    assert [c.name for c in order] == ["BIOHAZARD", "TOXIC WASTE", "STEALTH GLOVE", "SPRAWL RUMOR"]
    ev = sp.hypothetical_card("STORM", "event", attack="SWAT", modifier=2)
    assert [c.priority for c in sp.encounter_order([], ["SPRAWL RUMOR", ev, "BURN"])] == ["B", "C", "D"]
    # two cards of one priority: the player's order is kept
    a = sp.encounter_order([], ["ICE ENTITY", "SPRAWL RUMOR"])
    b = sp.encounter_order([], ["SPRAWL RUMOR", "ICE ENTITY"])
    assert [c.name for c in a] == ["ICE ENTITY", "SPRAWL RUMOR"] and [c.name for c in b][0] == "SPRAWL RUMOR"
    with pytest.raises(ValueError, match="priority is unknown"):
        sp.encounter_order([], ["STATUS BOOST"])


def test_defence_win_numbers():
    assert en.sprawl_defence_w("TOXIC WASTE") == 8  # COOL 7 + 1 (Figure 11.4.3-1, 9.4)
    assert en.sprawl_defence_w("BIOWARE CHOP SHOP", bioware=(1,)) == 6  # Mad Maxine, 11.4.8
    assert en.sprawl_defence_w("BIOWARE CHOP SHOP", bioware=(1, 3)) == 4  # the largest counts
    assert en.sprawl_defence_w("SPRAWL RUMOR") is None
    ev = sp.hypothetical_card("AMBUSH", "event", attack="SWAT", modifier=3)
    # 11.5.3.2: R = D - A, Table 1.0 with the defender's Status
    assert en.sprawl_defence_w(ev, status="Wannabee", swat_defend=1) == win_number("Wannabee", -2) == 5
    assert en.sprawl_defence_w(ev, status="Hackolyte", ice_defend=5) == win_number("Hackolyte", -3)


# ------------------------------------------------------------------ exact numbers


def test_toxic_waste_joint_distribution():  # Figure 11.4.3-1 with 8.5.1 and 8.5.2
    t = en.encounter_joint_table("TOXIC WASTE")
    assert t[("won", "discarded")] == Fraction(15, 36)  # 2..6
    assert t[("won", "stays")] == Fraction(11, 36)  # 7, 8
    assert t[("lost", "stays")] == Fraction(9, 36)  # 9, 10, 11
    assert t[("natural 12 (ends the Draw)", "stays")] == Fraction(1, 36)
    assert t[("lost", "discarded")] == 0
    plain = en.encounter_joint_table("TOXIC WASTE", natural_12="plain_failure")
    assert plain[("lost", "stays")] == Fraction(10, 36)
    assert ("natural 12 (ends the Draw)", "stays") not in plain
    # P(UnCOOL): a 12 keeps COOL only under 8.5.1 as written
    d = en.encounter_outcomes("TOXIC WASTE")
    assert d.p(lambda e: not e.cool) == Fraction(9, 36)
    assert en.encounter_outcomes("TOXIC WASTE", natural_12="plain_failure").p(lambda e: not e.cool) == \
        Fraction(10, 36)


def test_bioware_chop_shop_mad_maxine():  # Edge City 11.4.8
    d = en.encounter_outcomes("BIOWARE CHOP SHOP", bioware=(1,))
    assert d.p(lambda e: e.roll_won) == Fraction(15, 36)
    assert d.p(lambda e: e.lost == "Bioware +1") == Fraction(21, 36)
    assert d.p(lambda e: e.cool) == 1  # "this encounter does not affect her COOL"
    assert en.p_act_on_next("BIOWARE CHOP SHOP", bioware=(1,)) == Fraction(35, 36)
    assert en.p_act_on_next("BIOWARE CHOP SHOP", bioware=(1,), natural_12="plain_failure") == 1
    assert en.p_act_on_next("BIOWARE CHOP SHOP", bioware=(1,), sprawl_win="make_roll") == Fraction(15, 36)
    # with no Bioware card there is nothing to lose: no attack roll
    assert en.encounter_outcomes("BIOWARE CHOP SHOP") == Dist.point(en.Encounter("BIOWARE CHOP SHOP", None))


def test_rows_of_the_roll_table_sum_to_one():
    rows = en.encounter_roll_table("TOXIC WASTE")
    assert [r["roll"] for r in rows] == list(range(2, 13))
    assert sum(r["P"] for r in rows) == 1
    assert [r["discarded"] for r in rows] == [True] * 5 + [False] * 6
    assert rows[-1]["defence"].startswith("natural 12") and rows[-1]["COOL kept"]


def test_event_win_gains_dp_and_loss_costs_cool():  # Edge City 11.5.4.2
    ev = sp.hypothetical_card("AMBUSH", "event", attack="SWAT", modifier=3)
    d = en.encounter_outcomes(ev, status="Wannabee", swat_defend=1)  # W 5
    assert d.p(lambda e: e.dp == 3) == Fraction(10, 36)
    assert d.p(lambda e: not e.cool) == Fraction(25, 36)  # 6..11; a 12 keeps COOL (8.5.1)
    zone = sp.hypothetical_card("SNIPER NEST", "zone", attack="ICE", modifier=2, discard=(2, 3))
    dz = en.encounter_outcomes(zone, status="Hackolyte", ice_defend=0)  # R -2 -> reconstructed W 6
    assert dz.p(lambda e: e.dp > 0) == 0  # a Zone gives no DP
    assert dz.p(lambda e: e.discarded) == Fraction(3, 36)


def test_draw_outcomes_mad_maxine_and_readings():  # Edge City 11.4.2, 11.4.8
    cards = sp.encounter_order([], ["SPRAWL RUMOR", "BIOWARE CHOP SHOP"])
    d = en.draw_outcomes(cards, bioware=(1,))
    assert d.p(lambda o: o.dp == 2) == Fraction(35, 36)
    assert d.p(lambda o: o.cool) == 1
    d2 = en.draw_outcomes(cards, bioware=(1,), sprawl_win="make_roll")
    assert d2.p(lambda o: o.dp == 2) == Fraction(15, 36)
    # TOXIC WASTE then a Rumor: on to the Rumor only if still COOL and no natural 12
    d3 = en.draw_outcomes(["TOXIC WASTE", "SPRAWL RUMOR"])
    assert d3.p(lambda o: o.dp == 2) == Fraction(26, 36)
    # losing the +3 Bioware card to a first chop shop leaves the +1 for the second
    d4 = en.draw_outcomes(["BIOWARE CHOP SHOP", "BIOWARE CHOP SHOP"], bioware=(3, 1))
    # lose at W 7-3 = 4 without a 12 (3..11 less 12: 29/36), then at W 7-1 = 6 (7..12: 21/36)
    assert d4.p(lambda o: o.lost == ("Bioware +3", "Bioware +1")) == Fraction(29, 36) * Fraction(21, 36)
    # only the +3 lost: lose it then win at W 6; a 12 first (ends the Draw); or win first, then lose
    # the +3 to the second shop (W 4: 5..12)
    only3 = Fraction(29, 36) * Fraction(15, 36) + Fraction(1, 36) + Fraction(6, 36) * Fraction(30, 36)
    assert d4.p(lambda o: o.lost == ("Bioware +3",)) == only3


# ------------------------------------------------------------------ brute-force oracle


def _oracle(card, bioware, w, natural_12, sprawl_win):
    """Enumerate all 36 ordered pairs of dice and apply 11.4-11.5.4.2, 8.5.1, 8.5.2 directly."""
    counts = {}
    for d1, d2 in itertools.product(range(1, 7), repeat=2):
        e = _oracle_total(card, d1 + d2, bioware, w, natural_12, sprawl_win)
        counts[e] = counts.get(e, 0) + 1
    return Dist.from_weights(counts)


def _oracle_total(card, t, bioware, w, natural_12, sprawl_win):
    """Apply 11.4-11.5.4.2, 8.5.1 and 8.5.2 to one two-dice total ``t``, written out directly."""
    disc = card.discard is not None and card.discard[0] <= t <= card.discard[1]
    if card.attack is None or (card.on_loss == "lose_card" and not bioware):
        e = en.Encounter(card.name, None, discarded=disc)
    else:
        if t == 2:
            won = True
        elif t == 12:
            won = False
        else:
            won = t <= w
        twelve_ends = t == 12 and natural_12 == "ends_action"
        cool, lost, dp = True, "", 0
        if won and card.kind == "event":
            dp = card.modifier
        if not won and card.on_loss == "lose_card":
            lost = f"Bioware +{max(bioware)}"
        if not won and card.on_loss == "uncool" and not twelve_ends:
            cool = False
        if twelve_ends:
            go = False
        elif sprawl_win == "keep_cool":
            go = cool
        else:
            go = won
        e = en.Encounter(card.name, won, cool, lost, disc, go, dp, twelve_ends)
    return e


CARDS = [
    ("TOXIC WASTE", {}),
    ("BIOWARE CHOP SHOP", {"bioware": (1,)}),
    ("BIOWARE CHOP SHOP", {"bioware": (4, 2)}),
    ("BIOWARE CHOP SHOP", {}),
    (sp.hypothetical_card("AMBUSH", "event", attack="SWAT", modifier=3, on_loss="uncool"),
     {"status": "Wannabee", "swat_defend": 1}),
    (sp.hypothetical_card("DATA STORM", "event", attack="ICE", modifier=1, on_loss="uncool"),
     {"status": "Hacker Legend", "ice_defend": 0}),
    (sp.hypothetical_card("SNIPER NEST", "zone", attack="ICE", modifier=6, on_loss="uncool", discard=(2, 9)),
     {"status": "Wannabee"}),
    (sp.hypothetical_card("RUBBLE", "zone", discard=(2, 4)), {}),
    (sp.with_discard_roll("BIOWARE CHOP SHOP", 2, 4), {"bioware": (2,)}),
]


@pytest.mark.parametrize("natural_12", ["ends_action", "plain_failure"])
@pytest.mark.parametrize("sprawl_win", ["keep_cool", "make_roll"])
@pytest.mark.parametrize("card,ripper", CARDS)
def test_joint_distribution_equals_36_roll_enumeration(card, ripper, natural_12, sprawl_win):
    card = sp.sprawl_card(card)
    fast = en.encounter_outcomes(card, natural_12=natural_12, sprawl_win=sprawl_win, **ripper)
    w = en.sprawl_defence_w(card, **{k: v for k, v in ripper.items()})
    assert fast == _oracle(card, tuple(ripper.get("bioware", ())), w, natural_12, sprawl_win)


def test_temporary_chop_shop_what_if_has_joint_cells():
    card = sp.with_discard_roll("BIOWARE CHOP SHOP", 2, 4)
    assert card.source == "assumed" and "assumed" in card.note
    t = en.encounter_joint_table(card, bioware=(1,))
    assert t[("won", "discarded")] == Fraction(6, 36) and t[("lost", "discarded")] == 0


# ------------------------------------------------------------------ deck (EC-21) and readings


def test_draw_chances_are_symbolic_in_the_unknown_count():  # Edge City 3.0, 11.4.1; register EC-21
    n = sp.deck_count("TOXIC WASTE")
    one, two = sp.p_draw("TOXIC WASTE"), sp.p_draw("TOXIC WASTE", draws=2)
    assert one.free_symbols == {n} and two.free_symbols == {n}
    assert one.subs(n, 1) == Fraction(1, 80)
    assert two.subs(n, 1) == Fraction(1, 40)
    assert two.subs(n, 0) == 0
    assert sympy.simplify(two.subs(n, 2) - (1 - sympy.Rational(78 * 77, 80 * 79))) == 0
    with pytest.raises(ValueError, match="11.4.1"):
        sp.p_draw("TOXIC WASTE", draws=3)


def test_readings_registered_and_validated():
    r = readings.get("sprawl_win")
    assert r.default == "keep_cool" and r.register == "EC-20" and "Edge City 11.4.8" in r.cite
    t = readings.get("sprawl_turn_actions")
    assert t.default == "chart" and t.register == "EC-10"
    with pytest.raises(ValueError, match="keep_cool"):
        en.encounter_outcomes("TOXIC WASTE", sprawl_win="maybe")
    with pytest.raises(TypeError, match="coolness"):
        en.encounter_outcomes("TOXIC WASTE", coolness=7)


def test_sprawl_zone_actions_under_each_reading():  # Edge City 8.2, Chart 1.0, 11.4.1
    assert "draw Sprawl cards" in sp.sprawl_zone_actions(travelled=True)
    assert sp.sprawl_zone_actions(travelled=True, sprawl_turn_actions="one_action") == ()
    assert "attempt a Rip" in sp.sprawl_zone_actions(travelled=False)
    with pytest.raises(TypeError):
        sp.sprawl_zone_actions(travelled="yes")


def test_passing_through_two_zone_cards():  # Edge City 11.4.3, 11.5.4.2, 9.4.1
    d = en.pass_through_outcomes(["TOXIC WASTE", "BIOWARE CHOP SHOP"], bioware=(1,))
    # through only if TOXIC WASTE is beaten (26/36) and the chop shop roll is not a 12 (35/36)
    assert d.p(lambda o: not o.stopped) == Fraction(26, 36) * Fraction(35, 36)
    assert d.p(lambda o: not o.cool) == Fraction(9, 36)
    assert d.p(lambda o: o.lost == ("Bioware +1",)) == Fraction(21, 36)  # the shop attacks either way
    assert d.p(lambda o: o.discarded == ("TOXIC WASTE",)) == Fraction(15, 36)
    strict = en.pass_through_outcomes(["TOXIC WASTE", "BIOWARE CHOP SHOP"], bioware=(1,),
                                      sprawl_win="make_roll", natural_12="plain_failure")
    assert strict.p(lambda o: not o.stopped) == Fraction(26, 36) * Fraction(15, 36)
    with pytest.raises(ValueError, match="11.4.3"):
        en.pass_through_outcomes(["SPRAWL RUMOR"])


def test_pass_through_equals_enumeration_of_both_rolls():
    cards = [sp.sprawl_card("TOXIC WASTE"), sp.with_discard_roll("BIOWARE CHOP SHOP", 2, 3)]
    for n12, sw in itertools.product(["ends_action", "plain_failure"], ["keep_cool", "make_roll"]):
        counts = {}
        for r1, r2 in itertools.product(range(2, 13), repeat=2):
            weight = (6 - abs(r1 - 7)) * (6 - abs(r2 - 7))  # ordered pairs of dice giving each total
            e1 = _oracle_total(cards[0], r1, (2,), 8, n12, sw)
            bio = () if e1.lost else (2,)
            e2 = _oracle_total(cards[1], r2, bio, 7 - max(bio, default=0), n12, sw)
            o = en.PassOutcome(not (e1.continues and e2.continues), e1.cool and e2.cool,
                               tuple(e.lost for e in (e1, e2) if e.lost),
                               tuple(e.card for e in (e1, e2) if e.discarded))
            counts[o] = counts.get(o, 0) + weight
        fast = en.pass_through_outcomes(cards, bioware=(2,), natural_12=n12, sprawl_win=sw)
        assert fast == Dist.from_weights(counts), (n12, sw)



@pytest.mark.parametrize("natural_12", ["ends_action", "plain_failure"])
@pytest.mark.parametrize("w,totals", [(6, {11, 12}), (8, {2, 3}), (2, {7}), (11, range(2, 13))])
def test_win_roll_with_discard_equals_enumeration(w, totals, natural_12):  # Edge City 8.5.2
    counts = {}
    for d1, d2 in itertools.product(range(1, 7), repeat=2):
        t = d1 + d2
        if t == 12 and natural_12 == "ends_action":
            res = "natural 12"
        else:
            res = "win" if t == 2 or (t != 12 and t <= w) else "fail"
        key = (res, t in set(totals))
        counts[key] = counts.get(key, 0) + 1
    assert en.win_roll_with_discard(w, totals, natural_12=natural_12) == Dist.from_weights(counts)


def test_win_roll_with_discard_numbers():
    d = en.win_roll_with_discard(6, {11, 12})  # an Ally lost on 11 or 12, used at W 6
    assert d.prob(("fail", True)) == Fraction(2, 36) and d.prob(("natural 12", True)) == Fraction(1, 36)
    assert d.p(lambda o: o[0] == "win" and o[1]) == 0  # here a discard never comes with a win
    with pytest.raises(ValueError, match="8.5.2"):
        en.win_roll_with_discard(6, {13})


# ------------------------------------------------------------------ properties

@given(kind=st.sampled_from(["zone", "event"]), trait=st.sampled_from(["COOL", "SWAT", "ICE"]),
       modifier=st.integers(-3, 6), defend=st.integers(0, 5), status=st.integers(0, 4),
       discard=st.one_of(st.none(), st.tuples(st.integers(2, 12), st.integers(0, 10))),
       natural_12=st.sampled_from(["ends_action", "plain_failure"]))
def test_encounter_properties(kind, trait, modifier, defend, status, discard, natural_12):
    disc = None if discard is None or kind != "zone" else (discard[0], min(12, discard[0] + discard[1]))
    card = sp.hypothetical_card("X", kind, attack=trait, modifier=modifier, on_loss="uncool", discard=disc)
    kw = {"status": status, "swat_defend": defend, "ice_defend": defend, "natural_12": natural_12}
    keep = en.encounter_outcomes(card, sprawl_win="keep_cool", **kw)
    make = en.encounter_outcomes(card, sprawl_win="make_roll", **kw)
    assert sum(keep.probs().values()) == 1
    # "keep COOL" never lets fewer Rippers go on than "make the roll" (8.5.1 only adds to it)
    assert keep.p(lambda e: e.continues) >= make.p(lambda e: e.continues)
    # a 2 always wins and a 12 always fails (8.5.1): every roll-based outcome is neither sure nor hopeless
    assert 0 < keep.p(lambda e: e.roll_won) < 1
    # the discard depends only on the roll, never on the readings (8.5.2)
    assert keep.p(lambda e: e.discarded) == make.p(lambda e: e.discarded)


def test_draw_and_pass_outcomes_read_as_words():
    """Issue 21: a Draw's odds table is labelled in words, never ``DrawOutcome(...)``."""
    from edgekit.edge_city import DrawOutcome, PassOutcome, draw_outcomes, encounter_order

    d = draw_outcomes(encounter_order([], ["SPRAWL RUMOR", "BIOWARE CHOP SHOP"]), bioware=(1,))
    labels = {str(o): d.p(lambda x, o=o: x == o) for o in d.outcomes()}
    assert labels["acted upon BIOWARE CHOP SHOP, then SPRAWL RUMOR; COOL kept; +2 DP; lost Bioware +1"] == \
        Fraction(5, 9)
    assert "DrawOutcome" not in d._repr_html_() and "lost Bioware +1" in d._repr_html_()
    assert str(DrawOutcome((), False, 0)) == "acted upon no card; UnCOOL; +0 DP"
    assert str(PassOutcome(True, True, ("Bioware +1",), ("TOXIC WASTE",))) == \
        "stopped there; COOL kept; lost Bioware +1; TOXIC WASTE discarded"
