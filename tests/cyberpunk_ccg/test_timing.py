"""Events, a Sponsor's Used abilities and the Punknaught's Chassis on a Location (issue 22, the Cyberpunk
CCG item: they existed only as data). Each test states the chapter's rule it checks.

Rules: Cyberpunk CCG Card Types: Events, Sponsors, Locations; Equipment: Punknaught; Runner Roles:
Techie, Cop; registers CP-02, CP-03, CP-11.
"""

import itertools

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from edgekit import cyberpunk_ccg as cc
from edgekit import headlines, readings

PHASES = cc.PHASES


# ------------------------------------------------------------------ when a card may act
def test_any_is_every_phase_but_straighten_and_draw():
    """'Any' means anytime other than when straightening or drawing cards; a named phase is that one."""
    assert [p for p in PHASES if cc.phase_allows("Any", p)] == ["Shopping", "Legwork", "Action",
                                                                "Damage Control"]
    for named, p in itertools.product(PHASES, PHASES):
        assert cc.phase_allows(named, p) == (named == p)
    with pytest.raises(ValueError, match="phase"):
        cc.phase_allows("Any", "Response")   # a timing keyword, not a phase (CP-11)


# ------------------------------------------------------------------ Events
def test_an_event_is_bought_happens_at_once_and_is_burned():
    """Regression (issue 22: Events existed only as data): an Event played is paid for, its abilities
    happen at once unless the card says otherwise, and it is Burned."""
    e = cc.Event("Blackout", cost=2, phase="Legwork", abilities="lower an E-Sec")
    played = cc.play_event(e, phase="Legwork", eb=5)
    assert (played.eb_left, played.resolves, played.then) == (3, "at once", "Burned (taken out of play)")
    assert played.effect == "lower an E-Sec"
    later = cc.Event("Slow Burn", cost=1, stipulated="at the end of the turn")
    resolves = cc.play_event(later, phase="Action", eb=1).resolves
    assert resolves == "as the card stipulates: at the end of the turn"


def test_an_event_plays_only_in_its_phase_of_any_players_turn():
    e = cc.Event("Raid", cost=0, phase="Action")
    assert [p for p in PHASES if cc.event_playable(e, p)] == ["Action"]
    anytime = cc.Event("Tip-off", cost=0)
    assert [p for p in PHASES if not cc.event_playable(anytime, p)] == ["Straighten", "Draw"]
    with pytest.raises(ValueError, match="phase: 'Raid' can be played in the Action phase only"):
        cc.play_event(e, phase="Legwork", eb=3)
    with pytest.raises(ValueError, match="phase: 'Tip-off' can be played in every phase but"):
        cc.play_event(anytime, phase="Draw", eb=3)


def test_an_event_must_be_bought_and_an_unprinted_cost_stays_a_symbol():
    with pytest.raises(ValueError, match="eb: 1 EB cannot buy"):
        cc.play_event(cc.Event("Riot", cost=2), phase="Action", eb=1)
    left = cc.play_event(cc.Event("Riot"), phase="Action", eb=4).eb_left
    assert isinstance(left, sympy.Expr) and left.free_symbols and left.subs(
        {s: 1 for s in left.free_symbols}) == 3
    assert "not printed" in cc.play_event(cc.Event("Riot"), phase="Action", eb=4).effect


def test_an_event_names_a_real_phase():
    with pytest.raises(ValueError, match="phase"):
        cc.Event("Odd", phase="Lunch")
    with pytest.raises(TypeError, match="stipulated"):
        cc.Event("Odd", stipulated=3)


# ------------------------------------------------------------------ a Sponsor's Used abilities
ARASAKA = cc.Sponsor("Arasaka", faction="Corporate", eb=9)
LEGWORK = cc.SponsorAbility("raise an M-Sec", "Legwork")
ALWAYS = cc.SponsorAbility("its Locations cost 1 less")


def test_a_phase_ability_uses_the_sponsor_until_it_is_straightened():
    """Regression (issue 22: Sponsor 'Used' abilities existed only as data)."""
    s = cc.SponsorUse(ARASAKA)
    assert s.can_activate(LEGWORK, "Legwork") and not s.can_activate(LEGWORK, "Action")
    used = s.activate(LEGWORK, "Legwork")
    assert used.used and used.activated == (LEGWORK,)
    with pytest.raises(ValueError, match="is Used"):
        used.activate(LEGWORK, "Legwork")
    assert not used.can_activate(LEGWORK, "Legwork")
    again = used.straighten()   # its controller's Straighten phase
    assert not again.used and again.can_activate(LEGWORK, "Legwork")


def test_an_always_on_ability_is_never_activated_and_a_phase_is_checked():
    s = cc.SponsorUse(ARASAKA)
    assert not s.can_activate(ALWAYS, "Legwork")
    with pytest.raises(ValueError, match="always in effect"):
        s.activate(ALWAYS, "Legwork")
    with pytest.raises(ValueError, match="phase: 'raise an M-Sec' can be activated only in Legwork"):
        s.activate(LEGWORK, "Shopping")
    any_phase = cc.SponsorAbility("anything", "Any")
    assert [p for p in PHASES if s.can_activate(any_phase, p)] == ["Shopping", "Legwork", "Action",
                                                                   "Damage Control"]


@pytest.mark.parametrize("option,after", [("shared", False), ("separate", True)])
def test_the_eb_and_the_use_under_each_reading(option, after):
    """sponsor_use: taking the EB is the Use (default) or is not."""
    s = cc.SponsorUse(ARASAKA).take_eb(sponsor_use=option)
    assert s.eb_taken and s.can_activate(LEGWORK, "Legwork") is after
    with pytest.raises(ValueError, match="taken this turn"):
        s.take_eb(sponsor_use=option)
    assert not s.straighten().eb_taken
    # and the other order: an ability first, then the EB
    first = cc.SponsorUse(ARASAKA).activate(LEGWORK, "Legwork")
    if option == "shared":
        with pytest.raises(ValueError, match="is Used"):
            first.take_eb(sponsor_use=option)
    else:
        assert first.take_eb(sponsor_use=option).eb_taken


@settings(max_examples=60, deadline=None)
@given(steps=st.lists(st.tuples(st.sampled_from(["eb", "ability", "straighten"]), st.sampled_from(PHASES)),
                      max_size=12),
       option=st.sampled_from(["shared", "separate"]))
def test_between_two_straightens_a_sponsor_acts_as_the_reading_allows(steps, option):
    """Property: between two Straightens, at most one phase ability is activated, at most one EB is
    taken, and under 'shared' not both."""
    s = cc.SponsorUse(ARASAKA)
    abilities = eb = 0
    for what, phase in steps:
        try:
            if what == "eb":
                s = s.take_eb(sponsor_use=option)
                eb += 1
            elif what == "ability":
                s = s.activate(LEGWORK, phase)
                abilities += 1
            else:
                s, abilities, eb = s.straighten(), 0, 0
        except ValueError:
            pass
        assert abilities <= 1 and eb <= 1
        if option == "shared":
            assert abilities + eb <= 1


# ------------------------------------------------------------------ the Chassis on a Location
BAR = cc.Location("Corner Bar", eb=2)
RUNNER = cc.Runner("Razor", role="Solo")
TECHIE_CARDS = [cc.Equipment("Car A", attributes=("Vehicle", "Car")),
                cc.Equipment("Car B", attributes=("Vehicle", "Car")),
                cc.Equipment("Cannon", attributes=("Heavy Weapon",))]
OTHER_CARDS = [cc.Equipment("Plate A", attributes=("Armor",)), cc.Equipment("Plate B", attributes=("Armor",)),
               cc.Equipment("Lift A", attributes=("Lift",)), cc.Equipment("Lift B", attributes=("Lift",))]


def test_the_chassis_goes_on_a_location_not_a_runner():
    """Regression (issue 22: the Punknaught's attachment to a Location existed only as data)."""
    ch = cc.place_chassis(BAR)
    assert ch.holder == BAR and ch.tokens == 3 and not ch.can_move
    with pytest.raises(TypeError, match="must be attached to a Location, not a Runner"):
        cc.place_chassis(RUNNER)


@pytest.mark.parametrize("players,option,owner_turns", [(2, "every_turn", 2), (4, "every_turn", 1),
                                                        (3, "owner_turn", 3)])
def test_tokens_come_off_and_only_then_can_it_move(players, option, owner_turns):
    """One token off at the beginning of each turn (reading construction_tokens); it may move only when
    none is left. The owner's turn on which it can first move agrees with chassis_owner_turns."""
    ch = cc.place_chassis(BAR)
    owner = 0
    for turn in itertools.count(1):
        is_owner = turn % players == 0
        ch = ch.start_of_turn(owner_turn=is_owner, construction_tokens=option)
        owner += is_owner
        if ch.can_move:
            break
        with pytest.raises(ValueError, match="construction"):
            ch.move_to(RUNNER)
    assert ch.tokens == 0 and ch.move_to(RUNNER).holder == RUNNER
    # first movable at the start of a turn: by the owner's next turn at the latest
    assert max(owner, 1) <= owner_turns == cc.chassis_owner_turns(players, construction_tokens=option)


def test_a_destroyed_location_destroys_the_chassis():
    ch = cc.place_chassis(BAR).attach(OTHER_CARDS[0]).location_destroyed()
    assert ch.destroyed and ch.working() is False and ch.cards == (OTHER_CARDS[0],)
    with pytest.raises(ValueError, match="destroyed"):
        ch.attach(OTHER_CARDS[1])
    with pytest.raises(ValueError, match="destroyed"):
        ch.move_to(RUNNER)


def test_cards_go_under_at_once_and_a_techie_moves_vehicles_and_heavy_weapons_in_damage_control():
    ch = cc.place_chassis(BAR)
    assert ch.tokens == 3
    for c in OTHER_CARDS:
        ch = ch.attach(c)   # at once, tokens or not
    with pytest.raises(ValueError, match="Damage Control only"):
        ch.techie_move(TECHIE_CARDS[0], phase="Legwork")
    with pytest.raises(ValueError, match="only a Vehicle or a Heavy Weapon"):
        ch.techie_move(OTHER_CARDS[0], phase="Damage Control")
    for c in TECHIE_CARDS:
        ch = ch.techie_move(c, phase="Damage Control")
    assert ch.techies_used == 3 and ch.working() is True and ch.movement() == 1
    assert ch.working(punknaught_list="unknown") is None
    assert cc.punknaught_bonus([0] * len(ch.cards)) == -8   # the printed -8 of the minimum build


def test_the_chassis_readings_change_what_can_be_built():
    only = cc.place_chassis(BAR)
    with pytest.raises(ValueError, match="techie_only"):
        only.attach(OTHER_CARDS[0], chassis_cards="techie_only")
    one = cc.place_chassis(BAR).techie_move(TECHIE_CARDS[0], phase="Damage Control",
                                            chassis_techie_moves="one_per_phase")
    with pytest.raises(ValueError, match="one_per_phase"):
        one.techie_move(TECHIE_CARDS[1], phase="Damage Control", chassis_techie_moves="one_per_phase")
    nxt = one.start_of_turn(owner_turn=True)   # a new turn of its owner: a new Damage Control
    assert nxt.techie_move(TECHIE_CARDS[1], phase="Damage Control",
                           chassis_techie_moves="one_per_phase").techies_used == 1


def test_each_new_reading_has_its_headline_and_every_option_differs():
    for rid in ("sponsor_use", "chassis_cards", "chassis_techie_moves"):
        r = readings.get(rid)
        assert r.game == "Cyberpunk CCG" and r.register
        c = headlines.compare(rid)
        values = c.values
        assert any(len(set(map(str, v.values()))) > 1 for v in values.values()), rid
    moves = headlines.compare("chassis_techie_moves").values
    assert moves["Damage Control phases to move 3 Vehicles with 2 Techies (count)"] == {
        "per_techie": 2, "one_per_phase": 3}


def test_what_the_chapter_leaves_out_is_listed_with_how_it_is_taken():
    rows = cc.left_out().rows
    text = " ".join(" ".join(map(str, r)) for r in rows)
    for word in ("Event", "Sponsor", "once per Hit", "sponsor_use", "chassis_cards", "chassis_techie_moves",
                 "punknaught_list", "construction_tokens"):
        assert word in text, word
