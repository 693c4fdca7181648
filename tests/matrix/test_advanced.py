"""The Matrix advanced game (issue 22, item 17): the set-up draw, mixed teams, distance, abilities set
by the reader (strength changes with conditions, reach, moving forts), exact P(win) with abilities on,
and rule invariants over many seeded runs with random teams and random abilities.

Rules: Matrix advanced game (choosing an ice breaker: pick a pawn, roll d6; base strength one less,
never below zero; distance; the surviving fragment), steps 1-7; register MX-09, MX-10.
"""

from collections import deque
from fractions import Fraction
from types import MappingProxyType

import pytest
import sympy
from hypothesis import given, settings
from hypothesis import strategies as st

from edgekit import matrix as mx
from edgekit import play
from edgekit.matrix.board.grid import CENTRE, FORT
from edgekit.matrix.whole_game import actions as A
from edgekit.matrix.whole_game.fast import final_states
from edgekit.matrix.whole_game.game import BASIC, GIVEN, PENDING, encode_move

X, Y = CENTRE
C = mx.COLOURS


def walk(g, seed, policy):
    """Every state of one seeded run: play.play's start and the state after each of its steps."""
    line = play.play(g, seed=seed, policies=policy)
    return [line.start, *(st.state for st in line.steps)]


def roll_oracle(target, same, k, advanced, change, die, timing="after_roll"):
    """P(outcome id) of one challenge by enumerating the die's faces by hand: strength = the face, one
    less for an advanced breaker (floored at 0), +1 same colour, + the ability's change, + power-ups
    spent, never below 0; broken iff strength > target (the default readings' floor on the base)."""
    faces = range(1, 7) if die == "d6" else range(0, 6)
    out: dict = {}
    for f in faces:
        def strength(spend, f=f):
            return max(0, max(0, f - int(advanced)) + int(same) + change + spend)
        if timing == "before_roll":
            o = 2 * k + (strength(k) > target)
        else:
            o = next((2 * sp + 1 for sp in range(k + 1) if strength(sp) > target), 0)
        out[o] = out.get(o, 0) + Fraction(1, 6)
    return out


def probs(d):
    """{outcome: exact probability} of a Dist."""
    return {o: Fraction(w, d.denominator) for o, w in d.weights().items()}


def state(g, tiles, pos, team=None, **kw):
    s = g.new_initial_state()
    return s._with(tiles=MappingProxyType(dict(tiles)), pos=tuple(pos), phase="move", who=-1,
                   team=team if team is not None else s.team, **kw)


# ------------------------------------------------------------------ the vocabulary
def test_ability_keywords_build_the_typed_effects_and_say_their_source():
    a = mx.ability(strength=2, colours=("Suns", "Moons"), kind="fort", distance_at_most=2)
    assert a.effects == (mx.StrengthChange(2, (mx.ColourIn(frozenset({"Suns", "Moons"})), mx.KindIs("fort"),
                                               mx.DistanceAtMost(2))),)
    assert a.source == "user-set" and "+2 strength" in a.words()
    assert mx.ability() is not None and mx.ability() == mx.UNKNOWN and mx.UNKNOWN.source == "unknown"
    assert mx.fort_mover().source == "reconstructed" and mx.fort_mover().fort_moves == (mx.MoveForts(),)
    assert mx.ability(move_forts=True, strength=1).source == "user-set"
    assert mx.ability(reach=3).reach == 3 and mx.UNKNOWN.reach == 1
    # the change is the sum of the changes whose conditions all hold; an undefined distance meets none
    b = mx.Ability((mx.StrengthChange(2, (mx.KindIs("fort"),)),
                    mx.StrengthChange(-1, (mx.DistanceAtLeast(3),))))
    assert b.strength_change("Suns", "fort", 1) == 2 and b.strength_change("Suns", "fort", 3) == 1
    assert b.strength_change("Suns", "ice", 5) == -1 and b.strength_change("Suns", "ice", None) == 0
    assert b.needs_distance and not a.effects[0].applies("Arms", "fort", 1)


@pytest.mark.parametrize("make,exc,name", [
    (lambda: mx.ability(strength=7), ValueError, "n must be"),
    (lambda: mx.ability(strength=1.0), TypeError, "strength"),
    (lambda: mx.ability(strength=1, colours="Suns"), TypeError, "colours"),
    (lambda: mx.ability(strength=1, colours=("Stars",)), ValueError, "colours"),
    (lambda: mx.ability(strength=1, colours=()), ValueError, "colours"),
    (lambda: mx.ability(strength=1, kind="wall"), ValueError, "kind"),
    (lambda: mx.ability(colours=("Suns",)), ValueError, "give strength"),
    (lambda: mx.ability(strength=1, distance_at_most=0), ValueError, "k must"),
    (lambda: mx.ability(reach=True), TypeError, "k must"),
    (lambda: mx.ability(fort_within=2), ValueError, "move_forts"),
    (lambda: mx.ability(move_forts="yes"), TypeError, "move_forts"),
    (lambda: mx.Ability(("+2 strength",)), TypeError, "effects"),
    (lambda: mx.Ability("StrengthChange(2)"), TypeError, "effects"),
    (lambda: mx.StrengthChange(1, ("fort",)), TypeError, "when"),
    (lambda: mx.Ability((mx.StrengthChange(4), mx.StrengthChange(3))), ValueError, "add up"),
])
def test_bad_abilities_are_refused_by_name(make, exc, name):
    with pytest.raises(exc, match=name):
        make()


def test_abilities_are_immutable_values():
    a = mx.ability(strength=2, colours=("Suns",))
    with pytest.raises(AttributeError):
        a.effects = ()
    with pytest.raises(AttributeError):
        a.effects[0].n = 5
    assert hash(a) == hash(mx.ability(strength=2, colours=["Suns"]))


def test_the_breaker_table_defaults_to_unknown_and_takes_only_what_the_reader_sets():
    t = mx.breaker_table()
    assert len(t.slots) == 24 and t.set_slots == () and str(t) == "every ability unknown (MX-09)"
    assert all(b.name is None and b.ability.source == "unknown" for b in t.slots.values())
    ank = mx.breaker("Ankara").replace(colour="Moons", face=3, ability=mx.fort_mover())
    t2 = mx.breaker_table([ank])
    assert t2.breaker("Moons", 3).name == "Ankara" and t2.ability("Moons", 3).source == "reconstructed"
    t3 = mx.breaker_table({("Suns", 1): mx.ability(strength=1), ("Arms", 6): "Enigma"})
    assert t3.set_slots == (("Suns", 1),) and t3.breaker("Arms", 6).name == "Enigma"
    with pytest.raises(ValueError, match="two slots"):
        mx.breaker_table({("Suns", 1): "Enigma", ("Suns", 2): "Enigma"})
    with pytest.raises(ValueError, match="not the slot"):
        mx.breaker_table({("Suns", 1): ank})
    with pytest.raises(ValueError, match="colour and face"):
        mx.breaker_table([mx.breaker("Enigma")])
    with pytest.raises(TypeError, match="assign"):
        mx.breaker_table("Enigma")
    assert "unknown" in t.as_table().to_markdown() if hasattr(t.as_table(), "to_markdown") else True


# ------------------------------------------------------------------ the set-up draw
def test_the_draw_rolls_a_d6_for_each_advanced_pawn_in_colour_order():
    g = mx.game(advanced=True)
    s = g.new_initial_state()
    for b in range(4):
        assert s.phase == "pawn" and s.who == b and s.is_chance
        d = s.chance_outcomes()
        assert d.weights() == {o: 1 for o in range(6)} and d.denominator == 6   # six faces alike
        s = s.apply(A.face_outcome(b + 1))
    assert s.phase == "move" and s.team == (1, 2, 3, 4)


def test_a_mixed_team_draws_only_its_advanced_pawns_and_plays_the_others_basic():
    """Regression (issue 22, item 17: advanced for all four pawns or none): Suns and Crowns advanced,
    Moons and Arms basic; each challenge's odds are those of its own pawn."""
    g = mx.game(advanced=True, pawns=("Crowns", "Suns"))
    assert g.params["pawns"] == "Suns+Crowns" == mx.game(advanced=True, pawns="Suns+Crowns").params["pawns"]
    s = g.new_initial_state()
    assert s.team == (PENDING, BASIC, PENDING, BASIC) and s.who == 0
    s = s.apply(A.face_outcome(2)).apply(A.face_outcome(5))
    assert s.phase == "move" and s.team == (2, BASIC, 5, BASIC)
    tile = ("Moons", 4)
    for b, adv in ((0, True), (1, False), (2, True), (3, False)):
        want = roll_oracle(4, C[b] == "Moons", 0, adv, 0, "d6")
        assert probs(g._roll_pawn(s, b, tile, 0, 1)) == want
    # a breaker given by name needs no draw
    g2 = mx.game(advanced=True, pawns="Suns+Crowns", breakers=["Enigma", None, None, None])
    assert g2.new_initial_state().team == (GIVEN, BASIC, PENDING, BASIC)


def test_choosing_pawns_is_the_runners_decision_one_or_more():
    g = mx.game(advanced=True, pawns="choose")
    s = g.new_initial_state()
    assert s.phase == "setup" and s.current_player == 0
    assert s.legal_actions() == tuple(A.PICK_PAWN(b) for b in range(4))  # one or more: no start yet
    s = s.apply(A.PICK_PAWN(2))
    assert s.phase == "pawn" and s.who == 2
    s = s.apply(A.face_outcome(6))
    assert s.phase == "setup" and s.team == (BASIC, BASIC, 6, BASIC)
    assert s.legal_actions() == (A.PICK_PAWN(0), A.PICK_PAWN(1), A.PICK_PAWN(3), A.START_RUN(0))
    run = s.apply(A.START_RUN(0))
    assert run.phase == "move" and run.team == (BASIC, BASIC, 6, BASIC)
    # every pawn picked: the run starts by itself
    for b in (0, 1, 3):
        s = s.apply(A.PICK_PAWN(b)).apply(A.face_outcome(1))
    assert s.phase == "move" and BASIC not in s.team


def test_the_teams_chance_is_exact():
    """A fixed team of two advanced pawns: 36 equally likely teams (play.outcome is exact)."""
    g = mx.game(advanced=True, pawns="Suns+Moons", colours=2, ice=0, bottom_ice=0)
    s = g.new_initial_state()
    teams: dict = {}
    d1 = s.chance_outcomes()
    for a, w in d1.weights().items():
        s1 = s.apply(a)
        d2 = s1.chance_outcomes()
        for b, w2 in d2.weights().items():
            t = s1.apply(b).team
            teams[t] = teams.get(t, 0) + Fraction(w, d1.denominator) * Fraction(w2, d2.denominator)
    assert len(teams) == 36 and set(teams.values()) == {Fraction(1, 36)}


# ------------------------------------------------------------------ distance
def bfs(tiles, start, target):
    """Distance along structures by hand (the oracle for networkx)."""
    seen, todo = {start: 0}, deque([start])
    while todo:
        s = todo.popleft()
        for n in ((s[0] + 1, s[1]), (s[0] - 1, s[1]), (s[0], s[1] + 1), (s[0], s[1] - 1)):
            if n in tiles and n not in seen:
                seen[n] = seen[s] + 1
                todo.append(n)
    return seen.get(target)


@settings(max_examples=40, deadline=None)
@given(cells=st.sets(st.tuples(st.integers(20, 26), st.integers(20, 26)), min_size=1, max_size=14),
       pick=st.integers(0, 10_000))
def test_distance_is_the_shortest_cardinal_path_along_structures(cells, pick):
    grid = mx.Grid([(s, ("Suns", 1)) for s in sorted(cells)])
    spaces = sorted(cells)
    a, b = spaces[pick % len(spaces)], spaces[(pick // 7) % len(spaces)]
    assert grid.distance(a, b) == bfs(cells, a, b)
    assert grid.distance(None, b) == 1                 # from outside: 1
    assert grid.distance(a, None) is None              # to outside: undefined
    near = grid.within(a, 3)
    assert dict(near) == {s: bfs(cells, a, s) for s in spaces if bfs(cells, a, s) and bfs(cells, a, s) <= 3}


def test_distance_conditions_change_the_odds_by_the_challenges_distance():
    """A breaker with reach 3 and +3 strength at distance 2 or more: the same ice is easier from afar."""
    ab = mx.Ability((mx.Reach(3), mx.StrengthChange(3, (mx.DistanceAtLeast(2),))))
    g = mx.game(advanced=True, colours=2, ice=5, bottom_ice=0, breakers=[
        mx.breaker("Ankara").replace(ability=ab), None])
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Suns", 2), (X + 2, Y): ("Moons", 5), (X + 3, Y): ("Suns", 3),
             (X + 4, Y): ("Suns", 4)}
    s = state(g, tiles, [(X, Y), None], team=(GIVEN, 1))
    legal = set(s.legal_actions())
    assert encode_move(0, (X + 2, Y)) in legal and encode_move(0, (X + 3, Y)) in legal   # distance 2, 3
    assert encode_move(0, (X + 4, Y)) not in legal                                      # distance 4
    far = s.apply(encode_move(0, (X + 2, Y)))
    assert far.phase == "roll" and far.strength_change() == 3
    assert far.turn().numbers["distance"] == 2
    want = roll_oracle(5, False, 0, True, 3, "d6")
    assert probs(far.chance_outcomes()) == want
    near = state(g, tiles, [(X + 1, Y), None], team=(GIVEN, 1)).apply(encode_move(0, (X + 2, Y)))
    assert near.strength_change() == 0 and near.turn().numbers["distance"] == 1


# ------------------------------------------------------------------ moving forts
def test_a_fort_moves_with_the_breakers_on_it_its_power_up_and_its_mark():
    """Regression (issue 22, item 17: the fragment 'breakers occupying forts move with the forts' was
    not modelled)."""
    g = mx.game(advanced=True, colours=2, ice=1, bottom_ice=0, table={("Suns", 1): mx.fort_mover()})
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Moons", 6), (X, Y + 1): ("Suns", 6)}
    s = state(g, tiles, [(X + 1, Y), (X + 1, Y)], team=(1, 2), tokens=frozenset({(X + 1, Y)}),
              visited=frozenset({(X + 1, Y)}))
    moves = [a for a in s.legal_actions() if a in A.MOVE_FORT]
    assert moves and all(A.move_fort_of(a)[1] not in tiles for a in moves)
    a = A.move_fort(1, (X - 1, Y))
    assert a in moves
    n = s.apply(a)
    assert n.tiles[(X - 1, Y)] == ("Moons", 6) and (X + 1, Y) not in n.tiles
    assert n.pos == ((X - 1, Y), (X - 1, Y)) and n.tokens == {(X - 1, Y)} and n.visited == {(X - 1, Y)}
    assert list(n.tiles.values()) == list(tiles.values())    # the install order is kept
    # without the ability (face 2 of Suns: unknown) no fort moves
    assert not [a for a in state(g, tiles, [None, None], team=(2, 2)).legal_actions() if a in A.MOVE_FORT]


def test_a_fort_that_holds_the_matrix_together_cannot_split_it():
    g = mx.game(advanced=True, colours=2, ice=2, bottom_ice=0, table={("Suns", 1): mx.fort_mover()})
    # a U: the Moons fort joins the two arms; only the space that joins them again may take it
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Moons", 6), (X + 2, Y): ("Suns", 2), (X, Y + 1): ("Moons", 1),
             (X + 2, Y + 1): ("Moons", 2)}
    s = state(g, tiles, [None, None], team=(1, 1))
    dests = {A.move_fort_of(a)[1] for a in s.legal_actions() if a in A.MOVE_FORT}
    assert dests == {(X + 1, Y + 1)}
    free = mx.game(advanced=True, colours=2, ice=2, bottom_ice=0, table={("Suns", 1): mx.fort_mover()},
                   matrix_outside_reach="any_space")
    far = {A.move_fort_of(a)[1] for a in state(free, tiles, [None, None], team=(1, 1)).legal_actions()
           if a in A.MOVE_FORT}
    assert (X - 1, Y) in far and dests < far


def test_a_fort_within_limit_counts_from_the_breaker_with_the_ability():
    ab = mx.fort_mover(colours=("Moons",), within=1)
    g = mx.game(advanced=True, colours=2, ice=2, bottom_ice=0, table={("Suns", 1): ab})
    tiles = {(X, Y): ("Suns", 1), (X + 1, Y): ("Suns", 2), (X + 2, Y): ("Moons", 6), (X, Y + 1): ("Suns", 6)}
    far = state(g, tiles, [(X, Y), None], team=(1, 1))
    assert not [a for a in far.legal_actions() if a in A.MOVE_FORT]             # distance 2 > 1
    near = state(g, tiles, [(X + 1, Y), None], team=(1, 1))
    got = {A.move_fort_of(a)[0] for a in near.legal_actions() if a in A.MOVE_FORT}
    assert got == {1}                                                             # the Moons fort only


# ------------------------------------------------------------------ exact P(win) with abilities on
def test_exact_closed_forms_with_abilities():
    # one fort, its Suns pawn advanced: on faces 1-3 a breaker with +2 against forts, on 4-6 unknown.
    # +2: die - 1 + 1 + 2 > 6 on 5, 6 (1/3 a try); unknown: die > 6 never, on a d6.
    t = mx.breaker_table({("Suns", f): mx.ability(strength=2, kind="fort") for f in (1, 2, 3)})
    one = dict(colours=1, ice=0, bottom_ice=0)
    half = sympy.Rational(1, 2) * (1 - sympy.Rational(2, 3) ** 10)
    assert mx.exact_win(mx.game(advanced=True, table=t, **one)) == half
    assert mx.exact_win(mx.game(advanced=True, pawns="choose", table=t, **one)) == half   # must pick it
    assert mx.exact_win(mx.game(advanced=True, table=t, target=2, **one)) == \
        sympy.Rational(1, 2) * (1 - sympy.Rational(2, 3) ** 3)
    # the basic pawn is better than an advanced one with an unknown ability: 1 - (5/6)^10 against 0
    assert mx.exact_win(mx.game(advanced=True, **one)) == 0
    # choosing: with two forts and a target of 1, pick only where it pays. Every Suns face is +2
    # against forts, every Moons face unknown: the runner picks Suns alone
    t2 = mx.breaker_table({("Suns", f): mx.ability(strength=2, kind="fort") for f in range(1, 7)})
    two = dict(colours=2, ice=0, bottom_ice=0, target=1)
    v = {p: mx.exact_win(mx.game(advanced=True, pawns=p, table=t2, **two)) for p in ("choose", "Suns",
                                                                                    "Suns+Moons")}
    basic = mx.exact_win(mx.game(**two))
    assert v["choose"] == v["Suns"] == sympy.Rational(5, 36) > v["Suns+Moons"] == sympy.Rational(13, 108)
    assert v["Suns+Moons"] > basic == sympy.Rational(11, 216)
    g = mx.game(advanced=True, pawns="Suns", table=t2, **two)
    assert abs(float(v["Suns"]) - mx.value_iteration_win(g)) < 1e-12   # no state merged, by brute force


SMALL_ADVANCED = [
    dict(colours=1, ice=1, bottom_ice=1, table={("Suns", f): mx.ability(strength=1) for f in (1, 2)}),
    dict(colours=1, ice=1, bottom_ice=0, pawns="choose",
         table={("Suns", 4): mx.ability(strength=3, kind="fort", distance_at_most=1)}),
    dict(colours=1, ice=2, bottom_ice=0, target=3, breakers=[mx.breaker("Ankara").replace(
        ability=mx.Ability((mx.Reach(2), mx.StrengthChange(2, (mx.DistanceAtLeast(2),)))))]),
    dict(colours=1, ice=1, bottom_ice=1, table={("Suns", f): mx.fort_mover() for f in (1, 2, 3)}),
    dict(colours=2, ice=0, bottom_ice=0, pawns="Moons", table={("Moons", 6): mx.ability(strength=2)},
         matrix_die="piecepack"),
]


@pytest.mark.parametrize("kw", SMALL_ADVANCED)
def test_exact_with_abilities_against_brute_force(kw):
    """exact_win against float value iteration over every reachable state (an independent search),
    and never below the default policy's exact value (play.outcome)."""
    g = mx.game(advanced=True, **kw)
    v = mx.exact_win(g)
    assert abs(float(v) - mx.value_iteration_win(g)) < 1e-9
    assert v >= play.outcome(g, g.policies["default"]).p(lambda r: r == 1)


def test_shifting_a_matrix_whose_forts_move_changes_no_value():
    g = mx.game(advanced=True, colours=1, ice=1, bottom_ice=0, table={("Suns", f): mx.fort_mover()
                                                                     for f in range(1, 7)})
    assert mx.exact_win(g) == mx.exact_win(g, shift=False) == mx.exact_win(g, shift=True)
    with pytest.raises(ValueError, match="shift"):
        mx.exact_win(mx.game(advanced=True, colours=1, ice=0, bottom_ice=0, matrix_outside_reach="any_space"),
                     shift=True)


def test_every_roll_of_seeded_advanced_runs_is_the_brute_force_enumeration():
    t = mx.breaker_table({("Suns", 1): mx.ability(strength=2, colours=("Suns", "Arms")),
                          ("Moons", 2): mx.ability(strength=-2, kind="ice"),
                          ("Crowns", 3): mx.Ability((mx.Reach(3),
                                                     mx.StrengthChange(1, (mx.DistanceAtMost(1),)))),
                          ("Arms", 4): mx.fort_mover()})
    for die in ("d6", "piecepack"):
        g = mx.game(advanced=True, pawns="Suns+Moons+Crowns", table=t, matrix_die=die)
        seen = 0
        for seed in range(8):
            for s in walk(g, seed, g.policies["lavish"]):
                if s.phase == "roll":
                    tile = s.tiles[s.where]
                    adv = s.team[s.who] != BASIC
                    want = roll_oracle(tile[1], C[s.who] == tile[0], s.k, adv, s.strength_change(), die)
                    assert probs(s.chance_outcomes()) == want
                    seen += 1
        assert seen > 100


def test_a_pawn_drawing_a_known_ability_wins_more_often():
    """The chance to win moves with an ability the reader sets (the same seeds)."""
    plus = mx.breaker_table({(c, f): mx.ability(strength=2) for c in C for f in range(1, 7)})
    runs = {name: final_states(g, 150, seed=11, policy=g.policies["lavish"])
            for name, g in (("unknown", mx.game(advanced=True)), ("+2", mx.game(advanced=True, table=plus)))}
    wins = {k: sum(s.end == "win" for s in v) for k, v in runs.items()}
    assert wins["+2"] > wins["unknown"] + 30


def test_openspiel_carries_the_team_and_plays_the_set_up():
    import pyspiel

    from edgekit.matrix.whole_game import openspiel  # noqa: F401  (registers edgekit_matrix)

    g = pyspiel.load_game("edgekit_matrix", {"advanced": True, "pawns": "choose", "colours": 2, "ice": 1,
                                             "bottom_ice": 1})
    pyspiel.random_sim_test(g, num_sims=5, serialize=False, verbose=False)
    s = g.new_initial_state()
    assert s.legal_actions() == [A.PICK_PAWN(0), A.PICK_PAWN(1)]


# ------------------------------------------------------------------ invariants over many seeded runs
_COND = st.one_of(st.builds(mx.ColourIn, st.sets(st.sampled_from(C), min_size=1, max_size=4)),
                  st.builds(mx.KindIs, st.sampled_from(("ice", "fort"))),
                  st.builds(mx.DistanceAtMost, st.integers(1, 4)),
                  st.builds(mx.DistanceAtLeast, st.integers(1, 4)))
_EFFECT = st.one_of(st.builds(mx.StrengthChange, st.integers(-3, 3), st.lists(_COND, max_size=2).map(tuple)),
                    st.builds(mx.Reach, st.integers(1, 3)),
                    st.builds(mx.MoveForts, st.sets(st.sampled_from(C), min_size=1, max_size=4),
                              st.one_of(st.none(), st.integers(1, 3))))
_ABILITY = st.lists(_EFFECT, max_size=2).map(tuple).filter(
    lambda es: sum(e.n for e in es if isinstance(e, mx.StrengthChange) and e.n > 0) <= 6).map(mx.Ability)


@st.composite
def advanced_games(draw):
    """A random advanced game: a stack, a team (all, chosen, or mixed), and for each colour in play an
    ability on some of its faces (the rest unknown), under one reading or another."""
    colours = draw(st.integers(1, 4))
    ice = draw(st.integers(0, 5))
    bottom = draw(st.integers(0, colours * ice))
    pawns = draw(st.one_of(st.sampled_from(("all", "choose")),
                           st.sets(st.sampled_from(C[:colours]), min_size=1).map(tuple)))
    slots = {}
    for c in C[:colours]:
        ab = draw(_ABILITY)
        for f in draw(st.sets(st.integers(1, 6), min_size=2)):
            slots[(c, f)] = ab
    reading = draw(st.sampled_from([{}, {"matrix_die": "piecepack"}, {"matrix_advanced_floor": "total"},
                                    {"matrix_neighbour_rule": "new_only"}, {"matrix_fort_exit": "stays"},
                                    {"matrix_occupied_space": "forbidden"}]))
    return mx.game(advanced=True, colours=colours, ice=ice, bottom_ice=bottom, pawns=pawns, table=slots,
                   **reading)


def check_run(g, seed) -> dict:
    """Play one seeded run of ``g`` with a random player and check the advanced game's invariants:
    strength is never below zero (the rules' floor), every roll is the brute-force enumeration, forts
    and the breakers on them move together (with the fort's power-up and mark), the team is fixed
    once the run starts, damage only grows, the matrix stays in one piece and keeps the neighbour
    rule, and the fast path plays the same runs as play.play. Returns what it saw (counts)."""
    from edgekit.matrix.board.grid import in_one_piece

    rules = g.rules_value
    states = walk(g, seed, play.RandomPolicy())
    seen = {"rolls": 0, "changed": 0, "fort moves": 0, "reach": 0}
    started = None
    for a, b in zip(states, states[1:]):
        if a.phase == "roll":
            tile = a.tiles[a.where]
            adv = a.team[a.who] != BASIC
            ch = a.strength_change()
            seen["rolls"] += 1
            seen["changed"] += ch != 0
            for face in range(0, 7):
                for spend in range(a.k + 1):
                    assert mx.breaker_strength(face, same_colour=C[a.who] == tile[0], advanced=adv,
                                               powerups=spend, strength_change=ch, rules=rules) >= 0
            if rules.matrix_advanced_floor == "base" and rules.matrix_powerup_timing == "after_roll":
                assert probs(a.chance_outcomes()) == roll_oracle(tile[1], C[a.who] == tile[0], a.k, adv, ch,
                                                                 rules.matrix_die)
        if a.phase == "move" and b.phase in ("roll", "budget") and a.pos[b.who] is not None:
            p, q = a.pos[b.who], b.where
            seen["reach"] += abs(p[0] - q[0]) + abs(p[1] - q[1]) > 1
        if a.phase == "move" and b.tiles != a.tiles and len(b.tiles) == len(a.tiles):   # a fort moved
            seen["fort moves"] += 1
            (old,) = set(a.tiles) - set(b.tiles)
            (new,) = set(b.tiles) - set(a.tiles)
            assert a.tiles[old] == b.tiles[new] and a.tiles[old][1] == FORT
            assert all((q == new) if p == old else (q == p) for p, q in zip(a.pos, b.pos))
            assert (old in a.tokens) == (new in b.tokens) and (old in a.visited) == (new in b.visited)
        if b.phase == "move" and started is None:
            started = b.team
        if started is not None:
            assert b.team == started and PENDING not in b.team
        assert b.damage >= a.damage and min(b.held) >= 0
        assert all(p is None or p in b.tiles for p in b.pos)
        if g.readings["matrix_outside_reach"] == "connected":
            assert in_one_piece(b.tiles)
        if g.readings["matrix_neighbour_rule"] == "every_structure":
            assert all(b.grid.count(s) <= 3 for s in b.tiles)
    end = states[-1]
    assert end.is_terminal and end.end in ("win", "brain death", "stuck", "over target")
    # the fast path plays the very same runs as play.play
    fast = final_states(g, 2, seed=seed, policy=play.RandomPolicy())
    slow = [play.play(g, seed=s_i, policies=play.RandomPolicy()).state for s_i in play.game_seeds(seed, 2)]
    assert [s.key() for s in fast] == [s.key() for s in slow]
    return seen


@settings(max_examples=30, deadline=None)
@given(g=advanced_games(), seed=st.integers(0, 2**32 - 1))
def test_advanced_run_invariants(g, seed):
    """The invariants of :func:`check_run` over seeded runs of random advanced games (random mixed
    teams, random abilities, random readings)."""
    check_run(g, seed)


def test_advanced_run_invariants_on_seeded_runs_that_move_forts_and_reach():
    """The same invariants over 40 seeded runs of small stacks (forts come out early) where every face
    has an ability that changes strength, reaches and moves forts: each kind is exercised."""
    ab = mx.Ability((mx.StrengthChange(1, (mx.DistanceAtMost(1),)),
                     mx.StrengthChange(-2, (mx.KindIs("ice"),)), mx.Reach(2), mx.MoveForts()))
    total: dict = {}
    for seed in range(40):
        g = mx.game(advanced=True, colours=2 + seed % 3, ice=2, bottom_ice=seed % 3,
                    pawns=("all", "choose", ("Suns",))[seed % 3],
                    table={(c, f): ab for c in C for f in range(1, 7) if f % 2},
                    matrix_die=("d6", "piecepack")[seed % 2])
        for k, v in check_run(g, seed).items():
            total[k] = total.get(k, 0) + v
    assert total["fort moves"] >= 200 and total["changed"] >= 100 and total["reach"] >= 30, total


def test_the_what_is_left_out_list_names_each_gap_and_how_it_is_played():
    t = mx.left_out()
    rows = t.rows
    assert len(rows) == len(mx.game().left_out().rows) >= 5
    text = " ".join(" ".join(map(str, r)) for r in rows)
    for word in ("abilities", "fort", "MX-09", "MX-11", "order"):
        assert word in text
