"""Rule invariants of issue 22 items 15 and 16 over many seeded whole games of Rogue Agent (hypothesis;
the CI profile of tests/conftest.py plays a fixed set of games).

* the Event Trail (C. City Phase; Districts): on the default city every Criminal moves one district
  along the trail, into a district that shares a side (or, appearing this round in the top-most
  precinct, starts a new run), every Killer stays on the trail and only moves forward along it, and a
  Killer's step 3 ("an adjacent district along the Event Trail") acts, which the old layout never let;
* Investigate: every eligible face-down card, and no other, is offered;
* credits: the bank and the players' credits always make the supply; under the reading
  ``wound_markers="bank"`` the wound markers on Criminal cards are bank credits (never more than the
  bank), under ``"tally"`` they are only counted;
* custody: a Criminal in custody is neither on the board nor in the Data Stream, and its token lies
  where the reading ``custody_token`` says (swept by the Police Squad under "in_district").

(tests/rogue_agent/test_game_invariants.py holds the invariants of items 11-14;
tests/edge_city/test_game_turn_invariants.py those of the Edge City turn.)
"""

import contextlib
import inspect
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

import edgekit.rogue_agent as ra
from edgekit import play
from edgekit.rogue_agent.whole_game import economy as eco
from edgekit.rogue_agent.whole_game import ids, phases

NAMES = ("hunter", "bomb_squad", "networker", "trader", "turtle", "random")


def _seats(g, seed):
    return [g.policies[NAMES[(seed * 7 + k * 3) % len(NAMES)]] for k in range(g.players)]


def _walk(g, seed):
    """Every state of a seeded game with the action that left it: (state, action) pairs, then the end."""
    p = play.play(g, seed=seed, policies=_seats(g, seed))
    states = [g.new_initial_state()] + [st_.state for st_ in p.steps]   # each step keeps the state it made
    return list(zip(states, (st_.action_id for st_ in p.steps))), states[-1]


@contextlib.contextmanager
def _count_killer_step3(counter: list):
    """Record the district each time a Killer carries out its action after step 3's move: the calls of
    the game's Killer action made from killer_activation's step-3 line (the one that names ``step3``)."""
    lines, first = inspect.getsourcelines(phases.killer_activation)
    step3 = {first + k for k, line in enumerate(lines) if "_killer_action(" in line and "step3" in line}
    assert len(step3) == 1, "killer_activation's step-3 Killer action was not found"
    real = phases._killer_action

    def spy(t, city, names, d, *args):
        caller = inspect.currentframe().f_back
        if caller.f_code is phases.killer_activation.__code__ and caller.f_lineno in step3:
            counter.append(d)
        return real(t, city, names, d, *args)

    phases._killer_action = spy
    try:
        yield
    finally:
        phases._killer_action = real


def _city_phases(walk):
    """(table before, table after) of every City Phase: the last Action-Phase state of a round and
    the state the round's last END led to."""
    states = [s for s, _ in walk[0]] + [walk[1]]
    for s, nxt in zip(states, states[1:]):
        if s.phase == "act" and nxt.round != s.round or (s.phase == "act" and nxt.phase == "over"):
            yield s.table, nxt.table


def _forward(city, a: str, b: str) -> bool:
    """Is ``b`` at or after ``a`` along the Event Trail?"""
    return a in city.trail and b in city.trail and city.trail.index(b) >= city.trail.index(a)


def _check_trail_moves(g, before, after):
    c, names = g.city, g.districts
    assert c.trail_gaps == ()
    was = {x[0]: x[1] for x in before.criminals}
    for num, d, *_ in after.criminals:
        if num not in was:
            continue
        a, b = names[was[num]], names[d]
        if (a, b) == (c.trail[-1], c.trail[0]):   # appeared in the top-most precinct: a new run
            continue
        assert b == ra.next_on_trail(c, a) and c.graph.has_edge(a, b), (num, a, b)
    # Killers: each ends on the trail, at or after a distinct Killer's district before the phase
    starts = sorted(names[k] for k in before.killers)
    for k in sorted(after.killers, key=lambda k: -c.trail.index(names[k])):   # farthest first
        here = names[k]
        assert here in c.trail, here
        match = max((s for s in starts if _forward(c, s, here)), key=c.trail.index)
        starts.remove(match)


def _eligible(t, i):
    """Investigate, from the rulebook: a face-down card the actor has not yet investigated, of a
    Criminal in its district or in a district where it has an Informant."""
    a = t.agents[i]
    mine = {d for d, who in t.informants if i in who}
    return tuple(sorted(n for n, d, *_ in t.criminals
                        if n not in t.face_up and (n, i) not in t.investigated and (d == a.pos or d in mine)))


def _check_state(g, s, wound_markers, custody_token):
    t = s.table
    assert t.bank + sum(a.credits for a in t.agents) == g.supply   # credits are never created
    markers = sum(c[4] for c in t.criminals)
    free = eco.free_bank(g, t)
    if wound_markers == "bank":
        assert free == t.bank - markers >= 0
    else:
        assert free == t.bank
    assert all(c[4] < c[2] for c in t.criminals)   # wounds never reach the health: it would be subdued
    held = [c for a in t.agents for c in a.custody]
    numbers = [c[0] for c in held]
    assert len(set(numbers)) == len(numbers)
    assert not set(numbers) & set(t.bag[2]) and not set(numbers) & {c[0] for c in t.criminals}
    for c in held:
        assert (c[3] is None) == (custody_token == "with_agent"), c
    if s.phase == "act":
        legal = s.legal_actions()
        a = t.agents[s.actor]
        want = not a.exposed and a.clues >= 2 and bool(_eligible(t, s.actor))
        assert (ids.INVESTIGATE in legal) == want
    if s.phase == "investigate":
        assert s.legal_actions() == _eligible(t, s.actor) and len(s.legal_actions()) > 1


@settings(max_examples=24)
@given(seed=st.integers(0, 10**6), players=st.sampled_from([2, 3, 4]),
       wound_markers=st.sampled_from(["bank", "tally"]), custody_token=st.sampled_from(["with_agent",
                                                                                        "in_district"]))
def test_seeded_games_keep_the_choice_invariants(seed, players, wound_markers, custody_token):
    g = ra.game(players, wound_markers=wound_markers, custody_token=custody_token)
    walk = _walk(g, seed)
    for s, _ in walk[0]:
        _check_state(g, s, wound_markers, custody_token)
    _check_state(g, walk[1], wound_markers, custody_token)
    for before, after in _city_phases(walk):
        _check_trail_moves(g, before, after)
        if custody_token == "in_district":   # the Police Squad swept the precinct it arrived in
            assert all(c[3] != after.police for a in after.agents for c in a.custody)


@settings(max_examples=8)
@given(seed=st.integers(0, 10**6))
def test_android_games_offer_scans_by_the_reading(seed):
    # Android Mode: Revealing an Identification Token (event 3): a player who revealed this round is
    # not a Scan target under the default reading scan_revealed="not_offered"
    g = ra.game(3, mode="android", android_tokens=6)
    for s, _ in _walk(g, seed)[0]:
        if s.phase != "act":
            continue
        for x in s.legal_actions():
            if x in ids.SCAN:
                j = ids.SCAN.index(x)
                assert s.table.agents[j].revealed_round != s.round and s.table.agents[s.actor].clues >= 4


def test_killer_step_3_acts_on_the_default_city_and_never_acted_on_the_old_one():
    # C. City Phase step 2, Killer step 3; Districts (adjacent: a shared side). Over the same 20 seeded
    # games: the old default (edge precincts in the bottom corners, a trail of precincts only) never
    # let step 3 act; the default city does
    old_city = ra.rhine_city(edge_precincts=((2, 0), (2, 4)), event_trail=range(1, 7))
    assert len(old_city.trail_gaps) == 5 and ra.rhine_city().trail_gaps == ()
    counts = {}
    for name, city in (("old", old_city), ("default", None)):
        hits: list = []
        with _count_killer_step3(hits):
            for seed in range(20):
                g = ra.game(2 + seed % 3, **({"city": city} if city else {}))
                _walk(g, seed)
        counts[name] = len(hits)
    assert counts["old"] == 0 and counts["default"] > 10, counts


def test_killer_step_3_on_a_position_built_by_hand():
    # a Killer in Precinct 1 (the trail's start), nobody there or in Precinct 2, an unprotected Agent in
    # Precinct 3: step 1 acts on nobody, step 2 moves to Precinct 2, step 3 moves into the adjacent
    # Precinct 3 and the Agent loses 2 health (Killer action; no Informants)
    g = ra.game(2)
    names = g.districts
    p1, p2, p3 = (names.index(ra.precinct(n)) for n in (1, 2, 3))
    s = g.new_initial_state()
    while s.phase != "act":
        s = s.apply(s.chance_outcomes().outcomes()[0])
    agents = (replace(s.table.agents[0], pos=p3), replace(s.table.agents[1], pos=g.hq))
    t = replace(s.table, killers=(p1,), criminals=(), bombs=(), police=names.index(ra.precinct(6)),
                agents=agents)
    hits: list = []
    with _count_killer_step3(hits):
        t2 = phases.killer_activation(t, g.city, names, 1, 0, g._killer_dmg)
    assert hits == [p3] and t2.killers == (p3,) and t2.agents[0].health == t.agents[0].health - 2
