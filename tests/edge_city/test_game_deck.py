"""The Sprawl deck of the Edge City whole game as a real deck (issue 22, item 9): drawn without
replacement, a discard pile, the reshuffle of 5.6 (reading ``sprawl_reshuffle``), every card back to
its own deck when it leaves a hand (10.2), the piles face down (5.6).

Item 9 was found at seed 1007, step 456 (4 random players): two Rippers each held a CYBER LEPER-VIRUS
from a deck of one. The deck dealt without replacement plays that seed differently, so the regression
asserts the invariant at every step of that game (and of the named players' game where the audit saw
four ICE ENTITY from a deck of three); positions for the rest are built directly.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from fractions import Fraction

import pytest

import edgekit.edge_city as ec
from edgekit import play, readings
from edgekit.edge_city.whole_game import actions as A
from edgekit.edge_city.whole_game import deck as gd
from edgekit.edge_city.whole_game.cards import available
from edgekit.edge_city.whole_game.game import EdgeCityState, Ripper

LINE = "T S S S B\n. S . . .\n. R . . ."   # a legal board: (1,0)..(3,0) Sprawl in a row
SZ, SZ2, PLEX = (2, 0), (3, 0), (0, 0)


def over_the_deck(g, s) -> dict:
    """The cards held or on the board more times than the two decks hold them."""
    held = Counter(h for r in s.rippers for h in r.cards) + Counter(c for _, cs in s.zones for c in cs)
    return {n: k for n, k in held.items() if k > g.cards.mix.get(n, 0) + g.cards.tech.get(n, 0)}


@pytest.mark.parametrize("seed, named", [(1007, False), (1001, True)])
def test_item_9_no_card_is_held_more_times_than_the_deck_holds_it(seed, named):
    """Issue 22 item 9: seed 1007, step 456 (random players) held two CYBER LEPER-VIRUS; seed 1001
    (cautious, greedy_dp, greedy_buyer, raider) the first of 80 such games among 450 with the named
    players, ICE ENTITY four times from three. Now no step of either game breaks the deck (5.6), and
    every card is in one place (deck.tally)."""
    g = ec.game(4)
    pol = [g.policies[k] for k in ("cautious", "greedy_dp", "greedy_buyer", "raider")] if named else None
    line = play.play(g, seed=seed, policies=pol)
    for st in (*line.steps, None):
        s = line.state if st is None else st.state
        assert over_the_deck(g, s) == {}, (st and st.index)
        assert all(sum(p.values()) == g.cards.mix[n] for n, p in gd.tally(g, s).items())
    assert len(line.steps) > 456 or line.finished


def at(g, deck=None, phase="arrived", zones=(), p0=None, pending=()):
    """P0 in the Sprawl Zone SZ to act (P1 at the Business Dome); ``deck`` {name: (to draw, discarded)}."""
    p0 = p0 or Ripper(pos=SZ, space="sprawl")
    s = EdgeCityState((p0, Ripper(pos=(4, 0), space="business_dome")), 0, phase, pending, 3, False, g,
                      zones=zones)
    if deck is not None:
        names = [n for n, _ in g.cards.sprawl]
        s = dataclasses.replace(s, deck=gd.SprawlDeck(tuple(deck.get(n, (0, 0))[0] for n in names),
                                                      tuple(deck.get(n, (0, 0))[1] for n in names)))
    return s


MIX = {"SPRAWL RUMOR": 1, "ICE EVENT +3": 1, "OTHER": 2}


def drawn(g, s, *names):
    k, ix = len(g.cards.sprawl), [n for n, _ in g.cards.sprawl]
    return ix.index(names[0]) * k + ix.index(names[1]) if len(names) == 2 else ix.index(names[0])


@pytest.mark.parametrize("reshuffle, p_event", [("when_empty", 0), ("when_needed", Fraction(1, 2))])
def test_the_reshuffle_of_5_6_under_each_reading(reshuffle, p_event):
    """5.6: the discard pile becomes the draw pile when the draw pile runs out. P0 draws the last two
    cards (a Rumor and an ICE Event) while the discard pile holds two OTHER cards; the Event is
    discarded once acted upon. Under "when_empty" the pile was reshuffled at the Draw, before the Event
    was discarded, so the next Draw cannot meet it; under "when_needed" it is reshuffled at the next
    Draw with the Event in it: P(the Event among the next two cards) = 1 - (3/4)(2/3) = 1/2."""
    g = ec.game(2, layout=LINE, sprawl_mix=MIX, sprawl_reshuffle=reshuffle)
    s = at(g, {"SPRAWL RUMOR": (1, 0), "ICE EVENT +3": (1, 0), "OTHER": (0, 2)}).apply(A.DRAW)
    d = s.chance_outcomes()   # the two cards left, in either order
    assert {s.action_label(o): d.prob(o) for o in d.outcomes()} == {
        "draws ICE EVENT +3 and SPRAWL RUMOR": Fraction(1, 2),
        "draws SPRAWL RUMOR and ICE EVENT +3": Fraction(1, 2)}
    s = s.apply(drawn(g, s, "SPRAWL RUMOR", "ICE EVENT +3"))
    assert s.phase == "encounter" and s.pending == ("ICE EVENT +3", "SPRAWL RUMOR")   # B before D (11.4.2)
    want = (2, 0) if reshuffle == "when_empty" else (0, 2)   # (to draw, discarded) after the Draw
    assert gd.seen(g, s) == want
    s = s.apply(max(s.chance_outcomes().outcomes()))   # the Event beaten; the Rumor; the turn ends
    assert s.player == 1 and gd.of(g, s).discarded == want[1] + 2
    nxt = dataclasses.replace(s, player=0, phase="draw", rippers=(s.rippers[0], s.rippers[1]))
    d = nxt.chance_outcomes()
    ix = [n for n, _ in g.cards.sprawl]
    k = len(ix)
    assert d.p(lambda o: ix.index("ICE EVENT +3") in divmod(o, k)) == p_event


def test_a_draw_that_empties_the_pile_takes_its_next_card_from_the_reshuffled_discard_pile():
    """5.6 within one Draw (both readings): the last card of the pile first, then one of the discard pile."""
    for reshuffle in ("when_empty", "when_needed"):
        g = ec.game(2, layout=LINE, sprawl_mix=MIX, sprawl_reshuffle=reshuffle)
        s = at(g, {"SPRAWL RUMOR": (1, 0), "OTHER": (0, 1), "ICE EVENT +3": (0, 1)}, phase="draw")
        d = s.chance_outcomes()
        assert {s.action_label(o): d.prob(o) for o in d.outcomes()} == {
            "draws SPRAWL RUMOR and OTHER": Fraction(1, 2),
            "draws SPRAWL RUMOR and ICE EVENT +3": Fraction(1, 2)}
        after = s.apply(drawn(g, s, "SPRAWL RUMOR", "OTHER"))
        assert gd.tally(g, after)["ICE EVENT +3"]["draw pile"] == 1   # the rest of the reshuffled pile


def test_with_no_card_left_in_either_pile_fewer_cards_are_drawn():
    """The deck holds no more: every card is held, on the board or being acted upon (a labelled
    consequence: the rulebook's 80 cards never all leave the piles in practice)."""
    g = ec.game(2, layout=LINE, sprawl_mix={"SPRAWL RUMOR": 1, "OTHER": 1})
    one = at(g, {"SPRAWL RUMOR": (1, 0)}, phase="draw")
    rumor = drawn(g, one, "SPRAWL RUMOR")
    assert one.chance_outcomes().outcomes() == [rumor] and one.action_label(rumor) == "draws SPRAWL RUMOR"
    none = at(g, {}, phase="draw")
    assert none.action_label(0) == "draws nothing: no card is left in the draw pile or the discard pile"
    assert none.apply(0).player == 1   # nothing to act upon: the turn ends


def test_every_drawn_card_ends_where_it_belongs():
    """A Rumor once acted upon, an OTHER card at once, a card offered and declined, an Event after its
    roll: the discard pile (5.6, 11.4.4, 11.4.5); a card taken: held, marked the Sprawl deck's."""
    g = ec.game(2, layout=LINE, sprawl_mix={"SPRAWL RUMOR": 1, "OTHER": 1, "BURN": 2})
    s = at(g, {"SPRAWL RUMOR": (1, 0), "OTHER": (1, 0), "BURN": (2, 0)}, phase="draw", p0=Ripper(
        pos=SZ, space="sprawl", dp=10))
    both = s.apply(drawn(g, s, "OTHER", "SPRAWL RUMOR"))
    t = gd.tally(g, both)
    assert t["OTHER"]["discard pile"] == 1 and t["SPRAWL RUMOR"]["discard pile"] == 1 and both.player == 1
    offer = s.apply(drawn(g, s, "BURN", "BURN"))
    assert offer.phase == "offer" and gd.tally(g, offer)["BURN"]["being acted upon"] == 2
    took = offer.apply(A.TAKE)
    assert took.rippers[0].cards == ("BURN",) and took.rippers[0].sprawl == ("BURN",)
    done = took.apply(A.DONE)   # the second copy declined: 11.4.5, discarded at once
    assert gd.tally(g, done)["BURN"] == {"draw pile": 0, "discard pile": 1, "being acted upon": 0,
                                         "on the board": 0, "held": 1, "removed": 0}


def test_a_card_that_leaves_a_hand_goes_back_to_its_own_deck():
    """10.2: a Sprawl card to the Sprawl discard pile, a Tech card to the Tech deck; a card that changes
    hands (taken in combat, 11.5.4.1) keeps its deck."""
    g = ec.game(2, layout=LINE, sprawl_mix={"BURN": 2, "OTHER": 2}, tech_mix={"BURN": 2})
    p0 = Ripper(pos=PLEX, space="tech_plex", cards=("BURN", "BURN"), sprawl=("BURN",), dp=10)
    s = at(g, {"BURN": (1, 0), "OTHER": (2, 0)}, phase="plex", p0=p0, pending=(1, 0))
    assert available(g, s, "BURN") == 1   # one of the two Tech deck copies is held
    sold = s.apply(A.CARD((len(g.cards.names)) + g.cards.index["BURN"]))   # trade one in (10.4)
    assert sold.rippers[0].cards == ("BURN",)
    # of two copies from the two decks, the Tech deck's leaves first (a labelled simplification)
    assert sold.rippers[0].sprawl == ("BURN",) and available(g, sold, "BURN") == 2
    again = sold.apply(A.CARD(len(g.cards.names) + g.cards.index["BURN"]))
    assert again.rippers[0].cards == () and gd.tally(g, again)["BURN"]["discard pile"] == 1
    # taken in combat: the winner's copy is still the Sprawl deck's
    from edgekit.edge_city.whole_game.combat import BAND_CODES
    loser = Ripper(pos=SZ, space="sprawl", cards=("BURN",), sprawl=("BURN",))
    won = EdgeCityState((Ripper(pos=SZ, space="sprawl"), loser), 0, "spoils",
                        ("ICE", 1, BAND_CODES.index("3")), 3, False, g)
    taken = won.apply(A.TAKE_CARD(g.cards.index["BURN"]))
    assert taken.rippers[0].sprawl == ("BURN",) and taken.rippers[1].sprawl == ()
    assert available(g, taken, "BURN") == 2


def test_the_piles_are_face_down():
    """5.6: every player sees how many cards each pile holds, never which; two positions that differ
    only in which cards are in the piles look the same to every player."""
    g = ec.game(2, layout=LINE, sprawl_mix=MIX)
    a = at(g, {"SPRAWL RUMOR": (1, 0), "ICE EVENT +3": (0, 1), "OTHER": (2, 0)}, phase="act")
    b = at(g, {"SPRAWL RUMOR": (0, 1), "ICE EVENT +3": (1, 0), "OTHER": (2, 0)}, phase="act")
    assert a != b
    for p in (0, 1):
        assert a.information(p) == b.information(p) and a.observation(p) == b.observation(p)
        assert "Sprawl deck: 3 to draw, 1 discarded" in a.observation(p)
    c = at(g, {"SPRAWL RUMOR": (1, 0), "ICE EVENT +3": (1, 0), "OTHER": (1, 1)}, phase="act")
    assert c.information(1) == a.information(1)   # same sizes
    d = at(g, {"SPRAWL RUMOR": (1, 0), "ICE EVENT +3": (1, 0), "OTHER": (2, 0)}, phase="act")
    assert d.information(1) != a.information(1)   # 4 to draw, none discarded: seen


def test_a_new_game_holds_the_whole_deck_and_a_starting_ally_comes_out_of_it():
    g = ec.game(2, sprawl_mix={"SWAT ALLY +2": 2, "OTHER": 3}, start_cards=[["SWAT ALLY +2"], []])
    s = g.new_initial_state()
    assert s.rippers[0].sprawl == ("SWAT ALLY +2",)
    assert gd.tally(g, s)["SWAT ALLY +2"]["draw pile"] == 1 and gd.seen(g, s) == (4, 0)
    with pytest.raises(ValueError, match="Sprawl deck"):
        ec.game(2, sprawl_mix={"OTHER": 3}, start_cards=[["SWAT ALLY +2"], []])


def test_the_sprawl_deck_value_refuses_nonsense():
    with pytest.raises(ValueError, match="draw"):
        gd.SprawlDeck((1, -1), (0, 0))
    with pytest.raises(ValueError, match="same cards"):
        gd.SprawlDeck((1,), (0, 0))
    assert str(gd.SprawlDeck((2, 1), (0, 3))) == "3 cards to draw, 3 in the discard pile"


def test_the_reading_is_registered_with_the_game():
    r = readings.get("sprawl_reshuffle")
    assert r.default == "when_empty" and "Edge City 5.6" in r.cite
    assert ec.game(2, sprawl_reshuffle="when_needed").rules.sprawl_reshuffle == "when_needed"
